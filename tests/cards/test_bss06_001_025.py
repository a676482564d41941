"""BSS06 cards 001-025, in card-number order, on both engines (``build`` fixture): each test plays the card's
effect from a position and checks what its text says (conditional effects also get a case where the condition
fails). Rules cited: R6 (cores and levels), R7 (costs), R9 (battle), R10.5 (triggers), R18 (keywords: Ascend
R18.2, Immortal R18.3, Blessed R18.4, Confront R18.10), Link and Agile as keywords.json words them."""

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
    GREEN,
    RED_NEXUS,
    astral_attacker,
    attack_linked,
    blocks_astral,
    exhausted_at,
    hand_count,
    life,
    link_position,
    must_block,
)
from card_helpers import attack_and_resolve, cards, check_vanilla, deck_ids, do, pass_flashes, position
from cards_shared import answer_all, choose, falls_blocking, option_cards, their_turn
from conftest import bp, field, hand_ids, legal, pay_and_place, pending, player, summon, trash_ids

from pybs import codec as C
from pybs.layout import Decision
from pybs.testing import FieldCard

SKYBINDER = "BSS06-005"  # Spirit Mount Black Beauty: a red Skybinder, cost 5, one symbol
HYADES = "BSS06-015"  # red and green vanilla, two symbols
LINK4 = "BSS06-003"  # Warlord Liu Wan: Link 4


@pytest.mark.parametrize("card_id", ["BSS06-015"])
def test_bss06_vanilla_cards_do_nothing(build, card_id):
    check_vanilla(build, card_id)


# -- BSS06-001 Absolute Divinity Amaterasu Dragon ------------------------------------------------------------
@pytest.mark.parametrize(("hyades", "wipes"), [(3, True), (2, False)])
def test_bss06_001_ascends_with_two_skybinders_and_wipes_with_ten_symbols(build, hyades, wipes):
    """Ascend by two Skybinders (R18.2, ``spirits=2``): both give all their cores to the Reserve and leave; on
    summon, ten symbols on the field (3 + two per Hyades + the Nexus's one) destroy every opposing Spirit; nine do
    not."""
    own = [FieldCard(SKYBINDER), FieldCard(SKYBINDER, cores=2), FieldCard(RED_NEXUS)] + [FieldCard(HYADES)] * hyades
    state = build(position(0, "main", {"hand": ["BSS06-001"], "reserve": 10, "field": own},
                           {"field": [FieldCard(BRONTECH, cores=3), FieldCard(CHEAP)]}))
    do(state, C.use_hand(0))
    assert pending(state) == (Decision.CHOOSE, 0) and C.PASS not in legal(state)
    choose(state, SKYBINDER)
    assert pending(state) == (Decision.CHOOSE, 0)  # the second Skybinder
    choose(state, SKYBINDER)
    assert int(player(state, 0)["reserve"]) == 10 + 3  # both Skybinders' cores came to the Reserve
    pay_and_place(state)
    answer_all(state, True)
    assert "BSS06-001" in cards(state, 0) and trash_ids(state, 0).count(SKYBINDER) == 2
    assert (len(field(state, 1)) == 0) is wipes


@pytest.mark.parametrize("field_", [[FieldCard(HYADES)], [FieldCard(SKYBINDER), FieldCard(HYADES)]])
def test_bss06_001_needs_two_skybinders_to_ascend(build, field_):
    """No Skybinder, or only one: the Ascend cannot be paid, so the card cannot be used (R18.2, R7.6)."""
    state = build(position(0, "main", {"hand": ["BSS06-001"], "reserve": 10, "field": field_}))
    assert C.use_hand(0) not in legal(state)


def test_bss06_001_lv2_astral(build):
    assert astral_attacker(build, "BSS06-001", 3)
    assert not astral_attacker(build, "BSS06-001", 1)


