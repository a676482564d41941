"""Pool II vocabulary, part A (vocab-A, docs/EFFECTS.md "Pool II: Astral, Chain, symbols and filters"): the symbols,
colours and families a card has as treated, and the filter parts, counts and conditions that read them. Twin of
``bscore/statics_symbols.pxi``. Nothing here changes the state.
"""

from __future__ import annotations

from typing import Any

from .. import layout as L
from ..effects.compiler import CardFlag
from ..effects.spec import (
    RANGE_SET,
    SYMBOL_COLOR_SHIFT,
    Count,
    Duration,
    F,
    FilterFlag,
    Keyword,
    Mod,
    Rel,
    Rule,
    Static,
    Who,
    Zone,
)
from ..effects.spec import Cond as C
from ..layout import Battle, CardType
from .records import BATTLER_TYPES

SYMBOL_COUNT_MASK = (1 << SYMBOL_COLOR_SHIFT) - 1
COLOR_MASK = (1 << L.NUM_COLORS) - 1  # the six colours; the gold bit of an Ultimate's symbol is no colour (R1.3)
SPIRIT_TYPES = (CardType.SPIRIT, CardType.BRAVE)  # "your Spirits": Ultimates are not Spirits (R14.1)
MAX_MOD_VALUE = 32767  # ModEntry.value is an int16


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
    if src == Count.HAND_SHORT_OF_OPP:  # "until you have as many cards as your opponent"
        return max(0, len(s.players[1 - q].hand) - len(s.players[q].hand))
    if src == Count.NAME_REPEATS:
        return name_repeats(s, fr, bool(arg))
    return 0


def pool2_cond_holds(s: Any, cond: int, arg: int, q: int, p: int, inst: int, frame: Any = None) -> bool:
    """The vocab-A conditions (Cond 112-116) for controller q, source card (p, inst), optional frame."""
    if cond == C.SYMBOL_COLOR:  # Chain: a symbol of one of these colours on the controller's field
        return bool(field_symbol_colors(s, q) & arg)
    if cond == C.OPP_LIFE_AT_LEAST:
        return s.players[1 - q].life >= arg
    if cond == C.SELF_MATCHES:  # the source card, on the field, against filter arg
        k = s.slot_of(p, inst) if inst != L.NO_CARD else -1
        return k >= 0 and s.matches_field(arg, q, p, k, p, inst)
    if cond == C.DESTROYED_AT_LEAST:  # arg: n | Who << 8
        who = q if arg >> 8 == Who.CONTROLLER else 1 - q
        return destroyed_this_turn(s, who) >= arg & 0xFF
    if cond == C.ATTACKER_BP_LEAD:  # the attacker's BP above its blocker's by arg or more
        a, d = s.active, 1 - s.active
        if s.in_battle == Battle.NONE or s.attacker == L.NO_SLOT or s.blocker == L.NO_SLOT:
            return False
        return s.bp(a, s.attacker) - s.bp(d, s.blocker) >= arg
    return False


# -- group H: filters, relations, conditions and counts ---------------------------------------------------------
def union_candidates(s: Any, fr: Any, fid: int, select: bool, out: list[int]) -> list[int]:
    """F.UNION: the candidates of the filter's union (its own zone and sides) after its own, each card once; then
    FilterFlag.NEW_NAME: only cards whose name no target has."""
    t = s.table
    f = t.filters[fid]
    if f[F.UNION]:
        out = out + [c for c in s.candidates(fr, f[F.UNION] - 1, select) if c not in out]
    if f[F.FLAGS] & FilterFlag.NEW_NAME:
        names = {t.card_name_id[s.players[c >> 6].card_ids[c & 63]] for c in fr.targets[: fr.n_targets]}
        out = [c for c in out if t.card_name_id[s.players[c >> 6].card_ids[c & 63]] not in names]
    return out


