# Compiled policies, dispatched by agent_action (bscore/ismcts.pxd). Twin: pybs/reference/agents.py (same choices).

from libc.stdint cimport int32_t, uint64_t
from bscore._effects cimport OP_CORES
from bscore._types cimport (
    A_ATTACK, A_BLOCK, A_CHOICE, A_CONFIRM, A_PASS, A_PAY, A_PLACE, A_MOVE, A_SET_BURST, A_USE_HAND, CardTable,
    CT_MAGIC, DK_ATTACK, DK_AWAKEN, DK_BLOCK, DK_BRAVE_KEEP, DK_BURST, DK_CHOOSE, DK_MAGIC_EFFECT, DK_MAIN, DK_NONE, DK_ORDER,
    DK_PAY, DK_PLACE, DK_SOUL, DK_YES_NO, Frame, GameState, MAX_LEVELS, NO_CARD, NUM_ACTIONS,
    NUM_LOCS, ORIGIN_MAIN, PlayerState,
)
from bscore.battle cimport life_damage
from bscore.cores cimport cores_on, slot_row
from bscore.levels cimport is_battler, min_cores
from bscore.rng cimport bounded
from bscore.legal cimport UseContext, can_battle, can_use, is_legal, legal_actions, prepare_use
from bscore.statics cimport can_attack, effective_bp
from bscore.keyword_rules cimport attack_taxed, can_block_slot
from bscore.targets cimport op_at


cdef int random_action(uint64_t* rng, const int32_t* legal, int n) noexcept nogil:
    """Uniform over the legal actions, from the agent's own stream."""
    return legal[bounded(rng, n)]


cdef int best_excess_slot(const GameState* g, const CardTable* t, int p, int base) noexcept nogil:
    """The slot with the most cores above its minimum whose code base + (1 + k) * 2 is legal."""
    cdef const PlayerState* pl = &g.players[p]
    cdef int best = -1
    cdef int best_excess = 0
    cdef int k, excess
    for k in range(pl.slot_top):
        if pl.slots[k].inst != NO_CARD and pl.slots[k].cores and is_legal(g, t, base + (1 + k) * 2):
            excess = cores_on(g, p, k) - min_cores(t, slot_row(g, p, k))
            if excess > best_excess:
                best = k
                best_excess = excess
    return best


cdef int top_battler(const GameState* g, const CardTable* t, int p, int* count) noexcept nogil:
    """Highest BP among p's refreshed Spirits/Ultimates (0 if none); count gets how many."""
    cdef const PlayerState* pl = &g.players[p]
    cdef int k, bp
    cdef int top = 0
    count[0] = 0
    for k in range(pl.slot_top):
        if can_battle(g, t, p, k):
            count[0] += 1
            bp = effective_bp(g, t, p, k)
            if bp > top:
                top = bp
    return top


cdef int greedy_main(const GameState* g, const CardTable* t, int p) noexcept nogil:
    cdef const PlayerState* pl = &g.players[p]
    cdef int i, row, k, have, need, j
    cdef int best = -1
    cdef int best_cost = -1
    cdef int best_k = -1
    cdef int best_need = 1 << 30
    cdef UseContext ctx
    if pl.hand_count:
        prepare_use(g, t, p, &ctx)
    for i in range(pl.hand_count):  # the most expensive Spirit or Nexus it can afford
        row = pl.card_ids[pl.hand[i]]
        if t.card_type[row] != CT_MAGIC and t.cost[row] > best_cost and can_use(g, t, &ctx, p, i, ORIGIN_MAIN):
            best = A_USE_HAND + i
            best_cost = t.cost[row]
    if best >= 0:
        return best
    if pl.reserve:  # level up the Spirit closest to its next level
        for k in range(pl.slot_top):
            if pl.slots[k].inst == NO_CARD:
                continue
            row = slot_row(g, p, k)
            if not is_battler(t, row):
                continue
            have = cores_on(g, p, k)
            for j in range(t.n_levels[row]):
                need = t.level_cores[row * MAX_LEVELS + j]
                if need > have:
                    if need - have <= pl.reserve and need - have < best_need:
                        best_k = k
                        best_need = need - have
                    break
        if best_k >= 0:
            return A_MOVE + (0 * 2 + 0) * NUM_LOCS + 1 + best_k
    if pl.burst_inst == NO_CARD:  # keep a Burst set
        for i in range(pl.hand_count):
            if is_legal(g, t, A_SET_BURST + i):
                return A_SET_BURST + i
    return A_PASS


cdef int lowest_legal(const GameState* g, const CardTable* t) noexcept nogil:
    cdef int32_t first[1]
    legal_actions(g, t, first, 1)
    return first[0]


