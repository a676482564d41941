# Legal actions (R6.5, R7, R8, R9, R10): the ascending list, one-code checks, and the
# forced-decision shortcut that advance() uses. Twin: RefState.legal_actions.

from libc.stdint cimport int32_t

from bscore._types cimport (
    A_ATTACK, A_BLOCK, A_MOVE, A_PASS, A_PAY, A_PLACE, A_SWAP_SOUL, A_USE_HAND, CardTable,
    CT_MAGIC, CT_SPIRIT, CT_ULTIMATE, DK_ATTACK, DK_BLOCK, DK_FLASH, DK_MAIN, DK_NONE, DK_PAY,
    DK_PLACE, GameState, MAX_SLOTS, MAX_SYMBOLS, NO_CARD, NUM_ACTIONS, NUM_LOCS, ORIGIN_FLASH, ORIGIN_MAIN,
    PH_GAME_OVER, PlayerState, SOUL_RESERVE, STEP_FLASH, STEP_MAIN,
)
from bscore.cores cimport cores_on, has_core, soul_at_loc
from bscore.costs cimport add_symbol, clear_symbols, cost_with, payable
from bscore.levels cimport min_cores


cdef int free_slot(const GameState* g, int p) noexcept nogil:
    """The lowest empty slot, -1 when the field is full."""
    cdef const PlayerState* pl = &g.players[p]
    cdef int k
    for k in range(pl.slot_top):
        if pl.slots[k].inst == NO_CARD:
            return k
    return pl.slot_top if pl.slot_top < MAX_SLOTS else -1


# ---------------------------------------------------------------- legal actions

cdef void prepare_use(const GameState* g, const CardTable* t, int p, UseContext* ctx) noexcept nogil:
    """What every card use of player p checks, computed once per decision."""
    cdef const PlayerState* pl = &g.players[p]
    cdef int k, s, row
    clear_symbols(&ctx.symbols)
    ctx.total_cores = pl.reserve + (soul_at_loc(g, p) >= 0)
    ctx.free_slot = pl.slot_top if pl.slot_top < MAX_SLOTS else -1
    ctx.spirit_colors = 0
    for k in range(pl.slot_top):  # one pass over the field
        if pl.slots[k].inst == NO_CARD:
            if ctx.free_slot < 0 or k < ctx.free_slot:
                ctx.free_slot = k
            continue
        row = pl.card_ids[pl.slots[k].inst]
        ctx.total_cores += pl.slots[k].cores
        for s in range(t.n_symbols[row]):
            add_symbol(&ctx.symbols, t.symbols[row * MAX_SYMBOLS + s])
        if t.card_type[row] == CT_SPIRIT:
            ctx.spirit_colors |= t.colors[row]


cdef bint can_use(const GameState* g, const CardTable* t, const UseContext* ctx, int p, int h,
                  int origin) noexcept nogil:
    """Whether hand card h may be declared now (R7.6, R8.1-R8.4, R10.1)."""
    cdef int row = g.players[p].card_ids[g.players[p].hand[h]]
    cdef int ctype = t.card_type[row]
    cdef int steps = t.steps[row]
    cdef int place = 0
    if origin == ORIGIN_FLASH:
        if ctype != CT_MAGIC or not (steps & STEP_FLASH):  # R10.1
            return False
    elif ctype == CT_MAGIC:
        if not (steps & (STEP_MAIN | STEP_FLASH)):  # R8.4
            return False
    else:
        if ctx.free_slot < 0:
            return False
        if ctype == CT_ULTIMATE and t.summon_colors[row] and not (ctx.spirit_colors & t.summon_colors[row]):
            return False  # R8.2
        place = min_cores(t, row)
    return payable(cost_with(&ctx.symbols, t, row), place, ctx.total_cores)


cdef inline bint push(int32_t* out, int* n, int limit, int code) noexcept nogil:
    # Returns True once the buffer reached ``limit`` codes (the caller stops).
    out[n[0]] = code
    n[0] += 1
    return n[0] >= limit


cdef int push_sources(const GameState* g, int p, int exclude_slot, int base,
                      int32_t* out, int* n, int limit) noexcept nogil:
    """Codes base + loc * 2 + kind for every core a player could take, in code order."""
    cdef int loc, kind
    for loc in range(1 + g.players[p].slot_top):
        if loc and loc - 1 == exclude_slot:
            continue
        for kind in range(2):
            if has_core(g, p, loc, kind):
                if push(out, n, limit, base + loc * 2 + kind):
                    return 1
    return 0


