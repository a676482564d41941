# The compiled observation: one player's view (R0.7) written from the GameState struct into a
# float32 buffer, the legal-action mask, and ObsState, the CoreState that pybs.game.State extends.
# Layout: docs/OBSERVATION.md. Nothing hidden from the observer is ever read into the buffer.

import numpy as np

cimport numpy as cnp

from libc.stdint cimport int32_t, uint8_t, uint64_t
from libc.string cimport memcpy, memset

from bscore._effects cimport OP_CHOOSE, OP_CHOOSE_BP_SUM, OP_CHOOSE_COST_SUM, OP_PICK, OP_REST, OP_SUMMON, OP_WIDTH
from bscore._types cimport (
    CardTable, DK_CHOOSE, DK_NONE, FRAME_MAGIC, FRAME_PUBLIC, Frame, GameState, MAX_BUFFER, MAX_CARDS, MAX_SLOTS,
    NO_CARD, NO_PLAYER, NO_SLOT, NUM_ACTIONS, PH_GAME_OVER, PlayerState, SOUL_NONE, SOUL_SLOT0, USE_NONE,
    WINNER_DRAW,
)
from bscore.cards cimport CardTableHandle
from bscore.cores cimport cores_on
from bscore.legal cimport legal_actions
from bscore.levels cimport level_number
from bscore.resample cimport resample_hidden
from bscore.state cimport CoreState
from bscore.statics cimport effective_bp, level_of
from bscore.targets cimport MAX_CANDS
from bscore.pool2_ops cimport cast_picks_effect, options_of_choice  # pool II
from bscore._effects cimport OP_CAST_MAGIC, OP_FEAST  # pool II
from bscore.hand_triggers cimport hidden_hand_trigger  # pool II

cnp.import_array()

OBSERVATION_SIZE = OBS_SIZE
OBSERVATION_OFFSETS = {
    "globals": 0, "buffer": OBS_BUFFER_AT, "choices": OBS_CHOICES_AT, "seats": OBS_SEATS_AT,
    "hand": OBS_HAND_AT, "hand_side": OBS_HAND_SIDE_AT, "seat_size": OBS_SEAT, "seat_header": OBS_SEAT_HEADER,
    "slot_fields": OBS_SLOT_FIELDS, "choice_fields": OBS_CHOICE_FIELDS, "choices_count": OBS_CHOICES,
}


cdef int pending_player(const GameState* g) noexcept nogil:
    """The player to decide now (an effect's decision first); NO_PLAYER when nobody does."""
    if g.phase == PH_GAME_OVER:
        return NO_PLAYER
    return g.edecision_player if g.edecision != DK_NONE else g.decision_player


cdef int zone_of(const GameState* g, int p, int inst, int* slot) noexcept nogil:
    """ZONE_* of player p's instance inst; slot receives the field slot (-1 elsewhere)."""
    cdef const PlayerState* pl = &g.players[p]
    cdef int i, f
    slot[0] = -1
    for i in range(pl.slot_top):
        if pl.slots[i].inst == inst:
            slot[0] = i
            return ZONE_FIELD
    for i in range(pl.hand_count):
        if pl.hand[i] == inst:
            return ZONE_HAND
    for i in range(pl.trash_count):
        if pl.trash[i] == inst:
            return ZONE_TRASH
    for i in range(pl.deck_count):
        if pl.deck[i] == inst:
            return ZONE_DECK
    if pl.burst_inst == inst:
        return ZONE_BURST
    if pl.mirage_inst == inst:
        return ZONE_MIRAGE
    for i in range(pl.hand_side_count):
        if pl.hand_side[i] == inst:
            return ZONE_HAND_SIDE
    if g.use_kind != USE_NONE and g.use_player == p and g.use_inst == inst:
        return ZONE_USING
    for f in range(g.n_frames):  # a Magic whose effect is summoning is still being used (R8.4)
        if g.frames[f].flags & FRAME_MAGIC and g.frames[f].player == p and g.frames[f].inst == inst:
            return ZONE_USING
    for f in range(g.n_frames):
        if g.frames[f].buffer_owner == p:
            for i in range(g.frames[f].n_buffer):
                if g.frames[f].buffer[i] == inst:
                    return ZONE_BUFFER
    return ZONE_NONE


