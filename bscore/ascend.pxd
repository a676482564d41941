from bscore._types cimport CardTable, GameState

cdef int extra_cost_ability(const CardTable* t, int row) noexcept nogil
cdef bint extra_cost_payable(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil
cdef void announce_extra_cost(GameState* g, const CardTable* t, int p, int inst) noexcept nogil
cdef bint attack_first_bound(const GameState* g, const CardTable* t, int p) noexcept nogil
cdef bint may_attack_first(const GameState* g, const CardTable* t, int p, int k) noexcept nogil
cdef void note_defeated_bp(GameState* g, const CardTable* t, int winner, int lp, int lk) noexcept nogil
cdef int defeated_bp(const GameState* g, int p) noexcept nogil
