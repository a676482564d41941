"""The effect system's numbers: events, timings, opcodes, filters, modifiers, keywords.

This module is the single source of truth. ``scripts/gen_effect_pxd.py`` writes the same
numbers into ``bscore/_effects.pxd`` for the compiled interpreter, and a test checks that
the generated file is current. ``docs/EFFECTS.md`` explains the semantics.

A compiled ability is a row of the ability table; its program is a run of ops, each
``OP_WIDTH`` int32s: ``[op, a, b, c, d, e]``. A filter is a row of ``FILTER_WIDTH`` int32s.
"""

from __future__ import annotations

from enum import IntEnum

OP_WIDTH = 6
FILTER_WIDTH = 32
ANY_NUMBER = 255  # CHOOSE max: no limit
ALL_CORES = 255  # CORES count: every core there
ALL_BUT_ONE = 254  # CORES count: all but one
# An amount operand computed at resolution (Op.COUNT): PER_AMOUNT + k stands for k times the frame's amount.
PER_AMOUNT = -1_000_000
EVENT_FLAG_BITS = 0xFFFF  # the EventFlag bits a queued trigger and a frame keep (subj_flags is uint16)
COND_NOT = 128  # added to a Cond: the condition must NOT hold
# The per-card event masks are int64: events from EVENT_MASK_TOP up (the pool II groups' ranges) share its bit, and
# the sign bit stays clear; a shared bit only opens a gate in vain (collect compares the events themselves).
EVENT_MASK_TOP = 62


def event_bit(ev: int) -> int:
    """The bit of event ``ev`` in the per-card event masks and their unions."""
    return min(int(ev), EVENT_MASK_TOP)


ADVENT_FROM_HAND_SIDE = 1  # an ADVENT ability row's flags: the text lets it Advent from the hand-side too (CN Q27)


class AbilityKind(IntEnum):
    TRIGGERED = 1  # resolves when its event happens (R10.5)
    STATIC = 2  # a continuous effect, read when needed
    MAGIC_MAIN = 3  # a Magic's Main effect (R8.4)
    MAGIC_FLASH = 4  # a Magic's Flash effect (R8.4, R10)
    BURST = 5  # a Burst effect and its condition (R13)
    ACTIVATED = 35  # a [Flash] effect its controller uses from the field in a Flash timing (R8.5, R10.1)
    # -- group "advent" (65-69) --
    ADVENT = 65  # Advent (R15): from hand onto a Spirit/Ultimate meeting its condition (the ADVENT action)
    # group "ascend" (40-44)
    ASCEND = 40  # an extra summoning cost paid before the cost (R18.2 Ascend; BSS03-097): USE_HAND runs it first
    # group "woden" (23-26)
    MAGIC_COST = 23  # the extra cost a Rule.MAGIC_DISCARD asks of a Magic used from hand: runs once it is paid for
    # group "mirage" (11-14): statics read from cards outside the slots (bscore/offslot_statics.pxd)
    WHILE_SET = 11  # a "while set" static of a Mirage: in force only while the card is set as a Mirage (R16.5)
    WHEN_BRAVED = 12  # a "when braved" static of a Brave: in force only while it is fused (R12.2)
    # -- group "accel" (15-18) --
    ACCEL = 15  # an Accel effect (R16.6): used from hand for its printed Accel cost (value), then to the hand-side
    # -- group "vocab-B" (66-67): Link (docs/MECHANICS.md "link")
    LINK = 66  # a Link Spirit's condition (its filter, -1: none) on the Spirit it links to; levels: the keyword's


class Event(IntEnum):
    """What the engine announces; triggered abilities listen for one event each."""

    SUMMONED = 1  # subject: the Spirit just summoned
    PLACED = 2  # subject: the Nexus just deployed
    ATTACKS = 3  # subject: the attacker
    BLOCKS = 4  # subject: the blocker
    BLOCKED = 5  # subject: the attacker that was blocked
    DESTROYED = 6  # subject: the destroyed card (last-known information)
    DEPLETED = 7  # subject: a Spirit depleted by an effect, a cost or a core move; DESTROYED listeners hear it (R6.2)
    LIFE_REDUCED = 8  # subject player: the player who lost Life
    WON_BATTLE = 9  # subject: a Spirit that destroyed the opposing Spirit by BP (R9.6)
    BATTLE_END = 10  # subject: the attacker (R9.7)
    ATTACK_STEP_START = 11  # at the start of an Attack Step
    END_STEP_START = 12  # at the start of an End Step
    TURN_END = 13  # a turn ends
    DREW = 14  # subject player drew outside their Draw Step
    RETURNED = 15  # subject: a card returned from the field to hand or deck
    NEXUS_EXHAUSTED = 16  # subject: an exhausted Nexus
    DECK_DISCARDED = 17  # subject: a card discarded from a deck (R10.6), one at a time
    SOUL_PAID_MAGIC = 18  # subject player paid the Soul Core for a Magic
    WS_RESOLVED = 19  # subject: a Spirit whose "When Summoned" effect just resolved
    # Not announced itself: a triggered ability listening for it hears ATTACKS and BLOCKS, so a printed
    # "When This Spirit Attacks or Blocks" effect is both a When Attacks and a When Blocks effect.
    ATTACKS_OR_BLOCKS = 20
    HAND_DISCARDED = 23  # subject: a card an effect discarded from a hand (now in the Trash)
    # -- group "events" (26-30, 32-45; the per-card event mask is 64 bits wide) --
    EXHAUSTED = 26  # subject: a card that just became exhausted (attack, block or effect)
    MAGIC_USED = 27  # subject: a Magic (now in the Trash) whose effect just resolved; player: its user
    LIFE_GAINED = 28  # subject player: an effect placed cores into their Life
    CORES_PLACED = 29  # subject: a card an effect just placed cores onto
    ATTACK_HIT = 30  # subject: an unblocked attacker that just reduced the opponent's Life (R9.5)
    DESTROYS = 32  # subject: the card whose effect just destroyed an opposing Spirit (not a Nexus); once per op (R18.12)
    START_STEP = 33  # subject player: the turn player, at the start of their Start Step (R5.1)
    BATTLE_OVER = 34  # subject player: the attacking player, as any battle ends (R9.7), its attacker gone or not
    HAND_ADDED = 35  # subject player: an effect op put cards into their hand (once per op; BY_OWN_EFFECT if theirs)
    # -- group "advent" (56-59) --
    ADVENTED = 56  # subject: the Spirit/Ultimate that just Advented (R15.2 step 5, "when this Advents")
    # -- group "ultimate" (48-51) --
    U_TRIGGER_HIT = 48  # subject: the card whose U-Trigger just hit (R14.3), heard before its Hit effect runs
    # -- group "levels" (36-39) --
    # subject player: cores were just put into their Reserve: from a card leaving the field, by an effect's
    # core move, as Life lost to an attack, or as an attack's extra cost (not by the Core or Refresh Step,
    # nor by moving cores in the Main Step)
    RESERVE_GAINED = 36
    # -- group "handfx" (44-47) --
    DRAW_STEP = 44  # subject player: the turn player, after their Draw Step's draw, still in the Draw Step (R5.3)
    ATTACK_STEP_END = 45  # subject player: the turn player, as their Attack Step ends (R5.6)
    DECK_MILLED = 46  # subject player: one DISCARD op took three or more cards from their deck (after the last one)
    # -- group "woden" (47) --
    # subject: a card that just became refreshed (exhausted -> refreshed): the Refresh Step, the REFRESH op (Raid
    # too) or the REFRESH_STEP op; BY_EFFECT when an effect did it
    REFRESHED = 47
    # -- group "r16" (60-63) --
    REBIRTHED = 60  # subject: a Rebirth card that just turned to its back face (R16.1)
    # -- group "replace" (40-43) --
    # Never queued: a field card of the subject's controller listening for it offers a replacement when the
    # subject would be destroyed (by an effect, or by BP comparison: IN_BATTLE); see docs/EFFECTS.md "replace"
    # group "soul": never queued; a contract card would be returned to a hand or deck by an opposing effect
    # (R16.3): its own WOULD_BE_RETURNED ability (CardScript.soul_state_replacement) is started at once instead
    WOULD_BE_RETURNED = 54
    WOULD_BE_DESTROYED = 40
    # -- group "vocab-B" (65-70): Link (docs/MECHANICS.md "link")
    LINKS = 65  # subject: a Link Spirit that just linked to a battling Spirit ("When This Spirit Links")
    LINKED = 66  # subject: the battling Spirit a Link Spirit just linked to ("when this Spirit is linked")
    # -- group "pool II: tokens, Feast, Agile" (71-76) --
    # subject: a Spirit/Ultimate that fought the battle that just ended (the attacker, then the blocker), still on
    # the field as it ends (R9.7): "when a battle involving one of your Spirits ends" (Agile)
    BATTLED = 71
    # -- vocab-D (77-86): events past 62 share bit 63 of the per-card event masks (spec.event_bit) --
    HIGHER_BP = 77  # subject: a battler with strictly more BP than its opponent at the BP comparison (R9.6)
    BURST_ACTIVATED = 78  # subject: a Burst card its owner just activated (R13.3), before its effect resolves
    # Not announced itself: a triggered ability listening for it hears DESTROYED, DEPLETED, HAND_DISCARDED,
    # DECK_DISCARDED and MAGIC_USED whose subject card is then in its owner's Trash ("placed into your Trash")
    TO_TRASH = 79
    # -- PR (97-98) --
    # subject: a Spirit an Awaken just emptied (R6.2; it left without a When Destroyed: not DESTROYED/DEPLETED), after
    # its last core moved; the triggers wait until the Awaken is over (PR-002 "reduce a Spirit's cores to zero with an
    # Awaken effect")
    AWAKEN_EMPTIED = 97


