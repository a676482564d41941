"""N games for one learner, stepped in compiled code: the engine behind the standard vector interfaces
(``gym_vector_env.BattleSpiritsVectorEnv``, ``sb3_vec_env.BattleSpiritsVecEnv``; no framework here).

In game i the learner plays ``seats[i]``; the opponent plays the other seat. A compiled opponent
("random", "greedy") answers inside the same compiled call as the learner's action; any other
opponent (``pybs.adapters.opponents``) is asked, batched, about the games where it is to move until
the learner decides again everywhere. Finished games restart at once (same-step autoreset): the
returned observation is already the next episode's, and ``final_obs`` holds the last one.

Options:

- ``auto_pay``: the learner's payments and core placements (R7.5, R7.6) are made the greedy agent's
  way (Reserve first, then the slot with the most spare cores) instead of one decision per core;
- ``observation``: "raw" (the tensor of docs/OBSERVATION.md) or "encoded" (``ObservationEncoder``);
- ``illegal_action``: "substitute" (default, as the single-game Gymnasium env: an illegal code is
  replaced by a uniformly random legal one, ``illegal_penalty`` is subtracted from that game's reward
  and ``illegal[i]`` is True) or "raise" (``IllegalActionError``, no game moves);
- ``reward``: "terminal" (default: +1 won, -1 lost, 0 draw, at the last step) or "life", which adds
  the SHAPED term ``life_coef`` x the change of (learner's Life - opponent's Life) since the learner's
  last observation (docs/AGENTS.md "Rewards"); the terminal +-1 is still paid.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from ..game import Game
from ..observation import OBS_OFFSETS, OBS_SIZE
from ..vector import VectorEnv
from ._common import TRUNCATING_ENDS, make_game
from .encoding import ObservationEncoder
from .opponents import Opponent, as_opponent

OBSERVATIONS = ("raw", "encoded")
REWARDS = ("terminal", "life")
_OWN_LIFE = OBS_OFFSETS["seats"]
_OPP_LIFE = OBS_OFFSETS["seats"] + OBS_OFFSETS["seat_size"]


def learner_seats(seat: int | str, num_envs: int) -> np.ndarray:
    """The learner's seat per game: 0, 1, or "alternate" (game i plays seat i % 2)."""
    if seat == "alternate":
        return (np.arange(num_envs) % 2).astype(np.int32)
    if seat not in (0, 1):
        raise ValueError(f"seat must be 0, 1 or 'alternate', got {seat!r}")
    return np.full(num_envs, seat, dtype=np.int32)


