# Shared C types of the engine: the flat game state, the card table and the constants.
# pybs/layout.py mirrors GameState as a numpy dtype; tests/test_state_api.py checks offsets.

from libc.stdint cimport int16_t, int32_t, int64_t, uint8_t, uint16_t, uint32_t, uint64_t

cdef enum:
    LAYOUT_VERSION = 9
    MAX_CARDS = 64
    MAX_SLOTS = 16
    MAX_LEVELS = 5
    MAX_SYMBOLS = 4
    MAX_FAMILIES = 4
    NUM_COLORS = 6
    NO_CARD = 255
    NO_SLOT = 255
    NO_PLAYER = 255
    GOLD_BIT = 64
    COLOR_BITS = 63
    WINNER_DRAW = 2
    FIRST_PLAYER_RANDOM = 2
    MAX_FIELD_SYMBOLS = MAX_SLOTS * MAX_SYMBOLS
    MAX_MODS = 32
    MAX_QUEUE = 16
    MAX_FRAMES = 4
    MAX_TARGETS = 2 * MAX_CARDS         # every card of both players: "all" never truncates (R18.12)
    MAX_BUFFER = MAX_SLOTS              # revealed cards: "one per Spirit you control" fits (BSS01-103)
    MAX_TURN_NUMBER = 65534             # max_turns 0 means this; the game ends on turn + 1 (uint16)
    MAX_CARD_CORES = 255                # cores on one card, the Soul Core included (Slot.cores, subj_cores)
    MAX_CORES_IN_PLAY = 60000           # a player's Void supply: void_in - void_out never exceeds it

# R16 card marks (CardTable.r16_flags)
cdef enum:
    R16F_CONTRACT = 1                   # R16.3
    R16F_GRANDWALKER = 2                # R16.4
    R16F_REBIRTH = 4                    # R16.1: has a back face

# CardType
cdef enum:
    CT_SPIRIT = 0
    CT_ULTIMATE = 1
    CT_BRAVE = 2
    CT_NEXUS = 3
    CT_MAGIC = 4

# steps bits
cdef enum:
    STEP_MAIN = 1
    STEP_FLASH = 2
    STEP_BURST = 4

# Phase (R5)
cdef enum:
    PH_SETUP = 0
    PH_START = 1
    PH_CORE = 2
    PH_DRAW = 3
    PH_REFRESH = 4
    PH_MAIN = 5
    PH_ATTACK = 6
    PH_END = 7
    PH_GAME_OVER = 8
    PH_CLEANUP = 9
    PH_TURN_CHANGE = 10

# Battle (in_battle)
cdef enum:
    BATTLE_NONE = 0
    BATTLE_ON = 1
    BATTLE_ENDING = 2
    BATTLE_RESOLVED = 3

# Decision
cdef enum:
    DK_NONE = 0
    DK_MAIN = 1
    DK_PAY = 2
    DK_PLACE = 3
    DK_ATTACK = 4
    DK_BLOCK = 5
    DK_FLASH = 6
    DK_CHOOSE = 7
    DK_YES_NO = 8
    DK_MAGIC_EFFECT = 9
    DK_ORDER = 10
    DK_BURST = 11
    DK_SOUL = 12
    DK_AWAKEN = 13
    DK_BRAVE_KEEP = 14                  # CN 2.1 item 3: cores for a Brave that may stay (Op.BRAVE_KEEP)

# EndReason
cdef enum:
    END_NONE = 0
    END_LIFE = 1
    END_DECK_OUT = 2
    END_BURST_MISSET = 3
    END_TURN_LIMIT = 4
    END_SIMULTANEOUS = 5
    END_ACTION_LIMIT = 6              # RuleSet.max_actions reached: truncated, no winner
    END_TABLE_OVERFLOW = 7            # an effect table was full: the game stopped, no winner
    END_CONCEDED = 8                  # R18.13: a player conceded (State.concede or the CONCEDE code)
    END_EFFECT_LIMIT = 9              # one action ran past EFFECT_WORK_LIMIT effect steps: truncated, no winner
    EFFECT_WORK_LIMIT = 20000         # effect steps (trigger starts, ops run) one action may take (docs/RELIABILITY.md)

