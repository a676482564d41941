"""Engine capacities: no counter overflows and no effect-table entry is dropped silently.

A full effect table (mods, trigger queue, frames) ends the game at once with reason
TABLE_OVERFLOW in both engines, and ``State.apply`` raises EngineCapacityError naming the
table. Scenario inputs past a counter's range raise ScenarioError naming the field.
"""

from __future__ import annotations

import numpy as np
import pytest

import pybs.game
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


# -- core capacities: 255 cores on one card, the Void supply limit (docs/ARCHITECTURE.md) ---------------
GAIN_MAGIC = "ST05-016"  # green Magic, cost 2: Main, one of your Spirits gets a core from the Void
AWAKEN_SPIRIT = "ST01-010"  # Awaken


def both_engines(sc: Scenario, in_play: int | None = None):
    """The position in both engines; ``in_play`` sets player 0's cores in play by topping up the Reserve."""
    rec = sc.record()
    if in_play is not None:
        pl = rec["players"][0]
        extra = in_play - int(pl["void_in"] - pl["void_out"])
        pl["reserve"] += extra
        pl["void_in"] += extra
    state = State.from_record(rec, sc.game(), run=sc.step == "start")
    ref = RefState.from_bytes(reference_table(sc.db or state.game.db, sc.effects), rec.tobytes())
    if sc.step == "start":
        ref._advance()
    assert state.raw_bytes() == ref.record().tobytes()
    return state, ref


def apply_both(state, ref, code: int) -> None:
    assert code in state.legal_actions().tolist() and code in ref.legal_actions()
    state.apply(code)
    ref.apply(code)
    state.check_invariants()
    assert state.raw_bytes() == ref.record().tobytes()


def in_play(state, p: int = 0) -> int:
    pl = state.record()["players"][p]
    return int(pl["void_in"]) - int(pl["void_out"])


def test_uncapped_game_stops_taking_cores_at_the_void_supply_limit() -> None:
    """max_turns 0, 20 cores a Core Step, no draws: 65,534 turns would bring 655,340 cores; each player
    stops at MAX_CORES_IN_PLAY, the uint16 Reserve never wraps and every invariant holds (R5.2)."""
    rules = RuleSet(max_turns=0, core_step_gain=20, draw_per_turn=0, max_actions=2**32 - 1)
    state = pybs.game.Game(("ST01", "ST02"), seed=1, rules=rules).new_initial_state(1)
    while not state.is_terminal():
        state.apply(C.PASS)
        if state.turn % 1000 == 0:
            state.check_invariants()  # what a debug build checks after every action
    assert int(state.record()["end_reason"]) == EndReason.TURN_LIMIT
    for p in (0, 1):
        assert in_play(state, p) == L.MAX_CORES_IN_PLAY
        assert int(state.record()["players"][p]["reserve"]) == L.MAX_CORES_IN_PLAY - rules.start_life
    state.check_invariants()


@pytest.mark.parametrize(("room", "gained"), [(0, 0), (5, 5), (25, 20)])
def test_core_step_takes_only_what_the_void_supply_allows(room: int, gained: int) -> None:
    """R5.2 at the engine's Void supply limit, both engines alike."""
    sc = Scenario(turn=3, active=0, step="start", rules=RuleSet(core_step_gain=20), auto_forced=False)
    sc.player(0, soul="trash")
    sc.player(1, soul="trash")
    state, ref = both_engines(sc, L.MAX_CORES_IN_PLAY - room)  # runs Start, Core, Draw, Refresh
    assert int(state.record()["phase"]) == L.Phase.MAIN
    assert in_play(state) == L.MAX_CORES_IN_PLAY - room + gained
    assert in_play(ref) == in_play(state)


def test_void_supply_limit_rejected_past_it_by_from_bytes() -> None:
    from bscore.state import checksum
    from pybs.errors import StateError

    sc = Scenario(turn=3, active=0, step="main", auto_forced=False)
    sc.player(0, soul="trash")
    state, _ = both_engines(sc, L.MAX_CORES_IN_PLAY)
    state.check_invariants()
    rec = state.record().copy()
    rec["players"][0]["reserve"] += 1
    rec["players"][0]["void_in"] += 1
    raw = rec.tobytes()
    with pytest.raises(StateError, match="Void supply"):
        State.from_bytes(raw + checksum(raw), state.game)


def full_card_position(cores: int, soul_on_full: bool = False, **p0) -> Scenario:
    """Player 0's Main Step: slot 0 holds ``cores`` normal cores (+ the Soul Core), slot 1 a one-core Spirit."""
    sc = Scenario(turn=3, active=0, step="main", auto_forced=False)
    soul = {"soul": None} if soul_on_full else {"soul": "trash"}
    sc.player(0, field=[FieldCard(SPIRIT, cores=cores, soul=soul_on_full), FieldCard(SPIRIT, cores=2)],
              reserve=3, **soul, **p0)
    sc.player(1, soul="trash")
    return sc


