from libc.stdint cimport int32_t

from bscore._types cimport CardTable, Frame, GameState, R16F_CONTRACT

cdef bint exec_r16_op(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil
cdef void contract_to_hand_scan(GameState* g, const CardTable* t, int p) noexcept nogil


cdef inline void contract_to_hand(GameState* g, const CardTable* t, int p) noexcept nogil:
    """R3.4: the first contract card of p's shuffled deck goes to the hand; no call without contract cards."""
    if t.r16_union & R16F_CONTRACT:
        contract_to_hand_scan(g, t, p)
