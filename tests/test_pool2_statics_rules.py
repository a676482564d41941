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
    AbilityKind,
    Cond,
    CoreZone,
    Duration,
    Event,
    EventFlag,
    Keyword,
    Mod,
    Rule,
    Scope,
    ScriptError,
    Static,
    Timing,
    Who,
    Zone,
    anyones,
    color_bits,
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


# -- real cards (their scripts live here until the set helpers move them) ------------------------------------------------
def bss05_128(c):  # Crystalline Phantasm
    c.burst(Event.DESTROYED, flags=EventFlag.BY_OPPONENT, then=AbilityKind.MAGIC_FLASH).choose(
        opponents(types=(CardType.NEXUS,))).to_hand()
    c.magic(main=False, flash=True).choose(opponents()).card_static(Static.RULE, Rule.NO_LIFE_DAMAGE)


def test_bss05_128_flash_stops_one_attackers_life_damage(build, scripted):
    """BSS05-128's Flash effect: "during this turn, your Life cannot be reduced by that Spirit's attacks" (R9.5)."""
    db = scripted({"BSS05-128": bss05_128})
    p0 = {"hand": ["BSS05-128"], "reserve": 2, "deck": DECK}
    p1 = {"field": [FieldCard(RAINEEDLE), FieldCard(GOLEM)], "deck": DECK}
    state = build(with_db(position(1, "attack", p0, p1, auto=True, turn=4), db))
    do(state, C.attack(0))
    use_magic(state, 0)
    settle(state)
    pass_flashes(state)
    settle(state)
    assert int(player(state, 0)["life"]) == 5


def cb01_054(c):  # 10th Angel
    c.keyword(Keyword.AT_FIELD, levels=(1, 2))
    c.when(Event.ATTACKS, levels=(2,)).if_(Cond.SELF_HAS_SOUL, then=lambda a: a.discard(
        6, who=Who.OPPONENT, counting=anyones(zone=Zone.TRASH, types=(CardType.NEXUS,))).if_(
        Cond.AMOUNT_AT_LEAST, 1, then=lambda b: b.for_turn(Static.RULE, mine(family="Angel"),
                                                            value=Rule.NO_BATTLE_DESTROY)))


@pytest.mark.parametrize(("nexus_milled", "survives"), [(True, True), (False, False)])
def test_cb01_054_angels_survive_battles_after_a_nexus_is_discarded(build, scripted, nexus_milled, survives):
    """CB01-054 at Lv2 with the Soul Core: a Nexus among the six discarded cards keeps your Angels from being
    destroyed in battle this turn (Sword Angel then loses to a Golem and stays)."""
    db = scripted({"CB01-054": cb01_054})
    their_deck = (["ST02-013"] if nexus_milled else []) + [RAINEEDLE] * 8
    p0 = {"field": [FieldCard("CB01-054", cores=3, soul=True), FieldCard(WATCHER)], "deck": DECK, "soul": None}
    p1 = {"field": [FieldCard(GOLEM, cores=3), FieldCard(BRONTECH, cores=3)], "deck": their_deck}
    state = build(with_db(position(0, "attack", p0, p1, auto=True), db))
    attack_into(state, 0, None)
    attack_into(state, 1, 0)
    assert (WATCHER in [f["card"] for f in field(state, 0).values()]) == survives


def cb01_073(c):  # Deploy A.T. Field
    c.burst(Event.WS_RESOLVED, Scope.OPPONENT, then=AbilityKind.MAGIC_MAIN).choose(mine()).card_static(
        Static.NO_DESTROY_BY, filter2=opponents(types=SPIRITS))
    c.magic(main=True, flash=True).choose(anyones()).bp(3000)


def test_cb01_073_burst_shields_from_opposing_spirit_effects(build, scripted):
    """CB01-073: after the opponent's When Summoned effect resolves, the Burst shields your Spirit from the
    destruction effects of their Spirits this turn; their next Spirit's destruction effect fails."""
    db = scripted({"CB01-073": cb01_073, ACTOR: lambda c: c.when(Event.SUMMONED).draw(1),
                   RAINEEDLE: lambda c: c.when(Event.SUMMONED).choose(opponents()).destroy()})
    p0 = {"field": [FieldCard(WATCHER)], "burst": "CB01-073", "reserve": 0, "deck": DECK}
    p1 = {"hand": [ACTOR, RAINEEDLE], "reserve": 6, "deck": DECK}
    state = build(with_db(position(1, "main", p0, p1, auto=True, turn=4), db))
    do(state, C.use_hand(0))
    settle(state)
    do(state, C.use_hand(0))
    settle(state)
    assert WATCHER in [f["card"] for f in field(state, 0).values()]


