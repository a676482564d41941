"""The board in a real browser (issue 21): headless Chromium (Debian's package) driven by Playwright plays
a whole game against the random agent by clicking, reaches every decision kind by clicking, and steps
through a replay. Skipped when /usr/bin/chromium or the playwright package is missing.

Screenshots go to $PYBS_SCREENSHOTS (default: the test's tmp folder).
"""

from __future__ import annotations

import json
import os
import threading
import time
from pathlib import Path

import pytest
from card_helpers import position

from pybs import Game
from pybs import codec as C
from pybs.layout import Decision
from pybs.play import PlaySession, ViewSession
from pybs.testing import FieldCard, Scenario, TempEffect

CHROMIUM = "/usr/bin/chromium"
ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
        "--disable-background-networking", "--disable-component-update", "--disable-sync"]

BRONTECH, BONES, RAINEEDLE = "ST03-007", "ST02-005", "ST01-004"
NIRVANA, PURPLE_NEXUS, WHITE_NEXUS = "ST06-001", "ST02-013", "ST03-013"  # Crush + Raid: ORDER, YES_NO, CHOOSE
CHARGED_DRAW, FIRE_WALL = "ST01-014", "ST01-016"  # a Main and a Flash effect; a Burst
SHOCK_TROOP, BRONZE_GOLEM = "ST01-010", "ST06-006"  # Awaken; a Spirit to take cores from
SABER, KNIGHT = "XMPL-B01", "XMPL-B03"  # a Brave and a Spirit it fuses with (R12)


def _attack(state, k: int = 0) -> None:
    state.apply(C.attack(k))


def _to_block(state) -> None:
    state.apply(C.attack(0))
    while state.pending_decision().kind == Decision.FLASH:
        state.apply(C.PASS)


def _pay_all(state) -> None:
    while state.pending_decision().kind == Decision.PAY:
        state.apply(state.pending_decision().codes[0])


def _nirvana(state, answers: int) -> None:
    state.apply(C.attack(0))  # Crush and Raid trigger together: ORDER
    if answers >= 1:
        state.apply(state.pending_decision().trigger(NIRVANA, timing="Raid"))  # YES_NO: Raid's "may"
    if answers >= 2:
        state.apply(state.pending_decision().yes_to(NIRVANA))  # CHOOSE: a Nexus to exhaust


def _fire_wall(state) -> None:
    state.apply(C.attack(0))
    while state.pending_decision().kind in (Decision.FLASH, Decision.BLOCK):
        state.apply(C.PASS)


def _brave_pair_lost(state) -> None:
    state.apply(C.attack(0))
    while state.pending_decision().kind == Decision.FLASH:
        state.apply(C.PASS)
    state.apply(C.block(0))
    while state.pending_decision().kind == Decision.FLASH:
        state.apply(C.PASS)


def _soul_tax() -> Scenario:
    sc = Scenario(turn=3, active=0, step="attack", auto_forced=False, mods=[TempEffect(0, "ATTACK_TAX")])
    sc.player(0, field=[FieldCard(RAINEEDLE, cores=2, soul=True)], soul=None)
    sc.player(1, soul="trash")
    return sc


NIRVANA_FIELD = {"field": [FieldCard(NIRVANA, cores=3), FieldCard(PURPLE_NEXUS, 0), FieldCard(WHITE_NEXUS, 0)]}
FIRE_WALL_SIDES = ({"field": [FieldCard(BONES, cores=1)], "deck": [RAINEEDLE] * 5},
                   {"field": [FieldCard(BONES, cores=1, exhausted=True)], "burst": FIRE_WALL, "reserve": 4})

