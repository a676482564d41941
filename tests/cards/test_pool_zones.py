"""Per-card tests for the BSS01-03 cards scripted with the "zones" vocabulary (pybs/scripts/pool_zones.py),
each on both engines (``build`` fixture). Player 0 owns the card under test unless said otherwise."""

from __future__ import annotations

import pytest
from card_helpers import battle, cards, deck_ids, exhausted, pass_flashes, scenario, their_step
from conftest import bp, field, hand_ids, legal, pay_and_place, pending, player, summon, trash_ids, use_magic
from pool_cards import (
    BONES,
    BRONTECH,
    DUGONG,
    GLASSBEAR,
    GOLEM,
    KEEP,
    MUMMY,
    NEBULA,
    OBERO,
    PORCUPINE,
    RAINEEDLE,
    SKULLFLY,
    SWORD,
    answer,
)
from pool_cards import DIAMOND_SANCTUARY as SANCTUARY

from pybs import codec as C
from pybs.layout import Decision
from pybs.testing import FieldCard, TempEffect


# -- BSS01-028 Pandemium of the Dark World Seven -----------------------------------------------------------
@pytest.mark.parametrize("cores", [1, 2, 6])
def test_bss01_028_destroyed_effects_by_level(build, cores):
    """When destroyed: Lv1+ destroys an exhausted opposing Spirit, Lv2+ takes three cores off a refreshed one,
    Lv3 makes both players discard five cards of their choice (all they have when fewer)."""
    p0 = {"field": [FieldCard("BSS01-028", cores=cores)], "hand": [KEEP, BONES, MUMMY, SWORD, OBERO, GOLEM]}
    p1 = {"field": [FieldCard(PORCUPINE, cores=1), FieldCard(BRONTECH, cores=4)], "hand": [KEEP, BONES]}
    sc = their_step("attack", p0, p1)
    sc.mods = [TempEffect(1, "BP", slot=0, value=20000)]
    state = build(sc)
    battle(state, 0, 0)  # the boosted Porcu-Pine destroys Pandemium; the attacker is exhausted
    while pending(state)[0] in (Decision.CHOOSE, Decision.ORDER):  # every pick is forced but the order
        state.apply(legal(state)[-1])
    assert cards(state, 1) == ([BRONTECH] if cores >= 1 else [PORCUPINE, BRONTECH])
    brontech_cores = field(state, 1)[1]["cores"]
    assert brontech_cores == (1 if cores >= 2 else 4)
    if cores == 6:
        assert len(hand_ids(state, 0)) == 1 and hand_ids(state, 1) == []
        assert sorted(trash_ids(state, 1)) == sorted([KEEP, BONES, PORCUPINE])
    else:
        assert len(hand_ids(state, 0)) == 6 and hand_ids(state, 1) == [KEEP, BONES]


# -- BSS01-111 Rocket City ---------------------------------------------------------------------------------
@pytest.mark.parametrize("cores", [0, 2, None])
def test_bss01_111_blocker_gains_1000_in_opponents_attack_step(build, cores):
    """In the opponent's Attack Step, your blocking Spirit gets +1000 BP this turn (both levels): Skull Fly
    (2000) blocking Dugong (3000) ties and takes it down; without Rocket City only Skull Fly falls."""
    p0 = {"field": [FieldCard(SKULLFLY)] + ([FieldCard("BSS01-111", cores=cores)] if cores is not None else [])}
    state = build(their_step("attack", p0, {"field": [FieldCard(DUGONG)]}))
    battle(state, 0, 0)
    assert trash_ids(state, 0) == [SKULLFLY]
    assert trash_ids(state, 1) == ([DUGONG] if cores is not None else [])


@pytest.mark.parametrize(("cores", "discards"), [(2, True), (0, False)])
def test_bss01_111_lv2_opponent_discards_after_drawing_outside_draw_step(build, cores, discards):
    """Lv2, in the opponent's turn: when they draw outside their Draw Step they discard a card they pick."""
    p0 = {"field": [FieldCard("BSS01-111", cores=cores)]}
    p1 = {"hand": ["BSS03-135", SWORD], "reserve": 4}
    state = build(their_step("main", p0, p1))
    use_magic(state, 0, effect=0)  # Strong Draw's Main effect: draw 3, discard 2
    assert pending(state) == (Decision.CHOOSE, 1)
    answer(state, SWORD)
    answer(state, RAINEEDLE)
    if discards:  # Rocket City: one more of their choice
        assert pending(state) == (Decision.CHOOSE, 1)
        answer(state, RAINEEDLE)
    assert pending(state)[0] != Decision.CHOOSE
    assert len(hand_ids(state, 1)) == (1 if discards else 2)
    assert len(trash_ids(state, 1)) == (4 if discards else 3)  # the Magic and the discards


