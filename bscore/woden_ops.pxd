from bscore._types cimport Frame, GameState

cdef bint op_magic_cost_paid(GameState* g, Frame* fr) noexcept nogil
