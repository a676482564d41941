"""BSS05 cards 101-115 (the last Spirits and the Nexuses), in card-number order, on both engines (``build``
fixture): each test plays the card's effect from a position and checks what its text says (conditional effects
also get a case where the condition fails). BSS05-102 (no effect text) is tested in test_bss05_001_025.py."""

from __future__ import annotations

import pytest
from card_helpers import attack_and_resolve, cards, do, exhausted, pass_flashes, position
from cards_shared import (
    ANTMAN_TK,
    BIG,
    RED_NEXUS,
    answer_all,
    choose,
    option_cards,
    pay_with_soul,
    place_all,
    reserve,
    their_turn,
)
from conftest import bp, field, hand_ids, legal, pay_and_place, pending, trash_ids, use_magic, with_db
from pool_cards import BRONTECH, DROWSY_FUMES, GOLEM, PUPPET_STRINGS, RAINEEDLE, SHADOW, SWORD, life

from pybs import codec as C
from pybs.effects.script import Event, Who
from pybs.layout import Decision
from pybs.testing import FieldCard

DECK = ["ST01-005", "ST01-009", "ST01-011", "ST01-001", "ST01-004"]
MECHA_LEAF = "TK-MECHA-LEAF"
DARK_GRAIL = "ST02-012"  # purple Nexus, cost 3
CAT_SITH = "ST04-002"  # yellow vanilla Fabled Beast, cost 3, 1000 BP
MUMMY = BIG  # Mummyphant: purple vanilla Undead, cost 4, 3000 BP at 1 core


def hand_count(s, p: int) -> int:
    return len(hand_ids(s, p))


# -- BSS05-101 Clionetta ---------------------------------------------------------------------------------
@pytest.mark.parametrize("soul", [True, False])
def test_bss05_101_soul_paid_summon_trades_a_nexus_for_two_cards(build, soul):
    p0 = {"hand": ["BSS05-101"], "reserve": 5, "soul": "reserve", "deck": DECK,
          "field": [FieldCard(RED_NEXUS, cores=0)]}
    s = build(position(0, "main", p0, {}))
    do(s, C.use_hand(0))
    pay_with_soul(s, soul)
    if soul:
        assert pending(s) == (Decision.YES_NO, 0)
        do(s, C.CONFIRM)
        choose(s, RED_NEXUS)
    assert hand_count(s, 0) == (2 if soul else 0)
    assert (RED_NEXUS in trash_ids(s, 0)) is soul


# -- BSS05-103 Clioneste ---------------------------------------------------------------------------------
def test_bss05_103_attack_draws_then_discards(build):
    s = build(position(0, "attack", {"field": [FieldCard("BSS05-103")], "hand": [RAINEEDLE], "deck": DECK}, {}))
    do(s, C.attack(0))
    choose(s, RAINEEDLE)
    assert hand_ids(s, 0) == [DECK[0]] and trash_ids(s, 0) == [RAINEEDLE]


# -- BSS05-104 The Highest Peak --------------------------------------------------------------------------
def test_bss05_104_your_spirits_get_1000_in_your_turn(build):
    s = build(position(0, "main", {"field": [FieldCard("BSS05-104", cores=0), FieldCard(RAINEEDLE)]}, {}))
    assert bp(s, 0, 1) == 2000
    s = build(their_turn(step="main", p0={"field": [FieldCard("BSS05-104", cores=0), FieldCard(RAINEEDLE)]}, p1={}))
    assert bp(s, 0, 1) == 1000


@pytest.mark.parametrize(("cores", "moved"), [(3, 2), (0, 0)])
def test_bss05_104_lv2_moves_its_cores_onto_a_blocked_spirit(build, cores, moved):
    p0 = {"field": [FieldCard("BSS05-104", cores=cores), FieldCard(RAINEEDLE)]}
    s = build(position(0, "attack", p0, {"field": [FieldCard(BRONTECH)]}))
    do(s, C.attack(1))
    pass_flashes(s)
    do(s, C.block(0))
    if cores:
        assert pending(s) == (Decision.CHOOSE, 0)  # how many of the three
        do(s, C.choice(2))
    assert field(s, 0)[1]["cores"] == 1 + moved
    assert field(s, 0)[0]["cores"] == cores - moved


# -- BSS05-105 Ferocious Prison --------------------------------------------------------------------------
@pytest.mark.parametrize("discard", [True, False])
def test_bss05_105_placed_may_discard_to_destroy_two_small_spirits(build, discard):
    p0 = {"hand": ["BSS05-105", GOLEM], "reserve": 4}
    p1 = {"field": [FieldCard(RAINEEDLE), FieldCard(SHADOW), FieldCard(BIG)]}
    s = build(position(0, "main", p0, p1))
    do(s, C.use_hand(0))
    pay_and_place(s)
    if discard:
        choose(s, GOLEM)
        assert sorted(option_cards(s)) == sorted([RAINEEDLE, SHADOW])
        choose(s, RAINEEDLE)
        choose(s, SHADOW)
    else:
        do(s, C.PASS)
    assert cards(s, 1) == ([BIG] if discard else [RAINEEDLE, SHADOW, BIG])


@pytest.mark.parametrize(("fight", "drawn"), [(True, 1), (False, 0)])
def test_bss05_105_lv2_end_step_draws_after_a_destruction(build, fight, drawn):
    p0 = {"field": [FieldCard("BSS05-105", cores=3), FieldCard(RAINEEDLE)], "deck": DECK}
    s = build(position(0, "attack", p0, {"field": [FieldCard(BIG)]}))
    if fight:
        attack_and_resolve(s, 1, blocker=0)
    do(s, C.PASS)  # the End Step
    answer_all(s, True)
    assert hand_count(s, 0) == drawn


# -- BSS05-106 Dark Coffin Cavern ------------------------------------------------------------------------
def test_bss05_106_the_first_attacker_gets_curse(build):
    p0 = {"field": [FieldCard("BSS05-106", cores=0), FieldCard(RAINEEDLE), FieldCard(RAINEEDLE)]}
    s = build(position(0, "attack", p0, {"field": [FieldCard(BIG), FieldCard(BIG)]}))
    attack_and_resolve(s, 1, blocker=0)
    assert trash_ids(s, 1) == [BIG]  # Curse on the first attacker
    attack_and_resolve(s, 2, blocker=1)
    assert trash_ids(s, 1) == [BIG]


@pytest.mark.parametrize(("cores", "destroys"), [(2, True), (0, False)])
def test_bss05_106_lv2_a_fallen_undead_destroys_a_one_core_spirit(build, cores, destroys):
    p0 = {"field": [FieldCard("BSS05-106", cores=cores), FieldCard(GOLEM), FieldCard(MUMMY)]}
    p1 = {"field": [FieldCard(BRONTECH, cores=3), FieldCard(RAINEEDLE)]}
    s = build(position(0, "attack", p0, p1))
    attack_and_resolve(s, 1)  # the first attacker (Curse) hits
    attack_and_resolve(s, 2, blocker=0)  # Mummyphant (Undead) falls to the Brontech
    answer_all(s, True)
    assert (RAINEEDLE in trash_ids(s, 1)) is destroys


# -- BSS05-107 Underworld Casino -------------------------------------------------------------------------
def test_bss05_107_a_cost_2_summon_may_exhaust_it_to_strip_a_spirit(build):
    p0 = {"field": [FieldCard("BSS05-107", cores=0)], "hand": [SHADOW], "reserve": 3}
    s = build(position(0, "main", p0, {"field": [FieldCard(BRONTECH, cores=4)], "reserve": 0}))
    do(s, C.use_hand(0))
    pay_and_place(s)
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.CONFIRM)
    choose(s, BRONTECH)
    assert exhausted(s, 0)[0] == 1 and field(s, 1)[0]["cores"] == 1 and reserve(s, 1) == 3


@pytest.mark.parametrize(("cores", "strips"), [(2, True), (0, False)])
def test_bss05_107_lv2_a_fallen_cost_2_spirit_strips_a_core(build, cores, strips):
    p0 = {"field": [FieldCard("BSS05-107", cores=cores), FieldCard(SHADOW)]}
    s = build(position(0, "attack", p0, {"field": [FieldCard(BRONTECH, cores=3)], "reserve": 0}))
    attack_and_resolve(s, 1, blocker=0)
    answer_all(s, True)
    assert field(s, 1)[0]["cores"] == (2 if strips else 3)


# -- BSS05-108 Four Cloud Retreat ------------------------------------------------------------------------
def test_bss05_108_cheap_spirits_cannot_block_your_yellow_spirits(build):
    p0 = {"field": [FieldCard("BSS05-108", cores=0), FieldCard(SWORD), FieldCard(GOLEM)]}
    p1 = {"field": [FieldCard(RAINEEDLE), FieldCard(BIG)]}
    for attacker, blockable in ((1, False), (2, True)):
        s = build(position(0, "attack", p0, p1))
        do(s, C.attack(attacker))
        pass_flashes(s)
        assert (C.block(0) in legal(s)) is blockable  # Raineedle costs 1
        assert C.block(1) in legal(s)


@pytest.mark.parametrize(("cores", "gained"), [(2, 1), (0, 0)])
def test_bss05_108_lv2_a_fallen_fabled_beast_gives_a_reserve_core(build, cores, gained):
    p0 = {"field": [FieldCard("BSS05-108", cores=cores), FieldCard(CAT_SITH)], "reserve": 0}
    s = build(position(0, "attack", p0, {"field": [FieldCard(BIG)]}))
    attack_and_resolve(s, 1, blocker=0)
    answer_all(s, True)
    assert reserve(s) == 1 + gained  # the fallen Spirit's core, and the Void core


# -- BSS05-109 Steam-Powered Factory ---------------------------------------------------------------------
@pytest.mark.parametrize(("factory", "usable"), [("BSS05-109", True), ("BSS05-108", False)])
def test_bss05_109_its_symbol_counts_twice_for_magic(build, factory, usable):
    """Puppet Strings costs 5 with three yellow reductions: the factory's one symbol counts as two (Four Cloud
    Retreat's as one)."""
    p0 = {"field": [FieldCard(factory, cores=0)], "hand": [PUPPET_STRINGS], "reserve": 3}
    s = build(position(0, "main", p0, {}))
    assert (C.use_hand(0) in legal(s)) is usable


def test_bss05_109_lv2_first_yellow_spirit_destroyed_by_the_opponent_returns_to_hand(build):
    p0 = {"field": [FieldCard("BSS05-109", cores=2), FieldCard(SWORD), FieldCard(SWORD)]}
    s = build(position(0, "attack", p0, {"field": [FieldCard(BIG), FieldCard(BIG)]}))
    attack_and_resolve(s, 1, blocker=0)
    answer_all(s, True)
    assert hand_ids(s, 0) == [SWORD]
    attack_and_resolve(s, 2, blocker=1)
    answer_all(s, True)
    assert hand_ids(s, 0) == [SWORD] and trash_ids(s, 0) == [SWORD]  # once per turn


# -- BSS05-110 Entrance to the Mirrorworld ---------------------------------------------------------------
@pytest.mark.parametrize(("nexus", "kept"), [("BSS05-110", 2), (RED_NEXUS, 1)])
def test_bss05_110_opposing_effects_cannot_discard_your_hand(build, scripted, nexus, kept):
    db = scripted({GOLEM: lambda c: c.when(Event.ATTACKS).discard_from_hand(1, Who.OPPONENT)})
    s = build(with_db(their_turn(step="attack", p0={"field": [FieldCard(nexus, cores=0)], "hand": [SWORD, SWORD]},
                                 p1={"field": [FieldCard(GOLEM)]}), db))
    do(s, C.attack(0))
    answer_all(s, True)
    assert hand_count(s, 0) == kept


@pytest.mark.parametrize(("attacker", "offered"), [(GOLEM, True), ("BSS05-001", False)])
def test_bss05_110_lv2_a_non_astral_attack_may_refresh_your_cheapest_spirit(build, attacker, offered):
    p0 = {"field": [FieldCard("BSS05-110", cores=2), FieldCard(RAINEEDLE, exhausted=True),
                    FieldCard(BIG, exhausted=True)]}
    s = build(their_turn(step="attack", p0=p0, p1={"field": [FieldCard(attacker)]}))
    do(s, C.attack(0))
    if offered:
        assert pending(s) == (Decision.YES_NO, 0)
        do(s, C.CONFIRM)
        answer_all(s, True)
    assert exhausted(s, 0)[1] == (0 if offered else 1) and exhausted(s, 0)[2] == 1
    assert field(s, 0)[0]["cores"] == (1 if offered else 2)


# -- BSS05-111 Sacred Wood Research Lab ------------------------------------------------------------------
def test_bss05_111_placed_brings_a_mecha_leaf_token(build):
    s = build(position(0, "main", {"hand": ["BSS05-111"], "reserve": 7}, {}))
    do(s, C.use_hand(0))
    place_all(s)
    assert cards(s, 0) == ["BSS05-111", MECHA_LEAF]


def test_bss05_111_lv2_a_token_summon_may_copy_it(build):
    p0 = {"field": [FieldCard("BSS05-111", cores=3)], "hand": ["BSS05-070"], "reserve": 8}
    s = build(position(0, "main", p0, {}))
    do(s, C.use_hand(0))
    place_all(s)
    while pending(s)[0] in (Decision.YES_NO, Decision.CHOOSE, Decision.ORDER, Decision.PLACE):
        do(s, C.CONFIRM if pending(s)[0] == Decision.YES_NO else legal(s)[-1])
    assert cards(s, 0).count(ANTMAN_TK) == 2 and exhausted(s, 0)[0] == 1


