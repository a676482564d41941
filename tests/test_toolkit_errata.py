"""Card variants (issue 20): errata of cost, reduction, BP, level cores and keywords, and bans, as validated,
typed descriptions applied through a changed card database that both engines and the compiled tables read."""

from __future__ import annotations

import json
import pickle

import pytest
from conftest import legal, pending, summon

from pybs.carddb import load_default
from pybs.cli import main
from pybs.compare import compare_rules
from pybs.decks import builtin_decks
from pybs.effects import card_table_arrays
from pybs.effects.script import Keyword
from pybs.errata import Errata, VariantDatabase, is_card_change, parse_change
from pybs.errors import CardVariantError, DeckError, ReplayError
from pybs.game import Game
from pybs.layout import Decision
from pybs.replay import record_game, verify_replay
from pybs.simulate import simulate
from pybs.testing import Scenario


def test_parse_and_round_trip_every_field():
    errata = Errata.parse(["BSS01-047.cost=5", "ST01-001.bp=1000/2000/3000,ST01-001.cores=1/2/4",
                           "ST01-002.reduction=red/purple", "ST01-003.keywords=+crush:2/-confront",
                           "ST01-004.banned=true", "ST01-005.banned=BSS01-005"])
    assert errata.to_dict() == {
        "BSS01-047": {"cost": 5}, "ST01-001": {"bp": [1000, 2000, 3000], "cores": [1, 2, 4]},
        "ST01-002": {"reduction": ["red", "purple"]}, "ST01-003": {"keywords": "+crush:2/-confront"},
        "ST01-004": {"banned": True}, "ST01-005": {"banned": "BSS01-005"}}
    assert Errata.from_dict(json.loads(json.dumps(errata.to_dict()))) == errata
    assert Errata.parse(errata.texts()) == errata
    assert hash(errata) == hash(Errata.parse(errata.texts()))
    assert pickle.loads(pickle.dumps(errata)) == errata
    assert is_card_change("BSS01-047.cost=5") and not is_card_change("start_life=5")


@pytest.mark.parametrize(("text", "message"), [
    ("BSS01-047.price=5", "card variant BSS01-047.price: unknown field"),
    ("BSS01-047.cost=21", "card variant BSS01-047.cost: expected integers 0..20"),
    ("BSS01-047.cost=five", "card variant BSS01-047.cost: expected an integer"),
    ("BSS01-047.bp=1000/x", "card variant BSS01-047.bp: expected an integer"),
    ("BSS01-047.reduction=red/pink", "card variant BSS01-047.reduction: unknown colour 'pink'"),
    ("BSS01-047.keywords=+flying", "card variant BSS01-047.keywords: unknown keyword 'flying'"),
    ("BSS01-047.keywords=crush/+swift", "exact list (no signs) or changes"),
    ("BSS01-047.banned=", "card variant BSS01-047.banned: expected true"),
    ("cost=5", "expected CARD-ID.FIELD=VALUE"),
])
def test_bad_changes_are_typed_errors_naming_the_field(text, message):
    with pytest.raises(CardVariantError, match=message.replace("(", r"\(").replace(")", r"\)")):
        Errata.parse(text)


def test_changes_that_make_no_valid_card_name_the_field():
    db = load_default()
    with pytest.raises(CardVariantError, match=r"card variant NOPE-001.cost: unknown card id"):
        Errata.parse("NOPE-001.cost=3").database(db)
    with pytest.raises(CardVariantError, match=r"card variant ST01-001.bp: ST01-001 has 3 levels, got 2"):
        Errata.parse("ST01-001.bp=1000/2000").database(db)
    with pytest.raises(CardVariantError, match=r"ST01-001: .*'levels'.*must not decrease"):
        Errata.parse("ST01-001.cores=3/2/5").database(db)
    with pytest.raises(CardVariantError, match=r"ST01-001.banned: unknown replacement card id 'NOPE'"):
        Errata.parse("ST01-001.banned=NOPE").database(db)
    with pytest.raises(CardVariantError, match="field given twice"):
        Errata.parse("ST01-001.cost=3,ST01-001.cost=4")


