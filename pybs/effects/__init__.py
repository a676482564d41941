"""The effect system: card scripts compiled to bytecode that both engines interpret."""

from __future__ import annotations

import numpy as np

from ..carddb import CardDatabase
from .compiler import EffectTables, compile_scripts


def effect_tables(db: CardDatabase, enabled: bool = True) -> EffectTables:
    """The compiled effect tables for ``db`` (empty but for the keyword built-ins when disabled)."""
    enabled = bool(enabled)
    return db.derived(("effect_tables", enabled), lambda: _compiled(db, enabled))


def _compiled(db: CardDatabase, enabled: bool) -> EffectTables:
    if not enabled:
        return compile_scripts(db, scripts={})
    from .. import scripts  # noqa: F401  (registers every card script)
    from .script import SCRIPTS

    extra = getattr(db, "extra_scripts", None)  # a user card set's scripts (pybs.cardsets), this database only
    return compile_scripts(db, {**SCRIPTS, **extra} if extra else SCRIPTS)


def card_table_arrays(db: CardDatabase, effects: bool = True) -> dict[str, np.ndarray]:
    """Card stats plus effect tables: everything an engine needs about the cards."""
    arrays = dict(db.arrays())
    arrays.update(effect_tables(db, effects).arrays())
    return arrays
