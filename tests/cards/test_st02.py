"""ST02 (purple, Serpents and Undead): one test or more per card, run on both engines.

Player 0 is the turn player on turn 3. Both Soul Cores start in the Trash unless a test needs one,
so core counts are exact. Card facts: /work/shared/cards/bss/ST02.json."""

from __future__ import annotations

import pytest
from card_helpers import attack_to_block, blocked_battle, check_vanilla, scenario
from cards_shared import BIG, DECK, RED_BIG, SMALL
from conftest import bp, field, hand_ids, legal, pending, player, summon, trash_ids, use_magic
from pool_cards import RED

from pybs import codec as C
from pybs import layout as L
from pybs.layout import Decision
from pybs.testing import FieldCard, Scenario


def cores(state, p: int) -> dict[int, int]:
    """Slot -> cores (Soul Core included) of player p's field."""
    return {k: v["cores"] for k, v in field(state, p).items()}


# -- cards with no effect text ---------------------------------------------------------------------------
@pytest.mark.parametrize("card_id", ["ST02-005", "ST02-006", "ST02-009"])
def test_st02_vanilla_cards_do_nothing_else(build, card_id):
    """Demo Bones, Mummyphant and Skull Fly have no effect: summoning or attacking with them changes
    nothing else."""
    check_vanilla(build, card_id)


# -- ST02-001 Dark King Snake Pendocles ------------------------------------------------------------------
def test_st02_001_summon_strips_spirit_to_one_core(build):
    """On summon, an opposing Spirit keeps one core; the rest go to its owner's Reserve."""
    opp = [FieldCard(SMALL), FieldCard(BIG, cores=4)]
    state = build(scenario({"hand": ["ST02-001"], "reserve": 8}, {"field": opp, "reserve": 1}, auto=False))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert legal(state) == [C.choice(0), C.choice(1)]  # opposing Spirits only, no PASS
    state.apply(C.choice(1))
    assert cores(state, 1) == {0: 1, 1: 1}
    assert int(player(state, 1)["reserve"]) == 1 + 3
    assert bp(state, 1, 1) == 3000
    assert pending(state) == (Decision.MAIN, 0)


@pytest.mark.parametrize(("answer", "soul_left"), [(C.PASS, True), (C.CONFIRM, False)])
def test_st02_001_owner_decides_about_the_soul_core(build, answer, soul_left):
    """R6.7: the owner of the stripped Spirit decides whether its Soul Core is among the removed cores."""
    opp = [FieldCard(BIG, cores=3, soul=True)]
    state = build(scenario({"hand": ["ST02-001"], "reserve": 8}, {"field": opp, "soul": None, "reserve": 0}))
    summon(state, 0)
    assert pending(state) == (Decision.SOUL, 1)
    state.apply(answer)
    f = field(state, 1)[0]
    assert (f["cores"], f["soul"]) == (1, soul_left)
    assert int(player(state, 1)["reserve"]) == (3 if soul_left else 2)
    assert (int(player(state, 1)["soul_loc"]) == L.SOUL_RESERVE) is not soul_left


@pytest.mark.parametrize(("my_cores", "hits"), [(3, True), (1, False)])
def test_st02_001_lv2_attack_sends_a_core_to_trash(build, my_cores, hits):
    """At Lv2 its attack moves one core of an opposing Spirit to their Trash; not at Lv1."""
    opp = [FieldCard(RED, cores=2), FieldCard(RED_BIG)]
    state = build(scenario({"field": [FieldCard("ST02-001", cores=my_cores)]}, {"field": opp}, step="attack",
                           auto=False))
    state.apply(C.attack(0))
    if hits:
        assert pending(state) == (Decision.CHOOSE, 0)
        assert legal(state) == [C.choice(0), C.choice(1)]
        state.apply(C.choice(1))  # the 1-core Spirit: depleted
    assert pending(state) == (Decision.FLASH, 1)
    assert cores(state, 1) == ({0: 2} if hits else {0: 2, 1: 1})
    pl = player(state, 1)
    assert int(pl["trash_cores"]) == int(hits)
    assert trash_ids(state, 1) == ([RED_BIG] if hits else [])


# -- ST02-002 Dragonaga Assassin -------------------------------------------------------------------------
@pytest.mark.parametrize(("card", "my_cores", "curse"), [
    ("ST02-002", 2, 1), ("ST02-002", 3, 1), ("ST02-002", 1, 0),
    ("ST02-007", 1, 1), ("ST02-007", 3, 1), ("ST02-008", 3, 1), ("ST02-008", 1, 0)])
