from libc.stdint cimport int32_t

from bscore._types cimport CardTable, Frame, GameState

cdef bint op_move_targets(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil
cdef inline int core_payer(const Frame* fr, const int32_t* op) noexcept nogil:
    """PAY_CORES's payer: its d operand names the controller (WHO_CONTROLLER, 0) or the opponent (pool II)."""
    return fr.player if op[4] == 0 else 1 - fr.player
cdef bint op_pay_cores(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil
cdef void pay_core(GameState* g, const CardTable* t, Frame* fr, const int32_t* op, int source) noexcept nogil
cdef bint op_reveal_hand(GameState* g, Frame* fr, const int32_t* op) noexcept nogil
cdef bint op_token(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil
cdef bint summon_token_row(GameState* g, const CardTable* t, Frame* fr, int row, int sflags) noexcept nogil
cdef int new_token_instance(GameState* g, const CardTable* t, int p, int row) noexcept nogil
cdef void drop_trash_triggers_of_targets(GameState* g, const CardTable* t, const Frame* fr) noexcept nogil
