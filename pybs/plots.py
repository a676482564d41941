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
    rates = np.array([row["win_rate_a"] for row in rows])
    lows = rates - np.array([row["win_rate_a_ci95"][0] for row in rows])
    highs = np.array([row["win_rate_a_ci95"][1] for row in rows]) - rates
    ax.errorbar(x, 100 * rates, yerr=100 * np.vstack([lows, highs]), fmt="o", capsize=6, color="tab:blue",
                label=f"{result.decks[0]} win rate (95% Wilson)")
    fp = np.array([row["first_player_win_rate"] for row in rows])
    fp_err = np.vstack([fp - np.array([r["first_player_win_rate_ci95"][0] for r in rows]),
                        np.array([r["first_player_win_rate_ci95"][1] for r in rows]) - fp])
    ax.errorbar(x + 0.12, 100 * fp, yerr=100 * fp_err, fmt="s", capsize=6, color="tab:orange",
                label="first player's win rate (95% Wilson)")
    ax.axhline(50, color="grey", linewidth=0.8, linestyle="--")
    ax.set_xticks(x, [textwrap.fill(n, 24, break_long_words=False) for n in names], fontsize=8)
    ax.set_ylabel("win rate (%)")
    ax.set_title(f"{result.decks[0]} vs {result.decks[1]}\n{result.games:,} paired games per variant", fontsize=10)
    ax.legend(loc="best", fontsize=8)
    fig.tight_layout()
    path = directory / "win_rate.png"
    fig.savefig(path, dpi=120)
    plt.close(fig)
    paths.append(path)

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
    fig, ax = plt.subplots(figsize=(2.0 + 1.9 * k, 1.2 + 1.5 * k))
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
    ax.set_title(f"Win rate of the row agent, 95% Wilson interval\n{', '.join(result.decks)}; "
                 f"{result.games_per_pairing} games per deck pairing and seat", fontsize=9)
    fig.colorbar(image, ax=ax, label="win rate (%)")
    fig.tight_layout()
    path = directory / "arena_win_rate.png"
    fig.savefig(path, dpi=120)
    plt.close(fig)
    return path
