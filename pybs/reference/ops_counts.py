"""Effect ops of the reference engine, part two: counts, moving chosen cards, tokens (R18.8), revealing a hand,
repeats and paying cores. Twin of the same ops in ``bscore/effects.pyx`` and its included files."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import layout as L
from ..effects.compiler import CardFlag
from ..effects.spec import (
    CoreFlag,
    CoreZone,
    Count,
    Duration,
    Event,
    EventFlag,
    Keyword,
    Mod,
    Op,
    Rule,
    SummonFlag,
    Who,
)
from ..layout import Decision, UseKind, UseOrigin
from . import kernels as K
from . import rng as R
from .cb01 import summon_effect_tax
from .records import Frame, unpack
from .soul_state import offer_soul_return
from .symbols import pool2_count
from .temp_statics import own_rule_in_force

if TYPE_CHECKING:
    from .effects import EffectsMixin


# -- the counts group's ops: amounts, per-turn use, repeats ------------------------------------------

def count_source(s: EffectsMixin, fr: Frame, src: int, arg: int) -> int:
    """What an Op.COUNT source counts now (see Count in pybs/effects/spec.py)."""
    if src == Count.MATCHING:
        return s.count_matching(arg, fr.player, fr.player, fr.inst)
    if src in (Count.TARGETS, Count.TARGETS_GONE):
        n = 0
        for p, inst, k in s._targets(fr):
            if src == Count.TARGETS_GONE:
                n += k < 0
            elif arg < 0:
                n += 1
            elif k >= 0:
                n += s.matches_field(arg, fr.player, p, k, fr.player, fr.inst)
            else:
                n += s.matches_card(arg, fr.player, p, inst, fr.player, fr.inst) and s.matches_off_field(arg, p, inst)
        return n
    if src == Count.SUBJECT_GALE:  # the subject's Gale number (R18.7), 0 without Gale or off the field
        k = s.slot_of(fr.subj_player, fr.subj_inst) if fr.subj_inst != L.NO_CARD and fr.subj_player < 2 else -1
        return max(0, s.keyword(fr.subj_player, k, Keyword.GALE)) if k >= 0 else 0
    if src == Count.LIFE_SHORT:  # ascend group: "until you have arg Life"
        return max(0, arg - s.players[fr.player].life)
    k = s.slot_of(fr.player, fr.inst) if fr.inst != L.NO_CARD else -1
    if src == Count.SELF_LEVEL:
        return s.level_of(fr.player, k) if k >= 0 else 0
    if src == Count.HAND_SHORT:
        return arg - len(s.players[fr.player].hand)
    if src == Count.SELF_CORES_ABOVE:
        return s._cores_on(fr.player, k) - arg if k >= 0 else 0
    if src == Count.SOUL_AT:
        where = {CoreZone.RESERVE: L.SOUL_RESERVE, CoreZone.TRASH: L.SOUL_TRASH}.get(arg)
        return int(where is not None and s.players[fr.player].soul_loc == where)
    if src == Count.TARGET_COST:  # levels group: the first target's cost (BSS02-058)
        if not fr.n_targets:
            return 0
        tp, ti = unpack(fr.targets[0])
        return s.table.cost[s.players[tp].card_ids[ti]]
    if src == Count.MY_COUNT:  # R16.2
        return s.players[fr.player].count_cores
    if src == Count.COPIES:  # R18.12: copies of one static combine into one change
        return copies_in_force(s, fr)
    if Count.FIELD_SYMBOLS <= src <= Count.FIELD_SYMBOLS + 5:  # vocab-A: symbols, names, hands
        return pool2_count(s, fr, src, arg)
    if src == Count.SUMMON_EFFECT_TAX:  # CB01-044: the When Summoned tax in force
        return summon_effect_tax(s)
    return 0


def copies_in_force(s: EffectsMixin, fr: Frame) -> int:
    """Count.COPIES: the controller's field cards printed as the source whose resolving ability holds there."""
    pl = s.players[fr.player]
    row = pl.card_ids[fr.inst] if fr.inst != L.NO_CARD else -1
    return sum(1 for k, sl in enumerate(pl.slots) if sl is not None and pl.card_ids[sl.inst] == row
               and s.level_gate(fr.ability, fr.player, k))


