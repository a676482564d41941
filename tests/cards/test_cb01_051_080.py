"""CB01 cards 051-080, in card-number order, on both engines (``build`` fixture): each test plays the card's
effect from a position and checks what its text says (conditional effects also get a case where the condition
fails). A.T. Field is checked for every card in test_cb01_001_025.py."""

from __future__ import annotations

import pytest
from card_helpers import attack_and_resolve, do, pass_flashes, position
from cards_shared import option_cards
from cb01_shared import (
    ARM_UNIT,
    ASUKA,
    ATTACKER,
    BIG,
    DECK,
    EVA01_MEMORIES,
    FILLER,
    KV2,
    MAGIC,
    NEXUS_CARD,
    REI,
    SHINJI,
    WEAK,
    attack_blocked,
    attack_pos,
    cards_on,
    cores_of,
    deck_count,
    hand_count,
    life,
    main_pos,
    settle,
)
from conftest import bp, field, hand_ids, legal, pay_and_place, pending, player, summon, trash_ids, use_magic

from pybs import codec as C
from pybs.layout import Decision
from pybs.testing import FieldCard

WILLE_SPIRIT = "CB01-040"  # green Wille Golem, cost 3 (green, red reductions); When Summoned: +2000 BP
ANGEL_12 = "CB01-056"
ANGELS = ["CB01-046", "CB01-047", "CB01-049", "CB01-050"]  # four blue Angels of different names


def their_attack(build, p0: dict, p1_field: list, auto: bool = False, **p1):
    """Player 1's Attack Step (turn 4): player 0 defends with ``p0``."""
    return build(position(1, "attack", {"deck": list(DECK), **p0}, {"field": p1_field, "deck": list(DECK), **p1},
                          auto=auto, turn=4))


# -- CB01-051 6th Angel ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("pay", [True, False])
def test_cb01_051_attacker_pays_or_mills_two_and_a_magic_destroys_it(build, pay):
    p0 = {"field": [FieldCard("CB01-051", cores=2, soul=True)], "soul": None}
    s = their_attack(build, p0, [FieldCard(ATTACKER)], deck=[MAGIC, FILLER] + [FILLER] * 4)
    do(s, C.attack(0))
    assert pending(s) == (Decision.YES_NO, 1)  # the attacker's controller decides
    do(s, C.CONFIRM if pay else C.PASS)
    settle(s)
    assert (ATTACKER in trash_ids(s, 1)) is not pay
    assert deck_count(s, 1) == (6 if pay else 4)


# -- CB01-052 7th Angel ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("keep", [True, False])
def test_cb01_052_may_pay_the_soul_core_to_stay_exhausted_and_mill_four(build, keep):
    p0 = {"field": [FieldCard("CB01-052", cores=1, soul=True)], "soul": None}
    s = their_attack(build, p0, [FieldCard(KV2, cores=2)])
    attack_and_resolve(s, 0, blocker=0)
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.CONFIRM if keep else C.PASS)
    settle(s)
    assert ("CB01-052" in cards_on(s, 0)) is keep
    if keep:
        assert field(s, 0)[0]["exhausted"] == 1 and deck_count(s, 1) == len(DECK) - 4
        assert not field(s, 0)[0]["soul"] and field(s, 0)[0]["cores"] == 1  # the Soul Core paid


# -- CB01-053 8th Angel ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("golem", [True, False])
def test_cb01_053_no_golem_among_five_the_opponent_destroys_one(build, golem):
    p1 = {"field": [FieldCard(WEAK)], "deck": ([ARM_UNIT] if golem else []) + [FILLER] * 6}
    s = build(position(0, "attack", {"field": [FieldCard("CB01-053", cores=2, soul=True)], "soul": None,
                                     "deck": list(DECK)}, p1, auto=False))
    do(s, C.attack(0))
    settle(s)
    assert (WEAK in cards_on(s, 1)) is golem


# -- CB01-054 10th Angel -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("nexus", [True, False])
def test_cb01_054_a_discarded_nexus_keeps_angels_from_battle_destruction(build, nexus):
    p1 = {"field": [FieldCard(KV2, cores=2)], "deck": ([NEXUS_CARD] if nexus else []) + [FILLER] * 7}
    mine = [FieldCard("CB01-054", cores=3, soul=True), FieldCard(ANGEL_12)]
    s = build(position(0, "attack", {"field": mine, "soul": None, "deck": list(DECK)}, p1, auto=False))
    do(s, C.attack(0))
    settle(s)
    pass_flashes(s)
    do(s, C.block(0))
    pass_flashes(s)
    settle(s, False)
    assert ("CB01-054" in cards_on(s, 0)) is nexus  # 10000 BP each: without the rule both fall


