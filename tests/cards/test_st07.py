"""ST07 (NERV Evangelions): one test or more per card, on both engines.

Every position is built with ``Scenario`` and driven through the real decisions (summon, attack,
block, Burst...). Soul Cores are kept away (Trash) unless a test is about them, so core counts
are exact. Player 0 is the turn player unless a test says otherwise."""

from __future__ import annotations

from functools import partial

import card_helpers
import pytest
from card_helpers import attack_and_resolve, is_vanilla
from cards_shared import FILLER, SMALL
from conftest import bp, field, hand_ids, legal, pending, player, summon, trash_ids, use_magic

from pybs import codec as C
from pybs import layout as L
from pybs.layout import Decision
from pybs.testing import FieldCard

BIG = "ST03-007"  # Brontech: white, no effect text, 5000 BP at 1 core, 8000 BP at 3+ cores
position = partial(card_helpers.position, auto=True)  # auto_forced on unless a test turns it off


def cards(state, p: int) -> dict[int, str]:
    return {k: v["card"] for k, v in field(state, p).items()}


def choices(state) -> int:
    """How many candidates the pending CHOOSE offers."""
    return sum(1 for c in legal(state) if C.decode(c).name == "CHOICE")


def burst_battle(build, burst: str, reserve: int, blocked: bool, p0_field=None) -> object:
    """Player 0 attacks with Brontech (8000 BP); player 1 has ``burst`` set and a Demo Bones."""
    p0 = {"field": [FieldCard(BIG, cores=4)] + list(p0_field or [])}
    p1 = {"field": [FieldCard(SMALL, cores=1)], "burst": burst, "reserve": reserve,
          "deck": ["ST07-006", "ST07-010"] + [FILLER] * 5}
    state = build(position(step="attack", auto=False, p0=p0, p1=p1))
    attack_and_resolve(state, 0, blocker=0 if blocked else None)
    return state


# -- ST07-001 EVA-02 -Skydive Unit Type S Components- ----------------------------------------------------
def test_st07_001_lv3_attack_destroys_opposing_spirit_of_4000_bp_or_less(build):
    """ST07-001: its Lv3 attack destroys an opposing Spirit of 4000 BP or less; at Lv2 nothing happens."""
    p1 = {"field": [FieldCard(SMALL, cores=1), FieldCard(BIG, cores=4), FieldCard("ST01-001", cores=1)]}
    state = build(position(step="attack", auto=False, p0={"field": [FieldCard("ST07-001", cores=5)]}, p1=p1))
    state.apply(C.attack(0))
    assert pending(state) == (Decision.CHOOSE, 0)
    assert legal(state) == [C.choice(0), C.choice(1)]  # Demo Bones 1000 and Andromeda 4000; not 8000
    state.apply(C.choice(1))
    assert cards(state, 1) == {0: SMALL, 1: BIG}
    assert trash_ids(state, 1) == ["ST01-001"]
    low = build(position(step="attack", auto=False, p0={"field": [FieldCard("ST07-001", cores=3)]}, p1=p1))
    low.apply(C.attack(0))
    assert pending(low) == (Decision.FLASH, 1)  # Lv2: no effect decision
    assert len(cards(low, 1)) == 3


# -- ST07-002 EVA-02 -Engagement Complete- ---------------------------------------------------------------
@pytest.mark.parametrize("cores, attacker, blocker, draws", [
    (3, 0, None, 1),  # Lv2, unblocked: the battle ends with it on the field
    (1, 0, None, 0),  # Lv1: no draw
    (3, 0, 0, 0),  # Lv2, destroyed by a bigger blocker: not on the field at battle end
    (3, 1, None, 1),  # another NERV Spirit's battle counts too
])
def test_st07_002_lv2_draws_when_nerv_battle_ends_on_field(build, cores, attacker, blocker, draws):
    """ST07-002: from Lv2, in your Attack Step, a battle of your NERV Spirit that ends with it still on
    the field draws a card."""
    p0 = {"field": [FieldCard("ST07-002", cores=cores), FieldCard("ST07-003", cores=1)]}
    p1 = {"field": [FieldCard(BIG, cores=4)]}
    state = build(position(step="attack", p0=p0, p1=p1))
    before = int(player(state, 0)["hand_count"])
    attack_and_resolve(state, attacker, blocker)
    assert pending(state) == (Decision.ATTACK, 0)
    assert int(player(state, 0)["hand_count"]) == before + draws


