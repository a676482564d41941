"""Train sb3-contrib's MaskablePPO on the compiled vector environment against the random agent.

    pip install "pybs[rl]"                  # stable-baselines3, sb3-contrib (and torch)
    python examples/train_maskable_ppo.py --timesteps 100000

The learner plays both seats (game i plays seat i % 2) of ST01 vs ST02 against the compiled random
agent, with auto-pay (one decision pays a whole cost) and the encoded observation; the reward is the
terminal +1/-1. Every ``--eval-every`` steps it plays ``--eval-episodes`` games (new deals, its
policy sampled) and prints its win rate; docs/AGENTS.md has a measured run.
"""

from __future__ import annotations

import argparse
import time

import numpy as np


def make_env(num_envs: int, seed: int, opponent: str = "random"):
    """The SB3 VecEnv the learner trains on."""
    from pybs.adapters.sb3_vec_env import BattleSpiritsVecEnv

    return BattleSpiritsVecEnv(num_envs=num_envs, seed=seed, seat="alternate", opponent=opponent, auto_pay=True,
                               observation="encoded")


def make_model(env, seed: int = 0):
    """A small MaskablePPO (two hidden layers of 64)."""
    from sb3_contrib import MaskablePPO

    return MaskablePPO("MlpPolicy", env, n_steps=64, batch_size=256, n_epochs=4, learning_rate=3e-4, gamma=0.995,
                       seed=seed, verbose=0, policy_kwargs={"net_arch": [64, 64]})


def evaluate(model, episodes: int = 100, seed: int = 99, opponent: str = "random") -> float:
    """The policy's win rate over ``episodes`` new deals (both seats, actions sampled from its masks)."""
    from pybs.adapters.learner import LearnerVectorEnv

    env = LearnerVectorEnv(num_envs=min(episodes, 50), seed=seed, seat="alternate", opponent=opponent,
                           auto_pay=True, observation="encoded")
    obs, mask = env.reset()
    results: list[float] = []
    while len(results) < episodes:
        actions, _ = model.predict(obs, action_masks=mask.astype(bool), deterministic=False)
        obs, mask, rewards, terminated, truncated = env.step(np.asarray(actions, dtype=np.int32))
        results.extend(rewards[terminated | truncated].tolist())
    return float(np.mean(np.asarray(results[:episodes]) > 0))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--timesteps", type=int, default=100_000)
    parser.add_argument("--envs", type=int, default=16)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--eval-every", type=int, default=16_384)
    parser.add_argument("--eval-episodes", type=int, default=200)
    parser.add_argument("--save", default="", help="save the trained model to this path")
    args = parser.parse_args()
    import torch

    torch.set_num_threads(1)  # small networks: one thread is fastest
    env = make_env(args.envs, args.seed)
    model = make_model(env, args.seed)
    print(f"untrained: win rate {evaluate(model, args.eval_episodes):.3f}", flush=True)
    started = time.perf_counter()
    done = 0
    while done < args.timesteps:
        chunk = min(args.eval_every, args.timesteps - done)
        model.learn(chunk, reset_num_timesteps=False)
        done += chunk
        elapsed = time.perf_counter() - started
        print(f"{done:>8} steps, {elapsed:7.1f} s training: win rate {evaluate(model, args.eval_episodes):.3f}",
              flush=True)
    if args.save:
        model.save(args.save)


if __name__ == "__main__":
    main()
