from libc.stdint cimport int32_t, uint64_t
from bscore._types cimport CardTable, GameState

cdef enum:
    AGENT_RANDOM = 0
    AGENT_GREEDY = 1

cdef int random_action(uint64_t* rng, const int32_t* legal, int n) noexcept nogil
cdef int greedy_action(const GameState* g, const CardTable* t) noexcept nogil
