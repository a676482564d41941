"""How much of the card pool the effect system covers, per set."""

from __future__ import annotations

from ..carddb import CardDatabase
from . import effect_tables
from .compiler import CardFlag


def coverage(db: CardDatabase) -> dict[str, dict[str, int]]:
    """Per set: cards compiled to bytecode, cards on the Python callback path, unimplemented cards.

    A card with no effect text counts as compiled once its (empty) script is registered.
    """
    flags = effect_tables(db, True).arrays()["card_flags"]
    out: dict[str, dict[str, int]] = {}
    for row, card in enumerate(db.cards):
        entry = out.setdefault(card.set, {"cards": 0, "compiled": 0, "callback": 0, "unimplemented": 0})
        entry["cards"] += 1
        f = int(flags[row])
        if not f & CardFlag.SCRIPTED:
            entry["unimplemented"] += 1
        elif f & CardFlag.CALLBACK:
            entry["callback"] += 1
        else:
            entry["compiled"] += 1
    return dict(sorted(out.items()))
