"""More BSS01-03 cards of the levels vocabulary (pybs/scripts/pool_levels.py), on both engines: costs paid
from hand, Lv1 BP, relations on BP, the "cores put into your Reserve" event and a Burst that deploys itself.
Helpers and card constants come from test_pool_levels.py.
"""

from __future__ import annotations

import pytest
from card_helpers import cards, deck_ids, do, exhausted, fight, pass_flashes, position
from conftest import bp, field, hand_ids, legal, pay_and_place, pending, player, summon, trash_ids
from test_pool_levels import (
    ANKYLO,
    AXE_ANGEL,
    BRONTECH,
    DEMO_BONES,
    DROWSY_FUMES,
    GOLEM,
    KV2,
    MANTIGORE,
    PUPPET_STRINGS,
    RAINEEDLE,
    SPIRAL_TOWER,
    STAR_ALTAR,
    choose,
    life,
    unblocked_hit,
)

from pybs import codec as C
from pybs import layout as L
from pybs.layout import Decision
from pybs.testing import FieldCard


# -- BSS01-076 Archangel Michaela ----------------------------------------------------------------------------
def test_bss01_076_reveals_one_per_yellow_card_and_keeps_the_magic(build):
    """On summon: three yellow Spirits and Nexuses (itself included) reveal three cards; both Magic cards go to
    hand and the Golem goes under the deck."""
    p0 = {"hand": ["BSS01-076"], "reserve": 6, "deck": [DROWSY_FUMES, GOLEM, PUPPET_STRINGS, RAINEEDLE],
          "field": [FieldCard(AXE_ANGEL, exhausted=True), FieldCard(SPIRAL_TOWER, cores=0, exhausted=True)]}
    state = build(position(0, "main", p0, {}))
    summon(state, 0)  # cost 7 - 2 yellow symbols = 5, one core placed
    assert sorted(hand_ids(state, 0)) == sorted([DROWSY_FUMES, PUPPET_STRINGS])
    assert deck_ids(state, 0) == [RAINEEDLE, GOLEM]


@pytest.mark.parametrize(("soul", "step", "free"), [(True, "attack", True), (False, "attack", False),
                                                    (True, "main", False)])
def test_bss01_076_lv2_soul_core_makes_hand_magic_free_in_attack_steps(build, soul, step, free):
    """Lv2 with the Soul Core on it, in an Attack Step: Puppet Strings is used without paying (no core moves);
    without the Soul Core, or in the Main Step, its cost (5 - 2 yellow symbols = 3) is paid."""
    p0 = {"hand": [PUPPET_STRINGS], "reserve": 3, "soul": None if soul else "trash",
          "field": [FieldCard("BSS01-076", cores=4, soul=soul), FieldCard(AXE_ANGEL)]}
    state = build(position(0, step, p0, {}))
    if step == "attack":
        do(state, C.attack(1), C.PASS)  # the defender passes the Flash timing; the attacker uses the Magic
    do(state, C.use_hand(0))
    if pending(state)[0] == Decision.MAGIC_EFFECT:
        state.apply(state.pending_decision().magic_effect("Main" if step == "main" else "Flash"))
    assert pending(state)[0] == Decision.PAY  # the cost stands; free use is an option (PASS), taken here
    assert (C.PASS in legal(state)) is free
    pay_and_place(state)
    choose(state, AXE_ANGEL)
    assert int(player(state, 0)["trash_cores"]) == (0 if free else 3)
    assert bp(state, 0, 1) == 4000


# -- BSS01-083 Godbeast Behemoth -----------------------------------------------------------------------------
@pytest.mark.parametrize(("trash", "usable"), [([AXE_ANGEL, AXE_ANGEL], True), ([MANTIGORE, PUPPET_STRINGS], False)])
def test_bss01_083_cost_2_spirits_in_the_trash_lend_their_symbols(build, trash, usable):
    """Cost 8, six yellow reductions: two cost-2 yellow Spirit cards in the Trash add two symbols to the field's
    one (cost 5, payable with six cores); a cost-3 Spirit and a Magic add none (cost 7)."""
    p0 = {"hand": ["BSS01-083"], "reserve": 5, "trash": trash, "field": [FieldCard(AXE_ANGEL, exhausted=True)]}
    state = build(position(0, "main", p0, {}))
    assert (C.use_hand(0) in legal(state)) is usable


