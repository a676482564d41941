"""BSS04 cards 051-075, in card-number order, on both engines (``build`` fixture): each test plays the card's
effect from a position and checks what its text says (conditional effects also get a case where the condition
fails)."""

from __future__ import annotations

import pytest
from card_helpers import deck_ids, do, pass_flashes, position
from cards_shared import (
    DECK,
    FILLER,
    answer_all,
    attack_and_pass,
    choose,
    option_cards,
    pay_with_soul,
)
from conftest import field, hand_ids, legal, pay_and_place, pending, summon, trash_ids
from pool_cards import BRONTECH, GOLEM

from pybs import codec as C
from pybs.layout import Decision
from pybs.testing import FieldCard

MAGIC = "ST01-014"  # red Magic (not a Spirit card)
DREAM_BOMB = "ST03-015"  # white Magic: return an opposing Spirit to its hand
MUMMY = "ST02-006"  # purple vanilla, cost 4
NEBULA = "ST01-001"  # red, cost 6: on summon destroys an opposing Spirit of 3000 BP or less (or a Nexus)
POISON_SHOT = "ST02-014"  # purple Magic: a Spirit loses a core


def resolve(state) -> None:
    answer_all(state, True)


def names(state, p: int) -> list[str]:
    return [f["card"] for f in field(state, p).values()]


# -- BSS04-051 Glider Rider Bourrasque -------------------------------------------------------------------
@pytest.mark.parametrize(("top", "drawn"), [(MUMMY, True), (MAGIC, False)])
def test_bss04_051_milled_spirit_draws_else_a_core(build, top, drawn):
    state = build(position(0, "main", {"hand": ["BSS04-051"], "reserve": 4, "deck": DECK}, {"deck": [top, FILLER]}))
    do(state, C.use_hand(0))
    pay_and_place(state)
    resolve(state)
    assert trash_ids(state, 1) == [top]
    assert (len(hand_ids(state, 0)), field(state, 0)[0]["cores"]) == ((1, 1) if drawn else (0, 2))


# -- BSS04-052 Frost Tiger Heavy Armor Form --------------------------------------------------------------
def test_bss04_052_summon_sends_two_small_spirits_under_the_deck(build):
    p0 = {"hand": ["BSS04-052"], "reserve": 9, "field": [FieldCard(BRONTECH, cores=2)]}
    p1 = {"field": [FieldCard(GOLEM), FieldCard(FILLER), FieldCard(BRONTECH, cores=3)], "deck": [MUMMY]}
    state = build(position(0, "main", p0, p1))
    do(state, C.use_hand(0))
    choose(state, BRONTECH)  # the Machine Beast pays the Ascend
    pay_and_place(state)
    assert sorted(option_cards(state)) == sorted([GOLEM, FILLER])  # 8000 BP Brontech is not offered
    choose(state, GOLEM)
    choose(state, FILLER)
    assert names(state, 1) == [BRONTECH] and deck_ids(state, 1) == [MUMMY, GOLEM, FILLER]


def test_bss04_052_block_returns_and_armor(build):
    p0 = {"field": [FieldCard("BSS04-052")]}
    p1 = {"field": [FieldCard(GOLEM), FieldCard(FILLER)], "hand": [DREAM_BOMB], "reserve": 5}
    state = build(position(1, "attack", p0, p1, turn=4))
    attack_and_pass(state, 0)
    do(state, C.block(0))
    choose(state, GOLEM)
    do(state, C.PASS)  # one is enough
    assert names(state, 1) == [FILLER]
    # Armor white/blue: the white Dream Bomb cannot select it
    main = build(position(1, "main", p0, p1, turn=4))
    do(main, C.use_hand(0))
    if pending(main)[0] == Decision.MAGIC_EFFECT:
        main.apply(main.pending_decision().magic_effect("Main"))
    pay_and_place(main)
    assert names(main, 0) == ["BSS04-052"]


@pytest.mark.parametrize(("life_lost", "gained"), [(False, 1), (True, 0)])
def test_bss04_052_lv2_keeps_life_gains_a_core(build, life_lost, gained):
    p0 = {"field": [FieldCard("BSS04-052", cores=4)], "life": 5}
    p1 = {"field": [FieldCard(FILLER)], "deck": DECK}
    state = build(position(1, "attack", p0, p1, turn=4, auto=True))
    if life_lost:
        attack_and_pass(state, 0)
        do(state, C.PASS)
        pass_flashes(state)
    do(state, C.PASS)  # end the Attack Step: End Step, the turn ends
    while pending(state)[1] == 1 and pending(state)[0] in (Decision.FLASH, Decision.MAIN):
        do(state, C.PASS)
    resolve(state)
    assert field(state, 0)[0]["cores"] == 4 + gained


