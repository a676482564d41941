# The "handfx" group's ops (issue 8): an extra Refresh Step. Twin: pybs/reference/handfx.py.

from bscore._effects cimport MD_NO_REFRESH
from libc.stdint cimport uint32_t

from bscore._types cimport GameState, NO_CARD, PlayerState, SOUL_RESERVE, SOUL_TRASH
from bscore.events cimport expire_refresh_mods
from bscore.statics cimport has_mod


cdef uint32_t refresh_step(GameState* g, int p) noexcept nogil:
    """Op.REFRESH_STEP: player p performs a Refresh Step (R5.4) as the turn's own does (turn.pyx PH_REFRESH):
    exhausted cards refresh unless a NO_REFRESH effect skips this step, heavily exhausted ones become exhausted
    (R1.8), "until the next Refresh Step" effects end, and the Trash's cores go to the Reserve. Returns the slots
    of the cards it refreshed (woden: Event.REFRESHED)."""
    cdef PlayerState* pl = &g.players[p]
    cdef int k
    cdef uint32_t refreshed = 0
    for k in range(pl.slot_top):
        if pl.slots[k].inst != NO_CARD and pl.slots[k].exhaust:
            if has_mod(g, p, pl.slots[k].inst, MD_NO_REFRESH):
                continue
            pl.slots[k].exhaust -= 1
            if not pl.slots[k].exhaust:
                refreshed |= (<uint32_t>1) << k
    expire_refresh_mods(g, p)
    pl.reserve += pl.trash_cores
    pl.trash_cores = 0
    if pl.soul_loc == SOUL_TRASH:
        pl.soul_loc = SOUL_RESERVE
    return refreshed
