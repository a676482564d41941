"""simulate() and compare_rules(): same results for any backend and worker count, real stats."""

from __future__ import annotations

import importlib.util

import numpy as np
import pytest

from bscore.rng import py_derive_seed
from pybs import Game, RuleSet
from pybs.agents import agent_for, play
from pybs.compare import compare_rules, paired_delta
from pybs.errors import PybsError, RuleSetError
from pybs.layout import EndReason
from pybs.simulate import simulate, wilson_interval

ARRAYS = ("winner", "first_player", "turns", "end_reason", "life_a", "life_b", "actions", "turn_cap")


def same_arrays(a, b) -> None:
    for name in ARRAYS:
        np.testing.assert_array_equal(getattr(a, name), getattr(b, name), err_msg=name)


@pytest.fixture(scope="module")
def inline_run():
    return simulate("ST01", "ST03", 4000, seed=11, backend="inline", chunk_size=700)


def test_process_workers_match_inline(inline_run):
    for workers in (1, 2):
        same_arrays(inline_run, simulate("ST01", "ST03", 4000, seed=11, backend="process", workers=workers))


def test_chunking_does_not_change_results(inline_run):
    same_arrays(inline_run, simulate("ST01", "ST03", 4000, seed=11, backend="inline", chunk_size=333))


@pytest.mark.skipif(importlib.util.find_spec("ray") is None, reason='Ray is not installed (pip install "pybs[ray]")')
def test_ray_backend_matches_process():
    import ray

    try:
        ray_run = simulate("ST02", "ST05", 3000, seed=5, backend="ray", workers=2, chunk_size=500)
    finally:
        ray.shutdown()
    same_arrays(ray_run, simulate("ST02", "ST05", 3000, seed=5, backend="process", workers=2))


def test_game_i_is_the_game_seeded_derive_seed(inline_run):
    """Game i of a run is an ordinary game seeded derive_seed(master, i), replayable by the API."""
    game = Game(("ST01", "ST03"))
    for i in (0, 1, 17, 3999):
        seed = py_derive_seed(11, i)
        state = game.new_initial_state(seed)
        play(state, [agent_for("greedy", seed, 0), agent_for("greedy", seed, 1)])
        assert state.winner == inline_run.winner[i]
        assert state.turn == inline_run.turns[i]
        assert int(state.record()["first_player"]) == inline_run.first_player[i]


def test_arrays_are_consistent(inline_run):
    r = inline_run
    assert r.games == 4000
    assert set(np.unique(r.winner)) <= {-1, 0, 1}
    life_loser = np.where(r.winner == 0, r.life_b, r.life_a)
    by_life = r.end_reason == EndReason.LIFE
    assert (life_loser[by_life] == 0).all()  # R4.1: the loser's Life is 0
    assert (r.turns >= 2).all()


def test_summary_rates_and_intervals(inline_run):
    s = inline_run.summary()
    assert s["wins"]["a"] + s["wins"]["b"] + s["wins"]["draw"] == 4000
    assert s["win_rate_a"] == pytest.approx(s["wins"]["a"] / 4000)
    low, high = s["win_rate_a_ci95"]
    assert low < s["win_rate_a"] < high and high - low < 0.04
    assert s["turns_median"] == float(np.median(inline_run.turns))
    assert 0.0 <= s["first_player_win_rate"] <= 1.0
    assert s["games_per_s"] > 0


def test_wilson_interval_known_values():
    low, high = wilson_interval(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-4) and high == pytest.approx(0.5962, abs=1e-4)
    assert wilson_interval(0, 10)[0] == 0.0 and wilson_interval(10, 10)[1] == 1.0
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_turn_cap_is_reported():
    r = simulate("ST01", "ST02", 200, seed=1, rules=RuleSet(max_turns=3), backend="inline")
    assert r.turn_cap.sum() > 0
    assert (r.winner[r.turn_cap] == -1).all()
    assert r.summary()["turn_cap_games"] == int(r.turn_cap.sum())


def test_dataframes(inline_run):
    pd = pytest.importorskip("pandas")
    pa = pytest.importorskip("pyarrow")
    df = inline_run.to_pandas()
    assert isinstance(df, pd.DataFrame) and len(df) == 4000
    assert (df["winner"].to_numpy() == inline_run.winner).all()
    table = inline_run.to_arrow()
    assert isinstance(table, pa.Table) and table.num_rows == 4000


def test_record_gives_replays_of_the_first_games(inline_run):
    r = simulate("ST01", "ST03", 30, seed=11, backend="inline", record=3)
    assert [rep["game_index"] for rep in r.replays] == [0, 1, 2]
    assert [rep["winner"] for rep in r.replays] == inline_run.winner[:3].tolist()


@pytest.mark.parametrize(
    "kwargs",
    [{"games": -1}, {"games": 2.5}, {"agents": ("greedy",)}, {"agents": ("greedy", "clever")},
     {"backend": "threads"}, {"workers": 0}, {"rules": {"start_life": 3}}],
)
def test_bad_arguments_raise_before_playing(kwargs):
    args = {"games": 10, "seed": 0, "backend": "process"} | kwargs
    with pytest.raises(PybsError):
        simulate("ST01", "ST02", **args)


def test_compare_rules_is_paired_and_validates_first():
    with pytest.raises(RuleSetError, match="start_life"):
        compare_rules(None, [{"start_life": 3}, {"start_life": 0}], games=10, backend="inline")
    with pytest.raises(RuleSetError, match="unknown RuleSet field"):
        compare_rules(None, [{"nonsense": 1}], games=10, backend="inline")
    with pytest.raises(RuleSetError, match="must be a mapping"):
        compare_rules(None, {"bad": [("start_life", 3)]}, games=10, backend="inline")
    result = compare_rules(None, {"same": {}, "six": {"start_life": 6}}, decks=("ST01", "ST04"), games=1500,
                           seed=2, backend="inline")
    base, same, six = result.rows()
    # an identical variant replays the identical games: the paired delta is exactly zero
    assert same["win_rate_a_delta"] == 0.0 and same["win_rate_a_delta_ci95"] == [0.0, 0.0]
    assert six["turns_mean_delta"] > 0  # more Life, longer games
    assert six["turns_mean_delta_ci95"][0] > 0


def test_paired_delta_matches_hand_computation():
    v = np.array([1, 0, 1, 1, 0, 1], dtype=bool)
    b = np.array([1, 0, 0, 1, 0, 0], dtype=bool)
    d, low, high = paired_delta(v, b)
    diff = v.astype(float) - b.astype(float)
    half = 1.959963984540054 * diff.std(ddof=1) / np.sqrt(len(diff))
    assert d == pytest.approx(diff.mean()) and low == pytest.approx(d - half) and high == pytest.approx(d + half)
