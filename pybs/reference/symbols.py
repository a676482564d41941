"""Pool II vocabulary, part A (vocab-A, docs/EFFECTS.md "Pool II: Astral, Chain, symbols and filters"): the symbols,
colours and families a card has as treated, and the filter parts, counts and conditions that read them. Twin of
``bscore/statics_symbols.pxi``. Nothing here changes the state.
"""

from __future__ import annotations

from typing import Any

from .. import layout as L
from ..effects.spec import RANGE_SET, SYMBOL_COLOR_SHIFT, Count, F, Keyword, Mod, Rule, Static
from ..effects.spec import Cond as C
from ..layout import CardType

SYMBOL_COUNT_MASK = (1 << SYMBOL_COLOR_SHIFT) - 1
COLOR_MASK = (1 << L.NUM_COLORS) - 1  # the six colours; the gold bit of an Ultimate's symbol is no colour (R1.3)
SPIRIT_TYPES = (CardType.SPIRIT, CardType.BRAVE)  # "your Spirits": Ultimates are not Spirits (R14.1)


def symbol_adds(s: Any, p: int, k: int) -> list[int]:
    """The masks of the symbols the field card (p, k) gains on top of its own: Mod.SYMBOLS_ADD rows on it, then
    Rule.SYMBOLS_ADD statics in force on it (each value: count + colour bits << SYMBOL_COLOR_SHIFT)."""
    inst = s.players[p].slots[k].inst
    values = [m.value for m in s.mods if m.kind == Mod.SYMBOLS_ADD and m.player == p and m.inst == inst]
    values += [s.table.ab_value2[ab] for ab, sp, sk in s.field_statics(Static.RULE)
               if s.table.ab_value[ab] == Rule.SYMBOLS_ADD and s._static_affects(ab, sp, sk, p, k)]
    return [mask for v in values for mask in [v >> SYMBOL_COLOR_SHIFT] * (v & SYMBOL_COUNT_MASK)]


def granted_colors(s: Any, p: int, k: int) -> int:
    """The colours Static.COLOR_GRANT statics in force give the field card (p, k) (and its symbols)."""
    colors = 0
    for ab, sp, sk in s.field_statics(Static.COLOR_GRANT):
        if s._static_affects(ab, sp, sk, p, k):
            colors |= s.table.ab_value[ab]
    return colors


def granted_card_colors(s: Any, p: int, inst: int) -> int:
    """COLOR_GRANT colours of the card (p, inst) if it is on the field, else 0."""
    k = s.slot_of(p, inst)
    return granted_colors(s, p, k) if k >= 0 else 0


def card_symbol_masks(s: Any, p: int, k: int) -> list[int]:
    """The colour masks of the symbols the field card (p, k) has now, as treated: a Rule/Mod.SYMBOLS override, else
    its printed symbols and those of its Brave (R12.2); then the symbols it gains (SYMBOLS_ADD); every one with the
    colours granted to the card (COLOR_GRANT)."""
    over = s.symbol_override(p, k)
    if over >= 0:
        masks = [over >> SYMBOL_COLOR_SHIFT] * (over & SYMBOL_COUNT_MASK)
    else:
        masks = list(s.table.symbols[s._slot_row(p, k)]) + s.braved_symbols(p, k)
    masks += symbol_adds(s, p, k)
    grant = granted_colors(s, p, k)
    return [m | grant for m in masks]


def field_symbol_colors(s: Any, p: int) -> int:
    """The colours of every symbol on p's field as treated (Nexuses included; R16.3: none from soul state)."""
    colors = 0
    for k, slot in enumerate(s.players[p].slots):
        if slot is None or slot.soul:
            continue
        for mask in card_symbol_masks(s, p, k):
            colors |= mask
    return colors & COLOR_MASK


