"""Meta matrices and gauntlets: every pairing of a field of decks, both seats, under one or more rule variants.

    result = meta(["BSS-RED", "BSS-BLUE", "BSS-GREEN"], games=2000, seed=1, rules=RuleSet.preset("bss"),
                  variants={"life 4": {"start_life": 4}})
    print(result.summary()["variants"][0]["field_mean"])

For decks i and j, ``games`` games are played with i in seat 0 and j in seat 1, and ``games`` more with j in
seat 0, so a cell (i, j) is deck i's win rate over 2 * ``games`` games and a seat advantage cancels out. A
deck's field mean is its win rate over every game it played (each opponent weighs the same). A gauntlet is
one deck against a list (``gauntlet``): only its row is played.

Every matchup of every variant is the same seeded games as in the base: matchup (i in seat 0, j in seat 1)
uses master seed ``derive_seed(seed, i * n + j)``, whatever the variant, so a variant's change of a cell or of
a field mean is a paired difference (``pybs.compare.paired_delta``). All matchups of a run go through one pool
of the simulate backends (``pybs.simulate.run_tasks``: inline, process or Ray).
"""

from __future__ import annotations

import fnmatch
import glob
import os
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from bscore.rng import py_derive_seed

from .compare import json_overrides, paired_delta, split_variant
from .decks import Deck, builtin_decks
from .errors import DeckError, PybsError
from .rules import RuleSet
from .simulate import (
    AGENTS,
    BACKENDS,
    MAX_GAMES,
    MAX_WORKERS,
    SimResult,
    _check_seed,
    _chunk_size,
    _chunks,
    check_budget,
    deck_json,
    make_result,
    prepare_matchup,
    run_tasks,
    wilson_interval,
)

MAX_DECKS = 64  # a field of 64 decks is 4,032 matchups per variant


def expand_decks(specs: Sequence[str | Deck] | str) -> list[str | Deck]:
    """Deck names, files and globs: ``BSS-*`` matches built-in names, ``decks/*.txt`` files; commas separate."""
    if isinstance(specs, str):
        specs = [specs]
    out: list[str | Deck] = []
    for spec in specs:
        if isinstance(spec, Deck):
            out.append(spec)
            continue
        for part in (p.strip() for p in str(spec).split(",")):
            if not part:
                continue
            if any(ch in part for ch in "*?["):
                names = [n for n in builtin_decks() if fnmatch.fnmatch(n, part.upper())]
                files = sorted(glob.glob(os.path.expanduser(part)))
                if not names and not files:
                    raise DeckError(f"deck pattern {part!r} matches no built-in deck and no file")
                out.extend(names + files)
            else:
                out.append(part)
    return out


@dataclass
class MetaVariant:
    """One variant's matchups: ``results[(i, j)]`` is deck i in seat 0 against deck j in seat 1."""

    name: str
    overrides: dict[str, Any]
    rules: RuleSet
    results: dict[tuple[int, int], SimResult] = field(default_factory=dict)

    def won(self, i: int, j: int) -> np.ndarray:
        """Per game of cell (i, j), both seats: deck i won (i's seat-0 games first)."""
        return np.concatenate([self.results[(i, j)].winner == 0, self.results[(j, i)].winner == 1])


