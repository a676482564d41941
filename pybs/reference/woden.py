"""The "woden" group's rules (issue 8, BSS02-040) in the reference engine: Event.REFRESHED. Twin: bscore/woden.pyx."""

from __future__ import annotations

from typing import Any

from ..effects.spec import AbilityKind, Event


def _refreshed_heard(t: Any) -> bool:
    """Some card of the table hears Event.REFRESHED (the compiled engine's event_union gate)."""
    known = getattr(t, "_refreshed_heard", None)
    if known is None:
        known = any(k == AbilityKind.TRIGGERED and e == Event.REFRESHED for k, e in zip(t.ab_kind, t.ab_event))
        t._refreshed_heard = known
    return known


def emit_refreshed(s: Any, p: int, slots: list[int], flags: int, eff_player: int) -> bool:
    """Event.REFRESHED for each of p's field slots in ``slots`` (cards that just went from exhausted to refreshed,
    R1.8), slot order; the caller closes the batch. Returns whether anything was announced."""
    if not slots or not _refreshed_heard(s.table):
        return False
    for k in sorted(slots):
        slot = s.players[p].slots[k]
        if slot is not None:
            s.emit(Event.REFRESHED, p, slot.inst, flags, 0, eff_player)
    return True