# -- ST07-003 Evangelion Production Model-02 -------------------------------------------------------------
@pytest.mark.parametrize("soul", [True, False])
@pytest.mark.parametrize("card", ["ST07-003", "ST07-007", "ST07-010"])
def test_st07_003_007_010_at_field_keeps_it_while_it_holds_the_soul_core(build, card, soul):
    """ST07-003, ST07-007, ST07-010: A.T. Field only: opposing destroy effects fail while it holds the Soul
    Core. Player 0's Lv3 ST07-001 attacks and picks the opposing ``card``."""
    assert not is_vanilla(card)  # the keyword is effect text: not a vanilla card
    p1 = {"field": [FieldCard(card, cores=0 if soul else 1, soul=soul)]}
    if soul:
        p1["soul"] = None
    state = build(position(step="attack", p0={"field": [FieldCard("ST07-001", cores=5)]}, p1=p1))
    attack_and_resolve(state, 0)  # the only candidate is chosen automatically
    if soul:
        assert cards(state, 1) == {0: card} and trash_ids(state, 1) == []
    else:
        assert cards(state, 1) == {} and trash_ids(state, 1) == [card]


# -- ST07-004 EVA-01 -Operation Yashima- -----------------------------------------------------------------
def test_st07_004_summon_returns_cheap_nerv_card_from_trash(build):
    """ST07-004: when summoned, a NERV card of cost 4 or less goes from your Trash to your hand."""
    trash = ["ST07-001", "ST07-014", FILLER, "ST07-011", "ST07-006"]  # cost 6 NERV, Magic, non-NERV, 3, 3
    state = build(position(auto=False, p0={"hand": ["ST07-004"], "reserve": 8, "trash": trash}))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert legal(state) == [C.choice(0), C.choice(1)]  # Asuka and EVA-01 -Attack-, in Trash order
    state.apply(C.choice(1))
    assert hand_ids(state, 0) == ["ST07-006"]
    assert trash_ids(state, 0) == ["ST07-001", "ST07-014", FILLER, "ST07-011"]
    assert int(player(state, 0)["trash_cores"]) == 7  # nothing on the field reduces it


@pytest.mark.parametrize("shinji, target_cores, life_lost", [(True, 4, 1), (False, 4, 0), (True, 5, 0)])
def test_st07_004_lv3_attack_strips_four_cores(build, shinji, target_cores, life_lost):
    """ST07-004: its Lv3 attack may send 5 of its cores to your Trash to move 4 cores off an opposing
    Spirit; if that Spirit is depleted while you have a Shinji Nexus, the opponent loses a Life."""
    p0 = {"field": [FieldCard("ST07-004", cores=6)] + ([FieldCard("ST07-012", cores=0)] if shinji else [])}
    p1 = {"field": [FieldCard(BIG, cores=target_cores)], "reserve": 0, "life": 5}
    state = build(position(step="attack", auto=False, p0=p0, p1=p1))
    state.apply(C.attack(0))
    assert pending(state) == (Decision.YES_NO, 0)
    state.apply(C.CONFIRM)
    assert pending(state) == (Decision.CHOOSE, 0)
    state.apply(C.choice(0))
    assert field(state, 0)[0]["cores"] == 1 and int(player(state, 0)["trash_cores"]) == 5
    pl1 = player(state, 1)
    assert int(pl1["life"]) == 5 - life_lost
    assert int(pl1["reserve"]) == 4 + life_lost
    if target_cores == 4:
        assert cards(state, 1) == {} and trash_ids(state, 1) == [BIG]
    else:
        assert field(state, 1)[0]["cores"] == 1


