# CoreState: one game's flat state plus the fast stepping API (pybs.game.State extends it).
# Clone is a struct copy; bytes are the struct plus an 8-byte checksum.

import hashlib

import numpy as np

from cpython.buffer cimport PyBUF_WRITABLE
from cpython.object cimport PyObject, Py_TYPE
from libc.stdint cimport int32_t, uint8_t, uint16_t, uint64_t
from libc.string cimport memcmp, memcpy

from bscore._types cimport (
    A_CONCEDE, CardTable, DK_NONE, END_TABLE_OVERFLOW, Frame, GameState, MAX_FRAMES, MAX_MODS, MAX_QUEUE, ModEntry,
    NUM_ACTIONS, PH_GAME_OVER, PH_START, PH_TURN_CHANGE,
    Pending, PlayerState, RulesBlock, Slot, WINNER_DRAW,
)
from bscore.cards cimport CardTableHandle
from bscore.checks cimport check_invariants
from bscore.legal cimport is_legal, legal_actions
from bscore.actions cimport concede
from bscore.turn cimport advance, setup_game, step

from bscore.checks import describe_invariant_error

cdef extern from *:
    """
    #ifndef PYBS_DEBUG
    #define PYBS_DEBUG 0
    #endif
    """
    int PYBS_DEBUG

# pybs.errors is imported on the error path only: pybs itself imports this module.
def _illegal(message):
    from pybs.errors import IllegalActionError
    return IllegalActionError(message)


def _capacity_error(int n_mods, int n_queue, int n_frames):
    from pybs.errors import EngineCapacityError
    sizes = {"mods": (n_mods, MAX_MODS), "queue": (n_queue, MAX_QUEUE), "frames": (n_frames, MAX_FRAMES)}
    full = tuple(name for name, (count, size) in sizes.items() if count >= size)
    names = ", ".join(f"{name} (MAX_{name.upper()} = {sizes[name][1]})" for name in full) or "an effect table"
    return EngineCapacityError(f"effect table full: {names}; the game ended with TABLE_OVERFLOW", full)


def _bad_state(message):
    from pybs.errors import StateError
    return StateError(message)


CHECKSUM_BYTES = 8
STATE_BYTES = sizeof(GameState)
DEBUG_BUILD = bool(PYBS_DEBUG)
TERMINAL_PLAYER = -4  # OpenSpiel's kTerminalPlayerId

cdef int32_t _scratch[NUM_ACTIONS]
cdef tuple _NO_ARGS = ()


cdef int validate_action(const GameState* g, const CardTable* t, int code) noexcept nogil:
    """0 if ``code`` is legal now; 1 out of range; 2 game over; 3 not legal in this decision."""
    if code < 0 or code >= NUM_ACTIONS:
        return 1
    if g.phase == PH_GAME_OVER:
        return 2
    return 0 if is_legal(g, t, code) else 3


def checksum(data: bytes) -> bytes:
    """The 8-byte digest appended to state bytes (blake2b)."""
    return hashlib.blake2b(data, digest_size=CHECKSUM_BYTES).digest()