class Scope(IntEnum):
    """Whose subject an ability listens for, relative to the ability's controller."""

    SELF = 0  # the card itself
    MINE = 1  # the controller's cards (or the controller, for player events)
    OPPONENT = 2  # the opponent's
    ANY = 3


class EventFlag(IntEnum):
    """Bits an event carries, and a triggered ability may require."""

    BY_OPPONENT = 1  # caused by the subject's opponent (effect or battle)
    IN_BATTLE = 2  # destroyed by BP comparison; LIFE_REDUCED: Life taken by an unblocked attack (R9.5)
    BY_EFFECT = 4
    HAD_SOUL = 8  # the subject held the Soul Core (last-known information)
    BY_CRUSH = 16
    BY_MY_EFFECT = 32  # caused by an effect of the ability's controller
    SURVIVED = 64  # WON_BATTLE: the winner was not destroyed too (not a tie)
    BY_OWN_EFFECT = 128  # caused by an effect of the subject's own controller
    FROM_HAND = 2  # woden: MAGIC_USED only (an alias of IN_BATTLE): the Magic was used from the hand, not by a Burst
    # misc: SUMMONED also carries HAD_SOUL when the Soul Core went into the summon's payment (R7)
    # -- vocab-D: the stored event flags are 16 bits (Pending.subj_flags, Frame.subj_flags: uint16) --
    ZERO_BP = 256  # DESTROYED: by the 0-BP rule (R18.1), "destroyed via reducing its BP to 0"
    FROM_TRASH = 512  # SUMMONED: the Spirit came from its owner's Trash
    FROM_VOID = 1024  # CORES_PLACED, RESERVE_GAINED, LIFE_GAINED: the cores came from the Void
    BY_SWIFT = 2048  # SUMMONED: summoned with Swift in a Flash timing
    WAS_ATTACKING = 4096  # DESTROYED / DEPLETED: the subject was the current battle's attacker as it left
    BY_GALE = 8192  # EXHAUSTED: by Gale's program (R18.7)
    TO_HAND = 16384  # RETURNED: the card went to a hand (not a deck)
    # Above the sixteen stored bits, only while triggers are collected: the subject's last-known keywords.
    # the subject left the field and its last-known state travels: keyword bits below, level by its cores
    LAST_KNOWN_KEYWORDS = 1 << 16  # (DESTROYED, and WON_BATTLE for a winner that fell too)
    LKS_KEYWORD_0 = 1 << 17  # keyword kw (at most Keyword.BURST) was on the subject when it left: LKS_KEYWORD_0 << kw


class Timing(IntEnum):
    """When an ability or static effect is active (the card's printed gate)."""

    ALWAYS = 0
    YOUR_TURN = 1
    OPP_TURN = 2
    YOUR_ATTACK_STEP = 3
    OPP_ATTACK_STEP = 4
    EITHER_ATTACK_STEP = 5
    WHILE_ATTACKING = 6  # this card is the attacker of the current battle
    WHILE_BLOCKING = 7
    YOUR_MAIN_STEP = 8
    WHILE_ATTACKING_OR_BLOCKING = 9  # this card is the attacker or the blocker of the current battle
    ARMED = 10  # a trigger heard only while this card carries Mod.ARMED naming it (see Ability.arm)
    OPP_MAIN_STEP = 35  # the opponent's Main Step
    BRAVED = 60  # R12.2 "when braved": a Brave's trigger heard only while it is fused; SELF means the Braved Spirit
    BRAVED_LEFT = 61  # R12.9 "left braved": as BRAVED, for the Spirit on a two-spirit Brave's left side only
    BRAVED_RIGHT = 62  # R12.9 "right braved": ... on its right side only
    WHILE_LINKED = 65  # vocab-B: this card is a Link Spirit linked to a battling Spirit now ("While This Spirit is Linked")


class Zone(IntEnum):
    FIELD = 0
    TRASH = 1
    HAND = 2
    BUFFER = 3  # cards revealed/viewed by the resolving effect
    BURST = 40  # the player's set Burst card (levels group: a Burst that places itself, BSS03-116)


class Side(IntEnum):
    MINE = 0
    OPPONENT = 1
    ANY = 2


class F(IntEnum):
    """Filter record fields (all int32)."""

    SIDE = 0
    ZONE = 1
    TYPES = 2  # bitmask of 1 << CardType; 0 = any
    COLORS = 3  # color bitmask; 0 = any
    COST_MIN = 4
    COST_MAX = 5  # 255 = no limit
    BP_MAX = 6  # 0 = no limit
    EXHAUSTED = 7  # -1 any, 0 refreshed, 1 exhausted
    SOUL = 8  # -1 any, 0 without, 1 with the Soul Core
    CORES_MIN = 9
    CORES_MAX = 10  # 255 = no limit
    FAMILY = 11  # family id, 0 = any
    KEYWORD = 12  # keyword the card must have, 0 = none
    FLAGS = 13  # FilterFlag bits
    CARDSET = 14  # card-set id the card must be in, 0 = none
    NOT_CARDSET = 15  # card-set id the card must not be in, 0 = none
    BP_MIN = 16  # 0 = no floor (field only)
    LEVEL_MIN = 17  # 0 = any (field only)
    LEVEL_MAX = 18  # 255 = no limit
    NOT_KEYWORD = 19  # keyword the card must not have, 0 = none
    KEYWORD_OR = 20  # with KEYWORD: the card has either of the two, 0 = none
    BATTLE = 21  # Battle role (BattleRole), 0 = any
    RELATION = 22  # a comparison with another card (Rel), 0 = none
    COST_SET = 23  # bit c: cost c allowed; 0 = any cost
    # vocab-A (24-27): a count range, packed lo | hi << 8 | RANGE_SET (0 = any): see Filter.symbols / color_count
    SYMBOLS = 24  # how many symbols the card has (on the field as treated; elsewhere printed)
    COLOR_COUNT = 25  # how many colours the card has (on the field with its Brave's and granted colours)
    UNION = 26  # 1 + another filter's id: a card matching either one (one choice over both, their zones too)
    LINK = 28  # vocab-B: the card's part in a link (LinkRole), 0 = any
    # 24-31: the pool II groups' fields (vocab-C: 30, unused: a chosen colour is read by Rel.HAS_CHOSEN_COLOR)


