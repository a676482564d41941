"""BSS05 cards 001-025, in card-number order, on both engines (``build`` fixture): each test plays the card's
effect from a position and checks what its text says (conditional effects also get a case where the condition
fails)."""

from __future__ import annotations

import pytest
from card_helpers import (
    attack_and_resolve,
    cards,
    check_vanilla,
    deck_ids,
    do,
    exhausted,
    pass_flashes,
    position,
)
from cards_shared import (
    BIG,
    MANTIGORE,
    RED_NEXUS,
    ZMEITZA,
    answer_all,
    astral_attacker,
    choice_cards,
    choose,
    option_cards,
    pay_with_soul,
    reserve,
    their_turn,
)
from conftest import bp, field, hand_ids, legal, pay_and_place, pending, player, trash_ids
from pool_cards import BRONTECH, GOLEM, RAINEEDLE, SHADOW, life

from pybs import codec as C
from pybs.carddb import load_default
from pybs.layout import Decision
from pybs.testing import FieldCard

VANILLA = ["BSS05-008", "BSS05-009", "BSS05-010", "BSS05-017", "BSS05-023", "BSS05-026", "BSS05-033", "BSS05-040",
           "BSS05-044", "BSS05-050", "BSS05-060", "BSS05-061", "BSS05-068", "BSS05-074", "BSS05-076", "BSS05-077",
           "BSS05-085", "BSS05-090", "BSS05-093", "BSS05-097", "BSS05-102"]  # fmt: skip
ANKYLO = "BSS01-011"  # red vanilla Terrasaur, 3000 BP at 1 core
KV2 = "BSS02-043"  # white vanilla, cost 8: Lv2 (2 cores) 10000 BP
DECK = ["ST01-005", "ST01-009", "ST01-011", "ST01-001", "ST01-004"]




def curse_kills_blocker(build, card_id: str, cores: int) -> bool:
    """``card_id`` attacks and is blocked by a 1-core Mummyphant (3000 BP): True when the blocker dies (Curse)."""
    s = build(position(0, "attack", {"field": [FieldCard(card_id, cores=cores)]}, {"field": [FieldCard(BIG)]}))
    attack_and_resolve(s, 0, blocker=0)
    answer_all(s, False)
    return BIG in trash_ids(s, 1)


def must_block(build, card_id: str, cores: int) -> bool:
    """``card_id`` attacks; True when player 1's refreshed Spirit must block (Confront)."""
    s = build(position(0, "attack", {"field": [FieldCard(card_id, cores=cores)]}, {"field": [FieldCard(BIG)]}))
    do(s, C.attack(0))
    answer_all(s, False)
    pass_flashes(s)
    assert pending(s) == (Decision.BLOCK, 1)
    return C.PASS not in legal(s)


# -- cards with no effect text ---------------------------------------------------------------------------
@pytest.mark.parametrize("card_id", VANILLA)
def test_bss05_vanilla_cards_do_nothing(build, card_id):
    """Cards with no effect text: summoning and attacking ask nothing and change nothing else."""
    check_vanilla(build, card_id, reduction=int("white" in load_default()[card_id].reduction))


# -- BSS05-001 Skybinder Knight Zmeitza ------------------------------------------------------------------
def test_bss05_001_is_astral(build):
    assert astral_attacker(build, ZMEITZA, 1)
    assert not astral_attacker(build, GOLEM, 1)  # control: a vanilla attacker may be blocked


def test_bss05_001_lv2_attack_destroys_and_takes_two_trash_cores(build):
    p0 = {"field": [FieldCard(ZMEITZA, cores=3)], "trash_cores": 3, "reserve": 0, "soul": "trash"}
    s = build(position(0, "attack", p0, {"field": [FieldCard(RAINEEDLE), FieldCard(BIG, cores=3)]}))
    do(s, C.attack(0))
    assert option_cards(s) == [RAINEEDLE]  # 1000 BP; Mummyphant has 5000
    choose(s, RAINEEDLE)
    assert trash_ids(s, 1) == [RAINEEDLE]
    assert reserve(s) == 2 and int(player(s, 0)["trash_cores"]) == 1  # the Soul Core stays in the Trash


