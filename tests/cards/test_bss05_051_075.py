"""BSS05 cards 051-075, in card-number order, on both engines (``build`` fixture): each test plays the card's
effect from a position and checks what its text says (conditional effects also get a case where the condition
fails). The cards with no effect text are tested in test_bss05_001_025.py."""

from __future__ import annotations

import pytest
from card_helpers import attack_and_resolve, cards, deck_ids, do, exhausted, pass_flashes, position
from cards_shared import (
    ANTMAN_TK,
    BIG,
    ZMEITZA,
    answer_all,
    astral_attacker,
    blocks_astral,
    choose,
    falls_blocking,
    option_cards,
    pay_with_soul,
    place_all,
    their_turn,
)
from conftest import bp, field, hand_ids, legal, pay_and_place, pending, player, trash_ids, use_magic, with_db
from pool_cards import ANTMAN, BRONTECH, DROWSY_FUMES, GOLEM, RAINEEDLE, SWORD, life

from pybs import codec as C
from pybs.effects.script import Mod, Who
from pybs.layout import Decision
from pybs.testing import FieldCard

DECK = ["ST01-005", "ST01-009", "ST01-011", "ST01-001", "ST01-004"]
MECHA_LEAF = "TK-MECHA-LEAF"
RYUSEI = "BSS05-011"  # a Surveyor, 2000 BP at 1 core




def armored(build, card_id: str, cores: int) -> bool:
    """The opponent summons Grave Megalo (red and purple: "an opposing Spirit loses all but one core"); True when
    ``card_id`` may not be picked (Armor of red or purple) while Raineedle may."""
    s = build(their_turn(step="main", p0={"field": [FieldCard(card_id, cores=cores), FieldCard(RAINEEDLE)]},
                         p1={"hand": ["BSS05-013"], "reserve": 9}))
    do(s, C.use_hand(0))
    pay_and_place(s)
    assert RAINEEDLE in option_cards(s)
    return card_id not in option_cards(s)


def swift_in_their_attack(build, card_id: str) -> bool:
    """True when ``card_id`` may be summoned from hand in the opponent's battle Flash timing (Swift)."""
    s = build(their_turn(step="attack", p0={"hand": [card_id], "reserve": 9}, p1={"field": [FieldCard(BRONTECH)]}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.FLASH, 0)
    return C.use_hand(0) in legal(s)


# -- BSS05-051 Late-Working Fairy ------------------------------------------------------------------------
@pytest.mark.parametrize(("luster", "gained"), [(True, 0), (False, 1)])
def test_bss05_051_summon_picks_luster_or_blessed(build, luster, gained):
    s = build(position(0, "main", {"hand": ["BSS05-051"], "reserve": 5, "life": 3}, {}))
    do(s, C.use_hand(0))
    pay_and_place(s)
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.CONFIRM if luster else C.PASS)
    do(s, C.PASS)
    attack_and_resolve(s, 0)
    assert life(s, 1) == 4 and life(s, 0) == 3 + gained  # Blessed adds one; Luster does not


# -- BSS05-052 Jugmech Sadal Aquarius --------------------------------------------------------------------
def test_bss05_052_refreshes_as_the_opponents_attack_step_starts(build):
    s = build(their_turn(step="main", p0={"field": [FieldCard("BSS05-052", exhausted=True)]},
                         p1={"field": [FieldCard(BRONTECH)]}))
    do(s, C.PASS)
    answer_all(s, True)
    assert exhausted(s, 0)[0] == 0


@pytest.mark.parametrize(("cores", "kept"), [(3, True), (1, False)])
def test_bss05_052_lv2_lightguiders_survive_opposing_spirit_effects(build, cores, kept):
    p0 = {"field": [FieldCard("BSS05-052", cores=cores), FieldCard("BSS05-018")]}
    s = build(their_turn(step="attack", p0=p0, p1={"field": [FieldCard(ZMEITZA, cores=3)]}))
    do(s, C.attack(0))
    choose(s, "BSS05-018")
    assert ("BSS05-018" in cards(s, 0)) is kept


