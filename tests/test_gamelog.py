"""The game log (pybs.gamelog, issue 21): every event of a game in order, as records and text, and what
each viewer may see of it (R0.7).

Every GameLog runs on both engines at once: the compiled State plays, the reference engine's watcher
writes the log, and their positions are compared after every action (a mismatch raises StateError).
"""

from __future__ import annotations

import json
import random

import pytest
from card_helpers import position
from click.testing import CliRunner

from pybs import Game, RuleSet
from pybs import codec as C
from pybs.agents import GreedyAgent, RandomAgent
from pybs.cli import cli
from pybs.errors import PybsError
from pybs.gamelog import GameLog, check_viewer, text_lines
from pybs.layout import Decision
from pybs.testing import FieldCard

BRONTECH = "ST03-007"  # vanilla, Lv2 (3 cores) 8000 BP
BONES = "ST02-005"  # Demo Bones: vanilla, Lv1 (1 core) 1000 BP
ANDROMEDA = "ST01-001"  # When Summoned: destroy an opposing Spirit of 3000 BP or less
FIRE_WALL = "ST01-016"  # Burst: after the Burst effect, its Flash effect may be paid for
RAINEEDLE = "ST01-004"  # vanilla red, cost 1


def log_of(scenario) -> GameLog:
    state = scenario.build()
    return GameLog(state.game, state=state)


def pay_greedily(log: GameLog) -> None:
    """Answer PAY and PLACE the greedy agent's way (the Reserve first)."""
    greedy = GreedyAgent()
    while not log.state.is_terminal() and log.state.pending_decision().kind in (Decision.PAY, Decision.PLACE):
        log.apply(greedy.step(log.state))


def kinds(entries) -> list[str]:
    return [e.kind for e in entries]


def only(entries, kind: str, **data):
    found = [e for e in entries if e.kind == kind and all(e.data.get(k) == v for k, v in data.items())]
    assert len(found) == 1, (kind, data, [(e.kind, e.text) for e in entries])
    return found[0]


def ids(entry) -> list[str | None]:
    return [c.get("id") for c in entry.cards]


# -- battles (R9) -------------------------------------------------------------------------------------
def test_r9_6_a_blocked_attack_logs_attack_block_bp_compared_and_the_destroyed_blocker() -> None:
    log = log_of(position(step="attack", p0={"field": [FieldCard(BRONTECH, cores=3)]},
                          p1={"field": [FieldCard(BONES, cores=1)]}, auto=True))
    start = len(log.events)
    log.apply(C.attack(0))
    log.apply(C.block(0))
    while log.state.pending_decision().kind == Decision.FLASH:
        log.apply(C.PASS)
    new = log.entries("spectator", start)
    order = [k for k in kinds(new) if k in ("attack", "block", "battle")]
    assert order == ["attack", "block", "battle"]
    attack, block, battle = only(new, "attack"), only(new, "block"), only(new, "battle")
    assert (ids(attack), attack.data["bp"], attack.player) == ([BRONTECH], 8000, 0)
    assert (ids(block), block.data["bp"], block.player) == ([BONES], 1000, 1)
    assert (ids(battle), battle.data["attacker_bp"], battle.data["blocker_bp"]) == ([BRONTECH, BONES], 8000, 1000)
    destroyed = only(new, "move", why="destroyed")
    assert ids(destroyed) == [BONES] and destroyed.data["in_battle"] and destroyed.data["dest"] == "trash"
    assert destroyed.index > battle.index and destroyed.text == "Demo Bones is destroyed in battle"
    cores = [e for e in new if e.kind == "cores" and e.index > battle.index]  # R6.8: its core to the Reserve
    assert cores and cores[0].data["source"]["zone"] == "card" and cores[0].data["dest"] == {"zone": "reserve",
                                                                                                "player": 1}
    assert not [e for e in new if e.kind == "exhaust"]  # the attack and block lines say it (R9.1, R9.3)


