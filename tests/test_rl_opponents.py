"""Issue 22: any agent as the opponent (names with options, agents, policies, models, self-play) in the
Gymnasium env, the learner vector env and the arena; the Gymnasium env's auto-pay and reward options."""

from __future__ import annotations

import numpy as np
import pytest

import pybs
from pybs.adapters.gym_env import BattleSpiritsEnv
from pybs.adapters.learner import LearnerVectorEnv
from pybs.adapters.opponents import AgentOpponent, ModelAgent, PolicyAgent, SelfPlay, as_agent, as_opponent
from pybs.agents import GreedyAgent, ISMCTSAgent, agent_for, play
from pybs.arena import arena
from pybs.layout import Decision


def last_legal(obs, mask):
    return int(np.flatnonzero(mask)[-1])


class CountingModel:
    """A stand-in for a trained model: ``predict`` with masks, counting its calls."""

    def __init__(self) -> None:
        self.calls = 0
        self.rows = 0

    def predict(self, obs, action_masks=None, deterministic=False):
        self.calls += 1
        self.rows += len(obs)
        return np.array([np.flatnonzero(m)[0] for m in action_masks]), None


def test_opponent_specs_resolve():
    assert as_opponent("random") == "random" and as_opponent("greedy") == "greedy"
    ismcts = as_opponent(("ismcts", {"budget_rollouts": 3}))
    assert isinstance(ismcts, AgentOpponent) and isinstance(ismcts.agent, ISMCTSAgent)
    assert isinstance(as_opponent(GreedyAgent()), AgentOpponent)
    assert isinstance(as_opponent(last_legal), PolicyAgent)
    assert isinstance(as_opponent(CountingModel()), ModelAgent)
    with pytest.raises(ValueError, match="unknown"):
        as_opponent("mcts")
    with pytest.raises(TypeError):
        as_opponent(42)
    with pytest.raises(ValueError, match="greedy takes no options"):
        as_opponent(("greedy", {"seed": 1}))


def test_gymnasium_env_plays_a_policy_opponent():
    """A callable policy as the opponent: the episode equals the game with that policy in the other seat."""
    env = BattleSpiritsEnv(seat=0, opponent=last_legal)
    obs, info = env.reset(seed=8)
    mirror = env.game.new_initial_state(8)
    opponent = PolicyAgent(last_legal)
    rng = np.random.default_rng(2)
    while True:
        while not mirror.is_terminal() and mirror.current_player() != 0:
            mirror.apply(opponent.step(mirror))
        np.testing.assert_array_equal(obs, mirror.observation_tensor(0))
        action = int(rng.choice(np.flatnonzero(info["action_mask"])))
        obs, reward, terminated, truncated, info = env.step(action)
        mirror.apply(action)
        if terminated or truncated:
            break
    while not mirror.is_terminal():
        mirror.apply(opponent.step(mirror))
    assert env.state.to_bytes() == mirror.to_bytes() and reward == mirror.returns()[0]


def test_gymnasium_env_ismcts_with_options_and_a_model():
    env = BattleSpiritsEnv(opponent=("ismcts", {"budget_rollouts": 2}))
    _, info = env.reset(seed=1)
    assert isinstance(env._opponent, ISMCTSAgent)
    env.step(int(np.flatnonzero(info["action_mask"])[0]))
    model = CountingModel()
    env = BattleSpiritsEnv(opponent=ModelAgent(model), seat=1)
    env.reset(seed=3)
    assert model.calls > 0  # seat 0 moved first through the model


def test_gymnasium_env_auto_pay_and_life_reward():
    plain, paid = BattleSpiritsEnv(opponent="random"), BattleSpiritsEnv(opponent="random", auto_pay=True,
                                                                        reward="life", life_coef=0.5)
    asked = []
    for env in (plain, paid):
        rng = np.random.default_rng(7)
        payments = 0
        for episode in range(4):
            obs, info = env.reset(seed=12 + episode)
            start = obs[128] - obs[335]
            total = 0.0
            while True:
                payments += int(obs[3]) in (Decision.PAY, Decision.PLACE) and obs[4] == 1
                obs, reward, terminated, truncated, info = env.step(int(rng.choice(np.flatnonzero(info["action_mask"]))))
                total += reward
                if terminated or truncated:
                    break
            if env is paid:  # the shaped term adds up to the change of the Life difference
                final = paid.state.observation_tensor(0)
                shaped = 0.5 * ((final[128] - final[335]) - start)
                assert total == pytest.approx(shaped + paid.state.returns()[0], abs=1e-5)
        asked.append(payments)
    assert asked[0] > 0 and asked[1] == 0  # the episode lengths: test_rl_vector.py


