"""BSS04 cards 076-100, in card-number order, on both engines (``build`` fixture): each test plays the card's
effect from a position and checks what its text says (conditional effects also get a case where the condition
fails)."""

from __future__ import annotations

import pytest
from card_helpers import do, pass_flashes, position
from cards_shared import (
    DECK,
    FILLER,
    answer_all,
    attack_and_pass,
    choose,
    option_cards,
    pay_with_soul,
)
from conftest import bp, field, hand_ids, legal, pay_and_place, pending, player, summon, trash_ids
from pool_cards import BRONTECH, GOLEM

from pybs import codec as C
from pybs.layout import Decision
from pybs.testing import FieldCard

MUMMY = "ST02-006"  # purple vanilla, cost 4
MANTIGORE = "ST06-009"  # blue vanilla Aberration, cost 3, 3000 BP
BLUE_NEXUS = "ST06-012"
KV2 = "BSS02-043"  # white vanilla, cost 8: 5000 / 10000 BP at 1 / 2 cores
DROWSY = "ST04-016"  # yellow Magic, cost 2: Main/Flash an opposing Spirit -2000 BP
TEN = ["ST01-004"] * 10


def resolve(state) -> None:
    answer_all(state, True)


def names(state, p: int) -> list[str]:
    return [f["card"] for f in field(state, p).values()]


def falls_to_kv2(build, p0: dict, p1: dict | None = None):
    """Player 1's KV-2 (10000 BP) attacks; player 0 blocks with slot 0 and loses."""
    p1 = {"field": [FieldCard(KV2, cores=2)], **(p1 or {})}
    state = build(position(1, "attack", p0, p1, turn=4))
    attack_and_pass(state, 0)
    do(state, C.block(0))
    pass_flashes(state)
    return state


# -- BSS04-076 Barkmaiden Leucerium ----------------------------------------------------------------------
def test_bss04_076_attack_feeds_a_leaf_kindred_or_a_cheap_nexus(build):
    p0 = {"field": [FieldCard("BSS04-076"), FieldCard("BSS04-077"), FieldCard("ST05-013", cores=0),
                    FieldCard("ST01-012", cores=0)]}
    state = build(position(0, "attack", p0, {}))
    do(state, C.attack(0))
    assert sorted(option_cards(state)) == sorted(["BSS04-077", "ST05-013"])  # Scorched Battlefield costs 4 (the Crag 3)
    choose(state, "ST05-013")
    assert field(state, 0)[2]["cores"] == 1


@pytest.mark.parametrize("cores", [3, 1])
def test_bss04_076_lv2_destroyed_may_summon_a_cost_5_spirit_free(build, cores):
    state = falls_to_kv2(build, {"field": [FieldCard("BSS04-076", cores=cores)], "hand": [MUMMY, KV2], "reserve": 1})
    if cores == 3:
        assert option_cards(state) == [MUMMY]
        choose(state, MUMMY)
        while pending(state)[0] in (Decision.PAY, Decision.PLACE):
            codes = legal(state)
            state.apply(C.PASS if C.PASS in codes else codes[0])
        assert names(state, 0) == [MUMMY]
    else:
        assert pending(state)[0] != Decision.CHOOSE and names(state, 0) == []


# -- BSS04-077 Hidden Leaf Elf ---------------------------------------------------------------------------
def test_bss04_077_summon_may_summon_a_preybird_paying(build):
    state = build(position(0, "main", {"hand": ["BSS04-077", "BSS04-072", MUMMY], "reserve": 9}, {}))
    summon(state, 0)
    assert option_cards(state) == ["BSS04-072"]
    choose(state, "BSS04-072")
    pay_and_place(state)
    resolve(state)
    assert names(state, 0) == ["BSS04-077", "BSS04-072"] and int(player(state, 0)["reserve"]) < 9 - 4 - 1


# -- BSS04-078 Eldtree Guardian Branboar -----------------------------------------------------------------
@pytest.mark.parametrize(("blocker", "refreshed"), [(GOLEM, True), (KV2, False)])
def test_bss04_078_refreshes_when_it_wins_the_comparison(build, blocker, refreshed):
    state = build(position(0, "attack", {"field": [FieldCard("BSS04-078")]}, {"field": [FieldCard(blocker, cores=2)]}))
    attack_and_pass(state, 0)
    do(state, C.block(0))
    pass_flashes(state)
    resolve(state)
    assert (field(state, 0).get(0, {"exhausted": 1})["exhausted"] == 0) is refreshed


