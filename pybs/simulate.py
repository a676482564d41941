"""simulate(): many games between two decks, at compiled speed, with win-rate statistics.

Game i of a run is seeded ``derive_seed(seed, i)`` and played by the nogil batch loop, so
the per-game results are identical whatever the backend or the number of workers: the
work is split into chunks of game indices, never into pickled states.

Chunks are generated lazily and only a few are in flight at once, so memory before the
first game does not grow with ``games``. Ctrl-C (KeyboardInterrupt) stops a run at once: the
nogil loop looks for it after every game and every ISMCTS search, and process or Ray workers are
terminated before the exception propagates.
"""

from __future__ import annotations

import operator
import os
import signal
import time
import warnings
from collections import deque
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import numpy as np

from bscore.batch import AGENTS, CARD_STATS_DTYPE, RESULT_DTYPE, play_batch
from bscore.ismcts import DEFAULT_BUDGET

from .cardinfo import warn_unscripted
from .cardsets import CardSet, database_with, load_card_sets
from .decks import Deck, get_deck, validate_deck
from .errata import Errata
from .errors import PybsError, UnscriptedCardWarning
from .game import Game
from .layout import EndReason
from .rules import RuleSet
from .stats import wilson_interval

BACKENDS = ("inline", "process", "ray")
MAX_GAMES = 100_000_000  # the per-game arrays of a run this size take about 4 GB
MAX_SEED = (1 << 64) - 1
INLINE_CHUNK = 1000  # games per nogil call inline: ~0.2 s even for random agents, so Ctrl-C is quick
MAX_CHUNK = 50_000
# Games stopped by a safety cap have no result; they are "truncated", never draws.
TRUNCATING = (EndReason.ACTION_LIMIT, EndReason.TABLE_OVERFLOW, EndReason.EFFECT_LIMIT)
@dataclass
class SimResult:
    """Per-game arrays and a summary of one simulation run.

    Arrays (one entry per game, in game-index order): ``winner`` (0 = deck A, 1 = deck B,
    -1 = draw), ``first_player`` (seat that went first; deck A sits in seat 0), ``turns``,
    ``end_reason`` (``pybs.layout.EndReason``), ``life_a``, ``life_b`` (Life left),
    ``actions`` (actions applied, forced ones included), ``turn_cap`` (hit max_turns, a
    draw) and ``truncated`` (stopped by ``max_actions`` or a full effect table: no result,
    counted apart from draws).
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
    truncated: np.ndarray = field(init=False)
    replays: list[dict] = field(default_factory=list)
    deck_lists: tuple[Deck, Deck] | None = None  # the exact lists played (editions and bans applied)
    errata: Errata | None = None
    card_marks: np.ndarray | None = None  # card_stats=True: drawn/used/resolved bit masks per game and seat
    instance_ids: tuple[tuple[str, ...], tuple[str, ...]] | None = None  # card id of each instance, per seat
    card_names: dict[str, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.turn_cap = self.end_reason == EndReason.TURN_LIMIT
        self.truncated = np.isin(self.end_reason, [int(r) for r in TRUNCATING])

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
        """Win counts and rates with Wilson 95% intervals, first-player advantage, length.

        ``wins`` counts A, B and draws; truncated games (``truncated``) are in none of them.
        """
        n = self.games
        wins_a = int((self.winner == 0).sum())
        wins_b = int((self.winner == 1).sum())
        truncated = int(self.truncated.sum())
        draws = int(((self.winner == -1) & ~self.truncated).sum())
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
            "truncated": truncated,
            "truncated_rate": truncated / n if n else 0.0,
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
            **({"deck_lists": [deck_json(d) for d in self.deck_lists]} if self.deck_lists else {}),
            **({"cards": self.errata.to_dict()} if self.errata else {}),
            **({"card_stats": self.card_stats()} if self.card_marks is not None else {}),
        }

    def card_stats(self) -> list[dict[str, Any]]:
        """Per-card statistics (``simulate(..., card_stats=True)``): one row per deck and card id, with how
        often it was drawn, used and had an ability resolve, and the deck's win rate when it was drawn, not
        drawn and used, and when drawn going first and second (Wilson 95% intervals; ``pybs.cardstats``)."""
        from .cardstats import card_rows

        if self.card_marks is None or self.instance_ids is None:
            raise PybsError("this run has no per-card statistics; simulate with card_stats=True")
        return card_rows(self.card_marks, self.instance_ids, self.card_names, self.decks, self.winner,
                         self.first_player)

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
            "truncated": self.truncated,
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
def _cached_game(decks: tuple[Deck, Deck], rules: RuleSet, card_sets: tuple[CardSet, ...] = (),
                 errata: Errata | None = None) -> Game:
    with warnings.catch_warnings():  # prepare_matchup warned once, in the caller's process
        warnings.simplefilter("ignore", UnscriptedCardWarning)
        return Game(decks, rules=rules, card_sets=card_sets, errata=errata)


def run_chunk(decks: tuple[Deck, Deck], rules: RuleSet, agents: tuple[str, str], seed: int,
              first_index: int, count: int, card_sets: tuple[CardSet, ...] = (),
              errata: Errata | None = None, card_stats: bool = False,
              ismcts_budget: int | None = None) -> np.ndarray:
    """Play games first_index .. first_index + count - 1 of a run (any process).

    ``card_sets`` pickle as paths plus content hashes, so a worker re-loads the same sets; ``errata``
    (card variants) as their description, so a worker builds the same changed cards. With ``card_stats``
    the rows also hold which card instances each seat drew, used and resolved effects of
    (``bscore.batch.CARD_STATS_DTYPE``).
    """
    game = _cached_game(decks, rules, card_sets, errata or None)
    budget = DEFAULT_BUDGET if ismcts_budget is None else ismcts_budget
    return play_batch(game.deck_handle, game.rows[0], game.rows[1], game.rules_bytes, count, seed,
                      agents, first_index, game.options, card_stats=card_stats, ismcts_rollouts=budget)


def _chunks(games: int, size: int) -> Iterator[tuple[int, int]]:
    """(first game index, count) pairs, made one at a time (no list as long as the run)."""
    for start in range(0, games, size):
        yield start, min(size, games - start)


MAX_WORKERS = 256  # each worker is a process holding the card table: far more than any machine's cores


def _chunk_size(games: int, workers: int, backend: str, chunk_size: int | None) -> int:
    if chunk_size is not None:
        if type(chunk_size) is not int or chunk_size < 1:
            raise PybsError(f"chunk_size must be a positive integer, got {chunk_size!r}")
        return chunk_size
    if backend == "inline":
        return max(1, min(INLINE_CHUNK, games))
    return max(500, min(MAX_CHUNK, -(-games // (workers * 4)) if games else 1))


def check_budget(budget: int | None) -> None:
    """An ISMCTS rollout budget is None (the default) or 1..1,000,000 rollouts per decision."""
    if budget is not None and (type(budget) is not int or not 1 <= budget <= 1_000_000):
        raise PybsError(f"ismcts_budget must be an integer in 1..1000000 rollouts, got {budget!r}")


def deck_json(deck: Deck) -> dict[str, Any]:
    """A deck list as JSON: its name, size and ``[card_id, count]`` entries."""
    return {"name": deck.name, "size": deck.size, "cards": [[card_id, count] for card_id, count in deck.entries]}


def _resolve_deck(deck: str | Deck, rules: RuleSet) -> Deck:
    return deck if isinstance(deck, Deck) else get_deck(deck, rules=rules)


def _check_seed(seed: Any) -> int:
    try:
        value = operator.index(seed)
    except TypeError:
        raise PybsError(f"seed must be an integer in 0..2**64-1, got {seed!r}") from None
    if not 0 <= value <= MAX_SEED:
        raise PybsError(f"seed must be in 0..2**64-1, got {value}")
    return value


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
    card_sets: Sequence[str | os.PathLike[str] | CardSet] = (),
    errata: Errata | Any = None,
    card_stats: bool = False,
    ismcts_budget: int | None = None,
) -> SimResult:
    """Play ``games`` games of deck A (seat 0) against deck B (seat 1).

    Parameters
    ----------
    deck_a, deck_b:
        Built-in deck names ("ST01"), deck file paths or ``Deck`` objects.
    games, seed:
        How many games (0..``MAX_GAMES``), and the master seed in 0..2**64-1 (game i uses
        ``derive_seed(seed, i)``).
    agents:
        Policy per seat: "greedy", "random" or "ismcts" (information-set search at its default
        budget, ``pybs.agents.DEFAULT_BUDGET`` rollouts per decision; docs/AGENTS.md).
    rules:
        The RuleSet (default: the rulebook's numbers).
    workers, backend:
        "inline" runs in this process; "process" (default) uses ``workers`` processes
        (default: every core); "ray" runs the same chunks as Ray tasks.
    record:
        Record the first ``record`` games as replays (``pybs.replay``).
    chunk_size:
        Games per nogil batch call (default: at most ``INLINE_CHUNK`` inline). Ctrl-C is
        noticed after every game and every ISMCTS search, whatever the chunk size.
    progress:
        Called with the number of games finished so far after every chunk.
    card_sets:
        User card sets the decks may use (``pybs.cardsets``; docs/CARDSETS.md).
    errata:
        Card variants (``pybs.errata.Errata`` or its ``{card_id: {field: value}}`` mapping): changed
        cards for both seats; banned cards are replaced in the decks, or the deck is refused.
    card_stats:
        Also record, per game, which cards each seat drew, used and resolved effects of
        (``SimResult.card_stats()``; docs/SIMULATION.md "Per-card statistics").
    ismcts_budget:
        Rollouts per decision of an "ismcts" seat (default ``pybs.agents.DEFAULT_BUDGET``).

    Returns
    -------
    SimResult
        Identical arrays for the same inputs, whatever ``workers``, ``backend`` and
        ``chunk_size``. KeyboardInterrupt propagates after the workers are stopped.
    """
    rules = rules if rules is not None else RuleSet()
    if not isinstance(rules, RuleSet):
        raise PybsError(f"rules must be a RuleSet, got {type(rules).__name__}")
    if type(games) is not int or games < 0:
        raise PybsError(f"games must be a non-negative integer, got {games!r}")
    if games > MAX_GAMES:
        raise PybsError(f"games must be at most {MAX_GAMES:,} per run (the per-game arrays are kept in memory), "
                        f"got {games:,}; split the run into several seeds")
    if type(record) is not int or record < 0:
        raise PybsError(f"record must be a non-negative integer, got {record!r}")
    agents = tuple(agents)
    if len(agents) != 2 or any(a not in AGENTS for a in agents):
        raise PybsError(f"agents must be two of {sorted(AGENTS)}, got {agents!r}")
    if backend not in BACKENDS:
        raise PybsError(f"backend must be one of {', '.join(BACKENDS)}, got {backend!r}")
    if type(card_stats) is not bool:
        raise PybsError(f"card_stats must be true or false, got {card_stats!r}")
    check_budget(ismcts_budget)
    seed = _check_seed(seed)
    decks, sets, errata, db = prepare_matchup((deck_a, deck_b), rules, card_sets, errata)
    if backend == "inline":
        workers = 1
    elif workers is None:
        workers = os.cpu_count() or 1
    if type(workers) is not int or not 1 <= workers <= MAX_WORKERS:
        raise PybsError(f"field 'workers' must be in 1..{MAX_WORKERS}, got {workers!r}")
    size = _chunk_size(games, workers, backend, chunk_size)
    workers = max(1, min(workers, -(-games // size)))  # a worker without a chunk would only cost memory
    job = (decks, rules, agents, seed, sets, errata, card_stats, ismcts_budget)
    started = time.perf_counter()
    parts = _run(backend, workers, job, _chunks(games, size), progress)
    elapsed = time.perf_counter() - started
    result = make_result(parts, decks, rules, agents, seed, elapsed, backend, workers, errata, db, card_stats)
    del parts
    if record:
        from .replay import record_games

        result.replays = record_games(decks, rules, agents, seed, min(record, games), sets, errata)
    return result


def prepare_matchup(decks: Sequence[str | Deck], rules: RuleSet, card_sets: Sequence[Any] = (),
                    errata: Any = None) -> tuple[tuple[Deck, Deck], tuple[CardSet, ...], Errata, Any]:
    """The two decks as played (the rules' edition of a built-in deck, bans applied), validated (R2), with
    the loaded card sets, the errata and the card database they make."""
    sets = load_card_sets(card_sets)
    errata = Errata.from_dict(errata)
    db = errata.database(database_with(sets))
    pair = tuple(errata.apply_to_deck(_resolve_deck(d, rules), db) for d in decks)
    for deck in pair:
        validate_deck(deck, db, rules=rules)
    warn_unscripted(db, pair)
    return pair, sets, errata, db  # type: ignore[return-value]


def make_result(parts: list[np.ndarray], decks: tuple[Deck, Deck], rules: RuleSet, agents: tuple[str, str],
                seed: int, elapsed: float, backend: str, workers: int, errata: Errata, db: Any,
                card_stats: bool = False) -> SimResult:
    """A SimResult from the batch loop's result arrays of one matchup, in game order."""
    res = np.concatenate(parts) if parts else np.zeros(0, dtype=CARD_STATS_DTYPE if card_stats else RESULT_DTYPE)
    result = SimResult(
        decks=(decks[0].name, decks[1].name), agents=agents, rules=rules, seed=seed, elapsed=elapsed,
        backend=backend, workers=workers, winner=res["winner"].copy(), first_player=res["first_player"].copy(),
        turns=res["turns"].copy(), end_reason=res["end_reason"].copy(), life_a=res["life0"].copy(),
        life_b=res["life1"].copy(), actions=res["actions"].copy(), deck_lists=decks, errata=errata or None,
    )
    if card_stats:
        result.card_marks = res[["drawn", "used", "resolved"]].copy()
        result.instance_ids = tuple(tuple(db.card_at(row).id for row in deck.rows(db)) for deck in decks)
        result.card_names = {cid: db[cid].name for ids in result.instance_ids for cid in ids}
    return result


def _run(backend: str, workers: int, job: tuple, chunks: Iterator[tuple[int, int]],
         progress: Callable[[int], None] | None) -> list[np.ndarray]:
    """Every chunk's results, in game order. At most ``2 * workers`` chunks are in flight."""
    return run_tasks(backend, workers, ((count, _chunk_args(job, (first, count))) for first, count in chunks),
                     progress)


def run_tasks(backend: str, workers: int, tasks: Iterator[tuple[int, tuple]],
              progress: Callable[[int], None] | None = None) -> list[np.ndarray]:
    """``run_chunk(*args)`` of every ``(games, args)`` task, results in task order, on ``backend``.

    Tasks are drawn lazily and at most ``2 * workers`` are in flight; ``progress`` gets the games done so
    far. ``pybs.meta`` sends the chunks of many matchups through one pool this way.
    """
    if backend == "inline" or (backend == "process" and workers == 1):
        parts = []
        done = 0
        for count, args in tasks:  # KeyboardInterrupt lands here, between nogil calls
            parts.append(run_chunk(*args))
            done += count
            if progress:
                progress(done)
        return parts
    if backend == "process":
        return _run_pool(workers, tasks, progress)
    return _run_ray(workers, tasks, progress)


def _chunk_args(job: Sequence, chunk: tuple[int, int]) -> tuple:
    """run_chunk's arguments: (decks, rules, agents, seed), the chunk, then card sets, errata, card_stats."""
    return (*job[:4], *chunk, *job[4:])


def _ignore_sigint() -> None:
    # A worker leaves Ctrl-C to the parent, which terminates the pool (no worker tracebacks).
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _collect(window: deque, submit: Callable[[], None], fetch: Callable[[Any], np.ndarray],
             progress: Callable[[int], None] | None) -> list[np.ndarray]:
    """Take finished chunks from the front of ``window`` in order, topping it up as it drains."""
    parts = []
    done = 0
    while window:
        count, handle = window.popleft()
        parts.append(fetch(handle))
        submit()
        done += count
        if progress:
            progress(done)
    return parts


def _run_pool(workers: int, tasks: Iterator[tuple[int, tuple]],
              progress: Callable[[int], None] | None) -> list[np.ndarray]:
    import multiprocessing as mp

    ctx = mp.get_context("fork" if "fork" in mp.get_all_start_methods() else "spawn")
    pool = ctx.Pool(workers, initializer=_ignore_sigint)
    window: deque = deque()

    def submit() -> None:
        task = next(tasks, None)
        if task is not None:
            window.append((task[0], pool.apply_async(run_chunk, task[1])))

    try:
        for _ in range(2 * workers):
            submit()
        parts = _collect(window, submit, lambda pending: pending.get(), progress)
        pool.close()
    except BaseException:
        pool.terminate()  # Ctrl-C or a failed chunk: stop every worker now, not after its chunk
        raise
    finally:
        pool.join()
    return parts


def _run_ray(workers: int, tasks: Iterator[tuple[int, tuple]],
             progress: Callable[[int], None] | None) -> list[np.ndarray]:
    try:
        import ray
    except ImportError:
        raise PybsError('the ray backend needs Ray: pip install "pybs[ray]"') from None
    if not ray.is_initialized():
        ray.init(num_cpus=workers, include_dashboard=False, log_to_driver=False)
    remote = ray.remote(run_chunk)
    window: deque = deque()

    def submit() -> None:
        task = next(tasks, None)
        if task is not None:
            window.append((task[0], remote.remote(*task[1])))

    def fetch(ref: Any) -> np.ndarray:
        while not ray.wait([ref], timeout=0.1)[0]:  # short waits keep Ctrl-C responsive
            pass
        return ray.get(ref)

    try:
        for _ in range(2 * workers):
            submit()
        return _collect(window, submit, fetch, progress)
    except BaseException:
        # force=True kills the workers running these chunks; the Ray instance itself stays up
        # for the next run, as after a finished one (shutting it down takes over a second)
        for _, ref in window:
            ray.cancel(ref, force=True)
        raise
