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
