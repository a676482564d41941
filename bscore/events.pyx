# Events, the trigger queue, temporary effects and Burst offers (R10.5, R13.3).
# Twin: pybs/reference/effects.py (emit, _collect, _offer_burst, mods).

from libc.string cimport memset

from bscore._effects cimport (
    AK_BURST, AK_TRIGGERED, EVENT_FLAG_BITS, DU_NEXT_OPP_TURN, EF_BY_EFFECT, EV_DECK_DISCARDED, EV_HAND_DISCARDED, EV_MAGIC_USED,
    EV_TO_TRASH, BUILTIN_CRUSH, TF_NO_DUPLICATE, BUILTIN_RAID, CFL_READS_OWN_BP, CFL_TRASH_TRIGGER, DU_NEXT_REFRESH, DU_TURN,
    EF_BY_MY_EFFECT, MD_LAST_KNOWN_BP,
    EV_ATTACKS, EV_ATTACKS_OR_BLOCKS, EV_BLOCKS, EV_DEPLETED, EV_DESTROYED, EV_DRAW_STEP, KW_CRUSH, KW_LUSTER, KW_RAID, SC_MINE,
    SC_OPPONENT, SC_SELF, TF_ONCE_PER_EVENT, MD_DELAYED, MD_SILENCE_DESTROYED, RL_SILENCE_DESTROYED, ST_BLOCK_TRIGGERS_ON_ATTACK, TM_ARMED, TM_BRAVED, TM_BRAVED_LEFT, TM_BRAVED_RIGHT,
    ZN_TRASH,
)
from bscore._effects cimport MD_DESTROYED_COUNT  # vocab-A
from bscore._effects cimport CFL_HAND_TRIGGER, ZN_HAND  # pool II
from bscore._types cimport (
    CardTable, Frame, CT_BRAVE, CT_SPIRIT, END_TABLE_OVERFLOW, GameState, MAX_MODS, MAX_QUEUE, ModEntry, NO_CARD, NO_PLAYER, Pending,
    PlayerState, TURN_DESTROYED,
)
from bscore.card_abilities cimport ability_of_kind
from bscore.levels cimport level_number, min_cores
from bscore.statics cimport affected_by, armed, effective_bp, has_mod, keyword, level_gate, matches_lki, slot_of, timing_holds
from bscore.keyword_rules cimport rule_affects, rule_affects_lki, source_matches
from bscore._effects cimport RL_SILENCE_BLOCKS  # vocab-B
from bscore._types cimport NO_SLOT


cdef void table_overflow(GameState* g) noexcept nogil:
    """A full effect table: nothing is dropped silently, the game stops (advance ends it)."""
    g.end_reason = END_TABLE_OVERFLOW


cdef void add_mod(GameState* g, int player, int inst, int kind, int duration, int value, int source) noexcept nogil:
    cdef ModEntry* m
    if g.n_mods >= MAX_MODS:
        table_overflow(g)
        return
    m = &g.mods[g.n_mods]
    m.player = player
    m.inst = inst
    m.kind = kind
    m.duration = duration
    m.value = value
    m.source = source
    # vocab-D: turn ends to pass before the opponent's next turn ends (Duration.NEXT_OPP_TURN)
    m.pad = (1 if g.active == source else 2) if duration == DU_NEXT_OPP_TURN else 0
    g.n_mods += 1


cdef inline void remove_mod(GameState* g, int i) noexcept nogil:
    cdef int j
    for j in range(i, g.n_mods - 1):
        g.mods[j] = g.mods[j + 1]
    g.n_mods -= 1
    memset(&g.mods[g.n_mods], 0, sizeof(ModEntry))


cdef void drop_mod(GameState* g, int i) noexcept nogil:
    """Remove mods row i (an effect used up)."""
    remove_mod(g, i)


cdef void purge_mods(GameState* g, int p, int inst) noexcept nogil:
    """A card that leaves the field loses every effect on it."""
    cdef int i = 0
    while i < g.n_mods:
        if g.mods[i].player == p and g.mods[i].inst == inst:
            remove_mod(g, i)
        else:
            i += 1


