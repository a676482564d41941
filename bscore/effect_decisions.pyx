# Effect decisions: their legal codes and answers (CHOOSE, YES_NO, ORDER, BURST, SOUL, AWAKEN)
# and the PAY / PLACE / MAGIC_EFFECT steps of using a card (R7.1, R8.4). Twin: pybs/reference/choices.py.

from libc.stdint cimport int32_t

from bscore.brave_stats cimport card_cost
from bscore._effects cimport *
from bscore._types cimport (
    A_CHOICE, A_CONFIRM, A_FUSE, A_PASS, A_PAY, A_PLACE, CardTable, CT_NEXUS, DK_AWAKEN, DK_BRAVE_KEEP, DK_BURST, DK_CHOOSE,
    DK_FLASH,
    DK_MAGIC_EFFECT, DK_NONE, DK_ORDER, DK_PAY, DK_PLACE, DK_SOUL, DK_YES_NO, FRAME_BURST, FRAME_CHOOSING,
    FRAME_MAGIC, FRAME_SOUL_CHOSEN, FRAME_STASH_EFFECT, FRAME_STASH_FLASH, FRAME_SUBSTEP, FRAME_USE_STASHED,
    FRAME_WAITING, Frame, GameState, MAX_CHOICES, MAX_QUEUE, MAX_SLOTS, NO_CARD,
    NO_PLAYER, NO_SLOT, ORIGIN_EFFECT, ORIGIN_FLASH, PlayerState, SOUL_TRASH, USE_DEPLOY, USE_EXHAUSTED, USE_MAGIC,
    USE_FREE_OPTION, USE_NO_SUMMON_TRIGGER, USE_NONE, USE_RESERVE_ONLY, USE_SOUL_PAID, USE_SUMMON,
)
from bscore.actions cimport (
    after_use, check_depleted, check_depleted_silently, complete_summon, continue_magic_use, continue_use, edecide, offer_free_use, remove_from_trash, stash_magic_use, take_from_hand,
    use_decide, usable_magic,
)
from bscore.braves cimport answer_brave_keep, brave_keep_codes, fuse_summoned, summon_fuse_codes
from bscore.cores cimport card_room, core_locked, cores_on, put_core, soul_at_loc, take_core
from bscore.effect_extras cimport hand_added
from bscore.effects cimport finish_burst, move_card, resolve_pending, take_from_buffer, top_batch
from bscore.events cimport clear_burst_subject, emit, end_batch, event_bit
from bscore.levels cimport min_cores
from bscore.statics cimport cost_to_pay, effective_bp, slot_of
from bscore.targets cimport MAX_CANDS, choose_options, op_at
from bscore.targets cimport from_union_zone, keep_chosen_only, summon_zone  # vocab-A
from bscore.zone_ops cimport pay_core
from bscore.misc cimport paid_draw_one
from bscore.pool2_ops cimport answer_pool2, options_of_choice  # pool II


cdef inline void push_sources(const GameState* g, const CardTable* t, int p, int base, int first, int top, int skip,
                              int32_t* out, int* n, int limit) noexcept nogil:
    """Push base + loc * 2 + kind for each core of p at locations first..top-1 but skip, until full (has_core with
    the Soul Core's location read once)."""
    cdef const PlayerState* pl = &g.players[p]
    cdef int soul = soul_at_loc(g, p)
    cdef int loc
    cdef bint normal
    for loc in range(first, top):
        if loc == skip or core_locked(g, t, p, loc):  # R16.4: a Grandwalker's cores stay
            continue
        normal = pl.reserve > 0 if loc == 0 else pl.slots[loc - 1].inst != NO_CARD and pl.slots[loc - 1].cores > 0
        if normal and push(out, n, limit, base + loc * 2):
            return
        if soul == loc and push(out, n, limit, base + loc * 2 + 1):
            return


cdef void fuse_on_summon(GameState* g, const CardTable* t, int p, int dst) noexcept nogil:
    """The Brave being summoned fuses to (p, dst) and the summon completes (R8.1, R12.1)."""
    fuse_summoned(g, t, p, dst, (g.use_flags & USE_EXHAUSTED) != 0)
    g.use_slot = NO_SLOT
    complete_summon(g, t, p)


cdef int use_legal(const GameState* g, const CardTable* t, int d, int p, int32_t* out, int limit) noexcept nogil:
    """Legal codes while a card is being used (R7.1): MAGIC_EFFECT, PAY, PLACE."""
    cdef int n = 0
    cdef int top, skip
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
    if d == DK_PAY and g.use_flags & USE_FREE_OPTION:  # PASS: use it free after all
        if push(out, &n, limit, A_PASS):
            return n
    if d == DK_PLACE and (card_room(g, p, g.use_slot) <= 0 or core_locked(g, t, p, 1 + g.use_slot)):
        return n  # full (MAX_CARD_CORES), or a Grandwalker: only Core Charge puts cores on it (R16.4)
    top = 1 if reserve_only else 1 + g.players[p].slot_top
    skip = 1 + g.use_slot if d == DK_PLACE else -1  # not from the card being placed on
    push_sources(g, t, p, A_PAY if d == DK_PAY else A_PLACE, 0, top, skip, out, &n, limit)
    if d == DK_PLACE and t.brave_any and n < limit:  # R8.1: or fuse the Brave at once
        n = summon_fuse_codes(g, t, p, out, n, limit)
    return n


