"""R7 Costs and reduction: paying, mandatory and maximal reduction, gold, CN Q9 and Q10.

Seed text (CN 5 <手牌/手边的卡的使用方法·费用的支付方法>) this file follows:

    ④费用-减轻战徽，计算实际支付的晶核数量 ... *费用必须减轻最多至减轻战徽的数量。
    ⑤将与支付费用同样数量的晶核移至废弃区 晶核可以从预备区，或战场上的卡上放置的晶核来进行使用。
    ⑥卡片的使用结束 战魂或核心之类，藉由从预备区或战场上的卡上的晶核移动与最低Lv费用指定数量以上的晶核来完成召唤或配置。
    CN 3: 究极的战徽不能作为6属性的费用减轻使用。
    Q9. 只有2体红色战魂存在时，召唤6费（减轻：红红红）的战魂。虽然召唤需要4费，是否将战魂上的晶核全部使用
        让它们消灭也不会令召唤需要的费用有所变化？
    A9. 是的。在召唤需要的费用确定后，即使在支付的时点令战魂消灭也不会令召唤需要的费用有所变化。
    Q10. 想使用手牌中的卡，但发现费用不足时要怎么办？
    A10. 从手牌中宣言使用的卡，即使要消灭自己的战魂，也必须支付需要的费用。但是，无论如何也无法支付费用的
        场合，将那张卡移回手牌，并将战场的状态，还原为将那张卡从手牌出示前的状态。

WIKI (要塞蟲ラルバ + 砲竜バル・ガンナー): a "green and white" symbol plus a "red and white" symbol
count for reduction as 「緑と赤」「緑と白」「白と赤」「白と白」 — four pairings, each symbol used once.
"""

from __future__ import annotations

import pytest
from conftest import legal, player

from bscore import costs as fast_costs
from pybs import codec as C
from pybs import layout as L
from pybs.carddb import load_default
from pybs.errors import IllegalActionError
from pybs.layout import Decision, UseKind
from pybs.observation import observe
from pybs.reference import kernels as K
from pybs.testing import FieldCard, Scenario

RED, PURPLE, GREEN, WHITE, YELLOW, BLUE, GOLD = 1, 2, 4, 8, 16, 32, 64
COLOR_INDEX = {RED: 0, PURPLE: 1, GREEN: 2, WHITE: 3, YELLOW: 4, BLUE: 5}


def reduction6(*colors: int) -> list[int]:
    """A card's reduction symbols as the kernels' six counts (red, purple, green, white, yellow, blue)."""
    out = [0] * 6
    for c in colors:
        out[COLOR_INDEX[c]] += 1
    return out


KERNELS = {"fast": fast_costs.py_max_reduction, "reference": K.max_reduction}


@pytest.fixture(params=sorted(KERNELS))
def max_reduction(request):
    return KERNELS[request.param]


def main_scenario(hand, field=(), reserve: int = 3, soul: str | None = "reserve") -> Scenario:
    sc = Scenario(turn=2, active=0, step="main", auto_forced=False, effects=False)
    sc.player(0, hand=list(hand), field=list(field), reserve=reserve, soul=soul)
    return sc


def pay_all(state, loc: int = 0) -> int:
    """Answer every PAY decision from ``loc``; returns how many were asked."""
    n = 0
    while int(state.record()["decision"]) == Decision.PAY:
        state.apply(C.pay(loc))
        n += 1
    return n


def field_ids(state, p: int = 0) -> list[str]:
    return [f["card"] for f in observe(state.record(), load_default(), p)["players"][p]["field"]]


# -- R7.1: the steps of using a card -------------------------------------------------------------------
def test_r7_1_pay_to_the_trash_then_place(build) -> None:
    """Dragron Trooper (cost 2, no field symbols): declare -> 2 PAY decisions, each core to the
    Trash -> then the Spirit takes a slot and needs its Lv1 core before PASS completes it."""
    state = build(main_scenario(["ST01-009"]))
    state.apply(C.use_hand(0))
    rec = state.record()
    assert int(rec["decision"]) == Decision.PAY and int(rec["use_cost_left"]) == 2
    assert int(rec["use_kind"]) == UseKind.SUMMON and int(player(state, 0)["hand_count"]) == 0
    assert int(player(state, 0)["slots"][0]["inst"]) == L.NO_CARD  # not on the field while paying
    using = observe(state.record(), load_default(), 1)["using"]  # (1) revealed: the opponent sees it
    assert using["card"] == "ST01-009" and using["cost_left"] == 2
    assert C.PASS not in legal(state)
    state.apply(C.pay(0))
    assert int(player(state, 0)["trash_cores"]) == 1 and int(state.record()["use_cost_left"]) == 1
    state.apply(C.pay(0))
    rec = state.record()
    p0 = player(state, 0)
    assert int(rec["decision"]) == Decision.PLACE and int(p0["trash_cores"]) == 2 and int(p0["reserve"]) == 1
    assert int(p0["slots"][0]["inst"]) != L.NO_CARD and C.PASS not in legal(state)  # Lv1 needs a core
    state.apply(C.place(0))
    assert C.PASS in legal(state)
    state.apply(C.PASS)
    p0 = player(state, 0)
    assert int(state.record()["decision"]) == Decision.MAIN and field_ids(state) == ["ST01-009"]
    assert int(p0["slots"][0]["cores"]) == 1 and int(p0["reserve"]) == 0 and int(p0["trash_cores"]) == 2
    assert int(p0["soul_loc"]) == L.SOUL_RESERVE


def test_r7_1_soul_core_can_pay_and_goes_to_the_trash(build) -> None:
    state = build(main_scenario(["ST01-009"]))
    state.apply(C.use_hand(0))
    assert C.pay(0, 1) in legal(state)
    state.apply(C.pay(0, 1))
    assert int(player(state, 0)["soul_loc"]) == L.SOUL_TRASH and int(player(state, 0)["trash_cores"]) == 0


def test_r7_1_magic_goes_to_the_trash_after_payment(build) -> None:
    state = build(main_scenario(["ST01-014"], reserve=4))  # Charged Draw: cost 4, Main/Flash
    state.apply(C.use_hand(0))
    assert pay_all(state) == 4
    p0 = player(state, 0)
    assert int(state.record()["decision"]) == Decision.MAIN and int(p0["trash_count"]) == 1
    assert int(p0["trash_cores"]) == 4 and field_ids(state) == []


# -- R7.2: reduction is mandatory ----------------------------------------------------------------------
@pytest.mark.parametrize("red_spirits, pays", [(0, 2), (1, 1), (2, 0), (3, 0)])
def test_r7_2_reduction_is_mandatory(build, red_spirits, pays) -> None:
    """Dragron Trooper costs 2 with reduction red×2: each red symbol on the field removes one PAY
    decision; the player cannot choose to pay more. Two reduction symbols cap the reduction, and
    the cost never goes below 0 (R7.1 step 4)."""
    field = [FieldCard("ST01-004", cores=1)] * red_spirits
    state = build(main_scenario(["ST01-009"], field=field))
    state.apply(C.use_hand(0))
    assert int(state.record()["use_cost_left"]) == pays
    assert pay_all(state) == pays
    assert int(state.record()["decision"]) == Decision.PLACE
    assert int(player(state, 0)["trash_cores"]) == pays


def test_r7_cost_never_below_zero_in_the_engine(build) -> None:
    """BSS06-070 costs 1 with reduction green + red: a red and a green symbol would reduce 2;
    the cost is 0 (no PAY decision, no wrap-around of use_cost_left)."""
    field = [FieldCard("ST01-004", cores=1), FieldCard("ST05-003", cores=1)]
    state = build(main_scenario(["BSS06-070"], field=field))
    state.apply(C.use_hand(0))
    rec = state.record()
    assert int(rec["use_cost_left"]) == 0 and int(rec["decision"]) == Decision.PLACE
    assert int(player(state, 0)["trash_cores"]) == 0


@pytest.mark.parametrize("impl", ["fast", "reference"])
def test_r7_cost_never_below_zero_kernel(impl) -> None:
    cost_after = fast_costs.py_cost_after_reduction if impl == "fast" else K.cost_after_reduction
    five = reduction6(PURPLE, YELLOW, WHITE, GREEN, BLUE)  # BSS05-011: cost 3, five reduction symbols
    assert cost_after(3, five, [PURPLE, YELLOW, WHITE, GREEN, BLUE]) == 0
    assert cost_after(3, five, [PURPLE, YELLOW]) == 1
    assert cost_after(0, reduction6(RED), [RED]) == 0


# -- R7.3: maximum matching ----------------------------------------------------------------------------
WIKI_FIELD = [GREEN | WHITE, RED | WHITE]  # 要塞蟲ラルバ Lv2 + 砲竜バル・ガンナー


@pytest.mark.parametrize("pair", [(GREEN, RED), (GREEN, WHITE), (WHITE, RED), (WHITE, WHITE)],
                         ids=["green-red", "green-white", "white-red", "white-white"])
