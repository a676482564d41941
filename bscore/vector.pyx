# The vector environment's stepping core: N GameState records in one numpy array, stepped in one
# nogil loop that also writes observations, legal masks, rewards and done flags (pybs/vector.py).

from libc.stdint cimport int32_t, int64_t, uint8_t, uint16_t, uint64_t
from libc.string cimport memcpy

from libc.stdlib cimport free, malloc

from bscore._types cimport (
    CardTable, DK_NONE, DK_PAY, DK_PLACE, GameState, NUM_ACTIONS, PH_GAME_OVER, RulesBlock,
)
from bscore.agents cimport greedy_action
from bscore.cards cimport CardTableHandle
from bscore.observe cimport OBS_SIZE, pending_player, write_legal_mask, write_observation
from bscore.rng cimport bounded, derive_seed, seed_state
from bscore.state cimport validate_action
from bscore.turn cimport setup_game, step


cdef uint64_t episode_seed(uint64_t master, uint64_t game, uint64_t episode) noexcept nogil:
    """Seed of episode ``episode`` of game ``game`` in a vector seeded ``master``."""
    return derive_seed(derive_seed(master, game), episode)


def py_episode_seed(master: int, game: int, episode: int) -> int:
    """``episode_seed`` for Python callers (tests, replays of one vector game)."""
    return episode_seed(master, game, episode)


cdef extern from *:
    int popcount64 "__builtin_popcountll"(unsigned long long) nogil

cdef enum:
    POLICY_STREAM = 0x5EED
    OPPONENT_STREAM = 0x0990
    # who answers the decisions of a game's other seat in learner mode (configure)
    OPP_NONE = 0        # nobody: every decision comes back to the caller (both seats, the default)
    OPP_EXTERNAL = 1    # the caller (a Python agent): decisions stop at either seat
    OPP_RANDOM = 2      # uniform over the legal codes, compiled, from the core's opponent stream
    OPP_GREEDY = 3      # bscore.agents' greedy policy, compiled
    AUTO_ANSWER_CAP = 4096  # a safety cap on decisions answered in one advance (each moves a core or a card)


cdef inline uint64_t word_at(const uint8_t* row, int w) noexcept nogil:
    cdef uint64_t x
    memcpy(&x, row + 8 * w, 8)
    return x