def test_the_changed_database_feeds_the_compiled_table_and_keeps_rows():
    db = load_default()
    errata = Errata.parse("ST01-001.cost=3,ST01-001.reduction=red,ST01-001.bp=1000/2000/3000,"
                          "ST01-001.cores=1/2/4,ST01-001.keywords=-confront,ST01-004.keywords=+crush:2")
    changed = errata.database(db)
    assert isinstance(changed, VariantDatabase) and errata.database(db) is changed  # built once
    row = db.row("ST01-001")
    assert changed.row("ST01-001") == row and len(changed) == len(db)
    before, after = card_table_arrays(db), card_table_arrays(changed)
    assert (before["cost"][row], after["cost"][row]) == (6, 3)
    assert after["level_bp"][row][:3].tolist() == [1000, 2000, 3000]
    assert after["level_cores"][row][:3].tolist() == [1, 2, 4]
    assert after["reduction"][row].sum() == 1
    assert before["card_kw_mask"][row] & (1 << Keyword.CONFRONT) and not after["card_kw_mask"][row] & (
        1 << Keyword.CONFRONT)
    r4 = db.row("ST01-004")
    assert not before["card_kw_mask"][r4] & (1 << Keyword.CRUSH) and after["card_kw_mask"][r4] & (1 << Keyword.CRUSH)
    other = db.row("ST02-001")
    assert (before["cost"][other], before["level_bp"][other].tolist()) == (
        after["cost"][other], after["level_bp"][other].tolist())
    assert load_default()["ST01-001"].cost == 6  # the built-in cards are untouched


def test_both_engines_charge_the_changed_cost(build):
    """R7.1: summoning ST01-004 Raineedle (printed cost 1) with its erratum cost 3 needs 3 cores paid."""
    errata = Errata.parse("ST01-004.cost=3,ST01-004.reduction=")
    db = errata.database(load_default())
    sc = Scenario(turn=3, active=0, step="main").player(0, hand=["ST01-004"], reserve=2)
    sc.db = db
    state = build(sc)
    assert not [c for c in legal(state) if 1 <= c < 1 + 64]  # two cores cannot pay 3
    sc = Scenario(turn=3, active=0, step="main").player(0, hand=["ST01-004"], reserve=4)
    sc.db = db
    state = build(sc)
    summon(state, 0)
    rec = state.record()["players"][0]
    assert int(rec["reserve"]) + int(rec["trash_cores"]) + sum(int(s["cores"]) for s in rec["slots"]) >= 1
    assert int(rec["trash_cores"]) == 3  # the cost paid goes to the Trash (R7.3)


def test_game_applies_bans_and_refuses_a_banned_deck():
    game = Game(("ST01", "ST02"), errata={"ST01-004": {"banned": "BSS01-005"}})
    entries = dict(game.decks[0].entries)
    assert "ST01-004" not in entries and entries["BSS01-005"] == 3 and game.decks[0].size == 40
    with pytest.raises(DeckError, match=r"card variant ST01-004.banned: deck 'ST01 Red Star Dragons' holds 3 "
                                        r"ST01-004 \(Raineedle\), banned under this variant"):
        Game(("ST01", "ST02"), errata=Errata.parse("ST01-004.banned=true"))
    assert Game(("ST02", "ST03"), errata="ST01-004.banned=true").decks[0] == builtin_decks()["ST02"]


