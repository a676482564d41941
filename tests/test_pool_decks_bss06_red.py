"""The BSS06 red sample deck (pybs/data/decks/pool-bss06-red.txt) on both engines: seeded random games against
itself and against BSS05-PURPLE, the compiled engine compared with the reference after every action (legal
actions, bytes, hashes), and games over decks holding every BSS06-001..050 card once. The default run plays
12 + 12 + 8 games; ``PYBS_LONG_FUZZ=1`` plays 200 + 200 + 150."""

from __future__ import annotations

import os

from test_differential_engines import play_every_pair

from pybs import Game, RuleSet
from pybs.decks import Deck, builtin_decks, validate_deck

DECK = "BSS06-RED"
GAMES = 200 if os.environ.get("PYBS_LONG_FUZZ") == "1" else 12


def test_the_bss06_red_sample_deck_is_built_in_and_legal() -> None:
    """The deck loads as a built-in deck and is legal under the BSS edition (R2: 50 cards, 4 copies)."""
    deck = builtin_decks()[DECK]
    assert sum(n for _card, n in deck.entries) == 50
    assert all(card.startswith("BSS06-") for card, _n in deck.entries)
    validate_deck(deck, rules=RuleSet.preset("bss"))  # raises DeckError on an illegal deck
    Game((DECK, DECK), seed=0, rules=RuleSet.preset("bss"))


def test_engines_agree_on_the_bss06_red_deck_and_its_mirror() -> None:
    """GAMES random games of the deck against itself: identical states after every action."""
    play_every_pair((DECK,), "bss", GAMES, "bss06-red")


def test_engines_agree_on_bss06_red_against_bss05_purple() -> None:
    """GAMES random games over every ordered pair of BSS06-RED and BSS05-PURPLE (mirrors included)."""
    play_every_pair((DECK, "BSS05-PURPLE"), "bss", GAMES, "bss06-red-vs-purple")


# Every BSS06-001..050 card, one copy each (50 cards, legal under the BSS edition too), against itself and
# the sample deck, so random games reach the scripts the sample deck leaves out.
EVERY_CARD = Deck("bss06-low-all", tuple((f"BSS06-{i:03d}", 1) for i in range(1, 51)))
ALL_GAMES = 150 if os.environ.get("PYBS_LONG_FUZZ") == "1" else 8


def test_engines_agree_on_every_bss06_low_card() -> None:
    """ALL_GAMES random games over every ordered pair of the every-card deck and BSS06-RED: identical states after
    every action (the compiled engine against the reference)."""
    validate_deck(EVERY_CARD, rules=RuleSet.preset("bss"))
    play_every_pair((EVERY_CARD, DECK), "bss", ALL_GAMES, "bss06-low-all")
