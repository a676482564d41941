"""BSS05 cards 076-100, in card-number order, on both engines (``build`` fixture): each test plays the card's
effect from a position and checks what its text says (conditional effects also get a case where the condition
fails). The cards with no effect text are tested in test_bss05_001_025.py."""

from __future__ import annotations

import pytest
from card_helpers import cards, deck_ids, do, exhausted, pass_flashes, position
from cards_shared import (
    ANTMAN_TK,
    BIG,
    KV2,
    MANTIGORE,
    RED_NEXUS,
    answer_all,
    choose,
    option_cards,
    place_all,
    their_turn,
)
from conftest import bp, field, hand_ids, legal, pay_and_place, pending, trash_ids
from pool_cards import ANTMAN, BRONTECH, DROWSY_FUMES, GOLEM, RAINEEDLE

from pybs import codec as C
from pybs.layout import Decision
from pybs.testing import FieldCard

DECK = ["ST01-005", "ST01-009", "ST01-011", "ST01-001", "ST01-004", "ST01-005", "ST01-009"]
MAGIC_CARD = "ST01-014"  # a red Magic card
GREEN_NEXUS = "BSS05-112"  # Skybound Falls
BLUE_NEXUS = "BSS05-114"  # Sealord's Maw
RYUSEI = "BSS05-011"  # a Surveyor, cost 3, 2000 BP at 1 core
RAPTOR = "BSS05-003"  # Skybinder, cost 3: 2000 / 5000 / 6000 BP at 1 / 4 / 5 cores
JELLY = "BSS05-102"  # blue and red vanilla, cost 2


def unblocked(s, k: int = 0) -> None:
    """Player 0 attacks with slot k; nobody blocks or uses Flash; the attack's effects take their first options."""
    do(s, C.attack(k))
    answer_all(s, True)
    pass_flashes(s)
    if pending(s)[0] == Decision.BLOCK:
        do(s, C.PASS)
    pass_flashes(s)
    answer_all(s, True)


def blocks_astral(build, card_id: str, cores: int) -> bool:
    """Player 1's Zmeitza (Astral) attacks; True when ``card_id`` (player 0) may block it (it has Astral now)."""
    s = build(their_turn(step="attack", p0={"field": [FieldCard(card_id, cores=cores)]},
                         p1={"field": [FieldCard("BSS05-001")]}))
    do(s, C.attack(0))
    pass_flashes(s)
    assert pending(s) == (Decision.BLOCK, 0)
    return C.block(0) in legal(s)


# -- BSS05-078 Fortress Bug Larva ------------------------------------------------------------------------
@pytest.mark.parametrize("white", [True, False])
def test_bss05_078_a_fallen_token_feeds_it_and_chain_white_refreshes_it(build, white):
    p0 = {"field": [FieldCard(ANTMAN_TK), FieldCard("BSS05-078", exhausted=True),
                    FieldCard(GOLEM if white else ANTMAN, exhausted=True)]}
    s = build(their_turn(step="attack", p0=p0, p1={"field": [FieldCard(BRONTECH, cores=3)]}))
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.block(0))
    pass_flashes(s)
    answer_all(s, True)
    assert field(s, 0)[1]["cores"] == 2
    assert exhausted(s, 0)[1] == (0 if white else 1)


def test_bss05_078_lv2_attack_exhausts_a_cheap_spirit(build):
    s = build(position(0, "attack", {"field": [FieldCard("BSS05-078", cores=3)]},
                       {"field": [FieldCard(BIG), FieldCard(RAINEEDLE)]}))
    do(s, C.attack(0))
    assert option_cards(s) == [RAINEEDLE]
    choose(s, RAINEEDLE)
    assert exhausted(s, 1) == {0: 0, 1: 1}


# -- BSS05-079 Coralfly ----------------------------------------------------------------------------------
@pytest.mark.parametrize("blue", [True, False])
def test_bss05_079_lv2_exhausts_a_big_spirit_and_chain_blue_destroys_a_small_one(build, blue):
    p0 = {"field": [FieldCard("BSS05-079", cores=2), FieldCard(MANTIGORE if blue else ANTMAN)]}
    s = build(position(0, "attack", p0, {"field": [FieldCard(KV2, cores=2), FieldCard(RAINEEDLE)]}))
    do(s, C.attack(0))
    assert option_cards(s) == [KV2]
    choose(s, KV2)
    if blue:
        choose(s, RAINEEDLE)
    assert exhausted(s, 1)[0] == 1
    assert (RAINEEDLE in trash_ids(s, 1)) is blue


