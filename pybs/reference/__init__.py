"""Pure-Python reference engine: the readable twin that checks the compiled fast path.

It keeps the game in plain Python objects and writes the same bytes as ``bscore`` does
(``pybs.layout``), so the two engines can be compared state hash by state hash.
"""

from .engine import RefState, new_reference_state

__all__ = ["RefState", "new_reference_state"]
