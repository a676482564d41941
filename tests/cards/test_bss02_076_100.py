"""BSS02 cards 076-100, in card-number order, on both engines (``build`` fixture): each test
plays the card's effect from a position and checks what its text says (conditional effects also get a
case where the condition fails)."""

from __future__ import annotations

import pytest
from card_helpers import battle, cards, do, exhausted, fight, pass_flashes, position, scenario, their_step
from cards_shared import (
    ANTMAN_TK,
    BIG,
    DEMO_BONES,
    FILLER,
    FLUFFMINGO,
    KV2,
    MANTIGORE,
    PURPLE_NEXUS,
    SMALL,
    WEAK,
    choose,
    pick,
    place_all,
    reserve,
    summon_card,
)
from conftest import bp, field, hand_ids, legal, pay_and_place, pending, player, summon, trash_ids, use_magic
from pool_cards import (
    ANTMAN,
    BRONTECH,
    CARAPITE,
    DUGONG,
    GOLEM,
    KEEP,
    OBERO,
    PORCUPINE,
    RAINEEDLE,
    RED,
    STAR_ALTAR,
    SWORD,
    answer,
    attack_until_block,
    cores,
    life,
    unblocked_hit,
)

from pybs import codec as C
from pybs.layout import Decision
from pybs.testing import FieldCard


# -- BSS02-076 Toy Hero Musashi --------------------------------------------------------------------------
@pytest.mark.parametrize("top, kept", [(MANTIGORE, True), (PORCUPINE, False)])
def test_bss02_076_destroyed_by_opponent_reveals(build, top, kept):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS02-076"), FieldCard(MANTIGORE)],
                                          "deck": [top, FILLER]},
                       p1={"field": [FieldCard(PORCUPINE)]}, auto=True))
    do(s, C.attack(0), C.block(0))
    assert hand_ids(s, 0) == ([top] if kept else [])
    assert (top in trash_ids(s, 0)) == (not kept)


# -- BSS02-077 Eternal Phoenix Tokiwa --------------------------------------------------------------------
def test_bss02_077_lv3_cut_to_three_cores_to_refresh(build):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS02-077", cores=6)]},
                       p1={"field": [FieldCard(ANTMAN)]}))
    do(s, C.attack(0))
    while pending(s)[0] == Decision.ORDER:
        do(s, C.choice(0))
    while pending(s) != (Decision.YES_NO, 0):
        do(s, legal(s)[-1])
    do(s, C.CONFIRM)
    assert field(s, 0)[0]["cores"] == 3 and exhausted(s, 0)[0] == 0
    assert reserve(s, 0) == 3 + 3


@pytest.mark.parametrize("voidlord, gain", [(True, 10000), (False, 0)])
def test_bss02_077_bp_against_voidlord(build, voidlord, gain):
    from pybs.carddb import load_default
    vl = next(c.id for c in load_default().cards if "Voidlord" in c.families and c.type == 0 and c.levels)
    s = build(position(p0={"field": [FieldCard("BSS02-077")]}, p1={"field": [FieldCard(vl if voidlord else ANTMAN)]}))
    assert bp(s, 0, 0) == 5000 + gain


# -- BSS02-078 Onyxbird Yatagloss ------------------------------------------------------------------------
@pytest.mark.parametrize("lv3", [True, False])
def test_bss02_078_feeds_on_a_carapite_and_lv3_exhausts_two(build, lv3):
    """On attack you may destroy your Carapite for a Void core on it; at Lv3 that core makes the opponent
    exhaust two refreshed Spirits of theirs."""
    p0 = {"field": [FieldCard("BSS02-078", cores=8 if lv3 else 1), FieldCard(CARAPITE)]}
    p1 = {"field": [FieldCard(BRONTECH), FieldCard(GOLEM), FieldCard(DUGONG)]}
    state = build(position(0, "attack", p0, p1))
    do(state, C.attack(0))
    assert pending(state) == (Decision.YES_NO, 0)
    do(state, C.CONFIRM)
    if pending(state)[0] == Decision.CHOOSE and pending(state)[1] == 0:
        do(state, C.choice(0))
    assert trash_ids(state, 0) == [CARAPITE]
    assert cores(state, 0) == {0: (9 if lv3 else 2)}
    if lv3:
        assert pending(state) == (Decision.CHOOSE, 1)
        do(state, C.choice(0))
        do(state, C.choice(0))
        assert sorted(exhausted(state, 1).values()) == [0, 1, 1]
    else:
        assert exhausted(state, 1) == {0: 0, 1: 0, 2: 0}


