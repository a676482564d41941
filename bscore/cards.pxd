from bscore._types cimport CardTable

cdef class CardTableHandle:
    cdef CardTable table
    cdef readonly dict arrays
    cdef const CardTable* ptr(self) noexcept
