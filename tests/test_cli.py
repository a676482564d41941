"""The command line: output, exit codes, and one clear line for every user error."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from pybs.cli import main


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
    # every starter deck in both editions: the rulebook-8.0 list and the BSS list (R18.9)
    assert code == 0 and len(out.splitlines()) == 14 and "ST07  " in out and "ST07-BSS" in out
    code, out, _ = run(capsys, "decks", "show", "st01")
    assert code == 0 and "Nebula Dragon Andromeda" in out
    path = tmp_path / "deck.txt"
    path.write_text("# name: mine\n" + "\n".join(f"3 ST01-0{i:02d}" for i in range(1, 14)) + "\n1 ST01-014\n")
    code, out, _ = run(capsys, "decks", "validate", str(path))
    assert code == 0 and "valid (40 cards)" in out


def test_cards_show_and_search(capsys):
    code, out, _ = run(capsys, "cards", "show", "ST01-001")
    assert code == 0 and json.loads(out)["cost"] == 6
    code, out, _ = run(capsys, "cards", "search", "andromeda")
    assert code == 0 and "ST01-001" in out


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