def op_count(s: EffectsMixin, fr: Frame, op) -> bool:
    fr.amount = max(0, min(255, count_source(s, fr, op[1], op[2])))
    fr.pc += 1
    return True


def op_move_targets(s: EffectsMixin, fr: Frame, op) -> bool:
    """TO_DECK: each target (field, hand or Trash) to its owner's deck; HAND_DISCARD: hand to Trash."""
    frames = len(s.frames)
    for p, inst, k in s._targets(fr):
        pl = s.players[p]
        if op[0] == Op.HAND_DISCARD:
            # vocab-D: Rule.NO_HAND_DISCARD, "opposing effects cannot discard cards from your hand"
            if inst in pl.hand and not (p != fr.player and own_rule_in_force(s, Rule.NO_HAND_DISCARD, p)):
                pl.hand.remove(inst)
                pl.trash.append(inst)
                flags = EventFlag.BY_EFFECT | (EventFlag.BY_OPPONENT if p != fr.player else 0)
                s.emit(Event.HAND_DISCARDED, p, inst, flags, 0, fr.player)
            continue
        if k >= 0 and p != fr.player and s.rule_affects(Rule.NO_RETURN, p, k):  # BSS01-084
            continue
        if k >= 0 and offer_soul_return(s, p, k, op[1], fr.player):  # R16.3: held back, its frame on top
            continue
        if k >= 0 and s.table.card_flags[pl.card_ids[inst]] & CardFlag.TOKEN:
            s._leave_field(p, k)  # R18.8: a token leaves the game
            s.emit(Event.RETURNED, p, inst)
            continue
        sources = pl.slots[k].sources if k >= 0 else 0
        brave = pl.brave[k] if k >= 0 else L.NO_CARD
        if k >= 0:
            s._leave_field(p, k)  # through the Trash: cores and Soul Core as any leaving (R6.8)
            pl.trash.remove(inst)
        elif inst in pl.hand:
            pl.hand.remove(inst)
        elif inst in pl.trash:
            pl.trash.remove(inst)
        else:
            continue
        s.move_card(p, inst, op[1])
        if k >= 0:
            for i in range(L.MAX_CARDS):  # R15.4: its Advent sources go to the deck as well
                if sources >> i & 1:
                    pl.trash.remove(i)
                    s.move_card(p, i, op[1])
            s.brave_to_deck(p, brave, op[1])  # CN 2.1 item 3: a Brave not kept goes there too
            s.emit(Event.RETURNED, p, inst)
    s.end_batch()
    fr.pc += 1
    return len(s.frames) == frames  # a soul-state offer on top resolves first (R16.3)


def op_mark_used(s: EffectsMixin, fr: Frame, op) -> bool:
    on_field = fr.inst != L.NO_CARD and s.slot_of(fr.player, fr.inst) >= 0  # else on its player
    s.add_mod(fr.player, fr.inst if on_field else L.NO_CARD, Mod.USED, Duration.TURN, fr.ability, fr.player)
    fr.pc += 1
    return True


def new_token_instance(s: EffectsMixin, p: int, row: int) -> int:
    """A fresh instance of player p holding card ``row`` (R18.8); when all MAX_CARDS are used, the
    instance of a token that left the game is reused. -1 when there is none."""
    pl = s.players[p]
    if len(pl.card_ids) < L.MAX_CARDS:
        pl.card_ids.append(row)
        return len(pl.card_ids) - 1
    for inst in range(L.MAX_CARDS):
        if s.table.card_flags[pl.card_ids[inst]] & CardFlag.TOKEN and s.slot_of(p, inst) < 0:
            pl.card_ids[inst] = row
            return inst
    return -1


def _token_skipped(s: EffectsMixin, fr: Frame, sflags: int) -> bool:
    """No token this time; the last token op of a group closes the event its earlier tokens left open (R18.12)."""
    if not sflags & SummonFlag.JOINED:
        s.end_batch()
    fr.pc += 1
    return True


def op_token(s: EffectsMixin, fr: Frame, op) -> bool:
    """The controller summons one token (R18.8): cost 0, cores placed as in any summon; nothing happens
    with no free slot or too few cores to place (R0.4)."""
    return summon_token_row(s, fr, op[1], op[2])


