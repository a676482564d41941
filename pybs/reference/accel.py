"""Accel (R16.6) and the hand-side zone (R16.7) in the reference engine.

Twin of ``bscore/accel.pyx`` (and ``actions.finish_accel``): the ACCEL action uses a hand card's Accel for its
own Accel cost, paid through the card-use flow (``UseKind.ACCEL``); once paid the card goes face up to the
hand-side (``Player.hand_side``) and the Accel effect resolves. USE_HAND_SIDE summons, deploys or uses a
hand-side card like a hand card; ADVENT_HAND_SIDE Advents one whose text allows it (CN Q27).
"""

from __future__ import annotations

from .. import codec as C
from .. import layout as L
from ..effects.compiler import CardFlag
from ..effects.spec import AbilityKind
from ..layout import Decision, UseKind, UseOrigin


class AccelMixin:
    """The ACCEL, USE_HAND_SIDE and ADVENT_HAND_SIDE actions."""

    def accel_ability(self, row: int) -> int:
        """The card's Accel ability row, or -1."""
        t = self.table
        for ab in t.card_abilities(row):
            if t.ab_kind[ab] == AbilityKind.ACCEL:
                return ab
        return -1

    def accel_cost_to_pay(self, p: int, inst: int, ab: int) -> int:
        """R16.6: the printed Accel cost, lowered by the reduction the card's own cost gets now (R7.3)."""
        row = self.players[p].card_ids[inst]
        reduced = self.table.cost[row] - self.cost_to_pay(p, inst)
        return max(0, self.table.ab_value[ab] - max(0, reduced))

    def can_accel(self, p: int, h: int, d: int) -> bool:
        """R16.6: hand card h has an Accel whose timing allows decision d and whose cost p can pay."""
        pl = self.players[p]
        if h >= len(pl.hand) or len(self.frames) >= L.MAX_FRAMES:
            return False
        inst = pl.hand[h]
        ab = self.accel_ability(pl.card_ids[inst])
        if ab < 0 or not self.advent_timing_ok(self.table.ab_timing[ab], d, p):
            return False
        return self.available_cores(p, False) >= self.accel_cost_to_pay(p, inst, ab)

    def can_accel_field(self, p: int, k: int, d: int) -> bool:
        """R16.6 (JP seed 002: usable "while the card is on the field or in the hand"): the card in slot k has an
        Accel whose timing allows decision d and whose cost p can pay (its own cores count: it leaves first)."""
        slot = self.players[p].slots[k]
        if slot is None or len(self.frames) >= L.MAX_FRAMES:
            return False
        ab = self.accel_ability(self.players[p].card_ids[slot.inst])
        if ab < 0 or not self.advent_timing_ok(self.table.ab_timing[ab], d, p):
            return False
        return self.available_cores(p, False) >= self.accel_cost_to_pay(p, slot.inst, ab)

    def can_advent_hand_side(self, p: int, i: int, d: int) -> bool:
        """CN Q27: a hand-side card Advents only if its text allows the hand-side; otherwise as from hand."""
        return i < len(self.players[p].hand_side) and self.advent_ready(p, self.players[p].hand_side[i], True, d)

    def hand_side_codes(self, p: int, d: int) -> list[int]:
        """ACCEL (R16.6), USE_HAND_SIDE (R16.7) and ADVENT_HAND_SIDE (CN Q27) codes of a MAIN/FLASH decision."""
        pl = self.players[p]
        if not self.game_view().accel and not pl.hand_side:  # the compiled engine's accel_any gate
            return []
        origin = UseOrigin.MAIN if d == Decision.MAIN else UseOrigin.FLASH
        out = [C.accel(h) for h in range(len(pl.hand)) if self.can_accel(p, h, d)]
        out.extend(C.use_hand_side(i) for i, inst in enumerate(pl.hand_side)
                   if not self.table.card_flags[pl.card_ids[inst]] & CardFlag.EXTRA_SUMMON_COST
                   and self._can_use_inst(p, inst, origin))
        out.extend(C.advent_hand_side(i) for i in range(len(pl.hand_side)) if self.can_advent_hand_side(p, i, d))
        out.extend(C.accel_field(k) for k in range(L.MAX_SLOTS) if self.can_accel_field(p, k, d))
        return out

    def perform_hand_side(self, d: int, p: int, act) -> None:
        """ACCEL, USE_HAND_SIDE and ADVENT_HAND_SIDE in a MAIN or FLASH decision."""
        pl = self.players[p]
        origin = UseOrigin.MAIN if d == Decision.MAIN else UseOrigin.FLASH
        if act.name == "ACCEL":
            self._begin_accel(p, act.index, origin)
        elif act.name == "ACCEL_FIELD":
            self._begin_accel_field(p, act.index, origin)
        elif act.name == "USE_HAND_SIDE":  # R16.7: through the hand's use flow, marked as not from the hand
            inst = pl.hand_side.pop(act.index)
            pl.hand.append(inst)
            self._begin_use(p, len(pl.hand) - 1, origin)
            if self.use_kind != UseKind.NONE and self.use_player == p and self.use_inst == inst:
                self.use_flags |= L.USE_FROM_HAND_SIDE
        else:  # CN Q27: the card stays on the hand-side while its Advent resolves (R15.2)
            if d == Decision.FLASH:  # R10.4: after it the other player may answer
                self.flash_priority = 1 - p
                self.flash_passes = 0
                self._decide(Decision.FLASH, self.flash_priority)
            inst = pl.hand_side[act.index]
            self._push_frame(self.advent_ability(pl.card_ids[inst]), p, inst)

    def _begin_accel(self, p: int, h: int, origin: int) -> None:
        """R16.6: the Accel cost is fixed (R7.5) and paid like a card's; then ``finish_accel``."""
        pl = self.players[p]
        inst = pl.hand[h]
        ab = self.accel_ability(pl.card_ids[inst])
        self.use_cost_left = self.accel_cost_to_pay(p, inst, ab)
        del pl.hand[h]
        self.use_player, self.use_inst, self.use_origin = p, inst, origin
        self.use_kind, self.use_ability, self.use_flags = UseKind.ACCEL, ab, 0
        self._continue_use()

    def _begin_accel_field(self, p: int, k: int, origin: int) -> None:
        """R16.6 from the field: the Accel cost is fixed while the card is there (R7.5); the card then leaves the
        field for the hand-side (its cores to the Reserve, R6.8) and is paid for like an Accel from hand."""
        pl = self.players[p]
        inst = pl.slots[k].inst
        ab = self.accel_ability(pl.card_ids[inst])
        self.use_cost_left = self.accel_cost_to_pay(p, inst, ab)
        self.use_player, self.use_inst, self.use_origin = p, inst, origin
        self.use_kind, self.use_ability, self.use_flags = UseKind.ACCEL, ab, 0
        self._leave_field(p, k, to_hand=True)
        pl.hand.remove(inst)  # in use, in no zone, until finish_accel puts it on the hand-side
        self._continue_use()

    def finish_accel(self) -> None:
        """R16.6: paid: the card goes face up to the hand-side (R16.7), the timing goes on (R10.4) and the
        Accel effect resolves like an effect."""
        p, inst, ab, origin = self.use_player, self.use_inst, self.use_ability, self.use_origin
        self.players[p].hand_side.append(inst)
        self._clear_use()
        self._after_use(origin, UseKind.ACCEL)
        self._push_frame(ab, p, inst)
