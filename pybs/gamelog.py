"""The game log: every event of a game, in order, as structured records and readable text.

    log = GameLog(game, seed=7)               # set up a game and log it from the deal
    log.apply(code)                           # play (log.state is the compiled State)
    for entry in log.entries(viewer=1):       # what player 1 may see
        print(entry.text)
    json.dumps([e.to_dict() for e in log.entries("spectator")])

Events: the set-up, turns and steps, every action (chosen, or forced and worth saying), draws and other
card moves (summons, Magic used, destroyed, depleted, returned, discarded, revealed, Bursts set and
activated), core moves (the Soul Core marked), Life lost and gained, level and BP changes, exhaustion and
refreshing, attacks, blocks, BP compared, each effect as it starts resolving (its card and ability), and
the end of the game. Each event names the effect that was resolving when it happened (``by``).

Who sees what (R0.7, as ``State.observation``): a viewer is player 0, player 1 or the spectator, who sees
everything. A player never sees the other player's hand, a face-down Burst but their own, cards an
effect showed only to its owner, or any deck; a card moving between two zones is seen when either zone
shows it (a draw is seen by the drawer alone, a discard by both). A hidden card is named "a card" and
its record holds no id; no record holds a card instance number (instances follow the deck list, so they
would tell the card). The log is derived from the engine's states (``pybs.logwatch``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from . import layout as L
from .errors import PybsError, StateError
from .game import Game, State, reference_table
from .logwatch import Raw, Watcher

VIEWERS = (0, 1, "spectator")
_PLACES = {"reserve": "Reserve", "trash": "Trash", "void": "Void", "count": "Count", "life": "Life"}
_STEPS = {"start": "Start Step", "core": "Core Step", "draw": "Draw Step", "refresh": "Refresh Step",
          "main": "Main Step", "attack": "Attack Step", "end": "End Step"}  # fmt: skip


def check_viewer(viewer: Any) -> int | str:
    """``viewer`` as 0, 1 or "spectator"; PybsError naming the field otherwise."""
    if isinstance(viewer, str) and viewer.strip().lower() in ("0", "1"):
        return int(viewer)
    if isinstance(viewer, str) and viewer.strip().lower() == "spectator":
        return "spectator"
    if type(viewer) is int and viewer in (0, 1):
        return viewer
    raise PybsError(f"viewer must be 0, 1 or 'spectator', got {viewer!r}")


def sees(viewer: int | str, player: int, sight: str) -> bool:
    """Whether ``viewer`` may see which card it is: ``sight`` "all", "owner" (of ``player``) or "none"."""
    return viewer == "spectator" or sight == "all" or (sight == "owner" and viewer == player)


@dataclass(frozen=True)
class LogEntry:
    """One event as a viewer sees it. ``cards`` are ``{"id", "name", "player"}`` or, hidden from this
    viewer, ``{"hidden": True, "player"}``; ``data`` holds the kind's fields (docs/PLAY.md)."""

    index: int
    action: int
    turn: int
    kind: str
    player: int | None
    text: str
    cards: tuple[dict[str, Any], ...]
    data: dict[str, Any]
    by: dict[str, Any] | None = None

    def to_dict(self) -> dict[str, Any]:
        """A JSON-ready dict."""
        return {"index": self.index, "action": self.action, "turn": self.turn, "kind": self.kind,
                "player": self.player, "text": self.text, "cards": list(self.cards), "data": self.data,
                "by": self.by}


