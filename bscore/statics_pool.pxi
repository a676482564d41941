# Card-pool statics of bscore/statics.pyx (included there): the levels and handfx groups' pieces and the statics
# of cards outside the slots (mirage group).

# -- levels group: per-card levels, the Lv1 BP rule, costs paid from hand ---------------------------

cdef int static_set_level_index(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """The level row a Static.SET_LEVEL of the card in (p, k) in force makes it count as, or -1. Its level
    gate reads the card's cores (the level it would have without the static, R6.1)."""
    cdef int row = slot_row(g, p, k)
    cdef int inst = g.players[p].slots[k].inst
    cdef int n = t.n_levels[row]
    cdef int ab, j, own
    own = level_number(t, row, cores_on(g, p, k))
    for ab in range(t.card_ab_start[row], t.card_ab_start[row] + t.card_ab_count[row]):
        if t.ab_kind[ab] != AK_STATIC or t.ab_static[ab] != ST_SET_LEVEL:
            continue
        if t.ab_levels[ab] and not ((t.ab_levels[ab] >> own) & 1):
            continue
        if not timing_holds(g, t.ab_timing[ab], p, p, inst) or not cond_holds(
                g, t, t.ab_cond[ab], t.ab_cond_arg[ab], p, p, inst, NULL):
            continue
        for j in range(n):
            if t.level_number[row * MAX_LEVELS + j] == t.ab_value[ab]:
                return j
    return -1


cdef bint free_from_hand(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil:
    """A Rule.FREE_FROM_HAND of p's field in force covers p's card ``inst`` in hand (its filter names it)."""
    cdef StaticCursor c
    if not rule_printed(t, RL_FREE_FROM_HAND):
        return False
    start_static_walk(&c)
    while next_field_static(g, t, ST_RULE, &c):
        if c.sp != p or t.ab_value[c.ab] != RL_FREE_FROM_HAND or t.ab_filter[c.ab] < 0:
            continue
        if static_active(g, t, c.ab, c.sp, c.sk) and in_hand(g, p, inst) and matches_card(
                g, t, t.ab_filter[c.ab], p, p, inst, p, g.players[p].slots[c.sk].inst, -1, -1):
            return True
    return False


# -- the handfx group: family grants and lost effects ----------------------------------------------------

cdef bint family_granted(const GameState* g, const CardTable* t, int fam, int p, int inst) noexcept nogil:
    """Static.FAMILY: a static in force on the field, or a Magic's "during this turn" one (Mod.TURN_STATIC), puts
    the field card (p, inst) in family fam too. Its filter names no family (the compiler checks): no recursion."""
    cdef StaticCursor c
    cdef int k, i, ab, q
    if not ((t.static_union >> ST_FAMILY) & 1):
        return False
    k = slot_of(g, p, inst)
    if k < 0:
        return False
    start_static_walk(&c)
    while next_field_static(g, t, ST_FAMILY, &c):
        if t.ab_value[c.ab] == fam and static_active(g, t, c.ab, c.sp, c.sk) and static_affects(
                g, t, c.ab, c.sp, c.sk, p, k):
            return True
    for i in range(g.n_mods):
        if g.mods[i].kind == MD_CARD_STATIC and g.mods[i].player == p and g.mods[i].inst == inst:
            ab = g.mods[i].value  # vocab-D: "it gains that family this turn", on one card
            if t.ab_static[ab] == ST_FAMILY and t.ab_value[ab] == fam:
                return True
            continue
        if g.mods[i].kind != MD_TURN_STATIC or g.mods[i].inst != NO_CARD:
            continue
        ab = g.mods[i].value
        q = g.mods[i].player
        if t.ab_static[ab] == ST_FAMILY and t.ab_value[ab] == fam and matches_field(
                g, t, t.ab_filter[ab], q, p, k, q, -1, -1, -1):
            return True
    return False


cdef int own_cost_times(const GameState* g, const CardTable* t, int p, int k, int inst, int times) noexcept nogil:
    """How many times the symbols of p's field card k count toward p's card ``inst`` paid from hand, under the
    paid card's own Static.OWN_COST_SYMBOLS with a field filter (BSS01-007: Terrasaurs count double)."""
    cdef int row = g.players[p].card_ids[inst]
    cdef int ab, f
    for ab in range(t.card_ab_start[row], t.card_ab_start[row] + t.card_ab_count[row]):
        f = t.ab_filter[ab]
        if t.ab_kind[ab] != AK_STATIC or t.ab_static[ab] != ST_OWN_COST_SYMBOLS or f < 0:
            continue
        if t.filters[f * FILTER_WIDTH + FF_ZONE] == ZN_FIELD and t.ab_value[ab] > times and matches_field(
                g, t, f, p, p, k, p, inst, -1, -1):
            times = t.ab_value[ab]
    return times


cdef void own_cost_trash_symbols(const GameState* g, const CardTable* t, int p, int inst,
                                 FieldSymbols* fs) noexcept nogil:
    """The paid card's own Static.OWN_COST_SYMBOLS with a Trash filter: the symbols of p's matching Trash
    cards count as field symbols (BSS01-083)."""
    cdef const PlayerState* pl = &g.players[p]
    cdef int row = pl.card_ids[inst]
    cdef int ab, f, i, s, trow
    for ab in range(t.card_ab_start[row], t.card_ab_start[row] + t.card_ab_count[row]):
        f = t.ab_filter[ab]
        if t.ab_kind[ab] != AK_STATIC or t.ab_static[ab] != ST_OWN_COST_SYMBOLS or f < 0:
            continue
        if t.filters[f * FILTER_WIDTH + FF_ZONE] != ZN_TRASH:
            continue
        for i in range(pl.trash_count):
            if matches_card(g, t, f, p, p, pl.trash[i], p, inst, -1, -1):
                trow = pl.card_ids[pl.trash[i]]
                for s in range(t.n_symbols[trow]):
                    add_symbol(fs, t.symbols[trow * MAX_SYMBOLS + s])


cdef inline bint below_attacker_ok(const GameState* g, const CardTable* t, int fid, int p, int k) noexcept nogil:
    """The Rel.BP_BELOW_ATTACKER part of an UNBLOCKABLE_BY static's blocker filter: the would-be blocker in
    (p, k) has less BP than the current attacker (BSS02-059); other relations are not read here."""
    cdef int rel = t.filters[fid * FILTER_WIDTH + FF_RELATION]
    if rel == REL_ARMOR_COLOR:  # vocab-A: a colour of the attacker's Armor (BSS04-062)
        return armor_color_blocked(g, t, p, k)
    if rel != REL_BP_BELOW_ATTACKER:
        return True
    return effective_bp(g, t, p, k) < effective_bp(g, t, g.active, g.attacker)


cdef int first_magic_discount(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil:
    """What p's Rule.FIRST_MAGIC_DISCOUNT statics in force take off p's Magic ``inst`` in hand (each its value2);
    the caller checks that p has not used a Magic this turn (BSS01-099)."""
    cdef StaticCursor c
    cdef int total = 0
    if t.card_type[g.players[p].card_ids[inst]] != CT_MAGIC or not rule_printed(t, RL_FIRST_MAGIC_DISCOUNT) \
            or not in_hand(g, p, inst):
        return 0
    start_static_walk(&c)
    while next_field_static(g, t, ST_RULE, &c):
        if c.sp == p and t.ab_value[c.ab] == RL_FIRST_MAGIC_DISCOUNT and static_active(g, t, c.ab, c.sp, c.sk):
            total += t.ab_value2[c.ab]
    return total


cdef bint card_static_unblockable(const GameState* g, const CardTable* t, int i, int p, int k) noexcept nogil:
    """Mod row i, a Mod.CARD_STATIC naming an UNBLOCKABLE_BY static, sits on the current attacker and keeps
    (p, k) from blocking it (filter2 sides relative to the mod's source player)."""
    cdef int ab = g.mods[i].value
    cdef int q = g.mods[i].source
    if g.mods[i].player != g.active or g.mods[i].inst != g.players[g.active].slots[g.attacker].inst:
        return False
    return t.ab_static[ab] == ST_UNBLOCKABLE_BY and matches_field(g, t, t.ab_filter2[ab], q, p, k, q, -1, -1, -1)


cdef bint nexus_effect_lost(const GameState* g, const CardTable* t, int ab, int p, int k) noexcept nogil:
    """Ability ab of the Nexus in (p, k) is lost: a Mod.LOSE_EFFECTS on it, or a Rule.LOSE_EFFECTS in force whose
    value2 names one of ab's printed levels. The rule's own level comes from its source's cores and its source
    is never a Nexus, so this never asks itself again."""
    cdef int inst = g.players[p].slots[k].inst
    cdef int i, sp, sk, rab, row, src
    for i in range(g.n_mods):
        if g.mods[i].kind == MD_LOSE_EFFECTS and g.mods[i].player == p and g.mods[i].inst == inst:
            return True
    if not ((t.static_union >> ST_RULE) & 1):
        return False
    for sp in range(2):
        for sk in range(g.players[sp].slot_top):
            src = g.players[sp].slots[sk].inst
            if src == NO_CARD:
                continue
            row = slot_row(g, sp, sk)
            if not ((t.card_static_mask[row] >> ST_RULE) & 1) or t.card_type[row] == CT_NEXUS:
                continue
            for rab in range(t.card_ab_start[row], t.card_ab_start[row] + t.card_ab_count[row]):
                if t.ab_kind[rab] != AK_STATIC or t.ab_static[rab] != ST_RULE:
                    continue
                if t.ab_value[rab] == RL_LOSE_EFFECTS_AT_LEVEL:  # misc: the Nexus's own level, by its cores
                    if not ((t.ab_value2[rab] >> level_number(t, slot_row(g, p, k), cores_on(g, p, k))) & 1):
                        continue
                elif t.ab_value[rab] != RL_LOSE_EFFECTS:
                    continue
                elif t.ab_levels[ab] and not (t.ab_value2[rab] & t.ab_levels[ab]):
                    continue  # printed without levels: at every level
                if t.ab_levels[rab] and not ((t.ab_levels[rab] >> level_number(t, row, cores_on(g, sp, sk))) & 1):
                    continue
                if timing_holds(g, t.ab_timing[rab], sp, sp, src) and cond_holds(
                        g, t, t.ab_cond[rab], t.ab_cond_arg[rab], sp, sp, src, NULL) and static_affects(
                        g, t, rab, sp, sk, p, k):
                    return True
    return False


cdef bint turn_static_cannot_attack_scan(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """A Magic's "during this turn" CANNOT_ATTACK (Mod.TURN_STATIC naming its row; replace group): (p, k)
    matches its filter, read from the Magic's controller."""
    cdef int i, ab
    for i in range(g.n_mods):
        if g.mods[i].kind != MD_TURN_STATIC or g.mods[i].inst != NO_CARD:
            continue
        ab = g.mods[i].value
        if t.ab_static[ab] == ST_CANNOT_ATTACK and matches_field(
                g, t, t.ab_filter[ab], g.mods[i].player, p, k, g.mods[i].player, -1, -1, -1):
            return True
    return False


cdef bint ascend_cond_holds(const GameState* g, const CardTable* t, int cond, int arg, int q, int p,
                            int inst) noexcept nogil:
    """Cond.ASCENDED_WITH: the source's extra summoning cost used a card matching filter arg (Mod.ASCENDED_WITH);
    Cond.SOUL_MOVABLE: q's Soul Core is in their Reserve or on one of their field cards (ascend group)."""
    cdef int i, loc
    if cond == CN_SOUL_MOVABLE:
        loc = g.players[q].soul_loc
        return loc == SOUL_RESERVE or SOUL_SLOT0 <= loc < SOUL_SLOT0 + MAX_SLOTS
    for i in range(g.n_mods):
        if g.mods[i].kind == MD_ASCENDED_WITH and g.mods[i].player == p and g.mods[i].inst == inst:
            return matches_card(g, t, arg, q, p, g.mods[i].value, q, inst, -1, -1)
    return False


# -- statics of cards outside the slots (mirage group; bscore/offslot_statics.pxd) -----------------

cdef bint offslot_applies(const GameState* g, const CardTable* t, const OffslotCursor* c, int p, int k) noexcept nogil:
    """The off-slot static c.ab is in force and affects (p, k): a Mirage's "while set" static (R16.5) or a
    fused Brave's "when braved" static (R12.2; no filter: the Braved Spirit itself)."""
    cdef int ab = c.ab
    if not timing_holds(g, t.ab_timing[ab], c.sp, c.sp, c.src_inst):
        return False
    if not cond_holds(g, t, t.ab_cond[ab], t.ab_cond_arg[ab], c.sp, c.sp, c.src_inst, NULL):
        return False
    if t.ab_filter[ab] < 0:
        return c.sp == p and c.host == k
    return matches_field(g, t, t.ab_filter[ab], c.sp, p, k, c.sp, c.src_inst, -1, -1)


cdef int offslot_bp(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """The BP the off-slot Static.BP statics in force give the card in (p, k)."""
    cdef OffslotCursor c
    cdef int total = 0
    start_offslot_walk(&c)
    while next_offslot_static(g, t, ST_BP, &c):
        if offslot_applies(g, t, &c, p, k):
            total += t.ab_value[c.ab]
    return total


cdef int offslot_keyword(const GameState* g, const CardTable* t, int p, int k, int kw, int best) noexcept nogil:
    """``best`` raised to the number of keyword kw an off-slot static in force gives (p, k)."""
    cdef OffslotCursor c
    start_offslot_walk(&c)
    while next_offslot_static(g, t, ST_KEYWORD, &c):
        if t.ab_value[c.ab] == kw and t.ab_value2[c.ab] > best and offslot_applies(g, t, &c, p, k):
            best = t.ab_value2[c.ab]
    return best
