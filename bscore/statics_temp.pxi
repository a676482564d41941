# vocab-D, temporary statics (included in bscore/statics.pyx): a Mod.CARD_STATIC on one card or a player's
# Mod.TURN_STATIC names a STATIC row of its card, in force through the mod (docs/EFFECTS.md "Pool II").
# Twin: pybs/reference/temp_statics.py.

cdef int temp_static_at(const GameState* g, const CardTable* t, int kind, int value, int p, int k,
                        int start) noexcept nogil:
    """The first mods row from ``start`` in force on the field card (p, k) as a temporary static of ``kind``
    (for Static.RULE and FAMILY, of value ``value``): a Mod.CARD_STATIC on it, or a Mod.TURN_STATIC whose filter
    matches it (sides relative to that mod's player); -1 if none. The row's ``source`` is the static's
    controller."""
    cdef int i, ab
    cdef int inst = g.players[p].slots[k].inst
    for i in range(start, g.n_mods):
        if g.mods[i].kind == MD_CARD_STATIC:
            if g.mods[i].player != p or g.mods[i].inst != inst:
                continue
        elif g.mods[i].kind != MD_TURN_STATIC or g.mods[i].inst != NO_CARD:
            continue
        ab = g.mods[i].value
        if t.ab_static[ab] != kind or ((kind == ST_RULE or kind == ST_FAMILY) and t.ab_value[ab] != value):
            continue
        if g.mods[i].kind == MD_TURN_STATIC and not matches_field(g, t, t.ab_filter[ab], g.mods[i].player, p, k,
                                                                   g.mods[i].player, -1, -1, -1):
            continue
        return i
    return -1


cdef bint temp_rule_affects(const GameState* g, const CardTable* t, int rule, int p, int k) noexcept nogil:
    """A temporary Static.RULE of ``rule`` is in force on (p, k) (Mod.CARD_STATIC / TURN_STATIC)."""
    return g.n_mods > 0 and temp_static_at(g, t, ST_RULE, rule, p, k, 0) >= 0


cdef bint protected_rule(const GameState* g, const CardTable* t, int rule, int p, int k) noexcept nogil:
    """Rule ``rule`` covers (p, k): a printed Static.RULE in force, or a temporary one."""
    return rule_value(g, t, rule, p, k) >= 0 or temp_rule_affects(g, t, rule, p, k)


cdef bint own_rule_in_force(const GameState* g, const CardTable* t, int rule, int p) noexcept nogil:
    """One of p's field cards has its own Static.RULE of ``rule`` in force (a rule about its controller)."""
    cdef int k
    if not ((t.static_union >> ST_RULE) & 1):
        return False
    for k in range(g.players[p].slot_top):
        if g.players[p].slots[k].inst != NO_CARD and (t.card_static_mask[slot_row(g, p, k)] >> ST_RULE) & 1 \
                and rule_value(g, t, rule, p, k) >= 0:
            return True
    return False


# -- vocab-D, costs (R7.1-R7.5): a card's own rules read in hand, one-off cost changes, a cost treated as another --

cdef int own_hand_rule(const GameState* g, const CardTable* t, int p, int inst, int rule) noexcept nogil:
    """The row of the card's own Static.RULE ``rule`` whose condition holds for p (read while it is paid for
    from the hand), or -1."""
    cdef int row = g.players[p].card_ids[inst]
    cdef int ab
    for ab in range(t.card_ab_start[row], t.card_ab_start[row] + t.card_ab_count[row]):
        if t.ab_kind[ab] == AK_STATIC and t.ab_static[ab] == ST_RULE and t.ab_value[ab] == rule and cond_holds(
                g, t, t.ab_cond[ab], t.ab_cond_arg[ab], p, p, NO_CARD, NULL):
            return ab
    return -1


cdef int own_cost_colors(const GameState* g, const CardTable* t, int p, int inst, int k) noexcept nogil:
    """The colours the card's own Rule.OWN_COST_COLORS statics (condition holding) give the symbols of p's field
    card in slot k (each static's filter2 names the field cards it covers)."""
    cdef int row = g.players[p].card_ids[inst]
    cdef int ab
    cdef int colors = 0
    for ab in range(t.card_ab_start[row], t.card_ab_start[row] + t.card_ab_count[row]):
        if t.ab_kind[ab] == AK_STATIC and t.ab_static[ab] == ST_RULE and t.ab_value[ab] == RL_OWN_COST_COLORS \
                and cond_holds(g, t, t.ab_cond[ab], t.ab_cond_arg[ab], p, p, NO_CARD, NULL) \
                and matches_field(g, t, t.ab_filter2[ab], p, p, k, p, inst, -1, -1):
            colors |= t.ab_value2[ab]
    return colors


