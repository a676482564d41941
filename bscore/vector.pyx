# The vector environment's stepping core: N GameState records in one numpy array, stepped in one
# nogil loop that also writes observations, legal masks, rewards and done flags (pybs/vector.py).

from libc.stdint cimport int32_t, int64_t, uint8_t, uint16_t, uint64_t
from libc.string cimport memcpy

from bscore._types cimport (
    CardTable, GameState, NUM_ACTIONS, PH_GAME_OVER, RulesBlock,
)
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


cdef class VectorCore:
    """The compiled half of ``pybs.vector.VectorEnv``: the decks, rules and seeds of its games."""

    cdef CardTableHandle handle
    cdef Setup setup
    cdef object keep  # the row arrays the Setup points into
    cdef uint64_t rng[4]  # the random policy's stream (random_actions), apart from the games'

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
                observe_one(g, t, &obs[i, 0], &mask[i, 0], &players[i])

    def step(self, uint8_t[:, ::1] states, const int32_t[::1] actions, uint64_t[::1] episodes,
             float[:, ::1] obs, uint8_t[:, ::1] mask, float[:, ::1] rewards, uint8_t[::1] dones,
             uint8_t[::1] end_reasons, int32_t[::1] players):
        """Apply actions[i] to game i; -1 if all were legal (then every output is written), else the
        index of the first game whose action is illegal (then nothing changed)."""
        cdef const CardTable* t = self.handle.ptr()
        cdef Py_ssize_t i, n = states.shape[0], bad = -1
        cdef GameState* g
        _check_shapes(states, obs, mask, n)
        if actions.shape[0] != n or rewards.shape[0] != n or dones.shape[0] != n:
            raise ValueError(f"actions, rewards and dones need {n} rows")
        with nogil:
            for i in range(n):
                if validate_action(<GameState*>&states[i, 0], t, actions[i]):
                    bad = i
                    break
            if bad < 0:
                for i in range(n):
                    g = <GameState*>&states[i, 0]
                    step(g, t, actions[i])
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
                        episodes[i] += 1
                        setup_game(g, t, self.setup.rows0, self.setup.n0, self.setup.rows1, self.setup.n1,
                                   &self.setup.rules, episode_seed(self.setup.master, i, episodes[i]),
                                   self.setup.options)
                    observe_one(g, t, &obs[i, 0], &mask[i, 0], &players[i])
        return bad


def _check_shapes(states, obs, mask, Py_ssize_t n):
    if states.shape[1] != sizeof(GameState):
        raise ValueError(f"state rows must be {sizeof(GameState)} bytes")
    if obs.shape[0] != n or obs.shape[1] != OBS_SIZE or mask.shape[0] != n or mask.shape[1] != NUM_ACTIONS:
        raise ValueError(f"obs must be ({n}, {OBS_SIZE}) and mask ({n}, {NUM_ACTIONS})")
