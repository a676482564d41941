# Temporary cost effects of the "events" vocabulary (player-wide mods): the next-Magic discount
# (Mod.NEXT_MAGIC_DISCOUNT) and costs set from the Life total (Mod.COST_IS_LIFE). Read by cost_to_pay
# (bscore/statics.pyx). Twin: pybs/reference/statics.py. Nothing here changes the state.

from bscore._effects cimport MD_COST_IS_LIFE, MD_NEXT_MAGIC_DISCOUNT
from bscore._effects cimport MD_COST_IS_LIFE_NEXT, MD_MAGIC_CORE_TAX  # vocab-D
from bscore._types cimport CardTable, CT_MAGIC, GameState, NO_CARD


cdef bint in_hand(const GameState* g, int p, int inst) noexcept nogil:
    cdef int h
    for h in range(g.players[p].hand_count):
        if g.players[p].hand[h] == inst:
            return True
    return False


cdef int discount_row(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil:
    """The Mod.NEXT_MAGIC_DISCOUNT row player p's Magic ``inst`` in hand would use up, or -1."""
    cdef int i, colors
    cdef int row = g.players[p].card_ids[inst]
    if t.card_type[row] != CT_MAGIC:
        return -1
    for i in range(g.n_mods):
        if g.mods[i].kind == MD_NEXT_MAGIC_DISCOUNT and g.mods[i].player == p and g.mods[i].inst == NO_CARD:
            colors = g.mods[i].value >> 4
            if (colors == 0 or colors & t.colors[row]) and in_hand(g, p, inst):
                return i
    return -1


cdef bint cost_mods(const GameState* g, int p) noexcept nogil:
    """Player p has a temporary effect on costs (the slow cost path is needed)."""
    cdef int i
    for i in range(g.n_mods):
        if g.mods[i].player == p and (g.mods[i].kind == MD_NEXT_MAGIC_DISCOUNT or g.mods[i].kind == MD_COST_IS_LIFE
                                      or g.mods[i].kind == MD_MAGIC_CORE_TAX  # vocab-D
                                      or g.mods[i].kind == MD_COST_IS_LIFE_NEXT):
            return True
    return False