cdef int greedy_effect_action(const GameState* g, const CardTable* t) noexcept nogil:
    """Effect decisions: first option (the most, for "up to N cores"), yes, keep the Soul Core."""
    cdef int d = g.edecision
    cdef int32_t buf[NUM_ACTIONS]
    cdef int n
    cdef const Frame* fr
    if d == DK_CHOOSE:
        fr = &g.frames[g.n_frames - 1]
        if op_at(t, fr)[0] == OP_CORES:
            n = legal_actions(g, t, buf, NUM_ACTIONS)
            return buf[n - 1]
        return A_CHOICE if is_legal(g, t, A_CHOICE) else A_PASS
    if d == DK_YES_NO or d == DK_BURST:
        return A_CONFIRM
    if d == DK_SOUL or d == DK_AWAKEN:
        return A_PASS
    if d == DK_BRAVE_KEEP:  # keep the Brave: the lowest core source (the Reserve first)
        n = legal_actions(g, t, buf, NUM_ACTIONS)
        return buf[1] if n > 1 and buf[0] == A_PASS else buf[0]
    if d == DK_MAGIC_EFFECT or d == DK_ORDER:
        return A_CHOICE
    return greedy_flow(g, t, d, g.edecision_player)


cdef int greedy_action(const GameState* g, const CardTable* t) noexcept nogil:
    """A simple deterministic heuristic; ties go to the lowest code or slot.

    It asks is_legal about the few codes it weighs instead of building the whole list.
    """
    if g.edecision != DK_NONE:
        return greedy_effect_action(g, t)
    return greedy_flow(g, t, g.decision, g.decision_player)


cdef int greedy_flow(const GameState* g, const CardTable* t, int d, int p) noexcept nogil:
    cdef const PlayerState* pl = &g.players[p]
    cdef int k, bp, top, count, mine, att_bp, att_symbols, best, best_bp
    cdef bint tax
    if d == DK_MAIN:
        return greedy_main(g, t, p)
    if d == DK_PAY:
        if is_legal(g, t, A_PASS):  # an optional free use: take it
            return A_PASS
        if is_legal(g, t, A_PAY):
            return A_PAY
        k = best_excess_slot(g, t, p, A_PAY)
        if k >= 0:
            return A_PAY + (1 + k) * 2
        if is_legal(g, t, A_PAY + 1):
            return A_PAY + 1
        return lowest_legal(g, t)
    if d == DK_PLACE:
        if is_legal(g, t, A_PASS):
            return A_PASS
        if is_legal(g, t, A_PLACE):
            return A_PLACE
        if is_legal(g, t, A_PLACE + 1):
            return A_PLACE + 1
        k = best_excess_slot(g, t, p, A_PLACE)
        return A_PLACE + (1 + k) * 2 if k >= 0 else lowest_legal(g, t)
    if d == DK_ATTACK:
        best = -1
        best_bp = -1
        mine = 0
        tax = is_legal(g, t, A_PASS)
        for k in range(pl.slot_top):
            # the legality predicate itself, so every attack rule (R0.3 must-attack-first, extra costs) holds
            if is_legal(g, t, A_ATTACK + k):
                if tax and cores_on(g, p, k) <= min_cores(t, slot_row(g, p, k)) and attack_taxed(g, t, p, k):
                    continue  # paying its last core depletes it
                mine += 1
                bp = effective_bp(g, t, p, k)
                if bp > best_bp:
                    best = k
                    best_bp = bp
        if best < 0:
            return A_PASS
        top = top_battler(g, t, 1 - p, &count)
        if count == 0 or best_bp > top or mine > count or not is_legal(g, t, A_PASS):
            return A_ATTACK + best
        return A_PASS
    if d == DK_BLOCK:
        att_bp = effective_bp(g, t, g.active, g.attacker)
        att_symbols = t.n_symbols[slot_row(g, g.active, g.attacker)]
        best = -1
        best_bp = 1 << 30
        for k in range(pl.slot_top):  # the weakest blocker that still wins
            if can_block_slot(g, t, p, k):
                bp = effective_bp(g, t, p, k)
                if bp > att_bp and bp < best_bp:
                    best = k
                    best_bp = bp
        if best >= 0:
            return A_BLOCK + best
        if life_damage(att_symbols, pl.life) >= pl.life or not is_legal(g, t, A_PASS):  # lethal, or Confront
            best_bp = -1
            for k in range(pl.slot_top):
                if can_block_slot(g, t, p, k):
                    bp = effective_bp(g, t, p, k)
                    if bp > best_bp:
                        best = k
                        best_bp = bp
            if best >= 0:
                return A_BLOCK + best
        return A_PASS
    if d == DK_MAGIC_EFFECT:  # R8.4: a Magic with two effects was used; take the first
        return A_CHOICE
    return A_PASS  # Flash timings: nothing to weigh yet