def test_r9_5_an_unblocked_attack_logs_the_life_it_takes() -> None:
    log = log_of(position(step="attack", p0={"field": [FieldCard(BRONTECH, cores=3)]}, p1={"life": 5}, auto=True))
    start = len(log.events)
    log.apply(C.attack(0))
    while log.state.pending_decision().kind in (Decision.FLASH, Decision.BLOCK):
        log.apply(C.PASS)
    new = log.entries(1, start)
    life = only(new, "life")
    assert life.player == 1 and life.data["lost"] and life.data["count"] == 1 and life.data["life"] == 4
    assert life.cards[life.data["hit_by"]]["id"] == BRONTECH
    assert life.text == "P1 loses 1 Life to Brontech's attack (4 left)"
    assert life.data["dest"] == {"zone": "reserve", "player": 1}  # R9.5: the Life core goes to the Reserve


# -- effects, with their source ---------------------------------------------------------------------------
def test_effect_resolution_names_its_card_and_ability_and_what_it_did() -> None:
    """Nebula Dragon Andromeda's When Summoned effect destroys Demo Bones (ST01-001)."""
    log = log_of(position(p0={"hand": [ANDROMEDA], "reserve": 8}, p1={"field": [FieldCard(BONES)]}, auto=True))
    start = len(log.events)
    log.apply(log.state.pending_decision().hand_card(ANDROMEDA))
    pay_greedily(log)
    if log.state.pending_decision().kind == Decision.CHOOSE:
        log.apply(log.state.pending_decision().choose_card(BONES))
    new = log.entries(0, start)
    summon = only(new, "summon")
    assert ids(summon) == [ANDROMEDA] and summon.data["level"] >= 1 and summon.data["bp"] >= 4000
    effect = only(new, "effect")
    assert ids(effect)[0] == ANDROMEDA and effect.data["timing"] == "When Summoned" and effect.index > summon.index
    destroyed = only(new, "move", why="destroyed")
    assert ids(destroyed) == [BONES] and not destroyed.data["in_battle"]
    assert destroyed.by == {"card": {"id": ANDROMEDA, "name": "Nebula Dragon Andromeda", "player": 0},
                            "timing": "When Summoned"}
    assert "by Nebula Dragon Andromeda's When Summoned effect" in destroyed.text
    actions = [e for e in new if e.kind == "action"]
    assert actions[0].data["text"].startswith("Summon Nebula Dragon Andromeda") and actions[0].player == 0


def test_r13_a_burst_offer_its_activation_and_resolution_are_logged() -> None:
    p0 = {"field": [FieldCard(BONES, cores=1)], "deck": [RAINEEDLE] * 5}
    p1 = {"field": [FieldCard(BONES, cores=1, exhausted=True)], "burst": FIRE_WALL, "reserve": 4}
    log = log_of(position(step="attack", p0=p0, p1=p1))
    log.apply(C.attack(0))
    while log.state.pending_decision().kind in (Decision.FLASH, Decision.BLOCK):
        log.apply(C.PASS)
    assert log.state.pending_decision().kind == Decision.BURST
    start = len(log.events)
    log.apply(log.state.pending_decision().yes_to(FIRE_WALL))
    before = log.entries(0, 0)[:start]
    assert only(before, "burst_offer").player == 1
    new = log.entries(0, start)
    flipped = only(new, "move", source="burst", dest="burst_up")
    assert ids(flipped) == [FIRE_WALL] and flipped.text == "P1 activates the Burst Fire Wall"
    effect = only(new, "effect")
    assert effect.data["burst"] and ids(effect) == [FIRE_WALL] and effect.text == "P1's Burst Fire Wall resolves"
    assert [e for e in before if e.kind == "move" and e.data["dest"] == "burst"] == []  # set before the log began


# -- who sees what (R0.7) -------------------------------------------------------------------------------------
def test_r0_7_draws_are_seen_by_the_drawer_alone() -> None:
    log = GameLog(Game(("ST01", "ST02"), seed=4))
    draws = {v: [e for e in log.entries(v) if e.kind == "move" and e.data["source"] == "deck"
                 and e.data["dest"] == "hand"] for v in (0, 1, "spectator")}
    assert len(draws[0]) == len(draws[1]) == len(draws["spectator"]) >= 8  # R3.4: two hands of four
    for viewer in (0, 1):
        for e in draws[viewer]:
            if e.player == viewer:
                assert e.cards[0]["id"].startswith("ST0") and e.cards[0]["name"] in e.text
            else:
                assert e.cards == ({"hidden": True, "player": e.player},)
                assert e.text == f"P{e.player} draws a card"
    assert all("id" in e.cards[0] for e in draws["spectator"])
    assert kinds(log.entries(0))[0] == "setup"


