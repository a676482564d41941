"""The State API: layout, codec agreement, bytes and pickling, views, determinism, OpenSpiel semantics."""

from __future__ import annotations

import ctypes
import pickle
import random
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import pybs  # before bscore.state: importing bscore.state first is a circular import
from bscore.state import STATE_BYTES as C_STATE_BYTES
from bscore.state import struct_layout
from pybs import Game, RuleSet, State
from pybs import codec as C
from pybs import layout as L
from pybs.layout import Decision
from pybs.observation import pending

ROOT = Path(__file__).resolve().parents[1]
DECKS = ("ST01", "ST02", "ST03", "ST04", "ST05", "ST06", "ST07")


# -- layout ----------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("section", "struct", "dtype"),
    [("state", "GameState", L.STATE_DTYPE), ("player", "PlayerState", L.PLAYER_DTYPE),
     ("slot", "Slot", L.SLOT_DTYPE), ("rules", "RulesBlock", L.RULES_DTYPE)],
)
def test_struct_layout_matches_numpy_dtypes(section: str, struct: str, dtype: np.dtype) -> None:
    layout = struct_layout()
    assert layout["sizes"][struct] == dtype.itemsize
    offsets = layout[section]
    assert set(offsets) == set(dtype.names), "fields differ between the C struct and pybs.layout"
    for name in dtype.names:
        assert offsets[name] == dtype.fields[name][1], f"{struct}.{name}"
    # numpy fields are in C order, never overlap, and fit in the struct
    ordered = sorted(dtype.names, key=lambda n: dtype.fields[n][1])
    assert ordered == list(dtype.names)
    for a, b in zip(ordered, ordered[1:], strict=False):
        assert dtype.fields[a][1] + dtype.fields[a][0].itemsize <= dtype.fields[b][1]
    last = ordered[-1]
    assert dtype.fields[last][1] + dtype.fields[last][0].itemsize <= dtype.itemsize


def test_nested_dtypes_and_state_size() -> None:
    assert L.STATE_DTYPE.fields["players"][0].subdtype == (L.PLAYER_DTYPE, (2,))
    assert L.PLAYER_DTYPE.fields["slots"][0].subdtype == (L.SLOT_DTYPE, (L.MAX_SLOTS,))
    assert L.STATE_DTYPE.fields["rules"][0] == L.RULES_DTYPE
    assert L.STATE_BYTES == C_STATE_BYTES == struct_layout()["sizes"]["GameState"] <= 4096
    state = Game().new_initial_state()
    assert len(state.raw_bytes()) == L.STATE_BYTES and len(state.to_bytes()) == L.STATE_BYTES + 8


# -- helpers ---------------------------------------------------------------------------------------
def random_positions(n_games: int, seed: int, stride: int = 1, auto_forced: bool | None = None):
    """Yield (state, rng) at every ``stride``-th decision of seeded random games."""
    rng = random.Random(seed)
    for i in range(n_games):
        auto = i % 2 == 0 if auto_forced is None else auto_forced
        game = Game((DECKS[i % 7], DECKS[(i * 3 + 1) % 7]), auto_forced=auto)
        state = game.new_initial_state(rng.getrandbits(64))
        step = 0
        while not state.is_terminal():
            if step % stride == 0:
                yield state, rng
            legal = state.legal_actions()
            state.apply(int(legal[rng.randrange(len(legal))]))
            step += 1
        yield state, rng


ANSWERS = {
    Decision.CHOOSE: {"PASS", "CHOICE"},
    Decision.YES_NO: {"PASS", "CONFIRM"},
    Decision.MAGIC_EFFECT: {"CHOICE"},
    Decision.ORDER: {"CHOICE"},
    Decision.BURST: {"PASS", "CONFIRM"},
    Decision.SOUL: {"PASS", "CONFIRM"},
    Decision.AWAKEN: {"PASS", "PLACE"},
    Decision.MAIN: {"PASS", "USE_HAND", "MOVE", "SWAP_SOUL", "SET_BURST", "AWAKEN", "FUSE", "SEPARATE"},
    Decision.PAY: {"PAY", "PASS"},  # PASS: an optional free use (USE_FREE_OPTION)
    Decision.PLACE: {"PASS", "PLACE"},
    Decision.ATTACK: {"PASS", "ATTACK"},
    Decision.BLOCK: {"PASS", "BLOCK"},
    Decision.FLASH: {"PASS", "USE_HAND", "AWAKEN"},
}