def test_st02_002_007_008_attack_with_curse(build, card, my_cores, curse):
    """Dragonaga Assassin's blocked attack carries Curse at Lv2 and Lv3, not at Lv1; Okapandle always attacks
    with Curse; Dark Knight Florence only at Lv2."""
    state = build(scenario({"field": [FieldCard(card, cores=my_cores)]}, {"field": [FieldCard(RED)]},
                           step="attack", auto=False))
    attack_to_block(state, 0)
    state.apply(C.block(0))
    assert (int(state.record()["curse"]) != 0) == bool(curse)  # holds the attacker instance + 1


@pytest.mark.parametrize(("card", "my_cores", "blocker", "blocker_cores"), [
    pytest.param("ST02-002", 2, BIG, 3, id="ST02-002-lv2-3000-vs-5000"),
    pytest.param("ST02-007", 1, RED_BIG, 2, id="ST02-007-3000-vs-4000"),
    pytest.param("ST02-008", 3, RED_BIG, 4, id="ST02-008-lv2-3000-vs-7000"),
])
def test_st02_002_007_008_curse_destroys_blocker_that_beat_it(build, card, my_cores, blocker, blocker_cores):
    """Curse: the blocker is destroyed at the end of the battle even when it beat the attacker (Dragonaga
    Assassin at Lv2, Okapandle, Dark Knight Florence at Lv2)."""
    opp = {"field": [FieldCard(blocker, cores=blocker_cores)]}
    state = build(scenario({"field": [FieldCard(card, cores=my_cores)]}, opp, step="attack", auto=False))
    blocked_battle(state, 0, 0)
    assert trash_ids(state, 0) == [card]
    assert trash_ids(state, 1) == [blocker]


@pytest.mark.parametrize(("my_cores", "soul", "draws"), [(2, True, 1), (3, False, 0), (1, True, 0)])
def test_st02_002_lv3_attack_draws_with_soul_core(build, my_cores, soul, draws):
    """At Lv3 its attack draws a card if the Soul Core is on it; not without it, not at Lv2."""
    p0 = {"field": [FieldCard("ST02-002", cores=my_cores, soul=soul)], "deck": DECK,
          "soul": None if soul else "trash"}
    state = build(scenario(p0, {}, step="attack", auto=False))
    state.apply(C.attack(0))
    assert pending(state) == (Decision.FLASH, 1)
    assert hand_ids(state, 0) == DECK[:draws]


# -- ST02-003 Segro Snake --------------------------------------------------------------------------------
@pytest.mark.parametrize("soul", [True, False])
def test_st02_003_one_core_spirits_cannot_block_it_with_soul_core(build, soul):
    """With the Soul Core on it, opposing Spirits holding one core cannot block it."""
    opp = [FieldCard(RED), FieldCard(RED, cores=2), FieldCard(RED, cores=0, soul=True)]
    p0 = {"field": [FieldCard("ST02-003", cores=0 if soul else 1, soul=soul)],
          "soul": None if soul else "trash"}
    state = build(scenario(p0, {"field": opp, "soul": None}, step="attack", auto=False))
    attack_to_block(state, 0)
    if soul:
        assert legal(state) == [C.PASS, C.block(1)]
    else:
        assert legal(state) == [C.PASS, C.block(0), C.block(1), C.block(2)]


# -- ST02-004 Mummirra -----------------------------------------------------------------------------------
def test_st02_004_summon_removes_a_core(build):
    """On summon, an opposing Spirit loses a core to its owner's Reserve."""
    opp = [FieldCard(RED, cores=3), FieldCard(RED_BIG)]
    state = build(scenario({"hand": ["ST02-004"], "reserve": 5, "field": [FieldCard(SMALL, cores=2)]},
                           {"field": opp, "reserve": 0}, auto=False))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert legal(state) == [C.choice(0), C.choice(1)]  # never its controller's own Spirits
    state.apply(C.choice(0))
    assert cores(state, 1) == {0: 2, 1: 1}
    assert int(player(state, 1)["reserve"]) == 1
    assert cores(state, 0) == {0: 2, 1: 1}


def test_st02_004_summon_can_deplete(build):
    """A one-core Spirit that loses its core is depleted: Trash, core to the Reserve."""
    state = build(scenario({"hand": ["ST02-004"], "reserve": 5}, {"field": [FieldCard(RED_BIG)],
                                                                    "reserve": 0}))
    summon(state, 0)
    assert field(state, 1) == {}
    assert trash_ids(state, 1) == [RED_BIG]
    assert int(player(state, 1)["reserve"]) == 1