# kind -> (position, moves to reach the decision, the verb of the button to click)
POSITIONS = {
    "MAIN": (lambda: position(p0={"hand": [RAINEEDLE]}), None, "summon"),
    "PAY": (lambda: position(p0={"hand": [BRONTECH], "reserve": 6, "field": [FieldCard(BONES, 1)]}),
            lambda s: s.apply(C.use_hand(0)), "pay"),
    "PLACE": (lambda: position(p0={"hand": [BRONTECH], "reserve": 8}),
              lambda s: (s.apply(C.use_hand(0)), _pay_all(s)), "place"),
    "ATTACK": (lambda: position(step="attack", p0={"field": [FieldCard(BRONTECH, 3)]}), None, "attack"),
    "FLASH": (lambda: position(step="attack", p0={"field": [FieldCard(BRONTECH, 3)]},
                               p1={"field": [FieldCard(BONES)]}), _attack, "pass"),
    "BLOCK": (lambda: position(step="attack", p0={"field": [FieldCard(BRONTECH, 3)]},
                               p1={"field": [FieldCard(BONES)]}), _to_block, "block"),
    "ORDER": (lambda: position(step="attack", p0=NIRVANA_FIELD), lambda s: _nirvana(s, 0), "resolve"),
    "YES_NO": (lambda: position(step="attack", p0=NIRVANA_FIELD), lambda s: _nirvana(s, 1), "yes"),
    "CHOOSE": (lambda: position(step="attack", p0=NIRVANA_FIELD), lambda s: _nirvana(s, 2), "choose"),
    "MAGIC_EFFECT": (lambda: position(p0={"hand": [CHARGED_DRAW], "reserve": 4, "field": [FieldCard(BONES)],
                                          "deck": [RAINEEDLE] * 3}), lambda s: s.apply(C.use_hand(0)),
                     "magic_effect"),
    "BURST": (lambda: position(step="attack", p0=FIRE_WALL_SIDES[0], p1=FIRE_WALL_SIDES[1]), _fire_wall,
              "activate_burst"),
    "SOUL": (_soul_tax, _attack, "pay_attack_cost"),
    "AWAKEN": (lambda: position(p0={"field": [FieldCard(SHOCK_TROOP), FieldCard(BRONZE_GOLEM, 2)], "reserve": 2}),
               lambda s: s.apply(C.awaken(0)), "awaken_move"),
    "BRAVE_KEEP": (lambda: Scenario(auto_forced=False, step="attack")
                   .player(0, field=[FieldCard(KNIGHT, 2, brave=SABER)], soul="trash")
                   .player(1, field=[FieldCard(BRONTECH, 3)], soul="trash"), _brave_pair_lost, "keep_brave"),
}


def reach(kind: str):
    """The state at a ``kind`` decision, and the verb of the option to click there."""
    make, moves, verb = POSITIONS[kind]
    state = make().build()
    if moves is not None:
        moves(state)
    assert state.pending_decision().kind.name == kind, (kind, state.pending_decision().kind)
    return state, verb


def test_every_decision_kind_has_a_position_to_click() -> None:
    """Every decision the engine asks has a position here (a new kind needs one, and a button on the board)."""
    assert set(POSITIONS) == {d.name for d in Decision if d != Decision.NONE}
    for kind in POSITIONS:
        state, verb = reach(kind)
        assert verb in {o.verb for o in state.pending_decision().options}, (kind, verb)


# -- the browser ---------------------------------------------------------------------------------------------
try:
    from playwright import sync_api as playwright_api
except ImportError:  # the browser tests skip; the position test above still runs
    playwright_api = None
needs_browser = pytest.mark.skipif(not os.path.exists(CHROMIUM) or playwright_api is None,
                                   reason=f"needs {CHROMIUM} (apt-get install chromium) and pip install playwright")
pytestmark = [pytest.mark.browser]


@pytest.fixture(scope="module")
def server():
    """A board server on 127.0.0.1 in a thread; tests put their session in ``app.state.session``."""
    uvicorn = pytest.importorskip("uvicorn")
    from pybs.play.server import create_app, free_port

    app = create_app(PlaySession(Game(("ST01", "ST02")), seed=1))
    port = free_port()
    srv = uvicorn.Server(uvicorn.Config(app, host="127.0.0.1", port=port, log_level="warning"))
    thread = threading.Thread(target=srv.run, daemon=True)
    thread.start()
    for _ in range(200):
        if srv.started:
            break
        time.sleep(0.05)
    yield f"http://127.0.0.1:{port}/", app
    srv.should_exit = True
    thread.join(timeout=10)


@pytest.fixture(scope="module")
def browser():
    with playwright_api.sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=CHROMIUM, args=ARGS)
        yield b
        b.close()


@pytest.fixture(scope="module")
def page(browser):
    """One tab for the module's tests (each test loads its own board into it)."""
    p = browser.new_page(viewport={"width": 1400, "height": 1000})
    yield p
    p.close()


@pytest.fixture
def shots(tmp_path) -> Path:
    folder = Path(os.environ.get("PYBS_SCREENSHOTS", tmp_path))
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def renders(page) -> int:
    return int(page.evaluate("Number(document.body.dataset.renders || 0)"))


def click(page, selector: str) -> None:
    """Click and wait until the page has drawn the server's answer."""
    before = renders(page)
    page.click(selector)
    page.wait_for_function(f"Number(document.body.dataset.renders || 0) > {before}", timeout=20_000)


