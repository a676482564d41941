"""CB01 cards 026-050, in card-number order, on both engines (``build`` fixture): each test plays the card's
effect from a position and checks what its text says (conditional effects also get a case where the condition
fails). A.T. Field is checked for every card in test_cb01_001_025.py; CB01-044's When Summoned tax (R10.5,
Rule.SUMMON_EFFECT_TAX) has its rule tests here."""

from __future__ import annotations

import pytest
from card_helpers import attack_and_resolve, do, pass_flashes, position
from cards_shared import option_cards
from cb01_shared import (
    ARM_UNIT,
    ATTACKER,
    BIG,
    DECK,
    FILLER,
    GENDOH,
    KAWORU,
    KV2,
    MAGIC,
    MARI,
    NEXUS_CARD,
    SHINJI,
    WEAK,
    attack_blocked,
    attack_pos,
    cards_on,
    cores_of,
    deck_count,
    hand_count,
    main_pos,
    settle,
)
from conftest import bp, field, hand_ids, legal, pay_and_place, pending, player, summon, trash_ids

from pybs import codec as C
from pybs.layout import Decision
from pybs.testing import FieldCard

BLUE_ANGEL = "CB01-056"  # 12th Angel: blue Angel, cost 2 (2000 BP at 1 core)
SUMMONER = "CB01-039"  # When Summoned: exhaust an opposing Spirit (green, cost 4: two green-red reductions)


def summoned_with_tax(build, reserve: int, kaworu: bool, pay: bool | None):
    """Player 0 summons EVA-08β -Sniper Rifle- (When Summoned: exhaust an opposing Spirit) while player 1's
    Evangelion Mark.06 (and a Kaworu Nexus) is out; ``pay`` answers the tax question (None: it must not be asked)."""
    p1 = {"field": [FieldCard("CB01-044")] + ([FieldCard(KAWORU)] if kaworu else [])}
    s = main_pos(build, {"hand": [SUMMONER], "reserve": reserve}, p1, auto=False)
    summon(s, 0)
    if pay is None:
        assert pending(s)[0] != Decision.YES_NO
    else:
        assert pending(s) == (Decision.YES_NO, 0)
        do(s, C.CONFIRM if pay else C.PASS)
    settle(s)
    return s


# -- CB01-026 Evangelion Mark.04A ------------------------------------------------------------------------------
@pytest.mark.parametrize("cores", [3, 1])
def test_cb01_026_lv2_attack_strips_a_core(build, cores):
    s = attack_pos(build, [FieldCard("CB01-026", cores=cores)], [FieldCard(BIG, cores=3)])
    do(s, C.attack(0))
    settle(s)
    assert cores_of(s, 1) == [2 if cores == 3 else 3]


# -- CB01-027 Evangelion Mark.04B ------------------------------------------------------------------------------
@pytest.mark.parametrize("cores", [3, 1])
def test_cb01_027_lv2_curse_destroys_the_blocker(build, cores):
    s = attack_pos(build, [FieldCard("CB01-027", cores=cores)], [FieldCard(KV2)])
    attack_and_resolve(s, 0, blocker=0)
    settle(s, False)
    assert (KV2 in trash_ids(s, 1)) is (cores == 3)


# -- CB01-028 Evangelion Mark.04C ------------------------------------------------------------------------------
def test_cb01_028_summon_leaves_one_core(build):
    s = main_pos(build, {"hand": ["CB01-028"], "reserve": 6}, {"field": [FieldCard(BIG, cores=4)]})
    summon(s, 0)
    settle(s)
    assert cores_of(s, 1) == [1]


# -- CB01-029 Evangelion Mark.07 -------------------------------------------------------------------------------
def test_cb01_029_destroyed_draws(build):
    s = attack_pos(build, [FieldCard(KV2, cores=2)], [FieldCard("CB01-029")])
    attack_blocked(s, 0, 0)
    assert "CB01-029" in trash_ids(s, 1) and hand_count(s, 1) >= 1


# -- CB01-030 EVA-01 -Dialogue with Father- --------------------------------------------------------------------
@pytest.mark.parametrize("shinji", [True, False])
def test_cb01_030_lv2_draws_with_shinji(build, shinji):
    s = attack_pos(build, [FieldCard("CB01-030", cores=3)] + ([FieldCard(SHINJI)] if shinji else []), auto=False)
    do(s, C.attack(0))
    assert hand_count(s, 0) == int(shinji)