# -- BSS05-002 Thunderclap Dragon ------------------------------------------------------------------------
@pytest.mark.parametrize("dragon", [True, False])
def test_bss05_002_skybinders_have_awaken_in_your_turn(build, dragon):
    mine_ = [FieldCard("BSS05-003"), FieldCard(BIG, cores=3)] + ([FieldCard("BSS05-002")] if dragon else [])
    s = build(position(0, "main", {"field": mine_}))
    assert (C.awaken(0) in legal(s)) is dragon


def test_bss05_002_lv3_astral(build):
    assert astral_attacker(build, "BSS05-002", 5)
    assert not astral_attacker(build, "BSS05-002", 3)


# -- BSS05-003 Raptor Aether -----------------------------------------------------------------------------
def test_bss05_003_lv3_astral(build):
    assert astral_attacker(build, "BSS05-003", 5)
    assert not astral_attacker(build, "BSS05-003", 4)


# -- BSS05-004 Calamity Magnetar Dragon ------------------------------------------------------------------
def test_bss05_004_flash_takes_a_star_dragons_cores_and_refreshes(build):
    p0 = {"field": [FieldCard("BSS05-004", exhausted=True), FieldCard("BSS05-005", cores=3), FieldCard(BIG)]}
    s = build(position(0, "main", p0))
    do(s, C.activate(0))
    assert option_cards(s) == ["BSS05-005"]  # Mummyphant is no Star Dragon
    choose(s, "BSS05-005")
    assert field(s, 0)[0]["cores"] == 4 and field(s, 0)[0]["exhausted"] == 0
    assert "BSS05-005" in trash_ids(s, 0)  # left with no core


def test_bss05_004_lv3_attack_destroys_5000_bp(build):
    p1 = {"field": [FieldCard(BIG, cores=3), FieldCard(BRONTECH, cores=3)]}
    s = build(position(0, "attack", {"field": [FieldCard("BSS05-004", cores=5)]}, p1))
    do(s, C.attack(0))
    assert option_cards(s) == [BIG]
    choose(s, BIG)
    assert trash_ids(s, 1) == [BIG]


# -- BSS05-005 Starburst Dragon --------------------------------------------------------------------------
def test_bss05_005_lv3_confront(build):
    assert must_block(build, "BSS05-005", 5)
    assert not must_block(build, "BSS05-005", 3)


# -- BSS05-006 Long-Armed Swordsman Siamangus ------------------------------------------------------------
def test_bss05_006_awaken(build):
    s = build(position(0, "main", {"field": [FieldCard("BSS05-006"), FieldCard(BIG, cores=3)]}))
    assert C.awaken(0) in legal(s) and C.awaken(1) not in legal(s)


# -- BSS05-007 Death Mattock -----------------------------------------------------------------------------
@pytest.mark.parametrize("blue", [True, False])
def test_bss05_007_destroyed_stops_a_blocker_and_chains_a_nexus_back(build, blue):
    other = MANTIGORE if blue else ANKYLO
    p0 = {"field": [FieldCard("BSS05-007"), FieldCard(other)], "trash": [RED_NEXUS]}
    s = build(position(0, "attack", p0, {"field": [FieldCard(BIG, cores=3), FieldCard(RAINEEDLE)]}))
    attack_and_resolve(s, 0, blocker=0)
    choose(s, RAINEEDLE)
    if blue:
        choose(s, RED_NEXUS)
    assert (RED_NEXUS in hand_ids(s, 0)) is blue
    do(s, C.attack(1))
    pass_flashes(s)
    assert pending(s) == (Decision.BLOCK, 1)
    assert C.block(1) not in legal(s)  # Raineedle cannot block this turn