class BattleRole(IntEnum):
    """F.BATTLE: the card's part in the current battle."""

    ANY = 0
    ATTACKING = 1
    BLOCKING = 2
    NOT_ATTACKING = 3
    BLOCKED = 45  # battle group: attacking and blocked (the block stands even if the blocker left, R9.3)


class LinkRole(IntEnum):
    """F.LINK: the card's part in a link of the current battle (docs/MECHANICS.md "link")."""

    ANY = 0
    LINKED = 1  # a battling Spirit with at least one Link Spirit linked to it ("your linked Spirits")
    NOT_LINKED = 2  # not LINKED ("Spirits that are not linked")
    LINKED_TO_SOURCE = 3  # the Spirit the source card (a Link Spirit) is linked to ("the linked Spirit")
    LINKING = 4  # a Link Spirit linked to a battling Spirit now


class LinkRule(IntEnum):
    """Rule.LINK's value2 bits: how the rules of Link change for the cards the static affects."""

    TWO = 1  # the affected battling Spirit may be linked with up to two Link Spirits (BSS06-002)
    ANY_CONDITION = 2  # the affected Link Spirits may link regardless of their condition (BSS06-045)
    ON_BLOCK = 4  # the affected Spirits may be linked when they block (BSS06-054)


class Rel(IntEnum):
    """F.RELATION: a filter part that compares the card with another card."""

    NONE = 0
    BP_AT_MOST_SELF = 1  # BP equal to or below the source card's (its last-known BP if it left)
    BP_EQUAL_SELF = 2  # the same BP as the source card
    COST_BELOW_SUBJECT = 3  # costs less than the event's subject
    COST_OF_MY_SPIRIT = 4  # the same cost as one of the controller's Spirits on the field
    COST_MOST = 5  # no other card matching the rest of the filter costs more
    SHARES_FAMILY_WITH_TARGET = 6  # shares a family with the effect's first target
    # levels group (40-44)
    COST_IS_AMOUNT = 40  # costs exactly the frame's amount (e.g. set by Count.TARGET_COST)
    BP_ABOVE_OPP_MAX = 41  # more BP than every Spirit of the controller's opponent (any BP if they have none)
    BP_BELOW_ATTACKER = 42  # less BP than the current attacker (read in an UNBLOCKABLE_BY static's filter2 only)
    # ascend group (43): the same BP as the Spirit the controller's Spirit just destroyed by BP comparison had in
    # that battle (Mod.DEFEATED_BP; BSS01-102)
    BP_OF_DEFEATED = 43
    # vocab-A (44-49)
    COST_LEAST = 44  # no other card matching the rest of the filter costs less (as COST_MOST)
    ARMOR_COLOR = 45  # in an UNBLOCKABLE_BY static's filter2: the blocker has a colour of the attacker's Armor
    BP_AT_MOST_TARGET = 46  # BP equal to or below the first target's (choose(..., against_targets=True))
    COST_AT_MOST_TARGET = 47  # costs the same as or less than the first target (its printed cost off the field)
    COST_ABOVE_AMOUNT = 48  # costs more than the frame's amount (e.g. Count.TARGET_COST of a discarded card)
    COST_IS_LIFE = 49  # costs the same as the Life of the filter's controller (read everywhere, frame or not)
    # pool II: tokens, Feast, Agile (53-54)
    COST_BELOW_SOURCE = 53  # costs less than the source card (its printed cost; read in subject filters too: Agile)
    HAS_CHOSEN_COLOR = 54  # has the colour the effect's CHOOSE_COLOR picked (a colour bit in the frame's amount)


class FilterFlag(IntEnum):
    """On the field "has an X effect" holds at the levels the card prints it (its current level); in
    hand, Trash or a revealed buffer it holds if printed at any level."""

    EXCLUDE_SELF = 1
    HAS_BLOCK_TRIGGER = 2  # has a "When This Spirit Blocks" (or "Attacks or Blocks") effect
    VANILLA = 4  # has no effect text (a printed fact, at every level)
    HAS_SUMMON_TRIGGER = 8  # has a "When Summoned" effect
    EXCLUDE_SUBJECT = 16
    TOKEN = 1024  # a token Spirit (R18.8)
    NON_TOKEN = 2048  # not a token
    ADVENT_TARGET = 524288  # group "advent": holds a normal core, not only the Soul Core (R15.5, CN Q22)
    HAS_EFFECTS = 32768  # battle group: not vanilla, the card prints effect text ("with effects listed")
    NOT_COLORS = 65536  # handfx: COLORS negated: the card has none of those colors ("only yellow Spirits")
    # group "r16": the filter names Grandwalker Nexuses (R16.4): on the field it matches only them, and a
    # filter without this bit never matches a Grandwalker Nexus
    GRANDWALKER = 1048576
    # group "soul": the filter names soul state (R16.3): on the field it matches only contract cards in soul state,
    # and a filter without this bit never matches one
    SOUL_STATE = 256
    NO_BLOCK_TRIGGER = 4194304  # replace: HAS_BLOCK_TRIGGER negated ("Spirits without When Blocks effects")
    # vocab-A: CARDSET / NOT_CARDSET hold families (not a name), so a card with every family (Static.ALL_FAMILIES)
    # is in them
    FAMILY_SET = 1 << 24
    NEW_NAME = 1 << 23  # vocab-A: a candidate whose card name no target held has ("with different names")
    NOT_FAMILY_SET = 1 << 25


class Who(IntEnum):
    CONTROLLER = 0
    OPPONENT = 1
    OWNER = 2  # the owner of each target card
    GALE = 25  # CHOOSE: the opponent, or the controller under Mod.GALE_SELECT (Gale, R18.7)


class CoreZone(IntEnum):
    VOID = 0
    RESERVE = 1
    TRASH = 2
    LIFE = 3
    TARGETS = 4  # each card held in the effect's targets
    SELF = 5  # the effect's source card
    SUBJECT = 6  # the event's subject (its last-known cores when it left)
    SOUL = 7  # the controller's Soul Core, wherever it is in the Reserve or on the field


class CoreFlag(IntEnum):
    UP_TO = 1  # the controller picks how many, up to the count
    NO_SOUL = 2  # normal cores only
    SOUL_ONLY = 4  # the Soul Core only


class Dest(IntEnum):
    HAND = 0
    DECK_BOTTOM = 1
    TRASH = 2
    DECK_TOP = 3


