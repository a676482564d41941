from libc.stdint cimport uint8_t, uint64_t
from bscore._types cimport CardTable, GameState

cdef void resample_hidden(GameState* g, const CardTable* t, int player, uint64_t seed) noexcept nogil
cdef int hidden_pools(const GameState* g, int player, uint8_t* opp_pool, int* n_opp, bint* burst_first,
                      uint8_t* own_pool) noexcept nogil