# -- BSS05-011 Surveyor Ryusei ---------------------------------------------------------------------------
@pytest.mark.parametrize(("hand", "draws"), [(2, 1), (3, 0)])
def test_bss05_011_surveyor_attack_gets_2000_and_may_draw(build, hand, draws):
    p0 = {"field": [FieldCard("BSS05-011", cores=3)], "hand": [RAINEEDLE] * hand, "deck": DECK}
    s = build(position(0, "attack", p0, {}))
    do(s, C.attack(0))
    assert bp(s, 0, 0) == 6000
    assert len(hand_ids(s, 0)) == hand + draws


def test_bss05_011_lv1_does_nothing(build):
    s = build(position(0, "attack", {"field": [FieldCard("BSS05-011")], "deck": DECK}, {}))
    do(s, C.attack(0))
    assert bp(s, 0, 0) == 2000 and hand_ids(s, 0) == []


# -- BSS05-012 Brutal Dino Tyrantosaurus -----------------------------------------------------------------
def test_bss05_012_comes_back_from_the_trash_and_destroys_one_of_yours(build):
    p0 = {"field": [FieldCard(RAINEEDLE)], "trash": ["BSS05-012"], "reserve": 8}
    s = build(position(0, "main", p0, {}))
    do(s, C.PASS)  # the Attack Step starts
    assert pending(s)[0] == Decision.CHOOSE
    choose(s, "BSS05-012")
    pay_and_place(s)
    assert choice_cards(s) == [(0, "BSS05-012"), (0, RAINEEDLE)]
    choose(s, RAINEEDLE)
    assert cards(s, 0) == ["BSS05-012"] and trash_ids(s, 0) == [RAINEEDLE]


@pytest.mark.parametrize(("blocker", "hit"), [(RAINEEDLE, True), (BRONTECH, False)])
def test_bss05_012_lv2_blocked_by_a_weaker_spirit_takes_a_life(build, blocker, hit):
    p1 = {"field": [FieldCard(blocker, cores=3)], "reserve": 0}
    s = build(position(0, "attack", {"field": [FieldCard("BSS05-012", cores=3)]}, p1))
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.block(0))
    assert life(s, 1) == (4 if hit else 5)  # 8000 BP against 4000 or an equal 8000


def test_bss05_012_lv3_refreshes_after_its_first_battle_only(build):
    s = build(position(0, "attack", {"field": [FieldCard("BSS05-012", cores=5)]}, {"life": 5}))
    attack_and_resolve(s, 0)
    assert exhausted(s, 0)[0] == 0
    attack_and_resolve(s, 0)
    assert exhausted(s, 0)[0] == 1


# -- BSS05-013 Grave Megalo ------------------------------------------------------------------------------
def test_bss05_013_summon_strips_cores_and_lv2_attack_destroys(build):
    p0 = {"hand": ["BSS05-013"], "reserve": 7}
    p1 = {"field": [FieldCard(BIG, cores=4)], "reserve": 0}
    s = build(position(0, "main", p0, p1))
    do(s, C.use_hand(0))
    pay_and_place(s, 2)
    choose(s, BIG)
    assert field(s, 1)[0]["cores"] == 1 and reserve(s, 1) == 3
    s = build(position(0, "attack", {"field": [FieldCard("BSS05-013", cores=3)]},
                       {"field": [FieldCard(RAINEEDLE, cores=2), FieldCard(BIG)]}))
    do(s, C.attack(0))
    assert option_cards(s) == [RAINEEDLE, BIG]  # 3000 BP each
    choose(s, BIG)
    assert trash_ids(s, 1) == [BIG]


# -- BSS05-014 Dinosaur Knight Dentus --------------------------------------------------------------------
def test_bss05_014_immortal_costs_3_to_7(build):
    p0 = {"field": [FieldCard(BIG)], "trash": ["BSS05-014"], "reserve": 6}
    s = build(position(0, "attack", p0, {"field": [FieldCard(BRONTECH, cores=3)]}))
    attack_and_resolve(s, 0, blocker=0)
    assert pending(s)[0] == Decision.CHOOSE  # Mummyphant (cost 4) fell
    choose(s, "BSS05-014")
    pay_and_place(s)
    assert cards(s, 0) == ["BSS05-014"]


