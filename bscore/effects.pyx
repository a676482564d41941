# The effect interpreter: resolving frames op by op, the trigger queue, Bursts, and the
# effect decisions. Twin: pybs/reference/effects.py, cores_ops.py and choices.py.

from libc.stdint cimport int32_t, uint8_t
from libc.string cimport memset

from bscore._effects cimport *
from bscore._types cimport (
    A_CHOICE, A_CONFIRM, A_PASS, A_PAY, A_PLACE, CardTable, CT_BRAVE, CT_NEXUS, CT_SPIRIT, CT_ULTIMATE,
    DK_AWAKEN, DK_BURST, DK_CHOOSE, DK_FLASH, DK_MAGIC_EFFECT, DK_NONE, DK_ORDER, DK_PAY, DK_PLACE, DK_SOUL,
    DK_YES_NO, END_LIFE, FRAME_AMOUNT, FRAME_BURST, FRAME_CHOOSING, FRAME_MAGIC, FRAME_NESTED, FRAME_PUBLIC,
    FRAME_SOUL_CHOSEN, FRAME_SUBSTEP, FRAME_WAITING, Frame, GameState, MAX_BUFFER, MAX_CHOICES, MAX_FRAMES,
    MAX_QUEUE, MAX_TARGETS, NO_CARD, NO_PLAYER, NO_SLOT, NUM_LOCS, ORIGIN_EFFECT, PH_DRAW, PH_GAME_OVER,
    PlayerState, SOUL_LIFE, SOUL_NONE, SOUL_RESERVE, SOUL_SLOT0, SOUL_TRASH, TURN_LOST_LIFE,
    USE_MAGIC, USE_RESERVE_ONLY, USE_SOUL_PAID, USE_SUMMON,
)
from bscore.actions cimport (
    after_use, check_depleted, clear_use, complete_summon, continue_use, destroy_card, draw_cards, edecide,
    finish_magic, game_over, leave_field, push_frame, remove_from_trash, return_to_hand, take_from_hand,
    to_deck_bottom, to_deck_top, to_hand, to_trash, use_decide, usable_magic,
)
from bscore.cores cimport cores_on, cores_to_move, has_core, put_core, soul_at_loc, take_core
from bscore.events cimport add_mod, burst_ability, emit, end_batch, push_pending
from bscore.levels cimport is_depleted, min_cores
from bscore.statics cimport (
    available_cores, cond_holds, cost_to_pay, has_mod, keyword, level_of, matches_card, matches_field,
    slot_of, targetable,
)

cdef enum:
    MAX_CANDS = 64


cdef inline int pack(int p, int inst) noexcept nogil:
    return (p << 6) | inst


cdef inline const int32_t* op_at(const CardTable* t, const Frame* fr) noexcept nogil:
    return t.ops + (t.ab_prog[fr.ability] + fr.pc) * OP_WIDTH


cdef bint taken(const Frame* fr, int packed) noexcept nogil:
    cdef int i
    for i in range(fr.n_targets):
        if fr.targets[i] == packed:
            return True
    return False


cdef int candidates(const GameState* g, const CardTable* t, const Frame* fr, int fid, bint select,
                    int* out) noexcept nogil:
    """Cards matching filter fid for the frame's controller, in engine order (packed)."""
    cdef const int32_t* f = t.filters + fid * FILTER_WIDTH
    cdef int q = fr.player
    cdef int src_row = g.players[q].card_ids[fr.inst] if fr.inst != NO_CARD else -1
    cdef int n = 0
    cdef int zone = f[FF_ZONE]
    cdef int s, side, k, i, inst, n_sides, count
    cdef int sides[2]
    cdef const PlayerState* pl
    cdef const uint8_t* cards
    if zone == ZN_BUFFER:
        for i in range(fr.n_buffer):
            inst = fr.buffer[i]
            if matches_card(g, t, fid, q, fr.buffer_owner, inst, q, fr.inst, fr.subj_player, fr.subj_inst):
                out[n] = pack(fr.buffer_owner, inst)
                n += 1
        return n
    if f[FF_SIDE] == SD_MINE:
        sides[0] = q
        n_sides = 1
    elif f[FF_SIDE] == SD_OPPONENT:
        sides[0] = 1 - q
        n_sides = 1
    else:
        sides[0] = q
        sides[1] = 1 - q
        n_sides = 2
    for s in range(n_sides):
        side = sides[s]
        pl = &g.players[side]
        if zone == ZN_FIELD:
            for k in range(pl.slot_top):
                if pl.slots[k].inst == NO_CARD or taken(fr, pack(side, pl.slots[k].inst)):
                    continue
                if matches_field(g, t, fid, q, side, k, q, fr.inst, fr.subj_player, fr.subj_inst) and (
                        not select or targetable(g, t, side, k, q, src_row)):
                    if n < MAX_CANDS:
                        out[n] = pack(side, pl.slots[k].inst)
                        n += 1
        else:
            if zone == ZN_TRASH:
                cards = &pl.trash[0]
            else:
                cards = &pl.hand[0]
            count = pl.trash_count if zone == ZN_TRASH else pl.hand_count
            for i in range(count):
                inst = cards[i]
                if not taken(fr, pack(side, inst)) and matches_card(
                        g, t, fid, q, side, inst, q, fr.inst, fr.subj_player, fr.subj_inst):
                    if n < MAX_CANDS:
                        out[n] = pack(side, inst)
                        n += 1
    return n


cdef int cost_sum_candidates(const GameState* g, const CardTable* t, const Frame* fr, const int32_t* op,
                             int* out) noexcept nogil:
    cdef int all_[MAX_CANDS]
    cdef int n = candidates(g, t, fr, op[1], True, all_)
    cdef int m = 0
    cdef int i, row
    for i in range(n):
        row = g.players[all_[i] >> 6].card_ids[all_[i] & 63]
        if t.cost[row] <= fr.num:
            out[m] = all_[i]
            m += 1
    return m


