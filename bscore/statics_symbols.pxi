# Pool II vocabulary, part A (vocab-A) of bscore/statics.pyx (included there): the symbols, colours and families a
# card has as treated, the filter parts, counts and conditions that read them (Chain, symbol and colour counts), and
# Astral's block restriction. Twin: pybs/reference/symbols.py and the Astral lines of pybs/reference/statics.py.

cdef enum:
    SYMBOL_COUNT_MASK = (1 << SYMBOL_COLOR_SHIFT) - 1
    COLOR_MASK = (1 << NUM_COLORS) - 1  # the six colours; the gold bit of an Ultimate's symbol is no colour (R1.3)
    MAX_CARD_SYMBOLS = 64  # symbol masks read for one card (printed, its Brave's, an override and gains)


cdef int symbol_adds(const GameState* g, const CardTable* t, int p, int k, int* masks, int n) noexcept nogil:
    """Append to masks[n:] the symbols the field card (p, k) gains on top of its own: Mod.SYMBOLS_ADD rows on it,
    then Rule.SYMBOLS_ADD statics in force on it (value: count + colour bits << SYMBOL_COLOR_SHIFT); the new n."""
    cdef int inst = g.players[p].slots[k].inst
    cdef int i, j, v
    cdef StaticCursor c
    for i in range(g.n_mods):
        if g.mods[i].kind == MD_SYMBOLS_ADD and g.mods[i].player == p and g.mods[i].inst == inst:
            v = g.mods[i].value
            for j in range(v & SYMBOL_COUNT_MASK):
                if n < MAX_CARD_SYMBOLS:
                    masks[n] = v >> SYMBOL_COLOR_SHIFT
                    n += 1
    if not rule_printed(t, RL_SYMBOLS_ADD):
        return n
    start_static_walk(&c)
    while next_field_static(g, t, ST_RULE, &c):
        if t.ab_value[c.ab] == RL_SYMBOLS_ADD and static_active(g, t, c.ab, c.sp, c.sk) and static_affects(
                g, t, c.ab, c.sp, c.sk, p, k):
            v = t.ab_value2[c.ab]
            for j in range(v & SYMBOL_COUNT_MASK):
                if n < MAX_CARD_SYMBOLS:
                    masks[n] = v >> SYMBOL_COLOR_SHIFT
                    n += 1
    return n


