# The "zones" ops (docs/EFFECTS.md "Zones"): cards to a deck, discards from hand, tokens (R18.8) and the
# simultaneous-destruction rule of Immortal (R18.3). Twin: the matching handlers in pybs/reference/ops.py.

from libc.stdint cimport int32_t, uint64_t
from libc.string cimport memset

from bscore._effects cimport *
from bscore._types cimport (
    CardTable, DK_CHOOSE, FRAME_CHOOSING, FRAME_MAGIC, FRAME_WAITING, Frame, GameState, MAX_CARDS, NO_CARD, NO_PLAYER, ORIGIN_EFFECT, PlayerState,
    SOUL_TRASH, USE_EXHAUSTED, USE_JOINED, USE_SUMMON,
)
from bscore.actions cimport (
    check_depleted, continue_use, edecide, leave_field, remove_from_trash, stash_magic_use, take_from_hand, to_deck_bottom,
    to_deck_top, to_trash,
)
from bscore.braves cimport brave_to_deck
from bscore.cores cimport free_slot, take_core
from bscore.events cimport emit, end_batch
from bscore.levels cimport min_cores
from bscore.rng cimport bounded
from bscore.soul_state cimport offer_soul_return
from bscore.statics cimport available_cores, rule_value, slot_of
from bscore.statics cimport own_rule_in_force  # vocab-D
from bscore.zone_arrays cimport index_in
from bscore.targets cimport MAX_CANDS, pack, pay_core_sources


cdef bint in_trash(const GameState* g, int p, int inst) noexcept nogil:
    cdef int i
    for i in range(g.players[p].trash_count):
        if g.players[p].trash[i] == inst:
            return True
    return False


cdef void sources_to_deck(GameState* g, int p, uint64_t sources, int dest) noexcept nogil:
    """The Advent sources that went to the Trash with their card follow it to the deck (R15.4)."""
    cdef int i
    for i in range(MAX_CARDS):
        if (sources >> i) & 1:
            remove_from_trash(g, p, i)
            if dest == DS_DECK_BOTTOM:
                to_deck_bottom(g, p, i)
            else:
                to_deck_top(g, p, i)


