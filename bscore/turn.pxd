from libc.stdint cimport int32_t, uint8_t, uint16_t, uint64_t
from bscore._types cimport CardTable, GameState, RulesBlock

cdef void setup_game(GameState* g, const CardTable* t, const uint16_t* rows0, int n0,
                     const uint16_t* rows1, int n1, const RulesBlock* rules, uint64_t seed,
                     uint8_t options) noexcept nogil
cdef int legal_actions(const GameState* g, const CardTable* t, int32_t* out, int limit) noexcept nogil
cdef void perform(GameState* g, const CardTable* t, int code) noexcept nogil
cdef void advance(GameState* g, const CardTable* t) noexcept nogil
cdef void step(GameState* g, const CardTable* t, int code) noexcept nogil
cdef int slot_bp(const GameState* g, const CardTable* t, int p, int k) noexcept nogil
cdef int slot_row(const GameState* g, int p, int k) noexcept nogil
