"""The flat game-state layout, shared by the compiled engine and the reference engine.

One game is one fixed-size record with no pointers. ``STATE_DTYPE`` mirrors the C struct
``GameState`` in ``bscore/_types.pxd`` field for field (``align=True`` gives C alignment);
``tests/test_layout.py`` checks every offset against the compiled struct.

Conventions both engines follow, so that their bytes agree exactly:
- a card is a per-player *instance* (0..n_cards-1); ``card_ids[i]`` is its card-table row;
- ``deck[0..deck_count)`` runs bottom to top, so the top card is ``deck[deck_count - 1]``;
- hand and trash keep arrival order; removal shifts later entries left;
- unused array tails are ``NO_CARD`` (zone instances) or 0 (everything else, including every
  unused entry of the effect tables: mods, queue, frames, frame targets and buffers);
- a new field card takes the lowest empty slot.
"""

from __future__ import annotations

from enum import IntEnum

import numpy as np

LAYOUT_VERSION = 9

MAX_CARDS = 64  # card instances per player (deck size cap of this engine)
MAX_SLOTS = 16  # field slots per player (Spirits, Ultimates, Nexuses)
MAX_LEVELS = 5  # level rows per card
MAX_SYMBOLS = 4  # symbols per card
MAX_FAMILIES = 4  # families per card
NUM_COLORS = 6
NO_CARD = 255  # empty instance / slot marker
NO_SLOT = 255
NO_PLAYER = 255
MAX_MODS = 32  # temporary effects in force
MAX_QUEUE = 16  # triggered abilities waiting to resolve
MAX_FRAMES = 4  # abilities resolving at once (nested only by deck discards, R10.6)
MAX_TARGETS = 2 * MAX_CARDS  # every card of both players: "all" never truncates (R18.12)
MAX_BUFFER = MAX_SLOTS  # revealed cards: "one per Spirit you control" fits (BSS01-103)


class Color(IntEnum):
    """Bit positions of the six colors (R1.2); symbols use the same bits plus GOLD."""

    RED = 0
    PURPLE = 1
    GREEN = 2
    WHITE = 3
    YELLOW = 4
    BLUE = 5


GOLD_BIT = 1 << 6  # an Ultimate's symbol: deals damage, never reduces (R1.3, R7.4)
COLOR_NAMES = ("red", "purple", "green", "white", "yellow", "blue")


class CardType(IntEnum):
    SPIRIT = 0
    ULTIMATE = 1
    BRAVE = 2
    NEXUS = 3
    MAGIC = 4


class MagicStep(IntEnum):
    """Bits of ``card_steps``: which timings a card's effects may be used in (R8.4)."""

    MAIN = 1
    FLASH = 2
    BURST = 4


class Phase(IntEnum):
    """Where the turn machine is (R5)."""

    SETUP = 0
    START = 1
    CORE = 2
    DRAW = 3
    REFRESH = 4
    MAIN = 5
    ATTACK = 6
    END = 7
    GAME_OVER = 8
    CLEANUP = 9  # the turn ends: "end of turn" effects
    TURN_CHANGE = 10  # "this turn" effects expire (R5.7) and the turn passes


class Decision(IntEnum):
    """The kind of decision the state is waiting for."""

    NONE = 0
    MAIN = 1  # Main Step action (R8)
    PAY = 2  # pick the next core to pay a fixed cost with (R7.1 step 5)
    PLACE = 3  # put cores on the card being summoned/deployed (R7.1 step 6)
    ATTACK = 4  # declare an attack or end the Attack Step (R9.1, R9.8)
    BLOCK = 5  # declare a block or not (R9.3)
    FLASH = 6  # a battle Flash timing: use a Flash effect or pass (R10)
    CHOOSE = 7  # an effect asks for a card (CHOICE + k) or to stop (PASS)
    YES_NO = 8  # a "may" (R0.2): CONFIRM or PASS
    MAGIC_EFFECT = 9  # which of a Magic's effects to use (R8.4): CHOICE + 0 Main, + 1 Flash
    ORDER = 10  # which simultaneous trigger resolves next (R10.5): CHOICE + k
    BURST = 11  # activate the set Burst (CONFIRM) or keep it set (PASS) (R13.3, R13.4)
    SOUL = 12  # move the Soul Core among the cores an effect takes (CONFIRM) or not (PASS) (R6.7)
    AWAKEN = 13  # move a core from another field card onto the Awakening Spirit, or stop
    BRAVE_KEEP = 14  # CN 2.1 item 3: pick a core (PLACE) for a Brave to stay on the field, or let it go (PASS)


