"""pybs: a fast, faithful rules engine for the Battle Spirits trading card game.

The stepping API (``Game``, ``State``) follows OpenSpiel's vocabulary; the compiled core
lives in the ``bscore`` package and a pure-Python twin in ``pybs.reference``.
"""

from .errors import (
    CardDataError,
    DeckError,
    EngineCapacityError,
    IllegalActionError,
    PybsError,
    ReplayError,
    RuleSetError,
    ScenarioError,
    StateError,
    UnknownCardError,
)
from .game import Game, State
from .rules import RuleSet

__version__ = "0.1.0"

__all__ = [
    "CardDataError", "DeckError", "EngineCapacityError", "Game", "IllegalActionError", "PybsError", "ReplayError",
    "RuleSet", "RuleSetError", "ScenarioError", "State", "StateError", "UnknownCardError",
    "__version__",
]  # fmt: skip
