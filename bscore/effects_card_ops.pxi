# Card ops of bscore/effects.pyx (included there): moving cards, PICK and DISCARD, the counts group's ops,
# attacking a Spirit (R18.5) and Luster.

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
    cdef bint moved = False
    if op[2] == ANY_NUMBER:  # every matching card, no choice
        i = 0
        if op[5]:  # vocab-A: the picked cards become the targets
            set_no_targets(fr)
        while i < fr.n_buffer:
            if matches_card(g, t, op[1], fr.player, fr.buffer_owner, fr.buffer[i], fr.player, fr.inst, -1, -1) and \
                    off_field_ok(g, t, fr, op[1], fr.buffer_owner, fr.buffer[i]):
                if op[5]:
                    fr.targets[fr.n_targets] = pack(fr.buffer_owner, fr.buffer[i])
                    fr.n_targets += 1
                move_card(g, fr.buffer_owner, take_from_buffer(fr, i), op[4])
                moved = True
            else:
                i += 1
        if moved and op[4] == DS_HAND:
            hand_added(g, t, fr, fr.buffer_owner)
            end_batch(g)
        fr.pc += 1
        return True
    if not (fr.flags & FRAME_CHOOSING):
        fr.picks = 0
        fr.flags |= FRAME_CHOOSING
        if op[5]:  # vocab-A: the picked cards become the targets
            set_no_targets(fr)
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
        count = amount_of(fr, op[1])
        if op[3]:
            fr.amount = 0  # c: filter + 1; the amount counts the discarded cards matching it
        if count < 0:  # Crush: the source's level + its Crush number
            k = slot_of(g, fr.player, fr.inst)
            count = level_of(g, t, fr.player, k) + keyword(g, t, fr.player, k, KW_CRUSH) if k >= 0 else 0
        if p != fr.player:
            count = capped_discard(g, p, count)
        if g.n_mods and deck_locked(g, p):  # CB01-076: Mod.NO_DECK_DISCARD
            count = 0
        fr.num = count
        fr.picks = g.next_batch  # triggers from this batch on belong to the discards
        fr.flags |= FRAME_SUBSTEP | FRAME_NESTED
    if fr.num <= 0 or pl.deck_count == 0:
        fr.flags &= ~(FRAME_SUBSTEP | FRAME_NESTED)
        fr.num = 0
        if fr.index >= 3:  # handfx: "discards three or more cards from your deck"
            emit(g, t, EV_DECK_MILLED, p, NO_CARD, EF_BY_EFFECT | (EF_BY_OPPONENT if p != fr.player else 0), 0,
                 fr.player)
            end_batch(g)
        fr.index = 0
        fr.pc += 1
        return True
    pl.deck_count -= 1
    inst = pl.deck[pl.deck_count]
    pl.deck[pl.deck_count] = NO_CARD
    to_trash(g, p, inst)
    fr.num -= 1
    fr.index += fr.index < 255  # cards this op discarded (free here: only the CORES ops use it, and reset it)
    if op[3] and fr.amount < 255 and matches_card(g, t, op[3] - 1, fr.player, p, inst, fr.player, fr.inst, -1, -1) \
            and matches_off_field(g, t, op[3] - 1, p, inst):
        fr.amount += 1
    flags = EF_BY_EFFECT | (EF_BY_OPPONENT if p != fr.player else 0)
    if fr.ability == BUILTIN_CRUSH:
        flags |= EF_BY_CRUSH
    emit(g, t, EV_DECK_DISCARDED, p, inst, flags, 0, fr.player)
    end_batch(g)
    return False  # R10.6: effects this card triggers resolve before the next card


# -- the counts group's ops: amounts, per-turn use, repeats -----------------------------------------