def test_bss05_052_lv3_returns_every_spirit_of_the_chosen_cost(build):
    p0 = {"field": [FieldCard("BSS05-052", cores=6), FieldCard(RAINEEDLE)]}
    s = build(position(0, "attack", p0, {"field": [FieldCard(RAINEEDLE), FieldCard(BIG)]}))
    do(s, C.attack(0))
    choose(s, RAINEEDLE, 0)
    assert hand_ids(s, 0) == [RAINEEDLE] and hand_ids(s, 1) == [RAINEEDLE]
    assert cards(s, 1) == [BIG]


# -- BSS05-053 Phantasmal Mechtroop Holo Sentinel --------------------------------------------------------
@pytest.mark.parametrize("soul", [True, False])
def test_bss05_053_soul_paid_summon_sends_a_spirit_under_the_deck(build, soul):
    p0 = {"hand": ["BSS05-053"], "reserve": 7, "soul": "reserve"}
    s = build(position(0, "main", p0, {"field": [FieldCard(BIG)], "deck": DECK}))
    do(s, C.use_hand(0))
    pay_with_soul(s, soul)
    answer_all(s, True)
    assert (deck_ids(s, 1)[-1] == BIG) is soul
    assert (cards(s, 1) == []) is soul


def test_bss05_053_lv2_astral_in_the_opponents_turn(build):
    assert blocks_astral(build, "BSS05-053", 4) and not blocks_astral(build, "BSS05-053", 1)


# -- BSS05-054 Lantern Marionette ------------------------------------------------------------------------
def test_bss05_054_armor_and_astral_in_the_opponents_turn(build):
    assert armored(build, "BSS05-054", 1) and not armored(build, BRONTECH, 1)
    assert blocks_astral(build, "BSS05-054", 1)


# -- BSS05-055 Dummy Mammoth -----------------------------------------------------------------------------
def test_bss05_055_astral_in_the_opponents_turn_only(build):
    assert blocks_astral(build, "BSS05-055", 1)
    assert not astral_attacker(build, "BSS05-055", 1)


# -- BSS05-056 Hyperdimensional Diva Valkyrie Lyra -------------------------------------------------------
def test_bss05_056_armor(build):
    assert armored(build, "BSS05-056", 1)


@pytest.mark.parametrize(("cores", "soul", "blocks"), [(3, True, True), (3, False, False), (1, True, False)])
def test_bss05_056_lv2_soul_ice_princesses_block_exhausted(build, cores, soul, blocks):
    p0 = {"field": [FieldCard("BSS05-056", cores=cores, soul=soul, exhausted=True)],
          "soul": None if soul else "trash"}
    s = build(their_turn(step="attack", p0=p0, p1={"field": [FieldCard(BRONTECH)]}))
    do(s, C.attack(0))
    pass_flashes(s)
    assert (C.block(0) in legal(s)) is blocks


# -- BSS05-057 Silver Goddess Arianrhod ------------------------------------------------------------------
@pytest.mark.parametrize("green", [True, False])
def test_bss05_057_destroyed_by_the_opponent_bounces_and_chains_a_token(build, green):
    p0 = {"field": [FieldCard(ANTMAN if green else GOLEM)], "reserve": 1}
    s = falls_blocking(build, "BSS05-057", p0=p0)
    choose(s, BRONTECH)
    place_all(s)
    assert hand_ids(s, 1) == [BRONTECH]
    assert (MECHA_LEAF in cards(s, 0)) is green


# -- BSS05-058 Kunziraffe --------------------------------------------------------------------------------
def test_bss05_058_armor(build):
    assert armored(build, "BSS05-058", 1)


# -- BSS05-059 Mechannoneer Macclir ----------------------------------------------------------------------
def test_bss05_059_armor(build):
    assert armored(build, "BSS05-059", 1)


# -- BSS05-062 Nega Cerberus -----------------------------------------------------------------------------
@pytest.mark.parametrize("yellow", [True, False])
def test_bss05_062_destroyed_shields_life_from_small_attackers(build, yellow):
    p0 = {"field": [FieldCard(SWORD if yellow else GOLEM, exhausted=True)]}
    p1 = {"field": [FieldCard(BIG)]}
    s = falls_blocking(build, "BSS05-062", p0=p0, p1=p1)
    answer_all(s, False)
    assert bp(s, 1, 0) == (6000 if yellow else 8000)  # Chain Yellow: -2000 for the Brontech
    attack_and_resolve(s, 1)  # Mummyphant, 3000 BP or less: no Life taken
    assert life(s, 0) == 5


