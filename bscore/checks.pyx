# State invariants, checked by the fuzz loop, by from_bytes and (debug build) after every action.
# A failure returns kind * 10 + player (player 2 = not player-specific); 0 means all hold.

from libc.stdint cimport uint8_t

from bscore._types cimport (
    CardTable, CT_MAGIC, DK_AWAKEN, DK_FLASH, DK_MAGIC_EFFECT, DK_NONE, DK_PAY, DK_PLACE, END_SIMULTANEOUS,
    GameState,
    LAYOUT_VERSION, MAX_BUFFER, MAX_CARDS, MAX_FRAMES, MAX_MODS, MAX_QUEUE, MAX_SLOTS, MAX_TARGETS, NO_CARD,
    NO_PLAYER, NO_SLOT, PH_GAME_OVER, PH_TURN_CHANGE, PlayerState, RULE_USE_SOUL_CORE, SOUL_COUNT, SOUL_LIFE,
    SOUL_NONE, SOUL_RESERVE, SOUL_SLOT0, SOUL_TRASH, SOUL_VOID, USE_MAGIC, USE_NONE, WINNER_DRAW,
)
from bscore.cores cimport cores_on
from bscore.levels cimport is_depleted

cdef enum:
    BAD_LAYOUT = 1
    BAD_ENUM = 2
    BAD_COUNTS = 3
    BAD_CARD_ID = 4
    CARD_CONSERVATION = 5
    BAD_SLOT = 6
    CORE_CONSERVATION = 7
    BAD_SOUL_CORE = 8
    NEGATIVE_COUNT = 9
    DEPLETED_ON_FIELD = 10
    BAD_DECISION = 11
    BAD_BATTLE = 12
    BAD_USE = 13
    BAD_EFFECTS = 14
    SANE_LIMIT = 10000  # a wrapped-around "negative" count shows up far above this

