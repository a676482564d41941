"""Issue 22: the render modes the standard tools pass (rgb_array, human, ansi) work in the Gymnasium
and PettingZoo adapters: PettingZoo's render_test and stable-baselines3's make_vec_env."""

from __future__ import annotations

import numpy as np
import pytest
from pettingzoo.test import render_test

from pybs.adapters._common import FRAME_HEIGHT, FRAME_WIDTH
from pybs.adapters.gym_env import ENV_ID, BattleSpiritsEnv
from pybs.adapters.pettingzoo_env import env as pz_env


def test_pettingzoo_render_test_passes():
    render_test(pz_env)


def test_gymnasium_rgb_array_is_an_image_of_the_position():
    env = BattleSpiritsEnv(render_mode="rgb_array")
    env.reset(seed=2)
    frame = env.render()
    assert frame.shape == (FRAME_HEIGHT, FRAME_WIDTH, 3) and frame.dtype == np.uint8
    assert (frame < 128).any() and (frame > 200).any()  # text drawn on a light ground
    env.step(int(np.flatnonzero(env.action_masks())[0]))
    assert env.render().shape == frame.shape  # equal frames for video recorders


def test_gymnasium_human_mode_prints_every_step(capsys):
    env = BattleSpiritsEnv(render_mode="human")
    _, info = env.reset(seed=2)
    assert "turn 1" in capsys.readouterr().out
    env.step(int(np.flatnonzero(info["action_mask"])[0]))
    assert "turn" in capsys.readouterr().out and env.render() is None


def test_gymnasium_rejects_unknown_render_mode():
    with pytest.raises(ValueError, match="render_mode"):
        BattleSpiritsEnv(render_mode="svg")


def test_stable_baselines3_make_vec_env_works():
    """SB3 passes render_mode="rgb_array" to gymnasium.make."""
    sb3 = pytest.importorskip("stable_baselines3")
    venv = sb3.common.env_util.make_vec_env(ENV_ID, n_envs=2, seed=1)
    obs = venv.reset()
    assert obs.shape == (2, BattleSpiritsEnv().observation_space.shape[0])
    masks = np.stack(venv.env_method("action_masks"))
    obs, rewards, dones, infos = venv.step(np.array([np.flatnonzero(m)[0] for m in masks]))
    assert rewards.shape == (2,)
    assert venv.render(mode="rgb_array") is not None or venv.get_images()[0].ndim == 3
