# State invariants, checked by the fuzz loop, by from_bytes and (debug build) after every action.
# A failure returns (field * 100 + kind) * 10 + player (player 2 = not player-specific; field 0 =
# none named); 0 means all hold.

from libc.stdint cimport uint8_t, uint64_t

from bscore._effects cimport (
    BUILTIN_LUSTER, DU_BATTLE, DU_NEXT_REFRESH, DU_TURN, KW_BURST, MD_ARMED, MD_BP, MD_KEYWORD, MD_FROM_HAND, MD_USED,
    TM_ARMED, CFL_TOKEN, MD_COST_IS_LIFE, MD_DELAYED, MD_DISCARD_CAP, MD_NEXT_MAGIC_DISCOUNT, MD_REDIRECT_NEXT,
    MD_TRIGGER_COUNTER, DU_WHILE_ON_FIELD,
    AK_STATIC, BUILTIN_BLOODCURSE, BUILTIN_BRAVE_KEEP, MD_GALE_SELECT, MD_LAST_KNOWN_BP, MD_SET_LEVEL, MD_SILENCE_DESTROYED, MD_SUMMON_COUNTED, MD_TURN_STATIC,
    MD_CARD_STATIC, MD_LOSE_EFFECTS, DU_NEXT_OPP_TURN, MD_COST_IS_LIFE_NEXT, MD_MAGIC_CORE_TAX,
)
from bscore.statics cimport KEYWORD_MASK
from bscore._effects cimport MD_MAX_LEVEL_WHILE  # levels group
from bscore._effects cimport MD_DESTROYED_COUNT, MD_SYMBOLS_ADD  # vocab-A
from bscore._effects cimport AK_MAGIC_FLASH, AK_MAGIC_MAIN, MD_MAGIC_TO_HAND  # pool II
from bscore._effects cimport MD_NO_DECK_DISCARD  # CB01
from bscore._effects cimport MD_ASCENDED_WITH, MD_DEFEATED_BP, MD_MUST_ATTACK_FIRST, MD_SUMMON_COST_PAID  # ascend group
from bscore._types cimport TURN_MAGIC_USED  # levels group
from bscore._effects cimport AK_MAGIC_COST  # woden group
from bscore._effects cimport BUILTIN_LINK, MD_AS_SPIRIT, MD_COMPARE_COST  # vocab-B
from bscore._types cimport BATTLE_NONE, CT_NEXUS
from bscore.link_state cimport battler_slot
from bscore._types cimport USE_DISCARD_PAID  # woden group
from bscore._types cimport TURN_MIRAGE_SET, USE_MIRAGE  # mirage group
from bscore._types cimport USE_ACCEL, USE_DEPLOY, USE_FREE_OPTION, USE_FROM_HAND_SIDE, USE_JOINED  # R16.6, R16.7
from bscore._types cimport (
    BATTLE_ON, CardTable, CT_BRAVE, CT_MAGIC, CT_SPIRIT, CT_ULTIMATE, DK_ATTACK, DK_AWAKEN, DK_BRAVE_KEEP, DK_BLOCK, DK_BURST, DK_CHOOSE, DK_FLASH, DK_MAGIC_EFFECT, DK_MAIN,
    DK_NONE, DK_ORDER, DK_PAY, DK_PLACE, DK_SOUL, DK_YES_NO, END_BURST_MISSET, END_DECK_OUT, END_LIFE, END_NONE,
    END_CONCEDED, END_EFFECT_LIMIT, END_TABLE_OVERFLOW, FIRST_PLAYER_RANDOM, GameState, LAYOUT_VERSION, MAX_CARD_CORES, MAX_CORES_IN_PLAY, MAX_TURN_NUMBER, OPTION_AUTO_FORCED,
    FRAME_FROM_HAND, FRAME_MAGIC, FRAME_STASH_EFFECT, FRAME_STASH_FLASH, FRAME_USE_STASHED, FRAME_WAITING, ORIGIN_EFFECT, ORIGIN_FLASH, ORIGIN_MAIN, PH_ATTACK, PH_MAIN, PH_SETUP, RULE_WIN_AT_CHECKPOINT, USE_RESERVE_ONLY, USE_SOUL_PAID, USE_BURST_PAID, MAX_BUFFER,
    USE_EXHAUSTED, USE_NO_SUMMON_TRIGGER,
    MAX_CARDS, MAX_FRAMES, MAX_MODS, MAX_QUEUE, MAX_SLOTS, MAX_TARGETS, ModEntry, NO_CARD, NO_PLAYER, NO_SLOT,
    Frame, Pending, PH_GAME_OVER, PH_TURN_CHANGE, PlayerState, RULE_USE_SOUL_CORE, SOUL_COUNT, SOUL_LIFE,
    SOUL_NONE, SOUL_RESERVE, SOUL_SLOT0, SOUL_TRASH, SOUL_VOID, TURN_LOST_LIFE, USE_MAGIC, USE_NONE, USE_SUMMON, WINNER_DRAW, TURN_DESTROYED, TURN_DREW_BY_EFFECT,
    TURN_DRAW_STEP_DONE,
)
from bscore.check_codes cimport *
from bscore.check_flow cimport check_flow
from bscore.frame_stack cimport use_frame_index
from bscore.cores cimport cores_on
from bscore.levels cimport is_depleted, min_cores
from bscore.statics cimport available_cores
from bscore.misc cimport copied_ability_ok
from bscore.soul_state cimport in_soul, soul_states_ok

