from bscore._types cimport GameState

cdef void refresh_step(GameState* g, int p) noexcept nogil
