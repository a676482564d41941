"""Per-card tests for ST04 (yellow Fabled Beasts and Angels): every card on both engines (``build`` fixture).

Player 0 owns the card under test. A refreshed red Raineedle (``KEEP``) often sits on a field only so
that the turn player keeps a real decision and the turn does not run on by itself (auto_forced)."""

from __future__ import annotations

import pytest
from card_helpers import (
    battle,
    cards,
    check_vanilla,
    deck_ids,
    pass_flashes,
    reachable_decks,
    scenario,
    their_step,
)
from cards_shared import CAT_SITH, CHAIN_ANGEL, PENTAN
from conftest import bp, field, hand_ids, legal, pay_and_place, pending, player, summon, trash_ids, use_magic
from pool_cards import BRONTECH, DREAM_BOMB, DUGONG, GLASSBEAR, GOLEM, KEEP, OBERO, RAINEEDLE, SWORD

from pybs import codec as C
from pybs import layout as L
from pybs.layout import Decision
from pybs.testing import FieldCard

AXE = "ST04-007"  # yellow vanillas, cost 2
DROWSY = "ST04-016"  # Drowsy Fumes: yellow Magic, cost 2
AIRAVATAH = "ST04-003"
AL_MIRAJ = "ST04-004"
FREEZSTAL = "ST04-011"  # Drowsy Fumes: yellow Magic, cost 2


def exhausted(state, p: int) -> list[int]:
    return [f["exhausted"] for f in field(state, p).values()]


# -- cards with no effect text ---------------------------------------------------------------------------
@pytest.mark.parametrize("card_id", [SWORD, AXE, OBERO])
def test_st04_vanilla_cards_do_nothing_else(build, card_id):
    """Sword Angel, Axe Angel and Arcana Prince Obero have no effect text."""
    check_vanilla(build, card_id)


# -- ST04-001 Calamity Beast Chaos Pegasoros -------------------------------------------------------------
@pytest.mark.parametrize(("step", "cores", "bonus"), [("attack", 2, 2000), ("attack", 3, 2000), ("attack", 1, 0),
                                                     ("main", 2, 0)])
def test_st04_001_lv2_cost_2_spirits_gain_2000_in_your_attack_step(build, step, cores, bonus):
    """Lv2+: in your Attack Step your cost-2 Spirits get +2000 BP (not cost-3 ones, not the opponent's)."""
    p0 = {"field": [FieldCard("ST04-001", cores=cores), FieldCard(SWORD), FieldCard(CAT_SITH)]}
    state = build(scenario(p0, {"field": [FieldCard(AXE)]}, step=step))
    assert (bp(state, 0, 1), bp(state, 0, 2), bp(state, 1, 0)) == (1000 + bonus, 1000, 1000)


@pytest.mark.parametrize("cores", [3, 2])
def test_st04_001_lv3_attack_refreshes_two_cost_2_spirits(build, cores):
    """Lv3: when it attacks, two of your cost-2 Spirits refresh."""
    p0 = {"field": [FieldCard("ST04-001", cores=cores), FieldCard(SWORD, exhausted=True),
                    FieldCard(AXE, exhausted=True), FieldCard(OBERO, exhausted=True), FieldCard(KEEP)]}
    state = build(scenario(p0, {}, step="attack"))
    state.apply(C.attack(0))
    if cores == 3:
        assert pending(state) == (Decision.CHOOSE, 0)
        assert legal(state) == [C.choice(0), C.choice(1), C.choice(2)]  # the three cost-2 Spirits
        state.apply(state.pending_decision().choose_card(SWORD))
        assert legal(state) == [C.choice(0), C.choice(1)]  # two must be picked
        state.apply(state.pending_decision().choose_card(OBERO))
    assert pending(state)[0] != Decision.CHOOSE
    assert exhausted(state, 0)[1:4] == ([0, 1, 0] if cores == 3 else [1, 1, 1])


