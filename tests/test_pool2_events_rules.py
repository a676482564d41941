"""Pool II, event details (vocab-D, docs/EFFECTS.md "Pool II: event details, temporary statics, costs"): the
sixteen stored event-flag bits and what they say (a 0-BP destruction, R18.1; a summon from the Trash or with
Swift; cores from the Void; a Gale exhaustion; a return to the hand; the attacker's last-known role, R10.7;
an Attack Step ended by an effect), a trigger's source filter, the BP-comparison event (R9.6), a Burst that keeps
its event's subject (R13.3), "activates a Burst", "placed into your Trash" and the event conditions.

Every test runs on both engines (``build`` fixture) with synthetic scripts given to vanilla cards (``scripted``);
player 0 is the turn player unless a test says otherwise.
"""

from __future__ import annotations

import numpy as np
import pytest
from card_helpers import do, pass_flashes, position
from conftest import bp, field, hand_ids, legal, pay_and_place, pending, player, trash_ids, use_magic, with_db

import pybs.scripts  # noqa: F401  (registers every script before a test overrides some)
from pybs import codec as C
from pybs.effects import effect_tables
from pybs.effects.script import (
    SPIRITS,
    AbilityKind,
    BattleRole,
    Cond,
    CoreZone,
    Event,
    EventFlag,
    Keyword,
    Mod,
    Scope,
    Static,
    Timing,
    Who,
    Zone,
    mine,
    opponents,
)
from pybs.effects.spec import EVENT_FLAG_BITS, EVENT_MASK_TOP, event_bit
from pybs.layout import Decision
from pybs.testing import FieldCard, TempEffect

WATCHER = "ST04-006"  # Sword Angel: vanilla yellow Angel, cost 2, 1000 BP (Lv2 at 3 cores: 3000)
ACTOR = "ST04-007"  # Axe Angel: vanilla yellow Angel, cost 2, 1000 BP
RAINEEDLE = "ST01-004"  # vanilla red Star Dragon, cost 1, 1000 BP (Lv2 at 2 cores: 3000)
GOLEM = "ST03-006"  # vanilla white Mecha, cost 4, 4000 BP (Lv2 at 3 cores: 7000)
BRONTECH = "ST03-007"  # vanilla white, cost 5, 5000 BP
DROWSY = "ST04-016"  # Drowsy Fumes: yellow Magic (Main, Flash), cost 2: an opposing Spirit -2000 BP this turn
FIRE_WALL = "ST01-016"  # Fire Wall: red Magic with a Burst (you lose Life) and a Flash effect, cost 4
DECK = [RAINEEDLE, GOLEM, BRONTECH, RAINEEDLE, GOLEM, BRONTECH]


def settle(state, limit: int = 60) -> None:
    """Answer effect decisions until a turn decision (Main, Attack, Block, Flash) is pending: the first candidate
    of a choice, CONFIRM for every "may", Burst and Soul Core question, cores paid and placed as pay_and_place
    does."""
    for _ in range(limit):
        if state.is_terminal():
            return
        d, _ = pending(state)
        if d in (Decision.MAIN, Decision.ATTACK, Decision.BLOCK, Decision.FLASH):
            return
        if d in (Decision.PAY, Decision.PLACE):
            pay_and_place(state)
        elif d in (Decision.YES_NO, Decision.BURST, Decision.SOUL):
            state.apply(C.CONFIRM)
        else:  # the first candidate of a choice (not PASS, even when the choice may be declined)
            codes = legal(state)
            state.apply(C.choice(0) if C.choice(0) in codes else codes[0])
    raise AssertionError("effects never settled")


def drew(state, p: int, before: int) -> int:
    return len(hand_ids(state, p)) - before


def draws(event: Event, scope: Scope = Scope.MINE, **kw):
    """A watcher: draw a card when ``event`` happens (``kw`` as for ``CardScript.when``)."""
    return lambda c: c.when(event, scope=scope, **kw).draw(1)


# -- the widened flag field --------------------------------------------------------------------------------------
def test_sixteen_stored_flag_bits_do_not_meet_the_collect_only_bits():
    """The stored EventFlag bits fit the uint16 subj_flags; the last-known keyword bits ride above them."""
    stored = [f for f in EventFlag if f < EventFlag.LAST_KNOWN_KEYWORDS]
    assert all(f & EVENT_FLAG_BITS == f for f in stored)
    assert EventFlag.LAST_KNOWN_KEYWORDS & EVENT_FLAG_BITS == 0
    assert (EventFlag.LKS_KEYWORD_0 << Keyword.BURST) < (1 << 31)  # an int32 in the compiled collect
    assert len({int(f) for f in stored}) == 15  # FROM_HAND aliases IN_BATTLE


def test_events_past_62_share_the_last_mask_bit(scripted):
    """Events 62 and up share bit 62 of the per-card event masks (int64, the sign bit stays clear); a card hearing
    one has that bit."""
    db = scripted({WATCHER: draws(Event.HIGHER_BP, Scope.SELF)})
    arrays = effect_tables(db).arrays()
    mask = int(arrays["card_event_mask"][db.row(WATCHER)])
    assert event_bit(Event.HIGHER_BP) == EVENT_MASK_TOP == 62
    assert mask > 0 and mask & (1 << 62)  # the shared bit, never the sign bit
    assert event_bit(Event.DESTROYED) == Event.DESTROYED


# -- EVF_ZERO_BP: R18.1 --------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("cores", "drawn"), [(1, 1), (2, 0)])
def test_zero_bp_destruction_carries_zero_bp(build, scripted, cores, drawn):
    """R18.1: -2000 BP on a 1000 BP Raineedle leaves it at 0 BP and the rule destroys it: DESTROYED carries
    ZERO_BP ("destroyed via reducing its BP to 0"). At Lv2 (3000 BP) it survives: nothing to hear."""
    db = scripted({WATCHER: draws(Event.DESTROYED, Scope.OPPONENT, flags=EventFlag.ZERO_BP)})
    p0 = {"hand": [DROWSY], "reserve": 2, "field": [FieldCard(WATCHER)], "deck": DECK}
    p1 = {"field": [FieldCard(RAINEEDLE, cores=cores)]}
    state = build(with_db(position(0, "main", p0, p1, auto=True), db))
    use_magic(state, 0)
    settle(state)
    assert (RAINEEDLE in trash_ids(state, 1)) == (cores == 1)
    assert drew(state, 0, 0) == drawn