def test_st07_004_lv3_attack_is_optional_and_level_gated(build):
    """ST07-004: declining keeps every core; at Lv2 the offer never comes."""
    p1 = {"field": [FieldCard(BIG, cores=4)], "reserve": 0}
    state = build(position(step="attack", auto=False, p0={"field": [FieldCard("ST07-004", cores=6)]}, p1=p1))
    state.apply(C.attack(0))
    state.apply(C.PASS)
    assert pending(state) == (Decision.FLASH, 1)
    assert field(state, 0)[0]["cores"] == 6 and field(state, 1)[0]["cores"] == 4
    low = build(position(step="attack", auto=False, p0={"field": [FieldCard("ST07-004", cores=3)]}, p1=p1))
    low.apply(C.attack(0))
    assert pending(low) == (Decision.FLASH, 1)


def test_st07_004_lv3_attack_not_offered_without_an_opposing_spirit(build):
    """ST07-004 / R0.4 (CN Q4): the 5 cores pay for picking an opposing Spirit; with none to pick, the
    payment is not offered."""
    p1 = {"field": [FieldCard("ST02-012", cores=0)]}  # a Nexus only
    state = build(position(step="attack", auto=False, p0={"field": [FieldCard("ST07-004", cores=6)]}, p1=p1))
    state.apply(C.attack(0))
    assert pending(state) == (Decision.FLASH, 1)
    assert field(state, 0)[0]["cores"] == 6 and int(player(state, 0)["trash_cores"]) == 0


# -- ST07-005 EVA-01 -Berserk- ---------------------------------------------------------------------------
def test_st07_005_must_attack_in_your_attack_step(build):
    """ST07-005: while it can attack, the Attack Step cannot be ended; once it has attacked it can."""
    p0 = {"field": [FieldCard("ST07-005", cores=1), FieldCard(FILLER, cores=1)]}
    state = build(position(step="attack", auto=False, p0=p0))
    assert legal(state) == [C.attack(0), C.attack(1)]  # no PASS: another attacker may go first
    state.apply(C.attack(1))
    state.apply(C.PASS)
    state.apply(C.PASS)
    assert pending(state) == (Decision.BLOCK, 1)
    state.apply(C.PASS)
    assert pending(state) == (Decision.ATTACK, 0)
    assert legal(state) == [C.attack(0)]  # still refreshed: it must attack
    attack_and_resolve(state, 0)
    assert pending(state) == (Decision.ATTACK, 0)
    assert legal(state) == [C.PASS]  # exhausted now: the step may end
    assert not is_vanilla("ST07-005")


# -- ST07-006 EVA-01 -Attack- ----------------------------------------------------------------------------
@pytest.mark.parametrize("opp_spirit, draws", [(True, 1), (False, 0)])
def test_st07_006_summon_draws_if_opponent_has_a_spirit(build, opp_spirit, draws):
    """ST07-006: when summoned, draw a card if the opponent controls a Spirit (a Nexus is not enough)."""
    p1 = {"field": [FieldCard(SMALL, cores=1)] if opp_spirit else [FieldCard("ST02-012", cores=0)]}
    state = build(position(p0={"hand": ["ST07-006"], "reserve": 4, "deck": ["ST07-010"] + [FILLER] * 5}, p1=p1))
    summon(state, 0)
    assert pending(state) == (Decision.MAIN, 0)
    assert hand_ids(state, 0) == ["ST07-010"] * draws
    assert cards(state, 0) == {0: "ST07-006"}


# -- ST07-008 EVA-00 -Operation Yashima- -----------------------------------------------------------------
@pytest.mark.parametrize("exhausted, picked", [(False, "ST07-003"), (True, "ST07-005")])
def test_st07_008_refreshed_it_shields_eva01_from_opposing_effects(build, exhausted, picked):
    """ST07-008: in the opponent's turn, while it is refreshed, their effects cannot pick your EVA-01."""
    p0 = {"field": [FieldCard("ST07-008", cores=1, exhausted=exhausted), FieldCard("ST07-005", cores=2),
                    FieldCard("ST07-003", cores=2)]}
    p1 = {"hand": ["ST02-004"], "reserve": 5}  # Mummirra: on summon an opposing Spirit loses a core
    state = build(position(active=1, auto=False, p0=p0, p1=p1))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 1)
    assert choices(state) == (2 if not exhausted else 3)
    state.apply(C.choice(1))  # the second candidate: EVA-02 when EVA-01 is shielded, else EVA-01
    assert {v["card"]: v["cores"] for v in field(state, 0).values()}[picked] == 1


