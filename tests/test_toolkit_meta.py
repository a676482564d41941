"""Meta matrices and gauntlets (issue 20): every pairing of a field, both seats, under rule and card variants,
with paired changes; and rule sweeps with their plot in compare-rules."""

from __future__ import annotations

import csv
import json

import numpy as np
import pytest

from bscore.rng import py_derive_seed
from pybs.cli import main
from pybs.cli_tools import parse_variant, parse_variants
from pybs.compare import compare_rules, sweep_values, sweep_variants
from pybs.errors import CardVariantError, DeckError, PybsError, RuleSetError
from pybs.meta import expand_decks, gauntlet, meta
from pybs.rules import RuleSet
from pybs.simulate import simulate

FIELD = ["ST01", "ST02", "ST03"]


@pytest.fixture(scope="module")
def three():
    return meta(FIELD, games=150, seed=5, backend="inline", variants={"life 3": {"start_life": 3},
                                                                      "same": {"start_life": 5}})


def test_each_matchup_is_the_simulate_run_of_its_seed(three):
    """Deck i in seat 0 against deck j plays simulate's games with master seed derive_seed(seed, i * n + j)."""
    run = simulate("ST02", "ST03", 150, seed=py_derive_seed(5, 1 * 3 + 2), backend="inline")
    base = three.variants[0]
    assert (base.results[(1, 2)].winner == run.winner).all()
    assert (base.results[(1, 2)].turns == run.turns).all()


def test_a_cell_is_both_seats_and_mirrors_its_opposite(three):
    summary = three.summary()
    matrix = summary["variants"][0]["matrix"]
    assert matrix[0][0] is None and summary["rows"] == FIELD
    cell, mirror = matrix[0][1], matrix[1][0]
    assert cell["games"] == 300 and cell["deck"] == "ST01" and cell["opponent"] == "ST02"
    base = three.variants[0]
    wins = int((base.results[(0, 1)].winner == 0).sum() + (base.results[(1, 0)].winner == 1).sum())
    assert cell["wins"] == wins and cell["win_rate"] == pytest.approx(wins / 300)
    draws = int((base.results[(0, 1)].winner == -1).sum() + (base.results[(1, 0)].winner == -1).sum())
    assert cell["wins"] + mirror["wins"] + draws == 300
    mean = summary["variants"][0]["field_mean"][0]
    assert mean["games"] == 600 and mean["win_rate"] == pytest.approx((matrix[0][1]["wins"] + matrix[0][2]["wins"]) / 600)


def test_variant_changes_are_paired(three):
    summary = three.summary()
    life3, same = summary["variants"][1], summary["variants"][2]
    cell = life3["matrix"][0][1]
    won = three.variants[1].won(0, 1).astype(float) - three.variants[0].won(0, 1).astype(float)
    assert cell["delta"] == pytest.approx(won.mean())
    assert cell["delta_ci95"][0] <= cell["delta"] <= cell["delta_ci95"][1]
    # start_life=5 is the default: the same seeded games, so every change is exactly zero
    assert all(c is None or (c["delta"] == 0 and c["delta_ci95"] == [0.0, 0.0]) for row in same["matrix"] for c in row)
    assert all(m["delta"] == 0 for m in same["field_mean"])
    assert life3["decks_changed"] == [] and summary["warnings"] == []
    assert "delta" not in summary["variants"][0]["matrix"][0][1]


def test_backends_give_the_same_matrix():
    inline = meta(FIELD[:2], games=600, seed=1, backend="inline")
    pooled = meta(FIELD[:2], games=600, seed=1, backend="process", workers=2)
    a, b = inline.summary()["variants"][0], pooled.summary()["variants"][0]
    assert a["matrix"] == b["matrix"] and a["field_mean"] == b["field_mean"]


def test_gauntlet_plays_only_its_row():
    result = gauntlet("ST04", FIELD, games=40, seed=2, backend="inline")
    summary = result.summary()
    assert summary["rows"] == ["ST04"] and summary["decks"] == ["ST04", *FIELD]
    assert len(summary["variants"][0]["matrix"]) == 1
    assert sorted(result.variants[0].results) == sorted([(0, j) for j in (1, 2, 3)] + [(j, 0) for j in (1, 2, 3)])
    assert summary["total_games"] == 6 * 40


def test_editions_card_variants_bans_and_pinned_lists():
    result = meta(["ST01", "ST02"], games=30, seed=1, backend="inline", variants={"bss": RuleSet.preset("bss")
                  .to_dict() | {"max_actions": 100_000}, "ban": {"cards": {"ST01-004": {"banned": "BSS01-005"}}}})
    summary = result.summary()
    bss, ban = summary["variants"][1], summary["variants"][2]
    assert [d["size"] for d in bss["deck_lists"]] == [50, 50] and bss["decks_changed"] == ["ST01", "ST02"]
    assert ban["decks_changed"] == ["ST01"] and ban["overrides"] == {"cards": {"ST01-004": {"banned": "BSS01-005"}}}
    assert len(result.warnings()) == 2 and "--pin-decks" in result.warnings()[0]
    with pytest.raises(DeckError, match="variant 'bss': R2.1"):
        meta(["ST01", "ST02"], games=5, backend="inline", variants={"bss": {"deck_min_cards": 50}}, pin_decks=True)
    pinned = meta(["ST01", "ST02"], games=5, backend="inline", variants={"life": {"start_life": 4}}, pin_decks=True)
    assert pinned.warnings() == []


