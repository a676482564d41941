"""BSS03 cards 101-115, in card-number order, on both engines (``build`` fixture): each test
plays the card's effect from a position and checks what its text says (conditional effects also get a
case where the condition fails)."""

from __future__ import annotations

import pytest
from card_helpers import (
    attack_and_resolve,
    cards,
    deck_ids,
    do,
    exhausted,
    fight,
    position,
    scenario,
    their_step,
)
from cards_shared import (
    AMETHYST,
    ANDROMEDA,
    CURSED,
    DRAGONOID,
    EZOWOLF,
    FILLER,
    OKAPANDLE,
    QUICKSAND,
    SIEGWURM,
    SMALL,
    auto_position,
    blocked,
    choice_cards,
    choose_in,
    field_cards,
    option_cards,
    pick,
    reserve,
    summon_card,
    their_turn,
    use_effect,
)
from conftest import bp, field, hand_ids, legal, pending, player, summon, trash_ids, use_magic
from pool_cards import (
    BONES,
    BRONTECH,
    CHARGED_DRAW,
    DROWSY_FUMES,
    DUGONG,
    EVA02,
    GOLEM,
    KEEP,
    OBERO,
    RED,
    SWORD,
)

from pybs import codec as C
from pybs.carddb import CardDatabase, load_default
from pybs.effects.script import NEXUS, SCRIPTS, SPIRIT, opponents
from pybs.layout import Decision
from pybs.testing import FieldCard

CHARGED = "ST01-014"  # red Magic: Main draw 2
SANZOR = "BSS03-103"  # blue Spirit cost 5: Lv1 1 core, Lv2 3 cores


@pytest.fixture
def destroyer_db():
    """A fresh database where Charged Draw (red, Main/Flash) reads "destroy an opposing Spirit or Nexus"."""
    def destroyer(c):
        c.magic(main=True, flash=True).choose(opponents(types=(SPIRIT, NEXUS))).destroy()

    saved = SCRIPTS[CHARGED_DRAW]
    SCRIPTS[CHARGED_DRAW] = destroyer
    try:
        yield CardDatabase(list(load_default().cards))
    finally:
        SCRIPTS[CHARGED_DRAW] = saved


# -- BSS03-103 Fantastical Monk Sanzor -------------------------------------------------------------------
@pytest.mark.parametrize("side, drawn", [(0, 0), (1, 0), (None, 2)])
def test_bss03_103_sanzor_no_draw_by_magic(build, side, drawn):
    """Sanzor (on either side): a Magic's draw draws nothing; without Sanzor it draws two."""
    sanzor = [FieldCard(SANZOR)]
    s = build(position(p0={"hand": [CHARGED], "reserve": 4, "deck": [RED] * 4,
                           "field": sanzor if side == 0 else []},
                       p1={"field": sanzor if side == 1 else []}))
    use_magic(s, 0, effect=0)
    assert pending(s) == (Decision.MAIN, 0)
    assert len(hand_ids(s, 0)) == drawn


def test_bss03_103_sanzor_spirit_draws_still_work(build):
    """Only Magic: Thunder Leon's attack (a Spirit's effect) still draws."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS01-013", cores=5)], "deck": [RED, RED]},
                       p1={"field": [FieldCard(SANZOR)]}))
    do(s, C.attack(0))
    assert len(hand_ids(s, 0)) == 1


@pytest.mark.parametrize("sanzor_cores, second", [(3, False), (1, True)])
def test_bss03_103_sanzor_one_cheap_summon_a_turn(build, sanzor_cores, second):
    """Sanzor Lv2: in its opponent's turn they summon one Spirit of cost 4 or less at most; a cost-5 one is
    not limited. At Lv1 there is no limit."""
    s = build(position(1, "main", p0={"field": [FieldCard(SANZOR, cores=sanzor_cores)]},
                       p1={"hand": [RED, RED, "BSS03-075"], "reserve": 9}, turn=4))
    summon(s, 0)
    assert pending(s) == (Decision.MAIN, 1)
    assert (C.use_hand(0) in legal(s)) == second  # the other Raineedle
    assert C.use_hand(1) in legal(s)  # Wind Tiger Tiguard, cost 5


def test_bss03_103_sanzor_does_not_limit_its_controller(build):
    """In its controller's own turn nothing is limited."""
    s = build(position(0, "main", p0={"field": [FieldCard(SANZOR, cores=3)], "hand": [RED, RED], "reserve": 4}))
    summon(s, 0)
    assert C.use_hand(0) in legal(s)


