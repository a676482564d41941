"""Per-card tests for the BSS01-BSS03 cards scripted with the "events" vocabulary (pybs/scripts/pool_events.py),
second part: activated effects, replacement effects, cost changes, copied effects, redirection. Every test runs
on both engines (``build`` fixture); player 0 owns the card under test unless said otherwise."""

from __future__ import annotations

import pytest
from card_helpers import cards, do, exhausted, fight, pass_flashes, position, scenario
from conftest import bp, hand_ids, legal, pending, player, summon, trash_ids, use_magic
from pool_cards import (
    AXE_ANGEL,
    BRONTECH,
    CHARGED_DRAW,
    DRAGONOID,
    DROWSY_FUMES,
    DUGONG,
    EVA02,
    GOLEM,
    NEBULA,
    NIRVANA,
    PUPPET_STRINGS,
    RAINEEDLE,
    STAR_ALTAR,
    cores,
    unblocked_hit,
)

from pybs import codec as C
from pybs.layout import Decision
from pybs.testing import FieldCard


# -- activated [Flash] effects of Nexuses (R8.5, R10.1) -----------------------------------------------------
def activate_in_battle(state, k: int) -> None:
    """Player 0 attacks with slot 1; the defender passes; player 0 activates the card in slot k."""
    do(state, C.attack(1), C.PASS)
    assert pending(state) == (Decision.FLASH, 0)
    do(state, C.activate(k))


def test_bss02_100_destroy_it_to_draw_two(build):
    """[Flash] in the Main Step: destroy this Nexus to draw two cards."""
    p0 = {"field": [FieldCard("BSS02-100", cores=0)], "deck": [GOLEM, DUGONG, RAINEEDLE]}
    state = build(position(0, "main", p0, {}))
    do(state, C.activate(0))
    assert cards(state, 0) == [] and trash_ids(state, 0) == ["BSS02-100"]
    assert hand_ids(state, 0) == [GOLEM, DUGONG]
    assert pending(state) == (Decision.MAIN, 0)
    assert C.activate(0) not in legal(state)


@pytest.mark.parametrize(("soul", "destroys"), [(True, True), (False, False)])
def test_bss02_100_soul_attacker_hit_destroys_a_small_spirit(build, soul, destroys):
    """Your Attack Step: a Spirit of yours with the Soul Core hitting the Life destroys an opposing Spirit of
    2000 BP or less; without the Soul Core, nothing."""
    p0 = {"field": [FieldCard("BSS02-100", cores=0), FieldCard(BRONTECH, soul=soul)], "soul": None if soul else "trash"}
    p1 = {"field": [FieldCard(RAINEEDLE, exhausted=True)]}
    state = build(position(0, "attack", p0, p1))
    unblocked_hit(state, 1)
    if destroys:
        do(state, C.choice(0))
    assert cards(state, 1) == ([] if destroys else [RAINEEDLE])


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


def test_activate_is_not_offered_by_a_nexus_without_it(build):
    """Only cards with an activated effect offer ACTIVATE; the opponent's Nexus is not yours to use."""
    p0 = {"field": [FieldCard(STAR_ALTAR, cores=0)]}
    p1 = {"field": [FieldCard("BSS02-100", cores=0)]}
    state = build(position(0, "main", p0, p1))
    assert not [c for c in legal(state) if c >= C.ACTIVATE]


# -- BSS01-057 Heavy Tank Curiosity ---------------------------------------------------------------------------
@pytest.mark.parametrize(("tank_cores", "target", "stays"), [(2, GOLEM, True), (1, GOLEM, False),
                                                             (2, DUGONG, False)])
