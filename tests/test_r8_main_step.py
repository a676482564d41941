"""R8 Main Step: summon, deploy, Magic, Ultimate condition, core moves (base game, no effects).

The Chinese rulebook (seed 000, ch. 1 sec. 5) rules:

    在主要阶段能以任意顺序及次数做以下的事情。
    只要可以支付费用，便能召唤任意数量。进行召唤时，必须要放置维持最低Lv费用（战魂/究极为Lv1，
    究极则为Lv3）以上数量的晶核。只要达到要求，可以一次放置任意数量的晶核。
    晶核可以从预备区，或战场上的卡上放置的晶核来进行使用。

Every test runs on both engines (``build`` fixture) with ``auto_forced=False`` unless stated,
so each PAY / PLACE decision is visible.
"""

from __future__ import annotations

import pytest
from conftest import legal, player
from conftest import pending as decision

from pybs import codec as C
from pybs import layout as L
from pybs.carddb import CardDatabase, card_from_dict, load_default
from pybs.errors import IllegalActionError
from pybs.layout import Decision, Phase
from pybs.testing import FieldCard, Scenario

RESERVE = 0


def slot(k: int) -> int:
    """Core location of field slot k (codec: loc 1 + k)."""
    return 1 + k


def card_at(state, p: int, k: int) -> str | None:
    """Card id in player p's field slot k, None when empty."""
    pl = player(state, p)
    inst = int(pl["slots"][k]["inst"])
    if inst == L.NO_CARD:
        return None
    return load_default().card_at(int(pl["card_ids"][inst])).id


def main_scenario(**p0) -> Scenario:
    """Turn 3, player 0's Main Step; the Soul Core sits in the Trash unless given, so counts are exact."""
    sc = Scenario(turn=3, active=0, step="main", auto_forced=False, effects=False)
    p0.setdefault("soul", "trash")
    sc.player(0, **p0)
    return sc


# -- R8.1 summon ----------------------------------------------------------------------------------
def test_r8_1_summon_pay_then_place_at_least_lv1_cores(build):
    """R8.1 / R7.1: pay the cost to the Trash, then PASS is illegal until Lv1's cores are placed."""
    state = build(main_scenario(hand=["ST01-009"], reserve=4))  # cost 2, Lv1 = 1 core
    assert C.use_hand(0) in legal(state)
    state.apply(C.use_hand(0))
    assert decision(state) == (Decision.PAY, 0)
    assert int(state.record()["use_cost_left"]) == 2
    state.apply(C.pay(RESERVE))
    state.apply(C.pay(RESERVE))
    assert decision(state) == (Decision.PLACE, 0)
    assert player(state, 0)["trash_cores"] == 2
    assert card_at(state, 0, 0) == "ST01-009"
    assert C.PASS not in legal(state)  # 0 cores placed: below Lv1
    with pytest.raises(IllegalActionError):
        state.apply(C.PASS)
    state.apply(C.place(RESERVE))
    assert C.PASS in legal(state)
    assert C.place(RESERVE) in legal(state)  # "可以一次放置任意数量的晶核": more is allowed
    state.apply(C.place(RESERVE))
    state.apply(C.PASS)
    assert decision(state) == (Decision.MAIN, 0)
    pl = player(state, 0)
    assert (pl["slots"][0]["cores"], pl["reserve"], pl["hand_count"]) == (2, 0, 0)


def test_r8_1_cores_placed_from_another_spirit_may_deplete_it(build):
    """R8.1: placed cores may come from a Spirit on the field; emptying it depletes it (R6.2)."""
    sc = main_scenario(hand=["ST02-008"], reserve=2, field=[FieldCard("ST01-004", cores=1)])
    state = build(sc)  # purple cost 2; the red Raineedle does not reduce it
    state.apply(C.use_hand(0))
    state.apply(C.pay(RESERVE))
    state.apply(C.pay(RESERVE))
    assert decision(state) == (Decision.PLACE, 0)
    assert legal(state) == [C.place(slot(0))]  # the Reserve is empty: only Raineedle's core
    state.apply(C.place(slot(0)))
    assert card_at(state, 0, 0) is None  # Raineedle depleted: to the Trash
    assert player(state, 0)["trash_count"] == 1
    assert C.PASS in legal(state)
    state.apply(C.PASS)
    assert card_at(state, 0, 1) == "ST02-008"
    assert player(state, 0)["slots"][1]["cores"] == 1
    assert decision(state) == (Decision.MAIN, 0)


def test_r0_6_summoned_spirit_enters_refreshed_and_attacks_same_turn(build):
    """R0.6 / CN 6.1: "即使是在这个回合召唤的战魂或究极，也可以立刻进行攻击。"."""
    state = build(main_scenario(hand=["ST01-004"], reserve=2))
    for code in (C.use_hand(0), C.pay(RESERVE), C.place(RESERVE), C.PASS):
        state.apply(code)
    assert player(state, 0)["slots"][0]["exhaust"] == L.Exhaust.REFRESHED
    state.apply(C.PASS)  # end the Main Step
    assert decision(state) == (Decision.ATTACK, 0)
    assert C.attack(0) in legal(state)
    state.apply(C.attack(0))
    assert player(state, 0)["slots"][0]["exhaust"] == L.Exhaust.EXHAUSTED
    assert int(state.record()["attacker"]) == 0


def test_r8_1_any_number_of_summons_in_any_order(build):
    """R8.1: "只要可以支付费用，便能召唤任意数量" — three summons, last hand card first."""
    # white 1, green 1, blue 2: no card reduces another's cost; 4 paid + 3 placed = 7 cores
    state = build(main_scenario(hand=["ST03-004", "ST05-010", "ST06-008"], reserve=7))
    for h, cost in ((2, 2), (0, 1), (0, 1)):  # hand entries shift left as cards leave
        state.apply(C.use_hand(h))
        for _ in range(cost):
            state.apply(C.pay(RESERVE))
        state.apply(C.place(RESERVE))
        state.apply(C.PASS)
        assert decision(state) == (Decision.MAIN, 0)
    assert [card_at(state, 0, k) for k in range(3)] == ["ST06-008", "ST03-004", "ST05-010"]
    pl = player(state, 0)
    assert (pl["reserve"], pl["trash_cores"], pl["hand_count"]) == (0, 4, 0)


@pytest.mark.parametrize("soul, usable", [("trash", False), ("reserve", True)])
def test_r8_1_summon_legal_only_while_cost_and_lv1_are_payable(build, soul, usable):
    """R8.1 / R7.1: cost 6 + 1 Lv1 core = 7 cores from the Reserve and the field (Soul Core counts)."""
    sc = main_scenario(hand=["ST01-001"], reserve=4, soul=soul, field=[FieldCard("ST03-004", cores=2)])
    state = build(sc)
    assert (C.use_hand(0) in legal(state)) is usable


# -- R8.3 Nexus ---------------------------------------------------------------------------------------
def test_r8_3_deploy_nexus_with_zero_cores(build):
    """R8.3 / R6.3: "*核心之类的Lv费用0即是不放置晶核也可以。" — PASS is legal at once."""
    state = build(main_scenario(hand=["ST01-013"], reserve=3))  # cost 3, Lv1 0 cores, Lv2 3 cores
    state.apply(C.use_hand(0))
    for _ in range(3):
        state.apply(C.pay(RESERVE))
    assert decision(state) == (Decision.PLACE, 0)
    assert legal(state) == [C.PASS]
    state.apply(C.PASS)
    assert card_at(state, 0, 0) == "ST01-013"
    assert player(state, 0)["slots"][0]["cores"] == 0
    assert decision(state) == (Decision.MAIN, 0)


def test_r8_3_deploy_nexus_at_lv2(build):
    """R8.3: "藉由放置Lv2费用数量以上的晶核，也能以Lv2进行配置。" (ST01-012: Lv2 = 2 cores)."""
    state = build(main_scenario(hand=["ST01-012"], reserve=6))
    state.apply(C.use_hand(0))
    for _ in range(4):
        state.apply(C.pay(RESERVE))
    assert C.PASS in legal(state)
    state.apply(C.place(RESERVE))
    state.apply(C.place(RESERVE))
    state.apply(C.PASS)
    pl = player(state, 0)
    assert (pl["slots"][0]["cores"], pl["reserve"], pl["trash_cores"]) == (2, 0, 4)
    assert decision(state) == (Decision.MAIN, 0)


