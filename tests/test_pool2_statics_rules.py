"""Pool II, temporary statics and protections (vocab-D, docs/EFFECTS.md "Pool II: event details, temporary statics,
costs"): Mod.CARD_STATIC (``card_static``) and Mod.TURN_STATIC (``for_turn``) wired for UNTARGETABLE(_BY),
NO_DESTROY_BY, FAMILY and the rules NO_LIFE_DAMAGE (R9.5), NO_BATTLE_DESTROY (R9.6) and NO_EXHAUST; the printed
protections Rule.NO_BATTLE_DESTROY, NO_EXHAUST and NO_HAND_DISCARD; Duration.NEXT_OPP_TURN.

Every test runs on both engines (``build`` fixture) with synthetic scripts given to vanilla cards (``scripted``).
"""

from __future__ import annotations

import pytest
from card_helpers import do, pass_flashes, position
from conftest import field, hand_ids, pending, player, trash_ids, use_magic, with_db
from test_pool2_events_rules import (
    ACTOR,
    BRONTECH,
    DECK,
    DROWSY,
    FIRE_WALL,
    GOLEM,
    RAINEEDLE,
    WATCHER,
    settle,
)

import pybs.scripts  # noqa: F401  (registers every script before a test overrides some)
from pybs import codec as C
from pybs.carddb import CardDatabase, load_default
from pybs.effects import effect_tables
from pybs.effects.script import (
    SPIRITS,
    Cond,
    Duration,
    Event,
    Mod,
    Rule,
    ScriptError,
    Static,
    Who,
    anyones,
    mine,
    opponents,
)
from pybs.layout import CardType, Decision
from pybs.testing import FieldCard


def attack_into(state, attacker: int, blocker: int | None) -> None:
    """Attack with slot ``attacker``, block with ``blocker`` (None: no block), resolve the battle."""
    do(state, C.attack(attacker))
    settle(state)
    pass_flashes(state)
    settle(state)
    do(state, C.PASS if blocker is None else C.block(blocker))
    settle(state)
    pass_flashes(state)
    settle(state)


def mod_rows(state, kind: Mod) -> list[tuple[int, int, int]]:
    """(player, duration, pad) of every mods row of ``kind``."""
    rec = state.record()
    return [(int(m["player"]), int(m["duration"]), int(m["pad"])) for m in rec["mods"][: int(rec["n_mods"])]
            if int(m["kind"]) == kind]


# -- PROT_NO_BATTLE_DESTROY ------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("protected", "survives"), [(True, True), (False, False)])
def test_printed_no_battle_destroy(build, scripted, protected, survives):
    """PR-006's "nor as the result of battle": a Spirit under Rule.NO_BATTLE_DESTROY loses the BP comparison
    (R9.6) and stays on the field."""
    db = scripted({WATCHER: (lambda c: c.static(Static.RULE, Rule.NO_BATTLE_DESTROY)) if protected
                   else (lambda c: None)})
    p0 = {"field": [FieldCard(WATCHER)], "deck": DECK}
    state = build(with_db(position(0, "attack", p0, {"field": [FieldCard(GOLEM)], "deck": DECK}, auto=True), db))
    attack_into(state, 0, 0)
    assert (WATCHER in [f["card"] for f in field(state, 0).values()]) == survives


def test_no_battle_destroy_is_not_a_shield_against_effects(build, scripted):
    """The rule only stops the BP comparison: an opposing destruction effect still destroys the Spirit."""
    db = scripted({WATCHER: lambda c: c.static(Static.RULE, Rule.NO_BATTLE_DESTROY),
                   ACTOR: lambda c: c.when(Event.ATTACKS).choose(opponents()).destroy()})
    p1 = {"field": [FieldCard(ACTOR), FieldCard(GOLEM)], "deck": DECK}
    state = build(with_db(position(1, "attack", {"field": [FieldCard(WATCHER)], "deck": DECK}, p1, auto=True,
                                   turn=4), db))
    do(state, C.attack(0))
    settle(state)
    assert WATCHER in trash_ids(state, 0)


# -- TEMP_STATIC: for_turn (Mod.TURN_STATIC) --------------------------------------------------------------------------
def test_for_turn_no_battle_destroy_covers_a_family(build, scripted):
    """CB01-054's "your Angel Spirits cannot be destroyed in battle this turn": a Mod.TURN_STATIC naming a
    Rule.NO_BATTLE_DESTROY static; the Angel attacker survives a lost comparison, the red Raineedle does not."""
    db = scripted({ACTOR: lambda c: c.when(Event.ATTACKS).for_turn(Static.RULE, mine(family="Angel"),
                                                                    value=Rule.NO_BATTLE_DESTROY)})
    p0 = {"field": [FieldCard(ACTOR), FieldCard(RAINEEDLE)], "deck": DECK}
    p1 = {"field": [FieldCard(GOLEM), FieldCard(BRONTECH)], "deck": DECK}
    state = build(with_db(position(0, "attack", p0, p1, auto=True), db))
    attack_into(state, 0, 0)
    assert ACTOR in [f["card"] for f in field(state, 0).values()]
    assert mod_rows(state, Mod.TURN_STATIC) == [(0, Duration.TURN, 0)]
    attack_into(state, 1, 1)
    assert RAINEEDLE in trash_ids(state, 0)


