from libc.stdint cimport int32_t
from bscore._types cimport CardTable, GameState
from bscore.cards cimport CardTableHandle

cdef int validate_action(const GameState* g, const CardTable* t, int code) noexcept nogil

cdef class CoreState:
    cdef GameState g
    cdef CardTableHandle handle
    cdef const CardTable* t
    cdef public object game
    cdef int _legal(self, int32_t* out) noexcept
