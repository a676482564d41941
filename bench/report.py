"""Print every headline figure of the engine, measured in one run.

    python bench/report.py --json
    python bench/report.py --json --no-strength   # skip the ~2 minute ISMCTS-vs-greedy run

Ratios (speedup) compare the compiled path with the pure-Python reference on the same
seeded games, in the same process, so machine noise cancels out as far as it can.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

import numpy as np  # noqa: E402
from workloads import (  # noqa: E402
    api_random_steps,
    compiled_games,
    demo_game,
    example_game,
    ismcts_rollouts,
    ismcts_vs_greedy,
    learner_vec_env_steps,
    mid_game_state,
    obs_api_steps,
    pool2_game,
    pool3_game,
    pool_game,
    random_pool_games,
    reference_games,
    sb3_vec_env_steps,
    searchable_mid_game_state,
    vec_env_encoded_steps,
    vec_env_steps,
)

from bscore.ismcts import DEFAULT_BUDGET  # noqa: E402
from pybs.layout import STATE_BYTES  # noqa: E402
from pybs.simulate import simulate  # noqa: E402

# The floors every release keeps (figures measured by this report on the 2-core machine). A figure
# below its floor is printed under "below_floor"; the report never fails on noise by itself.
FLOORS = {
    "games_per_s": 100_000,
    "starter_games_per_s": 50_000,
    "pool_games_per_s": 40_000,
    "pool_speedup": 200,
    "pool2_speedup": 200,  # issue 17
    "pool2_over_starter": 0.8,  # issues 17, 23: the new pools at least 0.8x the starter decks' games/s
    "pool3_over_starter": 0.8,  # issue 18
    "random_pool_over_starter": 0.8,  # issues 18, 23
    "example_games_per_s": 20_000,
    "api_steps_per_s": 800_000,
    "clones_per_s": 5_000_000,
    "obs_api_steps_per_s": 300_000,
    "vec_env_steps_per_s": 1_000_000,
    "ismcts_rollouts_per_s": 100_000,
    "workers_2_over_1": 1.8,
    "card_stats_over_simulate": 0.75,  # issue 20: per-card statistics cost at most 25% of simulate's games/s
    # issue 22: SB3's VecEnv interface keeps half the steps/s of the learner vector env it wraps
    "sb3_vec_env_over_learner_vec_env": 0.5,
}


def below_floor(figures: dict) -> dict:
    """The measured figures under their floor, as {name: [measured, floor]}."""
    return {name: [figures[name], floor] for name, floor in FLOORS.items()
            if name in figures and figures[name] < floor}


def best_rate(fn, count: int, repeats: int, clock=time.perf_counter) -> float:
    """Items per second of the fastest of ``repeats`` runs (noise only ever slows a run down)."""
    best = float("inf")
    for _ in range(repeats):
        started = clock()
        fn()
        best = min(best, clock() - started)
    return count / best


def engine_pair(game, n_compiled: int, n_reference: int, repeats: int) -> tuple[float, float, bool, float]:
    """Compiled and reference games/s on the same seeded games, whether they agree, and the compiled
    engine's nanoseconds per action (agents' choices included)."""
    warm = compiled_games(game, 1000)  # warm up
    actions_per_game = float(warm["actions"].mean())
    compiled = best_rate(lambda: compiled_games(game, n_compiled), n_compiled, repeats)
    reference = best_rate(lambda: reference_games(game, n_reference), n_reference, 2)
    fast = compiled_games(game, 20)
    ref = reference_games(game, 20)
    agree = all(
        int(f["turns"]) == r.turn and int(f["actions"]) == r.actions_applied for f, r in zip(fast, ref)
    )
    return compiled, reference, agree, 1e9 / (compiled * actions_per_game)


def paired_ratio(games: list, n_each: int, starter, n_starter: int, rounds: int) -> float:
    """games/s of ``games`` (n_each games of each) over the starter decks' games/s, timed in alternation: the
    median of the per-round ratios. Rates taken minutes apart drift with the machine by more than the 0.8x
    margin; a round's two runs are a second apart."""
    clock = time.perf_counter
    ratios = []
    for _ in range(rounds):
        started = clock()
        compiled_games(starter, n_starter)
        starter_rate = n_starter / (clock() - started)
        started = clock()
        for game in games:
            compiled_games(game, n_each)
        ratios.append(len(games) * n_each / (clock() - started) / starter_rate)
    return float(np.median(ratios))


