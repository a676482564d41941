"""The long soak: random games over every built-in deck pair, both editions and both forced-action
settings, with every state invariant checked after every action (docs/RELIABILITY.md).

    python scripts/soak.py --games 1000000 --workers 2
    python scripts/soak.py --pool --games 1000000 --workers 2   # random pool decks + self-triggering cards

``--pool`` plays random legal decks drawn from every scripted card, each holding copies of a user card
set whose scripts trigger each other forever (the effect-work cap must end those games: EFFECT_LIMIT).

Prints one JSON summary; exits 1 on the first failure. ``tests/test_fuzz.py`` runs it under
``PYBS_LONG_FUZZ=1``.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from concurrent.futures import ProcessPoolExecutor
from itertools import product
from pathlib import Path

from bscore.fuzz import run_fuzz
from pybs import Game, RuleSet
from pybs.decks import BUILTIN_NAMES, SAMPLE_NAMES, Deck
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


# A user card set whose effects never end by themselves: a Spirit that refreshes itself when exhausted and
# exhausts itself when refreshed, and one whose When Summoned effect repeats a count it keeps resetting.
LOOPING_SET_CARDS = """{"format": "pybs-cards", "version": 1, "set": "SOAKLOOP", "cards": [
  {"id": "SL01-001", "name": "Restless Twin", "type": "spirit", "colors": ["red"], "cost": 1, "reduction": ["red"],
   "symbols": ["red"], "families": ["Soak"], "rarity": "X", "levels": [[1, 1, 1000], [2, 3, 3000]], "timings": []},
  {"id": "SL01-002", "name": "Endless Echo", "type": "spirit", "colors": ["blue"], "cost": 2, "reduction": ["blue"],
   "symbols": ["blue"], "families": ["Soak"], "rarity": "X", "levels": [[1, 1, 2000], [2, 3, 4000]], "timings": []}
]}"""
LOOPING_SET_SCRIPTS = '''from pybs.effects.script import Event, anyones, card


@card("SL01-001")
def restless_twin(c):
    c.when(Event.EXHAUSTED).this().refresh()
    c.when(Event.REFRESHED).this().exhaust()


@card("SL01-002")
def endless_echo(c):
    c.when(Event.SUMMONED).count_matching(anyones()).repeat(lambda a: a.count_matching(anyones()))
'''
POOL_COMBOS = 200  # random deck pairs in a --pool run, each under both editions and forced-action settings
# every LOOP_EVERY-th pool pair holds the looping cards: those games run to the effect-work cap (20,000 steps), so
# one pair in eight keeps them tested without letting them set the run's length
LOOP_EVERY = 8


def looping_set_dir() -> str:
    """Write the looping card set to a fresh folder (a card set is code: it is the soak's own)."""
    folder = Path(tempfile.mkdtemp(prefix="pybs-soak-set-"))
    (folder / "cards.json").write_text(LOOPING_SET_CARDS)
    (folder / "scripts.py").write_text(LOOPING_SET_SCRIPTS)
    return str(folder)


def pool_deck(seed: int, rules: RuleSet, looping: bool = True) -> Deck:
    """A random legal deck from every scripted card; with ``looping``, one copy of each looping card in place of
    two of its cards."""
    from pybs.randomdecks import random_deck

    cards = [card_id for card_id, n in random_deck(seed, rules=rules).entries for _ in range(n)]
    if looping:
        cards = cards[:-2] + ["SL01-001", "SL01-002"]
    return Deck(f"pool-{seed}", tuple((card_id, cards.count(card_id)) for card_id in sorted(set(cards))))


def run_pool_combo(args: tuple[int, str, bool, int, int, str]) -> dict:
    index, edition, auto, games, seed, set_dir = args
    rules = RuleSet.preset(edition)
    looping = index % LOOP_EVERY == 0
    decks = (pool_deck(2 * index, rules, looping), pool_deck(2 * index + 1, rules, looping))
    game = Game(decks, rules=rules, auto_forced=auto, card_sets=[set_dir])
    result = run_fuzz(game.deck_handle, game.rows[0], game.rows[1], game.rules_bytes, games, seed,
                      options=game.options, illegal_samples=4, every_legal=False, every_code=False)
    result["combo"] = f"random pool pair {index}, {edition}, auto_forced={auto}"
    return result


def soak(total_games: int, workers: int, seed: int = 2026, pool_decks: bool = False,
         pool_pairs: int = POOL_COMBOS, progress: str | None = None) -> dict:
    """Play at least ``total_games`` checked games; the summary holds every figure of the run. With
    ``pool_decks``, ``pool_pairs`` random deck pairs are each played under both editions and settings. With
    ``progress``, a line of running totals is appended to that file as each combination finishes."""
    started = time.perf_counter()
    if pool_decks:
        set_dir = looping_set_dir()
        jobs = [(i, e, auto) for i in range(pool_pairs) for e in EDITIONS for auto in (True, False)]
        per = -(-total_games // len(jobs))
        tasks = [(i, e, auto, per, seed + k, set_dir) for k, (i, e, auto) in enumerate(jobs)]
        run = run_pool_combo
    else:
        jobs = combos()
        per = -(-total_games // len(jobs))
        tasks = [(a, b, e, auto, per, seed + i) for i, (a, b, e, auto) in enumerate(jobs)]
        run = run_combo
    results = []
    with ProcessPoolExecutor(max_workers=workers) as pool:
        for result in pool.map(run, tasks):
            results.append(result)
            if progress:
                with open(progress, "a") as out:
                    out.write(json.dumps({
                        "combos_done": len(results), "games": sum(r["games"] for r in results),
                        "failures": sum(bool(r["failure"]) for r in results),
                        "elapsed_s": round(time.perf_counter() - started, 1)}) + "\n")
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
    parser.add_argument("--pool", action="store_true", help="random pool decks with self-triggering user cards")
    parser.add_argument("--progress", metavar="FILE", help="append running totals to FILE as combinations finish")
    args = parser.parse_args()
    summary = soak(args.games, args.workers, args.seed, pool_decks=args.pool, progress=args.progress)
    print(json.dumps(summary, indent=2))
    return 1 if summary["failures"] else 0


if __name__ == "__main__":
    sys.exit(main())
