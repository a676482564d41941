# Advent (R15, CN 4, CN Q22-Q27): the ADVENT action's legality, its start, and the ADVENT op that moves
# the Soul Core, stacks the card on its target and announces it. Twin: pybs/reference/advent.py.
# The sources under an Advented card (PlayerState.advent_sources) follow it off the field in actions.leave_field.

from libc.stdint cimport int32_t, uint64_t

from bscore.card_abilities cimport ability_of_kind
from bscore._effects cimport (
    AK_ADVENT, CZ_RESERVE, CZ_VOID, EF_BY_EFFECT, EV_ADVENTED, EV_DEPLETED, EV_LIFE_REDUCED, TM_ALWAYS, TM_EITHER_ATTACK_STEP,
    TM_YOUR_ATTACK_STEP, TM_YOUR_MAIN_STEP,
)
from bscore._types cimport (
    CardTable, DK_FLASH, DK_MAIN, END_LIFE, Frame, GameState, MAX_FRAMES, NO_CARD, NO_PLAYER, PlayerState,
    SOUL_LIFE, SOUL_RESERVE, SOUL_SLOT0, SOUL_TRASH, SOUL_VOID, TURN_LOST_LIFE,
)
from bscore.actions cimport leave_field, loss_condition, push_frame, take_from_hand
from bscore.cores cimport cores_on
from bscore.events cimport emit, end_batch
from bscore.hand_side cimport hand_side_index, take_from_hand_side
from bscore.levels cimport is_depleted
from bscore.statics cimport matches_field, slot_of


cdef int advent_ability(const CardTable* t, int row) noexcept nogil:
    """The card's Advent ability row, or -1."""
    return ability_of_kind(t, row, AK_ADVENT)


cdef bint advent_zone_ok(int ab_flags, bint from_hand_side) noexcept nogil:
    """From the hand always; from the hand-side only if the text allows it (CN Q27)."""
    return not from_hand_side or (ab_flags & ADVENT_FROM_HAND_SIDE) != 0


def advent_zone_allowed(int ab_flags, bint from_hand_side) -> bool:
    """``advent_zone_ok`` for tests (CN Q27): the hand-side needs the ADVENT row's flag."""
    return advent_zone_ok(ab_flags, from_hand_side)


cdef bint advent_timing_ok(const GameState* g, int timing, int d, int p) noexcept nogil:
    """The timing the Advent text allows (R15.1): ALWAYS is "[Flash]": the Main Step and every Flash timing."""
    if d == DK_MAIN:
        return timing == TM_ALWAYS or timing == TM_YOUR_MAIN_STEP
    if d == DK_FLASH:
        return (timing == TM_ALWAYS or timing == TM_EITHER_ATTACK_STEP
                or (timing == TM_YOUR_ATTACK_STEP and g.active == p))
    return False


cdef inline bint soul_usable(const GameState* g, int p) noexcept nogil:
    """The Soul Core pays for Advent from the Reserve, a field card or the Life (CN Q25)."""
    cdef int loc = g.players[p].soul_loc
    return loc == SOUL_RESERVE or loc == SOUL_LIFE or SOUL_SLOT0 <= loc < SOUL_SLOT0 + 16


cdef bint can_advent(const GameState* g, const CardTable* t, int p, int h, int d) noexcept nogil:
    """R15.1, R15.5: hand card h has Advent usable now, the Soul Core can pay and a target exists."""
    return h < g.players[p].hand_count and advent_ready(g, t, p, g.players[p].hand[h], False, d)


cdef bint advent_ready(const GameState* g, const CardTable* t, int p, int inst, bint from_hand_side,
                       int d) noexcept nogil:
    """Card ``inst`` (in the hand, or the hand-side: CN Q27) has Advent usable now from there, the Soul Core can
    pay and a target exists (R15.1, R15.5)."""
    cdef const PlayerState* pl = &g.players[p]
    cdef int ab, k
    if not soul_usable(g, p) or g.n_frames >= MAX_FRAMES:
        return False
    ab = advent_ability(t, pl.card_ids[inst])
    if (ab < 0 or not advent_zone_ok(t.ab_flags[ab], from_hand_side)
            or not advent_timing_ok(g, t.ab_timing[ab], d, p)):
        return False
    for k in range(pl.slot_top):
        if pl.slots[k].inst != NO_CARD and matches_field(g, t, t.ab_filter[ab], p, p, k, p, inst, -1, -1):
            return True
    return False


cdef bint can_advent_any_scan(const GameState* g, const CardTable* t, int p, int d) noexcept nogil:
    cdef int h
    for h in range(g.players[p].hand_count):
        if can_advent(g, t, p, h, d):
            return True
    return False


