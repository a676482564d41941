"""Issue 22: the learner vector environment (compiled or Python opponents, auto-pay, shaped reward,
same-step autoreset) plays exactly the engine's games, and its standard interfaces (Gymnasium VectorEnv,
SB3 VecEnv) hand out the right observations, masks, rewards and final observations."""

from __future__ import annotations

import numpy as np
import pytest

import pybs
from pybs.adapters.learner import LearnerVectorEnv
from pybs.adapters.opponents import PolicyAgent
from pybs.agents import GreedyAgent
from pybs.layout import Decision
from pybs.observation import OBS_OFFSETS

OWN_LIFE = OBS_OFFSETS["seats"]
OPP_LIFE = OBS_OFFSETS["seats"] + OBS_OFFSETS["seat_size"]


def first_legal(obs, mask):
    return int(np.flatnonzero(mask)[-1])  # the highest legal code: a deterministic, non-passive policy


def _is_payment(state) -> bool:
    rec = state.record()
    return (int(rec["edecision"]) or int(rec["decision"])) in (Decision.PAY, Decision.PLACE)


def _replay_to_learner(state, seat, opponent, auto_pay):
    payer = GreedyAgent()
    while not state.is_terminal():
        if state.current_player() != seat:
            state.apply(opponent.step(state))
        elif auto_pay and _is_payment(state):
            state.apply(payer.step(state))
        else:
            return


@pytest.mark.parametrize("opponent", ["greedy", "external"])
@pytest.mark.parametrize("auto_pay", [False, True])
def test_learner_env_is_the_engine_game(opponent, auto_pay):
    """Game i of the vector env equals the same deal played one game at a time: the learner's moves,
    the opponent's (compiled greedy, or a Python policy asked in batches) and the greedy payments."""
    spec = "greedy" if opponent == "greedy" else PolicyAgent(first_legal)
    env = LearnerVectorEnv(num_envs=4, seed=3, seat="alternate", opponent=spec, auto_pay=auto_pay)
    obs, mask = env.reset()
    mirror_opponent = GreedyAgent() if opponent == "greedy" else PolicyAgent(first_legal)
    singles = []
    for i in range(4):
        state = env.game.new_initial_state(env.vec.seed_of(i, 0))
        _replay_to_learner(state, int(env.seats[i]), mirror_opponent, auto_pay)
        singles.append(state)
    rng = np.random.default_rng(5)
    finished = 0
    for _ in range(400):
        for i, state in enumerate(singles):
            np.testing.assert_array_equal(obs[i], state.observation_tensor(int(env.seats[i])))
            np.testing.assert_array_equal(mask[i], state.legal_actions_mask())
        actions = (rng.random(mask.shape) * mask).argmax(axis=1).astype(np.int32)
        obs, mask, rewards, terminated, truncated = env.step(actions)
        for i, state in enumerate(singles):
            seat = int(env.seats[i])
            state.apply(int(actions[i]))
            _replay_to_learner(state, seat, mirror_opponent, auto_pay)
            assert bool(terminated[i] or truncated[i]) == state.is_terminal()
            if state.is_terminal():
                assert rewards[i] == state.returns()[seat]
                np.testing.assert_array_equal(env.final_obs[i], state.observation_tensor(seat))
                finished += 1
                episode = int(env.vec.episodes[i])
                singles[i] = env.game.new_initial_state(env.vec.seed_of(i, episode))
                _replay_to_learner(singles[i], seat, mirror_opponent, auto_pay)
            else:
                assert rewards[i] == 0
    assert finished >= 2


def test_compiled_random_opponent_leaves_only_learner_decisions():
    env = LearnerVectorEnv(num_envs=16, seed=1, seat=1, opponent="random")
    obs, mask = env.reset()
    rng = np.random.default_rng(0)
    ends = []
    for _ in range(600):
        assert (env.vec.players == 1).all() and (obs[:, 4] == 1).all()  # the observer (seat 1) decides
        obs, mask, rewards, terminated, truncated = env.step((rng.random(mask.shape) * mask).argmax(1).astype(np.int32))
        for i in np.flatnonzero(terminated):
            assert env.final_obs[i, 7] == 1 and env.final_obs[i, 8] == rewards[i] != 0  # game over, outcome
            ends.append(rewards[i])
        assert not rewards[~(terminated | truncated)].any()
    assert len(ends) > 5 and set(ends) <= {-1.0, 1.0}


