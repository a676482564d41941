"""Pool II group H on both engines (``build`` fixture): filter, relation, condition and count pieces, each on vanilla
cards given test scripts (``scripted``), then on the real cards that need them (their scripts here).

Pieces: F.UNION ("X or Y", one choice over two filters and their zones), Rel.COST_LEAST, Cond.ATTACKER_BP_LEAD
("higher BP than the blocking Spirit by N"), Rel.BP_AT_MOST_TARGET / COST_AT_MOST_TARGET with
``choose(against_targets=True)``, FilterFlag.NEW_NAME and Count.NAME_REPEATS ("different card names"),
Count.HAND_SHORT_OF_OPP, Cond.OPP_LIFE_AT_LEAST, Cond.SELF_MATCHES, Cond.DESTROYED_AT_LEAST (Mod.DESTROYED_COUNT),
Rel.COST_ABOVE_AMOUNT, ``pick(as_targets=True)`` and Rel.COST_IS_LIFE. Rules cited: R0.2 (as far as possible),
R6.1 (levels), R9.3 (blocks), R10.7 (a card that left), R18.12 (one event).
"""

from __future__ import annotations

import numpy as np
import pytest
from card_helpers import do, pass_flashes, position
from conftest import bp, field, hand_ids, legal, pay_and_place, pending, summon, trash_ids, use_magic, with_db

import pybs.scripts  # noqa: F401  (registers every script, so the fixture can swap some)
from pybs import codec as C
from pybs.effects.script import (
    NEXUS,
    SPIRIT,
    Cond,
    CoreZone,
    Count,
    Dest,
    Event,
    Keyword,
    Mod,
    Op,
    Rel,
    Static,
    Timing,
    Who,
    Zone,
    anyones,
    destroyed_arg,
    mine,
    opponents,
    per,
)
from pybs.errors import StateError
from pybs.layout import Decision
from pybs.testing import FieldCard

WATCHER = "ST04-006"  # vanilla yellow Spirit, cost 2, Lv1 1000 BP: gets the test script
OTHER = "ST04-007"  # vanilla yellow Spirit, cost 2, Lv1 1000 BP
RED = "ST01-004"  # vanilla red Spirit, cost 1, Lv1 1000 BP ("Raineedle")
RED3 = "ST01-005"  # vanilla red Spirit, cost 3, Lv1 2000 BP
BLUE = "ST06-009"  # vanilla blue Spirit, cost 3, Lv1 3000 BP
GOLEM6 = "ST06-007"  # vanilla blue Spirit, cost 6, Lv1 6000 BP
GREEN = "ST05-009"  # vanilla green Spirit, cost 2, Lv1 3000 BP
LEAF = "BSS04-076"  # unscripted: green Leaf Kindred Spirit, cost 3
RED_NEXUS = "ST01-013"  # red Nexus, cost 3 (played vanilla here)
BIG_NEXUS = "ST06-012"  # blue Nexus, cost 4 (played vanilla here)
ANTMAN = "TK-ANTMAN"  # token Spirit (R18.8)
DECK = ["ST01-011", "ST02-005", "ST02-006", "ST02-009", "ST03-006", "ST03-007", "ST03-009"]


def exhausted_slots(s, p: int) -> list[int]:
    return [k for k, f in field(s, p).items() if f["exhausted"]]


def n_choices(s) -> int:
    return sum(1 for code in legal(s) if C.choice(0) <= code < C.CONFIRM)


# -- F.UNION ----------------------------------------------------------------------------------------------------
def test_union_choice_over_two_filters(build, scripted):
    """"One of your other Leaf Kindred Spirits or one of your Nexuses that costs 3 or fewer" (BSS04-076): one choice
    over both filters; neither the 4-cost Nexus nor a non-Leaf Spirit is offered."""
    db = scripted({WATCHER: lambda c: c.when(Event.SUMMONED).choose(
        mine(family="Leaf Kindred", exclude_self=True, union=mine(types=(NEXUS,), cost_max=3))).exhaust(),
        RED_NEXUS: lambda c: None, BIG_NEXUS: lambda c: None})
    p0 = {"hand": [WATCHER], "reserve": 4, "field": [FieldCard(LEAF), FieldCard(RED_NEXUS, cores=0),
                                                    FieldCard(BIG_NEXUS, cores=0), FieldCard(GREEN)]}
    s = build(with_db(position(0, "main", p0), db))
    summon(s, 0)
    assert pending(s) == (Decision.CHOOSE, 0) and n_choices(s) == 2
    do(s, C.choice(1))  # the second candidate: the union's Nexus
    assert exhausted_slots(s, 0) == [1]