class Duration(IntEnum):
    BATTLE = 1
    TURN = 2
    NEXT_REFRESH = 3  # until the owner's next Refresh Step has passed
    WHILE_ON_FIELD = 45  # replace group: no end of its own; a row on a card goes when the card leaves the field
    # vocab-D: "until the end of your opponent's next turn": the row's pad counts the turn ends still to pass
    # before that one (1 when made in its source's own turn, 2 in the opponent's)
    NEXT_OPP_TURN = 70


class Mod(IntEnum):
    """Temporary effects on a card (a row of the state's ``mods`` table)."""

    BP = 1
    CANNOT_ATTACK = 2
    CANNOT_BLOCK = 3
    NO_REFRESH = 4  # skips its owner's next Refresh Step
    PROTECTED = 5  # not destroyed by opposing effects or battle; cores not removed by them
    MAX_LEVEL = 6  # treated as its highest level
    KEYWORD = 7  # value: keyword
    ATTACK_TAX = 8  # player-wide: attacking needs a core moved from the attacker to the Reserve
    CANNOT_ATTACK_BP = 9  # player-wide, both sides: Spirits with BP <= value cannot attack
    ARMED = 10  # value: an ability row with Timing.ARMED that this card now listens with
    USED = 20  # value: an ability row used this turn (once per turn); player-wide if the card left
    SOUL_PAID = 21  # this card was summoned with the Soul Core among its payment (this turn)
    FROM_HAND = 22  # this card was summoned from its owner's hand (this turn)
    # keywords group (30-39)
    GALE_SELECT = 30  # player-wide: this player, not the opponent, picks the Spirits their Gale exhausts
    BLOCK_EXHAUSTED = 31  # the card may block while exhausted
    NO_EFFECT_DESTROY = 32  # not destroyed by opposing destruction effects
    NO_BATTLE_DESTROY = 33  # player-wide: this player's Spirits are not destroyed by BP comparison
    TURN_STATIC = 34  # player-wide: value: a STATIC ability row of a Magic in force for this player (UNBLOCKABLE_BY)
    SET_LEVEL = 35  # treated as level value (player-wide: every Spirit of that player); beats MAX_LEVEL
    SILENCE_DESTROYED = 36  # player-wide, only while one DESTROY op runs: its "When Destroyed" effects stay silent
    SYMBOLS = 37  # treated as having these symbols (value as Rule.SYMBOLS)
    END_ATTACK_STEP = 38  # player-wide: when the current battle ends, the Attack Step ends
    SUMMON_COUNTED = 39  # player-wide, this turn: value: a Rule.SUMMON_ONCE static row this player used up
    # value: an ability row with Timing.ARMED that listens for its controller (source) until the mod
    # ends; on a card (inst) it watches that card, player-wide (inst NO_CARD) it watches the game.
    # ``pad`` holds the instance of the card the ability belongs to (see Ability.later)
    DELAYED = 50
    DISCARD_CAP = 51  # player-wide: an opposing effect discards at most value cards of their deck (per op)
    # player-wide, until used or the turn ends: the next Magic of colors (value >> 4; 0 = any) its player uses
    # from hand costs (value & 15) less (see script.magic_discount)
    NEXT_MAGIC_DISCOUNT = 52
    COST_IS_LIFE = 53  # player-wide: their Spirit cards in hand of family value (an id) cost their Life total
    # player-wide, until used or the turn ends: the next time the opponent's Magic would have its user choose
    # Spirits or Nexuses, this player chooses instead (the frame's num is 1 while that CHOOSE runs)
    REDIRECT_NEXT = 54
    # group "ultimate" (75-79)
    # player-wide, until used or the turn ends: the next time an opposing U-Trigger would Hit this player, it is a
    # Guard instead (a Trigger Counter, R14.3)
    TRIGGER_COUNTER = 75
    # ascend group (61-64): player-wide, only while a summon is paid: its extra cost was paid (R18.2); value: the
    # card it used (bits 0-5), bit 6: that card (a Nexus) was destroyed, bit 7: it held the Soul Core, bits 8-14:
    # its cores. Its events are announced with the summon's own (one batch), then the row goes
    SUMMON_COST_PAID = 61
    # before its player's first attack of the turn, if it can attack it is the one to attack first (R0.3 "must",
    # BSS01-059): the Attack Step cannot end and no other Spirit may attack
    MUST_ATTACK_FIRST = 62
    # player-wide, this battle: value: the BP (at most 32767) the Spirit this player's Spirit just destroyed by BP
    # comparison had then (R9.6); made only while a card reading it (Rel.BP_OF_DEFEATED) is on their field
    DEFEATED_BP = 63
    ASCENDED_WITH = 64  # on a card summoned with an extra cost, this turn: value: the card instance that paid it
    # player-wide, this turn: the BP a card (instance: pad) had with every change in force as it was destroyed
    # (R10.7; recorded only for cards with CardFlag.READS_OWN_BP)
    LAST_KNOWN_BP = 69
    # levels group (60-64)
    MAX_LEVEL_WHILE = 60  # treated as its highest level while its player controls the card instance value
    # battle group (65-69): on a card, value: a STATIC ability row (UNBLOCKABLE_BY) in force for that card
    # until the mod ends ("the selected Spirit cannot be blocked (by X) this turn", see Ability.unblockable)
    CARD_STATIC = 65
    # handfx (70-74)
    LOSE_EFFECTS = 70  # a Nexus with it has no effects (triggers, statics, activated) while it lasts
    # vocab-A (76-80)
    SYMBOLS_ADD = 76  # the card gains symbols, keeping its own: value count + colour bits << SYMBOL_COLOR_SHIFT
    # player-wide, this turn: value: how many of this player's Spirits were destroyed (depletion included) this turn;
    # recorded only in games whose cards read it (Cond.DESTROYED_AT_LEAST)
    DESTROYED_COUNT = 77
    # -- group "vocab-B" (81-85): battle rules
    COMPARE_COST = 81  # player-wide, this turn: the next battle to resolve compares cost: the higher one falls
    AS_SPIRIT = 82  # on a Nexus, this turn: also a Spirit (attacks, blocks, battles); value: BP/1000 + family id << 5
    # pool II (86-90): player-wide, while its Magic resolves: value: the instance of that Magic, which goes to its
    # owner's hand instead of the Trash once its effect resolves (Op.MAGIC_TO_HAND, BSS05-121)
    MAGIC_TO_HAND = 86
    # -- vocab-D (91-100): costs --
    MAGIC_CORE_TAX = 91  # player-wide: each Magic its player uses from hand costs value more cores (after reduction)
    # player-wide, until used or the turn ends: value: a STATIC row whose filter names cards in hand; the next such
    # Spirit card its player uses from hand costs their Life total (R7.1's printed cost); that use removes the row
    COST_IS_LIFE_NEXT = 92
    # CB01 (93): player-wide, this turn: no card can be discarded from this player's deck (CB01-076): a DISCARD op,
    # Crush or a U-Trigger on it takes nothing
    NO_DECK_DISCARD = 93


