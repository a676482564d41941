# Ultimates (R14): the printed summon condition (R8.2, R14.2) and the U-Trigger op with the Trigger Counter
# (R14.3).
# Twin: pybs/reference/ultimates.py.

from libc.stdint cimport int32_t

from bscore.brave_stats cimport card_cost  # mirage group: a Braved Ultimate's cost (R12.2)
from bscore._effects cimport (
    AK_STATIC, CN_TRUE, EF_BY_EFFECT, EF_BY_OPPONENT, EV_DECK_DISCARDED, EV_U_TRIGGER_HIT, MD_TRIGGER_COUNTER, ST_ULTIMATE_SUMMON,
)
from bscore._types cimport (
    CardTable, CT_SPIRIT, CT_ULTIMATE, FRAME_NESTED, FRAME_SUBSTEP, Frame, GameState, NO_CARD, PlayerState,
)
from bscore.actions cimport to_trash
from bscore.effect_extras cimport capped_discard
from bscore.events cimport drop_mod, emit, end_batch
from bscore.soul_state cimport in_soul
from bscore.statics cimport cond_holds
from bscore.statics cimport deck_locked  # CB01


cdef inline int spirit_colors(const CardTable* t, const PlayerState* pl, int k) noexcept nogil:
    """The colours of the Spirit in slot k, a fused Brave's included (R12.2)."""
    cdef int colors = t.colors[pl.card_ids[pl.slots[k].inst]]
    if t.brave_any and pl.brave[k] != NO_CARD:
        colors |= t.colors[pl.card_ids[pl.brave[k]]]
    return colors


cdef bint ultimate_summon_ok(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil:
    """R8.2, R14.2: (p, inst) may be summoned as far as its printed summon condition goes: the colour of one of
    p's Spirits (card data) and its scripted condition (Static.ULTIMATE_SUMMON). Not an Ultimate: True."""
    cdef int row = g.players[p].card_ids[inst]
    cdef const PlayerState* pl = &g.players[p]
    cdef int k, ab
    cdef bint found
    if t.card_type[row] != CT_ULTIMATE:
        return True
    if t.summon_colors[row]:
        found = False
        for k in range(pl.slot_top):
            if pl.slots[k].inst != NO_CARD and t.card_type[pl.card_ids[pl.slots[k].inst]] == CT_SPIRIT and \
                    spirit_colors(t, pl, k) & t.summon_colors[row] and not in_soul(g, t, p, k):  # R16.3
                found = True
                break
        if not found:
            return False
    if (t.card_static_mask[row] >> ST_ULTIMATE_SUMMON) & 1:
        for ab in range(t.card_ab_start[row], t.card_ab_start[row] + t.card_ab_count[row]):
            if t.ab_kind[ab] == AK_STATIC and t.ab_static[ab] == ST_ULTIMATE_SUMMON and t.ab_cond[ab] != CN_TRUE \
                    and not cond_holds(g, t, t.ab_cond[ab], t.ab_cond_arg[ab], p, p, inst, NULL):
                return False
    return True


cdef bint op_u_trigger(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil:
    """Op.U_TRIGGER (R14.3). The frame's amount becomes 1 on a Hit, 0 on a Guard. The trashed card is a discard
    from the deck, so effects it triggers resolve before the Hit effect (R10.6): the op yields once."""
    cdef int opp = 1 - fr.player
    cdef PlayerState* pl = &g.players[opp]
    cdef int inst, i
    if fr.flags & FRAME_SUBSTEP:  # back after the discard's own triggers
        fr.flags &= ~(FRAME_SUBSTEP | FRAME_NESTED)
        fr.pc += 1
        return True
    fr.amount = 0
    # an empty deck (or a discard cap of 0) trashes nothing: nothing to compare, so no Hit (docs/MECHANICS.md)
    if pl.deck_count == 0 or capped_discard(g, opp, 1) <= 0 or deck_locked(g, opp):  # CB01-076
        fr.pc += 1
        return True
    pl.deck_count -= 1
    inst = pl.deck[pl.deck_count]
    pl.deck[pl.deck_count] = NO_CARD
    to_trash(g, opp, inst)
    # R12.2, CN 2.1: a Braved Ultimate's cost is the pair's ("合体了的究极也…追加「费用」")
    if card_cost(g, t, fr.player, fr.inst) > t.cost[pl.card_ids[inst]]:
        fr.amount = 1  # Hit: the Ultimate costs more
        for i in range(g.n_mods):  # a Trigger Counter turns it into a Guard and is used up
            if g.mods[i].kind == MD_TRIGGER_COUNTER and g.mods[i].player == opp and g.mods[i].inst == NO_CARD:
                drop_mod(g, i)
                fr.amount = 0
                break
    fr.picks = g.next_batch  # triggers from this batch on belong to the discard
    fr.flags |= FRAME_SUBSTEP | FRAME_NESTED
    emit(g, t, EV_DECK_DISCARDED, opp, inst, EF_BY_EFFECT | EF_BY_OPPONENT, 0, fr.player)
    if fr.amount:
        emit(g, t, EV_U_TRIGGER_HIT, fr.player, fr.inst, EF_BY_EFFECT, 0, fr.player)
    end_batch(g)
    return False
