"""The random and greedy policies over the reference engine's objects.

The compiled twins live in ``bscore/agents.pyx``; the batch loop's results must equal a
reference game played with these functions on the same seeds.
"""

from __future__ import annotations

from .. import codec as C
from .. import layout as L
from ..effects.spec import Op
from ..layout import CardType, Decision
from . import kernels as K
from . import rng as R
from .battle_rules import battler_now
from .engine import BATTLER_TYPES, RefState


def random_action(state: RefState, legal: list[int], rng_words: list[int]) -> int:
    """Uniform over the legal actions, drawn from the agent's own RNG stream."""
    return legal[R.bounded(rng_words, len(legal))]


def _excess(state: RefState, p: int, k: int) -> int:
    """Cores on slot k above what keeps it on the field."""
    return state._cores_on(p, k) - state._min_cores_at(p, k)


def _best_excess_slot(state: RefState, p: int, legal: set[int], code_of) -> int:
    best, best_excess = -1, 0
    for k, slot in enumerate(state.players[p].slots):
        if slot is not None and slot.cores and code_of(1 + k) in legal:
            excess = _excess(state, p, k)
            if excess > best_excess:
                best, best_excess = k, excess
    return best


def _battlers(state: RefState, p: int, refreshed_only: bool = True) -> list[tuple[int, int]]:
    """(BP, slot) of p's Spirits/Ultimates, refreshed ones only by default."""
    out = []
    pl = state.players[p]
    for k, slot in enumerate(pl.slots):
        if slot is None or (refreshed_only and slot.exhaust):
            continue
        if battler_now(state, p, slot.inst):  # as the compiled can_battle (vocab-B: a Nexus as a Spirit)
            out.append((state.bp(p, k), k))
    return out


def greedy_effect_action(state: RefState, legal: list[int]) -> int:
    """Effect decisions: take the first option (the most, for "up to N cores"), say yes, keep the Soul Core."""
    d = state.edecision
    if d == Decision.CHOOSE:
        if state._op_at(state.frames[-1])[0] == Op.CORES:  # how many cores: as many as allowed
            return max(legal)
        return C.choice(0) if C.choice(0) in legal else C.PASS
    if d in (Decision.YES_NO, Decision.BURST):
        return C.CONFIRM
    if d in (Decision.SOUL, Decision.AWAKEN):
        return C.PASS
    if d == Decision.BRAVE_KEEP:  # keep the Brave: the lowest core source (the Reserve first)
        return legal[1] if len(legal) > 1 and legal[0] == C.PASS else legal[0]
    if d in (Decision.MAGIC_EFFECT, Decision.ORDER):
        return C.choice(0)
    return _greedy_flow(state, legal, d, state.edecision_player)  # PAY / PLACE of an effect's summon


def greedy_action(state: RefState, legal: list[int]) -> int:
    """A simple, deterministic heuristic; ties go to the lowest code or slot."""
    if state.edecision != Decision.NONE:
        return greedy_effect_action(state, legal)
    return _greedy_flow(state, legal, state.decision, state.decision_player)


def _greedy_flow(state: RefState, legal: list[int], d: int, p: int) -> int:
    pl = state.players[p]
    table = state.table
    legal_set = set(legal)
    if d == Decision.MAIN:
        best, best_cost = -1, -1
        for code in legal:
            if C.USE_HAND <= code < C.ATTACK:
                row = pl.card_ids[pl.hand[code - C.USE_HAND]]
                if table.card_type[row] != CardType.MAGIC and table.cost[row] > best_cost:
                    best, best_cost = code, table.cost[row]
        if best >= 0:
            return best
        if pl.reserve:  # level up the Spirit closest to its next level
            best_k, best_need = -1, 1 << 30
            for k, slot in enumerate(pl.slots):
                if slot is None or table.card_type[pl.card_ids[slot.inst]] not in BATTLER_TYPES:
                    continue
                have = state._cores_on(p, k)
                for need in table.level_cores[pl.card_ids[slot.inst]]:
                    if need > have:
                        if need - have <= pl.reserve and need - have < best_need:
                            best_k, best_need = k, need - have
                        break
            if best_k >= 0:
                return C.move(0, 1 + best_k, 0)
        if pl.burst_inst == L.NO_CARD:  # keep a Burst set
            for code in legal:
                if C.SET_BURST <= code < C.AWAKEN:
                    return code
        return C.PASS
    if d == Decision.PAY:
        if C.PASS in legal_set:  # an optional free use: take it
            return C.PASS
        if C.pay(0, 0) in legal_set:
            return C.pay(0, 0)
        k = _best_excess_slot(state, p, legal_set, lambda loc: C.pay(loc, 0))
        if k >= 0:
            return C.pay(1 + k, 0)
        if C.pay(0, 1) in legal_set:
            return C.pay(0, 1)
        return legal[0]
    if d == Decision.PLACE:
        if C.PASS in legal_set:
            return C.PASS
        for code in (C.place(0, 0), C.place(0, 1)):
            if code in legal_set:
                return code
        k = _best_excess_slot(state, p, legal_set, lambda loc: C.place(loc, 0))
        return C.place(1 + k, 0) if k >= 0 else legal[0]
    if d == Decision.ATTACK:
        mine = [(bp, k) for bp, k in _battlers(state, p) if C.attack(k) in legal_set]
        if C.PASS in legal_set:  # paying its last core depletes it
            mine = [(bp, k) for bp, k in mine if not state.attack_taxed(p, k) or _excess(state, p, k) > 0]
        if not mine:
            return C.PASS
        blockers = _battlers(state, 1 - p)
        top_block = max((bp for bp, _ in blockers), default=0)
        bp, k = max(mine, key=lambda t: (t[0], -t[1]))
        if not blockers or bp > top_block or len(mine) > len(blockers) or C.PASS not in legal_set:
            return C.attack(k)
        return C.PASS
    if d == Decision.BLOCK:
        a = state.active
        att_bp = state.bp(a, state.attacker)
        att_symbols = len(table.symbols[state._slot_row(a, state.attacker)])
        mine = [(bp, k) for bp, k in _battlers(state, p, refreshed_only=False) if C.block(k) in legal_set]
        winners = [(bp, k) for bp, k in mine if bp > att_bp]
        if winners:
            return C.block(min(winners)[1])
        if mine and (K.life_damage(att_symbols, pl.life) >= pl.life or C.PASS not in legal_set):
            return C.block(max(mine, key=lambda t: (t[0], -t[1]))[1])
        return C.PASS
    if d == Decision.MAGIC_EFFECT:  # R8.4: a Magic with two effects was used; take the first
        return C.choice(0)
    return C.PASS  # Flash timings: no Flash effects to weigh yet


def play_reference_game(state: RefState, agents: tuple[str, str], game_seed: int) -> RefState:
    """Play to the end with named policies ('random' or 'greedy') for seats 0 and 1."""
    streams = [R.seed_state(R.agent_seed(game_seed, seat)) for seat in (0, 1)]
    legal = None
    while not state.is_terminal():
        if legal is None:
            legal = state.legal_actions()
        p = state.current()[1]
        if agents[p] == "random":
            code = random_action(state, legal, streams[p])
        else:
            code = greedy_action(state, legal)
        state._perform(code)
        legal = state._advance()  # the list the forced-action shortcut made, if it made one
    return state


