"""The reference effect system: events, the trigger queue, Bursts and the opcode interpreter.

``emit``, ``_collect``, ``_offer_burst``, ``end_batch`` and the mods helpers are twins of
``bscore/events.pyx``; the interpreter loop is the twin of ``bscore/effects.pyx``.
``docs/EFFECTS.md`` gives the semantics of every op.
Abilities triggered together wait in ``queue``; later batches resolve first and the turn
player orders a batch (R10.5). A resolving ability is a ``Frame`` whose program counter and
targets live in the state, so a game can be cloned in the middle of an effect.
"""

from __future__ import annotations

from .. import layout as L
from ..effects.compiler import BUILTIN_CRUSH, BUILTIN_RAID, TO_TRASH_EVENTS, CardFlag, event_bit
from ..effects.spec import (
    EVENT_FLAG_BITS,
    AbilityKind,
    Dest,
    Duration,
    Event,
    EventFlag,
    F,
    FilterFlag,
    Keyword,
    Mod,
    Op,
    Rel,
    Rule,
    Scope,
    Side,
    Static,
    Timing,
    TriggerFlag,
    Who,
    Zone,
)
from ..layout import Battle, Decision, Phase, UseKind, UseOrigin
from . import kernels as K
from .ascend import defeated_bp
from .battle_rules import blocks_silenced
from .ops import HANDLERS
from .pool2_ops import is_cast_frame, magic_to_hand
from .records import BATTLER_TYPES, Frame, ModEntry, Pending, pack, unpack
from .symbols import count_destroyed, has_all_families, target_relation_ok, union_candidates

IN_TRASH = -2  # _collect's k for a card in its owner's Trash
IN_HAND = -3  # pool II: _collect's k for a card in its owner's hand
MAX_LKI_BP = 32767  # ModEntry.value is an int16



def event_heard(aev: int, ev: int) -> bool:
    """An ability listening for ``aev`` hears ``ev``: "When Attacks or Blocks" hears both, and a "When
    Destroyed" hears a depletion too (R6.2: a Spirit left with no cores by an effect or a cost was destroyed)."""
    return aev == ev or (aev == Event.ATTACKS_OR_BLOCKS and ev in (Event.ATTACKS, Event.BLOCKS)) \
        or (aev == Event.DESTROYED and ev == Event.DEPLETED) or (aev == Event.TO_TRASH and ev in TO_TRASH_EVENTS)

