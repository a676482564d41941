"""BSS05 cards 101-139, in card-number order.

Each script says in plain words what the card does; ``vanilla`` lists the cards that print no effect.
"""

from ._prelude import *

vanilla("BSS05-102")


# -- blue and red Spirits ------------------------------------------------------------------------------------
@card("BSS05-101")
def clionetta(c: CardScript) -> None:
    """On summon, if the Soul Core paid for it, you may destroy a Nexus of yours to draw two cards."""
    nexus = mine(types=(NEXUS,))
    c.when(Event.SUMMONED, levels=ALL_LEVELS).if_(Cond.SOUL_PAID, then=lambda a: a.may(
        lambda b: b.choose(nexus).destroy().draw(2), cond=Cond.CONTROL, arg=nexus))


@card("BSS05-103")
def clioneste(c: CardScript) -> None:
    """When it attacks, draw a card, then discard one."""
    c.when(Event.ATTACKS, levels=(1, 2)).draw(1).discard_from_hand(1)