cdef void expire_mods(GameState* g, int duration) noexcept nogil:
    cdef int i = 0
    while i < g.n_mods:
        if g.mods[i].duration == duration:
            remove_mod(g, i)
        else:
            i += 1


cdef void age_next_opp_turn_mods_scan(GameState* g) noexcept nogil:
    """A turn ends (R5.7): a Duration.NEXT_OPP_TURN row ends with its source's opponent's next turn, counted down
    in its pad."""
    cdef int i = 0
    while i < g.n_mods:
        if g.mods[i].duration == DU_NEXT_OPP_TURN:
            if g.mods[i].pad == 0:
                remove_mod(g, i)
                continue
            g.mods[i].pad -= 1
        i += 1


cdef void expire_refresh_mods(GameState* g, int p) noexcept nogil:
    cdef int i = 0
    while i < g.n_mods:
        if g.mods[i].player == p and g.mods[i].duration == DU_NEXT_REFRESH:
            remove_mod(g, i)
        else:
            i += 1


cdef void end_batch_queued(GameState* g) noexcept nogil:
    """Close a group of simultaneous events: later groups resolve first (R10.5)."""
    cdef int i, b, n_distinct
    cdef int seen[256]
    cdef bint any_now = False
    for i in range(g.n_queue):
        if g.queue[i].batch == g.next_batch:
            any_now = True
    if not any_now:
        return
    g.next_batch += 1
    if g.next_batch >= 250:  # renumber, keeping the order
        for b in range(256):
            seen[b] = -1
        for i in range(g.n_queue):
            seen[g.queue[i].batch] = 0
        n_distinct = 0
        for b in range(256):
            if seen[b] >= 0:
                seen[b] = n_distinct
                n_distinct += 1
        for i in range(g.n_queue):
            g.queue[i].batch = seen[g.queue[i].batch]
        g.next_batch = n_distinct


cdef void push_pending(GameState* g, int ab, int q, int inst, int sp, int si, int cores, int flags) noexcept nogil:
    cdef Pending* e
    if g.n_queue >= MAX_QUEUE:
        table_overflow(g)
        return
    e = &g.queue[g.n_queue]
    memset(e, 0, sizeof(Pending))
    e.ability = ab
    e.player = q
    e.inst = inst
    e.subj_player = sp
    e.subj_inst = si
    e.subj_cores = cores
    e.subj_flags = flags & EVENT_FLAG_BITS  # the last-known keyword bits above are read only while collecting
    e.batch = g.next_batch
    g.n_queue += 1


cdef bint queued_for_this_event(const GameState* g, const CardTable* t, int ab, int q, int inst) noexcept nogil:
    """R18.12: a once-per-event watcher already waits for this batch (one action on several cards is one
    event), so another card of the same event does not queue it again."""
    return (t.ab_value2[ab] & TF_ONCE_PER_EVENT) != 0 and waits_in_this_batch(g, ab, q, inst)


cdef bint waits_in_this_batch(const GameState* g, int ab, int q, int inst) noexcept nogil:
    """Ability ``ab`` of player q (of instance ``inst``, or of any card with -1) is queued in the open batch."""
    cdef int i
    for i in range(g.n_queue):
        if (g.queue[i].batch == g.next_batch and g.queue[i].ability == ab and g.queue[i].player == q
                and (inst < 0 or g.queue[i].inst == inst)):
            return True
    return False


cdef bint in_own_trash(const GameState* g, int p, int inst) noexcept nogil:
    """Card (p, inst) lies in its owner's Trash (Event.TO_TRASH: the card was placed there)."""
    cdef int i
    if p > 1 or inst == NO_CARD:
        return False
    for i in range(g.players[p].trash_count):
        if g.players[p].trash[i] == inst:
            return True
    return False


cdef bint cause_matches(const GameState* g, const CardTable* t, int fid, int q, int flags) noexcept nogil:
    """vocab-D, a trigger's source filter: an effect caused the event (BY_EFFECT) and the resolving ability's
    source card matches fid (sides relative to q), on the field as it is, elsewhere by its card facts."""
    cdef const Frame* fr
    if not flags & EF_BY_EFFECT or g.n_frames == 0:
        return False
    fr = &g.frames[g.n_frames - 1]
    return source_matches(g, t, fid, q, fr.player, fr.inst)