# -- ST04-002 Rapier Knight Cat-Sith ---------------------------------------------------------------------
@pytest.mark.parametrize(("deck", "to_hand", "to_trash"), [
    ([SWORD, BRONTECH, GOLEM], [SWORD], [BRONTECH]),
    ([DROWSY, AXE, GOLEM], [DROWSY, AXE], []),
    ([BRONTECH, DUGONG, GOLEM], [], [BRONTECH, DUGONG]),
])
def test_st04_002_summon_reveals_two_cost_2_to_hand_rest_to_trash(build, deck, to_hand, to_trash):
    """On summon: reveal the top 2; cards of cost 2 (any type) go to hand, the others to the Trash."""
    state = build(scenario({"hand": [CAT_SITH], "reserve": 4, "deck": deck}, {}))
    summon(state, 0)
    assert pending(state) == (Decision.MAIN, 0)
    assert sorted(hand_ids(state, 0)) == sorted(to_hand)
    assert sorted(trash_ids(state, 0)) == sorted(to_trash)
    assert deck_ids(state, 0) == [GOLEM]


# -- ST04-003 Airavatah ----------------------------------------------------------------------------------
@pytest.mark.parametrize(("answer", "reserve"), [("take", 2), ("pass", 2), ("poor", 0)])
def test_st04_003_destroyed_may_summon_cost_2_spirit_from_trash_paying(build, answer, reserve):
    """When destroyed you may summon a cost-2 Spirit card from your Trash, paying its cost."""
    p0 = {"field": [FieldCard(AIRAVATAH)], "trash": [GOLEM, SWORD, DROWSY], "reserve": reserve}
    state = build(their_step("attack", p0, {"field": [FieldCard(BRONTECH), FieldCard(KEEP)]}))
    battle(state, 0, 0)  # 2000 against 5000
    if answer == "poor":  # 1 core (Airavatah's own) cannot pay 2 and place 1: nothing offered
        assert pending(state) == (Decision.ATTACK, 1)
        assert trash_ids(state, 0) == [GOLEM, SWORD, DROWSY, AIRAVATAH]
        return
    assert pending(state) == (Decision.CHOOSE, 0)
    assert legal(state) == [C.PASS, C.choice(0)]  # only Sword Angel: not the cost-4 Spirit nor the Magic
    if answer == "pass":
        state.apply(C.PASS)
        assert cards(state, 0) == [] and SWORD in trash_ids(state, 0)
        return
    state.apply(C.choice(0))
    pay_and_place(state)  # (single-choice payments are taken automatically)
    assert cards(state, 0) == [SWORD]
    assert trash_ids(state, 0) == [GOLEM, DROWSY, AIRAVATAH]
    assert int(player(state, 0)["reserve"]) == 0 and int(player(state, 0)["trash_cores"]) == 2


# -- ST04-004 Al-Mi'raj ----------------------------------------------------------------------------------
@pytest.mark.parametrize(("cores", "attacker", "refreshed"), [(2, SWORD, True), (1, SWORD, False),
                                                             (2, CAT_SITH, False)])
def test_st04_004_lv2_refreshes_when_your_cost_2_spirit_is_blocked(build, cores, attacker, refreshed):
    """Lv2+: in your Attack Step it refreshes when another cost-2 Spirit of yours is blocked."""
    p0 = {"field": [FieldCard(AL_MIRAJ, cores=cores, exhausted=True), FieldCard(attacker), FieldCard(KEEP)]}
    state = build(scenario(p0, {"field": [FieldCard(BRONTECH)]}, step="attack"))
    battle(state, 1, 0)
    assert field(state, 0)[0]["exhausted"] == (0 if refreshed else 1)
    assert attacker in trash_ids(state, 0)  # the battle went on: 1000 against 5000