def test_errata_reach_worker_processes_and_replays(tmp_path):
    errata = Errata.parse("ST01-002.cost=1,ST01-009.bp=9000/9000")
    inline = simulate("ST01", "ST02", 600, 3, backend="inline", errata=errata)
    pooled = simulate("ST01", "ST02", 600, 3, backend="process", workers=2, chunk_size=200, errata=errata)
    plain = simulate("ST01", "ST02", 600, 3, backend="inline")
    assert (inline.winner == pooled.winner).all() and (inline.turns == pooled.turns).all()
    assert (inline.turns != plain.turns).any()  # the changed cards changed games
    assert inline.summary()["cards"] == errata.to_dict()
    game = Game(("ST01", "ST02"), errata=errata)
    plain_game = Game(("ST01", "ST02"))
    replay = next(r for r in (record_game(game, ("greedy", "random"), seed) for seed in range(40))
                  if r["actions"] != record_game(plain_game, ("greedy", "random"), r["seed"])["actions"])
    assert replay["cards"] == errata.to_dict()
    state, _ = verify_replay(replay)
    assert state.game.errata == errata
    plain_replay = dict(replay)
    del plain_replay["cards"]  # the same actions without the errata do not reproduce the game
    with pytest.raises(ReplayError):
        verify_replay(plain_replay)
    assert pickle.loads(pickle.dumps(game)).db["ST01-002"].cost == 1


def test_compare_rules_card_variant_is_paired_and_named():
    result = compare_rules(None, {"cheap Andrometeos": {"cards": {"ST01-002": {"cost": 1}}}},
                           ("ST01", "ST02"), games=800, seed=2, backend="inline")
    rows = result.rows()
    assert rows[1]["variant"] == "cheap Andrometeos" and rows[1]["cards"] == {"ST01-002": {"cost": 1}}
    assert rows[1]["paired"] and rows[1]["win_rate_a_delta"] > 0
    assert not rows[1]["decks_changed"] and result.warnings() == []
    with pytest.raises(CardVariantError, match="variant 'bad': card variant ST01-002.cost"):
        compare_rules(None, {"bad": {"cards": {"ST01-002": {"cost": 99}}}}, ("ST01", "ST02"), games=5,
                      backend="inline")


def test_cli_card_variants(capsys, tmp_path):
    code = main(["compare-rules", "--games", "300", "--backend", "inline", "--card", "ST01-002.cost=1", "--json"])
    out = json.loads(capsys.readouterr().out)
    assert code == 0 and out["variants"][1]["variant"] == "ST01-002.cost=1"
    assert out["variants"][1]["cards"] == {"ST01-002": {"cost": 1}}
    code = main(["compare-rules", "--games", "300", "--backend", "inline", "--card", "ST01-004.banned=BSS01-005",
                 "--json"])
    captured = capsys.readouterr()
    out = json.loads(captured.out)
    # the ban is the change under study: the lists differ, and no deck warning says so
    assert code == 0 and out["variants"][1]["decks_changed"] and "other deck lists" not in captured.err
    assert dict(map(tuple, out["variants"][1]["deck_lists"][0]["cards"]))["BSS01-005"] == 3
    code = main(["compare-rules", "--games", "5", "--card", "ST01-002.cost=x"])
    assert code == 2 and "card variant ST01-002.cost: expected an integer" in capsys.readouterr().err
    run = tmp_path / "run.json"
    code = main(["simulate", "--games", "20", "--backend", "inline", "--card", "ST01-002.cost=1", "--record", "1",
                 "--quiet", "--out", str(run)])
    assert code == 0 and json.loads(run.read_text())["replays"][0]["cards"] == {"ST01-002": {"cost": 1}}
    assert main(["replay", str(run), "--quiet"]) == 0


def test_parse_change_keeps_the_card_id_whole():
    change = parse_change("XMPL-R01/back.cost=3")
    assert change.card_id == "XMPL-R01/back" and change.field == "cost" and change.value == 3
    with pytest.raises(CardVariantError, match="is a back face"):
        Errata((change,)).database(load_default())


def test_pending_decision_still_reads_changed_cards():
    game = Game(("ST01", "ST02"), errata="ST01-001.cost=2")
    state = game.new_initial_state(1)
    kind, _ = pending(state)
    assert kind in set(Decision)
    assert state.game.db["ST01-001"].cost == 2
