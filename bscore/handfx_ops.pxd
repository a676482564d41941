from libc.stdint cimport uint32_t

from bscore._types cimport GameState

cdef uint32_t refresh_step(GameState* g, int p) noexcept nogil
