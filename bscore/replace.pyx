# The "replace" group (issue 8): optional replacements of a destruction ("when this Spirit would be destroyed,
# you may pay ... to keep it instead"). Twin: pybs/reference/replace.py; docs/EFFECTS.md "replace".
#
# R0.1: the card's effect beats the rule that a destroyed Spirit goes to the Trash (R11.1); R0.2/R0.4: the
# controller may decline, and is asked only when the cost can be paid. The destruction is held back and the
# replacing ability resolves at once, ahead of every waiting trigger; declined, the destruction goes ahead
# (Op.DESTROY_REPLACED) with the flags it had, then its events (R10.7: last-known state).

from libc.string cimport memset

from bscore._effects cimport (
    AK_TRIGGERED, BUILTIN_BLOODCURSE, EVENT_FLAG_BITS, CN_TRUE, EF_BY_EFFECT, KW_BLOODCURSE, EF_BY_OPPONENT, EF_HAD_SOUL, EF_IN_BATTLE, EF_SURVIVED,
    EV_DESTROYS, EV_WON_BATTLE, EV_WOULD_BE_DESTROYED, SC_SELF, ZN_FIELD,
)
from bscore._types cimport CardTable, CT_NEXUS, Frame, GameState, NO_CARD, NO_PLAYER, NO_SLOT, PlayerState, SOUL_SLOT0
from bscore.actions cimport destroy_card, push_frame
from bscore.cores cimport cores_on
from bscore.events cimport emit, end_batch
from bscore.statics cimport cond_holds, keyword, last_known_keywords, level_gate, matches_field, slot_of, timing_holds


cdef int find_replacement(const GameState* g, const CardTable* t, int p, int k, int flags, int* src) noexcept nogil:
    """The first WOULD_BE_DESTROYED ability on player p's field (slot order) that covers the card in slot k
    for a destruction carrying ``flags``; -1 if none. ``src`` gets its card."""
    cdef const PlayerState* pl = &g.players[p]
    cdef int victim = pl.slots[k].inst
    cdef int sk, inst, row, ab, need
    cdef Frame probe
    for sk in range(pl.slot_top):
        inst = pl.slots[sk].inst
        if inst == NO_CARD:
            continue
        row = pl.card_ids[inst]
        if not (t.card_event_mask[row] >> EV_WOULD_BE_DESTROYED) & 1:
            continue
        for ab in range(t.card_ab_start[row], t.card_ab_start[row] + t.card_ab_count[row]):
            if t.ab_kind[ab] != AK_TRIGGERED or t.ab_event[ab] != EV_WOULD_BE_DESTROYED or t.ab_value[ab] != ZN_FIELD:
                continue
            if t.ab_scope[ab] == SC_SELF and sk != k:
                continue
            need = t.ab_flags[ab]
            if flags & need != need:
                continue
            if t.ab_subject[ab] >= 0 and not matches_field(g, t, t.ab_subject[ab], p, p, k, p, inst, p, victim):
                continue
            if not timing_holds(g, t.ab_timing[ab], p, p, inst) or not level_gate(g, t, ab, p, sk):
                continue
            if t.ab_cond[ab] != CN_TRUE:  # read as the replacing frame would (Cond.UNUSED_THIS_TURN: its ability)
                memset(&probe, 0, sizeof(Frame))
                probe.ability = ab
                probe.player = p
                probe.inst = inst
                probe.subj_player = p
                probe.subj_inst = victim
                probe.subj_flags = flags & EVENT_FLAG_BITS
                if not cond_holds(g, t, t.ab_cond[ab], t.ab_cond_arg[ab], p, p, inst, &probe):
                    continue
            src[0] = inst
            return ab
    return -1


cdef bint offer_replacement(GameState* g, const CardTable* t, int p, int k, int flags, int src_inst) noexcept nogil:
    """The card in (p, k) would be destroyed with ``flags`` (by ``src_inst``'s effect, NO_CARD in battle): when a
    replacement covers it, hold the destruction back and start that ability on it (True)."""
    cdef int src = NO_CARD
    cdef int ab = -1
    if (t.event_union >> EV_WOULD_BE_DESTROYED) & 1:
        ab = find_replacement(g, t, p, k, flags, &src)
    if ab < 0 and (t.kw_union >> KW_BLOODCURSE) & 1 and bloodcurse_keeps(g, t, p, k, flags):
        ab = BUILTIN_BLOODCURSE
        src = g.players[p].slots[k].inst
    if ab < 0:
        return False
    push_frame(g, ab, p, src, p, g.players[p].slots[k].inst, cores_on(g, p, k), flags & EVENT_FLAG_BITS, 0)
    g.frames[g.n_frames - 1].index = 0 if src_inst == NO_CARD else src_inst + 1  # DESTROYS, if it goes ahead
    return True


cdef bint bloodcurse_keeps(const GameState* g, const CardTable* t, int p, int k, int flags) noexcept nogil:
    """R18.11: a Spirit with Bloodcurse that the BP comparison or an opposing effect would destroy may stay, paying
    1 core of the opponent's Life and 1 of its own (offered only when both exist, R0.4)."""
    if not (flags & EF_IN_BATTLE or (flags & EF_BY_OPPONENT and flags & EF_BY_EFFECT)):
        return False
    return g.players[1 - p].life > 0 and cores_on(g, p, k) > 0 and keyword(g, t, p, k, KW_BLOODCURSE) >= 0


cdef bint replacement_pending(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil:
    """A replacing ability is resolving for (p, inst): the rule check (R18.1) leaves it to that frame."""
    cdef int i
    for i in range(g.n_frames):
        if (t.ab_event[g.frames[i].ability] == EV_WOULD_BE_DESTROYED and g.frames[i].subj_player == p
                and g.frames[i].subj_inst == inst and t.ab_kind[g.frames[i].ability] == AK_TRIGGERED):
            return True
    return False


cdef bint op_destroy_replaced(GameState* g, const CardTable* t, Frame* fr) noexcept nogil:
    """Op.DESTROY_REPLACED: the held-back destruction of the subject goes ahead, with its events."""
    cdef int p = fr.subj_player
    cdef int k = slot_of(g, p, fr.subj_inst)
    cdef int flags = fr.subj_flags
    cdef int eff = 1 - p if flags & EF_BY_OPPONENT else p
    cdef int wp = 1 - p
    cdef int wk = NO_SLOT
    cdef bint spirit
    fr.pc += 1
    if k < 0:
        return True
    spirit = t.card_type[g.players[p].card_ids[fr.subj_inst]] != CT_NEXUS
    if flags & EF_IN_BATTLE:
        wk = g.blocker if p == g.active else g.attacker
    destroy_card(g, t, p, k, flags, eff)
    if wk != NO_SLOT and g.players[wp].slots[wk].inst != NO_CARD:  # R9.6: the battle's other Spirit won it
        emit(g, t, EV_WON_BATTLE, wp, g.players[wp].slots[wk].inst, last_known_keywords(g, t, wp, wk)
             | (EF_HAD_SOUL if g.players[wp].soul_loc == SOUL_SLOT0 + wk else 0) | EF_SURVIVED,
             cores_on(g, wp, wk), NO_PLAYER)
    elif flags & EF_BY_EFFECT and spirit and p != eff and fr.index:  # its source destroyed an opposing Spirit
        emit(g, t, EV_DESTROYS, eff, fr.index - 1, EF_BY_EFFECT, 0, eff)
    end_batch(g)
    return True