# Field ids: a failure returns ((field * 100 + kind) * 10 + player), so the message names the field.
FIELD_NAMES = (
    "", "phase", "decision", "decision_player", "edecision", "edecision_player", "winner", "end_reason",
    "active", "first_player", "turn", "actions_applied", "turn_actions", "options", "use_kind", "use_player",
    "use_inst", "use_slot", "use_origin", "use_cost_left", "use_ability", "use_flags", "flash_window",
    "flash_priority", "flash_passes", "in_battle", "blocked", "burst_offer", "burst_state", "bursts_set",
    "curse", "luster", "first_attacker", "turn_flags", "battle_magic", "next_batch", "mods", "queue",
    "frames", "awaken_slot", "pad", "rules.max_turns", "rules.start_life", "rules.start_reserve",
    "rules.start_hand", "rules.core_step_gain", "rules.draw_per_turn", "rules.bursts_per_turn",
    "rules.flags", "rules.first_player", "rules.max_actions_per_turn", "rules.max_actions", "pending_loss",
    "links", "burst_subj",
)


INVARIANT_MESSAGES = {
    BAD_LAYOUT: "layout_version does not match this engine",
    BAD_ENUM: "an enum field (phase, decision, player, reason...) is out of range",
    BAD_COUNTS: "zone counts exceed the player's cards",
    BAD_CARD_ID: "a card id is outside the card table",
    CARD_CONSERVATION: "card conservation: an instance is missing, duplicated or stray",
    BAD_SLOT: "a field slot holds a Magic, a bad exhaust or Raid count, cores or Advent sources while empty or over 255 cores",
    CORE_CONSERVATION: "core conservation: cores in play differ from Void draws minus returns",
    BAD_SOUL_CORE: "the Soul Core is not in exactly one valid place (R1.6, R6.6)",
    NEGATIVE_COUNT: "a core count went negative or past the Void supply limit (60,000 in play)",
    DEPLETED_ON_FIELD: "a depleted Spirit is still on the field (R6.2)",
    BAD_DECISION: "the pending decision does not match the phase",
    BAD_BATTLE: "battle references point at empty slots",
    BAD_USE: "the card being used is inconsistent with the decision",
    BAD_EFFECTS: "the effect tables (mods, trigger queue, frames) are inconsistent",
    BAD_END: "winner and end_reason do not match the phase (R4)",
    BAD_RULES: "the rules block is outside the RuleSet bounds (pybs.rules)",
    BAD_COUNTER: "a counter or flag field is out of range (turn, actions, flash, Burst, battle fields)",
    BAD_FACE: "R16.1: a Rebirth card shows its back face only on the field, with its slot's flipped marker set",
    BAD_MIRAGE: "R16.5: a set Mirage is a card with a Mirage cost, in no other place",
    BAD_SOUL_STATE: "R16.3: only a contract card on the field is in soul state, holding no cores and no Brave",
}


cdef bint count_zone(const uint8_t* zone, int count, int n, int* seen) noexcept nogil:
    """Tally a zone's instances into seen; False if an entry is stray or a tail is not NO_CARD."""
    cdef int i, inst
    for i in range(MAX_CARDS):
        inst = zone[i]
        if (i < count) != (inst != NO_CARD) or (inst != NO_CARD and inst >= n):
            return False
        if inst != NO_CARD:
            seen[inst] += 1
    return True


cdef bint count_sources(uint64_t sources, int n, int* seen) noexcept nogil:
    """Tally the Advent sources under a field card (R15.3); False if one is not an owned instance."""
    cdef int i
    for i in range(MAX_CARDS):
        if (sources >> i) & 1:
            if i >= n:
                return False
            seen[i] += 1
    return True


cdef int check_faces(const GameState* g, const CardTable* t, int p) noexcept nogil:
    """R16.1: a card shows its back face only on the field, marked flipped; an empty slot is not flipped."""
    cdef const PlayerState* pl = &g.players[p]
    cdef int k, i
    cdef int on_back[MAX_CARDS]
    for i in range(MAX_CARDS):
        on_back[i] = 0
    for k in range(MAX_SLOTS):
        if pl.slots[k].flipped > 1 or (pl.slots[k].flipped and pl.slots[k].inst == NO_CARD):
            return BAD_FACE
        if pl.slots[k].inst != NO_CARD and pl.slots[k].inst < pl.n_cards:
            if (t.front_row[pl.card_ids[pl.slots[k].inst]] >= 0) != (pl.slots[k].flipped == 1):
                return BAD_FACE
            on_back[pl.slots[k].inst] = pl.slots[k].flipped
    for i in range(pl.n_cards):
        if t.front_row[pl.card_ids[i]] >= 0 and not on_back[i]:
            return BAD_FACE
    return 0


cdef bint first_host(const PlayerState* pl, int k) noexcept nogil:
    cdef int j
    for j in range(k):
        if pl.brave[j] == pl.brave[k]:
            return False
    return True


cdef bint brave_sides_ok(const CardTable* t, const PlayerState* pl, int k) noexcept nogil:
    """A one-spirit Brave is on one Spirit (side 0); a two-spirit Brave on at most two, one per side (R12.9)."""
    cdef int j
    cdef int hosts = 0
    cdef int sides = 0
    for j in range(MAX_SLOTS):
        if pl.brave[j] == pl.brave[k]:
            hosts += 1
            if pl.brave_side[j] > 1:
                return False
            sides |= 1 << pl.brave_side[j]
    if t.brave_two_spirit[pl.card_ids[pl.brave[k]]]:
        return hosts == 1 or (hosts == 2 and sides == 3)
    return hosts == 1 and sides == 1


