"""BSS01-03 cards scripted with the keywords vocabulary (pybs/scripts/pool_keywords.py), on both engines.

Player 0's turn 3 unless stated, ``auto_forced`` off so every decision is seen; both Soul Cores sit in
the Trash unless a test needs one, so core counts are exact.
"""

from __future__ import annotations

import pytest
from card_helpers import deck_ids, do, exhausted, pass_flashes, position
from conftest import bp, field, hand_ids, legal, pending, player, summon, trash_ids, use_magic
from pool_cards import ANTMAN, CURSE, PORCUPINE, RED, attack_until_block, life

from pybs import codec as C
from pybs.layout import Decision
from pybs.testing import FieldCard

NEEDLE_SHOT = "ST05-015"  # green Magic cost 3: Main/Flash exhaust an opposing Spirit
SANCTUARY = "BSS03-114"  # Emerald Sanctuary, green Nexus
FILLER = "ST01-005"


attack = attack_until_block


# -- Gale ---------------------------------------------------------------------------------------------
def test_bss02_095_ezowolf_gale_1(build):
    """Loyal Retainer Ezowolf: blocked, the defender exhausts one more of their refreshed Spirits."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS02-095")]},
                       p1={"field": [FieldCard(RED), FieldCard(RED), FieldCard(RED)]}))
    attack(s)
    do(s, C.block(2))
    assert pending(s) == (Decision.CHOOSE, 1)
    do(s, C.choice(0))
    assert exhausted(s, 1) == {0: 1, 1: 0, 2: 1}
    assert pending(s) == (Decision.FLASH, 1)


def test_bss02_095_ezowolf_unblocked_no_gale(build):
    """Not blocked: nobody is exhausted; the Life goes."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS02-095")]}, p1={"field": [FieldCard(RED)]}))
    attack(s)
    do(s, C.PASS)
    assert exhausted(s, 1) == {0: 0} and life(s, 1) == 4


def test_bss02_098_rafflesio_gale_2(build):
    """Fanglord Tree Rafflesio: Gale 2, the defender picks two."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS02-098")]},
                       p1={"field": [FieldCard(RED), FieldCard(RED), FieldCard(RED), FieldCard(RED)]}))
    attack(s)
    do(s, C.block(0))
    do(s, C.choice(0))
    assert pending(s) == (Decision.CHOOSE, 1)
    do(s, C.choice(1))
    assert exhausted(s, 1) == {0: 1, 1: 1, 2: 0, 3: 1}


@pytest.mark.parametrize("cores, asks", [(5, True), (3, False)])
def test_bss02_098_rafflesio_lv3_life_damage_exhausts(build, cores, asks):
    """Lv3: when its attack takes Life, an opposing Spirit is exhausted; not at Lv2."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS02-098", cores=cores)]},
                       p1={"field": [FieldCard(RED), FieldCard(RED)]}))
    attack(s)
    do(s, C.PASS)
    assert life(s, 1) == 4
    if not asks:
        assert pending(s) == (Decision.ATTACK, 0) and exhausted(s, 1) == {0: 0, 1: 0}
        return
    assert pending(s) == (Decision.CHOOSE, 0)
    do(s, C.choice(1))
    assert exhausted(s, 1) == {0: 0, 1: 1}


@pytest.mark.parametrize("gale_cores, target", [(1, True), (2, False)])
def test_bss03_067_mapleum_destroyed_feeds_a_gale_spirit(build, gale_cores, target):
    """Autumn Princess Mapleum: destroyed, one of your Gale Spirits gets a Void core. Totemowl has Gale only
    at Lv2: at Lv1 (Ezowolf absent) there is nobody to feed."""
    gale = FieldCard("BSS02-095") if target else FieldCard("BSS03-071", cores=1)
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-067"), gale]},
                       p1={"field": [FieldCard(PORCUPINE)]}))
    attack(s)
    do(s, C.block(0))
    pass_flashes(s)  # 2000 against 5000: Mapleum falls
    assert "BSS03-067" in trash_ids(s, 0)
    if target:
        assert pending(s) == (Decision.CHOOSE, 0)
        do(s, C.choice(0))
        assert field(s, 0)[1]["cores"] == 2
    else:
        assert pending(s) == (Decision.ATTACK, 0)
        assert field(s, 0)[1]["cores"] == 1


@pytest.mark.parametrize("card, cores, gale", [("BSS03-071", 2, True), ("BSS03-071", 1, False),
                                               ("BSS03-075", 3, True), ("BSS03-075", 1, False),
                                               ("BSS03-078", 5, True), ("BSS03-078", 2, False)])
