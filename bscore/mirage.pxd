from libc.stdint cimport int32_t

from bscore._types cimport CardTable, GameState

cdef int mirage_cost_to_pay(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil
cdef bint can_set_mirage(const GameState* g, const CardTable* t, int p, int h) noexcept nogil
cdef int mirage_codes(const GameState* g, const CardTable* t, int p, int32_t* out, int n, int limit) noexcept nogil
cdef void begin_mirage(GameState* g, const CardTable* t, int p, int h) noexcept nogil
