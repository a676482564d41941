"""BSS02 cards 101-115, in card-number order, on both engines (``build`` fixture): each test
plays the card's effect from a position and checks what its text says (conditional effects also get a
case where the condition fails)."""

from __future__ import annotations

import pytest
from card_helpers import (
    attack_to_block,
    cards,
    deck_ids,
    do,
    exhausted,
    fight,
    pass_flashes,
    position,
    scenario,
    their_step,
)
from cards_shared import (
    ANKYLO,
    ANTMAN_GENERAL,
    BIG,
    BOLD_GENERAL,
    DEMO_BONES,
    EZOWOLF,
    HIPPOCAMPO,
    KV2,
    MACE_ANGEL,
    MAPLEUM,
    SKULL_FLY,
    SKULLZARD,
    SMALL,
    attack_and_pass,
    choose,
    finish_payments,
    reserve,
    resolve_order,
    summon_card,
    won_battle,
)
from conftest import bp, field, hand_ids, legal, pending, player, summon, trash_ids, use_magic
from pool_cards import (
    AXE_ANGEL,
    BRONTECH,
    CHARGED_DRAW,
    DUGONG,
    GOLEM,
    KEEP,
    NEBULA,
    PORCUPINE,
    RAINEEDLE,
    RED,
    SHOCK_TROOP,
    STAR_ALTAR,
    SWORD,
    answer,
    attack_until_block,
    cores,
    life,
)

from pybs import codec as C
from pybs.layout import Decision
from pybs.testing import FieldCard

ANTMAN = "TK-ANTMAN"


def activate_in_battle(state, k: int) -> None:
    """Player 0 attacks with slot 1; the defender passes; player 0 activates the card in slot k."""
    do(state, C.attack(1), C.PASS)
    assert pending(state) == (Decision.FLASH, 0)
    do(state, C.activate(k))


# -- BSS02-101 Great Desk Mountains ----------------------------------------------------------------------
@pytest.mark.parametrize("opponents_turn", [True, False])
def test_bss02_101_refreshes_an_awaken_spirit_at_the_opponent_s_start_step(build, opponents_turn):
    """At the start of the opponent's Start Step one of your Awaken Spirits refreshes; not in your own."""
    mine_ = {"field": [FieldCard("BSS02-101", cores=0), FieldCard(SHOCK_TROOP, exhausted=True),
                       FieldCard(RAINEEDLE, exhausted=True)]}
    other = {}
    if opponents_turn:
        sc = position(1, "start", mine_, other, turn=4)
    else:
        sc = position(0, "start", mine_, other)
    state = build(sc)
    if pending(state)[0] == Decision.CHOOSE:
        do(state, C.choice(0))
    if opponents_turn:
        assert exhausted(state, 0) == {0: 0, 1: 0, 2: 1}
    else:  # its own Refresh Step refreshes everything anyway; it must not have asked
        assert pending(state) == (Decision.MAIN, 0)


@pytest.mark.parametrize(("attacker_cores", "stopped"), [(1, True), (2, False)])
def test_bss02_101_lv2_one_core_attacker_stops_a_blocker(build, attacker_cores, stopped):
    """Lv2: when your Spirit with exactly one core attacks, an opposing Spirit of cost 7 or less cannot block."""
    p0 = {"field": [FieldCard("BSS02-101", cores=2), FieldCard(BRONTECH, cores=attacker_cores)]}
    p1 = {"field": [FieldCard(GOLEM)]}
    state = build(position(0, "attack", p0, p1))
    do(state, C.attack(1))
    if stopped:
        assert pending(state) == (Decision.CHOOSE, 0)
        do(state, C.choice(0))
    pass_flashes(state)
    assert (C.block(0) in legal(state)) is not stopped


