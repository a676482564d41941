"""BSS04 cards 026-050, in card-number order, on both engines (``build`` fixture): each test plays the card's
effect from a position and checks what its text says (conditional effects also get a case where the condition
fails)."""

from __future__ import annotations

import pytest
from card_helpers import do, pass_flashes, position
from cards_shared import (
    DECK,
    DEMO_BONES,
    FILLER,
    answer_all,
    attack_and_pass,
    choose,
    choose_in,
    option_cards,
    unblocked,
)
from conftest import bp, field, hand_ids, legal, pay_and_place, pending, player, trash_ids
from pool_cards import BRONTECH, GOLEM

from pybs import codec as C
from pybs.layout import Decision
from pybs.testing import FieldCard

MUMMY = "ST02-006"  # purple vanilla Undead, cost 4
CAT_SITH = "ST04-002"  # yellow vanilla Fabled Beast, cost 3
AXE_ANGEL = "ST04-007"  # yellow vanilla Angel, cost 2, 1000 BP
DROWSY = "ST04-016"  # yellow Magic, cost 2
APATO = "BSS04-009"  # red, Ascend 4, cost 6


def resolve(state) -> None:
    answer_all(state, True)


# -- BSS04-026 Voidlord Corpse Morsdemon -----------------------------------------------------------------
@pytest.mark.parametrize(("hand", "drawn"), [([MUMMY], True), ([FILLER], False)])
def test_bss04_026_may_discard_an_undead_to_draw(build, hand, drawn):
    state = build(position(0, "main", {"hand": ["BSS04-026"] + hand, "reserve": 5, "deck": DECK}, {}))
    do(state, C.use_hand(0))
    pay_and_place(state)
    if drawn:
        assert pending(state) == (Decision.CHOOSE, 0) and C.PASS in legal(state)
        choose(state, MUMMY)
        assert trash_ids(state, 0) == [MUMMY] and hand_ids(state, 0) == [DECK[0]]
    else:
        assert pending(state) == (Decision.MAIN, 0) and hand_ids(state, 0) == [FILLER]


# -- BSS04-028 Darkness Count ----------------------------------------------------------------------------
@pytest.mark.parametrize(("victim", "taken"), [("BSS04-029", True), (DEMO_BONES, False)])
def test_bss04_028_curse_spirit_destroyed_in_their_turn_takes_a_core(build, victim, taken):
    """Lougar (Curse) falls blocking: an opposing Spirit loses a core; a vanilla blocker's fall does nothing."""
    p0 = {"field": [FieldCard(victim), FieldCard("BSS04-028")]}
    p1 = {"field": [FieldCard(BRONTECH, cores=3)]}
    state = build(position(1, "attack", p0, p1, turn=4))
    attack_and_pass(state, 0)
    do(state, C.block(0))
    pass_flashes(state)
    resolve(state)
    assert field(state, 1)[0]["cores"] == (2 if taken else 3)


def test_bss04_028_lv2_attack_leaves_one_core(build):
    p1 = {"field": [FieldCard(BRONTECH, cores=4)]}
    state = build(position(0, "attack", {"field": [FieldCard("BSS04-028", cores=3)]}, p1))
    do(state, C.attack(0))
    resolve(state)
    assert field(state, 1)[0]["cores"] == 1


# -- BSS04-029 Wolfknight Lougar -------------------------------------------------------------------------
@pytest.mark.parametrize(("cores", "cursed"), [(1, True), (3, True)])
def test_bss04_029_curse_destroys_its_blocker(build, cores, cursed):
    state = build(position(0, "attack", {"field": [FieldCard("BSS04-029", cores=cores)]},
                           {"field": [FieldCard(BRONTECH, cores=3)]}))
    attack_and_pass(state, 0)
    do(state, C.block(0))
    pass_flashes(state)
    resolve(state)
    assert (BRONTECH in trash_ids(state, 1)) is cursed