@pytest.mark.parametrize("where", ["hand", "trash"])
def test_union_summon_from_hand_or_trash(build, scripted, where):
    """"Summon a Spirit card in your hand or your Trash that costs 6 or less" (BSS06-053): one choice over both zones;
    the card leaves the zone it was in, and it counts as summoned from the hand only when it came from there
    (Cond.SUMMONED_FROM_HAND)."""
    db = scripted({WATCHER: lambda c: c.when(Event.DESTROYED).summon(
        mine(zone=Zone.HAND, cost_max=6, exclude_self=True, union=mine(zone=Zone.TRASH, cost_max=6, exclude_self=True))),
        OTHER: lambda c: c.when(Event.SUMMONED).if_(Cond.SUMMONED_FROM_HAND, then=lambda a: a.draw(1)),
        "ST01-014": lambda c: c.magic(main=True, flash=True).choose(mine()).destroy()})
    p0 = {"field": [FieldCard(WATCHER)], "deck": DECK, "reserve": 6,
          "hand": ([OTHER] if where == "hand" else []) + ["ST01-014"], "trash": [OTHER] if where == "trash" else []}
    s = build(with_db(position(0, "main", p0), db))
    use_magic(s, len(p0["hand"]) - 1, 0)
    do(s, C.choice(0))  # the Magic destroys the watcher; its When Destroyed summons
    assert pending(s) == (Decision.CHOOSE, 0) and n_choices(s) == 1  # the one card, where it is
    do(s, C.choice(0))
    pay_and_place(s)
    assert [f["card"] for f in field(s, 0).values()] == [OTHER]
    assert OTHER not in hand_ids(s, 0) and OTHER not in trash_ids(s, 0)
    assert len(hand_ids(s, 0)) == (1 if where == "hand" else 0)


def test_union_in_a_condition(build, scripted):
    """"You may exhaust one of your token Spirits or Nexuses" (PR-064): Cond.CONTROL holds for either filter."""
    cost = mine(token=True, exhausted=False, union=mine(types=(NEXUS,), exhausted=False))
    db = scripted({WATCHER: lambda c: c.when(Event.SUMMONED).may(
        lambda a: a.choose(cost).exhaust().choose(opponents()).exhaust(), cond=Cond.CONTROL, arg=cost),
        RED_NEXUS: lambda c: None})
    for fld, offered in (([FieldCard(RED)], False), ([FieldCard(RED_NEXUS, cores=0)], True),
                         ([FieldCard(ANTMAN)], True)):
        s = build(with_db(position(0, "main", {"hand": [WATCHER], "reserve": 4, "field": fld},
                                   {"field": [FieldCard(BLUE)]}), db))
        summon(s, 0)
        assert (pending(s) == (Decision.YES_NO, 0)) is offered


# -- Rel.COST_LEAST -----------------------------------------------------------------------------------------------
def test_cost_least(build, scripted):
    """"Your opponent's Spirit that costs the least" (BSS05-139): only the cheapest are offered (both, on a tie)."""
    db = scripted({WATCHER: lambda c: c.when(Event.SUMMONED).choose(opponents(relation=Rel.COST_LEAST)).destroy()})
    p1 = {"field": [FieldCard(BLUE), FieldCard(GREEN), FieldCard(GOLEM6), FieldCard(OTHER)]}
    s = build(with_db(position(0, "main", {"hand": [WATCHER], "reserve": 4}, p1), db))
    summon(s, 0)
    assert n_choices(s) == 2  # the two cost-2 Spirits
    do(s, C.choice(0))
    assert sorted(f["card"] for f in field(s, 1).values()) == sorted([BLUE, GOLEM6, OTHER])


# -- Cond.ATTACKER_BP_LEAD ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("blocker, lead, refreshed", [(RED, 3000, True), (GREEN, 3000, False), (GREEN, 1, True),
                                                      (GOLEM6, 1, False)])
def test_attacker_bp_lead(build, scripted, blocker, lead, refreshed):
    """"If its BP is higher than the blocking Spirit's BP by 5000 or more, refresh it" (BSS04-104), "if this Spirit
    has higher BP than their blocking Spirit" (BSS05-012, lead 1): read when the block stands (R9.3). The attacker has
    4000 BP (Lv3)."""
    db = scripted({"ST06-007": lambda c: None, WATCHER: lambda c: c.when(Event.BLOCKED).if_(
        Cond.ATTACKER_BP_LEAD, lead, then=lambda a: a.this().refresh())})
    s = build(with_db(position(0, "attack", {"field": [FieldCard(WATCHER, cores=4)]},
                               {"field": [FieldCard(blocker)]}), db))
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.block(0))
    assert (field(s, 0)[0]["exhausted"] == 0) is refreshed  # WATCHER at Lv3: 4000 BP


