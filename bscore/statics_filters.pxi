# Filters of bscore/statics.pyx (included there): which cards a filter record matches (docs/EFFECTS.md).

# -- filters -------------------------------------------------------------------------------------

cdef bint matches_card(const GameState* g, const CardTable* t, int fid, int q, int p, int inst, int src_p,
                       int src_inst, int subj_p, int subj_inst) noexcept nogil:
    """Card facts of filter fid (side relative to q) for card (p, inst) in any zone."""
    cdef const int32_t* f = t.filters + fid * FILTER_WIDTH
    cdef int row = g.players[p].card_ids[inst]
    cdef int side = f[FF_SIDE]
    cdef int flags = f[FF_FLAGS]
    cdef int cflags = t.card_flags[row]
    cdef int i
    cdef int cost = t.cost[row]
    cdef int colors = t.colors[row]
    cdef bint found
    if (side == SD_MINE and p != q) or (side == SD_OPPONENT and p == q):
        return False
    if f[FF_TYPES] and not (f[FF_TYPES] & (1 << t.card_type[row])) and not as_spirit_type(g, t, f, p, inst, row):
        return False
    if t.brave_any:  # R12.2: a Braved Spirit adds its Brave's cost and colors
        i = pair_slot(g, p, inst)
        if i >= 0:
            cost += t.cost[g.players[p].card_ids[g.players[p].brave[i]]]
            colors |= t.colors[g.players[p].card_ids[g.players[p].brave[i]]]
    if (f[FF_COLORS] or f[FF_COLOR_COUNT]) and (t.static_union >> ST_COLOR_GRANT) & 1:
        colors |= granted_card_colors(g, t, p, inst)  # vocab-A: colours granted on the field
    if f[FF_COLORS] and ((f[FF_COLORS] & colors) != 0) == ((flags & FL_NOT_COLORS) != 0):
        return False  # FL_NOT_COLORS: none of those colors
    if cflags & CFL_COST_AS:  # vocab-D: Rule.COST_AS, "treat it as costing N"
        cost = treated_cost(g, t, fid, p, inst, cost, src_p, src_inst)
    if cost < f[FF_COST_MIN] or cost > f[FF_COST_MAX]:
        return False
    if f[FF_COST_SET] and (cost > 30 or not ((f[FF_COST_SET] >> cost) & 1)):
        return False
    if f[FF_RELATION] == REL_COST_IS_LIFE and cost != g.players[q].life:  # vocab-A: read without a frame
        return False
    if f[FF_FAMILY]:
        found = False
        for i in range(MAX_FAMILIES):
            if t.families[row * MAX_FAMILIES + i] == f[FF_FAMILY]:
                found = True
        if not found and not family_granted(g, t, f[FF_FAMILY], p, inst) and not has_all_families(g, t, p, inst) \
                and not (t.card_type[row] == CT_NEXUS and g.n_mods
                         and nexus_spirit(g, p, inst) >> AS_SPIRIT_FAMILY_SHIFT == f[FF_FAMILY]):
            return False  # vocab-A: Static.ALL_FAMILIES; vocab-B: the family a Nexus that is also a Spirit has
    if f[FF_CARDSET] and not t.cardsets[f[FF_CARDSET] * t.n_cards + row] and not (
            flags & FL_FAMILY_SET and has_all_families(g, t, p, inst)):
        return False
    if f[FF_NOT_CARDSET] and (t.cardsets[f[FF_NOT_CARDSET] * t.n_cards + row] or (
            flags & FL_NOT_FAMILY_SET and has_all_families(g, t, p, inst))):
        return False
    if flags & FL_EXCLUDE_SELF and p == src_p and inst == src_inst:
        return False
    if flags & FL_EXCLUDE_SUBJECT and p == subj_p and inst == subj_inst:
        return False
    if flags & FL_HAS_BLOCK_TRIGGER and not (cflags & CFL_HAS_BLOCK_TRIGGER):
        return False
    if flags & FL_HAS_SUMMON_TRIGGER and not (cflags & CFL_HAS_SUMMON_TRIGGER):
        return False
    if flags & FL_VANILLA and not (cflags & CFL_VANILLA):
        return False
    if flags & FL_HAS_EFFECTS and cflags & CFL_VANILLA:  # "with effects listed": printed, or given on the field
        i = slot_of(g, p, inst)
        if i < 0 or not has_granted_effects(g, t, p, i):
            return False
    if flags & (FL_TOKEN | FL_NON_TOKEN) and ((cflags & CFL_TOKEN) != 0) != ((flags & FL_TOKEN) != 0):
        return False  # R18.8: "token" / "non-token" Spirits
    if f[FF_SYMBOLS] or f[FF_COLOR_COUNT]:  # vocab-A
        return card_facts_ok(g, t, f, p, inst, colors)
    return True


cdef inline bint as_spirit_type(const GameState* g, const CardTable* t, const int32_t* f, int p, int inst,
                                int row) noexcept nogil:
    """vocab-B: a Nexus that is also a Spirit this turn matches filters naming Spirits (not an Advent target, R15.5
    CN Q23: Advent never goes onto a Nexus)."""
    return (t.card_type[row] == CT_NEXUS and (f[FF_TYPES] & (1 << CT_SPIRIT)) != 0 and not (f[FF_FLAGS] & FL_ADVENT_TARGET)
            and g.n_mods != 0 and nexus_spirit(g, p, inst) >= 0)


