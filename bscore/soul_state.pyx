# Group "soul": soul state of contract cards (R16.3; seed 002 "契約カードについて"). Twin:
# pybs/reference/soul_state.py. A contract card leaving the field by an opposing effect may stay in its slot in
# soul state instead (the replacement every contract card gets from the script compiler); there it holds no
# cores and counts as not on the field (soul_state.pxd in_soul) until its own effect ends the state.

from libc.stdint cimport int32_t

from bscore._effects cimport EV_RESERVE_GAINED, OP_SOUL_ENTER
from bscore._types cimport (
    CardTable, Frame, GameState, MAX_CARD_CORES, MAX_SLOTS, NO_CARD, NO_PLAYER, NO_SLOT, PlayerState, R16F_CONTRACT, SOUL_RESERVE,
    SOUL_SLOT0,
)
from bscore.actions cimport check_depleted
from bscore.cores cimport void_room
from bscore.events cimport emit, end_batch
from bscore.soul_state cimport soul_slot_of


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
