"""BSS06 cards 026-050, in card-number order, on both engines (``build`` fixture): each test plays the card's
effect from a position and checks what its text says (conditional effects also get a case where the condition
fails). Rules cited: R6 (cores and levels), R7 (costs), R9 (battle), R10.5 (triggers), R13/R18 keywords (Blessed
R18.4, Luster, Armor, Feast and tokens R18.8), Link as keywords.json words it."""

from __future__ import annotations

import pytest
from bss06_low_shared import (
    ATTACKER,
    BIG,
    BLUE,
    BRONTECH,
    CHEAP,
    DECK,
    GOLEM,
    RED_NEXUS,
    YELLOW,
    astral_attacker,
    attack_linked,
    exhausted_at,
    hand_count,
    life,
    link_position,
)
from card_helpers import attack_and_resolve, cards, check_vanilla, do, pass_flashes, position
from cards_shared import (
    answer_all,
    choose,
    choose_in,
    falls_blocking,
    option_cards,
    pay_with_soul,
    their_turn,
)
from conftest import bp, field, hand_ids, legal, pay_and_place, pending, player, summon, trash_ids, with_db

from pybs import codec as C
from pybs.effects.script import anyones
from pybs.layout import Decision
from pybs.testing import FieldCard

LINK4 = "BSS06-003"  # Warlord Liu Wan: red, Link 4, cost 4
SMALL, MEDIUM = "TK-SUPSPRITE-S", "TK-SUPSPRITE-M"
SUSHI = "BSS06-107"  # Cooking! Conveyor Belt Sushi (a Magic with "Cooking" in its name)
DREAM_BOMB = "ST03-015"  # white Magic, cost 5: return an opposing Spirit to its hand
DROWSY = "ST04-016"  # yellow Magic, cost 2: an opposing Spirit -2000 BP
WANDERFAE = "ST04-010"  # Prince Pentan: yellow Wanderfae, one yellow symbol


@pytest.mark.parametrize("card_id", ["BSS06-029", "BSS06-042"])
def test_bss06_vanilla_cards_do_nothing(build, card_id):
    check_vanilla(build, card_id, reduction=int(card_id == "BSS06-029"))


# -- BSS06-026 Onmyoji Abe-no-Covenant ------------------------------------------------------------------------
@pytest.mark.parametrize("link_card", [True, False])
def test_bss06_026_discards_three_and_summons_a_link_card_free(build, link_card):
    deck = [CHEAP, CHEAP, LINK4 if link_card else BIG, CHEAP]  # top card first
    state = build(position(0, "main", {"hand": ["BSS06-026"], "reserve": 9, "deck": deck}))
    summon(state, 0)
    answer_all(state, True)
    while pending(state)[0] in (Decision.PAY, Decision.PLACE):
        do(state, C.PASS if C.PASS in legal(state) else legal(state)[0])  # free: PASS takes it without paying
    assert (LINK4 in cards(state, 0)) is link_card
    assert len(trash_ids(state, 0)) == 3 - int(link_card)


@pytest.mark.parametrize(("cores", "drawn"), [(3, 1), (1, 0)])
def test_bss06_026_lv2_draws_when_a_spirit_is_destroyed_while_it_attacks(build, cores, drawn):
    p0 = {"field": [FieldCard("BSS06-026", cores=cores)], "deck": DECK}
    state = build(position(0, "attack", p0, {"field": [FieldCard(CHEAP)]}))
    attack_and_resolve(state, 0, blocker=0)
    answer_all(state, True)
    assert CHEAP in trash_ids(state, 1) and hand_count(state) == drawn


# -- BSS06-027 Talisman Technician Maitreya -------------------------------------------------------------------
@pytest.mark.parametrize("white", [True, False])
def test_bss06_027_draws_and_chain_white_returns(build, white):
    own = [FieldCard(GOLEM)] if white else [FieldCard(CHEAP)]
    p1 = {"field": [FieldCard(BIG, cores=3), FieldCard(BRONTECH, cores=2)]}
    state = build(position(0, "main", {"hand": ["BSS06-027"], "reserve": 5, "deck": DECK, "field": own}, p1))
    summon(state, 0)
    if white:
        assert option_cards(state) == [BRONTECH]  # two cores or fewer
    answer_all(state, True)
    assert hand_count(state) == 1 and (BRONTECH in hand_ids(state, 1)) is white


