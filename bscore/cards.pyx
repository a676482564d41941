# The read-only card table: numpy arrays owned here, raw pointers handed to the engine.

import numpy as np

from libc.stdint cimport int32_t, int64_t, uint8_t, uint16_t, uint64_t
from bscore._effects cimport AK_ACCEL, AK_ACTIVATED, AK_ADVENT, CFL_TOKEN, CFL_TRASH_TRIGGER, MD_DELAYED, OP_MOD, OP_PLAYER_MOD
from bscore._effects cimport CFL_HAND_TRIGGER  # pool II
from bscore._effects cimport AK_WHEN_BRAVED, AK_WHILE_SET  # mirage group
from bscore._effects cimport AK_BURST, AK_STATIC, AK_TRIGGERED, SC_ANY, SC_MINE, SC_SELF, ST_RULE
from bscore.events cimport event_bit, event_heard
from bscore._effects cimport CN_DESTROYED_AT_LEAST, COND_NOT, OP_IF, OP_MAY  # vocab-A
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
_EFFECT_INT = ("card_ab_start", "card_ab_count", "card_flags", "card_static_mask", "card_kw_mask",
               "card_grant_mask")
_AB = ("card", "kind", "event", "scope", "flags", "timing", "levels", "subject", "prog", "n_ops", "static",
       "value", "value2", "filter", "filter2", "cond", "cond_arg")


cdef const int32_t* i32(object a):
    cdef const int32_t[::1] view = a.reshape(-1)
    return &view[0]