# -- BSS05-080 Surveyor Setsuna --------------------------------------------------------------------------
def test_bss05_080_lv2_a_surveyor_hit_feeds_a_surveyor(build):
    s = build(position(0, "attack", {"field": [FieldCard("BSS05-080", cores=3), FieldCard(RYUSEI)]}, {}))
    do(s, C.attack(1))
    pass_flashes(s)
    do(s, C.PASS)
    pass_flashes(s)
    assert sorted(option_cards(s)) == sorted(["BSS05-080", RYUSEI])
    choose(s, RYUSEI)
    assert field(s, 0)[1]["cores"] == 2


# -- BSS05-081 Kalavinkale -------------------------------------------------------------------------------
def test_bss05_081_lv2_attack_may_exhaust_a_nexus_to_feed_one(build):
    p0 = {"field": [FieldCard("BSS05-081", cores=3), FieldCard(RED_NEXUS, cores=0)]}
    s = build(position(0, "attack", p0, {"field": [FieldCard(RAINEEDLE)]}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.CONFIRM)
    answer_all(s, True)
    assert field(s, 0)[1]["cores"] == 1 and exhausted(s, 0)[1] == 1
    assert cards(s, 1) == [RAINEEDLE]  # Lv2: no destruction


def test_bss05_081_lv3_an_exhausted_nexus_destroys_a_cheap_spirit(build):
    p0 = {"field": [FieldCard("BSS05-081", cores=4), FieldCard(RED_NEXUS, cores=0)]}
    s = build(position(0, "attack", p0, {"field": [FieldCard(RAINEEDLE), FieldCard(BRONTECH)]}))
    do(s, C.attack(0), C.CONFIRM)
    answer_all(s, True)
    assert trash_ids(s, 1) == [RAINEEDLE]  # Brontech costs 5


# -- BSS05-082 Waterfront Assassin Izo Ott ---------------------------------------------------------------
@pytest.mark.parametrize("blue", [True, False])
def test_bss05_082_swift_summon_in_their_turn_wakes_a_nexus_that_may_block(build, blue):
    p0 = {"hand": ["BSS05-082"], "reserve": 6,
          "field": [FieldCard(RED_NEXUS, cores=0, exhausted=True), FieldCard(MANTIGORE if blue else ANTMAN,
                                                                               exhausted=True)]}
    s = build(their_turn(step="attack", p0=p0, p1={"field": [FieldCard(BRONTECH)]}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.FLASH, 0)
    do(s, C.use_hand(0))
    place_all(s)
    answer_all(s, True)
    assert field(s, 0)[0]["cores"] == 1 and exhausted(s, 0)[0] == 0
    pass_flashes(s)
    assert pending(s) == (Decision.BLOCK, 0)
    assert (C.block(0) in legal(s)) is blue  # a Golem Spirit with 5000 BP this turn


def test_bss05_082_summoned_in_your_turn_does_nothing(build):
    p0 = {"hand": ["BSS05-082"], "reserve": 6, "field": [FieldCard(RED_NEXUS, cores=0, exhausted=True)]}
    s = build(position(0, "main", p0, {}))
    do(s, C.use_hand(0))
    pay_and_place(s)
    assert pending(s) == (Decision.MAIN, 0) and field(s, 0)[0]["cores"] == 0


# -- BSS05-083 Forest Golem ------------------------------------------------------------------------------
def test_bss05_083_lv2_attack_turns_nexuses_with_cores_into_golems(build):
    p0 = {"field": [FieldCard("BSS05-083", cores=3), FieldCard(RED_NEXUS, cores=1), FieldCard(GREEN_NEXUS, cores=0)]}
    s = build(position(0, "attack", p0, {"life": 5}))
    do(s, C.attack(0))
    assert option_cards(s) == [RED_NEXUS]  # the Nexus with no core is not offered
    choose(s, RED_NEXUS)
    answer_all(s, False)
    pass_flashes(s)
    do(s, C.PASS) if pending(s)[0] == Decision.BLOCK else None
    pass_flashes(s)
    assert C.attack(1) in legal(s) and C.attack(2) not in legal(s)


def test_bss05_083_needs_a_spirit_costing_4_to_ascend(build):
    for ally, ok in ((BIG, True), (RAINEEDLE, False)):
        s = build(position(0, "main", {"field": [FieldCard(ally)], "hand": ["BSS05-083"], "reserve": 9}, {}))
        assert (C.use_hand(0) in legal(s)) is ok


# -- BSS05-084 Sailor Antman -----------------------------------------------------------------------------
def test_bss05_084_summon_feeds_a_green_and_a_blue_nexus(build):
    p0 = {"hand": ["BSS05-084"], "reserve": 4, "field": [FieldCard(GREEN_NEXUS, cores=0), FieldCard(BLUE_NEXUS, cores=0)]}
    s = build(position(0, "main", p0, {}))
    do(s, C.use_hand(0))
    pay_and_place(s)
    answer_all(s, True)
    assert field(s, 0)[0]["cores"] == 1 and field(s, 0)[1]["cores"] == 1


# -- BSS05-086 Warrior Monk Khakkhara --------------------------------------------------------------------
def test_bss05_086_lv2_attack_discards_five(build):
    s = build(position(0, "attack", {"field": [FieldCard("BSS05-086", cores=3)]}, {"deck": DECK}))
    do(s, C.attack(0))
    assert len(deck_ids(s, 1)) == 2


def test_bss05_086_lv3_refreshes_at_your_end_step_for_a_nexus(build):
    p0 = {"field": [FieldCard("BSS05-086", cores=6, exhausted=True), FieldCard(RED_NEXUS, cores=0)]}
    s = build(position(0, "attack", p0, {"deck": DECK}))
    do(s, C.PASS)  # the Attack Step ends: the End Step starts
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.CONFIRM)
    answer_all(s, True)
    assert exhausted(s, 0) == {0: 0, 1: 1}


def test_bss05_086_astral(build):
    assert blocks_astral(build, "BSS05-086", 1)


# -- BSS05-087 Cosmic Color ------------------------------------------------------------------------------
def test_bss05_087_crush_1(build):
    s = build(position(0, "attack", {"field": [FieldCard("BSS05-087")]}, {"deck": DECK}))
    do(s, C.attack(0))
    answer_all(s, True)
    assert len(deck_ids(s, 1)) == len(DECK) - 2  # Lv1 + 1


@pytest.mark.parametrize(("cores", "maxed"), [(4, True), (1, False)])
def test_bss05_087_lv2_a_discarded_magic_maxes_a_skybinder(build, cores, maxed):
    p0 = {"field": [FieldCard("BSS05-087", cores=cores), FieldCard(RAPTOR)]}
    s = build(position(0, "attack", p0, {"deck": [MAGIC_CARD] + DECK}))
    do(s, C.attack(0))
    if maxed:
        choose(s, RAPTOR)
    answer_all(s, True)
    assert bp(s, 0, 1) == (6000 if maxed else 2000)


# -- BSS05-088 Voiceless Diva ----------------------------------------------------------------------------
@pytest.mark.parametrize("nexus", [True, False])
def test_bss05_088_summon_may_take_a_nexus_then_discards(build, nexus):
    deck = ([RED_NEXUS] if nexus else []) + DECK
    s = build(position(0, "main", {"hand": ["BSS05-088", RAINEEDLE], "reserve": 4, "deck": deck}, {}))
    do(s, C.use_hand(0))
    pay_and_place(s)
    if nexus:
        choose(s, RED_NEXUS)
        choose(s, RAINEEDLE)  # the discard
    else:
        do(s, C.PASS)
    assert hand_ids(s, 0) == ([RED_NEXUS] if nexus else [RAINEEDLE])
    assert len(trash_ids(s, 0)) == 4


# -- BSS05-089 Galleon Golem -----------------------------------------------------------------------------
def test_bss05_089_a_hit_may_pass_the_soul_core_on(build):
    p0 = {"field": [FieldCard("BSS05-089", soul=True), FieldCard(RAINEEDLE)], "soul": None}
    s = build(position(0, "attack", p0, {"deck": DECK}))
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.PASS)
    pass_flashes(s)
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.CONFIRM)
    answer_all(s, True)
    assert field(s, 0)[1]["soul"] and not field(s, 0).get(0, {}).get("soul", False)


