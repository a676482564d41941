"""BSS04 cards 101-115 (Harp Princess Pollon and the Nexuses), in card-number order, on both engines (``build``
fixture): each test plays the card's effect from a position and checks what its text says (conditional effects
also get a case where the condition fails)."""

from __future__ import annotations

import pytest
from card_helpers import deck_ids, do, pass_flashes, position
from cards_shared import DECK, FILLER, answer_all, attack_and_pass, choose, option_cards, unblocked
from conftest import bp, field, hand_ids, legal, pay_and_place, pending, player, summon, trash_ids
from pool_cards import BRONTECH, GOLEM

from pybs import codec as C
from pybs.layout import Decision
from pybs.testing import FieldCard

MUMMY = "ST02-006"  # purple vanilla, cost 4
MANTIGORE = "ST06-009"  # blue vanilla Aberration, cost 3, 3000 BP
BLUE_NEXUS = "ST06-012"  # Ancient Colosseum, cost 4
KV2 = "BSS02-043"  # white vanilla, cost 8: 5000 / 10000 BP at 1 / 2 cores
APATO = "BSS04-009"  # red Terrasaur with Ascend 4, cost 6, 5000 BP
NEBULA = "ST01-001"  # cost 6: on summon destroys an opposing Spirit of 3000 BP or less


def resolve(state) -> None:
    answer_all(state, True)


def names(state, p: int) -> list[str]:
    return [f["card"] for f in field(state, p).values()]


def their_hit(build, nexus: str, attacker: str, cores: int = 0, p0_extra: dict | None = None):
    """Player 1's ``attacker`` attacks player 0 (who holds ``nexus``) and is not blocked."""
    p0 = {"field": [FieldCard(nexus, cores=cores)], "deck": DECK, **(p0_extra or {})}
    state = build(position(1, "attack", p0, {"field": [FieldCard(attacker)]}, turn=4))
    unblocked(state, 0)
    return state


# -- BSS04-102 Harp Princess Pollon ----------------------------------------------------------------------
def test_bss04_102_summon_deploys_a_cheap_nexus_from_the_top_five(build):
    deck = [FILLER, BLUE_NEXUS, MUMMY, "ST01-012", GOLEM, BRONTECH]
    state = build(position(0, "main", {"hand": ["BSS04-102"], "reserve": 5, "deck": deck}, {}))
    summon(state, 0)
    assert sorted(option_cards(state)) == sorted([BLUE_NEXUS, "ST01-012"])
    choose(state, BLUE_NEXUS)
    while pending(state)[0] in (Decision.PAY, Decision.PLACE):
        pay_and_place(state)
    resolve(state)
    assert names(state, 0) == ["BSS04-102", BLUE_NEXUS]
    assert deck_ids(state, 0) == [BRONTECH] and len(trash_ids(state, 0)) == 4


@pytest.mark.parametrize(("exhausted", "refreshed"), [(True, True), (False, False)])
def test_bss04_102_lv2_end_step_refresh_for_a_nexus(build, exhausted, refreshed):
    p0 = {"field": [FieldCard("BSS04-102", cores=3, exhausted=exhausted), FieldCard(BLUE_NEXUS, cores=0)]}
    state = build(position(0, "attack", p0, {"deck": DECK}))
    do(state, C.PASS)
    if refreshed:
        do(state, C.CONFIRM)
        resolve(state)
    else:
        assert pending(state)[0] != Decision.YES_NO
    assert field(state, 0)[0]["exhausted"] == 0
    assert (field(state, 0)[1]["exhausted"], len(trash_ids(state, 1))) == ((1, 3) if refreshed else (0, 0))


# -- BSS04-104 Eldened Dragon's Jaw ----------------------------------------------------------------------
def test_bss04_104_exhausted_spirits_gain_bp_per_symbol_in_your_turn(build):
    p0 = {"field": [FieldCard("BSS04-104", cores=0), FieldCard(APATO, exhausted=True), FieldCard(FILLER)]}
    state = build(position(0, "main", p0, {}))
    assert (bp(state, 0, 1), bp(state, 0, 2)) == (7000, 1000)
    theirs = build(position(1, "main", p0, {}, turn=4))
    assert bp(theirs, 0, 1) == 5000


