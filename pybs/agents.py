"""Agents that play through the public API: ``agent.step(state) -> action code``.

``RandomAgent`` and ``GreedyAgent`` make the same choices as the compiled policies in
``bscore/agents.pyx`` (and ``pybs.reference.agents``), so a game played here reproduces a
game of the nogil batch loop. They read only what ``state.observation(player)`` shows.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from . import codec as C
from .carddb import CardDatabase, load_default
from .layout import CardType, Decision
from .reference import rng as R
from .reference.agents import greedy_effect_answer

BATTLERS = (CardType.SPIRIT, CardType.ULTIMATE, CardType.BRAVE)


class Agent(Protocol):
    """Anything with ``step(state) -> int`` can play."""

    def step(self, state) -> int: ...


class RandomAgent:
    """Uniform over the legal actions, from its own xoshiro256** stream."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = R.Rng(seed)

    def step(self, state) -> int:
        legal = state.legal_actions()
        return int(legal[self.rng.bounded(len(legal))])


class GreedyAgent:
    """A simple deterministic heuristic (ties go to the lowest code or slot).

    Main Step: summon the most expensive affordable Spirit/Nexus, then level up the
    Spirit closest to its next level. Pay and place from the Reserve first. Attack with the
    strongest Spirit when it beats every blocker or outnumbers them; block with the weakest
    Spirit that wins, or chump-block a lethal hit. Never uses Magic (vanilla Magic does
    nothing yet).
    """

    def __init__(self, db: CardDatabase | None = None) -> None:
        self.db = db

    def step(self, state) -> int:
        p = state.current_player()
        obs = state.observation(p)
        db = self.db or getattr(state, "_db", load_default)()
        legal = {int(c) for c in state.legal_actions()}
        return _greedy(obs, db, p, legal)


def _type(db: CardDatabase, card_id: str) -> CardType:
    return db[card_id].type


def _min_cores(db: CardDatabase, card_id: str) -> int:
    card = db[card_id]
    return 0 if card.type == CardType.MAGIC or not card.levels else card.levels[0][1]


def _refreshed_battlers(db: CardDatabase, seat: dict) -> list[dict]:
    return [f for f in seat["field"] if not f["exhausted"] and _type(db, f["card"]) in BATTLERS]


def _best_excess(db: CardDatabase, me: dict, legal: set[int], code_of) -> int:
    best, best_excess = -1, 0
    for f in me["field"]:
        normal = f["cores"] - f["soul_core"]
        if normal and code_of(1 + f["slot"]) in legal:
            excess = f["cores"] - _min_cores(db, f["card"])
            if excess > best_excess:
                best, best_excess = f["slot"], excess
    return best


def _greedy(obs: dict, db: CardDatabase, p: int, legal: set[int]) -> int:
    d = Decision[obs["decision"]]
    me = obs["players"][p]
    opp = obs["players"][1 - p]
    counting = d == Decision.CHOOSE and bool(obs["effect"]) and obs["effect"]["op"] == "CORES"
    answer = greedy_effect_answer(d, sorted(legal), counting)
    if answer >= 0:
        return answer
    if d == Decision.MAIN:
        best, best_cost = -1, -1
        for h, card_id in enumerate(me["hand"]):
            card = db[card_id]
            if card.type != CardType.MAGIC and card.cost > best_cost and C.use_hand(h) in legal:
                best, best_cost = C.use_hand(h), card.cost
        if best >= 0:
            return best
        if me["reserve"]:
            best_k, best_need = -1, 1 << 30
            for f in me["field"]:
                if _type(db, f["card"]) not in BATTLERS:
                    continue
                for _level, need, _bp in db[f["card"]].levels:
                    if need > f["cores"]:
                        gap = need - f["cores"]
                        if gap <= me["reserve"] and gap < best_need:
                            best_k, best_need = f["slot"], gap
                        break
            if best_k >= 0:
                return C.move(0, 1 + best_k, 0)
        if not me["burst"]["set"]:  # keep a Burst set
            bursts = sorted(c for c in legal if C.SET_BURST <= c < C.AWAKEN)
            if bursts:
                return bursts[0]
        return C.PASS
    if d == Decision.PAY:
        if C.pay(0, 0) in legal:
            return C.pay(0, 0)
        k = _best_excess(db, me, legal, lambda loc: C.pay(loc, 0))
        if k >= 0:
            return C.pay(1 + k, 0)
        return C.pay(0, 1) if C.pay(0, 1) in legal else min(legal)
    if d == Decision.PLACE:
        for code in (C.PASS, C.place(0, 0), C.place(0, 1)):
            if code in legal:
                return code
        k = _best_excess(db, me, legal, lambda loc: C.place(loc, 0))
        return C.place(1 + k, 0) if k >= 0 else min(legal)
    if d == Decision.ATTACK:
        mine = [f for f in _refreshed_battlers(db, me) if C.attack(f["slot"]) in legal]
        if not mine:
            return C.PASS
        blockers = _refreshed_battlers(db, opp)
        top = max((f["bp"] for f in blockers), default=0)
        best = max(mine, key=lambda f: (f["bp"], -f["slot"]))
        if not blockers or best["bp"] > top or len(mine) > len(blockers) or C.PASS not in legal:
            return C.attack(best["slot"])
        return C.PASS
    if d == Decision.BLOCK:
        attacker = next(f for f in opp["field"] if f["slot"] == obs["battle"]["attacker"])
        mine = [f for f in _refreshed_battlers(db, me) if C.block(f["slot"]) in legal]
        winners = [f for f in mine if f["bp"] > attacker["bp"]]
        if winners:
            return C.block(min(winners, key=lambda f: (f["bp"], f["slot"]))["slot"])
        if mine and (min(attacker["symbols"], me["life"]) >= me["life"] or C.PASS not in legal):
            return C.block(max(mine, key=lambda f: (f["bp"], -f["slot"]))["slot"])
        return C.PASS
    return C.PASS


def agent_for(name: str, seed: int, seat: int) -> Agent:
    """The named agent for ``seat`` of the game seeded ``seed`` (same stream as the batch loop)."""
    if name == "random":
        return RandomAgent(R.agent_seed(seed, seat))
    if name == "greedy":
        return GreedyAgent()
    raise ValueError(f"unknown agent {name!r}; known: random, greedy")


def play(state, agents: Sequence[Agent], max_actions: int = 1_000_000) -> list[int]:
    """Play ``state`` to the end with one agent per seat; returns the action codes chosen."""
    actions: list[int] = []
    while not state.is_terminal() and len(actions) < max_actions:
        code = agents[state.current_player()].step(state)
        state.apply(code)
        actions.append(code)
    return actions


AGENT_NAMES = ("random", "greedy")
