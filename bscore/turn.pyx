# The turn machine (R3-R10): setup, steps, card use, battle and the Flash pass protocol.
# advance() runs the rules until a player must decide; the decision lives in the state.
# Twin: pybs/reference/engine.py (same conventions, same bytes).

from libc.stdint cimport int32_t, uint8_t, uint16_t, uint64_t
from libc.string cimport memset

from bscore._types cimport (
    A_ATTACK, A_BLOCK, A_MOVE, A_PASS, A_PAY, A_PLACE, A_SWAP_SOUL, A_USE_HAND, CardTable,
    CT_MAGIC, CT_NEXUS, CT_SPIRIT, CT_ULTIMATE, DK_ATTACK, DK_BLOCK, DK_FLASH, DK_MAIN,
    DK_NONE, DK_PAY, DK_PLACE, END_DECK_OUT, END_LIFE, END_SIMULTANEOUS, END_TURN_LIMIT,
    FIRST_PLAYER_RANDOM, GameState, LAYOUT_VERSION, MAX_CARDS, MAX_SLOTS, MAX_SYMBOLS,
    NO_CARD, NO_PLAYER, NO_SLOT, NUM_ACTIONS, NUM_LOCS, OPTION_AUTO_FORCED, ORIGIN_FLASH, ORIGIN_MAIN,
    PH_ATTACK, PH_CORE, PH_DRAW, PH_END, PH_GAME_OVER, PH_MAIN, PH_REFRESH, PH_START,
    PlayerState, RULE_SKIP_FIRST_ATTACK_STEP, RULE_SKIP_FIRST_CORE_STEP, RULE_USE_SOUL_CORE,
    RulesBlock, SOUL_NONE, SOUL_RESERVE, SOUL_SLOT0, SOUL_TRASH, STEP_FLASH, STEP_MAIN,
    USE_DEPLOY, USE_MAGIC, USE_NONE, USE_SUMMON, WINNER_DRAW,
)
from bscore.battle cimport battle_outcome, life_damage
from bscore.cores cimport cores_on, put_core, swap_soul, take_core
from bscore.costs cimport cost_after_reduction
from bscore.legal cimport forced_action, free_slot, slot_bp, slot_row
from bscore.levels cimport is_depleted
from bscore.rng cimport bounded, seed_state


# ---------------------------------------------------------------- small helpers





cdef inline void decide(GameState* g, int kind, int player) noexcept nogil:
    g.decision = kind
    g.decision_player = player


cdef void draw_cards(GameState* g, int p, int n) noexcept nogil:
    cdef PlayerState* pl = &g.players[p]
    cdef int i
    for i in range(n):
        if pl.deck_count == 0:
            return  # R4.2: an empty deck loses only at one's own Start Step
        pl.deck_count -= 1
        pl.hand[pl.hand_count] = pl.deck[pl.deck_count]
        pl.deck[pl.deck_count] = NO_CARD
        pl.hand_count += 1


cdef int take_from_hand(GameState* g, int p, int h) noexcept nogil:
    """Remove hand[h], keeping the order of the rest."""
    cdef PlayerState* pl = &g.players[p]
    cdef int inst = pl.hand[h]
    cdef int i
    for i in range(h, pl.hand_count - 1):
        pl.hand[i] = pl.hand[i + 1]
    pl.hand_count -= 1
    pl.hand[pl.hand_count] = NO_CARD
    return inst


cdef inline void to_trash(GameState* g, int p, int inst) noexcept nogil:
    cdef PlayerState* pl = &g.players[p]
    pl.trash[pl.trash_count] = <uint8_t>inst
    pl.trash_count += 1


cdef void game_over(GameState* g, bint p0_loses, bint p1_loses, int reason) noexcept nogil:
    if p0_loses and p1_loses:
        g.winner = WINNER_DRAW
        if reason != END_TURN_LIMIT:
            reason = END_SIMULTANEOUS  # R4.6
    else:
        g.winner = 1 if p0_loses else 0
    g.end_reason = reason
    g.phase = PH_GAME_OVER
    decide(g, DK_NONE, NO_PLAYER)


cdef inline void clear_use(GameState* g) noexcept nogil:
    g.use_player = NO_PLAYER
    g.use_inst = NO_CARD
    g.use_kind = USE_NONE
    g.use_origin = ORIGIN_MAIN
    g.use_slot = NO_SLOT
    g.use_cost_left = 0


