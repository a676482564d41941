# Candidate lists for effect choices (see targets.pyx); the small helpers are inline here.

from libc.stdint cimport int32_t
from libc.string cimport memset

from bscore._effects cimport *
from bscore._types cimport CardTable, Frame, GameState, MAX_CARDS, MAX_TARGETS


cdef enum:
    MAX_CANDS = 2 * MAX_CARDS  # every card of both players: candidate lists are never cut short


cdef inline int pack(int p, int inst) noexcept nogil:
    return (p << 6) | inst


cdef inline const int32_t* op_at(const CardTable* t, const Frame* fr) noexcept nogil:
    return t.ops + (t.ab_prog[fr.ability] + fr.pc) * OP_WIDTH


cdef inline void set_no_targets(Frame* fr) noexcept nogil:
    memset(fr.targets, 0, MAX_TARGETS)
    fr.n_targets = 0


cdef inline int amount_of(const Frame* fr, int v) noexcept nogil:
    """An operand: PER_AMOUNT + k means k times the frame's amount (Op.COUNT), else v itself."""
    if v <= PER_AMOUNT // 2:
        return (v - PER_AMOUNT) * fr.amount
    return v


cdef bint taken(const Frame* fr, int packed) noexcept nogil
cdef bint off_field_ok(const GameState* g, const CardTable* t, const Frame* fr, int fid, int p,
                       int inst) noexcept nogil
cdef int candidates(const GameState* g, const CardTable* t, const Frame* fr, int fid, bint select,
                    int* out) noexcept nogil
cdef int cost_sum_candidates(const GameState* g, const CardTable* t, const Frame* fr, const int32_t* op,
                             int* out) noexcept nogil
cdef int summon_candidates(const GameState* g, const CardTable* t, const Frame* fr, const int32_t* op,
                           int* out) noexcept nogil
cdef void keep_chosen_only(Frame* fr) noexcept nogil
cdef bint from_union_zone(const GameState* g, const CardTable* t, int fid, int p, int inst) noexcept nogil


cdef inline int summon_zone(const CardTable* t, int fid, int picks) noexcept nogil:
    """vocab-A: the zone a SUMMON took its card from: its filter's, or its union's when the pick came from there
    (picks 2)."""
    cdef int u = t.filters[fid * FILTER_WIDTH + FF_UNION]
    if picks == 2 and u:
        return t.filters[(u - 1) * FILTER_WIDTH + FF_ZONE]
    return t.filters[fid * FILTER_WIDTH + FF_ZONE]
cdef int pay_core_sources(const GameState* g, const CardTable* t, int p, bint no_soul, int* out) noexcept nogil
cdef int choose_options(const GameState* g, const CardTable* t, int* out, bint* pass_ok) noexcept nogil


cdef inline int choose_bound(const Frame* fr, int v) noexcept nogil:
    """A CHOOSE count: -1 is the number the trigger carries as its subject's cores (Gale N); an amount
    operand (PER_AMOUNT + k) is k times the frame's amount; else v itself."""
    return fr.subj_cores if v == -1 else amount_of(fr, v)
