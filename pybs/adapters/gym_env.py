"""A Gymnasium environment: the learner plays one seat, a built-in agent the other.

    import gymnasium
    import pybs.adapters.gym_env  # registers "pybs/BattleSpirits-v0"
    env = gymnasium.make("pybs/BattleSpirits-v0", opponent="random", seat=0)
    obs, info = env.reset(seed=1)
    while True:
        action = env.action_space.sample(info["action_mask"])
        obs, reward, terminated, truncated, info = env.step(action)
        if terminated or truncated:
            break

Observation: the learner's tensor (docs/OBSERVATION.md), float32[OBS_SIZE]; the legal actions are
``info["action_mask"]`` (int8[NUM_ACTIONS], all 0 once the episode is over). The opponent's actions
run inside ``reset`` and ``step`` until the learner decides again or the game ends.

Options (docs/AGENTS.md): ``opponent`` is any opponent spec of ``pybs.adapters.opponents`` (a
name, a name with options, an agent, a policy, a model, ``SelfPlay``); ``auto_pay=True`` makes the
learner's payments and core placements the greedy agent's way without asking; ``observation=
"encoded"`` returns ``ObservationEncoder``'s encoding; ``reward="life"`` adds the shaped term
``life_coef`` x the change of (own Life - opponent's Life) to every step's reward.

Illegal actions: with ``illegal_action="substitute"`` (the default) an illegal code is replaced by
a uniformly drawn legal one (from the environment's seeded ``np_random``), ``illegal_penalty`` is
subtracted from that step's reward and ``info["illegal_action"]`` is True; with
``illegal_action="raise"`` it raises ``pybs.errors.IllegalActionError`` and nothing moves.
Reward (default "terminal"): +1 won, -1 lost, 0 draw, at the last step. ``RuleSet.max_actions`` or a full effect table
stopping the game is ``truncated``; every other end is ``terminated``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import gymnasium as gym
import numpy as np
from gymnasium import spaces

from ..agents import Agent, GreedyAgent, agent_for
from ..errors import IllegalActionError
from ..game import Game, State
from ..layout import Decision
from ..observation import OBS_OFFSETS
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
from .encoding import ObservationEncoder
from .learner import OBSERVATIONS, REWARDS
from .opponents import COMPILED_OPPONENTS, Opponent, as_agent, as_opponent

ILLEGAL_POLICIES = ("substitute", "raise")
_OWN_LIFE = OBS_OFFSETS["seats"]
_OPP_LIFE = OBS_OFFSETS["seats"] + OBS_OFFSETS["seat_size"]
ENV_ID = "pybs/BattleSpirits-v0"  # gymnasium.make(ENV_ID, opponent="greedy", ...)


class BattleSpiritsEnv(gym.Env):
    """Battle Spirits against a built-in agent.

    Parameters
    ----------
    game:
        A ``pybs.Game``; default: ``decks`` with the engine defaults.
    decks:
        The two decks (seat 0, seat 1) when no ``game`` is given.
    seat:
        The learner's seat, 0 or 1.
    opponent:
        A built-in agent name ("random", "greedy", "ismcts"; the random one draws from the stream the
        batch runner gives that seat in the episode's game seed) or any spec of
        ``pybs.adapters.opponents`` (``("ismcts", {"budget_rollouts": 128})``, an agent, a policy, a
        model, ``SelfPlay``).
    auto_pay, observation, reward, life_coef:
        The module docstring's options.
    illegal_action, illegal_penalty:
        What an illegal code does (module docstring): "substitute" (default) or "raise".
    render_mode:
        None, "ansi" (``render()`` returns the position as text), "rgb_array" (an image of that
        text) or "human" (printed after every reset and step).
    """

    metadata = {"render_modes": RENDER_MODES, "render_fps": 4}

    def __init__(self, game: Game | None = None, decks: Sequence[str] = ("ST01", "ST02"), seat: int = 0,
                 opponent: Any = "random", illegal_action: str = "substitute", illegal_penalty: float = 0.1,
                 render_mode: str | None = None, auto_pay: bool = False, observation: str = "raw",
                 reward: str = "terminal", life_coef: float = 0.05) -> None:
        if seat not in (0, 1):
            raise ValueError(f"seat must be 0 or 1, got {seat!r}")
        self._opponent_spec = as_opponent(opponent)  # raises on an unknown name or object
        if observation not in OBSERVATIONS:
            raise ValueError(f"observation must be one of {OBSERVATIONS}, got {observation!r}")
        if reward not in REWARDS:
            raise ValueError(f"reward must be one of {REWARDS}, got {reward!r}")
        if illegal_action not in ILLEGAL_POLICIES:
            raise ValueError(f"illegal_action must be one of {ILLEGAL_POLICIES}, got {illegal_action!r}")
        check_render_mode(render_mode)
        self.game = make_game(game, decks, 0)
        self.seat = seat
        self.opponent_name = opponent if isinstance(opponent, str) else getattr(self._opponent_spec, "name", "agent")
        self.auto_pay = bool(auto_pay)
        self.observation_mode = observation
        self.reward_mode = reward
        self.life_coef = float(life_coef)
        self._payer = GreedyAgent()
        self._life = 0.0
        self.illegal_action = illegal_action
        self.illegal_penalty = float(illegal_penalty)
        self.render_mode = render_mode
        n_obs, n_actions = self.game.observation_shape[0], self.game.num_distinct_actions
        self.encoder = ObservationEncoder(self.game) if observation == "encoded" else None
        if self.encoder is not None:
            self.observation_space = spaces.Box(OBS_LOW, OBS_HIGH, (self.encoder.size,), np.float32)
        else:
            self.observation_space = spaces.Box(OBS_LOW, OBS_HIGH, (n_obs,), np.float32)
        self.action_space = spaces.Discrete(n_actions)
        self.state: State | None = None
        self._opponent: Agent | None = None

    def reset(self, *, seed: int | None = None, options: dict | None = None) -> tuple[np.ndarray, dict]:
        """Start a game seeded ``seed`` (else from ``np_random``) and play until the learner decides."""
        super().reset(seed=seed)
        game_seed = int(seed) if seed is not None else seed_from(self.np_random)
        self.state = self.game.new_initial_state(game_seed)
        self._opponent = self._make_opponent(game_seed)
        self._play_opponent()
        self._life = self._life_diff()
        if self.render_mode == "human":
            self.render()
        return self._observation(), self._info(illegal=False)

    def step(self, action: int) -> tuple[np.ndarray, float, bool, bool, dict[str, Any]]:
        """Apply the learner's action, then the opponent's until the learner decides or the game ends."""
        if self.state is None:
            raise gym.error.ResetNeeded("call reset() before step()")
        if self.state.is_terminal():
            raise gym.error.ResetNeeded("the episode is over: call reset()")
        code = int(action)
        legal = self.state.legal_actions()
        illegal = code not in legal
        if illegal:
            if self.illegal_action == "raise":
                raise IllegalActionError(f"action {code} is not legal in the current decision")
            code = int(legal[self.np_random.integers(len(legal))])
        apply_action(self.state, code)
        self._play_opponent()
        reward = float(self.state.returns()[self.seat]) - (self.illegal_penalty if illegal else 0.0)
        if self.reward_mode == "life":  # SHAPED: the change of the Life difference (docs/AGENTS.md)
            life = self._life_diff()
            reward += self.life_coef * (life - self._life)
            self._life = life
        if isinstance(self._opponent_spec, Opponent):
            self._opponent_spec.observe_learner_step(1)
        truncated = is_truncated(self.state)
        terminated = bool(self.state.is_terminal()) and not truncated
        if self.render_mode == "human":
            self.render()
        return self._observation(), reward, terminated, truncated, self._info(illegal)

    def _make_opponent(self, game_seed: int) -> Agent:
        spec = self._opponent_spec
        if isinstance(spec, str) and spec in COMPILED_OPPONENTS:
            return agent_for(spec, game_seed, 1 - self.seat)  # the batch runner's stream for that seat
        if getattr(self, "_agent", None) is None or not isinstance(spec, str):
            self._agent = as_agent(spec, game_seed)
        return self._agent

    def _play_opponent(self) -> None:
        """The opponent's decisions, and with auto_pay the learner's payments, until the learner decides."""
        state = self.state
        while not state.is_terminal():
            if state.current_player() != self.seat:
                apply_action(state, self._opponent.step(state))
            elif self.auto_pay and self._is_payment():
                apply_action(state, self._payer.step(state))
            else:
                return

    def _is_payment(self) -> bool:
        rec = self.state.record()
        pending = int(rec["edecision"]) or int(rec["decision"])  # an effect's decision goes first
        return pending in (Decision.PAY, Decision.PLACE)

    def _life_diff(self) -> float:
        obs = self.state.observation_tensor(self.seat)
        return float(obs[_OWN_LIFE] - obs[_OPP_LIFE])

    def _observation(self) -> np.ndarray:
        obs = self.state.observation_tensor(self.seat)
        return self.encoder.encode(obs) if self.encoder is not None else obs

    def _info(self, illegal: bool) -> dict[str, Any]:
        return {"action_mask": self.state.legal_actions_mask().view(np.int8), "illegal_action": illegal}

    def action_masks(self) -> np.ndarray:
        """The learner's legal-action mask now (the name sb3-contrib's MaskablePPO looks for)."""
        return self.state.legal_actions_mask().astype(bool)

    def render(self) -> str | np.ndarray | None:
        """The position as text ("ansi"), as an image of the text ("rgb_array"), printed ("human")."""
        return render_state(self.render_mode, self.state)


if ENV_ID not in gym.registry:
    # gymnasium.make_vec(ENV_ID, num_envs=N) builds the compiled vector env (gym_vector_env) by default
    gym.register(id=ENV_ID, entry_point=BattleSpiritsEnv,
                 vector_entry_point="pybs.adapters.gym_vector_env:BattleSpiritsVectorEnv")
