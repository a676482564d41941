"""BSS01 cards 101-115, in card-number order, on both engines (``build`` fixture): each test
plays the card's effect from a position and checks what its text says (conditional effects also get a
case where the condition fails)."""

from __future__ import annotations

import pytest
from card_helpers import (
    battle,
    blocked_battle,
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
    BIG,
    DECK,
    FILLER,
    MACE_ANGEL,
    MAGIC,
    MANTIGORE,
    QUICKSAND,
    SMALL,
    WEAK,
    blocked,
    choice_cards,
    choose,
    pay_with_soul,
    pick,
    pick_slot,
    reserve,
)
from conftest import bp, field, hand_ids, legal, pending, player, summon, trash_ids, use_magic
from pool_cards import (
    ANTMAN,
    AXE_ANGEL,
    BONES,
    BRONTECH,
    DUGONG,
    GOLEM,
    NEBULA,
    PORCUPINE,
    RAINEEDLE,
    RED,
    SHADOW,
    SKULLFLY,
    STAR_ALTAR,
    SWORD,
    answer,
    cores,
)

from pybs import codec as C
from pybs.layout import Decision
from pybs.testing import FieldCard

FAULT = "BSS01-102"
SERPENT = "BSS01-030"  # purple vanilla Serpent, cost 3: Lv1 2000 BP
SWAMP = "BSS01-108"  # Rotting Swamp, purple Nexus, cost 4: Lv2 at 3 cores
MOTHERSHIP = "BSS01-110"
ICE_SHIELD = "BSS01-127"  # a Burst (when you lose Life): never offered in these tests


def serpent_loses(build, attacker: str = SERPENT, hand=(QUICKSAND,), swamp_cores: int = 3):
    """Player 0 (Rotting Swamp with ``swamp_cores``, ``attacker`` in slot 1) attacks into player 1's 4000 BP
    blocker; Flash timings passed."""
    s = build(position(step="attack", p0={"field": [FieldCard(SWAMP, cores=swamp_cores), FieldCard(attacker)],
                                          "hand": list(hand), "deck": [QUICKSAND] * 3},
                       p1={"field": [FieldCard(GOLEM)]}))
    do(s, C.attack(1))
    pass_flashes(s)
    do(s, s.pending_decision().target_slot(0, player=1, verb="block"))
    pass_flashes(s)
    return s


# -- BSS01-101 Volcanic Canyon ---------------------------------------------------------------------------
@pytest.mark.parametrize("mine_", [True, False])
def test_bss01_101_draw_step_draws_one_more_then_discards(build, mine_):
    """Your Draw Step: after the rules' draw, one more card, then you discard one (the drawn card may go); the
    opponent's Draw Step is untouched."""
    nexus = {"field": [FieldCard("BSS01-101", cores=0)]}
    deck = {"hand": [SWORD], "deck": [GOLEM, DUGONG, RAINEEDLE]}
    if mine_:
        state = build(position(0, "start", {**nexus, **deck}, {}))
        assert pending(state) == (Decision.CHOOSE, 0)
        assert choice_cards(state) == sorted([(0, SWORD), (0, GOLEM), (0, DUGONG)])
        pick(state, GOLEM)
        assert pending(state) == (Decision.MAIN, 0)
        assert hand_ids(state, 0) == [SWORD, DUGONG]
        assert trash_ids(state, 0) == [GOLEM]
    else:
        state = build(position(1, "start", nexus, deck, turn=4))
        assert pending(state) == (Decision.MAIN, 1)
        assert hand_ids(state, 1) == [SWORD, GOLEM]


@pytest.mark.parametrize("nexus_cores", [1, 0])
def test_bss01_101_lv2_attack_step_bp(build, nexus_cores):
    p0 = {"field": [FieldCard("BSS01-101", cores=nexus_cores), FieldCard(GOLEM)]}
    state = build(position(0, "attack", p0, {}))
    assert bp(state, 0, 1) == 4000 + 1000 * nexus_cores


# -- BSS01-102 Ancient Fault -----------------------------------------------------------------------------
@pytest.mark.parametrize(("reserve", "usable"), [(3, True), (2, False)])
def test_bss01_102_its_symbol_counts_as_two_red_in_your_turn(build, reserve, usable):
    """In your turn the Fault's symbol is two red symbols: the Ankylosauroid costs 4 - 2 = 2 (plus one core to
    place), so three cores are enough and two are not (one symbol would leave it needing four)."""
    p0 = {"hand": [ANKYLO], "reserve": reserve, "field": [FieldCard(FAULT, cores=0)]}
    state = build(position(0, "main", p0, {}))
    assert (C.use_hand(0) in legal(state)) is usable


