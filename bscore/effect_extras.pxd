from libc.stdint cimport int32_t
from bscore._types cimport CardTable, Frame, GameState

cdef void redirect_choice(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil
cdef void hand_added(GameState* g, const CardTable* t, const Frame* fr, int p) noexcept nogil
cdef void retrigger(GameState* g, const CardTable* t, const Frame* fr, int what) noexcept nogil
cdef int capped_discard(const GameState* g, int p, int count) noexcept nogil
