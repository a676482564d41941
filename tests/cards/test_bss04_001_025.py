"""BSS04 cards 001-025, in card-number order, on both engines (``build`` fixture): each test plays the card's
effect from a position and checks what its text says (conditional effects also get a case where the condition
fails)."""

from __future__ import annotations

import pytest
from card_helpers import check_vanilla, do, pass_flashes, position
from cards_shared import (
    DECK,
    DEMO_BONES,
    FILLER,
    SIEGWURM,
    answer_all,
    attack_and_pass,
    choose,
    option_cards,
    pay_with_soul,
)
from conftest import bp, field, hand_ids, legal, pay_and_place, pending, player, trash_ids
from pool_cards import BRONTECH, GOLEM

from pybs import codec as C
from pybs.carddb import load_default
from pybs.layout import Decision
from pybs.testing import FieldCard

VANILLA = ["BSS04-003", "BSS04-006", "BSS04-010", "BSS04-014", "BSS04-015", "BSS04-017", "BSS04-021",
           "BSS04-027", "BSS04-030", "BSS04-031", "BSS04-033", "BSS04-034", "BSS04-037", "BSS04-038",
           "BSS04-042", "BSS04-046", "BSS04-047", "BSS04-049", "BSS04-060", "BSS04-061", "BSS04-065",
           "BSS04-066", "BSS04-067", "BSS04-068", "BSS04-075", "BSS04-079", "BSS04-080", "BSS04-081",
           "BSS04-083", "BSS04-084", "BSS04-085", "BSS04-096", "BSS04-099", "BSS04-100", "BSS04-101",
           "BSS04-103"]  # fmt: skip
ANKYLO = "BSS01-011"  # red vanilla Terrasaur, cost 4, one red symbol
APATO = "BSS04-009"  # red Terrasaur, cost 6, two red symbols, Lv1 5000 BP (Ascend only)
SKORD = "BSS04-006"  # red vanilla Ancient Dragon, cost 5, 5000 BP
GLASSBEAR = "ST03-005"  # white: when it blocks holding the Soul Core, it gains a Void core
MUMMY = "ST02-006"  # purple vanilla Undead, cost 4
DREAM_BOMB = "ST03-015"  # white Magic: Main, return an opposing Spirit to its hand


def resolve(state) -> None:
    """Answer every pending effect decision with its first offer (yes to every "may")."""
    answer_all(state, True)


# -- cards with no effect text ---------------------------------------------------------------------------
@pytest.mark.parametrize("card_id", VANILLA)
def test_bss04_vanilla_cards_do_nothing(build, card_id):
    """Cards with no effect text: summoning and attacking ask nothing and change nothing else."""
    check_vanilla(build, card_id, reduction=int("white" in load_default()[card_id].reduction))


@pytest.mark.parametrize("card_id", ["BSS04-009", "BSS04-024", "BSS04-041", "BSS04-063", "BSS04-074", "BSS04-093"])
@pytest.mark.parametrize("payer", [SIEGWURM, DEMO_BONES])
def test_bss04_ascend_4_cards(build, card_id, payer):
    """Ascend 4 (R18.2): summoned only by moving every core of a Spirit of yours costing 4 or more to the Reserve;
    a cost-1 Spirit cannot pay it, so the card cannot be used."""
    p0 = {"hand": [card_id], "reserve": 9, "field": [FieldCard(payer, cores=2)]}
    state = build(position(0, "main", p0, {}))
    if payer == DEMO_BONES:
        assert C.use_hand(0) not in legal(state)
        return
    do(state, C.use_hand(0))
    choose(state, payer)
    pay_and_place(state)
    assert [f["card"] for f in field(state, 0).values()] == [card_id] and payer in trash_ids(state, 0)


