from bscore._effects cimport MD_MUST_ATTACK_FIRST
from bscore._types cimport CardTable, GameState, NO_CARD
from bscore.statics cimport has_mod

cdef int extra_cost_ability(const CardTable* t, int row) noexcept nogil
cdef bint extra_cost_payable(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil
cdef void announce_extra_cost(GameState* g, const CardTable* t, int p, int inst) noexcept nogil
cdef bint attack_first_bound_scan(const GameState* g, const CardTable* t, int p) noexcept nogil
cdef void note_defeated_bp(GameState* g, const CardTable* t, int winner, int lp, int lk) noexcept nogil
cdef int defeated_bp(const GameState* g, int p) noexcept nogil


cdef inline bint attack_first_bound(const GameState* g, const CardTable* t, int p) noexcept nogil:
    """R0.3 ("must" beats "may"), BSS01-059: before p's first attack this turn, while a refreshed Spirit of p
    marked Mod.MUST_ATTACK_FIRST can attack, the Attack Step cannot end and only a marked Spirit may attack."""
    return g.n_mods != 0 and g.first_attacker == NO_CARD and attack_first_bound_scan(g, t, p)


cdef inline bint may_attack_first(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """Slot k may be declared as an attacker as far as Mod.MUST_ATTACK_FIRST goes (BSS01-059)."""
    return not attack_first_bound(g, t, p) or has_mod(g, p, g.players[p].slots[k].inst, MD_MUST_ATTACK_FIRST)
