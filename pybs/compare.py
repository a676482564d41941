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

from .carddb import load_default
from .decks import Deck
from .errata import Errata
from .errors import CardVariantError, PybsError, RuleSetError
from .rules import RuleSet
from .simulate import SimResult, prepare_matchup, simulate
from .stats import Z95


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
        row: dict[str, Any] = {"variant": self.name, "overrides": json_overrides(self.overrides)}
        if r.errata:
            row["cards"] = r.errata.to_dict()
        row.update((key, summary[key]) for key in shared)
        row["decks"] = list(r.decks)
        row["deck_lists"] = summary.get("deck_lists", [])
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
            row["decks_changed"] = r.deck_lists != b.deck_lists
        return row

    def deck_warning(self) -> str | None:
        """A warning when this variant played other deck lists than the base for another reason than its own
        bans (an edition's lists: a built-in name resolved under other deck rules)."""
        if self.base is None or self.result.deck_lists == self.base.deck_lists:
            return None
        errata = self.result.errata
        if errata and errata.banned() and self.base.deck_lists and self.result.deck_lists == tuple(
                errata.apply_to_deck(deck, load_default()) for deck in self.base.deck_lists):
            return None  # the ban is the change under study
        changed = [f"{old.name} ({old.size}) -> {new.name} ({new.size})" if old.name != new.name or
                   old.size != new.size else f"{new.name}: other cards"
                   for old, new in zip(self.base.deck_lists or (), self.result.deck_lists or ()) if old != new]
        return (f"variant {self.name!r} plays other deck lists than the base ({'; '.join(changed)}): its deltas "
                "mix the rule change with the deck change; pin the base lists with --pin-decks (pin_decks=True)")


@dataclass
class CompareResult:
    """The base run and every variant, in the order given."""

    decks: tuple[str, str]
    seed: int
    games: int
    reports: list[VariantReport] = field(default_factory=list)
    sweep: str | None = None  # the field a sweep varies (``sweep_variants``); its plot is sweep.png

    def rows(self) -> list[dict[str, Any]]:
        return [rep.row() for rep in self.reports]

    def warnings(self) -> list[str]:
        """One line per variant that played other deck lists than the base."""
        return [w for w in (rep.deck_warning() for rep in self.reports) if w]

    def summary(self) -> dict[str, Any]:
        out = {"decks": list(self.decks), "seed": self.seed, "games": self.games, "variants": self.rows(),
               "warnings": self.warnings()}
        if self.sweep:
            out["sweep"] = self.sweep
        return out

    def plot(self, directory: str | Path) -> list[Path]:
        """Write the paired win-rate change, game-length (and for a sweep, the change against the swept
        value) PNGs into ``directory``; returns their paths."""
        from .plots import plot_comparison

        return plot_comparison(self, Path(directory))


def json_overrides(overrides: Mapping[str, Any]) -> dict[str, Any]:
    """A variant's overrides, JSON-ready (card variants as ``{card_id: {field: value}}``)."""
    return {k: (Errata.from_dict(v).to_dict() if k == "cards" else v) for k, v in overrides.items()}


def _variant_name(overrides: Mapping[str, Any]) -> str:
    parts = [f"{k}={v}" for k, v in overrides.items() if k != "cards"]
    if overrides.get("cards"):
        parts.append(Errata.from_dict(overrides["cards"]).name())
    return ", ".join(parts) or "base"


def split_variant(name: str, overrides: Mapping[str, Any], base: RuleSet) -> tuple[RuleSet, Errata]:
    """A variant's RuleSet (``base`` with its field overrides) and its card variants (key ``"cards"``)."""
    fields = dict(overrides)
    cards = fields.pop("cards", None)
    try:
        rules = base.replace(**fields)
    except RuleSetError as exc:
        raise RuleSetError(f"variant {name!r}: {exc}") from None
    try:
        errata = Errata.from_dict(cards)
    except CardVariantError as exc:
        raise CardVariantError(f"variant {name!r}: {exc}") from None
    return rules, errata


def sweep_values(field: str, text: str) -> list[Any]:
    """The values of a sweep: ``3..8`` (integers, both ends included) or a list ``3/5/7``; each is checked
    as ``field``'s ``--set`` value would be."""
    if ".." in text:
        lo_text, _, hi_text = text.partition("..")
        try:
            lo, hi = int(lo_text), int(hi_text)
        except ValueError:
            raise RuleSetError(f"{field}: a sweep range is two integers, LOW..HIGH, got {text!r}") from None
        if hi < lo or hi - lo >= MAX_SWEEP:
            raise RuleSetError(f"{field}: sweep {text!r} must run upwards over at most {MAX_SWEEP} values")
        items = [str(v) for v in range(lo, hi + 1)]
    else:
        items = [v for v in text.split("/") if v.strip()]
    values = [RuleSet.parse_override(f"{field}={item}")[1] for item in items]
    if len(values) > MAX_SWEEP:
        raise RuleSetError(f"{field}: a sweep runs at most {MAX_SWEEP} values, got {len(values)}")
    return values


MAX_SWEEP = 64  # values in one sweep: each is a full run of games


def sweep_variants(field: str, values: Sequence[Any], fixed: Mapping[str, Any] | None = None) -> dict[str, dict]:
    """One variant per value of ``field`` (named ``field=value``), each with the ``fixed`` overrides too."""
    return {f"{field}={value}": {**(fixed or {}), field: value} for value in values}


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
    pin_decks: bool = False,
    sweep: str | None = None,
) -> CompareResult:
    """Play the same seeded games under ``base`` and each variant.

    Parameters
    ----------
    base:
        The base RuleSet (or field overrides of the default one; None = the default).
    variants:
        Field overrides per variant, e.g. ``[{"start_life": 6}]``, or a mapping of
        variant names to overrides. The key ``"cards"`` holds card variants (``pybs.errata``:
        ``{"cards": {"BSS01-047": {"cost": 5}}}`` or ``--card`` texts). Every variant is validated
        before any game runs: an unknown field or a bad value raises RuleSetError or CardVariantError.
    decks, games, seed, agents, workers, backend, card_sets:
        As for ``pybs.simulate.simulate``.
    pin_decks:
        Play the base rules' deck lists under every variant. By default a built-in deck name is
        resolved under each variant's rules, so an edition variant (``bss``) plays that edition's
        lists; the rows name the lists played and ``warnings()`` says where they differ.
    sweep:
        The field the variants sweep (``sweep_variants``), for the sweep plot.

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
    rule_sets = [split_variant(name, overrides, base_rules) for name, overrides in named]
    if len(decks) != 2:
        raise PybsError("decks must be a pair")
    played = tuple(decks)
    if pin_decks:
        played = prepare_matchup(decks, base_rules, card_sets)[0]
    for (name, _), (rules, errata) in zip(named, rule_sets):  # every variant's decks, before any game
        try:
            prepare_matchup(played, rules, card_sets, errata)
        except PybsError as exc:
            raise type(exc)(f"variant {name!r}: {exc}") from None
    runs = [simulate(played[0], played[1], games, seed, agents, base_rules, workers, backend, card_sets=card_sets)]
    runs += [simulate(played[0], played[1], games, seed, agents, rs, workers, backend, card_sets=card_sets,
                      errata=errata) for rs, errata in rule_sets]
    out = CompareResult(decks=runs[0].decks, seed=runs[0].seed, games=games, sweep=sweep)
    out.reports.append(VariantReport("base", {}, runs[0]))
    for (name, overrides), run in zip(named, runs[1:]):
        out.reports.append(VariantReport(name, overrides, run, base=runs[0]))
    return out
