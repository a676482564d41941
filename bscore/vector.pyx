# The vector environment's stepping core: N GameState records in one numpy array, stepped in one
# nogil loop that also writes observations, legal masks, rewards and done flags (pybs/vector.py).

from libc.stdint cimport int32_t, uint8_t, uint16_t, uint64_t
from libc.string cimport memcpy

from bscore._types cimport (
    CardTable, GameState, NUM_ACTIONS, PH_GAME_OVER, RulesBlock,
)
from bscore.cards cimport CardTableHandle
from bscore.observe cimport OBS_SIZE, pending_player, write_legal_mask, write_observation
from bscore.rng cimport derive_seed
from bscore.state cimport validate_action
from bscore.turn cimport setup_game, step


cdef uint64_t episode_seed(uint64_t master, uint64_t game, uint64_t episode) noexcept nogil:
    """Seed of episode ``episode`` of game ``game`` in a vector seeded ``master``."""
    return derive_seed(derive_seed(master, game), episode)


def py_episode_seed(master: int, game: int, episode: int) -> int:
    """``episode_seed`` for Python callers (tests, replays of one vector game)."""
    return episode_seed(master, game, episode)


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
