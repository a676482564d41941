# Core movement with the Soul Core rules (R6.5-R6.7). Twin: pybs/reference/kernels.py and
# the core helpers of pybs/reference/engine.py.
# A location is 0 for the Reserve and 1 + k for field slot k; kind 1 is the Soul Core.

from bscore._types cimport (
    GameState, MAX_SLOTS, NO_CARD, PlayerState, SOUL_NONE, SOUL_RESERVE, SOUL_SLOT0,
)


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


cdef int cores_on(const GameState* g, int p, int k) noexcept nogil:
    """Cores on slot k, the Soul Core included (R6.1)."""
    return g.players[p].slots[k].cores + (g.players[p].soul_loc == SOUL_SLOT0 + k)


cdef int soul_at_loc(const GameState* g, int p) noexcept nogil:
    """The Soul Core's location as a core location, or -1 outside the Reserve and field."""
    cdef int s = g.players[p].soul_loc
    if s == SOUL_RESERVE:
        return 0
    if SOUL_SLOT0 <= s < SOUL_SLOT0 + MAX_SLOTS:
        return 1 + s - SOUL_SLOT0
    return -1


cdef int total_cores(const GameState* g, int p) noexcept nogil:
    """Cores a player can pay with: the Reserve and every field card (R7.1 step 5)."""
    cdef const PlayerState* pl = &g.players[p]
    cdef int total = pl.reserve + (soul_at_loc(g, p) >= 0)
    cdef int k
    for k in range(MAX_SLOTS):
        if pl.slots[k].inst != NO_CARD:
            total += pl.slots[k].cores
    return total


cdef bint has_core(const GameState* g, int p, int loc, int kind) noexcept nogil:
    if kind:
        return soul_at_loc(g, p) == loc
    if loc == 0:
        return g.players[p].reserve > 0
    return g.players[p].slots[loc - 1].inst != NO_CARD and g.players[p].slots[loc - 1].cores > 0


cdef void take_core(GameState* g, int p, int loc, int kind) noexcept nogil:
    cdef PlayerState* pl = &g.players[p]
    if kind:
        pl.soul_loc = SOUL_NONE  # the caller puts it somewhere at once
    elif loc == 0:
        pl.reserve -= 1
    else:
        pl.slots[loc - 1].cores -= 1


cdef void put_core(GameState* g, int p, int loc, int kind) noexcept nogil:
    cdef PlayerState* pl = &g.players[p]
    if kind:
        pl.soul_loc = SOUL_RESERVE if loc == 0 else SOUL_SLOT0 + loc - 1
    elif loc == 0:
        pl.reserve += 1
    else:
        pl.slots[loc - 1].cores += 1


cdef void swap_soul(GameState* g, int p, int loc) noexcept nogil:
    """R6.5 / CN Q6: exchange the Soul Core with a normal core at loc; nothing depletes."""
    cdef int soul_at = soul_at_loc(g, p)
    take_core(g, p, loc, 0)
    put_core(g, p, soul_at, 0)
    put_core(g, p, loc, 1)


def py_cores_to_move(int src_normal, bint src_soul, int count, bint take_soul, int dest, bint seal=False) -> tuple:
    """R6.6/R6.7 kernel on plain values (for differential tests)."""
    cdef int n, s
    cores_to_move(src_normal, src_soul, count, take_soul, dest, seal, &n, &s)
    return n, s
