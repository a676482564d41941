# The "woden" group's pieces (issue 8, BSS02-040): Event.REFRESHED and the Magic discard cost (Rule.MAGIC_DISCARD).
# Twin: pybs/reference/woden.py. The op that ends the cost's frame is in woden_ops.pyx (it needs actions.pyx).

from libc.stdint cimport uint32_t

from bscore.card_abilities cimport ability_of_kind
from bscore._effects cimport AK_MAGIC_COST, AK_STATIC, EV_REFRESHED, RL_MAGIC_DISCARD, ST_RULE
from bscore._types cimport CardTable, GameState, MAX_SLOTS, NO_CARD, PlayerState
from bscore.events cimport emit
from bscore.statics cimport static_active


cdef bint emit_refreshed_scan(GameState* g, const CardTable* t, int p, uint32_t slots, int flags,
                         int eff_player) noexcept nogil:
    """Event.REFRESHED for each of p's field slots in the bit set ``slots`` (cards that just went from exhausted to
    refreshed, R1.8), slot order; the caller closes the batch. Returns whether anything was announced; games
    without a REFRESHED ability announce nothing."""
    cdef int k
    for k in range(MAX_SLOTS):
        if (slots >> k) & 1 and g.players[p].slots[k].inst != NO_CARD:
            emit(g, t, EV_REFRESHED, p, g.players[p].slots[k].inst, flags, 0, eff_player)
    return True


cdef int magic_discards_owed_scan(const GameState* g, const CardTable* t, int p, int* cost_ab) noexcept nogil:
    """How many cards p discards to use a Magic from hand now: one for each Rule.MAGIC_DISCARD in force on p's
    opponent's field (each is its own effect, BSS02-040). ``cost_ab`` gets the AbilityKind.MAGIC_COST row of the
    first such card in slot order (its program makes p pay), or -1."""
    cdef const PlayerState* pl = &g.players[1 - p]
    cdef int k, row, ab, first
    cdef int owed = 0
    cost_ab[0] = -1
    for k in range(pl.slot_top):
        if pl.slots[k].inst == NO_CARD:
            continue
        row = pl.card_ids[pl.slots[k].inst]
        if not ((t.card_static_mask[row] >> ST_RULE) & 1):
            continue
        first = t.card_ab_start[row]
        for ab in range(first, first + t.card_ab_count[row]):
            if (t.ab_kind[ab] != AK_STATIC or t.ab_static[ab] != ST_RULE or t.ab_value[ab] != RL_MAGIC_DISCARD
                    or not static_active(g, t, ab, 1 - p, k)):
                continue
            owed += 1
            if cost_ab[0] < 0:
                cost_ab[0] = magic_cost_ability(t, row)
    return owed


cdef int magic_cost_ability(const CardTable* t, int row) noexcept nogil:
    """The card's AbilityKind.MAGIC_COST row (the discard program of its Rule.MAGIC_DISCARD), or -1."""
    return ability_of_kind(t, row, AK_MAGIC_COST)


cdef bint magic_discard_unpayable_scan(const GameState* g, const CardTable* t, int p) noexcept nogil:
    """p cannot pay the Rule.MAGIC_DISCARD cost of a Magic in hand: fewer other cards in hand than discards owed
    (R7.6: a cost that cannot be paid in full keeps the card from being used)."""
    cdef int ab
    cdef int owed = magic_discards_owed(g, t, p, &ab)
    return owed > 0 and g.players[p].hand_count - 1 < owed