# UseKind / UseOrigin
cdef enum:
    USE_NONE = 0
    USE_SUMMON = 1
    USE_DEPLOY = 2
    USE_MAGIC = 3
    USE_MIRAGE = 4                      # set as a Mirage once paid (R16.5): no slot, no cores
    ORIGIN_MAIN = 0
    ORIGIN_FLASH = 1
    ORIGIN_EFFECT = 2
    USE_RESERVE_ONLY = 1
    USE_SOUL_PAID = 2
    USE_BURST_PAID = 4                  # a Burst's Magic effect paid for (R13.5): it returns to the Burst's flow
    USE_EXHAUSTED = 8                   # a summon by effect: the Spirit enters exhausted
    USE_NO_SUMMON_TRIGGER = 16          # a summon by effect: its own "When Summoned" effects do not trigger
    USE_JOINED = 64                     # a token summoned together with the next one: the batch stays open (R18.12)
    USE_DISCARD_PAID = 128              # woden: the Magic's Rule.MAGIC_DISCARD cost is being or was paid
    USE_FROM_HAND_SIDE = 32             # the card in use came from the hand-side (R16.7): not "from hand"
    USE_FREE_OPTION = 256               # "you may use it without paying": PASS at the first PAY takes it free
    USE_ACCEL = 5                       # use_kind: an Accel effect used from hand (R16.6)
    NO_ABILITY = 0xFFFF
    TURN_LOST_LIFE = 1
    TURN_DREW_BY_EFFECT = 2             # drew with an effect the player controls
    TURN_DESTROYED = 4                  # a Spirit of the player was destroyed
    TURN_MIRAGE_SET = 8                 # the player set a Mirage this turn (R16.5: once per turn)
    TURN_MAGIC_USED = 128               # the player used a Magic from hand (Rule.FIRST_MAGIC_DISCOUNT)
    TURN_DRAW_STEP_DONE = 64            # the Draw Step drew; its DRAW_STEP effects resolve before the Refresh Step

# frame flags
cdef enum:
    FRAME_CHOOSING = 1
    FRAME_NESTED = 2
    FRAME_WAITING = 4
    FRAME_BURST = 8
    FRAME_SUBSTEP = 16
    FRAME_PUBLIC = 32
    FRAME_MAGIC = 64
    FRAME_SOUL_CHOSEN = 128
    FRAME_AMOUNT = 256
    FRAME_FROM_HAND = 2048              # woden: a FRAME_MAGIC frame of a Magic used from the hand (not a Burst)
    FRAME_USE_STASHED = 4096            # this frame's summon interrupted a Magic's use (R8.4): it resumes after
    FRAME_STASH_FLASH = 8192            # ... that Magic was used in a Flash timing
    FRAME_STASH_EFFECT = 16384          # ... that Magic was a Burst's paid effect (R13.5)

# Soul Core locations
cdef enum:
    SOUL_RESERVE = 0
    SOUL_LIFE = 1
    SOUL_TRASH = 2
    SOUL_COUNT = 3
    SOUL_VOID = 4
    SOUL_SLOT0 = 16
    SOUL_NONE = 255

# RuleSet flags and state options
cdef enum:
    RULE_USE_SOUL_CORE = 1
    RULE_SKIP_FIRST_CORE_STEP = 2
    RULE_SKIP_FIRST_ATTACK_STEP = 4
    RULE_ZERO_BP_DESTROYS = 8           # R18.1
    RULE_WIN_AT_CHECKPOINT = 16         # R18.13: a met victory condition waits for the checkpoint
    OPTION_AUTO_FORCED = 1