# -- BSS04-032 Crowcat -----------------------------------------------------------------------------------
@pytest.mark.parametrize(("fallen", "offered"), [("BSS04-001", True), (FILLER, False)])
def test_bss04_032_immortal_answers_a_cost_9_spirit(build, fallen, offered):
    p0 = {"field": [FieldCard(fallen, cores=1)], "trash": ["BSS04-032"], "reserve": 2}
    p1 = {"field": [FieldCard(BRONTECH, cores=3)] if fallen == FILLER else [FieldCard("BSS02-043", cores=2)]}
    state = build(position(1, "attack", p0, p1, turn=4))
    attack_and_pass(state, 0)
    do(state, C.block(0))
    pass_flashes(state)
    assert (pending(state) == (Decision.CHOOSE, 0) and option_cards(state) == ["BSS04-032"]) is offered


# -- BSS04-035 Reborn Turtle Mock Genbu ------------------------------------------------------------------
def test_bss04_035_summon_lowers_as_many_spirits_as_yellow_symbols(build):
    """Ascended with Mock Genbu's own... with a Fabled Beast: two yellow symbols (itself) allow two choices."""
    p0 = {"hand": ["BSS04-035"], "reserve": 9, "field": [FieldCard("BSS04-036", cores=2)]}
    p1 = {"field": [FieldCard(BRONTECH), FieldCard(GOLEM), FieldCard(FILLER)]}
    state = build(position(0, "main", p0, p1))
    do(state, C.use_hand(0))
    choose(state, "BSS04-036")
    pay_and_place(state)
    while pending(state)[0] == Decision.ORDER:
        do(state, C.choice(0))
    choose(state, BRONTECH)
    choose(state, GOLEM)
    assert pending(state) == (Decision.MAIN, 0)  # two yellow symbols: two picks
    assert (bp(state, 1, 0), bp(state, 1, 1), bp(state, 1, 2)) == (2000, 1000, 1000)


@pytest.mark.parametrize(("life", "blessed"), [(2, True), (3, False)])
def test_bss04_035_lv2_spirits_costing_the_life_total_have_blessed(build, life, blessed):
    """Axe Angel costs 2: with 2 Life its unblocked attack puts a Void core into Life (Blessed)."""
    p0 = {"field": [FieldCard("BSS04-035", cores=3), FieldCard(AXE_ANGEL)], "life": life}
    state = build(position(0, "attack", p0, {}))
    unblocked(state, 1)
    resolve(state)
    assert int(player(state, 0)["life"]) == life + int(blessed)


# -- BSS04-036 Perilbeast Hundun -------------------------------------------------------------------------
def test_bss04_036_destroyed_finds_a_fabled_beast(build):
    deck = [FILLER, CAT_SITH, MUMMY, BRONTECH]  # top card last: Brontech, Mummy, Cat Sith are seen
    p0 = {"field": [FieldCard("BSS04-036")], "deck": deck}
    state = build(position(1, "attack", p0, {"field": [FieldCard(BRONTECH, cores=3)]}, turn=4))
    attack_and_pass(state, 0)
    do(state, C.block(0))
    pass_flashes(state)
    choose_in(state, CAT_SITH, "revealed")
    resolve(state)
    assert hand_ids(state, 0) == [CAT_SITH]


def test_bss04_036_lv2_attack_stops_an_opposing_spirit(build):
    p1 = {"field": [FieldCard(GOLEM)]}
    state = build(position(0, "attack", {"field": [FieldCard("BSS04-036", cores=2)]}, p1))
    do(state, C.attack(0))
    resolve(state)
    pass_flashes(state)
    assert pending(state) == (Decision.BLOCK, 1) and legal(state) == [C.PASS]


# -- BSS04-039 Eat-Me Cake -------------------------------------------------------------------------------
def test_bss04_039_summon_finds_an_ascend_spirit(build):
    deck = [FILLER, APATO, MUMMY, GOLEM]
    state = build(position(0, "main", {"hand": ["BSS04-039"], "reserve": 5, "deck": deck}, {}))
    do(state, C.use_hand(0))
    pay_and_place(state)
    assert option_cards(state) == [APATO]
    choose_in(state, APATO, "revealed")
    resolve(state)
    assert hand_ids(state, 0) == [APATO]