@pytest.mark.parametrize(("cores", "refreshed"), [(4, True), (1, False)])
def test_bss04_078_lv2_refreshes_on_a_swift_summon(build, cores, refreshed):
    p0 = {"field": [FieldCard("BSS04-078", cores=cores, exhausted=True)], "hand": ["BSS04-082"], "reserve": 3}
    state = build(position(1, "attack", p0, {"field": [FieldCard(FILLER)]}, turn=4))
    do(state, C.attack(0))
    summon(state, 0)
    resolve(state)
    assert field(state, 0)[0]["exhausted"] == (0 if refreshed else 1)


# -- BSS04-086 Deepsea Emperor Hydra ---------------------------------------------------------------------
def test_bss04_086_attack_mills_the_chosen_spirits_cost_then_destroys_it(build):
    p1 = {"field": [FieldCard(GOLEM), FieldCard(MANTIGORE)], "deck": DECK * 2}
    state = build(position(0, "attack", {"field": [FieldCard("BSS04-086")]}, p1))
    do(state, C.attack(0))
    assert pending(state) == (Decision.CHOOSE, 1)
    choose(state, MANTIGORE)
    resolve(state)
    assert names(state, 1) == [GOLEM] and len(trash_ids(state, 1)) == 1 + 3


def test_bss04_086_ascends_only_with_an_aberration(build):
    p0 = {"hand": ["BSS04-086"], "reserve": 9, "field": [FieldCard(MANTIGORE, cores=2), FieldCard(FILLER)]}
    state = build(position(0, "main", p0, {}))
    do(state, C.use_hand(0))
    assert option_cards(state) == [MANTIGORE]  # the Aberration only


@pytest.mark.parametrize(("card_id", "cores", "raid"), [("BSS04-091", 5, True), ("BSS04-091", 3, False),
                                                        ("BSS04-086", 3, True), ("BSS04-086", 1, False)])
def test_bss04_raid(build, card_id, cores, raid):
    """Raid (Gypsum Lv3: 1, Hydra Lv2+: 2): when it attacks, it may exhaust a Nexus of yours to refresh itself."""
    p0 = {"field": [FieldCard(card_id, cores=cores), FieldCard(BLUE_NEXUS, cores=0)]}
    state = build(position(0, "attack", p0, {"field": [FieldCard(GOLEM)]}))
    do(state, C.attack(0))
    while pending(state)[0] == Decision.ORDER or pending(state) == (Decision.CHOOSE, 1):
        if pending(state)[0] == Decision.ORDER:
            do(state, C.choice(0))
        else:  # Hydra: the opponent picks the Spirit it destroys
            choose(state, GOLEM)
    assert (pending(state) == (Decision.YES_NO, 0)) is raid
    if raid:
        do(state, C.CONFIRM)
        resolve(state)
        assert (field(state, 0)[0]["exhausted"], field(state, 0)[1]["exhausted"]) == (0, 1)


# -- BSS04-087 Sharktree Fukahtu -------------------------------------------------------------------------
def test_bss04_087_flash_destroys_a_nexus_to_refresh(build):
    p0 = {"field": [FieldCard("BSS04-087", exhausted=True), FieldCard(BLUE_NEXUS, cores=0)]}
    state = build(position(1, "attack", p0, {"field": [FieldCard(FILLER)]}, turn=4))
    do(state, C.attack(0))
    assert pending(state) == (Decision.FLASH, 0)
    do(state, C.activate(0))
    resolve(state)
    assert names(state, 0) == ["BSS04-087"] and field(state, 0)[0]["exhausted"] == 0


def test_bss04_087_lv3_attack_destroys_a_cost_5_or_6_spirit(build):
    p1 = {"field": [FieldCard(BRONTECH), FieldCard(GOLEM), FieldCard("ST01-003")]}
    state = build(position(0, "attack", {"field": [FieldCard("BSS04-087", cores=5)]}, p1))
    do(state, C.attack(0))
    assert sorted(option_cards(state)) == sorted([BRONTECH, "ST01-003"])


