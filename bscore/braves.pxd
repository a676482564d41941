# Braves (R12): fusing, separating and swapping, and a Braved Spirit leaving the field (braves.pyx).
# Twin: pybs/reference/braves.py. The readers of a pair's added stats are inline in brave_stats.pxd.

from libc.stdint cimport int32_t
from bscore._types cimport CardTable, Frame, GameState


cdef int fused_slot(const GameState* g, int p, int inst) noexcept nogil
cdef bint can_take_brave(const GameState* g, const CardTable* t, int p, int brave_inst, int dst,
                         int ignore_slot) noexcept nogil
cdef int summon_fuse_codes(const GameState* g, const CardTable* t, int p, int32_t* out, int n,
                           int limit) noexcept nogil
cdef int main_brave_codes(const GameState* g, const CardTable* t, int p, int32_t* out, int n,
                          int limit) noexcept nogil
cdef void fuse(GameState* g, const CardTable* t, int p, int src, int dst) noexcept nogil
cdef void fuse_summoned(GameState* g, const CardTable* t, int p, int dst, bint exhausted) noexcept nogil
cdef void separate(GameState* g, const CardTable* t, int p, int k, bint from_reserve) noexcept nogil
cdef void brave_left_behind(GameState* g, const CardTable* t, int p, int brave_inst, bint to_hand_zone,
                            int exhaust, bint was_attacking) noexcept nogil
cdef void brave_to_deck(GameState* g, int p, int brave_inst, int dest) noexcept nogil
cdef bint op_brave_keep(GameState* g, const CardTable* t, Frame* fr) noexcept nogil
cdef int brave_keep_codes(const GameState* g, const CardTable* t, const Frame* fr, int32_t* out,
                          int limit) noexcept nogil
cdef void answer_brave_keep(GameState* g, Frame* fr, int code) noexcept nogil
