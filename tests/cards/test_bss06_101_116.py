"""BSS06 cards 101-116 (the Magics), in card-number order, on both engines (``build`` fixture): each test uses the
card and checks what its text says; conditional costs and Chains also get a case where the condition fails."""

from __future__ import annotations

import pytest
from bss06_high_shared import (
    BONES,
    BRONTECH,
    DECK,
    DUGONG,
    FILLER,
    GOLEM,
    HYDRA,
    MANTIGORE,
    MITHRIL,
    PORCUPINE,
    attack_step,
    deck_count,
    defend,
    hand_count,
    main_step,
    reserve,
    resolve,
    trash_cores,
)
from card_helpers import cards, do, exhausted, pass_flashes
from cards_shared import pay_with_soul
from conftest import bp, field, hand_ids, legal, pay_and_place, pending, trash_ids

from pybs import codec as C
from pybs.layout import Decision
from pybs.testing import FieldCard

SMALL, MEDIUM = "TK-SUPSPRITE-S", "TK-SUPSPRITE-M"
PENTAN = "BSS01-099"  # a yellow Wanderfae, 1000 BP at Lv1 (its effect starts at Lv2)
RED_NEXUS = "ST01-012"  # a red Nexus, cost 4
GRAIL = "ST02-012"  # Dark Grail: a purple Nexus, cost 3
BIG_RED = "BSS06-069"  # Millennium Dragon: cost 8
WATER_GOLEM = "BSS06-077"  # on summon destroys an opposing Spirit


def use(state, hand_index: int = 0, effect: int = 0, soul: bool = False, yes: bool = True) -> None:
    """Use the Magic in hand slot ``hand_index`` with its ``effect`` (0 Main, 1 Flash when both are offered)."""
    do(state, C.use_hand(hand_index))
    if pending(state)[0] == Decision.MAGIC_EFFECT:
        do(state, C.choice(effect))
    pay_with_soul(state, soul)
    resolve(state, yes)


def flash_in_battle(build, magic: str, p0_field: list, p1_field: list | None = None, **p0):
    """Player 0 attacks with slot 0 and uses ``magic``'s Flash effect in its first Flash timing."""
    s = attack_step(build, {"field": p0_field, "hand": [magic], "reserve": 9, **p0},
                    {"field": p1_field if p1_field is not None else [FieldCard(MITHRIL)]})
    do(s, C.attack(0))
    resolve(s)
    while pending(s) != (Decision.FLASH, 0):
        do(s, C.PASS)
    use(s)
    return s


# -- BSS06-101 Ninjutsu: Owari's Judgment ------------------------------------------------------------
@pytest.mark.parametrize(("life", "paid"), [(3, 3), (4, 5)])
def test_bss06_101_costs_4_at_3_life(build, life, paid):
    s = main_step(build, {"hand": ["BSS06-101"], "reserve": 9, "life": life, "field": [FieldCard(PORCUPINE)]})
    use(s)
    assert reserve(s, 0) == 9 - paid


@pytest.mark.parametrize(("green", "left_in_trash"), [(True, 1), (False, 4)])
def test_bss06_101_destroys_5000_bp_and_chain_green_recycles(build, green, left_in_trash):
    p0 = {"hand": ["BSS06-101"], "reserve": 9, "field": [FieldCard(PORCUPINE if green else DUGONG)]}
    s = main_step(build, p0, {"field": [FieldCard(DUGONG), FieldCard(FILLER), FieldCard(MITHRIL)],
                              "trash": [BONES, BONES], "deck": DECK})
    use(s)
    assert cards(s, 1) == [MITHRIL]
    assert len(trash_ids(s, 1)) == left_in_trash
    assert deck_count(s, 1) == len(DECK) + (3 if green else 0)


# -- BSS06-102 Underhanded Blow ---------------------------------------------------------------------
def test_bss06_102_main_voids_a_core_and_draws_two(build):
    s = main_step(build, {"hand": ["BSS06-102"], "reserve": 5, "deck": DECK})
    use(s)
    assert hand_count(s, 0) == 2 and reserve(s, 0) == 5 - 3 - 1 and trash_cores(s, 0) == 3


def test_bss06_102_flash_bp(build):
    s = flash_in_battle(build, "BSS06-102", [FieldCard(DUGONG)])
    assert bp(s, 0, 0) == 3000 + 2000


