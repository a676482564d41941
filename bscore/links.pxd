from libc.stdint cimport int32_t

from bscore._effects cimport KW_LINK
from bscore._types cimport CardTable, Frame, GameState

cdef void offer_links_scan(GameState* g, const CardTable* t, int p, int k) noexcept nogil
cdef bint op_link(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil
cdef bint op_link_partner(GameState* g, Frame* fr) noexcept nogil
cdef int linked_symbols(const GameState* g, const CardTable* t, int p) noexcept nogil


cdef inline void offer_links(GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """(p, k) just attacked or blocked: Link Spirits of p whose condition it meets trigger; no call without Link."""
    if (t.kw_union >> KW_LINK) & 1:
        offer_links_scan(g, t, p, k)