# -- BSS04-088 Deepwalker --------------------------------------------------------------------------------
@pytest.mark.parametrize("cores", [2, 1])
def test_bss04_088_lv2_block_exhausts_a_nexus_for_a_core(build, cores):
    p0 = {"field": [FieldCard("BSS04-088", cores=cores), FieldCard(BLUE_NEXUS, cores=0)]}
    state = build(position(1, "attack", p0, {"field": [FieldCard(FILLER)]}, turn=4))
    attack_and_pass(state, 0)
    do(state, C.block(0))
    resolve(state)
    assert (field(state, 0)[1]["cores"], field(state, 0)[1]["exhausted"]) == ((1, 1) if cores == 2 else (0, 0))


# -- BSS04-089 Sea Dragonlord Van Tholomew ---------------------------------------------------------------
def test_bss04_089_summon_destroys_two_cheap_spirits(build):
    p1 = {"field": [FieldCard(FILLER), FieldCard("BSS04-037"), FieldCard(GOLEM)]}
    state = build(position(0, "main", {"hand": ["BSS04-089"], "reserve": 9}, p1))
    summon(state, 0)
    resolve(state)
    assert names(state, 1) == [GOLEM]


@pytest.mark.parametrize(("card_id", "cores", "milled"), [("BSS04-089", 3, 3), ("BSS04-089", 1, 0),
                                                          ("BSS04-092", 1, 2), ("BSS04-095", 1, 2),
                                                          ("BSS04-097", 3, 3)])
def test_bss04_crush_1(build, card_id, cores, milled):
    """Crush +1 (level + 1 cards): Van Tholomew at Lv2+, Rock Golem Custom, Trident Daetus, Great Javelin Morgan."""
    state = build(position(0, "attack", {"field": [FieldCard(card_id, cores=cores)]}, {"deck": DECK * 2}))
    do(state, C.attack(0))
    resolve(state)
    assert len(trash_ids(state, 1)) == milled


# -- BSS04-090 Gladiator Squalo --------------------------------------------------------------------------
@pytest.mark.parametrize(("nexus", "exhausted"), [(True, 0), (False, 1)])
def test_bss04_090_exhausted_without_a_nexus(build, nexus, exhausted):
    p0 = {"hand": ["BSS04-090"], "reserve": 4, "field": [FieldCard(BLUE_NEXUS, cores=0)] if nexus else []}
    state = build(position(0, "main", p0, {}))
    summon(state, 0)
    resolve(state)
    assert field(state, 0)[len(field(state, 0)) - 1]["exhausted"] == exhausted


# -- BSS04-091 "Venus" 253, Gypsum -----------------------------------------------------------------------
def test_bss04_091_attacks_with_2000_per_nexus(build):
    p0 = {"field": [FieldCard("BSS04-091"), FieldCard(BLUE_NEXUS, cores=0), FieldCard(BLUE_NEXUS, cores=0)]}
    state = build(position(0, "attack", p0, {}))
    assert bp(state, 0, 0) == 4000
    do(state, C.attack(0))
    resolve(state)
    assert bp(state, 0, 0) == 8000


@pytest.mark.parametrize(("cores", "gained"), [(3, 2), (1, 0)])
def test_bss04_091_lv2_opposing_magic_adds_two_cores(build, cores, gained):
    p0 = {"field": [FieldCard("BSS04-091", cores=cores)]}
    p1 = {"field": [FieldCard(FILLER)], "hand": [DROWSY], "reserve": 2}
    state = build(position(0, "attack", p0, p1))
    do(state, C.attack(0))
    resolve(state)
    assert pending(state) == (Decision.FLASH, 1)
    state.apply(state.pending_decision().hand_card(DROWSY))
    if pending(state)[0] == Decision.MAGIC_EFFECT:
        state.apply(state.pending_decision().magic_effect("Flash"))
    pay_and_place(state)
    resolve(state)
    assert field(state, 0)[0]["cores"] == cores + gained


