from libc.stdint cimport int32_t

from bscore._types cimport CardTable, Frame, GameState

cdef bint begin_extra_cost(GameState* g, const CardTable* t, int p, int h) noexcept nogil
cdef bint op_ascend(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil
cdef bint op_soul_to_void(GameState* g, const CardTable* t, Frame* fr) noexcept nogil