cdef int check_player(const GameState* g, const CardTable* t, int p) noexcept nogil:
    cdef const PlayerState* pl = &g.players[p]
    cdef int seen[MAX_CARDS]
    cdef int i, k, n, inst, total, row, f
    n = pl.n_cards
    if n > MAX_CARDS or pl.deck_count > n or pl.hand_count > n or pl.trash_count > n or pl.hand_side_count > n:
        return BAD_COUNTS
    for i in range(MAX_CARDS):
        seen[i] = 0
        if i < n and pl.card_ids[i] >= t.n_cards:
            return BAD_CARD_ID
        if i >= n and pl.card_ids[i] != 0:
            return BAD_CARD_ID
    # every instance in exactly one zone; tails hold NO_CARD
    if not (count_zone(pl.deck, pl.deck_count, n, seen) and count_zone(pl.hand, pl.hand_count, n, seen)
            and count_zone(pl.trash, pl.trash_count, n, seen)
            and count_zone(pl.hand_side, pl.hand_side_count, n, seen)):  # R16.7: the hand-side too
        return CARD_CONSERVATION
    f = check_faces(g, t, p)
    if f:
        return f
    if not soul_states_ok(g, t, p):
        return BAD_SOUL_STATE
    for k in range(MAX_SLOTS):
        inst = pl.slots[k].inst
        if inst == NO_CARD:
            if pl.slots[k].cores or pl.slots[k].exhaust or pl.slots[k].raid_uses or pl.advent_sources[k]:
                return BAD_SLOT
            continue
        if inst >= n:
            return CARD_CONSERVATION
        seen[inst] += 1
        if pl.advent_sources[k] and not count_sources(pl.advent_sources[k], n, seen):
            return CARD_CONSERVATION  # R15.3: an Advent source is in no other zone
        if t.card_type[pl.card_ids[inst]] == CT_MAGIC or pl.slots[k].exhaust > 2:
            return BAD_SLOT
    for k in range(MAX_SLOTS):  # R12.1: a fused Brave is a Brave on a Spirit or Ultimate
        inst = pl.brave[k]
        if inst == NO_CARD:
            if pl.brave_side[k]:
                return BAD_SLOT
            continue
        if inst >= n:
            return CARD_CONSERVATION
        if not brave_sides_ok(t, pl, k):
            return BAD_SLOT
        if first_host(pl, k):  # R12.9: a two-spirit Brave is one card on up to two Spirits
            seen[inst] += 1
        if pl.slots[k].inst == NO_CARD or t.card_type[pl.card_ids[inst]] != CT_BRAVE:
            return BAD_SLOT
        row = t.card_type[pl.card_ids[pl.slots[k].inst]]
        if row != CT_SPIRIT and row != CT_ULTIMATE:
            return BAD_SLOT
    if pl.burst_inst != NO_CARD:
        if pl.burst_inst >= n:
            return CARD_CONSERVATION
        seen[pl.burst_inst] += 1
    if pl.mirage_inst != NO_CARD:  # R16.5
        if pl.mirage_inst >= n:
            return CARD_CONSERVATION
        if t.mirage_cost[pl.card_ids[pl.mirage_inst]] < 0:
            return BAD_MIRAGE
        seen[pl.mirage_inst] += 1
    if g.use_kind != USE_NONE and g.use_player == p and g.use_slot == NO_SLOT:
        if g.use_inst >= n:
            return BAD_USE
        seen[g.use_inst] += 1
    if magic_use_stashed(g):  # a Magic whose effect is summoning: its frame holds it (R8.4)
        for f in range(g.n_frames):
            if g.frames[f].flags & FRAME_MAGIC and g.frames[f].player == p:
                if g.frames[f].inst >= n:
                    return CARD_CONSERVATION
                seen[g.frames[f].inst] += 1
    for f in range(g.n_frames):  # cards revealed or viewed by a resolving effect are in its buffer
        if g.frames[f].n_buffer and g.frames[f].buffer_owner == p:
            for i in range(g.frames[f].n_buffer):
                if g.frames[f].buffer[i] >= n:
                    return CARD_CONSERVATION
                seen[g.frames[f].buffer[i]] += 1
    for i in range(n):  # R18.8: a token that left the field is in no zone
        if seen[i] != 1 and not (seen[i] == 0 and t.card_flags[pl.card_ids[i]] & CFL_TOKEN):
            return CARD_CONSERVATION
    k = MAX_SLOTS
    while k and pl.slots[k - 1].inst == NO_CARD:
        k -= 1
    if pl.slot_top != k:
        return BAD_SLOT
    # cores: a wrapped-around "negative" count shows up above the Void supply limit
    if (pl.life > MAX_CORES_IN_PLAY or pl.reserve > MAX_CORES_IN_PLAY or pl.trash_cores > MAX_CORES_IN_PLAY
            or pl.turn_start_life > MAX_CORES_IN_PLAY
            or pl.count_cores > MAX_CORES_IN_PLAY or pl.void_out > pl.void_in
            or pl.void_in - pl.void_out > MAX_CORES_IN_PLAY):
        return NEGATIVE_COUNT
    total = pl.life + pl.reserve + pl.trash_cores + pl.count_cores
    for k in range(MAX_SLOTS):
        total += pl.slots[k].cores
        if cores_on(g, p, k) > MAX_CARD_CORES:
            return BAD_SLOT
    if total != <int>(pl.void_in - pl.void_out):
        return CORE_CONSERVATION
    if g.rules.flags & RULE_USE_SOUL_CORE:
        if SOUL_SLOT0 <= pl.soul_loc < SOUL_SLOT0 + MAX_SLOTS:
            if pl.slots[pl.soul_loc - SOUL_SLOT0].inst == NO_CARD:
                return BAD_SOUL_CORE
        elif pl.soul_loc not in (SOUL_RESERVE, SOUL_LIFE, SOUL_TRASH, SOUL_COUNT, SOUL_VOID):
            return BAD_SOUL_CORE
    elif pl.soul_loc != SOUL_NONE:
        return BAD_SOUL_CORE
    # R6.2: nothing depleted stays; the card getting its cores placed is exempt until done
    for k in range(MAX_SLOTS):
        if pl.slots[k].inst == NO_CARD:
            continue
        if (g.decision == DK_PLACE or g.edecision == DK_PLACE) and g.use_player == p and g.use_slot == k:
            continue
        row = pl.card_ids[pl.slots[k].inst]
        if is_depleted(t, row, cores_on(g, p, k)) and not in_soul(g, t, p, k):  # R16.3: soul state holds no cores
            return DEPLETED_ON_FIELD
    return 0