def test_bss01_057_mecha_stays_exhausted_instead_of_destroyed(build, tank_cores, target, stays):
    """Lv2, either Attack Step: the opponent's destruction effect leaves your Mecha Spirit on the field,
    exhausted; at Lv1, or for a Spirit of another family, it is destroyed."""
    p0 = {"field": [FieldCard("BSS01-057", cores=tank_cores), FieldCard(target)]}
    p1 = {"field": [FieldCard(EVA02, cores=5)]}
    state = build(position(1, "attack", p0, p1, turn=4))
    do(state, C.attack(0))
    if pending(state)[0] == Decision.CHOOSE:
        do(state, C.choice(1))  # the target (slot 1); the tank itself is 2000/4000 BP, also a candidate
    assert cards(state, 0) == (["BSS01-057", target] if stays else ["BSS01-057"])
    if stays:
        assert exhausted(state, 0)[1] == 1


# -- BSS03-130 Eternal Shield ------------------------------------------------------------------------------
@pytest.mark.parametrize("shield", [True, False])
def test_bss03_130_opposing_discards_cut_to_one_card(build, shield):
    """Flash, this turn: the opponent's Crush (three cards at Lv1) discards only one card of your deck."""
    p0 = {"hand": ["BSS03-130"] if shield else [], "reserve": 4}
    p1 = {"field": [FieldCard(RAINEEDLE), FieldCard(NIRVANA)]}
    state = build(position(1, "attack", p0, p1, turn=4))
    do(state, C.attack(0))
    assert pending(state) == (Decision.FLASH, 0)
    if shield:
        use_magic(state, 0)
    pass_flashes(state)
    while pending(state)[0] in (Decision.FLASH, Decision.BLOCK):
        do(state, C.PASS)
    deck = int(player(state, 0)["deck_count"])
    do(state, C.attack(1))
    while pending(state)[0] in (Decision.ORDER, Decision.YES_NO, Decision.CHOOSE):
        do(state, legal(state)[0])
    assert int(player(state, 0)["deck_count"]) == deck - (1 if shield else 3)


# -- BSS03-036 Wonderland Cheshire Cat -------------------------------------------------------------------
def reserve(state, p: int = 0) -> int:
    return int(player(state, p)["reserve"])


def test_bss03_036_next_yellow_magic_costs_one_less_once(build):
    """After its summon the next yellow Magic from hand costs one less (here 2 - 1 symbol - 1 = 0); the one
    after pays again."""
    p0 = {"hand": ["BSS03-036", DROWSY_FUMES, DROWSY_FUMES], "reserve": 8}
    p1 = {"field": [FieldCard(BRONTECH, cores=1)]}
    state = build(scenario(p0, p1))
    summon(state, 0)  # cost 2, one core placed
    assert reserve(state) == 5
    use_magic(state, 0)
    assert reserve(state) == 5  # free
    assert int(state.record()["n_mods"]) == 1  # only the first Fumes' -2000
    use_magic(state, 0)
    assert reserve(state) == 4  # 2 - 1 symbol


def test_bss03_036_red_magic_keeps_the_discount_waiting(build):
    """A red Magic is not discounted and leaves the discount for a later yellow one."""
    p0 = {"hand": ["BSS03-036", CHARGED_DRAW], "reserve": 8, "deck": [GOLEM, DUGONG, RAINEEDLE]}
    state = build(scenario(p0, {}))
    summon(state, 0)
    use_magic(state, 0, effect=0)  # draw two
    assert reserve(state) == 5 - 4
    assert int(state.record()["n_mods"]) == 1  # the discount still waits


# -- BSS01-117 Big Bang Energy ------------------------------------------------------------------------------
@pytest.mark.parametrize(("card", "paid"), [("ST01-002", 2), (DRAGONOID, 3)])
def test_bss01_117_star_dragons_cost_your_life(build, card, paid):
    """Main: this turn your Star Dragon Spirit cards in hand cost your Life total (2 here); a Dragonoid keeps
    its printed cost."""
    p0 = {"hand": ["BSS01-117", card], "reserve": 10, "life": 2}
    state = build(scenario(p0, {}))
    use_magic(state, 0, effect=0)
    before = reserve(state)
    summon(state, 0)
    assert reserve(state) == before - paid - 1  # the cost, then one core placed


