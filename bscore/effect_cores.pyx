# The CORES op: cores from cards or zones to any zone; the owner picks which of their cores
# move, Soul Core or not, from a card or a zone alike (R6.7, CN Q8), and the Soul Core never
# goes to the Void or Life (R6.6, CN Q7). Twin: pybs/reference/cores_ops.py.

from libc.stdint cimport int32_t

from bscore._effects cimport *
from bscore._types cimport (
    CardTable, DK_CHOOSE, DK_SOUL, END_LIFE, FRAME_AMOUNT, FRAME_SOUL_CHOSEN, FRAME_SUBSTEP, Frame,
    GameState, MAX_TARGETS, NO_CARD, PlayerState, SOUL_LIFE, SOUL_NONE, SOUL_RESERVE, SOUL_SLOT0,
    SOUL_TRASH, TURN_LOST_LIFE,
)
from bscore.actions cimport attacking_flag, edecide, leave_field, loss_condition
from bscore.cores cimport card_room, cores_on, cores_to_move, soul_at_loc, void_room
from bscore.events cimport emit, end_batch
from bscore.zone_ops cimport drop_trash_triggers_of_targets
from bscore.keyword_rules cimport life_keeper
from bscore.levels cimport is_depleted
from bscore.statics cimport has_mod, shielded_from, slot_of
from bscore.targets cimport amount_of


cdef inline int source_row(const GameState* g, const Frame* fr) noexcept nogil:
    """The card row of the effect's source, -1 without one."""
    return g.players[fr.player].card_ids[fr.inst] if fr.inst != NO_CARD else -1


cdef inline int zone_player(const Frame* fr, int who, int card_owner) noexcept nogil:
    if who == WHO_OWNER:
        return card_owner
    return fr.player if who == WHO_CONTROLLER else 1 - fr.player


cdef inline bint dest_allows_soul(int to) noexcept nogil:
    return to != CZ_VOID and to != CZ_LIFE


cdef void put_cores(GameState* g, Frame* fr, int to, int who, int owner, int normal, bint soul,
                    int tp, int tk) noexcept nogil:
    cdef int p, k
    cdef PlayerState* pl
    if (to == CZ_TARGETS or to == CZ_LIFE) and tp >= 0:  # onto a card (a Life redirected: LIFE_TO_SELF)
        g.players[tp].slots[tk].cores += normal
        if soul:
            g.players[tp].soul_loc = SOUL_SLOT0 + tk
        return
    if to == CZ_SELF:
        k = slot_of(g, fr.player, fr.inst)
        if k < 0:  # the source left the field
            return
        g.players[fr.player].slots[k].cores += normal
        if soul:
            g.players[fr.player].soul_loc = SOUL_SLOT0 + k
        return
    p = zone_player(fr, who, owner)
    pl = &g.players[p]
    if to == CZ_VOID:
        g.players[owner].void_out += normal
    elif to == CZ_RESERVE:
        pl.reserve += normal
        if soul:
            pl.soul_loc = SOUL_RESERVE
    elif to == CZ_TRASH:
        pl.trash_cores += normal
        if soul:
            pl.soul_loc = SOUL_TRASH
    elif to == CZ_LIFE:
        pl.life += normal


cdef void fit_cores(int room, int* normal, int* soul) noexcept nogil:
    """Cut a move down to what its destination can still hold; the rest stays where it was.
    The Soul Core goes first when it was chosen (capacity: docs/ARCHITECTURE.md)."""
    if room < 0:
        room = 0
    if soul[0] and room == 0:
        soul[0] = 0
    if normal[0] > room - soul[0]:
        normal[0] = room - soul[0]


cdef void after_card_loss(GameState* g, const CardTable* t, Frame* fr, int p, int k) noexcept nogil:
    """R6.2: cores an effect took from a Spirit can deplete it."""
    cdef int inst = g.players[p].slots[k].inst
    cdef int flags
    if is_depleted(t, g.players[p].card_ids[inst], cores_on(g, p, k)):
        flags = EF_BY_EFFECT | (EF_BY_OPPONENT if p != fr.player else 0) | attacking_flag(g, p, k)  # vocab-D
        leave_field(g, t, p, k, False)
        emit(g, t, EV_DEPLETED, p, inst, flags, 0, fr.player)


