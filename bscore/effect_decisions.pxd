from libc.stdint cimport int32_t

from bscore._types cimport CardTable, GameState

cdef int use_legal(const GameState* g, const CardTable* t, int d, int p, int32_t* out, int limit) noexcept nogil
cdef int effect_legal(const GameState* g, const CardTable* t, int32_t* out, int limit) noexcept nogil
cdef void perform_effect(GameState* g, const CardTable* t, int code) noexcept nogil
cdef void perform_use(GameState* g, const CardTable* t, int d, int p, int code) noexcept nogil