class LearnerVectorEnv:
    """``num_envs`` games of ``game`` (or of ``decks``) for one learner; see the module docstring."""

    def __init__(self, game: Game | None = None, decks: Sequence[str] = ("ST01", "ST02"), num_envs: int = 64,
                 seed: int = 0, seat: int | str = 0, opponent: Any = "random", auto_pay: bool = False,
                 observation: str = "raw", reward: str = "terminal", life_coef: float = 0.05,
                 illegal_action: str = "substitute", illegal_penalty: float = 0.1) -> None:
        if illegal_action not in ("substitute", "raise"):
            raise ValueError(f"illegal_action must be 'substitute' or 'raise', got {illegal_action!r}")
        if observation not in OBSERVATIONS:
            raise ValueError(f"observation must be one of {OBSERVATIONS}, got {observation!r}")
        if reward not in REWARDS:
            raise ValueError(f"reward must be one of {REWARDS}, got {reward!r}")
        self.game = make_game(game, decks, seed)
        self.num_envs = int(num_envs)
        self.vec = VectorEnv(self.game, self.num_envs, seed=seed)
        self.seats = learner_seats(seat, self.num_envs)
        self.opponent = as_opponent(opponent, seed)
        kind = self.opponent if isinstance(self.opponent, str) else "external"
        self.vec.set_learner(self.seats, kind, auto_pay)
        self.auto_pay = bool(auto_pay)
        self.observation = observation
        self.reward_mode = reward
        self.life_coef = float(life_coef)
        self.encoder = ObservationEncoder(self.game) if observation == "encoded" else None
        self._opponent_encoder: ObservationEncoder | None = None
        self.obs_size = self.encoder.size if self.encoder else OBS_SIZE
        n = self.num_envs
        self._rows = np.arange(n)
        self.obs = np.zeros((n, self.obs_size), np.float32)
        self.final_obs = np.zeros((n, self.obs_size), np.float32)
        self.rewards = np.zeros(n, np.float32)
        self.terminated = np.zeros(n, bool)
        self.truncated = np.zeros(n, bool)
        self.dones = np.zeros(n, bool)
        self.end_reasons = np.zeros(n, np.uint8)
        self._raw_final = np.zeros((n, OBS_SIZE), np.float32)
        self._life = np.zeros(n, np.float32)
        self._skip = np.full(n, -1, np.int32)
        self.illegal_action = illegal_action
        self.illegal_penalty = float(illegal_penalty)
        self.illegal = np.zeros(n, bool)
        self.learner_steps = 0
        self.episodes_done = 0

    @property
    def mask(self) -> np.ndarray:
        """The learner's legal-action masks now (uint8, ``(num_envs, NUM_ACTIONS)``)."""
        return self.vec.mask

    def reset(self) -> tuple[np.ndarray, np.ndarray]:
        """Start every game at episode 0 and play the opponent until the learner decides; (obs, mask)."""
        self.vec.reset()
        self._clear()
        self._play_opponent()
        self._life[:] = self._life_diff(self.vec.obs)
        return self._observe(), self.vec.mask

    def step(self, actions: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
        """Apply the learner's action in every game; returns (obs, mask, rewards, terminated, truncated),
        arrays reused by every call. Raises ``IllegalActionError`` (nothing moved) on an illegal code."""
        self._clear()
        actions = self._legalize(actions)
        self.vec.step(actions)
        self._collect(self._rows)
        if self.illegal_action == "substitute":
            self.rewards -= self.illegal_penalty * self.illegal
        self._play_opponent()
        done = self.dones
        if self.reward_mode == "life":
            now = self._life_diff(self.vec.obs)
            end = np.where(done, self._life_diff(self._raw_final), now)
            self.rewards += self.life_coef * (end - self._life)
            self._life[:] = now
        if done.any():
            reasons = self.end_reasons
            self.truncated[:] = done & np.isin(reasons, TRUNCATING_ENDS)
            self.terminated[:] = done & ~self.truncated
            if self.encoder is not None:
                idx = np.flatnonzero(done)
                self.final_obs[idx] = self.encoder.encode(self._raw_final[idx])
            else:
                self.final_obs[done] = self._raw_final[done]
            self.episodes_done += int(done.sum())
        self.learner_steps += self.num_envs
        if isinstance(self.opponent, Opponent):
            self.opponent.observe_learner_step(self.num_envs)
        return self._observe(), self.vec.mask, self.rewards, self.terminated, self.truncated

    def _legalize(self, actions: np.ndarray) -> np.ndarray:
        """``actions`` as int32, an illegal code replaced by a random legal one ("substitute")."""
        codes = np.asarray(actions)
        if codes.shape != (self.num_envs,) or codes.dtype.kind not in "iu":
            raise TypeError(f"actions must be an integer array of shape ({self.num_envs},)")
        if self.illegal_action == "raise":
            return codes
        codes = codes.astype(np.int32)
        mask = self.vec.mask
        in_range = (codes >= 0) & (codes < mask.shape[1])
        self.illegal[:] = ~in_range
        self.illegal[in_range] = mask[self._rows[in_range], codes[in_range]] == 0
        if self.illegal.any():
            codes = np.where(self.illegal, self.vec.random_actions(), codes).astype(np.int32)
        return codes

    def _clear(self) -> None:
        self.rewards[:] = 0
        self.dones[:] = False
        self.terminated[:] = False
        self.truncated[:] = False

    def _collect(self, idx: np.ndarray) -> None:
        """Fold the stepped games' outputs into this learner step's (a game ends at most once in it)."""
        vec = self.vec
        ended = vec.dones[idx].astype(bool)
        if not ended.any():
            return
        games = idx[ended]
        self.dones[games] = True
        self.end_reasons[games] = vec.end_reasons[games]
        self.rewards[games] += vec.rewards[games, self.seats[games]]
        self._raw_final[games] = vec.final_obs[games]

    def _play_opponent(self) -> None:
        """Ask an external opponent about every game where it is to move, until none is."""
        if isinstance(self.opponent, str):
            return
        vec = self.vec
        while True:
            idx = np.flatnonzero(vec.players != self.seats)
            if not idx.size:
                return
            obs = vec.obs[idx]
            if self.opponent.encoded:
                obs = self._encoder().encode(obs)
            codes = self._skip.copy()
            codes[idx] = self.opponent.act(lambda j, idx=idx: vec.state(int(idx[j])), obs, vec.mask[idx])
            vec.step(codes)
            self._collect(idx)

    def _encoder(self) -> ObservationEncoder:
        if self._opponent_encoder is None:
            self._opponent_encoder = self.encoder or ObservationEncoder(self.game)
        return self._opponent_encoder

    def _observe(self) -> np.ndarray:
        if self.observation == "encoded":
            return self.encoder.encode(self.vec.obs, out=self.obs)
        return self.vec.obs

    @staticmethod
    def _life_diff(raw: np.ndarray) -> np.ndarray:
        return raw[:, _OWN_LIFE] - raw[:, _OPP_LIFE]
