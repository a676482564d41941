# Candidate lists for effect choices: which cards a filter can pick, in engine order.
# Twin: EffectsMixin.candidates and the choices.py candidate lists in pybs/reference.

from libc.stdint cimport int32_t, uint8_t

from bscore._effects cimport *
from bscore._types cimport CardTable, Frame, GameState, NO_CARD, PlayerState
from bscore.cores cimport free_slot
from bscore.levels cimport is_battler, min_cores
from bscore.statics cimport available_cores, cost_to_pay, matches_card, matches_field, targetable
from bscore.keyword_rules cimport summon_used_up


cdef bint taken(const Frame* fr, int packed) noexcept nogil:
    cdef int i
    for i in range(fr.n_targets):
        if fr.targets[i] == packed:
            return True
    return False


cdef int candidates(const GameState* g, const CardTable* t, const Frame* fr, int fid, bint select,
                    int* out) noexcept nogil:
    """Cards matching filter fid for the frame's controller, in engine order (packed)."""
    cdef const int32_t* f = t.filters + fid * FILTER_WIDTH
    cdef int q = fr.player
    cdef int src_row = g.players[q].card_ids[fr.inst] if fr.inst != NO_CARD else -1
    cdef int n = 0
    cdef int zone = f[FF_ZONE]
    cdef int s, side, k, i, inst, n_sides, count
    cdef int sides[2]
    cdef const PlayerState* pl
    cdef const uint8_t* cards
    if zone == ZN_BUFFER:
        for i in range(fr.n_buffer):
            inst = fr.buffer[i]
            if matches_card(g, t, fid, q, fr.buffer_owner, inst, q, fr.inst, fr.subj_player, fr.subj_inst):
                out[n] = pack(fr.buffer_owner, inst)
                n += 1
        return n
    if f[FF_SIDE] == SD_MINE:
        sides[0] = q
        n_sides = 1
    elif f[FF_SIDE] == SD_OPPONENT:
        sides[0] = 1 - q
        n_sides = 1
    else:
        sides[0] = q
        sides[1] = 1 - q
        n_sides = 2
    for s in range(n_sides):
        side = sides[s]
        pl = &g.players[side]
        if zone == ZN_FIELD:
            for k in range(pl.slot_top):
                if pl.slots[k].inst == NO_CARD or taken(fr, pack(side, pl.slots[k].inst)):
                    continue
                if matches_field(g, t, fid, q, side, k, q, fr.inst, fr.subj_player, fr.subj_inst) and (
                        not select or targetable(g, t, side, k, q, src_row)):
                    if n < MAX_CANDS:
                        out[n] = pack(side, pl.slots[k].inst)
                        n += 1
        else:
            if zone == ZN_TRASH:
                cards = &pl.trash[0]
            else:
                cards = &pl.hand[0]
            count = pl.trash_count if zone == ZN_TRASH else pl.hand_count
            for i in range(count):
                inst = cards[i]
                if not taken(fr, pack(side, inst)) and matches_card(
                        g, t, fid, q, side, inst, q, fr.inst, fr.subj_player, fr.subj_inst):
                    if n < MAX_CANDS:
                        out[n] = pack(side, inst)
                        n += 1
    return n


cdef int cost_sum_candidates(const GameState* g, const CardTable* t, const Frame* fr, const int32_t* op,
                             int* out) noexcept nogil:
    cdef int all_[MAX_CANDS]
    cdef int n = candidates(g, t, fr, op[1], True, all_)
    cdef int m = 0
    cdef int i, row
    for i in range(n):
        row = g.players[all_[i] >> 6].card_ids[all_[i] & 63]
        if t.cost[row] <= fr.num:
            out[m] = all_[i]
            m += 1
    return m


cdef int summon_candidates(const GameState* g, const CardTable* t, const Frame* fr, const int32_t* op,
                           int* out) noexcept nogil:
    cdef int all_[MAX_CANDS]
    cdef int q = fr.player
    cdef int n, m, i, p, inst, row, place
    if free_slot(g, q) < 0:
        return 0
    n = candidates(g, t, fr, op[1], False, all_)
    m = 0
    for i in range(n):
        p = all_[i] >> 6
        inst = all_[i] & 63
        row = g.players[p].card_ids[inst]
        if not is_battler(t, row) or summon_used_up(g, t, p, inst):
            continue
        place = min_cores(t, row)  # cores to place, paid or not
        if available_cores(g, q, (op[2] & 2) != 0) < (cost_to_pay(g, t, q, inst) if op[2] & 1 else 0) + place:
            continue
        out[m] = all_[i]
        m += 1
    return m


cdef int choose_options(const GameState* g, const CardTable* t, int* out, bint* pass_ok) noexcept nogil:
    """Options of the pending CHOOSE decision; pass_ok says whether PASS is allowed."""
    cdef const Frame* fr = &g.frames[g.n_frames - 1]
    cdef const int32_t* op = op_at(t, fr)
    cdef int code = op[0]
    cdef int i
    if code == OP_CHOOSE:
        pass_ok[0] = fr.picks >= choose_bound(fr, op[2])
        return candidates(g, t, fr, op[1], True, out)
    if code == OP_CHOOSE_COST_SUM:
        pass_ok[0] = True
        return cost_sum_candidates(g, t, fr, op, out)
    if code == OP_PICK:
        pass_ok[0] = fr.picks >= op[2]
        return candidates(g, t, fr, op[1], False, out)
    if code == OP_SUMMON:
        pass_ok[0] = op[3] != 0
        return summon_candidates(g, t, fr, op, out)
    if code == OP_REST:  # the next card to place, in any order
        pass_ok[0] = False
        for i in range(fr.n_buffer):
            out[i] = pack(fr.buffer_owner, fr.buffer[i])
        return fr.n_buffer
    pass_ok[0] = False  # CORES ... UP_TO: how many, 0..num
    for i in range(fr.num + 1):
        out[i] = i
    return fr.num + 1