# -- Rel.*_TARGET with against_targets ---------------------------------------------------------------------------
def test_bp_at_most_the_selected_token(build, scripted):
    """"Select one of your token Spirits. Select an opposing Spirit with BP equal to or fewer than it and destroy
    it" (BSS06-040): the second choice reads the token's BP, then replaces it (the token is not destroyed)."""
    db = scripted({WATCHER: lambda c: c.when(Event.ATTACKS).choose(mine(token=True)).choose(
        opponents(relation=Rel.BP_AT_MOST_TARGET), against_targets=True).destroy()})
    p0 = {"field": [FieldCard(WATCHER), FieldCard(ANTMAN)]}
    s = build(with_db(position(0, "attack", p0, {"field": [FieldCard(GOLEM6), FieldCard(RED)]}), db))
    do(s, C.attack(0))
    while pending(s) == (Decision.CHOOSE, 0):  # the token, then the Raineedle (the 6000-BP Golem is not offered)
        assert n_choices(s) == 1
        do(s, C.choice(0))
    assert [f["card"] for f in field(s, 1).values()] == [GOLEM6]
    assert [f["card"] for f in field(s, 0).values()] == [WATCHER, ANTMAN]


def test_cost_at_most_the_returned_spirit(build, scripted):
    """"Return one of your Spirits to your hand to select an opposing Spirit that costs the same or less than the
    Spirit you returned" (BSS06-053): the returned card, in hand, is read by its printed cost."""
    db = scripted({WATCHER: lambda c: c.when(Event.SUMMONED).choose(mine(exclude_self=True)).to_hand().choose(
        opponents(relation=Rel.COST_AT_MOST_TARGET), against_targets=True).to_hand()})
    p0 = {"hand": [WATCHER], "reserve": 4, "field": [FieldCard(BLUE)]}
    s = build(with_db(position(0, "main", p0, {"field": [FieldCard(GOLEM6), FieldCard(RED3)]}), db))
    summon(s, 0)
    while pending(s) == (Decision.CHOOSE, 0):
        do(s, C.choice(0))
    assert [f["card"] for f in field(s, 1).values()] == [GOLEM6]  # the cost-3 Spirit went back, the 6 stayed
    assert BLUE in hand_ids(s, 0)


def test_cost_above_the_amount(build, scripted):
    """"Destroy an opposing Nexus that costs more than the card discarded by this effect" (BSS06-115): Count.TARGET_COST
    of the discarded card, then Rel.COST_ABOVE_AMOUNT."""
    db = scripted({WATCHER: lambda c: c.when(Event.SUMMONED).discard_from_hand(1).count(Count.TARGET_COST).choose(
        opponents(types=(NEXUS,), relation=Rel.COST_ABOVE_AMOUNT)).destroy(),
        RED_NEXUS: lambda c: None, BIG_NEXUS: lambda c: None})
    p0 = {"hand": [WATCHER, RED_NEXUS], "reserve": 4}  # discards the cost-3 Nexus card
    s = build(with_db(position(0, "main", p0, {"field": [FieldCard(RED_NEXUS, cores=0),
                                                         FieldCard(BIG_NEXUS, cores=0)]}), db))
    summon(s, 0)
    while pending(s) == (Decision.CHOOSE, 0):
        assert n_choices(s) == 1
        do(s, C.choice(0))
    assert [f["card"] for f in field(s, 1).values()] == [RED_NEXUS]


# -- names ------------------------------------------------------------------------------------------------------------
def test_new_name_choice(build, scripted):
    """"Four Angel cards with different names" (CB01-080's shape): FilterFlag.NEW_NAME leaves out a card whose name a
    chosen card already has."""
    db = scripted({WATCHER: lambda c: c.when(Event.SUMMONED).choose(
        mine(zone=Zone.TRASH, types=(SPIRIT,), new_name=True), n=3).to_hand()})
    p0 = {"hand": [WATCHER], "reserve": 4, "trash": [RED, RED, BLUE]}
    s = build(with_db(position(0, "main", p0), db))
    summon(s, 0)
    assert n_choices(s) == 3
    do(s, C.choice(0))  # a Raineedle
    assert n_choices(s) == 1  # only the Mantigore: the other Raineedle shares its name
    do(s, C.choice(0))
    assert sorted(hand_ids(s, 0)) == sorted([RED, BLUE]) and trash_ids(s, 0) == [RED]


@pytest.mark.parametrize("deck, different", [(["ST01-011", "ST02-005", "ST02-006"], True),
                                             (["ST01-011", "ST02-005", "ST01-011"], False)])