# -- CB01-031 Evangelion Mark.09 -------------------------------------------------------------------------------
@pytest.mark.parametrize("ally", ["CB01-012", BIG])
def test_cb01_031_immortal_cost_7(build, ally):
    p0 = {"field": [FieldCard(ally)], "trash": ["CB01-031"], "reserve": 6}
    s = attack_pos(build, [FieldCard(ally)], [FieldCard(KV2, cores=2)], **{k: v for k, v in p0.items() if k != "field"})
    attack_and_resolve(s, 0, blocker=0)
    if ally == "CB01-012":
        assert pending(s)[0] in (Decision.CHOOSE, Decision.YES_NO)
        do(s, C.CONFIRM if pending(s)[0] == Decision.YES_NO else C.choice(0))
        pay_and_place(s)
        assert cards_on(s, 0) == ["CB01-031"]
    else:
        assert "CB01-031" in trash_ids(s, 0) and cards_on(s, 0) == []


# -- CB01-032 Opfer Type Eva ----------------------------------------------------------------------------------
@pytest.mark.parametrize("gendoh", [True, False])
def test_cb01_032_summoned_draws_with_gendoh(build, gendoh):
    s = main_pos(build, {"hand": ["CB01-032"], "reserve": 6, "field": [FieldCard(GENDOH)] if gendoh else []})
    summon(s, 0)
    settle(s)
    assert hand_count(s, 0) == int(gendoh)


# -- CB01-033 Evangelion Proto Type-00' ------------------------------------------------------------------------
def test_cb01_033_lv2_attack_weakens_an_opposing_spirit(build):
    s = attack_pos(build, [FieldCard("CB01-033", cores=2)], [FieldCard(BIG, cores=3)], auto=False)
    do(s, C.attack(0))
    settle(s)
    assert bp(s, 1, 0) == 3000


# -- CB01-034 EVA-00' -Accomplishing a Miracle- ----------------------------------------------------------------
def test_cb01_034_destroyed_takes_a_nerv_card_of_the_top_three(build):
    p1 = {"field": [FieldCard("CB01-034")], "deck": [FILLER, ARM_UNIT, FILLER, FILLER]}
    s = build(position(0, "attack", {"field": [FieldCard(KV2, cores=2)], "deck": list(DECK)}, p1, auto=True))
    attack_blocked(s, 0, 0)
    settle(s)
    assert ARM_UNIT in hand_ids(s, 1)
    assert trash_ids(s, 1).count(FILLER) == 2


# -- CB01-035 EVA-08γ -Extra Four-in-One State- ----------------------------------------------------------------
@pytest.mark.parametrize("mari", [True, False])
def test_cb01_035_summon_exhausts_and_feeds_another_spirit_with_mari(build, mari):
    mine = [FieldCard(ATTACKER)] + ([FieldCard(MARI)] if mari else [])
    s = main_pos(build, {"hand": ["CB01-035"], "reserve": 8, "field": mine}, {"field": [FieldCard(BIG)]})
    summon(s, 0)
    settle(s)
    assert field(s, 1)[0]["exhausted"] == 1
    assert field(s, 0)[0]["cores"] == (2 if mari else 1)


# -- CB01-036 EVA-08γ -Mark.09-A Consumed- ---------------------------------------------------------------------
def test_cb01_036_lv2_win_adds_two_void_cores(build):
    s = attack_pos(build, [FieldCard("CB01-036", cores=3)], [FieldCard(WEAK)])
    attack_blocked(s, 0, 0)
    assert cores_of(s, 0)[0] == 5


@pytest.mark.parametrize("mari", [True, False])
def test_cb01_036_lv2_hit_with_mari_exhausts(build, mari):
    s = attack_pos(build, [FieldCard("CB01-036", cores=3)] + ([FieldCard(MARI)] if mari else []),
                   [FieldCard(BIG, exhausted=False)], auto=False)
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.PASS)
    pass_flashes(s)
    settle(s)
    assert field(s, 1)[0]["exhausted"] == int(mari)


# -- CB01-037 EVA-08γ -Operation Yamato- -----------------------------------------------------------------------
@pytest.mark.parametrize("mari", [True, False])
def test_cb01_037_lv2_attack_refreshes_an_eva02_with_mari(build, mari):
    mine = [FieldCard("CB01-037", cores=3), FieldCard("CB01-008", exhausted=True)] + (
        [FieldCard(MARI)] if mari else [])
    s = attack_pos(build, mine, auto=False)
    do(s, C.attack(0))
    settle(s)
    assert field(s, 0)[1]["exhausted"] == int(not mari)