@pytest.mark.parametrize("cheshire", [True, False])
def test_bss03_036_discount_makes_an_unaffordable_magic_legal(build, cheshire):
    """R7.1 with the discount: three cores left pay Puppet Strings (5, less one yellow symbol, less one) after
    the Cheshire Cat; after a vanilla yellow Spirit instead it costs 4 and may not be used."""
    summoned = "BSS03-036" if cheshire else AXE_ANGEL  # both yellow, cost 2, one yellow symbol
    p0 = {"hand": [summoned, PUPPET_STRINGS], "reserve": 5}
    state = build(scenario(p0, {"field": [FieldCard(BRONTECH)]}))
    summon(state, 0)
    assert reserve(state) == 2  # and one core on the new Spirit
    assert (C.use_hand(0) in legal(state)) is cheshire


# -- BSS01-086 Sage Beast Iberix -------------------------------------------------------------------------
@pytest.mark.parametrize("attack_step", [True, False])
def test_bss01_086_magic_gains_a_yellow_reduction_symbol_in_attack_steps(build, attack_step):
    """In an Attack Step your Magic has one more yellow reduction symbol: Fumes (2, one yellow symbol) is free
    with two yellow field symbols; in the Main Step it costs 1."""
    p0 = {"field": [FieldCard("BSS01-086"), FieldCard(AXE_ANGEL)], "hand": [DROWSY_FUMES], "reserve": 3}
    p1 = {"field": [FieldCard(BRONTECH)]}
    state = build(position(0, "attack" if attack_step else "main", p0, p1))
    if attack_step:
        do(state, C.attack(1), C.PASS)
    use_magic(state, 0)
    if pending(state)[0] == Decision.CHOOSE:
        do(state, C.choice(0))
    assert reserve(state) == (3 if attack_step else 2)
    assert bp(state, 1, 0) == 3000


# -- BSS03-061 Snowcapped Peak Goddess Skadi ----------------------------------------------------------------
@pytest.mark.parametrize(("soul_spirit", "offered"), [(True, [1]), (False, [0, 1])])
def test_bss03_061_opposing_effects_pick_only_soul_spirits(build, soul_spirit, offered):
    """While you control a Spirit with the Soul Core, an opposing effect may only pick your Spirits holding
    it; without one, any of them."""
    p0 = {"field": [FieldCard("BSS03-061"), FieldCard(GOLEM, soul=soul_spirit)],
          "soul": None if soul_spirit else "trash"}
    p1 = {"hand": [DROWSY_FUMES], "reserve": 4}
    state = build(position(1, "main", p0, p1, turn=4))
    use_magic(state, 0)
    if len(offered) == 1:  # R0.2: the only candidate; auto_forced is off, so it is still asked
        assert pending(state) == (Decision.CHOOSE, 1)
    assert [c for c in legal(state) if c != C.PASS] == [C.choice(i) for i in range(len(offered))]
    do(state, C.choice(0))
    assert bp(state, 0, offered[0]) == (4000 if offered[0] == 1 else 7000) - 2000


@pytest.mark.parametrize(("skadi_cores", "returned"), [(5, True), (2, False)])
def test_bss03_061_lv3_opponent_end_step_returns_exhausted_spirits(build, skadi_cores, returned):
    """Lv3: at the start of the opponent's End Step their exhausted Spirits go back to hand."""
    p0 = {"field": [FieldCard("BSS03-061", cores=skadi_cores)]}
    p1 = {"field": [FieldCard(GOLEM, exhausted=True), FieldCard(BRONTECH)]}
    state = build(position(1, "attack", p0, p1, turn=4))
    do(state, C.PASS)  # end the Attack Step: the End Step starts
    assert (GOLEM in hand_ids(state, 1)) is returned
    assert cards(state, 1) == ([BRONTECH] if returned else [GOLEM, BRONTECH])


# -- BSS03-033 Empress Guardian Red Queen ---------------------------------------------------------------------
TOPAZ = "BSS03-110"  # Topaz Sanctuary, a yellow Nexus


