from libc.stdint cimport int32_t, uint64_t
from bscore._types cimport CardTable, GameState

cdef enum:
    AGENT_ISMCTS = 2
    DEFAULT_ROLLOUTS = 64          # rollouts per searched decision (docs/AGENTS.md)
    MAX_ROLLOUT_ACTIONS = 4000     # a rollout still running after this many actions scores as a draw

ctypedef struct AgentSpec:
    int kind            # AGENT_RANDOM, AGENT_GREEDY or AGENT_ISMCTS
    int rollouts        # ISMCTS budget in rollouts per decision (0: no rollout cap)
    double ms           # ISMCTS budget in milliseconds per decision (0: no time cap)
    double c            # UCB1 exploration constant
    double epsilon      # rollout policy: a uniform legal action with this probability, else greedy

cdef int ismcts_search(const GameState* root, const CardTable* t, int player, uint64_t seed,
                       const AgentSpec* spec, int* rollouts_done) noexcept nogil
cdef int agent_action(const AgentSpec* spec, const GameState* g, const CardTable* t, uint64_t* rng,
                      int32_t* buf, int* rollouts_done) noexcept nogil
cdef int fill_spec(AgentSpec* spec, kind, rollouts, ms, c, epsilon) except -1
