# Card movements and the card-use flow (R6.2, R6.8, R7, R8), shared by the turn machine and
# the effect interpreter. Twin: the matching methods of pybs/reference/engine.py.

from libc.stdint cimport int32_t, uint8_t, uint64_t
from libc.string cimport memset

from bscore._effects cimport EV_RESERVE_GAINED, MD_MAX_LEVEL_WHILE  # levels group
from bscore._effects cimport MD_MAGIC_TO_HAND  # pool II
from bscore._effects cimport CFL_EXTRA_SUMMON_COST  # ascend group
from bscore.ascend cimport announce_extra_cost  # ascend group
from bscore.woden cimport magic_discards_owed  # woden group
from bscore._effects cimport (
    AK_MAGIC_FLASH, AK_MAGIC_MAIN, BUILTIN_GALE, CFL_FROM_HAND_COND, CFL_SCRIPTED, CFL_SOUL_PAID_COND, CFL_TOKEN,
    DU_TURN, EF_HAD_SOUL, EV_BLOCKED, EV_BLOCKS, EV_DEPLETED, EV_DESTROYED, EV_EXHAUSTED, EV_PLACED, EV_RETURNED, EV_SUMMONED, FF_ZONE,
    FILTER_WIDTH, KW_CURSE, KW_GALE, MD_FROM_HAND, MD_SOUL_PAID, MD_SUMMON_COUNTED, OP_SUMMON, OP_WIDTH, SC_SELF,
    ZN_HAND,
)
from bscore._effects cimport EF_BY_SWIFT, EF_FROM_TRASH, EF_TO_HAND, ZN_TRASH  # vocab-D
from bscore._types cimport (
    BATTLE_NONE, CardTable, CT_MAGIC, CT_NEXUS, DK_MAGIC_EFFECT, DK_FLASH, DK_MAIN, DK_NONE, DK_PAY, DK_PLACE,
    END_BURST_MISSET, END_CONCEDED, END_DECK_OUT, END_LIFE, END_SIMULTANEOUS, END_TABLE_OVERFLOW, END_EFFECT_LIMIT, FRAME_CHOOSING, FRAME_MAGIC,
    FRAME_FROM_HAND,
    FRAME_STASH_EFFECT, FRAME_STASH_FLASH, FRAME_USE_STASHED, FRAME_WAITING, Frame, GameState, MAX_CARDS, MAX_FRAMES,
    NO_ABILITY, NO_CARD, NO_PLAYER, NO_SLOT, ORIGIN_EFFECT, ORIGIN_FLASH, ORIGIN_MAIN, PH_GAME_OVER, PlayerState,
    STEP_FLASH, STEP_MAIN, TURN_MAGIC_USED, RULE_WIN_AT_CHECKPOINT,
    SOUL_RESERVE, SOUL_SLOT0, USE_BURST_PAID, USE_DEPLOY, USE_EXHAUSTED, USE_JOINED, USE_MAGIC, USE_NO_SUMMON_TRIGGER, USE_NONE,
    USE_RESERVE_ONLY, USE_SOUL_PAID, USE_SUMMON, WINNER_DRAW, USE_ACCEL, USE_FREE_OPTION, USE_FROM_HAND_SIDE,
    USE_DISCARD_PAID,  # woden group
    USE_MIRAGE,
)
from bscore.braves cimport brave_left_behind
from bscore.frame_stack cimport use_frame_index
from bscore.zone_arrays cimport remove_at
from bscore.hand_side cimport to_hand_side
from bscore.cores cimport cores_on, free_slot
from bscore.events cimport (
    add_mod, drop_mod, emit, end_batch, note_last_known_bp, purge_mods, push_pending, table_overflow,
)
from bscore.levels cimport is_depleted, min_cores
from bscore.soul_state cimport in_soul
from bscore.cost_mods cimport discount_row
from bscore.statics cimport available_cores, cost_to_pay, keyword, last_known_keywords, waived_cost
from bscore.targets cimport summon_zone  # vocab-A
from bscore.statics cimport life_next_row  # vocab-D
from bscore.statics cimport cond_holds  # CB01: a Magic effect's condition
from bscore.keyword_rules cimport summon_once_rule
from bscore._effects cimport KW_LINK, LKR_ON_BLOCK  # vocab-B: Link
from bscore.link_state cimport end_links_on_leave
from bscore.links cimport offer_links
from bscore.statics cimport link_rule_bits


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
    remove_at(pl.hand, &pl.hand_count, h)
    return inst


