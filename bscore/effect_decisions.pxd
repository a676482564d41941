from libc.stdint cimport int32_t

from bscore._types cimport CardTable, GameState

cdef int use_legal(const GameState* g, const CardTable* t, int d, int p, int32_t* out, int limit) noexcept nogil
cdef int effect_legal(const GameState* g, const CardTable* t, int32_t* out, int limit) noexcept nogil
cdef void perform_effect(GameState* g, const CardTable* t, int code) noexcept nogil
cdef void perform_use(GameState* g, const CardTable* t, int d, int p, int code) noexcept nogil


cdef inline bint push(int32_t* out, int* n, int limit, int code) noexcept nogil:
    """Append a legal code; True once the buffer holds ``limit`` codes (the caller stops)."""
    out[n[0]] = code
    n[0] += 1
    return n[0] >= limit