# -- ST04-005 Chain Angel --------------------------------------------------------------------------------
@pytest.mark.parametrize("soul", [True, False])
def test_st04_005_soul_core_paid_for_magic_stops_an_opposing_blocker(build, soul):
    """In your turn, paying the Soul Core for a Magic: after it resolves an opposing Spirit cannot block."""
    p0 = {"field": [FieldCard(CHAIN_ANGEL)], "hand": [DROWSY], "reserve": 1, "soul": "reserve"}
    state = build(scenario(p0, {"field": [FieldCard(BRONTECH), FieldCard(DUGONG)]}))
    state.apply(C.use_hand(0))  # Drowsy Fumes costs 1 here (the Angel's symbol)
    state.apply(C.pay(0, 1 if soul else 0))
    assert pending(state) == (Decision.CHOOSE, 0)  # the Magic resolves first
    state.apply(C.choice(0))  # Brontech -2000
    assert bp(state, 1, 0) == 3000
    if soul:
        assert pending(state) == (Decision.CHOOSE, 0)
        state.apply(C.choice(1))  # Seabeast Dugong cannot block
    assert pending(state) == (Decision.MAIN, 0)
    state.apply(C.PASS)
    state.apply(C.attack(0))
    pass_flashes(state)
    assert pending(state) == (Decision.BLOCK, 1)
    assert legal(state) == ([C.PASS, C.block(0)] if soul else [C.PASS, C.block(0), C.block(1)])


def test_st04_005_no_pick_when_soul_core_paid_in_opponent_turn(build):
    """Only in your turn: paying the Soul Core for a Flash Magic in the opponent's Attack Step does nothing more."""
    p0 = {"field": [FieldCard(CHAIN_ANGEL)], "hand": [DROWSY], "reserve": 0, "soul": "reserve"}
    state = build(their_step("attack", p0, {"field": [FieldCard(BRONTECH), FieldCard(DUGONG)]}))
    state.apply(C.attack(0))
    assert pending(state) == (Decision.FLASH, 0)
    state.apply(C.use_hand(0))
    state.apply(C.pay(0, 1))  # the Soul Core (costs 1 with the Angel's symbol)
    assert pending(state) == (Decision.CHOOSE, 0)
    state.apply(C.choice(0))  # Brontech -2000
    assert int(player(state, 0)["soul_loc"]) == L.SOUL_TRASH
    assert pending(state)[0] != Decision.CHOOSE
    assert bp(state, 1, 0) == 3000


def test_st04_005_soul_core_paid_first_still_waits_for_the_magic(build):
    """The Chain Angel's pick comes after the Magic resolves even when the Soul Core is paid first."""
    p0 = {"field": [FieldCard(CHAIN_ANGEL)], "hand": [DREAM_BOMB], "reserve": 4, "soul": "reserve"}
    state = build(scenario(p0, {"field": [FieldCard(RAINEEDLE), FieldCard(GOLEM)]}))
    state.apply(C.use_hand(0))  # Dream Bomb: 5 cores, no reduction from a yellow field
    state.apply(C.pay(0, 1))  # the Soul Core first
    assert pending(state) == (Decision.PAY, 0)  # 4 more to pay before anything resolves
    for _ in range(4):
        state.apply(C.pay(0, 0))
    assert pending(state) == (Decision.CHOOSE, 0)  # Dream Bomb's target
    state.apply(C.choice(0))  # Raineedle back to hand; the Angel then must pick the Golem
    assert hand_ids(state, 1) == [RAINEEDLE]
    assert pending(state) == (Decision.MAIN, 0)
    state.apply(C.PASS)
    state.apply(C.attack(0))
    assert int(player(state, 1)["life"]) == 4  # the Golem could not block: no block decision, Life hit


@pytest.mark.parametrize("cores", [3, 1])
def test_st04_005_lv2_luster_returns_magic_used_in_its_battle(build, cores):
    """Lv2+: while it attacks it has Luster: a Magic you used in that battle comes back to hand at its end."""
    p0 = {"field": [FieldCard(CHAIN_ANGEL, cores=cores), FieldCard(KEEP)], "hand": [DROWSY], "reserve": 1}
    state = build(scenario(p0, {"field": [FieldCard(GOLEM, exhausted=True)]}, step="attack"))
    state.apply(C.attack(0))
    assert pending(state) == (Decision.FLASH, 0)  # the defender had nothing to use
    use_magic(state, 0)  # Golem -2000
    assert bp(state, 1, 0) == 2000
    pass_flashes(state)
    assert pending(state) == (Decision.ATTACK, 0)  # no blocker: Life hit, battle over
    assert int(player(state, 1)["life"]) == 4
    assert hand_ids(state, 0) == ([DROWSY] if cores == 3 else [])
    assert trash_ids(state, 0) == ([] if cores == 3 else [DROWSY])