cdef enum:
    IN_TRASH = -2
    MAX_LKI_BP = 32767  # ModEntry.value is an int16  # collect's k for a card in its owner's Trash
    IN_HAND = -3  # pool II: collect's k for a card in its owner's hand


cdef bint blocks_silenced(const GameState* g, const CardTable* t, int q) noexcept nogil:
    """Rule.SILENCE_BLOCKS (BSS04-004) covers the attacker player q's Spirit is blocking: its own "When This Spirit
    Blocks" effects are not triggered."""
    return q != g.active and g.attacker != NO_SLOT and rule_affects(g, t, RL_SILENCE_BLOCKS, g.active, g.attacker)


cdef void collect(GameState* g, const CardTable* t, int q, int inst, int k, int ev, int sp, int si, int flags,
                  int cores) noexcept nogil:
    cdef int row = g.players[q].card_ids[inst]
    cdef int ab, scope, need, subj, level, aev
    # R12.2 / R12.11: a Brave fused to the card in slot k hears only its "when braved" triggers, for that card
    cdef bint fused = k >= 0 and g.players[q].slots[k].inst != inst
    cdef int self_inst = g.players[q].slots[k].inst if fused else inst
    for ab in range(t.card_ab_start[row], t.card_ab_start[row] + t.card_ab_count[row]):
        if t.ab_kind[ab] != AK_TRIGGERED:
            continue
        if fused != (t.ab_timing[ab] == TM_BRAVED or t.ab_timing[ab] == TM_BRAVED_LEFT
                     or t.ab_timing[ab] == TM_BRAVED_RIGHT):
            continue
        if fused and t.ab_timing[ab] == (TM_BRAVED_RIGHT if g.players[q].brave_side[k] == 0 else TM_BRAVED_LEFT):
            continue  # R12.9: the other side's effect
        if (t.ab_value[ab] == ZN_TRASH) != (k == IN_TRASH):  # where the ability works: field, Trash or hand
            continue
        if (t.ab_value[ab] == ZN_HAND) != (k == IN_HAND):
            continue
        scope = t.ab_scope[ab]
        aev = t.ab_event[ab]
        if not event_heard(aev, ev):
            # a Spirit's "When Blocks" effects may also work when it attacks (a static)
            if not (ev == EV_ATTACKS and aev == EV_BLOCKS and scope == SC_SELF and k >= 0
                    and affected_by(g, t, ST_BLOCK_TRIGGERS_ON_ATTACK, q, k)):
                continue
        if aev == EV_TO_TRASH and not in_own_trash(g, sp, si):
            continue
        if scope == SC_SELF and not (sp == q and si == self_inst):
            continue
        if ev == EV_BLOCKS and scope == SC_SELF and blocks_silenced(g, t, q):
            continue  # vocab-B (BSS04-004): "When This Spirit Blocks" effects of a Spirit blocking such an attacker
        if (scope == SC_MINE and sp != q) or (scope == SC_OPPONENT and sp != 1 - q):
            continue
        need = t.ab_flags[ab]
        if flags & need != need:
            continue
        subj = t.ab_subject[ab]
        if subj >= 0 and (si == NO_CARD or not matches_lki(g, t, subj, q, sp, si, cores, flags, q, inst)):
            continue
        if t.ab_filter2[ab] >= 0 and not cause_matches(g, t, t.ab_filter2[ab], q, flags):
            continue
        if t.ab_timing[ab] == TM_ARMED:  # armed for this battle by another of its abilities
            if not armed(g, q, inst, ab):
                continue
        elif fused:
            pass
        elif not timing_holds(g, t.ab_timing[ab], q, q, inst):
            continue
        if k >= 0:
            if not level_gate(g, t, ab, q, k):
                continue
        elif t.ab_levels[ab]:
            # its level by last-known cores; a depleted card had none left: its lowest level (R6.2)
            level = level_number(t, row, min_cores(t, row) if ev == EV_DEPLETED else cores)
            if not ((t.ab_levels[ab] >> level) & 1):
                continue
        if queued_for_this_event(g, t, ab, q, inst):
            continue
        if t.ab_value2[ab] & TF_NO_DUPLICATE and waits_in_this_batch(g, ab, q, -1):
            continue  # vocab-B: "this effect does not duplicate": one copy answers the event
        if ev == EV_DRAW_STEP and waits_in_this_batch(g, ab, q, -1):
            continue  # R18.12: copies of one Draw-Step static act as one change (Count.COPIES counts them)
        push_pending(g, ab, q, inst, sp, si, cores, flags)