# -- BSS06-028 Networked Wardmancer Hannya --------------------------------------------------------------------
@pytest.mark.parametrize("yes", [True, False])
def test_bss06_028_may_discard_a_link_card_to_draw_two(build, yes):
    state = build(position(0, "main", {"hand": ["BSS06-028", LINK4, CHEAP], "reserve": 6, "deck": DECK}))
    summon(state, 0)
    assert pending(state) == (Decision.YES_NO, 0)
    answer_all(state, yes)
    assert CHEAP in hand_ids(state, 0) and hand_count(state) == (3 if yes else 2)
    assert (LINK4 in trash_ids(state, 0)) is yes


def test_bss06_028_no_offer_without_a_link_card(build):
    state = build(position(0, "main", {"hand": ["BSS06-028", CHEAP], "reserve": 6, "deck": DECK}))
    summon(state, 0)
    assert pending(state)[0] != Decision.YES_NO and hand_count(state) == 1


@pytest.mark.parametrize(("cores", "stripped"), [(3, True), (1, False)])
def test_bss06_028_lv2_linked_strips_a_core(build, cores, stripped):
    p0 = {"field": [FieldCard("BSS06-028", cores=cores), FieldCard(LINK4)], "deck": DECK}
    state = build(position(0, "attack", p0, {"field": [FieldCard(BIG, cores=3), FieldCard(BRONTECH, cores=3)]}))
    attack_linked(state)
    while pending(state)[0] in (Decision.CHOOSE, Decision.ORDER):
        if BIG in option_cards(state):
            choose(state, BIG)
        else:
            do(state, legal(state)[0])
    assert field(state, 1)[0]["cores"] == (2 if stripped else 3)


# -- BSS06-030 Hitgirl Nagi -----------------------------------------------------------------------------------
@pytest.mark.parametrize(("target", "feast"), [(BIG, True), (BRONTECH, False)])
def test_bss06_030_minus_4000_and_feast_on_a_zero_bp_kill(build, target, feast):
    state = build(position(0, "main", {"hand": ["BSS06-030"], "reserve": 6}, {"field": [FieldCard(target)]}))
    summon(state, 0)
    answer_all(state, True)
    while pending(state)[0] in (Decision.PAY, Decision.PLACE):
        pay_and_place(state)
    assert (target in trash_ids(state, 1)) is feast
    assert (SMALL in cards(state, 0)) is feast
    if not feast:
        assert bp(state, 1, 0) == 1000


@pytest.mark.parametrize(("token", "astral"), [(True, True), (False, False)])
def test_bss06_030_lv2_astral_with_a_token(build, token, astral):
    assert astral_attacker(build, "BSS06-030", 2, **({"field": [FieldCard("BSS06-030", cores=2)]
                                                      + ([FieldCard(SMALL)] if token else [])})) is astral


# -- BSS06-031 Gamer Angel Tokiel -----------------------------------------------------------------------------
def test_bss06_031_uses_a_cooking_magic_from_the_top_seven(build, scripted):
    db = scripted({SUSHI: lambda c: (c.magic(main=True, flash=False).feast(),
                                     c.magic(main=False, flash=True).choose(anyones()).bp(2000))})
    deck = [CHEAP, SUSHI, BIG, CHEAP, BIG, CHEAP, BIG]
    state = build(with_db(position(0, "main", {"hand": ["BSS06-031"], "reserve": 9, "deck": deck + [GOLEM]}), db))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    do(state, C.choice(0))
    while pending(state)[0] in (Decision.CHOOSE, Decision.PAY, Decision.PLACE):
        do(state, legal(state)[0]) if pending(state)[0] == Decision.CHOOSE else pay_and_place(state)
    assert cards(state, 0) == ["BSS06-031", SMALL]
    assert sorted(trash_ids(state, 0)) == sorted(deck) and hand_count(state) == 0


