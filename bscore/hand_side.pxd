from bscore._types cimport GameState

cdef int hand_side_index(const GameState* g, int p, int inst) noexcept nogil
cdef int take_from_hand_side(GameState* g, int p, int i) noexcept nogil
cdef void to_hand_side(GameState* g, int p, int inst) noexcept nogil
