"""Scripts for the group "r16" example cards (XMPL-R..., pybs/data/cards/EXAMPLES.json): Rebirth, the
Count, contract cards and Grandwalker Nexuses. Each card's docstring names the rule it demonstrates."""

from .._prelude import *


@card("XMPL-R01")
def example_ember_wyrm(c: CardScript) -> None:
    """R16.1 Rebirth: when this Spirit attacks, if your Count is 2 or less, you may turn it to its back face;
    then your Count gains 1 (R16.2). Effects in force on it carry over."""
    c.when(Event.ATTACKS).may(lambda a: a.rebirth(2).count_up(1), cond=Cond.MY_COUNT_AT_MOST, arg=2)


@card("XMPL-R01/back")
def example_ember_wyrm_reborn(c: CardScript) -> None:
    """R16.1 back face: its own levels, BP and symbols. When this Spirit attacks, your Count gains 1; then it gets
    +1000 BP for each core in your Count this turn (R16.2)."""
    c.when(Event.ATTACKS).count_up(1).count(Count.MY_COUNT).this().bp(per(1000))


@card("XMPL-R02")
def example_tally_sprite(c: CardScript) -> None:
    """R16.2 Count: when summoned, your Count gains 1 (a core from the Void into the Count area). While your Count
    is 3 or more, this Spirit has +3000 BP (a continuous effect reading the Count)."""
    c.when(Event.SUMMONED).count_up(1)
    c.static(Static.BP, 3000, cond=Cond.MY_COUNT_AT_LEAST, cond_arg=3)


@card("XMPL-R03")
def example_pact_knight(c: CardScript) -> None:
    """R16.3 / R3.4 contract card: one kind per deck (R2.3); it starts the game in its owner's hand."""


@card("XMPL-R04")
def example_pact_sage(c: CardScript) -> None:
    """R2.3: a second kind of contract card, so a deck holding both is refused."""


@card("XMPL-R05")
def example_worldshaper_gaia(c: CardScript) -> None:
    """R16.4 Grandwalker Nexus: only effects naming Grandwalker Nexuses affect it. Core Charge: when you summon
    or deploy another card of the family "Example", put a core from the Void on this Nexus."""
    c.core_charge(mine(family="Example", types=ANY_TYPE, exclude_self=True))


@card("XMPL-R06")
def example_worldbreak(c: CardScript) -> None:
    """R16.4: an effect naming Grandwalker Nexuses: [Main] destroy one of the opponent's Grandwalker Nexuses."""
    c.magic(main=True, flash=False).choose(opponents(types=(NEXUS,), grandwalker=True)).destroy()
