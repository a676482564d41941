"""pytest-benchmark suites for the engine core (run: pytest bench/ --benchmark-only)."""

from __future__ import annotations

import pytest
from workloads import api_random_steps, compiled_games, demo_game, mid_game_state, reference_games


@pytest.fixture(scope="module")
def game():
    return demo_game()


def test_compiled_batch_greedy(benchmark, game):
    res = benchmark(compiled_games, game, 2000)
    assert len(res) == 2000


def test_reference_greedy(benchmark, game):
    games = benchmark.pedantic(reference_games, args=(game, 20), rounds=3, iterations=1)
    assert len(games) == 20


def test_api_random_steps(benchmark, game):
    assert benchmark(api_random_steps, game, 2000) == 2000


def test_clone(benchmark, game):
    state = mid_game_state(game)
    clone = benchmark(state.clone)
    assert clone.hash() == state.hash()


def test_obs_api_steps(benchmark, game):
    from workloads import obs_api_steps

    assert benchmark(obs_api_steps, game, 2000) == 2000


def test_vec_env_steps(benchmark, game):
    from workloads import vec_env_steps

    assert benchmark(vec_env_steps, game, 256, 25_600) == 25_600


@pytest.fixture(scope="module", params=["pool", "example"])
def effect_game(request):
    """The booster-set samples (BSS-RED vs BSS-WHITE) and the example-mechanics decks (XMPL-RED vs XMPL-BLUE:
    Braves, Ultimates, Advent, Rebirth), both with their effects under the bss edition."""
    import workloads

    return getattr(workloads, f"{request.param}_game")()


def test_effect_decks_compiled_batch_greedy(benchmark, effect_game):
    res = benchmark(compiled_games, effect_game, 1000)
    assert len(res) == 1000


def test_effect_decks_reference_greedy(benchmark, effect_game):
    games = benchmark.pedantic(reference_games, args=(effect_game, 10), rounds=2, iterations=1)
    assert len(games) == 10


def test_ismcts_rollouts(benchmark, game):
    from workloads import ismcts_rollouts, searchable_mid_game_state

    state = searchable_mid_game_state(game)
    assert benchmark(ismcts_rollouts, state, 2000) == 2000


def test_vec_env_encoded_steps(benchmark, game):
    from workloads import vec_env_encoded_steps

    assert benchmark(vec_env_encoded_steps, game, 256, 25_600) == 25_600


def test_sb3_vec_env_steps(benchmark, game):
    pytest.importorskip("sb3_contrib")
    from workloads import sb3_vec_env_steps

    assert benchmark(sb3_vec_env_steps, game, 256, 25_600) == 25_600