def test_auto_pay_hides_payments_and_shortens_episodes():
    """auto_pay: the learner is never asked to pay a cost or place cores (R7.5, R7.6), one decision
    answers them all, and an episode takes fewer learner decisions."""
    lengths = {}
    for auto_pay in (False, True):
        env = LearnerVectorEnv(num_envs=32, seed=4, opponent="random", auto_pay=auto_pay)
        obs, mask = env.reset()
        rng = np.random.default_rng(1)
        steps = 0
        asked = 0
        while env.episodes_done < 40:
            asked += int(np.isin(obs[:, 3], (Decision.PAY, Decision.PLACE)).sum())
            obs, mask, *_ = env.step((rng.random(mask.shape) * mask).argmax(1).astype(np.int32))
            steps += env.num_envs
        lengths[auto_pay] = steps / env.episodes_done
        assert (asked == 0) == auto_pay
    assert lengths[True] < 0.9 * lengths[False]


def test_life_reward_is_the_shaped_life_difference_plus_the_result():
    env = LearnerVectorEnv(num_envs=8, seed=2, opponent="random", reward="life", life_coef=0.1)
    obs, mask = env.reset()
    start = obs[:, OWN_LIFE] - obs[:, OPP_LIFE]
    totals = np.zeros(8)
    rng = np.random.default_rng(3)
    checked = 0
    while checked < 8:
        obs, mask, rewards, terminated, truncated = env.step((rng.random(mask.shape) * mask).argmax(1).astype(np.int32))
        totals += rewards
        for i in np.flatnonzero(terminated | truncated):
            final = env.final_obs[i]
            shaped = 0.1 * ((final[OWN_LIFE] - final[OPP_LIFE]) - start[i])
            assert totals[i] == pytest.approx(shaped + final[8], abs=1e-4)
            assert shaped != 0
            totals[i] = 0
            start[i] = obs[i, OWN_LIFE] - obs[i, OPP_LIFE]
            checked += 1


def test_encoded_observation_is_the_encoder_of_the_raw_one():
    raw = LearnerVectorEnv(num_envs=4, seed=6, opponent="greedy")
    enc = LearnerVectorEnv(num_envs=4, seed=6, opponent="greedy", observation="encoded")
    o_raw, m = raw.reset()
    o_enc, _ = enc.reset()
    assert o_enc.shape == (4, enc.encoder.size)
    for _ in range(30):
        np.testing.assert_array_equal(o_enc, enc.encoder.encode(o_raw))
        a = np.array([np.flatnonzero(r)[0] for r in m], np.int32)
        o_raw, m, *_ = raw.step(a)
        o_enc, *_ = enc.step(a)


def test_illegal_learner_action_raises_and_nothing_moves():
    env = LearnerVectorEnv(num_envs=2, seed=1, illegal_action="raise")
    obs, mask = env.reset()
    before = env.vec.records.tobytes()
    bad = np.array([np.flatnonzero(mask[0] == 0)[0], np.flatnonzero(mask[1])[0]], np.int32)
    with pytest.raises(pybs.errors.IllegalActionError):
        env.step(bad)
    assert env.vec.records.tobytes() == before


def test_gymnasium_vector_env_same_step_autoreset():
    from gymnasium.vector import AutoresetMode

    from pybs.adapters.gym_vector_env import BattleSpiritsVectorEnv

    envs = BattleSpiritsVectorEnv(num_envs=6, seed=1, auto_pay=True)
    assert envs.metadata["autoreset_mode"] == AutoresetMode.SAME_STEP
    obs, info = envs.reset(seed=9)
    assert obs.shape == (6, envs.single_observation_space.shape[0]) and info["action_mask"].dtype == bool
    again, _ = BattleSpiritsVectorEnv(num_envs=6, seed=1, auto_pay=True).reset(seed=9)
    np.testing.assert_array_equal(obs, again)  # reset(seed) fixes the deals
    rng = np.random.default_rng(0)
    seen_final = False
    for _ in range(2000):
        actions = (rng.random(info["action_mask"].shape) * info["action_mask"]).argmax(1)
        obs, rewards, terminations, truncations, info = envs.step(actions)
        assert envs.action_space.contains(actions)
        if "final_obs" in info:
            for i in np.flatnonzero(info["_final_obs"]):
                assert info["final_obs"][i][7] == 1 and rewards[i] == info["final_obs"][i][8]
                assert obs[i][7] == 0  # already the next episode
            seen_final = True
            break
    assert seen_final


