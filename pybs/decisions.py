"""Structured descriptions of the pending decision, and helpers that pick an option by meaning.

    d = state.pending_decision()          # or pybs.decisions.pending_decision(ref_state)
    d.kind, d.player, d.effect, d.options # who decides what, for which card and effect
    state.apply(d.hand_card("ST01-004"))  # the option that uses that card from hand

Built on request from the state record and the compiled card tables (never on the stepping
path), so both engines share one builder and describe a position identically.
``state.action_to_string(code)`` is the ``text`` of the option built here.
"""

from __future__ import annotations

from dataclasses import dataclass

from . import codec as C
from . import layout as L
from .carddb import CardDatabase, load_default
from .effects.compiler import BUILTINS
from .effects.spec import PER_AMOUNT, AbilityKind, CoreFlag, Event, Op, Timing, Who
from .errors import NoSuchOptionError
from .layout import CardType, Decision
from .reference.agile import hidden_hand_trigger
from .reference.pool2_ops import cast_origin as pool2_cast_origin

_PASS = {  # decision -> (verb, text) of PASS
    Decision.MAIN: ("end_main_step", "End the Main Step"),
    Decision.PAY: ("use_free", "Do not pay: use it without paying its cost"),
    Decision.PLACE: ("finish_placing", "Finish placing cores"),
    Decision.ATTACK: ("end_attack_step", "End the Attack Step"),
    Decision.BLOCK: ("no_block", "Do not block"),
    Decision.FLASH: ("pass", "Pass (Flash timing)"),
    Decision.CHOOSE: ("choose_no_more", "Choose no more"),
    Decision.AWAKEN: ("stop_awakening", "Stop moving cores (Awaken)"),
    Decision.BRAVE_KEEP: ("let_brave_go", "Let the Brave go where its Spirit went"),
}
_RULE = {
    Decision.MAIN: "R8", Decision.PAY: "R7.1", Decision.PLACE: "R7.1", Decision.ATTACK: "R9.1",
    Decision.BLOCK: "R9.3", Decision.FLASH: "R10", Decision.CHOOSE: "R10", Decision.YES_NO: "R0.2",
    Decision.MAGIC_EFFECT: "R8.4", Decision.ORDER: "R10.5", Decision.BURST: "R13.3", Decision.SOUL: "R6.7",
    Decision.AWAKEN: "R6.5",  # Awaken moves cores between field cards (keywords.json)
    Decision.BRAVE_KEEP: "R12.6",  # CN 2.1 item 3: a Braved Spirit left; its Brave may stay
}  # fmt: skip
_EVENT_TIMING = {
    Event.SUMMONED: "When Summoned", Event.PLACED: "When Deployed", Event.ATTACKS: "When Attacks",
    Event.BLOCKS: "When Blocks", Event.ATTACKS_OR_BLOCKS: "When Attacks or Blocks",
    Event.BLOCKED: "When Blocked", Event.DESTROYED: "When Destroyed", Event.DEPLETED: "When Depleted",
    Event.LIFE_REDUCED: "When Life is Reduced", Event.WON_BATTLE: "When it Wins a Battle",
    Event.BATTLE_END: "At the End of the Battle", Event.ATTACK_STEP_START: "At the Start of the Attack Step",
    Event.END_STEP_START: "At the Start of the End Step", Event.TURN_END: "At the End of the Turn",
    Event.DREW: "When Drawing", Event.RETURNED: "When Returned", Event.NEXUS_EXHAUSTED: "When a Nexus is Exhausted",
    Event.DECK_DISCARDED: "When Discarded from the Deck", Event.SOUL_PAID_MAGIC: "When the Soul Core Pays for a Magic",
    Event.WS_RESOLVED: "After a When Summoned Effect",
}  # fmt: skip
_GATE = {
    Timing.YOUR_TURN: "Your Turn", Timing.OPP_TURN: "Opponent's Turn", Timing.YOUR_ATTACK_STEP: "Your Attack Step",
    Timing.OPP_ATTACK_STEP: "Opponent's Attack Step", Timing.EITHER_ATTACK_STEP: "Attack Step",
    Timing.WHILE_ATTACKING: "While Attacking", Timing.WHILE_BLOCKING: "While Blocking",
    Timing.YOUR_MAIN_STEP: "Your Main Step", Timing.WHILE_ATTACKING_OR_BLOCKING: "While Attacking or Blocking",
}  # fmt: skip
_BUILTIN_NAMES = ("Crush", "Raid", "Curse", "Luster", "Gale", "Blessed", "Bloodcurse", "Brave stays", "Link")
_OP_PHRASE = {
    Op.DESTROY: "destroy", Op.TO_HAND: "return to hand", Op.EXHAUST: "exhaust", Op.REFRESH: "refresh",
    Op.DRAW: "draw", Op.DISCARD: "discard from the deck", Op.CORES: "move cores", Op.BP: "change BP",
    Op.MOD: "apply an effect", Op.PLAYER_MOD: "apply an effect to a player", Op.REVEAL: "reveal cards",
    Op.SUMMON: "summon", Op.EXHAUST_NEXUS: "exhaust a Nexus", Op.RAID: "use Raid", Op.LUSTER: "use Luster",
    Op.CHOOSE: "choose targets", Op.CHOOSE_COST_SUM: "choose targets", Op.PICK: "pick cards",
    Op.CALLBACK: "apply its effect", Op.CHOOSE_BP_SUM: "choose targets",
    Op.TO_DECK: "send to a deck", Op.HAND_DISCARD: "discard from hand",
    Op.TOKEN: "summon a token", Op.REVEAL_HAND: "reveal a card from a hand", Op.PAY_CORES: "pay cores",
}  # fmt: skip
_OP_PHRASE[Op.U_TRIGGER] = "use a U-Trigger"  # R14.3
_OP_PHRASE.update({Op.COUNT_UP: "add to the Count", Op.REBIRTH: "turn it to its back face (Rebirth)"})  # R16
_OP_PHRASE.update({Op.SOUL_ENTER: "stay on the field in soul state", Op.SOUL_LEAVE: "leave soul state"})  # R16.3
_OP_PHRASE.update({Op.LINK: "link", Op.LINK_PARTNER: "take the linked Spirit"})  # vocab-B: Link
_PICK_VERB = {Op.CHOOSE: "choose", Op.CHOOSE_COST_SUM: "choose", Op.PICK: "pick", Op.SUMMON: "summon",
              Op.REST: "place_next", Op.CHOOSE_BP_SUM: "choose"}  # fmt: skip


