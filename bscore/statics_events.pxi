# vocab-D, event details (included in bscore/statics.pyx): the conditions that read an event's details, the
# Spirit a battle destroyed, and the colours of a field. Twin: pybs/reference/event_details.py.

cdef bint event_cond_holds(const GameState* g, const CardTable* t, int cond, int arg, int q, int p, int inst,
                           const Frame* fr) noexcept nogil:
    """Cond 123-127 for controller q, source card (p, inst) and the resolving frame (NULL outside one)."""
    cdef int i, sp
    if cond == CN_ASCEND_WAIVABLE:  # Rule.ASCEND_WAIVE (BSS04-114)
        return waiver_slot(g, t, q) >= 0
    if cond == CN_DEFEATED_BP_AT_MOST:  # Mod.DEFEATED_BP: this battle's victim of q's Spirit (R9.6)
        for i in range(g.n_mods):
            if g.mods[i].kind == MD_DEFEATED_BP and g.mods[i].player == q and g.mods[i].inst == NO_CARD \
                    and g.mods[i].value <= arg:
                return True
        return False
    if fr == NULL:
        return False
    if cond == CN_EVENT_FLAGS:
        return (fr.subj_flags & arg) == arg
    if fr.subj_inst == NO_CARD or fr.subj_player > 1:
        return False
    sp = fr.subj_player
    if cond == CN_SUBJECT_MATCHES:
        return matches_lki(g, t, arg, q, sp, fr.subj_inst, fr.subj_cores, fr.subj_flags, p, inst)
    if cond == CN_SUBJECT_NO_FIELD_COLOR:  # as Rule.MAGIC_COLOR_LOCK reads a field (L01-002)
        return (t.colors[g.players[sp].card_ids[fr.subj_inst]] & field_symbol_colors(g, t, sp)) == 0
    return False