def answer_all(state, yes: bool) -> None:
    """Resolve the pending effects: first options for orders and choices, ``yes`` to every "may"."""
    while pending(state)[0] in (Decision.ORDER, Decision.CHOOSE, Decision.YES_NO):
        if pending(state)[0] == Decision.YES_NO:
            do(state, C.CONFIRM if yes else C.PASS)
        else:
            do(state, legal(state)[0] if legal(state)[0] != C.PASS else legal(state)[1])


@pytest.mark.parametrize(("extra", "topaz", "yes", "drop"), [
    (1, True, True, 4000), (1, True, False, 2000), (0, True, True, 2000), (1, False, True, 2000)])
def test_bss03_033_topaz_makes_a_summon_effect_work_twice(build, extra, topaz, yes, drop):
    """Lv2: summoned, it may exhaust a Topaz Sanctuary to trigger its own When Summoned effect once more (two
    -2000s); declined, at Lv1, or without the Nexus, once."""
    p0 = {"hand": ["BSS03-033"], "reserve": 10, "field": [FieldCard(TOPAZ, cores=0)] if topaz else []}
    p1 = {"field": [FieldCard(BRONTECH)]}
    state = build(scenario(p0, p1))
    summon(state, 0, place_extra=extra)
    answer_all(state, yes)
    assert bp(state, 1, 0) == 5000 - drop
    if topaz:
        assert exhausted(state, 0)[0] == int(drop == 4000)


# -- BSS03-088 Dragolem ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(("nexus_soul", "discarded"), [(True, 3 + 4), (False, 3)])
def test_bss03_088_blocked_crush_spirit_crushes_again_at_top_level(build, nexus_soul, discarded):
    """Lv2 (Crush: 2 + 1 on attack); blocked while a Nexus of yours holds the Soul Core, it counts as Lv3 and
    its Crush triggers again (3 + 1); without the Soul Core on a Nexus, only the first Crush."""
    p0 = {"field": [FieldCard("BSS03-088", cores=4), FieldCard(STAR_ALTAR, cores=0, soul=nexus_soul)],
          "soul": None if nexus_soul else "trash"}
    p1 = {"field": [FieldCard(GOLEM)], "deck": [RAINEEDLE] * 12}
    state = build(position(0, "attack", p0, p1))
    do(state, C.attack(0))
    answer_all(state, True)
    pass_flashes(state)
    do(state, C.block(0))
    answer_all(state, True)
    assert pending(state)[0] == Decision.FLASH  # still in the battle: the count is the Crushes' alone
    assert int(player(state, 1)["deck_count"]) == 12 - discarded


# -- BSS02-107 Giant Beast Forest ------------------------------------------------------------------------------
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


# -- BSS02-130 Magic Mirror ---------------------------------------------------------------------------------
@pytest.mark.parametrize("mirror", [True, False])
def test_bss02_130_you_pick_for_the_opponent_s_next_magic(build, mirror):
    """After the Mirror you make the choice of the opponent's next Magic (Drowsy Fumes: which of your Spirits
    gets -2000, from the same candidates); only once: they aim their second Fumes themselves."""
    p0 = {"field": [FieldCard(GOLEM), FieldCard(BRONTECH)], "hand": ["BSS02-130"] if mirror else [], "reserve": 4}
    p1 = {"field": [FieldCard(RAINEEDLE)], "hand": [DROWSY_FUMES, DROWSY_FUMES], "reserve": 6}
    state = build(position(1, "attack", p0, p1, turn=4))
    do(state, C.attack(0))
    assert pending(state) == (Decision.FLASH, 0)
    if mirror:
        use_magic(state, 0)
    else:
        do(state, C.PASS)
    assert pending(state) == (Decision.FLASH, 1)
    use_magic(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0 if mirror else 1)
    do(state, C.choice(1))  # Brontech
    assert bp(state, 0, 1) == 3000
    assert pending(state) == (Decision.FLASH, 0)
    do(state, C.PASS)
    use_magic(state, 0)  # the second Fumes: the Mirror is used up
    assert pending(state) == (Decision.CHOOSE, 1)
