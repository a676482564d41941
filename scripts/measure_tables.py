"""Measure how full the effect tables (mods, trigger queue, frames) get in random games.

Plays random-agent games in the reference engine (it sees every push, including peaks inside
one action that never show at a decision) with every built-in deck pair, plus random decks
mixing all scripted cards, and prints the maxima of n_mods, n_queue and n_frames. docs/EFFECTS.md
records the numbers the table sizes (bscore/_types.pxd, pybs/layout.py) were chosen from.

    python scripts/measure_tables.py --games 20 --mixed 200
"""

from __future__ import annotations

import argparse
import itertools
import random

from pybs import Game, RuleSet
from pybs.carddb import load_default
from pybs.decks import Deck
from pybs.effects import card_table_arrays
from pybs.effects.compiler import CardFlag
from pybs.reference.engine import RefState

DECKS = ("ST01", "ST02", "ST03", "ST04", "ST05", "ST06", "ST07")
PEAKS = {"mods": 0, "queue": 0, "frames": 0}
TABLES = {"mods": "add_mod", "queue": "_push", "frames": "_push_frame"}


def _watch(table: str, method_name: str) -> None:
    """Wrap a RefState push method so every push records the table's size after it."""
    original = getattr(RefState, method_name)

    def pushed(self, *args, **kwargs):
        original(self, *args, **kwargs)
        PEAKS[table] = max(PEAKS[table], len(getattr(self, table)))

    setattr(RefState, method_name, pushed)


def play(game: Game, seed: int, rng: random.Random) -> int:
    """One random game in the reference engine; returns its end reason."""
    state = game.reference_state(seed)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    return int(state.end_reason)


def scripted_cards() -> list[str]:
    """Every card with a script (those are the ones that push table entries)."""
    db = load_default()
    flags = card_table_arrays(db, True)["card_flags"]
    return [db.card_at(row).id for row in range(len(flags))
            if flags[row] & CardFlag.SCRIPTED and not db.card_at(row).token]  # R18.8: no token in a deck


def random_deck(cards: list[str], rng: random.Random, index: int) -> Deck:
    """A legal 40-card deck of scripted cards, at most 3 copies of each."""
    counts: dict[str, int] = {}
    while sum(counts.values()) < 40:
        card = rng.choice(cards)
        if counts.get(card, 0) < 3:
            counts[card] = counts.get(card, 0) + 1
    return Deck(f"mixed-{index}", tuple(sorted(counts.items())))


def main() -> None:
    """Play the games and print the maxima."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10, help="games per built-in deck pair")
    parser.add_argument("--mixed", type=int, default=100, help="games between random scripted decks")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    for table, method in TABLES.items():
        _watch(table, method)
    rng = random.Random(args.seed)
    rules = RuleSet.preset("rulebook-8.0")
    reasons: dict[int, int] = {}
    for a, b in itertools.product(DECKS, DECKS):
        game = Game((a, b), rules=rules)
        for _ in range(args.games):
            reason = play(game, rng.randrange(2**32), rng)
            reasons[reason] = reasons.get(reason, 0) + 1
    print(f"built-in pairs: {PEAKS}")
    cards = scripted_cards()
    for i in range(args.mixed):
        game = Game((random_deck(cards, rng, 2 * i), random_deck(cards, rng, 2 * i + 1)), rules=rules)
        reason = play(game, rng.randrange(2**32), rng)
        reasons[reason] = reasons.get(reason, 0) + 1
    print(f"all games: {PEAKS}; end reasons {dict(sorted(reasons.items()))}")


if __name__ == "__main__":
    main()