def has_core(pl, loc: int, kind: int) -> bool:
    soul = int(pl["soul_loc"])
    if kind:
        return soul == (L.SOUL_RESERVE if loc == 0 else L.SOUL_SLOT0 + loc - 1)
    if loc == 0:
        return int(pl["reserve"]) > 0
    return int(pl["slots"][loc - 1]["inst"]) != L.NO_CARD and int(pl["slots"][loc - 1]["cores"]) > 0


def check_decoded(rec, code: int) -> None:
    """The compiled engine's legal code, decoded by pybs.codec, makes sense in this position."""
    act = C.decode(code)
    d, player = pending(rec)
    pl = rec["players"][player]
    assert act.name in ANSWERS[d], f"{act} offered for a {d.name} decision"
    if act.name == "USE_HAND":
        assert act.index < int(pl["hand_count"])
    elif act.name in ("ATTACK", "BLOCK"):
        slot = pl["slots"][act.index]
        assert int(slot["inst"]) != L.NO_CARD and int(slot["exhaust"]) == L.Exhaust.REFRESHED
    elif act.name in ("PAY", "PLACE", "MOVE"):
        assert has_core(pl, act.loc, act.kind), f"{act}: no such core"
        if act.name == "PLACE":
            filling = int(rec["awaken_slot"]) if d == Decision.AWAKEN else int(rec["use_slot"])
            assert act.loc != 1 + filling
        if act.name == "MOVE":
            assert act.dst != act.loc
            assert act.dst == 0 or int(pl["slots"][act.dst - 1]["inst"]) != L.NO_CARD
    elif act.name == "SWAP_SOUL":
        assert has_core(pl, act.loc, 0) and not has_core(pl, act.loc, 1)


def test_codec_agrees_with_the_engine_by_behaviour() -> None:
    seen = set()
    for state, _ in random_positions(24, 1, stride=1):
        if state.is_terminal():
            continue
        rec = state.record()
        for code in state.legal_actions().tolist():
            check_decoded(rec, code)
            seen.add((pending(rec)[0].name, C.decode(code).name))
    # every decision kind and action kind the vanilla decks reach was exercised
    for pair in [("MAIN", "USE_HAND"), ("MAIN", "MOVE"), ("MAIN", "SWAP_SOUL"), ("PAY", "PAY"),
                 ("PLACE", "PLACE"), ("PLACE", "PASS"), ("ATTACK", "ATTACK"), ("BLOCK", "BLOCK")]:
        assert pair in seen, pair


def test_applied_codes_have_their_decoded_effect() -> None:
    checked = 0
    for state, rng in random_positions(10, 2, auto_forced=False):  # one action, no automatic follow-ups
        if state.is_terminal():
            continue
        code = int(rng.choice(state.legal_actions().tolist()))
        act = C.decode(code)
        p = state.current_player()
        before = state.record().copy()
        after = state.clone()
        after.apply(code)
        b, a = before["players"][p], after.record()["players"][p]
        if act.name == "USE_HAND":
            assert int(a["hand_count"]) == int(b["hand_count"]) - 1
        elif act.name == "PAY":  # the core goes to the Trash (R7.1 step 5)
            if act.kind:
                assert int(b["soul_loc"]) != L.SOUL_TRASH and int(a["soul_loc"]) == L.SOUL_TRASH
            else:
                assert int(a["trash_cores"]) == int(b["trash_cores"]) + 1
        elif act.name == "ATTACK" or act.name == "BLOCK":
            assert int(a["slots"][act.index]["exhaust"]) == L.Exhaust.EXHAUSTED or after.is_terminal()
        elif act.name == "MOVE" and act.kind == 0 and act.dst == 0:
            assert int(a["reserve"]) >= int(b["reserve"]) + 1
        checked += 1
    assert checked > 500