@pytest.mark.parametrize(("cores", "minus"), [(2, True), (1, False)])
def test_bss06_031_lv2_token_attack_takes_5000_bp(build, cores, minus):
    p0 = {"field": [FieldCard("BSS06-031", cores=cores), FieldCard(SMALL)]}
    state = build(position(0, "attack", p0, {"field": [FieldCard(BRONTECH, cores=3)]}))
    do(state, C.attack(1))
    answer_all(state, True)
    assert bp(state, 1, 0) == (3000 if minus else 8000)


# -- BSS06-032 Holy Avian Thunderbird -------------------------------------------------------------------------
@pytest.mark.parametrize(("target", "refreshed"), [(BIG, True), (BRONTECH, False)])
def test_bss06_032_links_and_refreshes_the_attacker_on_a_zero_bp_kill(build, target, refreshed):
    state = link_position(build, "BSS06-032", {"field": [FieldCard(target)]})
    attack_linked(state)
    answer_all(state, True)
    assert (target in trash_ids(state, 1)) is refreshed
    assert exhausted_at(state, 0, 0) is not refreshed
    assert bp(state, 0, 0) == 6000 + 2000


# -- BSS06-033 Canis Commander Cu Sith ------------------------------------------------------------------------
def test_bss06_033_blessed(build):
    state = build(position(0, "attack", {"field": [FieldCard("BSS06-033")], "life": 3}, {}))
    attack_and_resolve(state, 0)
    answer_all(state, True)
    assert life(state, 0) == 4 and life(state, 1) == 4


@pytest.mark.parametrize(("cores", "blocker_cores", "can_block"), [(3, 3, False), (3, 1, True), (1, 3, True)])
def test_bss06_033_lv2_blessed_spirits_unblockable_by_lv2(build, cores, blocker_cores, can_block):
    p0 = {"field": [FieldCard("BSS06-033", cores=cores), FieldCard("BSS06-038")]}
    state = build(position(0, "attack", p0, {"field": [FieldCard(BIG, cores=blocker_cores)]}))
    do(state, C.attack(1))
    answer_all(state, False)
    pass_flashes(state)
    assert pending(state) == (Decision.BLOCK, 1)
    assert (C.block(0) in legal(state)) is can_block


# -- BSS06-034 Electrum Guardians -----------------------------------------------------------------------------
@pytest.mark.parametrize("chains", [True, False])
def test_bss06_034_refreshes_a_cheap_spirit_and_chains(build, chains):
    own = [FieldCard("BSS06-034"), FieldCard(CHEAP, exhausted=True), FieldCard(RED_NEXUS)]
    own += [FieldCard(BIG, exhausted=True), FieldCard(BLUE, exhausted=True)] if chains else []
    p1 = {"field": [FieldCard(BRONTECH, cores=3, exhausted=True), FieldCard(GOLEM, cores=2)]}
    state = build(position(0, "attack", {"field": own}, p1))
    do(state, C.attack(0))
    while pending(state)[0] in (Decision.CHOOSE, Decision.ORDER):
        if CHEAP in option_cards(state):
            choose(state, CHEAP)
        else:
            do(state, legal(state)[0])
    assert not exhausted_at(state, 0, 1)
    assert field(state, 1)[0]["cores"] == (2 if chains else 3) and field(state, 1)[1]["cores"] == 2
    assert field(state, 0)[2]["cores"] == (2 if chains else 1)  # the Nexus held one


# -- BSS06-035 Goldfish Gargoyle ------------------------------------------------------------------------------
def test_bss06_035_treats_an_opposing_spirit_as_lv1(build):
    state = build(position(0, "main", {"hand": ["BSS06-035"], "reserve": 4}, {"field": [FieldCard(BIG, cores=3)]}))
    assert bp(state, 1, 0) == 5000
    summon(state, 0)
    answer_all(state, True)
    assert bp(state, 1, 0) == 3000


# -- BSS06-036 Racer Pentan -----------------------------------------------------------------------------------
def test_bss06_036_summons_two_cost_2_cards_from_trash(build):
    trash = [YELLOW, "BSS06-029", CHEAP]
    state = build(position(0, "main", {"hand": ["BSS06-036"], "reserve": 8, "trash": trash}))
    summon(state, 0)
    while pending(state)[0] in (Decision.CHOOSE, Decision.PAY, Decision.PLACE):
        if pending(state)[0] == Decision.CHOOSE:
            do(state, legal(state)[0])
        else:
            pay_and_place(state)
    assert sorted(cards(state, 0)) == sorted(["BSS06-036", YELLOW, "BSS06-029"])
    assert trash_ids(state, 0) == [CHEAP]


