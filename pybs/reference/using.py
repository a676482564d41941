"""Using a card in the reference engine (R7, R8.4): whether a hand card can be used, the
PAY / PLACE / MAGIC_EFFECT steps, and completing a summon or a Magic. Twin of the use flow in
``bscore/actions.pyx`` and ``bscore/effect_decisions.pyx``.
"""

from __future__ import annotations

from .. import codec as C
from .. import layout as L
from ..effects.compiler import BUILTIN_BRAVE_KEEP, CardFlag
from ..effects.spec import Duration, Event, EventFlag, F, Mod, Op, Scope, Zone
from ..layout import CardType, Decision, UseKind, UseOrigin
from . import kernels as K
from .ascend import announce_extra_cost, extra_cost_payable
from .costs_vd import life_next_index
from .misc import magic_color_locked
from .r16 import core_locked
from .records import Slot
from .symbols import summon_zone
from .ultimates import ultimate_summon_ok
from .woden import continue_magic_use, from_hand_magic, magic_discard_unpayable


class UseMixin:
    """Card-use steps of ``RefState``; the state's fields are set in its ``__init__``."""

    def _can_use(self, p: int, h: int, origin: int) -> bool:
        return self._can_use_inst(p, self.players[p].hand[h], origin)

    def _can_use_inst(self, p: int, inst: int, origin: int) -> bool:
        """Whether card ``inst``, in p's hand or hand-side (R16.7), may be declared now."""
        pl = self.players[p]
        row = pl.card_ids[inst]
        t = self.table
        ctype = t.card_type[row]
        reserve_only = False
        if origin == UseOrigin.FLASH:
            if ctype == CardType.MAGIC:
                if not self.usable_magic(p, inst, origin):  # R10.1
                    return False
            elif not self.hand_swift(p, inst):
                return False
            else:
                reserve_only = True  # Swift pays from the Reserve
        elif ctype == CardType.MAGIC and not self.usable_magic(p, inst, origin):  # R8.4
            return False
        if ctype == CardType.MAGIC and magic_color_locked(self, p, inst):  # misc: Rule.MAGIC_COLOR_LOCK (BSS03-117)
            return False
        if (ctype == CardType.MAGIC and inst not in pl.hand_side  # R16.7: a hand-side Magic is not used from hand
                and magic_discard_unpayable(self, p)):  # woden: Rule.MAGIC_DISCARD (BSS02-040, R7.6)
            return False
        place = 0
        if ctype != CardType.MAGIC:
            if all(s is not None for s in pl.slots):
                return False
            if ctype != CardType.NEXUS and self.summon_used_up(p, inst):  # a once-a-turn summon limit
                return False
            if ctype == CardType.ULTIMATE and not ultimate_summon_ok(self, p, inst):  # R8.2, R14.2
                return False
            place = K.min_cores(ctype, t.level_cores[row])
            if not extra_cost_payable(self, p, inst):  # R18.2: no payable Ascend, no summon
                return False
        return K.payable(self.cost_to_pay(p, inst), place, self.available_cores(p, reserve_only))

    def use_legal(self, d: int, p: int) -> list[int]:
        """Legal codes while a card is being used (R7.1)."""
        if d == Decision.MAGIC_EFFECT:
            return [C.choice(0), C.choice(1)]
        reserve_only = bool(self.use_flags & L.USE_RESERVE_ONLY)
        if d == Decision.PAY:
            free = [C.PASS] if self.use_flags & L.USE_FREE_OPTION else []  # PASS: use it free after all
            return free + [C.pay(loc, kind) for loc, kind in self._core_sources(p, reserve_only=reserve_only)]
        out = []
        if self._cores_on(p, self.use_slot) >= self._min_cores_at(p, self.use_slot):
            out.append(C.PASS)
        if self._card_room(p, self.use_slot) <= 0 or core_locked(self, p, 1 + self.use_slot):
            return out  # full (MAX_CARD_CORES), or a Grandwalker: only Core Charge puts cores on it (R16.4)
        out.extend(C.place(loc, kind) for loc, kind in self._core_sources(p, self.use_slot, reserve_only))
        out.extend(self.summon_fuse_codes(p))  # R8.1: or fuse the Brave at once
        return out

    def perform_use(self, d: int, p: int, act) -> None:
        """PAY, PLACE and MAGIC_EFFECT answers (flow or effect decisions)."""
        self._use_decide(Decision.NONE, L.NO_PLAYER)
        if d == Decision.MAGIC_EFFECT:
            self.use_ability = self.usable_magic(p, self.use_inst, self.use_origin)[act.index]
            continue_magic_use(self)  # woden: a Magic's discard cost (Rule.MAGIC_DISCARD)
        elif d == Decision.PAY and act.name == "PASS":  # the optional free use is taken: nothing is paid
            self.use_flags &= ~L.USE_FREE_OPTION
            self.use_cost_left = 0
            continue_magic_use(self)
        elif d == Decision.PAY:
            self.use_flags &= ~L.USE_FREE_OPTION  # paying began: the whole cost is paid (R7.5)
            self._take_core(p, act.loc, act.kind)
            pl = self.players[p]
            if act.kind:
                pl.soul_loc = L.SOUL_TRASH
                self.use_flags |= L.USE_SOUL_PAID
            else:
                pl.trash_cores += 1
            self._check_depleted(p, act.loc)
            self.use_cost_left -= 1
            # The trigger waits until the whole cost is paid, then resolves after the Magic (R10.5).
            if self.use_cost_left == 0 and self.use_kind == UseKind.MAGIC and self.use_flags & L.USE_SOUL_PAID:
                self.emit(Event.SOUL_PAID_MAGIC, p, L.NO_CARD)
                self.end_batch()
            continue_magic_use(self)  # woden: a Magic's discard cost (Rule.MAGIC_DISCARD)
        elif act.name == "PASS":  # R7.1 step 6 done: the summon/deploy completes
            self._complete_summon(p)
        elif act.name == "FUSE":  # R8.1 / CN 5.1: the Brave fuses instead; its "when summoned" still works (Q13)
            self.fuse_on_summon(p, act.dst)
        else:
            self._take_core(p, act.loc, act.kind)
            self._put_core(p, 1 + self.use_slot, act.kind)
            self._check_depleted(p, act.loc)
            self._use_decide(Decision.PLACE, p)

    def _use_decide(self, kind: int, player: int) -> None:
        """A card use's decisions belong to the effect system when an effect started the use."""
        if self.use_origin == UseOrigin.EFFECT:
            self._edecide(kind, player)
        else:
            self._decide(kind, player)

    def _begin_use(self, p: int, h: int, origin: int) -> None:
        pl = self.players[p]
        inst = pl.hand[h]
        ctype = self.table.card_type[self._row(p, inst)]
        discount = self.discount_index(p, inst)
        life_next = life_next_index(self, p, inst)  # vocab-D
        self.use_cost_left = self.cost_to_pay(p, inst)  # R7.5: fixed before paying
        waived = self.waived_cost(p, inst) if self.use_cost_left == 0 else 0
        if discount >= 0:  # Mod.NEXT_MAGIC_DISCOUNT is used up by this Magic
            del self.mods[discount]
        elif life_next >= 0:  # vocab-D: Mod.COST_IS_LIFE_NEXT is used up by this summon (a Spirit: never both)
            del self.mods[life_next]
        if ctype == CardType.MAGIC:  # after the cost: Rule.FIRST_MAGIC_DISCOUNT reads it (BSS01-099)
            self.turn_flags[p] |= L.TURN_MAGIC_USED
        self.use_flags = L.USE_RESERVE_ONLY if origin == UseOrigin.FLASH and ctype != CardType.MAGIC else 0
        self.offer_free_use(p, inst, waived)
        del pl.hand[h]
        self.use_player, self.use_inst, self.use_origin = p, inst, origin
        if ctype == CardType.MAGIC:
            self.use_kind = UseKind.MAGIC
            usable = self.usable_magic(p, inst, origin)
            if len(usable) > 1:  # R8.4: choose one effect
                self._use_decide(Decision.MAGIC_EFFECT, p)
                return
            self.use_ability = usable[0]
        else:
            self.use_kind = UseKind.DEPLOY if ctype == CardType.NEXUS else UseKind.SUMMON
        continue_magic_use(self)  # woden: a Magic's discard cost (Rule.MAGIC_DISCARD)

    def _continue_use(self) -> None:
        p = self.use_player
        if self.use_cost_left > 0:
            self._use_decide(Decision.PAY, p)
            return
        if self.use_kind == UseKind.ACCEL:  # R16.6: paid
            self.finish_accel()
            return
        pl = self.players[p]
        if self.use_kind == UseKind.MAGIC:  # R8.4: the chosen effect resolves, then the Trash
            if self.use_ability == L.NO_ABILITY:  # an unscripted Magic: no effect
                self.finish_magic()
                return
            from_hand = L.FRAME_FROM_HAND if from_hand_magic(self) else 0  # woden: MAGIC_USED
            self._push_frame(self.use_ability, p, self.use_inst, frame_flags=L.FRAME_MAGIC | from_hand)
            return
        if self.use_kind == UseKind.MIRAGE:  # R16.5: no slot, no cores
            self.set_mirage()
            return
        k = pl.slots.index(None)
        pl.slots[k] = Slot(self.use_inst)
        self.use_slot = k
        self._use_decide(Decision.PLACE, p)

    def _complete_summon(self, p: int) -> None:
        inst, kind, origin, flags = self.use_inst, self.use_kind, self.use_origin, self.use_flags
        soul_paid = bool(flags & L.USE_SOUL_PAID)
        cflags = self.table.card_flags[self.players[p].card_ids[inst]]
        from_hand = (bool(cflags & CardFlag.FROM_HAND_COND) and self._summoned_from_hand(origin)
                     and not flags & L.USE_FROM_HAND_SIDE)  # R16.7: the hand-side is not the hand
        from_trash = self._summoned_from_zone(origin) == Zone.TRASH
        self._clear_use()
        if kind == UseKind.SUMMON:  # a summon a Rule.SUMMON_ONCE in force covers uses it up for the turn
            for ab in self.summon_once_rules(p, inst):
                if not any(m.kind == Mod.SUMMON_COUNTED and m.player == p and m.value == ab for m in self.mods):
                    self.add_mod(p, L.NO_CARD, Mod.SUMMON_COUNTED, Duration.TURN, ab, p)
        self._after_use(origin, kind)
        if soul_paid and cflags & CardFlag.SOUL_PAID_COND:
            self.add_mod(p, inst, Mod.SOUL_PAID, Duration.TURN, 0, p)  # Cond.SOUL_PAID reads it (R7)
        if from_hand:
            self.add_mod(p, inst, Mod.FROM_HAND, Duration.TURN, 0, p)  # Cond.SUMMONED_FROM_HAND reads it
        if flags & L.USE_EXHAUSTED:
            self.players[p].slots[self.slot_of(p, inst)].exhaust = 1
        if cflags & CardFlag.EXTRA_SUMMON_COST:  # ascend group: its extra cost's events join this batch (R18.2)
            announce_extra_cost(self, p, inst)
        # HAD_SOUL: the Soul Core paid for it (misc: "spend a Soul Core as part of its summoning cost")
        # vocab-D: FROM_TRASH, an effect summoned it from its owner's Trash; BY_SWIFT, summoned in a Flash timing
        self.emit(Event.PLACED if kind == UseKind.DEPLOY else Event.SUMMONED, p, inst,
                  (EventFlag.HAD_SOUL if soul_paid else 0) | (EventFlag.FROM_TRASH if from_trash else 0)
                  | (EventFlag.BY_SWIFT if origin == UseOrigin.FLASH else 0))
        if flags & L.USE_NO_SUMMON_TRIGGER:
            self._drop_own_summon_triggers(p, inst)
        if not flags & L.USE_JOINED:  # R18.12: tokens summoned together are one event; the last one closes it
            self.end_batch()

    def _summoned_from_zone(self, origin: int) -> int:
        """vocab-D: the zone an effect's SUMMON took the card being summoned from (its filter's zone), else -1."""
        if origin != UseOrigin.EFFECT or not self.frames:
            return -1
        fr = self.frames[self.use_frame_index()]
        op = self.table.ops[self.table.ab_prog[fr.ability] + fr.pc]
        return self.table.filters[op[1]][F.ZONE] if op[0] == Op.SUMMON else -1

    def _summoned_from_hand(self, origin: int) -> bool:
        """The card being summoned came from the hand: used from hand, or an effect's SUMMON from the hand."""
        if origin != UseOrigin.EFFECT:
            return True
        if not self.frames:
            return False
        fr = self.frames[self.use_frame_index()]
        op = self.table.ops[self.table.ab_prog[fr.ability] + fr.pc]
        return op[0] == Op.SUMMON and summon_zone(self, op[1], fr.picks) == Zone.HAND  # vocab-A: a union's zone

    def _drop_own_summon_triggers(self, p: int, inst: int) -> None:
        """A summon "without its When Summoned effects": the card's own SUMMONED triggers leave the queue."""
        t = self.table
        self.queue = [e for e in self.queue if not (
            e.player == p and e.inst == inst and t.ab_event[e.ability] == Event.SUMMONED
            and t.ab_scope[e.ability] == Scope.SELF)]

    def _after_use(self, origin: int, kind: int) -> None:
        if origin == UseOrigin.MAIN:
            self._decide(Decision.MAIN, self.active)
        elif origin == UseOrigin.FLASH:  # R10.4: the other player may answer
            self.flash_priority = 1 - self.flash_priority
            self.flash_passes = 0
            self._decide(Decision.FLASH, self.flash_priority)
        elif kind != UseKind.MAGIC and self.frames:  # a summon an effect asked for
            fr = self.frames[self.use_frame_index()]
            fr.flags &= ~(L.FRAME_WAITING | L.FRAME_CHOOSING)
            fr.pc += 1
            if fr.flags & L.FRAME_USE_STASHED:
                self._resume_magic_use(fr)

    def use_frame_index(self) -> int:
        """The frame a summon or a Magic use in progress answers to: the top one, below any BRAVE_KEEP question
        not yet started (it waits out the use, R7.6, CN 2.1 item 3). Twin of bscore/frame_stack.pxd."""
        i = len(self.frames) - 1
        while i > 0 and self.frames[i].ability == BUILTIN_BRAVE_KEEP and not self.frames[i].flags & L.FRAME_CHOOSING:
            i -= 1
        return i

    def _stash_magic_use(self, fr) -> None:
        """A Magic's effect summons a card (R8.4): its frame holds the Magic, ``fr`` how it was used."""
        if self.use_kind != UseKind.MAGIC:
            return
        fr.flags |= L.FRAME_USE_STASHED
        if self.use_origin == UseOrigin.FLASH:
            fr.flags |= L.FRAME_STASH_FLASH
        elif self.use_origin == UseOrigin.EFFECT:
            fr.flags |= L.FRAME_STASH_EFFECT

    def _resume_magic_use(self, waiting) -> None:
        """The summon is done: the Magic is the card in use again."""
        magic = next(f for f in self.frames if f.flags & L.FRAME_MAGIC)
        self.use_player, self.use_inst, self.use_ability = magic.player, magic.inst, magic.ability
        self.use_kind = UseKind.MAGIC
        self.use_origin = (UseOrigin.FLASH if waiting.flags & L.FRAME_STASH_FLASH
                           else UseOrigin.EFFECT if waiting.flags & L.FRAME_STASH_EFFECT else UseOrigin.MAIN)
        self.use_flags = L.USE_BURST_PAID if self.use_origin == UseOrigin.EFFECT else 0
        waiting.flags &= ~(L.FRAME_USE_STASHED | L.FRAME_STASH_FLASH | L.FRAME_STASH_EFFECT)
