from libc.stdint cimport int32_t

from bscore._types cimport CardTable, Frame, GameState

cdef void offer_links(GameState* g, const CardTable* t, int p, int k) noexcept nogil
cdef bint op_link(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil
cdef bint op_link_partner(GameState* g, Frame* fr) noexcept nogil
cdef int linked_symbols(const GameState* g, const CardTable* t, int p) noexcept nogil
