"""Rule kernels in plain Python: the twins of bscore's levels, cores, costs and battle.

Each function takes plain ints and sequences so that hypothesis can drive it and the
compiled kernel side by side (tests/test_kernels_differential.py).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..layout import GOLD_BIT, NUM_COLORS, CardType

# Destinations that matter to the Soul Core (R6.6)
DEST_OTHER = 0  # Reserve, Trash, a card, the Count area
DEST_VOID = 1
DEST_LIFE = 2


def level_from_cores(level_numbers: Sequence[int], level_cores: Sequence[int], cores: int) -> int:
    """R6.1: the highest level whose requirement is met by ``cores``; 0 when below the lowest."""
    level = 0
    for number, need in zip(level_numbers, level_cores):
        if cores >= need:
            level = number
    return level


def level_row(level_cores: Sequence[int], cores: int) -> int:
    """Index of the level row in force for ``cores`` (-1 when below the lowest row)."""
    row = -1
    for i, need in enumerate(level_cores):
        if cores >= need:
            row = i
    return row


def min_cores(card_type: int, level_cores: Sequence[int]) -> int:
    """Cores a card needs to stay on the field: its lowest level's requirement (R6.2, R6.3)."""
    if card_type == CardType.MAGIC or not level_cores:
        return 0
    return level_cores[0]


def is_depleted(card_type: int, level_cores: Sequence[int], cores: int) -> bool:
    """R6.2: a Spirit, Brave (as a Spirit) or Ultimate below its lowest level is depleted.

    An Ultimate's lowest level is Lv3, so its Lv3 row sets the bar; a Nexus is never
    depleted by its cores (R6.3).
    """
    if card_type not in (CardType.SPIRIT, CardType.ULTIMATE, CardType.BRAVE):
        return False
    return cores < min_cores(card_type, level_cores)


def cores_to_move(
    src_normal: int, src_soul: bool, count: int, take_soul: bool, dest: int, seal: bool = False
) -> tuple[int, int]:
    """Which cores an effect moving ``count`` cores from one place really moves.

    R6.7: the owner picks the cores, so ``take_soul`` says whether the Soul Core is among
    them; if ``count`` covers every core, the Soul Core is picked whatever the owner wants.
    R6.6 / CN Q7: a picked Soul Core stays put when the destination is the Void or Life,
    unless the move is a Seal to Life. Returns (normal cores moved, Soul Cores moved).
    """
    count = max(0, count)
    picked_soul = bool(src_soul) and (take_soul or count > src_normal) and count > 0
    picked_normal = min(count - int(picked_soul), src_normal)
    soul_allowed = dest == DEST_OTHER or (dest == DEST_LIFE and seal)
    return picked_normal, int(picked_soul and soul_allowed)


def _augment(color_of_need: list[int], masks: list[int], i: int, owner: list[int], seen: list[bool]) -> bool:
    color_bit = 1 << color_of_need[i]
    for j, mask in enumerate(masks):
        if mask & color_bit and not seen[j]:
            seen[j] = True
            if owner[j] < 0 or _augment(color_of_need, masks, owner[j], owner, seen):
                owner[j] = i
                return True
    return False


def max_reduction(reduction: Sequence[int], symbol_masks: Sequence[int]) -> int:
    """R7.2-R7.4: the maximum matching of reduction symbols to the field's symbols.

    ``reduction[c]`` counts the card's reduction symbols of color c; each field symbol is a
    color bitmask. A symbol serves at most one reduction symbol and a multicolor symbol
    picks one of its colors. Gold (Ultimate) symbols never reduce.
    """
    single = [0] * NUM_COLORS
    multi: list[int] = []
    for mask in symbol_masks:
        colors = mask & ~GOLD_BIT & ((1 << NUM_COLORS) - 1)
        if colors == 0:
            continue
        if colors & (colors - 1):
            multi.append(colors)
        else:
            single[colors.bit_length() - 1] += 1
    # A single-color symbol can only serve its own color, so using it first is optimal.
    matched = 0
    need: list[int] = []
    for c in range(NUM_COLORS):
        used = min(reduction[c], single[c])
        matched += used
        need.extend([c] * (reduction[c] - used))
    if not need or not multi:
        return matched
    owner = [-1] * len(multi)
    for i in range(len(need)):
        if _augment(need, multi, i, owner, [False] * len(multi)):
            matched += 1
    return matched


def cost_after_reduction(cost: int, reduction: Sequence[int], symbol_masks: Sequence[int]) -> int:
    """R7.1 step 4: cost minus the (mandatory, R7.2) reduction, never below 0."""
    return max(0, cost - max_reduction(reduction, symbol_masks))


def payable(cost: int, min_place: int, available: int) -> bool:
    """R7.1/R7.6: a declaration is possible only if its cost and the cores to place fit."""
    return available >= cost + min_place


def life_damage(symbols: int, life: int) -> int:
    """R9.5: cores moved from Life to the Reserve by an unblocked attacker."""
    return min(max(symbols, 0), life)


def battle_outcome(attacker_bp: int, blocker_bp: int) -> tuple[bool, bool]:
    """R9.6: (attacker destroyed, blocker destroyed); the lower BP loses, a tie destroys both."""
    return attacker_bp <= blocker_bp, blocker_bp <= attacker_bp
