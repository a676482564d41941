"""R5 Turn structure: Start, Core, Draw, Refresh, Main, Attack and End Steps.

CN 1.4 (对战的进行), the seed this file follows:

    1个回合包括有7个阶段，即使在这些阶段中无事可做时，也不代表阶段自身不会进行。
    <2>晶核阶段 [·从空间将1个晶核移至预备区 只有在第1回合（先攻者最初的回合），跳过这个阶段。]
    <3>抽卡阶段 [·从卡组抽1张卡 ...]
    <4>回复阶段 [·将疲劳状态的卡回复·将废弃区的所有晶核移至预备区。...]
    (CN 1.6) 只有第1回合（先攻者最初的回合），跳过这个阶段。   <- the Attack Step

R1.8 (CN glossary, JP): a heavily exhausted card becomes exhausted on a refresh, not refreshed.
``Scenario(step="start")`` builds a position before the Start Step and runs the turn machine
to the Main Step decision, so the effect of Start, Core, Draw and Refresh can be read there.
"""

from __future__ import annotations

import pytest
from conftest import hand_ids, legal, player

import pybs
from pybs import codec as C
from pybs import layout as L
from pybs.layout import Decision, Phase
from pybs.rules import RuleSet
from pybs.testing import FieldCard, Scenario


def start_scenario(rules: RuleSet | None = None, **p0) -> Scenario:
    sc = Scenario(turn=3, active=0, step="start", rules=rules or RuleSet(), auto_forced=False)
    setup = {"reserve": 3, "hand": [], "deck": ["ST01-004", "ST01-009", "ST01-010", "ST01-011"]}
    setup.update(p0)
    sc.player(0, **setup)
    return sc


# -- R5.1-R5.4: the steps before the Main Step ---------------------------------------------------------
def test_r5_start_to_main_runs_core_draw_and_refresh(build) -> None:
    """One turn start: +1 core from the Void (R5.2), the top card drawn (R5.3), the refresh
    (R5.4): exhausted -> refreshed, heavily exhausted -> exhausted (R1.8), trash cores and the
    trashed Soul Core back to the Reserve; then the Main Step decision (R5.5)."""
    sc = start_scenario(
        trash_cores=2,
        soul="trash",
        field=[
            FieldCard("ST01-004", cores=1, exhausted=True),
            FieldCard("ST01-009", cores=1, exhausted=2),
            FieldCard("ST01-010", cores=1),
            FieldCard("ST01-013", cores=0, exhausted=True),  # a Nexus refreshes too
        ],
    )
    sc.player(1, field=[FieldCard("ST01-004", cores=1, exhausted=True)], trash_cores=2, soul="trash")
    state = build(sc)
    rec = state.record()
    assert int(rec["phase"]) == Phase.MAIN and int(rec["decision"]) == Decision.MAIN
    assert int(rec["decision_player"]) == 0 and int(rec["turn"]) == 3
    p0 = player(state, 0)
    assert int(p0["reserve"]) == 3 + 1 + 2  # Core Step + the trash cores
    assert int(p0["trash_cores"]) == 0
    assert int(p0["soul_loc"]) == L.SOUL_RESERVE
    assert int(p0["void_in"]) == 5 + 3 + 2 + 3 + 1  # life, reserve, trash, field, + the Core Step
    assert hand_ids(state, 0) == ["ST01-004"]  # the top card (Scenario decks list the top first)
    assert int(p0["deck_count"]) == 3
    assert [int(p0["slots"][k]["exhaust"]) for k in range(4)] == [
        L.Exhaust.REFRESHED, L.Exhaust.EXHAUSTED, L.Exhaust.REFRESHED, L.Exhaust.REFRESHED,
    ]  # fmt: skip
    # only the turn player's cards and trash cores are refreshed
    p1 = player(state, 1)
    assert int(p1["slots"][0]["exhaust"]) == L.Exhaust.EXHAUSTED
    assert int(p1["trash_cores"]) == 2 and int(p1["soul_loc"]) == L.SOUL_TRASH and int(p1["reserve"]) == 3


def test_r1_8_heavily_exhausted_needs_two_refreshes(build) -> None:
    """R1.8 over two of player 0's turns: heavy -> exhausted -> refreshed."""
    sc = start_scenario(field=[FieldCard("ST01-009", cores=1, exhausted=2)])
    state = build(sc)
    assert int(player(state, 0)["slots"][0]["exhaust"]) == L.Exhaust.EXHAUSTED
    state.apply(C.PASS)  # end Main Step
    state.apply(C.PASS)  # end Attack Step (the Spirit is exhausted, but the step still happens)
    assert int(state.record()["active"]) == 1
    state.apply(C.PASS)  # player 1 ends the Main Step
    state.apply(C.PASS)  # and the Attack Step
    rec = state.record()
    assert int(rec["active"]) == 0 and int(rec["turn"]) == 5
    assert int(player(state, 0)["slots"][0]["exhaust"]) == L.Exhaust.REFRESHED


@pytest.mark.parametrize("gain", [0, 1, 3])
def test_r5_2_core_step_gain_is_read_from_the_ruleset(build, gain) -> None:
    state = build(start_scenario(RuleSet(core_step_gain=gain)))
    p0 = player(state, 0)
    assert int(p0["reserve"]) == 3 + gain
    assert int(p0["void_in"]) == 5 + 3 + gain


