"""Pool II ops in the reference engine (twin of ``bscore/pool2_ops.pyx``): Feast and token copies (R18.8), a Magic
that returns to its owner's hand, a Magic used from the Trash, summoning chosen targets, a chosen colour.
``docs/EFFECTS.md`` ("Pool II: tokens, Feast, Agile and new ops") gives the semantics.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import layout as L
from ..effects.compiler import CardFlag
from ..effects.spec import AbilityKind, Duration, Mod, Op, SummonFlag, Who
from ..layout import CardType, Decision, Phase, UseKind, UseOrigin
from . import kernels as K
from .ops_counts import new_token_instance, summon_token_row
from .records import BATTLER_TYPES, Frame, pack, unpack
from .ultimates import ultimate_summon_ok

if TYPE_CHECKING:
    from .effects import EffectsMixin

CAST_PICK_CARD, CAST_PICK_EFFECT = 0, 1  # CAST_MAGIC's fr.num: choosing the Magic, then one of its two effects


# -- Feast ----------------------------------------------------------------------------------------------------
def feast_tokens(s: EffectsMixin, p: int, op) -> list[int]:
    """Player p's Small and Medium Supsprite tokens on the field (packed, slot order): what Feast upgrades."""
    pl = s.players[p]
    return [pack(p, slot.inst) for slot in pl.slots
            if slot is not None and pl.card_ids[slot.inst] in (op[1], op[2])]


def op_feast(s: EffectsMixin, fr: Frame, op) -> bool:
    """Feast: no Small or Medium token: summon a Small; one: upgrade it; several: its controller chooses."""
    tokens = feast_tokens(s, fr.player, op)
    if not tokens:
        return summon_token_row(s, fr, op[1], 0)
    if len(tokens) == 1:
        feast_upgrade(s, fr, op, tokens[0])
        return False
    fr.flags |= L.FRAME_CHOOSING
    s._edecide(Decision.CHOOSE, fr.player)
    return False


def feast_upgrade(s: EffectsMixin, fr: Frame, op, packed: int) -> None:
    """The token leaves the game, its cores (and Soul Core) to the Reserve, and the next size is summoned."""
    p, inst = unpack(packed)
    next_row = op[2] if s.players[p].card_ids[inst] == op[1] else op[3]
    fr.flags &= ~L.FRAME_CHOOSING
    s._leave_field(p, s.slot_of(p, inst))  # R18.8: a token goes to no zone
    summon_token_row(s, fr, next_row, 0)


# -- one more token like the subject (BSS05-111) ----------------------------------------------------------------
def copy_row(s: EffectsMixin, fr: Frame) -> int:
    """The token row to copy (the event's subject), or -1 when it is no token of the controller's or the copy
    cannot come: no free slot, no normal core in the Reserve or Trash, or one core short of its Lv1 (R0.4)."""
    t = s.table
    pl = s.players[fr.player]
    if fr.subj_inst == L.NO_CARD or fr.subj_player != fr.player:
        return -1
    row = pl.card_ids[fr.subj_inst]
    if not t.card_flags[row] & CardFlag.TOKEN or None not in pl.slots:
        return -1
    if K.min_cores(t.card_type[row], t.level_cores[row]) > 1 or not (pl.reserve or pl.trash_cores):
        return -1
    return row


def op_token_copy(s: EffectsMixin, fr: Frame, op) -> bool:
    """One more of the subject's token, exhausted, with one normal core from the Reserve or the Trash (asked when
    both have one)."""
    row = copy_row(s, fr)
    pl = s.players[fr.player]
    if row < 0:
        fr.pc += 1
        return True
    if pl.reserve and pl.trash_cores:
        fr.flags |= L.FRAME_CHOOSING
        s._edecide(Decision.CHOOSE, fr.player)
        return False
    copy_token(s, fr, row, 0 if pl.reserve else 1)
    return False


def copy_token(s: EffectsMixin, fr: Frame, row: int, from_trash: int) -> None:
    """Summon the copy (a summon: SUMMONED follows) with its one core, no PLACE asked."""
    p = fr.player
    pl = s.players[p]
    inst = new_token_instance(s, p, row)
    if inst < 0:
        fr.flags &= ~L.FRAME_CHOOSING
        fr.pc += 1
        return
    fr.flags |= L.FRAME_WAITING
    s._stash_magic_use(fr)
    s.use_player, s.use_inst, s.use_kind, s.use_origin = p, inst, UseKind.SUMMON, UseOrigin.EFFECT
    s.use_flags = L.USE_EXHAUSTED
    s.use_cost_left = 0
    s._continue_use()  # it takes a slot and would ask for cores: the one core is placed here instead
    if from_trash:
        pl.trash_cores -= 1
    else:
        pl.reserve -= 1
    pl.slots[s.use_slot].cores = 1
    s._edecide(Decision.NONE, L.NO_PLAYER)
    s._complete_summon(p)


