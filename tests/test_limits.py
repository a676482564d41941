"""Engine capacities: no counter overflows and no effect-table entry is dropped silently.

A full effect table (mods, trigger queue, frames) ends the game at once with reason
TABLE_OVERFLOW in both engines, and ``State.apply`` raises EngineCapacityError naming the
table. Scenario inputs past a counter's range raise ScenarioError naming the field.
"""

from __future__ import annotations

import numpy as np
import pytest

from pybs import EngineCapacityError, ScenarioError
from pybs import codec as C
from pybs import layout as L
from pybs.game import State, reference_table
from pybs.layout import Decision, EndReason
from pybs.reference.engine import RefState
from pybs.rules import RuleSet
from pybs.testing import FieldCard, Scenario

SPIRIT = "ST01-004"  # a one-core Spirit
BP_MAGIC = "ST01-014"  # Main/Flash: a Spirit gets +2000 BP this turn (a mod)


def pending(state) -> tuple[int, int]:
    rec = state.record()
    if int(rec["edecision"]) != Decision.NONE:
        return int(rec["edecision"]), int(rec["edecision_player"])
    return int(rec["decision"]), int(rec["decision_player"])


def full_mods_position() -> tuple[Scenario, np.ndarray]:
    """Player 0 may cast a BP Magic while the mods table is already full."""
    sc = Scenario(turn=3, active=0, step="main", auto_forced=False)
    sc.player(0, hand=[BP_MAGIC], reserve=4, field=[FieldCard(SPIRIT)], soul="trash")
    sc.player(1, soul="trash")
    rec = sc.record()
    for i in range(L.MAX_MODS):  # player-wide "BP 0 or less cannot attack": changes nothing here
        rec["mods"][i] = (1, L.NO_CARD, 9, 2, 0, 1, 0)
    rec["n_mods"] = L.MAX_MODS
    return sc, rec


def cast_bp_magic(state) -> None:
    """Use the Magic's +2000 BP effect on player 0's Spirit, paying from the Reserve."""
    state.apply(C.use_hand(0))
    if pending(state)[0] == Decision.MAGIC_EFFECT:
        state.apply(C.choice(1))
    while pending(state)[0] == Decision.PAY:
        state.apply(C.pay(0))
    assert pending(state) == (Decision.CHOOSE, 0)
    state.apply(C.choice(0))


def test_full_mods_table_ends_the_game_in_both_engines() -> None:
    """A mod pushed onto a full table is not dropped: the game ends, a draw, TABLE_OVERFLOW."""
    sc, rec = full_mods_position()
    state = State.from_record(rec, sc.game())
    ref = RefState.from_bytes(reference_table(sc.db or state.game.db, sc.effects), rec.tobytes())
    with pytest.raises(EngineCapacityError, match="mods") as info:
        cast_bp_magic(state)
    assert info.value.tables == ("mods",)
    cast_bp_magic(ref)  # the reference engine ends the game the same way, without raising
    for s in (state, ref):
        assert s.is_terminal()
        assert int(s.record()["end_reason"]) == EndReason.TABLE_OVERFLOW
        assert int(s.record()["winner"]) == L.WINNER_DRAW
        assert int(s.record()["n_mods"]) == L.MAX_MODS
    assert state.end_reason == EndReason.TABLE_OVERFLOW and state.winner == -1
    assert state.raw_bytes() == ref.record().tobytes()
    state.check_invariants()  # the state stays inspectable and consistent
    assert State.from_bytes(state.to_bytes(), state.game).same_as(state)


def test_one_free_mod_row_plays_on() -> None:
    """At MAX_MODS - 1 the same Magic fits: the game goes on."""
    sc, rec = full_mods_position()
    rec["mods"][L.MAX_MODS - 1] = np.zeros((), dtype=rec["mods"].dtype)
    rec["n_mods"] = L.MAX_MODS - 1
    state = State.from_record(rec, sc.game())
    cast_bp_magic(state)
    assert not state.is_terminal() and int(state.record()["n_mods"]) == L.MAX_MODS


