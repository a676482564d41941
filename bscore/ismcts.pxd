from libc.stdint cimport int32_t, uint64_t
from bscore._types cimport CardTable, DK_NONE, GameState, NUM_ACTIONS
from bscore.agents cimport AGENT_GREEDY, AGENT_RANDOM, greedy_action, random_action
from bscore.legal cimport legal_actions
from bscore.rng cimport next_u64

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
cdef int fill_spec(AgentSpec* spec, kind, rollouts, ms, c, epsilon) except -1


# Once per action of every batch game: inline, so a greedy or random player costs no extra call.
cdef inline int agent_action(const AgentSpec* spec, const GameState* g, const CardTable* t, uint64_t* rng,
                             int32_t* buf, int* rollouts_done) noexcept nogil:
    """The agent's code for the pending decision; ``rng`` is its own stream, ``buf`` scratch."""
    cdef int p
    rollouts_done[0] = 0
    if spec.kind == AGENT_RANDOM:
        return random_action(rng, buf, legal_actions(g, t, buf, NUM_ACTIONS))
    if spec.kind == AGENT_GREEDY:
        return greedy_action(g, t)
    p = g.edecision_player if g.edecision != DK_NONE else g.decision_player
    return ismcts_search(g, t, p, next_u64(rng), spec, rollouts_done)
