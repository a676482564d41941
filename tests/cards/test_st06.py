"""ST06 (blue, War Gods and Golems): one or more tests per card, on both engines.

Positions are set with ``Scenario(auto_forced=False)`` so every decision is visible; both
Soul Cores sit in the Trash unless a test needs one, so core counts are exact. Crush and Raid
are the engine's keyword programs: Crush discards level + modifier cards from the top of the
opponent's deck; Raid may exhaust one of your Nexuses to refresh the attacker (N times a turn)."""

from __future__ import annotations

import pytest
from card_helpers import check_vanilla, do, exhausted, fight, pass_flashes, position
from cards_shared import MANTIGORE, RED_NEXUS, RUDRA, WEAK
from conftest import bp, field, legal, pay_and_place, pending, player, summon, trash_ids, use_magic
from pool_cards import ANTMAN, PORCUPINE

from pybs import codec as C
from pybs import layout as L
from pybs.layout import Decision
from pybs.testing import FieldCard, Scenario

MITHRIL = "ST06-007"  # vanilla blue Golem, cost 6, Lv1 6000 BP
DECK = ["ST02-005", "ST02-006", "ST02-009", "ST01-004", "ST02-014", "ST01-005", "ST01-011"] + ["ST01-004"] * 13
PURPLE_NEXUS = "ST02-013"  # Purple Smoke Valley: no effect in these positions
WHITE_NEXUS = "ST03-013"  # Heaven-Piercing Castle: no effect in these positions
JASON = "ST06-004"  # blue War God with Crush +1, cost 4
BLUE_NEXUS = "ST06-012"  # Ancient Colosseum at Lv1: only a BP bonus for Crush Spirits
TOUCAN = "ST05-003"  # vanilla green Spirit, cost 3, Lv1 3000 BP


def deck_trash(state, p: int) -> tuple[int, int]:
    pl = player(state, p)
    return int(pl["deck_count"]), int(pl["trash_count"])


def scen(active: int = 0, step: str = "main", p0: dict | None = None, p1: dict | None = None) -> Scenario:
    """``position`` with player 1's deck set to ``DECK`` unless given (Crush discards from it)."""
    return position(active, step, p0, {"deck": DECK, **(p1 or {})})


def check_crush(build, card_id: str, cores: int, discards: int) -> None:
    """The attacker's Crush puts the top ``discards`` cards of the opponent's deck into their Trash."""
    s = build(scen(step="attack", p0={"field": [FieldCard(card_id, cores=cores)]}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.FLASH, 1)  # no Nexus, no other attack effect: nothing to decide
    assert deck_trash(s, 1) == (len(DECK) - discards, discards)
    assert trash_ids(s, 1) == DECK[:discards]


# -- cards with no effect text ---------------------------------------------------------------------------
@pytest.mark.parametrize("card_id", [MITHRIL, MANTIGORE, "ST06-010"])
def test_st06_vanilla_cards_do_nothing_else(build, card_id):
    """Mithril Golem, Mantigore and Hollow Seabeast Emerhydral have no effect."""
    check_vanilla(build, card_id)


# -- ST06-001 Conquest Myo-oh Nirvana --------------------------------------------------------------------
@pytest.mark.parametrize("cores, discards", [(1, 3), (3, 4), (6, 5)])
def test_st06_001_crush_plus_two_discards_level_plus_two(build, cores, discards):
    """Nirvana: Crush +2, so its attack discards level + 2 cards (Raid finds no Nexus here)."""
    s = build(scen(step="attack", p0={"field": [FieldCard("ST06-001", cores=cores)]}))
    do(s, C.attack(0))
    if cores >= 3:  # Lv2+: Crush and Raid trigger together
        assert pending(s) == (Decision.ORDER, 0)
        do(s, C.choice(0))
    assert pending(s) == (Decision.FLASH, 1)
    assert deck_trash(s, 1) == (len(DECK) - discards, discards)
    assert trash_ids(s, 1) == DECK[:discards]


@pytest.mark.parametrize("cores", [1, 3])
def test_st06_001_lv2_raid_exhausts_nexus_to_refresh_once_per_turn(build, cores):
    """Nirvana Lv2+: Raid 1, when it attacks it may exhaust your Nexus to refresh itself, once a turn."""
    s = build(scen(step="attack", p0={"field": [FieldCard("ST06-001", cores=cores), FieldCard(PURPLE_NEXUS, 0),
                                                FieldCard(WHITE_NEXUS, 0)]}))
    do(s, C.attack(0))
    if cores == 1:
        assert pending(s) == (Decision.FLASH, 1)
        assert exhausted(s, 0) == {0: 1, 1: 0, 2: 0}
        return
    assert pending(s) == (Decision.ORDER, 0)
    do(s, s.pending_decision().trigger("ST06-001", timing="Raid"))  # Raid first
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.CONFIRM)
    assert pending(s) == (Decision.CHOOSE, 0)
    do(s, C.choice(0))
    assert exhausted(s, 0) == {0: 0, 1: 1, 2: 0}
    assert pending(s) == (Decision.FLASH, 1)
    pass_flashes(s)
    do(s, C.PASS)
    assert legal(s) == [C.PASS, C.attack(0)]  # refreshed: it attacks again
    do(s, C.attack(0))
    do(s, s.pending_decision().trigger("ST06-001", timing="Raid"))  # the Raid trigger: already used this turn
    assert pending(s) == (Decision.FLASH, 1)
    assert exhausted(s, 0) == {0: 1, 1: 1, 2: 0}


