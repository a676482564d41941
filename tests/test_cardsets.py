"""User card sets (pybs.cardsets, docs/CARDSETS.md): the walkthrough's files, and every error path.

The walkthrough tests load exactly the files under docs/examples/cardsets/homebrew/, as the guide
tells a user to: the set directory, its deck file, ``Game(..., card_sets=[...])`` and ``--cards``.
"""

from __future__ import annotations

import importlib.util
import json
import pickle
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from conftest import legal, pending, summon

from pybs import Game
from pybs import layout as L
from pybs.agents import GreedyAgent
from pybs.carddb import load_default
from pybs.cardsets import CardSet, database_with, load_card_set, load_card_sets
from pybs.cli import main
from pybs.compare import compare_rules
from pybs.decisions import pending_decision
from pybs.decks import load_deck_file, validate_deck
from pybs.effects import effect_tables
from pybs.effects.script import SCRIPTS, ScriptError
from pybs.errors import CardDataError, ReplayError, UnknownCardError
from pybs.layout import CardType, Decision
from pybs.replay import record_game, verify_replay
from pybs.simulate import simulate
from pybs.testing import FieldCard, Scenario

ROOT = Path(__file__).resolve().parent.parent
HOMEBREW = ROOT / "docs" / "examples" / "cardsets" / "homebrew"
DECK = HOMEBREW / "deck.txt"
ULTIMATE, BRAVE = "HB01-001", "HB01-002"


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def field_ids(state, db, p: int) -> dict[int, str]:
    """Slot -> card id on player p's field (set cards included)."""
    pl = state.record()["players"][p]
    out = {}
    for k in range(L.MAX_SLOTS):
        inst = int(pl["slots"][k]["inst"])
        if inst != L.NO_CARD:
            out[k] = db.card_at(int(pl["card_ids"][inst])).id
    return out


# -- the walkthrough ---------------------------------------------------------------------------------

def test_walkthrough_set_loads_an_ultimate_and_a_brave_with_their_scripts():
    card_set = load_card_set(HOMEBREW)
    assert card_set.name == "HOMEBREW"
    assert [c.id for c in card_set.cards] == [ULTIMATE, BRAVE]
    ultimate, brave = card_set.cards
    assert ultimate.type == CardType.ULTIMATE and ultimate.summon_colors == ("red",)  # R8.2
    assert ultimate.levels[0][0] == 3 and ultimate.symbols == ("gold",)  # R6.2, R7.4
    assert brave.type == CardType.BRAVE and brave.levels[0][0] == 1
    assert sorted(card_set.scripts) == [ULTIMATE, BRAVE]
    assert load_card_set(str(HOMEBREW)) is card_set  # loaded once per content


def test_walkthrough_deck_is_legal_with_the_set_and_unknown_without():
    deck = load_deck_file(DECK)
    db = database_with([HOMEBREW])
    validate_deck(deck, db)  # R2 with the set's cards
    assert db.row(ULTIMATE) >= len(load_default())  # set cards come after the built-in rows
    with pytest.raises(UnknownCardError, match="HB01-001"):
        validate_deck(deck)


def test_walkthrough_set_scripts_compile_into_the_set_database_only():
    db = database_with([HOMEBREW])
    flags = effect_tables(db).arrays()["card_flags"]
    assert flags[db.row(ULTIMATE)] & 1 and flags[db.row(BRAVE)] & 1  # CardFlag.SCRIPTED
    assert ULTIMATE not in SCRIPTS and BRAVE not in SCRIPTS
    assert len(effect_tables(load_default()).arrays()["card_flags"]) == len(load_default())


def test_ultimate_summon_effect_destroys_on_both_engines(build):
    """The walkthrough's Ultimate: R8.2 lets it in with a red Spirit; its summon effect destroys a 1000 BP Spirit."""
    db = database_with([HOMEBREW])
    sc = Scenario(turn=3, active=0, step="main", auto_forced=True, db=db)
    sc.player(0, hand=[ULTIMATE], reserve=6, soul="trash", field=[FieldCard("ST01-004", cores=1)])
    sc.player(1, soul="trash", field=[FieldCard("ST02-005", cores=1)])
    state = build(sc)
    pending_decision(state, db).hand_card(ULTIMATE)  # offered: the red Raineedle meets R8.2
    summon(state, 0)
    while pending(state)[0] != Decision.MAIN:
        decision = pending_decision(state, db)
        state.apply(decision.codes()[0])
    assert ULTIMATE in field_ids(state, db, 0).values()
    assert field_ids(state, db, 1) == {}  # Demo Bones (1000 BP) destroyed


