"""The ``pybs`` command line (also ``python -m pybs``).

Every user error (unknown deck, bad ``--set``, invalid values, unreadable files) prints one
line ``pybs: error: ...`` and exits with code 2, never a traceback. Ctrl-C prints
``pybs: interrupted`` and exits with code 130 (128 + SIGINT), leaving no partial ``--out``.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

import click

from . import __version__
from .agents import AGENT_NAMES, DEFAULT_BUDGET
from .errors import PybsError
from .rules import PRESETS, RuleSet
from .simulate import MAX_GAMES, MAX_WORKERS

EXIT_USAGE = 2
EXIT_INTERRUPTED = 130  # the shell's convention for a process stopped by SIGINT
MAX_SEED = 2**64 - 1


class UserError(click.ClickException):
    exit_code = EXIT_USAGE


def _rules_from(overrides: tuple[str, ...], preset: str | None = None) -> RuleSet:
    """The RuleSet of ``--rules PRESET`` (default: RuleSet()) with ``--set`` overrides on top."""
    pairs = _unique_overrides(RuleSet.parse_override(text) for text in overrides)
    base = RuleSet() if preset is None else RuleSet.preset(preset)
    return base.replace(**pairs)


rules_option = click.option(
    "--rules", "preset", type=click.Choice(sorted(PRESETS)), default=None,
    help="Start from a named edition of the rules (default: RuleSet(); see docs/RULESET.md).")


cards_option = click.option(
    "--cards", "card_paths", multiple=True, metavar="PATH",
    help="Add a user card set: a directory with cards.json (and scripts.py) or a card file; repeatable "
         "(docs/CARDSETS.md).")


def _db_with(card_paths: tuple[str, ...]):
    """The built-in card database plus the ``--cards`` sets."""
    from .cardsets import database_with

    return database_with(card_paths)


def run_options(games_help: str, min_games: int):
    """The options simulate and compare-rules share: decks, games, seed, agents, workers, backend."""
    options = [
        click.option("--deck-a", default="ST01", show_default=True, help="Built-in deck name or deck file (seat 0)."),
        click.option("--deck-b", default="ST02", show_default=True, help="Built-in deck name or deck file (seat 1)."),
        click.option("--games", default=10_000, show_default=True, type=click.IntRange(min_games, MAX_GAMES),
                     help=games_help),
        click.option("--seed", default=0, show_default=True, type=click.IntRange(0, MAX_SEED),
                     help="Master seed (0..2**64-1)."),
        click.option("--agent-a", default="greedy", show_default=True, type=click.Choice(AGENT_NAMES)),
        click.option("--agent-b", default="greedy", show_default=True, type=click.Choice(AGENT_NAMES)),
        click.option("--workers", default=None, type=click.IntRange(min=1, max=MAX_WORKERS),
                     help=f"Worker processes, 1..{MAX_WORKERS}, never more than the chunks of games "
                          "(default: all cores)."),
        click.option("--backend", default="process", show_default=True, type=click.Choice(["process", "inline", "ray"])),
    ]

    def decorate(fn):
        for option in reversed(options):
            fn = option(fn)
        return fn

    return decorate


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="pybs")
def cli() -> None:
    """pybs: a fast, faithful Battle Spirits rules engine."""


# -- simulate ------------------------------------------------------------------------------

@cli.command()
@run_options(games_help="Games to play.", min_games=0)
@rules_option
@click.option("--set", "overrides", multiple=True, metavar="KEY=VALUE", help="Override a RuleSet field.")
@click.option("--record", default=0, show_default=True, type=click.IntRange(min=0),
              help="Record the first N games as replays (needs --out FILE.json).")
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path),
              help="Write results (.json, .csv, .parquet); replays go into .json.")
@click.option("--json", "as_json", is_flag=True, help="Print the summary as JSON on stdout.")
@click.option("--quiet", is_flag=True, help="No progress bar and no table.")
@cards_option
def simulate(deck_a, deck_b, games, seed, agent_a, agent_b, workers, backend, preset, overrides, record, out,
             as_json, quiet, card_paths) -> None:
    """Play many games between two decks and report win rates."""
    from .output import print_summary, progress_bar, write_results
    from .simulate import simulate as run

    rules = _rules_from(overrides, preset)
    _check_out(out, record)
    with progress_bar(games, quiet or not sys.stderr.isatty()) as advance:
        result = run(deck_a, deck_b, games, seed, (agent_a, agent_b), rules, workers, backend,
                     record=record, progress=advance, card_sets=card_paths)
    summary = result.summary()
    if out is not None:
        write_results(result, out)
        summary["out"] = str(out)
    if as_json:
        click.echo(json.dumps(summary, indent=2))
    elif not quiet:
        print_summary(summary)


def _check_out(out: Path | None, record: int) -> None:
    """Refuse before any game is played what could only fail after the run."""
    if out is not None:
        if out.suffix not in (".json", ".csv", ".parquet"):
            raise UserError(f"--out must end in .json, .csv or .parquet, got {out.name!r}")
        folder = out.parent
        if not folder.is_dir():
            raise UserError(f"--out folder {str(folder)!r} does not exist")
    if record and (out is None or out.suffix != ".json"):
        raise UserError("--record needs --out FILE.json to keep the replays")


# -- compare-rules -------------------------------------------------------------------------

def _variant(text: str) -> dict[str, Any]:
    """One variant: a preset name (``bss``), ``key=value``, or several joined by commas."""
    out: dict[str, Any] = {}
    explicit = []
    for part in (p.strip() for p in text.split(",")):
        if part in PRESETS:
            out.update(PRESETS[part])
        elif part:
            explicit.append(RuleSet.parse_override(part))
    out.update(_unique_overrides(explicit))  # explicit fields win over a preset's
    return out


def _unique_overrides(pairs) -> dict[str, Any]:
    """Overrides as a dict; a field given twice is an error, not the last value silently."""
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise PybsError(f"{key}: field given twice ({out[key]!r} and {value!r}); give each field once")
        out[key] = value
    return out


@cli.command("compare-rules")
@run_options(games_help="Games per variant.", min_games=1)
@rules_option
@click.option("--base", "base_overrides", multiple=True, metavar="KEY=VALUE", help="Override the base RuleSet.")
@click.option("--set", "variants", multiple=True, required=True, metavar="KEY=VALUE[,KEY=VALUE]",
              help="One variant per --set (several fields joined by commas, or a preset name such as bss).")
@click.option("--plot", "plot_dir", type=click.Path(file_okay=False, path_type=Path), help="Write PNG plots here.")
@click.option("--json", "as_json", is_flag=True, help="Print the comparison as JSON on stdout.")
@click.option("--quiet", is_flag=True, help="No table.")
@cards_option
def compare_rules_cmd(deck_a, deck_b, games, seed, agent_a, agent_b, workers, backend, preset, base_overrides,
                      variants, plot_dir, as_json, quiet, card_paths) -> None:
    """Play the same seeded games under the base rules and each variant; report paired deltas."""
    from .compare import compare_rules
    from .output import print_comparison

    base = _rules_from(base_overrides, preset)
    parsed = {v.strip(): _variant(v) for v in variants}
    result = compare_rules(base, parsed, (deck_a, deck_b), games, seed, (agent_a, agent_b), workers, backend,
                           card_sets=card_paths)
    summary = result.summary()
    if plot_dir is not None:
        summary["plots"] = [str(p) for p in result.plot(plot_dir)]
    if as_json:
        click.echo(json.dumps(summary, indent=2))
    elif not quiet:
        print_comparison(summary)


# -- arena ---------------------------------------------------------------------------------

@cli.command()
@click.option("--agents", default="random,greedy,ismcts", show_default=True, metavar="NAME,NAME[,...]",
              help=f"Agents to pit against each other ({', '.join(AGENT_NAMES)}).")
@click.option("--decks", default="ST01,ST02", show_default=True, metavar="DECK,DECK[,...]",
              help="Built-in deck names or deck files; every ordered pairing is played.")
@click.option("--games", default=10, show_default=True, type=click.IntRange(1, MAX_GAMES),
              help="Games per agent pairing, deck pairing and seat order.")
@click.option("--seed", default=0, show_default=True, type=click.IntRange(0, MAX_SEED), help="Master seed.")
@click.option("--ismcts-budget", default=DEFAULT_BUDGET, show_default=True, type=click.IntRange(1, 1_000_000),
              help="ISMCTS rollouts per decision.")
@rules_option
@click.option("--set", "overrides", multiple=True, metavar="KEY=VALUE", help="Override a RuleSet field.")
@click.option("--plot", "plot_dir", type=click.Path(file_okay=False, path_type=Path),
              help="Write the win-rate heatmap PNG here.")
@click.option("--json", "as_json", is_flag=True, help="Print the results as JSON on stdout.")
@click.option("--quiet", is_flag=True, help="No progress bar and no table.")
def arena(agents, decks, games, seed, ismcts_budget, preset, overrides, plot_dir, as_json, quiet) -> None:
    """Play every agent pairing over every deck pairing (both seats): win-rate matrix and ratings."""
    from .arena import arena as run
    from .arena import parse_names, render
    from .output import progress_bar

    rules = _rules_from(overrides, preset)
    names = parse_names(agents, "--agents")
    deck_names = parse_names(decks, "--decks")
    total = len(names) * (len(names) - 1) * len(deck_names) ** 2 * games
    with progress_bar(total, quiet or not sys.stderr.isatty()) as advance:
        result = run(names, deck_names, games, seed, ismcts_budget, rules, progress=advance)
    summary = result.summary()
    if plot_dir is not None:
        summary["plots"] = [str(p) for p in result.plot(plot_dir)]
    if as_json:
        click.echo(json.dumps(summary, indent=2))
    elif not quiet:
        click.echo(render(summary))
        for path in summary.get("plots", []):
            click.echo(f"plot: {path}")


# -- replay --------------------------------------------------------------------------------

@cli.command()
@click.argument("file", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--game", type=click.IntRange(min=0), metavar="K",
              help="In a simulate --out file: the game index of the replay to check.")
@click.option("--quiet", is_flag=True, help="Only verify; do not print the log.")
@cards_option
def replay(file: Path, game: int | None, quiet: bool, card_paths: tuple[str, ...]) -> None:
    """Re-execute a replay, check every recorded outcome and print a turn-by-turn log.

    A replay played with card sets needs them passed with --cards (checked against the recorded hashes
    before they run); a replay never loads code by itself.
    """
    from .replay import verify_replay

    state, log = verify_replay(file, game, card_paths)
    if not quiet:
        for line in log:
            click.echo(line)
    click.echo(f"verified: {len(log)} log lines, final hash {state.hash():016x}")


# -- decks ---------------------------------------------------------------------------------

@cli.group()
def decks() -> None:
    """List, show and validate decks."""


@decks.command("list")
def decks_list() -> None:
    """List the built-in decks."""
    from .decks import builtin_decks

    for key, deck in builtin_decks().items():
        click.echo(f"{key}  {deck.name}  ({deck.size} cards)")


@decks.command("show")
@click.argument("name")
@cards_option
def decks_show(name: str, card_paths: tuple[str, ...]) -> None:
    """Show a deck list with card names."""
    from .decks import get_deck

    deck = get_deck(name)
    db = _db_with(card_paths)
    click.echo(f"# {deck.name} ({deck.size} cards)")
    for card_id, count in deck.entries:
        card = db[card_id]
        click.echo(f"{count} {card_id}  {card.name} ({card.type.name.lower()}, cost {card.cost})")


@decks.command("validate")
@click.argument("path")
@rules_option
@click.option("--set", "overrides", multiple=True, metavar="KEY=VALUE", help="Override a RuleSet field.")
@cards_option
def decks_validate(path: str, preset: str | None, overrides: tuple[str, ...], card_paths: tuple[str, ...]) -> None:
    """Check a deck file against R2."""
    from .decks import load_deck_file, validate_deck

    deck = load_deck_file(path)
    validate_deck(deck, _db_with(card_paths), rules=_rules_from(overrides, preset))
    click.echo(f"{path}: valid ({deck.size} cards)")


# -- cards ---------------------------------------------------------------------------------

@cli.group()
def cards() -> None:
    """Look up cards."""


@cards.command("show")
@click.argument("card_id")
@cards_option
def cards_show(card_id: str, card_paths: tuple[str, ...]) -> None:
    """Show one card's facts and where its script lives ("script": module, function and file; null when the
    card has no script and plays vanilla)."""
    from .effects.coverage import script_location

    db = _db_with(card_paths)
    card = db[card_id]
    click.echo(json.dumps({**card.to_dict(), "script": script_location(db, card.id)}, indent=2))


@cards.command("coverage")
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
@cards_option
def cards_coverage(as_json: bool, card_paths: tuple[str, ...]) -> None:
    """Per set: cards scripted, compiled without the callback, vanilla by design, unimplemented."""
    from .effects.coverage import COUNTS, coverage, summed

    report = coverage(_db_with(card_paths))
    totals = summed(report, ("",))
    starters = summed(report, ("ST",))
    boosters = summed(report, ("BSS01", "BSS02", "BSS03"))
    if as_json:
        click.echo(json.dumps({"sets": report, "total": totals, "starters": starters,
                               "BSS01-BSS03": boosters}, indent=2))
        return
    click.echo(f"{'set':<9}" + "".join(f"{key:>15}" for key in COUNTS))
    for name, row in list(report.items()) + [("total", totals)]:
        click.echo(f"{name:<9}" + "".join(f"{row[key]:>15}" for key in COUNTS))
    for label, row in (("starter decks ST01-ST07", starters), ("booster sets BSS01-BSS03", boosters)):
        click.echo(f"{label}: {row['scripted']}/{row['cards']} scripted, {row['compiled']} compiled without the "
                   f"callback, {row['vanilla']} vanilla by design")


@cards.command("search")
@click.argument("text")
def cards_search(text: str) -> None:
    """Find cards whose name contains TEXT."""
    from .carddb import load_default

    low = text.lower()
    hits = [c for c in load_default().cards if low in c.name.lower()]
    for card in hits:
        click.echo(f"{card.id}  {card.name}  ({card.type.name.lower()}, cost {card.cost})")
    if not hits:
        raise UserError(f"no card name contains {text!r}")


def main(argv: list[str] | None = None) -> int:
    """Entry point: run the CLI, turning every user error into one line and exit code 2."""
    args = sys.argv[1:] if argv is None else list(argv)
    try:
        # not cli.main(): it turns Ctrl-C into Abort after printing a blank line
        with cli.make_context("pybs", args) as ctx:
            cli.invoke(ctx)
    except KeyboardInterrupt:
        click.echo("pybs: interrupted", err=True)
        return EXIT_INTERRUPTED
    except click.exceptions.Exit as exc:
        return exc.exit_code
    except click.exceptions.Abort:
        click.echo("pybs: aborted", err=True)
        return 1
    except click.ClickException as exc:
        click.echo(f"pybs: error: {exc.format_message()}", err=True)
        return EXIT_USAGE
    except (PybsError, OSError) as exc:
        click.echo(f"pybs: error: {_one_line(exc)}", err=True)
        return EXIT_USAGE
    return 0


def _one_line(exc: BaseException) -> str:
    text: Any = exc.args[0] if isinstance(exc, KeyError) and exc.args else str(exc)
    return " ".join(str(text).split())


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
