"""Scripts for the project's example cards (pybs/data/cards/EXAMPLES.json)."""

from ..effects.script import vanilla

vanilla("XMPL-U01")  # the example Ultimate has no effect text