# -- ST06-002 Island Bearer Francis ----------------------------------------------------------------------
@pytest.mark.parametrize("cores, discards", [(1, 2), (4, 3)])
def test_st06_002_crush_plus_one(build, cores, discards):
    """Francis: Crush +1 (level + 1 cards)."""
    check_crush(build, "ST06-002", cores, discards)


@pytest.mark.parametrize("cores, opp_trash, raid", [(4, 10, True), (4, 9, False), (1, 10, False)])
def test_st06_002_lv2_raid_needs_ten_opposing_trash_cards(build, cores, opp_trash, raid):
    """Francis Lv2+: Raid 1 only while the opponent has 10 or more cards in their Trash."""
    s = build(scen(step="attack", p0={"field": [FieldCard("ST06-002", cores=cores), FieldCard(PURPLE_NEXUS, 0)]},
                   p1={"trash": ["ST01-004"] * opp_trash}))
    do(s, C.attack(0))
    if not raid:
        assert pending(s) == (Decision.FLASH, 1)
        assert exhausted(s, 0) == {0: 1, 1: 0}
        return
    assert pending(s) == (Decision.ORDER, 0)
    do(s, C.choice(1), C.CONFIRM, C.choice(0))
    assert exhausted(s, 0) == {0: 0, 1: 1}


# -- ST06-003 Retainer Myo-oh Rudra ----------------------------------------------------------------------
@pytest.mark.parametrize("cores, discards", [(1, 1), (4, 2), (6, 3)])
def test_st06_003_crush_discards_its_level(build, cores, discards):
    """Rudra: Crush (its level in cards)."""
    check_crush(build, RUDRA, cores, discards)


# -- ST06-004 Giant Captain Jason ------------------------------------------------------------------------
@pytest.mark.parametrize("cores, discards", [(1, 2), (5, 3), (7, 4)])
def test_st06_004_crush_plus_one(build, cores, discards):
    """Jason: Crush +1 (level + 1 cards)."""
    check_crush(build, JASON, cores, discards)


# -- ST06-005 Fort Golem ---------------------------------------------------------------------------------
@pytest.mark.parametrize("nexus, reserve, usable", [(True, 5, True), (False, 5, False), (False, 7, True)])
def test_st06_005_costs_four_while_you_control_a_nexus(build, nexus, reserve, usable):
    """Fort Golem: costs 4 in hand while you control a Nexus (else 6)."""
    s = build(scen(p0={"hand": ["ST06-005"], "reserve": reserve,
                       "field": [FieldCard(PURPLE_NEXUS, 0)] if nexus else []}))
    assert (C.use_hand(0) in legal(s)) == usable
    if usable:
        summon(s, 0)
        assert int(player(s, 0)["trash_cores"]) == (4 if nexus else 6)
        assert int(player(s, 0)["reserve"]) == 0


