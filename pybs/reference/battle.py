"""The reference battle flow (R9, R10): attack and block declarations, the two battle Flash
timings, BP comparison and the end of the battle. Twin of the battle part of ``bscore/turn.pyx``.
"""

from __future__ import annotations

from .. import layout as L
from ..effects.compiler import BUILTIN_BLESSED, BUILTIN_CURSE, BUILTIN_GALE, BUILTIN_LUSTER
from ..effects.spec import Event, EventFlag, Keyword, LinkRule, Mod, Rule, Static
from ..layout import Battle, Decision, EndReason
from . import kernels as K
from .ascend import note_defeated_bp
from .battle_rules import compare_cost_now, limit_life_damage
from .links import link_rule_bits, linked_symbols, offer_links
from .replace import offer_replacement
from .temp_statics import protected_rule, temp_statics


class BattleMixin:
    """Battle steps of ``RefState``; the state's fields are set in its ``__init__``."""

    def _declare_attack(self, p: int, k: int) -> None:  # R9.1
        pl = self.players[p]
        pl.slots[k].exhaust = L.Exhaust.EXHAUSTED
        self.in_battle = Battle.ON
        self.attacker = k
        if self.first_attacker == L.NO_CARD:
            self.first_attacker = pl.slots[k].inst
        if not self.attack_taxed(p, k):
            self._begin_battle(p, k)
        elif pl.slots[k].cores and pl.soul_loc == L.SOUL_SLOT0 + k and not self._depleted_at(p, k, -1):
            self._edecide(Decision.SOUL, p)  # R6.7: the player picks the core that pays (CONFIRM: the Soul Core)
        else:
            self.pay_attack_tax(p, soul=not pl.slots[k].cores)

    def _depleted_at(self, p: int, k: int, change: int) -> bool:
        """Would the card in (p, k) be depleted with ``change`` more cores (R6.2)?"""
        row = self._slot_row(p, k)
        return K.is_depleted(self.table.card_type[row], self.table.level_cores[row], self._cores_on(p, k) + change)

    def attack_tax_pending(self) -> bool:
        """The SOUL question of an attack's extra cost (no effect is resolving then)."""
        return self.edecision == Decision.SOUL and not self.frames

    def pay_attack_tax(self, p: int, soul: bool) -> None:
        """An effect's extra cost to attack: a core from the attacker to the Reserve. Its last core
        may pay: the attack stands declared, but the attacker is depleted (R6.2, R7.6) and, with no
        attacker left, the battle ends at once (R9.7) without "when attacks" effects."""
        k = self.attacker
        self._take_core(p, 1 + k, int(soul))
        self._put_core(p, 0, int(soul))
        self.emit(Event.RESERVE_GAINED, p, L.NO_CARD)  # levels group
        self._check_depleted(p, 1 + k)
        if self.attacker == L.NO_SLOT:
            self.in_battle = Battle.RESOLVED
            self._decide(Decision.NONE, L.NO_PLAYER)
            return
        self._begin_battle(p, k)

    def _begin_battle(self, p: int, k: int) -> None:
        self._open_flash(1)
        self.emit(Event.EXHAUSTED, p, self.players[p].slots[k].inst)  # R9.1: attacking exhausts it
        self.emit(Event.ATTACKS, p, self.players[p].slots[k].inst)
        self.trigger_keywords_on_attack(p, k)
        offer_links(self, p, k)  # vocab-B: Link Spirits may link to the attacker
        self.end_batch()

    def _declare_block(self, p: int, k: int) -> None:  # R9.3
        refreshed = not self.players[p].slots[k].exhaust
        if refreshed:  # a Spirit allowed to block exhausted stays as it was
            self.players[p].slots[k].exhaust = L.Exhaust.EXHAUSTED
        self.blocker = k
        self.blocked = 1
        a = self.active
        if self.attacker != L.NO_SLOT and self.keyword(a, self.attacker, Keyword.CURSE) >= 0:
            self.curse = self.players[a].slots[self.attacker].inst + 1  # kept even if the attacker falls
        self._open_flash(2)
        if refreshed:  # R9.3: blocking exhausts it
            self.emit(Event.EXHAUSTED, p, self.players[p].slots[k].inst)
        self.emit(Event.BLOCKS, p, self.players[p].slots[k].inst)
        if self.attacker != L.NO_SLOT:
            self.emit(Event.BLOCKED, a, self.players[a].slots[self.attacker].inst)
            self._trigger_gale(a, self.attacker)
        if self.table.link_any and link_rule_bits(self, p, k) & LinkRule.ON_BLOCK:  # vocab-B: BSS06-054
            offer_links(self, p, k)
        self.end_batch()

    def _trigger_gale(self, a: int, k: int) -> None:
        """R18.7: a blocked attacker with Gale N (the highest N, once, R18.10) makes the opponent exhaust N
        refreshed Spirits; N rides on the trigger as its subject's cores."""
        n = self.keyword(a, k, Keyword.GALE)
        inst = self.players[a].slots[k].inst
        if n > 0:
            self._push(BUILTIN_GALE, a, inst, a, inst, min(n, 255), 0)

    def _life_to_void(self, a: int, k: int) -> bool:
        """BSS01-026's text (not the Bloodcurse keyword, R18.11): an attacker with Curse or Bloodcurse under a
        Static.LIFE_TO_VOID of a's sends the Life it takes to the Void."""
        if Static.LIFE_TO_VOID not in self._game_statics():  # no card of the game prints it
            return False
        if self.keyword(a, k, Keyword.CURSE) < 0 and self.keyword(a, k, Keyword.BLOODCURSE) < 0:
            return False
        return self._affected_by(Static.LIFE_TO_VOID, a, k)

    def _open_flash(self, window: int) -> None:
        self.flash_window = window
        self.flash_priority = 1 - self.active  # R10.2: the defender first
        self.flash_passes = 0
        self._decide(Decision.FLASH, self.flash_priority)

    def _close_flash(self) -> None:
        window = self.flash_window
        self.flash_window = 0
        self.flash_priority = L.NO_PLAYER
        self.flash_passes = 0
        if window == 1 and self.attacker != L.NO_SLOT:
            self._decide(Decision.BLOCK, 1 - self.active)
        elif window == 1:  # the attacker left: the battle ends (R9.7)
            self.in_battle = Battle.RESOLVED
            self._decide(Decision.NONE, L.NO_PLAYER)
        else:
            self._resolve_battle()

    def _resolve_battle(self) -> None:
        a = self.active
        d = 1 - a
        self.in_battle = Battle.RESOLVED
        self._decide(Decision.NONE, L.NO_PLAYER)
        if self.attacker == L.NO_SLOT:
            return
        by_cost = bool(self.mods) and compare_cost_now(self)  # vocab-B: L01-010, used up by this battle
        if not self.blocked:  # R9.5
            dpl = self.players[d]
            n = self.symbol_count(a, self.attacker)
            if self.links[2 * a]:  # vocab-B: Link adds its Link Spirits' symbols
                n += linked_symbols(self, a)
            moved = K.life_damage(n, dpl.life)
            if self.rule_affects(Rule.NO_LIFE_DAMAGE, a, self.attacker) or self.life_shielded(a, self.attacker) or \
                    temp_statics(self, Static.RULE, Rule.NO_LIFE_DAMAGE, a, self.attacker):  # vocab-D: a mod
                moved = 0
            if moved:  # vocab-B: Rule.LIFE_DAMAGE_CAP, Rule.LIFE_FLOOR
                moved = limit_life_damage(self, a, self.attacker, moved, dpl.life)
            dpl.life -= moved
            to_void = self._life_to_void(a, self.attacker)
            if to_void:  # BSS01-026: the lost Life leaves the game's cores
                dpl.void_out += moved
            else:
                dpl.reserve += moved
            if moved:
                self.turn_flags[d] |= L.TURN_LOST_LIFE
                self.emit(Event.LIFE_REDUCED, d, L.NO_CARD, EventFlag.BY_OPPONENT | EventFlag.IN_BATTLE)
                if not to_void:  # levels group: the lost Life went to the Reserve
                    self.emit(Event.RESERVE_GAINED, d, L.NO_CARD, EventFlag.BY_OPPONENT | EventFlag.IN_BATTLE)
                self.emit(Event.ATTACK_HIT, a, self.players[a].slots[self.attacker].inst)  # R9.5
                if self.keyword(a, self.attacker, Keyword.BLESSED) >= 0:  # R18.4, once however often gained
                    inst = self.players[a].slots[self.attacker].inst
                    self._push(BUILTIN_BLESSED, a, inst, a, inst, 0, 0)
                self.end_batch()
            if dpl.life == 0:  # R4.1 (R18.13: settled at the checkpoint that follows this step)
                self._loss_condition(d, EndReason.LIFE)
        elif self.blocker != L.NO_SLOT:  # R9.6; a blocker that left still stopped the damage (R9.3)
            self._compare_bp(a, d, by_cost)

    def _compare_bp(self, a: int, d: int, by_cost: bool = False) -> None:
        att, blk = self.attacker, self.blocker
        if by_cost:  # vocab-B (L01-010): the higher cost is destroyed, equal costs both; no BP is compared
            att_dies, blk_dies = K.battle_outcome(-self.card_cost(a, self.players[a].slots[att].inst),
                                                  -self.card_cost(d, self.players[d].slots[blk].inst))
        else:
            bps = (self.bp(a, att), self.bp(d, blk))
            att_dies, blk_dies = K.battle_outcome(*bps)
            if bps[0] != bps[1]:  # vocab-D: the higher BP at the comparison, whatever protections then do (R9.6)
                p, k = (a, att) if bps[0] > bps[1] else (d, blk)
                self.emit(Event.HIGHER_BP, p, self.players[p].slots[k].inst, EventFlag.IN_BATTLE)
        sides = [(p, k, dies and not (self._has_mod(p, self.players[p].slots[k].inst, Mod.PROTECTED)
                                      or (self._has_mod(p, L.NO_CARD, Mod.NO_BATTLE_DESTROY)  # Spirits only (R14.1)
                                          and self.table.card_type[self._slot_row(p, k)] != L.CardType.ULTIMATE)
                                      or protected_rule(self, Rule.NO_BATTLE_DESTROY, p, k)))  # vocab-D
                 for p, k, dies in ((a, att, att_dies), (d, blk, blk_dies))]
        info = [(p, self.players[p].slots[k].inst, self._cores_on(p, k),
                 self.players[p].soul_loc == L.SOUL_SLOT0 + k, dies) for p, k, dies in sides]
        known = [self.last_known_keywords(p, k) for p, k, _dies in sides]  # R10.7: keywords as it last was
        known[0] |= EventFlag.WAS_ATTACKING  # vocab-D: the attacker's last-known battle role
        held = [dies and offer_replacement(self, p, k, EventFlag.BY_OPPONENT | EventFlag.IN_BATTLE, L.NO_CARD)
                for p, k, dies in sides]  # replace group: held back, its frame resolves next
        sides = [(p, k, dies and not h) for (p, k, dies), h in zip(sides, held)]
        info = [(p, inst, cores, soul, dies and not h) for (p, inst, cores, soul, dies), h in zip(info, held)]
        for i, (p, _k, _dies) in enumerate(sides):
            if sides[1 - i][2]:  # ascend group: the BP its victim had (BSS01-102)
                note_defeated_bp(self, p, sides[1 - i][0], sides[1 - i][1])
        for p, k, dies in sides:
            if dies:
                self.note_last_known_bp(p, k)  # R10.7
        for p, k, dies in sides:
            if dies:
                self._leave_field(p, k)
        flags = EventFlag.BY_OPPONENT | EventFlag.IN_BATTLE
        for i, (p, inst, cores, soul, dies) in enumerate(info):
            if dies:
                self.emit(Event.DESTROYED, p, inst, flags | known[i] | (EventFlag.HAD_SOUL if soul else 0), cores, 1 - p)
        for i, (p, inst, cores, soul, dies) in enumerate(info):
            if info[1 - i][4]:  # its opponent fell
                won = known[i] | (EventFlag.HAD_SOUL if soul else 0)
                self.emit(Event.WON_BATTLE, p, inst, won | (0 if dies or held[i] else EventFlag.SURVIVED), cores)
        self.end_batch()

    def _end_battle(self) -> None:  # R9.7: "at end of battle" effects still work
        self.in_battle = Battle.ENDING
        a = self.active
        if self.attacker != L.NO_SLOT:
            inst = self.players[a].slots[self.attacker].inst
            self.emit(Event.BATTLE_END, a, inst)
        self.emit(Event.BATTLE_OVER, a, L.NO_CARD)  # every battle, the attacker gone or not
        if self.attacker != L.NO_SLOT:  # pool II: each battler still there (Agile)
            self.emit(Event.BATTLED, a, self.players[a].slots[self.attacker].inst)
        if self.blocker != L.NO_SLOT:
            self.emit(Event.BATTLED, 1 - a, self.players[1 - a].slots[self.blocker].inst)
        # Curse and Luster triggered when the attack or block was declared, so they resolve even
        # when the attacker lost the battle (keywords: "at end of battle").
        if self.curse and self.blocker != L.NO_SLOT:
            self._push(BUILTIN_CURSE, a, self.curse - 1, a, self.curse - 1, 0, 0)
        if self.luster:
            self._push(BUILTIN_LUSTER, a, self.luster - 1, a, self.luster - 1, 0, 0)
        self.end_batch()
