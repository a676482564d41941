"""The promotional sample decks (PROMO-RED, PROMO-WHITE: PR, EX01 and L01 cards) on both engines: random games
compared byte for byte after every action. ``PYBS_LONG_FUZZ=1`` plays 200 games; the default run plays 20."""

from __future__ import annotations

import os
import random

import pytest
from test_differential_engines import play_both

from pybs import Game, RuleSet
from pybs.layout import EndReason

DECKS = ("PROMO-RED", "PROMO-WHITE")
GAMES = 200 if os.environ.get("PYBS_LONG_FUZZ") == "1" else 20


def test_promo_decks_are_scripted_and_legal() -> None:
    """Every card of both decks has a script (none played vanilla by default), and the decks are legal under bss."""
    from pybs.carddb import load_default
    from pybs.decks import get_deck, validate_deck
    from pybs.effects import effect_tables
    from pybs.effects.script import SCRIPTS

    db = load_default()
    effect_tables(db)  # every script registered
    for name in DECKS:
        deck = get_deck(name)
        assert deck.size == 50
        validate_deck(deck, db, RuleSet.preset("bss"))
        assert all(card_id in SCRIPTS for card_id, _ in deck.entries), name


@pytest.mark.parametrize("auto_forced", [True, False])
def test_engines_agree_on_the_promo_decks(auto_forced: bool) -> None:
    rules = RuleSet.preset("bss")
    chooser = random.Random(f"differential-promo-{auto_forced}")
    total = 0
    games = GAMES // 2
    for i in range(games):
        pair = (DECKS[i % 2], DECKS[(i // 2) % 2])
        game = Game(pair, seed=0, rules=rules, auto_forced=auto_forced)
        n, final = play_both(game, chooser.getrandbits(64), chooser)
        total += n
        assert final.end_reason != EndReason.NONE
    assert total > games * 20