# -- R8.4 Magic -----------------------------------------------------------------------------------------
def test_r8_4_magic_pays_cost_to_trash_and_goes_to_trash(build):
    """R8.4: "魔法卡使用后，会立即移至废弃区。"; then the Main Step decision again."""
    state = build(main_scenario(hand=["ST01-014", "ST01-004"], reserve=5))  # Magic cost 4, main+flash
    state.apply(C.use_hand(0))
    assert decision(state) == (Decision.PAY, 0)
    for _ in range(4):
        state.apply(C.pay(RESERVE))
    assert decision(state) == (Decision.MAIN, 0)
    rec = state.record()
    pl = rec["players"][0]
    assert (pl["trash_count"], pl["trash_cores"], pl["reserve"], pl["hand_count"]) == (1, 4, 1, 1)
    assert load_default().card_at(int(pl["card_ids"][pl["trash"][0]])).id == "ST01-014"
    assert int(rec["use_inst"]) == L.NO_CARD
    assert all(int(s["inst"]) == L.NO_CARD for s in pl["slots"])  # never on the field


def test_r8_4_burst_only_magic_in_data_not_usable_from_hand(build):
    """R8.4: "「爆裂」效果不可以从手牌中使用。" — with a printed Magic whose only timing is Burst."""
    db = load_default()
    burst_only = [c.id for c in db.cards if c.type == L.CardType.MAGIC and c.timings == {"burst"}]
    if not burst_only:
        pytest.skip("no printed Magic has only a Burst timing (BSS03-116 is a Nexus); see the synthetic test")
    state = build(main_scenario(hand=[burst_only[0]], reserve=10))
    assert C.use_hand(0) not in legal(state)


@pytest.fixture(scope="module")
def burst_db() -> CardDatabase:
    base = load_default()
    card = card_from_dict(
        {"id": "TEST-B01", "name": "Burst Only", "type": "magic", "colors": ["red"], "cost": 1,
         "reduction": [], "symbols": [], "families": [], "rarity": "C", "levels": [], "timings": ["burst"]},
        "TEST",
    )
    return CardDatabase(list(base.cards) + [card])


def test_r8_4_synthetic_burst_only_magic_not_usable_from_hand(build, burst_db):
    """R8.4: a Magic whose only effect is a Burst cannot be used from hand, even when payable."""
    sc = main_scenario(hand=["TEST-B01", "ST01-014"], reserve=10)
    sc.db = burst_db
    state = build(sc)
    assert C.use_hand(0) not in legal(state)
    assert C.use_hand(1) in legal(state)
    with pytest.raises(IllegalActionError):
        state.apply(C.use_hand(0))


# -- R8.2 Ultimate --------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    "mine, theirs",
    [
        ([FieldCard("ST02-005")], []),  # a purple Spirit only
        ([FieldCard("ST01-013", cores=0)], []),  # a red Nexus is not a red Spirit
        ([], [FieldCard("ST01-004")]),  # the opponent's red Spirit does not count
        ([FieldCard("XMPL-U01")], []),  # a red Ultimate is not a Spirit (R14.1)
    ],
)
def test_r8_2_ultimate_not_summonable_without_own_red_spirit(build, mine, theirs):
    """R8.2: "究极若不满足「召唤条件」则不能进行召唤。" (XMPL-U01 needs one of your red Spirits)."""
    sc = main_scenario(hand=["XMPL-U01"], reserve=10, field=mine)
    sc.player(1, field=theirs)
    state = build(sc)
    assert C.use_hand(0) not in legal(state)
    with pytest.raises(IllegalActionError):
        state.apply(C.use_hand(0))


def test_r8_2_ultimate_summoned_with_red_spirit_needs_lv3_cores(build):
    """R8.2 / R6.2: with a red Spirit it is summonable; Lv3 (its lowest) needs 1 core."""
    sc = main_scenario(hand=["XMPL-U01"], reserve=6, field=[FieldCard("ST01-004")])
    state = build(sc)
    assert C.use_hand(0) in legal(state)
    state.apply(C.use_hand(0))
    assert int(state.record()["use_cost_left"]) == 5  # 6 - one red symbol
    for _ in range(5):
        state.apply(C.pay(RESERVE))
    assert decision(state) == (Decision.PLACE, 0)
    assert C.PASS not in legal(state)
    state.apply(C.place(RESERVE))
    assert C.PASS in legal(state)
    state.apply(C.PASS)
    assert card_at(state, 0, 1) == "XMPL-U01"
    assert player(state, 0)["slots"][1]["cores"] == 1


# -- R8.6 core moves ------------------------------------------------------------------------------------
def test_r8_6_core_moves_between_reserve_and_cards(build):
    """R8.6 / R6.5: "可以将战场/预备区中的晶核自由放置于战魂、究极或核心上" and back."""
    field = [FieldCard("ST01-004", cores=1), FieldCard("ST01-013", cores=0)]
    state = build(main_scenario(reserve=2, field=field))
    state.apply(C.move(RESERVE, slot(0)))  # Reserve -> Spirit
    state.apply(C.move(RESERVE, slot(1)))  # Reserve -> Nexus
    state.apply(C.move(slot(1), slot(0)))  # Nexus -> Spirit
    pl = player(state, 0)
    assert (pl["reserve"], pl["slots"][0]["cores"], pl["slots"][1]["cores"]) == (0, 3, 0)
    state.apply(C.move(slot(0), RESERVE))
    assert (player(state, 0)["reserve"], player(state, 0)["slots"][0]["cores"]) == (1, 2)
    assert decision(state) == (Decision.MAIN, 0)


def test_r8_6_moving_last_core_off_depletes(build):
    """R8.6 / R6.5: "战魂或究极上的晶核少于最低Lv费用的场合，会去失所有效果而被「消灭」。"."""
    state = build(main_scenario(reserve=0, field=[FieldCard("ST01-004", cores=1), FieldCard("ST01-013", 0)]))
    state.apply(C.move(slot(0), slot(1)))
    pl = player(state, 0)
    assert card_at(state, 0, 0) is None
    assert (pl["trash_count"], pl["slots"][1]["cores"]) == (1, 1)
    state.apply(C.move(slot(1), RESERVE))  # a Nexus is never depleted by having no cores (R6.3)
    assert card_at(state, 0, 1) == "ST01-013"


def test_r8_6_swap_soul_core_keeps_counts(build):
    """R8.6 / R6.5: "战场/预备区的晶核与灵魂晶核也可以进行交换。" — no depletion."""
    state = build(main_scenario(reserve=1, soul=None, field=[FieldCard("ST01-004", cores=0, soul=True)]))
    assert C.swap_soul(RESERVE) in legal(state)
    state.apply(C.swap_soul(RESERVE))
    pl = player(state, 0)
    assert (int(pl["soul_loc"]), pl["reserve"], pl["slots"][0]["cores"]) == (L.SOUL_RESERVE, 0, 1)
    assert card_at(state, 0, 0) == "ST01-004"


# -- end of the Main Step, field capacity ----------------------------------------------------------------
def test_r8_ending_main_step_moves_to_attack_step(build):
    """R5.5 -> R5.6: PASS in the Main Step starts the Attack Step (turn 3: not the first turn)."""
    state = build(main_scenario(reserve=3, hand=["ST01-004"], field=[FieldCard("ST01-009")]))
    assert C.PASS in legal(state)
    state.apply(C.PASS)
    rec = state.record()
    assert (int(rec["phase"]), int(rec["decision"]), int(rec["decision_player"])) == (
        Phase.ATTACK, Decision.ATTACK, 0)
    assert player(state, 0)["hand_count"] == 1


def test_r8_field_full_blocks_summon_and_deploy_not_magic(build):
    """Engine capacity: 16 field slots. A full field refuses Spirits, Ultimates and Nexuses; Magic stays usable."""
    field = [FieldCard("ST01-004")] * L.MAX_SLOTS
    state = build(main_scenario(hand=["ST01-004", "ST01-013", "XMPL-U01", "ST01-014"], reserve=10, field=field))
    uses = [c for c in legal(state) if C.decode(c).name == "USE_HAND"]
    assert uses == [C.use_hand(3)]
    for h in range(3):
        with pytest.raises(IllegalActionError):
            state.apply(C.use_hand(h))
