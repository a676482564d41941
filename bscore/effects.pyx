# The effect interpreter: the trigger queue (R10.5), frames resolved op by op, deck discards
# one card at a time (R10.6) and Bursts (R13). Twin: pybs/reference/effects.py.

from libc.stdint cimport int32_t, uint8_t, uint32_t
from libc.string cimport memset

from bscore.brave_stats cimport never_exhausted
from bscore._effects cimport *
from bscore._types cimport (
    EFFECT_WORK_LIMIT, END_EFFECT_LIMIT,
    BATTLE_ON, CardTable, CT_BRAVE, CT_MAGIC, CT_NEXUS, CT_SPIRIT, DK_BURST, DK_CHOOSE, DK_FLASH, DK_ORDER, DK_YES_NO, FRAME_BURST, FRAME_CHOOSING,
    FRAME_FROM_HAND, FRAME_MAGIC, FRAME_NESTED, FRAME_PUBLIC, FRAME_SUBSTEP, Frame, GameState, MAX_BUFFER, MAX_FRAMES,
    MAX_QUEUE, MAX_TARGETS, NO_CARD, NO_PLAYER, NO_SLOT, ORIGIN_EFFECT, PH_DRAW, PH_GAME_OVER,
    PlayerState, SOUL_SLOT0, USE_BURST_PAID, USE_MAGIC, SOUL_RESERVE, SOUL_TRASH, TURN_DREW_BY_EFFECT,
)
from bscore.actions cimport (
    continue_use, decide, declare_blocker, destroy_card, draw_cards, edecide, finish_magic, push_frame, remove_from_trash,
    return_to_hand, to_deck_bottom, to_deck_top, to_hand, to_trash,
)
from bscore.advent cimport op_advent
from bscore.effect_cores cimport op_cores
from bscore.effect_extras cimport capped_discard, hand_added, redirect_choice, retrigger
from bscore.misc cimport copy_summon_effect, op_paid_draw, paid_draw_in_force
from bscore.handfx_ops cimport refresh_step
from bscore.woden cimport emit_refreshed  # woden group
from bscore.events cimport add_delayed, add_mod, burst_ability, clear_burst_subject, emit, end_batch, remove_player_mod, table_overflow
from bscore.statics cimport protected_rule  # vocab-D
from bscore.statics cimport (
    KEYWORD_MASK, affected_by, available_cores, can_block, cond_holds, cost_to_pay, count_matching, has_mod, keyword,
    level_gate, level_of, matches_card, matches_field, matches_off_field, slot_of,
)
from bscore.keyword_rules cimport rule_affects, rule_in_force, shielded_from_source
from bscore.targets cimport (
    MAX_CANDS, amount_of, candidates, choose_bound, cost_sum_candidates, off_field_ok, op_at, pack, set_no_targets,
    summon_candidates,
)
from bscore.r16 cimport exec_r16_op
from bscore.soul_state cimport exec_soul_op, offer_soul_return, op_return_replaced
from bscore.cores cimport cores_on
from bscore.replace cimport offer_replacement, op_destroy_replaced
from bscore.braves cimport op_brave_keep
from bscore.ultimates cimport op_u_trigger
from bscore.zone_ops cimport (
    drop_trash_triggers_of_targets, op_move_targets, op_pay_cores, op_reveal_hand, op_token,
)
from bscore._effects cimport CNT_LIFE_SHORT, OP_ASCEND, OP_SOUL_TO_VOID  # ascend group
from bscore._effects cimport CNT_FIELD_SYMBOLS  # vocab-A
from bscore.statics cimport pool2_count  # vocab-A
from bscore.statics cimport deck_locked, summon_effect_tax  # CB01
from bscore._effects cimport CNT_SUMMON_EFFECT_TAX, MD_NO_DECK_DISCARD  # CB01
from bscore.targets cimport keep_chosen_only  # vocab-A
from bscore.ascend_ops cimport op_ascend, op_soul_to_void  # ascend group
from bscore.woden_ops cimport op_magic_cost_paid  # woden group
from bscore.links cimport op_link, op_link_partner  # vocab-B: Link
from bscore.pool2_ops cimport exec_pool2_op, is_cast_frame  # pool II
from bscore.actions cimport magic_to_hand  # pool II


