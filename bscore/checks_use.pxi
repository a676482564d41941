# State checks of bscore/checks.pyx (included there): padding, the card being used (R7) and the decision in
# progress.

cdef bint padding_zeroed(const GameState* g) noexcept nogil:
    """The compiler's padding bytes are zero, so one state has one byte form (and one hash)."""
    cdef const uint8_t* base = <const uint8_t*>g
    cdef const uint8_t* at
    cdef int p
    at = <const uint8_t*>&g.next_batch + 1
    if not zeroed(at, <const uint8_t*>&g.use_ability - at):
        return False
    at = <const uint8_t*>&g.burst_subj_cores[1] + 1  # vocab-D: the gaps around burst_subj_flags
    if not zeroed(at, <const uint8_t*>&g.burst_subj_flags - at):
        return False
    at = <const uint8_t*>&g.burst_subj_flags[1] + sizeof(g.burst_subj_flags[1])
    if not zeroed(at, <const uint8_t*>&g.battle_magic - at):
        return False
    for p in range(2):
        at = &g.players[p].slot_top + 1
        if not zeroed(at, <const uint8_t*>&g.players[p].advent_sources - at):
            return False
        at = &g.players[p].hand_side_count + 1
        if not zeroed(at, <const uint8_t*>&g.players[p] + sizeof(PlayerState) - at):
            return False
    return True


cdef inline bint magic_use_stashed(const GameState* g) noexcept nogil:
    """The use's frame waits on a summon that interrupted a Magic's use (FRAME_USE_STASHED)."""
    return g.n_frames > 0 and (g.frames[use_frame_index(g)].flags & FRAME_USE_STASHED) != 0


cdef inline bint pc_in_program(const CardTable* t, const Frame* fr) noexcept nogil:
    """A frame's pc is on one of its program's ops (the last is END); an empty program has pc 0."""
    cdef int n = t.ab_n_ops[fr.ability]
    return fr.pc < n or (n == 0 and fr.pc == 0)


