"""vocab-D, temporary statics (docs/EFFECTS.md "Pool II"): a Mod.CARD_STATIC on one card or a player's
Mod.TURN_STATIC names a STATIC row of its card, in force through the mod; and the protections read with them.
Twin: bscore/statics_temp.pxi."""

from __future__ import annotations

from typing import Any

from .. import layout as L
from ..effects.spec import Mod, Rule, Static


def temp_statics(s: Any, kind: int, value: int, p: int, k: int) -> list[Any]:
    """The mods rows in force on the field card (p, k) as a temporary static of ``kind`` (for Static.RULE and
    FAMILY, of value ``value``): a Mod.CARD_STATIC on it, or a Mod.TURN_STATIC whose filter matches it (sides
    relative to that mod's player). A row's ``source`` is the static's controller."""
    t = s.table
    inst = s.players[p].slots[k].inst
    out = []
    for m in s.mods:
        if m.kind == Mod.CARD_STATIC:
            if (m.player, m.inst) != (p, inst):
                continue
        elif m.kind != Mod.TURN_STATIC or m.inst != L.NO_CARD:
            continue
        ab = m.value
        if t.ab_static[ab] != kind or (kind in (Static.RULE, Static.FAMILY) and t.ab_value[ab] != value):
            continue
        if m.kind == Mod.TURN_STATIC and not s.matches_field(t.ab_filter[ab], m.player, p, k, m.player, -1):
            continue
        out.append(m)
    return out


def protected_rule(s: Any, rule: int, p: int, k: int) -> bool:
    """Rule ``rule`` covers (p, k): a printed Static.RULE in force, or a temporary one."""
    return s.rule_affects(rule, p, k) or bool(temp_statics(s, Static.RULE, rule, p, k))


def waiver_slot(s: Any, q: int) -> int:
    """The slot of q's first refreshed field card whose own Rule.ASCEND_WAIVE is in force (BSS04-114), or -1."""
    for k, slot in enumerate(s.players[q].slots):
        if slot is not None and slot.exhaust == 0 and s.rule_affects(Rule.ASCEND_WAIVE, q, k):
            return k
    return -1


def own_rule_in_force(s: Any, rule: int, p: int) -> bool:
    """One of p's field cards has its own Static.RULE of ``rule`` in force (a rule about its controller)."""
    return any(slot is not None and s.rule_affects(rule, p, k) for k, slot in enumerate(s.players[p].slots))