cdef int effect_legal(const GameState* g, const CardTable* t, int32_t* out, int limit) noexcept nogil:
    """Legal codes of the pending effect decision, ascending."""
    cdef int d = g.edecision
    cdef int p = g.edecision_player
    cdef int n = 0
    cdef int cands[MAX_CANDS]
    cdef int order[MAX_QUEUE]
    cdef int m, i
    cdef bint pass_ok
    if limit <= 0:
        return 0
    if d == DK_CHOOSE:
        m = options_of_choice(g, t, cands, &pass_ok)
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
    if d == DK_BRAVE_KEEP:  # CN 2.1 item 3
        return brave_keep_codes(g, t, &g.frames[g.n_frames - 1], out, limit)
    if d == DK_AWAKEN:
        if push(out, &n, limit, A_PASS) or card_room(g, p, g.awaken_slot) <= 0:
            return n
        push_sources(g, t, p, A_PLACE, 1, 1 + g.players[p].slot_top, 1 + g.awaken_slot, out, &n, limit)
        return n
    return use_legal(g, t, d, p, out, limit)


cdef void perform_effect(GameState* g, const CardTable* t, int code) noexcept nogil:
    """Answer the pending effect decision with a legal code."""
    cdef int d = g.edecision
    cdef int p = g.edecision_player
    cdef Frame* fr = &g.frames[g.n_frames - 1] if g.n_frames else NULL
    cdef int order[MAX_QUEUE]
    cdef int loc, kind, emptied
    edecide(g, DK_NONE, NO_PLAYER)
    if d == DK_CHOOSE:
        answer_choose(g, t, fr, code)
    elif d == DK_YES_NO:
        fr.flags &= ~FRAME_SUBSTEP
        if fr.flags & FRAME_BURST and op_at(t, fr)[0] == OP_END:
            finish_burst(g, t, fr, code == A_CONFIRM)
        elif code == A_CONFIRM:
            fr.pc += 1
            if t.ab_event[fr.ability] == EV_WOULD_BE_DESTROYED:  # replace group: kept, no DESTROYS to remember;
                fr.index = 0  # the ops that follow count their progress in it
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
            if (t.event_union >> event_bit(EV_BURST_ACTIVATED)) & 1:  # vocab-D: "when a player activates a Burst"
                emit(g, t, EV_BURST_ACTIVATED, p, g.players[p].burst_inst, 0, 0, NO_PLAYER)
                end_batch(g)
        else:
            clear_burst_subject(g, p)  # kept set (R13.4): the event's subject is forgotten
    elif d == DK_BRAVE_KEEP:
        answer_brave_keep(g, fr, code)
    elif d == DK_AWAKEN:
        if code == A_PASS:
            g.awaken_slot = NO_SLOT
            if g.decision == DK_FLASH:  # R10.4: priority passes after using an effect
                after_use(g, ORIGIN_FLASH, USE_NONE)
        else:
            loc = (code - A_PLACE) // 2
            kind = (code - A_PLACE) % 2
            take_core(g, p, loc, kind)
            put_core(g, p, 1 + g.awaken_slot, kind)
            emptied = g.players[p].slots[loc - 1].inst if loc else NO_CARD
            check_depleted_silently(g, t, p, loc)  # Awaken: no When Destroyed for the emptied card
            if emptied != NO_CARD and g.players[p].slots[loc - 1].inst == NO_CARD:  # PR: it left, emptied
                emit(g, t, EV_AWAKEN_EMPTIED, p, emptied, 0, 0, NO_PLAYER)
                end_batch(g)
            edecide(g, DK_AWAKEN, p)
    else:
        perform_use(g, t, d, p, code)


cdef void move_buffered(GameState* g, Frame* fr, int inst, int dest) noexcept nogil:
    """The buffered card inst (of the buffer's owner) goes to dest."""
    cdef int i
    for i in range(fr.n_buffer):
        if fr.buffer[i] == inst:
            move_card(g, fr.buffer_owner, take_from_buffer(fr, i), dest)
            return


