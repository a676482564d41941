from bscore._types cimport CardTable, GameState

cdef int limit_life_damage(const GameState* g, const CardTable* t, int a, int k, int moved, int life) noexcept nogil
cdef bint compare_cost_now(GameState* g) noexcept nogil
cdef bint turn_rule_affects(const GameState* g, const CardTable* t, int rule, int p, int k) noexcept nogil
