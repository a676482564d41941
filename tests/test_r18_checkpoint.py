"""R18.13 (BSS): when a win is settled, and concession; R4.5 (the seeds' rulebook) kept beside it.

Under ``RuleSet.preset("bss")`` (``win_at_checkpoint``) a loss condition met in the middle of an effect
is recorded (``pending_loss``) and settled at the next checkpoint: the top of the engine's loop once no
effect frame is resolving. Both players by then: a draw (SIMULTANEOUS). Under
``RuleSet.preset("rulebook-8.0")`` the game ends the moment a condition holds (R4.5). Either player may
concede at any decision (CONCEDE code for the player asked, ``State.concede(p)`` for anyone).
Every test runs on both engines (``build`` / ``engine`` fixtures).
"""

from __future__ import annotations

import numpy as np
import pytest
from card_helpers import position
from conftest import hand_ids, legal, pending, player, use_magic, with_db

import pybs
import pybs.scripts  # noqa: F401  (registers every card script before scripted_db replaces one)
from bscore.state import checksum
from pybs import codec as C
from pybs import layout as L
from pybs.agents import agent_for, play
from pybs.effects.script import CoreZone, Who
from pybs.errors import IllegalActionError, StateError
from pybs.game import State
from pybs.layout import Decision, EndReason
from pybs.reference.engine import RefState
from pybs.rules import RuleSet
from pybs.testing import FieldCard, Scenario

BSS = RuleSet.preset("bss")
RULEBOOK = RuleSet.preset("rulebook-8.0")
EDITIONS = pytest.mark.parametrize("edition", ["bss", "rulebook-8.0"])
MAGIC = "ST01-014"  # Charged Draw (cost 4, two red reductions): the test Magic's card, scripted below
FANATECH_ELK = "ST03-001"  # Lv2+: at the end of an opponent's turn with no Life lost, 1 of their Life to the Trash
FIRE_WALL = "ST01-016"  # Burst: after your Life is reduced


def rules_of(edition: str) -> RuleSet:
    return BSS if edition == "bss" else RULEBOOK


def magic_position(build, scripted_db, script, rules: RuleSet, life0: int = 5, life1: int = 1,
                   deck0: list[str] | None = None):
    """Player 0's Main Step with the scripted Magic in hand and 5 cores to pay it; player 1 at ``life1``."""
    db = scripted_db(MAGIC, lambda c: script(c.magic(main=True, flash=True)))
    sc = position(0, "main", {"hand": [MAGIC], "reserve": 5, "life": life0, "field": [FieldCard("ST01-004")],
                              **({"deck": deck0} if deck0 is not None else {})},
                  {"life": life1, "field": [FieldCard("ST01-004")]}, auto=True, rules=rules)
    return build(with_db(sc, db))


def outcome(state) -> tuple[int, int]:
    rec = state.record()
    return int(rec["winner"]), int(rec["end_reason"])


# -- the RuleSet field ----------------------------------------------------------------------------------
def test_r18_13_field_is_set_by_the_bss_preset_only():
    """R18.13 belongs to the BSS edition; the rulebook 8.0 and the default keep R4.5."""
    assert BSS.win_at_checkpoint and not RULEBOOK.win_at_checkpoint and not RuleSet().win_at_checkpoint
    assert int(BSS.to_record()["flags"]) & L.RULE_WIN_AT_CHECKPOINT
    assert RuleSet.from_record(BSS.to_record(), deck_min_cards=50, copy_limit=4,
                               same_number_same_card=True) == BSS
    assert RuleSet.parse_override("win_at_checkpoint=true") == ("win_at_checkpoint", True)


# -- an effect that empties both players' Life ------------------------------------------------------------
def both_lives(a):
    return a.cores(CoreZone.LIFE, CoreZone.TRASH, 1, who=Who.OPPONENT).cores(CoreZone.LIFE, CoreZone.TRASH, 1)