def test_ultimate_needs_its_summon_colour(build):
    """R8.2: with only a white Spirit on the field the red-conditioned Ultimate cannot be summoned."""
    db = database_with([HOMEBREW])
    sc = Scenario(turn=3, active=0, step="main", db=db)
    sc.player(0, hand=[ULTIMATE], reserve=9, soul="trash", field=[FieldCard("ST03-006", cores=1)])
    sc.player(1, soul="trash")
    state = build(sc)
    with pytest.raises(LookupError):
        pending_decision(state, db).hand_card(ULTIMATE)


def test_walkthrough_deck_simulates_identically_on_process_and_inline_backends():
    kwargs = dict(seed=11, card_sets=[HOMEBREW])
    inline = simulate(DECK, "ST02", 300, backend="inline", **kwargs)
    pooled = simulate(str(DECK), "ST02", 300, backend="process", workers=2, chunk_size=100, **kwargs)
    for name, column in inline.columns().items():
        assert np.array_equal(column, pooled.columns()[name]), name
    assert inline.summary()["wins"]["a"] + inline.summary()["wins"]["b"] > 0
    assert inline.decks[0] == "Red Star Dragons with HOMEBREW"


def test_walkthrough_game_is_byte_identical_on_both_engines_and_plays_the_set_cards():
    game = Game((DECK, "ST02"), card_sets=[HOMEBREW])
    agent = GreedyAgent()
    seen: set[str] = set()
    for seed in (1, 2, 3):
        fast = game.new_initial_state(seed)
        ref = game.reference_state(seed)
        assert fast.raw_bytes() == ref.to_bytes()
        steps = 0
        while not fast.is_terminal():
            codes = legal(fast)
            assert codes == ref.legal_actions(), f"seed {seed} step {steps}"
            code = agent.step(fast)
            fast.apply(code)
            ref.apply(code)
            steps += 1
            assert fast.raw_bytes() == ref.raw_bytes(), f"seed {seed}: states differ after action {steps}"
            seen.update(field_ids(fast, game.db, 0).values())
        assert ref.is_terminal()
    assert {ULTIMATE, BRAVE} <= seen  # both set cards reached the field


def test_game_with_a_set_pickles_and_reloads_the_same_set():
    game = Game((DECK, "ST02"), seed=4, card_sets=[HOMEBREW])
    copy = pickle.loads(pickle.dumps(game))
    assert copy.card_sets == game.card_sets and copy.db is game.db
    assert copy.new_initial_state().raw_bytes() == game.new_initial_state().raw_bytes()
    assert Game((DECK, "ST02"), db=game.db).card_sets == game.card_sets  # a set database keeps its sets


def test_pickled_set_is_refused_when_its_files_changed(tmp_path):
    folder = tmp_path / "hb"
    shutil.copytree(HOMEBREW, folder)
    data = pickle.dumps(Game((folder / "deck.txt", "ST02"), card_sets=[folder]))
    text = (folder / "scripts.py").read_text()
    (folder / "scripts.py").write_text(text + "\n# edited\n")
    with pytest.raises(CardDataError, match="changed since it was loaded"):
        pickle.loads(data)


def test_compare_rules_accepts_card_sets():
    result = compare_rules(None, [{"start_life": 3}], (str(DECK), "ST02"), games=40, seed=2, backend="inline",
                           card_sets=[HOMEBREW])
    assert [row["games"] for row in result.rows()] == [40, 40]


def test_set_order_does_not_change_the_database(tmp_path):
    other = _write_set(tmp_path / "other", [_card("ZZ-001")], name="ZZSET")
    assert database_with([HOMEBREW, other]) is database_with([other, HOMEBREW])


# -- replays ------------------------------------------------------------------------------------------

def test_replay_records_the_sets_and_verifies_with_them(tmp_path):
    game = Game((DECK, "ST02"), card_sets=[HOMEBREW])
    replay = record_game(game, ("greedy", "greedy"), seed=3)
    card_set = load_card_set(HOMEBREW)
    assert replay["card_sets"] == [{"set": "HOMEBREW", "path": str(HOMEBREW), "sha256": card_set.sha256}]
    with pytest.raises(ReplayError, match="pass them with --cards"):
        verify_replay(replay)  # a replay never loads the sets it names
    state, _ = verify_replay(replay, card_sets=[HOMEBREW])
    assert f"{state.hash():016x}" == replay["final_hash"]
    path = tmp_path / "r.json"
    path.write_text(json.dumps(replay))
    assert main(["replay", str(path), "--quiet", "--cards", str(HOMEBREW)]) == 0