cdef int count_source(GameState* g, const CardTable* t, Frame* fr, int src, int arg) noexcept nogil:
    """What an Op.COUNT source counts now (see Count in pybs/effects/spec.py)."""
    cdef int n = 0
    cdef int i, p, inst, k
    if src == CNT_MATCHING:
        return count_matching(g, t, arg, fr.player, fr.player, fr.inst)
    if src == CNT_TARGETS or src == CNT_TARGETS_GONE:
        for i in range(fr.n_targets):
            p = fr.targets[i] >> 6
            inst = fr.targets[i] & 63
            k = slot_of(g, p, inst)
            if src == CNT_TARGETS_GONE:
                n += k < 0
            elif arg < 0:
                n += 1
            elif k >= 0:
                n += matches_field(g, t, arg, fr.player, p, k, fr.player, fr.inst, -1, -1)
            else:
                n += matches_card(g, t, arg, fr.player, p, inst, fr.player, fr.inst, -1, -1) and \
                    matches_off_field(g, t, arg, p, inst)
        return n
    if src == CNT_SUBJECT_GALE:  # the subject's Gale number (R18.7), 0 without Gale or off the field
        k = slot_of(g, fr.subj_player, fr.subj_inst) if fr.subj_inst != NO_CARD and fr.subj_player < 2 else -1
        n = keyword(g, t, fr.subj_player, k, KW_GALE) if k >= 0 else 0
        return n if n > 0 else 0
    if src == CNT_LIFE_SHORT:  # ascend group: "until you have arg Life"
        n = arg - g.players[fr.player].life
        return n if n > 0 else 0
    k = slot_of(g, fr.player, fr.inst) if fr.inst != NO_CARD else -1
    if src == CNT_SELF_LEVEL:
        return level_of(g, t, fr.player, k) if k >= 0 else 0
    if src == CNT_HAND_SHORT:
        return arg - g.players[fr.player].hand_count
    if src == CNT_SELF_CORES_ABOVE:
        return cores_on(g, fr.player, k) - arg if k >= 0 else 0
    if src == CNT_SOUL_AT:
        if arg == CZ_RESERVE:
            return g.players[fr.player].soul_loc == SOUL_RESERVE
        return arg == CZ_TRASH and g.players[fr.player].soul_loc == SOUL_TRASH
    if src == CNT_TARGET_COST:  # levels group: the first target's cost (BSS02-058)
        return t.cost[g.players[fr.targets[0] >> 6].card_ids[fr.targets[0] & 63]] if fr.n_targets else 0
    if src == CNT_MY_COUNT:  # R16.2
        return g.players[fr.player].count_cores
    if src == CNT_COPIES:  # R18.12: copies of one static combine into one change
        return copies_in_force(g, t, fr)
    if CNT_FIELD_SYMBOLS <= src <= CNT_FIELD_SYMBOLS + 5:  # vocab-A: symbols, names, hands
        return pool2_count(g, t, fr, src, arg)
    if src == CNT_SUMMON_EFFECT_TAX:  # CB01-044: the When Summoned tax in force
        return summon_effect_tax(g, t)
    return 0


cdef int copies_in_force(const GameState* g, const CardTable* t, const Frame* fr) noexcept nogil:
    """Count.COPIES: the controller's field cards printed as the source whose resolving ability holds there."""
    cdef const PlayerState* pl = &g.players[fr.player]
    cdef int row = pl.card_ids[fr.inst] if fr.inst != NO_CARD else -1
    cdef int k, n = 0
    for k in range(pl.slot_top):
        if pl.slots[k].inst != NO_CARD and pl.card_ids[pl.slots[k].inst] == row \
                and level_gate(g, t, fr.ability, fr.player, k):
            n += 1
    return n


cdef bint exec_count_op(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil:
    cdef int code = op[0]
    cdef int n, k
    if code == OP_COUNT:
        n = count_source(g, t, fr, op[1], op[2])
        fr.amount = 0 if n < 0 else (255 if n > 255 else n)
    elif code == OP_MARK_USED:  # on the card while it stays on the field, else on its player
        k = slot_of(g, fr.player, fr.inst) if fr.inst != NO_CARD else -1
        add_mod(g, fr.player, fr.inst if k >= 0 else NO_CARD, MD_USED, DU_TURN, fr.ability, fr.player)
    elif code == OP_REPEAT:
        if fr.amount == 0:
            fr.pc += op[3]  # past the body and its closing jump (c counts both)
        else:
            fr.amount -= 1
    fr.pc += 1
    return True


cdef void attack_spirit(GameState* g, const CardTable* t, const Frame* fr) noexcept nogil:
    """R18.5 "you may attack that Spirit": the first opposing target blocks at once, even exhausted; the
    Flash timing before the block is skipped and no Life is reduced, even if it already left the field.
    One that cannot block is not made to: the battle goes on unblocked."""
    cdef int d = 1 - g.active
    cdef int k = -1
    cdef int i
    if g.in_battle != BATTLE_ON or g.attacker == NO_SLOT or g.blocked or g.flash_window != 1:
        return
    for i in range(fr.n_targets):
        if fr.targets[i] >> 6 == d:
            k = slot_of(g, d, fr.targets[i] & 63)
            break
    if k >= 0 and not can_block(g, t, d, k):
        return
    if k >= 0:
        declare_blocker(g, t, d, k)
        return
    g.blocked = 1  # it left: the attack still hits no Life
    g.flash_window = 2
    g.flash_priority = d
    g.flash_passes = 0
    decide(g, DK_FLASH, d)


cdef bint magic_draw_banned(const GameState* g, const CardTable* t, const Frame* fr) noexcept nogil:
    """The frame is a Magic card's effect and a Rule.NO_MAGIC_DRAW is in force."""
    if fr.inst == NO_CARD or t.card_type[g.players[fr.player].card_ids[fr.inst]] != CT_MAGIC:
        return False
    return rule_in_force(g, t, RL_NO_MAGIC_DRAW)


cdef void luster_gained(GameState* g, int p, int inst) noexcept nogil:
    """The current attacker gained Luster during its battle (BSS03-042): it works for this battle, as if it had
    had it when the attack was declared (docs/EFFECTS.md, "battle": the Luster ruling)."""
    if g.in_battle and p == g.active and g.attacker != NO_SLOT and \
            g.players[p].slots[g.attacker].inst == inst:
        g.luster = inst + 1