def test_r18_13_effect_emptying_both_lives_is_a_draw(build, scripted_db):
    """R18.13: the opponent's last Life goes first, but the effect finishes: the user's last Life goes
    too, and the checkpoint finds both players' conditions met: a draw (SIMULTANEOUS)."""
    state = magic_position(build, scripted_db, both_lives, BSS, life0=1, life1=1)
    use_magic(state, 0)
    assert state.is_terminal()
    assert outcome(state) == (L.WINNER_DRAW, EndReason.SIMULTANEOUS)
    assert int(player(state, 0)["life"]) == 0 and int(player(state, 1)["life"]) == 0


def test_r4_5_rulebook_effect_stops_at_the_first_empty_life(build, scripted_db):
    """R4.5 (rulebook 8.0): the game ends the moment player 1's Life is 0; the rest of the effect never
    runs, so player 0 keeps their Life and wins by LIFE."""
    state = magic_position(build, scripted_db, both_lives, RULEBOOK, life0=1, life1=1)
    use_magic(state, 0)
    assert outcome(state) == (0, EndReason.LIFE)
    assert int(player(state, 0)["life"]) == 1 and int(player(state, 1)["life"]) == 0


# -- the effect finishes before the win is settled ---------------------------------------------------------
def life_then_draw(a):
    return a.cores(CoreZone.LIFE, CoreZone.TRASH, 1, who=Who.OPPONENT).draw(2)


@EDITIONS
def test_r18_13_effect_finishes_before_the_checkpoint(build, scripted_db, edition):
    """R18.13: after player 1's last Life goes, the effect's draw of 2 still happens (bss); R4.5: it does
    not (rulebook). Either way player 0 wins by LIFE."""
    state = magic_position(build, scripted_db, life_then_draw, rules_of(edition),
                           deck0=["ST01-004"] * 5)
    use_magic(state, 0)
    assert outcome(state) == (0, EndReason.LIFE)
    assert int(player(state, 0)["hand_count"]) == (2 if edition == "bss" else 0)
    assert int(state.record()["pending_loss"]) == 0


def life_then_restore(a):
    return a.cores(CoreZone.LIFE, CoreZone.TRASH, 1, who=Who.OPPONENT).cores(
        CoreZone.VOID, CoreZone.LIFE, 1, who=Who.OPPONENT)


def test_r18_13_a_condition_met_stays_met_until_the_checkpoint(build, scripted_db):
    """R18.13 settles the conditions *met* during the effect: Life 0 and then 1 again in the same effect
    still loses at the checkpoint (docs/RULESET.md, "When a win is settled")."""
    state = magic_position(build, scripted_db, life_then_restore, BSS)
    use_magic(state, 0)
    assert outcome(state) == (0, EndReason.LIFE)
    assert int(player(state, 1)["life"]) == 1


def life_then_may_draw(a):
    return a.cores(CoreZone.LIFE, CoreZone.TRASH, 1, who=Who.OPPONENT).may(lambda b: b.draw(1))


def test_r18_13_pending_loss_waits_through_a_decision_of_the_effect(build, scripted_db, engine):
    """R18.13: the effect asks its "may" after player 1's Life hit 0: the game goes on, the loss is
    recorded (bit 1, reason LIFE), the position survives bytes, and answering ends the effect: the
    checkpoint settles the loss."""
    state = magic_position(build, scripted_db, life_then_may_draw, BSS, deck0=["ST01-004"] * 3)
    use_magic(state, 0)
    assert not state.is_terminal()
    assert pending(state) == (Decision.YES_NO, 0)
    assert int(state.record()["pending_loss"]) == (EndReason.LIFE << 4) | 2
    if engine == "fast":
        state.check_invariants()
        copy = State.from_bytes(state.to_bytes(), state.game)
        assert copy.same_as(state)
    else:
        copy = RefState.from_bytes(state.table, state.to_bytes())
        assert copy.to_bytes() == state.to_bytes()
    state.apply(C.CONFIRM)
    assert outcome(state) == (0, EndReason.LIFE)
    assert int(player(state, 0)["hand_count"]) == 1