@pytest.mark.parametrize(("fault_cores", "winner", "fires"), [(1, ANKYLO, True), (0, ANKYLO, False),
                                                                 (1, BRONTECH, False)])
def test_bss01_102_lv2_destroys_a_spirit_with_the_defeated_bp(build, fault_cores, winner, fires):
    """Lv2: the Terrasaur's attack destroys the blocking Golem (4000 BP) by BP, so an opposing Spirit with 4000 BP
    (the second Golem, not the 5000 BP Brontech) is destroyed too. Not at Lv1, and not when the winner is no
    Terrasaur (the Brontech)."""
    p0 = {"field": [FieldCard(winner, cores=3), FieldCard(FAULT, cores=fault_cores)]}
    p1 = {"field": [FieldCard(GOLEM), FieldCard(GOLEM), FieldCard(BRONTECH)]}
    state = build(position(0, "attack", p0, p1))
    fight(state, 0, 0)
    if fires:
        pd = state.pending_decision()
        assert pd.kind == Decision.CHOOSE and [o.card.card for o in pd.options] == [GOLEM]
        choose(state, GOLEM, 1)
        assert cards(state, 1) == [BRONTECH]
    else:
        assert pending(state) != (Decision.CHOOSE, 0)
        assert cards(state, 1) == [GOLEM, BRONTECH]


# -- BSS01-103 Where Stars Are Born ----------------------------------------------------------------------
@pytest.mark.parametrize("dragons", [0, 2])
def test_bss01_103_reveals_per_star_dragon(build, dragons):
    deck = [WEAK, "ST01-001", FILLER, MANTIGORE]
    field0 = [FieldCard("ST01-003")] * dragons  # Siegwurm: a Star Dragon
    s = build(position(p0={"hand": ["BSS01-103"], "reserve": 5, "deck": deck, "field": field0}))
    s.apply(C.use_hand(0))
    pay_with_soul(s, False)
    if not dragons:
        assert deck_ids(s, 0) == deck and hand_ids(s, 0) == []
        return
    assert pending(s) == (Decision.CHOOSE, 0)
    assert legal(s) == [C.choice(0)]  # Andromeda, the red Spirit among the two (Demo Bones is purple)
    do(s, C.choice(0))
    assert hand_ids(s, 0) == ["ST01-001"]
    assert deck_ids(s, 0) == [FILLER, MANTIGORE, WEAK]


def test_bss01_103_lv2_costly_attacker_destroys_small_spirit(build):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS01-103", cores=2), FieldCard(PORCUPINE),
                                                    FieldCard(WEAK)]},
                       p1={"field": [FieldCard(WEAK), FieldCard(ANTMAN)]}))
    do(s, C.attack(2))  # cost 1: nothing
    assert pending(s)[0] == Decision.FLASH
    s2 = build(position(step="attack", p0={"field": [FieldCard("BSS01-103", cores=2), FieldCard(PORCUPINE)]},
                        p1={"field": [FieldCard(WEAK), FieldCard(ANTMAN)]}))
    do(s2, C.attack(1))  # cost 4: the 1000-BP Spirit goes (the only candidate)
    assert pending(s2) == (Decision.CHOOSE, 0) and legal(s2) == [C.choice(0)]
    do(s2, C.choice(0))
    assert trash_ids(s2, 1) == [WEAK]


# -- BSS01-104 Sacred Thundering Peaks -------------------------------------------------------------------
def test_bss01_104_cheaper_spirit_back_from_trash(build):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS01-104"), FieldCard(PORCUPINE)],
                                          "trash": [PORCUPINE, ANTMAN, MANTIGORE]},
                       p1={"field": [FieldCard("ST01-001", cores=5)]}))
    fight(s, 1, 0)  # Porcu-Pine (cost 4) falls to the 10000-BP blocker
    assert pending(s) == (Decision.CHOOSE, 0)
    assert len(legal(s)) == 2  # Antman (2) and Mantigore (3); not the other Porcu-Pine (4)
    do(s, C.choice(1))
    assert hand_ids(s, 0) == [MANTIGORE]


