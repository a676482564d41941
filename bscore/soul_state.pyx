# Group "soul": soul state of contract cards (R16.3; seed 002 "契約カードについて"). Twin:
# pybs/reference/soul_state.py. A contract card leaving the field by an opposing effect may stay in its slot in
# soul state instead (the replacement every contract card gets from the script compiler); there it holds no
# cores and counts as not on the field (soul_state.pxd in_soul) until its own effect ends the state.

from libc.stdint cimport int32_t, uint64_t

from bscore._effects cimport (
    AK_TRIGGERED, DS_DECK_BOTTOM, DS_HAND, EF_BY_EFFECT, EF_BY_OPPONENT, EV_HAND_ADDED, EV_RESERVE_GAINED, EV_RETURNED,
    EV_WOULD_BE_RETURNED, OP_SOUL_ENTER,
)
from bscore._types cimport (
    CardTable, Frame, GameState, MAX_CARD_CORES, MAX_CARDS, MAX_SLOTS, NO_CARD, NO_PLAYER, NO_SLOT, PlayerState, R16F_CONTRACT, SOUL_RESERVE,
    SOUL_SLOT0,
)
from bscore.actions cimport (
    check_depleted, leave_field, push_frame, remove_from_trash, return_to_hand, to_deck_bottom, to_deck_top,
)
from bscore.cores cimport cores_on, void_room
from bscore.events cimport emit, end_batch
from bscore.soul_state cimport soul_slot_of
from bscore.link_state cimport end_links_on_leave  # vocab-B


