"""The reference engine's objects and their translation to and from the shared layout."""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np

from .. import layout as L
from ..errors import StateError
from ..layout import CardType

BATTLER_TYPES = (CardType.SPIRIT, CardType.ULTIMATE, CardType.BRAVE)


class RefTable:
    """The card table as Python lists, one entry per card-table row."""

    def __init__(self, arrays: Mapping[str, np.ndarray]) -> None:
        n_levels = arrays["n_levels"].tolist()
        n_symbols = arrays["n_symbols"].tolist()
        self.card_type = arrays["card_type"].tolist()
        self.colors = arrays["colors"].tolist()
        self.cost = arrays["cost"].tolist()
        self.reduction = [tuple(r) for r in arrays["reduction"].tolist()]
        self.symbols = [tuple(r[:n]) for r, n in zip(arrays["symbols"].tolist(), n_symbols)]
        self.level_cores = [tuple(r[:n]) for r, n in zip(arrays["level_cores"].tolist(), n_levels)]
        self.level_bp = [tuple(r[:n]) for r, n in zip(arrays["level_bp"].tolist(), n_levels)]
        self.steps = arrays["steps"].tolist()
        self.summon_colors = arrays["summon_colors"].tolist()


class Slot:
    __slots__ = ("inst", "cores", "exhaust", "flags")

    def __init__(self, inst: int, cores: int = 0, exhaust: int = 0, flags: int = 0) -> None:
        self.inst, self.cores, self.exhaust, self.flags = inst, cores, exhaust, flags


class Player:
    __slots__ = (
        "card_ids", "deck", "hand", "trash", "slots", "life", "reserve", "trash_cores",
        "count_cores", "void_in", "void_out", "soul_loc", "burst_inst", "burst_state", "bursts_set",
    )  # fmt: skip

    def __init__(self) -> None:
        self.card_ids: list[int] = []
        self.deck: list[int] = []  # bottom .. top
        self.hand: list[int] = []
        self.trash: list[int] = []
        self.slots: list[Slot | None] = [None] * L.MAX_SLOTS
        self.life = self.reserve = self.trash_cores = self.count_cores = 0
        self.void_in = self.void_out = 0
        self.soul_loc = L.SOUL_NONE
        self.burst_inst = L.NO_CARD
        self.burst_state = 0
        self.bursts_set = 0


_SCALARS = (
    "turn", "actions_applied", "active", "first_player", "phase", "decision", "decision_player",
    "winner", "end_reason", "options", "use_player", "use_inst", "use_kind", "use_origin",
    "use_slot", "use_cost_left", "attacker", "blocker", "blocked", "in_battle", "flash_window",
    "flash_priority", "flash_passes",
)  # fmt: skip


def write_record(state) -> np.ndarray:
    """The reference state in the shared layout (``pybs.layout.STATE_DTYPE``)."""
    rec = L.empty_record()
    rec["rng"] = state.rng
    for p, pl in enumerate(state.players):
        r = rec["players"][p]
        r["card_ids"][: len(pl.card_ids)] = pl.card_ids
        r["n_cards"] = len(pl.card_ids)
        r["deck"][: len(pl.deck)] = pl.deck
        r["deck_count"] = len(pl.deck)
        r["hand"][: len(pl.hand)] = pl.hand
        r["hand_count"] = len(pl.hand)
        r["trash"][: len(pl.trash)] = pl.trash
        r["trash_count"] = len(pl.trash)
        for k, slot in enumerate(pl.slots):
            if slot is not None:
                r["slots"][k] = (slot.inst, slot.cores, slot.exhaust, slot.flags)
                r["slot_top"] = k + 1
        for name in ("life", "reserve", "trash_cores", "count_cores", "void_in", "void_out",
                     "soul_loc", "burst_inst", "burst_state", "bursts_set"):  # fmt: skip
            r[name] = getattr(pl, name)
    for name, value in state.rules.items():
        rec["rules"][name] = value
    for name in _SCALARS:
        rec[name] = getattr(state, name)
    return rec


def read_record(state, data: bytes) -> None:
    """Fill a fresh reference state from state-struct bytes."""
    if len(data) != L.STATE_BYTES:
        raise StateError(f"state bytes: expected {L.STATE_BYTES}, got {len(data)}")
    rec = np.frombuffer(data, dtype=L.STATE_DTYPE)[0]
    if int(rec["layout_version"]) != L.LAYOUT_VERSION:
        raise StateError(f"layout_version {int(rec['layout_version'])} is not {L.LAYOUT_VERSION}")
    state.rng = [int(x) for x in rec["rng"]]
    for p, pl in enumerate(state.players):
        r = rec["players"][p]
        n = int(r["n_cards"])
        pl.card_ids = r["card_ids"][:n].tolist()
        pl.deck = r["deck"][: int(r["deck_count"])].tolist()
        pl.hand = r["hand"][: int(r["hand_count"])].tolist()
        pl.trash = r["trash"][: int(r["trash_count"])].tolist()
        for k in range(L.MAX_SLOTS):
            sl = r["slots"][k]
            if int(sl["inst"]) != L.NO_CARD:
                pl.slots[k] = Slot(int(sl["inst"]), int(sl["cores"]), int(sl["exhaust"]), int(sl["flags"]))
        for name in ("life", "reserve", "trash_cores", "count_cores", "void_in", "void_out",
                     "soul_loc", "burst_inst", "burst_state", "bursts_set"):  # fmt: skip
            setattr(pl, name, int(r[name]))
    state.rules = {name: int(rec["rules"][name]) for name in L.RULES_DTYPE.names}
    for name in _SCALARS:
        setattr(state, name, int(rec[name]))