class Static(IntEnum):
    """Continuous effects: read whenever the engine needs BP, keywords or restrictions."""

    BP = 1  # value to matching cards
    BP_PER = 2  # value per card matching filter2 (a second filter) to matching cards
    KEYWORD = 3  # value: keyword, value2: its number (Crush +N, Raid N, Armor colors)
    CANNOT_ATTACK = 4
    MUST_ATTACK = 5
    UNBLOCKABLE_BY = 6  # matching cards cannot be blocked by cards matching filter2
    UNTARGETABLE = 7  # matching cards cannot be chosen by opposing effects (value: source CardType bits, 0 = any)
    COST_IN_HAND = 8  # the card costs value in hand while the condition holds
    SYMBOLS_FOR = 9  # its symbols count value times when paying for a card matching filter2
    COLORS_FOR = 10  # its symbols gain colors value when paying for a card matching filter2
    BLOCK_TRIGGERS_ON_ATTACK = 11  # matching cards' "When Blocks" effects also work on attack
    FIRST_ATTACKER_BP_PER = 12  # value per card matching filter2, to the turn's first attacker
    # keywords group (17-22)
    CANNOT_BLOCK = 17  # matching cards cannot block
    BLOCK_EXHAUSTED = 18  # matching cards may block, even exhausted, an attacker matching filter2
    ATTACK_TAX = 19  # matching cards attack only by moving one of their cores to the Reserve
    LIFE_TO_VOID = 20  # Life the controller's Curse/Bloodcurse attackers take goes to the Void (Bloodcurse)
    NO_CORE_REMOVAL = 21  # opposing effects cannot remove cores from matching cards (value: as UNTARGETABLE)
    RULE = 22  # a rule change for matching cards; value: a Rule
    # battle group (15, 16): protections against opposing effects whose source card matches filter2 (read on
    # the field when the source is there: "spirits with a Soul Core on them")
    NO_DESTROY_BY = 15  # matching cards are not destroyed by such effects
    UNTARGETABLE_BY = 16  # matching cards cannot be chosen by such effects
    EXHAUSTED_INSTEAD = 26  # matching cards an opposing destruction effect would destroy stay, exhausted
    FAMILY = 23  # handfx: matching field cards also belong to family value (an id; the script gives its name)
    BP_PER_CORE = 24  # handfx: value BP per core on each matching card
    EXTRA_REDUCTION = 27  # its controller's matching cards (filter, e.g. Magic in hand) gain a reduction symbol
    # of each color in value (color bits) while it is in force
    # group "ultimate" (25): an Ultimate's printed summon condition (R8.2, R14.2), read in hand: its cond and
    # cond_arg must hold for the summoning player (see CardScript.ultimate)
    ULTIMATE_SUMMON = 25
    # levels group (13, 14)
    SET_LEVEL = 13  # this card is treated as level value while in force (its level gate reads its cores, R6.1)
    # paying for this card from its owner's hand: symbols of their cards matching the filter count value times
    # (field cards) or, for a filter on the Trash, count as extra field symbols (R7.3)
    OWN_COST_SYMBOLS = 14
    # vocab-A (28-33); the first two: affects names no family / colour and no condition (the compiler checks)
    ALL_FAMILIES = 28  # matching field cards have every family ("treat this Spirit as having all spirit types")
    COLOR_GRANT = 29  # matching field cards also have the colours in value, and so do their symbols, for every purpose
    BP_PER_SYMBOL = 30  # value BP per symbol on each matching card (as treated)


class Rule(IntEnum):
    """What a Static.RULE changes for the cards it affects (one static number, several small rules)."""

    MAX_LEVEL = 1  # treated as its highest level (cards without effect text only: the check stays cheap)
    NO_LIFE_DAMAGE = 2  # its attacks reduce no Life
    SILENCE_DESTROYED = 3  # its "When Destroyed" effects do not trigger
    SYMBOLS = 4  # value2: its symbols, count + colour bits << SYMBOL_COLOR_SHIFT (Life damage and costs)
    CORE_STEP = 5  # value2: cores its controller gains in their Core Step instead of the rules' number
    NO_MAGIC_DRAW = 6  # while in force, no player draws by the effect of a Magic card
    SUMMON_ONCE = 7  # matching Spirits: their player summons at most one of them a turn (counted while in force)
    # levels group (40-44)
    LV1_BP = 40  # value2: matching Spirits' Lv1 BP is treated as this number
    # value2: the first Magic its controller uses from hand each turn costs this much less (turn flag TURN_MAGIC_USED)
    FIRST_MAGIC_DISCOUNT = 41
    FREE_FROM_HAND = 42  # its controller's cards in hand matching the filter may be used without paying their cost
    # battle group (45-49)
    NO_LIFE_DAMAGE_BELOW = 45  # a matching attacker with less BP than the rule's own card reduces no Life
    NO_RETURN = 46  # opposing effects cannot return matching cards from the field to a hand or deck
    LIFE_TO_SELF = 47  # cores an effect would place into either player's Life go onto the rule's card instead
    # handfx (50-54): matching Nexuses lose their effects printed at any level in value2 (a bit per level);
    # its source's own level is read from its cores, and a Nexus cannot carry it
    LOSE_EFFECTS = 50
    # misc (51-54)
    LOSE_EFFECTS_AT_LEVEL = 51  # matching Nexuses at a level in value2 (a bit per level, by their cores) lose all
    # their effects; as LOSE_EFFECTS its source's own level is read from its cores, and a Nexus cannot carry it
    MAGIC_COLOR_LOCK = 52  # the player of matching Magic cards in hand may not use one sharing no color with a
    # symbol on their own field (a Nexus may carry it)
    # woden (23-26): the opponent of its card's controller discards one card from hand (their choice) for each Magic
    # they use from hand, after its cost and before its effect; no other card in hand, no Magic (BSS02-040)
    MAGIC_DISCARD = 23
    PAID_DRAW = 53  # while in force, a player drawing outside the Draw Step pays one core per card, chosen card by
    # card (from the Reserve or their field cards); with no core left the draw stops
    # vocab-A (54-58)
    SYMBOLS_ADD = 54  # value2: matching cards gain symbols (count + colour bits << SYMBOL_COLOR_SHIFT), keeping theirs
    # -- group "vocab-B" (59-63): Link and battle rules
    LINK = 59  # value2: LinkRule bits, for the affected cards (several in force combine)
    LIFE_FLOOR = 60  # an attack by an affected attacker cannot reduce its opponent's Life to 0 (the last core stays)
    LIFE_DAMAGE_CAP = 61  # an attack by an affected attacker reduces its opponent's Life by at most value2
    SILENCE_BLOCKS = 62  # the opponent's Spirits blocking an affected attacker: their own "When Blocks" stay silent
    # -- vocab-D (68-76): protections, printed (Static.RULE) or temporary (Mod.CARD_STATIC / TURN_STATIC) --
    NO_BATTLE_DESTROY = 68  # matching cards are not destroyed by the BP comparison (R9.6)
    NO_EXHAUST = 69  # matching cards cannot be exhausted by opposing effects
    NO_HAND_DISCARD = 70  # on its own card: opposing effects cannot discard cards from its controller's hand
    # a card's own rules read while it is paid for from its owner's hand (filter2: the cards named; cond gates it)
    FULL_REDUCTION = 71  # all of its reduction symbols count as fulfilled (its cost drops by all of them)
    OWN_COST_COLORS = 72  # the symbols of field cards matching filter2 also have colours value2 (bits)
    COST_PER_COUNT = 73  # its cost drops by value2 for each card matching filter2 (any zone), after reduction
    SYMBOL_SOURCES = 74  # only the symbols of field cards matching filter2 reduce its cost
    # value2: cost + where << 8: the card is treated as costing that much (filters): on the field while the static
    # is in force (COST_AS_FIELD), in its owner's Trash (COST_AS_TRASH), as the card paying an Ascend (COST_AS_ASCEND)
    COST_AS = 75
    # on its own card (a Nexus): "when you summon a Spirit card with Ascend from your hand, you may exhaust this to
    # summon it without paying its Ascend cost": the Ascend program first offers it while the card is refreshed
    ASCEND_WAIVE = 76
    # CB01 (77): value2 cores: a Spirit's "When Summoned" effect resolves only if its controller pays that many
    # cores first (declined or unpayable, it does not activate); several in force: the highest (CB01-044)
    SUMMON_EFFECT_TAX = 77