def test_num_actions_boundary_matches() -> None:
    state = Game().new_initial_state(3)
    with pytest.raises(pybs.IllegalActionError) as last:
        state.apply(C.CONCEDE - 1)  # inside the codec: an ACCEL_FIELD code (R16.6), not legal here
    assert "outside" not in str(last.value)
    with pytest.raises(pybs.IllegalActionError, match="outside the codec"):
        state.apply(C.NUM_ACTIONS)
    assert C.decode(C.CONCEDE - 1).name == "ACCEL_FIELD"
    assert C.decode(C.NUM_ACTIONS - 1).name == "CONCEDE"  # R18.13: the last code


# -- bytes, pickling, views -----------------------------------------------------------------------------
def test_bytes_round_trip() -> None:
    for state, _ in random_positions(6, 3, stride=17):
        data = state.to_bytes()
        for copy in (State.from_bytes(data, state.game), state.game.state_from_bytes(data)):
            assert copy.hash() == state.hash() and copy.same_as(state)
            assert copy.to_bytes() == data and copy.game is state.game
            assert np.array_equal(copy.legal_actions(), state.legal_actions())
            assert copy.is_terminal() == state.is_terminal() and copy.current_player() == state.current_player()
        if not state.is_terminal():  # a restored copy continues exactly like the original
            copy, twin = State.from_bytes(data, state.game), state.clone()
            code = int(state.legal_actions()[-1])
            copy.apply(code)
            twin.apply(code)
            assert copy.same_as(twin)


def test_pickle_round_trip() -> None:
    for state, _ in random_positions(4, 4, stride=23):
        copy = pickle.loads(pickle.dumps(state))
        assert isinstance(copy, State) and copy.hash() == state.hash() and copy.same_as(state)
        assert np.array_equal(copy.legal_actions(), state.legal_actions())
        assert copy.game.decks == state.game.decks and copy.game.rules == state.game.rules
        if not state.is_terminal():
            code = int(state.legal_actions()[0])
            twin = state.clone()
            copy.apply(code)
            twin.apply(code)
            assert copy.same_as(twin)


def test_record_is_a_read_only_zero_copy_view() -> None:
    state = Game().new_initial_state(4)
    rec = state.record()
    assert rec.dtype == L.STATE_DTYPE
    with pytest.raises((ValueError, TypeError)):
        rec["turn"] = 99
    with pytest.raises((ValueError, TypeError)):
        rec["players"][0]["life"] = 0
    with pytest.raises(ValueError):
        np.frombuffer(state, dtype=np.uint8).setflags(write=True)
    with pytest.raises((BufferError, TypeError)):  # a writable buffer is refused
        (ctypes.c_char * 8).from_buffer(state)
    view = memoryview(state)
    assert view.readonly and view.nbytes == L.STATE_BYTES
    applied = int(rec["actions_applied"])
    state.apply(int(state.legal_actions()[0]))
    assert int(rec["actions_applied"]) == applied + 1  # the old view sees the new state: no copy
    assert bytes(view) == state.raw_bytes()


# -- determinism --------------------------------------------------------------------------------------
SCRIPT = """
import random, sys
import pybs
game = pybs.Game((sys.argv[1], sys.argv[2]), auto_forced=sys.argv[4] == "1")
state = game.new_initial_state(int(sys.argv[3]))
rng = random.Random(int(sys.argv[3]))
hashes = [state.hash()]
while not state.is_terminal():
    legal = state.legal_actions()
    state.apply(int(legal[rng.randrange(len(legal))]))
    hashes.append(state.hash())
print(hashes[len(hashes) // 2], hashes[-1], len(hashes), state.to_bytes().hex())
"""