cdef void enter_soul(GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """R16.3: the card stays where it is; all its cores (the Soul Core too) go to the Reserve. It leaves any
    battle, since it counts as not on the field."""
    cdef PlayerState* pl = &g.players[p]
    cdef bint to_reserve = pl.slots[k].cores > 0 or pl.soul_loc == SOUL_SLOT0 + k
    pl.reserve += pl.slots[k].cores
    pl.slots[k].cores = 0
    if pl.soul_loc == SOUL_SLOT0 + k:
        pl.soul_loc = SOUL_RESERVE
    pl.slots[k].soul = 1
    end_links_on_leave(g, p, k, pl.slots[k].inst)  # vocab-B: off the field, its link ends
    if g.in_battle:
        if p == g.active and g.attacker == k:
            g.attacker = NO_SLOT
        if p != g.active and g.blocker == k:
            g.blocker = NO_SLOT
    if to_reserve:  # "when a core is placed into your Reserve" (as when a card leaves, R6.8)
        emit(g, t, EV_RESERVE_GAINED, p, NO_CARD, 0, 0, NO_PLAYER)
        end_batch(g)


cdef void leave_soul(GameState* g, const CardTable* t, int p, int k, int n) noexcept nogil:
    """Back to normal state, refreshed, with n cores from the Void (fewer if the Void runs out)."""
    cdef PlayerState* pl = &g.players[p]
    if n > void_room(g, p):
        n = void_room(g, p)
    if n > MAX_CARD_CORES:
        n = MAX_CARD_CORES
    if n < 0:
        n = 0
    pl.slots[k].soul = 0
    pl.slots[k].exhaust = 0
    pl.slots[k].cores = n
    pl.void_in += n
    check_depleted(g, t, p, k + 1)  # too few cores for its Lv1: it is depleted (R6.2)


cdef bint exec_soul_op(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil:
    """Op.SOUL_ENTER (the frame's subject) and Op.SOUL_LEAVE (the source card); never a decision."""
    cdef int k
    if op[0] == OP_SOUL_ENTER:
        k = soul_slot_of(g, fr.subj_player, fr.subj_inst)
        if k >= 0 and not g.players[fr.subj_player].slots[k].soul:
            enter_soul(g, t, fr.subj_player, k)
    else:
        k = soul_slot_of(g, fr.player, fr.inst)
        if k >= 0 and g.players[fr.player].slots[k].soul:
            leave_soul(g, t, fr.player, k, op[1])
    fr.pc += 1
    return True


cdef bint soul_states_ok(const GameState* g, const CardTable* t, int p) noexcept nogil:
    """from_bytes: a soul-state marker is 0 or 1, on a contract card in a slot, with no cores, no Soul Core and
    no Brave fused to it (R16.3)."""
    cdef const PlayerState* pl = &g.players[p]
    cdef int k
    for k in range(MAX_SLOTS):
        if pl.slots[k].soul == 0:
            continue
        if pl.slots[k].soul > 1 or pl.slots[k].inst == NO_CARD or pl.slots[k].inst >= pl.n_cards:
            return False
        if not (t.r16_flags[pl.card_ids[pl.slots[k].inst]] & R16F_CONTRACT):
            return False
        if pl.slots[k].cores or pl.soul_loc == SOUL_SLOT0 + k or (t.brave_any and pl.brave[k] != NO_CARD):
            return False
    return True


cdef bint offer_soul_return(GameState* g, const CardTable* t, int p, int k, int dest, int eff_player) noexcept nogil:
    """R16.3: the contract card in (p, k) would be returned to ``dest`` (a Dest) by an effect of eff_player. When
    that is its opponent and it may enter soul state, hold the return back and start its WOULD_BE_RETURNED
    ability (its owner's yes/no) on top of the frame stack (True)."""
    cdef int inst = g.players[p].slots[k].inst
    cdef int row, ab
    if not (t.event_union >> EV_WOULD_BE_RETURNED) & 1 or p == eff_player or g.players[p].slots[k].soul:
        return False
    if t.brave_any and g.players[p].brave[k] != NO_CARD:
        return False  # Cond.SOUL_STATE_ALLOWED
    row = g.players[p].card_ids[inst]
    if not (t.card_event_mask[row] >> EV_WOULD_BE_RETURNED) & 1:
        return False
    for ab in range(t.card_ab_start[row], t.card_ab_start[row] + t.card_ab_count[row]):
        if t.ab_kind[ab] == AK_TRIGGERED and t.ab_event[ab] == EV_WOULD_BE_RETURNED:
            push_frame(g, ab, p, inst, p, inst, cores_on(g, p, k), EF_BY_EFFECT | EF_BY_OPPONENT, 0)
            g.frames[g.n_frames - 1].index = dest
            return True
    return False


cdef inline void to_deck(GameState* g, int p, int inst, int dest) noexcept nogil:
    if dest == DS_DECK_BOTTOM:
        to_deck_bottom(g, p, inst)
    else:
        to_deck_top(g, p, inst)


cdef bint op_return_replaced(GameState* g, const CardTable* t, Frame* fr) noexcept nogil:
    """Op.RETURN_REPLACED: the held-back return of the subject goes ahead (to the Dest in fr.index)."""
    cdef int p = fr.subj_player
    cdef int inst = fr.subj_inst
    cdef int k = soul_slot_of(g, p, inst)
    cdef uint64_t sources
    cdef int i
    fr.pc += 1
    if k < 0:
        return True
    if fr.index == DS_HAND:
        return_to_hand(g, t, p, k)
        emit(g, t, EV_HAND_ADDED, p, NO_CARD, EF_BY_EFFECT, 0, 1 - p)  # as TO_HAND's hand_added: the opponent's op
    else:
        sources = g.players[p].advent_sources[k]
        leave_field(g, t, p, k, False)  # through the Trash, as TO_DECK does (R6.8)
        remove_from_trash(g, p, inst)
        to_deck(g, p, inst, fr.index)
        for i in range(MAX_CARDS):  # R15.4: its Advent sources go to the deck as well
            if (sources >> i) & 1:
                remove_from_trash(g, p, i)
                to_deck(g, p, i, fr.index)
        emit(g, t, EV_RETURNED, p, inst, 0, 0, NO_PLAYER)
    end_batch(g)
    return True
