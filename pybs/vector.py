"""A vector environment for game AI: N games stepped together in compiled code.

    env = VectorEnv(pybs.Game(("ST01", "ST02")), num_envs=256, seed=1)
    obs, mask = env.reset()
    while training:
        actions = policy(obs, mask)                 # one legal code per game
        obs, mask, rewards, dones = env.step(actions)

The games live in one numpy array of ``STATE_DTYPE`` records (``env.records``). ``step`` applies
each game's action, then writes, into preallocated arrays that every call returns again:

- ``obs[i]``: the observation tensor (docs/OBSERVATION.md) for the player to move in game i;
- ``mask[i]``: the legal-action mask (uint8, ``NUM_ACTIONS``) of that position;
- ``rewards[i]``: per seat, +1/-1 to the winner/loser of a game that ended on this step, else 0;
- ``dones[i]``: 1 when game i ended on this step; it was then reset at once (automatic reset),
  so ``obs[i]`` and ``mask[i]`` already show the next episode's first position;
- ``players[i]``: the player to move now; ``end_reasons[i]``: the END_* reason of a finished game.

Seeds: episode j of game i is set up with ``episode_seed(seed, i, j)``, so any game can be replayed
alone with ``game.new_initial_state(env.seed_of(i, j))``.

Illegal actions: ``step`` raises ``IllegalActionError`` naming the first game whose action is not
legal, and then no game has moved (check against ``mask`` first). An action of -1 leaves that game
and its outputs as they are (the adapters step only the games whose opponent is to move).

``final_obs[i]`` is the last observation of a game that ended on this step (before its automatic
reset), seen by the player who made the last move, or by the learner's seat in learner mode
(``set_learner``, used by ``pybs.adapters.vector_env``: a compiled opponent answers the other seat
inside ``step``). With ``auto_pay=True`` every payment and core placement (R7.5, R7.6) is answered
the greedy agent's way inside ``step``, so a policy never sees those decisions (docs/AGENTS.md).
"""

from __future__ import annotations

import numpy as np

from bscore.vector import VectorCore, py_episode_seed

from . import layout as L
from .codec import NUM_ACTIONS
from .errors import IllegalActionError, PybsError
from .game import Game, State
from .observation import OBS_SIZE

# bscore/vector.pyx OPP_*: who answers the other seat's decisions in learner mode
OPPONENT_KINDS = {"none": 0, "external": 1, "random": 2, "greedy": 3}


class VectorEnv:
    """``num_envs`` games of ``game`` stepped together; see the module docstring."""

    def __init__(self, game: Game, num_envs: int, seed: int | None = None, auto_pay: bool = False) -> None:
        if not isinstance(game, Game):
            raise PybsError(f"game must be a pybs.Game, got {type(game).__name__}")
        if type(num_envs) is not int or num_envs < 1:
            raise PybsError(f"num_envs must be a positive integer, got {num_envs!r}")
        self.game = game
        self.num_envs = num_envs
        self.seed = game.seed if seed is None else int(seed) & ((1 << 64) - 1)
        self.records = np.zeros(num_envs, dtype=L.STATE_DTYPE)
        self._raw = self.records.view(np.uint8).reshape(num_envs, L.STATE_DTYPE.itemsize)
        self.episodes = np.zeros(num_envs, dtype=np.uint64)
        self.obs = np.zeros((num_envs, OBS_SIZE), dtype=np.float32)
        self.mask = np.zeros((num_envs, NUM_ACTIONS), dtype=np.uint8)
        self.rewards = np.zeros((num_envs, 2), dtype=np.float32)
        self.dones = np.zeros(num_envs, dtype=np.uint8)
        self.end_reasons = np.zeros(num_envs, dtype=np.uint8)
        self.players = np.zeros(num_envs, dtype=np.int32)
        self.final_obs = np.zeros((num_envs, OBS_SIZE), dtype=np.float32)
        self._actions = np.zeros(num_envs, dtype=np.int32)
        self._core = VectorCore(game.deck_handle, game.rows[0], game.rows[1], game.rules_bytes, self.seed,
                                game.options)
        self._started = False
        self.auto_pay = bool(auto_pay)
        self._core.configure(None, OPPONENT_KINDS["none"], self.auto_pay)

    def set_learner(self, seats: np.ndarray, opponent: str, auto_pay: bool) -> None:
        """Learner mode: the caller plays ``seats[i]`` in game i; ``opponent`` ("random", "greedy":
        compiled inside ``step``; "external": decisions of the other seat come back to the caller) plays
        the other seat; ``auto_pay`` answers the caller's payments and placements. Call before reset."""
        seats = np.ascontiguousarray(seats, dtype=np.int32)
        if seats.shape != (self.num_envs,) or not np.isin(seats, (0, 1)).all():
            raise PybsError(f"seats must be {self.num_envs} values of 0 or 1")
        if opponent not in OPPONENT_KINDS or opponent == "none":
            raise PybsError(f"opponent must be one of random, greedy, external; got {opponent!r}")
        self.seats = seats
        self.auto_pay = bool(auto_pay)
        self._core.configure(seats, OPPONENT_KINDS[opponent], self.auto_pay)

    def seed_of(self, index: int, episode: int) -> int:
        """The seed episode ``episode`` of game ``index`` is set up with."""
        return py_episode_seed(self.seed, index, episode)

    def reset(self) -> tuple[np.ndarray, np.ndarray]:
        """Start every game at episode 0; returns (obs, mask)."""
        self.episodes[:] = 0
        self.rewards[:] = 0
        self.dones[:] = 0
        self.end_reasons[:] = 0
        self._core.reset(self._raw, self.episodes, self.obs, self.mask, self.players)
        self._started = True
        return self.obs, self.mask

    def step(self, actions: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """Apply one action per game; returns (obs, mask, rewards, dones), arrays reused every call."""
        if not self._started:
            raise PybsError("call reset() before step()")
        actions = np.asarray(actions)
        if actions.shape != (self.num_envs,) or actions.dtype.kind not in "iu":
            raise TypeError(f"actions must be an integer array of shape ({self.num_envs},)")
        codes = np.ascontiguousarray(actions, dtype=np.int32)
        bad = self._core.step(self._raw, codes, self.episodes, self.obs, self.mask, self.rewards, self.dones,
                              self.end_reasons, self.players, self.final_obs)
        if bad >= 0:
            raise IllegalActionError(f"game {bad}: action {int(actions[bad])} is not legal in its position "
                                     "(check env.mask); no game was stepped")
        return self.obs, self.mask, self.rewards, self.dones

    def random_actions(self) -> np.ndarray:
        """A uniformly random legal action per game, from the current masks (a compiled baseline
        policy with its own seeded stream; the array is reused every call)."""
        self._core.random_actions(self.mask, self._actions)
        return self._actions

    def state(self, index: int) -> State:
        """A copy of game ``index`` as a ``State`` (for inspection, cloning or search)."""
        return State.from_record(self.records[index], self.game)


__all__ = ["VectorEnv"]
