"""The command line: output, exit codes, and one clear line for every user error."""

from __future__ import annotations

import json
import queue
import signal
import subprocess
import sys
import threading
import time

import numpy as np
import pytest

from pybs.cli import main
from pybs.decks import builtin_decks


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_simulate_json_summary_has_win_counts_and_speed(capsys):
    code, out, _ = run(capsys, "simulate", "--games", "300", "--seed", "1", "--json", "--backend", "inline")
    assert code == 0
    summary = json.loads(out)
    assert summary["games"] == 300
    assert sum(summary["wins"].values()) == 300
    assert summary["games_per_s"] > 0
    low, high = summary["win_rate_a_ci95"]
    assert low <= summary["win_rate_a"] <= high


def test_simulate_same_numbers_with_one_or_two_workers(capsys):
    args = ("simulate", "--deck-a", "ST03", "--deck-b", "ST04", "--games", "3000", "--seed", "7", "--json")
    _, one, _ = run(capsys, *args, "--workers", "1")
    _, two, _ = run(capsys, *args, "--workers", "2")
    a, b = json.loads(one), json.loads(two)
    for key in ("wins", "win_rate_a", "first_player_win_rate", "turns_mean", "turns_median", "end_reasons"):
        assert a[key] == b[key], key


def test_python_dash_m_pybs_works_the_same():
    proc = subprocess.run(
        [sys.executable, "-m", "pybs", "simulate", "--games", "200", "--seed", "1", "--json", "--backend", "inline"],
        capture_output=True, text=True, timeout=120,
    )
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["games"] == 200


def test_simulate_writes_csv_and_json(tmp_path, capsys):
    csv_path = tmp_path / "r.csv"
    code, _, _ = run(capsys, "simulate", "--games", "50", "--backend", "inline", "--quiet", "--out", str(csv_path))
    assert code == 0
    lines = csv_path.read_text().splitlines()
    assert lines[0].startswith("game,winner,first_player,turns")
    assert len(lines) == 51
    json_path = tmp_path / "r.json"
    run(capsys, "simulate", "--games", "20", "--backend", "inline", "--quiet", "--record", "1", "--out", str(json_path))
    data = json.loads(json_path.read_text())
    assert len(data["games"]["winner"]) == 20
    assert len(data["replays"]) == 1


def test_simulate_table_is_printed(capsys):
    code, out, _ = run(capsys, "simulate", "--games", "100", "--backend", "inline")
    assert code == 0
    assert "first player wins" in out and "games/s" in out


@pytest.mark.parametrize(
    ("argv", "needle"),
    [
        (("simulate", "--deck-a", "NOPE"), "unknown deck 'NOPE'"),
        (("simulate", "--set", "start_life=x"), "start_life: expected an integer"),
        (("simulate", "--set", "start_life"), "expected key=value"),
        (("simulate", "--set", "no_such_field=1"), "unknown RuleSet field 'no_such_field'"),
        (("simulate", "--set", "start_life=0"), "start_life (R3.2): 0 is outside 1..100"),
        (("simulate", "--games", "-3"), "--games"),
        (("simulate", "--agent-a", "smart"), "--agent-a"),
        (("simulate", "--out", "results.txt", "--games", "1"), "--out must end in .json, .csv or .parquet"),
        (("simulate", "--deck-a", "/no/such/deck.txt"), "deck"),
        (("compare-rules", "--set", "start_lif=6"), "unknown RuleSet field 'start_lif'"),
        (("compare-rules", "--set", "start_life=600"), "start_life (R3.2): 600 is outside 1..100"),
        (("compare-rules",), "--set"),
        (("replay", "/no/such/replay.json"), "cannot read replay"),
        (("decks", "show", "ST99"), "unknown deck 'ST99'"),
        (("decks", "validate", "/no/such/deck.txt"), "deck"),
        (("cards", "show", "ZZ99-999"), "ZZ99-999"),
        (("cards", "search", "no card is called this"), "no card name contains"),
        (("no-such-command",), "No such command"),
        (("simulate", "--games", str(10**12)), "--games"),
        (("simulate", "--seed", str(2**64)), "--seed"),
        (("simulate", "--record", "2", "--games", "5"), "--record needs --out FILE.json"),
        (("simulate", "--record", "2", "--out", "r.csv"), "--record needs --out FILE.json"),
        (("simulate", "--out", "/no/such/folder/r.json"), "--out folder '/no/such/folder' does not exist"),
        (("simulate", "--deck-a", "/dev/zero"), "deck"),
        (("replay", "--game", "-1", "x.json"), "--game"),
    ],
)
def test_user_errors_are_one_line_with_exit_code_2(capsys, argv, needle):
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert err.startswith("pybs: error:")
    assert needle in err
    assert err.count("\n") == 1, err  # one line, no traceback
    assert "Traceback" not in err


