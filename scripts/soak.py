"""The long soak: random games over every built-in deck pair, both editions and both forced-action
settings, with every state invariant checked after every action (docs/RELIABILITY.md).

    python scripts/soak.py --games 1000000 --workers 2

Prints one JSON summary; exits 1 on the first failure. ``tests/test_fuzz.py`` runs it under
``PYBS_LONG_FUZZ=1``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from itertools import product

from bscore.fuzz import run_fuzz
from pybs import Game, RuleSet
from pybs.decks import BUILTIN_NAMES, SAMPLE_NAMES
from pybs.layout import EndReason

EDITIONS = ("bss", "rulebook-8.0")


def combos() -> list[tuple[str, str, str, bool]]:
    """(deck A, deck B, edition, auto_forced) for every ordered pair of built-in decks (starters and the
    booster-set samples)."""
    names = BUILTIN_NAMES + SAMPLE_NAMES
    return [(a, b, e, auto) for a, b in product(names, names) for e in EDITIONS for auto in (True, False)]


def run_combo(args: tuple[str, str, str, bool, int, int]) -> dict:
    deck_a, deck_b, edition, auto, games, seed = args
    game = Game((deck_a, deck_b), rules=RuleSet.preset(edition), auto_forced=auto)
    result = run_fuzz(game.deck_handle, game.rows[0], game.rows[1], game.rules_bytes, games, seed,
                      options=game.options, illegal_samples=4, every_legal=False, every_code=False)
    result["combo"] = f"{deck_a} vs {deck_b}, {edition}, auto_forced={auto}"
    return result


def soak(total_games: int, workers: int, seed: int = 2026) -> dict:
    """Play at least ``total_games`` checked games; the summary holds every figure of the run."""
    jobs = combos()
    per = -(-total_games // len(jobs))
    started = time.perf_counter()
    tasks = [(a, b, e, auto, per, seed + i) for i, (a, b, e, auto) in enumerate(jobs)]
    with ProcessPoolExecutor(max_workers=workers) as pool:
        results = list(pool.map(run_combo, tasks))
    elapsed = time.perf_counter() - started
    reasons: dict[str, int] = {}
    for r in results:
        for code, n in r["end_reasons"].items():
            name = EndReason(code).name.lower()
            reasons[name] = reasons.get(name, 0) + n
    failures = [{"combo": r["combo"], **r["failure"]} for r in results if r["failure"]]
    games = sum(r["games"] for r in results)
    actions = sum(r["actions"] for r in results)
    return {"games": games, "actions": actions, "combos": len(jobs), "games_per_combo": per,
            "elapsed_s": round(elapsed, 1), "games_per_s": round(games / elapsed), "workers": workers,
            "end_reasons": reasons, "failures": failures}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1_000_000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    summary = soak(args.games, args.workers, args.seed)
    print(json.dumps(summary, indent=2))
    return 1 if summary["failures"] else 0


if __name__ == "__main__":
    sys.exit(main())
