"""The reference engine's objects and their translation to and from the shared layout."""

from __future__ import annotations

from collections.abc import Mapping

import numpy as np

from .. import layout as L
from ..effects.spec import COND_NOT, PER_AMOUNT, AbilityKind, Cond, Keyword, Op, Static
from ..errors import StateError
from ..layout import CardType
from .game_view import GameView, keep_rows

BATTLER_TYPES = (CardType.SPIRIT, CardType.ULTIMATE, CardType.BRAVE)


def reads_destroyed_count(arrays: Mapping[str, np.ndarray]) -> bool:
    """vocab-A: some ability or op asks Cond.DESTROYED_AT_LEAST, so games record Mod.DESTROYED_COUNT (the compiled
    engine's CardTable.destroyed_count_any)."""
    cond = np.asarray(arrays["ab_cond"]) & ~COND_NOT
    ops = np.asarray(arrays["ops"]).reshape(-1, 6)
    gated = (ops[:, 0] == Op.IF) | (ops[:, 0] == Op.MAY)
    return bool((cond == Cond.DESTROYED_AT_LEAST).any() or ((ops[:, 1] & ~COND_NOT) == Cond.DESTROYED_AT_LEAST)[gated].any())


def pack(p: int, inst: int) -> int:
    """A card as one number: player in bit 6, instance in bits 0-5 (as in Frame.targets)."""
    return (p << 6) | inst


def unpack(c: int) -> tuple[int, int]:
    """The (player, instance) of a packed card (the inverse of ``pack``)."""
    return c >> 6, c & 63


AB_COLUMNS = ("card", "kind", "event", "scope", "flags", "timing", "levels", "subject", "prog", "n_ops",
              "static", "value", "value2", "filter", "filter2", "cond", "cond_arg")  # fmt: skip