@pytest.mark.parametrize("purple", [True, False])
def test_bss05_014_destroyed_powers_a_shadow_and_chains_a_draw(build, purple):
    ally = SHADOW if purple else ANKYLO
    p0 = {"field": [FieldCard("BSS05-014"), FieldCard(ally)], "deck": DECK}
    s = build(position(0, "attack", p0, {"field": [FieldCard(BRONTECH, cores=3)]}))
    attack_and_resolve(s, 0, blocker=0)
    answer_all(s, True)
    assert bp(s, 0, 1) == (2000 if purple else 3000) + 5000
    assert len(deck_ids(s, 0)) == (2 if purple else 5)
    assert len(hand_ids(s, 0)) == int(purple)


# -- BSS05-015 Crimson Knight ----------------------------------------------------------------------------
def test_bss05_015_curse_and_lv2_confront(build):
    assert curse_kills_blocker(build, "BSS05-015", 1)
    assert not curse_kills_blocker(build, RAINEEDLE, 1)  # control: a 1000-BP attacker without Curse
    assert must_block(build, "BSS05-015", 3) and not must_block(build, "BSS05-015", 1)


# -- BSS05-016 Magatsu Dragoon ---------------------------------------------------------------------------
def test_bss05_016_grows_once_when_spirit_cards_reach_the_trash(build):
    p0 = {"field": [FieldCard("BSS05-016"), FieldCard(RAINEEDLE), FieldCard(RAINEEDLE)]}
    s = build(position(0, "attack", p0, {"field": [FieldCard(BIG), FieldCard(BIG)]}))
    attack_and_resolve(s, 1, blocker=0)
    assert bp(s, 0, 0) == 6000
    attack_and_resolve(s, 2, blocker=1)
    assert trash_ids(s, 0) == [RAINEEDLE, RAINEEDLE] and bp(s, 0, 0) == 6000  # once per turn


# -- BSS05-018 Rasal Asclepius ---------------------------------------------------------------------------
def test_bss05_018_summon_mills_three_and_takes_a_skybinder(build):
    p0 = {"hand": ["BSS05-018"], "reserve": 5, "deck": ["BSS05-003", RAINEEDLE, MANTIGORE] + DECK}
    s = build(position(0, "main", p0, {}))
    do(s, C.use_hand(0))
    pay_and_place(s)
    answer_all(s, True)
    assert hand_ids(s, 0) == ["BSS05-003"]
    assert sorted(trash_ids(s, 0)) == sorted([RAINEEDLE, MANTIGORE])


@pytest.mark.parametrize("attacker", [0, 1])
def test_bss05_018_lv2_it_or_a_skybinder_attacking_strips_a_core(build, attacker):
    p0 = {"field": [FieldCard("BSS05-018", cores=3), FieldCard("BSS05-003")]}
    s = build(position(0, "attack", p0, {"field": [FieldCard(BIG, cores=3)], "reserve": 0}))
    do(s, C.attack(attacker))
    answer_all(s, True)
    assert field(s, 1)[0]["cores"] == 2 and reserve(s, 1) == 1


# -- BSS05-019 Skybinder Priestess Utakata ---------------------------------------------------------------
@pytest.mark.parametrize("soul", [True, False])
def test_bss05_019_soul_paid_summon_strips_a_core_and_draws(build, soul):
    p0 = {"hand": ["BSS05-019"], "reserve": 6, "soul": "reserve", "deck": DECK}
    s = build(position(0, "main", p0, {"field": [FieldCard(RAINEEDLE)]}))
    do(s, C.use_hand(0))
    pay_with_soul(s, soul)
    answer_all(s, True)
    assert (RAINEEDLE in trash_ids(s, 1)) is soul
    assert len(hand_ids(s, 0)) == int(soul)