def test_effect_and_battle_destructions_do_not_carry_zero_bp(build, scripted):
    """A destruction in battle (R9.6) is no 0-BP destruction: the ZERO_BP watcher stays silent, a plain
    DESTROYED watcher hears it."""
    db = scripted({WATCHER: draws(Event.DESTROYED, Scope.OPPONENT, flags=EventFlag.ZERO_BP),
                   ACTOR: draws(Event.DESTROYED, Scope.OPPONENT)})
    p0 = {"field": [FieldCard(GOLEM), FieldCard(WATCHER), FieldCard(ACTOR)], "deck": DECK}
    p1 = {"field": [FieldCard(RAINEEDLE)]}
    state = build(with_db(position(0, "attack", p0, p1, auto=True), db))
    do(state, C.attack(0))
    pass_flashes(state)
    do(state, C.block(0))
    pass_flashes(state)
    settle(state)
    assert RAINEEDLE in trash_ids(state, 1)
    assert drew(state, 0, 0) == 1  # ACTOR only


# -- C_SUMMONED_FROM_TRASH, EVF_SWIFT_SUMMON -------------------------------------------------------------------------
@pytest.mark.parametrize(("zone", "drawn"), [(Zone.TRASH, 2), (Zone.HAND, 0)])
def test_summoned_from_trash_flag_and_condition(build, scripted, zone, drawn):
    """An effect summons Raineedle from the Trash: SUMMONED carries FROM_TRASH (a watcher requiring it draws) and
    Raineedle's own "When Summoned: if summoned from the Trash" (Cond.EVENT_FLAGS) draws; from the hand, neither."""
    db = scripted({
        ACTOR: lambda c: c.when(Event.ATTACKS).summon(mine(zone=zone, cost_max=1), optional=False),
        WATCHER: draws(Event.SUMMONED, subject=mine(), flags=EventFlag.FROM_TRASH),
        RAINEEDLE: lambda c: c.when(Event.SUMMONED).if_(Cond.EVENT_FLAGS, EventFlag.FROM_TRASH,
                                                         then=lambda a: a.draw(1)),
    })
    p0 = {"field": [FieldCard(ACTOR), FieldCard(WATCHER)], "deck": DECK, "reserve": 3,
          "trash" if zone == Zone.TRASH else "hand": [RAINEEDLE]}
    state = build(with_db(position(0, "attack", p0, {}, auto=True), db))
    before = len(hand_ids(state, 0))
    do(state, C.attack(0))
    settle(state)
    assert RAINEEDLE in [f["card"] for f in field(state, 0).values()]
    assert len(hand_ids(state, 0)) == before - (1 if zone == Zone.HAND else 0) + drawn


def swift_watcher(c):
    c.keyword(Keyword.SWIFT)
    c.when(Event.SUMMONED, flags=EventFlag.BY_SWIFT).draw(1)


def test_swift_summon_carries_by_swift(build, scripted):
    """R18.6: summoned in the opponent's battle Flash timing with Swift, SUMMONED carries BY_SWIFT."""
    db = scripted({WATCHER: swift_watcher})
    p0 = {"hand": [WATCHER], "reserve": 3, "deck": DECK}
    p1 = {"field": [FieldCard(GOLEM)], "deck": DECK}
    state = build(with_db(position(1, "attack", p0, p1, auto=True, turn=4), db))
    do(state, C.attack(0))
    assert pending(state) == (Decision.FLASH, 0)
    do(state, C.use_hand(0))
    pay_and_place(state)
    settle(state)
    assert WATCHER in [f["card"] for f in field(state, 0).values()]
    assert hand_ids(state, 0) == [RAINEEDLE]  # drawn by its BY_SWIFT trigger


def test_main_step_summon_has_no_by_swift(build, scripted):
    """The same card summoned in its owner's Main Step: no BY_SWIFT, no draw."""
    db = scripted({WATCHER: swift_watcher})
    state = build(with_db(position(0, "main", {"hand": [WATCHER], "reserve": 3, "deck": DECK}, {}, auto=True), db))
    do(state, C.use_hand(0))
    pay_and_place(state)
    settle(state)
    assert hand_ids(state, 0) == []


# -- EVF_FROM_VOID and the trigger's source filter (EVF_SOURCE) ----------------------------------------------------------
@pytest.mark.parametrize(("frm", "actor_side", "drawn"), [
    (CoreZone.VOID, 1, 1),  # the opponent's effect places a Void core on their Spirit
    (CoreZone.RESERVE, 1, 0),  # from their Reserve: not from the Void
    (CoreZone.VOID, 0, 0),  # my own effect: the source filter names the opponent's cards
])
def test_cores_from_the_void_by_an_opposing_effect(build, scripted, frm, actor_side, drawn):
    """PR-023's shape: CORES_PLACED carries FROM_VOID when the cores came from the Void, and ``source=opponents()``
    hears only events caused by an effect of an opposing card."""
    watcher = lambda c: c.when(Event.CORES_PLACED, scope=Scope.ANY, flags=EventFlag.FROM_VOID,  # noqa: E731
                               source=opponents(types=())).draw(1)
    db = scripted({WATCHER: watcher, ACTOR: lambda c: c.when(Event.ATTACKS).cores(frm, CoreZone.SELF, 1)})
    mine_ = {"field": [FieldCard(WATCHER)], "deck": DECK}
    theirs = {"field": [FieldCard(ACTOR)], "deck": DECK, "reserve": 2}
    if actor_side == 0:
        mine_["field"] = [FieldCard(WATCHER), FieldCard(ACTOR)]
        state = build(with_db(position(0, "attack", mine_, {"deck": DECK}, auto=True), db))
        do(state, C.attack(1))
    else:
        state = build(with_db(position(1, "attack", mine_, theirs, auto=True, turn=4), db))
        do(state, C.attack(0))
    settle(state)
    assert drew(state, 0, 0) == drawn


def test_reserve_gained_from_the_void_carries_from_void(build, scripted):
    """RESERVE_GAINED from the Void (an effect) carries FROM_VOID; Life lost to an attack does not."""
    db = scripted({WATCHER: draws(Event.RESERVE_GAINED, Scope.MINE, flags=EventFlag.FROM_VOID),
                   ACTOR: lambda c: c.when(Event.ATTACKS).cores(CoreZone.VOID, CoreZone.RESERVE, 1)})
    state = build(with_db(position(0, "attack", {"field": [FieldCard(ACTOR), FieldCard(WATCHER)], "deck": DECK},
                                   {"deck": DECK}, auto=True), db))
    reserve = int(player(state, 0)["reserve"])
    do(state, C.attack(0))
    settle(state)
    assert int(player(state, 0)["reserve"]) == reserve + 1
    assert drew(state, 0, 0) == 1


