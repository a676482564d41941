from libc.stdint cimport int32_t, uint64_t
from bscore._types cimport CardTable, GameState

cdef int fuzz_step(GameState* g, const CardTable* t, uint64_t* rng, int illegal_samples,
                   bint every_legal, int every_code, int32_t* played) noexcept nogil
