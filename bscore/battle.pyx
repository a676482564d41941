# Battle resolution kernels (R9.5, R9.6). Twin: pybs/reference/kernels.py.


cdef int life_damage(int symbols, int life) noexcept nogil:
    """R9.5: cores moved from Life to the Reserve by an unblocked attacker."""
    if symbols < 0:
        symbols = 0
    return symbols if symbols < life else life


cdef void battle_outcome(int attacker_bp, int blocker_bp, bint* attacker_dies, bint* blocker_dies) noexcept nogil:
    """R9.6: the lower BP is destroyed; equal BP destroys both."""
    attacker_dies[0] = attacker_bp <= blocker_bp
    blocker_dies[0] = blocker_bp <= attacker_bp


def py_life_damage(int symbols, int life) -> int:
    return life_damage(symbols, life)


def py_battle_outcome(int attacker_bp, int blocker_bp) -> tuple:
    cdef bint a, b
    battle_outcome(attacker_bp, blocker_bp, &a, &b)
    return bool(a), bool(b)
