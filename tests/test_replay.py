"""Replays: record, save, re-execute, and reject anything corrupted with a clear reason."""

from __future__ import annotations

import copy
import json

import pytest

from pybs import Game, RuleSet
from pybs.decks import Deck
from pybs.errors import ReplayError
from pybs.replay import load_replay, record_game, save_replay, verify_replay
from pybs.simulate import simulate


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
    assert replay["format"] == "pybs-replay" and replay["version"] == 2
    assert replay["rules"] == RuleSet(start_life=4).to_dict()  # every field, new ones included
    assert RuleSet.from_dict(replay["rules"]) == RuleSet(start_life=4)
    assert replay["end_reason"] == "life"
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
    with pytest.raises(ReplayError, match="(winner|end_reason|turns|hash) mismatch"):
        verify_replay(doc)


def test_changed_rules_or_seed_are_caught(replay):
    for doc in (tampered(replay, seed=replay["seed"] + 1), tampered(replay, rules=dict(replay["rules"], start_life=5))):
        with pytest.raises(ReplayError, match=r"mismatch|at step"):
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
        ({"rules": RuleSet().to_dict() | {"start_life": 0}}, "replay setup is invalid"),
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


@pytest.mark.parametrize(
    ("field", "value"),
    [("winner", "other seat"), ("end_reason", "deck_out"), ("turns", "one more")],
)
def test_every_outcome_field_is_checked_not_only_the_hash(replay, field, value):
    """A recorded winner, end reason or turn count that re-execution does not give is named."""
    wrong = {"winner": 1 - replay["winner"], "end_reason": "deck_out", "turns": replay["turns"] + 1}[field]
    with pytest.raises(ReplayError, match=rf"^{field} mismatch: replay says {wrong!r}"):
        verify_replay(tampered(replay, **{field: wrong}))


def test_rules_missing_a_field_are_refused(replay):
    """Replays record the full RuleSet; a field left out would silently take its default."""
    rules = dict(replay["rules"])
    del rules["max_actions"]
    with pytest.raises(ReplayError, match="'rules' lacks max_actions"):
        verify_replay(tampered(replay, rules=rules))


def test_decks_the_engine_played_are_checked(replay, monkeypatch):
    """If the rebuilt game held other cards than the recorded lists, the decks field is named."""
    real_rows = Deck.rows

    def swapped(deck, db=None):  # the loader building a different deck than the file says
        rows = real_rows(deck, db)
        return rows[:-1] + [rows[0]] if deck.name == replay["decks"][1]["name"] else rows

    monkeypatch.setattr(Deck, "rows", swapped)
    doc = copy.deepcopy(replay)
    doc["actions"] = []  # stop at once: only the outcome check can object
    with pytest.raises(ReplayError, match="^decks mismatch"):
        verify_replay(doc)


def test_a_truncated_game_replays_with_its_end_reason():
    capped = record_game(Game(("ST01", "ST02"), rules=RuleSet(max_actions=40)), ("greedy", "greedy"), seed=3)
    assert capped["end_reason"] == "action_limit" and capped["winner"] == -1
    assert capped["rules"]["max_actions"] == 40
    state, log = verify_replay(capped)
    assert state.end_reason == 6 and "ACTION_LIMIT" in log[-1]


@pytest.mark.parametrize(
    ("text", "needle"),
    [
        ("[" * 200_000 + "]" * 200_000, "nested too deeply"),
        ('{"seed": ' + "9" * 6000 + "}", "number too large"),
    ],
)
def test_hostile_json_gives_one_replay_error(tmp_path, text, needle):
    path = tmp_path / "r.json"
    path.write_text(text)
    with pytest.raises(ReplayError, match=needle):
        load_replay(path)


@pytest.mark.parametrize("seed", [-1, 2**64, 10**40])
def test_seed_outside_64_bits(replay, seed):
    with pytest.raises(ReplayError, match="'seed' must be in 0..2"):
        verify_replay(tampered(replay, seed=seed))


def test_replay_of_an_older_version_is_named(replay):
    with pytest.raises(ReplayError, match="unknown replay version 1"):
        verify_replay(tampered(replay, version=1))


@pytest.fixture(scope="module")
def run_file(tmp_path_factory):
    """A simulate --out document with games 0..2 recorded."""
    from pybs.output import write_results

    result = simulate("ST01", "ST03", 8, seed=4, backend="inline", record=3)
    path = tmp_path_factory.mktemp("run") / "run.json"
    write_results(result, path)
    return path, result


