"""CB01: the When Summoned tax (Rule.SUMMON_EFFECT_TAX, CB01-044), card names counted by a condition
(Cond.NAMES_AT_LEAST, CB01-080) and the locked deck (Mod.NO_DECK_DISCARD, CB01-076). Twin of
bscore/statics_cb01.pxi."""

from __future__ import annotations

from typing import Any

from .. import layout as L
from ..effects.spec import F, Mod, Rule, Side, Static, Zone


def summon_effect_tax(s: Any) -> int:
    """Count.SUMMON_EFFECT_TAX: the cores the Rule.SUMMON_EFFECT_TAX statics in force on both fields ask for a
    Spirit's "When Summoned" effect (the highest of them; 0 when none is in force)."""
    t = s.table
    return max((t.ab_value2[ab] for ab, _, _ in s.field_statics(Static.RULE)
                if t.ab_value[ab] == Rule.SUMMON_EFFECT_TAX), default=0)


def names_matching(s: Any, fid: int, q: int, src_p: int, src_inst: int) -> int:
    """Cond.NAMES_AT_LEAST: how many different card names the cards matching filter ``fid`` (Trash or hand, sides
    relative to q) bear."""
    t = s.table
    f = t.filters[fid]
    if f[F.ZONE] not in (Zone.TRASH, Zone.HAND):
        return 0
    n = 0
    for side in (q, 1 - q):
        if (f[F.SIDE] == Side.MINE and side != q) or (f[F.SIDE] == Side.OPPONENT and side == q):
            continue
        pl = s.players[side]
        names = {t.card_name_id[pl.card_ids[inst]] for inst in (pl.trash if f[F.ZONE] == Zone.TRASH else pl.hand)
                 if s.matches_card(fid, q, side, inst, src_p, src_inst) and s.matches_off_field(fid, side, inst)}
        n += len(names)
    return n


def deck_locked(s: Any, p: int) -> bool:
    """Mod.NO_DECK_DISCARD on player p (player-wide, this turn): no card can be discarded from p's deck."""
    return any(m.kind == Mod.NO_DECK_DISCARD and m.player == p and m.inst == L.NO_CARD for m in s.mods)
