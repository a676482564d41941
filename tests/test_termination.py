"""Every game ends within a documented bound, whatever the policy and the accepted RuleSet.

docs/RULESET.md: once ``max_actions_per_turn`` actions were applied in a turn, PASS is the only
answer to Main, Attack, Block and Flash decisions (so the turn ends); a game that reaches
``max_actions`` stops with end reason ACTION_LIMIT, which is counted apart from draws.
"""

from __future__ import annotations

import pytest
from conftest import legal, summon

import pybs
from pybs import codec as C
from pybs.effects.script import Event, anyones
from pybs.errors import IllegalActionError, RuleSetError
from pybs.layout import WINNER_DRAW, Decision, EndReason
from pybs.rules import RuleSet
from pybs.simulate import simulate
from pybs.testing import FieldCard, Scenario


def both_engines(game: pybs.Game):
    return game.new_initial_state(), game.reference_state()


def play_last_legal(state, limit: int) -> int:
    """The README's stepping loop with ``legal[-1]``; returns the actions it applied."""
    steps = 0
    while not state.is_terminal() and steps < limit:
        state.apply(int(legal(state)[-1]))
        steps += 1
    return steps


def test_readme_loop_with_the_last_legal_action_ends():
    """``apply(legal[-1])`` used to move cores back and forth forever; the per-turn cap ends each turn."""
    game = pybs.Game(("ST01", "ST02"), seed=1)
    state = game.new_initial_state()
    rules = game.rules
    steps = play_last_legal(state, rules.max_actions + 1)
    assert state.is_terminal()
    assert steps <= rules.max_actions
    assert state.record()["end_reason"] != EndReason.ACTION_LIMIT  # a real result, not a truncation


def fields(state) -> tuple[int, int, int]:
    """(turn, turn_actions, decision) of either engine (the pending decision: the effect's first)."""
    rec = state.record()
    decision = int(rec["edecision"]) or int(rec["decision"])
    return int(rec["turn"]), int(rec["turn_actions"]), decision


@pytest.mark.parametrize("engine", [0, 1])
def test_per_turn_cap_leaves_only_pass_then_resets_next_turn(engine):
    """After max_actions_per_turn actions in a turn only PASS answers a Main/Attack/Block/Flash decision;
    the count restarts at the turn change (auto_forced off, so the forced PASS is visible)."""
    cap = 12
    game = pybs.Game(("ST01", "ST02"), seed=3, rules=RuleSet(max_actions_per_turn=cap), auto_forced=False)
    state = both_engines(game)[engine]
    turn, capped_turns = 1, set()
    for _ in range(600):
        if state.is_terminal():
            break
        now, actions, decision = fields(state)
        codes = legal(state)
        if now != turn:
            assert actions == 0
            turn = now
        if actions >= cap and decision in (Decision.MAIN, Decision.ATTACK, Decision.FLASH, Decision.BLOCK):
            assert codes == [C.PASS]
            capped_turns.add(now)
        state.apply(codes[-1])
    assert len(capped_turns) >= 2


def test_per_turn_cap_rejection_names_the_cap():
    """A core move that was legal is rejected once the turn's actions are used up, naming the cap."""
    game = pybs.Game(("ST01", "ST02"), seed=3, rules=RuleSet(max_actions_per_turn=3), auto_forced=False)
    state = game.new_initial_state()
    while fields(state)[1] < 3 or fields(state)[2] != Decision.MAIN:
        state.apply(legal(state)[-1])
    assert legal(state) == [C.PASS]
    before = state.to_bytes()
    with pytest.raises(IllegalActionError, match="max_actions_per_turn"):
        state.apply(C.move(0, 1, 0))
    assert state.to_bytes() == before


@pytest.mark.parametrize("engine", [0, 1])
def test_max_actions_truncates_with_its_own_end_reason(engine):
    """A game reaching max_actions stops with ACTION_LIMIT, in both engines at the same action."""
    game = pybs.Game(("ST03", "ST04"), seed=5, rules=RuleSet(max_actions=25))
    state = both_engines(game)[engine]
    play_last_legal(state, 1000)
    assert state.is_terminal()
    rec = state.record() if engine == 0 else None
    if rec is not None:
        assert int(rec["end_reason"]) == EndReason.ACTION_LIMIT
        assert int(rec["actions_applied"]) == 25
    else:
        assert state.end_reason == EndReason.ACTION_LIMIT and state.actions_applied == 25