# -- CB01-055 EVA-06 -Autonomous- --------------------------------------------------------------------------------
def test_cb01_055_cannot_attack(build):
    s = attack_pos(build, [FieldCard("CB01-055")], auto=False)
    assert C.attack(0) not in legal(s)


def test_cb01_055_destroyed_by_opponent_summons_a_12th_angel_free(build):
    p0 = {"field": [FieldCard("CB01-055")], "trash": [ANGEL_12], "reserve": 0}
    s = their_attack(build, p0, [FieldCard(KV2, cores=2)])
    attack_and_resolve(s, 0, blocker=0)
    settle(s)
    pay_and_place(s)
    settle(s)
    assert cards_on(s, 0) == [ANGEL_12]


def test_cb01_055_counts_as_purple_for_nerv_cards(build):
    s = main_pos(build, {"field": [FieldCard("CB01-055")], "hand": ["CB01-029"], "reserve": 2})
    assert C.use_hand(0) in legal(s)  # Mark.07 costs 3 with two purple reductions: the symbol counts as purple
    s = main_pos(build, {"field": [FieldCard("ST06-009")], "hand": ["CB01-029"], "reserve": 2})
    assert C.use_hand(0) not in legal(s)  # control: a blue symbol does not pay for it


# -- CB01-056 12th Angel -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("soul", [True, False])
def test_cb01_056_destroyed_with_the_soul_core_mills_two(build, soul):
    p0 = {"field": [FieldCard(ANGEL_12, cores=0 if soul else 1, soul=soul)], "soul": None if soul else "trash"}
    s = their_attack(build, p0, [FieldCard(KV2, cores=2)])
    attack_and_resolve(s, 0, blocker=0)
    settle(s)
    assert deck_count(s, 1) == (len(DECK) - 2 if soul else len(DECK))


# -- CB01-057 Asuka Shikinami Langley -Operation Yamato- --------------------------------------------------------
def test_cb01_057_soul_spirits_gain_1000_and_lv2_eva02_confront(build):
    mine = [FieldCard(ASUKA, cores=2), FieldCard("CB01-008", cores=1, soul=True), FieldCard(ATTACKER)]
    s = attack_pos(build, mine, [FieldCard(WEAK)], soul=None, auto=False)
    assert bp(s, 0, 1) == 3000 + 1000 and bp(s, 0, 2) == 3000  # Lv2 (the Soul Core counts) plus 1000
    do(s, C.attack(1))
    settle(s)
    pass_flashes(s)
    assert pending(s) == (Decision.BLOCK, 1) and C.PASS not in legal(s)  # Confront: it must block


# -- CB01-058 WILLE ------------------------------------------------------------------------------------------------
def test_cb01_058_counts_as_a_green_symbol_for_wille_cards(build):
    s = main_pos(build, {"field": [FieldCard("CB01-058", cores=0)], "hand": [WILLE_SPIRIT], "reserve": 2})
    assert C.use_hand(0) in legal(s)  # cost 3 less its green and red reductions
    s = main_pos(build, {"field": [FieldCard(NEXUS_CARD, cores=0)], "hand": [WILLE_SPIRIT], "reserve": 2})
    assert C.use_hand(0) not in legal(s)


def test_cb01_058_lv2_draw_step_draws_one_more_then_discards(build):
    s = build(position(0, "draw", {"field": [FieldCard("CB01-058", cores=2)], "deck": list(DECK)}, {}, auto=True))
    settle(s)
    assert hand_count(s, 0) == 1 and len(trash_ids(s, 0)) == 1


# -- CB01-059 Misato Katsuragi ---------------------------------------------------------------------------------------
def test_cb01_059_placed_takes_a_wille_card(build):
    deck = [FILLER, WILLE_SPIRIT, "CB01-059", FILLER, FILLER]
    s = main_pos(build, {"hand": ["CB01-059"], "reserve": 5, "deck": deck})
    summon(s, 0)
    settle(s)
    assert hand_ids(s, 0) == [WILLE_SPIRIT] and deck_count(s, 0) == 4