SYMBOL_COLOR_SHIFT = 4  # Rule.SYMBOLS / Mod.SYMBOLS: "two red symbols" = 2 + (red bit << 4)
RANGE_SET = 1 << 16  # vocab-A: F.SYMBOLS / F.COLOR_COUNT hold lo | hi << 8 | RANGE_SET; 0 = any
# Rule.COST_AS's value2: where the cost applies (<< COST_AS_SHIFT), the cost below (vocab-D)
COST_AS_SHIFT = 8
COST_AS_FIELD, COST_AS_TRASH, COST_AS_ASCEND = 0, 1, 2
ASCEND_WAIVED = 2  # Op.ASCEND's a: the Ascend cost waived (Rule.ASCEND_WAIVE), after 0 Ascend and 1 destroy


class Keyword(IntEnum):
    NONE = 0
    CONFRONT = 1
    CURSE = 2
    AT_FIELD = 3
    ARMOR = 4  # number: the colors it guards against
    AWAKEN = 5
    SWIFT = 6
    CRUSH = 7  # number: the modifier
    RAID = 8  # number: times per turn
    LUSTER = 9
    BURST = 10
    IMMORTAL = 16  # R18.3: from the Trash (CardScript.immortal); never a static, so no keyword bit is read
    # keywords group (11-15)
    GALE = 11  # number: how many Spirits the opponent exhausts when this attacker is blocked (R18.7)
    BLESSED = 12  # unblocked Life damage puts one Void core into its controller's Life (R18.4)
    BLOODCURSE = 13  # Life its side's Curse/Bloodcurse attackers take goes to the Void
    ASCEND = 14  # ascend group: number: the cost its Ascend asks for (R18.2); printed, read by "has Ascend" filters
    # vocab-A (Pool II): only blockers that also have Astral may block it while it is active (keywords.json)
    ASTRAL = 15
    LINK = 17  # vocab-B: a Link Spirit (its condition is its AbilityKind.LINK row); docs/MECHANICS.md "link"
    # pool II (18, 19): printed keywords, read by filters ("a Spirit card with Agile")
    AGILE = 18  # from the hand, when a battle of a cheaper Spirit of yours ends: swap it for this card (CardScript.agile)
    FEAST = 19  # its effect summons or upgrades a Supsprite token (Ability.feast)


# A temporary keyword (Mod.KEYWORD) keeps its number: value = keyword + number << KEYWORD_NUMBER_SHIFT.
KEYWORD_NUMBER_SHIFT = 5

KEYWORD_NAMES = {
    "confront": Keyword.CONFRONT, "curse": Keyword.CURSE, "a.t. field": Keyword.AT_FIELD,
    "armor": Keyword.ARMOR, "awaken": Keyword.AWAKEN, "swift": Keyword.SWIFT, "crush": Keyword.CRUSH,
    "raid": Keyword.RAID, "luster": Keyword.LUSTER, "burst": Keyword.BURST,
    "gale": Keyword.GALE, "blessed": Keyword.BLESSED, "bloodcurse": Keyword.BLOODCURSE,
    "astral": Keyword.ASTRAL,
    "link": Keyword.LINK,
    "agile": Keyword.AGILE, "feast": Keyword.FEAST,
}  # fmt: skip


class Cond(IntEnum):
    """Conditions for IF, MAY and static effects (arg in the op or the static row)."""

    TRUE = 0
    SELF_HAS_SOUL = 1
    SELF_REFRESHED = 2
    SUBJECT_HAD_SOUL = 3
    CONTROL = 4  # the controller has a card matching filter arg
    OPP_CONTROLS = 5  # the opponent has a card matching filter arg
    MY_TURN = 6
    OPP_TURN = 7
    OPP_TRASH_AT_LEAST = 8  # arg cards
    HAND_AT_MOST = 9  # arg cards
    NO_LIFE_LOST_THIS_TURN = 10
    HAS_TARGETS = 11
    BUFFER_TOP_COST = 12  # the first buffered card costs arg
    SELF_CORES_AT_LEAST = 13  # arg cores
    CAN_EXHAUST_NEXUS = 14  # the controller has a refreshed Nexus
    SUBJECT_ON_FIELD = 15
    SOUL_AVAILABLE = 16  # the controller's Soul Core is in the Reserve or on the field
    TARGETS_GONE = 17  # every target has left the field
    BUFFER_TOP_COST_IS_SUBJECTS = 18  # the first buffered card costs what the subject cost
    RAID_AVAILABLE = 19  # the source Spirit used its Raid fewer than arg times this turn
    DECK_AT_LEAST = 20  # the controller's deck holds at least arg cards (R0.4: a draw to pay for)
    RESERVE_AT_LEAST = 21  # the controller's Reserve holds at least arg cores, the Soul Core there included (BSS06)
    AMOUNT_AT_LEAST = 30  # the frame's amount (Op.COUNT, a counted discard) is at least arg
    COUNT_AT_LEAST = 31  # arg (filter, n): at least n cards match the filter (in its zone and sides)
    COUNT_AT_MOST = 32  # arg (filter, n): at most n cards match
    LIFE_AT_MOST = 33  # the controller has arg Life or fewer
    LIFE_AT_LEAST = 34
    SOUL_PAID = 35  # the Soul Core went into this card's cost (its summon, or this Magic)
    UNUSED_THIS_TURN = 36  # this ability has not been used this turn (Op.MARK_USED)
    SOUL_AT = 37  # the controller's Soul Core is in CoreZone arg (RESERVE, TRASH)
    DESTROYED_THIS_TURN = 38  # a Spirit of player arg (Who) was destroyed this turn
    DREW_THIS_TURN = 39  # player arg (Who) drew with an effect they control this turn
    SUBJECT_FIRST_ATTACKER = 40  # the subject is the turn's first attacker
    BURST_SET = 41  # player arg (Who) has a Burst set
    SUMMONED_FROM_HAND = 42  # the source card was summoned from the hand (Mod.FROM_HAND)
    # CB01 (43, 44; the counts group's range)
    NAMES_AT_LEAST = 43  # arg (filter, n): the cards matching the filter bear at least n different card names
    CORES_AT_LEAST_AMOUNT = 44  # the controller has at least the frame's amount of cores (Reserve and field)
    CORES_AT_LEAST = 60  # the controller has at least arg cores in the Reserve and on the field (PAY_CORES)
    NORMAL_CORES_AT_LEAST = 61  # the same, the Soul Core not counted
    # keywords group (50-59)
    IN_BATTLE = 50  # a battle is going on (its attack declared, not yet over)
    SUBJECT_REFRESHED = 70  # the event's subject is on the field and refreshed
    # -- group "advent" (105-109) --
    ADVENTED = 105  # the source card holds at least one face-up Advent source under it (R15.4, "while Advented")
    MY_MAIN_STEP = 80  # it is the controller's Main Step (levels group)
    # ascend group (81-84)
    ASCENDED_WITH = 81  # the source card's extra summoning cost used a card matching filter arg (Mod.ASCENDED_WITH)
    SOUL_MOVABLE = 82  # the controller's Soul Core is in their Reserve or on one of their field cards
    # handfx group (90-94): the controller compared with the opponent, and their field
    HAND_FEWER_THAN_OPP = 90  # fewer cards in hand than the opponent
    LIFE_FEWER_THAN_OPP = 91  # less Life than the opponent
    SPIRITS_MORE_THAN_OPP = 92  # more Spirits on the field than the opponent (not_: "equal or fewer")
    SPIRITS_SAME_COST = 93  # at least one Spirit on their field, and all of them cost the same
    LIFE_KEPT = 94  # the controller's Life is at least what it was as this turn began
    # group "r16" (110-114)
    MY_COUNT_AT_MOST = 110  # the controller's Count (cores in their Count area, R16.2) is arg or less
    MY_COUNT_AT_LEAST = 111  # the controller's Count is arg or more
    # group "soul" (48, 49): soul state of contract cards (R16.3), bscore/soul_state.pyx
    IN_SOUL_STATE = 48  # the source card is on the field in soul state (its own effects work from there)
    SOUL_STATE_ALLOWED = 49  # the event's subject may enter soul state (on the field, no Brave fused to it)
    # -- vocab-A (Pool II, 112-116): bscore/statics_symbols.pxi, pybs/reference/symbols.py --
    # the controller controls a symbol of a colour in arg (colour bits) on their field, as treated (Chain, keywords.json)
    SYMBOL_COLOR = 112
    OPP_LIFE_AT_LEAST = 113  # the controller's opponent has arg Life or more (not_: "3 or less" with arg 4)
    SELF_MATCHES = 114  # the source card is on the field and matches filter arg ("if this Spirit has 10000 BP or more")
    DESTROYED_AT_LEAST = 115  # arg n | Who << 8: n or more Spirits of that player were destroyed this turn
    # a battle is on, its blocker still on the field, and the attacker's BP is above the blocker's by arg or more
    # (arg 1: "higher BP than the blocking Spirit")
    ATTACKER_BP_LEAD = 116
    # -- group "vocab-B" (117-119): Link (docs/MECHANICS.md "link")
    CAN_LINK = 117  # the source Link Spirit may link now to the frame's subject (refreshed, room, condition met)
    LINK_ROOM = 118  # the battling Spirit named by arg (0: the subject, 1: the source) may take one more link now
    SELF_LINKED = 119  # the source card is a battling Spirit with a Link Spirit linked to it
    # pool II (120-122)
    SELF_IN_HAND = 120  # the source card is in its owner's hand (a hand trigger's card has not left it)
    # -- vocab-D (123-127) --
    EVENT_FLAGS = 123  # the resolving ability's event carried every EventFlag bit of arg (EVENT_FLAG_BITS)
    SUBJECT_MATCHES = 124  # the event's subject matches filter arg (read as it last was if it left the field)
    # the Spirit the controller's Spirit just destroyed by BP comparison had arg BP or less (Mod.DEFEATED_BP)
    DEFEATED_BP_AT_MOST = 125
    SUBJECT_NO_FIELD_COLOR = 126  # the subject card shares no color with a symbol on its controller's field
    ASCEND_WAIVABLE = 127  # the controller has a refreshed field card whose own Rule.ASCEND_WAIVE is in force


