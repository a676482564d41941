"""Replays: a game as (rules, decks, seed, action codes) plus the final state hash.

A replay is a versioned JSON document::

    {"format": "pybs-replay", "version": 2, "pybs": "0.1.0",
     "rules": {...every RuleSet field...}, "auto_forced": true, "effects": true,
     "decks": [{"name": "...", "cards": [["ST01-001", 2], ...]}, {...}],
     "seed": 123, "agents": ["greedy", "greedy"],
     "actions": [1, 97, 0, ...], "final_hash": "0f3a...", "winner": 0, "end_reason": "life",
     "turns": 9}

A game that ended by a concession (R18.13) through ``State.concede(player)`` records ``"conceded_by":
player``, replayed after the actions; one conceded with the ``CONCEDE`` code has that code as its last
action instead.

A game with card variants (``pybs.errata``) records them as ``"cards": {"BSS01-047": {"cost": 5}}``, and
re-execution plays the changed cards. A game with user card sets (docs/CARDSETS.md) also records ``"card_sets": [{"set": "HOMEBREW",
"path": "/abs/path/homebrew", "sha256": "..."}]``; replaying needs the same sets (same content), given
by the user: a set is code, and a replay file never makes pybs load one.

Only the codes the players chose are listed; forced actions (``auto_forced``) replay by
themselves. ``verify_replay`` re-executes the game and checks every recorded outcome (the
decks and rules the engine played, winner, end reason, turns, final hash); anything wrong
raises ReplayError naming the field or the problem (bad JSON, unknown version, an illegal
action at step N). A ``simulate --out run.json`` file holds several replays; pick one by
its game index.
"""

from __future__ import annotations

import json
import os
from collections import Counter
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from . import __version__
from . import codec as C
from .agents import agent_for, play
from .cardsets import CardSet, card_set_digest, load_card_set, load_card_sets
from .decks import Deck
from .errata import Errata
from .errors import IllegalActionError, PybsError, ReplayError
from .game import Game, State
from .layout import EndReason
from .reference.rng import derive_seed
from .rules import DECK_FIELDS, RuleSet

FORMAT = "pybs-replay"
VERSION = 2  # 2: layout v4 hashes, the full RuleSet and the end reason are recorded
MAX_REPLAY_BYTES = 512 * 1024 * 1024  # a simulate --out file with its per-game arrays fits easily
MAX_SEED = (1 << 64) - 1
_REQUIRED = {
    "format": str, "version": int, "rules": dict, "auto_forced": bool, "decks": list,
    "seed": int, "actions": list, "final_hash": str, "turns": int, "end_reason": str,
}  # fmt: skip
_END_REASONS = {reason.name.lower(): reason for reason in EndReason}


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
        "end_reason": EndReason(final.end_reason).name.lower(),
        "turns": final.turn,
        **({"conceded_by": 1 - final.winner} if _conceded_by_call(final, actions) else {}),
        **({"card_sets": [cs.describe() for cs in game.card_sets]} if game.card_sets else {}),
        **({"cards": game.errata.to_dict()} if game.errata else {}),
    }


def _conceded_by_call(final: State, actions: Sequence[int]) -> bool:
    """The game ended by ``State.concede`` rather than by a CONCEDE code among the actions (R18.13)."""
    return final.end_reason == EndReason.CONCEDED and not (actions and int(actions[-1]) == C.CONCEDE)


def record_game(game: Game, agents: Sequence[str], seed: int) -> dict[str, Any]:
    """Play one game with the named agents through the API and return its replay."""
    state = game.new_initial_state(seed)
    actions = play(state, [agent_for(agents[seat], seed, seat) for seat in (0, 1)])
    return make_replay(game, seed, actions, state, agents)


def record_games(decks: tuple[Deck, Deck], rules: RuleSet, agents: Sequence[str], master_seed: int,
                 count: int, card_sets: Sequence[CardSet] = (), errata: Any = None) -> list[dict[str, Any]]:
    """Replays of games 0 .. count-1 of a simulation run (same seeds as the batch loop)."""
    game = Game(decks, rules=rules, card_sets=card_sets, errata=errata)
    out = []
    for i in range(count):
        replay = record_game(game, agents, derive_seed(master_seed, i))
        replay["game_index"] = i
        out.append(replay)
    return out


