"""Per-card tests for ST03 (white Machine Beasts): every card on both engines (``build`` fixture).

Player 0 owns the card under test. Positions use ``soul="trash"`` where the Soul Core would only
get in the way of exact core counts."""

from __future__ import annotations

import pytest
from card_helpers import battle, cards, check_vanilla, deck_ids, reachable_decks, scenario, their_step
from cards_shared import PENTAN, POISON_SHOT, QUICKSAND
from conftest import bp, field, hand_ids, legal, pay_and_place, pending, player, summon, trash_ids, use_magic
from pool_cards import (
    AXE_ANGEL,
    BRONTECH,
    CHARGED_DRAW,
    DUGONG,
    GLASSBEAR,
    GOLEM,
    NEBULA,
    RAINEEDLE,
    STAR_ALTAR,
)

from pybs import codec as C
from pybs import layout as L
from pybs.layout import Decision
from pybs.testing import FieldCard, Scenario

TROOPER = "ST01-009"  # red, cost 2
BILL = "ST03-008"


def to_main_of(state, turn: int, limit: int = 60) -> None:
    """Pass every decision until the Main Step decision of turn ``turn``."""
    for _ in range(limit):
        if int(state.record()["turn"]) == turn and pending(state)[0] == Decision.MAIN:
            return
        assert int(state.record()["turn"]) <= turn
        state.apply(C.PASS)
    raise AssertionError(f"turn {turn} never reached its Main Step")


def burst_set(state, p: int) -> bool:
    return int(player(state, p)["burst_inst"]) != L.NO_CARD


# -- cards with no effect text ---------------------------------------------------------------------------
@pytest.mark.parametrize("card_id", [GOLEM, BRONTECH, DUGONG])
def test_st03_vanilla_cards_do_nothing_else(build, card_id):
    """Mobile Golem, Brontech and Seabeast Dugong have no effect text."""
    check_vanilla(build, card_id, reduction=1)  # the position's exhausted Golem: one white symbol


# -- ST03-001 Divine Moonsky Beast Fanatech Elk ----------------------------------------------------------
def test_st03_001_block_protects_it_from_battle_destruction(build):
    """Blocking makes it survive a battle it loses on BP."""
    state = build(their_step("attack", {"field": [FieldCard("ST03-001", cores=1)]},
                             {"field": [FieldCard(NEBULA, cores=3)]}))
    battle(state, 0, 0)
    assert cards(state, 0) == ["ST03-001"]  # 4000 BP against 6000 and still there
    assert cards(state, 1) == [NEBULA]


@pytest.mark.parametrize("blocker", ["ST03-001", GOLEM])
def test_st03_001_block_protects_its_cores_from_opposing_effects(build, blocker):
    """After it blocks, an opposing Magic cannot take its only core (a vanilla blocker is depleted by it)."""
    sc = their_step("attack", {"field": [FieldCard(blocker, cores=1)]},
                    {"field": [FieldCard(RAINEEDLE)], "hand": [POISON_SHOT], "reserve": 5})
    state = build(sc)
    battle(state, 0, 0)
    assert pending(state) == (Decision.FLASH, 1)  # the defender had nothing to use
    use_magic(state, 0)
    assert pending(state) == (Decision.CHOOSE, 1)
    assert legal(state) == [C.choice(0), C.choice(1)]  # its own Raineedle, then the blocker
    state.apply(C.choice(1))
    assert POISON_SHOT in trash_ids(state, 1)
    if blocker == GOLEM:
        assert GOLEM in trash_ids(state, 0)
    else:
        assert field(state, 0)[0]["cores"] == 1


@pytest.mark.parametrize(("cores", "hit", "life1"), [(3, False, 4), (1, False, 5), (3, True, 5)])
def test_st03_001_lv2_end_of_opponent_turn_burns_their_life_core(build, cores, hit, life1):
    """Lv2+: at the end of an opponent's turn in which you kept your Life, one of their Life cores goes to their
    Trash."""
    sc = their_step("attack", {"field": [FieldCard("ST03-001", cores=cores)]},
                    {"field": [FieldCard(RAINEEDLE)]})
    state = build(sc)
    if hit:
        battle(state, 0, None)
    to_main_of(state, 5)
    assert int(player(state, 1)["life"]) == life1
    assert int(player(state, 1)["trash_cores"]) == 5 - life1
    assert int(player(state, 0)["life"]) == (4 if hit else 5)


