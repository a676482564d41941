"""The ``pybs`` command line (also ``python -m pybs``).

Every user error (unknown deck, bad ``--set``, invalid values, unreadable files) prints one
line ``pybs: error: ...`` and exits with code 2, never a traceback. Ctrl-C prints
``pybs: interrupted`` and exits with code 130 (128 + SIGINT), leaving no partial ``--out``.
"""

from __future__ import annotations

import json
import sys
import warnings
from pathlib import Path
from typing import Any

import click

from . import __version__
from .agents import AGENT_NAMES, DEFAULT_BUDGET
from .cardinfo import warn_unscripted
from .cli_common import EXIT_USAGE, UserError, _db_with, _rules_from, cards_option, rules_option
from .cli_tools import cards_list, meta_cmd
from .errors import PybsError, PybsWarning
from .simulate import MAX_GAMES, MAX_WORKERS

EXIT_INTERRUPTED = 130  # the shell's convention for a process stopped by SIGINT
MAX_SEED = 2**64 - 1


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
@click.option("--card", "card_changes", multiple=True, metavar="ID.FIELD=VALUE",
              help="Play with a card variant (BSS01-047.cost=5, ...; see compare-rules --card); repeatable.")
@click.option("--card-stats", is_flag=True,
              help="Per-card statistics: drawn, used, effects resolved, win rate when drawn/used (both decks).")
@cards_option
def simulate(deck_a, deck_b, games, seed, agent_a, agent_b, workers, backend, preset, overrides, record, out,
             as_json, quiet, card_changes, card_stats, card_paths) -> None:
    """Play many games between two decks and report win rates."""
    from .errata import Errata
    from .output import print_card_stats, print_summary, progress_bar, write_card_stats, write_results
    from .simulate import simulate as run

    rules = _rules_from(overrides, preset)
    _check_out(out, record)
    with progress_bar(games, quiet or not sys.stderr.isatty()) as advance:
        result = run(deck_a, deck_b, games, seed, (agent_a, agent_b), rules, workers, backend,
                     record=record, progress=advance, card_sets=card_paths, errata=Errata.parse(card_changes),
                     card_stats=card_stats)
    summary = result.summary()
    if out is not None:
        write_results(result, out)
        summary["out"] = str(out)
        if card_stats and out.suffix != ".json":
            summary["card_stats_out"] = str(write_card_stats(summary["card_stats"], out))
    if as_json:
        click.echo(json.dumps(summary, indent=2))
    elif not quiet:
        print_summary(summary)
        if card_stats:
            print_card_stats(summary)


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



@cli.command("compare-rules")
@run_options(games_help="Games per variant.", min_games=1)
@rules_option
@click.option("--base", "base_overrides", multiple=True, metavar="KEY=VALUE", help="Override the base RuleSet.")
@click.option("--set", "variants", multiple=True, metavar="KEY=VALUE[,KEY=VALUE]",
              help="One variant per --set (several fields joined by commas, or a preset name such as bss); a sweep "
                   "start_life=3..8 or start_life=3,5,7 is one variant per value.")
@click.option("--card", "card_variants", multiple=True, metavar="ID.FIELD=VALUE[,...]",
              help="One card variant per --card: BSS01-047.cost=5, .reduction=red/red, .bp=3000/5000/8000, "
                   ".cores=1/3/5, .keywords=+swift/-confront, .banned=true or .banned=OTHER-ID.")
@click.option("--pin-decks", is_flag=True, help="Play the base rules' deck lists under every variant.")
@click.option("--plot", "plot_dir", type=click.Path(file_okay=False, path_type=Path), help="Write PNG plots here.")
@click.option("--json", "as_json", is_flag=True, help="Print the comparison as JSON on stdout.")
@click.option("--quiet", is_flag=True, help="No table.")
@cards_option
def compare_rules_cmd(deck_a, deck_b, games, seed, agent_a, agent_b, workers, backend, preset, base_overrides,
                      variants, card_variants, pin_decks, plot_dir, as_json, quiet, card_paths) -> None:
    """Play the same seeded games under the base rules and each variant; report paired deltas."""
    from .cli_tools import parse_variants
    from .compare import compare_rules
    from .output import print_comparison

    if not variants and not card_variants:
        raise UserError("compare-rules needs at least one variant: --set KEY=VALUE or --card ID.FIELD=VALUE")
    base = _rules_from(base_overrides, preset)
    parsed, sweep = parse_variants(variants, card_variants)
    result = compare_rules(base, parsed, (deck_a, deck_b), games, seed, (agent_a, agent_b), workers, backend,
                           card_sets=card_paths, pin_decks=pin_decks, sweep=sweep)
    summary = result.summary()
    for warning in summary["warnings"]:
        click.echo(f"pybs: warning: {warning}", err=True)
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
@cards_option
def arena(agents, decks, games, seed, ismcts_budget, preset, overrides, plot_dir, as_json, quiet, card_paths) -> None:
    """Play every agent pairing over every deck pairing (both seats): win-rate matrix and ratings."""
    from .arena import arena as run
    from .arena import parse_names, render
    from .output import progress_bar

    rules = _rules_from(overrides, preset)
    names = parse_names(agents, "--agents")
    deck_names = parse_names(decks, "--decks")
    total = len(names) * (len(names) - 1) * len(deck_names) ** 2 * games
    with progress_bar(total, quiet or not sys.stderr.isatty()) as advance:
        result = run(names, deck_names, games, seed, ismcts_budget, rules, progress=advance, card_sets=card_paths)
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
@click.option("--verbose", is_flag=True, help="Print the full game log (every event), not only the actions.")
@click.option("--viewer", default="spectator", show_default=True, type=click.Choice(["spectator", "0", "1"]),
              help="Whose view the full log shows: a player's (their hidden cards only) or the spectator's (all).")
