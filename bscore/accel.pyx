# Accel (R16.6) and the hand-side zone (R16.7): the ACCEL and ACCEL_FIELD actions (an Accel effect used from
# the hand or the field for its own Accel cost, then the card to the hand-side), USE_HAND_SIDE (summon, deploy or use a hand-side
# card like a hand card) and ADVENT_HAND_SIDE (CN Q27). Twin: pybs/reference/accel.py.
# Legal codes: legal.hand_side_codes; the card's way to the hand-side after paying: actions.finish_accel.

from bscore.card_abilities cimport ability_of_kind
from bscore._effects cimport AK_ACCEL, CFL_EXTRA_SUMMON_COST
from bscore._types cimport (
    A_ACCEL_FIELD, A_ADVENT_HAND_SIDE, A_USE_HAND_SIDE, A_ACCEL, CardTable, DK_FLASH, DK_MAIN, GameState, MAX_FRAMES, NO_CARD,
    NO_PLAYER, ORIGIN_FLASH, ORIGIN_MAIN, PlayerState, USE_ACCEL, USE_FROM_HAND_SIDE, USE_NONE,
)
from bscore.actions cimport begin_use, continue_use, decide, leave_field, push_frame, take_from_hand
from bscore.zone_arrays cimport index_in
from bscore.advent cimport advent_ability, advent_ready, advent_timing_ok
from bscore.hand_side cimport take_from_hand_side
from bscore.statics cimport available_cores, cost_to_pay


cdef int accel_ability(const CardTable* t, int row) noexcept nogil:
    """The card's Accel ability row, or -1."""
    return ability_of_kind(t, row, AK_ACCEL)


cdef int accel_cost_to_pay(const GameState* g, const CardTable* t, int p, int inst, int ab) noexcept nogil:
    """R16.6: the printed Accel cost (the ability's value), lowered by the reduction the card's own cost gets
    now (its reduction symbols against the field, R7.3); never below 0."""
    cdef int row = g.players[p].card_ids[inst]
    cdef int reduced = t.cost[row] - cost_to_pay(g, t, p, inst)
    cdef int left = t.ab_value[ab] - (reduced if reduced > 0 else 0)
    return left if left > 0 else 0


cdef bint can_accel(const GameState* g, const CardTable* t, int p, int h, int d) noexcept nogil:
    """R16.6: hand card h has an Accel whose timing allows decision d and whose cost p can pay."""
    cdef const PlayerState* pl = &g.players[p]
    cdef int inst, ab
    if h >= pl.hand_count or g.n_frames >= MAX_FRAMES:
        return False
    inst = pl.hand[h]
    ab = accel_ability(t, pl.card_ids[inst])
    if ab < 0 or not advent_timing_ok(g, t.ab_timing[ab], d, p):
        return False
    return available_cores(g, t, p, False) >= accel_cost_to_pay(g, t, p, inst, ab)


cdef bint can_accel_field(const GameState* g, const CardTable* t, int p, int k, int d) noexcept nogil:
    """R16.6 (JP seed 002: usable "while the card is on the field or in the hand"): the card in slot k has an Accel
    whose timing allows decision d and whose cost p can pay (its own cores count: it leaves the field first)."""
    cdef const PlayerState* pl = &g.players[p]
    cdef int inst, ab
    if k >= pl.slot_top or pl.slots[k].inst == NO_CARD or g.n_frames >= MAX_FRAMES:
        return False
    inst = pl.slots[k].inst
    ab = accel_ability(t, pl.card_ids[inst])
    if ab < 0 or not advent_timing_ok(g, t.ab_timing[ab], d, p):
        return False
    return available_cores(g, t, p, False) >= accel_cost_to_pay(g, t, p, inst, ab)


