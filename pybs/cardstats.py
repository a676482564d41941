"""Per-card statistics of a simulation run (``simulate(..., card_stats=True)``, ``pybs simulate --card-stats``).

The batch loop records, per game and seat, bit masks over the card instances that were in the hand at some
point between two actions ("drawn": the opening hand, draws, cards an effect put in the hand), that their
player chose to use ("used": summoned, deployed, used as Magic, Advented, set as a Burst or Mirage, Accel,
an activated effect, Awaken) and whose abilities started resolving ("resolved"). This module turns them into
one row per card and deck: how often each happened, and the deck's win rate in the games where the card was
drawn, not drawn and used, with Wilson 95% intervals, split by going first and second.

Win rates when drawn are associations, not causes: a card drawn late is drawn mostly in long games, and a
card used is used mostly when its player is doing well (docs/SIMULATION.md).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from .stats import wilson_interval

CARD_FIELDS = ("drawn", "used", "resolved")


def _rate(hits: np.ndarray, among: np.ndarray) -> tuple[float | None, list[float], int]:
    """Share of ``hits`` among the games ``among``, its interval and the number of such games."""
    n = int(among.sum())
    wins = int((hits & among).sum())
    return (wins / n if n else None), list(wilson_interval(wins, n)), n


def card_rows(marks: np.ndarray, instance_ids: Sequence[Sequence[str]], names: dict[str, str],
              deck_names: Sequence[str], winner: np.ndarray, first_player: np.ndarray) -> list[dict[str, Any]]:
    """One row per deck (seat 0 = deck A, seat 1 = deck B) and distinct card id, in deck order.

    ``marks`` is the batch loop's ``CARD_STATS_DTYPE`` array (or anything with ``drawn``, ``used`` and
    ``resolved`` fields of shape (games, 2)); ``instance_ids[seat][i]`` is the card id of instance i.
    """
    games = int(winner.shape[0])
    rows: list[dict[str, Any]] = []
    for seat, ids in enumerate(instance_ids):
        won = winner == seat
        first = first_player == seat
        fields = {name: marks[name][:, seat] if games else np.zeros(0, np.uint64) for name in CARD_FIELDS}
        for card_id in dict.fromkeys(ids):
            mask = np.uint64(sum(1 << i for i, cid in enumerate(ids) if cid == card_id))
            hit = {name: (fields[name] & mask) != 0 for name in CARD_FIELDS}
            row: dict[str, Any] = {
                "deck": deck_names[seat], "seat": "AB"[seat], "card_id": card_id, "name": names.get(card_id, ""),
                "copies": sum(1 for cid in ids if cid == card_id), "games": games,
            }
            for name in CARD_FIELDS:
                row[f"{name}_rate"] = float(hit[name].mean()) if games else 0.0
            for label, among in (("drawn", hit["drawn"]), ("not_drawn", ~hit["drawn"]), ("used", hit["used"]),
                                 ("drawn_first", hit["drawn"] & first), ("drawn_second", hit["drawn"] & ~first)):
                rate, ci, n = _rate(won, among)
                row[f"win_rate_{label}"] = rate
                row[f"win_rate_{label}_ci95"] = ci
                row[f"games_{label}"] = n
            rows.append(row)
    return rows


COLUMNS = ("deck", "seat", "card_id", "name", "copies", "games", "drawn_rate", "used_rate", "resolved_rate",
           "win_rate_drawn", "win_rate_drawn_ci95", "games_drawn", "win_rate_not_drawn", "win_rate_not_drawn_ci95",
           "games_not_drawn", "win_rate_used", "win_rate_used_ci95", "games_used", "win_rate_drawn_first",
           "win_rate_drawn_first_ci95", "games_drawn_first", "win_rate_drawn_second", "win_rate_drawn_second_ci95",
           "games_drawn_second")


def flat_columns(rows: Sequence[dict[str, Any]]) -> dict[str, list]:
    """The rows as columns for CSV and Parquet: every interval split into ``_lo`` and ``_hi``."""
    out: dict[str, list] = {}
    for key in COLUMNS:
        if key.endswith("_ci95"):
            stem = key[: -len("_ci95")]
            out[f"{stem}_lo"] = [row[key][0] for row in rows]
            out[f"{stem}_hi"] = [row[key][1] for row in rows]
        else:
            out[key] = [row[key] for row in rows]
    return out


__all__ = ["CARD_FIELDS", "COLUMNS", "card_rows", "flat_columns"]
