from libc.stdint cimport uint32_t

from bscore._effects cimport EV_REFRESHED, RL_MAGIC_DISCARD
from bscore._types cimport CardTable, GameState
from bscore.statics cimport rule_printed

cdef bint emit_refreshed_scan(GameState* g, const CardTable* t, int p, uint32_t slots, int flags,
                              int eff_player) noexcept nogil
cdef int magic_discards_owed_scan(const GameState* g, const CardTable* t, int p, int* cost_ab) noexcept nogil
cdef int magic_cost_ability(const CardTable* t, int row) noexcept nogil
cdef bint magic_discard_unpayable_scan(const GameState* g, const CardTable* t, int p) noexcept nogil


# Gates at the call site: games without REFRESHED triggers or a Rule.MAGIC_DISCARD make no call.
cdef inline bint emit_refreshed(GameState* g, const CardTable* t, int p, uint32_t slots, int flags,
                                int eff_player) noexcept nogil:
    """Event.REFRESHED for each of p's slots in ``slots``; whether anything was announced."""
    if not slots or not ((t.event_union >> EV_REFRESHED) & 1):
        return False
    return emit_refreshed_scan(g, t, p, slots, flags, eff_player)


cdef inline int magic_discards_owed(const GameState* g, const CardTable* t, int p, int* cost_ab) noexcept nogil:
    """Cards p discards to use a Magic from hand now (Rule.MAGIC_DISCARD); ``cost_ab`` the paying row or -1."""
    if not rule_printed(t, RL_MAGIC_DISCARD):
        cost_ab[0] = -1
        return 0
    return magic_discards_owed_scan(g, t, p, cost_ab)


cdef inline bint magic_discard_unpayable(const GameState* g, const CardTable* t, int p) noexcept nogil:
    """p cannot pay the Rule.MAGIC_DISCARD cost of a Magic in hand (R7.6)."""
    return rule_printed(t, RL_MAGIC_DISCARD) and magic_discard_unpayable_scan(g, t, p)