def test_bss05_062_bigger_attackers_still_hit(build):
    s = falls_blocking(build, "BSS05-062", p1={"field": [FieldCard(BRONTECH)]})
    attack_and_resolve(s, 1)  # a 5000-BP Brontech
    assert life(s, 0) == 4


# -- BSS05-063 Surveyor Fang -----------------------------------------------------------------------------
@pytest.mark.parametrize(("cores", "kept"), [(2, True), (1, False)])
def test_bss05_063_lv2_surveyors_survive_opposing_spirit_effects(build, cores, kept):
    p0 = {"field": [FieldCard("BSS05-063", cores=cores), FieldCard(RYUSEI)]}
    s = build(their_turn(step="attack", p0=p0, p1={"field": [FieldCard(ZMEITZA, cores=3)]}))
    do(s, C.attack(0))
    choose(s, RYUSEI)
    assert (RYUSEI in cards(s, 0)) is kept


# -- BSS05-064 Sacred Tree Mistletein --------------------------------------------------------------------
def test_bss05_064_ascends_with_a_token_and_brings_two_tokens_with_void_cores(build):
    p0 = {"field": [FieldCard(ANTMAN_TK)], "hand": ["BSS05-064"], "reserve": 12}
    s = build(position(0, "main", p0, {}))
    do(s, C.use_hand(0))
    place_all(s)
    answer_all(s, True)
    place_all(s)
    leaves = [f for f in field(s, 0).values() if f["card"] == MECHA_LEAF]
    assert len(leaves) == 2 and all(f["cores"] == 2 for f in leaves)


def test_bss05_064_cannot_be_summoned_without_a_token(build):
    s = build(position(0, "main", {"field": [FieldCard(GOLEM)], "hand": ["BSS05-064"], "reserve": 12}, {}))
    assert C.use_hand(0) not in legal(s)


@pytest.mark.parametrize(("cores", "bounces"), [(4, True), (1, False)])
def test_bss05_064_lv2_a_fallen_token_bounces_a_spirit(build, cores, bounces):
    p0 = {"field": [FieldCard(MECHA_LEAF), FieldCard("BSS05-064", cores=cores)]}
    s = build(position(0, "attack", p0, {"field": [FieldCard(BRONTECH, cores=3)]}))
    attack_and_resolve(s, 0, blocker=0)
    answer_all(s, True)
    assert (hand_ids(s, 1) == [BRONTECH]) is bounces


# -- BSS05-065 Greenbot ----------------------------------------------------------------------------------
@pytest.mark.parametrize("soul", [True, False])
def test_bss05_065_with_the_soul_core_a_fallen_ally_brings_a_token(build, soul):
    p0 = {"field": [FieldCard("BSS05-065", soul=soul)], "reserve": 1, "soul": None if soul else "trash"}
    s = falls_blocking(build, GOLEM, p0=p0)
    if soul:
        assert pending(s) == (Decision.YES_NO, 0)
        do(s, C.CONFIRM)
        place_all(s)
    assert (MECHA_LEAF in cards(s, 0)) is soul


# -- BSS05-066 Sacred Tree Priestess Azuma ---------------------------------------------------------------
@pytest.mark.parametrize("token", [False, True])
def test_bss05_066_lv2_a_token_when_you_have_none(build, token):
    field0 = [FieldCard("BSS05-066", cores=3)] + ([FieldCard(ANTMAN_TK)] if token else [])
    s = build(position(0, "main", {"field": field0, "reserve": 1}, {}))
    do(s, C.PASS)
    if not token:
        assert pending(s) == (Decision.YES_NO, 0)
        do(s, C.CONFIRM)
        place_all(s)
    assert (MECHA_LEAF in cards(s, 0)) is not token
    assert pending(s) == (Decision.ATTACK, 0)