cdef int summon_candidates(const GameState* g, const CardTable* t, const Frame* fr, const int32_t* op,
                           int* out) noexcept nogil:
    cdef int all_[MAX_CANDS]
    cdef int q = fr.player
    cdef int n, m, i, p, inst, row, ct, place
    cdef const PlayerState* pl = &g.players[q]
    if pl.slot_top >= 16:
        for i in range(16):
            if pl.slots[i].inst == NO_CARD:
                break
        else:
            return 0
    n = candidates(g, t, fr, op[1], False, all_)
    m = 0
    for i in range(n):
        p = all_[i] >> 6
        inst = all_[i] & 63
        row = g.players[p].card_ids[inst]
        ct = t.card_type[row]
        if not (ct == CT_SPIRIT or ct == CT_ULTIMATE or ct == CT_BRAVE):
            continue
        place = min_cores(t, row)  # cores to place, paid or not
        if available_cores(g, q, (op[2] & 2) != 0) < (cost_to_pay(g, t, q, inst) if op[2] & 1 else 0) + place:
            continue
        out[m] = all_[i]
        m += 1
    return m


cdef int choose_options(const GameState* g, const CardTable* t, int* out, bint* pass_ok) noexcept nogil:
    """Options of the pending CHOOSE decision; pass_ok says whether PASS is allowed."""
    cdef const Frame* fr = &g.frames[g.n_frames - 1]
    cdef const int32_t* op = op_at(t, fr)
    cdef int code = op[0]
    cdef int i
    if code == OP_CHOOSE:
        pass_ok[0] = fr.picks >= op[2]
        return candidates(g, t, fr, op[1], True, out)
    if code == OP_CHOOSE_COST_SUM:
        pass_ok[0] = True
        return cost_sum_candidates(g, t, fr, op, out)
    if code == OP_PICK:
        pass_ok[0] = fr.picks >= op[2]
        return candidates(g, t, fr, op[1], False, out)
    if code == OP_SUMMON:
        pass_ok[0] = op[3] != 0
        return summon_candidates(g, t, fr, op, out)
    if code == OP_REST:  # the next card to place, in any order
        pass_ok[0] = False
        for i in range(fr.n_buffer):
            out[i] = pack(fr.buffer_owner, fr.buffer[i])
        return fr.n_buffer
    pass_ok[0] = False  # CORES ... UP_TO: how many, 0..num
    for i in range(fr.num + 1):
        out[i] = i
    return fr.num + 1


cdef inline void set_no_targets(Frame* fr) noexcept nogil:
    memset(fr.targets, 0, MAX_TARGETS)
    fr.n_targets = 0


# -- the queue and frames ----------------------------------------------------------------------

cdef int top_batch(const GameState* g, int* out) noexcept nogil:
    cdef int top = 0
    cdef int i, n = 0
    for i in range(g.n_queue):
        if g.queue[i].batch > top:
            top = g.queue[i].batch
    for i in range(g.n_queue):
        if g.queue[i].batch == top:
            out[n] = i
            n += 1
    return n


cdef int max_batch(const GameState* g) noexcept nogil:
    cdef int i, top = 0
    for i in range(g.n_queue):
        if g.queue[i].batch > top:
            top = g.queue[i].batch
    return top


cdef void resolve_pending(GameState* g, int index) noexcept nogil:
    cdef int ab = g.queue[index].ability
    cdef int q = g.queue[index].player
    cdef int inst = g.queue[index].inst
    cdef int sp = g.queue[index].subj_player
    cdef int si = g.queue[index].subj_inst
    cdef int cores = g.queue[index].subj_cores
    cdef int flags = g.queue[index].subj_flags
    cdef int j
    for j in range(index, g.n_queue - 1):
        g.queue[j] = g.queue[j + 1]
    g.n_queue -= 1
    memset(&g.queue[g.n_queue], 0, sizeof(g.queue[0]))
    if g.n_queue == 0:
        g.next_batch = 0
    push_frame(g, ab, q, inst, sp, si, cores, flags, 0)


cdef void start_next_trigger(GameState* g) noexcept nogil:
    cdef int cands[MAX_QUEUE]
    cdef int n = top_batch(g, cands)
    if n > 1:
        edecide(g, DK_ORDER, g.active)  # R10.5: the turn player orders
        return
    resolve_pending(g, cands[0])


cdef void run_effects_step(GameState* g, const CardTable* t) noexcept nogil:
    """One step of effect resolution (advance calls it while effects are pending)."""
    cdef Frame* fr
    cdef int q, j
    if g.n_frames:
        fr = &g.frames[g.n_frames - 1]
        # R10.6: only what this discard triggered (batches from fr.picks on) resolves inside it
        if fr.flags & FRAME_NESTED and g.n_queue and g.n_frames < MAX_FRAMES and max_batch(g) >= fr.picks:
            start_next_trigger(g)
        else:
            exec_frame(g, t, fr)
        return
    if g.burst_offer:
        q = g.active if (g.burst_offer >> g.active) & 1 else 1 - g.active
        edecide(g, DK_BURST, q)
        return
    if g.n_queue:
        start_next_trigger(g)
        return
    q = g.burst_queue[0]
    for j in range(g.n_burst_queue - 1):
        g.burst_queue[j] = g.burst_queue[j + 1]
    g.n_burst_queue -= 1
    g.burst_queue[g.n_burst_queue] = 0
    push_frame(g, burst_ability(g, t, q), q, g.players[q].burst_inst, NO_PLAYER, NO_CARD, 0, 0, FRAME_BURST)


cdef void pop_frame(GameState* g) noexcept nogil:
    g.n_frames -= 1
    memset(&g.frames[g.n_frames], 0, sizeof(Frame))