cdef void remove_from_trash(GameState* g, int p, int inst) noexcept nogil:
    cdef PlayerState* pl = &g.players[p]
    cdef int i
    for i in range(pl.trash_count):
        if pl.trash[i] == inst:
            remove_at(pl.trash, &pl.trash_count, i)
            return


cdef void to_trash(GameState* g, int p, int inst) noexcept nogil:
    cdef PlayerState* pl = &g.players[p]
    pl.trash[pl.trash_count] = <uint8_t>inst
    pl.trash_count += 1


cdef void to_hand(GameState* g, int p, int inst) noexcept nogil:
    cdef PlayerState* pl = &g.players[p]
    pl.hand[pl.hand_count] = <uint8_t>inst
    pl.hand_count += 1


cdef void to_deck_bottom(GameState* g, int p, int inst) noexcept nogil:
    cdef PlayerState* pl = &g.players[p]
    cdef int i
    for i in range(pl.deck_count, 0, -1):
        pl.deck[i] = pl.deck[i - 1]
    pl.deck[0] = <uint8_t>inst
    pl.deck_count += 1


cdef void to_deck_top(GameState* g, int p, int inst) noexcept nogil:
    cdef PlayerState* pl = &g.players[p]
    pl.deck[pl.deck_count] = <uint8_t>inst
    pl.deck_count += 1


cdef void game_over(GameState* g, bint p0_loses, bint p1_loses, int reason) noexcept nogil:
    if g.end_reason == END_TABLE_OVERFLOW or g.end_reason == END_EFFECT_LIMIT:  # set earlier in this step: that
        p0_loses = p1_loses = True  # ends it (a full table, or an action that never ended)
        reason = g.end_reason
    if p0_loses and p1_loses:
        g.winner = WINNER_DRAW
        if reason == END_LIFE or reason == END_DECK_OUT or reason == END_BURST_MISSET:
            reason = END_SIMULTANEOUS  # R4.6
    else:
        g.winner = 1 if p0_loses else 0
    g.end_reason = reason
    g.pending_loss = 0
    g.phase = PH_GAME_OVER
    decide(g, DK_NONE, NO_PLAYER)
    edecide(g, DK_NONE, NO_PLAYER)


cdef bint loss_condition(GameState* g, int p, int reason) noexcept nogil:
    """Player p meets a loss condition (R4.1). R4.5: the game ends at once (True). R18.13
    (RULE_WIN_AT_CHECKPOINT): it is recorded and settled at the next checkpoint (False: play on)."""
    if not g.rules.flags & RULE_WIN_AT_CHECKPOINT:
        game_over(g, p == 0, p == 1, reason)
        return True
    if not g.pending_loss:
        g.pending_loss = <uint8_t>(reason << 4)  # the first condition met names the reason
    g.pending_loss |= <uint8_t>(1 << p)
    return False


cdef void settle_checkpoint(GameState* g) noexcept nogil:
    """R18.13: the checkpoint settles the conditions met since the last one; both players = a draw."""
    cdef int losers = g.pending_loss & 3
    game_over(g, losers & 1, losers & 2, g.pending_loss >> 4)


cdef void concede(GameState* g, int p) noexcept nogil:
    """R18.13: player p concedes; the game ends at once, whatever is resolving or pending."""
    game_over(g, p == 0, p == 1, END_CONCEDED)


cdef void clear_use(GameState* g) noexcept nogil:
    g.use_player = NO_PLAYER
    g.use_inst = NO_CARD
    g.use_kind = USE_NONE
    g.use_origin = ORIGIN_MAIN
    g.use_slot = NO_SLOT
    g.use_cost_left = 0
    g.use_ability = 0
    g.use_flags = 0


cdef void clear_battle(GameState* g) noexcept nogil:
    memset(g.links, 0, 4)  # vocab-B: links last for the battle
    g.attacker = NO_SLOT
    g.blocker = NO_SLOT
    g.blocked = 0
    g.in_battle = BATTLE_NONE
    g.flash_window = 0
    g.flash_priority = NO_PLAYER
    g.flash_passes = 0
    g.curse = 0
    g.luster = 0


