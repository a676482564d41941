"""Compile card scripts into the flat tables both engines interpret.

Output (``EffectTables.arrays()``), all int32 unless noted:

- ability rows ``ab_*`` (card, kind, event, scope, flags, timing, levels mask, subject filter,
  program start and length, static kind, values, filters, condition);
- ``card_ab_start`` / ``card_ab_count`` per card-table row, and ``card_flags``;
- ``ops`` [n, OP_WIDTH] and ``filters`` [n, FILTER_WIDTH]; ``cardsets`` (uint8 [n, cards]).

Rows 0..BUILTINS-1 of the ability table are the keyword programs the engine triggers itself
(Crush, Raid, Curse, Luster).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import IntEnum

import numpy as np

from ..carddb import COLOR_BITS, Card, CardDatabase
from ..layout import CardType
from .offslot import OFFSLOT_KINDS, check_offslot
from .script import SCRIPTS, Ability, CardScript, Filter, ScriptError
from .spec import (
    ADVENT_FROM_HAND_SIDE,
    ASCEND_WAIVED,
    COND_NOT,
    FILTER_WIDTH,
    OP_WIDTH,
    RANGE_SET,
    AbilityKind,
    Cond,
    CoreZone,
    Count,
    Dest,
    Duration,
    Event,
    F,
    FilterFlag,
    Keyword,
    Mod,
    Op,
    Rel,
    Rule,
    Scope,
    Side,
    Static,
    Timing,
    Who,
    Zone,
    event_bit,
)

BUILTIN_CRUSH, BUILTIN_RAID, BUILTIN_CURSE, BUILTIN_LUSTER = 0, 1, 2, 3
# Events the engines emit without a subject card: a SELF-scoped trigger could never hear them.
_SUBJECTLESS_EVENTS = {Event.ATTACK_STEP_START, Event.END_STEP_START, Event.TURN_END, Event.DREW,
                       Event.SOUL_PAID_MAGIC, Event.LIFE_GAINED, Event.START_STEP, Event.BATTLE_OVER,
                       Event.HAND_ADDED}
_SUBJECTLESS_EVENTS |= {Event.DRAW_STEP, Event.ATTACK_STEP_END, Event.DECK_MILLED}  # handfx
BUILTIN_GALE, BUILTIN_BLESSED = 4, 5
BUILTIN_BLOODCURSE = 6
BUILTIN_BRAVE_KEEP = 7  # CN 2.1 item 3: may the Brave of a Braved Spirit that left stay (Op.BRAVE_KEEP)
BUILTIN_LINK = 8  # vocab-B: a Link Spirit may link to the Spirit that just attacked (or blocked): docs/MECHANICS.md
BUILTINS = 9


class CardFlag(IntEnum):
    SCRIPTED = 1
    VANILLA = 2  # no effect text
    HAS_BLOCK_TRIGGER = 4
    HAS_SUMMON_TRIGGER = 8
    HAS_STATIC = 16
    CALLBACK = 32  # needs the Python escape hatch
    HAS_TRIGGER = 64
    HAS_BURST = 128
    HAS_FLASH_MAGIC = 256  # a Magic effect usable in a Flash timing
    NEG_BP_STATIC = 512  # a static that lowers BP (the R18.1 zero-BP check looks only then)
    SOUL_PAID_COND = 1024  # an ability asks whether the Soul Core paid for it (Mod.SOUL_PAID is recorded)
    FROM_HAND_COND = 2048  # an ability asks whether it was summoned from the hand (Mod.FROM_HAND is recorded)
    TOKEN = 4096  # a token Spirit (R18.8): it leaves the game when it leaves the field
    TRASH_TRIGGER = 8192  # a triggered ability works while the card is in the Trash (value Zone.TRASH)
    EXTRA_SUMMON_COST = 1 << 20  # ascend group: an Ascend or another extra summoning cost (R18.2)
    READS_DEFEATED_BP = 1 << 21  # ascend group: a filter reads Rel.BP_OF_DEFEATED (Mod.DEFEATED_BP is recorded)
    # a filter compares with its own BP (Rel.BP_AT_MOST_SELF / BP_EQUAL_SELF): its BP as it is destroyed is
    # recorded (Mod.LAST_KNOWN_BP, R10.7)
    READS_OWN_BP = 1 << 22
    COST_AS = 1 << 27  # vocab-D: a Rule.COST_AS of its own: filters read its cost through it (matches_card)
    HAND_TRIGGER = 1 << 28  # pool II: a triggered ability works while the card is in its owner's hand (zone HAND)


AB_COLUMNS = ("card", "kind", "event", "scope", "flags", "timing", "levels", "subject", "prog", "n_ops",
              "static", "value", "value2", "filter", "filter2", "cond", "cond_arg")  # fmt: skip
# ops whose a-operand is a filter
_FILTER_OPS = {Op.CHOOSE, Op.CHOOSE_COST_SUM, Op.ALL, Op.PICK, Op.SUMMON, Op.CHOOSE_BP_SUM, Op.CAST_MAGIC}
_TARGET_SETTERS = {Op.CHOOSE, Op.CHOOSE_COST_SUM, Op.ALL, Op.SELF, Op.SUBJECT, Op.BLOCKER, Op.CHOOSE_BP_SUM}
_TARGET_SETTERS |= {Op.LINK_PARTNER}  # vocab-B: "the linked Spirit"
_TARGET_USERS = {Op.DESTROY, Op.TO_HAND, Op.EXHAUST, Op.REFRESH, Op.BP, Op.MOD, Op.TO_DECK, Op.HAND_DISCARD,
                 Op.ATTACK_SPIRIT, Op.DESTROY_SILENT, Op.ASCEND, Op.SUMMON_TARGET}
_FILTER_CONDS = {Cond.CONTROL, Cond.OPP_CONTROLS, Cond.ASCENDED_WITH, Cond.SELF_MATCHES, Cond.SUBJECT_MATCHES}
_COUNT_CONDS = {Cond.COUNT_AT_LEAST, Cond.COUNT_AT_MOST, Cond.NAMES_AT_LEAST}  # arg (Filter, n): filter | n << 16
# vocab-D: statics an effect may put in force for a while (Mod.TURN_STATIC from for_turn, Mod.CARD_STATIC from
# card_static / unblockable), and the rules among them
TEMP_RULES = (Rule.NO_LIFE_DAMAGE, Rule.NO_BATTLE_DESTROY, Rule.NO_EXHAUST, Rule.LIFE_FLOOR)  # LIFE_FLOOR: vocab-B
TURN_STATIC_KINDS = (Static.UNBLOCKABLE_BY, Static.FAMILY, Static.CANNOT_ATTACK, Static.UNTARGETABLE,
                     Static.UNTARGETABLE_BY, Static.NO_DESTROY_BY, Static.RULE)
CARD_STATIC_KINDS = (Static.UNBLOCKABLE_BY, Static.FAMILY, Static.UNTARGETABLE, Static.UNTARGETABLE_BY,
                     Static.NO_DESTROY_BY, Static.RULE)


def _temp_rule_ok(st: Ability) -> bool:
    """A temporary Static.RULE names one of the rules read through temporary statics (TEMP_RULES)."""
    return st.static != Static.RULE or st.value in TEMP_RULES


# vocab-D: Event.TO_TRASH hears these when their subject card is then in its owner's Trash
TO_TRASH_EVENTS = (Event.DESTROYED, Event.DEPLETED, Event.HAND_DISCARDED, Event.DECK_DISCARDED, Event.MAGIC_USED)
# triggers that make a card "have a When This Spirit Blocks effect" (FilterFlag.HAS_BLOCK_TRIGGER)
BLOCK_EVENTS = (Event.BLOCKS, Event.ATTACKS_OR_BLOCKS)


def _with_armed(abilities: list[Ability]) -> list[Ability]:
    """The script's abilities followed by every ability they arm (Ability.arm), each once."""
    out: list[Ability] = []
    todo = list(abilities)
    while todo:
        ab = todo.pop(0)
        if all(ab is not seen for seen in out):
            out.append(ab)
            todo.extend(ab.armed)
    return out


