"""A copied "When Summoned" effect's delayed trigger is the copier's own (found by the pool soak, issue 19).

Arcana Joker (BSS02-065) at Lv2+ attacks and runs Arcana Princess Anne's (BSS02-064) When Summoned effect as its
own: "for this turn, each time the opponent destroys an Otherlander Spirit of yours ..." sets up a delayed trigger
(an armed ability of Anne's card) held by the Joker. The state checker rejected that Mod.DELAYED because the
ability is not printed on the Joker; the queue and frame checks already accepted copied When Summoned effects, and
now the delayed part of one is accepted the same way. The game is the soak's: random pool decks 148 and 149,
rulebook-8.0 edition, with the soak's looping card set loaded (it shifts the table rows the decks are dealt from)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from bscore.fuzz import run_fuzz
from pybs import Game, RuleSet

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
from soak import looping_set_dir, pool_deck  # noqa: E402


@pytest.mark.parametrize(("auto_forced", "combination", "failing_game"), [(True, 298, 444), (False, 299, 270)])
def test_the_soak_games_with_a_copied_later_trigger_play_under_full_checks(auto_forced, combination,
                                                                           failing_game) -> None:
    rules = RuleSet.preset("rulebook-8.0")
    game = Game((pool_deck(148, rules, False), pool_deck(149, rules, False)), rules=rules, auto_forced=auto_forced,
                card_sets=[looping_set_dir()])
    assert {"BSS02-064", "BSS02-065"} <= {c for c, _n in game.decks[1].entries}  # Anne and the Joker
    result = run_fuzz(game.deck_handle, game.rows[0], game.rows[1], game.rules_bytes, 1, 2026 + combination,
                      options=game.options, illegal_samples=4, every_legal=False, every_code=False,
                      first_index=failing_game)
    assert result["failure"] is None and result["games"] == 1
