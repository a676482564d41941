"""Advent (R15, CN 4, CN Q22-Q27) in the reference engine: the ADVENT action and the ADVENT op.

Twin of ``bscore/advent.pyx``. The Advent sources under a card are ``Slot.sources`` (bit i: instance i;
the record's ``advent_sources``);
they follow the card off the field in ``RefState._leave_field`` (R15.4).
"""

from __future__ import annotations

from .. import codec as C
from .. import layout as L
from ..effects.spec import ADVENT_FROM_HAND_SIDE, AbilityKind, CoreZone, Event, EventFlag, Timing
from ..layout import Decision, EndReason
from . import kernels as K
from .r16 import show_front
from .records import Frame

# R15.2 step 3: where an Advent text may send the Soul Core (bscore/advent.pyx soul_destination)
_SOUL_DESTINATION = {CoreZone.TRASH: L.SOUL_TRASH, CoreZone.RESERVE: L.SOUL_RESERVE, CoreZone.VOID: L.SOUL_VOID}


def advent_zone_ok(ab_flags: int, from_hand_side: bool) -> bool:
    """From the hand always; from the hand-side only if the Advent text allows it (CN Q27)."""
    return not from_hand_side or bool(ab_flags & ADVENT_FROM_HAND_SIDE)


class AdventMixin:
    """The ADVENT action's legality and start (R15.1, R15.2 step 1)."""

    def advent_ability(self, row: int) -> int:
        """The card's Advent ability row, or -1."""
        t = self.table
        for ab in t.card_abilities(row):
            if t.ab_kind[ab] == AbilityKind.ADVENT:
                return ab
        return -1

    def advent_timing_ok(self, timing: int, d: int, p: int) -> bool:
        """The timing the text allows (R15.1): ALWAYS is "[Flash]", the Main Step and every Flash timing."""
        if d == Decision.MAIN:
            return timing in (Timing.ALWAYS, Timing.YOUR_MAIN_STEP)
        if d == Decision.FLASH:
            return timing in (Timing.ALWAYS, Timing.EITHER_ATTACK_STEP) or (
                timing == Timing.YOUR_ATTACK_STEP and self.active == p)
        return False

    def can_advent(self, p: int, h: int, d: int) -> bool:
        """R15.1, R15.5: hand card h has Advent usable now, the Soul Core can pay and a target exists."""
        return h < len(self.players[p].hand) and self.advent_ready(p, self.players[p].hand[h], False, d)

    def advent_ready(self, p: int, inst: int, from_hand_side: bool, d: int) -> bool:
        """Card ``inst`` (in the hand, or the hand-side: CN Q27) has Advent usable now from there, the Soul Core
        can pay and a target exists (R15.1, R15.5)."""
        pl = self.players[p]
        loc = pl.soul_loc
        soul_ok = loc in (L.SOUL_RESERVE, L.SOUL_LIFE) or L.SOUL_SLOT0 <= loc < L.SOUL_SLOT0 + L.MAX_SLOTS
        if not soul_ok or len(self.frames) >= L.MAX_FRAMES:
            return False
        ab = self.advent_ability(pl.card_ids[inst])
        t = self.table
        if (ab < 0 or not advent_zone_ok(t.ab_flags[ab], from_hand_side)
                or not self.advent_timing_ok(t.ab_timing[ab], d, p)):
            return False
        return any(s is not None and self.matches_field(t.ab_filter[ab], p, p, k, p, inst)
                   for k, s in enumerate(pl.slots))

    def advent_codes(self, p: int, d: int) -> list[int]:
        return [C.advent(h) for h in range(len(self.players[p].hand)) if self.can_advent(p, h, d)]

    def _begin_advent(self, p: int, h: int) -> None:
        """R15.2 step 1: the card is revealed (it stays in hand) and its Advent resolves like an effect."""
        inst = self.players[p].hand[h]
        self._push_frame(self.advent_ability(self.players[p].card_ids[inst]), p, inst)

    def _sources_follow(self, p: int, sources: int, to_hand: bool) -> None:
        """R15.4: the Advent sources go where their card goes (the Trash if it was a token), lowest first."""
        zone = self.players[p].hand if to_hand else self.players[p].trash
        zone.extend(i for i in range(L.MAX_CARDS) if sources >> i & 1)

    def _inherit(self, p: int, old: int, new: int) -> None:
        """R15.3: effects on the source now apply to the Advented card; the battle goes on."""
        for m in self.mods:
            if m.player == p and m.inst == old:
                m.inst = new
        if p == self.active:
            if self.curse == old + 1:
                self.curse = new + 1
            if self.luster == old + 1:
                self.luster = new + 1
            if self.first_attacker == old:
                self.first_attacker = new
        for i in (2 * p, 2 * p + 1):  # vocab-B: a linked Link Spirit's link goes on with the Advented card
            if self.links[i] == old + 1:
                self.links[i] = new + 1
        for fr in self.frames:
            for j in range(fr.n_targets):
                if fr.targets[j] == (p << 6 | old):
                    fr.targets[j] = p << 6 | new

    def _pay_soul_for_advent(self, p: int, soul_to: int) -> bool:
        """R15.2 step 3: the Soul Core goes where the text says (``soul_to``, a CoreZone: the Trash, the Reserve
        or a named Void, R6.6); from the Life it reduces Life (CN Q25), from a field card it can deplete it
        (R6.2). False if the game ended."""
        pl = self.players[p]
        loc = pl.soul_loc
        pl.soul_loc = _SOUL_DESTINATION.get(soul_to, L.SOUL_TRASH)
        if loc == L.SOUL_LIFE:
            self.turn_flags[p] |= L.TURN_LOST_LIFE
            self.emit(Event.LIFE_REDUCED, p, L.NO_CARD, EventFlag.BY_EFFECT, 0, p)
            if pl.life == 0 and self._loss_condition(p, EndReason.LIFE):  # R4.1; R18.13 plays on to the checkpoint
                return False
        elif loc >= L.SOUL_SLOT0:
            k = loc - L.SOUL_SLOT0
            inst = pl.slots[k].inst
            row = pl.card_ids[inst]
            if K.is_depleted(self.table.card_type[row], self.table.level_cores[row], self._cores_on(p, k)):
                self._leave_field(p, k)
                self.emit(Event.DEPLETED, p, inst, EventFlag.BY_EFFECT, 0, p)
        return True