def local_run(a: str, b: str, seed: int, auto: bool) -> str:
    game = Game((a, b), auto_forced=auto)
    state = game.new_initial_state(seed)
    rng = random.Random(seed)
    hashes = [state.hash()]
    while not state.is_terminal():
        legal = state.legal_actions()
        state.apply(int(legal[rng.randrange(len(legal))]))
        hashes.append(state.hash())
    return f"{hashes[len(hashes) // 2]} {hashes[-1]} {len(hashes)} {state.to_bytes().hex()}"


def test_same_seed_same_bytes_in_a_fresh_process() -> None:
    cases = [("ST01", "ST02", 5, True), ("ST06", "ST03", 2**63 + 9, False)]
    for a, b, seed, auto in cases:
        out = subprocess.run(
            [sys.executable, "-c", SCRIPT, a, b, str(seed), "1" if auto else "0"],
            cwd=ROOT, env={"PYTHONPATH": str(ROOT), "PYTHONHASHSEED": "123", "PATH": ""},
            capture_output=True, text=True, timeout=120, check=True,
        )
        assert out.stdout.strip() == local_run(a, b, seed, auto)


def test_different_seeds_differ() -> None:
    game = Game(("ST01", "ST02"))
    states = [game.new_initial_state(seed) for seed in range(20)]
    assert len({s.hash() for s in states}) == 20
    decks = {bytes(s.record()["players"][0]["deck"]) for s in states}
    assert len(decks) == 20  # the shuffle depends on the seed (R3.1)
    assert game.new_initial_state(7).same_as(game.new_initial_state(7))
    assert Game(("ST01", "ST02"), seed=7).new_initial_state().same_as(game.new_initial_state(7))


# -- OpenSpiel semantics ---------------------------------------------------------------------------
def test_current_player_returns_winner_and_terminal() -> None:
    endings = set()
    for state, _ in random_positions(30, 6, stride=5):
        rec = state.record()
        legal = state.legal_actions()
        assert legal.dtype == np.int32 and np.all(np.diff(legal) > 0)
        if not state.is_terminal():
            assert state.current_player() == pending(rec)[1] in (0, 1)
            assert state.returns() == [0.0, 0.0] and state.winner is None
            assert legal.size > 0 and int(rec["phase"]) != L.Phase.GAME_OVER
            continue
        assert state.current_player() == -4 and legal.size == 0
        assert int(rec["phase"]) == L.Phase.GAME_OVER
        endings.add(state.end_reason)
        if state.winner == -1:
            assert state.returns() == [0.0, 0.0]
        else:
            assert state.winner in (0, 1)
            expect = [1.0, -1.0] if state.winner == 0 else [-1.0, 1.0]
            assert state.returns() == expect and sum(state.returns()) == 0
            loser = state.record()["players"][1 - state.winner]
            if state.end_reason == L.EndReason.LIFE:
                assert int(loser["life"]) == 0
    assert L.EndReason.LIFE in endings


def test_turn_limit_is_a_draw() -> None:
    game = Game(("ST01", "ST02"), rules=RuleSet(max_turns=2))
    state = game.new_initial_state(1)
    while not state.is_terminal():
        state.apply(int(state.legal_actions()[0]))  # PASS first: nobody attacks
    assert state.winner == -1 and state.returns() == [0.0, 0.0]
    assert state.end_reason == L.EndReason.TURN_LIMIT and state.current_player() == -4


def test_action_to_string_is_readable_for_every_legal_action() -> None:
    n = 0
    for state, _ in random_positions(12, 7, stride=3):
        if state.is_terminal():
            continue
        texts = [state.action_to_string(c) for c in state.legal_actions()]
        for code, text in zip(state.legal_actions().tolist(), texts, strict=True):
            assert isinstance(text, str) and len(text) > 3
            assert not text.startswith("<") and "no such card" not in text and "empty slot" not in text, (code, text)
        assert len(set(texts)) == len(texts), texts  # distinct actions read differently
        n += len(texts)
    assert n > 1000
    state = Game().new_initial_state()
    assert state.action_to_string(C.PASS) == "End the Main Step"
    assert state.action_to_string(C.NUM_ACTIONS).startswith("<invalid")