# Effect steps (trigger starts and ops run) one action may take before the game stops with EFFECT_LIMIT.
EFFECT_WORK_LIMIT = 20_000


class EndReason(IntEnum):
    NONE = 0
    LIFE = 1  # R4.1
    DECK_OUT = 2  # R4.2
    BURST_MISSET = 3  # R4.4
    TURN_LIMIT = 4  # RuleSet.max_turns reached: a draw
    SIMULTANEOUS = 5  # R4.6: both lose at once, a draw
    ACTION_LIMIT = 6  # RuleSet.max_actions reached: the game was truncated, no winner
    TABLE_OVERFLOW = 7  # an effect table was full: the game stopped, no winner
    CONCEDED = 8  # R18.13: a player conceded; the other wins
    EFFECT_LIMIT = 9  # one action ran past EFFECT_WORK_LIMIT effect steps (a script that never ends): truncated


class UseKind(IntEnum):
    """What the card being used from hand becomes (R7.1)."""

    NONE = 0
    SUMMON = 1
    DEPLOY = 2
    MAGIC = 3
    MIRAGE = 4  # set as a Mirage once paid (R16.5)
    ACCEL = 5  # an Accel effect used from hand (R16.6): resolves like a Magic, then the card goes to the hand-side


class UseOrigin(IntEnum):
    """Which timing a card use returns to once it resolves."""

    MAIN = 0
    FLASH = 1
    EFFECT = 2  # a summon or Magic an effect asked for: back to that effect


class Battle(IntEnum):
    """``in_battle``: where the current battle stands (R9)."""

    NONE = 0
    ON = 1
    ENDING = 2  # "at end of battle" effects resolve, then the battle is cleared (R9.7)
    RESOLVED = 3  # resolution effects resolve, then the battle ends


class Exhaust(IntEnum):
    REFRESHED = 0
    EXHAUSTED = 1
    HEAVY = 2  # heavily exhausted (R1.8)


# Soul Core location: one byte, so "exactly one Soul Core" holds by construction.
SOUL_NONE = 255  # the RuleSet plays without a Soul Core
SOUL_RESERVE = 0
SOUL_LIFE = 1
SOUL_TRASH = 2
SOUL_COUNT = 3
SOUL_VOID = 4  # only an effect naming the Soul Core sends it here (R6.6)
SOUL_SLOT0 = 16  # 16 + k: on field slot k

WINNER_DRAW = 2


def soul_core_loc(soul_loc: int) -> int:
    """The Soul Core as a core location (0 Reserve, 1 + k slot k), or -1 anywhere else."""
    if soul_loc == SOUL_RESERVE:
        return 0
    if SOUL_SLOT0 <= soul_loc < SOUL_SLOT0 + MAX_SLOTS:
        return 1 + soul_loc - SOUL_SLOT0
    return -1

# RuleSet flags stored in the state
RULE_USE_SOUL_CORE = 1
RULE_SKIP_FIRST_CORE_STEP = 2
RULE_SKIP_FIRST_ATTACK_STEP = 4
RULE_ZERO_BP_DESTROYS = 8  # R18.1: a Spirit at 0 BP is destroyed (a rule check, like depletion)
RULE_WIN_AT_CHECKPOINT = 16  # R18.13: a met victory condition is settled at the next checkpoint

OPTION_AUTO_FORCED = 1  # apply a decision's only legal action without asking

