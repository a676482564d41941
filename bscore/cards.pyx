# The read-only card table: numpy arrays owned here, raw pointers handed to the engine.

import numpy as np

from libc.stdint cimport int32_t, uint8_t, uint16_t
from bscore._types cimport MAX_FAMILIES, MAX_LEVELS, MAX_SYMBOLS, NUM_COLORS

_SPEC = {
    "card_type": (np.uint8, ()),
    "colors": (np.uint8, ()),
    "cost": (np.uint8, ()),
    "reduction": (np.uint8, (NUM_COLORS,)),
    "n_symbols": (np.uint8, ()),
    "symbols": (np.uint8, (MAX_SYMBOLS,)),
    "n_levels": (np.uint8, ()),
    "level_number": (np.uint8, (MAX_LEVELS,)),
    "level_cores": (np.uint8, (MAX_LEVELS,)),
    "level_bp": (np.int32, (MAX_LEVELS,)),
    "steps": (np.uint8, ()),
    "summon_colors": (np.uint8, ()),
    "families": (np.uint16, (MAX_FAMILIES,)),
    "prog_start": (np.int32, ()),
    "prog_len": (np.int32, ()),
}


cdef const uint8_t* u8(object a):
    cdef const uint8_t[::1] view = a.reshape(-1)
    return &view[0]


cdef class CardTableHandle:
    """Keeps the card-table arrays alive and exposes them as a C struct of pointers."""

    def __init__(self, arrays: dict):
        n = len(arrays["card_type"])
        if n == 0:
            raise ValueError("the card table is empty")
        checked = {}
        for name, (dtype, tail) in _SPEC.items():
            if name not in arrays:
                raise ValueError(f"card table: missing array {name!r}")
            arr = np.ascontiguousarray(arrays[name], dtype=dtype)
            if arr.shape != (n,) + tail:
                raise ValueError(f"card table: {name} has shape {arr.shape}, expected {(n,) + tail}")
            arr = arr.copy()
            arr.flags.writeable = False
            checked[name] = arr
        self.arrays = checked
        cdef const int32_t[::1] bp = checked["level_bp"].reshape(-1)
        cdef const int32_t[::1] ps = checked["prog_start"]
        cdef const int32_t[::1] pn = checked["prog_len"]
        cdef const uint16_t[::1] fam = checked["families"].reshape(-1)
        self.table.n_cards = n
        self.table.card_type = u8(checked["card_type"])
        self.table.colors = u8(checked["colors"])
        self.table.cost = u8(checked["cost"])
        self.table.reduction = u8(checked["reduction"])
        self.table.n_symbols = u8(checked["n_symbols"])
        self.table.symbols = u8(checked["symbols"])
        self.table.n_levels = u8(checked["n_levels"])
        self.table.level_number = u8(checked["level_number"])
        self.table.level_cores = u8(checked["level_cores"])
        self.table.level_bp = &bp[0]
        self.table.steps = u8(checked["steps"])
        self.table.summon_colors = u8(checked["summon_colors"])
        self.table.families = &fam[0]
        self.table.prog_start = &ps[0]
        self.table.prog_len = &pn[0]

    cdef const CardTable* ptr(self) noexcept:
        return &self.table

    @property
    def n_cards(self) -> int:
        return self.table.n_cards