# -- BSS04-001 Rage Star Dragon Siegwurm Ira -------------------------------------------------------------
@pytest.mark.parametrize(("payer", "fires"), [(SIEGWURM, True), (ANKYLO, False)])
def test_bss04_001_ascend_from_cost_6_destroys_one_symbol_spirits_and_draws(build, payer, fires):
    """Ascended with a cost-6 Spirit: every Spirit with one symbol (its owner's Raineedle too) is destroyed and a
    card drawn per Spirit destroyed; the two-symbol Apato stays. Ascended with a cost-4 Spirit: nothing."""
    p0 = {"hand": ["BSS04-001"], "reserve": 9, "deck": DECK,
          "field": [FieldCard(payer, cores=3), FieldCard(FILLER)]}
    p1 = {"field": [FieldCard(DEMO_BONES), FieldCard(DEMO_BONES), FieldCard(APATO)]}
    state = build(position(0, "main", p0, p1))
    do(state, C.use_hand(0))
    choose(state, payer)
    pay_and_place(state)
    resolve(state)
    if fires:
        assert [f["card"] for f in field(state, 1).values()] == [APATO]
        assert FILLER in trash_ids(state, 0) and len(hand_ids(state, 0)) == 3
    else:
        assert len(field(state, 1)) == 3 and hand_ids(state, 0) == []


def test_bss04_001_lv3_gives_two_symbol_spirits_10000_in_your_attack_step(build):
    p0 = {"field": [FieldCard("BSS04-001", cores=5), FieldCard(APATO), FieldCard(FILLER)]}
    main = build(position(0, "main", p0, {}))
    assert bp(main, 0, 1) == 5000
    attack = build(position(0, "attack", p0, {}))
    assert (bp(attack, 0, 0), bp(attack, 0, 1), bp(attack, 0, 2)) == (23000, 15000, 1000)
    low = build(position(0, "attack", {"field": [FieldCard("BSS04-001", cores=3), FieldCard(APATO)]}, {}))
    assert bp(low, 0, 1) == 5000


# -- BSS04-002 Dustwyrm Drought Dragon -------------------------------------------------------------------
@pytest.mark.parametrize(("life", "cost"), [(3, 3), (4, 8)])
def test_bss04_002_costs_less_every_reduction_at_3_life(build, life, cost):
    state = build(position(0, "main", {"hand": ["BSS04-002"], "reserve": 9, "life": life}, {}))
    do(state, C.use_hand(0))
    assert int(state.record()["use_cost_left"]) == cost


def test_bss04_002_summon_destroys_a_5000_bp_spirit(build):
    p1 = {"field": [FieldCard(BRONTECH), FieldCard(BRONTECH, cores=3)]}
    state = build(position(0, "main", {"hand": ["BSS04-002"], "reserve": 4, "life": 2}, p1))
    do(state, C.use_hand(0))
    pay_and_place(state)
    assert pending(state) == (Decision.CHOOSE, 0) and len(option_cards(state)) == 1  # 5000 BP; not 8000
    resolve(state)
    assert trash_ids(state, 1) == [BRONTECH] and len(field(state, 1)) == 1
    assert C.awaken(0) in legal(build(position(0, "main", {"field": [FieldCard("BSS04-002"), FieldCard(FILLER, 2)]})))


# -- BSS04-004 Dracopheasant -----------------------------------------------------------------------------
@pytest.mark.parametrize(("cores", "attacker", "silenced"), [(3, SKORD, True), (1, SKORD, False),
                                                             (3, FILLER, False)])
def test_bss04_004_silences_when_blocks_against_ancient_dragons(build, cores, attacker, silenced):
    """Lv2: Glassbear blocking the Ancient Dragon Skord Gron gains no core from its When Blocks effect; at Lv1, or
    against a Star Dragon, it does."""
    p0 = {"field": [FieldCard(attacker), FieldCard("BSS04-004", cores=cores)]}
    p1 = {"field": [FieldCard(GLASSBEAR, soul=True)], "soul": None}
    state = build(position(0, "attack", p0, p1))
    attack_and_pass(state, 0)
    do(state, C.block(0))
    assert field(state, 1)[0]["cores"] == (2 if silenced else 3)  # the Soul Core and a normal core, + 1


