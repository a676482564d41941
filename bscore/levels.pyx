# Levels from cores (R6.1-R6.3) and depletion (R6.2). Twin: pybs/reference/kernels.py.

from libc.stdint cimport uint8_t
from bscore._types cimport CT_BRAVE, CT_SPIRIT, CT_ULTIMATE, MAX_LEVELS


def py_level_from_cores(level_numbers, level_cores, int cores) -> int:
    """R6.1 kernel on plain lists (for differential tests)."""
    cdef uint8_t buf[MAX_LEVELS]
    cdef int n = len(level_cores)
    cdef int i
    if n > MAX_LEVELS:
        raise ValueError("too many level rows")
    for i in range(n):
        buf[i] = level_cores[i]
    i = level_row_raw(buf, n, cores)
    return int(level_numbers[i]) if i >= 0 else 0


def py_is_depleted(int card_type, level_cores, int cores) -> bool:
    """R6.2 kernel on plain values (for differential tests)."""
    cdef int ct = card_type
    if not (ct == CT_SPIRIT or ct == CT_ULTIMATE or ct == CT_BRAVE) or len(level_cores) == 0:
        return False
    return cores < level_cores[0]