cdef class CoreState:
    """The compiled game state. Use ``pybs.Game`` to create one."""

    def __cinit__(self):
        self.t = NULL

    cdef int _legal(self, int32_t* out) noexcept:
        return legal_actions(&self.g, self.t, out, NUM_ACTIONS)

    @classmethod
    def new_game(cls, CardTableHandle handle, game, rows0, rows1, bytes rules, uint64_t seed, int options):
        """Set up a game (R3) and advance to its first decision."""
        cdef CoreState s = cls.__new__(cls)
        cdef const uint16_t[::1] r0 = np.ascontiguousarray(rows0, dtype=np.uint16)
        cdef const uint16_t[::1] r1 = np.ascontiguousarray(rows1, dtype=np.uint16)
        cdef RulesBlock block
        if len(rules) != sizeof(RulesBlock):
            raise ValueError("rules record has the wrong size")
        memcpy(&block, <const char*>rules, sizeof(RulesBlock))
        s.handle = handle
        s.t = handle.ptr()
        s.game = game
        setup_game(&s.g, s.t, &r0[0], r0.shape[0], &r1[0], r1.shape[0], &block, seed, <uint8_t>options)
        return s

    # -- OpenSpiel-style stepping -------------------------------------------------------
    def legal_actions(self):
        """The legal action codes, ascending, as a numpy int32 array."""
        cdef int n = self._legal(_scratch)
        out = np.empty(n, dtype=np.int32)
        cdef int32_t[::1] view = out
        if n:
            memcpy(&view[0], _scratch, n * sizeof(int32_t))
        return out

    def apply(self, code):
        """Apply a legal action and advance to the next decision.

        Raises IllegalActionError (state unchanged) when ``code`` is not legal now, TypeError
        when it is not an integer, and EngineCapacityError when an effect table overflowed:
        the game is then over (reason TABLE_OVERFLOW) and the state stays inspectable.
        """
        cdef int why, err
        cdef int c
        if type(code) is not int:
            if isinstance(code, (bool, float)) or not hasattr(code, "__index__"):
                raise TypeError(f"an action code is an integer, got {type(code).__name__}")
            code = code.__index__()
        if code < 0 or code >= NUM_ACTIONS:
            raise _illegal(self._why_illegal(code, 1))
        c = code
        why = validate_action(&self.g, self.t, c)
        if why == 3 and c == A_CONCEDE:  # R18.13: the player being asked concedes
            concede(&self.g, self.current_player())
            return
        if why:
            raise _illegal(self._why_illegal(code, why))
        step(&self.g, self.t, c)
        if PYBS_DEBUG:
            err = check_invariants(&self.g, self.t)
            if err:
                raise AssertionError(f"invariant broken after action {code}: {describe_invariant_error(err)}")
        if self.g.end_reason == END_TABLE_OVERFLOW:
            raise _capacity_error(self.g.n_mods, self.g.n_queue, self.g.n_frames)

    apply_action = apply

    def concede(self, player):
        """R18.13: ``player`` (0 or 1) concedes at any decision, asked or not; the other player wins
        at once (end reason CONCEDED). Raises IllegalActionError once the game is over."""
        if type(player) is not int or player not in (0, 1):
            raise ValueError(f"player must be 0 or 1, got {player!r}")
        if self.g.phase == PH_GAME_OVER:
            raise _illegal("the game is over (R4.5); nobody can concede")
        concede(&self.g, player)

    def _why_illegal(self, code, why):
        if why == 1:
            return f"action code {code} is outside the codec (0..{NUM_ACTIONS - 1})"
        if why == 2:
            return "the game is over (R4.5); no action is legal"
        return f"action {code} is not legal in the current decision"

    def clone(self):
        """An independent copy (a struct copy; the card table is shared)."""
        # The type's own allocator, called directly: ``type(self).__new__`` is a Python call
        # (attribute lookup and argument checks) that cost more than the 2.6 KB copy.
        cdef CoreState c = Py_TYPE(self).tp_new(type(self), <PyObject*>_NO_ARGS, NULL)
        c.g = self.g
        c.handle = self.handle
        c.t = self.t
        c.game = self.game
        return c

    def is_terminal(self) -> bool:
        return self.g.phase == PH_GAME_OVER

    def current_player(self) -> int:
        """The player to decide, or -4 once the game is over."""
        if self.g.phase == PH_GAME_OVER:
            return TERMINAL_PLAYER
        return self.g.edecision_player if self.g.edecision != DK_NONE else self.g.decision_player

    def returns(self) -> list:
        """[+1, -1] for a player-0 win, [-1, +1] for player 1, [0, 0] for a draw or while playing."""
        if self.g.phase != PH_GAME_OVER or self.g.winner == WINNER_DRAW:
            return [0.0, 0.0]
        return [1.0, -1.0] if self.g.winner == 0 else [-1.0, 1.0]

    @property
    def winner(self):
        """0 or 1; -1 for a draw; None while the game goes on."""
        if self.g.phase != PH_GAME_OVER:
            return None
        return -1 if self.g.winner == WINNER_DRAW else int(self.g.winner)

    @property
    def end_reason(self) -> int:
        return self.g.end_reason

    @property
    def turn(self) -> int:
        return self.g.turn

    @property
    def decision(self) -> int:
        """The pending decision kind (an effect's decision comes first)."""
        return self.g.edecision if self.g.edecision != DK_NONE else self.g.decision

    @property
    def phase(self) -> int:
        return self.g.phase

    # -- bytes ---------------------------------------------------------------------------
    def raw_bytes(self) -> bytes:
        """The state struct's bytes, without the checksum."""
        return (<char*>&self.g)[:sizeof(GameState)]

    def to_bytes(self) -> bytes:
        """The state as bytes: the struct followed by an 8-byte checksum."""
        raw = self.raw_bytes()
        return raw + checksum(raw)

    def hash(self) -> int:
        """A 64-bit hash of the state bytes (equal states, equal hashes, in any process)."""
        return int.from_bytes(checksum(self.raw_bytes()), "little")

    @classmethod
    def from_bytes(cls, data, CardTableHandle handle, game=None, bint verify_checksum=True, bint run=False):
        """Rebuild a state from ``to_bytes`` output; raises StateError when the bytes are bad.

        ``run`` (for set-up positions between steps) advances the turn machine to the next
        decision before the invariants are checked.
        """
        cdef CoreState s
        cdef const uint8_t[::1] view
        cdef int err
        if not isinstance(data, (bytes, bytearray, memoryview)):
            raise _bad_state(f"state bytes: expected bytes, got {type(data).__name__}")
        data = bytes(data)
        expected = sizeof(GameState) + (CHECKSUM_BYTES if verify_checksum else 0)
        if len(data) != expected:
            raise _bad_state(f"state bytes: expected {expected} bytes, got {len(data)} (truncated or padded)")
        raw = data[: sizeof(GameState)]
        if verify_checksum and checksum(raw) != data[sizeof(GameState):]:
            raise _bad_state("state bytes: checksum mismatch (the bytes were corrupted or edited)")
        s = cls.__new__(cls)
        view = raw
        memcpy(&s.g, &view[0], sizeof(GameState))
        s.handle = handle
        s.t = handle.ptr()
        s.game = game
        if run:
            if s.g.decision != DK_NONE or s.g.phase == PH_GAME_OVER or not (PH_START <= s.g.phase <= PH_TURN_CHANGE):
                raise _bad_state("state bytes: only a position between steps can be run")
            advance(&s.g, s.t)
        err = check_invariants(&s.g, s.t)
        if err:
            raise _bad_state(f"state bytes: {describe_invariant_error(err)}")
        if s.g.phase != PH_GAME_OVER and legal_actions(&s.g, s.t, _scratch, NUM_ACTIONS) == 0:
            raise _bad_state("state bytes: decision: the pending decision has no legal answer")
        return s

    def check_invariants(self) -> None:
        """Raise StateError naming the first broken invariant, if any."""
        cdef int err = check_invariants(&self.g, self.t)
        if err:
            raise _bad_state(describe_invariant_error(err))

    def __getbuffer__(self, Py_buffer* buffer, int flags):
        # A read-only byte view of the struct, so numpy can map it without copying.
        if flags & PyBUF_WRITABLE:
            raise BufferError("the state buffer is read-only")
        buffer.buf = <void*>&self.g
        buffer.obj = self
        buffer.len = sizeof(GameState)
        buffer.readonly = 1
        buffer.itemsize = 1
        buffer.format = "B"
        buffer.ndim = 1
        buffer.shape = NULL
        buffer.strides = NULL
        buffer.suboffsets = NULL
        buffer.internal = NULL

    def __releasebuffer__(self, Py_buffer* buffer):
        pass

    def same_as(self, CoreState other) -> bool:
        """Byte equality of two states."""
        return memcmp(&self.g, &other.g, sizeof(GameState)) == 0


