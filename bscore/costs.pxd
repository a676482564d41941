from libc.stdint cimport uint8_t
from bscore._types cimport CardTable, COLOR_BITS, MAX_FIELD_SYMBOLS, NUM_COLORS

ctypedef struct FieldSymbols:
    int single[NUM_COLORS]              # single-color symbols per color
    uint8_t multi[MAX_FIELD_SYMBOLS]    # multicolor symbol masks
    int n_multi


cdef void symbols_from_masks(const uint8_t* masks, int n_masks, FieldSymbols* fs) noexcept nogil
cdef int reduction_from(const FieldSymbols* fs, const uint8_t* reduction) noexcept nogil
cdef int cost_with(const FieldSymbols* fs, const CardTable* t, int row) noexcept nogil
cdef int max_reduction(const uint8_t* reduction, const uint8_t* masks, int n_masks) noexcept nogil
cdef bint payable(int cost, int min_place, int available) noexcept nogil


# Counted for every field card whenever a cost is computed: inline.
cdef inline void clear_symbols(FieldSymbols* fs) noexcept nogil:
    cdef int c
    for c in range(NUM_COLORS):
        fs.single[c] = 0
    fs.n_multi = 0


cdef inline void add_symbol(FieldSymbols* fs, int mask) noexcept nogil:
    """Count one field symbol; gold never reduces (R7.4)."""
    cdef int colors = mask & COLOR_BITS
    cdef int c = 0
    if colors == 0:
        return
    if colors & (colors - 1):
        if fs.n_multi < MAX_FIELD_SYMBOLS:
            fs.multi[fs.n_multi] = <uint8_t>colors
            fs.n_multi += 1
        return
    while not (colors >> c) & 1:
        c += 1
    fs.single[c] += 1
