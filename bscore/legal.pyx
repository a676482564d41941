# Legal actions (R6.5, R7, R8, R9, R10, R13): the ascending list, one-code checks, and the
# forced-decision shortcut that advance() uses. Twin: RefState.legal_actions.

from libc.stdint cimport int32_t

from bscore.advent cimport can_advent, can_advent_any
from bscore.accel cimport can_accel, can_accel_field, can_advent_hand_side, may_use_hand_side
from bscore.ascend cimport attack_first_bound, extra_cost_payable, may_attack_first  # ascend group
from bscore._effects cimport CFL_EXTRA_SUMMON_COST  # ascend group
from bscore._effects cimport ST_RULE  # vocab-D
from bscore._effects cimport (
    AK_ACTIVATED, CFL_HAS_BURST, CFL_HAS_FLASH_MAGIC, KW_AWAKEN, KW_CONFRONT, KW_SWIFT, MD_KEYWORD, ST_COLORS_FOR,
    ST_COST_IN_HAND, ST_EXTRA_REDUCTION, ST_MUST_ATTACK, ST_OWN_COST_SYMBOLS, ST_SYMBOLS_FOR, ST_ULTIMATE_SUMMON,
)
from bscore._types cimport (
    A_ACCEL, A_ACTIVATE, A_ADVENT, A_ADVENT_HAND_SIDE, A_ATTACK, A_AWAKEN, A_BLOCK, A_FUSE, A_MOVE, A_PASS, A_PAY,
    A_CONCEDE, A_PLACE, A_SET_BURST, A_SWAP_SOUL, A_USE_HAND_SIDE, A_ACCEL_FIELD,
    A_USE_HAND,
    CardTable, CT_MAGIC, CT_NEXUS, CT_SPIRIT, CT_ULTIMATE, DK_ATTACK, DK_BLOCK, DK_FLASH, DK_MAGIC_EFFECT, DK_MAIN,
    DK_NONE, DK_PAY, DK_PLACE, GameState, MAX_SLOTS, MAX_SYMBOLS, NO_CARD, NO_SLOT, NUM_ACTIONS, NUM_LOCS,
    ORIGIN_FLASH, ORIGIN_MAIN, PH_GAME_OVER, PlayerState, SOUL_RESERVE, USE_FREE_OPTION, USE_RESERVE_ONLY,
)
from bscore.actions cimport usable_magic
from bscore.brave_stats cimport first_host
from bscore.braves cimport main_brave_codes, summon_fuse_codes
from bscore.mirage cimport mirage_codes  # mirage group
from bscore.cores cimport card_room, core_locked, cores_on, has_core, soul_at_loc
from bscore.soul_state cimport in_soul
from bscore.costs cimport add_symbol, clear_symbols, cost_with, payable
from bscore.effect_decisions cimport effect_legal, push, use_legal
from bscore.levels cimport min_cores
from bscore.cost_mods cimport cost_mods
from bscore.statics cimport (
    KEYWORD_MASK, affected_by, can_attack, cost_to_pay, hand_keyword, keyword, level_gate, symbols_may_change,
)
from bscore.statics cimport timing_holds  # pool II
from bscore.keyword_rules cimport can_block_slot, hand_swift, summon_used_up
from bscore.ultimates cimport ultimate_summon_ok
from bscore.misc cimport magic_color_locked
from bscore.woden cimport magic_discard_unpayable  # woden group
from bscore.hand_side cimport hand_side_index


