# Cross-field checks of an effect in progress, run by check_invariants: the resolving frames
# against their programs and the decision they wait on, the Burst offer and queue against the
# Burst cards (R13), and the Raid count of each field card.

from bscore._effects cimport (
    AK_ACCEL, AK_ACTIVATED, AK_ADVENT, AK_BURST, AK_MAGIC_FLASH, AK_MAGIC_MAIN, AK_TRIGGERED, OP_CHOOSE, OP_CHOOSE_BP_SUM, OP_CHOOSE_COST_SUM, OP_CORES,
    OP_BRAVE_KEEP, OP_DRAW, OP_END, OP_MAY, OP_PAY_CORES, OP_PICK, OP_REST, OP_SUMMON, OP_TOKEN,
)
from bscore._effects cimport AK_MAGIC_COST  # woden group
from bscore._types cimport (
    CardTable, CT_BRAVE, DK_BRAVE_KEEP, DK_CHOOSE, DK_MAGIC_EFFECT, DK_PAY, DK_PLACE, DK_SOUL, DK_YES_NO,
    FRAME_AMOUNT, FRAME_BURST, FRAME_CHOOSING, FRAME_MAGIC, FRAME_SOUL_CHOSEN, FRAME_SUBSTEP, FRAME_USE_STASHED, FRAME_WAITING, Frame, GameState,
    MAX_SLOTS, MAX_TARGETS, NO_CARD, SOUL_RESERVE,
    PlayerState, USE_MAGIC, USE_NONE,
)
from bscore.check_codes cimport *
from bscore.effects cimport burst_magic
from bscore.targets cimport op_at
from bscore.levels cimport min_cores
from bscore.zone_arrays cimport index_in
from bscore.frame_stack cimport use_frame_index
from bscore._effects cimport BUILTIN_BRAVE_KEEP, DS_DECK_TOP, DS_HAND, DS_TRASH  # brave group
from bscore._effects cimport AK_ASCEND  # ascend group
from bscore._effects cimport OP_CAST_MAGIC, OP_CHOOSE_COLOR, OP_FEAST, OP_SUMMON_TARGET, OP_TOKEN_COPY  # pool II
from bscore.pool2_ops cimport is_cast_frame  # pool II

cdef enum:
    MAX_RAID_USES = 200                 # far above any Raid number; below the uint8's wrap


cdef bint burst_resolving(const GameState* g, int p) noexcept nogil:
    cdef int i
    for i in range(g.n_frames):
        if g.frames[i].flags & FRAME_BURST and g.frames[i].player == p:
            return True
    return False


cdef bint burst_card_accounted(const GameState* g, const Frame* fr) noexcept nogil:
    """A Burst frame's card is the set, flipped Burst, or a Burst that put itself onto the field (Zone.BURST,
    BSS03-116): then the Burst zone is empty and the card is being deployed or is on the field."""
    cdef const PlayerState* pl = &g.players[fr.player]
    cdef int k
    if pl.burst_state and fr.inst == pl.burst_inst:
        return True
    if pl.burst_inst != NO_CARD:
        return False
    if g.use_kind != USE_NONE and g.use_player == fr.player and g.use_inst == fr.inst:
        return True
    for k in range(pl.slot_top):
        if pl.slots[k].inst == fr.inst:
            return True
    return False


cdef int check_bursts(const GameState* g) noexcept nogil:
    """R13.3: an offer needs a face-down Burst; a queued one is flipped and not yet resolving."""
    cdef int p, i
    for p in range(2):
        if (g.burst_offer >> p) & 1 and g.players[p].burst_state:
            return bad(BAD_EFFECTS, F_BURST_OFFER)
    for i in range(g.n_burst_queue):
        p = g.burst_queue[i]
        if not g.players[p].burst_state or burst_resolving(g, p) or (i and g.burst_queue[0] == p):
            return bad(BAD_EFFECTS, F_BURST_STATE)
    return 0