# -- BSS05-112 Skybound Falls ----------------------------------------------------------------------------
def test_bss05_112_summoned_spirits_get_2000(build):
    s = build(position(0, "main", {"field": [FieldCard("BSS05-112", cores=0)], "hand": [RAINEEDLE], "reserve": 2},
                       {}))
    do(s, C.use_hand(0))
    pay_and_place(s)
    assert bp(s, 0, 1) == 3000


@pytest.mark.parametrize(("attacker", "drawn"), [(GOLEM, 1), ("BSS05-001", 0)])
def test_bss05_112_lv2_a_non_astral_hit_draws(build, attacker, drawn):
    p0 = {"field": [FieldCard("BSS05-112", cores=2)], "deck": DECK}
    s = build(their_turn(step="attack", p0=p0, p1={"field": [FieldCard(attacker)]}))
    attack_and_resolve(s, 0)
    answer_all(s, True)
    assert life(s, 0) == 4 and hand_count(s, 0) == drawn


# -- BSS05-113 Sunken Ruins ------------------------------------------------------------------------------
def test_bss05_113_placed_draws_two_then_discards_two(build):
    s = build(position(0, "main", {"hand": ["BSS05-113", SWORD], "reserve": 7, "deck": DECK}, {}))
    do(s, C.use_hand(0))
    pay_and_place(s)
    choose(s, SWORD)
    choose(s, DECK[0])
    assert hand_ids(s, 0) == [DECK[1]] and sorted(trash_ids(s, 0)) == sorted([SWORD, DECK[0]])


@pytest.mark.parametrize("accept", [True, False])
def test_bss05_113_lv2_makes_another_nexus_a_golem_as_the_attack_step_starts(build, accept):
    p0 = {"field": [FieldCard("BSS05-113", cores=2), FieldCard(RED_NEXUS, cores=1)]}
    s = build(position(0, "main", p0, {}))
    do(s, C.PASS)
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.CONFIRM if accept else C.PASS)
    answer_all(s, True)
    assert field(s, 0)[0]["cores"] == (1 if accept else 2)
    assert (C.attack(1) in legal(s)) is accept


# -- BSS05-114 Sealord's Maw -----------------------------------------------------------------------------
def test_bss05_114_a_cheap_opposing_attacker_feeds_it(build):
    s = build(their_turn(step="attack", p0={"field": [FieldCard("BSS05-114", cores=0)]},
                         p1={"field": [FieldCard(RAINEEDLE), FieldCard(GOLEM)]}))
    do(s, C.attack(0))
    assert field(s, 0)[0]["cores"] == 1


def test_bss05_114_a_cheap_attacker_of_yours_destroys_it(build):
    s = build(position(0, "attack", {"field": [FieldCard("BSS05-114", cores=0), FieldCard(RAINEEDLE)]}, {}))
    do(s, C.attack(1))
    assert "BSS05-114" in trash_ids(s, 0)


@pytest.mark.parametrize(("cores", "after"), [(1, 2), (0, 0)])
def test_bss05_114_lv2_opposing_magic_feeds_it(build, cores, after):
    p0 = {"field": [FieldCard("BSS05-114", cores=cores), FieldCard(GOLEM)]}
    p1 = {"field": [FieldCard(BRONTECH)], "hand": [DROWSY_FUMES], "reserve": 3}
    s = build(their_turn(step="attack", p0=p0, p1=p1))
    do(s, C.attack(0), C.PASS)  # the defender passes; the attacker uses a Magic
    use_magic(s, 0, 1)
    answer_all(s, True)
    assert field(s, 0)[0]["cores"] == after


# -- BSS05-115 Volcanic Island ---------------------------------------------------------------------------
@pytest.mark.parametrize("pay", [True, False])
def test_bss05_115_destroyed_may_pay_a_core_to_come_back(build, pay):
    p0 = {"field": [FieldCard("BSS05-115", cores=0)], "reserve": 2}
    s = build(their_turn(step="main", p0=p0, p1={"hand": ["BSS05-118"], "reserve": 5}))
    use_magic(s, 0)
    choose(s, "BSS05-115")
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.CONFIRM if pay else C.PASS)
    place_all(s)
    assert (cards(s, 0) == ["BSS05-115"]) is pay
    if pay:
        assert exhausted(s, 0)[0] == 1 and reserve(s) == 1


def test_bss05_115_lv2_a_discard_powers_a_spirit(build):
    p0 = {"field": [FieldCard("BSS05-115", cores=2), FieldCard("BSS05-103")], "hand": [SWORD], "deck": DECK}
    s = build(position(0, "attack", p0, {}))
    do(s, C.attack(1))
    choose(s, SWORD)
    answer_all(s, True)
    assert bp(s, 0, 1) == 5000