def test_r4_5_rulebook_ends_before_the_effects_decision(build, scripted_db):
    """R4.5: the same Magic under the rulebook ends the game before its "may" is asked."""
    state = magic_position(build, scripted_db, life_then_may_draw, RULEBOOK, deck0=["ST01-004"] * 3)
    use_magic(state, 0)
    assert outcome(state) == (0, EndReason.LIFE)
    assert int(player(state, 0)["hand_count"]) == 0


def test_r18_13_concession_overrides_a_pending_loss(build, scripted_db):
    """R18.13: no effect touches a concession. Player 0 concedes while player 1's loss waits for the
    checkpoint: player 0 loses at once (CONCEDED), the recorded loss is dropped."""
    state = magic_position(build, scripted_db, life_then_may_draw, BSS, deck0=["ST01-004"] * 3)
    use_magic(state, 0)
    state.concede(0)
    assert outcome(state) == (1, EndReason.CONCEDED)
    assert int(state.record()["pending_loss"]) == 0
    assert legal(state) == []


def test_r18_13_pending_loss_outside_its_rule_is_refused():
    """The invariant: a recorded loss exists only under the checkpoint rule and only while an effect
    resolves; from_bytes refuses it otherwise, naming the field."""
    db_state = Scenario(turn=2, active=0, step="main", rules=BSS).build()
    buf = bytearray(db_state.raw_bytes())
    np.frombuffer(buf, dtype=L.STATE_DTYPE)[0]["pending_loss"] = (EndReason.LIFE << 4) | 2  # no frame resolving
    with pytest.raises(StateError, match="pending_loss"):
        State.from_bytes(bytes(buf) + checksum(bytes(buf)), db_state.game)


# -- a real card: Fanatech Elk's end-of-turn Life removal -------------------------------------------------
@EDITIONS
def test_r18_13_fanatech_elk_takes_the_last_life_at_turn_end(build, edition):
    """ST03-001 (Lv2): at the end of player 1's turn in which player 1 lost no Life, one of their Life
    cores goes to the Trash. With Life 1 that ends the game in both editions: at once (R4.5), or at the
    checkpoint after Elk's effect (R18.13); player 1's next turn never starts."""
    sc = position(1, "main", {"field": [FieldCard(FANATECH_ELK, cores=3)]}, {"life": 1}, auto=True, turn=4,
                  rules=rules_of(edition))
    state = build(sc)
    while not state.is_terminal() and pending(state)[1] == 1:
        state.apply(C.PASS)
    assert outcome(state) == (0, EndReason.LIFE)
    assert int(state.record()["turn"]) == 4
    assert int(player(state, 1)["life"]) == 0 and int(player(state, 1)["trash_cores"]) == 1


# -- battle: the damage step is an action; the checkpoint follows it before any trigger ----------------------
@EDITIONS
def test_r18_13_attack_taking_the_last_life_ends_before_bursts(build, edition):
    """R9.5 + R18.13: the Life damage step is the current action; the checkpoint right after it settles
    the win before the "after your Life is reduced" Burst (Fire Wall) is offered. R4.5 gives the same."""
    sc = Scenario(turn=2, active=0, step="attack", rules=rules_of(edition))
    sc.player(0, field=[FieldCard("ST01-004", cores=1)])
    sc.player(1, life=1, reserve=2, burst=FIRE_WALL)
    state = build(sc)
    state.apply(C.attack(0))
    assert outcome(state) == (0, EndReason.LIFE)
    assert int(player(state, 1)["burst_inst"]) != L.NO_CARD  # still set: never activated


# -- deck-out (R4.2) is checked at one's own Start Step only, a checkpoint itself ----------------------------
@EDITIONS
def test_r4_2_drawing_an_empty_deck_mid_effect_is_no_loss(build, scripted_db, edition):
    """R4.2: an effect drawing 2 from a 1-card deck draws what there is; no condition is met, nothing
    waits for the checkpoint (R18.13) and the game goes on in both editions."""
    state = magic_position(build, scripted_db, lambda a: a.draw(2), rules_of(edition), life1=5,
                           deck0=["ST01-004"])
    use_magic(state, 0)
    assert not state.is_terminal()
    assert int(player(state, 0)["deck_count"]) == 0 and int(state.record()["pending_loss"]) == 0
    assert hand_ids(state, 0) == ["ST01-004"]


