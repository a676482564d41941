from libc.stdint cimport uint32_t

from bscore._types cimport CardTable, GameState

cdef bint emit_refreshed(GameState* g, const CardTable* t, int p, uint32_t slots, int flags,
                         int eff_player) noexcept nogil