cdef int check_effects(const GameState* g, const CardTable* t) noexcept nogil:
    cdef int i, j
    if g.n_mods > MAX_MODS or g.n_queue > MAX_QUEUE or g.n_frames > MAX_FRAMES or g.n_burst_queue > 2:
        return BAD_EFFECTS
    for i in range(g.n_mods):
        if g.mods[i].player > 1:
            return BAD_EFFECTS
    for i in range(g.n_queue):
        if g.queue[i].ability >= t.n_abilities or g.queue[i].player > 1:
            return BAD_EFFECTS
    for i in range(g.n_frames):
        if g.frames[i].ability >= t.n_abilities or not pc_in_program(t, &g.frames[i]):
            return BAD_EFFECTS
        if g.frames[i].n_targets > MAX_TARGETS or g.frames[i].n_buffer > MAX_BUFFER or g.frames[i].player > 1:
            return BAD_EFFECTS
        for j in range(g.frames[i].n_targets):
            if (g.frames[i].targets[j] >> 6) > 1 or (g.frames[i].targets[j] & 63) >= MAX_CARDS:
                return BAD_EFFECTS
        if g.frames[i].n_buffer and g.frames[i].buffer_owner > 1:
            return BAD_EFFECTS
    for i in range(g.n_burst_queue):
        if g.burst_queue[i] > 1 or g.players[g.burst_queue[i]].burst_inst == NO_CARD:
            return BAD_EFFECTS
    if g.awaken_slot != NO_SLOT and (g.edecision != DK_AWAKEN or g.awaken_slot >= MAX_SLOTS):
        return BAD_EFFECTS
    return 0


cdef inline bint has_inst(const GameState* g, int p, int inst) noexcept nogil:
    return p <= 1 and inst < g.players[p].n_cards


cdef bint zeroed(const uint8_t* data, size_t n) noexcept nogil:
    cdef size_t i
    for i in range(n):
        if data[i]:
            return False
    return True


cdef int check_rules(const GameState* g) noexcept nogil:
    """The RuleSet bounds (pybs/rules.py), so an edited rules block cannot overflow a counter."""
    cdef int i
    cdef int values[11]
    cdef int lo[11]
    cdef int hi[11]
    values[:] = [g.rules.max_turns, g.rules.start_life, g.rules.start_reserve, g.rules.start_hand,
                 g.rules.core_step_gain, g.rules.draw_per_turn, g.rules.bursts_per_turn, g.rules.flags,
                 g.rules.first_player, g.rules.max_actions_per_turn, 1 if g.rules.max_actions else 0]
    lo[:] = [0, 1, 0, 0, 0, 0, 0, 0, 0, 1, 1]
    hi[:] = [MAX_RULE_TURNS, 100, 100, MAX_CARDS, 20, 20, 20, 2 * RULE_WIN_AT_CHECKPOINT - 1,
             FIRST_PLAYER_RANDOM, 65535, 1]
    for i in range(11):
        if not lo[i] <= values[i] <= hi[i]:
            return bad(BAD_RULES, F_RULES + i)
    return 0


cdef int check_end(const GameState* g) noexcept nogil:
    """R4: a finished game has a reason and a matching winner; a live one has neither."""
    if g.end_reason > END_EFFECT_LIMIT:
        return bad(BAD_ENUM, F_END_REASON)
    if g.phase != PH_GAME_OVER:
        if g.end_reason != END_NONE:
            return bad(BAD_END, F_END_REASON)
        if g.winner != NO_PLAYER:
            return bad(BAD_END, F_WINNER)
        return 0
    if g.end_reason == END_NONE:
        return bad(BAD_END, F_END_REASON)
    if (g.end_reason == END_LIFE or g.end_reason == END_DECK_OUT or g.end_reason == END_BURST_MISSET
            or g.end_reason == END_CONCEDED):
        if g.winner > 1:
            return bad(BAD_END, F_WINNER)
    elif g.winner != WINNER_DRAW:
        return bad(BAD_END, F_WINNER)
    return 0


cdef int check_links(const GameState* g, const CardTable* t) noexcept nogil:
    """vocab-B: each link names a Spirit of that player on the field (not in soul state) that is not the player's
    battling Spirit, which exists while the battle lasts; the second entry only beside a first, never the same."""
    cdef int p, j, v, k, b
    for p in range(2):
        if g.links[2 * p] == 0 and g.links[2 * p + 1] != 0:
            return bad(BAD_BATTLE, F_LINKS)
        if g.links[2 * p] and g.links[2 * p] == g.links[2 * p + 1]:
            return bad(BAD_BATTLE, F_LINKS)
        for j in range(2):
            v = g.links[2 * p + j]
            if v == 0:
                continue
            if g.in_battle == BATTLE_NONE or v > g.players[p].n_cards:
                return bad(BAD_BATTLE, F_LINKS)
            k = slot_index(g, p, v - 1)
            b = battler_slot(g, p)
            if k < 0 or in_soul(g, t, p, k) or b == NO_SLOT or b == k:
                return bad(BAD_BATTLE, F_LINKS)
    return 0


