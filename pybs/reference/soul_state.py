"""Group "soul" in the reference engine: soul state of contract cards (R16.3; seed 002 "契約カードについて").
Twin of ``bscore/soul_state.pyx``.

A contract card leaving the field by an opposing effect may stay in its slot in soul state instead (the
replacement every contract card gets from the script compiler). There it holds no cores and counts as not on
the field (``in_soul``) for every rule and effect but its own and those naming soul state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import layout as L
from ..carddb import R16F_CONTRACT
from ..effects.spec import AbilityKind, Cond, Dest, Event, EventFlag, Op
from .links import end_links_on_leave
from .records import Frame

if TYPE_CHECKING:
    from .effects import EffectsMixin



def in_soul(s, p: int, k: int) -> bool:
    """R16.3: the card in player p's slot k is in soul state (off the field for others' rules and effects)."""
    slot = s.players[p].slots[k]
    return slot is not None and bool(slot.soul)


def soul_cond(s, cond: int, p: int, inst: int, frame: Frame | None) -> bool:
    """Cond.IN_SOUL_STATE (the source card) and Cond.SOUL_STATE_ALLOWED (the frame's subject, R16.3)."""
    if cond == Cond.IN_SOUL_STATE:
        k = s.slot_of(p, inst) if inst != L.NO_CARD else -1
        return k >= 0 and in_soul(s, p, k)
    if frame is None or frame.subj_inst == L.NO_CARD:
        return False
    sp = frame.subj_player
    k = s.slot_of(sp, frame.subj_inst)
    return k >= 0 and not in_soul(s, sp, k) and s.players[sp].brave[k] == L.NO_CARD


def enter_soul(s: EffectsMixin, p: int, k: int) -> None:
    """R16.3: the card stays where it is; all its cores (the Soul Core too) go to the Reserve; it leaves any
    battle, since it counts as not on the field."""
    pl = s.players[p]
    slot = pl.slots[k]
    to_reserve = slot.cores > 0 or pl.soul_loc == L.SOUL_SLOT0 + k
    pl.reserve += slot.cores
    slot.cores = 0
    if pl.soul_loc == L.SOUL_SLOT0 + k:
        pl.soul_loc = L.SOUL_RESERVE
    slot.soul = 1
    end_links_on_leave(s, p, k, slot.inst)  # vocab-B: off the field, its link ends
    if s.in_battle:
        if p == s.active and s.attacker == k:
            s.attacker = L.NO_SLOT
        if p != s.active and s.blocker == k:
            s.blocker = L.NO_SLOT
    if to_reserve:  # "when a core is placed into your Reserve" (as when a card leaves, R6.8)
        s.emit(Event.RESERVE_GAINED, p, L.NO_CARD)
        s.end_batch()


def leave_soul(s: EffectsMixin, p: int, k: int, n: int) -> None:
    """Back to normal state, refreshed, with n cores from the Void (fewer if the Void runs out)."""
    n = max(0, min(n, s._void_room(p), L.MAX_CARD_CORES))
    slot = s.players[p].slots[k]
    slot.soul, slot.exhaust, slot.cores = 0, 0, n
    s.players[p].void_in += n
    s._check_depleted(p, k + 1)  # too few cores for its Lv1: it is depleted (R6.2)


def op_soul_enter(s: EffectsMixin, fr: Frame, op) -> bool:
    """Op.SOUL_ENTER: the frame's subject enters soul state (R16.3)."""
    k = s.slot_of(fr.subj_player, fr.subj_inst) if fr.subj_inst != L.NO_CARD else -1
    if k >= 0 and not in_soul(s, fr.subj_player, k):
        enter_soul(s, fr.subj_player, k)
    fr.pc += 1
    return True


def op_soul_leave(s: EffectsMixin, fr: Frame, op) -> bool:
    """Op.SOUL_LEAVE: the source card, if in soul state, returns to normal state with op[1] Void cores."""
    k = s.slot_of(fr.player, fr.inst) if fr.inst != L.NO_CARD else -1
    if k >= 0 and in_soul(s, fr.player, k):
        leave_soul(s, fr.player, k, op[1])
    fr.pc += 1
    return True


HANDLERS = {Op.SOUL_ENTER: op_soul_enter, Op.SOUL_LEAVE: op_soul_leave}


def contract_game(table) -> bool:
    """The game's card table holds a contract card (the gate of every soul-state rule)."""
    return any(f & R16F_CONTRACT for f in table.r16_flags)


def offer_soul_return(s: EffectsMixin, p: int, k: int, dest: int, eff_player: int) -> bool:
    """R16.3: the contract card in (p, k) would be returned to ``dest`` (a Dest) by an effect of eff_player. When
    that is its opponent and it may enter soul state, hold the return back and start its WOULD_BE_RETURNED
    ability (its owner's yes/no) on top of the frame stack (True)."""
    t = s.table
    pl = s.players[p]
    slot = pl.slots[k]
    if p == eff_player or slot.soul or pl.brave[k] != L.NO_CARD:  # Cond.SOUL_STATE_ALLOWED
        return False
    row = pl.card_ids[slot.inst]
    for ab in range(t.card_ab_start[row], t.card_ab_start[row] + t.card_ab_count[row]):
        if t.ab_kind[ab] == AbilityKind.TRIGGERED and t.ab_event[ab] == Event.WOULD_BE_RETURNED:
            n = len(s.frames)
            s._push_frame(ab, p, slot.inst, p, slot.inst, s._cores_on(p, k), EventFlag.BY_EFFECT | EventFlag.BY_OPPONENT)
            if len(s.frames) > n:
                s.frames[-1].index = dest
            return True
    return False


def op_return_replaced(s: EffectsMixin, fr: Frame, op) -> bool:
    """Op.RETURN_REPLACED: the held-back return of the subject goes ahead (to the Dest in fr.index)."""
    p, inst = fr.subj_player, fr.subj_inst
    k = s.slot_of(p, inst)
    fr.pc += 1
    if k < 0:
        return True
    pl = s.players[p]
    if fr.index == Dest.HAND:
        s.return_to_hand(p, k)
        s.emit(Event.HAND_ADDED, p, L.NO_CARD, EventFlag.BY_EFFECT, 0, 1 - p)  # as TO_HAND's hand_added: the opponent's op
    else:
        sources = pl.slots[k].sources
        s._leave_field(p, k)  # through the Trash, as TO_DECK does (R6.8)
        pl.trash.remove(inst)
        s.move_card(p, inst, fr.index)
        for i in range(L.MAX_CARDS):  # R15.4: its Advent sources go to the deck as well
            if sources >> i & 1:
                pl.trash.remove(i)
                s.move_card(p, i, fr.index)
        s.emit(Event.RETURNED, p, inst)
    s.end_batch()
    return True


HANDLERS[Op.RETURN_REPLACED] = op_return_replaced
