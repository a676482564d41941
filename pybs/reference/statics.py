"""Continuous effects in the reference engine: conditions, levels, BP, keywords, restrictions, costs (filters:
``filters.py``).

Twin of ``bscore/statics.pyx``. Everything here reads the state; nothing changes it.
"""

from __future__ import annotations

from collections.abc import Sequence

from .. import layout as L
from ..carddb import R16F_GRANDWALKER
from ..effects.compiler import CardFlag
from ..effects.spec import (
    COND_NOT,
    KEYWORD_NUMBER_SHIFT,
    SYMBOL_COLOR_SHIFT,
    AbilityKind,
    CoreZone,
    EventFlag,
    F,
    Keyword,
    Mod,
    Rel,
    Rule,
    Side,
    Static,
    Timing,
    Who,
    Zone,
)
from ..effects.spec import Cond as C
from ..layout import Battle, CardType, Phase, UseKind
from . import kernels as K
from .ascend import ascend_cond_holds
from .battle_rules import AS_SPIRIT_BP_BITS
from .cb01 import names_matching
from .costs_vd import (
    hand_rules,
    life_next_index,
    magic_core_tax,
    own_cost_colors,
    own_hand_rule,
    own_rule_discounts,
)
from .event_details import event_cond_holds
from .game_view import KEYWORD_MASK
from .handfx import handfx_cond_holds, nexus_effect_lost
from .links import battler_slot, is_linking, link_cond_holds, linked_bp
from .offslot_statics import offslot_bp, offslot_keyword
from .replace import offer_replacement, replacement_pending, turn_static_cannot_attack
from .soul_state import in_soul, soul_cond
from .symbols import armor_color_blocked, granted_colors, pool2_cond_holds, symbol_adds, union_field_match

# keyword questions in progress, (player, slot, keyword), innermost last (the compiled engine keeps the same stack
# per thread, at most 16 deep); always empty between two questions
KEYWORDS_ASKED: list[tuple[int, int, int]] = []
MAX_KEYWORDS_ASKED = 16