@pytest.mark.parametrize(("by_spirit", "drawn"), [(True, 1), (False, 0)])
def test_source_filter_reads_the_destroying_card(build, scripted, by_spirit, drawn):
    """BSS04-108's shape: "destroyed by an effect of an opposing Spirit": a Spirit's When Attacks destroys the
    Golem (heard), a Magic does the same (its source is no Spirit: not heard)."""
    db = scripted({
        WATCHER: lambda c: c.when(Event.DESTROYED, scope=Scope.MINE, flags=EventFlag.BY_OPPONENT,
                                  source=opponents(types=SPIRITS)).draw(1),
        ACTOR: lambda c: c.when(Event.ATTACKS).choose(opponents(cost_min=4)).destroy(),
        DROWSY: lambda c: c.magic(main=True, flash=True).choose(opponents(cost_min=4)).destroy(),
    })
    p0 = {"field": [FieldCard(WATCHER), FieldCard(GOLEM)], "deck": DECK}
    p1 = {"field": [FieldCard(ACTOR)], "hand": [DROWSY], "reserve": 3, "deck": DECK}
    if by_spirit:
        state = build(with_db(position(1, "attack", p0, p1, auto=True, turn=4), db))
        do(state, C.attack(0))
    else:
        state = build(with_db(position(1, "main", p0, p1, auto=True, turn=4), db))
        use_magic(state, 0)
    settle(state)
    assert GOLEM in trash_ids(state, 0)
    assert drew(state, 0, 0) == drawn


def test_source_filter_never_hears_a_battle(build, scripted):
    """A source filter names an effect's card: a destruction by BP comparison (no BY_EFFECT) is not heard."""
    db = scripted({WATCHER: lambda c: c.when(Event.DESTROYED, scope=Scope.OPPONENT,
                                             source=mine(types=())).draw(1)})
    p0 = {"field": [FieldCard(GOLEM), FieldCard(WATCHER)], "deck": DECK}
    state = build(with_db(position(0, "attack", p0, {"field": [FieldCard(RAINEEDLE)]}, auto=True), db))
    do(state, C.attack(0))
    pass_flashes(state)
    do(state, C.block(0))
    pass_flashes(state)
    settle(state)
    assert RAINEEDLE in trash_ids(state, 1)
    assert drew(state, 0, 0) == 0


# -- BY_GALE, TO_HAND, the end of an Attack Step by an effect ---------------------------------------------------------
def gale_attacker(c):
    c.keyword(Keyword.GALE, 1)


def test_gale_exhaustion_carries_by_gale(build, scripted):
    """R18.7: blocked, the Gale attacker makes the opponent exhaust one refreshed Spirit: that EXHAUSTED carries
    BY_GALE (heard); the blocker's own exhaustion by blocking does not (R9.3)."""
    db = scripted({RAINEEDLE: gale_attacker,
                   WATCHER: draws(Event.EXHAUSTED, Scope.OPPONENT, flags=EventFlag.BY_GALE)})
    p0 = {"field": [FieldCard(RAINEEDLE, cores=3), FieldCard(WATCHER)], "deck": DECK}
    p1 = {"field": [FieldCard(GOLEM), FieldCard(BRONTECH)]}
    state = build(with_db(position(0, "attack", p0, p1, auto=True), db))
    do(state, C.attack(0))
    pass_flashes(state)
    do(state, C.block(0))
    settle(state)
    assert field(state, 1)[1]["exhausted"] == 1  # Brontech, exhausted by Gale
    assert drew(state, 0, 0) == 1


@pytest.mark.parametrize(("to_hand", "drawn"), [(True, 1), (False, 0)])
def test_returned_to_hand_carries_to_hand(build, scripted, to_hand, drawn):
    """PR-027's shape: RETURNED carries TO_HAND only when the card went to a hand, not to a deck."""
    actor = ((lambda c: c.when(Event.ATTACKS).choose(opponents()).to_hand()) if to_hand
             else (lambda c: c.when(Event.ATTACKS).choose(opponents()).to_deck()))
    db = scripted({ACTOR: actor, WATCHER: draws(Event.RETURNED, Scope.OPPONENT, flags=EventFlag.TO_HAND)})
    p0 = {"field": [FieldCard(ACTOR), FieldCard(WATCHER)], "deck": DECK}
    state = build(with_db(position(0, "attack", p0, {"field": [FieldCard(GOLEM)]}, auto=True), db))
    do(state, C.attack(0))
    settle(state)
    assert field(state, 1) == {}
    assert drew(state, 0, 0) == drawn


def test_attack_step_ended_by_an_opposing_effect(build, scripted):
    """BSS05-072's shape: the defender's Flash Magic ends the Attack Step when the battle ends
    (Mod.END_ATTACK_STEP): ATTACK_STEP_END carries BY_EFFECT and BY_OPPONENT."""
    db = scripted({WATCHER: draws(Event.ATTACK_STEP_END, Scope.MINE,
                                  flags=EventFlag.BY_EFFECT | EventFlag.BY_OPPONENT),
                   DROWSY: lambda c: c.magic(main=True, flash=True).player_mod(Mod.END_ATTACK_STEP, who=Who.OPPONENT)})
    p0 = {"field": [FieldCard(WATCHER), FieldCard(GOLEM)], "deck": DECK}
    p1 = {"hand": [DROWSY], "reserve": 2}
    state = build(with_db(position(0, "attack", p0, p1, auto=True), db))
    do(state, C.attack(1))
    assert pending(state) == (Decision.FLASH, 1)
    use_magic(state, 0)
    settle(state)
    while pending(state)[0] in (Decision.FLASH, Decision.BLOCK):
        state.apply(C.PASS)
    settle(state)
    assert drew(state, 0, 0) == 1


def test_attack_step_ended_by_its_player_is_no_effect(build, scripted):
    """The turn player ends the Attack Step (PASS): no BY_EFFECT, the watcher stays silent."""
    db = scripted({WATCHER: draws(Event.ATTACK_STEP_END, Scope.MINE, flags=EventFlag.BY_EFFECT)})
    state = build(with_db(position(0, "attack", {"field": [FieldCard(WATCHER)], "deck": DECK}, {}, auto=True), db))
    do(state, C.PASS)
    settle(state)
    assert drew(state, 0, 0) == 0


