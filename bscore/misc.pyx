# The "misc" group (issue 8): a Magic-use restriction by field symbol colors (Rule.MAGIC_COLOR_LOCK), a copied
# "When Summoned" effect (Op.COPY_SUMMON_EFFECT) and draws paid core by core (Rule.PAID_DRAW).
# Twin: pybs/reference/misc.py.

from libc.stdint cimport int32_t

from bscore._effects cimport (
    AK_STATIC, AK_TRIGGERED, EF_BY_OWN_EFFECT, EV_DREW, EV_SUMMONED, OP_COPY_SUMMON_EFFECT, OP_WIDTH,
    RL_MAGIC_COLOR_LOCK, RL_PAID_DRAW, SC_SELF, ST_RULE, TM_ALWAYS, TM_ARMED, WHO_CONTROLLER,
)
from bscore._types cimport (
    CardTable, DK_CHOOSE, Frame, FRAME_CHOOSING, GameState, NO_CARD, PlayerState,
    SOUL_TRASH, TURN_DREW_BY_EFFECT,
)
from bscore.actions cimport check_depleted, draw_cards, edecide
from bscore.cores cimport slot_row, take_core
from bscore.effect_extras cimport hand_added
from bscore.events cimport emit, end_batch, push_pending
from bscore.targets cimport MAX_CANDS, amount_of, pay_core_sources
from bscore.statics cimport available_cores, field_symbol_colors, level_gate, matches_card, slot_of, static_active


