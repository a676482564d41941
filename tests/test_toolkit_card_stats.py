"""Per-card statistics (issue 20): the batch loop's drawn / used / resolved marks, and their aggregation.

The marks are checked against the same games replayed through the stepping API (drawn: the hands between two
actions, used: the codes the players chose), and "resolved" against a synthetic script whose trigger fires on
every summon (R10.5) and a vanilla card that has none.
"""

from __future__ import annotations

import csv
import json

import numpy as np
import pytest

from bscore.batch import CARD_STATS_DTYPE, RESULT_DTYPE, play_batch
from pybs import codec as C
from pybs.agents import agent_for
from pybs.cli import main
from pybs.effects.script import Event
from pybs.errors import PybsError
from pybs.game import Game
from pybs.reference.rng import derive_seed
from pybs.simulate import simulate

HAND_CODES = ("USE_HAND", "ADVENT", "MIRAGE", "ACCEL", "SET_BURST")


def api_marks(game: Game, seed: int, agents: tuple[str, str], budget: int = 100) -> tuple[list[int], list[int]]:
    """Drawn and used bit masks per seat of one game replayed through the API (the batch loop's definitions)."""
    state = game.new_initial_state(seed)
    players = [agent_for(agents[p], seed, p, budget) for p in (0, 1)]
    drawn, used = [0, 0], [0, 0]

    def look() -> None:
        rec = state.record()
        for p in (0, 1):
            pl = rec["players"][p]
            for h in range(int(pl["hand_count"])):
                drawn[p] |= 1 << int(pl["hand"][h])

    look()
    while not state.is_terminal():
        p = state.current_player()
        code = int(players[p].step(state))
        rec = state.record()["players"][p]
        for name in HAND_CODES:
            base = getattr(C, name)
            if base <= code < base + C.MAX_CARDS:
                used[p] |= 1 << int(rec["hand"][code - base])
        state.apply(code)
        look()
    return drawn, used


@pytest.mark.parametrize("agents", [("greedy", "random"), ("random", "greedy")])
def test_drawn_and_used_marks_match_the_games_replayed_through_the_api(agents):
    game = Game(("ST01", "ST05"))
    out = play_batch(game.deck_handle, game.rows[0], game.rows[1], game.rules_bytes, 12, 77, agents, 0,
                     game.options, card_stats=True)
    assert out.dtype == CARD_STATS_DTYPE
    for i in range(12):
        drawn, used = api_marks(game, derive_seed(77, i), agents)
        assert [int(x) for x in out["drawn"][i]] == drawn, i
        assert [int(x) for x in out["used"][i]] == used, i


def test_card_stats_leave_every_result_unchanged():
    """The marks are read around the steps the players choose: the games themselves do not change."""
    game = Game(("ST03", "ST04"))
    args = (game.deck_handle, game.rows[0], game.rows[1], game.rules_bytes, 40, 5, ("greedy", "random"), 0,
            game.options)
    plain = play_batch(*args)
    marked = play_batch(*args, card_stats=True)
    assert plain.dtype == RESULT_DTYPE
    for name in RESULT_DTYPE.names:
        assert (plain[name] == marked[name]).all(), name


def test_ismcts_searches_do_not_mark_cards():
    """A search steps copies of the game: only the real steps count (a search's summons would mark cards
    the player never drew or used)."""
    game = Game(("ST01", "ST02"))
    out = play_batch(game.deck_handle, game.rows[0], game.rows[1], game.rules_bytes, 2, 3, ("ismcts", "greedy"),
                     0, game.options, ismcts_rollouts=30, card_stats=True)
    for i in range(2):
        drawn, used = api_marks(game, derive_seed(3, i), ("ismcts", "greedy"), budget=30)
        assert [int(x) for x in out["drawn"][i]] == drawn
        assert [int(x) for x in out["used"][i]] == used


def test_resolved_marks_follow_a_summon_trigger_and_skip_vanilla_cards(scripted):
    """R10.5: ST01-004 given "when summoned, draw a card" resolves an ability exactly when it is summoned;
    ST01-005 (vanilla by design, no keyword) never resolves one."""

    def summon_draws(c):
        c.when(Event.SUMMONED).draw(1)

    db = scripted({"ST01-004": summon_draws})
    game = Game(("ST01", "ST01"), db=db)
    out = play_batch(game.deck_handle, game.rows[0], game.rows[1], game.rules_bytes, 60, 9, ("greedy", "greedy"),
                     0, game.options, card_stats=True)
    rows = game.rows[0]
    raineedle = sum(1 << i for i, r in enumerate(rows) if db.card_at(int(r)).id == "ST01-004")
    quicksand = sum(1 << i for i, r in enumerate(rows) if db.card_at(int(r)).id == "ST01-005")
    used = resolved = 0
    for i in range(60):
        for p in (0, 1):
            assert int(out["resolved"][i][p]) & raineedle == int(out["used"][i][p]) & raineedle
            assert int(out["resolved"][i][p]) & quicksand == 0
            used += bin(int(out["used"][i][p]) & raineedle).count("1")
            resolved += bin(int(out["resolved"][i][p]) & quicksand).count("1")
    assert used > 20 and resolved == 0