# -- EV_BATTLE_COMPARE (R9.6) ---------------------------------------------------------------------------------------
def refreshes_on_higher_bp(c):
    c.when(Event.HIGHER_BP, timing=Timing.WHILE_ATTACKING_OR_BLOCKING).this().refresh()


@pytest.mark.parametrize(("cores", "blocker", "refreshed"), [
    (3, RAINEEDLE, True),  # 3000 against 1000: higher
    (1, GOLEM, False),  # 1000 against 4000: lower
    (1, RAINEEDLE, False),  # 1000 against 1000: a tie has no higher BP
])
def test_higher_bp_at_the_comparison(build, scripted, cores, blocker, refreshed):
    """Event.HIGHER_BP: the battler with strictly more BP at the BP comparison (R9.6)."""
    db = scripted({WATCHER: refreshes_on_higher_bp})
    p0 = {"field": [FieldCard(WATCHER, cores=cores)], "deck": DECK}
    state = build(with_db(position(0, "attack", p0, {"field": [FieldCard(blocker)]}, auto=True), db))
    do(state, C.attack(0))
    pass_flashes(state)
    do(state, C.block(0))
    pass_flashes(state)
    settle(state)
    mine_ = field(state, 0)
    assert (0 in mine_ and mine_[0]["exhausted"] == 0) == refreshed


def test_higher_bp_is_heard_when_the_loser_is_protected(build, scripted):
    """The loser is not destroyed (Mod.NO_BATTLE_DESTROY on its player), so no WON_BATTLE; the higher BP at the
    comparison still is (what BSS04-078 asks, and WON_BATTLE could not say)."""
    db = scripted({WATCHER: refreshes_on_higher_bp,
                   ACTOR: draws(Event.WON_BATTLE, Scope.MINE, subject=mine())})
    p0 = {"field": [FieldCard(WATCHER, cores=3), FieldCard(ACTOR)], "deck": DECK}
    sc = position(0, "attack", p0, {"field": [FieldCard(RAINEEDLE)]}, auto=True,
                  mods=[TempEffect(1, "NO_BATTLE_DESTROY", duration="turn", source=1)])
    state = build(with_db(sc, db))
    do(state, C.attack(0))
    pass_flashes(state)
    do(state, C.block(0))
    pass_flashes(state)
    settle(state)
    assert field(state, 1)[0]["card"] == RAINEEDLE
    assert field(state, 0)[0]["exhausted"] == 0
    assert drew(state, 0, 0) == 0


# -- BURST_SUBJECT, Cond.SUBJECT_MATCHES, EV_BURST_ACTIVATED, Cond.SUBJECT_NO_FIELD_COLOR ---------------------------------
def angel_burst(c):
    c.burst(Event.DESTROYED, Scope.MINE, flags=EventFlag.BY_OPPONENT).if_(
        Cond.SUBJECT_MATCHES, mine(family="Angel"), then=lambda a: a.draw(1))
    c.magic(main=False, flash=True).draw(1)


@pytest.mark.parametrize(("victim", "drawn"), [(WATCHER, 1), (RAINEEDLE, 0)])
def test_burst_keeps_its_event_subject(build, scripted, victim, drawn):
    """CB01-079's shape (R13.3): the Burst resolves after the effects and still knows the Spirit whose
    destruction activated it: "if the destroyed Spirit was an Angel" (Cond.SUBJECT_MATCHES)."""
    db = scripted({FIRE_WALL: angel_burst, ACTOR: lambda c: c.when(Event.ATTACKS).choose(opponents()).destroy()})
    p0 = {"field": [FieldCard(victim)], "burst": FIRE_WALL, "deck": DECK, "reserve": 0}
    p1 = {"field": [FieldCard(ACTOR), FieldCard(GOLEM)], "deck": DECK}  # the Golem keeps the Attack Step open
    state = build(with_db(position(1, "attack", p0, p1, auto=True, turn=4), db))
    do(state, C.attack(0))
    assert pending(state) == (Decision.BURST, 0)
    rec = state.record()
    assert (int(rec["burst_subj_player"][0]), int(rec["burst_subj_inst"][0])) != (0, 0) or victim != WATCHER
    do(state, C.CONFIRM)
    settle(state)
    assert drew(state, 0, 0) == drawn
    rec = state.record()
    assert [int(rec[f][0]) for f in ("burst_subj_player", "burst_subj_inst", "burst_subj_cores")] == [0, 0, 0]


def test_declined_burst_forgets_the_subject(build, scripted):
    """PASS keeps the Burst set (R13.4) and the remembered subject goes (one byte form; the state checks)."""
    db = scripted({FIRE_WALL: angel_burst, ACTOR: lambda c: c.when(Event.ATTACKS).choose(opponents()).destroy()})
    p0 = {"field": [FieldCard(WATCHER)], "burst": FIRE_WALL, "deck": DECK}
    state = build(with_db(position(1, "attack", p0, {"field": [FieldCard(ACTOR)], "deck": DECK}, auto=True,
                                   turn=4), db))
    do(state, C.attack(0))
    rec = state.record()
    assert int(rec["burst_subj_inst"][0]) == int(player(state, 0)["trash"][0])  # the destroyed Sword Angel
    do(state, C.PASS)
    rec = state.record()
    assert int(rec["burst_subj_inst"][0]) == 0 and int(rec["burst_subj_flags"][0]) == 0
    assert int(player(state, 0)["burst_inst"]) != 255


@pytest.mark.parametrize(("their_field", "drawn"), [(GOLEM, 1), (RAINEEDLE, 0)])
def test_burst_activated_event_and_field_colors(build, scripted, their_field, drawn):
    """L01-002's shape: "when your opponent activates a Burst that shares no color with the symbols on their
    field": Fire Wall (red) activated while they control a white Golem (heard) or a red Raineedle (not)."""
    db = scripted({WATCHER: lambda c: c.when(Event.BURST_ACTIVATED, scope=Scope.OPPONENT).if_(
        Cond.SUBJECT_NO_FIELD_COLOR, then=lambda a: a.draw(1))})
    p0 = {"field": [FieldCard(WATCHER, cores=3)], "deck": DECK}
    p1 = {"field": [FieldCard(their_field, exhausted=True)], "burst": FIRE_WALL, "reserve": 0, "deck": DECK}
    state = build(with_db(position(0, "attack", p0, p1, auto=True), db))
    do(state, C.attack(0))
    pass_flashes(state)
    if pending(state)[0] == Decision.BLOCK:
        do(state, C.PASS)
        pass_flashes(state)
    assert pending(state) == (Decision.BURST, 1)
    do(state, C.CONFIRM)
    settle(state)
    assert drew(state, 0, 0) == drawn


