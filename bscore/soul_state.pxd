# Group "soul": soul state of contract cards (R16.3). The predicate every rule reading the field uses, inlined
# where it is read; the ops are in soul_state.pyx. Twin: pybs/reference/soul_state.py.

from libc.stdint cimport int32_t

from bscore._effects cimport CN_IN_SOUL_STATE
from bscore._types cimport CardTable, Frame, GameState, NO_CARD, R16F_CONTRACT


cdef inline bint in_soul(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """R16.3: the card in player p's slot k is in soul state, so it counts as not on the field for every rule
    and effect but its own and those naming soul state. One bit test in games without contract cards."""
    return (t.r16_union & R16F_CONTRACT) != 0 and g.players[p].slots[k].soul != 0


cdef inline int soul_slot_of(const GameState* g, int p, int inst) noexcept nogil:
    """Slot of instance inst on player p's field, -1 if it is not there."""
    cdef int k
    if inst == NO_CARD:
        return -1
    for k in range(g.players[p].slot_top):
        if g.players[p].slots[k].inst == inst:
            return k
    return -1


cdef inline bint soul_cond(const GameState* g, const CardTable* t, int cond, int p, int inst,
                           const Frame* fr) noexcept nogil:
    """Cond.IN_SOUL_STATE (the source card) and Cond.SOUL_STATE_ALLOWED (the frame's subject, R16.3)."""
    cdef int k
    if cond == CN_IN_SOUL_STATE:
        k = soul_slot_of(g, p, inst)
        return k >= 0 and g.players[p].slots[k].soul != 0
    if fr == NULL:
        return False
    k = soul_slot_of(g, fr.subj_player, fr.subj_inst)  # Cond.SOUL_STATE_ALLOWED: not braved, not in soul state
    return k >= 0 and g.players[fr.subj_player].slots[k].soul == 0 and (
        not t.brave_any or g.players[fr.subj_player].brave[k] == NO_CARD)


cdef bint exec_soul_op(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil
cdef bint soul_states_ok(const GameState* g, const CardTable* t, int p) noexcept nogil
cdef bint offer_soul_return(GameState* g, const CardTable* t, int p, int k, int dest, int eff_player) noexcept nogil
cdef bint op_return_replaced(GameState* g, const CardTable* t, Frame* fr) noexcept nogil