cdef const int64_t* i64(object a):
    cdef const int64_t[::1] view = a.reshape(-1)
    return &view[0]


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
        self._load_effects(arrays, n)
        self._load_braves(arrays, n)
        self._load_mirage(arrays, n)

    def _load_effects(self, arrays, int n):
        """The compiled card scripts (required: an engine never guesses missing effects)."""
        for name in ("ops", "filters", "cardsets", "card_event_mask") + _EFFECT_INT + tuple("ab_" + c for c in _AB):
            if name not in arrays:
                raise ValueError(f"card table: missing effect array {name!r}")
        eff = {}
        for name in _EFFECT_INT + tuple("ab_" + c for c in _AB) + ("ops", "filters"):
            arr = np.ascontiguousarray(arrays[name], dtype=np.int32).copy()
            arr.flags.writeable = False
            eff[name] = arr
        events = np.ascontiguousarray(arrays["card_event_mask"], dtype=np.int64).copy()
        events.flags.writeable = False
        eff["card_event_mask"] = events
        sets = np.ascontiguousarray(arrays["cardsets"], dtype=np.uint8).copy()
        if sets.ndim != 2 or sets.shape[1] != n:
            raise ValueError("card table: cardsets must have one column per card")
        sets.flags.writeable = False
        eff["cardsets"] = sets
        for name in _EFFECT_INT + ("card_event_mask",):
            if eff[name].shape != (n,):
                raise ValueError(f"card table: {name} must have one entry per card")
        self.arrays.update(eff)
        self.table.n_abilities = eff["ab_card"].shape[0]
        self.table.ab_card = i32(eff["ab_card"])
        self.table.ab_kind = i32(eff["ab_kind"])
        self.table.ab_event = i32(eff["ab_event"])
        self.table.ab_scope = i32(eff["ab_scope"])
        self.table.ab_flags = i32(eff["ab_flags"])
        self.table.ab_timing = i32(eff["ab_timing"])
        self.table.ab_levels = i32(eff["ab_levels"])
        self.table.ab_subject = i32(eff["ab_subject"])
        self.table.ab_prog = i32(eff["ab_prog"])
        self.table.ab_n_ops = i32(eff["ab_n_ops"])
        self.table.ab_static = i32(eff["ab_static"])
        self.table.ab_value = i32(eff["ab_value"])
        self.table.ab_value2 = i32(eff["ab_value2"])
        self.table.ab_filter = i32(eff["ab_filter"])
        self.table.ab_filter2 = i32(eff["ab_filter2"])
        self.table.ab_cond = i32(eff["ab_cond"])
        self.table.ab_cond_arg = i32(eff["ab_cond_arg"])
        self.table.ops = i32(eff["ops"])
        self.table.filters = i32(eff["filters"])
        self.table.cardsets = u8(eff["cardsets"])
        self.table.card_ab_start = i32(eff["card_ab_start"])
        self.table.card_ab_count = i32(eff["card_ab_count"])
        self.table.card_flags = i32(eff["card_flags"])
        self.table.card_static_mask = i32(eff["card_static_mask"])
        self.table.card_kw_mask = i32(eff["card_kw_mask"])
        self.table.card_grant_mask = i32(eff["card_grant_mask"])
        self.table.card_event_mask = i64(eff["card_event_mask"])
        # table-wide unions let vanilla tables skip every effect lookup
        self.table.static_union = int(np.bitwise_or.reduce(eff["card_static_mask"]))
        self.table.kw_union = int(np.bitwise_or.reduce(eff["card_kw_mask"] | eff["card_grant_mask"]))
        self._set_unions(np.ones(n, dtype=bool))
        ops = eff["ops"]
        self.table.delayed_any = int(bool(((ops[:, 0] == OP_MOD) | (ops[:, 0] == OP_PLAYER_MOD))[ops[:, 1] == MD_DELAYED].any()))
        self._load_names(arrays, n)
        self._load_r16(arrays, n)

    def _load_names(self, arrays, int n):
        """vocab-A: card names as numbers (absent: every row its own name) and the Mod.DESTROYED_COUNT gate."""
        arr = np.ascontiguousarray(arrays.get("card_name_id", np.arange(n)), dtype=np.int32).copy()
        if arr.shape != (n,) or ((arr < 0) | (arr >= n)).any():
            raise ValueError("card table: card_name_id must have one row 0..n-1 per card")
        arr.flags.writeable = False
        self.arrays["card_name_id"] = arr
        self.table.card_name_id = i32(arr)
        cond = self.arrays["ab_cond"] & ~COND_NOT  # twin: pybs/reference/records.py reads_destroyed_count
        ops = self.arrays["ops"]
        gated = (ops[:, 0] == OP_IF) | (ops[:, 0] == OP_MAY)
        self.table.destroyed_count_any = int(bool((cond == CN_DESTROYED_AT_LEAST).any() or (
            (ops[:, 1] & ~COND_NOT) == CN_DESTROYED_AT_LEAST)[gated].any()))

    def _load_r16(self, arrays, int n):
        """R16: Rebirth face rows and the contract/Grandwalker marks (absent arrays: no such card)."""
        for name, default in (("back_row", -1), ("front_row", -1), ("r16_flags", 0)):
            arr = np.ascontiguousarray(arrays.get(name, np.full(n, default)), dtype=np.int32).copy()
            if arr.shape != (n,):
                raise ValueError(f"card table: {name} must have one entry per card")
            if name != "r16_flags" and ((arr < -1) | (arr >= n)).any():
                raise ValueError(f"card table: {name} holds a row outside -1..{n - 1}")
            arr.flags.writeable = False
            self.arrays[name] = arr
        self.table.back_row = i32(self.arrays["back_row"])
        self.table.front_row = i32(self.arrays["front_row"])
        self.table.r16_flags = i32(self.arrays["r16_flags"])
        self.table.r16_union = int(np.bitwise_or.reduce(self.arrays["r16_flags"], initial=0))

    def _set_unions(self, selected) -> None:
        """The table-wide unions (every gate that lets a game skip effect lookups), over the selected cards."""
        eff = self.arrays
        kw = eff["card_kw_mask"] | eff["card_grant_mask"]
        self.table.static_union = int(np.bitwise_or.reduce(eff["card_static_mask"][selected], initial=0))
        reaching = (eff["ab_kind"] == AK_STATIC) & (eff["ab_filter"] >= 0) & selected[eff["ab_card"]]
        self.table.static_others_union = int(np.bitwise_or.reduce(
            np.left_shift(1, eff["ab_static"][reaching]).astype(np.int64), initial=0))
        self.table.card_flags_union = int(np.bitwise_or.reduce(eff["card_flags"][selected], initial=0))
        printed_rules = (eff["ab_kind"] == AK_STATIC) & (eff["ab_static"] == ST_RULE) & selected[eff["ab_card"]]
        self.table.rule_union[0] = self.table.rule_union[1] = 0
        for rule in set(eff["ab_value"][printed_rules].tolist()):
            if not 0 <= rule < 128:
                raise ValueError(f"card table: Rule {rule} is outside 0..127")
            self.table.rule_union[rule >> 6] |= (<uint64_t>1) << (rule & 63)
        self.table.kw_union = int(np.bitwise_or.reduce(kw[selected], initial=0))
        self.table.grant_union = int(np.bitwise_or.reduce(eff["card_grant_mask"][selected], initial=0))
        self.table.event_union = int(np.bitwise_or.reduce(eff["card_event_mask"][selected], initial=0))
        from_trash = selected & ((eff["card_flags"] & CFL_TRASH_TRIGGER) != 0)
        self.table.trash_event_union = int(np.bitwise_or.reduce(eff["card_event_mask"][from_trash], initial=0))
        from_hand = selected & ((eff["card_flags"] & CFL_HAND_TRIGGER) != 0)  # pool II: hand triggers (Agile)
        self.table.hand_event_union = int(np.bitwise_or.reduce(eff["card_event_mask"][from_hand], initial=0))
        bursts = (eff["ab_kind"] == AK_BURST) & selected[eff["ab_card"]]
        self.table.emit_union = (self.table.event_union | self.table.trash_event_union | self.table.hand_event_union
                                 | heard_event_mask(eff["ab_event"][bursts]))
        triggers = (eff["ab_kind"] == AK_TRIGGERED) & selected[eff["ab_card"]]
        scope = eff["ab_scope"]
        # watchers of their own player's cards (MINE, ANY) and of the other player's (OPPONENT, ANY)
        own_side = (scope == SC_MINE) | (scope == SC_ANY)
        other_side = (scope != SC_SELF) & (scope != SC_MINE)
        self.table.watch_own_union = heard_event_mask(eff["ab_event"][triggers & own_side])
        self.table.watch_other_union = heard_event_mask(eff["ab_event"][triggers & other_side])
        activated = eff["ab_kind"] == AK_ACTIVATED
        self.table.activated_any = int(bool(selected[eff["ab_card"][activated]].any()))
        advent = eff["ab_kind"] == AK_ADVENT
        self.table.advent_any = int(bool(selected[eff["ab_card"][advent]].any()))
        accel = eff["ab_kind"] == AK_ACCEL
        self.table.accel_any = int(bool(selected[eff["ab_card"][accel]].any()))
        if "r16_flags" in eff:  # R16: a deck's back faces come with their fronts
            self.table.r16_union = int(np.bitwise_or.reduce(eff["r16_flags"][selected], initial=0))

    def _load_braves(self, arrays, int n):
        """R12: each Brave's "when braved" BP+ and fusion-condition filter (zeros / -1 when a table lacks them)."""
        for name, fill in (("brave_bp", 0), ("brave_filter", -1), ("brave_two_spirit", 0)):
            arr = np.ascontiguousarray(arrays.get(name, np.full(n, fill)), dtype=np.int32).copy()
            if arr.shape != (n,):
                raise ValueError(f"card table: {name} must have one entry per card")
            arr.flags.writeable = False
            self.arrays[name] = arr
        self.table.brave_bp = i32(self.arrays["brave_bp"])
        self.table.brave_filter = i32(self.arrays["brave_filter"])
        self.table.brave_two_spirit = i32(self.arrays["brave_two_spirit"])
        self._set_brave_union(np.ones(n, dtype=bool))

    def _set_brave_union(self, selected) -> None:
        """brave_any: some selected card is a Brave that can fuse (games without one skip every Brave rule)."""
        self.table.brave_any = int(bool((self.arrays["brave_filter"][selected] >= 0).any()))

    def _load_mirage(self, arrays, int n):
        """R16.5: each card's Mirage cost (-1: none; a table without the array has no Mirage)."""
        arr = np.ascontiguousarray(arrays.get("mirage_cost", np.full(n, -1)), dtype=np.int32).copy()
        if arr.shape != (n,) or (arr < -1).any() or (arr > 255).any():
            raise ValueError("card table: mirage_cost must have one entry -1..255 per card")
        arr.flags.writeable = False
        self.arrays["mirage_cost"] = arr
        self.table.mirage_cost = i32(arr)
        self._set_mirage_union(np.ones(n, dtype=bool))

    def _set_mirage_union(self, selected) -> None:
        """mirage_any / offslot_any over the selected cards: games without Mirages or "while set" / "when
        braved" statics skip those lookups."""
        kinds = self.arrays["ab_kind"]
        offslot = (kinds == AK_WHILE_SET) | (kinds == AK_WHEN_BRAVED)
        self.table.mirage_any = int(bool((self.arrays["mirage_cost"][selected] >= 0).any()))
        self.table.offslot_any = int(bool(selected[self.arrays["ab_card"][offslot]].any()))

    def for_decks(self, rows) -> CardTableHandle:
        """This table with its unions narrowed to the cards of ``rows``, their other faces (R16.1: a flipped
        Rebirth card shows its back row) and every token card (the only cards a game dealt from those decks can
        hold): such games skip the lookups other cards would need, with the same results. Arrays are shared,
        not copied."""
        cdef CardTableHandle view = CardTableHandle.__new__(CardTableHandle)
        view.table = self.table
        view.arrays = self.arrays
        selected = (self.arrays["card_flags"] & CFL_TOKEN) != 0
        selected[np.asarray(rows, dtype=np.int64)] = True
        for face in (self.arrays["back_row"], self.arrays["front_row"]):
            other = face[selected]
            selected[other[other >= 0]] = True
        view._set_unions(selected)
        view._set_brave_union(selected)
        view._set_mirage_union(selected)
        return view

    cdef const CardTable* ptr(self) noexcept:
        return &self.table

    @property
    def n_cards(self) -> int:
        return self.table.n_cards

    @property
    def brave_any(self) -> bool:
        """Some card of this table's games is a Brave that can fuse (R12): the Brave rules are on."""
        return bool(self.table.brave_any)


cdef int64_t heard_event_mask(events) except? -1:
    """The event-mask bits of every event an ability listening for one of ``events`` hears."""
    cdef int64_t mask = 0
    cdef int aev, ev
    for aev in set(events.tolist()):
        for ev in range(128):
            if event_heard(aev, ev):
                mask |= (<int64_t>1) << event_bit(ev)
    return mask
