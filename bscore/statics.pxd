from bscore._types cimport CardTable, Frame, GameState

cdef int slot_of(const GameState* g, int p, int inst) noexcept nogil
cdef bint has_mod(const GameState* g, int p, int inst, int kind) noexcept nogil
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
cdef int keyword(const GameState* g, const CardTable* t, int p, int k, int kw) noexcept nogil
cdef bint hand_keyword(const GameState* g, const CardTable* t, int p, int inst, int kw) noexcept nogil
cdef bint affected_by(const GameState* g, const CardTable* t, int kind, int p, int k) noexcept nogil
cdef bint can_attack(const GameState* g, const CardTable* t, int p, int k) noexcept nogil
cdef bint can_block(const GameState* g, const CardTable* t, int p, int k) noexcept nogil
cdef bint targetable(const GameState* g, const CardTable* t, int p, int k, int q, int src_row) noexcept nogil
cdef int cost_to_pay(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil
cdef int available_cores(const GameState* g, int p, bint reserve_only) noexcept nogil