# Action codec (pybs/codec.py; docs/ACTIONS.md)
cdef enum:
    NUM_LOCS = 1 + MAX_SLOTS
    A_PASS = 0
    A_USE_HAND = 1
    A_ATTACK = A_USE_HAND + MAX_CARDS
    A_BLOCK = A_ATTACK + MAX_SLOTS
    A_PAY = A_BLOCK + MAX_SLOTS
    A_PLACE = A_PAY + NUM_LOCS * 2
    A_MOVE = A_PLACE + NUM_LOCS * 2
    A_SWAP_SOUL = A_MOVE + NUM_LOCS * 2 * NUM_LOCS
    MAX_CHOICES = 64
    A_CHOICE = A_SWAP_SOUL + NUM_LOCS
    A_CONFIRM = A_CHOICE + MAX_CHOICES
    A_SET_BURST = A_CONFIRM + 1
    A_AWAKEN = A_SET_BURST + MAX_CARDS
    A_ACTIVATE = A_AWAKEN + MAX_SLOTS   # + slot: an activated [Flash] effect (R8.5)
    A_ADVENT = A_ACTIVATE + MAX_SLOTS   # + hand index: Advent that card (R15)
    A_FUSE = A_ADVENT + MAX_CARDS       # + from * MAX_SLOTS + to: fuse or swap a Brave (R12.1, R12.5)
    A_SEPARATE = A_FUSE + MAX_SLOTS * MAX_SLOTS  # + slot * 2 + source (0 the pair, 1 the Reserve) (R12.4)
    A_MIRAGE = A_SEPARATE + MAX_SLOTS * 2  # + hand index: set that card as a Mirage (R16.5)
    A_ACCEL = A_MIRAGE + MAX_CARDS      # + hand index: use its Accel (R16.6)
    A_USE_HAND_SIDE = A_ACCEL + MAX_CARDS  # + hand-side index: summon, deploy or use it like a hand card (R16.7)
    A_ADVENT_HAND_SIDE = A_USE_HAND_SIDE + MAX_CARDS  # + hand-side index: Advent it (CN Q27)
    A_ACCEL_FIELD = A_ADVENT_HAND_SIDE + MAX_CARDS  # + slot: use the Accel of that field card (R16.6)
    A_CONCEDE = A_ACCEL_FIELD + MAX_SLOTS  # R18.13: concede; never in legal_actions (docs/ACTIONS.md)
    NUM_ACTIONS = A_CONCEDE + 1


ctypedef struct Slot:
    uint8_t inst                        # card instance; NO_CARD when empty
    uint8_t cores                       # normal cores (the Soul Core is in soul_loc)
    uint8_t exhaust                     # 0 refreshed, 1 exhausted, 2 heavily exhausted
    uint8_t raid_uses                   # times this Spirit's Raid refreshed it this turn
    uint8_t flipped                     # 1: a Rebirth card showing its back face (R16.1; card_ids holds that row)
    uint8_t soul                        # 1: a contract card in soul state (R16.3; bscore/soul_state.pxd)