cdef bint visible_to(const GameState* g, int observer, int p, int inst) noexcept nogil:
    """Whether ``observer`` may know which card player p's instance is (R0.7, CN Q19)."""
    cdef int slot, f, i
    cdef int zone = zone_of(g, p, inst, &slot)
    if (zone == ZONE_FIELD or zone == ZONE_TRASH or zone == ZONE_USING or zone == ZONE_MIRAGE  # R16.5: face up
            or zone == ZONE_HAND_SIDE):  # R16.7
        return True
    if zone == ZONE_DECK or zone == ZONE_NONE:
        return False
    if zone == ZONE_BURST:
        return p == observer or g.players[p].burst_state != 0 or g.phase == PH_GAME_OVER
    if zone == ZONE_HAND:
        return p == observer
    for f in range(g.n_frames):  # ZONE_BUFFER: revealed to all, or viewed by its owner
        if g.frames[f].buffer_owner == p:
            for i in range(g.frames[f].n_buffer):
                if g.frames[f].buffer[i] == inst:
                    return p == observer or (g.frames[f].flags & FRAME_PUBLIC) != 0
    return False


cdef inline float rel(int who, int observer) noexcept nogil:
    """1 for the observer, 0 for the opponent, -1 for nobody."""
    if who > 1:
        return -1
    return 1 if who == observer else 0


cdef inline float slot_or_none(int k) noexcept nogil:
    return -1 if k == NO_SLOT else k


cdef inline bint _card_choice(int code) noexcept nogil:
    # CHOOSE options are cards (packed owner << 6 | instance) for these ops, amounts otherwise
    return (code == OP_CHOOSE or code == OP_CHOOSE_COST_SUM or code == OP_CHOOSE_BP_SUM or code == OP_PICK
            or code == OP_SUMMON or code == OP_REST or code == OP_FEAST or code == OP_CAST_MAGIC)  # pool II


cdef void write_choices(const GameState* g, const CardTable* t, int player, float* out) noexcept nogil:
    """The options of a CHOOSE decision the observer is making (others' options stay private)."""
    cdef int opts[MAX_CANDS]
    cdef bint pass_ok = False
    cdef int n, i, p, inst, zone, slot
    cdef float* c
    if g.edecision != DK_CHOOSE or g.edecision_player != player or g.n_frames == 0:
        return
    n = options_of_choice(g, t, opts, &pass_ok)
    out[37] = n
    out[38] = pass_ok
    cdef const int32_t* op = t.ops + (t.ab_prog[g.frames[g.n_frames - 1].ability]
                                      + g.frames[g.n_frames - 1].pc) * OP_WIDTH
    cdef bint amounts = not _card_choice(op[0]) or cast_picks_effect(&g.frames[g.n_frames - 1], op)
    for i in range(n if n < OBS_CHOICES else OBS_CHOICES):
        c = out + OBS_CHOICES_AT + i * OBS_CHOICE_FIELDS
        if amounts:
            c[0] = 2
            c[1] = -1
            c[4] = opts[i]
            continue
        p = opts[i] >> 6
        inst = opts[i] & 63
        zone = zone_of(g, p, inst, &slot)
        c[0] = 1
        c[1] = rel(p, player)
        c[2] = g.players[p].card_ids[inst] + 1 if visible_to(g, player, p, inst) else 0
        c[3] = zone
        c[4] = slot


cdef void write_seat(const GameState* g, const CardTable* t, int p, int player, float* out) noexcept nogil:
    cdef const PlayerState* pl = &g.players[p]
    cdef int k, i, n_field = 0, row, cores
    cdef float* s
    out[0] = pl.life
    out[1] = pl.reserve
    out[2] = pl.trash_cores
    out[3] = pl.count_cores
    out[4] = pl.deck_count
    out[5] = pl.hand_count
    out[6] = pl.trash_count
    out[7] = -1 if pl.soul_loc == SOUL_NONE else pl.soul_loc
    out[8] = pl.burst_inst != NO_CARD
    out[9] = pl.burst_inst != NO_CARD and pl.burst_state != 0
    if pl.burst_inst != NO_CARD and (p == player or pl.burst_state or g.phase == PH_GAME_OVER):  # CN Q19
        out[10] = pl.card_ids[pl.burst_inst] + 1
    out[11] = pl.bursts_set
    out[13] = g.turn_flags[p]
    out[14] = pl.card_ids[pl.mirage_inst] + 1 if pl.mirage_inst != NO_CARD else 0  # R16.5: public
    for k in range(pl.slot_top):
        if pl.slots[k].inst == NO_CARD:
            continue
        n_field += 1
        s = out + OBS_SEAT_HEADER + k * OBS_SLOT_FIELDS
        row = pl.card_ids[pl.slots[k].inst]
        cores = cores_on(g, p, k)
        s[0] = row + 1
        s[1] = cores
        s[2] = pl.soul_loc == SOUL_SLOT0 + k
        s[3] = 3 if pl.slots[k].soul else pl.slots[k].exhaust  # R16.3: exhaustion does not matter in soul state
        s[4] = level_of(g, t, p, k)
        s[5] = level_number(t, row, cores) if t.n_levels[row] else 0
        s[6] = effective_bp(g, t, p, k) / 1000.0
        s[7] = pl.slots[k].raid_uses
    out[12] = n_field
    s = out + OBS_SEAT_HEADER + MAX_SLOTS * OBS_SLOT_FIELDS
    for i in range(pl.trash_count):
        s[i] = pl.card_ids[pl.trash[i]] + 1