# -- CB01-038 EVA-08β-ICC ---------------------------------------------------------------------------------------
def test_cb01_038_swift_summons_in_a_flash_timing(build):
    p0 = {"hand": ["CB01-038"], "reserve": 5, "deck": list(DECK)}
    s = build(position(1, "attack", p0, {"field": [FieldCard(ATTACKER)], "deck": list(DECK)}, auto=False, turn=4))
    do(s, C.attack(0))
    assert pending(s) == (Decision.FLASH, 0)
    assert C.use_hand(0) in legal(s)


# -- CB01-039 EVA-08β -Sniper Rifle- ---------------------------------------------------------------------------
def test_cb01_039_summon_exhausts(build):
    s = main_pos(build, {"hand": ["CB01-039"], "reserve": 5}, {"field": [FieldCard(BIG)]})
    summon(s, 0)
    settle(s)
    assert field(s, 1)[0]["exhausted"] == 1


# -- CB01-040 Evangelion Production Model Custom Type-08α -----------------------------------------------------
def test_cb01_040_summon_gives_2000(build):
    s = main_pos(build, {"hand": ["CB01-040"], "reserve": 5, "field": [FieldCard(ATTACKER)]})
    summon(s, 0)
    settle(s)
    assert bp(s, 0, 0) == 5000


# -- CB01-041 Evangelion Production Model Custom Type-08β (A.T. Field only: test_cb01_001_025.py) ---------------
# -- CB01-042 EVA-08γ -Armament Container- ---------------------------------------------------------------------
def test_cb01_042_lv2_attack_feeds_another_spirit(build):
    s = attack_pos(build, [FieldCard("CB01-042", cores=2), FieldCard(ATTACKER)], auto=False)
    do(s, C.attack(0))
    settle(s)
    assert cores_of(s, 0) == [2, 2]


# -- CB01-043 Evangelion Provisional Unit-05 (A.T. Field only: test_cb01_001_025.py) ---------------------------
# -- CB01-044 Evangelion Mark.06: the When Summoned tax (R10.5) ------------------------------------------------
def test_cb01_044_tax_paid_the_when_summoned_effect_resolves(build):
    s = summoned_with_tax(build, 6, False, True)
    assert field(s, 1)[0]["exhausted"] == 1  # Mark.06 exhausted by the effect
    assert int(player(s, 0)["trash_cores"]) == 4 + 1  # the cost paid, then the tax core


def test_cb01_044_tax_declined_the_effect_does_not_activate(build):
    s = summoned_with_tax(build, 6, False, False)
    assert field(s, 1)[0]["exhausted"] == 0


def test_cb01_044_tax_unpayable_the_effect_does_not_activate(build):
    s = summoned_with_tax(build, 5, True, None)  # three cores asked with Kaworu; only one left after the summon
    assert field(s, 1)[0]["exhausted"] == 0


def test_cb01_044_kaworu_makes_it_three(build):
    s = summoned_with_tax(build, 8, True, True)
    assert field(s, 1)[0]["exhausted"] == 1
    assert int(player(s, 0)["trash_cores"]) == 4 + 3


def test_cb01_044_no_mark06_no_tax(build):
    s = main_pos(build, {"hand": [SUMMONER], "reserve": 5}, {"field": [FieldCard(BIG)]}, auto=False)
    summon(s, 0)
    settle(s)
    assert field(s, 1)[0]["exhausted"] == 1 and int(player(s, 0)["trash_cores"]) == 4


def test_cb01_044_lv2_attack_destroys_the_cheapest(build):
    s = attack_pos(build, [FieldCard("CB01-044", cores=4)], [FieldCard(BIG), FieldCard(WEAK)])
    do(s, C.attack(0))
    settle(s)
    assert cards_on(s, 1) == [BIG]


# -- CB01-045 10th Angel -EVA-00 Consumed- ---------------------------------------------------------------------
def test_cb01_045_lv2_attack_destroys_spirits_of_a_discarded_cost(build):
    p1 = {"field": [FieldCard(WEAK), FieldCard(BIG)], "deck": [FILLER] * 8}
    s = build(position(0, "attack", {"field": [FieldCard("CB01-045", cores=3)], "deck": list(DECK)}, p1))
    do(s, C.attack(0))
    settle(s)
    assert cards_on(s, 1) == [BIG]  # a cost-1 card was picked: Demo Bones (cost 1) fell
    assert len(trash_ids(s, 1)) == 9


# -- CB01-046 13th Angel ---------------------------------------------------------------------------------------
def test_cb01_046_cannot_attack(build):
    s = attack_pos(build, [FieldCard("CB01-046")], auto=False)
    assert C.attack(0) not in legal(s)