def test_bss01_104_lv2_first_confront_attacker_refreshed(build):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS01-104", cores=3), FieldCard("ST01-003"),
                                                    FieldCard("ST01-003")]}, p1={"life": 5}))
    do(s, C.attack(1))
    assert exhausted(s, 0)[1] == 0  # the turn's first attack: refreshed
    pass_flashes(s)
    while pending(s)[0] != Decision.ATTACK:
        do(s, C.PASS)
    do(s, C.attack(2))
    assert exhausted(s, 0)[2] == 1  # the second attacker is not


# -- BSS01-105 Abandoned Guillotine ----------------------------------------------------------------------
@pytest.mark.parametrize(("nexus_cores", "their_exhausted", "strips"), [(1, False, True), (1, True, False),
                                                                        (0, False, False)])
def test_bss01_105_start_step_strips_all_but_one_core(build, nexus_cores, their_exhausted, strips):
    """Lv2, your Start Step: with no opposing Spirit exhausted, all cores but one of an opposing Spirit go to its
    owner's Reserve; an exhausted opposing Spirit, or Lv1, stops it."""
    p0 = {"field": [FieldCard("BSS01-105", cores=nexus_cores)]}
    p1 = {"field": [FieldCard(BRONTECH, cores=3), FieldCard(DUGONG, exhausted=their_exhausted)], "reserve": 0}
    state = build(position(0, "start", p0, p1))
    if strips:
        assert pending(state) == (Decision.CHOOSE, 0)
        pick_slot(state, 0, 1)
    assert pending(state) == (Decision.MAIN, 0)
    assert field(state, 1)[0]["cores"] == (1 if strips else 3)
    assert reserve(state, 1) == (2 if strips else 0)


@pytest.mark.parametrize("step", ["attack", "main"])
def test_bss01_105_shadow_spirits_gain_bp_in_your_attack_step(build, step):
    p0 = {"field": [FieldCard("BSS01-105", cores=0), FieldCard(SHADOW), FieldCard(BONES)]}
    state = build(position(0, step, p0, {}))
    assert bp(state, 0, 1) == (4000 if step == "attack" else 2000)
    assert bp(state, 0, 2) == 1000


# -- BSS01-106 Netherworld Depths ------------------------------------------------------------------------
def test_bss01_106_draws_when_an_opposing_spirit_attacks(build):
    """An opposing Spirit exhausted by attacking draws its owner's opponent a card; its own attack does not."""
    p0 = {"field": [FieldCard(BRONTECH)]}
    p1 = {"field": [FieldCard("BSS01-106", cores=0), FieldCard(RAINEEDLE)], "deck": [DUGONG, GOLEM]}
    state = build(position(0, "attack", p0, p1))
    do(state, C.attack(0))
    assert hand_ids(state, 1) == [DUGONG]


def test_bss01_106_own_spirit_exhausted_draws_nothing(build):
    """Its controller's own attacking Spirit does not count."""
    p0 = {"field": [FieldCard("BSS01-106", cores=0), FieldCard(BRONTECH)], "deck": [DUGONG, GOLEM]}
    state = build(position(0, "attack", p0, {"field": [FieldCard(RAINEEDLE)]}))
    do(state, C.attack(1))
    assert hand_ids(state, 0) == []


@pytest.mark.parametrize(("pay", "nexus_cores"), [(True, 3), (False, 3), (False, 2)])
def test_bss01_106_pay_a_core_to_destroy_the_blocker_as_the_battle_ends(build, pay, nexus_cores):
    """Lv2: when your Spirit is blocked you may pay a core from it; the blocker is destroyed when the battle
    ends (it survived the battle itself). Not offered at Lv1."""
    p0 = {"field": [FieldCard("BSS01-106", cores=nexus_cores), FieldCard(GOLEM)]}
    p1 = {"field": [FieldCard(BRONTECH)]}
    state = build(position(0, "attack", p0, p1))
    do(state, C.attack(1), C.PASS, C.PASS, C.block(0))
    asked = False
    while pending(state)[0] in (Decision.ORDER, Decision.YES_NO):  # with the draw for the exhausted blocker
        if pending(state)[0] == Decision.ORDER:
            do(state, C.choice(0))
        else:
            asked = True
            do(state, C.CONFIRM if pay else C.PASS)
    assert asked is (nexus_cores == 3)
    assert pending(state)[0] == Decision.FLASH
    if pay:
        assert cores(state, 0)[0] == 2 and int(player(state, 0)["trash_cores"]) == 1
    pass_flashes(state)
    assert cards(state, 0) == ["BSS01-106"]  # Golem 4000 lost to Brontech 5000
    assert cards(state, 1) == ([] if pay else [BRONTECH])
    assert trash_ids(state, 1) == ([BRONTECH] if pay else [])


