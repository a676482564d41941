from bscore._types cimport CardTable, GameState

cdef bint in_hand(const GameState* g, int p, int inst) noexcept nogil
cdef int discount_row(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil
cdef bint cost_mods(const GameState* g, int p) noexcept nogil
