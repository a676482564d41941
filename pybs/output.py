"""Terminal output for the CLI: progress bars, summary tables, result files."""

from __future__ import annotations

import contextlib
import csv
import json
import os
import uuid
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table

from .errors import PybsError


@contextlib.contextmanager
def progress_bar(total: int, quiet: bool) -> Iterator[Callable[[int], None]]:
    """Yield a callback taking games done; shows a live bar (games, games/s, ETA) unless quiet."""
    if quiet or total == 0:
        yield lambda done: None
        return
    columns = (
        TextColumn("[bold]games"), BarColumn(), MofNCompleteColumn(),
        TextColumn("{task.fields[rate]}"), TimeRemainingColumn(),
    )  # fmt: skip
    with Progress(*columns, console=Console(stderr=True), transient=True) as progress:
        task = progress.add_task("simulate", total=total, rate="")

        def advance(done: int) -> None:
            speed = progress.tasks[0].speed
            progress.update(task, completed=done, rate=f"{speed:,.0f} games/s" if speed else "")

        yield advance


def _wide_console() -> Console:
    """A console for the wide tables: the terminal's width, or 160 columns when the output is not a terminal
    (a file or a pipe), so tables keep one line per row."""
    console = Console()
    return console if console.is_terminal else Console(width=160)


def _pct(rate: float, ci: list[float]) -> str:
    return f"{100 * rate:5.1f}%  [{100 * ci[0]:.1f}, {100 * ci[1]:.1f}]"


def print_summary(summary: dict[str, Any]) -> None:
    """A human-readable table of a simulation summary."""
    table = Table(title=f"{summary['decks'][0]} vs {summary['decks'][1]}: {summary['games']:,} games")
    table.add_column("measure")
    table.add_column("value", justify="right")
    wins = summary["wins"]
    table.add_row(f"{summary['decks'][0]} wins (A)", f"{wins['a']:,}  {_pct(summary['win_rate_a'], summary['win_rate_a_ci95'])}")
    table.add_row(f"{summary['decks'][1]} wins (B)", f"{wins['b']:,}  {_pct(summary['win_rate_b'], summary['win_rate_b_ci95'])}")
    table.add_row("draws", f"{wins['draw']:,}")
    table.add_row("truncated (no result)", f"{summary['truncated']:,}  ({100 * summary['truncated_rate']:.1f}%)")
    table.add_row("first player wins", _pct(summary["first_player_win_rate"], summary["first_player_win_rate_ci95"]))
    table.add_row("turns (mean / median)", f"{summary['turns_mean']:.1f} / {summary['turns_median']:.0f}")
    table.add_row("turn cap reached", f"{summary['turn_cap_games']:,}")
    table.add_row("games/s", f"{summary['games_per_s']:,.0f} ({summary['backend']}, {summary['workers']} workers)")
    Console().print(table)


def _delta(row: dict[str, Any], key: str, scale: float = 100.0, unit: str = " pts") -> str:
    if f"{key}_delta" not in row:
        return "-"
    lo, hi = row[f"{key}_delta_ci95"]
    return f"{scale * row[key + '_delta']:+.1f}{unit} [{scale * lo:+.1f}, {scale * hi:+.1f}]"


def print_comparison(summary: dict[str, Any]) -> None:
    """A table of compare_rules: per variant, rates with intervals and paired deltas."""
    table = Table(title=f"{summary['decks'][0]} vs {summary['decks'][1]}: {summary['games']:,} paired games per variant")
    for name in ("variant", "A wins [95% CI]", "Δ A wins (paired)", "1st player wins", "Δ 1st player",
                 "turns", "Δ turns"):
        table.add_column(name, justify="left" if name == "variant" else "right", no_wrap=name != "variant",
                         overflow="fold",
                         min_width=min(30, max(len(r["variant"]) + 2 for r in summary["variants"]))
                         if name == "variant" else None)
    played = []
    for row in summary["variants"]:
        lists = row.get("deck_lists") or []
        played.append(f"  {row['variant']}: " + " vs ".join(f"{d['name']} ({d['size']} cards)" for d in lists)
                      + ("  <- not the base's lists" if row.get("decks_changed") else ""))
        table.add_row(
            row["variant"] + (" *" if row.get("decks_changed") else ""),
            _pct(row["win_rate_a"], row["win_rate_a_ci95"]),
            _delta(row, "win_rate_a"),
            _pct(row["first_player_win_rate"], row["first_player_win_rate_ci95"]),
            _delta(row, "first_player_win_rate"),
            f"{row['turns_mean']:.2f}",
            _delta(row, "turns_mean", scale=1.0, unit=""),
        )
    console = _wide_console()
    console.print(table)
    console.print("decks played:", highlight=False)
    for line in played:
        console.print(line, highlight=False, soft_wrap=True)


def write_results(result, path: Path) -> None:
    """Write per-game results: .json (summary + arrays), .csv (one row per game), .parquet.

    The file is written under a temporary name in the same folder and renamed into place
    only when complete, so an interrupted or failed write never leaves a partial ``path``.
    """
    if path.suffix not in (".json", ".csv", ".parquet"):
        raise PybsError(f"--out must end in .json, .csv or .parquet, got {path.name!r}")
    # a fresh name beside the target (same file system, so the rename is atomic)
    tmp = path.with_name(f".{path.name}.{uuid.uuid4().hex[:12]}.part")
    try:
        _write(result, path.suffix, tmp)
        os.replace(tmp, path)
    except OSError as exc:
        raise PybsError(f"cannot write {path}: {exc.strerror or exc}") from None
    finally:
        tmp.unlink(missing_ok=True)