# -- from_bytes against edited bytes with a valid checksum ----------------------------------------------
EDIT_DECKS = [("ST01", "ST02"), ("ST03", "ST04"), ("ST05", "ST06"), ("ST07", "ST01"), ("ST02", "ST05")]
LONG_FUZZ = __import__("os").environ.get("PYBS_LONG_FUZZ") == "1"


def mid_game_states(per_pair: int) -> list[State]:
    """Positions at different decision kinds, mid-effect ones first (frames or queue in use)."""
    found: dict[tuple, State] = {}
    for i, pair in enumerate(EDIT_DECKS):
        game = Game(pair, seed=i, auto_forced=False)
        rng = random.Random(i)
        for seed in range(12):
            state = game.new_initial_state(seed)
            while not state.is_terminal():
                rec = state.record()
                key = (pair, int(state.decision), int(rec["n_frames"]) > 0, int(rec["n_queue"]) > 0)
                if key not in found:
                    found[key] = state.clone()
                state.apply(rng.choice(state.legal_actions().tolist()))
    chosen = []
    for pair in EDIT_DECKS:  # per pair: mid-effect positions first, then other decision kinds
        keys = sorted((k for k in found if k[0] == pair), key=lambda k: (not k[2], not k[3], k[1]))
        chosen += [found[k] for k in keys[:per_pair]]
    return chosen


def leaf_fields(dtype: np.dtype, prefix: tuple = ()) -> list[tuple]:
    """Paths to every scalar of a record: field names, with (index,) for array elements."""
    out = []
    for name in dtype.names:
        sub, shape = dtype.fields[name][0], ()
        if sub.subdtype is not None:
            sub, shape = sub.subdtype
        indices = [()] if not shape else [(i,) for i in sorted({0, 1, shape[0] - 1})]
        for index in indices:
            path = prefix + ((name, *index),)
            out.extend(leaf_fields(sub, path) if sub.names else [path])
    return out


def edit_values(value: int, dtype: np.dtype, rng: random.Random) -> set[int]:
    top = np.iinfo(dtype).max
    return {0, top, (value + 1) & top, rng.randint(0, top)} - {value}


def locate(rec: np.ndarray, path: tuple):
    """The parent record and key of the scalar at ``path``."""
    node = rec
    for step in path[:-1]:
        node = node[step[0]] if len(step) == 1 else node[step[0]][step[1]]
    last = path[-1]
    return (node, last[0]) if len(last) == 1 else (node[last[0]], last[1])


def play_checked(state: State, ref, rng: random.Random, actions: int) -> None:
    """Random play: every invariant holds after every action; the reference stays byte-equal."""
    for _ in range(actions):
        if state.is_terminal():
            return
        code = rng.choice(state.legal_actions().tolist())
        assert code in ref.legal_actions()
        state.apply(code)
        ref.apply(code)
        state.check_invariants()
        assert state.raw_bytes() == ref.record().tobytes()


# Fields whose edits may still pass from_bytes and break play later (none known: keep it empty).
KNOWN_GAPS: set[str] = set()