def union_field_match(s: Any, fid: int, q: int, side: int, p: int, inst: int) -> bool:
    """Cond.CONTROL / OPP_CONTROLS with F.UNION: a field card of ``side`` matches the filter's union."""
    u = s.table.filters[fid][F.UNION]
    return bool(u) and any(s.matches_field(u - 1, q, side, k, p, inst) for k in s._occupied(side))


def from_union_zone(s: Any, fid: int, pick: int) -> bool:
    """A SUMMON's pick lies in its filter union's zone, not in the filter's own (hand or Trash)."""
    f = s.table.filters[fid]
    if not f[F.UNION]:
        return False
    p, inst = pick >> 6, pick & 63
    pl = s.players[p]
    own = f[F.ZONE]
    return not ((own == Zone.TRASH and inst in pl.trash) or (own == Zone.HAND and inst in pl.hand))


def summon_zone(s: Any, fid: int, picks: int) -> int:
    """The zone a SUMMON took its card from: its filter's, or its union's when the pick came from there (picks 2)."""
    f = s.table.filters[fid]
    return s.table.filters[f[F.UNION] - 1][F.ZONE] if picks == 2 and f[F.UNION] else f[F.ZONE]


def keep_chosen_only(s: Any, fr: Any) -> None:
    """A CHOOSE that read the targets held (against_targets) ends: only the cards it chose stay targets."""
    old = fr.n_targets - fr.picks
    s._set_targets(fr, fr.targets[old: fr.n_targets])


def target_relation_ok(s: Any, fr: Any, rel: int, p: int, inst: int, k: int) -> bool:
    """Rel.BP_AT_MOST_TARGET, COST_AT_MOST_TARGET (the first target held) and COST_ABOVE_AMOUNT for (p, inst)."""
    t = s.table
    cost = t.cost[s.players[p].card_ids[inst]]
    if t.card_flags[s.players[p].card_ids[inst]] & CardFlag.COST_AS:  # Rule.COST_AS on the field (BSS06-054)
        from .costs_vd import treated_cost

        cost = treated_cost(s, -1, p, inst, cost, 2, L.NO_CARD)
    if rel == Rel.COST_ABOVE_AMOUNT:
        return cost > fr.amount
    if not fr.n_targets:
        return False
    tp, ti = fr.targets[0] >> 6, fr.targets[0] & 63
    if rel == Rel.COST_AT_MOST_TARGET:
        return cost <= t.cost[s.players[tp].card_ids[ti]]
    tk = s.slot_of(tp, ti)
    return k >= 0 and tk >= 0 and t.card_type[s.players[p].card_ids[inst]] in BATTLER_TYPES and \
        s.bp(p, k) <= s.bp(tp, tk)


def count_destroyed(s: Any, p: int) -> None:
    """One more of p's Spirits was destroyed this turn: Mod.DESTROYED_COUNT (player-wide, this turn) counts it."""
    for m in s.mods:
        if m.kind == Mod.DESTROYED_COUNT and m.player == p and m.inst == L.NO_CARD:
            m.value = min(m.value + 1, MAX_MOD_VALUE)
            return
    s.add_mod(p, L.NO_CARD, Mod.DESTROYED_COUNT, Duration.TURN, 1, p)


def destroyed_this_turn(s: Any, p: int) -> int:
    return next((m.value for m in s.mods if m.kind == Mod.DESTROYED_COUNT and m.player == p and m.inst == L.NO_CARD), 0)


def name_repeats(s: Any, fr: Any, buffer: bool) -> int:
    """Count.NAME_REPEATS: cards of the targets (or the buffer) sharing a card name with an earlier one."""
    t = s.table
    if buffer:
        rows = [s.players[fr.buffer_owner].card_ids[i] for i in fr.buffer[: fr.n_buffer]]
    else:
        rows = [s.players[c >> 6].card_ids[c & 63] for c in fr.targets[: fr.n_targets]]
    names = [t.card_name_id[r] for r in rows]
    return len(names) - len(set(names))