# -- BSS03-106 Ruby Sanctuary ----------------------------------------------------------------------------
@pytest.mark.parametrize(("nexus_cores", "draws"), [(3, 1), (2, 0)])
def test_bss03_106_costly_spirit_effect_destroying_draws(build, nexus_cores, draws):
    """Lv2, your Attack Step: your cost-6 EVA-02 (Lv3) destroying an opposing Spirit with its attack effect
    draws a card; the Nexus at Lv1 does not."""
    p0 = {"field": [FieldCard("BSS03-106", cores=nexus_cores), FieldCard(EVA02, cores=5)], "deck": [GOLEM]}
    p1 = {"field": [FieldCard(DUGONG)]}
    state = build(position(0, "attack", p0, p1))
    do(state, C.attack(1))
    while pending(state)[0] in (Decision.CHOOSE, Decision.ORDER):
        do(state, legal(state)[0])
    assert trash_ids(state, 1) == [DUGONG]
    assert hand_ids(state, 0) == [GOLEM][:draws]



def test_bss03_106_one_effect_destroying_two_spirits_draws_once(build):
    """R18.12: Trident Dragon's Lv3 attack destroying two opposing Spirits at once is one destruction by its
    effect: Ruby Sanctuary (Lv2) draws one card, not two."""
    p0 = {"field": [FieldCard("BSS03-106", cores=3), FieldCard("BSS03-001", cores=5)], "deck": [GOLEM, SMALL]}
    p1 = {"field": [FieldCard(DUGONG), FieldCard(DUGONG)]}  # 3000 BP each: 6000 together
    state = build(position(0, "attack", p0, p1))
    do(state, C.attack(1))
    while pending(state)[0] in (Decision.CHOOSE, Decision.ORDER):
        do(state, C.choice(0) if C.choice(0) in legal(state) else legal(state)[0])
    assert trash_ids(state, 1) == [DUGONG, DUGONG]
    assert len(hand_ids(state, 0)) == 1


# -- BSS03-107 Steaming Mountains ------------------------------------------------------------------------
def test_bss03_107_deploy_destroys_an_opposing_spirit_of_1000_bp_or_less(build):
    """BSS03-107: on deploy, destroy an opposing Spirit of 1000 BP or less (the 2000 BP one is safe)."""
    p1 = {"field": [FieldCard(SMALL), FieldCard(SMALL, cores=2)]}
    state = build(auto_position(auto=False, p0={"hand": ["BSS03-107"], "reserve": 6}, p1=p1))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert [o.slot for o in state.pending_decision().options] == [0]
    state.apply(state.pending_decision().target_slot(0, player=1))
    assert field_cards(state, 1) == {1: SMALL} and trash_ids(state, 1) == [SMALL]
    none = build(auto_position(auto=False, p0={"hand": ["BSS03-107"], "reserve": 6},
                          p1={"field": [FieldCard(SMALL, cores=2)]}))
    summon(none, 0)
    assert pending(none) == (Decision.MAIN, 0) and field_cards(none, 1) == {0: SMALL}


@pytest.mark.parametrize(("cores", "bonus"), [(2, 2000), (0, 0)])
def test_bss03_107_lv2_ancient_dragons_and_dragonoids_gain_2000_bp(build, cores, bonus):
    """BSS03-107: at Lv2, in your Attack Step, your Ancient Dragons and Dragonoids get +2000 BP."""
    p0 = {"field": [FieldCard("BSS03-107", cores=cores), FieldCard(DRAGONOID), FieldCard(SIEGWURM), FieldCard(SMALL)]}
    state = build(auto_position(step="attack", p0=p0))
    assert [bp(state, 0, k) for k in (1, 2, 3)] == [1000 + bonus, 4000 + bonus, 1000]
    assert bp(build(auto_position(p0=p0)), 0, 1) == 1000  # not in the Main Step