ctypedef struct PlayerState:
    uint16_t card_ids[MAX_CARDS]        # instance -> card-table row
    uint8_t deck[MAX_CARDS]             # bottom .. top
    uint8_t hand[MAX_CARDS]             # arrival order
    uint8_t trash[MAX_CARDS]            # arrival order
    Slot slots[MAX_SLOTS]               # field cards
    uint16_t life                       # cores in Life
    uint16_t reserve                    # normal cores in the Reserve
    uint16_t trash_cores                # normal cores in the Trash
    uint16_t count_cores                # Count area (R16.2)
    uint32_t void_in                    # normal cores ever taken from the Void
    uint32_t void_out                   # normal cores ever returned to the Void
    uint8_t n_cards                     # instances owned
    uint8_t deck_count
    uint8_t hand_count
    uint8_t trash_count
    uint8_t soul_loc                    # SOUL_* location of this player's Soul Core
    uint8_t burst_inst                  # set Burst, NO_CARD if none
    uint8_t burst_state                 # 0 face down, 1 activated
    uint8_t bursts_set                  # Bursts set this turn
    uint8_t slot_top                    # one past the highest occupied slot
    uint64_t advent_sources[MAX_SLOTS]  # per slot, bit i: instance i is a face-up Advent source under it (R15.3)
    uint16_t turn_start_life            # Life as the current turn's Start Step began (R5.1; Cond.LIFE_KEPT)
    uint8_t brave[MAX_SLOTS]            # the Brave fused to the card in slot k, NO_CARD if none (R12)
    uint8_t brave_side[MAX_SLOTS]       # 1: slot k holds the right side of a two-spirit Brave (R12.9); else 0
    uint8_t mirage_inst                 # the card set face up as a Mirage in the Burst area, NO_CARD if none (R16.5)
    uint8_t hand_side[MAX_CARDS]        # face-up hand-side cards (R16.7), arrival order
    uint8_t hand_side_count

ctypedef struct RulesBlock:
    uint16_t max_turns                  # 0: no cap
    uint8_t start_life
    uint8_t start_reserve
    uint8_t start_hand
    uint8_t core_step_gain
    uint8_t draw_per_turn
    uint8_t bursts_per_turn
    uint8_t flags                       # RULE_* bits
    uint8_t first_player                # 0, 1 or FIRST_PLAYER_RANDOM
    uint16_t max_actions_per_turn       # then only PASS ends Main/Attack/Block/Flash decisions
    uint32_t max_actions                # the game ends with END_ACTION_LIMIT after this many

ctypedef struct ModEntry:                # a temporary effect
    uint8_t player                      # owner of the affected card, or the affected player
    uint8_t inst                        # NO_CARD: player-wide
    uint8_t kind                        # MD_*
    uint8_t duration                    # DU_*
    int16_t value
    uint8_t source                      # player whose effect made it
    uint8_t pad

ctypedef struct Pending:                 # a triggered ability waiting to resolve
    uint16_t ability
    uint8_t player                      # controller
    uint8_t inst                        # source card
    uint8_t subj_player
    uint8_t subj_inst
    uint8_t subj_cores                  # last-known cores of a subject that left
    uint8_t batch                       # later batches resolve first (R10.5)
    uint16_t subj_flags                 # EF_* bits (EVENT_FLAG_BITS)
    uint8_t pad[2]

ctypedef struct Frame:                   # an ability being resolved
    uint16_t ability
    uint16_t pc                         # op index within the program
    uint16_t flags                      # FRAME_* bits
    int16_t num                         # scratch count
    uint16_t subj_flags                 # EF_* bits of the event (EVENT_FLAG_BITS); a BRAVE_KEEP frame's own bits
    uint8_t player
    uint8_t inst
    uint8_t subj_player
    uint8_t subj_inst
    uint8_t subj_cores
    uint8_t n_targets
    uint8_t n_buffer
    uint8_t buffer_owner
    uint8_t picks
    uint8_t index
    uint8_t amount                      # Op.COUNT result, read by PER_AMOUNT operands
    uint8_t pad
    uint8_t targets[MAX_TARGETS]        # player << 6 | instance
    uint8_t buffer[MAX_BUFFER]          # buffer_owner's instances