# -- BSS04-040 Galloping Black Knight --------------------------------------------------------------------
def test_bss04_040_life_hit_weakens_a_refreshed_spirit(build):
    p0 = {"field": [FieldCard("BSS04-040"), FieldCard(FILLER)]}
    p1 = {"field": [FieldCard(GOLEM, exhausted=True), FieldCard(BRONTECH)]}
    state = build(position(0, "attack", p0, p1))
    unblocked(state, 1)
    assert option_cards(state) == [BRONTECH]
    resolve(state)
    assert bp(state, 1, 1) == 2000


# -- BSS04-044 Rearing Angel Materielle ------------------------------------------------------------------
@pytest.mark.parametrize(("attacker", "returned"), [("BSS04-037", True), ("BSS04-038", False)])
def test_bss04_044_start_step_gives_cost_2_spirits_luster(build, attacker, returned):
    """From the Start Step on, Kachi-Kachi Rabbit (cost 2) has Luster this turn: the Magic used in its battle comes
    back to the hand at its end; Kachi-Kachi Tanuki (cost 3) gets nothing."""
    p0 = {"field": [FieldCard("BSS04-044"), FieldCard(attacker)], "hand": [DROWSY], "reserve": 2, "deck": DECK}
    state = build(position(0, "start", p0, {"field": [FieldCard(GOLEM)]}, auto=True))
    while pending(state) != (Decision.MAIN, 0):
        state.apply(legal(state)[0])
    do(state, C.PASS)  # on to the Attack Step
    do(state, C.attack(1))
    while pending(state)[0] == Decision.FLASH and pending(state)[1] == 1:
        do(state, C.PASS)
    state.apply(state.pending_decision().hand_card(DROWSY))
    if pending(state)[0] == Decision.MAGIC_EFFECT:
        state.apply(state.pending_decision().magic_effect("Flash"))
    pay_and_place(state)
    resolve(state)
    pass_flashes(state)
    if pending(state)[0] == Decision.BLOCK:
        do(state, C.PASS)
    pass_flashes(state)
    resolve(state)
    assert (DROWSY in hand_ids(state, 0)) is returned


@pytest.mark.parametrize("discard", [True, False])
def test_bss04_044_lv3_attack_trades_a_cost_2_spirit_for_a_yellow_magic(build, discard):
    p0 = {"field": [FieldCard("BSS04-044", cores=4)], "hand": [AXE_ANGEL] if discard else [FILLER],
          "trash": [DROWSY]}
    state = build(position(0, "attack", p0, {}))
    do(state, C.attack(0))
    if discard:
        do(state, C.CONFIRM)
        resolve(state)
        assert hand_ids(state, 0) == [DROWSY] and AXE_ANGEL in trash_ids(state, 0)
    else:
        assert pending(state)[0] != Decision.YES_NO and hand_ids(state, 0) == [FILLER]


# -- BSS04-045 Resignation Angel Cineres -----------------------------------------------------------------
def test_bss04_045_destroyed_by_the_opponent_refreshes_cost_2_spirits(build):
    p0 = {"field": [FieldCard("BSS04-045"), FieldCard(AXE_ANGEL, exhausted=True), FieldCard(FILLER, exhausted=True)]}
    p1 = {"field": [FieldCard(BRONTECH, cores=3)]}
    state = build(position(1, "attack", p0, p1, turn=4))
    attack_and_pass(state, 0)
    do(state, C.block(0))
    pass_flashes(state)
    resolve(state)
    assert [f["exhausted"] for f in field(state, 0).values()] == [0, 1]  # Axe Angel (cost 2) only


def test_bss04_045_lv2_attack_lowers_bp(build):
    state = build(position(0, "attack", {"field": [FieldCard("BSS04-045", cores=2)]}, {"field": [FieldCard(GOLEM)]}))
    do(state, C.attack(0))
    resolve(state)
    assert bp(state, 1, 0) == 3000