# -- EV_TO_TRASH ----------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("route", ["battle", "deck", "hand"])
def test_card_placed_into_the_trash(build, scripted, route):
    """Event.TO_TRASH hears every route a Spirit card takes into its owner's Trash: destroyed in battle,
    discarded from the deck (R10.6), discarded from the hand."""
    acts = {"deck": lambda c: c.when(Event.ATTACKS).discard(1, who=Who.OPPONENT),
            "hand": lambda c: c.when(Event.ATTACKS).discard_from_hand(1, Who.OPPONENT),
            "battle": lambda c: None}
    db = scripted({WATCHER: draws(Event.TO_TRASH, Scope.MINE, subject=mine()), ACTOR: acts[route]})
    p0 = {"field": [FieldCard(WATCHER), FieldCard(RAINEEDLE)], "hand": [GOLEM], "deck": [BRONTECH] + DECK}
    p1 = {"field": [FieldCard(ACTOR, cores=3) if route == "battle" else FieldCard(ACTOR), FieldCard(GOLEM)],
          "deck": DECK}  # the Golem keeps the Attack Step open
    state = build(with_db(position(1, "attack", p0, p1, auto=True, turn=4), db))
    before = len(hand_ids(state, 0))
    do(state, C.attack(0))
    settle(state)
    pass_flashes(state)
    if pending(state)[0] == Decision.BLOCK:
        do(state, C.block(1) if route == "battle" else C.PASS)
        pass_flashes(state)
    settle(state)
    lost = {"battle": RAINEEDLE, "deck": BRONTECH, "hand": GOLEM}[route]
    assert lost in trash_ids(state, 0)
    assert len(hand_ids(state, 0)) - before + (1 if route == "hand" else 0) == 1


def test_a_token_leaving_is_not_placed_into_the_trash(build, scripted):
    """A token goes to no zone (R18.8): DESTROYED is announced, TO_TRASH is not."""
    db = scripted({WATCHER: draws(Event.TO_TRASH, Scope.MINE, subject=mine()),
                   ACTOR: lambda c: c.when(Event.ATTACKS).choose(opponents(token=True)).destroy()})
    token = "TOKEN-MECHA" if "TOKEN-MECHA" in [card.id for card in db.cards] else next(
        card.id for card in db.cards if card.token)
    p0 = {"field": [FieldCard(WATCHER), FieldCard(token)], "deck": DECK}
    state = build(with_db(position(1, "attack", p0, {"field": [FieldCard(ACTOR)], "deck": DECK}, auto=True,
                                   turn=4), db))
    do(state, C.attack(0))
    settle(state)
    assert len(field(state, 0)) == 1
    assert drew(state, 0, 0) == 0


# -- LKI_BATTLE_ROLE, EVF_DEFEATED_FILTER ----------------------------------------------------------------------------
@pytest.mark.parametrize(("attacking", "drawn"), [(True, 1), (False, 0)])
def test_destroyed_attacker_keeps_its_battle_role(build, scripted, attacking, drawn):
    """BSS06-096's shape (R10.7): "when one of your attacking Spirits is destroyed": the attacker destroyed by
    BP comparison matches battle=ATTACKING as it last was; a Spirit destroyed while not attacking does not."""
    db = scripted({WATCHER: draws(Event.DESTROYED, Scope.MINE, subject=mine(battle=BattleRole.ATTACKING)),
                   ACTOR: lambda c: c.when(Event.BLOCKS).choose(opponents(cost_max=1)).destroy()})
    p0 = {"field": [FieldCard(WATCHER, cores=3), FieldCard(RAINEEDLE)], "deck": DECK}
    p1 = {"field": [FieldCard(GOLEM) if attacking else FieldCard(ACTOR)], "deck": DECK}
    state = build(with_db(position(0, "attack", p0, p1, auto=True), db))
    do(state, C.attack(1 if attacking else 0))
    pass_flashes(state)
    do(state, C.block(0))
    settle(state)
    pass_flashes(state)
    settle(state)
    assert RAINEEDLE in trash_ids(state, 0)
    assert drew(state, 0, 0) == drawn


@pytest.mark.parametrize(("blocker", "drawn"), [(RAINEEDLE, 1), (BRONTECH, 0)])
def test_defeated_bp_condition(build, scripted, blocker, drawn):
    """L01-008's shape: "when your Spirit destroys an opposing Spirit with 3000 or less BP in battle"
    (Cond.DEFEATED_BP_AT_MOST reads Mod.DEFEATED_BP, R9.6): a 1000 BP victim counts, a 5000 BP one does not."""
    db = scripted({WATCHER: lambda c: c.when(Event.WON_BATTLE, scope=Scope.MINE, subject=mine()).if_(
        Cond.DEFEATED_BP_AT_MOST, 3000, then=lambda a: a.draw(1))})
    p0 = {"field": [FieldCard(GOLEM, cores=3), FieldCard(WATCHER)], "deck": DECK}
    state = build(with_db(position(0, "attack", p0, {"field": [FieldCard(blocker)]}, auto=True), db))
    do(state, C.attack(0))
    pass_flashes(state)
    do(state, C.block(0))
    pass_flashes(state)
    settle(state)
    assert blocker in trash_ids(state, 1)
    assert drew(state, 0, 0) == drawn


def test_defeated_bp_condition_marks_its_card(scripted):
    """A script asking Cond.DEFEATED_BP_AT_MOST gets CardFlag.READS_DEFEATED_BP, so the BP is recorded."""
    from pybs.effects.compiler import CardFlag

    db = scripted({WATCHER: lambda c: c.when(Event.WON_BATTLE, scope=Scope.MINE).if_(
        Cond.DEFEATED_BP_AT_MOST, 3000, then=lambda a: a.draw(1))})
    flags = int(effect_tables(db).arrays()["card_flags"][db.row(WATCHER)])
    assert flags & CardFlag.READS_DEFEATED_BP