FIRST_PLAYER_RANDOM = 2
MAX_TURN_NUMBER = 65534  # max_turns 0 means this; the game ends on turn + 1, still a uint16
MAX_CARD_CORES = 255  # cores on one card, the Soul Core included (a uint8 slot count)
MAX_CORES_IN_PLAY = 60000  # a player's Void supply: cores in play (void_in - void_out) never exceed it

NO_ABILITY = 0xFFFF  # use_ability of an unscripted Magic: it pays and goes to the Trash, no effect
USE_RESERVE_ONLY = 1  # pay from the Reserve only (Swift, some summons by effect)
USE_SOUL_PAID = 2  # the Soul Core went into this payment (its trigger waits for the payment to finish)
USE_BURST_PAID = 4  # a Burst's Magic effect being paid for and resolved (R13.5), the only Magic used by an effect
USE_EXHAUSTED = 8  # a summon by effect: the Spirit enters exhausted
USE_NO_SUMMON_TRIGGER = 16  # a summon by effect: its own "When Summoned" effects do not trigger
USE_JOINED = 64  # a token summoned together with the next one: its SUMMONED joins theirs, one event (R18.12)
USE_DISCARD_PAID = 128  # woden: the Magic's Rule.MAGIC_DISCARD cost is being or was paid (its frame runs once)
USE_FROM_HAND_SIDE = 32  # the card in use came from the hand-side (R16.7): not "from hand"
USE_FREE_OPTION = 256  # "you may use it without paying": PASS at the first PAY takes it free

# turn_flags bits, per player, cleared when the turn passes
TURN_LOST_LIFE = 1
TURN_DREW_BY_EFFECT = 2  # drew with an effect the player controls
TURN_DESTROYED = 4  # a Spirit of the player was destroyed
TURN_MIRAGE_SET = 8  # the player set a Mirage this turn (R16.5: once per turn)
TURN_MAGIC_USED = 128  # the player used a Magic from hand (Rule.FIRST_MAGIC_DISCOUNT)
TURN_DRAW_STEP_DONE = 64  # the Draw Step drew; its DRAW_STEP effects resolve before the Refresh Step (handfx)

# frame flags
FRAME_CHOOSING = 1  # the current CHOOSE/PICK has started
FRAME_NESTED = 2  # deck discards: triggers resolve inside this effect (R10.6)
FRAME_WAITING = 4  # a summon this effect asked for is under way
FRAME_BURST = 8  # resolving a Burst: its paid Magic effect is offered after (R13.5)
FRAME_SUBSTEP = 16  # the op's second stage (e.g. the Soul Core question was asked)
FRAME_PUBLIC = 32  # the buffered cards are revealed to both players
FRAME_MAGIC = 64  # a Magic effect: its card goes to the Trash after (R8.4)
FRAME_SOUL_CHOSEN = 128  # the owner put the Soul Core among the cores to move (R6.7)
FRAME_AMOUNT = 256  # the UP_TO amount was chosen (in num)
FRAME_FROM_HAND = 2048  # woden: a FRAME_MAGIC frame of a Magic used from the hand (not a Burst's paid effect)
FRAME_USE_STASHED = 4096  # this frame's summon interrupted a Magic's use (R8.4); the Magic resumes after it
FRAME_STASH_FLASH = 8192  # ... that Magic was used in a Flash timing
FRAME_STASH_EFFECT = 16384  # ... that Magic was a Burst's paid effect (R13.5)

SLOT_DTYPE = np.dtype(
    [
        ("inst", np.uint8),  # card instance, NO_CARD if the slot is empty
        ("cores", np.uint8),  # normal cores on the card (the Soul Core is in soul_loc)
        ("exhaust", np.uint8),  # Exhaust
        ("raid_uses", np.uint8),  # times this Spirit's Raid refreshed it this turn
        ("flipped", np.uint8),  # 1: a Rebirth card showing its back face (R16.1)
        ("soul", np.uint8),  # 1: a contract card in soul state (R16.3)
    ],
    align=True,
)