# -- ST04-009 Grimoire Fairy -----------------------------------------------------------------------------
def test_st04_009_summon_takes_a_magic_from_top_four_rest_to_bottom(build):
    """On summon: view the top 4, add one Magic among them to hand, the others go to the bottom."""
    deck = [GOLEM, DROWSY, SWORD, DREAM_BOMB, RAINEEDLE, BRONTECH]
    state = build(scenario({"hand": ["ST04-009"], "reserve": 5, "deck": deck}, {}))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert legal(state) == [C.choice(0), C.choice(1)]  # the two Magic cards; taking one is not optional
    state.apply(C.choice(1))
    assert hand_ids(state, 0) == [DREAM_BOMB]
    assert pending(state) == (Decision.CHOOSE, 0)  # the other three go under one at a time, in any order
    assert legal(state) == [C.choice(0), C.choice(1), C.choice(2)]
    state.apply(C.choice(2))  # the sword first
    state.apply(C.choice(0))  # then the golem; the last card follows by itself
    assert deck_ids(state, 0) == [RAINEEDLE, BRONTECH, SWORD, GOLEM, DROWSY]
    assert pending(state) == (Decision.MAIN, 0)


def test_st04_009_summon_without_magic_in_view_sends_all_four_down(build):
    """No Magic among the viewed cards: nothing to take, all four go to the bottom."""
    deck = [GOLEM, AXE, SWORD, DUGONG, RAINEEDLE]
    state = build(scenario({"hand": ["ST04-009"], "reserve": 5, "deck": deck}, {}))
    summon(state, 0)
    assert hand_ids(state, 0) == []
    for left in (4, 3, 2):  # no Magic to take: all four go under, placed one at a time
        assert pending(state) == (Decision.CHOOSE, 0)
        assert legal(state) == [C.choice(i) for i in range(left)]
        state.apply(C.choice(0))
    assert pending(state) == (Decision.MAIN, 0)
    assert deck_ids(state, 0) == [RAINEEDLE] + deck[:4]


def test_st04_009_summon_returns_the_rest_to_the_bottom_in_any_order(build):
    """The three cards left after taking the Magic go to the bottom "in any order": every order is reachable."""
    deck = [GOLEM, DROWSY, SWORD, AXE, RAINEEDLE]
    state = build(scenario({"hand": ["ST04-009"], "reserve": 5, "deck": deck}, {}))
    summon(state, 0)
    orders = reachable_decks(state, 0)
    assert all(order[0] == RAINEEDLE and sorted(order[1:]) == sorted([GOLEM, SWORD, AXE]) for order in orders)
    assert len(orders) == 6


@pytest.mark.parametrize("cores", [3, 2])
def test_st04_009_lv3_refreshes_when_your_cost_2_spirit_loses_a_battle(build, cores):
    """Lv3: in your Attack Step it refreshes when your cost-2 Spirit is destroyed in battle."""
    p0 = {"field": [FieldCard("ST04-009", cores=cores, exhausted=True), FieldCard(SWORD), FieldCard(KEEP)]}
    state = build(scenario(p0, {"field": [FieldCard(BRONTECH)]}, step="attack"))
    battle(state, 1, 0)
    assert SWORD in trash_ids(state, 0)
    assert field(state, 0)[0]["exhausted"] == (0 if cores == 3 else 1)


def test_st04_009_lv3_no_refresh_in_opponent_attack_step(build):
    """Lv3 refresh works only in your Attack Step: your cost-2 blocker falling in theirs does nothing."""
    p0 = {"field": [FieldCard("ST04-009", cores=3, exhausted=True), FieldCard(SWORD)]}
    state = build(their_step("attack", p0, {"field": [FieldCard(BRONTECH), FieldCard(KEEP)]}))
    battle(state, 0, 1)
    assert SWORD in trash_ids(state, 0)
    assert field(state, 0)[0]["exhausted"] == 1


