"""The benchmark workloads, shared by the pytest-benchmark suites and report.py."""

from __future__ import annotations

import random

import numpy as np

import pybs
from bscore.batch import play_batch
from bscore.rng import py_derive_seed
from pybs.reference.agents import play_reference_game
from pybs.vector import VectorEnv

DEMO_PAIR = ("ST01", "ST02")  # vanilla demo decks
POOL_PAIR = ("BSS-RED", "BSS-WHITE")  # booster-set sample decks (BSS01-BSS03), with their effects
EXAMPLE_PAIR = ("XMPL-RED", "XMPL-BLUE")  # the example-mechanics decks (Braves, Ultimates, Advent, R16)
POOL2_PAIR = ("BSS04-RED", "BSS05-PURPLE")  # card pool II sample decks (BSS04-BSS06), issue 17
POOL3_PAIR = ("CB01-PURPLE", "PROMO-RED")  # card pool III sample decks (CB01 and promotional cards), issue 18
RANDOM_POOL_PAIRS = 8  # random legal deck pairs drawn from every scripted card (issues 18, 23)
MASTER_SEED = 2026


def demo_game(pair=DEMO_PAIR, rules=None, effects: bool = False) -> pybs.Game:
    """The vanilla demo matchup (effects=False), or the starter decks with their effects."""
    return pybs.Game(pair, seed=MASTER_SEED, rules=rules, effects=effects)


def pool_game() -> pybs.Game:
    """The booster-set sample matchup with effects, under the BSS edition the cards are printed for."""
    return pybs.Game(POOL_PAIR, seed=MASTER_SEED, rules=pybs.RuleSet.preset("bss"), effects=True)


def example_game() -> pybs.Game:
    """The example-mechanics matchup with effects (issue 9: R12, R14, R15, R16 example cards)."""
    return pybs.Game(EXAMPLE_PAIR, seed=MASTER_SEED, rules=pybs.RuleSet.preset("bss"), effects=True)


def pool2_game() -> pybs.Game:
    """A card pool II sample matchup (BSS04-BSS06 cards) with effects, bss edition."""
    return pybs.Game(POOL2_PAIR, seed=MASTER_SEED, rules=pybs.RuleSet.preset("bss"), effects=True)


def pool3_game() -> pybs.Game:
    """A card pool III sample matchup (CB01, EX01, L01 and promotional cards) with effects, bss edition."""
    return pybs.Game(POOL3_PAIR, seed=MASTER_SEED, rules=pybs.RuleSet.preset("bss"), effects=True)


def random_pool_games(pairs: int = RANDOM_POOL_PAIRS) -> list[pybs.Game]:
    """``pairs`` matchups of legal random 50-card decks drawn from every scripted card, bss edition."""
    from pybs.randomdecks import random_deck

    rules = pybs.RuleSet.preset("bss")
    return [pybs.Game((random_deck(2 * i, rules=rules), random_deck(2 * i + 1, rules=rules)), seed=MASTER_SEED,
                      rules=rules, effects=True) for i in range(pairs)]


def compiled_games(game: pybs.Game, n: int, first_index: int = 0, agents=("greedy", "greedy")):
    """Play n games in the nogil batch loop (one core)."""
    return play_batch(game.deck_handle, game.rows[0], game.rows[1], game.rules_bytes, n, MASTER_SEED,
                      agents, first_index, game.options)


def reference_games(game: pybs.Game, n: int, first_index: int = 0, agents=("greedy", "greedy")) -> list:
    """Play the same games (same per-game seeds) in the pure-Python reference engine."""
    out = []
    for i in range(first_index, first_index + n):
        seed = py_derive_seed(MASTER_SEED, i)
        out.append(play_reference_game(game.reference_state(seed=seed), agents, seed))
    return out


def api_random_steps(game: pybs.Game, steps: int, seed: int = 0, observe: bool = False) -> int:
    """A Python loop over the stepping API: legal_actions + apply with a random choice; with ``observe``,
    also the mover's observation_tensor (into a reused array), as an agent loop does."""
    rng = random.Random(seed)
    state = game.new_initial_state(seed)
    out = np.empty(game.observation_shape, dtype=game.observation_dtype) if observe else None
    done = 0
    game_index = 0
    while done < steps:
        if state.is_terminal():
            game_index += 1
            state = game.new_initial_state(seed + game_index)
        legal = state.legal_actions()
        state.apply(int(legal[rng.randrange(len(legal))]))
        if observe and not state.is_terminal():
            state.observation_tensor(state.current_player(), out)
        done += 1
    return done


def mid_game_state(game: pybs.Game, actions: int = 40):
    """A state some actions into a game (a realistic clone target)."""
    state = game.new_initial_state()
    rng = random.Random(1)
    for _ in range(actions):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        state.apply(int(legal[rng.randrange(len(legal))]))
    return state