@dataclass
class EffectTables:
    abilities: list[list[int]] = field(default_factory=list)
    ops: list[list[int]] = field(default_factory=list)
    filters: list[tuple[int, ...]] = field(default_factory=list)
    cardsets: list[tuple[bool, ...]] = field(default_factory=list)
    card_start: list[int] = field(default_factory=list)
    card_count: list[int] = field(default_factory=list)
    card_flags: list[int] = field(default_factory=list)
    card_static_mask: list[int] = field(default_factory=list)  # bit s: has a static of kind s
    card_kw_mask: list[int] = field(default_factory=list)  # bit k: has keyword k itself
    card_grant_mask: list[int] = field(default_factory=list)  # bit k: grants keyword k to others
    card_event_mask: list[int] = field(default_factory=list)  # bit e: a triggered ability hears event e
    card_name_id: list[int] = field(default_factory=list)  # vocab-A: the first row with the same card name
    brave_filter: list[int] = field(default_factory=list)  # R12.1: a Brave's fusion condition (filter id), -1
    callbacks: list[Callable] = field(default_factory=list)
    scripted: set[str] = field(default_factory=set)
    _arrays: dict | None = field(default=None, init=False, repr=False, compare=False)

    def arrays(self) -> dict[str, np.ndarray]:
        """Read-only numpy arrays for the card table (built once: the tables do not change after compiling)."""
        if self._arrays is None:
            self._arrays = self._build_arrays()
        return dict(self._arrays)

    def _build_arrays(self) -> dict[str, np.ndarray]:
        ab = np.array(self.abilities, dtype=np.int32).reshape(-1, len(AB_COLUMNS))
        out = {f"ab_{name}": np.ascontiguousarray(ab[:, i]) for i, name in enumerate(AB_COLUMNS)}
        out["ops"] = np.array(self.ops or [[0] * OP_WIDTH], dtype=np.int32).reshape(-1, OP_WIDTH)
        out["filters"] = np.array(self.filters or [(0,) * FILTER_WIDTH], dtype=np.int32).reshape(-1, FILTER_WIDTH)
        n_cards = len(self.card_start)
        sets = self.cardsets or [(False,) * n_cards]
        out["cardsets"] = np.array(sets, dtype=np.uint8).reshape(-1, n_cards)
        out["card_ab_start"] = np.array(self.card_start, dtype=np.int32)
        out["card_ab_count"] = np.array(self.card_count, dtype=np.int32)
        out["card_flags"] = np.array(self.card_flags, dtype=np.int32)
        for name in ("card_static_mask", "card_kw_mask", "card_grant_mask"):
            out[name] = np.array(getattr(self, name), dtype=np.int32)
        out["card_event_mask"] = np.array(self.card_event_mask, dtype=np.int64)  # events up to 63
        out["brave_filter"] = np.array(self.brave_filter or [-1] * n_cards, dtype=np.int32)
        out["card_name_id"] = np.array(self.card_name_id or list(range(n_cards)), dtype=np.int32)
        for arr in out.values():
            arr.flags.writeable = False
        return out