class GameLog:
    """A game played with its log. ``state`` is the compiled State; each ``apply`` also runs the
    action through the reference engine's watcher, and the two positions must be equal.

    ``GameLog(game, seed=s)`` logs from the deal; ``GameLog(game, state=st)`` from a given position
    (a Scenario, a saved state).
    """

    def __init__(self, game: Game, seed: int | None = None, state: State | None = None) -> None:
        self.game = game
        self.db = game.db
        table = reference_table(game.db, game.effects)
        if state is None:
            seed = game.seed if seed is None else int(seed) & ((1 << 64) - 1)
            self.state = game.new_initial_state(seed)
            self.watcher = Watcher(table)
            self.watcher.setup([r.tolist() for r in game.rows], game.rules.to_record(), seed, game.options)
        else:
            self.state = state.clone()
            self.watcher = Watcher.from_bytes(table, L.record_bytes(state.record()))
            self.watcher.start()
        self.actions: list[int] = []
        self._check()

    @property
    def events(self) -> list[Raw]:
        return self.watcher.events

    def _check(self) -> None:
        if self.watcher.to_bytes() != L.record_bytes(self.state.record()):
            raise StateError("the game log's reference position differs from the compiled one (engine mismatch)")

    def apply(self, code: int) -> None:
        """Apply ``code`` to the game and write down what happened (IllegalActionError leaves both as they were)."""
        code = int(code)
        before = len(self.watcher.events)
        self.state.apply(code)  # raises first on an illegal code: the watcher is untouched
        self.watcher.action = len(self.actions)
        try:
            self.watcher.apply(code)
        except Exception:
            del self.watcher.events[before:]
            raise
        self.actions.append(code)
        self._check()

    def restore(self, state: State, events: int, actions: int) -> None:
        """Go back to ``state``, a position this log passed through after ``actions`` actions and
        ``events`` events (undo)."""
        old = self.watcher
        self.watcher = Watcher.from_bytes(old.table, L.record_bytes(state.record()))
        self.watcher.events = old.events[:events]
        self.watcher.start()
        self.state = state.clone()
        self.actions = self.actions[:actions]
        self._check()

    def concede(self, player: int) -> None:
        """R18.13: ``player`` concedes."""
        self.state.concede(player)
        self.watcher.action = len(self.actions)
        self.watcher.concede(player)

    def entries(self, viewer: int | str = "spectator", start: int = 0) -> list[LogEntry]:
        """The events from ``start`` on, as ``viewer`` may see them."""
        viewer = check_viewer(viewer)
        return [render(raw, i, viewer, self.db) for i, raw in enumerate(self.watcher.events[start:], start)]

    def lines(self, viewer: int | str = "spectator") -> list[str]:
        """The readable log: one line per event worth a line, repeats folded ("(x3)")."""
        return text_lines(self.entries(viewer))


# -- rendering ------------------------------------------------------------------------------------------
def _card_json(card: tuple[int, int, int, str], viewer: int | str, db) -> dict[str, Any]:
    p, _inst, row, sight = card
    if not sees(viewer, p, sight):
        return {"hidden": True, "player": p}
    c = db.card_at(row)
    return {"id": c.id, "name": c.name, "player": p}


def _name(card: dict[str, Any], owner_word: bool = False) -> str:
    if card.get("hidden"):
        return f"a card of P{card['player']}" if owner_word else "a card"
    return card["name"]


def _place(where: dict[str, Any], cards: list[dict[str, Any]]) -> str:
    if where["zone"] == "card":
        slot = f" (P{where['player']} slot {where['slot']})" if where.get("slot") is not None else ""
        return f"{_name(cards[where['card']])}{slot}"
    return f"P{where['player']}'s {_PLACES.get(where['zone'], where['zone'])}"


def render(raw: Raw, index: int, viewer: int | str, db) -> LogEntry:
    """One raw event as ``viewer`` may see it."""
    cards = [_card_json(c, viewer, db) for c in raw.cards]
    data = dict(raw.data)
    by = None
    if raw.by is not None:
        by_card = _card_json(raw.by[:4], viewer, db)
        by = {"card": by_card, "timing": raw.by[4]}
    if raw.kind == "action":
        data["text"] = _action_text(raw, cards, db)
    text = _text(raw.kind, raw.player, cards, data, by)
    return LogEntry(index, raw.action, raw.turn, raw.kind, raw.player, text, tuple(cards), data, by)


def _action_text(raw: Raw, cards: list[dict[str, Any]], db) -> str:
    """The option's text with every card this viewer may not see named "a card"."""
    text = raw.data["text"]
    for card, shown in zip(raw.cards, cards):
        if shown.get("hidden"):
            c = db.card_at(card[2])
            text = re.sub(re.escape(f"{c.name} [{c.id}]") + "|" + re.escape(c.name), "a card", text)
    return text