def test_name_repeats(build, scripted, deck, different):
    """"If they all have different card names" (PR-072): Count.NAME_REPEATS over the revealed cards is 0."""
    db = scripted({WATCHER: lambda c: c.when(Event.SUMMONED).reveal(3).count(Count.NAME_REPEATS, 1)
                   .rest(Dest.TRASH).if_(Cond.AMOUNT_AT_LEAST, 1, then=lambda a: a.this().bp(5000))})
    s = build(with_db(position(0, "main", {"hand": [WATCHER], "reserve": 4, "deck": deck}), db))
    summon(s, 0)
    assert bp(s, 0, 0) == (1000 if different else 6000)


# -- counts and conditions --------------------------------------------------------------------------------------
@pytest.mark.parametrize("mine_n, theirs, drawn", [(0, 3, 3), (2, 3, 1), (4, 3, 0)])
def test_draw_until_as_many_as_the_opponent(build, scripted, mine_n, theirs, drawn):
    """"Draw cards until you have the same number of cards in your hand as your opponent" (PR-065)."""
    db = scripted({WATCHER: lambda c: c.when(Event.SUMMONED).count(Count.HAND_SHORT_OF_OPP).draw(per(1))})
    p0 = {"hand": [WATCHER] + [RED] * mine_n, "reserve": 4, "deck": DECK}
    s = build(with_db(position(0, "main", p0, {"hand": [RED] * theirs}), db))
    summon(s, 0)
    assert len(hand_ids(s, 0)) == mine_n + drawn


@pytest.mark.parametrize("life, level3", [(3, False), (4, True), (5, True)])
def test_opponent_life_condition(build, scripted, life, level3):
    """"If your opponent has 4 or more Life, treat this Spirit as LV3" (BSS06-008): the opponent's Life, not the
    controller's (R6.1)."""
    db = scripted({WATCHER: lambda c: c.static(Static.SET_LEVEL, 3, cond=Cond.OPP_LIFE_AT_LEAST, cond_arg=4)})
    s = build(with_db(position(0, "main", {"field": [FieldCard(WATCHER)], "life": 1}, {"life": life}), db))
    assert bp(s, 0, 0) == (4000 if level3 else 1000)


@pytest.mark.parametrize("extra, confront", [(0, False), (9000, True)])
def test_self_matches(build, scripted, extra, confront):
    """"If this Spirit has 10,000 or more BP, it gains Confront" (PR-011): Cond.SELF_MATCHES reads the card itself."""
    db = scripted({WATCHER: lambda c: (c.static(Static.KEYWORD, Keyword.CONFRONT, cond=Cond.SELF_MATCHES,
                                                cond_arg=mine(bp_min=10000)),
                                       c.static(Static.BP, extra))})
    s = build(with_db(position(0, "attack", {"field": [FieldCard(WATCHER)]}, {"field": [FieldCard(RED)]}), db))
    do(s, C.attack(0))
    pass_flashes(s)
    assert pending(s) == (Decision.BLOCK, 1)
    assert (C.PASS not in legal(s)) is confront


def test_destroyed_count_condition(build, scripted):
    """"If two or more of your opponent's Spirits have been destroyed this turn, treat this Spirit as LV3" (PR-020):
    Mod.DESTROYED_COUNT counts each destroyed Spirit of a player this turn (one DESTROY of two is two), and goes at
    the end of the turn."""
    db = scripted({WATCHER: lambda c: c.static(Static.SET_LEVEL, 3, cond=Cond.DESTROYED_AT_LEAST,
                                                cond_arg=destroyed_arg(2, Who.OPPONENT)),
                   "ST01-014": lambda c: c.magic(main=True, flash=True).choose(opponents(bp_max=1000), n=2)
                   .destroy()})
    for victims, level3 in ((1, False), (2, True)):
        p1 = {"field": [FieldCard(RED)] * victims + [FieldCard(GOLEM6)]}
        s = build(with_db(position(0, "main", {"field": [FieldCard(WATCHER)], "hand": ["ST01-014"], "reserve": 6},
                                   p1), db))
        use_magic(s, 0, 0)
        while pending(s) == (Decision.CHOOSE, 0):
            do(s, C.choice(0))
        assert len(field(s, 1)) == 1
        mods = s.record()["mods"][: int(s.record()["n_mods"])]
        assert [(int(m["kind"]), int(m["player"]), int(m["value"])) for m in mods] == [(Mod.DESTROYED_COUNT, 1, victims)]
        assert (bp(s, 0, 0) == 4000) is level3


