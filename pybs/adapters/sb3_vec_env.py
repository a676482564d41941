"""A stable-baselines3 ``VecEnv`` over the compiled vector environment (``pybs.adapters.learner``),
with the masks sb3-contrib's ``MaskablePPO`` asks for (``env_method("action_masks")``).

    from sb3_contrib import MaskablePPO
    from pybs.adapters.sb3_vec_env import BattleSpiritsVecEnv
    env = BattleSpiritsVecEnv(num_envs=64, opponent="random", auto_pay=True, seed=1)
    model = MaskablePPO("MlpPolicy", env).learn(100_000)

A game that ends restarts at once (SB3's convention): its row of the next observation is the new
episode's, ``infos[i]["terminal_observation"]`` the last one and ``infos[i]["TimeLimit.truncated"]``
whether a cap stopped it. Options: ``LearnerVectorEnv`` (opponent, auto_pay, observation, reward).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from gymnasium import spaces
from stable_baselines3.common.vec_env import VecEnv

from ..codec import NUM_ACTIONS
from ..game import Game
from ._common import OBS_HIGH, OBS_LOW
from .learner import LearnerVectorEnv


class BattleSpiritsVecEnv(VecEnv):
    """``num_envs`` games for one learner against ``opponent``, stepped in compiled code."""

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
        low, high = OBS_LOW, OBS_HIGH  # finite bounds for both observations (frameworks warn on infinite ones)
        self.render_mode = None
        self.render_modes: list[str] = []
        super().__init__(num_envs, spaces.Box(low, high, (self.learner.obs_size,), np.float32),
                         spaces.Discrete(NUM_ACTIONS))
        self._actions: np.ndarray | None = None

    def reset(self) -> np.ndarray:
        """Restart every game (with the seed of ``seed()`` if one was set); returns the observations."""
        if self._seeds and self._seeds[0] is not None:
            self.learner = LearnerVectorEnv(decks=(), seed=int(self._seeds[0]), **self._learner_options)
        self._reset_seeds()
        obs, _ = self.learner.reset()
        return obs.copy()

    def step_async(self, actions: np.ndarray) -> None:
        """Keep the actions for ``step_wait``."""
        self._actions = np.asarray(actions)

    def step_wait(self) -> tuple[np.ndarray, np.ndarray, np.ndarray, list[dict]]:
        """Step every game; returns (obs, rewards, dones, infos)."""
        obs, _, rewards, terminated, truncated = self.learner.step(self._actions)
        dones = terminated | truncated
        infos: list[dict[str, Any]] = [{} for _ in range(self.num_envs)]
        for i in np.flatnonzero(dones):
            infos[i]["terminal_observation"] = self.learner.final_obs[i].copy()
            infos[i]["TimeLimit.truncated"] = bool(truncated[i])
        return obs.copy(), rewards.copy(), dones, infos

    def action_masks(self) -> np.ndarray:
        """The learner's legal actions per game (bool, ``(num_envs, NUM_ACTIONS)``; a view of the mask
        the next step rewrites, since the mask bytes are 0/1)."""
        return self.learner.mask.view(np.bool_)

    def close(self) -> None:
        """Nothing to release."""

    def get_attr(self, attr_name: str, indices: Any = None) -> list[Any]:
        """The attribute of this environment, once per selected game."""
        return [getattr(self, attr_name)] * len(self._get_indices(indices))

    def set_attr(self, attr_name: str, value: Any, indices: Any = None) -> None:
        """Set an attribute of this environment (shared by every game)."""
        setattr(self, attr_name, value)

    def env_method(self, method_name: str, *method_args: Any, indices: Any = None, **method_kwargs: Any) -> list[Any]:
        """``action_masks`` per selected game (what MaskablePPO calls); other methods once per game."""
        rows = self._get_indices(indices)
        if method_name == "action_masks":
            masks = self.action_masks()
            return [masks[i] for i in rows]
        result = getattr(self, method_name)(*method_args, **method_kwargs)
        return [result] * len(rows)

    def env_is_wrapped(self, wrapper_class: type, indices: Any = None) -> list[bool]:
        """No game is wrapped."""
        return [False] * len(self._get_indices(indices))

    def _get_indices(self, indices: Any) -> list[int]:
        if indices is None:
            return list(range(self.num_envs))
        if isinstance(indices, int):
            return [indices]
        return list(indices)
