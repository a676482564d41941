from libc.stdint cimport uint64_t

cdef uint64_t episode_seed(uint64_t master, uint64_t game, uint64_t episode) noexcept nogil