@pytest.mark.parametrize(("blocker", "refreshed"), [(FILLER, True), (GOLEM, False)])
def test_bss04_104_lv2_refreshes_an_ancient_dragon_5000_ahead(build, blocker, refreshed):
    """Skord Gron (Ancient Dragon, 5000) attacks, exhausted: +1000 = 6000; Raineedle 1000 is 5000 behind."""
    p0 = {"field": [FieldCard("BSS04-104", cores=2), FieldCard("BSS04-006")]}
    state = build(position(0, "attack", p0, {"field": [FieldCard(blocker)]}))
    attack_and_pass(state, 1)
    do(state, C.block(0))
    resolve(state)
    assert field(state, 0)[1]["exhausted"] == (0 if refreshed else 1)


# -- BSS04-105 Temple of the Sunstone / 109 Ruler Mountains ----------------------------------------------
@pytest.mark.parametrize(("nexus", "attacker", "drawn"), [
    ("BSS04-105", FILLER, 1), ("BSS04-105", BRONTECH, 0), ("BSS04-109", "ST01-011", 1), ("BSS04-109", MUMMY, 0),
])  # fmt: skip
def test_bss04_draw_when_a_small_attacker_hits_you(build, nexus, attacker, drawn):
    """Temple: 3000 BP or less (Raineedle 1000 yes, Brontech 5000 no); Ruler Mountains: cost 3 or less (Dragron
    Captain yes, Mummyphant cost 4 no)."""
    state = their_hit(build, nexus, attacker)
    resolve(state)
    assert len(hand_ids(state, 0)) == drawn


@pytest.mark.parametrize(("cores", "drawn"), [(3, 1), (0, 0)])
def test_bss04_105_lv2_ascend_hit_draws(build, cores, drawn):
    p0 = {"field": [FieldCard("BSS04-105", cores=cores), FieldCard(APATO)], "deck": DECK}
    state = build(position(0, "attack", p0, {}))
    unblocked(state, 1)
    resolve(state)
    assert len(hand_ids(state, 0)) == drawn


def test_bss04_109_lv2_blocker_of_an_ascend_spirit_counts_as_lv1(build):
    p0 = {"field": [FieldCard("BSS04-109", cores=1), FieldCard(APATO)]}
    state = build(position(0, "attack", p0, {"field": [FieldCard(BRONTECH, cores=3)]}))
    attack_and_pass(state, 1)
    do(state, C.block(0))
    resolve(state)
    assert bp(state, 1, 0) == 5000  # Lv2 8000 counted as Lv1


# -- BSS04-106 City of Shadows ---------------------------------------------------------------------------
def test_bss04_106_lv2_shadows_cannot_be_exhausted_by_the_opponent(build):
    p0 = {"field": [FieldCard("BSS04-106", cores=2), FieldCard("ST02-008")]}
    p1 = {"hand": ["BSS04-132"], "reserve": 2}
    state = build(position(1, "main", p0, p1, turn=4))
    do(state, C.use_hand(0))
    if pending(state)[0] == Decision.MAGIC_EFFECT:
        state.apply(state.pending_decision().magic_effect("Main"))
    pay_and_place(state)
    resolve(state)
    assert field(state, 0)[1]["exhausted"] == 0


# -- BSS04-107 Red Sand Hourglass ------------------------------------------------------------------------
@pytest.mark.parametrize(("attacker", "taken"), [(MUMMY, True), (BRONTECH, False)])
def test_bss04_107_cheap_attacker_hitting_you_loses_a_core(build, attacker, taken):
    p0 = {"field": [FieldCard("BSS04-107", cores=0)]}
    state = build(position(1, "attack", p0, {"field": [FieldCard(attacker, cores=2)]}, turn=4))
    unblocked(state, 0)
    resolve(state)
    assert field(state, 1)[0]["cores"] == (1 if taken else 2)


@pytest.mark.parametrize("discard", [True, False])
def test_bss04_107_lv2_ascend_attack_may_discard_for_a_core(build, discard):
    p0 = {"field": [FieldCard("BSS04-107", cores=2), FieldCard(APATO)], "hand": [FILLER]}
    state = build(position(0, "attack", p0, {"field": [FieldCard(BRONTECH, cores=3)]}))
    do(state, C.attack(1))
    assert pending(state) == (Decision.CHOOSE, 0)
    if discard:
        choose(state, FILLER)
        resolve(state)
    else:
        do(state, C.PASS)
    assert field(state, 1)[0]["cores"] == (2 if discard else 3)