def _operand(fr, v: int) -> int:
    """A count operand as the engines read it: per(k) is k times the frame's amount."""
    return (v - PER_AMOUNT) * fr.amount if v <= PER_AMOUNT // 2 else v


@dataclass(frozen=True)
class CardRef:
    """One card: its id and name, whose it is, and where it is (``zone`` and ``index``).

    ``zone`` is "field" (``index`` = slot), "hand", "trash", "revealed" (the resolving effect's
    revealed or viewed cards), "burst", "mirage" (R16.5), "using" (being summoned or used), "deck" or "gone".
    """

    card: str
    name: str
    player: int
    zone: str
    index: int | None = None

    @property
    def slot(self) -> int | None:
        """The field slot, or None off the field."""
        return self.index if self.zone == "field" else None

    def where(self) -> str:
        """"P0 slot 2", "P1 hand 0", "P0 Burst"... as used in option texts."""
        if self.zone == "field":
            return f"P{self.player} slot {self.index}"
        if self.index is None:
            return f"P{self.player} {self.zone}"
        return f"P{self.player} {self.zone} {self.index}"


@dataclass(frozen=True)
class EffectRef:
    """One ability of a card: ``ability`` is its index among the card's compiled abilities
    (-1 for a keyword the engine triggers itself), ``timing`` its printed timing ("When Attacks",
    "Main", "Flash", "Burst", "Crush"), ``subject`` the card whose event set it off."""

    card: CardRef
    ability: int
    kind: str
    timing: str
    subject: CardRef | None = None

    def label(self) -> str:
        """"Name's When Attacks effect (P0 slot 1)"."""
        about = f", for {self.subject.name} ({self.subject.where()})" if self.subject and self.subject != self.card else ""
        return f"{self.card.name}'s {self.timing} effect ({self.card.where()}{about})"


@dataclass(frozen=True)
class Option:
    """One legal answer: its ``code``, a ``verb``, the readable ``text`` and the objects it refers to."""

    code: int
    verb: str
    text: str
    card: CardRef | None = None  # the card it uses, chooses, attacks or blocks with
    slot: int | None = None  # the field slot it refers to (of ``card.player`` when a card is named)
    source: str | None = None  # core source: "reserve" or "slot k"
    dest: str | None = None  # core destination
    soul_core: bool = False  # the core it moves is the Soul Core
    count: int | None = None  # a number of cores
    answer: bool | None = None  # yes (True) / no (False) to a question
    meaning: str | None = None  # what yes or no does, spelled out
    effect: EffectRef | None = None  # the trigger or Magic effect it picks

    def key(self) -> tuple:
        """Everything but the code: two options of one decision never share it."""
        return (self.verb, self.card, self.slot, self.source, self.dest, self.soul_core, self.count, self.answer,
                self.meaning, self.effect, self.text)


