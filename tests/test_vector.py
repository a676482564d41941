"""VectorEnv: N games stepped in one compiled loop must equal the same games stepped one by one."""

from __future__ import annotations

import numpy as np
import pytest

from pybs import Game
from pybs.errors import IllegalActionError, PybsError
from pybs.vector import VectorEnv


def random_actions(mask: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """One uniformly random legal code per game."""
    return (rng.random(mask.shape) * mask).argmax(axis=1).astype(np.int32)


@pytest.mark.parametrize("effects", [False, True])
def test_vector_games_equal_single_games(effects: bool) -> None:
    game = Game(("ST01", "ST03"), seed=5, effects=effects)
    env = VectorEnv(game, 8, seed=77)
    obs, mask = env.reset()
    singles = [game.new_initial_state(env.seed_of(i, 0)) for i in range(8)]
    episodes = [0] * 8
    rng = np.random.default_rng(1)
    finished = 0
    for _ in range(1500):
        for i, state in enumerate(singles):
            me = state.current_player()
            assert env.players[i] == me
            assert np.array_equal(obs[i], state.observation_tensor(me))
            assert np.array_equal(mask[i], state.legal_actions_mask())
            assert env.state(i).same_as(state)
        actions = random_actions(mask, rng)
        obs, mask, rewards, dones = env.step(actions)
        for i, state in enumerate(singles):
            state.apply(int(actions[i]))
            assert bool(dones[i]) == state.is_terminal()
            if state.is_terminal():
                assert rewards[i].tolist() == state.returns()
                assert env.end_reasons[i] == state.end_reason
                episodes[i] += 1
                finished += 1
                singles[i] = game.new_initial_state(env.seed_of(i, episodes[i]))  # automatic reset
            else:
                assert not rewards[i].any() and env.end_reasons[i] == 0
    assert finished >= 8  # several games ended and were reset
    assert env.episodes.tolist() == episodes


def test_seeds_are_deterministic_and_distinct() -> None:
    game = Game(("ST01", "ST02"))
    a, b, c = VectorEnv(game, 4, seed=1), VectorEnv(game, 4, seed=1), VectorEnv(game, 4, seed=2)
    for env in (a, b, c):
        env.reset()
    assert np.array_equal(a.records, b.records)
    assert not np.array_equal(a.records, c.records)
    assert len({a.seed_of(i, j) for i in range(4) for j in range(4)}) == 16


def test_an_illegal_action_raises_and_steps_no_game() -> None:
    game = Game(("ST01", "ST02"))
    env = VectorEnv(game, 3, seed=3)
    _, mask = env.reset()
    before = env.records.copy()
    actions = mask.argmax(axis=1).astype(np.int32)
    actions[1] = int(np.flatnonzero(mask[1] == 0)[0])
    with pytest.raises(IllegalActionError, match="game 1"):
        env.step(actions)
    assert np.array_equal(env.records, before)
    with pytest.raises(TypeError):
        env.step(actions[:2])
    with pytest.raises(PybsError):
        VectorEnv(game, 0)


def test_random_actions_are_legal_and_uniform() -> None:
    game = Game(("ST01", "ST02"))
    env = VectorEnv(game, 64, seed=9)
    _, mask = env.reset()
    counts = np.zeros(mask.shape, dtype=np.int64)
    for _ in range(400):
        actions = env.random_actions()
        assert mask[np.arange(64), actions].all()
        counts[np.arange(64), actions] += 1
    n_legal = mask.sum(axis=1).astype(np.int64)
    expected = np.repeat(400 / n_legal, n_legal)  # per legal code, row by row
    assert np.all(np.abs(counts[mask.astype(bool)] - expected) < 0.5 * expected)
