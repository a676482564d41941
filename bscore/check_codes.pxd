# Failure kinds and field ids of the state checks (bscore/checks.pyx, bscore/check_flow.pyx).
# A failure is bad(kind, field); check_invariants adds the player: (field * 100 + kind) * 10 + player.

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
    BAD_END = 15
    BAD_RULES = 16
    BAD_COUNTER = 17
    BAD_FACE = 18                       # R16.1: a Rebirth back face off the field, or a wrong flipped marker
    BAD_MIRAGE = 19                     # R16.5: the set Mirage is no card with a Mirage cost
    BAD_SOUL_STATE = 20                 # R16.3: a soul-state marker off a contract card, or with cores or a Brave
    FRAME_FLAG_BITS = 511 | 2048 | 4096 | 8192 | 16384  # every FRAME_* bit (2048: FRAME_FROM_HAND, woden)
    MAX_BATCH = 250                     # end_batch renumbers before next_batch reaches this
    MAX_RULE_TURNS = 10000              # RuleSet.max_turns bound

# Field ids (FIELD_NAMES in bscore/checks.pyx names them)
cdef enum:
    F_PHASE = 1
    F_DECISION = 2
    F_DECISION_PLAYER = 3
    F_EDECISION = 4
    F_EDECISION_PLAYER = 5
    F_WINNER = 6
    F_END_REASON = 7
    F_ACTIVE = 8
    F_FIRST_PLAYER = 9
    F_TURN = 10
    F_ACTIONS = 11
    F_TURN_ACTIONS = 12
    F_OPTIONS = 13
    F_USE_KIND = 14
    F_USE_PLAYER = 15
    F_USE_INST = 16
    F_USE_SLOT = 17
    F_USE_ORIGIN = 18
    F_USE_COST = 19
    F_USE_ABILITY = 20
    F_USE_FLAGS = 21
    F_FLASH_WINDOW = 22
    F_FLASH_PRIORITY = 23
    F_FLASH_PASSES = 24
    F_IN_BATTLE = 25
    F_BLOCKED = 26
    F_BURST_OFFER = 27
    F_BURST_STATE = 28
    F_BURSTS_SET = 29
    F_CURSE = 30
    F_LUSTER = 31
    F_FIRST_ATTACKER = 32
    F_TURN_FLAGS = 33
    F_BATTLE_MAGIC = 34
    F_NEXT_BATCH = 35
    F_MODS = 36
    F_QUEUE = 37
    F_FRAMES = 38
    F_AWAKEN = 39
    F_PAD = 40
    F_RULES = 41                        # + the RulesBlock field's index
    F_PENDING_LOSS = 52                 # after the 11 RulesBlock fields
    F_LINKS = 53                        # vocab-B: GameState.links
    F_BURST_SUBJECT = 54                # vocab-D: burst_subj_* (the event subject of an offered or activated Burst)


cdef inline int bad(int kind, int field) noexcept nogil:
    return kind + 100 * field
