"""BSS01-03 cards scripted with the keywords vocabulary, part 2: protections, attacking a Spirit, levels,
symbols and Step rules (pybs/scripts/pool_keywords.py), on both engines.

Player 0's turn 3 unless stated, ``auto_forced`` off so every decision is seen; both Soul Cores sit in
the Trash unless a test needs one, so core counts are exact.
"""

from __future__ import annotations

import pytest
from card_helpers import do, exhausted, pass_flashes, position
from conftest import bp, field, hand_ids, legal, pay_and_place, pending, player, summon, trash_ids, use_magic
from pool_cards import ANTMAN, CURSE, PORCUPINE, RED, attack_until_block, life

from pybs import codec as C
from pybs.carddb import CardDatabase, load_default
from pybs.effects.script import NEXUS, SCRIPTS, SPIRIT, opponents
from pybs.layout import Decision, Phase
from pybs.testing import FieldCard

attack = attack_until_block


# -- protection ---------------------------------------------------------------------------------------
POISON_SHOT = "ST02-014"  # purple Magic cost 5: Main/Flash a Spirit loses a core to its Reserve
MUMMIRRA = "ST02-004"  # purple Spirit cost 4: on summon an opposing Spirit loses a core
CHARGED_DRAW = "ST01-014"  # red Magic; replaced below by "destroy an opposing Spirit" where a test needs it
LUMIERE = "BSS02-063"  # yellow Spirit, cost 6


@pytest.fixture
def destroyer_db():
    """A fresh database where Charged Draw (red, Main/Flash) reads "destroy an opposing Spirit or Nexus"."""
    def destroyer(c):
        c.magic(main=True, flash=True).choose(opponents(types=(SPIRIT, NEXUS))).destroy()

    saved = SCRIPTS[CHARGED_DRAW]
    SCRIPTS[CHARGED_DRAW] = destroyer
    try:
        yield CardDatabase(list(load_default().cards))
    finally:
        SCRIPTS[CHARGED_DRAW] = saved


@pytest.mark.parametrize("target, cores_after", [(0, 2), (1, 2), (2, 1)])
def test_bss01_073_fulla_keeps_cores(build, target, cores_after):
    """Head Icemaid Fulla: opposing effects take no cores from it (slot 0) or a Spirit holding the Soul Core
    (slot 1); another Spirit (slot 2) loses one."""
    s = build(position(p0={"hand": [POISON_SHOT], "reserve": 5},
                       p1={"soul": None, "field": [FieldCard("BSS01-073", cores=2), FieldCard(RED, cores=1, soul=True),
                                                   FieldCard(RED, cores=2)]}))
    use_magic(s, 0, effect=0)
    assert pending(s) == (Decision.CHOOSE, 0)
    do(s, C.choice(target))
    assert pending(s) == (Decision.MAIN, 0)  # nothing left to ask (no core to pick from a guarded Spirit)
    assert field(s, 1)[target]["cores"] == cores_after


@pytest.mark.parametrize("card, cores_after", [("BSS02-071", 2), ("BSS01-089", 1)])
def test_bss02_070_breeze_guards_costly_yellow_spirits(build, card, cores_after):
    """Air Sniper Breeze: in the opponent's turn their effects take no cores from your yellow Spirits of cost
    4 or more (Clockodile); a cost-3 one (Hippocampo) loses its core."""
    s = build(position(1, "main", p0={"field": [FieldCard("BSS02-070"), FieldCard(card, cores=2)]},
                       p1={"hand": [POISON_SHOT], "reserve": 5}, turn=4))
    use_magic(s, 0, effect=0)
    do(s, C.choice(1))
    assert field(s, 0)[1]["cores"] == cores_after


@pytest.mark.parametrize("soul, choices", [(True, 1), (False, 2)])
def test_bss02_050_glaceus_with_soul_core_not_picked_by_spirits(build, soul, choices):
    """Polar Ice Dragon Glaceus: with the Soul Core on it, an opposing Spirit's effect cannot pick it."""
    glaceus = FieldCard("BSS02-050", cores=0, soul=True) if soul else FieldCard("BSS02-050", cores=1)
    s = build(position(p0={"hand": [MUMMIRRA], "reserve": 5},
                       p1={"soul": None if soul else "trash", "field": [glaceus, FieldCard(RED, cores=2)]}))
    summon(s, 0)
    assert pending(s) == (Decision.CHOOSE, 0)
    assert len(legal(s)) == choices