@pytest.mark.parametrize("draws", [0, 1, 3])
def test_r5_3_draw_per_turn_is_read_from_the_ruleset(build, draws) -> None:
    state = build(start_scenario(RuleSet(draw_per_turn=draws)))
    assert hand_ids(state, 0) == ["ST01-004", "ST01-009", "ST01-010"][:draws]
    assert int(player(state, 0)["deck_count"]) == 4 - draws


# -- R5.5-R5.7: after the Main Step ---------------------------------------------------------------------
def test_r5_main_then_attack_then_end_then_next_turn(build) -> None:
    """Ending the Main Step opens the Attack Step (R5.6); ending it runs the End Step (R5.7)
    and the opponent's turn starts with their own Core and Draw Steps."""
    sc = Scenario(turn=2, active=0, step="main", auto_forced=False)
    sc.player(0, field=[FieldCard("ST01-004", cores=1)])
    sc.player(1, reserve=3, hand=[])
    state = build(sc)
    state.apply(C.PASS)
    rec = state.record()
    assert int(rec["phase"]) == Phase.ATTACK and int(rec["decision"]) == Decision.ATTACK
    assert int(rec["decision_player"]) == 0 and C.attack(0) in legal(state)
    state.apply(C.PASS)
    rec = state.record()
    assert int(rec["turn"]) == 3 and int(rec["active"]) == 1
    assert int(rec["phase"]) == Phase.MAIN and int(rec["decision_player"]) == 1
    p1 = player(state, 1)
    assert int(p1["reserve"]) == 4 and int(p1["hand_count"]) == 1


# -- R5.8: the first player's first turn ----------------------------------------------------------------
def new_game(engine: str, **rules):
    game = pybs.Game(("ST01", "ST02"), seed=3, rules=RuleSet(first_player=0, **rules), auto_forced=False)
    return game.new_initial_state() if engine == "fast" else game.reference_state()


def test_r5_8_first_turn_has_no_core_step_and_no_attack_step(engine) -> None:
    """R5.8 from a real new game: turn 1 gives player 0 no core (Reserve stays 3) but still a
    draw (5 cards); ending the Main Step goes straight to player 1's turn 2 with no Attack
    Step decision in between. Player 1's turn 2 has both: +1 core and an Attack Step."""
    state = new_game(engine)
    rec = state.record()
    assert int(rec["turn"]) == 1 and int(rec["active"]) == 0 and int(rec["decision"]) == Decision.MAIN
    p0 = player(state, 0)
    assert int(p0["reserve"]) == 3 and int(p0["void_in"]) == 8
    assert int(p0["hand_count"]) == 5
    state.apply(C.PASS)
    rec = state.record()
    assert int(rec["turn"]) == 2 and int(rec["active"]) == 1
    assert int(rec["phase"]) == Phase.MAIN and int(rec["decision"]) == Decision.MAIN
    assert int(rec["decision_player"]) == 1
    assert int(player(state, 1)["reserve"]) == 4 and int(player(state, 1)["hand_count"]) == 5
    state.apply(C.PASS)
    rec = state.record()
    assert int(rec["phase"]) == Phase.ATTACK and int(rec["decision"]) == Decision.ATTACK
    assert int(rec["decision_player"]) == 1 and int(rec["turn"]) == 2


def test_r5_8_first_players_second_turn_has_a_core_step(engine) -> None:
    state = new_game(engine)
    for _ in range(3):  # P0 Main, P1 Main, P1 Attack
        state.apply(C.PASS)
    rec = state.record()
    assert int(rec["turn"]) == 3 and int(rec["active"]) == 0
    assert int(player(state, 0)["reserve"]) == 4


def test_r5_8_ruleset_restores_the_first_core_step(engine) -> None:
    state = new_game(engine, first_player_skips_core_step=False)
    rec = state.record()
    assert int(rec["turn"]) == 1 and int(rec["active"]) == 0
    assert int(player(state, 0)["reserve"]) == 4 and int(player(state, 0)["void_in"]) == 9
    assert int(player(state, 1)["reserve"]) == 3


def test_r5_8_ruleset_restores_the_first_attack_step(engine) -> None:
    state = new_game(engine, first_player_skips_attack_step=False)
    state.apply(C.PASS)
    rec = state.record()
    assert int(rec["turn"]) == 1 and int(rec["active"]) == 0
    assert int(rec["phase"]) == Phase.ATTACK and int(rec["decision"]) == Decision.ATTACK
    assert int(player(state, 0)["reserve"]) == 3  # the Core Step is still skipped


def test_r5_8_scenario_turn_one_skips_the_attack_step(build) -> None:
    """The skip is tied to turn 1, not to a new game: a Scenario on turn 1 with a refreshed
    Spirit still gets no Attack Step."""
    sc = Scenario(turn=1, active=0, step="main", auto_forced=False)
    sc.player(0, field=[FieldCard("ST01-004", cores=1)])
    state = build(sc)
    state.apply(C.PASS)
    rec = state.record()
    assert int(rec["turn"]) == 2 and int(rec["active"]) == 1 and int(rec["phase"]) == Phase.MAIN
