"""Token cards (R18.8): they print no effect text."""

from ._prelude import *

vanilla(ANTMAN, GOLEM, MECHA)
