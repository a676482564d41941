from bscore._effects cimport RL_CORE_STEP, RL_SUMMON_ONCE, ST_BLOCK_EXHAUSTED
from bscore._types cimport CardTable, GameState
from bscore.statics cimport rule_printed, rule_value

cdef bint attack_taxed(const GameState* g, const CardTable* t, int p, int k) noexcept nogil
cdef bint may_block_exhausted_scan(const GameState* g, const CardTable* t, int p, int k) noexcept nogil
cdef bint rule_affects_lki(const GameState* g, const CardTable* t, int rule, int p, int inst, int cores,
                           int flags) noexcept nogil
cdef int symbol_count(const GameState* g, const CardTable* t, int p, int k) noexcept nogil
cdef int core_step_gain_scan(const GameState* g, const CardTable* t, int p, int usual) noexcept nogil
cdef bint rule_in_force(const GameState* g, const CardTable* t, int rule) noexcept nogil
cdef int summon_once_rule_scan(const GameState* g, const CardTable* t, int p, int inst, int after) noexcept nogil
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


# Gates at the call site: a rule or static no card of the game prints costs no call (and keeps the scans'
# code out of the instruction cache of games without them).
cdef inline bint rule_affects(const GameState* g, const CardTable* t, int rule, int p, int k) noexcept nogil:
    """A Static.RULE of ``rule`` in force affects (p, k)."""
    return rule_value(g, t, rule, p, k) >= 0


cdef inline bint may_block_exhausted(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """(p, k) may block the current attacker while exhausted (a Mod or a Static.BLOCK_EXHAUSTED)."""
    if g.n_mods == 0 and not ((t.static_union >> ST_BLOCK_EXHAUSTED) & 1):
        return False
    return may_block_exhausted_scan(g, t, p, k)


cdef inline int core_step_gain(const GameState* g, const CardTable* t, int p, int usual) noexcept nogil:
    """Cores p gains in their Core Step: ``usual`` unless a Rule.CORE_STEP is in force."""
    if not rule_printed(t, RL_CORE_STEP):
        return usual
    return core_step_gain_scan(g, t, p, usual)


cdef inline int summon_once_rule(const GameState* g, const CardTable* t, int p, int inst, int after) noexcept nogil:
    """The next Rule.SUMMON_ONCE row above ``after`` covering p's card ``inst``, or -1."""
    if not rule_printed(t, RL_SUMMON_ONCE):
        return -1
    return summon_once_rule_scan(g, t, p, inst, after)