def _read_json(source: str | Path) -> Any:
    """Parse replay JSON; every failure (size, nesting, huge numbers) becomes one ReplayError."""
    text = source
    if isinstance(source, Path) or not source.lstrip().startswith(("{", "[")):
        try:
            with open(source, "rb") as fh:
                raw = fh.read(MAX_REPLAY_BYTES + 1)
        except OSError as exc:
            raise ReplayError(f"cannot read replay {source}: {exc.strerror or exc}") from None
        if len(raw) > MAX_REPLAY_BYTES:
            raise ReplayError(f"replay {source} is larger than {MAX_REPLAY_BYTES // 2**20} MiB")
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError:
            raise ReplayError(f"replay {source} is not text") from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise ReplayError(f"replay is not valid JSON: {exc.msg} at line {exc.lineno}") from None
    except RecursionError:
        raise ReplayError("replay JSON is nested too deeply") from None
    except ValueError as exc:  # an integer beyond Python's digit limit
        raise ReplayError(f"replay holds a number too large to read: {exc}") from None


def _select(data: Any, game: int | None) -> Any:
    """The replay itself, or from a ``simulate --out`` file the one of game index ``game``."""
    if not isinstance(data, dict) or "replays" not in data or "format" in data:
        if game is not None and isinstance(data, dict) and data.get("game_index", game) != game:
            raise ReplayError(f"this replay is game {data['game_index']}, not game {game}")
        return data
    replays = data["replays"]
    if not isinstance(replays, list) or not all(isinstance(r, dict) for r in replays):
        raise ReplayError("field 'replays' must be a list of replays")
    indices = [r.get("game_index") for r in replays]
    if not replays:
        raise ReplayError("this run recorded no replays (simulate --record N)")
    if game is None:
        if len(replays) == 1:
            only = replays[0]
            if isinstance(only.get("game_index"), int):
                _check_results_row(data.get("games"), only["game_index"], only)
            return only
        raise ReplayError(f"this run holds {len(replays)} replays (games {_span(indices)}); choose one with --game K")
    if game not in indices:
        raise ReplayError(f"game {game} was not recorded; this run holds games {_span(indices)}")
    if indices.count(game) > 1:
        raise ReplayError(f"field 'replays': game {game} is recorded {indices.count(game)} times")
    chosen = replays[indices.index(game)]
    _check_results_row(data.get("games"), game, chosen)
    return chosen


def _check_results_row(games: Any, index: int, replay: dict[str, Any]) -> None:
    """A run file's per-game results must tell the same outcome as the replay it holds."""
    if games is None:
        return
    if not isinstance(games, dict):
        raise ReplayError("field 'games' must be an object of per-game arrays")
    for key in ("winner", "turns"):
        column = games.get(key)
        if not isinstance(column, list) or not 0 <= index < len(column):
            raise ReplayError(f"field 'games.{key}' has no row for game {index}")
        row_value, replay_value = column[index], replay.get(key)
        if row_value != replay_value and not (key == "winner" and row_value == -1 and replay_value is None):
            raise ReplayError(f"field 'games.{key}': the results row of game {index} says {row_value!r}, "
                              f"its replay says {replay_value!r}")


def _span(indices: list) -> str:
    if indices == list(range(len(indices))):
        return f"0..{len(indices) - 1}"
    return ", ".join(map(str, indices))