# -- BSS03-108 Amethyst Sanctuary ------------------------------------------------------------------------
@pytest.mark.parametrize(("active", "cores", "answer"), [(0, 1, "trash"), (0, 1, "keep"), (1, 1, "trash"),
                                                         (0, 0, None)])
def test_bss03_108_lv2_destruction_in_an_attack_step_views_the_top_card(build, active, cores, answer):
    """BSS03-108: at Lv2, in either Attack Step, when a Spirit is destroyed, view your top card and trash it or
    leave it on top; at Lv1 nothing happens."""
    p0 = {"field": [FieldCard(SMALL), FieldCard(AMETHYST, cores=cores)], "deck": [FILLER, QUICKSAND]}
    p1 = {"field": [FieldCard(BRONTECH, cores=3)]}
    state = build(auto_position(active=active, turn=3 + active, step="attack", auto=False, p0=p0, p1=p1))
    attack_and_resolve(state, 0, blocker=0)  # player 0's Demo Bones blocked by Brontech, or player 1's Brontech blocked by it
    assert SMALL in trash_ids(state, 0)
    if answer is None:
        assert pending(state)[0] != Decision.CHOOSE
    else:
        assert pending(state) == (Decision.CHOOSE, 0)
        assert option_cards(state) == [FILLER] and C.PASS in legal(state)
        state.apply(state.pending_decision().choose_card(FILLER, zone="revealed") if answer == "trash" else C.PASS)
    assert deck_ids(state, 0) == ([QUICKSAND] if answer == "trash" else [FILLER, QUICKSAND])


def test_bss03_108_destruction_in_the_main_step_views_nothing(build):
    """BSS03-108: outside the Attack Steps (Break Burst destroying a Spirit in the Main Step) nothing happens."""
    p0 = {"hand": ["BSS03-136"], "reserve": 3, "field": [FieldCard(AMETHYST, cores=1)], "deck": [FILLER]}
    state = build(auto_position(auto=False, p0=p0, p1={"field": [FieldCard(SMALL)]}))
    use_effect(state, "BSS03-136", "Flash")
    choose_in(state, SMALL)
    assert trash_ids(state, 1) == [SMALL]
    assert pending(state) == (Decision.MAIN, 0) and deck_ids(state, 0) == [FILLER]


# -- BSS03-109 Palace of the Serpentine Cult -------------------------------------------------------------
def test_bss03_109_placed_puts_a_cursed_spirit_on_top_of_the_deck(build):
    p0 = {"hand": ["BSS03-109"], "reserve": 4, "trash": [BONES, OKAPANDLE], "deck": [GOLEM]}
    state = build(scenario(p0, {}, auto=False))
    summon_card(state, "BSS03-109")
    assert choice_cards(state) == [(0, OKAPANDLE)]
    pick(state, OKAPANDLE)
    assert deck_ids(state, 0) == [OKAPANDLE, GOLEM]
    assert trash_ids(state, 0) == [BONES]


@pytest.mark.parametrize(("mine_", "nexus_cores", "burns"), [(CURSED, 2, True), (BONES, 2, False), (CURSED, 0, False)])
def test_bss03_109_lv2_serpent_destroyed_burns_a_reserve_core(build, mine_, nexus_cores, burns):
    """Lv2: a Serpent Spirit of yours destroyed in an Attack Step sends a core of the opponent's Reserve to their
    Trash; an Undead, or Lv1, does not."""
    p0 = {"field": [FieldCard("BSS03-109", cores=nexus_cores), FieldCard(mine_)]}
    p1 = {"field": [FieldCard(BRONTECH)], "reserve": 2}
    state = build(position(0, "attack", p0, p1))
    fight(state, 1, 0)
    assert cards(state, 0) == ["BSS03-109"]
    assert reserve(state, 1) == (1 if burns else 2)
    assert int(player(state, 1)["trash_cores"]) == int(burns)


# -- BSS03-110 Topaz Sanctuary ---------------------------------------------------------------------------
@pytest.mark.parametrize(("cores", "hand", "reveals"), [(2, [SWORD, OBERO], True), (0, [SWORD, OBERO], False),
                                                        (2, [], False)])