def l01_004(c):  # Light Aegis General Failinis
    c.when(Event.SUMMONED, levels=(1, 2, 3)).choose(opponents(), min=0).card_static(Static.FAMILY, "Voidlord")


def test_l01_004_gives_the_voidlord_family(build, scripted):
    """L01-004: the chosen opposing Spirit is a Voidlord this turn: a "destroy a Voidlord" effect can take it."""
    db = scripted({"L01-004": l01_004, ACTOR: lambda c: c.when(Event.ATTACKS).choose(
        opponents(family="Voidlord")).destroy()})
    p0 = {"hand": ["L01-004"], "reserve": 3, "field": [FieldCard(ACTOR)], "deck": DECK}
    state = build(with_db(position(0, "main", p0, {"field": [FieldCard(GOLEM)], "deck": DECK}, auto=True), db))
    do(state, C.use_hand(0))
    settle(state)
    do(state, C.PASS, C.attack(0))
    settle(state)
    assert GOLEM in trash_ids(state, 1)


def pr_006(c):  # D-08 Axebiter
    c.keyword(Keyword.ARMOR, color_bits("purple", "yellow"), levels=(1, 2))
    shielded = (None, mine(types=(CardType.NEXUS,), colors=("white",), soul=True))
    for affects in shielded:
        c.static(Static.NO_DESTROY_BY, affects=affects, levels=(2,), filter2=opponents(types=()))
        c.static(Static.NO_CORE_REMOVAL, affects=affects, levels=(2,))
    c.static(Static.RULE, Rule.NO_BATTLE_DESTROY, levels=(2,))


def test_pr_006_is_not_destroyed_as_the_result_of_battle(build, scripted):
    """PR-006 at Lv2 loses a battle and stays (Rule.NO_BATTLE_DESTROY, R9.6)."""
    db = scripted({"PR-006": pr_006})
    p0 = {"field": [FieldCard("PR-006", cores=3)], "deck": DECK}
    state = build(with_db(position(0, "attack", p0, {"field": [FieldCard(BRONTECH, cores=3)], "deck": DECK},
                                   auto=True), db))
    attack_into(state, 0, 0)
    assert field(state, 0)[0]["card"] == "PR-006"


def bss04_106(c):  # City of Shadows
    theirs = opponents(types=())
    for event, scope in ((Event.CORES_PLACED, Scope.ANY), (Event.RESERVE_GAINED, Scope.OPPONENT)):
        c.when(event, levels=(1, 2), scope=scope, flags=EventFlag.FROM_VOID, source=theirs,
               timing=Timing.EITHER_ATTACK_STEP).cores(CoreZone.VOID, CoreZone.SELF, 1)
    c.static(Static.RULE, Rule.NO_EXHAUST, affects=mine(family="Shadow"), levels=(2,), timing=Timing.OPP_TURN)


def test_bss04_106_grows_and_shields_shadows(build, scripted):
    """BSS04-106 at Lv2, the opponent's Attack Step: their effect puts a Void core on their attacker (a core on the
    City) and tries to exhaust your Shadow Spirit (it stays refreshed)."""
    db = scripted({"BSS04-106": bss04_106, ACTOR: lambda c: c.when(Event.ATTACKS).cores(
        CoreZone.VOID, CoreZone.SELF, 1).choose(opponents()).exhaust()})
    p0 = {"field": [FieldCard("BSS04-106", cores=2), FieldCard("ST02-008")], "deck": DECK}
    p1 = {"field": [FieldCard(ACTOR), FieldCard(GOLEM)], "deck": DECK}
    state = build(with_db(position(1, "attack", p0, p1, auto=True, turn=4), db))
    do(state, C.attack(0))
    settle(state)
    assert field(state, 0)[0]["cores"] == 3
    assert field(state, 0)[1]["exhausted"] == 0