# -- BSS04-092 Rock Golem Custom -------------------------------------------------------------------------
@pytest.mark.parametrize(("trash", "drawn"), [(TEN, True), (TEN[:9], False)])
def test_bss04_092_lv2_draws_three_discards_two(build, trash, drawn):
    p0 = {"field": [FieldCard("BSS04-092", cores=3)], "deck": DECK + DECK}
    state = build(position(0, "attack", p0, {"trash": trash, "deck": DECK * 3}))
    do(state, C.attack(0))
    resolve(state)
    assert (len(hand_ids(state, 0)), len(trash_ids(state, 0))) == ((1, 2) if drawn else (0, 0))


# -- BSS04-094 Spikeknuckle Roger ------------------------------------------------------------------------
@pytest.mark.parametrize("soul", [True, False])
def test_bss04_094_soul_paid_mills_six(build, soul):
    state = build(position(0, "main", {"hand": ["BSS04-094"], "reserve": 7, "soul": "reserve"}, {"deck": DECK * 2}))
    do(state, C.use_hand(0))
    pay_with_soul(state, soul)
    resolve(state)
    assert len(trash_ids(state, 1)) == (6 if soul else 0)


@pytest.mark.parametrize(("trash", "maxed"), [(TEN, True), (TEN[:9], False)])
def test_bss04_094_lv2_attack_maxes_another_spirit(build, trash, maxed):
    p0 = {"field": [FieldCard("BSS04-094", cores=4), FieldCard(GOLEM)]}
    state = build(position(0, "attack", p0, {"trash": trash}))
    do(state, C.attack(0))
    resolve(state)
    assert bp(state, 0, 1) == (7000 if maxed else 4000)


# -- BSS04-095 Trident Daetus ----------------------------------------------------------------------------
@pytest.mark.parametrize("cores", [2, 1])
def test_bss04_095_lv2_destroyed_may_deploy_a_nexus_from_the_trash(build, cores):
    state = falls_to_kv2(build, {"field": [FieldCard("BSS04-095", cores=cores)], "trash": [BLUE_NEXUS]})
    resolve(state)
    assert names(state, 0) == ([BLUE_NEXUS] if cores == 2 else [])


# -- BSS04-098 Great Artificer Synthetria ----------------------------------------------------------------
def test_bss04_098_summon_makes_a_golem_token(build):
    state = build(position(0, "main", {"hand": ["BSS04-098"], "reserve": 9}, {}))
    summon(state, 0)
    resolve(state)
    while pending(state)[0] in (Decision.PLACE, Decision.PAY):
        pay_and_place(state)
    assert names(state, 0) == ["BSS04-098", "TK-GOLEM"]


@pytest.mark.parametrize("nexus", [True, False])
def test_bss04_098_lv2_destroyed_comes_back_for_a_nexus(build, nexus):
    p0 = {"field": [FieldCard("BSS04-098", cores=3)] + ([FieldCard(BLUE_NEXUS, cores=0)] if nexus else []),
          "reserve": 2}
    state = build(position(1, "attack", p0, {"field": [FieldCard("BSS02-043", cores=2), FieldCard(KV2, cores=2)]},
                           turn=4))
    attack_and_pass(state, 0)
    do(state, C.block(0))
    pass_flashes(state)
    if nexus:
        do(state, C.CONFIRM)
        resolve(state)
        while pending(state)[0] in (Decision.PLACE, Decision.PAY):
            pay_and_place(state)
        resolve(state)
        while pending(state)[0] in (Decision.PLACE, Decision.PAY):
            pay_and_place(state)
        assert "BSS04-098" in names(state, 0) and BLUE_NEXUS in trash_ids(state, 0)
    else:
        assert pending(state)[0] != Decision.YES_NO and names(state, 0) == []


def test_bss04_098_lv3_end_step_refreshes_golems(build):
    p0 = {"field": [FieldCard("BSS04-098", cores=6, exhausted=True), FieldCard("TK-GOLEM", exhausted=True),
                    FieldCard(GOLEM, exhausted=True)]}
    state = build(position(0, "attack", p0, {}, auto=True))
    do(state, C.PASS)  # the Attack Step ends: the End Step starts
    resolve(state)
    assert [f["exhausted"] for f in field(state, 0).values()] == [1, 0, 1]  # Mobile Golem is a Mecha
