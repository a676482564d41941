"""R4 Winning and losing: Life 0, deck-out at one's own Start Step, the turn cap, game over.

CN (胜利条件), the seed this file follows:

    满足以下其中一个条件的玩家即获得胜利。在那个时点对战立即结束。
    ·对战对手的生命为0。
    ·在对战对手的起始阶段中，对手的卡组数量为0张。

"在那个时点对战立即结束" is R4.5: the game ends the moment a condition holds. Deck-out is
checked only "in the opponent's Start Step", so drawing from an empty deck in a Draw Step
is not a loss by itself (R4.2).
"""

from __future__ import annotations

import pytest
from conftest import legal, player

import pybs
from pybs import codec as C
from pybs import layout as L
from pybs.errors import IllegalActionError
from pybs.layout import Decision, EndReason, Phase
from pybs.rules import RuleSet
from pybs.testing import FieldCard, Scenario


def attack_scenario(defender_life: int, defender_deck=None) -> Scenario:
    """Player 0 in the Attack Step with two refreshed Raineedles (1 red symbol each); player 1
    has no Spirit to block with and no Flash card, so the battle resolves without questions."""
    sc = Scenario(turn=2, active=0, step="attack")
    sc.player(0, field=[FieldCard("ST01-004", cores=1), FieldCard("ST01-004", cores=1)])
    sc.player(1, life=defender_life, reserve=2, deck=defender_deck)
    return sc


def pass_until_over(state, limit: int = 200) -> int:
    """Answer PASS until the game ends; returns how many Main Step decisions were seen."""
    mains = 0
    for _ in range(limit):
        if state.is_terminal():
            return mains
        rec = state.record()
        mains += int(rec["decision"]) == Decision.MAIN
        state.apply(C.PASS)
    raise AssertionError("the game did not end")


# -- R4.1 / R4.5: Life 0 ----------------------------------------------------------------------------
def test_r4_1_life_zero_loses_at_once_mid_battle(build) -> None:
    """R4.1 + R4.5: the unblocked attack takes the last Life core and the game ends in that
    battle: winner 0 by LIFE, no further decision (player 0's second refreshed Raineedle gets
    no attack), the turn does not pass. Player 1's deck is empty, so if anything ran on into
    player 1's Start Step the result would be a deck-out instead (R4.2)."""
    state = build(attack_scenario(defender_life=1, defender_deck=[]))
    state.apply(C.attack(0))
    rec = state.record()
    assert state.is_terminal()
    assert int(rec["phase"]) == Phase.GAME_OVER
    assert int(rec["winner"]) == 0
    assert int(rec["end_reason"]) == EndReason.LIFE
    assert int(rec["decision"]) == Decision.NONE and int(rec["decision_player"]) == L.NO_PLAYER
    assert legal(state) == []
    assert state.current_player() == -4
    assert int(rec["turn"]) == 2 and int(rec["active"]) == 0
    p1 = player(state, 1)
    assert int(p1["life"]) == 0 and int(p1["reserve"]) == 3  # the Life core went to the Reserve
    assert int(player(state, 0)["slots"][1]["exhaust"]) == L.Exhaust.REFRESHED


def test_r4_1_life_above_zero_goes_on(build) -> None:
    """Control for R4.1: Life 2 minus 1 symbol leaves 1; the battle ends normally and player 0
    may attack again with the other refreshed Spirit (R9.7)."""
    state = build(attack_scenario(defender_life=2))
    state.apply(C.attack(0))
    assert not state.is_terminal()
    rec = state.record()
    assert int(player(state, 1)["life"]) == 1
    assert int(rec["decision"]) == Decision.ATTACK and int(rec["decision_player"]) == 0
    assert C.attack(1) in legal(state)


def test_r4_1_damage_beyond_life_still_ends_the_game(build) -> None:
    """A 2-symbol attacker against 1 Life: Life stops at 0 (never below) and player 0 wins."""
    sc = Scenario(turn=2, active=0, step="attack")
    sc.player(0, field=[FieldCard("BSS04-001", cores=1)])  # Siegwurm Ira: two red symbols
    sc.player(1, life=1)
    state = build(sc)
    state.apply(C.attack(0))
    rec = state.record()
    assert state.is_terminal() and int(rec["winner"]) == 0 and int(rec["end_reason"]) == EndReason.LIFE
    assert int(player(state, 1)["life"]) == 0


# -- R4.2: deck-out -----------------------------------------------------------------------------------
def test_r4_2_empty_deck_at_own_start_step_loses(build) -> None:
    """R4.2: 0 cards at the turn player's own Start Step: player 0 loses at once (R4.5), so the
    Core, Draw and Refresh Steps never run (no core gained, trash cores stay)."""
    sc = Scenario(turn=3, active=0, step="start")
    sc.player(0, deck=[], hand=["ST01-004"], reserve=2, trash_cores=1)
    state = build(sc)
    rec = state.record()
    assert state.is_terminal()
    assert int(rec["winner"]) == 1 and int(rec["end_reason"]) == EndReason.DECK_OUT
    p0 = player(state, 0)
    assert int(p0["reserve"]) == 2 and int(p0["trash_cores"]) == 1 and int(p0["hand_count"]) == 1


