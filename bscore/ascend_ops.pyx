# Paying an extra summoning cost (R18.2): USE_HAND on such a card first runs its AbilityKind.ASCEND program (a
# CHOOSE of the card to use, then Op.ASCEND), and Op.ASCEND pays it and starts the card's use. The cost is fixed
# before the extra cost is paid (R7.5), so the symbols of the card it uses still reduce it.
# Twin: pybs/reference/ascend.py.

from libc.stdint cimport int32_t
from libc.string cimport memset

from bscore._effects cimport CFL_EXTRA_SUMMON_COST, DU_TURN, EF_BY_EFFECT, EV_DEPLETED, MD_SUMMON_COST_PAID
from bscore._types cimport (
    CardTable, DK_FLASH, Frame, GameState, MAX_SLOTS, NO_CARD, NO_PLAYER, ORIGIN_FLASH, ORIGIN_MAIN, PlayerState,
    SOUL_RESERVE, SOUL_SLOT0, SOUL_VOID,
)
from bscore.actions cimport begin_use, continue_use, leave_field, push_frame
from bscore.ascend cimport extra_cost_ability
from bscore.cores cimport cores_on
from bscore.events cimport add_mod, emit, end_batch
from bscore.levels cimport is_depleted
from bscore.statics cimport cost_to_pay, slot_of
from bscore.statics cimport waiver_slot  # vocab-D
from bscore._effects cimport ASCEND_WAIVED  # vocab-D

cdef enum:
    COST_DESTROYED = 64                 # as in bscore/ascend.pyx (Mod.SUMMON_COST_PAID's value)
    COST_HAD_SOUL = 128
    COST_CORES_SHIFT = 8
    MAX_COST_CORES = 127


cdef bint begin_extra_cost_scan(GameState* g, const CardTable* t, int p, int h) noexcept nogil:
    """USE_HAND of a card with an extra summoning cost: its program chooses what pays it (True), else False."""
    cdef int inst = g.players[p].hand[h]
    cdef int ab
    if not t.card_flags[g.players[p].card_ids[inst]] & CFL_EXTRA_SUMMON_COST:
        return False
    ab = extra_cost_ability(t, g.players[p].card_ids[inst])
    if ab < 0:
        return False
    push_frame(g, ab, p, inst, NO_PLAYER, NO_CARD, 0, 0, 0)
    return True


cdef bint op_ascend(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil:
    """Op.ASCEND on the first target: a 0 moves all its cores to the Reserve (R18.2: left below Lv1 it is
    depleted, no "When Destroyed"), a 1 destroys it. The frame ends and the card is used from hand; the
    cost's events wait for the summon (Mod.SUMMON_COST_PAID, announced by complete_summon)."""
    cdef int p = fr.player
    cdef int inst = fr.inst
    cdef PlayerState* pl = &g.players[p]
    cdef PlayerState* opl  # the owner of the card that pays (vocab-D: the opponent's, CB01-045)
    cdef int origin = ORIGIN_FLASH if g.decision == DK_FLASH else ORIGIN_MAIN
    cdef int h = -1
    cdef int i, k, cost, tp, other
    cdef int used = -1
    cdef int second = -1  # BSS06-001 (b = 2): the second Spirit that pays (player << 6 | instance)
    for i in range(pl.hand_count):
        if pl.hand[i] == inst:
            h = i
    k = -1
    tp = p
    if op[1] == ASCEND_WAIVED:  # vocab-D: Rule.ASCEND_WAIVE's card is exhausted instead (BSS04-114)
        k = waiver_slot(g, t, p)
    elif fr.n_targets:
        tp = fr.targets[0] >> 6
        used = fr.targets[0] & 63
        k = slot_of(g, tp, used)
        if op[2] > 1 and fr.n_targets > 1:
            second = fr.targets[1]
    g.n_frames -= 1  # the frame ends here: the use that follows is the turn's own (R7.1)
    memset(&g.frames[g.n_frames], 0, sizeof(Frame))
    if h < 0 or k < 0:
        return False
    cost = cost_to_pay(g, t, p, inst)  # R7.5: fixed while the card it uses is still on the field
    if op[1] == ASCEND_WAIVED:
        pl.slots[k].exhaust = 1
        begin_use(g, t, p, h, origin)
        if cost < g.use_cost_left:
            g.use_cost_left = cost
            if cost == 0:
                continue_use(g)
        return False
    pay_with_spirit(g, t, p, tp, k, used, op[1])
    if second >= 0:  # the second of two Spirits (BSS06-001)
        other = slot_of(g, second >> 6, second & 63)
        if other >= 0:
            pay_with_spirit(g, t, p, second >> 6, other, second & 63, 0)
    begin_use(g, t, p, h, origin)
    if cost < g.use_cost_left:
        g.use_cost_left = cost
        if cost == 0:
            continue_use(g)
    return False


cdef void pay_with_spirit(GameState* g, const CardTable* t, int p, int tp, int k, int used,
                          int destroy) noexcept nogil:
    """The card in (tp, k) pays p's extra cost: all its cores to its owner's Reserve (``destroy`` 0; left below Lv1
    it is depleted, silently) or destroyed (1); a Mod.SUMMON_COST_PAID row keeps what the summon announces."""
    cdef PlayerState* opl = &g.players[tp]  # the owner of the card that pays (vocab-D: the opponent's, CB01-045)
    cdef int cores = opl.slots[k].cores
    cdef bint soul = opl.soul_loc == SOUL_SLOT0 + k
    cdef int value, n
    opl.reserve += cores
    opl.slots[k].cores = 0
    if soul:
        opl.soul_loc = SOUL_RESERVE
    value = used | (COST_HAD_SOUL if soul else 0) | (min(cores, MAX_COST_CORES) << COST_CORES_SHIFT)
    if destroy:
        value |= COST_DESTROYED
        leave_field(g, t, tp, k, False)
    elif is_depleted(t, opl.card_ids[used], cores_on(g, tp, k)):
        leave_field(g, t, tp, k, False)
    n = g.n_mods
    add_mod(g, p, NO_CARD, MD_SUMMON_COST_PAID, DU_TURN, value, p)
    if tp != p and g.n_mods > n:
        g.mods[n].pad = 1  # an opposing Spirit paid: announce_extra_cost gives its Reserve the event


cdef bint op_soul_to_void(GameState* g, const CardTable* t, Frame* fr) noexcept nogil:
    """Op.SOUL_TO_VOID: the controller's Soul Core leaves their Reserve or field card for the Void (BSS01-001; the
    card overrides R6.6, R0.1); a Spirit left below Lv1 is depleted (R6.2)."""
    cdef PlayerState* pl = &g.players[fr.player]
    cdef int loc = pl.soul_loc
    cdef int k, inst
    fr.pc += 1
    if loc == SOUL_RESERVE:
        pl.soul_loc = SOUL_VOID
    elif SOUL_SLOT0 <= loc < SOUL_SLOT0 + MAX_SLOTS:
        pl.soul_loc = SOUL_VOID
        k = loc - SOUL_SLOT0
        inst = pl.slots[k].inst
        if is_depleted(t, pl.card_ids[inst], cores_on(g, fr.player, k)):
            leave_field(g, t, fr.player, k, False)
            emit(g, t, EV_DEPLETED, fr.player, inst, EF_BY_EFFECT, 0, fr.player)
            end_batch(g)
    return True