def test_replay_refuses_different_sets(tmp_path, capsys):
    replay = record_game(Game((DECK, "ST02"), card_sets=[HOMEBREW]), ("greedy", "greedy"), seed=3)
    changed = tmp_path / "hb"
    shutil.copytree(HOMEBREW, changed)
    (changed / "cards.json").write_text((HOMEBREW / "cards.json").read_text().replace('"R"', '"SR"'))
    with pytest.raises(ReplayError, match="card_sets.*HOMEBREW"):
        verify_replay(replay, card_sets=[changed])
    with pytest.raises(ReplayError, match="card_sets"):
        verify_replay(replay, card_sets=[])
    plain = record_game(Game(("ST01", "ST02")), ("greedy", "greedy"), seed=3)
    assert "card_sets" not in plain  # default replays are unchanged
    with pytest.raises(ReplayError, match="played with none"):
        verify_replay(plain, card_sets=[HOMEBREW])
    path = tmp_path / "r.json"
    path.write_text(json.dumps(replay))
    code, _, err = run(capsys, "replay", str(path), "--cards", str(changed))
    assert code == 2 and err.count("\n") == 1 and "card_sets" in err


# -- the CLI --------------------------------------------------------------------------------------

def test_cli_commands_take_cards(capsys):
    cards = ("--cards", str(HOMEBREW))
    code, out, _ = run(capsys, "cards", "show", ULTIMATE, "--json", *cards)
    assert code == 0 and json.loads(out)["summon_colors"] == ["red"]
    script = json.loads(out)["script"]  # the set's own scripts.py (a copy of it may have loaded first)
    assert script["function"] == "cinder_wyrm" and script["module"].startswith("pybs_cardset_")
    assert Path(script["file"]).name == "scripts.py"
    code, out, _ = run(capsys, "decks", "validate", str(DECK), *cards)
    assert code == 0 and "valid (40 cards)" in out
    code, out, _ = run(capsys, "decks", "show", str(DECK), *cards)
    assert code == 0 and f"3 {BRAVE}  Forge Lance (brave, cost 3)" in out
    code, out, _ = run(capsys, "cards", "coverage", "--json", *cards)
    assert code == 0 and json.loads(out)["sets"]["HOMEBREW"]["scripted"] == 2
    code, out, _ = run(capsys, "simulate", "--deck-a", str(DECK), "--games", "20", "--backend", "inline", "--json",
                       *cards)
    assert code == 0 and json.loads(out)["games"] == 20
    code, out, _ = run(capsys, "compare-rules", "--deck-a", str(DECK), "--games", "10", "--backend", "inline",
                       "--set", "start_life=3", "--json", *cards)
    assert code == 0 and len(json.loads(out)["variants"]) == 2


def test_cli_without_cards_does_not_know_the_set(capsys):
    code, _, err = run(capsys, "decks", "validate", str(DECK))
    assert code == 2 and "HB01-001" in err


# -- error paths ------------------------------------------------------------------------------------

def _card(card_id: str, **fields) -> dict:
    base = {"id": card_id, "name": f"Card {card_id}", "type": "spirit", "colors": ["red"], "cost": 2,
            "reduction": ["red"], "symbols": ["red"], "families": [], "rarity": "C", "levels": [[1, 1, 2000]],
            "timings": []}
    return {**base, **fields}


def _write_set(folder: Path, cards: list[dict], scripts: str | None = None, name: str = "MYSET") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    doc = {"format": "pybs-cards", "version": 1, "set": name, "cards": cards}
    (folder / "cards.json").write_text(json.dumps(doc))
    if scripts is not None:
        (folder / "scripts.py").write_text(scripts)
    return folder


SCRIPT_HEAD = "from pybs.effects.script import CardScript, Event, card, vanilla\n"


def test_missing_path_and_directory_without_a_card_file(tmp_path):
    with pytest.raises(CardDataError, match="no such card set"):
        load_card_set(tmp_path / "nowhere")
    (tmp_path / "empty").mkdir()
    with pytest.raises(CardDataError, match="needs a cards.json"):
        load_card_set(tmp_path / "empty")


