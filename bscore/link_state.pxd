# The link state of the current battle (vocab-B, docs/MECHANICS.md "link"): pure reads and small updates of
# GameState.links, inline (no module, no imports beyond the types). links[2p + j] is instance + 1 of player p's
# j-th Link Spirit linked to p's battling Spirit (the attacker if p is the turn player, else the blocker); 0: none.
# Twin: pybs/reference/links.py.

from bscore._types cimport BATTLE_NONE, GameState, NO_SLOT


cdef inline int battler_slot(const GameState* g, int p) noexcept nogil:
    """Player p's battling Spirit's slot: the attacker (turn player) or the blocker; NO_SLOT outside a battle."""
    if g.in_battle == BATTLE_NONE:
        return NO_SLOT
    return g.attacker if p == g.active else g.blocker


cdef inline int link_count(const GameState* g, int p) noexcept nogil:
    return (g.links[2 * p] != 0) + (g.links[2 * p + 1] != 0)


cdef inline bint is_linking(const GameState* g, int p, int inst) noexcept nogil:
    """(p, inst) is a Link Spirit linked in this battle."""
    return g.links[2 * p] == inst + 1 or g.links[2 * p + 1] == inst + 1


cdef inline bint has_links(const GameState* g, int p, int k) noexcept nogil:
    """The card in (p, k) is a battling Spirit with a Link Spirit linked to it."""
    return g.links[2 * p] != 0 and k == battler_slot(g, p)


cdef inline void unlink(GameState* g, int p, int inst) noexcept nogil:
    """Link Spirit (p, inst) leaves its link (it left the field): the other one, if any, moves first."""
    if g.links[2 * p] == inst + 1:
        g.links[2 * p] = g.links[2 * p + 1]
        g.links[2 * p + 1] = 0
    elif g.links[2 * p + 1] == inst + 1:
        g.links[2 * p + 1] = 0


cdef inline void end_links_on_leave(GameState* g, int p, int k, int inst) noexcept nogil:
    """The card in (p, k) is leaving the field: the link ends at once if it was either card of one (Link text)."""
    if not (g.links[2 * p] or g.links[2 * p + 1]):
        return
    if k == battler_slot(g, p):
        g.links[2 * p] = 0
        g.links[2 * p + 1] = 0
    else:
        unlink(g, p, inst)