cdef void begin_advent(GameState* g, const CardTable* t, int p, int h) noexcept nogil:
    """R15.2 step 1: the card is revealed (it stays in hand) and its Advent resolves like an effect."""
    cdef int inst = g.players[p].hand[h]
    push_frame(g, advent_ability(t, g.players[p].card_ids[inst]), p, inst, NO_PLAYER, NO_CARD, 0, 0, 0)


cdef void inherit(GameState* g, int p, int old, int new) noexcept nogil:
    """R15.3: effects applied to the source now apply to the Advented card; the battle goes on."""
    cdef int i, j
    for i in range(g.n_mods):
        if g.mods[i].player == p and g.mods[i].inst == old:
            g.mods[i].inst = new
    if p == g.active:
        if g.curse == old + 1:
            g.curse = new + 1
        if g.luster == old + 1:
            g.luster = new + 1
        if g.first_attacker == old:
            g.first_attacker = new
    for i in range(2 * p, 2 * p + 2):  # vocab-B: a linked Link Spirit's link goes on with the Advented card
        if g.links[i] == old + 1:
            g.links[i] = new + 1
    for i in range(g.n_frames):
        for j in range(g.frames[i].n_targets):
            if g.frames[i].targets[j] == (p << 6 | old):
                g.frames[i].targets[j] = p << 6 | new


cdef inline int soul_destination(int soul_to) noexcept nogil:
    """Where the Advent text sends the Soul Core (R15.2 step 3, CN 4 "to the place named"): the Trash, the
    Reserve, or the Void when the text names it (R6.6 allows a Void the effect names)."""
    if soul_to == CZ_RESERVE:
        return SOUL_RESERVE
    if soul_to == CZ_VOID:
        return SOUL_VOID
    return SOUL_TRASH


cdef bint pay_soul(GameState* g, const CardTable* t, int p, int soul_to) noexcept nogil:
    """R15.2 step 3: the Soul Core goes where the text says (``soul_to``, a CoreZone). From the Life it
    reduces Life (CN Q25); from a field card it can deplete it (R6.2). False if the game ended."""
    cdef PlayerState* pl = &g.players[p]
    cdef int loc = pl.soul_loc
    cdef int k, inst
    pl.soul_loc = soul_destination(soul_to)
    if loc == SOUL_LIFE:
        g.turn_flags[p] |= TURN_LOST_LIFE
        emit(g, t, EV_LIFE_REDUCED, p, NO_CARD, EF_BY_EFFECT, 0, p)
        if pl.life == 0 and loss_condition(g, p, END_LIFE):  # R4.1; R18.13 plays on to the checkpoint
            return False
    elif loc >= SOUL_SLOT0:
        k = loc - SOUL_SLOT0
        inst = pl.slots[k].inst
        if is_depleted(t, pl.card_ids[inst], cores_on(g, p, k)):
            leave_field(g, t, p, k, False)
            emit(g, t, EV_DEPLETED, p, inst, EF_BY_EFFECT, 0, p)
    return True


cdef bint op_advent(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil:
    """R15.2 steps 3-5 on the first target: pay with the Soul Core, stack the card from hand on top (not a
    summon, no cost, the cores stay: R15.1), then "when this Advents" (Event.ADVENTED)."""
    cdef int p = fr.player
    cdef int inst = fr.inst
    cdef PlayerState* pl = &g.players[p]
    cdef int h, k, old, side
    fr.pc += 1
    if fr.n_targets == 0 or fr.targets[0] >> 6 != p:
        return True
    old = fr.targets[0] & 63
    h = -1
    for k in range(pl.hand_count):
        if pl.hand[k] == inst:
            h = k
    side = hand_side_index(g, p, inst) if h < 0 else -1  # CN Q27: an Advent from the hand-side
    if (h < 0 and side < 0) or slot_of(g, p, old) < 0:
        return True
    if not pay_soul(g, t, p, op[1]):
        return False
    k = slot_of(g, p, old)
    if k >= 0:  # step 4: no core moves while stacking; the target (and what lay under it) become sources
        if h >= 0:
            take_from_hand(g, p, h)
        else:
            take_from_hand_side(g, p, side)
        pl.advent_sources[k] |= (<uint64_t>1) << old
        if pl.slots[k].flipped:  # R16.1: a source is off the field, so a Rebirth card shows its front face
            pl.card_ids[old] = t.front_row[pl.card_ids[old]]
            pl.slots[k].flipped = 0
        pl.slots[k].inst = inst
        inherit(g, p, old, inst)
        if is_depleted(t, pl.card_ids[inst], cores_on(g, p, k)):
            leave_field(g, t, p, k, False)  # R6.2: its sources go with it (R15.4)
        else:
            emit(g, t, EV_ADVENTED, p, inst, 0, 0, p)  # step 5
    end_batch(g)
    return True