def test_destroyed_count_only_recorded_when_read(build, scripted):
    """Games whose cards never ask Cond.DESTROYED_AT_LEAST record no Mod.DESTROYED_COUNT (the table's gate): the
    pool's readers (PR-020...) are emptied here, so no card of this table asks."""
    from pybs.carddb import load_default
    from pybs.effects import effect_tables

    arrays = effect_tables(load_default()).arrays()
    ops = arrays["ops"].reshape(-1, 6)
    readers = set()
    for i, row in enumerate(arrays["ab_card"].tolist()):
        prog = ops[arrays["ab_prog"][i]: arrays["ab_prog"][i] + arrays["ab_n_ops"][i]]
        gated = (prog[:, 0] == Op.IF) | (prog[:, 0] == Op.MAY)
        if arrays["ab_cond"][i] % 128 == Cond.DESTROYED_AT_LEAST or (prog[gated, 1] % 128 == Cond.DESTROYED_AT_LEAST).any():
            readers.add(load_default().cards[row].id)
    assert readers  # the pool has readers (PR-020): the override below is what this test is about
    db = scripted({"ST01-014": lambda c: c.magic(main=True, flash=True).choose(opponents()).destroy(),
                   **{card_id: (lambda c: None) for card_id in readers}})
    s = build(with_db(position(0, "main", {"hand": ["ST01-014"], "reserve": 6}, {"field": [FieldCard(RED)]}), db))
    use_magic(s, 0, 0)
    while pending(s) == (Decision.CHOOSE, 0):
        do(s, C.choice(0))
    assert field(s, 1) == {} and int(s.record()["n_mods"]) == 0


def test_checks_accept_the_destroyed_count(scripted):
    """The state checks accept a Mod.DESTROYED_COUNT made in play and refuse one on a card."""
    db = scripted({WATCHER: lambda c: c.static(Static.SET_LEVEL, 3, cond=Cond.DESTROYED_AT_LEAST,
                                                cond_arg=destroyed_arg(1)),
                   "ST01-014": lambda c: c.magic(main=True, flash=True).choose(opponents()).destroy()})
    sc = position(0, "main", {"field": [FieldCard(WATCHER)], "hand": ["ST01-014"], "reserve": 6},
                  {"field": [FieldCard(RED)]})
    s = with_db(sc, db).build()
    use_magic(s, 0, 0)
    while pending(s) == (Decision.CHOOSE, 0):
        do(s, C.choice(0))
    rec = np.frombuffer(bytearray(s.raw_bytes()), dtype=s.record().dtype)[0]
    type(s).from_record(rec, s.game)
    rec["mods"][0]["inst"] = int(rec["players"][0]["slots"][0]["inst"])  # on the watcher: not a player's count
    with pytest.raises(StateError):
        type(s).from_record(rec, s.game)


# -- pick(as_targets) and Rel.COST_IS_LIFE -----------------------------------------------------------------------
@pytest.mark.parametrize("deck, added", [([RED_NEXUS, RED, BLUE, GREEN], True), ([RED, BLUE, GREEN, RED3], False)])
def test_pick_as_targets(build, scripted, deck, added):
    """"You may add one Nexus card from the revealed cards to your hand. Discard the remaining cards. If you add a
    card to your hand with this effect, discard a card" (BSS05-088): the picked card is the effect's target, so
    Cond.HAS_TARGETS tells whether one was added."""
    db = scripted({WATCHER: lambda c: c.when(Event.SUMMONED).reveal(4).pick(
        mine(zone=Zone.BUFFER, types=(NEXUS,)), n=1, min=0, as_targets=True).rest(Dest.TRASH).if_(
        Cond.HAS_TARGETS, then=lambda a: a.discard_from_hand(1))})
    s = build(with_db(position(0, "main", {"hand": [WATCHER, RED3], "reserve": 4, "deck": deck}), db))
    summon(s, 0)
    while pending(s)[0] == Decision.CHOOSE:
        do(s, C.choice(0))
    # added: the Nexus came and one card of the hand went to the Trash with the three others; not added: four
    assert len(hand_ids(s, 0)) == 1 and len(trash_ids(s, 0)) == 4
    assert (RED_NEXUS in hand_ids(s, 0) or RED3 not in hand_ids(s, 0)) is added


@pytest.mark.parametrize("life, boosted", [(2, [0, 1]), (3, [2])])
def test_cost_is_life(build, scripted, life, boosted):
    """"All of your Spirits that cost the same as your Life total" (BSS04-035): Rel.COST_IS_LIFE in a static's
    filter, read against its controller's Life."""
    db = scripted({RED_NEXUS: lambda c: c.static(Static.BP, 1000, affects=mine(relation=Rel.COST_IS_LIFE))})
    p0 = {"life": life, "field": [FieldCard(WATCHER), FieldCard(GREEN), FieldCard(BLUE), FieldCard(RED_NEXUS, cores=0)]}
    s = build(with_db(position(0, "main", p0), db))
    base = [1000, 3000, 3000]
    assert [bp(s, 0, k) - base[k] for k in range(3)] == [1000 if k in boosted else 0 for k in range(3)]