# -- BSS06-002 Taurus Dragon Aldebaran Minos -----------------------------------------------------------------
@pytest.mark.parametrize("cores", [3, 1])
def test_bss06_002_two_links_and_lv2_refresh(build, cores):
    """A Lightguider takes two Link Spirits (both add BP); at Lv2 both are refreshed as the battle ends, at Lv1 they
    stay exhausted."""
    own = [FieldCard("BSS06-002", cores=cores), FieldCard(LINK4), FieldCard("BSS06-049")]
    state = build(position(0, "attack", {"field": own, "deck": DECK}, {}))
    do(state, C.attack(0))
    while pending(state)[0] in (Decision.ORDER, Decision.YES_NO, Decision.CHOOSE):
        do(state, C.CONFIRM if pending(state)[0] == Decision.YES_NO else legal(state)[0])
    base = 8000 if cores == 3 else 6000
    assert bp(state, 0, 0) == base + 3000 + 3000
    assert exhausted_at(state, 0, 1) and exhausted_at(state, 0, 2)
    pass_flashes(state)
    do(state, C.PASS)
    pass_flashes(state)
    answer_all(state, True)
    assert (not exhausted_at(state, 0, 1) and not exhausted_at(state, 0, 2)) is (cores == 3)


# -- BSS06-003 Warlord Liu Wan --------------------------------------------------------------------------------
def test_bss06_003_links_draws_and_destroys(build):
    state = link_position(build, LINK4, {"field": [FieldCard(GOLEM), FieldCard(BRONTECH)]})
    n = hand_count(state)
    attack_linked(state)
    assert option_cards(state) == [GOLEM]  # 4000 BP; Brontech has 5000
    choose(state, GOLEM)
    assert hand_count(state) == n + 1 and cards(state, 1) == [BRONTECH]
    assert bp(state, 0, 0) == 6000 + 3000


def test_bss06_003_no_link_for_a_cheap_attacker(build):
    state = link_position(build, LINK4, attacker=CHEAP)
    do(state, C.attack(0))
    assert pending(state)[0] != Decision.YES_NO


# -- BSS06-004 Spearbeast Ballista ----------------------------------------------------------------------------
@pytest.mark.parametrize("first_mode", [True, False])
def test_bss06_004_destroys_two_spirits_or_a_spirit_and_a_nexus(build, first_mode):
    p1 = {"field": [FieldCard(CHEAP), FieldCard(GOLEM), FieldCard(BRONTECH), FieldCard(RED_NEXUS)]}
    state = build(position(0, "main", {"hand": ["BSS06-004"], "reserve": 7}, p1))
    summon(state, 0)
    assert pending(state) == (Decision.YES_NO, 0)
    do(state, C.CONFIRM if first_mode else C.PASS)
    while pending(state)[0] == Decision.CHOOSE:
        assert BRONTECH not in option_cards(state)
        do(state, legal(state)[0])
    left = cards(state, 1)
    assert BRONTECH in left
    if first_mode:
        assert left == [BRONTECH, RED_NEXUS]
    else:
        assert len(left) == 2 and RED_NEXUS not in left


def test_bss06_004_linked_spirit_gains_confront(build):
    state = link_position(build, "BSS06-004", {"field": [FieldCard(BIG)]})
    attack_linked(state)
    pass_flashes(state)
    assert pending(state) == (Decision.BLOCK, 1) and C.PASS not in legal(state)
    state = link_position(build, "BSS06-004", {"field": [FieldCard(BIG)]})
    do(state, C.attack(0), C.PASS)  # no link, no Confront
    pass_flashes(state)
    assert C.PASS in legal(state)


# -- BSS06-005 Spirit Mount Black Beauty ----------------------------------------------------------------------
def test_bss06_005_astral(build):
    assert astral_attacker(build, SKYBINDER, 1)


