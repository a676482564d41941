"""Agents that play through the public API: ``agent.step(state) -> action code``.

``RandomAgent`` and ``GreedyAgent`` make the same choices as the compiled policies in
``bscore/agents.pyx`` (and ``pybs.reference.agents``), so a game played here reproduces a
game of the nogil batch loop.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from .reference import rng as R
from .reference.agents import greedy_action


class Agent(Protocol):
    """Anything with ``step(state) -> int`` can play."""

    def step(self, state) -> int: ...


class RandomAgent:
    """Uniform over the legal actions, from its own xoshiro256** stream."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = R.Rng(seed)

    def step(self, state) -> int:
        legal = state.legal_actions()
        return int(legal[self.rng.bounded(len(legal))])


class GreedyAgent:
    """A simple deterministic heuristic (ties go to the lowest code or slot).

    Main Step: summon the most expensive affordable Spirit/Nexus, then level up the
    Spirit closest to its next level. Pay and place from the Reserve first. Attack with the
    strongest Spirit when it beats every blocker or outnumbers them; block with the weakest
    Spirit that wins, or chump-block a lethal hit. Never uses Magic. Effect choices take the
    first option and say yes.

    It runs the reference policy (``pybs.reference.agents.greedy_action``) on the state's bytes,
    the very policy the compiled one is tested against; that policy looks only at public
    information and the deciding player's own hand.
    """

    def step(self, state) -> int:
        from .game import reference_table
        from .reference.engine import RefState

        ref = RefState.from_bytes(reference_table(state._db(), state._effects()), state.raw_bytes())
        return greedy_action(ref, [int(c) for c in state.legal_actions()])


def agent_for(name: str, seed: int, seat: int) -> Agent:
    """The named agent for ``seat`` of the game seeded ``seed`` (same stream as the batch loop)."""
    if name == "random":
        return RandomAgent(R.agent_seed(seed, seat))
    if name == "greedy":
        return GreedyAgent()
    raise ValueError(f"unknown agent {name!r}; known: random, greedy")


def play(state, agents: Sequence[Agent], max_actions: int = 1_000_000) -> list[int]:
    """Play ``state`` to the end with one agent per seat; returns the action codes chosen."""
    actions: list[int] = []
    while not state.is_terminal() and len(actions) < max_actions:
        code = agents[state.current_player()].step(state)
        state.apply(code)
        actions.append(code)
    return actions


AGENT_NAMES = ("random", "greedy")
