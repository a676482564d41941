"""Per-card tests for the BSS01-BSS03 cards of the "battle" group (pybs/scripts/pool_battle.py), continued:
unblockable attackers, battle roles, Gale numbers, Luster gained mid-battle, protections, Life rules and Swift
in hand. Every test on both engines (``build`` fixture); helpers and card names from test_pool_battle."""

from __future__ import annotations

import pytest
from card_helpers import do, exhausted, pass_flashes, position
from conftest import bp, field, hand_ids, legal, pending, summon, trash_ids, use_magic
from test_pool_battle import (
    AXE_ANGEL,
    CAT_SITH,
    DIAMOND,
    EZOWOLF,
    NEBULA,
    PORCUPINE,
    RED,
    SKULL_FLY,
    STAR_ALTAR,
    attack,
    blocked,
    life,
    unblocked,
)

from pybs import codec as C
from pybs.layout import Decision
from pybs.testing import FieldCard


# -- BSS03-039 Ten Millennia Turtle Genbu -----------------------------------------------------------------
@pytest.mark.parametrize("blocker, can_block", [(0, False), (1, True)])
def test_bss03_039_genbu_fabled_beast_unblockable_by_effect_spirits(build, blocker, can_block):
    """At the start of your Attack Step another Fabled Beast of yours cannot be blocked this turn by opposing
    Spirits that print effects (Nebula); a vanilla one (Raineedle) still can."""
    s = build(position(step="attack_start", p0={"field": [FieldCard("BSS03-039"), FieldCard(CAT_SITH)]},
                       p1={"field": [FieldCard(NEBULA), FieldCard(RED)]}))
    assert pending(s) == (Decision.CHOOSE, 0)
    do(s, C.choice(0))  # the Cat-Sith: Genbu itself is not a candidate
    assert pending(s) == (Decision.ATTACK, 0)
    attack(s, 1)
    assert (C.block(blocker) in legal(s)) is can_block


def test_bss03_039_genbu_needs_another_fabled_beast(build):
    """No other Fabled Beast: nothing is chosen, and a Spirit with effects may block as usual."""
    s = build(position(step="attack_start", p0={"field": [FieldCard("BSS03-039"), FieldCard(RED)]},
                       p1={"field": [FieldCard(NEBULA)]}))
    assert pending(s) == (Decision.ATTACK, 0)
    attack(s, 1)
    assert C.block(0) in legal(s)