def test_cb01_059_lv2_hit_destroys_2000_bp(build):
    s = attack_pos(build, [FieldCard(ATTACKER), FieldCard("CB01-059", cores=1)], [FieldCard(WEAK, exhausted=True)],
                   auto=False)
    do(s, C.attack(0))
    pass_flashes(s)
    if pending(s)[0] == Decision.BLOCK:
        do(s, C.PASS)
    pass_flashes(s)
    settle(s)
    assert cards_on(s, 1) == []


# -- CB01-060 AAA Wunder ---------------------------------------------------------------------------------------------
def test_cb01_060_lv2_wille_attack_draws(build):
    s = attack_pos(build, [FieldCard(WILLE_SPIRIT), FieldCard("CB01-060", cores=3)], auto=False)
    do(s, C.attack(0))
    settle(s)
    assert hand_count(s, 0) == 1


def test_cb01_060_cheap_attacker_hit_may_discard_to_destroy(build):
    p0 = {"field": [FieldCard("CB01-060")], "hand": [FILLER]}
    s = their_attack(build, p0, [FieldCard(FILLER)])
    do(s, C.attack(0))
    pass_flashes(s)
    if pending(s)[0] == Decision.BLOCK:
        do(s, C.PASS)
    pass_flashes(s)
    settle(s)
    assert trash_ids(s, 1) == [FILLER] and trash_ids(s, 0) == [FILLER]  # the cost-1 attacker (1000 BP) fell


# -- CB01-061 Shinji Ikari -Infinite Synch Rate- ---------------------------------------------------------------------
def test_cb01_061_deploys_from_hand_when_an_eva01_is_summoned(build):
    s = main_pos(build, {"hand": [EVA01_MEMORIES, "CB01-061"], "reserve": 4}, auto=False)
    summon(s, 0)
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.CONFIRM)
    settle(s)
    pay_and_place(s)
    assert cards_on(s, 0) == [EVA01_MEMORIES, "CB01-061"]


def test_cb01_061_lv2_flash_discards_a_golem_to_strip_two(build):
    mine = [FieldCard("CB01-061", cores=3), FieldCard(ATTACKER)]
    s = attack_pos(build, mine, [FieldCard(BIG, cores=3)], hand=[ARM_UNIT], auto=False)
    do(s, C.attack(1))
    do(s, C.PASS)  # the defender's Flash timing
    assert pending(s) == (Decision.FLASH, 0)
    do(s, C.activate(0))
    settle(s)
    assert cores_of(s, 1) == [1] and trash_ids(s, 0) == [ARM_UNIT]


# -- CB01-062 NERV ----------------------------------------------------------------------------------------------------
def test_cb01_062_placed_returns_a_nerv_spirit(build):
    s = main_pos(build, {"hand": ["CB01-062"], "reserve": 4, "trash": [FILLER, ARM_UNIT]})
    summon(s, 0)
    settle(s)
    assert hand_ids(s, 0) == [ARM_UNIT]


def test_cb01_062_lv2_nerv_destroyed_strips_a_core(build):
    s = attack_pos(build, [FieldCard(ARM_UNIT), FieldCard("CB01-062", cores=2)], [FieldCard(BIG, cores=3)])
    attack_blocked(s, 0, 0)
    settle(s)
    assert cores_of(s, 1) == [2]


# -- CB01-063 Gendoh Ikari --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("keep", [True, False])
def test_cb01_063_lv2_nerv_destroyed_views_the_top_card(build, keep):
    s = attack_pos(build, [FieldCard(ARM_UNIT), FieldCard("CB01-063", cores=1)], [FieldCard(BIG, cores=3)],
                   deck=[MAGIC] + [FILLER] * 3, auto=False)
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.block(0))
    pass_flashes(s)
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.CONFIRM if keep else C.PASS)
    assert (MAGIC in trash_ids(s, 0)) is not keep


# -- CB01-064 Tentative Name: Rei Ayanami ------------------------------------------------------------------------------
def test_cb01_064_mark09_unblockable_by_two_core_spirits(build):
    s = attack_pos(build, [FieldCard("CB01-031"), FieldCard("CB01-064")], [FieldCard(BIG, cores=2)], auto=False)
    do(s, C.attack(0))
    pass_flashes(s)
    assert pending(s)[0] != Decision.BLOCK or C.block(0) not in legal(s)


