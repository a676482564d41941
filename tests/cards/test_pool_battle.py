"""Per-card tests for the BSS01-BSS03 cards of the "battle" group (pybs/scripts/pool_battle.py), every test on
both engines (``build`` fixture). Player 0 owns the card under test; both Soul Cores sit in the Trash unless a
test needs one, so core counts are exact."""

from __future__ import annotations

import pytest
from card_helpers import deck_ids, do, exhausted, pass_flashes, position
from conftest import bp, field, hand_ids, legal, pending, player, summon, trash_ids, use_magic

from pybs import codec as C
from pybs.layout import Decision
from pybs.testing import FieldCard

RED = "ST01-004"  # red vanilla, cost 1: 1000 / 3000 / 4000 BP at 1 / 2 / 3 cores
NEBULA = "ST01-001"  # on summon destroys an opposing Spirit of 3000 BP or less, or a Nexus (cost 6)
STAR_ALTAR = "ST01-013"  # red Nexus
OKAPANDLE = "ST02-007"  # purple, Curse, 3000 BP at 1 core
SKULL_FLY = "ST02-009"  # purple vanilla, 2000 BP
AXE_ANGEL = "ST04-007"  # yellow vanilla, cost 2, 1000 / 3000 BP at 1 / 2 cores
MACE_ANGEL = "BSS02-061"  # yellow, Luster, 3000 BP at 1 core
HIPPOCAMPO = "BSS01-089"  # Blessed
PORCUPINE = "ST05-007"  # green vanilla, 5000 BP
EZOWOLF = "BSS02-095"  # Gale 1
VIPER = "BSS03-022"  # purple, Curse (scripted without the attack timing), 3000 BP at 1 core
TOPAZ = "BSS03-110"  # Topaz Sanctuary, yellow Nexus
CHARGED_DRAW = "ST01-014"  # red Magic, cost 4: Main draw two
FILLER = "ST01-005"
CAT_SITH = "ST04-002"  # yellow vanilla Fabled Beast, cost 3, 1000 / 3000 / 4000 BP
DIAMOND = "BSS03-112"  # Diamond Sanctuary, white Nexus


def life(s, p: int) -> int:
    return int(player(s, p)["life"])


def reserve(s, p: int) -> int:
    return int(player(s, p)["reserve"])


def attack(s, k: int = 0) -> None:
    """The turn player attacks with slot k; every Flash timing before the block is passed."""
    do(s, C.attack(k))
    pass_flashes(s)


def unblocked(s, k: int = 0) -> None:
    """The turn player attacks with slot k and nobody blocks."""
    attack(s, k)
    if pending(s)[0] == Decision.BLOCK:
        do(s, C.PASS)
    pass_flashes(s)


def blocked(s, k: int, blocker: int) -> None:
    """The turn player attacks with slot k; the defender blocks with ``blocker``; Flash timings passed."""
    attack(s, k)
    do(s, C.block(blocker))
    pass_flashes(s)


def pay_with_soul(s, soul: bool) -> None:
    """Answer PAY with the Soul Core first (soul=True) or normal Reserve cores only, then place the minimum."""
    while pending(s)[0] == Decision.PAY:
        codes = legal(s)
        want = C.pay(0, 1) if soul and C.pay(0, 1) in codes else C.pay(0, 0)
        s.apply(want if want in codes else codes[0])
    while pending(s)[0] == Decision.PLACE:
        codes = legal(s)
        s.apply(C.PASS if C.PASS in codes else (C.place(0, 0) if C.place(0, 0) in codes else codes[0]))


# -- BSS01-115 Flying Ark ----------------------------------------------------------------------------------
@pytest.mark.parametrize("step, bonus", [("attack", 2000), ("main", 0)])
def test_bss01_115_flying_ark_luster_bp_in_your_attack_step(build, step, bonus):
    """Your Luster Spirits have +2000 BP in your Attack Step (not the attacker only); not in the Main Step, and
    never a Spirit without Luster."""
    s = build(position(step=step, p0={"field": [FieldCard("BSS01-115", cores=0), FieldCard(MACE_ANGEL),
                                                FieldCard(AXE_ANGEL)]}))
    assert bp(s, 0, 1) == 3000 + bonus
    assert bp(s, 0, 2) == 1000