# -- BSS04-108 Flower Palace -----------------------------------------------------------------------------
@pytest.mark.parametrize(("cores", "drawn"), [(3, 1), (1, 0)])
def test_bss04_108_draws_when_your_lv2_spirit_falls_in_battle(build, cores, drawn):
    p0 = {"field": [FieldCard("BSS04-108", cores=0), FieldCard(GOLEM, cores=cores)], "deck": DECK}
    state = build(position(0, "attack", p0, {"field": [FieldCard(KV2, cores=2)]}))
    attack_and_pass(state, 1)
    do(state, C.block(0))
    pass_flashes(state)
    resolve(state)
    assert len(hand_ids(state, 0)) == drawn


def test_bss04_108_lv2_opposing_mill_adds_a_core(build):
    p0 = {"field": [FieldCard("BSS04-108", cores=2)], "deck": DECK * 2}
    state = build(position(1, "attack", p0, {"field": [FieldCard("BSS04-097")]}, turn=4))
    do(state, C.attack(0))
    resolve(state)
    assert field(state, 0)[0]["cores"] == 2 + 2  # Crush +1 at Lv1: two cards, one core each


# -- BSS04-110 Permafrost Palace -------------------------------------------------------------------------
@pytest.mark.parametrize(("brontech_cores", "drawn"), [(1, 1), (3, 0)])
def test_bss04_110_opponents_own_draw_draws_you_one(build, brontech_cores, drawn):
    """Your turn: the opponent's Lv2 Hakuja falls blocking your Brontech; its own When Destroyed takes a core of
    Brontech and, when that destroys it, makes them draw: you draw one too. With three cores Brontech survives,
    nobody draws."""
    p0 = {"field": [FieldCard("BSS04-110", cores=0), FieldCard(BRONTECH, cores=brontech_cores)], "deck": DECK}
    p1 = {"field": [FieldCard("BSS04-023", cores=3)], "deck": DECK}
    state = build(position(0, "attack", p0, p1))
    attack_and_pass(state, 1)
    do(state, C.block(0))
    pass_flashes(state)
    resolve(state)
    assert (len(hand_ids(state, 1)), len(hand_ids(state, 0))) == (drawn, drawn)


@pytest.mark.parametrize(("victim", "returned"), [("BSS04-057", True), (GOLEM, False)])
def test_bss04_110_lv2_android_destroyed_returns_an_opposing_spirit(build, victim, returned):
    p0 = {"field": [FieldCard("BSS04-110", cores=2), FieldCard(victim)]}
    p1 = {"field": [FieldCard(KV2, cores=2), FieldCard(FILLER)]}
    state = build(position(0, "attack", p0, p1))
    attack_and_pass(state, 1)
    resolve(state)
    pass_flashes(state)
    do(state, C.block(0))
    pass_flashes(state)
    resolve(state)
    assert (KV2 in hand_ids(state, 1)) is returned  # (Viking Leef's own attack returned Raineedle)


# -- BSS04-111 Frozen Waterfall --------------------------------------------------------------------------
def test_bss04_111_cost_6_spirits_get_2000_in_the_opponents_turn(build):
    p0 = {"field": [FieldCard("BSS04-111", cores=0), FieldCard(APATO), FieldCard(GOLEM)]}
    theirs = build(position(1, "main", p0, {}, turn=4))
    assert (bp(theirs, 0, 1), bp(theirs, 0, 2)) == (7000, 4000)
    mine_ = build(position(0, "main", p0, {}))
    assert bp(mine_, 0, 1) == 5000


@pytest.mark.parametrize("answer", [True, False])
def test_bss04_111_lv2_pays_three_cores_to_refresh_an_ascend_spirit(build, answer):
    p0 = {"field": [FieldCard("BSS04-111", cores=4), FieldCard(APATO)]}
    state = build(position(0, "attack", p0, {"field": [FieldCard(FILLER)]}))
    attack_and_pass(state, 1)
    do(state, C.block(0))
    pass_flashes(state)
    assert pending(state) == (Decision.YES_NO, 0)
    do(state, C.CONFIRM if answer else C.PASS)
    assert (field(state, 0)[0]["cores"], field(state, 0)[1]["exhausted"]) == ((1, 0) if answer else (4, 1))


# -- BSS04-112 Forest of the Sacred Conifer --------------------------------------------------------------
def test_bss04_112_opponents_end_step_summons_a_swift_spirit(build):
    p0 = {"field": [FieldCard("BSS04-112", cores=0)], "hand": ["BSS04-082", MUMMY], "reserve": 4}
    state = build(position(1, "attack", p0, {}, turn=4, auto=True))
    do(state, C.PASS)  # their Attack Step ends: End Step
    assert option_cards(state) == ["BSS04-082"]
    choose(state, "BSS04-082")
    pay_and_place(state)
    assert names(state, 0) == ["BSS04-112", "BSS04-082"]


