"""R18.1's 0-BP check never runs while an effect waits for an answer (found by the pool soak, issue 19).

BSS04-125's Burst gives Boa-trictor -3000 BP and then asks its owner whether to pay for its Flash effect (a YES_NO
on the Burst's frame). Boa-trictor at 0 BP must wait for that answer: the check ran at once, and Rotting Swamp's
"would be destroyed" replacement pushed its frame above the pending question, a state whose decision no longer
matched its frames. The game is the soak's: random pool decks 54 and 55, bss edition, no forced-action shortcut."""

from __future__ import annotations

import sys
from pathlib import Path

from bscore.fuzz import run_fuzz
from pybs import Game, RuleSet

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))
from soak import pool_deck  # noqa: E402

SOAK_SEED = 2026 + 109  # combination 109 of the pool soak: pair 27, bss, auto_forced False
FAILING_GAME = 1051


def test_the_soak_game_that_broke_the_frames_now_plays_under_full_checks() -> None:
    rules = RuleSet.preset("bss")
    game = Game((pool_deck(54, rules, False), pool_deck(55, rules, False)), rules=rules, auto_forced=False)
    assert {"BSS04-125", "ST02-006"} & {c for c, _n in game.decks[0].entries}
    assert {"BSS01-030", "BSS01-108"} <= {c for c, _n in game.decks[1].entries}  # Boa-trictor, Rotting Swamp
    result = run_fuzz(game.deck_handle, game.rows[0], game.rows[1], game.rules_bytes, 3, SOAK_SEED,
                      options=game.options, illegal_samples=4, every_legal=True, first_index=FAILING_GAME - 1)
    assert result["failure"] is None and result["games"] == 3