def test_st07_008_shield_only_in_opponents_turn(build):
    """ST07-008: in your own turn your effects pick your EVA-01 freely (the shield is against the opponent)."""
    p0 = {"field": [FieldCard("ST07-008", cores=1), FieldCard("ST07-005", cores=1)], "hand": ["ST07-016"],
          "reserve": 5}
    state = build(position(auto=False, p0=p0))
    use_magic(state, 0, effect=0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert choices(state) == 2
    state.apply(C.choice(1))
    assert bp(state, 0, 1) == 5000 + 3000


@pytest.mark.parametrize("cores, offered", [(2, True), (1, False)])
def test_st07_008_lv2_destroyed_by_opponent_may_refresh_nerv_spirit(build, cores, offered):
    """ST07-008: from Lv2, when the opponent destroys it, you may refresh one of your NERV Spirits."""
    p0 = {"field": [FieldCard("ST07-008", cores=cores), FieldCard("ST07-005", cores=1, exhausted=True)]}
    p1 = {"field": [FieldCard(BIG, cores=4)]}
    state = build(position(active=1, step="attack", auto=False, p0=p0, p1=p1))
    state.apply(C.attack(0))
    state.apply(C.PASS)
    state.apply(C.PASS)
    state.apply(C.block(0))
    state.apply(C.PASS)
    state.apply(C.PASS)
    assert trash_ids(state, 0) == ["ST07-008"]
    if offered:
        assert pending(state) == (Decision.CHOOSE, 0)
        assert legal(state) == [C.PASS, C.choice(0)]  # "may": PASS is allowed
        state.apply(C.choice(0))
    assert pending(state) == (Decision.ATTACK, 1)
    assert field(state, 0)[1]["exhausted"] == (0 if offered else 1)


# -- ST07-009 EVA-00 -Activation Test- -------------------------------------------------------------------
def test_st07_009_cannot_attack(build):
    """ST07-009: it never attacks."""
    state = build(position(step="attack", auto=False, p0={"field": [FieldCard("ST07-009", cores=1)]}))
    assert legal(state) == [C.PASS]


@pytest.mark.parametrize("helper, card, cost", [
    ("ST07-009", "ST07-006", 2),  # NERV card, purple reduction: its yellow symbol counts as purple
    ("ST07-010", "ST07-006", 3),  # a plain yellow symbol does not
    ("ST07-009", "ST02-004", 4),  # not a NERV card: no help
])
def test_st07_009_symbol_counts_as_red_and_purple_for_nerv_cards(build, helper, card, cost):
    """ST07-009: in your Main Step its symbol also counts as red and purple when paying for NERV cards."""
    p0 = {"field": [FieldCard(helper, cores=1)], "hand": [card], "reserve": 5}
    state = build(position(auto=False, p0=p0))
    state.apply(C.use_hand(0))
    assert pending(state) == (Decision.PAY, 0)
    assert int(state.record()["use_cost_left"]) == cost


# -- ST07-011 Asuka Shikinami Langle ---------------------------------------------------------------------
@pytest.mark.parametrize("trash_cores, soul, moved", [(3, "reserve", 2), (1, "trash", 1)])
def test_st07_011_attack_step_start_gives_nerv_spirit_two_trash_cores(build, trash_cores, soul, moved):
    """ST07-011: at the start of your Attack Step one of your NERV Spirits takes 2 normal cores from your
    Trash (never the Soul Core)."""
    p0 = {"field": [FieldCard("ST07-011", cores=0), FieldCard(FILLER, cores=1), FieldCard("ST07-003", cores=1)],
          "trash_cores": trash_cores, "soul": soul}
    state = build(position(p0=p0))
    state.apply(C.PASS)  # end the Main Step
    assert pending(state) == (Decision.ATTACK, 0)
    assert field(state, 0)[2]["cores"] == 1 + moved
    assert field(state, 0)[1]["cores"] == 1  # not NERV
    assert int(player(state, 0)["trash_cores"]) == trash_cores - moved
    assert int(player(state, 0)["soul_loc"]) == (L.SOUL_RESERVE if soul == "reserve" else L.SOUL_TRASH)


@pytest.mark.parametrize("nexus_cores, attacker, draws", [(1, "ST07-003", 1), (0, "ST07-003", 0),
                                                          (1, "ST07-006", 0)])
def test_st07_011_lv2_draws_when_eva02_wins_a_battle(build, nexus_cores, attacker, draws):
    """ST07-011: at Lv2, in your Attack Step, draw when your EVA-02 destroys an opposing Spirit by BP."""
    p0 = {"field": [FieldCard("ST07-011", cores=nexus_cores), FieldCard(attacker, cores=2)]}
    p1 = {"field": [FieldCard(SMALL, cores=1)]}
    state = build(position(step="attack", p0=p0, p1=p1))
    before = int(player(state, 0)["hand_count"])
    attack_and_resolve(state, 1, blocker=0)
    assert trash_ids(state, 1) == [SMALL]
    assert int(player(state, 0)["hand_count"]) == before + draws


# -- ST07-012 Shinji Ikari -------------------------------------------------------------------------------
@pytest.mark.parametrize("hand, draws", [(5, 1), (6, 0)])
def test_st07_012_draws_when_eva01_destroyed_with_small_hand(build, hand, draws):
    """ST07-012: when your EVA-01 is destroyed, draw if you hold 5 cards or fewer."""
    p0 = {"field": [FieldCard("ST07-012", cores=0), FieldCard("ST07-006", cores=1)], "hand": [FILLER] * hand}
    p1 = {"field": [FieldCard(BIG, cores=4)]}
    state = build(position(step="attack", p0=p0, p1=p1))
    attack_and_resolve(state, 1, blocker=0)
    assert trash_ids(state, 0) == ["ST07-006"]
    assert int(player(state, 0)["hand_count"]) == hand + draws


@pytest.mark.parametrize("nexus_cores, lost", [(2, 1), (1, 0)])
def test_st07_012_lv2_blocker_of_eva01_loses_a_core(build, nexus_cores, lost):
    """ST07-012: at Lv2, in your Attack Step, the Spirit blocking your EVA-01 loses a core to its Reserve."""
    p0 = {"field": [FieldCard("ST07-012", cores=nexus_cores), FieldCard("ST07-005", cores=5)]}
    p1 = {"field": [FieldCard(SMALL, cores=3)], "reserve": 0}
    state = build(position(step="attack", auto=False, p0=p0, p1=p1))
    state.apply(C.attack(1))
    state.apply(C.PASS)
    state.apply(C.PASS)
    state.apply(C.block(0))
    assert pending(state) == (Decision.FLASH, 1)
    assert field(state, 1)[0]["cores"] == 3 - lost
    assert int(player(state, 1)["reserve"]) == lost


# -- ST07-013 Rei Ayanami --------------------------------------------------------------------------------
def test_st07_013_deploy_takes_a_nerv_card_from_top_three(build):
    """ST07-013: when deployed, reveal the top 3, take a NERV card other than Rei Ayanami, trash the rest."""
    deck = ["ST07-013", FILLER, "ST07-006", "ST07-010"]
    state = build(position(auto=False, p0={"hand": ["ST07-013"], "reserve": 3, "deck": deck}))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert legal(state) == [C.choice(0)]  # the revealed EVA-01 -Attack- only, and taking it is not optional
    state.apply(C.choice(0))
    assert pending(state) == (Decision.MAIN, 0)
    assert hand_ids(state, 0) == ["ST07-006"]
    assert sorted(trash_ids(state, 0)) == sorted(["ST07-013", FILLER])
    assert int(player(state, 0)["deck_count"]) == 1
    none = build(position(auto=False, p0={"hand": ["ST07-013"], "reserve": 3,
                                          "deck": [FILLER, "ST07-013", "ST07-014", "ST07-006"]}))
    summon(none, 0)  # Rei Ayanami is excluded and the Magic is not NERV: all three go to the Trash
    assert pending(none) == (Decision.MAIN, 0)
    assert hand_ids(none, 0) == [] and sorted(trash_ids(none, 0)) == sorted([FILLER, "ST07-013", "ST07-014"])


@pytest.mark.parametrize("nexus_cores, offered", [(1, True), (0, False)])
def test_st07_013_lv2_may_refresh_eva00_at_opponents_attack_step(build, nexus_cores, offered):
    """ST07-013: at Lv2, at the start of the opponent's Attack Step, you may refresh one of your EVA-00."""
    p0 = {"field": [FieldCard("ST07-013", cores=nexus_cores), FieldCard("ST07-010", cores=1, exhausted=True)]}
    p1 = {"field": [FieldCard(SMALL, cores=1)]}
    state = build(position(active=1, auto=False, p0=p0, p1=p1))
    state.apply(C.PASS)  # player 1 ends the Main Step
    if offered:
        assert pending(state) == (Decision.CHOOSE, 0)
        assert legal(state) == [C.PASS, C.choice(0)]
        state.apply(C.choice(0))
    assert pending(state) == (Decision.ATTACK, 1)
    assert field(state, 0)[1]["exhausted"] == (0 if offered else 1)


# -- ST07-014 Don't Order Me Around! ---------------------------------------------------------------------
@pytest.mark.parametrize("pay", [True, False])
def test_st07_014_burst_destroys_small_spirit_then_main_draws_two(build, pay):
    """ST07-014: Burst when the opponent destroys your Spirit: destroy an opposing Spirit of 3000 BP or
    less; then you may pay its cost for the Main effect (draw 2)."""
    state = burst_battle(build, "ST07-014", reserve=5, blocked=True, p0_field=[FieldCard(SMALL, cores=2)])
    assert pending(state) == (Decision.BURST, 1)
    state.apply(C.CONFIRM)
    assert pending(state) == (Decision.CHOOSE, 1)
    assert legal(state) == [C.choice(0)]  # only the 2000 BP Demo Bones, not the 8000 BP attacker
    state.apply(C.choice(0))
    assert cards(state, 0) == {0: BIG}
    assert pending(state) == (Decision.YES_NO, 1)
    state.apply(C.CONFIRM if pay else C.PASS)
    while pay and pending(state)[0] == Decision.PAY:
        state.apply(C.pay(0))
    assert pending(state) == (Decision.ATTACK, 0)
    assert hand_ids(state, 1) == (["ST07-006", "ST07-010"] if pay else [])
    assert int(player(state, 1)["reserve"]) == (1 if pay else 6)  # 5 + the blocker's core, minus the cost
    assert trash_ids(state, 1) == [SMALL, "ST07-014"]
    assert int(player(state, 1)["burst_inst"]) == L.NO_CARD


def test_st07_014_main_draws_two_and_no_flash_use(build):
    """ST07-014: from hand its Main effect draws 2; it has no Flash effect to use in a battle."""
    state = build(position(auto=False, p0={"hand": ["ST07-014"], "reserve": 5, "deck": [FILLER, "ST07-003"]}))
    use_magic(state, 0)
    assert hand_ids(state, 0) == [FILLER, "ST07-003"]
    assert trash_ids(state, 0) == ["ST07-014"]
    p0 = {"field": [FieldCard(SMALL, cores=1)]}
    battle = build(position(step="attack", auto=False, p0=p0, p1={"hand": ["ST07-014"], "reserve": 9}))
    battle.apply(C.attack(0))
    assert pending(battle) == (Decision.FLASH, 1) and legal(battle) == [C.PASS]


# -- ST07-015 Shinji's Decision --------------------------------------------------------------------------
@pytest.mark.parametrize("shinji, destroyed", [(True, True), (False, False)])
def test_st07_015_core_off_then_destroy_with_shinji(build, shinji, destroyed):
    """ST07-015: an opposing Spirit loses a core; then, with a Shinji Nexus, destroy an opposing Spirit
    with 2 cores or fewer."""
    p0 = {"hand": ["ST07-015"], "reserve": 6, "field": [FieldCard("ST07-012", cores=0)] if shinji else []}
    p1 = {"field": [FieldCard(SMALL, cores=3), FieldCard(BIG, cores=4)], "reserve": 0}
    state = build(position(auto=False, p0=p0, p1=p1))
    use_magic(state, 0, effect=0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert choices(state) == 2
    state.apply(C.choice(0))  # Demo Bones: 3 cores -> 2
    assert int(player(state, 1)["reserve"]) == 1
    if destroyed:
        assert pending(state) == (Decision.CHOOSE, 0)
        assert legal(state) == [C.choice(0)]  # Brontech has 4 cores
        state.apply(C.choice(0))
    assert pending(state) == (Decision.MAIN, 0)
    assert cards(state, 1) == ({1: BIG} if destroyed else {0: SMALL, 1: BIG})
    assert trash_ids(state, 0) == ["ST07-015"]


def test_st07_015_usable_in_a_flash_timing(build):
    """ST07-015: it is a Flash effect too: the defender uses it in the attacker's battle."""
    p0 = {"field": [FieldCard(SMALL, cores=2)]}
    p1 = {"hand": ["ST07-015"], "reserve": 6}
    state = build(position(step="attack", auto=False, p0=p0, p1=p1))
    state.apply(C.attack(0))
    assert C.use_hand(0) in legal(state)
    use_magic(state, 0)
    assert pending(state) == (Decision.CHOOSE, 1)
    state.apply(C.choice(0))
    assert field(state, 0)[0]["cores"] == 1
    assert trash_ids(state, 1) == ["ST07-015"]


# -- ST07-016 Because It's My Link -----------------------------------------------------------------------
@pytest.mark.parametrize("pay", [True, False])
def test_st07_016_burst_stops_an_attacker_then_flash_pumps(build, pay):
    """ST07-016: Burst when you lose Life: an opposing Spirit cannot attack this turn; then you may pay
    its cost for the Flash effect (+3000 BP)."""
    state = burst_battle(build, "ST07-016", reserve=5, blocked=False, p0_field=[FieldCard("ST07-005", cores=1)])
    assert int(player(state, 1)["life"]) == 4
    assert pending(state) == (Decision.BURST, 1)
    state.apply(C.CONFIRM)
    assert pending(state) == (Decision.CHOOSE, 1)
    state.apply(state.pending_decision().choose_card("ST07-005"))  # EVA-01 -Berserk-: must attack, but now cannot
    assert pending(state) == (Decision.YES_NO, 1)
    state.apply(C.CONFIRM if pay else C.PASS)
    while pay and pending(state)[0] == Decision.PAY:
        state.apply(C.pay(0))
    if pay:
        assert pending(state) == (Decision.CHOOSE, 1)
        state.apply(state.pending_decision().choose_card("ST02-005", player=1))  # its own Demo Bones
        assert bp(state, 1, 0) == 1000 + 3000
    assert pending(state) == (Decision.ATTACK, 0)
    assert legal(state) == [C.PASS]  # cannot beats must (R0.3)
    assert trash_ids(state, 1) == ["ST07-016"]


def test_st07_016_main_gives_plus_3000_bp(build):
    """ST07-016: from hand (Main or Flash) a Spirit gets +3000 BP this turn."""
    state = build(position(auto=False, p0={"hand": ["ST07-016"], "reserve": 5, "field": [FieldCard(SMALL)]}))
    use_magic(state, 0, effect=0)
    state.apply(C.choice(0))
    assert bp(state, 0, 0) == 4000
    assert trash_ids(state, 0) == ["ST07-016"]