class RefTable:
    """The card table as Python lists, one entry per card-table row (plus the effect tables)."""

    def __init__(self, arrays: Mapping[str, np.ndarray], callbacks=()) -> None:
        self.callbacks = list(callbacks)
        n_levels = arrays["n_levels"].tolist()
        n_symbols = arrays["n_symbols"].tolist()
        fams = arrays["families"].tolist()
        self.families = [{f for f in row if f} for row in fams]
        self.level_numbers = [tuple(r[:n]) for r, n in zip(arrays["level_number"].tolist(), n_levels)]
        for name in AB_COLUMNS:
            setattr(self, f"ab_{name}", arrays[f"ab_{name}"].tolist())
        self.ops = [tuple(r) for r in arrays["ops"].tolist()]
        self.filters = [tuple(r) for r in arrays["filters"].tolist()]
        self.cardsets = [list(map(bool, r)) for r in arrays["cardsets"].tolist()]
        self.card_ab_start = arrays["card_ab_start"].tolist()
        self.card_ab_count = arrays["card_ab_count"].tolist()
        self.card_flags = arrays["card_flags"].tolist()
        self.card_event_mask = arrays["card_event_mask"].tolist()  # bit event_bit(e): a trigger hears e
        self.card_kw_mask = arrays["card_kw_mask"].tolist()  # bit kw: the card has keyword kw itself
        self.card_grant_mask = arrays["card_grant_mask"].tolist()  # bit kw: it grants kw to other cards
        self.card_type = arrays["card_type"].tolist()
        self.colors = arrays["colors"].tolist()
        self.cost = arrays["cost"].tolist()
        self.reduction = [tuple(r) for r in arrays["reduction"].tolist()]
        self.symbols = [tuple(r[:n]) for r, n in zip(arrays["symbols"].tolist(), n_symbols)]
        self.level_cores = [tuple(r[:n]) for r, n in zip(arrays["level_cores"].tolist(), n_levels)]
        self.level_bp = [tuple(r[:n]) for r, n in zip(arrays["level_bp"].tolist(), n_levels)]
        self.steps = arrays["steps"].tolist()
        self.summon_colors = arrays["summon_colors"].tolist()
        n = len(self.card_type)  # R16: Rebirth face rows and contract/Grandwalker marks (absent: none)
        self.back_row = arrays["back_row"].tolist() if "back_row" in arrays else [-1] * n
        self.front_row = arrays["front_row"].tolist() if "front_row" in arrays else [-1] * n
        self.r16_flags = arrays["r16_flags"].tolist() if "r16_flags" in arrays else [0] * n
        n = len(self.card_type)  # R12: Braves (tables built before them have none)
        self.brave_bp = arrays["brave_bp"].tolist() if "brave_bp" in arrays else [0] * n
        self.brave_filter = arrays["brave_filter"].tolist() if "brave_filter" in arrays else [-1] * n
        self.brave_two_spirit = arrays["brave_two_spirit"].tolist() if "brave_two_spirit" in arrays else [0] * n
        self.mirage_cost = arrays["mirage_cost"].tolist() if "mirage_cost" in arrays else [-1] * n  # R16.5
        # vocab-A: card names as numbers, and whether a card reads how many Spirits were destroyed this turn
        self.card_name_id = arrays["card_name_id"].tolist() if "card_name_id" in arrays else list(range(n))
        self.destroyed_count_any = reads_destroyed_count(arrays)
        # vocab-B: some card has the Link keyword (the compiled engine's kw_union bit): attacks look for Link Spirits
        self.link_any = any(kind == AbilityKind.STATIC and st == Static.KEYWORD and v == Keyword.LINK
                            for kind, st, v in zip(self.ab_kind, self.ab_static, self.ab_value))

        # statics_by_kind[kind][row]: the card's STATIC abilities of that kind, so a search for one kind skips
        # every card without one (the compiled engine's per-card static lists play the same part)
        # The off-slot statics (R12.2 "when braved", R16.5 "while set") are kept under (ability kind, static kind).
        self.statics_by_kind: dict[int | tuple[int, int], dict[int, tuple[int, ...]]] = {}
        for row, (start, count) in enumerate(zip(self.card_ab_start, self.card_ab_count)):
            for ab in range(start, start + count):
                kind = self.ab_kind[ab]
                if kind in (AbilityKind.STATIC, AbilityKind.WHEN_BRAVED, AbilityKind.WHILE_SET):
                    key = self.ab_static[ab] if kind == AbilityKind.STATIC else (kind, self.ab_static[ab])
                    per_row = self.statics_by_kind.setdefault(key, {})
                    per_row[row] = per_row.get(row, ()) + (ab,)
        self._narrowed: dict[frozenset[int], GameView] = {}
        self._full_view: GameView | None = None

    def view_for_rows(self, rows: frozenset[int]) -> GameView:
        """The view of what a game dealt from these rows can hold; kept per set of rows."""
        view = self._narrowed.get(rows)
        if view is None:
            view = GameView(self, keep_rows(self, rows))
            if len(self._narrowed) >= 64:  # many deck pairs (a meta run): forget the oldest
                self._narrowed.pop(next(iter(self._narrowed)))
            self._narrowed[rows] = view
        return view

    def full_view(self) -> GameView:
        """The whole table's view, for a state not dealt yet (every gate open)."""
        if self._full_view is None:
            self._full_view = GameView(self, set(range(len(self.card_flags))))
        return self._full_view

    def card_abilities(self, row: int) -> range:
        start = self.card_ab_start[row]
        return range(start, start + self.card_ab_count[row])


class ModEntry:
    __slots__ = ("player", "inst", "kind", "duration", "value", "source", "pad")

    def __init__(self, player: int, inst: int, kind: int, duration: int, value: int, source: int,
                 pad: int = 0) -> None:
        # pad: for Mod.DELAYED, the instance of the card whose ability it is; otherwise 0
        self.player, self.inst, self.kind, self.duration, self.value, self.source, self.pad = (
            player, inst, kind, duration, value, source, pad)