class _Compiler:
    def __init__(self, db: CardDatabase) -> None:
        self.db = db
        self.t = EffectTables()
        self._filter_ids: dict[tuple[int, ...], int] = {}
        self._set_ids: dict[tuple[bool, ...], int] = {}
        # cardset 0 is "no set"
        self._set_id(tuple(False for _ in range(len(db))))

    # -- filters and card sets ----------------------------------------------------------------
    def _set_id(self, members: tuple[bool, ...]) -> int:
        if members not in self._set_ids:
            self._set_ids[members] = len(self.t.cardsets)
            self.t.cardsets.append(members)
        return self._set_ids[members]

    def _cardset(self, pred: Callable[[Card], bool]) -> int:
        return self._set_id(tuple(bool(pred(c)) for c in self.db.cards))

    def filter_id(self, f: Filter, who: str) -> int:
        if not isinstance(f, Filter):
            raise ScriptError(f"card {who}: expected a Filter, got {f!r} (a missing target filter?)")
        rec = [0] * FILTER_WIDTH
        rec[F.SIDE] = int(f.side)
        rec[F.ZONE] = int(f.zone)
        rec[F.TYPES] = sum(1 << int(t) for t in f.types)
        try:
            rec[F.COLORS] = sum(COLOR_BITS[c] for c in f.colors)
        except KeyError as exc:
            raise ScriptError(f"card {who}: unknown color {exc.args[0]!r} in a filter") from None
        rec[F.COST_MIN], rec[F.COST_MAX], rec[F.BP_MAX] = f.cost_min, f.cost_max, f.bp_max
        rec[F.EXHAUSTED] = -1 if f.exhausted is None else int(f.exhausted)
        rec[F.SOUL] = -1 if f.soul is None else int(f.soul)
        rec[F.CORES_MIN], rec[F.CORES_MAX] = f.cores_min, f.cores_max
        rec[F.KEYWORD] = int(f.keyword)
        flags = 0
        flags |= FilterFlag.EXCLUDE_SELF if f.exclude_self else 0
        flags |= FilterFlag.EXCLUDE_SUBJECT if f.exclude_subject else 0
        flags |= FilterFlag.HAS_BLOCK_TRIGGER if f.has_block_trigger else 0
        flags |= FilterFlag.HAS_SUMMON_TRIGGER if f.has_summon_trigger else 0
        flags |= FilterFlag.VANILLA if f.vanilla else 0
        flags |= FilterFlag.TOKEN if f.token is True else FilterFlag.NON_TOKEN if f.token is False else 0
        flags |= FilterFlag.ADVENT_TARGET if f.advent_target else 0
        flags |= FilterFlag.HAS_EFFECTS if f.has_effects else 0
        flags |= FilterFlag.NOT_COLORS if f.not_colors else 0
        flags |= FilterFlag.GRANDWALKER if f.grandwalker else 0  # R16.4
        flags |= FilterFlag.NO_BLOCK_TRIGGER if f.no_block_trigger else 0
        flags |= FilterFlag.SOUL_STATE if f.soul_state else 0  # R16.3
        if f.no_block_trigger and f.zone != Zone.FIELD:
            raise ScriptError(f"card {who}: no_block_trigger is read on the field only (at the card's level)")
        if f.soul_state and f.zone != Zone.FIELD:
            raise ScriptError(f"card {who}: soul_state names field cards only (R16.3)")
        rec[F.SYMBOLS] = _count_range(f.symbols, "symbols", who)  # vocab-A
        rec[F.COLOR_COUNT] = _count_range(f.color_count, "color_count", who)
        if f.union is not None:  # vocab-A: "X or Y", one level deep
            if f.union.union is not None:
                raise ScriptError(f"card {who}: a filter's union names one other filter, without a union of its own")
            rec[F.UNION] = self.filter_id(f.union, who) + 1
        flags |= FilterFlag.NEW_NAME if f.new_name else 0
        rec[F.BP_MIN], rec[F.LEVEL_MIN], rec[F.LEVEL_MAX] = f.bp_min, f.level_min, f.level_max
        rec[F.NOT_KEYWORD], rec[F.KEYWORD_OR] = int(f.not_keyword), int(f.keyword_or)
        if f.keyword_or and not f.keyword:
            raise ScriptError(f"card {who}: keyword_or needs keyword (either of the two)")
        rec[F.BATTLE], rec[F.RELATION] = int(f.battle), int(f.relation)
        rec[F.LINK] = int(f.link)  # vocab-B: LinkRole
        if f.link and f.zone != Zone.FIELD:
            raise ScriptError(f"card {who}: a link filter names field cards only")
        for cost in f.costs:
            if not 0 <= cost <= 30:
                raise ScriptError(f"card {who}: cost {cost} cannot be in a filter's cost set (0-30)")
            rec[F.COST_SET] |= 1 << cost
        if f.family is not None:
            fams = (f.family,) if isinstance(f.family, str) else tuple(f.family)
            for fam in fams:
                if fam not in self.db.families:
                    raise ScriptError(f"card {who}: unknown family {fam!r} in a filter")
            if len(fams) == 1:
                rec[F.FAMILY] = self.db.family_id(fams[0])
            else:
                rec[F.CARDSET] = self._cardset(lambda c: any(x in c.families for x in fams))
                flags |= FilterFlag.FAMILY_SET  # vocab-A: a card with every family is in it
        if f.name_contains:
            if rec[F.CARDSET]:
                raise ScriptError(f"card {who}: a filter takes several families or a name, not both")
            rec[F.CARDSET] = self._cardset(lambda c: f.name_contains in c.name)
        if f.name_not:
            rec[F.NOT_CARDSET] = self._cardset(lambda c: f.name_not in c.name)
        if f.not_family is not None:  # "non-Voidlord" (levels group)
            nots = (f.not_family,) if isinstance(f.not_family, str) else tuple(f.not_family)
            if f.name_not or any(fam not in self.db.families for fam in nots):
                raise ScriptError(f"card {who}: not_family takes known families, and not with name_not")
            rec[F.NOT_CARDSET] = self._cardset(lambda c: any(x in c.families for x in nots))
            flags |= FilterFlag.NOT_FAMILY_SET  # vocab-A: a card with every family is in it
        rec[F.FLAGS] = flags
        key = tuple(rec)
        if key not in self._filter_ids:
            self._filter_ids[key] = len(self.t.filters)
            self.t.filters.append(key)
        return self._filter_ids[key]

    # -- abilities ---------------------------------------------------------------------------
    def add_ability(self, card: Card | None, row: int, ab: Ability, rows: dict[int, int] | None = None) -> None:
        """Append ``ab``; ``rows`` maps id() of the card's abilities to their ability-table rows (Mod.ARMED)."""
        who = card.id if card else "builtin"
        ab.close_chain()  # vocab-A: a chain() still open gates the rest of the program
        levels = 0
        if ab.levels:
            printed = {lv for lv, _, _ in card.levels} if card else set()
            for lv in ab.levels:
                if lv not in printed:
                    raise ScriptError(f"card {who}: level {lv} is not printed on it (levels {sorted(printed)})")
                levels |= 1 << lv
        prog = len(self.t.ops)
        has_targets = False
        if card is not None:  # the keyword built-ins are triggered by the engine, not by an event
            self._check_ability(ab, who)
        for raw in ab.ops:
            try:
                op = Op(raw[0])
            except ValueError:
                raise ScriptError(f"card {who}: unknown opcode {raw[0]!r}") from None
            rec = list(raw)
            if op in _FILTER_OPS:
                rec[1] = self.filter_id(raw[1], who)
                if op == Op.PICK and raw[1].zone != Zone.BUFFER:
                    raise ScriptError(f"card {who}: PICK chooses from the revealed cards (zone BUFFER)")
            if op == Op.TOKEN:
                if raw[1] not in self.db or not self.db[raw[1]].token:
                    raise ScriptError(f"card {who}: {raw[1]!r} is not a token card (R18.8)")
                rec[1] = self.db.row(raw[1])
            if op == Op.FEAST:  # pool II: the Small, Medium and Large Supsprite rows
                for i in (1, 2, 3):
                    if raw[i] not in self.db or not self.db[raw[i]].token:
                        raise ScriptError(f"card {who}: Feast needs the Supsprite token {raw[i]!r} (R18.8)")
                    rec[i] = self.db.row(raw[i])
            if op == Op.MAGIC_TO_HAND and ab.kind not in (AbilityKind.MAGIC_MAIN, AbilityKind.MAGIC_FLASH):
                raise ScriptError(f"card {who}: magic_to_hand() belongs to a Magic's Main or Flash effect")
            if op == Op.TO_DECK and raw[1] not in (Dest.DECK_TOP, Dest.DECK_BOTTOM):
                raise ScriptError(f"card {who}: to_deck needs a deck destination")
            if op == Op.REST and raw[2] and raw[1] not in (Dest.DECK_TOP, Dest.DECK_BOTTOM):
                raise ScriptError(f"card {who}: rest(any_order=True) needs a deck destination")
            if op in (Op.IF, Op.MAY):
                rec[1], rec[2] = self.cond_pair(raw[1], raw[2], who)
            if ((op == Op.BP and raw[2] == Duration.WHILE_ON_FIELD) or (op in (Op.MOD, Op.PLAYER_MOD) and raw[3] ==
                    Duration.WHILE_ON_FIELD and not (op == Op.MOD and raw[1] == Mod.DELAYED))):
                raise ScriptError(f"card {who}: Duration.WHILE_ON_FIELD is for later(..., watch=True) only")
            if op == Op.COUNT:
                rec[2] = self.filter_id(raw[2], who) if isinstance(raw[2], Filter) else int(raw[2])
            if op == Op.DISCARD and raw[3]:
                rec[3] = self.filter_id(raw[3], who) + 1
            if op in _TARGET_SETTERS:
                has_targets = True
            if op in _TARGET_USERS and not has_targets and not (op == Op.ASCEND and raw[1] == ASCEND_WAIVED):
                raise ScriptError(f"card {who}: {op.name} has no target: choose() or this() must come first")
            if op == Op.PLAYER_MOD and raw[1] == Mod.TURN_STATIC:
                if not isinstance(raw[2], Ability) or rows is None or id(raw[2]) not in rows:
                    raise ScriptError(f"card {who}: Mod.TURN_STATIC is made by for_turn(), naming a static of the card")
                if raw[2].static not in TURN_STATIC_KINDS or not _temp_rule_ok(raw[2]):
                    raise ScriptError(f"card {who}: for_turn() supports {[k.name for k in TURN_STATIC_KINDS]} "
                                      f"(RULE: {[r.name for r in TEMP_RULES]}) only")
                rec[2] = rows[id(raw[2])]
            if op == Op.MOD and raw[1] == Mod.AS_SPIRIT:  # vocab-B: value = BP / 1000 + family id << 5
                bp, fam = raw[2] if isinstance(raw[2], tuple) else (None, None)
                if not (isinstance(bp, int) and bp % 1000 == 0 and 1000 <= bp <= 31000) or fam not in self.db.families \
                        or self.db.family_id(fam) >= 1024 or raw[3] != Duration.TURN:
                    raise ScriptError(f"card {who}: as_spirit takes a BP of 1000..31000 and a known family, this turn")
                rec[2] = bp // 1000 + (self.db.family_id(fam) << 5)
            if op == Op.MOD and raw[1] == Mod.CARD_STATIC:
                if not isinstance(raw[2], Ability) or rows is None or id(raw[2]) not in rows:
                    raise ScriptError(f"card {who}: Mod.CARD_STATIC is made by unblockable() or card_static(), "
                                      "naming a static of the card")
                if raw[2].static not in CARD_STATIC_KINDS or not _temp_rule_ok(raw[2]):
                    raise ScriptError(f"card {who}: card_static() supports {[k.name for k in CARD_STATIC_KINDS]} "
                                      f"(RULE: {[r.name for r in TEMP_RULES]}) only")
                rec[2] = rows[id(raw[2])]
            if op == Op.PLAYER_MOD and raw[1] == Mod.COST_IS_LIFE_NEXT:  # vocab-D: value: a STATIC row of the card
                if not isinstance(raw[2], Ability) or rows is None or id(raw[2]) not in rows:
                    raise ScriptError(f"card {who}: Mod.COST_IS_LIFE_NEXT is made by next_summon_costs_life()")
                rec[2] = rows[id(raw[2])]
            if op in (Op.MOD, Op.PLAYER_MOD) and raw[1] == Mod.DELAYED and raw[3] == Duration.NEXT_OPP_TURN:
                raise ScriptError(f"card {who}: a delayed trigger lasts a battle, a turn or while on the field")
            if op == Op.MOD and raw[1] == Mod.ARMED:
                if not isinstance(raw[2], Ability) or rows is None or id(raw[2]) not in rows:
                    raise ScriptError(f"card {who}: Mod.ARMED is made by arm(), naming an ability of the card")
                rec[2] = rows[id(raw[2])]
            if op == Op.PLAYER_MOD and raw[1] == Mod.COST_IS_LIFE:  # value: a family name
                if raw[2] not in self.db.families:
                    raise ScriptError(f"card {who}: Mod.COST_IS_LIFE names an unknown family {raw[2]!r}")
                rec[2] = self.db.family_id(raw[2])
            if op in (Op.MOD, Op.PLAYER_MOD) and raw[1] == Mod.DELAYED:
                if not isinstance(raw[2], Ability) or rows is None or id(raw[2]) not in rows:
                    raise ScriptError(f"card {who}: Mod.DELAYED is made by later(), naming an ability of the card")
                rec[2] = rows[id(raw[2])]
            if op == Op.LINK and raw[1] and not has_targets:
                raise ScriptError(f"card {who}: link(spirit=TARGET) needs a choice of the Link Spirit first")
            if op == Op.CALLBACK:
                rec[1] = len(self.t.callbacks)
                self.t.callbacks.append(ab.callbacks[raw[1]])
            self.t.ops.append([int(x) for x in rec])
        if ab.ops and ab.kind != AbilityKind.STATIC:
            self.t.ops.append([Op.END, 0, 0, 0, 0, 0])
        subject = self.filter_id(ab.subject, who) if ab.subject is not None else -1
        filt = self.filter_id(ab.filter, who) if ab.filter is not None else -1
        filt2 = self.filter_id(ab.filter2, who) if ab.filter2 is not None else -1
        cond, cond_arg = self.cond_pair(ab.cond, ab.cond_arg, who)
        if ab.kind == AbilityKind.STATIC and ab.static == Static.FAMILY:
            ab.value = self.family_grant(ab, who)
        if ab.kind == AbilityKind.STATIC and ab.static in (Static.ALL_FAMILIES, Static.COLOR_GRANT):
            _check_self_reading_static(ab, who)
        self.t.abilities.append([
            row, int(ab.kind), int(ab.event), int(ab.scope), int(ab.flags_required), int(ab.timing), levels,
            subject, prog, len(self.t.ops) - prog, int(ab.static), int(ab.value), int(ab.value2), filt, filt2,
            cond, cond_arg,
        ])  # fmt: skip

    def family_grant(self, ab: Ability, who: str) -> int:
        """Static.FAMILY's value: the family id of the name the script gives. Its filter names no family, so
        asking whether a card has a family never asks it again."""
        if ab.value not in self.db.families:
            raise ScriptError(f"card {who}: Static.FAMILY names an unknown family {ab.value!r}")
        on_one_card = ab.filter is None and ab.timing == Timing.ARMED  # vocab-D: card_static(), no filter read
        if not on_one_card and (ab.filter is None or ab.filter.family is not None):
            raise ScriptError(f"card {who}: Static.FAMILY needs an affects filter that names no family")
        return self.db.family_id(ab.value)

    def cond_pair(self, cond: int, arg, who: str) -> tuple[int, int]:
        """A condition (maybe negated, COND_NOT) and its argument as two ints."""
        try:
            base = Cond(int(cond) & ~COND_NOT)
        except ValueError:
            raise ScriptError(f"card {who}: unknown condition {cond!r}") from None
        if base in _FILTER_CONDS:
            return int(cond), self.filter_id(arg, who)
        if base in _COUNT_CONDS:
            if not (isinstance(arg, tuple) and len(arg) == 2 and 0 <= arg[1] < 0x7FFF):
                raise ScriptError(f"card {who}: {base.name} takes count_arg(filter, n)")
            return int(cond), self.filter_id(arg[0], who) | (arg[1] << 16)
        if isinstance(arg, Filter | tuple):
            raise ScriptError(f"card {who}: condition {base.name} takes a number, not a filter")
        return int(cond), int(arg)

    def _check_ability(self, ab: Ability, who: str) -> None:
        """Enum fields must hold known values (a typo never compiles into a silent no-op)."""
        checks = [("event", Event, ab.event, ab.kind in (AbilityKind.TRIGGERED, AbilityKind.BURST)),
                  ("timing", Timing, ab.timing, True), ("scope", Scope, ab.scope, True),
                  ("static kind", Static, ab.static, ab.kind == AbilityKind.STATIC),
                  ("condition", Cond, int(ab.cond) & ~COND_NOT, True)]
        for name, enum, value, needed in checks:
            if not needed:
                continue
            try:
                enum(value)
            except ValueError:
                raise ScriptError(f"card {who}: unknown {name} {value!r}") from None
        if ab.kind == AbilityKind.TRIGGERED and ab.scope == Scope.SELF and ab.event in _SUBJECTLESS_EVENTS:
            raise ScriptError(f"card {who}: {Event(ab.event).name} happens to no card, so scope=SELF never "
                              "hears it; give the scope (MINE, OPPONENT or ANY)")
        if ab.kind == AbilityKind.STATIC and ab.static == Static.KEYWORD:
            try:
                if Keyword(ab.value) == Keyword.NONE:
                    raise ValueError
            except ValueError:
                raise ScriptError(f"card {who}: unknown keyword {ab.value!r}") from None

    def builtins(self) -> None:
        crush = Ability(AbilityKind.TRIGGERED)
        crush._op(Op.DISCARD, -1, Who.OPPONENT)  # -1: the source's level + its Crush number
        raid = Ability(AbilityKind.TRIGGERED)  # -1: the source's Raid number
        raid.if_(Cond.RAID_AVAILABLE, -1, then=lambda a: a.may(
            lambda b: b.exhaust_nexus().this().refresh()._op(Op.RAID), cond=Cond.CAN_EXHAUST_NEXUS))
        curse = Ability(AbilityKind.TRIGGERED)
        curse._op(Op.BLOCKER)._op(Op.DESTROY)
        luster = Ability(AbilityKind.TRIGGERED)
        luster._op(Op.LUSTER)
        # Gale N (R18.7): N, carried as the trigger's subject cores, of the opponent's refreshed Spirits
        gale = Ability(AbilityKind.TRIGGERED)
        gale.choose(Filter(side=Side.OPPONENT, exhausted=False), n=-1, min=-1, chooser=Who.GALE).exhaust()
        blessed = Ability(AbilityKind.TRIGGERED)  # R18.4: one Void core to the controller's Life
        blessed.cores(CoreZone.VOID, CoreZone.LIFE, 1)
        # Bloodcurse (R18.11): instead of being destroyed, 1 core of the opponent's Life and 1 of this Spirit
        # go to their owners' Trashes and it is refreshed (offered only when both cores exist)
        bloodcurse = Ability(AbilityKind.TRIGGERED, Event.WOULD_BE_DESTROYED)
        bloodcurse._op(Op.MAY, Cond.TRUE, 0, 0)
        start = len(bloodcurse.ops) - 1
        (bloodcurse.cores(CoreZone.LIFE, CoreZone.TRASH, 1, who=Who.OPPONENT)
            .subject_card().cores(CoreZone.TARGETS, CoreZone.TRASH, 1, who=Who.OWNER).refresh())
        bloodcurse.ops[start][3] = len(bloodcurse.ops) - start  # declined: on to DESTROY_REPLACED
        bloodcurse._op(Op.JUMP, 0, 0, 1)._op(Op.DESTROY_REPLACED)
        brave_keep = Ability(AbilityKind.TRIGGERED)
        brave_keep._op(Op.BRAVE_KEEP)
        # Link (keywords.json): the Link Spirit (the source) may be exhausted to link to the subject, which just
        # attacked (or blocked, Rule.LINK ON_BLOCK); offered only while it still may (R0.4)
        link = Ability(AbilityKind.TRIGGERED)
        link.may(lambda b: b._op(Op.LINK, 0, 0), cond=Cond.CAN_LINK)
        for ab in (crush, raid, curse, luster, gale, blessed, bloodcurse, brave_keep, link):
            self.add_ability(None, -1, ab)

    def check_card(self, card: Card, script: CardScript) -> int:
        who = card.id
        flags = CardFlag.SCRIPTED
        kinds = [ab.kind for ab in script.abilities]
        is_magic = card.type == CardType.MAGIC
        for ab in script.abilities:
            if ab.kind in (AbilityKind.MAGIC_MAIN, AbilityKind.MAGIC_FLASH) and not is_magic:
                raise ScriptError(f"card {who}: only a Magic has Main/Flash Magic effects")
            if ab.kind == AbilityKind.ACTIVATED and (is_magic or "flash" not in card.timings):
                raise ScriptError(f"card {who}: an activated effect needs a field card with a Flash timing")
            if ab.kind == AbilityKind.TRIGGERED:
                flags |= CardFlag.HAS_TRIGGER
                if ab.value == Zone.TRASH:
                    flags |= CardFlag.TRASH_TRIGGER
                    if ab.levels or ab.scope == Scope.SELF:
                        raise ScriptError(f"card {who}: an ability working from the Trash has no levels and "
                                          "watches other cards (scope MINE, OPPONENT or ANY)")
                elif ab.value == Zone.HAND:  # pool II: hidden in the hand until used (R0.7)
                    flags |= CardFlag.HAND_TRIGGER
                    _check_hand_trigger(ab, who)
                elif ab.value != Zone.FIELD:
                    raise ScriptError(f"card {who}: a triggered ability works on the field, in the Trash or in the hand")
                if ab.scope == Scope.SELF and ab.event in BLOCK_EVENTS:
                    flags |= CardFlag.HAS_BLOCK_TRIGGER
                if ab.scope == Scope.SELF and ab.event == Event.SUMMONED:
                    flags |= CardFlag.HAS_SUMMON_TRIGGER
            if ab.kind == AbilityKind.TRIGGERED and ab.event == Event.WOULD_BE_DESTROYED and (
                    not ab.ops or ab.ops[-1][0] != Op.DESTROY_REPLACED or ab.scope not in (Scope.SELF, Scope.MINE)):
                raise ScriptError(f"card {who}: a replacement is made by instead_of_destroyed() (SELF or MINE)")
            if ab.kind == AbilityKind.STATIC and ab.static == Static.ULTIMATE_SUMMON:
                _check_ultimate_summon(card, script, ab)
            if ab.kind == AbilityKind.STATIC:
                flags |= CardFlag.HAS_STATIC
                if ab.static == Static.RULE and ab.value in (Rule.LOSE_EFFECTS, Rule.LOSE_EFFECTS_AT_LEVEL) and card.type == CardType.NEXUS:
                    raise ScriptError(f"card {who}: a Nexus cannot carry Rule.LOSE_EFFECTS (it would ask itself)")
                if ab.static in (Static.BP, Static.BP_PER, Static.FIRST_ATTACKER_BP_PER) and ab.value < 0:
                    flags |= CardFlag.NEG_BP_STATIC
                if ab.static == Static.RULE and ab.value == Rule.COST_AS:  # vocab-D: filters read its cost so
                    flags |= CardFlag.COST_AS
                    if ab.filter is not None:
                        raise ScriptError(f"card {who}: Rule.COST_AS is about the card itself (no affects filter)")
            if ab.callbacks:
                flags |= CardFlag.CALLBACK
            conds = [ab.cond] + [raw[1] for raw in ab.ops if raw[0] in (Op.IF, Op.MAY)]
            if any(int(c) & ~COND_NOT == Cond.SOUL_PAID for c in conds):
                flags |= CardFlag.SOUL_PAID_COND
            if any(int(c) & ~COND_NOT == Cond.SUMMONED_FROM_HAND for c in conds):
                flags |= CardFlag.FROM_HAND_COND
        _check_advent(card, script)
        _check_link(card, script)
        check_offslot(card, script)  # mirage group: "while set" / "when braved" statics
        _check_accel(card, script)
        flags |= _check_extra_cost(card, script)
        has_burst = AbilityKind.BURST in kinds
        if has_burst != bool(card.timings & {"burst"}):
            raise ScriptError(f"card {who}: the card {'lacks' if has_burst else 'has'} a Burst timing "
                              f"but the script {'has' if has_burst else 'lacks'} a Burst effect (R13)")
        if has_burst:
            flags |= CardFlag.HAS_BURST
        if any(ab.kind in (AbilityKind.MAGIC_MAIN, AbilityKind.MAGIC_FLASH) and ab.value & 2 for ab in script.abilities):
            flags |= CardFlag.HAS_FLASH_MAGIC
        if is_magic:
            steps = {s for s in card.timings if s in ("main", "flash")}
            scripted = set()
            for ab in script.abilities:
                if ab.kind in (AbilityKind.MAGIC_MAIN, AbilityKind.MAGIC_FLASH):
                    scripted |= {"main"} if ab.value & 1 else set()
                    scripted |= {"flash"} if ab.value & 2 else set()
            if scripted != steps:
                raise ScriptError(f"card {who}: Magic timings {sorted(steps)} but the script gives {sorted(scripted)}")
        if _printed_vanilla(script):
            flags |= CardFlag.VANILLA  # a summon condition (R14.2) is not effect text
        return flags