cdef int granted_colors(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """The colours Static.COLOR_GRANT statics in force give the field card (p, k) (and its symbols)."""
    cdef StaticCursor c
    cdef int colors = 0
    if not ((t.static_union >> ST_COLOR_GRANT) & 1):
        return 0
    start_static_walk(&c)
    while next_field_static(g, t, ST_COLOR_GRANT, &c):
        if static_active(g, t, c.ab, c.sp, c.sk) and static_affects(g, t, c.ab, c.sp, c.sk, p, k):
            colors |= t.ab_value[c.ab]
    return colors


cdef int granted_card_colors(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil:
    """COLOR_GRANT colours of the card (p, inst) if it is on the field, else 0."""
    cdef int k
    if not ((t.static_union >> ST_COLOR_GRANT) & 1):
        return 0
    k = slot_of(g, p, inst)
    return granted_colors(g, t, p, k) if k >= 0 else 0


cdef int card_symbol_masks(const GameState* g, const CardTable* t, int p, int k, int* masks) noexcept nogil:
    """Fill masks with the colour masks of the symbols the field card (p, k) has now, as treated: a Rule/Mod.SYMBOLS
    override, else its printed symbols and those of its Brave (R12.2); then the symbols it gains (SYMBOLS_ADD); every
    one with the colours granted to the card (COLOR_GRANT). Returns how many."""
    cdef int over = symbol_override(g, t, p, k)
    cdef int n = 0
    cdef int row, s, b, grant
    if over >= 0:
        for s in range(over & SYMBOL_COUNT_MASK):
            masks[n] = over >> SYMBOL_COLOR_SHIFT
            n += 1
    else:
        row = slot_row(g, p, k)
        for s in range(t.n_symbols[row]):
            masks[n] = t.symbols[row * MAX_SYMBOLS + s]
            n += 1
        b = g.players[p].brave[k]
        if t.brave_any and b != NO_CARD:
            row = g.players[p].card_ids[b]
            for s in range(t.n_symbols[row]):
                masks[n] = t.symbols[row * MAX_SYMBOLS + s]
                n += 1
    n = symbol_adds(g, t, p, k, masks, n)
    grant = granted_colors(g, t, p, k)
    if grant:
        for s in range(n):
            masks[s] |= grant
    return n


cdef int card_symbol_count(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """How many symbols the field card (p, k) has now, as treated (R9.5 Life damage, BP per symbol, filters)."""
    cdef int masks[MAX_CARD_SYMBOLS]
    return card_symbol_masks(g, t, p, k, masks)


cdef int card_symbol_colors(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """The colours of the symbols the field card (p, k) has now, as treated."""
    cdef int masks[MAX_CARD_SYMBOLS]
    cdef int n = card_symbol_masks(g, t, p, k, masks)
    cdef int s
    cdef int colors = 0
    for s in range(n):
        colors |= masks[s]
    return colors & COLOR_MASK


cdef int field_symbol_colors(const GameState* g, const CardTable* t, int p) noexcept nogil:
    """The colours of every symbol on p's field as treated (Nexuses included; R16.3: none from soul state)."""
    cdef const PlayerState* pl = &g.players[p]
    cdef int k
    cdef int colors = 0
    for k in range(pl.slot_top):
        if pl.slots[k].inst != NO_CARD and not in_soul(g, t, p, k):
            colors |= card_symbol_colors(g, t, p, k)
    return colors


cdef bint has_all_families(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil:
    """Static.ALL_FAMILIES in force makes the field card (p, inst) have every family (its filter names none)."""
    cdef StaticCursor c
    cdef int k
    if not ((t.static_union >> ST_ALL_FAMILIES) & 1):
        return False
    k = slot_of(g, p, inst)
    if k < 0:
        return False
    start_static_walk(&c)
    while next_field_static(g, t, ST_ALL_FAMILIES, &c):
        if static_active(g, t, c.ab, c.sp, c.sk) and static_affects(g, t, c.ab, c.sp, c.sk, p, k):
            return True
    return False


cdef int card_colors(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil:
    """The colours of (p, inst): printed, its Brave's (R12.2) and granted ones (COLOR_GRANT, on the field)."""
    cdef int colors = t.colors[g.players[p].card_ids[inst]]
    cdef int k
    if t.brave_any:
        k = pair_slot(g, p, inst)
        if k >= 0:
            colors |= t.colors[g.players[p].card_ids[g.players[p].brave[k]]]
    return colors | granted_card_colors(g, t, p, inst)


cdef inline bint in_range(int packed, int n) noexcept nogil:
    """A count range of a filter (lo | hi << 8 | RANGE_SET; 0 = any) holds n."""
    return not (packed & RANGE_SET) or ((packed & 0xFF) <= n <= ((packed >> 8) & 0xFF))


cdef int popcount6(int colors) noexcept nogil:
    cdef int c, n = 0
    for c in range(NUM_COLORS):
        n += (colors >> c) & 1
    return n


cdef bint card_facts_ok(const GameState* g, const CardTable* t, const int32_t* f, int p, int inst,
                        int colors) noexcept nogil:
    """F.SYMBOLS and F.COLOR_COUNT for (p, inst) whose colours are ``colors``: on the field its symbols as treated,
    elsewhere its printed ones."""
    cdef int k, n
    if f[FF_COLOR_COUNT] and not in_range(f[FF_COLOR_COUNT], popcount6(colors)):
        return False
    if f[FF_SYMBOLS]:
        k = slot_of(g, p, inst)
        n = card_symbol_count(g, t, p, k) if k >= 0 else t.n_symbols[g.players[p].card_ids[inst]]
        return in_range(f[FF_SYMBOLS], n)
    return True


cdef bint armor_color_blocked(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """Rel.ARMOR_COLOR: the would-be blocker (p, k) has a colour named in the current attacker's Armor (BSS04-062)."""
    cdef int armor = keyword(g, t, g.active, g.attacker, KW_ARMOR)
    return armor > 0 and (armor & card_colors(g, t, p, g.players[p].slots[k].inst)) != 0


cdef int pool2_count(const GameState* g, const CardTable* t, const Frame* fr, int src, int arg) noexcept nogil:
    """The vocab-A Count sources (111-116)."""
    cdef int masks[MAX_CARD_SYMBOLS]
    cdef int q = fr.player
    cdef const PlayerState* pl = &g.players[q]
    cdef int k, n, s, p, inst
    cdef int total = 0
    if src == CNT_FIELD_SYMBOLS or src == CNT_SYMBOL_COLORS:
        for k in range(pl.slot_top):
            if pl.slots[k].inst == NO_CARD or in_soul(g, t, q, k):
                continue
            if src == CNT_SYMBOL_COLORS and t.card_type[pl.card_ids[pl.slots[k].inst]] != CT_SPIRIT and \
                    t.card_type[pl.card_ids[pl.slots[k].inst]] != CT_BRAVE:  # "your Spirits" (R14.1)
                continue
            n = card_symbol_masks(g, t, q, k, masks)
            for s in range(n):
                if src == CNT_SYMBOL_COLORS:
                    total |= masks[s]
                elif arg == 0 or masks[s] & arg:
                    total += 1
        return popcount6(total) if src == CNT_SYMBOL_COLORS else total
    if src == CNT_HAND_SHORT_OF_OPP:  # "until you have as many cards as your opponent"
        n = g.players[1 - q].hand_count - g.players[q].hand_count
        return n if n > 0 else 0
    if src == CNT_NAME_REPEATS:
        return name_repeats(g, t, fr, arg != 0)
    if src == CNT_SYMBOLS_ON:  # on the subject (0) or the first target (1); printed once it left the field
        if arg:
            if fr.n_targets == 0:
                return 0
            p = fr.targets[0] >> 6
            inst = fr.targets[0] & 63
        else:
            if fr.subj_inst == NO_CARD or fr.subj_player > 1:
                return 0
            p = fr.subj_player
            inst = fr.subj_inst
        k = slot_of(g, p, inst)
        return card_symbol_count(g, t, p, k) if k >= 0 else t.n_symbols[g.players[p].card_ids[inst]]
    return 0


cdef bint pool2_cond_holds(const GameState* g, const CardTable* t, int cond, int arg, int q, int p, int inst,
                           const Frame* fr) noexcept nogil:
    """The vocab-A conditions (Cond 112-116) for controller q, source card (p, inst), optional frame."""
    cdef int k, who
    if cond == CN_SYMBOL_COLOR:  # Chain: a symbol of one of these colours on the controller's field
        return (field_symbol_colors(g, t, q) & arg) != 0
    if cond == CN_OPP_LIFE_AT_LEAST:
        return g.players[1 - q].life >= arg
    if cond == CN_SELF_MATCHES:  # the source card, on the field, against filter arg
        k = slot_of(g, p, inst) if inst != NO_CARD else -1
        return k >= 0 and matches_field(g, t, arg, q, p, k, p, inst, -1, -1)
    if cond == CN_DESTROYED_AT_LEAST:  # arg: n | Who << 8
        who = q if (arg >> 8) == WHO_CONTROLLER else 1 - q
        return destroyed_this_turn(g, who) >= (arg & 0xFF)
    if cond == CN_ATTACKER_BP_LEAD:  # the attacker's BP above its blocker's by arg or more
        if g.in_battle == BATTLE_NONE or g.attacker == NO_SLOT or g.blocker == NO_SLOT:
            return False
        return effective_bp(g, t, g.active, g.attacker) - effective_bp(g, t, 1 - g.active, g.blocker) >= arg
    return False


cdef bint astral_forbids(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """Astral (keywords.json): the current attacker has Astral and (p, k) has not, so (p, k) may not block it."""
    cdef int i
    cdef bint granted = False
    if not ((t.kw_union >> KW_ASTRAL) & 1):  # no card prints or grants it: only a temporary grant could
        for i in range(g.n_mods):
            if g.mods[i].kind == MD_KEYWORD and (g.mods[i].value & KEYWORD_MASK) == KW_ASTRAL:
                granted = True
                break
        if not granted:
            return False
    return keyword(g, t, g.active, g.attacker, KW_ASTRAL) >= 0 and keyword(g, t, p, k, KW_ASTRAL) < 0


cdef inline bint has_printed_family(const CardTable* t, int row) noexcept nogil:
    cdef int i
    for i in range(MAX_FAMILIES):
        if t.families[row * MAX_FAMILIES + i]:
            return True
    return False


cdef int all_families_share(const GameState* g, const CardTable* t, int p, int inst, int tp, int ti) noexcept nogil:
    """Rel.SHARES_FAMILY_WITH_TARGET when one of the two cards has every family (Static.ALL_FAMILIES): 1 if they
    share one (the other has any family), 0 if not, -1 when neither has every family (compare printed families)."""
    cdef bint mine_all = has_all_families(g, t, p, inst)
    cdef bint theirs_all = has_all_families(g, t, tp, ti)
    if not mine_all and not theirs_all:
        return -1
    return (mine_all or has_printed_family(t, g.players[p].card_ids[inst])) and (
        theirs_all or has_printed_family(t, g.players[tp].card_ids[ti]))


# -- group H: filters, relations, conditions and counts ---------------------------------------------------------

cdef int destroyed_this_turn(const GameState* g, int p) noexcept nogil:
    """How many of p's Spirits were destroyed this turn (Mod.DESTROYED_COUNT; 0 without the row)."""
    cdef int i
    for i in range(g.n_mods):
        if g.mods[i].kind == MD_DESTROYED_COUNT and g.mods[i].player == p and g.mods[i].inst == NO_CARD:
            return g.mods[i].value
    return 0


cdef int name_repeats(const GameState* g, const CardTable* t, const Frame* fr, bint buffer) noexcept nogil:
    """Count.NAME_REPEATS: cards of the targets (or the buffer) sharing a card name with an earlier one."""
    cdef int n = fr.n_buffer if buffer else fr.n_targets
    cdef int i, j, a, b
    cdef int repeats = 0
    for i in range(n):
        a = t.card_name_id[g.players[fr.buffer_owner].card_ids[fr.buffer[i]]] if buffer else \
            t.card_name_id[g.players[fr.targets[i] >> 6].card_ids[fr.targets[i] & 63]]
        for j in range(i):
            b = t.card_name_id[g.players[fr.buffer_owner].card_ids[fr.buffer[j]]] if buffer else \
                t.card_name_id[g.players[fr.targets[j] >> 6].card_ids[fr.targets[j] & 63]]
            if a == b:
                repeats += 1
                break
    return repeats


cdef bint name_held(const GameState* g, const CardTable* t, const Frame* fr, int packed) noexcept nogil:
    """FilterFlag.NEW_NAME: a target held has the card name of ``packed``."""
    cdef int name = t.card_name_id[g.players[packed >> 6].card_ids[packed & 63]]
    cdef int i
    for i in range(fr.n_targets):
        if t.card_name_id[g.players[fr.targets[i] >> 6].card_ids[fr.targets[i] & 63]] == name:
            return True
    return False


cdef bint union_field_match(const GameState* g, const CardTable* t, int fid, int q, int side, int p,
                            int inst) noexcept nogil:
    """Cond.CONTROL / OPP_CONTROLS with F.UNION: a field card of ``side`` matches the filter's union."""
    cdef int u = t.filters[fid * FILTER_WIDTH + FF_UNION]
    cdef int k
    if not u:
        return False
    for k in range(g.players[side].slot_top):
        if g.players[side].slots[k].inst != NO_CARD and matches_field(g, t, u - 1, q, side, k, p, inst, -1, -1):
            return True
    return False


cdef bint target_relation_ok(const GameState* g, const CardTable* t, const Frame* fr, int rel, int p, int inst,
                             int k) noexcept nogil:
    """Rel.BP_AT_MOST_TARGET, COST_AT_MOST_TARGET (the first target held) and COST_ABOVE_AMOUNT for (p, inst)."""
    cdef int cost = t.cost[g.players[p].card_ids[inst]]
    cdef int tp, ti, tk
    if t.card_flags[g.players[p].card_ids[inst]] & CFL_COST_AS:  # Rule.COST_AS on the field (BSS06-054)
        cost = treated_cost(g, t, -1, p, inst, cost, 2, NO_CARD)
    if rel == REL_COST_ABOVE_AMOUNT:
        return cost > fr.amount
    if fr.n_targets == 0:
        return False
    tp = fr.targets[0] >> 6
    ti = fr.targets[0] & 63
    if rel == REL_COST_AT_MOST_TARGET:
        return cost <= t.cost[g.players[tp].card_ids[ti]]
    tk = slot_of(g, tp, ti)
    return k >= 0 and tk >= 0 and is_battler(t, g.players[p].card_ids[inst]) and \
        effective_bp(g, t, p, k) <= effective_bp(g, t, tp, tk)