# -- real cards (their scripts here; the set helpers move them into the set modules) -------------------------
def poseidon_crush(c) -> None:
    """BSS05-139 Poseidon Crush (Main/Flash): destroy the opposing Spirit that costs the least; Chain Red: destroy an
    opposing Nexus costing 3 or less."""
    (c.magic(main=True, flash=True).choose(opponents(relation=Rel.COST_LEAST)).destroy()
     .chain("red").choose(opponents(types=(NEXUS,), cost_max=3)).destroy())


def tricerasoldier(c) -> None:
    """BSS06-008 Tricerasoldier: during your Attack Step, while your opponent has 4 or more Life, it is LV3."""
    c.static(Static.SET_LEVEL, 3, levels=(1, 2, 3), timing=Timing.YOUR_ATTACK_STEP, cond=Cond.OPP_LIFE_AT_LEAST,
             cond_arg=4)


def tricero(c) -> None:
    """PR-011 Horned Dragonoid Tricero: +2000 BP while attacking; Lv2-3, during your Attack Step, with 10000 BP or more
    it has Confront (while attacking)."""
    c.static(Static.BP, 2000, levels=(1, 2, 3), timing=Timing.WHILE_ATTACKING)
    c.static(Static.KEYWORD, Keyword.CONFRONT, levels=(2, 3), timing=Timing.WHILE_ATTACKING, cond=Cond.SELF_MATCHES,
             cond_arg=mine(bp_min=10000))


def ex_calibus(c) -> None:
    """PR-020 Sword Dragon Emperor Ex-Calibus: during your Attack Step, if two or more opposing Spirits were destroyed
    this turn, it is LV3; Lv3 When Attacks: destroy an opposing Spirit with 4000 BP or less, or an opposing Nexus."""
    c.static(Static.SET_LEVEL, 3, levels=(1, 2, 3), timing=Timing.YOUR_ATTACK_STEP, cond=Cond.DESTROYED_AT_LEAST,
             cond_arg=destroyed_arg(2, Who.OPPONENT))
    c.when(Event.ATTACKS, levels=(3,)).choose(opponents(bp_max=4000, union=opponents(types=(NEXUS,)))).destroy()


def lucky_cat(c) -> None:
    """PR-065 Lucky Cat: Lv1-2 When Summoned: you may discard a Nexus card to draw until you have as many cards in hand
    as your opponent; Lv2 When Destroyed: your opponent exhausts one of their Spirits (their choice)."""
    c.when(Event.SUMMONED, levels=(1, 2)).may(
        lambda a: a.choose(mine(zone=Zone.HAND, types=(NEXUS,))).hand_discard().count(Count.HAND_SHORT_OF_OPP)
        .draw(per(1)), cond=Cond.COUNT_AT_LEAST, arg=(mine(zone=Zone.HAND, types=(NEXUS,)), 1))
    c.when(Event.DESTROYED, levels=(2,)).choose(opponents(), chooser=Who.OPPONENT).exhaust()


def surging_seas(c) -> None:
    """BSS06-115 Grasped by the Surging Seas: Main: draw a card, then discard a card; destroy an opposing Nexus that
    costs more than the discarded card. Flash: a Spirit gains 3000 BP this turn."""
    (c.magic(main=True, flash=False).draw(1).discard_from_hand(1).count(Count.TARGET_COST)
     .choose(opponents(types=(NEXUS,), relation=Rel.COST_ABOVE_AMOUNT)).destroy())
    c.magic(main=False, flash=True).choose(anyones()).bp(3000)


def voiceless_diva(c) -> None:
    """BSS05-088 Voiceless Diva: When Summoned: reveal the top four; you may add a Nexus card among them to your hand;
    the rest go to the Trash; if you added one, discard a card. Lv3 during your turn: Astral."""
    (c.when(Event.SUMMONED, levels=(1, 2, 3)).reveal(4)
     .pick(mine(zone=Zone.BUFFER, types=(NEXUS,)), n=1, min=0, as_targets=True).rest(Dest.TRASH)
     .if_(Cond.HAS_TARGETS, then=lambda a: a.discard_from_hand(1)))
    c.keyword(Keyword.ASTRAL, levels=(3,), timing=Timing.YOUR_TURN)


