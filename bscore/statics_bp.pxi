# BP, keywords and restrictions of bscore/statics.pyx (included there): effective BP (R9.6), keywords, attack and
# block restrictions, targeting.

# -- BP, keywords, restrictions -------------------------------------------------------------------

cdef enum:
    BP_STATICS = ((1 << ST_BP) | (1 << ST_FIRST_ATTACKER_BP_PER) | (1 << ST_BP_PER) | (1 << ST_BP_PER_CORE)
                  | (1 << ST_BP_PER_SYMBOL))


cdef bint static_affects(const GameState* g, const CardTable* t, int ab, int sp, int sk, int p, int k) noexcept nogil:
    cdef int fid = t.ab_filter[ab]
    if fid < 0:
        return sp == p and sk == k
    return matches_field(g, t, fid, sp, p, k, sp, g.players[sp].slots[sk].inst, -1, -1)


cdef inline int bp_from(const GameState* g, const CardTable* t, int sp, int sk, int p, int k, int inst) noexcept nogil:
    """The BP the statics in force of the card in (sp, sk) give the card in (p, k) (instance inst)."""
    cdef int row = slot_row(g, sp, sk)
    cdef int total = 0
    cdef int ab, kind, count, kk
    if not (t.card_static_mask[row] & BP_STATICS):
        return 0
    for ab in range(t.card_ab_start[row], t.card_ab_start[row] + t.card_ab_count[row]):
        kind = t.ab_static[ab]
        if t.ab_kind[ab] != AK_STATIC or not ((BP_STATICS >> kind) & 1):
            continue
        if not static_active(g, t, ab, sp, sk) or not static_affects(g, t, ab, sp, sk, p, k):
            continue
        if kind == ST_BP:
            total += t.ab_value[ab]
        elif kind == ST_BP_PER:  # value per card matching filter2, sides relative to its controller
            total += t.ab_value[ab] * count_matching(g, t, t.ab_filter2[ab], sp, sp, g.players[sp].slots[sk].inst)
        elif kind == ST_BP_PER_CORE:  # value per core on the card itself (handfx)
            total += t.ab_value[ab] * cores_on(g, p, k)
        elif kind == ST_BP_PER_SYMBOL:  # vocab-A: value per symbol on the card itself, as treated
            total += t.ab_value[ab] * card_symbol_count(g, t, p, k)
        elif p == g.active and inst == g.first_attacker:
            count = 0
            for kk in range(g.players[sp].slot_top):
                if g.players[sp].slots[kk].inst != NO_CARD and matches_field(
                        g, t, t.ab_filter2[ab], sp, sp, kk, sp, -1, -1, -1):
                    count += 1
            total += t.ab_value[ab] * count
    return total


