"""simulate(): many games between two decks, at compiled speed, with win-rate statistics.

Game i of a run is seeded ``derive_seed(seed, i)`` and played by the nogil batch loop, so
the per-game results are identical whatever the backend or the number of workers: the
work is split into chunks of game indices, never into pickled states.
"""

from __future__ import annotations

import math
import os
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import numpy as np

from bscore.batch import AGENTS, RESULT_DTYPE, play_batch

from .decks import Deck, get_deck, validate_deck
from .errors import PybsError
from .game import Game
from .layout import EndReason
from .rules import RuleSet

BACKENDS = ("inline", "process", "ray")
Z95 = 1.959963984540054  # two-sided 95% normal quantile


def wilson_interval(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for a binomial proportion (95% by default)."""
    if trials <= 0:
        return (0.0, 1.0)
    if successes == 0 or successes == trials:  # closed forms, free of rounding at the edges
        bound = trials / (trials + z * z)
        return (0.0, 1.0 - bound) if successes == 0 else (bound, 1.0)
    phat = successes / trials
    denom = 1 + z * z / trials
    centre = (phat + z * z / (2 * trials)) / denom
    half = z * math.sqrt(phat * (1 - phat) / trials + z * z / (4 * trials * trials)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


@dataclass
class SimResult:
    """Per-game arrays and a summary of one simulation run.

    Arrays (one entry per game, in game-index order): ``winner`` (0 = deck A, 1 = deck B,
    -1 = draw), ``first_player`` (seat that went first; deck A sits in seat 0), ``turns``,
    ``end_reason`` (``pybs.layout.EndReason``), ``life_a``, ``life_b`` (Life left),
    ``actions`` (actions applied, forced ones included) and ``turn_cap`` (hit max_turns).
    """

    decks: tuple[str, str]
    agents: tuple[str, str]
    rules: RuleSet
    seed: int
    elapsed: float
    backend: str
    workers: int
    winner: np.ndarray
    first_player: np.ndarray
    turns: np.ndarray
    end_reason: np.ndarray
    life_a: np.ndarray
    life_b: np.ndarray
    actions: np.ndarray
    turn_cap: np.ndarray = field(init=False)
    replays: list[dict] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.turn_cap = self.end_reason == EndReason.TURN_LIMIT

    @property
    def games(self) -> int:
        return int(self.winner.shape[0])

    @property
    def games_per_s(self) -> float:
        return self.games / self.elapsed if self.elapsed > 0 else float("inf")

    @property
    def first_player_wins(self) -> np.ndarray:
        """Per game: the first player won (draws count as not)."""
        return (self.winner >= 0) & (self.winner == self.first_player)

    def summary(self) -> dict[str, Any]:
        """Win counts and rates with Wilson 95% intervals, first-player advantage, length."""
        n = self.games
        wins_a = int((self.winner == 0).sum())
        wins_b = int((self.winner == 1).sum())
        draws = int((self.winner == -1).sum())
        decisive = wins_a + wins_b
        first_wins = int(self.first_player_wins.sum())
        reasons = {r.name.lower(): int((self.end_reason == r).sum()) for r in EndReason if r != EndReason.NONE}
        return {
            "games": n,
            "seed": self.seed,
            "decks": list(self.decks),
            "agents": list(self.agents),
            "wins": {"a": wins_a, "b": wins_b, "draw": draws},
            "win_rate_a": wins_a / n if n else 0.0,
            "win_rate_a_ci95": list(wilson_interval(wins_a, n)),
            "win_rate_b": wins_b / n if n else 0.0,
            "win_rate_b_ci95": list(wilson_interval(wins_b, n)),
            "draw_rate": draws / n if n else 0.0,
            "first_player_win_rate": first_wins / decisive if decisive else 0.0,
            "first_player_win_rate_ci95": list(wilson_interval(first_wins, decisive)),
            "turns_mean": float(self.turns.mean()) if n else 0.0,
            "turns_median": float(np.median(self.turns)) if n else 0.0,
            "end_reasons": reasons,
            "turn_cap_games": int(self.turn_cap.sum()),
            "elapsed_s": self.elapsed,
            "games_per_s": self.games_per_s,
            "backend": self.backend,
            "workers": self.workers,
            "rules": self.rules.to_dict(),
        }

    def columns(self) -> dict[str, np.ndarray]:
        """The per-game arrays by name (game index first)."""
        return {
            "game": np.arange(self.games),
            "winner": self.winner,
            "first_player": self.first_player,
            "turns": self.turns,
            "end_reason": self.end_reason,
            "life_a": self.life_a,
            "life_b": self.life_b,
            "actions": self.actions,
            "turn_cap": self.turn_cap,
        }

    def to_pandas(self):
        """The per-game arrays as a pandas DataFrame (needs pandas)."""
        import pandas as pd

        return pd.DataFrame(self.columns())

    def to_arrow(self):
        """The per-game arrays as a pyarrow Table (needs pyarrow)."""
        import pyarrow as pa

        return pa.table(self.columns())


# -- workers -------------------------------------------------------------------------------

@lru_cache(maxsize=16)
def _cached_game(decks: tuple[Deck, Deck], rules: RuleSet) -> Game:
    return Game(decks, rules=rules)


def run_chunk(decks: tuple[Deck, Deck], rules: RuleSet, agents: tuple[str, str], seed: int,
              first_index: int, count: int) -> np.ndarray:
    """Play games first_index .. first_index + count - 1 of a run (any process)."""
    game = _cached_game(decks, rules)
    return play_batch(game.handle, game.rows[0], game.rows[1], game.rules_bytes, count, seed,
                      agents, first_index, game.options)


def _chunks(games: int, size: int) -> list[tuple[int, int]]:
    return [(start, min(size, games - start)) for start in range(0, games, size)]


def _resolve_deck(deck: str | Deck, rules: RuleSet) -> Deck:
    return deck if isinstance(deck, Deck) else get_deck(deck, rules=rules)


def simulate(
    deck_a: str | Deck,
    deck_b: str | Deck,
    games: int,
    seed: int = 0,
    agents: Sequence[str] = ("greedy", "greedy"),
    rules: RuleSet | None = None,
    workers: int | None = None,
    backend: str = "process",
    record: int = 0,
    chunk_size: int | None = None,
    progress: Callable[[int], None] | None = None,
) -> SimResult:
    """Play ``games`` games of deck A (seat 0) against deck B (seat 1).

    Parameters
    ----------
    deck_a, deck_b:
        Built-in deck names ("ST01"), deck file paths or ``Deck`` objects.
    games, seed:
        How many games, and the master seed (game i uses ``derive_seed(seed, i)``).
    agents:
        Policy per seat: "greedy" or "random".
    rules:
        The RuleSet (default: the rulebook's numbers).
    workers, backend:
        "inline" runs in this process; "process" (default) uses ``workers`` processes
        (default: every core); "ray" runs the same chunks as Ray tasks.
    record:
        Record the first ``record`` games as replays (``pybs.replay``).
    progress:
        Called with the number of games finished so far after every chunk.

    Returns
    -------
    SimResult
        Identical arrays for the same inputs, whatever ``workers`` and ``backend``.
    """
    rules = rules if rules is not None else RuleSet()
    if not isinstance(rules, RuleSet):
        raise PybsError(f"rules must be a RuleSet, got {type(rules).__name__}")
    if type(games) is not int or games < 0:
        raise PybsError(f"games must be a non-negative integer, got {games!r}")
    agents = tuple(agents)
    if len(agents) != 2 or any(a not in AGENTS for a in agents):
        raise PybsError(f"agents must be two of {sorted(AGENTS)}, got {agents!r}")
    if backend not in BACKENDS:
        raise PybsError(f"backend must be one of {', '.join(BACKENDS)}, got {backend!r}")
    decks = (_resolve_deck(deck_a, rules), _resolve_deck(deck_b, rules))
    for deck in decks:
        validate_deck(deck, rules=rules)
    seed = int(seed) & ((1 << 64) - 1)
    if backend == "inline":
        workers = 1
    elif workers is None:
        workers = os.cpu_count() or 1
    if type(workers) is not int or workers < 1:
        raise PybsError(f"workers must be at least 1, got {workers}")
    size = chunk_size or max(500, min(50_000, -(-games // (workers * 4)) if games else 1))
    chunks = _chunks(games, size)
    started = time.perf_counter()
    parts = _run(backend, workers, decks, rules, agents, seed, chunks, progress)
    elapsed = time.perf_counter() - started
    res = np.concatenate(parts) if parts else np.zeros(0, dtype=RESULT_DTYPE)
    result = SimResult(
        decks=(decks[0].name, decks[1].name), agents=agents, rules=rules, seed=seed, elapsed=elapsed,
        backend=backend, workers=workers, winner=res["winner"].copy(), first_player=res["first_player"].copy(),
        turns=res["turns"].copy(), end_reason=res["end_reason"].copy(), life_a=res["life0"].copy(),
        life_b=res["life1"].copy(), actions=res["actions"].copy(),
    )
    if record:
        from .replay import record_games

        result.replays = record_games(decks, rules, agents, seed, min(record, games))
    return result


def _run(backend, workers, decks, rules, agents, seed, chunks, progress) -> list[np.ndarray]:
    done = 0
    parts: list[np.ndarray | None] = [None] * len(chunks)
    if backend == "inline" or (backend == "process" and workers == 1):
        for i, (first, count) in enumerate(chunks):
            parts[i] = run_chunk(decks, rules, agents, seed, first, count)
            done += count
            if progress:
                progress(done)
        return parts  # type: ignore[return-value]
    if backend == "process":
        import multiprocessing as mp
        from concurrent.futures import ProcessPoolExecutor, as_completed

        ctx = mp.get_context("fork" if "fork" in mp.get_all_start_methods() else "spawn")
        with ProcessPoolExecutor(max_workers=workers, mp_context=ctx) as pool:
            futures = {
                pool.submit(run_chunk, decks, rules, agents, seed, first, count): i
                for i, (first, count) in enumerate(chunks)
            }
            for fut in as_completed(futures):
                i = futures[fut]
                parts[i] = fut.result()
                done += chunks[i][1]
                if progress:
                    progress(done)
        return parts  # type: ignore[return-value]
    return _run_ray(workers, decks, rules, agents, seed, chunks, progress)


def _run_ray(workers, decks, rules, agents, seed, chunks, progress) -> list[np.ndarray]:
    try:
        import ray
    except ImportError:
        raise PybsError('the ray backend needs Ray: pip install "pybs[ray]"') from None
    if not ray.is_initialized():
        ray.init(num_cpus=workers, include_dashboard=False, log_to_driver=False)
    task = ray.remote(run_chunk)
    refs = [task.remote(decks, rules, agents, seed, first, count) for first, count in chunks]
    parts: list[np.ndarray | None] = [None] * len(chunks)
    index = {ref: i for i, ref in enumerate(refs)}
    pending = list(refs)
    done = 0
    while pending:
        ready, pending = ray.wait(pending, num_returns=1)
        for ref in ready:
            i = index[ref]
            parts[i] = ray.get(ref)
            done += chunks[i][1]
            if progress:
                progress(done)
    return parts  # type: ignore[return-value]