def test_sb3_vec_env_masks_and_terminal_observation():
    pytest.importorskip("stable_baselines3")
    sb3_contrib = pytest.importorskip("sb3_contrib")
    from pybs.adapters.sb3_vec_env import BattleSpiritsVecEnv

    env = BattleSpiritsVecEnv(num_envs=4, seed=2, opponent="random", observation="encoded")
    env.seed(3)
    obs = env.reset()
    masks = sb3_contrib.common.maskable.utils.get_action_masks(env)
    assert masks.shape == (4, pybs.Game().num_distinct_actions) and masks.dtype == bool
    assert obs.shape == (4, env.learner.encoder.size)
    rng = np.random.default_rng(0)
    for _ in range(3000):
        obs, rewards, dones, infos = env.step((rng.random(masks.shape) * masks).argmax(1))
        masks = sb3_contrib.common.maskable.utils.get_action_masks(env)
        if dones.any():
            i = int(np.flatnonzero(dones)[0])
            assert infos[i]["terminal_observation"].shape == obs[i].shape
            assert infos[i]["TimeLimit.truncated"] is False and rewards[i] in (-1.0, 1.0)
            break
    else:
        pytest.fail("no game finished")


def test_illegal_learner_action_is_substituted_with_a_penalty_by_default():
    env = LearnerVectorEnv(num_envs=3, seed=1, opponent="greedy", illegal_penalty=0.25)
    obs, mask = env.reset()
    legal0 = int(np.flatnonzero(mask[0])[0])
    actions = np.array([legal0, np.flatnonzero(mask[1] == 0)[0], 99_999], np.int64)
    _, _, rewards, terminated, _ = env.step(actions)
    assert env.illegal.tolist() == [False, True, True]
    assert rewards[1] == rewards[2] == -0.25 and rewards[0] == 0 and not terminated.any()


def test_gymnasium_make_vec_builds_the_compiled_vector_env():
    import gymnasium

    import pybs.adapters.gym_env  # noqa: F401 - registers the id with its vector entry point
    from pybs.adapters.gym_vector_env import BattleSpiritsVectorEnv

    envs = gymnasium.make_vec("pybs/BattleSpirits-v0", num_envs=3, opponent="greedy", auto_pay=True)
    assert isinstance(envs, BattleSpiritsVectorEnv) and envs.num_envs == 3
    obs, info = envs.reset(seed=2)
    obs, rewards, terminations, truncations, info = envs.step(envs.action_space.sample())
    assert obs.shape == (3, 734) and info["illegal_action"].shape == (3,)


def test_raw_vector_env_auto_pay_and_final_observation():
    """pybs.vector.VectorEnv(auto_pay=True): no seat is asked to pay (R7.5, R7.6); final_obs is the last
    mover's view of the finished game, equal to the same game replayed alone."""
    from pybs.vector import VectorEnv

    game = pybs.Game()
    env = VectorEnv(game, 4, seed=5, auto_pay=True)
    obs, mask = env.reset()
    singles = [game.new_initial_state(env.seed_of(i, 0)) for i in range(4)]
    payer = GreedyAgent()

    def settle(state):
        while not state.is_terminal() and _is_payment(state):
            state.apply(payer.step(state))

    for s in singles:
        settle(s)
    rng = np.random.default_rng(4)
    finished = 0
    while finished < 3:
        assert not np.isin(obs[:, 3], (Decision.PAY, Decision.PLACE)).any()
        movers = env.players.copy()
        actions = (rng.random(mask.shape) * mask).argmax(1).astype(np.int32)
        obs, mask, rewards, dones = env.step(actions)
        for i, s in enumerate(singles):
            s.apply(int(actions[i]))
            settle(s)
            assert bool(dones[i]) == s.is_terminal()
            if dones[i]:
                np.testing.assert_array_equal(env.final_obs[i], s.observation_tensor(int(movers[i])))
                singles[i] = game.new_initial_state(env.seed_of(i, int(env.episodes[i])))
                settle(singles[i])
                finished += 1
