# Braves (R12): fusing on summon or in the Main Step, swapping, separating, and what stays of a Braved
# Spirit that leaves the field. Twin: pybs/reference/braves.py.

from libc.stdint cimport int32_t

from bscore._types cimport (
    A_FUSE, A_SEPARATE, CardTable, CT_BRAVE, CT_SPIRIT, CT_ULTIMATE, GameState, MAX_SLOTS, NO_CARD, PlayerState,
    SOUL_SLOT0,
)
from bscore.cores cimport cores_on, free_slot
from bscore.events cimport purge_mods
from bscore.levels cimport min_cores
from bscore.statics cimport matches_field


cdef inline bint push(int32_t* out, int* n, int limit, int code) noexcept nogil:
    """Append ``code``; True once ``limit`` codes are out (the caller stops)."""
    out[n[0]] = code
    n[0] += 1
    return n[0] >= limit


cdef int fused_slot(const GameState* g, int p, int inst) noexcept nogil:
    """The slot of the Braved Spirit that instance ``inst`` is fused to, -1 if it is not a fused Brave."""
    cdef int k
    for k in range(g.players[p].slot_top):
        if g.players[p].brave[k] == inst:
            return k
    return -1


cdef int other_host(const GameState* g, int p, int brave_inst, int k) noexcept nogil:
    """The other slot a two-spirit Brave fused to slot k is fused to, -1 if none (R12.9)."""
    cdef int j
    for j in range(g.players[p].slot_top):
        if j != k and g.players[p].brave[j] == brave_inst:
            return j
    return -1