def test_edited_bytes_are_rejected_or_play_on_soundly() -> None:
    """Every field of mid-game states set to 0, its max, +1 and a random value, checksum recomputed:
    from_bytes raises StateError, or the state plays on with every invariant in both engines."""
    from bscore.state import checksum
    from pybs.errors import EngineCapacityError, StateError
    from pybs.reference.engine import RefState

    rng = random.Random(5)
    states = mid_game_states(6 if LONG_FUZZ else 2)
    assert len(states) >= 8 and any(int(s.record()["n_frames"]) for s in states)
    paths = leaf_fields(L.STATE_DTYPE)
    unsound: dict[str, list] = {}
    rejected = accepted = 0
    for state in states:
        base_raw = state.raw_bytes()
        base = np.frombuffer(base_raw, dtype=L.STATE_DTYPE)[0]
        table = pybs.game.reference_table(state.game.db, state.game.effects)
        for path in paths:
            parent, key = locate(base, path)
            original = int(parent[key])
            for value in edit_values(original, np.asarray(parent[key]).dtype, rng):
                buf = bytearray(base_raw)  # edited in place: padding bytes stay as they were
                node, k = locate(np.frombuffer(buf, dtype=L.STATE_DTYPE)[0], path)
                node[k] = value
                raw = bytes(buf)
                try:
                    edited = State.from_bytes(raw + checksum(raw), state.game)
                except StateError:
                    rejected += 1
                    continue
                accepted += 1
                ref = RefState.from_bytes(table, raw)
                try:
                    play_checked(edited, ref, random.Random(value), 400 if LONG_FUZZ else 25)
                except EngineCapacityError:
                    assert edited.is_terminal()
                except Exception as exc:  # noqa: BLE001 - every failure of an accepted edit is recorded
                    unsound.setdefault(path[0][0], []).append((path, value, original, str(exc)[:80]))
    assert rejected > accepted > 0
    assert set(unsound) <= KNOWN_GAPS, {k: v[:3] for k, v in unsound.items() if k not in KNOWN_GAPS}


def _gap_ends() -> list[int]:
    """The first and last byte of every alignment gap of the state (the layout test checks the C offsets)."""
    gaps = [int(i) for i in np.flatnonzero(L._FIELD_BYTES == 0)]
    runs = [i for k, i in enumerate(gaps) if k == 0 or gaps[k - 1] != i - 1]
    runs += [i for k, i in enumerate(gaps) if k == len(gaps) - 1 or gaps[k + 1] != i + 1]
    return sorted(set(runs))


PADDING_OFFSETS = _gap_ends()  # both players' PlayerState gaps and GameState's own


@pytest.mark.parametrize("offset", PADDING_OFFSETS)
def test_nonzero_padding_bytes_are_rejected(offset: int) -> None:
    """The struct's padding is part of the bytes (and the hash): one state, one byte form."""
    from bscore.state import checksum
    from pybs.errors import StateError

    state = Game().new_initial_state()
    raw = bytearray(state.raw_bytes())
    assert raw[offset] == 0
    raw[offset] = 1
    with pytest.raises(StateError, match="pad"):
        State.from_bytes(bytes(raw) + checksum(bytes(raw)), state.game)


def test_from_record_zeroes_the_gaps_numpy_leaves_undefined() -> None:
    """numpy copies a structured record field by field, so rec.copy() has undefined alignment gaps;
    from_record reads only the fields (the gaps are not state), from_bytes stays strict."""
    from bscore.state import checksum
    from pybs.errors import StateError

    state = Game().new_initial_state()
    gaps = np.flatnonzero(L._FIELD_BYTES == 0)
    assert set(gaps) >= set(PADDING_OFFSETS)  # the padding offsets rejected above
    raw = bytearray(state.raw_bytes())
    for at in gaps:
        raw[at] = 0xAB
    rec = np.frombuffer(bytes(raw), dtype=L.STATE_DTYPE)[0]
    assert State.from_record(rec, state.game).raw_bytes() == state.raw_bytes()
    assert State.from_record(state.record().copy(), state.game).raw_bytes() == state.raw_bytes()
    with pytest.raises(StateError, match="pad"):
        State.from_bytes(bytes(raw) + checksum(bytes(raw)), state.game)


def edited(state: State, edit) -> bytes:
    """The state's bytes after ``edit(record)``, with a valid checksum."""
    from bscore.state import checksum

    buf = bytearray(state.raw_bytes())  # edited in place: padding bytes stay zero
    edit(np.frombuffer(buf, dtype=L.STATE_DTYPE)[0])
    raw = bytes(buf)
    return raw + checksum(raw)