cdef void begin_accel_field(GameState* g, const CardTable* t, int p, int k, int origin) noexcept nogil:
    """R16.6 from the field: the Accel cost is fixed while the card is there (R7.5); the card then leaves the field
    for the hand-side (its cores to the Reserve, R6.8) and is paid for like an Accel from hand."""
    cdef PlayerState* pl = &g.players[p]
    cdef int inst = pl.slots[k].inst
    cdef int ab = accel_ability(t, pl.card_ids[inst])
    g.use_cost_left = <unsigned char>accel_cost_to_pay(g, t, p, inst, ab)
    g.use_player = p
    g.use_inst = inst
    g.use_origin = origin
    g.use_kind = USE_ACCEL
    g.use_ability = ab
    g.use_flags = 0
    leave_field(g, t, p, k, True)
    take_from_hand(g, p, index_in(pl.hand, pl.hand_count, inst))  # in use, in no zone, until finish_accel
    continue_use(g)


cdef bint can_advent_hand_side(const GameState* g, const CardTable* t, int p, int i, int d) noexcept nogil:
    """CN Q27: hand-side card i Advents only if its text allows the hand-side; otherwise as from hand (R15.1)."""
    return i < g.players[p].hand_side_count and advent_ready(g, t, p, g.players[p].hand_side[i], True, d)


cdef bint may_use_hand_side(const CardTable* t, int row) noexcept nogil:
    """A hand-side card is used like a hand card (R16.7), except one with an extra summoning cost (R18.2),
    which this engine asks for from the hand only."""
    return not (t.card_flags[row] & CFL_EXTRA_SUMMON_COST)


cdef void begin_accel(GameState* g, const CardTable* t, int p, int h, int origin) noexcept nogil:
    """R16.6: declare the Accel of hand card h: its Accel cost is fixed (R7.5) and paid like a card's, then
    actions.finish_accel puts the card on the hand-side and its effect resolves."""
    cdef int inst = g.players[p].hand[h]
    cdef int ab = accel_ability(t, g.players[p].card_ids[inst])
    g.use_cost_left = <unsigned char>accel_cost_to_pay(g, t, p, inst, ab)
    take_from_hand(g, p, h)
    g.use_player = p
    g.use_inst = inst
    g.use_origin = origin
    g.use_kind = USE_ACCEL
    g.use_ability = ab
    g.use_flags = 0
    continue_use(g)


cdef void perform_hand_side(GameState* g, const CardTable* t, int d, int p, int code) noexcept nogil:
    """ACCEL, USE_HAND_SIDE and ADVENT_HAND_SIDE in a MAIN or FLASH decision."""
    cdef PlayerState* pl = &g.players[p]
    cdef int origin = ORIGIN_MAIN if d == DK_MAIN else ORIGIN_FLASH
    cdef int inst
    if code >= A_ACCEL_FIELD:
        begin_accel_field(g, t, p, code - A_ACCEL_FIELD, origin)
    elif code < A_USE_HAND_SIDE:
        begin_accel(g, t, p, code - A_ACCEL, origin)
    elif code < A_ADVENT_HAND_SIDE:  # R16.7: through the hand's use flow, marked as not from the hand
        inst = take_from_hand_side(g, p, code - A_USE_HAND_SIDE)
        pl.hand[pl.hand_count] = inst
        pl.hand_count += 1
        begin_use(g, t, p, pl.hand_count - 1, origin)
        if g.use_kind != USE_NONE and g.use_player == p and g.use_inst == inst:
            g.use_flags |= USE_FROM_HAND_SIDE
    else:  # CN Q27: the card stays on the hand-side while its Advent resolves (R15.2)
        if d == DK_FLASH:  # R10.4: after it the other player may answer
            g.flash_priority = 1 - p
            g.flash_passes = 0
            decide(g, DK_FLASH, g.flash_priority)
        inst = pl.hand_side[code - A_ADVENT_HAND_SIDE]
        push_frame(g, advent_ability(t, pl.card_ids[inst]), p, inst, NO_PLAYER, NO_CARD, 0, 0, 0)