def test_bad_deck_file_names_the_rule(tmp_path, capsys):
    path = tmp_path / "small.txt"
    path.write_text("3 ST01-001\n")
    code, _, err = run(capsys, "decks", "validate", str(path))
    assert code == 2 and "R2.1" in err
    path.write_text("4 ST01-001\n36 ST01-004\n")
    code, _, err = run(capsys, "decks", "validate", str(path))
    assert code == 2 and "R2.2" in err


def test_decks_list_show_validate(tmp_path, capsys):
    code, out, _ = run(capsys, "decks", "list")
    # every built-in deck: each starter deck in both editions (the rulebook-8.0 list and the BSS list, R18.9),
    # the booster-set samples and the card-pool samples
    assert code == 0 and len(out.splitlines()) == len(builtin_decks()) >= 22
    assert "ST07  " in out and "ST07-BSS" in out and "PROMO-RED  " in out
    assert "BSS-BLUE  BSS Blue Warriors (sample)  (50 cards)" in out
    code, out, _ = run(capsys, "decks", "show", "st01")
    assert code == 0 and "Nebula Dragon Andromeda" in out
    path = tmp_path / "deck.txt"
    path.write_text("# name: mine\n" + "\n".join(f"3 ST01-0{i:02d}" for i in range(1, 14)) + "\n1 ST01-014\n")
    code, out, _ = run(capsys, "decks", "validate", str(path))
    assert code == 0 and "valid (40 cards)" in out


def test_cards_show_and_search(capsys):
    code, out, _ = run(capsys, "cards", "show", "ST01-001", "--json")
    assert code == 0 and json.loads(out)["cost"] == 6
    code, out, _ = run(capsys, "cards", "search", "andromeda")
    assert code == 0 and "ST01-001" in out


@pytest.mark.parametrize(("card_id", "module", "function"), [
    ("ST01-001", "pybs.scripts.st01", "nebula_dragon_andromeda"),
    ("BSS01-047", "pybs.scripts.bss01_001_050", "phantasm_archking_zenas"),  # the set module of its number
    ("BSS02-120", "pybs.scripts.bss02_101_136", "reanimate"),
    ("ST01-004", "pybs.scripts.st01", "vanilla"),  # listed as printing no effect
    ("TK-MECHA", "pybs.scripts.tokens", "vanilla"),
    ("XMPL-U02", "pybs.scripts.examples.ultimate", "thunder_halberd"),
])
def test_cards_show_names_the_script_module_and_function(capsys, card_id, module, function):
    code, out, _ = run(capsys, "cards", "show", card_id, "--json")
    script = json.loads(out)["script"]
    assert code == 0 and (script["module"], script["function"]) == (module, function)
    assert script["file"].endswith(module.removeprefix("pybs.").replace(".", "/") + ".py")


def test_cards_show_says_an_unscripted_card_has_no_script(capsys, tmp_path):
    from test_cardsets import SCRIPT_HEAD, _card, _write_set

    # every built-in card has a script: a user card set's card without one
    folder = _write_set(tmp_path / "set", [_card("MY-001"), _card("MY-002")], SCRIPT_HEAD + 'vanilla("MY-001")\n')
    code, out, _ = run(capsys, "cards", "show", "MY-002", "--json", "--cards", str(folder))
    assert code == 0 and json.loads(out)["script"] is None
    code, out, _ = run(capsys, "cards", "show", "MY-001", "--json", "--cards", str(folder))
    assert code == 0 and json.loads(out)["script"] is not None


