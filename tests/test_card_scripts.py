"""Card scripts: coverage, and bad scripts failing at load time with the card named."""

from __future__ import annotations

import json

import pytest

from pybs.carddb import load_default
from pybs.cli import main
from pybs.effects import compiler as comp
from pybs.effects.coverage import coverage
from pybs.effects.script import (
    SCRIPTS,
    CardScript,
    Dest,
    Event,
    Keyword,
    ScriptError,
    opponents,
)

STARTERS = [f"ST0{i}" for i in range(1, 8)]


@pytest.fixture(scope="module")
def db():
    return load_default()


def test_every_starter_card_is_compiled_and_none_needs_the_callback_path(db):
    report = coverage(db)
    for name in STARTERS:
        row = report[name]
        assert (row["cards"], row["scripted"], row["compiled"], row["callback"], row["unimplemented"]) == (
            16, 16, 16, 0, 0), name
        assert row["vanilla"] < 16, name  # every starter deck has cards with effects
    assert report["ST01"]["vanilla"] > 0 and report["ST07"]["vanilla"] == 0  # ST07 prints an effect on every card
    assert sum(report[s]["compiled"] for s in STARTERS) == 112


def test_coverage_cli_reports_per_set(capsys):
    assert main(["cards", "coverage", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["sets"]["ST03"]["compiled"] == 16
    assert data["total"]["callback"] == 0
    # 1,089 printed cards, 7 tokens and the example cards (a back face is part of its card, R16.1)
    assert data["total"]["cards"] == 1096 + data["sets"]["EXAMPLES"]["cards"]
    starters = data["starters"]
    assert (starters["cards"], starters["scripted"], starters["compiled"], starters["callback"]) == (112, 112, 112, 0)
    pool = data["BSS01-BSS03"]
    assert pool["cards"] == 410 and pool["callback"] == 0
    assert pool["scripted"] == pool["compiled"] == pool["cards"] - pool["unimplemented"]
    assert data["sets"]["BSS01"]["vanilla"] > 0
    # issues 17 and 18: the whole real pool is scripted and compiled, none on the callback
    real = data["real_pool"]
    assert (real["cards"], real["scripted"], real["compiled"], real["callback"], real["unimplemented"]) == (
        1089, 1089, 1089, 0, 0)
    for name, size in (("BSS04", 139), ("BSS05", 139), ("BSS06", 116), ("CB01", 80), ("EX01", 9), ("L01", 10),
                       ("PR", 74)):
        row = data["sets"][name]
        assert (row["cards"], row["scripted"], row["compiled"], row["callback"]) == (size, size, size, 0), name
    assert main(["cards", "coverage"]) == 0
    out = capsys.readouterr().out
    assert "ST07" in out
    assert f"starter decks ST01-ST07: 112/112 scripted, 112 compiled without the callback, {starters['vanilla']}" in out
    assert f"booster sets BSS01-BSS03: {pool['scripted']}/410 scripted" in out
    assert "real card pool: 1089/1089 scripted, 1089 compiled without the callback" in out


def compile_one(db, card_id, fn):
    return comp.compile_scripts(db, {card_id: fn})


def test_a_good_script_compiles(db):
    tables = compile_one(db, "ST01-001", SCRIPTS["ST01-001"])
    row = db.row("ST01-001")
    assert tables.card_count[row] == 2 and "ST01-001" in tables.scripted


def _unknown_opcode(c: CardScript) -> None:
    c.when(Event.SUMMONED)._op(999)


def _unknown_keyword(c: CardScript) -> None:
    c.keyword(77)


def _no_keyword(c: CardScript) -> None:
    c.keyword(Keyword.NONE)


def _wrong_level(c: CardScript) -> None:
    c.when(Event.SUMMONED, levels=(5,)).draw(1)


def _missing_filter(c: CardScript) -> None:
    c.when(Event.SUMMONED).choose(None).destroy()


def _no_target(c: CardScript) -> None:
    c.when(Event.SUMMONED).destroy()


def _unknown_family(c: CardScript) -> None:
    c.when(Event.SUMMONED).choose(opponents(family="No Such Family")).destroy()


def _unknown_color(c: CardScript) -> None:
    c.when(Event.SUMMONED).choose(opponents(colors=("orange",))).destroy()


def _unknown_event(c: CardScript) -> None:
    c.when(99).draw(1)


def _unknown_timing(c: CardScript) -> None:
    c.when(Event.SUMMONED, timing=42).draw(1)


def _raises(c: CardScript) -> None:
    raise RuntimeError("a bug in the script")


def _self_scoped_step_trigger(c: CardScript) -> None:
    c.when(Event.ATTACK_STEP_START).draw(1)


def _any_order_to_hand(c: CardScript) -> None:
    c.when(Event.SUMMONED).reveal(2).rest(Dest.HAND, any_order=True)


@pytest.mark.parametrize(
    ("fn", "needle"),
    [
        (_unknown_opcode, "unknown opcode"),
        (_unknown_keyword, "unknown keyword"),
        (_no_keyword, "unknown keyword"),
        (_wrong_level, "level 5 is not printed"),
        (_missing_filter, "missing target filter"),
        (_no_target, "DESTROY has no target"),
        (_unknown_family, "unknown family"),
        (_unknown_color, "unknown color"),
        (_unknown_event, "unknown event"),
        (_unknown_timing, "unknown timing"),
        (_raises, "its script failed"),
        (_any_order_to_hand, "needs a deck destination"),
        (_self_scoped_step_trigger, "ATTACK_STEP_START happens to no card"),
    ],
)
def test_bad_scripts_fail_at_load_naming_the_card(db, fn, needle):
    with pytest.raises(ScriptError, match=needle) as err:
        compile_one(db, "ST01-001", fn)
    assert "ST01-001" in str(err.value)


def test_burst_and_magic_timings_must_match_the_card(db):
    # ST01-015 prints a Burst: a script without one would let the card be set illegally (R4.4)
    with pytest.raises(ScriptError, match="ST01-015.*Burst"):
        compile_one(db, "ST01-015", lambda c: c.magic(main=True, flash=True).draw(1))
    # a Burst on a card without one
    with pytest.raises(ScriptError, match="ST01-014.*Burst"):
        compile_one(db, "ST01-014", lambda c: (c.burst(Event.LIFE_REDUCED).draw(1),
                                                c.magic(main=True, flash=False).draw(2),
                                                c.magic(main=True, flash=True).draw(1)))
    # Magic effects only on Magic cards, and the printed timings must all be scripted
    with pytest.raises(ScriptError, match="ST01-001.*only a Magic"):
        compile_one(db, "ST01-001", lambda c: c.magic(main=True, flash=False).draw(1))
    with pytest.raises(ScriptError, match="ST01-014.*Magic timings"):
        compile_one(db, "ST01-014", lambda c: c.magic(main=True, flash=False).draw(2))


def test_script_for_a_card_not_in_the_database(db):
    with pytest.raises(ScriptError, match="ZZ99-001"):
        comp.compile_scripts(db, {"ZZ99-001": lambda c: None})


def test_a_failing_script_stops_the_game_from_loading(db, monkeypatch):
    """A card whose script fails is never played as vanilla: building the card table raises."""
    from pybs import effects

    monkeypatch.setitem(SCRIPTS, "ST01-001", _no_target)
    db._derived.pop(("effect_tables", True), None)  # compile again, with the failing script
    try:
        with pytest.raises(ScriptError, match="ST01-001"):
            effects.card_table_arrays(db, effects=True)
    finally:
        monkeypatch.undo()
        db._derived.pop(("effect_tables", True), None)
    assert effects.card_table_arrays(db, effects=True)["card_ab_count"][db.row("ST01-001")] == 2


def test_builder_refuses_a_card_scripted_twice(db):
    """The same card scripted twice is refused."""
    with pytest.raises(ScriptError, match="scripted twice"):
        from pybs.effects.script import card

        card("ST01-001")(lambda c: None)
