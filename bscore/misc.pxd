from libc.stdint cimport int32_t
from bscore._effects cimport RL_MAGIC_COLOR_LOCK
from bscore._types cimport CardTable, Frame, GameState
from bscore.statics cimport rule_printed

cdef bint magic_color_locked_scan(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil
cdef void copy_summon_effect(GameState* g, const CardTable* t, const Frame* fr) noexcept nogil
cdef bint copied_ability_ok(const GameState* g, const CardTable* t, int ab, int p, int inst) noexcept nogil
cdef bint paid_draw_in_force(const GameState* g, const CardTable* t) noexcept nogil
cdef bint op_paid_draw(GameState* g, const CardTable* t, Frame* fr, const int32_t* op, int p) noexcept nogil
cdef void paid_draw_one(GameState* g, const CardTable* t, Frame* fr, const int32_t* op, int source) noexcept nogil


cdef inline bint magic_color_locked(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil:
    """A Rule.MAGIC_COLOR_LOCK in force keeps p from using Magic ``inst`` (BSS03-117); no call without one."""
    return rule_printed(t, RL_MAGIC_COLOR_LOCK) and magic_color_locked_scan(g, t, p, inst)