PLAYER_DTYPE = np.dtype(
    [
        ("card_ids", np.uint16, (MAX_CARDS,)),  # instance -> card-table row
        ("deck", np.uint8, (MAX_CARDS,)),  # bottom .. top
        ("hand", np.uint8, (MAX_CARDS,)),
        ("trash", np.uint8, (MAX_CARDS,)),
        ("slots", SLOT_DTYPE, (MAX_SLOTS,)),
        ("life", np.uint16),
        ("reserve", np.uint16),
        ("trash_cores", np.uint16),
        ("count_cores", np.uint16),
        ("void_in", np.uint32),  # normal cores ever taken from the Void
        ("void_out", np.uint32),  # normal cores ever returned to the Void
        ("n_cards", np.uint8),
        ("deck_count", np.uint8),
        ("hand_count", np.uint8),
        ("trash_count", np.uint8),
        ("soul_loc", np.uint8),  # SOUL_* constant
        ("burst_inst", np.uint8),  # set Burst, NO_CARD if none
        ("burst_state", np.uint8),  # 0 face down, 1 activated
        ("bursts_set", np.uint8),  # Bursts set this turn (R13.1)
        ("slot_top", np.uint8),  # one past the highest occupied slot (bounds field loops)
        # per slot, bit i: instance i is a face-up Advent source under that card (R15.3)
        ("advent_sources", np.uint64, (MAX_SLOTS,)),
        ("turn_start_life", np.uint16),  # Life as the current turn's Start Step began (R5.1; Cond.LIFE_KEPT)
        ("brave", np.uint8, (MAX_SLOTS,)),  # the Brave fused to the card in slot k, NO_CARD if none (R12)
        ("brave_side", np.uint8, (MAX_SLOTS,)),  # 1: slot k holds the right side of a two-spirit Brave (R12.9)
        ("mirage_inst", np.uint8),  # the card set face up as a Mirage in the Burst area, NO_CARD if none (R16.5)
        ("hand_side", np.uint8, (MAX_CARDS,)),  # face-up hand-side cards (R16.7), arrival order
        ("hand_side_count", np.uint8),
    ],
    align=True,
)

RULES_DTYPE = np.dtype(
    [
        ("max_turns", np.uint16),  # 0: no cap
        ("start_life", np.uint8),
        ("start_reserve", np.uint8),
        ("start_hand", np.uint8),
        ("core_step_gain", np.uint8),
        ("draw_per_turn", np.uint8),
        ("bursts_per_turn", np.uint8),
        ("flags", np.uint8),  # RULE_* bits
        ("first_player", np.uint8),  # 0, 1 or FIRST_PLAYER_RANDOM
        ("max_actions_per_turn", np.uint16),  # then only PASS answers Main/Attack/Block/Flash
        ("max_actions", np.uint32),  # the game ends with ACTION_LIMIT after this many actions
    ],
    align=True,
)

MOD_DTYPE = np.dtype(
    [
        ("player", np.uint8),  # owner of the affected card, or the affected player
        ("inst", np.uint8),  # affected instance; NO_CARD for a player-wide effect
        ("kind", np.uint8),  # pybs.effects.spec.Mod
        ("duration", np.uint8),  # pybs.effects.spec.Duration
        ("value", np.int16),
        ("source", np.uint8),  # the player whose effect made it
        ("pad", np.uint8),
    ],
    align=True,
)

PENDING_DTYPE = np.dtype(
    [
        ("ability", np.uint16),  # ability-table row
        ("player", np.uint8),  # controller
        ("inst", np.uint8),  # source card instance
        ("subj_player", np.uint8),  # the event's subject (NO_PLAYER if none)
        ("subj_inst", np.uint8),  # NO_CARD for a player event
        ("subj_cores", np.uint8),  # the subject's cores when it left the field (last-known)
        ("batch", np.uint8),  # later batches resolve first (R10.5)
        ("subj_flags", np.uint16),  # EventFlag bits (EVENT_FLAG_BITS)
        ("pad", np.uint8, (2,)),
    ],
    align=True,
)