@pytest.mark.parametrize("cores, answer", [(4, C.CONFIRM), (4, C.PASS), (1, None)])
def test_st06_005_lv2_attack_may_exhaust_nexus_to_destroy_cost_3(build, cores, answer):
    """Fort Golem Lv2: when it attacks you may exhaust your Nexus to destroy an opposing Spirit of cost 3 or less."""
    s = build(scen(step="attack", p0={"field": [FieldCard("ST06-005", cores=cores), FieldCard(PURPLE_NEXUS, 0)]},
                   p1={"field": [FieldCard(WEAK), FieldCard(MITHRIL)]}))
    do(s, C.attack(0))
    if answer is None:
        assert pending(s) == (Decision.FLASH, 1)
        return
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, answer)
    if answer == C.PASS:
        assert exhausted(s, 0) == {0: 1, 1: 0} and len(field(s, 1)) == 2
        return
    do(s, s.pending_decision().choose_card(PURPLE_NEXUS))  # the Nexus
    assert pending(s) == (Decision.CHOOSE, 0)
    assert legal(s) == [C.choice(0)]  # Mithril (cost 6) is out of reach
    do(s, C.choice(0))
    assert exhausted(s, 0) == {0: 1, 1: 1}
    assert trash_ids(s, 1) == [WEAK] and field(s, 1)[1]["card"] == MITHRIL


