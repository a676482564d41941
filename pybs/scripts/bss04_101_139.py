"""BSS04 cards 101-139 (blue Spirits, Nexuses, Magics), in card-number order.

Each script says in plain words what the card does; ``vanilla`` lists the cards that print no effect.
"""

from ._prelude import *

vanilla("BSS04-101", "BSS04-103")  # fmt: skip
