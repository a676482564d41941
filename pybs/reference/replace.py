"""The "replace" group (issue 8) in the reference engine: optional replacements of a destruction ("when this
Spirit would be destroyed, you may pay ... to keep it instead"). Twin: bscore/replace.pyx; docs/EFFECTS.md.

R0.1: the card's effect beats the rule that a destroyed Spirit goes to the Trash (R11.1); R0.2/R0.4: the
controller may decline, and is asked only when the cost can be paid. The destruction is held back and the
replacing ability resolves at once, ahead of every waiting trigger; declined, it goes ahead
(Op.DESTROY_REPLACED) with the flags it had, then its events (R10.7: last-known state).
"""

from __future__ import annotations

from typing import Any

from .. import layout as L
from ..effects.compiler import BUILTIN_BLOODCURSE
from ..effects.spec import (
    EVENT_FLAG_BITS,
    AbilityKind,
    Cond,
    Event,
    EventFlag,
    Keyword,
    Mod,
    Scope,
    Static,
    Zone,
)
from ..layout import CardType
from .records import Frame


def _replacements_exist(t: Any) -> bool:
    """Some card of the table has a WOULD_BE_DESTROYED ability (the engine's event_union gate)."""
    known = getattr(t, "_replace_any", None)
    if known is None:
        known = any(k == AbilityKind.TRIGGERED and e == Event.WOULD_BE_DESTROYED
                    for k, e in zip(t.ab_kind, t.ab_event))
        t._replace_any = known
    return known


def find_replacement(s: Any, p: int, k: int, flags: int) -> tuple[int, int]:
    """The first WOULD_BE_DESTROYED ability on player p's field (slot order) covering the card in slot k for a
    destruction carrying ``flags``, with its card; (-1, NO_CARD) if none."""
    t = s.table
    pl = s.players[p]
    victim = pl.slots[k].inst
    for sk, slot in enumerate(pl.slots):
        if slot is None:
            continue
        for ab in t.card_abilities(pl.card_ids[slot.inst]):
            if (t.ab_kind[ab] != AbilityKind.TRIGGERED or t.ab_event[ab] != Event.WOULD_BE_DESTROYED
                    or t.ab_value[ab] != Zone.FIELD):
                continue
            if t.ab_scope[ab] == Scope.SELF and sk != k:
                continue
            if flags & t.ab_flags[ab] != t.ab_flags[ab]:
                continue
            subj = t.ab_subject[ab]
            if subj >= 0 and not s.matches_field(subj, p, p, k, p, slot.inst, (p, victim)):
                continue
            if not s.timing_holds(t.ab_timing[ab], p, p, slot.inst) or not s.level_gate(ab, p, sk):
                continue
            # read as the replacing frame would (Cond.UNUSED_THIS_TURN asks for its ability)
            probe = Frame(ab, p, slot.inst, p, victim, 0, flags & EVENT_FLAG_BITS)
            if t.ab_cond[ab] != Cond.TRUE and not s.cond_holds(t.ab_cond[ab], t.ab_cond_arg[ab], p, p, slot.inst,
                                                               probe):
                continue
            return ab, slot.inst
    return -1, L.NO_CARD


def offer_replacement(s: Any, p: int, k: int, flags: int, src_inst: int) -> bool:
    """The card in (p, k) would be destroyed with ``flags`` (by ``src_inst``'s effect, NO_CARD in battle): when a
    replacement covers it, hold the destruction back and start that ability on it (True)."""
    ab, src = find_replacement(s, p, k, flags) if _replacements_exist(s.table) else (-1, L.NO_CARD)
    if ab < 0 and bloodcurse_keeps(s, p, k, flags):
        ab, src = BUILTIN_BLOODCURSE, s.players[p].slots[k].inst
    if ab < 0:
        return False
    n = len(s.frames)
    s._push_frame(ab, p, src, p, s.players[p].slots[k].inst, s._cores_on(p, k), flags & EVENT_FLAG_BITS)
    if len(s.frames) > n:
        s.frames[-1].index = 0 if src_inst == L.NO_CARD else src_inst + 1  # DESTROYS, if it goes ahead
    return True


def bloodcurse_keeps(s: Any, p: int, k: int, flags: int) -> bool:
    """R18.11: a Spirit with Bloodcurse that the BP comparison or an opposing effect would destroy may stay, paying
    1 core of the opponent's Life and 1 of its own (offered only when both exist, R0.4)."""
    if not (flags & EventFlag.IN_BATTLE or (flags & EventFlag.BY_OPPONENT and flags & EventFlag.BY_EFFECT)):
        return False
    return s.players[1 - p].life > 0 and s._cores_on(p, k) > 0 and s.keyword(p, k, Keyword.BLOODCURSE) >= 0


def replacement_pending(s: Any, p: int, inst: int) -> bool:
    """A replacing ability is resolving for (p, inst): the rule check (R18.1) leaves it to that frame."""
    t = s.table
    return any(t.ab_kind[fr.ability] == AbilityKind.TRIGGERED and t.ab_event[fr.ability] == Event.WOULD_BE_DESTROYED
               and fr.subj_player == p and fr.subj_inst == inst for fr in s.frames)


def destroy_replaced(s: Any, fr: Any, op: Any) -> bool:
    """Op.DESTROY_REPLACED: the held-back destruction of the subject goes ahead, with its events."""
    p = fr.subj_player
    k = s.slot_of(p, fr.subj_inst)
    flags = fr.subj_flags
    eff = 1 - p if flags & EventFlag.BY_OPPONENT else p
    fr.pc += 1
    if k < 0:
        return True
    spirit = s.table.card_type[s.players[p].card_ids[fr.subj_inst]] != CardType.NEXUS
    wp, wk = 1 - p, L.NO_SLOT
    if flags & EventFlag.IN_BATTLE:
        wk = s.blocker if p == s.active else s.attacker
    s.destroy_card(p, k, flags, eff)
    if wk != L.NO_SLOT and s.players[wp].slots[wk] is not None:  # R9.6: the battle's other Spirit won it
        won = s.last_known_keywords(wp, wk) | (EventFlag.HAD_SOUL if s.players[wp].soul_loc == L.SOUL_SLOT0 + wk
                                               else 0) | EventFlag.SURVIVED
        s.emit(Event.WON_BATTLE, wp, s.players[wp].slots[wk].inst, won, s._cores_on(wp, wk))
    elif flags & EventFlag.BY_EFFECT and spirit and p != eff and fr.index:  # its source destroyed an opposing Spirit
        s.emit(Event.DESTROYS, eff, fr.index - 1, EventFlag.BY_EFFECT, 0, eff)
    s.end_batch()
    return True


def turn_static_cannot_attack(s: Any, p: int, k: int) -> bool:
    """A Magic's "during this turn" CANNOT_ATTACK (Mod.TURN_STATIC naming its row; BSS02-124): (p, k) matches its
    filter, read from the Magic's controller."""
    t = s.table
    return any(m.kind == Mod.TURN_STATIC and m.inst == L.NO_CARD and t.ab_static[m.value] == Static.CANNOT_ATTACK
               and s.matches_field(t.ab_filter[m.value], m.player, p, k, m.player, -1) for m in s.mods)