def _behemoth_battles(build, behemoth_cores: int, behemoth_attacks: bool) -> list[int]:
    """Behemoth (maybe) attacks unblocked, then the cost-2 Axe Angel attacks: the blocks the opponent may make."""
    p0 = {"field": [FieldCard("BSS01-083", cores=behemoth_cores), FieldCard(AXE_ANGEL)]}
    p1 = {"field": [FieldCard(KV2, cores=2), FieldCard(DEMO_BONES)], "life": 5}
    state = build(position(0, "attack", p0, p1))
    if behemoth_attacks:
        unblocked_hit(state, 0)
    do(state, C.attack(1))
    pass_flashes(state)
    assert pending(state) == (Decision.BLOCK, 1)
    return [c for c in legal(state) if c != C.PASS]


@pytest.mark.parametrize(("cores", "attacks", "kv2_blocks"), [(2, True, False), (1, True, True), (2, False, True)])
def test_bss01_083_lv2_attack_makes_cost_2_spirits_unblockable_by_lv2(build, cores, attacks, kv2_blocks):
    """Lv2+: after its attack, this turn the Lv2 KV-2 cannot block the cost-2 Axe Angel (the Lv1 Demo Bones
    still can); not after a Lv1 attack, and not before it attacks."""
    blocks = _behemoth_battles(build, cores, attacks)
    assert blocks == ([C.block(0), C.block(1)] if kv2_blocks else [C.block(1)])


# -- BSS02-093 Daimyo Beast Yaiba-no-Kami --------------------------------------------------------------------
@pytest.mark.parametrize(("theirs", "gets"), [(GOLEM, True), (KV2, False)])
def test_bss02_093_strongest_spirit_gets_a_core_at_the_opponent_s_attack_step(build, theirs, gets):
    """At the start of the opponent's Attack Step a Spirit of yours with more BP than each of theirs gets a Void
    core: Brontech (5000) against a 4000 BP Golem (Yaiba's 4000 is not more); nothing against a 10000 BP KV-2."""
    p0 = {"field": [FieldCard("BSS02-093"), FieldCard(BRONTECH)]}
    p1 = {"field": [FieldCard(theirs, cores=2 if theirs == KV2 else 1, exhausted=True)]}
    state = build(position(1, "main", p0, p1, turn=4))
    do(state, C.PASS)  # player 1 ends the Main Step
    if gets:
        assert pending(state) == (Decision.CHOOSE, 0)
        assert len(legal(state)) == 1  # Brontech only
        choose(state, BRONTECH)
    assert pending(state) == (Decision.ATTACK, 1)
    assert [f["cores"] for f in field(state, 0).values()] == [1, 2 if gets else 1]


@pytest.mark.parametrize(("yaiba_cores", "wins"), [(3, True), (1, False)])
def test_bss02_093_lv2_cheap_spirits_have_4000_bp_at_lv1(build, yaiba_cores, wins):
    """Lv2+: a cost-1 Raineedle at Lv1 has 4000 BP and beats a 2000 BP blocker (at Lv1 of Yaiba it has 1000 and
    loses); a cost-4 Brontech keeps 5000, a Lv2 Raineedle keeps 3000."""
    p0 = {"field": [FieldCard("BSS02-093", cores=yaiba_cores), FieldCard(RAINEEDLE), FieldCard(BRONTECH),
                    FieldCard(RAINEEDLE, cores=2)]}
    state = build(position(0, "attack", p0, {"field": [FieldCard(DEMO_BONES, cores=2)]}))
    assert (bp(state, 0, 2), bp(state, 0, 3)) == (5000, 3000)
    fight(state, 1, 0)
    assert cards(state, 1) == ([] if wins else [DEMO_BONES])
    assert cards(state, 0).count(RAINEEDLE) == (2 if wins else 1)


# -- BSS01-099 Pentan ----------------------------------------------------------------------------------------
@pytest.mark.parametrize(("pentan_cores", "first_cost"), [(2, 0), (1, 1)])
def test_bss01_099_first_magic_each_turn_costs_one_less(build, pentan_cores, first_cost):
    """Lv2+: the turn's first Magic from hand costs one less (Drowsy Fumes: 2 - 1 yellow symbol - 1 = 0); the
    second one pays its full cost (1). At Lv1 both pay 1."""
    p0 = {"field": [FieldCard("BSS01-099", cores=pentan_cores)], "hand": [DROWSY_FUMES, DROWSY_FUMES], "reserve": 4}
    state = build(position(0, "main", p0, {"field": [FieldCard(KV2, cores=2)]}))
    for paid in (first_cost, first_cost + 1):
        do(state, C.use_hand(0))
        if pending(state)[0] == Decision.MAGIC_EFFECT:
            state.apply(state.pending_decision().magic_effect("Main"))
        pay_and_place(state)
        choose(state, KV2)
        assert int(player(state, 0)["trash_cores"]) == paid


