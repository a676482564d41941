"""BSS05 cards 051-100, in card-number order.

Each script says in plain words what the card does; ``vanilla`` lists the cards that print no effect.
"""

from ._prelude import *

vanilla("BSS05-060", "BSS05-061", "BSS05-068", "BSS05-074", "BSS05-076", "BSS05-077", "BSS05-085", "BSS05-090",
        "BSS05-093", "BSS05-097")  # fmt: skip
