# R16.5 Mirage: the MIRAGE action of the Main Step (legal codes and declaring it). Paying runs the normal
# use flow (USE_MIRAGE); actions.set_mirage puts the paid card face up in the Burst area.
# Twin: pybs/reference/mirage.py.

from libc.stdint cimport int32_t

from bscore._types cimport (
    A_MIRAGE, CardTable, DK_MAIN, GameState, NO_CARD, ORIGIN_MAIN, PlayerState, TURN_MIRAGE_SET, USE_MIRAGE,
)
from bscore.actions cimport continue_use, take_from_hand
from bscore.statics cimport available_cores, cost_with_printed


cdef int mirage_cost_to_pay(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil:
    """R16.5: the card's printed Mirage cost (not its cost), lowered by reduction symbols as any use (R7.1)."""
    return cost_with_printed(g, t, p, inst, t.mirage_cost[g.players[p].card_ids[inst]])


cdef bint can_set_mirage(const GameState* g, const CardTable* t, int p, int h) noexcept nogil:
    """Hand card h may be set as a Mirage now: the turn player's Main Step, once per turn, a card with a
    Mirage cost the player can pay (R16.5, R7.6)."""
    cdef const PlayerState* pl = &g.players[p]
    cdef int inst
    if not t.mirage_any or g.decision != DK_MAIN or p != g.active or h >= pl.hand_count:
        return False
    if g.turn_flags[p] & TURN_MIRAGE_SET:
        return False
    inst = pl.hand[h]
    if t.mirage_cost[pl.card_ids[inst]] < 0:
        return False
    return mirage_cost_to_pay(g, t, p, inst) <= available_cores(g, t, p, False)


cdef int mirage_codes(const GameState* g, const CardTable* t, int p, int32_t* out, int n, int limit) noexcept nogil:
    """Append the MIRAGE codes (ascending hand index) to out[0:n]; return the new length (at most limit)."""
    cdef int h
    for h in range(g.players[p].hand_count):
        if n >= limit:
            return n
        if can_set_mirage(g, t, p, h):
            out[n] = A_MIRAGE + h
            n += 1
    return n


cdef void begin_mirage(GameState* g, const CardTable* t, int p, int h) noexcept nogil:
    """Declare the Mirage (R16.5): its cost is fixed now (R7.5), the card leaves the hand, then the cost is
    paid as for a summon; nothing is placed on it."""
    cdef int inst = g.players[p].hand[h]
    g.use_cost_left = <unsigned char>mirage_cost_to_pay(g, t, p, inst)
    g.use_flags = 0
    g.turn_flags[p] |= TURN_MIRAGE_SET
    take_from_hand(g, p, h)
    g.use_player = p
    g.use_inst = inst
    g.use_origin = ORIGIN_MAIN
    g.use_kind = USE_MIRAGE
    continue_use(g)