cdef int effective_bp(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """Level BP + temporary modifiers + every static in force; never below 0."""
    cdef int inst = g.players[p].slots[k].inst
    cdef int total = level_bp(g, t, p, k)
    cdef int i, sp, sk
    for i in range(g.n_mods):
        if g.mods[i].kind == MD_BP and g.mods[i].player == p and g.mods[i].inst == inst:
            total += g.mods[i].value
        elif g.mods[i].kind == MD_AS_SPIRIT and g.mods[i].player == p and g.mods[i].inst == inst:
            total += (g.mods[i].value & AS_SPIRIT_BP_BITS) * 1000  # vocab-B: a Nexus that is also a Spirit
    if t.offslot_any:  # R16.5 "while set", R12.2 "when braved"
        total += offslot_bp(g, t, p, k)
    if g.links[2 * p] and k == battler_slot(g, p):  # vocab-B: Link adds its Link Spirits' BP
        total += linked_bp(g, t, p)
    if not (t.static_union & BP_STATICS):
        return total if total > 0 else 0
    if t.static_others_union & BP_STATICS:  # some card's BP static reaches other cards: every field card may
        for sp in range(2):
            for sk in range(g.players[sp].slot_top):
                # the mask test again here spares the call (bp_from is not inlined into this loop)
                if g.players[sp].slots[sk].inst != NO_CARD and t.card_static_mask[slot_row(g, sp, sk)] & BP_STATICS:
                    total += bp_from(g, t, sp, sk, p, k, inst)
    elif inst != NO_CARD:  # BP statics only for the card itself: its own
        total += bp_from(g, t, p, k, p, k, inst)
    return total if total > 0 else 0


cdef inline int keyword_from(const GameState* g, const CardTable* t, int sp, int sk, int p, int k, int kw,
                             int best) noexcept nogil:
    """The best number of kw the keyword statics of the card in (sp, sk) give the card in (p, k)."""
    cdef int ab, end
    cdef int row = slot_row(g, sp, sk)
    if not ((t.card_grant_mask[row] >> kw) & 1) and not (sp == p and sk == k and (t.card_kw_mask[row] >> kw) & 1):
        return best
    end = t.card_ab_start[row] + t.card_ab_count[row]
    for ab in range(t.card_ab_start[row], end):
        if t.ab_kind[ab] != AK_STATIC or t.ab_static[ab] != ST_KEYWORD or t.ab_value[ab] != kw:
            continue
        if t.ab_filter[ab] < 0 and not (sp == p and sk == k):
            continue
        if t.ab_filter[ab] >= 0 and t.filters[t.ab_filter[ab] * FILTER_WIDTH + FF_ZONE] != ZN_FIELD:
            continue  # granted to cards in hand: kept only there
        if t.ab_value2[ab] <= best:
            continue
        if static_active(g, t, ab, sp, sk) and (
                t.ab_filter[ab] < 0 or static_affects(g, t, ab, sp, sk, p, k)):
            best = t.ab_value2[ab]
    return best


cdef extern from *:
    """
    /* keyword_scan's questions in progress on this thread (player << 16 | slot << 8 | keyword): a static whose
       condition reads, through other statics, the very keyword it gives (PR-011's Confront "with 10000 BP or more"
       beside BSS03-013's "+2000 BP to your Spirits with Confront") asks it again while answering it. */
    /* initial-exec: a plain %fs-relative access (72 bytes of static TLS) instead of a __tls_get_addr call on every
       question, which the default model of a shared object pays. */
    static __thread int pybs_keywords_asked[16] __attribute__((tls_model("initial-exec")));
    static __thread int pybs_keywords_depth __attribute__((tls_model("initial-exec"))) = 0;
    """
    int pybs_keywords_asked[16]
    int pybs_keywords_depth


cdef int keyword_scan(const GameState* g, const CardTable* t, int p, int k, int kw) noexcept nogil:
    """keyword past its gate: the keyword's number if the card has it now (own statics, granted, or temporary),
    else -1. Asked again while it is being answered (a loop between statics), the statics do not give it: the
    loop is read from below, as if the keyword were not there yet (docs/RULESET.md, static loops)."""
    global pybs_keywords_depth
    cdef int inst = g.players[p].slots[k].inst
    cdef int best = -1
    cdef int i, sp, sk
    cdef int asked = (p << 16) | (k << 8) | kw
    cdef bint from_statics = ((t.grant_union >> kw) & 1 or ((t.kw_union >> kw) & 1 and inst != NO_CARD)
                              or t.offslot_any)
    cdef bint again = pybs_keywords_depth >= 16
    for i in range(pybs_keywords_depth if from_statics and not again else 0):
        if pybs_keywords_asked[i] == asked:
            again = True
    if from_statics and not again:
        pybs_keywords_asked[pybs_keywords_depth] = asked
        pybs_keywords_depth += 1
        if (t.grant_union >> kw) & 1:  # some card of the table grants kw: every field card may
            for sp in range(2):
                for sk in range(g.players[sp].slot_top):
                    if g.players[sp].slots[sk].inst != NO_CARD:
                        best = keyword_from(g, t, sp, sk, p, k, kw, best)
        elif (t.kw_union >> kw) & 1 and inst != NO_CARD:  # only printed on cards themselves: its own statics
            best = keyword_from(g, t, p, k, p, k, kw, best)
        if t.offslot_any:  # R16.5 "while set", R12.2 "when braved"
            best = offslot_keyword(g, t, p, k, kw, best)
        pybs_keywords_depth -= 1
    for i in range(g.n_mods):
        if g.mods[i].kind == MD_KEYWORD and g.mods[i].player == p and g.mods[i].inst == inst and \
                (g.mods[i].value & KEYWORD_MASK) == kw:
            best = granted_number(best, kw, g.mods[i].value >> KEYWORD_NUMBER_SHIFT)
    return best


cdef inline int granted_number(int best, int kw, int number) noexcept nogil:
    """A temporary keyword keeps its number: Armor adds its colours, others keep the highest (R18.10)."""
    if kw == KW_ARMOR and best > 0:
        return best | number
    return number if number > best else best


cdef bint hand_keyword(const GameState* g, const CardTable* t, int p, int inst, int kw) noexcept nogil:
    """A card in hand, Trash or a buffer has keyword kw: among its own keyword statics printed without a
    condition (a keyword printed "while ... with the Soul Core on it" exists only on the field), or, in the hand
    only, granted to matching hand cards by a static in force on its owner's field (BSS02-087)."""
    cdef int row = g.players[p].card_ids[inst]
    cdef int ab
    for ab in range(t.card_ab_start[row], t.card_ab_start[row] + t.card_ab_count[row]):
        if t.ab_kind[ab] == AK_STATIC and t.ab_static[ab] == ST_KEYWORD and t.ab_value[ab] == kw \
                and t.ab_filter[ab] < 0 and (t.ab_cond[ab] == CN_TRUE or (  # an "in your hand" one: while it holds
                    t.ab_timing[ab] == TM_ARMED and in_hand(g, p, inst)
                    and cond_holds(g, t, t.ab_cond[ab], t.ab_cond_arg[ab], p, p, inst, NULL))):
            return True
    return granted_in_hand(g, t, p, inst, kw)


cdef bint granted_in_hand(const GameState* g, const CardTable* t, int p, int inst, int kw) noexcept nogil:
    """A static in force on p's field grants keyword kw to the hand card (p, inst) (BSS02-087)."""
    cdef int row, ab, k, src, f
    if not ((t.kw_union >> kw) & 1) or not in_hand(g, p, inst):  # a zone's grant ends as the card leaves it
        return False
    for k in range(g.players[p].slot_top):
        src = g.players[p].slots[k].inst
        if src == NO_CARD or not ((t.card_grant_mask[g.players[p].card_ids[src]] >> kw) & 1):
            continue
        row = g.players[p].card_ids[src]
        for ab in range(t.card_ab_start[row], t.card_ab_start[row] + t.card_ab_count[row]):
            f = t.ab_filter[ab]
            if t.ab_kind[ab] != AK_STATIC or t.ab_static[ab] != ST_KEYWORD or t.ab_value[ab] != kw or f < 0:
                continue
            if t.filters[f * FILTER_WIDTH + FF_ZONE] == ZN_HAND and static_active(g, t, ab, p, k) and \
                    matches_card(g, t, f, p, p, inst, p, src, -1, -1):
                return True
    return False


cdef bint next_field_static(const GameState* g, const CardTable* t, int kind, StaticCursor* c) noexcept nogil:
    """Step to the next static ability of ``kind`` printed on a field card (players 0 then 1, slot order,
    ability order): c.sp, c.sk, c.ab name it. False when none is left. Whether it is in force (level,
    timing, condition) and whom it affects are the caller's questions."""
    cdef int ab, row
    while True:
        while c.next_ab < c.end:
            ab = c.next_ab
            c.next_ab += 1
            if t.ab_kind[ab] == AK_STATIC and t.ab_static[ab] == kind:
                c.ab = ab
                return True
        c.sk += 1
        while c.sp < 2 and c.sk >= g.players[c.sp].slot_top:
            c.sp += 1
            c.sk = 0
        if c.sp >= 2:
            return False
        c.next_ab = c.end = 0
        if g.players[c.sp].slots[c.sk].inst == NO_CARD:
            continue
        row = slot_row(g, c.sp, c.sk)
        if (t.card_static_mask[row] >> kind) & 1:
            c.next_ab = t.card_ab_start[row]
            c.end = c.next_ab + t.card_ab_count[row]


cdef bint affected_by_scan(const GameState* g, const CardTable* t, int kind, int p, int k) noexcept nogil:
    """affected_by past its gate: a static of ``kind`` in force on the field affects the card in (p, k)."""
    cdef StaticCursor c
    cdef int ab, row
    if not ((t.static_union >> kind) & 1):
        return False
    if not ((t.static_others_union >> kind) & 1):  # statics of kind only for their own card: this card's
        if g.players[p].slots[k].inst == NO_CARD:
            return False
        row = slot_row(g, p, k)
        if not ((t.card_static_mask[row] >> kind) & 1):
            return False
        for ab in range(t.card_ab_start[row], t.card_ab_start[row] + t.card_ab_count[row]):
            if t.ab_kind[ab] == AK_STATIC and t.ab_static[ab] == kind and static_active(g, t, ab, p, k):
                return True
        return False
    start_static_walk(&c)
    while next_field_static(g, t, kind, &c):
        if static_active(g, t, c.ab, c.sp, c.sk) and static_affects(g, t, c.ab, c.sp, c.sk, p, k):
            return True
    return False


cdef bint can_attack(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """Restrictions on top of R9.1 (R0.3: "cannot" wins)."""
    cdef int inst = g.players[p].slots[k].inst
    cdef int i
    if t.brave_any and t.brave_two_spirit[g.players[p].card_ids[inst]]:  # R12.9: it never attacks
        return False
    if in_soul(g, t, p, k):  # R16.3: off the field
        return False
    if has_mod(g, p, inst, MD_CANNOT_ATTACK) or affected_by(g, t, ST_CANNOT_ATTACK, p, k):
        return False
    if turn_static_cannot_attack(g, t, p, k):  # replace group (BSS02-124)
        return False
    for i in range(g.n_mods):
        if g.mods[i].inst != NO_CARD or g.mods[i].player != p or t.card_type[slot_row(g, p, k)] == CT_ULTIMATE:
            continue  # R14.1: these player-wide effects are on Spirits
        if g.mods[i].kind == MD_CANNOT_ATTACK_BP and effective_bp(g, t, p, k) <= g.mods[i].value:
            return False
        if g.mods[i].kind == MD_ATTACK_TAX and cores_on(g, p, k) == 0:  # its last core may pay (R7.6)
            return False
    if cores_on(g, p, k) == 0 and affected_by(g, t, ST_ATTACK_TAX, p, k):
        return False
    return True


cdef bint can_block(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """Restrictions on a block by (p, k) against the current attacker (R9.3, R0.3)."""
    cdef int a = g.active
    cdef int ak = g.attacker
    cdef int sp, sk, ab, row, end
    cdef int kinds = (1 << ST_CANNOT_BLOCK) | ((1 << ST_UNBLOCKABLE_BY) if ak != NO_SLOT else 0)
    if has_mod(g, p, g.players[p].slots[k].inst, MD_CANNOT_BLOCK) or in_soul(g, t, p, k):  # R16.3: off the field
        return False
    if ak != NO_SLOT and turn_static_unblockable(g, t, p, k):
        return False
    if ak != NO_SLOT and astral_forbids(g, t, p, k):  # vocab-A: Astral
        return False
    if not (t.static_union & kinds):
        return True
    for sp in range(2):  # one pass for both restrictions: "cannot block" and "cannot be blocked by"
        for sk in range(g.players[sp].slot_top):
            if g.players[sp].slots[sk].inst == NO_CARD:
                continue
            row = slot_row(g, sp, sk)
            if not (t.card_static_mask[row] & kinds):
                continue
            end = t.card_ab_start[row] + t.card_ab_count[row]
            for ab in range(t.card_ab_start[row], end):
                if t.ab_kind[ab] != AK_STATIC:
                    continue
                if t.ab_static[ab] == ST_CANNOT_BLOCK:
                    if static_active(g, t, ab, sp, sk) and static_affects(g, t, ab, sp, sk, p, k):
                        return False
                elif t.ab_static[ab] == ST_UNBLOCKABLE_BY and ak != NO_SLOT:
                    if static_active(g, t, ab, sp, sk) and static_affects(g, t, ab, sp, sk, a, ak) and \
                            matches_field(g, t, t.ab_filter2[ab], sp, p, k, sp, g.players[sp].slots[sk].inst, -1, -1) \
                            and below_attacker_ok(g, t, t.ab_filter2[ab], p, k):
                        return False
    return True


cdef bint targetable(const GameState* g, const CardTable* t, int p, int k, int q, int src_row) noexcept nogil:
    """May an effect of player q (source card row src_row) pick the card in (p, k)? (Armor)"""
    cdef int armor
    if p == q:
        return True
    if shielded_from(g, t, ST_UNTARGETABLE, p, k, src_row):
        return False
    armor = keyword(g, t, p, k, KW_ARMOR)
    return not (armor > 0 and src_row >= 0 and (armor & t.colors[src_row]))