def _count_range(value: int | tuple | None, name: str, who: str) -> int:
    """vocab-A: a filter's count range (F.SYMBOLS, F.COLOR_COUNT): n, (lo, hi) or (lo, None) packed as
    lo | hi << 8 | RANGE_SET; None is any count."""
    if value is None:
        return 0
    lo, hi = (value, value) if isinstance(value, int) else value
    hi = 254 if hi is None else hi
    if not 0 <= lo <= hi <= 254:
        raise ScriptError(f"card {who}: {name}={value!r} is not a count range (0..254)")
    return lo | hi << 8 | RANGE_SET


def _check_self_reading_static(ab: Ability, who: str) -> None:
    """vocab-A: Static.ALL_FAMILIES and COLOR_GRANT change what family and colour filters see, so their own filter
    names neither and they take no condition (asking them would ask them again)."""
    f = ab.filter
    if ab.cond != Cond.TRUE or (f is not None and (f.family is not None or f.not_family is not None or f.colors
                                                    or f.color_count is not None or f.name_contains)):
        raise ScriptError(f"card {who}: {Static(ab.static).name} takes no condition and an affects filter naming no "
                          "family, name or colour")
def _check_hand_trigger(ab: Ability, who: str) -> None:
    """pool II: an ability working from the hand has no levels, watches other cards, and is optional: its program
    is one may() (inside if_() only), so a card whose ability is declined was never shown (R0.7)."""
    if ab.levels or ab.scope == Scope.SELF:
        raise ScriptError(f"card {who}: an ability working from the hand has no levels and watches other cards "
                          "(scope MINE, OPPONENT or ANY)")
    for i, raw in enumerate(ab.ops):
        if raw[0] == Op.MAY and i + 1 + raw[3] == len(ab.ops):
            return
        if raw[0] != Op.IF:
            break
    raise ScriptError(f"card {who}: an ability working from the hand is one may() (inside if_() only): its card "
                      "is revealed when it is used")