@dataclass(frozen=True)
class PendingDecision:
    """The pending decision: kind, player, the card and effect it belongs to, what is being paid and
    what remains, and its options (legal codes, ascending)."""

    kind: Decision
    player: int
    rule: str
    prompt: str
    effect: EffectRef | None
    using: CardRef | None
    paying: str | None
    remaining: int | None
    options: tuple[Option, ...]

    @property
    def codes(self) -> tuple[int, ...]:
        """The legal action codes, ascending."""
        return tuple(o.code for o in self.options)

    def option(self, code: int) -> Option:
        """The option answered by ``code``; NoSuchOptionError when it is not legal now."""
        for o in self.options:
            if o.code == code:
                return o
        raise NoSuchOptionError(f"{_RULE.get(self.kind, '')}: action {code} is not an option of this "
                                f"{self.kind.name} decision")

    def find(self, what: str, *, copy: int = 0, **fields) -> int:
        """The code of the ``copy``-th option whose attributes equal ``fields`` (``card`` matches a
        card id, ``effect`` the id of the effect's card); ``what`` names the search in errors."""
        found = [o for o in self.options if all(_matches(o, name, want) for name, want in fields.items())]
        if len(found) <= copy:
            raise NoSuchOptionError(
                f"{_RULE.get(self.kind, '')}: no option {what} in this {self.kind.name} decision of P{self.player} "
                f"(options: {'; '.join(o.text for o in self.options)})")
        return found[copy].code

    # -- helpers tests and tools use instead of matching text --------------------------------------
    def hand_card(self, card_id: str, verb: str | None = None, copy: int = 0) -> int:
        """The option using ``card_id`` from hand (summon, deploy, use; ``verb="set_burst"`` to set it)."""
        fields = _given(card=card_id, zone="hand", verb=verb)
        return self.find(f"using {card_id} from hand", copy=copy, **fields)

    def target_slot(self, slot: int, player: int | None = None, verb: str | None = None) -> int:
        """The option that refers to field slot ``slot`` (of ``player``, default any side): attack,
        block, Awaken or an effect's choice of a field card."""
        fields = _given(slot=slot, player=player, verb=verb)
        return self.find(f"targeting slot {slot}", **fields)

    def choose_card(self, card_id: str, zone: str | None = None, player: int | None = None, copy: int = 0) -> int:
        """The option choosing ``card_id`` (in ``zone`` of ``player`` when given)."""
        fields = _given(card=card_id, zone=zone, player=player)
        return self.find(f"choosing {card_id}", copy=copy, **fields)

    def yes_to(self, card_id: str) -> int:
        """CONFIRM when the question belongs to ``card_id``'s effect (a "may", a Burst, its paid Magic)."""
        if self.effect is None or self.effect.card.card != card_id:
            owner = self.effect.card.card if self.effect else "no effect"
            raise NoSuchOptionError(f"{_RULE.get(self.kind, '')}: the pending {self.kind.name} decision "
                                    f"belongs to {owner}, not {card_id}")
        return self.find(f"answering yes to {card_id}", answer=True)

    def no_to(self, card_id: str) -> int:
        """PASS when the question belongs to ``card_id``'s effect."""
        self.yes_to(card_id)
        return self.find(f"answering no to {card_id}", answer=False)

    def trigger(self, card_id: str, slot: int | None = None, timing: str | None = None) -> int:
        """The ORDER option resolving ``card_id``'s trigger next (its slot or timing to tell copies apart)."""
        fields = _given(effect=card_id, effect_slot=slot, timing=timing)
        return self.find(f"resolving {card_id}'s effect", **fields)

    def activate(self, card_id: str, copy: int = 0) -> int:
        """The option using the activated [Flash] effect of ``card_id`` on the field (R8.5)."""
        return self.find(f"activating {card_id}", copy=copy, verb="activate", card=card_id)

    def magic_effect(self, timing: str) -> int:
        """The MAGIC_EFFECT option using the "Main" or "Flash" effect."""
        return self.find(f"using the {timing} effect", verb="magic_effect", timing=timing)

    def cores(self, count: int) -> int:
        """The option moving ``count`` cores in an "up to N cores" choice."""
        return self.find(f"moving {count} cores", verb="cores", count=count)


def _matches(o: Option, name: str, want) -> bool:
    if name == "card":
        return o.card is not None and o.card.card == want
    if name == "zone":
        return o.card is not None and o.card.zone == want
    if name == "player":
        return o.card is not None and o.card.player == want
    if name == "effect":
        return o.effect is not None and o.effect.card.card == want
    if name == "effect_slot":
        return o.effect is not None and o.effect.card.slot == want
    if name == "timing":
        return o.effect is not None and o.effect.timing == want
    return getattr(o, name) == want


# -- building ----------------------------------------------------------------------------------------
def pending_decision(state, db: CardDatabase | None = None) -> PendingDecision:
    """The pending decision of a compiled State or a reference RefState (the same for both)."""
    from .reference.engine import RefState

    legal = None if isinstance(state, RefState) else state.legal_actions().tolist()
    return _Builder(_reference_of(state, db), db or _db_of(state), legal).decision()