# -- BSS04-053 Battery Bull ------------------------------------------------------------------------------
@pytest.mark.parametrize(("soul", "cores", "kept"), [(True, 1, True), (False, 2, False), (True, 0, False)])
def test_bss04_053_lv2_with_soul_survives_opposing_destruction(build, scripted, soul, cores, kept):
    """An opposing Spirit's When Attacks destroys the Bull in the opponent's Attack Step: at Lv2 with the Soul Core
    it stays; without the Soul Core, or at Lv1, it is destroyed."""
    from pybs import scripts  # noqa: F401  (every real script registered before the override)
    from pybs.effects.script import Event, opponents

    db = scripted({BRONTECH: lambda c: c.when(Event.ATTACKS, levels=(1, 2)).choose(opponents()).destroy()})
    p0 = {"field": [FieldCard("BSS04-053", cores=cores, soul=soul)], "soul": None if soul else "trash"}
    sc = position(1, "attack", p0, {"field": [FieldCard(BRONTECH)]}, turn=4)
    sc.db = db
    state = build(sc)
    do(state, C.attack(0))
    resolve(state)
    assert (names(state, 0) == ["BSS04-053"]) is kept


# -- BSS04-054 / 058 Armor --------------------------------------------------------------------------------
@pytest.mark.parametrize(("card_id", "cores", "armored"), [("BSS04-054", 1, True), ("BSS04-058", 1, True),
                                                           ("BSS04-056", 1, False), ("BSS04-056", 3, True)])
def test_bss04_white_armor_stops_white_magic(build, card_id, cores, armored):
    """Gatliphant (red/white), Ammoknights (white/green), Red Eric at Lv2 (purple/white): the white Dream Bomb cannot
    select them; Red Eric at Lv1 has no Armor."""
    p0 = {"field": [FieldCard(card_id, cores=cores)]}
    p1 = {"hand": [DREAM_BOMB], "reserve": 5}
    state = build(position(1, "main", p0, p1, turn=4))
    do(state, C.use_hand(0))
    if pending(state)[0] == Decision.MAGIC_EFFECT:
        state.apply(state.pending_decision().magic_effect("Main"))
    pay_and_place(state)
    resolve(state)
    assert (names(state, 0) == [card_id]) is armored


# -- BSS04-055 Mecholossus Jotungrim ---------------------------------------------------------------------
@pytest.mark.parametrize("returned", [True, False])
def test_bss04_055_returning_an_opposing_spirit_armors_androids(build, returned):
    """Your turn: Dream Bomb returns an opposing Spirit, so your Androids gain Armor (purple...) this turn: in your
    attack the opponent's purple Poison Shot can select neither; without a return it can select both."""
    p0 = {"field": [FieldCard("BSS04-055"), FieldCard("BSS04-057", cores=2)], "hand": [DREAM_BOMB], "reserve": 5}
    p1 = {"field": [FieldCard(FILLER)] if returned else [], "hand": [POISON_SHOT], "reserve": 5}
    state = build(position(0, "main", p0, p1))
    if returned:
        do(state, C.use_hand(0))
        if pending(state)[0] == Decision.MAGIC_EFFECT:
            state.apply(state.pending_decision().magic_effect("Main"))
        pay_and_place(state)
        resolve(state)
        assert sorted(hand_ids(state, 1)) == sorted([FILLER, POISON_SHOT])
    do(state, C.PASS)  # on to the Attack Step
    do(state, C.attack(1))
    resolve(state)
    assert pending(state) == (Decision.FLASH, 1)
    state.apply(state.pending_decision().hand_card(POISON_SHOT))
    if pending(state)[0] == Decision.MAGIC_EFFECT:
        state.apply(state.pending_decision().magic_effect("Flash"))
    pay_and_place(state)
    offered = option_cards(state) if pending(state)[0] == Decision.CHOOSE else []
    assert sorted(offered) == ([] if returned else sorted(["BSS04-055", "BSS04-057"]))