def _check_advent(card: Card, script: CardScript) -> None:
    """An Advent ability (R15) matches the card data's ``advent`` field; the data's ``advent_hand_side``
    (CN Q27) becomes the ability row's ADVENT_FROM_HAND_SIDE flag."""
    adv = [ab for ab in script.abilities if ab.kind == AbilityKind.ADVENT]
    if bool(adv) != card.advent or len(adv) > 1:
        raise ScriptError(f"card {card.id}: the card data says advent={card.advent} but the script has "
                          f"{len(adv)} Advent abilities (R15)")
    for ab in adv:
        ab.flags_required = ADVENT_FROM_HAND_SIDE if card.advent_hand_side else 0


def _check_link(card: Card, script: CardScript) -> None:
    """vocab-B: one Link condition row per card, on a Spirit, beside its Link keyword (CardScript.link)."""
    rows = [ab for ab in script.abilities if ab.kind == AbilityKind.LINK]
    if not rows:
        return
    has_kw = any(ab.kind == AbilityKind.STATIC and ab.static == Static.KEYWORD and ab.value == Keyword.LINK
                 and ab.filter is None for ab in script.abilities)
    if len(rows) > 1 or card.type != CardType.SPIRIT or not has_kw:
        raise ScriptError(f"card {card.id}: Link is printed once, on a Spirit (CardScript.link)")