# -- BSS01-107 Ancient Amethyst Palace -------------------------------------------------------------------
@pytest.mark.parametrize("top, removes", [(MAGIC, True), (WEAK, False)])
def test_bss01_107_discard_not_spirit_removes_core(build, top, removes):
    s = build(position(p0={"hand": ["BSS01-107"], "reserve": 4, "deck": [top, FILLER]},
                       p1={"field": [FieldCard(MANTIGORE, cores=2)]}))
    s.apply(C.use_hand(0))
    pay_with_soul(s, False)
    assert trash_ids(s, 0) == [top]
    if removes:
        assert pending(s) == (Decision.CHOOSE, 0)
        do(s, C.choice(0))
    assert pending(s) == (Decision.MAIN, 0)
    assert field(s, 1)[0]["cores"] == (1 if removes else 2)


# -- BSS01-108 Rotting Swamp -----------------------------------------------------------------------------
def test_bss01_108_swamp_returns_serpent_for_a_discard(build):
    """Lv2: the Serpent losing its battle may go back to the hand instead, for one discarded card; it was not
    destroyed, so the Lv1 draw does not come."""
    s = serpent_loses(build)
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, s.pending_decision().yes_to(SWAMP))
    choose(s, QUICKSAND, p=0)
    assert hand_ids(s, 0) == [SERPENT]
    assert trash_ids(s, 0) == [QUICKSAND]
    assert cards(s, 0) == [SWAMP]


def test_bss01_108_swamp_declined_draws(build):
    """Declined: the Serpent is destroyed, and the Lv1 effect draws a card (your Attack Step)."""
    s = serpent_loses(build)
    do(s, s.pending_decision().no_to(SWAMP))
    assert SERPENT in trash_ids(s, 0)
    assert hand_ids(s, 0) == [QUICKSAND, QUICKSAND]


@pytest.mark.parametrize("attacker, hand, swamp_cores", [(RED, (QUICKSAND,), 3), (SERPENT, (), 3),
                                                         (SERPENT, (QUICKSAND,), 1)])
def test_bss01_108_swamp_no_replacement(build, attacker, hand, swamp_cores):
    """No question for a Spirit that is not a Serpent, with an empty hand (R0.4), or at Lv1: it is destroyed and
    the Lv1 effect draws."""
    s = serpent_loses(build, attacker, hand, swamp_cores)
    assert pending(s)[0] != Decision.YES_NO
    assert attacker in trash_ids(s, 0)
    assert len(hand_ids(s, 0)) == len(hand) + 1


# -- BSS01-109 Fortress Metropolis Naumann City ----------------------------------------------------------
@pytest.mark.parametrize(("summoned", "paid"), [
    pytest.param("ST03-001", 4, id="machine-beast-cost-7"),  # 7 less three white symbols (BSS01-059 has Ascend)
    pytest.param("ST03-007", 4, id="machine-beast-cost-5"),  # 5 less one
    pytest.param("ST03-006", 3, id="mecha-cost-4"),  # 4 less one
])
def test_bss01_109_symbol_counts_three_for_machine_beasts_of_cost_6_or_more(build, summoned, paid):
    """In your Main Step its symbol counts as three white ones when summoning a Machine Beast Spirit of cost 6
    or more; as one otherwise."""
    p0 = {"hand": [summoned], "reserve": 7, "field": [FieldCard("BSS01-109", cores=0)]}
    state = build(scenario(p0, {}))
    summon(state, 0)
    assert pending(state) == (Decision.MAIN, 0)
    assert int(player(state, 0)["trash_cores"]) == paid


@pytest.mark.parametrize(("cores", "their_turn", "bonus"), [(2, True, 1000), (1, True, 0), (2, False, 0)])
def test_bss01_109_lv2_your_spirits_gain_1000_in_opponents_turn(build, cores, their_turn, bonus):
    """At Lv2 your Spirits get +1000 BP in the opponent's turn; not at Lv1, not in your own turn."""
    p0 = {"field": [FieldCard("BSS01-109", cores=cores), FieldCard(RED)]}
    p1 = {"field": [FieldCard(SMALL)]}
    state = build(their_step("main", p0, p1) if their_turn else scenario(p0, p1))
    assert (bp(state, 0, 1), bp(state, 1, 0)) == (1000 + bonus, 1000)