@pytest.mark.parametrize("ark_cores, back", [(2, True), (1, False)])
def test_bss01_115_flying_ark_lv2_returns_a_destroyed_luster_spirit(build, ark_cores, back):
    """Lv2, opponent's Attack Step: a Luster Spirit of yours destroyed while blocking comes back to your hand
    (its Luster read without the attack timing); at Lv1 it stays in the Trash."""
    s = build(position(active=1, turn=4, step="attack", p0={"field": [FieldCard("BSS01-115", cores=ark_cores),
                                                                      FieldCard(MACE_ANGEL)]},
                       p1={"field": [FieldCard(PORCUPINE)]}))
    blocked(s, 0, 1)  # 3000 against 5000: the Mace Angel falls
    assert (MACE_ANGEL in hand_ids(s, 0)) is back
    assert (MACE_ANGEL in trash_ids(s, 0)) is not back


# -- BSS01-135 Gleam of Hope ----------------------------------------------------------------------------
def test_bss01_135_gleam_of_hope(build):
    """Draw one; your Luster and Blessed Spirits get +1000 BP, a vanilla Spirit does not."""
    s = build(position(p0={"hand": ["BSS01-135"], "reserve": 3, "deck": [FILLER, FILLER],
                           "field": [FieldCard(MACE_ANGEL), FieldCard(HIPPOCAMPO), FieldCard(AXE_ANGEL)]}))
    base = [bp(s, 0, k) for k in range(3)]
    use_magic(s, 0)
    pass_flashes(s)
    assert hand_ids(s, 0) == [FILLER]
    assert [bp(s, 0, k) - base[k] for k in range(3)] == [1000, 1000, 0]


# -- BSS02-110 Secret Flower Garden -----------------------------------------------------------------------
@pytest.mark.parametrize("nexus, gains", [("BSS02-110", True), (STAR_ALTAR, False)])
def test_bss02_110_garden_life_when_a_yellow_nexus_is_destroyed(build, nexus, gains):
    """An opposing effect destroys a yellow Nexus of yours (the Garden itself): a Void core goes to your Life;
    a red Nexus destroyed gives nothing."""
    p0 = {"field": [FieldCard(nexus, cores=0)] + ([] if nexus == "BSS02-110" else [FieldCard("BSS02-110", cores=0)])}
    s = build(position(active=1, turn=4, p0=p0, p1={"hand": [NEBULA], "reserve": 7}))
    summon(s, 0)
    assert pending(s) == (Decision.CHOOSE, 1)
    do(s, C.choice(0))
    assert nexus in trash_ids(s, 0)
    assert life(s, 0) == (6 if gains else 5)


@pytest.mark.parametrize("cores, step, bonus", [(1, "attack", 1000), (0, "attack", 0), (1, "main", 0)])
def test_bss02_110_garden_lv2_blessed_or_luster_bp(build, cores, step, bonus):
    """Lv2, your Attack Step: your Blessed and Luster Spirits have +1000 BP; not at Lv1, nor in the Main Step."""
    s = build(position(step=step, p0={"field": [FieldCard("BSS02-110", cores=cores), FieldCard(MACE_ANGEL),
                                                FieldCard(HIPPOCAMPO), FieldCard(AXE_ANGEL)]}))
    off = build(position(step=step, p0={"field": [FieldCard(MACE_ANGEL), FieldCard(HIPPOCAMPO),
                                                  FieldCard(AXE_ANGEL)]}))
    assert [bp(s, 0, k) - bp(off, 0, k - 1) for k in (1, 2, 3)] == [bonus, bonus, 0]