@pytest.mark.parametrize(("cores", "damage"), [(1, 0), (3, 1)])
def test_for_turn_no_life_damage_by_bp(build, scripted, cores, damage):
    """BSS05-062's "attacks from your opponent's Spirits with 3000 or less BP cannot reduce your Life this turn"
    (R9.5, a Mod.TURN_STATIC naming a Rule.NO_LIFE_DAMAGE static): Raineedle at Lv1 (1000 BP) takes no Life, at
    Lv3 (4000 BP) it does."""
    db = scripted({DROWSY: lambda c: c.magic(main=True, flash=True).for_turn(
        Static.RULE, opponents(bp_max=3000), value=Rule.NO_LIFE_DAMAGE)})
    p0 = {"hand": [DROWSY], "reserve": 2, "deck": DECK}
    p1 = {"field": [FieldCard(RAINEEDLE, cores=cores)], "deck": DECK}
    state = build(with_db(position(1, "attack", p0, p1, auto=True, turn=4), db))
    life = int(player(state, 0)["life"])
    do(state, C.attack(0))
    use_magic(state, 0)
    settle(state)
    pass_flashes(state)
    settle(state)
    assert int(player(state, 0)["life"]) == life - damage


# -- TEMP_STATIC: card_static (Mod.CARD_STATIC) -------------------------------------------------------------------
def test_card_static_no_life_damage_on_one_attacker(build, scripted):
    """BSS05-128's Flash: "your Life cannot be reduced by that Spirit's attacks this turn": the chosen attacker
    takes no Life (a Mod.CARD_STATIC on it naming a Rule.NO_LIFE_DAMAGE static)."""
    db = scripted({DROWSY: lambda c: c.magic(main=True, flash=True).choose(opponents()).card_static(
        Static.RULE, Rule.NO_LIFE_DAMAGE)})
    p0 = {"hand": [DROWSY], "reserve": 2, "deck": DECK}
    p1 = {"field": [FieldCard(RAINEEDLE), FieldCard(GOLEM)], "deck": DECK}  # the Golem keeps the step open
    state = build(with_db(position(1, "attack", p0, p1, auto=True, turn=4), db))
    life = int(player(state, 0)["life"])
    do(state, C.attack(0))
    use_magic(state, 0)
    settle(state)
    pass_flashes(state)
    settle(state)
    assert int(player(state, 0)["life"]) == life
    assert mod_rows(state, Mod.CARD_STATIC) == [(1, Duration.TURN, 0)]
    do(state, C.attack(1))  # the Golem is not covered
    pass_flashes(state)
    settle(state)
    assert int(player(state, 0)["life"]) == life - 1


@pytest.mark.parametrize(("source_is_magic", "protected"), [(True, True), (False, False)])
def test_card_static_untargetable_by_magic_this_battle(build, scripted, source_is_magic, protected):
    """BSS06-062's Chain White: "this Spirit cannot be selected by the effects of your opponent's Magic during this
    battle": an opposing Magic cannot choose it; an opposing Spirit's effect still can."""
    db = scripted({
        WATCHER: lambda c: c.when(Event.ATTACKS).this().card_static(Static.UNTARGETABLE, 1 << CardType.MAGIC,
                                                                     duration=Duration.BATTLE),
        DROWSY: lambda c: c.magic(main=True, flash=True).choose(opponents()).destroy(),
        ACTOR: lambda c: c.when(Event.BLOCKS).choose(opponents()).destroy(),
    })
    p0 = {"field": [FieldCard(WATCHER, cores=3)], "deck": DECK}
    p1 = {"hand": [DROWSY], "reserve": 2, "deck": DECK,
          "field": [FieldCard(GOLEM if source_is_magic else ACTOR)]}
    state = build(with_db(position(0, "attack", p0, p1, auto=True), db))
    do(state, C.attack(0))
    settle(state)
    if source_is_magic:
        use_magic(state, 0)
    else:
        pass_flashes(state)
        do(state, C.block(0))
    settle(state)
    assert (WATCHER in [f["card"] for f in field(state, 0).values()]) == protected