def test_new_abilities_compile_to_their_rows(scripted):
    """A source filter is the triggered row's filter2; the new events and conditions keep their numbers."""
    db = scripted({WATCHER: lambda c: c.when(Event.DESTROYED, scope=Scope.MINE, source=opponents()).draw(1)})
    arrays = effect_tables(db).arrays()
    row = db.row(WATCHER)
    start = int(arrays["card_ab_start"][row])
    assert int(arrays["ab_kind"][start]) == AbilityKind.TRIGGERED
    assert int(arrays["ab_filter2"][start]) >= 0
    assert (Event.HIGHER_BP, Event.BURST_ACTIVATED, Event.TO_TRASH) == (77, 78, 79)
    assert (Cond.EVENT_FLAGS, Cond.SUBJECT_MATCHES, Cond.DEFEATED_BP_AT_MOST, Cond.SUBJECT_NO_FIELD_COLOR) == (
        123, 124, 125, 126)
    assert np.all(arrays["ab_filter2"][: start] >= -1)


# -- real cards (their scripts live here until the set helpers move them) ------------------------------------------------
def pr_008(c):  # War Angel Mace Knight: Lv3 for the turn when an opposing Spirit falls to 0 BP; Luster at Lv3
    c.when(Event.DESTROYED, levels=(1, 2, 3), scope=Scope.OPPONENT, flags=EventFlag.ZERO_BP,
           timing=Timing.YOUR_ATTACK_STEP).this().mod(Mod.SET_LEVEL, 3)
    c.keyword(Keyword.LUSTER, levels=(3,))


def bss05_043(c):  # Sage Pentan: from the Trash, summoned free and exhausted when an opposing Spirit falls to 0 BP
    c.when(Event.DESTROYED, scope=Scope.OPPONENT, flags=EventFlag.ZERO_BP, timing=Timing.EITHER_ATTACK_STEP,
           zone=Zone.TRASH).summon(mine(zone=Zone.TRASH), only_self=True, exhausted=True)


def test_pr_008_and_bss05_043_hear_a_zero_bp_destruction(build, scripted):
    """PR-008 and BSS05-043 (R18.1): Drowsy Fumes (Flash, in the Attack Step) takes a 1000 BP opposing Spirit to
    0 BP: Mace Knight becomes Lv3 for the turn and Sage Pentan comes back from the Trash, exhausted."""
    db = scripted({"PR-008": pr_008, "BSS05-043": bss05_043})
    p0 = {"field": [FieldCard("PR-008"), FieldCard(GOLEM)], "hand": [DROWSY], "reserve": 3, "trash": ["BSS05-043"],
          "deck": DECK}
    state = build(with_db(position(0, "attack", p0, {"field": [FieldCard(RAINEEDLE)], "deck": DECK}), db))
    do(state, C.attack(1))
    do(state, C.PASS)  # the defender's priority first (R10.4)
    use_magic(state, 0)
    settle(state)
    assert RAINEEDLE in trash_ids(state, 1)
    assert "BSS05-043" in [f["card"] for f in field(state, 0).values()]
    assert any(int(m["kind"]) == Mod.SET_LEVEL and int(m["value"]) == 3
               for m in state.record()["mods"][: int(state.record()["n_mods"])])


def bss04_108(c):  # Flower Palace
    mine_lv2 = mine(level_min=2)
    c.when(Event.DESTROYED, levels=(1, 2), scope=Scope.MINE, subject=mine_lv2, flags=EventFlag.IN_BATTLE,
           timing=Timing.YOUR_ATTACK_STEP).draw(1)  # by an opposing Spirit in battle (every battler here is one)
    c.when(Event.DESTROYED, levels=(1, 2), scope=Scope.MINE, subject=mine_lv2, flags=EventFlag.BY_OPPONENT,
           source=opponents(types=SPIRITS), timing=Timing.YOUR_ATTACK_STEP).draw(1)
    c.when(Event.DECK_DISCARDED, levels=(2,), scope=Scope.MINE, flags=EventFlag.BY_OPPONENT,
           timing=Timing.OPP_ATTACK_STEP).cores(CoreZone.VOID, CoreZone.SELF, 1)


@pytest.mark.parametrize(("cores", "drawn"), [(3, 1), (1, 0)])
def test_bss04_108_draws_when_a_lv2_spirit_falls_to_an_opposing_spirit(build, scripted, cores, drawn):
    """BSS04-108: in your Attack Step, your Lv2 Sword Angel loses its battle to an opposing Golem: draw a card; a
    Lv1 one does not count."""
    db = scripted({"BSS04-108": bss04_108})
    p0 = {"field": [FieldCard("BSS04-108", cores=0), FieldCard(WATCHER, cores=cores)], "deck": DECK}
    state = build(with_db(position(0, "attack", p0, {"field": [FieldCard(GOLEM, cores=3)], "deck": DECK},
                                   auto=True), db))
    do(state, C.attack(1))
    pass_flashes(state)
    do(state, C.block(0))
    pass_flashes(state)
    settle(state)
    assert WATCHER in trash_ids(state, 0)
    assert drew(state, 0, 0) == drawn


def pr_029(c):  # Air Commodore Gragn
    c.keyword(Keyword.GALE, 1, levels=(1, 2))
    c.when(Event.EXHAUSTED, levels=(2,), scope=Scope.OPPONENT, flags=EventFlag.BY_GALE,
           timing=Timing.YOUR_ATTACK_STEP).choose(opponents()).exhaust()


def test_pr_029_answers_its_gale(build, scripted):
    """PR-029 at Lv2: blocked by Raineedle, its Gale makes the opponent exhaust a Spirit (R18.7); that exhaustion
    by Gale lets it exhaust one more opposing Spirit."""
    db = scripted({"PR-029": pr_029})
    p1 = {"field": [FieldCard(RAINEEDLE), FieldCard(BRONTECH), FieldCard(GOLEM)], "deck": DECK}
    p0 = {"field": [FieldCard("PR-029", cores=4), FieldCard(GOLEM)], "deck": DECK}  # the Golem keeps the step open
    state = build(with_db(position(0, "attack", p0, p1, auto=True), db))
    do(state, C.attack(0))
    pass_flashes(state)
    do(state, C.block(0))
    state.apply(state.pending_decision().choose_card(BRONTECH))  # the opponent's Gale choice
    assert pending(state) == (Decision.CHOOSE, 0)  # Gragn's answer to that Gale exhaustion
    state.apply(state.pending_decision().choose_card(GOLEM))
    settle(state)
    assert {v["card"]: v["exhausted"] for v in field(state, 1).values()} == {BRONTECH: 1, GOLEM: 1}


