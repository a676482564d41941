# Inline helpers over a player's ordered card arrays (hand, trash, hand-side...): an instance array and its
# count, kept in arrival order with NO_CARD past the count. Shared by actions, zone_ops and hand_side.

from libc.stdint cimport uint8_t

from bscore._types cimport NO_CARD


cdef inline int index_in(const uint8_t* zone, int count, int inst) noexcept nogil:
    """Where instance ``inst`` lies among the first ``count`` entries of ``zone``, or -1."""
    cdef int i
    for i in range(count):
        if zone[i] == inst:
            return i
    return -1


cdef inline void remove_at(uint8_t* zone, uint8_t* count, int i) noexcept nogil:
    """Remove entry i; the rest keep their order and the freed last entry becomes NO_CARD."""
    cdef int j
    for j in range(i, count[0] - 1):
        zone[j] = zone[j + 1]
    count[0] -= 1
    zone[count[0]] = NO_CARD
