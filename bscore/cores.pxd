from bscore._types cimport CardTable, R16F_GRANDWALKER
from bscore.soul_state cimport in_soul
from bscore._types cimport (
    GameState, MAX_CARD_CORES, MAX_CORES_IN_PLAY, MAX_SLOTS, NO_CARD, PlayerState, SOUL_NONE, SOUL_RESERVE,
    SOUL_SLOT0,
)

cdef enum:
    DEST_OTHER = 0
    DEST_VOID = 1
    DEST_LIFE = 2

cdef void cores_to_move(int src_normal, bint src_soul, int count, bint take_soul, int dest,
                        bint seal, int* moved_normal, int* moved_soul) noexcept nogil
cdef int total_cores(const GameState* g, int p) noexcept nogil


# Tiny helpers on the hot path, inlined into every module that uses them.

cdef inline int cores_on(const GameState* g, int p, int k) noexcept nogil:
    """Cores on slot k, the Soul Core included (R6.1)."""
    return g.players[p].slots[k].cores + (g.players[p].soul_loc == SOUL_SLOT0 + k)


cdef inline int card_room(const GameState* g, int p, int k) noexcept nogil:
    """Cores slot k can still take before it holds MAX_CARD_CORES (the engine's per-card capacity)."""
    return MAX_CARD_CORES - cores_on(g, p, k)


cdef inline int void_room(const GameState* g, int p) noexcept nogil:
    """Normal cores player p may still take from the Void: the engine's Void supply limit."""
    return MAX_CORES_IN_PLAY - <int>(g.players[p].void_in - g.players[p].void_out)


cdef inline int slot_row(const GameState* g, int p, int k) noexcept nogil:
    """Card-table row of the card in player p's slot k."""
    return g.players[p].card_ids[g.players[p].slots[k].inst]


cdef inline int free_slot(const GameState* g, int p) noexcept nogil:
    """The lowest empty slot, -1 when the field is full."""
    cdef const PlayerState* pl = &g.players[p]
    cdef int k
    for k in range(pl.slot_top):
        if pl.slots[k].inst == NO_CARD:
            return k
    return pl.slot_top if pl.slot_top < MAX_SLOTS else -1


cdef inline int soul_at_loc(const GameState* g, int p) noexcept nogil:
    """The Soul Core's location as a core location, or -1 outside the Reserve and field."""
    cdef int s = g.players[p].soul_loc
    if s == SOUL_RESERVE:
        return 0
    if SOUL_SLOT0 <= s < SOUL_SLOT0 + MAX_SLOTS:
        return 1 + s - SOUL_SLOT0
    return -1


cdef inline bint has_core(const GameState* g, int p, int loc, int kind) noexcept nogil:
    if kind:
        return soul_at_loc(g, p) == loc
    if loc == 0:
        return g.players[p].reserve > 0
    return g.players[p].slots[loc - 1].inst != NO_CARD and g.players[p].slots[loc - 1].cores > 0

cdef inline void take_core(GameState* g, int p, int loc, int kind) noexcept nogil:
    cdef PlayerState* pl = &g.players[p]
    if kind:
        pl.soul_loc = SOUL_NONE  # the caller puts it somewhere at once
    elif loc == 0:
        pl.reserve -= 1
    else:
        pl.slots[loc - 1].cores -= 1

cdef inline void put_core(GameState* g, int p, int loc, int kind) noexcept nogil:
    cdef PlayerState* pl = &g.players[p]
    if kind:
        pl.soul_loc = SOUL_RESERVE if loc == 0 else SOUL_SLOT0 + loc - 1
    elif loc == 0:
        pl.reserve += 1
    else:
        pl.slots[loc - 1].cores += 1

cdef inline void swap_soul(GameState* g, int p, int loc) noexcept nogil:
    """R6.5 / CN Q6: exchange the Soul Core with a normal core at loc; nothing depletes."""
    cdef int soul_at = soul_at_loc(g, p)
    take_core(g, p, loc, 0)
    put_core(g, p, soul_at, 0)
    put_core(g, p, loc, 1)


cdef inline bint core_locked(const GameState* g, const CardTable* t, int p, int loc) noexcept nogil:
    """R16.4: location loc (0 the Reserve, 1 + k slot k) is a Grandwalker Nexus, whose cores no rule action
    (move, pay, place, swap, Awaken) touches: only Core Charge and effects naming Grandwalkers do."""
    return (loc > 0 and (t.r16_union & R16F_GRANDWALKER) != 0 and g.players[p].slots[loc - 1].inst != NO_CARD
            and (t.r16_flags[g.players[p].card_ids[g.players[p].slots[loc - 1].inst]] & R16F_GRANDWALKER) != 0) or (
            loc > 0 and in_soul(g, t, p, loc - 1))  # R16.3: a card in soul state cannot hold cores


cdef inline int locked_cores(const GameState* g, const CardTable* t, int p) noexcept nogil:
    """R16.4: cores on player p's Grandwalker Nexuses (none of them can pay for anything)."""
    cdef int k, n = 0
    if not (t.r16_union & R16F_GRANDWALKER):
        return 0
    for k in range(g.players[p].slot_top):
        if core_locked(g, t, p, 1 + k):
            n += cores_on(g, p, k)
    return n