# -- ST02-007 Okapandle ----------------------------------------------------------------------------------
def test_st02_007_okapandle_curse_flag_only_when_attacking(build):
    """Curse works while attacking: blocking with Okapandle carries no Curse."""
    sc = Scenario(turn=4, active=1, step="attack", auto_forced=False)
    sc.player(0, field=[FieldCard("ST02-007")], soul="trash")
    sc.player(1, field=[FieldCard(RED)], soul="trash")
    state = build(sc)
    state.apply(C.attack(0))
    state.apply(C.PASS)
    state.apply(C.PASS)
    state.apply(C.block(0))
    assert int(state.record()["curse"]) == 0


# -- ST02-008 Dark Knight Florence -----------------------------------------------------------------------
def test_st02_008_florence_lv1_blocker_survives(build):
    """At Lv1 Florence has no Curse: the blocker that beat it survives."""
    state = build(scenario({"field": [FieldCard("ST02-008")]}, {"field": [FieldCard(RED_BIG, cores=4)]},
                           step="attack", auto=False))
    blocked_battle(state, 0, 0)
    assert trash_ids(state, 0) == ["ST02-008"]
    assert trash_ids(state, 1) == [] and cores(state, 1) == {0: 4}


# -- ST02-010 Phasmobat ----------------------------------------------------------------------------------
@pytest.mark.parametrize(("my_cores", "opp_cores", "draws"), [(3, 1, 1), (4, 1, 1), (3, 2, 0), (1, 1, 0)])
def test_st02_010_lv2_attack_draws_if_opponent_has_one_core_spirit(build, my_cores, opp_cores, draws):
    """At Lv2+ its attack draws a card when the opponent has a Spirit with exactly one core."""
    opp = [FieldCard(RED, cores=opp_cores), FieldCard(RED_BIG, cores=2)]
    state = build(scenario({"field": [FieldCard("ST02-010", cores=my_cores)], "deck": DECK}, {"field": opp},
                           step="attack", auto=False))
    state.apply(C.attack(0))
    assert pending(state) == (Decision.FLASH, 1)
    assert hand_ids(state, 0) == DECK[:draws]


# -- ST02-011 Stray Soul ---------------------------------------------------------------------------------
def test_st02_011_summon_drains_an_exhausted_spirit(build):
    """On summon, an exhausted opposing Spirit loses a core to its owner's Reserve."""
    opp = [FieldCard(RED, cores=3), FieldCard(RED, cores=3, exhausted=True),
           FieldCard(RED_BIG, exhausted=True)]
    state = build(scenario({"hand": ["ST02-011"], "reserve": 5}, {"field": opp, "reserve": 0}, auto=False))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert legal(state) == [C.choice(0), C.choice(1)]  # slots 1 and 2 only
    state.apply(C.choice(0))
    assert cores(state, 1) == {0: 3, 1: 2, 2: 1}
    assert int(player(state, 1)["reserve"]) == 1


def test_st02_011_no_exhausted_spirit_no_effect(build):
    """With no exhausted opposing Spirit nothing happens."""
    state = build(scenario({"hand": ["ST02-011"], "reserve": 5}, {"field": [FieldCard(RED, cores=3)]},
                           auto=False))
    summon(state, 0)
    assert pending(state) == (Decision.MAIN, 0)
    assert cores(state, 1) == {0: 3}


# -- ST02-012 Dark Grail ---------------------------------------------------------------------------------
def test_st02_012_deploy_drains_spirit_with_two_cores(build):
    """On deploy, an opposing Spirit with two or more cores loses one to its owner's Reserve."""
    opp = [FieldCard(RED), FieldCard(RED, cores=2), FieldCard(RED_BIG, cores=4)]
    state = build(scenario({"hand": ["ST02-012"], "reserve": 3}, {"field": opp, "reserve": 0}, auto=False))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert legal(state) == [C.choice(0), C.choice(1)]  # slots 1 and 2
    state.apply(C.choice(1))
    assert cores(state, 1) == {0: 1, 1: 2, 2: 3}
    assert int(player(state, 1)["reserve"]) == 1
    assert field(state, 0)[0]["card"] == "ST02-012"


