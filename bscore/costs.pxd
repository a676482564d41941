from libc.stdint cimport uint8_t
from bscore._types cimport CardTable, GameState

cdef int max_reduction(const uint8_t* reduction, const uint8_t* masks, int n_masks) noexcept nogil
cdef int cost_after_reduction_raw(int cost, const uint8_t* reduction, const uint8_t* masks, int n_masks) noexcept nogil
cdef int field_symbols(const GameState* g, const CardTable* t, int p, uint8_t* out) noexcept nogil
cdef int cost_after_reduction(const GameState* g, const CardTable* t, int p, int row) noexcept nogil
cdef bint payable(int cost, int min_place, int available) noexcept nogil