def barkmaiden(c) -> None:
    """BSS04-076 Barkmaiden Leucerium: Lv1-2 When Attacks: a Void core onto one of your other Leaf Kindred Spirits or
    one of your Nexuses costing 3 or less; Lv2 When Destroyed: you may summon a Spirit card costing 5 or less from your
    hand without paying its cost."""
    c.when(Event.ATTACKS, levels=(1, 2)).choose(mine(family="Leaf Kindred", exclude_self=True, union=mine(
        types=(NEXUS,), cost_max=3))).cores(CoreZone.VOID, CoreZone.TARGETS, 1)
    c.when(Event.DESTROYED, levels=(2,)).summon(mine(zone=Zone.HAND, types=(SPIRIT,), cost_max=5))


@pytest.mark.parametrize("red, nexus_left", [(False, 1), (True, 0)])
def test_poseidon_crush(build, scripted, red, nexus_left):
    """BSS05-139: the cheapest opposing Spirit is destroyed; with a red symbol, the 3-cost Nexus too."""
    db = scripted({"BSS05-139": poseidon_crush, RED_NEXUS: lambda c: None})
    p0 = {"hand": ["BSS05-139"], "reserve": 8, "field": [FieldCard(RED)] if red else []}
    p1 = {"field": [FieldCard(GOLEM6), FieldCard(GREEN), FieldCard(RED_NEXUS, cores=0)]}
    s = build(with_db(position(0, "main", p0, p1), db))
    use_magic(s, 0, 0)
    while pending(s) == (Decision.CHOOSE, 0):
        assert n_choices(s) == 1
        do(s, C.choice(0))
    cards = [f["card"] for f in field(s, 1).values()]
    assert GREEN not in cards and GOLEM6 in cards and cards.count(RED_NEXUS) == nexus_left


@pytest.mark.parametrize("life, bp_now", [(3, 3000), (4, 7000)])
def test_tricerasoldier(build, scripted, life, bp_now):
    """BSS06-008 with one core: LV3 (7000 BP) in its Attack Step while the opponent has 4 Life or more."""
    db = scripted({"BSS06-008": tricerasoldier})
    s = build(with_db(position(0, "attack", {"field": [FieldCard("BSS06-008")]}, {"life": life}), db))
    assert bp(s, 0, 0) == bp_now


@pytest.mark.parametrize("nexus_cores, confront", [(0, False), (3, True)])
def test_tricero(build, scripted, nexus_cores, confront):
    """PR-011: attacking at Lv3 it has 5000 + 2000 BP, short of 10000: no Confront; lifted to 10000 by a static
    (+3000 from a scripted Nexus at Lv2), it has Confront and the opponent must block."""
    db = scripted({"PR-011": tricero, RED_NEXUS: lambda c: c.static(Static.BP, 3000, affects=mine(),
                                                                    levels=(2,))})
    p0 = {"field": [FieldCard("PR-011", cores=5), FieldCard(RED_NEXUS, cores=nexus_cores)]}
    s = build(with_db(position(0, "attack", p0, {"field": [FieldCard(RED)]}), db))
    do(s, C.attack(0))
    pass_flashes(s)
    assert pending(s) == (Decision.BLOCK, 1)
    assert (C.PASS not in legal(s)) is confront


@pytest.mark.parametrize("nexus_bp, confront, attacker_bp", [(1000, False, 8000), (3000, True, 12000)])
def test_tricero_sabercaulus_loop(build, scripted, nexus_bp, confront, attacker_bp):
    """A loop between statics: PR-011 has Confront with 10000 BP or more, and BSS03-013 (Lv2+, your Attack Step)
    gives +2000 BP to each of your Spirits with Confront. Reading PR-011's BP asks whether it has Confront, which
    reads its BP again: the keyword asked again while it is being answered is read from below (the statics do not
    give it there, docs/RULESET.md). At 8000 BP it has no Confront (so no +2000); lifted to 10000 it has Confront,
    then 12000 BP. This pair once recursed until the process crashed (found by the pool soak)."""
    db = scripted({"PR-011": tricero, RED_NEXUS: lambda c: c.static(Static.BP, nexus_bp, affects=mine(),
                                                                    levels=(2,))})
    p0 = {"field": [FieldCard("PR-011", cores=5), FieldCard(RED_NEXUS, cores=3), FieldCard("BSS03-013", cores=3)]}
    s = build(with_db(position(0, "attack", p0, {"field": [FieldCard(RED)]}), db))
    do(s, C.attack(0))
    pass_flashes(s)
    assert pending(s) == (Decision.BLOCK, 1)
    assert (C.PASS not in legal(s)) is confront
    assert bp(s, 0, 0) == attacker_bp