def _check_accel(card: Card, script: CardScript) -> None:
    """One Accel ability (R16.6) exactly when the card data gives ``accel_cost``; the cost is its value."""
    acc = [ab for ab in script.abilities if ab.kind == AbilityKind.ACCEL]
    if bool(acc) != (card.accel_cost is not None) or len(acc) > 1:
        raise ScriptError(f"card {card.id}: the card data's accel_cost is {card.accel_cost} but the script has "
                          f"{len(acc)} Accel abilities (R16.6)")
    for ab in acc:
        ab.value = card.accel_cost


def _check_extra_cost(card: Card, script: CardScript) -> int:
    """An extra summoning cost (R18.2) is printed once, on a Spirit: the card's EXTRA_SUMMON_COST flag."""
    extra = [ab for ab in script.abilities if ab.kind == AbilityKind.ASCEND]
    if not extra:
        return _reads_defeated_bp(script)
    if len(extra) > 1 or card.type != CardType.SPIRIT:
        raise ScriptError(f"card {card.id}: one extra summoning cost, on a Spirit (R18.2)")
    return CardFlag.EXTRA_SUMMON_COST | _reads_defeated_bp(script)


def _reads_defeated_bp(script: CardScript) -> int:
    """CardFlag.READS_DEFEATED_BP when one of the card's filters asks for Rel.BP_OF_DEFEATED; READS_OWN_BP when
    one compares with the card's own BP."""
    relations = {x.relation for ab in script.abilities for raw in ab.ops for x in raw if isinstance(x, Filter)}
    conds = {int(c) & ~COND_NOT for ab in script.abilities for c in [ab.cond] + [raw[1] for raw in ab.ops
                                                                          if raw[0] in (Op.IF, Op.MAY)]}
    if Cond.DEFEATED_BP_AT_MOST in conds:  # vocab-D: EVF_DEFEATED_FILTER reads Mod.DEFEATED_BP too
        relations.add(Rel.BP_OF_DEFEATED)
    return ((CardFlag.READS_DEFEATED_BP if Rel.BP_OF_DEFEATED in relations else 0)
            | (CardFlag.READS_OWN_BP if relations & {Rel.BP_AT_MOST_SELF, Rel.BP_EQUAL_SELF} else 0))