cdef void first_target_on_field(const GameState* g, const Frame* fr, int* dp, int* dk) noexcept nogil:
    """BSS05-104: cores moved from a card onto the targets go onto the first target still on the field."""
    cdef int i, k
    dp[0] = -1
    dk[0] = -1
    for i in range(fr.n_targets):
        k = slot_of(g, fr.targets[i] >> 6, fr.targets[i] & 63)
        if k >= 0:
            dp[0] = fr.targets[i] >> 6
            dk[0] = k
            return


cdef bint cores_from_cards(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil:
    cdef int frm = op[1], to = op[2], count = amount_of(fr, op[3]), flags = op[4], who = op[5]
    cdef int n_cards = 1 if frm == CZ_SELF else fr.n_targets
    cdef int p, inst, k, ks, normal, total, n, moved_normal, moved_soul
    cdef int dp = -1, dk = -1
    cdef bint soul, allow_soul, ask
    cdef PlayerState* pl
    while fr.index < n_cards:
        if frm == CZ_SELF:
            p = fr.player
            inst = fr.inst
        else:
            p = fr.targets[fr.index] >> 6
            inst = fr.targets[fr.index] & 63
        k = slot_of(g, p, inst)
        if k < 0 or (p != fr.player and (has_mod(g, p, inst, MD_PROTECTED) or shielded_from(
                g, t, ST_NO_CORE_REMOVAL, p, k, source_row(g, fr)))):
            fr.index += 1
            continue
        pl = &g.players[p]
        normal = pl.slots[k].cores
        soul = pl.soul_loc == SOUL_SLOT0 + k
        total = normal + soul
        if count == ALL_CORES:
            n = total
        elif count == ALL_BUT_ONE:
            n = total - 1 if total > 0 else 0
        else:
            n = count if count < total else total
        if flags & CF_SOUL_ONLY:
            n = soul
        if flags & CF_UP_TO:
            if not (fr.flags & FRAME_AMOUNT):
                fr.flags |= FRAME_AMOUNT
                fr.num = n  # the most that may move; the controller picks 0..n
                edecide(g, DK_CHOOSE, fr.player)
                return False
            if fr.num < n:
                n = fr.num
        allow_soul = soul and dest_allows_soul(to) and not (flags & CF_NO_SOUL)
        ask = allow_soul and not (flags & CF_SOUL_ONLY) and 0 < n <= normal
        if ask and to == CZ_RESERVE and zone_player(fr, who, p) == p and is_depleted(t, pl.card_ids[inst], total - n):
            ask = False  # depleted either way, so every core ends in the owner's Reserve: nothing to choose
        if ask and not (fr.flags & FRAME_SUBSTEP):
            fr.flags |= FRAME_SUBSTEP
            edecide(g, DK_SOUL, p)  # R6.7: the owner chooses
            return False
        if flags & CF_SOUL_ONLY:
            moved_normal = 0
            moved_soul = allow_soul
        elif flags & CF_NO_SOUL or not soul:
            moved_normal = n if n < normal else normal
            moved_soul = 0
        else:
            cores_to_move(normal, True, n, (fr.flags & FRAME_SOUL_CHOSEN) != 0,
                          0 if dest_allows_soul(to) else 1, False, &moved_normal, &moved_soul)
        if to == CZ_SELF:  # onto the source card: only what fits (MAX_CARD_CORES)
            ks = slot_of(g, fr.player, fr.inst)
            if ks >= 0 and not (p == fr.player and ks == k):
                fit_cores(card_room(g, fr.player, ks), &moved_normal, &moved_soul)
        elif to == CZ_TARGETS:  # card to card (BSS05-104): onto the first target, only what fits
            first_target_on_field(g, fr, &dp, &dk)
            if dp < 0 or (dp == p and dk == k):
                moved_normal = 0
                moved_soul = 0
            else:
                fit_cores(card_room(g, dp, dk), &moved_normal, &moved_soul)
        pl.slots[k].cores -= moved_normal
        if moved_soul:
            pl.soul_loc = SOUL_NONE
        put_cores(g, fr, to, who, p, moved_normal, moved_soul != 0, dp, dk)
        if to == CZ_RESERVE and (moved_normal or moved_soul):  # levels group
            emit(g, t, EV_RESERVE_GAINED, zone_player(fr, who, p), NO_CARD, EF_BY_EFFECT, 0, fr.player)
        if dp >= 0 and (moved_normal or moved_soul):
            placed_events(g, t, fr, to, who, p, dp, dk, 0)
        if moved_normal or moved_soul:
            after_card_loss(g, t, fr, p, k)
        fr.flags &= ~(FRAME_SUBSTEP | FRAME_SOUL_CHOSEN | FRAME_AMOUNT)
        fr.index += 1
    if fr.n_targets > 1 and frm == CZ_TARGETS and t.trash_event_union:  # R18.3, R18.12: depleted together
        drop_trash_triggers_of_targets(g, t, fr)
    fr.index = 0
    fr.num = 0
    end_batch(g)
    fr.pc += 1
    return True


cdef int zone_cores(const GameState* g, const Frame* fr, int frm, int who, int n, int flags, int* owner,
                    bint* soul) noexcept nogil:
    """What a zone offers an effect moving n cores: its owner, its normal cores (the return value)
    and whether its Soul Core may be among the chosen ones (R6.7)."""
    cdef int p = zone_player(fr, who, fr.player)
    cdef const PlayerState* pl = &g.players[p]
    cdef int have
    cdef bint had_soul
    owner[0] = p
    soul[0] = False
    if frm == CZ_VOID:
        return n
    if frm == CZ_SOUL:
        soul[0] = soul_at_loc(g, p) >= 0
        return 0
    if frm == CZ_SUBJECT:  # the subject's own cores, every one of them
        p = fr.subj_player
        owner[0] = p
        pl = &g.players[p]
        had_soul = (fr.subj_flags & EF_HAD_SOUL) != 0
        have = fr.subj_cores - had_soul
        soul[0] = had_soul and pl.soul_loc == SOUL_RESERVE
        if have > pl.reserve:
            have = pl.reserve
        return have if have > 0 else 0
    if frm == CZ_RESERVE:
        soul[0] = pl.soul_loc == SOUL_RESERVE
        have = pl.reserve
    elif frm == CZ_TRASH:
        soul[0] = pl.soul_loc == SOUL_TRASH
        have = pl.trash_cores
    else:
        soul[0] = pl.soul_loc == SOUL_LIFE
        have = pl.life
    if flags & CF_NO_SOUL:
        soul[0] = False
    return have


cdef void remove_zone(GameState* g, const CardTable* t, Frame* fr, int frm, int p, int normal, bint soul) noexcept nogil:
    cdef PlayerState* pl = &g.players[p]
    cdef int loc
    if frm == CZ_VOID:
        return
    if frm == CZ_SOUL:
        loc = soul_at_loc(g, p)
        pl.soul_loc = SOUL_NONE
        if loc > 0:
            after_card_loss(g, t, fr, p, loc - 1)
        return
    if frm == CZ_RESERVE or frm == CZ_SUBJECT:
        pl.reserve -= normal
    elif frm == CZ_TRASH:
        pl.trash_cores -= normal
    elif frm == CZ_LIFE:
        pl.life -= normal
    if soul:
        pl.soul_loc = SOUL_NONE


cdef int zone_dests(const GameState* g, const Frame* fr, int to, int* dest_p, int* dest_k) noexcept nogil:
    """The cards (player, slot) cores go onto, or one placeholder (-1, -1) for a zone."""
    cdef int i, k, p
    cdef int n_dest = 0
    if to == CZ_SELF:
        k = slot_of(g, fr.player, fr.inst)
        if k >= 0:
            dest_p[0] = fr.player
            dest_k[0] = k
            n_dest = 1
    elif to == CZ_TARGETS:
        for i in range(fr.n_targets):
            p = fr.targets[i] >> 6
            k = slot_of(g, p, fr.targets[i] & 63)
            if k >= 0:
                dest_p[n_dest] = p
                dest_k[n_dest] = k
                n_dest += 1
    else:
        dest_p[0] = -1
        dest_k[0] = -1
        n_dest = 1
    return n_dest


cdef bint cores_from_zone(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil:
    cdef int frm = op[1], to = op[2], count = amount_of(fr, op[3]), flags = op[4], who = op[5]
    cdef int dest_p[MAX_TARGETS]
    cdef int dest_k[MAX_TARGETS]
    cdef int n_dest = zone_dests(g, fr, to, dest_p, dest_k)
    cdef int i, p, n, owner, have, normal, moved_soul, wanted_soul, eflags
    cdef bint soul
    if to == CZ_LIFE:  # Rule.LIFE_TO_SELF (BSS01-084): onto its card instead
        life_keeper(g, t, &dest_p[0], &dest_k[0])
    n = count
    if flags & CF_UP_TO:
        if not (fr.flags & FRAME_AMOUNT):
            have = zone_cores(g, fr, frm, who, count, flags, &owner, &soul)
            fr.flags |= FRAME_AMOUNT
            fr.num = have + soul  # the most that may move; the controller picks 0..num
            if frm != CZ_SUBJECT and frm != CZ_SOUL and fr.num > count:
                fr.num = count
            edecide(g, DK_CHOOSE, fr.player)
            return False
        n = fr.num
    while fr.index < n_dest:  # one destination at a time: the SOUL question may stop the loop
        i = fr.index
        have = zone_cores(g, fr, frm, who, n, flags, &owner, &soul)
        if frm == CZ_VOID or frm == CZ_SUBJECT or frm == CZ_SOUL:
            normal = have
            moved_soul = soul
        else:
            # R6.7: the owner picks which cores; ask only when both kinds could go and the count
            # leaves a real choice (a count above the normal cores takes the Soul Core anyway).
            if soul and dest_allows_soul(to) and 0 < n <= have and not (fr.flags & FRAME_SUBSTEP):
                fr.flags |= FRAME_SUBSTEP
                edecide(g, DK_SOUL, owner)
                return False
            cores_to_move(have, soul, n, (fr.flags & FRAME_SOUL_CHOSEN) != 0,
                          0 if dest_allows_soul(to) else 1, False, &normal, &moved_soul)
        moved_soul = moved_soul and dest_allows_soul(to)  # R6.6
        wanted_soul = moved_soul
        if dest_p[i] >= 0:  # onto a card: only what fits (MAX_CARD_CORES)
            fit_cores(card_room(g, dest_p[i], dest_k[i]), &normal, &moved_soul)
        if frm == CZ_VOID:
            p = dest_p[i] if dest_p[i] >= 0 else zone_player(fr, who, fr.player)
            if normal > void_room(g, p):  # the Void supply limit (MAX_CORES_IN_PLAY)
                normal = void_room(g, p)
            g.players[p].void_in += normal
        if not (frm == CZ_SOUL and wanted_soul and not moved_soul):  # a Soul Core that does not fit stays
            remove_zone(g, t, fr, frm, owner, normal, moved_soul != 0)
        put_cores(g, fr, to, who, owner, normal, moved_soul != 0, dest_p[i], dest_k[i])
        fr.flags &= ~(FRAME_SUBSTEP | FRAME_SOUL_CHOSEN)
        fr.index += 1
        if normal or moved_soul:
            placed_events(g, t, fr, to, who, owner, dest_p[i], dest_k[i], EF_FROM_VOID if frm == CZ_VOID else 0)
        if frm == CZ_LIFE and normal:
            g.turn_flags[owner] |= TURN_LOST_LIFE
            eflags = EF_BY_EFFECT | (EF_BY_OPPONENT if owner != fr.player else 0)
            emit(g, t, EV_LIFE_REDUCED, owner, NO_CARD, eflags, 0, fr.player)
            if g.players[owner].life == 0 and loss_condition(g, owner, END_LIFE):  # R4.1; R18.13 plays on
                return False
    fr.index = 0
    fr.flags &= ~FRAME_AMOUNT
    fr.num = 0
    end_batch(g)
    fr.pc += 1
    return True


cdef bint op_cores(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil:
    if op[1] == CZ_TARGETS or op[1] == CZ_SELF:
        return cores_from_cards(g, t, fr, op)
    return cores_from_zone(g, t, fr, op)


cdef void placed_events(GameState* g, const CardTable* t, const Frame* fr, int to, int who, int owner, int p,
                        int k, int from_void) noexcept nogil:
    """Cores an effect put onto a card (CORES_PLACED) or into a Life (LIFE_GAINED); ``from_void``: EF_FROM_VOID
    when they came from the Void (vocab-D)."""
    if p >= 0:
        emit(g, t, EV_CORES_PLACED, p, g.players[p].slots[k].inst, EF_BY_EFFECT | from_void, 0, fr.player)
    elif to == CZ_LIFE:
        emit(g, t, EV_LIFE_GAINED, zone_player(fr, who, owner), NO_CARD, EF_BY_EFFECT | from_void, 0, fr.player)
    elif to == CZ_RESERVE:  # levels group
        emit(g, t, EV_RESERVE_GAINED, zone_player(fr, who, owner), NO_CARD, EF_BY_EFFECT | from_void, 0, fr.player)