cdef int32_t random_legal(const uint8_t* row, uint64_t* rng) noexcept nogil:
    """A uniformly random code whose mask byte is 1 (mask bytes are 0/1, so popcount counts them)."""
    cdef int w, n = 0, i, c, words = NUM_ACTIONS // 8
    cdef int64_t k
    for w in range(words):
        n += popcount64(word_at(row, w))
    for i in range(words * 8, NUM_ACTIONS):
        n += row[i]
    if n == 0:
        return 0
    k = <int64_t>bounded(rng, n)
    i = 0
    while i + 8 <= NUM_ACTIONS:  # skip whole words holding fewer than k + 1 legal codes
        c = popcount64(word_at(row, i // 8))
        if k < c:
            break
        k -= c
        i += 8
    while i < NUM_ACTIONS:
        if row[i]:
            if k == 0:
                return i
            k -= 1
        i += 1
    return 0


cdef struct Setup:
    const uint16_t* rows0
    int n0
    const uint16_t* rows1
    int n1
    RulesBlock rules
    uint64_t master
    uint8_t options


cdef inline void observe_one(const GameState* g, const CardTable* t, float* obs, uint8_t* mask,
                             int32_t* player) noexcept nogil:
    cdef int p = pending_player(g)
    player[0] = -4 if g.phase == PH_GAME_OVER else p
    write_observation(g, t, p if p <= 1 else 0, obs)
    write_legal_mask(g, t, mask)


cdef inline bint is_payment(const GameState* g) noexcept nogil:
    """A decision to pay a cost or place cores (R7.5, R7.6): an effect's (it goes first) or the flow's."""
    if g.edecision != DK_NONE:
        return g.edecision == DK_PAY or g.edecision == DK_PLACE
    return g.decision == DK_PAY or g.decision == DK_PLACE


cdef class VectorCore:
    """The compiled half of ``pybs.vector.VectorEnv``: the decks, rules and seeds of its games."""

    cdef CardTableHandle handle
    cdef Setup setup
    cdef object keep  # the row arrays the Setup points into
    cdef uint64_t rng[4]  # the random policy's stream (random_actions), apart from the games'
    cdef uint64_t opp_rng[4]  # the compiled random opponent's stream
    cdef int opponent  # OPP_*
    cdef bint auto_pay  # answer payments of the seats the caller plays the standard (greedy) way
    cdef object seats_keep
    cdef const int32_t* seats  # the caller's seat per game in learner mode, else NULL
    cdef uint8_t* scratch  # a legal mask row for the compiled random opponent

    def __cinit__(self):
        self.scratch = <uint8_t*>malloc(NUM_ACTIONS)
        if self.scratch == NULL:
            raise MemoryError()

    def __dealloc__(self):
        free(self.scratch)

    def __init__(self, CardTableHandle handle, rows0, rows1, bytes rules, uint64_t master, int options):
        cdef const uint16_t[::1] r0 = rows0
        cdef const uint16_t[::1] r1 = rows1
        if len(rules) != sizeof(RulesBlock):
            raise ValueError("rules record has the wrong size")
        self.handle = handle
        self.keep = (rows0, rows1)
        self.setup.rows0 = &r0[0]
        self.setup.n0 = r0.shape[0]
        self.setup.rows1 = &r1[0]
        self.setup.n1 = r1.shape[0]
        memcpy(&self.setup.rules, <const char*>rules, sizeof(RulesBlock))
        self.setup.master = master
        self.setup.options = <uint8_t>options
        seed_state(self.rng, derive_seed(master, POLICY_STREAM))
        seed_state(self.opp_rng, derive_seed(master, OPPONENT_STREAM))
        self.opponent = OPP_NONE
        self.auto_pay = False
        self.seats = NULL

    def configure(self, seats, int opponent, bint auto_pay):
        """Learner mode: ``seats[i]`` is the caller's seat in game i (None: the caller plays both
        seats), ``opponent`` (OPP_*) answers the other seat, and with ``auto_pay`` the caller's
        payments and core placements are answered the greedy agent's way in the same call."""
        cdef const int32_t[::1] view
        if opponent < OPP_NONE or opponent > OPP_GREEDY:
            raise ValueError(f"unknown opponent kind {opponent}")
        if seats is None:
            if opponent != OPP_NONE:
                raise ValueError("an opponent needs the caller's seats")
            self.seats_keep = None
            self.seats = NULL
        else:
            view = seats
            self.seats_keep = seats
            self.seats = &view[0]
        self.opponent = opponent
        self.auto_pay = auto_pay

    cdef int advance(self, GameState* g, const CardTable* t, Py_ssize_t i) noexcept nogil:
        """Answer what the caller does not: its payments (auto_pay) and the compiled opponent's
        decisions, until the caller decides or the game is over; returns the decisions answered."""
        cdef int p, code, n = 0
        cdef bint mine
        while g.phase != PH_GAME_OVER and n < AUTO_ANSWER_CAP:
            p = pending_player(g)
            mine = self.seats == NULL or p == self.seats[i]
            if mine:
                if not (self.auto_pay and is_payment(g)):
                    break
                code = greedy_action(g, t)
            elif self.opponent == OPP_RANDOM:
                write_legal_mask(g, t, self.scratch)
                code = random_legal(self.scratch, self.opp_rng)
            elif self.opponent == OPP_GREEDY:
                code = greedy_action(g, t)
            else:
                break  # OPP_EXTERNAL: the caller's agent answers
            step(g, t, code)
            n += 1
        return n

    def random_actions(self, const uint8_t[:, ::1] mask, int32_t[::1] out):
        """out[i]: a uniformly random legal code of row i of ``mask`` (a baseline policy, benchmarks)."""
        cdef Py_ssize_t i
        if mask.shape[1] != NUM_ACTIONS or out.shape[0] != mask.shape[0]:
            raise ValueError(f"mask must be (n, {NUM_ACTIONS}) and out (n,)")
        with nogil:
            for i in range(mask.shape[0]):
                out[i] = random_legal(&mask[i, 0], self.rng)

    def reset(self, uint8_t[:, ::1] states, uint64_t[::1] episodes, float[:, ::1] obs, uint8_t[:, ::1] mask,
              int32_t[::1] players):
        """Set every game up for its current episode and write its first observation and mask."""
        cdef const CardTable* t = self.handle.ptr()
        cdef Py_ssize_t i, n = states.shape[0]
        cdef GameState* g
        _check_shapes(states, obs, mask, n)
        with nogil:
            for i in range(n):
                g = <GameState*>&states[i, 0]
                setup_game(g, t, self.setup.rows0, self.setup.n0, self.setup.rows1, self.setup.n1,
                           &self.setup.rules, episode_seed(self.setup.master, i, episodes[i]), self.setup.options)
                self.advance(g, t, i)
                observe_one(g, t, &obs[i, 0], &mask[i, 0], &players[i])

    def step(self, uint8_t[:, ::1] states, const int32_t[::1] actions, uint64_t[::1] episodes,
             float[:, ::1] obs, uint8_t[:, ::1] mask, float[:, ::1] rewards, uint8_t[::1] dones,
             uint8_t[::1] end_reasons, int32_t[::1] players, float[:, ::1] final_obs=None):
        """Apply actions[i] to game i (-1: leave game i and its outputs alone); -1 if all were legal
        (then every output of a stepped game is written), else the index of the first game whose
        action is illegal (then nothing changed). A game that ends writes its last observation, from
        the caller's seat (learner mode) or the last mover's, to ``final_obs[i]`` when given."""
        cdef const CardTable* t = self.handle.ptr()
        cdef Py_ssize_t i, n = states.shape[0], bad = -1
        cdef GameState* g
        cdef bint finals = final_obs is not None
        cdef int mover
        _check_shapes(states, obs, mask, n)
        if actions.shape[0] != n or rewards.shape[0] != n or dones.shape[0] != n:
            raise ValueError(f"actions, rewards and dones need {n} rows")
        if finals and (final_obs.shape[0] != n or final_obs.shape[1] != OBS_SIZE):
            raise ValueError(f"final_obs must be ({n}, {OBS_SIZE})")
        with nogil:
            for i in range(n):
                if actions[i] != -1 and validate_action(<GameState*>&states[i, 0], t, actions[i]):
                    bad = i
                    break
            if bad < 0:
                for i in range(n):
                    if actions[i] == -1:
                        continue
                    g = <GameState*>&states[i, 0]
                    mover = pending_player(g)
                    mover = mover if mover <= 1 else 0
                    step(g, t, actions[i])
                    self.advance(g, t, i)
                    rewards[i, 0] = 0
                    rewards[i, 1] = 0
                    dones[i] = 0
                    end_reasons[i] = 0
                    if g.phase == PH_GAME_OVER:
                        dones[i] = 1
                        end_reasons[i] = g.end_reason
                        if g.winner <= 1:
                            rewards[i, g.winner] = 1
                            rewards[i, 1 - g.winner] = -1
                        if finals:
                            write_observation(g, t, self.seats[i] if self.seats != NULL else mover,
                                              &final_obs[i, 0])
                        episodes[i] += 1
                        setup_game(g, t, self.setup.rows0, self.setup.n0, self.setup.rows1, self.setup.n1,
                                   &self.setup.rules, episode_seed(self.setup.master, i, episodes[i]),
                                   self.setup.options)
                        self.advance(g, t, i)
                    observe_one(g, t, &obs[i, 0], &mask[i, 0], &players[i])
        return bad


def _check_shapes(states, obs, mask, Py_ssize_t n):
    if states.shape[1] != sizeof(GameState):
        raise ValueError(f"state rows must be {sizeof(GameState)} bytes")
    if obs.shape[0] != n or obs.shape[1] != OBS_SIZE or mask.shape[0] != n or mask.shape[1] != NUM_ACTIONS:
        raise ValueError(f"obs must be ({n}, {OBS_SIZE}) and mask ({n}, {NUM_ACTIONS})")