@EDITIONS
def test_r4_2_deck_out_at_the_start_step_ends_at_once(build, edition):
    """R4.2: the Start Step resolves no effect, so it is a checkpoint under R18.13 as well."""
    sc = Scenario(turn=3, active=0, step="start", rules=rules_of(edition))
    sc.player(0, deck=[])
    state = build(sc)
    assert outcome(state) == (1, EndReason.DECK_OUT)


# -- concession ---------------------------------------------------------------------------------------------
@EDITIONS
def test_r18_13_concede_code_concedes_for_the_player_asked(engine, edition):
    """R18.13: CONCEDE answers any decision for the player being asked: they lose (CONCEDED). It is
    never in legal_actions (nor in the legal mask), and both engines give the same bytes."""
    game = pybs.Game(("ST01", "ST02"), seed=5, rules=rules_of(edition))
    fast, ref = game.new_initial_state(), game.reference_state()
    asked = fast.current_player()
    assert C.CONCEDE not in legal(fast) and C.CONCEDE not in legal(ref)
    assert not fast.legal_actions_mask()[C.CONCEDE] and fast.legal_actions_mask().size == C.NUM_ACTIONS
    state = fast if engine == "fast" else ref
    state.apply(C.CONCEDE)
    assert outcome(state) == (1 - asked, EndReason.CONCEDED)
    other = ref if engine == "fast" else fast
    other.apply(C.CONCEDE)
    assert fast.raw_bytes() == ref.to_bytes()
    with pytest.raises(IllegalActionError, match="R4.5"):
        state.apply(C.CONCEDE)


@EDITIONS
def test_r18_13_either_player_may_concede_at_any_decision(engine, edition):
    """R18.13: State.concede(p) ends the game for p whoever is being asked, mid-game; the winner is the
    other player; once the game is over nobody can concede."""
    game = pybs.Game(("ST01", "ST02"), seed=9, rules=rules_of(edition))
    state = game.new_initial_state() if engine == "fast" else game.reference_state()
    for _ in range(15):
        state.apply(legal(state)[-1])
    assert not state.is_terminal()
    bystander = 1 - state.current_player()
    state.concede(bystander)
    assert outcome(state) == (1 - bystander, EndReason.CONCEDED)
    assert state.current_player() == -4
    with pytest.raises(IllegalActionError):
        state.concede(1 - bystander)
    with pytest.raises(ValueError):
        game.new_initial_state().concede(2)


@EDITIONS
@pytest.mark.parametrize("agent", ["random", "greedy", "ismcts"])
def test_r18_13_agents_never_concede(edition, agent):
    """Agents choose among legal_actions, which never holds CONCEDE: their games end otherwise."""
    deck = ("ST01-BSS", "ST02-BSS") if edition == "bss" else ("ST01", "ST02")
    game = pybs.Game(deck, rules=rules_of(edition))
    for seed in range(2 if agent == "ismcts" else 6):
        state = game.new_initial_state(seed)
        if agent == "ismcts":
            from pybs.agents import ISMCTSAgent

            agents = [ISMCTSAgent(budget_rollouts=2, seed=seat) for seat in (0, 1)]
        else:
            agents = [agent_for(agent, seed, seat) for seat in (0, 1)]
        actions = play(state, agents)
        assert C.CONCEDE not in actions
        assert state.is_terminal() and state.end_reason != EndReason.CONCEDED


def test_r18_13_simulate_counts_conceded_games():
    """simulate's end_reasons list CONCEDED like every other reason (none by the built-in agents)."""
    from pybs.simulate import simulate

    res = simulate("ST01-BSS", "ST02-BSS", 4, seed=1, rules=BSS, workers=1, backend="inline")
    summary = res.summary()
    assert summary["end_reasons"]["conceded"] == 0
    assert sum(summary["end_reasons"].values()) == 4
