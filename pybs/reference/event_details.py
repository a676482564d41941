"""vocab-D, event details (docs/EFFECTS.md "Pool II: event details, temporary statics, costs"): the
conditions that read an event's details, the Spirit a battle destroyed, and the colours of a field.
Twin: bscore/statics_events.pxi."""

from __future__ import annotations

from typing import Any

from .. import layout as L
from ..effects.spec import Cond, Mod
from .misc import field_symbol_colors
from .temp_statics import waiver_slot


def event_cond_holds(s: Any, cond: int, arg: int, q: int, p: int, inst: int, frame: Any) -> bool:
    """Cond 123-127 for controller q, source card (p, inst) and the resolving frame (None outside one)."""
    if cond == Cond.ASCEND_WAIVABLE:  # Rule.ASCEND_WAIVE (BSS04-114)
        return waiver_slot(s, q) >= 0
    if cond == Cond.DEFEATED_BP_AT_MOST:  # Mod.DEFEATED_BP: this battle's victim of q's Spirit (R9.6)
        return any(m.kind == Mod.DEFEATED_BP and m.player == q and m.inst == L.NO_CARD and m.value <= arg
                   for m in s.mods)
    if frame is None:
        return False
    if cond == Cond.EVENT_FLAGS:
        return frame.subj_flags & arg == arg
    if frame.subj_inst == L.NO_CARD or frame.subj_player > 1:
        return False
    if cond == Cond.SUBJECT_MATCHES:
        return s.matches_lki(arg, q, frame.subj_player, frame.subj_inst, frame.subj_cores, frame.subj_flags, p, inst)
    if cond == Cond.SUBJECT_NO_FIELD_COLOR:  # as Rule.MAGIC_COLOR_LOCK reads a field (L01-002)
        sp = frame.subj_player
        return not s.table.colors[s.players[sp].card_ids[frame.subj_inst]] & field_symbol_colors(s, sp)
    return False
