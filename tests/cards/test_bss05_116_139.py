"""BSS05 cards 116-139 (the Magics), in card-number order, on both engines (``build`` fixture): each test uses
the card's effect from a position and checks what its text says (conditional effects also get a case where the
condition fails). ``use_magic(state, i, k)`` picks the k-th usable effect (the card's printed order)."""

from __future__ import annotations

import pytest
from card_helpers import attack_and_resolve, cards, deck_ids, do, exhausted, pass_flashes, position
from cards_shared import (
    BIG,
    KV2,
    MANTIGORE,
    RED_NEXUS,
    SKULLZARD,
    answer_all,
    choose,
    option_cards,
    place_all,
    reserve,
    their_turn,
)
from conftest import bp, field, hand_ids, legal, pay_and_place, pending, trash_ids, use_magic
from pool_cards import ANTMAN, BRONTECH, GOLEM, RAINEEDLE, SHADOW, SWORD, life

from pybs import codec as C
from pybs.layout import Decision
from pybs.testing import FieldCard

DECK = ["ST01-005", "ST01-009", "ST01-011", "ST01-001", "ST01-004", "ST01-005", "ST01-009"]
MECHA_LEAF = "TK-MECHA-LEAF"
DARK_GRAIL = "ST02-012"  # purple Nexus, cost 3
STAR_ALTAR = "ST01-013"  # red Nexus, cost 3
FOUR_CLOUD = "BSS05-108"  # yellow Nexus, cost 4
ZMEITZA = "BSS05-001"  # Astral
ANKYLO = "BSS01-011"  # red vanilla Terrasaur
DEMO_BONES_PY = "BSS05-033"  # purple and yellow vanilla, cost 2


def flash_in_battle(build, magic: str, p0: dict, p1: dict, attacker: int = 0):
    """Player 0 attacks with ``attacker``; in its Flash timing (after the defender passes) uses ``magic``'s Flash
    effect, paying for it."""
    s = build(position(0, "attack", {**p0, "hand": [magic]}, p1))
    do(s, C.attack(attacker))
    answer_all(s, False)
    do(s, C.PASS)
    use_magic(s, 0, 1 if pending(s)[0] == Decision.MAGIC_EFFECT else None)
    return s


# -- BSS05-116 Generate Fire -----------------------------------------------------------------------------
def test_bss05_116_main_destroys_every_cheap_non_red_nexus(build):
    p0 = {"hand": ["BSS05-116"], "reserve": 4, "field": [FieldCard(DARK_GRAIL, cores=0), FieldCard(STAR_ALTAR, cores=0)]}
    p1 = {"field": [FieldCard(DARK_GRAIL, cores=0), FieldCard(FOUR_CLOUD, cores=0)]}
    s = build(position(0, "main", p0, p1))
    use_magic(s, 0, 0)
    assert cards(s, 0) == [STAR_ALTAR] and cards(s, 1) == [FOUR_CLOUD]


def test_bss05_116_flash_gives_3000(build):
    s = build(position(0, "main", {"hand": ["BSS05-116"], "reserve": 4, "field": [FieldCard(RAINEEDLE)]}, {}))
    use_magic(s, 0, 1)
    choose(s, RAINEEDLE)
    assert bp(s, 0, 0) == 4000


# -- BSS05-117 Flame Disaster ----------------------------------------------------------------------------
def test_bss05_117_destroys_6000_bp(build):
    s = build(position(0, "main", {"hand": ["BSS05-117"], "reserve": 7},
                       {"field": [FieldCard(BIG, cores=4), FieldCard(KV2, cores=2)]}))
    use_magic(s, 0)
    assert option_cards(s) == [BIG]
    choose(s, BIG)
    assert cards(s, 1) == [KV2]


# -- BSS05-118 Hellcrack ---------------------------------------------------------------------------------
def test_bss05_118_burst_strips_two_spirits_then_main_destroys_a_nexus(build):
    p0 = {"burst": "BSS05-118", "reserve": 5}
    p1 = {"field": [FieldCard(BRONTECH, cores=3), FieldCard(BIG, cores=3), FieldCard(RED_NEXUS, cores=0)],
          "reserve": 0}
    s = build(their_turn(step="attack", p0=p0, p1=p1))
    attack_and_resolve(s, 0)
    assert pending(s) == (Decision.BURST, 0)
    do(s, C.CONFIRM)
    choose(s, BRONTECH)
    choose(s, BIG)
    assert [f["cores"] for f in field(s, 1).values()] == [2, 2, 0]
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.CONFIRM)
    pay_and_place(s)
    choose(s, RED_NEXUS)
    assert cards(s, 1) == [BRONTECH, BIG]