cdef int check_frame_kinds(const GameState* g, const CardTable* t) noexcept nogil:
    """A Burst frame runs its set Burst, a Magic frame the Magic being used, any other a trigger."""
    cdef int i, kind
    cdef const Frame* fr
    for i in range(g.n_frames):
        fr = &g.frames[i]
        kind = t.ab_kind[fr.ability]
        if fr.flags & FRAME_BURST:
            if kind != AK_BURST or fr.flags & FRAME_MAGIC or not burst_card_accounted(g, fr):
                return bad(BAD_EFFECTS, F_FRAMES)
        elif fr.flags & FRAME_MAGIC:
            if g.n_frames and g.frames[use_frame_index(g)].flags & FRAME_USE_STASHED:
                if kind != AK_MAGIC_MAIN and kind != AK_MAGIC_FLASH:
                    return bad(BAD_EFFECTS, F_FRAMES)
            elif (fr.ability != g.use_ability or fr.player != g.use_player or fr.inst != g.use_inst
                    or (kind != AK_MAGIC_MAIN and kind != AK_MAGIC_FLASH)):
                return bad(BAD_EFFECTS, F_FRAMES)
        elif is_cast_frame(t, fr.ability, fr.flags):  # pool II: CAST_MAGIC runs the Magic card's own effect
            if t.ab_card[fr.ability] != g.players[fr.player].card_ids[fr.inst]:
                return bad(BAD_EFFECTS, F_FRAMES)
        elif (kind != AK_TRIGGERED and kind != AK_ACTIVATED and kind != AK_ADVENT
              and kind != AK_ASCEND and kind != AK_MAGIC_COST and kind != AK_ACCEL):  # so do [Flash], Advent,
            return bad(BAD_EFFECTS, F_FRAMES)  # an extra summoning cost (R18.2), a Magic's discard cost (woden) and an Accel (R16.6)
    for i in range(g.n_queue):
        if t.ab_kind[g.queue[i].ability] != AK_TRIGGERED:
            return bad(BAD_EFFECTS, F_QUEUE)
    return 0


cdef int check_top_frame(const GameState* g, const CardTable* t) noexcept nogil:
    """The effect decision pending is the one the top frame's op asks (its pc points at that op)."""
    cdef int e = g.edecision
    cdef const Frame* fr
    cdef int op, flags
    if g.n_frames == 0:
        return 0
    fr = &g.frames[g.n_frames - 1]
    op = op_at(t, fr)[0] if fr.pc < t.ab_n_ops[fr.ability] else OP_END
    flags = fr.flags
    if e == DK_CHOOSE:
        if not (op == OP_CHOOSE or op == OP_CHOOSE_COST_SUM or op == OP_CHOOSE_BP_SUM or op == OP_PICK or op == OP_REST
                or op == OP_SUMMON or op == OP_PAY_CORES or (op == OP_CORES and flags & FRAME_AMOUNT)
                or (op == OP_DRAW and flags & FRAME_CHOOSING)  # misc: Rule.PAID_DRAW
                or (flags & FRAME_CHOOSING and (op == OP_FEAST or op == OP_TOKEN_COPY or op == OP_CAST_MAGIC
                                                or op == OP_CHOOSE_COLOR))):  # pool II
            return bad(BAD_DECISION, F_FRAMES)
        if (op == OP_CHOOSE or op == OP_CHOOSE_COST_SUM or op == OP_CHOOSE_BP_SUM) and fr.n_targets >= MAX_TARGETS:
            return bad(BAD_DECISION, F_FRAMES)  # a pick would have no room among the targets
    elif e == DK_YES_NO:
        if not flags & FRAME_SUBSTEP or not (op == OP_MAY or (op == OP_END and flags & FRAME_BURST)):
            return bad(BAD_DECISION, F_FRAMES)
        # at a Burst's end the question is whether to pay for its Magic effect: there must be one (R13.5)
        if op == OP_END and burst_magic(g, t, fr) < 0:
            return bad(BAD_DECISION, F_FRAMES)
    elif e == DK_SOUL:
        if op != OP_CORES:
            return bad(BAD_DECISION, F_FRAMES)
    elif e == DK_BRAVE_KEEP:  # CN 2.1 item 3: the question has started and asks the Brave's owner
        if op != OP_BRAVE_KEEP or not flags & FRAME_CHOOSING or g.edecision_player != fr.player:
            return bad(BAD_DECISION, F_FRAMES)
    elif (e == DK_PAY or e == DK_PLACE or e == DK_MAGIC_EFFECT) and g.use_kind != USE_MAGIC:
        fr = &g.frames[use_frame_index(g)]  # a Brave's keep question waits above it (CN 2.1 item 3)
        op = op_at(t, fr)[0] if fr.pc < t.ab_n_ops[fr.ability] else OP_END
        flags = fr.flags
        if not flags & FRAME_WAITING or (op != OP_SUMMON and op != OP_TOKEN and op != OP_FEAST  # a summon the
                                         and op != OP_SUMMON_TARGET):  # frame asked for (pool II: Feast, targets)
            return bad(BAD_DECISION, F_FRAMES)
    elif e == DK_PAY or e == DK_MAGIC_EFFECT:  # a Burst's paid Magic effect (R13.5)
        if not (flags & FRAME_BURST and flags & FRAME_SUBSTEP and op == OP_END):
            return bad(BAD_DECISION, F_FRAMES)
    return 0