cdef void write_observation(const GameState* g, const CardTable* t, int player, float* out) noexcept nogil:
    """Fill out[0:OBS_SIZE] with ``player``'s view of g (docs/OBSERVATION.md)."""
    cdef int decider = pending_player(g)
    cdef int i, opp = 1 - player
    cdef const Frame* fr
    cdef const PlayerState* me = &g.players[player]
    memset(out, 0, OBS_SIZE * sizeof(float))
    out[0] = g.turn
    out[1] = g.active == player
    out[2] = g.phase
    out[3] = g.edecision if g.edecision != DK_NONE else g.decision
    out[4] = decider == player
    out[5] = decider == opp
    out[6] = g.first_player == player
    out[7] = g.phase == PH_GAME_OVER
    if g.phase == PH_GAME_OVER and g.winner <= 1:
        out[8] = 1 if g.winner == player else -1
    out[9] = g.end_reason
    out[10] = g.turn_actions
    out[11] = g.in_battle
    out[12] = slot_or_none(g.attacker)
    out[13] = slot_or_none(g.blocker)
    out[14] = g.blocked
    out[15] = g.flash_window
    out[16] = g.flash_window != 0 and g.flash_priority == player
    out[17] = g.flash_passes
    if g.use_kind != USE_NONE:
        out[18] = 1
        out[19] = g.use_kind
        out[20] = g.use_player == player
        out[21] = g.players[g.use_player].card_ids[g.use_inst] + 1  # a used card is revealed (R7.1)
        out[22] = g.use_cost_left
        out[23] = slot_or_none(g.use_slot)
        out[24] = g.use_origin
    out[25] = slot_or_none(g.awaken_slot)
    out[26] = g.n_frames
    out[27] = g.n_queue
    out[28] = -1
    out[29] = -1
    out[31] = -1
    out[36] = -1
    if g.n_frames:
        fr = &g.frames[g.n_frames - 1]
        out[28] = rel(fr.player, player)
        # pool II: an opponent's ability from the hand shows neither itself nor its card until used (R0.7)
        if fr.player == player or not hidden_hand_trigger(g, t, fr.ability, fr.player, fr.inst, fr.pc):
            out[29] = fr.ability
            if fr.inst != NO_CARD and t.ab_card[fr.ability] >= 0:  # keyword built-ins have no card
                out[30] = g.players[fr.player].card_ids[fr.inst] + 1
        if fr.pc < t.ab_n_ops[fr.ability]:
            out[31] = t.ops[(t.ab_prog[fr.ability] + fr.pc) * OP_WIDTH]
        out[32] = fr.n_targets
        out[33] = fr.picks
        out[34] = fr.num
        out[35] = fr.n_buffer
        if fr.n_buffer:
            out[36] = rel(fr.buffer_owner, player)
            for i in range(min(fr.n_buffer, OBS_BUFFER)):
                if fr.buffer_owner == player or fr.flags & FRAME_PUBLIC:
                    out[OBS_BUFFER_AT + i] = g.players[fr.buffer_owner].card_ids[fr.buffer[i]] + 1
    out[39] = (g.burst_offer >> player) & 1
    write_choices(g, t, player, out)
    write_seat(g, t, player, player, out + OBS_SEATS_AT)
    write_seat(g, t, opp, player, out + OBS_SEATS_AT + OBS_SEAT)
    for i in range(me.hand_count):
        out[OBS_HAND_AT + i] = me.card_ids[me.hand[i]] + 1
    for i in range(me.hand_side_count):  # R16.7: hand-side cards are open to both players
        out[OBS_HAND_SIDE_AT + i] = me.card_ids[me.hand_side[i]] + 1
    for i in range(g.players[opp].hand_side_count):
        out[OBS_HAND_SIDE_AT + MAX_CARDS + i] = g.players[opp].card_ids[g.players[opp].hand_side[i]] + 1