def test_untargetable_until_the_end_of_the_opponents_next_turn(build, scripted):
    """BSS05-039: "cannot be selected by the effects of your opponent's Spirits until the end of their next turn"
    (Duration.NEXT_OPP_TURN): made in its controller's turn, the row counts one turn end (pad 1), lasts through the
    opponent's next turn and ends with it."""
    db = scripted({WATCHER: lambda c: c.when(Event.SUMMONED).this().card_static(
        Static.UNTARGETABLE, sum(1 << t for t in SPIRITS), duration=Duration.NEXT_OPP_TURN)})
    state = build(with_db(position(0, "main", {"hand": [WATCHER], "reserve": 3, "deck": DECK},
                                   {"deck": DECK}, auto=True), db))
    do(state, C.use_hand(0))
    settle(state)
    assert mod_rows(state, Mod.CARD_STATIC) == [(0, Duration.NEXT_OPP_TURN, 1)]
    while int(state.record()["turn"]) == 3:
        state.apply(C.PASS)
    assert mod_rows(state, Mod.CARD_STATIC) == [(0, Duration.NEXT_OPP_TURN, 0)]  # the opponent's turn 4
    while int(state.record()["turn"]) == 4:
        state.apply(C.PASS)
    settle(state)
    assert mod_rows(state, Mod.CARD_STATIC) == []  # ended with turn 4


def test_next_opp_turn_made_in_the_opponents_turn_waits_for_their_next(build, scripted):
    """Made in the opponent's own turn, "their next turn" is the one after: the row starts at pad 2."""
    db = scripted({DROWSY: lambda c: c.magic(main=True, flash=True).choose(mine()).card_static(
        Static.UNTARGETABLE, 0, duration=Duration.NEXT_OPP_TURN)})
    p0 = {"hand": [DROWSY], "reserve": 2, "field": [FieldCard(WATCHER)], "deck": DECK}
    p1 = {"field": [FieldCard(RAINEEDLE)], "deck": DECK}
    state = build(with_db(position(1, "attack", p0, p1, auto=True, turn=4), db))
    do(state, C.attack(0))
    use_magic(state, 0)
    settle(state)
    assert mod_rows(state, Mod.CARD_STATIC) == [(0, Duration.NEXT_OPP_TURN, 2)]


@pytest.mark.parametrize(("shield", "magic", "survives"), [(True, False, True), (True, True, False),
                                                        (False, False, False)])
def test_card_static_no_destroy_by_opposing_spirits(build, scripted, shield, magic, survives):
    """CB01-073's Burst effect: "during this turn, it cannot be destroyed by destruction effects of your opponent's
    Spirits" (a Mod.CARD_STATIC naming a NO_DESTROY_BY static, filter2 the sources): the defender's Flash Magic
    shields Sword Angel; the attacker's When Blocked Spirit effect then fails, its Flash Magic does not."""
    def fire_wall(c):
        c.burst(Event.LIFE_REDUCED, flags=0)
        c.magic(main=False, flash=True).choose(opponents()).destroy()

    db = scripted({
        DROWSY: lambda c: c.magic(main=True, flash=True).choose(mine()).card_static(
            Static.NO_DESTROY_BY, filter2=opponents(types=SPIRITS)),
        ACTOR: lambda c: c.when(Event.BLOCKED).choose(opponents()).destroy(),
        FIRE_WALL: fire_wall,
    })
    p0 = {"hand": [DROWSY], "reserve": 2, "field": [FieldCard(WATCHER, cores=3)], "deck": DECK}
    p1 = {"field": [FieldCard(ACTOR), FieldCard(GOLEM)], "hand": [FIRE_WALL], "reserve": 4, "deck": DECK}
    state = build(with_db(position(1, "attack", p0, p1, auto=True, turn=4), db))
    do(state, C.attack(0))
    if shield:
        use_magic(state, 0)  # Drowsy Fumes (scripted): the shield on Sword Angel
        settle(state)
        assert mod_rows(state, Mod.CARD_STATIC) == [(0, Duration.TURN, 0)]
    else:
        do(state, C.PASS)
    if magic:
        assert pending(state) == (Decision.FLASH, 1)
        use_magic(state, 0)  # Fire Wall's Flash effect: an opposing Magic destroys it
        settle(state)
    else:
        pass_flashes(state)
        do(state, C.block(0))  # blocked: Axe Angel's When Blocked destroys the blocker, or fails to
        settle(state)
    assert (WATCHER in [f["card"] for f in field(state, 0).values()]) == survives