def pr_022(c):  # Corpse Knight Velliam
    c.when(Event.SUMMONED, levels=(1, 2), scope=Scope.MINE, subject=mine(), flags=EventFlag.FROM_TRASH,
           timing=Timing.YOUR_TURN).choose(opponents(exhausted=True)).destroy()


@pytest.mark.parametrize(("zone", "destroyed"), [(Zone.TRASH, True), (Zone.HAND, False)])
def test_pr_022_destroys_when_a_spirit_comes_from_the_trash(build, scripted, zone, destroyed):
    """PR-022: a Spirit summoned from your Trash destroys an exhausted opposing Spirit; from the hand, nothing."""
    db = scripted({"PR-022": pr_022,
                   ACTOR: lambda c: c.when(Event.ATTACKS).summon(mine(zone=zone, cost_max=1), optional=False)})
    p0 = {"field": [FieldCard("PR-022"), FieldCard(ACTOR)], "deck": DECK,
          "trash" if zone == Zone.TRASH else "hand": [RAINEEDLE]}
    p1 = {"field": [FieldCard(GOLEM, exhausted=True)], "deck": DECK}
    state = build(with_db(position(0, "attack", p0, p1, auto=True), db))
    do(state, C.attack(1))
    settle(state)
    assert (GOLEM in trash_ids(state, 1)) == destroyed


def pr_023(c):  # Third Eye Snake
    theirs = opponents(types=())
    c.when(Event.CORES_PLACED, levels=(2,), scope=Scope.OPPONENT, flags=EventFlag.FROM_VOID, source=theirs).draw(1)
    c.when(Event.RESERVE_GAINED, levels=(2,), scope=Scope.OPPONENT, flags=EventFlag.FROM_VOID, source=theirs).draw(1)


def test_pr_023_draws_when_the_opponent_takes_void_cores(build, scripted):
    """PR-023 at Lv2: the opponent's When Attacks puts a Void core on their attacker, then one into their Reserve:
    two draws."""
    db = scripted({"PR-023": pr_023, ACTOR: lambda c: c.when(Event.ATTACKS).cores(
        CoreZone.VOID, CoreZone.SELF, 1).cores(CoreZone.VOID, CoreZone.RESERVE, 1)})
    p1 = {"field": [FieldCard(ACTOR), FieldCard(GOLEM)], "deck": DECK}
    state = build(with_db(position(1, "attack", {"field": [FieldCard("PR-023", cores=2)], "deck": DECK}, p1,
                                   auto=True, turn=4), db))
    do(state, C.attack(0))
    settle(state)
    assert drew(state, 0, 0) == 2


def bss04_078(c):  # Eldtree Guardian Branboar
    c.when(Event.HIGHER_BP, levels=(1, 2), timing=Timing.WHILE_ATTACKING_OR_BLOCKING).this().refresh()
    c.when(Event.SUMMONED, levels=(2,), scope=Scope.MINE, subject=mine(), flags=EventFlag.BY_SWIFT,
           timing=Timing.EITHER_ATTACK_STEP).this().refresh()


def test_bss04_078_refreshes_on_higher_bp_even_without_destroying(build, scripted):
    """BSS04-078: it has the higher BP at the comparison (R9.6) against a Spirit its player protects from battle
    destruction: refreshed all the same."""
    db = scripted({"BSS04-078": bss04_078})
    sc = position(0, "attack", {"field": [FieldCard("BSS04-078")], "deck": DECK},
                  {"field": [FieldCard(GOLEM)], "deck": DECK}, auto=True,
                  mods=[TempEffect(1, "NO_BATTLE_DESTROY", source=1)])
    state = build(with_db(sc, db))
    do(state, C.attack(0))
    pass_flashes(state)
    do(state, C.block(0))
    pass_flashes(state)
    settle(state)
    assert field(state, 1)[0]["card"] == GOLEM
    assert field(state, 0)[0]["exhausted"] == 0


def cb01_079(c):  # To Think That I, the 1st Angel, ...
    c.burst(Event.DESTROYED, flags=EventFlag.BY_OPPONENT, then=AbilityKind.MAGIC_FLASH).if_(
        Cond.SUBJECT_MATCHES, mine(family="Angel"), then=lambda a: a.summon(
            mine(zone=Zone.HAND, colors=("blue",), family="Angel", not_keyword=Keyword.ASCEND)))
    c.magic(main=True, flash=True).choose(opponents(cost_max=3)).destroy()


@pytest.mark.parametrize(("victim", "summoned"), [(WATCHER, True), (RAINEEDLE, False)])
def test_cb01_079_summons_an_angel_after_an_angel_fell(build, scripted, victim, summoned):
    """CB01-079 (R13.3): activated by the destruction of an Angel, it summons a blue Angel from the hand for free;
    after a non-Angel, nothing (its subject is remembered until it resolves)."""
    db = scripted({"CB01-079": cb01_079, ACTOR: lambda c: c.when(Event.ATTACKS).choose(opponents()).destroy()})
    angel = "CB01-046"  # 13th Angel: a blue Angel Spirit without Ascend (unscripted: vanilla here)
    p0 = {"field": [FieldCard(victim)], "burst": "CB01-079", "hand": [angel], "reserve": 1, "deck": DECK}
    state = build(with_db(position(1, "attack", p0, {"field": [FieldCard(ACTOR), FieldCard(GOLEM)], "deck": DECK},
                                   auto=True, turn=4), db))
    do(state, C.attack(0))
    do(state, C.CONFIRM)
    settle(state)
    assert (angel in [f["card"] for f in field(state, 0).values()]) == summoned


def l01_008(c):  # Victory Oath
    c.when(Event.PLACED, levels=(1, 2)).draw(2).draw(2, Who.OPPONENT)
    c.when(Event.WON_BATTLE, levels=(2,), scope=Scope.MINE, subject=mine(), timing=Timing.YOUR_ATTACK_STEP).if_(
        Cond.DEFEATED_BP_AT_MOST, 3000, then=lambda a: a.may(lambda b: b.subject_card().refresh()))


