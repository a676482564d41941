"""Effect decisions in the reference engine: their legal actions and what each answer does.

Twin of ``bscore/effect_decisions.pyx`` and ``bscore/targets.pyx``.
"""

from __future__ import annotations

from .. import codec as C
from .. import layout as L
from ..effects.compiler import CardFlag
from ..effects.spec import AbilityKind, CoreFlag, Dest, Event, Op, SummonFlag, Who, Zone
from ..layout import Decision, UseKind, UseOrigin
from . import kernels as K
from .misc import paid_draw_one
from .ops import choose_bound
from .ops_counts import core_payer, hand_added, pay_core, pay_core_sources
from .pool2_ops import answer_pool2, is_pool2_op, magic_to_hand, pool2_options
from .records import BATTLER_TYPES, Frame, pack, unpack
from .symbols import from_union_zone, keep_chosen_only, summon_zone
from .ultimates import ultimate_summon_ok


class ChoicesMixin:
    """Legal actions and effects of the effect system's decisions (for RefState)."""

    # -- option lists -------------------------------------------------------------------------
    def _op_at(self, fr: Frame):
        t = self.table
        return t.ops[t.ab_prog[fr.ability] + fr.pc]

    def cost_sum_candidates(self, fr: Frame, op) -> list[int]:
        out = []
        for packed in self.candidates(fr, op[1], select=True):
            p, inst = unpack(packed)
            if op[0] == Op.CHOOSE_BP_SUM:  # combined BP (field cards)
                k = self.slot_of(p, inst)
                if k >= 0 and self.bp(p, k) <= fr.num:
                    out.append(packed)
            elif self.card_cost(p, inst) <= fr.num:  # a Braved Spirit's cost is the sum (R12.2)
                out.append(packed)
        return out

    def summon_candidates(self, fr: Frame, op) -> list[int]:
        """Cards the SUMMON op may summon now (free slot; payable when it must be paid)."""
        t = self.table
        q = fr.player
        if all(s is not None for s in self.players[q].slots):
            return []
        out = []
        for packed in self.candidates(fr, op[1], select=False):
            p, inst = unpack(packed)
            if op[2] & SummonFlag.SELF and (p, inst) != (q, fr.inst):
                continue
            row = self.players[p].card_ids[inst]
            if (t.card_type[row] not in BATTLER_TYPES and t.card_type[row] != L.CardType.NEXUS) or (
                    t.card_type[row] in BATTLER_TYPES and self.summon_used_up(p, inst)):  # a Nexus is deployed
                continue
            if not ultimate_summon_ok(self, p, inst):  # R14.2: an effect's summon needs the condition too
                continue
            if t.card_flags[row] & CardFlag.EXTRA_SUMMON_COST:  # ascend group: paying R18.2 inside an effect is not built
                continue
            place = K.min_cores(t.card_type[row], t.level_cores[row])  # cores to place, paid or not
            cost = self.cost_to_pay(q, inst) if op[2] & 1 else 0
            if not K.payable(cost, place, self.available_cores(q, reserve_only=bool(op[2] & 2))):
                continue
            out.append(packed)
        return out

    def available_cores(self, p: int, reserve_only: bool = False) -> int:
        pl = self.players[p]
        if reserve_only:
            return pl.reserve + (pl.soul_loc == L.SOUL_RESERVE)
        return self._total_cores(p)

    def choose_options(self) -> tuple[list, bool]:
        """(options, PASS allowed) of the pending CHOOSE decision."""
        fr = self.frames[-1]
        op = self._op_at(fr)
        code = op[0]
        if code == Op.CHOOSE:
            return self.candidates(fr, op[1], select=True), fr.picks >= choose_bound(fr, op[2])
        if code in (Op.CHOOSE_COST_SUM, Op.CHOOSE_BP_SUM):
            return self.cost_sum_candidates(fr, op), True
        if code == Op.PICK:
            return self.candidates(fr, op[1], select=False), fr.picks >= op[2]
        if code == Op.SUMMON:
            return self.summon_candidates(fr, op), bool(op[3])
        if code == Op.PAY_CORES:  # which core pays next (d: the payer, pool II)
            return pay_core_sources(self, core_payer(fr, op), bool(op[3] & CoreFlag.NO_SOUL)), False
        if code == Op.DRAW:  # misc: which core the drawer pays for the next card (Rule.PAID_DRAW)
            return pay_core_sources(self, fr.player if op[2] == Who.CONTROLLER else 1 - fr.player, False), False
        if code == Op.REST:  # the next card to place, in any order
            return [pack(fr.buffer_owner, inst) for inst in fr.buffer[: fr.n_buffer]], False
        if is_pool2_op(code):  # pool II: tokens to upgrade, a core source, Magic cards or effects, colours
            return pool2_options(self, fr, op)
        return list(range(fr.num + 1)), False  # CORES ... UP_TO: how many, 0..num

    def usable_magic(self, p: int, inst: int, origin: int) -> list[int]:
        """The Magic effects of a card usable in this timing (R8.4: Main Step both, Flash timing Flash only).

        An unscripted Magic is played vanilla by its printed timings: NO_ABILITY (no effect).
        """
        t = self.table
        row = self.players[p].card_ids[inst]
        need = L.MagicStep.FLASH if origin == UseOrigin.FLASH else L.MagicStep.MAIN | L.MagicStep.FLASH
        if not t.card_flags[row] & CardFlag.SCRIPTED:
            steps = t.steps[row] & (L.MagicStep.MAIN | L.MagicStep.FLASH)
            return [L.NO_ABILITY] if steps & need else []
        return [ab for ab in t.card_abilities(row)
                if t.ab_kind[ab] in (AbilityKind.MAGIC_MAIN, AbilityKind.MAGIC_FLASH) and t.ab_value[ab] & need
                and (not t.ab_cond[ab] or self.cond_holds(t.ab_cond[ab], t.ab_cond_arg[ab], p, p, inst))]  # CB01

    def effect_legal(self) -> list[int]:
        d = self.edecision
        if d == Decision.CHOOSE:
            options, pass_ok = self.choose_options()
            return ([C.PASS] if pass_ok else []) + [C.choice(k) for k in range(min(len(options), C.MAX_CHOICES))]
        if d in (Decision.YES_NO, Decision.BURST, Decision.SOUL):
            return [C.PASS, C.CONFIRM]
        if d == Decision.ORDER:
            return [C.choice(k) for k in range(len(self._top_batch()))]
        if d == Decision.BRAVE_KEEP:  # CN 2.1 item 3
            return self.brave_keep_codes(self.frames[-1])
        if d == Decision.AWAKEN:
            p = self.edecision_player
            if self._card_room(p, self.awaken_slot) <= 0:  # full: MAX_CARD_CORES
                return [C.PASS]
            return [C.PASS] + [C.place(loc, kind) for loc, kind in self._core_sources(p, self.awaken_slot) if loc]
        return self.use_legal(d, self.edecision_player)

    # -- answers ------------------------------------------------------------------------------
    def perform_effect(self, code: int) -> None:
        d, p = self.edecision, self.edecision_player
        act = C.decode(code)
        tax = self.attack_tax_pending()
        self._edecide(Decision.NONE, L.NO_PLAYER)
        if tax:  # which core pays the attack's extra cost
            self.pay_attack_tax(self.active, soul=act.name == "CONFIRM")
        elif d == Decision.CHOOSE:
            self._answer_choose(act)
        elif d == Decision.YES_NO:
            fr = self.frames[-1]
            fr.flags &= ~L.FRAME_SUBSTEP
            if fr.flags & L.FRAME_BURST and self._op_at(fr)[0] == Op.END:
                self._finish_burst(fr, pay=act.name == "CONFIRM")
            elif act.name == "CONFIRM":
                fr.pc += 1
                if self.table.ab_event[fr.ability] == Event.WOULD_BE_DESTROYED:  # replace group: kept, no DESTROYS
                    fr.index = 0  # to remember; the ops that follow count their progress in it
            else:
                fr.pc += 1 + self._op_at(fr)[3]
        elif d == Decision.SOUL:
            if act.name == "CONFIRM":
                self.frames[-1].flags |= L.FRAME_SOUL_CHOSEN
        elif d == Decision.ORDER:
            self._resolve_pending(self._top_batch()[act.index])
        elif d == Decision.BURST:
            self.burst_offer &= ~(1 << p)
            if act.name == "CONFIRM":  # R13.3: flipped now, resolves after the other effects
                self.players[p].burst_state = 1
                self.burst_queue.append(p)
                self.emit(Event.BURST_ACTIVATED, p, self.players[p].burst_inst)  # vocab-D: "activates a Burst"
                self.end_batch()
            else:
                self.clear_burst_subject(p)  # kept set (R13.4): the event's subject is forgotten
        elif d == Decision.BRAVE_KEEP:
            self.answer_brave_keep(self.frames[-1], act)
        elif d == Decision.AWAKEN:
            if act.name == "PASS":
                self.awaken_slot = L.NO_SLOT
                self._after_flash_use()
            else:
                self._take_core(p, act.loc, act.kind)
                self._put_core(p, 1 + self.awaken_slot, act.kind)
                emptied = self.players[p].slots[act.loc - 1] if act.loc else None
                self._check_depleted_silently(p, act.loc)  # Awaken: no When Destroyed for the emptied card
                if emptied is not None and self.players[p].slots[act.loc - 1] is None:  # PR: it left, emptied
                    self.emit(Event.AWAKEN_EMPTIED, p, emptied.inst)
                    self.end_batch()
                self._edecide(Decision.AWAKEN, p)
        else:
            self.perform_use(d, p, act)

    def _answer_choose(self, act) -> None:
        fr = self.frames[-1]
        op = self._op_at(fr)
        code = op[0]
        if act.name == "PASS":
            fr.flags &= ~L.FRAME_CHOOSING
            if code == Op.CHOOSE:
                fr.num = 0  # a redirected choice (Mod.REDIRECT_NEXT) ends
                if op[5] == 2:  # vocab-A: the targets compared with give way to the chosen cards
                    keep_chosen_only(self, fr)
            fr.pc += 1
            return
        options, _ = self.choose_options()
        pick = options[act.index]
        if is_pool2_op(code):  # pool II
            answer_pool2(self, fr, op, pick)
        elif code in (Op.CHOOSE, Op.CHOOSE_COST_SUM, Op.CHOOSE_BP_SUM):
            fr.targets[fr.n_targets] = pick
            fr.n_targets += 1
            fr.picks += 1
            if code == Op.CHOOSE_COST_SUM:
                p, inst = unpack(pick)
                fr.num -= self.card_cost(p, inst)  # R12.2
            elif code == Op.CHOOSE_BP_SUM:
                p, inst = unpack(pick)
                fr.num -= self.bp(p, self.slot_of(p, inst))
        elif code == Op.PICK:
            if op[5]:  # vocab-A: the picked cards become the targets
                self._set_targets(fr, fr.targets[: fr.n_targets] + [pick])
            i = fr.buffer[: fr.n_buffer].index(unpack(pick)[1])
            self.move_card(fr.buffer_owner, self.take_from_buffer(fr, i), op[4])
            fr.picks += 1
            if op[4] == Dest.HAND:  # each card picked to hand is one HAND_ADDED
                hand_added(self, fr, fr.buffer_owner)
                self.end_batch()
        elif code == Op.SUMMON:
            fr.picks = 2 if from_union_zone(self, op[1], pick) else 1  # vocab-A: 2: from the union's zone
            self._begin_effect_summon(fr, op, pick)
        elif code == Op.REST:
            i = fr.buffer[: fr.n_buffer].index(unpack(pick)[1])
            self.move_card(fr.buffer_owner, self.take_from_buffer(fr, i), op[1])
        elif code == Op.PAY_CORES:
            pay_core(self, fr, op, pick)
        elif code == Op.DRAW:  # misc: a draw paid core by core (Rule.PAID_DRAW)
            paid_draw_one(self, fr, op, pick)
        else:  # CORES ... UP_TO
            fr.num = pick

    def _begin_effect_summon(self, fr: Frame, op, pick: int) -> None:
        p, inst = unpack(pick)
        pl = self.players[p]
        zone = summon_zone(self, op[1], fr.picks)  # vocab-A: a union's second zone
        if zone == Zone.TRASH:
            pl.trash.remove(inst)
        elif zone == Zone.BURST:  # levels group: the Burst card leaves its Burst zone
            pl.burst_inst, pl.burst_state = L.NO_CARD, 0
        elif zone == Zone.BUFFER:
            self.take_from_buffer(fr, fr.buffer[: fr.n_buffer].index(inst))
        else:
            pl.hand.remove(inst)
        fr.flags |= L.FRAME_WAITING
        self._stash_magic_use(fr)
        nexus = self.table.card_type[pl.card_ids[inst]] == L.CardType.NEXUS
        self.use_player, self.use_inst = p, inst
        self.use_kind = UseKind.DEPLOY if nexus else UseKind.SUMMON
        self.use_origin = UseOrigin.EFFECT
        self.use_flags = ((L.USE_RESERVE_ONLY if op[2] & SummonFlag.RESERVE_ONLY else 0)
                          | (L.USE_EXHAUSTED if op[2] & SummonFlag.EXHAUSTED else 0)
                          | (L.USE_NO_SUMMON_TRIGGER if op[2] & SummonFlag.NO_SUMMON_TRIGGER else 0))
        self.use_cost_left = self.cost_to_pay(p, inst) if op[2] & SummonFlag.PAY else 0
        if op[2] & SummonFlag.MAY_PAY and not op[2] & SummonFlag.PAY:
            self.offer_free_use(p, inst, self.cost_to_pay(p, inst))
        self._continue_use()

    def _after_flash_use(self) -> None:
        """An Awaken finished: the Main Step goes on, or Flash priority passes (R10.4)."""
        if self.decision == Decision.FLASH:
            self.flash_priority = 1 - self.flash_priority
            self.flash_passes = 0
            self._decide(Decision.FLASH, self.flash_priority)

    def finish_magic(self) -> None:
        """R8.4: the resolved Magic goes to the Trash."""
        p, inst, origin = self.use_player, self.use_inst, self.use_origin
        # pool II: to the hand instead when its effect said so (Op.MAGIC_TO_HAND)
        (self.players[p].hand if self.mods and magic_to_hand(self, p, inst) else self.players[p].trash).append(inst)
        if self.in_battle:
            self.battle_magic[p] |= 1 << inst  # Luster remembers it
        self._clear_use()
        self._after_use(origin, UseKind.MAGIC)