cdef void prepare_use(const GameState* g, const CardTable* t, int p, UseContext* ctx) noexcept nogil:
    """What every card use of player p checks, computed once per decision."""
    cdef const PlayerState* pl = &g.players[p]
    cdef int k, s, row
    clear_symbols(&ctx.symbols)
    ctx.total_cores = pl.reserve + (soul_at_loc(g, p) >= 0)
    ctx.reserve_cores = pl.reserve + (pl.soul_loc == SOUL_RESERVE)
    ctx.free_slot = pl.slot_top if pl.slot_top < MAX_SLOTS else -1
    ctx.spirit_colors = 0
    ctx.field_statics = False
    for k in range(pl.slot_top):  # one pass over the field
        if pl.slots[k].inst == NO_CARD:
            if ctx.free_slot < 0 or k < ctx.free_slot:
                ctx.free_slot = k
            continue
        if in_soul(g, t, p, k):  # R16.3: no cores, symbols or colors from soul state
            continue
        row = pl.card_ids[pl.slots[k].inst]
        if not core_locked(g, t, p, 1 + k):  # R16.4: a Grandwalker's cores pay for nothing
            ctx.total_cores += pl.slots[k].cores
        for s in range(t.n_symbols[row]):
            add_symbol(&ctx.symbols, t.symbols[row * MAX_SYMBOLS + s])
        if t.card_type[row] == CT_SPIRIT:
            ctx.spirit_colors |= t.colors[row]
        if t.brave_any and pl.brave[k] != NO_CARD:  # R12.2: its symbols (once, R12.9) and colors
            row = pl.card_ids[pl.brave[k]]
            if first_host(g, p, k):
                for s in range(t.n_symbols[row]):
                    add_symbol(&ctx.symbols, t.symbols[row * MAX_SYMBOLS + s])
            if t.card_type[pl.card_ids[pl.slots[k].inst]] == CT_SPIRIT:
                ctx.spirit_colors |= t.colors[row]
            row = pl.card_ids[pl.slots[k].inst]
        if t.card_static_mask[row] & ((1 << ST_SYMBOLS_FOR) | (1 << ST_COLORS_FOR) | (1 << ST_EXTRA_REDUCTION)):
            ctx.field_statics = True
    if not ctx.field_statics and symbols_may_change(g, t):
        ctx.field_statics = True  # symbols read through cost_to_pay
    if g.n_mods and cost_mods(g, p):  # a discount or a cost set by an effect: the full cost path
        ctx.field_statics = True


cdef bint can_use(const GameState* g, const CardTable* t, const UseContext* ctx, int p, int h,
                  int origin) noexcept nogil:
    """Whether hand card h may be declared now (R7.6, R8.1-R8.4, R10.1; Swift)."""
    return can_use_inst(g, t, ctx, p, g.players[p].hand[h], origin)


cdef bint can_use_inst(const GameState* g, const CardTable* t, const UseContext* ctx, int p, int inst,
                       int origin) noexcept nogil:
    """Whether card ``inst``, in p's hand or hand-side (R16.7), may be declared now."""
    cdef int row = g.players[p].card_ids[inst]
    cdef int ctype = t.card_type[row]
    cdef int place = 0
    cdef int usable[8]
    cdef int cost
    cdef bint reserve_only = False
    if origin == ORIGIN_FLASH:
        if ctype == CT_MAGIC:
            if usable_magic(g, t, p, inst, origin, usable) == 0:  # R10.1
                return False
        elif not hand_swift(g, t, p, inst):
            return False
        else:
            reserve_only = True  # Swift pays from the Reserve
    elif ctype == CT_MAGIC and usable_magic(g, t, p, inst, origin, usable) == 0:  # R8.4
        return False
    if ctype == CT_MAGIC and magic_color_locked(g, t, p, inst):  # misc: Rule.MAGIC_COLOR_LOCK (BSS03-117)
        return False
    if (ctype == CT_MAGIC and magic_discard_unpayable(g, t, p)  # woden: Rule.MAGIC_DISCARD (BSS02-040, R7.6)
            and hand_side_index(g, p, inst) < 0):  # R16.7: a hand-side Magic is not used from hand
        return False
    if ctype != CT_MAGIC:
        if ctx.free_slot < 0:
            return False
        if ctype != CT_NEXUS and summon_used_up(g, t, p, inst):  # a once-a-turn summon limit
            return False
        if ctype == CT_ULTIMATE and t.summon_colors[row] and not (ctx.spirit_colors & t.summon_colors[row]):
            return False  # R8.2
        if ctype == CT_ULTIMATE and (t.card_static_mask[row] >> ST_ULTIMATE_SUMMON) & 1 and \
                not ultimate_summon_ok(g, t, p, inst):
            return False  # R14.2: its scripted summon condition
        place = min_cores(t, row)
        if t.card_flags[row] & CFL_EXTRA_SUMMON_COST and not extra_cost_payable(g, t, p, inst):
            return False  # R18.2: no payable Ascend, no summon
    if ctx.field_statics or t.card_static_mask[row] & (
            (1 << ST_COST_IN_HAND) | (1 << ST_OWN_COST_SYMBOLS) | (1 << ST_RULE)):  # vocab-D: own rules in hand
        cost = cost_to_pay(g, t, p, inst)
    else:
        cost = cost_with(&ctx.symbols, t, row)
    return payable(cost, place, ctx.reserve_cores if reserve_only else ctx.total_cores)