# -- a Magic used from the Trash or the revealed cards without paying (BSS06-031) -------------------------------
def cast_origin(s: EffectsMixin, p: int) -> int:
    """Which of a Magic's effects can be used now (R8.4): Main and Flash in p's Main Step, else Flash only."""
    return UseOrigin.MAIN if s.phase == Phase.MAIN and s.active == p else UseOrigin.FLASH


def cast_candidates(s: EffectsMixin, fr: Frame, op) -> list[int]:
    """The controller's Magic cards matching op's filter that have an effect usable now."""
    out = []
    for packed in s.candidates(fr, op[1], select=False):
        p, inst = unpack(packed)
        if p != fr.player or s.table.card_type[s.players[p].card_ids[inst]] != CardType.MAGIC:
            continue
        usable = s.usable_magic(p, inst, cast_origin(s, p))
        if usable and usable[0] != L.NO_ABILITY:  # an unscripted Magic has no effect to use
            out.append(packed)
    return out


def op_cast_magic(s: EffectsMixin, fr: Frame, op) -> bool:
    if not fr.flags & L.FRAME_CHOOSING:
        if not cast_candidates(s, fr, op):
            fr.pc += 1
            return True
        fr.flags |= L.FRAME_CHOOSING
        fr.num = CAST_PICK_CARD
    s._edecide(Decision.CHOOSE, fr.player)
    return False


def answer_cast(s: EffectsMixin, fr: Frame, op, pick: int) -> None:
    """The Magic is picked (then, with two usable effects, which one): it goes to the Trash and its effect
    resolves on top of this frame, which goes on afterwards."""
    p = fr.player
    if fr.num == CAST_PICK_CARD:
        fr.index = pick + 1
        if len(s.usable_magic(p, pick & 63, cast_origin(s, p))) > 1:
            fr.num = CAST_PICK_EFFECT
            s._edecide(Decision.CHOOSE, p)
            return
        pick = 0
    inst = (fr.index - 1) & 63
    ab = s.usable_magic(p, inst, cast_origin(s, p))[pick]
    fr.flags &= ~L.FRAME_CHOOSING
    fr.num = 0
    fr.index = 0
    fr.pc += 1
    if fr.buffer_owner == p and inst in fr.buffer[: fr.n_buffer]:
        s.take_from_buffer(fr, fr.buffer[: fr.n_buffer].index(inst))
        s.players[p].trash.append(inst)
    if s.in_battle:
        s.battle_magic[p] |= 1 << inst  # Luster remembers it
    s._push_frame(ab, p, inst)


def is_cast_frame(s: EffectsMixin, fr: Frame) -> bool:
    """A frame running a Magic effect outside a card use: one CAST_MAGIC started (not FRAME_MAGIC)."""
    kind = s.table.ab_kind[fr.ability]
    return kind in (AbilityKind.MAGIC_MAIN, AbilityKind.MAGIC_FLASH) and not fr.flags & L.FRAME_MAGIC


# -- the Magic that resolves returns to hand (BSS05-121) --------------------------------------------------------
def op_magic_to_hand(s: EffectsMixin, fr: Frame, op) -> bool:
    """The Magic whose effect this is goes to its owner's hand once it resolved (a player-wide mod names it)."""
    if fr.flags & L.FRAME_MAGIC or is_cast_frame(s, fr):  # a Magic's own effect (not a Burst's)
        if not any(m.kind == Mod.MAGIC_TO_HAND and m.player == fr.player and m.value == fr.inst for m in s.mods):
            s.add_mod(fr.player, L.NO_CARD, Mod.MAGIC_TO_HAND, Duration.TURN, fr.inst, fr.player)
    fr.pc += 1
    return True


def magic_to_hand(s: EffectsMixin, p: int, inst: int) -> bool:
    """The resolved Magic (p, inst) goes to its owner's hand (Mod.MAGIC_TO_HAND names it); the mod is used up."""
    for i, m in enumerate(s.mods):
        if m.kind == Mod.MAGIC_TO_HAND and m.player == p and m.value == inst:
            del s.mods[i]
            return True
    return False