@pytest.mark.parametrize("opp, nexus_refreshed", [([MITHRIL], True), ([WEAK], False)])
def test_st06_005_lv2_offer_needs_both_nexus_and_target(build, opp, nexus_refreshed):
    """Fort Golem Lv2: no offer without a refreshed Nexus or without an opposing Spirit of cost 3 or less (R0.4)."""
    s = build(scen(step="attack", p0={"field": [FieldCard("ST06-005", cores=4),
                                                FieldCard(PURPLE_NEXUS, 0, exhausted=not nexus_refreshed)]},
                   p1={"field": [FieldCard(c) for c in opp]}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.FLASH, 1)
    assert exhausted(s, 0)[1] == int(not nexus_refreshed)
    assert len(field(s, 1)) == 1


# -- ST06-006 Bronze Golem -------------------------------------------------------------------------------
@pytest.mark.parametrize("nexuses", [2, 0])
def test_st06_006_destroyed_puts_void_core_on_your_nexus(build, nexuses):
    """Bronze Golem: when destroyed, one of your Nexuses gets a core from the Void."""
    extra = [FieldCard(PURPLE_NEXUS, 0), FieldCard(WHITE_NEXUS, 0)][:nexuses]
    s = build(scen(step="attack", p0={"field": [FieldCard("ST06-006"), FieldCard(ANTMAN)] + extra},
                   p1={"field": [FieldCard(MITHRIL)]}))
    fight(s, 0, 0)
    assert trash_ids(s, 0) == ["ST06-006"]
    if not nexuses:
        assert pending(s) == (Decision.ATTACK, 0)
        return
    assert pending(s) == (Decision.CHOOSE, 0)
    assert legal(s) == [C.choice(0), C.choice(1)]  # Nexuses only, not Antman
    do(s, C.choice(1))
    assert {k: v["cores"] for k, v in field(s, 0).items()} == {1: 1, 2: 0, 3: 1}


# -- ST06-008 Rammer Golem -------------------------------------------------------------------------------
@pytest.mark.parametrize("nexus, destroys", [(BLUE_NEXUS, True), (RED_NEXUS, False)])
def test_st06_008_blue_nexus_exhausted_destroys_cost_4(build, nexus, destroys):
    """Rammer Golem: in an Attack Step, when your blue Nexus is exhausted, destroy an opposing Spirit of cost
    4 or less."""
    s = build(scen(step="attack", p0={"field": [FieldCard("ST06-001", cores=3), FieldCard("ST06-008"),
                                                FieldCard(nexus, 0)]},
                   p1={"field": [FieldCard(MANTIGORE), FieldCard(PORCUPINE), FieldCard(MITHRIL)]}))
    do(s, C.attack(0))
    do(s, s.pending_decision().trigger("ST06-001", timing="Raid"))
    do(s, s.pending_decision().yes_to("ST06-001"))
    do(s, s.pending_decision().choose_card(nexus))  # Raid exhausts the Nexus
    assert exhausted(s, 0)[2] == 1
    if not destroys:
        assert pending(s) == (Decision.FLASH, 1)
        assert len(field(s, 1)) == 3
        return
    assert pending(s) == (Decision.CHOOSE, 0)
    assert legal(s) == [C.choice(0), C.choice(1)]  # Mithril (cost 6) is out of reach
    do(s, C.choice(1))
    assert PORCUPINE in trash_ids(s, 1)
    assert [v["card"] for v in field(s, 1).values()] == [MANTIGORE, MITHRIL]


# -- ST06-011 Battlebeast Bulltopdog ---------------------------------------------------------------------
def test_st06_011_each_spirit_card_crushed_gives_a_void_core(build):
    """Bulltopdog: in your Attack Step, each Spirit card your Crush discards puts a Void core on your Spirit
    (a discarded Magic gives nothing)."""
    s = build(scen(step="attack", p0={"field": [FieldCard(JASON), FieldCard("ST06-011")]},
                   p1={"deck": ["ST02-014", WEAK] + ["ST02-014"] * 5}))
    do(s, C.attack(0))  # Jason Lv1: Crush +1 discards a Magic, then a Spirit
    assert pending(s) == (Decision.CHOOSE, 0)
    assert legal(s) == [C.choice(0), C.choice(1)]
    do(s, C.choice(1))
    assert pending(s) == (Decision.FLASH, 1)
    assert trash_ids(s, 1) == ["ST02-014", WEAK]
    assert {k: v["cores"] for k, v in field(s, 0).items()} == {0: 1, 1: 2}


def test_st06_011_other_discards_give_nothing(build):
    """Bulltopdog: cards discarded by another effect (Honorable Duel) are not Crush discards."""
    s = build(scen(step="attack", p0={"soul": None, "field": [FieldCard("ST06-013", 0), FieldCard("ST06-011"),
                                                              FieldCard(MANTIGORE, cores=0, soul=True)]},
                   p1={"field": [FieldCard(WEAK)]}))
    fight(s, 2, 0)
    assert deck_trash(s, 1) == (len(DECK) - 3, 4)  # three discarded and the blocker
    assert pending(s) == (Decision.ATTACK, 0)
    assert field(s, 0)[1]["cores"] == 1


# -- ST06-012 Ancient Colosseum --------------------------------------------------------------------------
def test_st06_012_your_crush_spirits_get_1000_bp(build):
    """Ancient Colosseum: your Spirits with Crush get +1000 BP (not other Spirits, not the opponent's)."""
    s = build(scen(p0={"field": [FieldCard(BLUE_NEXUS, 0), FieldCard(RUDRA), FieldCard(MANTIGORE)]},
                   p1={"field": [FieldCard(JASON)]}))
    assert (bp(s, 0, 1), bp(s, 0, 2), bp(s, 1, 0)) == (4000, 3000, 4000)


@pytest.mark.parametrize("cores, summoned, discards", [(3, "ST05-002", 4), (3, ANTMAN, 0), (0, "ST05-002", 0)])
def test_st06_012_lv2_opponent_summons_when_summoned_spirit_discards_4(build, cores, summoned, discards):
    """Ancient Colosseum Lv2: when the opponent summons a Spirit with a When Summoned effect, they discard 4."""
    s = build(scen(active=1, p0={"field": [FieldCard(BLUE_NEXUS, cores)]}, p1={"hand": [summoned], "reserve": 6}))
    summon(s, 0)
    if pending(s)[0] == Decision.ORDER:  # Aldeed's own effect (no target here) and the Colosseum
        do(s, C.choice(0))
    assert pending(s) == (Decision.MAIN, 1)
    assert deck_trash(s, 1) == (len(DECK) - discards, discards)


# -- ST06-013 Honorable Duel -----------------------------------------------------------------------------
@pytest.mark.parametrize("active, soul, discards", [(0, True, 3), (0, False, 0), (1, True, 0)])
def test_st06_013_soul_spirit_battle_win_discards_3(build, active, soul, discards):
    """Honorable Duel: in your Attack Step, when your Soul-Core Spirit wins a battle, the opponent discards 3."""
    mine = FieldCard(MANTIGORE, cores=0, soul=True) if soul else FieldCard(MANTIGORE)
    s = build(scen(active=active, step="attack", p0={"soul": None if soul else "trash",
                                                     "field": [FieldCard("ST06-013", 0), mine]},
                   p1={"field": [FieldCard(WEAK)]}))
    fight(s, 1 if active == 0 else 0, 0 if active == 0 else 1)
    assert WEAK in trash_ids(s, 1)
    assert deck_trash(s, 1) == (len(DECK) - discards, 1 + discards)
    assert trash_ids(s, 1)[1:] == DECK[:discards]


@pytest.mark.parametrize("cores", [2, 0])
def test_st06_013_lv2_end_step_refreshes_golem_or_war_god(build, cores):
    """Honorable Duel Lv2: at the start of your End Step, refresh one of your Golem or War God Spirits."""
    s = build(scen(p0={"field": [FieldCard("ST06-013", cores), FieldCard(MANTIGORE, exhausted=True),
                                 FieldCard(MITHRIL, exhausted=True), FieldCard(RUDRA, exhausted=True)]}))
    do(s, C.PASS, C.PASS)  # end the Main Step, then the Attack Step
    if cores:
        assert pending(s) == (Decision.CHOOSE, 0)
        assert legal(s) == [C.choice(0), C.choice(1)]  # Mithril (Golem), Rudra (War God); not the Aberration
        do(s, C.choice(1))
    assert pending(s) == (Decision.MAIN, 1)
    assert exhausted(s, 0) == {0: 0, 1: 1, 2: 1, 3: 0 if cores else 1}


# -- ST06-014 Flood Stream -------------------------------------------------------------------------------
def test_st06_014_main_destroys_opposing_spirits_costing_5_in_total(build):
    """Flood Stream (Main/Flash): destroy any number of opposing Spirits whose costs add up to 5 or less."""
    s = build(scen(p0={"hand": ["ST06-014"], "reserve": 5},
                   p1={"field": [FieldCard(ANTMAN), FieldCard(TOUCAN), FieldCard(PORCUPINE), FieldCard(MITHRIL)]}))
    use_magic(s, 0)
    assert pending(s) == (Decision.CHOOSE, 0)
    assert legal(s) == [C.PASS, C.choice(0), C.choice(1), C.choice(2)]  # not Mithril (cost 6)
    do(s, s.pending_decision().choose_card(TOUCAN))  # cost 3: 2 left
    assert legal(s) == [C.PASS, C.choice(0)]  # only Antman (cost 2) still fits
    do(s, C.choice(0))
    assert sorted(trash_ids(s, 1)) == sorted([ANTMAN, TOUCAN])
    assert [v["card"] for v in field(s, 1).values()] == [PORCUPINE, MITHRIL]
    assert trash_ids(s, 0) == ["ST06-014"]


@pytest.mark.parametrize("answer", [C.PASS, C.CONFIRM])
def test_st06_014_burst_on_life_loss_sets_max_level(build, answer):
    """Flood Stream Burst: when you lose Life, a Spirit counts as its highest level this turn; then you may pay
    for the Flash effect."""
    s = build(scen(active=1, step="attack", p0={"field": [FieldCard(RUDRA)], "burst": "ST06-014", "reserve": 3},
                   p1={"field": [FieldCard(WEAK)]}))
    fight(s, 0, None)
    assert int(player(s, 0)["life"]) == 4
    assert pending(s) == (Decision.BURST, 0)
    do(s, C.CONFIRM)
    assert pending(s) == (Decision.CHOOSE, 0)
    assert legal(s) == [C.choice(0), C.choice(1)]  # any Spirit
    do(s, C.choice(0))
    assert bp(s, 0, 0) == 7000  # Rudra at its Lv3 with one core
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, answer)
    if answer == C.CONFIRM:
        pay_and_place(s)  # cost 5 - 1 (Rudra's blue symbol), from the Reserve of 3 + 1
        assert pending(s) == (Decision.CHOOSE, 0)
        do(s, C.choice(0))
    assert trash_ids(s, 0) == ["ST06-014"] and int(player(s, 0)["burst_inst"]) == L.NO_CARD
    assert int(player(s, 0)["reserve"]) == (0 if answer == C.CONFIRM else 4)
    assert trash_ids(s, 1) == ([WEAK] if answer == C.CONFIRM else [])
    assert bp(s, 0, 0) == 7000


