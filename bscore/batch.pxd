from libc.stdint cimport int8_t, int32_t, uint8_t, uint16_t, uint64_t
from bscore._types cimport CardTable, GameState, RulesBlock
from bscore.ismcts cimport AgentSpec

ctypedef struct GameResult:
    int8_t winner        # 0, 1, or -1 for a draw
    int8_t first_player
    int32_t turns
    uint8_t end_reason
    uint16_t life0
    uint16_t life1
    int32_t actions
    int32_t error        # invariant failure (checked runs only), 0 if none

cdef bint interrupt_pending() noexcept nogil
cdef bint play_one(GameState* g, const CardTable* t, const uint16_t* rows0, int n0,
                   const uint16_t* rows1, int n1, const RulesBlock* rules, uint64_t seed,
                   uint8_t options, const AgentSpec* agent0, const AgentSpec* agent1, bint check,
                   GameResult* out) noexcept nogil