ctypedef struct GameState:
    uint64_t rng[4]                     # xoshiro256** state
    PlayerState players[2]
    RulesBlock rules
    uint16_t layout_version
    uint16_t turn                       # 1 = first player's first turn
    uint32_t actions_applied
    uint8_t active                      # turn player
    uint8_t first_player
    uint8_t phase                       # PH_*
    uint8_t decision                    # DK_*
    uint8_t decision_player
    uint8_t winner                      # 0, 1, WINNER_DRAW; NO_PLAYER while playing
    uint8_t end_reason                  # END_*
    uint8_t options                     # OPTION_* bits
    uint8_t use_player                  # the card being used (R7.1)
    uint8_t use_inst
    uint8_t use_kind                    # USE_*
    uint8_t use_origin                  # ORIGIN_*
    uint8_t use_slot                    # slot it fills while cores are placed
    uint8_t use_cost_left               # fixed at declaration (R7.5)
    uint8_t attacker                    # active player's slot; NO_SLOT if none or gone
    uint8_t blocker                     # defender's slot; NO_SLOT if none or gone
    uint8_t blocked                     # a block stands even if the blocker left (R9.3)
    uint8_t in_battle
    uint8_t flash_window                # 0 none, 1 after the attack, 2 after the block
    uint8_t flash_priority              # player who may act now
    uint8_t flash_passes                # passes in a row; 2 ends the timing (R10.4)
    uint8_t edecision                   # an effect's pending decision, ahead of `decision`
    uint8_t edecision_player
    uint8_t n_mods
    uint8_t n_queue
    uint8_t n_frames
    uint8_t next_batch
    uint16_t use_ability                # the Magic effect being used
    uint8_t awaken_slot
    uint8_t curse                       # Cursed attacker instance + 1 (0: none)
    uint8_t luster                      # Luster attacker instance + 1 (0: none)
    uint8_t first_attacker              # the turn's first attacker (instance)
    uint8_t burst_offer                 # bit p: p may activate their Burst now
    uint8_t n_burst_queue
    uint8_t burst_queue[2]
    uint8_t turn_flags[2]               # TURN_* bits
    uint16_t use_flags                  # USE_* bits
    uint16_t turn_actions               # actions applied this turn (RuleSet.max_actions_per_turn)
    uint8_t pending_loss                # R18.13: bit p, p met a loss condition; END_* reason << 4; 0 if none
    uint8_t links[4]                    # vocab-B: [2p + j] instance + 1 of p's j-th Link Spirit linked to p's battling
                                        # Spirit this battle (0: none; bscore/link_state.pxd)
    # vocab-D: per player, the event subject of their Burst while it is offered or waits activated (R13.3);
    # all zero otherwise. Its frame takes them as its subject ("if the destroyed Spirit was ...")
    uint8_t burst_subj_player[2]
    uint8_t burst_subj_inst[2]
    uint8_t burst_subj_cores[2]
    uint16_t burst_subj_flags[2]
    uint64_t battle_magic[2]            # Magic instances used this battle (Luster)
    ModEntry mods[MAX_MODS]
    Pending queue[MAX_QUEUE]
    Frame frames[MAX_FRAMES]