# -- ST06-015 Blitz --------------------------------------------------------------------------------------
def test_st06_015_main_gives_a_spirit_2000_bp(build):
    """Blitz (Main/Flash): one Spirit gets +2000 BP this turn."""
    s = build(scen(p0={"hand": ["ST06-015"], "reserve": 3, "field": [FieldCard(ANTMAN)]},
                   p1={"field": [FieldCard(MANTIGORE)]}))
    use_magic(s, 0)
    assert legal(s) == [C.choice(0), C.choice(1)]
    do(s, C.choice(1))
    assert (bp(s, 0, 0), bp(s, 1, 0)) == (3000, 5000)
    assert trash_ids(s, 0) == ["ST06-015"]


@pytest.mark.parametrize("answer", [C.PASS, C.CONFIRM])
def test_st06_015_burst_on_destruction_discards_5(build, answer):
    """Blitz Burst: when the opponent destroys your Spirit they discard 5; then you may pay for the Flash effect."""
    s = build(scen(active=1, step="attack", p0={"field": [FieldCard(MANTIGORE), FieldCard(RUDRA)],
                                                "burst": "ST06-015", "reserve": 1},
                   p1={"field": [FieldCard(PORCUPINE)]}))
    fight(s, 0, 0)
    assert pending(s) == (Decision.BURST, 0)
    do(s, C.CONFIRM)
    assert deck_trash(s, 1) == (len(DECK) - 5, 5)
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, answer)
    if answer == C.CONFIRM:
        pay_and_place(s)  # cost 3 - 1 (Rudra's blue symbol): the Reserve of 1 + Mantigore's core
        assert legal(s) == [C.choice(0), C.choice(1)]
        do(s, C.choice(0))
    assert bp(s, 0, 1) == (5000 if answer == C.CONFIRM else 3000)
    assert int(player(s, 0)["reserve"]) == (0 if answer == C.CONFIRM else 2)
    assert trash_ids(s, 0) == [MANTIGORE, "ST06-015"]