def struct_layout() -> dict:
    """Sizes and field offsets of the C structs, for checking pybs.layout against them."""
    cdef GameState g
    cdef PlayerState* p = &g.players[0]
    cdef Slot* s = &p.slots[0]
    cdef size_t base = <size_t>&g
    cdef size_t pbase = <size_t>p
    cdef size_t rbase = <size_t>&g.rules
    return {
        "sizes": {"GameState": sizeof(GameState), "PlayerState": sizeof(PlayerState),
                  "Slot": sizeof(Slot), "RulesBlock": sizeof(RulesBlock), "ModEntry": sizeof(ModEntry),
                  "Pending": sizeof(Pending), "Frame": sizeof(Frame)},
        "state": {
            "rng": <size_t>&g.rng - base, "players": <size_t>&g.players - base,
            "rules": rbase - base, "layout_version": <size_t>&g.layout_version - base,
            "turn": <size_t>&g.turn - base, "actions_applied": <size_t>&g.actions_applied - base,
            "active": <size_t>&g.active - base, "first_player": <size_t>&g.first_player - base,
            "phase": <size_t>&g.phase - base, "decision": <size_t>&g.decision - base,
            "decision_player": <size_t>&g.decision_player - base, "winner": <size_t>&g.winner - base,
            "end_reason": <size_t>&g.end_reason - base, "options": <size_t>&g.options - base,
            "use_player": <size_t>&g.use_player - base, "use_inst": <size_t>&g.use_inst - base,
            "use_kind": <size_t>&g.use_kind - base, "use_origin": <size_t>&g.use_origin - base,
            "use_slot": <size_t>&g.use_slot - base, "use_cost_left": <size_t>&g.use_cost_left - base,
            "attacker": <size_t>&g.attacker - base, "blocker": <size_t>&g.blocker - base,
            "blocked": <size_t>&g.blocked - base, "in_battle": <size_t>&g.in_battle - base,
            "flash_window": <size_t>&g.flash_window - base,
            "flash_priority": <size_t>&g.flash_priority - base,
            "flash_passes": <size_t>&g.flash_passes - base, "edecision": <size_t>&g.edecision - base,
            "edecision_player": <size_t>&g.edecision_player - base, "n_mods": <size_t>&g.n_mods - base,
            "n_queue": <size_t>&g.n_queue - base, "n_frames": <size_t>&g.n_frames - base,
            "next_batch": <size_t>&g.next_batch - base, "use_ability": <size_t>&g.use_ability - base,
            "awaken_slot": <size_t>&g.awaken_slot - base, "curse": <size_t>&g.curse - base,
            "luster": <size_t>&g.luster - base, "first_attacker": <size_t>&g.first_attacker - base,
            "burst_offer": <size_t>&g.burst_offer - base, "n_burst_queue": <size_t>&g.n_burst_queue - base,
            "burst_queue": <size_t>&g.burst_queue - base, "turn_flags": <size_t>&g.turn_flags - base,
            "use_flags": <size_t>&g.use_flags - base,
            "turn_actions": <size_t>&g.turn_actions - base, "pending_loss": <size_t>&g.pending_loss - base,
            "links": <size_t>&g.links - base,  # vocab-B
            "burst_subj_player": <size_t>&g.burst_subj_player - base,
            "burst_subj_inst": <size_t>&g.burst_subj_inst - base,
            "burst_subj_cores": <size_t>&g.burst_subj_cores - base,
            "burst_subj_flags": <size_t>&g.burst_subj_flags - base,
            "battle_magic": <size_t>&g.battle_magic - base,
            "mods": <size_t>&g.mods - base, "queue": <size_t>&g.queue - base, "frames": <size_t>&g.frames - base,
        },
        "player": {
            "card_ids": <size_t>&p.card_ids - pbase, "deck": <size_t>&p.deck - pbase,
            "hand": <size_t>&p.hand - pbase, "trash": <size_t>&p.trash - pbase,
            "slots": <size_t>&p.slots - pbase, "life": <size_t>&p.life - pbase,
            "reserve": <size_t>&p.reserve - pbase, "trash_cores": <size_t>&p.trash_cores - pbase,
            "count_cores": <size_t>&p.count_cores - pbase, "void_in": <size_t>&p.void_in - pbase,
            "void_out": <size_t>&p.void_out - pbase, "n_cards": <size_t>&p.n_cards - pbase,
            "deck_count": <size_t>&p.deck_count - pbase, "hand_count": <size_t>&p.hand_count - pbase,
            "trash_count": <size_t>&p.trash_count - pbase, "soul_loc": <size_t>&p.soul_loc - pbase,
            "burst_inst": <size_t>&p.burst_inst - pbase, "burst_state": <size_t>&p.burst_state - pbase,
            "bursts_set": <size_t>&p.bursts_set - pbase, "slot_top": <size_t>&p.slot_top - pbase,
            "advent_sources": <size_t>&p.advent_sources[0] - pbase,
            "turn_start_life": <size_t>&p.turn_start_life - pbase,
            "brave": <size_t>&p.brave[0] - pbase, "brave_side": <size_t>&p.brave_side[0] - pbase,
            "mirage_inst": <size_t>&p.mirage_inst - pbase,
            "hand_side": <size_t>&p.hand_side[0] - pbase, "hand_side_count": <size_t>&p.hand_side_count - pbase,
        },
        "slot": {"inst": <size_t>&s.inst - <size_t>s, "cores": <size_t>&s.cores - <size_t>s,
                 "exhaust": <size_t>&s.exhaust - <size_t>s, "raid_uses": <size_t>&s.raid_uses - <size_t>s,
                 "flipped": <size_t>&s.flipped - <size_t>s, "soul": <size_t>&s.soul - <size_t>s},
        "rules": {
            "max_turns": <size_t>&g.rules.max_turns - rbase, "start_life": <size_t>&g.rules.start_life - rbase,
            "start_reserve": <size_t>&g.rules.start_reserve - rbase,
            "start_hand": <size_t>&g.rules.start_hand - rbase,
            "core_step_gain": <size_t>&g.rules.core_step_gain - rbase,
            "draw_per_turn": <size_t>&g.rules.draw_per_turn - rbase,
            "bursts_per_turn": <size_t>&g.rules.bursts_per_turn - rbase,
            "flags": <size_t>&g.rules.flags - rbase, "first_player": <size_t>&g.rules.first_player - rbase,
            "max_actions_per_turn": <size_t>&g.rules.max_actions_per_turn - rbase,
            "max_actions": <size_t>&g.rules.max_actions - rbase,
        },
    }