# -- BSS02-059 Fallen Angel Acedia ---------------------------------------------------------------------------
def test_bss02_059_every_non_voidlord_spirit_counts_as_lv1(build):
    """On summon every Spirit but the Voidlords counts as Lv1 for the turn, on both sides: the KV-2 (10000 BP at
    Lv2) falls to Acedia's 7000 BP; the Voidlord Ira keeps its level."""
    p0 = {"hand": ["BSS02-059"], "reserve": 10, "field": [FieldCard(AXE_ANGEL, cores=2, exhausted=True)]}
    p1 = {"field": [FieldCard(KV2, cores=2), FieldCard("BSS02-016", cores=4, exhausted=True)]}
    state = build(position(0, "main", p0, p1))
    summon(state, 0)  # cost 10 - 1 yellow symbol = 9, one core placed
    assert (bp(state, 0, 0), bp(state, 1, 0), bp(state, 1, 1)) == (1000, 5000, 10000)
    do(state, C.PASS)  # the Attack Step
    fight(state, 1, 0)
    assert cards(state, 1) == ["BSS02-016"] and "BSS02-059" in cards(state, 0)


@pytest.mark.parametrize(("mine", "blocks"), [
    ([FieldCard("BSS02-059", cores=4)], [0]),
    ([FieldCard("BSS02-059", cores=1)], [0, 1]),
    ([FieldCard("BSS02-016", cores=4), FieldCard("BSS02-059", cores=4, exhausted=True)], [0]),
    ([FieldCard(AXE_ANGEL), FieldCard("BSS02-059", cores=4, exhausted=True)], [0, 1]),
])
def test_bss02_059_lv2_voidlords_unblockable_by_weaker_spirits(build, mine, blocks):
    """Lv2+, your Attack Step: an attacking Voidlord of yours (10000 BP: Acedia itself, or Ira) can be blocked
    by the 10000 BP KV-2 but not by the 4000 BP Golem; a Lv1 Acedia (7000 BP) gives nothing, and a
    non-Voidlord attacker is not helped."""
    state = build(position(0, "attack", {"field": mine}, {"field": [FieldCard(KV2, cores=2), FieldCard(GOLEM)]}))
    do(state, C.attack(0))
    pass_flashes(state)
    assert pending(state) == (Decision.BLOCK, 1)
    assert [c for c in legal(state) if c != C.PASS] == [C.block(k) for k in blocks]


# -- BSS02-068 Air Brigade Captain Raphael -------------------------------------------------------------------
def resolve_order(state) -> None:
    """Several triggers of one batch: take them in the offered order."""
    while pending(state)[0] == Decision.ORDER:
        do(state, C.choice(0))


def test_bss02_068_attack_returns_a_cost_2_card_from_the_trash(build):
    """When it attacks, a cost-2 card of any kind goes from the Trash to hand (not the cost-5 Magic)."""
    p0 = {"field": [FieldCard("BSS02-068")], "trash": [PUPPET_STRINGS, DROWSY_FUMES, AXE_ANGEL]}
    state = build(position(0, "attack", p0, {}))
    do(state, C.attack(0))
    resolve_order(state)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert len(legal(state)) == 2  # Drowsy Fumes and Axe Angel
    choose(state, AXE_ANGEL)
    assert hand_ids(state, 0) == [AXE_ANGEL]


@pytest.mark.parametrize(("angel_cores", "weakens"), [([1, 1, 1, 1], True), ([1, 1, 1, 2], False)])
def test_bss02_068_four_other_lv1_spirits_weaken_two_opposing_spirits(build, angel_cores, weakens):
    """With four other Lv1 Spirits its attack gives two opposing Spirits -3000 BP this turn; with only three
    (the fourth at Lv2) nothing happens."""
    p0 = {"field": [FieldCard("BSS02-068")] + [FieldCard(AXE_ANGEL, cores=n, exhausted=True) for n in angel_cores]}
    p1 = {"field": [FieldCard(BRONTECH), FieldCard(GOLEM), FieldCard(KV2, cores=2)]}
    state = build(position(0, "attack", p0, p1))
    do(state, C.attack(0))
    resolve_order(state)
    if weakens:
        assert pending(state) == (Decision.CHOOSE, 0)
        choose(state, BRONTECH)
        choose(state, GOLEM)
    assert pending(state)[0] == Decision.FLASH
    assert (bp(state, 1, 0), bp(state, 1, 1)) == ((2000, 1000) if weakens else (5000, 4000))