def test_bss02_050_glaceus_with_soul_core_is_picked_by_magic(build):
    """Its guard holds against Spirits only: an opposing Magic picks it and takes a core."""
    s = build(position(p0={"hand": [POISON_SHOT], "reserve": 5},
                       p1={"soul": None, "field": [FieldCard("BSS02-050", cores=1, soul=True)]}))
    use_magic(s, 0, effect=0)
    assert legal(s) == [C.choice(0)]
    do(s, C.choice(0))
    assert pending(s) == (Decision.SOUL, 1)  # R6.7: its owner picks the core; a normal one
    do(s, C.PASS)
    assert field(s, 1)[0] == {"card": "BSS02-050", "cores": 1, "soul": True, "exhausted": 0}


@pytest.mark.parametrize("cores, blockers", [(3, [C.PASS, C.block(1)]), (1, [C.PASS, C.block(0), C.block(1)])])
def test_bss02_050_glaceus_lv2_unblockable_by_cheap(build, cores, blockers):
    """Lv2: attacking, opposing Spirits of cost 3 or less cannot block it; at Lv1 they can."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS02-050", cores=cores)]},
                       p1={"field": [FieldCard(RED), FieldCard(PORCUPINE)]}))
    attack(s)
    assert legal(s) == blockers


@pytest.mark.parametrize("golem_cores, choices", [(2, [C.choice(0)]), (0, [C.choice(0), C.choice(1)])])
def test_bss03_091_iron_golem_soul_holders_not_picked_by_magic(build, golem_cores, choices):
    """Iron Golem Lv2: opposing Magic cannot pick your cards holding the Soul Core (Lv1: it can)."""
    s = build(position(p0={"hand": [POISON_SHOT], "reserve": 5},
                       p1={"soul": None, "field": [FieldCard(RED), FieldCard("BSS03-091", cores=golem_cores, soul=True)]}))
    use_magic(s, 0, effect=0)
    assert legal(s) == choices


@pytest.mark.parametrize("cores, choices", [(2, [C.choice(0)]), (0, [C.choice(0), C.choice(1)])])
def test_bss03_112_diamond_sanctuary_not_picked_by_magic(build, destroyer_db, cores, choices):
    """Diamond Sanctuary Lv2: opposing Magic cannot pick it (Lv1: it can)."""
    sc = position(p0={"hand": [CHARGED_DRAW], "reserve": 4},
                  p1={"field": [FieldCard(RED), FieldCard("BSS03-112", cores=cores)]})
    sc.db = destroyer_db
    s = build(sc)
    use_magic(s, 0)
    assert legal(s) == choices


@pytest.mark.parametrize("cores, survives", [(3, True), (1, False)])
def test_bss02_045_blizzaster_blocking_survives_destruction_effects(build, destroyer_db, cores, survives):
    """Blizzaster Eagle Lv2: after it blocks, opposing destruction effects cannot destroy it this battle."""
    sc = position(step="attack", p0={"field": [FieldCard(RED)], "hand": [CHARGED_DRAW], "reserve": 4},
                  p1={"field": [FieldCard("BSS02-045", cores=cores)]})
    sc.db = destroyer_db
    s = build(sc)
    attack(s)
    do(s, C.block(0))
    assert pending(s) == (Decision.FLASH, 1)
    do(s, C.PASS)
    use_magic(s, 0)
    do(s, C.choice(0))
    assert ("BSS02-045" in trash_ids(s, 1)) != survives


def test_bss03_050_sheriff_eagle_no_battle_destruction(build):
    """Sheriff Eagle: when it blocks, no Spirit is destroyed by BP comparison this battle; the next battle
    destroys as usual."""
    s = build(position(step="attack", p0={"field": [FieldCard(RED, cores=2), FieldCard(RED, cores=2)]},
                       p1={"field": [FieldCard("BSS03-050"), FieldCard(PORCUPINE)]}))
    attack(s, 0)
    do(s, C.block(0))
    pass_flashes(s)  # 3000 against 4000
    assert pending(s) == (Decision.ATTACK, 0)
    assert trash_ids(s, 0) == []
    attack(s, 1)
    do(s, C.block(1))
    pass_flashes(s)  # 3000 against 5000
    assert trash_ids(s, 0) == [RED]


@pytest.mark.parametrize("attacker, blockers", [(RED, [C.PASS, C.block(0)]),
                                                (CURSE, [C.PASS, C.block(0), C.block(1)])])
def test_bss03_128_rapid_rule(build, attacker, blockers):
    """Rapid Rule: this turn your Spirits of cost 2 or less cannot be blocked by Spirits of cost 5 or more
    (Lumiere, cost 6); a cost-4 attacker can be."""
    s = build(position(p0={"hand": ["BSS03-128"], "reserve": 5, "field": [FieldCard(attacker)]},
                       p1={"field": [FieldCard(PORCUPINE), FieldCard(LUMIERE)]}))
    use_magic(s, 0)
    assert pending(s) == (Decision.MAIN, 0)
    do(s, C.PASS)
    attack(s)
    assert legal(s) == blockers


def test_bss03_128_rapid_rule_covers_later_summons(build):
    """"All of your Spirits" this turn: a cost-1 Spirit summoned after the Magic is covered too."""
    s = build(position(p0={"hand": ["BSS03-128", RED], "reserve": 7},
                       p1={"field": [FieldCard(LUMIERE)]}))
    use_magic(s, 0)
    summon(s, 0)
    do(s, C.PASS)
    attack(s)
    assert legal(s) == [C.PASS]


# -- attacking a Spirit ---------------------------------------------------------------------------------
@pytest.mark.parametrize("cores, asks", [(2, True), (1, False)])
def test_bss01_041_palomides_attacks_an_exhausted_spirit(build, cores, asks):
    """Dark Knight Palomides Lv2: it may attack an exhausted opposing Spirit, which blocks at once; Lv1 has
    no such effect."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS01-041", cores=cores)]},
                       p1={"field": [FieldCard(RED, exhausted=True), FieldCard(RED)]}))
    do(s, C.attack(0))
    if not asks:
        assert pending(s) == (Decision.FLASH, 1)
        return
    do(s, C.choice(0), C.CONFIRM)
    pass_flashes(s)
    assert trash_ids(s, 1) == [RED] and life(s, 1) == 5