@pytest.mark.parametrize("cores, refreshed", [(2, True), (1, False)])
def test_bss03_039_genbu_lv2_refreshes_a_fabled_beast(build, cores, refreshed):
    """Lv2, your Attack Step: the opponent destroys a Fabled Beast of yours in battle: refresh a Fabled Beast of
    yours (the exhausted Genbu); not at Lv1."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-039", cores=cores, exhausted=True),
                                                    FieldCard(CAT_SITH)]},
                       p1={"field": [FieldCard(PORCUPINE)]}))
    blocked(s, 1, 0)
    assert CAT_SITH in trash_ids(s, 0)
    if refreshed:
        assert pending(s) == (Decision.CHOOSE, 0)
        do(s, C.choice(0))
    assert exhausted(s, 0) == {0: 0 if refreshed else 1}


# -- BSS03-049 Sleepless Guardian Frost Tiger --------------------------------------------------------------
@pytest.mark.parametrize("soul, can_block", [(False, True), (True, False)])
def test_bss03_049_frost_tiger_blocks_exhausted_an_attacker_without_soul(build, soul, can_block):
    """Opponent's Attack Step: exhausted, it may block an attacker without the Soul Core, not one holding it;
    when it blocks it gets +1000 BP this turn."""
    s = build(position(active=1, turn=4, step="attack",
                       p0={"field": [FieldCard("BSS03-049", exhausted=True)]},
                       p1={"field": [FieldCard(RED, soul=soul)], "soul": None if soul else "trash"}))
    attack(s)
    assert (C.block(0) in legal(s)) is can_block
    if can_block:
        do(s, C.block(0))
        assert bp(s, 0, 0) == 5000


@pytest.mark.parametrize("diamonds, can_block", [(1, False), (0, True)])
def test_bss03_049_frost_tiger_lv2_diamond_sanctuary_unblockable(build, diamonds, can_block):
    """Lv2, start of your Attack Step: one Spirit with a When Blocks effect per Diamond Sanctuary cannot be
    blocked this turn by opposing Spirits of cost 6 or less (Raineedle); with no Diamond Sanctuary nothing."""
    p0 = {"field": [FieldCard("BSS03-049", cores=4)] + [FieldCard(DIAMOND, cores=0)] * diamonds}
    s = build(position(step="attack_start", p0=p0, p1={"field": [FieldCard(RED), FieldCard("BSS03-039")]}))
    if diamonds:
        assert pending(s) == (Decision.CHOOSE, 0)
        do(s, C.choice(0))  # the Frost Tiger itself (its When Blocks effect)
    assert pending(s) == (Decision.ATTACK, 0)
    attack(s, 0)
    assert (C.block(0) in legal(s)) is can_block
    assert C.block(1) in legal(s)  # Genbu costs 8


# -- BSS01-085 Phantom Beast King Liin ----------------------------------------------------------------------
@pytest.mark.parametrize("beasts, lv1", [(1, 2), (0, 1)])
def test_bss01_085_liin_summon_sets_opponents_to_lv1(build, beasts, lv1):
    """On summon, one opposing Spirit per Fabled Beast you control (Liin counts) is treated as Lv1 this turn."""
    s = build(position(p0={"hand": ["BSS01-085"], "reserve": 10, "field": [FieldCard(CAT_SITH)] * beasts},
                       p1={"field": [FieldCard(RED, cores=3), FieldCard(RED, cores=3)]}))
    summon(s, 0)
    while pending(s) == (Decision.CHOOSE, 0):
        do(s, C.choice(0))
    assert sorted(bp(s, 1, k) for k in range(2)) == sorted([1000] * lv1 + [4000] * (2 - lv1))


@pytest.mark.parametrize("cheap, can_block", [(3, False), (2, True)])
def test_bss01_085_liin_lv3_unblockable_by_effect_spirits(build, cheap, can_block):
    """Lv3: attacking with three cost-2 Spirits of yours, Spirits that print effects cannot block it; with two,
    they can. A vanilla Spirit always can."""
    p0 = {"field": [FieldCard("BSS01-085", cores=4)] + [FieldCard(AXE_ANGEL)] * cheap}
    s = build(position(step="attack", p0=p0, p1={"field": [FieldCard(NEBULA), FieldCard(RED)]}))
    attack(s, 0)
    assert (C.block(0) in legal(s)) is can_block
    assert C.block(1) in legal(s)


# -- BSS02-102 Flame Crystal --------------------------------------------------------------------------------
def test_bss02_102_flame_crystal_blocked_attacker_bp(build):
    """Your Attack Step: your attacker gets +1000 BP once it is blocked, not before."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS02-102", cores=0), FieldCard(RED)]},
                       p1={"field": [FieldCard(RED)]}))
    attack(s, 1)
    assert bp(s, 0, 1) == 1000
    do(s, C.block(0))
    assert bp(s, 0, 1) == 2000


