# Inline helper over the resolving frames: which frame a card use in progress belongs to.

from bscore._effects cimport BUILTIN_BRAVE_KEEP
from bscore._types cimport FRAME_CHOOSING, GameState


cdef inline int use_frame_index(const GameState* g) noexcept nogil:
    """The frame a summon or a Magic use in progress answers to: the top frame, below any BRAVE_KEEP question
    not yet started. A Braved Spirit emptied by the payment or placement pushes one; it waits out the use
    (costs are paid whole, R7.6) and is asked before the effect goes on (CN 2.1 item 3). -1 with no frame."""
    cdef int i = g.n_frames - 1
    while i > 0 and g.frames[i].ability == BUILTIN_BRAVE_KEEP and not g.frames[i].flags & FRAME_CHOOSING:
        i -= 1
    return i