cdef int check_brave_keep_frames(const GameState* g, const CardTable* t) noexcept nogil:
    """A BRAVE_KEEP frame (CN 2.1 item 3) names a Dest and its flags; once asked, the Brave is still in that zone,
    fewer cores than its Lv1 are picked, and the picked normal cores wait in the Reserve (the Soul Core there too)."""
    cdef const Frame* fr
    cdef const PlayerState* pl
    cdef int i, soul
    if not t.brave_any:
        return 0
    for i in range(g.n_frames):
        fr = &g.frames[i]
        if fr.ability != BUILTIN_BRAVE_KEEP:
            continue
        pl = &g.players[fr.player]
        if fr.index > DS_DECK_TOP or fr.subj_flags & ~3 or fr.flags & ~(FRAME_CHOOSING | FRAME_SOUL_CHOSEN):
            return BAD_EFFECTS
        if t.card_type[pl.card_ids[fr.inst]] != CT_BRAVE:
            return BAD_EFFECTS
        soul = 1 if fr.flags & FRAME_SOUL_CHOSEN else 0
        if not fr.flags & FRAME_CHOOSING:
            if fr.num or soul:
                return BAD_EFFECTS
            continue
        if i != g.n_frames - 1 or not brave_in_zone(pl, fr.inst, fr.index):
            return BAD_EFFECTS
        if fr.num < 0 or fr.num >= min_cores(t, pl.card_ids[fr.inst]) or fr.num - soul > pl.reserve:
            return BAD_EFFECTS
        if soul and pl.soul_loc != SOUL_RESERVE:
            return BAD_EFFECTS
    return 0


cdef bint brave_in_zone(const PlayerState* pl, int inst, int dest) noexcept nogil:
    if dest == DS_HAND:
        return index_in(pl.hand, pl.hand_count, inst) >= 0
    if dest == DS_TRASH:
        return index_in(pl.trash, pl.trash_count, inst) >= 0
    return index_in(pl.deck, pl.deck_count, inst) >= 0


cdef int check_flow(const GameState* g, const CardTable* t) noexcept nogil:
    """0, or the first broken cross-field rule of the effect or card use in progress."""
    cdef int err, p, k
    for p in range(2):
        for k in range(MAX_SLOTS):
            if g.players[p].slots[k].inst != NO_CARD and g.players[p].slots[k].raid_uses > MAX_RAID_USES:
                return BAD_SLOT
    err = check_bursts(g)
    if not err:
        err = check_frame_kinds(g, t)
    if not err:
        err = check_top_frame(g, t)
    if not err:
        err = check_brave_keep_frames(g, t)
    return err