@click.option("--json", "json_out", type=click.Path(dir_okay=False, path_type=Path), metavar="FILE",
              help="Write the full game log as JSON records to FILE ('-': standard output).")
@cards_option
def replay(file: Path, game: int | None, quiet: bool, verbose: bool, viewer: str, json_out: Path | None,
           card_paths: tuple[str, ...]) -> None:
    """Re-execute a replay, check every recorded outcome and print a turn-by-turn log.

    --verbose prints the full game log instead (docs/PLAY.md); --json writes it as records.
    A replay played with card sets needs them passed with --cards (checked against the recorded hashes
    before they run); a replay never loads code by itself.
    """
    from .replay import load_replay, verify_replay

    state, log = verify_replay(file, game, card_paths)
    if verbose or json_out is not None:
        from .gamelog import check_viewer, log_replay, text_lines

        who = check_viewer(viewer)
        entries = log_replay(load_replay(file, game), card_paths).entries(who)
        if json_out is not None:
            doc = json.dumps({"format": "pybs-gamelog", "version": 1, "viewer": who,
                              "entries": [e.to_dict() for e in entries]}, indent=1)
            if str(json_out) == "-":
                click.echo(doc)
                return
            json_out.write_text(doc)
        log = text_lines(entries) if verbose else log
    if not quiet:
        for line in log:
            click.echo(line)
    click.echo(f"verified: {len(log)} log lines, final hash {state.hash():016x}")


# -- play and view (the browser board, pip install "pybs[play]") -----------------------------

@cli.command()
@click.option("--deck", default="ST01", show_default=True, help="Your deck: a built-in name or a deck file.")
@click.option("--opponent-deck", default="ST02", show_default=True, help="The other seat's deck.")
@click.option("--seat", default=0, show_default=True, type=click.IntRange(0, 1), help="Your seat (0 or 1).")
@click.option("--opponent", default="greedy", show_default=True, type=click.Choice(AGENT_NAMES),
              help="The agent at the other seat.")
@click.option("--budget", default=DEFAULT_BUDGET, show_default=True, type=click.IntRange(1, 1_000_000),
              help="ISMCTS rollouts per decision (--opponent ismcts).")
@click.option("--hot-seat", is_flag=True, help="Two people on this machine: both seats are played in the browser.")
@click.option("--practice/--no-practice", default=True, show_default=True, help="Allow undo to your last decision.")
@click.option("--seed", default=None, type=click.IntRange(0, MAX_SEED), help="Seed of the deal (default: random).")
@rules_option
@click.option("--set", "overrides", multiple=True, metavar="KEY=VALUE", help="Override a RuleSet field.")
@click.option("--port", default=None, type=click.IntRange(1, 65535), help="Port on 127.0.0.1 (default: a free one).")
@click.option("--no-browser", is_flag=True, help="Do not open a browser; print the address only.")
@cards_option
def play(deck, opponent_deck, seat, opponent, budget, hot_seat, practice, seed, preset, overrides, port, no_browser,
         card_paths) -> None:
    """Play a game in the browser against a built-in agent (or hot-seat), with the full log."""
    import random

    from .game import Game
    from .play import PlaySession
    from .play.server import serve

    rules = _rules_from(overrides, preset)
    decks = (deck, opponent_deck) if seat == 0 else (opponent_deck, deck)
    game = Game(decks, rules=rules, card_sets=card_paths)
    seed = random.getrandbits(32) if seed is None else seed
    humans = frozenset({0, 1}) if hot_seat else frozenset({seat})
    session = PlaySession(game, seed, humans, opponent, budget, practice)
    serve(session, port, not no_browser, echo=click.echo, query=f"?seat={seat}")


