"""Bad input gives typed errors that name the rule or field, and corrupts nothing.

Every check runs next to a game that was already in progress and then confirms that game
still plays exactly as it would have (same bytes, same legal actions, same ending).
"""

from __future__ import annotations

import random

import numpy as np
import pytest

from bscore.state import checksum
from pybs import (
    DeckError,
    Game,
    IllegalActionError,
    PybsError,
    RuleSet,
    RuleSetError,
    ScenarioError,
    State,
    StateError,
    UnknownCardError,
)  # fmt: skip
from pybs import codec as C
from pybs import layout as L
from pybs.decks import MAX_DECK_FILE_BYTES, Deck, builtin_decks, load_deck_file
from pybs.testing import FieldCard, Scenario


class Witness:
    """A game in progress plus what it must still do: same bytes, same continuation."""

    def __init__(self) -> None:
        self.game = Game(("ST01", "ST02"), seed=17)
        self.state = self.game.new_initial_state()
        for _ in range(40):
            self.state.apply(int(self.state.legal_actions()[-1]))
        self.snapshot = self.state.to_bytes()
        self.fresh_hash = self.game.new_initial_state().hash()
        probe = self.state.clone()
        self.final_hash = self._finish(probe)

    @staticmethod
    def _finish(state) -> int:
        rng = random.Random(1)  # the same continuation every time
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply(int(legal[rng.randrange(len(legal))]))
        return state.hash()

    def check(self) -> None:
        assert self.state.to_bytes() == self.snapshot
        self.state.check_invariants()
        assert self.game.new_initial_state().hash() == self.fresh_hash
        assert self._finish(self.state.clone()) == self.final_hash


@pytest.fixture(scope="module")
def witness() -> Witness:
    return Witness()


def st01_entries(**override: int) -> tuple[tuple[str, int], ...]:
    counts = dict(builtin_decks()["ST01"].entries)
    counts.update(override)
    return tuple((cid, n) for cid, n in counts.items() if n)


# -- decks -------------------------------------------------------------------------------------
def test_too_few_cards_is_r2_1(witness) -> None:
    short = Deck("short", st01_entries(**{"ST01-004": 0, "ST01-005": 0}))
    assert short.size < 40
    with pytest.raises(DeckError, match=r"R2\.1") as info:
        Game((short, "ST02"))
    assert "short" in str(info.value) and str(short.size) in str(info.value)
    witness.check()


def test_four_copies_is_r2_2(witness) -> None:
    four = Deck("four", st01_entries(**{"ST01-004": 4}))
    with pytest.raises(DeckError, match=r"R2\.2") as info:
        Game(("ST03", four))
    assert "Raineedle" in str(info.value) and "ST01-004" in str(info.value)
    witness.check()


def test_unknown_card_id(witness) -> None:
    deck = Deck("ghost", (("ZZ99-999", 3),) + st01_entries())
    with pytest.raises(UnknownCardError, match="ZZ99-999"):
        Game((deck, "ST01"))
    with pytest.raises(DeckError, match="unknown deck"):
        Game(("ST99", "ST01"))
    witness.check()


def test_bad_game_arguments(witness) -> None:
    with pytest.raises(PybsError, match="pair"):
        Game("ST01")
    with pytest.raises(PybsError, match="RuleSet"):
        Game(("ST01", "ST02"), rules={"start_life": 3})
    witness.check()


def test_deck_file_with_a_byte_order_mark_parses(tmp_path, witness) -> None:
    path = tmp_path / "bom.txt"
    path.write_bytes(b"\xef\xbb\xbf" + builtin_decks()["ST01"].to_text().encode())
    deck = load_deck_file(path)
    assert deck.entries == builtin_decks()["ST01"].entries
    path.write_bytes(b"\xef\xbb\xbf3 ST01-001\n")
    assert load_deck_file(path).entries == (("ST01-001", 3),)
    witness.check()


