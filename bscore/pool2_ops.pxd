from libc.stdint cimport int32_t

from bscore._effects cimport AK_MAGIC_FLASH, AK_MAGIC_MAIN
from bscore._types cimport CardTable, FRAME_MAGIC, Frame, GameState


cdef inline bint is_cast_frame(const CardTable* t, int ab, int flags) noexcept nogil:
    """A frame running a Magic effect outside a card use: one CAST_MAGIC started (not FRAME_MAGIC)."""
    return (t.ab_kind[ab] == AK_MAGIC_MAIN or t.ab_kind[ab] == AK_MAGIC_FLASH) and not flags & FRAME_MAGIC


cdef bint exec_pool2_op(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil
cdef int pool2_options(const GameState* g, const CardTable* t, const Frame* fr, const int32_t* op, int* out,
                       bint* pass_ok) noexcept nogil
cdef int options_of_choice(const GameState* g, const CardTable* t, int* out, bint* pass_ok) noexcept nogil
cdef void answer_pool2(GameState* g, const CardTable* t, Frame* fr, const int32_t* op, int pick) noexcept nogil
cdef bint cast_picks_effect(const Frame* fr, const int32_t* op) noexcept nogil
cdef int feast_tokens(const GameState* g, int p, const int32_t* op, int* out) noexcept nogil