@cli.command()
@click.argument("file", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--game", type=click.IntRange(min=0), metavar="K", help="In a simulate --out file: the game index.")
@click.option("--viewer", default="spectator", show_default=True, type=click.Choice(["spectator", "0", "1"]),
              help="Whose view to start from (the page can switch).")
@click.option("--port", default=None, type=click.IntRange(1, 65535), help="Port on 127.0.0.1 (default: a free one).")
@click.option("--no-browser", is_flag=True, help="Do not open a browser; print the address only.")
@cards_option
def view(file: Path, game: int | None, viewer: str, port: int | None, no_browser: bool,
         card_paths: tuple[str, ...]) -> None:
    """Step through a recorded game (a replay) in the browser, forward and back, with the full log."""
    from .gamelog import log_replay
    from .play import ViewSession
    from .play.server import serve
    from .replay import load_replay, verify_replay

    verify_replay(file, game, card_paths)
    data = load_replay(file, game)
    session = ViewSession(log_replay(data, card_paths), data)
    serve(session, port, not no_browser, echo=click.echo, query=f"?viewer={viewer}")


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

    db = _db_with(card_paths)
    deck = load_deck_file(path, db)
    validate_deck(deck, db, rules=_rules_from(overrides, preset))
    click.echo(f"{path}: valid ({deck.size} cards)")
    warn_unscripted(db, [deck])  # legal, but part of it plays as vanilla


# -- cards ---------------------------------------------------------------------------------

@cli.group()
def cards() -> None:
    """Look up cards."""


@cards.command("show")
@click.argument("card_id")
@click.option("--json", "as_json", is_flag=True, help="Print the facts as JSON.")
@cards_option
def cards_show(card_id: str, as_json: bool, card_paths: tuple[str, ...]) -> None:
    """Show one card: stats, levels, keywords, script status, where its script lives, and what it does in our
    own words (never the printed text)."""
    from .cli_tools import show_card

    show_card(card_id, as_json, card_paths)


@cards.command("coverage")
@click.option("--json", "as_json", is_flag=True, help="Print the report as JSON.")
@cards_option
def cards_coverage(as_json: bool, card_paths: tuple[str, ...]) -> None:
    """Per set: cards scripted, compiled without the callback, vanilla by design, unimplemented."""
    from .carddb import load_default
    from .effects.coverage import COUNTS, coverage, summed

    report = coverage(_db_with(card_paths))
    totals = summed(report, ("",))
    starters = summed(report, ("ST",))
    boosters = summed(report, ("BSS01", "BSS02", "BSS03"))
    # the real card pool: the built-in sets but the example cards and the tokens (which no deck holds)
    real = summed({name: row for name, row in report.items() if name in set(load_default().sets())
                   and name not in ("EXAMPLES", "TOKENS")}, ("",))
    if as_json:
        click.echo(json.dumps({"sets": report, "total": totals, "real_pool": real, "starters": starters,
                               "BSS01-BSS03": boosters}, indent=2))
        return
    click.echo(f"{'set':<9}" + "".join(f"{key:>15}" for key in COUNTS))
    for name, row in list(report.items()) + [("total", totals)]:
        click.echo(f"{name:<9}" + "".join(f"{row[key]:>15}" for key in COUNTS))
    for label, row in (("real card pool", real), ("starter decks ST01-ST07", starters),
                       ("booster sets BSS01-BSS03", boosters)):
        click.echo(f"{label}: {row['scripted']}/{row['cards']} scripted, {row['compiled']} compiled without the "
                   f"callback, {row['vanilla']} vanilla by design")


@cards.command("search")
@click.argument("text")
@cards_option
def cards_search(text: str, card_paths: tuple[str, ...]) -> None:
    """Find cards whose name contains TEXT."""
    low = text.lower()
    hits = [c for c in _db_with(card_paths).cards if low in c.name.lower()]
    for card in hits:
        click.echo(f"{card.id}  {card.name}  ({card.type.name.lower()}, cost {card.cost})")
    if not hits:
        raise UserError(f"no card name contains {text!r}")


cli.add_command(meta_cmd)  # the toolkit's commands (pybs.cli_tools)
cards.add_command(cards_list)


def main(argv: list[str] | None = None) -> int:
    """Entry point: run the CLI, turning every user error into one line and exit code 2."""
    args = sys.argv[1:] if argv is None else list(argv)
    try:
        # not cli.main(): it turns Ctrl-C into Abort after printing a blank line
        with cli.make_context("pybs", args) as ctx, warnings.catch_warnings():
            warnings.simplefilter("always", PybsWarning)
            warnings.showwarning = _show_warning
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


def _show_warning(message, category, filename, lineno, file=None, line=None) -> None:
    """pybs's own warnings as one line each (``pybs: warning: ...``); others as Python prints them."""
    if issubclass(category, PybsWarning):
        click.echo(f"pybs: warning: {message}", err=True)
    else:
        sys.stderr.write(warnings.formatwarning(message, category, filename, lineno, line))


def _one_line(exc: BaseException) -> str:
    text: Any = exc.args[0] if isinstance(exc, KeyError) and exc.args else str(exc)
    return " ".join(str(text).split())


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
