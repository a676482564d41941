from bscore._types cimport CardTable, Frame, GameState

cdef int top_batch(const GameState* g, int* out) noexcept nogil
cdef void resolve_pending(GameState* g, int index) noexcept nogil
cdef void run_effects_step(GameState* g, const CardTable* t) noexcept nogil
cdef void finish_burst(GameState* g, const CardTable* t, Frame* fr, bint pay) noexcept nogil
cdef void move_card(GameState* g, int p, int inst, int dest) noexcept nogil
cdef int take_from_buffer(Frame* fr, int i) noexcept nogil