# -- BSS03-038 Impulsive Pilgrim --------------------------------------------------------------------------
@pytest.mark.parametrize("deck, placed", [([TOPAZ, FILLER, RED], True), ([FILLER, RED, TOPAZ], False)])
def test_bss03_038_pilgrim_places_a_topaz_sanctuary(build, deck, placed):
    """Opponent's Attack Step, your Spirit destroyed by the opponent: of the top two, a Topaz Sanctuary is
    deployed free; the rest go under the deck. A Topaz Sanctuary third from the top stays."""
    s = build(position(active=1, turn=4, step="attack", p0={"field": [FieldCard("BSS03-038")], "deck": deck},
                       p1={"field": [FieldCard(PORCUPINE)]}))
    blocked(s, 0, 0)  # 2000 against 5000
    while pending(s)[0] in (Decision.CHOOSE, Decision.PLACE):  # deploy it (no cores); the rest one at a time
        do(s, C.PASS if pending(s)[0] == Decision.PLACE else C.choice(0))
    if placed:
        assert [f["card"] for f in field(s, 0).values()] == [TOPAZ]
        assert deck_ids(s, 0) == [RED, FILLER]
    else:
        assert field(s, 0) == {}
        assert deck_ids(s, 0)[0] == TOPAZ and sorted(deck_ids(s, 0)[1:]) == sorted([FILLER, RED])


def test_bss03_038_pilgrim_silent_in_your_own_attack_step(build):
    """Destroyed while attacking in your own Attack Step: nothing is revealed."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-038")], "deck": [TOPAZ, FILLER]},
                       p1={"field": [FieldCard(PORCUPINE)]}))
    blocked(s, 0, 0)
    assert deck_ids(s, 0) == [TOPAZ, FILLER] and pending(s) == (Decision.ATTACK, 0)


@pytest.mark.parametrize("cores, gain", [(4, 1), (3, 0)])
def test_bss03_038_pilgrim_lv3_blessed(build, cores, gain):
    """Lv3: Blessed, an unblocked hit puts a Void core into your Life; not at Lv2."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-038", cores=cores)]}))
    unblocked(s)
    assert life(s, 1) == 4 and life(s, 0) == 5 + gain


# -- BSS01-130 Suppression --------------------------------------------------------------------------------
@pytest.mark.parametrize("soul", [True, False])
def test_bss01_130_suppression(build, soul):
    """Flash in the opponent's attack: +3000 BP this turn; paid with the Soul Core, the exhausted Spirit may
    also block; paid with normal cores it may not."""
    s = build(position(active=1, turn=4, step="attack", p0={"hand": ["BSS01-130"], "reserve": 4, "soul": "reserve",
                                                             "field": [FieldCard(AXE_ANGEL, exhausted=True)]},
                       p1={"field": [FieldCard(RED)]}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.FLASH, 0)
    do(s, C.use_hand(0))
    pay_with_soul(s, soul)
    assert pending(s) == (Decision.CHOOSE, 0)
    do(s, C.choice(0))  # the Axe Angel (the controller's side first)
    assert bp(s, 0, 0) == 4000
    pass_flashes(s)
    assert pending(s)[0] == Decision.BLOCK
    assert (C.block(0) in legal(s)) is soul


# -- BSS02-129 Somersault ---------------------------------------------------------------------------------
@pytest.mark.parametrize("blocker_cores, can_block", [(2, False), (1, True), (3, True)])
def test_bss02_129_somersault_lv2_cannot_block_yellow(build, blocker_cores, can_block):
    """Main: this turn opposing Lv2 Spirits cannot block your yellow Spirits; Lv1 and Lv3 ones can."""
    s = build(position(p0={"hand": ["BSS02-129"], "reserve": 6, "field": [FieldCard(AXE_ANGEL), FieldCard(RED)]},
                       p1={"field": [FieldCard(RED, cores=blocker_cores)]}))
    use_magic(s, 0, effect=0)
    pass_flashes(s)
    do(s, C.PASS)  # to the Attack Step
    assert pending(s) == (Decision.ATTACK, 0)
    attack(s, 0)
    assert (C.block(0) in legal(s)) is can_block


def resolve_orders(s) -> None:
    """Resolve simultaneous triggers in the order offered."""
    while pending(s)[0] == Decision.ORDER:
        do(s, C.choice(0))


# -- BSS03-069 Heavenly Emperor Fenghuang ------------------------------------------------------------------
def test_bss03_069_fenghuang_gale_3(build):
    """Gale 3: blocked, the defender exhausts three of their refreshed Spirits."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-069")]},
                       p1={"field": [FieldCard(RED) for _ in range(5)]}))
    attack(s)
    do(s, C.block(4))
    for _ in range(3):
        assert pending(s) == (Decision.CHOOSE, 1)
        do(s, C.choice(0))
    assert exhausted(s, 1) == {0: 1, 1: 1, 2: 1, 3: 0, 4: 1}  # the blocker (R9.3) and three more


@pytest.mark.parametrize("cores, refreshed", [(4, True), (1, False)])
def test_bss03_069_fenghuang_lv2_voidlord_hit_returns_and_refreshes(build, cores, refreshed):
    """Lv2: its own (Voidlord) attack takes Life: you may return an exhausted opposing Spirit to refresh it;
    at Lv1 nothing is offered."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-069", cores=cores)]},
                       p1={"field": [FieldCard(RED, exhausted=True)]}))
    unblocked(s)
    assert life(s, 1) == 4
    if not refreshed:
        assert pending(s) == (Decision.ATTACK, 0) and exhausted(s, 0) == {0: 1}
        return
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.CONFIRM)
    do(s, C.choice(0))
    assert hand_ids(s, 1) == [RED] and exhausted(s, 0) == {0: 0}