# -- ST06-016 Blessed Cores ------------------------------------------------------------------------------
def test_st06_016_main_puts_void_core_on_two_nexuses(build):
    """Blessed Cores (Main): two of your Nexuses get a core from the Void each."""
    s = build(scen(p0={"hand": ["ST06-016"], "reserve": 3,
                       "field": [FieldCard(PURPLE_NEXUS, 0), FieldCard(WHITE_NEXUS, 0), FieldCard(BLUE_NEXUS, 0),
                                 FieldCard(MANTIGORE)]}))
    do(s, C.use_hand(0))
    assert pending(s) == (Decision.MAGIC_EFFECT, 0)
    do(s, C.choice(0))
    pay_and_place(s)  # cost 4 - 2 (the blue Nexus and Mantigore)
    assert pending(s) == (Decision.CHOOSE, 0)
    assert legal(s) == [C.choice(0), C.choice(1), C.choice(2)]  # Nexuses only
    do(s, C.choice(0))
    assert legal(s) == [C.choice(0), C.choice(1)]
    do(s, C.choice(1))
    assert {k: v["cores"] for k, v in field(s, 0).items()} == {0: 1, 1: 0, 2: 1, 3: 1}
    assert int(player(s, 0)["reserve"]) == 1


def test_st06_016_flash_gives_a_spirit_3000_bp(build):
    """Blessed Cores (Main/Flash): one Spirit gets +3000 BP; in a Flash timing only this effect is offered."""
    s = build(scen(step="attack", p0={"hand": ["ST06-016"], "reserve": 3, "field": [FieldCard(MANTIGORE)]},
                   p1={"field": [FieldCard(ANTMAN)]}))
    do(s, C.attack(0), C.PASS, C.use_hand(0))
    assert pending(s) == (Decision.PAY, 0)  # no choice of effect
    pay_and_place(s)
    assert legal(s) == [C.choice(0), C.choice(1)]
    do(s, C.choice(0))
    assert bp(s, 0, 0) == 6000