class Op(IntEnum):
    """Opcodes: [op, a, b, c, d, e]."""

    END = 0
    CHOOSE = 1  # a filter, b min, c max, d chooser (Who), e 1: keep previous targets, 2: read them (relations)
    #             while choosing, then keep only the chosen ones (vocab-A)
    CHOOSE_COST_SUM = 2  # a filter, b max total cost: pick any number
    ALL = 3  # a filter: every matching card, no choice
    SELF = 4  # targets = the source card
    SUBJECT = 5  # targets = the event's subject
    DESTROY = 6
    TO_HAND = 7  # targets go to their owners' hands
    EXHAUST = 8
    REFRESH = 9
    DRAW = 10  # a count, b who
    DISCARD = 11  # a count, b who: top of deck to Trash, one card at a time (R10.6)
    CORES = 12  # a from (CoreZone), b to (CoreZone), c count, d CoreFlag bits, e who owns from/to
    BP = 13  # a value, b duration: to every target
    MOD = 14  # a Mod, b value, c duration: to every target
    PLAYER_MOD = 15  # a Mod, b value, c duration, d who
    IF = 16  # a Cond, b arg, c ops to skip when false
    MAY = 17  # a Cond that must hold to offer it (R0.4), b arg, c ops to skip when declined, d Who answers
    #           (pool II: OPPONENT: the opponent decides, and the condition is read for them)
    JUMP = 18  # c ops to skip
    REVEAL = 19  # a count, b who owns the deck, c 1 = public (reveal) / 0 = private (view)
    PICK = 20  # a filter over the buffer, b min, c max, d Dest, e 1: the picked cards become the targets (vocab-A)
    REST = 21  # a Dest for everything still in the buffer
    SUMMON = 22  # a filter (hand, trash or buffer), b SummonFlag bits; c 1 = optional; a Nexus is deployed
    EXHAUST_NEXUS = 23  # the controller exhausts one refreshed Nexus of theirs (a cost)
    RAID = 24  # may exhaust a Nexus to refresh the source (Raid); a: times per turn
    BLOCKER = 25  # targets = the current battle's blocker
    LUSTER = 26  # Magic cards the source's player used this battle go from the Trash to hand
    MAGIC_COST_PAID = 27  # woden: ends the AbilityKind.MAGIC_COST frame; the Magic's effect follows (Rule.MAGIC_DISCARD)
    CALLBACK = 30  # a callback id: the Python escape hatch (atomic, no choices)
    COUNT = 40  # a Count source, b its arg (a filter for FIELD/TARGETS): sets the frame's amount
    MARK_USED = 41  # this ability is used this turn (Cond.UNUSED_THIS_TURN)
    CHOOSE_BP_SUM = 42  # a filter, b max total BP: pick any number
    REPEAT = 43  # c: ops in the body and its closing JUMP; runs the body while the amount is above 0, lowering it
    #              by 1 each time, then goes on after that JUMP
    # zones group (docs/EFFECTS.md "Zones"): cards moved between hand, deck, Trash and field
    TO_DECK = 60  # a Dest (DECK_TOP / DECK_BOTTOM): every target (field, hand or Trash) goes to its owner's deck
    HAND_DISCARD = 61  # every target in a hand goes to its owner's Trash (a discard from hand)
    TOKEN = 62  # a: the token's card-table row, b: SummonFlag bits: the controller summons one token (R18.8)
    REVEAL_HAND = 63  # a: who: one card of that player's hand, picked at random (the game's RNG), is revealed
    PAY_CORES = 64  # a count, b CoreZone TRASH or VOID, c CoreFlag bits: the controller pays cores from their
    #                 Reserve or field cards, choosing each (a cost; the Soul Core never goes to the Void);
    #                 d Who pays (pool II: OPPONENT, "unless they pay one core")
    # keywords group (50-59)
    ATTACK_SPIRIT = 50  # the current attacker attacks the first opposing target: it blocks at once (R18.5)
    DESTROY_SILENT = 51  # DESTROY whose targets' "When Destroyed" effects (of the opponent's cards) do not trigger
    RETRIGGER = 70  # a 0: the subject's When Summoned effect triggers again, 1: its Crush (on the field only)
    # -- group "advent" (130-139) --
    ADVENT = 130  # a CoreZone for the Soul Core (TRASH): R15.2 steps 3-5 on the first target; see docs/MECHANICS.md
    # group "ultimate" (110-119)
    # U-Trigger (R14.3): the opponent's top deck card goes to the Trash (a discard, R10.6); the frame's amount
    # becomes 1 on a Hit (the source costs more) and 0 on a Guard (equal or lower cost, an empty deck, a Trigger
    # Counter: Mod.TRIGGER_COUNTER)
    U_TRIGGER = 110
    REFRESH_STEP = 100  # handfx: the controller performs a Refresh Step now (R5.4): cards refresh, Trash cores return
    # group "r16" (140-149): bscore/r16.pyx, pybs/reference/r16.py
    COUNT_UP = 140  # a count: the controller's Count gains that many cores from the Void (R16.2)
    REBIRTH = 141  # a max Count: the source card turns to its back face if the controller's Count is a or less (R16.1)
    # group "soul" (44-49): bscore/soul_state.pyx, pybs/reference/soul_state.py (R16.3)
    SOUL_ENTER = 44  # the frame's subject enters soul state: its cores go to the Reserve, it stays in its slot
    SOUL_LEAVE = 45  # a count: the source card, if in soul state, returns to normal state refreshed with that many
    #                  cores from the Void
    RETURN_REPLACED = 46  # the return a WOULD_BE_RETURNED ability held back goes ahead: the frame's subject goes to
    #                       the Dest in the frame's index (HAND, DECK_BOTTOM or DECK_TOP), RETURNED announced
    # misc (101-109)
    COPY_SUMMON_EFFECT = 101  # the first target's first "When Summoned" effect in force triggers as the source's own
    # group "replace": the destruction a WOULD_BE_DESTROYED ability held back goes ahead (the replacement was
    # declined or could not be paid); the frame's subject, flags as the event's, index: the destroying source + 1
    DESTROY_REPLACED = 91
    # group "brave" (CN 2.1 item 3, R12.6): the built-in question whether the Brave of a Braved Spirit that left
    # the field stays on it; the frame's inst is the Brave, its index the Dest it went to with the Spirit, its
    # subj_flags BRAVE_KEEP_* bits, num the cores picked so far and picks 1 once the Soul Core is one of them
    BRAVE_KEEP = 95
    # ascend group (80-89): an extra summoning cost on the first target, then the card is used from hand (R18.2):
    # a 0: Ascend (all its cores go to the Reserve), 1: destroy it (BSS03-097's Nexus)
    # vocab-D: a 2 (ASCEND_WAIVED): no card pays, the first refreshed card of Rule.ASCEND_WAIVE is exhausted instead;
    # a target of the opponent's (Ascend with an opposing Spirit) gives its cores to its owner's Reserve;
    # b (BSS06-001, ``ascend(spirits=2)``): 2 when two Spirits pay together (every target pays; 0: one)
    ASCEND = 80
    SOUL_TO_VOID = 81  # the controller's Soul Core goes from their Reserve or field card to the Void (BSS01-001)
    # -- group "vocab-B" (170-184): Link (docs/MECHANICS.md "link")
    # a: the Link Spirit (0: the source, 1: the first target), b: the battling Spirit it links to (0: the subject,
    # 1: the source): it is exhausted and linked, if it may (LINKS and LINKED follow); a link made by an effect
    # ignores the Link Spirit's condition
    LINK = 170
    LINK_PARTNER = 171  # targets = the Spirit the source (a Link Spirit) is linked to now ("the linked Spirit")
    # pool II: tokens, Feast, Agile and new ops (185-199): bscore/pool2_ops.pyx, pybs/reference/pool2_ops.py
    # Feast: a, b, c the Small, Medium and Large Supsprite rows: no Small or Medium token of the controller's: a
    # Small is summoned; else one of them (chosen when several) goes, its cores to the Reserve, and the next size
    # is summoned in its place
    FEAST = 185
    # one more token like the event's subject (its row), exhausted, with one normal core from the controller's
    # Reserve or Trash (CHOOSE CHOICE+0 Reserve / +1 Trash when both have one); no free slot or core: nothing
    TOKEN_COPY = 186
    MAGIC_TO_HAND = 187  # the Magic resolving this effect goes to its owner's hand, not the Trash, once it resolves
    # a filter (Trash or buffer Magic cards, the controller's), c 1: optional: the controller uses one without
    # paying its cost (a CHOOSE, then, with two usable effects, CHOOSE CHOICE+0 / +1 in ability order): the card
    # goes to the Trash and its effect resolves as a frame of its own on top (MAGIC_USED follows)
    CAST_MAGIC = 188
    # a SummonFlag bits: the target (n_targets - 1 - amount) is summoned (a Nexus deployed) from its Trash, hand or
    # the buffer; compiled inside REPEAT by Ability.summon_targets (each target its own summon)
    SUMMON_TARGET = 189
    CHOOSE_COLOR = 190  # d Who: that player picks a colour (CHOOSE CHOICE+0..5, red..blue); the amount = its bit


