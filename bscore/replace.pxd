from bscore._types cimport CardTable, Frame, GameState

cdef bint offer_replacement(GameState* g, const CardTable* t, int p, int k, int flags, int src_inst) noexcept nogil
cdef bint replacement_pending(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil
cdef bint op_destroy_replaced(GameState* g, const CardTable* t, Frame* fr) noexcept nogil