@pytest.mark.parametrize("linked", [True, False])
def test_bss06_036_linked_spirit_gains_luster(build, linked):
    state = link_position(build, "BSS06-036")
    do(state, C.attack(0), C.CONFIRM if linked else C.PASS)
    luster = int(state.record()["luster"])
    assert luster == (int(player(state, 0)["slots"][0]["inst"]) + 1 if linked else 0)


# -- BSS06-037 / 038 Pentans ----------------------------------------------------------------------------------
@pytest.mark.parametrize(("cores", "luster"), [(2, True), (1, False)])
def test_bss06_037_lv2_luster(build, cores, luster):
    state = build(position(0, "attack", {"field": [FieldCard("BSS06-037", cores=cores)]}, {}))
    do(state, C.attack(0))
    assert (int(state.record()["luster"]) != 0) is luster


def test_bss06_038_blessed(build):
    state = build(position(0, "attack", {"field": [FieldCard("BSS06-038")], "life": 3}, {}))
    attack_and_resolve(state, 0)
    assert life(state, 0) == 4


# -- BSS06-039 Watermelonman Smash ----------------------------------------------------------------------------
@pytest.mark.parametrize("soul", [True, False])
def test_bss06_039_soul_paid_returns_a_magic(build, soul):
    p0 = {"hand": ["BSS06-039"], "reserve": 6, "soul": "reserve", "trash": [DROWSY, CHEAP]}
    state = build(position(0, "main", p0))
    state.apply(state.pending_decision().hand_card("BSS06-039"))
    pay_with_soul(state, soul)
    answer_all(state, True)
    assert (DROWSY in hand_ids(state, 0)) is soul


# -- BSS06-040 Wrestler Golem & Misaki ------------------------------------------------------------------------
def test_bss06_040_finds_a_cooking_card_in_the_top_five(build):
    deck = [GOLEM, CHEAP, SUSHI, BIG, CHEAP, BIG]  # top card first: the last Mummyphant stays
    state = build(position(0, "main", {"hand": ["BSS06-040"], "reserve": 6, "deck": deck}))
    summon(state, 0)
    choose_in(state, SUSHI, "revealed")
    answer_all(state, True)
    assert hand_ids(state, 0) == [SUSHI] and len(trash_ids(state, 0)) == 4


def test_bss06_040_without_a_cooking_card_all_five_go_to_the_trash(build):
    deck = [GOLEM, CHEAP, BIG, BIG, CHEAP, BIG]
    state = build(position(0, "main", {"hand": ["BSS06-040"], "reserve": 6, "deck": deck}))
    summon(state, 0)
    answer_all(state, True)
    assert hand_ids(state, 0) == [] and len(trash_ids(state, 0)) == 5


@pytest.mark.parametrize(("cores", "destroyed"), [(2, True), (1, False)])
def test_bss06_040_lv2_destroys_no_more_bp_than_a_token(build, cores, destroyed):
    p0 = {"field": [FieldCard("BSS06-040", cores=cores), FieldCard(MEDIUM)]}
    state = build(position(0, "attack", p0, {"field": [FieldCard(BIG), FieldCard(BRONTECH)]}))
    do(state, C.attack(0))
    if destroyed:
        assert pending(state) == (Decision.CHOOSE, 0)
        do(state, C.choice(0))  # the Medium Supsprite (3000 BP)
        assert option_cards(state) == [BIG]
    answer_all(state, True)
    assert (BIG in trash_ids(state, 1)) is destroyed and BRONTECH in cards(state, 1)
    assert MEDIUM in cards(state, 0)


# -- BSS06-041 Sushi Fairy ------------------------------------------------------------------------------------
@pytest.mark.parametrize("soul", [True, False])
def test_bss06_041_supsprite_with_the_soul_core_destroyed(build, soul):
    p0 = {"field": [FieldCard(SMALL, soul=soul), FieldCard("BSS06-041")], "soul": None if soul else "trash"}
    p1 = {"field": [FieldCard(BRONTECH, cores=3)]}
    state = build(their_turn(step="attack", p0=p0, p1=p1))
    attack_and_resolve(state, 0, blocker=0)
    answer_all(state, True)
    assert SMALL not in cards(state, 0)
    assert (BRONTECH in trash_ids(state, 1)) is soul  # 8000 BP less 10000