# -- ST04-010 Prince Pentan ------------------------------------------------------------------------------
@pytest.mark.parametrize(("top", "to_hand"), [(AXE, True), (DROWSY, True), (BRONTECH, False), (RAINEEDLE, False)])
def test_st04_010_summon_reveals_top_card_cost_2_to_hand_else_trash(build, top, to_hand):
    """On summon: reveal the top card; a cost-2 card goes to hand, anything else to the Trash."""
    state = build(scenario({"hand": [PENTAN], "reserve": 3, "deck": [top, GOLEM]}, {}))
    summon(state, 0)
    assert hand_ids(state, 0) == ([top] if to_hand else [])
    assert trash_ids(state, 0) == ([] if to_hand else [top])
    assert deck_ids(state, 0) == [GOLEM]


# -- ST04-011 Freezstal ----------------------------------------------------------------------------------
@pytest.mark.parametrize(("mine", "loser", "draws"), [
    (True, SWORD, 1), (True, FREEZSTAL, 1), (True, CAT_SITH, 0), (False, SWORD, 1), (False, CAT_SITH, 0),
])
def test_st04_011_draws_when_your_cost_2_spirit_is_destroyed_in_battle(build, mine, loser, draws):
    """In either Attack Step: draw a card when one of your cost-2 Spirits (itself too) is destroyed in battle."""
    spirits = [FieldCard(FREEZSTAL)] + ([] if loser == FREEZSTAL else [FieldCard(loser)])
    k = len(spirits) - 1
    deck = [GOLEM, DUGONG]
    if mine:
        state = build(scenario({"field": spirits + [FieldCard(KEEP)], "deck": deck},
                              {"field": [FieldCard(BRONTECH)]}, step="attack"))
        battle(state, k, 0)
    else:
        state = build(their_step("attack", {"field": spirits, "deck": deck},
                                 {"field": [FieldCard(BRONTECH), FieldCard(KEEP)]}))
        battle(state, 0, k)
    assert loser in trash_ids(state, 0)
    assert hand_ids(state, 0) == [GOLEM][:draws]


def test_st04_011_no_draw_when_destroyed_by_an_effect(build):
    """Only destruction in battle counts: an effect destroying your cost-2 Spirit draws nothing."""
    sc = their_step("main", {"field": [FieldCard(FREEZSTAL), FieldCard(SWORD)], "deck": [GOLEM]},
                    {"hand": ["ST01-001"], "reserve": 7, "field": [FieldCard(KEEP)]})
    state = build(sc)
    summon(state, 0)  # Nebula Dragon destroys a 3000-BP-or-less Spirit
    assert pending(state) == (Decision.CHOOSE, 1)
    state.apply(state.pending_decision().choose_card(SWORD))
    assert trash_ids(state, 0) == [SWORD]
    assert hand_ids(state, 0) == []


# -- ST04-012 Spiral Tower -------------------------------------------------------------------------------
@pytest.mark.parametrize("take", [True, False])
def test_st04_012_deploy_may_summon_cost_2_spirit_from_hand_free(build, take):
    """On deploy you may summon a cost-2 Spirit card from your hand without paying its cost."""
    state = build(scenario({"hand": ["ST04-012", CAT_SITH, SWORD], "reserve": 4}, {}))
    summon(state, 0)  # pays 3, places nothing
    assert pending(state) == (Decision.CHOOSE, 0)
    assert legal(state) == [C.PASS, C.choice(0)]  # Sword Angel only (Cat-Sith costs 3)
    if not take:
        state.apply(C.PASS)
        assert cards(state, 0) == ["ST04-012"] and int(player(state, 0)["reserve"]) == 1
        return
    state.apply(C.choice(0))
    pay_and_place(state)  # nothing to pay: only the Lv1 core is placed
    assert cards(state, 0) == ["ST04-012", SWORD]
    assert hand_ids(state, 0) == [CAT_SITH]
    assert int(player(state, 0)["reserve"]) == 0 and int(player(state, 0)["trash_cores"]) == 3


