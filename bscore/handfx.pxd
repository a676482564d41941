from bscore._types cimport CardTable, GameState

cdef bint handfx_cond_holds(const GameState* g, const CardTable* t, int cond, int q) noexcept nogil
cdef int spirit_count(const GameState* g, const CardTable* t, int p) noexcept nogil