cdef bint has_trigger_at(const CardTable* t, int row, int event, int level) noexcept nogil:
    """The card prints a self trigger on ``event`` at ``level`` (-1: at any level). "Attacks or Blocks"
    effects count as block effects."""
    cdef int ab, ev
    for ab in range(t.card_ab_start[row], t.card_ab_start[row] + t.card_ab_count[row]):
        ev = t.ab_event[ab]
        if t.ab_kind[ab] != AK_TRIGGERED or t.ab_scope[ab] != SC_SELF:
            continue
        if ev != event and not (event == EV_BLOCKS and ev == EV_ATTACKS_OR_BLOCKS):
            continue
        if level < 0 or t.ab_levels[ab] == 0 or (t.ab_levels[ab] >> level) & 1:
            return True
    return False


cdef bint effects_at_level(const CardTable* t, const int32_t* f, int row, int level) noexcept nogil:
    """The filter's "has a When Blocks / When Summoned effect" flags at the card's level (R6.1)."""
    cdef int flags = f[FF_FLAGS]
    if flags & FL_HAS_BLOCK_TRIGGER and not has_trigger_at(t, row, EV_BLOCKS, level):
        return False
    if flags & FL_HAS_SUMMON_TRIGGER and not has_trigger_at(t, row, EV_SUMMONED, level):
        return False
    if flags & FL_NO_BLOCK_TRIGGER and has_trigger_at(t, row, EV_BLOCKS, level):  # replace group
        return False
    return True


cdef bint matches_field(const GameState* g, const CardTable* t, int fid, int q, int p, int k, int src_p,
                        int src_inst, int subj_p, int subj_inst) noexcept nogil:
    cdef const int32_t* f = t.filters + fid * FILTER_WIDTH
    cdef int inst = g.players[p].slots[k].inst
    cdef int row, c
    cdef bint soul
    if not matches_card(g, t, fid, q, p, inst, src_p, src_inst, subj_p, subj_inst):
        return False
    row = g.players[p].card_ids[inst]
    if t.r16_union & R16F_GRANDWALKER and (  # R16.4: only effects naming Grandwalker Nexuses touch them
            (t.r16_flags[row] & R16F_GRANDWALKER) != 0) != ((f[FF_FLAGS] & FL_GRANDWALKER) != 0):
        return False
    if in_soul(g, t, p, k) != ((f[FF_FLAGS] & FL_SOUL_STATE) != 0):
        return False  # R16.3: a card in soul state is off the field, except for effects naming soul state
    if f[FF_FLAGS] & FL_VANILLA and has_granted_effects(g, t, p, k):
        return False  # what a card was given is an effect it has: no longer "with no effects"
    if f[FF_FLAGS] & (FL_HAS_BLOCK_TRIGGER | FL_HAS_SUMMON_TRIGGER | FL_NO_BLOCK_TRIGGER) and not effects_at_level(
            t, f, row, level_of(g, t, p, k)):
        return False
    if f[FF_BP_MAX] and battler_now(g, t, p, inst) and effective_bp(g, t, p, k) > f[FF_BP_MAX]:
        return False
    if f[FF_EXHAUSTED] >= 0 and (g.players[p].slots[k].exhaust > 0) != (f[FF_EXHAUSTED] != 0):
        return False
    soul = g.players[p].soul_loc == SOUL_SLOT0 + k
    if f[FF_SOUL] >= 0 and soul != (f[FF_SOUL] != 0):
        return False
    c = cores_on(g, p, k)
    if c < f[FF_CORES_MIN] or c > f[FF_CORES_MAX]:
        return False
    if f[FF_KEYWORD] and keyword(g, t, p, k, f[FF_KEYWORD]) < 0 and not (
            f[FF_KEYWORD_OR] and keyword(g, t, p, k, f[FF_KEYWORD_OR]) >= 0):
        return False
    if f[FF_NOT_KEYWORD] and keyword(g, t, p, k, f[FF_NOT_KEYWORD]) >= 0:
        return False
    if f[FF_BP_MIN] and (not battler_now(g, t, p, inst) or effective_bp(g, t, p, k) < f[FF_BP_MIN]):
        return False
    if f[FF_LEVEL_MIN] or f[FF_LEVEL_MAX] < 255:
        c = level_of(g, t, p, k)
        if c < f[FF_LEVEL_MIN] or c > f[FF_LEVEL_MAX]:
            return False
    if f[FF_BATTLE] and not battle_role_ok(g, f[FF_BATTLE], p, k):
        return False
    if f[FF_LINK] and not link_role_ok(g, f[FF_LINK], p, k, src_p, src_inst):  # vocab-B
        return False
    if f[FF_FLAGS] & FL_ADVENT_TARGET and g.players[p].slots[k].cores == 0:
        return False  # R15.5, CN Q22: a Spirit holding only the Soul Core cannot be Advented onto
    return True