def load_replay(source: str | Path | dict, game: int | None = None) -> dict[str, Any]:
    """Read and validate a replay (a path, JSON text or an already-parsed dict).

    ``source`` may also be a ``simulate --out`` JSON file; ``game`` then picks the replay of
    that game index (optional when the run recorded one game).
    """
    data = source if isinstance(source, dict) else _read_json(source)
    data = _select(data, game)
    if not isinstance(data, dict):
        raise ReplayError("replay must be a JSON object")
    if data.get("format", FORMAT) != FORMAT:
        raise ReplayError(f"not a pybs replay (format {data['format']!r})")
    if "version" in data and data["version"] != VERSION:
        raise ReplayError(f"unknown replay version {data['version']} (this pybs reads version {VERSION})")
    for key, kind in _REQUIRED.items():
        if key not in data:
            raise ReplayError(f"replay is missing field {key!r}")
        if not isinstance(data[key], kind) or (kind is int and isinstance(data[key], bool)):
            raise ReplayError(f"replay field {key!r} must be {kind.__name__}")
    if not all(type(a) is int for a in data["actions"]):
        raise ReplayError("replay field 'actions' must hold integers")
    if not 0 <= data["seed"] <= MAX_SEED:
        raise ReplayError(f"replay field 'seed' must be in 0..2**64-1, got {data['seed']}")
    winner = data.get("winner", "missing")
    if winner is not None and (type(winner) is not int or winner not in (-1, 0, 1)):
        raise ReplayError("replay field 'winner' must be 0, 1, -1 (draw) or null")
    if data.get("conceded_by", 0) not in (0, 1) or type(data.get("conceded_by", 0)) is not int:
        raise ReplayError("replay field 'conceded_by' must be 0 or 1")
    if data["end_reason"] not in _END_REASONS:
        raise ReplayError(f"replay field 'end_reason' must be one of {', '.join(_END_REASONS)}")
    if len(data["decks"]) != 2:
        raise ReplayError("replay must hold two decks")
    missing = [name for name in RuleSet.field_names() if name not in data["rules"]]
    if missing:  # a default filled in silently could play a different game
        raise ReplayError(f"replay field 'rules' lacks {', '.join(missing)} (a replay records every RuleSet field)")
    return data


def _card_sets_of(data: dict[str, Any], given: Sequence[str | os.PathLike[str] | CardSet] | None
                  ) -> tuple[CardSet, ...]:
    """The card sets to replay with: ``given``, or else the recorded paths; either must match the
    recorded names and content hashes exactly (ReplayError otherwise)."""
    recorded = data.get("card_sets", [])
    if not isinstance(recorded, list) or not all(
            isinstance(r, dict) and all(isinstance(r.get(k), str) for k in ("set", "path", "sha256"))
            for r in recorded):
        raise ReplayError("replay field 'card_sets' must be a list of {set, path, sha256} objects")
    if recorded and not given:
        # never load code because a file names it: the user passes the sets, and their hashes are
        # checked before anything of them runs
        raise ReplayError("field 'card_sets': the replay was played with card sets "
                          f"{', '.join(r['set'] for r in recorded)}; pass them with --cards PATH "
                          "(card_sets=[...] in Python); a replay never loads them by itself")
    if given and not recorded:
        raise ReplayError("field 'card_sets': the replay was played with none, but card sets were given")
    hashes = tuple(r["sha256"] for r in recorded)
    for path in given or ():
        try:
            digest = path.sha256 if isinstance(path, CardSet) else card_set_digest(path)
        except PybsError as exc:
            raise ReplayError(f"replay card sets cannot be loaded: {_one_line(exc)}") from None
        if digest not in hashes:
            played = ", ".join(f"{r['set']} (sha256 {r['sha256'][:12]})" for r in recorded)
            raise ReplayError(f"field 'card_sets': the replay was played with {played}, but the set at {path} "
                              f"has sha256 {digest[:12]}")
    try:
        sets = load_card_sets([load_card_set(p, expect_sha256=hashes) for p in given or ()])
    except PybsError as exc:
        raise ReplayError(f"replay card sets cannot be loaded: {_one_line(exc)}") from None
    want = sorted((r["set"], r["sha256"]) for r in recorded)
    have = sorted((cs.name, cs.sha256) for cs in sets)
    if want != have:
        def show(pairs: list[tuple[str, str]]) -> str:
            return ", ".join(f"{name} (sha256 {digest[:12]})" for name, digest in pairs) or "none"

        raise ReplayError(f"field 'card_sets': the replay was played with {show(want)}, "
                          f"but the card sets given are {show(have)}")
    return sets


def _one_line(exc: BaseException) -> str:
    return " ".join(str(exc).split())


