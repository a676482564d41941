"""Agents that play through the public API: ``agent.step(state) -> action code``.

Each agent runs the compiled policy of the nogil batch loop on the State's struct
(``bscore.ismcts.CompiledAgent``): ``RandomAgent`` and ``GreedyAgent`` make the same choices as
``bscore/agents.pyx`` (and ``pybs.reference.agents``), and ``ISMCTSAgent`` is the information-set
search of ``bscore/ismcts.pyx``, so a game played here reproduces a game of the batch loop seeded
the same way (``agent_for``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from bscore.ismcts import DEFAULT_BUDGET, DEFAULT_C, DEFAULT_EPSILON, CompiledAgent

from .reference import rng as R

AGENT_NAMES = ("random", "greedy", "ismcts")
__all__ = ["AGENT_NAMES", "DEFAULT_BUDGET", "Agent", "GreedyAgent", "ISMCTSAgent", "RandomAgent", "agent_for", "play"]


class Agent(Protocol):
    """Anything with ``step(state) -> int`` can play."""

    def step(self, state) -> int: ...


class RandomAgent(CompiledAgent):
    """Uniform over the legal actions, from its own xoshiro256** stream seeded ``seed``."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__("random", seed)


class GreedyAgent(CompiledAgent):
    """A simple deterministic heuristic (ties go to the lowest code or slot).

    Main Step: summon the most expensive affordable Spirit/Nexus, then level up the
    Spirit closest to its next level. Pay and place from the Reserve first. Attack with the
    strongest Spirit when it beats every blocker or outnumbers them; block with the weakest
    Spirit that wins, or chump-block a lethal hit. Never uses Magic. Effect choices take the
    first option and say yes. It looks only at public information and its own hand.
    """

    def __init__(self) -> None:
        super().__init__("greedy", 0)


class ISMCTSAgent(CompiledAgent):
    """Information-set Monte Carlo tree search over the acting player's decision (docs/AGENTS.md).

    Every iteration redraws the cards the player cannot see (``State.resample``), picks a legal
    action by UCB1 (exploration ``c``) and plays the game out with the greedy policy (a random
    legal action instead with probability ``epsilon``). The budget is ``budget_rollouts`` rollouts
    and/or ``budget_ms`` milliseconds per decision, whichever ends first (None: no such cap).
    With a rollout budget alone the same ``seed`` gives the same actions. ``last_rollouts`` is
    how many rollouts the last ``step`` played (0 when only one action was legal).
    """

    def __init__(self, budget_rollouts: int | None = DEFAULT_BUDGET, budget_ms: float | None = None,
                 seed: int = 0, c: float = DEFAULT_C, epsilon: float = DEFAULT_EPSILON) -> None:
        super().__init__("ismcts", seed, budget_rollouts, budget_ms, c, epsilon)


def agent_for(name: str, seed: int, seat: int, budget_rollouts: int = DEFAULT_BUDGET) -> Agent:
    """The named agent for ``seat`` of the game seeded ``seed`` (same stream as the batch loop)."""
    if name == "random":
        return RandomAgent(R.agent_seed(seed, seat))
    if name == "greedy":
        return GreedyAgent()
    if name == "ismcts":
        return ISMCTSAgent(budget_rollouts, seed=R.agent_seed(seed, seat))
    raise ValueError(f"unknown agent {name!r}; known: {', '.join(AGENT_NAMES)}")


def play(state, agents: Sequence[Agent], max_actions: int = 1_000_000) -> list[int]:
    """Play ``state`` to the end with one agent per seat; returns the action codes chosen."""
    actions: list[int] = []
    while not state.is_terminal() and len(actions) < max_actions:
        code = agents[state.current_player()].step(state)
        state.apply(code)
        actions.append(code)
    return actions
