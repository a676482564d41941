"""The reference engine's state as users and tests hold it: ``RefState`` (pybs.reference.engine, which knows nothing
above itself) plus the describing API the compiled ``State`` has, built on ``pybs.decisions``."""

from __future__ import annotations

from .carddb import CardDatabase
from .decisions import PendingDecision, pending_decision
from .reference.engine import RefState


class ReferenceState(RefState):
    """A reference-engine state with ``pending_decision()``, as ``Game.reference_state()`` and
    ``Scenario.build_reference()`` return it."""

    def pending_decision(self, db: CardDatabase | None = None) -> PendingDecision:
        """The pending decision, described as the compiled State describes it (``pybs.decisions``); ``db``
        defaults to the database of the state's card table (a card set's too)."""
        return pending_decision(self, db)


__all__ = ["ReferenceState"]