@pytest.mark.parametrize(("cores", "tired", "answer", "saved"), [
    (2, False, C.CONFIRM, True), (2, False, C.PASS, False), (0, False, None, False), (2, True, None, False),
])
def test_st04_012_lv2_exhaust_to_return_destroyed_yellow_spirit_to_hand(build, cores, tired, answer, saved):
    """Lv2: in your Attack Step, when your yellow Spirit is destroyed you may exhaust it to put the card in hand."""
    p0 = {"field": [FieldCard("ST04-012", cores=cores, exhausted=tired), FieldCard(SWORD), FieldCard(KEEP)]}
    state = build(scenario(p0, {"field": [FieldCard(BRONTECH)]}, step="attack"))
    battle(state, 1, 0)
    if answer is None:  # Lv1, or the Nexus already exhausted: not offered
        assert pending(state) == (Decision.ATTACK, 0)
    else:
        assert pending(state) == (Decision.YES_NO, 0)
        state.apply(answer)
    assert hand_ids(state, 0) == ([SWORD] if saved else [])
    assert trash_ids(state, 0) == ([] if saved else [SWORD])
    assert field(state, 0)[0]["exhausted"] == int(saved or tired)


def test_st04_012_lv2_not_offered_in_opponent_attack_step(build):
    """Lv2 saving works only in your Attack Step: a yellow blocker destroyed in theirs goes to the Trash."""
    p0 = {"field": [FieldCard("ST04-012", cores=2), FieldCard(SWORD)]}
    state = build(their_step("attack", p0, {"field": [FieldCard(BRONTECH), FieldCard(KEEP)]}))
    battle(state, 0, 1)
    assert pending(state) == (Decision.ATTACK, 1)
    assert trash_ids(state, 0) == [SWORD] and hand_ids(state, 0) == []
    assert field(state, 0)[0]["exhausted"] == 0


# -- ST04-013 Soap Bubble Lakeside -----------------------------------------------------------------------
@pytest.mark.parametrize(("mine", "loser", "top", "to_hand"), [
    (True, SWORD, AXE, True), (True, SWORD, GOLEM, False), (True, AL_MIRAJ, AXE, None), (False, SWORD, DROWSY, True),
    (False, DUGONG, GLASSBEAR, True),
])
def test_st04_013_destroyed_small_spirit_reveals_top_card_of_same_cost(build, mine, loser, top, to_hand):
    """In either Attack Step: your Spirit of cost 3 or less destroyed reveals your top card; same cost goes to
    hand, otherwise to the Trash (a cost-4 Spirit reveals nothing)."""
    deck = [top, BRONTECH]
    if mine:
        p0 = {"field": [FieldCard("ST04-013", cores=0), FieldCard(loser), FieldCard(KEEP)], "deck": deck}
        state = build(scenario(p0, {"field": [FieldCard(BRONTECH, cores=3)]}, step="attack"))
        battle(state, 1, 0)
    else:
        p0 = {"field": [FieldCard("ST04-013", cores=0), FieldCard(loser)], "deck": deck}
        state = build(their_step("attack", p0, {"field": [FieldCard(BRONTECH, cores=3), FieldCard(KEEP)]}))
        battle(state, 0, 1)
    assert loser in trash_ids(state, 0)
    if to_hand is None:
        assert deck_ids(state, 0) == deck and hand_ids(state, 0) == []
        return
    assert hand_ids(state, 0) == ([top] if to_hand else [])
    assert (top in trash_ids(state, 0)) == (not to_hand)
    assert deck_ids(state, 0) == [BRONTECH]


@pytest.mark.parametrize(("cores", "attacker", "blockers"), [(2, SWORD, [1]), (0, SWORD, [0, 1]),
                                                            (2, RAINEEDLE, [0, 1])])
def test_st04_013_lv2_yellow_spirits_unblockable_by_block_effect_spirits(build, cores, attacker, blockers):
    """Lv2: in your Attack Step your yellow Spirits cannot be blocked by Spirits with a "when blocks" effect."""
    p0 = {"field": [FieldCard("ST04-013", cores=cores), FieldCard(attacker)]}
    state = build(scenario(p0, {"field": [FieldCard(GLASSBEAR), FieldCard(GOLEM)]}, step="attack"))
    state.apply(C.attack(1))
    pass_flashes(state)
    assert pending(state) == (Decision.BLOCK, 1)
    assert legal(state) == [C.PASS] + [C.block(k) for k in blockers]