cdef void leave_field(GameState* g, const CardTable* t, int p, int k, bint to_hand_zone) noexcept nogil:
    """The card in slot k goes to the Trash (or hand); its cores go to the Reserve (R6.8, R11.1).
    A token goes to no zone: it is removed from the game (R18.8)."""
    cdef PlayerState* pl = &g.players[p]
    cdef int inst = pl.slots[k].inst
    cdef bint to_reserve = pl.slots[k].cores > 0 or pl.soul_loc == SOUL_SLOT0 + k
    cdef int i
    cdef int brave = pl.brave[k] if t.brave_any else NO_CARD
    cdef int exhaust = pl.slots[k].exhaust
    cdef bint attacking = g.in_battle and p == g.active and g.attacker == k
    if t.card_flags[pl.card_ids[inst]] & CFL_TOKEN:
        pass
    elif to_hand_zone:
        to_hand(g, p, inst)
    else:
        to_trash(g, p, inst)
    pl.reserve += pl.slots[k].cores
    if pl.soul_loc == SOUL_SLOT0 + k:
        pl.soul_loc = SOUL_RESERVE
    if pl.advent_sources[k]:
        sources_follow(g, p, pl.advent_sources[k], to_hand_zone)
    if pl.slots[k].flipped:  # R16.1: off the field a Rebirth card shows its front face
        pl.card_ids[inst] = t.front_row[pl.card_ids[inst]]
        pl.slots[k].flipped = 0
    pl.slots[k].inst = NO_CARD
    pl.slots[k].cores = 0
    pl.slots[k].exhaust = 0
    pl.slots[k].raid_uses = 0
    pl.slots[k].soul = 0
    pl.advent_sources[k] = 0
    while pl.slot_top and pl.slots[pl.slot_top - 1].inst == NO_CARD:
        pl.slot_top -= 1
    purge_mods(g, p, inst)
    end_links_on_leave(g, p, k, inst)  # vocab-B: a link ends when either card leaves
    if g.in_battle:
        if p == g.active and g.attacker == k:
            g.attacker = NO_SLOT
        if p != g.active and g.blocker == k:
            g.blocker = NO_SLOT
    if brave != NO_CARD:  # R12.6: the pair left as one; its Brave may stay
        pl.brave[k] = NO_CARD
        pl.brave_side[k] = 0
        brave_left_behind(g, t, p, brave, to_hand_zone, exhaust, attacking)
    i = 0
    while i < g.n_mods:  # levels group: "as long as you control this Spirit" ends with it (BSS03-092)
        if g.mods[i].kind == MD_MAX_LEVEL_WHILE and g.mods[i].player == p and g.mods[i].value == inst:
            drop_mod(g, i)
        else:
            i += 1
    if to_reserve:  # levels group: "when a core is placed into your Reserve" (BSS02-068, BSS02-111)
        emit(g, t, EV_RESERVE_GAINED, p, NO_CARD, 0, 0, NO_PLAYER)


cdef void sources_follow(GameState* g, int p, uint64_t sources, bint to_hand_zone) noexcept nogil:
    """R15.4: the Advent sources under a card leaving the field go where it goes (to the Trash when a
    token leaves the game), lowest instance first."""
    cdef int i
    for i in range(MAX_CARDS):
        if (sources >> i) & 1:
            if to_hand_zone:
                to_hand(g, p, i)
            else:
                to_trash(g, p, i)


cdef void check_depleted(GameState* g, const CardTable* t, int p, int loc) noexcept nogil:
    """R6.2: a battler below its lowest level goes to the Trash at once."""
    cdef int k, inst, flags
    if loc == 0:
        return
    k = loc - 1
    if g.players[p].slots[k].inst == NO_CARD or in_soul(g, t, p, k):  # R16.3: soul state holds no cores
        return
    inst = g.players[p].slots[k].inst
    if is_depleted(t, g.players[p].card_ids[inst], cores_on(g, p, k)):
        flags = attacking_flag(g, p, k)  # vocab-D: its last-known battle role
        leave_field(g, t, p, k, False)
        # R6.2: left with no cores by a cost or a core move, it was destroyed; its watchers hear it
        emit(g, t, EV_DEPLETED, p, inst, flags, 0, NO_PLAYER)
        end_batch(g)


