"""EX01 cards 001-009, in card-number order.

Each script says in plain words what the card does; ``vanilla`` lists the cards that print no effect.
"""

from ._prelude import *

OTHER_FIVE = ("purple", "white", "yellow", "green", "blue")  # EX01-005: every colour but its printed red


def elemental(c: CardScript) -> None:
    """The four Elementals: Lv1 it cannot attack; Lv2 when destroyed, draw a card."""
    c.static(Static.CANNOT_ATTACK, levels=(1,))
    c.when(Event.DESTROYED, levels=(2,)).draw(1)


def radiance(c: CardScript, colour: str) -> None:
    """The four Radiances (Main and Flash): one of your Spirits gets +2000 BP this turn; then draw a card if your
    field has three or more symbols of ``colour``."""
    (c.magic(main=True, flash=True).choose(mine()).bp(2000).count(Count.FIELD_SYMBOLS, color_bits(colour))
     .if_(Cond.AMOUNT_AT_LEAST, 3, then=lambda a: a.draw(1)))


# -- Spirits ---------------------------------------------------------------------------------------------------
@card("EX01-001")
def fire_elemental_rubeus(c: CardScript) -> None:
    """Lv1 cannot attack; Lv2 when destroyed, draw a card."""
    elemental(c)


@card("EX01-002")
def shadow_elemental_amethystus(c: CardScript) -> None:
    """Lv1 cannot attack; Lv2 when destroyed, draw a card."""
    elemental(c)


@card("EX01-003")
def ice_elemental_snowbit(c: CardScript) -> None:
    """Lv1 cannot attack; Lv2 when destroyed, draw a card."""
    elemental(c)


@card("EX01-004")
def sweets_elemental_gingerbloom(c: CardScript) -> None:
    """Lv1 cannot attack; Lv2 when destroyed, draw a card."""
    elemental(c)


@card("EX01-005")
def jewel_dragon_smagg(c: CardScript) -> None:
    """It and its symbol are every colour; when summoned draw a card if your hand is smaller than your opponent's;
    Lv2+ when summoned, a Void core goes to your Trash."""
    c.static(Static.COLOR_GRANT, color_bits(*OTHER_FIVE), levels=(1, 2, 3))
    c.when(Event.SUMMONED, levels=(1, 2, 3)).if_(Cond.HAND_FEWER_THAN_OPP, then=lambda a: a.draw(1))
    c.when(Event.SUMMONED, levels=(2, 3)).cores(CoreZone.VOID, CoreZone.TRASH, 1)


# -- Magic -----------------------------------------------------------------------------------------------------
@card("EX01-006")
def ruby_radiance(c: CardScript) -> None:
    """+2000 BP to one of your Spirits this turn; draw with three red symbols."""
    radiance(c, "red")


@card("EX01-007")
def amethyst_radiance(c: CardScript) -> None:
    """+2000 BP to one of your Spirits this turn; draw with three purple symbols."""
    radiance(c, "purple")


@card("EX01-008")
def diamond_radiance(c: CardScript) -> None:
    """+2000 BP to one of your Spirits this turn; draw with three white symbols."""
    radiance(c, "white")


@card("EX01-009")
def topaz_radiance(c: CardScript) -> None:
    """+2000 BP to one of your Spirits this turn; draw with three yellow symbols."""
    radiance(c, "yellow")
