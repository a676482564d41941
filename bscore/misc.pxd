from bscore._types cimport CardTable, Frame, GameState

cdef bint magic_color_locked(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil
cdef int field_symbol_colors(const GameState* g, const CardTable* t, int p) noexcept nogil
cdef void copy_summon_effect(GameState* g, const CardTable* t, const Frame* fr) noexcept nogil
cdef bint copied_ability_ok(const GameState* g, const CardTable* t, int ab, int p, int inst) noexcept nogil