cdef void check_depleted_silently(GameState* g, const CardTable* t, int p, int loc) noexcept nogil:
    """R6.2 without the event: Awaken's text says a card it empties triggers no When Destroyed effect."""
    cdef int k = loc - 1
    if loc == 0 or g.players[p].slots[k].inst == NO_CARD or in_soul(g, t, p, k):
        return
    if is_depleted(t, g.players[p].card_ids[g.players[p].slots[k].inst], cores_on(g, p, k)):
        leave_field(g, t, p, k, False)


cdef void destroy_card(GameState* g, const CardTable* t, int p, int k, int flags, int eff_player) noexcept nogil:
    """Destroy the card in (p, k); its last-known cores, Soul Core and keywords travel with the event."""
    cdef int inst = g.players[p].slots[k].inst
    cdef int cores = cores_on(g, p, k)
    cdef bint had_soul = g.players[p].soul_loc == SOUL_SLOT0 + k
    flags |= last_known_keywords(g, t, p, k) | attacking_flag(g, p, k)
    note_last_known_bp(g, t, p, k)
    leave_field(g, t, p, k, False)
    emit(g, t, EV_DESTROYED, p, inst, flags | (EF_HAD_SOUL if had_soul else 0), cores, eff_player)


cdef void return_to_hand(GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    cdef int inst = g.players[p].slots[k].inst
    leave_field(g, t, p, k, True)
    emit(g, t, EV_RETURNED, p, inst, EF_TO_HAND, 0, NO_PLAYER)  # vocab-D: it went to a hand


cdef extern from *:
    """
    /* per-card statistics: while the batch loop applies one action of a game with card_stats on, bit
       inst of marks[player] is set for every ability of that card that starts resolving; NULL otherwise
       (searches and every other caller). One per thread, as nogil batch loops may run in several. */
    static __thread uint64_t* pybs_effect_marks __attribute__((tls_model("initial-exec"))) = 0;  /* no __tls_get_addr */
    """
    uint64_t* pybs_effect_marks


cdef void set_effect_marks(uint64_t* marks) noexcept nogil:
    """Record resolving abilities into ``marks[player]`` (bit = instance) until called with NULL."""
    global pybs_effect_marks
    pybs_effect_marks = marks


cdef void push_frame(GameState* g, int ab, int player, int inst, int sp, int si, int cores, int flags,
                     int frame_flags) noexcept nogil:
    cdef Frame* fr
    if g.n_frames >= MAX_FRAMES:
        table_overflow(g)
        return
    if pybs_effect_marks != NULL and player < 2 and inst < 64:
        pybs_effect_marks[player] |= (<uint64_t>1) << inst
    fr = &g.frames[g.n_frames]
    memset(fr, 0, sizeof(Frame))
    fr.ability = ab
    fr.player = player
    fr.inst = inst
    fr.subj_player = sp
    fr.subj_inst = si
    fr.subj_cores = cores
    fr.subj_flags = flags
    fr.flags = frame_flags
    g.n_frames += 1


cdef int usable_magic(const GameState* g, const CardTable* t, int p, int inst, int origin, int* out) noexcept nogil:
    """Magic effects usable now (R8.4: both in the Main Step, Flash ones in a Flash timing)."""
    cdef int row = g.players[p].card_ids[inst]
    cdef int need = 2 if origin == ORIGIN_FLASH else 3
    cdef int n = 0
    cdef int ab, kind
    if not (t.card_flags[row] & CFL_SCRIPTED):  # played vanilla by its printed timings
        if t.steps[row] & (STEP_MAIN | STEP_FLASH) & need:
            out[0] = NO_ABILITY
            return 1
        return 0
    for ab in range(t.card_ab_start[row], t.card_ab_start[row] + t.card_ab_count[row]):
        kind = t.ab_kind[ab]
        if (kind == AK_MAGIC_MAIN or kind == AK_MAGIC_FLASH) and t.ab_value[ab] & need and (
                t.ab_cond[ab] == 0 or cond_holds(g, t, t.ab_cond[ab], t.ab_cond_arg[ab], p, p, inst, NULL)):  # CB01
            out[n] = ab
            n += 1
    return n


cdef void begin_use(GameState* g, const CardTable* t, int p, int h, int origin) noexcept nogil:
    cdef int inst = g.players[p].hand[h]
    cdef int ctype = t.card_type[g.players[p].card_ids[inst]]
    cdef int usable[8]
    cdef int n
    cdef int discount = -1
    cdef int life_next = -1
    cdef int waived = 0
    if g.n_mods:
        discount = discount_row(g, t, p, inst)
        life_next = life_next_row(g, t, p, inst)  # vocab-D
    g.use_cost_left = <uint8_t>cost_to_pay(g, t, p, inst)  # R7.5: fixed before paying
    if g.use_cost_left == 0:
        waived = waived_cost(g, t, p, inst)
    if discount >= 0:  # Mod.NEXT_MAGIC_DISCOUNT is used up by this Magic
        drop_mod(g, discount)
    elif life_next >= 0:  # vocab-D: Mod.COST_IS_LIFE_NEXT is used up by this summon (a Spirit: never both)
        drop_mod(g, life_next)
    if ctype == CT_MAGIC:  # after the cost: Rule.FIRST_MAGIC_DISCOUNT reads it (BSS01-099)
        g.turn_flags[p] |= TURN_MAGIC_USED
    g.use_flags = USE_RESERVE_ONLY if origin == ORIGIN_FLASH and ctype != CT_MAGIC else 0
    offer_free_use(g, t, p, inst, waived)
    take_from_hand(g, p, h)
    g.use_player = p
    g.use_inst = inst
    g.use_origin = origin
    if ctype == CT_MAGIC:
        g.use_kind = USE_MAGIC
        n = usable_magic(g, t, p, inst, origin, usable)
        if n > 1:  # R8.4: choose one effect
            use_decide(g, DK_MAGIC_EFFECT, p)
            return
        g.use_ability = usable[0]
    else:
        g.use_kind = USE_DEPLOY if ctype == CT_NEXUS else USE_SUMMON
    continue_magic_use(g, t)  # woden: a Magic's discard cost (Rule.MAGIC_DISCARD)


cdef void offer_free_use(GameState* g, const CardTable* t, int p, int inst, int cost) noexcept nogil:
    """"You may use it without paying its cost": the cost stands and PASS at the first PAY takes the free use,
    when p can pay it and still place the card's Lv1 cores (R7.1; else it is simply free)."""
    if cost > 0 and available_cores(g, t, p, (g.use_flags & USE_RESERVE_ONLY) != 0) >= cost + min_cores(
            t, g.players[p].card_ids[inst]):
        g.use_cost_left = <uint8_t>cost
        g.use_flags |= USE_FREE_OPTION


cdef void continue_use(GameState* g) noexcept nogil:
    cdef int p = g.use_player
    cdef int k
    if g.use_cost_left > 0:
        use_decide(g, DK_PAY, p)
        return
    if g.use_kind == USE_ACCEL:  # R16.6: paid
        finish_accel(g)
        return
    if g.use_kind == USE_MAGIC:  # R8.4: the chosen effect resolves, then the Trash
        if g.use_ability == NO_ABILITY:  # an unscripted Magic: no effect
            finish_magic(g)
            return
        push_frame(g, g.use_ability, p, g.use_inst, NO_PLAYER, NO_CARD, 0, 0,
                   FRAME_MAGIC | (FRAME_FROM_HAND if from_hand_magic(g) else 0))  # woden: MAGIC_USED
        return
    if g.use_kind == USE_MIRAGE:  # R16.5: no slot, no cores
        set_mirage(g)
        return
    k = free_slot(g, p)
    if k < 0:  # unreachable: a card is used only while a slot is free
        return
    g.players[p].slots[k].inst = g.use_inst
    g.players[p].slots[k].cores = 0
    g.players[p].slots[k].exhaust = 0
    if k >= g.players[p].slot_top:
        g.players[p].slot_top = k + 1
    g.use_slot = k
    use_decide(g, DK_PLACE, p)


cdef void complete_summon(GameState* g, const CardTable* t, int p) noexcept nogil:
    cdef int inst = g.use_inst
    cdef int kind = g.use_kind
    cdef int origin = g.use_origin
    cdef bint soul_paid = (g.use_flags & USE_SOUL_PAID) != 0
    cdef int cflags = t.card_flags[g.players[p].card_ids[inst]]
    cdef bint from_hand = ((cflags & CFL_FROM_HAND_COND) != 0 and summoned_from_hand(g, t, origin)
                           and not g.use_flags & USE_FROM_HAND_SIDE)  # R16.7: the hand-side is not the hand
    cdef int flags = g.use_flags
    cdef bint from_trash = summoned_from_zone(g, t, origin) == ZN_TRASH
    cdef int k
    clear_use(g)
    if kind == USE_SUMMON:
        count_limited_summon(g, t, p, inst)
    after_use(g, origin, kind)
    if soul_paid and cflags & CFL_SOUL_PAID_COND:
        add_mod(g, p, inst, MD_SOUL_PAID, DU_TURN, 0, p)  # Cond.SOUL_PAID reads it (R7)
    if from_hand:
        add_mod(g, p, inst, MD_FROM_HAND, DU_TURN, 0, p)  # Cond.SUMMONED_FROM_HAND reads it
    if flags & USE_EXHAUSTED:
        for k in range(g.players[p].slot_top):
            if g.players[p].slots[k].inst == inst:
                g.players[p].slots[k].exhaust = 1
    if cflags & CFL_EXTRA_SUMMON_COST:  # ascend group: its extra cost's events join this batch (R18.2)
        announce_extra_cost(g, t, p, inst)
    # HAD_SOUL: the Soul Core paid for it (misc: "spend a Soul Core as part of its summoning cost")
    # vocab-D: FROM_TRASH, an effect summoned it from its owner's Trash; BY_SWIFT, summoned in a Flash timing
    emit(g, t, EV_PLACED if kind == USE_DEPLOY else EV_SUMMONED, p, inst, (EF_HAD_SOUL if soul_paid else 0)
         | (EF_FROM_TRASH if from_trash else 0) | (EF_BY_SWIFT if origin == ORIGIN_FLASH else 0), 0, NO_PLAYER)
    if flags & USE_NO_SUMMON_TRIGGER:
        drop_own_summon_triggers(g, t, p, inst)
    if not flags & USE_JOINED:  # R18.12: tokens summoned together are one event; the last one closes it
        end_batch(g)


cdef int summoned_from_zone(const GameState* g, const CardTable* t, int origin) noexcept nogil:
    """vocab-D: the zone an effect's SUMMON took the card being summoned from (its filter's zone), -1 otherwise."""
    cdef const Frame* fr
    cdef const int32_t* op
    if origin != ORIGIN_EFFECT or g.n_frames == 0:
        return -1
    fr = &g.frames[use_frame_index(g)]
    op = t.ops + (t.ab_prog[fr.ability] + fr.pc) * OP_WIDTH
    return t.filters[op[1] * FILTER_WIDTH + FF_ZONE] if op[0] == OP_SUMMON else -1


cdef bint summoned_from_hand(const GameState* g, const CardTable* t, int origin) noexcept nogil:
    """The card being summoned came from the hand: used from hand, or an effect's SUMMON from the hand."""
    cdef const Frame* fr
    cdef const int32_t* op
    if origin != ORIGIN_EFFECT:
        return True
    if g.n_frames == 0:
        return False
    fr = &g.frames[use_frame_index(g)]
    op = t.ops + (t.ab_prog[fr.ability] + fr.pc) * OP_WIDTH
    return op[0] == OP_SUMMON and summon_zone(t, op[1], fr.picks) == ZN_HAND  # vocab-A: a union's zone


cdef void drop_own_summon_triggers(GameState* g, const CardTable* t, int p, int inst) noexcept nogil:
    """A summon "without its When Summoned effects": the card's own SUMMONED triggers leave the queue."""
    cdef int i = 0
    cdef int j, ab
    while i < g.n_queue:
        ab = g.queue[i].ability
        if (g.queue[i].player == p and g.queue[i].inst == inst and t.ab_event[ab] == EV_SUMMONED
                and t.ab_scope[ab] == SC_SELF):
            for j in range(i, g.n_queue - 1):
                g.queue[j] = g.queue[j + 1]
            g.n_queue -= 1
            memset(&g.queue[g.n_queue], 0, sizeof(g.queue[0]))
        else:
            i += 1


cdef void after_use(GameState* g, int origin, int kind) noexcept nogil:
    cdef Frame* fr
    if origin == ORIGIN_MAIN:
        decide(g, DK_MAIN, g.active)
    elif origin == ORIGIN_FLASH:  # R10.4: the other player may answer
        g.flash_priority = 1 - g.flash_priority
        g.flash_passes = 0
        decide(g, DK_FLASH, g.flash_priority)
    elif kind != USE_MAGIC and g.n_frames:  # a summon an effect asked for
        fr = &g.frames[use_frame_index(g)]
        fr.flags &= ~(FRAME_WAITING | FRAME_CHOOSING)
        fr.pc += 1
        if fr.flags & FRAME_USE_STASHED:
            resume_magic_use(g, fr)


cdef void stash_magic_use(GameState* g, Frame* fr) noexcept nogil:
    """A Magic's effect summons a card (R8.4): the Magic stays in use, held by its FRAME_MAGIC frame; the
    waiting frame keeps how it was used so that its use resumes when the summon is done."""
    if g.use_kind != USE_MAGIC:
        return
    fr.flags |= FRAME_USE_STASHED
    if g.use_origin == ORIGIN_FLASH:
        fr.flags |= FRAME_STASH_FLASH
    elif g.use_origin == ORIGIN_EFFECT:
        fr.flags |= FRAME_STASH_EFFECT


cdef void resume_magic_use(GameState* g, Frame* waiting) noexcept nogil:
    """The summon a Magic's effect made is done: that Magic is the card in use again (R8.4)."""
    cdef int i
    cdef const Frame* magic
    for i in range(g.n_frames):
        if g.frames[i].flags & FRAME_MAGIC:
            magic = &g.frames[i]
            g.use_player = magic.player
            g.use_inst = magic.inst
            g.use_ability = magic.ability
    g.use_kind = USE_MAGIC
    g.use_origin = (ORIGIN_FLASH if waiting.flags & FRAME_STASH_FLASH
                    else ORIGIN_EFFECT if waiting.flags & FRAME_STASH_EFFECT else ORIGIN_MAIN)
    g.use_flags = USE_BURST_PAID if g.use_origin == ORIGIN_EFFECT else 0
    waiting.flags &= ~(FRAME_USE_STASHED | FRAME_STASH_FLASH | FRAME_STASH_EFFECT)


cdef void finish_magic(GameState* g) noexcept nogil:
    """R8.4: the resolved Magic goes to the Trash (to the hand when its effect said so: Op.MAGIC_TO_HAND)."""
    cdef int p = g.use_player
    cdef int inst = g.use_inst
    cdef int origin = g.use_origin
    if g.n_mods and magic_to_hand(g, p, inst):
        to_hand(g, p, inst)
    else:
        to_trash(g, p, inst)
    if g.in_battle:
        g.battle_magic[p] |= (<unsigned long long>1) << inst  # Luster remembers it
    clear_use(g)
    after_use(g, origin, USE_MAGIC)


cdef bint magic_to_hand(GameState* g, int p, int inst) noexcept nogil:
    """pool II: the resolved Magic (p, inst) goes to its owner's hand (Mod.MAGIC_TO_HAND names it); the mod is
    used up."""
    cdef int i
    for i in range(g.n_mods):
        if g.mods[i].kind == MD_MAGIC_TO_HAND and g.mods[i].player == p and g.mods[i].value == inst:
            drop_mod(g, i)
            return True
    return False


# ---------------------------------------------------------------- the block (R9.3, R18.5)

cdef void declare_blocker(GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """(p, k) blocks the current attack: declared by the defender (R9.3) or named by an effect that
    attacks it (R18.5, then even exhausted). Then the second Flash timing opens; "When Blocks",
    "When Blocked", Curse and Gale trigger."""
    cdef int a = g.active
    cdef bint refreshed = g.players[p].slots[k].exhaust == 0
    if refreshed:  # a Spirit that blocks exhausted stays as it was
        g.players[p].slots[k].exhaust = 1
    g.blocker = k
    g.blocked = 1
    if g.attacker != NO_SLOT and keyword(g, t, a, g.attacker, KW_CURSE) >= 0:
        g.curse = g.players[a].slots[g.attacker].inst + 1  # kept even if the attacker falls
    g.flash_window = 2
    g.flash_priority = 1 - a  # R10.2: the defender first
    g.flash_passes = 0
    decide(g, DK_FLASH, g.flash_priority)
    if refreshed:  # R9.3: blocking exhausts it
        emit(g, t, EV_EXHAUSTED, p, g.players[p].slots[k].inst, 0, 0, NO_PLAYER)
    emit(g, t, EV_BLOCKS, p, g.players[p].slots[k].inst, 0, 0, NO_PLAYER)
    if g.attacker != NO_SLOT:
        emit(g, t, EV_BLOCKED, a, g.players[a].slots[g.attacker].inst, 0, 0, NO_PLAYER)
        trigger_gale(g, t, a, g.attacker)
    if (t.kw_union >> KW_LINK) & 1 and link_rule_bits(g, t, p, k) & LKR_ON_BLOCK:  # vocab-B: BSS06-054
        offer_links(g, t, p, k)
    end_batch(g)


cdef void trigger_gale(GameState* g, const CardTable* t, int a, int k) noexcept nogil:
    """R18.7: a blocked attacker with Gale N (the highest N, once, R18.10) makes the opponent exhaust N
    refreshed Spirits; N rides on the trigger as its subject's cores."""
    cdef int n = keyword(g, t, a, k, KW_GALE)
    cdef int inst = g.players[a].slots[k].inst
    if n > 0:
        push_pending(g, BUILTIN_GALE, a, inst, a, inst, n if n < 255 else 255, 0)


cdef void count_limited_summon(GameState* g, const CardTable* t, int p, int inst) noexcept nogil:
    """A summon a Rule.SUMMON_ONCE in force covers uses it up for the turn (Mod.SUMMON_COUNTED)."""
    cdef int ab = summon_once_rule(g, t, p, inst, -1)
    cdef int i
    cdef bint seen
    while ab >= 0:
        seen = False
        for i in range(g.n_mods):
            if g.mods[i].kind == MD_SUMMON_COUNTED and g.mods[i].player == p and g.mods[i].value == ab:
                seen = True
        if not seen:
            add_mod(g, p, NO_CARD, MD_SUMMON_COUNTED, DU_TURN, ab, p)
        ab = summon_once_rule(g, t, p, inst, ab)


cdef inline bint from_hand_magic(const GameState* g) noexcept nogil:
    """The Magic in use was declared from the hand: not by an effect, not from the hand-side (R16.7)."""
    return g.use_origin != ORIGIN_EFFECT and not g.use_flags & USE_FROM_HAND_SIDE


cdef void continue_magic_use(GameState* g, const CardTable* t) noexcept nogil:
    """continue_use, except that a Magic used from hand whose cost is paid first pays its Rule.MAGIC_DISCARD cost
    (the frame's amount is the number of cards owed; R7, BSS02-040)."""
    cdef int ab = -1
    cdef int owed, n
    if (g.use_kind == USE_MAGIC and g.use_cost_left == 0 and from_hand_magic(g)
            and not g.use_flags & USE_DISCARD_PAID):
        owed = magic_discards_owed(g, t, g.use_player, &ab)
        if owed and ab >= 0:
            g.use_flags |= USE_DISCARD_PAID
            n = g.n_frames
            push_frame(g, ab, g.use_player, g.use_inst, NO_PLAYER, NO_CARD, 0, 0, 0)
            if g.n_frames > n:  # a full stack ended the game instead
                g.frames[n].amount = <uint8_t>(owed if owed < 255 else 255)
            return
    continue_use(g)


cdef void set_mirage(GameState* g) noexcept nogil:
    """R16.5: the paid card goes face up to the Burst area as the player's Mirage; the Mirage set before
    returns to its owner's hand. Nothing is placed on it."""
    cdef int p = g.use_player
    cdef PlayerState* pl = &g.players[p]
    if pl.mirage_inst != NO_CARD:
        to_hand(g, p, pl.mirage_inst)
    pl.mirage_inst = g.use_inst
    clear_use(g)
    after_use(g, ORIGIN_MAIN, USE_MIRAGE)
    end_batch(g)


cdef void finish_accel(GameState* g) noexcept nogil:
    """R16.6: the Accel cost is paid: the card goes face up to the hand-side (R16.7), the timing goes on
    (the other player may answer in a Flash timing, R10.4) and the Accel effect resolves like an effect."""
    cdef int p = g.use_player
    cdef int inst = g.use_inst
    cdef int ab = g.use_ability
    cdef int origin = g.use_origin
    to_hand_side(g, p, inst)
    clear_use(g)
    after_use(g, origin, USE_ACCEL)
    push_frame(g, ab, p, inst, NO_PLAYER, NO_CARD, 0, 0, 0)