@pytest.mark.parametrize("lost", [True, False])
def test_cb01_064_lv2_flash_destroys_itself_to_draw(build, lost):
    mine = [FieldCard("CB01-064", cores=3), FieldCard(ATTACKER), FieldCard(FILLER)]
    s = attack_pos(build, mine, [FieldCard(KV2, cores=2)], auto=False)
    if lost:  # the Dragonoid attacks into KV-2 and falls first
        do(s, C.attack(1))
        pass_flashes(s)
        do(s, C.block(0))
        pass_flashes(s)
        settle(s)
    do(s, C.attack(2))
    do(s, C.PASS)  # the defender's Flash timing
    assert pending(s) == (Decision.FLASH, 0)
    do(s, C.activate(0))
    settle(s)
    assert "CB01-064" in trash_ids(s, 0)
    assert hand_count(s, 0) == (2 if lost else 1)


# -- CB01-065 Rei Ayanami -Reunited- ------------------------------------------------------------------------------------
def test_cb01_065_eva01_destroyed_by_the_opponent_returns_to_hand(build):
    p0 = {"field": [FieldCard(EVA01_MEMORIES), FieldCard(REI)]}
    s = their_attack(build, p0, [FieldCard(KV2, cores=2)])
    attack_and_resolve(s, 0, blocker=0)
    settle(s)
    assert hand_ids(s, 0) == [EVA01_MEMORIES]


def test_cb01_065_lv2_soul_spirits_have_blessed(build):
    mine = [FieldCard(ATTACKER, cores=1, soul=True), FieldCard(REI, cores=2)]
    s = attack_pos(build, mine, soul=None, auto=False)
    do(s, C.attack(0))
    pass_flashes(s)
    if pending(s)[0] == Decision.BLOCK:
        do(s, C.PASS)
    pass_flashes(s)
    settle(s)
    assert life(s, 0) == 6  # Blessed: a Void core into its controller's Life


# -- CB01-066 Mari Makinami Illustrious -Operation Yamato- --------------------------------------------------------------
@pytest.mark.parametrize("wille", [True, False])
def test_cb01_066_placed_with_a_wille_spirit_gains_a_core(build, wille):
    s = main_pos(build, {"hand": ["CB01-066"], "reserve": 4, "field": [FieldCard(WILLE_SPIRIT if wille else WEAK)]})
    summon(s, 0)
    settle(s)
    assert int(player(s, 0)["reserve"]) == (2 if wille else 0)  # the Wille Spirit's symbol also paid one


def test_cb01_066_lv2_eva08_win_in_their_attack_step_exhausts(build):
    p0 = {"field": [FieldCard("CB01-041", cores=3), FieldCard("CB01-066", cores=2)]}
    s = their_attack(build, p0, [FieldCard(WEAK), FieldCard(BIG)])
    attack_and_resolve(s, 0, blocker=0)
    settle(s)
    assert field(s, 1)[1]["exhausted"] == 1


# -- CB01-067 Kaworu Nagisa --------------------------------------------------------------------------------------------
def test_cb01_067_attack_step_start_raises_an_angel_to_its_highest_level(build):
    s = main_pos(build, {"field": [FieldCard(ANGEL_12), FieldCard("CB01-067")]})
    do(s, C.PASS)
    settle(s)
    assert bp(s, 0, 0) == 6000 and field(s, 0)[1]["exhausted"] == 1


def test_cb01_067_lv2_mark06_attack_refreshes_it(build):
    s = attack_pos(build, [FieldCard("CB01-044"), FieldCard("CB01-067", cores=2)], auto=False)
    do(s, C.attack(0))
    settle(s)
    assert field(s, 0)[0]["exhausted"] == 0 and field(s, 0)[1]["exhausted"] == 1


# -- CB01-068 2nd Angel Lilith -----------------------------------------------------------------------------------------
def test_cb01_068_flash_in_their_attack_step_refreshes_an_angel(build):
    p0 = {"field": [FieldCard(ANGEL_12, exhausted=True), FieldCard("CB01-068")]}
    s = their_attack(build, p0, [FieldCard(ATTACKER)])
    do(s, C.attack(0))
    assert pending(s) == (Decision.FLASH, 0)
    do(s, C.activate(1))
    settle(s)
    assert field(s, 0)[0]["exhausted"] == 0 and field(s, 0)[1]["exhausted"] == 1