cdef inline bint card_accepts(const GameState* g, int p, int k) noexcept nogil:
    """Slot k holds a card with room for one more core (MAX_CARD_CORES)."""
    return g.players[p].slots[k].inst != NO_CARD and card_room(g, p, k) > 0


cdef bint can_awaken(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """The Spirit in slot k has Awaken, room for a core, and another field card holds a core to pull."""
    cdef const PlayerState* pl = &g.players[p]
    cdef int j
    if pl.slots[k].inst == NO_CARD or card_room(g, p, k) <= 0 or keyword(g, t, p, k, KW_AWAKEN) < 0:
        return False
    if in_soul(g, t, p, k):  # R16.3: it cannot take cores
        return False
    for j in range(pl.slot_top):
        if j != k and pl.slots[j].inst != NO_CARD and cores_on(g, p, j) > 0 and not core_locked(g, t, p, 1 + j):
            return True
    return False


cdef bint grants_hand_swift(const GameState* g, const CardTable* t, int p) noexcept nogil:
    """A field card of p may grant Swift to cards in p's hand (BSS02-087): a Flash timing is a choice."""
    cdef int k
    if not ((t.grant_union >> KW_SWIFT) & 1):
        return False
    for k in range(g.players[p].slot_top):
        if g.players[p].slots[k].inst != NO_CARD and \
                (t.card_grant_mask[g.players[p].card_ids[g.players[p].slots[k].inst]] >> KW_SWIFT) & 1:
            return True
    return False


cdef bint field_may_have_kw(const GameState* g, const CardTable* t, int kw) noexcept nogil:
    """Some field card has or grants keyword kw, or a temporary effect might (cheap pre-check)."""
    cdef int i, p, k, row
    for i in range(g.n_mods):
        if g.mods[i].kind == MD_KEYWORD and (g.mods[i].value & KEYWORD_MASK) == kw:
            return True
    if not ((t.kw_union >> kw) & 1):
        return False
    for p in range(2):
        for k in range(g.players[p].slot_top):
            if g.players[p].slots[k].inst != NO_CARD:
                row = g.players[p].card_ids[g.players[p].slots[k].inst]
                if ((t.card_kw_mask[row] | t.card_grant_mask[row]) >> kw) & 1:
                    return True
    return False


cdef int legal_actions(const GameState* g, const CardTable* t, int32_t* out, int limit) noexcept nogil:
    """Fill ``out`` with the legal codes in ascending order; stop after ``limit`` codes."""
    cdef int n = 0
    cdef int d = g.decision
    cdef int p = g.decision_player
    cdef const PlayerState* pl
    cdef int h, k, src, kind, dst, soul_at
    cdef UseContext ctx
    if g.phase == PH_GAME_OVER or limit <= 0:
        return 0
    if g.edecision != DK_NONE:
        return effect_legal(g, t, out, limit)
    if d == DK_NONE:
        return 0
    if turn_capped(g):
        out[0] = A_PASS
        return 1
    pl = &g.players[p]
    if (d == DK_MAIN or d == DK_FLASH) and (pl.hand_count or pl.hand_side_count):
        prepare_use(g, t, p, &ctx)
    if d == DK_MAIN:
        if push(out, &n, limit, A_PASS):
            return n
        for h in range(pl.hand_count):
            if can_use(g, t, &ctx, p, h, ORIGIN_MAIN) and push(out, &n, limit, A_USE_HAND + h):
                return n
        for src in range(1 + pl.slot_top):  # R6.5: move one core to the Reserve or a field card
            for kind in range(2):
                if not has_core(g, p, src, kind) or core_locked(g, t, p, src):  # R16.4
                    continue
                for dst in range(1 + pl.slot_top):
                    if dst == src or (dst and (not card_accepts(g, p, dst - 1) or core_locked(g, t, p, dst))):
                        continue
                    if push(out, &n, limit, A_MOVE + (src * 2 + kind) * NUM_LOCS + dst):
                        return n
        soul_at = soul_at_loc(g, p)
        if soul_at >= 0:  # R6.5 / CN Q6: swap the Soul Core with a normal core
            for src in range(1 + pl.slot_top):
                if src != soul_at and has_core(g, p, src, 0) and not core_locked(g, t, p, src):
                    if push(out, &n, limit, A_SWAP_SOUL + src):
                        return n
        if pl.bursts_set < g.rules.bursts_per_turn:  # R13.1
            for h in range(pl.hand_count):
                if t.card_flags[pl.card_ids[pl.hand[h]]] & CFL_HAS_BURST and push(out, &n, limit, A_SET_BURST + h):
                    return n
        if field_may_have_kw(g, t, KW_AWAKEN):
            for k in range(pl.slot_top):
                if can_awaken(g, t, p, k) and push(out, &n, limit, A_AWAKEN + k):
                    return n
        if t.activated_any:
            for k in range(pl.slot_top):
                if activated_ability(g, t, p, k) >= 0 and push(out, &n, limit, A_ACTIVATE + k):
                    return n
        if t.advent_any:  # R15.1
            for h in range(pl.hand_count):
                if can_advent(g, t, p, h, d) and push(out, &n, limit, A_ADVENT + h):
                    return n
        if t.brave_any:  # R8.8: fuse, swap, separate
            n = main_brave_codes(g, t, p, out, n, limit)
            if n >= limit:
                return n
        if t.mirage_any:  # R16.5
            n = mirage_codes(g, t, p, out, n, limit)
            if n >= limit:
                return n
        if t.accel_any or pl.hand_side_count:  # R16.6, R16.7
            return hand_side_codes(g, t, &ctx, p, d, out, n, limit)
    elif d == DK_PAY or d == DK_PLACE or d == DK_MAGIC_EFFECT:
        return use_legal(g, t, d, p, out, limit)
    elif d == DK_ATTACK:
        if not must_attack_now(g, t, p) and push(out, &n, limit, A_PASS):  # R0.3: "must" beats "may"
            return n
        for k in range(pl.slot_top):
            if (can_battle(g, t, p, k) and can_attack(g, t, p, k) and may_attack_first(g, t, p, k)
                    and push(out, &n, limit, A_ATTACK + k)):
                return n
    elif d == DK_BLOCK:
        if not must_block_now(g, t, p) and push(out, &n, limit, A_PASS):  # Confront
            return n
        for k in range(pl.slot_top):
            if can_block_slot(g, t, p, k) and push(out, &n, limit, A_BLOCK + k):
                return n
    elif d == DK_FLASH:
        if push(out, &n, limit, A_PASS):
            return n
        for h in range(pl.hand_count):
            if can_use(g, t, &ctx, p, h, ORIGIN_FLASH) and push(out, &n, limit, A_USE_HAND + h):
                return n
        if field_may_have_kw(g, t, KW_AWAKEN):
            for k in range(pl.slot_top):
                if can_awaken(g, t, p, k) and push(out, &n, limit, A_AWAKEN + k):
                    return n
        if t.activated_any:
            for k in range(pl.slot_top):
                if activated_ability(g, t, p, k) >= 0 and push(out, &n, limit, A_ACTIVATE + k):
                    return n
        if t.advent_any:  # R15.1
            for h in range(pl.hand_count):
                if can_advent(g, t, p, h, d) and push(out, &n, limit, A_ADVENT + h):
                    return n
        if t.accel_any or pl.hand_side_count:  # R16.6, R16.7
            return hand_side_codes(g, t, &ctx, p, d, out, n, limit)
    return n


cdef int hand_side_codes(const GameState* g, const CardTable* t, const UseContext* ctx, int p, int d,
                         int32_t* out, int n, int limit) noexcept nogil:
    """ACCEL (R16.6), USE_HAND_SIDE (R16.7), ADVENT_HAND_SIDE (CN Q27) and ACCEL_FIELD (R16.6) codes, ascending,
    after ``n``."""
    cdef const PlayerState* pl = &g.players[p]
    cdef int origin = ORIGIN_MAIN if d == DK_MAIN else ORIGIN_FLASH
    cdef int h, inst
    if t.accel_any:
        for h in range(pl.hand_count):
            if can_accel(g, t, p, h, d) and push(out, &n, limit, A_ACCEL + h):
                return n
    for h in range(pl.hand_side_count):
        inst = pl.hand_side[h]
        if (may_use_hand_side(t, pl.card_ids[inst]) and can_use_inst(g, t, ctx, p, inst, origin)
                and push(out, &n, limit, A_USE_HAND_SIDE + h)):
            return n
    if t.advent_any:
        for h in range(pl.hand_side_count):
            if can_advent_hand_side(g, t, p, h, d) and push(out, &n, limit, A_ADVENT_HAND_SIDE + h):
                return n
    if t.accel_any:  # R16.6: an Accel used from the field
        for h in range(pl.slot_top):
            if can_accel_field(g, t, p, h, d) and push(out, &n, limit, A_ACCEL_FIELD + h):
                return n
    return n


cdef bint can_activate_any(const GameState* g, const CardTable* t, int p) noexcept nogil:
    cdef int k
    if not t.activated_any:
        return False
    for k in range(g.players[p].slot_top):
        if activated_ability(g, t, p, k) >= 0:
            return True
    return False


cdef int activated_ability(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """The activated [Flash] effect the card in (p, k) offers at its level now (R8.5), or -1."""
    cdef int inst = g.players[p].slots[k].inst
    cdef int row, ab
    if inst == NO_CARD:
        return -1
    row = g.players[p].card_ids[inst]
    for ab in range(t.card_ab_start[row], t.card_ab_start[row] + t.card_ab_count[row]):
        # pool II: its printed step too ("[Flash] during the opponent's Attack Step")
        if t.ab_kind[ab] == AK_ACTIVATED and level_gate(g, t, ab, p, k) and timing_holds(g, t.ab_timing[ab], p, p, inst):
            return ab
    return -1


cdef bint is_legal(const GameState* g, const CardTable* t, int code) noexcept nogil:
    """Whether one code is legal now (agrees with legal_actions; the fuzz loop checks every code)."""
    cdef int d = g.decision
    cdef int p = g.decision_player
    cdef const PlayerState* pl
    cdef int off, src, kind, dst, soul_at, lo, hi, mid, n
    cdef UseContext ctx
    cdef int32_t buf[NUM_ACTIONS]
    if code < 0 or code >= A_CONCEDE or g.phase == PH_GAME_OVER:  # R18.13: CONCEDE is never listed
        return False
    if turn_capped(g):
        return code == A_PASS
    if g.edecision == DK_NONE and (d == DK_ATTACK or d == DK_BLOCK):  # the greedy policy's most asked
        return battle_code_legal(g, t, d, p, code)
    if g.edecision == DK_NONE and d == DK_MAIN:
        pl = &g.players[p]
        if code == A_PASS:
            return True
        if code < A_ATTACK:
            if code - A_USE_HAND >= pl.hand_count:
                return False
            prepare_use(g, t, p, &ctx)
            return can_use(g, t, &ctx, p, code - A_USE_HAND, ORIGIN_MAIN)
        if A_MOVE <= code < A_SWAP_SOUL:
            off = code - A_MOVE
            dst = off % NUM_LOCS
            src = (off // NUM_LOCS) // 2
            kind = (off // NUM_LOCS) % 2
            if core_locked(g, t, p, src) or core_locked(g, t, p, dst):  # R16.4
                return False
            return has_core(g, p, src, kind) and dst != src and (dst == 0 or card_accepts(g, p, dst - 1))
        if A_SWAP_SOUL <= code < A_SWAP_SOUL + NUM_LOCS:
            src = code - A_SWAP_SOUL
            soul_at = soul_at_loc(g, p)
            return soul_at >= 0 and src != soul_at and has_core(g, p, src, 0) and not core_locked(g, t, p, src)
        if A_SET_BURST <= code < A_AWAKEN:  # R13.1
            off = code - A_SET_BURST
            return (off < pl.hand_count and pl.bursts_set < g.rules.bursts_per_turn
                    and (t.card_flags[pl.card_ids[pl.hand[off]]] & CFL_HAS_BURST) != 0)
    if g.edecision == DK_NONE and d == DK_PAY:
        if code == A_PASS:  # an optional free use not yet declined (its cost stands until then)
            return (g.use_flags & USE_FREE_OPTION) != 0
        if code < A_PAY or code >= A_PLACE:
            return False
        off = code - A_PAY
        if g.use_flags & USE_RESERVE_ONLY and off // 2:
            return False  # reserve-only payment
        return has_core(g, p, off // 2, off % 2) and not core_locked(g, t, p, off // 2)
    if g.edecision == DK_NONE and d == DK_PLACE:
        if code == A_PASS:
            return cores_on(g, p, g.use_slot) >= min_cores(t, g.players[p].card_ids[g.use_inst])
        if t.brave_any and code >= A_FUSE:  # R8.1: a Brave fusing as it is summoned
            n = summon_fuse_codes(g, t, p, buf, 0, NUM_ACTIONS)
            for lo in range(n):
                if buf[lo] == code:
                    return True
            return False
        if code < A_PLACE or code >= A_MOVE:
            return False
        off = code - A_PLACE
        if off // 2 == 1 + g.use_slot or (g.use_flags & USE_RESERVE_ONLY and off // 2):
            return False
        if card_room(g, p, g.use_slot) <= 0:  # the engine's per-card capacity
            return False
        if core_locked(g, t, p, 1 + g.use_slot) or core_locked(g, t, p, off // 2):  # R16.4
            return False
        return has_core(g, p, off // 2, off % 2)
    n = legal_actions(g, t, buf, NUM_ACTIONS)  # everything else: search the ascending list
    lo = 0
    hi = n - 1
    while lo <= hi:
        mid = (lo + hi) >> 1
        if buf[mid] == code:
            return True
        if buf[mid] < code:
            lo = mid + 1
        else:
            hi = mid - 1
    return False


cdef bint must_attack_now(const GameState* g, const CardTable* t, int p) noexcept nogil:
    """R0.3: a refreshed Spirit that must attack and can: ending the Attack Step is not allowed."""
    cdef int k
    for k in range(g.players[p].slot_top):
        if can_battle(g, t, p, k) and affected_by(g, t, ST_MUST_ATTACK, p, k) and can_attack(g, t, p, k):
            return True
    return attack_first_bound(g, t, p)  # ascend group: BSS01-059's Spirit must attack first


cdef bint must_block_now(const GameState* g, const CardTable* t, int p) noexcept nogil:
    """Confront: the defender must block when any Spirit can."""
    cdef int k
    if g.attacker == NO_SLOT or keyword(g, t, g.active, g.attacker, KW_CONFRONT) < 0:
        return False
    for k in range(g.players[p].slot_top):
        if can_block_slot(g, t, p, k):
            return True
    return False


cdef bint battle_code_legal(const GameState* g, const CardTable* t, int d, int p, int code) noexcept nogil:
    cdef int k
    if code == A_PASS:
        return not (must_attack_now(g, t, p) if d == DK_ATTACK else must_block_now(g, t, p))
    if d == DK_ATTACK and A_ATTACK <= code < A_BLOCK:
        k = code - A_ATTACK
        return can_battle(g, t, p, k) and can_attack(g, t, p, k) and may_attack_first(g, t, p, k)
    if d == DK_BLOCK and A_BLOCK <= code < A_PAY:
        k = code - A_BLOCK
        return can_block_slot(g, t, p, k)
    return False


cdef int forced_battle_code(const GameState* g, const CardTable* t, int d, int p) noexcept nogil:
    cdef int k, only = -1, n = 0
    for k in range(g.players[p].slot_top):
        if ((can_battle(g, t, p, k) and can_attack(g, t, p, k) and may_attack_first(g, t, p, k)) if d == DK_ATTACK
                else can_block_slot(g, t, p, k)):
            n += 1
            only = (A_ATTACK if d == DK_ATTACK else A_BLOCK) + k
            if n > 1:
                return -1
    if n == 0:
        return A_PASS
    if battle_code_legal(g, t, d, p, A_PASS):
        return -1
    return only


cdef int forced_action(const GameState* g, const CardTable* t) noexcept nogil:
    """The only legal code of the pending decision, or -1 when there is a choice."""
    cdef int32_t buf[2]
    cdef int p = g.decision_player
    cdef const PlayerState* pl = &g.players[p]
    cdef int d = g.decision
    cdef int k, h, row
    cdef bint field_cores = False
    cdef bint occupied = False
    cdef int use_d = g.edecision if g.edecision != DK_NONE else d
    if use_d == DK_PAY or use_d == DK_PLACE:  # one core at a time, most of a game's decisions: straight to the list
        if g.phase != PH_GAME_OVER and use_legal(g, t, use_d, g.edecision_player if g.edecision != DK_NONE else p,
                                                 buf, 2) == 1:
            return buf[0]
        return -1
    if turn_capped(g):
        return A_PASS
    if g.edecision == DK_NONE:
        if d == DK_ATTACK or d == DK_BLOCK:  # count without building the list
            return forced_battle_code(g, t, d, p)
        if d == DK_FLASH:  # only a Flash Magic, a Swift card or an Awaken Spirit can make a choice
            for h in range(pl.hand_count):
                row = pl.card_ids[pl.hand[h]]
                if t.card_flags[row] & CFL_HAS_FLASH_MAGIC or (t.card_kw_mask[row] >> KW_SWIFT) & 1:
                    break
            else:
                if (not field_may_have_kw(g, t, KW_AWAKEN) and not grants_hand_swift(g, t, p)
                        and not can_activate_any(g, t, p) and not can_advent_any(g, t, p, d)
                        and not t.accel_any and not pl.hand_side_count):  # R16.6, R16.7: see the list
                    return A_PASS
        elif d == DK_MAIN and not t.brave_any and not t.r16_union:
            # a possible core move means a choice (not so with Grandwalker cores, R16.4, or a lone two-spirit
            # Brave, R12.9: then the list below decides)
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