def test_a_run_file_replay_is_picked_by_game_index(run_file):
    path, result = run_file
    for game in (0, 2):
        state, _ = verify_replay(path, game=game)
        assert state.winner == result.winner[game] and state.turn == result.turns[game]
    with pytest.raises(ReplayError, match=r"game 5 was not recorded; this run holds games 0\.\.2"):
        verify_replay(path, game=5)
    with pytest.raises(ReplayError, match="3 replays .*--game K"):
        verify_replay(path)
    single = result.replays[1]
    assert verify_replay(single, game=1)[0].hash() == verify_replay(path, game=1)[0].hash()
    with pytest.raises(ReplayError, match="this replay is game 1, not game 0"):
        verify_replay(single, game=0)


def test_a_run_file_whose_results_row_disagrees_is_refused(run_file, tmp_path):
    """Issue 19.11: 'verified' means the replay, its re-execution and the file's results row agree."""
    path, result = run_file
    data = json.loads(path.read_text())
    data["games"]["winner"][2] = 1 - int(result.winner[2]) if result.winner[2] >= 0 else 0
    edited = tmp_path / "edited.json"
    edited.write_text(json.dumps(data))
    with pytest.raises(ReplayError, match=r"games\.winner.*game 2"):
        verify_replay(edited, game=2)
    verify_replay(edited, game=0)  # the other rows still verify


def test_a_run_file_with_one_game_recorded_twice_is_refused(run_file, tmp_path):
    """Issue 19.11: two replays with the same game index are an error, not the first one silently."""
    path, _ = run_file
    data = json.loads(path.read_text())
    data["replays"][1] = copy.deepcopy(data["replays"][0])
    twice = tmp_path / "twice.json"
    twice.write_text(json.dumps(data))
    with pytest.raises(ReplayError, match="game 0 is recorded 2 times"):
        verify_replay(twice, game=0)


# -- R18.13: conceded games ------------------------------------------------------------------------------
def _conceded_game(by_code: bool, rules: RuleSet):
    """A game played 12 actions by the greedy agents, then conceded: with the CONCEDE code (the player
    asked) or with State.concede by the player not being asked."""
    from pybs import codec as C
    from pybs.agents import agent_for, play
    from pybs.replay import make_replay

    game = Game(("ST01", "ST03"), rules=rules)
    state = game.new_initial_state(7)
    actions = play(state, [agent_for("greedy", 7, seat) for seat in (0, 1)], max_actions=12)
    if by_code:
        loser = state.current_player()
        state.apply(C.CONCEDE)
        actions.append(C.CONCEDE)
    else:
        loser = 1 - state.current_player()
        state.concede(loser)
    return make_replay(game, 7, actions, state, ("greedy", "greedy")), loser


@pytest.mark.parametrize("by_code", [True, False], ids=["code", "api"])
@pytest.mark.parametrize("edition", ["bss", "rulebook-8.0"])
def test_r18_13_a_conceded_game_replays(tmp_path, by_code, edition):
    """R18.13: both ways of conceding replay to the same final state, winner and end reason."""
    replay, loser = _conceded_game(by_code, RuleSet.preset(edition))
    assert replay["end_reason"] == "conceded" and replay["winner"] == 1 - loser
    assert ("conceded_by" in replay) != by_code
    path = tmp_path / "conceded.json"
    save_replay(replay, path)
    state, log = verify_replay(path)
    assert state.winner == 1 - loser and f"{state.hash():016x}" == replay["final_hash"]
    assert "CONCEDED" in log[-1]


def test_r18_13_a_wrong_or_missing_concession_is_caught():
    """A replay whose conceded_by names the other player, or lacks it, does not reproduce its outcome."""
    replay, loser = _conceded_game(False, RuleSet.preset("bss"))
    wrong = dict(replay, conceded_by=1 - loser)
    with pytest.raises(ReplayError, match="winner mismatch"):
        verify_replay(wrong)
    missing = {k: v for k, v in replay.items() if k != "conceded_by"}
    with pytest.raises(ReplayError, match="mismatch"):
        verify_replay(missing)
    with pytest.raises(ReplayError, match="conceded_by"):
        verify_replay(dict(replay, conceded_by=True))