def test_cb01_068_lv2_destroyed_by_the_opponent_reveals_two(build):
    p0 = {"field": [FieldCard(WEAK), FieldCard("CB01-068", cores=2)], "deck": [ANGEL_12, FILLER, FILLER]}
    s = their_attack(build, p0, [FieldCard(KV2, cores=2)])
    attack_and_resolve(s, 0, blocker=0)
    settle(s)
    assert hand_ids(s, 0) == [ANGEL_12] and deck_count(s, 0) == 2


# -- CB01-069 What Kind of Idiot Are You? ------------------------------------------------------------------------------
@pytest.mark.parametrize("asuka", [True, False])
def test_cb01_069_main_destroys_a_nexus_and_draws_with_asuka(build, asuka):
    p0 = {"hand": ["CB01-069"], "reserve": 5, "field": [FieldCard(ASUKA)] if asuka else []}
    s = main_pos(build, p0, {"field": [FieldCard(NEXUS_CARD)]})
    use_magic(s, 0, 0)
    settle(s)
    assert cards_on(s, 1) == [] and hand_count(s, 0) == int(asuka)


def test_cb01_069_flash_gives_3000(build):
    s = main_pos(build, {"hand": ["CB01-069"], "reserve": 5, "field": [FieldCard(ATTACKER)]})
    use_magic(s, 0, 1)
    settle(s)
    assert bp(s, 0, 0) == 6000


# -- CB01-070 Don't Do Anything ----------------------------------------------------------------------------------------
def test_cb01_070_destroys_3000_bp(build):
    s = main_pos(build, {"hand": ["CB01-070"], "reserve": 5}, {"field": [FieldCard(BIG), FieldCard(KV2)]})
    use_magic(s, 0, 0)
    settle(s)
    assert cards_on(s, 1) == [KV2]


def test_cb01_070_burst_stops_small_attackers(build):
    p0 = {"field": [], "burst": "CB01-070", "reserve": 0}
    s = their_attack(build, p0, [FieldCard(KV2), FieldCard(BIG)])
    do(s, C.attack(0))
    pass_flashes(s)
    if pending(s)[0] == Decision.BLOCK:
        do(s, C.PASS)
    pass_flashes(s)
    assert pending(s) == (Decision.BURST, 0)
    do(s, C.CONFIRM)
    settle(s, False)
    assert C.attack(1) not in legal(s)  # Mummyphant: 3000 BP


# -- CB01-071 I'm Shinji Ikari! ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("shinji", [True, False])
def test_cb01_071_soul_core_off_and_an_eva01_from_the_trash(build, shinji):
    p0 = {"hand": ["CB01-071"], "reserve": 9, "trash": [EVA01_MEMORIES],
          "field": [FieldCard(SHINJI)] if shinji else []}
    s = main_pos(build, p0, {"field": [FieldCard(BIG, cores=1, soul=True)], "soul": None})
    use_magic(s, 0, 0)
    settle(s)
    pay_and_place(s)
    assert not field(s, 1)[0]["soul"]
    assert (EVA01_MEMORIES in cards_on(s, 0)) is shinji


# -- CB01-072 We've Won ------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("big_trash", [True, False])
def test_cb01_072_destroys_the_blocker_of_a_nerv_attacker(build, big_trash):
    p0 = {"hand": ["CB01-072"], "reserve": 5, "trash": [FILLER] * (10 if big_trash else 0)}
    s = attack_pos(build, [FieldCard(ARM_UNIT)], [FieldCard(KV2, cores=2)], auto=False, **p0)
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.block(0))
    assert pending(s) == (Decision.FLASH, 1)
    do(s, C.PASS)
    use_magic(s, 0)
    settle(s)
    assert KV2 in trash_ids(s, 1)
    assert int(player(s, 1)["trash_cores"]) == (2 if big_trash else 0)


# -- CB01-073 Deploy A.T. Field ----------------------------------------------------------------------------------------
def test_cb01_073_flash_gives_3000(build):
    s = main_pos(build, {"hand": ["CB01-073"], "reserve": 4, "field": [FieldCard(ATTACKER)]})
    use_magic(s, 0, 1)
    settle(s)
    assert bp(s, 0, 0) == 6000


