from bscore._types cimport GameState

cdef enum:
    DEST_OTHER = 0
    DEST_VOID = 1
    DEST_LIFE = 2

cdef void cores_to_move(int src_normal, bint src_soul, int count, bint take_soul, int dest,
                        bint seal, int* moved_normal, int* moved_soul) noexcept nogil
cdef int cores_on(const GameState* g, int p, int k) noexcept nogil
cdef int soul_at_loc(const GameState* g, int p) noexcept nogil
cdef int total_cores(const GameState* g, int p) noexcept nogil
cdef bint has_core(const GameState* g, int p, int loc, int kind) noexcept nogil
cdef void take_core(GameState* g, int p, int loc, int kind) noexcept nogil
cdef void put_core(GameState* g, int p, int loc, int kind) noexcept nogil
cdef void swap_soul(GameState* g, int p, int loc) noexcept nogil