cdef int burst_ability(const GameState* g, const CardTable* t, int q) noexcept nogil:
    cdef const PlayerState* pl = &g.players[q]
    return ability_of_kind(t, pl.card_ids[pl.burst_inst], AK_BURST)


cdef inline int burst_listening(const GameState* g, const CardTable* t, int q, int ev) noexcept nogil:
    """The Burst ability of q's set Burst when it could be offered for ``ev`` (offer_burst's tests before the
    event's subject), else -1."""
    cdef const PlayerState* pl = &g.players[q]
    cdef int ab
    if pl.burst_inst == NO_CARD or pl.burst_state or (g.burst_offer >> q) & 1:
        return -1
    ab = burst_ability(g, t, q)
    return ab if ab >= 0 and event_heard(t.ab_event[ab], ev) else -1


cdef void offer_burst(GameState* g, const CardTable* t, int q, int ev, int sp, int si, int cores,
                      int flags) noexcept nogil:
    """Offer q's set Burst if its condition hears this event; its frame will take the event's subject."""
    cdef int scope
    cdef int ab = burst_listening(g, t, q, ev)
    if ab < 0:
        return
    scope = t.ab_scope[ab]
    if (scope == SC_MINE and sp != q) or (scope == SC_OPPONENT and sp != 1 - q):
        return
    if flags & t.ab_flags[ab] == t.ab_flags[ab]:
        g.burst_offer |= 1 << q
        g.burst_subj_player[q] = sp
        g.burst_subj_inst[q] = si
        g.burst_subj_cores[q] = cores
        g.burst_subj_flags[q] = flags & EVENT_FLAG_BITS


cdef void clear_burst_subject(GameState* g, int q) noexcept nogil:
    """Player q's Burst is no longer offered nor waiting: its remembered subject goes (one byte form)."""
    g.burst_subj_player[q] = 0
    g.burst_subj_inst[q] = 0
    g.burst_subj_cores[q] = 0
    g.burst_subj_flags[q] = 0


cdef void count_destroyed(GameState* g, int p) noexcept nogil:
    """vocab-A: one more of p's Spirits was destroyed this turn: Mod.DESTROYED_COUNT (player-wide, this turn)."""
    cdef int i
    for i in range(g.n_mods):
        if g.mods[i].kind == MD_DESTROYED_COUNT and g.mods[i].player == p and g.mods[i].inst == NO_CARD:
            if g.mods[i].value < 32767:
                g.mods[i].value += 1
            return
    add_mod(g, p, NO_CARD, MD_DESTROYED_COUNT, DU_TURN, 1, p)