class Count(IntEnum):
    """Op.COUNT sources: what the frame's amount becomes (capped at 255)."""

    MATCHING = 1  # cards matching filter b (in its zone and sides)
    TARGETS = 2  # targets matching filter b (-1: every target)
    TARGETS_GONE = 3  # targets no longer on the field (destroyed or removed by this effect)
    SELF_LEVEL = 4  # the source card's level
    HAND_SHORT = 5  # b minus the controller's hand size, at least 0 ("draw until you have b")
    SELF_CORES_ABOVE = 6  # cores on the source card minus b, at least 0 ("all but b")
    SOUL_AT = 7  # 1 if the controller's Soul Core is in CoreZone b, else 0
    TARGET_COST = 40  # the cost of the effect's first target (levels group)
    LIFE_SHORT = 41  # ascend group: b minus the controller's Life, at least 0 ("until you have b Life")
    SUBJECT_GALE = 45  # battle group: the Gale number of the event's subject (0 without Gale)
    MY_COUNT = 70  # group "r16": the controller's Count (cores in their Count area, R16.2)
    COPIES = 110  # statics group: copies of this card on the controller's field whose ability is in force (R18.12)
    # vocab-A (111-116): symbols as treated
    FIELD_SYMBOLS = 111  # symbols on the controller's field with a colour in b (0: any colour)
    SYMBOLS_ON = 112  # symbols on b 0: the event's subject, 1: the first target (printed, once it left the field)
    SYMBOL_COLORS = 113  # distinct colours among the symbols on the controller's Spirits
    HAND_SHORT_OF_OPP = 114  # the opponent's hand size minus the controller's, at least 0 ("as many as they have")
    NAME_REPEATS = 115  # cards sharing a card name with an earlier one, among b 0: the targets, 1: the buffer
    SUMMON_EFFECT_TAX = 120  # CB01: the cores a Rule.SUMMON_EFFECT_TAX in force asks (the highest; 0: none)


class SummonFlag(IntEnum):
    """Bits of the SUMMON op's b operand."""

    PAY = 1  # the cost is paid (R7.7)
    RESERVE_ONLY = 2  # cores come from the Reserve only
    EXHAUSTED = 4  # it enters the field exhausted
    NO_SUMMON_TRIGGER = 8  # its own "When Summoned" effects do not trigger
    SELF = 16  # only the effect's own card (e.g. itself from the Trash: Immortal, R18.3)
    JOINED = 32  # TOKEN: the next TOKEN op summons together with this one; one SUMMONED event for both (R18.12)

    MAY_PAY = 64  # "you may summon it without paying": free, unless its summoner chooses to pay the cost


class TriggerFlag(IntEnum):
    """Bits of a triggered ability row's value2 (compile-time properties of the ability)."""

    ONCE_PER_EVENT = 1  # a watcher that does one thing per event, not per card: once per batch (R18.12)
    NO_DUPLICATE = 2  # vocab-B: "this effect does not duplicate": one copy of it answers one event (any card)
