# Cost after reduction (R7.1-R7.4) and payability (R7.6). Twin: pybs/reference/kernels.py.

from libc.stdint cimport uint8_t
from bscore._types cimport CardTable, COLOR_BITS, MAX_FIELD_SYMBOLS, NUM_COLORS

cdef enum:
    MAX_NEED = 64  # reduction symbols of one card never exceed this


cdef bint augment(const uint8_t* need_color, const uint8_t* multi, int n_multi, int i,
                  int* owner, bint* seen) noexcept nogil:
    # Kuhn's augmenting path: give reduction symbol i a multicolor symbol, re-routing others.
    cdef int j
    cdef int bit = 1 << need_color[i]
    for j in range(n_multi):
        if multi[j] & bit and not seen[j]:
            seen[j] = True
            if owner[j] < 0 or augment(need_color, multi, n_multi, owner[j], owner, seen):
                owner[j] = i
                return True
    return False


cdef void symbols_from_masks(const uint8_t* masks, int n_masks, FieldSymbols* fs) noexcept nogil:
    """Sort symbol masks into single-color counts and a list of multicolor masks."""
    cdef int j
    clear_symbols(fs)
    for j in range(n_masks):
        add_symbol(fs, masks[j])


cdef int reduction_from(const FieldSymbols* fs, const uint8_t* reduction) noexcept nogil:
    """R7.3: maximum matching of a card's reduction symbols to the field's symbols."""
    cdef uint8_t need_color[MAX_NEED]
    cdef int owner[MAX_FIELD_SYMBOLS]
    cdef bint seen[MAX_FIELD_SYMBOLS]
    cdef int n_need = 0
    cdef int matched = 0
    cdef int c, i, j, used
    # A single-color symbol can only serve its own color, so spending it first is optimal.
    for c in range(NUM_COLORS):
        used = reduction[c] if reduction[c] < fs.single[c] else fs.single[c]
        matched += used
        if fs.n_multi:
            for i in range(reduction[c] - used):
                if n_need < MAX_NEED:
                    need_color[n_need] = <uint8_t>c
                    n_need += 1
    if n_need == 0:
        return matched
    for j in range(fs.n_multi):
        owner[j] = -1
    for i in range(n_need):
        for j in range(fs.n_multi):
            seen[j] = False
        if augment(need_color, fs.multi, fs.n_multi, i, owner, seen):
            matched += 1
    return matched


cdef int max_reduction(const uint8_t* reduction, const uint8_t* masks, int n_masks) noexcept nogil:
    """R7.3 on a plain list of symbol masks."""
    cdef FieldSymbols fs
    symbols_from_masks(masks, n_masks, &fs)
    return reduction_from(&fs, reduction)


cdef int cost_with(const FieldSymbols* fs, const CardTable* t, int row) noexcept nogil:
    """R7.1 steps 2-4 for card-table row ``row`` against gathered field symbols."""
    cdef int left = t.cost[row] - reduction_from(fs, t.reduction + row * NUM_COLORS)
    return left if left > 0 else 0


cdef bint payable(int cost, int min_place, int available) noexcept nogil:
    """R7.6: the declaration needs the cost plus the cores to place."""
    return available >= cost + min_place


def py_max_reduction(reduction, masks) -> int:
    """R7.3 kernel on plain lists (for differential tests)."""
    cdef uint8_t red[NUM_COLORS]
    cdef uint8_t buf[MAX_FIELD_SYMBOLS]
    cdef int i
    if len(reduction) != NUM_COLORS or len(masks) > MAX_FIELD_SYMBOLS:
        raise ValueError("reduction needs 6 counts and at most 64 symbols")
    for i in range(NUM_COLORS):
        red[i] = reduction[i]
    for i in range(len(masks)):
        buf[i] = masks[i]
    return max_reduction(red, buf, len(masks))


def py_cost_after_reduction(int cost, reduction, masks) -> int:
    """R7.1 step 4 on plain values."""
    left = cost - py_max_reduction(reduction, masks)
    return left if left > 0 else 0


def py_payable(int cost, int min_place, int available) -> bool:
    return payable(cost, min_place, available)