def test_deck_files_are_read_with_a_size_limit(tmp_path, witness) -> None:
    path = tmp_path / "huge.txt"
    path.write_bytes(b"# padding\n" * (MAX_DECK_FILE_BYTES // 10 + 1))
    with pytest.raises(DeckError, match="larger than"):
        load_deck_file(path)
    with pytest.raises(DeckError, match="not a regular file"):
        load_deck_file("/dev/zero")  # endless: refused before any read (issue 19.12)
    witness.check()


# -- actions -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("code", [C.NUM_ACTIONS, C.NUM_ACTIONS + 1, 10**6, -1, -C.NUM_ACTIONS])
def test_out_of_range_codes(witness, code: int) -> None:
    state = witness.state.clone()
    before = state.to_bytes()
    with pytest.raises(IllegalActionError, match="outside the codec"):
        state.apply(code)
    assert state.to_bytes() == before
    with pytest.raises(IllegalActionError):
        witness.state.apply(code)
    witness.check()


@pytest.mark.parametrize("code", [2**31, 2**63, -(2**40)])
def test_codes_beyond_a_c_int_are_illegal_actions(witness, code: int) -> None:
    state = witness.state.clone()
    with pytest.raises(IllegalActionError):
        state.apply(code)
    assert state.same_as(witness.state)
    witness.check()


@pytest.mark.parametrize("code", [1.9, 2.5, "1", None, b"\x01"])
def test_non_integer_codes_are_rejected(witness, code) -> None:
    state = Game(("ST01", "ST02"), seed=17).new_initial_state()
    assert {1, 2} <= set(state.legal_actions().tolist())  # truncating 1.9 or 2.5 would apply a legal code
    before = state.to_bytes()
    with pytest.raises((TypeError, IllegalActionError)):
        state.apply(code)
    assert state.to_bytes() == before
    witness.check()


@pytest.mark.parametrize("value", [True, False, 1.0, 1.5, "1", None])
def test_non_integer_players_and_codes_in_the_views(witness, value) -> None:
    """observation, observation_tensor and action_to_string reject what apply rejects."""
    state = witness.state.clone()
    for view in (state.observation, state.observation_tensor, state.action_to_string):
        with pytest.raises(TypeError):
            view(value)
    assert state.action_to_string(np.int64(1)) == state.action_to_string(1)  # numpy integers are integers
    witness.check()


def test_wrong_decision_names_the_decision(witness) -> None:
    state = Game(("ST01", "ST02"), seed=3).new_initial_state()
    assert state.decision == L.Decision.MAIN
    before = state.to_bytes()
    for code, pattern in [(C.attack(0), r"ATTACK does not answer a MAIN decision \(R8\)"),
                          (C.block(2), "BLOCK does not answer a MAIN"),
                          (C.pay(0), "PAY does not answer a MAIN"),
                          (C.use_hand(40), "no card at hand index 40"),
                          (C.move(0, 5), r"R6\.5")]:
        assert code not in state.legal_actions()
        with pytest.raises(IllegalActionError, match=pattern):
            state.apply(code)
        assert state.to_bytes() == before
    state.apply(int(state.legal_actions()[0]))  # still playable
    witness.check()


def test_actions_after_game_over(witness) -> None:
    state = witness.state.clone()
    Witness._finish(state)
    before = state.to_bytes()
    for code in (C.PASS, C.attack(0), -1):
        with pytest.raises(IllegalActionError):
            state.apply(code)
    with pytest.raises(IllegalActionError, match=r"R4\.5"):
        state.apply(C.PASS)
    assert state.to_bytes() == before
    witness.check()


# -- state bytes ---------------------------------------------------------------------------------------
def test_truncated_padded_and_flipped_bytes(witness) -> None:
    good = witness.state.to_bytes()
    cases = {
        "truncated": good[:-1],
        "half": good[: len(good) // 2],
        "empty": b"",
        "padded": good + b"\x00",
        "no checksum": good[:-8],
    }
    for i in (0, 40, len(good) // 2, len(good) - 9, len(good) - 1):  # struct and checksum bytes
        flipped = bytearray(good)
        flipped[i] ^= 0x01
        cases[f"flip {i}"] = bytes(flipped)
    for name, data in cases.items():
        with pytest.raises(StateError, match="truncated|padded|checksum") as info:
            State.from_bytes(data, witness.game)
        assert "state bytes" in str(info.value), name
    with pytest.raises(StateError, match="expected bytes"):
        State.from_bytes("not bytes", witness.game)
    assert State.from_bytes(bytearray(good), witness.game).same_as(witness.state)
    witness.check()


def edited(state, edit) -> bytes:
    """Bytes of ``state`` after ``edit(record)``, with a valid checksum (padding bytes kept)."""
    buf = bytearray(state.raw_bytes())
    edit(np.frombuffer(buf, dtype=L.STATE_DTYPE)[0])
    raw = bytes(buf)
    return raw + checksum(raw)


def _dup_hand(r) -> None:
    pl = r["players"][0]
    pl["hand"][1] = pl["hand"][0]


def _set(path: str, value):
    def edit(r) -> None:
        *parents, leaf = path.split(".")
        target = r
        for part in parents:
            target = target["players"][int(part[1:])] if part.startswith("p") else target[part]
        target[leaf] = value
    return edit


BROKEN = [
    ("layout", _set("layout_version", 99), "layout_version"),
    ("phase", _set("phase", 42), "enum"),
    ("decision", _set("decision", 42), "enum"),
    ("winner", _set("winner", 7), "enum"),
    ("life", lambda r: r["players"][1].__setitem__("life", r["players"][1]["life"] + 1), "core conservation"),
    ("reserve", lambda r: r["players"][0].__setitem__("reserve", 9000), "core conservation"),
    ("duplicate card", _dup_hand, "card conservation"),
    ("lost card", lambda r: r["players"][1].__setitem__("deck_count", r["players"][1]["deck_count"] - 1),
     "card conservation"),
    ("card id", lambda r: r["players"][0]["card_ids"].__setitem__(0, 65000), "card id"),
    ("soul core", _set("p0.soul_loc", 9), "Soul Core"),
    ("slot cores while empty", lambda r: r["players"][0]["slots"].__setitem__(15, (L.NO_CARD, 2, 0, 0, 0, 0)),
     "slot"),
    ("attacker outside battle", _set("attacker", 3), "battle"),
    ("game over without winner", _set("phase", int(L.Phase.GAME_OVER)), "end_reason"),
]


@pytest.mark.parametrize(("edit", "message"), [b[1:] for b in BROKEN], ids=[b[0] for b in BROKEN])
def test_valid_checksum_but_broken_invariants(witness, edit, message: str) -> None:
    data = edited(witness.state, edit)
    assert data != witness.snapshot and len(data) == len(witness.snapshot)
    with pytest.raises(StateError, match="(?i)" + message):
        State.from_bytes(data, witness.game)
    witness.check()


def test_unedited_round_trip_still_loads(witness) -> None:
    data = edited(witness.state, lambda r: None)
    assert data == witness.snapshot
    assert State.from_bytes(data, witness.game).hash() == witness.state.hash()


# -- RuleSet -----------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("overrides", "field"),
    [
        ({"start_life": -1}, "start_life"),
        ({"start_life": 0}, "start_life"),
        ({"start_life": 101}, "start_life"),
        ({"start_reserve": 10**6}, "start_reserve"),
        ({"deck_min_cards": 65}, "deck_min_cards"),
        ({"copy_limit": 0}, "copy_limit"),
        ({"max_turns": -5}, "max_turns"),
        ({"core_step_gain": 21}, "core_step_gain"),
        ({"start_life": "5"}, "start_life"),
        ({"start_life": 5.0}, "start_life"),
        ({"draw_per_turn": True}, "draw_per_turn"),
        ({"use_soul_core": 1}, "use_soul_core"),
        ({"use_soul_core": "yes"}, "use_soul_core"),
        ({"first_player": 2}, "first_player"),
        ({"first_player": True}, "first_player"),
        ({"start_hand": 41}, "start_hand"),
        ({"no_such_field": 1}, "no_such_field"),
    ],
)
def test_ruleset_errors_name_the_field(witness, overrides: dict, field: str) -> None:
    with pytest.raises(RuleSetError, match=field):
        RuleSet().replace(**overrides)
    with pytest.raises(RuleSetError, match=field):
        RuleSet.from_dict(overrides)
    if field != "no_such_field":
        with pytest.raises(RuleSetError, match=field):
            RuleSet(**overrides)
    witness.check()


@pytest.mark.parametrize(
    ("text", "pattern"),
    [("start_life", "key=value"), ("nonsense=3", "nonsense"), ("start_life=abc", "start_life"),
     ("use_soul_core=maybe", "use_soul_core"), ("max_turns=1.5", "max_turns")],
)
def test_parse_override_errors(witness, text: str, pattern: str) -> None:
    with pytest.raises(RuleSetError, match=pattern):
        RuleSet.parse_override(text)
    witness.check()


def test_parsed_out_of_range_value_is_caught_on_use(witness) -> None:
    key, value = RuleSet.parse_override("start_life=-3")
    with pytest.raises(RuleSetError, match="start_life"):
        RuleSet().replace(**{key: value})
    with pytest.raises(RuleSetError, match="mapping"):
        RuleSet.from_dict([("start_life", 3)])
    assert RuleSet.parse_override("first_player=random") == ("first_player", None)
    witness.check()


# -- Scenario ------------------------------------------------------------------------------------
SCENARIO_MISTAKES = [
    ("player index", lambda: Scenario().player(2, life=3), "player must be 0 or 1"),
    ("unknown setup field", lambda: Scenario().player(0, lives=3), "player 0"),
    ("bad step", lambda: Scenario(step="battle").build(), "step"),
    ("bad active", lambda: Scenario(active=2).build(), "active"),
    ("unknown card", lambda: Scenario().player(0, hand=["ZZ99-999"]).build(), "ZZ99-999"),
    ("magic on field", lambda: Scenario().player(0, field=["ST01-014"]).build(), "Magic"),
    ("depleted", lambda: Scenario().player(1, field=[FieldCard("ST01-001", cores=0)]).build(), r"R6\.2"),
    ("two soul cores", lambda: Scenario().player(0, field=[FieldCard("ST01-004", soul=True),
                                                      FieldCard("ST01-009", soul=True)]).build(), "Soul Core"),
    ("soul twice", lambda: Scenario().player(0, soul="reserve", field=[FieldCard("ST01-004", soul=True)]).build(),
     "Soul Core"),
    ("too many slots", lambda: Scenario().player(0, field=["ST01-004"] * 17).build(), "slots"),
    ("too many cards", lambda: Scenario().player(0, hand=["ST01-004"] * 50).build(), "64"),
    ("negative life", lambda: Scenario().player(1, life=-1).build(), "life"),
    ("bad soul place", lambda: Scenario().player(1, soul="hand").build(), "soul"),
    ("no soul core rules", lambda: Scenario(rules=RuleSet(use_soul_core=False)).player(
        0, soul=None, field=[FieldCard("ST01-004", soul=True)]).build(), r"R3\.3"),
    ("soul in trash without soul core", lambda: Scenario(rules=RuleSet(use_soul_core=False)).player(
        1, soul="trash").build(), r"R3\.3"),
    ("bad field spec", lambda: Scenario().player(0, field=[42]).build(), "field card"),
    ("bad exhaust", lambda: Scenario().player(0, field=[FieldCard("ST01-004", exhausted=3)]).build(), "exhausted"),
]


@pytest.mark.parametrize(("make", "pattern"), [m[1:] for m in SCENARIO_MISTAKES], ids=[m[0] for m in SCENARIO_MISTAKES])
def test_scenario_mistakes(witness, make, pattern: str) -> None:
    with pytest.raises(ScenarioError, match=pattern):
        make()
    witness.check()


def test_scenario_edge_that_is_not_a_mistake(witness) -> None:
    # an empty deck is representable; at the Start Step it loses the game (R4.2), it is not an error
    state = Scenario(step="start").player(0, deck=[]).build()
    assert state.is_terminal() and state.winner == 1 and state.end_reason == L.EndReason.DECK_OUT
    witness.check()


def test_a_pay_decision_turned_into_main_is_refused() -> None:
    """Issue 19.6, R7.1: while a card from the Main Step is being paid for, the decision is PAY; bytes whose
    decision says MAIN (checksum recomputed) are refused, naming the decision."""
    from pybs.testing import FieldCard, Scenario

    state = (Scenario(turn=3, active=0, step="main", auto_forced=False)
             .player(0, hand=["ST01-009"], reserve=5, field=[FieldCard("ST01-004", cores=1)])
             .build())
    state.apply(C.use_hand(0))
    rec = state.record()
    assert int(rec["decision"]) == int(L.Decision.PAY)
    State.from_bytes(state.to_bytes(), state.game)  # the real position loads
    data = edited(state, _set("decision", int(L.Decision.MAIN)))
    with pytest.raises(StateError, match="(?i)decision"):
        State.from_bytes(data, state.game)
