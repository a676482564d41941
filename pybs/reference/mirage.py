"""Mirage (R16.5) in the reference engine: the MIRAGE action of the Main Step, paid through the normal use
flow (UseKind.MIRAGE), then set face up in the Burst area. Twin of ``bscore/mirage.pyx`` and
``bscore/actions.pyx`` ``set_mirage``."""

from __future__ import annotations

from .. import codec as C
from .. import layout as L
from ..layout import Decision, UseKind, UseOrigin


class MirageMixin:
    """The Mirage rules over ``players[p].mirage_inst`` (NO_CARD when none is set)."""

    def mirage_cost_to_pay(self, p: int, inst: int) -> int:
        """R16.5: the printed Mirage cost (not the card's cost), lowered by reduction symbols (R7.1)."""
        return self.cost_with_printed(p, inst, self.table.mirage_cost[self.players[p].card_ids[inst]])

    def can_set_mirage(self, p: int, h: int) -> bool:
        """Hand card h may be set as a Mirage now: the turn player's Main Step, once per turn (TURN_MIRAGE_SET),
        a card with a Mirage cost the player can pay (R16.5, R7.6)."""
        pl = self.players[p]
        if self.decision != Decision.MAIN or p != self.active or h >= len(pl.hand):
            return False
        if self.turn_flags[p] & L.TURN_MIRAGE_SET:
            return False
        inst = pl.hand[h]
        if self.table.mirage_cost[pl.card_ids[inst]] < 0:
            return False
        return self.mirage_cost_to_pay(p, inst) <= self.available_cores(p)

    def mirage_codes(self, p: int) -> list[int]:
        """The MIRAGE codes of the Main Step, ascending."""
        return [C.mirage(h) for h in range(len(self.players[p].hand)) if self.can_set_mirage(p, h)]

    def begin_mirage(self, p: int, h: int) -> None:
        """Declare the Mirage: its cost is fixed now (R7.5), the card leaves the hand, then it is paid."""
        pl = self.players[p]
        inst = pl.hand[h]
        self.use_cost_left = self.mirage_cost_to_pay(p, inst)
        self.use_flags = 0
        self.turn_flags[p] |= L.TURN_MIRAGE_SET
        del pl.hand[h]
        self.use_player, self.use_inst, self.use_origin = p, inst, UseOrigin.MAIN
        self.use_kind = UseKind.MIRAGE
        self._continue_use()

    def set_mirage(self) -> None:
        """R16.5: the paid card becomes the player's Mirage, face up in the Burst area; the Mirage set before
        returns to its owner's hand. Nothing is placed on it."""
        p = self.use_player
        pl = self.players[p]
        if pl.mirage_inst != L.NO_CARD:
            pl.hand.append(pl.mirage_inst)
        pl.mirage_inst = self.use_inst
        self._clear_use()
        self._after_use(UseOrigin.MAIN, UseKind.MIRAGE)
        self.end_batch()