cdef int burst_magic(const GameState* g, const CardTable* t, const Frame* fr) noexcept nogil:
    """The Magic effect a finished Burst may pay for, if its owner can pay (else -1) (R13.5)."""
    cdef int kind = t.ab_value[fr.ability]
    cdef int row, ab, bit
    if not kind:
        return -1
    row = g.players[fr.player].card_ids[fr.inst]
    bit = 1 if kind == AK_MAGIC_MAIN else 2
    for ab in range(t.card_ab_start[row], t.card_ab_start[row] + t.card_ab_count[row]):
        if (t.ab_kind[ab] == AK_MAGIC_MAIN or t.ab_kind[ab] == AK_MAGIC_FLASH) and t.ab_value[ab] & bit:
            if available_cores(g, fr.player, False) >= cost_to_pay(g, t, fr.player, fr.inst):
                return ab
            return -1
    return -1


cdef void finish_burst(GameState* g, const CardTable* t, Frame* fr, bint pay) noexcept nogil:
    cdef int p = fr.player
    cdef PlayerState* pl = &g.players[p]
    cdef int ab = burst_magic(g, t, fr) if pay else -1
    cdef int inst
    pop_frame(g)
    inst = pl.burst_inst
    pl.burst_inst = NO_CARD
    pl.burst_state = 0
    if ab < 0:
        to_trash(g, p, inst)
        return
    g.use_player = p
    g.use_inst = inst
    g.use_kind = USE_MAGIC
    g.use_origin = ORIGIN_EFFECT
    g.use_ability = ab
    g.use_cost_left = cost_to_pay(g, t, p, inst)
    continue_use(g, t)


cdef void end_frame(GameState* g, const CardTable* t, Frame* fr) noexcept nogil:
    cdef int ab = fr.ability
    cdef int player = fr.player
    cdef int inst = fr.inst
    cdef int flags = fr.flags
    if flags & FRAME_BURST and not (flags & FRAME_SUBSTEP):
        fr.flags |= FRAME_SUBSTEP  # R13.5: the paid Magic effect may follow
        if burst_magic(g, t, fr) >= 0:
            edecide(g, DK_YES_NO, fr.player)
            return
        finish_burst(g, t, fr, False)
        return
    pop_frame(g)
    if flags & FRAME_MAGIC:
        finish_magic(g, t)
    elif t.ab_kind[ab] == AK_TRIGGERED and t.ab_event[ab] == EV_SUMMONED and t.ab_scope[ab] == SC_SELF:
        emit(g, t, EV_WS_RESOLVED, player, inst, 0, 0, NO_PLAYER)
        end_batch(g)


cdef inline int who_player(const Frame* fr, int who) noexcept nogil:
    return fr.player if who == WHO_CONTROLLER else 1 - fr.player


cdef void exec_frame(GameState* g, const CardTable* t, Frame* fr) noexcept nogil:
    """Run ops of the top frame until it needs a decision, yields (R10.6) or ends."""
    cdef const int32_t* op
    while True:
        if g.phase == PH_GAME_OVER:
            return
        op = op_at(t, fr)
        if op[0] == OP_END:
            end_frame(g, t, fr)
            return
        if not exec_op(g, t, fr, op):
            return