FRAME_DTYPE = np.dtype(
    [
        ("ability", np.uint16),
        ("pc", np.uint16),  # op index within the ability's program
        ("flags", np.uint16),  # FRAME_* bits
        ("num", np.int16),  # scratch count (cards still to discard, cost budget, amount...)
        ("subj_flags", np.uint16),  # the event's EventFlag bits (a BRAVE_KEEP frame: its own bits)
        ("player", np.uint8),  # controller
        ("inst", np.uint8),  # source card
        ("subj_player", np.uint8),
        ("subj_inst", np.uint8),
        ("subj_cores", np.uint8),
        ("n_targets", np.uint8),
        ("n_buffer", np.uint8),
        ("buffer_owner", np.uint8),
        ("picks", np.uint8),  # picks made in the current CHOOSE
        ("index", np.uint8),  # per-target progress inside an op
        ("amount", np.uint8),  # Op.COUNT result, read by PER_AMOUNT operands
        ("pad", np.uint8),
        ("targets", np.uint8, (MAX_TARGETS,)),  # player << 6 | instance
        ("buffer", np.uint8, (MAX_BUFFER,)),  # instances of buffer_owner's cards
    ],
    align=True,
)

STATE_DTYPE = np.dtype(
    [
        ("rng", np.uint64, (4,)),  # xoshiro256** state (R3.1 shuffles, R3.5)
        ("players", PLAYER_DTYPE, (2,)),
        ("rules", RULES_DTYPE),
        ("layout_version", np.uint16),
        ("turn", np.uint16),  # 1 = the first player's first turn
        ("actions_applied", np.uint32),
        ("active", np.uint8),  # turn player
        ("first_player", np.uint8),
        ("phase", np.uint8),  # Phase
        ("decision", np.uint8),  # Decision
        ("decision_player", np.uint8),
        ("winner", np.uint8),  # 0, 1, WINNER_DRAW, NO_PLAYER while playing
        ("end_reason", np.uint8),  # EndReason
        ("options", np.uint8),  # OPTION_* bits
        # the card being used (R7.1): out of hand, not yet resolved
        ("use_player", np.uint8),
        ("use_inst", np.uint8),
        ("use_kind", np.uint8),  # UseKind
        ("use_origin", np.uint8),  # UseOrigin
        ("use_slot", np.uint8),  # slot it occupies while cores are placed
        ("use_cost_left", np.uint8),  # cost still to pay, fixed at declaration (R7.5)
        # the battle (R9)
        ("attacker", np.uint8),  # active player's slot, NO_SLOT if none or it left
        ("blocker", np.uint8),  # defender's slot, NO_SLOT if none or it left
        ("blocked", np.uint8),  # a block was declared; stands if the blocker leaves (R9.3)
        ("in_battle", np.uint8),
        ("flash_window", np.uint8),  # 0 none, 1 after the attack, 2 after the block
        ("flash_priority", np.uint8),  # player who may act in the Flash timing
        ("flash_passes", np.uint8),  # passes in a row; 2 ends the timing (R10.4)
        # the effect system
        ("edecision", np.uint8),  # an effect's pending decision (Decision), ahead of `decision`
        ("edecision_player", np.uint8),
        ("n_mods", np.uint8),
        ("n_queue", np.uint8),
        ("n_frames", np.uint8),
        ("next_batch", np.uint8),
        ("use_ability", np.uint16),  # the Magic effect being used (ability row)
        ("awaken_slot", np.uint8),  # slot of the Spirit taking cores by Awaken
        ("curse", np.uint8),  # blocked Curse attacker instance + 1: the blocker falls at end of battle
        ("luster", np.uint8),  # Luster attacker instance + 1 (0: none)
        ("first_attacker", np.uint8),  # instance of the turn's first attacker
        ("burst_offer", np.uint8),  # bit p: player p may activate their set Burst now
        ("n_burst_queue", np.uint8),
        ("burst_queue", np.uint8, (2,)),  # players whose activated Bursts wait (R13.3)
        ("turn_flags", np.uint8, (2,)),  # TURN_* bits per player
        ("use_flags", np.uint16),  # USE_* bits of the card being used
        ("turn_actions", np.uint16),  # actions applied this turn (RuleSet.max_actions_per_turn)
        ("pending_loss", np.uint8),  # R18.13: bit p, player p met a loss condition; EndReason << 4; 0 if none
        # vocab-B: [2p + j] instance + 1 of player p's j-th Link Spirit linked to p's battling Spirit (0: none)
        ("links", np.uint8, (4,)),
        # vocab-D: the event subject of player p's Burst while offered or activated (R13.3), else all zero
        ("burst_subj_player", np.uint8, (2,)),
        ("burst_subj_inst", np.uint8, (2,)),
        ("burst_subj_cores", np.uint8, (2,)),
        ("burst_subj_flags", np.uint16, (2,)),
        ("battle_magic", np.uint64, (2,)),  # bit i: instance i was a Magic used this battle (Luster)
        ("mods", MOD_DTYPE, (MAX_MODS,)),
        ("queue", PENDING_DTYPE, (MAX_QUEUE,)),
        ("frames", FRAME_DTYPE, (MAX_FRAMES,)),
    ],
    align=True,
)

