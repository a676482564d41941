from bscore._types cimport CardTable, GameState

cdef bint attack_taxed(const GameState* g, const CardTable* t, int p, int k) noexcept nogil
cdef bint may_block_exhausted(const GameState* g, const CardTable* t, int p, int k) noexcept nogil
cdef bint rule_affects(const GameState* g, const CardTable* t, int rule, int p, int k) noexcept nogil
cdef bint rule_affects_lki(const GameState* g, const CardTable* t, int rule, int p, int inst, int cores,
                           int flags) noexcept nogil
cdef int symbol_count(const GameState* g, const CardTable* t, int p, int k) noexcept nogil
cdef int core_step_gain(const GameState* g, const CardTable* t, int p, int usual) noexcept nogil
cdef bint rule_in_force(const GameState* g, const CardTable* t, int rule) noexcept nogil
cdef int summon_once_rule(const GameState* g, const CardTable* t, int p, int inst, int after) noexcept nogil
cdef bint summon_used_up_scan(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil
cdef bint shielded_from_source(const GameState* g, const CardTable* t, int kind, int p, int k, int src_p,
                               int src_inst) noexcept nogil
cdef bint source_matches(const GameState* g, const CardTable* t, int fid, int q, int src_p, int src_inst) noexcept nogil
cdef bint life_shielded(const GameState* g, const CardTable* t, int a, int k) noexcept nogil
cdef void life_keeper(const GameState* g, const CardTable* t, int* p, int* k) noexcept nogil
cdef bint hand_swift(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil
cdef bint can_block_slot(const GameState* g, const CardTable* t, int p, int k) noexcept nogil


cdef inline bint summon_used_up(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil:
    """Player p already summoned this turn the one Spirit a Rule.SUMMON_ONCE covering ``inst`` allows."""
    return g.n_mods != 0 and summon_used_up_scan(g, t, p, inst)
