# The Magic discard cost (Rule.MAGIC_DISCARD, BSS02-040) in the card-use flow: once a Magic used from hand is paid
# for, its user first runs (actions.pyx, continue_magic_use) the rule card's AbilityKind.MAGIC_COST program (choose and discard the owed cards from
# hand), whose Op.MAGIC_COST_PAID ends that frame and lets the Magic's effect start. Paid last, so the discard's
# triggers wait until the Magic has resolved (R10.5). Twin: pybs/reference/woden.py.

from libc.string cimport memset

from bscore._types cimport Frame, GameState
from bscore.actions cimport continue_use


cdef bint op_magic_cost_paid(GameState* g, Frame* fr) noexcept nogil:
    """Op.MAGIC_COST_PAID: the cost's frame ends and the Magic's use goes on (its effect resolves next)."""
    g.n_frames -= 1
    memset(&g.frames[g.n_frames], 0, sizeof(Frame))
    continue_use(g)
    return False