def test_bss03_022_hsuan_falung_destroyed_by_opponent(build):
    """Viper Dragon Hsuan Falung: destroyed by the opponent, they pick one of their refreshed Spirits and it
    loses three cores; its Curse still takes the blocker at the end of the battle."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-022")]},
                       p1={"field": [FieldCard(PORCUPINE), FieldCard(RED, cores=4), FieldCard(RED, exhausted=True)]}))
    attack(s)
    do(s, C.block(0))
    pass_flashes(s)  # 3000 against 5000
    assert "BSS03-022" in trash_ids(s, 0)
    assert pending(s) == (Decision.CHOOSE, 1)
    assert legal(s) == [C.choice(0)]  # refreshed ones only: slot 1
    do(s, C.choice(0))
    assert field(s, 1)[1]["cores"] == 1
    assert pending(s) == (Decision.ATTACK, 0)
    assert PORCUPINE in trash_ids(s, 1)  # Curse


@pytest.mark.parametrize("attacker, asks", [("BSS03-025", True), (RED, False)])
def test_bss03_022_hsuan_falung_serpents_attack_spirits(build, attacker, asks):
    """Lv2: when a Serpent of yours (Goral Snake) attacks, it may attack an exhausted opposing Spirit; a red
    Spirit's attack asks nothing."""
    s = build(position(step="attack", p0={"field": [FieldCard(attacker), FieldCard("BSS03-022", cores=3)]},
                       p1={"field": [FieldCard(PORCUPINE, exhausted=True), FieldCard(RED)]}))
    do(s, C.attack(0))
    if not asks:
        assert pending(s) == (Decision.FLASH, 1)
        return
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.CONFIRM)
    assert legal(s) == [C.choice(0)]
    do(s, C.choice(0))
    assert pending(s) == (Decision.FLASH, 1)
    assert (int(s.record()["blocker"]), int(s.record()["flash_window"])) == (0, 2)


