from libc.stdint cimport uint8_t
from bscore._types cimport CardTable

cdef int level_row_raw(const uint8_t* level_cores, int n_levels, int cores) noexcept nogil
cdef int level_row(const CardTable* t, int row, int cores) noexcept nogil
cdef int level_number(const CardTable* t, int row, int cores) noexcept nogil
cdef int min_cores(const CardTable* t, int row) noexcept nogil
cdef bint is_battler(const CardTable* t, int row) noexcept nogil
cdef bint is_depleted(const CardTable* t, int row, int cores) noexcept nogil
cdef int bp_at(const CardTable* t, int row, int cores) noexcept nogil