def test_decks_globs_and_bad_input(tmp_path):
    assert expand_decks("BSS-R*,ST01") == ["BSS-RED", "ST01"]
    (tmp_path / "a.txt").write_text(builtin_text("ST01"))
    (tmp_path / "b.txt").write_text(builtin_text("ST02"))
    assert expand_decks(str(tmp_path / "*.txt")) == [str(tmp_path / "a.txt"), str(tmp_path / "b.txt")]
    with pytest.raises(DeckError, match="matches no built-in deck and no file"):
        expand_decks("NOPE-*")
    with pytest.raises(PybsError, match="needs 2..64 decks"):
        meta(["ST01"], games=5, backend="inline")
    with pytest.raises(DeckError, match="listed twice"):
        meta(["ST01", "ST01"], games=5, backend="inline")
    with pytest.raises(RuleSetError, match="variant 'x'"):
        meta(FIELD, games=5, backend="inline", variants={"x": {"start_life": 0}})
    with pytest.raises(CardVariantError, match="variant 'y'"):
        meta(FIELD, games=5, backend="inline", variants={"y": {"cards": {"ST01-001": {"cost": -1}}}})
    result = meta([str(tmp_path / "*.txt")], games=5, backend="inline")
    assert result.decks == ["a", "b"]


def builtin_text(name: str) -> str:
    from pybs.decks import builtin_decks

    return builtin_decks()[name].to_text()


