from libc.stdint cimport uint64_t
from bscore._types cimport CardTable, GameState

cdef void resample_hidden(GameState* g, const CardTable* t, int player, uint64_t seed) noexcept nogil
