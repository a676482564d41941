# The nogil batch loop: N games with compiled agents and no Python per step.
# Game i is seeded derive_seed(master, first_index + i), so results do not depend on how a
# run is split into chunks, workers or backends.

import numpy as np

from libc.stdint cimport int8_t, int32_t, uint8_t, uint16_t, uint64_t
from libc.string cimport memcpy, memset

from bscore._types cimport (
    A_ACCEL, A_ACCEL_FIELD, A_ACTIVATE, A_ADVENT, A_ADVENT_HAND_SIDE, A_AWAKEN, A_MIRAGE, A_SET_BURST, A_USE_HAND,
    A_USE_HAND_SIDE, CardTable, DK_NONE, GameState, MAX_CARDS, MAX_SLOTS, NO_CARD, NUM_ACTIONS, PH_GAME_OVER,
    PlayerState, RulesBlock, WINNER_DRAW,
)
from bscore.actions cimport set_effect_marks
from bscore.agents cimport AGENT_GREEDY
from bscore.cards cimport CardTableHandle
from bscore.ismcts cimport AgentSpec, DEFAULT_ROLLOUTS, agent_action, fill_spec
from bscore.checks cimport check_invariants
from bscore.rng cimport agent_seed, derive_seed, seed_state
from bscore.turn cimport setup_game, step

from bscore.ismcts import AGENT_KINDS as AGENTS, DEFAULT_C


cdef extern from "Python.h":
    int PyErr_CheckSignals()
    void PyErr_Clear()


cdef bint interrupt_pending() noexcept nogil:
    """Ctrl-C arrived (Python's SIGINT handler ran): the loop stops at once instead of at the chunk's end."""
    cdef int failed
    with gil:
        failed = PyErr_CheckSignals()
        if failed:
            PyErr_Clear()  # play_batch raises KeyboardInterrupt itself once it holds the GIL again
    return failed != 0


cdef inline void mark_hands(const GameState* g, CardMarks* marks) noexcept nogil:
    """Every card now in a hand counts as drawn (a hand is a few cards: cheaper than tracking each move)."""
    cdef int p, h
    cdef const PlayerState* pl
    for p in range(2):
        pl = &g.players[p]
        for h in range(pl.hand_count):
            marks.drawn[p] |= (<uint64_t>1) << pl.hand[h]


cdef inline int used_instance(const GameState* g, int p, int code) noexcept nogil:
    """The card player ``p`` chooses to use with ``code`` (from the hand, the hand-side, a Burst set, a field
    card's effect), or NO_CARD."""
    cdef const PlayerState* pl = &g.players[p]
    cdef int i
    if A_USE_HAND <= code < A_USE_HAND + MAX_CARDS:
        i = code - A_USE_HAND
    elif A_ADVENT <= code < A_ADVENT + MAX_CARDS:
        i = code - A_ADVENT
    elif A_MIRAGE <= code < A_MIRAGE + MAX_CARDS:
        i = code - A_MIRAGE
    elif A_ACCEL <= code < A_ACCEL + MAX_CARDS:
        i = code - A_ACCEL
    elif A_SET_BURST <= code < A_SET_BURST + MAX_CARDS:
        i = code - A_SET_BURST
    elif A_USE_HAND_SIDE <= code < A_USE_HAND_SIDE + MAX_CARDS:
        i = code - A_USE_HAND_SIDE
        return pl.hand_side[i] if i < pl.hand_side_count else NO_CARD
    elif A_ADVENT_HAND_SIDE <= code < A_ADVENT_HAND_SIDE + MAX_CARDS:
        i = code - A_ADVENT_HAND_SIDE
        return pl.hand_side[i] if i < pl.hand_side_count else NO_CARD
    elif A_ACTIVATE <= code < A_ACTIVATE + MAX_SLOTS:
        return pl.slots[code - A_ACTIVATE].inst
    elif A_ACCEL_FIELD <= code < A_ACCEL_FIELD + MAX_SLOTS:
        return pl.slots[code - A_ACCEL_FIELD].inst
    elif A_AWAKEN <= code < A_AWAKEN + MAX_SLOTS:
        return pl.slots[code - A_AWAKEN].inst
    else:
        return NO_CARD
    return pl.hand[i] if i < pl.hand_count else NO_CARD


