"""Replays: record, save, re-execute, and reject anything corrupted with a clear reason."""

from __future__ import annotations

import copy
import json

import pytest

from pybs import Game, RuleSet
from pybs.errors import ReplayError
from pybs.replay import load_replay, record_game, save_replay, verify_replay


@pytest.fixture(scope="module")
def replay():
    return record_game(Game(("ST02", "ST06"), rules=RuleSet(start_life=4)), ("greedy", "random"), seed=99)


def test_round_trip_reproduces_the_final_hash(tmp_path, replay):
    path = tmp_path / "game.json"
    save_replay(replay, path)
    state, log = verify_replay(path)
    assert f"{state.hash():016x}" == replay["final_hash"]
    assert state.winner == replay["winner"] and state.turn == replay["turns"]
    assert any(line.startswith("-- turn 1") for line in log)
    assert log[-1].startswith("-- game over")


def test_replay_document_is_self_contained(replay):
    assert replay["format"] == "pybs-replay" and replay["version"] == 1
    assert replay["rules"]["start_life"] == 4
    assert sum(count for _, count in replay["decks"][0]["cards"]) == 40
    assert all(type(a) is int for a in replay["actions"])


def tampered(replay, **changes):
    doc = copy.deepcopy(replay)
    for key, value in changes.items():
        doc[key] = value
    return doc


def test_illegal_action_is_reported_with_its_step(replay):
    doc = copy.deepcopy(replay)
    doc["actions"][4] = 759
    with pytest.raises(ReplayError, match="at step 4"):
        verify_replay(doc)


def test_hash_mismatch(replay):
    with pytest.raises(ReplayError, match="hash mismatch"):
        verify_replay(tampered(replay, final_hash="0" * 16))


def test_truncated_actions_change_the_hash(replay):
    doc = copy.deepcopy(replay)
    doc["actions"] = doc["actions"][:-3]
    with pytest.raises(ReplayError, match="hash mismatch"):
        verify_replay(doc)


def test_changed_rules_or_seed_are_caught(replay):
    for doc in (tampered(replay, seed=replay["seed"] + 1), tampered(replay, rules=dict(replay["rules"], start_life=5))):
        with pytest.raises(ReplayError, match=r"hash mismatch|at step"):
            verify_replay(doc)


@pytest.mark.parametrize(
    ("text", "needle"),
    [
        ("{not json", "not valid JSON"),
        ("[1, 2]", "must be a JSON object"),
        ('{"format": "pybs-replay"}', "missing field"),
    ],
)
def test_unreadable_replays(tmp_path, text, needle):
    path = tmp_path / "r.json"
    path.write_text(text)
    with pytest.raises(ReplayError, match=needle):
        load_replay(path)


@pytest.mark.parametrize(
    ("changes", "needle"),
    [
        ({"version": 99}, "unknown replay version 99"),
        ({"format": "something-else"}, "not a pybs replay"),
        ({"actions": [1, "x"]}, "must hold integers"),
        ({"seed": "1"}, "'seed' must be int"),
        ({"rules": {"start_life": 0}}, "replay setup is invalid"),
        ({"decks": [{"name": "x", "cards": [["ZZ99-999", 40]]}, {"name": "y", "cards": []}]}, "ZZ99-999"),
        ({"decks": []}, "two decks"),
    ],
)
def test_invalid_replays(replay, changes, needle):
    with pytest.raises(ReplayError, match=needle):
        verify_replay(tampered(replay, **changes))


def test_missing_file():
    with pytest.raises(ReplayError, match="cannot read replay"):
        load_replay("/no/such/replay.json")


def test_loads_from_text_and_dict(replay):
    assert load_replay(json.dumps(replay))["seed"] == replay["seed"]
    assert load_replay(replay) is replay


def test_a_game_without_card_effects_replays_without_them():
    """The replay records Game(effects=False): the vanilla game re-executes to the same hash."""
    vanilla = record_game(Game(("ST01", "ST04"), effects=False), ("greedy", "greedy"), seed=5)
    assert vanilla["effects"] is False
    state, _ = verify_replay(vanilla)
    assert f"{state.hash():016x}" == vanilla["final_hash"]
    with pytest.raises(ReplayError, match="effects"):
        verify_replay(tampered(vanilla, effects="no"))


def test_a_replay_without_the_effects_field_plays_with_effects(replay):
    old = copy.deepcopy(replay)
    del old["effects"]
    state, _ = verify_replay(old)
    assert f"{state.hash():016x}" == replay["final_hash"]