# -- levels, Life and silenced "When Destroyed" effects -------------------------------------------------
@pytest.mark.parametrize("active, courant_cores, level_bp", [(1, 4, True), (0, 4, False), (1, 1, False)])
def test_bss03_098_courant_lifts_vanilla_spirits_in_opponents_turn(build, active, courant_cores, level_bp):
    """Sea Emperor Courant Marin Lv2: in the opponent's turn your Spirits without effect text count as their
    highest level (Raineedle: 4000 BP at Lv3 instead of 1000); not in your turn, not at Lv1."""
    s = build(position(active, "main", p0={"field": [FieldCard("BSS03-098", cores=courant_cores), FieldCard(RED)]},
                       p1={"field": [FieldCard(ANTMAN)]}))
    assert bp(s, 0, 1) == (4000 if level_bp else 1000)
    assert bp(s, 1, 0) == 3000  # the opponent's vanilla Spirit is not lifted


@pytest.mark.parametrize("target, destroyed", [(RED, True), (PORCUPINE, False)])
def test_bss03_098_courant_summon_destroys_cheap_spirit(build, target, destroyed):
    """On summon, an opposing Spirit of cost 3 or less is destroyed; a cost-4 one is no target."""
    s = build(position(p0={"hand": ["BSS03-098"], "reserve": 8}, p1={"field": [FieldCard(target)]}))
    summon(s, 0)
    if destroyed:
        assert pending(s) == (Decision.CHOOSE, 0)
        do(s, C.choice(0))
        assert trash_ids(s, 1) == [target]
    else:
        assert pending(s) == (Decision.MAIN, 0) and trash_ids(s, 1) == []


CHAIN_ANGEL = "ST04-005"  # Lv2 (3 cores): Luster


@pytest.mark.parametrize("attacker, blocker_bp", [(CHAIN_ANGEL, 1000), (RED, 4000)])
def test_bss01_095_lepri_luster_blocked_blocker_counts_as_lv1(build, attacker, blocker_bp):
    """Crafter Fairy Lepri: when a Luster Spirit of yours is blocked, the blocker counts as Lv1 this battle
    (Raineedle at 3 cores: 1000 BP); a Spirit without Luster changes nothing."""
    s = build(position(step="attack", p0={"field": [FieldCard(attacker, cores=3), FieldCard("BSS01-095")]},
                       p1={"field": [FieldCard(RED, cores=3)]}))
    attack(s)
    do(s, C.block(0))
    assert pending(s) == (Decision.FLASH, 1)
    assert bp(s, 1, 0) == blocker_bp


def test_bss01_134_ascension_zero_burst_sets_opponents_to_lv1(build):
    """Ascension Zero Burst: after the opponent resolves a "When Summoned" effect, their Spirits count as Lv1
    this turn (Raineedle at 3 cores: 1000 BP); paying for the Flash effect is offered."""
    s = build(position(active=1, p0={"field": [FieldCard(ANTMAN)], "reserve": 4, "burst": "BSS01-134"},
                       p1={"hand": ["ST05-002"], "reserve": 6, "field": [FieldCard(RED, cores=3)]}))
    assert bp(s, 1, 0) == 4000
    summon(s, 0)
    do(s, C.choice(0))  # Aldeed's own When Summoned effect
    assert pending(s) == (Decision.BURST, 0)
    do(s, C.CONFIRM)
    assert bp(s, 1, 0) == 1000
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.PASS)
    assert pending(s) == (Decision.MAIN, 1)
    assert bp(s, 1, 0) == 1000


MAPLEUM = "BSS03-067"  # 2000 BP; When Destroyed: one of your Gale Spirits gets a Void core
EZOWOLF = "BSS02-095"