# -- BSS01-110 Infinity Mothership -----------------------------------------------------------------------
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


# -- BSS01-111 Rocket City -------------------------------------------------------------------------------
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


# -- BSS01-112 Forest of Steel Leaves --------------------------------------------------------------------
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


# -- BSS01-113 Phantasmal Paradise -----------------------------------------------------------------------
@pytest.mark.parametrize(("summoned", "tired", "answer", "draws"), [
    pytest.param("BSS01-088", False, C.CONFIRM, True, id="fabled-beast-yes"),
    pytest.param("BSS01-088", False, C.PASS, False, id="fabled-beast-no"),
    pytest.param("BSS01-088", True, None, False, id="nexus-exhausted"),
    pytest.param("ST04-006", False, None, False, id="angel"),
])
def test_bss01_113_fabled_beast_summon_may_exhaust_it_to_draw(build, summoned, tired, answer, draws):
    """In your Main Step, summoning a Fabled Beast lets you exhaust this Nexus to draw a card; nothing is
    offered for an Angel or while the Nexus is exhausted."""
    p0 = {"hand": [summoned], "reserve": 4, "deck": DECK, "field": [FieldCard("BSS01-113", cores=0,
                                                                               exhausted=tired)]}
    state = build(scenario(p0, {}))
    summon(state, 0)
    if answer is not None:
        assert pending(state) == (Decision.YES_NO, 0)
        state.apply(answer)
    assert pending(state) == (Decision.MAIN, 0)
    assert hand_ids(state, 0) == DECK[:int(draws)]
    assert field(state, 0)[0]["exhausted"] == int(draws or tired)


@pytest.mark.parametrize(("cores", "step", "bonus"), [(2, "attack", 1000), (1, "attack", 0), (2, "main", 0)])
def test_bss01_113_lv2_fabled_beasts_gain_1000_in_your_attack_step(build, cores, step, bonus):
    """At Lv2 your Fabled Beasts get +1000 BP in your Attack Step (not an Angel); not at Lv1 or in the Main
    Step."""
    p0 = {"field": [FieldCard("BSS01-113", cores=cores), FieldCard("BSS01-088"), FieldCard("ST04-006")]}
    state = build(scenario(p0, {}, step=step, auto=False))
    assert (bp(state, 0, 1), bp(state, 0, 2)) == (3000 + bonus, 1000)


# -- BSS01-114 Blessed Cathedral -------------------------------------------------------------------------
@pytest.mark.parametrize(("cores", "victim", "gain", "draws"), [
    pytest.param(3, "ST04-006", 1, 1, id="lv2-yellow"),
    pytest.param(1, "ST04-006", 1, 0, id="lv1-yellow"),
    pytest.param(3, RED, 0, 0, id="lv2-red"),
])
def test_bss01_114_your_yellow_spirit_destroyed_gives_a_core_and_lv2_a_card(build, cores, victim, gain, draws):
    """In an Attack Step, when your yellow Spirit is destroyed, a Void core goes to your Reserve and at Lv2 you
    draw too; nothing for a red Spirit."""
    p0 = {"field": [FieldCard("BSS01-114", cores=cores), FieldCard(victim)], "deck": DECK, "reserve": 0}
    state = build(scenario(p0, {"field": [FieldCard(BIG)]}, step="attack", auto=False))
    blocked_battle(state, 1, 0)
    while pending(state)[0] == Decision.ORDER:  # two effects of one card: either first
        state.apply(state.pending_decision().codes[0])
    assert pending(state) == (Decision.ATTACK, 0)
    assert int(player(state, 0)["reserve"]) == 1 + gain  # the fallen Spirit's core, plus the Void core
    assert hand_ids(state, 0) == DECK[:draws]


def test_bss01_114_not_outside_the_attack_step(build):
    """A yellow Spirit destroyed by an effect in the Main Step gives nothing."""
    p0 = {"field": [FieldCard("BSS01-114", cores=3), FieldCard("ST04-006")], "deck": DECK, "reserve": 0}
    p1 = {"hand": ["ST01-001"], "reserve": 8}
    state = build(their_step("main", p0, p1))
    summon(state, 0)  # Nebula Dragon may destroy a small Spirit or a Nexus: the Sword Angel
    choose(state, "ST04-006")
    assert trash_ids(state, 0) == ["ST04-006"]
    assert int(player(state, 0)["reserve"]) == 1 and hand_ids(state, 0) == []


# -- BSS01-115 Flying Ark --------------------------------------------------------------------------------
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
