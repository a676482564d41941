"""Issue 9, group "r16" in the reference engine: the Count area (R16.2), Rebirth flips (R16.1) and
contract cards starting in hand (R3.4, R16.3). Twin of ``bscore/r16.pyx``.

A flipped card's ``card_ids`` entry holds its back face's row, so every rule reads the face it
shows; ``RefState._leave_field`` turns it back to the front face (``show_front``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..carddb import R16F_CONTRACT, R16F_GRANDWALKER
from ..effects.spec import Event, EventFlag, Op
from .records import Frame, Player, amount_of

if TYPE_CHECKING:
    from .effects import EffectsMixin


def op_count_up(s: EffectsMixin, fr: Frame, op) -> bool:
    """Op.COUNT_UP: the controller's Count gains op[1] cores from the Void (R16.2), within the Void supply."""
    n = min(amount_of(fr, op[1]), s._void_room(fr.player))
    if n > 0:
        pl = s.players[fr.player]
        pl.count_cores += n
        pl.void_in += n
    fr.pc += 1
    return True


def op_rebirth(s: EffectsMixin, fr: Frame, op) -> bool:
    """Op.REBIRTH: the source card turns to its back face if its controller's Count is op[1] or less (R16.1)."""
    pl = s.players[fr.player]
    k = s.slot_of(fr.player, fr.inst) if fr.inst != 255 else -1
    if k >= 0 and not pl.slots[k].flipped and pl.count_cores <= op[1]:
        row = s.table.back_row[pl.card_ids[fr.inst]]
        if row >= 0:
            pl.card_ids[fr.inst] = row  # mods name the instance, so effects in force carry over
            pl.slots[k].flipped = 1
            s.emit(Event.REBIRTHED, fr.player, fr.inst, EventFlag.BY_EFFECT, 0, fr.player)
            s._check_depleted(fr.player, k + 1)  # the back face's levels may need more cores (R6.2)
            s.end_batch()
    fr.pc += 1
    return True


HANDLERS = {Op.COUNT_UP: op_count_up, Op.REBIRTH: op_rebirth}


def show_front(table, pl: Player, slot) -> None:
    """R16.1: a Rebirth card leaving the field shows its front face again."""
    if slot.flipped:
        pl.card_ids[slot.inst] = table.front_row[pl.card_ids[slot.inst]]
        slot.flipped = 0


def contract_to_hand(table, pl: Player) -> None:
    """R3.4: the topmost contract card of the shuffled deck is set aside and joins the hand with one card fewer
    drawn; moving it to the top before the opening draw is the same. The option is always taken."""
    if not any(f & R16F_CONTRACT for f in table.r16_flags):
        return
    for i in range(len(pl.deck) - 1, -1, -1):
        inst = pl.deck[i]
        if table.r16_flags[pl.card_ids[inst]] & R16F_CONTRACT:
            pl.deck.append(pl.deck.pop(i))
            return


def core_locked(s, p: int, loc: int) -> bool:
    """R16.4: location loc (0 the Reserve, 1 + k slot k) is a Grandwalker Nexus, whose cores no rule action (move,
    pay, place, swap, Awaken) touches: only Core Charge and effects naming Grandwalkers do."""
    if loc <= 0:
        return False
    slot = s.players[p].slots[loc - 1]
    if slot is not None and slot.soul:  # R16.3: a card in soul state cannot hold cores
        return True
    return slot is not None and bool(s.table.r16_flags[s.players[p].card_ids[slot.inst]] & R16F_GRANDWALKER)


def locked_cores(s, p: int) -> int:
    """R16.4: cores on player p's Grandwalker Nexuses (none of them can pay for anything)."""
    return sum(s._cores_on(p, k) for k, slot in enumerate(s.players[p].slots)
               if slot is not None and core_locked(s, p, 1 + k))