# -- BSS05-119 Dino Reborn -------------------------------------------------------------------------------
@pytest.mark.parametrize("purple", [True, False])
def test_bss05_119_main_draws_and_chain_purple_takes_a_terrasaur_back(build, purple):
    p0 = {"hand": ["BSS05-119"], "reserve": 5, "deck": DECK, "trash": [ANKYLO],
          "field": [FieldCard(SKULLZARD if purple else GOLEM)]}
    s = build(position(0, "main", p0, {}))
    use_magic(s, 0, 0)
    if purple:
        choose(s, ANKYLO)
    assert hand_ids(s, 0) == ([DECK[0], ANKYLO] if purple else [DECK[0]])


# -- BSS05-120 Death Accompaniment -----------------------------------------------------------------------
def test_bss05_120_three_spirits_without_astral_lose_a_core(build):
    p1 = {"field": [FieldCard(ZMEITZA, cores=2), FieldCard(BIG, cores=2), FieldCard(GOLEM, cores=2),
                    FieldCard(BRONTECH, cores=2)], "reserve": 0}
    s = build(position(0, "main", {"hand": ["BSS05-120"], "reserve": 5}, p1))
    use_magic(s, 0)
    assert ZMEITZA not in option_cards(s)
    for card_id in (BIG, GOLEM, BRONTECH):
        choose(s, card_id)
    assert [f["cores"] for f in field(s, 1).values()] == [2, 1, 1, 1] and reserve(s, 1) == 3


# -- BSS05-121 Purple Haze -------------------------------------------------------------------------------
@pytest.mark.parametrize(("cores", "back"), [(1, True), (2, False)])
def test_bss05_121_main_returns_to_hand_when_it_destroys(build, cores, back):
    s = build(position(0, "main", {"hand": ["BSS05-121"], "reserve": 6}, {"field": [FieldCard(BIG, cores=cores)]}))
    use_magic(s, 0, 0)
    choose(s, BIG)
    assert (hand_ids(s, 0) == ["BSS05-121"]) is back
    assert ("BSS05-121" in trash_ids(s, 0)) is not back


# -- BSS05-122 Game of Destruction -----------------------------------------------------------------------
def test_bss05_122_main_minus_5000_and_flash_strips_to_one_core(build):
    s = build(position(0, "main", {"hand": ["BSS05-122"], "reserve": 5}, {"field": [FieldCard(KV2, cores=2)]}))
    use_magic(s, 0, 0)
    choose(s, KV2)
    assert bp(s, 1, 0) == 5000
    s = build(position(0, "main", {"hand": ["BSS05-122"], "reserve": 5},
                       {"field": [FieldCard(KV2, cores=4)], "reserve": 0}))
    use_magic(s, 0, 1)
    choose(s, KV2)
    assert field(s, 1)[0]["cores"] == 1 and reserve(s, 1) == 3


# -- BSS05-123 Hellish Birthday --------------------------------------------------------------------------
@pytest.mark.parametrize("yellow", [True, False])
def test_bss05_123_main_raises_two_cost_2_spirits_and_chain_yellow_frees_them(build, yellow):
    p0 = {"hand": ["BSS05-123"], "reserve": 8, "trash": [SHADOW, DEMO_BONES_PY if yellow else SKULLZARD, RAINEEDLE]}
    s = build(position(0, "main", p0, {"field": [FieldCard(RAINEEDLE), FieldCard(BRONTECH, cores=3)]}))
    use_magic(s, 0, 0)
    assert sorted(option_cards(s)) == sorted([SHADOW, DEMO_BONES_PY if yellow else SKULLZARD])  # cost 1 is out
    choose(s, SHADOW)
    choose(s, DEMO_BONES_PY if yellow else SKULLZARD)
    place_all(s)
    assert sorted(cards(s, 0)) == sorted([SHADOW, DEMO_BONES_PY if yellow else SKULLZARD])
    do(s, C.PASS, C.attack(0))
    pass_flashes(s)
    assert pending(s) == (Decision.BLOCK, 1)
    assert (C.block(0) in legal(s)) is not yellow  # a one-core Raineedle
    assert C.block(1) in legal(s)  # the Brontech holds three cores