@pytest.mark.parametrize("soul, redirected", [(True, True), (False, False)])
def test_bss02_102_flame_crystal_lv2_soul_attacker_attacks_a_spirit(build, soul, redirected):
    """Lv2: your attacker holding the Soul Core attacks an opposing Spirit with a core on it (R18.5: it blocks
    at once, no Life is taken); without the Soul Core the attack goes at the player."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS02-102", cores=1), FieldCard(RED, cores=2, soul=soul)],
                                          "soul": None if soul else "trash"},
                       p1={"field": [FieldCard(SKULL_FLY, exhausted=True)]}))
    do(s, C.attack(1))
    if redirected:
        assert pending(s) == (Decision.CHOOSE, 0)
        do(s, C.choice(0))
    pass_flashes(s)
    if pending(s)[0] == Decision.BLOCK:
        do(s, C.PASS)
    pass_flashes(s)
    assert life(s, 1) == (5 if redirected else 4)
    assert (SKULL_FLY in trash_ids(s, 1)) is redirected  # 3000 (+1000 blocked) against 2000


# -- BSS03-115 Hurricane Highlands ------------------------------------------------------------------------------
@pytest.mark.parametrize("summoned, cores", [(EZOWOLF, 2), ("BSS02-098", 3), (RED, 1)])
def test_bss03_115_highlands_gale_spirit_gets_its_gale_number_in_cores(build, summoned, cores):
    """Your Main Step: a Gale Spirit you summon gets as many Void cores as its Gale number (Gale 1: one, Gale 2:
    two); a Spirit without Gale gets none."""
    s = build(position(p0={"hand": [summoned], "reserve": 8, "field": [FieldCard("BSS03-115", cores=0)]}))
    summon(s, 0)
    assert field(s, 0)[1]["cores"] == cores


@pytest.mark.parametrize("cores, exhausts", [(2, True), (1, False)])
def test_bss03_115_highlands_lv2_gale_blocker_wins(build, cores, exhausts):
    """Lv2, opponent's Attack Step: your Gale Spirit destroys the attacker by BP: the opponent exhausts one of
    their refreshed Spirits; not at Lv1."""
    s = build(position(active=1, turn=4, step="attack",
                       p0={"field": [FieldCard("BSS03-115", cores=cores), FieldCard(EZOWOLF, cores=2)]},
                       p1={"field": [FieldCard(RED), FieldCard(RED)]}))
    blocked(s, 0, 1)
    assert RED in trash_ids(s, 1)
    if exhausts:
        assert pending(s) == (Decision.CHOOSE, 1)
        do(s, C.choice(0))
    assert list(exhausted(s, 1).values()) == [1 if exhausts else 0]


# -- BSS03-042 Rapier Angel ------------------------------------------------------------------------------------
DROWSY_FUMES = "ST04-016"  # yellow Magic, cost 2: Main/Flash an opposing Spirit -2000 BP


@pytest.mark.parametrize("pay", [True, False])
def test_bss03_042_rapier_angel_luster_gained_mid_battle(build, pay):
    """Lv2: paying two of its cores gives +3000 BP and Luster this turn; the Luster works for this battle (the
    Magic used in it comes back at its end). Not paying: no BP, the Magic stays in the Trash."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-042", cores=3)], "hand": [DROWSY_FUMES],
                                          "reserve": 2},
                       p1={"field": [FieldCard(PORCUPINE, cores=3)]}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.CONFIRM if pay else C.PASS)
    assert field(s, 0)[0]["cores"] == (1 if pay else 3)
    assert bp(s, 0, 0) == (5000 if pay else 3000)
    do(s, C.PASS)  # the defender's Flash
    assert pending(s) == (Decision.FLASH, 0)
    use_magic(s, 0)
    do(s, C.choice(0))  # -2000 BP on the Porcupine
    assert DROWSY_FUMES in trash_ids(s, 0)
    pass_flashes(s)
    do(s, C.PASS)  # no block
    pass_flashes(s)
    assert life(s, 1) == 4
    assert (DROWSY_FUMES in hand_ids(s, 0)) is pay