def test_simulate_counts_truncated_games_by_end_reason():
    """Batch runs end truncated games with ACTION_LIMIT and count them, never as a silent draw."""
    result = simulate("ST01", "ST02", 200, seed=1, rules=RuleSet(max_actions=60), backend="inline")
    reasons = result.summary()["end_reasons"]
    assert reasons["action_limit"] > 0
    assert reasons["action_limit"] == int((result.end_reason == EndReason.ACTION_LIMIT).sum())
    assert int(result.actions[result.end_reason == EndReason.ACTION_LIMIT].max()) == 60


def test_no_turn_cap_no_draws_no_hand_still_ends():
    """max_turns=0 with no draws and no hand: nobody can do anything, yet the game ends (the action cap)."""
    rules = RuleSet(max_turns=0, draw_per_turn=0, start_hand=0)
    game = pybs.Game(("ST01", "ST02"), seed=1, rules=rules)
    state = game.new_initial_state()  # everything is forced: the whole game runs here
    assert state.is_terminal()
    assert int(state.record()["end_reason"]) in (EndReason.ACTION_LIMIT, EndReason.TURN_LIMIT)
    result = simulate("ST01", "ST02", 3, seed=1, rules=rules, backend="inline")
    assert set(result.end_reason.tolist()) <= {EndReason.ACTION_LIMIT, EndReason.TURN_LIMIT}


@pytest.mark.parametrize(("field", "value"), [("max_actions", 0), ("max_actions_per_turn", 0),
                                              ("max_actions", 2**32), ("max_actions_per_turn", 65536)])
def test_caps_out_of_range_are_rejected(field, value):
    with pytest.raises(RuleSetError, match=field):
        RuleSet(**{field: value})


# -- effects that never end (docs/RELIABILITY.md): EFFECT_WORK_LIMIT steps per action ------------------------
def _ping_pong(c) -> None:
    """Exhausted: refresh it; refreshed: exhaust it (two documented builder calls that answer each other)."""
    c.when(Event.EXHAUSTED).this().refresh()
    c.when(Event.REFRESHED).this().exhaust()


def _endless_repeat(c) -> None:
    """On summon: repeat as many times as there are Spirits, the body counting them again (never lower)."""
    c.when(Event.SUMMONED).count_matching(anyones()).repeat(lambda a: a.count_matching(anyones()))


def _attack_with_the_looping_card(db):
    sc = Scenario(step="attack", auto_forced=False)
    sc.player(0, field=[FieldCard("ST02-005", 1)], soul="trash")
    sc.player(1, soul="trash")
    sc.db = db
    return sc


def test_triggers_that_answer_each_other_end_the_game_with_effect_limit(scripted):
    """Issue 19.1: EXHAUSTED -> refresh, REFRESHED -> exhaust looped forever in both engines; now the action
    stops after EFFECT_WORK_LIMIT effect steps with its own end reason, with the same bytes in both engines."""
    db = scripted({"ST02-005": _ping_pong})
    sc = _attack_with_the_looping_card(db)
    fast, ref = sc.build(), sc.build_reference()
    for state in (fast, ref):
        state.apply(C.attack(0))
        assert state.is_terminal() and state.end_reason == EndReason.EFFECT_LIMIT
        assert int(state.record()["winner"]) == WINNER_DRAW  # no result: counted as truncated, like ACTION_LIMIT
    assert fast.raw_bytes() == ref.to_bytes()


def test_a_program_that_never_ends_stops_with_effect_limit(scripted, engine):
    """Issue 19.1: a REPEAT whose body resets its own count would run forever inside one program."""
    db = scripted({"ST02-005": _endless_repeat})
    sc = Scenario(auto_forced=True)
    sc.player(0, hand=["ST02-005"], reserve=3, soul="trash")
    sc.player(1, soul="trash")
    sc.db = db
    state = sc.build() if engine == "fast" else sc.build_reference()
    summon(state, 0)
    assert state.is_terminal() and state.end_reason == EndReason.EFFECT_LIMIT


def test_the_batch_loop_ends_effect_limit_games_as_truncated(scripted):
    """The nogil batch loop (simulate's engine) ends such games too; simulate counts the reason as truncated."""
    from bscore.batch import play_batch
    from pybs.simulate import TRUNCATING

    game = pybs.Game(("ST02", "ST01"), seed=0, db=scripted({"ST02-005": _ping_pong}))
    out = play_batch(game.handle, game.rows[0], game.rows[1], game.rules_bytes, 20, 3)
    reasons = out["end_reason"]
    assert (reasons == EndReason.EFFECT_LIMIT).any() and EndReason.EFFECT_LIMIT in TRUNCATING