cdef int write_legal_mask(const GameState* g, const CardTable* t, uint8_t* mask) noexcept nogil:
    """mask[code] = 1 for every legal code; returns how many."""
    cdef int32_t codes[NUM_ACTIONS]
    cdef int n = legal_actions(g, t, codes, NUM_ACTIONS) if g.phase != PH_GAME_OVER else 0
    cdef int i
    memset(mask, 0, NUM_ACTIONS)
    for i in range(n):
        mask[codes[i]] = 1
    return n


cdef int _player_arg(object player) except -1:
    if type(player) is not int:
        if isinstance(player, (bool, float)) or not hasattr(player, "__index__"):
            raise TypeError(f"a player is an integer, got {type(player).__name__}")
        player = player.__index__()
    if player != 0 and player != 1:
        raise ValueError(f"player must be 0 or 1, got {player!r}")
    return player


cdef inline bint _fits(object arr, int typenum, cnp.npy_intp size):
    """A writable, C-contiguous 1-d array of ``size`` entries of numpy type ``typenum``."""
    if not cnp.PyArray_Check(arr):
        return False
    cdef cnp.ndarray a = <cnp.ndarray>arr
    return (cnp.PyArray_NDIM(a) == 1 and cnp.PyArray_TYPE(a) == typenum and cnp.PyArray_SIZE(a) == size
            and cnp.PyArray_IS_C_CONTIGUOUS(a) and cnp.PyArray_ISWRITEABLE(a))


cdef cnp.ndarray _out_arg(object out):
    cdef cnp.npy_intp size = OBS_SIZE
    if out is None:
        return cnp.PyArray_EMPTY(1, &size, cnp.NPY_FLOAT32, 0)
    if not _fits(out, cnp.NPY_FLOAT32, OBS_SIZE):
        raise ValueError(f"out must be a writable C-contiguous float32 array of shape ({OBS_SIZE},)")
    return <cnp.ndarray>out


cdef int32_t _codes[NUM_ACTIONS]


cdef class ObsState(CoreState):
    """CoreState plus the compiled views for game AI: masks, tensors and hidden-state sampling."""

    def legal_actions(self, player=None):
        """Legal codes, ascending (int32). With ``player``: empty unless that player decides now."""
        cdef cnp.npy_intp n = 0
        cdef cnp.ndarray out
        if player is None or _player_arg(player) == pending_player(&self.g):
            n = self._legal(_codes)
        out = cnp.PyArray_EMPTY(1, &n, cnp.NPY_INT32, 0)
        if n:
            memcpy(cnp.PyArray_DATA(out), _codes, n * sizeof(int32_t))
        return out

    def legal_actions_mask(self, out=None):
        """A uint8 array of NUM_ACTIONS: 1 where the code is legal now (all 0 once the game is over)."""
        cdef cnp.npy_intp size = NUM_ACTIONS
        if out is None:
            out = cnp.PyArray_EMPTY(1, &size, cnp.NPY_UINT8, 0)
        elif not _fits(out, cnp.NPY_UINT8, NUM_ACTIONS):
            raise ValueError(f"out must be a writable C-contiguous uint8 array of shape ({NUM_ACTIONS},)")
        write_legal_mask(&self.g, self.t, <uint8_t*>cnp.PyArray_DATA(<cnp.ndarray>out))
        return out

    def observation_tensor(self, player, out=None):
        """``player``'s view as float32[OBS_SIZE] (docs/OBSERVATION.md); fills ``out`` if given."""
        cdef int p = _player_arg(player)
        cdef cnp.ndarray arr = _out_arg(out)
        write_observation(&self.g, self.t, p, <float*>cnp.PyArray_DATA(arr))
        return arr

    def resample(self, player, uint64_t seed):
        """A new state ``player`` cannot tell from this one, every card hidden from them redrawn.

        The opponent's hand, deck and face-down Burst are reshuffled among themselves, and the
        player's own deck order too, from ``seed`` (not the game's RNG); the new state's RNG is
        reseeded from ``seed`` so it plays on deterministically.
        """
        cdef int p = _player_arg(player)
        cdef ObsState c = self.clone()
        resample_hidden(&c.g, c.t, p, seed)
        return c


def observation_from_bytes(raw, CardTableHandle handle, player, out=None):
    """The observation tensor of a raw state record (the reference engine's view uses this)."""
    cdef const uint8_t[::1] data = raw
    cdef int p = _player_arg(player)
    cdef GameState g
    if data.shape[0] != sizeof(GameState):
        raise ValueError(f"state record: expected {sizeof(GameState)} bytes, got {data.shape[0]}")
    memcpy(&g, &data[0], sizeof(GameState))
    cdef cnp.ndarray arr = _out_arg(out)
    write_observation(&g, handle.ptr(), p, <float*>cnp.PyArray_DATA(arr))
    return arr