cdef void answer_choose(GameState* g, const CardTable* t, Frame* fr, int code) noexcept nogil:
    cdef const int32_t* op = op_at(t, fr)
    cdef int cands[MAX_CANDS]
    cdef bint pass_ok
    cdef int pick, i, p, inst, zone
    if code == A_PASS:
        fr.flags &= ~FRAME_CHOOSING
        if op[0] == OP_CHOOSE:
            fr.num = 0  # a redirected choice (Mod.REDIRECT_NEXT) ends
            if op[5] == 2:  # vocab-A: the targets compared with give way to the chosen cards
                keep_chosen_only(fr)
        fr.pc += 1
        return
    options_of_choice(g, t, cands, &pass_ok)
    pick = cands[code - A_CHOICE]
    if OP_FEAST <= op[0] <= OP_CHOOSE_COLOR:  # pool II
        answer_pool2(g, t, fr, op, pick)
    elif op[0] == OP_CHOOSE or op[0] == OP_CHOOSE_COST_SUM or op[0] == OP_CHOOSE_BP_SUM:
        fr.targets[fr.n_targets] = pick
        fr.n_targets += 1
        fr.picks += 1
        if op[0] == OP_CHOOSE_COST_SUM:
            fr.num -= card_cost(g, t, pick >> 6, pick & 63)  # R12.2
        elif op[0] == OP_CHOOSE_BP_SUM:
            fr.num -= effective_bp(g, t, pick >> 6, slot_of(g, pick >> 6, pick & 63))
    elif op[0] == OP_PICK:
        if op[5]:  # vocab-A: the picked cards become the targets
            fr.targets[fr.n_targets] = pick
            fr.n_targets += 1
        move_buffered(g, fr, pick & 63, op[4])
        fr.picks += 1
        if op[4] == DS_HAND:  # each card picked to hand is one HAND_ADDED
            hand_added(g, t, fr, fr.buffer_owner)
            end_batch(g)
    elif op[0] == OP_SUMMON:
        p = pick >> 6
        inst = pick & 63
        fr.picks = 2 if from_union_zone(g, t, op[1], p, inst) else 1  # vocab-A: 2: from the union's zone
        zone = summon_zone(t, op[1], fr.picks)
        if zone == ZN_TRASH:
            remove_from_trash(g, p, inst)
        elif zone == ZN_BURST:  # levels group: the Burst card leaves its Burst zone
            g.players[p].burst_inst = NO_CARD
            g.players[p].burst_state = 0
        elif zone == ZN_BUFFER:
            for i in range(fr.n_buffer):
                if fr.buffer[i] == inst:
                    take_from_buffer(fr, i)
                    break
        else:
            for i in range(g.players[p].hand_count):
                if g.players[p].hand[i] == inst:
                    take_from_hand(g, p, i)
                    break
        fr.flags |= FRAME_WAITING
        stash_magic_use(g, fr)
        g.use_player = p
        g.use_inst = inst
        g.use_kind = USE_DEPLOY if t.card_type[g.players[p].card_ids[inst]] == CT_NEXUS else USE_SUMMON
        g.use_origin = ORIGIN_EFFECT
        g.use_flags = ((USE_RESERVE_ONLY if op[2] & SF_RESERVE_ONLY else 0)
                       | (USE_EXHAUSTED if op[2] & SF_EXHAUSTED else 0)
                       | (USE_NO_SUMMON_TRIGGER if op[2] & SF_NO_SUMMON_TRIGGER else 0))
        g.use_cost_left = cost_to_pay(g, t, p, inst) if op[2] & SF_PAY else 0
        if op[2] & SF_MAY_PAY and not op[2] & SF_PAY:
            offer_free_use(g, t, p, inst, cost_to_pay(g, t, p, inst))
        continue_use(g)
    elif op[0] == OP_REST:
        move_buffered(g, fr, pick & 63, op[1])
    elif op[0] == OP_PAY_CORES:
        pay_core(g, t, fr, op, pick)
    elif op[0] == OP_DRAW:  # misc: a draw paid core by core (Rule.PAID_DRAW)
        paid_draw_one(g, t, fr, op, pick)
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
        continue_magic_use(g, t)  # woden: a Magic's discard cost (Rule.MAGIC_DISCARD)
    elif d == DK_PAY and code == A_PASS:  # the optional free use is taken: nothing is paid
        g.use_flags &= ~USE_FREE_OPTION
        g.use_cost_left = 0
        continue_magic_use(g, t)
    elif d == DK_PAY:
        g.use_flags &= ~USE_FREE_OPTION  # paying began: the whole cost is paid (R7.5)
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
        continue_magic_use(g, t)  # woden: a Magic's discard cost (Rule.MAGIC_DISCARD)
    elif code == A_PASS:  # R7.1 step 6 done: the summon/deploy completes
        complete_summon(g, t, p)
    elif code >= A_FUSE:  # R8.1 / CN 5.1: the Brave fuses instead; its "when summoned" still works (Q13)
        fuse_on_summon(g, t, p, (code - A_FUSE) % MAX_SLOTS)
    else:
        loc = (code - A_PLACE) // 2
        kind = (code - A_PLACE) % 2
        take_core(g, p, loc, kind)
        put_core(g, p, 1 + g.use_slot, kind)
        check_depleted(g, t, p, loc)
        use_decide(g, DK_PLACE, p)