cdef int check_turn_fields(const GameState* g) noexcept nogil:
    """Turn counters, option bits and the battle, Flash and Burst fields."""
    cdef int cap = g.rules.max_turns if g.rules.max_turns else MAX_TURN_NUMBER
    cdef int p
    if g.turn < 1 or g.turn > cap + (1 if g.phase == PH_GAME_OVER else 0):
        return bad(BAD_COUNTER, F_TURN)
    if (g.turn % 2 == 1) != (g.active == g.first_player):  # turn 1 is the first player's (R3.5)
        return bad(BAD_COUNTER, F_FIRST_PLAYER)
    if g.actions_applied > g.rules.max_actions or (g.actions_applied == g.rules.max_actions
                                                     and g.phase != PH_GAME_OVER):
        return bad(BAD_COUNTER, F_ACTIONS)
    if g.turn_actions > g.actions_applied:
        return bad(BAD_COUNTER, F_TURN_ACTIONS)
    if g.options & ~OPTION_AUTO_FORCED:
        return bad(BAD_ENUM, F_OPTIONS)
    if g.blocked > 1:
        return bad(BAD_ENUM, F_BLOCKED)
    if g.flash_passes > 1:  # two passes close the timing (R10.4)
        return bad(BAD_COUNTER, F_FLASH_PASSES)
    if g.flash_priority > 1 and (g.flash_priority != NO_PLAYER or g.flash_window):
        return bad(BAD_ENUM, F_FLASH_PRIORITY)
    if g.burst_offer > 3:
        return bad(BAD_ENUM, F_BURST_OFFER)
    for p in range(2):
        if (g.burst_offer >> p) & 1 and g.players[p].burst_inst == NO_CARD:
            return bad(BAD_EFFECTS, F_BURST_OFFER)
        if g.players[p].burst_state > 1 or (g.players[p].burst_state and g.players[p].burst_inst == NO_CARD):
            return bad(BAD_ENUM, F_BURST_STATE)
        if g.players[p].bursts_set > g.rules.bursts_per_turn:  # R13.1
            return bad(BAD_COUNTER, F_BURSTS_SET)
        if g.turn_flags[p] & ~(TURN_LOST_LIFE | TURN_DREW_BY_EFFECT | TURN_DESTROYED | TURN_MAGIC_USED
                               | TURN_DRAW_STEP_DONE | TURN_MIRAGE_SET):
            return bad(BAD_ENUM, F_TURN_FLAGS)
        if g.turn_flags[p] & TURN_MIRAGE_SET and p != g.active:  # R16.5: set in its owner's Main Step
            return bad(BAD_ENUM, F_TURN_FLAGS)
        if g.players[p].n_cards < 64 and g.battle_magic[p] >> g.players[p].n_cards:
            return bad(BAD_COUNTER, F_BATTLE_MAGIC)
    # the Curse / Luster attacker and the first attacker are instances of the turn player (R9)
    if g.curse > MAX_CARDS or (g.active < 2 and g.curse > g.players[g.active].n_cards):  # the attacker + 1
        return bad(BAD_COUNTER, F_CURSE)
    if g.luster > MAX_CARDS or (g.active < 2 and g.luster > g.players[g.active].n_cards):
        return bad(BAD_COUNTER, F_LUSTER)
    if g.first_attacker != NO_CARD and g.first_attacker >= g.players[g.active & 1].n_cards:
        return bad(BAD_COUNTER, F_FIRST_ATTACKER)
    if not padding_zeroed(g):
        return bad(BAD_ENUM, F_PAD)
    return check_pending_loss(g)


cdef int check_pending_loss(const GameState* g) noexcept nogil:
    """R18.13: a recorded loss waits only under the checkpoint rule, only while an effect resolves
    (advance settles it once no frame is left), and names a loser and a Life or deck-out reason."""
    cdef int reason = g.pending_loss >> 4
    if not g.pending_loss:
        return 0
    if (not g.rules.flags & RULE_WIN_AT_CHECKPOINT or g.phase == PH_GAME_OVER or g.n_frames == 0
            or not g.pending_loss & 3 or g.pending_loss & 12 or not (reason == END_LIFE or reason == END_DECK_OUT)):
        return bad(BAD_END, F_PENDING_LOSS)
    return 0


cdef bint ability_of_card(const GameState* g, const CardTable* t, int ab, int p, int inst) noexcept nogil:
    """A built-in ability (the keywords' Crush, Raid, Curse, Luster, Gale, Blessed; a Brave's keep question) or one
    of the card's own."""
    cdef int row = g.players[p].card_ids[inst]
    return ab <= BUILTIN_LINK or t.card_ab_start[row] <= ab < t.card_ab_start[row] + t.card_ab_count[row]


cdef int slot_index(const GameState* g, int p, int inst) noexcept nogil:
    cdef int k
    for k in range(g.players[p].slot_top):
        if g.players[p].slots[k].inst == inst:
            return k
    return -1