cdef int check_use(const GameState* g, const CardTable* t) noexcept nogil:
    """The card being used (R7.1): all clear, or a real card of a real player."""
    cdef int i
    if g.use_origin > ORIGIN_EFFECT:
        return bad(BAD_ENUM, F_USE_ORIGIN)
    if g.use_flags & ~(USE_RESERVE_ONLY | USE_SOUL_PAID | USE_BURST_PAID | USE_EXHAUSTED | USE_NO_SUMMON_TRIGGER
                       | USE_DISCARD_PAID | USE_FROM_HAND_SIDE | USE_FREE_OPTION | USE_JOINED):  # woden; R16.7; R18.12
        return bad(BAD_ENUM, F_USE_FLAGS)
    if g.phase == PH_GAME_OVER:  # a cap can stop a game mid-use: the record stays, nothing continues it
        return 0
    cdef int magic_frames = 0
    cdef int stashed = 0
    cdef int cost_frames = 0
    cdef int flags
    for i in range(g.n_frames):
        flags = g.frames[i].flags
        if t.ab_kind[g.frames[i].ability] == AK_MAGIC_COST:  # woden
            cost_frames += 1
        if flags & FRAME_WAITING and (g.use_kind == USE_NONE or g.use_origin != ORIGIN_EFFECT):
            return bad(BAD_EFFECTS, F_FRAMES)
        if flags & FRAME_MAGIC:
            magic_frames += 1
        elif flags & FRAME_FROM_HAND:  # woden: only a Magic's frame is marked
            return bad(BAD_EFFECTS, F_FRAMES)
        if flags & (FRAME_STASH_FLASH | FRAME_STASH_EFFECT) and not flags & FRAME_USE_STASHED:
            return bad(BAD_EFFECTS, F_FRAMES)
        if flags & FRAME_USE_STASHED:
            stashed += 1
            # only the waiting use frame holds a Magic's use, and one origin at most
            if (i != use_frame_index(g) or not flags & FRAME_WAITING or g.use_kind == USE_MAGIC or g.use_kind == USE_NONE
                    or (flags & FRAME_STASH_FLASH and flags & FRAME_STASH_EFFECT)):
                return bad(BAD_EFFECTS, F_FRAMES)
    # a Magic being used is paid for, then resolves as exactly one FRAME_MAGIC frame (R7, R8.4); while its
    # effect summons a card, the summon is the use and the Magic's frame holds the Magic
    if magic_frames > 1 or (magic_frames and g.use_kind != USE_MAGIC and not stashed) or (stashed and not magic_frames):
        return bad(BAD_EFFECTS, F_FRAMES)
    if cost_frames and not magic_cost_running(g, t):  # woden: only while a hand Magic's discard cost is paid
        return bad(BAD_EFFECTS, F_FRAMES)
    # woden: the discard cost is a hand Magic's only, asked once its cores are paid
    if g.use_flags & USE_DISCARD_PAID and (g.use_kind != USE_MAGIC or g.use_origin == ORIGIN_EFFECT
                                           or g.use_cost_left):
        return bad(BAD_USE, F_USE_FLAGS)
    if g.use_kind == USE_ACCEL and (g.decision != DK_PAY or g.use_origin == ORIGIN_EFFECT or g.use_cost_left == 0
                                    or g.use_flags & ~USE_SOUL_PAID):
        return bad(BAD_USE, F_USE_KIND)  # R16.6: an Accel is in use only while its cost is paid
    if g.use_kind == USE_MAGIC and not magic_frames and not (
            g.decision == DK_PAY or g.decision == DK_MAGIC_EFFECT or g.edecision == DK_PAY
            or g.edecision == DK_MAGIC_EFFECT or magic_cost_running(g, t)):
        return bad(BAD_USE, F_USE_KIND)
    if g.use_kind == USE_NONE:
        if g.use_inst != NO_CARD or g.use_player != NO_PLAYER:
            return bad(BAD_USE, F_USE_PLAYER)
        if g.use_slot != NO_SLOT:
            return bad(BAD_USE, F_USE_SLOT)
        if g.use_cost_left or g.use_ability or g.use_origin or g.use_flags:
            return bad(BAD_USE, F_USE_COST)
        return 0
    if not has_inst(g, g.use_player, g.use_inst):
        return bad(BAD_USE, F_USE_INST)
    # R8, R10: a use from the Main Step returns there, a Flash one to its Flash timing
    if g.use_origin == ORIGIN_MAIN and (g.phase != PH_MAIN or g.use_player != g.active):
        return bad(BAD_USE, F_USE_ORIGIN)
    if g.use_origin == ORIGIN_FLASH and (g.phase != PH_ATTACK or g.flash_priority > 1 or not g.flash_window
                                         or not g.in_battle):
        return bad(BAD_USE, F_USE_ORIGIN)
    # a summon an effect asked for: the asking frame waits on top of the stack, under any Brave's keep
    # question it caused (a Magic with this origin is a Burst's paid effect, R13.5)
    if g.use_origin == ORIGIN_EFFECT and g.use_kind != USE_MAGIC and (
            g.n_frames == 0 or not g.frames[use_frame_index(g)].flags & FRAME_WAITING):
        return bad(BAD_USE, F_USE_ORIGIN)
    # the one Magic an effect uses is a Burst's paid effect, and it says so
    if (g.use_origin == ORIGIN_EFFECT and g.use_kind == USE_MAGIC) != ((g.use_flags & USE_BURST_PAID) != 0):
        return bad(BAD_USE, F_USE_ORIGIN)
    if g.use_slot != NO_SLOT and (g.use_slot >= MAX_SLOTS
                                  or g.players[g.use_player].slots[g.use_slot].inst != g.use_inst):
        return bad(BAD_USE, F_USE_SLOT)
    if not use_can_finish(g, t):
        return bad(BAD_USE, F_USE_COST)
    # R7.1: a card used from a Main Step or Flash timing is being paid for, placed, or (a Magic) choosing or
    # resolving its effect; the step's own decision comes back only once the use is over
    if (g.use_origin != ORIGIN_EFFECT and not magic_frames and not cost_frames
            and g.decision != DK_PAY and g.decision != DK_PLACE and g.decision != DK_MAGIC_EFFECT):
        return bad(BAD_DECISION, F_DECISION)
    if g.use_kind == USE_MIRAGE and (  # R16.5: from the Main Step, once per turn, no slot
            g.use_origin != ORIGIN_MAIN or g.use_slot != NO_SLOT or g.use_flags & ~USE_SOUL_PAID
            or not g.turn_flags[g.use_player] & TURN_MIRAGE_SET
            or t.mirage_cost[g.players[g.use_player].card_ids[g.use_inst]] < 0):
        return bad(BAD_USE, F_USE_KIND)
    return 0


