from bscore._effects cimport ST_COLOR_GRANT, ST_RULE
from bscore._types cimport CardTable, Frame, GameState


# Asked many times per action, and in most games answered by a gate: the gate is inline, the scan a call.

cdef inline bint has_mod(const GameState* g, int p, int inst, int kind) noexcept nogil:
    cdef int i
    for i in range(g.n_mods):
        if g.mods[i].kind == kind and g.mods[i].player == p and g.mods[i].inst == inst:
            return True
    return False

cdef int slot_of(const GameState* g, int p, int inst) noexcept nogil
cdef bint armed(const GameState* g, int p, int inst, int ab) noexcept nogil
cdef int level_of(const GameState* g, const CardTable* t, int p, int k) noexcept nogil
cdef bint timing_holds(const GameState* g, int timing, int q, int p, int inst) noexcept nogil
cdef bint level_gate(const GameState* g, const CardTable* t, int ab, int p, int k) noexcept nogil
cdef bint cond_holds(const GameState* g, const CardTable* t, int cond, int arg, int q, int p, int inst,
                     const Frame* fr) noexcept nogil
cdef bint matches_card(const GameState* g, const CardTable* t, int fid, int q, int p, int inst, int src_p,
                       int src_inst, int subj_p, int subj_inst) noexcept nogil
cdef bint matches_field(const GameState* g, const CardTable* t, int fid, int q, int p, int k, int src_p,
                        int src_inst, int subj_p, int subj_inst) noexcept nogil
cdef bint matches_lki(const GameState* g, const CardTable* t, int fid, int q, int p, int inst, int cores,
                      int flags, int src_p, int src_inst) noexcept nogil
cdef int last_known_keywords(const GameState* g, const CardTable* t, int p, int k) noexcept nogil
cdef bint printed_keyword_at(const CardTable* t, int row, int kw, int cores) noexcept nogil
cdef int effective_bp(const GameState* g, const CardTable* t, int p, int k) noexcept nogil
cdef int keyword_scan(const GameState* g, const CardTable* t, int p, int k, int kw) noexcept nogil
cdef bint hand_keyword(const GameState* g, const CardTable* t, int p, int inst, int kw) noexcept nogil
cdef bint granted_in_hand(const GameState* g, const CardTable* t, int p, int inst, int kw) noexcept nogil
ctypedef struct StaticCursor:             # a walk over the static abilities printed on field cards
    int sp                              # the card's player
    int sk                              # its slot
    int ab                              # the ability found (after a True from next_field_static)
    int next_ab
    int end

cdef inline void start_static_walk(StaticCursor* c) noexcept nogil:
    c.sp = 0
    c.sk = -1
    c.ab = -1
    c.next_ab = 0
    c.end = 0

cdef inline bint rule_printed(const CardTable* t, int rule) noexcept nogil:
    """Some card of the game prints a Static.RULE ``rule`` (else no walk over the field can find one)."""
    return rule >= 0 and rule < 128 and (t.rule_union[rule >> 6] >> (rule & 63)) & 1

cdef bint next_field_static(const GameState* g, const CardTable* t, int kind, StaticCursor* c) noexcept nogil
cdef bint affected_by_scan(const GameState* g, const CardTable* t, int kind, int p, int k) noexcept nogil
cdef bint can_attack(const GameState* g, const CardTable* t, int p, int k) noexcept nogil
cdef bint turn_static_cannot_attack_scan(const GameState* g, const CardTable* t, int p, int k) noexcept nogil
cdef bint can_block(const GameState* g, const CardTable* t, int p, int k) noexcept nogil
cdef int rule_value_scan(const GameState* g, const CardTable* t, int rule, int p, int k) noexcept nogil

cdef inline int rule_value(const GameState* g, const CardTable* t, int rule, int p, int k) noexcept nogil:
    """The value2 of the first Static.RULE of ``rule`` in force on (p, k), or -1: no call when no card prints it."""
    if not rule_printed(t, rule):
        return -1
    return rule_value_scan(g, t, rule, p, k)