cdef bint burst_subject_ok(const GameState* g, int p) noexcept nogil:
    """Player p's remembered Burst subject: a real card or player while the Burst is offered or waits activated
    (R13.3), all zero otherwise."""
    cdef int sp = g.burst_subj_player[p]
    cdef int si = g.burst_subj_inst[p]
    cdef bint live = (g.burst_offer >> p) & 1 or (g.n_burst_queue > 0 and g.burst_queue[0] == p) or (
        g.n_burst_queue > 1 and g.burst_queue[1] == p)
    if not live:
        return sp == 0 and si == 0 and g.burst_subj_cores[p] == 0 and g.burst_subj_flags[p] == 0
    if si != NO_CARD:
        return sp < 2 and has_inst(g, sp, si)
    return sp < 2 or sp == NO_PLAYER


cdef int check_tables(const GameState* g, const CardTable* t) noexcept nogil:
    """Every mod, trigger and frame row points at real players, cards and abilities."""
    cdef int i, j, p, inst, spare
    cdef const ModEntry* m
    cdef const Pending* q
    cdef const Frame* fr
    if g.next_batch >= MAX_BATCH:
        return bad(BAD_EFFECTS, F_NEXT_BATCH)
    # rows past each count are zero, so a state has one byte form (the reference writes them so)
    if not zeroed(<const uint8_t*>&g.mods[g.n_mods], (MAX_MODS - g.n_mods) * sizeof(ModEntry)):
        return bad(BAD_EFFECTS, F_MODS)
    if not zeroed(<const uint8_t*>&g.queue[g.n_queue], (MAX_QUEUE - g.n_queue) * sizeof(Pending)):
        return bad(BAD_EFFECTS, F_QUEUE)
    if not zeroed(<const uint8_t*>&g.frames[g.n_frames], (MAX_FRAMES - g.n_frames) * sizeof(Frame)):
        return bad(BAD_EFFECTS, F_FRAMES)
    if g.n_burst_queue < 2 and g.burst_queue[1] or g.n_burst_queue == 0 and g.burst_queue[0]:
        return bad(BAD_EFFECTS, F_BURST_OFFER)
    for p in range(2):  # vocab-D: a Burst offered or waiting keeps its event's subject, otherwise nothing
        if not burst_subject_ok(g, p):
            return bad(BAD_EFFECTS, F_BURST_SUBJECT)
    for i in range(g.n_mods):
        m = &g.mods[i]
        spare = 0 if m.duration == DU_NEXT_OPP_TURN else m.pad  # vocab-D: that duration counts turns in pad
        if m.kind == MD_DELAYED:  # pad: the instance whose ability it is (a card of the source player)
            if (m.player > 1 or m.source > 1 or not has_inst(g, m.source, m.pad) or not 0 <= m.value < t.n_abilities
                    or t.ab_timing[m.value] != TM_ARMED or not (DU_BATTLE <= m.duration <= DU_TURN or (
                        m.duration == DU_WHILE_ON_FIELD and m.inst != NO_CARD))  # replace group: on a card
                    or not (ability_of_card(g, t, m.value, m.source, m.pad)
                            or copied_ability_ok(g, t, m.value, m.source, m.pad))):  # misc: a copied one's "later"
                return bad(BAD_EFFECTS, F_MODS)
        elif m.kind == MD_COST_IS_LIFE_NEXT:  # vocab-D: value: a STATIC row its filter reads
            if (m.player > 1 or m.source > 1 or m.inst != NO_CARD or spare or not 0 <= m.value < t.n_abilities
                    or t.ab_kind[m.value] != AK_STATIC):
                return bad(BAD_EFFECTS, F_MODS)
        elif m.kind == MD_SUMMON_COST_PAID:  # pad 1 (vocab-D): the card that paid was the opponent's
            if m.player > 1 or m.source > 1 or m.inst != NO_CARD or m.pad > 1 or m.value < 0:
                return bad(BAD_EFFECTS, F_MODS)
        elif (m.kind == MD_DISCARD_CAP or m.kind == MD_NEXT_MAGIC_DISCOUNT or m.kind == MD_COST_IS_LIFE
              or m.kind == MD_MAGIC_CORE_TAX or m.kind == MD_NO_DECK_DISCARD  # CB01
              or m.kind == MD_REDIRECT_NEXT or m.kind == MD_TRIGGER_COUNTER
              or m.kind == MD_DEFEATED_BP or m.kind == MD_COMPARE_COST):  # vocab-B: COMPARE_COST
            if m.player > 1 or m.source > 1 or m.inst != NO_CARD or spare or m.value < 0:
                return bad(BAD_EFFECTS, F_MODS)
        elif m.kind == MD_MAGIC_TO_HAND:  # pool II: value: a Magic of that player whose effect is resolving
            if m.player > 1 or m.source != m.player or m.inst != NO_CARD or m.pad or m.duration != DU_TURN or \
                    not magic_resolving(g, t, m.player, m.value):
                return bad(BAD_EFFECTS, F_MODS)
        elif m.kind == MD_LAST_KNOWN_BP:  # pad: the destroyed card's instance (R10.7)
            if m.player > 1 or m.source > 1 or m.inst != NO_CARD or m.value < 0 or not has_inst(g, m.player, m.pad):
                return bad(BAD_EFFECTS, F_MODS)
        elif m.kind == MD_AS_SPIRIT:  # vocab-B: on a Nexus on the field, this turn, with some BP
            if (m.player > 1 or m.source > 1 or m.pad or m.inst == NO_CARD or m.duration != DU_TURN or m.value < 1
                    or not has_inst(g, m.player, m.inst)
                    or t.card_type[g.players[m.player].card_ids[m.inst]] != CT_NEXUS):
                return bad(BAD_EFFECTS, F_MODS)
        elif m.kind == MD_MAX_LEVEL_WHILE or m.kind == MD_ASCENDED_WITH:  # value: a card instance of the same player
            if m.player > 1 or m.source > 1 or spare or m.inst == NO_CARD or not has_inst(g, m.player, m.value):
                return bad(BAD_EFFECTS, F_MODS)
        elif m.kind == MD_DESTROYED_COUNT:  # vocab-A: player-wide, this turn, on its own player: a count
            if m.player > 1 or m.source != m.player or m.inst != NO_CARD or m.pad or m.value < 1 or \
                    m.duration != DU_TURN or not t.destroyed_count_any:
                return bad(BAD_EFFECTS, F_MODS)
        elif m.kind == MD_SYMBOLS_ADD:  # vocab-A: on a card, value: count (1..15) + colour bits << 4
            if m.player > 1 or m.source > 1 or m.pad or m.inst == NO_CARD or not (
                    m.value & 15 and 0 < (m.value >> 4) < 64):
                return bad(BAD_EFFECTS, F_MODS)
        elif m.player > 1 or m.source > 1 or not (MD_BP <= m.kind <= MD_ARMED or MD_USED <= m.kind <= MD_FROM_HAND
                                                   or keywords_mod(m.kind) or m.kind == MD_CARD_STATIC
                                                   or m.kind == MD_MUST_ATTACK_FIRST or m.kind == MD_LOSE_EFFECTS
                                                   ) or spare:
            return bad(BAD_EFFECTS, F_MODS)
        if m.kind == MD_USED and not 0 <= m.value < t.n_abilities:
            return bad(BAD_EFFECTS, F_MODS)
        if not (DU_BATTLE <= m.duration <= DU_NEXT_REFRESH or m.duration == DU_WHILE_ON_FIELD and m.kind == MD_DELAYED
                or m.duration == DU_NEXT_OPP_TURN and m.pad <= 2 and m.kind != MD_DELAYED and m.kind != MD_LAST_KNOWN_BP):
            return bad(BAD_EFFECTS, F_MODS)
        if m.kind == MD_KEYWORD and not (m.value > 0 and 0 < (m.value & KEYWORD_MASK) < 23):  # Keyword < 23
            return bad(BAD_EFFECTS, F_MODS)
        if m.kind == MD_SET_LEVEL and not 0 <= m.value < 10:
            return bad(BAD_EFFECTS, F_MODS)
        if m.kind == MD_TURN_STATIC and (m.inst != NO_CARD or not 0 <= m.value < t.n_abilities
                                         or t.ab_kind[m.value] != AK_STATIC):
            return bad(BAD_EFFECTS, F_MODS)
        if m.kind == MD_CARD_STATIC and (m.inst == NO_CARD or not 0 <= m.value < t.n_abilities
                                         or t.ab_kind[m.value] != AK_STATIC or m.duration == DU_NEXT_REFRESH):
            return bad(BAD_EFFECTS, F_MODS)
        if m.kind == MD_ARMED and (m.inst == NO_CARD or not 0 <= m.value < t.n_abilities
                                   or t.ab_timing[m.value] != TM_ARMED or m.duration != DU_BATTLE):
            return bad(BAD_EFFECTS, F_MODS)
        if m.inst != NO_CARD and slot_index(g, m.player, m.inst) < 0:  # a card leaving loses its mods
            return bad(BAD_EFFECTS, F_MODS)
    for i in range(g.n_queue):
        q = &g.queue[i]
        if q.ability >= t.n_abilities or not has_inst(g, q.player, q.inst) or q.batch > g.next_batch:
            return bad(BAD_EFFECTS, F_QUEUE)
        if not ability_of_card(g, t, q.ability, q.player, q.inst) and not copied_ability_ok(
                g, t, q.ability, q.player, q.inst):  # misc: a copied When Summoned effect (BSS02-065)
            return bad(BAD_EFFECTS, F_QUEUE)
        if q.pad[0] or q.pad[1]:
            return bad(BAD_EFFECTS, F_QUEUE)
        if q.subj_inst != NO_CARD and not has_inst(g, q.subj_player, q.subj_inst):
            return bad(BAD_EFFECTS, F_QUEUE)
        if q.subj_inst == NO_CARD and q.subj_player > 1 and q.subj_player != NO_PLAYER:
            return bad(BAD_EFFECTS, F_QUEUE)
    for i in range(g.n_frames):
        fr = &g.frames[i]
        if fr.ability >= t.n_abilities or not pc_in_program(t, fr) or not has_inst(g, fr.player, fr.inst):
            return bad(BAD_EFFECTS, F_FRAMES)
        if not ability_of_card(g, t, fr.ability, fr.player, fr.inst) and not copied_ability_ok(
                g, t, fr.ability, fr.player, fr.inst) and t.ab_kind[fr.ability] != AK_MAGIC_COST:
            # misc: a copied When Summoned effect (BSS02-065); woden: a Magic discard cost runs as the Magic
            # user's frame about the Magic (check_use: magic_cost_running)
            return bad(BAD_EFFECTS, F_FRAMES)
        if fr.flags & ~FRAME_FLAG_BITS or fr.n_targets > MAX_TARGETS or fr.n_buffer > MAX_BUFFER or fr.pad:
            return bad(BAD_EFFECTS, F_FRAMES)
        if fr.subj_inst != NO_CARD and not has_inst(g, fr.subj_player, fr.subj_inst):
            return bad(BAD_EFFECTS, F_FRAMES)
        for j in range(fr.n_targets):
            p = fr.targets[j] >> 6
            inst = fr.targets[j] & 63
            if not has_inst(g, p, inst):
                return bad(BAD_EFFECTS, F_FRAMES)
        if fr.n_buffer and fr.buffer_owner > 1:
            return bad(BAD_EFFECTS, F_FRAMES)
    return 0


