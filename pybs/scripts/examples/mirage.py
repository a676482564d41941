"""Scripts of the example Mirages and the Brave with "when braved" statics (pybs/data/cards/EXAMPLES.json,
XMPL-M0x and XMPL-B06).

Example cards of the project's own invention; tested in tests/test_r16_mirage.py.
"""

from .._prelude import *


@card("XMPL-M01")
def crimson_veil(c: CardScript) -> None:
    """R16.5: a Mirage (Mirage cost 2; its cost is 5). While set as a Mirage: your Spirits get +1000 BP. On the
    field as a Spirit its own static works instead: your other Spirits get +2000 BP; while set that one does
    not (only "while set" effects work there)."""
    while_set(c, Static.BP, 1000, affects=mine())
    c.static(Static.BP, 2000, affects=mine(exclude_self=True))


@card("XMPL-M02")
def ember_haze(c: CardScript) -> None:
    """R16.5: a second Mirage (Mirage cost 1), to show a new Mirage sending the old one back to hand. While set,
    during your turn: your red Spirits have Crush +1."""
    while_set(c, Static.KEYWORD, Keyword.CRUSH, 1, affects=mine(colors=("red",)), timing=Timing.YOUR_TURN)


@card("XMPL-B06")
def banner_blade(c: CardScript) -> None:
    """R12.2 static "when braved" effects: fuses with a Spirit of yours costing 3 or more (+2000 BP). When
    braved: the Braved Spirit has Crush +2 and your other Spirits get +1000 BP. As a Spirit-state Brave
    neither works."""
    brave(c, condition=mine(types=(SPIRIT,), cost_min=3))
    when_braved(c, Static.KEYWORD, Keyword.CRUSH, 2)
    when_braved(c, Static.BP, 1000, affects=mine(exclude_self=True))
