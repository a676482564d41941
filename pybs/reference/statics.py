"""Continuous effects in the reference engine: filters, BP, keywords, restrictions, costs.

Twin of ``bscore/statics.pyx``. Everything here reads the state; nothing changes it.
"""

from __future__ import annotations

from .. import layout as L
from ..effects.compiler import CardFlag
from ..effects.spec import (
    AbilityKind,
    Event,
    EventFlag,
    F,
    FilterFlag,
    Keyword,
    Mod,
    Scope,
    Side,
    Static,
    Timing,
)
from ..effects.spec import Cond as C
from ..layout import Battle, CardType, Phase, UseKind
from . import kernels as K
from .records import BATTLER_TYPES


class StaticsMixin:
    """Continuous-effect queries for RefState (which provides table, players, mods...)."""

    # -- where cards are ----------------------------------------------------------------------
    def slot_of(self, p: int, inst: int) -> int:
        for k, slot in enumerate(self.players[p].slots):
            if slot is not None and slot.inst == inst:
                return k
        return -1

    def level_of(self, p: int, k: int) -> int:
        """R6.1 level of slot k; a MAX_LEVEL effect treats it as its highest level."""
        row = self._slot_row(p, k)
        numbers = self.table.level_numbers[row]
        if not numbers:
            return 0
        if self._has_mod(p, self.players[p].slots[k].inst, Mod.MAX_LEVEL):
            return numbers[-1]
        return K.level_from_cores(numbers, self.table.level_cores[row], self._cores_on(p, k))

    def _level_bp(self, p: int, k: int) -> int:
        row = self._slot_row(p, k)
        if self._has_mod(p, self.players[p].slots[k].inst, Mod.MAX_LEVEL):
            return self.table.level_bp[row][-1] if self.table.level_bp[row] else 0
        idx = K.level_row(self.table.level_cores[row], self._cores_on(p, k))
        return self.table.level_bp[row][idx] if idx >= 0 else 0

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
        if not mask:
            return True
        if k < 0:
            return False
        return bool(mask & (1 << self.level_of(p, k)))

    def cond_holds(self, cond: int, arg: int, q: int, p: int, inst: int, frame=None) -> bool:
        """Condition ``cond`` for controller q, source card (p, inst), optional resolving frame."""
        if cond == C.TRUE:
            return True
        k = self.slot_of(p, inst) if inst != L.NO_CARD else -1
        if cond == C.SELF_HAS_SOUL:
            return k >= 0 and self.players[p].soul_loc == L.SOUL_SLOT0 + k
        if cond == C.SELF_REFRESHED:
            return k >= 0 and self.players[p].slots[k].exhaust == 0
        if cond == C.SELF_CORES_AT_LEAST:
            return k >= 0 and self._cores_on(p, k) >= arg
        if cond in (C.CONTROL, C.OPP_CONTROLS):
            side = q if cond == C.CONTROL else 1 - q
            return any(self.matches_field(arg, q, side, kk, p, inst) for kk in self._occupied(side))
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
            return any(s is not None and s.exhaust == 0 and self.table.card_type[pl.card_ids[s.inst]] == CardType.NEXUS
                       for s in pl.slots)
        if cond == C.SOUL_AVAILABLE:
            return L.soul_core_loc(self.players[q].soul_loc) >= 0
        if cond == C.DECK_AT_LEAST:
            return len(self.players[q].deck) >= arg
        if cond == C.RAID_AVAILABLE:  # arg -1: the source's own Raid number
            n = arg if arg >= 0 else (self.keyword(p, k, Keyword.RAID) if k >= 0 else 0)
            return k >= 0 and self.players[p].slots[k].raid_uses < n
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

    def _occupied(self, p: int) -> list[int]:
        return [k for k, s in enumerate(self.players[p].slots) if s is not None]

    def static_active(self, ab: int, p: int, k: int) -> bool:
        """A static ability of the card in (p, k) is in force now."""
        t = self.table
        inst = self.players[p].slots[k].inst
        return (self.level_gate(ab, p, k) and self.timing_holds(t.ab_timing[ab], p, p, inst)
                and self.cond_holds(t.ab_cond[ab], t.ab_cond_arg[ab], p, p, inst))

    def field_statics(self, kind: int):
        """(ability, owner, slot) of every static of ``kind`` in force on the field."""
        t = self.table
        for p in (self.active, 1 - self.active):
            pl = self.players[p]
            for k, slot in enumerate(pl.slots):
                if slot is None:
                    continue
                row = pl.card_ids[slot.inst]
                if not t.card_flags[row] & CardFlag.HAS_STATIC:
                    continue
                for ab in t.card_abilities(row):
                    if t.ab_static[ab] == kind and t.ab_kind[ab] == AbilityKind.STATIC and self.static_active(ab, p, k):
                        yield ab, p, k

    # -- filters ------------------------------------------------------------------------------
    def matches_card(self, fid: int, q: int, p: int, inst: int, src_p: int, src_inst: int,
                     subj: tuple[int, int] | None = None) -> bool:
        """Card facts of a filter (side, type, colors, cost, family, flags, sets) for any zone."""
        f = self.table.filters[fid]
        side = f[F.SIDE]
        if (side == Side.MINE and p != q) or (side == Side.OPPONENT and p == q):
            return False
        row = self.players[p].card_ids[inst]
        t = self.table
        if f[F.TYPES] and not f[F.TYPES] & (1 << t.card_type[row]):
            return False
        if f[F.COLORS] and not f[F.COLORS] & t.colors[row]:
            return False
        if not f[F.COST_MIN] <= t.cost[row] <= f[F.COST_MAX]:
            return False
        if f[F.FAMILY] and f[F.FAMILY] not in t.families[row]:
            return False
        if f[F.CARDSET] and not t.cardsets[f[F.CARDSET]][row]:
            return False
        if f[F.NOT_CARDSET] and t.cardsets[f[F.NOT_CARDSET]][row]:
            return False
        flags = f[F.FLAGS]
        if flags & FilterFlag.EXCLUDE_SELF and (p, inst) == (src_p, src_inst):
            return False
        if flags & FilterFlag.EXCLUDE_SUBJECT and subj is not None and (p, inst) == subj:
            return False
        cflags = t.card_flags[row]
        if flags & FilterFlag.HAS_BLOCK_TRIGGER and not cflags & CardFlag.HAS_BLOCK_TRIGGER:
            return False
        if flags & FilterFlag.HAS_SUMMON_TRIGGER and not cflags & CardFlag.HAS_SUMMON_TRIGGER:
            return False
        if flags & FilterFlag.VANILLA and not cflags & CardFlag.VANILLA:
            return False
        return True

    def has_trigger_at(self, row: int, event: int, level: int) -> bool:
        """The card prints a self trigger on ``event`` at ``level`` (-1: at any level); "Attacks or
        Blocks" effects count as block effects."""
        t = self.table
        for ab in t.card_abilities(row):
            ev = t.ab_event[ab]
            if t.ab_kind[ab] != AbilityKind.TRIGGERED or t.ab_scope[ab] != Scope.SELF:
                continue
            if ev != event and not (event == Event.BLOCKS and ev == Event.ATTACKS_OR_BLOCKS):
                continue
            if level < 0 or not t.ab_levels[ab] or t.ab_levels[ab] >> level & 1:
                return True
        return False

    def effects_at_level(self, f, row: int, level: int) -> bool:
        """The filter's "has a When Blocks / When Summoned effect" flags at the card's level (R6.1)."""
        flags = f[F.FLAGS]
        if flags & FilterFlag.HAS_BLOCK_TRIGGER and not self.has_trigger_at(row, Event.BLOCKS, level):
            return False
        if flags & FilterFlag.HAS_SUMMON_TRIGGER and not self.has_trigger_at(row, Event.SUMMONED, level):
            return False
        return True

    def matches_field(self, fid: int, q: int, p: int, k: int, src_p: int, src_inst: int,
                      subj: tuple[int, int] | None = None) -> bool:
        """A filter against the card in field slot (p, k)."""
        f = self.table.filters[fid]
        slot = self.players[p].slots[k]
        if not self.matches_card(fid, q, p, slot.inst, src_p, src_inst, subj):
            return False
        row = self.players[p].card_ids[slot.inst]
        if f[F.FLAGS] & (FilterFlag.HAS_BLOCK_TRIGGER | FilterFlag.HAS_SUMMON_TRIGGER) and \
                not self.effects_at_level(f, row, self.level_of(p, k)):
            return False
        battler = self.table.card_type[row] in BATTLER_TYPES
        if f[F.BP_MAX] and battler and self.bp(p, k) > f[F.BP_MAX]:
            return False
        if f[F.EXHAUSTED] >= 0 and (slot.exhaust > 0) != bool(f[F.EXHAUSTED]):
            return False
        soul = self.players[p].soul_loc == L.SOUL_SLOT0 + k
        if f[F.SOUL] >= 0 and soul != bool(f[F.SOUL]):
            return False
        if not f[F.CORES_MIN] <= self._cores_on(p, k) <= f[F.CORES_MAX]:
            return False
        if f[F.KEYWORD] and self.keyword(p, k, f[F.KEYWORD]) < 0:
            return False
        return True

    def matches_lki(self, fid: int, q: int, p: int, inst: int, cores: int, flags: int,
                    src_p: int, src_inst: int) -> bool:
        """A subject filter against a card that may have left the field: its last-known cores, Soul Core
        (HAD_SOUL) and level, and its keywords when the event carries them (LAST_KNOWN_KEYWORDS)."""
        f = self.table.filters[fid]
        k = self.slot_of(p, inst)
        if k >= 0:
            return self.matches_field(fid, q, p, k, src_p, src_inst)
        if not self.matches_card(fid, q, p, inst, src_p, src_inst):
            return False
        if f[F.SOUL] >= 0 and bool(flags & EventFlag.HAD_SOUL) != bool(f[F.SOUL]):
            return False
        kw = f[F.KEYWORD]
        known = bool(flags & EventFlag.LAST_KNOWN_KEYWORDS)
        if kw and known and not flags & (EventFlag.LKS_KEYWORD_0 << kw):
            return False
        if kw and not known and not self.printed_keyword_at(p, inst, kw, cores):
            return False
        row = self.players[p].card_ids[inst]
        if known and not self.effects_at_level(f, row, self._lki_level(row, cores)):
            return False  # it left the field: its level by last-known cores; otherwise printed at any level
        return f[F.CORES_MIN] <= cores <= f[F.CORES_MAX]

    def last_known_keywords(self, p: int, k: int) -> int:
        """Event flags naming every keyword the card in (p, k) has now, printed or granted (R10.7)."""
        flags = EventFlag.LAST_KNOWN_KEYWORDS
        for kw in range(1, Keyword.BURST + 1):
            if self.keyword(p, k, kw) >= 0:
                flags |= EventFlag.LKS_KEYWORD_0 << kw
        return flags

    def printed_keyword_at(self, p: int, inst: int, kw: int, cores: int) -> bool:
        """The card's own keyword ``kw`` at the level its last-known cores gave it (granted ones are gone)."""
        t = self.table
        row = self.players[p].card_ids[inst]
        level = self._lki_level(row, cores)
        return any(t.ab_filter[ab] < 0 and (not t.ab_levels[ab] or t.ab_levels[ab] >> level & 1)
                   for ab in self._own_keyword_abilities(row, kw))

    def _lki_level(self, row: int, cores: int) -> int:
        """The level a card of ``row`` had with its last-known ``cores`` (0 without levels)."""
        return K.level_from_cores(self.table.level_numbers[row], self.table.level_cores[row], cores)

    def _own_keyword_abilities(self, row: int, kw: int):
        """The card's own static abilities that give keyword ``kw`` (to itself when ``ab_filter < 0``)."""
        t = self.table
        for ab in t.card_abilities(row):
            if t.ab_kind[ab] == AbilityKind.STATIC and t.ab_static[ab] == Static.KEYWORD and t.ab_value[ab] == kw:
                yield ab

    # -- BP, keywords, restrictions -----------------------------------------------------------
    def bp(self, p: int, k: int) -> int:
        """Effective BP: level BP, temporary modifiers and every static in force (never below 0)."""
        inst = self.players[p].slots[k].inst
        total = self._level_bp(p, k)
        for m in self.mods:
            if m.kind == Mod.BP and m.player == p and m.inst == inst:
                total += m.value
        t = self.table
        for kind in (Static.BP, Static.FIRST_ATTACKER_BP_PER):
            for ab, sp, sk in self.field_statics(kind):
                if not self._static_affects(ab, sp, sk, p, k):
                    continue
                if kind == Static.BP:
                    total += t.ab_value[ab]
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
        t = self.table
        lowered = any(m.kind == Mod.BP and m.value < 0 for m in self.mods) or any(
            t.card_flags[self.players[p].card_ids[self.players[p].slots[k].inst]] & CardFlag.NEG_BP_STATIC
            for p in (0, 1) for k in self._occupied(p))
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
                if not K.is_depleted(t.card_type[row], t.level_cores[row], self._cores_on(p, k)) and self.bp(p, k) == 0:
                    doomed.append((p, k))
        for p, k in doomed:
            self.destroy_card(p, k, 0, L.NO_PLAYER)
        if doomed:
            self.end_batch()

    def _static_affects(self, ab: int, sp: int, sk: int, p: int, k: int) -> bool:
        fid = self.table.ab_filter[ab]
        if fid < 0:
            return (sp, sk) == (p, k)
        return self.matches_field(fid, sp, p, k, sp, self.players[sp].slots[sk].inst)

    def keyword(self, p: int, k: int, kw: int) -> int:
        """The keyword's number (Crush +N, Raid N, Armor colors) if the card has it now, else -1."""
        best = -1
        inst = self.players[p].slots[k].inst
        t = self.table
        row = self.players[p].card_ids[inst]
        if t.card_flags[row] & CardFlag.HAS_STATIC:
            for ab in self._own_keyword_abilities(row, kw):
                if t.ab_filter[ab] < 0 and self.static_active(ab, p, k):
                    best = max(best, t.ab_value2[ab])
        for ab, sp, sk in self.field_statics(Static.KEYWORD):
            if t.ab_value[ab] == kw and t.ab_filter[ab] >= 0 and self._static_affects(ab, sp, sk, p, k):
                best = max(best, t.ab_value2[ab])
        for m in self.mods:
            if m.kind == Mod.KEYWORD and m.player == p and m.inst == inst and m.value == kw:
                best = max(best, 0)
        return best

    def hand_keyword(self, p: int, inst: int, kw: int) -> bool:
        """A card in hand has keyword ``kw`` (its own ungated keyword, e.g. Swift)."""
        return any(True for _ in self._own_keyword_abilities(self.players[p].card_ids[inst], kw))

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
        if self._has_mod(p, inst, Mod.CANNOT_ATTACK) or self._affected_by(Static.CANNOT_ATTACK, p, k):
            return False
        for m in self.mods:
            if m.inst != L.NO_CARD or m.player != p:
                continue
            if m.kind == Mod.CANNOT_ATTACK_BP and self.bp(p, k) <= m.value:
                return False
            if m.kind == Mod.ATTACK_TAX and self._cores_on(p, k) == 0:  # its last core may pay (R7.6)
                return False
        return True

    def must_attack(self, p: int, k: int) -> bool:
        return self._affected_by(Static.MUST_ATTACK, p, k)

    def can_block(self, p: int, k: int) -> bool:
        """Restrictions on a block by (p, k) against the current attacker (R9.3, R0.3)."""
        if self._has_mod(p, self.players[p].slots[k].inst, Mod.CANNOT_BLOCK):
            return False
        a, ak = self.active, self.attacker
        if ak == L.NO_SLOT:
            return True
        for ab, sp, sk in self.field_statics(Static.UNBLOCKABLE_BY):
            if self._static_affects(ab, sp, sk, a, ak):
                f2 = self.table.ab_filter2[ab]
                if self.matches_field(f2, sp, p, k, sp, self.players[sp].slots[sk].inst):
                    return False
        return True

    def targetable(self, p: int, k: int, q: int, src_row: int) -> bool:
        """May an effect of player q (source card row src_row) pick the card in (p, k)?"""
        if p == q:
            return True
        if self._affected_by(Static.UNTARGETABLE, p, k):
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
                        and self.cond_holds(t.ab_cond[ab], t.ab_cond_arg[ab], p, p, L.NO_CARD)):
                    cost = t.ab_value[ab]
        if t.card_type[row] in (CardType.SPIRIT, CardType.BRAVE):
            for m in self.mods:  # Mod.COST_IS_LIFE: its family costs the Life total in hand
                if m.kind == Mod.COST_IS_LIFE and m.player == p and m.inst == L.NO_CARD and m.value:
                    if m.value in t.families[row] and inst in self.players[p].hand:
                        cost = self.players[p].life
        return cost

    def extra_reduction(self, p: int, inst: int) -> list[int]:
        """The card's reduction symbols plus those player p's EXTRA_REDUCTION statics give it."""
        t = self.table
        red = list(t.reduction[self.players[p].card_ids[inst]])
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
        if t.card_type[row] != CardType.MAGIC:
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
        masks: list[int] = []
        extra: dict[int, tuple[int, int]] = {}
        for kind in (Static.SYMBOLS_FOR, Static.COLORS_FOR):
            for ab, sp, sk in self.field_statics(kind):
                if sp == p and self.matches_card(t.ab_filter2[ab], p, p, inst, p, -1):
                    times, colors = extra.get(sk, (1, 0))
                    if kind == Static.SYMBOLS_FOR:
                        times = max(times, t.ab_value[ab])
                    else:
                        colors |= t.ab_value[ab]
                    extra[sk] = (times, colors)
        for k, slot in enumerate(pl.slots):
            if slot is None:
                continue
            times, colors = extra.get(k, (1, 0))
            for mask in t.symbols[pl.card_ids[slot.inst]]:
                masks.extend([mask | colors] * times)
        return masks

    def cost_to_pay(self, p: int, inst: int) -> int:
        cost = K.cost_after_reduction(self.printed_cost_in_hand(p, inst), self.extra_reduction(p, inst),
                                      self.paying_symbols(p, inst))
        i = self.discount_index(p, inst)
        return max(0, cost - (self.mods[i].value & 15)) if i >= 0 else cost