def _text(kind: str, p: int | None, cards: list[dict[str, Any]], data: dict[str, Any], by) -> str:
    """The readable line of one event ("" when the line would only repeat another)."""
    c0 = _name(cards[0]) if cards else ""
    who = f"P{p}" if p is not None else ""
    if kind == "setup":
        return f"Set-up: the decks are shuffled, each player draws a hand; {who} goes first"
    if kind == "turn":
        return f"--- Turn {data['number']}: {who} ---"
    if kind == "step":
        return f"{who}'s {_STEPS.get(data['step'], data['step'])}"
    if kind == "action":
        return f"{who}{' (forced)' if data['forced'] else ''}: {data['text']}"
    if kind == "move":
        return _move_text(who, c0, data, by)
    if kind == "cores":
        if data.get("quiet"):
            return ""
        what = "the Soul Core" if data["soul_core"] else f"{data['count']} core{'s' if data['count'] != 1 else ''}"
        return f"{what}: {_place(data['source'], cards)} -> {_place(data['dest'], cards)}{_by(by)}"
    if kind == "life":
        n = data["count"]
        amount = f"{n} Life" if not data["soul_core"] else "the Soul Core from Life"
        if data["lost"]:
            hit = f" to {_name(cards[data['hit_by']])}'s attack" if "hit_by" in data else _by(by)
            return f"{who} loses {amount}{hit} ({data['life']} left)"
        return f"{who} gains {amount}{_by(by)} ({data['life']} now)"
    if kind in ("exhaust", "refresh"):
        word = "heavily exhausted" if data.get("heavy") else "exhausted" if kind == "exhaust" else "refreshed"
        return f"{c0} is {word}{_by(by)}"
    if kind == "level":
        return f"{c0}: Lv{data['level_before']} -> Lv{data['level']} ({data['bp']} BP){_by(by)}"
    if kind == "bp":
        return f"{c0}: {data['bp_before']} -> {data['bp']} BP{_by(by)}"
    if kind in ("summon", "deploy"):
        stats = f": Lv{data['level']}, {data['bp']} BP" if kind == "summon" else f": Lv{data['level']}"
        return f"{who} {'summons' if kind == 'summon' else 'deploys'} {c0} (slot {data['slot']}){stats}"
    if kind in ("attack", "block"):
        return f"{who} {'attacks' if kind == 'attack' else 'blocks'} with {c0} ({data['bp']} BP)"
    if kind == "battle":
        return f"Battle: {c0} {data['attacker_bp']} BP vs {_name(cards[1])} {data['blocker_bp']} BP"
    if kind == "effect":
        if data["burst"]:
            return f"{who}'s Burst {c0} resolves"
        about = f" (for {_name(cards[1])})" if len(cards) > 1 else ""
        return f"{c0}'s {data['timing']} effect resolves{about}"
    if kind == "burst_offer":
        return f"{who}'s Burst condition is met: {who} may activate it"
    if kind == "concede":
        return f"{who} concedes"
    if kind == "log_error":  # the log could not describe something; the game itself went on
        return f"(log: {data['error']})"
    if kind == "game_over":
        result = "a draw" if p is None else f"{who} wins"
        return f"Game over on turn {data['turns']}: {result} ({data['reason']})"
    return f"{kind} {who}"


def _by(by: dict[str, Any] | None) -> str:
    return f" (by {_name(by['card'])}'s {by['timing']} effect)" if by else ""


