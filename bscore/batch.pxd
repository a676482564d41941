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

ctypedef struct CardMarks:      # per-card statistics of one game: bit i of [p] is player p's instance i
    uint64_t drawn[2]            # it was in the hand at some point (opening hand, draws, effects)
    uint64_t used[2]             # its player chose to use it (summon, deploy, Magic, Advent, Burst set, ...)
    uint64_t resolved[2]         # one of its abilities started resolving

ctypedef struct GameResultCards:
    GameResult result
    CardMarks marks

cdef bint interrupt_pending() noexcept nogil
cdef bint play_one(GameState* g, const CardTable* t, const uint16_t* rows0, int n0,
                   const uint16_t* rows1, int n1, const RulesBlock* rules, uint64_t seed,
                   uint8_t options, const AgentSpec* agent0, const AgentSpec* agent1, bint check,
                   GameResult* out, CardMarks* marks=*) noexcept nogil
