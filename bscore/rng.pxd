from libc.stdint cimport uint64_t

cdef uint64_t splitmix64_mix(uint64_t x) noexcept nogil
cdef uint64_t derive_seed(uint64_t master, uint64_t index) noexcept nogil
cdef uint64_t agent_seed(uint64_t game_seed, uint64_t player) noexcept nogil
cdef void seed_state(uint64_t* s, uint64_t seed) noexcept nogil
cdef uint64_t next_u64(uint64_t* s) noexcept nogil
cdef uint64_t bounded(uint64_t* s, uint64_t n) noexcept nogil