@pytest.mark.parametrize(("cores", "soul", "fits"), [(254, False, True), (255, False, False), (254, True, False)])
def test_main_step_move_onto_a_full_card_is_illegal(cores: int, soul: bool, fits: bool) -> None:
    """R6.5 moves stop at MAX_CARD_CORES (the Soul Core counts); moving off the card stays legal."""
    state, ref = both_engines(full_card_position(cores, soul))
    for code in (C.move(0, 1, 0), C.move(2, 1, 0)):  # Reserve -> slot 0, slot 1 -> slot 0
        assert (code in state.legal_actions().tolist()) == fits
        assert (code in ref.legal_actions()) == fits
    assert C.move(1, 0, 0) in state.legal_actions().tolist()
    if fits:
        apply_both(state, ref, C.move(0, 1, 0))
        assert C.move(0, 1, 0) not in state.legal_actions().tolist() and C.move(0, 1, 0) not in ref.legal_actions()
        assert int(state.record()["players"][0]["slots"][0]["cores"]) == 255


@pytest.mark.parametrize("engine", ["fast", "reference"])
def test_placing_cores_while_summoning_stops_at_255(engine: str) -> None:
    """R7.1 step 6: PLACE offers no source once the new Spirit holds 255 cores; PASS completes it."""
    sc = Scenario(turn=3, active=0, step="main", auto_forced=False)
    sc.player(0, hand=[SPIRIT], reserve=300, soul="trash")
    sc.player(1, soul="trash")
    state = sc.build() if engine == "fast" else sc.build_reference()
    state.apply(C.use_hand(0))
    while pending(state)[0] == Decision.PAY:
        state.apply(C.pay(0, 0))
    assert pending(state)[0] == Decision.PLACE
    placed = 0
    while C.place(0, 0) in list(state.legal_actions()):
        state.apply(C.place(0, 0))
        placed += 1
    assert placed == L.MAX_CARD_CORES and list(state.legal_actions()) == [C.PASS]
    state.apply(C.PASS)
    assert int(state.record()["players"][0]["slots"][0]["cores"]) == L.MAX_CARD_CORES


def test_awaken_stops_at_255_cores() -> None:
    """Awaken pulls cores only while its Spirit has room; a full Awaken Spirit cannot start one."""
    sc = Scenario(turn=3, active=0, step="main", auto_forced=False)
    sc.player(0, field=[FieldCard(AWAKEN_SPIRIT, cores=253), FieldCard(SPIRIT, cores=3)], soul="trash")
    sc.player(1, soul="trash")
    state, ref = both_engines(sc)
    apply_both(state, ref, C.awaken(0))
    apply_both(state, ref, C.place(2, 0))
    apply_both(state, ref, C.place(2, 0))
    assert list(ref.legal_actions()) == state.legal_actions().tolist() == [C.PASS]
    apply_both(state, ref, C.PASS)
    assert int(state.record()["players"][0]["slots"][0]["cores"]) == 255
    assert C.awaken(0) not in state.legal_actions().tolist() and C.awaken(0) not in ref.legal_actions()


def cast_gain_magic(state, ref, target: int = 0) -> None:
    """Player 0 uses the Main effect of GAIN_MAGIC on their Spirit number ``target`` (paying from the Reserve)."""
    apply_both(state, ref, C.use_hand(0))
    if pending(state)[0] == Decision.MAGIC_EFFECT:
        apply_both(state, ref, C.choice(1))
    while pending(state)[0] == Decision.PAY:
        apply_both(state, ref, C.pay(0, 0))
    assert pending(state) == (Decision.CHOOSE, 0)
    apply_both(state, ref, C.choice(target))


@pytest.mark.parametrize(("cores", "soul", "after"), [(254, False, 255), (255, False, 255), (254, True, 254)])
def test_an_effect_puts_only_what_fits_on_a_card(cores: int, soul: bool, after: int) -> None:
    """A core from the Void onto a full Spirit stays in the Void: no uint8 wrap, no depletion."""
    state, ref = both_engines(full_card_position(cores, soul, hand=[GAIN_MAGIC]))
    before = in_play(state)
    cast_gain_magic(state, ref)
    assert int(state.record()["players"][0]["slots"][0]["inst"]) != L.NO_CARD
    assert int(state.record()["players"][0]["slots"][0]["cores"]) == after
    assert in_play(state) == before + after - cores


def test_an_effect_takes_nothing_from_an_empty_void_supply() -> None:
    """At MAX_CORES_IN_PLAY a Void-to-card effect moves nothing (both engines)."""
    state, ref = both_engines(full_card_position(1, hand=[GAIN_MAGIC]), L.MAX_CORES_IN_PLAY)
    cast_gain_magic(state, ref)
    assert int(state.record()["players"][0]["slots"][0]["cores"]) == 1
    assert in_play(state) == L.MAX_CORES_IN_PLAY


def test_scenario_refuses_255_cores_plus_the_soul_core() -> None:
    sc = Scenario()
    sc.player(0, field=[FieldCard(SPIRIT, cores=255, soul=True)], soul=None)
    with pytest.raises(ScenarioError, match="cores"):
        sc.build()
    sc = Scenario()
    sc.player(0, field=[FieldCard(SPIRIT, cores=254, soul=True)], soul=None)
    sc.build().check_invariants()


def test_moving_onto_a_full_card_says_the_card_is_full() -> None:
    """Issue 19.12: the refusal names the capacity, not 'not on the field'."""
    from pybs.errors import IllegalActionError

    state, _ = both_engines(full_card_position(255, False))
    with pytest.raises(IllegalActionError, match="already holds 255 cores"):
        state.apply(C.move(0, 1, 0))
