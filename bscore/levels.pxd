from libc.stdint cimport uint8_t
from bscore._types cimport CardTable, CT_BRAVE, CT_MAGIC, CT_SPIRIT, CT_ULTIMATE, MAX_LEVELS


cdef inline int min_cores(const CardTable* t, int row) noexcept nogil:
    # The lowest row is Lv1, or Lv3 for an Ultimate (R6.2); a Nexus's Lv1 needs 0 (R6.3).
    if t.card_type[row] == CT_MAGIC or t.n_levels[row] == 0:
        return 0
    return t.level_cores[row * MAX_LEVELS]


cdef inline bint is_battler(const CardTable* t, int row) noexcept nogil:
    cdef int ct = t.card_type[row]
    return ct == CT_SPIRIT or ct == CT_ULTIMATE or ct == CT_BRAVE


cdef inline int level_row_raw(const uint8_t* level_cores, int n_levels, int cores) noexcept nogil:
    """R6.1: index of the level row in force, -1 below the lowest (rows ascend)."""
    cdef int i
    cdef int row = -1
    for i in range(n_levels):
        if cores >= level_cores[i]:
            row = i
    return row


cdef inline int level_row(const CardTable* t, int row, int cores) noexcept nogil:
    return level_row_raw(t.level_cores + row * MAX_LEVELS, t.n_levels[row], cores)


cdef inline bint is_depleted(const CardTable* t, int row, int cores) noexcept nogil:
    """R6.2: a battler below its lowest level (Lv3 for an Ultimate) is depleted."""
    return is_battler(t, row) and cores < min_cores(t, row)


cdef inline int bp_at(const CardTable* t, int row, int cores) noexcept nogil:
    cdef int i = level_row(t, row, cores)
    return t.level_bp[row * MAX_LEVELS + i] if i >= 0 else 0


cdef inline int level_number(const CardTable* t, int row, int cores) noexcept nogil:
    """R6.1: the printed level number in force, 0 below the lowest row."""
    cdef int i = level_row(t, row, cores)
    return t.level_number[row * MAX_LEVELS + i] if i >= 0 else 0