def test_bss03_042_rapier_angel_lv1_offers_nothing(build):
    """At Lv1 its attack offers no payment."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-042", cores=2)]}))
    do(s, C.attack(0))
    assert pending(s)[0] == Decision.FLASH


# -- BSS01-112 Forest of Steel Leaves ------------------------------------------------------------------------------
ICE_SHIELD = "BSS01-127"  # a Burst (when you lose Life): never offered in these tests


@pytest.mark.parametrize("burst, survives", [(ICE_SHIELD, True), (None, False)])
def test_bss01_112_forest_white_nexus_survives_red_spirit_effects(build, burst, survives):
    """With a Burst set, a red Spirit's effect (Nebula Dragon) cannot destroy your white Nexus: it may be picked
    but stays; with no Burst set it is destroyed."""
    s = build(position(active=1, turn=4, p0={"field": [FieldCard("BSS01-112", cores=0)], "burst": burst},
                       p1={"hand": [NEBULA], "reserve": 7}))
    summon(s, 0)
    assert pending(s) == (Decision.CHOOSE, 1)
    do(s, C.choice(0))
    assert ("BSS01-112" in trash_ids(s, 0)) is not survives


@pytest.mark.parametrize("cores, returned", [(1, True), (0, False)])
def test_bss01_112_forest_lv2_returns_an_opposing_nexus(build, cores, returned):
    """Lv2: the opponent destroys a Spirit of yours (in battle): one of their Nexuses returns to their hand; not
    at Lv1."""
    s = build(position(active=1, turn=4, step="attack",
                       p0={"field": [FieldCard("BSS01-112", cores=cores), FieldCard(RED)]},
                       p1={"field": [FieldCard(PORCUPINE), FieldCard(STAR_ALTAR, cores=0)]}))
    blocked(s, 0, 1)
    assert RED in trash_ids(s, 0)
    if returned:
        assert pending(s) == (Decision.CHOOSE, 0)
        do(s, C.choice(0))
    assert (STAR_ALTAR in hand_ids(s, 1)) is returned


# -- BSS02-108 Tranquil Ice Cavern ---------------------------------------------------------------------------------
def test_bss02_108_ice_cavern_blocker_bp(build):
    """Opponent's Attack Step: your blocking Spirit has +1000 BP, the others nothing."""
    s = build(position(active=1, turn=4, step="attack",
                       p0={"field": [FieldCard("BSS02-108", cores=0), FieldCard(RED), FieldCard(RED)]},
                       p1={"field": [FieldCard(RED)]}))
    attack(s)
    assert bp(s, 0, 1) == 1000
    do(s, C.block(1))
    assert (bp(s, 0, 1), bp(s, 0, 2)) == (2000, 1000)