# -- BSS06-103 Network Barrier -----------------------------------------------------------------------
@pytest.mark.parametrize(("theirs", "destroyed"), [(BRONTECH, True), (MITHRIL, False)])
def test_bss06_103_burst_destroys_an_exhausted_spirit(build, theirs, destroyed):
    """The opponent's Water Golem destroys our Spirit: the Burst destroys their exhausted Spirit costing 5 or
    less (Brontech), not a cost-6 one."""
    s = defend(build, {"burst": "BSS06-103", "field": [FieldCard(DUGONG)], "reserve": 0},
               {"hand": [WATER_GOLEM], "reserve": 9, "field": [FieldCard(theirs, exhausted=True)]}, step="main")
    do(s, C.use_hand(0))
    pay_and_place(s)
    resolve(s)
    assert DUGONG in trash_ids(s, 0) and "BSS06-103" in trash_ids(s, 0)
    assert (theirs in trash_ids(s, 1)) is destroyed


def test_bss06_103_flash_bp(build):
    s = flash_in_battle(build, "BSS06-103", [FieldCard(DUGONG)])
    assert bp(s, 0, 0) == 3000 + 3000


# -- BSS06-104 Agarwood Essence ---------------------------------------------------------------------
@pytest.mark.parametrize(("n_theirs", "paid"), [(3, 5), (2, 7)])
def test_bss06_104_costs_5_against_three_spirits(build, n_theirs, paid):
    s = main_step(build, {"hand": ["BSS06-104"], "reserve": 9}, {"field": [FieldCard(MITHRIL)] * n_theirs})
    use(s)
    assert reserve(s, 0) == 9 - paid


@pytest.mark.parametrize("white", [True, False])
def test_bss06_104_discards_strip_cores_and_chain_white_refreshes(build, white):
    p0 = {"hand": ["BSS06-104", FILLER, FILLER], "reserve": 9,
          "field": [FieldCard(HYDRA, exhausted=True)] + ([FieldCard(DUGONG)] if white else [])}
    s = main_step(build, p0, {"field": [FieldCard(MITHRIL, cores=2)] * 3})
    use(s)
    assert hand_ids(s, 0) == [] and trash_ids(s, 0).count(FILLER) == 2
    assert sorted(f["cores"] for f in field(s, 1).values()) == [1, 1, 2]
    assert trash_cores(s, 1) == 2  # into the opponent's Trash
    assert exhausted(s, 0)[0] == (0 if white else 1)


# -- BSS06-105 Sacred Wings --------------------------------------------------------------------------
@pytest.mark.parametrize(("attacker", "astral"), [(PENTAN, True), (DUGONG, False)])
def test_bss06_105_bp_and_astral_for_a_wanderfae(build, attacker, astral):
    s = flash_in_battle(build, "BSS06-105", [FieldCard(attacker)])
    assert bp(s, 0, 0) == {PENTAN: 1000, DUGONG: 3000}[attacker] + 2000
    pass_flashes(s)
    assert pending(s) == (Decision.BLOCK, 1)
    assert (C.block(0) not in legal(s)) is astral


# -- BSS06-106 Cooking! Premium Sushi -------------------------------------------------------------------
@pytest.mark.parametrize(("theirs", "paid"), [(BIG_RED, 6 - 0), (MITHRIL, 8)])
def test_bss06_106_costs_6_against_a_cost_7_spirit(build, theirs, paid):
    s = main_step(build, {"hand": ["BSS06-106"], "reserve": 9}, {"field": [FieldCard(theirs)]})
    use(s)
    assert reserve(s, 0) == 9 - paid


@pytest.mark.parametrize(("blue", "token"), [(True, MEDIUM), (False, None)])
def test_bss06_106_minus_5000_and_chain_blue_feasts_twice(build, blue, token):
    s = main_step(build, {"hand": ["BSS06-106"], "reserve": 12, "field": [FieldCard(MANTIGORE if blue else DUGONG)]},
                  {"field": [FieldCard(MITHRIL)]})
    use(s)
    assert bp(s, 1, 0) == 6000 - 5000
    assert [c for c in cards(s, 0) if c.startswith("TK-")] == ([token] if token else [])