# -- BSS02-099 Hungertree ----------------------------------------------------------------------------------
@pytest.mark.parametrize("hand", [[SWORD, OBERO], []])
def test_bss02_099_destroyed_by_opponent_they_discard_a_card(build, hand):
    """When the opponent destroys it they discard a card of their choice (an empty hand: nothing to do).
    Destruction by its own controller's effect: tests/test_pool_zones_rules.py."""
    p0 = {"field": [FieldCard("BSS02-099")]}
    p1 = {"field": [FieldCard(BRONTECH, cores=3)], "hand": hand}
    state = build(their_step("attack", p0, p1))
    battle(state, 0, 0)  # 8000 against 4000
    if hand:
        assert pending(state) == (Decision.CHOOSE, 1)
        assert C.PASS not in legal(state)
        answer(state, OBERO)
    assert hand_ids(state, 1) == hand[:1] and trash_ids(state, 1) == hand[1:]
    assert trash_ids(state, 0) == ["BSS02-099"]


# -- BSS03-007 Lampgaur ------------------------------------------------------------------------------------
@pytest.mark.parametrize("answer_", ["discard", "pass", "no_red"])
def test_bss03_007_attack_may_discard_red_card_for_2000(build, answer_):
    """When it attacks you may discard a red card from hand: then all your Spirits get +2000 this turn."""
    hand = [SWORD, KEEP] if answer_ != "no_red" else [SWORD]
    p0 = {"field": [FieldCard("BSS03-007"), FieldCard(DUGONG)], "hand": hand}
    state = build(scenario(p0, {}, step="attack", auto=False))
    state.apply(C.attack(0))
    if answer_ == "no_red":
        assert pending(state)[0] != Decision.CHOOSE
    else:
        assert pending(state) == (Decision.CHOOSE, 0)
        assert legal(state) == [C.PASS, C.choice(0)]  # only the red card
        state.apply(C.choice(0) if answer_ == "discard" else C.PASS)
    gain = 2000 if answer_ == "discard" else 0
    assert (bp(state, 0, 0), bp(state, 0, 1)) == (2000 + gain, 3000 + gain)
    assert hand_ids(state, 0) == ([SWORD] if answer_ != "pass" else [SWORD, KEEP])


def test_bss03_007_lv2_confront_while_attacking(build):
    """Lv2: Confront while it attacks (a keyword, read by the block rules)."""
    p0 = {"field": [FieldCard("BSS03-007", cores=3)]}
    state = build(scenario(p0, {"field": [FieldCard(DUGONG)]}, step="attack", auto=False))
    state.apply(C.attack(0))
    pass_flashes(state)
    assert pending(state) == (Decision.BLOCK, 1) and C.PASS not in legal(state)  # the block is forced


# -- BSS03-135 Strong Draw ---------------------------------------------------------------------------------
def test_bss03_135_main_draws_three_then_discards_two(build):
    """Main: draw three, then discard two cards of your choice from hand."""
    deck = [SWORD, OBERO, DUGONG, GOLEM]
    state = build(scenario({"hand": ["BSS03-135", KEEP], "reserve": 4, "deck": deck, "field": [FieldCard(KEEP)]},
                           {}, auto=False))
    use_magic(state, 0, effect=0)
    assert hand_ids(state, 0) == [KEEP, SWORD, OBERO, DUGONG]
    assert pending(state) == (Decision.CHOOSE, 0)
    assert C.PASS not in legal(state)
    answer(state, KEEP)
    answer(state, DUGONG)
    assert hand_ids(state, 0) == [SWORD, OBERO] and trash_ids(state, 0) == [KEEP, DUGONG, "BSS03-135"]
    assert deck_ids(state, 0) == [GOLEM]


def test_bss03_135_flash_gives_3000(build):
    """Main/Flash: a Spirit gets +3000 BP this turn."""
    state = build(scenario({"hand": ["BSS03-135"], "reserve": 4, "field": [FieldCard(DUGONG), FieldCard(KEEP)]},
                           {}, auto=False))
    use_magic(state, 0, effect=1)
    answer(state, DUGONG)
    assert bp(state, 0, 0) == 6000


