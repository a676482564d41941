# CB01 (included in bscore/statics.pyx): the When Summoned tax (Rule.SUMMON_EFFECT_TAX, CB01-044), card names
# counted by a condition (Cond.NAMES_AT_LEAST, CB01-080) and the locked deck (Mod.NO_DECK_DISCARD, CB01-076).
# Twin: pybs/reference/cb01.py.

cdef int summon_effect_tax(const GameState* g, const CardTable* t) noexcept nogil:
    """Count.SUMMON_EFFECT_TAX: the cores the Rule.SUMMON_EFFECT_TAX statics in force on both fields ask for a
    Spirit's "When Summoned" effect (the highest of them; 0 when none is in force)."""
    cdef const PlayerState* pl
    cdef int sp, sk, row, ab
    cdef int tax = 0
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
                if (t.ab_kind[ab] == AK_STATIC and t.ab_static[ab] == ST_RULE
                        and t.ab_value[ab] == RL_SUMMON_EFFECT_TAX and t.ab_value2[ab] > tax
                        and static_active(g, t, ab, sp, sk)):
                    tax = t.ab_value2[ab]
    return tax


cdef int names_matching(const GameState* g, const CardTable* t, int fid, int q, int src_p,
                        int src_inst) noexcept nogil:
    """Cond.NAMES_AT_LEAST: how many different card names the cards matching filter fid (Trash or hand, sides
    relative to q) bear; a card counts when no earlier matching card of the same zone has its name."""
    cdef const int32_t* f = t.filters + fid * FILTER_WIDTH
    cdef int n = 0
    cdef int s, side, i, j, count, inst, other
    cdef bint seen
    if f[FF_ZONE] != ZN_TRASH and f[FF_ZONE] != ZN_HAND:
        return 0
    for s in range(2):
        side = q if s == 0 else 1 - q
        if (f[FF_SIDE] == SD_MINE and side != q) or (f[FF_SIDE] == SD_OPPONENT and side == q):
            continue
        count = g.players[side].trash_count if f[FF_ZONE] == ZN_TRASH else g.players[side].hand_count
        for i in range(count):
            inst = g.players[side].trash[i] if f[FF_ZONE] == ZN_TRASH else g.players[side].hand[i]
            if not (matches_card(g, t, fid, q, side, inst, src_p, src_inst, -1, -1)
                    and matches_off_field(g, t, fid, side, inst)):
                continue
            seen = False
            for j in range(i):
                other = g.players[side].trash[j] if f[FF_ZONE] == ZN_TRASH else g.players[side].hand[j]
                if (t.card_name_id[g.players[side].card_ids[other]] == t.card_name_id[g.players[side].card_ids[inst]]
                        and matches_card(g, t, fid, q, side, other, src_p, src_inst, -1, -1)
                        and matches_off_field(g, t, fid, side, other)):
                    seen = True
                    break
            if not seen:
                n += 1
    return n


cdef bint deck_locked(const GameState* g, int p) noexcept nogil:
    """Mod.NO_DECK_DISCARD on player p (player-wide, this turn): no card can be discarded from p's deck."""
    cdef int i
    for i in range(g.n_mods):
        if g.mods[i].kind == MD_NO_DECK_DISCARD and g.mods[i].player == p and g.mods[i].inst == NO_CARD:
            return True
    return False
