"""What happens inside one action, step by step: the raw material of the game log (``pybs.gamelog``).

A game is re-run in the reference engine (byte-identical to the compiled one after every action)
through ``Watcher``, a ``RefState`` that takes a snapshot of the position after each step of the turn
machine, each effect step and each event the engine announces. The difference between two snapshots
(cards that changed zone, cores that moved, levels, BP, exhaustion, Life, steps) becomes ``Raw``
events, labelled by the events the engine announced (destroyed in battle, depleted, returned...),
by the effect resolving at the time (its source card and ability) and by the battle in progress.

Nothing here changes how the engine plays: every hook calls the engine's own method and only looks.
``Raw`` events still name card instances; ``pybs.gamelog`` decides who may see which card.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import Any

from . import codec as C
from . import layout as L
from .effects.spec import Event, EventFlag
from .layout import Phase
from .reference.engine import RefState

# zone names, and who may see a card in them: "all", "owner" or "none" (its identity)
ZONE_SIGHT = {
    "field": "all", "brave": "all", "source": "all", "trash": "all", "using": "all", "mirage": "all",
    "hand_side": "all", "burst_up": "all", "revealed": "all", "gone": "none",
    "hand": "owner", "burst": "owner", "viewed": "owner", "deck": "none",
}  # fmt: skip
_VOID_BASE = 1 << 40  # cores "in the Void" counted down from here: only differences matter
_QUIET_FORCED = {L.Decision.FLASH, L.Decision.NONE}  # forced answers not worth a line (a Flash pass nobody chose)
_CORE_ACTIONS = {"PAY", "PLACE", "MOVE", "SWAP_SOUL"}  # actions whose line already says which core moved


@dataclass
class Raw:
    """One event before it is shown to a viewer.

    ``cards`` are ``(player, instance, row, sight)``: ``sight`` is who may see which card it is
    ("all", "owner" or "none"). ``data`` holds the kind's own fields (never an instance number).
    """

    kind: str
    player: int | None
    cards: list[tuple[int, int, int, str]] = field(default_factory=list)
    data: dict[str, Any] = field(default_factory=dict)
    action: int = -1  # index of the chosen action it happened in (-1: set-up)
    turn: int = 0
    by: tuple[int, int, int, str, str] | None = None  # the resolving effect: its card (as in cards) and timing


@dataclass
class Snapshot:
    """What the log compares: where each card is, the cores, levels, BP, exhaustion and the flow."""

    zones: dict[tuple[int, int], tuple[str, int | None, int]]  # (p, inst) -> (zone, slot/index, row)
    cores: dict[tuple, int]
    soul: list[tuple | None]
    exhaust: dict[tuple[int, int], int]
    stats: dict[tuple[int, int], tuple[int, int]] | None  # (p, inst) -> (level, BP), taken at full steps
    flow: tuple[int, int, int]  # turn, active, phase
    life: tuple[int, int]


def _soul_key(p: int, pl, soul_loc: int) -> tuple | None:
    if soul_loc == L.SOUL_NONE:
        return None
    if L.soul_core_loc(soul_loc) > 0:
        slot = pl.slots[soul_loc - L.SOUL_SLOT0]
        return ("card", p, slot.inst) if slot is not None else ("reserve", p)
    name = {L.SOUL_RESERVE: "reserve", L.SOUL_LIFE: "life", L.SOUL_TRASH: "trash", L.SOUL_COUNT: "count",
            L.SOUL_VOID: "void"}.get(soul_loc, "void")  # fmt: skip
    return (name, p)


def snapshot(s: RefState, with_stats: bool) -> Snapshot:
    """The position of ``s`` as the log compares it (``with_stats``: levels and BP too)."""
    zones: dict[tuple[int, int], tuple[str, int | None, int]] = {}
    cores: dict[tuple, int] = {}
    exhaust: dict[tuple[int, int], int] = {}
    stats: dict[tuple[int, int], tuple[int, int]] | None = {} if with_stats else None
    soul: list[tuple | None] = []
    for p, pl in enumerate(s.players):
        ids = pl.card_ids

        def put(inst: int, zone: str, where: int | None, p: int = p, ids=ids) -> None:
            zones.setdefault((p, inst), (zone, where, ids[inst]))

        for k, slot in enumerate(pl.slots):
            if slot is None:
                continue
            put(slot.inst, "field", k)
            cores[("card", p, slot.inst)] = slot.cores
            exhaust[(p, slot.inst)] = slot.exhaust
            if pl.brave[k] != L.NO_CARD:
                put(pl.brave[k], "brave", k)
            for i in range(L.MAX_CARDS):
                if slot.sources >> i & 1:
                    put(i, "source", k)
            if stats is not None and not (s.use_player == p and s.use_slot == k and s.use_kind != L.UseKind.NONE):
                stats[(p, slot.inst)] = (s.level_of(p, k), s.bp(p, k))
        for zone, cards in (("hand", pl.hand), ("trash", pl.trash), ("hand_side", pl.hand_side)):
            for i, inst in enumerate(cards):
                put(inst, zone, i)
        if pl.burst_inst != L.NO_CARD:
            put(pl.burst_inst, "burst_up" if pl.burst_state else "burst", None)
        if pl.mirage_inst != L.NO_CARD:
            put(pl.mirage_inst, "mirage", None)
        for i, inst in enumerate(pl.deck):  # bottom first
            put(inst, "deck", i - len(pl.deck))  # -1: the top card
        cores[("reserve", p)] = pl.reserve
        cores[("life", p)] = pl.life
        cores[("trash", p)] = pl.trash_cores
        cores[("count", p)] = pl.count_cores
        cores[("void", p)] = _VOID_BASE - (pl.void_in - pl.void_out)
        soul.append(_soul_key(p, pl, pl.soul_loc))
    if s.use_player in (0, 1) and s.use_inst != L.NO_CARD:
        zones.setdefault((s.use_player, s.use_inst), ("using", None, s.players[s.use_player].card_ids[s.use_inst]))
    for fr in s.frames:
        owner = fr.buffer_owner
        sight = "revealed" if fr.flags & L.FRAME_PUBLIC else "viewed"
        for i, inst in enumerate(fr.buffer[: fr.n_buffer]):
            if owner in (0, 1):
                zones.setdefault((owner, inst), (sight, i, s.players[owner].card_ids[inst]))
    for p, pl in enumerate(s.players):
        for inst in range(len(pl.card_ids)):
            zones.setdefault((p, inst), ("gone", None, pl.card_ids[inst]))
    return Snapshot(zones, cores, soul, exhaust, stats, (s.turn, s.active, int(s.phase)),
                    (s.players[0].life, s.players[1].life))


_RANK = {"none": 0, "owner": 1, "all": 2}


def wider(a: str, b: str) -> str:
    """The wider of two sights ("none" < "owner" < "all")."""
    return a if _RANK[a] >= _RANK[b] else b


def card_sight(before: str, after: str) -> str:
    """Who may see which card moved from zone ``before`` to ``after``: the wider of the two."""
    return wider(ZONE_SIGHT.get(before, "none"), ZONE_SIGHT.get(after, "none"))


def _pair_cores(before: dict[tuple, int], after: dict[tuple, int]) -> list[tuple[tuple, tuple, int]]:
    """Core moves (from, to, n) that explain the change of counts: same player first, then the Void."""
    keys = list(dict.fromkeys([*before, *after]))
    delta = {k: after.get(k, 0) - before.get(k, 0) for k in keys}
    out_of = [[k, -d] for k, d in delta.items() if d < 0]
    into = [[k, d] for k, d in delta.items() if d > 0]
    moves: list[tuple[tuple, tuple, int]] = []
    for same_player in (True, False):
        for src in out_of:
            for dst in into:
                if src[1] and dst[1] and (not same_player or src[0][1] == dst[0][1]):
                    n = min(src[1], dst[1])
                    moves.append((src[0], dst[0], n))
                    src[1] -= n
                    dst[1] -= n
    return moves


def looking(method):
    """A hook's looking part: a fault in the log never stops the engine's own step (it is written down)."""
    @functools.wraps(method)
    def guarded(self, *args, **kwargs):
        try:
            return method(self, *args, **kwargs)
        except Exception as exc:  # the log is a by-product: the game must go on whatever it meets
            self.events.append(Raw("log_error", None, [], {"error": f"{type(exc).__name__}: {exc}"}, self.action,
                                   self.turn))
            return None
    return guarded


class Watcher(RefState):
    """A reference-engine state that writes down what happens as it plays (``events``).

    Build it with ``Watcher.from_bytes(table, raw_state_bytes)`` or ``Watcher(table)`` + ``setup``;
    set ``action`` to the index of the action about to be applied (the events carry it).
    """

    def __init__(self, table) -> None:
        super().__init__(table)
        self.events: list[Raw] = []
        self.action = -1
        self._last: Snapshot | None = None
        self._stats: dict[tuple[int, int], tuple[int, int]] = {}
        self._chosen = False
        self._labels: dict[tuple[int, int, int], tuple[str, str]] = {}

    # -- snapshots -----------------------------------------------------------------------------
    def start(self) -> None:
        """Take the first snapshot (call once the position is loaded, before any action)."""
        self._last = snapshot(self, True)
        self._stats = dict(self._last.stats or {})

    def _add(self, kind: str, player: int | None, cards=(), **data) -> Raw:
        by = None
        if self.frames:
            fr = self.frames[-1]
            by = (*self._card(fr.player, fr.inst), self._effect_label(fr.ability, fr.player, fr.inst)[1])
        raw = Raw(kind, player, list(cards), data, self.action, self.turn, by)
        self.events.append(raw)
        return raw

    def _effect_label(self, ab: int, p: int, inst: int) -> tuple[str, str]:
        """(kind, timing) of ability ``ab`` of the card (p, inst): "triggered", "When Summoned"."""
        key = (ab, p, inst)
        if key not in self._labels:
            from .decisions import _Builder

            ref = _Builder(self, self.table.db).effect(ab, p, inst)
            self._labels[key] = (ref.kind, ref.timing)
        return self._labels[key]

    @looking
    def flush(self, full: bool = True) -> None:
        """Write down what changed since the last snapshot (``full``: levels and BP too)."""
        if self._last is None:
            return
        now = snapshot(self, full)
        old = self._last
        self._last = now
        for key, (zone, where, row) in now.zones.items():
            was = old.zones.get(key, ("gone", None, row))
            if was[0] != zone or (zone in ("field", "brave") and was[1] != where):
                p, inst = key
                self._add("move", p, [(p, inst, row, card_sight(was[0], zone))], source=was[0], dest=zone,
                          slot=where if zone in ("field", "brave", "source") else None,
                          from_slot=was[1] if was[0] in ("field", "brave", "source") else None,
                          deck_end=None if zone != "deck" else "top" if where == -1 else
                          "bottom" if where == -len(self.players[p].deck) else "inside")
        for src, dst, n in _pair_cores(old.cores, now.cores):
            self._core_move(src, dst, n, soul=False)
        for p in (0, 1):
            if old.soul[p] != now.soul[p] and old.soul[p] is not None and now.soul[p] is not None:
                self._core_move(old.soul[p], now.soul[p], 1, soul=True)
        for key, ex in now.exhaust.items():
            was = old.exhaust.get(key)
            if was is not None and was != ex:
                p, inst = key
                self._add("exhaust" if ex else "refresh", p, [self._card(p, inst)], heavy=ex == L.Exhaust.HEAVY)
        if now.stats is not None:
            self._level_changes(now.stats)
        self._flow(old, now)  # a step's work is done before the turn machine moves on

    def _card(self, p: int, inst: int) -> tuple[int, int, int, str]:
        zone = self._last.zones.get((p, inst), ("gone", None, self.players[p].card_ids[inst]))
        return (p, inst, zone[2], ZONE_SIGHT.get(zone[0], "none"))

    def _core_move(self, src: tuple, dst: tuple, n: int, soul: bool) -> None:
        def where(loc: tuple) -> dict[str, Any]:
            if loc[0] == "card":
                p, inst = loc[1], loc[2]
                zone = self._last.zones.get((p, inst))
                slot = zone[1] if zone is not None and zone[0] == "field" else None
                return {"zone": "card", "player": p, "card": self._card(p, inst), "slot": slot}
            return {"zone": loc[0], "player": loc[1]}

        a, b = where(src), where(dst)
        cards = [x["card"] for x in (a, b) if "card" in x]
        for x in (a, b):
            if "card" in x:
                x["card"] = cards.index(x["card"])
        if "life" in (src[0], dst[0]):  # R4.1: Life is cores too
            owner = src[1] if src[0] == "life" else dst[1]
            self._add("life", owner, cards, source=a, dest=b, count=n, soul_core=soul,
                      life=self.players[owner].life, lost=src[0] == "life")
            return
        self._add("cores", src[1] if src[0] != "void" else dst[1], cards, source=a, dest=b, count=n, soul_core=soul)

    def _level_changes(self, stats: dict[tuple[int, int], tuple[int, int]]) -> None:
        for key, (level, bp) in stats.items():
            was = self._stats.get(key)
            if was is not None and was != (level, bp):
                p, inst = key
                self._add("level" if was[0] != level else "bp", p, [self._card(p, inst)],
                          level_before=was[0], level=level, bp_before=was[1], bp=bp)
        self._stats = dict(stats)

    def _flow(self, old: Snapshot, now: Snapshot) -> None:
        turn, active, phase = now.flow
        if turn != old.flow[0]:
            self._add("turn", active, number=turn)
        if phase != old.flow[2] and phase not in (Phase.CLEANUP, Phase.TURN_CHANGE, Phase.SETUP):
            if phase == Phase.GAME_OVER:
                return
            self._add("step", active, step=Phase(phase).name.lower())

    # -- the engine's steps (each hook calls the engine, then looks) -----------------------------
    def setup(self, rows, rules, seed: int, options: int) -> None:
        """Set up a game (R3), writing down the starting hands as draws."""
        self._setting_up = True
        super().setup(rows, rules, seed, options)

    def _advance(self) -> list[int] | None:
        if getattr(self, "_setting_up", False):  # the hands are dealt: the log starts from the decks
            self._setting_up = False
            first = snapshot(self, True)
            for key, (zone, _where, row) in list(first.zones.items()):
                if zone == "hand":
                    first.zones[key] = ("deck", None, row)
            self._last, self._stats = first, {}
            self._add("setup", self.first_player)
        return super()._advance()

    def _perform(self, code: int) -> None:
        d, p = self.current()
        chosen, self._chosen = self._chosen, False
        if chosen or d not in _QUIET_FORCED:
            self._describe_action(int(code), d, p, forced=not chosen)
        start = len(self.events)
        super()._perform(code)
        self.flush(True)
        said = 2 if C.decode(int(code)).name == "SWAP_SOUL" else int(C.decode(int(code)).name in _CORE_ACTIONS)
        for raw in [r for r in self.events[start:] if r.kind == "cores"][:said]:
            raw.data["quiet"] = True  # the action line says which core moved

    @looking
    def _describe_action(self, code: int, d: int, p: int, forced: bool) -> None:
        from .decisions import pending_decision

        option = pending_decision(self, self.table.db).option(code)
        cards = []
        for ref in (option.card, option.effect.card if option.effect else None,
                    option.effect.subject if option.effect else None):
            card = self._card_of_ref(ref)
            if card is not None and card not in cards:
                cards.append(card)
        raw = self._add("action", p, cards, code=code, decision=L.Decision(d).name, verb=option.verb,
                        forced=forced, text=option.text)
        raw.by = None

    def _card_of_ref(self, ref) -> tuple[int, int, int, str] | None:
        """The card a ``pybs.decisions.CardRef`` names, with who may see it."""
        if ref is None:
            return None
        pl = self.players[ref.player]
        inst = None
        if ref.zone == "field":
            slot = pl.slots[ref.index]
            inst = slot.inst if slot is not None else None
        elif ref.zone in ("hand", "trash") and ref.index is not None:
            inst = (pl.hand if ref.zone == "hand" else pl.trash)[ref.index]
        elif ref.zone == "revealed" and self.frames:
            inst = self.frames[-1].buffer[ref.index]
        elif ref.zone == "burst":
            inst = pl.burst_inst
        elif ref.zone == "mirage":
            inst = pl.mirage_inst
        elif ref.zone == "using":
            inst = self.use_inst
        if inst is None or inst == L.NO_CARD:
            return (ref.player, -1, self.table.db.row(ref.card), "none")
        return self._card(ref.player, inst)

    def apply(self, code: int) -> None:
        """Apply ``code`` (the engine's own rules), writing down every step."""
        self._chosen = True
        before = len(self.events)
        try:
            super().apply(code)
        finally:
            self._chosen = False
            self.flush(True)
            self._reveal_used(before)
            self._finish(before)

    @looking
    def _reveal_used(self, start: int) -> None:
        """A card an action named is seen as widely as the zone it is in now: a card used from hand is
        revealed (R7.1), a card set as a Burst stays its owner's secret."""
        for raw in self.events[start:]:
            if raw.kind == "action":
                raw.cards = [c if c[1] < 0 else c[:3] + (wider(c[3], ZONE_SIGHT.get(self._zone_now(c[0], c[1]),
                                                                                   "none")),)
                             for c in raw.cards]

    def _zone_now(self, p: int, inst: int) -> str:
        zone = self._last.zones.get((p, inst)) if self._last is not None else None
        return zone[0] if zone is not None else "gone"

    def concede(self, player: int) -> None:
        super().concede(player)
        self._add("concede", player)
        self._finish(len(self.events) - 1)

    def _run_phase(self) -> None:
        super()._run_phase()
        self.flush(True)

    def run_effects_step(self) -> None:
        super().run_effects_step()
        self.flush(True)

    def _push_frame(self, ab: int, player: int, inst: int, sp: int = L.NO_PLAYER, si: int = L.NO_CARD,
                    cores: int = 0, flags: int = 0, frame_flags: int = 0) -> None:
        self.flush()
        n = len(self.frames)
        super()._push_frame(ab, player, inst, sp, si, cores, flags, frame_flags)
        if len(self.frames) > n:  # R10: an effect starts resolving
            self._note_effect(ab, player, inst, sp, si, frame_flags)

    @looking
    def _note_effect(self, ab: int, player: int, inst: int, sp: int, si: int, frame_flags: int) -> None:
        kind, timing = self._effect_label(ab, player, inst)
        raw = self._add("effect", player, [self._card(player, inst)], ability=kind, timing=timing,
                        burst=bool(frame_flags & L.FRAME_BURST))
        raw.by = None
        if sp in (0, 1) and si != L.NO_CARD and (sp, si) != (player, inst):
            raw.cards.append(self._card(sp, si))

    def _end_frame(self, fr) -> None:
        self.flush()  # what the effect did, while it is still the one resolving
        super()._end_frame(fr)

    def move_card(self, p: int, inst: int, dest: int) -> None:
        if any(fr.buffer_owner == p and inst in fr.buffer[: fr.n_buffer] for fr in self.frames):
            self.flush()  # revealed cards are seen in the buffer before they go
        super().move_card(p, inst, dest)

    def take_from_buffer(self, fr, i: int) -> int:
        self.flush()
        return super().take_from_buffer(fr, i)

    def _compare_bp(self, a: int, d: int, by_cost: bool = False) -> None:  # R9.6: the BP compared
        self.flush()
        self._note_battle(a, d)
        super()._compare_bp(a, d, by_cost)

    @looking
    def _note_battle(self, a: int, d: int) -> None:
        att, blk = self.players[a].slots[self.attacker], self.players[d].slots[self.blocker]
        self._add("battle", a, [self._card(a, att.inst), self._card(d, blk.inst)],
                  attacker_bp=self.bp(a, self.attacker), blocker_bp=self.bp(d, self.blocker))

    def emit(self, ev: int, sp: int, si: int, flags: int = 0, cores: int = 0, eff_player: int = L.NO_PLAYER) -> None:
        self.flush()
        self._label(ev, sp, si, flags)
        super().emit(ev, sp, si, flags, cores, eff_player)

    def _edecide(self, kind: int, player: int) -> None:
        super()._edecide(kind, player)
        if kind == L.Decision.BURST:  # R13.3: the Burst's condition is met; its owner is asked
            self._add("burst_offer", player)

    # -- labels from the engine's events ---------------------------------------------------------
    def _recent_move(self, p: int, inst: int) -> Raw | None:
        for raw in reversed(self.events):
            if raw.kind == "action":
                return None
            if raw.kind == "move" and raw.cards and raw.cards[0][:2] == (p, inst):
                return raw
        return None

    @looking
    def _label(self, ev: int, sp: int, si: int, flags: int) -> None:
        card = si != L.NO_CARD and sp in (0, 1)
        if ev in (Event.SUMMONED, Event.PLACED) and card:
            k = self.slot_of(sp, si)
            level, bp = (self.level_of(sp, k), self.bp(sp, k)) if k >= 0 else (0, 0)
            self._stats[(sp, si)] = (level, bp)
            self._add("summon" if ev == Event.SUMMONED else "deploy", sp, [self._card(sp, si)], slot=k,
                      level=level, bp=bp)
        elif ev in (Event.ATTACKS, Event.BLOCKS) and card:
            self._drop_exhaust(sp, si)
            k = self.slot_of(sp, si)
            self._add("attack" if ev == Event.ATTACKS else "block", sp, [self._card(sp, si)], slot=k,
                      bp=self.bp(sp, k) if k >= 0 else 0)
        elif ev in (Event.DESTROYED, Event.DEPLETED, Event.RETURNED, Event.HAND_DISCARDED, Event.DECK_DISCARDED) \
                and card:
            move = self._recent_move(sp, si)
            if move is not None:
                move.data["why"] = {Event.DESTROYED: "destroyed", Event.DEPLETED: "depleted",
                                    Event.RETURNED: "returned", Event.HAND_DISCARDED: "discarded",
                                    Event.DECK_DISCARDED: "discarded"}[ev]  # fmt: skip
                move.data["in_battle"] = bool(ev == Event.DESTROYED and flags & EventFlag.IN_BATTLE)
        elif ev == Event.LIFE_REDUCED and flags & EventFlag.IN_BATTLE and self.attacker != L.NO_SLOT:
            a = self.active
            for raw in reversed(self.events):
                if raw.kind == "life" and raw.player == sp:
                    raw.data["hit_by"] = len(raw.cards)
                    raw.cards.append(self._card(a, self.players[a].slots[self.attacker].inst))
                    break

    def _drop_exhaust(self, p: int, inst: int) -> None:
        """An attack or a block exhausts its Spirit (R9.1, R9.3): said by the attack line itself."""
        for i in range(len(self.events) - 1, -1, -1):
            raw = self.events[i]
            if raw.kind == "action":
                return
            if raw.kind == "exhaust" and raw.cards[0][:2] == (p, inst):
                del self.events[i]
                return

    @looking
    def _finish(self, start: int) -> None:
        """The game ended in this action: say who won and why."""
        if self.phase == Phase.GAME_OVER and not any(r.kind == "game_over" for r in self.events[start:]):
            winner = None if self.winner == L.WINNER_DRAW else int(self.winner)
            self._add("game_over", winner, reason=L.EndReason(self.end_reason).name.lower(), turns=self.turn)
