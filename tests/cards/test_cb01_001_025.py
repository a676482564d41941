"""CB01 cards 001-025, in card-number order, on both engines (``build`` fixture): each test plays the card's
effect from a position and checks what its text says (conditional effects also get a case where the condition
fails). A.T. Field (R18) is checked once for every CB01 card that prints it."""

from __future__ import annotations

import pytest
from card_helpers import check_vanilla, do, pass_flashes, position
from cards_shared import answer_all, option_cards
from cb01_shared import (
    ARM_UNIT,
    ASUKA,
    ATTACKER,
    BIG,
    DECK,
    EVA01_MEMORIES,
    FILLER,
    GENDOH,
    KAWORU,
    KV2,
    MARI,
    MARK07,
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
from conftest import bp, field, hand_ids, legal, pending, player, summon, trash_ids, with_db

from pybs import codec as C
from pybs.effects.script import Event, opponents
from pybs.layout import Decision
from pybs.testing import FieldCard

AT_FIELD_CARDS = [f"CB01-{i:03d}" for i in (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 16, 17, 20, 21, 23, 24, 26, 27, 28,
                                            30, 33, 34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 47, 48, 49, 50,
                                            51, 52, 53, 54)]
SWEEPER = "ST03-006"  # plays a test script here: on summon, destroy every opposing Spirit


# -- A.T. Field, every card that prints it -----------------------------------------------------------------------
@pytest.mark.parametrize("soul", [True, False])
@pytest.mark.parametrize("card_id", AT_FIELD_CARDS)
def test_cb01_at_field_keeps_it_from_opposing_destruction_while_it_holds_the_soul_core(build, scripted, card_id,
                                                                                         soul):
    """A.T. Field: an opposing effect that destroys every Spirit leaves it on the field while it holds the Soul
    Core; without it the card is destroyed."""
    db = scripted({SWEEPER: lambda c: c.when(Event.SUMMONED).all(opponents()).destroy()})
    p1 = {"field": [FieldCard(card_id, cores=0 if soul else 1, soul=soul)], "soul": None if soul else "trash"}
    s = build(with_db(position(0, "main", {"hand": [SWEEPER], "reserve": 6, "deck": list(DECK)}, p1, auto=True), db))
    summon(s, 0)
    answer_all(s, True)
    assert (card_id in cards_on(s, 1)) is soul


# -- CB01-001 New EVA-02α -Three-Barreled Gatling Gun- -----------------------------------------------------------
def test_cb01_001_summon_destroys_6000_bp_or_less(build):
    s = main_pos(build, {"hand": ["CB01-001"], "reserve": 9}, {"field": [FieldCard(BIG, cores=3), FieldCard(KV2, 2)]},
                 auto=False)
    summon(s, 0)
    assert option_cards(s) == [BIG]  # 5000 BP; KV-2 has 10000
    do(s, C.choice(0))
    assert cards_on(s, 1) == [KV2]


@pytest.mark.parametrize("asuka", [True, False])
def test_cb01_001_lv2_attack_destroys_up_to_6000_bp_silently_with_asuka(build, asuka):
    mine = [FieldCard("CB01-001", cores=3)] + ([FieldCard(ASUKA)] if asuka else [])
    s = attack_pos(build, mine, [FieldCard(MARK07), FieldCard(WEAK), FieldCard(KV2, cores=2)], auto=False)
    do(s, C.attack(0))
    assert sorted(option_cards(s)) == sorted([MARK07, WEAK])
    while pending(s)[0] == Decision.CHOOSE and C.PASS in legal(s) and len(option_cards(s)):
        do(s, C.choice(0))
    if pending(s)[0] == Decision.CHOOSE:
        do(s, C.PASS)
    answer_all(s, True)
    assert cards_on(s, 1) == [KV2]
    assert hand_count(s, 1) == (0 if asuka else 1)  # Mark.07's When Destroyed draw is silenced by Asuka


# -- CB01-002 New EVA-02α & EVA-08γ --------------------------------------------------------------------------------
def test_cb01_002_gains_3000_bp_while_attacking(build):
    s = attack_pos(build, [FieldCard("CB01-002")], auto=False)
    assert bp(s, 0, 0) == 4000
    do(s, C.attack(0))
    assert bp(s, 0, 0) == 7000


@pytest.mark.parametrize("mari", [True, False])
def test_cb01_002_lv2_green_symbol_with_mari(build, mari):
    s = attack_pos(build, [FieldCard("CB01-002", cores=3)] + ([FieldCard(MARI)] if mari else []))
    before = life(s, 1)
    do(s, C.attack(0))
    answer_all(s, True)
    pass_flashes(s)
    if pending(s)[0] == Decision.BLOCK:
        do(s, C.PASS)
    pass_flashes(s)
    assert before - life(s, 1) == (2 if mari else 1)


@pytest.mark.parametrize("asuka", [True, False])
def test_cb01_002_lv2_refreshes_after_winning_with_asuka(build, asuka):
    s = attack_pos(build, [FieldCard("CB01-002", cores=3)] + ([FieldCard(ASUKA)] if asuka else []), [FieldCard(WEAK)])
    attack_blocked(s, 0, 0)
    assert WEAK in trash_ids(s, 1)
    assert field(s, 0)[0]["exhausted"] == (0 if asuka else 1)


# -- CB01-003 New EVA-02α -Backdoor Code Triple Nine- -------------------------------------------------------------
def test_cb01_003_ascends_from_an_eva02(build):
    s = main_pos(build, {"hand": ["CB01-003"], "reserve": 9, "field": [FieldCard("CB01-008", cores=2)]})
    assert C.use_hand(0) in legal(s)
    alone = main_pos(build, {"hand": ["CB01-003"], "reserve": 9})
    assert C.use_hand(0) not in legal(alone)  # no Eva-02 to Ascend with


def test_cb01_003_lv2_win_discards_three_and_draws_per_spirit(build):
    s = attack_pos(build, [FieldCard("CB01-003", cores=4)], [FieldCard(WEAK)])
    attack_blocked(s, 0, 0)
    assert len(trash_ids(s, 1)) == 4  # the blocker and three fillers (Spirit cards)
    assert hand_count(s, 0) == 3


# -- CB01-004 New EVA-02α -Operation Yamato- ----------------------------------------------------------------------
def test_cb01_004_lv2_draws_when_blocked(build):
    s = attack_pos(build, [FieldCard("CB01-004", cores=2)], [FieldCard(WEAK)])
    attack_blocked(s, 0, 0)
    assert hand_count(s, 0) == 1


@pytest.mark.parametrize("asuka", [True, False])
def test_cb01_004_lv2_spirits_gain_2000_in_attack_step_with_asuka(build, asuka):
    s = attack_pos(build, [FieldCard("CB01-004", cores=2), FieldCard(ATTACKER)] + ([FieldCard(ASUKA)] if asuka else []))
    assert bp(s, 0, 1) == (5000 if asuka else 3000)


# -- CB01-005 EVA-02 -Accomplishing a Miracle- ---------------------------------------------------------------------
@pytest.mark.parametrize("cores", [3, 1])
def test_cb01_005_lv2_blocked_gives_all_spirits_2000(build, cores):
    s = attack_pos(build, [FieldCard("CB01-005", cores=cores), FieldCard(ATTACKER)], [FieldCard(WEAK)])
    attack_blocked(s, 0, 0)
    assert bp(s, 0, 1) == (5000 if cores == 3 else 3000)


# -- CB01-006 EVA-02'γ -Code Triple Seven- ------------------------------------------------------------------------
def test_cb01_006_lv2_may_destroy_itself_to_destroy_10000_bp(build):
    s = attack_pos(build, [FieldCard("CB01-006", cores=3)], [FieldCard(WEAK), FieldCard(KV2, cores=2)])
    attack_blocked(s, 0, 0)
    assert "CB01-006" in trash_ids(s, 0)
    assert cards_on(s, 1) == []  # the blocker lost; KV-2 (10000 BP) was destroyed by the effect


# -- CB01-007 EVA-02 Beast Form 2nd Phase (Type 1) -----------------------------------------------------------------
def test_cb01_007_has_awaken(build):
    s = main_pos(build, {"field": [FieldCard("CB01-007"), FieldCard(BIG, cores=3)]})
    assert C.awaken(0) in legal(s)


# -- CB01-008 Evangelion Production Model-02'β ---------------------------------------------------------------------
def test_cb01_008_gains_2000_while_attacking(build):
    s = attack_pos(build, [FieldCard("CB01-008")], auto=False)
    assert bp(s, 0, 0) == 1000
    do(s, C.attack(0))
    assert bp(s, 0, 0) == 3000


# -- CB01-009 EVA-02'β -Anchor Cables- -----------------------------------------------------------------------------
@pytest.mark.parametrize("cores", [4, 2])
def test_cb01_009_lv3_may_attack_a_refreshed_spirit(build, cores):
    s = attack_pos(build, [FieldCard("CB01-009", cores=cores)], [FieldCard(WEAK)])
    do(s, C.attack(0))
    if cores == 4:
        assert pending(s) == (Decision.YES_NO, 0)
        answer_all(s, True)
        pass_flashes(s)
        assert WEAK in trash_ids(s, 1)  # the battle with it was fought at once
    else:
        assert pending(s)[0] != Decision.YES_NO


# -- CB01-010 Evangelion Production Model-02'γ ---------------------------------------------------------------------
@pytest.mark.parametrize("asuka", [True, False])
def test_cb01_010_lv2_draws_with_asuka(build, asuka):
    s = attack_pos(build, [FieldCard("CB01-010", cores=3)] + ([FieldCard(ASUKA)] if asuka else []))
    do(s, C.attack(0))
    assert hand_count(s, 0) == int(asuka)


# -- CB01-011 New EVA-02α -Shutdown Signal Plug- (A.T. Field only: above) ------------------------------------------
# -- CB01-012 EVA-01 -Spear of Cassius- ----------------------------------------------------------------------------
def test_cb01_012_lv3_discards_an_eva01_to_strip_two_cores_and_refreshes(build):
    s = attack_pos(build, [FieldCard("CB01-012", cores=5)], [FieldCard(BIG, cores=3)], hand=[EVA01_MEMORIES])
    do(s, C.attack(0))
    answer_all(s, True)
    assert trash_ids(s, 0) == [EVA01_MEMORIES]
    assert cores_of(s, 1) == [1]
    assert field(s, 0)[0]["exhausted"] == 0  # refreshed: an Eva-01 Spirit card left the hand


def test_cb01_012_lv2_discard_of_a_non_eva01_does_not_refresh(build):
    s = attack_pos(build, [FieldCard("CB01-012", cores=3)], [FieldCard(BIG, cores=3)], hand=[WEAK])
    do(s, C.attack(0))
    answer_all(s, True)
    assert cores_of(s, 1) == [1]
    assert field(s, 0)[0]["exhausted"] == 1


# -- CB01-013 EVA-13 -Spear of Longinus- ---------------------------------------------------------------------------
def test_cb01_013_lv2_discards_three_and_strips_a_core_per_nerv_card(build):
    s = attack_pos(build, [FieldCard("CB01-013", cores=3)], [FieldCard(BIG, cores=3), FieldCard(WEAK, cores=2)],
                   deck=[FILLER, ARM_UNIT, MARK07])
    do(s, C.attack(0))
    answer_all(s, True)
    assert sorted(cores_of(s, 1)) == [1, 2]  # two NERV cards: each opposing Spirit lost one core
    assert int(player(s, 1)["trash_cores"]) == 2


def test_cb01_013_nerv_trash_symbols_help_pay(build):
    trash = [ARM_UNIT] * 4
    s = main_pos(build, {"hand": ["CB01-013"], "reserve": 5, "trash": trash})
    assert C.use_hand(0) in legal(s)  # cost 8, four purple reductions from the Trash's NERV symbols
    poor = main_pos(build, {"hand": ["CB01-013"], "reserve": 5})
    assert C.use_hand(0) not in legal(poor)


def test_cb01_013_lv3_battle_end_with_15_nerv_cards_takes_life(build):
    s = attack_pos(build, [FieldCard("CB01-013", cores=6)], [FieldCard(WEAK)], trash=[ARM_UNIT] * 15,
                   deck=[FILLER] * 5)
    before = life(s, 1)
    attack_blocked(s, 0, 0)
    assert life(s, 1) == before - 1


# -- CB01-014 EVA-13 -Pseudo-Evolution 3rd Phase (Estimated)- ------------------------------------------------------
@pytest.mark.parametrize("nerv", [13, 12])
def test_cb01_014_attack_with_13_nerv_takes_five_trash_cores(build, nerv):
    s = attack_pos(build, [FieldCard("CB01-014")], trash=[ARM_UNIT] * nerv, trash_cores=6)
    do(s, C.attack(0))
    settle(s)
    assert cores_of(s, 0) == [6 if nerv == 13 else 1]


@pytest.mark.parametrize("cores", [6, 3])
def test_cb01_014_lv3_start_step_empties_every_other_card(build, cores):
    p0 = {"field": [FieldCard("CB01-014", cores=cores), FieldCard(BIG, cores=3), FieldCard(ASUKA, cores=2)],
          "deck": list(DECK)}
    s = build(position(0, "start", p0, {"field": [FieldCard(KV2, cores=2)], "deck": list(DECK)}, auto=False))
    settle(s)
    if cores == 6:
        assert cards_on(s, 0) == ["CB01-014", ASUKA] and cores_of(s, 0) == [6, 0] and cards_on(s, 1) == []
    else:
        assert cards_on(s, 0) == ["CB01-014", BIG, ASUKA] and cards_on(s, 1) == [KV2]


# -- CB01-015 EVA-01 & EVA-13 ----------------------------------------------------------------------------------------
def test_cb01_015_summon_may_mill_four_to_empty_a_spirit(build):
    s = main_pos(build, {"hand": ["CB01-015"], "reserve": 11}, {"field": [FieldCard(BIG, cores=3), FieldCard(KV2)]})
    summon(s, 0)
    answer_all(s, True)
    assert deck_count(s, 0) == len(DECK) - 4
    assert cards_on(s, 1) == [KV2]  # Mummyphant lost every core


def test_cb01_015_lv2_attack_may_discard_a_spirit_to_draw_two(build):
    s = attack_pos(build, [FieldCard("CB01-015", cores=4)], hand=[WEAK])
    do(s, C.attack(0))
    answer_all(s, True)
    assert trash_ids(s, 0) == [WEAK] and hand_count(s, 0) == 2


def test_cb01_015_lv3_purple_symbol_per_ten_golems(build):
    s = attack_pos(build, [FieldCard("CB01-015", cores=6)], trash=[ARM_UNIT] * 10)
    before = life(s, 1)
    do(s, C.attack(0))
    answer_all(s, False)
    pass_flashes(s)
    if pending(s)[0] == Decision.BLOCK:
        do(s, C.PASS)
    pass_flashes(s)
    assert before - life(s, 1) == 3  # two printed symbols and one for ten Golems


# -- CB01-016 EVA-01 -Pseudo-Evolution 2nd Phase- ------------------------------------------------------------------
@pytest.mark.parametrize("shinji", [True, False])
def test_cb01_016_summon_may_return_shinji_to_destroy_all_others(build, shinji):
    mine = [FieldCard(EVA01_MEMORIES, cores=2), FieldCard(ARM_UNIT)] + ([FieldCard(SHINJI)] if shinji else [])
    s = main_pos(build, {"hand": ["CB01-016"], "reserve": 9, "field": mine}, {"field": [FieldCard(BIG)]})
    summon(s, 0)
    answer_all(s, True)
    assert (cards_on(s, 1) == []) is shinji
    assert ("CB01-016" in cards_on(s, 0))


# -- CB01-017 EVA-01 -Spear of Gaius- ------------------------------------------------------------------------------
def test_cb01_017_lv2_destroys_an_exhausted_spirit_and_heals_with_shinji_at_low_life(build):
    s = attack_pos(build, [FieldCard("CB01-017", cores=3), FieldCard(SHINJI)],
                   [FieldCard(WEAK, exhausted=True), FieldCard(BIG)], life=2, trash_cores=2)
    do(s, C.attack(0))
    answer_all(s, True)
    assert cards_on(s, 1) == [BIG] and life(s, 0) == 3


def test_cb01_017_no_heal_above_two_life(build):
    s = attack_pos(build, [FieldCard("CB01-017", cores=3), FieldCard(SHINJI)], life=3, trash_cores=2)
    do(s, C.attack(0))
    answer_all(s, True)
    assert life(s, 0) == 3


# -- CB01-018 EVA-13 -World of Memories- ---------------------------------------------------------------------------
@pytest.mark.parametrize("gendoh", [True, False])
def test_cb01_018_summon_with_gendoh_strips_a_core(build, gendoh):
    s = main_pos(build, {"hand": ["CB01-018"], "reserve": 5, "field": [FieldCard(GENDOH)] if gendoh else []},
                 {"field": [FieldCard(BIG, cores=3)]})
    summon(s, 0)
    answer_all(s, True)
    assert cores_of(s, 1) == [2 if gendoh else 3]


def test_cb01_018_lv2_mill_two_draws_on_nerv(build):
    s = attack_pos(build, [FieldCard("CB01-018", cores=3)], deck=[ARM_UNIT, FILLER, FILLER])
    do(s, C.attack(0))
    answer_all(s, True)
    assert hand_count(s, 0) == 1 and deck_count(s, 0) == 0  # a NERV card among the two: draw the third
    s = attack_pos(build, [FieldCard("CB01-018", cores=3)], deck=[FILLER, FILLER, ARM_UNIT])
    do(s, C.attack(0))
    answer_all(s, True)
    assert hand_count(s, 0) == 0 and deck_count(s, 0) == 1


# -- CB01-019 EVA-13 -Double Entry- --------------------------------------------------------------------------------
@pytest.mark.parametrize("shinji", [True, False])
def test_cb01_019_attack_strips_one_core_two_with_shinji(build, shinji):
    s = attack_pos(build, [FieldCard("CB01-019")] + ([FieldCard(SHINJI)] if shinji else []), [FieldCard(BIG, 4)])
    do(s, C.attack(0))
    answer_all(s, True)
    assert cores_of(s, 1) == [2 if shinji else 3]


@pytest.mark.parametrize("kaworu", [True, False])
def test_cb01_019_lv2_draws_when_its_effect_destroys_with_kaworu(build, kaworu):
    s = attack_pos(build, [FieldCard("CB01-019", cores=3)] + ([FieldCard(KAWORU)] if kaworu else []),
                   [FieldCard(WEAK)])
    do(s, C.attack(0))
    answer_all(s, True)
    assert WEAK in trash_ids(s, 1)
    assert hand_count(s, 0) == int(kaworu)


# -- CB01-020 EVA-01 -Awakening- -----------------------------------------------------------------------------------
def test_cb01_020_ascends_and_lv2_attack_strips_a_core(build):
    s = main_pos(build, {"hand": ["CB01-020"], "reserve": 6})
    assert C.use_hand(0) not in legal(s)
    s = attack_pos(build, [FieldCard("CB01-020", cores=3)], [FieldCard(BIG, cores=3)])
    do(s, C.attack(0))
    answer_all(s, True)
    assert cores_of(s, 1) == [2]


# -- CB01-021 EVA-01 -Accomplishing a Miracle- ---------------------------------------------------------------------
@pytest.mark.parametrize("shinji", [True, False])
def test_cb01_021_lv2_attack_step_start_with_shinji_leaves_one_core(build, shinji):
    s = main_pos(build, {"field": [FieldCard("CB01-021", cores=3)] + ([FieldCard(SHINJI)] if shinji else [])},
                 {"field": [FieldCard(BIG, cores=4)]})
    do(s, C.PASS)  # on to the Attack Step
    answer_all(s, True)
    assert cores_of(s, 1) == [1 if shinji else 4]


# -- CB01-022 First Adams' Vessel -------------------------------------------------------------------------------------
def test_cb01_022_destroyed_by_opponent_may_mill_to_return_to_hand(build):
    s = attack_pos(build, [FieldCard(KV2, cores=2)], [FieldCard("CB01-022")])
    attack_blocked(s, 0, 0)
    answer_all(s, True)
    assert "CB01-022" in hand_ids(s, 1)
    assert deck_count(s, 1) == len(DECK) - 2  # one discarded, one drawn in their Draw Step


# -- CB01-023 EVA-01 -Left Arm Restored-, CB01-024 EVA-01 -World of Memories- (A.T. Field only: above) -----------
# -- CB01-025 Evangelion 13 Arm Unit -----------------------------------------------------------------------------------
def test_cb01_025_is_vanilla(build):
    check_vanilla(build, "CB01-025")
