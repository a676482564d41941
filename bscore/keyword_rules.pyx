# Rules of the keywords vocabulary read outside the statics core: attack taxes, blocking while
# exhausted, Static.RULE lookups (Life damage, symbols, Core Step, Magic draws, summon limits) and
# silenced "When Destroyed" effects. Twin: pybs/reference/keyword_rules.py. Nothing here changes the state.

from bscore.brave_stats cimport braved_symbols
from bscore._effects cimport (
    AK_STATIC, MD_ATTACK_TAX, MD_BLOCK_EXHAUSTED, MD_SUMMON_COUNTED, RL_CORE_STEP, RL_SUMMON_ONCE, RL_SYMBOLS,
    ST_ATTACK_TAX, ST_BLOCK_EXHAUSTED, ST_RULE, SYMBOL_COLOR_SHIFT, FF_SOUL, FILTER_WIDTH, RL_NO_LIFE_DAMAGE_BELOW, RL_LIFE_TO_SELF,
    CN_TRUE, KW_SWIFT, ST_KEYWORD,
)
from bscore._types cimport CardTable, CT_ULTIMATE, GameState, NO_CARD, NO_SLOT
from bscore.cores cimport slot_row
from bscore.levels cimport is_battler
from bscore.nexus_spirit cimport battler_now
from bscore.statics cimport (
    StaticCursor, affected_by, can_block, cond_holds, effective_bp, granted_in_hand, hand_keyword, has_mod, matches_card, matches_field, matches_lki, next_field_static,
    rule_value, slot_of, start_static_walk, static_active, static_affects, symbol_override,
)
from bscore.statics cimport card_symbol_count  # vocab-A
from bscore.statics cimport temp_static_at  # vocab-D
from bscore.statics cimport rule_printed  # a rule no card prints is never walked for