def test_bss03_gale_1_at_its_level(build, card, cores, gale):
    """Totemowl (Lv2), Wind Tiger Tiguard (Lv2) and Ant Pilgrim (Lv3): Gale 1 only at the printed level."""
    s = build(position(step="attack", p0={"field": [FieldCard(card, cores=cores)]},
                       p1={"field": [FieldCard(RED), FieldCard(RED)]}))
    attack(s)
    do(s, C.block(0))
    if gale:
        assert pending(s) == (Decision.CHOOSE, 1)
        do(s, C.choice(0))
        assert exhausted(s, 1) == {0: 1, 1: 1}
    else:
        assert pending(s) == (Decision.FLASH, 1)
        assert exhausted(s, 1) == {0: 1, 1: 0}


def test_bss03_075_tiguard_swift(build):
    """Wind Tiger Tiguard: Swift, summoned in a Flash timing from the Reserve."""
    s = build(position(step="attack", p0={"field": [FieldCard(RED)]},
                       p1={"hand": ["BSS03-075"], "reserve": 6, "field": [FieldCard(ANTMAN)]}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.FLASH, 1)
    assert C.use_hand(0) in legal(s)


@pytest.mark.parametrize("deck, taken", [([RED, SANCTUARY, ANTMAN, FILLER], True),
                                         ([RED, ANTMAN, FILLER, SANCTUARY], False)])
def test_bss03_078_ant_pilgrim_finds_emerald_sanctuary(build, deck, taken):
    """Ant Pilgrim: on summon, an Emerald Sanctuary among the top three may go to hand; the rest go under
    the deck in any order. One fourth from the top is out of reach."""
    s = build(position(p0={"hand": ["BSS03-078"], "reserve": 4, "deck": deck}))
    summon(s, 0)
    if taken:
        assert pending(s) == (Decision.CHOOSE, 0)
        do(s, C.choice(0))
        assert hand_ids(s, 0) == [SANCTUARY]
    else:
        assert hand_ids(s, 0) == []
    while pending(s)[0] == Decision.CHOOSE:  # place the rest one at a time
        do(s, C.choice(0))
    assert pending(s) == (Decision.MAIN, 0)
    rest = deck_ids(s, 0)
    assert rest[0] == (FILLER if taken else SANCTUARY)
    assert sorted(rest[1:]) == sorted(c for c in deck[:3] if c != SANCTUARY)


def test_bss03_133_whirlwind_flash_bp(build):
    """Whirlwind, its other effect: a Spirit gets +2000 BP this turn."""
    s = build(position(p0={"field": [FieldCard(RED)], "hand": ["BSS03-133"], "reserve": 2}))
    use_magic(s, 0, effect=1)
    do(s, C.choice(0))
    assert bp(s, 0, 0) == 3000


# -- Blessed and Bloodcurse ---------------------------------------------------------------------------
def test_bss01_089_hippocampo_blessed(build):
    """Hippocampo: unblocked and taking Life, a Void core goes to your Life."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS01-089")]}, p1={"field": [FieldCard(RED)]}))
    attack(s)
    do(s, C.PASS)
    assert (life(s, 0), life(s, 1)) == (6, 4)


def test_bss02_063_lumiere_grants_blessed_this_turn(build):
    """Light Emperor Lumiere: on summon one of your Spirits has Blessed this turn."""
    s = build(position(p0={"hand": ["BSS02-063"], "reserve": 8, "field": [FieldCard(RED)]}))
    summon(s, 0)
    assert pending(s) == (Decision.CHOOSE, 0)
    do(s, C.choice(0))  # the red Spirit
    do(s, C.PASS)
    attack(s)
    do(s, C.PASS)
    assert (life(s, 0), life(s, 1)) == (6, 4)


@pytest.mark.parametrize("cores, blessed", [(4, True), (3, False)])
def test_bss02_063_lumiere_lv3_blessed(build, cores, blessed):
    """Lv3 (4 cores): Blessed on its own attacks; Lv2: none."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS02-063", cores=cores)]}, p1={}))
    attack(s)
    do(s, C.PASS)
    assert life(s, 0) == (6 if blessed else 5)


@pytest.mark.parametrize("soul, blessed", [(True, True), (False, False)])
def test_bss02_071_clockodile_blessed_with_soul_core(build, soul, blessed):
    """Clockodile Lv2: Blessed while the Soul Core is on it."""
    card = FieldCard("BSS02-071", cores=1, soul=True) if soul else FieldCard("BSS02-071", cores=2)
    s = build(position(step="attack", p0={"soul": None if soul else "trash", "field": [card]}, p1={}))
    attack(s)
    do(s, C.PASS)
    assert life(s, 0) == (6 if blessed else 5)


