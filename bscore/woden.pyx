# The "woden" group's pieces (issue 8, BSS02-040): Event.REFRESHED. Twin: pybs/reference/woden.py.

from libc.stdint cimport uint32_t

from bscore._effects cimport EV_REFRESHED
from bscore._types cimport CardTable, GameState, MAX_SLOTS, NO_CARD
from bscore.events cimport emit


cdef bint emit_refreshed(GameState* g, const CardTable* t, int p, uint32_t slots, int flags,
                         int eff_player) noexcept nogil:
    """Event.REFRESHED for each of p's field slots in the bit set ``slots`` (cards that just went from exhausted to
    refreshed, R1.8), slot order; the caller closes the batch. Returns whether anything was announced; games
    without a REFRESHED ability announce nothing."""
    cdef int k
    if not slots or not ((t.event_union >> EV_REFRESHED) & 1):
        return False
    for k in range(MAX_SLOTS):
        if (slots >> k) & 1 and g.players[p].slots[k].inst != NO_CARD:
            emit(g, t, EV_REFRESHED, p, g.players[p].slots[k].inst, flags, 0, eff_player)
    return True