# -- BSS06-043 Pomelo -----------------------------------------------------------------------------------------
@pytest.mark.parametrize(("own", "paid"), [([WANDERFAE, SMALL], 4), ([YELLOW, "BSS06-038"], 5)])
def test_bss06_043_only_wanderfae_and_supsprite_symbols_reduce(build, own, paid):
    """Prince Pentan (Wanderfae, yellow) and a Small Supsprite (yellow/blue) reduce it by two; Sword Angel's
    yellow does not, Poet Pentan (a Wanderfae) does: one."""
    state = build(position(0, "main", {"hand": ["BSS06-043"], "reserve": 8,
                                       "field": [FieldCard(c) for c in own]}))
    summon(state, 0)
    assert int(player(state, 0)["reserve"]) == 8 - paid - 1


# -- BSS06-044 VR Administrator Mihotsu-hime ------------------------------------------------------------------
def test_bss06_044_reveals_four_and_keeps_a_link_card(build):
    deck = [GOLEM, CHEAP, LINK4, BIG, CHEAP]
    state = build(position(0, "main", {"hand": ["BSS06-044"], "reserve": 6, "deck": deck}))
    summon(state, 0)
    assert option_cards(state) == [LINK4]
    choose_in(state, LINK4, "revealed")
    answer_all(state, True)
    assert hand_ids(state, 0) == [LINK4] and len(trash_ids(state, 0)) == 3


def test_bss06_044_without_a_link_card_all_four_go_to_the_trash(build):
    deck = [GOLEM, CHEAP, BIG, CHEAP, LINK4]  # Liu Wan is fifth: not revealed
    state = build(position(0, "main", {"hand": ["BSS06-044"], "reserve": 6, "deck": deck}))
    summon(state, 0)
    answer_all(state, True)
    assert hand_ids(state, 0) == [] and len(trash_ids(state, 0)) == 4


@pytest.mark.parametrize(("linked", "astral"), [(True, True), (False, False)])
def test_bss06_044_lv2_astral_when_linked(build, linked, astral):
    p0 = {"field": [FieldCard("BSS06-044", cores=2), FieldCard("BSS06-049")], "deck": DECK}
    state = build(position(0, "attack", p0, {"field": [FieldCard(GOLEM, cores=3)]}))
    do(state, C.attack(0), C.CONFIRM if linked else C.PASS)
    answer_all(state, False)
    pass_flashes(state)
    assert (C.block(0) not in legal(state)) is astral


# -- BSS06-045 Virtual Diva Calista ---------------------------------------------------------------------------
@pytest.mark.parametrize("diva", [True, False])
def test_bss06_045_ice_princesses_link_regardless(build, scripted, diva):
    """An Ice Princess Link Spirit (BSS06-046 given Link 5 for the test) links to a cost-1 attacker only with the
    Diva on the field."""
    from pybs.effects.script import link_cost

    db = scripted({"BSS06-046": lambda c: c.link(link_cost(5))})
    own = [FieldCard(CHEAP), FieldCard("BSS06-046")] + ([FieldCard("BSS06-045")] if diva else [])
    state = build(with_db(position(0, "attack", {"field": own}, {}), db))
    do(state, C.attack(0))
    assert (pending(state) == (Decision.YES_NO, 0)) is diva


# -- BSS06-046 Moonlight Princess Mani ------------------------------------------------------------------------
@pytest.mark.parametrize(("linked", "can_block"), [(False, True), (True, False)])
def test_bss06_046_blocks_unlinked_attackers_while_exhausted(build, linked, can_block):
    p0 = {"field": [FieldCard("BSS06-046", exhausted=True)]}
    p1 = {"field": [FieldCard(ATTACKER), FieldCard(LINK4)], "deck": DECK}
    state = build(their_turn(step="attack", p0=p0, p1=p1))
    do(state, C.attack(0))
    if pending(state) == (Decision.YES_NO, 1):
        do(state, C.CONFIRM if linked else C.PASS)
    answer_all(state, False)
    pass_flashes(state)
    assert pending(state) == (Decision.BLOCK, 0)
    assert (C.block(0) in legal(state)) is can_block