def test_bss05_089_lv2_hit_discards_a_card_per_core(build):
    s = build(position(0, "attack", {"field": [FieldCard("BSS05-089", cores=4)]}, {"deck": DECK}))
    unblocked(s)
    assert len(deck_ids(s, 1)) == len(DECK) - 4


# -- BSS05-091 Marble Golem ------------------------------------------------------------------------------
@pytest.mark.parametrize("green", [True, False])
def test_bss05_091_lv2_draw_discard_and_chain_green(build, green):
    p0 = {"field": [FieldCard("BSS05-091", cores=3), FieldCard(GREEN_NEXUS if green else BLUE_NEXUS, cores=0)],
          "hand": [RAINEEDLE], "deck": DECK}
    s = build(position(0, "attack", p0, {}))
    do(s, C.attack(0))
    choose(s, RAINEEDLE)
    answer_all(s, True)
    assert len(hand_ids(s, 0)) == 1 and trash_ids(s, 0) == [RAINEEDLE]
    assert field(s, 0)[1]["cores"] == int(green)


# -- BSS05-092 Mega Flying Killer ------------------------------------------------------------------------
@pytest.mark.parametrize("red", [True, False])
def test_bss05_092_lv2_destroys_cost_3_in_all_and_mills_per_spirit(build, red):
    p0 = {"field": [FieldCard("BSS05-092", cores=4), FieldCard(RAINEEDLE if red else ANTMAN)], "deck": DECK}
    p1 = {"field": [FieldCard(RAINEEDLE), FieldCard(ANTMAN), FieldCard(BIG)], "deck": DECK}
    s = build(position(0, "attack", p0, p1))
    do(s, C.attack(0))
    choose(s, RAINEEDLE, 1)
    choose(s, ANTMAN, 1)  # 1 + 2: the sum is full
    answer_all(s, True)
    assert RAINEEDLE in trash_ids(s, 1) and ANTMAN in trash_ids(s, 1) and cards(s, 1) == [BIG]
    assert len(deck_ids(s, 1)) == len(DECK) - 2
    assert len(hand_ids(s, 0)) == int(red)


