"""The framework adapters (pybs.adapters): PettingZoo, Gymnasium and OpenSpiel run their own checkers
on them, and each adapter must show exactly the engine's game (tensors, masks, returns)."""

from __future__ import annotations

import warnings

import gymnasium
import numpy as np
import pyspiel
import pytest
from gymnasium.utils.env_checker import check_env
from open_spiel.python.observation import make_observation
from pettingzoo.test import api_test, seed_test

import pybs
import pybs.adapters.openspiel_game  # noqa: F401 - registers "python_pybs"
from pybs.adapters.gym_env import ENV_ID, BattleSpiritsEnv
from pybs.adapters.pettingzoo_env import env as pz_env
from pybs.adapters.pettingzoo_env import raw_env
from pybs.agents import agent_for
from pybs.codec import NUM_ACTIONS
from pybs.errors import IllegalActionError


# -- PettingZoo ------------------------------------------------------------------------------------
@pytest.mark.filterwarnings("ignore:Observation")  # PettingZoo's masked-game convention is a Dict
def test_pettingzoo_api_test_passes():
    api_test(pz_env(), num_cycles=300)


def test_pettingzoo_seed_test_passes():
    seed_test(pz_env, num_cycles=300)


def _mask(state: pybs.State, seat: int) -> np.ndarray:
    if state.is_terminal() or state.current_player() != seat:
        return np.zeros(pybs.Game().num_distinct_actions, np.int8)
    return state.legal_actions_mask().astype(np.int8)


def test_pettingzoo_game_is_the_engine_game():
    """Every observation, mask and the final rewards are the engine's (R0.7 view, returns)."""
    env = raw_env()
    env.reset(seed=11)
    mirror = env.game.new_initial_state(11)
    rng = np.random.default_rng(0)
    totals = {"player_0": 0.0, "player_1": 0.0}
    steps = 0
    for agent in env.agent_iter():
        obs, reward, termination, truncation, _ = env.last()
        totals[agent] += reward
        seat = env.possible_agents.index(agent)
        np.testing.assert_array_equal(obs["observation"], mirror.observation_tensor(seat))
        np.testing.assert_array_equal(obs["action_mask"], _mask(mirror, seat))
        other = env.observe(env.possible_agents[1 - seat])
        assert not other["action_mask"].any()  # only the deciding agent has legal actions
        if termination or truncation:
            env.step(None)
            continue
        assert mirror.current_player() == seat
        action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        env.step(action)
        mirror.apply(action)
        steps += 1
    assert mirror.is_terminal() and steps > 20
    assert [totals["player_0"], totals["player_1"]] == mirror.returns()
    assert sum(totals.values()) == 0.0 and max(totals.values()) == 1.0  # ST01 v ST02 seed 11 has a winner
    assert env.agents == []


def test_pettingzoo_illegal_action_raises_and_changes_nothing():
    env = raw_env()
    env.reset(seed=3)
    before = env.state.to_bytes()
    illegal = int(np.flatnonzero(env.observe(env.agent_selection)["action_mask"] == 0)[0])
    with pytest.raises(IllegalActionError):
        env.step(illegal)
    assert env.state.to_bytes() == before


def test_pettingzoo_render_modes():
    env = raw_env(render_mode="ansi")
    env.reset(seed=1)
    text = env.render()
    assert isinstance(text, str) and text == repr(env.state)
    quiet = raw_env()
    quiet.reset(seed=1)
    assert quiet.render() is None
    with pytest.raises(ValueError, match="render_mode"):
        raw_env(render_mode="svg")


def test_pettingzoo_unseeded_resets_continue_the_seeded_stream():
    a, b = raw_env(), raw_env()
    a.reset(seed=5)
    b.reset(seed=5)
    a.reset()
    b.reset()
    assert a.state.to_bytes() == b.state.to_bytes()
    a.reset(seed=5)
    assert a.state.to_bytes() != b.state.to_bytes()


# -- Gymnasium -------------------------------------------------------------------------------------
@pytest.mark.parametrize("kwargs", [{}, {"seat": 1, "opponent": "greedy"}, {"render_mode": "ansi"},
                                    {"render_mode": "rgb_array"},
                                    {"auto_pay": True, "observation": "encoded", "reward": "life"}])
def test_gymnasium_check_env_passes(kwargs):
    env = gymnasium.make(ENV_ID, **kwargs).unwrapped
    with warnings.catch_warnings():
        warnings.simplefilter("error")  # the checker reports problems as warnings
        check_env(env)


@pytest.mark.parametrize("seat", [0, 1])
def test_gymnasium_episode_is_the_engine_game(seat):
    """The opponent is pybs.agents' random agent for the episode's seed; the reward is the engine's return."""
    env = BattleSpiritsEnv(seat=seat)
    obs, info = env.reset(seed=21)
    mirror = env.game.new_initial_state(21)
    opponent = agent_for("random", 21, 1 - seat)
    rng = np.random.default_rng(1)
    total = 0.0
    while True:
        while not mirror.is_terminal() and mirror.current_player() != seat:
            mirror.apply(opponent.step(mirror))
        np.testing.assert_array_equal(obs, mirror.observation_tensor(seat))
        np.testing.assert_array_equal(info["action_mask"], mirror.legal_actions_mask().astype(np.int8))
        action = int(rng.choice(np.flatnonzero(info["action_mask"])))
        obs, reward, terminated, truncated, info = env.step(action)
        mirror.apply(action)
        total += reward
        assert not info["illegal_action"]
        if terminated or truncated:
            break
    while not mirror.is_terminal():
        mirror.apply(opponent.step(mirror))
    assert env.state.to_bytes() == mirror.to_bytes()
    assert total == mirror.returns()[seat] != 0.0
    assert terminated and not truncated and not info["action_mask"].any()


