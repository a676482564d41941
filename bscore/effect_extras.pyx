# Effect pieces of the "events" vocabulary used by the interpreter (bscore/effects.pyx): a redirected
# choice (Mod.REDIRECT_NEXT), the HAND_ADDED event, RETRIGGER and the discard cap (Mod.DISCARD_CAP).
# Twin: pybs/reference/ops.py.

from libc.stdint cimport int32_t

from bscore._effects cimport *
from bscore._types cimport CardTable, CT_BRAVE, CT_NEXUS, CT_SPIRIT, CT_ULTIMATE, Frame, GameState, NO_CARD
from bscore.events cimport drop_mod, emit, end_batch, push_pending
from bscore.statics cimport keyword, level_gate, slot_of


cdef void redirect_choice(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil:
    """Mod.REDIRECT_NEXT of the Magic user's opponent: they make this choice of Spirits or Nexuses instead
    (fr.num 1 for the rest of the op), and the mod is used up."""
    cdef int types = t.filters[op[1] * FILTER_WIDTH + FF_TYPES]
    cdef int i
    if types and not (types & ((1 << CT_SPIRIT) | (1 << CT_BRAVE) | (1 << CT_ULTIMATE) | (1 << CT_NEXUS))):
        return
    for i in range(g.n_mods):
        if g.mods[i].kind == MD_REDIRECT_NEXT and g.mods[i].player == 1 - fr.player and g.mods[i].inst == NO_CARD:
            drop_mod(g, i)
            fr.num = 1
            return


cdef void hand_added(GameState* g, const CardTable* t, const Frame* fr, int p) noexcept nogil:
    """Event.HAND_ADDED: this effect op put cards into player p's hand (the caller closes the batch)."""
    emit(g, t, EV_HAND_ADDED, p, NO_CARD, EF_BY_EFFECT | (EF_BY_OWN_EFFECT if p == fr.player else 0), 0, fr.player)


cdef void retrigger(GameState* g, const CardTable* t, const Frame* fr, int what) noexcept nogil:
    """Op.RETRIGGER: the subject's When Summoned effect (what 0) or its Crush (1) triggers again."""
    cdef int sp = fr.subj_player
    cdef int si = fr.subj_inst
    cdef int k, row, ab
    if si == NO_CARD:
        return
    k = slot_of(g, sp, si)
    if k < 0:
        return
    if what == 1:
        if keyword(g, t, sp, k, KW_CRUSH) >= 0:
            push_pending(g, BUILTIN_CRUSH, sp, si, sp, si, 0, 0)
    else:
        row = g.players[sp].card_ids[si]
        for ab in range(t.card_ab_start[row], t.card_ab_start[row] + t.card_ab_count[row]):
            if (t.ab_kind[ab] == AK_TRIGGERED and t.ab_event[ab] == EV_SUMMONED and t.ab_scope[ab] == SC_SELF
                    and t.ab_timing[ab] == TM_ALWAYS and level_gate(g, t, ab, sp, k)):
                push_pending(g, ab, sp, si, sp, si, 0, 0)
                break
    end_batch(g)


cdef int capped_discard(const GameState* g, int p, int count) noexcept nogil:
    """Mod.DISCARD_CAP on player p: an opposing effect discards at most its value of p's cards."""
    cdef int i
    for i in range(g.n_mods):
        if g.mods[i].kind == MD_DISCARD_CAP and g.mods[i].player == p and g.mods[i].inst == NO_CARD:
            if count > g.mods[i].value:
                count = g.mods[i].value
    return count
