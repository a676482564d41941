"""PNG plots for compare_rules and the arena (needs matplotlib: ``pip install "pybs[plot]"``)."""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import TYPE_CHECKING

import numpy as np

from .errors import PybsError

if TYPE_CHECKING:
    from .arena import ArenaResult
    from .compare import CompareResult


def _pyplot():
    try:
        import matplotlib

        matplotlib.use("Agg")  # files only, no display needed
        import matplotlib.pyplot as plt
    except ImportError:
        raise PybsError('plots need matplotlib: pip install "pybs[plot]"') from None
    return plt


def plot_comparison(result: CompareResult, directory: Path) -> list[Path]:
    """Two PNGs: win rate of deck A per variant with 95% intervals, and game lengths."""
    plt = _pyplot()
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise PybsError(f"cannot create plot directory {directory}: {exc.strerror or exc}") from None
    rows = result.rows()
    names = [row["variant"] for row in rows]
    x = np.arange(len(rows))
    paths = []

    fig, ax = plt.subplots(figsize=(max(6.0, 1.6 * len(rows)), 4.5))
    for offset, key, marker, colour, label in (
            (0.0, "win_rate_a", "o", "tab:blue", f"{result.decks[0]} win rate"),
            (0.12, "first_player_win_rate", "s", "tab:orange", "first player's win rate")):
        delta, low, high = _paired(rows, key)
        ax.errorbar(x + offset, 100 * delta, yerr=100 * np.vstack([delta - low, high - delta]), fmt=marker,
                    capsize=6, color=colour, label=f"change of {label} (paired 95% CI)")
    ax.axhline(0, color="grey", linewidth=0.8, linestyle="--")
    ax.set_xticks(x, [textwrap.fill(n, 24, break_long_words=False) for n in names], fontsize=8)
    ax.set_ylabel("change from the base (percentage points)")
    ax.set_title(f"{result.decks[0]} vs {result.decks[1]}\n{result.games:,} paired games per variant", fontsize=10)
    ax.legend(loc="best", fontsize=8)
    fig.tight_layout()
    path = directory / "win_rate.png"
    fig.savefig(path, dpi=120)
    plt.close(fig)
    paths.append(path)
    if result.sweep:
        paths.append(_plot_sweep(plt, result, directory))

    fig, ax = plt.subplots(figsize=(max(6.0, 1.6 * len(rows)), 4.5))
    turns = [rep.result.turns for rep in result.reports]
    top = int(max((t.max() for t in turns if t.size), default=1))
    low = int(min((t.min() for t in turns if t.size), default=1))
    bins = np.arange(low - 0.5, top + 1.5, 1.0)
    for name, t in zip(names, turns):
        ax.hist(t, bins=bins, histtype="step", linewidth=1.6, density=True,
                label=f"{name} (mean {t.mean():.1f})" if t.size else name)
    ax.set_xlabel("game length (turns)")
    ax.set_ylabel("share of games")
    ax.set_title(f"Game length per variant ({result.decks[0]} vs {result.decks[1]})", fontsize=10)
    ax.legend(loc="best", fontsize=8)
    fig.tight_layout()
    path = directory / "game_length.png"
    fig.savefig(path, dpi=120)
    plt.close(fig)
    paths.append(path)
    return paths


def _paired(rows: list[dict], key: str) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Each row's paired change of ``key`` and its interval (the base row: 0 and no interval)."""
    delta = np.array([row.get(f"{key}_delta", 0.0) for row in rows])
    low = np.array([row.get(f"{key}_delta_ci95", [0.0, 0.0])[0] for row in rows])
    high = np.array([row.get(f"{key}_delta_ci95", [0.0, 0.0])[1] for row in rows])
    return delta, low, high


def _plot_sweep(plt, result: CompareResult, directory: Path) -> Path:
    """The paired change of deck A's win rate (and the first player's) against the swept value."""
    rows = [row for row in result.rows()[1:] if result.sweep in row["overrides"]]
    values = np.array([float(row["overrides"][result.sweep]) for row in rows])
    fig, ax = plt.subplots(figsize=(7.0, 4.5))
    for key, marker, colour, label in (("win_rate_a", "o-", "tab:blue", f"{result.decks[0]} win rate"),
                                       ("first_player_win_rate", "s--", "tab:orange", "first player's win rate")):
        delta, low, high = _paired(rows, key)
        ax.errorbar(values, 100 * delta, yerr=100 * np.vstack([delta - low, high - delta]), fmt=marker,
                    capsize=5, color=colour, label=f"change of {label} (paired 95% CI)")
    ax.axhline(0, color="grey", linewidth=0.8, linestyle="--")
    ax.set_xlabel(result.sweep)
    ax.set_ylabel("change from the base (percentage points)")
    ax.set_title(f"Sweep of {result.sweep}: {result.decks[0]} vs {result.decks[1]}\n"
                 f"{result.games:,} paired games per value", fontsize=10)
    if np.all(values == np.round(values)):
        ax.set_xticks(values)
    ax.legend(loc="best", fontsize=8)
    fig.tight_layout()
    path = directory / "sweep.png"
    fig.savefig(path, dpi=120)
    plt.close(fig)
    return path


