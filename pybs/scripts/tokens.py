"""Token cards (R18.8): they print no effect text."""

from ._prelude import *

vanilla(ANTMAN, GOLEM, MECHA)
# pool II tokens (provisional stats, docs/CARDSETS.md): Feast's Supsprites and the Mecha Leaf Kindred
vanilla("TK-SUPSPRITE-S", "TK-SUPSPRITE-M", "TK-SUPSPRITE-L", "TK-MECHA-LEAF")
