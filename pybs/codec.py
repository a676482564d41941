"""The action codec: every decision is answered with one small integer.

Codes are context-free (a code names one kind of act) and their legality depends on the
pending decision. ``docs/ACTIONS.md`` documents the table; the compiled engine declares the
same numbers in ``bscore/_types.pxd`` and ``tests/test_codec.py`` checks that they agree.

A *core location* ``loc`` is 0 for the Reserve and ``1 + k`` for field slot ``k``; a core
*kind* is 0 for a normal core and 1 for the Soul Core.
"""

from __future__ import annotations

from dataclasses import dataclass

from .layout import MAX_CARDS, MAX_SLOTS

NUM_LOCS = 1 + MAX_SLOTS  # the Reserve, then every field slot
MAX_CHOICES = 64

PASS = 0  # end the Main/Attack Step, pass a Flash timing, declare no block, finish placing
USE_HAND = 1  # + hand index: summon, deploy or use the card (R8.1, R8.3, R8.4, R10)
ATTACK = USE_HAND + MAX_CARDS  # + slot: declare an attack (R9.1)
BLOCK = ATTACK + MAX_SLOTS  # + slot: declare a block (R9.3)
PAY = BLOCK + MAX_SLOTS  # + loc * 2 + kind: pay one core of the fixed cost (R7.1)
PLACE = PAY + NUM_LOCS * 2  # + loc * 2 + kind: put one core on the new card (R7.1, R8.1)
MOVE = PLACE + NUM_LOCS * 2  # + (src * 2 + kind) * NUM_LOCS + dst: move one core (R6.5)
SWAP_SOUL = MOVE + NUM_LOCS * 2 * NUM_LOCS  # + loc: swap the Soul Core with a core at loc (R6.5)
CHOICE = SWAP_SOUL + NUM_LOCS  # + k: pick the k-th candidate of an effect's choice
CONFIRM = CHOICE + MAX_CHOICES  # yes to a "may", a Burst activation or the Soul Core question
SET_BURST = CONFIRM + 1  # + hand index: set a Burst face down (R13.1)
AWAKEN = SET_BURST + MAX_CARDS  # + slot: use the Awaken of the Spirit in that slot
ACTIVATE = AWAKEN + MAX_SLOTS  # + slot: use the activated [Flash] effect of the card in that slot (R8.5)
ADVENT = ACTIVATE + MAX_SLOTS  # + hand index: Advent that card onto a Spirit chosen next (R15)
FUSE = ADVENT + MAX_CARDS  # + from * MAX_SLOTS + to: fuse a Brave, or swap a fused one (R12.1, R12.5)
SEPARATE = FUSE + MAX_SLOTS * MAX_SLOTS  # + slot * 2 + source (0 the pair, 1 the Reserve): separate (R12.4)
MIRAGE = SEPARATE + MAX_SLOTS * 2  # + hand index: set that card as a Mirage (R16.5)
ACCEL = MIRAGE + MAX_CARDS  # + hand index: use the card's Accel, paying its Accel cost (R16.6)
USE_HAND_SIDE = ACCEL + MAX_CARDS  # + hand-side index: summon, deploy or use that card like a hand card (R16.7)
ADVENT_HAND_SIDE = USE_HAND_SIDE + MAX_CARDS  # + hand-side index: Advent that card (CN Q27)
ACCEL_FIELD = ADVENT_HAND_SIDE + MAX_CARDS  # + slot: use the Accel of that field card, paying its Accel cost (R16.6)
CONCEDE = ACCEL_FIELD + MAX_SLOTS  # R18.13: the player being asked concedes; never in legal_actions
NUM_ACTIONS = CONCEDE + 1

KIND_NAMES = ("core", "Soul Core")


@dataclass(frozen=True)
class Action:
    """A decoded action code."""

    name: str  # PASS, USE_HAND, ATTACK, BLOCK, PAY, PLACE, MOVE, SWAP_SOUL, CHOICE, CONFIRM, SET_BURST, AWAKEN,
    # ACTIVATE, ADVENT, FUSE, SEPARATE, MIRAGE, ACCEL, USE_HAND_SIDE, ADVENT_HAND_SIDE, ACCEL_FIELD, CONCEDE
    index: int = 0  # hand index or slot (FUSE: the Brave's slot or the Braved Spirit's; SEPARATE: the pair's)
    loc: int = 0  # core location (source for MOVE)
    kind: int = 0  # core kind
    dst: int = 0  # destination location (MOVE); FUSE: the slot of the Spirit taking the Brave


