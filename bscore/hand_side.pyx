# The hand-side zone (手元, R16.7): a player's face-up "second hand", in arrival order
# (PlayerState.hand_side). Twin: the ``hand_side`` list of pybs/reference/records.Player.

from bscore._types cimport GameState, PlayerState
from bscore.zone_arrays cimport index_in, remove_at


cdef int hand_side_index(const GameState* g, int p, int inst) noexcept nogil:
    """Where instance ``inst`` lies in p's hand-side, or -1."""
    return index_in(g.players[p].hand_side, g.players[p].hand_side_count, inst)


cdef int take_from_hand_side(GameState* g, int p, int i) noexcept nogil:
    """Remove the i-th hand-side card (the rest keep their order) and return its instance."""
    cdef PlayerState* pl = &g.players[p]
    cdef int inst = pl.hand_side[i]
    remove_at(pl.hand_side, &pl.hand_side_count, i)
    return inst


cdef void to_hand_side(GameState* g, int p, int inst) noexcept nogil:
    """R16.6: a used Accel card goes face up to the end of the hand-side."""
    cdef PlayerState* pl = &g.players[p]
    pl.hand_side[pl.hand_side_count] = inst
    pl.hand_side_count += 1
