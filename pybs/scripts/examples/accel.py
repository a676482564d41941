"""Scripts for the Accel and hand-side example cards (R16.6, R16.7; pybs/data/cards/EXAMPLES.json,
XMPL-H01..H03). Each card's Accel cost is its card data's ``accel_cost``."""

from .._prelude import *


@card("XMPL-H01")
def galewing(c: CardScript) -> None:
    """R16.6: a Spirit whose "[Flash] Accel" (cost 2, lowered by its two blue reduction symbols, R7.3) gives
    one of your Spirits +2000 BP this turn, in your Main Step or any Flash timing; then the card lies on your
    hand-side, from which it is summoned like a hand card (R16.7)."""
    accel(c, Timing.ALWAYS).choose(mine()).bp(2000)


@card("XMPL-H02")
def archive_beacon(c: CardScript) -> None:
    """R16.6: a Nexus whose "[Main] Accel" (cost 1) draws a card; then it is deployed from the hand-side (R16.7)."""
    accel(c).draw(1)


@card("XMPL-H03")
def starlit(c: CardScript) -> None:
    """R16.6, CN Q27: a Spirit with a free "[Main] Accel" (draw 1) and a Main Step Advent onto an "Example"
    Spirit of yours whose text allows the hand-side: after its Accel it may still Advent from there."""
    accel(c).draw(1)
    c.advent(Filter(family="Example"), timing=Timing.YOUR_MAIN_STEP)