# -- BSS05-124 Battle Cancelation ------------------------------------------------------------------------
@pytest.mark.parametrize("used", [True, False])
def test_bss05_124_nobody_dies_in_that_battle(build, used):
    p0 = {"field": [FieldCard(RAINEEDLE)], "hand": ["BSS05-124"], "reserve": 3}
    s = build(position(0, "attack", p0, {"field": [FieldCard(BIG)]}))
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.block(0))
    do(s, C.PASS)  # the defender's priority
    if used:
        use_magic(s, 0)
    pass_flashes(s)
    assert (RAINEEDLE in cards(s, 0)) is used


# -- BSS05-125 Reversal Point ----------------------------------------------------------------------------
def test_bss05_125_cost_2_spirits_get_astral(build):
    p0 = {"hand": ["BSS05-125"], "reserve": 5, "field": [FieldCard(SHADOW), FieldCard(RAINEEDLE)]}
    s = build(position(0, "main", p0, {"field": [FieldCard(GOLEM)]}))
    use_magic(s, 0)
    do(s, C.PASS, C.attack(0))
    pass_flashes(s)
    assert C.block(0) not in legal(s)
    s = build(position(0, "main", p0, {"field": [FieldCard(GOLEM)]}))
    use_magic(s, 0)
    do(s, C.PASS, C.attack(1))  # Raineedle costs 1
    pass_flashes(s)
    assert C.block(0) in legal(s)


# -- BSS05-126 Snowmelting Light -------------------------------------------------------------------------
@pytest.mark.parametrize("white", [True, False])
def test_bss05_126_unblockable_by_cost_5_and_chain_white_refreshes(build, white):
    attacker = GOLEM if white else ANTMAN
    p0 = {"hand": ["BSS05-126"], "reserve": 7, "field": [FieldCard(attacker), FieldCard(RAINEEDLE, exhausted=True)]}
    s = build(position(0, "main", p0, {"field": [FieldCard(BIG), FieldCard(KV2, cores=2)]}))
    use_magic(s, 0)
    choose(s, attacker)
    if white:
        choose(s, RAINEEDLE)
    assert exhausted(s, 0)[1] == (0 if white else 1)
    do(s, C.PASS, C.attack(0))
    pass_flashes(s)
    assert C.block(0) not in legal(s) and C.block(1) in legal(s)  # the cost-8 Tankmobile may


# -- BSS05-127 Thunderwall -------------------------------------------------------------------------------
@pytest.mark.parametrize("white", [True, False])
def test_bss05_127_minus_2000_and_chain_white_stops_small_attackers(build, white):
    p0 = {"hand": ["BSS05-127"], "reserve": 6, "field": [FieldCard(GOLEM if white else ANTMAN),
                                                        FieldCard(SHADOW)]}
    s = build(position(0, "main", p0, {"field": [FieldCard(ZMEITZA), FieldCard(BRONTECH)]}))
    use_magic(s, 0)
    assert option_cards(s) == [BRONTECH]  # Zmeitza has Astral
    choose(s, BRONTECH)
    assert bp(s, 1, 1) == 3000
    do(s, C.PASS)
    assert (C.attack(1) in legal(s)) is not white  # Dark Knight Florence: 2000 BP


# -- BSS05-128 Crystalline Phantasm ----------------------------------------------------------------------
def test_bss05_128_flash_an_attacker_takes_no_life(build):
    s = build(their_turn(step="attack", p0={"hand": ["BSS05-128"], "reserve": 2},
                         p1={"field": [FieldCard(BRONTECH)]}))
    do(s, C.attack(0))
    use_magic(s, 0)
    choose(s, BRONTECH)
    pass_flashes(s)
    do(s, C.PASS)
    pass_flashes(s)
    assert life(s, 0) == 5


def test_bss05_128_burst_returns_a_nexus(build):
    p0 = {"field": [FieldCard(RAINEEDLE)], "burst": "BSS05-128", "reserve": 0}
    p1 = {"field": [FieldCard(BIG), FieldCard(RED_NEXUS, cores=0)]}
    s = build(their_turn(step="attack", p0=p0, p1=p1))
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.block(0))
    pass_flashes(s)
    assert pending(s) == (Decision.BURST, 0)
    do(s, C.CONFIRM)
    choose(s, RED_NEXUS)
    assert hand_ids(s, 1) == [RED_NEXUS]


