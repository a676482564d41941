from bscore._effects cimport RL_LIFE_DAMAGE_CAP
from bscore._types cimport CardTable, GameState
from bscore.statics cimport rule_printed

cdef int limit_life_damage_scan(const GameState* g, const CardTable* t, int a, int k, int moved,
                                int life) noexcept nogil
cdef bint compare_cost_now(GameState* g) noexcept nogil
cdef bint turn_rule_affects(const GameState* g, const CardTable* t, int rule, int p, int k) noexcept nogil


cdef inline int limit_life_damage(const GameState* g, const CardTable* t, int a, int k, int moved,
                                  int life) noexcept nogil:
    """R9.5 under the Life rules: the Life (p, k)'s attack takes. Only a printed cap or a lethal attack
    (which a Rule.LIFE_FLOOR may stop short) needs the scan."""
    if not rule_printed(t, RL_LIFE_DAMAGE_CAP) and not (moved >= life > 0):
        return moved
    return limit_life_damage_scan(g, t, a, k, moved, life)
