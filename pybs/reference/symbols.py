"""Pool II vocabulary, part A (vocab-A, docs/EFFECTS.md "Pool II: Astral, Chain, symbols and filters"): the symbols
and colours a field card has as treated, and the conditions that read them (Chain). Twin of
``bscore/statics_symbols.pxi``. Nothing here changes the state.
"""

from __future__ import annotations

from typing import Any

from .. import layout as L
from ..effects.spec import SYMBOL_COLOR_SHIFT
from ..effects.spec import Cond as C

SYMBOL_COUNT_MASK = (1 << SYMBOL_COLOR_SHIFT) - 1
COLOR_MASK = (1 << L.NUM_COLORS) - 1  # the six colours; the gold bit of an Ultimate's symbol is no colour (R1.3)


def card_symbol_masks(s: Any, p: int, k: int) -> list[int]:
    """The colour masks of the symbols the field card (p, k) has now, as treated: a Rule/Mod.SYMBOLS override,
    else its printed symbols and those of its Brave (R12.2)."""
    over = s.symbol_override(p, k)
    if over >= 0:
        return [over >> SYMBOL_COLOR_SHIFT] * (over & SYMBOL_COUNT_MASK)
    return list(s.table.symbols[s._slot_row(p, k)]) + s.braved_symbols(p, k)


def field_symbol_colors(s: Any, p: int) -> int:
    """The colours of every symbol on p's field as treated (Nexuses included; R16.3: none from soul state)."""
    colors = 0
    for k, slot in enumerate(s.players[p].slots):
        if slot is None or slot.soul:
            continue
        for mask in card_symbol_masks(s, p, k):
            colors |= mask
    return colors & COLOR_MASK


def pool2_cond_holds(s: Any, cond: int, arg: int, q: int, p: int, inst: int, frame: Any = None) -> bool:
    """The vocab-A conditions (Cond 112-116) for controller q, source card (p, inst), optional frame."""
    if cond == C.SYMBOL_COLOR:  # Chain: a symbol of one of these colours on the controller's field
        return bool(field_symbol_colors(s, q) & arg)
    return False