def _write(result, suffix: str, path: Path) -> None:
    if suffix == ".json":
        data = {"summary": result.summary(), "games": {k: v.tolist() for k, v in result.columns().items()}}
        if result.replays:
            data["replays"] = result.replays
        path.write_text(json.dumps(data))
    elif suffix == ".csv":
        cols = result.columns()
        with path.open("w", newline="") as fh:
            writer = csv.writer(fh)
            writer.writerow(cols)
            writer.writerows(zip(*(v.tolist() for v in cols.values())))
    else:
        try:
            import pyarrow.parquet as pq
        except ImportError:
            raise PybsError('writing .parquet needs pyarrow: pip install "pybs[data]"') from None
        pq.write_table(result.to_arrow(), path)


def print_card_stats(summary: dict[str, Any]) -> None:
    """The per-card table of ``simulate --card-stats``: one row per deck (A, B) and card."""
    decks = summary["decks"]
    table = Table(title=f"Per-card statistics: A = {decks[0]}, B = {decks[1]}; win rate of the card's deck "
                        "[95% Wilson interval]")
    for name in ("deck", "card", "copies", "drawn", "used", "resolved", "win drawn", "not drawn", "used: win",
                 "drawn, 1st", "drawn, 2nd"):
        table.add_column(name, justify="left" if name in ("deck", "card") else "right", no_wrap=True,
                         max_width=30 if name == "card" else None, overflow="ellipsis")

    def rate(row: dict[str, Any], key: str) -> str:
        value = row[f"win_rate_{key}"]
        if value is None:
            return "-"
        lo, hi = row[f"win_rate_{key}_ci95"]
        return f"{100 * value:.0f}% [{100 * lo:.0f}, {100 * hi:.0f}]"

    for row in summary["card_stats"]:
        table.add_row(row["seat"], f"{row['card_id']} {row['name']}", str(row["copies"]),
                      f"{100 * row['drawn_rate']:.0f}%", f"{100 * row['used_rate']:.0f}%",
                      f"{100 * row['resolved_rate']:.0f}%", rate(row, "drawn"), rate(row, "not_drawn"),
                      rate(row, "used"), rate(row, "drawn_first"), rate(row, "drawn_second"))
    _wide_console().print(table)


def write_card_stats(rows: list[dict[str, Any]], out: Path) -> Path:
    """The per-card rows beside a .csv or .parquet ``--out``: ``NAME.cards.csv`` / ``NAME.cards.parquet``."""
    from .cardstats import flat_columns

    path = out.with_name(f"{out.stem}.cards{out.suffix}")
    write_table(flat_columns(rows), path)
    return path


def write_table(columns: dict[str, Any], path: Path) -> None:
    """Columns as .csv or .parquet, or ``{"json": data}`` as .json; written atomically like write_results."""
    tmp = path.with_name(f".{path.name}.{uuid.uuid4().hex[:12]}.part")
    try:
        if path.suffix == ".json":
            tmp.write_text(json.dumps(columns["json"], indent=1))
        elif path.suffix == ".csv":
            with tmp.open("w", newline="") as fh:
                writer = csv.writer(fh)
                writer.writerow(columns)
                writer.writerows(zip(*columns.values()))
        else:
            try:
                import pyarrow as pa
                import pyarrow.parquet as pq
            except ImportError:
                raise PybsError('writing .parquet needs pyarrow: pip install "pybs[data]"') from None
            pq.write_table(pa.table(columns), tmp)
        os.replace(tmp, path)
    except OSError as exc:
        raise PybsError(f"cannot write {path}: {exc.strerror or exc}") from None
    finally:
        tmp.unlink(missing_ok=True)


def print_meta(summary: dict[str, Any]) -> None:
    """Each variant's win-rate matrix (row deck against column deck, both seats) and field means; for a
    variant, each cell's and mean's paired change from the base."""
    decks = summary["decks"]
    for variant in summary["variants"]:
        paired = variant["variant"] != "base"
        title = (f"{variant['variant']}: the row deck's win rate against the column deck, "
                 f"{2 * summary['games']:,} games per cell (both seats)")
        if paired:
            title += "; (Δ) = paired change from the base, percentage points"
        _wide_console().print(title, highlight=False)
        table = Table()
        table.add_column("deck")
        for name in decks:
            table.add_column(name, justify="right")
        table.add_column("field mean [95% CI]" + (" / Δ [95% CI]" if paired else ""), justify="right")
        for row, mean in zip(variant["matrix"], variant["field_mean"]):
            cells = []
            for cell in row:
                if cell is None:
                    cells.append("-")
                elif paired:
                    cells.append(f"{100 * cell['win_rate']:.0f}% ({100 * cell['delta']:+.1f})")
                else:
                    cells.append(f"{100 * cell['win_rate']:.0f}%")
            text = _pct(mean["win_rate"], mean["ci95"]).strip()
            if paired:
                lo, hi = mean["delta_ci95"]
                text += f" / {100 * mean['delta']:+.1f} [{100 * lo:+.1f}, {100 * hi:+.1f}]"
            table.add_row(mean["deck"], *cells, text)
        _wide_console().print(table)
    for warning in summary.get("warnings", []):
        Console(stderr=True).print(f"pybs: warning: {warning}")
    for path in summary.get("plots", []):
        Console().print(f"plot: {path}")
    Console().print(f"{summary['total_games']:,} games in {summary['elapsed_s']:.1f} s "
                    f"({summary['games_per_s']:,.0f} games/s, {summary['backend']}, {summary['workers']} workers)")
