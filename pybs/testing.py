"""Scenario: set up any position, for rule tests, card tests and outside test suites.

    from pybs.testing import Scenario, FieldCard

    sc = Scenario(turn=3, active=0, step="main")
    sc.player(0, hand=["ST01-001"], reserve=4, field=[FieldCard("ST01-009", cores=1)])
    sc.player(1, life=2, field=[FieldCard("ST02-005", cores=1, exhausted=True)])
    state = sc.build()              # compiled engine, waiting for the Main Step decision
    ref = sc.build_reference()      # the same position in the reference engine

Every player gets exactly the cards named in their zones (deck, hand, field, trash, Burst);
a deck that is not given is filled with ``filler`` cards. ``step`` picks where the turn
stands: ``"start"`` (the turn machine runs Start, Core, Draw and Refresh Steps first),
``"main"`` or ``"attack"``; or the start of a step with its events firing: ``"core"``, ``"draw"``,
``"refresh"``, ``"attack_start"`` (start-of-Attack-Step effects resolve first), ``"end_start"``.
``mods=[TempEffect(1, "BP", slot=0, value=-2000)]`` puts temporary effects in force ("cannot
refresh", an extra attack cost...) as the engine's own ``mods`` rows; ``lost_life=[1]`` and
``first_attacker=slot`` set the turn's history. Positions the engine cannot hold raise ScenarioError.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import numpy as np

from . import layout as L
from .carddb import CardDatabase, load_default
from .errors import ScenarioError, StateError, UnknownCardError
from .game import Game, State, reference_table
from .layout import CardType, Decision, Phase
from .reference.rng import seed_state
from .rules import RuleSet

STEPS = {"start": Phase.START, "main": Phase.MAIN, "attack": Phase.ATTACK}
MAX_CARD_CORES = L.MAX_CARD_CORES  # the engine's per-card capacity, the Soul Core included
# Reserve, Life, Trash and Count are uint16: 1000 each keeps a position far inside that range
MAX_ZONE_CORES = 1000
# The start of a step, its events firing: the turn machine runs from the phase before it.
STEP_STARTS = {"core": Phase.CORE, "draw": Phase.DRAW, "refresh": Phase.REFRESH,
               "attack_start": Phase.MAIN, "end_start": Phase.END}  # fmt: skip
_DURATIONS = {"battle": 1, "turn": 2, "next_refresh": 3, "next_opp_turn": 70}  # pybs.effects.spec.Duration


@dataclass(frozen=True)
class TempEffect:
    """A temporary effect already in force, stored as the engine stores it (a ``mods`` row).

    ``kind``: a ``pybs.effects.spec.Mod`` (or its name, "BP", "NO_REFRESH", "ATTACK_TAX"...);
    ``slot``: the card it is on (None for a player-wide effect); ``value``: its number (BP change,
    keyword...); ``duration``: "battle", "turn", "next_refresh" or "next_opp_turn"; ``source``: the player whose
    effect it is (default: the other player for a card, ``player`` for a player-wide one).
    """

    player: int
    kind: int | str
    slot: int | None = None
    value: int = 0
    duration: str = "turn"
    source: int | None = None


@dataclass(frozen=True)
class FieldCard:
    """A card on the field: ``cores`` normal cores, plus the Soul Core when ``soul``."""

    card: str
    cores: int = 1
    soul: bool = False
    exhausted: bool | int = False  # True/1 exhausted, 2 heavily exhausted (R1.8)
    brave: str | None = None  # a Brave fused to this Spirit or Ultimate (R12.1): the pair's cores are ``cores``
    soul_state: bool = False  # a contract card in soul state (R16.3): it holds no cores


@dataclass
class PlayerSetup:
    life: int = 5
    reserve: int = 3
    trash_cores: int = 0
    count_cores: int = 0
    soul: str | None = "reserve"  # "reserve", "trash", "life", or None when on a field card
    hand: Sequence[str] = ()
    field: Sequence[FieldCard | str | tuple] = ()
    trash: Sequence[str] = ()
    deck: Sequence[str] | None = None  # top card first
    burst: str | None = None
    bursts_set: int = 0
    turn_start_life: int | None = None  # Life as this turn began (Cond.LIFE_KEPT); None: the Life above
    mirage: str | None = None  # the card set as a Mirage (R16.5)
    hand_side: Sequence[str] = ()  # face-up hand-side cards (R16.7), arrival order


@dataclass
class Scenario:
    """A position to build. See the module docstring for an example."""

    turn: int = 2
    active: int = 0
    step: str = "main"
    rules: RuleSet = field(default_factory=RuleSet)
    seed: int = 0
    auto_forced: bool = True
    effects: bool = True  # False plays every card vanilla (base-game rule tests)
    filler: str = "ST01-004"
    filler_count: int = 20
    db: CardDatabase | None = None
    players: list[PlayerSetup] = field(default_factory=lambda: [PlayerSetup(), PlayerSetup()])
    mods: Sequence[TempEffect] = ()  # temporary effects in force (see TempEffect)
    lost_life: Sequence[int] = ()  # players who already lost Life this turn (turn history)
    first_attacker: int | None = None  # slot of the active player's Spirit that made the turn's first attack

    def player(self, index: int, **setup) -> Scenario:
        """Describe player ``index``'s zones and counters (see PlayerSetup); chainable."""
        if index not in (0, 1):
            raise ScenarioError(f"player must be 0 or 1, got {index!r}")
        try:
            self.players[index] = PlayerSetup(**setup)
        except TypeError as exc:
            raise ScenarioError(f"player {index}: {exc}") from None
        return self

    # -- building ---------------------------------------------------------------------------
    def record(self) -> np.ndarray:
        """The position as a state record (``pybs.layout.STATE_DTYPE``)."""
        db = self.db or load_default()
        if self.step not in STEPS and self.step not in STEP_STARTS:
            raise ScenarioError(f"step must be one of {sorted(STEPS) + sorted(STEP_STARTS)}, got {self.step!r}")
        if self.active not in (0, 1):
            raise ScenarioError(f"active must be 0 or 1, got {self.active!r}")
        cap = self.rules.max_turns or L.MAX_TURN_NUMBER
        if type(self.turn) is not int or not 1 <= self.turn <= cap:
            raise ScenarioError(f"turn must be an integer 1..{cap} (the RuleSet's turn cap), got {self.turn!r}")
        if type(self.filler_count) is not int or not 0 <= self.filler_count <= L.MAX_CARDS:
            raise ScenarioError(f"filler_count must be 0..{L.MAX_CARDS}, got {self.filler_count!r}")
        rec = L.empty_record()
        rec["rng"] = seed_state(self.seed)
        rec["rules"] = self.rules.to_record()
        rec["turn"] = self.turn
        rec["active"] = self.active
        rec["first_player"] = self.active if self.turn % 2 else 1 - self.active
        rec["options"] = L.OPTION_AUTO_FORCED if self.auto_forced else 0
        for p, setup in enumerate(self.players):
            self._fill_player(rec["players"][p], setup, db, p)
        phase = STEPS.get(self.step, STEP_STARTS.get(self.step))
        rec["phase"] = phase
        self._fill_history(rec)
        if self.step == "main":
            rec["decision"], rec["decision_player"] = Decision.MAIN, self.active
        elif self.step == "attack":
            rec["decision"], rec["decision_player"] = Decision.ATTACK, self.active
        return rec

    def _fill_player(self, r: np.void, setup: PlayerSetup, db: CardDatabase, p: int) -> None:
        arrays = db.arrays()
        who = f"player {p}"

        def row_of(card_id: str) -> int:
            try:
                return db.row(card_id)
            except UnknownCardError as exc:
                raise ScenarioError(f"{who}: {exc}") from None

        deck = list(setup.deck) if setup.deck is not None else [self.filler] * self.filler_count
        fields = [_as_field(f, who) for f in setup.field]
        names = list(reversed(deck)) + list(setup.hand) + [f.card for f in fields] + list(setup.trash)
        names += [setup.burst] if setup.burst else []
        names += [f.brave for f in fields if f.brave]
        names += [setup.mirage] if setup.mirage else []
        names += list(setup.hand_side)  # R16.7: the last instances
        for zone in ("hand", "trash"):
            if len(getattr(setup, zone)) > L.MAX_CARDS:
                raise ScenarioError(f"{who}: {zone} holds {len(getattr(setup, zone))} cards, over {L.MAX_CARDS}")
        if len(names) > L.MAX_CARDS:
            raise ScenarioError(f"{who}: {len(names)} cards exceed the engine's {L.MAX_CARDS} per player")
        if len(fields) > L.MAX_SLOTS:
            raise ScenarioError(f"{who}: {len(fields)} field cards exceed {L.MAX_SLOTS} slots")
        rows = [row_of(n) for n in names]
        r["card_ids"][: len(rows)] = rows
        r["n_cards"] = len(rows)
        at = 0
        for zone, count_field in (("deck", "deck_count"), ("hand", "hand_count")):
            n = len(deck) if zone == "deck" else len(setup.hand)
            r[zone][:n] = range(at, at + n)
            r[count_field] = n
            at += n
        soul_slots = [k for k, f in enumerate(fields) if f.soul]
        if len(soul_slots) > 1 or (soul_slots and setup.soul not in (None, "field")):
            raise ScenarioError(f"{who}: the Soul Core can be in one place only (R1.6)")
        for k, f in enumerate(fields):
            row = rows[at]
            ctype = int(arrays["card_type"][row])
            if ctype == CardType.MAGIC:
                raise ScenarioError(f"{who}: {f.card} is a Magic and cannot be on the field")
            if type(f.cores) is not int or not 0 <= f.cores <= MAX_CARD_CORES - bool(f.soul):
                raise ScenarioError(f"{who}: cores on {f.card} (Soul Core included) must be an integer "
                                    f"0..{MAX_CARD_CORES}, got {f.cores!r}")
            if f.exhausted not in (0, 1, 2):
                raise ScenarioError(f"{who}: exhausted of {f.card} must be False, True or 2, got {f.exhausted!r}")
            need = int(arrays["level_cores"][row][0]) if ctype != CardType.NEXUS else 0
            if f.soul_state and (f.cores or f.soul or f.brave or not db.card_at(row).contract):
                raise ScenarioError(f"{who}: {f.card} in soul state must be a contract card without cores or Brave (R16.3)")
            if ctype != CardType.NEXUS and f.cores + f.soul < need and not f.soul_state:
                raise ScenarioError(f"{who}: {f.card} with {f.cores + f.soul} cores would be depleted (R6.2)")
            flipped = int(bool(db.card_at(row).back_of))  # a back face's id: a flipped Rebirth card (R16.1)
            r["slots"][k] = (at, f.cores, int(f.exhausted), 0, flipped, int(f.soul_state))
            at += 1
        r["slot_top"] = len(fields)
        n = len(setup.trash)
        r["trash"][:n] = range(at, at + n)
        r["trash_count"] = n
        at += n
        if setup.burst:
            r["burst_inst"] = at
            at += 1
        for k, f in enumerate(fields):
            if f.brave:
                if int(arrays["card_type"][rows[at]]) != CardType.BRAVE or int(arrays["card_type"][rows[k + len(
                        deck) + len(setup.hand)]]) not in (CardType.SPIRIT, CardType.ULTIMATE):
                    raise ScenarioError(f"{who}: {f.brave} fused to {f.card}: a Brave on a Spirit or Ultimate (R12.1)")
                r["brave"][k] = at
                at += 1
        if setup.mirage:  # R16.5
            if int(arrays["mirage_cost"][rows[at]]) < 0:
                raise ScenarioError(f"{who}: {setup.mirage} has no Mirage cost (R16.5)")
            r["mirage_inst"] = at
            at += 1
        r["hand_side"][: len(setup.hand_side)] = range(at, at + len(setup.hand_side))  # R16.7
        r["hand_side_count"] = len(setup.hand_side)
        at += len(setup.hand_side)
        for name in ("life", "reserve", "trash_cores", "count_cores"):
            value = getattr(setup, name)
            if type(value) is not int or not 0 <= value <= MAX_ZONE_CORES:
                raise ScenarioError(f"{who}: {name} must be an integer 0..{MAX_ZONE_CORES}, got {value!r}")
            r[name] = value
        if type(setup.bursts_set) is not int or not 0 <= setup.bursts_set <= self.rules.bursts_per_turn:
            raise ScenarioError(f"{who}: bursts_set must be 0..{self.rules.bursts_per_turn} "
                                f"(RuleSet.bursts_per_turn, R13.1), got {setup.bursts_set!r}")
        r["bursts_set"] = setup.bursts_set
        r["turn_start_life"] = setup.life if setup.turn_start_life is None else setup.turn_start_life
        r["void_in"] = setup.life + setup.reserve + setup.trash_cores + setup.count_cores + sum(
            f.cores for f in fields
        )
        if not self.rules.use_soul_core:
            if soul_slots or setup.soul not in (None, "reserve"):
                raise ScenarioError(f"{who}: these rules play without a Soul Core (R3.3)")
            r["soul_loc"] = L.SOUL_NONE
        elif soul_slots:
            r["soul_loc"] = L.SOUL_SLOT0 + soul_slots[0]
        else:
            places = {"reserve": L.SOUL_RESERVE, "trash": L.SOUL_TRASH, "life": L.SOUL_LIFE}
            if setup.soul not in places:
                raise ScenarioError(f"{who}: soul must be 'reserve', 'trash' or 'life', or on a FieldCard")
            r["soul_loc"] = places[setup.soul]

    def _fill_history(self, rec: np.ndarray) -> None:
        """Pre-applied temporary effects and turn history, in the engine's own records."""
        from .effects.spec import Mod

        if len(self.mods) > L.MAX_MODS:
            raise ScenarioError(f"mods: {len(self.mods)} exceed the engine's {L.MAX_MODS} temporary effects")
        for i, m in enumerate(self.mods):
            if not isinstance(m, TempEffect):
                raise ScenarioError(f"mods[{i}]: a TempEffect, got {m!r}")
            try:
                kind = Mod[m.kind.upper()] if isinstance(m.kind, str) else Mod(m.kind)
            except (KeyError, ValueError):
                raise ScenarioError(f"mods[{i}]: kind must be a pybs.effects.spec.Mod, got {m.kind!r}") from None
            if m.player not in (0, 1) or m.duration not in _DURATIONS or type(m.value) is not int \
                    or not -(1 << 15) <= m.value < (1 << 15):
                raise ScenarioError(f"mods[{i}]: player 0/1, duration in {sorted(_DURATIONS)}, int16 value")
            inst = L.NO_CARD
            if m.slot is not None:
                inst = self._slot_inst(rec, m.player, m.slot, f"mods[{i}]")
            source = m.source if m.source is not None else (1 - m.player if m.slot is not None else m.player)
            if source not in (0, 1):
                raise ScenarioError(f"mods[{i}]: source must be player 0 or 1, got {source!r}")
            # "next_opp_turn" (vocab-D): made now, as an effect makes it (the turn ends still to pass in pad)
            pad = (1 if source == self.active else 2) if m.duration == "next_opp_turn" else 0
            rec["mods"][i] = (m.player, inst, int(kind), _DURATIONS[m.duration], m.value, source, pad)
        rec["n_mods"] = len(self.mods)
        for p in self.lost_life:
            if p not in (0, 1):
                raise ScenarioError(f"lost_life: players are 0 or 1, got {p!r}")
            rec["turn_flags"][p] |= L.TURN_LOST_LIFE
        if self.first_attacker is not None:
            rec["first_attacker"] = self._slot_inst(rec, self.active, self.first_attacker, "first_attacker")

    @staticmethod
    def _slot_inst(rec: np.ndarray, p: int, slot: object, what: str) -> int:
        if type(slot) is not int or not 0 <= slot < L.MAX_SLOTS:
            raise ScenarioError(f"{what}: slot must be 0..{L.MAX_SLOTS - 1}, got {slot!r}")
        inst = int(rec["players"][p]["slots"][slot]["inst"])
        if inst == L.NO_CARD:
            raise ScenarioError(f"{what}: player {p} has no card in slot {slot}")
        return inst

    def game(self) -> Game:
        """A Game carrying this scenario's rules and card database (decks are placeholders)."""
        return Game(("ST01", "ST01"), seed=self.seed, rules=self.rules, db=self.db,
                    auto_forced=self.auto_forced, effects=self.effects)

    def build(self) -> State:
        """The position in the compiled engine."""
        rec = self.record()
        try:
            return State.from_record(rec, self.game(), run=self.step == "start" or self.step in STEP_STARTS)
        except StateError as exc:
            raise ScenarioError(f"the scenario is not a valid position: {exc}") from None

    def build_reference(self):
        """The same position in the pure-Python reference engine."""
        from .refstate import ReferenceState

        ref = ReferenceState.from_bytes(reference_table(self.db or load_default(), self.effects), L.record_bytes(self.record()))
        if self.step == "start" or self.step in STEP_STARTS:
            ref._advance()
        return ref


def _as_field(spec: FieldCard | str | tuple, who: str) -> FieldCard:
    if isinstance(spec, FieldCard):
        return spec
    if isinstance(spec, str):
        return FieldCard(spec)
    if isinstance(spec, tuple) and spec and isinstance(spec[0], str):
        return FieldCard(*spec)
    raise ScenarioError(f"{who}: a field card is a FieldCard, a card id or (id, cores, ...), got {spec!r}")

