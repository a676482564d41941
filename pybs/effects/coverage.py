"""How much of the card pool the effect system covers, per set, and where a card's script lives."""

from __future__ import annotations

import sys

from ..carddb import CardDatabase
from . import effect_tables
from .compiler import CardFlag

COUNTS = ("cards", "scripted", "compiled", "callback", "vanilla", "unimplemented")


def coverage(db: CardDatabase) -> dict[str, dict[str, int]]:
    """Per set: cards; scripted (compiled + callback); compiled to bytecode without the Python callback;
    on the callback path; vanilla by design (no effect text, registered as such, counted in compiled);
    unimplemented (no script: they play as vanilla although they print an effect)."""
    flags = effect_tables(db, True).arrays()["card_flags"]
    out: dict[str, dict[str, int]] = {}
    for row, card in enumerate(db.cards):
        if card.back_of:  # a Rebirth card's back face is part of its card (R16.1)
            continue
        entry = out.setdefault(card.set, dict.fromkeys(COUNTS, 0))
        entry["cards"] += 1
        f = int(flags[row])
        if not f & CardFlag.SCRIPTED:
            entry["unimplemented"] += 1
            continue
        entry["scripted"] += 1
        if f & CardFlag.CALLBACK:
            entry["callback"] += 1
        else:
            entry["compiled"] += 1
        if f & CardFlag.VANILLA:
            entry["vanilla"] += 1
    return dict(sorted(out.items()))


def summed(report: dict[str, dict[str, int]], prefixes: tuple[str, ...]) -> dict[str, int]:
    """The counts of every set whose name starts with one of ``prefixes``, added up."""
    rows = [row for name, row in report.items() if name.startswith(prefixes)]
    return {key: sum(row[key] for row in rows) for key in COUNTS}


def script_location(db: CardDatabase, card_id: str) -> dict[str, str] | None:
    """Where ``card_id``'s script is written: its module, function (``vanilla`` for a card listed as having no
    effect text) and file; None for a card without a script. A user card set's scripts count for ``db``."""
    from .. import scripts  # noqa: F401  (registers every card script)
    from .script import SCRIPTS

    extra = getattr(db, "extra_scripts", None) or {}
    fn = extra.get(card_id) or SCRIPTS.get(card_id)
    if fn is None:
        return None
    module = sys.modules.get(fn.__module__)
    return {"module": fn.__module__, "function": fn.__qualname__, "file": getattr(module, "__file__", None) or ""}
