# Pool II ops (docs/EFFECTS.md "Pool II: tokens, Feast, Agile and new ops"): Feast and token copies (R18.8), a
# Magic that returns to its owner's hand, a Magic used from the Trash, summoning chosen targets, a chosen colour.
# Twin: pybs/reference/pool2_ops.py.

from libc.stdint cimport int32_t

from bscore._effects cimport *
from bscore._types cimport (
    CardTable, CT_MAGIC, CT_NEXUS, DK_CHOOSE, DK_NONE, FRAME_CHOOSING, FRAME_MAGIC, FRAME_WAITING, Frame, GameState,
    MAX_BUFFER, NO_ABILITY, NO_CARD, NO_PLAYER, ORIGIN_EFFECT, ORIGIN_FLASH, ORIGIN_MAIN, PH_MAIN, PlayerState, USE_DEPLOY, USE_EXHAUSTED,
    USE_NO_SUMMON_TRIGGER, USE_RESERVE_ONLY, USE_SUMMON,
)
from bscore.actions cimport (
    complete_summon, continue_use, edecide, leave_field, push_frame, remove_from_trash, stash_magic_use,
    take_from_hand, to_trash, usable_magic,
)
from bscore.cores cimport free_slot
from bscore.events cimport add_mod
from bscore.keyword_rules cimport summon_used_up
from bscore.levels cimport is_battler, min_cores
from bscore.statics cimport available_cores, cost_to_pay, slot_of
from bscore.targets cimport MAX_CANDS, candidates, choose_options, op_at, pack
from bscore.ultimates cimport ultimate_summon_ok
from bscore.zone_arrays cimport index_in
from bscore.zone_ops cimport new_token_instance, summon_token_row


cdef enum:
    CAST_PICK_CARD = 0                  # CAST_MAGIC's fr.num: which Magic is being chosen
    CAST_PICK_EFFECT = 1                # ... which of its two usable effects


# -- Feast -----------------------------------------------------------------------------------------

cdef int feast_tokens(const GameState* g, int p, const int32_t* op, int* out) noexcept nogil:
    """Player p's Small and Medium Supsprite tokens on the field (packed, slot order): what Feast upgrades."""
    cdef const PlayerState* pl = &g.players[p]
    cdef int k, inst, row, n = 0
    for k in range(pl.slot_top):
        inst = pl.slots[k].inst
        if inst == NO_CARD:
            continue
        row = pl.card_ids[inst]
        if row == op[1] or row == op[2]:
            out[n] = pack(p, inst)
            n += 1
    return n