@pytest.mark.parametrize("cores, lost", [(6, 2), (4, 1)])
def test_bss03_069_fenghuang_lv3_hit_takes_one_more_life(build, cores, lost):
    """Lv3: its hit also moves a core from the opponent's Life to their Reserve; not at Lv2."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-069", cores=cores)]}, p1={"reserve": 0}))
    unblocked(s)
    resolve_orders(s)
    assert life(s, 1) == 5 - lost and reserve(s, 1) == lost


# -- BSS03-073 Black Huntsman Schatten Yaeger --------------------------------------------------------------
@pytest.mark.parametrize("cores, attacker, refreshed", [(3, EZOWOLF, True), (1, EZOWOLF, False), (3, RED, False)])
def test_bss03_073_schatten_refreshes_when_a_gale_spirit_hits(build, cores, attacker, refreshed):
    """Lv2: another Gale Spirit of yours takes the opponent's Life: it refreshes; not at Lv1, nor for a Spirit
    without Gale."""
    s = build(position(step="attack", p0={"field": [FieldCard(attacker), FieldCard("BSS03-073", cores=cores,
                                                                                   exhausted=True)]}))
    unblocked(s)
    assert life(s, 1) == 4
    assert exhausted(s, 0)[1] == (0 if refreshed else 1)


@pytest.mark.parametrize("cores, refreshed", [(5, True), (3, False)])
def test_bss03_073_schatten_lv3_refreshes_when_the_opponent_draws(build, cores, refreshed):
    """Lv3: the opponent draws with an effect of their own (Charged Draw): it refreshes; not at Lv2."""
    s = build(position(active=1, turn=4, p0={"field": [FieldCard("BSS03-073", cores=cores, exhausted=True)]},
                       p1={"hand": [CHARGED_DRAW], "reserve": 4, "deck": [FILLER, FILLER, FILLER]}))
    use_magic(s, 0)
    assert len(hand_ids(s, 1)) == 2
    assert exhausted(s, 0) == {0: 0 if refreshed else 1}


def test_bss03_073_schatten_lv3_ignores_draws_you_cause(build):
    """Lv3: your own effect making the opponent draw is not "their effect": it stays exhausted."""
    from pybs.testing import Scenario  # noqa: F401

    s = build(position(p0={"hand": [CHARGED_DRAW], "reserve": 4, "deck": [FILLER, FILLER],
                           "field": [FieldCard("BSS03-073", cores=5, exhausted=True)]}))
    use_magic(s, 0)
    assert len(hand_ids(s, 0)) == 2 and exhausted(s, 0) == {0: 1}


# -- BSS03-077 Radiant Rainbow Wing Jewelbug ---------------------------------------------------------------
@pytest.mark.parametrize("attacker, cores", [(EZOWOLF, 2), (RED, 1)])
def test_bss03_077_jewelbug_core_when_a_gale_spirit_hits(build, attacker, cores):
    """Your Gale Spirit takes Life: a Void core goes onto the Jewelbug; a Spirit without Gale gives nothing."""
    s = build(position(step="attack", p0={"field": [FieldCard(attacker), FieldCard("BSS03-077")]}))
    unblocked(s)
    assert life(s, 1) == 4 and field(s, 0)[1]["cores"] == cores


@pytest.mark.parametrize("cores, exhausts", [(4, True), (3, False)])
def test_bss03_077_jewelbug_lv2_attack_exhausts(build, cores, exhausts):
    """Lv2: when it attacks, an opposing Spirit is exhausted; not at Lv1."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-077", cores=cores)]},
                       p1={"field": [FieldCard(RED)]}))
    do(s, C.attack(0))
    if exhausts:
        assert pending(s) == (Decision.CHOOSE, 0)
        do(s, C.choice(0))
    assert exhausted(s, 1) == {0: 1 if exhausts else 0}


