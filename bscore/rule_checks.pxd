from bscore._effects cimport CFL_NEG_BP_STATIC
from bscore._types cimport CardTable, GameState, NO_SLOT, RULE_ZERO_BP_DESTROYS, USE_NONE


cdef bint negative_bp_around(const GameState* g, const CardTable* t) noexcept nogil


cdef inline bint negative_bp_possible(const GameState* g, const CardTable* t) noexcept nogil:
    """Some BP could be below its printed value: a negative BP modifier or a negative BP static is around.

    Printed BP is never 0, so without one of these no Spirit can reach 0 BP and the check is skipped. Inline: the
    turn machine asks before every step.
    """
    if not (g.rules.flags & RULE_ZERO_BP_DESTROYS):
        return False
    if g.use_kind != USE_NONE:  # a card being used (R7.1) finishes first: paying may lower a level
        return False
    if g.awaken_slot != NO_SLOT:  # an Awaken move (one effect, its cores moved one at a time) finishes first
        return False
    if g.n_mods == 0 and not (t.card_flags_union & CFL_NEG_BP_STATIC):  # no BP modifier, no card lowering BP
        return False
    return negative_bp_around(g, t)

cdef void destroy_zero_bp_spirits(GameState* g, const CardTable* t) noexcept nogil
