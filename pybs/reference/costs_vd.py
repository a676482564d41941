"""vocab-D, costs (R7.1-R7.5; docs/EFFECTS.md "Pool II"): a card's own rules read while it is paid for from the
hand (Rule.FULL_REDUCTION, OWN_COST_COLORS, COST_PER_COUNT, SYMBOL_SOURCES), one-off cost changes
(Mod.MAGIC_CORE_TAX, Mod.COST_IS_LIFE_NEXT) and a cost treated as another (Rule.COST_AS).
Twin: the vocab-D part of bscore/statics_temp.pxi and the hooks in bscore/statics_costs.pxi."""

from __future__ import annotations

from typing import Any

from .. import layout as L
from ..effects.spec import (
    COST_AS_ASCEND,
    COST_AS_SHIFT,
    COST_AS_TRASH,
    AbilityKind,
    Mod,
    Rule,
    Static,
)
from ..layout import CardType


def own_hand_rule(s: Any, p: int, inst: int, rule: int) -> int:
    """The row of the card's own Static.RULE ``rule`` whose condition holds for p, or -1."""
    t = s.table
    for ab in t.card_abilities(s.players[p].card_ids[inst]):
        if (t.ab_kind[ab] == AbilityKind.STATIC and t.ab_static[ab] == Static.RULE and t.ab_value[ab] == rule
                and s.cond_holds(t.ab_cond[ab], t.ab_cond_arg[ab], p, p, L.NO_CARD)):
            return ab
    return -1


def hand_rules(s: Any, p: int, inst: int) -> bool:
    """The card is paid for from p's hand and prints a Static.RULE (its own cost rules may apply)."""
    return s.players[p].card_ids[inst] in s.table.statics_by_kind.get(Static.RULE, ()) and inst in s.players[p].hand


def own_rule_discounts(s: Any, p: int, inst: int, printed: int, cost: int) -> int:
    """Rule.FULL_REDUCTION (at most ``printed`` less all its reduction symbols) and Rule.COST_PER_COUNT (value2
    less per matching card) on the cost after reduction."""
    t = s.table
    row = s.players[p].card_ids[inst]
    if cost > 0 and own_hand_rule(s, p, inst, Rule.FULL_REDUCTION) >= 0:
        cost = min(cost, max(0, printed - sum(t.reduction[row])))
    ab = own_hand_rule(s, p, inst, Rule.COST_PER_COUNT)
    if ab >= 0 and cost > 0:
        cost = max(0, cost - t.ab_value2[ab] * s.count_matching(t.ab_filter2[ab], p, p, inst))
    return cost


def own_cost_colors(s: Any, p: int, inst: int, k: int) -> int:
    """The colours the card's own Rule.OWN_COST_COLORS statics (condition holding) give the symbols of p's field
    card in slot k (each static's filter2 names the field cards it covers)."""
    t = s.table
    colors = 0
    for ab in t.card_abilities(s.players[p].card_ids[inst]):
        if (t.ab_kind[ab] == AbilityKind.STATIC and t.ab_static[ab] == Static.RULE
                and t.ab_value[ab] == Rule.OWN_COST_COLORS
                and s.cond_holds(t.ab_cond[ab], t.ab_cond_arg[ab], p, p, L.NO_CARD)
                and s.matches_field(t.ab_filter2[ab], p, p, k, p, inst)):
            colors |= t.ab_value2[ab]
    return colors


def life_next_index(s: Any, p: int, inst: int) -> int:
    """The Mod.COST_IS_LIFE_NEXT row player p's Spirit card ``inst`` in hand would use up, or -1."""
    t = s.table
    if t.card_type[s.players[p].card_ids[inst]] not in (CardType.SPIRIT, CardType.BRAVE):
        return -1
    for i, m in enumerate(s.mods):
        if (m.kind == Mod.COST_IS_LIFE_NEXT and m.player == p and s.matches_card(t.ab_filter[m.value], p, p, inst, p, -1)
                and inst in s.players[p].hand):
            return i
    return -1


def magic_core_tax(s: Any, p: int, inst: int) -> int:
    """Cores player p's Magic ``inst`` in hand costs more (Mod.MAGIC_CORE_TAX rows, added up; BSS05-100)."""
    if not s.mods or s.table.card_type[s.players[p].card_ids[inst]] != CardType.MAGIC:
        return 0
    tax = sum(m.value for m in s.mods if m.kind == Mod.MAGIC_CORE_TAX and m.player == p and m.inst == L.NO_CARD)
    return tax if tax == 0 or inst in s.players[p].hand else 0


def paid_ascend_of(s: Any, p: int, inst: int, src_p: int, src_inst: int) -> bool:
    """Card (p, inst) paid the Ascend of the source (src_p, src_inst) this turn (its Mod.ASCENDED_WITH row): "if
    this Spirit performs Ascend using a Spirit that costs 6 or more" reads the cost it was treated as (BSS04)."""
    if src_p != p or src_inst == L.NO_CARD:
        return False
    return any(m.kind == Mod.ASCENDED_WITH and m.player == src_p and m.inst == src_inst and m.value == inst
               for m in s.mods)


def treated_cost(s: Any, fid: int, p: int, inst: int, cost: int, src_p: int, src_inst: int) -> int:
    """Rule.COST_AS: the cost a filter reads for card (p, inst): on the field while its static is in force, in its
    owner's Trash, or as a Spirit the filter of an Ascend (the source's) is asked about, or, off the field, as the
    card that paid the source's Ascend (its "Ascended with" condition); else ``cost``."""
    t = s.table
    for ab in t.card_abilities(s.players[p].card_ids[inst]):
        if t.ab_kind[ab] != AbilityKind.STATIC or t.ab_static[ab] != Static.RULE or t.ab_value[ab] != Rule.COST_AS:
            continue
        where, value = t.ab_value2[ab] >> COST_AS_SHIFT, t.ab_value2[ab] & ((1 << COST_AS_SHIFT) - 1)
        if where == COST_AS_TRASH:
            if inst in s.players[p].trash:
                return value
            continue
        k = s.slot_of(p, inst)
        if where == COST_AS_ASCEND and k < 0 and paid_ascend_of(s, p, inst, src_p, src_inst):
            return value  # BSS04-020: the Ascend it paid still reads it
        if k < 0 or not s.static_active(ab, p, k):
            continue
        if where == COST_AS_ASCEND:
            if src_p > 1 or src_inst == L.NO_CARD:
                continue
            src_ab = s.ability_of_kind(s.players[src_p].card_ids[src_inst], AbilityKind.ASCEND)
            if src_ab < 0 or t.ab_filter[src_ab] != fid:
                continue
        return value
    return cost

