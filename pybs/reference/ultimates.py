"""Ultimates (R14): the printed summon condition (R8.2, R14.2) and the U-Trigger op with the Trigger Counter
(R14.3). Twin of ``bscore/ultimates.pyx``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import layout as L
from ..effects.spec import AbilityKind, Cond, Event, EventFlag, Mod, Static
from .cb01 import deck_locked

if TYPE_CHECKING:
    from .records import Frame


def ultimate_summon_ok(s, p: int, inst: int) -> bool:
    """R8.2, R14.2: (p, inst) may be summoned as far as its printed summon condition goes: the colour of one of
    p's Spirits (card data) and its scripted condition (Static.ULTIMATE_SUMMON). Not an Ultimate: True."""
    t = s.table
    pl = s.players[p]
    row = pl.card_ids[inst]
    if t.card_type[row] != L.CardType.ULTIMATE:
        return True
    need = t.summon_colors[row]
    if need and not any(sl is not None and not sl.soul and t.card_type[pl.card_ids[sl.inst]] == L.CardType.SPIRIT
                        and (t.colors[pl.card_ids[sl.inst]] | s._brave_colors(p, k)) & need  # R12.2
                        for k, sl in enumerate(pl.slots)):  # R16.3: a soul-state card is no Spirit of p's
        return False
    for ab in t.card_abilities(row):
        if (t.ab_kind[ab] == AbilityKind.STATIC and t.ab_static[ab] == Static.ULTIMATE_SUMMON
                and t.ab_cond[ab] != Cond.TRUE and not s.cond_holds(t.ab_cond[ab], t.ab_cond_arg[ab], p, p, inst)):
            return False
    return True


def u_trigger(s, fr: Frame, op) -> bool:
    """Op.U_TRIGGER (R14.3). The frame's amount becomes 1 on a Hit, 0 on a Guard. The trashed card is a discard
    from the deck, so effects it triggers resolve before the Hit effect (R10.6): the op yields once."""
    if fr.flags & L.FRAME_SUBSTEP:  # back after the discard's own triggers
        fr.flags &= ~(L.FRAME_SUBSTEP | L.FRAME_NESTED)
        fr.pc += 1
        return True
    opp = 1 - fr.player
    pl = s.players[opp]
    fr.amount = 0
    capped = any(m.kind == Mod.DISCARD_CAP and m.player == opp and m.inst == L.NO_CARD and m.value < 1
                 for m in s.mods) or deck_locked(s, opp)  # CB01-076: Mod.NO_DECK_DISCARD
    if not pl.deck or capped:  # nothing trashed, nothing to compare: no Hit (docs/MECHANICS.md)
        fr.pc += 1
        return True
    inst = pl.deck.pop()
    pl.trash.append(inst)
    t = s.table
    # R12.2, CN 2.1: a Braved Ultimate's cost is the pair's ("合体了的究极也…追加「费用」")
    if s.card_cost(fr.player, fr.inst) > t.cost[pl.card_ids[inst]]:
        fr.amount = 1  # Hit: the Ultimate costs more
        for i, m in enumerate(s.mods):  # a Trigger Counter turns it into a Guard and is used up
            if m.kind == Mod.TRIGGER_COUNTER and m.player == opp and m.inst == L.NO_CARD:
                del s.mods[i]
                fr.amount = 0
                break
    fr.picks = s.next_batch  # triggers from this batch on belong to the discard
    fr.flags |= L.FRAME_SUBSTEP | L.FRAME_NESTED
    s.emit(Event.DECK_DISCARDED, opp, inst, EventFlag.BY_EFFECT | EventFlag.BY_OPPONENT, 0, fr.player)
    if fr.amount:
        s.emit(Event.U_TRIGGER_HIT, fr.player, fr.inst, EventFlag.BY_EFFECT, 0, fr.player)
    s.end_batch()
    return False
