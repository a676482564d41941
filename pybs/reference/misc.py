"""The "misc" group (issue 8): a Magic-use restriction by field symbol colors (Rule.MAGIC_COLOR_LOCK), a copied
"When Summoned" effect (Op.COPY_SUMMON_EFFECT) and draws paid core by core (Rule.PAID_DRAW). Twin of
bscore/misc.pyx."""

from __future__ import annotations

from typing import Any

from .. import layout as L
from ..effects.spec import AbilityKind, Event, EventFlag, Rule, Scope, Static, Timing, Who
from ..layout import Decision
from .records import amount_of
from .symbols import field_symbol_colors


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


def paid_draw_in_force(s: Any) -> bool:
    """A Rule.PAID_DRAW is in force on either field (BSS02-054): draws outside the Draw Step are paid."""
    return paid_draw_copies(s) > 0


def paid_draw_copies(s: Any) -> int:
    """How many Rule.PAID_DRAW copies are in force on both fields (R18.12: each charges its core per card)."""
    return sum(1 for ab, _, _ in s.field_statics(Static.RULE) if s.table.ab_value[ab] == Rule.PAID_DRAW)


def paid_draw_op(s: Any, fr: Any, op: Any, p: int) -> bool:
    """DRAW under Rule.PAID_DRAW: the drawer p pays one core per card per copy of the rule in force (R18.12),
    one CHOOSE per core (the PAY_CORES options, p's cores), and draws it; a card whose whole price p cannot pay
    is not drawn, nor the rest, and if the rule has gone the rest is drawn free. fr.num: cards still to draw,
    fr.index: cards drawn, fr.picks: cores paid toward the next card. DREW and HAND_ADDED follow the last card,
    as for an unpaid DRAW."""
    from .ops_counts import hand_added, pay_core_sources

    if not fr.flags & L.FRAME_CHOOSING:
        fr.flags |= L.FRAME_CHOOSING
        fr.num = max(0, amount_of(fr, op[1]))
        fr.index = 0
        fr.picks = 0
    copies = paid_draw_copies(s) if fr.num > 0 else 0
    if fr.num > 0 and copies == 0:  # the rule's card left while paying: the rest is free
        before = len(s.players[p].hand)
        s._draw(p, fr.num)
        fr.index += len(s.players[p].hand) - before
        if p == fr.player and len(s.players[p].hand) > before:
            s.turn_flags[p] |= L.TURN_DREW_BY_EFFECT
        fr.num = 0
    if fr.num > 0 and pay_core_sources(s, p, False) and (
            fr.picks > 0 or s.available_cores(p, False) >= copies):  # R0.4: a price paid whole or not at all
        s._edecide(Decision.CHOOSE, p)
        return False
    drawn = fr.index
    fr.flags &= ~L.FRAME_CHOOSING
    fr.num = 0
    fr.index = 0
    fr.picks = 0
    s.emit(Event.DREW, p, L.NO_CARD, EventFlag.BY_OWN_EFFECT if p == fr.player else 0, 0, fr.player)
    if drawn:
        hand_added(s, fr, p)
    s.end_batch()
    fr.pc += 1
    return True


def paid_draw_one(s: Any, fr: Any, op: Any, source: int) -> None:
    """The drawer pays one core from source (loc * 2 + kind) to their Trash (R6.2: a card left below Lv1 is
    depleted, as when paying a cost); once the card's price is paid (one core per copy in force), draws it."""
    p = fr.player if op[2] == Who.CONTROLLER else 1 - fr.player
    loc, kind = divmod(source, 2)
    pl = s.players[p]
    before = len(pl.hand)
    s._take_core(p, loc, kind)
    if kind:
        pl.soul_loc = L.SOUL_TRASH
    else:
        pl.trash_cores += 1
    s._check_depleted(p, loc)
    fr.picks += 1
    if fr.picks < paid_draw_copies(s):
        return
    fr.picks = 0
    s._draw(p, 1)
    if len(pl.hand) > before:
        fr.index += 1
        if p == fr.player:
            s.turn_flags[p] |= L.TURN_DREW_BY_EFFECT  # Cond.DREW_THIS_TURN
    fr.num -= 1