def describe_action(rec, db: CardDatabase, code: int, effects: bool = True) -> str:
    """The text of ``code`` in the position ``rec`` (legal or not): ``action_to_string``."""
    from .reference.engine import RefState
    from .tables import reference_table

    b = _Builder(RefState.from_bytes(reference_table(db, effects), L.record_bytes(rec)), db)
    d, p = b.ref.current()
    if p not in (0, 1):
        return f"<{C.decode(code).name} with no decision pending>"
    if code in b.ref.legal_actions():
        return b.decision().option(code).text
    return b.option(Decision(d), p, code).text


def _db_of(state) -> CardDatabase:
    game = getattr(state, "game", None)
    if game is not None:
        return game.db
    table_db = getattr(getattr(state, "table", None), "db", None)  # a RefState knows its table's database
    return table_db if table_db is not None else load_default()


def _reference_of(state, db: CardDatabase | None):
    from .reference.engine import RefState
    from .tables import reference_table

    if isinstance(state, RefState):
        return state.clone()
    game = state.game
    table = reference_table(db or _db_of(state), game.effects if game is not None else True)
    return RefState.from_bytes(table, L.record_bytes(state.record()))



def _given(**fields) -> dict:
    """The option fields a helper was given (None: not asked about)."""
    return {k: v for k, v in fields.items() if v is not None}