# -- BSS06-107 Cooking! Conveyor Belt Sushi ----------------------------------------------------------
def test_bss06_107_main_feast(build):
    s = main_step(build, {"hand": ["BSS06-107"], "reserve": 5})
    use(s)
    assert cards(s, 0) == [SMALL]


def test_bss06_107_flash_bp(build):
    s = flash_in_battle(build, "BSS06-107", [FieldCard(DUGONG)])
    assert bp(s, 0, 0) == 3000 + 2000


# -- BSS06-108 Turn Back Time ------------------------------------------------------------------------
@pytest.mark.parametrize(("soul", "refreshed"), [(True, 2), (False, 1)])
def test_bss06_108_refreshes_one_link_spirit_or_all_with_the_soul_core(build, soul, refreshed):
    p0 = {"hand": ["BSS06-108"], "reserve": 5, "soul": "reserve",
          "field": [FieldCard(HYDRA, exhausted=True), FieldCard(HYDRA, exhausted=True), FieldCard(DUGONG,
                                                                                                   exhausted=True)]}
    s = main_step(build, p0)
    use(s, soul=soul)
    assert sum(1 for v in exhausted(s, 0).values() if not v) == refreshed and exhausted(s, 0)[2] == 1


# -- BSS06-109 Mirage Coat ---------------------------------------------------------------------------
@pytest.mark.parametrize("linked", [True, False])
def test_bss06_109_bp_and_unblockable_when_linked(build, linked):
    s = attack_step(build, {"field": [FieldCard(BRONTECH), FieldCard(HYDRA)], "hand": ["BSS06-109"], "reserve": 9},
                    {"field": [FieldCard(MITHRIL)]})
    do(s, C.attack(0), C.CONFIRM if linked else C.PASS)
    resolve(s)
    while pending(s) != (Decision.FLASH, 0):
        do(s, C.PASS)
    use(s)
    assert bp(s, 0, 0) == 5000 + 3000 + (3000 if linked else 0)
    pass_flashes(s)
    assert (pending(s) == (Decision.BLOCK, 1) and C.block(0) in legal(s)) is not linked


# -- BSS06-110 Scroll of Binding ---------------------------------------------------------------------
@pytest.mark.parametrize(("their_hand", "paid"), [(5, 4), (4, 6)])
def test_bss06_110_costs_4_against_five_cards(build, their_hand, paid):
    s = main_step(build, {"hand": ["BSS06-110"], "reserve": 9}, {"hand": [FILLER] * their_hand})
    use(s)
    assert reserve(s, 0) == 9 - paid


@pytest.mark.parametrize("purple", [True, False])
def test_bss06_110_one_symbol_spirit_under_the_deck_and_chain_purple(build, purple):
    p0 = {"hand": ["BSS06-110"], "reserve": 9, "field": [FieldCard(GRAIL if purple else RED_NEXUS, cores=0)]}
    s = main_step(build, p0, {"field": [FieldCard(DUGONG), FieldCard(MITHRIL, cores=4, exhausted=True)],
                              "deck": DECK})
    use(s)
    assert deck_count(s, 1) == len(DECK) + 1 and DUGONG not in cards(s, 1)
    assert [f["cores"] for f in field(s, 1).values()] == ([1] if purple else [4])


# -- BSS06-111 Vanish in the Wind Technique --------------------------------------------------------------
def test_bss06_111_main_exhausts(build):
    s = main_step(build, {"hand": ["BSS06-111"], "reserve": 9}, {"field": [FieldCard(MITHRIL)]})
    use(s)
    assert exhausted(s, 1)[0] == 1


@pytest.mark.parametrize("summon_effect", [True, False])
def test_bss06_111_burst_recycles_the_trash(build, summon_effect):
    p0 = {"burst": "BSS06-111", "field": [FieldCard(DUGONG)], "reserve": 0, "trash": [FILLER, BONES],
          "deck": DECK}
    s = defend(build, p0, {"hand": ["BSS06-079" if summon_effect else DUGONG], "reserve": 9}, step="main")
    do(s, C.use_hand(0))
    pay_and_place(s)
    resolve(s)
    if summon_effect:
        assert deck_count(s, 0) == len(DECK) + 3 and trash_ids(s, 0) == ["BSS06-111"]  # Dugong fell to the Lotus
    else:
        assert deck_count(s, 0) == len(DECK) and trash_ids(s, 0) == [FILLER, BONES]


