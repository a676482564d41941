"""Example Ultimates (R14) and a Trigger Counter: cards made up for the project (``"example": true``), one per
variant the rules tell apart. XMPL-U01 (its vanilla line below) is the seed's own kind of condition, a colour
("you need a red Spirit", card data ``summon_colors``); the cards here carry scripted conditions."""

from .._prelude import *

vanilla("XMPL-U01")  # the example Ultimate has no effect text


@card("XMPL-U02")
def thunder_halberd(c: CardScript) -> None:
    """R14.2: summoned only while you control a Lv3 or higher Spirit (an Ultimate does not count, R14.1).
    R14.3: When Attacks: U-Trigger; on a Hit, destroy one opposing Spirit."""
    c.ultimate(Cond.CONTROL, mine(level_min=3))
    c.when(Event.ATTACKS, levels=(3, 4, 5)).u_trigger(lambda a: a.choose(opponents()).destroy())


@card("XMPL-U03")
def tidal_colossus(c: CardScript) -> None:
    """R14.2: summoned only while you control two or more blue Spirits (a count condition).
    R14.1: an effect aimed at Ultimates: your other Ultimates get +2000 BP; Spirits do not.
    R14.3: when a U-Trigger of one of your cards Hits, draw one card (before that Hit's effect)."""
    c.ultimate(Cond.COUNT_AT_LEAST, count_arg(mine(colors=("blue",)), 2))
    c.static(Static.BP, 2000, affects=mine(types=(ULTIMATE,), exclude_self=True))
    c.when(Event.U_TRIGGER_HIT, scope=Scope.MINE).draw(1)


@card("XMPL-U04")
def counter_ward(c: CardScript) -> None:
    """R14.3, a Trigger Counter: Flash: this turn, the next time an opposing U-Trigger would Hit you, it is a
    Guard instead."""
    c.magic(main=False, flash=True).player_mod(Mod.TRIGGER_COUNTER, 1, duration=Duration.TURN, who=Who.CONTROLLER)


@card("XMPL-U05")
def ultimate_gate(c: CardScript) -> None:
    """R14.2 for effects: Main: summon an Ultimate from your hand, paying its cost; one whose summon condition
    does not hold cannot be summoned this way either."""
    c.magic(main=True, flash=False).summon(mine(zone=Zone.HAND, types=(ULTIMATE,)), pay=True)