def test_r4_2_opponents_empty_deck_is_not_checked_on_my_turn(build) -> None:
    """Only the turn player is checked: player 1's empty deck does not end player 0's turn."""
    sc = Scenario(turn=3, active=0, step="start")
    sc.player(1, deck=[])
    state = build(sc)
    rec = state.record()
    assert not state.is_terminal()
    assert int(rec["phase"]) == Phase.MAIN and int(rec["decision_player"]) == 0


def test_r4_2_drawing_from_an_empty_deck_is_not_a_loss(build) -> None:
    """R4.2: with draw_per_turn=2 and one card left, player 0's Draw Step empties the deck and
    the second draw finds nothing: no loss. Player 0 survives their whole turn and player 1's
    turn, and loses only at their next Start Step."""
    sc = Scenario(turn=3, active=0, step="start", rules=RuleSet(draw_per_turn=2))
    sc.player(0, deck=["ST01-009"], hand=[])
    state = build(sc)
    assert not state.is_terminal()
    p0 = player(state, 0)
    assert int(p0["deck_count"]) == 0 and int(p0["hand_count"]) == 1
    assert int(state.record()["decision"]) == Decision.MAIN
    state.apply(C.PASS)  # player 0 ends the Main Step; nothing to attack with
    rec = state.record()
    assert not state.is_terminal()
    assert int(rec["turn"]) == 4 and int(rec["active"]) == 1 and int(rec["decision"]) == Decision.MAIN
    state.apply(C.PASS)  # player 1 ends the Main Step -> End Step -> player 0's Start Step
    rec = state.record()
    assert state.is_terminal()
    assert int(rec["turn"]) == 5 and int(rec["active"]) == 0
    assert int(rec["winner"]) == 1 and int(rec["end_reason"]) == EndReason.DECK_OUT


# -- turn cap (R4.6 draws) ----------------------------------------------------------------------------
@pytest.mark.parametrize("max_turns", [1, 2, 5])
def test_r4_6_turn_cap_ends_in_a_draw(engine, max_turns) -> None:
    """RuleSet.max_turns: once turn max_turns ends the game is a draw with reason TURN_LIMIT;
    exactly max_turns Main Steps were played."""
    game = pybs.Game(("ST01", "ST02"), seed=4, rules=RuleSet(max_turns=max_turns), auto_forced=False)
    state = game.new_initial_state() if engine == "fast" else game.reference_state()
    assert pass_until_over(state) == max_turns
    rec = state.record()
    assert int(rec["phase"]) == Phase.GAME_OVER
    assert int(rec["winner"]) == L.WINNER_DRAW
    assert int(rec["end_reason"]) == EndReason.TURN_LIMIT


def test_r4_no_turn_cap_with_max_turns_zero() -> None:
    """max_turns=0 means no cap: 30 passed turns later the game still goes on."""
    game = pybs.Game(("ST01", "ST02"), seed=4, rules=RuleSet(max_turns=0), auto_forced=False)
    state = game.new_initial_state()
    while int(state.record()["turn"]) <= 30:
        state.apply(C.PASS)
    assert not state.is_terminal()


# -- the State API at game over -----------------------------------------------------------------------
def test_r4_returns_winner_and_is_terminal_on_the_fast_engine() -> None:
    """returns(): [0, 0] while playing and for a draw, +1/-1 for the winner; winner property
    None while playing, the player once won, -1 for a draw."""
    playing = Scenario(turn=2, active=0, step="main").build()
    assert not playing.is_terminal() and playing.returns() == [0.0, 0.0] and playing.winner is None

    p0_wins = attack_scenario(defender_life=1).build()
    p0_wins.apply(C.attack(0))
    assert p0_wins.is_terminal() and p0_wins.winner == 0 and p0_wins.returns() == [1.0, -1.0]
    assert p0_wins.end_reason == EndReason.LIFE

    sc = Scenario(turn=3, active=0, step="start")
    sc.player(0, deck=[])
    p1_wins = sc.build()
    assert p1_wins.is_terminal() and p1_wins.winner == 1 and p1_wins.returns() == [-1.0, 1.0]

    game = pybs.Game(("ST01", "ST02"), seed=1, rules=RuleSet(max_turns=2), auto_forced=False)
    draw = game.new_initial_state()
    pass_until_over(draw)
    assert draw.winner == -1 and draw.returns() == [0.0, 0.0]
    assert draw.end_reason == EndReason.TURN_LIMIT


def test_r4_5_apply_after_game_over_raises_on_the_fast_engine() -> None:
    """R4.5: no action is legal once the game is over; apply raises IllegalActionError naming
    R4.5 and the state bytes do not change."""
    state = attack_scenario(defender_life=1).build()
    state.apply(C.attack(0))
    before = state.to_bytes()
    for code in (C.PASS, C.attack(1), C.use_hand(0)):
        with pytest.raises(IllegalActionError, match="R4.5"):
            state.apply(code)
    assert state.to_bytes() == before


def test_r4_5_apply_after_game_over_raises_on_the_reference_engine() -> None:
    state = attack_scenario(defender_life=1).build_reference()
    state.apply(C.attack(0))
    before = state.to_bytes()
    with pytest.raises(IllegalActionError):
        state.apply(C.PASS)
    assert state.to_bytes() == before and state.is_terminal()
