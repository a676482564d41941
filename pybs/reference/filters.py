"""Filters in the reference engine: which cards a filter record matches (docs/EFFECTS.md).

Twin of bscore/statics_filters.pxi. Everything here reads the state; nothing changes it.
"""

from __future__ import annotations

from .. import layout as L
from ..carddb import R16F_GRANDWALKER
from ..effects.compiler import CardFlag
from ..effects.spec import (
    AbilityKind,
    BattleRole,
    Event,
    EventFlag,
    F,
    FilterFlag,
    Keyword,
    Mod,
    Rel,
    Scope,
    Side,
    Static,
)
from ..layout import Battle, CardType
from . import kernels as K
from .battle_rules import AS_SPIRIT_FAMILY_SHIFT, battler_now, nexus_spirit
from .costs_vd import treated_cost
from .handfx import family_granted
from .links import link_role_ok
from .soul_state import in_soul
from .symbols import card_facts_ok, granted_card_colors, has_all_families


class FilterMixin:
    """Filter matching of RefState: which cards a filter record matches, on the field, off it and by last-known information."""

    def matches_card(self, fid: int, q: int, p: int, inst: int, src_p: int, src_inst: int,
                     subj: tuple[int, int] | None = None) -> bool:
        """Card facts of a filter (side, type, colors, cost, family, flags, sets) for any zone."""
        f = self.table.filters[fid]
        side = f[F.SIDE]
        if (side == Side.MINE and p != q) or (side == Side.OPPONENT and p == q):
            return False
        row = self.players[p].card_ids[inst]
        t = self.table
        if f[F.TYPES] and not f[F.TYPES] & (1 << t.card_type[row]) and not self._as_spirit_type(f, p, inst, row):
            return False
        cost, colors = t.cost[row], t.colors[row]
        k = self.pair_slot(p, inst)
        if k >= 0:  # R12.2: a Braved Spirit adds its Brave's cost and colors
            brave_row = self.players[p].card_ids[self.players[p].brave[k]]
            cost, colors = cost + t.cost[brave_row], colors | t.colors[brave_row]
        if f[F.COLORS] or f[F.COLOR_COUNT]:  # vocab-A: colours granted on the field (Static.COLOR_GRANT)
            colors |= granted_card_colors(self, p, inst)
        if f[F.COLORS] and bool(f[F.COLORS] & colors) == bool(f[F.FLAGS] & FilterFlag.NOT_COLORS):
            return False  # NOT_COLORS: none of those colors
        if t.card_flags[row] & CardFlag.COST_AS:  # vocab-D: Rule.COST_AS, "treat it as costing N"
            cost = treated_cost(self, fid, p, inst, cost, src_p, src_inst)
        if not f[F.COST_MIN] <= cost <= f[F.COST_MAX]:
            return False
        if f[F.COST_SET] and (cost > 30 or not f[F.COST_SET] >> cost & 1):
            return False
        if f[F.RELATION] == Rel.COST_IS_LIFE and cost != self.players[q].life:  # vocab-A: read without a frame
            return False
        flags = f[F.FLAGS]
        if f[F.FAMILY] and f[F.FAMILY] not in t.families[row] and not family_granted(self, f[F.FAMILY], p, inst) \
                and not has_all_families(self, p, inst) \
                and not (t.card_type[row] == CardType.NEXUS and self.mods
                         and nexus_spirit(self, p, inst) >> AS_SPIRIT_FAMILY_SHIFT == f[F.FAMILY]):
            return False  # vocab-A: Static.ALL_FAMILIES; vocab-B: the family a Nexus that is also a Spirit has
        if f[F.CARDSET] and not t.cardsets[f[F.CARDSET]][row] and not (
                flags & FilterFlag.FAMILY_SET and has_all_families(self, p, inst)):
            return False
        if f[F.NOT_CARDSET] and (t.cardsets[f[F.NOT_CARDSET]][row] or (
                flags & FilterFlag.NOT_FAMILY_SET and has_all_families(self, p, inst))):
            return False
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
        if flags & FilterFlag.HAS_EFFECTS and cflags & CardFlag.VANILLA:  # "with effects listed": printed, or given
            k = self.slot_of(p, inst)  # on the field (a granted keyword or trigger is an effect it has)
            if k < 0 or not self.has_granted_effects(p, k):
                return False
        if flags & (FilterFlag.TOKEN | FilterFlag.NON_TOKEN) and \
                bool(cflags & CardFlag.TOKEN) != bool(flags & FilterFlag.TOKEN):
            return False  # R18.8: "token" / "non-token" Spirits
        return not (f[F.SYMBOLS] or f[F.COLOR_COUNT]) or card_facts_ok(self, f, p, inst, colors)  # vocab-A

    def _as_spirit_type(self, f, p: int, inst: int, row: int) -> bool:
        """vocab-B: a Nexus that is also a Spirit this turn matches filters naming Spirits (never as an Advent
        target, R15.5 CN Q23)."""
        return (self.table.card_type[row] == CardType.NEXUS and bool(f[F.TYPES] & (1 << CardType.SPIRIT))
                and not f[F.FLAGS] & FilterFlag.ADVENT_TARGET and bool(self.mods) and nexus_spirit(self, p, inst) >= 0)

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
        if flags & FilterFlag.NO_BLOCK_TRIGGER and self.has_trigger_at(row, Event.BLOCKS, level):  # replace group
            return False
        return True

    def has_granted_effects(self, p: int, k: int) -> bool:
        """The field card (p, k) was given a keyword (a static or a temporary one) or an effect (a trigger granted
        to it, Mod.DELAYED): read for printed-vanilla cards only, so every keyword it has now was given."""
        inst = self.players[p].slots[k].inst
        if any(m.kind == Mod.DELAYED and m.player == p and m.inst == inst for m in self.mods):
            return True
        return any(self.keyword(p, k, kw) >= 0 for kw in range(1, 16))

    def matches_field(self, fid: int, q: int, p: int, k: int, src_p: int, src_inst: int,
                      subj: tuple[int, int] | None = None) -> bool:
        """A filter against the card in field slot (p, k)."""
        f = self.table.filters[fid]
        slot = self.players[p].slots[k]
        if not self.matches_card(fid, q, p, slot.inst, src_p, src_inst, subj):
            return False
        row = self.players[p].card_ids[slot.inst]
        if bool(self.table.r16_flags[row] & R16F_GRANDWALKER) != bool(f[F.FLAGS] & FilterFlag.GRANDWALKER):
            return False  # R16.4: only effects naming Grandwalker Nexuses touch them
        if in_soul(self, p, k) != bool(f[F.FLAGS] & FilterFlag.SOUL_STATE):
            return False  # R16.3: a card in soul state is off the field, except for effects naming soul state
        if f[F.FLAGS] & FilterFlag.VANILLA and self.has_granted_effects(p, k):
            return False  # what a card was given is an effect it has: no longer "with no effects"
        if f[F.FLAGS] & (FilterFlag.HAS_BLOCK_TRIGGER | FilterFlag.HAS_SUMMON_TRIGGER | FilterFlag.NO_BLOCK_TRIGGER) and \
                not self.effects_at_level(f, row, self.level_of(p, k)):
            return False
        battler = battler_now(self, p, slot.inst)  # vocab-B: a Nexus that is also a Spirit has BP
        if f[F.BP_MAX] and battler and self.bp(p, k) > f[F.BP_MAX]:
            return False
        if f[F.EXHAUSTED] >= 0 and (slot.exhaust > 0) != bool(f[F.EXHAUSTED]):
            return False
        soul = self.players[p].soul_loc == L.SOUL_SLOT0 + k
        if f[F.SOUL] >= 0 and soul != bool(f[F.SOUL]):
            return False
        if not f[F.CORES_MIN] <= self._cores_on(p, k) <= f[F.CORES_MAX]:
            return False
        if f[F.KEYWORD] and self.keyword(p, k, f[F.KEYWORD]) < 0 and not (
                f[F.KEYWORD_OR] and self.keyword(p, k, f[F.KEYWORD_OR]) >= 0):
            return False
        if f[F.NOT_KEYWORD] and self.keyword(p, k, f[F.NOT_KEYWORD]) >= 0:
            return False
        if f[F.BP_MIN] and (not battler or self.bp(p, k) < f[F.BP_MIN]):
            return False
        if f[F.LEVEL_MIN] or f[F.LEVEL_MAX] < 255:
            if not f[F.LEVEL_MIN] <= self.level_of(p, k) <= f[F.LEVEL_MAX]:
                return False
        if f[F.BATTLE] and not self.battle_role_ok(f[F.BATTLE], p, k):
            return False
        if f[F.LINK] and not link_role_ok(self, f[F.LINK], p, k, src_p, src_inst):  # vocab-B
            return False
        # R15.5, CN Q22: a Spirit holding only the Soul Core cannot be Advented onto
        return not (f[F.FLAGS] & FilterFlag.ADVENT_TARGET and slot.cores == 0)

    def battle_role_ok(self, role: int, p: int, k: int) -> bool:
        """F.BATTLE: attacking / blocking / not attacking in the current battle."""
        on = self.in_battle != Battle.NONE
        attacking = on and p == self.active and self.attacker == k
        if role == BattleRole.ATTACKING:
            return attacking
        if role == BattleRole.BLOCKING:
            return on and p != self.active and self.blocker == k
        if role == BattleRole.NOT_ATTACKING:
            return not attacking
        if role == BattleRole.BLOCKED:  # "being blocked": the block stands even if the blocker left (R9.3)
            return attacking and bool(self.blocked)
        return True

    def matches_lki(self, fid: int, q: int, p: int, inst: int, cores: int, flags: int,
                    src_p: int, src_inst: int) -> bool:
        """A subject filter against a card that may have left the field: its last-known cores, Soul Core
        (HAD_SOUL) and level, and its keywords when the event carries them (LAST_KNOWN_KEYWORDS)."""
        f = self.table.filters[fid]
        k = self.slot_of(p, inst)
        if f[F.RELATION] == Rel.COST_BELOW_SOURCE and (  # pool II: "costs less than this card" (Agile)
                src_inst == L.NO_CARD or self.card_cost(p, inst) >= self.table.cost[self.players[src_p].card_ids[src_inst]]):
            return False
        if k >= 0:
            return self.matches_field(fid, q, p, k, src_p, src_inst)
        if not self.matches_card(fid, q, p, inst, src_p, src_inst):
            return False
        # vocab-D: a destroyed card's last-known battle role (WAS_ATTACKING)
        if f[F.BATTLE] == BattleRole.ATTACKING and not flags & EventFlag.WAS_ATTACKING:
            return False
        if f[F.BATTLE] == BattleRole.NOT_ATTACKING and flags & EventFlag.WAS_ATTACKING:
            return False
        if f[F.SOUL] >= 0 and bool(flags & EventFlag.HAD_SOUL) != bool(f[F.SOUL]):
            return False
        kw = f[F.KEYWORD]
        known = bool(flags & EventFlag.LAST_KNOWN_KEYWORDS)
        keyword_bits = (EventFlag.LKS_KEYWORD_0 << (Keyword.BURST + 1)) - (EventFlag.LKS_KEYWORD_0 << 1)
        if f[F.FLAGS] & FilterFlag.VANILLA and known and flags & keyword_bits:
            return False  # it had been given a keyword as it left: not "with no effects"
        if kw and known and not flags & (EventFlag.LKS_KEYWORD_0 << kw):
            return False
        if kw and not known and not self.printed_keyword_at(p, inst, kw, cores):
            return False
        row = self.players[p].card_ids[inst]
        if known and not self.effects_at_level(f, row, self._lki_level(row, cores)):
            return False  # it left the field: its level by last-known cores; otherwise printed at any level
        if known and not f[F.LEVEL_MIN] <= self._lki_level(row, cores) <= f[F.LEVEL_MAX]:
            return False  # vocab-D: "a Spirit that is LV2 or higher is destroyed": its last-known level (R10.7)
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
        return [ab for ab in t.statics_by_kind.get(Static.KEYWORD, {}).get(row, ()) if t.ab_value[ab] == kw]
