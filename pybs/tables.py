"""The card tables a game runs on, built once per card database: the compiled engine's handle and the reference
engine's table. Below the stepping API (``pybs.game``) and the modules that describe states (decisions, explain,
observation), which all read them."""

from __future__ import annotations

from bscore.cards import CardTableHandle

from .carddb import CardDatabase
from .effects import card_table_arrays


def table_handle(db: CardDatabase, effects: bool = True) -> CardTableHandle:
    """The compiled card table for ``db``, with or without card effects (built once)."""
    effects = bool(effects)
    return db.derived(("table_handle", effects), lambda: CardTableHandle(card_table_arrays(db, effects)))


def reference_table(db: CardDatabase, effects: bool = True):
    """The reference engine's card table for ``db`` (built once per database and mode)."""
    effects = bool(effects)
    return db.derived(("reference_table", effects), lambda: _reference_table(db, effects))


def _reference_table(db: CardDatabase, effects: bool):
    from .effects import effect_tables
    from .reference.records import RefTable

    table = RefTable(card_table_arrays(db, effects), effect_tables(db, effects).callbacks)
    table.handle = table_handle(db, effects)  # RefState.observation_tensor uses the compiled writer
    table.db = db  # ReferenceState.pending_decision() describes cards from this database (a card set's too)
    return table


__all__ = ["reference_table", "table_handle"]
