"""R10 Flash timings: priority, the pass protocol, what may be used (base game, no effects).

Seed 000 (CN rulebook), ch. 1 sec. 6, box "灵动时点的攻防！":

    ·灵动时点可以使用的只有灵动效果 手牌中魔法卡的主要阶段或爆裂效果不能使用。
    ·防御侧的玩家有先使用的权利 即使在对手的回合中也可以使用灵动效果。
    ·只到双方连续宣言不使用灵动为止，可以持续任意次数 自己宣言不使用灵动之后，对手也宣言不使用的
     时点便结束灵动时点。但是，自己宣言不使用灵动之后，若对手使用灵动，则自己便可以再度选择是否
     使用灵动。自己使用了灵动之后，若对手宣言不使用灵动，自己也可以连续使用灵动。

Player 0 attacks on turn 3. Magic has no effect yet: it pays its cost and goes to the Trash.
"""

from __future__ import annotations

import pytest
from conftest import legal, player
from conftest import pending as decision

from pybs import codec as C
from pybs.layout import Decision
from pybs.testing import FieldCard, Scenario

RESERVE = 0
FLASH_MAGIC = "ST04-016"  # yellow, cost 2, Flash + Main (red/purple fields do not reduce it)
FLASH_ONLY = "BSS02-126"  # white, cost 4, Flash only
MAIN_ONLY = "BSS03-128"  # yellow, cost 5, Main only
BURST_MAIN = "ST05-016"  # green, cost 2, Burst + Main
SPIRIT = "ST02-005"  # purple Spirit, cost 1
NEXUS = "ST02-012"  # purple Nexus, cost 3


def flash(state) -> tuple[int, int, int]:
    """(flash_window, flash_priority, flash_passes)."""
    rec = state.record()
    return int(rec["flash_window"]), int(rec["flash_priority"]), int(rec["flash_passes"])


def uses(state) -> list[int]:
    """Hand indices the deciding player may use now."""
    return [C.decode(c).index for c in legal(state) if C.decode(c).name == "USE_HAND"]


def battle_scenario(hand0=(), hand1=(), reserve0=4, reserve1=4, auto_forced=False, **extra) -> Scenario:
    sc = Scenario(turn=3, active=0, step="attack", auto_forced=auto_forced, effects=False)
    sc.player(0, field=extra.get("field0", [FieldCard("ST01-004")]), hand=list(hand0), reserve=reserve0,
              soul="trash")
    sc.player(1, field=extra.get("field1", [FieldCard(SPIRIT)]), hand=list(hand1), reserve=reserve1,
              soul="trash")
    return sc


def use_magic(state, h: int, cost: int) -> None:
    """Use hand card h and pay ``cost`` cores from the Reserve."""
    state.apply(C.use_hand(h))
    for _ in range(cost):
        assert decision(state)[0] == Decision.PAY
        state.apply(C.pay(RESERVE))


# -- R10.2 priority -------------------------------------------------------------------------------------
def test_r10_2_defender_decides_first_after_attack(build):
    """R10.2: "防御侧的玩家有先使用的权利" — even in the opponent's turn."""
    state = build(battle_scenario(hand0=[FLASH_MAGIC], hand1=[FLASH_MAGIC]))
    state.apply(C.attack(0))
    assert decision(state) == (Decision.FLASH, 1)
    assert flash(state) == (1, 1, 0)
    assert uses(state) == [0]  # the defender may use its Flash Magic in the attacker's turn


# -- R10.4 pass protocol --------------------------------------------------------------------------------
def test_r10_4_defender_pass_then_attacker_pass_ends_timing(build):
    """R10.4: "自己宣言不使用灵动之后，对手也宣言不使用的时点便结束灵动时点。"."""
    state = build(battle_scenario(hand0=[FLASH_MAGIC], hand1=[FLASH_MAGIC]))
    state.apply(C.attack(0))
    state.apply(C.PASS)
    assert decision(state) == (Decision.FLASH, 0)
    assert flash(state) == (1, 0, 1)
    state.apply(C.PASS)
    assert decision(state) == (Decision.BLOCK, 1)
    assert flash(state)[0] == 0


def test_r10_4_passed_player_may_act_again_after_opponent_uses_effect(build):
    """R10.4: "自己宣言不使用灵动之后，若对手使用灵动，则自己便可以再度选择是否使用灵动。"."""
    state = build(battle_scenario(hand0=[FLASH_MAGIC], hand1=[FLASH_MAGIC]))
    state.apply(C.attack(0))
    state.apply(C.PASS)  # defender passes
    use_magic(state, 0, 2)  # attacker uses a Flash Magic
    pl0 = player(state, 0)
    assert (pl0["trash_count"], pl0["trash_cores"], pl0["hand_count"], pl0["reserve"]) == (1, 2, 0, 2)
    assert decision(state) == (Decision.FLASH, 1)
    assert flash(state) == (1, 1, 0)  # the earlier pass no longer counts
    assert uses(state) == [0]  # the defender may act again
    state.apply(C.PASS)
    assert decision(state) == (Decision.FLASH, 0)  # one pass in a row: not over yet
    assert flash(state) == (1, 0, 1)
    state.apply(C.PASS)
    assert decision(state) == (Decision.BLOCK, 1)


@pytest.mark.parametrize("user", [0, 1])
def test_r10_4_several_effects_in_a_row_while_other_passes(build, user):
    """R10.4: "自己使用了灵动之后，若对手宣言不使用灵动，自己也可以连续使用灵动。"."""
    hands = {user: [FLASH_MAGIC, FLASH_MAGIC, FLASH_MAGIC], 1 - user: []}
    state = build(battle_scenario(hand0=hands[0], hand1=hands[1], reserve0=6, reserve1=6))
    state.apply(C.attack(0))
    if user == 0:
        state.apply(C.PASS)  # the defender passes first
    for used in range(1, 4):
        assert decision(state) == (Decision.FLASH, user)
        use_magic(state, 0, 2)
        assert player(state, user)["trash_count"] == used
        assert decision(state) == (Decision.FLASH, 1 - user)
        assert flash(state)[2] == 0
        state.apply(C.PASS)  # the other player passes; the user keeps going
    assert decision(state) == (Decision.FLASH, user)
    assert uses(state) == []  # hand empty
    state.apply(C.PASS)
    assert decision(state) == (Decision.BLOCK, 1)
    assert player(state, user)["trash_cores"] == 6


# -- R10.1 what may be used -----------------------------------------------------------------------------
MIXED_HAND = [SPIRIT, MAIN_ONLY, BURST_MAIN, FLASH_MAGIC, FLASH_ONLY, NEXUS]


def test_r10_1_only_flash_effects_in_a_flash_timing(build):
    """R10.1: "灵动时点可以使用的只有灵动效果 手牌中魔法卡的主要阶段或爆裂效果不能使用。".

    No Spirit, Nexus, Main-only or Burst+Main Magic may be used in either battle Flash timing,
    by either player, although each is payable (see the Main Step check below).
    """
    state = build(battle_scenario(hand0=MIXED_HAND, hand1=MIXED_HAND, reserve0=10, reserve1=10))
    state.apply(C.attack(0))
    assert decision(state) == (Decision.FLASH, 1)
    assert uses(state) == [3, 4]
    state.apply(C.PASS)
    assert decision(state) == (Decision.FLASH, 0)
    assert uses(state) == [3, 4]
    state.apply(C.PASS)
    state.apply(C.block(0))
    assert flash(state)[0] == 2
    assert uses(state) == [3, 4]


def test_r10_1_same_hand_is_usable_in_the_main_step(build):
    """R8 vs R10.1: in the Main Step every card of MIXED_HAND is usable (all are payable)."""
    sc = Scenario(turn=3, active=0, step="main", auto_forced=False, effects=False)
    sc.player(0, hand=MIXED_HAND, reserve=10, soul="trash")
    state = build(sc)
    assert uses(state) == [0, 1, 2, 3, 4, 5]


def test_r10_1_main_step_is_flash_timing_for_turn_player_only(build):
    """R10.1: the Main Step is a Flash timing for the turn player only.

    A Flash-only Magic is usable there; after it resolves the turn player keeps the Main Step
    decision: the opponent, holding a Flash Magic, is never asked.
    """
    sc = Scenario(turn=3, active=0, step="main", auto_forced=False, effects=False)
    sc.player(0, hand=[FLASH_ONLY], reserve=4, soul="trash")
    sc.player(1, hand=[FLASH_MAGIC], reserve=4, soul="trash")
    state = build(sc)
    assert uses(state) == [0]
    state.apply(C.use_hand(0))
    deciders = set()
    for _ in range(4):
        deciders.add(decision(state)[1])
        state.apply(C.pay(RESERVE))
    assert decision(state) == (Decision.MAIN, 0)
    assert deciders == {0}
    assert flash(state)[0] == 0
    assert player(state, 0)["trash_count"] == 1
    assert player(state, 1)["hand_count"] == 1


# -- auto_forced ----------------------------------------------------------------------------------------
def test_r10_auto_forced_flash_timings_resolve_without_asking(build):
    """With auto_forced and no Flash card in either hand, both Flash timings pass by themselves."""
    sc = battle_scenario(
        hand0=["ST01-001"], hand1=["ST02-001"], auto_forced=True,
        field0=[FieldCard("ST01-004", cores=3), FieldCard("ST01-009")],  # a 2nd attacker keeps the step open
        field1=[FieldCard(SPIRIT, cores=1)],
    )
    state = build(sc)
    assert decision(state) == (Decision.ATTACK, 0)
    state.apply(C.attack(0))
    assert decision(state) == (Decision.BLOCK, 1)  # window 1 passed by both
    assert int(state.record()["actions_applied"]) == 3  # attack + two automatic passes
    state.apply(C.block(0))
    assert decision(state) == (Decision.ATTACK, 0)  # window 2 passed, battle resolved
    assert int(state.record()["actions_applied"]) == 6
    assert player(state, 1)["trash_count"] == 1  # 1000 BP blocker lost to 4000 BP
    assert flash(state)[0] == 0


@pytest.mark.parametrize(
    "holder, reserve1, asked",
    [
        (1, 4, (Decision.FLASH, 1)),  # the defender holds a payable Flash Magic: it is asked
        (0, 4, (Decision.FLASH, 0)),  # the attacker holds it: the defender passes by itself
        (1, 0, (Decision.BLOCK, 1)),  # unpayable (1 core on the field, cost 2): not usable, not asked
    ],
)
def test_r10_auto_forced_asks_only_a_player_with_a_usable_flash_card(build, holder, reserve1, asked):
    """auto_forced applies only a decision's sole legal action; a usable Flash Magic is a second one."""
    hands = {holder: [FLASH_MAGIC], 1 - holder: []}
    sc = battle_scenario(hand0=hands[0], hand1=hands[1], reserve1=reserve1, auto_forced=True,
                         field0=[FieldCard("ST01-004"), FieldCard("ST01-009")])
    state = build(sc)
    state.apply(C.attack(0))
    assert decision(state) == asked


# -- R10.3 no response stack ----------------------------------------------------------------------------
def test_r10_3_a_used_flash_effect_resolves_fully_before_anyone_answers(build):
    """R10.3: "使用了的效果会依次解决 在第1回的灵动解决之后，再轮到下一个灵动的使用。"

    While the defender pays for its Flash Magic, the attacker is never asked; once the Magic
    has resolved (cost in the Trash, card in the Trash), priority passes to the attacker.
    """
    state = build(battle_scenario(hand0=[FLASH_MAGIC], hand1=[FLASH_MAGIC]))
    state.apply(C.attack(0))
    state.apply(C.use_hand(0))
    rec = state.record()
    assert (int(rec["decision"]), int(rec["decision_player"])) == (Decision.PAY, 1)
    assert int(rec["use_player"]) == 1
    state.apply(C.pay(RESERVE))
    assert decision(state) == (Decision.PAY, 1)  # still resolving: nobody else acts
    state.apply(C.pay(RESERVE))
    assert decision(state) == (Decision.FLASH, 0)
    assert player(state, 1)["trash_count"] == 1 and player(state, 1)["trash_cores"] == 2
    assert int(state.record()["use_player"]) == 255
