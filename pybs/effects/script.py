"""Card scripts: a declarative builder that compiles to the effect bytecode.

A script describes a card's abilities in a few chained calls::

    @card("ST01-001")
    def nebula_dragon(c: CardScript) -> None:
        c.when(Event.SUMMONED, levels=(1, 2, 3)).choose(
            Filter(side=Side.OPPONENT, types=(SPIRIT, NEXUS), bp_max=3000)).destroy()
        c.static(Static.KEYWORD, Keyword.CONFRONT, levels=(3,), timing=Timing.WHILE_ATTACKING)

Nothing here runs during a game: ``compile_scripts`` turns every script into flat arrays
(abilities, ops, filters, card sets) that both engines interpret. A script that asks for
something unknown fails at load time with a ScriptError naming the card.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, replace

from ..carddb import COLOR_BITS
from ..errors import PybsError
from ..layout import CardType
from .spec import (
    ALL_BUT_ONE,
    ALL_CORES,
    ANY_NUMBER,
    ASCEND_WAIVED,
    COND_NOT,
    FILTER_WIDTH,
    KEYWORD_NUMBER_SHIFT,
    PER_AMOUNT,
    SYMBOL_COLOR_SHIFT,
    AbilityKind,
    BattleRole,
    Cond,
    CoreFlag,
    CoreZone,
    Count,
    Dest,
    Duration,
    Event,
    EventFlag,
    F,
    FilterFlag,
    Keyword,
    LinkRole,
    LinkRule,
    Mod,
    Op,
    Rel,
    Rule,
    Scope,
    Side,
    Static,
    SummonFlag,
    Timing,
    TriggerFlag,
    Who,
    Zone,
)

# Feast's three token sizes (pybs/data/cards/TOKENS.json, docs/CARDSETS.md "Tokens")
SUPSPRITES = ("TK-SUPSPRITE-S", "TK-SUPSPRITE-M", "TK-SUPSPRITE-L")
SPIRIT, ULTIMATE, BRAVE, NEXUS, MAGIC = (CardType.SPIRIT, CardType.ULTIMATE, CardType.BRAVE,
                                        CardType.NEXUS, CardType.MAGIC)  # fmt: skip
BATTLERS = (SPIRIT, ULTIMATE, BRAVE)
SPIRITS = (SPIRIT, BRAVE)  # "a Spirit": Ultimates are not Spirits (R14.1); a Brave as a Spirit is
ANY_TYPE: tuple[CardType, ...] = ()
ADVENT_TIMINGS = (Timing.ALWAYS, Timing.YOUR_MAIN_STEP, Timing.YOUR_ATTACK_STEP, Timing.EITHER_ATTACK_STEP)


class ScriptError(PybsError, ValueError):
    """A card script is malformed; the message names the card."""


@dataclass(frozen=True)
class Filter:
    """Which cards an effect may pick or affect. Sides are relative to the controller."""

    side: Side = Side.ANY
    zone: Zone = Zone.FIELD
    types: Sequence[CardType] = SPIRITS
    colors: Sequence[str] = ()
    cost_min: int = 0
    cost_max: int = 255
    bp_max: int = 0
    exhausted: bool | None = None
    soul: bool | None = None
    cores_min: int = 0
    cores_max: int = 255
    family: str | tuple[str, ...] | None = None  # a tuple matches any of the families
    keyword: Keyword = Keyword.NONE
    exclude_self: bool = False
    exclude_subject: bool = False
    has_block_trigger: bool = False
    has_summon_trigger: bool = False
    vanilla: bool = False
    name_contains: str | None = None
    name_not: str | None = None
    bp_min: int = 0  # "N or more BP"
    level_min: int = 0  # "LV2 or higher"
    level_max: int = 255  # "LV1 spirits": level_max=1
    not_keyword: Keyword = Keyword.NONE  # "without Curse"
    keyword_or: Keyword = Keyword.NONE  # with keyword: "Confront or Curse"
    battle: BattleRole = BattleRole.ANY  # attacking / blocking / not attacking
    relation: Rel = Rel.NONE  # compared with the source, subject or first target
    costs: Sequence[int] = ()  # "costs 3 or 6": any of these costs
    token: bool | None = None  # True: tokens only, False: non-tokens only (R18.8)
    advent_target: bool = False  # holds a normal core, not only the Soul Core (R15.5, CN Q22)
    not_family: str | tuple[str, ...] | None = None  # none of these families ("non-Voidlord")
    has_effects: bool = False  # "with effects listed": not vanilla
    not_colors: bool = False  # the card has none of ``colors`` ("only yellow": no Spirit that is not yellow)
    grandwalker: bool = False  # names Grandwalker Nexuses (R16.4): the only filters that affect them
    no_block_trigger: bool = False  # has no "When This Spirit Blocks" effect (replace group)
    soul_state: bool = False  # names soul state (R16.3): on the field it matches only contract cards in soul state
    # vocab-A: "with one symbol" (1), "two or more colors" ((2, None)); on the field as treated, elsewhere printed
    symbols: int | tuple[int, int | None] | None = None
    color_count: int | tuple[int, int | None] | None = None
    union: Filter | None = None  # vocab-A: "X or Y": also every card matching this filter (its own zone and sides)
    new_name: bool = False  # vocab-A: a card name no target held has yet ("with different names")
    link: LinkRole = LinkRole.ANY  # vocab-B: its part in a link of the current battle ("linked", "not linked")


def per(k: int) -> int:
    """An amount operand: ``k`` times the amount the last count() (or counted discard) set."""
    return PER_AMOUNT + k


def not_(cond: Cond) -> int:
    """The negation of a condition (for if_, may or a static's cond)."""
    return int(cond) | COND_NOT


def count_arg(what: Filter, n: int) -> tuple[Filter, int]:
    """The argument of Cond.COUNT_AT_LEAST / COUNT_AT_MOST: ``n`` cards matching ``what``."""
    return (what, n)


def symbols_value(count: int, *colors: str) -> int:
    """The value of Rule/Mod.SYMBOLS or SYMBOLS_ADD: ``count`` symbols of ``colors`` (each symbol has them all)."""
    from ..carddb import COLOR_BITS

    if not 0 <= count < (1 << SYMBOL_COLOR_SHIFT) or any(c not in COLOR_BITS for c in colors):
        raise ScriptError(f"{count} symbols of {colors!r} do not make a symbol value")
    return count + (sum(COLOR_BITS[c] for c in colors) << SYMBOL_COLOR_SHIFT)


def destroyed_arg(n: int, who: Who = Who.OPPONENT) -> int:
    """The argument of Cond.DESTROYED_AT_LEAST: ``n`` or more of ``who``'s Spirits destroyed this turn."""
    if not 0 < n < 256 or who not in (Who.CONTROLLER, Who.OPPONENT):
        raise ScriptError(f"DESTROYED_AT_LEAST counts 1..255 Spirits of the controller or the opponent, not {n}, {who}")
    return n | int(who) << 8


def magic_discount(amount: int, colors: Sequence[str] = ()) -> int:
    """The value of a Mod.NEXT_MAGIC_DISCOUNT: ``amount`` off the next Magic of ``colors`` (any if empty)."""
    from ..carddb import COLOR_BITS

    if not 0 < amount < 16:
        raise ScriptError(f"a Magic discount of {amount} does not fit (1..15)")
    return amount | (sum(COLOR_BITS[c] for c in colors) << 4)


def color_bits(*colors: str) -> int:
    """Color names as the engine's color bits (a static's value, e.g. Static.EXTRA_REDUCTION)."""
    from ..carddb import COLOR_BITS

    return sum(COLOR_BITS[c] for c in colors)


def mine(**kw) -> Filter:
    """The controller's cards (Spirits, counting Braves, unless ``types`` says otherwise)."""
    return Filter(side=Side.MINE, **kw)


def opponents(**kw) -> Filter:
    """The opponent's cards (Spirits, counting Braves, unless ``types`` says otherwise)."""
    return Filter(side=Side.OPPONENT, **kw)


def anyones(**kw) -> Filter:
    return Filter(side=Side.ANY, **kw)


@dataclass
class Ability:
    """One ability of a card: its trigger or kind, gates and program."""

    kind: AbilityKind
    event: Event | int = 0
    scope: Scope = Scope.SELF
    flags_required: int = 0
    timing: Timing = Timing.ALWAYS
    levels: tuple[int, ...] = ()
    subject: Filter | None = None
    static: Static | int = 0
    value: int = 0
    value2: int = 0
    filter: Filter | None = None  # statics: the cards affected
    filter2: Filter | None = None
    cond: Cond = Cond.TRUE
    cond_arg: int | Filter = 0
    ops: list[list] = field(default_factory=list)
    callbacks: list[Callable] = field(default_factory=list)
    armed: list[Ability] = field(default_factory=list)  # abilities this one arms (see arm)
    open_chain: int | None = field(default=None, repr=False)  # vocab-A: the IF of a chain() still gating

    # -- program builders (each returns self, so calls chain) ------------------------------
    def _op(self, op: Op, a=0, b=0, c=0, d=0, e=0) -> Ability:
        self.ops.append([op, a, b, c, d, e])
        return self

    def choose(self, what: Filter, n: int = 1, min: int | None = None, chooser: Who = Who.CONTROLLER,
               keep: bool = False, against_targets: bool = False) -> Ability:
        """Pick ``n`` matching cards (at least ``min``, default ``n``; R0.2: as many as exist). ``keep``: add them to
        the targets held; ``against_targets``: relations read the targets held while choosing (the first one:
        Rel.BP_AT_MOST_TARGET, COST_AT_MOST_TARGET), then the chosen cards replace them."""
        if keep and against_targets:
            raise ScriptError("choose() keeps the targets or compares with them, not both")
        return self._op(Op.CHOOSE, what, n if min is None else min, n, chooser, 2 if against_targets else int(keep))

    def choose_up_to(self, what: Filter, n: int = ANY_NUMBER) -> Ability:
        return self.choose(what, n=n, min=0)

    def choose_cost_sum(self, what: Filter, max_total: int) -> Ability:
        return self._op(Op.CHOOSE_COST_SUM, what, max_total)

    def all(self, what: Filter) -> Ability:
        return self._op(Op.ALL, what)

    def this(self) -> Ability:
        return self._op(Op.SELF)

    def subject_card(self) -> Ability:
        return self._op(Op.SUBJECT)

    def destroy(self) -> Ability:
        return self._op(Op.DESTROY)

    def to_hand(self) -> Ability:
        return self._op(Op.TO_HAND)

    def exhaust(self) -> Ability:
        return self._op(Op.EXHAUST)

    def refresh(self) -> Ability:
        return self._op(Op.REFRESH)

    def draw(self, n: int = 1, who: Who = Who.CONTROLLER) -> Ability:
        return self._op(Op.DRAW, n, who)

    def discard(self, n: int, who: Who = Who.OPPONENT, counting: Filter | None = None) -> Ability:
        """Discard ``n`` from the top of a deck; with ``counting``, the amount becomes how many of the
        discarded cards match it (for "if it is not a spirit card", "for each spirit card discarded")."""
        return self._op(Op.DISCARD, n, who, counting or 0)

    def cores(self, frm: CoreZone, to: CoreZone, n: int = 1, who: Who = Who.CONTROLLER,
              up_to: bool = False, no_soul: bool = False, soul_only: bool = False) -> Ability:
        flags = ((CoreFlag.UP_TO if up_to else 0) | (CoreFlag.NO_SOUL if no_soul else 0)
                 | (CoreFlag.SOUL_ONLY if soul_only else 0))
        return self._op(Op.CORES, frm, to, n, flags, who)

    def remove_cores(self, n: int = 1, to: CoreZone = CoreZone.RESERVE, up_to: bool = False) -> Ability:
        """Take ``n`` cores from each target to its owner's ``to`` zone (the owner picks, R6.7)."""
        return self.cores(CoreZone.TARGETS, to, n, who=Who.OWNER, up_to=up_to)

    def bp(self, value: int, duration: Duration = Duration.TURN) -> Ability:
        return self._op(Op.BP, value, duration)

    def mod(self, kind: Mod, value: int = 0, duration: Duration = Duration.TURN) -> Ability:
        return self._op(Op.MOD, kind, value, duration)

    def gain(self, kw: Keyword, number: int = 0, duration: Duration = Duration.TURN) -> Ability:
        """Every target gains keyword ``kw`` with its number (Armor colours, Gale N) for ``duration``."""
        if isinstance(number, (list, tuple)):  # Armor: colour names
            number = sum(COLOR_BITS[c] for c in number)
        return self._op(Op.MOD, Mod.KEYWORD, int(kw) + (int(number) << KEYWORD_NUMBER_SHIFT), duration)

    def player_mod(self, kind: Mod, value: int = 0, duration: Duration = Duration.TURN,
                   who: Who = Who.OPPONENT) -> Ability:
        return self._op(Op.PLAYER_MOD, kind, value, duration, who)

    def if_(self, cond: Cond, arg: int | Filter = 0, then: Callable[[Ability], object] | None = None) -> Ability:
        """Run ``then``'s ops only when ``cond`` holds."""
        return self._block(Op.IF, cond, arg, then)

    def may(self, then: Callable[[Ability], object], cond: Cond = Cond.TRUE, arg: int | Filter = 0,
            who: Who = Who.CONTROLLER) -> Ability:
        """Offer ``then`` to the controller (R0.2); offered only when ``cond`` holds (R0.4). ``who=OPPONENT``: the
        opponent answers, and ``cond`` is read for them (pool II: "unless they pay one core")."""
        return self._block(Op.MAY, cond, arg, then, who)

    def _block(self, op: Op, cond: Cond, arg, then, who: Who = Who.CONTROLLER) -> Ability:
        if then is None:
            raise ScriptError("if_/may need a 'then' block")
        if who not in (Who.CONTROLLER, Who.OPPONENT):
            raise ScriptError("a choice is answered by the controller or the opponent")
        start = len(self.ops)
        self._op(op, cond, arg, 0, who)
        self._inner(then)
        self.ops[start][3] = len(self.ops) - start - 1  # ops to skip
        return self

    def _inner(self, then: Callable[[Ability], object]) -> None:
        """Build a nested block: a chain() opened inside it ends with it; one opened before it stays open."""
        outer, self.open_chain = self.open_chain, None
        then(self)
        self.close_chain()
        self.open_chain = outer

    # -- vocab-A: Chain (keywords.json) ------------------------------------------------------------------
    def chain(self, color: str, then: Callable[[Ability], object] | None = None) -> Ability:
        """Chain <color>: what follows runs only if the controller controls a symbol of ``color`` on their field
        (Nexuses included, symbols as treated) when the chain is reached. Without ``then`` it gates the rest of the
        program up to the next chain() (each chain is its own condition); with ``then``, that block only."""
        if color not in COLOR_BITS:
            raise ScriptError(f"chain() takes a colour name ({', '.join(COLOR_BITS)}), not {color!r}")
        if then is not None:
            return self.if_(Cond.SYMBOL_COLOR, COLOR_BITS[color], then)
        self.close_chain()
        self._op(Op.IF, Cond.SYMBOL_COLOR, COLOR_BITS[color], 0)
        self.open_chain = len(self.ops) - 1
        return self

    def close_chain(self) -> None:
        """End the gate of the last open chain() here (the compiler closes one left open at the program's end)."""
        if self.open_chain is not None:
            self.ops[self.open_chain][3] = len(self.ops) - self.open_chain - 1
            self.open_chain = None

    def reveal(self, n: int, who: Who = Who.CONTROLLER, public: bool = True) -> Ability:
        return self._op(Op.REVEAL, n, who, int(public))

    def pick(self, what: Filter, n: int = 1, min: int = 0, dest: Dest = Dest.HAND, as_targets: bool = False) -> Ability:
        """Choose up to ``n`` matching buffered cards and send them to ``dest``. ``as_targets``: the picked cards
        become the targets ("if you add a card with this effect": ``if_(Cond.HAS_TARGETS)``)."""
        return self._op(Op.PICK, what, min, n, dest, int(as_targets))

    def pick_all(self, what: Filter, dest: Dest = Dest.HAND) -> Ability:
        """Send every matching buffered card to ``dest`` (no choice)."""
        return self._op(Op.PICK, what, ANY_NUMBER, ANY_NUMBER, dest)

    def rest(self, dest: Dest, any_order: bool = False) -> Ability:
        """Send every card still in the buffer to ``dest``.

        With ``any_order`` and a deck destination, the controller places them one at a time (each goes on
        top, or under the deck), so every order can be reached; otherwise they keep the revealed order.
        """
        return self._op(Op.REST, dest, int(any_order))

    def summon(self, what: Filter, pay: bool = False, optional: bool = True, reserve_only: bool = False,
               exhausted: bool = False, no_summon_trigger: bool = False, only_self: bool = False,
               may_pay: bool = False) -> Ability:
        """Summon a matching card from hand, Trash or the revealed cards (R7.7: the cost is paid unless
        ``pay`` is False); a matching Nexus is deployed. ``exhausted``: it enters exhausted;
        ``no_summon_trigger``: its own "When Summoned" effects do not trigger; ``may_pay`` ("you may summon it
        without paying its cost"): free, but its summoner may pay the cost instead (PASS at PAY takes it free)."""
        if may_pay and pay:
            raise ScriptError("may_pay is for a free summon")
        flags = ((SummonFlag.PAY if pay else 0) | (SummonFlag.MAY_PAY if may_pay else 0)
                 | (SummonFlag.RESERVE_ONLY if reserve_only else 0)
                 | (SummonFlag.EXHAUSTED if exhausted else 0)
                 | (SummonFlag.NO_SUMMON_TRIGGER if no_summon_trigger else 0)
                 | (SummonFlag.SELF if only_self else 0))
        return self._op(Op.SUMMON, what, flags, int(optional))

    def summon_token(self, token_id: str, n: int = 1, exhausted: bool = False) -> Ability:
        """The controller summons ``n`` of the token ``token_id`` (R18.8): no cost, its cores placed as usual;
        with no free slot, or too few cores to place, a token is not summoned."""
        for i in range(n):  # R18.12: summoned together, one SUMMONED event (JOINED keeps the batch open)
            joined = SummonFlag.JOINED if i < n - 1 else 0
            self._op(Op.TOKEN, token_id, (SummonFlag.EXHAUSTED if exhausted else 0) | joined)
        return self

    def reveal_hand_at_random(self, who: Who = Who.OPPONENT) -> Ability:
        """One card of ``who``'s hand, picked at random, is revealed (no other effect; an empty hand: nothing)."""
        return self._op(Op.REVEAL_HAND, who)

    def pay_cores(self, n: int = 1, to: CoreZone = CoreZone.TRASH, no_soul: bool = False,
                  who: Who = Who.CONTROLLER) -> Ability:
        """The controller (``who=OPPONENT``: the opponent) pays ``n`` cores from their Reserve or field cards,
        picking each (a card left below Lv1 is depleted, R6.2); to the Trash or, never the Soul Core, to the Void.
        As a cost, guard it: ``may(..., cond=Cond.CORES_AT_LEAST, arg=n, who=who)`` (NORMAL_CORES_AT_LEAST without
        the Soul Core; R0.4)."""
        if to not in (CoreZone.TRASH, CoreZone.VOID):
            raise ScriptError("pay_cores goes to the Trash or the Void")
        if who not in (Who.CONTROLLER, Who.OPPONENT):
            raise ScriptError("pay_cores is paid by the controller or the opponent")
        return self._op(Op.PAY_CORES, n, to, CoreFlag.NO_SOUL if no_soul or to == CoreZone.VOID else 0, who)

    def to_deck(self, bottom: bool = True) -> Ability:
        """Every target (on the field, in a hand or in a Trash) goes to its owner's deck, under it or on top."""
        return self._op(Op.TO_DECK, Dest.DECK_BOTTOM if bottom else Dest.DECK_TOP)

    def hand_discard(self) -> Ability:
        """Every target still in a hand goes to its owner's Trash (choose them with a hand filter first)."""
        return self._op(Op.HAND_DISCARD)

    def discard_from_hand(self, n: int, who: Who = Who.CONTROLLER, what: Filter | None = None) -> Ability:
        """``who`` picks ``n`` cards of their own hand (all they have, if fewer; R0.2) and discards them."""
        side = Side.MINE if who == Who.CONTROLLER else Side.OPPONENT
        what = Filter(side=side, zone=Zone.HAND, types=()) if what is None else what
        return self.choose(what, n=n, chooser=who).hand_discard()

    def arm(self, event: Event, flags: int = 0) -> Ability:
        """Until this battle ends this card also listens for ``event`` on itself; returns that ability.

        For texts such as "When This Spirit Attacks or Blocks: refresh it when ...": the outer trigger
        (and its levels) decides, and the armed ability runs when the later event happens in the same
        battle. Arming targets this card, so it comes last in the program.
        """
        armed = Ability(AbilityKind.TRIGGERED, event, Scope.SELF, flags, Timing.ARMED)
        self.armed.append(armed)
        self._op(Op.SELF)._op(Op.MOD, Mod.ARMED, armed, Duration.BATTLE)
        return armed

    # -- the counts group: amounts, per-turn use, modes ------------------------------------------
    def count(self, source: Count, arg: int | Filter = 0) -> Ability:
        """Set the frame's amount (read by per(k) operands and Cond.AMOUNT_AT_LEAST) from ``source``."""
        return self._op(Op.COUNT, source, arg)

    def count_matching(self, what: Filter) -> Ability:
        """The amount becomes how many cards match ``what`` now ("for each X you control")."""
        return self.count(Count.MATCHING, what)

    def choose_bp_sum(self, what: Filter, max_total: int) -> Ability:
        """Pick any number of matching cards whose BP adds up to ``max_total`` or less."""
        return self._op(Op.CHOOSE_BP_SUM, what, max_total)

    def add_all(self, what: Filter) -> Ability:
        """Add every matching card to the targets already held."""
        return self._op(Op.ALL, what, 1)

    def mark_used(self) -> Ability:
        """This ability counts as used this turn (Cond.UNUSED_THIS_TURN turns false)."""
        return self._op(Op.MARK_USED)

    def once_per_turn(self, then: Callable[[Ability], object]) -> Ability:
        """Run ``then`` only if this ability has not done so this turn (marked before it runs)."""
        return self.if_(Cond.UNUSED_THIS_TURN, 0, lambda a: (a._op(Op.MARK_USED), then(a)))

    def repeat(self, then: Callable[[Ability], object]) -> Ability:
        """Run ``then`` as many times as the amount says (each pass lowers it by one)."""
        start = len(self.ops)
        self._op(Op.REPEAT)
        self._inner(then)
        body = len(self.ops) - start - 1
        self.ops[start][3] = body + 1
        return self._op(Op.JUMP, 0, 0, -(body + 2))

    def choose_one(self, first: Callable[[Ability], object], second: Callable[[Ability], object],
                   who: Who = Who.CONTROLLER, cond: Cond = Cond.TRUE, arg: int | Filter = 0) -> Ability:
        """The controller activates one of two modes: YES runs ``first``, NO runs ``second``. ``who=OPPONENT``: the
        opponent picks (pool II: "your opponent returns it to the top or bottom of their deck"); ``cond`` (read for
        the one who picks) must hold for ``first`` to be offered, else ``second`` runs (R0.4)."""
        if who not in (Who.CONTROLLER, Who.OPPONENT):
            raise ScriptError("a mode is picked by the controller or the opponent")
        start = len(self.ops)
        self._op(Op.MAY, cond, arg, 0, who)
        self._inner(first)
        jump = len(self.ops)
        self._op(Op.JUMP)
        self.ops[start][3] = len(self.ops) - start - 1
        self._inner(second)
        self.ops[jump][3] = len(self.ops) - jump - 1
        return self

    def for_turn(self, kind: Static, affects: Filter, filter2: Filter | None = None, value: int = 0) -> Ability:
        """"During this turn, ...": a continuous effect of this Magic in force for its controller until the
        turn ends (a player-wide Mod.TURN_STATIC naming a STATIC row of the card), covering later arrivals too.
        Wired for UNBLOCKABLE_BY (``affects`` the attackers, ``filter2`` the Spirits that cannot block them),
        FAMILY, CANNOT_ATTACK and (vocab-D) UNTARGETABLE, UNTARGETABLE_BY, NO_DESTROY_BY and RULE with
        Rule.NO_LIFE_DAMAGE, NO_BATTLE_DESTROY or NO_EXHAUST (``value``)."""
        # Timing.ARMED: on a Spirit or Nexus it is never in force as the card's own static, only through the mod
        st = Ability(AbilityKind.STATIC, timing=Timing.ARMED, static=kind, value=value, filter=affects,
                     filter2=filter2)
        self.armed.append(st)
        return self._op(Op.PLAYER_MOD, Mod.TURN_STATIC, st, Duration.TURN, Who.CONTROLLER)

    def destroy_silently(self) -> Ability:
        """Destroy every target; the opponent's destroyed cards' "When Destroyed" effects do not trigger."""
        return self._op(Op.DESTROY_SILENT)

    def attack_it(self) -> Ability:
        """"You may attack that Spirit" (R18.5): the chosen opposing Spirit becomes the blocker at once, even
        exhausted; no Flash timing before the block, no Life damage. Wrap it in may() for the "may"."""
        return self._op(Op.ATTACK_SPIRIT)

    def later(self, event: Event, scope: Scope = Scope.ANY, flags: int = 0, subject: Filter | None = None,
              duration: Duration = Duration.TURN, watch: bool = False, once_per_event: bool = False) -> Ability:
        """A delayed trigger: until ``duration`` ends, ``event`` runs the returned ability for this
        ability's controller, even after the source left (texts such as "during this turn, when ...",
        "at the end of this turn ...").

        With ``watch`` it rides on each current target instead (it ends if that card leaves the field)
        and the returned ability's subject is that card: ``scope=Scope.SELF`` then hears only events on
        it. Without ``watch`` it is player-wide and the event's own subject is the subject. ``once_per_event``
        as for ``CardScript.when`` (R18.12).
        """
        delayed = Ability(AbilityKind.TRIGGERED, event, scope, flags, Timing.ARMED, subject=subject)
        delayed.value2 = int(TriggerFlag.ONCE_PER_EVENT) if once_per_event else 0
        self.armed.append(delayed)
        if watch:
            self._op(Op.MOD, Mod.DELAYED, delayed, duration)
        else:
            self._op(Op.PLAYER_MOD, Mod.DELAYED, delayed, duration, Who.CONTROLLER)
        return delayed

    def retrigger(self, what: str) -> Ability:
        """The event's subject, if still on the field, triggers again: its "When Summoned" effect (``what`` =
        "summon": the first one whose level holds) or its Crush ("crush", if it has Crush now). It waits in
        the queue like any trigger (R10.5)."""
        kinds = {"summon": 0, "crush": 1}
        if what not in kinds:
            raise ScriptError(f"retrigger takes 'summon' or 'crush', not {what!r}")
        return self._op(Op.RETRIGGER, kinds[what])

    # -- group "r16": the Count area and Rebirth (R16.1, R16.2) -------------------------------------
    def count_up(self, n: int = 1) -> Ability:
        """"Count +n": the controller puts ``n`` cores from the Void into their Count area (R16.2)."""
        return self._op(Op.COUNT_UP, n)

    def soul_enter(self) -> Ability:
        """The event's subject (a contract card) enters soul state: it stays in its slot and its cores go to the
        Reserve (R16.3). Used by the replacement every contract card gets (CardScript.soul_state_replacement)."""
        return self._op(Op.SOUL_ENTER)

    def soul_leave(self, cores: int = 1) -> Ability:
        """This card, if in soul state, returns to normal state refreshed with ``cores`` cores from the Void
        (R16.3: only effects end the state)."""
        if not 0 <= cores <= 255:
            raise ScriptError(f"soul_leave takes 0..255 cores from the Void, got {cores}")
        return self._op(Op.SOUL_LEAVE, cores)

    def rebirth(self, max_count: int) -> Ability:
        """This card turns to its back face if the controller's Count is ``max_count`` or less (R16.1); the
        printed condition's other parts are the trigger and if_/may around it. Effects in force stay on it."""
        if not 0 <= max_count < 0x7FFF:
            raise ScriptError(f"a Rebirth Count limit of {max_count} does not fit (0..32766)")
        return self._op(Op.REBIRTH, max_count)

    def blocker(self) -> Ability:
        return self._op(Op.BLOCKER)

    def u_trigger(self, on_hit: Callable[[Ability], object]) -> Ability:
        """U-Trigger (R14.3): the opponent's top deck card goes to their Trash and its cost is compared with this
        card's; a Hit (this card costs more) runs ``on_hit``; a Guard (equal or lower cost, an empty deck, or a
        Trigger Counter of the opponent, Mod.TRIGGER_COUNTER) runs nothing. Sets the frame's amount (1 on a Hit)."""
        self._op(Op.U_TRIGGER)
        return self.if_(Cond.AMOUNT_AT_LEAST, 1, then=on_hit)

    def unblockable(self, by: Filter | None = None, duration: Duration = Duration.TURN) -> Ability:
        """Every target cannot be blocked (by Spirits matching ``by``; None: by anything) until ``duration``
        ends: a Mod.CARD_STATIC on it naming an UNBLOCKABLE_BY static of this card (sides of ``by`` are
        relative to this ability's controller)."""
        # Timing.ARMED: never in force as the card's own static, only through the mod
        st = Ability(AbilityKind.STATIC, timing=Timing.ARMED, static=Static.UNBLOCKABLE_BY,
                     filter2=by or Filter(types=()))
        self.armed.append(st)
        return self._op(Op.MOD, Mod.CARD_STATIC, st, duration)

    def card_static(self, kind: Static, value: int | str = 0, filter2: Filter | None = None,
                    duration: Duration = Duration.TURN) -> Ability:
        """vocab-D: every target gets a continuous effect until ``duration`` ends: a Mod.CARD_STATIC on it naming a
        static of this card (never in force by itself). ``kind``: UNTARGETABLE (``value``: the source card types,
        ``1 << CardType``, 0 every opposing effect), UNTARGETABLE_BY / NO_DESTROY_BY (``filter2``: the sources,
        sides relative to this ability's controller), FAMILY (``value``: a family name), RULE (``value``:
        Rule.NO_LIFE_DAMAGE, NO_BATTLE_DESTROY or NO_EXHAUST) or UNBLOCKABLE_BY (see unblockable)."""
        st = Ability(AbilityKind.STATIC, timing=Timing.ARMED, static=kind, value=value, filter2=filter2)
        self.armed.append(st)
        return self._op(Op.MOD, Mod.CARD_STATIC, st, duration)

    def next_summon_costs_life(self, affects: Filter) -> Ability:
        """vocab-D: "the next Spirit card matching ``affects`` you summon this turn costs your Life total": a
        player-wide Mod.COST_IS_LIFE_NEXT naming a static of this card (its filter, cards in the hand); the use
        from hand it covers removes it (BSS04-005)."""
        st = Ability(AbilityKind.STATIC, timing=Timing.ARMED, static=Static.COST_IN_HAND, filter=affects)
        self.armed.append(st)
        return self._op(Op.PLAYER_MOD, Mod.COST_IS_LIFE_NEXT, st, Duration.TURN, Who.CONTROLLER)

    def soul_to_void(self) -> Ability:
        """The controller's Soul Core leaves the game into the Void, from their Reserve or a field card (BSS01-001;
        R0.1: the card overrides R6.6). Guard it with ``Cond.SOUL_MOVABLE``."""
        return self._op(Op.SOUL_TO_VOID)

    def refresh_step(self) -> Ability:
        """The controller performs a Refresh Step now, as the turn's own (R5.4): their exhausted cards refresh
        (NO_REFRESH effects skip it), "until the next Refresh Step" effects end, their Trash's cores go to the
        Reserve."""
        return self._op(Op.REFRESH_STEP)

    def copy_summon_effect(self) -> Ability:
        """The first target's first "When Summoned" effect in force triggers as this card's own ("activate one
        of its When Summoned effects with this Spirit"); it waits in the queue like any trigger (R10.5)."""
        return self._op(Op.COPY_SUMMON_EFFECT)

    def exhaust_nexus(self) -> Ability:
        """Exhaust one of the controller's refreshed Nexuses (a cost; R0.4 when inside may())."""
        return self.choose(Filter(side=Side.MINE, types=(NEXUS,), exhausted=False)).exhaust()

    # -- group "vocab-B": Link (docs/MECHANICS.md "link") --------------------------------------------
    def link(self, spirit: str = "target", to: str = "source") -> Ability:
        """Link by an effect: the Link Spirit (``spirit``: "target", the first target, or "source", this card) is
        exhausted and linked to the battling Spirit ``to`` ("source": this card, "subject": the event's subject),
        ignoring its Link condition (BSS06-060, BSS06-091). Nothing happens unless it may link now: refreshed,
        not linked yet, the battling Spirit its controller's with room (Cond.LINK_ROOM) for another link."""
        where = {"source": 0, "target": 1}
        onto = {"subject": 0, "source": 1}
        if spirit not in where or to not in onto or (spirit, to) == ("source", "source"):
            raise ScriptError(f"link(spirit={spirit!r}, to={to!r}): spirit is 'target' or 'source', to is "
                              "'subject' or 'source', and a card does not link to itself")
        return self._op(Op.LINK, where[spirit], onto[to])

    def as_spirit(self, bp: int = 5000, family: str = "Golem") -> Ability:
        """Every target that is a Nexus is also a Spirit of ``family`` with ``bp`` BP during this turn (BSS05-082,
        -083, -113): it attacks, blocks and battles, matches Spirit filters, and stays a Nexus (Mod.AS_SPIRIT)."""
        return self._op(Op.MOD, Mod.AS_SPIRIT, (bp, family), Duration.TURN)

    def linked_spirit(self) -> Ability:
        """Targets = the Spirit this card (a Link Spirit) is linked to now ("the linked Spirit"); none if unlinked."""
        return self._op(Op.LINK_PARTNER)
    # -- pool II: tokens, Feast and new ops (docs/EFFECTS.md "Pool II: tokens, Feast, Agile and new ops") ----------
    def feast(self, times: int = 1) -> Ability:
        """Feast, ``times`` times: with no Small or Medium Supsprite token the controller summons a Small; else
        one of them (their choice when several) goes, its cores to the Reserve, and the next size is summoned."""
        if not 1 <= times <= 16:
            raise ScriptError(f"Feast runs 1..16 times, not {times}")
        for _ in range(times):
            self._op(Op.FEAST, *SUPSPRITES)
        return self

    def token_copy(self) -> Ability:
        """One more of the event's subject (a token of the controller's), exhausted, with one normal core from the
        Reserve or Trash (their pick when both have one): a summon (BSS05-111)."""
        return self._op(Op.TOKEN_COPY)

    def magic_to_hand(self) -> Ability:
        """The Magic whose effect this is returns to its owner's hand once it resolves, not to the Trash."""
        return self._op(Op.MAGIC_TO_HAND)

    def cast_magic(self, what: Filter, optional: bool = False) -> Ability:
        """Use one of the controller's Magic cards matching ``what`` (in the Trash or the revealed cards) without
        paying its cost: an effect usable now (Main and Flash in their Main Step, else Flash; they pick when two)
        resolves on top of this one, and the card goes to the Trash."""
        if what.zone not in (Zone.TRASH, Zone.BUFFER) or tuple(what.types) != (MAGIC,):
            raise ScriptError("cast_magic uses Magic cards (types=(MAGIC,)) from the Trash or the revealed cards")
        return self._op(Op.CAST_MAGIC, what, 0, int(optional))

    def summon_targets(self, pay: bool = False, exhausted: bool = False) -> Ability:
        """Summon (a Nexus: deploy) each target in turn from its Trash, hand or the revealed cards, free unless
        ``pay``; one that cannot be summoned now is left where it is."""
        flags = (SummonFlag.PAY if pay else 0) | (SummonFlag.EXHAUSTED if exhausted else 0)
        return self.count(Count.TARGETS, -1).repeat(lambda a: a._op(Op.SUMMON_TARGET, flags))

    def choose_color(self, who: Who = Who.CONTROLLER) -> Ability:
        """``who`` selects a colour; the amount becomes its bit, read by ``Filter(relation=Rel.HAS_CHOSEN_COLOR)``."""
        return self._op(Op.CHOOSE_COLOR, 0, 0, 0, who)

    def callback(self, fn: Callable) -> Ability:
        """The escape hatch: an atomic Python function (state, frame) -> None, no choices."""
        self.callbacks.append(fn)
        return self._op(Op.CALLBACK, len(self.callbacks) - 1)


class CardScript:
    """Collects the abilities of one card."""

    def __init__(self, card_id: str) -> None:
        self.card_id = card_id
        self.abilities: list[Ability] = []

    def _add(self, ability: Ability) -> Ability:
        self.abilities.append(ability)
        return ability

    def when(self, event: Event, levels: Iterable[int] = (), scope: Scope = Scope.SELF,
             subject: Filter | None = None, timing: Timing = Timing.ALWAYS, flags: int = 0,
             zone: Zone = Zone.FIELD, once_per_event: bool = False, no_duplicate: bool = False,
             source: Filter | None = None) -> Ability:
        """A triggered ability (R10.5): ``event`` on this card (SELF) or on watched cards. ``zone``
        TRASH: it works while this card is in its owner's Trash (and not on the field); HAND (pool II): while it is
        in its owner's hand, and its program opens with may(): the card is revealed only when it is used. ``once_per_event``:
        a watcher whose text does one thing per event rather than per card ("draw a card when one of your
        Spirits is destroyed"): several cards of one event queue it once (R18.12, docs/EFFECTS.md
        "Simultaneous events"); its subject is the first matching card. ``no_duplicate``: "this effect does not
        duplicate": while one copy of this ability (this card or another copy of it, same controller) waits for an
        event, the others do not answer that event (docs/EFFECTS.md "Pool II"). ``source`` (vocab-D): only events an
        effect caused (EventFlag.BY_EFFECT) whose source card matches it ("destroyed by an opposing Spirit's
        effect", "an effect of your Angel Spirits"), sides relative to this card's controller."""
        if once_per_event and scope == Scope.SELF:
            raise ScriptError(f"{self.card_id}: once_per_event is for watchers of other cards (R18.12)")
        ab = self._add(Ability(AbilityKind.TRIGGERED, event, scope, flags, timing, tuple(levels), subject))
        ab.filter2 = source  # vocab-D: the causing effect's source card (EventFlag.BY_EFFECT events only)
        ab.value = int(zone)
        ab.value2 = (int(TriggerFlag.ONCE_PER_EVENT) if once_per_event else 0) | (
            int(TriggerFlag.NO_DUPLICATE) if no_duplicate else 0)
        return ab

    def immortal(self, cost_min: int, cost_max: int, timing: Timing = Timing.EITHER_ATTACK_STEP) -> None:
        """Immortal (R18.3): while this card is in your Trash, when another Spirit of yours costing
        ``cost_min``..``cost_max`` is destroyed (depletion counts), you may summon this card from the
        Trash, paying its cost."""
        # a When Destroyed trigger hears depletion too (R6.2)
        self.when(Event.DESTROYED, scope=Scope.MINE, subject=Filter(side=Side.MINE, cost_min=cost_min, cost_max=cost_max),
                  timing=timing, zone=Zone.TRASH).summon(Filter(side=Side.MINE, zone=Zone.TRASH), pay=True,
                                                        only_self=True)

    def agile(self) -> Ability:
        """Agile (keywords.json): from the hand, when a battle of one of your Spirits costing less than this card
        ends (the attacker or the blocker, still on the field), you may return that Spirit to your hand; if you do,
        you may summon this card, paying its cost. Also the printed keyword (Keyword.AGILE) filters read."""
        self.keyword(Keyword.AGILE)
        ab = self.when(Event.BATTLED, scope=Scope.MINE, subject=Filter(side=Side.MINE, relation=Rel.COST_BELOW_SOURCE),
                       zone=Zone.HAND)
        return ab.if_(Cond.SELF_IN_HAND, then=lambda a: a.may(
            lambda b: b.subject_card().to_hand().if_(Cond.TARGETS_GONE, then=lambda c: c.summon(
                Filter(side=Side.MINE, zone=Zone.HAND), pay=True, only_self=True)),
            cond=Cond.SUBJECT_ON_FIELD))

    def core_charge(self, of: Filter) -> None:
        """Core Charge (R16.4): when a card of yours matching ``of`` (its family or colour; Spirits, Braves,
        Ultimates or Nexuses as ``of.types`` says) is summoned or deployed, put a core from the Void on this card."""
        for event in (Event.SUMMONED, Event.PLACED):
            self.when(event, scope=Scope.MINE, subject=of).cores(CoreZone.VOID, CoreZone.SELF, 1)

    def instead_of_destroyed(self, keep: Callable[[Ability], object], cost: Cond = Cond.TRUE,
                             cost_arg: int | Filter = 0, levels: Iterable[int] = (), scope: Scope = Scope.SELF,
                             subject: Filter | None = None, timing: Timing = Timing.ALWAYS, flags: int = 0,
                             cond: Cond = Cond.TRUE, cond_arg: int | Filter = 0) -> Ability:
        """An optional replacement (docs/EFFECTS.md "replace"): when this card (SELF) or a matching Spirit of
        yours (MINE) would be destroyed by an event with ``flags`` (BY_OPPONENT, BY_EFFECT, IN_BATTLE) while
        ``cond`` holds, you may run ``keep`` (its cost first) on the subject instead; offered only when
        ``cost`` holds (R0.4). Declined or unpayable, the destruction goes ahead."""
        ab = self.when(Event.WOULD_BE_DESTROYED, levels, scope, subject, timing, flags)
        ab.cond, ab.cond_arg = cond, cond_arg
        start = len(ab.ops)
        ab._op(Op.MAY, cost, cost_arg, 0)
        keep(ab)
        ab.ops[start][3] = len(ab.ops) - start  # declined: on to DESTROY_REPLACED
        return ab._op(Op.JUMP, 0, 0, 1)._op(Op.DESTROY_REPLACED)

    def soul_state_replacement(self) -> Ability:
        """R16.3: when this contract card would be destroyed, or returned to a hand or deck, by an opposing effect,
        its owner may put it into soul state instead (not in battle, not by depletion or its owner's effects).
        The script compiler adds it to every contract card; it works even if the card lost its effects."""
        ab = self.instead_of_destroyed(lambda a: a.soul_enter(), flags=EventFlag.BY_OPPONENT | EventFlag.BY_EFFECT,
                                       cond=Cond.SOUL_STATE_ALLOWED)
        back = self.when(Event.WOULD_BE_RETURNED, flags=EventFlag.BY_OPPONENT | EventFlag.BY_EFFECT)
        back.cond = Cond.SOUL_STATE_ALLOWED
        back._op(Op.MAY, Cond.TRUE, 0, 2).soul_enter()._op(Op.JUMP, 0, 0, 1)._op(Op.RETURN_REPLACED)
        return ab

    def static(self, kind: Static, value: int = 0, value2: int = 0, affects: Filter | None = None,
               levels: Iterable[int] = (), timing: Timing = Timing.ALWAYS, filter2: Filter | None = None,
               cond: Cond = Cond.TRUE, cond_arg: int | Filter = 0) -> Ability:
        """A continuous effect; ``affects`` None means this card itself."""
        return self._add(Ability(AbilityKind.STATIC, timing=timing, levels=tuple(levels), static=kind,
                                 value=value, value2=value2, filter=affects, filter2=filter2, cond=cond,
                                 cond_arg=cond_arg))

    def keyword(self, kw: Keyword, number: int = 0, levels: Iterable[int] = (),
                timing: Timing = Timing.ALWAYS) -> Ability:
        """This card has keyword ``kw`` (with its number: Crush +N, Raid N, Armor colors)."""
        return self.static(Static.KEYWORD, kw, number, levels=levels, timing=timing)

    def link(self, condition: Filter | None = None, levels: Iterable[int] = ()) -> Ability:
        """Link (keywords.json; docs/MECHANICS.md "link"): when another Spirit of yours matching ``condition``
        attacks (None: any; ``link_cost(n)``: costing n or more; ``Filter(vanilla=True)``: "No effects listed"),
        you may exhaust this refreshed Spirit to link it to the attacker for that battle: the attacker adds its BP
        and symbols. Adds the keyword (for "with Link" filters) and the condition row (AbilityKind.LINK)."""
        self.keyword(Keyword.LINK, 0, levels=levels)
        cond = None if condition is None else replace(condition, side=Side.MINE, zone=Zone.FIELD)
        return self._add(Ability(AbilityKind.LINK, levels=tuple(levels), filter=cond))

    def magic(self, main: bool, flash: bool, cond: Cond | int = Cond.TRUE, cond_arg: int | Filter | tuple = 0) -> Ability:
        """A Magic effect usable in the Main Step and/or Flash timings (R8.4). ``cond`` (CB01): the effect can be
        used (and a Burst may pay for it) only while the condition holds for its user, e.g. an extra cost that must
        be payable (R0.4: CB01-080's four Angel cards of different names, ``Cond.NAMES_AT_LEAST``)."""
        kind = AbilityKind.MAGIC_FLASH if flash else AbilityKind.MAGIC_MAIN
        ab = self._add(Ability(kind, cond=cond, cond_arg=cond_arg))
        ab.value = int(main) | (int(flash) << 1)
        return ab

    def activated(self, levels: Iterable[int] = (), timing: Timing = Timing.ALWAYS) -> Ability:
        """A [Flash] effect of this Spirit or Nexus its controller may use while it is on the field, in the
        Main Step and in battle Flash timings (R8.5, R10.1): the ACTIVATE action. A cost such as "destroy
        this Nexus to ..." is the start of its program. ``timing`` (pool II): the printed step it is limited to
        (YOUR_ATTACK_STEP, OPP_ATTACK_STEP, EITHER_ATTACK_STEP...)."""
        return self._add(Ability(AbilityKind.ACTIVATED, levels=tuple(levels), timing=timing))

    def advent(self, condition: Filter, timing: Timing = Timing.ALWAYS, soul_to: CoreZone = CoreZone.TRASH) -> Ability:
        """Advent (R15): from hand, put this card on top of one of your Spirits or Ultimates meeting
        ``condition`` (its cost, family, colours...), paying with the Soul Core moved to ``soul_to``: the place
        the text names (R15.2 step 3), the Trash, the Reserve or the Void (R6.6: only when the text names it).

        Without ``types`` in ``condition`` both Spirits and Ultimates qualify (R15.1).
        ``timing``: ALWAYS ("[Flash] Advent": your Main Step and every Flash timing), YOUR_MAIN_STEP,
        YOUR_ATTACK_STEP or EITHER_ATTACK_STEP (Flash timings of those steps). The target also holds a
        normal core (CN Q22) and is never a Brave or a Nexus (CN Q23). Not a summon, no cost (R15.1).
        """
        if timing not in ADVENT_TIMINGS:
            raise ScriptError(f"Advent timing {timing!r} is not one of {[t.name for t in ADVENT_TIMINGS]}")
        if soul_to not in (CoreZone.TRASH, CoreZone.RESERVE, CoreZone.VOID):
            raise ScriptError(f"Advent moves the Soul Core to the Trash, the Reserve or a named Void (R15.2, R6.6), "
                              f"not {soul_to!r}")
        named = tuple(condition.types)
        types = (SPIRIT, ULTIMATE) if named in ((), SPIRITS) else tuple(t for t in named if t in (SPIRIT, ULTIMATE))
        if not types or condition.zone != Zone.FIELD:
            raise ScriptError("an Advent condition names field Spirits or Ultimates (R15.1, CN Q23)")
        target = replace(condition, side=Side.MINE, types=types, advent_target=True)
        ab = self._add(Ability(AbilityKind.ADVENT, timing=timing, filter=target))
        return ab.choose(target)._op(Op.ADVENT, soul_to)

    def ascend(self, condition: Filter, number: int = 0, opponent: Filter | None = None,
               spirits: int = 1) -> Ability:
        """Ascend (R18.2): to summon this card, first move every core of another Spirit of yours matching
        ``condition`` (holding at least one core) to your Reserve; no such Spirit, no summon. ``number``
        is the printed Ascend number (the keyword, for "has Ascend" filters). ``opponent`` (vocab-D, CB01-045):
        "you may Ascend with one of your opponent's Spirits matching it; its cores go to their Reserve".
        ``spirits`` (BSS06-001's "Ascend: Skybinder, Skybinder"): that many different Spirits pay it together
        (Op.ASCEND's b operand); fewer on the field, no summon."""
        if spirits not in (1, 2) or (spirits > 1 and opponent is not None):
            raise ScriptError(f"{self.card_id}: Ascend is paid by one or two of your own Spirits, not {spirits}")
        self.keyword(Keyword.ASCEND, number)
        theirs = None if opponent is None else replace(opponent, side=Side.OPPONENT,
                                                       cores_min=max(1, opponent.cores_min))
        return self._extra_cost(replace(condition, side=Side.MINE, cores_min=max(1, condition.cores_min)), 0,
                                theirs, spirits)

    def destroy_to_summon(self, condition: Filter) -> Ability:
        """An extra summoning cost (BSS03-097): destroy one of your cards matching ``condition`` first."""
        return self._extra_cost(replace(condition, side=Side.MINE), 1)

    def _extra_cost(self, target: Filter, kind: int, opponent: Filter | None = None, spirits: int = 1) -> Ability:
        ab = self._add(Ability(AbilityKind.ASCEND, filter=target, filter2=opponent))
        if kind == 0:  # vocab-D: a Rule.ASCEND_WAIVE in force may waive the Ascend (its card exhausted)
            ab._op(Op.MAY, Cond.ASCEND_WAIVABLE, 0, 1)._op(Op.ASCEND, ASCEND_WAIVED)
        if opponent is not None:  # vocab-D: with an opposing Spirit instead (CB01-045)
            start = len(ab.ops)
            ab._op(Op.MAY, Cond.OPP_CONTROLS, opponent, 0).choose(opponent)._op(Op.ASCEND, kind)
            ab.ops[start][3] = len(ab.ops) - start - 1
        if spirits > 1:  # BSS06-001: the Spirits that pay, chosen together, and how many the payability asks for
            return ab.choose(target, n=spirits)._op(Op.ASCEND, kind, spirits)
        return ab.choose(target)._op(Op.ASCEND, kind)

    def magic_discard_cost(self, levels: Iterable[int] = (), timing: Timing = Timing.ALWAYS) -> Ability:
        """woden (BSS02-040): while in force (``levels``, ``timing``), the opponent pays one more card for each Magic
        they use from hand: after its cost they discard a card of their choice from hand (Rule.MAGIC_DISCARD; with
        no other card in hand the Magic cannot be used). Returns the program the engine runs to make them pay
        (AbilityKind.MAGIC_COST: its frame is the Magic user's, its amount the cards owed by every such rule)."""
        self.static(Static.RULE, Rule.MAGIC_DISCARD, levels=levels, timing=timing)
        ab = self._add(Ability(AbilityKind.MAGIC_COST))
        hand = Filter(side=Side.MINE, zone=Zone.HAND, types=())
        return ab.choose(hand, n=per(1)).hand_discard()._op(Op.MAGIC_COST_PAID)

    def ultimate(self, condition: Cond, arg: int | Filter | tuple[Filter, int] = 0) -> Ability:
        """An Ultimate's printed summon condition (R8.2, R14.2): it can be summoned only while ``condition``
        (with ``arg``) holds for the summoning player, e.g. ``Cond.CONTROL, mine(level_min=3)`` or
        ``Cond.COUNT_AT_LEAST, count_arg(mine(colors=("blue",)), 2)``. Spirit filters never count Ultimates."""
        return self.static(Static.ULTIMATE_SUMMON, cond=condition, cond_arg=arg)

    def burst(self, event: Event, scope: Scope = Scope.MINE, flags: int = 0,
              then: AbilityKind | None = None) -> Ability:
        """A Burst effect (R13) with its condition; ``then`` is the Magic effect that may be
        paid for afterwards (R13.5): MAGIC_MAIN or MAGIC_FLASH."""
        ab = self._add(Ability(AbilityKind.BURST, event, scope, flags))
        ab.value = 0 if then is None else int(then)
        return ab


def brave(c: CardScript, condition: Filter) -> None:
    """R12.1: the card is a Brave that fuses with a Spirit or Ultimate of its controller matching ``condition``
    (cost, family, color..., in the filter vocabulary; ``types`` picks Spirits and/or Ultimates). Its "when
    braved" BP+ is the card data's ``brave_bp``."""
    if not isinstance(condition, Filter):
        raise ScriptError(f"card {c.card_id}: a fusion condition is a Filter, got {condition!r}")
    c.brave_condition = condition  # type: ignore[attr-defined]  (read by the compiler)


def accel(c: CardScript, timing: Timing = Timing.YOUR_MAIN_STEP) -> Ability:
    """R16.6: an Accel effect, used from hand (the ACCEL action) for the card data's ``accel_cost``; then the
    card goes face up to the hand-side (R16.7). ``timing`` as for Advent: YOUR_MAIN_STEP ("[Main]"), ALWAYS
    ("[Flash]": the Main Step and every Flash timing), YOUR_ATTACK_STEP or EITHER_ATTACK_STEP. The returned
    ability is the effect's program, resolved like a Magic's."""
    if timing not in ADVENT_TIMINGS:
        raise ScriptError(f"card {c.card_id}: Accel timing {timing!r} is not one of "
                          f"{[t.name for t in ADVENT_TIMINGS]}")
    return c._add(Ability(AbilityKind.ACCEL, timing=timing))


def link_cost(n: int) -> Filter:
    """A Link condition "Link N": the attacking Spirit costs N or more (as Ascend N, R18.2)."""
    return Filter(side=Side.MINE, cost_min=n)


def link_rule(*bits: LinkRule) -> int:
    """Rule.LINK's value2 from LinkRule bits (``c.static(Static.RULE, Rule.LINK, link_rule(LinkRule.TWO), ...)``)."""
    return sum(int(b) for b in set(bits))


SCRIPTS: dict[str, Callable[[CardScript], None]] = {}


def card(card_id: str) -> Callable[[Callable[[CardScript], None]], Callable[[CardScript], None]]:
    """Register a card script under ``card_id``."""

    def register(fn: Callable[[CardScript], None]) -> Callable[[CardScript], None]:
        if card_id in SCRIPTS:
            raise ScriptError(f"card {card_id}: scripted twice")
        SCRIPTS[card_id] = fn
        return fn

    return register


def vanilla(*card_ids: str) -> None:
    """Cards whose text is empty: scripted as having no abilities, registered under the calling module
    (so ``pybs cards show`` can say where the card is listed)."""
    module = sys._getframe(1).f_globals.get("__name__", __name__)
    for card_id in card_ids:
        card(card_id)(_no_abilities(module))


def _no_abilities(module: str) -> Callable[[CardScript], None]:
    """The script of a vanilla card: it adds nothing."""

    def vanilla(c: CardScript) -> None:
        return None

    vanilla.__module__, vanilla.__qualname__ = module, "vanilla"
    return vanilla


__all__ = [
    "ALL_BUT_ONE", "ALL_CORES", "ANY_NUMBER", "ANY_TYPE", "BATTLERS", "BRAVE", "SPIRITS", "MAGIC", "NEXUS", "SPIRIT",
    "ULTIMATE", "Ability", "AbilityKind", "BattleRole", "CardScript", "Cond", "CoreZone", "Count", "Rel", "count_arg",
    "not_", "per", "Dest", "Duration", "Event", "EventFlag", "F", "FILTER_WIDTH", "Filter", "FilterFlag", "Keyword",
    "Mod", "Op", "Rule", "SCRIPTS", "Scope", "ScriptError", "Side", "Static", "Timing", "Who", "Zone", "anyones",
    "brave", "card", "color_bits", "magic_discount", "mine", "opponents", "symbols_value", "destroyed_arg", "vanilla",
    "LinkRole", "LinkRule", "link_cost", "link_rule",
]  # fmt: skip