class Pending:
    __slots__ = ("ability", "player", "inst", "subj_player", "subj_inst", "subj_cores", "subj_flags", "batch")

    def __init__(self, ability: int, player: int, inst: int, subj_player: int, subj_inst: int,
                 subj_cores: int, subj_flags: int, batch: int) -> None:
        self.ability, self.player, self.inst = ability, player, inst
        self.subj_player, self.subj_inst, self.subj_cores, self.subj_flags = subj_player, subj_inst, subj_cores, subj_flags
        self.batch = batch


FRAME_FIELDS = ("ability", "pc", "player", "inst", "subj_player", "subj_inst", "subj_cores", "subj_flags",
                "n_targets", "n_buffer", "buffer_owner", "picks", "flags", "index", "num", "amount")  # fmt: skip


class Frame:
    __slots__ = FRAME_FIELDS + ("targets", "buffer")

    def __init__(self, ability: int = 0, player: int = 0, inst: int = 0, subj_player: int = 0,
                 subj_inst: int = 0, subj_cores: int = 0, subj_flags: int = 0) -> None:
        for name in FRAME_FIELDS:
            setattr(self, name, 0)
        self.ability, self.player, self.inst = ability, player, inst
        self.subj_player, self.subj_inst, self.subj_cores, self.subj_flags = subj_player, subj_inst, subj_cores, subj_flags
        self.targets = [0] * L.MAX_TARGETS
        self.buffer = [0] * L.MAX_BUFFER


def amount_of(fr: Frame, v: int) -> int:
    """An operand: PER_AMOUNT + k means k times the frame's amount (Op.COUNT), else v itself."""
    return (v - PER_AMOUNT) * fr.amount if v <= PER_AMOUNT // 2 else v


class Slot:
    __slots__ = ("inst", "cores", "exhaust", "raid_uses", "sources", "flipped", "soul")

    def __init__(self, inst: int, cores: int = 0, exhaust: int = 0, raid_uses: int = 0, sources: int = 0,
                 flipped: int = 0, soul: int = 0) -> None:
        self.inst, self.cores, self.exhaust, self.raid_uses = inst, cores, exhaust, raid_uses
        self.sources = sources  # bit i: instance i is an Advent source under this card (R15.3)
        self.flipped = flipped  # R16.1: showing the back face (card_ids holds that row)
        self.soul = soul  # R16.3: a contract card in soul state (pybs/reference/soul_state.py)