@pytest.mark.parametrize(("raphael_cores", "fires"), [(4, True), (1, False)])
def test_bss02_068_lv2_core_into_your_reserve_makes_an_opposing_spirit_lv1(build, raphael_cores, fires):
    """Lv2+, Attack Step: your Axe Angel falls in battle and its core goes to your Reserve, so an opposing
    Spirit counts as Lv1 this turn: the KV-2 (5000 BP) then falls to Raphael's 8000 BP. At Lv1 nothing."""
    p0 = {"field": [FieldCard("BSS02-068", cores=raphael_cores), FieldCard(AXE_ANGEL)]}
    p1 = {"field": [FieldCard(BRONTECH), FieldCard(KV2, cores=2)]}
    state = build(position(0, "attack", p0, p1))
    fight(state, 1, 0)  # Axe Angel (1000) loses to Brontech
    assert AXE_ANGEL not in cards(state, 0)
    if fires:
        assert pending(state) == (Decision.CHOOSE, 0)
        choose(state, KV2)
        assert bp(state, 1, 1) == 5000
    assert pending(state) == (Decision.ATTACK, 0)


def test_bss02_068_cores_into_the_opponent_s_reserve_do_not_count(build):
    """Only your own Reserve: the opposing Golem falling (its core to their Reserve) triggers nothing."""
    p0 = {"field": [FieldCard("BSS02-068", cores=4), FieldCard(BRONTECH)]}
    state = build(position(0, "attack", p0, {"field": [FieldCard(GOLEM), FieldCard(KV2, cores=2)]}))
    fight(state, 1, 0)
    assert cards(state, 1) == [KV2]
    assert pending(state) == (Decision.ATTACK, 0)


# -- BSS02-111 Harpy Nest Palace ----------------------------------------------------------------------------
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


# -- BSS03-116 Whirlpool Strait ------------------------------------------------------------------------------
@pytest.mark.parametrize("activate", [True, False])
def test_bss03_116_burst_places_itself_for_free(build, activate):
    """Burst, when the opponent destroys a Spirit of yours: the card is deployed from the Burst without paying
    (the Reserve does not change); declined, it stays set."""
    p0 = {"burst": "BSS03-116", "reserve": 0, "field": [FieldCard(AXE_ANGEL)]}
    state = build(position(1, "attack", p0, {"field": [FieldCard(BRONTECH)]}, turn=4))
    do(state, C.attack(0))
    pass_flashes(state)
    do(state, C.block(0))
    pass_flashes(state)  # Axe Angel falls: its core goes to the Reserve
    assert pending(state) == (Decision.BURST, 0)
    do(state, C.CONFIRM if activate else C.PASS)
    while pending(state)[0] == Decision.CHOOSE and pending(state)[1] == 0:
        choose(state, "BSS03-116")
    assert cards(state, 0) == (["BSS03-116"] if activate else [])
    assert (int(player(state, 0)["burst_inst"]) == L.NO_CARD) is activate
    assert int(player(state, 0)["reserve"]) == 1
    assert "BSS03-116" not in trash_ids(state, 0)


@pytest.mark.parametrize(("strait_cores", "boost"), [(2, 4000), (1, 0)])
def test_bss03_116_lv2_spirit_gains_2000_per_nexus(build, strait_cores, boost):
    """Lv2, at the start of the opponent's Attack Step: a Spirit of yours gets +2000 BP per Nexus you control
    (two Nexuses: +4000), so Axe Angel (5000) beats the attacking Golem (4000); at Lv1 nothing happens."""
    p0 = {"field": [FieldCard("BSS03-116", cores=strait_cores), FieldCard(STAR_ALTAR, cores=0), FieldCard(AXE_ANGEL)]}
    state = build(position(1, "main", p0, {"field": [FieldCard(GOLEM)]}, turn=4))
    do(state, C.PASS)  # player 1 ends the Main Step
    if boost:
        assert pending(state) == (Decision.CHOOSE, 0)
        choose(state, AXE_ANGEL)
    assert bp(state, 0, 2) == 1000 + boost
    do(state, C.attack(0))
    pass_flashes(state)
    do(state, C.block(2))
    pass_flashes(state)
    assert (AXE_ANGEL in cards(state, 0)) is bool(boost)
