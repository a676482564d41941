"""The BSS06 sample deck (pybs/data/decks/pool-bss06-blue.txt) on both engines: seeded random games against itself
and against BSS05-BLUE, the compiled engine compared with the reference after every action (legal actions, bytes,
hashes), games over decks holding every BSS06-051..116 card once, and the invariant fuzz over those. The default
run plays 20 + 8 games; ``PYBS_LONG_FUZZ=1`` plays 200 + 150."""

from __future__ import annotations

import os

import pytest
from test_differential_engines import play_every_pair

from pybs import Game, RuleSet
from pybs.decks import Deck, builtin_decks, validate_deck

DECKS = ("BSS06-BLUE", "BSS05-BLUE")
GAMES = 200 if os.environ.get("PYBS_LONG_FUZZ") == "1" else 20


def test_the_bss06_blue_sample_deck_is_built_in_and_legal() -> None:
    """The deck loads as a built-in deck, legal under the BSS edition (R2: 50 cards), mostly BSS06 cards."""
    deck = builtin_decks()["BSS06-BLUE"]
    assert sum(n for _card, n in deck.entries) == 50
    assert all(card.startswith("BSS06-") and 51 <= int(card[-3:]) <= 116 for card, _n in deck.entries)
    validate_deck(deck, rules=RuleSet.preset("bss"))  # raises DeckError on an illegal deck
    Game(DECKS, seed=0, rules=RuleSet.preset("bss"))


@pytest.mark.parametrize("edition", ["bss"])
def test_engines_agree_on_the_bss06_blue_deck(edition: str) -> None:
    """GAMES random games over every ordered pair of BSS06-BLUE and BSS05-BLUE (mirrors included): identical
    states after every action."""
    play_every_pair(DECKS, edition, GAMES, "bss06-blue")


# Every BSS06-051..116 card, one copy each, over two overlapping 43-card decks (legal under the rulebook edition:
# 40+ cards), so random games reach the scripts the sample deck leaves out.
EVERY_CARD = tuple(Deck(f"bss06-high-{k}", tuple((f"BSS06-{i:03d}", 1) for i in range(lo, hi)))
                   for k, (lo, hi) in enumerate(((51, 94), (74, 117))))
ALL_GAMES = 150 if os.environ.get("PYBS_LONG_FUZZ") == "1" else 8


def test_engines_agree_on_every_bss06_high_card() -> None:
    """ALL_GAMES random games over every ordered pair of the two every-card decks: identical states after every
    action (the compiled engine against the reference)."""
    play_every_pair(EVERY_CARD, "rulebook-8.0", ALL_GAMES, "bss06-high")


@pytest.mark.parametrize("auto_forced", [True, False])
def test_invariant_fuzz_over_every_bss06_high_card(auto_forced: bool) -> None:
    """Every legal action tried and the state invariants checked after every action (test_fuzz), over the two
    every-card decks."""
    from test_fuzz import assert_clean, fuzz

    result = fuzz(EVERY_CARD, RuleSet.preset("rulebook-8.0"), 40, 9806 + int(auto_forced), auto_forced=auto_forced,
                  illegal_samples=8)
    assert_clean(result, 40, "BSS06 051-116")