def test_cb01_073_burst_shields_a_spirit_from_opposing_spirit_effects(build):
    """After the opponent's When Summoned effect resolves, the Burst keeps your Spirit from their Spirits'
    destruction effects this turn: their next Spirit's When Summoned destruction fails."""
    p0 = {"field": [FieldCard(WEAK)], "burst": "CB01-073", "reserve": 0, "deck": list(DECK)}
    p1 = {"hand": ["CB01-039", "CB01-001"], "reserve": 14, "deck": list(DECK)}
    s = build(position(1, "main", p0, p1, auto=True, turn=4))
    summon(s, 0)
    settle(s)
    assert pending(s) == (Decision.BURST, 0)
    do(s, C.CONFIRM)
    settle(s, False)
    summon(s, 0)
    settle(s)
    assert WEAK in cards_on(s, 0)


# -- CB01-074 What's "Good Morning"? ------------------------------------------------------------------------------------
def test_cb01_074_main_returns_a_nerv_spirit_or_a_shinji_nexus(build):
    trash = [FILLER, "CB01-062", SHINJI, ARM_UNIT]
    s = main_pos(build, {"hand": ["CB01-074"], "reserve": 6, "trash": trash}, auto=False)
    use_magic(s, 0)
    assert sorted(option_cards(s)) == sorted([SHINJI, ARM_UNIT])  # the NERV Nexus is neither
    s.apply(s.pending_decision().choose_card(SHINJI))
    assert hand_ids(s, 0) == [SHINJI]


@pytest.mark.parametrize("deck", [3, 2])
def test_cb01_074_burst_mills_three_for_a_life_core(build, deck):
    p0 = {"field": [FieldCard(WEAK)], "burst": "CB01-074", "reserve": 2, "deck": [FILLER] * deck}
    s = their_attack(build, p0, [FieldCard(ATTACKER)])
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.PASS)
    pass_flashes(s)
    assert pending(s) == (Decision.BURST, 0)
    do(s, C.CONFIRM)
    settle(s, False)
    assert life(s, 0) == (5 if deck == 3 else 4)  # one lost to the attack, one back with three to discard
    assert deck_count(s, 0) == (0 if deck == 3 else 2)


# -- CB01-075 I Feel Warm and Fuzzy When I'm with Shinji -----------------------------------------------------------------
@pytest.mark.parametrize("shinji", [True, False])
def test_cb01_075_blessed_golem_and_a_life_core_with_shinji(build, shinji):
    mine = [FieldCard(ARM_UNIT)] + ([FieldCard(SHINJI)] if shinji else [])
    s = main_pos(build, {"hand": ["CB01-075"], "reserve": 6, "field": mine})
    use_magic(s, 0, 0)
    settle(s)
    assert life(s, 0) == (6 if shinji else 5)


# -- CB01-076 You Won't Die. I Will Protect You -------------------------------------------------------------------------
@pytest.mark.parametrize("rei", [True, False])
def test_cb01_076_locks_your_deck_and_with_rei_floors_your_life(build, rei):
    p0 = {"hand": ["CB01-076"], "reserve": 5, "life": 1, "field": [FieldCard(REI)] if rei else []}
    s = their_attack(build, p0, [FieldCard("BSS05-001", cores=1), FieldCard(ATTACKER)])
    do(s, C.attack(1))
    assert pending(s) == (Decision.FLASH, 0)
    use_magic(s, 0)
    while pending(s)[0] == Decision.YES_NO:  # the colours are asked in turn: red first
        do(s, C.CONFIRM)
    pass_flashes(s)
    if pending(s)[0] == Decision.BLOCK:
        do(s, C.PASS)
    pass_flashes(s)
    assert life(s, 0) == (1 if rei else 0)


def test_cb01_076_no_card_leaves_your_deck_this_turn(build):
    p0 = {"hand": ["CB01-076"], "reserve": 5, "deck": list(DECK)}
    s = their_attack(build, p0, [FieldCard("CB01-048", cores=1, soul=True)], soul=None)
    do(s, C.attack(0))
    settle(s)
    assert deck_count(s, 0) == len(DECK) - 3  # control: the 9th Angel's discard
    s = their_attack(build, p0, [FieldCard("CB01-048", cores=1, soul=True), FieldCard(ATTACKER)], soul=None)
    do(s, C.attack(1))
    use_magic(s, 0)
    settle(s)
    pass_flashes(s)
    do(s, C.PASS)
    pass_flashes(s)
    while C.attack(0) not in legal(s):
        do(s, C.PASS)
    do(s, C.attack(0))
    settle(s)
    assert deck_count(s, 0) == len(DECK)