def _check_ultimate_summon(card: Card, script: CardScript, ab: Ability) -> None:
    """A summon condition (R14.2) is printed once, on an Ultimate, and is read in hand (no levels or timing)."""
    who = card.id
    if card.type != CardType.ULTIMATE:
        raise ScriptError(f"card {who}: only an Ultimate has a summon condition (R14.2)")
    if sum(a.kind == AbilityKind.STATIC and a.static == Static.ULTIMATE_SUMMON for a in script.abilities) > 1:
        raise ScriptError(f"card {who}: one summon condition per Ultimate (R14.2)")
    if ab.levels or ab.timing != Timing.ALWAYS or ab.filter is not None or ab.cond == Cond.TRUE:
        raise ScriptError(f"card {who}: a summon condition is a condition alone, read in hand (R14.2)")


def compile_scripts(db: CardDatabase, scripts: dict[str, Callable[[CardScript], None]] | None = None) -> EffectTables:
    """Compile every registered script against ``db``; raises ScriptError naming the card."""
    scripts = SCRIPTS if scripts is None else scripts
    comp = _Compiler(db)
    comp.builtins()
    for card_id in scripts:
        if card_id not in db:
            raise ScriptError(f"card {card_id}: a script for a card that is not in the database")
    first_row: dict[str, int] = {}  # vocab-A: card names as numbers ("with different card names")
    comp.t.card_name_id = [first_row.setdefault(card.name, row) for row, card in enumerate(db.cards)]
    built = [_build_script(card, scripts.get(card.id)) for card in db.cards]
    taxed = any(_is_summon_tax(ab) for script in built if script is not None for ab in script.abilities)
    for row, card in enumerate(db.cards):
        fn = scripts.get(card.id)
        script = built[row]
        comp.t.card_start.append(len(comp.t.abilities))
        flags = 0
        abilities: list[Ability] = []
        if fn is None and card.type == CardType.MAGIC and "flash" in card.timings:
            flags = CardFlag.HAS_FLASH_MAGIC  # unscripted: played vanilla by its printed timings
        if script is not None:
            vanilla = _printed_vanilla(script)
            if card.contract:  # R16.3: every contract card may enter soul state (a rule, not effect text)
                script.soul_state_replacement()
            abilities = _with_armed(script.abilities)
            script.abilities = abilities
            if taxed and card.type == CardType.SPIRIT:  # CB01-044: When Summoned effects may be taxed
                for ab in abilities:
                    _add_summon_tax(ab)
            flags = comp.check_card(card, script) | (CardFlag.VANILLA if vanilla else 0)
            rows = {id(ab): comp.t.card_start[-1] + i for i, ab in enumerate(abilities)}
            for ab in abilities:
                comp.add_ability(card, row, ab, rows)
            if fn is not None:
                comp.t.scripted.add(card.id)
        comp.t.card_count.append(len(comp.t.abilities) - comp.t.card_start[-1])
        comp.t.card_flags.append(flags | (CardFlag.TOKEN if card.token else 0))
        static_mask, kw_mask, grant_mask, event_mask = _lookup_masks(abilities)
        comp.t.card_static_mask.append(static_mask)
        comp.t.card_kw_mask.append(kw_mask)
        comp.t.card_grant_mask.append(grant_mask)
        comp.t.card_event_mask.append(event_mask)
        comp.t.brave_filter.append(_brave_filter(comp, card, script if fn is not None else None))
    return comp.t