cdef int check_invariants(const GameState* g, const CardTable* t) noexcept nogil:
    cdef int p, err
    if g.layout_version != LAYOUT_VERSION:
        return BAD_LAYOUT * 10 + 2
    if g.phase > PH_TURN_CHANGE:
        return bad(BAD_ENUM, F_PHASE) * 10 + 2
    if g.decision > DK_FLASH and g.decision != DK_MAGIC_EFFECT:
        return bad(BAD_ENUM, F_DECISION) * 10 + 2
    if g.edecision > DK_BRAVE_KEEP:
        return bad(BAD_ENUM, F_EDECISION) * 10 + 2
    if g.active > 1:
        return bad(BAD_ENUM, F_ACTIVE) * 10 + 2
    if g.first_player > 1:
        return bad(BAD_ENUM, F_FIRST_PLAYER) * 10 + 2
    if g.use_kind > USE_ACCEL:
        return bad(BAD_ENUM, F_USE_KIND) * 10 + 2
    if g.flash_window > 2:
        return bad(BAD_ENUM, F_FLASH_WINDOW) * 10 + 2
    if g.in_battle > 3:
        return bad(BAD_ENUM, F_IN_BATTLE) * 10 + 2
    if g.winner > WINNER_DRAW and g.winner != NO_PLAYER:
        return bad(BAD_ENUM, F_WINNER) * 10 + 2
    err = check_rules(g)
    if not err:
        err = check_end(g)
    if not err:
        err = check_effects(g, t)
    if err:
        return err * 10 + 2
    for p in range(2):
        err = check_player(g, t, p)
        if err:
            return err * 10 + p
    err = check_turn_fields(g)
    if not err:
        err = check_links(g, t)
    if not err:
        err = check_use(g, t)
    if not err:
        err = check_tables(g, t)
    if not err and g.phase != PH_GAME_OVER:
        err = check_decisions(g)
    if err:
        return err * 10 + 2
    if g.phase == PH_GAME_OVER:
        if g.decision != DK_NONE or g.edecision != DK_NONE:
            return bad(BAD_DECISION, F_DECISION) * 10 + 2
    elif g.edecision == DK_NONE and g.decision == DK_NONE:
        return bad(BAD_DECISION, F_DECISION) * 10 + 2
    if g.attacker != NO_SLOT and (g.attacker >= MAX_SLOTS or g.players[g.active].slots[g.attacker].inst == NO_CARD):
        return BAD_BATTLE * 10 + 2
    if g.blocker != NO_SLOT and (g.blocker >= MAX_SLOTS or g.players[1 - g.active].slots[g.blocker].inst == NO_CARD):
        return BAD_BATTLE * 10 + 2
    if not g.in_battle and (g.attacker != NO_SLOT or g.blocker != NO_SLOT or g.flash_window):
        return BAD_BATTLE * 10 + 2
    if (g.decision == DK_PAY or g.edecision == DK_PAY) and (g.use_kind == USE_NONE or g.use_cost_left == 0):
        return BAD_USE * 10 + 2
    if g.decision == DK_PLACE or g.edecision == DK_PLACE:
        if g.use_slot >= MAX_SLOTS or g.use_player > 1:
            return BAD_USE * 10 + 2
        if g.players[g.use_player].slots[g.use_slot].inst != g.use_inst:
            return BAD_USE * 10 + 2
    if (g.decision == DK_MAGIC_EFFECT or g.edecision == DK_MAGIC_EFFECT) and g.use_kind != USE_MAGIC:
        return BAD_USE * 10 + 2
    err = check_flow(g, t) if g.phase != PH_GAME_OVER else 0
    return err * 10 + 2 if err else 0