# -- BSS04-048 Unbrave Leo -------------------------------------------------------------------------------
@pytest.mark.parametrize(("cores", "gained"), [(4, 1), (2, 0)])
def test_bss04_048_lv3_blessed(build, cores, gained):
    state = build(position(0, "attack", {"field": [FieldCard("BSS04-048", cores=cores)], "life": 3}, {}))
    unblocked(state, 0)
    resolve(state)
    assert int(player(state, 0)["life"]) == 3 + gained


# -- BSS04-050 Detective Pentan --------------------------------------------------------------------------
@pytest.mark.parametrize("soul", [True, False])
def test_bss04_050_lv2_destroyed_with_soul_returns_a_yellow_magic(build, soul):
    p0 = {"field": [FieldCard("BSS04-050", cores=2, soul=soul)], "trash": [DROWSY], "soul": None if soul else "trash"}
    state = build(position(1, "attack", p0, {"field": [FieldCard(BRONTECH, cores=3)]}, turn=4))
    attack_and_pass(state, 0)
    do(state, C.block(0))
    pass_flashes(state)
    resolve(state)
    assert (DROWSY in hand_ids(state, 0)) is soul


# -- BSS04-043 Angel of Life Florasera -------------------------------------------------------------------
@pytest.mark.parametrize("answer", [True, False])
def test_bss04_043_first_magic_in_an_attack_step_summons_a_cost_2_spirit(build, answer):
    deck = [FILLER, AXE_ANGEL, MUMMY, CAT_SITH, "BSS04-037"]
    p0 = {"field": [FieldCard("BSS04-043")], "hand": [DROWSY, DROWSY], "reserve": 4, "deck": deck}
    state = build(position(0, "attack", p0, {"field": [FieldCard(GOLEM)]}))
    do(state, C.attack(0), C.PASS)
    state.apply(state.pending_decision().hand_card(DROWSY))
    if pending(state)[0] == Decision.MAGIC_EFFECT:
        state.apply(state.pending_decision().magic_effect("Flash"))
    pay_and_place(state)
    while pending(state)[0] == Decision.CHOOSE and pending(state)[1] == 0 and GOLEM in option_cards(state):
        choose(state, GOLEM)
    assert pending(state) == (Decision.YES_NO, 0)
    do(state, C.CONFIRM if answer else C.PASS)
    if answer:
        assert option_cards(state) == [AXE_ANGEL]  # the only cost-2 Spirit card of the top four
        choose(state, AXE_ANGEL)
        while pending(state)[0] in (Decision.PAY, Decision.PLACE):
            pay_and_place(state)
        assert AXE_ANGEL in [f["card"] for f in field(state, 0).values()]
        assert sorted(trash_ids(state, 0)) == sorted([DROWSY, FILLER, MUMMY, CAT_SITH])
    # a second Magic this turn offers nothing
    if pending(state) == (Decision.FLASH, 0) and C.use_hand(0) in legal(state):
        state.apply(state.pending_decision().hand_card(DROWSY))
        if pending(state)[0] == Decision.MAGIC_EFFECT:
            state.apply(state.pending_decision().magic_effect("Flash"))
        pay_and_place(state)
        if pending(state)[0] == Decision.CHOOSE:
            choose(state, GOLEM)
        assert pending(state)[0] != Decision.YES_NO


@pytest.mark.parametrize(("cores", "gained"), [(4, 2), (2, 1), (1, 0)])
def test_bss04_043_lv2_attack_step_start_cores_per_luster_spirit(build, cores, gained):
    """Lv2+: at the start of your Attack Step, a normal Trash core per Spirit of yours with Luster: Mace Angel, and
    Florasera itself at Lv3; at Lv1 nothing."""
    p0 = {"field": [FieldCard("BSS04-043", cores=cores), FieldCard("BSS02-061")], "trash_cores": 5}
    state = build(position(0, "main", p0, {}))
    do(state, C.PASS)
    resolve(state)
    assert field(state, 0)[0]["cores"] == cores + gained