def test_bss01_013_thunder_leon_silences_when_destroyed(build):
    """Stormbeast Emperor Thunder Leon: on summon every opposing Spirit of 2000 BP or less is destroyed and
    their "When Destroyed" effects do not trigger (Mapleum feeds nobody)."""
    s = build(position(p0={"hand": ["BSS01-013"], "reserve": 7},
                       p1={"field": [FieldCard(MAPLEUM), FieldCard(RED), FieldCard(EZOWOLF)]}))
    summon(s, 0)
    assert pending(s) == (Decision.MAIN, 0)
    assert sorted(trash_ids(s, 1)) == sorted([MAPLEUM, RED])
    assert field(s, 1) == {2: {"card": EZOWOLF, "cores": 1, "soul": False, "exhausted": 0}}
    assert int(s.record()["n_mods"]) == 0  # the silence lasted only for the destruction


def test_bss01_013_thunder_leon_lv3_attack_draws(build):
    """Lv3: when it attacks, draw one; Lv2 does not."""
    for cores, drawn in ((5, 1), (3, 0)):
        s = build(position(step="attack", p0={"field": [FieldCard("BSS01-013", cores=cores)], "deck": [RED, RED]}))
        do(s, C.attack(0))
        assert len(hand_ids(s, 0)) == drawn


@pytest.mark.parametrize("keep_cores, silenced", [(2, True), (0, False)])
def test_bss02_115_giantwood_silences_opponents_when_destroyed(build, keep_cores, silenced):
    """Giantwood Castle Keep Lv2: in any Attack Step the opponent's "When Destroyed" effects do not trigger
    (Mapleum falls in battle and feeds nobody); at Lv1 they do."""
    s = build(position(step="attack", p0={"field": [FieldCard(MAPLEUM), FieldCard(EZOWOLF)]},
                       p1={"field": [FieldCard(PORCUPINE), FieldCard("BSS02-115", cores=keep_cores)]}))
    attack(s)
    do(s, C.block(0))
    pass_flashes(s)
    assert MAPLEUM in trash_ids(s, 0)
    if silenced:
        assert pending(s) == (Decision.ATTACK, 0)
    else:
        assert pending(s) == (Decision.CHOOSE, 0)


@pytest.mark.parametrize("soul, refresh", [(True, True), (False, False)])
def test_bss02_115_giantwood_soul_core_winner_refreshes(build, soul, refresh):
    """Lv1: in the opponent's Attack Step, when your Spirit holding the Soul Core wins by BP, refresh one of
    your Spirits (the blocker itself here); without the Soul Core nothing happens."""
    blocker = FieldCard(PORCUPINE, cores=0, soul=True) if soul else FieldCard(PORCUPINE)
    s = build(position(step="attack", p0={"field": [FieldCard(RED)]},
                       p1={"soul": None if soul else "trash", "field": [blocker, FieldCard("BSS02-115", cores=0)]}))
    attack(s)
    do(s, C.block(0))
    pass_flashes(s)
    assert trash_ids(s, 0) == [RED]
    if refresh:
        assert pending(s) == (Decision.CHOOSE, 1)
        do(s, C.choice(0))
    assert exhausted(s, 1)[0] == (0 if refresh else 1)


@pytest.mark.parametrize("side", [0, 1])
def test_bss01_002_arc_weak_attackers_take_no_life(build, side):
    """Divine Halberd Dragon Arc (on either side): an attacker of 2000 BP or less takes no Life."""
    arc = [FieldCard("BSS01-002")]
    s = build(position(step="attack", p0={"field": [FieldCard(RED)] + (arc if side == 0 else [])},
                       p1={"field": arc if side == 1 else []}))
    attack(s)
    do(s, C.PASS)
    assert life(s, 1) == 5