# -- BSS02-102 Flame Crystal -----------------------------------------------------------------------------
def test_bss02_102_flame_crystal_blocked_attacker_bp(build):
    """Your Attack Step: your attacker gets +1000 BP once it is blocked, not before."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS02-102", cores=0), FieldCard(RED)]},
                       p1={"field": [FieldCard(RED)]}))
    attack_and_pass(s, 1)
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


# -- BSS02-103 Dreadrock Fortress ------------------------------------------------------------------------
def test_bss02_103_flash_strips_a_core_and_gives_priority_back(build):
    """[Flash] in a battle: destroy this Nexus to move a core of an opposing Spirit to its Reserve; the
    defender may then answer (R10.4)."""
    p0 = {"field": [FieldCard("BSS02-103", cores=0), FieldCard(GOLEM)]}
    p1 = {"field": [FieldCard(BRONTECH, cores=3)], "reserve": 0}
    state = build(position(0, "attack", p0, p1))
    activate_in_battle(state, 0)
    do(state, C.choice(0))
    assert cards(state, 0) == [GOLEM]
    assert cores(state, 1) == {0: 2} and int(player(state, 1)["reserve"]) == 1
    assert pending(state) == (Decision.FLASH, 1)


@pytest.mark.parametrize("exhausted_target", [True, False])
def test_bss02_103_hit_makes_the_opponent_strip_an_exhausted_spirit(build, exhausted_target):
    """Your Attack Step: a hit makes the opponent move two cores of an exhausted Spirit of theirs to their
    Reserve; with no exhausted Spirit nothing happens."""
    p0 = {"field": [FieldCard("BSS02-103", cores=0), FieldCard(BRONTECH)]}
    p1 = {"field": [FieldCard(GOLEM, cores=3, exhausted=exhausted_target), FieldCard(DUGONG, exhausted=True)],
          "reserve": 0}
    state = build(position(0, "attack", p0, p1))
    do(state, C.attack(1))
    pass_flashes(state)
    if pending(state)[0] == Decision.BLOCK:
        do(state, C.PASS)
    pass_flashes(state)
    if pending(state) == (Decision.CHOOSE, 1):
        do(state, C.choice(0))
    assert cores(state, 1)[0] == (1 if exhausted_target else 3)


# -- BSS02-104 Impaler Forest ----------------------------------------------------------------------------
@pytest.mark.parametrize(("answer_", "cores"), [("yes", 3), ("no", 3), ("yes", 0)])
def test_bss02_104_lv2_end_step_discard_then_spirit_from_trash_to_top(build, answer_, cores):
    """Lv2, start of the opponent's End Step: you may discard your top card; then a Spirit card of your Trash
    goes on top of your deck."""
    p0 = {"field": [FieldCard("BSS02-104", cores=cores)], "trash": [DUGONG], "deck": [SWORD, KEEP]}
    state = build(their_step("end_start", p0, {"field": [FieldCard(KEEP)]}))
    if cores:
        assert pending(state) == (Decision.YES_NO, 0)
        state.apply(C.CONFIRM if answer_ == "yes" else C.PASS)
    if cores and answer_ == "yes":  # Sword Angel discarded, then Dugong from the Trash on top
        assert pending(state) == (Decision.CHOOSE, 0)
        assert len(legal(state)) == 2  # Dugong or the just-discarded Sword Angel
        answer(state, DUGONG)
    # the turn passes and player 0 draws their top card
    if cores and answer_ == "yes":
        assert (hand_ids(state, 0), trash_ids(state, 0), deck_ids(state, 0)) == ([DUGONG], [SWORD], [KEEP])
    else:
        assert (hand_ids(state, 0), trash_ids(state, 0), deck_ids(state, 0)) == ([SWORD], [DUGONG], [KEEP])


# -- BSS02-105 Monstrous Mausoleum -----------------------------------------------------------------------
@pytest.mark.parametrize(("soul", "blocker_cores"), [(True, 2), (False, 3)])
def test_bss02_105_blocked_soul_spirit_takes_a_core_off_the_blocker(build, soul, blocker_cores):
    """In your Attack Step, when your Spirit holding the Soul Core is blocked, the blocker loses a core to its
    owner's Reserve; a blocked Spirit without the Soul Core does nothing."""
    mine = [FieldCard("BSS02-105", cores=0), FieldCard(BOLD_GENERAL, cores=2, soul=soul)]
    state = build(scenario({"field": mine, "soul": None if soul else "trash"}, {"field": [FieldCard(BIG, cores=3)]},
                           step="attack", auto=False))
    attack_to_block(state, 1)
    state.apply(C.block(0))
    assert field(state, 1)[0]["cores"] == blocker_cores
    assert int(player(state, 1)["reserve"]) == 3 + 3 - blocker_cores