def test_st03_001_lv2_nothing_at_the_end_of_your_own_turn(build):
    """Its Life burn works only at the end of the opponent's turn."""
    sc = scenario({"field": [FieldCard("ST03-001", cores=3)]}, {"field": [FieldCard(RAINEEDLE)]})
    state = build(sc)
    to_main_of(state, 4)
    assert (int(player(state, 1)["life"]), int(player(state, 1)["trash_cores"])) == (5, 0)


def test_st03_001_lv2_counts_life_against_the_start_of_the_turn(build):
    """Ruling (R18, issue 16): "you did not lose Life this turn" means your Life is not lower than it was as the
    turn began (Cond.LIFE_KEPT): at 6 Life in a turn begun with 5, a hit down to 5 still lets Fanatech Elk burn one
    of the opponent's Life cores."""
    sc = their_step("attack", {"field": [FieldCard("ST03-001", cores=3)], "life": 6, "turn_start_life": 5},
                    {"field": [FieldCard(RAINEEDLE)]})
    state = build(sc)
    battle(state, 0, None)
    assert int(player(state, 0)["life"]) == 5
    to_main_of(state, 5)
    assert int(player(state, 1)["life"]) == 4 and int(player(state, 1)["trash_cores"]) == 1


# -- ST03-002 Greygarmr ----------------------------------------------------------------------------------
def test_st03_002_armor_keeps_red_effects_off_it(build):
    """Armor (red/white): the red Nebula Dragon's summon effect cannot pick it, only the other small Spirit."""
    sc = Scenario(turn=4, active=1, step="main")
    sc.player(0, field=[FieldCard("ST03-002", cores=1), FieldCard(DUGONG, cores=1)], soul="trash")
    sc.player(1, hand=[NEBULA], reserve=7, soul="trash")
    state = build(sc)
    summon(state, 0)
    assert cards(state, 0) == ["ST03-002"]  # the only candidate, Seabeast Dugong, was destroyed
    assert trash_ids(state, 0) == [DUGONG]


def test_st03_002_armor_keeps_white_effects_off_it(build):
    """Armor (red/white): a white Magic of the opponent cannot return it to hand."""
    sc = scenario({"hand": ["ST03-015"], "reserve": 5, "field": [FieldCard(RAINEEDLE)]},
                 {"field": [FieldCard("ST03-002", cores=1), FieldCard(GOLEM, cores=1)]})
    state = build(sc)
    use_magic(state, 0)
    assert cards(state, 1) == ["ST03-002"]
    assert hand_ids(state, 1) == [GOLEM]


@pytest.mark.parametrize(("cores", "survivor"), [(2, "ST03-002"), (1, BRONTECH)])
def test_st03_002_lv2_block_gains_3000_bp(build, cores, survivor):
    """Lv2+: +3000 BP when it blocks (3000 + 3000 beats Brontech's 5000; at Lv1 2000 loses)."""
    state = build(their_step("attack", {"field": [FieldCard("ST03-002", cores=cores)]},
                             {"field": [FieldCard(BRONTECH)]}))
    battle(state, 0, 0)
    assert cards(state, 0) + cards(state, 1) == [survivor]


# -- ST03-003 Mechatrice ---------------------------------------------------------------------------------
def test_st03_003_summon_views_top_two_and_sends_any_to_the_bottom(build):
    """On summon: look at the top 2, put the chosen ones on the bottom, the rest back on top."""
    deck = [GOLEM, BRONTECH, DUGONG, RAINEEDLE]
    state = build(scenario({"hand": ["ST03-003"], "reserve": 5, "deck": deck}, {}))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert legal(state) == [C.PASS, C.choice(0), C.choice(1)]  # may stop at once (any number)
    state.apply(C.choice(0))  # Mobile Golem to the bottom
    state.apply(C.PASS)  # Brontech stays
    assert deck_ids(state, 0) == [BRONTECH, DUGONG, RAINEEDLE, GOLEM]
    assert pending(state) == (Decision.MAIN, 0)


def test_st03_003_summon_may_reorder_the_cards_kept_on_top(build):
    """On summon the cards kept on top go back "in any order": the second card can end on top."""
    deck = [GOLEM, BRONTECH, DUGONG]
    state = build(scenario({"hand": ["ST03-003"], "reserve": 5, "deck": deck}, {}))
    summon(state, 0)
    orders = reachable_decks(state, 0)
    assert (BRONTECH, DUGONG, GOLEM) in orders and (DUGONG, BRONTECH, GOLEM) in orders  # bottom, either order
    assert (BRONTECH, GOLEM, DUGONG) in orders  # both kept, swapped