def test_vector_env_with_a_model_opponent_asks_it_in_batches():
    model = CountingModel()
    env = LearnerVectorEnv(num_envs=8, seed=2, opponent=ModelAgent(model))
    obs, mask = env.reset()
    for _ in range(20):
        obs, mask, *_ = env.step(np.array([np.flatnonzero(r)[0] for r in mask], np.int32))
    assert (env.vec.players == 0).all()
    assert model.rows > model.calls  # several games per call


def test_vector_env_with_an_ismcts_opponent():
    env = LearnerVectorEnv(num_envs=2, seed=2, opponent=("ismcts", {"budget_rollouts": 2}), seat=1)
    obs, mask = env.reset()
    assert (env.vec.players == 1).all()
    obs, mask, *_ = env.step(np.array([np.flatnonzero(r)[0] for r in mask], np.int32))
    assert (env.vec.players == 1).all()


def test_self_play_swaps_snapshots_on_schedule():
    """SelfPlay: the opponent is the newest snapshot, taken at the start and every swap_every steps."""
    taken = []

    def snapshot():
        version = len(taken)
        taken.append(version)
        return PolicyAgent(lambda obs, mask, v=version: int(np.flatnonzero(mask)[v % 2 - 1]))

    opponent = SelfPlay(snapshot, swap_every=16, keep=2)
    env = LearnerVectorEnv(num_envs=4, seed=1, opponent=opponent)
    obs, mask = env.reset()
    assert taken == [0]
    for _ in range(9):  # 36 learner steps: swaps after 16 and 32
        obs, mask, *_ = env.step(np.array([np.flatnonzero(r)[0] for r in mask], np.int32))
    assert taken == [0, 1, 2] and opponent.swaps == 3 and len(opponent.pool) == 2


def test_self_play_with_a_model_snapshot():
    sb3_contrib = pytest.importorskip("sb3_contrib")
    import copy

    from pybs.adapters.sb3_vec_env import BattleSpiritsVecEnv

    env = BattleSpiritsVecEnv(num_envs=2, seed=1, observation="encoded", opponent="random")
    model = sb3_contrib.MaskablePPO("MlpPolicy", env, n_steps=8, batch_size=16, policy_kwargs={"net_arch": [8]})
    opponent = SelfPlay(lambda: ModelAgent(copy.deepcopy(model.policy), encoded=True), swap_every=8)
    league = BattleSpiritsVecEnv(num_envs=2, seed=1, observation="encoded", opponent=opponent)
    model.set_env(league)
    model.learn(16)
    assert opponent.swaps >= 2
    assert opponent.pool[-1].model is not model.policy  # a frozen copy, not the learner itself


def test_arena_takes_any_agent():
    """A policy, an agent object and a built-in name meet; both seat orders on the same deals."""
    result = arena({"last": PolicyAgent(last_legal), "greedy": "greedy", "mine": GreedyAgent()}, ["ST01", "ST02"],
                   games=2, seed=3)
    assert result.agents == ["last", "greedy", "mine"]
    g = result.games
    assert g[0, 1] == g[1, 0] == 16 and g[1, 2] == 16
    # greedy the built-in and greedy the object are the same player: a seat-mirrored split
    assert result.wins[1, 2] + result.wins[2, 1] + result.draws[1, 2] == 16
    assert result.wins[1, 2] == result.wins[2, 1]


def test_as_agent_plays_a_whole_game():
    state = pybs.Game().new_initial_state(4)
    play(state, [as_agent(last_legal), agent_for("random", 4, 1)])
    assert state.is_terminal()


def test_gymnasium_env_with_self_play_swaps_on_learner_steps():
    taken = []

    def snapshot():
        taken.append(len(taken))
        return PolicyAgent(last_legal, encoded=True)

    env = BattleSpiritsEnv(opponent=SelfPlay(snapshot, swap_every=5), observation="encoded")
    obs, info = env.reset(seed=2)
    for _ in range(11):
        obs, _, terminated, truncated, info = env.step(int(np.flatnonzero(info["action_mask"])[0]))
        if terminated or truncated:
            obs, info = env.reset()
    assert taken == [0, 1, 2] and obs.shape == (env.encoder.size,)
