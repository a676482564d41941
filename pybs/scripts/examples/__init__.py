"""Scripts of the project's example cards (pybs/data/cards/EXAMPLES.json, ids XMPL-...): cards of the project's
own invention, one module per rule area, each card showing one rule."""

from . import accel, advent, brave, mirage, r16, soul, ultimate  # noqa: F401