def open_board(page, url: str) -> None:
    page.goto("about:blank")  # the module's tests share one tab: a fresh page each time
    page.goto(url)
    page.wait_for_function("Number(document.body.dataset.renders || 0) > 0", timeout=20_000)


@needs_browser
@pytest.mark.parametrize("kind", list(POSITIONS))
def test_every_decision_kind_is_answered_by_clicking(server, page, shots, kind) -> None:
    base, app = server
    state, verb = reach(kind)
    session = PlaySession(state.game, humans=frozenset({0, 1}), start=state)
    app.state.session = session
    seat = session.decider()
    open_board(page, f"{base}?seat={seat}")
    assert page.get_attribute("#decision", "data-kind") == kind
    before = session.state.to_bytes()
    click(page, f"#decision button.option[data-verb='{verb}']")
    assert session.state.to_bytes() != before and session.log.actions  # the click was applied
    if kind in ("CHOOSE", "BRAVE_KEEP"):
        page.screenshot(path=str(shots / f"decision-{kind.lower()}.png"), full_page=True)


@needs_browser
def test_a_whole_game_against_the_random_agent_by_clicking(server, page, shots) -> None:
    """Seat 0 plays ST01 against the random agent to the end: summon, pay (auto-pay), attack, block, end steps."""
    base, app = server
    session = PlaySession(Game(("ST01", "ST02")), seed=11, humans=frozenset({0}), opponent="random")
    app.state.session = session
    open_board(page, f"{base}?seat=0")
    order = ("attack", "summon", "deploy", "block", "yes", "activate_burst", "choose", "resolve", "end_main_step",
             "end_attack_step")
    clicks = 0
    while not session.state.is_terminal() and clicks < 600:
        if page.locator("#autopay").count():
            click(page, "#autopay")
        else:
            verbs = page.eval_on_selector_all("#decision button.option", "bs => bs.map(b => b.dataset.verb)")
            verb = next((v for v in order if v in verbs), verbs[0])
            click(page, f"#decision button.option[data-verb='{verb}']")
        clicks += 1
        if clicks == 12:
            page.screenshot(path=str(shots / "board-play.png"), full_page=True)
    assert session.state.is_terminal(), clicks
    assert page.locator("#status").inner_text().startswith("Game over")
    assert "Game over" in page.locator("#log").inner_text()
    page.screenshot(path=str(shots / "board-game-over.png"), full_page=True)


@needs_browser
def test_undo_and_hot_seat_curtain(server, page) -> None:
    base, app = server
    session = PlaySession(Game(("ST01", "ST02")), seed=4, humans=frozenset({0, 1}))
    app.state.session = session
    open_board(page, f"{base}?seat=0")
    before = session.state.to_bytes()
    click(page, "#decision button.option[data-verb='end_main_step']")  # P1 decides next: the curtain
    assert page.is_visible("#curtain") and "Player 1" in page.inner_text("#curtain-text")
    click(page, "#curtain-go")
    assert not page.is_visible("#curtain") and page.get_attribute("#decision", "data-player") == "1"
    click(page, "#undo")  # P1 has not decided yet: back to P0's decision
    assert session.state.to_bytes() == before


@needs_browser
def test_stepping_through_a_replay_forward_and_back(server, page, shots) -> None:
    from pybs.gamelog import log_replay
    from pybs.replay import load_replay, record_game

    base, app = server
    data = load_replay(json.loads(json.dumps(record_game(Game(("ST01", "ST02")), ["greedy", "random"], 8))))
    app.state.session = ViewSession(log_replay(data), data)
    open_board(page, f"{base}?viewer=spectator")
    assert page.inner_text("#position").startswith("action 0 of")
    for _ in range(12):
        click(page, "#forward")
    assert page.inner_text("#position").startswith("action 12 of")
    click(page, "#back")
    assert page.inner_text("#position").startswith("action 11 of")
    log_text = page.inner_text("#log")
    assert "Set-up" in log_text and "draws" in log_text
    page.screenshot(path=str(shots / "board-view.png"), full_page=True)
    before = renders(page)
    page.select_option("#viewer", "1")
    page.wait_for_function(f"Number(document.body.dataset.renders || 0) > {before}")
    assert "Hand of P1" in page.inner_text("#hand-title")
    assert "P0 draws a card" in page.inner_text("#log")  # P0's draws are hidden from player 1 (R0.7)
    click(page, "#last")
    assert page.inner_text("#status").startswith("Game over")