cdef bint op_feast(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil:
    """Feast: no Small or Medium token: summon a Small; one: upgrade it; several: its controller chooses."""
    cdef int cands[MAX_CANDS]
    cdef int n = feast_tokens(g, fr.player, op, cands)
    if n == 0:
        return summon_token_row(g, t, fr, op[1], 0)
    if n == 1:
        feast_upgrade(g, t, fr, op, cands[0])
        return False
    fr.flags |= FRAME_CHOOSING
    edecide(g, DK_CHOOSE, fr.player)
    return False


cdef void feast_upgrade(GameState* g, const CardTable* t, Frame* fr, const int32_t* op, int packed) noexcept nogil:
    """The token leaves the game, its cores (and Soul Core) to the Reserve, and the next size is summoned."""
    cdef int p = packed >> 6
    cdef int inst = packed & 63
    cdef int next_row = op[2] if g.players[p].card_ids[inst] == op[1] else op[3]
    fr.flags &= ~FRAME_CHOOSING
    leave_field(g, t, p, slot_of(g, p, inst), False)  # R18.8: a token goes to no zone
    summon_token_row(g, t, fr, next_row, 0)


# -- one more token like the subject (BSS05-111) ---------------------------------------------------

cdef int copy_row(const GameState* g, const CardTable* t, const Frame* fr) noexcept nogil:
    """The token row to copy (the event's subject), or -1 when the subject is no token of the controller's or the
    copy cannot come: no free slot, no normal core in the Reserve or Trash, or one core short of its Lv1 (R0.4)."""
    cdef int row
    cdef const PlayerState* pl = &g.players[fr.player]
    if fr.subj_inst == NO_CARD or fr.subj_player != fr.player:
        return -1
    row = pl.card_ids[fr.subj_inst]
    if not t.card_flags[row] & CFL_TOKEN or free_slot(g, fr.player) < 0 or min_cores(t, row) > 1:
        return -1
    if pl.reserve == 0 and pl.trash_cores == 0:
        return -1
    return row


cdef bint op_token_copy(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil:
    """One more of the subject's token, exhausted, with one normal core from the Reserve or the Trash (asked when
    both have one)."""
    cdef int row = copy_row(g, t, fr)
    cdef const PlayerState* pl = &g.players[fr.player]
    if row < 0:
        fr.pc += 1
        return True
    if pl.reserve and pl.trash_cores:
        fr.flags |= FRAME_CHOOSING
        edecide(g, DK_CHOOSE, fr.player)
        return False
    copy_token(g, t, fr, row, 0 if pl.reserve else 1)
    return False


cdef void copy_token(GameState* g, const CardTable* t, Frame* fr, int row, int from_trash) noexcept nogil:
    """Summon the copy (a summon: SUMMONED follows) with its one core, no PLACE asked."""
    cdef int p = fr.player
    cdef PlayerState* pl = &g.players[p]
    cdef int inst = new_token_instance(g, t, p, row)
    if inst < 0:
        fr.flags &= ~FRAME_CHOOSING
        fr.pc += 1
        return
    fr.flags |= FRAME_WAITING
    stash_magic_use(g, fr)
    g.use_player = p
    g.use_inst = inst
    g.use_kind = USE_SUMMON
    g.use_origin = ORIGIN_EFFECT
    g.use_flags = USE_EXHAUSTED
    g.use_cost_left = 0
    continue_use(g)  # it takes a slot and would ask for cores: the one core is placed here instead
    if from_trash:
        pl.trash_cores -= 1
    else:
        pl.reserve -= 1
    pl.slots[g.use_slot].cores = 1
    edecide(g, DK_NONE, NO_PLAYER)
    complete_summon(g, t, p)


# -- a Magic used from the Trash or the revealed cards without paying (BSS06-031) -------------------

cdef int cast_origin(const GameState* g, int p) noexcept nogil:
    """Which of a Magic's effects can be used now (R8.4): Main and Flash in p's Main Step, else Flash only."""
    return ORIGIN_MAIN if g.phase == PH_MAIN and g.active == p else ORIGIN_FLASH


cdef int cast_candidates(const GameState* g, const CardTable* t, const Frame* fr, const int32_t* op,
                         int* out) noexcept nogil:
    """The controller's Magic cards matching op's filter that have an effect usable now."""
    cdef int all_[MAX_CANDS]
    cdef int usable[8]
    cdef int n = candidates(g, t, fr, op[1], False, all_)
    cdef int i, m = 0
    for i in range(n):
        if all_[i] >> 6 != fr.player:
            continue
        if t.card_type[g.players[fr.player].card_ids[all_[i] & 63]] != CT_MAGIC:
            continue
        if usable_magic(g, t, fr.player, all_[i] & 63, cast_origin(g, fr.player), usable) == 0 or \
                usable[0] == NO_ABILITY:  # an unscripted Magic has no effect to use
            continue
        out[m] = all_[i]
        m += 1
    return m


cdef bint op_cast_magic(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil:
    cdef int cands[MAX_CANDS]
    if not (fr.flags & FRAME_CHOOSING):
        if cast_candidates(g, t, fr, op, cands) == 0:
            fr.pc += 1
            return True
        fr.flags |= FRAME_CHOOSING
        fr.num = CAST_PICK_CARD
    edecide(g, DK_CHOOSE, fr.player)
    return False


cdef bint cast_picks_effect(const Frame* fr, const int32_t* op) noexcept nogil:
    """CAST_MAGIC's second CHOOSE: its options are effects (0, 1), not cards."""
    return op[0] == OP_CAST_MAGIC and fr.num == CAST_PICK_EFFECT


cdef int cast_options(const GameState* g, const CardTable* t, const Frame* fr, const int32_t* op,
                      int* out, bint* pass_ok) noexcept nogil:
    """CAST_MAGIC's CHOOSE: the Magic cards (PASS when op's c says it is optional), then its two effects (0, 1)."""
    if fr.num == CAST_PICK_EFFECT:
        pass_ok[0] = False
        out[0] = 0
        out[1] = 1
        return 2
    pass_ok[0] = op[3] != 0
    return cast_candidates(g, t, fr, op, out)


cdef void answer_cast(GameState* g, const CardTable* t, Frame* fr, const int32_t* op, int pick) noexcept nogil:
    """The Magic is picked (then, with two usable effects, which one): it goes to the Trash and its effect
    resolves on top of this frame, which goes on afterwards."""
    cdef int usable[8]
    cdef int p = fr.player
    cdef int inst
    cdef int n
    if fr.num == CAST_PICK_CARD:
        fr.index = pick + 1
        inst = pick & 63
        n = usable_magic(g, t, p, inst, cast_origin(g, p), usable)
        if n > 1:
            fr.num = CAST_PICK_EFFECT
            edecide(g, DK_CHOOSE, p)
            return
        pick = 0
    inst = (fr.index - 1) & 63
    usable_magic(g, t, p, inst, cast_origin(g, p), usable)
    fr.flags &= ~FRAME_CHOOSING
    fr.num = 0
    fr.index = 0
    fr.pc += 1
    cast_magic(g, t, fr, inst, usable[pick])


cdef void cast_magic(GameState* g, const CardTable* t, Frame* fr, int inst, int ab) noexcept nogil:
    cdef int p = fr.player
    cdef int i
    for i in range(fr.n_buffer):
        if fr.buffer[i] == inst and fr.buffer_owner == p:
            drop_from_buffer(fr, i)
            to_trash(g, p, inst)
            break
    if g.in_battle:
        g.battle_magic[p] |= (<unsigned long long>1) << inst  # Luster remembers it
    push_frame(g, ab, p, inst, NO_PLAYER, NO_CARD, 0, 0, 0)


cdef void drop_from_buffer(Frame* fr, int i) noexcept nogil:
    cdef int j
    for j in range(i, MAX_BUFFER - 1):
        fr.buffer[j] = fr.buffer[j + 1]
    fr.buffer[MAX_BUFFER - 1] = 0
    fr.n_buffer -= 1


# -- the Magic that resolves returns to hand (BSS05-121) --------------------------------------------

cdef bint op_magic_to_hand(GameState* g, const CardTable* t, Frame* fr) noexcept nogil:
    """The Magic whose effect this is goes to its owner's hand once it resolved (a player-wide mod names it)."""
    cdef int i
    cdef bint named = False
    if fr.flags & FRAME_MAGIC or is_cast_frame(t, fr.ability, fr.flags):  # a Magic's own effect (not a Burst's)
        for i in range(g.n_mods):
            if g.mods[i].kind == MD_MAGIC_TO_HAND and g.mods[i].player == fr.player and g.mods[i].value == fr.inst:
                named = True
        if not named:
            add_mod(g, fr.player, NO_CARD, MD_MAGIC_TO_HAND, DU_TURN, fr.inst, fr.player)
    fr.pc += 1
    return True


# -- summon the chosen targets (BSS05-099) ---------------------------------------------------------

cdef bint summon_target_ok(const GameState* g, const CardTable* t, const Frame* fr, const int32_t* op, int p,
                           int inst) noexcept nogil:
    """The target can be summoned (or deployed) by this effect now: the controller's card in their Trash, hand or
    the buffer, a battler or Nexus, a free slot, its conditions met, and its cost (if paid) and Lv1 cores at hand."""
    cdef int row = g.players[p].card_ids[inst]
    cdef bint zoned
    if p != fr.player or free_slot(g, p) < 0:
        return False
    zoned = index_in(g.players[p].trash, g.players[p].trash_count, inst) >= 0 or index_in(
        g.players[p].hand, g.players[p].hand_count, inst) >= 0 or (
        fr.buffer_owner == p and index_in(fr.buffer, fr.n_buffer, inst) >= 0)
    if not zoned:
        return False
    if (not is_battler(t, row) and t.card_type[row] != CT_NEXUS) or (is_battler(t, row) and summon_used_up(g, t, p, inst)):
        return False
    if not ultimate_summon_ok(g, t, p, inst) or t.card_flags[row] & CFL_EXTRA_SUMMON_COST:
        return False
    return available_cores(g, t, p, (op[1] & SF_RESERVE_ONLY) != 0) >= (
        cost_to_pay(g, t, p, inst) if op[1] & SF_PAY else 0) + min_cores(t, row)


cdef bint op_summon_target(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil:
    """Summon target number n_targets - 1 - amount (REPEAT counts the amount down), from wherever it lies."""
    cdef int i = fr.n_targets - 1 - fr.amount
    cdef int p, inst, h
    cdef PlayerState* pl
    if i < 0 or i >= fr.n_targets:
        fr.pc += 1
        return True
    p = fr.targets[i] >> 6
    inst = fr.targets[i] & 63
    if not summon_target_ok(g, t, fr, op, p, inst):
        fr.pc += 1
        return True
    pl = &g.players[p]
    h = index_in(pl.hand, pl.hand_count, inst)
    if h >= 0:
        take_from_hand(g, p, h)
    elif index_in(pl.trash, pl.trash_count, inst) >= 0:
        remove_from_trash(g, p, inst)
    else:
        drop_from_buffer(fr, index_in(fr.buffer, fr.n_buffer, inst))
    fr.flags |= FRAME_WAITING
    stash_magic_use(g, fr)
    g.use_player = p
    g.use_inst = inst
    g.use_kind = USE_DEPLOY if t.card_type[pl.card_ids[inst]] == CT_NEXUS else USE_SUMMON
    g.use_origin = ORIGIN_EFFECT
    g.use_flags = ((USE_RESERVE_ONLY if op[1] & SF_RESERVE_ONLY else 0) | (USE_EXHAUSTED if op[1] & SF_EXHAUSTED else 0)
                   | (USE_NO_SUMMON_TRIGGER if op[1] & SF_NO_SUMMON_TRIGGER else 0))
    g.use_cost_left = cost_to_pay(g, t, p, inst) if op[1] & SF_PAY else 0
    continue_use(g)
    return False


# -- a chosen colour (CB01-076) --------------------------------------------------------------------

cdef bint op_choose_color(GameState* g, Frame* fr, const int32_t* op) noexcept nogil:
    fr.flags |= FRAME_CHOOSING
    edecide(g, DK_CHOOSE, fr.player if op[4] == WHO_CONTROLLER else 1 - fr.player)
    return False


# -- the dispatch and the CHOOSE answers -----------------------------------------------------------

cdef bint exec_pool2_op(GameState* g, const CardTable* t, Frame* fr, const int32_t* op) noexcept nogil:
    """One pool II op (OP_FEAST .. OP_CHOOSE_COLOR); False when a decision is pending or a summon started."""
    cdef int code = op[0]
    if code == OP_FEAST:
        return op_feast(g, t, fr, op)
    if code == OP_TOKEN_COPY:
        return op_token_copy(g, t, fr, op)
    if code == OP_MAGIC_TO_HAND:
        return op_magic_to_hand(g, t, fr)
    if code == OP_CAST_MAGIC:
        return op_cast_magic(g, t, fr, op)
    if code == OP_SUMMON_TARGET:
        return op_summon_target(g, t, fr, op)
    return op_choose_color(g, fr, op)


cdef int pool2_options(const GameState* g, const CardTable* t, const Frame* fr, const int32_t* op, int* out,
                       bint* pass_ok) noexcept nogil:
    """The options of a pool II op's CHOOSE: Feast's tokens, TOKEN_COPY's core source (0 the Reserve, 1 the
    Trash), CAST_MAGIC's Magic cards or effects, CHOOSE_COLOR's six colours (0 red .. 5 blue)."""
    cdef int i
    pass_ok[0] = False
    if op[0] == OP_FEAST:
        return feast_tokens(g, fr.player, op, out)
    if op[0] == OP_CAST_MAGIC:
        return cast_options(g, t, fr, op, out, pass_ok)
    if op[0] == OP_TOKEN_COPY:
        out[0] = 0
        out[1] = 1
        return 2
    for i in range(6):
        out[i] = i
    return 6


cdef int options_of_choice(const GameState* g, const CardTable* t, int* out, bint* pass_ok) noexcept nogil:
    """The options of the pending CHOOSE: targets.choose_options, or a pool II op's own (those ops sit above
    targets, which cannot import them)."""
    cdef const Frame* fr = &g.frames[g.n_frames - 1]
    cdef const int32_t* op = op_at(t, fr)
    if OP_FEAST <= op[0] <= OP_CHOOSE_COLOR:
        return pool2_options(g, t, fr, op, out, pass_ok)
    return choose_options(g, t, out, pass_ok)


cdef void answer_pool2(GameState* g, const CardTable* t, Frame* fr, const int32_t* op, int pick) noexcept nogil:
    """A pool II op's CHOOSE answered with option ``pick``."""
    if op[0] == OP_FEAST:
        feast_upgrade(g, t, fr, op, pick)
    elif op[0] == OP_CAST_MAGIC:
        answer_cast(g, t, fr, op, pick)
    elif op[0] == OP_TOKEN_COPY:
        copy_token(g, t, fr, copy_row(g, t, fr), pick)
    else:  # CHOOSE_COLOR: the colour's bit, for Rel.HAS_CHOSEN_COLOR
        fr.amount = 1 << pick
        fr.flags &= ~FRAME_CHOOSING
        fr.pc += 1