def test_replay_round_trip_and_tampered_replay(tmp_path, capsys):
    out_path = tmp_path / "run.json"
    run(capsys, "simulate", "--games", "5", "--seed", "4", "--record", "1", "--backend", "inline",
        "--quiet", "--out", str(out_path))
    replay = json.loads(out_path.read_text())["replays"][0]
    good = tmp_path / "good.json"
    good.write_text(json.dumps(replay))
    code, out, _ = run(capsys, "replay", str(good))
    assert code == 0
    assert "verified" in out and "-- turn 1" in out and "game over" in out
    replay["actions"][3] = 759  # a Soul Core swap nobody can make at that point
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(replay))
    code, _, err = run(capsys, "replay", str(bad))
    assert code == 2 and "at step 3" in err
    broken = tmp_path / "broken.json"
    broken.write_text("{not json")
    code, _, err = run(capsys, "replay", str(broken))
    assert code == 2 and "not valid JSON" in err


def test_compare_rules_table_and_plots(tmp_path, capsys):
    code, out, _ = run(capsys, "compare-rules", "--set", "start_life=6", "--games", "400", "--backend", "inline",
                       "--plot", str(tmp_path), "--json")
    assert code == 0
    summary = json.loads(out)
    base, variant = summary["variants"]
    assert base["variant"] == "base" and variant["overrides"] == {"start_life": 6}
    low, high = variant["win_rate_a_delta_ci95"]
    assert low <= variant["win_rate_a_delta"] <= high
    assert variant["turns_mean"] > base["turns_mean"]  # more Life, longer games
    for name in ("win_rate.png", "game_length.png"):
        assert (tmp_path / name).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    code, out, _ = run(capsys, "compare-rules", "--set", "start_life=6", "--games", "200", "--backend", "inline")
    assert code == 0 and "Δ A wins" in out


def test_truncated_games_are_shown_apart_from_draws(capsys):
    args = ("simulate", "--games", "40", "--backend", "inline", "--set", "max_actions=50")
    code, out, _ = run(capsys, *args, "--json")
    summary = json.loads(out)
    assert code == 0 and summary["truncated"] == 40 and summary["wins"]["draw"] == 0
    code, out, _ = run(capsys, *args)
    assert code == 0 and "truncated (no result)" in out and "40  (100.0%)" in out


def test_errors_that_need_no_games_come_before_the_run(capsys, monkeypatch):
    import pybs.simulate

    def no_run(*args, **kwargs):
        raise AssertionError("the run started")

    monkeypatch.setattr(pybs.simulate, "simulate", no_run)
    for argv in (("--out", "/no/such/folder/r.json"), ("--record", "1"), ("--record", "1", "--out", "r.parquet")):
        code, _, err = run(capsys, "simulate", "--games", "10", *argv)
        assert code == 2 and "the run started" not in err, err


def test_replay_picks_a_game_of_a_run_file(tmp_path, capsys):
    """simulate --record N --out run.json, then replay run.json --game K (K = the game index)."""
    out_path = tmp_path / "run.json"
    code, out, _ = run(capsys, "simulate", "--games", "6", "--seed", "9", "--record", "3", "--backend", "inline",
                       "--json", "--out", str(out_path))
    assert code == 0
    for game in ("0", "2"):
        code, out, err = run(capsys, "replay", str(out_path), "--game", game, "--quiet")
        assert code == 0 and out.startswith("verified"), err
    code, _, err = run(capsys, "replay", str(out_path), "--game", "4")
    assert code == 2 and "game 4 was not recorded; this run holds games 0..2" in err and err.count("\n") == 1
    code, _, err = run(capsys, "replay", str(out_path))
    assert code == 2 and "--game K" in err