@pytest.mark.parametrize(("nexus_cores", "attacker", "draws"), [(3, SKULLZARD, 1), (2, SKULLZARD, 0),
                                                                 (3, BOLD_GENERAL, 0)])
def test_bss02_105_lv2_draws_when_your_undead_is_destroyed(build, nexus_cores, attacker, draws):
    """Lv2: the opponent destroying your Undead Spirit (here in battle) draws a card; not at Lv1, not for a
    Dragonoid."""
    mine = [FieldCard("BSS02-105", cores=nexus_cores), FieldCard(attacker)]
    state = won_battle(build, mine, 1, [FieldCard(BIG, cores=3)], 0, soul="trash", deck=[KEEP, SMALL])
    assert trash_ids(state, 0) == [attacker]
    assert hand_ids(state, 0) == [KEEP][:draws]


# -- BSS02-106 Farflung Land -----------------------------------------------------------------------------
def test_bss02_106_flash_gives_bp_and_lv2_gains_cores(build):
    """[Flash]: destroy this Nexus for +3000 BP on a Spirit of yours."""
    p0 = {"field": [FieldCard("BSS02-106", cores=0), FieldCard(GOLEM)]}
    state = build(position(0, "attack", p0, {"field": [FieldCard(BRONTECH)]}))
    activate_in_battle(state, 0)
    do(state, C.choice(0))
    assert bp(state, 0, 1) == 7000
    assert cards(state, 0) == [GOLEM]


@pytest.mark.parametrize(("summoned", "gains"), [("ST04-010", 1), (AXE_ANGEL, 0)])
def test_bss02_106_lv2_opponent_summons_with_a_summon_effect(build, summoned, gains):
    """Lv2, opponent's turn: their summon of a Spirit with a When Summoned effect puts a Void core on it."""
    p0 = {"field": [FieldCard("BSS02-106", cores=3)]}
    p1 = {"hand": [summoned], "reserve": 4, "deck": [GOLEM, DUGONG]}
    state = build(position(1, "main", p0, p1, turn=4, auto=True))
    summon(state, 0)
    while pending(state)[0] in (Decision.CHOOSE, Decision.YES_NO, Decision.ORDER):
        do(state, legal(state)[0])
    assert cores(state, 0)[0] == 3 + gains


# -- BSS02-107 Giant Beast Forest ------------------------------------------------------------------------
@pytest.mark.parametrize(("forest_cores", "active", "boost"), [(1, 1, 1000), (0, 1, 0), (1, 0, 0)])
def test_bss02_107_opponent_adding_cards_to_hand_in_their_main_step(build, forest_cores, active, boost):
    """Lv2, opponent's Main Step: their effect putting cards into their hand (Charged Draw) gives your Spirits
    +1000 BP; not at Lv1, and not for your own draw in your Main Step."""
    forest = {"field": [FieldCard("BSS02-107", cores=forest_cores), FieldCard(GOLEM)]}
    drawer = {"hand": [CHARGED_DRAW], "reserve": 6, "deck": [RAINEEDLE, DUGONG, BRONTECH]}
    if active == 1:
        state = build(position(1, "main", forest, drawer, turn=4, auto=True))
        use_magic(state, 0, effect=0)
        assert len(hand_ids(state, 1)) == 2
        assert bp(state, 0, 1) == 4000 + boost
    else:  # the Forest's owner draws in their own Main Step
        forest["hand"], forest["reserve"], forest["deck"] = drawer["hand"], 6, drawer["deck"]
        state = build(position(0, "main", forest, {}, auto=True))
        use_magic(state, 0, effect=0)
        assert len(hand_ids(state, 0)) == 2
        assert bp(state, 0, 1) == 4000