def test_bss04_055_lv3_attack_returns_a_one_symbol_spirit(build):
    p1 = {"field": [FieldCard("BSS04-009"), FieldCard(GOLEM)]}
    state = build(position(0, "attack", {"field": [FieldCard("BSS04-055", cores=4)]}, p1))
    do(state, C.attack(0))
    assert option_cards(state) == [GOLEM]
    resolve(state)
    assert hand_ids(state, 1) == [GOLEM]


# -- BSS04-056 Red Eric ----------------------------------------------------------------------------------
@pytest.mark.parametrize(("blocker", "returned"), [(BRONTECH, True), ("BSS02-043", False)])
def test_bss04_056_blocker_costing_7_or_less_goes_under_the_deck(build, blocker, returned):
    state = build(position(0, "attack", {"field": [FieldCard("BSS04-056")]}, {"field": [FieldCard(blocker)]}))
    attack_and_pass(state, 0)
    do(state, C.block(0))
    resolve(state)
    assert (deck_ids(state, 1)[-1:] == [blocker]) is returned


# -- BSS04-057 Viking Leef -------------------------------------------------------------------------------
def test_bss04_057_attack_returns_a_cheap_spirit(build):
    p1 = {"field": [FieldCard(GOLEM), FieldCard(FILLER)]}
    state = build(position(0, "attack", {"field": [FieldCard("BSS04-057")]}, p1))
    do(state, C.attack(0))
    assert option_cards(state) == [FILLER]
    resolve(state)
    assert hand_ids(state, 1) == [FILLER]


# -- BSS04-059 Godmech Gae Bolg --------------------------------------------------------------------------
@pytest.mark.parametrize(("cores", "token"), [(2, True), (1, False)])
def test_bss04_059_lv2_destroyed_summons_a_mecha_token(build, cores, token):
    p0 = {"field": [FieldCard("BSS04-059", cores=cores)], "reserve": 1}
    state = build(position(1, "attack", p0, {"field": [FieldCard(BRONTECH, cores=3)]}, turn=4))
    attack_and_pass(state, 0)
    do(state, C.block(0))
    pass_flashes(state)
    resolve(state)
    while pending(state)[0] in (Decision.PLACE, Decision.PAY):
        pay_and_place(state)
    assert names(state, 0) == (["TK-MECHA"] if token else [])


# -- BSS04-062 Valkyrie Calista --------------------------------------------------------------------------
@pytest.mark.parametrize(("cores", "blocker", "can_block"), [(4, FILLER, False), (4, "ST04-007", True),
                                                             (1, FILLER, True)])
def test_bss04_062_lv2_unblockable_by_its_armor_colours(build, cores, blocker, can_block):
    state = build(position(0, "attack", {"field": [FieldCard("BSS04-062", cores=cores)]},
                           {"field": [FieldCard(blocker)]}))
    attack_and_pass(state, 0)
    assert (pending(state) == (Decision.BLOCK, 1) and C.block(0) in legal(state)) is can_block


# -- BSS04-064 Probecraft Snapper ------------------------------------------------------------------------
@pytest.mark.parametrize(("attacker", "refreshed"), [(FILLER, True), (BRONTECH, False)])
def test_bss04_064_refreshes_when_a_cheap_spirit_attacks(build, attacker, refreshed):
    p0 = {"field": [FieldCard("BSS04-064", exhausted=True)]}
    state = build(position(1, "attack", p0, {"field": [FieldCard(attacker)]}, turn=4))
    do(state, C.attack(0))
    resolve(state)
    assert field(state, 0)[0]["exhausted"] == (0 if refreshed else 1)


def test_bss04_064_lv2_destroyed_returns_to_hand(build):
    state = build(position(1, "attack", {"field": [FieldCard("BSS04-064", cores=3)]},
                           {"field": [FieldCard("BSS02-043", cores=2)]}, turn=4))
    attack_and_pass(state, 0)
    resolve(state)
    do(state, C.block(0))
    pass_flashes(state)
    resolve(state)
    assert hand_ids(state, 0) == ["BSS04-064"] and trash_ids(state, 0) == []


# -- BSS04-070 Rookie Ninja Sparrow ----------------------------------------------------------------------
@pytest.mark.parametrize("soul", [True, False])
def test_bss04_070_exhausted_unless_the_soul_core_paid(build, soul):
    state = build(position(0, "main", {"hand": ["BSS04-070"], "reserve": 3, "soul": "reserve"}, {}))
    do(state, C.use_hand(0))
    pay_with_soul(state, soul)
    resolve(state)
    assert field(state, 0)[0]["exhausted"] == (0 if soul else 1)