def test_simulate_card_stats_rows_and_their_win_rates():
    result = simulate("ST01", "ST02", 400, seed=4, backend="inline", card_stats=True)
    rows = result.card_stats()
    ids_a = [card_id for card_id, _ in result.deck_lists[0].entries]
    assert [r["card_id"] for r in rows if r["seat"] == "A"] == ids_a
    by_id = {(r["seat"], r["card_id"]): r for r in rows}
    raineedle = by_id[("A", "ST01-004")]
    assert raineedle["copies"] == 3 and raineedle["games"] == 400
    assert 0 < raineedle["used_rate"] <= raineedle["drawn_rate"] <= 1
    # the win rate when drawn is deck A's wins among the games where a copy was drawn
    mask = np.uint64(sum(1 << i for i, cid in enumerate(result.instance_ids[0]) if cid == "ST01-004"))
    drawn = (result.card_marks["drawn"][:, 0] & mask) != 0
    assert raineedle["games_drawn"] == int(drawn.sum())
    assert raineedle["win_rate_drawn"] == pytest.approx((result.winner[drawn] == 0).mean())
    assert raineedle["games_drawn_first"] + raineedle["games_drawn_second"] == raineedle["games_drawn"]
    lo, hi = raineedle["win_rate_drawn_ci95"]
    assert lo <= raineedle["win_rate_drawn"] <= hi
    b_row = next(r for r in rows if r["seat"] == "B")
    b_mask = np.uint64(sum(1 << i for i, cid in enumerate(result.instance_ids[1]) if cid == b_row["card_id"]))
    b_drawn = (result.card_marks["drawn"][:, 1] & b_mask) != 0
    assert b_row["win_rate_drawn"] == pytest.approx((result.winner[b_drawn] == 1).mean())


def test_card_stats_are_the_same_on_every_backend():
    inline = simulate("ST03", "ST04", 1200, seed=2, backend="inline", card_stats=True)
    pooled = simulate("ST03", "ST04", 1200, seed=2, backend="process", workers=2, chunk_size=500, card_stats=True)
    assert (inline.card_marks == pooled.card_marks).all()
    assert inline.card_stats() == pooled.card_stats()


def test_card_stats_need_the_flag():
    result = simulate("ST01", "ST02", 5, backend="inline")
    assert "card_stats" not in result.summary()
    with pytest.raises(PybsError, match="card_stats=True"):
        result.card_stats()
    with pytest.raises(PybsError, match="card_stats must be true or false"):
        simulate("ST01", "ST02", 5, backend="inline", card_stats="yes")


def test_cli_card_stats_table_json_and_files(tmp_path, capsys):
    code = main(["simulate", "--games", "200", "--seed", "3", "--backend", "inline", "--card-stats"])
    out = capsys.readouterr().out
    assert code == 0 and "Per-card statistics" in out and "ST01-004 Raineedle" in out
    code = main(["simulate", "--games", "100", "--backend", "inline", "--card-stats", "--json"])
    summary = json.loads(capsys.readouterr().out)
    assert code == 0 and len(summary["card_stats"]) == 32  # 16 distinct cards in each starter deck
    target = tmp_path / "run.csv"
    code = main(["simulate", "--games", "100", "--backend", "inline", "--card-stats", "--quiet", "--out", str(target)])
    assert code == 0
    with (tmp_path / "run.cards.csv").open() as fh:
        rows = list(csv.DictReader(fh))
    assert len(rows) == 32 and {"win_rate_drawn_lo", "win_rate_drawn_hi", "drawn_rate"} <= set(rows[0])
    pytest.importorskip("pyarrow")
    parquet = tmp_path / "run.parquet"
    assert main(["simulate", "--games", "50", "--backend", "inline", "--card-stats", "--quiet",
                 "--out", str(parquet)]) == 0
    import pyarrow.parquet as pq

    assert pq.read_table(tmp_path / "run.cards.parquet").num_rows == 32
