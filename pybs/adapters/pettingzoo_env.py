"""A PettingZoo AEC environment: both seats as agents "player_0" and "player_1".

    from pybs.adapters.pettingzoo_env import env
    e = env()
    e.reset(seed=1)
    for agent in e.agent_iter():
        obs, reward, termination, truncation, info = e.last()
        action = None if termination or truncation else e.action_space(agent).sample(obs["action_mask"])
        e.step(action)

The acting agent is whoever the engine asks to decide (``State.current_player()``), so one agent
often acts many times in a row. Observations follow PettingZoo's convention for masked games:
``{"observation": float32[OBS_SIZE], "action_mask": int8[NUM_ACTIONS]}`` with the tensor of
docs/OBSERVATION.md; the mask is all 0 for the agent not deciding. An illegal action raises
``pybs.errors.IllegalActionError`` and changes nothing: sample from the mask. Rewards are +1/-1
to the winner/loser at the end (0 each for a draw). A game stopped by ``RuleSet.max_actions`` or a
full effect table is a truncation; every other end is a termination.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from ..game import Game, State
from ._common import (
    OBS_HIGH,
    OBS_LOW,
    RENDER_MODES,
    apply_action,
    check_render_mode,
    is_truncated,
    make_game,
    render_state,
    seed_from,
)

AGENTS = ("player_0", "player_1")


def env(**kwargs: Any) -> AECEnv:
    """The environment wrapped in PettingZoo's order checks (arguments: ``raw_env``)."""
    return wrappers.OrderEnforcingWrapper(raw_env(**kwargs))


class raw_env(AECEnv):  # noqa: N801 - PettingZoo's name for the unwrapped environment
    """Battle Spirits for two agents.

    Parameters
    ----------
    game:
        A ``pybs.Game`` (decks, RuleSet, engine options); default: ``decks`` with the engine defaults.
    decks:
        The two decks when no ``game`` is given.
    render_mode:
        None, "ansi" (``render()`` returns the position as text), "rgb_array" (an image of that
        text) or "human" (``render()`` prints it).
    """

    metadata = {"render_modes": RENDER_MODES, "name": "pybs_v0", "is_parallelizable": False}

    def __init__(self, game: Game | None = None, decks: Sequence[str] = ("ST01", "ST02"),
                 render_mode: str | None = None) -> None:
        super().__init__()
        check_render_mode(render_mode)
        self.game = make_game(game, decks, 0)
        self.render_mode = render_mode
        self.possible_agents = list(AGENTS)
        n_obs, n_actions = self.game.observation_shape[0], self.game.num_distinct_actions
        obs_space = spaces.Dict({
            "observation": spaces.Box(OBS_LOW, OBS_HIGH, (n_obs,), np.float32),
            "action_mask": spaces.Box(0, 1, (n_actions,), np.int8),
        })
        self.observation_spaces = {a: obs_space for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(n_actions) for a in self.possible_agents}
        self._rng = np.random.default_rng()
        self.state: State | None = None

    def observation_space(self, agent: str) -> spaces.Space:
        """The Dict space of ``agent``'s observations."""
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        """Discrete(num_distinct_actions): every action code of the codec (docs/ACTIONS.md)."""
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        """Start a game seeded ``seed`` (a fresh seed from the environment's stream when None)."""
        if seed is not None:
            self._rng = np.random.default_rng(seed)
            game_seed = int(seed)
        else:
            game_seed = seed_from(self._rng)
        self.state = self.game.new_initial_state(game_seed)
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._after_action()

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        """``agent``'s tensor (hidden information left out, R0.7) and its legal-action mask."""
        seat = self.possible_agents.index(agent)
        mask = np.zeros(self.game.num_distinct_actions, np.int8)
        if not self.state.is_terminal() and self.state.current_player() == seat:
            mask[:] = self.state.legal_actions_mask()
        return {"observation": self.state.observation_tensor(seat), "action_mask": mask}

    def step(self, action: int | None) -> None:
        """Apply the selected agent's action (None once that agent is done)."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        apply_action(self.state, action)
        self._after_action()

    def _after_action(self) -> None:
        """Select the next agent; at the end hand out the returns and mark every agent done."""
        state = self.state
        if state.is_terminal():
            truncated = is_truncated(state)
            returns = state.returns()
            for seat, agent in enumerate(self.agents):
                self.rewards[agent] = float(returns[seat])
                self.terminations[agent] = not truncated
                self.truncations[agent] = truncated
            self._accumulate_rewards()
            self.agent_selection = self.agents[0]
            return
        for agent in self.agents:
            self.rewards[agent] = 0.0
        self.agent_selection = self.possible_agents[state.current_player()]

    def render(self) -> str | np.ndarray | None:
        """The position as text ("ansi"), as an image of the text ("rgb_array"), printed ("human")."""
        return render_state(self.render_mode, self.state)

    def close(self) -> None:
        """Nothing to release."""
