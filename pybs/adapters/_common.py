"""Pieces the adapters share: the game they wrap, the tensor bounds and the end of an episode."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from ..errors import EngineCapacityError
from ..game import Game, State
from ..layout import EndReason

# Every tensor entry is a small integer or a BP in thousands taken from a C int (docs/OBSERVATION.md),
# so these finite bounds hold; frameworks warn about infinite ones.
OBS_LOW = -float(2**31)
OBS_HIGH = float(2**31)

# Ends that stop the game without a result of the rules: reported as truncation, not termination.
TRUNCATING_ENDS = (int(EndReason.ACTION_LIMIT), int(EndReason.TABLE_OVERFLOW), int(EndReason.EFFECT_LIMIT))


def make_game(game: Game | None, decks: Sequence[str], seed: int) -> Game:
    """``game`` itself, or a new ``Game`` of ``decks`` with the engine defaults."""
    if game is not None:
        if not isinstance(game, Game):
            raise TypeError(f"game must be a pybs.Game, got {type(game).__name__}")
        return game
    return Game(tuple(decks), seed=seed)


def apply_action(state: State, code: int) -> None:
    """``state.apply(code)``; a full effect table ends the game (TABLE_OVERFLOW) instead of raising."""
    try:
        state.apply(int(code))
    except EngineCapacityError:
        pass  # the state is over and inspectable; the episode is truncated


def is_truncated(state: State) -> bool:
    """The game stopped on a cap (RuleSet.max_actions, a full effect table), not by the rules' end."""
    return bool(state.is_terminal()) and int(state.end_reason) in TRUNCATING_ENDS


def seed_from(rng: np.random.Generator) -> int:
    """A 63-bit game seed drawn from ``rng``."""
    return int(rng.integers(0, 2**63 - 1))
