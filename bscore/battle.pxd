cdef int life_damage(int symbols, int life) noexcept nogil
cdef void battle_outcome(int attacker_bp, int blocker_bp, bint* attacker_dies, bint* blocker_dies) noexcept nogil