def op_advent(s: AdventMixin, fr: Frame, op) -> bool:
    """Op.ADVENT, R15.2 steps 3-5 on the first target: Soul Core, stack from hand (no summon, no cost, the
    cores stay: R15.1), then "when this Advents" (Event.ADVENTED)."""
    p, inst = fr.player, fr.inst
    pl = s.players[p]
    fr.pc += 1
    if fr.n_targets == 0 or fr.targets[0] >> 6 != p:
        return True
    old = fr.targets[0] & 63
    zone = pl.hand if inst in pl.hand else pl.hand_side  # CN Q27: an Advent from the hand-side
    if inst not in zone or s.slot_of(p, old) < 0:
        return True
    if not s._pay_soul_for_advent(p, op[1]):
        return False
    k = s.slot_of(p, old)
    if k >= 0:  # step 4: no core moves; the target (and what lay under it) become sources
        zone.remove(inst)
        slot = pl.slots[k]
        slot.sources |= 1 << old
        show_front(s.table, pl, slot)  # R16.1: a source is off the field, so a Rebirth card shows its front face
        slot.inst = inst
        s._inherit(p, old, inst)
        row = pl.card_ids[inst]
        if K.is_depleted(s.table.card_type[row], s.table.level_cores[row], s._cores_on(p, k)):
            s._leave_field(p, k)  # R6.2: its sources go with it (R15.4)
        else:
            s.emit(Event.ADVENTED, p, inst, 0, 0, p)  # step 5
    s.end_batch()
    return True
