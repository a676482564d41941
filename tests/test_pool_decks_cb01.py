"""The CB01 sample decks (pybs/data/decks/pool-cb01-purple.txt and -blue.txt) on both engines: seeded random games
between them (mirrors included) and against PROMO-RED, the compiled engine compared with the reference after every
action (legal actions, bytes, hashes), and games over decks holding every CB01 card once. The default run plays
20 + 8 + 6 games; ``PYBS_LONG_FUZZ=1`` plays 200 + 80 + 100."""

from __future__ import annotations

import os

import pytest
from test_differential_engines import play_every_pair

from pybs import Game, RuleSet
from pybs.decks import Deck, builtin_decks, validate_deck

DECKS = ("CB01-PURPLE", "CB01-BLUE")
LONG = os.environ.get("PYBS_LONG_FUZZ") == "1"
GAMES = 200 if LONG else 20


def test_the_cb01_sample_decks_are_built_in_and_legal() -> None:
    """Both decks load as built-in decks and are legal under the BSS edition (R2: 50 cards, 4 copies)."""
    decks = builtin_decks()
    for name in DECKS:
        assert sum(n for _card, n in decks[name].entries) == 50
        assert all(card.startswith("CB01-") for card, _n in decks[name].entries)
        validate_deck(decks[name], rules=RuleSet.preset("bss"))  # raises DeckError on an illegal deck
    Game(DECKS, seed=0, rules=RuleSet.preset("bss"))


@pytest.mark.parametrize("edition", ["bss"])
def test_engines_agree_on_the_cb01_sample_decks(edition: str) -> None:
    """GAMES random games over every ordered pair of the two decks: identical states after every action."""
    play_every_pair(DECKS, edition, GAMES, "cb01")


@pytest.mark.parametrize("deck", DECKS)
def test_engines_agree_against_promo_red(deck: str) -> None:
    """Each CB01 deck against PROMO-RED (both seats): identical states after every action."""
    play_every_pair((deck, "PROMO-RED"), "bss", 40 if LONG else 4, f"cb01-promo-{deck}")


# Every CB01 card, one copy each, over two 40-card decks (legal under the rulebook edition: 40+ cards), so random
# games reach the scripts the two sample decks leave out.
EVERY_CARD = tuple(Deck(f"cb01-all-{k}", tuple((f"CB01-{i:03d}", 1) for i in range(lo, hi)))
                   for k, (lo, hi) in enumerate(((1, 41), (41, 81))))
ALL_GAMES = 100 if LONG else 6


def test_engines_agree_on_every_cb01_card() -> None:
    """ALL_GAMES random games over every ordered pair of the two every-card decks: identical states after every
    action (the compiled engine against the reference)."""
    play_every_pair(EVERY_CARD, "rulebook-8.0", ALL_GAMES, "cb01-all")