def obs_api_steps(game: pybs.Game, steps: int, seed: int = 0) -> int:
    """The agent loop on one game: legal_actions + apply + observation_tensor."""
    return api_random_steps(game, steps, seed, observe=True)


def vec_env_steps(game: pybs.Game, num_envs: int, steps: int, seed: int = 0) -> int:
    """Batched stepping: VectorEnv.step with random legal actions (observations and masks written)."""
    env = VectorEnv(game, num_envs, seed=seed)
    env.reset()
    done = 0
    while done < steps:
        env.step(env.random_actions())
        done += num_envs
    return done


def vec_env_encoded_steps(game: pybs.Game, num_envs: int, steps: int, seed: int = 0) -> int:
    """vec_env_steps plus the learner's encoded observation of every game at every step (issue 22)."""
    from pybs.adapters.encoding import ObservationEncoder

    env = VectorEnv(game, num_envs, seed=seed)
    encoder = ObservationEncoder(game)
    out = np.empty((num_envs, encoder.size), np.float32)
    obs, _ = env.reset()
    done = 0
    while done < steps:
        obs, *_ = env.step(env.random_actions())
        encoder.encode(obs, out=out)
        done += num_envs
    return done


def learner_vec_env_steps(game: pybs.Game, num_envs: int, steps: int, seed: int = 0) -> int:
    """The learner vector env that the SB3 wrapper drives, stepped directly (issue 22's "raw vector env with the
    same observation"): the learner's mask, its random legal action, the compiled random opponent inside each
    step, the raw observation."""
    from pybs.adapters.learner import LearnerVectorEnv

    env = LearnerVectorEnv(game, num_envs=num_envs, seed=seed, seat="alternate", opponent="random")
    env.reset()
    vec = env.vec
    done = 0
    while done < steps:
        env.mask.view(np.bool_)
        env.step(vec.random_actions())
        done += num_envs
    return done


def sb3_vec_env_steps(game: pybs.Game, num_envs: int, steps: int, seed: int = 0) -> int:
    """A training loop's environment side through stable-baselines3's VecEnv interface (issue 22):
    MaskablePPO's mask query, step_async/step_wait with the raw observation, against the compiled random
    opponent; the learner's action is the compiled random policy on its mask (no network)."""
    from sb3_contrib.common.maskable.utils import get_action_masks

    from pybs.adapters.sb3_vec_env import BattleSpiritsVecEnv

    env = BattleSpiritsVecEnv(num_envs=num_envs, game=game, seed=seed, seat="alternate", opponent="random")
    env.reset()
    vec = env.learner.vec
    done = 0
    while done < steps:
        get_action_masks(env)
        env.step(vec.random_actions())
        done += num_envs
    return done


STRENGTH_MATCHUPS = (("ST01", "ST02"), ("ST03", "ST04"), ("ST05", "ST06"), ("ST07", "ST01"))  # with effects


def searchable_mid_game_state(game: pybs.Game):
    """mid_game_state moved on to its next decision with a choice (a search has work to do)."""
    state = mid_game_state(game)
    while not state.is_terminal() and len(state.legal_actions()) < 2:
        state.apply(int(state.legal_actions()[0]))
    return state


def ismcts_rollouts(state, rollouts: int, seed: int = 1) -> int:
    """One ISMCTS search of ``rollouts`` determinized rollouts from ``state``; returns the rollouts played."""
    from bscore.ismcts import search

    return search(state, seed, rollouts)[1]


def ismcts_vs_greedy(games: int, budget: int, seed: int = MASTER_SEED) -> dict:
    """ISMCTS (``budget`` rollouts per decision) against greedy on STRENGTH_MATCHUPS, both seats.

    ``games`` is split evenly over the matchups and the two seat orders (the same deals in both).
    """
    from pybs.stats import wilson_interval

    per_block = max(1, games // (2 * len(STRENGTH_MATCHUPS)))
    wins = played = 0
    by_matchup = {}
    for pair in STRENGTH_MATCHUPS:
        game = pybs.Game(pair)
        won = 0
        for seat in (0, 1):
            agents = ("ismcts", "greedy") if seat == 0 else ("greedy", "ismcts")
            res = play_batch(game.deck_handle, game.rows[0], game.rows[1], game.rules_bytes, per_block, seed, agents,
                             0, game.options, ismcts_rollouts=budget)
            won += int((res["winner"] == seat).sum())
        by_matchup["-".join(pair)] = round(won / (2 * per_block), 3)
        wins += won
        played += 2 * per_block
    low, high = wilson_interval(wins, played)
    return {"win_rate": wins / played, "ci95": [low, high], "games": played, "budget_rollouts": budget,
            "by_matchup": by_matchup}
