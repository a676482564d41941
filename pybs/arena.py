"""An agent arena: every pairing of agents over every deck pairing, both seats, with ratings.

    result = arena(["random", "greedy", "ismcts"], ["ST01", "ST02"], games=10, seed=1)
    print(render(result.summary()))

Agents are built-in names, or (from Python) any agent: ``arena({"mine": my_agent, "greedy":
"greedy"}, ...)`` with a name per agent and a spec of ``pybs.adapters.opponents`` (an agent with
``step(state)``, a policy, a model wrapper, ``("ismcts", {"budget_rollouts": 128})``). A pairing of
two built-in names runs in the nogil batch loop; any other pairing plays its games one by one
through the API, on deals seeded the same way for both seat orders.

Agents i and j meet on every ordered deck pairing (deck A in seat 0, deck B in seat 1), once
with i in seat 0 and once with j in seat 0, each time on the same ``games`` seeded deals, so a
seat or deck advantage cancels out. Every game runs in the nogil batch loop (``play_batch``).
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from bscore.batch import play_batch
from bscore.ismcts import DEFAULT_BUDGET
from bscore.rng import py_derive_seed

from .agents import AGENT_NAMES
from .cardsets import database_with, load_card_sets
from .decks import Deck, get_deck, validate_deck
from .errors import PybsError
from .game import Game
from .rules import RuleSet
from .simulate import MAX_GAMES, MAX_SEED
from .stats import wilson_interval

ELO_BASE = 1500.0
PRIOR_GAMES = 1.0  # one virtual drawn game per pairing keeps Bradley-Terry finite for a 100% record


@dataclass
class ArenaResult:
    """Pairwise results: ``wins[i, j]`` games agent i won against agent j (all decks and seats).

    ``games[i, j]`` counts the games between i and j (symmetric), ``draws[i, j]`` the draws and
    truncated games (no winner). ``blocks`` holds one record per batch played (agents by seat,
    decks by seat, wins per seat).
    """

    agents: list[str]
    decks: list[str]
    games_per_pairing: int
    seed: int
    ismcts_budget: int
    wins: np.ndarray
    games: np.ndarray
    draws: np.ndarray
    elapsed: float
    blocks: list[dict[str, Any]] = field(default_factory=list)

    def win_rate(self, i: int, j: int) -> tuple[float, tuple[float, float]]:
        """Agent i's win rate against agent j and its 95% Wilson interval."""
        n = int(self.games[i, j])
        w = int(self.wins[i, j])
        return (w / n if n else 0.0), wilson_interval(w, n)

    def ratings(self) -> dict[str, float]:
        """Elo-scale ratings (mean 1500) of a Bradley-Terry model fitted to every result."""
        return dict(zip(self.agents, bradley_terry_elo(self.wins, self.draws, self.games)))

    def summary(self) -> dict[str, Any]:
        """Everything as plain data: the matrix with intervals, ratings, settings and timing."""
        matrix = []
        for i in range(len(self.agents)):
            row = []
            for j in range(len(self.agents)):
                if i == j:
                    row.append(None)
                    continue
                rate, ci = self.win_rate(i, j)
                row.append({"win_rate": rate, "ci95": list(ci), "wins": int(self.wins[i, j]),
                            "losses": int(self.wins[j, i]), "draws": int(self.draws[i, j]),
                            "games": int(self.games[i, j])})
            matrix.append(row)
        total = int(self.games.sum() // 2)
        return {
            "agents": list(self.agents), "decks": list(self.decks), "games_per_pairing": self.games_per_pairing,
            "seed": self.seed, "ismcts_budget": self.ismcts_budget, "games": total,
            "matrix": matrix, "ratings": self.ratings(), "elapsed_s": self.elapsed,
            "games_per_s": total / self.elapsed if self.elapsed > 0 else float("inf"),
            "blocks": self.blocks,
        }

    def plot(self, directory: str | Path) -> list[Path]:
        """A heatmap PNG of the win-rate matrix (needs matplotlib)."""
        from .plots import plot_arena

        return [plot_arena(self, Path(directory))]


def bradley_terry_elo(wins: np.ndarray, draws: np.ndarray, games: np.ndarray, iterations: int = 2000) -> list[float]:
    """Fit Bradley-Terry strengths by minorization-maximization (Hunter 2004) on Elo's scale.

    A draw counts half a win for each side; each pairing that played gets ``PRIOR_GAMES``
    virtual drawn games so an unbeaten agent still has a finite rating.
    """
    k = wins.shape[0]
    played = games > 0
    score = wins + 0.5 * draws + np.where(played, PRIOR_GAMES / 2, 0.0)
    n = games + np.where(played, PRIOR_GAMES, 0.0)
    total = score.sum(axis=1)
    gamma = np.ones(k)
    for _ in range(iterations):
        denom = (n / (gamma[:, None] + gamma[None, :])).sum(axis=1)
        new = np.where(denom > 0, total / np.where(denom > 0, denom, 1.0), 1.0)
        new /= math.exp(np.log(new).mean())
        if np.allclose(new, gamma, rtol=1e-12, atol=0):
            gamma = new
            break
        gamma = new
    return [ELO_BASE + 400.0 * math.log10(g) for g in gamma]


def parse_names(text: str | Sequence[str], what: str) -> list[str]:
    """A comma-separated list (or a sequence) as distinct, non-empty names."""
    names = [n.strip() for n in (text.split(",") if isinstance(text, str) else text)]
    names = [n for n in names if n]
    if len(set(names)) != len(names):
        raise PybsError(f"{what}: each name once, got {', '.join(names)}")
    return names


def arena(
    agents: str | Sequence[str] | dict[str, Any],
    decks: str | Sequence[str | Deck],
    games: int = 10,
    seed: int = 0,
    ismcts_budget: int = DEFAULT_BUDGET,
    rules: RuleSet | None = None,
    progress: Callable[[int], None] | None = None,
    card_sets: Sequence[Any] = (),
) -> ArenaResult:
    """Play every pairing of ``agents`` on every ordered pairing of ``decks``, both seats.

    ``agents``: built-in names (a comma-separated string or a sequence), or ``{name: spec}`` with any
    agent (module docstring).

    ``games`` games per (agent pairing, deck pairing, seat order); ``ismcts_budget`` is the ISMCTS
    rollouts per decision. Block b is seeded ``derive_seed(seed, b)`` over agent and deck
    pairings; both seat orders replay the same deals. ``progress`` gets the games done. ``card_sets``
    are user card sets the decks may use (docs/CARDSETS.md).
    """
    rules = rules if rules is not None else RuleSet()
    if isinstance(agents, dict):  # your own agents: {name: spec}
        names = list(agents)
        specs = [agents[n] for n in names]
        if len(names) < 2 or not all(isinstance(n, str) and n for n in names):
            raise PybsError("agents: at least two, each under a non-empty name")
    else:
        names = parse_names(agents, "--agents")
        specs = list(names)
        if len(names) < 2 or any(a not in AGENT_NAMES for a in names):
            raise PybsError(f"--agents needs at least two of {', '.join(AGENT_NAMES)}, got {', '.join(names) or '-'}")
    sets = load_card_sets(card_sets)
    card_db = database_with(sets)
    deck_list = [d if isinstance(d, Deck) else get_deck(d, card_db, rules=rules)
                 for d in (parse_names(decks, "--decks") if isinstance(decks, str) else decks)]
    if not deck_list:
        raise PybsError("--decks needs at least one deck")
    for deck in deck_list:
        validate_deck(deck, card_db, rules=rules)
    if type(games) is not int or not 1 <= games <= MAX_GAMES:
        raise PybsError(f"games per pairing must be an integer in 1..{MAX_GAMES}, got {games!r}")
    if type(seed) is not int or not 0 <= seed <= MAX_SEED:
        raise PybsError(f"seed must be an integer in 0..2**64-1, got {seed!r}")
    if type(ismcts_budget) is not int or not 1 <= ismcts_budget <= 1_000_000:
        raise PybsError(f"ismcts budget must be an integer in 1..1000000 rollouts, got {ismcts_budget!r}")
    k = len(names)
    wins = np.zeros((k, k), dtype=np.int64)
    counts = np.zeros((k, k), dtype=np.int64)
    draws = np.zeros((k, k), dtype=np.int64)
    blocks: list[dict[str, Any]] = []
    pair_games = {}
    done = 0
    block = 0
    started = time.perf_counter()
    for i in range(k):
        for j in range(i + 1, k):
            for da in deck_list:
                for db in deck_list:
                    key = (da, db)
                    if key not in pair_games:
                        pair_games[key] = Game((da, db), rules=rules, card_sets=sets)
                    game = pair_games[key]
                    block_seed = py_derive_seed(seed, block)
                    block += 1
                    for seat0, seat1 in ((i, j), (j, i)):
                        if _built_in(specs[seat0]) and _built_in(specs[seat1]):
                            res = play_batch(game.deck_handle, game.rows[0], game.rows[1], game.rules_bytes, games,
                                             block_seed, (names[seat0], names[seat1]), 0, game.options,
                                             ismcts_rollouts=ismcts_budget)
                            w0 = int((res["winner"] == 0).sum())
                            w1 = int((res["winner"] == 1).sum())
                        else:
                            w0, w1 = _play_api(game, (specs[seat0], specs[seat1]), games, block_seed, ismcts_budget)
                        wins[seat0, seat1] += w0
                        wins[seat1, seat0] += w1
                        for a, b in ((seat0, seat1), (seat1, seat0)):
                            counts[a, b] += games
                            draws[a, b] += games - w0 - w1
                        blocks.append({"agents": [names[seat0], names[seat1]], "decks": [da.name, db.name],
                                       "seed": block_seed, "games": games, "wins": [w0, w1]})
                        done += games
                        if progress:
                            progress(done)
    return ArenaResult(names, [d.name for d in deck_list], games, seed, ismcts_budget, wins, counts, draws,
                       time.perf_counter() - started, blocks)


def _built_in(spec: Any) -> bool:
    return isinstance(spec, str) and spec in AGENT_NAMES


def _play_api(game: Game, specs: tuple[Any, Any], games: int, block_seed: int, ismcts_budget: int) -> tuple[int, int]:
    """Wins of seat 0 and seat 1 over ``games`` games played through the API (deal g seeded
    ``derive_seed(block_seed, g)``, the same for both seat orders)."""
    from .adapters.opponents import as_agent
    from .agents import agent_for, play
    from .reference import rng as R

    wins = [0, 0]
    for g in range(games):
        game_seed = py_derive_seed(block_seed, g)
        agents = [agent_for(spec, game_seed, seat, ismcts_budget) if _built_in(spec)
                  else as_agent(spec, R.agent_seed(game_seed, seat)) for seat, spec in enumerate(specs)]
        state = game.new_initial_state(game_seed)
        play(state, agents)
        returns = state.returns()
        for seat in (0, 1):
            wins[seat] += returns[seat] > 0
    return wins[0], wins[1]


def render(summary: dict[str, Any]) -> str:
    """The win-rate matrix (row agent against column agent, 95% Wilson interval) and the ratings."""
    agents = summary["agents"]
    width = max(22, *(len(a) + 2 for a in agents))
    lines = [f"{summary['games']:,} games: {len(summary['decks'])} decks ({', '.join(summary['decks'])}), "
             f"{summary['games_per_pairing']} games per deck pairing and seat order, "
             f"ISMCTS budget {summary['ismcts_budget']} rollouts",
             "win rate of the row agent against the column agent [95% Wilson interval]",
             " " * 10 + "".join(f"{a:>{width}}" for a in agents)]
    for name, row in zip(agents, summary["matrix"]):
        cells = []
        for cell in row:
            if cell is None:
                cells.append(f"{'-':>{width}}")
            else:
                lo, hi = cell["ci95"]
                text = f"{100 * cell['win_rate']:.1f}% [{100 * lo:.1f}, {100 * hi:.1f}]"
                cells.append(f"{text:>{width}}")
        lines.append(f"{name:<10}" + "".join(cells))
    lines.append("rating (Bradley-Terry, Elo scale, mean 1500):")
    for name, rating in sorted(summary["ratings"].items(), key=lambda kv: -kv[1]):
        lines.append(f"  {name:<10}{rating:8.0f}")
    lines.append(f"{summary['elapsed_s']:.1f} s, {summary['games_per_s']:,.0f} games/s")
    return "\n".join(lines)
