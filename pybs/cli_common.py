"""What every ``pybs`` command module shares: the user-error type, the --rules/--set and --cards options and
what they build. The command modules (``pybs.cli``, ``pybs.cli_tools``) import it; it imports neither."""

from __future__ import annotations

from typing import Any

import click

from .errors import PybsError
from .rules import PRESETS, RuleSet

EXIT_USAGE = 2


class UserError(click.ClickException):
    exit_code = EXIT_USAGE


def _rules_from(overrides: tuple[str, ...], preset: str | None = None) -> RuleSet:
    """The RuleSet of ``--rules PRESET`` (default: RuleSet()) with ``--set`` overrides on top."""
    for text in overrides:
        if ".." in text.partition("=")[2] or "," in text:
            raise UserError(f"--set {text}: one value per field here; sweeps and lists of values are variants of "
                            "compare-rules and meta (pybs compare-rules --set start_life=3..8)")
    pairs = _unique_overrides(RuleSet.parse_override(text) for text in overrides)
    base = RuleSet() if preset is None else RuleSet.preset(preset)
    return base.replace(**pairs)


def _unique_overrides(pairs) -> dict[str, Any]:
    """Overrides as a dict; a field given twice is an error, not the last value silently."""
    out: dict[str, Any] = {}
    for key, value in pairs:
        if key in out:
            raise PybsError(f"{key}: field given twice ({out[key]!r} and {value!r}); give each field once")
        out[key] = value
    return out


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