cdef bint exec_op(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil:
    """One op; False when a decision is pending or the op yields."""
    cdef int code = op[0]
    cdef int cands[MAX_CANDS]
    cdef int n, i, p, inst, k, count, flags
    cdef PlayerState* pl
    if code == OP_CHOOSE:
        if not (fr.flags & FRAME_CHOOSING):
            if not op[5]:
                set_no_targets(fr)
            fr.picks = 0
            fr.num = 0
            fr.flags |= FRAME_CHOOSING
        n = candidates(g, t, fr, op[1], True, cands)
        if fr.picks >= op[3] or n == 0 or fr.n_targets >= MAX_TARGETS:
            fr.flags &= ~FRAME_CHOOSING
            fr.pc += 1
            return True
        edecide(g, DK_CHOOSE, fr.player if op[4] == WHO_CONTROLLER else 1 - fr.player)
        return False
    if code == OP_CHOOSE_COST_SUM:
        if not (fr.flags & FRAME_CHOOSING):
            set_no_targets(fr)
            fr.picks = 0
            fr.num = op[2]
            fr.flags |= FRAME_CHOOSING
        if cost_sum_candidates(g, t, fr, op, cands) == 0:
            fr.flags &= ~FRAME_CHOOSING
            fr.pc += 1
            return True
        edecide(g, DK_CHOOSE, fr.player)
        return False
    if code == OP_ALL:
        set_no_targets(fr)
        n = candidates(g, t, fr, op[1], False, cands)
        if n > MAX_TARGETS:
            n = MAX_TARGETS
        for i in range(n):
            fr.targets[i] = cands[i]
        fr.n_targets = n
        fr.pc += 1
        return True
    if code == OP_SELF:
        set_no_targets(fr)
        fr.targets[0] = pack(fr.player, fr.inst)
        fr.n_targets = 1
        fr.pc += 1
        return True
    if code == OP_SUBJECT:
        set_no_targets(fr)
        if fr.subj_inst != NO_CARD:
            fr.targets[0] = pack(fr.subj_player, fr.subj_inst)
            fr.n_targets = 1
        fr.pc += 1
        return True
    if code == OP_BLOCKER:
        set_no_targets(fr)
        if g.in_battle and g.blocker != NO_SLOT:
            fr.targets[0] = pack(1 - g.active, g.players[1 - g.active].slots[g.blocker].inst)
            fr.n_targets = 1
        fr.pc += 1
        return True
    if code == OP_DESTROY:
        for i in range(fr.n_targets):
            p = fr.targets[i] >> 6
            inst = fr.targets[i] & 63
            k = slot_of(g, p, inst)
            if k < 0:
                continue
            if p != fr.player:
                if has_mod(g, p, inst, MD_PROTECTED):
                    continue
                if keyword(g, t, p, k, KW_AT_FIELD) >= 0 and g.players[p].soul_loc == SOUL_SLOT0 + k:
                    continue  # A.T. Field
            flags = EF_BY_EFFECT | (EF_BY_OPPONENT if p != fr.player else 0)
            destroy_card(g, t, p, k, flags, fr.player)
        end_batch(g)
        fr.pc += 1
        return True
    if code == OP_TO_HAND:
        for i in range(fr.n_targets):
            p = fr.targets[i] >> 6
            inst = fr.targets[i] & 63
            k = slot_of(g, p, inst)
            if k >= 0:
                return_to_hand(g, t, p, k)
            elif in_trash(g, p, inst):
                remove_from_trash(g, p, inst)
                to_hand(g, p, inst)
        end_batch(g)
        fr.pc += 1
        return True
    if code == OP_EXHAUST:
        for i in range(fr.n_targets):
            p = fr.targets[i] >> 6
            inst = fr.targets[i] & 63
            k = slot_of(g, p, inst)
            if k >= 0 and g.players[p].slots[k].exhaust == 0:
                g.players[p].slots[k].exhaust = 1
                if t.card_type[g.players[p].card_ids[inst]] == CT_NEXUS:
                    emit(g, t, EV_NEXUS_EXHAUSTED, p, inst, 0, 0, NO_PLAYER)
        end_batch(g)
        fr.pc += 1
        return True
    if code == OP_REFRESH:
        for i in range(fr.n_targets):
            p = fr.targets[i] >> 6
            inst = fr.targets[i] & 63
            k = slot_of(g, p, inst)
            if k >= 0 and g.players[p].slots[k].exhaust:
                g.players[p].slots[k].exhaust -= 1  # R1.8: one step
        fr.pc += 1
        return True
    if code == OP_DRAW:
        p = who_player(fr, op[2])
        draw_cards(g, p, op[1])
        if g.phase != PH_DRAW:
            emit(g, t, EV_DREW, p, NO_CARD, 0, 0, NO_PLAYER)
            end_batch(g)
        fr.pc += 1
        return True
    if code == OP_DISCARD:
        return op_discard(g, t, fr, op)
    if code == OP_CORES:
        return op_cores(g, t, fr, op)
    if code == OP_BP or code == OP_MOD:
        for i in range(fr.n_targets):
            p = fr.targets[i] >> 6
            inst = fr.targets[i] & 63
            if slot_of(g, p, inst) >= 0:
                if code == OP_BP:
                    add_mod(g, p, inst, MD_BP, op[2], op[1], fr.player)
                else:
                    add_mod(g, p, inst, op[1], op[3], op[2], fr.player)
        fr.pc += 1
        return True
    if code == OP_PLAYER_MOD:
        add_mod(g, who_player(fr, op[4]), NO_CARD, op[1], op[3], op[2], fr.player)
        fr.pc += 1
        return True
    if code == OP_IF:
        if not cond_holds(g, t, op[1], op[2], fr.player, fr.player, fr.inst, fr):
            fr.pc += op[3]
        fr.pc += 1
        return True
    if code == OP_MAY:
        if not cond_holds(g, t, op[1], op[2], fr.player, fr.player, fr.inst, fr):
            fr.pc += 1 + op[3]  # R0.4: A impossible, so B is not offered
            return True
        fr.flags |= FRAME_SUBSTEP
        edecide(g, DK_YES_NO, fr.player)
        return False
    if code == OP_JUMP:
        fr.pc += 1 + op[3]
        return True
    if code == OP_REVEAL:
        p = who_player(fr, op[2])
        pl = &g.players[p]
        count = op[1]
        if count > pl.deck_count:
            count = pl.deck_count
        if count > MAX_BUFFER:
            count = MAX_BUFFER
        memset(fr.buffer, 0, MAX_BUFFER)
        for i in range(count):  # top first
            pl.deck_count -= 1
            fr.buffer[i] = pl.deck[pl.deck_count]
            pl.deck[pl.deck_count] = NO_CARD
        fr.n_buffer = count
        fr.buffer_owner = p
        if op[3]:
            fr.flags |= FRAME_PUBLIC
        else:
            fr.flags &= ~FRAME_PUBLIC
        fr.pc += 1
        return True
    if code == OP_PICK:
        return op_pick(g, t, fr, op)
    if code == OP_REST:
        p = fr.buffer_owner
        if op[2] and (op[1] == DS_DECK_TOP or op[1] == DS_DECK_BOTTOM) and fr.n_buffer >= 2:
            edecide(g, DK_CHOOSE, fr.player)  # "in any order": place them one at a time
            return False
        if op[1] == DS_DECK_TOP:  # the first card revealed ends on top again
            for i in range(fr.n_buffer - 1, -1, -1):
                move_card(g, p, fr.buffer[i], op[1])
        else:
            for i in range(fr.n_buffer):
                move_card(g, p, fr.buffer[i], op[1])
        memset(fr.buffer, 0, MAX_BUFFER)
        fr.n_buffer = 0
        fr.pc += 1
        return True
    if code == OP_SUMMON:
        if not (fr.flags & FRAME_CHOOSING):
            fr.flags |= FRAME_CHOOSING
            fr.picks = 0
        if fr.picks or summon_candidates(g, t, fr, op, cands) == 0:
            fr.flags &= ~FRAME_CHOOSING
            fr.pc += 1
            return True
        edecide(g, DK_CHOOSE, fr.player)
        return False
    if code == OP_RAID:
        g.raid_used[fr.player] += 1
        fr.pc += 1
        return True
    if code == OP_LUSTER:
        pl = &g.players[fr.player]
        i = 0
        while i < pl.trash_count:
            inst = pl.trash[i]
            if (g.battle_magic[fr.player] >> inst) & 1:
                remove_from_trash(g, fr.player, inst)
                to_hand(g, fr.player, inst)
            else:
                i += 1
        g.battle_magic[fr.player] = 0
        fr.pc += 1
        return True
    fr.pc += 1  # CALLBACK and unknown ops: the compiled engine refuses callback cards at load
    return True


cdef bint in_trash(const GameState* g, int p, int inst) noexcept nogil:
    cdef int i
    for i in range(g.players[p].trash_count):
        if g.players[p].trash[i] == inst:
            return True
    return False


cdef void move_card(GameState* g, int p, int inst, int dest) noexcept nogil:
    """A card in no zone (buffer) goes to dest."""
    if dest == DS_HAND:
        to_hand(g, p, inst)
    elif dest == DS_TRASH:
        to_trash(g, p, inst)
    elif dest == DS_DECK_BOTTOM:
        to_deck_bottom(g, p, inst)
    else:
        to_deck_top(g, p, inst)


cdef int take_from_buffer(Frame* fr, int i) noexcept nogil:
    cdef int inst = fr.buffer[i]
    cdef int j
    for j in range(i, MAX_BUFFER - 1):
        fr.buffer[j] = fr.buffer[j + 1]
    fr.buffer[MAX_BUFFER - 1] = 0
    fr.n_buffer -= 1
    return inst


cdef bint op_pick(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil:
    cdef int cands[MAX_CANDS]
    cdef int i
    if op[2] == ANY_NUMBER:  # every matching card, no choice
        i = 0
        while i < fr.n_buffer:
            if matches_card(g, t, op[1], fr.player, fr.buffer_owner, fr.buffer[i], fr.player, fr.inst, -1, -1):
                move_card(g, fr.buffer_owner, take_from_buffer(fr, i), op[4])
            else:
                i += 1
        fr.pc += 1
        return True
    if not (fr.flags & FRAME_CHOOSING):
        fr.picks = 0
        fr.flags |= FRAME_CHOOSING
    if fr.picks >= op[3] or candidates(g, t, fr, op[1], False, cands) == 0:
        fr.flags &= ~FRAME_CHOOSING
        fr.pc += 1
        return True
    edecide(g, DK_CHOOSE, fr.player)
    return False


cdef bint op_discard(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil:
    cdef int p = who_player(fr, op[2])
    cdef PlayerState* pl = &g.players[p]
    cdef int count, k, inst, flags
    if not (fr.flags & FRAME_SUBSTEP):
        count = op[1]
        if count < 0:  # Crush: the source's level + its Crush number
            k = slot_of(g, fr.player, fr.inst)
            count = level_of(g, t, fr.player, k) + keyword(g, t, fr.player, k, KW_CRUSH) if k >= 0 else 0
        fr.num = count
        fr.picks = g.next_batch  # triggers from this batch on belong to the discards
        fr.flags |= FRAME_SUBSTEP | FRAME_NESTED
    if fr.num <= 0 or pl.deck_count == 0:
        fr.flags &= ~(FRAME_SUBSTEP | FRAME_NESTED)
        fr.num = 0
        fr.pc += 1
        return True
    pl.deck_count -= 1
    inst = pl.deck[pl.deck_count]
    pl.deck[pl.deck_count] = NO_CARD
    to_trash(g, p, inst)
    fr.num -= 1
    flags = EF_BY_EFFECT | (EF_BY_OPPONENT if p != fr.player else 0)
    if fr.ability == BUILTIN_CRUSH:
        flags |= EF_BY_CRUSH
    emit(g, t, EV_DECK_DISCARDED, p, inst, flags, 0, fr.player)
    end_batch(g)
    return False  # R10.6: effects this card triggers resolve before the next card


# -- CORES -----------------------------------------------------------------------------------

cdef inline int zone_player(const Frame* fr, int who, int card_owner) noexcept nogil:
    if who == WHO_OWNER:
        return card_owner
    return fr.player if who == WHO_CONTROLLER else 1 - fr.player


cdef inline bint dest_allows_soul(int to) noexcept nogil:
    return to != CZ_VOID and to != CZ_LIFE


cdef void put_cores(GameState* g, Frame* fr, int to, int who, int owner, int normal, bint soul,
                    int tp, int tk) noexcept nogil:
    cdef int p, k
    cdef PlayerState* pl
    if to == CZ_TARGETS and tp >= 0:
        g.players[tp].slots[tk].cores += normal
        if soul:
            g.players[tp].soul_loc = SOUL_SLOT0 + tk
        return
    if to == CZ_SELF:
        k = slot_of(g, fr.player, fr.inst)
        g.players[fr.player].slots[k].cores += normal
        if soul:
            g.players[fr.player].soul_loc = SOUL_SLOT0 + k
        return
    p = zone_player(fr, who, owner)
    pl = &g.players[p]
    if to == CZ_VOID:
        g.players[owner].void_out += normal
    elif to == CZ_RESERVE:
        pl.reserve += normal
        if soul:
            pl.soul_loc = SOUL_RESERVE
    elif to == CZ_TRASH:
        pl.trash_cores += normal
        if soul:
            pl.soul_loc = SOUL_TRASH
    elif to == CZ_LIFE:
        pl.life += normal


cdef void after_card_loss(GameState* g, const CardTable* t, Frame* fr, int p, int k) noexcept nogil:
    """R6.2: cores an effect took from a Spirit can deplete it."""
    cdef int inst = g.players[p].slots[k].inst
    cdef int flags
    if is_depleted(t, g.players[p].card_ids[inst], cores_on(g, p, k)):
        leave_field(g, p, k, False)
        flags = EF_BY_EFFECT | (EF_BY_OPPONENT if p != fr.player else 0)
        emit(g, t, EV_DEPLETED, p, inst, flags, 0, fr.player)


cdef bint cores_from_cards(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil:
    cdef int frm = op[1], to = op[2], count = op[3], flags = op[4], who = op[5]
    cdef int n_cards = 1 if frm == CZ_SELF else fr.n_targets
    cdef int p, inst, k, normal, total, n, moved_normal, moved_soul
    cdef bint soul, allow_soul, ask
    cdef PlayerState* pl
    while fr.index < n_cards:
        if frm == CZ_SELF:
            p = fr.player
            inst = fr.inst
        else:
            p = fr.targets[fr.index] >> 6
            inst = fr.targets[fr.index] & 63
        k = slot_of(g, p, inst)
        if k < 0 or (p != fr.player and has_mod(g, p, inst, MD_PROTECTED)):
            fr.index += 1
            continue
        pl = &g.players[p]
        normal = pl.slots[k].cores
        soul = pl.soul_loc == SOUL_SLOT0 + k
        total = normal + soul
        if count == ALL_CORES:
            n = total
        elif count == ALL_BUT_ONE:
            n = total - 1 if total > 0 else 0
        else:
            n = count if count < total else total
        if flags & CF_SOUL_ONLY:
            n = soul
        if flags & CF_UP_TO:
            if not (fr.flags & FRAME_AMOUNT):
                fr.flags |= FRAME_AMOUNT
                fr.num = n  # the most that may move; the controller picks 0..n
                edecide(g, DK_CHOOSE, fr.player)
                return False
            if fr.num < n:
                n = fr.num
        allow_soul = soul and dest_allows_soul(to) and not (flags & CF_NO_SOUL)
        ask = allow_soul and not (flags & CF_SOUL_ONLY) and 0 < n <= normal
        if ask and not (fr.flags & FRAME_SUBSTEP):
            fr.flags |= FRAME_SUBSTEP
            edecide(g, DK_SOUL, p)  # R6.7: the owner chooses
            return False
        if flags & CF_SOUL_ONLY:
            moved_normal = 0
            moved_soul = allow_soul
        elif flags & CF_NO_SOUL or not soul:
            moved_normal = n if n < normal else normal
            moved_soul = 0
        else:
            cores_to_move(normal, True, n, (fr.flags & FRAME_SOUL_CHOSEN) != 0,
                          0 if dest_allows_soul(to) else 1, False, &moved_normal, &moved_soul)
        pl.slots[k].cores -= moved_normal
        if moved_soul:
            pl.soul_loc = SOUL_NONE
        put_cores(g, fr, to, who, p, moved_normal, moved_soul != 0, -1, -1)
        if moved_normal or moved_soul:
            after_card_loss(g, t, fr, p, k)
        fr.flags &= ~(FRAME_SUBSTEP | FRAME_SOUL_CHOSEN | FRAME_AMOUNT)
        fr.index += 1
    fr.index = 0
    fr.num = 0
    end_batch(g)
    fr.pc += 1
    return True


cdef void take_zone(const GameState* g, const Frame* fr, int frm, int who, int n, int flags, int* owner,
                    int* normal, bint* soul) noexcept nogil:
    """Up to n cores from a zone: owner, normal cores taken, Soul Core taken."""
    cdef int p = zone_player(fr, who, fr.player)
    cdef const PlayerState* pl = &g.players[p]
    cdef int have, soul_here
    cdef bint had_soul
    owner[0] = p
    soul[0] = False
    if frm == CZ_VOID:
        normal[0] = n
        return
    if frm == CZ_SOUL:
        normal[0] = 0
        soul[0] = soul_at_loc(g, p) >= 0
        return
    if frm == CZ_SUBJECT:
        p = fr.subj_player
        owner[0] = p
        pl = &g.players[p]
        had_soul = (fr.subj_flags & EF_HAD_SOUL) != 0
        have = fr.subj_cores - had_soul
        normal[0] = have if have < pl.reserve else pl.reserve
        if normal[0] < 0:
            normal[0] = 0
        soul[0] = had_soul and pl.soul_loc == SOUL_RESERVE
        return
    if frm == CZ_RESERVE:
        have = pl.reserve
        soul_here = SOUL_RESERVE
    elif frm == CZ_TRASH:
        have = pl.trash_cores
        soul_here = SOUL_TRASH
    else:
        have = pl.life
        soul_here = SOUL_LIFE
    normal[0] = n if n < have else have
    soul[0] = not (flags & CF_NO_SOUL) and pl.soul_loc == soul_here and normal[0] < n


cdef void remove_zone(GameState* g, const CardTable* t, Frame* fr, int frm, int p, int normal, bint soul) noexcept nogil:
    cdef PlayerState* pl = &g.players[p]
    cdef int loc
    if frm == CZ_VOID:
        return
    if frm == CZ_SOUL:
        loc = soul_at_loc(g, p)
        pl.soul_loc = SOUL_NONE
        if loc > 0:
            after_card_loss(g, t, fr, p, loc - 1)
        return
    if frm == CZ_RESERVE or frm == CZ_SUBJECT:
        pl.reserve -= normal
    elif frm == CZ_TRASH:
        pl.trash_cores -= normal
    elif frm == CZ_LIFE:
        pl.life -= normal
    if soul:
        pl.soul_loc = SOUL_NONE


cdef bint cores_from_zone(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil:
    cdef int frm = op[1], to = op[2], count = op[3], flags = op[4], who = op[5]
    cdef int dest_p[MAX_TARGETS]
    cdef int dest_k[MAX_TARGETS]
    cdef int n_dest = 0
    cdef int i, k, p, n, owner, normal, eflags
    cdef bint soul
    if to == CZ_TARGETS or to == CZ_SELF:
        if to == CZ_SELF:
            k = slot_of(g, fr.player, fr.inst)
            if k >= 0:
                dest_p[0] = fr.player
                dest_k[0] = k
                n_dest = 1
        else:
            for i in range(fr.n_targets):
                p = fr.targets[i] >> 6
                k = slot_of(g, p, fr.targets[i] & 63)
                if k >= 0:
                    dest_p[n_dest] = p
                    dest_k[n_dest] = k
                    n_dest += 1
    else:
        dest_p[0] = -1
        dest_k[0] = -1
        n_dest = 1
    n = count
    if flags & CF_UP_TO:
        if not (fr.flags & FRAME_AMOUNT):
            take_zone(g, fr, frm, who, count, flags, &owner, &normal, &soul)
            fr.flags |= FRAME_AMOUNT
            fr.num = normal + soul
            edecide(g, DK_CHOOSE, fr.player)
            return False
        n = fr.num
    for i in range(n_dest):
        take_zone(g, fr, frm, who, n, flags, &owner, &normal, &soul)
        if frm == CZ_SOUL:
            normal = 0
        soul = soul and to != CZ_VOID and to != CZ_LIFE
        if frm == CZ_VOID:
            p = dest_p[i] if dest_p[i] >= 0 else zone_player(fr, who, fr.player)
            g.players[p].void_in += normal
        remove_zone(g, t, fr, frm, owner, normal, soul)
        if to == CZ_TARGETS:
            put_cores(g, fr, to, who, owner, normal, soul, dest_p[i], dest_k[i])
        else:
            put_cores(g, fr, to, who, owner, normal, soul, -1, -1)
        if frm == CZ_LIFE and normal:
            g.turn_flags[owner] |= TURN_LOST_LIFE
            eflags = EF_BY_EFFECT | (EF_BY_OPPONENT if owner != fr.player else 0)
            emit(g, t, EV_LIFE_REDUCED, owner, NO_CARD, eflags, 0, fr.player)
            if g.players[owner].life == 0:  # R4.1
                game_over(g, owner == 0, owner == 1, END_LIFE)
                return False
    fr.flags &= ~FRAME_AMOUNT
    fr.num = 0
    end_batch(g)
    fr.pc += 1
    return True


cdef bint op_cores(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil:
    if op[1] == CZ_TARGETS or op[1] == CZ_SELF:
        return cores_from_cards(g, t, fr, op)
    return cores_from_zone(g, t, fr, op)


# -- effect decisions ---------------------------------------------------------------------------

cdef inline bint push(int32_t* out, int* n, int limit, int code) noexcept nogil:
    out[n[0]] = code
    n[0] += 1
    return n[0] >= limit


cdef int use_legal(const GameState* g, const CardTable* t, int d, int p, int32_t* out, int limit) noexcept nogil:
    """Legal codes while a card is being used (R7.1): MAGIC_EFFECT, PAY, PLACE."""
    cdef int n = 0
    cdef int loc, kind, top
    cdef bint reserve_only = (g.use_flags & USE_RESERVE_ONLY) != 0
    if limit <= 0:
        return 0
    if d == DK_MAGIC_EFFECT:
        if push(out, &n, limit, A_CHOICE):
            return n
        push(out, &n, limit, A_CHOICE + 1)
        return n
    if d == DK_PLACE and cores_on(g, p, g.use_slot) >= min_cores(t, g.players[p].card_ids[g.use_inst]):
        if push(out, &n, limit, A_PASS):
            return n
    top = 1 if reserve_only else 1 + g.players[p].slot_top
    for loc in range(top):
        if d == DK_PLACE and loc and loc - 1 == g.use_slot:
            continue
        for kind in range(2):
            if has_core(g, p, loc, kind):
                if push(out, &n, limit, (A_PAY if d == DK_PAY else A_PLACE) + loc * 2 + kind):
                    return n
    return n


cdef int effect_legal(const GameState* g, const CardTable* t, int32_t* out, int limit) noexcept nogil:
    """Legal codes of the pending effect decision, ascending."""
    cdef int d = g.edecision
    cdef int p = g.edecision_player
    cdef int n = 0
    cdef int cands[MAX_CANDS]
    cdef int order[MAX_QUEUE]
    cdef int m, i, loc, kind
    cdef bint pass_ok
    if limit <= 0:
        return 0
    if d == DK_CHOOSE:
        m = choose_options(g, t, cands, &pass_ok)
        if pass_ok and push(out, &n, limit, A_PASS):
            return n
        if m > MAX_CHOICES:
            m = MAX_CHOICES
        for i in range(m):
            if push(out, &n, limit, A_CHOICE + i):
                return n
        return n
    if d == DK_YES_NO or d == DK_BURST or d == DK_SOUL:
        if push(out, &n, limit, A_PASS):
            return n
        push(out, &n, limit, A_CONFIRM)
        return n
    if d == DK_ORDER:
        m = top_batch(g, order)
        for i in range(m):
            if push(out, &n, limit, A_CHOICE + i):
                return n
        return n
    if d == DK_AWAKEN:
        if push(out, &n, limit, A_PASS):
            return n
        for loc in range(1, 1 + g.players[p].slot_top):
            if loc - 1 == g.awaken_slot:
                continue
            for kind in range(2):
                if has_core(g, p, loc, kind):
                    if push(out, &n, limit, A_PLACE + loc * 2 + kind):
                        return n
        return n
    return use_legal(g, t, d, p, out, limit)


cdef void perform_effect(GameState* g, const CardTable* t, int code) noexcept nogil:
    """Answer the pending effect decision with a legal code."""
    cdef int d = g.edecision
    cdef int p = g.edecision_player
    cdef Frame* fr = &g.frames[g.n_frames - 1] if g.n_frames else NULL
    cdef int order[MAX_QUEUE]
    cdef int loc, kind
    edecide(g, DK_NONE, NO_PLAYER)
    if d == DK_CHOOSE:
        answer_choose(g, t, fr, code)
    elif d == DK_YES_NO:
        fr.flags &= ~FRAME_SUBSTEP
        if fr.flags & FRAME_BURST and op_at(t, fr)[0] == OP_END:
            finish_burst(g, t, fr, code == A_CONFIRM)
        elif code == A_CONFIRM:
            fr.pc += 1
        else:
            fr.pc += 1 + op_at(t, fr)[3]
    elif d == DK_SOUL:
        if code == A_CONFIRM:
            fr.flags |= FRAME_SOUL_CHOSEN
    elif d == DK_ORDER:
        top_batch(g, order)
        resolve_pending(g, order[code - A_CHOICE])
    elif d == DK_BURST:
        g.burst_offer &= ~(1 << p)
        if code == A_CONFIRM:  # R13.3: flipped now, resolves after the other effects
            g.players[p].burst_state = 1
            g.burst_queue[g.n_burst_queue] = p
            g.n_burst_queue += 1
    elif d == DK_AWAKEN:
        if code == A_PASS:
            g.awaken_slot = NO_SLOT
            if g.decision == DK_FLASH:  # R10.4: priority passes after using an effect
                g.flash_priority = 1 - g.flash_priority
                g.flash_passes = 0
                g.decision_player = g.flash_priority
        else:
            loc = (code - A_PLACE) // 2
            kind = (code - A_PLACE) % 2
            take_core(g, p, loc, kind)
            put_core(g, p, 1 + g.awaken_slot, kind)
            check_depleted(g, t, p, loc)
            edecide(g, DK_AWAKEN, p)
    else:
        perform_use(g, t, d, p, code)


cdef void answer_choose(GameState* g, const CardTable* t, Frame* fr, int code) noexcept nogil:
    cdef const int32_t* op = op_at(t, fr)
    cdef int cands[MAX_CANDS]
    cdef bint pass_ok
    cdef int pick, i, p, inst
    if code == A_PASS:
        fr.flags &= ~FRAME_CHOOSING
        fr.pc += 1
        return
    choose_options(g, t, cands, &pass_ok)
    pick = cands[code - A_CHOICE]
    if op[0] == OP_CHOOSE or op[0] == OP_CHOOSE_COST_SUM:
        fr.targets[fr.n_targets] = pick
        fr.n_targets += 1
        fr.picks += 1
        if op[0] == OP_CHOOSE_COST_SUM:
            fr.num -= t.cost[g.players[pick >> 6].card_ids[pick & 63]]
    elif op[0] == OP_PICK:
        for i in range(fr.n_buffer):
            if fr.buffer[i] == (pick & 63):
                move_card(g, fr.buffer_owner, take_from_buffer(fr, i), op[4])
                break
        fr.picks += 1
    elif op[0] == OP_SUMMON:
        fr.picks = 1
        p = pick >> 6
        inst = pick & 63
        if t.filters[op[1] * FILTER_WIDTH + FF_ZONE] == ZN_TRASH:
            remove_from_trash(g, p, inst)
        else:
            for i in range(g.players[p].hand_count):
                if g.players[p].hand[i] == inst:
                    take_from_hand(g, p, i)
                    break
        fr.flags |= FRAME_WAITING
        g.use_player = p
        g.use_inst = inst
        g.use_kind = USE_SUMMON
        g.use_origin = ORIGIN_EFFECT
        g.use_flags = USE_RESERVE_ONLY if op[2] & 2 else 0
        g.use_cost_left = cost_to_pay(g, t, p, inst) if op[2] & 1 else 0
        continue_use(g, t)
    elif op[0] == OP_REST:
        for i in range(fr.n_buffer):
            if fr.buffer[i] == (pick & 63):
                move_card(g, fr.buffer_owner, take_from_buffer(fr, i), op[1])
                break
    else:  # CORES ... UP_TO
        fr.num = pick


cdef void perform_use(GameState* g, const CardTable* t, int d, int p, int code) noexcept nogil:
    """PAY, PLACE and MAGIC_EFFECT answers (flow or effect decisions)."""
    cdef int usable[8]
    cdef int loc, kind
    use_decide(g, DK_NONE, NO_PLAYER)
    if d == DK_MAGIC_EFFECT:
        usable_magic(g, t, p, g.use_inst, g.use_origin, usable)
        g.use_ability = usable[code - A_CHOICE]
        continue_use(g, t)
    elif d == DK_PAY:
        loc = (code - A_PAY) // 2
        kind = (code - A_PAY) % 2
        take_core(g, p, loc, kind)
        if kind:
            g.players[p].soul_loc = SOUL_TRASH
            g.use_flags |= USE_SOUL_PAID
        else:
            g.players[p].trash_cores += 1
        check_depleted(g, t, p, loc)
        g.use_cost_left -= 1
        # The trigger waits until the whole cost is paid, then resolves after the Magic (R10.5).
        if g.use_cost_left == 0 and g.use_kind == USE_MAGIC and g.use_flags & USE_SOUL_PAID:
            emit(g, t, EV_SOUL_PAID_MAGIC, p, NO_CARD, 0, 0, NO_PLAYER)
            end_batch(g)
        continue_use(g, t)
    elif code == A_PASS:  # R7.1 step 6 done: the summon/deploy completes
        complete_summon(g, t, p)
    else:
        loc = (code - A_PLACE) // 2
        kind = (code - A_PLACE) % 2
        take_core(g, p, loc, kind)
        put_core(g, p, 1 + g.use_slot, kind)
        check_depleted(g, t, p, loc)
        use_decide(g, DK_PLACE, p)