cdef bint magic_color_locked_scan(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil:
    """Player p may not use Magic card ``inst`` from hand: a Rule.MAGIC_COLOR_LOCK in force covers it and it
    shares no color with a symbol on p's field (BSS03-117)."""
    cdef const PlayerState* pl
    cdef int sp, sk, row, ab
    cdef bint covered = False
    for sp in range(2):
        pl = &g.players[sp]
        for sk in range(pl.slot_top):
            if pl.slots[sk].inst == NO_CARD:
                continue
            row = pl.card_ids[pl.slots[sk].inst]
            if not ((t.card_static_mask[row] >> ST_RULE) & 1):
                continue
            for ab in range(t.card_ab_start[row], t.card_ab_start[row] + t.card_ab_count[row]):
                if t.ab_kind[ab] != AK_STATIC or t.ab_static[ab] != ST_RULE or t.ab_value[ab] != RL_MAGIC_COLOR_LOCK:
                    continue
                if t.ab_filter[ab] >= 0 and not matches_card(g, t, t.ab_filter[ab], sp, p, inst, sp,
                                                             pl.slots[sk].inst, -1, -1):
                    continue
                if static_active(g, t, ab, sp, sk):
                    covered = True
    if not covered:
        return False
    return (t.colors[g.players[p].card_ids[inst]] & field_symbol_colors(g, t, p)) == 0


cdef void copy_summon_effect(GameState* g, const CardTable* t, const Frame* fr) noexcept nogil:
    """Op.COPY_SUMMON_EFFECT: the first target's first "When Summoned" effect whose level holds triggers as
    the source's own (the source is "this card" and the subject); it waits in the queue (R10.5)."""
    cdef int p, inst, k, row, ab
    if fr.n_targets == 0 or fr.inst == NO_CARD:
        return
    p = fr.targets[0] >> 6
    inst = fr.targets[0] & 63
    k = slot_of(g, p, inst)
    if k < 0:
        return
    row = slot_row(g, p, k)
    for ab in range(t.card_ab_start[row], t.card_ab_start[row] + t.card_ab_count[row]):
        if (t.ab_kind[ab] == AK_TRIGGERED and t.ab_event[ab] == EV_SUMMONED and t.ab_scope[ab] == SC_SELF
                and t.ab_timing[ab] == TM_ALWAYS and level_gate(g, t, ab, p, k)):
            push_pending(g, ab, fr.player, fr.inst, fr.player, fr.inst, 0, 0)
            end_batch(g)
            return


cdef bint copied_ability_ok(const GameState* g, const CardTable* t, int ab, int p, int inst) noexcept nogil:
    """A queued, resolving or delayed ability of another card is legal for (p, inst) when inst's card copies
    "When Summoned" effects (an Op.COPY_SUMMON_EFFECT in one of its programs) and it is such an effect, or the
    delayed trigger ("later", an armed ability) of a card with one: the copy sets it up as inst's own (BSS02-065
    copying BSS02-064, found by the pool soak)."""
    cdef int row = g.players[p].card_ids[inst]
    cdef int a, i, src
    cdef bint summon_part = False
    if not (0 <= ab < t.n_abilities) or t.ab_kind[ab] != AK_TRIGGERED:
        return False
    if t.ab_event[ab] == EV_SUMMONED:
        summon_part = True
    elif t.ab_timing[ab] == TM_ARMED:
        src = t.ab_card[ab]
        for a in range(t.card_ab_start[src], t.card_ab_start[src] + t.card_ab_count[src]):
            if t.ab_kind[a] == AK_TRIGGERED and t.ab_event[a] == EV_SUMMONED:
                summon_part = True
                break
    if not summon_part:
        return False
    for a in range(t.card_ab_start[row], t.card_ab_start[row] + t.card_ab_count[row]):
        for i in range(t.ab_n_ops[a]):
            if t.ops[(t.ab_prog[a] + i) * OP_WIDTH] == OP_COPY_SUMMON_EFFECT:
                return True
    return False


cdef bint paid_draw_in_force(const GameState* g, const CardTable* t) noexcept nogil:
    """A Rule.PAID_DRAW is in force on either field (BSS02-054): draws outside the Draw Step are paid."""
    return paid_draw_copies(g, t, True) > 0


cdef int paid_draw_copies(const GameState* g, const CardTable* t, bint first_only) noexcept nogil:
    """How many Rule.PAID_DRAW copies are in force on both fields (R18.12: each charges its core per card)."""
    cdef const PlayerState* pl
    cdef int sp, sk, row, ab
    cdef int n = 0
    if not ((t.static_union >> ST_RULE) & 1):
        return 0
    for sp in range(2):
        pl = &g.players[sp]
        for sk in range(pl.slot_top):
            if pl.slots[sk].inst == NO_CARD:
                continue
            row = pl.card_ids[pl.slots[sk].inst]
            if not ((t.card_static_mask[row] >> ST_RULE) & 1):
                continue
            for ab in range(t.card_ab_start[row], t.card_ab_start[row] + t.card_ab_count[row]):
                if (t.ab_kind[ab] == AK_STATIC and t.ab_static[ab] == ST_RULE and t.ab_value[ab] == RL_PAID_DRAW
                        and static_active(g, t, ab, sp, sk)):
                    n += 1
                    if first_only:
                        return n
    return n


cdef bint op_paid_draw(GameState* g, const CardTable* t, Frame* fr, const int32_t* op, int p) noexcept nogil:
    """DRAW under Rule.PAID_DRAW: the drawer p pays one core per card per copy of the rule in force (R18.12),
    one CHOOSE per core (the PAY_CORES options, p's cores), and draws it; a card whose whole price p cannot pay
    is not drawn, nor the rest, and if the rule has gone the rest is drawn free. fr.num: cards still to draw,
    fr.index: cards drawn, fr.picks: cores paid toward the next card. DREW and HAND_ADDED follow the last card,
    as for an unpaid DRAW."""
    cdef int cands[MAX_CANDS]
    cdef int count, drawn, copies
    if not (fr.flags & FRAME_CHOOSING):
        count = amount_of(fr, op[1])
        fr.flags |= FRAME_CHOOSING
        fr.num = count if count > 0 else 0
        fr.index = 0
        fr.picks = 0
    copies = paid_draw_copies(g, t, False) if fr.num > 0 else 0
    if fr.num > 0 and copies == 0:  # the rule's card left while paying: the rest is free
        drawn = g.players[p].hand_count
        draw_cards(g, p, fr.num)
        fr.index += g.players[p].hand_count - drawn
        if p == fr.player and g.players[p].hand_count > drawn:
            g.turn_flags[p] |= TURN_DREW_BY_EFFECT
        fr.num = 0
    if fr.num > 0 and pay_core_sources(g, t, p, False, cands) > 0 and (
            fr.picks > 0 or available_cores(g, t, p, False) >= copies):  # R0.4: a price paid whole or not at all
        edecide(g, DK_CHOOSE, p)
        return False
    drawn = fr.index
    fr.flags &= ~FRAME_CHOOSING
    fr.num = 0
    fr.index = 0
    fr.picks = 0
    emit(g, t, EV_DREW, p, NO_CARD, EF_BY_OWN_EFFECT if p == fr.player else 0, 0, fr.player)
    if drawn:
        hand_added(g, t, fr, p)
    end_batch(g)
    fr.pc += 1
    return True


cdef void paid_draw_one(GameState* g, const CardTable* t, Frame* fr, const int32_t* op, int source) noexcept nogil:
    """The drawer pays one core from source (loc * 2 + kind) to their Trash (R6.2: a card left below Lv1 is
    depleted, as when paying a cost); once the card's price is paid (one core per copy in force), draws it."""
    cdef int p = fr.player if op[2] == WHO_CONTROLLER else 1 - fr.player
    cdef int loc = source >> 1
    cdef int before = g.players[p].hand_count
    take_core(g, p, loc, source & 1)
    if source & 1:
        g.players[p].soul_loc = SOUL_TRASH
    else:
        g.players[p].trash_cores += 1
    check_depleted(g, t, p, loc)
    fr.picks += 1
    if fr.picks < paid_draw_copies(g, t, False):
        return
    fr.picks = 0
    draw_cards(g, p, 1)
    if g.players[p].hand_count > before:
        fr.index += 1
        if p == fr.player:
            g.turn_flags[p] |= TURN_DREW_BY_EFFECT  # Cond.DREW_THIS_TURN
    fr.num -= 1
