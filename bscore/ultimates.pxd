from libc.stdint cimport int32_t
from bscore._types cimport CardTable, Frame, GameState

cdef bint ultimate_summon_ok(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil
cdef bint op_u_trigger(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil
