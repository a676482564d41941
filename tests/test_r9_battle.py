"""R9 Attack Step and battle (base game, no effects; Magic only pays its cost and goes to the Trash).

Seed 000 (CN rulebook), ch. 1 sec. 6:

    <1>攻击宣言 ·选择自己1体回复的战魂或究极，宣言攻击   <2>灵动时点（从防御方开始）
    <3>阻挡宣言 ·不进行阻挡的场合，省略第4步的灵动时点，立刻进行第5步的战斗解决
    <5>战斗解决  <6>战魂/究极的破坏（BP相同的场合双方同时破坏）  <7>战斗终了
    ■阻挡的成立 对手宣言了阻挡的战魂或究极，即使之后被破坏，也无法改变宣言了阻挡的事实，
    对手的生命不会被减少。

Player 0 attacks on turn 3; every test runs on both engines with ``auto_forced=False``.
"""

from __future__ import annotations

import pytest
from card_helpers import pass_battle_flash
from conftest import legal, player
from conftest import pending as decision

from pybs import codec as C
from pybs import layout as L
from pybs.errors import IllegalActionError
from pybs.layout import Decision, EndReason, Phase
from pybs.rules import RuleSet
from pybs.testing import FieldCard, Scenario

RESERVE = 0
FLASH_MAGIC = "ST04-016"  # yellow Magic, cost 2, Flash + Main; red/purple fields do not reduce it


def slot(k: int) -> int:
    return 1 + k


def battle(state) -> dict[str, int]:
    rec = state.record()
    names = ("attacker", "blocker", "blocked", "in_battle", "flash_window", "flash_priority", "flash_passes")
    return {n: int(rec[n]) for n in names}


def attack_scenario(p0: dict, p1: dict) -> Scenario:
    """Player 0's Attack Step on turn 3; both Soul Cores in the Trash so core counts are exact."""
    sc = Scenario(turn=3, active=0, step="attack", auto_forced=False, effects=False)
    sc.player(0, **{"soul": "trash", **p0})
    sc.player(1, **{"soul": "trash", **p1})
    return sc


# -- R9.1 attack declaration -----------------------------------------------------------------------
def test_r9_1_attack_exhausts_attacker_and_starts_battle(build):
    """R9.1: "宣言了攻击的战魂或究极立即疲劳。" — the battle begins with Flash window 1."""
    state = build(attack_scenario({"field": [FieldCard("ST01-004")]}, {}))
    assert decision(state) == (Decision.ATTACK, 0)
    state.apply(C.attack(0))
    assert player(state, 0)["slots"][0]["exhaust"] == L.Exhaust.EXHAUSTED
    b = battle(state)
    assert (b["attacker"], b["in_battle"], b["flash_window"], b["blocked"]) == (0, 1, 1, 0)


def test_r9_1_only_refreshed_spirits_and_ultimates_may_attack(build):
    """R9.1: "选择自己1体回复的战魂或究极" — not exhausted ones, not Nexuses."""
    field = [
        FieldCard("ST01-004"),  # 0 refreshed Spirit
        FieldCard("ST01-004", exhausted=True),  # 1 exhausted
        FieldCard("ST01-004", exhausted=2),  # 2 heavily exhausted (R1.8)
        FieldCard("ST01-013", cores=0),  # 3 refreshed Nexus
        FieldCard("XMPL-U01", cores=1),  # 4 refreshed Ultimate
    ]
    state = build(attack_scenario({"field": field}, {}))
    assert legal(state) == [C.PASS, C.attack(0), C.attack(4)]
    state.apply(C.attack(4))
    assert player(state, 0)["slots"][4]["exhaust"] == L.Exhaust.EXHAUSTED
    assert battle(state)["attacker"] == 4


# -- R9.2 / R10.2 Flash priority -------------------------------------------------------------------
def test_r9_2_defender_has_flash_priority_first_in_both_windows(build):
    """R9.2 / R10.2: "可以使用魔法卡等的灵动效果（从防御方开始）" for window 1 and window 2."""
    sc = attack_scenario({"field": [FieldCard("ST01-004")]}, {"field": [FieldCard("ST02-005")]})
    state = build(sc)
    state.apply(C.attack(0))
    assert decision(state) == (Decision.FLASH, 1)
    assert (battle(state)["flash_window"], battle(state)["flash_priority"]) == (1, 1)
    pass_battle_flash(state)
    assert decision(state) == (Decision.BLOCK, 1)
    state.apply(C.block(0))
    assert decision(state) == (Decision.FLASH, 1)
    assert (battle(state)["flash_window"], battle(state)["flash_priority"]) == (2, 1)


# -- R9.3 block ----------------------------------------------------------------------------------------
def test_r9_3_block_exhausts_blocker_only_refreshed_may_block(build):
    """R9.3: "可以选择自己1体回复的战魂或究极……宣言了阻挡的战魂或究极立即疲劳。"."""
    theirs = [FieldCard("ST02-005", exhausted=True), FieldCard("ST02-012", cores=0), FieldCard("ST02-005")]
    state = build(attack_scenario({"field": [FieldCard("ST01-004")]}, {"field": theirs}))
    state.apply(C.attack(0))
    pass_battle_flash(state)
    assert decision(state) == (Decision.BLOCK, 1)
    assert legal(state) == [C.PASS, C.block(2)]
    state.apply(C.block(2))
    assert player(state, 1)["slots"][2]["exhaust"] == L.Exhaust.EXHAUSTED
    b = battle(state)
    assert (b["blocker"], b["blocked"], b["flash_window"]) == (2, 1, 2)


def test_r9_3_block_stands_when_blocker_depleted_in_flash_window_2(build):
    """R9.3 ■阻挡的成立: "即使之后被破坏，也无法改变宣言了阻挡的事实，对手的生命不会被减少。".

    The defender pays a Flash Magic in window 2 with both cores of its blocker, which is
    depleted (R6.2). The block still stands: Life is not reduced and the attacker survives.
    """
    sc = attack_scenario(
        {"field": [FieldCard("ST01-004", cores=3)]},
        {"field": [FieldCard("ST02-005", cores=2)], "hand": [FLASH_MAGIC], "reserve": 0, "life": 5},
    )
    state = build(sc)
    state.apply(C.attack(0))
    pass_battle_flash(state)
    state.apply(C.block(0))
    assert decision(state) == (Decision.FLASH, 1)
    state.apply(C.use_hand(0))
    assert decision(state) == (Decision.PAY, 1)
    state.apply(C.pay(slot(0)))
    state.apply(C.pay(slot(0)))
    pl1 = player(state, 1)
    assert int(pl1["slots"][0]["inst"]) == L.NO_CARD  # depleted: blocker and Magic in the Trash
    assert (pl1["trash_count"], pl1["trash_cores"]) == (2, 2)
    b = battle(state)
    assert (b["blocked"], b["blocker"], b["flash_window"]) == (1, L.NO_SLOT, 2)
    assert decision(state) == (Decision.FLASH, 0)  # R10.4: the attacker may answer
    state.apply(C.PASS)
    state.apply(C.PASS)
    assert decision(state) == (Decision.ATTACK, 0)
    pl0, pl1 = player(state, 0), player(state, 1)
    assert (pl1["life"], pl1["reserve"]) == (5, 0)
    assert int(pl0["slots"][0]["inst"]) != L.NO_CARD and pl0["slots"][0]["cores"] == 3
    assert battle(state)["in_battle"] == 0


# -- R9.4 no block ------------------------------------------------------------------------------------
def test_r9_4_no_block_skips_second_flash_timing(build):
    """R9.4: "不进行阻挡的场合，省略第4步的灵动时点，立刻进行第5步的战斗解决".

    The defender holds a payable Flash Magic and a refreshed Spirit, so a window 2 would ask it.
    """
    sc = attack_scenario(
        {"field": [FieldCard("ST01-004")]},
        {"field": [FieldCard("ST02-005")], "hand": [FLASH_MAGIC], "reserve": 3, "life": 5},
    )
    state = build(sc)
    windows = []
    state.apply(C.attack(0))
    windows.append(battle(state)["flash_window"])
    pass_battle_flash(state)
    assert decision(state) == (Decision.BLOCK, 1)
    state.apply(C.PASS)  # no block
    windows.append(battle(state)["flash_window"])
    assert 2 not in windows
    assert decision(state) == (Decision.ATTACK, 0)  # resolved at once
    assert player(state, 1)["life"] == 4


# -- R9.5 / R4.1 unblocked damage ----------------------------------------------------------------------
@pytest.mark.parametrize("attacker, symbols", [("ST01-004", 1), ("BSS04-009", 2)])
def test_r9_5_unblocked_damage_equals_attacker_symbols(build, attacker, symbols):
    """R9.5: "以攻击战魂或究极的战徽数量来将对手生命区的晶核移至其预备区。"."""
    state = build(attack_scenario({"field": [FieldCard(attacker)]}, {"life": 5, "reserve": 3}))
    state.apply(C.attack(0))
    pass_battle_flash(state)
    state.apply(C.PASS)  # no block
    pl = player(state, 1)
    assert (pl["life"], pl["reserve"]) == (5 - symbols, 3 + symbols)
    assert decision(state) == (Decision.ATTACK, 0)


def test_r4_1_life_zero_ends_game(build):
    """R9.5 + R4.1: Life 1 hit by 2 symbols: 1 core moves, Life 0, player 1 loses at once."""
    state = build(attack_scenario({"field": [FieldCard("BSS04-009")]}, {"life": 1, "reserve": 0}))
    state.apply(C.attack(0))
    pass_battle_flash(state)
    state.apply(C.PASS)
    rec = state.record()
    assert (rec["players"][1]["life"], rec["players"][1]["reserve"]) == (0, 1)
    assert state.is_terminal()
    assert (int(rec["winner"]), int(rec["end_reason"]), int(rec["phase"])) == (0, EndReason.LIFE, Phase.GAME_OVER)
    assert legal(state) == []


# -- R9.6 / R6.8 BP comparison ------------------------------------------------------------------------
@pytest.mark.parametrize(
    "att_cores, blk_cores, att_dies, blk_dies",
    [
        (3, 1, False, True),  # 4000 vs 1000
        (1, 2, True, False),  # 1000 vs 2000
        (1, 1, True, True),  # 1000 vs 1000: "BP相同的场合双方同时破坏"
    ],
)
def test_r9_6_lower_bp_destroyed_tie_destroys_both(build, att_cores, blk_cores, att_dies, blk_dies):
    """R9.6 / R6.8: the loser goes to the Trash, its cores to its owner's Reserve; no Life damage."""
    sc = attack_scenario(
        {"field": [FieldCard("ST01-004", cores=att_cores)], "reserve": 0},  # Raineedle 1000/3000/4000
        {"field": [FieldCard("ST02-005", cores=blk_cores)], "reserve": 0, "life": 5},  # Demo Bones 1000/2000/3000
    )
    state = build(sc)
    state.apply(C.attack(0))
    pass_battle_flash(state)
    state.apply(C.block(0))
    pass_battle_flash(state)
    assert decision(state) == (Decision.ATTACK, 0)
    for p, cores, dies in ((0, att_cores, att_dies), (1, blk_cores, blk_dies)):
        pl = player(state, p)
        assert (int(pl["slots"][0]["inst"]) == L.NO_CARD) is dies
        assert pl["trash_count"] == int(dies)
        assert pl["reserve"] == (cores if dies else 0)
        assert pl["slots"][0]["cores"] == (0 if dies else cores)
    assert player(state, 1)["life"] == 5