class _Builder:
    """Reads a RefState (a copy) and the card database; never changes the state."""

    def __init__(self, ref, db: CardDatabase, legal: list[int] | None = None) -> None:
        self.ref, self.db, self.t = ref, db, ref.table
        self.legal = legal
        self._cards: dict[tuple[int, int], CardRef] = {}
        self._locs: dict[tuple[int, int], str] = {}

    # -- objects
    def card(self, p: int, inst: int) -> CardRef:
        key = (p, inst)
        if key not in self._cards:
            self._cards[key] = self._find_card(p, inst)
        return self._cards[key]

    def _find_card(self, p: int, inst: int) -> CardRef:
        ref = self.ref
        pl = ref.players[p]
        c = self.db.card_at(pl.card_ids[inst])
        k = ref.slot_of(p, inst)
        if k >= 0:
            return CardRef(c.id, c.name, p, "field", k)
        fr = ref.frames[-1] if ref.frames else None
        if fr is not None and p == fr.buffer_owner and inst in fr.buffer[: fr.n_buffer]:
            return CardRef(c.id, c.name, p, "revealed", fr.buffer[: fr.n_buffer].index(inst))
        for zone, cards in (("hand", pl.hand), ("trash", pl.trash)):
            if inst in cards:
                return CardRef(c.id, c.name, p, zone, cards.index(inst))
        if inst == pl.burst_inst:
            return CardRef(c.id, c.name, p, "burst")
        if inst == pl.mirage_inst:  # R16.5: face up in the Burst area
            return CardRef(c.id, c.name, p, "mirage")
        if p == ref.use_player and inst == ref.use_inst:
            return CardRef(c.id, c.name, p, "using")
        if inst in pl.deck:
            return CardRef(c.id, c.name, p, "deck")
        return CardRef(c.id, c.name, p, "gone")

    def slot_card(self, p: int, k: int) -> CardRef | None:
        slot = self.ref.players[p].slots[k]
        return None if slot is None else self.card(p, slot.inst)

    def soul_card(self, p: int) -> CardRef | None:
        """The field card holding p's Soul Core (the SOUL question is about it)."""
        k = L.soul_core_loc(self.ref.players[p].soul_loc) - 1
        return self.slot_card(p, k) if k >= 0 else None

    def effect(self, ab: int, p: int, inst: int, sp: int = L.NO_PLAYER, si: int = L.NO_CARD) -> EffectRef:
        t = self.t
        subject = self.card(sp, si) if sp in (0, 1) and si != L.NO_CARD else None
        if ab == L.NO_ABILITY:  # an unscripted Magic: its printed timing only
            return EffectRef(self.card(p, inst), -1, "magic", "Main", subject)
        if ab < BUILTINS:
            return EffectRef(self.card(p, inst), -1, "keyword", _BUILTIN_NAMES[ab], subject)
        kind = AbilityKind(t.ab_kind[ab])
        if kind == AbilityKind.TRIGGERED:
            timing = _EVENT_TIMING.get(t.ab_event[ab], Event(t.ab_event[ab]).name)
            gate = _GATE.get(t.ab_timing[ab])
            timing = f"{gate}: {timing}" if gate else timing
        else:
            timing = {AbilityKind.MAGIC_MAIN: "Main", AbilityKind.MAGIC_FLASH: "Flash",
                      AbilityKind.BURST: "Burst"}.get(kind, kind.name.title())  # fmt: skip
        row = self.ref.players[p].card_ids[inst]
        index = ab - t.card_ab_start[row] if t.card_ab_start[row] <= ab else -1
        return EffectRef(self.card(p, inst), index, kind.name.lower().replace("_", " "), timing, subject)

    def frame_effect(self) -> EffectRef | None:
        if not self.ref.frames:
            return None
        ref = self.ref
        # a card use answers to its own frame; a Brave's keep question not yet asked waits above it
        fr = ref.frames[ref.use_frame_index()] if ref.edecision in (Decision.PAY, Decision.PLACE) else ref.frames[-1]
        return self.effect(fr.ability, fr.player, fr.inst, fr.subj_player, fr.subj_inst)

    def loc(self, p: int, loc: int) -> str:
        return "reserve" if loc == 0 else f"slot {loc - 1}"

    def loc_text(self, p: int, loc: int) -> str:
        key = (p, loc)
        if key not in self._locs:
            c = None if loc == 0 else self.slot_card(p, loc - 1)
            self._locs[key] = ("the Reserve" if loc == 0 else f"empty slot {loc - 1}" if c is None
                               else f"{c.name} (slot {loc - 1})")
        return self._locs[key]

    # -- the decision
    def decision(self) -> PendingDecision:
        ref = self.ref
        d, p = ref.current()
        d = Decision(d)
        legal = self.legal if self.legal is not None else ref.legal_actions()
        options = tuple(self.option(d, p, int(code)) for code in legal)
        options = _disambiguate(options)
        effect, using, paying, remaining = self.context(d, p)
        rule = _RULE.get(d, "")
        if d == Decision.YES_NO and ref._op_at(ref.frames[-1])[0] != Op.MAY:
            rule = "R13.5"  # paying for a resolved Burst's Magic effect
        return PendingDecision(d, p, rule, self.prompt(d, p, effect, using), effect, using, paying,
                               remaining, options)

    def context(self, d: Decision, p: int) -> tuple:
        ref = self.ref
        using = None
        if ref.use_kind != L.UseKind.NONE and ref.use_player in (0, 1):
            using = self.card(ref.use_player, ref.use_inst)
        effect = None
        attack_cost = d == Decision.SOUL and not ref.frames  # which core pays an attack's extra cost (R7.6)
        if d in (Decision.CHOOSE, Decision.YES_NO, Decision.SOUL) and not attack_cost:
            effect = self.frame_effect()
        elif d in (Decision.PAY, Decision.PLACE, Decision.MAGIC_EFFECT) and ref.use_origin == L.UseOrigin.EFFECT:
            effect = self.frame_effect()
        elif d == Decision.BURST:
            pl = ref.players[p]
            effect = self.effect(ref.burst_ability(p), p, pl.burst_inst)
        elif d == Decision.AWAKEN:
            effect = EffectRef(self.slot_card(p, ref.awaken_slot), -1, "keyword", "Awaken")
        elif d == Decision.BRAVE_KEEP:
            effect = self.frame_effect()
        paying = remaining = None
        if attack_cost:
            paying, remaining = "attack cost", 1
        elif d == Decision.BRAVE_KEEP:  # CN 2.1 item 3: the Brave's Lv1 cores
            fr = ref.frames[-1]
            paying, remaining = "cores for the Brave", max(0, ref._brave_min_cores(fr.player, fr.inst) - fr.num)
        elif d == Decision.PAY:
            paying, remaining = "cost", ref.use_cost_left
        elif d == Decision.PLACE:
            k = ref.use_slot
            paying, remaining = "cores to place", max(0, ref._min_cores_at(p, k) - ref._cores_on(p, k))
        elif d == Decision.CHOOSE:
            fr = ref.frames[-1]
            op = ref._op_at(fr)
            if op[0] in (Op.CHOOSE, Op.PICK):
                low = fr.subj_cores if op[2] == -1 else _operand(fr, op[2])  # -1: the trigger's number (Gale N)
                paying, remaining = "targets", max(0, low - fr.picks)
            elif op[0] == Op.CHOOSE_COST_SUM:
                paying, remaining = "total cost", fr.num
            elif op[0] == Op.CHOOSE_BP_SUM:
                paying, remaining = "total BP", fr.num
        return effect, using, paying, remaining

    def prompt(self, d: Decision, p: int, effect: EffectRef | None, using: CardRef | None) -> str:
        who = f"P{p}"
        if effect is not None:
            return f"{who}: {d.name} for {effect.label()}"
        if using is not None:
            return f"{who}: {d.name} for {using.name} [{using.card}]"
        return f"{who}: {d.name}"

    def brave_option(self, p: int, code: int, act: C.Action) -> Option:
        """FUSE (R12.1 fuse, R12.5 swap) and SEPARATE (R12.4) options."""
        pl = self.ref.players[p]
        if act.name == "SEPARATE":
            brave = pl.brave[act.index]
            name = self.card(p, brave).name if brave != L.NO_CARD else "its Brave"
            source = "the Reserve" if act.loc else "the pair"
            return Option(code, "separate", f"Separate {name} from {self.loc_text(p, 1 + act.index)}, its cores "
                          f"from {source}", card=self.slot_card(p, act.index), slot=act.index)
        fused = pl.brave[act.index]
        verb = "swap" if fused != L.NO_CARD else "fuse"
        what = self.card(p, fused).name if fused != L.NO_CARD else self.loc_text(p, 1 + act.index)
        return Option(code, verb, f"{verb.title()} {what} onto {self.loc_text(p, 1 + act.dst)}",
                      card=self.slot_card(p, act.dst), slot=act.dst)

    def hand_side_option(self, p: int, code: int, act: C.Action) -> Option:
        """ACCEL (R16.6: verb "accel"), USE_HAND_SIDE (R16.7: summon, deploy or use) and ADVENT_HAND_SIDE."""
        pl = self.ref.players[p]
        zone, where = (pl.hand, "hand") if act.name == "ACCEL" else (pl.hand_side, "hand-side")
        if act.index >= len(zone):
            return Option(code, "invalid", f"{act.name} {where} card {act.index} (no such card)")
        c = self.card(p, zone[act.index])
        verb = {"ACCEL": "accel", "ADVENT_HAND_SIDE": "advent"}.get(act.name)
        if verb is None:
            ctype = CardType(self.t.card_type[pl.card_ids[zone[act.index]]])
            verb = {CardType.NEXUS: "deploy", CardType.MAGIC: "use"}.get(ctype, "summon")
        return Option(code, verb, f"{verb.title()} {c.name} [{c.card}] from {where} {act.index}", card=c)

    # -- one option
    def option(self, d: Decision, p: int, code: int) -> Option:
        act = C.decode(code)
        ref = self.ref
        pl = ref.players[p]
        core = C.KIND_NAMES[act.kind]
        soul = bool(act.kind)
        if act.name == "PASS":
            if d == Decision.YES_NO:
                return self.yes_no(p, code, False)
            if d == Decision.BURST:
                return Option(code, "keep_burst", "No: keep the Burst set", answer=False,
                              meaning="keep the Burst set face down")
            if d == Decision.SOUL and not ref.frames:
                return Option(code, "pay_attack_cost", "Pay the core to attack with a normal core", soul_core=False,
                              card=self.soul_card(p), meaning="a normal core of the attacker pays the attack's cost")
            if d == Decision.SOUL:
                return Option(code, "keep_soul_core", "No: keep the Soul Core where it is", answer=False,
                              meaning="the Soul Core stays; only normal cores move", card=self.soul_card(p))
            verb, text = _PASS.get(d, ("pass", "Pass"))
            return Option(code, verb, text)
        if act.name == "CONFIRM":
            if d == Decision.YES_NO:
                return self.yes_no(p, code, True)
            if d == Decision.BURST:
                name = self.db.card_at(pl.card_ids[pl.burst_inst]).name
                return Option(code, "activate_burst", f"Yes: activate the Burst {name}", answer=True,
                              meaning=f"flip {name} and resolve its Burst effect")
            if d == Decision.SOUL and not ref.frames:
                return Option(code, "pay_attack_cost", "Pay the core to attack with the Soul Core", soul_core=True,
                              card=self.soul_card(p), meaning="the Soul Core of the attacker pays the attack's cost")
            return Option(code, "move_soul_core", "Yes: move the Soul Core too", answer=True,
                          meaning="the Soul Core moves with the other cores", card=self.soul_card(p))
        if act.name == "CHOICE":
            return self.choice(d, p, code, act.index)
        if act.name in ("USE_HAND", "SET_BURST"):
            if act.index >= len(pl.hand):
                return Option(code, "invalid", f"{'Use' if act.name == 'USE_HAND' else 'Set'} hand card "
                                               f"{act.index} (no such card)")
            c = self.card(p, pl.hand[act.index])
            if act.name == "SET_BURST":
                return Option(code, "set_burst", f"Set {c.name} [{c.card}] from hand {act.index} as a Burst", card=c)
            ctype = CardType(self.t.card_type[pl.card_ids[pl.hand[act.index]]])
            verb = {CardType.NEXUS: "deploy", CardType.MAGIC: "use"}.get(ctype, "summon")
            return Option(code, verb, f"{verb.title()} {c.name} [{c.card}] from hand {act.index}", card=c)
        if act.name == "ADVENT":  # R15: the target is chosen next (an effect's CHOOSE)
            if act.index >= len(pl.hand):
                return Option(code, "invalid", f"Advent hand card {act.index} (no such card)")
            c = self.card(p, pl.hand[act.index])
            return Option(code, "advent", f"Advent {c.name} [{c.card}] from hand {act.index}", card=c)
        if act.name == "MIRAGE":  # R16.5: paid next (PAY), then set face up in the Burst area
            if act.index >= len(pl.hand):
                return Option(code, "invalid", f"Set hand card {act.index} as a Mirage (no such card)")
            c = self.card(p, pl.hand[act.index])
            return Option(code, "set_mirage", f"Set {c.name} [{c.card}] from hand {act.index} as a Mirage", card=c)
        if act.name == "ACCEL_FIELD":  # R16.6: an Accel used from the field
            c = self.slot_card(p, act.index)
            if c is None:
                return Option(code, "invalid", f"ACCEL_FIELD slot {act.index} (no card there)")
            return Option(code, "accel", f"Accel {c.name} [{c.card}] from {self.loc_text(p, 1 + act.index)}",
                          card=c, slot=act.index)
        if act.name in ("ACCEL", "USE_HAND_SIDE", "ADVENT_HAND_SIDE"):  # R16.6, R16.7, CN Q27
            return self.hand_side_option(p, code, act)
        if act.name == "ACTIVATE":  # R8.5: an activated [Flash] effect of a field card
            return Option(code, "activate", f"Use the [Flash] effect of {self.loc_text(p, 1 + act.index)}",
                          card=self.slot_card(p, act.index), slot=act.index)
        if act.name in ("FUSE", "SEPARATE"):
            return self.brave_option(p, code, act)
        if act.name in ("ATTACK", "BLOCK", "AWAKEN"):
            c = self.slot_card(p, act.index)
            verb = act.name.lower()
            return Option(code, verb, f"{verb.title()} with {self.loc_text(p, 1 + act.index)}"
                          if verb != "awaken" else f"Awaken {self.loc_text(p, 1 + act.index)}",
                          card=c, slot=act.index)
        src = self.loc(p, act.loc)
        if act.name == "PLACE" and d == Decision.AWAKEN:
            k = ref.awaken_slot
            return Option(code, "awaken_move", f"Move a {core} from {self.loc_text(p, act.loc)} onto "
                          f"{self.loc_text(p, 1 + k)} (Awaken)", card=self.slot_card(p, k), slot=k, source=src,
                          dest=self.loc(p, 1 + k), soul_core=soul)
        if act.name == "PLACE" and d == Decision.BRAVE_KEEP:  # CN 2.1 item 3
            fr = ref.frames[-1]
            brave = self.card(fr.player, fr.inst)
            return Option(code, "keep_brave", f"Put a {core} from {self.loc_text(p, act.loc)} on {brave.name} "
                          f"to keep it on the field", card=brave, source=src, soul_core=soul,
                          meaning="the core waits in the Reserve until the Brave's Lv1 cores are chosen")
        if act.name == "PAY":
            return Option(code, "pay", f"Pay a {core} from {self.loc_text(p, act.loc)}", source=src,
                          soul_core=soul)
        if act.name == "PLACE":
            dest = None if ref.use_slot == L.NO_SLOT else self.loc(p, 1 + ref.use_slot)
            return Option(code, "place", f"Place a {core} from {self.loc_text(p, act.loc)}", source=src,
                          dest=dest, soul_core=soul)
        if act.name == "MOVE":
            return Option(code, "move", f"Move a {core} from {self.loc_text(p, act.loc)} to "
                          f"{self.loc_text(p, act.dst)}", source=src, dest=self.loc(p, act.dst), soul_core=soul)
        return Option(code, "swap_soul", f"Swap the Soul Core with a core on {self.loc_text(p, act.loc)}",
                      source=src, soul_core=True)

    def yes_no(self, p: int, code: int, yes: bool) -> Option:
        ref = self.ref
        fr = ref.frames[-1]
        name = self.db.card_at(ref.players[fr.player].card_ids[fr.inst]).name
        op = ref._op_at(fr)
        if op[0] != Op.MAY:  # R13.5: the Burst resolved; its Magic effect may follow, paid
            cost = ref.cost_to_pay(fr.player, fr.inst)
            meaning = (f"pay {cost} core{'s' if cost != 1 else ''} to use {name}'s Magic effect" if yes
                       else f"do not pay; {name} goes to the Trash")
        else:
            label = self.effect(fr.ability, fr.player, fr.inst).timing
            phrase = _may_phrase(self.t, fr.ability, fr.pc, op[3])
            meaning = (f"do the optional part of {name}'s {label} effect ({phrase})" if yes
                       else f"skip the optional part of {name}'s {label} effect ({phrase})")
        return Option(code, "yes" if yes else "no", f"{'Yes' if yes else 'No'}: {meaning}", answer=yes,
                      meaning=meaning)

    def choice(self, d: Decision, p: int, code: int, k: int) -> Option:
        ref = self.ref
        if d == Decision.ORDER:
            entry = ref.queue[ref._top_batch()[k]]
            if entry.player != p and hidden_hand_trigger(self.t, ref.players[entry.player].hand, entry.ability,
                                                         entry.inst, 0):  # pool II: not shown until used (R0.7)
                return Option(code, "resolve", f"Resolve an effect of a card in P{entry.player}'s hand next")
            e = self.effect(entry.ability, entry.player, entry.inst, entry.subj_player, entry.subj_inst)
            return Option(code, "resolve", f"Resolve {e.label()} next", card=e.card, effect=e)
        if d == Decision.MAGIC_EFFECT:
            ab = ref.usable_magic(ref.use_player, ref.use_inst, ref.use_origin)[k]
            e = self.effect(ab, ref.use_player, ref.use_inst)
            return Option(code, "magic_effect", f"Use the {e.timing} effect of {e.card.name}", card=e.card, effect=e)
        if d != Decision.CHOOSE:
            raise IndexError(k)
        options, _ = ref.choose_options()
        fr = ref.frames[-1]
        op = ref._op_at(fr)
        if op[0] == Op.CORES:
            n = options[k]
            where = "" if not op[4] & CoreFlag.UP_TO else " (up to)"
            return Option(code, "cores", f"Move {n} core{'s' if n != 1 else ''}{where}", count=n)
        if op[0] in (Op.TOKEN_COPY, Op.CHOOSE_COLOR) or (op[0] == Op.CAST_MAGIC and fr.num):  # pool II: no card
            return _pool2_choice(ref, fr, op, code, options[k])
        if op[0] in (Op.PAY_CORES, Op.DRAW):  # which core pays: loc * 2 + kind (DRAW: the drawer pays, misc)
            who = op[4] if op[0] == Op.PAY_CORES else op[2]  # pool II: PAY_CORES's d names the payer
            payer = fr.player if who == Who.CONTROLLER else 1 - fr.player
            loc, kind = divmod(options[k], 2)
            what = "the Soul Core" if kind else "a core"
            if loc == 0:
                return Option(code, "pay_core", f"Pay {what} from the Reserve", source="reserve", soul_core=bool(kind))
            c = self.slot_card(payer, loc - 1)
            return Option(code, "pay_core", f"Pay {what} from {c.name} ({c.where()})", card=c, slot=loc - 1,
                          source=f"slot {loc - 1}", soul_core=bool(kind))
        q, inst = options[k] >> 6, options[k] & 63
        c = self.card(q, inst)
        verb = _PICK_VERB.get(op[0], "choose")
        return Option(code, verb, f"{verb.replace('_', ' ').capitalize()} {c.name} ({c.where()})", card=c,
                      slot=c.slot)