def workload_figures(name: str, pair: tuple[float, float, bool, float], over_starter: float) -> dict:
    """games/s, reference games/s, speed-up, agreement, ns per action and the ratio to the starter decks."""
    compiled, reference, agree, ns = pair
    return {f"{name}_games_per_s": round(compiled), f"{name}_reference_games_per_s": round(reference, 1),
            f"{name}_speedup": round(compiled / reference, 1), f"{name}_reference_agrees": agree,
            f"{name}_ns_per_action": round(ns, 1), f"{name}_over_starter": round(over_starter, 3)}


def measure(quick: bool = False) -> dict:
    game = demo_game()
    n_compiled = 20_000 if quick else 100_000
    n_reference = 60 if quick else 300
    repeats = 3 if quick else 5
    games_per_s, reference_games_per_s, agree, ns = engine_pair(game, n_compiled, n_reference, repeats)
    starter = demo_game(effects=True)
    starter_games_per_s, starter_reference, starter_agree, starter_ns = engine_pair(
        starter, n_compiled, n_reference // 2, repeats)
    pool_games_per_s, pool_reference, pool_agree, pool_ns = engine_pair(
        pool_game(), n_compiled // 2, n_reference // 3, repeats)
    example_games_per_s, example_reference, example_agree, example_ns = engine_pair(
        example_game(), n_compiled // 2, n_reference // 3, repeats)
    pool2_game_, pool3_game_, random_games = pool2_game(), pool3_game(), random_pool_games()
    pool2 = engine_pair(pool2_game_, n_compiled // 2, n_reference // 3, repeats)
    pool3 = engine_pair(pool3_game_, n_compiled // 2, n_reference // 3, repeats)
    randoms = [engine_pair(g, n_compiled // 16, max(2, n_reference // 24), repeats) for g in random_games]
    rounds, n_round = (5, 5_000) if quick else (9, 20_000)
    over_starter = {name: paired_ratio(games, n_round // len(games), starter, n_round, rounds)
                    for name, games in (("pool2", [pool2_game_]), ("pool3", [pool3_game_]),
                                        ("random_pool", random_games))}
    random_games_per_s = len(randoms) / sum(1 / r[0] for r in randoms)  # the same games from each pair
    random_reference = len(randoms) / sum(1 / r[1] for r in randoms)
    steps = 20_000 if quick else 100_000
    api_steps_per_s = best_rate(lambda: api_random_steps(game, steps), steps, repeats)
    obs_api_steps_per_s = best_rate(lambda: obs_api_steps(game, steps), steps, repeats)
    vec_steps = 200_000 if quick else 1_000_000
    vec_env_steps_per_s = best_rate(lambda: vec_env_steps(game, 1024, vec_steps), vec_steps, repeats)
    starter_vec_env_steps_per_s = best_rate(lambda: vec_env_steps(starter, 1024, vec_steps), vec_steps, repeats)
    vec_env_encoded_steps_per_s = best_rate(lambda: vec_env_encoded_steps(game, 1024, vec_steps // 2),
                                            vec_steps // 2, repeats)
    learning = learning_figures(game, vec_steps // 4, repeats, vec_env_steps_per_s)
    state = mid_game_state(game)
    clones = 200_000 if quick else 1_000_000
    clone = state.clone

    def clone_loop() -> None:
        for _ in range(clones):
            clone()

    clones_per_s = best_rate(clone_loop, clones, repeats)
    # the process backend (starter decks with effects): the same run with 1 and 2 worker processes
    n_sim = 100_000 if quick else 400_000
    one = best_rate(lambda: simulate("ST01", "ST02", n_sim, 1, backend="process", workers=1), n_sim, 2)
    two = best_rate(lambda: simulate("ST01", "ST02", n_sim, 1, backend="process", workers=2), n_sim, 2)
    # per-card statistics (issue 20): simulate's own games/s inline (starter decks with effects), with and without
    n_stats = 20_000 if quick else 100_000
    sim_inline = best_rate(lambda: simulate("ST01", "ST02", n_stats, 1, backend="inline"), n_stats, repeats)
    stats_inline = best_rate(lambda: simulate("ST01", "ST02", n_stats, 1, backend="inline", card_stats=True),
                             n_stats, repeats)
    return {
        "simulate_games_per_s": round(sim_inline),
        "card_stats_games_per_s": round(stats_inline),
        "card_stats_over_simulate": round(stats_inline / sim_inline, 3),
        "games_per_s": round(games_per_s),
        "ns_per_action": round(ns, 1),
        "starter_ns_per_action": round(starter_ns, 1),
        "pool_ns_per_action": round(pool_ns, 1),
        "example_ns_per_action": round(example_ns, 1),
        "reference_games_per_s": round(reference_games_per_s, 1),
        "speedup": round(games_per_s / reference_games_per_s, 1),
        "reference_agrees": agree,
        "starter_games_per_s": round(starter_games_per_s),
        "starter_reference_games_per_s": round(starter_reference, 1),
        "starter_speedup": round(starter_games_per_s / starter_reference, 1),
        "starter_reference_agrees": starter_agree,
        "pool_games_per_s": round(pool_games_per_s),
        "pool_reference_games_per_s": round(pool_reference, 1),
        "pool_speedup": round(pool_games_per_s / pool_reference, 1),
        "pool_reference_agrees": pool_agree,
        "example_games_per_s": round(example_games_per_s),
        "example_reference_games_per_s": round(example_reference, 1),
        "example_speedup": round(example_games_per_s / example_reference, 1),
        "example_reference_agrees": example_agree,
        **workload_figures("pool2", pool2, over_starter["pool2"]),
        **workload_figures("pool3", pool3, over_starter["pool3"]),
        **workload_figures("random_pool", (random_games_per_s, random_reference, all(r[2] for r in randoms),
                                           sum(r[3] for r in randoms) / len(randoms)), over_starter["random_pool"]),
        "api_steps_per_s": round(api_steps_per_s),
        "clones_per_s": round(clones_per_s),
        "obs_api_steps_per_s": round(obs_api_steps_per_s),
        "vec_env_steps_per_s": round(vec_env_steps_per_s),
        "starter_vec_env_steps_per_s": round(starter_vec_env_steps_per_s),
        "vec_env_encoded_steps_per_s": round(vec_env_encoded_steps_per_s),
        **learning,
        "state_bytes": STATE_BYTES,
        "process_games_per_s_1_worker": round(one),
        "process_games_per_s_2_workers": round(two),
        "workers_2_over_1": round(two / one, 2),
        "decks": "ST01 vs ST02, greedy vs greedy (games_per_s: vanilla; starter_*: with effects); "
                 "pool_*: BSS-RED vs BSS-WHITE with effects, bss edition, greedy vs greedy; "
                 "example_*: XMPL-RED vs XMPL-BLUE (issue 9 example cards) with effects, bss edition; "
                 "pool2_*: BSS04-RED vs BSS05-PURPLE; pool3_*: CB01-PURPLE vs PROMO-RED; random_pool_*: 8 pairs "
                 "of random legal 50-card decks from every scripted card (all bss edition, greedy vs greedy); "
                 "api/obs/vec steps: random legal actions, vec env of 1024 games with observations and masks; "
                 "vec_env_encoded: plus the encoded observation; learner_vec_env: learner steps (mask, step, raw "
                 "observation; the random opponent's moves inside each step); sb3_vec_env: the same through SB3's "
                 "VecEnv",
        "numpy": np.__version__,
    }


def learning_figures(game, steps: int, repeats: int, vec_env_steps_per_s: float) -> dict:
    """Issue 22: the SB3 VecEnv training loop's steps/s (raw observation, 1024 games, the compiled random
    opponent inside each step) and its ratio to the same learner vector env stepped directly (a learner step
    holds the opponent's moves too, so the per-action vec_env figure is the wrong yardstick); skipped without
    sb3-contrib."""
    try:
        import sb3_contrib  # noqa: F401
    except ImportError:
        return {"sb3_vec_env_steps_per_s": "skipped: sb3-contrib is not installed"}
    learner = best_rate(lambda: learner_vec_env_steps(game, 1024, steps), steps, repeats)
    rate = best_rate(lambda: sb3_vec_env_steps(game, 1024, steps), steps, repeats)
    return {"learner_vec_env_steps_per_s": round(learner), "sb3_vec_env_steps_per_s": round(rate),
            "sb3_vec_env_over_learner_vec_env": round(rate / learner, 3),
            "sb3_vec_env_over_vec_env": round(rate / vec_env_steps_per_s, 3)}


def measure_search(quick: bool = False, strength: bool = True) -> dict:
    """ISMCTS figures: determinized rollouts per second from a mid-game state (one core), and the
    win rate of ISMCTS at its default budget against greedy (2,000 games; 200 with ``quick``)."""
    state = searchable_mid_game_state(demo_game())
    rollouts = 20_000 if quick else 100_000
    ismcts_rollout(state, 2000)
    repeats = 3 if quick else 5
    # per CPU-second of this process: one core's rate even when other jobs share the machine
    figures = {"ismcts_rollouts_per_s": round(best_rate(lambda: ismcts_rollout(state, rollouts), rollouts, repeats,
                                                        clock=time.process_time)),
               "ismcts_rollouts_per_s_wall": round(best_rate(lambda: ismcts_rollout(state, rollouts), rollouts,
                                                             repeats))}
    if strength:
        started = time.perf_counter()
        duel = ismcts_vs_greedy(200 if quick else 2000, DEFAULT_BUDGET)
        duel["elapsed_s"] = round(time.perf_counter() - started, 1)
        duel["win_rate"] = round(duel["win_rate"], 4)
        duel["ci95"] = [round(x, 4) for x in duel["ci95"]]
        figures["ismcts_vs_greedy"] = duel
        figures.update(meta_ismcts(quick))
    return figures


def meta_ismcts(quick: bool = False) -> dict:
    """A meta matrix played by ISMCTS (8 rollouts per decision) against greedy: its games/s on one core."""
    from pybs.meta import meta

    games = 4 if quick else 20
    started = time.perf_counter()
    result = meta(["ST01", "ST02", "ST03"], games, seed=1, agents=("ismcts", "greedy"), backend="inline",
                  ismcts_budget=8)
    elapsed = time.perf_counter() - started
    total = result.summary()["total_games"]
    return {"meta_ismcts8_games_per_s": round(total / elapsed, 1),
            "meta_ismcts8": f"ST01, ST02, ST03: {games} games per matchup and seat, ismcts (8 rollouts) vs greedy"}


def ismcts_rollout(state, rollouts: int) -> None:
    if ismcts_rollouts(state, rollouts) != rollouts:
        raise AssertionError("the search stopped before its rollout budget")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--quick", action="store_true", help="smaller runs (a smoke test)")
    parser.add_argument("--no-strength", action="store_true", help="skip the ISMCTS-vs-greedy games")
    parser.add_argument("--search-only", action="store_true", help="only the ISMCTS figures")
    args = parser.parse_args()
    figures = {} if args.search_only else measure(quick=args.quick)
    figures.update(measure_search(quick=args.quick, strength=not args.no_strength))
    figures["below_floor"] = below_floor(figures)
    if args.json:
        print(json.dumps(figures))
    else:
        width = max(map(len, figures))
        for key, value in figures.items():
            print(f"{key:<{width}}  {value}")


if __name__ == "__main__":
    main()
