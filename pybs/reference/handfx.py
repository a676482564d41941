"""The "handfx" group's rules (issue 8) in the reference engine: conditions comparing the two players, family
grants, lost Nexus effects and an extra Refresh Step. Twins: bscore/handfx.pyx, bscore/statics.pyx (family_granted,
nexus_effect_lost), bscore/handfx_ops.pyx."""

from __future__ import annotations

from typing import Any

from .. import layout as L
from ..effects.compiler import CardFlag
from ..effects.spec import AbilityKind, EventFlag, Mod, Rule, Static
from ..effects.spec import Cond as C
from ..layout import CardType
from .woden import emit_refreshed

_SPIRIT_TYPES = (CardType.SPIRIT, CardType.BRAVE)


def spirit_rows(s: Any, p: int) -> list[int]:
    """Card-table rows of the Spirits (Braves counted) on player p's field, by slot."""
    pl = s.players[p]
    return [pl.card_ids[slot.inst] for slot in pl.slots  # R16.3: a card in soul state is not counted
            if slot is not None and not slot.soul and s.table.card_type[pl.card_ids[slot.inst]] in _SPIRIT_TYPES]


def handfx_cond_holds(s: Any, cond: int, q: int) -> bool:
    """Cond 90-94 for controller q."""
    me, them = s.players[q], s.players[1 - q]
    if cond == C.HAND_FEWER_THAN_OPP:
        return len(me.hand) < len(them.hand)
    if cond == C.LIFE_FEWER_THAN_OPP:
        return me.life < them.life
    if cond == C.SPIRITS_MORE_THAN_OPP:
        return len(spirit_rows(s, q)) > len(spirit_rows(s, 1 - q))
    if cond == C.LIFE_KEPT:
        return me.life >= me.turn_start_life
    if cond == C.SPIRITS_SAME_COST:
        costs = {s.table.cost[row] for row in spirit_rows(s, q)}
        return len(costs) == 1
    return False


def family_granted(s: Any, fam: int, p: int, inst: int) -> bool:
    """Static.FAMILY: a static in force on the field, or a Magic's "during this turn" one (Mod.TURN_STATIC), puts
    the field card (p, inst) in family ``fam`` too (its filter names no family: no recursion)."""
    k = s.slot_of(p, inst)
    if k < 0:
        return False
    t = s.table
    for ab, sp, sk in s.field_statics(Static.FAMILY):
        if t.ab_value[ab] == fam and s._static_affects(ab, sp, sk, p, k):
            return True
    for m in s.mods:
        if m.kind == Mod.CARD_STATIC and (m.player, m.inst) == (p, inst):  # vocab-D: on one card
            if t.ab_static[m.value] == Static.FAMILY and t.ab_value[m.value] == fam:
                return True
        if m.kind == Mod.TURN_STATIC and m.inst == L.NO_CARD:
            ab = m.value
            if t.ab_static[ab] == Static.FAMILY and t.ab_value[ab] == fam and s.matches_field(
                    t.ab_filter[ab], m.player, p, k, m.player, -1):
                return True
    return False


def nexus_effect_lost(s: Any, ab: int, p: int, k: int) -> bool:
    """Ability ``ab`` of the Nexus in (p, k) is lost: a Mod.LOSE_EFFECTS on it, or a Rule.LOSE_EFFECTS in force
    whose value2 names one of ab's printed levels (the rule's level from its source's cores; never a Nexus)."""
    pl = s.players[p]
    inst = pl.slots[k].inst
    if any(m.kind == Mod.LOSE_EFFECTS and m.player == p and m.inst == inst for m in s.mods):
        return True
    t = s.table
    for sp in (0, 1):
        for sk, slot in enumerate(s.players[sp].slots):
            if slot is None:
                continue
            row = s.players[sp].card_ids[slot.inst]
            if t.card_type[row] == CardType.NEXUS or not t.card_flags[row] & CardFlag.HAS_STATIC:
                continue
            for rab in t.card_abilities(row):
                if t.ab_kind[rab] != AbilityKind.STATIC or t.ab_static[rab] != Static.RULE:
                    continue
                if t.ab_value[rab] == Rule.LOSE_EFFECTS_AT_LEVEL:  # misc: the Nexus's own level, by its cores
                    if not t.ab_value2[rab] >> s._lki_level(pl.card_ids[inst], s._cores_on(p, k)) & 1:
                        continue
                elif t.ab_value[rab] != Rule.LOSE_EFFECTS:
                    continue
                elif t.ab_levels[ab] and not t.ab_value2[rab] & t.ab_levels[ab]:
                    continue  # printed without levels: at every level
                if t.ab_levels[rab] and not t.ab_levels[rab] >> s._lki_level(row, s._cores_on(sp, sk)) & 1:
                    continue
                if s.timing_holds(t.ab_timing[rab], sp, sp, slot.inst) and s.cond_holds(
                        t.ab_cond[rab], t.ab_cond_arg[rab], sp, sp, slot.inst) and s._static_affects(rab, sp, sk, p, k):
                    return True
    return False


def refresh_step_op(s: Any, fr: Any, op: Any) -> bool:
    """Op.REFRESH_STEP: the controller performs a Refresh Step (R5.4) as the turn's own does (engine.py)."""
    p = fr.player
    pl = s.players[p]
    refreshed = []
    for k, slot in enumerate(pl.slots):
        if slot is not None and slot.exhaust and not s._has_mod(p, slot.inst, Mod.NO_REFRESH):
            slot.exhaust -= 1
            if not slot.exhaust:
                refreshed.append(k)
    s.expire_refresh_mods(p)
    pl.reserve += pl.trash_cores
    pl.trash_cores = 0
    if pl.soul_loc == L.SOUL_TRASH:
        pl.soul_loc = L.SOUL_RESERVE
    if emit_refreshed(s, p, refreshed, EventFlag.BY_EFFECT, p):  # woden: Event.REFRESHED
        s.end_batch()
    fr.pc += 1
    return True
