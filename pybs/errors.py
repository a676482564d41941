"""Typed errors raised at the Python boundary.

Every error names the rule id (``R2.1``) or the field (``start_life``) that failed, so a
caller can tell bad input apart from an engine fault without parsing prose.
"""

from __future__ import annotations


class PybsError(Exception):
    """Base class of every error pybs raises on purpose."""


class CardDataError(PybsError, ValueError):
    """A card file or card record is malformed (names the card and field)."""


class UnknownCardError(PybsError, KeyError):
    """A card id is not in the card database."""

    def __str__(self) -> str:  # KeyError quotes its argument; keep the message readable
        return str(self.args[0]) if self.args else ""


class DeckError(PybsError, ValueError):
    """A deck breaks R2 or cannot be parsed (names the rule and the card or line)."""


class RuleSetError(PybsError, ValueError):
    """A RuleSet field is unknown or out of range (names the field)."""


class IllegalActionError(PybsError, ValueError):
    """An action code is not legal now; the state is left unchanged."""


class StateError(PybsError, ValueError):
    """State bytes are truncated, corrupted or from another layout version."""


class EngineCapacityError(PybsError, RuntimeError):
    """An effect table (mods, queue or frames) was full: the game ended with TABLE_OVERFLOW.

    ``tables`` names the full tables; the state stays inspectable (docs/EFFECTS.md).
    """

    def __init__(self, message: str, tables: tuple[str, ...] = ()) -> None:
        super().__init__(message)
        self.tables = tables


class ScenarioError(PybsError, ValueError):
    """A Scenario describes a position the engine cannot represent."""


class ReplayError(PybsError, ValueError):
    """A replay is unreadable, from an unknown version, or does not reproduce."""


class NoSuchOptionError(PybsError, LookupError):
    """No option of the pending decision matches what was asked for (names the decision's rule)."""


class CardVariantError(PybsError, ValueError):
    """A card variant (erratum or ban, ``pybs.errata``) names an unknown card or field, or a bad value."""


class PybsWarning(UserWarning):
    """Base class of every warning pybs issues."""


class UnscriptedCardWarning(PybsWarning):
    """A deck holds cards with no script: they play as vanilla cards (their printed effects are not played)."""