def test_unknown_colour_names_file_card_and_field(tmp_path):
    folder = _write_set(tmp_path / "s", [_card("MY-001", colors=["orange"])])
    with pytest.raises(CardDataError, match=r"s/cards.json: card MY-001: field 'colors': unknown color 'orange'"):
        load_card_set(folder)


def test_duplicate_id_with_the_builtin_pool(tmp_path):
    folder = _write_set(tmp_path / "s", [_card("ST01-001")])
    with pytest.raises(CardDataError, match=r"cards.json: card ST01-001: field 'id': duplicate id, also in set ST01"):
        Game(("ST01", "ST02"), card_sets=[folder])


def test_duplicate_id_across_two_sets(tmp_path):
    one = _write_set(tmp_path / "one", [_card("MY-001")], name="ONE")
    two = _write_set(tmp_path / "two", [_card("MY-001")], name="TWO")
    with pytest.raises(CardDataError, match=r"two/cards.json: card MY-001: field 'id': duplicate id, also in set ONE"):
        database_with([one, two])


def test_set_names_must_be_new(tmp_path):
    builtin = _write_set(tmp_path / "b", [_card("MY-001")], name="ST01")
    with pytest.raises(CardDataError, match="field 'set': set name 'ST01' is a built-in set"):
        database_with([builtin])
    one = _write_set(tmp_path / "one", [_card("MY-001")], name="SAME")
    two = _write_set(tmp_path / "two", [_card("MY-002")], name="SAME")
    with pytest.raises(CardDataError, match="field 'set': set name 'SAME' is also the name of"):
        load_card_sets([one, two])


def test_script_for_a_card_outside_the_set(tmp_path):
    scripts = SCRIPT_HEAD + "vanilla('MY-001', 'ST01-004')\n"
    folder = _write_set(tmp_path / "s", [_card("MY-001")], scripts)
    with pytest.raises(ScriptError, match=r"scripts.py: card ST01-004: a script for a card that is not in cards.json"):
        load_card_set(folder)
    assert "MY-001" not in SCRIPTS


def test_r16_1_a_set_scripts_a_back_face(tmp_path):
    """R16.1 (docs/CARDSETS.md "back"): a set's Rebirth card is scripted on both faces; ``@card("<id>/back")``
    is a script for a card of the set, and it compiles onto the back face's row."""
    back = {"name": "Card MY-R01 Reborn", "type": "spirit", "symbols": ["red"], "levels": [[1, 1, 5000]]}
    scripts = SCRIPT_HEAD + ("@card('MY-R01/back')\n"
                             "def reborn(c: CardScript) -> None:\n"
                             "    c.when(Event.ATTACKS).draw(1)\n")
    folder = _write_set(tmp_path / "s", [_card("MY-R01", back=back)], scripts)
    card_set = load_card_set(folder)
    assert sorted(card_set.scripts) == ["MY-R01/back"]
    db = database_with([folder])
    flags = effect_tables(db).arrays()["card_flags"]
    assert flags[db.row("MY-R01/back")] & 1 and not flags[db.row("MY-R01")] & 1  # CardFlag.SCRIPTED
    assert "MY-R01/back" not in SCRIPTS


def test_reference_pending_decision_reads_the_sets_database():
    """A reference state of a game with a card set describes its decisions with the set's cards, as the
    compiled state does (no database argument needed)."""
    game = Game((DECK, "ST02"), card_sets=[HOMEBREW])
    agent = GreedyAgent()
    fast, ref = game.new_initial_state(4), game.reference_state(4)
    described: set[str] = set()
    for _ in range(400):
        if fast.is_terminal():
            break
        decision = ref.pending_decision()
        assert decision == fast.pending_decision()
        described.update(o.card.card for o in decision.options if o.card is not None)
        code = agent.step(fast)
        fast.apply(code)
        ref.apply(code)
    assert described & {ULTIMATE, BRAVE}


def test_script_that_fails_to_compile_names_the_scripts_file(tmp_path):
    scripts = SCRIPT_HEAD + ("@card('MY-001')\n"
                             "def bad(c: CardScript) -> None:\n"
                             "    c.when(Event.SUMMONED, levels=(2,)).draw(1)\n")
    folder = _write_set(tmp_path / "s", [_card("MY-001")], scripts)
    with pytest.raises(ScriptError, match=r"s/scripts.py: card MY-001: level 2 is not printed on it"):
        Game(("ST01", "ST02"), card_sets=[folder])


