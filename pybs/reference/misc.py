"""The "misc" group (issue 8): a Magic-use restriction by field symbol colors (Rule.MAGIC_COLOR_LOCK) and a
copied "When Summoned" effect (Op.COPY_SUMMON_EFFECT). Twin of bscore/misc.pyx."""

from __future__ import annotations

from typing import Any

from .. import layout as L
from ..effects.spec import SYMBOL_COLOR_SHIFT, AbilityKind, Event, Rule, Scope, Static, Timing


def magic_color_locked(s: Any, p: int, inst: int) -> bool:
    """Player p may not use Magic card ``inst`` from hand: a Rule.MAGIC_COLOR_LOCK in force covers it and it
    shares no color with a symbol on p's field (BSS03-117)."""
    t = s.table
    covered = False
    for ab, sp, sk in s.field_statics(Static.RULE):
        if t.ab_value[ab] != Rule.MAGIC_COLOR_LOCK:
            continue
        if t.ab_filter[ab] < 0 or s.matches_card(t.ab_filter[ab], sp, p, inst, sp, s.players[sp].slots[sk].inst):
            covered = True
    if not covered:
        return False
    return not t.colors[s.players[p].card_ids[inst]] & field_symbol_colors(s, p)


def field_symbol_colors(s: Any, p: int) -> int:
    """The colors of every symbol on p's field (a symbol override counts as printed; gold has no color)."""
    t = s.table
    pl = s.players[p]
    colors = 0
    for k, slot in enumerate(pl.slots):
        if slot is None:
            continue
        over = s.symbol_override(p, k)
        if over >= 0:
            if over & ((1 << SYMBOL_COLOR_SHIFT) - 1):
                colors |= over >> SYMBOL_COLOR_SHIFT
            continue
        for mask in t.symbols[pl.card_ids[slot.inst]]:
            colors |= mask
    return colors & ((1 << L.NUM_COLORS) - 1)


def copy_summon_effect_op(s: Any, fr: Any, op: Any) -> bool:
    """Op.COPY_SUMMON_EFFECT: the first target's first "When Summoned" effect whose level holds triggers as
    the source's own (the source is "this card" and the subject); it waits in the queue (R10.5)."""
    if fr.n_targets and fr.inst != L.NO_CARD:
        p, inst = fr.targets[0] >> 6, fr.targets[0] & 63
        k = s.slot_of(p, inst)
        if k >= 0:
            t = s.table
            for ab in t.card_abilities(s.players[p].card_ids[inst]):
                if (t.ab_kind[ab] == AbilityKind.TRIGGERED and t.ab_event[ab] == Event.SUMMONED
                        and t.ab_scope[ab] == Scope.SELF and t.ab_timing[ab] == Timing.ALWAYS
                        and s.level_gate(ab, p, k)):
                    s._push(ab, fr.player, fr.inst, fr.player, fr.inst, 0, 0)
                    s.end_batch()
                    break
    fr.pc += 1
    return True