def test_r0_7_a_set_burst_stays_its_owners_secret_action_line_included() -> None:
    log = log_of(position(p0={"hand": [FIRE_WALL, RAINEEDLE]}, auto=True))
    start = len(log.events)
    log.apply(log.state.pending_decision().hand_card(FIRE_WALL, verb="set_burst"))
    theirs, mine = log.entries(1, start), log.entries(0, start)
    action = [e for e in theirs if e.kind == "action"][0]
    assert action.data["text"] == "Set a card from hand 0 as a Burst" and action.cards[0].get("hidden")
    assert only(theirs, "move", dest="burst").text == "P0 sets a card as a Burst"
    assert "Fire Wall" in [e for e in mine if e.kind == "action"][0].data["text"]
    assert only(mine, "move", dest="burst").text == "P0 sets Fire Wall as a Burst"
    blob = json.dumps([e.to_dict() for e in theirs])
    assert FIRE_WALL not in blob and "Fire Wall" not in blob


def test_r7_1_cards_used_from_hand_and_publicly_revealed_cards_are_named_to_both_players() -> None:
    """Galaxy Dragon Andrometeos (ST01-002) at Lv2 attacks: it reveals the top 3 cards (to both players), one
    Star Dragon goes to hand, the rest to the deck bottom in any order; and a card used from hand is revealed
    (R7.1) the moment it is used."""
    top = ["ST01-003", "ST01-010", "ST01-015"]  # Siegwurm (a Star Dragon), Dragno Shock Troop, Landmine
    log = log_of(position(p0={"field": [FieldCard("ST01-002", cores=2)], "hand": [RAINEEDLE], "reserve": 3,
                              "deck": top + [RAINEEDLE] * 5}, auto=True))
    log.apply(log.state.pending_decision().hand_card(RAINEEDLE))
    pay_greedily(log)
    log.apply(C.PASS)  # end the Main Step
    log.apply(C.attack(0))
    for _ in range(20):
        d = log.state.pending_decision()
        if d.kind not in (Decision.CHOOSE, Decision.FLASH, Decision.BLOCK, Decision.YES_NO, Decision.ORDER):
            break
        log.apply(d.codes[-1] if d.kind == Decision.CHOOSE else d.codes[0])
    theirs = log.entries(1)
    summon_line = [e for e in theirs if e.kind == "action" and e.data["verb"] == "summon"][0]
    assert summon_line.data["text"].startswith("Summon Raineedle") and summon_line.cards[0]["id"] == RAINEEDLE
    revealed = [e for e in theirs if e.kind == "move" and e.data["dest"] == "revealed"]
    assert sorted(e.cards[0]["id"] for e in revealed) == sorted(top)
    placed = [e for e in theirs if e.kind == "action" and e.data["verb"] == "place_next"]
    assert placed and all(not e.cards[0].get("hidden") and e.cards[0]["name"] in e.data["text"] for e in placed)


def _quiet_turns(p1_hand: list[str], p1_deck: list[str], burst: str) -> GameLog:
    """P0 draws and passes a turn, P1 draws and passes: only P1's hidden cards differ between calls."""
    p0 = {"deck": [RAINEEDLE] * 6, "hand": [BONES]}
    p1 = {"hand": p1_hand, "deck": p1_deck, "burst": burst}
    log = log_of(position(step="start", p0=p0, p1=p1, auto=True))
    for _ in range(12):
        if log.state.turn > 4:
            break
        log.apply(C.PASS)
    return log


def test_r0_7_hidden_cards_never_change_the_other_players_log() -> None:
    a = _quiet_turns(["ST02-001", "ST02-002"], ["ST02-003"] * 6, "ST02-014")
    b = _quiet_turns(["ST02-006", "ST02-007"], ["ST02-008"] * 6, "ST02-016")
    assert a.actions == b.actions and a.state.turn == b.state.turn
    assert [e.to_dict() for e in a.entries(0)] == [e.to_dict() for e in b.entries(0)]
    assert [e.to_dict() for e in a.entries(1)] != [e.to_dict() for e in b.entries(1)]  # P1 sees its own draws
    assert any(e.kind == "move" and e.player == 1 and e.data["source"] == "deck" for e in a.entries(0))


