"""Scripts for the Advent example cards (R15; pybs/data/cards/EXAMPLES.json, XMPL-A01..A03)."""

from .._prelude import *


@card("XMPL-A01")
def solbright(c: CardScript) -> None:
    """R15.1-R15.4: "[Flash] Advent" onto a Spirit or Ultimate of yours costing 3 or more (the Main Step and
    every Flash timing), paid with the Soul Core to the Trash. When it Advents (R15.2 step 5) it destroys an
    opposing Spirit with 5000 BP or less; while Advented (R15.4) it has +3000 BP."""
    c.advent(Filter(cost_min=3))
    c.when(Event.ADVENTED).choose(opponents(bp_max=5000)).destroy()
    c.static(Static.BP, 3000, cond=Cond.ADVENTED)


@card("XMPL-A02")
def lumiere(c: CardScript) -> None:
    """R15.1, CN Q27: Advent in your Attack Step's Flash timings onto an "Example" Spirit of yours, paid with the
    Soul Core to the Reserve (R15.2 step 3: the place the text names); its card data allows it from the
    hand-side too (advent_hand_side)."""
    c.advent(Filter(family="Example"), timing=Timing.YOUR_ATTACK_STEP, soul_to=CoreZone.RESERVE)


vanilla("XMPL-A03")  # R15.5: a plain target Spirit (cost 3, family "Example") for both Advent cards
