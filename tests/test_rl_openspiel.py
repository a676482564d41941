"""Issue 22: the OpenSpiel game deals a new game per episode (deal chance nodes), a fixed deal
only when asked, and OpenSpiel's own RL environment sees different deals."""

from __future__ import annotations

import numpy as np
import pytest

pyspiel = pytest.importorskip("pyspiel")

import pybs  # noqa: E402
from pybs.adapters.openspiel_game import DEAL_CHANCE_NODES, DEAL_OUTCOMES  # noqa: E402


def _deal(state, outcomes):
    for byte in outcomes:
        assert state.is_chance_node()
        state.apply_action(byte)


def test_new_initial_state_is_a_deal_chance_node():
    game = pyspiel.load_game("python_pybs", {"seed": 7})
    state = game.new_initial_state()
    assert state.current_player() == pyspiel.PlayerId.CHANCE and state.engine_state is None
    outcomes = state.chance_outcomes()
    assert len(outcomes) == DEAL_OUTCOMES and abs(sum(p for _, p in outcomes) - 1.0) < 1e-12
    assert state.observation_tensor(0) == [0.0] * pybs.Game().observation_shape[0]
    _deal(state, [1, 2, 3, 4])
    assert not state.is_chance_node() and state.engine_state is not None
    assert state.engine_state.to_bytes() == pybs.Game().new_initial_state(game.deal_seed(0x01020304)).to_bytes()


def test_different_chance_outcomes_are_different_deals_and_the_same_are_the_same():
    game = pyspiel.load_game("python_pybs", {"seed": 7})
    a, b, c = game.new_initial_state(), game.new_initial_state(), game.new_initial_state()
    _deal(a, [0, 0, 0, 1])
    _deal(b, [0, 0, 0, 2])
    _deal(c, [0, 0, 0, 1])
    assert a.engine_state.to_bytes() != b.engine_state.to_bytes()
    assert a.engine_state.to_bytes() == c.engine_state.to_bytes()
    assert len(a.history()) == DEAL_CHANCE_NODES  # the deal is in the history, so serialization replays it
    text = pyspiel.serialize_game_and_state(game, a)
    _, again = pyspiel.deserialize_game_and_state(text)
    assert again.engine_state.to_bytes() == a.engine_state.to_bytes()


def test_fixed_deal_is_deterministic_and_the_seed_parameter_deal():
    game = pyspiel.load_game("python_pybs", {"seed": 7, "fixed_deal": True})
    assert game.get_type().chance_mode == pyspiel.GameType.ChanceMode.DETERMINISTIC
    one, two = game.new_initial_state(), game.new_initial_state()
    assert not one.is_chance_node()
    assert one.engine_state.to_bytes() == two.engine_state.to_bytes() == pybs.Game(seed=7).new_initial_state().to_bytes()


def test_openspiel_rl_environment_resets_to_new_deals():
    """OpenSpiel's own RL loop samples the chance nodes, so its episodes are different deals."""
    from open_spiel.python import rl_environment

    env = rl_environment.Environment(pyspiel.load_game("python_pybs", {"seed": 1}), seed=3)
    deals = set()
    for _ in range(4):
        step = env.reset()
        assert step.observations["current_player"] in (0, 1)
        deals.add(env.get_state.engine_state.to_bytes())
    assert len(deals) == 4
    legal = step.observations["legal_actions"][step.observations["current_player"]]
    step = env.step([int(np.random.default_rng(0).choice(legal))])
    assert not step.last()


def test_openspiel_python_search_bots_play_the_game():
    """docs/AGENTS.md: OpenSpiel's Python MCTSBot and ISMCTSBot (observation keys, the engine's
    resample) play python_pybs; the C++ bots cannot run a Python-defined game."""
    from open_spiel.python.algorithms import ismcts, mcts

    game = pyspiel.load_game("python_pybs", {"seed": 2})
    state = game.new_initial_state()
    _deal(state, [9, 8, 7, 6])
    rng = np.random.RandomState(0)
    evaluator = mcts.RandomRolloutEvaluator(1, rng)
    assert mcts.MCTSBot(game, 2.0, 4, evaluator, random_state=rng).step(state) in state.legal_actions()
    bot = ismcts.ISMCTSBot(game, evaluator, 2.0, 4, random_state=rng, use_observation_string=True)
    assert bot.step(state) in state.legal_actions()
    other = state.resample_from_infostate(state.current_player(), rng.uniform)
    seat = state.current_player()
    assert other.observation_tensor(seat) == state.observation_tensor(seat)
