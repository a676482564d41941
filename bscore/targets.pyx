# Candidate lists for effect choices: which cards a filter can pick, in engine order.
# Twin: EffectsMixin.candidates and the choices.py candidate lists in pybs/reference.

from libc.stdint cimport int32_t, uint8_t

from bscore.events cimport last_known_bp
from bscore.brave_stats cimport card_cost
from bscore._effects cimport *
from bscore._types cimport CardTable, CT_BRAVE, CT_NEXUS, CT_SPIRIT, Frame, GameState, MAX_FAMILIES, NO_CARD, PlayerState
from bscore.cores cimport core_locked, free_slot, has_core
from bscore.keyword_rules cimport shielded_from_source, summon_used_up
from bscore.ultimates cimport ultimate_summon_ok
from bscore.levels cimport bp_at, is_battler, min_cores
from bscore.soul_state cimport in_soul
from bscore.statics cimport (
    available_cores, cost_to_pay, effective_bp, matches_card, matches_field, matches_off_field, slot_of, targetable,
)
from bscore._effects cimport CFL_EXTRA_SUMMON_COST, REL_BP_OF_DEFEATED  # ascend group
from bscore.ascend cimport defeated_bp  # ascend group
from bscore.statics cimport all_families_share, name_held, target_relation_ok  # vocab-A


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
            if taken(fr, pack(fr.buffer_owner, inst)):  # a card already chosen is not offered again (BSS06-069)
                continue
            if matches_card(g, t, fid, q, fr.buffer_owner, inst, q, fr.inst, fr.subj_player, fr.subj_inst) and \
                    off_field_ok(g, t, fr, fid, fr.buffer_owner, inst):
                out[n] = pack(fr.buffer_owner, inst)
                n += 1
        n = only_costliest(g, t, fr, fid, select, out, n)
        return union_candidates(g, t, fr, fid, select, out, n) if f[FF_UNION] or f[FF_FLAGS] & FL_NEW_NAME else n
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
                        not select or targetable(g, t, side, k, q, src_row) and not shielded_from_source(
                            g, t, ST_UNTARGETABLE_BY, side, k, q, fr.inst)) and (
                        not f[FF_RELATION] or relation_ok(g, t, fr, f[FF_RELATION], side, pl.slots[k].inst, k)):
                    if n < MAX_CANDS:
                        out[n] = pack(side, pl.slots[k].inst)
                        n += 1
        elif zone == ZN_BURST:  # levels group: the set Burst card (it places itself, BSS03-116)
            inst = pl.burst_inst
            if inst != NO_CARD and not taken(fr, pack(side, inst)) and matches_card(
                    g, t, fid, q, side, inst, q, fr.inst, fr.subj_player, fr.subj_inst) and \
                    off_field_ok(g, t, fr, fid, side, inst):
                out[n] = pack(side, inst)
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
                        g, t, fid, q, side, inst, q, fr.inst, fr.subj_player, fr.subj_inst) and \
                        off_field_ok(g, t, fr, fid, side, inst):
                    if n < MAX_CANDS:
                        out[n] = pack(side, inst)
                        n += 1
    n = only_costliest(g, t, fr, fid, select, out, n)
    return union_candidates(g, t, fr, fid, select, out, n) if f[FF_UNION] or f[FF_FLAGS] & FL_NEW_NAME else n


cdef int union_candidates(const GameState* g, const CardTable* t, const Frame* fr, int fid, bint select, int* out,
                          int n) noexcept nogil:
    """vocab-A: F.UNION: the candidates of the filter's union (its own zone and sides) after its own, each card once;
    then FilterFlag.NEW_NAME: only cards whose name no target has."""
    cdef const int32_t* f = t.filters + fid * FILTER_WIDTH
    cdef int more[MAX_CANDS]
    cdef int i, j, m
    cdef bint seen
    if f[FF_UNION]:
        m = candidates(g, t, fr, f[FF_UNION] - 1, select, more)
        for i in range(m):
            seen = False
            for j in range(n):
                if out[j] == more[i]:
                    seen = True
                    break
            if not seen and n < MAX_CANDS:
                out[n] = more[i]
                n += 1
    if f[FF_FLAGS] & FL_NEW_NAME:
        m = 0
        for i in range(n):
            if not name_held(g, t, fr, out[i]):
                out[m] = out[i]
                m += 1
        n = m
    return n