cdef bint play_one(GameState* g, const CardTable* t, const uint16_t* rows0, int n0,
                   const uint16_t* rows1, int n1, const RulesBlock* rules, uint64_t seed,
                   uint8_t options, const AgentSpec* agent0, const AgentSpec* agent1, bint check,
                   GameResult* out, CardMarks* marks=NULL) noexcept nogil:
    """Play one game into ``out``; True if Ctrl-C arrived during a search (the game is left unfinished).

    With ``marks`` the game's per-card statistics are recorded too, from the state around each action the
    players choose (searches and the reference engine take no part)."""
    cdef int32_t legal[NUM_ACTIONS]
    cdef uint64_t streams[2][4]
    cdef int p, code, err = 0, searched, inst
    seed_state(streams[0], agent_seed(seed, 0))
    seed_state(streams[1], agent_seed(seed, 1))
    # a searching agent steps copies of the game: then the marks are taken only around the real steps
    cdef bint per_step = marks != NULL and (agent0.kind > AGENT_GREEDY or agent1.kind > AGENT_GREEDY)
    if marks != NULL:
        memset(marks, 0, sizeof(CardMarks))
        set_effect_marks(marks.resolved)
    setup_game(g, t, rows0, n0, rows1, n1, rules, seed, options)
    if marks != NULL:
        mark_hands(g, marks)
        if per_step:
            set_effect_marks(NULL)
    if check:
        err = check_invariants(g, t)
    while g.phase != PH_GAME_OVER and not err:
        p = g.edecision_player if g.edecision != DK_NONE else g.decision_player
        code = agent_action(agent0 if p == 0 else agent1, g, t, streams[p], legal, &searched)
        if searched and interrupt_pending():  # a search can take long: look after each one
            return True
        if marks == NULL:
            step(g, t, code)
        else:
            inst = used_instance(g, p, code)
            if inst != NO_CARD:
                marks.used[p] |= (<uint64_t>1) << inst
            if per_step:
                set_effect_marks(marks.resolved)
                step(g, t, code)
                set_effect_marks(NULL)
            else:
                step(g, t, code)
            mark_hands(g, marks)
        if check:
            err = check_invariants(g, t)
    if marks != NULL and not per_step:
        set_effect_marks(NULL)
    out.winner = -1 if g.winner == WINNER_DRAW else <int8_t>g.winner
    out.first_player = g.first_player
    out.turns = g.turn
    out.end_reason = g.end_reason
    out.life0 = g.players[0].life
    out.life1 = g.players[1].life
    out.actions = g.actions_applied
    out.error = err
    return False


RESULT_DTYPE = np.dtype([
    ("winner", np.int8), ("first_player", np.int8), ("turns", np.int32), ("end_reason", np.uint8),
    ("life0", np.uint16), ("life1", np.uint16), ("actions", np.int32), ("error", np.int32),
], align=True)
# with card_stats=True: the results, then per seat (index 0, 1) a bit per card instance (pybs.simulate)
CARD_STATS_DTYPE = np.dtype([(name, RESULT_DTYPE.fields[name][0]) for name in RESULT_DTYPE.names] + [
    ("drawn", np.uint64, (2,)), ("used", np.uint64, (2,)), ("resolved", np.uint64, (2,)),
], align=True)


def play_batch(CardTableHandle handle, rows0, rows1, bytes rules, int n_games, uint64_t master_seed,
               agents=("greedy", "greedy"), uint64_t first_index=0, int options=1, bint check=False,
               ismcts_rollouts=DEFAULT_ROLLOUTS, ismcts_ms=None, ismcts_c=DEFAULT_C, bint card_stats=False):
    """Play ``n_games`` games without the GIL; returns a structured array of per-game results.

    ``agents`` names each seat's policy (``AGENTS``); an "ismcts" seat searches with
    ``ismcts_rollouts`` rollouts (and/or ``ismcts_ms`` milliseconds) per decision. With ``card_stats``
    the array is ``CARD_STATS_DTYPE``: each game's results plus, per seat, bit masks over the card
    instances drawn, used and with an ability resolved (off by default: the normal loop does no extra work).
    """
    cdef const uint16_t[::1] r0 = np.ascontiguousarray(rows0, dtype=np.uint16)
    cdef const uint16_t[::1] r1 = np.ascontiguousarray(rows1, dtype=np.uint16)
    cdef RulesBlock block
    cdef GameState g
    cdef AgentSpec spec0, spec1
    cdef const CardTable* t = handle.ptr()
    cdef int i, n0 = r0.shape[0], n1 = r1.shape[0]
    cdef uint8_t opts = <uint8_t>options
    if len(rules) != sizeof(RulesBlock):
        raise ValueError("rules record has the wrong size")
    if sizeof(GameResult) != RESULT_DTYPE.itemsize or sizeof(GameResultCards) != CARD_STATS_DTYPE.itemsize:
        raise AssertionError("GameResult and RESULT_DTYPE disagree")
    memcpy(&block, <const char*>rules, sizeof(RulesBlock))
    fill_spec(&spec0, agents[0], ismcts_rollouts, ismcts_ms, ismcts_c, 0.0)
    fill_spec(&spec1, agents[1], ismcts_rollouts, ismcts_ms, ismcts_c, 0.0)
    out = np.zeros(n_games, dtype=CARD_STATS_DTYPE if card_stats else RESULT_DTYPE)
    cdef uint8_t[::1] raw = out.view(np.uint8)
    cdef GameResult* res = <GameResult*>&raw[0] if n_games else NULL
    cdef GameResultCards* res_cards = <GameResultCards*>&raw[0] if n_games else NULL
    cdef bint stopped = False
    with nogil:
        for i in range(n_games):  # Ctrl-C is looked for after every game (and every search)
            if card_stats:
                stopped = play_one(&g, t, &r0[0], n0, &r1[0], n1, &block, derive_seed(master_seed, first_index + i),
                                   opts, &spec0, &spec1, check, &res_cards[i].result, &res_cards[i].marks)
            else:
                stopped = play_one(&g, t, &r0[0], n0, &r1[0], n1, &block, derive_seed(master_seed, first_index + i),
                                   opts, &spec0, &spec1, check, &res[i])
            if stopped or interrupt_pending():
                stopped = True
                break
    if stopped:
        raise KeyboardInterrupt
    return out