# -- BSS04-005 Gray, Servant of Siegwurm -----------------------------------------------------------------
@pytest.mark.parametrize(("soul", "cost"), [(True, 1), (False, 5)])
def test_bss04_005_soul_paid_makes_the_next_red_ascend_card_cost_life(build, soul, cost):
    """Paid with the Soul Core: Apato (red, Ascend) costs the Life total 2, less Gray's red symbol (R7.5)."""
    p0 = {"hand": ["BSS04-005", APATO], "reserve": 14, "life": 2, "soul": "reserve", "deck": DECK}
    state = build(position(0, "main", p0, {}))
    do(state, C.use_hand(0))
    pay_with_soul(state, soul)
    resolve(state)
    do(state, C.use_hand(0))
    choose(state, "BSS04-005")
    assert int(state.record()["use_cost_left"]) == cost


@pytest.mark.parametrize("cores", [5, 3])
def test_bss04_005_lv3_attack_may_destroy_a_lv1_nexus(build, cores):
    p1 = {"field": [FieldCard("ST01-012", cores=0), FieldCard("ST02-012", cores=3)]}
    state = build(position(0, "attack", {"field": [FieldCard("BSS04-005", cores=cores)]}, p1))
    do(state, C.attack(0))
    if cores == 5:
        assert option_cards(state) == ["ST01-012"]  # the Lv2 Dark Grail is not offered
        choose(state, "ST01-012")
    assert trash_ids(state, 1) == (["ST01-012"] if cores == 5 else [])


# -- BSS04-007 Horned General Tricera Warrior ------------------------------------------------------------
@pytest.mark.parametrize(("others", "active", "bp_"), [(1, 0, 7000), (2, 0, 4000), (1, 1, 4000)])
def test_bss04_007_counts_as_lv3_with_two_spirits_or_fewer_in_your_turn(build, others, active, bp_):
    p0 = {"field": [FieldCard("BSS04-007")] + [FieldCard(FILLER)] * others}
    state = build(position(active, "main", p0, {}, turn=3 + active))
    assert bp(state, 0, 0) == bp_


@pytest.mark.parametrize(("exhausted", "returned"), [(True, False), (False, True)])
def test_bss04_007_exhausted_spirits_cannot_be_returned_by_the_opponent(build, exhausted, returned):
    p0 = {"field": [FieldCard("BSS04-007"), FieldCard(FILLER, exhausted=exhausted)]}
    p1 = {"hand": [DREAM_BOMB], "reserve": 5}
    state = build(position(1, "main", p0, p1, turn=4))
    do(state, C.use_hand(0))
    if pending(state)[0] == Decision.MAGIC_EFFECT:
        state.apply(state.pending_decision().magic_effect("Main"))
    pay_and_place(state)
    if pending(state)[0] == Decision.CHOOSE:
        choose(state, FILLER)
    assert (FILLER in hand_ids(state, 0)) is returned


@pytest.mark.parametrize(("others", "confront"), [(0, True), (2, False)])
def test_bss04_007_treated_lv3_attacks_with_confront(build, others, confront):
    """Alone (two Spirits or fewer) it counts as Lv3 in your turn, so its attack has Confront; with two others it is
    Lv1 and the opponent may decline to block."""
    p0 = {"field": [FieldCard("BSS04-007")] + [FieldCard(FILLER)] * others}
    state = build(position(0, "attack", p0, {"field": [FieldCard(GOLEM)]}))
    attack_and_pass(state, 0)
    assert pending(state) == (Decision.BLOCK, 1) and (C.PASS not in legal(state)) is confront


# -- BSS04-008 Gatecrusher -------------------------------------------------------------------------------
def test_bss04_008_cannot_block_and_lv3_confront(build):
    state = build(position(1, "attack", {"field": [FieldCard("BSS04-008")]}, {"field": [FieldCard(FILLER)]},
                           turn=4))
    attack_and_pass(state, 0)
    assert C.block(0) not in legal(state)
    state = build(position(0, "attack", {"field": [FieldCard("BSS04-008", cores=5)]}, {"field": [FieldCard(FILLER)]}))
    attack_and_pass(state, 0)
    assert pending(state) == (Decision.BLOCK, 1) and C.PASS not in legal(state)