cdef bint op_move_targets(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil:
    """TO_DECK: each target (field, hand or Trash) to its owner's deck top or bottom, in target order;
    one from the field leaves it (cores to the Reserve) and is RETURNED. HAND_DISCARD: each target
    still in a hand goes to its owner's Trash and is HAND_DISCARDED."""
    cdef int i, p, inst, k, h, brave
    cdef int flags
    cdef uint64_t sources = 0
    cdef int n = g.n_frames
    for i in range(fr.n_targets):
        p = fr.targets[i] >> 6
        inst = fr.targets[i] & 63
        h = index_in(g.players[p].hand, g.players[p].hand_count, inst)
        if op[0] == OP_HAND_DISCARD:
            # vocab-D: Rule.NO_HAND_DISCARD, "opposing effects cannot discard cards from your hand"
            if h >= 0 and not (p != fr.player and own_rule_in_force(g, t, RL_NO_HAND_DISCARD, p)):
                take_from_hand(g, p, h)
                to_trash(g, p, inst)
                flags = EF_BY_EFFECT | (EF_BY_OPPONENT if p != fr.player else 0)
                emit(g, t, EV_HAND_DISCARDED, p, inst, flags, 0, fr.player)
            continue
        k = slot_of(g, p, inst)
        if k >= 0 and p != fr.player and rule_value(g, t, RL_NO_RETURN, p, k) >= 0:  # BSS01-084
            continue
        if k >= 0 and offer_soul_return(g, t, p, k, op[1], fr.player):  # R16.3: held back, its frame on top
            continue
        if k >= 0 and t.card_flags[g.players[p].card_ids[inst]] & CFL_TOKEN:
            leave_field(g, t, p, k, False)  # R18.8: a token leaves the game
            emit(g, t, EV_RETURNED, p, inst, 0, 0, NO_PLAYER)
            continue
        brave = g.players[p].brave[k] if k >= 0 and t.brave_any else NO_CARD
        if k >= 0:
            sources = g.players[p].advent_sources[k]
            leave_field(g, t, p, k, False)  # through the Trash: cores and Soul Core as any leaving (R6.8)
            remove_from_trash(g, p, inst)
        elif h >= 0:
            take_from_hand(g, p, h)
        elif in_trash(g, p, inst):
            remove_from_trash(g, p, inst)
        else:
            continue
        if op[1] == DS_DECK_BOTTOM:
            to_deck_bottom(g, p, inst)
        else:
            to_deck_top(g, p, inst)
        if k >= 0:
            sources_to_deck(g, p, sources, op[1])  # R15.4: its Advent sources go to the deck as well
            brave_to_deck(g, p, brave, op[1])  # CN 2.1 item 3: a Brave not kept goes there too
            emit(g, t, EV_RETURNED, p, inst, 0, 0, NO_PLAYER)
    end_batch(g)
    fr.pc += 1
    return g.n_frames == n  # a soul-state offer on top resolves first (R16.3)


cdef int new_token_instance(GameState* g, const CardTable* t, int p, int row) noexcept nogil:
    """A fresh instance of player p holding card row (R18.8); when all MAX_CARDS are used, the instance
    of a token that left the game is reused. -1 when there is none."""
    cdef PlayerState* pl = &g.players[p]
    cdef int inst
    if pl.n_cards < MAX_CARDS:
        inst = pl.n_cards
        pl.n_cards += 1
        pl.card_ids[inst] = row
        return inst
    for inst in range(MAX_CARDS):
        if t.card_flags[pl.card_ids[inst]] & CFL_TOKEN and slot_of(g, p, inst) < 0:
            pl.card_ids[inst] = row
            return inst
    return -1


cdef void token_skipped(GameState* g, Frame* fr, int sflags) noexcept nogil:
    """No token this time; the last token op of a group closes the event its earlier tokens left open (R18.12)."""
    if not sflags & SF_JOINED:
        end_batch(g)
    fr.pc += 1


cdef bint op_token(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil:
    """The controller summons one token (R18.8): cost 0, its cores placed from their own as in any
    summon; with no free slot or too few cores to place (R0.4), nothing happens."""
    return summon_token_row(g, t, fr, op[1], op[2])


cdef bint summon_token_row(GameState* g, const CardTable* t, Frame* fr, int row, int sflags) noexcept nogil:
    """Summon one token of card ``row`` for the frame's controller (SummonFlag bits ``sflags``); True when it
    was skipped (the frame moved on), False when its summon started (PLACE)."""
    cdef int p = fr.player
    cdef int inst
    if free_slot(g, p) < 0 or available_cores(g, t, p, False) < min_cores(t, row):
        token_skipped(g, fr, sflags)
        return True
    inst = new_token_instance(g, t, p, row)
    if inst < 0:
        token_skipped(g, fr, sflags)
        return True
    fr.flags |= FRAME_WAITING
    stash_magic_use(g, fr)
    g.use_player = p
    g.use_inst = inst
    g.use_kind = USE_SUMMON
    g.use_origin = ORIGIN_EFFECT
    g.use_flags = (USE_EXHAUSTED if sflags & SF_EXHAUSTED else 0) | (USE_JOINED if sflags & SF_JOINED else 0)
    g.use_cost_left = 0
    continue_use(g)
    return False


cdef void drop_trash_triggers_of_targets(GameState* g, const CardTable* t, const Frame* fr) noexcept nogil:
    """R18.3: a card destroyed together with the Spirit it would answer does not answer it: triggers of
    this batch that work from the Trash and belong to one of the destroyed targets leave the queue."""
    cdef int i = 0
    cdef int j, ab
    cdef bint drop
    while i < g.n_queue:
        ab = g.queue[i].ability
        drop = False
        if g.queue[i].batch == g.next_batch and t.ab_value[ab] == ZN_TRASH and t.ab_kind[ab] == AK_TRIGGERED:
            for j in range(fr.n_targets):
                if fr.targets[j] == pack(g.queue[i].player, g.queue[i].inst):
                    drop = True
        if drop:
            for j in range(i, g.n_queue - 1):
                g.queue[j] = g.queue[j + 1]
            g.n_queue -= 1
            memset(&g.queue[g.n_queue], 0, sizeof(g.queue[0]))
        else:
            i += 1


cdef bint op_reveal_hand(GameState* g, Frame* fr, const int32_t* op) noexcept nogil:
    """One card of a player's hand, picked at random with the game's RNG, is revealed. Nothing records it:
    as with any reveal that asks no decision, no observer sees the card (docs/EFFECTS.md "Zones")."""
    cdef int p = fr.player if op[1] == WHO_CONTROLLER else 1 - fr.player
    if g.players[p].hand_count:
        bounded(g.rng, g.players[p].hand_count)
    fr.pc += 1
    return True


cdef bint op_pay_cores(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil:
    """The payer (op[4]: the controller, or the opponent) pays op[1] cores from their Reserve or field cards, one
    CHOOSE per core; it stops early when no core is left (guard a cost with CORES_AT_LEAST, R0.4)."""
    cdef int cands[MAX_CANDS]
    if not (fr.flags & FRAME_CHOOSING):
        fr.flags |= FRAME_CHOOSING
        fr.num = op[1]
    if fr.num <= 0 or pay_core_sources(g, t, core_payer(fr, op), (op[3] & CF_NO_SOUL) != 0, cands) == 0:
        fr.flags &= ~FRAME_CHOOSING
        fr.num = 0
        fr.pc += 1
        return True
    edecide(g, DK_CHOOSE, core_payer(fr, op))
    return False


cdef void pay_core(GameState* g, const CardTable* t, Frame* fr, const int32_t* op, int source) noexcept nogil:
    """One core paid from source (loc * 2 + kind) to the Trash or the Void; a card below Lv1 is depleted
    (R6.2, as when paying a cost: no event)."""
    cdef int p = core_payer(fr, op)
    cdef int loc = source >> 1
    cdef int kind = source & 1
    take_core(g, p, loc, kind)
    if kind:
        g.players[p].soul_loc = SOUL_TRASH  # never to the Void (CF_NO_SOUL there)
    elif op[2] == CZ_VOID:
        g.players[p].void_out += 1
    else:
        g.players[p].trash_cores += 1
    check_depleted(g, t, p, loc)
    fr.num -= 1