@pytest.mark.parametrize("cores, to_void", [(3, True), (1, False)])
def test_bss01_026_meduke_bloodcurse_on_its_own_attack(build, cores, to_void):
    """Grand Underworld Trio Queen Meduke: Lv2 has Bloodcurse, so its own attack's Life goes to the Void;
    at Lv1 it has neither Curse nor Bloodcurse and the Life goes to the Reserve."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS01-026", cores=cores)]}, p1={}))
    attack(s)
    do(s, C.PASS)
    assert (life(s, 1), int(player(s, 1)["reserve"])) == (4, 3 if to_void else 4)


def test_bss01_026_meduke_curse_allies_life_to_void(build):
    """Lv1: a Curse ally's Life damage goes to the Void."""
    s = build(position(step="attack", p0={"field": [FieldCard(CURSE), FieldCard("BSS01-026")]}, p1={}))
    attack(s)
    do(s, C.PASS)
    assert (life(s, 1), int(player(s, 1)["reserve"])) == (4, 3)


# -- blocking and attacking ---------------------------------------------------------------------------
def test_bss01_015_dilophoza_cannot_block(build):
    """Dilophoza: in the opponent's Attack Step it cannot block."""
    s = build(position(step="attack", p0={"field": [FieldCard(RED)]},
                       p1={"field": [FieldCard("BSS01-015"), FieldCard(RED)]}))
    attack(s)
    assert legal(s) == [C.PASS, C.block(1)]


def test_bss03_025_goral_snake_cannot_block(build):
    """Goral Snake: never blocks."""
    s = build(position(step="attack", p0={"field": [FieldCard(RED)]}, p1={"field": [FieldCard("BSS03-025")]}))
    attack(s)
    assert legal(s) == [C.PASS]


@pytest.mark.parametrize("cores, curse", [(2, True), (1, False)])
def test_bss03_025_goral_snake_lv2_curse(build, cores, curse):
    """Lv2: Curse, the blocker falls at the end of the battle even when it won."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-025", cores=cores)]},
                       p1={"field": [FieldCard(PORCUPINE)]}))
    attack(s)
    do(s, C.block(0))
    pass_flashes(s)
    assert (PORCUPINE in trash_ids(s, 1)) == curse


@pytest.mark.parametrize("card, cores, taxed", [("BSS03-084", 2, True), ("BSS03-084", 1, False),
                                                ("BSS03-118", 2, True), ("BSS03-118", 0, False)])
def test_attack_tax_cards(build, card, cores, taxed):
    """Warhammer Gordon (Lv2) and Enchained Arena (Lv2): a cheap attacker pays one of its cores to attack."""
    s = build(position(step="attack", p0={"field": [FieldCard(RED, cores=2)], "reserve": 0},
                       p1={"field": [FieldCard(card, cores=cores)]}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.FLASH, 1)
    assert (int(player(s, 0)["reserve"]), field(s, 0)[0]["cores"]) == ((1, 1) if taxed else (0, 2))


def test_bss03_118_arena_tax_reaches_cost_5(build):
    """Enchained Arena Lv2 reaches cost 5 (Gordon stops at 3): a cost-4 attacker pays."""
    s = build(position(step="attack", p0={"field": [FieldCard(CURSE, cores=2)], "reserve": 0},
                       p1={"field": [FieldCard("BSS03-118", cores=2)]}))
    do(s, C.attack(0))
    assert int(player(s, 0)["reserve"]) == 1


def test_bss03_084_gordon_crush_1(build):
    """Warhammer Gordon: Crush +1, the opponent discards its level + 1."""
    deck = [RED] * 5
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-084", cores=1)]}, p1={"deck": deck}))
    do(s, C.attack(0))
    pass_flashes(s)
    assert len(trash_ids(s, 1)) == 2


def test_bss03_118_arena_destroyed_gives_a_core(build):
    """Enchained Arena: destroyed (by Nebula Dragon Andromeda's summon), a Void core goes to your Reserve."""
    s = build(position(p0={"hand": ["ST01-001"], "reserve": 7}, p1={"reserve": 0, "field": [FieldCard("BSS03-118", cores=0)]}))
    summon(s, 0)
    assert pending(s) == (Decision.CHOOSE, 0)
    do(s, C.choice(0))
    assert trash_ids(s, 1) == ["BSS03-118"]
    assert int(player(s, 1)["reserve"]) == 1


@pytest.mark.parametrize("soul, attacker_cores, offered", [(True, 2, True), (True, 3, False), (False, 2, False)])
def test_bss01_060_pegacyone_blocks_exhausted(build, soul, attacker_cores, offered):
    """Pegacyone Lv2 with the Soul Core: blocks while exhausted an attacker of 2 cores or fewer."""
    card = FieldCard("BSS01-060", cores=1, soul=True, exhausted=True) if soul else \
        FieldCard("BSS01-060", cores=2, exhausted=True)
    s = build(position(step="attack", p0={"field": [FieldCard(RED, cores=attacker_cores)]},
                       p1={"soul": None if soul else "trash", "field": [card]}))
    attack(s)
    assert legal(s) == ([C.PASS, C.block(0)] if offered else [C.PASS])


def test_bss01_060_pegacyone_armor(build):
    """Armor red/purple: a red effect of the opponent cannot pick it; a green one can."""
    s = build(position(p0={"hand": [NEEDLE_SHOT], "reserve": 3},
                       p1={"field": [FieldCard("BSS01-060"), FieldCard(RED)]}))
    use_magic(s, 0, effect=0)
    assert pending(s) == (Decision.CHOOSE, 0)
    assert legal(s) == [C.choice(0), C.choice(1)]  # Needle Shot is green


def test_bss02_126_infinity_shield(build):
    """Infinity Shield: a Machine Beast of yours may block while exhausted this turn; others are no target."""
    s = build(position(1, "attack", p0={"hand": ["BSS02-126"], "reserve": 4,
                                        "field": [FieldCard("BSS01-060", exhausted=True), FieldCard(RED, exhausted=True)]},
                       p1={"field": [FieldCard(RED)]}, turn=4))
    do(s, C.attack(0))
    assert pending(s) == (Decision.FLASH, 0)
    use_magic(s, 0)
    assert pending(s) == (Decision.CHOOSE, 0)
    assert legal(s) == [C.choice(0)]  # Pegacyone only
    do(s, C.choice(0))
    pass_flashes(s)
    assert pending(s) == (Decision.BLOCK, 0)
    assert legal(s) == [C.PASS, C.block(0)]


def test_bss03_051_capybot_lets_an_armor_spirit_block_exhausted(build):
    """Divemech Capybot: when it blocks, a Spirit of yours with Armor may block exhausted this turn."""
    s = build(position(1, "attack", p0={"field": [FieldCard("BSS03-051"), FieldCard("BSS01-060", exhausted=True)]},
                       p1={"field": [FieldCard(RED), FieldCard(RED)]}, turn=4))
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.block(0))
    assert pending(s) == (Decision.CHOOSE, 0)
    assert legal(s) == [C.choice(0)]  # Pegacyone has Armor; Capybot (Lv1) has none
    do(s, C.choice(0))
    pass_flashes(s)
    assert pending(s) == (Decision.ATTACK, 1)
    do(s, C.attack(1))
    pass_flashes(s)
    assert legal(s) == [C.PASS, C.block(1)]