@pytest.mark.parametrize(("field", "edit"), [
    ("burst_offer", lambda r: r.__setitem__("burst_offer", 1)),
    ("burst_state", lambda r: (r.__setitem__("n_burst_queue", 1), r["burst_queue"].__setitem__(0, 0))),
    ("frames", lambda r: r["frames"][0].__setitem__("pc", 0)),
    ("frames", lambda r: r["frames"][0].__setitem__("ability", 0)),
    ("frames", lambda r: r["frames"][0].__setitem__("pc", int(r["frames"][0]["pc"]) + 1)),  # off its program
])
def test_burst_frame_edits_are_rejected(field: str, edit) -> None:
    """A Burst resolving (R13.3-R13.5): no second offer or queue entry for the flipped Burst, and its frame
    must run the Burst's own ability at the op that asks the pending YES_NO."""
    from pybs.errors import StateError

    state = next(s for s in mid_game_states(2) if int(s.record()["frames"][0]["flags"]) & L.FRAME_BURST
                 and int(s.record()["edecision"]) == Decision.YES_NO)
    State.from_bytes(edited(state, lambda r: None), state.game)
    with pytest.raises(StateError, match=field):
        State.from_bytes(edited(state, edit), state.game)


def magic_use_states() -> list[State]:
    """Positions where a Magic is being used: from a Flash timing, and as a Burst's paid effect (R13.5)."""
    found: dict[int, State] = {}
    game = Game(("ST01", "ST02"), seed=3, auto_forced=False)
    for seed in range(200):
        state, rng = game.new_initial_state(seed), random.Random(seed)
        while not state.is_terminal() and len(found) < 2:
            rec = state.record()
            if int(rec["use_kind"]) == L.UseKind.MAGIC and int(rec["use_origin"]) != L.UseOrigin.MAIN:
                found.setdefault(int(rec["use_origin"]), state.clone())
            state.apply(rng.choice(state.legal_actions().tolist()))
        if len(found) == 2:
            return [found[L.UseOrigin.FLASH], found[L.UseOrigin.EFFECT]]
    raise AssertionError("no Flash Magic and Burst Magic uses found")


def test_magic_used_by_an_effect_must_be_a_bursts_paid_effect() -> None:
    """R13.5: the only Magic an effect uses is a Burst's paid effect, marked USE_BURST_PAID; a Flash Magic
    relabelled as used by an effect (or the mark moved) would resume the wrong flow and is rejected."""
    from pybs.errors import StateError

    flash, burst = magic_use_states()
    assert not int(flash.record()["use_flags"]) & L.USE_BURST_PAID
    assert int(burst.record()["use_flags"]) & L.USE_BURST_PAID
    for state in (flash, burst):
        State.from_bytes(edited(state, lambda r: None), state.game)
    with pytest.raises(StateError, match="use_origin"):
        State.from_bytes(edited(flash, lambda r: r.__setitem__("use_origin", L.UseOrigin.EFFECT)), flash.game)
    with pytest.raises(StateError, match="use_origin"):
        State.from_bytes(edited(flash, lambda r: r.__setitem__("use_flags", L.USE_BURST_PAID)), flash.game)
    with pytest.raises(StateError, match="use_origin"):
        State.from_bytes(edited(burst, lambda r: r.__setitem__("use_flags", 0)), burst.game)


def test_raid_count_past_any_raid_number_is_rejected() -> None:
    from pybs.errors import StateError
    from pybs.testing import FieldCard, Scenario

    sc = Scenario(turn=3, active=0, step="main")
    sc.player(0, field=[FieldCard("ST01-004")], soul="trash")
    state = sc.build()
    with pytest.raises(StateError, match="Raid"):
        State.from_bytes(edited(state, lambda r: r["players"][0]["slots"][0].__setitem__("raid_uses", 255)),
                         state.game)
