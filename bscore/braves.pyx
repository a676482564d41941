# Braves (R12): fusing on summon or in the Main Step, swapping, separating, and what stays of a Braved
# Spirit that leaves the field. Twin: pybs/reference/braves.py.

from libc.stdint cimport int32_t
from libc.string cimport memset

from bscore._effects cimport BUILTIN_BRAVE_KEEP, DS_DECK_BOTTOM, DS_DECK_TOP, DS_HAND, DS_TRASH
from bscore._types cimport (
    A_FUSE, A_PASS, A_PLACE, A_SEPARATE, BATTLE_ON, CardTable, CT_BRAVE, CT_SPIRIT, CT_ULTIMATE, DK_BRAVE_KEEP, Frame,
    FRAME_CHOOSING, FRAME_SOUL_CHOSEN, GameState, MAX_FRAMES, MAX_SLOTS, NO_CARD, NO_SLOT, PlayerState, SOUL_RESERVE,
    SOUL_SLOT0, USE_DEPLOY, USE_NONE, USE_SUMMON,
)
from bscore.cores cimport core_locked, cores_on, free_slot, has_core, put_core, take_core
from bscore.events cimport purge_mods
from bscore.levels cimport is_depleted, min_cores
from bscore.statics cimport matches_field
from bscore.zone_arrays cimport index_in, remove_at


cdef enum:
    KEEP_EXHAUSTED = 1  # a BRAVE_KEEP frame's subj_flags: the pair was exhausted
    KEEP_ATTACKING = 2  # ... and attacking (R12.7, CN Q14)


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
    purge_mods(g, p, b)  # its temporary effects as a Spirit end: a fused Brave is in no slot (R12.10)


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


cdef inline int removable_cores(const GameState* g, const CardTable* t, int p, int k) noexcept nogil:
    """Cores field card (p, k) can give without being depleted (R6.2): all of a Nexus's, a battler's beyond its
    lowest level; none of a Grandwalker's (R16.4) or of an empty slot."""
    cdef int inst = g.players[p].slots[k].inst
    cdef int c, m
    if inst == NO_CARD or core_locked(g, t, p, 1 + k):
        return 0
    c = cores_on(g, p, k)
    m = min_cores(t, g.players[p].card_ids[inst]) if is_depleted(t, g.players[p].card_ids[inst], 0) else 0
    return c - m if c > m else 0


cdef int keep_cores_free(const GameState* g, const CardTable* t, int p) noexcept nogil:
    """CN 2.1 item 3: the cores the owner can put on a Brave from their field or Reserve (field cards never
    deplete for it)."""
    cdef const PlayerState* pl = &g.players[p]
    cdef int n = pl.reserve + (1 if pl.soul_loc == SOUL_RESERVE else 0)
    cdef int k
    for k in range(pl.slot_top):
        n += removable_cores(g, t, p, k)
    return n


cdef bint keep_possible(const GameState* g, const CardTable* t, int p, int need) noexcept nogil:
    """A free slot and ``need`` free cores; while a card is being used (R7.1) its cost and Lv1 cores stay covered."""
    cdef int spare = keep_cores_free(g, t, p) - need
    if free_slot(g, p) < 0 or spare < 0:
        return False
    if g.use_kind != USE_NONE and g.use_player == p:
        spare -= g.use_cost_left
        if g.use_kind == USE_SUMMON or g.use_kind == USE_DEPLOY:
            spare -= min_cores(t, g.players[p].card_ids[g.use_inst])
    return spare >= 0


cdef void brave_left_behind(GameState* g, const CardTable* t, int p, int brave_inst, bint to_hand_zone,
                            int exhaust, bint was_attacking) noexcept nogil:
    """R12.6, CN 2.1 item 3: the Spirit of a Braved Spirit has left the field (its cores are in the Reserve). The
    Brave goes where the Spirit went (the hand or the Trash; TO_DECK moves it on to the deck, brave_to_deck); when
    its owner could keep it on the field, the built-in BRAVE_KEEP frame asks them next (op_brave_keep)."""
    cdef PlayerState* pl = &g.players[p]
    cdef int need = min_cores(t, pl.card_ids[brave_inst])
    cdef Frame* fr
    if two_spirit(g, t, p, brave_inst):  # R12.9: still fused on its other side; never exhausted, and it does not
        if fused_slot(g, p, brave_inst) >= 0:  # go on attacking (CN Q14, Q15)
            return
        exhaust = 0
        was_attacking = False
    if to_hand_zone:
        pl.hand[pl.hand_count] = brave_inst
        pl.hand_count += 1
    else:
        pl.trash[pl.trash_count] = brave_inst
        pl.trash_count += 1
    purge_mods(g, p, brave_inst)
    if g.n_frames >= MAX_FRAMES or not keep_possible(g, t, p, need):
        return
    fr = &g.frames[g.n_frames]
    memset(fr, 0, sizeof(Frame))
    fr.ability = BUILTIN_BRAVE_KEEP
    fr.player = p
    fr.inst = brave_inst
    fr.subj_player = p
    fr.subj_inst = brave_inst
    fr.subj_flags = (KEEP_EXHAUSTED if exhaust else 0) | (KEEP_ATTACKING if was_attacking else 0)
    fr.index = DS_HAND if to_hand_zone else DS_TRASH
    g.n_frames += 1