@pytest.mark.parametrize("cores", [2, 1])
def test_st03_003_lv2_block_returns_a_cost_2_or_less_spirit(build, cores):
    """Lv2: when it blocks, an opposing Spirit of cost 2 or less goes back to hand (not a cost-3 one)."""
    sc = their_step("attack", {"field": [FieldCard("ST03-003", cores=cores)]},
                    {"field": [FieldCard(RAINEEDLE), FieldCard(QUICKSAND), FieldCard(TROOPER)]})
    state = build(sc)
    battle(state, 0, 0)
    if cores == 1:
        assert hand_ids(state, 1) == [] and pending(state)[0] != Decision.CHOOSE
        return
    assert pending(state) == (Decision.CHOOSE, 0)
    assert legal(state) == [C.choice(0), C.choice(1)]  # Raineedle (cost 1) and Dragron Trooper (cost 2)
    state.apply(C.choice(1))
    assert hand_ids(state, 1) == [TROOPER]
    assert QUICKSAND in cards(state, 1)


# -- ST03-004 Mechawing Duck -----------------------------------------------------------------------------
@pytest.mark.parametrize("their_turn", [True, False])
def test_st03_004_gains_core_when_opposing_spirit_returns_in_their_attack_step(build, their_turn):
    """In the opponent's Attack Step, an opposing Spirit returning to hand puts a Void core on it."""
    p0 = {"field": [FieldCard("ST03-004", cores=1)], "hand": ["ST03-015"], "reserve": 4}
    p1 = {"field": [FieldCard(RAINEEDLE)]}
    if their_turn:
        state = build(their_step("attack", p0, p1))
        state.apply(C.attack(0))
        assert pending(state) == (Decision.FLASH, 0)
    else:
        state = build(scenario(p0, p1))
    use_magic(state, 0)
    assert hand_ids(state, 1) == [RAINEEDLE]
    assert field(state, 0)[0]["cores"] == (2 if their_turn else 1)


# -- ST03-005 Hollowbeast Glassbear ----------------------------------------------------------------------
@pytest.mark.parametrize("soul", [True, False])
def test_st03_005_block_with_soul_core_gains_a_core(build, soul):
    """When it blocks holding the Soul Core it gets a core from the Void; without it nothing happens."""
    bear = FieldCard(GLASSBEAR, cores=0, soul=True) if soul else FieldCard(GLASSBEAR, cores=1)
    sc = their_step("attack", {"field": [bear], "soul": None if soul else "trash"},
                    {"field": [FieldCard(RAINEEDLE)]})
    state = build(sc)
    battle(state, 0, 0)
    assert field(state, 0)[0]["cores"] == (2 if soul else 1)
    assert field(state, 0)[0]["soul"] == soul


# -- ST03-008 Buffalong Bill -----------------------------------------------------------------------------
def test_st03_008_block_returns_opposing_spirit_of_cost_5_or_less(build):
    """When it blocks, an opposing Spirit of cost 5 or less (not the cost-6 one) returns to hand."""
    sc = their_step("attack", {"field": [FieldCard(BILL, cores=1)]},
                    {"field": [FieldCard(BRONTECH), FieldCard(NEBULA)]})
    state = build(sc)
    battle(state, 0, 0)
    assert hand_ids(state, 1) == [BRONTECH]
    assert cards(state, 1) == [NEBULA]
    assert int(player(state, 0)["life"]) == 5  # the block stands
    assert cards(state, 0) == [BILL]


@pytest.mark.parametrize(("cores", "bounced"), [(4, True), (2, False)])
def test_st03_008_lv3_its_block_effect_also_works_on_attack(build, cores, bounced):
    """Lv3: in your Attack Step its own "when blocks" effect also fires when it attacks."""
    p0 = {"field": [FieldCard(BILL, cores=cores), FieldCard(RAINEEDLE)]}  # Raineedle keeps the Attack Step open
    state = build(scenario(p0, {"field": [FieldCard(BRONTECH)]}, step="attack"))
    state.apply(C.attack(0))
    assert hand_ids(state, 1) == ([BRONTECH] if bounced else [])