@pytest.mark.parametrize("cores", [3, 1])
def test_bss06_005_lv2_hit_destroys_a_nexus(build, cores):
    state = build(position(0, "attack", {"field": [FieldCard(SKYBINDER, cores=cores)]},
                           {"field": [FieldCard(RED_NEXUS)]}))
    attack_and_resolve(state, 0)
    answer_all(state, True)
    assert life(state, 1) == 4
    assert (RED_NEXUS in trash_ids(state, 1)) is (cores == 3)


# -- BSS06-006 Musket Dog Dasher ------------------------------------------------------------------------------
def test_bss06_006_awaken(build):
    state = build(position(0, "main", {"field": [FieldCard("BSS06-006"), FieldCard(BIG, cores=3)]}))
    assert C.awaken(0) in legal(state)
    state = build(position(0, "main", {"field": [FieldCard(CHEAP), FieldCard(BIG, cores=3)]}))
    assert C.awaken(0) not in legal(state)


# -- BSS06-007 Euparlance --------------------------------------------------------------------------------------
def test_bss06_007_lv2_confront(build):
    assert must_block(build, "BSS06-007", 3)
    assert not must_block(build, "BSS06-007", 1)


# -- BSS06-008 Tricerasoldier ---------------------------------------------------------------------------------
@pytest.mark.parametrize(("opp_life", "bp_"), [(4, 7000), (3, 3000)])
def test_bss06_008_lv3_while_the_opponent_has_four_life(build, opp_life, bp_):
    state = build(position(0, "attack", {"field": [FieldCard("BSS06-008")]}, {"life": opp_life}))
    assert bp(state, 0, 0) == bp_


# -- BSS06-009 Solar Winds Dragon -----------------------------------------------------------------------------
def test_bss06_009_link_spirit_from_trash_to_hand(build):
    state = build(position(0, "main", {"hand": ["BSS06-009"], "reserve": 5, "trash": [CHEAP, LINK4]}))
    summon(state, 0)
    answer_all(state, True)
    assert hand_ids(state, 0) == [LINK4] and trash_ids(state, 0) == [CHEAP]


# -- BSS06-010 Warrior Dragon Rindo ---------------------------------------------------------------------------
@pytest.mark.parametrize("chains", [True, False])
def test_bss06_010_lv2_attack_destroys_and_chains(build, chains):
    """Chain Green puts a Void core on it, Chain Blue draws two then discards two; without those symbols
    (only the red of Rindo) just the destruction."""
    extra = [FieldCard(GREEN), FieldCard(BLUE)] if chains else []
    p0 = {"field": [FieldCard("BSS06-010", cores=3)] + extra, "deck": DECK}
    state = build(position(0, "attack", p0, {"field": [FieldCard(GOLEM), FieldCard(BRONTECH)]}))
    do(state, C.attack(0))
    assert option_cards(state) == [GOLEM]
    choose(state, GOLEM)
    answer_all(state, True)
    assert cards(state, 1) == [BRONTECH]
    assert field(state, 0)[0]["cores"] == (4 if chains else 3)
    assert hand_count(state) == 0 and len(deck_ids(state, 0)) == len(DECK) - (2 if chains else 0)


def test_bss06_010_awaken(build):
    state = build(position(0, "main", {"field": [FieldCard("BSS06-010"), FieldCard(BIG, cores=3)]}))
    assert C.awaken(0) in legal(state)


# -- BSS06-011 Dragon Warlord Skyfall Owari -------------------------------------------------------------------
def test_bss06_011_green_attacker_gives_a_core_red_attacker_draws_at_lv2(build):
    p0 = {"field": [FieldCard("BSS06-011", cores=3), FieldCard(GREEN), FieldCard(CHEAP)], "deck": DECK}
    state = build(position(0, "attack", p0, {}))
    attack_and_resolve(state, 1)
    assert field(state, 0)[0]["cores"] == 4 and hand_count(state) == 0
    attack_and_resolve(state, 2)
    assert field(state, 0)[0]["cores"] == 4 and hand_count(state) == 1


