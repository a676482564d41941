from libc.stdint cimport int32_t

from bscore._types cimport CardTable, Frame, GameState

cdef bint op_move_targets(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil
cdef bint op_pay_cores(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil
cdef void pay_core(GameState* g, const CardTable* t, Frame* fr, const int32_t* op, int source) noexcept nogil
cdef bint op_reveal_hand(GameState* g, Frame* fr, const int32_t* op) noexcept nogil
cdef bint op_token(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil
cdef void drop_trash_triggers_of_targets(GameState* g, const CardTable* t, const Frame* fr) noexcept nogil