class Player:
    __slots__ = (
        "card_ids", "deck", "hand", "trash", "slots", "life", "reserve", "trash_cores",
        "count_cores", "void_in", "void_out", "soul_loc", "burst_inst", "burst_state", "bursts_set",
        "turn_start_life", "brave", "brave_side", "mirage_inst", "hand_side",
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
        self.turn_start_life = 0
        self.brave: list[int] = [L.NO_CARD] * L.MAX_SLOTS  # the Brave fused to the card in slot k (R12)
        self.brave_side: list[int] = [0] * L.MAX_SLOTS  # 1: the right side of a two-spirit Brave (R12.9)
        self.mirage_inst = L.NO_CARD  # the card set as a Mirage (R16.5)
        self.hand_side: list[int] = []  # face-up hand-side cards, arrival order (R16.7)


_PLAYER_SCALARS = ("life", "reserve", "trash_cores", "count_cores", "void_in", "void_out",
                   "soul_loc", "burst_inst", "burst_state", "bursts_set", "turn_start_life", "mirage_inst")  # fmt: skip
_SCALARS = (
    "turn", "actions_applied", "active", "first_player", "phase", "decision", "decision_player",
    "winner", "end_reason", "options", "use_player", "use_inst", "use_kind", "use_origin",
    "use_slot", "use_cost_left", "attacker", "blocker", "blocked", "in_battle", "flash_window",
    "flash_priority", "flash_passes", "edecision", "edecision_player", "next_batch", "use_ability",
    "awaken_slot", "curse", "luster", "first_attacker", "burst_offer", "use_flags",
    "turn_actions", "pending_loss",
)  # fmt: skip
_PAIRS = ("turn_flags", "battle_magic", "links", "burst_subj_player", "burst_subj_inst", "burst_subj_cores",
          "burst_subj_flags")  # links: vocab-B, four entries; burst_subj_*: vocab-D


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
                r["slots"][k] = (slot.inst, slot.cores, slot.exhaust, slot.raid_uses, slot.flipped, slot.soul)
                r["advent_sources"][k] = slot.sources
                r["slot_top"] = k + 1
        for name in _PLAYER_SCALARS:
            r[name] = getattr(pl, name)
        r["brave"] = pl.brave
        r["brave_side"] = pl.brave_side
        r["hand_side"][: len(pl.hand_side)] = pl.hand_side
        r["hand_side_count"] = len(pl.hand_side)
    for name, value in state.rules.items():
        rec["rules"][name] = value
    for name in _SCALARS:
        rec[name] = getattr(state, name)
    for name in _PAIRS:
        rec[name] = getattr(state, name)
    rec["n_burst_queue"] = len(state.burst_queue)
    rec["burst_queue"][: len(state.burst_queue)] = state.burst_queue
    rec["n_mods"] = len(state.mods)
    for i, m in enumerate(state.mods):
        rec["mods"][i] = (m.player, m.inst, m.kind, m.duration, m.value, m.source, m.pad)
    rec["n_queue"] = len(state.queue)
    for i, q in enumerate(state.queue):
        rec["queue"][i] = (q.ability, q.player, q.inst, q.subj_player, q.subj_inst, q.subj_cores, q.batch,
                           q.subj_flags, (0, 0))
    rec["n_frames"] = len(state.frames)
    for i, fr in enumerate(state.frames):
        r = rec["frames"][i]
        for name in FRAME_FIELDS:
            r[name] = getattr(fr, name)
        r["targets"] = fr.targets
        r["buffer"] = fr.buffer
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
                pl.slots[k] = Slot(int(sl["inst"]), int(sl["cores"]), int(sl["exhaust"]), int(sl["raid_uses"]),
                                   int(r["advent_sources"][k]), int(sl["flipped"]), int(sl["soul"]))
        for name in _PLAYER_SCALARS:
            setattr(pl, name, int(r[name]))
        pl.brave = [int(x) for x in r["brave"]]
        pl.brave_side = [int(x) for x in r["brave_side"]]
        pl.hand_side = r["hand_side"][: int(r["hand_side_count"])].tolist()
    state.rules = {name: int(rec["rules"][name]) for name in L.RULES_DTYPE.names}
    for name in _SCALARS:
        setattr(state, name, int(rec[name]))
    for name in _PAIRS:
        setattr(state, name, [int(x) for x in rec[name]])
    state.burst_queue = [int(x) for x in rec["burst_queue"][: int(rec["n_burst_queue"])]]
    state.mods = [ModEntry(*(int(m[f]) for f in ("player", "inst", "kind", "duration", "value", "source", "pad")))
                  for m in rec["mods"][: int(rec["n_mods"])]]
    state.queue = [Pending(*(int(q[f]) for f in ("ability", "player", "inst", "subj_player", "subj_inst",
                                                   "subj_cores", "subj_flags", "batch")))
                   for q in rec["queue"][: int(rec["n_queue"])]]
    state.frames = []
    for r in rec["frames"][: int(rec["n_frames"])]:
        fr = Frame()
        for name in FRAME_FIELDS:
            setattr(fr, name, int(r[name]))
        fr.targets = [int(x) for x in r["targets"]]
        fr.buffer = [int(x) for x in r["buffer"]]
        state.frames.append(fr)

