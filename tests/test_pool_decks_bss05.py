"""The BSS05 sample decks (pybs/data/decks/pool-bss05-purple.txt and -blue.txt) on both engines: seeded random
games between them (mirrors included), the compiled engine compared with the reference after every action
(legal actions, bytes, hashes), and games over decks holding every BSS05 card once. The default run plays 20 + 9
games; ``PYBS_LONG_FUZZ=1`` plays 200 + 150."""

from __future__ import annotations

import os

import pytest
from test_differential_engines import play_every_pair

from pybs import Game, RuleSet
from pybs.decks import Deck, builtin_decks, validate_deck

DECKS = ("BSS05-PURPLE", "BSS05-BLUE")
GAMES = 200 if os.environ.get("PYBS_LONG_FUZZ") == "1" else 20


def test_the_bss05_sample_decks_are_built_in_and_legal() -> None:
    """Both decks load as built-in decks and are legal under the BSS edition (R2: 50 cards, 4 copies)."""
    decks = builtin_decks()
    for name in DECKS:
        assert sum(n for _card, n in decks[name].entries) == 50
        assert all(card.startswith("BSS05-") for card, _n in decks[name].entries)
        validate_deck(decks[name], rules=RuleSet.preset("bss"))  # raises DeckError on an illegal deck
    Game(DECKS, seed=0, rules=RuleSet.preset("bss"))


@pytest.mark.parametrize("edition", ["bss"])
def test_engines_agree_on_the_bss05_sample_decks(edition: str) -> None:
    """GAMES random games over every ordered pair of the two decks: identical states after every action."""
    play_every_pair(DECKS, edition, GAMES, "bss05")


# Every BSS05 card, one copy each, over three 46-47 card decks (legal under the rulebook edition: 40+ cards), so
# random games reach the scripts the two sample decks leave out.
EVERY_CARD = tuple(Deck(f"bss05-all-{k}", tuple((f"BSS05-{i:03d}", 1) for i in range(lo, hi)))
                   for k, (lo, hi) in enumerate(((1, 47), (47, 94), (94, 140))))
ALL_GAMES = 150 if os.environ.get("PYBS_LONG_FUZZ") == "1" else 9


def test_engines_agree_on_every_bss05_card() -> None:
    """ALL_GAMES random games over every ordered pair of the three every-card decks: identical states after every
    action (the compiled engine against the reference)."""
    play_every_pair(EVERY_CARD, "rulebook-8.0", ALL_GAMES, "bss05-all")
