# Link (vocab-B; keywords.json's Link, docs/MECHANICS.md "link"): the offer when a Spirit attacks (or blocks, under
# Rule.LINK ON_BLOCK), the LINK op that exhausts a Link Spirit and links it, and "the linked Spirit" as targets.
# The state is GameState.links (bscore/link_state.pxd); the rules of linking are bscore/statics_link.pxi.
# Twin: pybs/reference/links.py.

from libc.stdint cimport int32_t
from libc.string cimport memset

from bscore._effects cimport BUILTIN_LINK, EF_BY_EFFECT, EV_EXHAUSTED, EV_LINKED, EV_LINKS, KW_LINK, KW_LUSTER
from bscore._types cimport CardTable, Frame, GameState, MAX_TARGETS, NO_CARD, NO_SLOT
from bscore.events cimport emit, end_batch, push_pending
from bscore.link_state cimport battler_slot
from bscore.keyword_rules cimport symbol_count
from bscore.statics cimport keyword, may_link, slot_of


cdef void offer_links_scan(GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """(p, k) just attacked (or blocked under Rule.LINK ON_BLOCK): each refreshed Link Spirit of p whose condition
    it meets triggers (Link is a triggered ability of the Link Spirit): it waits in the open batch with the other
    triggers of the declaration (R10.5) and offers the link when it resolves. Its gate (links.pxd) asks first
    whether any card of the game has Link."""
    cdef int j
    for j in range(g.players[p].slot_top):
        if j != k and g.players[p].slots[j].inst != NO_CARD and may_link(g, t, p, j, True):
            push_pending(g, BUILTIN_LINK, p, g.players[p].slots[j].inst, p, g.players[p].slots[k].inst, 0, 0)


cdef bint op_link(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil:
    """Op.LINK: a: the Link Spirit (0 the source, 1 the first target); b: the battling Spirit (0 the subject, 1 the
    source). If the Link Spirit may link now (by its keyword: the built-in; by an effect: its condition ignored),
    it is exhausted and linked: EXHAUSTED, then LINKS (the Link Spirit) and LINKED (the battling Spirit), one batch.
    A Luster the battling Spirit gains by it works for this battle (as a granted one does, BSS03-042)."""
    cdef int p = fr.player
    cdef int lp, linst, bp, binst, j, k
    fr.pc += 1
    if op[1] == 0:
        lp, linst = fr.player, fr.inst
    elif fr.n_targets:
        lp, linst = fr.targets[0] >> 6, fr.targets[0] & 63
    else:
        return True
    if op[2] == 0:
        bp, binst = fr.subj_player, fr.subj_inst
    else:
        bp, binst = fr.player, fr.inst
    if lp != p or bp != p or linst == NO_CARD or binst == NO_CARD:
        return True
    j = slot_of(g, p, linst)
    k = battler_slot(g, p)
    if j < 0 or k == NO_SLOT or g.players[p].slots[k].inst != binst or not may_link(g, t, p, j, op[1] == 0):
        return True
    g.players[p].slots[j].exhaust = 1
    g.links[2 * p + (1 if g.links[2 * p] else 0)] = linst + 1
    if g.luster == 0 and p == g.active and keyword(g, t, p, k, KW_LUSTER) >= 0:
        g.luster = binst + 1  # it has Luster now (a Link Spirit may grant it: BSS06-036)
    emit(g, t, EV_EXHAUSTED, p, linst, EF_BY_EFFECT, 0, p)
    emit(g, t, EV_LINKS, p, linst, EF_BY_EFFECT, 0, p)
    emit(g, t, EV_LINKED, p, binst, EF_BY_EFFECT, 0, p)
    end_batch(g)
    return True


cdef bint op_link_partner(GameState* g, Frame* fr) noexcept nogil:
    """Op.LINK_PARTNER: targets = the battling Spirit the source (a Link Spirit) is linked to now, or none."""
    cdef int p = fr.player
    cdef int k = battler_slot(g, p)
    memset(fr.targets, 0, MAX_TARGETS)
    fr.n_targets = 0
    if fr.inst != NO_CARD and k != NO_SLOT and (g.links[2 * p] == fr.inst + 1 or g.links[2 * p + 1] == fr.inst + 1):
        fr.targets[0] = (p << 6) | g.players[p].slots[k].inst  # player << 6 | instance
        fr.n_targets = 1
    fr.pc += 1
    return True


cdef int linked_symbols(const GameState* g, const CardTable* t, int p) noexcept nogil:
    """The symbols the Link Spirits linked to p's battling Spirit add to it (Link: "gains this Spirit's symbols"):
    counted for the Life its attack takes (R9.5)."""
    cdef int j, k, n = 0
    for j in range(2):
        if g.links[2 * p + j]:
            k = slot_of(g, p, g.links[2 * p + j] - 1)
            if k >= 0:
                n += symbol_count(g, t, p, k)
    return n
