"""Editions of the rules: RuleSet.preset("bss") and RuleSet.preset("rulebook-8.0") (docs/RULESET.md)."""

from __future__ import annotations

import json

import pybs
from pybs.cli import main
from pybs.rules import PRESETS, RuleSet
from pybs.simulate import simulate


def test_the_readme_showcase_compares_both_editions(capsys):
    """README: compare-rules from rulebook 8.0 to the BSS edition; each plays its own legal deck lists."""
    code = main(["compare-rules", "--rules", "rulebook-8.0", "--set", "bss", "--deck-a", "ST01", "--deck-b",
                 "ST05", "--games", "200", "--backend", "inline", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0
    base, bss = out["variants"]
    assert bss["variant"] == "bss" and bss["overrides"] == PRESETS["bss"]
    assert base["games"] == bss["games"] == 200


def test_each_edition_plays_its_own_deck_lists():
    """A built-in name resolves to the 40-card list under rulebook 8.0 and to the 50-card one under BSS."""
    for name, size in (("rulebook-8.0", 40), ("bss", 50)):
        game = pybs.Game(("ST01", "ST05"), seed=1, rules=RuleSet.preset(name))
        assert [d.size for d in game.decks] == [size, size]
        state = game.new_initial_state()
        rec = state.record()
        assert int(rec["players"][0]["n_cards"]) == size
    result = simulate("ST01", "ST05", 50, seed=1, rules=RuleSet.preset("bss"), backend="inline")
    assert all("BSS edition" in d for d in result.decks)


def test_cli_rules_option_and_unknown_preset(capsys):
    code = main(["simulate", "--rules", "bss", "--games", "20", "--backend", "inline", "--json"])
    summary = json.loads(capsys.readouterr().out)
    assert code == 0 and summary["rules"]["deck_min_cards"] == 50 and summary["rules"]["zero_bp_destroys"]
    code = main(["simulate", "--rules", "bss-9", "--games", "20"])
    assert code == 2
