# Costs of bscore/statics.pyx (included there): the cost after reduction (R7.2-R7.4) and the cores that pay it.

# -- costs ------------------------------------------------------------------------------------

cdef int printed_cost_in_hand(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil:
    cdef int row = g.players[p].card_ids[inst]
    cdef int cost = t.cost[row]
    cdef int ab, i, f
    if (t.card_static_mask[row] >> ST_COST_IN_HAND) & 1:
        for ab in range(t.card_ab_start[row], t.card_ab_start[row] + t.card_ab_count[row]):
            if t.ab_kind[ab] == AK_STATIC and t.ab_static[ab] == ST_COST_IN_HAND and t.ab_timing[ab] != TM_ARMED \
                    and cond_holds(g, t, t.ab_cond[ab], t.ab_cond_arg[ab], p, p, NO_CARD, NULL):  # ARMED: a mod's
                cost = t.ab_value[ab]
    if t.card_type[row] == CT_SPIRIT or t.card_type[row] == CT_BRAVE:
        for i in range(g.n_mods):  # Mod.COST_IS_LIFE: its family costs the Life total in hand
            if g.mods[i].kind == MD_COST_IS_LIFE and g.mods[i].player == p and g.mods[i].inst == NO_CARD:
                for f in range(MAX_FAMILIES):
                    if t.families[row * MAX_FAMILIES + f] == g.mods[i].value and g.mods[i].value:
                        if in_hand(g, p, inst):
                            cost = g.players[p].life
        if g.n_mods and life_next_row(g, t, p, inst) >= 0:  # vocab-D: "the next ... costs your Life"
            cost = g.players[p].life
    return cost


cdef const uint8_t* extra_reduction(const GameState* g, const CardTable* t, int p, int inst,
                                    uint8_t* red) noexcept nogil:
    """The card's reduction symbols plus those player p's EXTRA_REDUCTION statics give it (into red)."""
    cdef const PlayerState* pl = &g.players[p]
    cdef int card_row = pl.card_ids[inst]
    cdef int c, k, ab, row
    for c in range(NUM_COLORS):
        red[c] = t.reduction[card_row * NUM_COLORS + c]
    for k in range(pl.slot_top):
        if pl.slots[k].inst == NO_CARD:
            continue
        row = pl.card_ids[pl.slots[k].inst]
        if not ((t.card_static_mask[row] >> ST_EXTRA_REDUCTION) & 1):
            continue
        for ab in range(t.card_ab_start[row], t.card_ab_start[row] + t.card_ab_count[row]):
            if t.ab_kind[ab] == AK_STATIC and t.ab_static[ab] == ST_EXTRA_REDUCTION and static_active(g, t, ab, p, k) \
                    and matches_card(g, t, t.ab_filter[ab], p, p, inst, p, pl.slots[k].inst, -1, -1):
                for c in range(NUM_COLORS):
                    if (t.ab_value[ab] >> c) & 1 and red[c] < 250:
                        red[c] += 1
    return red


cdef int cost_to_pay(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil:
    """R7.1 steps 1-4 for player p's card ``inst``, with symbol statics (SYMBOLS_FOR, COLORS_FOR)."""
    cdef int tax = magic_core_tax(g, t, p, inst) if g.n_mods else 0  # vocab-D: Mod.MAGIC_CORE_TAX
    if (t.static_union >> ST_RULE) & 1 and free_from_hand(g, t, p, inst):
        return tax
    return cost_with_printed(g, t, p, inst, printed_cost_in_hand(g, t, p, inst)) + tax


cdef int waived_cost(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil:
    """The cost a Rule.FREE_FROM_HAND waives for p's card ``inst`` in hand, 0 when none covers it: "you may use it
    without paying" leaves paying it as the other choice."""
    if (t.static_union >> ST_RULE) & 1 and free_from_hand(g, t, p, inst):
        return cost_with_printed(g, t, p, inst, printed_cost_in_hand(g, t, p, inst))
    return 0


cdef int cost_with_printed(const GameState* g, const CardTable* t, int p, int inst, int printed) noexcept nogil:
    """R7.1 steps 2-4 from the cost ``printed`` (the card's cost, or its Mirage cost, R16.5)."""
    cdef const PlayerState* pl = &g.players[p]
    cdef FieldSymbols fs
    cdef int k, s, ab, row, times, colors, rep, end, mask, over, i, grant, n_add
    cdef int adds[MAX_CARD_SYMBOLS]
    cdef int card_row = pl.card_ids[inst]
    cdef uint8_t red[NUM_COLORS]
    cdef int left
    cdef bint overrides = symbols_may_change(g, t)  # checked once: most games have none of these
    cdef bint granted = False
    cdef bint own = False
    cdef bint hand_rules = False  # vocab-D: the card's own rules read in hand (Rule 71-74)
    cdef int sources = -1
    cdef int recolor = -1
    if (t.card_static_mask[card_row] >> ST_OWN_COST_SYMBOLS) & 1:
        own = in_hand(g, p, inst)
    if (t.card_static_mask[card_row] >> ST_RULE) & 1 and in_hand(g, p, inst):
        hand_rules = True
        sources = own_hand_rule(g, t, p, inst, RL_SYMBOL_SOURCES)
        recolor = own_hand_rule(g, t, p, inst, RL_OWN_COST_COLORS)
    clear_symbols(&fs)
    if t.static_union & ((1 << ST_SYMBOLS_FOR) | (1 << ST_COLORS_FOR)):
        for k in range(pl.slot_top):
            if pl.slots[k].inst != NO_CARD and t.card_static_mask[pl.card_ids[pl.slots[k].inst]] & (
                    (1 << ST_SYMBOLS_FOR) | (1 << ST_COLORS_FOR)):
                granted = True
    if not (granted or own or hand_rules or overrides or t.brave_any):  # the printed symbols of the field, as R7.3
        for k in range(pl.slot_top):
            if pl.slots[k].inst != NO_CARD and not in_soul(g, t, p, k):  # R16.3: no symbols from soul state
                row = pl.card_ids[pl.slots[k].inst]
                for s in range(t.n_symbols[row]):
                    add_symbol(&fs, t.symbols[row * MAX_SYMBOLS + s])
    for k in range(pl.slot_top if granted or own or hand_rules or overrides or t.brave_any else 0):
        if pl.slots[k].inst == NO_CARD or in_soul(g, t, p, k):  # R16.3: no symbols from soul state
            continue
        if sources >= 0 and not matches_field(g, t, t.ab_filter2[sources], p, p, k, p, inst, -1, -1):
            continue  # vocab-D: only these field cards' symbols reduce its cost
        row = pl.card_ids[pl.slots[k].inst]
        times = 1
        colors = 0
        if recolor >= 0:  # vocab-D: these symbols may be treated as those colours too
            colors = own_cost_colors(g, t, p, inst, k)
        if t.card_static_mask[row] & ((1 << ST_SYMBOLS_FOR) | (1 << ST_COLORS_FOR)):
            end = t.card_ab_start[row] + t.card_ab_count[row]
            for ab in range(t.card_ab_start[row], end):
                if t.ab_kind[ab] != AK_STATIC or t.ab_filter[ab] >= 0:  # filtered ones: granted_symbol_rules
                    continue
                if t.ab_static[ab] != ST_SYMBOLS_FOR and t.ab_static[ab] != ST_COLORS_FOR:
                    continue
                if not static_active(g, t, ab, p, k) or not matches_card(
                        g, t, t.ab_filter2[ab], p, p, inst, p, -1, -1, -1):
                    continue
                if t.ab_static[ab] == ST_SYMBOLS_FOR:
                    if t.ab_value[ab] > times:
                        times = t.ab_value[ab]
                else:
                    colors |= t.ab_value[ab]
        if granted:
            granted_symbol_rules(g, t, p, k, inst, &times, &colors)
        if own:
            times = own_cost_times(g, t, p, k, inst, times)
        over = symbol_override(g, t, p, k) if overrides else -1
        grant = 0
        if overrides:  # vocab-A: granted colours (COLOR_GRANT) and gained symbols (SYMBOLS_ADD)
            grant = granted_colors(g, t, p, k)
            colors |= grant
            n_add = symbol_adds(g, t, p, k, adds, 0)
            for s in range(n_add):
                for rep in range(times):
                    add_symbol(&fs, adds[s] | colors)
        if over >= 0:  # treated as having other symbols
            for s in range(over & ((1 << SYMBOL_COLOR_SHIFT) - 1)):
                for rep in range(times):
                    add_symbol(&fs, (over >> SYMBOL_COLOR_SHIFT) | colors)
            continue
        for s in range(t.n_symbols[row]):
            mask = t.symbols[row * MAX_SYMBOLS + s] | colors
            for rep in range(times):
                add_symbol(&fs, mask)
        if t.brave_any and pl.brave[k] != NO_CARD and first_host(g, p, k):  # R12.2: a fused Brave's symbols
            row = pl.card_ids[pl.brave[k]]
            for s in range(t.n_symbols[row]):
                add_symbol(&fs, t.symbols[row * MAX_SYMBOLS + s] | grant)
    if own:
        own_cost_trash_symbols(g, t, p, inst, &fs)
    if (t.static_union >> ST_EXTRA_REDUCTION) & 1:
        left = printed - reduction_from(&fs, extra_reduction(g, t, p, inst, red))
    else:
        left = printed - reduction_from(&fs, t.reduction + card_row * NUM_COLORS)
    if hand_rules:
        left = own_rule_discounts(g, t, p, inst, printed, left)
    i = discount_row(g, t, p, inst) if g.n_mods else -1
    if i >= 0:
        left -= g.mods[i].value & 15
    if overrides and not (g.turn_flags[p] & TURN_MAGIC_USED):
        left -= first_magic_discount(g, t, p, inst)
    return left if left > 0 else 0


cdef int own_rule_discounts(const GameState* g, const CardTable* t, int p, int inst, int printed,
                            int left) noexcept nogil:
    """vocab-D: the card's own Rule.FULL_REDUCTION (its cost at most ``printed`` less all its reduction symbols) and
    Rule.COST_PER_COUNT (value2 less for each matching card) on the cost ``left`` after reduction (R7.1)."""
    cdef int row = g.players[p].card_ids[inst]
    cdef int ab, c, full
    if left > 0:
        ab = own_hand_rule(g, t, p, inst, RL_FULL_REDUCTION)
        if ab >= 0:
            full = printed
            for c in range(NUM_COLORS):
                full -= t.reduction[row * NUM_COLORS + c]
            if full < left:
                left = full if full > 0 else 0
    ab = own_hand_rule(g, t, p, inst, RL_COST_PER_COUNT)
    if ab >= 0 and left > 0:
        left -= t.ab_value2[ab] * count_matching(g, t, t.ab_filter2[ab], p, p, inst)
    return left


cdef int available_cores(const GameState* g, const CardTable* t, int p, bint reserve_only) noexcept nogil:
    cdef const PlayerState* pl = &g.players[p]
    if reserve_only:
        return pl.reserve + (pl.soul_loc == SOUL_RESERVE)
    return total_cores(g, p) - locked_cores(g, t, p)  # R16.4


cdef bint shielded_from(const GameState* g, const CardTable* t, int kind, int p, int k, int src_row) noexcept nogil:
    """A protection static of ``kind`` (UNTARGETABLE, NO_CORE_REMOVAL) in force on (p, k) covers a source of
    card row src_row: its value names the source card types (1 << CardType), 0 every source."""
    cdef StaticCursor c
    cdef int types, i
    if not ((t.static_union >> kind) & 1):
        return False
    start_static_walk(&c)
    while next_field_static(g, t, kind, &c):
        types = t.ab_value[c.ab]
        if types and (src_row < 0 or not (types >> t.card_type[src_row]) & 1):
            continue
        if static_active(g, t, c.ab, c.sp, c.sk) and static_affects(g, t, c.ab, c.sp, c.sk, p, k):
            return True
    i = temp_static_at(g, t, kind, 0, p, k, 0) if g.n_mods else -1  # vocab-D: a temporary one
    while i >= 0:
        types = t.ab_value[g.mods[i].value]
        if not types or (src_row >= 0 and (types >> t.card_type[src_row]) & 1):
            return True
        i = temp_static_at(g, t, kind, 0, p, k, i + 1)
    return False


cdef bint turn_static_unblockable(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """A Magic's "during this turn" UNBLOCKABLE_BY (Mod.TURN_STATIC naming its row) keeps (p, k) from
    blocking the current attacker."""
    cdef int i, ab, q
    for i in range(g.n_mods):
        if g.mods[i].kind == MD_CARD_STATIC:  # the same static, on one card (Ability.unblockable)
            if card_static_unblockable(g, t, i, p, k):
                return True
            continue
        if g.mods[i].kind != MD_TURN_STATIC or g.mods[i].inst != NO_CARD:
            continue
        ab = g.mods[i].value
        q = g.mods[i].player
        if t.ab_static[ab] == ST_UNBLOCKABLE_BY and matches_field(
                g, t, t.ab_filter[ab], q, g.active, g.attacker, q, -1, -1, -1) and matches_field(
                g, t, t.ab_filter2[ab], q, p, k, q, -1, -1, -1):
            return True
    return False


cdef bint symbols_may_change_scan(const GameState* g, const CardTable* t) noexcept nogil:
    """A field card has a Static.RULE (e.g. SYMBOLS), or a Mod.SYMBOLS is in force: symbols may not be the
    printed ones (a cheap pre-check for cost and legality loops)."""
    cdef int i, q, k
    cdef int kinds = (1 << ST_RULE) | (1 << ST_COLOR_GRANT)  # vocab-A: colours granted to symbols
    for i in range(g.n_mods):
        if (g.mods[i].kind == MD_SYMBOLS or g.mods[i].kind == MD_SYMBOLS_ADD or g.mods[i].kind == MD_CARD_STATIC
                or g.mods[i].kind == MD_TURN_STATIC):  # vocab-D: a temporary Rule.NO_LIFE_DAMAGE may stop damage
            return True
    if not (t.static_union & kinds):
        return False
    for q in range(2):
        for k in range(g.players[q].slot_top):
            if g.players[q].slots[k].inst != NO_CARD and \
                    t.card_static_mask[g.players[q].card_ids[g.players[q].slots[k].inst]] & kinds:
                return True
    return False