# -- BSS01-054 Gun Knight Heavybarrel ----------------------------------------------------------------------
@pytest.mark.parametrize("target", [True, False])
def test_bss01_054_destroyed_by_opponent_sends_ws_spirit_under_deck(build, target):
    """When the opponent destroys it, an opposing Spirit with a When Summoned effect goes under its deck."""
    p1_field = [FieldCard(BRONTECH, cores=3)] + ([FieldCard(NEBULA)] if target else [FieldCard(DUGONG)])
    state = build(their_step("attack", {"field": [FieldCard("BSS01-054")]},
                             {"field": p1_field, "deck": [KEEP, KEEP]}))
    battle(state, 0, 0)
    if target:
        assert cards(state, 1) == [BRONTECH] and deck_ids(state, 1) == [KEEP, KEEP, NEBULA]
        assert int(player(state, 1)["reserve"]) == 3 + 1  # its core went to the Reserve
    else:
        assert cards(state, 1) == [BRONTECH, DUGONG] and deck_ids(state, 1) == [KEEP, KEEP]


# -- BSS01-129 Counter Sword --------------------------------------------------------------------------------
@pytest.mark.parametrize("pay", [True, False])
def test_bss01_129_burst_sends_opposing_spirit_to_deck_top(build, pay):
    """Burst when the opponent resolves a When Summoned effect: an opposing Spirit on top of its deck; then the
    Main effect (a Void core into Life) may be paid for."""
    p0 = {"burst": "BSS01-129", "reserve": 5, "field": [FieldCard(KEEP)]}
    p1 = {"hand": [NEBULA], "reserve": 6, "field": [FieldCard(DUGONG), FieldCard(KEEP)], "deck": [SWORD]}
    state = build(their_step("main", p0, p1))
    summon(state, 0)
    while pending(state)[0] == Decision.CHOOSE and pending(state)[1] == 1:  # Nebula's own effect
        state.apply(legal(state)[-1])
    assert pending(state) == (Decision.BURST, 0)
    state.apply(C.CONFIRM)
    answer(state, DUGONG)
    assert deck_ids(state, 1)[0] == DUGONG
    assert pending(state) == (Decision.YES_NO, 0)
    life = int(player(state, 0)["life"])
    state.apply(C.CONFIRM if pay else C.PASS)
    pay_and_place(state)
    assert int(player(state, 0)["life"]) == life + (1 if pay else 0)
    assert "BSS01-129" in trash_ids(state, 0)


# -- BSS02-104 Impaler Forest ------------------------------------------------------------------------------
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


# -- BSS03-035 Wonderland Card Soldier Pentan ----------------------------------------------------------------
@pytest.mark.parametrize("trash", [[OBERO, SWORD], [SWORD]])
def test_bss03_035_summon_puts_otherlander_from_trash_on_deck(build, trash):
    """On summon an Otherlander Spirit card from your Trash goes on top of your deck (none: nothing)."""
    state = build(scenario({"hand": ["BSS03-035"], "reserve": 4, "trash": trash, "deck": [KEEP],
                            "field": [FieldCard(KEEP)]}, {}))
    summon(state, 0)
    assert pending(state) == (Decision.MAIN, 0)
    if OBERO in trash:
        assert deck_ids(state, 0) == [OBERO, KEEP] and trash_ids(state, 0) == [SWORD]
    else:
        assert deck_ids(state, 0) == [KEEP] and trash_ids(state, 0) == [SWORD]


# -- BSS03-064 Radiant Dragon Palace Breidablik ------------------------------------------------------------
@pytest.mark.parametrize("cores", [1, 2, 4])
def test_bss03_064_block_effects_by_level(build, cores):
    """When it blocks: a Void core to the Reserve; Lv2+: may put a Nexus of yours under your deck to draw;
    Lv3: may pay the Soul Core to refresh another Spirit of yours."""
    p0 = {"field": [FieldCard("BSS03-064", cores=cores), FieldCard(SANCTUARY, cores=0), FieldCard(DUGONG, exhausted=True)],
          "deck": [SWORD, OBERO], "soul": "reserve"}
    state = build(their_step("attack", p0, {"field": [FieldCard(KEEP), FieldCard(KEEP)]}))  # a 2nd attacker waits
    reserve = int(player(state, 0)["reserve"])
    battle(state, 0, 0)
    while pending(state)[0] in (Decision.YES_NO, Decision.CHOOSE, Decision.ORDER):
        state.apply(C.CONFIRM if pending(state)[0] == Decision.YES_NO else legal(state)[-1])
    assert int(player(state, 0)["reserve"]) == reserve + 1
    if cores >= 2:
        assert cards(state, 0)[:1] == ["BSS03-064"] and SANCTUARY not in cards(state, 0)
        assert deck_ids(state, 0) == [OBERO, SANCTUARY] and hand_ids(state, 0) == [SWORD]
    else:
        assert SANCTUARY in cards(state, 0) and deck_ids(state, 0) == [SWORD, OBERO]
    assert exhausted(state, 0)[2] == (0 if cores == 4 else 1)  # Dugong keeps slot 2


# -- BSS02-020 Void Ogre Emperor Avaritia --------------------------------------------------------------------
def test_bss02_020_summons_undead_from_trash_free_without_its_summon_effect(build):
    """On summon: an Undead/Voidlord Spirit card of your Trash is summoned free, and its own When Summoned
    effect does not trigger (Gravedigger Skeleton would otherwise ask)."""
    p0 = {"hand": ["BSS02-020"], "reserve": 12, "trash": ["BSS02-024", RAINEEDLE, BONES],
          "field": [FieldCard(KEEP)]}
    state = build(scenario(p0, {}, auto=False))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert C.PASS not in legal(state) and len(legal(state)) == 2  # Skeleton and Demo Bones, not Raineedle
    answer(state, "BSS02-024")
    assert pending(state)[0] == Decision.PLACE
    pay_and_place(state)
    assert pending(state) == (Decision.MAIN, 0)  # the Skeleton's own summon effect stayed silent
    assert cards(state, 0) == [KEEP, "BSS02-020", "BSS02-024"]
    assert trash_ids(state, 0) == [RAINEEDLE, BONES]


def test_bss02_020_lv3_attack_opponent_removes_three_cores(build):
    """Lv3: when it attacks, the opponent takes three cores off one of their Spirits (their pick)."""
    p0 = {"field": [FieldCard("BSS02-020", cores=6)]}
    p1 = {"field": [FieldCard(BRONTECH, cores=4), FieldCard(DUGONG, cores=3)]}
    state = build(scenario(p0, p1, step="attack", auto=False))
    state.apply(C.attack(0))
    assert pending(state) == (Decision.CHOOSE, 1)
    answer(state, BRONTECH)
    assert field(state, 1)[0]["cores"] == 1


# -- BSS02-024 Gravedigger Skeleton ------------------------------------------------------------------------
@pytest.mark.parametrize("take", [True, False])
def test_bss02_024_may_summon_cheap_spirit_from_trash_exhausted(build, take):
    """On summon you may summon a Spirit card of cost 2 or less from your Trash, paying, and it is exhausted."""
    p0 = {"hand": ["BSS02-024"], "reserve": 6, "trash": [SKULLFLY, MUMMY], "field": [FieldCard(BONES)]}
    state = build(scenario(p0, {}, auto=False))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert legal(state) == [C.PASS, C.choice(0)]  # Skull Fly only (Mummyphant costs 4)
    state.apply(C.choice(0) if take else C.PASS)
    if take:
        pay_and_place(state)
        assert cards(state, 0) == [BONES, "BSS02-024", SKULLFLY]
        assert exhausted(state, 0)[2] == 1 and exhausted(state, 0)[1] == 0
        assert int(player(state, 0)["trash_cores"]) > 0
    else:
        assert cards(state, 0) == [BONES, "BSS02-024"] and trash_ids(state, 0) == [SKULLFLY, MUMMY]


# -- BSS03-129 Dimensional Rift -------------------------------------------------------------------------------
def test_bss03_129_summons_white_block_spirit_free_without_summon_effect(build):
    """Main: you may summon a white Spirit card with a When Blocks effect from hand free; its When Summoned
    effects stay silent (Breidablik has none; Glassbear is the only other white blocker in hand)."""
    p0 = {"hand": ["BSS03-129", GLASSBEAR, DUGONG, "BSS03-064"], "reserve": 6, "field": [FieldCard(KEEP)]}
    state = build(scenario(p0, {}, auto=False))
    use_magic(state, 0, effect=0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert legal(state) == [C.PASS, C.choice(0), C.choice(1)]  # Glassbear and Breidablik, not Dugong
    answer(state, "BSS03-064")
    reserve = int(player(state, 0)["reserve"])
    pay_and_place(state)
    assert int(player(state, 0)["reserve"]) == reserve - 1  # one core placed, nothing paid
    assert cards(state, 0) == [KEEP, "BSS03-064"]
    assert pending(state) == (Decision.MAIN, 0)


# -- BSS03-055 Pilgrim Synthetic Sage ---------------------------------------------------------------------------
@pytest.mark.parametrize("deck", [[SWORD, SANCTUARY, OBERO, KEEP, DUGONG, GOLEM],
                                  [SWORD, OBERO, KEEP, DUGONG, BRONTECH, GOLEM]])
def test_bss03_055_destroyed_deploys_diamond_sanctuary_from_top_five(build, deck):
    """When the opponent destroys it: look at the top five, deploy a Diamond Sanctuary from them free, the
    rest under the deck in any order."""
    p0 = {"field": [FieldCard("BSS03-055")], "deck": deck}
    state = build(their_step("attack", p0, {"field": [FieldCard(BRONTECH, cores=3), FieldCard(KEEP)]}))
    battle(state, 0, 0)
    if SANCTUARY in deck:  # the only choice, and a required one: answered by itself (auto_forced)
        assert pending(state) == (Decision.PLACE, 0)
        pay_and_place(state)
        assert cards(state, 0) == [SANCTUARY]
    while pending(state) == (Decision.CHOOSE, 0):  # the rest, one at a time, under the deck
        state.apply(legal(state)[0])
    assert sorted(deck_ids(state, 0)) == sorted(c for c in deck if c != SANCTUARY)
    assert deck_ids(state, 0)[0] == GOLEM  # the sixth card stayed on top
    if SANCTUARY not in deck:
        assert cards(state, 0) == []


# -- BSS03-126 Discontinue ------------------------------------------------------------------------------------
@pytest.mark.parametrize("top", ["BSS03-126", SWORD])
def test_bss03_126_discarded_by_opponent_returns_to_hand(build, top):
    """When an opposing effect (here Rudra's Crush) discards it from your deck, it goes from your Trash to
    your hand; other discarded cards stay in the Trash."""
    p1 = {"deck": [top, KEEP, KEEP], "field": [FieldCard(KEEP)]}
    state = build(scenario({"field": [FieldCard("ST06-003", cores=1)]}, p1, step="attack", auto=False))
    state.apply(C.attack(0))  # Crush at Lv1: discard one card
    assert hand_ids(state, 1) == ([top] if top == "BSS03-126" else [])
    assert trash_ids(state, 1) == ([] if top == "BSS03-126" else [top])
    assert deck_ids(state, 1) == [KEEP, KEEP]


def test_bss03_126_flash_gives_2000(build):
    """Main/Flash: a Spirit gets +2000 BP this turn."""
    state = build(scenario({"hand": ["BSS03-126"], "reserve": 4, "field": [FieldCard(DUGONG), FieldCard(KEEP)]},
                           {}, auto=False))
    use_magic(state, 0, effect=1)
    answer(state, DUGONG)
    assert bp(state, 0, 0) == 5000


# -- BSS03-110 Topaz Sanctuary ------------------------------------------------------------------------------
@pytest.mark.parametrize(("cores", "hand", "reveals"), [(2, [SWORD, OBERO], True), (0, [SWORD, OBERO], False),
                                                        (2, [], False)])
def test_bss03_110_lv2_reveals_a_random_card_of_the_opponents_hand(build, cores, hand, reveals):
    """Lv2, at the start of the opponent's End Step: a card of their hand is picked at random (the game's RNG
    moves on) and revealed; nothing else changes. Lv1 or an empty hand: no pick."""
    p0 = {"field": [FieldCard("BSS03-110", cores=cores)]}
    state = build(their_step("end_start", p0, {"hand": hand, "field": [FieldCard(KEEP)]}))
    rng = [int(x) for x in state.record()["rng"]]
    before = build(their_step("end_start", {"field": [FieldCard(KEEP)]}, {"hand": hand, "field": [FieldCard(KEEP)]}))
    assert ([int(x) for x in before.record()["rng"]] != rng) == reveals  # the same game without the pick
    assert hand_ids(state, 1) == hand