def test_bss02_078_no_bug_no_offer(build):
    """R0.4: without a Carapite or Insectoid of yours the attack asks nothing."""
    p0 = {"field": [FieldCard("BSS02-078", cores=8), FieldCard(RAINEEDLE)]}
    state = build(position(0, "attack", p0, {"field": [FieldCard(BRONTECH)]}))
    do(state, C.attack(0))
    assert pending(state)[0] == Decision.FLASH
    assert cores(state, 0) == {0: 8, 1: 1}


# -- BSS02-079 Shryke ------------------------------------------------------------------------------------
def test_bss02_079_swift_summon_weakens_the_exhausted_attacker(build):
    """Swift: summoned in the opponent's battle Flash timing from the Reserve; on summon an exhausted
    opposing Spirit (the attacker, not the refreshed one) gets -2000 BP this turn."""
    state = build(position(1, "attack", {"hand": ["BSS02-079", FLUFFMINGO], "reserve": 6},
                           {"field": [FieldCard(BIG, cores=3), FieldCard(SMALL)]}, turn=4))
    do(state, C.attack(0))
    assert pending(state) == (Decision.FLASH, 0)
    assert C.use_hand(0) in legal(state) and C.use_hand(1) not in legal(state)  # Swift only
    do(state, C.use_hand(0))
    pay_and_place(state)
    assert pending(state) == (Decision.CHOOSE, 0) and len(legal(state)) == 1
    state.apply(state.pending_decision().choose_card(BIG))
    assert cards(state, 0) == ["BSS02-079"] and (bp(state, 1, 0), bp(state, 1, 1)) == (3000, 1000)


def test_bss02_079_summon_with_no_exhausted_opposing_spirit(build):
    """Main Step summon with only refreshed opposing Spirits: no BP change."""
    state = build(scenario({"hand": ["BSS02-079"], "reserve": 6}, {"field": [FieldCard(BIG, cores=3)]}))
    summon(state, 0)
    assert pending(state) == (Decision.MAIN, 0) and bp(state, 1, 0) == 5000


# -- BSS02-081 Onmyoji Kingfisher ------------------------------------------------------------------------
def test_bss02_081_swift_summon_in_the_opponents_battle(build):
    """Swift: Onmyoji Kingfisher may be summoned in the opponent's battle Flash timing."""
    state = build(position(1, "attack", {"hand": ["BSS02-081", FLUFFMINGO], "reserve": 5},
                           {"field": [FieldCard(BIG)]}, turn=4))
    do(state, C.attack(0))
    assert C.use_hand(0) in legal(state) and C.use_hand(1) not in legal(state)
    do(state, C.use_hand(0))
    pay_and_place(state)
    assert cards(state, 0) == ["BSS02-081"] and int(player(state, 0)["reserve"]) == 0


# -- BSS02-082 Queen Antraine ----------------------------------------------------------------------------
def test_bss02_082_summon_makes_two_antman_tokens(build):
    """On summon, two Antman tokens, each a new card instance with its core placed as in any summon."""
    state = build(scenario({"hand": ["BSS02-082"], "reserve": 12, "field": [FieldCard(KEEP)]}, {}, auto=False))
    summon(state, 0)
    assert pending(state) == (Decision.PLACE, 0)  # the first token's core
    place_all(state)
    assert cards(state, 0) == [KEEP, "BSS02-082", ANTMAN_TK, ANTMAN_TK]
    assert int(player(state, 0)["n_cards"]) == 20 + 2 + 2
    assert int(player(state, 0)["reserve"]) == 0


@pytest.mark.parametrize("step", ["attack", "opp"])
def test_bss02_082_lv2_own_spirit_destroyed_in_your_attack_step_exhausts(build, step):
    """Lv2, in your Attack Step: when your Spirit is destroyed, exhaust an opposing Spirit (not in theirs)."""
    if step == "attack":
        p0 = {"field": [FieldCard("BSS02-082", cores=4), FieldCard(KEEP)]}
        state = build(scenario(p0, {"field": [FieldCard(DUGONG), FieldCard(BRONTECH)]}, step="attack", auto=False))
        state.apply(C.attack(1))
        pass_flashes(state)
        state.apply(C.block(0))  # Dugong destroys Raineedle
        pass_flashes(state)
        assert pending(state) == (Decision.CHOOSE, 0)
        answer(state, BRONTECH)
        assert exhausted(state, 1)[1] == 1
    else:
        p0 = {"field": [FieldCard("BSS02-082", cores=4), FieldCard(KEEP)]}
        state = build(their_step("attack", p0, {"field": [FieldCard(DUGONG), FieldCard(BRONTECH)]}))
        battle(state, 0, 1)  # Raineedle blocks Dugong and falls: the opponent's Attack Step
        assert exhausted(state, 1)[1] == 0