@pytest.mark.parametrize(("nexus_cores", "victim", "draws"), [(3, SMALL, 1), (2, SMALL, 0), (3, RED, 0)])
def test_st02_012_lv2_draws_when_your_purple_spirit_falls(build, nexus_cores, victim, draws):
    """At Lv2, when your purple Spirit is destroyed in your Attack Step you draw; not at Lv1, not for red."""
    mine = [FieldCard("ST02-012", cores=nexus_cores), FieldCard(victim)]
    state = build(scenario({"field": mine, "deck": DECK}, {"field": [FieldCard(BIG, cores=3)]}, step="attack",
                           auto=False))
    blocked_battle(state, 1, 0)
    assert trash_ids(state, 0) == [victim]
    assert pending(state) == (Decision.ATTACK, 0)
    assert hand_ids(state, 0) == DECK[:draws]


# -- ST02-013 Purple Smoke Valley ------------------------------------------------------------------------
@pytest.mark.parametrize(("opp_cores", "draws"), [(1, 1), (2, 0)])
def test_st02_013_draws_when_your_effect_depletes(build, opp_cores, draws):
    """When your effect depletes an opposing Spirit, draw a card; a Spirit that survives gives nothing."""
    p0 = {"hand": ["ST02-004"], "reserve": 5, "field": [FieldCard("ST02-013", cores=0)], "deck": DECK}
    state = build(scenario(p0, {"field": [FieldCard(RED, cores=opp_cores)]}))
    summon(state, 0)
    assert len(field(state, 1)) == 1 - draws
    assert hand_ids(state, 0) == DECK[:draws]


def test_st02_013_no_draw_for_own_spirit_depleted(build):
    """Depleting your own Spirit with your effect draws nothing."""
    p0 = {"hand": ["ST02-014"], "reserve": 5, "field": [FieldCard("ST02-013", cores=0), FieldCard(SMALL)],
          "deck": DECK}
    state = build(scenario(p0, {"field": [FieldCard(RED, cores=3)]}, auto=False))
    use_magic(state, 0, effect=0)
    assert pending(state) == (Decision.CHOOSE, 0)
    state.apply(C.choice(0))  # own Demo Bones
    assert trash_ids(state, 0) == [SMALL, "ST02-014"]
    assert hand_ids(state, 0) == []


@pytest.mark.parametrize(("attacker", "nexus_cores", "dodges"), [
    ("ST02-007", 2, True), ("ST02-007", 1, False), (SMALL, 2, False)])
def test_st02_013_lv2_curse_spirits_dodge_one_core_blockers(build, attacker, nexus_cores, dodges):
    """At Lv2 your Curse Spirits cannot be blocked by one-core Spirits in your Attack Step."""
    mine = [FieldCard("ST02-013", cores=nexus_cores), FieldCard(attacker)]
    state = build(scenario({"field": mine}, {"field": [FieldCard(RED), FieldCard(RED, cores=2)]},
                           step="attack", auto=False))
    attack_to_block(state, 1)
    if dodges:
        assert legal(state) == [C.PASS, C.block(1)]
    else:
        assert legal(state) == [C.PASS, C.block(0), C.block(1)]