cdef inline bint two_spirit(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil:
    return t.brave_two_spirit[g.players[p].card_ids[inst]] != 0


cdef bint can_take_brave(const GameState* g, const CardTable* t, int p, int brave_inst, int dst,
                         int ignore_slot) noexcept nogil:
    """R12.1: (p, dst) is a Spirit or Ultimate (never a Spirit-state Brave, CN Q12) with no Brave of its own
    (but the one in ``ignore_slot``'s exchange) meeting the fusion condition of ``brave_inst``."""
    cdef const PlayerState* pl = &g.players[p]
    cdef int inst = pl.slots[dst].inst
    cdef int fid = t.brave_filter[pl.card_ids[brave_inst]]
    cdef int ct
    if inst == NO_CARD or fid < 0:
        return False
    ct = t.card_type[pl.card_ids[inst]]
    if ct != CT_SPIRIT and ct != CT_ULTIMATE:
        return False
    if pl.brave[dst] != NO_CARD and dst != ignore_slot:
        return False
    return matches_field(g, t, fid, p, p, dst, p, brave_inst, -1, -1)


cdef int summon_fuse_codes(const GameState* g, const CardTable* t, int p, int32_t* out, int n,
                           int limit) noexcept nogil:
    """R8.1 / CN 5.1: a Brave being summoned may fuse at once instead of taking cores (none placed yet)."""
    cdef int src = g.use_slot
    cdef int inst = g.use_inst
    cdef int dst
    if t.card_type[g.players[p].card_ids[inst]] != CT_BRAVE or cores_on(g, p, src):
        return n
    for dst in range(g.players[p].slot_top):
        if dst != src and can_take_brave(g, t, p, inst, dst, -1) and push(out, &n, limit, A_FUSE + src * MAX_SLOTS + dst):
            return n
    return n


cdef int main_brave_codes(const GameState* g, const CardTable* t, int p, int32_t* out, int n,
                          int limit) noexcept nogil:
    """R8.8: fuse a Spirit-state Brave (R12.1), swap a fused one (R12.5), separate one (R12.4)."""
    cdef const PlayerState* pl = &g.players[p]
    cdef int src, dst, b, need, other
    for src in range(pl.slot_top):
        b = pl.slots[src].inst
        if b == NO_CARD:
            continue
        if pl.brave[src] != NO_CARD and two_spirit(g, t, p, pl.brave[src]):
            # R12.9: fuse its free side (CN Q16), swap its sides (Q17), or move this side to another Spirit (R12.5)
            b = pl.brave[src]
            other = other_host(g, p, b, src)
            for dst in range(pl.slot_top):
                if dst == src or not (dst == other or can_take_brave(g, t, p, b, dst, -1)):
                    continue
                if push(out, &n, limit, A_FUSE + src * MAX_SLOTS + dst):
                    return n
        elif pl.brave[src] != NO_CARD:  # swap: to another Spirit, exchanging with its Brave if it has one
            b = pl.brave[src]
            for dst in range(pl.slot_top):
                if dst == src or not can_take_brave(g, t, p, b, dst, dst):
                    continue
                if pl.brave[dst] != NO_CARD and (two_spirit(g, t, p, pl.brave[dst])
                                                 or not can_take_brave(g, t, p, pl.brave[dst], src, src)):
                    continue
                if push(out, &n, limit, A_FUSE + src * MAX_SLOTS + dst):
                    return n
        elif t.card_type[pl.card_ids[b]] == CT_BRAVE:
            for dst in range(pl.slot_top):
                if dst != src and can_take_brave(g, t, p, b, dst, -1) and push(out, &n, limit, A_FUSE + src * MAX_SLOTS + dst):
                    return n
    if free_slot(g, p) < 0:
        return n
    for src in range(pl.slot_top):
        b = pl.brave[src]
        if b == NO_CARD:
            continue
        need = min_cores(t, pl.card_ids[b])
        if pl.slots[src].cores >= need and push(out, &n, limit, A_SEPARATE + src * 2):
            return n
        if pl.reserve >= need and push(out, &n, limit, A_SEPARATE + src * 2 + 1):
            return n
    return n


cdef void clear_slot(PlayerState* pl, int k) noexcept nogil:
    pl.slots[k].inst = NO_CARD
    pl.slots[k].cores = 0
    pl.slots[k].exhaust = 0
    pl.slots[k].raid_uses = 0
    while pl.slot_top and pl.slots[pl.slot_top - 1].inst == NO_CARD:
        pl.slot_top -= 1


cdef void fill_slot(PlayerState* pl, int k, int inst, int cores, int exhaust) noexcept nogil:
    pl.slots[k].inst = inst
    pl.slots[k].cores = cores
    pl.slots[k].exhaust = exhaust
    pl.slots[k].raid_uses = 0
    if k >= pl.slot_top:
        pl.slot_top = k + 1


cdef void fuse(GameState* g, const CardTable* t, int p, int src, int dst) noexcept nogil:
    """FUSE src -> dst. A Spirit-state Brave in src puts itself and its cores on dst (R12.2); a Braved Spirit
    in src hands its Brave to dst, exchanging Braves if dst has one (R12.5). R12.3: if either was exhausted,
    the Braved Spirit is."""
    cdef PlayerState* pl = &g.players[p]
    cdef int b = pl.brave[src]
    cdef int other
    if b != NO_CARD and two_spirit(g, t, p, b):  # R12.9: it is never exhausted, so no R12.3 here
        other = other_host(g, p, b, src)
        if other < 0:  # its free side fuses (CN Q16)
            pl.brave[dst] = b
            pl.brave_side[dst] = 1 - pl.brave_side[src]
        elif dst == other:  # the sides are exchanged (CN Q17)
            pl.brave_side[dst] = pl.brave_side[src]
            pl.brave_side[src] = 1 - pl.brave_side[dst]
        else:  # this side moves to another Spirit (R12.5)
            pl.brave[dst] = b
            pl.brave_side[dst] = pl.brave_side[src]
            pl.brave[src] = NO_CARD
            pl.brave_side[src] = 0
        return
    if b != NO_CARD:  # swap
        other = pl.brave[dst]
        pl.brave[dst] = b
        pl.brave[src] = other
        if pl.slots[src].exhaust and not pl.slots[dst].exhaust:
            pl.slots[dst].exhaust = 1
        if other != NO_CARD and pl.slots[dst].exhaust and not pl.slots[src].exhaust:
            pl.slots[src].exhaust = 1
        return
    b = pl.slots[src].inst
    pl.brave_side[dst] = 0
    pl.slots[dst].cores += pl.slots[src].cores
    if pl.soul_loc == SOUL_SLOT0 + src:
        pl.soul_loc = SOUL_SLOT0 + dst
    if pl.slots[src].exhaust and not pl.slots[dst].exhaust:
        pl.slots[dst].exhaust = pl.slots[src].exhaust
    pl.brave[dst] = b
    clear_slot(pl, src)
    purge_mods(g, p, b)  # no longer a field card of its own: its temporary effects end (as leaving, R12.10)


cdef void fuse_summoned(GameState* g, const CardTable* t, int p, int dst, bint exhausted) noexcept nogil:
    """R8.1 / CN 5.1: the Brave being summoned (in use_slot, no cores on it) fuses to dst instead of staying;
    summoned exhausted by an effect, it makes the pair exhausted (R12.3)."""
    cdef PlayerState* pl = &g.players[p]
    pl.brave[dst] = g.use_inst
    if exhausted and not pl.slots[dst].exhaust:
        pl.slots[dst].exhaust = 1
    clear_slot(pl, g.use_slot)


cdef void separate(GameState* g, const CardTable* t, int p, int k, bint from_reserve) noexcept nogil:
    """R12.4: the Brave of (p, k) becomes a Spirit-state Brave in a free slot with its Lv1 cores, taken from
    the Reserve or from the pair; it keeps the pair's exhaustion. The Spirit may deplete (R6.2)."""
    cdef PlayerState* pl = &g.players[p]
    cdef int b = pl.brave[k]
    cdef int need = min_cores(t, pl.card_ids[b])
    cdef int s = free_slot(g, p)
    cdef int j
    cdef int exhaust = 0 if two_spirit(g, t, p, b) else pl.slots[k].exhaust
    for j in range(pl.slot_top):  # a two-spirit Brave leaves both its Spirits (R12.9)
        if pl.brave[j] == b:
            pl.brave[j] = NO_CARD
            pl.brave_side[j] = 0
    if from_reserve:
        pl.reserve -= need
    else:
        pl.slots[k].cores -= need
    fill_slot(pl, s, b, need, exhaust)


cdef void brave_left_behind(GameState* g, const CardTable* t, int p, int brave_inst, bint to_hand_zone,
                            int exhaust, bint was_attacking) noexcept nogil:
    """R12.6: the Spirit of a Braved Spirit has left the field (its cores are in the Reserve). Its Brave stays as a
    Spirit-state Brave when the Reserve holds its Lv1 cores (the owner keeps it whenever they can), in the pair's
    exhaustion and still attacking if the pair was (R12.7, CN Q14); else it goes where the Spirit went (to the
    Trash when that was the deck)."""
    cdef PlayerState* pl = &g.players[p]
    cdef int need = min_cores(t, pl.card_ids[brave_inst])
    cdef int s = free_slot(g, p)
    if two_spirit(g, t, p, brave_inst):  # R12.9: still fused on its other side; never exhausted, and it does not
        if fused_slot(g, p, brave_inst) >= 0:  # go on attacking (CN Q14, Q15)
            return
        exhaust = 0
        was_attacking = False
    if s >= 0 and pl.reserve >= need:
        pl.reserve -= need
        fill_slot(pl, s, brave_inst, need, 1 if was_attacking else exhaust)
        if was_attacking:
            g.attacker = s
        return
    if to_hand_zone:
        pl.hand[pl.hand_count] = brave_inst
        pl.hand_count += 1
    else:
        pl.trash[pl.trash_count] = brave_inst
        pl.trash_count += 1
    purge_mods(g, p, brave_inst)