def test_ex_calibus(build, scripted):
    """PR-020: after two opposing Spirits were destroyed this turn it is LV3 in its Attack Step (10000 BP), and its
    Lv3 When Attacks may destroy a Spirit with 4000 BP or less or a Nexus."""
    db = scripted({"PR-020": ex_calibus, RED_NEXUS: lambda c: None,
                   "ST01-014": lambda c: c.magic(main=True, flash=True).choose(opponents(bp_max=1000), n=2).destroy()})
    p0 = {"field": [FieldCard("PR-020")], "hand": ["ST01-014"], "reserve": 6}
    p1 = {"field": [FieldCard(RED), FieldCard(RED), FieldCard(RED_NEXUS, cores=0), FieldCard(GOLEM6)]}
    s = build(with_db(position(0, "main", p0, p1), db))
    assert bp(s, 0, 0) == 4000
    use_magic(s, 0, 0)
    while pending(s) == (Decision.CHOOSE, 0):
        do(s, C.choice(0))
    do(s, C.PASS)  # to the Attack Step
    assert bp(s, 0, 0) == 10000
    do(s, C.attack(0))
    assert pending(s) == (Decision.CHOOSE, 0) and n_choices(s) == 1  # the Nexus (the Golem has 6000 BP)
    do(s, C.choice(0))
    assert [f["card"] for f in field(s, 1).values()] == [GOLEM6]


def test_lucky_cat(build, scripted):
    """PR-065: discarding a Nexus card, its controller draws until their hand matches the opponent's."""
    db = scripted({"PR-065": lucky_cat})
    p0 = {"hand": ["PR-065", RED_NEXUS], "reserve": 6, "deck": DECK}
    s = build(with_db(position(0, "main", p0, {"hand": [RED] * 4}), db))
    summon(s, 0)
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.CONFIRM)
    while pending(s) == (Decision.CHOOSE, 0):
        do(s, C.choice(0))
    assert len(hand_ids(s, 0)) == 4 and trash_ids(s, 0) == [RED_NEXUS]


def test_surging_seas(build, scripted):
    """BSS06-115 (Main): the discarded card costs 3 (a Nexus card): only the 4-cost opposing Nexus is destroyed."""
    db = scripted({"BSS06-115": surging_seas, RED_NEXUS: lambda c: None, BIG_NEXUS: lambda c: None})
    p0 = {"hand": ["BSS06-115", RED_NEXUS], "reserve": 6, "deck": [RED3] + DECK}
    p1 = {"field": [FieldCard(RED_NEXUS, cores=0), FieldCard(BIG_NEXUS, cores=0)]}
    s = build(with_db(position(0, "main", p0, p1), db))
    use_magic(s, 0, 0)
    assert pending(s) == (Decision.CHOOSE, 0)
    do(s, C.choice(0))  # discard the Nexus card (cost 3), keep the drawn Spirit
    while pending(s) == (Decision.CHOOSE, 0):
        assert n_choices(s) == 1
        do(s, C.choice(0))
    assert [f["card"] for f in field(s, 1).values()] == [RED_NEXUS]


@pytest.mark.parametrize("deck, hand_after", [([RED_NEXUS, RED, BLUE, GREEN], [RED_NEXUS]), ([RED, BLUE, GREEN, RED3],
                                                                                             [OTHER])])
def test_voiceless_diva(build, scripted, deck, hand_after):
    """BSS05-088: the Nexus card is added, then a card of the hand is discarded; with no Nexus nothing is discarded."""
    db = scripted({"BSS05-088": voiceless_diva})
    s = build(with_db(position(0, "main", {"hand": ["BSS05-088", OTHER], "reserve": 5, "deck": deck}), db))
    summon(s, 0)
    while pending(s) == (Decision.CHOOSE, 0):
        do(s, C.choice(0))
    assert hand_ids(s, 0) == hand_after


def test_barkmaiden(build, scripted):
    """BSS04-076 attacking: the core goes onto the other Leaf Kindred Spirit or the cheap Nexus, the choice being one
    list over both filters."""
    db = scripted({"BSS04-076": barkmaiden, RED_NEXUS: lambda c: None, BIG_NEXUS: lambda c: None})
    p0 = {"field": [FieldCard("BSS04-076"), FieldCard(LEAF), FieldCard(BIG_NEXUS, cores=0),
                    FieldCard(RED_NEXUS, cores=0)]}
    s = build(with_db(position(0, "attack", p0), db))
    do(s, C.attack(0))
    assert pending(s) == (Decision.CHOOSE, 0) and n_choices(s) == 2
    do(s, C.choice(1))
    assert field(s, 0)[3]["cores"] == 1