cdef int legal_actions(const GameState* g, const CardTable* t, int32_t* out, int limit) noexcept nogil:
    """Fill ``out`` with the legal codes in ascending order; stop after ``limit`` codes."""
    cdef int n = 0
    cdef int d = g.decision
    cdef int p = g.decision_player
    cdef const PlayerState* pl
    cdef int h, k, src, kind, dst, soul_at, base
    cdef UseContext ctx
    if g.phase == PH_GAME_OVER or d == DK_NONE or limit <= 0:
        return 0
    pl = &g.players[p]
    if (d == DK_MAIN or d == DK_FLASH) and pl.hand_count:
        prepare_use(g, t, p, &ctx)
    if d == DK_MAIN:
        if push(out, &n, limit, A_PASS):
            return n
        for h in range(pl.hand_count):
            if can_use(g, t, &ctx, p, h, ORIGIN_MAIN) and push(out, &n, limit, A_USE_HAND + h):
                return n
        for src in range(1 + pl.slot_top):  # R6.5: move one core to the Reserve or a field card
            for kind in range(2):
                if not has_core(g, p, src, kind):
                    continue
                for dst in range(1 + pl.slot_top):
                    if dst == src or (dst and pl.slots[dst - 1].inst == NO_CARD):
                        continue
                    if push(out, &n, limit, A_MOVE + (src * 2 + kind) * NUM_LOCS + dst):
                        return n
        soul_at = soul_at_loc(g, p)
        if soul_at >= 0:  # R6.5 / CN Q6: swap the Soul Core with a normal core
            for src in range(1 + pl.slot_top):
                if src != soul_at and has_core(g, p, src, 0):
                    if push(out, &n, limit, A_SWAP_SOUL + src):
                        return n
    elif d == DK_PAY:
        push_sources(g, p, -1, A_PAY, out, &n, limit)
    elif d == DK_PLACE:
        if cores_on(g, p, g.use_slot) >= min_cores(t, slot_row(g, p, g.use_slot)):
            if push(out, &n, limit, A_PASS):
                return n
        push_sources(g, p, g.use_slot, A_PLACE, out, &n, limit)
    elif d == DK_ATTACK or d == DK_BLOCK:
        if push(out, &n, limit, A_PASS):
            return n
        base = A_ATTACK if d == DK_ATTACK else A_BLOCK
        for k in range(pl.slot_top):
            if can_battle(g, t, p, k):
                if push(out, &n, limit, base + k):
                    return n
    elif d == DK_FLASH:
        if push(out, &n, limit, A_PASS):
            return n
        for h in range(pl.hand_count):
            if can_use(g, t, &ctx, p, h, ORIGIN_FLASH) and push(out, &n, limit, A_USE_HAND + h):
                return n
    return n


cdef bint is_legal(const GameState* g, const CardTable* t, int code) noexcept nogil:
    """Whether one code is legal now, without building the list (agrees with legal_actions)."""
    cdef int d = g.decision
    cdef int p = g.decision_player
    cdef const PlayerState* pl
    cdef int off, src, kind, dst, k, soul_at
    cdef UseContext ctx
    if code < 0 or code >= NUM_ACTIONS or g.phase == PH_GAME_OVER or d == DK_NONE:
        return False
    pl = &g.players[p]
    if code == A_PASS:
        if d == DK_PAY:
            return False
        if d == DK_PLACE:
            return cores_on(g, p, g.use_slot) >= min_cores(t, slot_row(g, p, g.use_slot))
        return True
    if code < A_ATTACK:
        if d != DK_MAIN and d != DK_FLASH:
            return False
        if code - A_USE_HAND >= pl.hand_count:
            return False
        prepare_use(g, t, p, &ctx)
        return can_use(g, t, &ctx, p, code - A_USE_HAND, ORIGIN_MAIN if d == DK_MAIN else ORIGIN_FLASH)
    if code < A_PAY:
        if d == DK_ATTACK and code < A_BLOCK:
            k = code - A_ATTACK
        elif d == DK_BLOCK and code >= A_BLOCK:
            k = code - A_BLOCK
        else:
            return False
        return can_battle(g, t, p, k)
    if code < A_PLACE:
        off = code - A_PAY
        return d == DK_PAY and has_core(g, p, off // 2, off % 2)
    if code < A_MOVE:
        off = code - A_PLACE
        return d == DK_PLACE and off // 2 != 1 + g.use_slot and has_core(g, p, off // 2, off % 2)
    if d != DK_MAIN:
        return False
    if code < A_SWAP_SOUL:
        off = code - A_MOVE
        dst = off % NUM_LOCS
        src = (off // NUM_LOCS) // 2
        kind = (off // NUM_LOCS) % 2
        return has_core(g, p, src, kind) and dst != src and (dst == 0 or pl.slots[dst - 1].inst != NO_CARD)
    src = code - A_SWAP_SOUL
    soul_at = soul_at_loc(g, p)
    return soul_at >= 0 and src != soul_at and has_core(g, p, src, 0)


cdef int forced_action(const GameState* g, const CardTable* t) noexcept nogil:
    """The only legal code of the pending decision, or -1 when there is a choice."""
    cdef int32_t buf[2]
    cdef int p = g.decision_player
    cdef const PlayerState* pl = &g.players[p]
    cdef int d = g.decision
    cdef int k, h, row
    cdef int n
    cdef bint field_cores = False
    cdef bint occupied = False
    if d == DK_PAY:
        n = 0
        push_sources(g, p, -1, A_PAY, buf, &n, 2)
        return buf[0] if n == 1 else -1
    if d == DK_PLACE:
        n = 0
        push_sources(g, p, g.use_slot, A_PLACE, buf, &n, 2)
        if cores_on(g, p, g.use_slot) >= min_cores(t, slot_row(g, p, g.use_slot)):
            return A_PASS if n == 0 else -1
        return buf[0] if n == 1 else -1
    if d == DK_ATTACK or d == DK_BLOCK:
        for k in range(pl.slot_top):
            if can_battle(g, t, p, k):
                return -1
        return A_PASS
    if d == DK_FLASH:  # only a Flash Magic in hand can make a choice
        for h in range(pl.hand_count):
            row = pl.card_ids[pl.hand[h]]
            if t.card_type[row] == CT_MAGIC and t.steps[row] & STEP_FLASH:
                break
        else:
            return A_PASS
    elif d == DK_MAIN:  # a possible core move means a choice
        for k in range(pl.slot_top):
            if pl.slots[k].inst != NO_CARD:
                occupied = True
                if cores_on(g, p, k):
                    field_cores = True
                    break
        if field_cores or (occupied and (pl.reserve or pl.soul_loc == SOUL_RESERVE)):
            return -1
    if legal_actions(g, t, buf, 2) == 1:
        return buf[0]
    return -1
