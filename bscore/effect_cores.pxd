from libc.stdint cimport int32_t

from bscore._types cimport CardTable, Frame, GameState

cdef bint op_cores(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil
