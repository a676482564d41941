from libc.stdint cimport int32_t

from bscore._effects cimport CFL_EXTRA_SUMMON_COST
from bscore._types cimport CardTable, Frame, GameState

cdef bint begin_extra_cost_scan(GameState* g, const CardTable* t, int p, int h) noexcept nogil
cdef bint op_ascend(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil
cdef bint op_soul_to_void(GameState* g, const CardTable* t, Frame* fr) noexcept nogil


cdef inline bint begin_extra_cost(GameState* g, const CardTable* t, int p, int h) noexcept nogil:
    """USE_HAND of a card with an extra summoning cost starts its payment (True); no call without such cards."""
    return (t.card_flags_union & CFL_EXTRA_SUMMON_COST) != 0 and begin_extra_cost_scan(g, t, p, h)