def test_bss03_110_lv2_reveals_a_random_card_of_the_opponents_hand(build, cores, hand, reveals):
    """Lv2, at the start of the opponent's End Step: a card of their hand is picked at random (the game's RNG
    moves on) and revealed; nothing else changes. Lv1 or an empty hand: no pick."""
    p0 = {"field": [FieldCard("BSS03-110", cores=cores)]}
    state = build(their_step("end_start", p0, {"hand": hand, "field": [FieldCard(KEEP)]}))
    rng = [int(x) for x in state.record()["rng"]]
    before = build(their_step("end_start", {"field": [FieldCard(KEEP)]}, {"hand": hand, "field": [FieldCard(KEEP)]}))
    assert ([int(x) for x in before.record()["rng"]] != rng) == reveals  # the same game without the pick
    assert hand_ids(state, 1) == hand


# -- BSS03-111 Radiant Pyramid Triad ---------------------------------------------------------------------
def test_bss03_111_deploy_views_the_top_card_and_puts_it_back(build):
    """BSS03-111: on deploy, the top card is viewed and put back: the deck is unchanged, nothing asked."""
    state = build(auto_position(auto=False, p0={"hand": ["BSS03-111"], "reserve": 3, "deck": [FILLER, QUICKSAND]}))
    summon(state, 0)
    assert pending(state) == (Decision.MAIN, 0)
    assert deck_ids(state, 0) == [FILLER, QUICKSAND] and hand_ids(state, 0) == []


@pytest.mark.parametrize(("cores", "draws"), [(2, 1), (0, 0)])
def test_bss03_111_lv2_draws_when_an_opposing_effect_depletes_your_spirit(build, cores, draws):
    """BSS03-111: at Lv2, in your Attack Step, draw when an opposing effect (Soul Crush in your battle's Flash
    timing, BSS03-123) takes the last core off one of your Spirits."""
    p0 = {"field": [FieldCard(SMALL), FieldCard("BSS03-111", cores=cores)], "deck": [FILLER]}
    state = build(auto_position(step="attack", auto=False, p0=p0, p1={"hand": ["BSS03-123"], "reserve": 5}))
    state.apply(C.attack(0))
    use_magic(state, 0)
    assert option_cards(state) == [SMALL]
    choose_in(state, SMALL)
    assert trash_ids(state, 0) == [SMALL]
    assert hand_ids(state, 0) == [FILLER] * draws


# -- BSS03-112 Diamond Sanctuary -------------------------------------------------------------------------
@pytest.mark.parametrize("cores, choices", [(2, [C.choice(0)]), (0, [C.choice(0), C.choice(1)])])
def test_bss03_112_diamond_sanctuary_not_picked_by_magic(build, destroyer_db, cores, choices):
    """Diamond Sanctuary Lv2: opposing Magic cannot pick it (Lv1: it can)."""
    sc = position(p0={"hand": [CHARGED_DRAW], "reserve": 4},
                  p1={"field": [FieldCard(RED), FieldCard("BSS03-112", cores=cores)]})
    sc.db = destroyer_db
    s = build(sc)
    use_magic(s, 0)
    assert legal(s) == choices


# -- BSS03-113 Brisingamen Necklace ----------------------------------------------------------------------
def test_bss03_113_deploy_may_bounce_an_opposing_spirit_of_cost_1_or_less(build):
    """BSS03-113: on deploy you may return an opposing Spirit of cost 1 or less to its owner's hand."""
    p1 = {"field": [FieldCard(SMALL), FieldCard(BRONTECH)]}
    state = build(auto_position(auto=False, p0={"hand": ["BSS03-113"], "reserve": 5}, p1=p1))
    summon(state, 0)
    assert option_cards(state) == [SMALL] and C.PASS in legal(state)
    choose_in(state, SMALL)
    assert hand_ids(state, 1) == [SMALL] and field_cards(state, 1) == {1: BRONTECH}
    passed = build(auto_position(auto=False, p0={"hand": ["BSS03-113"], "reserve": 5}, p1=p1))
    summon(passed, 0)
    passed.apply(C.PASS)
    assert field_cards(passed, 1) == {0: SMALL, 1: BRONTECH}
    big_only = build(auto_position(auto=False, p0={"hand": ["BSS03-113"], "reserve": 5}, p1={"field": [FieldCard(BRONTECH)]}))
    summon(big_only, 0)
    assert pending(big_only) == (Decision.MAIN, 0)


