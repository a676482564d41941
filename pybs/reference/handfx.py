"""The "handfx" group's rules (issue 8) in the reference engine: conditions comparing the two players.
Twin: bscore/handfx.pyx."""

from __future__ import annotations

from typing import Any

from ..effects.spec import Cond as C
from ..layout import CardType

_SPIRIT_TYPES = (CardType.SPIRIT, CardType.BRAVE)


def spirit_rows(s: Any, p: int) -> list[int]:
    """Card-table rows of the Spirits (Braves counted) on player p's field, by slot."""
    pl = s.players[p]
    return [pl.card_ids[slot.inst] for slot in pl.slots
            if slot is not None and s.table.card_type[pl.card_ids[slot.inst]] in _SPIRIT_TYPES]


def handfx_cond_holds(s: Any, cond: int, q: int) -> bool:
    """Cond 90-94 for controller q."""
    me, them = s.players[q], s.players[1 - q]
    if cond == C.HAND_FEWER_THAN_OPP:
        return len(me.hand) < len(them.hand)
    if cond == C.LIFE_FEWER_THAN_OPP:
        return me.life < them.life
    if cond == C.SPIRITS_MORE_THAN_OPP:
        return len(spirit_rows(s, q)) > len(spirit_rows(s, 1 - q))
    if cond == C.SPIRITS_SAME_COST:
        costs = {s.table.cost[row] for row in spirit_rows(s, q)}
        return len(costs) == 1
    return False