@dataclass
class MetaResult:
    """The base run and every variant over the same decks, pairings and seeded games."""

    decks: list[str]
    rows: list[int]  # the decks whose rows were played (every deck; a gauntlet: its deck)
    games: int
    seed: int
    agents: tuple[str, str]
    variants: list[MetaVariant]
    elapsed: float = 0.0
    backend: str = "process"
    workers: int = 1

    def pairs(self) -> list[tuple[int, int]]:
        """The cells (i, j) played: a row deck against every other deck."""
        return [(i, j) for i in self.rows for j in range(len(self.decks)) if i != j]

    def cell(self, variant: MetaVariant, i: int, j: int, base: MetaVariant | None = None) -> dict[str, Any]:
        """Deck i's results against deck j over both seats, and its paired change from ``base``."""
        won = variant.won(i, j)
        wins, n = int(won.sum()), int(won.size)
        out: dict[str, Any] = {"deck": self.decks[i], "opponent": self.decks[j], "games": n, "wins": wins,
                               "win_rate": wins / n if n else 0.0, "ci95": list(wilson_interval(wins, n))}
        if base is not None:
            d, lo, hi = paired_delta(won, base.won(i, j))
            out.update(delta=d, delta_ci95=[lo, hi])
        return out

    def deck_mean(self, variant: MetaVariant, i: int, base: MetaVariant | None = None) -> dict[str, Any]:
        """Deck i's win rate over the whole field (every opponent weighs the same), and its paired change."""
        others = [j for j in range(len(self.decks)) if j != i]
        won = np.concatenate([variant.won(i, j) for j in others])
        wins, n = int(won.sum()), int(won.size)
        out: dict[str, Any] = {"deck": self.decks[i], "games": n, "win_rate": wins / n if n else 0.0,
                               "ci95": list(wilson_interval(wins, n))}
        if base is not None:
            d, lo, hi = paired_delta(won, np.concatenate([base.won(i, j) for j in others]))
            out.update(delta=d, delta_ci95=[lo, hi])
        return out

    def summary(self) -> dict[str, Any]:
        """Per variant: the matrix (row deck's win rate against the column deck), field means, the deck lists
        played, and for variants the paired change of every cell and mean."""
        base = self.variants[0]
        out_variants = []
        for v in self.variants:
            against = None if v is base else base
            matrix = [[None if i == j else self.cell(v, i, j, against) for j in range(len(self.decks))]
                      for i in self.rows]
            lists = {}
            for (i, j), res in v.results.items():
                lists.setdefault(self.decks[i], deck_json(res.deck_lists[0]))
                lists.setdefault(self.decks[j], deck_json(res.deck_lists[1]))
            entry = {"variant": v.name, "overrides": json_overrides(v.overrides), "matrix": matrix,
                     "field_mean": [self.deck_mean(v, i, against) for i in self.rows],
                     "deck_lists": [lists[name] for name in self.decks if name in lists]}
            if v is not base:
                entry["decks_changed"] = [name for name in self.decks if lists.get(name) != _lists(base, self)
                                          .get(name)]
            out_variants.append(entry)
        total = sum(r.games for v in self.variants for r in v.results.values())
        return {"decks": list(self.decks), "rows": [self.decks[i] for i in self.rows], "games": self.games,
                "seed": self.seed, "agents": list(self.agents), "variants": out_variants,
                "warnings": self.warnings(), "total_games": total, "elapsed_s": self.elapsed,
                "games_per_s": total / self.elapsed if self.elapsed > 0 else float("inf"),
                "backend": self.backend, "workers": self.workers}

    def warnings(self) -> list[str]:
        """Variants that played other deck lists than the base (an edition's lists, a ban)."""
        base = _lists(self.variants[0], self)
        out = []
        for v in self.variants[1:]:
            changed = [name for name, lst in _lists(v, self).items() if base.get(name) != lst]
            if changed:
                out.append(f"variant {v.name!r} plays other deck lists than the base for {', '.join(changed)}: "
                           "its changes mix the rule change with the deck change; pin the base lists with "
                           "--pin-decks (pin_decks=True)")
        return out

    def long_rows(self) -> list[dict[str, Any]]:
        """One row per variant and cell (and per deck's field mean, opponent ``*field*``): for CSV and Parquet."""
        base = self.variants[0]
        out = []
        for v in self.variants:
            against = None if v is base else base
            cells = [self.cell(v, i, j, against) for i, j in self.pairs()]
            cells += [{**self.deck_mean(v, i, against), "opponent": "*field*"} for i in self.rows]
            for c in cells:
                delta = c.get("delta_ci95", [None, None])
                out.append({"variant": v.name, "deck": c["deck"], "opponent": c["opponent"], "games": c["games"],
                            "win_rate": c["win_rate"], "win_rate_lo": c["ci95"][0], "win_rate_hi": c["ci95"][1],
                            "delta": c.get("delta"), "delta_lo": delta[0], "delta_hi": delta[1]})
        return out

    def plot(self, directory: str | Path) -> list[Path]:
        """Heatmap PNGs: each variant's win-rate matrix, and each variant's paired change (needs matplotlib)."""
        from .plots import plot_meta

        return plot_meta(self, Path(directory))


def _lists(variant: MetaVariant, result: MetaResult) -> dict[str, Any]:
    lists: dict[str, Any] = {}
    for (i, j), res in variant.results.items():
        lists.setdefault(result.decks[i], deck_json(res.deck_lists[0]))
        lists.setdefault(result.decks[j], deck_json(res.deck_lists[1]))
    return lists


def _label(deck: str | Deck) -> str:
    return deck.name if isinstance(deck, Deck) else (Path(deck).stem if os.sep in deck or "." in deck else deck)


