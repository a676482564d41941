# Link (vocab-B, docs/MECHANICS.md "link") in bscore/statics.pyx (included there): the rules of linking, the BP a
# link adds, link filters and conditions. The link state itself is bscore/link_state.pxd; the offer and the LINK op
# are bscore/links.pyx. Twin: pybs/reference/links.py.

cdef int link_rule_bits(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """The LinkRule bits of every Rule.LINK in force that affects (p, k) (several combine)."""
    cdef StaticCursor c
    cdef int bits = 0
    if not rule_printed(t, RL_LINK):
        return 0
    start_static_walk(&c)
    while next_field_static(g, t, ST_RULE, &c):
        if t.ab_value[c.ab] == RL_LINK and static_active(g, t, c.ab, c.sp, c.sk) and static_affects(
                g, t, c.ab, c.sp, c.sk, p, k):
            bits |= t.ab_value2[c.ab]
    return bits


cdef inline bint spirit_now(const CardTable* t, int row) noexcept nogil:
    """A Spirit (a Brave as a Spirit counts; an Ultimate is not one, R14.1): what Link links."""
    return t.card_type[row] == CT_SPIRIT or t.card_type[row] == CT_BRAVE


cdef bint link_room(const GameState* g, const CardTable* t, int p) noexcept nogil:
    """Player p's battling Spirit (a Spirit, in a battle not yet resolved) may take one more Link Spirit now:
    one per battle, two under a Rule.LINK TWO (BSS06-002)."""
    cdef int k = battler_slot(g, p)
    cdef int n
    if k == NO_SLOT or g.in_battle != BATTLE_ON or not spirit_now(t, slot_row(g, p, k)):
        return False
    n = link_count(g, p)
    return n == 0 or (n == 1 and (link_rule_bits(g, t, p, k) & LKR_TWO) != 0)


cdef bint link_condition_met(const GameState* g, const CardTable* t, int p, int j, int k) noexcept nogil:
    """Link Spirit (p, j) may link to (p, k) by its condition (its AbilityKind.LINK row's filter, none: any
    Spirit), or regardless of it under a Rule.LINK ANY_CONDITION (BSS06-045)."""
    cdef int row = slot_row(g, p, j)
    cdef int ab = ability_of_kind(t, row, AK_LINK)
    if ab < 0 or t.ab_filter[ab] < 0:
        return True
    if matches_field(g, t, t.ab_filter[ab], p, p, k, p, g.players[p].slots[j].inst, -1, -1):
        return True
    return (link_rule_bits(g, t, p, j) & LKR_ANY_CONDITION) != 0


cdef bint may_link(const GameState* g, const CardTable* t, int p, int j, bint by_keyword) noexcept nogil:
    """(p, j) may link to p's battling Spirit now: a refreshed Spirit on the field, not the battler, not linked
    yet this battle, the battler with room; by its Link keyword, it has Link (at its level) and meets the
    condition; by an effect the condition is ignored (BSS06-060, BSS06-091)."""
    cdef int k = battler_slot(g, p)
    cdef int inst = g.players[p].slots[j].inst
    if inst == NO_CARD or j == k or g.players[p].slots[j].exhaust or in_soul(g, t, p, j):
        return False
    if not spirit_now(t, slot_row(g, p, j)) or is_linking(g, p, inst) or not link_room(g, t, p):
        return False
    if by_keyword:
        return keyword(g, t, p, j, KW_LINK) >= 0 and link_condition_met(g, t, p, j, k)
    return True


cdef int linked_bp(const GameState* g, const CardTable* t, int p) noexcept nogil:
    """The BP the Link Spirits linked to p's battling Spirit add to it (Link: "gains this Spirit's BP")."""
    cdef int total = 0
    cdef int j, k
    for j in range(2):
        if g.links[2 * p + j]:
            k = slot_of(g, p, g.links[2 * p + j] - 1)
            if k >= 0:
                total += effective_bp(g, t, p, k)
    return total


cdef bint link_role_ok(const GameState* g, int role, int p, int k, int src_p, int src_inst) noexcept nogil:
    """F.LINK (LinkRole) for the field card (p, k); src is the filter's source card."""
    cdef int inst = g.players[p].slots[k].inst
    if role == LR_LINKED:
        return has_links(g, p, k)
    if role == LR_NOT_LINKED:
        return not has_links(g, p, k)
    if role == LR_LINKED_TO_SOURCE:
        return src_p == p and src_inst >= 0 and src_inst != NO_CARD and is_linking(g, p, src_inst) and \
            k == battler_slot(g, p)
    if role == LR_LINKING:
        return is_linking(g, p, inst)
    return True


cdef bint link_cond_holds(const GameState* g, const CardTable* t, int cond, int arg, int q, int p, int inst,
                          const Frame* fr) noexcept nogil:
    """Cond CAN_LINK, LINK_ROOM, SELF_LINKED (117-119)."""
    cdef int k = slot_of(g, p, inst) if inst != NO_CARD else -1
    cdef int sk
    if cond == CN_SELF_LINKED:
        return k >= 0 and has_links(g, p, k)
    if cond == CN_LINK_ROOM:  # arg 0: the subject, 1: the source is the controller's battling Spirit with room
        if arg == 0:
            if fr == NULL or fr.subj_inst == NO_CARD or fr.subj_player != q:
                return False
            sk = slot_of(g, q, fr.subj_inst)
        else:
            sk = k if p == q else -1
        return sk >= 0 and sk == battler_slot(g, q) and link_room(g, t, q)
    # CAN_LINK: the source, a Link Spirit, may link by its keyword to the subject, the controller's battler
    if fr == NULL or k < 0 or p != q or fr.subj_player != q or fr.subj_inst == NO_CARD:
        return False
    sk = slot_of(g, q, fr.subj_inst)
    return sk >= 0 and sk == battler_slot(g, q) and may_link(g, t, q, k, True)