# -- BSS05-094 Aberrant Seabeast Seapolyp ----------------------------------------------------------------
@pytest.mark.parametrize(("cores", "raid"), [(3, True), (1, False)])
def test_bss05_094_lv2_raid(build, cores, raid):
    s = build(position(0, "attack", {"field": [FieldCard("BSS05-094", cores=cores), FieldCard(RED_NEXUS, cores=0)]},
                       {}))
    do(s, C.attack(0))
    if raid:
        assert pending(s) == (Decision.YES_NO, 0)
        do(s, C.CONFIRM)
        answer_all(s, True)
    assert exhausted(s, 0)[0] == (0 if raid else 1)


# -- BSS05-095 Seasurge Swordfighter Akashi --------------------------------------------------------------
@pytest.mark.parametrize(("soul", "milled"), [(True, 2), (False, 0)])
def test_bss05_095_a_soul_core_hit_mills_two(build, soul, milled):
    p0 = {"field": [FieldCard("BSS05-095"), FieldCard(RAINEEDLE, soul=soul)], "soul": None if soul else "trash"}
    s = build(position(0, "attack", p0, {"deck": DECK}))
    unblocked(s, 1)
    assert len(deck_ids(s, 1)) == len(DECK) - milled


@pytest.mark.parametrize(("trash", "power"), [(10, 10000), (9, 5000)])
def test_bss05_095_lv2_gains_5000_against_a_full_trash(build, trash, power):
    s = build(position(0, "attack", {"field": [FieldCard("BSS05-095", cores=4)]}, {"trash": [RAINEEDLE] * trash}))
    assert bp(s, 0, 0) == power