def has_all_families(s: Any, p: int, inst: int) -> bool:
    """Static.ALL_FAMILIES in force makes the field card (p, inst) have every family (its filter names none)."""
    k = s.slot_of(p, inst)
    return k >= 0 and any(s._static_affects(ab, sp, sk, p, k) for ab, sp, sk in s.field_statics(Static.ALL_FAMILIES))


def card_colors(s: Any, p: int, inst: int) -> int:
    """The colours of (p, inst): printed, its Brave's (R12.2) and granted ones (COLOR_GRANT, on the field)."""
    t = s.table
    colors = t.colors[s.players[p].card_ids[inst]]
    k = s.pair_slot(p, inst)
    if k >= 0:
        colors |= t.colors[s.players[p].card_ids[s.players[p].brave[k]]]
    return colors | granted_card_colors(s, p, inst)


def in_range(packed: int, n: int) -> bool:
    """A count range of a filter (lo | hi << 8 | RANGE_SET; 0 = any) holds n."""
    return not packed & RANGE_SET or (packed & 0xFF) <= n <= (packed >> 8 & 0xFF)


def card_facts_ok(s: Any, f: Any, p: int, inst: int, colors: int) -> bool:
    """F.SYMBOLS and F.COLOR_COUNT for (p, inst) whose colours are ``colors``: on the field its symbols as treated,
    elsewhere its printed ones."""
    if f[F.COLOR_COUNT] and not in_range(f[F.COLOR_COUNT], bin(colors & COLOR_MASK).count("1")):
        return False
    if f[F.SYMBOLS]:
        k = s.slot_of(p, inst)
        n = len(card_symbol_masks(s, p, k)) if k >= 0 else len(s.table.symbols[s.players[p].card_ids[inst]])
        return in_range(f[F.SYMBOLS], n)
    return True


def armor_color_blocked(s: Any, p: int, k: int) -> bool:
    """Rel.ARMOR_COLOR: the would-be blocker (p, k) has a colour named in the current attacker's Armor (BSS04-062)."""
    armor = s.keyword(s.active, s.attacker, Keyword.ARMOR)
    return armor > 0 and bool(armor & card_colors(s, p, s.players[p].slots[k].inst))


def pool2_count(s: Any, fr: Any, src: int, arg: int) -> int:
    """The vocab-A Count sources (111-116)."""
    q = fr.player
    if src == Count.FIELD_SYMBOLS:  # symbols on the controller's field, of a colour in arg (0: any)
        return sum(1 for k, slot in enumerate(s.players[q].slots) if slot is not None and not slot.soul
                   for mask in card_symbol_masks(s, q, k) if not arg or mask & arg)
    if src == Count.SYMBOLS_ON:  # on the subject (0) or the first target (1); printed once it left the field
        if arg:
            if not fr.n_targets:
                return 0
            p, inst = fr.targets[0] >> 6, fr.targets[0] & 63
        else:
            if fr.subj_inst == L.NO_CARD or fr.subj_player > 1:
                return 0
            p, inst = fr.subj_player, fr.subj_inst
        k = s.slot_of(p, inst)
        return len(card_symbol_masks(s, p, k)) if k >= 0 else len(s.table.symbols[s.players[p].card_ids[inst]])
    if src == Count.SYMBOL_COLORS:  # distinct symbol colours among the controller's Spirits
        colors = 0
        for k, slot in enumerate(s.players[q].slots):
            if slot is not None and not slot.soul and s.table.card_type[s._slot_row(q, k)] in SPIRIT_TYPES:
                for mask in card_symbol_masks(s, q, k):
                    colors |= mask
        return bin(colors & COLOR_MASK).count("1")
    return 0


def pool2_cond_holds(s: Any, cond: int, arg: int, q: int, p: int, inst: int, frame: Any = None) -> bool:
    """The vocab-A conditions (Cond 112-116) for controller q, source card (p, inst), optional frame."""
    if cond == C.SYMBOL_COLOR:  # Chain: a symbol of one of these colours on the controller's field
        return bool(field_symbol_colors(s, q) & arg)
    return False