@pytest.mark.parametrize("cavern_cores, attacker_soul, candidates", [(1, True, 1), (1, False, 2), (0, True, 2)])
def test_bss02_108_ice_cavern_lv2_soul_spirits_shielded(build, cavern_cores, attacker_soul, candidates):
    """Lv2: an opposing Spirit holding a Soul Core (Jewelbug attacking) cannot pick your Spirit holding yours;
    without its Soul Core, or at Lv1, it can."""
    s = build(position(active=1, turn=4, step="attack",
                       p0={"field": [FieldCard("BSS02-108", cores=cavern_cores), FieldCard(RED, soul=True),
                                     FieldCard(RED)], "soul": None},
                       p1={"field": [FieldCard("BSS03-077", cores=4 - attacker_soul, soul=attacker_soul)],
                           "soul": None if attacker_soul else "trash"}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.CHOOSE, 1)
    assert len([c for c in legal(s) if c != C.PASS]) == candidates


# -- BSS03-014 Chameleowhip --------------------------------------------------------------------------------------
def test_bss03_014_chameleowhip_never_blocks(build):
    """It cannot block."""
    s = build(position(active=1, turn=4, step="attack", p0={"field": [FieldCard("BSS03-014"), FieldCard(RED)]},
                       p1={"field": [FieldCard(RED)]}))
    attack(s)
    assert C.block(0) not in legal(s) and C.block(1) in legal(s)


@pytest.mark.parametrize("cores, exhausted_, attacker, lost", [
    (3, True, RED, 0), (3, False, RED, 1), (1, True, RED, 1), (3, True, PORCUPINE, 1)])
def test_bss03_014_chameleowhip_lv2_weaker_attackers_take_no_life(build, cores, exhausted_, attacker, lost):
    """Lv2 (5000 BP), exhausted, opponent's Attack Step: an attacker with less BP (1000) takes no Life; not when
    it is refreshed, not at Lv1, and not from an attacker with as much BP (5000)."""
    s = build(position(active=1, turn=4, step="attack",
                       p0={"field": [FieldCard("BSS03-014", cores=cores, exhausted=exhausted_)]},
                       p1={"field": [FieldCard(attacker)]}))
    unblocked(s)
    assert life(s, 0) == 5 - lost


# -- BSS01-084 Heavenblade Dragon Ryute ----------------------------------------------------------------------------
def test_bss01_084_ryute_main_step_life_cores_go_onto_it(build):
    """In the opponent's Main Step, the Void core Secret Flower Garden would put into your Life goes onto Ryute."""
    s = build(position(active=1, turn=4, p0={"field": [FieldCard("BSS01-084"), FieldCard("BSS02-110", cores=0)]},
                       p1={"hand": [NEBULA], "reserve": 7}))
    summon(s, 0)
    do(s, C.choice(1))  # the Garden (Ryute first: the opponent's field in slot order)
    assert "BSS02-110" in trash_ids(s, 0)
    assert life(s, 0) == 5 and field(s, 0)[0]["cores"] == 2


def test_bss01_084_ryute_not_in_the_attack_step(build):
    """In an Attack Step the Life is not redirected: Absolute Ice Shield's Burst puts its core into your Life."""
    s = build(position(active=1, turn=4, step="attack", p0={"field": [FieldCard("BSS01-084", exhausted=True)],
                                                             "burst": "BSS01-127", "reserve": 1},
                       p1={"field": [FieldCard(RED)]}))
    unblocked(s)
    assert pending(s) == (Decision.BURST, 0)
    do(s, C.CONFIRM)
    while pending(s)[0] == Decision.YES_NO:  # the paid Flash effect: declined
        do(s, C.PASS)
    assert life(s, 0) == 5 and field(s, 0)[0]["cores"] == 1


DREAM_BOMB = "ST03-015"  # white Magic, cost 5: Main/Flash return an opposing Spirit to hand


@pytest.mark.parametrize("cores, returned", [(3, False), (1, True)])
def test_bss01_084_ryute_lv2_your_spirits_stay_in_your_turn(build, cores, returned):
    """Lv2, your turn: the opponent's Dream Bomb cannot return your attacker to your hand; at Lv1 it can."""
    s = build(position(step="attack", p0={"field": [FieldCard(RED), FieldCard("BSS01-084", cores=cores)]},
                       p1={"hand": [DREAM_BOMB], "reserve": 5}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.FLASH, 1)
    use_magic(s, 0)
    assert pending(s) == (Decision.CHOOSE, 1)
    do(s, C.choice(0))
    assert (RED in hand_ids(s, 0)) is returned


def test_bss01_084_ryute_lv2_not_in_the_opponents_turn(build):
    """In the opponent's turn their Dream Bomb returns your Spirit even at Lv2."""
    s = build(position(active=1, turn=4, p0={"field": [FieldCard(RED), FieldCard("BSS01-084", cores=3)]},
                       p1={"hand": [DREAM_BOMB], "reserve": 5}))
    use_magic(s, 0)
    do(s, C.choice(0))
    assert RED in hand_ids(s, 0)


# -- BSS03-070 Swamurai ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("ally, swift", [(EZOWOLF, True), (RED, False)])
def test_bss03_070_swamurai_swift_with_a_gale_spirit(build, ally, swift):
    """In your hand it has Swift (a Flash summon from the Reserve, R18.6) while you control a Spirit with Gale;
    with no Gale Spirit it cannot be summoned in a Flash timing."""
    s = build(position(active=1, turn=4, step="attack", p0={"hand": ["BSS03-070"], "reserve": 2,
                                                             "field": [FieldCard(ally)]},
                       p1={"field": [FieldCard(RED)]}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.FLASH, 0)
    assert (C.use_hand(0) in legal(s)) is swift
    if swift:
        summon(s, 0)
        assert [f["card"] for f in field(s, 0).values()] == [ally, "BSS03-070"]


def test_bss03_070_swamurai_has_no_swift_on_the_field():
    """On the field it does not count as a Spirit with Swift (the reference engine answers keyword lookups)."""
    from pybs.effects.script import Keyword

    s = position(p0={"field": [FieldCard("BSS03-070"), FieldCard(EZOWOLF)]}).build_reference()
    assert s.keyword(0, 0, Keyword.SWIFT) < 0