def test_gymnasium_illegal_action_is_substituted_with_a_penalty():
    env = BattleSpiritsEnv(illegal_penalty=0.25)
    _, info = env.reset(seed=4)
    illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
    before = env.state.to_bytes()
    _, reward, terminated, _, info = env.step(illegal)
    assert info["illegal_action"] and not terminated
    assert reward == -0.25
    assert env.state.to_bytes() != before  # a legal action ran in its place


def test_gymnasium_illegal_action_can_raise():
    env = BattleSpiritsEnv(illegal_action="raise")
    _, info = env.reset(seed=4)
    before = env.state.to_bytes()
    with pytest.raises(IllegalActionError):
        env.step(int(np.flatnonzero(info["action_mask"] == 0)[0]))
    assert env.state.to_bytes() == before


def test_gymnasium_rejects_bad_arguments():
    with pytest.raises(ValueError, match="opponent"):
        BattleSpiritsEnv(opponent="mcts")
    with pytest.raises(ValueError, match="seat"):
        BattleSpiritsEnv(seat=2)
    with pytest.raises(ValueError, match="illegal_action"):
        BattleSpiritsEnv(illegal_action="ignore")


# -- OpenSpiel -------------------------------------------------------------------------------------
def _random_playout(state, steps: int, seed: int) -> None:
    rng = np.random.default_rng(seed)
    for _ in range(steps):
        if state.is_terminal():
            return
        state.apply_action(int(rng.choice(state.legal_actions())))


@pytest.mark.parametrize("fixed", [False, True])
def test_openspiel_random_sim_test_passes(fixed):
    game = pyspiel.load_game("python_pybs", {"seed": 3, "fixed_deal": fixed})
    mode = pyspiel.GameType.ChanceMode
    assert game.get_type().chance_mode == (mode.DETERMINISTIC if fixed else mode.EXPLICIT_STOCHASTIC)
    pyspiel.random_sim_test(game, num_sims=3, serialize=True, verbose=False)


def test_openspiel_game_is_the_engine_game():
    """fixed_deal: the deal of the seed parameter, same legal actions, tensors and returns as pybs.Game."""
    game = pyspiel.load_game("python_pybs", {"seed": 12, "deck0": "ST02", "deck1": "ST01", "fixed_deal": True})
    assert game.num_distinct_actions() == pybs.Game().num_distinct_actions
    assert game.observation_tensor_shape() == list(pybs.Game().observation_shape)
    state = game.new_initial_state()
    mirror = pybs.Game(("ST02", "ST01"), seed=12).new_initial_state()
    rng = np.random.default_rng(2)
    while not state.is_terminal():
        player = state.current_player()
        assert player == mirror.current_player()
        assert state.legal_actions() == mirror.legal_actions().tolist()
        assert state.legal_actions(1 - player) == []
        for seat in (0, 1):
            np.testing.assert_array_equal(state.observation_tensor(seat), mirror.observation_tensor(seat))
        action = int(rng.choice(state.legal_actions()))
        state.apply_action(action)
        mirror.apply(action)
    assert mirror.is_terminal()
    assert state.returns() == mirror.returns() and state.current_player() == pyspiel.PlayerId.TERMINAL
    assert state.engine_state.to_bytes() == mirror.to_bytes()


def test_openspiel_serialize_round_trip_and_clone():
    game = pyspiel.load_game("python_pybs", {"seed": 9})
    state = game.new_initial_state()
    _random_playout(state, 80, seed=4)
    text = pyspiel.serialize_game_and_state(game, state)
    game2, state2 = pyspiel.deserialize_game_and_state(text)
    assert str(game2) == str(game) and state2.history() == state.history()
    assert state2.engine_state.to_bytes() == state.engine_state.to_bytes()
    clone = state.clone()
    _random_playout(clone, 5, seed=5)  # the clone moves alone
    assert clone.engine_state.to_bytes() != state.engine_state.to_bytes()
    assert state2.engine_state.to_bytes() == state.engine_state.to_bytes()


def test_openspiel_observer_hides_what_the_player_may_not_see():
    """R0.7: the observer writes the compiled tensor; states the player cannot tell apart look the same."""
    game = pyspiel.load_game("python_pybs", {"seed": 5})
    state = game.new_initial_state()
    _random_playout(state, 40, seed=6)
    observation = make_observation(game)
    for seat in (0, 1):
        observation.set_from(state, seat)
        np.testing.assert_array_equal(observation.tensor, state.engine_state.observation_tensor(seat))
        hidden = state.engine_state.resample(seat, 99)  # the opponent's hand and every deck redrawn
        assert hidden.to_bytes() != state.engine_state.to_bytes()
        np.testing.assert_array_equal(observation.tensor, hidden.observation_tensor(seat))
        assert state.observation_string(seat) == str(state.engine_state.observation(seat))
    with pytest.raises(ValueError, match="perfect recall"):
        make_observation(game, pyspiel.IIGObservationType(perfect_recall=True))


def test_openspiel_action_strings_are_unique():
    state = pyspiel.load_game("python_pybs", {"fixed_deal": True}).new_initial_state()
    names = [state.action_to_string(state.current_player(), a) for a in range(NUM_ACTIONS)]
    assert len(set(names)) == NUM_ACTIONS
    assert names[0] == f"p{state.current_player()} PASS"
