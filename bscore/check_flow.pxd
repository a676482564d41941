from bscore._types cimport CardTable, GameState

cdef int check_flow(const GameState* g, const CardTable* t) noexcept nogil