def test_bss01_002_arc_strong_attacker_takes_life(build):
    """Arc itself (3000 BP) takes Life as usual."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS01-002")]}, p1={}))
    attack(s)
    do(s, C.PASS)
    assert life(s, 1) == 4


@pytest.mark.parametrize("cores, asks", [(3, True), (1, False)])
def test_bss01_002_arc_lv2_attack_destroys_weak_spirit(build, cores, asks):
    """Lv2: when it attacks, destroy an opposing Spirit of 2000 BP or less."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS01-002", cores=cores)]},
                       p1={"field": [FieldCard(RED), FieldCard(PORCUPINE)]}))
    do(s, C.attack(0))
    if asks:
        assert pending(s) == (Decision.CHOOSE, 0)
        assert legal(s) == [C.choice(0)]
        do(s, C.choice(0))
        assert trash_ids(s, 1) == [RED]
    else:
        assert pending(s) == (Decision.FLASH, 1)


# -- symbols --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("cores, soul, lost", [(2, True, 2), (3, False, 1), (0, True, 1)])
def test_bss01_006_nebula_dragon_two_red_symbols(build, cores, soul, lost):
    """Nebula Dragon Lv2: attacking with the Soul Core on it, its symbol counts as two (two Life); without
    the Soul Core, or at Lv1, one."""
    s = build(position(step="attack", p0={"soul": None if soul else "trash",
                                          "field": [FieldCard("BSS01-006", cores=cores, soul=soul)]}, p1={}))
    attack(s)
    do(s, C.PASS)
    assert life(s, 1) == 5 - lost


def test_bss03_122_double_heart(build):
    """Double Heart: a Spirit holding a Soul Core counts as having two red symbols this turn (its unblocked
    attack takes two Life); Spirits without a Soul Core are no target."""
    s = build(position(p0={"soul": None, "reserve": 7, "hand": ["BSS03-122"],
                           "field": [FieldCard(RED, cores=0, soul=True), FieldCard(RED)]}, p1={}))
    use_magic(s, 0)
    assert pending(s) == (Decision.CHOOSE, 0)
    assert legal(s) == [C.choice(0)]
    do(s, C.choice(0))
    do(s, C.PASS)
    attack(s, 0)
    do(s, C.PASS)
    assert life(s, 1) == 3


ASCENSION_ZERO = "BSS01-134"  # yellow Magic cost 4, four yellow reductions


@pytest.mark.parametrize("chick_cores, paid", [(3, 0), (1, 2)])
def test_bss01_100_pentan_chick_lyric_bird_symbols_count_twice_for_magic(build, chick_cores, paid):
    """Pentan Chick Lv2: in your turn each symbol on your Lyric Birds (itself and Pentan) counts twice toward
    a Magic's cost: four yellow symbols make Ascension Zero (cost 4, four yellow reductions) free; at Lv1
    their two symbols leave 2 to pay."""
    s = build(position(p0={"reserve": 5, "hand": [ASCENSION_ZERO],
                           "field": [FieldCard("BSS01-100", cores=chick_cores), FieldCard("BSS01-099")]}))
    use_magic(s, 0)
    assert pending(s) == (Decision.CHOOSE, 0)
    assert int(player(s, 0)["trash_cores"]) == paid


# -- Step rules -----------------------------------------------------------------------------------------
MOTHERSHIP = "BSS01-110"
GOLEM = "ST03-006"  # Mobile Golem: vanilla white Mecha Spirit


@pytest.mark.parametrize("active, returned", [(1, True), (0, False)])
def test_bss01_110_mothership_trash_cores_back_at_opponents_attack_step(build, active, returned):
    """Infinity Mothership: at the start of the opponent's Attack Step your Trash cores go to your Reserve;
    your own Attack Step does nothing."""
    mine_side = {"soul": "reserve", "reserve": 0, "trash_cores": 3, "field": [FieldCard(MOTHERSHIP, cores=0)]}
    s = build(position(active, "main", p0=mine_side, p1={}, turn=4 if active else 3))
    do(s, C.PASS)
    assert pending(s) == (Decision.ATTACK, active)
    pl = player(s, 0)
    assert (int(pl["reserve"]), int(pl["trash_cores"])) == ((3, 0) if returned else (0, 3))


