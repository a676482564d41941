"""Random legal decks drawn from a card pool: for fuzzing, soaks and the random-pool benchmark.

    from pybs.randomdecks import random_deck
    deck = random_deck(7, rules=RuleSet.preset("bss"))     # 50 scripted cards, legal under the rules

The same seed, pool and rules always give the same deck.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from .carddb import CardDatabase, load_default
from .decks import Deck, validate_deck
from .errors import DeckError, PybsError
from .rules import RuleSet


def deckable_cards(db: CardDatabase | None = None, scripted_only: bool = True,
                   examples: bool = False) -> list[str]:
    """Ids a deck may hold (no token, R18.8; no back face, R16.1), optionally only scripted cards."""
    db = load_default() if db is None else db
    scripted: set[str] | None = None
    if scripted_only:
        from .effects import card_table_arrays
        from .effects.compiler import CardFlag

        flags = card_table_arrays(db, True)["card_flags"]
        scripted = {db.card_at(row).id for row in range(len(flags)) if flags[row] & CardFlag.SCRIPTED}
    return [card.id for card in db.cards
            if not card.token and not card.back_of and (examples or not card.example)
            and (scripted is None or card.id in scripted)]


def random_deck(seed: int, db: CardDatabase | None = None, rules: RuleSet | None = None,
                pool: Sequence[str] | None = None, size: int | None = None, name: str | None = None) -> Deck:
    """A random deck of ``size`` cards (default: the rules' minimum) legal under ``rules`` (R2).

    ``pool`` is the ids to draw from (default: every scripted card a deck may hold). Raises
    PybsError when the pool cannot make a legal deck of that size.
    """
    db = load_default() if db is None else db
    rules = RuleSet() if rules is None else rules
    size = rules.deck_min_cards if size is None else size
    cards = sorted(deckable_cards(db) if pool is None else pool)
    if len(cards) * rules.copy_limit < size:
        raise PybsError(f"a pool of {len(cards)} cards cannot make a {size}-card deck at {rules.copy_limit} copies")
    rng = random.Random(seed)
    for _ in range(100):
        counts: dict[str, int] = {}
        contract = None
        while sum(counts.values()) < size:
            card_id = rng.choice(cards)
            card = db[card_id]
            if counts.get(card_id, 0) >= rules.copy_limit:
                continue
            if card.contract:  # R2.3: at most one kind of contract card
                if contract not in (None, card.name):
                    continue
                contract = card.name
            counts[card_id] = counts.get(card_id, 0) + 1
        deck = Deck(name or f"random-{seed}", tuple(sorted(counts.items())))
        try:
            validate_deck(deck, db, rules)  # names shared by several ids (R2.2, R18.9) are rare: draw again
        except DeckError:
            continue
        return deck
    raise PybsError(f"no legal {size}-card deck found in the pool after 100 draws (seed {seed})")


__all__ = ["deckable_cards", "random_deck"]
