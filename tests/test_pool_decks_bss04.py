"""The BSS04 sample decks (BSS04-RED, BSS04-BLUE) on both engines, action by action: seeded random games over
every ordered pair (mirrors included) must give identical legal actions, bytes and hashes after every action.
``PYBS_LONG_FUZZ=1`` plays 200 games instead of 20."""

from __future__ import annotations

import os

import numpy as np
from test_differential_engines import play_every_pair

from bscore.batch import play_batch
from pybs import Game, RuleSet
from pybs.decks import builtin_decks, validate_deck

DECKS = ("BSS04-RED", "BSS04-BLUE")
GAMES = 200 if os.environ.get("PYBS_LONG_FUZZ") == "1" else 20


def test_bss04_decks_are_legal_and_scripted():
    """Both decks are 50 cards of scripted BSS04 cards, legal under the bss edition (R2)."""
    from pybs import scripts  # noqa: F401
    from pybs.effects.script import SCRIPTS

    for name in DECKS:
        deck = builtin_decks()[name]
        validate_deck(deck, rules=RuleSet.preset("bss"))
        ids = [card_id for card_id, n in deck.entries for _ in range(n)]
        assert len(ids) == 50 and all(card_id in SCRIPTS for card_id in ids)
        assert sum(card_id.startswith("BSS04-") for card_id in ids) == 50


def test_engines_agree_on_the_bss04_decks() -> None:
    play_every_pair(DECKS, "bss", GAMES, "bss04")


def test_bss04_decks_narrowed_table_plays_the_same_games() -> None:
    """Game.deck_handle gives the batch loop the same games as the full table for these decks."""
    game = Game(DECKS, seed=0, rules=RuleSet.preset("bss"))
    full = play_batch(game.handle, game.rows[0], game.rows[1], game.rules_bytes, 100, 11)
    narrow = play_batch(game.deck_handle, game.rows[0], game.rows[1], game.rules_bytes, 100, 11)
    assert np.array_equal(full, narrow)


def test_run_fuzz_over_the_bss04_decks() -> None:
    """Every legal action tried and the state invariants checked after every action, both forced-action settings
    (``PYBS_LONG_FUZZ=1``: ten times as many games)."""
    from test_fuzz import assert_clean, fuzz

    n = GAMES * 3
    for k, pair in enumerate((DECKS, DECKS[::-1])):
        result = fuzz(pair, RuleSet.preset("bss"), n, 9400 + k, auto_forced=bool(k), illegal_samples=12)
        assert_clean(result, n, f"bss {pair}")
