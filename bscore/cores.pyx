# Core movement with the Soul Core rules (R6.5-R6.7). Twin: pybs/reference/kernels.py and
# the core helpers of pybs/reference/engine.py.
# A location is 0 for the Reserve and 1 + k for field slot k; kind 1 is the Soul Core.

from bscore._types cimport GameState, NO_CARD, PlayerState


cdef void cores_to_move(int src_normal, bint src_soul, int count, bint take_soul, int dest,
                        bint seal, int* moved_normal, int* moved_soul) noexcept nogil:
    """Which cores an effect moving ``count`` cores really moves (R6.6, R6.7, CN Q7)."""
    cdef bint picked_soul
    cdef int picked_normal
    if count < 0:
        count = 0
    # The owner picks (R6.7); if every core must go, the Soul Core is among them.
    picked_soul = src_soul and (take_soul or count > src_normal) and count > 0
    picked_normal = count - picked_soul
    if picked_normal > src_normal:
        picked_normal = src_normal
    moved_normal[0] = picked_normal
    # The Soul Core never goes to the Void or to Life, except by Seal (R6.6).
    moved_soul[0] = picked_soul and (dest == DEST_OTHER or (dest == DEST_LIFE and seal))


cdef int total_cores(const GameState* g, int p) noexcept nogil:
    """Cores a player can pay with: the Reserve and every field card (R7.1 step 5)."""
    cdef const PlayerState* pl = &g.players[p]
    cdef int total = pl.reserve + (soul_at_loc(g, p) >= 0)
    cdef int k
    for k in range(pl.slot_top):
        if pl.slots[k].inst != NO_CARD:
            total += pl.slots[k].cores
    return total


def py_cores_to_move(int src_normal, bint src_soul, int count, bint take_soul, int dest, bint seal=False) -> tuple:
    """R6.6/R6.7 kernel on plain values (for differential tests)."""
    cdef int n, s
    cores_to_move(src_normal, src_soul, count, take_soul, dest, seal, &n, &s)
    return n, s