def meta(
    decks: Sequence[str | Deck] | str,
    games: int = 1000,
    seed: int = 0,
    agents: Sequence[str] = ("greedy", "greedy"),
    rules: RuleSet | None = None,
    variants: Mapping[str, Mapping[str, Any]] | Sequence[Mapping[str, Any]] = (),
    workers: int | None = None,
    backend: str = "process",
    card_sets: Sequence[Any] = (),
    pin_decks: bool = False,
    gauntlet: str | Deck | None = None,
    progress: Callable[[int], None] | None = None,
    ismcts_budget: int | None = None,
) -> MetaResult:
    """Play every pairing of ``decks`` (both seats, ``games`` games each way) under ``rules`` and each variant.

    ``decks`` are built-in names, deck files or globs (``expand_decks``). ``variants`` are as for
    ``compare_rules`` (RuleSet field overrides, and card variants under the key ``"cards"``). With
    ``gauntlet`` (a deck), only that deck's row is played: the deck against every deck of ``decks``.
    ``pin_decks`` plays the base rules' lists under every variant (else each variant resolves built-in names
    in its own edition, and ``warnings()`` says where the lists differ). ``ismcts_budget``: rollouts per
    decision of an "ismcts" seat (a small budget makes an ISMCTS field affordable; docs/SIMULATION.md). Raises PybsError (or a subclass naming
    the field, the deck or the variant) before any game if an input is bad.
    """
    rules = RuleSet() if rules is None else rules
    if not isinstance(rules, RuleSet):
        raise PybsError(f"rules must be a RuleSet, got {type(rules).__name__}")
    if type(games) is not int or not 1 <= games <= MAX_GAMES:
        raise PybsError(f"games must be an integer in 1..{MAX_GAMES:,}, got {games!r}")
    agents = tuple(agents)
    if len(agents) != 2 or any(a not in AGENTS for a in agents):
        raise PybsError(f"agents must be two of {sorted(AGENTS)}, got {agents!r}")
    if backend not in BACKENDS:
        raise PybsError(f"backend must be one of {', '.join(BACKENDS)}, got {backend!r}")
    seed = _check_seed(seed)
    check_budget(ismcts_budget)
    field_decks = expand_decks(decks)
    if gauntlet is not None:  # "--gauntlet BSS-RED --decks 'BSS-*'": the deck does not meet itself
        field_decks = [d for d in field_decks if _label(d) != _label(gauntlet)]
    entries = ([gauntlet] if gauntlet is not None else []) + field_decks
    if len(entries) < 2 or len(entries) > MAX_DECKS:
        raise PybsError(f"a meta matrix needs 2..{MAX_DECKS} decks, got {len(entries)}")
    names = [_label(d) for d in entries]
    if len(set(names)) != len(names):
        dup = next(n for n in names if names.count(n) > 1)
        raise DeckError(f"deck {dup!r} is listed twice; each deck of the field once")
    named = list(variants.items()) if isinstance(variants, Mapping) else [(None, v) for v in variants]
    from .compare import _variant_name

    specs = [MetaVariant("base", {}, rules)]
    errata_of = [None]
    for name, overrides in named:
        if not isinstance(overrides, Mapping):
            raise PybsError(f"variant {name or overrides!r}: overrides must be a mapping of field names to values")
        label = str(name) if name is not None else _variant_name(overrides)
        variant_rules, errata = split_variant(label, overrides, rules)
        specs.append(MetaVariant(label, dict(overrides), variant_rules))
        errata_of.append(errata)
    rows = [0] if gauntlet is not None else list(range(len(entries)))
    pairs = [(i, j) for i in rows for j in range(len(entries)) if i != j]
    pairs += [(j, i) for i, j in pairs if (j, i) not in pairs]
    pinned: dict[int, Deck] = {}
    if pin_decks:
        for k, deck in enumerate(entries):
            pinned[k] = prepare_matchup((deck, deck), rules, card_sets)[0][0]
    matchups = []  # (variant, pair, decks, sets, errata, db)
    for v, errata in zip(specs, errata_of):
        for i, j in pairs:
            chosen = (pinned.get(i, entries[i]), pinned.get(j, entries[j]))
            try:
                prepared = prepare_matchup(chosen, v.rules, card_sets, errata)
            except PybsError as exc:
                raise type(exc)(f"variant {v.name!r}: {exc}") from None
            matchups.append((v, (i, j), *prepared))
    if backend == "inline":
        workers = 1
    elif workers is None:
        workers = os.cpu_count() or 1
    if type(workers) is not int or not 1 <= workers <= MAX_WORKERS:
        raise PybsError(f"field 'workers' must be in 1..{MAX_WORKERS}, got {workers!r}")
    size = _chunk_size(games, workers, backend, None)
    n = len(entries)
    pair_seed = {pair: py_derive_seed(seed, pair[0] * n + pair[1]) for pair in pairs}

    def tasks():
        for v, pair, played, sets, errata, _db in matchups:
            job = (played, v.rules, agents, pair_seed[pair], sets, errata or None, False, ismcts_budget)
            for first, count in _chunks(games, size):
                yield count, (*job[:4], first, count, *job[4:])

    started = time.perf_counter()
    parts = run_tasks(backend, workers, tasks(), progress)
    elapsed = time.perf_counter() - started
    per = -(-games // size)
    for k, (v, pair, played, _sets, errata, db) in enumerate(matchups):
        v.results[pair] = make_result(parts[k * per:(k + 1) * per], played, v.rules, agents, pair_seed[pair],
                                      elapsed, backend, workers, errata, db)
    return MetaResult(decks=names, rows=rows, games=games, seed=seed, agents=agents, variants=specs,
                      elapsed=elapsed, backend=backend, workers=workers)


def gauntlet(deck: str | Deck, field: Sequence[str | Deck] | str, games: int = 1000, **options: Any) -> MetaResult:
    """``deck`` against every deck of ``field``, both seats (``meta`` with ``gauntlet=deck``)."""
    return meta(field, games, gauntlet=deck, **options)


__all__ = ["MetaResult", "MetaVariant", "expand_decks", "gauntlet", "meta"]
