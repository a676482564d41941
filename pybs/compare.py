"""compare_rules(): the same seeded games under several RuleSets, with paired statistics.

Game i of every variant uses the same seed, ``derive_seed(seed, i)``, so the deck order,
the first player and the agents' random streams start identical, and only the rule change
separates the runs. Win-rate deltas are therefore paired: their interval comes from the
per-game differences, which is far tighter than comparing two independent rates.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from .decks import Deck
from .errors import PybsError, RuleSetError
from .rules import RuleSet
from .simulate import Z95, SimResult, simulate


def paired_delta(variant: np.ndarray, base: np.ndarray, z: float = Z95) -> tuple[float, float, float]:
    """Mean of per-game differences and its normal 95% interval: (delta, low, high)."""
    diff = variant.astype(np.float64) - base.astype(np.float64)
    n = diff.size
    if n == 0:
        return (0.0, 0.0, 0.0)
    mean = float(diff.mean())
    if n == 1:
        return (mean, -1.0, 1.0)
    half = z * float(diff.std(ddof=1)) / math.sqrt(n)
    return (mean, mean - half, mean + half)


@dataclass
class VariantReport:
    """One RuleSet's numbers, and its differences from the base run."""

    name: str
    overrides: dict[str, Any]
    result: SimResult
    base: SimResult | None = None

    def row(self) -> dict[str, Any]:
        r = self.result
        wins_a = r.winner == 0
        fp = r.first_player_wins
        summary = r.summary()
        shared = ("games", "win_rate_a", "win_rate_a_ci95", "draw_rate", "first_player_win_rate",
                  "first_player_win_rate_ci95", "turns_mean", "turns_median", "turn_cap_games", "truncated")
        row: dict[str, Any] = {"variant": self.name, "overrides": self.overrides}
        row.update((key, summary[key]) for key in shared)
        if self.base is not None:
            b = self.base
            d, lo, hi = paired_delta(wins_a, b.winner == 0)
            row["win_rate_a_delta"] = d
            row["win_rate_a_delta_ci95"] = [lo, hi]
            d, lo, hi = paired_delta(fp, b.first_player_wins)
            row["first_player_win_rate_delta"] = d
            row["first_player_win_rate_delta_ci95"] = [lo, hi]
            d, lo, hi = paired_delta(r.turns, b.turns)
            row["turns_mean_delta"] = d
            row["turns_mean_delta_ci95"] = [lo, hi]
            row["paired"] = True
        return row


@dataclass
class CompareResult:
    """The base run and every variant, in the order given."""

    decks: tuple[str, str]
    seed: int
    games: int
    reports: list[VariantReport] = field(default_factory=list)

    def rows(self) -> list[dict[str, Any]]:
        return [rep.row() for rep in self.reports]

    def summary(self) -> dict[str, Any]:
        return {"decks": list(self.decks), "seed": self.seed, "games": self.games, "variants": self.rows()}

    def plot(self, directory: str | Path) -> list[Path]:
        """Write win-rate and game-length PNGs into ``directory``; returns their paths."""
        from .plots import plot_comparison

        return plot_comparison(self, Path(directory))


def _variant_name(overrides: Mapping[str, Any]) -> str:
    return ", ".join(f"{k}={v}" for k, v in overrides.items()) or "base"


def compare_rules(
    base: RuleSet | Mapping[str, Any] | None,
    variants: Sequence[Mapping[str, Any]] | Mapping[str, Mapping[str, Any]],
    decks: Sequence[str | Deck] = ("ST01", "ST02"),
    games: int = 10_000,
    seed: int = 0,
    agents: Sequence[str] = ("greedy", "greedy"),
    workers: int | None = None,
    backend: str = "process",
    card_sets: Sequence[Any] = (),
) -> CompareResult:
    """Play the same seeded games under ``base`` and each variant.

    Parameters
    ----------
    base:
        The base RuleSet (or field overrides of the default one; None = the default).
    variants:
        Field overrides per variant, e.g. ``[{"start_life": 6}]``, or a mapping of
        variant names to overrides. Every variant is validated before any game runs:
        an unknown field or a bad value raises RuleSetError.
    decks, games, seed, agents, workers, backend, card_sets:
        As for ``pybs.simulate.simulate``.

    Returns
    -------
    CompareResult
        ``rows()`` gives, per variant, win rate with a Wilson interval, the paired delta to
        the base with its interval, first-player advantage and game length.
    """
    if isinstance(base, RuleSet):
        base_rules = base
    else:
        base_rules = RuleSet.from_dict(base or {})
    pairs = list(variants.items()) if isinstance(variants, Mapping) else [(None, ov) for ov in variants]
    if not pairs:
        raise PybsError("compare_rules needs at least one variant")
    named = []
    for name, overrides in pairs:
        if not isinstance(overrides, Mapping):
            raise RuleSetError(f"variant {name or overrides!r}: overrides must be a mapping of field names to values")
        named.append((str(name) if name is not None else _variant_name(overrides), dict(overrides)))
    rule_sets = []
    for name, overrides in named:
        try:
            rule_sets.append(base_rules.replace(**overrides))
        except RuleSetError as exc:
            raise RuleSetError(f"variant {name!r}: {exc}") from None
    if len(decks) != 2:
        raise PybsError("decks must be a pair")
    runs = [simulate(decks[0], decks[1], games, seed, agents, base_rules, workers, backend, card_sets=card_sets)]
    runs += [simulate(decks[0], decks[1], games, seed, agents, rs, workers, backend, card_sets=card_sets)
             for rs in rule_sets]
    out = CompareResult(decks=runs[0].decks, seed=runs[0].seed, games=games)
    out.reports.append(VariantReport("base", {}, runs[0]))
    for (name, overrides), run in zip(named, runs[1:]):
        out.reports.append(VariantReport(name, overrides, run, base=runs[0]))
    return out