def _move_text(who: str, c: str, data: dict[str, Any], by) -> str:
    src, dest, why = data["source"], data["dest"], data.get("why")
    slot = data.get("slot")
    pair = (src, dest)
    if pair == ("deck", "hand"):
        return f"{who} draws {c}{_by(by)}"
    if pair == ("hand", "using"):
        return f"{who} uses {c} from hand{_by(by)}" if by else ""  # else the action line says it
    if dest == "field" and (src == "field" or (src in ("using", "hand") and not by)):
        return ""  # the summon line says it (or a Brave's pair moved within the field)
    if dest == "field" and src == "gone":
        return f"A token {c} appears on {who}'s field (slot {slot}){_by(by)}"
    if dest == "field":
        return f"{c} is put onto {who}'s field from the {src} (slot {slot}){_by(by)}"
    if src in ("field", "brave") and why in ("destroyed", "depleted"):
        how = " in battle" if data.get("in_battle") else _by(by)
        return f"{c} is {why}{how}" + (" (no cores left)" if why == "depleted" else "")
    if src in ("field", "brave") and dest == "hand":
        return f"{c} returns to {who}'s hand{_by(by)}"
    if src == "field" and dest == "gone":
        return f"{c} is removed from the game (a token)"
    if pair == ("field", "brave"):
        return f"{c} fuses as a Brave (slot {slot})"
    if pair == ("brave", "field"):
        return f"{c} separates from its Spirit (slot {slot})"
    if dest == "burst":
        return f"{who} sets {c} as a Burst"
    if pair == ("burst", "burst_up"):
        return f"{who} activates the Burst {c}"
    if dest == "mirage":
        return f"{who} sets {c} as a Mirage"
    if src in ("revealed", "viewed") and dest == "hand":
        return f"{who} adds {c} to hand{_by(by)}"
    if dest in ("revealed", "viewed"):
        return f"{who} {'reveals' if dest == 'revealed' else 'looks at'} {c} from the {src}{_by(by)}"
    if src in ("revealed", "viewed", "hand", "field") and dest in ("deck", "trash"):
        where = f"the {data.get('deck_end') or 'inside'} of {who}'s deck" if dest == "deck" else f"{who}'s Trash"
        verb = {"hand": " from hand", "field": " from the field"}.get(src, "")
        if not (src == "hand" and dest == "trash"):
            return f"{c} goes{verb} to {where}{_by(by)}".replace("the inside of", "into")
    if pair == ("hand", "trash"):
        return f"{who} discards {c}{_by(by)}"
    if pair == ("deck", "trash"):
        return f"{c} is discarded from {who}'s deck{_by(by)}"
    if src in ("burst", "burst_up") and dest == "using":
        return f"{who} pays for the Magic effect of the Burst {c} (R13.5)"
    if src in ("burst", "burst_up") and dest == "trash":
        return f"{who}'s Burst {c} goes to the Trash"
    if src == "using" and dest == "trash":
        return f"{c} goes to {who}'s Trash after use"
    if src == "using" and dest == "hand_side":
        return f"{c} goes to {who}'s hand-side"
    if src == "trash" and dest == "hand":
        return f"{who} takes {c} from the Trash into hand{_by(by)}"
    word = {"deck": "deck", "hand": "hand", "trash": "Trash", "burst": "Burst", "burst_up": "Burst",
            "gone": "game", "field": "field"}  # fmt: skip
    return f"{c} goes from {who}'s {word.get(src, src)} to the {word.get(dest, dest)}{_by(by)}"


def text_lines(entries: Iterable[LogEntry]) -> list[str]:
    """Readable lines, with repeats in a row folded ("P0: Pay a core from the Reserve (x3)")."""
    lines: list[str] = []
    last, count = None, 0
    for e in entries:
        if not e.text:
            continue
        if e.text == last:
            count += 1
            continue
        if last is not None:
            lines.append(last if count == 1 else f"{last} (x{count})")
        last, count = e.text, 1
    if last is not None:
        lines.append(last if count == 1 else f"{last} (x{count})")
    return lines


def log_replay(data: dict[str, Any], card_sets=None) -> GameLog:
    """The log of a replay (a ``load_replay`` document), re-played action by action."""
    from .replay import _game_of

    game = _game_of(data, card_sets)
    log = GameLog(game, seed=data["seed"])
    for code in data["actions"]:
        log.apply(code)
    if "conceded_by" in data:
        log.concede(data["conceded_by"])
    return log


__all__ = ["VIEWERS", "GameLog", "LogEntry", "check_viewer", "log_replay", "render", "sees", "text_lines"]