@pytest.mark.parametrize(("cores", "gained"), [(4, 1), (2, 0)])
def test_st03_008_lv3_gives_other_spirits_block_effects_on_attack(build, cores, gained):
    """Lv3: another Spirit's "when blocks" effect (Glassbear's core gain) fires when that Spirit attacks."""
    p0 = {"field": [FieldCard(BILL, cores=cores), FieldCard(GLASSBEAR, cores=0, soul=True)], "soul": None}
    state = build(scenario(p0, {"field": [FieldCard(GOLEM, exhausted=True)]}, step="attack"))
    state.apply(C.attack(1))
    assert field(state, 0)[1]["cores"] == 1 + gained


# -- ST03-010 Iceblader Brigid ---------------------------------------------------------------------------
@pytest.mark.parametrize("soul", [True, False])
def test_st03_010_destroyed_with_soul_core_returns_an_opposing_spirit(build, soul):
    """Destroyed while holding the Soul Core: an opposing Spirit returns to hand."""
    brigid = FieldCard("ST03-010", cores=0, soul=True) if soul else FieldCard("ST03-010", cores=1)
    sc = their_step("attack", {"field": [brigid], "soul": None if soul else "trash"},
                    {"field": [FieldCard(BRONTECH)]})
    state = build(sc)
    battle(state, 0, 0)
    assert trash_ids(state, 0) == ["ST03-010"]  # 3000 against 5000
    assert hand_ids(state, 1) == ([BRONTECH] if soul else [])


@pytest.mark.parametrize("cores", [2, 1])
def test_st03_010_lv2_block_stops_an_opposing_spirit_refreshing(build, cores):
    """Lv2: when it blocks, the chosen opposing Spirit skips its owner's next Refresh Step."""
    sc = their_step("attack", {"field": [FieldCard("ST03-010", cores=cores)]},
                    {"field": [FieldCard(RAINEEDLE), FieldCard(BRONTECH, exhausted=True)]})
    state = build(sc)
    battle(state, 0, 0)
    if cores == 2:
        assert pending(state) == (Decision.CHOOSE, 0)
        state.apply(state.pending_decision().choose_card(BRONTECH, player=1))
    to_main_of(state, 6)
    assert field(state, 1)[1] == {"card": BRONTECH, "cores": 1, "soul": False, "exhausted": int(cores == 2)}
    to_main_of(state, 8)
    assert field(state, 1)[1]["exhausted"] == 0  # only the next Refresh Step


# -- ST03-011 Frosttree Goddess Eir ----------------------------------------------------------------------
def test_st03_011_summon_puts_void_core_on_a_spirit_with_block_effect(build):
    """On summon, one of your Spirits with a "when blocks" effect gets a core from the Void."""
    p0 = {"hand": ["ST03-011"], "reserve": 3, "field": [FieldCard(GLASSBEAR), FieldCard(GOLEM), FieldCard(BILL)]}
    state = build(scenario(p0, {}))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert legal(state) == [C.choice(0), C.choice(1)]  # Glassbear, Bill; not the vanilla, not Eir
    state.apply(C.choice(1))
    assert [f["cores"] for f in field(state, 0).values()] == [1, 1, 2, 1]
    assert int(player(state, 0)["reserve"]) == 0


# -- ST03-012 Spring of Norn -----------------------------------------------------------------------------
@pytest.mark.parametrize("cores", [0, 2])
def test_st03_012_opponent_attack_step_start_refreshes_vanilla_spirits(build, cores):
    """At the start of the opponent's Attack Step: Lv1 refreshes one of your vanillas, Lv2 all of them."""
    mine = [FieldCard("ST03-012", cores=cores), FieldCard(GOLEM, exhausted=True), FieldCard(DUGONG, exhausted=True),
            FieldCard(GLASSBEAR, exhausted=True)]
    sc = Scenario(turn=4, active=1, step="main")
    sc.player(0, field=mine, soul="trash")
    sc.player(1, field=[FieldCard(RAINEEDLE)], soul="trash")
    state = build(sc)
    state.apply(C.PASS)  # player 1 ends the Main Step
    if cores == 0:
        assert pending(state) == (Decision.CHOOSE, 0)
        assert legal(state) == [C.choice(0), C.choice(1)]  # the two vanillas
        state.apply(C.choice(1))
    assert pending(state) == (Decision.ATTACK, 1)
    assert [f["exhausted"] for f in field(state, 0).values()] == ([0, 1, 0, 1] if cores == 0 else [0, 0, 0, 1])


