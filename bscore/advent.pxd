from libc.stdint cimport int32_t

from bscore._types cimport CardTable, Frame, GameState

cdef enum:
    ADVENT_FROM_HAND_SIDE = 1           # spec.ADVENT_FROM_HAND_SIDE: an ADVENT row's flags (CN Q27)

cdef int advent_ability(const CardTable* t, int row) noexcept nogil
cdef bint advent_zone_ok(int ab_flags, bint from_hand_side) noexcept nogil
cdef bint advent_timing_ok(const GameState* g, int timing, int d, int p) noexcept nogil
cdef bint can_advent(const GameState* g, const CardTable* t, int p, int h, int d) noexcept nogil
cdef bint advent_ready(const GameState* g, const CardTable* t, int p, int inst, bint from_hand_side,
                       int d) noexcept nogil
cdef bint can_advent_any_scan(const GameState* g, const CardTable* t, int p, int d) noexcept nogil
cdef void begin_advent(GameState* g, const CardTable* t, int p, int h) noexcept nogil
cdef bint op_advent(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil


cdef inline bint can_advent_any(const GameState* g, const CardTable* t, int p, int d) noexcept nogil:
    """Some hand card of p may Advent now (R15); no call in games without Advent."""
    return t.advent_any != 0 and can_advent_any_scan(g, t, p, d)
