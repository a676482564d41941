# The "handfx" group's rules (issue 8): conditions comparing the two players. Twin: pybs/reference/handfx.py.

from bscore._effects cimport (
    CN_HAND_FEWER_THAN_OPP, CN_LIFE_FEWER_THAN_OPP, CN_LIFE_KEPT, CN_SPIRITS_MORE_THAN_OPP, CN_SPIRITS_SAME_COST,
)
from bscore._types cimport CardTable, CT_BRAVE, CT_SPIRIT, GameState, NO_CARD, PlayerState
from bscore.soul_state cimport in_soul


cdef inline bint is_spirit(const CardTable* t, int row) noexcept nogil:
    return t.card_type[row] == CT_SPIRIT or t.card_type[row] == CT_BRAVE


cdef int spirit_count(const GameState* g, const CardTable* t, int p) noexcept nogil:
    """Spirits (Braves counted) on player p's field."""
    cdef const PlayerState* pl = &g.players[p]
    cdef int k
    cdef int n = 0
    for k in range(pl.slot_top):
        if pl.slots[k].inst != NO_CARD and is_spirit(t, pl.card_ids[pl.slots[k].inst]) and not in_soul(g, t, p, k):
            n += 1  # R16.3: a card in soul state is not counted
    return n


cdef bint handfx_cond_holds(const GameState* g, const CardTable* t, int cond, int q) noexcept nogil:
    """Cond 90-94 for controller q."""
    cdef const PlayerState* pl = &g.players[q]
    cdef int k, row
    cdef int cost = -1
    if cond == CN_HAND_FEWER_THAN_OPP:
        return pl.hand_count < g.players[1 - q].hand_count
    if cond == CN_LIFE_FEWER_THAN_OPP:
        return pl.life < g.players[1 - q].life
    if cond == CN_SPIRITS_MORE_THAN_OPP:
        return spirit_count(g, t, q) > spirit_count(g, t, 1 - q)
    if cond == CN_LIFE_KEPT:
        return pl.life >= pl.turn_start_life
    if cond == CN_SPIRITS_SAME_COST:
        for k in range(pl.slot_top):
            if pl.slots[k].inst == NO_CARD or in_soul(g, t, q, k):  # R16.3
                continue
            row = pl.card_ids[pl.slots[k].inst]
            if not is_spirit(t, row):
                continue
            if cost >= 0 and t.cost[row] != cost:
                return False
            cost = t.cost[row]
        return cost >= 0
    return False