# -- BSS04-011 Thunder Dragonlord Rayblitz ---------------------------------------------------------------
@pytest.mark.parametrize(("cores", "drawn"), [(3, 1), (1, 0)])
def test_bss04_011_draws_when_an_awaken_spirit_is_blocked(build, cores, drawn):
    p0 = {"field": [FieldCard("BSS04-012"), FieldCard("BSS04-011", cores=cores)], "deck": DECK}
    state = build(position(0, "attack", p0, {"field": [FieldCard(FILLER)]}))
    assert C.awaken(0) in legal(state) or True
    attack_and_pass(state, 0)
    do(state, C.block(0))
    resolve(state)
    assert len(hand_ids(state, 0)) == drawn


def test_bss04_011_012_have_awaken(build):
    for card_id in ("BSS04-011", "BSS04-012"):
        state = build(position(0, "main", {"field": [FieldCard(card_id), FieldCard(FILLER, cores=2)]}, {}))
        assert C.awaken(0) in legal(state)


# -- BSS04-013 Precious Cub Taiga ------------------------------------------------------------------------
@pytest.mark.parametrize(("other", "drawn"), [(APATO, 1), (FILLER, 0)])
def test_bss04_013_lv2_attack_draws_with_an_ascend_spirit(build, other, drawn):
    p0 = {"field": [FieldCard("BSS04-013", cores=3), FieldCard(other)], "deck": DECK}
    state = build(position(0, "attack", p0, {}))
    do(state, C.attack(0))
    resolve(state)
    assert len(hand_ids(state, 0)) == drawn


# -- BSS04-016 Edgehog -----------------------------------------------------------------------------------
def test_bss04_016_summon_destroys_a_3000_bp_spirit(build):
    p1 = {"field": [FieldCard("ST01-011"), FieldCard(GOLEM)]}
    state = build(position(0, "main", {"hand": ["BSS04-016"], "reserve": 5}, p1))
    do(state, C.use_hand(0))
    pay_and_place(state)
    assert option_cards(state) == ["ST01-011"]
    resolve(state)
    assert trash_ids(state, 1) == ["ST01-011"]


# -- BSS04-018 Dark Dragon Knight Rixa -------------------------------------------------------------------
@pytest.mark.parametrize(("payer", "fires"), [("BSS04-019", True), ("ST02-008", False)])
def test_bss04_018_ascend_from_cost_6_takes_a_core_from_each_opposing_card(build, payer, fires):
    """Ascended with Percival (Shadow, cost 6): each opposing Spirit and Nexus loses a core to its Trash; with the
    cost-2 Shadow, nothing."""
    p0 = {"hand": ["BSS04-018"], "reserve": 9, "field": [FieldCard(payer, cores=2)]}
    p1 = {"field": [FieldCard(BRONTECH, cores=3), FieldCard("ST02-012", cores=2)]}
    state = build(position(0, "main", p0, p1))
    do(state, C.use_hand(0))
    choose(state, payer)
    pay_and_place(state)
    resolve(state)
    assert [f["cores"] for f in field(state, 1).values()] == ([2, 1] if fires else [3, 2])
    assert int(player(state, 1)["trash_cores"]) == (2 if fires else 0)


@pytest.mark.parametrize(("cost6", "summoned"), [(MUMMY, True), ("BSS04-001", False)])
def test_bss04_018_lv2_attack_summons_a_cost_6_spirit_from_the_trash(build, cost6, summoned):
    p0 = {"field": [FieldCard("BSS04-018", cores=4)], "trash": [cost6], "reserve": 2}
    state = build(position(0, "attack", p0, {}))
    do(state, C.attack(0))
    if summoned:
        choose(state, cost6)
        pay_and_place(state)
    assert (cost6 in [f["card"] for f in field(state, 0).values()]) is summoned