# -- summon the chosen targets (BSS05-099) ----------------------------------------------------------------------
def summon_target_ok(s: EffectsMixin, fr: Frame, op, p: int, inst: int) -> bool:
    """The target can be summoned (or deployed) by this effect now: the controller's card in their Trash, hand or
    the buffer, a battler or Nexus, a free slot, its conditions met, and its cost (if paid) and Lv1 cores at hand."""
    t = s.table
    pl = s.players[p]
    row = pl.card_ids[inst]
    if p != fr.player or None not in pl.slots:
        return False
    if not (inst in pl.trash or inst in pl.hand or (fr.buffer_owner == p and inst in fr.buffer[: fr.n_buffer])):
        return False
    battler = t.card_type[row] in BATTLER_TYPES
    if (not battler and t.card_type[row] != CardType.NEXUS) or (battler and s.summon_used_up(p, inst)):
        return False
    if not ultimate_summon_ok(s, p, inst) or t.card_flags[row] & CardFlag.EXTRA_SUMMON_COST:
        return False
    cost = s.cost_to_pay(p, inst) if op[1] & SummonFlag.PAY else 0
    place = K.min_cores(t.card_type[row], t.level_cores[row])
    return s.available_cores(p, reserve_only=bool(op[1] & SummonFlag.RESERVE_ONLY)) >= cost + place


def op_summon_target(s: EffectsMixin, fr: Frame, op) -> bool:
    """Summon target number n_targets - 1 - amount (REPEAT counts the amount down), from wherever it lies."""
    i = fr.n_targets - 1 - fr.amount
    if not 0 <= i < fr.n_targets:
        fr.pc += 1
        return True
    p, inst = unpack(fr.targets[i])
    if not summon_target_ok(s, fr, op, p, inst):
        fr.pc += 1
        return True
    pl = s.players[p]
    if inst in pl.hand:
        pl.hand.remove(inst)
    elif inst in pl.trash:
        pl.trash.remove(inst)
    else:
        s.take_from_buffer(fr, fr.buffer[: fr.n_buffer].index(inst))
    fr.flags |= L.FRAME_WAITING
    s._stash_magic_use(fr)
    nexus = s.table.card_type[pl.card_ids[inst]] == CardType.NEXUS
    s.use_player, s.use_inst = p, inst
    s.use_kind = UseKind.DEPLOY if nexus else UseKind.SUMMON
    s.use_origin = UseOrigin.EFFECT
    s.use_flags = ((L.USE_RESERVE_ONLY if op[1] & SummonFlag.RESERVE_ONLY else 0)
                   | (L.USE_EXHAUSTED if op[1] & SummonFlag.EXHAUSTED else 0)
                   | (L.USE_NO_SUMMON_TRIGGER if op[1] & SummonFlag.NO_SUMMON_TRIGGER else 0))
    s.use_cost_left = s.cost_to_pay(p, inst) if op[1] & SummonFlag.PAY else 0
    s._continue_use()
    return False


# -- a chosen colour (CB01-076) ---------------------------------------------------------------------------------
def op_choose_color(s: EffectsMixin, fr: Frame, op) -> bool:
    fr.flags |= L.FRAME_CHOOSING
    s._edecide(Decision.CHOOSE, fr.player if op[4] == Who.CONTROLLER else 1 - fr.player)
    return False


# -- CHOOSE options and answers ---------------------------------------------------------------------------------
def pool2_options(s: EffectsMixin, fr: Frame, op) -> tuple[list[int], bool]:
    """(options, PASS allowed) of a pool II op's CHOOSE: Feast's tokens, TOKEN_COPY's core source (0 the Reserve,
    1 the Trash), CAST_MAGIC's Magic cards or effects, CHOOSE_COLOR's six colours (0 red .. 5 blue)."""
    if op[0] == Op.FEAST:
        return feast_tokens(s, fr.player, op), False
    if op[0] == Op.CAST_MAGIC:
        if fr.num == CAST_PICK_EFFECT:
            return [0, 1], False
        return cast_candidates(s, fr, op), bool(op[3])
    if op[0] == Op.TOKEN_COPY:
        return [0, 1], False
    return list(range(6)), False


def answer_pool2(s: EffectsMixin, fr: Frame, op, pick: int) -> None:
    """A pool II op's CHOOSE answered with option ``pick``."""
    if op[0] == Op.FEAST:
        feast_upgrade(s, fr, op, pick)
    elif op[0] == Op.CAST_MAGIC:
        answer_cast(s, fr, op, pick)
    elif op[0] == Op.TOKEN_COPY:
        copy_token(s, fr, copy_row(s, fr), pick)
    else:  # CHOOSE_COLOR: the colour's bit, for Rel.HAS_CHOSEN_COLOR
        fr.amount = 1 << pick
        fr.flags &= ~L.FRAME_CHOOSING
        fr.pc += 1


def is_pool2_op(code: int) -> bool:
    return Op.FEAST <= code <= Op.CHOOSE_COLOR


HANDLERS = {
    Op.FEAST: op_feast, Op.TOKEN_COPY: op_token_copy, Op.MAGIC_TO_HAND: op_magic_to_hand,
    Op.CAST_MAGIC: op_cast_magic, Op.SUMMON_TARGET: op_summon_target, Op.CHOOSE_COLOR: op_choose_color,
}  # fmt: skip