def test_script_module_that_raises_on_import(tmp_path, capsys):
    folder = _write_set(tmp_path / "s", [_card("MY-001")], SCRIPT_HEAD + "raise RuntimeError('boom')\n")
    with pytest.raises(ScriptError, match=r"scripts.py: importing the scripts module failed: RuntimeError: boom"):
        load_card_set(folder)
    syntax = _write_set(tmp_path / "syn", [_card("MY-001")], "def broken(:\n")
    with pytest.raises(ScriptError, match=r"failed \(line 1\): SyntaxError"):
        load_card_set(syntax)
    twice = _write_set(tmp_path / "twice", [_card("MY-001")], SCRIPT_HEAD + "vanilla('MY-001')\nvanilla('MY-001')\n")
    with pytest.raises(ScriptError, match="twice/scripts.py: card MY-001: scripted twice"):
        load_card_set(twice)
    for argv in (("cards", "show", "MY-001"), ("cards", "coverage"), ("decks", "show", "ST01"),
                 ("decks", "validate", str(DECK)), ("simulate", "--games", "1", "--backend", "inline"),
                 ("compare-rules", "--games", "1", "--set", "start_life=3", "--backend", "inline")):
        code, out, err = run(capsys, *argv, "--cards", str(folder))
        assert code == 2, argv
        assert err.startswith("pybs: error: ") and err.count("\n") == 1 and "Traceback" not in err, argv
        assert "RuntimeError: boom" in err


def test_cli_bad_card_file_is_one_line(tmp_path, capsys):
    folder = _write_set(tmp_path / "s", [_card("MY-001", cost=99)])
    code, _, err = run(capsys, "cards", "show", "MY-001", "--cards", str(folder))
    assert code == 2 and err.count("\n") == 1 and "field 'cost'" in err


def test_an_ultimate_must_start_at_level_3(tmp_path):
    folder = _write_set(tmp_path / "s", [_card("MY-U01", type="ultimate", symbols=["gold"], summon_colors=["red"])])
    with pytest.raises(CardDataError, match=r"card MY-U01: field 'levels': R6.2"):
        load_card_set(folder)


_FINGERPRINT = """
import hashlib, sys
import pybs
from pybs.effects.script import SCRIPTS
if len(sys.argv) > 1:
    from pybs.cardsets import database_with, load_card_set
    database_with([sys.argv[1]])
    try:
        load_card_set(sys.argv[2])
    except pybs.errors.PybsError:
        pass
game = pybs.Game(("ST01", "ST02"), seed=9)
digest = hashlib.sha256()
state = game.new_initial_state()
while not state.is_terminal():
    state.apply(int(state.legal_actions()[-1]))
    digest.update(state.raw_bytes())
print(digest.hexdigest(), len(SCRIPTS), sorted(SCRIPTS)[-1])
"""


def test_loading_sets_leaves_default_games_byte_identical(tmp_path):
    """A set's scripts (even a module that fails half-way) never enter the registry the default game compiles."""
    failing = _write_set(tmp_path / "f", [_card("MY-001")],
                         SCRIPT_HEAD + "vanilla('MY-001')\nraise RuntimeError('half-way')\n")

    def fingerprint(*args: str) -> str:
        proc = subprocess.run([sys.executable, "-c", _FINGERPRINT, *args], capture_output=True, text=True,
                              timeout=300, cwd=ROOT)
        assert proc.returncode == 0, proc.stderr
        return proc.stdout

    assert fingerprint(str(HOMEBREW), str(failing)) == fingerprint()


def test_card_sets_argument_must_be_a_list():
    with pytest.raises(CardDataError, match="must be a list"):
        load_card_sets(str(HOMEBREW))
    assert isinstance(load_card_sets([HOMEBREW])[0], CardSet)


def test_walkthrough_cli_records_a_replay_and_replays_it_with_the_set_given(tmp_path, capsys):
    out = tmp_path / "run.json"
    code, _, err = run(capsys, "simulate", "--cards", str(HOMEBREW), "--deck-a", str(DECK), "--games", "30",
                       "--record", "1", "--out", str(out), "--backend", "inline", "--quiet")
    assert code == 0, err
    recorded = json.loads(out.read_text())["replays"][0]["card_sets"]
    assert [r["set"] for r in recorded] == ["HOMEBREW"]
    code, _, err = run(capsys, "replay", str(out), "--quiet")
    assert code == 2 and "--cards" in err  # never loaded from the path the file names
    code, out_text, err = run(capsys, "replay", str(out), "--quiet", "--cards", str(HOMEBREW))
    assert code == 0, err
    assert out_text.startswith("verified:")