cdef void emit_heard(GameState* g, const CardTable* t, int ev, int sp, int si, int flags, int cores,
                     int eff_player) noexcept nogil:
    """emit's work once its gate passed: queue every ability ``ev`` on subject (sp, si) triggers, turn player
    first; offer Bursts."""
    cdef int i, j, q, k, eflags, ctype, inst, first, top
    cdef int eb = event_bit(ev)  # events from EVENT_MASK_TOP up share a mask bit
    cdef bint heard = (t.event_union >> eb) & 1
    cdef PlayerState* pl
    cdef int silenced = NO_PLAYER
    cdef bint destruction = ev == EV_DESTROYED or ev == EV_DEPLETED
    # emit's inline gate let this event through: some card of the table or some Burst could answer it; whether one
    # can now (a Burst set and listening, a Trash or hand trigger) is asked here
    if (not heard and not destruction and not (((t.trash_event_union | t.hand_event_union) >> eb) & 1)
            and burst_listening(g, t, 0, ev) < 0 and burst_listening(g, t, 1, ev) < 0):
        return
    if destruction and si != NO_CARD and sp < 2:  # Cond.DESTROYED_THIS_TURN
        ctype = t.card_type[g.players[sp].card_ids[si]]
        if ctype == CT_SPIRIT or ctype == CT_BRAVE:
            g.turn_flags[sp] |= TURN_DESTROYED
            if t.destroyed_count_any:  # vocab-A: Cond.DESTROYED_AT_LEAST reads how many
                count_destroyed(g, sp)
    if destruction and not ((t.emit_union >> eb) & 1):  # counted above; no card of the table nor a Burst answers it
        return
    if destruction and si != NO_CARD and sp < 2:
        # "their When Destroyed effects are not triggered": nothing of its controller answers this destruction,
        # watchers and Bursts included
        if destroyed_silenced(g, t, sp, si, cores, flags):
            silenced = sp
    for i in range(2):
        q = g.active if i == 0 else 1 - g.active
        if q == silenced:
            continue
        eflags = flags | (EF_BY_MY_EFFECT if eff_player == q else 0)
        pl = &g.players[q]
        if not heard:
            first = top = 0
        elif ((t.watch_own_union if q == sp else t.watch_other_union) >> eb) & 1:  # a watcher may hear it: every slot
            first = 0
            top = pl.slot_top
        else:  # only abilities of the subject itself hear it (scope SELF): its slot alone, if it is in one
            first = slot_of(g, q, si) if sp == q and si != NO_CARD else -1
            top = first + 1 if first >= 0 else 0
        for k in range(first, top):
            if pl.slots[k].inst != NO_CARD and (t.card_event_mask[pl.card_ids[pl.slots[k].inst]] >> eb) & 1:
                collect(g, t, q, pl.slots[k].inst, k, ev, sp, si, eflags, cores)
            if t.brave_any and pl.brave[k] != NO_CARD and (t.card_event_mask[pl.card_ids[pl.brave[k]]] >> eb) & 1:
                collect(g, t, q, pl.brave[k], k, ev, sp, si, eflags, cores)  # "when braved" (R12.2)
        if heard and sp == q and si != NO_CARD and (t.card_event_mask[pl.card_ids[si]] >> eb) & 1:
            if slot_of(g, q, si) < 0:
                collect(g, t, q, si, -1, ev, sp, si, eflags, cores)
        if (t.trash_event_union >> eb) & 1:  # abilities that work from the Trash (Immortal, R18.3)
            for j in range(pl.trash_count):
                inst = pl.trash[j]
                if t.card_flags[pl.card_ids[inst]] & CFL_TRASH_TRIGGER and not (sp == q and si == inst):
                    collect(g, t, q, inst, IN_TRASH, ev, sp, si, eflags, cores)
        if (t.hand_event_union >> eb) & 1:  # pool II: abilities that work from the hand (Agile)
            for j in range(pl.hand_count):
                inst = pl.hand[j]
                if t.card_flags[pl.card_ids[inst]] & CFL_HAND_TRIGGER and not (sp == q and si == inst):
                    collect(g, t, q, inst, IN_HAND, ev, sp, si, eflags, cores)
        if heard and t.delayed_any and g.n_mods:
            collect_delayed(g, t, q, ev, sp, si, eflags, cores)
        offer_burst(g, t, q, ev, sp, si, cores, eflags)


cdef void add_delayed(GameState* g, int p, int inst, int duration, int ab, int src_p, int src_inst) noexcept nogil:
    """A delayed trigger (Mod.DELAYED): ability ab of card src_inst listens for src_p until the mod ends;
    on (p, inst) it watches that card, with inst NO_CARD it is player-wide."""
    cdef int n = g.n_mods
    add_mod(g, p, inst, MD_DELAYED, duration, ab, src_p)
    if g.n_mods > n:
        g.mods[n].pad = src_inst


