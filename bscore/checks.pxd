from bscore._types cimport CardTable, GameState

cdef int check_invariants(const GameState* g, const CardTable* t) noexcept nogil
