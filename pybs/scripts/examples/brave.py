"""Scripts of the example Braves and the Spirits they fuse with (pybs/data/cards/EXAMPLES.json, XMPL-B0x).

Example cards of the project's own invention: each shows one Brave rule (R12) and is tested in
tests/test_r12_braves.py.
"""

from .._prelude import *


@card("XMPL-B01")
def flame_saber(c: CardScript) -> None:
    """R12.1 / R12.2 / CN Q13: fuses with a Spirit of yours costing 2 or more (+3000 BP when braved). When it
    is summoned, as a Spirit or fused at once, you draw a card: that effect stays the Brave's own. When braved
    (R12.2): when this Spirit attacks, put a core from the Void in your Reserve; as a Spirit-state Brave it does
    not (R12.11)."""
    brave(c, condition=mine(types=(SPIRIT,), cost_min=2))
    c.when(Event.SUMMONED).draw(1)
    c.when(Event.ATTACKS, timing=Timing.BRAVED).cores(CoreZone.VOID, CoreZone.RESERVE, 1)


@card("XMPL-B02")
def tide_lance(c: CardScript) -> None:
    """R12.1 with a family condition that also takes Ultimates: fuses with an "Example" Spirit or Ultimate of
    yours (+5000 BP when braved). Its Lv1 needs 2 cores, so separating it (R12.4) and keeping it when its Spirit
    leaves (R12.6) cost two. R12.11: as a Spirit, when it attacks, you draw a card; the Braved Spirit does not
    inherit that effect."""
    brave(c, condition=mine(types=(SPIRIT, ULTIMATE), family="Example"))
    c.when(Event.ATTACKS).draw(1)


@card("XMPL-B51")
def twin_halo(c: CardScript) -> None:
    """R12.9 / CN Q15-Q18: a two-spirit Brave fusing with up to two Spirits of yours costing 3 or more, one on
    each side, each its own Braved Spirit (+4000 BP). Left braved: when this Spirit attacks, a Void core to your
    Reserve. Right braved: when this Spirit attacks, draw a card. As a Spirit it never attacks, blocks or becomes
    exhausted (its "Mecha" family lets a Mecha protection effect show CN Q18)."""
    brave(c, condition=mine(types=(SPIRIT,), cost_min=3))
    c.when(Event.ATTACKS, timing=Timing.BRAVED_LEFT).cores(CoreZone.VOID, CoreZone.RESERVE, 1)
    c.when(Event.ATTACKS, timing=Timing.BRAVED_RIGHT).draw(1)


vanilla("XMPL-B03")  # R12.2: a Spirit both example Braves fuse with (cost 4, family "Example")
vanilla("XMPL-B04")  # R12.1 / R12.2: only XMPL-B01 fuses with it (cost 2, another family); the pair costs 5