# -- BSS06-112 Life Charge ---------------------------------------------------------------------------
@pytest.mark.parametrize("yes", [True, False])
def test_bss06_112_destroys_a_spirit_of_yours_for_three_cores(build, yes):
    s = main_step(build, {"hand": ["BSS06-112"], "reserve": 4, "field": [FieldCard(FILLER), FieldCard(DUGONG)]})
    use(s, yes=yes)
    assert (DUGONG in trash_ids(s, 0)) is yes and FILLER in cards(s, 0)
    assert reserve(s, 0) == 4 - 4 + (1 + 3 if yes else 0)


# -- BSS06-113 Enveloping Flame Whirlwind ------------------------------------------------------------
@pytest.mark.parametrize(("burst", "paid"), [(True, 4), (False, 6)])
def test_bss06_113_costs_4_against_a_set_burst(build, burst, paid):
    s = main_step(build, {"hand": ["BSS06-113"], "reserve": 9}, {"burst": "BSS06-111" if burst else None})
    use(s)
    assert reserve(s, 0) == 9 - paid


@pytest.mark.parametrize("red", [True, False])
def test_bss06_113_exhausts_and_chain_red_refreshes(build, red):
    p0 = {"hand": ["BSS06-113"], "reserve": 9, "field": [FieldCard(FILLER if red else DUGONG, exhausted=True)]}
    s = main_step(build, p0, {"field": [FieldCard(MITHRIL)]})
    use(s)
    assert exhausted(s, 1)[0] == 1 and exhausted(s, 0)[0] == (0 if red else 1)


# -- BSS06-114 Cooking! Fishing Hardships ------------------------------------------------------------
def test_bss06_114_main_feast(build):
    s = main_step(build, {"hand": ["BSS06-114"], "reserve": 6})
    use(s)
    assert cards(s, 0) == [SMALL]


def test_bss06_114_burst_feasts_when_you_lose_life(build):
    s = defend(build, {"burst": "BSS06-114", "reserve": 1}, {"field": [FieldCard(DUGONG)]})
    do(s, C.attack(0))
    pass_flashes(s)
    if pending(s) == (Decision.BLOCK, 0):
        do(s, C.PASS)
    resolve(s, yes=True)
    assert SMALL in cards(s, 0)


# -- BSS06-115 Grasped by the Surging Seas -------------------------------------------------------------
@pytest.mark.parametrize(("discarded", "destroyed"), [(FILLER, True), (BRONTECH, False)])
def test_bss06_115_destroys_a_nexus_costing_more_than_the_discard(build, discarded, destroyed):
    s = main_step(build, {"hand": ["BSS06-115"], "reserve": 9, "deck": [discarded]},
                  {"field": [FieldCard(RED_NEXUS, cores=0)]})
    use(s)
    assert trash_ids(s, 0)[-1] == discarded or discarded in trash_ids(s, 0)
    assert (RED_NEXUS in trash_ids(s, 1)) is destroyed


def test_bss06_115_flash_bp(build):
    s = flash_in_battle(build, "BSS06-115", [FieldCard(DUGONG)])
    assert bp(s, 0, 0) == 3000 + 3000


# -- BSS06-116 Cooking! Fish Fillet ------------------------------------------------------------------
@pytest.mark.parametrize(("magics", "paid"), [(3, 4), (2, 6)])
def test_bss06_116_costs_4_against_three_trashed_magics(build, magics, paid):
    s = main_step(build, {"hand": ["BSS06-116"], "reserve": 9}, {"trash": ["ST01-014"] * magics})
    use(s)
    assert reserve(s, 0) == 9 - paid


@pytest.mark.parametrize("yellow", [True, False])
def test_bss06_116_mills_five_and_chain_yellow_trades_a_spirit_for_two_tokens(build, yellow):
    p0 = {"hand": ["BSS06-116"], "reserve": 9, "field": [FieldCard(PENTAN if yellow else GOLEM)]}
    s = main_step(build, p0, {"deck": DECK})
    use(s)
    assert deck_count(s, 1) == len(DECK) - 5
    assert sorted(cards(s, 0)) == ([SMALL, SMALL] if yellow else [GOLEM])
