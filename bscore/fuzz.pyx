# Invariant fuzzing at C speed: random games where, after every action, the state invariants
# hold, every legal action applies cleanly, is_legal agrees with the legal list, and sampled
# illegal codes are rejected without touching the state.

import numpy as np

from libc.stdint cimport int32_t, uint8_t, uint16_t, uint64_t
from libc.string cimport memcmp, memcpy

from bscore._types cimport CardTable, END_TABLE_OVERFLOW, END_TURN_LIMIT, GameState, NUM_ACTIONS, PH_GAME_OVER, RulesBlock
from bscore.cards cimport CardTableHandle
from bscore.checks cimport check_invariants
from bscore.rng cimport bounded, derive_seed, seed_state
from bscore.state cimport validate_action
from bscore.legal cimport is_legal, legal_actions
from bscore.turn cimport setup_game, step

cdef enum:
    TRAIL_CAP = 1 << 20         # codes kept of the current game, to replay a failure
    FUZZ_OK = 0
    FUZZ_INVARIANT = 1          # + 100 * invariant code
    FUZZ_LEGAL_BROKE = 2        # applying a legal action broke an invariant
    FUZZ_IS_LEGAL_DISAGREES = 3
    FUZZ_ILLEGAL_ACCEPTED = 4
    FUZZ_REJECT_CHANGED = 5
    FUZZ_NO_ACTIONS = 6


FUZZ_MESSAGES = {
    FUZZ_INVARIANT: "an invariant failed after an action",
    FUZZ_LEGAL_BROKE: "applying a legal action broke an invariant",
    FUZZ_IS_LEGAL_DISAGREES: "is_legal disagrees with legal_actions",
    FUZZ_ILLEGAL_ACCEPTED: "an illegal code was accepted",
    FUZZ_REJECT_CHANGED: "rejecting an illegal code changed the state",
    FUZZ_NO_ACTIONS: "a live state has no legal action",
}


cdef int fuzz_step(GameState* g, const CardTable* t, uint64_t* rng, int illegal_samples,
                   bint every_legal, int every_code, int32_t* played) noexcept nogil:
    """Check one position thoroughly, then play a uniformly random legal action.

    ``every_code`` k asks is_legal about all codes at one position in k on average (1: every position; the
    check costs NUM_ACTIONS legality tests); elsewhere, and with 0, only the legal ones and the sampled
    illegal ones are asked (the soak's speed setting: the invariants are still checked every action).
    """
    cdef int32_t legal[NUM_ACTIONS]
    cdef uint8_t in_list[NUM_ACTIONS]
    cdef GameState probe
    cdef GameState before
    cdef int n, i, code, err
    n = legal_actions(g, t, legal, NUM_ACTIONS)
    if n == 0:
        return FUZZ_NO_ACTIONS
    for i in range(NUM_ACTIONS):
        in_list[i] = 0
    for i in range(n):
        in_list[legal[i]] = 1
    if every_code == 1 or (every_code > 1 and bounded(rng, every_code) == 0):
        for i in range(NUM_ACTIONS):  # every code: is_legal must match the list
            if is_legal(g, t, i) != in_list[i]:
                return FUZZ_IS_LEGAL_DISAGREES
    else:
        for i in range(n):
            if not is_legal(g, t, legal[i]):
                return FUZZ_IS_LEGAL_DISAGREES
    if every_legal:
        for i in range(n):
            probe = g[0]
            step(&probe, t, legal[i])
            err = check_invariants(&probe, t)
            if err:
                return FUZZ_LEGAL_BROKE + 100 * err
    memcpy(&before, g, sizeof(GameState))
    for i in range(illegal_samples):
        code = <int>bounded(rng, NUM_ACTIONS + 64) - 32  # a few out of range on both sides
        if 0 <= code < NUM_ACTIONS and in_list[code]:
            continue
        if validate_action(g, t, code) == 0:
            return FUZZ_ILLEGAL_ACCEPTED
        if memcmp(&before, g, sizeof(GameState)) != 0:
            return FUZZ_REJECT_CHANGED
    played[0] = legal[bounded(rng, n)]
    step(g, t, played[0])
    err = check_invariants(g, t)
    if err:
        return FUZZ_INVARIANT + 100 * err
    return FUZZ_OK


def run_fuzz(CardTableHandle handle, rows0, rows1, bytes rules, int n_games, uint64_t master_seed,
             int options=1, int illegal_samples=8, bint every_legal=True, uint64_t first_index=0,
             int every_code=1):
    """Play ``n_games`` random games under full checks.

    ``every_code`` k checks is_legal against the list for every code at one position in k (1: all).
    Returns a dict with games, actions, the first failure (game index, turn, code, message) or
    None, and ``end_reasons``: games per end reason (``pybs.layout.EndReason`` values).
    """
    cdef const uint16_t[::1] r0 = np.ascontiguousarray(rows0, dtype=np.uint16)
    cdef const uint16_t[::1] r1 = np.ascontiguousarray(rows1, dtype=np.uint16)
    cdef RulesBlock block
    cdef GameState g
    cdef uint64_t rng[4]
    cdef const CardTable* t = handle.ptr()
    cdef long long actions = 0
    cdef int i, res = 0, err
    cdef int turn_cap = 0
    cdef int overflow = 0
    cdef int failed_game = -1
    cdef long long reasons[16]
    cdef int32_t played
    cdef int n_trail = 0
    cdef int32_t[::1] trail = np.empty(TRAIL_CAP, dtype=np.int32)  # the current game's codes
    for i in range(16):
        reasons[i] = 0
    if len(rules) != sizeof(RulesBlock):
        raise ValueError("rules record has the wrong size")
    memcpy(&block, <const char*>rules, sizeof(RulesBlock))
    with nogil:
        for i in range(n_games):
            seed_state(rng, derive_seed(master_seed ^ 0x5EED5EED, first_index + i))
            setup_game(&g, t, &r0[0], r0.shape[0], &r1[0], r1.shape[0], &block,
                       derive_seed(master_seed, first_index + i), <uint8_t>options)
            err = check_invariants(&g, t)
            if err:
                res = FUZZ_INVARIANT + 100 * err
            n_trail = 0
            while not res and g.phase != PH_GAME_OVER:
                played = -1
                res = fuzz_step(&g, t, rng, illegal_samples, every_legal, every_code, &played)
                if n_trail < TRAIL_CAP:
                    trail[n_trail] = played
                    n_trail += 1
                actions += 1
            if res:
                failed_game = i
                break
            reasons[g.end_reason & 15] += 1
            if g.end_reason == END_TURN_LIMIT:
                turn_cap += 1
            elif g.end_reason == END_TABLE_OVERFLOW:  # an effect table was full (docs/EFFECTS.md)
                overflow += 1
    failure = None
    if res:
        from bscore.checks import describe_invariant_error
        kind, inv = res % 100, res // 100
        text = FUZZ_MESSAGES.get(kind, str(kind))
        if inv:
            text += f": {describe_invariant_error(inv)}"
        # the codes the failing game played (the last one broke it), for replaying it through the API
        failure = {"game": failed_game, "turn": g.turn, "code": res, "message": text,
                   "actions": [int(trail[j]) for j in range(n_trail) if trail[j] >= 0]}
    return {"games": n_games if failed_game < 0 else failed_game + 1, "actions": actions, "failure": failure,
            "turn_cap_games": turn_cap, "overflow_games": overflow,
            "end_reasons": {r: reasons[r] for r in range(16) if reasons[r]}}