cdef void collect_delayed(GameState* g, const CardTable* t, int q, int ev, int sp, int si, int flags,
                          int cores) noexcept nogil:
    """Queue player q's delayed triggers ev sets off, in the order they were made. A watching one
    takes its card as the subject (scope SELF: only events on that card)."""
    cdef int i, ab, aev, scope, need, subj, n = g.n_mods
    cdef int tp, ti, tc
    cdef ModEntry* m
    for i in range(n):
        m = &g.mods[i]
        if m.kind != MD_DELAYED or m.source != q:
            continue
        ab = m.value
        aev = t.ab_event[ab]
        if not event_heard(aev, ev) or (aev == EV_TO_TRASH and not in_own_trash(g, sp, si)):
            continue
        scope = t.ab_scope[ab]
        if m.inst != NO_CARD and scope == SC_SELF and not (sp == m.player and si == m.inst):
            continue
        if (scope == SC_MINE and sp != q) or (scope == SC_OPPONENT and sp != 1 - q):
            continue
        need = t.ab_flags[ab]
        if flags & need != need:
            continue
        subj = t.ab_subject[ab]
        if subj >= 0 and (si == NO_CARD or not matches_lki(g, t, subj, q, sp, si, cores, flags, q, m.pad)):
            continue
        if t.ab_filter2[ab] >= 0 and not cause_matches(g, t, t.ab_filter2[ab], q, flags):
            continue
        tp, ti, tc = sp, si, cores
        if m.inst != NO_CARD:
            tp, ti, tc = m.player, m.inst, 0
        if queued_for_this_event(g, t, ab, q, m.pad):
            continue
        push_pending(g, ab, q, m.pad, tp, ti, tc, flags)


cdef void trigger_keywords_on_attack(GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    cdef int inst = g.players[p].slots[k].inst
    if keyword(g, t, p, k, KW_CRUSH) >= 0:
        push_pending(g, BUILTIN_CRUSH, p, inst, p, inst, 0, 0)
    if keyword(g, t, p, k, KW_RAID) >= 0:
        push_pending(g, BUILTIN_RAID, p, inst, p, inst, 0, 0)
    g.luster = g.players[p].slots[k].inst + 1 if keyword(g, t, p, k, KW_LUSTER) >= 0 else 0


cdef bint destroyed_silenced(const GameState* g, const CardTable* t, int q, int inst, int cores,
                             int flags) noexcept nogil:
    """Its controller's effects that this destruction would trigger stay silent (its own "When Destroyed"
    effects, their watchers, Bursts): a DESTROY_SILENT op is running against its player (Mod.SILENCE_DESTROYED),
    or a Static.RULE SILENCE_DESTROYED covered it as it last was."""
    return has_mod(g, q, NO_CARD, MD_SILENCE_DESTROYED) or rule_affects_lki(
        g, t, RL_SILENCE_DESTROYED, q, inst, cores, flags)


cdef void note_last_known_bp(GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """R10.7: the card in (p, k) is about to be destroyed; a card that compares with its own BP
    (CFL_READS_OWN_BP) keeps the BP it has now, every change in force included, as Mod.LAST_KNOWN_BP."""
    cdef int inst = g.players[p].slots[k].inst
    cdef int i, n, bp
    if not t.card_flags[g.players[p].card_ids[inst]] & CFL_READS_OWN_BP:
        return
    bp = effective_bp(g, t, p, k)
    bp = 0 if bp < 0 else (MAX_LKI_BP if bp > MAX_LKI_BP else bp)
    for i in range(g.n_mods):
        if g.mods[i].kind == MD_LAST_KNOWN_BP and g.mods[i].player == p and g.mods[i].pad == inst:
            g.mods[i].value = bp
            return
    n = g.n_mods
    add_mod(g, p, NO_CARD, MD_LAST_KNOWN_BP, DU_TURN, bp, p)
    if g.n_mods > n:
        g.mods[n].pad = inst


cdef int last_known_bp(const GameState* g, int p, int inst) noexcept nogil:
    """The BP recorded by note_last_known_bp for card (p, inst) this turn, or -1."""
    cdef int i
    for i in range(g.n_mods):
        if g.mods[i].kind == MD_LAST_KNOWN_BP and g.mods[i].player == p and g.mods[i].pad == inst:
            return g.mods[i].value
    return -1


cdef void remove_player_mod(GameState* g, int p, int kind) noexcept nogil:
    """Drop player p's player-wide mods of ``kind``."""
    cdef int i = 0
    while i < g.n_mods:
        if g.mods[i].player == p and g.mods[i].inst == NO_CARD and g.mods[i].kind == kind:
            remove_mod(g, i)
        else:
            i += 1