class StaticsMixin:
    """Continuous-effect queries for RefState (which provides table, players, mods...)."""

    # -- where cards are ----------------------------------------------------------------------
    def slot_of(self, p: int, inst: int) -> int:
        for k, slot in enumerate(self.players[p].slots):
            if slot is not None and slot.inst == inst:
                return k
        return -1

    def level_of(self, p: int, k: int) -> int:
        """R6.1 level of slot k; a MAX_LEVEL effect treats it as its highest level, a SET_LEVEL one as that."""
        row = self._slot_row(p, k)
        numbers = self.table.level_numbers[row]
        if not numbers:
            return 0
        forced = self._forced_level_index(p, k)
        if forced >= 0:
            return numbers[forced]
        return K.level_from_cores(numbers, self.table.level_cores[row], self._cores_on(p, k))

    def _level_bp(self, p: int, k: int) -> int:
        row = self._slot_row(p, k)
        forced = self._forced_level_index(p, k) if self.table.level_bp[row] else -1
        bonus = self.braved_bp(p, k)  # R12.2
        if forced < 0:
            forced = K.level_row(self.table.level_cores[row], self._cores_on(p, k))
        if forced < 0:
            return bonus
        if forced == 0 and self.table.level_numbers[row][0] == 1:
            lv1 = self.rule_value(Rule.LV1_BP, p, k)  # "treat the Lv1 BP as N" (BSS02-093)
            if lv1 >= 0:
                return lv1 + bonus
        return self.table.level_bp[row][forced] + bonus

    # -- gates --------------------------------------------------------------------------------
    def timing_holds(self, timing: int, q: int, p: int, inst: int) -> bool:
        """Is a card of player q (p, inst for WHILE_*) inside its printed timing now?"""
        if timing == Timing.ALWAYS:
            return True
        mine = self.active == q
        attack_step = self.phase == Phase.ATTACK
        if timing == Timing.YOUR_TURN:
            return mine
        if timing == Timing.OPP_TURN:
            return not mine
        if timing == Timing.YOUR_ATTACK_STEP:
            return mine and attack_step
        if timing == Timing.OPP_ATTACK_STEP:
            return not mine and attack_step
        if timing == Timing.EITHER_ATTACK_STEP:
            return attack_step
        if timing == Timing.OPP_MAIN_STEP:
            return not mine and self.phase == Phase.MAIN
        if timing == Timing.YOUR_MAIN_STEP:
            return mine and self.phase == Phase.MAIN
        on = self.in_battle != Battle.NONE
        if timing == Timing.WHILE_LINKED:  # vocab-B: a Link Spirit linked in this battle
            return on and is_linking(self, p, inst)
        attacking = on and p == self.active and self.attacker != L.NO_SLOT and \
            self.players[p].slots[self.attacker].inst == inst
        blocking = on and p != self.active and self.blocker != L.NO_SLOT and \
            self.players[p].slots[self.blocker].inst == inst
        if timing == Timing.WHILE_ATTACKING:
            return attacking
        if timing == Timing.WHILE_BLOCKING:
            return blocking
        if timing == Timing.WHILE_ATTACKING_OR_BLOCKING:
            return attacking or blocking
        return False

    def level_gate(self, ab: int, p: int, k: int) -> bool:
        mask = self.table.ab_levels[ab]
        if k >= 0 and self.table.card_type[self.players[p].card_ids[self.players[p].slots[k].inst]] == CardType.NEXUS \
                and nexus_effect_lost(self, ab, p, k) and self.table.ab_cond[ab] != C.SOUL_STATE_ALLOWED:
            return False  # Rule / Mod LOSE_EFFECTS (handfx); R16.3: entering soul state survives it
        if not mask:
            return True
        if k < 0:
            return False
        return bool(mask & (1 << self.level_of(p, k)))

    def cond_holds(self, cond: int, arg: int, q: int, p: int, inst: int, frame=None) -> bool:
        """Condition ``cond`` for controller q, source card (p, inst), optional resolving frame."""
        if cond == C.TRUE:
            return True
        if cond & COND_NOT:
            return not self.cond_holds(cond & ~COND_NOT, arg, q, p, inst, frame)
        if C.AMOUNT_AT_LEAST <= cond <= C.CORES_AT_LEAST_AMOUNT:  # the counts group's numbers (30-49; CB01: 43-44)
            return self.count_cond_holds(cond, arg, q, p, inst, frame)
        if C.HAND_FEWER_THAN_OPP <= cond <= C.LIFE_KEPT:  # the handfx group's (90-94)
            return handfx_cond_holds(self, cond, q)
        if cond in (C.IN_SOUL_STATE, C.SOUL_STATE_ALLOWED):  # R16.3
            return soul_cond(self, cond, p, inst, frame)
        if cond == C.SELF_IN_HAND:  # pool II: a hand trigger's card is still in its owner's hand
            return inst != L.NO_CARD and inst in self.players[p].hand
        if cond == C.MY_COUNT_AT_MOST:  # R16.2: cores in the controller's Count area
            return self.players[q].count_cores <= arg
        if cond == C.MY_COUNT_AT_LEAST:
            return self.players[q].count_cores >= arg
        if cond in (C.ASCENDED_WITH, C.SOUL_MOVABLE):  # ascend group (BSS01-001)
            return ascend_cond_holds(self, cond, arg, q, p, inst)
        if C.SYMBOL_COLOR <= cond <= C.SYMBOL_COLOR + 4:  # vocab-A (112-116): Chain, Life, counts, battle BP
            return pool2_cond_holds(self, cond, arg, q, p, inst, frame)
        if C.CAN_LINK <= cond <= C.SELF_LINKED:  # vocab-B: Link
            return link_cond_holds(self, cond, arg, q, p, inst, frame)
        if C.EVENT_FLAGS <= cond <= C.ASCEND_WAIVABLE:  # vocab-D: an event's details, an Ascend waiver
            return event_cond_holds(self, cond, arg, q, p, inst, frame)
        k = self.slot_of(p, inst) if inst != L.NO_CARD else -1
        if cond == C.SELF_HAS_SOUL:
            return k >= 0 and self.players[p].soul_loc == L.SOUL_SLOT0 + k
        if cond == C.SELF_REFRESHED:
            return k >= 0 and self.players[p].slots[k].exhaust == 0
        if cond == C.SELF_CORES_AT_LEAST:
            return k >= 0 and self._cores_on(p, k) >= arg
        if cond in (C.CONTROL, C.OPP_CONTROLS):
            side = q if cond == C.CONTROL else 1 - q
            return any(self.matches_field(arg, q, side, kk, p, inst) for kk in self._occupied(side)) or \
                union_field_match(self, arg, q, side, p, inst)  # vocab-A: F.UNION
        if cond == C.MY_TURN:
            return self.active == q
        if cond == C.OPP_TURN:
            return self.active != q
        if cond == C.OPP_TRASH_AT_LEAST:
            return len(self.players[1 - q].trash) >= arg
        if cond == C.HAND_AT_MOST:
            return len(self.players[q].hand) <= arg
        if cond == C.NO_LIFE_LOST_THIS_TURN:
            return not self.turn_flags[q] & L.TURN_LOST_LIFE
        if cond == C.CAN_EXHAUST_NEXUS:
            pl = self.players[q]
            return any(s is not None and s.exhaust == 0 and not s.soul  # R16.3
                       and self.table.card_type[pl.card_ids[s.inst]] == CardType.NEXUS
                       and not self.table.r16_flags[pl.card_ids[s.inst]] & R16F_GRANDWALKER for s in pl.slots)  # R16.4
        if cond == C.SOUL_AVAILABLE:
            return L.soul_core_loc(self.players[q].soul_loc) >= 0
        if cond == C.DECK_AT_LEAST:
            return len(self.players[q].deck) >= arg
        if cond == C.RESERVE_AT_LEAST:  # "pay one core from your Reserve" can be paid (R0.4, BSS06-059)
            return self.players[q].reserve + (self.players[q].soul_loc == L.SOUL_RESERVE) >= arg
        if cond in (C.CORES_AT_LEAST, C.NORMAL_CORES_AT_LEAST):  # PAY_CORES can be paid (R0.4)
            soul = cond == C.NORMAL_CORES_AT_LEAST and L.soul_core_loc(self.players[q].soul_loc) >= 0
            return self._total_cores(q) - int(soul) >= arg
        if cond == C.IN_BATTLE:
            return self.in_battle != Battle.NONE
        if cond == C.MY_MAIN_STEP:  # levels group: "if used during your Main Step" (BSS02-116)
            return self.active == q and self.phase == Phase.MAIN
        if cond == C.RAID_AVAILABLE:  # arg -1: the source's own Raid number
            n = arg if arg >= 0 else (self.keyword(p, k, Keyword.RAID) if k >= 0 else 0)
            return k >= 0 and self.players[p].slots[k].raid_uses < n
        if cond == C.ADVENTED:  # R15.4: a face-up Advent source lies under it
            return k >= 0 and self.players[p].slots[k].sources != 0
        if frame is None:
            return False
        if cond == C.SUBJECT_HAD_SOUL:
            return bool(frame.subj_flags & EventFlag.HAD_SOUL)
        if cond == C.HAS_TARGETS:
            return frame.n_targets > 0
        if cond == C.SUBJECT_ON_FIELD:
            return frame.subj_inst != L.NO_CARD and self.slot_of(frame.subj_player, frame.subj_inst) >= 0
        if cond == C.SUBJECT_REFRESHED:
            sk = self.slot_of(frame.subj_player, frame.subj_inst) if frame.subj_inst != L.NO_CARD else -1
            return sk >= 0 and self.players[frame.subj_player].slots[sk].exhaust == 0
        if cond == C.TARGETS_GONE:
            return frame.n_targets > 0 and all(k < 0 for _p, _inst, k in self._targets(frame))
        if cond in (C.BUFFER_TOP_COST, C.BUFFER_TOP_COST_IS_SUBJECTS):
            if not frame.n_buffer:
                return False
            row = self.players[frame.buffer_owner].card_ids[frame.buffer[0]]
            if cond == C.BUFFER_TOP_COST:
                return self.table.cost[row] == arg
            if frame.subj_inst == L.NO_CARD:
                return False
            return self.table.cost[row] == self.table.cost[self.players[frame.subj_player].card_ids[frame.subj_inst]]
        return False

    def count_cond_holds(self, cond: int, arg: int, q: int, p: int, inst: int, frame=None) -> bool:
        """The counts group's conditions (Cond 30-49): counts, Life, payment, per-turn use and history."""
        if cond == C.COUNT_AT_LEAST:
            return self.count_matching(arg & 0xFFFF, q, p, inst) >= arg >> 16
        if cond == C.COUNT_AT_MOST:
            return self.count_matching(arg & 0xFFFF, q, p, inst) <= arg >> 16
        if cond == C.LIFE_AT_MOST:
            return self.players[q].life <= arg
        if cond == C.LIFE_AT_LEAST:
            return self.players[q].life >= arg
        if cond == C.SOUL_AT:
            where = {CoreZone.RESERVE: L.SOUL_RESERVE, CoreZone.TRASH: L.SOUL_TRASH}.get(arg)
            return where is not None and self.players[q].soul_loc == where
        if cond == C.NAMES_AT_LEAST:  # CB01: different card names (pybs/reference/cb01.py)
            return names_matching(self, arg & 0xFFFF, q, p, inst) >= arg >> 16
        who = q if arg == Who.CONTROLLER else 1 - q
        if cond == C.DESTROYED_THIS_TURN:
            return bool(self.turn_flags[who] & L.TURN_DESTROYED)
        if cond == C.DREW_THIS_TURN:
            return bool(self.turn_flags[who] & L.TURN_DREW_BY_EFFECT)
        if cond == C.BURST_SET:
            return self.players[who].burst_inst != L.NO_CARD
        if frame is None:
            return False
        if cond == C.AMOUNT_AT_LEAST:
            return frame.amount >= arg
        if cond == C.CORES_AT_LEAST_AMOUNT:  # CB01: PAY_CORES of the frame's amount can be paid (R0.4)
            return self._total_cores(q) >= frame.amount
        if cond == C.SOUL_PAID:  # a Magic being used: its payment; a summoned card: its mark (R7)
            if frame.flags & L.FRAME_MAGIC:
                return bool(self.use_flags & L.USE_SOUL_PAID)
            return inst != L.NO_CARD and self._has_mod(p, inst, Mod.SOUL_PAID)
        if cond == C.UNUSED_THIS_TURN:
            return not any(m.kind == Mod.USED and m.player == p and m.value == frame.ability
                           and m.inst in (inst, L.NO_CARD) for m in self.mods)
        if cond == C.SUMMONED_FROM_HAND:
            return inst != L.NO_CARD and self._has_mod(p, inst, Mod.FROM_HAND)
        if cond == C.SUBJECT_FIRST_ATTACKER:
            return frame.subj_inst != L.NO_CARD and frame.subj_player == self.active and \
                frame.subj_inst == self.first_attacker
        return False

    def count_matching(self, fid: int, q: int, src_p: int, src_inst: int) -> int:
        """How many cards match filter ``fid`` (sides relative to q) in its zone: field, Trash or hand."""
        f = self.table.filters[fid]
        n = 0
        for side in (q, 1 - q):
            if (f[F.SIDE] == Side.MINE and side != q) or (f[F.SIDE] == Side.OPPONENT and side == q):
                continue
            if f[F.ZONE] == Zone.FIELD:
                n += sum(self.matches_field(fid, q, side, k, src_p, src_inst) for k in self._occupied(side))
            elif f[F.ZONE] in (Zone.TRASH, Zone.HAND):
                pl = self.players[side]
                for inst in (pl.trash if f[F.ZONE] == Zone.TRASH else pl.hand):
                    if self.matches_card(fid, q, side, inst, src_p, src_inst) and \
                            self.matches_off_field(fid, side, inst):
                        n += 1
        return n

    def matches_off_field(self, fid: int, p: int, inst: int) -> bool:
        """Keyword parts of a filter for a card in hand, Trash or a buffer: printed at any level."""
        f = self.table.filters[fid]
        kw, kw_or, kw_not = f[F.KEYWORD], f[F.KEYWORD_OR], f[F.NOT_KEYWORD]
        if kw and not self.hand_keyword(p, inst, kw) and not (kw_or and self.hand_keyword(p, inst, kw_or)):
            return False
        return not (kw_not and self.hand_keyword(p, inst, kw_not))

    def _occupied(self, p: int) -> list[int]:
        return [k for k, s in enumerate(self.players[p].slots) if s is not None]

    def static_active(self, ab: int, p: int, k: int) -> bool:
        """A static ability of the card in (p, k) is in force now."""
        t = self.table
        inst = self.players[p].slots[k].inst
        return (self.level_gate(ab, p, k) and self.timing_holds(t.ab_timing[ab], p, p, inst)
                and self.cond_holds(t.ab_cond[ab], t.ab_cond_arg[ab], p, p, inst))

    def field_statics(self, kind: int):
        """(ability, owner, slot) of every static of ``kind`` in force on the field (an empty tuple when no card
        of the game has one)."""
        by_row = (self._game_view or self.game_view()).statics.get(kind)
        if not by_row:
            return ()
        return self._field_statics_in(by_row)

    def keyword_statics(self, kw: int):
        """``field_statics(Static.KEYWORD)`` for the statics that give keyword ``kw`` to other cards (those with a
        filter), looked up per keyword in the game's view before any field card is visited."""
        by_row = (self._game_view or self.game_view()).keyword_statics.get(kw)
        return self._field_statics_in(by_row) if by_row else ()

    def _field_statics_in(self, by_row: dict[int, tuple[int, ...]]):
        for p in (self.active, 1 - self.active):
            pl = self.players[p]
            ids = pl.card_ids
            for k, slot in enumerate(pl.slots):
                if slot is not None:
                    for ab in by_row.get(ids[slot.inst], ()):
                        if self.static_active(ab, p, k):
                            yield ab, p, k

    # -- BP, keywords, restrictions -----------------------------------------------------------
    def bp(self, p: int, k: int) -> int:
        """Effective BP: level BP, temporary modifiers and every static in force (never below 0)."""
        inst = self.players[p].slots[k].inst
        total = self._level_bp(p, k)
        for m in self.mods:
            if m.kind == Mod.BP and m.player == p and m.inst == inst:
                total += m.value
            elif m.kind == Mod.AS_SPIRIT and m.player == p and m.inst == inst:  # vocab-B: a Nexus also a Spirit
                total += (m.value & AS_SPIRIT_BP_BITS) * 1000
        total += offslot_bp(self, p, k, Static.BP)  # R16.5 "while set", R12.2 "when braved"
        if self.links[2 * p] and k == battler_slot(self, p):  # vocab-B: Link adds its Link Spirits' BP
            total += linked_bp(self, p)
        t = self.table
        for kind in (Static.BP, Static.FIRST_ATTACKER_BP_PER, Static.BP_PER, Static.BP_PER_CORE, Static.BP_PER_SYMBOL):
            for ab, sp, sk in self.field_statics(kind):
                if not self._static_affects(ab, sp, sk, p, k):
                    continue
                if kind == Static.BP:
                    total += t.ab_value[ab]
                elif kind == Static.BP_PER:  # value per card matching filter2, sides relative to its controller
                    total += t.ab_value[ab] * self.count_matching(t.ab_filter2[ab], sp, sp, self.players[sp].slots[sk].inst)
                elif kind == Static.BP_PER_CORE:  # value per core on the card itself (handfx)
                    total += t.ab_value[ab] * self._cores_on(p, k)
                elif kind == Static.BP_PER_SYMBOL:  # vocab-A: value per symbol on the card itself, as treated
                    total += t.ab_value[ab] * self.symbol_count(p, k)
                elif p == self.active and inst == self.first_attacker:
                    f2 = t.ab_filter2[ab]
                    count = sum(self.matches_field(f2, sp, sp, kk, sp, -1) for kk in self._occupied(sp))
                    total += t.ab_value[ab] * count
        return max(0, total)

    def destroy_zero_bp_spirits(self) -> None:
        """R18.1: every Spirit at 0 BP is destroyed at once, as a rule (no source player).

        All are found before any leaves; the turn player's go first, then the batch closes.
        """
        if not self.rules["flags"] & L.RULE_ZERO_BP_DESTROYS:
            return
        if self.use_kind != UseKind.NONE:  # a card being used (R7.1) finishes first: paying may lower a level
            return
        if self.awaken_slot != L.NO_SLOT:  # an Awaken move (one effect, its cores moved one at a time) finishes first
            return
        t = self.table
        lowered = any(m.kind == Mod.BP and m.value < 0 for m in self.mods) or (
            self.game_card_flags() & CardFlag.NEG_BP_STATIC and any(
                t.card_flags[self.players[p].card_ids[self.players[p].slots[k].inst]] & CardFlag.NEG_BP_STATIC
                for p in (0, 1) for k in self._occupied(p)))
        if not lowered:  # printed BP is never 0: only a lowered BP can reach it
            return
        order = (self.active, 1 - self.active)
        doomed = []
        for p in order:
            for k in self._occupied(p):
                row = self.players[p].card_ids[self.players[p].slots[k].inst]
                if t.card_type[row] != CardType.SPIRIT:
                    continue
                # a Spirit below Lv1 (one still taking its cores, R8.1) has no BP to lose
                if not K.is_depleted(t.card_type[row], t.level_cores[row], self._cores_on(p, k)) and self.bp(p, k) == 0 \
                        and not replacement_pending(self, p, self.players[p].slots[k].inst):  # replace group
                    doomed.append((p, k))
        for p, k in doomed:
            # vocab-D: ZERO_BP, "destroyed via reducing its BP to 0"
            if not offer_replacement(self, p, k, EventFlag.ZERO_BP, L.NO_CARD):  # replace group: held back
                self.destroy_card(p, k, EventFlag.ZERO_BP, L.NO_PLAYER)
        if doomed:
            self.end_batch()

    def _static_affects(self, ab: int, sp: int, sk: int, p: int, k: int) -> bool:
        fid = self.table.ab_filter[ab]
        if fid < 0:
            return (sp, sk) == (p, k)
        return self.matches_field(fid, sp, p, k, sp, self.players[sp].slots[sk].inst)

    def keyword(self, p: int, k: int, kw: int) -> int:
        """The keyword's number (Crush +N, Raid N, Armor colors) if the card has it now, else -1. Asked again while
        it is being answered (a loop between statics: PR-011's Confront "with 10000 BP or more" beside BSS03-013's
        "+2000 BP to your Spirits with Confront"), the statics do not give it: the loop is read from below."""
        best = -1
        inst = self.players[p].slots[k].inst
        asked = KEYWORDS_ASKED
        if (p, k, kw) not in asked and len(asked) < MAX_KEYWORDS_ASKED:
            asked.append((p, k, kw))
            try:
                best = self._keyword_from_statics(p, k, kw)
            finally:
                asked.pop()
        for m in self.mods:
            if m.kind == Mod.KEYWORD and m.player == p and m.inst == inst and m.value & KEYWORD_MASK == kw:
                number = m.value >> KEYWORD_NUMBER_SHIFT  # a temporary keyword keeps its number
                best = best | number if kw == Keyword.ARMOR and best > 0 else max(best, number)
        return best

    def _keyword_from_statics(self, p: int, k: int, kw: int) -> int:
        """The best number of keyword ``kw`` the statics in force give the card in (p, k) (its own, granted, and
        off-slot ones), else -1."""
        best = -1
        t = self.table
        row = self.players[p].card_ids[self.players[p].slots[k].inst]
        if t.card_flags[row] & CardFlag.HAS_STATIC:
            for ab in self._own_keyword_abilities(row, kw):
                if t.ab_filter[ab] < 0 and self.static_active(ab, p, k):
                    best = max(best, t.ab_value2[ab])
        for ab, sp, sk in self.keyword_statics(kw):  # a grant to hand cards stays there: field ones only
            if t.filters[t.ab_filter[ab]][F.ZONE] == Zone.FIELD and self._static_affects(ab, sp, sk, p, k):
                best = max(best, t.ab_value2[ab])
        return offslot_keyword(self, p, k, kw, best, Static.KEYWORD)  # R16.5 "while set", R12.2 "when braved"

    def hand_keyword(self, p: int, inst: int, kw: int) -> bool:
        """A card in hand, Trash or a buffer has keyword ``kw``: its own keyword printed without a condition (one
        printed "while ... with the Soul Core on it" exists only on the field), or, in the hand only, one a static
        in force on its owner's field grants to matching hand cards (BSS02-087)."""
        t = self.table
        for ab in self._own_keyword_abilities(self.players[p].card_ids[inst], kw):
            if t.ab_filter[ab] < 0 and (t.ab_cond[ab] == C.TRUE or (  # an "in your hand" one: while it holds
                    t.ab_timing[ab] == Timing.ARMED and inst in self.players[p].hand
                    and self.cond_holds(t.ab_cond[ab], t.ab_cond_arg[ab], p, p, inst))):
                return True
        return self.granted_in_hand(p, inst, kw)

    def granted_in_hand(self, p: int, inst: int, kw: int) -> bool:
        """A static in force on p's field grants keyword ``kw`` to the hand card (p, inst) (BSS02-087)."""
        t = self.table
        if inst not in self.players[p].hand:  # a zone's grant ends as the card leaves it
            return False
        for k, slot in enumerate(self.players[p].slots):
            if slot is None:
                continue
            for ab in self._own_keyword_abilities(self.players[p].card_ids[slot.inst], kw):
                f = t.ab_filter[ab]
                if f >= 0 and t.filters[f][F.ZONE] == Zone.HAND and self.static_active(ab, p, k) and \
                        self.matches_card(f, p, p, inst, p, slot.inst):
                    return True
        return False

    def _has_mod(self, p: int, inst: int, kind: int) -> bool:
        return any(m.kind == kind and m.player == p and m.inst == inst for m in self.mods)

    def armed(self, p: int, inst: int, ab: int) -> bool:
        """The card carries a Mod.ARMED naming ability ``ab`` (it listens with it until the battle ends)."""
        return any(m.kind == Mod.ARMED and m.player == p and m.inst == inst and m.value == ab for m in self.mods)

    def _affected_by(self, kind: int, p: int, k: int) -> bool:
        return any(self._static_affects(ab, sp, sk, p, k) for ab, sp, sk in self.field_statics(kind))

    def can_attack(self, p: int, k: int) -> bool:
        """Restrictions on top of R9.1 (R0.3: "cannot" wins)."""
        inst = self.players[p].slots[k].inst
        if self.two_spirit(p, inst):  # R12.9: it never attacks
            return False
        if in_soul(self, p, k):  # R16.3: off the field
            return False
        if self._has_mod(p, inst, Mod.CANNOT_ATTACK) or self._affected_by(Static.CANNOT_ATTACK, p, k):
            return False
        if turn_static_cannot_attack(self, p, k):  # replace group (BSS02-124)
            return False
        for m in self.mods:
            if m.inst != L.NO_CARD or m.player != p or self.table.card_type[self._slot_row(p, k)] == CardType.ULTIMATE:
                continue  # R14.1: these player-wide effects are on Spirits
            if m.kind == Mod.CANNOT_ATTACK_BP and self.bp(p, k) <= m.value:
                return False
            if m.kind == Mod.ATTACK_TAX and self._cores_on(p, k) == 0:  # its last core may pay (R7.6)
                return False
        return not (self._cores_on(p, k) == 0 and self._affected_by(Static.ATTACK_TAX, p, k))

    def must_attack(self, p: int, k: int) -> bool:
        return self._affected_by(Static.MUST_ATTACK, p, k)

    def can_block(self, p: int, k: int) -> bool:
        """Restrictions on a block by (p, k) against the current attacker (R9.3, R0.3)."""
        if self._has_mod(p, self.players[p].slots[k].inst, Mod.CANNOT_BLOCK) or in_soul(self, p, k):  # R16.3
            return False
        if self._affected_by(Static.CANNOT_BLOCK, p, k):
            return False
        if self.attacker != L.NO_SLOT and self.turn_static_unblockable(p, k):
            return False
        a, ak = self.active, self.attacker
        if ak == L.NO_SLOT:
            return True
        if self.keyword(a, ak, Keyword.ASTRAL) >= 0 and self.keyword(p, k, Keyword.ASTRAL) < 0:
            return False  # Astral (keywords.json): only a blocker with Astral may block it
        for ab, sp, sk in self.field_statics(Static.UNBLOCKABLE_BY):
            if self._static_affects(ab, sp, sk, a, ak):
                f2 = self.table.ab_filter2[ab]
                rel = self.table.filters[f2][F.RELATION]
                if self.matches_field(f2, sp, p, k, sp, self.players[sp].slots[sk].inst) and (
                        rel != Rel.BP_BELOW_ATTACKER or self.bp(p, k) < self.bp(a, ak)) and (
                        rel != Rel.ARMOR_COLOR or armor_color_blocked(self, p, k)):  # vocab-A (BSS04-062)
                    return False
        return True

    def targetable(self, p: int, k: int, q: int, src_row: int) -> bool:
        """May an effect of player q (source card row src_row) pick the card in (p, k)?"""
        if p == q:
            return True
        if self.shielded_from(Static.UNTARGETABLE, p, k, src_row):
            return False
        armor = self.keyword(p, k, Keyword.ARMOR)
        return not (armor > 0 and src_row >= 0 and armor & self.table.colors[src_row])

    # -- costs --------------------------------------------------------------------------------
    def printed_cost_in_hand(self, p: int, inst: int) -> int:
        """The cost read at R7.1 step 1: the printed cost or a COST_IN_HAND static of the card."""
        t = self.table
        row = self.players[p].card_ids[inst]
        cost = t.cost[row]
        if t.card_flags[row] & CardFlag.HAS_STATIC:
            for ab in t.card_abilities(row):
                if (t.ab_kind[ab] == AbilityKind.STATIC and t.ab_static[ab] == Static.COST_IN_HAND
                        and t.ab_timing[ab] != Timing.ARMED  # ARMED: a mod's (vocab-D, COST_IS_LIFE_NEXT)
                        and self.cond_holds(t.ab_cond[ab], t.ab_cond_arg[ab], p, p, L.NO_CARD)):
                    cost = t.ab_value[ab]
        if t.card_type[row] in (CardType.SPIRIT, CardType.BRAVE):
            for m in self.mods:  # Mod.COST_IS_LIFE: its family costs the Life total in hand
                if m.kind == Mod.COST_IS_LIFE and m.player == p and m.inst == L.NO_CARD and m.value:
                    if m.value in t.families[row] and inst in self.players[p].hand:
                        cost = self.players[p].life
            if life_next_index(self, p, inst) >= 0:  # vocab-D: "the next ... costs your Life"
                cost = self.players[p].life
        return cost

    def extra_reduction(self, p: int, inst: int) -> Sequence[int]:
        """The card's reduction symbols plus those player p's EXTRA_REDUCTION statics give it (the table's row
        itself when no card of the game gives any: read it, never change it)."""
        t = self.table
        red = t.reduction[self.players[p].card_ids[inst]]
        if Static.EXTRA_REDUCTION not in self._game_statics():  # no card of the game gives any
            return red
        red = list(red)
        for ab, sp, sk in self.field_statics(Static.EXTRA_REDUCTION):
            src = self.players[sp].slots[sk].inst
            if sp == p and self.matches_card(t.ab_filter[ab], p, p, inst, p, src):
                for c in range(len(red)):
                    if t.ab_value[ab] >> c & 1 and red[c] < 250:
                        red[c] += 1
        return red

    def discount_index(self, p: int, inst: int) -> int:
        """The Mod.NEXT_MAGIC_DISCOUNT row player p's Magic ``inst`` in hand would use up, or -1."""
        t = self.table
        row = self.players[p].card_ids[inst]
        if not self.mods or t.card_type[row] != CardType.MAGIC:
            return -1
        for i, m in enumerate(self.mods):
            if m.kind == Mod.NEXT_MAGIC_DISCOUNT and m.player == p and m.inst == L.NO_CARD:
                colors = m.value >> 4
                if (colors == 0 or colors & t.colors[row]) and inst in self.players[p].hand:
                    return i
        return -1

    def paying_symbols(self, p: int, inst: int) -> list[int]:
        """Field symbol masks that reduce the cost of player p's card ``inst`` (R7.3 + statics)."""
        t = self.table
        pl = self.players[p]
        own_statics = self._own_cost_statics(p, inst)
        rules = hand_rules(self, p, inst)  # vocab-D: the card's own SYMBOL_SOURCES / OWN_COST_COLORS
        memo = self._symbols_memo
        if memo is not None and p in memo and not own_statics and not rules:
            game = self._game_statics()
            if Static.SYMBOLS_FOR not in game and Static.COLORS_FOR not in game:  # no card of the game has them
                return memo[p]
        masks: list[int] = []
        extra: dict[int, tuple[int, int]] = {}
        for kind in (Static.SYMBOLS_FOR, Static.COLORS_FOR):
            for ab, sp, sk in self.field_statics(kind):
                if sp == p and self.matches_card(t.ab_filter2[ab], p, p, inst, p, -1):
                    # with an ``affects`` filter it covers the matching Spirits of p, else its own card
                    covered = [sk] if t.ab_filter[ab] < 0 else [
                        k for k, s in enumerate(pl.slots) if s is not None and self._static_affects(ab, sp, sk, p, k)]
                    for k in covered:
                        times, colors = extra.get(k, (1, 0))
                        if kind == Static.SYMBOLS_FOR:
                            times = max(times, t.ab_value[ab])
                        else:
                            colors |= t.ab_value[ab]
                        extra[k] = (times, colors)
        plain = not extra and not own_statics and not rules  # the same masks for every card of p
        if plain and memo is not None and p in memo:
            return memo[p]
        sources = own_hand_rule(self, p, inst, Rule.SYMBOL_SOURCES) if rules else -1
        recolor = own_hand_rule(self, p, inst, Rule.OWN_COST_COLORS) if rules else -1
        game = self._game_statics()
        # symbols as printed: no symbol Mod, no Rule (SYMBOLS, SYMBOLS_ADD) nor COLOR_GRANT static in the game
        printed_only = not self.mods and Static.RULE not in game and Static.COLOR_GRANT not in game
        for k, slot in enumerate(pl.slots):
            if slot is None or slot.soul:  # R16.3: no symbols from soul state
                continue
            if sources >= 0 and not self.matches_field(t.ab_filter2[sources], p, p, k, p, inst):
                continue  # vocab-D: only these field cards' symbols reduce its cost
            times, colors = extra.get(k, (1, 0))
            if recolor >= 0:  # vocab-D: these symbols may be treated as those colours too
                colors |= own_cost_colors(self, p, inst, k)
            for ab in own_statics:  # the paid card's own "count these symbols twice" (BSS01-007)
                f = t.ab_filter[ab]
                if t.filters[f][F.ZONE] == Zone.FIELD and self.matches_field(f, p, p, k, p, inst):
                    times = max(times, t.ab_value[ab])
            if printed_only:
                over, grant, adds = -1, 0, ()
            else:
                over = self.symbol_override(p, k)
                grant = granted_colors(self, p, k)  # vocab-A: Static.COLOR_GRANT
                adds = symbol_adds(self, p, k)  # vocab-A: Rule/Mod.SYMBOLS_ADD
            colors |= grant
            if over >= 0:  # treated as having other symbols
                own = [over >> SYMBOL_COLOR_SHIFT] * (over & ((1 << SYMBOL_COLOR_SHIFT) - 1))
            else:
                own = t.symbols[pl.card_ids[slot.inst]]
                if self.first_host(p, k):  # R12.2: a fused Brave's symbols are on the field too (once, R12.9)
                    masks.extend(m | grant for m in self.braved_symbols(p, k))
            for mask in (list(own) + adds if adds else own):
                masks.extend([mask | colors] * times)
        if plain and memo is not None:
            memo[p] = masks
        return masks

    def cost_to_pay(self, p: int, inst: int) -> int:
        tax = magic_core_tax(self, p, inst)  # vocab-D: Mod.MAGIC_CORE_TAX
        if self._free_from_hand(p, inst):
            return tax
        return self.cost_with_printed(p, inst, self.printed_cost_in_hand(p, inst)) + tax

    def waived_cost(self, p: int, inst: int) -> int:
        """The cost a Rule.FREE_FROM_HAND waives for p's card ``inst`` in hand, 0 when none covers it: "you may use
        it without paying" leaves paying it as the other choice."""
        if self._free_from_hand(p, inst):
            return self.cost_with_printed(p, inst, self.printed_cost_in_hand(p, inst))
        return 0

    def offer_free_use(self, p: int, inst: int, cost: int) -> None:
        """"You may use it without paying its cost": the cost stands and PASS at the first PAY takes the free use,
        when p can pay it and still place the card's Lv1 cores (R7.1; else it is simply free)."""
        row = self.players[p].card_ids[inst]
        place = K.min_cores(self.table.card_type[row], self.table.level_cores[row])
        if cost > 0 and self.available_cores(p, bool(self.use_flags & L.USE_RESERVE_ONLY)) >= cost + place:
            self.use_cost_left = cost
            self.use_flags |= L.USE_FREE_OPTION

    def cost_with_printed(self, p: int, inst: int, printed: int) -> int:
        """R7.1 steps 2-4 from the cost ``printed`` (the card's cost, or its Mirage cost, R16.5)."""
        masks = self.paying_symbols(p, inst)
        trash = self._own_cost_trash_symbols(p, inst)
        cost = K.cost_after_reduction(printed, self.extra_reduction(p, inst), masks + trash if trash else masks)
        if hand_rules(self, p, inst):  # vocab-D: the card's own cost rules
            cost = own_rule_discounts(self, p, inst, printed, cost)
        i = self.discount_index(p, inst)
        if i >= 0:
            cost = max(0, cost - (self.mods[i].value & 15))
        if not self.turn_flags[p] & L.TURN_MAGIC_USED:
            cost = max(0, cost - self._first_magic_discount(p, inst))
        return cost