cdef int symbol_override(const GameState* g, const CardTable* t, int p, int k) noexcept nogil
cdef bint static_active(const GameState* g, const CardTable* t, int ab, int p, int k) noexcept nogil
cdef bint static_affects(const GameState* g, const CardTable* t, int ab, int sp, int sk, int p, int k) noexcept nogil
cdef bint shielded_from(const GameState* g, const CardTable* t, int kind, int p, int k, int src_row) noexcept nogil
cdef bint symbols_may_change_scan(const GameState* g, const CardTable* t) noexcept nogil
cdef bint targetable(const GameState* g, const CardTable* t, int p, int k, int q, int src_row) noexcept nogil
cdef int cost_to_pay(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil
cdef int waived_cost(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil
cdef int cost_with_printed(const GameState* g, const CardTable* t, int p, int inst, int printed) noexcept nogil
cdef int available_cores(const GameState* g, const CardTable* t, int p, bint reserve_only) noexcept nogil
cdef bint matches_off_field(const GameState* g, const CardTable* t, int fid, int p, int inst) noexcept nogil
cdef int count_matching(const GameState* g, const CardTable* t, int fid, int q, int src_p, int src_inst) noexcept nogil

cdef enum:
    KEYWORD_MASK = 31  # Mod.KEYWORD value: keyword in the low bits, its number above (KEYWORD_NUMBER_SHIFT)
cdef int temp_static_at(const GameState* g, const CardTable* t, int kind, int value, int p, int k,
                        int start) noexcept nogil  # vocab-D
cdef bint temp_rule_affects(const GameState* g, const CardTable* t, int rule, int p, int k) noexcept nogil
cdef bint protected_rule(const GameState* g, const CardTable* t, int rule, int p, int k) noexcept nogil
cdef bint own_rule_in_force(const GameState* g, const CardTable* t, int rule, int p) noexcept nogil
cdef int life_next_row(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil
cdef int waiver_slot(const GameState* g, const CardTable* t, int q) noexcept nogil
cdef bint family_granted(const GameState* g, const CardTable* t, int fam, int p, int inst) noexcept nogil
cdef bint nexus_effect_lost(const GameState* g, const CardTable* t, int ab, int p, int k) noexcept nogil
# mirage group: statics of cards outside the slots (bscore/offslot_statics.pxd)
from bscore.offslot_statics cimport OffslotCursor
cdef bint offslot_applies(const GameState* g, const CardTable* t, const OffslotCursor* c, int p, int k) noexcept nogil
cdef int offslot_bp(const GameState* g, const CardTable* t, int p, int k) noexcept nogil
cdef int offslot_keyword(const GameState* g, const CardTable* t, int p, int k, int kw, int best) noexcept nogil
# vocab-A (statics_symbols.pxi): symbols and colours as treated, Astral
cdef int card_symbol_colors(const GameState* g, const CardTable* t, int p, int k) noexcept nogil
cdef int field_symbol_colors(const GameState* g, const CardTable* t, int p) noexcept nogil
cdef bint astral_forbids(const GameState* g, const CardTable* t, int p, int k) noexcept nogil
cdef int card_symbol_count(const GameState* g, const CardTable* t, int p, int k) noexcept nogil
cdef int granted_colors(const GameState* g, const CardTable* t, int p, int k) noexcept nogil
cdef int symbol_adds(const GameState* g, const CardTable* t, int p, int k, int* masks, int n) noexcept nogil
cdef bint has_all_families(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil
cdef int card_colors(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil
cdef int all_families_share(const GameState* g, const CardTable* t, int p, int inst, int tp, int ti) noexcept nogil
cdef int destroyed_this_turn(const GameState* g, int p) noexcept nogil
cdef bint name_held(const GameState* g, const CardTable* t, const Frame* fr, int packed) noexcept nogil
cdef bint target_relation_ok(const GameState* g, const CardTable* t, const Frame* fr, int rel, int p, int inst,
                             int k) noexcept nogil
cdef int pool2_count(const GameState* g, const CardTable* t, const Frame* fr, int src, int arg) noexcept nogil
# vocab-B: Link (bscore/statics_link.pxi)
cdef int link_rule_bits(const GameState* g, const CardTable* t, int p, int k) noexcept nogil
cdef bint link_room(const GameState* g, const CardTable* t, int p) noexcept nogil
cdef bint may_link(const GameState* g, const CardTable* t, int p, int j, bint by_keyword) noexcept nogil
cdef int summon_effect_tax(const GameState* g, const CardTable* t) noexcept nogil  # CB01
cdef int names_matching(const GameState* g, const CardTable* t, int fid, int q, int src_p, int src_inst) noexcept nogil
cdef bint deck_locked(const GameState* g, int p) noexcept nogil


cdef inline int keyword(const GameState* g, const CardTable* t, int p, int k, int kw) noexcept nogil:
    """The keyword's number if the card in (p, k) has it now (own statics, granted, or temporary), else -1."""
    if not ((t.kw_union >> kw) & 1) and g.n_mods == 0 and not t.offslot_any:
        return -1
    return keyword_scan(g, t, p, k, kw)


cdef inline bint affected_by(const GameState* g, const CardTable* t, int kind, int p, int k) noexcept nogil:
    """A static of ``kind`` in force on the field affects the card in (p, k)."""
    return (t.static_union >> kind) & 1 and affected_by_scan(g, t, kind, p, k)


cdef inline bint symbols_may_change(const GameState* g, const CardTable* t) noexcept nogil:
    """A field card has a Static.RULE (e.g. SYMBOLS) or COLOR_GRANT, or a symbol Mod is in force: symbols may not
    be the printed ones (a cheap pre-check for cost and legality loops)."""
    if g.n_mods == 0 and not (t.static_union & ((1 << ST_RULE) | (1 << ST_COLOR_GRANT))):
        return False
    return symbols_may_change_scan(g, t)


cdef inline bint turn_static_cannot_attack(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """A Magic's "during this turn" CANNOT_ATTACK (Mod.TURN_STATIC naming its row; replace group): (p, k)
    matches its filter, read from the Magic's controller."""
    return g.n_mods != 0 and turn_static_cannot_attack_scan(g, t, p, k)
