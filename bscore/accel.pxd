from bscore._types cimport CardTable, GameState

cdef int accel_ability(const CardTable* t, int row) noexcept nogil
cdef int accel_cost_to_pay(const GameState* g, const CardTable* t, int p, int inst, int ab) noexcept nogil
cdef bint can_accel(const GameState* g, const CardTable* t, int p, int h, int d) noexcept nogil
cdef bint can_accel_field(const GameState* g, const CardTable* t, int p, int k, int d) noexcept nogil
cdef bint can_advent_hand_side(const GameState* g, const CardTable* t, int p, int i, int d) noexcept nogil
cdef bint may_use_hand_side(const CardTable* t, int row) noexcept nogil
cdef void perform_hand_side(GameState* g, const CardTable* t, int d, int p, int code) noexcept nogil
