from bscore._types cimport CardTable, GameState

cdef bint negative_bp_possible(const GameState* g, const CardTable* t) noexcept nogil
cdef void destroy_zero_bp_spirits(GameState* g, const CardTable* t) noexcept nogil