# -- BSS04-019 Dark Knight Percival ----------------------------------------------------------------------
@pytest.mark.parametrize("answer", [True, False])
def test_bss04_019_soul_core_summons_a_purple_cost_4_spirit_exhausted(build, answer):
    p0 = {"hand": ["BSS04-019"], "reserve": 8, "soul": "reserve", "trash": [MUMMY, "BSS04-001"]}
    state = build(position(0, "main", p0, {}))
    do(state, C.use_hand(0))
    pay_with_soul(state, False)
    assert pending(state) == (Decision.YES_NO, 0)
    do(state, C.CONFIRM if answer else C.PASS)
    if answer:
        assert option_cards(state) == [MUMMY]
        choose(state, MUMMY)
        pay_and_place(state)
        assert field(state, 0)[1]["card"] == MUMMY and field(state, 0)[1]["exhausted"]
        assert int(player(state, 0)["trash_cores"]) >= 1
    else:
        assert len(field(state, 0)) == 1


# -- BSS04-020 Warden Gargoyle ---------------------------------------------------------------------------
def test_bss04_020_summoned_from_the_trash_takes_two_cores(build):
    """Percival's Soul Core summons it from the Trash: an opposing Spirit loses two cores to its Reserve."""
    p0 = {"hand": ["BSS04-019"], "reserve": 8, "soul": "reserve", "trash": ["BSS04-020"]}
    p1 = {"field": [FieldCard(BRONTECH, cores=3)]}
    state = build(position(0, "main", p0, p1))
    do(state, C.use_hand(0))
    pay_with_soul(state, False)
    do(state, C.CONFIRM)
    choose(state, "BSS04-020")
    pay_and_place(state)
    resolve(state)
    assert field(state, 1)[0]["cores"] == 1


def test_bss04_020_summoned_from_hand_does_nothing_and_pays_ascend_as_cost_6(build):
    p1 = {"field": [FieldCard(BRONTECH, cores=3)]}
    state = build(position(0, "main", {"hand": ["BSS04-020"], "reserve": 5}, p1))
    do(state, C.use_hand(0))
    pay_and_place(state)
    assert pending(state) == (Decision.MAIN, 0) and field(state, 1)[0]["cores"] == 3
    # in the Main Step it pays Apato's Ascend 4 as a cost-6 Spirit (it costs 3)
    state = build(position(0, "main", {"hand": [APATO], "reserve": 9, "field": [FieldCard("BSS04-020", cores=2)]}))
    do(state, C.use_hand(0))
    choose(state, "BSS04-020")
    pay_and_place(state)
    assert field(state, 0)[0]["card"] == APATO and "BSS04-020" in trash_ids(state, 0)


@pytest.mark.parametrize(("payer", "fires"), [("BSS04-020", True), ("ST02-008", False)])
def test_bss04_020_paying_siegwurm_iras_ascend_counts_as_cost_6(build, payer, fires):
    """Siegwurm Ira Ascended with the cost-3 Gargoyle (treated as costing 6) sets off its cost-6 clause: the
    one-symbol Demo Bones is destroyed. Control: Rixa (Ascend: a Shadow) paid by the cost-2 Shadow Spirit, which is
    not treated as costing more: no core is taken."""
    if fires:
        p0 = {"hand": ["BSS04-001"], "reserve": 9, "field": [FieldCard(payer, cores=2)], "deck": DECK}
        state = build(position(0, "main", p0, {"field": [FieldCard(DEMO_BONES)]}))
        do(state, C.use_hand(0))
        choose(state, payer)
        pay_and_place(state)
        resolve(state)
        assert trash_ids(state, 1) == [DEMO_BONES] and len(hand_ids(state, 0)) == 1
    else:
        p0 = {"hand": ["BSS04-018"], "reserve": 9, "field": [FieldCard(payer, cores=2)]}
        state = build(position(0, "main", p0, {"field": [FieldCard(BRONTECH, cores=3)]}))
        do(state, C.use_hand(0))
        choose(state, payer)
        pay_and_place(state)
        resolve(state)
        assert field(state, 1)[0]["cores"] == 3