cdef bint from_union_zone(const GameState* g, const CardTable* t, int fid, int p, int inst) noexcept nogil:
    """vocab-A: a SUMMON's pick lies in its filter union's zone, not in the filter's own (hand or Trash)."""
    cdef const int32_t* f = t.filters + fid * FILTER_WIDTH
    cdef const PlayerState* pl = &g.players[p]
    cdef int i
    if not f[FF_UNION]:
        return False
    if f[FF_ZONE] == ZN_TRASH:
        for i in range(pl.trash_count):
            if pl.trash[i] == inst:
                return False
    elif f[FF_ZONE] == ZN_HAND:
        for i in range(pl.hand_count):
            if pl.hand[i] == inst:
                return False
    return True


cdef void keep_chosen_only(Frame* fr) noexcept nogil:
    """vocab-A: a CHOOSE that read the targets held (against_targets) ends: only the cards it chose stay targets."""
    cdef int old = fr.n_targets - fr.picks
    cdef int i
    for i in range(fr.picks):
        fr.targets[i] = fr.targets[old + i]
    for i in range(fr.picks, fr.n_targets):
        fr.targets[i] = 0
    fr.n_targets = fr.picks


cdef bint off_field_ok(const GameState* g, const CardTable* t, const Frame* fr, int fid, int p,
                       int inst) noexcept nogil:
    """The keyword and relation parts of filter fid for a card in hand, Trash or the buffer."""
    cdef int rel = t.filters[fid * FILTER_WIDTH + FF_RELATION]
    return matches_off_field(g, t, fid, p, inst) and (not rel or relation_ok(g, t, fr, rel, p, inst, -1))


cdef int source_bp(const GameState* g, const CardTable* t, const Frame* fr) noexcept nogil:
    """The source card's BP; if it left the field as this event's subject, its last-known BP."""
    cdef int k = slot_of(g, fr.player, fr.inst) if fr.inst != NO_CARD else -1
    if k >= 0:
        return effective_bp(g, t, fr.player, k)
    if fr.inst != NO_CARD and fr.subj_player == fr.player and fr.subj_inst == fr.inst:
        k = last_known_bp(g, fr.player, fr.inst)  # R10.7: its BP as it was destroyed, every change included
        return k if k >= 0 else bp_at(t, g.players[fr.player].card_ids[fr.inst], fr.subj_cores)
    return -1