def test_st03_012_nothing_at_the_start_of_your_own_attack_step(build):
    """Its refresh works only in the opponent's Attack Step."""
    mine = [FieldCard("ST03-012", cores=2), FieldCard(GOLEM, exhausted=True), FieldCard(RAINEEDLE)]
    state = build(scenario({"field": mine}, {}))
    state.apply(C.PASS)
    assert pending(state) == (Decision.ATTACK, 0)
    assert field(state, 0)[1]["exhausted"] == 1


# -- ST03-013 Heaven-Piercing Castle ---------------------------------------------------------------------
@pytest.mark.parametrize(("answer", "soul"), [(C.CONFIRM, "reserve"), (C.PASS, "reserve"), (None, "trash")])
def test_st03_013_opponent_extra_draw_lets_you_pay_soul_core_to_draw(build, answer, soul):
    """When the opponent draws outside their Draw Step you may send your Soul Core to the Trash to draw."""
    sc = Scenario(turn=4, active=1, step="main")
    sc.player(0, field=[FieldCard("ST03-013", cores=0)], soul=soul, deck=[GOLEM, BRONTECH])
    sc.player(1, hand=[CHARGED_DRAW], reserve=4, soul="trash", field=[FieldCard(RAINEEDLE)])
    state = build(sc)
    use_magic(state, 0, effect=0)  # Main: draw 2
    assert len(hand_ids(state, 1)) == 2
    if answer is None:  # no Soul Core to pay: not offered
        assert pending(state) == (Decision.MAIN, 1)
        assert hand_ids(state, 0) == []
        return
    assert pending(state) == (Decision.YES_NO, 0)
    state.apply(answer)
    drew = answer == C.CONFIRM
    assert hand_ids(state, 0) == ([GOLEM] if drew else [])
    assert int(player(state, 0)["soul_loc"]) == (L.SOUL_TRASH if drew else L.SOUL_RESERVE)


@pytest.mark.parametrize(("cores", "attacker", "moved"), [(2, 1, 2), (0, 1, 0), (2, 2, 0)])
def test_st03_013_lv2_block_effect_attacker_takes_cores_from_trash(build, cores, attacker, moved):
    """Lv2: when your Spirit with a "when blocks" effect attacks, up to 2 Trash cores go onto it."""
    p0 = {"field": [FieldCard("ST03-013", cores=cores), FieldCard(GLASSBEAR), FieldCard(GOLEM)], "trash_cores": 3,
          "soul": "reserve"}  # a Soul Core in the Trash would add a SOUL question (tests/test_core_choices.py)
    state = build(scenario(p0, {}, step="attack"))
    state.apply(C.attack(attacker))
    if moved:
        assert pending(state) == (Decision.CHOOSE, 0)
        assert legal(state) == [C.choice(0), C.choice(1), C.choice(2)]  # 0, 1 or 2 cores
        state.apply(C.choice(moved))
    assert pending(state)[0] != Decision.CHOOSE
    assert field(state, 0)[attacker]["cores"] == 1 + moved
    assert int(player(state, 0)["trash_cores"]) == 3 - moved