cdef inline void clear_battle(GameState* g) noexcept nogil:
    g.attacker = NO_SLOT
    g.blocker = NO_SLOT
    g.blocked = 0
    g.in_battle = 0
    g.flash_window = 0
    g.flash_priority = NO_PLAYER
    g.flash_passes = 0


# ---------------------------------------------------------------- setup (R3)

cdef void setup_game(GameState* g, const CardTable* t, const uint16_t* rows0, int n0,
                     const uint16_t* rows1, int n1, const RulesBlock* rules, uint64_t seed,
                     uint8_t options) noexcept nogil:
    cdef int p, i, j, n, first
    cdef uint8_t tmp
    cdef PlayerState* pl
    cdef const uint16_t* rows
    memset(g, 0, sizeof(GameState))
    g.layout_version = LAYOUT_VERSION
    g.rules = rules[0]
    g.options = options
    g.winner = NO_PLAYER
    clear_use(g)
    clear_battle(g)
    decide(g, DK_NONE, NO_PLAYER)
    seed_state(g.rng, seed)
    for p in range(2):
        pl = &g.players[p]
        rows = rows0 if p == 0 else rows1
        n = n0 if p == 0 else n1
        memset(pl.deck, NO_CARD, MAX_CARDS)
        memset(pl.hand, NO_CARD, MAX_CARDS)
        memset(pl.trash, NO_CARD, MAX_CARDS)
        for i in range(MAX_SLOTS):
            pl.slots[i].inst = NO_CARD
        pl.burst_inst = NO_CARD
        pl.soul_loc = SOUL_NONE
        pl.n_cards = <uint8_t>n
        for i in range(n):
            pl.card_ids[i] = rows[i]
            pl.deck[i] = <uint8_t>i
        pl.deck_count = <uint8_t>n
        for i in range(n - 1, 0, -1):  # R3.1: Fisher-Yates
            j = <int>bounded(g.rng, i + 1)
            tmp = pl.deck[i]
            pl.deck[i] = pl.deck[j]
            pl.deck[j] = tmp
    first = rules.first_player
    if first == FIRST_PLAYER_RANDOM:  # R3.5
        first = <int>bounded(g.rng, 2)
    g.first_player = first
    g.active = first
    for p in range(2):
        pl = &g.players[p]
        pl.life = rules.start_life  # R3.2
        pl.reserve = rules.start_reserve  # R3.3; no Soul Core means one more normal core
        if not (rules.flags & RULE_USE_SOUL_CORE):
            pl.reserve += 1
        pl.void_in = pl.life + pl.reserve
        pl.soul_loc = SOUL_RESERVE if rules.flags & RULE_USE_SOUL_CORE else SOUL_NONE
        draw_cards(g, p, rules.start_hand)  # R3.4
    g.turn = 1
    g.phase = PH_START
    advance(g, t)


# ---------------------------------------------------------------- steps (R5)

cdef void run_phase(GameState* g, const CardTable* t) noexcept nogil:
    cdef int a = g.active
    cdef PlayerState* pl = &g.players[a]
    cdef bint first_turn = g.turn == 1
    cdef int k
    cdef int ph = g.phase
    if ph == PH_START:  # R5.1
        pl.bursts_set = 0
        if pl.deck_count == 0:  # R4.2
            game_over(g, a == 0, a == 1, END_DECK_OUT)
            return
        g.phase = PH_CORE
    elif ph == PH_CORE:  # R5.2, R5.8
        if not (first_turn and g.rules.flags & RULE_SKIP_FIRST_CORE_STEP):
            pl.reserve += g.rules.core_step_gain
            pl.void_in += g.rules.core_step_gain
        g.phase = PH_DRAW
    elif ph == PH_DRAW:  # R5.3
        draw_cards(g, a, g.rules.draw_per_turn)
        g.phase = PH_REFRESH
    elif ph == PH_REFRESH:  # R5.4; heavily exhausted becomes exhausted (R1.8)
        for k in range(pl.slot_top):
            if pl.slots[k].inst != NO_CARD and pl.slots[k].exhaust:
                pl.slots[k].exhaust -= 1
        pl.reserve += pl.trash_cores
        pl.trash_cores = 0
        if pl.soul_loc == SOUL_TRASH:
            pl.soul_loc = SOUL_RESERVE
        g.phase = PH_MAIN
        decide(g, DK_MAIN, a)
    elif ph == PH_MAIN:  # the Main Step ended
        if first_turn and g.rules.flags & RULE_SKIP_FIRST_ATTACK_STEP:
            g.phase = PH_END  # R5.6, R5.8
        else:
            g.phase = PH_ATTACK
            decide(g, DK_ATTACK, a)
    elif ph == PH_ATTACK:  # the Attack Step ended
        g.phase = PH_END
    elif ph == PH_END:  # R5.7
        g.turn += 1
        g.active = 1 - a
        if g.rules.max_turns and g.turn > g.rules.max_turns:
            game_over(g, True, True, END_TURN_LIMIT)
            return
        g.phase = PH_START