# Read-only struct of arrays shared by every game (row = card).
ctypedef struct CardTable:
    int32_t n_cards
    const uint8_t* card_type            # [n]
    const uint8_t* colors               # [n] color bits
    const uint8_t* cost                 # [n]
    const uint8_t* reduction            # [n * NUM_COLORS] reduction symbols per color
    const uint8_t* n_symbols            # [n]
    const uint8_t* symbols              # [n * MAX_SYMBOLS] color bits (+ GOLD_BIT)
    const uint8_t* n_levels             # [n]
    const uint8_t* level_number         # [n * MAX_LEVELS]
    const uint8_t* level_cores          # [n * MAX_LEVELS]
    const int32_t* level_bp             # [n * MAX_LEVELS]
    const uint8_t* steps                # [n] STEP_* bits
    const uint8_t* summon_colors        # [n] Ultimate summon condition (R8.2)
    const uint16_t* families            # [n * MAX_FAMILIES]
    const int32_t* prog_start           # [n] unused (scripts use ab_prog, card_ab_start/card_ab_count)
    const int32_t* prog_len             # [n] unused
    # compiled card scripts (pybs.effects.compiler)
    int32_t n_abilities
    const int32_t* ab_card
    const int32_t* ab_kind
    const int32_t* ab_event
    const int32_t* ab_scope
    const int32_t* ab_flags
    const int32_t* ab_timing
    const int32_t* ab_levels
    const int32_t* ab_subject
    const int32_t* ab_prog
    const int32_t* ab_n_ops
    const int32_t* ab_static
    const int32_t* ab_value
    const int32_t* ab_value2
    const int32_t* ab_filter
    const int32_t* ab_filter2
    const int32_t* ab_cond
    const int32_t* ab_cond_arg
    const int32_t* ops                  # [n_ops * OP_WIDTH]
    const int32_t* filters              # [n_filters * FILTER_WIDTH]
    const uint8_t* cardsets             # [n_sets * n_cards]
    const int32_t* card_ab_start        # [n]
    const int32_t* card_ab_count        # [n]
    const int32_t* card_flags           # [n] CardFlag bits
    const int32_t* card_static_mask     # [n] bit s: the card has a static of kind s
    const int32_t* card_kw_mask         # [n] bit k: the card has keyword k itself
    const int32_t* card_grant_mask      # [n] bit k: the card grants keyword k to others
    const int64_t* card_event_mask      # [n] bit e: one of its triggered abilities hears event e (e < 64)
    int32_t static_union                # OR of every card's static mask (0: no statics at all)
    int32_t static_others_union         # bit s: some static of kind s has a filter (reaches other cards)
    int32_t kw_union                    # OR of every card's keyword and grant masks
    int32_t grant_union                 # OR of every card's grant mask (0 bit: a keyword only its own card gives)
    int64_t event_union                 # OR of every card's event mask
    int64_t emit_union                  # events some card or set Burst may answer (from any zone): emit's first gate
    int64_t watch_own_union             # events some trigger hears on other cards of its own player (MINE, ANY)
    int64_t watch_other_union           # events some trigger hears on the other player's cards (OPPONENT, ANY)
    int64_t trash_event_union           # OR of the event masks of cards with a trigger working from the Trash
    int32_t delayed_any                 # some script makes Mod.DELAYED triggers (emit scans the mods)
    int32_t activated_any               # some card has an activated [Flash] effect (AK_ACTIVATED)
    int32_t advent_any                  # some card has Advent (AK_ADVENT, R15): the ADVENT action is looked for
    const int32_t* back_row             # [n] R16.1: a Rebirth card's back-face row, -1 if none
    const int32_t* front_row            # [n] R16.1: a back face's front row, -1 if not a back face
    const int32_t* r16_flags            # [n] R16F_* bits (contract card, Grandwalker Nexus)
    int32_t r16_union                   # OR of every card's r16_flags (0: no R16 card at all)
    const int32_t* brave_bp             # [n] "when braved" BP+ of a Brave (R12.2)
    const int32_t* brave_filter         # [n] a Brave's fusion condition (filter id), -1: none (R12.1)
    int32_t brave_any                   # some card of the game is a Brave with a fusion condition
    const int32_t* brave_two_spirit     # [n] 1: a two-spirit Brave (R12.9)
    const int32_t* mirage_cost          # [n] printed Mirage cost, -1: not a Mirage (R16.5)
    int32_t mirage_any                  # some card of the game is a Mirage: the MIRAGE action is looked for
    int32_t offslot_any                 # some card has a "while set" or "when braved" static (offslot_statics)
    int32_t accel_any                   # some card has an Accel (AK_ACCEL, R16.6): the ACCEL action is looked for
    const int32_t* card_name_id         # [n] vocab-A: the first row with the same card name ("different names")
    int32_t destroyed_count_any         # vocab-A: a card reads Cond.DESTROYED_AT_LEAST (Mod.DESTROYED_COUNT recorded)
    int64_t hand_event_union            # pool II: OR of the event masks of cards with a trigger working from the hand
    int32_t card_flags_union            # OR of every card's card_flags (a flag no card has gates nothing)
    uint64_t rule_union[2]              # bit r: some card prints a Static.RULE r (r < 128; Rule ids are smaller)