def _build_script(card: Card, fn: Callable[[CardScript], None] | None) -> CardScript | None:
    """Run a card's script (None: no script and no rules-given abilities)."""
    if fn is None and not card.contract:
        return None
    script = CardScript(card.id)
    try:
        if fn is not None:
            fn(script)
    except ScriptError:
        raise
    except Exception as exc:  # a bug in the script itself
        raise ScriptError(f"card {card.id}: its script failed: {exc}") from exc
    return script


def _is_summon_tax(ab: Ability) -> bool:
    return ab.kind == AbilityKind.STATIC and ab.static == Static.RULE and ab.value == Rule.SUMMON_EFFECT_TAX


def _add_summon_tax(ab: Ability) -> None:
    """CB01-044 (Rule.SUMMON_EFFECT_TAX): a Spirit's own "When Summoned" program first asks for the tax in force.
    With none due it goes on; otherwise its controller may pay the cores one by one (PAY_CORES, each its own
    choice) and the program goes on; declined or unpayable (CORES_AT_LEAST_AMOUNT fails), it ends there: the
    effect does not activate. The REPEAT leaves the amount at 0 for the program that follows."""
    if not (ab.kind == AbilityKind.TRIGGERED and ab.event == Event.SUMMONED and ab.scope == Scope.SELF
            and ab.value == Zone.FIELD) or getattr(ab, "taxed", False):
        return
    ab.close_chain()  # an open chain() holds an op index: close it before the program shifts
    pre = Ability(AbilityKind.TRIGGERED)
    pre.count(Count.SUMMON_EFFECT_TAX).if_(Cond.AMOUNT_AT_LEAST, 1, then=lambda a: a.choose_one(
        lambda b: b.repeat(lambda r: r.pay_cores(1)), lambda b: b._op(Op.END), cond=Cond.CORES_AT_LEAST_AMOUNT))
    ab.ops[:0] = pre.ops
    ab.taxed = True  # type: ignore[attr-defined]


def _printed_vanilla(script: CardScript) -> bool:
    """The script prints no effect text (an Ultimate's summon condition, R14.2, is none)."""
    return all(ab.kind == AbilityKind.STATIC and ab.static == Static.ULTIMATE_SUMMON for ab in script.abilities)


def _brave_filter(comp: _Compiler, card: Card, script: CardScript | None) -> int:
    """The filter id of a Brave's fusion condition (script.brave), -1 for a card without one."""
    condition = getattr(script, "brave_condition", None)
    for ab in script.abilities if script is not None else ():
        if ab.timing not in (Timing.BRAVED, Timing.BRAVED_LEFT, Timing.BRAVED_RIGHT):
            continue
        if condition is None:
            raise ScriptError(f"card {card.id}: a 'when braved' effect needs a Brave with a fusion condition (R12.2)")
        if ab.timing != Timing.BRAVED and not card.two_spirit:
            raise ScriptError(f"card {card.id}: only a two-spirit Brave has left/right braved effects (R12.9)")
        if ab.kind != AbilityKind.TRIGGERED or ab.levels or any(op[0] == Op.SELF for op in ab.ops):
            raise ScriptError(f"card {card.id}: a 'when braved' effect is a triggered ability without levels or "
                              "this() (it works for the Braved Spirit whatever its level, R12.2)")
    if condition is None:
        return -1
    if card.type != CardType.BRAVE:
        raise ScriptError(f"card {card.id}: only a brave has a fusion condition (R12.1)")
    if condition.zone != Zone.FIELD or not condition.types or any(
            t not in (CardType.SPIRIT, CardType.ULTIMATE) for t in condition.types):
        raise ScriptError(f"card {card.id}: a fusion condition picks Spirits and/or Ultimates on the field (R12.1)")
    return comp.filter_id(condition, card.id)


def _lookup_masks(abilities: list[Ability]) -> tuple[int, int, int, int]:
    """Per-card bit masks the engines use to skip tables: static kinds, keywords the card has
    itself, keywords it grants to others, and events it listens to."""
    static_mask = kw_mask = grant_mask = event_mask = 0
    for ab in abilities:
        if ab.kind == AbilityKind.STATIC:
            static_mask |= 1 << ab.static
            if ab.static == Static.KEYWORD:
                if ab.filter is None:
                    kw_mask |= 1 << ab.value
                else:
                    grant_mask |= 1 << ab.value
        elif ab.kind in OFFSLOT_KINDS and ab.static == Static.KEYWORD:
            grant_mask |= 1 << ab.value  # mirage group: it gives the keyword to other cards
        elif ab.kind == AbilityKind.TRIGGERED:
            event_mask |= 1 << event_bit(ab.event)  # events from EVENT_MASK_TOP up share a bit
            if ab.event == Event.TO_TRASH:  # vocab-D: heard through the events that put a card into a Trash
                for heard in TO_TRASH_EVENTS:
                    event_mask |= 1 << event_bit(heard)
            if ab.event in BLOCK_EVENTS and ab.scope == Scope.SELF:
                event_mask |= 1 << Event.ATTACKS  # block effects may also work on attack
            if ab.event == Event.ATTACKS_OR_BLOCKS:
                event_mask |= 1 << Event.BLOCKS
            if ab.event == Event.DESTROYED:
                event_mask |= 1 << Event.DEPLETED  # R6.2: a depletion is a destruction for every watcher
    return static_mask, kw_mask, grant_mask, event_mask


__all__ = ["BUILTINS", "CardFlag", "EffectTables", "compile_scripts", "event_bit"]
