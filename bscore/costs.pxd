from libc.stdint cimport uint8_t
from bscore._types cimport CardTable, MAX_FIELD_SYMBOLS, NUM_COLORS

ctypedef struct FieldSymbols:
    int single[NUM_COLORS]              # single-color symbols per color
    uint8_t multi[MAX_FIELD_SYMBOLS]    # multicolor symbol masks
    int n_multi


cdef void clear_symbols(FieldSymbols* fs) noexcept nogil
cdef void add_symbol(FieldSymbols* fs, int mask) noexcept nogil
cdef void symbols_from_masks(const uint8_t* masks, int n_masks, FieldSymbols* fs) noexcept nogil
cdef int reduction_from(const FieldSymbols* fs, const uint8_t* reduction) noexcept nogil
cdef int cost_with(const FieldSymbols* fs, const CardTable* t, int row) noexcept nogil
cdef int max_reduction(const uint8_t* reduction, const uint8_t* masks, int n_masks) noexcept nogil
cdef bint payable(int cost, int min_place, int available) noexcept nogil