# -- BSS02-083 Antman General ----------------------------------------------------------------------------
def test_bss02_083_summon_makes_an_exhausted_antman_token(build):
    """On summon, an Antman token, exhausted."""
    state = build(scenario({"hand": ["BSS02-083"], "reserve": 5, "field": [FieldCard(KEEP)]}, {}, auto=False))
    summon(state, 0)
    place_all(state)
    assert cards(state, 0) == [KEEP, "BSS02-083", ANTMAN_TK]
    assert exhausted(state, 0) == {0: 0, 1: 0, 2: 1}


# -- BSS02-084 Emerantman --------------------------------------------------------------------------------
def test_bss02_084_destroyed_by_the_opponent_adds_a_core_to_your_reserve(build):
    """Destroyed by the opponent (here blocking a 4000 BP attacker): a core from the Void to your Reserve."""
    state = build(position(1, "attack", {"field": [FieldCard("BSS02-084")], "reserve": 0},
                           {"field": [FieldCard(KEEP, cores=3)]}, turn=4))
    battle(state, 0, 0)
    pass_flashes(state)
    assert trash_ids(state, 0) == ["BSS02-084"]
    assert int(player(state, 0)["reserve"]) == 1 + 1  # its own core and the Void's


def test_bss02_084_depletion_by_the_opponent_is_destruction(build):
    """Depleted by the opponent's Poison Shot: by the rulings a Spirit an effect leaves with no cores was
    destroyed (R6.2, issue 16), so its "When Destroyed By Opponent" effect works: its own core and the Void's."""
    state = build(scenario({"hand": ["ST02-014"], "reserve": 5, "field": [FieldCard(KEEP)]},
                           {"field": [FieldCard("BSS02-084"), FieldCard(KEEP)], "reserve": 0}))
    use_magic(state, 0, effect=1)
    state.apply(state.pending_decision().choose_card("BSS02-084"))
    assert trash_ids(state, 1) == ["BSS02-084"] and int(player(state, 1)["reserve"]) == 1 + 1


# -- BSS02-086 Worker Antman -----------------------------------------------------------------------------
@pytest.mark.parametrize(("cores", "soul", "gain"), [(1, True, 1), (2, False, 0), (0, True, 0)])
def test_bss02_086_lv2_attack_with_soul_core_adds_a_core(build, cores, soul, gain):
    """Lv2: attacking with the Soul Core on it, a core from the Void to your Reserve; not without the Soul
    Core, not at Lv1."""
    state = build(scenario({"field": [FieldCard("BSS02-086", cores=cores, soul=soul)], "reserve": 0,
                            "soul": None if soul else "trash"}, {}, step="attack", auto=False))
    state.apply(C.attack(0))
    assert pending(state) == (Decision.FLASH, 1)
    assert int(player(state, 0)["reserve"]) == gain


# -- BSS02-087 Armortree Deity Herak Dynas ---------------------------------------------------------------
@pytest.mark.parametrize("cores", [4, 3])
def test_bss02_087_lv3_attack_core_from_void(build, cores):
    """Lv3: when it attacks, a Void core to your Reserve."""
    state = build(scenario({"field": [FieldCard("BSS02-087", cores=cores)]}, {"field": [FieldCard(KEEP)]},
                           step="attack", auto=False))
    reserve = int(player(state, 0)["reserve"])
    state.apply(C.attack(0))
    assert int(player(state, 0)["reserve"]) == reserve + (1 if cores == 4 else 0)


# -- BSS02-088 Mushrantula -------------------------------------------------------------------------------
@pytest.mark.parametrize("soul", [True, False])
def test_bss02_088_soul_paid_makes_the_opponent_discard(build, soul):
    """Soul Core paid: the opponent picks a card of their hand and discards it; without it nothing."""
    p0 = {"hand": ["BSS02-088"], "reserve": 4, "soul": "reserve"}
    p1 = {"hand": [RAINEEDLE, GOLEM]}
    state = build(scenario(p0, p1, auto=False))
    summon_card(state, "BSS02-088", soul=soul)
    if soul:
        assert pending(state) == (Decision.CHOOSE, 1)
        pick(state, GOLEM)
    assert hand_ids(state, 1) == ([RAINEEDLE] if soul else [RAINEEDLE, GOLEM])
    assert trash_ids(state, 1) == ([GOLEM] if soul else [])