cdef int symbol_count(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """How many symbols (p, k) has now (R9.5 Life damage)."""
    return card_symbol_count(g, t, p, k)  # its own or an override's, its Brave's (R12.2), gains (vocab-A)


cdef bint rule_affects_lki(const GameState* g, const CardTable* t, int rule, int p, int inst, int cores,
                           int flags) noexcept nogil:
    """A Static.RULE of ``rule`` in force would affect the card (p, inst) as it last was (it left the field):
    the static's filter read on its last-known state (R10.7)."""
    cdef StaticCursor c
    if not rule_printed(t, rule):
        return False
    start_static_walk(&c)
    while next_field_static(g, t, ST_RULE, &c):
        if t.ab_value[c.ab] == rule and t.ab_filter[c.ab] >= 0 and static_active(g, t, c.ab, c.sp, c.sk) and \
                matches_lki(g, t, t.ab_filter[c.ab], c.sp, p, inst, cores, flags, c.sp,
                            g.players[c.sp].slots[c.sk].inst):
            return True
    return False


cdef bint attack_taxed(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """Attacking with (p, k) costs one of its cores (a player-wide Mod.ATTACK_TAX or a Static.ATTACK_TAX)."""
    return (has_mod(g, p, NO_CARD, MD_ATTACK_TAX) and t.card_type[slot_row(g, p, k)] != CT_ULTIMATE  # R14.1
            ) or affected_by(g, t, ST_ATTACK_TAX, p, k)


cdef bint may_block_exhausted_scan(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """(p, k) may block the current attacker while exhausted: a Mod.BLOCK_EXHAUSTED on it, or a
    Static.BLOCK_EXHAUSTED affecting it whose filter2 matches the attacker."""
    cdef int a = g.active
    cdef int ak = g.attacker
    cdef StaticCursor c
    if has_mod(g, p, g.players[p].slots[k].inst, MD_BLOCK_EXHAUSTED):
        return True
    if ak == NO_SLOT or not ((t.static_union >> ST_BLOCK_EXHAUSTED) & 1):
        return False
    start_static_walk(&c)
    while next_field_static(g, t, ST_BLOCK_EXHAUSTED, &c):
        if static_active(g, t, c.ab, c.sp, c.sk) and static_affects(g, t, c.ab, c.sp, c.sk, p, k) and \
                matches_field(g, t, t.ab_filter2[c.ab], c.sp, a, ak, c.sp, g.players[c.sp].slots[c.sk].inst, -1, -1):
            return True
    return False


cdef bint can_block_slot(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """(p, k) may be declared as the blocker now: a Spirit/Ultimate, refreshed (R9.3) or allowed to
    block exhausted, and no restriction forbids it."""
    cdef int inst = g.players[p].slots[k].inst
    if inst == NO_CARD or not battler_now(g, t, p, inst):  # vocab-B: a Nexus that is also a Spirit blocks
        return False
    if t.brave_any and t.brave_two_spirit[g.players[p].card_ids[inst]]:  # R12.9: it never blocks
        return False
    if g.players[p].slots[k].exhaust and not may_block_exhausted(g, t, p, k):
        return False
    return can_block(g, t, p, k)


cdef int core_step_gain_scan(const GameState* g, const CardTable* t, int p, int usual) noexcept nogil:
    """Cores p gains in their Core Step: a Static.RULE CORE_STEP of p's in force (the highest) replaces the
    rules' number."""
    cdef int k, v
    cdef int best = -1
    for k in range(g.players[p].slot_top):  # the rule covers its own card: only RULE cards can hold it
        if g.players[p].slots[k].inst != NO_CARD and (t.card_static_mask[slot_row(g, p, k)] >> ST_RULE) & 1:
            v = rule_value(g, t, RL_CORE_STEP, p, k)
            if v > best:
                best = v
    return best if best >= 0 else usual


cdef bint rule_in_force(const GameState* g, const CardTable* t, int rule) noexcept nogil:
    """Some field card's Static.RULE of ``rule`` is in force on itself (a rule for the whole game)."""
    cdef int sp, sk
    if not ((t.static_union >> ST_RULE) & 1):
        return False
    for sp in range(2):  # the rule covers its own card: only RULE cards can hold it
        for sk in range(g.players[sp].slot_top):
            if g.players[sp].slots[sk].inst != NO_CARD and (t.card_static_mask[slot_row(g, sp, sk)] >> ST_RULE) & 1 \
                    and rule_value(g, t, rule, sp, sk) >= 0:
                return True
    return False


cdef int summon_once_rule_scan(const GameState* g, const CardTable* t, int p, int inst, int after) noexcept nogil:
    """The smallest Rule.SUMMON_ONCE static row above ``after`` in force whose filter matches player p's card
    ``inst`` (in hand or Trash), or -1 (callers walk them in ascending order)."""
    cdef StaticCursor c
    cdef int ab
    cdef int best = -1
    start_static_walk(&c)
    while next_field_static(g, t, ST_RULE, &c):
        ab = c.ab
        if ab <= after or t.ab_value[ab] != RL_SUMMON_ONCE or t.ab_filter[ab] < 0:
            continue
        if (best < 0 or ab < best) and static_active(g, t, ab, c.sp, c.sk) and matches_card(
                g, t, t.ab_filter[ab], c.sp, p, inst, c.sp, g.players[c.sp].slots[c.sk].inst, -1, -1):
            best = ab
    return best


cdef bint summon_used_up_scan(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil:
    """Player p already summoned this turn the one Spirit a Rule.SUMMON_ONCE covering ``inst`` allows."""
    cdef int ab, i
    for i in range(g.n_mods):  # nothing used up yet: no scan
        if g.mods[i].kind == MD_SUMMON_COUNTED and g.mods[i].player == p:
            break
    else:
        return False
    ab = summon_once_rule(g, t, p, inst, -1)
    while ab >= 0:
        for i in range(g.n_mods):
            if g.mods[i].kind == MD_SUMMON_COUNTED and g.mods[i].player == p and g.mods[i].value == ab:
                return True
        ab = summon_once_rule(g, t, p, inst, ab)
    return False


# -- battle group: protections against a source filter (Static.NO_DESTROY_BY, UNTARGETABLE_BY) --------------

cdef bint source_matches(const GameState* g, const CardTable* t, int fid, int q, int src_p, int src_inst) noexcept nogil:
    """The effect's source card matches filter fid (sides relative to q): on the field with its cores and
    state; elsewhere (a Magic, a card that left) by its card facts, never "with the Soul Core on it"."""
    cdef int k = slot_of(g, src_p, src_inst)
    if k >= 0:
        return matches_field(g, t, fid, q, src_p, k, q, -1, -1, -1)
    return matches_card(g, t, fid, q, src_p, src_inst, q, -1, -1, -1) and t.filters[fid * FILTER_WIDTH + FF_SOUL] <= 0


cdef bint shielded_from_source(const GameState* g, const CardTable* t, int kind, int p, int k, int src_p,
                               int src_inst) noexcept nogil:
    """A protection static of ``kind`` in force on (p, k) covers an opposing effect of source (src_p, src_inst)."""
    cdef StaticCursor c
    cdef int i
    if src_p == p or src_p > 1 or src_inst == NO_CARD or not ((t.static_union >> kind) & 1):
        return False
    start_static_walk(&c)
    while next_field_static(g, t, kind, &c):
        if static_active(g, t, c.ab, c.sp, c.sk) and static_affects(g, t, c.ab, c.sp, c.sk, p, k) and \
                source_matches(g, t, t.ab_filter2[c.ab], c.sp, src_p, src_inst):
            return True
    i = temp_static_at(g, t, kind, 0, p, k, 0) if g.n_mods else -1  # vocab-D: a temporary one
    while i >= 0:
        if source_matches(g, t, t.ab_filter2[g.mods[i].value], g.mods[i].source, src_p, src_inst):
            return True
        i = temp_static_at(g, t, kind, 0, p, k, i + 1)
    return False


cdef bint life_shielded(const GameState* g, const CardTable* t, int a, int k) noexcept nogil:
    """A Rule.NO_LIFE_DAMAGE_BELOW in force covers the attacker (a, k) and its card has more BP (BSS03-014)."""
    cdef StaticCursor c
    if not rule_printed(t, RL_NO_LIFE_DAMAGE_BELOW):
        return False
    start_static_walk(&c)
    while next_field_static(g, t, ST_RULE, &c):
        if t.ab_value[c.ab] == RL_NO_LIFE_DAMAGE_BELOW and static_active(g, t, c.ab, c.sp, c.sk) and \
                static_affects(g, t, c.ab, c.sp, c.sk, a, k) and effective_bp(g, t, a, k) < effective_bp(g, t, c.sp, c.sk):
            return True
    return False


cdef void life_keeper(const GameState* g, const CardTable* t, int* p, int* k) noexcept nogil:
    """A Rule.LIFE_TO_SELF in force (the first in walk order): its card takes the cores an effect would place
    into a Life (BSS01-084); p and k are left alone when none is."""
    cdef StaticCursor c
    if not rule_printed(t, RL_LIFE_TO_SELF):
        return
    start_static_walk(&c)
    while next_field_static(g, t, ST_RULE, &c):
        if t.ab_value[c.ab] == RL_LIFE_TO_SELF and static_active(g, t, c.ab, c.sp, c.sk):
            p[0] = c.sp
            k[0] = c.sk
            return


cdef bint hand_swift(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil:
    """The hand card (p, inst) may be summoned with Swift now (R18.6): as hand_keyword, except that the card's
    own Swift static with a condition ("if you control a Spirit with Gale", BSS03-070) counts only while the
    condition holds; a field card may still grant it."""
    cdef int row = g.players[p].card_ids[inst]
    cdef int ab
    cdef bint gated = False
    for ab in range(t.card_ab_start[row], t.card_ab_start[row] + t.card_ab_count[row]):
        if t.ab_kind[ab] == AK_STATIC and t.ab_static[ab] == ST_KEYWORD and t.ab_value[ab] == KW_SWIFT \
                and t.ab_filter[ab] < 0:
            if t.ab_cond[ab] == CN_TRUE or cond_holds(g, t, t.ab_cond[ab], t.ab_cond_arg[ab], p, p, inst, NULL):
                return True
            gated = True
    if not gated:
        return hand_keyword(g, t, p, inst, KW_SWIFT)
    return granted_in_hand(g, t, p, inst, KW_SWIFT)