def test_cli_meta_json_csv_parquet_and_heatmaps(tmp_path, capsys):
    code = main(["meta", "--decks", "ST01,ST02", "--decks", "ST03", "--games", "20", "--backend", "inline",
                 "--set", "start_life=4", "--card", "ST01-002.cost=1", "--plot", str(tmp_path / "plots")])
    out = capsys.readouterr().out
    assert code == 0 and "field mean" in out and "start_life=4" in out and "ST01-002.cost=1" in out
    names = sorted(p.name for p in (tmp_path / "plots").iterdir())
    assert names == ["meta_00_rate.png", "meta_01_delta.png", "meta_01_rate.png", "meta_02_delta.png",
                     "meta_02_rate.png"]
    target = tmp_path / "m.csv"
    assert main(["meta", "--decks", "ST01,ST02", "--games", "10", "--backend", "inline", "--set", "start_life=3..4",
                 "--quiet", "--out", str(target)]) == 0
    with target.open() as fh:
        rows = list(csv.DictReader(fh))
    assert {r["variant"] for r in rows} == {"base", "start_life=3", "start_life=4"}
    assert len(rows) == 3 * (2 + 2)  # per variant: two cells and two field means
    assert main(["meta", "--decks", "ST01,ST02", "--games", "10", "--backend", "inline", "--json",
                 "--gauntlet", "ST05"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["rows"] == ["ST05"]
    target = tmp_path / "m.json"
    assert main(["meta", "--decks", "ST01,ST02", "--games", "10", "--backend", "inline", "--quiet", "--out",
                 str(target)]) == 0
    assert json.loads(target.read_text())["decks"] == ["ST01", "ST02"]
    pytest.importorskip("pyarrow")
    import pyarrow.parquet as pq

    target = tmp_path / "m.parquet"
    assert main(["meta", "--decks", "ST01,ST02", "--games", "10", "--backend", "inline", "--quiet", "--out",
                 str(target)]) == 0
    assert pq.read_table(target).num_rows == 4
    assert main(["meta", "--decks", "ST01,ST02", "--games", "10", "--out", str(tmp_path / "m.txt")]) == 2
    assert "--out must end in" in capsys.readouterr().err


# -- sweeps ------------------------------------------------------------------------------------------------

def test_sweep_syntax():
    variants, field = parse_variant("start_life=3..5")
    assert field == "start_life" and [v for _, v in variants] == [{"start_life": 3}, {"start_life": 4},
                                                                   {"start_life": 5}]
    variants, field = parse_variant("start_life=3,5,7,max_turns=50")
    assert [name for name, _ in variants] == ["start_life=3, max_turns=50", "start_life=5, max_turns=50",
                                              "start_life=7, max_turns=50"]
    assert variants[0][1] == {"max_turns": 50, "start_life": 3}
    variants, field = parse_variant("first_player_skips_core_step=true,false")
    assert [v["first_player_skips_core_step"] for _, v in variants] == [True, False]
    assert parse_variant("bss")[0][0][1]["deck_min_cards"] == 50 and parse_variant("bss")[1] is None
    assert parse_variant("start_life=4,ST01-001.cost=3")[0][0][1]["cards"].texts() == ["ST01-001.cost=3"]
    assert sweep_values("start_life", "3..8") == [3, 4, 5, 6, 7, 8]
    assert sweep_variants("start_life", [3, 4]) == {"start_life=3": {"start_life": 3},
                                                    "start_life=4": {"start_life": 4}}
    with pytest.raises(RuleSetError, match="start_life: expected an integer"):
        parse_variant("start_life=3,x")
    with pytest.raises(RuleSetError, match="run upwards"):
        parse_variant("start_life=8..3")
    with pytest.raises(RuleSetError, match="one swept field"):
        parse_variant("start_life=3..4,start_hand=3..4")
    with pytest.raises(RuleSetError, match="unknown RuleSet field 'life'"):
        parse_variant("life=3..4")
    named, sweep = parse_variants(("start_life=3..4",), ("ST01-001.cost=3",))
    assert list(named) == ["start_life=3", "start_life=4", "ST01-001.cost=3"] and sweep == "start_life"


def test_compare_rules_sweep_rows_and_plots(tmp_path, capsys):
    pytest.importorskip("matplotlib")
    code = main(["compare-rules", "--games", "200", "--backend", "inline", "--set", "start_life=3..5",
                 "--plot", str(tmp_path), "--json"])
    summary = json.loads(capsys.readouterr().out)
    assert code == 0 and summary["sweep"] == "start_life"
    assert [r["variant"] for r in summary["variants"]] == ["base", "start_life=3", "start_life=4", "start_life=5"]
    assert sorted(p.rsplit("/", 1)[1] for p in summary["plots"]) == ["game_length.png", "sweep.png", "win_rate.png"]
    assert summary["variants"][3]["win_rate_a_delta"] == 0  # start_life=5 is the base's
    assert all(r["deck_lists"][0]["size"] == 40 for r in summary["variants"])
    code = main(["simulate", "--set", "start_life=3..8", "--games", "1"])
    assert code == 2 and "sweeps and lists of values are variants of compare-rules" in capsys.readouterr().err


def test_edition_variant_warns_and_pins(capsys):
    """The README's edition comparison: under the bss variant ST01 resolves to its 50-card list, which the
    rows show and a warning names; --pin-decks keeps the base lists (so the bss deck rules refuse them)."""
    result = compare_rules(RuleSet.preset("rulebook-8.0"), {"bss": RuleSet.preset("bss").to_dict()},
                           ("ST01", "ST05"), games=100, backend="inline")
    rows = result.rows()
    assert [d["size"] for d in rows[1]["deck_lists"]] == [50, 50] and rows[1]["decks_changed"]
    assert "ST01 Red Star Dragons (40) -> ST01 Red Star Dragons (BSS edition) (50)" in result.warnings()[0]
    code = main(["compare-rules", "--rules", "rulebook-8.0", "--set", "bss", "--deck-a", "ST01", "--deck-b", "ST05",
                 "--games", "50", "--backend", "inline", "--pin-decks"])
    assert code == 2 and "variant 'bss': R2.1" in capsys.readouterr().err
    pinned = compare_rules(None, {"zero": {"zero_bp_destroys": False}}, ("ST01", "ST05"), games=50, backend="inline",
                           pin_decks=True)
    assert pinned.warnings() == [] and not pinned.rows()[1]["decks_changed"]


def test_win_rate_plot_shows_paired_differences(tmp_path):
    pytest.importorskip("matplotlib")
    from pybs.plots import _paired

    result = compare_rules(None, [{"start_life": 3}], ("ST01", "ST02"), games=200, backend="inline")
    delta, low, high = _paired(result.rows(), "win_rate_a")
    assert delta[0] == 0 and (low[0], high[0]) == (0, 0)
    assert delta[1] == result.rows()[1]["win_rate_a_delta"] and low[1] < delta[1] < high[1]
    assert np.isfinite(delta).all()
    assert [p.name for p in result.plot(tmp_path)] == ["win_rate.png", "game_length.png"]


def test_ismcts_meta_with_a_small_budget():
    """An ISMCTS field: the budget reaches the searches (a different budget plays other games) and is checked."""
    small = meta(["ST01", "ST02"], games=3, seed=4, agents=("ismcts", "greedy"), backend="inline", ismcts_budget=4)
    again = meta(["ST01", "ST02"], games=3, seed=4, agents=("ismcts", "greedy"), backend="inline", ismcts_budget=4)
    assert small.summary()["variants"] == again.summary()["variants"]
    one = simulate("ST01", "ST02", 3, seed=py_derive_seed(4, 1), agents=("ismcts", "greedy"), backend="inline",
                   ismcts_budget=4)
    assert (small.variants[0].results[(0, 1)].winner == one.winner).all()
    assert (small.variants[0].results[(0, 1)].actions == one.actions).all()
    other = simulate("ST01", "ST02", 3, seed=py_derive_seed(4, 1), agents=("ismcts", "greedy"), backend="inline",
                     ismcts_budget=40)
    assert (other.actions != one.actions).any()
    with pytest.raises(PybsError, match="ismcts_budget must be an integer in 1..1000000"):
        meta(["ST01", "ST02"], games=3, agents=("ismcts", "greedy"), backend="inline", ismcts_budget=0)