# -- counters at their bounds ---------------------------------------------------------------------------
def pass_turn(state) -> None:
    """PASS until the turn changes or the game ends."""
    turn = state.turn
    while not state.is_terminal() and state.turn == turn:
        state.apply(C.PASS)


@pytest.mark.parametrize("engine", ["fast", "reference"])
def test_last_turn_of_an_uncapped_game_fits_the_counter(engine: str) -> None:
    """max_turns 0: the game ends with TURN_LIMIT on turn 65535 instead of wrapping to 0 (uint16)."""
    sc = Scenario(turn=L.MAX_TURN_NUMBER, active=0, step="main", rules=RuleSet(max_turns=0), auto_forced=False)
    state = sc.build() if engine == "fast" else sc.build_reference()
    pass_turn(state)
    assert state.is_terminal()
    assert int(state.record()["end_reason"]) == EndReason.TURN_LIMIT
    assert int(state.record()["turn"]) == L.MAX_TURN_NUMBER + 1


def test_turn_past_the_cap_is_refused() -> None:
    with pytest.raises(ScenarioError, match="turn"):
        Scenario(turn=L.MAX_TURN_NUMBER + 1, rules=RuleSet(max_turns=0)).build()
    with pytest.raises(ScenarioError, match="turn"):
        Scenario(turn=201, rules=RuleSet(max_turns=200)).build()


def test_scenario_at_the_maxima_plays_on() -> None:
    """The largest Scenario counters build, pass invariants and play a turn in both engines."""
    sc = Scenario(turn=3, active=0, step="main", auto_forced=False, rules=RuleSet(bursts_per_turn=20))
    sc.player(0, life=1000, reserve=1000, trash_cores=1000, count_cores=1000, bursts_set=20,
              field=[FieldCard(SPIRIT, cores=255)], soul="trash", hand=[SPIRIT] * 20,
              deck=[SPIRIT] * 43)  # 64 cards
    sc.player(1, life=1000, reserve=1000, soul="trash")
    state, ref = sc.build(), sc.build_reference()
    for s in (state, ref):
        pass_turn(s)
        pass_turn(s)
    assert state.raw_bytes() == ref.record().tobytes()
    p0 = state.record()["players"][0]
    # turn 5: the Core Step adds one, the Refresh Step brings the Trash's 1000 back (R5.2, R5.4)
    assert int(p0["slots"][0]["cores"]) == 255 and int(p0["reserve"]) == 2001 and int(p0["trash_cores"]) == 0
    state.check_invariants()


@pytest.mark.parametrize(
    ("setup", "field"),
    [
        ({"field": [FieldCard(SPIRIT, cores=256)]}, "cores"),
        ({"field": [FieldCard(SPIRIT, cores=-1)]}, "cores"),
        ({"life": 1001}, "life"),
        ({"reserve": 1001}, "reserve"),
        ({"trash_cores": 70000}, "trash_cores"),
        ({"count_cores": -1}, "count_cores"),
        ({"bursts_set": 2}, "bursts_set"),
        ({"hand": [SPIRIT] * 65}, "hand"),
        ({"trash": [SPIRIT] * 65}, "trash"),
        ({"hand": [SPIRIT] * 30, "deck": [SPIRIT] * 35}, "65 cards"),
        ({"field": [FieldCard(SPIRIT, exhausted=3)]}, "exhausted"),
    ],
)
def test_scenario_one_past_the_bound_is_refused(setup: dict, field: str) -> None:
    sc = Scenario()
    sc.player(0, **setup)
    with pytest.raises(ScenarioError, match=field):
        sc.build()


@pytest.mark.parametrize(("kw", "field"), [({"step": "end"}, "step"), ({"active": 2}, "active"),
                                           ({"turn": 0}, "turn"), ({"filler_count": 65}, "filler_count")])
def test_scenario_bad_top_level_fields(kw: dict, field: str) -> None:
    with pytest.raises(ScenarioError, match=field):
        Scenario(**kw).build()
