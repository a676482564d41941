"""The deck builder's and designer's commands: ``pybs meta``, ``pybs cards list``, the ``cards show`` layout, and
the variant syntax compare-rules and meta share (rule fields, presets, sweeps, card variants).

Registered on the ``pybs`` group by ``pybs.cli``; every user error is a ``PybsError`` or ``UserError`` (one
line, exit code 2).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import click

from .cli_common import UserError, _db_with, _rules_from, cards_option, rules_option
from .errata import Errata, is_card_change
from .errors import PybsError, RuleSetError
from .rules import PRESETS, RuleSet

# -- the variant syntax -------------------------------------------------------------------------------


def parse_variant(text: str) -> tuple[list[tuple[str, dict[str, Any]]], str | None]:
    """One ``--set`` text as variants: ``start_life=6``, several fields joined by commas, a preset name
    (``bss``), card changes (``BSS01-047.cost=5``), and at most one swept field: ``start_life=3..8`` or
    ``start_life=3,5,7`` (one variant per value). Returns ``[(name, overrides)]`` and the swept field or None.
    """
    items: list[list[str]] = []
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        if "=" in part or part in PRESETS or not items:
            items.append([part])
        else:
            items[-1].append(part)  # "start_life=3,5,7": a further value of the field before it
    fixed: dict[str, Any] = {}
    explicit: dict[str, Any] = {}
    card_texts: list[str] = []
    sweep: tuple[str, list[Any]] | None = None
    for item in items:
        head = item[0]
        if head in PRESETS and len(item) == 1:
            fixed.update(PRESETS[head])
            continue
        if is_card_change(head):
            if len(item) > 1:
                raise RuleSetError(f"{head}: a card change takes one value (join list values with '/')")
            card_texts.append(head)
            continue
        key = head.partition("=")[0].strip()
        raw = head.partition("=")[2].strip()
        if len(item) > 1 or ".." in raw:
            from .compare import sweep_values

            if key in RuleSet.field_names() and sweep is not None:
                raise RuleSetError(f"{key}: one swept field per --set (already sweeping {sweep[0]})")
            values = sweep_values(key, "/".join([raw, *item[1:]])) if len(item) > 1 else sweep_values(key, raw)
            if key not in RuleSet.field_names():
                RuleSet.parse_override(head)  # names the unknown field
            sweep = (key, values)
            continue
        k, v = RuleSet.parse_override(head)
        if k in explicit:
            raise PybsError(f"{k}: field given twice ({explicit[k]!r} and {v!r}); give each field once")
        explicit[k] = v
    fixed.update(explicit)  # explicit fields win over a preset's
    if card_texts:
        fixed["cards"] = Errata.parse(card_texts)
    if sweep is None:
        return [(_name(text, fixed), fixed)], None
    field, values = sweep
    rest = _name("", fixed)
    return [(f"{field}={value}" + (f", {rest}" if rest else ""), {**fixed, field: value}) for value in values], field


def _name(text: str, overrides: dict[str, Any]) -> str:
    if text.strip():
        return text.strip()
    parts = [f"{k}={v}" for k, v in overrides.items() if k != "cards"]
    if overrides.get("cards"):
        parts.append(overrides["cards"].name())
    return ", ".join(parts)


def parse_variants(set_texts: tuple[str, ...], card_texts: tuple[str, ...]) -> tuple[dict[str, dict], str | None]:
    """Every ``--set`` (rule variants, sweeps) and ``--card`` (one card variant each) as named variants."""
    out: dict[str, dict] = {}
    sweep = None
    for text in set_texts:
        variants, swept = parse_variant(text)
        sweep = sweep or swept
        out.update(variants)
    for text in card_texts:
        out[text.strip()] = {"cards": Errata.parse(text)}
    return out, sweep


card_option = click.option(
    "--card", "card_variants", multiple=True, metavar="ID.FIELD=VALUE[,...]",
    help="A card variant: BSS01-047.cost=5, .reduction=red/red, .bp=3000/5000/8000, .cores=1/3/5, "
         ".keywords=+swift/-confront, .banned=true or .banned=OTHER-ID; commas join changes of one variant.")
pin_option = click.option("--pin-decks", is_flag=True,
                          help="Play the base rules' deck lists under every variant (no edition switch).")


# -- pybs meta ------------------------------------------------------------------------------------------

@click.command("meta")
@click.option("--decks", "deck_specs", required=True, multiple=True, metavar="DECK,DECK[,...]",
              help="Built-in names, deck files or globs (BSS-*, decks/*.txt); commas separate; repeatable.")
@click.option("--gauntlet", metavar="DECK", help="Play only this deck against every deck of --decks.")
@click.option("--games", default=1000, show_default=True, type=click.IntRange(1, 100_000_000),
              help="Games per matchup and seat order (a cell holds twice as many).")
@click.option("--seed", default=0, show_default=True, type=click.IntRange(0, 2**64 - 1), help="Master seed.")
@click.option("--agent-a", default="greedy", show_default=True, type=click.Choice(["random", "greedy", "ismcts"]),
              help="Agent of the seat-0 deck of each matchup.")
@click.option("--agent-b", default="greedy", show_default=True, type=click.Choice(["random", "greedy", "ismcts"]),
              help="Agent of the seat-1 deck.")
@click.option("--ismcts-budget", type=click.IntRange(1, 1_000_000), default=None,
              help="Rollouts per decision of an ismcts seat (default 64; 8-16 keep a field affordable).")
@click.option("--workers", default=None, type=click.IntRange(1, 256), help="Worker processes (default: all cores).")
@click.option("--backend", default="process", show_default=True, type=click.Choice(["process", "inline", "ray"]))
@rules_option
@click.option("--base", "base_overrides", multiple=True, metavar="KEY=VALUE", help="Override the base RuleSet.")
@click.option("--set", "variants", multiple=True, metavar="KEY=VALUE[,KEY=VALUE]",
              help="A rule variant (as compare-rules: fields, presets, sweeps 3..8, card changes).")
@card_option
@pin_option
@click.option("--plot", "plot_dir", type=click.Path(file_okay=False, path_type=Path), help="Write heatmap PNGs here.")
@click.option("--out", type=click.Path(dir_okay=False, path_type=Path),
              help="Write every cell (.json summary, .csv or .parquet rows).")
@click.option("--json", "as_json", is_flag=True, help="Print the summary as JSON on stdout.")
@click.option("--quiet", is_flag=True, help="No progress bar and no table.")
@cards_option
def meta_cmd(deck_specs, gauntlet, games, seed, agent_a, agent_b, ismcts_budget, workers, backend, preset, base_overrides, variants,
             card_variants, pin_decks, plot_dir, out, as_json, quiet, card_paths) -> None:
    """A field of decks: every pairing, both seats, win-rate matrix with CIs and each deck's field mean.

    With --set or --card, every variant plays the same seeded games; the tables show each cell's and each
    deck's paired change from the base.
    """
    from .meta import meta
    from .output import progress_bar

    if out is not None and out.suffix not in (".json", ".csv", ".parquet"):
        raise UserError(f"--out must end in .json, .csv or .parquet, got {out.name!r}")
    if out is not None and not out.parent.is_dir():
        raise UserError(f"--out folder {str(out.parent)!r} does not exist")
    base = _rules_from(base_overrides, preset)
    parsed, _ = parse_variants(variants, card_variants)
    with progress_bar(0, True) as advance:
        result = meta(list(deck_specs), games, seed, (agent_a, agent_b), base, parsed, workers, backend,
                      card_sets=card_paths, pin_decks=pin_decks, gauntlet=gauntlet, progress=advance,
                      ismcts_budget=ismcts_budget)
    summary = result.summary()
    if plot_dir is not None:
        summary["plots"] = [str(p) for p in result.plot(plot_dir)]
    if out is not None:
        write_meta(result, summary, out)
        summary["out"] = str(out)
    if as_json:
        click.echo(json.dumps(summary, indent=2))
    elif not quiet:
        from .output import print_meta

        print_meta(summary)


def write_meta(result, summary: dict[str, Any], path: Path) -> None:
    """The summary (.json) or one row per variant and cell (.csv, .parquet), written atomically."""
    from .output import write_table

    if path.suffix == ".json":
        write_table({"json": summary}, path)
    else:
        rows = result.long_rows()
        write_table({key: [row[key] for row in rows] for key in rows[0]}, path)


# -- pybs cards list / show -----------------------------------------------------------------------------

@click.command("list")
@click.option("--set", "set_names", multiple=True, metavar="SET", help="Only this set (ST01, BSS02...); repeatable.")
@click.option("--colour", "--color", "colours", multiple=True, metavar="COLOUR", help="Has this colour; repeatable.")
@click.option("--type", "types", multiple=True, type=click.Choice(["spirit", "ultimate", "brave", "nexus", "magic"]),
              help="Only this card type; repeatable.")
@click.option("--cost", metavar="N|LOW..HIGH", help="Cost, or a range of costs (both ends included).")
@click.option("--family", metavar="TEXT", help="A family name containing TEXT (any case).")
@click.option("--keyword", metavar="NAME", help="Has this keyword itself (confront, crush, gale ...).")
@click.option("--scripted", "script_status", type=click.Choice(["yes", "no", "vanilla"]),
              help="yes: has a script (vanilla-by-design included); no: unscripted, plays vanilla; vanilla: "
                   "vanilla by design.")
@click.option("--json", "as_json", is_flag=True, help="Print the cards as JSON.")
@cards_option
def cards_list(set_names, colours, types, cost, family, keyword, script_status, as_json, card_paths) -> None:
    """List cards, filtered by set, colour, type, cost, family, keyword and script status."""
    from .cardinfo import card_filter, describe_card, parse_cost_range

    db = _db_with(card_paths)
    cost_range = parse_cost_range(cost) if cost else None
    hits = card_filter(db, set_names, colours, types, cost_range, family, keyword, script_status)
    if as_json:
        click.echo(json.dumps([describe_card(db, c.id) for c in hits], indent=2))
        return
    from .cardinfo import one_line

    for card in hits:
        click.echo(one_line(db, card))
    click.echo(f"{len(hits)} cards", err=True)


def show_card(card_id: str, as_json: bool, card_paths: tuple[str, ...]) -> None:
    """``pybs cards show``: a compact layout (or JSON) of a card's facts, script status and paraphrase."""
    from .cardinfo import describe_card, render_card

    db = _db_with(card_paths)
    info = describe_card(db, card_id)
    click.echo(json.dumps(info, indent=2) if as_json else render_card(info))


__all__ = ["meta_cmd", "parse_variant", "parse_variants", "show_card"]
