"""The play and view sessions and their web API (pybs.play, issue 21), without a browser.

What a seat receives is built from that seat's view only (R0.7): positions that differ only in what a
seat may not see give that seat byte-identical JSON.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import urllib.request
import warnings

import pytest
from card_helpers import position

from pybs import Game
from pybs import codec as C
from pybs.errors import IllegalActionError, PybsError
from pybs.layout import Decision
from pybs.play import PlaySession, ViewSession
from pybs.play.board import card_info, script_summary
from pybs.replay import load_replay, verify_replay
from pybs.testing import FieldCard

pytest.importorskip("starlette")
pytest.importorskip("httpx")
with warnings.catch_warnings():  # newer Starlette prefers httpx2 and warns about httpx
    warnings.simplefilter("ignore")
    from starlette.testclient import TestClient  # noqa: E402

from pybs.play.server import create_app, free_port  # noqa: E402

BRONTECH = "ST03-007"  # vanilla, cost 5; Lv1 1 core 5000 BP
BONES = "ST02-005"
ANDROMEDA = "ST01-001"
FIRE_WALL = "ST01-016"
RAINEEDLE = "ST01-004"


def session_at(scenario, **kw) -> PlaySession:
    state = scenario.build()
    return PlaySession(state.game, humans=kw.pop("humans", frozenset({0, 1})), start=state, **kw)


# -- cards: stats plus the script's own words, never printed text -------------------------------------------
def test_card_info_is_stats_keywords_levels_and_the_script_summary() -> None:
    from pybs.carddb import load_default

    db = load_default()
    info = card_info(db, ANDROMEDA)
    assert info["name"] == "Nebula Dragon Andromeda" and info["cost"] == 6 and info["type"] == "spirit"
    assert info["levels"] == [[1, 1, 4000], [2, 3, 6000], [3, 5, 10000]] and "Confront" in info["keywords"]
    assert info["text"] == script_summary(db, ANDROMEDA) and "destroy" in info["text"]
    assert card_info(db, RAINEEDLE)["text"] == "No effects."  # a vanilla card


# -- the play session -----------------------------------------------------------------------------------------
def test_the_agent_answers_at_once_and_the_person_decides_next() -> None:
    s = PlaySession(Game(("ST01", "ST02")), seed=3, humans=frozenset({1}), opponent="greedy")
    assert s.decider() == 1 and s.log.actions  # P0 (greedy) played its first turn already
    assert s.state.turn == 2 and s.view(1)["decision"]["options"]
    with pytest.raises(PybsError, match="greedy agent"):
        s.act(0, C.PASS)


def test_autopay_pays_and_places_the_standard_way_in_one_click() -> None:
    s = session_at(position(p0={"hand": [BRONTECH], "reserve": 8, "field": [FieldCard(BONES, cores=2)]}, auto=True))
    s.act(0, s.state.pending_decision().hand_card(BRONTECH))
    assert s.state.pending_decision().kind == Decision.PAY and s.view(0)["autopay"]
    s.autopay(0)
    rec = s.state.record()["players"][0]
    assert s.state.pending_decision().kind == Decision.MAIN
    assert int(rec["slots"][1]["inst"]) != 255 and int(rec["slots"][0]["cores"]) == 2  # paid from the Reserve
    assert int(rec["reserve"]) <= 2  # 5 paid (R7.5) and at least one placed (R7.1)
    with pytest.raises(IllegalActionError, match="PAY or PLACE"):
        s.autopay(0)


def test_undo_goes_back_to_the_last_decision_in_practice_mode_only() -> None:
    s = PlaySession(Game(("ST01", "ST02")), seed=5, humans=frozenset({0}), opponent="random")
    before, events = s.state.to_bytes(), len(s.log.events)
    s.act(0, C.PASS)  # end the Main Step: the agent plays its whole turn
    assert s.state.to_bytes() != before and s.view(0)["can_undo"]
    epoch = s.epoch
    s.undo(0)
    assert s.state.to_bytes() == before and len(s.log.events) == events and s.epoch == epoch + 1
    assert s.log.lines(0) == s.log.lines(0) and not s.view(0)["can_undo"]
    s.act(0, C.PASS)  # the game goes on from the restored position, its log checked against the engine
    strict = PlaySession(Game(("ST01", "ST02")), seed=5, humans=frozenset({0}), practice=False)
    strict.act(0, C.PASS)
    with pytest.raises(PybsError, match="practice"):
        strict.undo(0)


def test_r0_7_a_seats_json_is_the_same_whatever_it_may_not_see() -> None:
    """Two positions differing in P1's hand, deck and face-down Burst: seat 0 receives the same bytes, even
    after both players played a turn; seat 1 does not."""
    def play(hand1, deck1, burst1) -> tuple[str, str]:
        s = session_at(position(step="start", p0={"deck": [RAINEEDLE] * 6, "hand": [BONES]},
                                p1={"hand": hand1, "deck": deck1, "burst": burst1}, auto=True))
        for _ in range(10):
            if s.state.turn > 4:
                break
            s.act(s.decider(), C.PASS)
        return json.dumps(s.view(0), sort_keys=True), json.dumps(s.view(1), sort_keys=True)

    a0, a1 = play(["ST02-001", "ST02-002"], ["ST02-003"] * 6, "ST02-014")
    b0, b1 = play(["ST02-006", "ST02-007"], ["ST02-008"] * 6, "ST02-016")
    assert a0 == b0
    assert a1 != b1
    for hidden in ("ST02-001", "ST02-002", "ST02-003", "ST02-014"):
        assert hidden not in a0 and hidden in a1


def test_only_the_deciding_seat_receives_the_options() -> None:
    s = session_at(position(p0={"hand": [RAINEEDLE]}, auto=True))
    mine, theirs = s.view(0)["decision"], s.view(1)["decision"]
    assert mine["options"] and "Raineedle" in json.dumps(mine)
    assert theirs == {"kind": "MAIN", "player": 0, "rule": "R8"}


def test_view_session_steps_through_a_replay_as_each_viewer(tmp_path) -> None:
    s = PlaySession(Game(("ST01", "ST02")), seed=9, humans=frozenset({0}), opponent="greedy")
    for _ in range(40):
        if s.state.is_terminal():
            break
        d = s.state.pending_decision()
        s.autopay(0) if d.kind in (Decision.PAY, Decision.PLACE) else s.act(0, d.codes[-1])
    path = tmp_path / "game.json"
    path.write_text(json.dumps(s.replay()))
    verify_replay(path)  # a played game is a valid replay
    from pybs.gamelog import log_replay

    data = load_replay(path)
    v = ViewSession(log_replay(data), data)
    assert v.steps == len(data["actions"])
    first, mid = v.view(0, "spectator"), v.view(v.steps // 2, 1)
    assert first["step"] == 0 and first["log"] and all(e["action"] < 0 for e in first["log"])
    assert first["players"][1]["hand"] and "hand" not in mid["players"][0]  # seat 1 does not see P0's hand
    assert mid["log"][-1]["action"] == v.steps // 2 - 1
    assert first["next"]["code"] == data["actions"][0]


# -- the web API ---------------------------------------------------------------------------------------------------
@pytest.fixture
def client():
    s = PlaySession(Game(("ST01", "ST02")), seed=2, humans=frozenset({0}), opponent="random")
    return TestClient(create_app(s)), s


def test_api_state_act_and_incremental_log(client) -> None:
    c, s = client
    page = c.get("/")
    assert page.status_code == 200 and "app.js" in page.text
    assert c.get("/static/app.js").status_code == 200 and c.get("/static/style.css").status_code == 200
    d = c.get("/api/state?seat=0").json()
    assert d["mode"] == "play" and d["seat"] == 0 and d["decision"]["kind"] == "MAIN" and d["log_start"] == 0
    assert d["cards"] and all(c_id in d["cards"] for c_id in d["players"][0]["hand"])
    end_main = next(o for o in d["decision"]["options"] if o["verb"] == "end_main_step")
    assert c.post("/api/act", json={"seat": 0, "code": end_main["code"]}).json() == {"ok": True}
    more = c.get(f"/api/state?seat=0&since={d['log_length']}&epoch={d['epoch']}").json()
    assert more["log_start"] == d["log_length"] and more["log"][0]["index"] == d["log_length"]
    assert more["turn"] >= 3  # the random agent played its turn


def test_api_errors_name_the_problem(client) -> None:
    c, _ = client
    bad = c.post("/api/act", json={"seat": 1, "code": 0})
    assert bad.status_code == 400 and "random agent" in bad.json()["error"]
    assert "not an option" in c.post("/api/act", json={"seat": 0, "code": 99999}).json()["error"]
    assert "seat" in c.post("/api/act", json={"seat": "x", "code": 0}).json()["error"]
    assert "JSON" in c.post("/api/undo", content=b"{nope").json()["error"]
    assert "viewer" in c.get("/api/state?seat=7").json()["error"]
    assert c.post("/api/undo", json={"seat": 0}).status_code == 400  # nothing to undo yet


def test_api_replay_download_is_a_valid_replay(client, tmp_path) -> None:
    c, _ = client
    c.post("/api/act", json={"seat": 0, "code": C.PASS})
    r = c.get("/api/replay")
    assert r.status_code == 200 and "attachment" in r.headers["content-disposition"]
    path = tmp_path / "r.json"
    path.write_bytes(r.content)
    state, _ = verify_replay(path)
    assert state.turn >= 3


def test_pybs_view_serves_a_replay_on_localhost(tmp_path) -> None:
    """The command starts a server on 127.0.0.1 (a given port here), prints its address and serves the board."""
    run = tmp_path / "run.json"
    from click.testing import CliRunner

    from pybs.cli import cli

    assert CliRunner().invoke(cli, ["simulate", "--games", "1", "--record", "1", "--out", str(run), "--quiet",
                                    "--workers", "1", "--backend", "inline"]).exit_code == 0
    port = free_port()
    env = {**os.environ, "PYTHONPATH": os.getcwd()}
    proc = subprocess.Popen([sys.executable, "-m", "pybs", "view", str(run), "--no-browser", "--port", str(port)],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
    try:
        line = proc.stdout.readline()
        assert f"http://127.0.0.1:{port}/" in line
        for _ in range(100):
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/state?step=3&viewer=1", timeout=5) as r:
                    data = json.loads(r.read())
                break
            except OSError:
                time.sleep(0.1)
        assert data["mode"] == "view" and data["step"] == 3 and data["seat"] == 1
    finally:
        proc.terminate()
        proc.wait(timeout=10)


def test_pybs_play_serves_a_game_on_localhost() -> None:
    """``pybs play`` deals a game with the options given and serves seat 0's board (the agent is random)."""
    port = free_port()
    env = {**os.environ, "PYTHONPATH": os.getcwd()}
    proc = subprocess.Popen([sys.executable, "-m", "pybs", "play", "--no-browser", "--port", str(port), "--seed", "3",
                             "--opponent", "random", "--rules", "bss", "--deck", "ST03-BSS", "--opponent-deck",
                             "ST04-BSS"], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env)
    try:
        line = proc.stdout.readline()
        assert f"http://127.0.0.1:{port}/?seat=0" in line, line
        for _ in range(100):
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/api/state?seat=0", timeout=5) as r:
                    data = json.loads(r.read())
                break
            except OSError:
                time.sleep(0.1)
        assert data["mode"] == "play" and data["opponent"] == "random" and data["decision"]["player"] == 0
        assert data["players"][0]["deck_count"] + data["players"][0]["hand_count"] >= 40  # a 50-card BSS deck
    finally:
        proc.terminate()
        proc.wait(timeout=10)