# -- CB01-077 Excusez-moi, Eiffel! -------------------------------------------------------------------------------------
def test_cb01_077_golem_refreshes_on_each_win_this_turn(build):
    s = attack_pos(build, [FieldCard(ARM_UNIT, cores=2)], [FieldCard(WEAK), FieldCard(WEAK)], hand=["CB01-077"],
                   reserve=5, auto=False)
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.block(0))
    assert pending(s) == (Decision.FLASH, 1)
    do(s, C.PASS)
    use_magic(s, 0)
    settle(s)
    pass_flashes(s)
    settle(s)
    assert field(s, 0)[0]["exhausted"] == 0


# -- CB01-078 So They've Completed It ---------------------------------------------------------------------------------
def test_cb01_078_flash_exhausts(build):
    s = main_pos(build, {"hand": ["CB01-078"], "reserve": 4}, {"field": [FieldCard(BIG)]}, auto=False)
    use_magic(s, 0, 0)
    settle(s)
    assert field(s, 1)[0]["exhausted"] == 1


def test_cb01_078_burst_summons_a_wille_spirit_free(build):
    p0 = {"burst": "CB01-078", "hand": [WILLE_SPIRIT], "reserve": 1}
    p1 = {"hand": ["CB01-039"], "reserve": 6, "deck": list(DECK)}
    s = build(position(1, "main", {"deck": list(DECK), **p0}, p1, auto=True, turn=4))
    summon(s, 0)
    settle(s)
    assert pending(s) == (Decision.BURST, 0)
    do(s, C.CONFIRM)
    settle(s)
    pay_and_place(s)
    settle(s, False)
    assert cards_on(s, 0) == [WILLE_SPIRIT]


# -- CB01-079 To Think That I, the 1st Angel, Would Be Reduced to Being the 13th... ----------------------------------------
def test_cb01_079_destroys_cost_3_or_less(build):
    s = main_pos(build, {"hand": ["CB01-079"], "reserve": 4}, {"field": [FieldCard(BIG), FieldCard(WEAK)]})
    use_magic(s, 0, 0)
    settle(s)
    assert cards_on(s, 1) == [BIG]


@pytest.mark.parametrize(("victim", "summoned"), [(ANGEL_12, True), (WEAK, False)])
def test_cb01_079_burst_after_an_angel_falls_summons_a_blue_angel_free(build, victim, summoned):
    p0 = {"field": [FieldCard(victim)], "burst": "CB01-079", "hand": ["CB01-046"], "reserve": 1}
    s = their_attack(build, p0, [FieldCard(KV2, cores=2)])
    attack_and_resolve(s, 0, blocker=0)
    assert pending(s) == (Decision.BURST, 0)
    do(s, C.CONFIRM)
    settle(s, False)
    pay_and_place(s)
    settle(s, False)
    assert ("CB01-046" in cards_on(s, 0)) is summoned


# -- CB01-080 Second Impact ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("names", [4, 3])
def test_cb01_080_main_needs_four_angel_names_and_spares_blue_angels(build, names):
    trash = ANGELS[:names] + [ANGELS[0]] * (4 - names)
    p0 = {"hand": ["CB01-080"], "reserve": 8, "trash": trash, "field": [FieldCard(ANGEL_12), FieldCard(ATTACKER)]}
    s = main_pos(build, p0, {"field": [FieldCard(BIG)]}, auto=False)
    s.apply(C.use_hand(0))
    if names == 3:  # only the Flash effect is usable: no Main Step effect choice is offered
        assert pending(s)[0] != Decision.MAGIC_EFFECT
        return
    assert pending(s) == (Decision.MAGIC_EFFECT, 0)
    do(s, C.choice(0))
    pay_and_place(s)
    settle(s)
    assert cards_on(s, 0) == [ANGEL_12] and cards_on(s, 1) == []
    assert trash_ids(s, 0).count("CB01-046") == 0 and deck_count(s, 0) == len(DECK) + 4


def test_cb01_080_flash_gives_5000(build):
    s = main_pos(build, {"hand": ["CB01-080"], "reserve": 8, "field": [FieldCard(ATTACKER)]})
    use_magic(s, 0)
    settle(s)
    assert bp(s, 0, 0) == 8000