def summon_token_row(s: EffectsMixin, fr: Frame, row: int, sflags: int) -> bool:
    """Summon one token of card ``row`` for the frame's controller (SummonFlag bits ``sflags``); True when it was
    skipped (the frame moved on), False when its summon started (PLACE)."""
    p = fr.player
    t = s.table
    place = K.min_cores(t.card_type[row], t.level_cores[row])
    if all(slot is not None for slot in s.players[p].slots) or s.available_cores(p) < place:
        return _token_skipped(s, fr, sflags)
    inst = new_token_instance(s, p, row)
    if inst < 0:
        return _token_skipped(s, fr, sflags)
    fr.flags |= L.FRAME_WAITING
    s._stash_magic_use(fr)
    s.use_player, s.use_inst, s.use_kind, s.use_origin = p, inst, UseKind.SUMMON, UseOrigin.EFFECT
    s.use_flags = ((L.USE_EXHAUSTED if sflags & SummonFlag.EXHAUSTED else 0)
                   | (L.USE_JOINED if sflags & SummonFlag.JOINED else 0))
    s.use_cost_left = 0
    s._continue_use()
    return False


def op_reveal_hand(s: EffectsMixin, fr: Frame, op) -> bool:
    """One card of a player's hand, picked at random with the game's RNG, is revealed (nothing records it)."""
    p = s.who_player(fr, op[1])
    if s.players[p].hand:
        R.bounded(s.rng, len(s.players[p].hand))
    fr.pc += 1
    return True


def op_repeat(s: EffectsMixin, fr: Frame, op) -> bool:
    if fr.amount == 0:
        fr.pc += op[3]  # past the body and its closing jump (c counts both)
    else:
        fr.amount -= 1
    fr.pc += 1
    return True


def pay_core_sources(s: EffectsMixin, p: int, no_soul: bool) -> list[int]:
    """PAY_CORES options: loc * 2 + kind of each of p's cores (the Reserve, then field slots; kind 1: the
    Soul Core), in codec order."""
    return [loc * 2 + kind for loc, kind in s._core_sources(p) if not (kind and no_soul)]


def core_payer(fr: Frame, op) -> int:
    """PAY_CORES's payer: its d operand names the controller (Who.CONTROLLER) or the opponent (pool II)."""
    return fr.player if op[4] == Who.CONTROLLER else 1 - fr.player


def op_pay_cores(s: EffectsMixin, fr: Frame, op) -> bool:
    """The payer pays op[1] cores from their Reserve or field cards, one CHOOSE per core."""
    if not fr.flags & L.FRAME_CHOOSING:
        fr.flags |= L.FRAME_CHOOSING
        fr.num = op[1]
    if fr.num <= 0 or not pay_core_sources(s, core_payer(fr, op), bool(op[3] & CoreFlag.NO_SOUL)):
        fr.flags &= ~L.FRAME_CHOOSING
        fr.num = 0
        fr.pc += 1
        return True
    s._edecide(Decision.CHOOSE, core_payer(fr, op))
    return False


def pay_core(s: EffectsMixin, fr: Frame, op, source: int) -> None:
    """One core paid from ``source`` to the Trash or the Void; a card below Lv1 is depleted (R6.2, no event)."""
    p = core_payer(fr, op)
    loc, kind = divmod(source, 2)
    pl = s.players[p]
    s._take_core(p, loc, kind)
    if kind:
        pl.soul_loc = L.SOUL_TRASH  # never to the Void (NO_SOUL there)
    elif op[2] == CoreZone.VOID:
        pl.void_out += 1
    else:
        pl.trash_cores += 1
    s._check_depleted(p, loc)
    fr.num -= 1


def hand_added(s: EffectsMixin, fr: Frame, p: int) -> None:
    """Event.HAND_ADDED: this effect op put cards into player p's hand (the caller closes the batch)."""
    s.emit(Event.HAND_ADDED, p, L.NO_CARD, EventFlag.BY_EFFECT | (EventFlag.BY_OWN_EFFECT if p == fr.player else 0),
           0, fr.player)