INVARIANT_MESSAGES = {
    BAD_LAYOUT: "layout_version does not match this engine",
    BAD_ENUM: "an enum field (phase, decision, player, reason...) is out of range",
    BAD_COUNTS: "zone counts exceed the player's cards",
    BAD_CARD_ID: "a card id is outside the card table",
    CARD_CONSERVATION: "card conservation: an instance is missing, duplicated or stray",
    BAD_SLOT: "a field slot holds a Magic, a bad exhaust state, or cores while empty",
    CORE_CONSERVATION: "core conservation: cores in play differ from Void draws minus returns",
    BAD_SOUL_CORE: "the Soul Core is not in exactly one valid place (R1.6, R6.6)",
    NEGATIVE_COUNT: "a core count went negative",
    DEPLETED_ON_FIELD: "a depleted Spirit is still on the field (R6.2)",
    BAD_DECISION: "the pending decision does not match the phase",
    BAD_BATTLE: "battle references point at empty slots",
    BAD_USE: "the card being used is inconsistent with the decision",
    BAD_EFFECTS: "the effect tables (mods, trigger queue, frames) are inconsistent",
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


cdef int check_player(const GameState* g, const CardTable* t, int p) noexcept nogil:
    cdef const PlayerState* pl = &g.players[p]
    cdef int seen[MAX_CARDS]
    cdef int i, k, n, inst, total, row, f
    n = pl.n_cards
    if n > MAX_CARDS or pl.deck_count > n or pl.hand_count > n or pl.trash_count > n:
        return BAD_COUNTS
    for i in range(MAX_CARDS):
        seen[i] = 0
        if i < n and pl.card_ids[i] >= t.n_cards:
            return BAD_CARD_ID
        if i >= n and pl.card_ids[i] != 0:
            return BAD_CARD_ID
    # every instance in exactly one zone; tails hold NO_CARD
    if not (count_zone(pl.deck, pl.deck_count, n, seen) and count_zone(pl.hand, pl.hand_count, n, seen)
            and count_zone(pl.trash, pl.trash_count, n, seen)):
        return CARD_CONSERVATION
    for k in range(MAX_SLOTS):
        inst = pl.slots[k].inst
        if inst == NO_CARD:
            if pl.slots[k].cores or pl.slots[k].exhaust or pl.slots[k].raid_uses:
                return BAD_SLOT
            continue
        if inst >= n:
            return CARD_CONSERVATION
        seen[inst] += 1
        if t.card_type[pl.card_ids[inst]] == CT_MAGIC or pl.slots[k].exhaust > 2:
            return BAD_SLOT
    if pl.burst_inst != NO_CARD:
        if pl.burst_inst >= n:
            return CARD_CONSERVATION
        seen[pl.burst_inst] += 1
    if g.use_kind != USE_NONE and g.use_player == p and g.use_slot == NO_SLOT:
        if g.use_inst >= n:
            return BAD_USE
        seen[g.use_inst] += 1
    for f in range(g.n_frames):  # cards revealed or viewed by a resolving effect are in its buffer
        if g.frames[f].n_buffer and g.frames[f].buffer_owner == p:
            for i in range(g.frames[f].n_buffer):
                if g.frames[f].buffer[i] >= n:
                    return CARD_CONSERVATION
                seen[g.frames[f].buffer[i]] += 1
    for i in range(n):
        if seen[i] != 1:
            return CARD_CONSERVATION
    k = MAX_SLOTS
    while k and pl.slots[k - 1].inst == NO_CARD:
        k -= 1
    if pl.slot_top != k:
        return BAD_SLOT
    # cores
    if (pl.life > SANE_LIMIT or pl.reserve > SANE_LIMIT or pl.trash_cores > SANE_LIMIT
            or pl.count_cores > SANE_LIMIT or pl.void_out > pl.void_in):
        return NEGATIVE_COUNT
    total = pl.life + pl.reserve + pl.trash_cores + pl.count_cores
    for k in range(MAX_SLOTS):
        total += pl.slots[k].cores
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
        if is_depleted(t, row, cores_on(g, p, k)):
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
        if g.frames[i].ability >= t.n_abilities or g.frames[i].pc >= t.ab_n_ops[g.frames[i].ability] + 1:
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


cdef int check_invariants(const GameState* g, const CardTable* t) noexcept nogil:
    cdef int p, err
    if g.layout_version != LAYOUT_VERSION:
        return BAD_LAYOUT * 10 + 2
    if (g.phase > PH_TURN_CHANGE or (g.decision > DK_FLASH and g.decision != DK_MAGIC_EFFECT)
            or g.edecision > DK_AWAKEN or g.active > 1
            or g.first_player > 1 or g.end_reason > END_SIMULTANEOUS or g.use_kind > USE_MAGIC
            or g.flash_window > 2 or g.in_battle > 3 or (g.winner > WINNER_DRAW and g.winner != NO_PLAYER)):
        return BAD_ENUM * 10 + 2
    err = check_effects(g, t)
    if err:
        return err * 10 + 2
    for p in range(2):
        err = check_player(g, t, p)
        if err:
            return err * 10 + p
    if g.phase == PH_GAME_OVER:
        if g.winner == NO_PLAYER or g.decision != DK_NONE or g.edecision != DK_NONE:
            return BAD_DECISION * 10 + 2
    elif g.winner != NO_PLAYER:
        return BAD_DECISION * 10 + 2
    elif g.edecision != DK_NONE:
        if g.edecision_player > 1:
            return BAD_DECISION * 10 + 2
    elif g.decision == DK_NONE or g.decision_player > 1:
        return BAD_DECISION * 10 + 2
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
    if g.use_kind == USE_NONE and (g.use_inst != NO_CARD or g.use_player != NO_PLAYER):
        return BAD_USE * 10 + 2
    if (g.decision == DK_MAGIC_EFFECT or g.edecision == DK_MAGIC_EFFECT) and g.use_kind != USE_MAGIC:
        return BAD_USE * 10 + 2
    return 0


def describe_invariant_error(int err) -> str:
    """Readable text for a check_invariants result."""
    kind, who = divmod(err, 10)
    text = INVARIANT_MESSAGES.get(kind, f"unknown invariant {kind}")
    return text if who == 2 else f"{text} (player {who})"