# -- BSS02-089 Emerald Pincer ----------------------------------------------------------------------------
@pytest.mark.parametrize(("card_id", "reserve"), [("BSS02-089", 5), ("BSS02-112", 3)])
def test_bss02_089_112_arrival_exhausts_an_opposing_spirit(build, card_id, reserve):
    """Emerald Pincer on summon, Great Alvar Plains on deploy: exhaust an opposing Spirit."""
    state = build(scenario({"hand": [card_id], "reserve": reserve}, {"field": [FieldCard(SMALL), FieldCard(BIG)]},
                           auto=False))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0) and len(legal(state)) == 2
    state.apply(state.pending_decision().choose_card(BIG))
    assert [f["exhausted"] for f in field(state, 1).values()] == [0, 1]


@pytest.mark.parametrize(("card_id", "reserve"), [("BSS02-089", 5), ("BSS02-112", 3)])
def test_bss02_089_112_arrival_with_no_opposing_spirit(build, card_id, reserve):
    """No opposing Spirit (a Nexus is not one): nothing is exhausted."""
    state = build(scenario({"hand": [card_id], "reserve": reserve, "field": [FieldCard(KEEP)]},
                           {"field": [FieldCard(PURPLE_NEXUS)]}))
    summon(state, 0)
    assert pending(state) == (Decision.MAIN, 0) and field(state, 1)[0]["exhausted"] == 0


# -- BSS02-090 Heavenscloak Butterfly --------------------------------------------------------------------
def test_bss02_090_summon_gives_one_of_your_spirits_a_core(build):
    """On summon, one of your Spirits (itself included, not the opponent's) gains a core from the Void."""
    state = build(scenario({"hand": ["BSS02-090"], "reserve": 5, "field": [FieldCard(KEEP)]},
                           {"field": [FieldCard(SMALL)]}, auto=False))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert [o.card.card for o in state.pending_decision().options] == [KEEP, "BSS02-090"]
    state.apply(state.pending_decision().choose_card(KEEP))
    assert [f["cores"] for f in field(state, 0).values()] == [2, 1] and bp(state, 0, 0) == 3000
    assert int(player(state, 0)["reserve"]) == 0 and field(state, 1)[0]["cores"] == 1


# -- BSS02-093 Daimyo Beast Yaiba-no-Kami ----------------------------------------------------------------
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


# -- BSS02-094 Horned Fortress Elasmoth ------------------------------------------------------------------
def test_bss02_094_exhausts_one_per_strong_ally(build):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS02-094", cores=3), FieldCard(PORCUPINE),
                                                    FieldCard(ANTMAN)]},
                       p1={"field": [FieldCard(WEAK), FieldCard(WEAK), FieldCard(WEAK)]}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.CHOOSE, 0)
    do(s, C.choice(0))  # one pick: only Porcu-Pine has 4000 BP or more besides itself
    assert pending(s)[0] != Decision.CHOOSE
    assert sorted(exhausted(s, 1).values()) == [0, 0, 1]


# -- BSS02-095 Loyal Retainer Ezowolf --------------------------------------------------------------------
def test_bss02_095_ezowolf_gale_1(build):
    """Loyal Retainer Ezowolf: blocked, the defender exhausts one more of their refreshed Spirits."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS02-095")]},
                       p1={"field": [FieldCard(RED), FieldCard(RED), FieldCard(RED)]}))
    attack_until_block(s)
    do(s, C.block(2))
    assert pending(s) == (Decision.CHOOSE, 1)
    do(s, C.choice(0))
    assert exhausted(s, 1) == {0: 1, 1: 0, 2: 1}
    assert pending(s) == (Decision.FLASH, 1)


def test_bss02_095_ezowolf_unblocked_no_gale(build):
    """Not blocked: nobody is exhausted; the Life goes."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS02-095")]}, p1={"field": [FieldCard(RED)]}))
    attack_until_block(s)
    do(s, C.PASS)
    assert exhausted(s, 1) == {0: 0} and life(s, 1) == 4


# -- BSS02-096 Loyal Retainer Higumaru -------------------------------------------------------------------
def test_bss02_096_opponent_exhausts_per_strong_ally(build):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS02-096"), FieldCard(PORCUPINE), FieldCard(PORCUPINE)]},
                       p1={"field": [FieldCard("ST01-001", cores=5), FieldCard(WEAK), FieldCard(WEAK)]}, auto=True))
    do(s, C.attack(0), C.block(0))  # Higumaru falls
    assert pending(s) == (Decision.CHOOSE, 1)  # the opponent picks, twice
    assert len(legal(s)) == 3  # any of their Spirits
    do(s, C.choice(1), C.choice(1))  # both Demo Bones
    assert pending(s)[0] != Decision.CHOOSE
    assert sorted(exhausted(s, 1).values()) == [1, 1, 1]  # two chosen + the blocker


