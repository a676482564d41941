"""BSS04 cards 051-100 (yellow, white, green and blue Spirits), in card-number order.

Each script says in plain words what the card does; ``vanilla`` lists the cards that print no effect.
"""

from ._prelude import *

vanilla("BSS04-060", "BSS04-061", "BSS04-065", "BSS04-066", "BSS04-067", "BSS04-068", "BSS04-075",
        "BSS04-079", "BSS04-080", "BSS04-081", "BSS04-083", "BSS04-084", "BSS04-085", "BSS04-096",
        "BSS04-099", "BSS04-100")  # fmt: skip


def ascend_n(c: CardScript, n: int) -> None:
    """Ascend N: another Spirit of yours costing N or more pays (R18.2)."""
    c.ascend(Filter(cost_min=n), n)


# -- white Spirits -------------------------------------------------------------------------------------------
@card("BSS04-063")
def sky_emperor_le_ciel(c: CardScript) -> None:
    """Ascend 4."""
    ascend_n(c, 4)


# -- green Spirits -------------------------------------------------------------------------------------------
@card("BSS04-074")
def taranduus(c: CardScript) -> None:
    """Ascend 4."""
    ascend_n(c, 4)


# -- blue Spirits --------------------------------------------------------------------------------------------
@card("BSS04-093")
def golem_of_the_lamp(c: CardScript) -> None:
    """Ascend 4."""
    ascend_n(c, 4)