def test_bss06_011_lv1_red_attacker_does_not_draw(build):
    p0 = {"field": [FieldCard("BSS06-011"), FieldCard(CHEAP)], "deck": DECK}
    state = build(position(0, "attack", p0, {}))
    attack_and_resolve(state, 1)
    assert hand_count(state) == 0


@pytest.mark.parametrize(("target", "cores", "destroyed", "tapped"),
                         [(BRONTECH, 1, True, False), (BRONTECH, 3, False, True)])
def test_bss06_011_lv3_destroys_or_exhausts(build, target, cores, destroyed, tapped):
    """Lv3 attacks: 5000 BP is destroyed; 8000 BP (7000 or more) is exhausted."""
    p0 = {"field": [FieldCard("BSS06-011", cores=5)], "deck": DECK}
    state = build(position(0, "attack", p0, {"field": [FieldCard(target, cores=cores)]}))
    do(state, C.attack(0))
    answer_all(state, True)
    assert (target in trash_ids(state, 1)) is destroyed
    if not destroyed:
        assert exhausted_at(state, 1, 0) is tapped


# -- BSS06-012 Arbor Dragonoid Century Dragron ----------------------------------------------------------------
@pytest.mark.parametrize(("cores", "hand_after"), [(3, 4), (1, 1)])
def test_bss06_012_lv2_hit_draws_up_to_four(build, cores, hand_after):
    p0 = {"field": [FieldCard("BSS06-012", cores=cores)], "hand": [CHEAP], "deck": DECK}
    state = build(position(0, "attack", p0, {}))
    attack_and_resolve(state, 0)
    answer_all(state, True)
    assert hand_count(state) == hand_after


def agile_offered(build, card_id: str, attacker: str) -> bool:
    """``attacker`` attacks unblocked; True when the Agile ``card_id`` in hand is offered (the return)."""
    state = build(position(0, "attack", {"field": [FieldCard(attacker)], "hand": [card_id], "reserve": 6}, {}))
    attack_and_resolve(state, 0)
    return pending(state) == (Decision.YES_NO, 0)


@pytest.mark.parametrize("card_id", ["BSS06-012", "BSS06-013", "BSS06-014"])
def test_bss06_agile(build, card_id):
    """Agile: a cheaper Spirit's battle ends: offered; a Spirit costing as much or more: not."""
    assert agile_offered(build, card_id, CHEAP)
    assert not agile_offered(build, card_id, ATTACKER)


def test_bss06_012_awaken(build):
    state = build(position(0, "main", {"field": [FieldCard("BSS06-012"), FieldCard(BIG, cores=3)]}))
    assert C.awaken(0) in legal(state)


# -- BSS06-013 Samurai Dragron --------------------------------------------------------------------------------
def test_bss06_013_attack_gives_a_dragonoid_a_core(build):
    p0 = {"field": [FieldCard("BSS06-013"), FieldCard(CHEAP), FieldCard("BSS06-003")]}
    state = build(position(0, "attack", p0, {}))
    do(state, C.attack(0))
    answer_all(state, True)
    assert field(state, 0)[2]["cores"] == 2 and field(state, 0)[1]["cores"] == 1
    assert field(state, 0)[0]["cores"] == 1


# -- BSS06-016 Agarwood Demon Ranjatai ------------------------------------------------------------------------
@pytest.mark.parametrize(("astral_cards", "paid"), [(0, 12), (2, 8)])
def test_bss06_016_costs_two_less_per_astral_card_in_trash(build, astral_cards, paid):
    trash = ["BSS06-025"] * astral_cards + [CHEAP]  # Empty Karma prints Astral (Lv2)
    state = build(position(0, "main", {"hand": ["BSS06-016"], "reserve": 14, "trash": trash,
                                       "field": [FieldCard("BSS06-022")]}))
    summon(state, 0)
    assert int(player(state, 0)["reserve"]) == 14 - paid - 1