def test_bss02_107_destroyed_by_the_opponent_gives_two_cores(build):
    """Destroyed by an opposing effect (Nebula's summon effect picks it): two Void cores go to your Reserve."""
    forest = {"field": [FieldCard("BSS02-107", cores=0)], "reserve": 0}
    state = build(position(1, "main", forest, {"hand": [NEBULA], "reserve": 8}, turn=4, auto=True))
    summon(state, 0)
    while pending(state)[0] in (Decision.CHOOSE, Decision.YES_NO):
        do(state, legal(state)[-1])
    assert trash_ids(state, 0) == ["BSS02-107"]
    assert int(player(state, 0)["reserve"]) == 2


# -- BSS02-108 Tranquil Ice Cavern -----------------------------------------------------------------------
def test_bss02_108_ice_cavern_blocker_bp(build):
    """Opponent's Attack Step: your blocking Spirit has +1000 BP, the others nothing."""
    s = build(position(active=1, turn=4, step="attack",
                       p0={"field": [FieldCard("BSS02-108", cores=0), FieldCard(RED), FieldCard(RED)]},
                       p1={"field": [FieldCard(RED)]}))
    attack_and_pass(s)
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


# -- BSS02-109 Ticking Floral Clock ----------------------------------------------------------------------
@pytest.mark.parametrize("clock", [True, False])
def test_bss02_109_lv1_spirits_gain_1000_in_attack_steps(build, clock):
    """In an Attack Step your Lv1 Spirits get +1000 BP: a Lv1 Axe Angel (2000 BP) ties with a 2000 BP blocker
    (both fall); without the Clock (1000 BP) it simply loses. A Lv2 Spirit gets nothing."""
    p0 = {"field": ([FieldCard("BSS02-109", cores=0)] if clock else []) + [FieldCard(AXE_ANGEL),
                                                                           FieldCard(AXE_ANGEL, cores=2)]}
    state = build(position(0, "attack", p0, {"field": [FieldCard(DEMO_BONES, cores=2)]}))
    k = 1 if clock else 0
    assert (bp(state, 0, k), bp(state, 0, k + 1)) == (2000 if clock else 1000, 3000)
    fight(state, k, 0)  # Demo Bones Lv2: 2000 BP
    assert cards(state, 1) == ([] if clock else [DEMO_BONES])
    assert cards(state, 0).count(AXE_ANGEL) == 1


def test_bss02_109_no_boost_in_the_main_step(build):
    state = build(position(0, "main", {"field": [FieldCard("BSS02-109", cores=0), FieldCard(AXE_ANGEL)]}, {}))
    assert bp(state, 0, 1) == 1000


def test_bss02_109_destroy_it_to_make_an_opposing_spirit_lv1(build):
    """Flash: destroying the Nexus makes an opposing Spirit Lv1 for the turn: the 10000 BP KV-2 (5000 BP at Lv1)
    falls to a 6000 BP attacker."""
    p0 = {"field": [FieldCard("BSS02-109", cores=0), FieldCard(ANKYLO, cores=3)]}
    state = build(position(0, "main", p0, {"field": [FieldCard(KV2, cores=2)]}))
    state.apply(state.pending_decision().activate("BSS02-109"))
    assert pending(state) == (Decision.CHOOSE, 0)
    choose(state, KV2)
    assert trash_ids(state, 0) == ["BSS02-109"]
    do(state, C.PASS)  # to the Attack Step: the level lasts the turn
    fight(state, 1, 0)
    assert cards(state, 1) == [] and cards(state, 0) == [ANKYLO]


# -- BSS02-110 Secret Flower Garden ----------------------------------------------------------------------
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