def test_r6_8_soul_core_of_destroyed_spirit_goes_to_reserve(build):
    """R6.8: the Soul Core on a Spirit destroyed in battle goes to its owner's Reserve too."""
    sc = attack_scenario(
        {"field": [FieldCard("ST01-004", cores=3)]},
        {"field": [FieldCard("ST02-005", cores=0, soul=True)], "soul": None, "reserve": 0},
    )
    state = build(sc)
    state.apply(C.attack(0))
    pass_battle_flash(state)
    state.apply(C.block(0))
    pass_battle_flash(state)
    pl = player(state, 1)
    assert (int(pl["soul_loc"]), pl["reserve"], pl["trash_count"]) == (L.SOUL_RESERVE, 0, 1)


# -- R9.7 / R9.8 end of battle ------------------------------------------------------------------------
def test_r9_7_attack_again_with_another_refreshed_spirit(build):
    """R9.7: "还有可以继续攻击的战魂或究极存在的场合，选择是否再度进行攻击。"."""
    state = build(attack_scenario({"field": [FieldCard("ST01-004"), FieldCard("ST01-009")]}, {"life": 5}))
    state.apply(C.attack(0))
    pass_battle_flash(state)
    state.apply(C.PASS)
    assert decision(state) == (Decision.ATTACK, 0)
    assert legal(state) == [C.PASS, C.attack(1)]
    state.apply(C.attack(1))
    pass_battle_flash(state)
    state.apply(C.PASS)
    assert player(state, 1)["life"] == 3
    assert legal(state) == [C.PASS]  # nobody left to attack


def test_r9_8_may_end_attack_step_with_refreshed_spirits_left(build):
    """R9.8: "即使还有回复的战魂或究极存在，也可以宣言攻击阶段结束"."""
    state = build(attack_scenario({"field": [FieldCard("ST01-004"), FieldCard("ST01-009")]}, {"life": 5}))
    state.apply(C.attack(0))
    pass_battle_flash(state)
    state.apply(C.PASS)
    assert C.attack(1) in legal(state) and C.PASS in legal(state)
    state.apply(C.PASS)  # end the Attack Step; the turn passes to player 1
    rec = state.record()
    assert (int(rec["turn"]), int(rec["active"]), int(rec["decision"])) == (4, 1, Decision.MAIN)
    assert player(state, 0)["slots"][1]["exhaust"] == L.Exhaust.REFRESHED
    assert player(state, 1)["life"] == 4


def test_r9_7_attacker_leaving_in_flash_window_1_ends_battle(build):
    """R9.7: the attacker's owner pays a Flash Magic with the attacker's last core in window 1.

    The attacker is depleted, so the battle ends: no block declaration, no damage.
    """
    sc = attack_scenario(
        {"field": [FieldCard("ST01-004", cores=2)], "hand": [FLASH_MAGIC], "reserve": 0},
        {"field": [FieldCard("ST02-005")], "life": 5, "reserve": 3},
    )
    state = build(sc)
    seen = []
    state.apply(C.attack(0))
    state.apply(C.PASS)  # defender passes
    assert decision(state) == (Decision.FLASH, 0)
    for code in (C.use_hand(0), C.pay(slot(0)), C.pay(slot(0))):
        state.apply(code)
        seen.append(decision(state)[0])
    assert int(player(state, 0)["slots"][0]["inst"]) == L.NO_CARD
    assert battle(state)["attacker"] == L.NO_SLOT
    for _ in range(4):  # both players pass window 1 (bounded in case the timing never ends)
        if decision(state)[0] != Decision.FLASH:
            break
        state.apply(C.PASS)
        seen.append(decision(state)[0])
    assert Decision.BLOCK not in seen
    assert seen == [Decision.PAY, Decision.PAY, Decision.FLASH, Decision.FLASH, Decision.ATTACK]
    assert decision(state) == (Decision.ATTACK, 0)
    assert battle(state)["in_battle"] == 0
    pl1 = player(state, 1)
    assert (pl1["life"], pl1["reserve"], pl1["slots"][0]["exhaust"]) == (5, 3, L.Exhaust.REFRESHED)