# -- BSS06-047 Mecha Warlord Gyoten ---------------------------------------------------------------------------
def test_bss06_047_refreshes_when_blocked_while_linked(build):
    state = link_position(build, "BSS06-047", {"field": [FieldCard(BIG)]})
    attack_linked(state)
    assert exhausted_at(state, 0, 1)
    pass_flashes(state)
    do(state, C.block(0))
    assert not exhausted_at(state, 0, 1)


def test_bss06_047_unlinked_stays_exhausted(build):
    """An exhausted Gyoten cannot link, so a block does not refresh it."""
    own = [FieldCard(ATTACKER), FieldCard("BSS06-047", exhausted=True)]
    state = build(position(0, "attack", {"field": own}, {"field": [FieldCard(BIG)]}))
    do(state, C.attack(0))
    pass_flashes(state)
    do(state, C.block(0))
    assert exhausted_at(state, 0, 1)


# -- BSS06-048 Badger Panzer ----------------------------------------------------------------------------------
@pytest.mark.parametrize("chains", [True, False])
def test_bss06_048_refreshes_a_link_spirit_and_chains(build, chains):
    own = [FieldCard("BSS06-048"), FieldCard(LINK4, exhausted=True)]
    own += [FieldCard(BIG), FieldCard(YELLOW)] if chains else []
    state = build(position(0, "attack", {"field": own}, {"field": [FieldCard(CHEAP), FieldCard(GOLEM, cores=3)]}))
    do(state, C.attack(0))
    answer_all(state, True)
    assert not exhausted_at(state, 0, 1)
    pass_flashes(state)
    assert pending(state) == (Decision.BLOCK, 1)
    assert (C.block(0) in legal(state)) is not chains  # the Lv1 Raineedle
    do(state, C.block(1))  # the Lv2 Golem (7000 BP) blocks and wins; Curse takes it along with Chain Purple
    pass_flashes(state)
    answer_all(state, True)
    assert (GOLEM in trash_ids(state, 1)) is chains


# -- BSS06-049 Yakmobile --------------------------------------------------------------------------------------
def test_bss06_049_returns_a_5000_bp_spirit(build):
    p1 = {"field": [FieldCard(BRONTECH), FieldCard(BRONTECH, cores=3)]}
    state = build(position(0, "main", {"hand": ["BSS06-049"], "reserve": 5}, p1))
    summon(state, 0)
    answer_all(state, True)
    assert hand_ids(state, 1) == [BRONTECH] and len(field(state, 1)) == 1


@pytest.mark.parametrize("linked", [True, False])
def test_bss06_049_linked_spirit_gains_white_armor(build, linked):
    """Armor white: the opponent's white Dream Bomb cannot select the linked attacker in the battle's Flash."""
    state = link_position(build, "BSS06-049", {"hand": [DREAM_BOMB], "reserve": 5, "field": [FieldCard(BIG)]})
    do(state, C.attack(0), C.CONFIRM if linked else C.PASS)
    answer_all(state, True)
    assert pending(state) == (Decision.FLASH, 1)
    do(state, C.use_hand(0))
    if pending(state)[0] == Decision.MAGIC_EFFECT:
        state.apply(state.pending_decision().magic_effect("Flash"))
    pay_and_place(state)
    answer_all(state, True)
    assert (ATTACKER in cards(state, 0)) is linked


# -- BSS06-050 Dark Bison -------------------------------------------------------------------------------------
@pytest.mark.parametrize(("hand", "summoned"), [([LINK4], True), (["BSS06-002"], False)])
def test_bss06_050_destroyed_summons_a_cheap_link_card_from_hand(build, hand, summoned):
    state = falls_blocking(build, "BSS06-050", p0={"hand": hand})
    answer_all(state, True)
    while pending(state)[0] in (Decision.PAY, Decision.PLACE):
        do(state, C.PASS if C.PASS in legal(state) else legal(state)[0])
    assert (hand[0] in cards(state, 0)) is summoned

