"""Play and view sessions behind the browser board (``pybs play``, ``pybs view``).

``PlaySession``: one game, a person at one seat (or two, hot-seat) and a built-in agent at the other;
each move is logged (``pybs.gamelog``), the agent answers at once, "auto-pay" pays a cost or places
cores the greedy agent's way, and in practice mode undo goes back to the person's last decision.
``ViewSession``: a recorded game (a replay), any position of it, as any viewer sees it.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass, field
from typing import Any

from ..agents import AGENT_NAMES, DEFAULT_BUDGET, GreedyAgent, agent_for
from ..decisions import PendingDecision
from ..errors import IllegalActionError, PybsError
from ..game import Game, State
from ..gamelog import GameLog, check_viewer, render
from ..layout import Decision
from .board import board, cards_of, decision_json, log_json

MAX_AUTO_STEPS = 500  # auto-pay and agent turns stop here (a game never needs that many in a row)
PAYING = (Decision.PAY, Decision.PLACE)


@dataclass
class Saved:
    """A position to undo to: the state, and the lengths of the log and the action list then."""

    state: State
    events: int
    actions: int


@dataclass
class PlaySession:
    """A game between ``humans`` (seats played in the browser) and ``opponent`` at the other seat.

    ``opponent``: "random", "greedy" or "ismcts" (``budget`` rollouts a decision), ignored in hot-seat
    (both seats human). ``practice``: undo is allowed. ``start``: play from this position (a Scenario)
    instead of a new deal.
    """

    game: Game
    seed: int = 0
    humans: frozenset[int] = frozenset({0})
    opponent: str = "greedy"
    budget: int = DEFAULT_BUDGET
    practice: bool = True
    start: State | None = None
    log: GameLog = field(init=False)
    history: list[Saved] = field(init=False, default_factory=list)
    epoch: int = field(init=False, default=0)  # bumped when the log is cut (undo, new game)
    lock: threading.Lock = field(init=False, default_factory=threading.Lock)

    def __post_init__(self) -> None:
        if not self.humans or not set(self.humans) <= {0, 1}:
            raise PybsError(f"humans must name seats 0 and/or 1, got {sorted(self.humans)!r}")
        if self.opponent not in AGENT_NAMES:
            raise PybsError(f"opponent must be one of {', '.join(AGENT_NAMES)}, got {self.opponent!r}")
        self.humans = frozenset(self.humans)
        self.new_game(self.seed)

    # -- the game ----------------------------------------------------------------------------------
    def new_game(self, seed: int | None = None) -> None:
        """Deal a new game (or restart from the start position)."""
        if seed is not None:
            self.seed = seed
        self.log = GameLog(self.game, seed=self.seed) if self.start is None else GameLog(self.game, state=self.start)
        self.agents = {seat: agent_for(self.opponent, self.seed, seat, self.budget)
                       for seat in (0, 1) if seat not in self.humans}  # fmt: skip
        self.history = []
        self.epoch += 1
        self._play_agents()

    @property
    def state(self) -> State:
        return self.log.state

    def decider(self) -> int | None:
        """The seat that decides now (None when the game is over)."""
        return None if self.state.is_terminal() else int(self.state.current_player())

    def _play_agents(self) -> None:
        for _ in range(100_000):
            seat = self.decider()
            if seat is None or seat in self.humans:
                return
            self.log.apply(self.agents[seat].step(self.state))

    def _human(self, seat: int) -> None:
        if seat not in self.humans:
            raise PybsError(f"seat {seat} is played by the {self.opponent} agent")
        if self.decider() != seat:
            raise IllegalActionError(f"it is not seat {seat}'s decision")

    def act(self, seat: int, code: int) -> None:
        """Seat ``seat`` answers the pending decision with ``code``; the agent then plays until a person decides."""
        self._human(seat)
        if code not in self.state.legal_actions():
            raise IllegalActionError(f"action {code} is not an option of this decision")
        self.history.append(Saved(self.state.clone(), len(self.log.events), len(self.log.actions)))
        self.log.apply(code)
        self._play_agents()

    def autopay(self, seat: int) -> int:
        """Pay the cost or place the cores being asked for the greedy agent's way (the Reserve first);
        returns how many actions it took."""
        self._human(seat)
        kind = self.state.pending_decision().kind
        if kind not in PAYING:
            raise IllegalActionError(f"auto-pay answers a PAY or PLACE decision, not {kind.name}")
        greedy, steps = GreedyAgent(), 0
        self.history.append(Saved(self.state.clone(), len(self.log.events), len(self.log.actions)))
        while steps < MAX_AUTO_STEPS and self.decider() == seat and self.state.pending_decision().kind in PAYING:
            self.log.apply(greedy.step(self.state))
            steps += 1
        self._play_agents()
        return steps

    def undo(self, seat: int) -> None:
        """Practice mode: back to ``seat``'s previous decision (the agent's answers are undone too)."""
        if not self.practice:
            raise PybsError("undo is only allowed in practice mode")
        if seat not in self.humans:
            raise PybsError(f"seat {seat} is played by the {self.opponent} agent")
        if not self.history:
            raise IllegalActionError("nothing to undo")
        saved = self.history.pop()
        self.log.restore(saved.state, saved.events, saved.actions)
        self.epoch += 1

    def concede(self, seat: int) -> None:
        """R18.13: ``seat`` concedes."""
        if seat not in self.humans:
            raise PybsError(f"seat {seat} is played by the {self.opponent} agent")
        self.log.concede(seat)

    # -- what the page receives --------------------------------------------------------------------
    def view(self, seat: int | str, since: int = 0, epoch: int | None = None) -> dict[str, Any]:
        """The page's data for ``seat``: its board, the decision, the log from ``since`` (all of it when
        ``epoch`` is not the current one) and the descriptions of the cards it names."""
        seat = check_viewer(seat)
        if seat == "spectator":
            raise PybsError("a play page shows a seat: 0 or 1")
        since = since if epoch == self.epoch and 0 <= since <= len(self.log.events) else 0
        out = board(self.state, seat)
        d = self.state.pending_decision() if not self.state.is_terminal() else None
        out["decision"] = decision_json(d, seat) if d is not None else None
        cards = cards_of(out, self.game.db, self.game.effects)
        out["log"] = log_json(self.log.entries(seat, since), self.game.db, self.game.effects, cards)
        out.update(mode="play", seat=seat, humans=sorted(self.humans), opponent=self.opponent, epoch=self.epoch,
                   log_start=since, log_length=len(self.log.events), practice=self.practice,
                   can_undo=self.practice and bool(self.history), autopay=_autopay_ok(d, seat),
                   replay=self.start is None, cards=cards)
        return out

    def replay(self) -> dict[str, Any]:
        """The game so far as a replay document (``pybs view`` reads it)."""
        from ..replay import make_replay

        agents = ["human" if s in self.humans else self.opponent for s in (0, 1)]
        return make_replay(self.game, self.seed, self.log.actions, self.state, agents)


def _autopay_ok(d: PendingDecision | None, seat: int) -> bool:
    return d is not None and d.player == seat and d.kind in PAYING


@dataclass
class ViewSession:
    """A recorded game: the position after any number of its actions, as any viewer sees it."""

    log: GameLog
    replay_doc: dict[str, Any]
    states: list[State] = field(init=False)

    def __post_init__(self) -> None:
        data = self.replay_doc
        game = self.log.game
        state = game.new_initial_state(data["seed"])
        self.states = [state.clone()]
        for code in data["actions"]:
            state.apply(code)
            self.states.append(state.clone())
        if "conceded_by" in data:  # the concession is a last position of its own
            state.concede(data["conceded_by"])
            self.states.append(state.clone())

    @property
    def steps(self) -> int:
        """The last position's index (positions are 0 .. steps)."""
        return len(self.states) - 1

    def view(self, step: int, viewer: int | str) -> dict[str, Any]:
        """Position ``step`` (after that many actions) as ``viewer`` sees it, with the log up to it and the
        action that comes next."""
        viewer = check_viewer(viewer)
        step = max(0, min(int(step), self.steps))
        state = self.states[step]
        out = board(state, viewer)
        d = state.pending_decision() if not state.is_terminal() else None
        out["decision"] = decision_json(d, viewer) if d is not None else None
        actions = self.replay_doc["actions"]
        nxt = actions[step] if step < len(actions) else None
        out["next"] = None
        if d is not None and nxt is not None and viewer in (d.player, "spectator"):
            out["next"] = {"code": nxt, "text": d.option(nxt).text}
        db = self.log.db
        entries = [render(raw, i, viewer, db) for i, raw in enumerate(self.log.events) if raw.action < step]
        cards = cards_of(out, db, self.log.game.effects)
        out["log"] = log_json(entries, db, self.log.game.effects, cards)
        out.update(mode="view", step=step, steps=self.steps, seat=viewer, log_start=0, log_length=len(entries),
                   decks=[d["name"] for d in self.replay_doc["decks"]], epoch=0, cards=cards)
        return out