# -- rejection reasons name the real rule (compiled engine: its errors carry the reason) -------------
def effect_scenario(p0: dict, p1: dict, step: str = "attack", rules: RuleSet | None = None) -> Scenario:
    sc = Scenario(turn=3, active=0, step=step, auto_forced=False, rules=rules or RuleSet())
    sc.player(0, **{"soul": "trash", **p0})
    sc.player(1, **{"soul": "trash", **p1})
    return sc


def rejection(state, code: int) -> str:
    before = state.to_bytes()
    with pytest.raises(IllegalActionError) as err:
        state.apply(code)
    assert state.to_bytes() == before
    return str(err.value)


def test_r0_3_an_attack_an_effect_forbids_is_not_called_a_non_spirit():
    """Holy Elixir's Flash refreshes two Spirits that then cannot attack: the reason is that effect."""
    sc = effect_scenario({"hand": ["ST03-014"], "reserve": 3,
                          "field": [FieldCard("ST03-006", exhausted=True), FieldCard("ST03-009")]}, {}, step="main")
    state = sc.build()
    state.apply(C.use_hand(0))
    while decision(state)[0] != Decision.CHOOSE:
        state.apply(C.pay(RESERVE))
    state.apply(C.choice(0))
    state.apply(C.choice(0))  # both Spirits: refreshed, and banned from attacking
    state.apply(C.PASS)  # to the Attack Step
    assert decision(state) == (Decision.ATTACK, 0)
    text = rejection(state, C.attack(0))
    assert "R0.3" in text and "cannot attack" in text and "not a Spirit" not in text


def test_r0_3_an_attack_below_a_bp_ban_names_the_ban():
    """Fire Wall: Spirits of 4000 BP or less cannot attack this turn."""
    state = effect_scenario({"hand": ["ST01-016"], "reserve": 4, "field": [FieldCard("ST01-004")]}, {},
                            step="main").build()
    state.apply(C.use_hand(0))
    while decision(state)[0] == Decision.PAY:
        state.apply(C.pay(RESERVE))
    state.apply(C.PASS)  # to the Attack Step
    text = rejection(state, C.attack(0))
    assert "R0.3" in text and "4000 BP or less" in text and "has 1000" in text


def test_r0_3_a_block_the_attacker_forbids_names_that_effect():
    """Segro Snake with the Soul Core cannot be blocked by one-core Spirits."""
    state = effect_scenario({"field": [FieldCard("ST02-003", cores=1, soul=True)], "soul": None},
                            {"field": [FieldCard("ST01-004")]}).build()
    state.apply(C.attack(0))
    pass_battle_flash(state)
    assert decision(state) == (Decision.BLOCK, 1)
    text = rejection(state, C.block(0))
    assert "cannot be blocked by" in text and "not a Spirit" not in text


def test_r0_3_ending_the_attack_step_while_a_spirit_must_attack():
    """EVA-01 (Berserk) must attack when it can: PASS is refused with that rule."""
    state = effect_scenario({"field": [FieldCard("ST07-005")]}, {}).build()
    assert legal(state) == [C.attack(0)]
    text = rejection(state, C.PASS)
    assert "R0.3" in text and "must attack" in text


def test_the_turn_action_cap_is_named_not_a_core_rule():
    """With max_actions_per_turn reached only PASS answers; a core move is refused for that reason."""
    state = effect_scenario({"field": [FieldCard("ST01-004")], "reserve": 2}, {}, step="main",
                            rules=RuleSet(max_actions_per_turn=1)).build()
    state.apply(C.move(RESERVE, slot(0)))
    text = rejection(state, C.move(RESERVE, slot(0)))
    assert "max_actions_per_turn" in text and "R6.5" not in text