cdef void brave_to_deck(GameState* g, int p, int brave_inst, int dest) noexcept nogil:
    """R12.6: the Spirit went to the deck (TO_DECK): its Brave, if it followed it to the Trash, goes on to the same
    end of the deck after it, and a BRAVE_KEEP question about it now looks for it there."""
    cdef PlayerState* pl = &g.players[p]
    cdef int i = index_in(pl.trash, pl.trash_count, brave_inst) if brave_inst != NO_CARD else -1
    if i < 0:
        return
    remove_at(pl.trash, &pl.trash_count, i)
    if dest == DS_DECK_BOTTOM:
        for i in range(pl.deck_count, 0, -1):
            pl.deck[i] = pl.deck[i - 1]
        pl.deck[0] = brave_inst
    else:
        pl.deck[pl.deck_count] = brave_inst
    pl.deck_count += 1
    for i in range(g.n_frames):
        if (g.frames[i].ability == BUILTIN_BRAVE_KEEP and g.frames[i].player == p
                and g.frames[i].inst == brave_inst and not g.frames[i].flags & FRAME_CHOOSING):
            g.frames[i].index = dest


cdef int brave_zone_index(const GameState* g, int p, int inst, int dest) noexcept nogil:
    """Where the waiting Brave lies in the zone ``dest`` (a Dest), or -1 if it is no longer there."""
    cdef const PlayerState* pl = &g.players[p]
    if dest == DS_HAND:
        return index_in(pl.hand, pl.hand_count, inst)
    if dest == DS_TRASH:
        return index_in(pl.trash, pl.trash_count, inst)
    return index_in(pl.deck, pl.deck_count, inst)


cdef bint op_brave_keep(GameState* g, const CardTable* t, Frame* fr) noexcept nogil:
    """Op.BRAVE_KEEP (CN 2.1 item 3): while the Brave is still where it went and can be kept, its owner picks the
    cores for its Lv1 one by one (BRAVE_KEEP decision) or lets it go (PASS before the first); with enough cores
    picked it comes back to a free slot."""
    cdef PlayerState* pl = &g.players[fr.player]
    cdef int p = fr.player
    cdef int b = fr.inst
    cdef int need = min_cores(t, pl.card_ids[b])
    cdef int s, i
    cdef bint soul
    if not fr.flags & FRAME_CHOOSING:
        if brave_zone_index(g, p, b, fr.index) < 0 or not keep_possible(g, t, p, need):
            fr.pc += 1
            return True
        fr.flags |= FRAME_CHOOSING
        fr.num = 0
    if fr.num < need:
        g.edecision = DK_BRAVE_KEEP
        g.edecision_player = p
        return False
    i = brave_zone_index(g, p, b, fr.index)  # the picks moved cores only: it is still there
    if fr.index == DS_HAND:
        remove_at(pl.hand, &pl.hand_count, i)
    elif fr.index == DS_TRASH:
        remove_at(pl.trash, &pl.trash_count, i)
    else:
        remove_at(pl.deck, &pl.deck_count, i)
    soul = (fr.flags & FRAME_SOUL_CHOSEN) != 0
    s = free_slot(g, p)
    pl.slots[s].inst = b
    pl.slots[s].cores = fr.num - soul
    pl.slots[s].exhaust = 1 if fr.subj_flags & (KEEP_EXHAUSTED | KEEP_ATTACKING) else 0
    pl.slots[s].raid_uses = 0
    if s >= pl.slot_top:
        pl.slot_top = s + 1
    pl.reserve -= fr.num - soul
    if soul:
        pl.soul_loc = SOUL_SLOT0 + s
    if fr.subj_flags & KEEP_ATTACKING and g.in_battle == BATTLE_ON and p == g.active and g.attacker == NO_SLOT:
        g.attacker = s  # R12.7, CN Q14: the kept Brave goes on attacking
    fr.flags &= ~(FRAME_CHOOSING | FRAME_SOUL_CHOSEN)
    fr.num = 0
    fr.pc += 1
    return True


cdef int brave_keep_codes(const GameState* g, const CardTable* t, const Frame* fr, int32_t* out,
                          int limit) noexcept nogil:
    """BRAVE_KEEP: PASS (let it go) before the first pick; PLACE + loc * 2 + kind for a core of the Reserve or of a
    field card that stays above its lowest level (picked cores wait in the Reserve)."""
    cdef const PlayerState* pl = &g.players[fr.player]
    cdef int p = fr.player
    cdef bint soul_picked = (fr.flags & FRAME_SOUL_CHOSEN) != 0
    cdef int n = 0
    cdef int k
    if limit <= 0:
        return 0
    if fr.num == 0 and push(out, &n, limit, A_PASS):
        return n
    if pl.reserve > fr.num - soul_picked and push(out, &n, limit, A_PLACE):
        return n
    if pl.soul_loc == SOUL_RESERVE and not soul_picked and push(out, &n, limit, A_PLACE + 1):
        return n
    for k in range(pl.slot_top):
        if removable_cores(g, t, p, k) <= 0:
            continue
        if pl.slots[k].cores > 0 and push(out, &n, limit, A_PLACE + (1 + k) * 2):
            return n
        if pl.soul_loc == SOUL_SLOT0 + k and push(out, &n, limit, A_PLACE + (1 + k) * 2 + 1):
            return n
    return n


cdef void answer_brave_keep(GameState* g, Frame* fr, int code) noexcept nogil:
    """PASS: the Brave stays where it went; PLACE: one more core picked (a field core waits in the Reserve)."""
    cdef int loc, kind
    if code == A_PASS:
        fr.flags &= ~(FRAME_CHOOSING | FRAME_SOUL_CHOSEN)
        fr.pc += 1
        return
    loc = (code - A_PLACE) // 2
    kind = (code - A_PLACE) % 2
    if loc:
        take_core(g, fr.player, loc, kind)
        put_core(g, fr.player, 0, kind)
    if kind:
        fr.flags |= FRAME_SOUL_CHOSEN
    fr.num += 1