@pytest.mark.parametrize("cores, mecha, gain", [(2, True, 2), (2, False, 1), (0, True, 1)])
def test_bss01_110_mothership_lv2_mecha_core_step(build, cores, mecha, gain):
    """Lv2: while you control a Mecha Spirit, your Core Step gives two cores; without one, or at Lv1, one."""
    field_cards = [FieldCard(MOTHERSHIP, cores=cores)] + ([FieldCard(GOLEM)] if mecha else [FieldCard(RED)])
    s = build(position(0, "core", p0={"reserve": 0, "field": field_cards, "deck": [RED, RED]}, p1={}))
    assert pending(s) == (Decision.MAIN, 0)
    assert int(player(s, 0)["reserve"]) == gain


@pytest.mark.parametrize("pay, ends", [(True, True), (False, False)])
def test_bss01_127_absolute_ice_shield(build, pay, ends):
    """Absolute Ice Shield Burst (you lose Life): a Reserve core goes to your Life; paid, its Flash effect ends
    the Attack Step when this battle ends."""
    s = build(position(step="attack", p0={"field": [FieldCard(RED), FieldCard(RED)]},
                       p1={"burst": "BSS01-127", "reserve": 6}))
    attack(s)
    do(s, C.PASS)
    assert pending(s) == (Decision.BURST, 1)
    do(s, C.CONFIRM)
    assert life(s, 1) == 5  # lost one, then a Reserve core came back
    assert pending(s) == (Decision.YES_NO, 1)
    if pay:
        do(s, C.CONFIRM)
        pay_and_place(s)
    else:
        do(s, C.PASS)
    if ends:
        assert pending(s) != (Decision.ATTACK, 0)
        assert int(s.record()["phase"]) != int(Phase.ATTACK)
    else:
        assert pending(s) == (Decision.ATTACK, 0)


# -- BSS03-103 Fantastical Monk Sanzor ------------------------------------------------------------------
SANZOR = "BSS03-103"  # blue Spirit cost 5: Lv1 1 core, Lv2 3 cores
CHARGED = "ST01-014"  # red Magic: Main draw 2


@pytest.mark.parametrize("side, drawn", [(0, 0), (1, 0), (None, 2)])
def test_bss03_103_sanzor_no_draw_by_magic(build, side, drawn):
    """Sanzor (on either side): a Magic's draw draws nothing; without Sanzor it draws two."""
    sanzor = [FieldCard(SANZOR)]
    s = build(position(p0={"hand": [CHARGED], "reserve": 4, "deck": [RED] * 4,
                           "field": sanzor if side == 0 else []},
                       p1={"field": sanzor if side == 1 else []}))
    use_magic(s, 0, effect=0)
    assert pending(s) == (Decision.MAIN, 0)
    assert len(hand_ids(s, 0)) == drawn


def test_bss03_103_sanzor_spirit_draws_still_work(build):
    """Only Magic: Thunder Leon's attack (a Spirit's effect) still draws."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS01-013", cores=5)], "deck": [RED, RED]},
                       p1={"field": [FieldCard(SANZOR)]}))
    do(s, C.attack(0))
    assert len(hand_ids(s, 0)) == 1


@pytest.mark.parametrize("sanzor_cores, second", [(3, False), (1, True)])
def test_bss03_103_sanzor_one_cheap_summon_a_turn(build, sanzor_cores, second):
    """Sanzor Lv2: in its opponent's turn they summon one Spirit of cost 4 or less at most; a cost-5 one is
    not limited. At Lv1 there is no limit."""
    s = build(position(1, "main", p0={"field": [FieldCard(SANZOR, cores=sanzor_cores)]},
                       p1={"hand": [RED, RED, "BSS03-075"], "reserve": 9}, turn=4))
    summon(s, 0)
    assert pending(s) == (Decision.MAIN, 1)
    assert (C.use_hand(0) in legal(s)) == second  # the other Raineedle
    assert C.use_hand(1) in legal(s)  # Wind Tiger Tiguard, cost 5


def test_bss03_103_sanzor_does_not_limit_its_controller(build):
    """In its controller's own turn nothing is limited."""
    s = build(position(0, "main", p0={"field": [FieldCard(SANZOR, cores=3)], "hand": [RED, RED], "reserve": 4}))
    summon(s, 0)
    assert C.use_hand(0) in legal(s)
