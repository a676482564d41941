"""Statics read from cards outside the slots, in the reference engine: a Mirage's "while set" statics (R16.5)
and a fused Brave's "when braved" statics (R12.2). Twin of ``bscore/offslot_statics.pxd`` and the
``offslot_*`` functions at the end of ``bscore/statics.pyx``."""

from __future__ import annotations

from collections.abc import Iterator

from .. import layout as L
from ..effects.spec import AbilityKind


def offslot_statics(state, kind: int) -> Iterator[tuple[int, int, int, int]]:
    """(ability, controller, host slot or -1, "this card" instance) of every off-slot static of Static
    ``kind``: players 0 then 1, fused Braves by slot (the Braved Spirit is "this card"), then the Mirage."""
    statics = state._game_statics()
    braved = statics.get((AbilityKind.WHEN_BRAVED, kind))
    set_ = statics.get((AbilityKind.WHILE_SET, kind))
    if not braved and not set_:  # no card of the game has one (the compiled table's offslot_any)
        return
    for sp in (0, 1):
        pl = state.players[sp]
        sources = [(b, k, pl.slots[k].inst, braved) for k, b in enumerate(pl.brave) if b != L.NO_CARD and braved]
        if pl.mirage_inst != L.NO_CARD and set_:
            sources.append((pl.mirage_inst, -1, pl.mirage_inst, set_))
        for inst, host, src_inst, by_row in sources:
            for ab in by_row.get(pl.card_ids[inst], ()):
                yield ab, sp, host, src_inst


def offslot_applies(state, ab: int, sp: int, host: int, src_inst: int, p: int, k: int) -> bool:
    """The off-slot static ``ab`` is in force and affects (p, k); without a filter it affects the Braved Spirit."""
    t = state.table
    if not state.timing_holds(t.ab_timing[ab], sp, sp, src_inst):
        return False
    if not state.cond_holds(t.ab_cond[ab], t.ab_cond_arg[ab], sp, sp, src_inst):
        return False
    if t.ab_filter[ab] < 0:
        return sp == p and host == k
    return state.matches_field(t.ab_filter[ab], sp, p, k, sp, src_inst)


def offslot_bp(state, p: int, k: int, bp_static: int) -> int:
    """The BP the off-slot Static.BP statics in force give the card in (p, k)."""
    return sum(state.table.ab_value[ab] for ab, sp, host, src in offslot_statics(state, bp_static)
               if offslot_applies(state, ab, sp, host, src, p, k))


def offslot_keyword(state, p: int, k: int, kw: int, best: int, keyword_static: int) -> int:
    """``best`` raised to the number of keyword ``kw`` an off-slot static in force gives (p, k)."""
    t = state.table
    for ab, sp, host, src in offslot_statics(state, keyword_static):
        if t.ab_value[ab] == kw and t.ab_value2[ab] > best and offslot_applies(state, ab, sp, host, src, p, k):
            best = t.ab_value2[ab]
    return best