# -- whole games ----------------------------------------------------------------------------------------
def test_whole_games_log_every_kind_of_event_for_every_viewer() -> None:
    """Four seeded games (both editions, booster and example decks): the log follows the engine action by
    action (GameLog compares the engines' positions) and names the kinds of event the issue lists."""
    seen: set[str] = set()
    moves: set[tuple[str, str]] = set()
    chooser = random.Random("gamelog")
    pairs = [("ST01", "ST02"), ("BSS-RED", "BSS-BLUE"), ("XMPL-RED", "XMPL-BLUE"), ("ST05", "ST03")]
    for i, decks in enumerate(pairs):
        rules = (RuleSet.preset("bss") if "BSS" in decks[0] else RuleSet()).replace(max_turns=12)
        log = GameLog(Game(decks, seed=i, rules=rules))
        agents = [RandomAgent(chooser.getrandbits(32)), RandomAgent(chooser.getrandbits(32))]
        while not log.state.is_terminal():
            log.apply(agents[log.state.current_player()].step(log.state))
        for viewer in (0, 1, "spectator"):
            entries = log.entries(viewer)
            assert [e.index for e in entries] == list(range(len(entries)))
            assert all(e.turn <= log.state.turn for e in entries)
            seen.update(kinds(entries))
            moves.update((e.data["source"], e.data["dest"]) for e in entries if e.kind == "move")
            assert text_lines(entries)[-1].startswith("Game over")
    assert "log_error" not in seen  # the log described every step it saw
    assert {"setup", "turn", "step", "action", "move", "cores", "life", "level", "summon", "attack", "block",
            "battle", "effect", "exhaust", "refresh", "game_over"} <= seen, seen
    assert {("deck", "hand"), ("hand", "using"), ("field", "trash")} <= moves, moves


def test_text_lines_fold_repeats_and_skip_quiet_records() -> None:
    log = log_of(position(p0={"hand": [BRONTECH], "reserve": 8}, auto=True))
    log.apply(log.state.pending_decision().hand_card(BRONTECH))
    pay_greedily(log)
    lines = log.lines(0)
    assert "P0 (forced): Pay a core from the Reserve (x5)" in lines, lines  # R7.5: cost 5, one source
    assert not any(line.startswith("1 core: P0's Reserve -> P0's Trash") for line in lines)  # the PAY line says it


def test_viewer_is_checked() -> None:
    assert check_viewer("1") == 1 and check_viewer("spectator") == "spectator" and check_viewer(0) == 0
    for bad in (2, "p0", True, None):
        with pytest.raises(PybsError, match="viewer"):
            check_viewer(bad)


# -- pybs replay --verbose / --json ------------------------------------------------------------------------
@pytest.fixture(scope="module")
def run_file(tmp_path_factory):
    path = tmp_path_factory.mktemp("gamelog") / "run.json"
    result = CliRunner().invoke(cli, ["simulate", "--games", "2", "--record", "2", "--out", str(path), "--quiet",
                                      "--workers", "1", "--backend", "inline"])
    assert result.exit_code == 0, result.output
    return path


def test_replay_verbose_prints_the_full_log_and_json_writes_records(run_file, tmp_path) -> None:
    runner = CliRunner()
    full = runner.invoke(cli, ["replay", str(run_file), "--game", "1", "--verbose"])
    assert full.exit_code == 0, full.output
    assert "Set-up:" in full.output and " draws " in full.output and "Game over" in full.output
    assert "P0's Main Step" in full.output
    out = tmp_path / "log.json"
    written = runner.invoke(cli, ["replay", str(run_file), "--game", "1", "--json", str(out), "--viewer", "1"])
    assert written.exit_code == 0, written.output
    doc = json.loads(out.read_text())
    assert doc["format"] == "pybs-gamelog" and doc["viewer"] == 1
    p0_draws = [e for e in doc["entries"] if e["kind"] == "move" and e["player"] == 0
                and e["data"]["source"] == "deck" and e["data"]["dest"] == "hand"]
    assert p0_draws and all(e["cards"] == [{"hidden": True, "player": 0}] for e in p0_draws)
    short = runner.invoke(cli, ["replay", str(run_file), "--game", "1"])
    assert short.exit_code == 0 and " draws " not in short.output  # without --verbose: the actions only
