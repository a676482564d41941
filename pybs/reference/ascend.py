"""Extra summoning costs (R18.2 Ascend; BSS03-097's "destroy one of your blue Nexuses") in the reference engine.

Twin of ``bscore/ascend.pyx`` (payability, the events announced with the summon) and ``bscore/ascend_ops.pyx``
(USE_HAND runs the card's AbilityKind.ASCEND program first; Op.ASCEND pays the cost and starts the card's use).
"""

from __future__ import annotations

from .. import layout as L
from ..effects.compiler import CardFlag
from ..effects.spec import ASCEND_WAIVED, AbilityKind, Cond, Duration, Event, EventFlag, Mod
from ..layout import Decision, UseOrigin
from . import kernels as K
from .records import Frame
from .temp_statics import waiver_slot

COST_INST_MASK = 63  # Mod.SUMMON_COST_PAID value: the card the cost used
COST_DESTROYED = 64  # it was destroyed (a Nexus)
COST_HAD_SOUL = 128  # it held the Soul Core
COST_CORES_SHIFT = 8  # its cores (at most 127)
MAX_COST_CORES = 127
MAX_MOD_VALUE = 32767  # ModEntry.value is an int16


def extra_cost_ability(s, row: int) -> int:
    """The card's extra-summoning-cost ability row (AbilityKind.ASCEND), or -1."""
    for ab in s.table.card_abilities(row):
        if s.table.ab_kind[ab] == AbilityKind.ASCEND:
            return ab
    return -1


def extra_cost_payable(s, p: int, inst: int) -> bool:
    """R18.2: no payable extra cost, no summon: p has a field card its condition accepts."""
    pl = s.players[p]
    if not s.table.card_flags[pl.card_ids[inst]] & CardFlag.EXTRA_SUMMON_COST:
        return True
    ab = extra_cost_ability(s, pl.card_ids[inst])
    if ab < 0:
        return True
    t = s.table
    last = t.ab_prog[ab] + t.ab_n_ops[ab] - 2  # the program's last op: Op.ASCEND
    need = max(1, t.ops[last][2])  # BSS06-001: two Spirits pay together
    if sum(slot is not None and s.matches_field(t.ab_filter[ab], p, p, k, p, inst)
           for k, slot in enumerate(pl.slots)) >= need:
        return True
    if t.ab_filter2[ab] >= 0 and any(  # vocab-D: an opposing Spirit may pay it (CB01-045)
            slot is not None and s.matches_field(t.ab_filter2[ab], p, 1 - p, k, p, inst)
            for k, slot in enumerate(s.players[1 - p].slots)):
        return True
    # vocab-D: a Rule.ASCEND_WAIVE card may waive an Ascend (the program's last op: Op.ASCEND 0)
    return t.ops[last][1] == 0 and waiver_slot(s, p) >= 0


def begin_extra_cost(s, p: int, h: int) -> bool:
    """USE_HAND of a card with an extra summoning cost: its program chooses what pays it (True), else False."""
    inst = s.players[p].hand[h]
    row = s.players[p].card_ids[inst]
    if not s.table.card_flags[row] & CardFlag.EXTRA_SUMMON_COST:
        return False
    ab = extra_cost_ability(s, row)
    if ab < 0:
        return False
    s._push_frame(ab, p, inst)
    return True


def op_ascend(s, fr: Frame, op) -> bool:
    """Op.ASCEND on the first target: a 0 moves all its cores to the Reserve (R18.2: left below Lv1 it is
    depleted, no "When Destroyed"), a 1 destroys it; then the frame ends and the card is used from hand
    with the cost fixed before (R7.5). The cost's events wait for the summon (Mod.SUMMON_COST_PAID)."""
    p, inst = fr.player, fr.inst
    pl = s.players[p]
    origin = UseOrigin.FLASH if s.decision == Decision.FLASH else UseOrigin.MAIN
    h = pl.hand.index(inst) if inst in pl.hand else -1
    used, k, tp = -1, -1, p
    if op[1] == ASCEND_WAIVED:  # vocab-D: Rule.ASCEND_WAIVE's card is exhausted instead (BSS04-114)
        k = waiver_slot(s, p)
    elif fr.n_targets:
        tp, used = fr.targets[0] >> 6, fr.targets[0] & 63
        k = s.slot_of(tp, used)
    # BSS06-001 (b = 2): every target pays, each in turn; one alone pays otherwise
    payers = [fr.targets[j] for j in range(fr.n_targets)] if op[2] > 1 and op[1] != ASCEND_WAIVED else []
    s.frames.pop()  # the frame ends here: the use that follows is the turn's own (R7.1)
    if h < 0 or k < 0:
        return False
    cost = s.cost_to_pay(p, inst)  # R7.5: fixed while the card it uses is still on the field
    if op[1] == ASCEND_WAIVED:
        pl.slots[k].exhaust = 1
        s._begin_use(p, h, origin)
        if cost < s.use_cost_left:
            s.use_cost_left = cost
            if cost == 0:
                s._continue_use()
        return False
    pay_with_spirit(s, p, tp, k, used, op[1])
    for target in payers[1:]:  # the second of two Spirits (BSS06-001)
        other = s.slot_of(target >> 6, target & 63)
        if other >= 0:
            pay_with_spirit(s, p, target >> 6, other, target & 63, 0)
    s._begin_use(p, h, origin)
    if cost < s.use_cost_left:
        s.use_cost_left = cost
        if cost == 0:
            s._continue_use()
    return False


