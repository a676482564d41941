from libc.stdint cimport int32_t
from bscore._types cimport CardTable, Frame, GameState

cdef bint magic_color_locked(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil
cdef void copy_summon_effect(GameState* g, const CardTable* t, const Frame* fr) noexcept nogil
cdef bint copied_ability_ok(const GameState* g, const CardTable* t, int ab, int p, int inst) noexcept nogil
cdef bint paid_draw_in_force(const GameState* g, const CardTable* t) noexcept nogil
cdef bint op_paid_draw(GameState* g, const CardTable* t, Frame* fr, const int32_t* op, int p) noexcept nogil
cdef void paid_draw_one(GameState* g, const CardTable* t, Frame* fr, const int32_t* op, int source) noexcept nogil
