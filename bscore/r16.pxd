from libc.stdint cimport int32_t

from bscore._types cimport CardTable, Frame, GameState

cdef bint exec_r16_op(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil
cdef void contract_to_hand(GameState* g, const CardTable* t, int p) noexcept nogil