def pay_with_spirit(s, p: int, tp: int, k: int, used: int, destroy: int) -> None:
    """The card in (tp, k) pays p's extra cost: all its cores to its owner's Reserve (``destroy`` 0; left below Lv1
    it is depleted, silently) or destroyed (1); a Mod.SUMMON_COST_PAID row keeps what the summon announces."""
    opl = s.players[tp]  # the owner of the card that pays (vocab-D: the opponent's, CB01-045)
    slot = opl.slots[k]
    cores = slot.cores
    soul = opl.soul_loc == L.SOUL_SLOT0 + k
    opl.reserve += cores
    slot.cores = 0
    if soul:
        opl.soul_loc = L.SOUL_RESERVE
    value = used | (COST_HAD_SOUL if soul else 0) | (min(cores, MAX_COST_CORES) << COST_CORES_SHIFT)
    t = s.table
    row = opl.card_ids[used]
    if destroy:
        value |= COST_DESTROYED
        s._leave_field(tp, k)
    elif K.is_depleted(t.card_type[row], t.level_cores[row], s._cores_on(tp, k)):
        s._leave_field(tp, k)
    n = len(s.mods)
    s.add_mod(p, L.NO_CARD, Mod.SUMMON_COST_PAID, Duration.TURN, value, p)
    if tp != p and len(s.mods) > n:
        s.mods[-1].pad = 1  # an opposing Spirit paid: announce_extra_cost gives its Reserve the event


def announce_extra_cost(s, p: int, inst: int) -> None:
    """The events of p's paid extra cost join the summon's batch (R10.5): the destroyed Nexus (last-known
    cores and Soul Core), and the cores put into the Reserve. The summoned ``inst`` remembers the card that paid
    (Mod.ASCENDED_WITH, this turn: Cond.ASCENDED_WITH)."""
    gained = False  # BSS06-001: two rows (two Spirits paid) give one RESERVE_GAINED
    i = 0
    while i < len(s.mods):
        m = s.mods[i]
        if not (m.kind == Mod.SUMMON_COST_PAID and m.player == p):
            i += 1
            continue
        value = m.value
        del s.mods[i]
        if m.pad:  # vocab-D: an opposing Spirit paid (its cores went to their Reserve)
            if value >> COST_CORES_SHIFT or value & COST_HAD_SOUL:
                s.emit(Event.RESERVE_GAINED, 1 - p, L.NO_CARD)
            return
        s.add_mod(p, inst, Mod.ASCENDED_WITH, Duration.TURN, value & COST_INST_MASK, p)
        cores = value >> COST_CORES_SHIFT
        if value & COST_DESTROYED:
            s.emit(Event.DESTROYED, p, value & COST_INST_MASK,
                   EventFlag.HAD_SOUL if value & COST_HAD_SOUL else 0, cores)
        gained = gained or bool(cores or value & COST_HAD_SOUL)
    if gained:
        s.emit(Event.RESERVE_GAINED, p, L.NO_CARD)


def note_defeated_bp(s, winner: int, lp: int, lk: int) -> None:
    """R9.6: the Spirit in (lp, lk) is about to be destroyed by the BP comparison with a Spirit of ``winner``:
    its BP now becomes ``winner``'s Mod.DEFEATED_BP for the battle, when a card on their field reads it."""
    pl = s.players[winner]
    if not any(slot is not None and s.table.card_flags[pl.card_ids[slot.inst]] & CardFlag.READS_DEFEATED_BP
               for slot in pl.slots):
        return
    bp = max(0, min(MAX_MOD_VALUE, s.bp(lp, lk)))
    for m in s.mods:
        if m.kind == Mod.DEFEATED_BP and m.player == winner:
            m.value = bp
            return
    s.add_mod(winner, L.NO_CARD, Mod.DEFEATED_BP, Duration.BATTLE, bp, winner)


def defeated_bp(s, p: int) -> int:
    """Rel.BP_OF_DEFEATED: the BP p's Spirit's latest battle victim had in this battle, -1 if none."""
    return next((m.value for m in s.mods if m.kind == Mod.DEFEATED_BP and m.player == p), -1)


def ascend_cond_holds(s, cond: int, arg: int, q: int, p: int, inst: int) -> bool:
    """Cond.ASCENDED_WITH: the source's extra summoning cost used a card matching filter arg (Mod.ASCENDED_WITH);
    Cond.SOUL_MOVABLE: q's Soul Core is in their Reserve or on one of their field cards."""
    if cond == Cond.SOUL_MOVABLE:
        loc = s.players[q].soul_loc
        return loc == L.SOUL_RESERVE or L.SOUL_SLOT0 <= loc < L.SOUL_SLOT0 + L.MAX_SLOTS
    for m in s.mods:
        if m.kind == Mod.ASCENDED_WITH and m.player == p and m.inst == inst:
            return s.matches_card(arg, q, p, m.value, q, inst)
    return False


def op_soul_to_void(s, fr: Frame, op) -> bool:
    """Op.SOUL_TO_VOID: the controller's Soul Core leaves their Reserve or field card for the Void (BSS01-001; the
    card overrides R6.6, R0.1); a Spirit left below Lv1 is depleted (R6.2)."""
    p = fr.player
    pl = s.players[p]
    loc = pl.soul_loc
    fr.pc += 1
    if loc == L.SOUL_RESERVE:
        pl.soul_loc = L.SOUL_VOID
    elif L.SOUL_SLOT0 <= loc < L.SOUL_SLOT0 + L.MAX_SLOTS:
        pl.soul_loc = L.SOUL_VOID
        k = loc - L.SOUL_SLOT0
        inst = pl.slots[k].inst
        row = pl.card_ids[inst]
        if K.is_depleted(s.table.card_type[row], s.table.level_cores[row], s._cores_on(p, k)):
            s._leave_field(p, k)
            s.emit(Event.DEPLETED, p, inst, EventFlag.BY_EFFECT, 0, p)
            s.end_batch()
    return True