@pytest.mark.parametrize(("soul", "gain"), [(True, 1), (False, 0)])
def test_bss04_112_lv2_soul_attacker_hit_adds_a_reserve_core(build, soul, gain):
    p0 = {"field": [FieldCard("BSS04-112", cores=2), FieldCard(GOLEM, soul=soul)], "soul": None if soul else "trash",
          "reserve": 0}
    state = build(position(0, "attack", p0, {}))
    unblocked(state, 1)
    resolve(state)
    assert int(player(state, 0)["reserve"]) == gain


# -- BSS04-113 Sacred Totem Poles ------------------------------------------------------------------------
@pytest.mark.parametrize(("attacker", "exhausts"), [("ST01-011", True), (MUMMY, False)])
def test_bss04_113_cheap_attacker_hit_makes_them_exhaust(build, attacker, exhausts):
    p0 = {"field": [FieldCard("BSS04-113", cores=0)]}
    p1 = {"field": [FieldCard(attacker), FieldCard(GOLEM)]}
    state = build(position(1, "attack", p0, p1, turn=4))
    unblocked(state, 0)
    if exhausts:
        assert pending(state) == (Decision.CHOOSE, 1)
        resolve(state)
    assert field(state, 1)[1]["exhausted"] == int(exhausts)


@pytest.mark.parametrize(("cores", "taken"), [(2, 1), (0, 0)])
def test_bss04_113_lv2_ascend_winner_takes_a_life_core(build, cores, taken):
    p0 = {"field": [FieldCard("BSS04-113", cores=cores), FieldCard(APATO)]}
    state = build(position(0, "attack", p0, {"field": [FieldCard(FILLER)], "life": 5}))
    attack_and_pass(state, 1)
    do(state, C.block(0))
    pass_flashes(state)
    resolve(state)
    assert int(player(state, 1)["life"]) == 5 - taken


# -- BSS04-114 Great Sapphire Labyrinth ------------------------------------------------------------------
def test_bss04_114_aberration_summon_adds_a_core_and_lv2_waives_ascend(build):
    p0 = {"field": [FieldCard("BSS04-114", cores=0)], "hand": [MANTIGORE], "reserve": 5}
    state = build(position(0, "main", p0, {}))
    summon(state, 0)
    resolve(state)
    assert field(state, 0)[0]["cores"] == 1
    lv2 = build(position(0, "main", {"field": [FieldCard("BSS04-114", cores=2)], "hand": [APATO], "reserve": 9}, {}))
    assert C.use_hand(0) in legal(lv2)  # nothing to Ascend with: the Nexus waives it
    lv1 = build(position(0, "main", {"field": [FieldCard("BSS04-114", cores=0)], "hand": [APATO], "reserve": 9}, {}))
    assert C.use_hand(0) not in legal(lv1)


# -- BSS04-115 Erupting Submarine Volcano ----------------------------------------------------------------
def test_bss04_115_destroyed_returns_a_cost_4_nexus(build):
    p0 = {"field": [FieldCard("BSS04-115", cores=0)], "trash": ["ST02-012", BLUE_NEXUS]}
    p1 = {"hand": ["BSS04-119"], "reserve": 4}
    state = build(position(1, "main", p0, p1, turn=4))
    do(state, C.use_hand(0))
    if pending(state)[0] == Decision.MAGIC_EFFECT:
        state.apply(state.pending_decision().magic_effect("Main"))
    pay_and_place(state)
    resolve(state)
    assert hand_ids(state, 0) == [BLUE_NEXUS]  # Dark Grail costs 3


@pytest.mark.parametrize(("attacker", "milled"), [(MANTIGORE, 3), (GOLEM, 0)])
def test_bss04_115_lv2_aberration_kill_mills_three(build, attacker, milled):
    p0 = {"field": [FieldCard("BSS04-115", cores=2), FieldCard(attacker)]}
    state = build(position(0, "attack", p0, {"field": [FieldCard(FILLER)], "deck": DECK * 2}))
    attack_and_pass(state, 1)
    do(state, C.block(0))
    pass_flashes(state)
    resolve(state)
    assert len(trash_ids(state, 1)) == 1 + milled