# -- BSS02-098 Fanglord Tree Rafflesio -------------------------------------------------------------------
def test_bss02_098_rafflesio_gale_2(build):
    """Fanglord Tree Rafflesio: Gale 2, the defender picks two."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS02-098")]},
                       p1={"field": [FieldCard(RED), FieldCard(RED), FieldCard(RED), FieldCard(RED)]}))
    attack_until_block(s)
    do(s, C.block(0))
    do(s, C.choice(0))
    assert pending(s) == (Decision.CHOOSE, 1)
    do(s, C.choice(1))
    assert exhausted(s, 1) == {0: 1, 1: 1, 2: 0, 3: 1}


@pytest.mark.parametrize("cores, asks", [(5, True), (3, False)])
def test_bss02_098_rafflesio_lv3_life_damage_exhausts(build, cores, asks):
    """Lv3: when its attack takes Life, an opposing Spirit is exhausted; not at Lv2."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS02-098", cores=cores)]},
                       p1={"field": [FieldCard(RED), FieldCard(RED)]}))
    attack_until_block(s)
    do(s, C.PASS)
    assert life(s, 1) == 4
    if not asks:
        assert pending(s) == (Decision.ATTACK, 0) and exhausted(s, 1) == {0: 0, 1: 0}
        return
    assert pending(s) == (Decision.CHOOSE, 0)
    do(s, C.choice(1))
    assert exhausted(s, 1) == {0: 0, 1: 1}


# -- BSS02-099 Hungertree --------------------------------------------------------------------------------
@pytest.mark.parametrize("hand", [[SWORD, OBERO], []])
def test_bss02_099_destroyed_by_opponent_they_discard_a_card(build, hand):
    """When the opponent destroys it they discard a card of their choice (an empty hand: nothing to do).
    Destruction by its own controller's effect: tests/test_pool_zones_rules.py."""
    p0 = {"field": [FieldCard("BSS02-099")]}
    p1 = {"field": [FieldCard(BRONTECH, cores=3)], "hand": hand}
    state = build(their_step("attack", p0, p1))
    battle(state, 0, 0)  # 8000 against 4000
    if hand:
        assert pending(state) == (Decision.CHOOSE, 1)
        assert C.PASS not in legal(state)
        answer(state, OBERO)
    assert hand_ids(state, 1) == hand[:1] and trash_ids(state, 1) == hand[1:]
    assert trash_ids(state, 0) == ["BSS02-099"]


# -- BSS02-100 Meteorite Impact Zone ---------------------------------------------------------------------
def test_bss02_100_destroy_it_to_draw_two(build):
    """[Flash] in the Main Step: destroy this Nexus to draw two cards."""
    p0 = {"field": [FieldCard("BSS02-100", cores=0)], "deck": [GOLEM, DUGONG, RAINEEDLE]}
    state = build(position(0, "main", p0, {}))
    do(state, C.activate(0))
    assert cards(state, 0) == [] and trash_ids(state, 0) == ["BSS02-100"]
    assert hand_ids(state, 0) == [GOLEM, DUGONG]
    assert pending(state) == (Decision.MAIN, 0)
    assert C.activate(0) not in legal(state)


@pytest.mark.parametrize(("soul", "destroys"), [(True, True), (False, False)])
def test_bss02_100_soul_attacker_hit_destroys_a_small_spirit(build, soul, destroys):
    """Your Attack Step: a Spirit of yours with the Soul Core hitting the Life destroys an opposing Spirit of
    2000 BP or less; without the Soul Core, nothing."""
    p0 = {"field": [FieldCard("BSS02-100", cores=0), FieldCard(BRONTECH, soul=soul)], "soul": None if soul else "trash"}
    p1 = {"field": [FieldCard(RAINEEDLE, exhausted=True)]}
    state = build(position(0, "attack", p0, p1))
    unblocked_hit(state, 1)
    if destroys:
        do(state, C.choice(0))
    assert cards(state, 1) == ([] if destroys else [RAINEEDLE])


def test_activate_is_not_offered_by_a_nexus_without_it(build):
    """Only cards with an activated effect offer ACTIVATE; the opponent's Nexus is not yours to use."""
    p0 = {"field": [FieldCard(STAR_ALTAR, cores=0)]}
    p1 = {"field": [FieldCard("BSS02-100", cores=0)]}
    state = build(position(0, "main", p0, p1))
    assert not [c for c in legal(state) if c >= C.ACTIVATE]