# -- ST02-014 Poison Shot --------------------------------------------------------------------------------
def test_st02_014_main_removes_a_core_to_owners_reserve(build):
    """Main/Flash: a Spirit (either side) loses a core to its owner's Reserve."""
    p0 = {"hand": ["ST02-014"], "reserve": 5, "field": [FieldCard(SMALL, cores=2)]}
    state = build(scenario(p0, {"field": [FieldCard(RED, cores=3)], "reserve": 0}, auto=False))
    use_magic(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert legal(state) == [C.choice(0), C.choice(1)]  # own Spirit first, then the opponent's
    state.apply(C.choice(1))
    assert cores(state, 1) == {0: 2}
    assert int(player(state, 1)["reserve"]) == 1
    assert int(player(state, 0)["reserve"]) == 5 - 4  # cost 5, one purple symbol
    assert trash_ids(state, 0) == ["ST02-014"]


def test_st02_014_burst_draws_then_pays_for_flash(build):
    """Burst when the opponent destroys your Spirit: draw; then pay to take a core off a Spirit."""
    p0 = {"field": [FieldCard(RED_BIG, cores=4), FieldCard(RED, cores=2)]}
    p1 = {"field": [FieldCard(SMALL)], "reserve": 5, "burst": "ST02-014", "deck": DECK}
    state = build(scenario(p0, p1, step="attack", auto=False))
    blocked_battle(state, 0, 0)
    assert trash_ids(state, 1) == [SMALL]
    assert pending(state) == (Decision.BURST, 1)
    state.apply(C.CONFIRM)
    assert hand_ids(state, 1) == DECK[:1]
    assert pending(state) == (Decision.YES_NO, 1)
    state.apply(C.CONFIRM)
    for _ in range(5):  # cost 5, no purple symbol left on player 1's field
        assert pending(state) == (Decision.PAY, 1)
        state.apply(C.pay(0))
    assert pending(state) == (Decision.CHOOSE, 1)
    assert legal(state) == [C.choice(0), C.choice(1)]  # player 0's two Spirits
    state.apply(C.choice(1))
    assert cores(state, 0) == {0: 4, 1: 1}
    assert trash_ids(state, 1) == [SMALL, "ST02-014"]


def test_st02_014_burst_waits_on_life_loss(build):
    """Losing Life is not its condition: no offer, it stays set."""
    state = build(scenario({"field": [FieldCard(RED), FieldCard(RED)]}, {"burst": "ST02-014"}, step="attack",
                           auto=False))
    attack_to_block(state, 0)
    state.apply(C.PASS)
    assert pending(state) == (Decision.ATTACK, 0)
    assert int(player(state, 1)["burst_inst"]) != L.NO_CARD


# -- ST02-015 Core Drain ---------------------------------------------------------------------------------
@pytest.mark.parametrize("n", [0, 2, 3])
def test_st02_015_main_drains_up_to_three_cores(build, n):
    """Main: an exhausted opposing Spirit loses up to three cores (the user picks how many)."""
    opp = [FieldCard(RED_BIG, cores=4), FieldCard(RED_BIG, cores=4, exhausted=True)]
    state = build(scenario({"hand": ["ST02-015"], "reserve": 3}, {"field": opp, "reserve": 0}, auto=False))
    use_magic(state, 0, effect=0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert legal(state) == [C.choice(0)]  # only the exhausted one
    state.apply(C.choice(0))
    assert pending(state) == (Decision.CHOOSE, 0)
    assert legal(state) == [C.choice(k) for k in range(4)]
    state.apply(C.choice(n))
    assert cores(state, 1) == {0: 4, 1: 4 - n}
    assert int(player(state, 1)["reserve"]) == n
    assert trash_ids(state, 0) == ["ST02-015"]


def test_st02_015_flash_gives_2000_bp(build):
    """Main/Flash: a Spirit gets +2000 BP this turn."""
    state = build(scenario({"hand": ["ST02-015"], "reserve": 3, "field": [FieldCard(SMALL)]}, {}))
    use_magic(state, 0, effect=1)
    assert bp(state, 0, 0) == 3000
    assert int(player(state, 0)["trash_cores"]) == 2  # cost 3, one purple symbol


# -- ST02-016 Bloody Rain --------------------------------------------------------------------------------
def test_st02_016_burst_taxes_the_opponents_attacks(build):
    """Burst (you lose Life): this turn each opposing attack costs a core off the attacker to the Reserve."""
    p0 = {"field": [FieldCard(RED), FieldCard(RED), FieldCard(RED_BIG, cores=3)], "reserve": 0}
    state = build(scenario(p0, {"burst": "ST02-016", "reserve": 0}, step="attack", auto=False))
    attack_to_block(state, 0)
    state.apply(C.PASS)
    assert pending(state) == (Decision.BURST, 1)
    state.apply(C.CONFIRM)
    assert trash_ids(state, 1) == ["ST02-016"]  # the Magic part could not be paid
    assert pending(state) == (Decision.ATTACK, 0)
    assert legal(state) == [C.PASS, C.attack(1), C.attack(2)]  # the one-core one may pay too (R7.6, depleted)
    state.apply(C.attack(2))
    assert cores(state, 0) == {0: 1, 1: 1, 2: 2}
    assert int(player(state, 0)["reserve"]) == 1


def test_st02_016_flash_gives_2000_bp(build):
    """Main/Flash: a Spirit gets +2000 BP this turn."""
    sc = Scenario(turn=4, active=1, step="attack", auto_forced=False)
    sc.player(0, hand=["ST02-016"], reserve=4, field=[FieldCard(SMALL)], soul="trash")
    sc.player(1, field=[FieldCard(RED_BIG)], soul="trash")
    state = build(sc)
    state.apply(C.attack(0))
    state.apply(C.use_hand(0))
    for _ in range(3):  # cost 4, one purple symbol
        state.apply(C.pay(0))
    assert legal(state) == [C.choice(0), C.choice(1)]
    state.apply(C.choice(0))
    assert bp(state, 0, 0) == 3000
    assert trash_ids(state, 0) == ["ST02-016"]