# -- BSS05-129 Whiteout ----------------------------------------------------------------------------------
@pytest.mark.parametrize("yellow", [True, False])
def test_bss05_129_returns_a_cost_4_spirit_and_chain_yellow_draws(build, yellow):
    p0 = {"field": [FieldCard(SWORD if yellow else GOLEM)], "deck": DECK}
    s = flash_in_battle(build, "BSS05-129", {**p0, "reserve": 4}, {"field": [FieldCard(BIG), FieldCard(BRONTECH)]})
    assert option_cards(s) == [BIG]
    choose(s, BIG)
    assert hand_ids(s, 1) == [BIG] and len(hand_ids(s, 0)) == int(yellow)


# -- BSS05-130 Darkness Aura -----------------------------------------------------------------------------
@pytest.mark.parametrize("top", [True, False])
def test_bss05_130_main_the_opponent_picks_top_or_bottom(build, top):
    s = build(position(0, "main", {"hand": ["BSS05-130"], "reserve": 4},
                       {"field": [FieldCard(RED_NEXUS, cores=0)], "deck": DECK}))
    use_magic(s, 0, 0)
    choose(s, RED_NEXUS)
    assert pending(s) == (Decision.YES_NO, 1)
    do(s, C.CONFIRM if top else C.PASS)
    assert deck_ids(s, 1)[0 if top else -1] == RED_NEXUS


def test_bss05_130_flash_in_their_turn_adds_astral(build):
    p0 = {"hand": ["BSS05-130"], "reserve": 4, "field": [FieldCard(RAINEEDLE)]}
    s = build(their_turn(step="attack", p0=p0, p1={"field": [FieldCard(ZMEITZA)]}))
    do(s, C.attack(0))
    use_magic(s, 0)
    choose(s, RAINEEDLE)
    assert bp(s, 0, 0) == 4000
    pass_flashes(s)
    assert C.block(0) in legal(s)  # Astral blocks Astral


# -- BSS05-131 Seed Bullet -------------------------------------------------------------------------------
def test_bss05_131_burst_token_and_flash_bounce(build):
    s = build(their_turn(step="attack", p0={"burst": "BSS05-131", "reserve": 1},
                         p1={"field": [FieldCard(BRONTECH)]}))
    attack_and_resolve(s, 0)
    do(s, C.CONFIRM)
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.CONFIRM)
    place_all(s)
    assert cards(s, 0) == [MECHA_LEAF]
    s = build(position(0, "main", {"hand": ["BSS05-131"], "reserve": 5},
                       {"field": [FieldCard(BIG, exhausted=True), FieldCard(GOLEM)]}))
    use_magic(s, 0)
    assert option_cards(s) == [BIG]
    choose(s, BIG)
    assert hand_ids(s, 1) == [BIG]


# -- BSS05-132 Binding Branch ----------------------------------------------------------------------------
@pytest.mark.parametrize(("target", "bounced"), [(ZMEITZA, True), (GOLEM, False)])
def test_bss05_132_exhausts_or_bounces_an_astral_spirit(build, target, bounced):
    s = build(position(0, "main", {"hand": ["BSS05-132"], "reserve": 3}, {"field": [FieldCard(target)]}))
    use_magic(s, 0)
    choose(s, target)
    assert (hand_ids(s, 1) == [target]) is bounced
    if not bounced:
        assert exhausted(s, 1)[0] == 1


# -- BSS05-133 Wind Pressure -----------------------------------------------------------------------------
def test_bss05_133_main_refreshes_your_spirits_as_the_turn_ends(build):
    p0 = {"hand": ["BSS05-133"], "reserve": 4, "field": [FieldCard(RAINEEDLE)], "deck": DECK}
    s = build(position(0, "main", p0, {"deck": DECK}))
    use_magic(s, 0, 0)
    do(s, C.PASS, C.attack(0))
    pass_flashes(s)
    do(s, C.PASS)
    pass_flashes(s)
    assert exhausted(s, 0)[0] == 1
    do(s, C.PASS)  # the Attack Step ends; the turn ends
    answer_all(s, True)
    assert exhausted(s, 0)[0] == 0