cdef bint has_granted_effects(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """The field card (p, k) was given a keyword (a static or a temporary one) or an effect (a trigger granted to
    it, Mod.DELAYED): read for printed-vanilla cards only, so every keyword it has now was given."""
    cdef int inst = g.players[p].slots[k].inst
    cdef int i, kw
    for i in range(g.n_mods):
        if g.mods[i].kind == MD_DELAYED and g.mods[i].player == p and g.mods[i].inst == inst:
            return True
    for kw in range(1, 16):
        if keyword(g, t, p, k, kw) >= 0:
            return True
    return False


cdef bint battle_role_ok(const GameState* g, int role, int p, int k) noexcept nogil:
    """F.BATTLE: attacking / blocking / not attacking in the current battle."""
    cdef bint on = g.in_battle != BATTLE_NONE
    cdef bint attacking = on and p == g.active and g.attacker == k
    if role == BR_ATTACKING:
        return attacking
    if role == BR_BLOCKING:
        return on and p != g.active and g.blocker == k
    if role == BR_NOT_ATTACKING:
        return not attacking
    if role == BR_BLOCKED:  # "being blocked": the block stands even if the blocker left (R9.3)
        return attacking and g.blocked
    return True


cdef bint matches_lki(const GameState* g, const CardTable* t, int fid, int q, int p, int inst, int cores,
                      int flags, int src_p, int src_inst) noexcept nogil:
    """A subject filter against a card that may have left the field: its last-known cores, Soul Core
    (EF_HAD_SOUL) and level, and its keywords when the event carries them (EF_LAST_KNOWN_KEYWORDS)."""
    cdef const int32_t* f = t.filters + fid * FILTER_WIDTH
    cdef int k = slot_of(g, p, inst)
    cdef int row = g.players[p].card_ids[inst]
    cdef int kw = f[FF_KEYWORD]
    if f[FF_RELATION] == REL_COST_BELOW_SOURCE and (src_inst == NO_CARD or card_cost(g, t, p, inst) >= t.cost[
            g.players[src_p].card_ids[src_inst]]):  # pool II: "costs less than this card" (Agile)
        return False
    if k >= 0:
        return matches_field(g, t, fid, q, p, k, src_p, src_inst, -1, -1)
    if not matches_card(g, t, fid, q, p, inst, src_p, src_inst, -1, -1):
        return False
    # vocab-D: a destroyed card's last-known battle role (EF_WAS_ATTACKING)
    if f[FF_BATTLE] == BR_ATTACKING and not flags & EF_WAS_ATTACKING:
        return False
    if f[FF_BATTLE] == BR_NOT_ATTACKING and flags & EF_WAS_ATTACKING:
        return False
    if f[FF_SOUL] >= 0 and ((flags & EF_HAD_SOUL) != 0) != (f[FF_SOUL] != 0):
        return False
    if f[FF_FLAGS] & FL_VANILLA and flags & EF_LAST_KNOWN_KEYWORDS and flags & (
            (EF_LKS_KEYWORD_0 << (KW_BURST + 1)) - (EF_LKS_KEYWORD_0 << 1)):
        return False  # it had been given a keyword as it left: not "with no effects"
    if kw and flags & EF_LAST_KNOWN_KEYWORDS:
        if not (flags & (EF_LKS_KEYWORD_0 << kw)):
            return False
    elif kw and not printed_keyword_at(t, row, kw, cores):
        return False
    if flags & EF_LAST_KNOWN_KEYWORDS and not effects_at_level(t, f, row, level_number(t, row, cores)):
        return False  # it left the field: its level by last-known cores; otherwise printed at any level
    if flags & EF_LAST_KNOWN_KEYWORDS and not (
            f[FF_LEVEL_MIN] <= level_number(t, row, cores) <= f[FF_LEVEL_MAX]):
        return False  # vocab-D: "a Spirit that is LV2 or higher is destroyed": its last-known level (R10.7)
    return f[FF_CORES_MIN] <= cores <= f[FF_CORES_MAX]


cdef int last_known_keywords(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """Event flags naming every keyword the card in (p, k) has now, printed or granted (R10.7: a card
    leaving the field is read as it last was)."""
    cdef int flags = EF_LAST_KNOWN_KEYWORDS
    cdef int kw
    for kw in range(1, KW_BURST + 1):
        if keyword(g, t, p, k, kw) >= 0:
            flags |= EF_LKS_KEYWORD_0 << kw
    return flags


cdef bint printed_keyword_at(const CardTable* t, int row, int kw, int cores) noexcept nogil:
    """The card's own keyword kw at the level its last-known cores gave it (granted ones are gone)."""
    cdef int level = level_number(t, row, cores)
    cdef int ab
    for ab in range(t.card_ab_start[row], t.card_ab_start[row] + t.card_ab_count[row]):
        if (t.ab_kind[ab] == AK_STATIC and t.ab_static[ab] == ST_KEYWORD and t.ab_value[ab] == kw
                and t.ab_filter[ab] < 0 and (t.ab_levels[ab] == 0 or (t.ab_levels[ab] >> level) & 1)):
            return True
    return False
