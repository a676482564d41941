# Issue 9, group "r16": the Count area (R16.2), Rebirth flips (R16.1) and contract cards starting in
# hand (R3.4, R16.3). Twin: pybs/reference/r16.py. A flipped card's card_ids entry holds its back
# face's row, so every rule reads the face it shows; leave_field (actions.pyx) turns it back.

from libc.stdint cimport int32_t

from bscore._effects cimport EF_BY_EFFECT, EV_REBIRTHED, OP_COUNT_UP, OP_REBIRTH
from bscore._types cimport CardTable, Frame, GameState, NO_CARD, PlayerState, R16F_CONTRACT
from bscore.actions cimport check_depleted
from bscore.cores cimport void_room
from bscore.events cimport emit, end_batch
from bscore.statics cimport slot_of
from bscore.targets cimport amount_of


cdef bint exec_r16_op(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil:
    """Op.COUNT_UP and Op.REBIRTH; never a decision."""
    cdef PlayerState* pl = &g.players[fr.player]
    cdef int n, k, row
    if op[0] == OP_COUNT_UP:  # R16.2: Count cores come from the Void
        n = amount_of(fr, op[1])
        if n > void_room(g, fr.player):
            n = void_room(g, fr.player)
        if n > 0:
            pl.count_cores += n
            pl.void_in += n
    elif op[0] == OP_REBIRTH and fr.inst != NO_CARD:
        k = slot_of(g, fr.player, fr.inst)
        if k >= 0 and not pl.slots[k].flipped and pl.count_cores <= op[1]:  # R16.1: "Count N or less"
            row = t.back_row[pl.card_ids[fr.inst]]
            if row >= 0:
                pl.card_ids[fr.inst] = row  # mods name the instance, so effects in force carry over
                pl.slots[k].flipped = 1
                emit(g, t, EV_REBIRTHED, fr.player, fr.inst, EF_BY_EFFECT, 0, fr.player)
                check_depleted(g, t, fr.player, k + 1)  # the back face's levels may need more cores (R6.2)
                end_batch(g)
    fr.pc += 1
    return True


cdef void contract_to_hand_scan(GameState* g, const CardTable* t, int p) noexcept nogil:
    """R3.4: a player whose shuffled deck holds a contract card sets the topmost one aside and draws one card
    fewer, then adds it to the hand. Moving it to the top of the deck before the opening draw is the same:
    the draw takes it plus the next cards of the shuffled deck. The option is always taken."""
    cdef PlayerState* pl = &g.players[p]
    cdef int i, j, inst
    for i in range(pl.deck_count - 1, -1, -1):  # from the top: the first contract card met
        inst = pl.deck[i]
        if t.r16_flags[pl.card_ids[inst]] & R16F_CONTRACT:
            for j in range(i, pl.deck_count - 1):
                pl.deck[j] = pl.deck[j + 1]
            pl.deck[pl.deck_count - 1] = inst
            return