@pytest.mark.parametrize("payer", ["BSS04-020"])
def test_bss04_018_ascend_with_gargoyle_counts_as_cost_6(build, payer):
    """Rixa Ascended with Warden Gargoyle (a Shadow, treated as costing 6 while paying): the opposing Spirit loses a
    core to its Trash."""
    p0 = {"hand": ["BSS04-018"], "reserve": 9, "field": [FieldCard(payer, cores=2)]}
    state = build(position(0, "main", p0, {"field": [FieldCard(BRONTECH, cores=3)]}))
    do(state, C.use_hand(0))
    choose(state, payer)
    pay_and_place(state)
    resolve(state)
    assert field(state, 1)[0]["cores"] == 2


# -- BSS04-022 Mirrorcaster Ouroborsha -------------------------------------------------------------------
@pytest.mark.parametrize("answer", [True, False])
def test_bss04_022_summon_may_mill_three_to_draw(build, answer):
    deck = ["ST01-005", "ST01-009", "ST01-011", "ST01-001"]
    state = build(position(0, "main", {"hand": ["BSS04-022"], "reserve": 5, "deck": deck}, {}))
    do(state, C.use_hand(0))
    pay_and_place(state)
    do(state, C.CONFIRM if answer else C.PASS)
    assert (len(trash_ids(state, 0)), len(hand_ids(state, 0))) == ((3, 1) if answer else (0, 0))


@pytest.mark.parametrize("cursed", [True, False])
def test_bss04_022_lv2_attack_trades_a_curse_spirit(build, cursed):
    p0 = {"field": [FieldCard("BSS04-022", cores=3)] + ([FieldCard("BSS04-029")] if cursed else [])}
    p1 = {"field": [FieldCard(GOLEM), FieldCard(BRONTECH)]}
    state = build(position(0, "attack", p0, p1))
    do(state, C.attack(0))
    if not cursed:
        assert pending(state)[0] != Decision.YES_NO
        return
    do(state, C.CONFIRM)
    assert option_cards(state) == ["BSS04-029"]  # Lougar has Curse (not the attacker)
    choose(state, "BSS04-029")
    assert pending(state) == (Decision.CHOOSE, 1)  # the opponent picks which of theirs
    choose(state, BRONTECH)
    assert trash_ids(state, 0) == ["BSS04-029"] and trash_ids(state, 1) == [BRONTECH]


# -- BSS04-023 Hakuja the Wizard -------------------------------------------------------------------------
@pytest.mark.parametrize(("their_cores", "drawn"), [(1, 1), (2, 0)])
def test_bss04_023_lv2_destroyed_takes_a_core_and_draws_if_it_kills(build, their_cores, drawn):
    p0 = {"field": [FieldCard("BSS04-023", cores=3)], "deck": DECK}
    p1 = {"field": [FieldCard(BRONTECH, cores=3), FieldCard(GOLEM, cores=their_cores)]}
    state = build(position(1, "attack", p0, p1, turn=4))
    attack_and_pass(state, 0)
    do(state, C.block(0))
    pass_flashes(state)
    choose(state, GOLEM)
    resolve(state)
    assert (GOLEM in trash_ids(state, 1)) is (their_cores == 1)
    assert len(hand_ids(state, 0)) == drawn


# -- BSS04-025 Falseframe Angel Falso --------------------------------------------------------------------
def test_bss04_025_summon_strips_exhausted_spirits(build):
    p1 = {"field": [FieldCard(BRONTECH, cores=3, exhausted=True), FieldCard(GOLEM, cores=3)]}
    state = build(position(0, "main", {"hand": ["BSS04-025"], "reserve": 9}, p1))
    do(state, C.use_hand(0))
    pay_and_place(state)
    resolve(state)
    assert [f["cores"] for f in field(state, 1).values()] == [1, 3]


@pytest.mark.parametrize(("attacker", "left"), [(APATO, 1), (FILLER, 2)])
def test_bss04_025_lv2_blocker_loses_a_core_per_symbol(build, attacker, left):
    p0 = {"field": [FieldCard("BSS04-025", cores=3), FieldCard(attacker, cores=1)]}
    state = build(position(0, "attack", p0, {"field": [FieldCard(BRONTECH, cores=3)]}))
    attack_and_pass(state, 1)
    do(state, C.block(0))
    resolve(state)
    assert field(state, 1)[0]["cores"] == left