@pytest.mark.skipif(importlib.util.find_spec("ray") is None, reason="Ray is not installed")
def test_ray_workers_reload_the_set():
    """Ray workers are fresh interpreters: they re-load the set from its path and hash."""
    import ray

    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        on_ray = simulate(DECK, "ST02", 200, seed=3, backend="ray", workers=2, chunk_size=50, card_sets=[HOMEBREW])
    finally:
        ray.shutdown()
    inline = simulate(DECK, "ST02", 200, seed=3, backend="inline", card_sets=[HOMEBREW])
    for name, column in inline.columns().items():
        assert np.array_equal(column, on_ray.columns()[name]), name


def _set_with_marker_script(folder, marker):
    """A copy of HOMEBREW whose scripts.py leaves a marker file when it runs."""
    shutil.copytree(HOMEBREW, folder)
    scripts = folder / "scripts.py"
    scripts.write_text(scripts.read_text() + f"\nfrom pathlib import Path\nPath({str(marker)!r}).write_text('ran')\n")
    return folder


def test_a_replay_file_never_runs_the_code_it_names(tmp_path):
    """Issue 19.2: a replay that names a card-set path does not make pybs import that path's scripts."""
    marker = tmp_path / "ran.txt"
    hostile = _set_with_marker_script(tmp_path / "hostile", marker)
    replay = record_game(Game((DECK, "ST02"), card_sets=[HOMEBREW]), ("greedy", "greedy"), seed=3)
    replay["card_sets"][0]["path"] = str(hostile)
    path = tmp_path / "r.json"
    path.write_text(json.dumps(replay))
    with pytest.raises(ReplayError, match="pass them with --cards"):
        verify_replay(path)
    assert main(["replay", str(path), "--quiet"]) == 2
    assert not marker.exists()


def test_a_given_set_is_hash_checked_before_its_scripts_run(tmp_path):
    """Issue 19.2: a set passed for a replay whose content differs from the recorded hash never runs."""
    marker = tmp_path / "ran.txt"
    changed = _set_with_marker_script(tmp_path / "changed", marker)
    replay = record_game(Game((DECK, "ST02"), card_sets=[HOMEBREW]), ("greedy", "greedy"), seed=3)
    with pytest.raises(ReplayError, match="sha256"):
        verify_replay(replay, card_sets=[changed])
    assert not marker.exists()


def test_a_scripts_module_that_exits_is_an_error(tmp_path):
    """Issue 19.3: sys.exit in a set's scripts.py is a ScriptError, never a silent exit 0."""
    folder = tmp_path / "exits"
    shutil.copytree(HOMEBREW, folder)
    (folder / "scripts.py").write_text("import sys\nsys.exit(0)\n")
    with pytest.raises(ScriptError, match="called exit"):
        load_card_set(folder)
    assert main(["cards", "coverage", "--cards", str(folder)]) != 0


def test_editing_a_set_and_rebuilding_games_does_not_leak(tmp_path):
    """Issue 19.10: each edited version of a set is freed once no game uses it (about 1.4 MB a version before)."""
    import gc
    import tracemalloc

    folder = tmp_path / "edited"
    shutil.copytree(HOMEBREW, folder)
    cards = folder / "cards.json"
    original = cards.read_text()

    def rebuild(version: int) -> None:
        cards.write_text(original.replace('"R"', '"R"' + " " * version))  # same cards, new content hash
        game = Game((DECK, "ST02"), card_sets=[folder])
        game.new_initial_state()
        game.reference_state()

    rebuild(0)
    tracemalloc.start()  # the newest version stays cached; the ones before it must go
    try:
        rebuild(1)
        gc.collect()
        one_version = tracemalloc.get_traced_memory()[0]
        for version in range(2, 6):
            rebuild(version)
        gc.collect()
        grown = tracemalloc.get_traced_memory()[0] - one_version
    finally:
        tracemalloc.stop()
    assert grown < 300_000, f"{grown} bytes kept after 4 more versions"