class EffectsMixin:
    """Effect handling for RefState."""

    def _init_effects(self) -> None:
        self.edecision = Decision.NONE
        self.edecision_player = L.NO_PLAYER
        self.next_batch = 0
        self.awaken_slot = L.NO_SLOT
        self.first_attacker = L.NO_CARD
        self.burst_offer = 0
        self.burst_queue: list[int] = []
        # vocab-D: the event subject of each player's offered or activated Burst (its frame's subject), else 0
        self.burst_subj_player = [0, 0]
        self.burst_subj_inst = [0, 0]
        self.burst_subj_cores = [0, 0]
        self.burst_subj_flags = [0, 0]
        self.turn_flags = [0, 0]
        self.battle_magic = [0, 0]
        self.mods: list[ModEntry] = []
        self.queue: list[Pending] = []
        self.frames: list[Frame] = []

    # -- decisions ----------------------------------------------------------------------------
    def current(self) -> tuple[int, int]:
        if self.edecision != Decision.NONE:
            return self.edecision, self.edecision_player
        return self.decision, self.decision_player

    def _edecide(self, kind: int, player: int) -> None:
        self.edecision = kind
        self.edecision_player = player if kind != Decision.NONE else L.NO_PLAYER

    def effects_pending(self) -> bool:
        return bool(self.frames or self.queue or self.burst_offer or self.burst_queue)

    # -- mods ---------------------------------------------------------------------------------
    def add_mod(self, player: int, inst: int, kind: int, duration: int, value: int, source: int) -> None:
        if len(self.mods) >= L.MAX_MODS:
            self.table_overflow()
            return
        # vocab-D: turn ends to pass before the opponent's next turn ends (Duration.NEXT_OPP_TURN)
        pad = (1 if self.active == source else 2) if duration == Duration.NEXT_OPP_TURN else 0
        self.mods.append(ModEntry(player, inst, kind, duration, value, source, pad))

    def table_overflow(self) -> None:
        """A full effect table: nothing is dropped silently, the game stops (_advance ends it)."""
        self.end_reason = L.EndReason.TABLE_OVERFLOW

    def purge_mods(self, p: int, inst: int) -> None:
        """A card that leaves the field loses every effect on it."""
        self.mods = [m for m in self.mods if not (m.player == p and m.inst == inst)]

    def expire_mods(self, duration: int) -> None:
        self.mods = [m for m in self.mods if m.duration != duration]

    def age_next_opp_turn_mods(self) -> None:
        """A turn ends (R5.7): a Duration.NEXT_OPP_TURN row ends with its source's opponent's next turn, counted
        down in its pad."""
        kept = []
        for m in self.mods:
            if m.duration == Duration.NEXT_OPP_TURN:
                if m.pad == 0:
                    continue
                m.pad -= 1
            kept.append(m)
        self.mods = kept

    def expire_refresh_mods(self, p: int) -> None:
        """Player p's Refresh Step (R5.4): effects lasting until then end."""
        self.mods = [m for m in self.mods if not (m.player == p and m.duration == Duration.NEXT_REFRESH)]

    # -- events -------------------------------------------------------------------------------
    def end_batch(self) -> None:
        """Close a group of simultaneous events: later groups resolve first (R10.5)."""
        if any(e.batch == self.next_batch for e in self.queue):
            self.next_batch += 1
            if self.next_batch >= 250:  # renumber, keeping the order
                order = sorted({e.batch for e in self.queue})
                remap = {b: i for i, b in enumerate(order)}
                for e in self.queue:
                    e.batch = remap[e.batch]
                self.next_batch = len(order)

    def _push(self, ab: int, q: int, inst: int, sp: int, si: int, cores: int, flags: int) -> None:
        if len(self.queue) >= L.MAX_QUEUE:
            self.table_overflow()
        else:
            # the last-known keyword bits above the stored sixteen are read only while collecting
            self.queue.append(Pending(ab, q, inst, sp, si, cores, flags & EVENT_FLAG_BITS, self.next_batch))

    def _queued_for_this_event(self, ab: int, q: int, inst: int) -> bool:
        """R18.12: a once-per-event watcher already waits for this batch (one action on several cards is one
        event), so another card of the same event does not queue it again."""
        return bool(self.table.ab_value2[ab] & TriggerFlag.ONCE_PER_EVENT) and self._waits_in_this_batch(ab, q, inst)

    def _waits_in_this_batch(self, ab: int, q: int, inst: int = -1) -> bool:
        """Ability ``ab`` of player q (of instance ``inst``, or of any card with -1) is queued in the open batch."""
        return any(e.batch == self.next_batch and e.ability == ab and e.player == q and inst in (-1, e.inst)
                   for e in self.queue)

    def emit(self, ev: int, sp: int, si: int, flags: int = 0, cores: int = 0, eff_player: int = L.NO_PLAYER) -> None:
        """Queue every ability that ``ev`` on subject (sp, si) triggers, and offer Bursts."""
        t = self.table
        silenced = L.NO_PLAYER
        destruction = ev in (Event.DESTROYED, Event.DEPLETED)
        bit = 1 << event_bit(ev)
        heard = bool(self.game_events() & bit)  # some card of the game listens for it (its event masks)
        # most events of a game no card of its decks hears (step starts, exhausts, ...) nor a set Burst waits for:
        # a few tests, then done
        if not heard and not destruction and self._burst_listening(0, ev) < 0 and self._burst_listening(1, ev) < 0:
            return
        if destruction and si != L.NO_CARD and sp < 2:  # Cond.DESTROYED_THIS_TURN
            if t.card_type[self.players[sp].card_ids[si]] in (L.CardType.SPIRIT, L.CardType.BRAVE):
                self.turn_flags[sp] |= L.TURN_DESTROYED
                if t.destroyed_count_any:  # vocab-A: Cond.DESTROYED_AT_LEAST reads how many
                    count_destroyed(self, sp)
            # "their When Destroyed effects are not triggered": nothing of its controller answers this destruction,
            # watchers and Bursts included
            if self._destroyed_silenced(sp, si, cores, flags):
                silenced = sp
        game_flags = self.game_card_flags() if heard else 0
        masks = t.card_event_mask
        for q in (self.active, 1 - self.active):
            if q == silenced:
                continue
            eflags = flags | (EventFlag.BY_MY_EFFECT if eff_player == q else 0)
            pl = self.players[q]
            ids = pl.card_ids
            for k, slot in enumerate(pl.slots if heard else ()):  # only cards whose masks hold the event listen
                if slot is not None and masks[ids[slot.inst]] & bit:
                    self._collect(q, slot.inst, k, ev, sp, si, eflags, cores)
                if pl.brave[k] != L.NO_CARD and masks[ids[pl.brave[k]]] & bit:
                    self._collect(q, pl.brave[k], k, ev, sp, si, eflags, cores)  # "when braved" (R12.2)
            if heard and sp == q and si != L.NO_CARD and masks[ids[si]] & bit and self.slot_of(q, si) < 0:
                self._collect(q, si, -1, ev, sp, si, eflags, cores)
            for inst in list(pl.trash) if game_flags & CardFlag.TRASH_TRIGGER else ():  # from the Trash (R18.3)
                if t.card_flags[ids[inst]] & CardFlag.TRASH_TRIGGER and (sp, si) != (q, inst):
                    self._collect(q, inst, IN_TRASH, ev, sp, si, eflags, cores)
            for inst in list(pl.hand) if game_flags & CardFlag.HAND_TRIGGER else ():  # pool II: from the hand (Agile)
                if t.card_flags[ids[inst]] & CardFlag.HAND_TRIGGER and (sp, si) != (q, inst):
                    self._collect(q, inst, IN_HAND, ev, sp, si, eflags, cores)
            if heard and self.mods:
                self._collect_delayed(q, ev, sp, si, eflags, cores)
            self._offer_burst(q, ev, sp, si, cores, eflags)

    def add_delayed(self, p: int, inst: int, duration: int, ab: int, src_p: int, src_inst: int) -> None:
        """A delayed trigger (Mod.DELAYED): ability ``ab`` of card ``src_inst`` listens for ``src_p``
        until the mod ends; on (p, inst) it watches that card, with inst NO_CARD it is player-wide."""
        n = len(self.mods)
        self.add_mod(p, inst, Mod.DELAYED, duration, ab, src_p)
        if len(self.mods) > n:
            self.mods[-1].pad = src_inst

    def _collect_delayed(self, q: int, ev: int, sp: int, si: int, flags: int, cores: int) -> None:
        """Queue player q's delayed triggers ``ev`` sets off, in the order they were made. A watching
        one takes its card as the subject (scope SELF: only events on that card)."""
        t = self.table
        for m in list(self.mods):
            if m.kind != Mod.DELAYED or m.source != q:
                continue
            ab = m.value
            aev = t.ab_event[ab]
            if not event_heard(aev, ev) or (aev == Event.TO_TRASH and not self._in_own_trash(sp, si)):
                continue
            scope = t.ab_scope[ab]
            if m.inst != L.NO_CARD and scope == Scope.SELF and (sp, si) != (m.player, m.inst):
                continue
            if (scope == Scope.MINE and sp != q) or (scope == Scope.OPPONENT and sp != 1 - q):
                continue
            need = t.ab_flags[ab]
            if flags & need != need:
                continue
            subj = t.ab_subject[ab]
            if subj >= 0 and (si == L.NO_CARD or not self.matches_lki(subj, q, sp, si, cores, flags, q, m.pad)):
                continue
            if t.ab_filter2[ab] >= 0 and not self._cause_matches(t.ab_filter2[ab], q, flags):
                continue
            if self._queued_for_this_event(ab, q, m.pad):
                continue
            if m.inst != L.NO_CARD:
                self._push(ab, q, m.pad, m.player, m.inst, 0, flags)
            else:
                self._push(ab, q, m.pad, sp, si, cores, flags)

    def _collect(self, q: int, inst: int, k: int, ev: int, sp: int, si: int, flags: int, cores: int) -> None:
        t = self.table
        # R12.2 / R12.11: a Brave fused to the card in slot k hears only its "when braved" triggers, for that card
        fused = k >= 0 and self.players[q].slots[k].inst != inst
        self_inst = self.players[q].slots[k].inst if fused else inst
        for ab in t.card_abilities(self.players[q].card_ids[inst]):
            if t.ab_kind[ab] != AbilityKind.TRIGGERED:
                continue
            if fused != (t.ab_timing[ab] in (Timing.BRAVED, Timing.BRAVED_LEFT, Timing.BRAVED_RIGHT)):
                continue
            if fused and t.ab_timing[ab] == (Timing.BRAVED_RIGHT if self.players[q].brave_side[k] == 0
                                             else Timing.BRAVED_LEFT):
                continue  # R12.9: the other side's effect
            if (t.ab_value[ab] == Zone.TRASH) != (k == IN_TRASH):  # where the ability works: field, Trash or hand
                continue
            if (t.ab_value[ab] == Zone.HAND) != (k == IN_HAND):
                continue
            scope = t.ab_scope[ab]
            aev = t.ab_event[ab]
            if not event_heard(aev, ev):
                # a Spirit's "When Blocks" effects may also work when it attacks (static)
                if not (ev == Event.ATTACKS and aev == Event.BLOCKS and scope == Scope.SELF and k >= 0
                        and self._affected_by(Static.BLOCK_TRIGGERS_ON_ATTACK, q, k)):
                    continue
            if aev == Event.TO_TRASH and not self._in_own_trash(sp, si):
                continue
            if scope == Scope.SELF and (sp, si) != (q, self_inst):
                continue
            if ev == Event.BLOCKS and scope == Scope.SELF and blocks_silenced(self, q):
                continue  # vocab-B (BSS04-004): "When This Spirit Blocks" effects of a Spirit blocking such an attacker
            if (scope == Scope.MINE and sp != q) or (scope == Scope.OPPONENT and sp != 1 - q):
                continue
            need = t.ab_flags[ab]
            if flags & need != need:
                continue
            subj = t.ab_subject[ab]
            if subj >= 0 and (si == L.NO_CARD or not self.matches_lki(subj, q, sp, si, cores, flags, q, inst)):
                continue
            if t.ab_filter2[ab] >= 0 and not self._cause_matches(t.ab_filter2[ab], q, flags):
                continue
            if t.ab_timing[ab] == Timing.ARMED:  # armed for this battle by another of its abilities
                if not self.armed(q, inst, ab):
                    continue
            elif not fused and not self.timing_holds(t.ab_timing[ab], q, q, inst):
                continue
            if k >= 0:
                if not self.level_gate(ab, q, k):
                    continue
            elif t.ab_levels[ab]:
                # its level by last-known cores; a depleted card had none left: its lowest level (R6.2)
                row = self.players[q].card_ids[inst]
                lki_cores = K.min_cores(t.card_type[row], t.level_cores[row]) if ev == Event.DEPLETED else cores
                level = self._lki_level(row, lki_cores)
                if not t.ab_levels[ab] & (1 << level):
                    continue
            if self._queued_for_this_event(ab, q, inst):
                continue
            if t.ab_value2[ab] & TriggerFlag.NO_DUPLICATE and self._waits_in_this_batch(ab, q):
                continue  # vocab-B: "this effect does not duplicate": one copy answers the event
            if ev == Event.DRAW_STEP and self._waits_in_this_batch(ab, q):
                continue  # R18.12: copies of one Draw-Step static act as one change (Count.COPIES counts them)
            self._push(ab, q, inst, sp, si, cores, flags)

    def _in_own_trash(self, p: int, inst: int) -> bool:
        """Card (p, inst) lies in its owner's Trash (Event.TO_TRASH: the card was placed there)."""
        return p < 2 and inst != L.NO_CARD and inst in self.players[p].trash

    def _cause_matches(self, fid: int, q: int, flags: int) -> bool:
        """vocab-D, a trigger's source filter: an effect caused the event (BY_EFFECT) and the resolving
        ability's source card matches fid (sides relative to q)."""
        if not flags & EventFlag.BY_EFFECT or not self.frames:
            return False
        fr = self.frames[-1]
        return self.source_matches(fid, q, fr.player, fr.inst)

    def _destroyed_silenced(self, q: int, inst: int, cores: int, flags: int) -> bool:
        """Its controller's effects that this destruction would trigger stay silent (its own "When Destroyed"
        effects, their watchers, Bursts): a DESTROY_SILENT op is running against its player (Mod.SILENCE_DESTROYED),
        or a Static.RULE SILENCE_DESTROYED covered it as it last was."""
        return self._has_mod(q, L.NO_CARD, Mod.SILENCE_DESTROYED) or self.rule_affects_lki(
            Rule.SILENCE_DESTROYED, q, inst, cores, flags)

    def _burst_listening(self, q: int, ev: int) -> int:
        """The Burst ability of q's set Burst when it could be offered for ``ev`` (the tests before the event's
        subject), else -1."""
        pl = self.players[q]
        if pl.burst_inst == L.NO_CARD or pl.burst_state or self.burst_offer & (1 << q):
            return -1
        ab = self.burst_ability(q)
        return ab if ab >= 0 and event_heard(self.table.ab_event[ab], ev) else -1

    def _offer_burst(self, q: int, ev: int, sp: int, si: int, cores: int, flags: int) -> None:
        """Offer q's set Burst if its condition hears this event; its frame will take the event's subject."""
        ab = self._burst_listening(q, ev)
        if ab < 0:
            return
        t = self.table
        scope = t.ab_scope[ab]
        if (scope == Scope.MINE and sp != q) or (scope == Scope.OPPONENT and sp != 1 - q):
            return
        if flags & t.ab_flags[ab] == t.ab_flags[ab]:
            self.burst_offer |= 1 << q
            self.burst_subj_player[q], self.burst_subj_inst[q] = sp, si
            self.burst_subj_cores[q], self.burst_subj_flags[q] = cores, flags & EVENT_FLAG_BITS

    def clear_burst_subject(self, q: int) -> None:
        """Player q's Burst is no longer offered nor waiting: its remembered subject goes."""
        self.burst_subj_player[q] = self.burst_subj_inst[q] = self.burst_subj_cores[q] = self.burst_subj_flags[q] = 0

    def burst_ability(self, q: int) -> int:
        pl = self.players[q]
        return self.ability_of_kind(pl.card_ids[pl.burst_inst], AbilityKind.BURST)

    def ability_of_kind(self, row: int, kind: int) -> int:
        for ab in self.table.card_abilities(row):
            if self.table.ab_kind[ab] == kind:
                return ab
        return -1

    def trigger_keywords_on_attack(self, p: int, k: int) -> None:
        inst = self.players[p].slots[k].inst
        if self.keyword(p, k, Keyword.CRUSH) >= 0:
            self._push(BUILTIN_CRUSH, p, inst, p, inst, 0, 0)
        if self.keyword(p, k, Keyword.RAID) >= 0:
            self._push(BUILTIN_RAID, p, inst, p, inst, 0, 0)
        self.luster = inst + 1 if self.keyword(p, k, Keyword.LUSTER) >= 0 else 0

    # -- running effects ----------------------------------------------------------------------
    def run_effects_step(self) -> None:
        """One step of effect resolution (called by advance while effects are pending)."""
        if self.frames:
            fr = self.frames[-1]
            # R10.6: only what this discard triggered (batches from fr.picks on) resolves inside it;
            # on a full frame stack _push_frame ends the game (TABLE_OVERFLOW) rather than wait
            if fr.flags & L.FRAME_NESTED and self.queue and max(e.batch for e in self.queue) >= fr.picks:
                self._start_next_trigger()
            else:
                self._exec(fr)
            return
        if self.burst_offer:
            q = self.active if self.burst_offer & (1 << self.active) else 1 - self.active
            self._edecide(Decision.BURST, q)
            return
        if self.queue:
            self._start_next_trigger()
            return
        q = self.burst_queue.pop(0)
        # vocab-D: the Burst's frame keeps the subject of the event that offered it
        self._push_frame(self.burst_ability(q), q, self.players[q].burst_inst, self.burst_subj_player[q],
                         self.burst_subj_inst[q], self.burst_subj_cores[q], self.burst_subj_flags[q], L.FRAME_BURST)
        self.clear_burst_subject(q)

    def _push_frame(self, ab: int, player: int, inst: int, sp: int = L.NO_PLAYER, si: int = L.NO_CARD,
                    cores: int = 0, flags: int = 0, frame_flags: int = 0) -> None:
        """Start resolving ability ``ab`` (twin of ``push_frame``; a full stack stops the game)."""
        if len(self.frames) >= L.MAX_FRAMES:
            self.table_overflow()
            return
        fr = Frame(ab, player, inst, sp, si, cores, flags)
        fr.flags = frame_flags
        self.frames.append(fr)

    def _top_batch(self) -> list[int]:
        top = max(e.batch for e in self.queue)
        return [i for i, e in enumerate(self.queue) if e.batch == top]

    def _start_next_trigger(self) -> None:
        cands = self._top_batch()
        if len(cands) > 1:
            self._edecide(Decision.ORDER, self.active)  # R10.5: the turn player orders
            return
        self._resolve_pending(cands[0])

    def _resolve_pending(self, index: int) -> None:
        e = self.queue.pop(index)
        if not self.queue:
            self.next_batch = 0
        self._push_frame(e.ability, e.player, e.inst, e.subj_player, e.subj_inst, e.subj_cores, e.subj_flags)

    def _end_frame(self, fr: Frame) -> None:
        t = self.table
        if fr.flags & L.FRAME_BURST and not fr.flags & L.FRAME_SUBSTEP:
            fr.flags |= L.FRAME_SUBSTEP  # R13.5: the paid Magic effect may follow
            if self._burst_magic(fr) >= 0:
                self._edecide(Decision.YES_NO, fr.player)
                return
            self._finish_burst(fr, pay=False)
            return
        self.frames.pop()
        if fr.flags & L.FRAME_MAGIC:
            self.finish_magic()
            from_hand = EventFlag.FROM_HAND if fr.flags & L.FRAME_FROM_HAND else 0  # woden
            self.emit(Event.MAGIC_USED, fr.player, fr.inst, from_hand, 0, fr.player)  # after it resolved, from the Trash
            self.end_batch()
        elif t.ab_kind[fr.ability] == AbilityKind.TRIGGERED and t.ab_event[fr.ability] == Event.SUMMONED \
                and t.ab_scope[fr.ability] == Scope.SELF:
            self.emit(Event.WS_RESOLVED, fr.player, fr.inst)
            self.end_batch()
        elif is_cast_frame(self, fr):  # pool II: a Magic used by CAST_MAGIC resolved (from the Trash)
            trash = self.players[fr.player].trash
            if magic_to_hand(self, fr.player, fr.inst) and fr.inst in trash:
                trash.remove(fr.inst)
                self.players[fr.player].hand.append(fr.inst)
            self.emit(Event.MAGIC_USED, fr.player, fr.inst, 0, 0, fr.player)
            self.end_batch()

    def _burst_magic(self, fr: Frame) -> int:
        """The Magic effect the finished Burst may pay for, if its owner can pay (else -1)."""
        t = self.table
        kind = t.ab_value[fr.ability]
        if not kind:
            return -1
        row = self.players[fr.player].card_ids[fr.inst]
        bit = L.MagicStep.MAIN if kind == AbilityKind.MAGIC_MAIN else L.MagicStep.FLASH
        for ab in t.card_abilities(row):
            if t.ab_kind[ab] in (AbilityKind.MAGIC_MAIN, AbilityKind.MAGIC_FLASH) and t.ab_value[ab] & bit:
                if self._total_cores(fr.player) >= self.cost_to_pay(fr.player, fr.inst) and (
                        not t.ab_cond[ab] or self.cond_holds(t.ab_cond[ab], t.ab_cond_arg[ab], fr.player, fr.player,
                                                             fr.inst)):  # CB01: the effect's condition
                    return ab
                return -1
        return -1

    def _finish_burst(self, fr: Frame, pay: bool) -> None:
        p = fr.player
        pl = self.players[p]
        ab = self._burst_magic(fr) if pay else -1
        self.frames.pop()
        inst = pl.burst_inst
        pl.burst_inst = L.NO_CARD
        pl.burst_state = 0
        if ab < 0:
            if inst != L.NO_CARD:  # a Burst that placed itself is on the field already (BSS03-116)
                pl.trash.append(inst)
            return
        self.use_player, self.use_inst, self.use_kind = p, inst, UseKind.MAGIC
        self.use_origin, self.use_ability = UseOrigin.EFFECT, ab
        self.use_flags = L.USE_BURST_PAID
        self.use_cost_left = self.cost_to_pay(p, inst)
        self._continue_use()

    # -- interpreter --------------------------------------------------------------------------
    def _exec(self, fr: Frame) -> None:
        """Run ops of the top frame until it needs a decision, yields (R10.6) or ends; past EFFECT_WORK_LIMIT ops
        (a program that never ends) the game stops with EFFECT_LIMIT."""
        t = self.table
        ops_run = 0
        while True:
            if self.phase == Phase.GAME_OVER:
                return
            ops_run += 1
            if ops_run > L.EFFECT_WORK_LIMIT:
                self.end_reason = L.EndReason.EFFECT_LIMIT
                return
            op = t.ops[t.ab_prog[fr.ability] + fr.pc]
            code = op[0]
            if code == Op.END:
                self._end_frame(fr)
                return
            handler = HANDLERS[code]
            if handler(self, fr, op) is False:  # waiting for a decision or yielding
                return
            if not self.frames or self.frames[-1] is not fr:  # a frame pushed on top (BRAVE_KEEP) runs first
                return

    def _targets(self, fr: Frame) -> list[tuple[int, int, int]]:
        """(player, instance, slot or -1) of every target."""
        out = []
        for tgt in fr.targets[: fr.n_targets]:
            p, inst = unpack(tgt)
            out.append((p, inst, self.slot_of(p, inst)))
        return out

    def _set_targets(self, fr: Frame, cards: list[int]) -> None:
        if len(cards) > L.MAX_TARGETS:  # never a silent drop: a full table ends the game
            self.table_overflow()
        fr.targets = (cards[: L.MAX_TARGETS] + [0] * L.MAX_TARGETS)[: L.MAX_TARGETS]
        fr.n_targets = min(len(cards), L.MAX_TARGETS)

    def candidates(self, fr: Frame, fid: int, select: bool) -> list[int]:
        """Cards matching filter ``fid`` for the frame's controller, in engine order (packed)."""
        t = self.table
        f = t.filters[fid]
        q = fr.player
        src_row = self.players[q].card_ids[fr.inst] if fr.inst != L.NO_CARD else -1
        subj = (fr.subj_player, fr.subj_inst)
        taken = set(fr.targets[: fr.n_targets])
        sides = {Side.MINE: (q,), Side.OPPONENT: (1 - q,)}.get(f[F.SIDE], (q, 1 - q))
        zone = f[F.ZONE]
        out = []
        rel = f[F.RELATION]
        if zone == Zone.BUFFER:
            for inst in fr.buffer[: fr.n_buffer]:
                if pack(fr.buffer_owner, inst) in taken:  # a card already chosen is not offered again (BSS06-069)
                    continue
                if self.matches_card(fid, q, fr.buffer_owner, inst, q, fr.inst, subj) and \
                        self.off_field_ok(fr, fid, fr.buffer_owner, inst):
                    out.append(pack(fr.buffer_owner, inst))
            out = self._only_costliest(fr, fid, select, out)
            return union_candidates(self, fr, fid, select, out) if f[F.UNION] or f[F.FLAGS] & FilterFlag.NEW_NAME else out
        for p in sides:
            pl = self.players[p]
            if zone == Zone.FIELD:
                for k, slot in enumerate(pl.slots):
                    if slot is None or pack(p, slot.inst) in taken:
                        continue
                    if self.matches_field(fid, q, p, k, q, fr.inst, subj) and (
                            not select or self.targetable(p, k, q, src_row) and not self.shielded_from_source(
                                Static.UNTARGETABLE_BY, p, k, q, fr.inst)) and (
                            not rel or self.relation_ok(fr, rel, p, slot.inst, k)):
                        out.append(pack(p, slot.inst))
            elif zone == Zone.BURST:  # levels group: the set Burst card (it places itself, BSS03-116)
                inst = pl.burst_inst
                if inst != L.NO_CARD and pack(p, inst) not in taken and self.matches_card(
                        fid, q, p, inst, q, fr.inst, subj) and self.off_field_ok(fr, fid, p, inst):
                    out.append(pack(p, inst))
            else:
                for inst in (pl.trash if zone == Zone.TRASH else pl.hand):
                    if pack(p, inst) not in taken and self.matches_card(fid, q, p, inst, q, fr.inst, subj) and \
                            self.off_field_ok(fr, fid, p, inst):
                        out.append(pack(p, inst))
        out = self._only_costliest(fr, fid, select, out)
        return union_candidates(self, fr, fid, select, out) if f[F.UNION] or f[F.FLAGS] & FilterFlag.NEW_NAME else out

    def off_field_ok(self, fr: Frame, fid: int, p: int, inst: int) -> bool:
        """The keyword and relation parts of a filter for a card in hand, Trash or the buffer."""
        rel = self.table.filters[fid][F.RELATION]
        return self.matches_off_field(fid, p, inst) and (not rel or self.relation_ok(fr, rel, p, inst, -1))

    def _source_bp(self, fr: Frame) -> int:
        """The source card's BP; if it left the field as this event's subject, its last-known BP."""
        k = self.slot_of(fr.player, fr.inst) if fr.inst != L.NO_CARD else -1
        if k >= 0:
            return self.bp(fr.player, k)
        if fr.inst != L.NO_CARD and (fr.subj_player, fr.subj_inst) == (fr.player, fr.inst):
            known = self.last_known_bp(fr.player, fr.inst)  # R10.7: its BP as it was destroyed, every change included
            if known >= 0:
                return known
            row = self.players[fr.player].card_ids[fr.inst]
            idx = K.level_row(self.table.level_cores[row], fr.subj_cores)
            return self.table.level_bp[row][idx] if idx >= 0 else 0
        return -1

    def relation_ok(self, fr: Frame, rel: int, p: int, inst: int, k: int) -> bool:
        """F.RELATION for card (p, inst) in slot k (-1 off the field); COST_MOST is applied to the whole list."""
        t = self.table
        row = self.players[p].card_ids[inst]
        if rel in (Rel.BP_AT_MOST_SELF, Rel.BP_EQUAL_SELF):
            ref = self._source_bp(fr)
            if k < 0 or ref < 0 or t.card_type[row] not in BATTLER_TYPES:
                return False
            return self.bp(p, k) <= ref if rel == Rel.BP_AT_MOST_SELF else self.bp(p, k) == ref
        if rel == Rel.COST_BELOW_SUBJECT:
            if fr.subj_inst == L.NO_CARD:
                return False
            return t.cost[row] < t.cost[self.players[fr.subj_player].card_ids[fr.subj_inst]]
        if rel == Rel.COST_OF_MY_SPIRIT:
            pl = self.players[fr.player]
            return any(t.card_type[pl.card_ids[s.inst]] in (L.CardType.SPIRIT, L.CardType.BRAVE)
                       and t.cost[pl.card_ids[s.inst]] == t.cost[row] for s in pl.slots
                       if s is not None and not s.soul)  # R16.3: a card in soul state is off the field
        if rel == Rel.SHARES_FAMILY_WITH_TARGET:
            if not fr.n_targets:
                return False
            tp, ti = unpack(fr.targets[0])
            theirs = set(t.families[self.players[tp].card_ids[ti]]) - {0}
            mine_ = set(t.families[row]) - {0}
            if has_all_families(self, tp, ti) or has_all_families(self, p, inst):  # vocab-A: every family
                return bool(mine_ or has_all_families(self, p, inst)) and bool(theirs or has_all_families(self, tp, ti))
            return bool(theirs & mine_)
        if rel == Rel.BP_OF_DEFEATED:  # ascend group: BSS01-102
            return k >= 0 and t.card_type[row] in BATTLER_TYPES and self.bp(p, k) == defeated_bp(self, fr.player)
        if rel == Rel.COST_IS_AMOUNT:  # cost equal to the frame's amount (BSS02-058)
            return t.cost[row] == fr.amount
        if Rel.BP_AT_MOST_TARGET <= rel <= Rel.COST_ABOVE_AMOUNT:  # vocab-A: the first target, the amount
            return target_relation_ok(self, fr, rel, p, inst, k)
        if rel == Rel.COST_BELOW_SOURCE:  # pool II: cheaper than the source card (its printed cost)
            return fr.inst != L.NO_CARD and self.card_cost(p, inst) < t.cost[self.players[fr.player].card_ids[fr.inst]]
        if rel == Rel.HAS_CHOSEN_COLOR:  # pool II: the colour CHOOSE_COLOR picked (a colour bit in the amount)
            return bool(t.colors[row] & fr.amount)
        if rel == Rel.BP_ABOVE_OPP_MAX:  # above every opposing Spirit's BP (BSS02-093)
            o = 1 - fr.player
            top = max([self.bp(o, kk) for kk, s in enumerate(self.players[o].slots)
                       if s is not None and not s.soul  # R16.3
                       and t.card_type[self.players[o].card_ids[s.inst]] in BATTLER_TYPES], default=0)
            return k >= 0 and self.bp(p, k) > top
        return True

    def _only_costliest(self, fr: Frame, fid: int, select: bool, out: list[int]) -> list[int]:
        """Rel.COST_MOST: keep the candidates that cost the most of every matching card (an untargetable
        costlier card leaves nothing to select)."""
        rel = self.table.filters[fid][F.RELATION]
        if rel not in (Rel.COST_MOST, Rel.COST_LEAST) or not out:  # vocab-A: COST_LEAST, the cheapest
            return out
        every = self.candidates(fr, fid, select=False) if select else out
        pick = max if rel == Rel.COST_MOST else min
        top = pick(self.table.cost[self.players[p].card_ids[i]] for p, i in map(unpack, every))
        return [c for c in out if self.table.cost[self.players[c >> 6].card_ids[c & 63]] == top]

    def who_player(self, fr: Frame, who: int) -> int:
        return fr.player if who == Who.CONTROLLER else 1 - fr.player

    # -- card movements used by effects ----------------------------------------------------------
    def attacking_flag(self, p: int, k: int) -> int:
        """vocab-D: WAS_ATTACKING when the card in (p, k) is the current battle's attacker (its last-known role)."""
        return EventFlag.WAS_ATTACKING if self.in_battle != Battle.NONE and p == self.active and self.attacker == k else 0

    def destroy_card(self, p: int, k: int, flags: int, eff_player: int) -> None:
        """Destroy the card in (p, k): to the Trash, cores to the Reserve; its last-known cores, Soul Core
        and keywords travel with the event."""
        inst = self.players[p].slots[k].inst
        cores = self._cores_on(p, k)
        had_soul = self.players[p].soul_loc == L.SOUL_SLOT0 + k
        flags |= self.last_known_keywords(p, k) | self.attacking_flag(p, k)
        self.note_last_known_bp(p, k)
        self._leave_field(p, k)
        self.emit(Event.DESTROYED, p, inst, flags | (EventFlag.HAD_SOUL if had_soul else 0), cores, eff_player)

    def note_last_known_bp(self, p: int, k: int) -> None:
        """R10.7: the card in (p, k) is about to be destroyed; a card that compares with its own BP
        (CardFlag.READS_OWN_BP) keeps the BP it has now, every change in force included, as Mod.LAST_KNOWN_BP."""
        inst = self.players[p].slots[k].inst
        if not self.table.card_flags[self.players[p].card_ids[inst]] & CardFlag.READS_OWN_BP:
            return
        bp = min(max(self.bp(p, k), 0), MAX_LKI_BP)
        for m in self.mods:
            if m.kind == Mod.LAST_KNOWN_BP and m.player == p and m.pad == inst:
                m.value = bp
                return
        n = len(self.mods)
        self.add_mod(p, L.NO_CARD, Mod.LAST_KNOWN_BP, Duration.TURN, bp, p)
        if len(self.mods) > n:
            self.mods[-1].pad = inst

    def last_known_bp(self, p: int, inst: int) -> int:
        """The BP note_last_known_bp recorded for card (p, inst) this turn, or -1."""
        return next((m.value for m in self.mods if m.kind == Mod.LAST_KNOWN_BP and m.player == p and m.pad == inst),
                    -1)

    def return_to_hand(self, p: int, k: int) -> None:
        inst = self.players[p].slots[k].inst
        self._leave_field(p, k, to_hand=True)
        self.emit(Event.RETURNED, p, inst, EventFlag.TO_HAND)  # vocab-D: it went to a hand

    def move_card(self, p: int, inst: int, dest: int) -> None:
        """A card that is in no zone (buffer, or just taken out) goes to ``dest``."""
        pl = self.players[p]
        if dest == Dest.HAND:
            pl.hand.append(inst)
        elif dest == Dest.TRASH:
            pl.trash.append(inst)
        elif dest == Dest.DECK_BOTTOM:
            pl.deck.insert(0, inst)
        else:
            pl.deck.append(inst)

    def take_from_buffer(self, fr: Frame, i: int) -> int:
        inst = fr.buffer[i]
        del fr.buffer[i]
        fr.buffer.append(0)
        fr.n_buffer -= 1
        return inst