_COLOR_NAMES = ("red", "purple", "green", "white", "yellow", "blue")  # CHOOSE_COLOR's options, in bit order


def _pool2_choice(ref, fr, op, code: int, value: int) -> Option:
    """pool II CHOOSE options that are no cards: a token copy's core source, a colour, a cast Magic's effect."""
    if op[0] == Op.TOKEN_COPY:
        source = ("the Reserve", "the Trash")[value]
        return Option(code, "core_from", f"Place the copy's core from {source}", source=source.split()[-1].lower())
    if op[0] == Op.CHOOSE_COLOR:
        return Option(code, "color", f"Select {_COLOR_NAMES[value]}", meaning=f"the colour chosen is {_COLOR_NAMES[value]}")
    inst = (fr.index - 1) & 63
    ab = ref.usable_magic(fr.player, inst, pool2_cast_origin(ref, fr.player))[value]
    timing = "Main" if ref.table.ab_kind[ab] == AbilityKind.MAGIC_MAIN else "Flash"
    return Option(code, "magic_effect", f"Use its {timing} effect without paying its cost")


def _may_phrase(t, ab: int, pc: int, skip: int) -> str:
    """What the ops a "may" guards do, in a few words ("choose targets, then exhaust, then refresh")."""
    start = t.ab_prog[ab] + pc + 1
    phrases: list[str] = []
    for op in t.ops[start : start + max(1, skip)]:
        phrase = _OP_PHRASE.get(op[0])
        if phrase and phrase not in phrases:
            phrases.append(phrase)
    return ", then ".join(phrases) or "its optional step"


def _disambiguate(options: tuple[Option, ...]) -> tuple[Option, ...]:
    """Identical triggers (same ability, card and subject) are told apart by their place in line."""
    seen: dict[str, int] = {}
    for o in options:
        seen[o.text] = seen.get(o.text, 0) + 1
    if all(n == 1 for n in seen.values()):
        return options
    count: dict[str, int] = {}
    out = []
    for o in options:
        if seen[o.text] > 1:
            count[o.text] = count.get(o.text, 0) + 1
            o = Option(**{**o.__dict__, "text": f"{o.text} (identical trigger {count[o.text]} of {seen[o.text]})"})
        out.append(o)
    return tuple(out)


__all__ = ["CardRef", "EffectRef", "Option", "PendingDecision", "describe_action", "pending_decision"]
