# Hidden-state sampling for search agents: redraw every card one player cannot see (R0.7).
# The card instances stay where they are; only their card-table rows are permuted among the
# instances the player cannot identify, so every zone, count and reference stays valid.

from libc.stdint cimport uint8_t, uint16_t, uint64_t
from libc.string cimport memset

from bscore._effects cimport CFL_HAS_BURST
from bscore._types cimport CardTable, FRAME_PUBLIC, GameState, MAX_CARDS, NO_CARD, PH_GAME_OVER, PlayerState, USE_NONE
from bscore.rng cimport bounded, derive_seed, seed_state

cdef enum:
    SHUFFLE_STREAM = 1
    GAME_STREAM = 2


cdef inline void pin(uint8_t* pinned, int p, int inst) noexcept nogil:
    if p <= 1 and inst < MAX_CARDS:
        pinned[p * MAX_CARDS + inst] = 1


cdef void pin_referenced(const GameState* g, uint8_t* pinned) noexcept nogil:
    """Cards an effect, a trigger or a use points at keep their identity (they may have been shown)."""
    cdef int i, j
    memset(pinned, 0, 2 * MAX_CARDS)
    for i in range(g.n_mods):
        if g.mods[i].inst != NO_CARD:
            pin(pinned, g.mods[i].player, g.mods[i].inst)
    for i in range(g.n_queue):
        pin(pinned, g.queue[i].player, g.queue[i].inst)
        pin(pinned, g.queue[i].subj_player, g.queue[i].subj_inst)
    for i in range(g.n_frames):
        pin(pinned, g.frames[i].player, g.frames[i].inst)
        pin(pinned, g.frames[i].subj_player, g.frames[i].subj_inst)
        for j in range(g.frames[i].n_targets):
            pin(pinned, g.frames[i].targets[j] >> 6, g.frames[i].targets[j] & 63)
    if g.use_kind != USE_NONE:
        pin(pinned, g.use_player, g.use_inst)
    for i in range(2):  # a Burst being offered (R13.3) is known to listen to the event that offered it
        if (g.burst_offer >> i) & 1 and g.players[i].burst_inst != NO_CARD:
            pin(pinned, i, g.players[i].burst_inst)


cdef void shuffle_rows(PlayerState* pl, const uint8_t* insts, int n, uint64_t* rng) noexcept nogil:
    """Fisher-Yates over the rows of ``insts``: a uniform redraw of which card each one is."""
    cdef int i, j
    cdef uint16_t tmp
    for i in range(n - 1, 0, -1):
        j = <int>bounded(rng, i + 1)
        tmp = pl.card_ids[insts[i]]
        pl.card_ids[insts[i]] = pl.card_ids[insts[j]]
        pl.card_ids[insts[j]] = tmp


cdef int hidden_pools(const GameState* g, int player, uint8_t* opp_pool, int* n_opp, bint* burst_first,
                      uint8_t* own_pool) noexcept nogil:
    """The cards ``player`` cannot identify, in a fixed order (returns how many of their own).

    ``opp_pool``: the opponent's face-down Burst first (``burst_first``), then hand, deck and the cards
    the opponent views alone; ``own_pool``: the player's own deck. Cards an effect, a trigger or a
    use points at are left out (they may have been shown)."""
    cdef uint8_t pinned[2 * MAX_CARDS]
    cdef int n = 0, i, f, j, opp = 1 - player
    cdef const PlayerState* op = &g.players[opp]
    cdef const PlayerState* me = &g.players[player]
    cdef const uint8_t* mine = pinned + player * MAX_CARDS
    cdef const uint8_t* theirs = pinned + opp * MAX_CARDS
    pin_referenced(g, pinned)
    burst_first[0] = (op.burst_inst != NO_CARD and op.burst_state == 0 and g.phase != PH_GAME_OVER
                      and not theirs[op.burst_inst])
    if burst_first[0]:
        opp_pool[n] = op.burst_inst
        n += 1
    for i in range(op.hand_count):
        if not theirs[op.hand[i]]:
            opp_pool[n] = op.hand[i]
            n += 1
    for i in range(op.deck_count):
        if not theirs[op.deck[i]]:
            opp_pool[n] = op.deck[i]
            n += 1
    for f in range(g.n_frames):  # cards the opponent views alone
        if g.frames[f].buffer_owner == opp and not g.frames[f].flags & FRAME_PUBLIC:
            for j in range(g.frames[f].n_buffer):
                if not theirs[g.frames[f].buffer[j]]:
                    opp_pool[n] = g.frames[f].buffer[j]
                    n += 1
    n_opp[0] = n
    n = 0
    for i in range(me.deck_count):
        if not mine[me.deck[i]]:
            own_pool[n] = me.deck[i]
            n += 1
    return n


cdef void resample_hidden(GameState* g, const CardTable* t, int player, uint64_t seed) noexcept nogil:
    """Redraw the cards ``player`` cannot see, consistently with what they see, from ``seed``.

    The opponent's hand, deck, face-down Burst and privately viewed cards form one pool whose
    rows are reshuffled; the Burst slot draws only among cards that can be set as a Burst
    (R13.1: the opponent could only have set one). The player's own deck order is redrawn too.
    The game's RNG is reseeded from ``seed`` so the new state plays on deterministically.
    """
    cdef uint64_t rng[4]
    cdef uint8_t pool[MAX_CARDS]
    cdef uint8_t own[MAX_CARDS]
    cdef int n, n_own, i, n_burst = 0, pick
    cdef bint burst_hidden
    cdef uint16_t tmp
    cdef PlayerState* op = &g.players[1 - player]
    seed_state(rng, derive_seed(seed, SHUFFLE_STREAM))
    n_own = hidden_pools(g, player, pool, &n, &burst_hidden, own)
    if burst_hidden:
        for i in range(n):
            n_burst += (t.card_flags[op.card_ids[pool[i]]] & CFL_HAS_BURST) != 0
        pick = <int>bounded(rng, n_burst)
        for i in range(n):
            if t.card_flags[op.card_ids[pool[i]]] & CFL_HAS_BURST:
                if pick == 0:
                    tmp = op.card_ids[pool[0]]
                    op.card_ids[pool[0]] = op.card_ids[pool[i]]
                    op.card_ids[pool[i]] = tmp
                    break
                pick -= 1
        shuffle_rows(op, pool + 1, n - 1, rng)
    else:
        shuffle_rows(op, pool, n, rng)
    shuffle_rows(&g.players[player], own, n_own, rng)
    seed_state(g.rng, derive_seed(seed, GAME_STREAM))