cdef bint use_can_finish(const GameState* g, const CardTable* t) noexcept nogil:
    """The cores the user can still pay with cover the cost left plus the cores the new card needs at
    Lv1 (R7.6): a use is only declared when they do, and paying or placing keeps it so."""
    cdef int p = g.use_player
    cdef int row = g.players[p].card_ids[g.use_inst]
    cdef int on_card = cores_on(g, p, g.use_slot) if g.use_slot != NO_SLOT else 0
    cdef int place = 0
    cdef int available = available_cores(g, t, p, (g.use_flags & USE_RESERVE_ONLY) != 0)
    if g.use_slot != NO_SLOT and not g.use_flags & USE_RESERVE_ONLY:
        available -= on_card  # cores already on the new card pay nothing more
    if g.use_kind == USE_SUMMON or g.use_kind == USE_DEPLOY:  # a Magic or an Accel places none
        place = min_cores(t, row) - on_card
    return available >= g.use_cost_left + (place if place > 0 else 0)


cdef bint attack_cost_question(const GameState* g) noexcept nogil:
    """A SOUL question with no effect resolving: which core pays an attack's extra cost (R6.7, R7.6)."""
    cdef int a = g.active
    return (g.phase == PH_ATTACK and g.in_battle == BATTLE_ON and g.attacker < MAX_SLOTS
            and g.edecision_player == a and g.players[a].slots[g.attacker].inst != NO_CARD
            and g.players[a].soul_loc == SOUL_SLOT0 + g.attacker and g.players[a].slots[g.attacker].cores > 0)


cdef int check_decisions(const GameState* g) noexcept nogil:
    """The decision in progress agrees with the phase, the player and the tables behind it."""
    cdef int d = g.decision
    cdef int e = g.edecision
    if (d == DK_NONE) != (g.decision_player == NO_PLAYER) or (d != DK_NONE and g.decision_player > 1):
        return bad(BAD_DECISION, F_DECISION_PLAYER)
    if g.phase == PH_SETUP:  # setup_game always runs on to turn 1's first decision
        return bad(BAD_DECISION, F_PHASE)
    if g.in_battle and g.phase != PH_ATTACK:  # battles happen in the Attack Step (R9)
        return bad(BAD_BATTLE, F_IN_BATTLE)
    # a live battle is in a Flash timing (R9.2, R9.4), at the block (R9.3) or paying an attack's cost
    if g.in_battle == BATTLE_ON and not g.flash_window and d != DK_BLOCK and not attack_cost_question(g):
        return bad(BAD_BATTLE, F_IN_BATTLE)
    if (e == DK_NONE) != (g.edecision_player == NO_PLAYER) or (e != DK_NONE and g.edecision_player > 1):
        return bad(BAD_DECISION, F_EDECISION_PLAYER)
    if d == DK_MAIN and (g.phase != PH_MAIN or g.decision_player != g.active):
        return bad(BAD_DECISION, F_DECISION)
    if d == DK_ATTACK and (g.phase != PH_ATTACK or g.decision_player != g.active):
        return bad(BAD_DECISION, F_DECISION)
    if d == DK_BLOCK and (g.phase != PH_ATTACK or not g.in_battle or g.decision_player != 1 - g.active):
        return bad(BAD_DECISION, F_DECISION)
    if d == DK_FLASH and (not g.in_battle or g.flash_window == 0 or g.decision_player != g.flash_priority):
        return bad(BAD_DECISION, F_DECISION)
    if (d == DK_PAY or d == DK_PLACE or d == DK_MAGIC_EFFECT) and (
            g.use_kind == USE_NONE or g.decision_player != g.use_player or g.use_origin == ORIGIN_EFFECT):
        return bad(BAD_DECISION, F_DECISION)
    if e == DK_MAIN or e == DK_ATTACK or e == DK_BLOCK or e == DK_FLASH:
        return bad(BAD_ENUM, F_EDECISION)
    if (e == DK_PAY or e == DK_PLACE or e == DK_MAGIC_EFFECT) and (
            g.use_kind == USE_NONE or g.edecision_player != g.use_player or g.use_origin != ORIGIN_EFFECT):
        return bad(BAD_DECISION, F_EDECISION)
    if (e == DK_CHOOSE or e == DK_YES_NO) and g.n_frames == 0:
        return bad(BAD_DECISION, F_EDECISION)
    if e == DK_SOUL and g.n_frames == 0 and not attack_cost_question(g):
        return bad(BAD_DECISION, F_EDECISION)
    if e == DK_ORDER and g.n_queue < 2:
        return bad(BAD_DECISION, F_EDECISION)
    if e == DK_BURST and not (g.burst_offer >> g.edecision_player) & 1:
        return bad(BAD_DECISION, F_EDECISION)
    if e == DK_AWAKEN and g.awaken_slot >= MAX_SLOTS:
        return bad(BAD_DECISION, F_AWAKEN)
    return 0