cdef inline bint stopped_by_at_field(const GameState* g, const CardTable* t, const Frame* fr, int p,
                                     int k) noexcept nogil:
    """A.T. Field (R18.10): with its Soul Core on it, a Spirit is not destroyed by a destruction effect
    whose source is an opposing Spirit (not a Nexus, not a Magic)."""
    cdef int src_type
    if p == fr.player or fr.inst == NO_CARD or g.players[p].soul_loc != SOUL_SLOT0 + k:
        return False
    src_type = t.card_type[g.players[fr.player].card_ids[fr.inst]]
    return (src_type == CT_SPIRIT or src_type == CT_BRAVE) and keyword(g, t, p, k, KW_AT_FIELD) >= 0


# -- the queue and frames ----------------------------------------------------------------------

cdef int max_batch(const GameState* g) noexcept nogil:
    cdef int i, top = 0
    for i in range(g.n_queue):
        if g.queue[i].batch > top:
            top = g.queue[i].batch
    return top


cdef int top_batch(const GameState* g, int* out) noexcept nogil:
    """Queue indices of the latest batch (R10.5: it resolves first); returns how many."""
    cdef int top = max_batch(g)
    cdef int i, n = 0
    for i in range(g.n_queue):
        if g.queue[i].batch == top:
            out[n] = i
            n += 1
    return n


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
        # R10.6: only what this discard triggered (batches from fr.picks on) resolves inside it;
        # on a full frame stack push_frame ends the game (TABLE_OVERFLOW) rather than wait
        if fr.flags & FRAME_NESTED and g.n_queue and max_batch(g) >= fr.picks:
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
    # vocab-D: the Burst's frame keeps the subject of the event that offered it ("if the destroyed Spirit was ...")
    push_frame(g, burst_ability(g, t, q), q, g.players[q].burst_inst, g.burst_subj_player[q], g.burst_subj_inst[q],
               g.burst_subj_cores[q], g.burst_subj_flags[q], FRAME_BURST)
    clear_burst_subject(g, q)


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
            if available_cores(g, t, fr.player, False) >= cost_to_pay(g, t, fr.player, fr.inst) and (
                    t.ab_cond[ab] == 0 or cond_holds(g, t, t.ab_cond[ab], t.ab_cond_arg[ab], fr.player, fr.player,
                                                     fr.inst, NULL)):  # CB01: the effect's condition
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
        if inst != NO_CARD:  # a Burst that placed itself is on the field already (BSS03-116)
            to_trash(g, p, inst)
        return
    g.use_player = p
    g.use_inst = inst
    g.use_kind = USE_MAGIC
    g.use_origin = ORIGIN_EFFECT
    g.use_flags = USE_BURST_PAID
    g.use_ability = ab
    g.use_cost_left = cost_to_pay(g, t, p, inst)
    continue_use(g)


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
        finish_magic(g)
        # after its effect resolved, from the Trash; EventFlag.FROM_HAND (an alias of IN_BATTLE) for one from the hand
        emit(g, t, EV_MAGIC_USED, player, inst, EF_IN_BATTLE if flags & FRAME_FROM_HAND else 0, 0, player)
        end_batch(g)
    elif t.ab_kind[ab] == AK_TRIGGERED and t.ab_event[ab] == EV_SUMMONED and t.ab_scope[ab] == SC_SELF:
        emit(g, t, EV_WS_RESOLVED, player, inst, 0, 0, NO_PLAYER)
        end_batch(g)
    elif is_cast_frame(t, ab, flags):  # pool II: a Magic used by CAST_MAGIC resolved (from the Trash)
        if magic_to_hand(g, player, inst) and in_trash(g, player, inst):
            remove_from_trash(g, player, inst)
            to_hand(g, player, inst)
        emit(g, t, EV_MAGIC_USED, player, inst, 0, 0, player)
        end_batch(g)


cdef inline int who_player(const Frame* fr, int who) noexcept nogil:
    return fr.player if who == WHO_CONTROLLER else 1 - fr.player


cdef inline int chooser_player(const GameState* g, const Frame* fr, int who) noexcept nogil:
    """CHOOSE's chooser; Who.GALE: the opponent, unless the controller took the choice (Mod.GALE_SELECT)."""
    if who == WHO_GALE:
        return fr.player if has_mod(g, fr.player, NO_CARD, MD_GALE_SELECT) else 1 - fr.player
    return who_player(fr, who)


