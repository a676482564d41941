# Information-set search for one decision (docs/AGENTS.md): determinize the hidden cards with the
# resample kernel (R0.7), pick a root action by UCB1, play the rest of the game with the compiled
# greedy (or epsilon-greedy) policy, and credit the win or loss to that root action.
# Also home of agent_action (inline in ismcts.pxd), the one dispatch every compiled agent goes through.

from libc.math cimport log, sqrt
from libc.stdint cimport int32_t, uint8_t, uint16_t, uint64_t
from libc.string cimport memset
from posix.time cimport CLOCK_MONOTONIC, clock_gettime, timespec

from bscore._types cimport (
    A_PASS, CardTable, DK_NONE, GameState, MAX_CARDS, NUM_ACTIONS, PH_GAME_OVER, PlayerState,
)
from bscore.agents cimport AGENT_GREEDY, AGENT_RANDOM, greedy_action, random_action
from bscore.legal cimport is_legal, legal_actions
from bscore.resample cimport hidden_pools, resample_hidden
from bscore.rng cimport derive_seed, next_u64, seed_state
from bscore.state cimport CoreState
from bscore.turn cimport step

AGENT_KINDS = {"random": AGENT_RANDOM, "greedy": AGENT_GREEDY, "ismcts": AGENT_ISMCTS}
DEFAULT_BUDGET = DEFAULT_ROLLOUTS
DEFAULT_C = 0.7
DEFAULT_EPSILON = 0.0

cdef uint64_t ROLLOUT_STREAM = 1ULL << 63  # an index no iteration's determinization seed uses


# -- information-set canonical form ---------------------------------------------------------------
# resample_hidden permutes the rows the player cannot see; sorting those rows first makes the
# determinizations a function of the information set alone, so the search cannot peek (R0.7).
# Both use the same pools (resample.hidden_pools).

cdef void sort_rows(PlayerState* pl, const uint8_t* insts, int n) noexcept nogil:
    """Give the instances ``insts`` (in that order) their rows sorted ascending."""
    cdef uint16_t rows[MAX_CARDS]
    cdef uint16_t r
    cdef int i, j
    for i in range(n):
        r = pl.card_ids[insts[i]]
        j = i
        while j > 0 and rows[j - 1] > r:
            rows[j] = rows[j - 1]
            j -= 1
        rows[j] = r
    for i in range(n):
        pl.card_ids[insts[i]] = rows[i]


cdef void canonical_hidden(GameState* g, int player) noexcept nogil:
    """Sort the rows of every card ``player`` cannot see (resample_hidden's pools, per player)."""
    cdef uint8_t pool[MAX_CARDS]
    cdef uint8_t own[MAX_CARDS]
    cdef int n
    cdef bint burst_first
    cdef int n_own = hidden_pools(g, player, pool, &n, &burst_first, own)
    sort_rows(&g.players[1 - player], pool, n)
    sort_rows(&g.players[player], own, n_own)


# -- search ---------------------------------------------------------------------------------------

cdef double now_ms() noexcept nogil:
    cdef timespec ts
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return ts.tv_sec * 1000.0 + ts.tv_nsec * 1e-6


cdef inline double unit(uint64_t* rng) noexcept nogil:
    """A uniform double in [0, 1) from the top 53 bits."""
    return (next_u64(rng) >> 11) * (1.0 / 9007199254740992.0)


cdef double rollout(GameState* g, const CardTable* t, int player, uint64_t* rng, double epsilon,
                    int32_t* buf) noexcept nogil:
    """Play to the end; 1 if ``player`` won, 0 if they lost, 0.5 for a draw or a truncated game."""
    cdef int n = 0, code
    while g.phase != PH_GAME_OVER and n < MAX_ROLLOUT_ACTIONS:
        if epsilon > 0.0 and unit(rng) < epsilon:
            code = random_action(rng, buf, legal_actions(g, t, buf, NUM_ACTIONS))
        else:
            code = greedy_action(g, t)
            if not is_legal(g, t, code):  # never expected; step() must only ever see legal codes
                legal_actions(g, t, buf, 1)
                code = buf[0]
        step(g, t, code)
        n += 1
    if g.phase != PH_GAME_OVER or g.winner > 1:
        return 0.5
    return 1.0 if g.winner == player else 0.0


cdef int first_pass(int it, int favourite) noexcept nogil:
    """The root action tried at iteration ``it`` of the first sweep: the greedy choice leads."""
    if it == 0:
        return favourite
    return it - 1 if it - 1 < favourite else it


