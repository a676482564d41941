# Lookups in a card's rows of the ability table (CardTable.card_ab_start / card_ab_count).

from bscore._types cimport CardTable


cdef inline int ability_of_kind(const CardTable* t, int row, int kind) noexcept nogil:
    """The first ability of card row ``row`` whose kind is ``kind`` (AK_*), or -1."""
    cdef int ab
    for ab in range(t.card_ab_start[row], t.card_ab_start[row] + t.card_ab_count[row]):
        if t.ab_kind[ab] == kind:
            return ab
    return -1
