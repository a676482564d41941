"""A Gymnasium ``VectorEnv`` over the compiled vector environment (``pybs.adapters.learner``).

    from pybs.adapters.gym_vector_env import BattleSpiritsVectorEnv
    envs = BattleSpiritsVectorEnv(num_envs=256, opponent="random", seed=1)
    obs, info = envs.reset(seed=1)
    actions = envs.action_space.sample(mask=tuple(info["action_mask"].astype(np.int8)))
    obs, rewards, terminations, truncations, info = envs.step(actions)

Autoreset is ``AutoresetMode.SAME_STEP``: a game that ends is reset inside the same ``step``, its
row of ``obs`` is already the next episode's, and ``info["final_obs"][i]`` (with
``info["_final_obs"][i]`` True) is the last observation. ``info["action_mask"]`` is the learner's
legal-action mask per game (bool); ``action_masks()`` returns it too. Options: ``LearnerVectorEnv``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import gymnasium as gym
import numpy as np
from gymnasium import spaces
from gymnasium.vector import AutoresetMode, VectorEnv

from ..codec import NUM_ACTIONS
from ..game import Game
from ._common import OBS_HIGH, OBS_LOW
from .learner import LearnerVectorEnv


class BattleSpiritsVectorEnv(VectorEnv):
    """``num_envs`` games for one learner against ``opponent``, stepped in compiled code."""

    metadata = {"autoreset_mode": AutoresetMode.SAME_STEP, "render_modes": []}

    def __init__(self, num_envs: int = 64, game: Game | None = None, decks: Sequence[str] = ("ST01", "ST02"),
                 seed: int = 0, seat: int | str = 0, opponent: Any = "random", auto_pay: bool = False,
                 observation: str = "raw", reward: str = "terminal", life_coef: float = 0.05,
                 illegal_action: str = "substitute", illegal_penalty: float = 0.1) -> None:
        self.learner = LearnerVectorEnv(game, decks, num_envs, seed, seat, opponent, auto_pay, observation, reward,
                                        life_coef, illegal_action, illegal_penalty)
        self._learner_options = dict(game=self.learner.game, num_envs=num_envs, seat=seat, opponent=opponent,
                                     auto_pay=auto_pay, observation=observation, reward=reward,
                                     life_coef=life_coef, illegal_action=illegal_action,
                                     illegal_penalty=illegal_penalty)
        self.num_envs = num_envs
        low, high = OBS_LOW, OBS_HIGH  # finite bounds for both observations (frameworks warn on infinite ones)
        self.single_observation_space = spaces.Box(low, high, (self.learner.obs_size,), np.float32)
        self.single_action_space = spaces.Discrete(NUM_ACTIONS)
        self.observation_space = gym.vector.utils.batch_space(self.single_observation_space, num_envs)
        self.action_space = spaces.MultiDiscrete(np.full(num_envs, NUM_ACTIONS))
        self.render_mode = None

    def reset(self, *, seed: int | None = None, options: dict | None = None) -> tuple[np.ndarray, dict]:
        """Restart every game (a new ``seed`` makes new deals); returns (obs, info)."""
        if seed is not None:
            self._np_random, self._np_random_seed = gym.utils.seeding.np_random(seed)
            self.learner = LearnerVectorEnv(decks=(), seed=int(seed), **self._learner_options)
        obs, mask = self.learner.reset()
        return obs.copy(), {"action_mask": mask.astype(bool)}

    def step(self, actions: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, dict]:
        """One learner action per game; returns (obs, rewards, terminations, truncations, info)."""
        obs, mask, rewards, terminated, truncated = self.learner.step(np.asarray(actions))
        info: dict[str, Any] = {"action_mask": mask.astype(bool), "illegal_action": self.learner.illegal.copy()}
        done = terminated | truncated
        if done.any():
            final = np.empty(self.num_envs, dtype=object)
            for i in np.flatnonzero(done):
                final[i] = self.learner.final_obs[i].copy()
            info["final_obs"] = final
            info["_final_obs"] = done.copy()
        return obs.copy(), rewards.copy(), terminated.copy(), truncated.copy(), info

    def action_masks(self) -> np.ndarray:
        """The learner's legal actions per game (bool, ``(num_envs, NUM_ACTIONS)``)."""
        return self.learner.mask.astype(bool)