def test_cb01_046_angel_discard_feeds_a_spirit_once(build):
    mine = [FieldCard("CB01-048", cores=1, soul=True), FieldCard("CB01-046"), FieldCard("CB01-046")]
    s = attack_pos(build, mine, soul=None, auto=False)
    do(s, C.attack(0))
    settle(s)
    assert sum(cores_of(s, 0)) == 4 + 3  # one Void core per discarded card, not one per copy (no duplicate)


@pytest.mark.parametrize("other", [True, False])
def test_cb01_046_untargetable_in_their_turn_beside_another_angel(build, other):
    p0 = {"field": [FieldCard("CB01-046")] + ([FieldCard("CB01-047")] if other else []), "deck": list(DECK)}
    p1 = {"field": [FieldCard("CB01-039")], "hand": ["CB01-039"], "reserve": 6, "deck": list(DECK)}
    s = build(position(1, "main", p0, p1, auto=False, turn=4))
    summon(s, 0)
    assert pending(s) == (Decision.CHOOSE, 1)
    assert ("CB01-046" in option_cards(s)) is not other


# -- CB01-047 4th Angel ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("soul", [True, False])
def test_cb01_047_lv2_with_soul_discards_three_and_grows_on_a_big_spirit(build, soul):
    p1 = {"deck": [FILLER, "CB01-001", FILLER, FILLER]}
    s = build(position(0, "attack", {"field": [FieldCard("CB01-047", cores=2 if soul else 3, soul=soul)],
                                     "deck": list(DECK), "soul": None if soul else "trash"}, p1))
    do(s, C.attack(0))
    settle(s, False)
    assert deck_count(s, 1) == (1 if soul else 4)
    assert cores_of(s, 0)[0] == (4 if soul else 3)


def test_cb01_047_battle_end_moves_the_soul_core_to_an_angel(build):
    mine = [FieldCard("CB01-047", cores=3), FieldCard(BLUE_ANGEL)]
    s = attack_pos(build, mine, [FieldCard(WEAK)], soul="reserve", auto=False)
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.block(0))
    pass_flashes(s)
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.CONFIRM)
    assert sorted(option_cards(s)) == sorted(["CB01-047", BLUE_ANGEL])
    s.apply(s.pending_decision().choose_card(BLUE_ANGEL))
    assert field(s, 0)[1]["soul"] and not field(s, 0)[0]["soul"]


# -- CB01-048 9th Angel ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("soul", [True, False])
def test_cb01_048_attack_with_soul_discards_three(build, soul):
    s = attack_pos(build, [FieldCard("CB01-048", cores=0 if soul else 1, soul=soul)], soul=None if soul else "trash",
                   auto=False)
    do(s, C.attack(0))
    settle(s)
    assert deck_count(s, 1) == (len(DECK) - 3 if soul else len(DECK))


@pytest.mark.parametrize("lives", [3, 4])
def test_cb01_048_lv2_raid_at_three_life(build, lives):
    s = attack_pos(build, [FieldCard("CB01-048", cores=4), FieldCard(NEXUS_CARD)], life=lives, auto=False)
    do(s, C.attack(0))
    settle(s, True)
    pass_flashes(s)
    if pending(s)[0] == Decision.BLOCK:
        do(s, C.PASS)
    pass_flashes(s)
    settle(s, True)
    assert field(s, 0)[0]["exhausted"] == (0 if lives == 3 else 1)


# -- CB01-049 3rd Angel ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("angel", [True, False])
def test_cb01_049_summon_may_discard_a_blue_angel_to_draw(build, angel):
    s = main_pos(build, {"hand": ["CB01-049", BLUE_ANGEL if angel else WEAK], "reserve": 5})
    summon(s, 0)
    settle(s)
    assert hand_ids(s, 0) == ([FILLER] if angel else [WEAK])


# -- CB01-050 5th Angel ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("spirit", [True, False])
def test_cb01_050_lv2_with_soul_a_discarded_spirit_makes_it_lv3(build, spirit):
    p1 = {"deck": ([FILLER] if spirit else []) + [MAGIC, MAGIC, MAGIC]}
    s = build(position(0, "attack", {"field": [FieldCard("CB01-050", cores=1, soul=True)], "soul": None,
                                     "deck": list(DECK)}, p1, auto=False))
    do(s, C.attack(0))
    settle(s)
    assert bp(s, 0, 0) == (6000 if spirit else 3000)