@pytest.mark.parametrize("nexus_soul, attacker, offered", [(True, RED, True), (False, RED, False),
                                                           (True, "ST06-010", True), (True, "BSS02-063", False)])
def test_bss03_090_block_golem(build, nexus_soul, attacker, offered):
    """Block Golem Lv2: with the Soul Core on one of your Nexuses, it blocks exhausted an attacker of cost 5
    or less."""
    nexus = FieldCard(SANCTUARY, cores=0, soul=nexus_soul)
    s = build(position(1, "attack", p0={"soul": None if nexus_soul else "trash",
                                        "field": [FieldCard("BSS03-090", cores=3, exhausted=True), nexus]},
                       p1={"field": [FieldCard(attacker)]}, turn=4))
    do(s, C.attack(0))
    pass_flashes(s)
    assert legal(s) == ([C.PASS, C.block(0)] if offered else [C.PASS])


def test_bss02_125_iceberg_armor_keeps_its_colours(build):
    """Iceberg: your Spirit has Armor red/purple/green this turn, so a green effect cannot pick it."""
    s = build(position(step="main", p0={"hand": ["BSS02-125"], "reserve": 4,
                                        "field": [FieldCard(RED), FieldCard(RED)]},
                       p1={"hand": [NEEDLE_SHOT], "reserve": 3}))
    use_magic(s, 0, effect=0)
    do(s, C.choice(0))
    do(s, C.PASS)
    do(s, C.attack(1))
    assert pending(s) == (Decision.FLASH, 1)
    use_magic(s, 0)
    assert pending(s) == (Decision.CHOOSE, 1)
    assert legal(s) == [C.choice(0)]  # only the attacker (slot 1)


def test_bss02_125_iceberg_flash_bp(build):
    """Iceberg, its Flash effect: a Spirit gets +2000 BP this turn."""
    s = build(position(step="attack", p0={"field": [FieldCard(RED)]}, p1={"hand": ["BSS02-125"], "reserve": 4,
                                                                        "field": [FieldCard(RED)]}))
    do(s, C.attack(0))
    use_magic(s, 0)
    assert pending(s) == (Decision.CHOOSE, 1)
    do(s, C.choice(0))  # its own Spirit comes first
    assert (bp(s, 1, 0), bp(s, 0, 0)) == (3000, 1000)