def _game_of(data: dict[str, Any], card_sets: Sequence[str | os.PathLike[str] | CardSet] | None = None) -> Game:
    sets = _card_sets_of(data, card_sets)
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
        errata = Errata.from_dict(data.get("cards"))  # card variants (pybs.errata), if the game had any
        return Game(tuple(decks), seed=data["seed"], rules=rules, auto_forced=data["auto_forced"], effects=effects,
                    card_sets=sets, errata=errata)
    except ReplayError:
        raise
    except PybsError as exc:
        raise ReplayError(f"replay setup is invalid: {exc}") from None


def replayed_outcome(state: State) -> dict[str, Any]:
    """The outcome fields of a replay, read back from a re-executed state alone.

    ``decks`` counts each seat's card instances by id and ``rules`` is the rules block the
    engine played with (plus the deck-building fields, which live outside the state).
    """
    game = state.game
    rec = state.record()
    decks = []
    for seat in (0, 1):
        player = rec["players"][seat]
        rows = player["card_ids"][: int(player["n_cards"])].tolist()
        decks.append(Counter(game.db.cards[row].id for row in rows if not game.db.cards[row].token))  # R18.8
    deck_rules = {name: getattr(game.rules, name) for name in DECK_FIELDS}
    return {
        "decks": decks,
        "rules": RuleSet.from_record(rec["rules"], **deck_rules).to_dict(),
        "winner": state.winner,
        "end_reason": EndReason(state.end_reason).name.lower(),
        "turns": state.turn,
        "final_hash": f"{state.hash():016x}",
    }


def _recorded_outcome(data: dict[str, Any]) -> dict[str, Any]:
    decks = []
    for deck in data["decks"]:
        counts: Counter[str] = Counter()
        for card_id, count in deck["cards"]:
            counts[str(card_id)] += count
        decks.append(counts)
    fields = {key: data[key] for key in ("rules", "winner", "end_reason", "turns", "final_hash")}
    return {"decks": decks, **fields}


def check_outcome(data: dict[str, Any], state: State) -> None:
    """Raise ReplayError naming the first recorded field that re-execution does not give."""
    recorded = _recorded_outcome(data)
    for key, value in replayed_outcome(state).items():
        if recorded[key] == value:
            continue
        if key == "final_hash":
            raise ReplayError(f"hash mismatch: replay says {recorded[key]}, re-execution gives {value}")
        if key in ("decks", "rules"):
            raise ReplayError(f"{key} mismatch: the re-executed game did not play the recorded {key}")
        raise ReplayError(f"{key} mismatch: replay says {recorded[key]!r}, re-execution gives {value!r}")


def verify_replay(source: str | Path | dict, game: int | None = None,
                  card_sets: Sequence[str | os.PathLike[str] | CardSet] | None = None) -> tuple[State, list[str]]:
    """Re-execute a replay; returns the final state and a readable turn-by-turn log.

    ``game`` picks one replay of a ``simulate --out`` file by its game index. Raises
    ReplayError for an unreadable replay, an illegal action (with its step number) or a
    recorded outcome field (decks, rules, winner, end_reason, turns, final_hash) that
    re-execution does not reproduce. ``card_sets`` are the user card sets to play with: a replay never
    loads a set by itself, and each given set's content hash is checked against the recorded ones
    before anything of it runs.
    """
    data = load_replay(source, game)
    rebuilt = _game_of(data, card_sets)
    state = rebuilt.new_initial_state()
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
    if "conceded_by" in data:  # R18.13: a concession through State.concede, after the last action
        try:
            state.concede(data["conceded_by"])
        except IllegalActionError as exc:
            raise ReplayError(f"field 'conceded_by': {exc}") from None
        log.append(f"  P{data['conceded_by']} concedes")
    if state.is_terminal():
        result = "draw" if state.winner == -1 else f"player {state.winner} wins"
        log.append(f"-- game over: {result} ({EndReason(state.end_reason).name}) on turn {state.turn}")
    check_outcome(data, state)
    return state, log


def save_replay(replay: dict[str, Any], path: str | Path) -> None:
    """Write a replay as JSON."""
    Path(path).write_text(json.dumps(replay, indent=1))
