"""Opponents for the learner environments and the arena: any agent, named or your own.

An opponent spec is one of:

- a built-in name, ``"random"`` or ``"greedy"`` (compiled: the vector environments play it inside
  their stepping loop), or ``"ismcts"``;
- a name with options, ``("ismcts", {"budget_rollouts": 128})`` (the options of
  ``pybs.agents.ISMCTSAgent``; ``"random"`` takes ``seed``);
- an agent object with ``step(state) -> code`` (``pybs.agents`` classes, your own);
- a policy over observations: a callable ``policy(obs, mask) -> code`` (obs float32[OBS_SIZE] of
  the seat it plays, mask uint8[NUM_ACTIONS]) or a ``PolicyAgent`` / ``ModelAgent`` (batched);
- a ``SelfPlay`` opponent: snapshots of the learner, swapped on a schedule.

``as_opponent(spec)`` turns a spec into an ``Opponent``: ``act(states, obs, mask) -> codes`` for a
batch of positions (``states`` is a callable giving ``pybs.State`` copies, for search agents).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import numpy as np

from ..agents import GreedyAgent, ISMCTSAgent, RandomAgent
from ..game import State

COMPILED_OPPONENTS = ("random", "greedy")
_AGENT_CLASSES: dict[str, type] = {"random": RandomAgent, "greedy": GreedyAgent, "ismcts": ISMCTSAgent}


class Opponent:
    """A batched opponent: ``act`` answers the given positions, one code each."""

    name = "opponent"
    encoded = False  # wants the encoded observation (ObservationEncoder) instead of the raw tensor

    def act(self, states: Callable[[int], State], obs: np.ndarray, mask: np.ndarray) -> np.ndarray:
        """One legal code per row of ``mask`` (``states(j)``: a ``State`` copy of row j's game)."""
        raise NotImplementedError

    def observe_learner_step(self, steps: int) -> None:
        """The learner took ``steps`` more steps (SelfPlay swaps on it; others ignore it)."""


class AgentOpponent(Opponent):
    """An agent with ``step(state) -> code``, asked once per position on a ``State`` copy."""

    def __init__(self, agent: Any, name: str = "agent") -> None:
        if not callable(getattr(agent, "step", None)):
            raise TypeError(f"an agent needs step(state) -> int, got {type(agent).__name__}")
        self.agent = agent
        self.name = name

    def act(self, states: Callable[[int], State], obs: np.ndarray, mask: np.ndarray) -> np.ndarray:
        return np.array([int(self.agent.step(states(j))) for j in range(len(mask))], dtype=np.int32)


class PolicyAgent(Opponent):
    """A policy over observations. ``policy(obs, mask) -> code`` per position, or with
    ``batched=True`` ``policy(obs[n], mask[n]) -> codes[n]``; ``encoded=True`` hands it the encoded
    observation. It also plays a single ``State`` (``step``), so the arena and the Gymnasium env take it."""

    def __init__(self, policy: Callable[..., Any], batched: bool = False, encoded: bool = False,
                 name: str = "policy") -> None:
        if not callable(policy):
            raise TypeError(f"policy must be callable, got {type(policy).__name__}")
        self.policy = policy
        self.batched = batched
        self.encoded = encoded
        self.name = name
        self._encoder = None

    def act(self, states: Callable[[int], State], obs: np.ndarray, mask: np.ndarray) -> np.ndarray:
        if self.batched:
            return np.asarray(self.policy(obs, mask), dtype=np.int32).reshape(len(mask))
        return np.array([int(self.policy(obs[j], mask[j])) for j in range(len(mask))], dtype=np.int32)

    def step(self, state: State) -> int:
        """The policy's code for ``state``'s deciding player (the Agent protocol)."""
        seat = int(state.current_player())
        obs = state.observation_tensor(seat)[None, :]
        if self.encoded:
            if self._encoder is None:
                from .encoding import ObservationEncoder

                self._encoder = ObservationEncoder(state.game)
            obs = self._encoder.encode(obs)
        return int(self.act(lambda j: state, obs, state.legal_actions_mask()[None, :])[0])


class ModelAgent(PolicyAgent):
    """A trained model with ``predict(obs, action_masks=..., deterministic=...)`` (stable-baselines3 /
    sb3-contrib models and their policies) as a batched opponent or agent."""

    def __init__(self, model: Any, deterministic: bool = False, encoded: bool = False, name: str = "model") -> None:
        if not callable(getattr(model, "predict", None)):
            raise TypeError(f"model needs predict(obs, ...), got {type(model).__name__}")
        self.model = model
        self.deterministic = deterministic
        super().__init__(self._predict, batched=True, encoded=encoded, name=name)

    def _predict(self, obs: np.ndarray, mask: np.ndarray) -> np.ndarray:
        try:
            actions, _ = self.model.predict(obs, action_masks=mask.astype(bool), deterministic=self.deterministic)
        except TypeError:  # a model without masks: an illegal pick becomes a uniformly random legal one
            actions, _ = self.model.predict(obs, deterministic=self.deterministic)
        actions = np.asarray(actions, dtype=np.int64).reshape(len(mask))
        bad = mask[np.arange(len(mask)), actions] == 0
        for j in np.flatnonzero(bad):
            actions[j] = int(np.random.default_rng(j).choice(np.flatnonzero(mask[j])))
        return actions


class SelfPlay(Opponent):
    """The learner's own snapshots as the opponent: ``snapshot()`` returns a new frozen opponent spec
    (for example ``ModelAgent(copy.deepcopy(model.policy))``), taken at the start and again every
    ``swap_every`` learner steps; ``keep`` past snapshots are kept and each episode's batch plays the
    newest (``latest_only``) or one drawn uniformly from them."""

    def __init__(self, snapshot: Callable[[], Any], swap_every: int = 10_000, keep: int = 1,
                 latest_only: bool = True, seed: int = 0) -> None:
        if swap_every < 1 or keep < 1:
            raise ValueError("swap_every and keep must be positive")
        self.snapshot = snapshot
        self.swap_every = int(swap_every)
        self.keep = int(keep)
        self.latest_only = latest_only
        self.name = "self-play"
        self.pool: list[Opponent] = []
        self.swaps = 0
        self._since = 0
        self._rng = np.random.default_rng(seed)
        self._take()

    def _take(self) -> None:
        self.pool.append(as_opponent(self.snapshot()))
        self.pool = self.pool[-self.keep:]
        self.swaps += 1

    @property
    def encoded(self) -> bool:  # type: ignore[override]
        return self.pool[-1].encoded

    def observe_learner_step(self, steps: int) -> None:
        self._since += steps
        if self._since >= self.swap_every:
            self._since = 0
            self._take()

    def act(self, states: Callable[[int], State], obs: np.ndarray, mask: np.ndarray) -> np.ndarray:
        current = self.pool[-1] if self.latest_only else self.pool[int(self._rng.integers(len(self.pool)))]
        return current.act(states, obs, mask)


def as_opponent(spec: Any, seed: int = 0) -> Opponent | str:
    """``spec`` (module docstring) as an ``Opponent``; the compiled names stay names."""
    if isinstance(spec, Opponent):
        return spec
    if isinstance(spec, str):
        if spec in COMPILED_OPPONENTS:
            return spec
        if spec in _AGENT_CLASSES:
            return AgentOpponent(_make_agent(spec, {}, seed), spec)
        raise ValueError(f"unknown opponent {spec!r}; known: {', '.join(_AGENT_CLASSES)}")
    if isinstance(spec, Sequence) and len(spec) == 2 and isinstance(spec[0], str) and isinstance(spec[1], dict):
        return AgentOpponent(_make_agent(spec[0], spec[1], seed), spec[0])
    if callable(getattr(spec, "predict", None)):
        return ModelAgent(spec)
    if callable(getattr(spec, "step", None)):
        return AgentOpponent(spec, type(spec).__name__)
    if callable(spec):
        return PolicyAgent(spec)
    raise TypeError(f"cannot use {type(spec).__name__} as an opponent (docs/AGENTS.md 'Opponents')")


def _make_agent(name: str, options: dict, seed: int) -> Any:
    if name not in _AGENT_CLASSES:
        raise ValueError(f"unknown agent {name!r}; known: {', '.join(_AGENT_CLASSES)}")
    cls = _AGENT_CLASSES[name]
    if name == "greedy":
        if options:
            raise ValueError(f"greedy takes no options, got {sorted(options)}")
        return cls()
    return cls(**{"seed": seed, **options})


def as_agent(spec: Any, seed: int = 0) -> Any:
    """``spec`` as an object with ``step(state) -> code`` (for one game at a time)."""
    opponent = as_opponent(spec, seed)
    if isinstance(opponent, str):
        return _make_agent(opponent, {}, seed)
    if isinstance(opponent, AgentOpponent):
        return opponent.agent
    if isinstance(opponent, PolicyAgent):
        return opponent
    return _BatchAsAgent(opponent)


class _BatchAsAgent:
    """A batched ``Opponent`` asked about one ``State`` at a time."""

    def __init__(self, opponent: Opponent) -> None:
        self.opponent = opponent
        self._encoder = None

    def step(self, state: State) -> int:
        seat = int(state.current_player())
        obs = state.observation_tensor(seat)[None, :]
        if self.opponent.encoded:
            if self._encoder is None:
                from .encoding import ObservationEncoder

                self._encoder = ObservationEncoder(state.game)
            obs = self._encoder.encode(obs)
        return int(self.opponent.act(lambda j: state, obs, state.legal_actions_mask()[None, :])[0])