def plot_arena(result: ArenaResult, directory: Path) -> Path:
    """A heatmap of the arena: the row agent's win rate against the column agent, with 95% intervals."""
    plt = _pyplot()
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise PybsError(f"cannot create plot directory {directory}: {exc.strerror or exc}") from None
    names = result.agents
    k = len(names)
    rates = np.full((k, k), np.nan)
    for i in range(k):
        for j in range(k):
            if i != j and result.games[i, j]:
                rates[i, j] = result.win_rate(i, j)[0]
    width_in = 2.0 + 1.9 * k
    fig, ax = plt.subplots(figsize=(width_in, 1.2 + 1.5 * k))
    image = ax.imshow(100 * rates, cmap="RdYlGn", vmin=0, vmax=100)
    ratings = result.ratings()
    for i in range(k):
        for j in range(k):
            if i == j:
                ax.text(j, i, "-", ha="center", va="center", color="grey")
                continue
            rate, (lo, hi) = result.win_rate(i, j)
            ax.text(j, i, f"{100 * rate:.0f}%\n[{100 * lo:.0f}, {100 * hi:.0f}]", ha="center", va="center",
                    fontsize=8)
    ax.set_xticks(range(k), names)
    ax.set_yticks(range(k), [f"{n} ({ratings[n]:.0f})" for n in names])
    ax.set_xlabel("opponent")
    ax.set_ylabel("agent (Bradley-Terry rating)")
    # wrapped to the figure's width (about 11 characters per inch at 9 pt), so a long deck list is not cut
    columns = max(30, int(11 * width_in))
    details = textwrap.fill(f"{', '.join(result.decks)}; {result.games_per_pairing} games per deck pairing "
                            "and seat", columns)
    ax.set_title(f"Win rate of the row agent, 95% Wilson interval\n{details}", fontsize=9)
    fig.colorbar(image, ax=ax, label="win rate (%)")
    fig.tight_layout()
    path = directory / "arena_win_rate.png"
    fig.savefig(path, dpi=120, bbox_inches="tight")  # nothing drawn outside the canvas is cut
    plt.close(fig)
    return path


def plot_meta(result, directory: Path) -> list[Path]:
    """Heatmaps of a meta matrix: each variant's win rate (row deck against column deck, both seats) with its
    field mean, and each variant's paired change from the base."""
    plt = _pyplot()
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise PybsError(f"cannot create plot directory {directory}: {exc.strerror or exc}") from None
    summary = result.summary()
    decks = summary["decks"]
    paths = []
    for k, variant in enumerate(summary["variants"]):
        paired = k > 0
        for kind in (("rate", "delta") if paired else ("rate",)):
            values = np.full((len(variant["matrix"]), len(decks)), np.nan)
            for r, row in enumerate(variant["matrix"]):
                for c, cell in enumerate(row):
                    if cell is not None:
                        values[r, c] = 100 * (cell["win_rate"] if kind == "rate" else cell["delta"])
            fig, ax = plt.subplots(figsize=(2.5 + 1.1 * len(decks), 1.4 + 0.7 * len(variant["matrix"])))
            if kind == "rate":
                image = ax.imshow(values, cmap="RdYlGn", vmin=0, vmax=100, aspect="auto")
            else:
                span = max(1.0, float(np.nanmax(np.abs(values))) if np.isfinite(values).any() else 1.0)
                image = ax.imshow(values, cmap="coolwarm", vmin=-span, vmax=span, aspect="auto")
            for r in range(values.shape[0]):
                for c in range(values.shape[1]):
                    text = "-" if np.isnan(values[r, c]) else (f"{values[r, c]:.0f}%" if kind == "rate"
                                                               else f"{values[r, c]:+.1f}")
                    ax.text(c, r, text, ha="center", va="center", fontsize=8)
            means = variant["field_mean"]
            labels = [f"{m['deck']} ({100 * m['win_rate']:.0f}%)" if kind == "rate"
                      else f"{m['deck']} ({100 * m['delta']:+.1f})" for m in means]
            ax.set_xticks(range(len(decks)), decks, rotation=45, ha="right", fontsize=8)
            ax.set_yticks(range(len(labels)), labels, fontsize=8)
            ax.set_xlabel("opponent")
            ax.set_ylabel("deck (field mean)")
            what = "win rate (%)" if kind == "rate" else "paired change from the base (points)"
            ax.set_title(f"{variant['variant']}: {what}\n{2 * summary['games']:,} games per cell, both seats",
                         fontsize=9)
            fig.colorbar(image, ax=ax, label=what)
            fig.tight_layout()
            path = directory / f"meta_{k:02d}_{kind}.png"
            fig.savefig(path, dpi=110)
            plt.close(fig)
            paths.append(path)
    return paths