def describe_invariant_error(int err) -> str:
    """Readable text for a check_invariants result, naming the field when one is known."""
    rest, who = divmod(err, 10)
    field, kind = divmod(rest, 100)
    text = INVARIANT_MESSAGES.get(kind, f"unknown invariant {kind}")
    if 0 < field < len(FIELD_NAMES):
        text = f"{FIELD_NAMES[field]}: {text}"
    return text if who == 2 else f"{text} (player {who})"


cdef inline bint keywords_mod(int kind) noexcept nogil:
    """Mod kinds of the keyword vocabulary (Mod 30-39)."""
    return MD_GALE_SELECT <= kind <= MD_SUMMON_COUNTED and kind != MD_SILENCE_DESTROYED  # never outlives its op


cdef bint magic_cost_running(const GameState* g, const CardTable* t) noexcept nogil:
    """woden: a Magic used from hand is paid for and its Rule.MAGIC_DISCARD frame (its user's, about that Magic) is
    the only frame: the Magic's own frame comes after it (BSS02-040)."""
    return (g.use_flags & USE_DISCARD_PAID and g.use_cost_left == 0 and g.use_origin != ORIGIN_EFFECT
            and g.n_frames == 1 and t.ab_kind[g.frames[0].ability] == AK_MAGIC_COST
            and g.frames[0].player == g.use_player and g.frames[0].inst == g.use_inst)


# The use and decision checks (one module; the file is included, not imported).
include "checks_use.pxi"


cdef bint magic_resolving(const GameState* g, const CardTable* t, int p, int inst) noexcept nogil:
    """pool II: a frame of player p runs a Magic effect of card ``inst`` (its use, or a CAST_MAGIC)."""
    cdef int i
    for i in range(g.n_frames):
        if g.frames[i].player == p and g.frames[i].inst == inst and (
                t.ab_kind[g.frames[i].ability] == AK_MAGIC_MAIN or t.ab_kind[g.frames[i].ability] == AK_MAGIC_FLASH):
            return True
    return False