def test_bss05_019_lv2_astral(build):
    assert astral_attacker(build, "BSS05-019", 2) and not astral_attacker(build, "BSS05-019", 1)


# -- BSS05-020 Gasha Aether ------------------------------------------------------------------------------
@pytest.mark.parametrize(("summoned", "draws"), [("BSS05-003", 1), (RAINEEDLE, 0)])
def test_bss05_020_pays_a_core_to_draw_when_a_skybinder_arrives(build, summoned, draws):
    p0 = {"field": [FieldCard("BSS05-020")], "hand": [summoned], "reserve": 5, "deck": DECK}
    s = build(position(0, "main", p0, {}))
    do(s, C.use_hand(0))
    pay_and_place(s)
    if draws:
        assert pending(s) == (Decision.YES_NO, 0)
        do(s, C.CONFIRM)
        answer_all(s, True)
    assert pending(s) == (Decision.MAIN, 0)
    assert len(hand_ids(s, 0)) == draws


def test_bss05_020_lv2_astral(build):
    assert astral_attacker(build, "BSS05-020", 4) and not astral_attacker(build, "BSS05-020", 1)


# -- BSS05-021 Oni Soldier -------------------------------------------------------------------------------
def test_bss05_021_curse_and_lv3_astral(build):
    assert curse_kills_blocker(build, "BSS05-021", 1)
    assert astral_attacker(build, "BSS05-021", 6) and not astral_attacker(build, "BSS05-021", 4)


# -- BSS05-022 Shadow Swordfighter Blackeopard -----------------------------------------------------------
def test_bss05_022_lv2_attack_strips_a_cost_8_spirit(build):
    p1 = {"field": [FieldCard(KV2, cores=4), FieldCard(BIG, cores=4)], "reserve": 0}
    s = build(position(0, "attack", {"field": [FieldCard("BSS05-022", cores=3)]}, p1))
    do(s, C.attack(0))
    assert option_cards(s) == [KV2]
    choose(s, KV2)
    assert field(s, 1)[0]["cores"] == 2 and reserve(s, 1) == 2


def test_bss05_022_lv3_destroyed_strips_a_one_colour_spirit(build):
    p0 = {"field": [FieldCard("BSS05-022", cores=6)]}
    p1 = {"field": [FieldCard(BRONTECH, cores=3), FieldCard("BSS05-033", cores=3)]}
    s = build(their_turn(step="attack", p0=p0, p1=p1))
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.block(0))
    pass_flashes(s)
    assert "BSS05-022" in trash_ids(s, 0)
    assert option_cards(s) == [BRONTECH]  # Dark Demo Bones is purple and yellow
    choose(s, BRONTECH)
    assert field(s, 1)[0]["cores"] == 2


# -- BSS05-024 Wingsnake Anaconger -----------------------------------------------------------------------
def test_bss05_024_curse(build):
    assert curse_kills_blocker(build, "BSS05-024", 1)


# -- BSS05-025 Darkmage Flauroar -------------------------------------------------------------------------
@pytest.mark.parametrize("red", [True, False])
def test_bss05_025_destroyed_mills_two_and_chain_red_opponent_loses_a_nexus(build, red):
    p0 = {"field": [FieldCard("BSS05-025"), FieldCard(RAINEEDLE if red else MANTIGORE)], "deck": DECK}
    p1 = {"field": [FieldCard(BIG), FieldCard(RED_NEXUS, cores=0), FieldCard("ST02-012", cores=0)]}
    s = build(position(0, "attack", p0, p1))
    attack_and_resolve(s, 0, blocker=0)
    assert len(deck_ids(s, 0)) == 3
    if red:
        assert pending(s) == (Decision.CHOOSE, 1)  # the opponent picks
        choose(s, "ST02-012")
    assert cards(s, 1) == ([BIG, RED_NEXUS] if red else [BIG, RED_NEXUS, "ST02-012"])