cdef void advance(GameState* g, const CardTable* t) noexcept nogil:
    cdef int code
    while True:
        if g.phase == PH_GAME_OVER:
            return
        if g.decision != DK_NONE:
            if g.options & OPTION_AUTO_FORCED:
                code = forced_action(g, t)
                if code >= 0:
                    perform(g, t, code)
                    continue
            return
        run_phase(g, t)


# ---------------------------------------------------------------- performing actions

cdef void leave_field(GameState* g, int p, int k) noexcept nogil:
    """The card in slot k goes to the Trash, its cores to the Reserve (R6.8, R11.1)."""
    cdef PlayerState* pl = &g.players[p]
    to_trash(g, p, pl.slots[k].inst)
    pl.reserve += pl.slots[k].cores
    if pl.soul_loc == SOUL_SLOT0 + k:
        pl.soul_loc = SOUL_RESERVE
    pl.slots[k].inst = NO_CARD
    pl.slots[k].cores = 0
    pl.slots[k].exhaust = 0
    pl.slots[k].flags = 0
    while pl.slot_top and pl.slots[pl.slot_top - 1].inst == NO_CARD:
        pl.slot_top -= 1
    if g.in_battle:
        if p == g.active and g.attacker == k:
            g.attacker = NO_SLOT
        if p != g.active and g.blocker == k:
            g.blocker = NO_SLOT


cdef void check_depleted(GameState* g, const CardTable* t, int p, int loc) noexcept nogil:
    """R6.2: a battler below its lowest level goes to the Trash at once."""
    cdef int k
    if loc == 0:
        return
    k = loc - 1
    if g.players[p].slots[k].inst == NO_CARD:
        return
    if is_depleted(t, slot_row(g, p, k), cores_on(g, p, k)):
        leave_field(g, p, k)


cdef void after_use(GameState* g, int origin) noexcept nogil:
    if origin == ORIGIN_MAIN:
        decide(g, DK_MAIN, g.active)
    else:  # R10.4: the other player may answer
        g.flash_priority = 1 - g.flash_priority
        g.flash_passes = 0
        decide(g, DK_FLASH, g.flash_priority)


cdef void continue_use(GameState* g, const CardTable* t) noexcept nogil:
    cdef int p = g.use_player
    cdef int k, origin
    if g.use_cost_left > 0:
        decide(g, DK_PAY, p)
        return
    if g.use_kind == USE_MAGIC:  # R8.4: resolves (no effects yet), then to the Trash
        to_trash(g, p, g.use_inst)
        origin = g.use_origin
        clear_use(g)
        after_use(g, origin)
        return
    k = free_slot(g, p)
    g.players[p].slots[k].inst = g.use_inst
    g.players[p].slots[k].cores = 0
    g.players[p].slots[k].exhaust = 0
    if k >= g.players[p].slot_top:
        g.players[p].slot_top = k + 1
    g.use_slot = k
    decide(g, DK_PLACE, p)


cdef void begin_use(GameState* g, const CardTable* t, int p, int h, int origin) noexcept nogil:
    cdef int inst = g.players[p].hand[h]
    cdef int row = g.players[p].card_ids[inst]
    cdef int ctype = t.card_type[row]
    g.use_cost_left = <uint8_t>cost_after_reduction(g, t, p, row)  # R7.5: fixed before paying
    take_from_hand(g, p, h)
    g.use_player = p
    g.use_inst = inst
    g.use_origin = origin
    if ctype == CT_MAGIC:
        g.use_kind = USE_MAGIC
    elif ctype == CT_NEXUS:
        g.use_kind = USE_DEPLOY
    else:
        g.use_kind = USE_SUMMON
    continue_use(g, t)


cdef void open_flash(GameState* g, int window) noexcept nogil:
    g.flash_window = window
    g.flash_priority = 1 - g.active  # R10.2: the defender first
    g.flash_passes = 0
    decide(g, DK_FLASH, g.flash_priority)


cdef void end_battle(GameState* g) noexcept nogil:  # R9.7
    clear_battle(g)
    decide(g, DK_ATTACK, g.active)