def test_card_static_family_on_one_card(build, scripted):
    """L01-004: "select one of your opponent's Spirits. It gains the Voidlord family this turn": the chosen
    Spirit matches a Voidlord filter (a Mod.CARD_STATIC naming a FAMILY static), the other does not."""
    db = scripted({WATCHER: lambda c: c.when(Event.SUMMONED).choose(opponents(cost_min=4)).card_static(
        Static.FAMILY, "Voidlord").if_(Cond.COUNT_AT_LEAST, (anyones(family="Voidlord"), 1),
                                       then=lambda a: a.draw(1))})
    p1 = {"field": [FieldCard(GOLEM), FieldCard(RAINEEDLE)], "deck": DECK}
    state = build(with_db(position(0, "main", {"hand": [WATCHER], "reserve": 3, "deck": DECK}, p1,
                                   auto=True), db))
    do(state, C.use_hand(0))
    settle(state)
    assert len(hand_ids(state, 0)) == 1
    assert mod_rows(state, Mod.CARD_STATIC) == [(1, Duration.TURN, 0)]


# -- PROT_NO_EXHAUST, PROT_NO_HAND_DISCARD --------------------------------------------------------------------------------
@pytest.mark.parametrize(("opposing", "exhausted"), [(True, 0), (False, 1)])
def test_no_exhaust_by_opposing_effects(build, scripted, opposing, exhausted):
    """BSS04-106's Lv2: "your Shadow Spirits cannot be exhausted by your opponent's effects" (here cost-1
    Spirits): an opposing EXHAUST leaves Raineedle refreshed; its controller's own effect still exhausts it."""
    target = opponents(cost_max=1) if opposing else mine(cost_max=1)
    db = scripted({WATCHER: lambda c: c.static(Static.RULE, Rule.NO_EXHAUST, affects=mine(cost_max=1)),
                   ACTOR: lambda c: c.when(Event.ATTACKS).choose(target).exhaust()})
    mine_ = {"field": [FieldCard(WATCHER), FieldCard(RAINEEDLE)], "deck": DECK}
    if opposing:
        state = build(with_db(position(1, "attack", mine_, {"field": [FieldCard(ACTOR), FieldCard(GOLEM)],
                                                              "deck": DECK}, auto=True, turn=4), db))
    else:
        mine_["field"] = [FieldCard(WATCHER), FieldCard(RAINEEDLE), FieldCard(ACTOR)]
        state = build(with_db(position(0, "attack", mine_, {"deck": DECK}, auto=True), db))
    do(state, C.attack(0 if opposing else 2))
    settle(state)
    assert field(state, 0)[1]["exhausted"] == exhausted


@pytest.mark.parametrize(("opposing", "kept"), [(True, 2), (False, 1)])
def test_no_hand_discard_by_opposing_effects(build, scripted, opposing, kept):
    """BSS05-110: "your opponent's effects cannot discard cards from your hand": an opposing discard_from_hand
    takes nothing; the controller's own discard still does."""
    db = scripted({WATCHER: lambda c: c.static(Static.RULE, Rule.NO_HAND_DISCARD),
                   ACTOR: lambda c: c.when(Event.ATTACKS).discard_from_hand(
                       1, Who.OPPONENT if opposing else Who.CONTROLLER)})
    hand = [GOLEM, BRONTECH]
    if opposing:
        state = build(with_db(position(1, "attack", {"field": [FieldCard(WATCHER)], "hand": hand, "deck": DECK},
                                       {"field": [FieldCard(ACTOR), FieldCard(GOLEM)], "deck": DECK},
                                       auto=True, turn=4), db))
        do(state, C.attack(0))
    else:
        state = build(with_db(position(0, "attack", {"field": [FieldCard(WATCHER), FieldCard(ACTOR)],
                                                      "hand": hand, "deck": DECK}, {"deck": DECK}, auto=True), db))
        do(state, C.attack(1))
    settle(state)
    assert len(hand_ids(state, 0)) == kept


# -- the compiler --------------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("script", [
    lambda c: c.when(Event.ATTACKS).for_turn(Static.BP, mine()),
    lambda c: c.when(Event.ATTACKS).for_turn(Static.RULE, mine(), value=Rule.SYMBOLS),
    lambda c: c.when(Event.ATTACKS).this().card_static(Static.CANNOT_BLOCK),
    lambda c: c.when(Event.ATTACKS).this().card_static(Static.RULE, Rule.MAX_LEVEL),
    lambda c: c.when(Event.ATTACKS).later(Event.DESTROYED, duration=Duration.NEXT_OPP_TURN).draw(1),
])
def test_unsupported_temporary_statics_do_not_compile(script):
    """Only the wired kinds and rules compile into temporary statics; a delayed trigger has no NEXT_OPP_TURN."""
    from pybs.effects.script import SCRIPTS

    saved = SCRIPTS[WATCHER]
    SCRIPTS[WATCHER] = script
    try:
        with pytest.raises(ScriptError):
            effect_tables(CardDatabase(list(load_default().cards)))
    finally:
        SCRIPTS[WATCHER] = saved