cdef bint relation_ok(const GameState* g, const CardTable* t, const Frame* fr, int rel, int p, int inst,
                      int k) noexcept nogil:
    """F.RELATION for card (p, inst) in slot k (-1 off the field); COST_MOST is applied to the whole list."""
    cdef int row = g.players[p].card_ids[inst]
    cdef int ref, kk, i, j, other, trow, fam
    cdef const PlayerState* pl
    if rel == REL_BP_AT_MOST_SELF or rel == REL_BP_EQUAL_SELF:
        ref = source_bp(g, t, fr)
        if k < 0 or ref < 0 or not is_battler(t, row):
            return False
        if rel == REL_BP_AT_MOST_SELF:
            return effective_bp(g, t, p, k) <= ref
        return effective_bp(g, t, p, k) == ref
    if rel == REL_COST_BELOW_SUBJECT:
        if fr.subj_inst == NO_CARD:
            return False
        return t.cost[row] < t.cost[g.players[fr.subj_player].card_ids[fr.subj_inst]]
    if rel == REL_COST_OF_MY_SPIRIT:
        pl = &g.players[fr.player]
        for kk in range(pl.slot_top):
            if pl.slots[kk].inst == NO_CARD or in_soul(g, t, fr.player, kk):  # R16.3: off the field
                continue
            other = pl.card_ids[pl.slots[kk].inst]
            if (t.card_type[other] == CT_SPIRIT or t.card_type[other] == CT_BRAVE) and t.cost[other] == t.cost[row]:
                return True
        return False
    if rel == REL_SHARES_FAMILY_WITH_TARGET:
        if fr.n_targets == 0:
            return False
        trow = g.players[fr.targets[0] >> 6].card_ids[fr.targets[0] & 63]
        i = all_families_share(g, t, p, inst, fr.targets[0] >> 6, fr.targets[0] & 63)  # vocab-A
        if i >= 0:
            return i == 1
        for i in range(MAX_FAMILIES):
            fam = t.families[row * MAX_FAMILIES + i]
            if fam == 0:
                continue
            for j in range(MAX_FAMILIES):
                if t.families[trow * MAX_FAMILIES + j] == fam:
                    return True
        return False
    if rel == REL_BP_OF_DEFEATED:  # ascend group: BSS01-102
        return k >= 0 and is_battler(t, row) and effective_bp(g, t, p, k) == defeated_bp(g, fr.player)
    if REL_BP_AT_MOST_TARGET <= rel <= REL_COST_ABOVE_AMOUNT:  # vocab-A: the first target, the amount
        return target_relation_ok(g, t, fr, rel, p, inst, k)
    if rel == REL_COST_IS_AMOUNT or rel == REL_BP_ABOVE_OPP_MAX:
        return levels_relation_ok(g, t, fr, rel, p, inst, k)
    if rel == REL_COST_BELOW_SOURCE:  # pool II: cheaper than the source card (its printed cost)
        return fr.inst != NO_CARD and card_cost(g, t, p, inst) < t.cost[g.players[fr.player].card_ids[fr.inst]]
    if rel == REL_HAS_CHOSEN_COLOR:  # pool II: the colour CHOOSE_COLOR picked (a colour bit in the amount)
        return (t.colors[row] & fr.amount) != 0
    return True


cdef bint levels_relation_ok(const GameState* g, const CardTable* t, const Frame* fr, int rel, int p, int inst,
                             int k) noexcept nogil:
    """The levels group's relations: cost equal to the amount (BSS02-058), above every opposing BP (BSS02-093)."""
    cdef const PlayerState* opp = &g.players[1 - fr.player]
    cdef int kk, top = 0
    if rel == REL_COST_IS_AMOUNT:
        return t.cost[g.players[p].card_ids[inst]] == fr.amount
    if k < 0:
        return False
    for kk in range(opp.slot_top):
        if opp.slots[kk].inst != NO_CARD and is_battler(t, opp.card_ids[opp.slots[kk].inst]) and \
                not in_soul(g, t, 1 - fr.player, kk):  # R16.3
            if effective_bp(g, t, 1 - fr.player, kk) > top:
                top = effective_bp(g, t, 1 - fr.player, kk)
    return effective_bp(g, t, p, k) > top


cdef int only_costliest(const GameState* g, const CardTable* t, const Frame* fr, int fid, bint select, int* out,
                        int n) noexcept nogil:
    """Rel.COST_MOST: keep the candidates that cost the most of every matching card (an untargetable
    costlier card leaves nothing to select)."""
    cdef int every[MAX_CANDS]
    cdef int i, m = 0, top = -1, c, n_all
    cdef int rel = t.filters[fid * FILTER_WIDTH + FF_RELATION]
    if rel != REL_COST_MOST and rel != REL_COST_LEAST:  # vocab-A: COST_LEAST, the cheapest
        return n
    n_all = candidates(g, t, fr, fid, False, every) if select else n
    for i in range(n_all):
        c = t.cost[g.players[(every[i] if select else out[i]) >> 6].card_ids[(every[i] if select else out[i]) & 63]]
        if top < 0 or (c > top if rel == REL_COST_MOST else c < top):
            top = c
    for i in range(n):
        if t.cost[g.players[out[i] >> 6].card_ids[out[i] & 63]] == top:
            out[m] = out[i]
            m += 1
    return m