# -- BSS05-096 Warrior of Light Gaius --------------------------------------------------------------------
def test_bss05_096_crush(build):
    s = build(position(0, "attack", {"field": [FieldCard("BSS05-096", cores=2)]}, {"deck": DECK}))
    do(s, C.attack(0))
    assert len(deck_ids(s, 1)) == len(DECK) - 2  # Lv2


# -- BSS05-098 Surveyor Dalaney --------------------------------------------------------------------------
@pytest.mark.parametrize(("cores", "maxed"), [(3, True), (1, False)])
def test_bss05_098_lv2_a_surveyor_attack_maxes_a_cost_3_spirit(build, cores, maxed):
    p0 = {"field": [FieldCard("BSS05-098", cores=cores), FieldCard(RAPTOR), FieldCard(RAINEEDLE)]}
    s = build(position(0, "attack", p0, {}))
    do(s, C.attack(0))
    if maxed:
        assert sorted(option_cards(s)) == sorted(["BSS05-098", RAPTOR])  # Raineedle costs 1
        choose(s, RAPTOR)
    assert bp(s, 0, 1) == (6000 if maxed else 2000)


# -- BSS05-099 Water Wyrm Caldera Dragon -----------------------------------------------------------------
def test_bss05_099_summon_may_discard_to_place_nexuses_from_the_trash(build):
    p0 = {"hand": ["BSS05-099", RAINEEDLE], "reserve": 8, "trash": [RED_NEXUS, "ST02-012", BLUE_NEXUS]}
    s = build(position(0, "main", p0, {}))
    do(s, C.use_hand(0))
    pay_and_place(s)
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.CONFIRM)
    choose(s, RAINEEDLE)
    assert sorted(option_cards(s)) == sorted([RED_NEXUS, "ST02-012", BLUE_NEXUS])  # 4, 3, 4: each fits in 6
    choose(s, "ST02-012")  # cost 3: neither cost-4 Nexus fits any more
    place_all(s)
    assert cards(s, 0) == ["BSS05-099", "ST02-012"] and hand_ids(s, 0) == []


def test_bss05_099_lv3_attack_destroys_and_may_trade_a_nexus_for_a_refresh(build):
    p0 = {"field": [FieldCard("BSS05-099", cores=6), FieldCard(RED_NEXUS, cores=0)]}
    s = build(position(0, "attack", p0, {"field": [FieldCard(RAINEEDLE), FieldCard(BIG)]}))
    do(s, C.attack(0))
    answer_all(s, True)
    assert RAINEEDLE in trash_ids(s, 1) and cards(s, 1) == [BIG]
    assert RED_NEXUS in trash_ids(s, 0) and exhausted(s, 0)[0] == 0


# -- BSS05-100 Mountain Giant Shisha Giganto -------------------------------------------------------------
def test_bss05_100_discarded_in_your_turn_feeds_a_two_colour_spirit(build):
    p0 = {"field": [FieldCard("BSS05-091", cores=3), FieldCard(JELLY)], "hand": ["BSS05-100"], "deck": DECK}
    s = build(position(0, "attack", p0, {}))
    do(s, C.attack(0))
    choose(s, "BSS05-100")  # Marble Golem's discard
    answer_all(s, True)
    assert "BSS05-100" in trash_ids(s, 0)
    assert field(s, 0)[1]["cores"] == 2  # Jelly Jelly is blue and red; Marble Golem is blue only


@pytest.mark.parametrize(("cores", "usable"), [(2, False), (1, True)])
def test_bss05_100_lv2_attack_taxes_opposing_magic(build, cores, usable):
    p1 = {"hand": [DROWSY_FUMES], "reserve": 3, "field": [FieldCard(BIG)]}  # four cores in all
    s = build(position(0, "attack", {"field": [FieldCard("BSS05-100", cores=cores)]}, p1))
    do(s, C.attack(0))
    assert pending(s) == (Decision.FLASH, 1)
    assert (C.use_hand(0) in legal(s)) is usable


def test_bss05_100_ascends_with_a_spirit_costing_4(build):
    for ally, ok in ((BIG, True), (RAINEEDLE, False)):
        s = build(position(0, "main", {"field": [FieldCard(ally)], "hand": ["BSS05-100"], "reserve": 9}, {}))
        assert (C.use_hand(0) in legal(s)) is ok