@pytest.mark.parametrize(("blocker", "refreshed"), [(RAINEEDLE, 0), (BRONTECH, 1)])
def test_l01_008_refreshes_a_winner_over_a_small_spirit(build, scripted, blocker, refreshed):
    """L01-008 at Lv2: the attacker that destroyed a Spirit of 3000 BP or less in battle may refresh; one that beat
    a 5000 BP Spirit stays exhausted."""
    db = scripted({"L01-008": l01_008})
    p0 = {"field": [FieldCard("L01-008", cores=2), FieldCard(GOLEM, cores=3)], "deck": DECK}
    state = build(with_db(position(0, "attack", p0, {"field": [FieldCard(blocker)], "deck": DECK}, auto=True), db))
    do(state, C.attack(1))
    pass_flashes(state)
    do(state, C.block(0))
    pass_flashes(state)
    settle(state)
    assert field(state, 0)[1]["exhausted"] == refreshed


def bss05_072(c):  # Sword Saint Hermit Jiraiya
    c.when(Event.ATTACK_STEP_END, levels=(1, 2), scope=Scope.MINE,
           flags=EventFlag.BY_EFFECT | EventFlag.BY_OPPONENT).if_(
        Cond.SELF_HAS_SOUL, then=lambda a: a.discard_from_hand(1, Who.OPPONENT))
    c.when(Event.ATTACKS, levels=(2,)).cores(CoreZone.VOID, CoreZone.RESERVE, 1)


@pytest.mark.parametrize(("soul", "discarded"), [(True, 1), (False, 0)])
def test_bss05_072_punishes_an_opposing_end_of_the_attack_step(build, scripted, soul, discarded):
    """BSS05-072: with the Soul Core on it, when the opponent's effect ends the Attack Step (Mod.END_ATTACK_STEP),
    they discard a card; without the Soul Core, nothing."""
    db = scripted({"BSS05-072": bss05_072,
                   DROWSY: lambda c: c.magic(main=True, flash=True).player_mod(Mod.END_ATTACK_STEP, who=Who.OPPONENT)})
    p0 = {"field": [FieldCard("BSS05-072", soul=soul), FieldCard(GOLEM)], "deck": DECK, "soul": None if soul else "trash"}
    p1 = {"hand": [DROWSY, BRONTECH], "reserve": 2}
    state = build(with_db(position(0, "attack", p0, p1, auto=True), db))
    do(state, C.attack(1))
    use_magic(state, 0)
    settle(state)
    while pending(state)[0] in (Decision.FLASH, Decision.BLOCK):
        state.apply(C.PASS)
    settle(state)
    assert len(trash_ids(state, 1)) == 1 + discarded  # the Magic, and the discarded card


def pr_027(c):  # Divine Wargear Mega Tyr
    c.when(Event.RETURNED, levels=(1, 2), scope=Scope.OPPONENT, flags=EventFlag.TO_HAND).may(
        lambda a: a.cores(CoreZone.SOUL, CoreZone.TRASH, 1).this().refresh(), cond=Cond.SOUL_MOVABLE)
    c.when(Event.BLOCKS, levels=(2,)).choose(opponents(bp_max=4000)).to_hand()


def test_pr_027_refreshes_when_an_opposing_spirit_returns_to_hand(build, scripted):
    """PR-027: an opposing Spirit returned to the hand (not a deck) lets it pay the Soul Core to refresh."""
    db = scripted({"PR-027": pr_027, ACTOR: lambda c: c.when(Event.ATTACKS).choose(opponents()).to_hand()})
    p0 = {"field": [FieldCard(ACTOR), FieldCard("PR-027", soul=True, exhausted=True)], "deck": DECK, "soul": None}
    state = build(with_db(position(0, "attack", p0, {"field": [FieldCard(GOLEM)], "deck": DECK}, auto=True), db))
    do(state, C.attack(0))
    settle(state)
    assert field(state, 0)[1]["exhausted"] == 0
    assert int(player(state, 0)["soul_loc"]) == 2  # the Soul Core paid into the Trash


def l01_002(c):  # Heroic Wyrm Lord Dragon
    c.static(Static.KEYWORD, Keyword.CONFRONT, levels=(1, 2, 3), timing=Timing.WHILE_ATTACKING,
             cond=Cond.BURST_SET, cond_arg=Who.CONTROLLER)
    c.when(Event.BURST_ACTIVATED, levels=(3,), scope=Scope.OPPONENT, timing=Timing.WHILE_ATTACKING).if_(
        Cond.SUBJECT_NO_FIELD_COLOR, then=lambda a: a.cores(CoreZone.LIFE, CoreZone.RESERVE, 1, who=Who.OPPONENT))


@pytest.mark.parametrize(("their_field", "life_lost"), [(GOLEM, 2), (RAINEEDLE, 1)])
def test_l01_002_punishes_an_off_color_burst(build, scripted, their_field, life_lost):
    """L01-002 at Lv3: the opponent activates red Fire Wall (you take Life) while their field holds no red symbol:
    one more core leaves their Life; with a red Raineedle there, only the attack's."""
    db = scripted({"L01-002": l01_002})
    p0 = {"field": [FieldCard("L01-002", cores=5)], "deck": DECK}
    p1 = {"field": [FieldCard(their_field, exhausted=True)], "burst": FIRE_WALL, "reserve": 0, "deck": DECK}
    state = build(with_db(position(0, "attack", p0, p1, auto=True), db))
    do(state, C.attack(0))
    pass_flashes(state)
    if pending(state)[0] == Decision.BLOCK:
        do(state, C.PASS)
        pass_flashes(state)
    do(state, C.CONFIRM)
    settle(state)
    assert int(player(state, 1)["life"]) == 5 - life_lost


def bss05_016(c):  # Magatsu Dragoon: "the first time each turn" read as once per turn (docs/EFFECTS.md)
    c.when(Event.TO_TRASH, levels=(1, 2), scope=Scope.MINE, subject=mine(), timing=Timing.YOUR_TURN).once_per_turn(
        lambda a: a.this().gain(Keyword.CONFRONT).bp(3000))


def test_bss05_016_grows_once_when_a_spirit_card_reaches_the_trash(build, scripted):
    """BSS05-016: its own effect discards two Spirit cards from the deck (R10.6): +3000 BP and Confront once."""
    db = scripted({"BSS05-016": bss05_016, ACTOR: lambda c: c.when(Event.ATTACKS).discard(2, who=Who.CONTROLLER)})
    p0 = {"field": [FieldCard("BSS05-016"), FieldCard(ACTOR)], "deck": [GOLEM, BRONTECH] + DECK}
    state = build(with_db(position(0, "attack", p0, {"deck": DECK}, auto=True), db))
    do(state, C.attack(1))
    settle(state)
    assert bp(state, 0, 0) == 6000
