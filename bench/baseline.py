"""Measure another commit beside this checkout, on the same workloads, in one run.

    python bench/baseline.py 94fdd60                 # build 94fdd60 once, then time both trees
    python bench/baseline.py 94fdd60 --rounds 5 --json

The other commit is checked out into a cache folder (``~/.cache/pybs-baseline/<sha>``) and compiled in
place by a virtual environment of its own (``~/.cache/pybs-baseline/venv``: Cython, numpy and pybs's
runtime dependencies, installed once). Each round times every workload in both trees, one
tree after the other, in fresh processes; the best round of each figure is kept (noise only ever slows a
run down) and the ratio this/baseline is printed. The workloads use only the API both trees share:
``bscore.batch.play_batch`` (greedy vs greedy, one core) and the reference engine's
``play_reference_game``.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parents[1]
CACHE = Path(os.environ.get("PYBS_BASELINE_CACHE", Path.home() / ".cache" / "pybs-baseline"))

# Runs inside a tree (cwd), printing one JSON object of figures. Kept to the API of every release.
MEASURE = r"""
import json, sys, time
import pybs
from bscore.batch import play_batch
from bscore.rng import py_derive_seed
from pybs.reference.agents import play_reference_game

SEED = 2026
n_compiled, n_reference = int(sys.argv[1]), int(sys.argv[2])

def handle(game):
    return getattr(game, "deck_handle", game.handle)  # the deck-narrowed table where the tree has one

def compiled(game, n):
    return play_batch(handle(game), game.rows[0], game.rows[1], game.rules_bytes, n, SEED,
                      ("greedy", "greedy"), 0, game.options)

def reference(game, n):
    for i in range(n):
        seed = py_derive_seed(SEED, i)
        play_reference_game(game.reference_state(seed=seed), ("greedy", "greedy"), seed)

out = {}
for name, pair, effects, preset in (("vanilla", ("ST01", "ST02"), False, None),
                                    ("starter", ("ST01", "ST02"), True, None),
                                    ("pool", ("BSS-RED", "BSS-WHITE"), True, "bss")):
    try:
        rules = pybs.RuleSet.preset(preset) if preset else None
        game = pybs.Game(pair, seed=SEED, rules=rules, effects=effects)
    except Exception:  # a deck or preset this tree does not have
        continue
    actions = float(compiled(game, 1000)["actions"].mean())
    started = time.perf_counter()
    compiled(game, n_compiled)
    rate = n_compiled / (time.perf_counter() - started)
    out[name + "_games_per_s"] = rate
    out[name + "_ns_per_action"] = 1e9 / (rate * actions)
    if name == "starter" and n_reference:
        reference(game, 2)
        started = time.perf_counter()
        reference(game, n_reference)
        out["reference_starter_games_per_s"] = n_reference / (time.perf_counter() - started)
print(json.dumps(out))
"""


def git(*args: str, cwd: Path = HERE) -> str:
    return subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True, text=True).stdout.strip()


def baseline_python() -> str:
    """The cache's own virtual environment (created once), which builds and runs baseline trees."""
    venv = CACHE / "venv"
    python = venv / "bin" / "python"
    if not (venv / ".ready").exists():
        print(f"creating {venv} ...", file=sys.stderr)
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
        subprocess.run([str(python), "-m", "pip", "install", "-q", "cython>=3.1,<4", "numpy>=2", "setuptools>=68",
                        "wheel", "click>=8.1", "rich>=13"], check=True)
        (venv / ".ready").write_text("ok")
    return str(python)


def baseline_tree(rev: str) -> Path:
    """The commit ``rev`` checked out and compiled in the cache (built once per commit)."""
    sha = git("rev-parse", "--verify", f"{rev}^{{commit}}")
    tree = CACHE / sha
    stamp = tree / ".pybs-baseline-built"
    if stamp.exists():
        return tree
    CACHE.mkdir(parents=True, exist_ok=True)
    if not tree.exists():
        git("worktree", "add", "--detach", str(tree), sha)
    print(f"building {sha[:10]} in {tree} ...", file=sys.stderr)
    subprocess.run([baseline_python(), "setup.py", "-q", "build_ext", "--inplace"], cwd=tree, check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    stamp.write_text(sha)
    return tree


def measure(tree: Path, python: str, n_compiled: int, n_reference: int) -> dict[str, float]:
    """One round of every workload in a fresh process whose imports come from ``tree``."""
    env = {**os.environ, "PYTHONPATH": str(tree)}
    done = subprocess.run([python, "-c", MEASURE, str(n_compiled), str(n_reference)], cwd=tree, env=env,
                          check=True, capture_output=True, text=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def best(rounds: list[dict[str, float]]) -> dict[str, float]:
    """Per figure, the best of the rounds: the highest rate, the lowest time per action."""
    keys = set().union(*rounds)
    pick = {k: (min if k.endswith("ns_per_action") else max) for k in keys}
    return {k: pick[k](r[k] for r in rounds if k in r) for k in sorted(keys)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("rev", help="the commit to compare with (e.g. 94fdd60)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--games", type=int, default=40_000, help="compiled games per workload and round")
    parser.add_argument("--reference-games", type=int, default=60)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    trees = {"baseline": (baseline_tree(args.rev), baseline_python()), "this": (HERE, sys.executable)}
    rounds: dict[str, list] = {name: [] for name in trees}
    for _ in range(args.rounds):  # alternate the trees so slow spells of the machine hit both
        for name, (tree, python) in trees.items():
            rounds[name].append(measure(tree, python, args.games, args.reference_games))
    figures = {name: best(r) for name, r in rounds.items()}
    ratios = {k: round(figures["this"][k] / figures["baseline"][k], 3)
              for k in figures["this"] if k in figures["baseline"]}
    report = {"baseline": args.rev, "rounds": args.rounds, **figures, "this_over_baseline": ratios}
    if args.json:
        print(json.dumps(report))
    else:
        print(f"{'figure':<34}{'baseline':>14}{'this':>14}{'ratio':>8}   (this/baseline: rates >1 and ns <1 are faster)")
        for k in sorted(set(figures["this"]) | set(figures["baseline"])):
            b, t = (f"{f[k]:,.1f}" if k in f else "-" for f in (figures["baseline"], figures["this"]))
            print(f"{k:<34}{b:>14}{t:>14}{ratios.get(k, ''):>8}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