# -- BSS02-111 Harpy Nest Palace -------------------------------------------------------------------------
@pytest.mark.parametrize(("attacker", "wins"), [("BSS02-068", True), (ANKYLO, False)])
def test_bss02_111_blocker_of_a_birdfolk_counts_as_lv1(build, attacker, wins):
    """Your Attack Step: the KV-2 blocking your Birdfolk Raphael (8000 BP) counts as Lv1 (5000 BP) and falls;
    blocking the Terrasaur Ankylosauroid (6000 BP) it keeps 10000 BP and wins."""
    p0 = {"field": [FieldCard("BSS02-111", cores=0), FieldCard(attacker, cores=4 if wins else 3)]}
    state = build(position(0, "attack", p0, {"field": [FieldCard(KV2, cores=2)]}))
    do(state, C.attack(1))
    resolve_order(state)
    pass_flashes(state)
    do(state, C.block(0))
    pass_flashes(state)
    assert cards(state, 1) == ([] if wins else [KV2])
    assert (attacker in cards(state, 0)) is wins


@pytest.mark.parametrize(("nest_cores", "nest_exhausted", "offered"), [(1, False, True), (0, False, False),
                                                                       (1, True, False)])
def test_bss02_111_lv2_life_core_into_reserve_moves_cores_onto_spirits(build, nest_cores, nest_exhausted, offered):
    """Lv2, opponent's turn: the Life core their attack sends to your Reserve lets you exhaust the Nexus and move
    Reserve cores onto your Spirits (here both onto the Axe Angel). At Lv1, or exhausted, nothing is offered."""
    p0 = {"field": [FieldCard("BSS02-111", cores=nest_cores, exhausted=nest_exhausted), FieldCard(AXE_ANGEL)],
          "reserve": 1, "life": 5}
    state = build(position(1, "attack", p0, {"field": [FieldCard(RAINEEDLE)]}, turn=4))
    do(state, C.attack(0))
    pass_flashes(state)
    do(state, C.PASS)  # no block
    pass_flashes(state)
    assert life(state, 0) == 4 and int(player(state, 0)["reserve"]) == 2
    if offered:
        assert pending(state) == (Decision.YES_NO, 0)
        state.apply(state.pending_decision().yes_to("BSS02-111"))
        choose(state, AXE_ANGEL)  # the only Spirit: the choice ends
        state.apply(state.pending_decision().cores(2))
        assert [f["cores"] for f in field(state, 0).values()] == [1, 3]
        assert int(player(state, 0)["reserve"]) == 0 and exhausted(state, 0)[0] == 1
    else:
        assert pending(state)[0] != Decision.YES_NO


# -- BSS02-112 Great Alvar Plains ------------------------------------------------------------------------
@pytest.mark.parametrize(("nexus_cores", "attacker", "refreshes"), [(2, BOLD_GENERAL, True), (1, BOLD_GENERAL, False),
                                                                    (2, "BSS02-007", False)])
def test_bss02_112_lv2_vanilla_spirit_destroyed_refreshes_one_of_yours(build, nexus_cores, attacker, refreshes):
    """Lv2: in your Attack Step, when your Spirit with no effect text is destroyed, refresh one of your
    Spirits; not at Lv1, not for Photon Dragon (it has effects)."""
    mine = [FieldCard("BSS02-112", cores=nexus_cores), FieldCard(attacker), FieldCard(KEEP, exhausted=True)]
    state = won_battle(build, mine, 1, [FieldCard(BIG, cores=3)], 0, soul="trash")
    assert trash_ids(state, 0) == [attacker]
    if refreshes:
        assert pending(state) == (Decision.CHOOSE, 0) and legal(state) == [C.choice(0)]
        state.apply(state.pending_decision().choose_card(KEEP))
    assert pending(state) == (Decision.ATTACK, 0)
    assert field(state, 0)[2]["exhausted"] == int(not refreshes)