cdef void resolve_battle(GameState* g, const CardTable* t) noexcept nogil:
    cdef int a = g.active
    cdef int d = 1 - a
    cdef int moved, att, blk
    cdef bint att_dies, blk_dies
    cdef PlayerState* dpl = &g.players[d]
    if g.attacker == NO_SLOT:  # the attacker left: no damage
        end_battle(g)
        return
    if not g.blocked:  # R9.5
        moved = life_damage(t.n_symbols[slot_row(g, a, g.attacker)], dpl.life)
        dpl.life -= moved
        dpl.reserve += moved
        if dpl.life == 0:  # R4.1
            game_over(g, d == 0, d == 1, END_LIFE)
            return
    elif g.blocker != NO_SLOT:  # R9.6; a blocker that left still stopped the damage (R9.3)
        att = g.attacker
        blk = g.blocker
        battle_outcome(slot_bp(g, t, a, att), slot_bp(g, t, d, blk), &att_dies, &blk_dies)
        if att_dies:
            leave_field(g, a, att)
        if blk_dies:
            leave_field(g, d, blk)
    end_battle(g)


cdef void close_flash(GameState* g, const CardTable* t) noexcept nogil:
    cdef int window = g.flash_window
    g.flash_window = 0
    g.flash_priority = NO_PLAYER
    g.flash_passes = 0
    if window == 1:
        if g.attacker == NO_SLOT:
            end_battle(g)
        else:
            decide(g, DK_BLOCK, 1 - g.active)
    else:
        resolve_battle(g, t)


cdef void perform(GameState* g, const CardTable* t, int code) noexcept nogil:
    """Apply a code already known to be legal (no checks: see State.apply)."""
    cdef int d = g.decision
    cdef int p = g.decision_player
    cdef int off, loc, kind, dst, origin
    g.actions_applied += 1
    if d == DK_MAIN:
        if code == A_PASS:
            decide(g, DK_NONE, NO_PLAYER)
        elif code < A_ATTACK:
            begin_use(g, t, p, code - A_USE_HAND, ORIGIN_MAIN)
        elif code < A_SWAP_SOUL:
            off = code - A_MOVE
            dst = off % NUM_LOCS
            loc = (off // NUM_LOCS) // 2
            kind = (off // NUM_LOCS) % 2
            take_core(g, p, loc, kind)
            put_core(g, p, dst, kind)
            check_depleted(g, t, p, loc)
        else:
            swap_soul(g, p, code - A_SWAP_SOUL)
    elif d == DK_PAY:
        off = code - A_PAY
        loc = off // 2
        kind = off % 2
        take_core(g, p, loc, kind)
        if kind:
            g.players[p].soul_loc = SOUL_TRASH
        else:
            g.players[p].trash_cores += 1
        check_depleted(g, t, p, loc)
        g.use_cost_left -= 1
        continue_use(g, t)
    elif d == DK_PLACE:
        if code == A_PASS:  # R7.1 step 6 done: the summon/deploy completes
            origin = g.use_origin
            clear_use(g)
            after_use(g, origin)
        else:
            off = code - A_PLACE
            loc = off // 2
            kind = off % 2
            take_core(g, p, loc, kind)
            put_core(g, p, 1 + g.use_slot, kind)
            check_depleted(g, t, p, loc)
    elif d == DK_ATTACK:
        if code == A_PASS:  # R9.8
            decide(g, DK_NONE, NO_PLAYER)
        else:  # R9.1
            g.players[p].slots[code - A_ATTACK].exhaust = 1
            g.in_battle = 1
            g.attacker = code - A_ATTACK
            open_flash(g, 1)
    elif d == DK_BLOCK:
        if code == A_PASS:  # R9.4: no block skips the second Flash timing
            resolve_battle(g, t)
        else:  # R9.3
            g.players[p].slots[code - A_BLOCK].exhaust = 1
            g.blocker = code - A_BLOCK
            g.blocked = 1
            open_flash(g, 2)
    elif d == DK_FLASH:
        if code == A_PASS:  # R10.4
            g.flash_passes += 1
            if g.flash_passes >= 2:
                close_flash(g, t)
            else:
                g.flash_priority = 1 - p
                decide(g, DK_FLASH, g.flash_priority)
        else:
            begin_use(g, t, p, code - A_USE_HAND, ORIGIN_FLASH)


cdef void step(GameState* g, const CardTable* t, int code) noexcept nogil:
    perform(g, t, code)
    advance(g, t)