STATE_BYTES = STATE_DTYPE.itemsize


def _mark_fields(dtype: np.dtype, offset: int, mask: np.ndarray) -> None:
    """Set mask bytes under every field of dtype (placed at offset); alignment gaps stay 0."""
    if dtype.subdtype is not None:
        base, shape = dtype.subdtype
        for k in range(int(np.prod(shape))):
            _mark_fields(base, offset + k * base.itemsize, mask)
    elif dtype.names is None:
        mask[offset : offset + dtype.itemsize] = 0xFF
    else:
        for name in dtype.names:
            field, at = dtype.fields[name][:2]
            _mark_fields(field, offset + at, mask)


_FIELD_BYTES = np.zeros(STATE_BYTES, np.uint8)
_mark_fields(STATE_DTYPE, 0, _FIELD_BYTES)


def record_bytes(rec: np.ndarray) -> bytes:
    """The state bytes of a ``STATE_DTYPE`` record, alignment gaps zeroed.

    numpy copies a structured record field by field, so the gaps of ``rec.copy()`` hold whatever the
    allocator left there; the engine's one-byte-form check (state hash) needs them zero.
    """
    raw = np.frombuffer(np.ascontiguousarray(rec).tobytes(), np.uint8)
    if raw.size != STATE_BYTES:
        return raw.tobytes()  # the wrong size is reported by from_bytes
    return (raw & _FIELD_BYTES).tobytes()


def empty_record() -> np.ndarray:
    """Return a zeroed state record with every 'empty' marker set."""
    rec = np.zeros((), dtype=STATE_DTYPE)
    rec["layout_version"] = LAYOUT_VERSION
    for p in range(2):
        pl = rec["players"][p]
        pl["deck"][:] = NO_CARD
        pl["hand"][:] = NO_CARD
        pl["trash"][:] = NO_CARD
        pl["slots"]["inst"][:] = NO_CARD
        pl["brave"][:] = NO_CARD
        pl["hand_side"][:] = NO_CARD  # R16.7
        pl["burst_inst"] = NO_CARD
        pl["mirage_inst"] = NO_CARD
        pl["soul_loc"] = SOUL_NONE
    rec["winner"] = NO_PLAYER
    rec["use_player"] = NO_PLAYER
    rec["use_inst"] = NO_CARD
    rec["use_slot"] = NO_SLOT
    rec["attacker"] = NO_SLOT
    rec["blocker"] = NO_SLOT
    rec["flash_priority"] = NO_PLAYER
    rec["decision_player"] = NO_PLAYER
    rec["edecision_player"] = NO_PLAYER
    rec["awaken_slot"] = NO_SLOT
    rec["first_attacker"] = NO_CARD
    return rec