cdef int life_next_row(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil:
    """The Mod.COST_IS_LIFE_NEXT row player p's Spirit card ``inst`` in hand would use up (its cost is then p's
    Life total), or -1."""
    cdef int i
    cdef int ctype = t.card_type[g.players[p].card_ids[inst]]
    if ctype != CT_SPIRIT and ctype != CT_BRAVE:
        return -1
    for i in range(g.n_mods):
        if g.mods[i].kind == MD_COST_IS_LIFE_NEXT and g.mods[i].player == p and matches_card(
                g, t, t.ab_filter[g.mods[i].value], p, p, inst, p, -1, -1, -1) and in_hand(g, p, inst):
            return i
    return -1


cdef int magic_core_tax(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil:
    """Cores player p's Magic ``inst`` in hand costs more (Mod.MAGIC_CORE_TAX rows, added up; BSS05-100)."""
    cdef int i
    cdef int tax = 0
    if t.card_type[g.players[p].card_ids[inst]] != CT_MAGIC:
        return 0
    for i in range(g.n_mods):
        if g.mods[i].kind == MD_MAGIC_CORE_TAX and g.mods[i].player == p and g.mods[i].inst == NO_CARD:
            tax += g.mods[i].value
    return tax if tax == 0 or in_hand(g, p, inst) else 0


cdef int treated_cost(const GameState* g, const CardTable* t, int fid, int p, int inst, int cost, int src_p,
                      int src_inst) noexcept nogil:
    """Rule.COST_AS: the cost a filter reads for card (p, inst): on the field while its static is in force, in its
    owner's Trash, or as a Spirit the filter of an Ascend (the source's) is asked about, or, off the field, as the
    card that paid the source's Ascend (its "Ascended with" condition); else ``cost``."""
    cdef int row = g.players[p].card_ids[inst]
    cdef int ab, where, k, i, src_ab
    k = -2
    for ab in range(t.card_ab_start[row], t.card_ab_start[row] + t.card_ab_count[row]):
        if t.ab_kind[ab] != AK_STATIC or t.ab_static[ab] != ST_RULE or t.ab_value[ab] != RL_COST_AS:
            continue
        where = t.ab_value2[ab] >> COST_AS_SHIFT
        if where == COST_AS_TRASH:
            for i in range(g.players[p].trash_count):
                if g.players[p].trash[i] == inst:
                    return t.ab_value2[ab] & ((1 << COST_AS_SHIFT) - 1)
            continue
        if k == -2:
            k = slot_of(g, p, inst)
        if where == COST_AS_ASCEND and k < 0 and paid_ascend_of(g, p, inst, src_p, src_inst):
            return t.ab_value2[ab] & ((1 << COST_AS_SHIFT) - 1)  # BSS04-020: the Ascend it paid still reads it
        if k < 0 or not static_active(g, t, ab, p, k):
            continue
        if where == COST_AS_ASCEND:
            if src_p > 1 or src_inst == NO_CARD:
                continue
            src_ab = ability_of_kind(t, g.players[src_p].card_ids[src_inst], AK_ASCEND)
            if src_ab < 0 or t.ab_filter[src_ab] != fid:
                continue
        return t.ab_value2[ab] & ((1 << COST_AS_SHIFT) - 1)
    return cost


cdef bint paid_ascend_of(const GameState* g, int p, int inst, int src_p, int src_inst) noexcept nogil:
    """Card (p, inst) paid the Ascend of the source (src_p, src_inst) this turn (its Mod.ASCENDED_WITH row): "if
    this Spirit performs Ascend using a Spirit that costs 6 or more" reads the cost it was treated as (BSS04)."""
    cdef int i
    if src_p != p or src_inst == NO_CARD:
        return False
    for i in range(g.n_mods):
        if g.mods[i].kind == MD_ASCENDED_WITH and g.mods[i].player == src_p and g.mods[i].inst == src_inst \
                and g.mods[i].value == inst:
            return True
    return False


cdef int waiver_slot(const GameState* g, const CardTable* t, int q) noexcept nogil:
    """The slot of q's first refreshed field card whose own Rule.ASCEND_WAIVE is in force (it may be exhausted to
    waive an Ascend cost, BSS04-114), or -1."""
    cdef int k
    if not ((t.static_union >> ST_RULE) & 1):
        return -1
    for k in range(g.players[q].slot_top):
        if g.players[q].slots[k].inst != NO_CARD and g.players[q].slots[k].exhaust == 0 and (
                t.card_static_mask[slot_row(g, q, k)] >> ST_RULE) & 1 and rule_value(g, t, RL_ASCEND_WAIVE, q, k) >= 0:
            return k
    return -1
