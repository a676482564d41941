"""Card scripts, one module per set, in card-number order: ``stNN`` for a starter deck, ``bssNN_LLL_HHH`` for
booster-set cards LLL to HHH, ``tokens`` for token cards, ``examples`` for the project's made-up XMPL cards.
Every module starts with ``from ._prelude import *`` (the script vocabulary). Importing this package registers
every script; ``pybs cards show ID`` names the module and function of a card's script."""

from . import (  # noqa: F401
    bss01_001_050,
    bss01_051_100,
    bss01_101_136,
    bss02_001_050,
    bss02_051_100,
    bss02_101_136,
    bss03_001_050,
    bss03_051_100,
    bss03_101_138,
    examples,
    st01,
    st02,
    st03,
    st04,
    st05,
    st06,
    st07,
    tokens,
)
