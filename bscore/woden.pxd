from libc.stdint cimport uint32_t

from bscore._types cimport CardTable, GameState

cdef bint emit_refreshed(GameState* g, const CardTable* t, int p, uint32_t slots, int flags,
                         int eff_player) noexcept nogil
cdef int magic_discards_owed(const GameState* g, const CardTable* t, int p, int* cost_ab) noexcept nogil
cdef int magic_cost_ability(const CardTable* t, int row) noexcept nogil
cdef bint magic_discard_unpayable(const GameState* g, const CardTable* t, int p) noexcept nogil
