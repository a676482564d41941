"""Rules of the keywords vocabulary (docs/EFFECTS.md, "keywords"): forced levels, Static.RULE lookups,
protections by source type, attack taxes, blocking while exhausted and summon limits.

Twin: bscore/keyword_rules.pyx and the matching parts of bscore/statics.pyx. Nothing here changes the state.
"""

from __future__ import annotations

from .. import layout as L
from ..effects.compiler import CardFlag
from ..effects.spec import AbilityKind, Cond, F, Keyword, Mod, Rule, Static
from . import kernels as K
from .battle_rules import battler_now
from .records import BATTLER_TYPES
from .symbols import card_symbol_masks
from .temp_statics import temp_statics


class KeywordRulesMixin:
    """Reads the keywords vocabulary's continuous effects (mixed into RefState)."""

    def _forced_level_index(self, p: int, k: int) -> int:
        """The level row an effect makes (p, k) count as, or -1: a SET_LEVEL mod on it (or on its player, for
        a Spirit) first, then a MAX_LEVEL mod or a Static.RULE MAX_LEVEL (its highest)."""
        row = self._slot_row(p, k)
        numbers = self.table.level_numbers[row]
        inst = self.players[p].slots[k].inst
        for m in self.mods:
            if m.kind == Mod.SET_LEVEL and m.player == p and (
                    m.inst == inst or (m.inst == L.NO_CARD and self.table.card_type[row] in BATTLER_TYPES
                                       and self.table.card_type[row] != L.CardType.ULTIMATE)):  # R14.1
                return numbers.index(m.value) if m.value in numbers else 0
        j = self._static_set_level_index(p, k)
        if j >= 0:
            return j
        if self._has_mod(p, inst, Mod.MAX_LEVEL) or any(
                m.kind == Mod.MAX_LEVEL_WHILE and m.player == p and m.inst == inst and self.slot_of(p, m.value) >= 0
                for m in self.mods):  # MAX_LEVEL_WHILE: only while its player controls the card that gave it
            return len(numbers) - 1
        if self.table.card_flags[row] & CardFlag.VANILLA and self._max_level_rule(p, k):
            return len(numbers) - 1  # Rule.MAX_LEVEL lifts cards without effect text only
        return -1

    def _max_level_rule(self, p: int, k: int) -> bool:
        """A Static.RULE MAX_LEVEL in force affects (p, k); its source's level is read from its cores (not
        through level_of, which asks this)."""
        t = self.table
        for sp in (self.active, 1 - self.active):
            for sk, slot in enumerate(self.players[sp].slots):
                if slot is None:
                    continue
                row = self.players[sp].card_ids[slot.inst]
                for ab in t.card_abilities(row):
                    if t.ab_kind[ab] != AbilityKind.STATIC or t.ab_static[ab] != Static.RULE or t.ab_value[ab] != Rule.MAX_LEVEL:
                        continue
                    numbers = t.level_numbers[row]
                    level = K.level_from_cores(numbers, t.level_cores[row], self._cores_on(sp, sk)) if numbers else 0
                    if t.ab_levels[ab] and not t.ab_levels[ab] & (1 << level):
                        continue
                    if self.timing_holds(t.ab_timing[ab], sp, sp, slot.inst) and self.cond_holds(
                            t.ab_cond[ab], t.ab_cond_arg[ab], sp, sp, slot.inst) and self._static_affects(ab, sp, sk, p, k):
                        return True
        return False

    def rule_affects(self, rule: int, p: int, k: int) -> bool:
        """A Static.RULE of ``rule`` in force affects (p, k)."""
        return self.rule_value(rule, p, k) >= 0

    def rule_value(self, rule: int, p: int, k: int) -> int:
        """The value2 of the first Static.RULE of ``rule`` in force on (p, k), or -1."""
        t = self.table
        for ab, sp, sk in self.field_statics(Static.RULE):
            if t.ab_value[ab] == rule and self._static_affects(ab, sp, sk, p, k):
                return t.ab_value2[ab]
        return -1

    def rule_in_force(self, rule: int) -> bool:
        """Some field card's Static.RULE of ``rule`` is in force on itself (a rule for the whole game)."""
        return any(s is not None and self.rule_value(rule, sp, sk) >= 0
                   for sp in (0, 1) for sk, s in enumerate(self.players[sp].slots))

    def summon_once_rules(self, p: int, inst: int) -> list[int]:
        """Rule.SUMMON_ONCE static rows in force whose filter matches player p's card ``inst``."""
        t = self.table
        return sorted(ab for ab, sp, sk in self.field_statics(Static.RULE)
                      if t.ab_value[ab] == Rule.SUMMON_ONCE and t.ab_filter[ab] >= 0
                      and self.matches_card(t.ab_filter[ab], sp, p, inst, sp, self.players[sp].slots[sk].inst))

    def summon_used_up(self, p: int, inst: int) -> bool:
        """Player p already summoned this turn the one Spirit a Rule.SUMMON_ONCE covering ``inst`` allows."""
        rules = self.summon_once_rules(p, inst)
        return any(m.kind == Mod.SUMMON_COUNTED and m.player == p and m.value in rules for m in self.mods)

    def core_step_gain(self, p: int, usual: int) -> int:
        """Cores p gains in their Core Step: a Static.RULE CORE_STEP of p's in force (the highest) replaces
        the rules' number."""
        values = [self.rule_value(Rule.CORE_STEP, p, k) for k, s in enumerate(self.players[p].slots) if s is not None]
        best = max(values, default=-1)
        return best if best >= 0 else usual

    def symbol_override(self, p: int, k: int) -> int:
        """The symbols (p, k) is treated as having (count + colour bits << SYMBOL_COLOR_SHIFT) by a
        Mod.SYMBOLS on it or a Static.RULE SYMBOLS, or -1: its printed ones."""
        inst = self.players[p].slots[k].inst
        for m in self.mods:
            if m.kind == Mod.SYMBOLS and m.player == p and m.inst == inst:
                return m.value
        return self.rule_value(Rule.SYMBOLS, p, k)

    def symbol_count(self, p: int, k: int) -> int:
        """How many symbols (p, k) has now (R9.5 Life damage): its own or an override's, its Brave's (R12.2) and
        those it gains (SYMBOLS_ADD, vocab-A)."""
        return len(card_symbol_masks(self, p, k))

    def rule_affects_lki(self, rule: int, p: int, inst: int, cores: int, flags: int) -> bool:
        """A Static.RULE of ``rule`` in force would affect the card (p, inst) as it last was (it left the
        field): the static's filter read on its last-known state (R10.7)."""
        t = self.table
        return any(t.ab_value[ab] == rule and t.ab_filter[ab] >= 0 and self.matches_lki(
            t.ab_filter[ab], sp, p, inst, cores, flags, sp, self.players[sp].slots[sk].inst)
            for ab, sp, sk in self.field_statics(Static.RULE))

    def shielded_from(self, kind: int, p: int, k: int, src_row: int) -> bool:
        """A protection static of ``kind`` (UNTARGETABLE, NO_CORE_REMOVAL) in force on (p, k) covers a source of
        card row src_row: its value names the source card types (1 << CardType), 0 every source."""
        t = self.table
        for ab, sp, sk in self.field_statics(kind):
            types = t.ab_value[ab]
            if types and (src_row < 0 or not (types >> t.card_type[src_row]) & 1):
                continue
            if self._static_affects(ab, sp, sk, p, k):
                return True
        for m in temp_statics(self, kind, 0, p, k):  # vocab-D: a temporary one
            types = t.ab_value[m.value]
            if not types or (src_row >= 0 and (types >> t.card_type[src_row]) & 1):
                return True
        return False

    def turn_static_unblockable(self, p: int, k: int) -> bool:
        """A Magic's "during this turn" UNBLOCKABLE_BY (Mod.TURN_STATIC naming its row) keeps (p, k) from
        blocking the current attacker."""
        t = self.table
        for m in self.mods:
            if m.kind == Mod.CARD_STATIC:  # the same static, on one card (Ability.unblockable)
                if self.card_static_unblockable(m, p, k):
                    return True
                continue
            if m.kind != Mod.TURN_STATIC or m.inst != L.NO_CARD:
                continue
            ab, q = m.value, m.player
            if t.ab_static[ab] == Static.UNBLOCKABLE_BY and self.matches_field(
                    t.ab_filter[ab], q, self.active, self.attacker, q, -1) and self.matches_field(
                    t.ab_filter2[ab], q, p, k, q, -1):
                return True
        return False

    def attack_taxed(self, p: int, k: int) -> bool:
        """Attacking with (p, k) costs one of its cores (a player-wide Mod.ATTACK_TAX or a Static.ATTACK_TAX)."""
        return (self._has_mod(p, L.NO_CARD, Mod.ATTACK_TAX)  # on Spirits: not on Ultimates (R14.1)
                and self.table.card_type[self._slot_row(p, k)] != L.CardType.ULTIMATE) or self._affected_by(
            Static.ATTACK_TAX, p, k)

    def may_block_exhausted(self, p: int, k: int) -> bool:
        """(p, k) may block the current attacker while exhausted (Mod or Static BLOCK_EXHAUSTED)."""
        if self._has_mod(p, self.players[p].slots[k].inst, Mod.BLOCK_EXHAUSTED):
            return True
        a, ak = self.active, self.attacker
        if ak == L.NO_SLOT:
            return False
        for ab, sp, sk in self.field_statics(Static.BLOCK_EXHAUSTED):
            if self._static_affects(ab, sp, sk, p, k) and self.matches_field(
                    self.table.ab_filter2[ab], sp, a, ak, sp, self.players[sp].slots[sk].inst):
                return True
        return False

    def can_block_slot(self, p: int, k: int) -> bool:
        """(p, k) may be declared as the blocker now: a Spirit/Ultimate, refreshed (R9.3) or allowed to
        block exhausted, and no restriction forbids it."""
        slot = self.players[p].slots[k]
        if slot is None or not battler_now(self, p, slot.inst):  # vocab-B: a Nexus that is also a Spirit blocks
            return False
        if self.two_spirit(p, slot.inst):  # R12.9: it never blocks
            return False
        if slot.exhaust and not self.may_block_exhausted(p, k):
            return False
        return self.can_block(p, k)

    def card_static_unblockable(self, m, p: int, k: int) -> bool:
        """Mod ``m``, a Mod.CARD_STATIC naming an UNBLOCKABLE_BY static, sits on the current attacker and keeps
        (p, k) from blocking it (filter2 sides relative to the mod's source player)."""
        t, a = self.table, self.active
        if m.player != a or m.inst != self.players[a].slots[self.attacker].inst:
            return False
        return t.ab_static[m.value] == Static.UNBLOCKABLE_BY and self.matches_field(
            t.ab_filter2[m.value], m.source, p, k, m.source, -1)

    # -- battle group: protections against a source filter (Static.NO_DESTROY_BY, UNTARGETABLE_BY) ----------
    def source_matches(self, fid: int, q: int, src_p: int, src_inst: int) -> bool:
        """The effect's source card matches filter fid (sides relative to q): on the field with its cores and
        state; elsewhere (a Magic, a card that left) by its card facts, never "with the Soul Core on it"."""
        k = self.slot_of(src_p, src_inst)
        if k >= 0:
            return self.matches_field(fid, q, src_p, k, q, -1)
        return self.matches_card(fid, q, src_p, src_inst, q, -1) and self.table.filters[fid][F.SOUL] <= 0

    def shielded_from_source(self, kind: int, p: int, k: int, src_p: int, src_inst: int) -> bool:
        """A protection static of ``kind`` in force on (p, k) covers an opposing effect of source (src_p, src_inst)."""
        if src_p == p or src_p > 1 or src_inst == L.NO_CARD:
            return False
        if any(self._static_affects(ab, sp, sk, p, k) and self.source_matches(
                self.table.ab_filter2[ab], sp, src_p, src_inst) for ab, sp, sk in self.field_statics(kind)):
            return True
        return any(self.source_matches(self.table.ab_filter2[m.value], m.source, src_p, src_inst)
                   for m in temp_statics(self, kind, 0, p, k))  # vocab-D: a temporary one

    def life_shielded(self, a: int, k: int) -> bool:
        """A Rule.NO_LIFE_DAMAGE_BELOW in force covers the attacker (a, k) and its card has more BP (BSS03-014)."""
        t = self.table
        return any(t.ab_value[ab] == Rule.NO_LIFE_DAMAGE_BELOW and self._static_affects(ab, sp, sk, a, k)
                   and self.bp(a, k) < self.bp(sp, sk) for ab, sp, sk in self.field_statics(Static.RULE))

    def life_keeper(self) -> tuple[int, int] | None:
        """A Rule.LIFE_TO_SELF in force (the first in walk order): its card (player, slot) takes the cores an
        effect would place into a Life (BSS01-084)."""
        found = [(sp, sk) for ab, sp, sk in self.field_statics(Static.RULE) if self.table.ab_value[ab] == Rule.LIFE_TO_SELF]
        return min(found) if found else None  # the compiled walk's order: player 0 first, then slots

    def hand_swift(self, p: int, inst: int) -> bool:
        """The hand card (p, inst) may be summoned with Swift now (R18.6): as hand_keyword, except that the
        card's own Swift static with a condition (BSS03-070) counts only while the condition holds; a field card
        may still grant it."""
        t = self.table
        gated = False
        for ab in self._own_keyword_abilities(self.players[p].card_ids[inst], Keyword.SWIFT):
            if t.ab_filter[ab] < 0:
                if t.ab_cond[ab] == Cond.TRUE or self.cond_holds(t.ab_cond[ab], t.ab_cond_arg[ab], p, p, inst):
                    return True
                gated = True
        if not gated:
            return self.hand_keyword(p, inst, Keyword.SWIFT)
        return self.granted_in_hand(p, inst, Keyword.SWIFT)