# -- BSS02-113 Greattree Gate ----------------------------------------------------------------------------
def test_bss02_113_flash_exhausts_and_battle_wins_feed_it(build):
    """Your Attack Step: a battle won by BP puts a Void core on it; [Flash]: destroy it to exhaust an
    opposing Spirit."""
    p0 = {"field": [FieldCard("BSS02-113", cores=0), FieldCard(BRONTECH)]}
    p1 = {"field": [FieldCard(GOLEM), FieldCard(DUGONG)]}
    state = build(position(0, "attack", p0, p1))
    fight(state, 1, 0)
    assert cards(state, 1) == [DUGONG] and cores(state, 0)[0] == 1
    assert pending(state) == (Decision.ATTACK, 0)
    state2 = build(position(0, "main", {"field": [FieldCard("BSS02-113", cores=0)]}, p1))
    do(state2, C.activate(0), C.choice(1))
    assert exhausted(state2, 1) == {0: 0, 1: 1}
    assert trash_ids(state2, 0) == ["BSS02-113"]


# -- BSS02-114 Infinite Ant Undercity --------------------------------------------------------------------
@pytest.mark.parametrize("onto_token", [True, False])
def test_bss02_114_token_summon_moves_a_trash_core(build, onto_token):
    """When you summon a token, a Trash core goes to your Reserve, or onto the token if you say so."""
    p0 = {"field": [FieldCard("BSS02-114", cores=0)], "hand": [ANTMAN_GENERAL], "reserve": 6, "trash_cores": 1,
          "soul": "reserve"}
    state = build(scenario(p0, {}, auto=False))
    summon_card(state, ANTMAN_GENERAL)
    finish_payments(state)
    paid, left = int(player(state, 0)["trash_cores"]) - 1, reserve(state, 0)
    assert pending(state) == (Decision.YES_NO, 0)
    state.apply(state.pending_decision().yes_to("BSS02-114") if onto_token else
                state.pending_decision().no_to("BSS02-114"))
    token = [k for k, f in field(state, 0).items() if f["card"] == ANTMAN][0]
    assert field(state, 0)[token]["cores"] == 1 + onto_token
    assert int(player(state, 0)["trash_cores"]) == paid  # the Trash core moved; the paid ones stay
    assert reserve(state, 0) == left + (not onto_token)


def test_bss02_114_no_question_for_a_non_token_summon(build):
    p0 = {"field": [FieldCard("BSS02-114", cores=0)], "hand": [GOLEM], "reserve": 6, "trash_cores": 1}
    state = build(scenario(p0, {}, auto=False))
    summon_card(state, GOLEM)
    assert pending(state) == (Decision.MAIN, 0)
    assert int(player(state, 0)["trash_cores"]) == 1 + 4  # the one it had, and the Golem's cost


@pytest.mark.parametrize("nexus_cores", [3, 0])
def test_bss02_114_lv2_vanilla_spirits_gain_bp_per_core(build, nexus_cores):
    """Lv2, either Attack Step: +1000 BP per core to your Spirits without effect text, not to others."""
    p0 = {"field": [FieldCard("BSS02-114", cores=nexus_cores), FieldCard(BRONTECH, cores=2),
                    FieldCard("BSS02-042", cores=3)]}
    state = build(position(0, "attack", p0, {}))
    assert bp(state, 0, 1) == 5000 + (2000 if nexus_cores else 0)  # Brontech is Lv1 up to two cores
    assert bp(state, 0, 2) == 3000


# -- BSS02-115 Giantwood Castle Keep ---------------------------------------------------------------------
@pytest.mark.parametrize("keep_cores, silenced", [(2, True), (0, False)])
def test_bss02_115_giantwood_silences_opponents_when_destroyed(build, keep_cores, silenced):
    """Giantwood Castle Keep Lv2: in any Attack Step the opponent's "When Destroyed" effects do not trigger
    (Mapleum falls in battle and feeds nobody); at Lv1 they do."""
    s = build(position(step="attack", p0={"field": [FieldCard(MAPLEUM), FieldCard(EZOWOLF)]},
                       p1={"field": [FieldCard(PORCUPINE), FieldCard("BSS02-115", cores=keep_cores)]}))
    attack_until_block(s)
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
    attack_until_block(s)
    do(s, C.block(0))
    pass_flashes(s)
    assert trash_ids(s, 0) == [RED]
    if refresh:
        assert pending(s) == (Decision.CHOOSE, 1)
        do(s, C.choice(0))
    assert exhausted(s, 1)[0] == (0 if refresh else 1)