@pytest.mark.parametrize(("cores", "bounced"), [(1, True), (0, False)])
def test_bss03_113_lv2_destroyed_by_opponent_bounces_an_opposing_spirit(build, cores, bounced):
    """BSS03-113: destroyed by the opponent at Lv2 (Andromeda's summon effect), an opposing Spirit returns to
    its owner's hand."""
    state = build(their_turn(p0={"field": [FieldCard("BSS03-113", cores=cores)]},
                             p1={"hand": [ANDROMEDA], "reserve": 8}))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 1)
    choose_in(state, "BSS03-113")  # Andromeda destroys the Nexus
    assert trash_ids(state, 0) == ["BSS03-113"]
    if bounced:
        assert pending(state) == (Decision.CHOOSE, 0) and C.PASS not in legal(state)
        choose_in(state, ANDROMEDA)
    assert hand_ids(state, 1) == ([ANDROMEDA] if bounced else [])
    assert field_cards(state, 1) == ({} if bounced else {0: ANDROMEDA})


# -- BSS03-114 Emerald Sanctuary -------------------------------------------------------------------------
@pytest.mark.parametrize(("nexus_cores", "boost"), [(1, True), (0, False)])
def test_bss03_114_your_effect_exhausting_an_opposing_spirit_gives_bp(build, nexus_cores, boost):
    """Lv2, either Attack Step: when your effect exhausts an opposing Spirit, a Spirit of yours gets +2000 BP."""
    p0 = {"field": [FieldCard("BSS03-114", cores=nexus_cores), FieldCard("BSS01-079")],
          "hand": [DROWSY_FUMES], "reserve": 4}
    p1 = {"field": [FieldCard(BRONTECH)]}
    state = build(position(0, "attack", p0, p1))
    do(state, C.attack(1), C.PASS)
    use_magic(state, 0)
    do(state, C.choice(0))  # Fumes on Brontech
    do(state, C.choice(0))  # Flavum exhausts Brontech
    if boost:
        assert pending(state) == (Decision.CHOOSE, 0)
        do(state, C.choice(0))
    assert bp(state, 0, 1) == 2000 + (2000 if boost else 0)


# -- BSS03-115 Hurricane Highlands -----------------------------------------------------------------------
@pytest.mark.parametrize("summoned, cores", [(EZOWOLF, 2), ("BSS02-098", 3), (RED, 1)])
def test_bss03_115_highlands_gale_spirit_gets_its_gale_number_in_cores(build, summoned, cores):
    """Your Main Step: a Gale Spirit you summon gets as many Void cores as its Gale number (Gale 1: one, Gale 2:
    two); a Spirit without Gale gets none."""
    s = build(position(p0={"hand": [summoned], "reserve": 8, "field": [FieldCard("BSS03-115", cores=0)]}))
    summon(s, 0)
    assert field(s, 0)[1]["cores"] == cores


@pytest.mark.parametrize("cores, exhausts", [(2, True), (1, False)])
def test_bss03_115_highlands_lv2_gale_blocker_wins(build, cores, exhausts):
    """Lv2, opponent's Attack Step: your Gale Spirit destroys the attacker by BP: the opponent exhausts one of
    their refreshed Spirits; not at Lv1."""
    s = build(position(active=1, turn=4, step="attack",
                       p0={"field": [FieldCard("BSS03-115", cores=cores), FieldCard(EZOWOLF, cores=2)]},
                       p1={"field": [FieldCard(RED), FieldCard(RED)]}))
    blocked(s, 0, 1)
    assert RED in trash_ids(s, 1)
    if exhausts:
        assert pending(s) == (Decision.CHOOSE, 1)
        do(s, C.choice(0))
    assert list(exhausted(s, 1).values()) == [1 if exhausts else 0]