def test_bss06_016_astral_while_attacking(build):
    assert astral_attacker(build, "BSS06-016", 1)


def test_bss06_016_lv2_destroys_three(build):
    """An exhausted one, a one-core one and a one-colour one: the red and green Hyades with three cores stays."""
    p1 = {"field": [FieldCard(BRONTECH, cores=3, exhausted=True), FieldCard(GOLEM), FieldCard(BIG, cores=3),
                    FieldCard(HYADES, cores=3)]}
    state = build(position(0, "attack", {"field": [FieldCard("BSS06-016", cores=3)]}, p1))
    do(state, C.attack(0))
    answer_all(state, True)
    assert cards(state, 1) == [HYADES]


# -- BSS06-017 Dread Conjuration Garan ------------------------------------------------------------------------
def test_bss06_017_summon_strips_cores(build):
    state = build(position(0, "main", {"hand": ["BSS06-017"], "reserve": 6}, {"field": [FieldCard(BIG, cores=4)]}))
    summon(state, 0)
    answer_all(state, True)
    assert field(state, 1)[0]["cores"] == 1 and int(player(state, 1)["reserve"]) >= 3


def test_bss06_017_linked_spirit_gains_curse(build):
    state = link_position(build, "BSS06-017", {"field": [FieldCard(BRONTECH, cores=3)]})
    attack_linked(state)
    pass_flashes(state)
    do(state, C.block(0))
    pass_flashes(state)
    answer_all(state, True)
    assert BRONTECH in trash_ids(state, 1)  # Curse: the blocker falls although it won on BP (10000 vs 8000)


# -- BSS06-018 Secret Surveyor Murasaki -----------------------------------------------------------------------
@pytest.mark.parametrize(("theirs", "paid"), [(SKYBINDER, 3), (CHEAP, 5)])
def test_bss06_018_costs_three_against_a_skybinder(build, theirs, paid):
    state = build(position(0, "main", {"hand": ["BSS06-018"], "reserve": 7}, {"field": [FieldCard(theirs)]}))
    summon(state, 0)
    assert int(player(state, 0)["reserve"]) == 7 - paid - 1


def test_bss06_018_lv2_surveyors_with_two_cores_have_astral(build):
    assert blocks_astral(build, "BSS06-018", 2)
    assert not blocks_astral(build, "BSS06-018", 1)


# -- BSS06-019 Violet Haze Boar -------------------------------------------------------------------------------
def test_bss06_019_links_to_a_vanilla_and_destroys_an_exhausted_spirit(build):
    p1 = {"field": [FieldCard(GOLEM, exhausted=True), FieldCard(BRONTECH)]}
    state = link_position(build, "BSS06-019", p1, attacker=CHEAP)
    attack_linked(state)
    answer_all(state, True)
    assert cards(state, 1) == [BRONTECH]


def test_bss06_019_no_link_for_an_attacker_with_effects(build):
    state = link_position(build, "BSS06-019", attacker="BSS06-007")
    do(state, C.attack(0))
    assert pending(state)[0] != Decision.YES_NO


# -- BSS06-020 Fallen Monk Kokugo -----------------------------------------------------------------------------
@pytest.mark.parametrize("chains", [True, False])
def test_bss06_020_strips_one_colour_spirits_and_chains(build, chains):
    own = [FieldCard(GOLEM), FieldCard("BSS06-002")] if chains else []  # white, red symbols
    p1 = {"field": [FieldCard(BIG, cores=3), FieldCard(HYADES, cores=3), FieldCard(CHEAP), FieldCard(RED_NEXUS)]}
    state = build(position(0, "main", {"hand": ["BSS06-020"], "reserve": 8, "field": own}, p1))
    summon(state, 0)
    while pending(state)[0] in (Decision.CHOOSE, Decision.ORDER):
        if C.PASS in legal(state):
            do(state, C.PASS)
        elif CHEAP in option_cards(state):
            choose(state, CHEAP)
        else:
            do(state, legal(state)[0])
    theirs = field(state, 1)
    assert theirs[0]["cores"] == 1 and theirs[1]["cores"] == 3  # the two-colour Hyades keeps its cores
    assert (CHEAP in hand_ids(state, 1)) is chains and (RED_NEXUS in trash_ids(state, 1)) is chains