# -- ST04-014 Imaginary Gate -----------------------------------------------------------------------------
def test_st04_014_main_gives_a_spirit_2000_bp(build):
    """Main/Flash: a Spirit (either side) gets +2000 BP this turn."""
    p0 = {"hand": ["ST04-014"], "reserve": 3, "field": [FieldCard(SWORD)]}
    state = build(scenario(p0, {"field": [FieldCard(BRONTECH)]}))
    use_magic(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert legal(state) == [C.choice(0), C.choice(1)]  # Sword Angel, then the opposing Brontech
    state.apply(C.choice(1))
    assert (bp(state, 0, 0), bp(state, 1, 0)) == (1000, 7000)
    assert trash_ids(state, 0) == ["ST04-014"]


def test_st04_014_burst_mills_two_then_returns_small_spirits_from_trash(build):
    """Burst after an opposing "When Summoned" effect: mill your top 2, then up to two Spirit cards of cost 2 or
    less from your Trash to hand."""
    sc = their_step("main", {"burst": "ST04-014", "reserve": 0, "deck": [SWORD, BRONTECH, GOLEM],
                             "trash": [AXE, RAINEEDLE, DREAM_BOMB, DUGONG]},
                    {"hand": [PENTAN], "reserve": 3, "field": [FieldCard(KEEP)]})
    state = build(sc)
    summon(state, 0)
    assert pending(state) == (Decision.BURST, 0)
    state.apply(C.CONFIRM)
    assert deck_ids(state, 0) == [GOLEM]
    assert pending(state) == (Decision.CHOOSE, 0)
    assert legal(state) == [C.PASS, C.choice(0), C.choice(1), C.choice(2)]  # Axe, Raineedle, Sword
    state.apply(state.pending_decision().choose_card(AXE))
    state.apply(state.pending_decision().choose_card(SWORD))
    assert hand_ids(state, 0) == [AXE, SWORD]
    assert sorted(trash_ids(state, 0)) == sorted([RAINEEDLE, DREAM_BOMB, DUGONG, BRONTECH, "ST04-014"])
    assert pending(state) == (Decision.MAIN, 1)


# -- ST04-015 Puppet Strings -----------------------------------------------------------------------------
def test_st04_015_main_gives_a_spirit_3000_bp(build):
    """Main/Flash: a Spirit gets +3000 BP this turn."""
    p0 = {"hand": ["ST04-015"], "reserve": 4, "field": [FieldCard(SWORD)]}
    state = build(scenario(p0, {"field": [FieldCard(BRONTECH)]}))
    use_magic(state, 0)
    state.apply(C.choice(0))
    assert (bp(state, 0, 0), bp(state, 1, 0)) == (4000, 5000)


def test_st04_015_burst_when_opponent_destroys_your_spirit_refreshes_yellow_spirit(build):
    """Burst after the opponent destroys your Spirit: refresh one of your yellow Spirits."""
    p0 = {"field": [FieldCard(SWORD), FieldCard(AXE, exhausted=True), FieldCard(GOLEM, exhausted=True)],
          "burst": "ST04-015", "reserve": 0}
    state = build(their_step("attack", p0, {"field": [FieldCard(BRONTECH), FieldCard(KEEP)]}))
    battle(state, 0, 0)
    assert pending(state) == (Decision.BURST, 0)
    state.apply(C.CONFIRM)
    assert cards(state, 0) == [AXE, GOLEM]  # only the yellow Axe Angel could be picked
    assert exhausted(state, 0) == [0, 1]
    assert sorted(trash_ids(state, 0)) == sorted([SWORD, "ST04-015"])
    assert int(player(state, 0)["burst_inst"]) == L.NO_CARD


# -- ST04-016 Drowsy Fumes -------------------------------------------------------------------------------
def test_st04_016_opposing_spirit_loses_2000_bp(build):
    """Main/Flash: an opposing Spirit gets -2000 BP this turn (your own cannot be picked)."""
    p0 = {"hand": [DROWSY], "reserve": 2, "field": [FieldCard(KEEP)]}
    state = build(scenario(p0, {"field": [FieldCard(BRONTECH, cores=3)]}))
    use_magic(state, 0)
    assert pending(state) == (Decision.MAIN, 0)  # one candidate: taken at once
    assert (bp(state, 0, 0), bp(state, 1, 0)) == (1000, 6000)
    assert trash_ids(state, 0) == [DROWSY]
