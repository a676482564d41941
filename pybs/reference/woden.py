"""The "woden" group's rules (issue 8, BSS02-040) in the reference engine: Event.REFRESHED and the Magic discard cost
(Rule.MAGIC_DISCARD). Twin: bscore/woden.pyx, bscore/woden_ops.pyx and ``continue_magic_use`` in bscore/actions.pyx."""

from __future__ import annotations

from typing import Any

from .. import layout as L
from ..effects.spec import AbilityKind, Event, Rule, Static
from ..layout import UseKind, UseOrigin


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


def magic_discards_owed(s: Any, p: int) -> tuple[int, int]:
    """How many cards p discards to use a Magic from hand now: one for each Rule.MAGIC_DISCARD in force on p's
    opponent's field (each is its own effect, BSS02-040); and the AbilityKind.MAGIC_COST row of the first such
    card in slot order (its program makes p pay), or -1."""
    t = s.table
    owed, cost_ab = 0, -1
    for k, slot in enumerate(s.players[1 - p].slots):
        if slot is None:
            continue
        row = s.players[1 - p].card_ids[slot.inst]
        for ab in t.card_abilities(row):
            if (t.ab_kind[ab] != AbilityKind.STATIC or t.ab_static[ab] != Static.RULE
                    or t.ab_value[ab] != Rule.MAGIC_DISCARD or not s.static_active(ab, 1 - p, k)):
                continue
            owed += 1
            if cost_ab < 0:
                cost_ab = next((a for a in t.card_abilities(row) if t.ab_kind[a] == AbilityKind.MAGIC_COST), -1)
    return owed, cost_ab


def magic_discard_unpayable(s: Any, p: int) -> bool:
    """p cannot pay the Rule.MAGIC_DISCARD cost of a Magic in hand: fewer other cards in hand than discards owed
    (R7.6: a cost that cannot be paid in full keeps the card from being used)."""
    owed, _ = magic_discards_owed(s, p)
    return owed > 0 and len(s.players[p].hand) - 1 < owed


def from_hand_magic(s: Any) -> bool:
    """The Magic in use was declared from the hand: not by an effect, not from the hand-side (R16.7)."""
    return s.use_origin != UseOrigin.EFFECT and not s.use_flags & L.USE_FROM_HAND_SIDE


def continue_magic_use(s: Any) -> None:
    """``_continue_use``, except that a Magic used from hand whose cost is paid first pays its Rule.MAGIC_DISCARD
    cost: the rule card's AbilityKind.MAGIC_COST program runs as the user's frame, its amount the cards owed (R7).
    Paid last, so the discard's triggers wait until the Magic has resolved (R10.5)."""
    if (s.use_kind == UseKind.MAGIC and s.use_cost_left == 0 and from_hand_magic(s)
            and not s.use_flags & L.USE_DISCARD_PAID):
        owed, ab = magic_discards_owed(s, s.use_player)
        if owed and ab >= 0:
            s.use_flags |= L.USE_DISCARD_PAID
            n = len(s.frames)
            s._push_frame(ab, s.use_player, s.use_inst)
            if len(s.frames) > n:  # a full stack ended the game instead
                s.frames[n].amount = min(owed, 255)
            return
    s._continue_use()


def op_magic_cost_paid(s: Any, fr: Any, op: Any) -> bool:
    """Op.MAGIC_COST_PAID: the cost's frame ends and the Magic's use goes on (its effect resolves next)."""
    s.frames.pop()
    s._continue_use()
    return False