# -- BSS06-021 Illusionist Simon ------------------------------------------------------------------------------
@pytest.mark.parametrize(("deck", "draws"), [([GOLEM, CHEAP, CHEAP, CHEAP, BIG], 1), ([CHEAP] * 4 + [BIG], 0)])
def test_bss06_021_discards_four_and_draws_on_white(build, deck, draws):
    state = build(position(0, "main", {"hand": ["BSS06-021"], "reserve": 5, "deck": deck}))
    summon(state, 0)
    answer_all(state, True)
    assert hand_count(state) == draws and len(trash_ids(state, 0)) == 4


@pytest.mark.parametrize("cores", [3, 1])
def test_bss06_021_lv2_destroyed_summons_a_link_card_from_trash(build, cores):
    state = falls_blocking(build, "BSS06-021", cores=cores, p0={"trash": [LINK4, ATTACKER], "deck": DECK})
    answer_all(state, True)
    while pending(state)[0] in (Decision.PAY, Decision.PLACE):
        do(state, C.PASS if C.PASS in legal(state) else legal(state)[0])
    assert (LINK4 in cards(state, 0)) is (cores == 3)


# -- BSS06-022 Dark Mountain Ascetic Kurama -------------------------------------------------------------------
def test_bss06_022_curse(build):
    state = build(position(0, "attack", {"field": [FieldCard("BSS06-022", cores=3)]},
                           {"field": [FieldCard(BRONTECH, cores=3)]}))
    attack_and_resolve(state, 0, blocker=0)
    answer_all(state, True)
    assert BRONTECH in trash_ids(state, 1)


# -- BSS06-023 Conjured Crane ---------------------------------------------------------------------------------
def test_bss06_023_draws_on_summon(build):
    state = build(position(0, "main", {"hand": ["BSS06-023"], "reserve": 4, "deck": DECK}))
    summon(state, 0)
    answer_all(state, True)
    assert hand_count(state) == 1


# -- BSS06-024 Armored Conjuration ----------------------------------------------------------------------------
@pytest.mark.parametrize(("fallen", "back"), [(CHEAP, True), (BLUE, False)])
def test_bss06_024_immortal_for_costs_up_to_two(build, fallen, back):
    """Immortal 0-2: the cost-1 Raineedle falls blocking, the card may come back from the Trash; cost 3 not."""
    p0 = {"field": [FieldCard(fallen)], "trash": ["BSS06-024"], "reserve": 4}
    p1 = {"field": [FieldCard(BRONTECH, cores=3)]}
    state = build(their_turn(step="attack", p0=p0, p1=p1))
    attack_and_resolve(state, 0, blocker=0)
    answer_all(state, True)
    if pending(state)[0] == Decision.PAY:
        pay_and_place(state)
    assert ("BSS06-024" in cards(state, 0)) is back


# -- BSS06-025 Conjured Puppet Empty Karma --------------------------------------------------------------------
def test_bss06_025_attack_removes_a_core(build):
    state = build(position(0, "attack", {"field": [FieldCard("BSS06-025")]}, {"field": [FieldCard(BIG, cores=3)]}))
    do(state, C.attack(0))
    answer_all(state, True)
    assert field(state, 1)[0]["cores"] == 2


def test_bss06_025_lv2_astral(build):
    assert astral_attacker(build, "BSS06-025", 3)
    assert not astral_attacker(build, "BSS06-025", 1)
