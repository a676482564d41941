"""The agent arena (pybs.arena) and ``pybs arena``."""

from __future__ import annotations

import json
import math

import numpy as np
import pytest

from bscore.batch import play_batch
from pybs import Game
from pybs.arena import arena, bradley_terry_elo, render
from pybs.cli import main
from pybs.errors import PybsError


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture(scope="module")
def small():
    return arena("random,greedy,ismcts", ["ST01", "ST03"], games=3, seed=4, ismcts_budget=4)


def test_every_pairing_over_every_deck_pairing_and_both_seats(small) -> None:
    k, decks, games = 3, 2, 3
    played = (k * (k - 1) // 2) * decks * decks * 2 * games  # pairings x deck pairings x seat orders
    assert small.games.sum() == 2 * played and small.summary()["games"] == played  # counted for both agents
    assert (small.games == small.games.T).all() and (np.diag(small.games) == 0).all()
    assert (small.wins + small.wins.T + small.draws == small.games).all()
    assert len(small.blocks) == 3 * 4 * 2
    for first, second in zip(small.blocks[::2], small.blocks[1::2]):  # both seat orders, the same deals
        assert first["agents"] == second["agents"][::-1]
        assert first["decks"] == second["decks"] and first["seed"] == second["seed"]
    seats = {tuple(b["decks"]) for b in small.blocks}
    assert len(seats) == 4  # ST01/ST03 in both seats, and both mirrors


def test_block_results_are_the_batch_loop_games(small) -> None:
    """Each block is play_batch on its deal seeds: the arena adds no randomness of its own."""
    block = next(b for b in small.blocks if b["agents"] == ["ismcts", "greedy"])
    decks = tuple("ST01" if name.startswith("ST01") else "ST03" for name in block["decks"])
    game = Game(decks)
    res = play_batch(game.handle, game.rows[0], game.rows[1], game.rules_bytes, 3, block["seed"],
                     ("ismcts", "greedy"), 0, game.options, ismcts_rollouts=4)
    assert block["wins"] == [int((res["winner"] == 0).sum()), int((res["winner"] == 1).sum())]


def test_same_seed_same_results_and_a_new_seed_new_deals(small) -> None:
    again = arena("random,greedy,ismcts", ["ST01", "ST03"], games=3, seed=4, ismcts_budget=4)
    assert (again.wins == small.wins).all() and again.blocks == small.blocks
    other = arena("random,greedy,ismcts", ["ST01", "ST03"], games=3, seed=5, ismcts_budget=4)
    assert [b["seed"] for b in other.blocks] != [b["seed"] for b in small.blocks]


def test_summary_has_intervals_and_ratings(small) -> None:
    summary = small.summary()
    assert summary["games"] == int(small.games.sum() // 2)
    for i, row in enumerate(summary["matrix"]):
        assert row[i] is None
        for j, cell in enumerate(row):
            if cell is not None:
                lo, hi = cell["ci95"]
                assert lo <= cell["win_rate"] <= hi
                assert cell["wins"] == small.wins[i, j] and cell["losses"] == small.wins[j, i]
    ratings = summary["ratings"]
    assert ratings["random"] < ratings["greedy"]  # greedy beats random nearly always
    assert math.isclose(sum(ratings.values()) / 3, 1500.0, abs_tol=1e-6)
    text = render(summary)
    assert "random" in text and "ismcts" in text and "%" in text and "Bradley-Terry" in text


def test_bradley_terry_recovers_a_known_strength_gap() -> None:
    """3:1 odds are 400*log10(3) = 190.8 Elo points; an unbeaten agent still gets a finite rating."""
    wins = np.array([[0, 7500], [2500, 0]])
    games = np.array([[0, 10000], [10000, 0]])
    a, b = bradley_terry_elo(wins, np.zeros_like(wins), games)
    assert a - b == pytest.approx(400 * math.log10(3), abs=0.5)
    a, b = bradley_terry_elo(np.array([[0, 10], [0, 0]]), np.zeros((2, 2)), np.array([[0, 10], [10, 0]]))
    assert math.isfinite(a) and a - b > 300


@pytest.mark.parametrize("agents, decks, games, message", [
    ("random", "ST01", 2, "at least two"),
    ("random,minimax", "ST01", 2, "at least two of random, greedy, ismcts"),
    ("random,random", "ST01", 2, "each name once"),
    ("random,greedy", "ST99", 2, "ST99"),
    ("random,greedy", "ST01", 0, "games per pairing"),
])
def test_bad_input_is_a_typed_error(agents, decks, games, message) -> None:
    with pytest.raises(PybsError, match=message):
        arena(agents, decks, games=games)


def test_cli_prints_the_matrix_and_json(capsys) -> None:
    code, out, _ = run(capsys, "arena", "--agents", "random,greedy", "--decks", "ST01,ST02", "--games", "2",
                       "--seed", "3")
    assert code == 0
    assert "win rate of the row agent" in out and "rating" in out
    code, out, _ = run(capsys, "arena", "--agents", "random,greedy", "--decks", "ST01", "--games", "2", "--json")
    assert code == 0
    summary = json.loads(out)
    assert summary["agents"] == ["random", "greedy"] and summary["games"] == 4
    assert set(summary["ratings"]) == {"random", "greedy"}


@pytest.mark.parametrize("argv, message", [
    (["--agents", "random,chess"], "random, greedy, ismcts"),
    (["--agents", "greedy"], "at least two"),
    (["--decks", "ST01,NOPE"], "NOPE"),
    (["--games", "0"], "--games"),
    (["--ismcts-budget", "0"], "--ismcts-budget"),
])
def test_cli_refuses_bad_input_with_exit_2(capsys, argv, message) -> None:
    code, _, err = run(capsys, "arena", "--games", "1", *argv)
    assert code == 2
    assert err.startswith("pybs: error:") and message in err


def test_cli_plot_writes_a_heatmap(capsys, tmp_path) -> None:
    pytest.importorskip("matplotlib")
    code, out, _ = run(capsys, "arena", "--agents", "random,greedy", "--decks", "ST01", "--games", "1",
                       "--plot", str(tmp_path / "plots"), "--quiet")
    assert code == 0 and out == ""
    png = tmp_path / "plots" / "arena_win_rate.png"
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