@pytest.mark.parametrize("card_id", ["BSS04-070", "BSS04-071", "BSS04-073", "BSS04-077", "BSS04-082"])
def test_bss04_swift_cards(build, card_id):
    """Swift (R18.6): summoned from the hand in a Flash timing of the opponent's attack."""
    s = build(position(1, "attack", {"hand": [card_id], "reserve": 9}, {"field": [FieldCard(FILLER)]}, turn=4))
    do(s, C.attack(0))
    assert pending(s) == (Decision.FLASH, 0) and C.use_hand(0) in legal(s)


# -- BSS04-071 Mother Meadowbird -------------------------------------------------------------------------
def test_bss04_071_pays_ascend_as_cost_7(build):
    """Tokiwa-like clause: Siegwurm Ira's Ascend 4 paid by the cost-4 Meadowbird in the Main Step works."""
    p0 = {"hand": ["BSS04-009"], "reserve": 9, "field": [FieldCard("BSS04-071", cores=2)]}
    state = build(position(0, "main", p0, {}))
    do(state, C.use_hand(0))
    choose(state, "BSS04-071")
    pay_and_place(state)
    assert names(state, 0) == ["BSS04-009"]


# -- BSS04-072 Ostraura ----------------------------------------------------------------------------------
@pytest.mark.parametrize("soul", [True, False])
def test_bss04_072_soul_paid_adds_a_core(build, soul):
    state = build(position(0, "main", {"hand": ["BSS04-072"], "reserve": 4, "soul": "reserve"}, {}))
    do(state, C.use_hand(0))
    pay_with_soul(state, soul)
    resolve(state)
    assert field(state, 0)[0]["cores"] == 1 + int(soul)


# -- BSS04-073 Gale Ninja Antshadow ----------------------------------------------------------------------
def test_bss04_073_summon_makes_an_antman_token(build):
    state = build(position(0, "main", {"hand": ["BSS04-073"], "reserve": 9}, {}))
    summon(state, 0)
    resolve(state)
    while pending(state)[0] in (Decision.PLACE, Decision.PAY):
        pay_and_place(state)
    assert names(state, 0) == ["BSS04-073", "TK-ANTMAN"]


@pytest.mark.parametrize("soul", [True, False])
def test_bss04_073_lv2_soul_attack_feeds_tokens(build, soul):
    p0 = {"field": [FieldCard("BSS04-073", cores=2, soul=soul), FieldCard("TK-ANTMAN")],
          "soul": None if soul else "trash"}
    state = build(position(0, "attack", p0, {}))
    do(state, C.attack(0))
    resolve(state)
    assert field(state, 0)[1]["cores"] == 1 + int(soul)


# -- BSS04-069 Divine Bird Tokiwa ------------------------------------------------------------------------
@pytest.mark.parametrize(("payer", "fires"), [("BSS04-071", True), ("BSS04-072", False)])
def test_bss04_069_ascend_from_cost_7_exhausts_every_opposing_spirit(build, payer, fires):
    """Ascended with Mother Meadowbird (treated as costing 7 while paying): every opposing Spirit is exhausted;
    with Ostraura (cost 3) nothing happens."""
    p0 = {"hand": ["BSS04-069"], "reserve": 9, "field": [FieldCard(payer, cores=2)]}
    p1 = {"field": [FieldCard(GOLEM), FieldCard(BRONTECH)]}
    state = build(position(0, "main", p0, p1))
    do(state, C.use_hand(0))
    choose(state, payer)
    pay_and_place(state)
    resolve(state)
    assert [f["exhausted"] for f in field(state, 1).values()] == ([1, 1] if fires else [0, 0])


@pytest.mark.parametrize(("hand", "drawn"), [(["BSS04-070", FILLER], 3), ([FILLER, MUMMY], 0)])
def test_bss04_069_lv2_attack_discards_the_hand_and_draws_to_match(build, hand, drawn):
    """Lv2 attack: the whole hand goes; with a Preybird among it, draw up to the opponent's three cards."""
    p0 = {"field": [FieldCard("BSS04-069", cores=3)], "hand": hand, "deck": DECK}
    state = build(position(0, "attack", p0, {"hand": [FILLER] * 3}))
    do(state, C.attack(0))
    do(state, C.CONFIRM)
    resolve(state)
    assert sorted(trash_ids(state, 0)) == sorted(hand) and len(hand_ids(state, 0)) == drawn