def test_bss05_133_flash_powers_preybirds_and_leaf_kindred(build):
    p0 = {"hand": ["BSS05-133"], "reserve": 4, "field": [FieldCard("BSS05-073"), FieldCard("BSS05-069"),
                                                        FieldCard(GOLEM)]}
    s = build(position(0, "main", p0, {}))
    use_magic(s, 0, 1)
    assert [bp(s, 0, k) for k in range(3)] == [5000, 5000, 4000]


# -- BSS05-134 Vertical Wind -----------------------------------------------------------------------------
def test_bss05_134_burst_exhausts_an_opposing_spirit(build):
    p0 = {"field": [FieldCard(RAINEEDLE)], "burst": "BSS05-134", "reserve": 0}
    p1 = {"field": [FieldCard(BIG), FieldCard(GOLEM)]}
    s = build(their_turn(step="attack", p0=p0, p1=p1))
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.block(0))
    pass_flashes(s)
    do(s, C.CONFIRM)
    choose(s, GOLEM)
    assert exhausted(s, 1)[1] == 1


# -- BSS05-135 Shocking Vegetation -----------------------------------------------------------------------
@pytest.mark.parametrize("blue", [True, False])
def test_bss05_135_exhausts_and_chain_blue_destroys(build, blue):
    p0 = {"hand": ["BSS05-135"], "reserve": 7, "field": [FieldCard(MANTIGORE if blue else ANTMAN)]}
    s = build(position(0, "main", p0, {"field": [FieldCard(BRONTECH), FieldCard(BIG)]}))
    use_magic(s, 0)
    choose(s, BRONTECH)
    if blue:
        choose(s, BIG)
    assert exhausted(s, 1)[0] == 1
    assert (BIG in trash_ids(s, 1)) is blue


# -- BSS05-136 Spinning Sword ----------------------------------------------------------------------------
def test_bss05_136_mills_the_cost_of_the_opponents_burst(build):
    s = build(position(0, "main", {"hand": ["BSS05-136"], "reserve": 4},
                       {"burst": "BSS05-118", "deck": DECK}))
    use_magic(s, 0, 0)
    answer_all(s, True)
    assert len(deck_ids(s, 1)) == len(DECK) - 5  # Hellcrack costs 5
    assert "BSS05-118" not in trash_ids(s, 1)


# -- BSS05-137 Abyss Break -------------------------------------------------------------------------------
def test_bss05_137_destroys_a_cost_4_spirit(build):
    s = build(position(0, "main", {"hand": ["BSS05-137"], "reserve": 4},
                       {"field": [FieldCard(BIG), FieldCard(BRONTECH)]}))
    use_magic(s, 0, 0)
    assert option_cards(s) == [BIG]
    choose(s, BIG)
    assert cards(s, 1) == [BRONTECH]


# -- BSS05-138 Water Spout -------------------------------------------------------------------------------
@pytest.mark.parametrize("blue", [True, False])
def test_bss05_138_destroys_and_chain_blue_maxes_a_one_symbol_spirit(build, blue):
    p0 = {"hand": ["BSS05-138"], "reserve": 5, "field": [FieldCard(MANTIGORE if blue else BIG)]}
    s = build(position(0, "main", p0, {"field": [FieldCard(BRONTECH), FieldCard(KV2, cores=2)]}))
    use_magic(s, 0)
    assert option_cards(s) == [BRONTECH]
    choose(s, BRONTECH)
    if blue:
        choose(s, MANTIGORE)
    assert bp(s, 0, 0) == (6000 if blue else 3000)


# -- BSS05-139 Poseidon Crush ----------------------------------------------------------------------------
@pytest.mark.parametrize("red", [True, False])
def test_bss05_139_destroys_the_cheapest_and_chain_red_a_cheap_nexus(build, red):
    p0 = {"hand": ["BSS05-139"], "reserve": 8, "field": [FieldCard(RAINEEDLE if red else GOLEM)]}
    p1 = {"field": [FieldCard(BIG), FieldCard(SHADOW), FieldCard(DARK_GRAIL, cores=0)]}
    s = build(position(0, "main", p0, p1))
    use_magic(s, 0)
    assert option_cards(s) == [SHADOW]
    choose(s, SHADOW)
    if red:
        choose(s, DARK_GRAIL)
    assert cards(s, 1) == ([BIG] if red else [BIG, DARK_GRAIL])