cdef void exec_frame(GameState* g, const CardTable* t, Frame* fr) noexcept nogil:
    """Run ops of the top frame until it needs a decision, yields (R10.6) or ends. A program that loops past
    EFFECT_WORK_LIMIT ops (a user script's REPEAT whose count keeps being reset) stops the game: EFFECT_LIMIT."""
    cdef const int32_t* op
    cdef int ops_run = 0
    while True:
        if g.phase == PH_GAME_OVER:
            return
        ops_run += 1
        if ops_run > EFFECT_WORK_LIMIT:
            g.end_reason = END_EFFECT_LIMIT
            return
        op = op_at(t, fr)
        if op[0] == OP_END:
            end_frame(g, t, fr)
            return
        if not exec_op(g, t, fr, op):
            return
        if g.n_frames == 0 or &g.frames[g.n_frames - 1] != fr:  # a frame pushed on top (BRAVE_KEEP) runs first
            return


cdef enum:
    FATE_KEPT = 0
    FATE_DESTROYED = 1
    FATE_EXHAUSTED = 2


cdef int destroy_fate(GameState* g, const CardTable* t, Frame* fr, int p, int inst) noexcept nogil:
    """What a DESTROY does to one target, read before any target leaves (R18.12): kept (not on the field,
    protected, A.T. Field, shielded from this source), exhausted instead, or destroyed."""
    cdef int k = slot_of(g, p, inst)
    if k < 0:
        return FATE_KEPT
    if p != fr.player and (has_mod(g, p, inst, MD_PROTECTED) or has_mod(g, p, inst, MD_NO_EFFECT_DESTROY)):
        return FATE_KEPT
    if stopped_by_at_field(g, t, fr, p, k):
        return FATE_KEPT
    if shielded_from_source(g, t, ST_NO_DESTROY_BY, p, k, fr.player, fr.inst):  # BSS01-112
        return FATE_KEPT
    if p != fr.player and affected_by(g, t, ST_EXHAUSTED_INSTEAD, p, k):
        return FATE_EXHAUSTED
    return FATE_DESTROYED