# -- ST03-014 Holy Elixir --------------------------------------------------------------------------------
def test_st03_014_flash_refreshes_two_spirits_that_then_cannot_attack(build):
    """Flash: refresh two of your Spirits; they cannot attack this turn."""
    p0 = {"hand": ["ST03-014"], "reserve": 3,
          "field": [FieldCard(GOLEM, exhausted=True), FieldCard(DUGONG, exhausted=True), FieldCard(RAINEEDLE)]}
    state = build(scenario(p0, {}))
    use_magic(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    state.apply(state.pending_decision().choose_card(GOLEM))
    state.apply(state.pending_decision().choose_card(DUGONG))  # Golem is no longer offered
    assert [f["exhausted"] for f in field(state, 0).values()] == [0, 0, 0]
    state.apply(C.PASS)  # to the Attack Step
    assert pending(state) == (Decision.ATTACK, 0)
    assert legal(state) == [C.PASS, C.attack(2)]


def test_st03_014_burst_then_paid_flash_effect(build):
    """After its Burst, paying its cost uses the Flash effect: two of your Spirits refresh."""
    sc = Scenario(turn=4, active=1, step="main")
    sc.player(0, burst="ST03-014", reserve=4, soul="trash",
              field=[FieldCard(GOLEM, exhausted=True), FieldCard(DUGONG, exhausted=True)])
    sc.player(1, hand=[PENTAN], reserve=3, soul="trash", field=[FieldCard(RAINEEDLE)])
    state = build(sc)
    summon(state, 0)
    assert pending(state) == (Decision.BURST, 0)
    state.apply(C.CONFIRM)
    assert pending(state) == (Decision.YES_NO, 0)
    state.apply(C.CONFIRM)
    pay_and_place(state)  # 4 less its single white reduction symbol: 3 cores from the Reserve
    while pending(state)[0] == Decision.CHOOSE:
        state.apply(C.choice(0))
    assert [f["exhausted"] for f in field(state, 0).values()] == [0, 0]
    assert int(player(state, 0)["trash_cores"]) == 2 + 3  # the Burst's 2 and the 3 paid
    assert trash_ids(state, 0) == ["ST03-014"]
    assert pending(state) == (Decision.MAIN, 1)


@pytest.mark.parametrize("summoned", [PENTAN, AXE_ANGEL])
def test_st03_014_burst_when_opponent_resolves_a_when_summoned_effect(build, summoned):
    """Burst after an opposing "When Summoned" effect resolves: two Void cores to your Trash."""
    sc = Scenario(turn=4, active=1, step="main")
    sc.player(0, burst="ST03-014", reserve=0, soul="trash")
    sc.player(1, hand=[summoned], reserve=3, soul="trash")
    state = build(sc)
    summon(state, 0)
    if summoned == AXE_ANGEL:  # no "When Summoned" effect: no Burst
        assert pending(state) == (Decision.MAIN, 1) and burst_set(state, 0)
        return
    assert pending(state) == (Decision.BURST, 0)
    state.apply(C.CONFIRM)
    assert int(player(state, 0)["trash_cores"]) == 2
    assert not burst_set(state, 0)
    assert trash_ids(state, 0) == ["ST03-014"]  # too poor to pay for the Flash effect
    assert pending(state) == (Decision.MAIN, 1)


# -- ST03-015 Dream Bomb ---------------------------------------------------------------------------------
def test_st03_015_main_returns_an_opposing_spirit_to_hand(build):
    """Main/Flash: an opposing Spirit returns to its owner's hand."""
    p0 = {"hand": ["ST03-015"], "reserve": 5, "field": [FieldCard(RAINEEDLE)]}  # Raineedle keeps the Main Step open
    state = build(scenario(p0, {"field": [FieldCard(BRONTECH, cores=3)]}))
    use_magic(state, 0)
    assert hand_ids(state, 1) == [BRONTECH]
    assert int(player(state, 1)["reserve"]) == 3 + 3  # its cores went to the Reserve
    assert trash_ids(state, 0) == ["ST03-015"]


def test_st03_015_burst_on_life_loss_returns_an_opposing_nexus(build):
    """Burst when you lose Life: an opposing Nexus returns to hand."""
    sc = their_step("attack", {"burst": "ST03-015", "reserve": 5},
                    {"field": [FieldCard(RAINEEDLE), FieldCard(STAR_ALTAR, cores=0)]})
    state = build(sc)
    battle(state, 0, None)
    assert pending(state) == (Decision.BURST, 0)
    state.apply(C.CONFIRM)
    assert hand_ids(state, 1) == [STAR_ALTAR]
    assert pending(state) == (Decision.YES_NO, 0)  # may pay 5 for the Flash effect
    state.apply(C.PASS)
    assert trash_ids(state, 0) == ["ST03-015"]
    assert cards(state, 1) == [RAINEEDLE]


# -- ST03-016 Protection Aura ----------------------------------------------------------------------------
@pytest.mark.parametrize("their_turn", [True, False])
def test_st03_016_gives_your_spirits_3000_bp_in_opponent_turn(build, their_turn):
    """Main/Flash: only in the opponent's turn, all your Spirits get +3000 BP this turn."""
    p0 = {"hand": ["ST03-016"], "reserve": 2, "field": [FieldCard(GOLEM), FieldCard(DUGONG)]}
    p1 = {"field": [FieldCard(RAINEEDLE)]}
    if their_turn:
        state = build(their_step("attack", p0, p1))
        state.apply(C.attack(0))
    else:
        state = build(scenario(p0, p1))
    use_magic(state, 0)
    bonus = 3000 if their_turn else 0
    assert (bp(state, 0, 0), bp(state, 0, 1)) == (4000 + bonus, 3000 + bonus)
    assert bp(state, 1, 0) == 1000
    assert trash_ids(state, 0) == ["ST03-016"]
