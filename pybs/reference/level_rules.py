"""Rules of the levels vocabulary (docs/EFFECTS.md, "levels"): levels set by a static, costs paid from hand
(free Magic, the turn's first Magic, symbols counted twice or lent by the Trash).

Twin: the levels-group functions at the end of bscore/statics.pyx. Nothing here changes the state.
"""

from __future__ import annotations

from ..effects.spec import F, Rule, Static, Zone
from ..layout import CardType
from . import kernels as K


class LevelRulesMixin:
    """Reads the levels vocabulary's continuous effects (mixed into RefState)."""

    def _static_set_level_index(self, p: int, k: int) -> int:
        """The level row a Static.SET_LEVEL of the card in (p, k) in force makes it count as, or -1; its level
        gate reads the card's cores (R6.1)."""
        t = self.table
        row = self._slot_row(p, k)
        set_level = t.statics_by_kind.get(Static.SET_LEVEL, {}).get(row)
        if not set_level:
            return -1
        inst = self.players[p].slots[k].inst
        numbers = t.level_numbers[row]
        own = K.level_from_cores(numbers, t.level_cores[row], self._cores_on(p, k)) if numbers else 0
        for ab in set_level:
            if t.ab_levels[ab] and not t.ab_levels[ab] & (1 << own):
                continue
            if self.timing_holds(t.ab_timing[ab], p, p, inst) and self.cond_holds(
                    t.ab_cond[ab], t.ab_cond_arg[ab], p, p, inst) and t.ab_value[ab] in numbers:
                return numbers.index(t.ab_value[ab])
        return -1

    def _free_from_hand(self, p: int, inst: int) -> bool:
        """A Rule.FREE_FROM_HAND of p's field in force covers p's card ``inst`` in hand (its filter names it)."""
        t = self.table
        if inst not in self.players[p].hand:
            return False
        return any(sp == p and t.ab_value[ab] == Rule.FREE_FROM_HAND and t.ab_filter[ab] >= 0 and self.matches_card(
            t.ab_filter[ab], p, p, inst, p, self.players[p].slots[sk].inst) for ab, sp, sk in self.field_statics(Static.RULE))

    def _own_cost_statics(self, p: int, inst: int) -> list[int]:
        """The Static.OWN_COST_SYMBOLS rows (with a filter) of p's card ``inst``, if it is paid from hand."""
        t = self.table
        own = t.statics_by_kind.get(Static.OWN_COST_SYMBOLS, {}).get(self.players[p].card_ids[inst])
        if not own or inst not in self.players[p].hand:
            return []
        return [ab for ab in own if t.ab_filter[ab] >= 0]

    def _own_cost_trash_symbols(self, p: int, inst: int) -> list[int]:
        """Symbols of p's Trash cards that the paid card's own OWN_COST_SYMBOLS lets count (BSS01-083)."""
        t = self.table
        pl = self.players[p]
        out: list[int] = []
        for ab in self._own_cost_statics(p, inst):
            f = t.ab_filter[ab]
            if t.filters[f][F.ZONE] == Zone.TRASH:
                for c in pl.trash:
                    if self.matches_card(f, p, p, c, p, inst):
                        out.extend(t.symbols[pl.card_ids[c]])
        return out

    def _first_magic_discount(self, p: int, inst: int) -> int:
        """What p's Rule.FIRST_MAGIC_DISCOUNT statics in force take off p's Magic ``inst`` in hand (BSS01-099)."""
        t = self.table
        if t.card_type[self.players[p].card_ids[inst]] != CardType.MAGIC or inst not in self.players[p].hand:
            return 0
        return sum(t.ab_value2[ab] for ab, sp, _sk in self.field_statics(Static.RULE)
                   if sp == p and t.ab_value[ab] == Rule.FIRST_MAGIC_DISCOUNT)