def test_r7_3_wiki_four_pairings_each_reduce_two(max_reduction, pair) -> None:
    assert max_reduction(reduction6(*pair), WIKI_FIELD) == 2


@pytest.mark.parametrize(
    "need, expected",
    [((GREEN, GREEN), 1), ((RED, RED), 1), ((RED, GREEN, WHITE), 2), ((WHITE, WHITE, WHITE), 2),
     ((PURPLE,), 0), ((WHITE,), 1), ((), 0), ((RED, GREEN, WHITE, WHITE), 2)],
)  # fmt: skip
def test_r7_3_wiki_symbols_serve_one_reduction_each(max_reduction, need, expected) -> None:
    """Only one green symbol and one red symbol exist, and each symbol is used once."""
    assert max_reduction(reduction6(*need), WIKI_FIELD) == expected


def test_r7_3_multicolor_symbol_reduces_one(max_reduction) -> None:
    assert max_reduction(reduction6(GREEN, WHITE), [GREEN | WHITE]) == 1
    assert max_reduction(reduction6(RED, RED, RED), [RED]) == 1


def test_r7_3_matching_is_maximum_not_greedy(max_reduction) -> None:
    """A greedy pass that gives red/green to the green symbol first would leave red unmatched;
    the maximum matching routes red/green -> red and green/white -> green."""
    assert max_reduction(reduction6(GREEN, RED), [RED | GREEN, GREEN | WHITE]) == 2
    assert max_reduction(reduction6(GREEN, RED), [RED | GREEN, GREEN]) == 2
    assert max_reduction(reduction6(RED, GREEN, WHITE), [RED | GREEN, GREEN | WHITE, WHITE | RED]) == 3
    assert max_reduction(reduction6(BLUE, BLUE, YELLOW), [YELLOW | BLUE, YELLOW | BLUE, YELLOW]) == 3


@pytest.mark.parametrize(
    "field, card",
    [(["BSS06-070", "BSS05-068"], "BSS06-014"), (["BSS05-102", "BSS06-070"], "BSS05-103")],
    ids=["redgreen-whitegreen", "bluered-redgreen"],
)
def test_r7_3_engine_uses_the_maximum_matching(build, field, card) -> None:
    """Two two-colour symbols where the first one on the field is the wrong pick for a greedy
    pass in either colour order: red/green + white/green against BSS06-014 (cost 3, red + green),
    blue/red + red/green against BSS05-103 (cost 3, blue + red). Both reduce 2: 1 core to pay."""
    state = build(main_scenario([card], field=[FieldCard(c, cores=1) for c in field]))
    state.apply(C.use_hand(0))
    assert int(state.record()["use_cost_left"]) == 1


def test_r7_3_engine_two_colour_symbol_reduces_only_one(build) -> None:
    """R1.4 / WIKI: a single white/green symbol against reduction white + green (BSS05-067,
    cost 3) reduces one, not two."""
    state = build(main_scenario(["BSS05-067"], field=[FieldCard("BSS05-068", cores=1)]))
    state.apply(C.use_hand(0))
    assert int(state.record()["use_cost_left"]) == 2


# -- R7.4: gold ----------------------------------------------------------------------------------------
def test_r7_4_gold_symbols_never_reduce(max_reduction) -> None:
    for color in COLOR_INDEX:
        assert max_reduction(reduction6(color, color, color), [GOLD, GOLD, GOLD]) == 0
    assert max_reduction(reduction6(RED, RED), [GOLD, RED]) == 1


def test_r7_4_engine_ultimate_symbol_does_not_reduce(build) -> None:
    """XMPL-U01 is red but its symbol is gold: Dragron Trooper (reduction red×2) still costs 2."""
    state = build(main_scenario(["ST01-009"], field=[FieldCard("XMPL-U01", cores=1)]))
    state.apply(C.use_hand(0))
    assert int(state.record()["use_cost_left"]) == 2


# -- R7.5 / CN Q9 --------------------------------------------------------------------------------------
def test_cn_q9_cost_fixed_before_paying(build) -> None:
    """CN Q9: two red Spirits, summon Nebula Dragon Andromeda (cost 6, red×3): the cost is 4.
    Paying with the Spirits' own cores depletes both (their symbols leave the field), yet the
    cost stays 4: exactly 4 PAY decisions, use_cost_left counting 4, 3, 2, 1."""
    field = [FieldCard("ST01-004", cores=1), FieldCard("ST01-004", cores=1)]
    state = build(main_scenario(["ST01-001"], field=field, reserve=3))
    state.apply(C.use_hand(0))
    left = [int(state.record()["use_cost_left"])]
    state.apply(C.pay(1))  # slot 0's only core: Raineedle depletes
    left.append(int(state.record()["use_cost_left"]))
    assert field_ids(state) == ["ST01-004"] and int(player(state, 0)["trash_count"]) == 1
    state.apply(C.pay(2))  # slot 1's only core: the second Raineedle depletes
    left.append(int(state.record()["use_cost_left"]))
    assert field_ids(state) == [] and int(player(state, 0)["trash_count"]) == 2
    assert int(state.record()["decision"]) == Decision.PAY  # no red symbol left, still 2 to pay
    assert left == [4, 3, 2] and pay_all(state) == 2
    p0 = player(state, 0)
    assert int(state.record()["decision"]) == Decision.PLACE and int(p0["trash_cores"]) == 4
    assert int(p0["reserve"]) == 1  # 3 - 2 paid; the depleted Spirits had no cores left to return


# -- R7.6 / CN Q10 -------------------------------------------------------------------------------------
def unpayable() -> Scenario:
    """Nebula Dragon Andromeda costs 6 (+1 core to place); 3 cores + the Soul Core are not enough."""
    return main_scenario(["ST01-001", "ST01-004"], reserve=3)


def test_cn_q10_unpayable_card_is_not_legal(build) -> None:
    state = build(unpayable())
    codes = legal(state)
    assert C.use_hand(0) not in codes
    assert C.use_hand(1) in codes  # Raineedle (cost 1) is payable


def test_cn_q10_declaring_an_unpayable_card_raises_and_restores_on_the_fast_engine() -> None:
    """R7.6: apply raises IllegalActionError naming R7.6 and the state is exactly as before."""
    state = unpayable().build()
    before = state.to_bytes()
    with pytest.raises(IllegalActionError, match=r"R7\.6"):
        state.apply(C.use_hand(0))
    assert state.to_bytes() == before
    assert int(state.record()["decision"]) == Decision.MAIN and int(player(state, 0)["hand_count"]) == 2


def test_cn_q10_declaring_an_unpayable_card_raises_on_the_reference_engine() -> None:
    state = unpayable().build_reference()
    before = state.to_bytes()
    with pytest.raises(IllegalActionError):
        state.apply(C.use_hand(0))
    assert state.to_bytes() == before


@pytest.mark.parametrize("reserve, payable", [(5, False), (6, True)])
def test_r7_6_payability_includes_the_cores_to_place(build, reserve, payable) -> None:
    """Cost 6 plus the Lv1 core to place: 7 cores are needed (Reserve + Soul Core)."""
    state = build(main_scenario(["ST01-001"], reserve=reserve))
    assert (C.use_hand(0) in legal(state)) is payable


def test_r7_6_field_cores_count_even_if_paying_depletes(build) -> None:
    """CN A10: a declared card must be paid even by depleting one's own Spirits. Demo Bones
    (purple, cost 1) with an empty Reserve, the Soul Core on a Raineedle: only field cores pay."""
    state = build(main_scenario(["ST02-005"], field=[FieldCard("ST01-004", cores=1, soul=True)],
                                reserve=0, soul=None))
    assert C.use_hand(0) in legal(state)
    state.apply(C.use_hand(0))
    assert set(legal(state)) == {C.pay(1, 0), C.pay(1, 1)}
    state.apply(C.pay(1, 0))
    assert int(state.record()["decision"]) == Decision.PLACE
    state.apply(C.place(1, 1))  # the Soul Core moves to Demo Bones: Raineedle depletes
    state.apply(C.PASS)
    assert field_ids(state) == ["ST02-005"] and int(player(state, 0)["trash_count"]) == 1


def test_r7_6_an_unaffordable_ultimate_is_refused_for_its_cost_not_its_condition():
    """XMPL-U01 with a red Spirit on the field meets its summon condition (R8.2); with too few cores
    the compiled engine's reason is the cost (R7.6), not the condition."""
    sc = Scenario(turn=2, active=0, step="main", auto_forced=False)
    sc.player(0, hand=["XMPL-U01"], reserve=2, field=[FieldCard("ST01-004")], soul="trash")
    state = sc.build()
    assert C.use_hand(0) not in legal(state)
    with pytest.raises(IllegalActionError, match=r"R7\.6") as err:
        state.apply(C.use_hand(0))
    assert "R8.2" not in str(err.value)