# -- BSS01-124 Poison Mist ----------------------------------------------------------------------------------
@pytest.mark.parametrize("attacker, offered", [(OKAPANDLE, True), (RED, False)])
def test_bss01_124_poison_mist_curse_spirits_attack_a_spirit(build, attacker, offered):
    """Main: this turn, a Curse Spirit of yours that attacks may attack an exhausted opposing Spirit (R18.5: it
    blocks at once, no Life is taken); a Spirit without Curse is not offered it."""
    s = build(position(p0={"hand": ["BSS01-124"], "reserve": 5, "field": [FieldCard(attacker, cores=2)]},
                       p1={"field": [FieldCard(SKULL_FLY, exhausted=True)]}))
    use_magic(s, 0, effect=0)
    pass_flashes(s)
    do(s, C.PASS)  # to the Attack Step
    do(s, C.attack(0))
    if not offered:
        assert pending(s)[0] == Decision.FLASH
        return
    assert pending(s) == (Decision.CHOOSE, 0)
    do(s, C.choice(0))
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.CONFIRM)
    pass_flashes(s)
    resolve_orders(s)
    assert life(s, 1) == 5 and SKULL_FLY in trash_ids(s, 1)


def test_bss01_124_poison_mist_flash_bp(build):
    """Main/Flash: a Spirit gets +3000 BP this turn."""
    s = build(position(p0={"hand": ["BSS01-124"], "reserve": 5, "field": [FieldCard(RED)]}))
    use_magic(s, 0, effect=1)
    do(s, C.choice(0))
    assert bp(s, 0, 0) == 4000


# -- BSS03-124 Counter Curse -----------------------------------------------------------------------------
@pytest.mark.parametrize("blocker, destroyed", [(VIPER, True), (SKULL_FLY, False)])
def test_bss03_124_counter_curse_destroys_the_attacker_at_battle_end(build, blocker, destroyed):
    """Flash: an attacker blocked by your Curse Spirit is destroyed when the battle ends (not at once); with a
    blocker without Curse there is nothing to pick."""
    s = build(position(active=1, turn=4, step="attack", p0={"hand": ["BSS03-124"], "reserve": 4,
                                                             "field": [FieldCard(blocker)]},
                       p1={"field": [FieldCard(PORCUPINE)]}))
    attack(s)
    do(s, C.block(0))
    assert pending(s) == (Decision.FLASH, 0)
    do(s, C.use_hand(0))
    pay_with_soul(s, False)
    if destroyed:
        assert pending(s) == (Decision.CHOOSE, 0)
        do(s, C.choice(0))
        assert PORCUPINE not in trash_ids(s, 1)  # not yet: when the battle ends
    pass_flashes(s)
    resolve_orders(s)
    assert (PORCUPINE in trash_ids(s, 1)) is destroyed
