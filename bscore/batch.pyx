# The nogil batch loop: N games with compiled agents and no Python per step.
# Game i is seeded derive_seed(master, first_index + i), so results do not depend on how a
# run is split into chunks, workers or backends.

import numpy as np

from libc.stdint cimport int8_t, int32_t, uint8_t, uint16_t, uint64_t
from libc.string cimport memcpy

from bscore._types cimport CardTable, DK_NONE, GameState, NUM_ACTIONS, PH_GAME_OVER, RulesBlock, WINNER_DRAW
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


cdef bint play_one(GameState* g, const CardTable* t, const uint16_t* rows0, int n0,
                   const uint16_t* rows1, int n1, const RulesBlock* rules, uint64_t seed,
                   uint8_t options, const AgentSpec* agent0, const AgentSpec* agent1, bint check,
                   GameResult* out) noexcept nogil:
    """Play one game into ``out``; True if Ctrl-C arrived during a search (the game is left unfinished)."""
    cdef int32_t legal[NUM_ACTIONS]
    cdef uint64_t streams[2][4]
    cdef int p, code, err = 0, searched
    seed_state(streams[0], agent_seed(seed, 0))
    seed_state(streams[1], agent_seed(seed, 1))
    setup_game(g, t, rows0, n0, rows1, n1, rules, seed, options)
    if check:
        err = check_invariants(g, t)
    while g.phase != PH_GAME_OVER and not err:
        p = g.edecision_player if g.edecision != DK_NONE else g.decision_player
        code = agent_action(agent0 if p == 0 else agent1, g, t, streams[p], legal, &searched)
        if searched and interrupt_pending():  # a search can take long: look after each one
            return True
        step(g, t, code)
        if check:
            err = check_invariants(g, t)
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


def play_batch(CardTableHandle handle, rows0, rows1, bytes rules, int n_games, uint64_t master_seed,
               agents=("greedy", "greedy"), uint64_t first_index=0, int options=1, bint check=False,
               ismcts_rollouts=DEFAULT_ROLLOUTS, ismcts_ms=None, ismcts_c=DEFAULT_C):
    """Play ``n_games`` games without the GIL; returns a structured array of per-game results.

    ``agents`` names each seat's policy (``AGENTS``); an "ismcts" seat searches with
    ``ismcts_rollouts`` rollouts (and/or ``ismcts_ms`` milliseconds) per decision.
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
    if sizeof(GameResult) != RESULT_DTYPE.itemsize:
        raise AssertionError("GameResult and RESULT_DTYPE disagree")
    memcpy(&block, <const char*>rules, sizeof(RulesBlock))
    fill_spec(&spec0, agents[0], ismcts_rollouts, ismcts_ms, ismcts_c, 0.0)
    fill_spec(&spec1, agents[1], ismcts_rollouts, ismcts_ms, ismcts_c, 0.0)
    out = np.zeros(n_games, dtype=RESULT_DTYPE)
    cdef uint8_t[::1] raw = out.view(np.uint8)
    cdef GameResult* res = <GameResult*>&raw[0] if n_games else NULL
    cdef bint stopped = False
    with nogil:
        for i in range(n_games):  # Ctrl-C is looked for after every game (and every search)
            if (play_one(&g, t, &r0[0], n0, &r1[0], n1, &block, derive_seed(master_seed, first_index + i),
                         opts, &spec0, &spec1, check, &res[i]) or interrupt_pending()):
                stopped = True
                break
    if stopped:
        raise KeyboardInterrupt
    return out