@pytest.mark.parametrize(
    ("field", "value"),
    [("winner", None), ("turns", 99), ("end_reason", "burst_misset")],
)
def test_replay_names_a_wrong_outcome_field(tmp_path, capsys, field, value):
    out_path = tmp_path / "run.json"
    run(capsys, "simulate", "--games", "2", "--record", "1", "--backend", "inline", "--quiet", "--out", str(out_path))
    replay = json.loads(out_path.read_text())["replays"][0]
    replay[field] = value
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(replay))
    code, _, err = run(capsys, "replay", str(bad))
    assert code == 2 and err.startswith(f"pybs: error: {field} mismatch") and err.count("\n") == 1


@pytest.mark.parametrize(
    "text",
    ["[" * 100_000 + "]" * 100_000, '{"format": "pybs-replay", "seed": 1' + "0" * 10_000 + "}"],
)
def test_hostile_replay_files_give_one_line(tmp_path, capsys, text):
    path = tmp_path / "r.json"
    path.write_text(text)
    code, _, err = run(capsys, "replay", str(path))
    assert code == 2 and err.startswith("pybs: error:") and err.count("\n") == 1
    assert "Traceback" not in err and "RecursionError" not in err


class Exploding:
    """A result whose arrays raise part-way through being written (like Ctrl-C mid-write)."""

    replays: list = []

    def columns(self):
        class Boom:
            def tolist(self):
                raise KeyboardInterrupt

        return {"game": np.arange(3), "winner": Boom()}

    def summary(self):
        return {"games": 3}

    def to_arrow(self):
        raise KeyboardInterrupt


@pytest.mark.parametrize("suffix", [".csv", ".json", ".parquet"])
def test_an_interrupted_write_leaves_the_old_file_and_no_partial_one(tmp_path, suffix):
    from pybs.output import write_results

    path = tmp_path / f"run{suffix}"
    path.write_text("the previous complete results\n")
    with pytest.raises(KeyboardInterrupt):
        write_results(Exploding(), path)
    assert path.read_text() == "the previous complete results\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == [path.name]


def test_ctrl_c_exits_130_with_one_line_and_no_output_file(tmp_path):
    """SIGINT during a long simulate: out within a second, exit 130, no --out file (partial or not)."""
    out_path = tmp_path / "run.json"
    argv = ["simulate", "--games", "100000000", "--backend", "inline", "--agent-a", "random",
            "--agent-b", "random", "--quiet", "--out", str(out_path)]
    code = f"import sys, pybs.cli; print('ready', flush=True); sys.exit(pybs.cli.main({argv!r}))"
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        lines: queue.Queue = queue.Queue()
        threading.Thread(target=lambda: [lines.put(line) for line in proc.stdout], daemon=True).start()
        assert lines.get(timeout=120) == "ready\n"
        time.sleep(1.5)  # well into the games
        assert proc.poll() is None
        sent = time.perf_counter()
        proc.send_signal(signal.SIGINT)
        assert proc.wait(timeout=30) == 130
        assert time.perf_counter() - sent < 1.0
        assert proc.stderr.read() == "pybs: interrupted\n"
        assert list(tmp_path.iterdir()) == []
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def test_messages_name_the_real_problem(capsys):
    """Issue 19.12: a device, an empty path and a field given twice each get their own message."""
    code, _, err = run(capsys, "simulate", "--deck-a", "/dev/zero", "--games", "1")
    assert code == 2 and "not a regular file" in err
    code, _, err = run(capsys, "decks", "validate", "")
    assert code == 2 and "path is empty" in err
    code, _, err = run(capsys, "simulate", "--set", "start_life=6", "--set", "start_life=7", "--games", "1")
    assert code == 2 and "start_life: field given twice" in err
    code, _, err = run(capsys, "compare-rules", "--set", "start_life=6,start_life=7", "--games", "1")
    assert code == 2 and "start_life: field given twice" in err
    code, _, err = run(capsys, "compare-rules", "--set", "bss,start_life=7", "--games", "2", "--backend", "inline",
                       "--quiet")
    assert code == 0, err  # a preset's field overridden once is fine
