from libc.stdint cimport uint8_t, uint16_t, uint64_t
from bscore._types cimport CardTable, GameState, RulesBlock

cdef void setup_game(GameState* g, const CardTable* t, const uint16_t* rows0, int n0,
                     const uint16_t* rows1, int n1, const RulesBlock* rules, uint64_t seed,
                     uint8_t options) noexcept nogil
cdef void perform(GameState* g, const CardTable* t, int code) noexcept nogil
cdef void advance(GameState* g, const CardTable* t) noexcept nogil
cdef void step(GameState* g, const CardTable* t, int code) noexcept nogil
