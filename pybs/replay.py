"""Replays: a game as (rules, decks, seed, action codes) plus the final state hash.

A replay is a versioned JSON document::

    {"format": "pybs-replay", "version": 1, "pybs": "0.1.0",
     "rules": {...every RuleSet field...}, "auto_forced": true, "effects": true,
     "decks": [{"name": "...", "cards": [["ST01-001", 2], ...]}, {...}],
     "seed": 123, "agents": ["greedy", "greedy"],
     "actions": [1, 97, 0, ...], "final_hash": "0f3a...", "winner": 0, "turns": 9}

Only the codes the players chose are listed; forced actions (``auto_forced``) replay by
themselves. ``verify_replay`` re-executes the game and checks the hash; anything wrong
raises ReplayError saying what (bad JSON, unknown version, an illegal action at step N, a
hash mismatch).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from . import __version__
from .agents import agent_for, play
from .decks import Deck
from .errors import IllegalActionError, PybsError, ReplayError
from .game import Game, State
from .layout import EndReason
from .reference.rng import derive_seed
from .rules import RuleSet

FORMAT = "pybs-replay"
VERSION = 1
_REQUIRED = {
    "format": str, "version": int, "rules": dict, "auto_forced": bool, "decks": list,
    "seed": int, "actions": list, "final_hash": str,
}  # fmt: skip


def _deck_json(deck: Deck) -> dict[str, Any]:
    return {"name": deck.name, "cards": [[card_id, count] for card_id, count in deck.entries]}


def make_replay(game: Game, seed: int, actions: Sequence[int], final: State,
                agents: Sequence[str] | None = None) -> dict[str, Any]:
    """The replay document of a game played from ``game.new_initial_state(seed)``."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "pybs": __version__,
        "rules": game.rules.to_dict(),
        "auto_forced": game.auto_forced,
        "effects": game.effects,
        "decks": [_deck_json(d) for d in game.decks],
        "seed": int(seed),
        "agents": list(agents) if agents else None,
        "actions": [int(a) for a in actions],
        "final_hash": f"{final.hash():016x}",
        "winner": final.winner,
        "turns": final.turn,
    }


def record_game(game: Game, agents: Sequence[str], seed: int) -> dict[str, Any]:
    """Play one game with the named agents through the API and return its replay."""
    state = game.new_initial_state(seed)
    actions = play(state, [agent_for(agents[seat], seed, seat) for seat in (0, 1)])
    return make_replay(game, seed, actions, state, agents)


def record_games(decks: tuple[Deck, Deck], rules: RuleSet, agents: Sequence[str], master_seed: int,
                 count: int) -> list[dict[str, Any]]:
    """Replays of games 0 .. count-1 of a simulation run (same seeds as the batch loop)."""
    game = Game(decks, rules=rules)
    out = []
    for i in range(count):
        replay = record_game(game, agents, derive_seed(master_seed, i))
        replay["game_index"] = i
        out.append(replay)
    return out


def load_replay(source: str | Path | dict) -> dict[str, Any]:
    """Read and validate a replay (a path, JSON text or an already-parsed dict)."""
    if isinstance(source, dict):
        data = source
    else:
        text = source
        if isinstance(source, Path) or (isinstance(source, str) and not source.lstrip().startswith("{")):
            try:
                text = Path(source).read_text()
            except OSError as exc:
                raise ReplayError(f"cannot read replay {source}: {exc.strerror or exc}") from None
            except UnicodeDecodeError:
                raise ReplayError(f"replay {source} is not text") from None
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise ReplayError(f"replay is not valid JSON: {exc.msg} at line {exc.lineno}") from None
    if not isinstance(data, dict):
        raise ReplayError("replay must be a JSON object")
    for key, kind in _REQUIRED.items():
        if key not in data:
            raise ReplayError(f"replay is missing field {key!r}")
        if not isinstance(data[key], kind) or (kind is int and isinstance(data[key], bool)):
            raise ReplayError(f"replay field {key!r} must be {kind.__name__}")
    if data["format"] != FORMAT:
        raise ReplayError(f"not a pybs replay (format {data['format']!r})")
    if data["version"] != VERSION:
        raise ReplayError(f"unknown replay version {data['version']} (this pybs reads version {VERSION})")
    if not all(type(a) is int for a in data["actions"]):
        raise ReplayError("replay field 'actions' must hold integers")
    if len(data["decks"]) != 2:
        raise ReplayError("replay must hold two decks")
    return data


def _game_of(data: dict[str, Any]) -> Game:
    try:
        decks = []
        for i, deck in enumerate(data["decks"]):
            if not isinstance(deck, dict) or not isinstance(deck.get("cards"), list):
                raise ReplayError(f"replay deck {i} must be an object with a 'cards' list")
            entries = tuple((str(c[0]), c[1]) for c in deck["cards"] if isinstance(c, list) and len(c) == 2)
            if len(entries) != len(deck["cards"]):
                raise ReplayError(f"replay deck {i}: cards are [id, count] pairs")
            decks.append(Deck(str(deck.get("name", f"deck {i}")), entries))
        rules = RuleSet.from_dict(data["rules"])
        effects = data.get("effects", True)  # replays written before the field played with effects
        if not isinstance(effects, bool):
            raise ReplayError("replay field 'effects' must be true or false")
        return Game(tuple(decks), seed=data["seed"], rules=rules, auto_forced=data["auto_forced"], effects=effects)
    except ReplayError:
        raise
    except PybsError as exc:
        raise ReplayError(f"replay setup is invalid: {exc}") from None


def verify_replay(source: str | Path | dict) -> tuple[State, list[str]]:
    """Re-execute a replay; returns the final state and a readable turn-by-turn log.

    Raises ReplayError for an unreadable replay, an illegal action (with its step number) or
    a final hash that differs from the recorded one.
    """
    data = load_replay(source)
    game = _game_of(data)
    state = game.new_initial_state()
    log: list[str] = []
    turn = None
    for step, code in enumerate(data["actions"]):
        if state.turn != turn:
            turn = state.turn
            log.append(f"-- turn {turn}: player {int(state.record()['active'])}")
        text = state.action_to_string(code)
        player = state.current_player()
        try:
            state.apply(code)
        except IllegalActionError as exc:
            raise ReplayError(f"illegal action {code} at step {step}: {exc}") from None
        log.append(f"  [{step}] P{player}: {text}")
    if state.is_terminal():
        result = "draw" if state.winner == -1 else f"player {state.winner} wins"
        log.append(f"-- game over: {result} ({EndReason(state.end_reason).name}) on turn {state.turn}")
    digest = f"{state.hash():016x}"
    if digest != data["final_hash"]:
        raise ReplayError(f"hash mismatch: replay says {data['final_hash']}, re-execution gives {digest}")
    return state, log


def save_replay(replay: dict[str, Any], path: str | Path) -> None:
    """Write a replay as JSON."""
    Path(path).write_text(json.dumps(replay, indent=1))