cdef bint exec_op(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil:
    """One op; False when a decision is pending or the op yields."""
    cdef int code = op[0]
    cdef int cands[MAX_CANDS]
    cdef uint8_t fate[MAX_TARGETS]
    cdef int n, i, p, inst, k, count, flags
    cdef PlayerState* pl
    cdef bint heard = False  # woden: a REFRESHED event was announced
    cdef bint destroys = False  # R18.12: the source destroyed an opposing Spirit (one DESTROYS per op)
    if code == OP_CHOOSE:
        k = 0
        if not (fr.flags & FRAME_CHOOSING):
            if not op[5]:
                set_no_targets(fr)
            fr.picks = 0
            fr.num = 0
            fr.flags |= FRAME_CHOOSING
            k = 1  # the op starts now
        n = candidates(g, t, fr, op[1], True, cands)
        if fr.picks >= choose_bound(fr, op[3]) or n == 0 or fr.n_targets >= MAX_TARGETS:
            fr.flags &= ~FRAME_CHOOSING
            fr.num = 0
            if op[5] == 2:  # vocab-A: the targets compared with give way to the chosen cards
                keep_chosen_only(fr)
            fr.pc += 1
            return True
        if k and fr.flags & FRAME_MAGIC and op[4] == WHO_CONTROLLER:
            redirect_choice(g, t, fr, op)
        p = chooser_player(g, fr, op[4])
        edecide(g, DK_CHOOSE, 1 - p if fr.num == 1 else p)
        return False
    if code == OP_CHOOSE_COST_SUM or code == OP_CHOOSE_BP_SUM:
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
        if not op[2]:  # b 1: add to the targets already held
            set_no_targets(fr)
        n = candidates(g, t, fr, op[1], False, cands)
        if n > MAX_TARGETS - fr.n_targets:  # never a silent drop: a full table ends the game
            table_overflow(g)
            n = MAX_TARGETS - fr.n_targets
        for i in range(n):
            fr.targets[fr.n_targets + i] = cands[i]
        fr.n_targets += n
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
    if code == OP_ATTACK_SPIRIT:
        attack_spirit(g, t, fr)
        fr.pc += 1
        return True
    if code == OP_BLOCKER:
        set_no_targets(fr)
        if g.in_battle and g.blocker != NO_SLOT:
            fr.targets[0] = pack(1 - g.active, g.players[1 - g.active].slots[g.blocker].inst)
            fr.n_targets = 1
        fr.pc += 1
        return True
    if code == OP_DESTROY or code == OP_DESTROY_SILENT:
        if code == OP_DESTROY_SILENT:  # the opponent's "When Destroyed" effects stay silent for this op only
            add_mod(g, 1 - fr.player, NO_CARD, MD_SILENCE_DESTROYED, DU_TURN, 0, fr.player)
        n = g.n_frames
        # R18.12: one instruction on several cards is one event: which targets are destroyed (or exhausted
        # instead) is decided for all of them before any leaves, so a destruction cannot lift another's shield
        for i in range(fr.n_targets):
            fate[i] = destroy_fate(g, t, fr, fr.targets[i] >> 6, fr.targets[i] & 63)
        for i in range(fr.n_targets):
            p = fr.targets[i] >> 6
            inst = fr.targets[i] & 63
            k = slot_of(g, p, inst)
            if k < 0 or fate[i] == FATE_KEPT:
                continue
            if fate[i] == FATE_EXHAUSTED:  # a replacement effect
                if g.players[p].slots[k].exhaust == 0 and not never_exhausted(g, t, p, inst):  # CN Q18
                    g.players[p].slots[k].exhaust = 1
                    emit(g, t, EV_EXHAUSTED, p, inst, EF_BY_EFFECT | EF_BY_OPPONENT, 0, fr.player)
                continue
            flags = EF_BY_EFFECT | (EF_BY_OPPONENT if p != fr.player else 0)
            if offer_replacement(g, t, p, k, flags, fr.inst):  # replace group: held back, its frame on top
                continue
            count = t.card_type[g.players[p].card_ids[inst]] != CT_NEXUS
            destroy_card(g, t, p, k, flags, fr.player)
            if count and p != fr.player and fr.inst != NO_CARD:  # its source destroyed an opposing Spirit
                destroys = True
        if destroys:  # R18.12: one instruction destroying several opposing Spirits is one DESTROYS event
            emit(g, t, EV_DESTROYS, fr.player, fr.inst, EF_BY_EFFECT, 0, fr.player)
        if fr.n_targets > 1 and t.trash_event_union:
            drop_trash_triggers_of_targets(g, t, fr)
        end_batch(g)
        if code == OP_DESTROY_SILENT:
            remove_player_mod(g, 1 - fr.player, MD_SILENCE_DESTROYED)
        fr.pc += 1
        return g.n_frames == n  # a replacing ability on top resolves first
    if code == OP_TO_HAND:
        count = 0  # bit p: player p got a card
        n = g.n_frames
        for i in range(fr.n_targets):
            p = fr.targets[i] >> 6
            inst = fr.targets[i] & 63
            k = slot_of(g, p, inst)
            if k >= 0 and p != fr.player and rule_affects(g, t, RL_NO_RETURN, p, k):  # BSS01-084
                continue
            if k >= 0 and offer_soul_return(g, t, p, k, DS_HAND, fr.player):  # R16.3: held back, its frame on top
                continue
            if k >= 0:
                return_to_hand(g, t, p, k)
                count |= 1 << p
            elif in_trash(g, p, inst):
                remove_from_trash(g, p, inst)
                to_hand(g, p, inst)
                count |= 1 << p
        for p in range(2):
            if (count >> p) & 1:
                hand_added(g, t, fr, p)
        end_batch(g)
        fr.pc += 1
        return g.n_frames == n  # a soul-state offer on top resolves first (R16.3)
    if code == OP_EXHAUST:
        for i in range(fr.n_targets):
            p = fr.targets[i] >> 6
            inst = fr.targets[i] & 63
            k = slot_of(g, p, inst)
            if k >= 0 and g.players[p].slots[k].exhaust == 0 and not never_exhausted(g, t, p, inst) and not (  # R12.9
                    p != fr.player and protected_rule(g, t, RL_NO_EXHAUST, p, k)):  # vocab-D: not by opposing effects
                g.players[p].slots[k].exhaust = 1
                if t.card_type[g.players[p].card_ids[inst]] == CT_NEXUS:
                    emit(g, t, EV_NEXUS_EXHAUSTED, p, inst, 0, 0, NO_PLAYER)
                emit(g, t, EV_EXHAUSTED, p, inst, EF_BY_EFFECT | (EF_BY_OPPONENT if p != fr.player else 0)
                     | (EF_BY_GALE if fr.ability == BUILTIN_GALE else 0), 0, fr.player)  # vocab-D: Gale (R18.7)
        end_batch(g)
        fr.pc += 1
        return True
    if code == OP_REFRESH:
        n = 0
        for i in range(fr.n_targets):
            p = fr.targets[i] >> 6
            inst = fr.targets[i] & 63
            k = slot_of(g, p, inst)
            if k >= 0 and g.players[p].slots[k].exhaust:
                g.players[p].slots[k].exhaust -= 1  # R1.8: one step
                fr.targets[n] = fr.targets[i]
                n += 1
                if not g.players[p].slots[k].exhaust:  # woden: Event.REFRESHED
                    heard |= emit_refreshed(g, t, p, (<uint32_t>1) << k,
                                            EF_BY_EFFECT | (EF_BY_OPPONENT if p != fr.player else 0), fr.player)
        if heard:
            end_batch(g)
        # R11.2: later ops see only the cards this effect refreshed
        memset(&fr.targets[n], 0, MAX_TARGETS - n)
        fr.n_targets = n
        fr.pc += 1
        return True
    if code == OP_DRAW:
        p = who_player(fr, op[2])
        if magic_draw_banned(g, t, fr):  # "no player can draw by Magic effects"
            fr.pc += 1
            return True
        if fr.flags & FRAME_CHOOSING or (g.phase != PH_DRAW and paid_draw_in_force(g, t)):
            return op_paid_draw(g, t, fr, op, p)  # misc: Rule.PAID_DRAW (BSS02-054)
        count = amount_of(fr, op[1])
        if count > 0 and p == fr.player:
            g.turn_flags[p] |= TURN_DREW_BY_EFFECT  # Cond.DREW_THIS_TURN
        before = g.players[p].hand_count
        draw_cards(g, p, count)
        if g.phase != PH_DRAW:  # BY_MY_EFFECT for the effect's controller ("draw with your effects")
            # BY_OWN_EFFECT: the drawer's own effect ("when your opponent draws with their effects")
            emit(g, t, EV_DREW, p, NO_CARD, EF_BY_OWN_EFFECT if p == fr.player else 0, 0, fr.player)
        if g.players[p].hand_count > before:
            hand_added(g, t, fr, p)
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
                    add_mod(g, p, inst, MD_BP, op[2], amount_of(fr, op[1]), fr.player)
                elif op[1] == MD_DELAYED:
                    add_delayed(g, p, inst, op[3], op[2], fr.player, fr.inst)
                elif op[1] == MD_AS_SPIRIT and (t.card_type[g.players[p].card_ids[inst]] != CT_NEXUS
                                                or has_mod(g, p, inst, MD_AS_SPIRIT)):
                    pass  # vocab-B: only a Nexus becomes also a Spirit, once
                else:  # MAX_LEVEL_WHILE names the effect's own card (levels group)
                    add_mod(g, p, inst, op[1], op[3], fr.inst if op[1] == MD_MAX_LEVEL_WHILE else op[2], fr.player)
                    if op[1] == MD_KEYWORD and (op[2] & KEYWORD_MASK) == KW_LUSTER:
                        luster_gained(g, p, inst)
        fr.pc += 1
        return True
    if code == OP_PLAYER_MOD:
        if op[1] == MD_DELAYED:
            add_delayed(g, who_player(fr, op[4]), NO_CARD, op[3], op[2], fr.player, fr.inst)
        else:
            add_mod(g, who_player(fr, op[4]), NO_CARD, op[1], op[3], op[2], fr.player)
        fr.pc += 1
        return True
    if code == OP_IF:
        if not cond_holds(g, t, op[1], op[2], fr.player, fr.player, fr.inst, fr):
            fr.pc += op[3]
        fr.pc += 1
        return True
    if code == OP_MAY:  # d: who answers (pool II: the opponent, for whom the condition is read)
        p = who_player(fr, op[4])
        if not cond_holds(g, t, op[1], op[2], p, fr.player, fr.inst, fr):
            fr.pc += 1 + op[3]  # R0.4: A impossible, so B is not offered
            return True
        fr.flags |= FRAME_SUBSTEP
        edecide(g, DK_YES_NO, p)
        return False
    if code == OP_JUMP:
        fr.pc += 1 + op[3]
        return True
    if code == OP_REVEAL:
        p = who_player(fr, op[2])
        pl = &g.players[p]
        count = amount_of(fr, op[1])
        if count < 0:
            count = 0
        if count > pl.deck_count:
            count = pl.deck_count
        if count > MAX_BUFFER:  # never a silent drop: a full table ends the game
            table_overflow(g)
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
        if op[1] == DS_HAND and fr.n_buffer:
            hand_added(g, t, fr, p)
            end_batch(g)
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
    if code == OP_RAID:  # counted on the Spirit: each Raid Spirit has its own N per turn
        k = slot_of(g, fr.player, fr.inst)
        if k >= 0:
            g.players[fr.player].slots[k].raid_uses += 1
        fr.pc += 1
        return True
    if OP_COUNT <= code <= OP_REPEAT:
        return exec_count_op(g, t, fr, op)
    if code == OP_LUSTER:
        pl = &g.players[fr.player]
        i = 0
        count = 0
        while i < pl.trash_count:
            inst = pl.trash[i]
            if (g.battle_magic[fr.player] >> inst) & 1:
                remove_from_trash(g, fr.player, inst)
                to_hand(g, fr.player, inst)
                count += 1
            else:
                i += 1
        g.battle_magic[fr.player] = 0
        if count:
            hand_added(g, t, fr, fr.player)
            end_batch(g)
        fr.pc += 1
        return True
    if code == OP_RETRIGGER:
        retrigger(g, t, fr, op[1])
        fr.pc += 1
        return True
    if code == OP_COPY_SUMMON_EFFECT:  # misc (BSS02-065)
        copy_summon_effect(g, t, fr)
        fr.pc += 1
        return True
    if code == OP_REFRESH_STEP:
        if emit_refreshed(g, t, fr.player, refresh_step(g, fr.player), EF_BY_EFFECT, fr.player):  # woden
            end_batch(g)
        fr.pc += 1
        return True
    if code == OP_TO_DECK or code == OP_HAND_DISCARD:
        return op_move_targets(g, t, fr, op)
    if code == OP_TOKEN:
        return op_token(g, t, fr, op)
    if code == OP_REVEAL_HAND:
        return op_reveal_hand(g, fr, op)
    if code == OP_PAY_CORES:
        return op_pay_cores(g, t, fr, op)
    if code == OP_ADVENT:
        return op_advent(g, t, fr, op)
    if code == OP_ASCEND:  # ascend group: an extra summoning cost (R18.2)
        return op_ascend(g, t, fr, op)
    if code == OP_SOUL_TO_VOID:
        return op_soul_to_void(g, t, fr)
    if code == OP_MAGIC_COST_PAID:  # woden: the Magic discard cost is paid (Rule.MAGIC_DISCARD)
        return op_magic_cost_paid(g, fr)
    if code == OP_U_TRIGGER:
        return op_u_trigger(g, t, fr, op)
    if OP_COUNT_UP <= code <= OP_REBIRTH:  # group "r16"
        return exec_r16_op(g, t, fr, op)
    if code == OP_DESTROY_REPLACED:
        return op_destroy_replaced(g, t, fr)
    if code == OP_SOUL_ENTER or code == OP_SOUL_LEAVE:  # group "soul" (R16.3)
        return exec_soul_op(g, t, fr, op)
    if code == OP_RETURN_REPLACED:
        return op_return_replaced(g, t, fr)
    if code == OP_BRAVE_KEEP:  # CN 2.1 item 3
        return op_brave_keep(g, t, fr)
    if code == OP_LINK:  # vocab-B: Link
        return op_link(g, t, fr, op)
    if code == OP_LINK_PARTNER:
        return op_link_partner(g, fr)
    if OP_FEAST <= code <= OP_CHOOSE_COLOR:  # pool II: Feast, token copies, Magic ops, chosen colours
        return exec_pool2_op(g, t, fr, op)
    fr.pc += 1  # CALLBACK and unknown ops are skipped: callbacks run only in the reference engine
    return True


# The card ops, by rule area (one module; the file is included, not imported).
include "effects_card_ops.pxi"
