# Inline readers of a Braved Spirit's added stats (R12.2) for the hot paths (statics, battle, filters).
# No module behind it: only inline functions, so any module may cimport it without an import cycle.

from bscore._types cimport CardTable, GameState, NO_CARD


cdef inline int braved_bp(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """R12.2: the "when braved" BP+ of the Brave fused to (p, k), 0 if none."""
    cdef int b = g.players[p].brave[k]
    return t.brave_bp[g.players[p].card_ids[b]] if b != NO_CARD else 0


cdef inline int braved_symbols(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """R12.2: the symbols the Brave fused to (p, k) adds, 0 if none."""
    cdef int b = g.players[p].brave[k]
    return t.n_symbols[g.players[p].card_ids[b]] if b != NO_CARD else 0


cdef inline int pair_slot(const GameState* g, int p, int inst) noexcept nogil:
    """The slot of the Braved Spirit whose Spirit is instance ``inst``, -1 if it is no such Spirit."""
    cdef int k
    for k in range(g.players[p].slot_top):
        if g.players[p].slots[k].inst == inst and g.players[p].brave[k] != NO_CARD:
            return k
    return -1


cdef inline bint first_host(const GameState* g, int p, int k) noexcept nogil:
    """Slot k holds the first (lowest) host of its Brave: a two-spirit Brave's own symbols count once (R12.9)."""
    cdef int j
    for j in range(k):
        if g.players[p].brave[j] == g.players[p].brave[k]:
            return False
    return True


cdef inline bint never_exhausted(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil:
    """R12.9 / CN Q18: a two-spirit Brave as a Spirit is never exhausted, even by effects."""
    return t.brave_any and t.brave_two_spirit[g.players[p].card_ids[inst]] != 0


cdef inline int card_cost(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil:
    """The cost of (p, inst): a Braved Spirit's is its own plus its Brave's (R12.2)."""
    cdef int row = g.players[p].card_ids[inst]
    cdef int k
    if t.brave_any:
        k = pair_slot(g, p, inst)
        if k >= 0:
            return t.cost[row] + t.cost[g.players[p].card_ids[g.players[p].brave[k]]]
    return t.cost[row]