def decode(code: int) -> Action:
    """Decode an action code; raises ValueError when it is outside the codec."""
    if not 0 <= code < NUM_ACTIONS:
        raise ValueError(f"action code {code} outside 0..{NUM_ACTIONS - 1}")
    if code == PASS:
        return Action("PASS")
    if code == CONCEDE:
        return Action("CONCEDE")
    if code < ATTACK:
        return Action("USE_HAND", index=code - USE_HAND)
    if code < BLOCK:
        return Action("ATTACK", index=code - ATTACK)
    if code < PAY:
        return Action("BLOCK", index=code - BLOCK)
    if code < PLACE:
        off = code - PAY
        return Action("PAY", loc=off // 2, kind=off % 2)
    if code < MOVE:
        off = code - PLACE
        return Action("PLACE", loc=off // 2, kind=off % 2)
    if code < SWAP_SOUL:
        off = code - MOVE
        src_kind, dst = divmod(off, NUM_LOCS)
        return Action("MOVE", loc=src_kind // 2, kind=src_kind % 2, dst=dst)
    if code < CHOICE:
        return Action("SWAP_SOUL", loc=code - SWAP_SOUL)
    if code < CONFIRM:
        return Action("CHOICE", index=code - CHOICE)
    if code == CONFIRM:
        return Action("CONFIRM")
    if code < AWAKEN:
        return Action("SET_BURST", index=code - SET_BURST)
    if code < ACTIVATE:
        return Action("AWAKEN", index=code - AWAKEN)
    if code < ADVENT:
        return Action("ACTIVATE", index=code - ACTIVATE)
    if code < FUSE:
        return Action("ADVENT", index=code - ADVENT)
    if code < SEPARATE:
        src, dst = divmod(code - FUSE, MAX_SLOTS)
        return Action("FUSE", index=src, dst=dst)
    if code < MIRAGE:
        slot, source = divmod(code - SEPARATE, 2)
        return Action("SEPARATE", index=slot, loc=source)
    if code >= ACCEL_FIELD:
        return Action("ACCEL_FIELD", index=code - ACCEL_FIELD)
    return _decode_hand_ranges(code)


def _decode_hand_ranges(code: int) -> Action:
    """The ranges after SEPARATE, each + a hand or hand-side index: MIRAGE, ACCEL, USE_HAND_SIDE, ADVENT_HAND_SIDE."""
    for name, start in (("ADVENT_HAND_SIDE", ADVENT_HAND_SIDE), ("USE_HAND_SIDE", USE_HAND_SIDE),
                        ("ACCEL", ACCEL), ("MIRAGE", MIRAGE)):
        if code >= start:
            return Action(name, index=code - start)
    raise ValueError(f"action code {code} is not in a hand range")


def use_hand(index: int) -> int:
    return USE_HAND + index


def attack(slot: int) -> int:
    return ATTACK + slot


def block(slot: int) -> int:
    return BLOCK + slot


def pay(loc: int, kind: int = 0) -> int:
    return PAY + loc * 2 + kind


def place(loc: int, kind: int = 0) -> int:
    return PLACE + loc * 2 + kind


def move(src: int, dst: int, kind: int = 0) -> int:
    return MOVE + (src * 2 + kind) * NUM_LOCS + dst


def swap_soul(loc: int) -> int:
    return SWAP_SOUL + loc


def choice(k: int) -> int:
    return CHOICE + k


def set_burst(index: int) -> int:
    return SET_BURST + index


def awaken(slot: int) -> int:
    return AWAKEN + slot


def activate(slot: int) -> int:
    return ACTIVATE + slot


def advent(index: int) -> int:
    """Advent the card at hand index ``index`` (R15)."""
    return ADVENT + index


def fuse(src: int, dst: int) -> int:
    """Fuse the Brave in slot ``src`` (or move the Brave of the Braved Spirit there) onto slot ``dst``."""
    return FUSE + src * MAX_SLOTS + dst


def separate(slot: int, from_reserve: bool) -> int:
    """Separate the Brave of the Braved Spirit in ``slot``, its Lv1 cores from the Reserve or the pair."""
    return SEPARATE + slot * 2 + int(from_reserve)


def mirage(index: int) -> int:
    """Set the card at hand index ``index`` as a Mirage (R16.5)."""
    return MIRAGE + index


def accel(index: int) -> int:
    """Use the Accel of the card at hand index ``index`` (R16.6)."""
    return ACCEL + index


def use_hand_side(index: int) -> int:
    """Summon, deploy or use the card at hand-side index ``index`` (R16.7)."""
    return USE_HAND_SIDE + index


def accel_field(slot: int) -> int:
    """R16.6: use the Accel of the field card in ``slot`` (it then goes to the hand-side)."""
    return ACCEL_FIELD + slot


def advent_hand_side(index: int) -> int:
    """Advent the card at hand-side index ``index`` (CN Q27)."""
    return ADVENT_HAND_SIDE + index


def loc_name(loc: int) -> str:
    return "Reserve" if loc == 0 else f"slot {loc - 1}"