cdef int cost_sum_candidates(const GameState* g, const CardTable* t, const Frame* fr, const int32_t* op,
                             int* out) noexcept nogil:
    cdef int all_[MAX_CANDS]
    cdef int n = candidates(g, t, fr, op[1], True, all_)
    cdef int m = 0
    cdef int i, k
    for i in range(n):
        if op[0] == OP_CHOOSE_BP_SUM:  # combined BP (field cards)
            k = slot_of(g, all_[i] >> 6, all_[i] & 63)
            if k >= 0 and effective_bp(g, t, all_[i] >> 6, k) <= fr.num:
                out[m] = all_[i]
                m += 1
        elif card_cost(g, t, all_[i] >> 6, all_[i] & 63) <= fr.num:  # a Braved Spirit's cost is the sum (R12.2)
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
        if op[2] & SF_SELF and (p != q or inst != fr.inst):
            continue
        row = g.players[p].card_ids[inst]
        if (not is_battler(t, row) and t.card_type[row] != CT_NEXUS) or (
                is_battler(t, row) and summon_used_up(g, t, p, inst)):  # a Nexus is deployed
            continue
        if not ultimate_summon_ok(g, t, p, inst):  # R14.2: an effect's summon needs the condition too
            continue
        if t.card_flags[row] & CFL_EXTRA_SUMMON_COST:  # ascend group: paying R18.2 inside an effect is not built
            continue
        place = min_cores(t, row)  # cores to place, paid or not
        if available_cores(g, t, q, (op[2] & 2) != 0) < (cost_to_pay(g, t, q, inst) if op[2] & 1 else 0) + place:
            continue
        out[m] = all_[i]
        m += 1
    return m


cdef int pay_core_sources(const GameState* g, const CardTable* t, int p, bint no_soul, int* out) noexcept nogil:
    """PAY_CORES options: loc * 2 + kind of each of p's cores (the Reserve, then field slots; kind 1: the
    Soul Core), in codec order."""
    cdef int n = 0
    cdef int loc, kind
    for loc in range(1 + g.players[p].slot_top):
        for kind in range(1 if no_soul else 2):
            if has_core(g, p, loc, kind) and not core_locked(g, t, p, loc):  # R16.4
                out[n] = loc * 2 + kind
                n += 1
    return n


cdef int choose_options(const GameState* g, const CardTable* t, int* out, bint* pass_ok) noexcept nogil:
    """Options of the pending CHOOSE decision; pass_ok says whether PASS is allowed."""
    cdef const Frame* fr = &g.frames[g.n_frames - 1]
    cdef const int32_t* op = op_at(t, fr)
    cdef int code = op[0]
    cdef int i
    if code == OP_CHOOSE:
        pass_ok[0] = fr.picks >= choose_bound(fr, op[2])
        return candidates(g, t, fr, op[1], True, out)
    if code == OP_CHOOSE_COST_SUM or code == OP_CHOOSE_BP_SUM:
        pass_ok[0] = True
        return cost_sum_candidates(g, t, fr, op, out)
    if code == OP_PICK:
        pass_ok[0] = fr.picks >= op[2]
        return candidates(g, t, fr, op[1], False, out)
    if code == OP_SUMMON:
        pass_ok[0] = op[3] != 0
        return summon_candidates(g, t, fr, op, out)
    if code == OP_PAY_CORES:  # which core pays next (d: the payer, pool II)
        pass_ok[0] = False
        return pay_core_sources(g, t, fr.player if op[4] == WHO_CONTROLLER else 1 - fr.player,
                                (op[3] & CF_NO_SOUL) != 0, out)
    if code == OP_DRAW:  # misc: which core the drawer pays for the next card (Rule.PAID_DRAW)
        pass_ok[0] = False
        return pay_core_sources(g, t, fr.player if op[2] == WHO_CONTROLLER else 1 - fr.player, False, out)
    if code == OP_REST:  # the next card to place, in any order
        pass_ok[0] = False
        for i in range(fr.n_buffer):
            out[i] = pack(fr.buffer_owner, fr.buffer[i])
        return fr.n_buffer
    pass_ok[0] = False  # CORES ... UP_TO: how many, 0..num
    for i in range(fr.num + 1):
        out[i] = i
    return fr.num + 1
