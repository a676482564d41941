# pool II: abilities that work from the hand (Agile) are hidden until used (R0.7). Inline, for the observation and
# the descriptions of either engine's state (bscore/observe.pyx); the twin is pybs/reference/agile.py.

from bscore._effects cimport AK_TRIGGERED, OP_MAY, OP_WIDTH, ZN_HAND
from bscore._types cimport CardTable, GameState, MAX_CARDS
from bscore.zone_arrays cimport index_in


cdef inline bint hidden_hand_trigger(const GameState* g, const CardTable* t, int ab, int p, int inst,
                                     int pc) noexcept nogil:
    """Ability ``ab`` of card (p, inst) works from the hand, the card is still in p's hand and the ability has
    not been used: its program counter has not passed its may() (the compiler makes that its one choice)."""
    cdef int i
    if p > 1 or inst >= MAX_CARDS or t.ab_kind[ab] != AK_TRIGGERED or t.ab_value[ab] != ZN_HAND:
        return False
    if index_in(g.players[p].hand, g.players[p].hand_count, inst) < 0:
        return False
    for i in range(t.ab_n_ops[ab]):
        if t.ops[(t.ab_prog[ab] + i) * OP_WIDTH] == OP_MAY:
            return pc <= i
    return False