cdef int ismcts_search(const GameState* root, const CardTable* t, int player, uint64_t seed,
                       const AgentSpec* spec, int* rollouts_done) noexcept nogil:
    """The most-visited root action after the budget; the greedy choice when nothing was searched.

    Each iteration determinizes the canonical root with resample_hidden(seed, iteration), takes
    the UCB1 root action, and scores one rollout. Same seed and rollout budget: same action.
    """
    cdef int32_t legal[NUM_ACTIONS]
    cdef int32_t scratch[NUM_ACTIONS]
    cdef int visits[NUM_ACTIONS]
    cdef double wins[NUM_ACTIONS]
    cdef GameState base
    cdef GameState g
    cdef uint64_t rng[4]
    cdef int n = legal_actions(root, t, legal, NUM_ACTIONS)
    cdef int i, a, it = 0, favourite = 0, best
    cdef int greedy_code
    cdef double score, best_score, deadline = 0.0, log_n
    rollouts_done[0] = 0
    if n <= 1:
        return legal[0] if n else A_PASS
    greedy_code = greedy_action(root, t)
    for i in range(n):
        if legal[i] == greedy_code:
            favourite = i
    base = root[0]
    canonical_hidden(&base, player)
    seed_state(rng, derive_seed(seed, ROLLOUT_STREAM))
    memset(visits, 0, n * sizeof(int))
    memset(wins, 0, n * sizeof(double))
    if spec.ms > 0.0:
        deadline = now_ms() + spec.ms
    while True:
        if spec.rollouts > 0 and it >= spec.rollouts:
            break
        if spec.ms > 0.0 and now_ms() >= deadline:
            break
        if it < n:
            a = first_pass(it, favourite)
        else:
            log_n = log(<double>it)
            a = 0
            best_score = -1.0
            for i in range(n):
                score = wins[i] / visits[i] + spec.c * sqrt(log_n / visits[i])
                if score > best_score:
                    a = i
                    best_score = score
        g = base
        resample_hidden(&g, t, player, derive_seed(seed, it))
        visits[a] += 1
        if is_legal(&g, t, legal[a]):  # always, unless the action hinged on a hidden card
            step(&g, t, legal[a])
            wins[a] += rollout(&g, t, player, rng, spec.epsilon, scratch)
        it += 1
    rollouts_done[0] = it
    if it == 0:
        return greedy_code
    best = favourite
    for i in range(n):
        if visits[i] > visits[best] or (visits[i] == visits[best] and visits[i] > 0
                                         and wins[i] * visits[best] > wins[best] * visits[i]):
            best = i
    return legal[best]


cdef int fill_spec(AgentSpec* spec, kind, rollouts, ms, c, epsilon) except -1:
    """Validate an agent's settings at the Python boundary (typed errors name the field)."""
    from pybs.errors import PybsError

    if kind not in AGENT_KINDS:
        raise PybsError(f"unknown agent {kind!r}; known: {', '.join(AGENT_KINDS)}")
    rollouts = 0 if rollouts is None else rollouts
    ms = 0.0 if ms is None else ms
    if type(rollouts) is not int or not 0 <= rollouts <= 100_000_000:
        raise PybsError(f"budget_rollouts must be an integer in 0..100000000 or None, got {rollouts!r}")
    if not isinstance(ms, (int, float)) or not 0 <= ms <= 3_600_000:
        raise PybsError(f"budget_ms must be a number of milliseconds in 0..3600000 or None, got {ms!r}")
    if kind == "ismcts" and rollouts == 0 and ms == 0:
        raise PybsError("an ISMCTS agent needs a budget: budget_rollouts or budget_ms")
    if not isinstance(c, (int, float)) or not 0 <= c <= 100:
        raise PybsError(f"c (UCB1 exploration) must be a number in 0..100, got {c!r}")
    if not isinstance(epsilon, (int, float)) or not 0 <= epsilon <= 1:
        raise PybsError(f"epsilon must be a number in 0..1, got {epsilon!r}")
    spec.kind = AGENT_KINDS[kind]
    spec.rollouts = rollouts
    spec.ms = ms
    spec.c = c
    spec.epsilon = epsilon
    return 0


cdef class CompiledAgent:
    """A compiled policy acting on one ``State``: ``step(state) -> code`` (the batch loop's choices).

    ``kind`` is "random", "greedy" or "ismcts"; ``seed`` seeds the agent's own stream (random
    picks, and one search seed per ISMCTS decision), exactly as the batch loop seeds each seat.
    """

    cdef AgentSpec spec
    cdef uint64_t rng[4]
    cdef readonly int last_rollouts
    cdef readonly str kind

    def __init__(self, str kind, uint64_t seed=0, rollouts=DEFAULT_ROLLOUTS, ms=None, c=DEFAULT_C,
                 epsilon=DEFAULT_EPSILON):
        fill_spec(&self.spec, kind, rollouts, ms, c, epsilon)
        self.kind = kind
        seed_state(self.rng, seed)
        self.last_rollouts = 0

    def step(self, CoreState state) -> int:
        """The agent's action for ``state``'s pending decision (the GIL is released meanwhile)."""
        cdef int32_t buf[NUM_ACTIONS]
        cdef int code, done = 0
        if state.t == NULL or state.g.phase == PH_GAME_OVER:
            from pybs.errors import StateError

            raise StateError("the game is over (R4.5): there is no decision to take")
        with nogil:
            code = agent_action(&self.spec, &state.g, state.t, self.rng, buf, &done)
        self.last_rollouts = done
        return code


def search(CoreState state, uint64_t seed, rollouts=DEFAULT_ROLLOUTS, ms=None, c=DEFAULT_C,
           epsilon=DEFAULT_EPSILON):
    """One ISMCTS search for the pending decision: (action code, rollouts played)."""
    cdef AgentSpec spec
    cdef int code, done = 0, player
    fill_spec(&spec, "ismcts", rollouts, ms, c, epsilon)
    if state.t == NULL or state.g.phase == PH_GAME_OVER:
        from pybs.errors import StateError

        raise StateError("the game is over (R4.5): there is no decision to search")
    player = state.g.edecision_player if state.g.edecision != DK_NONE else state.g.decision_player
    with nogil:
        code = ismcts_search(&state.g, state.t, player, seed, &spec, &done)
    return code, done