@pytest.mark.parametrize(("sacrifice", "lost"), [(True, 2), (False, 1)])
def test_bss05_066_lv3_a_destroyed_token_adds_a_green_symbol(build, sacrifice, lost):
    s = build(position(0, "attack", {"field": [FieldCard("BSS05-066", cores=5), FieldCard(ANTMAN_TK)]}, {}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.CONFIRM if sacrifice else C.PASS)
    answer_all(s, True)
    pass_flashes(s)
    if pending(s)[0] == Decision.BLOCK:
        do(s, C.PASS)
    pass_flashes(s)
    assert life(s, 1) == 5 - lost


# -- BSS05-067 Tundra Forager Ptarmigan ------------------------------------------------------------------
def test_bss05_067_swift_and_lv2_armor(build):
    assert swift_in_their_attack(build, "BSS05-067") and not swift_in_their_attack(build, GOLEM)
    assert armored(build, "BSS05-067", 3) and not armored(build, "BSS05-067", 1)


# -- BSS05-069 Eldtree Caretaker Lindel ------------------------------------------------------------------
def test_bss05_069_summon_puts_a_void_core_in_your_trash(build):
    s = build(position(0, "main", {"hand": ["BSS05-069"], "reserve": 4}, {}))
    do(s, C.use_hand(0))
    pay_and_place(s)
    assert int(player(s, 0)["trash_cores"]) == 4  # the three paid and the Void core
    assert blocks_astral(build, "BSS05-069", 1)


# -- BSS05-070 Clone Artist Gatagiri ---------------------------------------------------------------------
def test_bss05_070_summon_brings_an_antman_token(build):
    s = build(position(0, "main", {"hand": ["BSS05-070"], "reserve": 7}, {}))
    do(s, C.use_hand(0))
    place_all(s)
    assert cards(s, 0) == ["BSS05-070", ANTMAN_TK]
    assert blocks_astral(build, "BSS05-070", 1)


# -- BSS05-071 Great Sky Shadow --------------------------------------------------------------------------
def test_bss05_071_swift_and_astral_in_the_opponents_turn(build):
    assert swift_in_their_attack(build, "BSS05-071")
    assert blocks_astral(build, "BSS05-071", 1) and not astral_attacker(build, "BSS05-071", 1)


# -- BSS05-072 Sword Saint Hermit Jiraiya ----------------------------------------------------------------
@pytest.mark.parametrize(("soul", "discarded"), [(True, 1), (False, 0)])
def test_bss05_072_an_opposing_effect_ending_the_attack_step_costs_a_card(build, scripted, soul, discarded):
    db = scripted({DROWSY_FUMES: lambda c: c.magic(main=True, flash=True).player_mod(Mod.END_ATTACK_STEP,
                                                                                     who=Who.OPPONENT)})
    p0 = {"field": [FieldCard("BSS05-072", soul=soul), FieldCard(GOLEM)], "deck": DECK,
          "soul": None if soul else "trash"}
    s = build(with_db(position(0, "attack", p0, {"hand": [DROWSY_FUMES, BRONTECH], "reserve": 2}, auto=True), db))
    do(s, C.attack(1))
    use_magic(s, 0)
    while pending(s)[0] in (Decision.FLASH, Decision.BLOCK, Decision.CHOOSE):
        s.apply(C.PASS if C.PASS in legal(s) else legal(s)[0])
    assert len(trash_ids(s, 1)) == 1 + discarded


def test_bss05_072_lv2_attack_gains_a_void_core(build):
    s = build(position(0, "attack", {"field": [FieldCard("BSS05-072", cores=3)], "reserve": 0}, {}))
    do(s, C.attack(0))
    assert int(player(s, 0)["reserve"]) == 1


# -- BSS05-073 Shinobi Harrier ---------------------------------------------------------------------------
def test_bss05_073_swift(build):
    assert swift_in_their_attack(build, "BSS05-073")


# -- BSS05-075 Emerald Swordfighter Lemurite -------------------------------------------------------------
def test_bss05_075_gale_2(build):
    p1 = {"field": [FieldCard(BIG, cores=3), FieldCard(RAINEEDLE), FieldCard(GOLEM), FieldCard(ANTMAN)]}
    s = build(position(0, "attack", {"field": [FieldCard("BSS05-075")]}, p1))
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.block(0))
    while pending(s) == (Decision.CHOOSE, 1):
        do(s, legal(s)[0] if legal(s)[0] != C.PASS else legal(s)[1])
    assert sum(exhausted(s, 1).values()) == 3  # the blocker and two more
