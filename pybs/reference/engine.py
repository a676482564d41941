"""The reference turn machine (R3-R10, R13), written for clarity rather than speed.

It follows exactly the conventions documented in ``pybs.layout`` so that ``to_bytes``
matches the compiled engine byte for byte after every action. Effects live in the mixins:
``statics`` (continuous effects), ``effects`` (events, queue, interpreter), ``choices``;
the battle flow is in ``battle`` and using a card (R7) in ``using``.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from .. import codec as C
from .. import layout as L
from ..effects.compiler import CardFlag
from ..effects.spec import AbilityKind, Duration, Event, EventFlag, Keyword, Mod
from ..errors import IllegalActionError
from ..layout import Battle, Decision, EndReason, Phase, UseKind, UseOrigin
from . import kernels as K
from . import rng as R
from .accel import AccelMixin
from .advent import AdventMixin
from .ascend import begin_extra_cost
from .battle import BattleMixin
from .battle_rules import battler_now
from .braves import BraveMixin
from .choices import ChoicesMixin
from .effects import EffectsMixin
from .filters import FilterMixin
from .game_view import GameViewMixin
from .keyword_rules import KeywordRulesMixin
from .level_rules import LevelRulesMixin
from .links import end_links_on_leave
from .mirage import MirageMixin
from .r16 import contract_to_hand, core_locked, locked_cores, show_front
from .records import BATTLER_TYPES, Player, RefTable, read_record, write_record  # noqa: F401  (agents, explain)
from .statics import StaticsMixin
from .using import UseMixin
from .woden import emit_refreshed


class RefState(GameViewMixin, StaticsMixin, FilterMixin, KeywordRulesMixin, LevelRulesMixin, EffectsMixin, ChoicesMixin, BattleMixin, UseMixin,
               AdventMixin, BraveMixin, MirageMixin, AccelMixin):
    """One game in plain Python objects; same API shape as the compiled State."""

    def __init__(self, table: RefTable) -> None:
        self.table = table
        self.rng = [0, 0, 0, 0]
        self.players = [Player(), Player()]
        self.rules: dict[str, int] = {name: 0 for name in L.RULES_DTYPE.names}
        self.turn = 0
        self.actions_applied = 0
        self.turn_actions = 0
        self.active = 0
        self.first_player = 0
        self.phase = Phase.SETUP
        self.decision = Decision.NONE
        self.decision_player = L.NO_PLAYER
        self.winner = L.NO_PLAYER
        self.end_reason = EndReason.NONE
        self.pending_loss = 0  # R18.13: bit p, p met a loss condition; EndReason << 4
        self.options = 0
        self._game_view = None  # the table narrowed to this game's cards (game_view.py)
        self._symbols_memo = None  # paying_symbols per player while legal_actions runs
        self._init_effects()
        self._clear_use()
        self._clear_battle()

    def _clear_use(self) -> None:
        self.use_player = L.NO_PLAYER
        self.use_inst = L.NO_CARD
        self.use_kind = UseKind.NONE
        self.use_origin = UseOrigin.MAIN
        self.use_slot = L.NO_SLOT
        self.use_cost_left = 0
        self.use_ability = 0
        self.use_flags = 0

    def _clear_battle(self) -> None:
        self.links = [0, 0, 0, 0]  # vocab-B: links last for the battle
        self.attacker = L.NO_SLOT
        self.blocker = L.NO_SLOT
        self.blocked = 0
        self.in_battle = Battle.NONE
        self.flash_window = 0
        self.flash_priority = L.NO_PLAYER
        self.flash_passes = 0
        self.curse = 0
        self.luster = 0

    # ------------------------------------------------------------------ card facts
    def _row(self, p: int, inst: int) -> int:
        return self.players[p].card_ids[inst]

    def _slot_row(self, p: int, k: int) -> int:
        slot = self.players[p].slots[k]
        assert slot is not None
        return self.players[p].card_ids[slot.inst]

    def _cores_on(self, p: int, k: int) -> int:
        """Cores on slot k, the Soul Core included (R6.1)."""
        slot = self.players[p].slots[k]
        return slot.cores + (self.players[p].soul_loc == L.SOUL_SLOT0 + k)

    def _card_room(self, p: int, k: int) -> int:
        """Cores slot k can still take before it holds MAX_CARD_CORES (the per-card capacity)."""
        return L.MAX_CARD_CORES - (self._cores_on(p, k) if self.players[p].slots[k] is not None else 0)

    def _void_room(self, p: int) -> int:
        """Normal cores p may still take from the Void (the engine's Void supply limit)."""
        return L.MAX_CORES_IN_PLAY - (self.players[p].void_in - self.players[p].void_out)

    def _total_cores(self, p: int) -> int:
        pl = self.players[p]
        soul_usable = L.soul_core_loc(pl.soul_loc) >= 0
        return pl.reserve + sum(s.cores for s in pl.slots if s is not None) + int(soul_usable) - locked_cores(self, p)

    def _min_cores_at(self, p: int, k: int) -> int:
        row = self._slot_row(p, k)
        return K.min_cores(self.table.card_type[row], self.table.level_cores[row])

    # ------------------------------------------------------------------ setup (R3)
    def setup(self, rows: Sequence[Sequence[int]], rules: np.ndarray, seed: int, options: int) -> None:
        self.rng = R.seed_state(seed)
        self.rules = {name: int(rules[name]) for name in L.RULES_DTYPE.names}
        self.options = options
        for p in (0, 1):
            pl = self.players[p]
            pl.card_ids = list(rows[p])
            pl.deck = list(range(len(rows[p])))
            for i in range(len(pl.deck) - 1, 0, -1):  # R3.1 Fisher-Yates
                j = R.bounded(self.rng, i + 1)
                pl.deck[i], pl.deck[j] = pl.deck[j], pl.deck[i]
        first = self.rules["first_player"]
        if first == L.FIRST_PLAYER_RANDOM:  # R3.5
            first = R.bounded(self.rng, 2)
        self.first_player = self.active = first
        use_soul = bool(self.rules["flags"] & L.RULE_USE_SOUL_CORE)
        for p in (0, 1):
            pl = self.players[p]
            pl.life = self.rules["start_life"]  # R3.2
            pl.reserve = self.rules["start_reserve"] + (0 if use_soul else 1)  # R3.3
            pl.void_in = pl.life + pl.reserve
            pl.soul_loc = L.SOUL_RESERVE if use_soul else L.SOUL_NONE
            contract_to_hand(self.table, pl)  # R3.4, R16.3
            self._draw(p, self.rules["start_hand"])  # R3.4
        self.turn = 1
        self.phase = Phase.START
        self._advance()

    def _draw(self, p: int, n: int) -> None:
        pl = self.players[p]
        for _ in range(n):
            if not pl.deck:
                return  # R4.2: an empty deck loses only at one's own Start Step
            pl.hand.append(pl.deck.pop())

    # ------------------------------------------------------------------ turn machine
    def _decide(self, kind: int, player: int) -> None:
        self.decision = kind
        self.decision_player = player

    def _game_over(self, losers: Sequence[int], reason: int) -> None:
        if self.end_reason in (EndReason.TABLE_OVERFLOW, EndReason.EFFECT_LIMIT):  # set earlier in this step
            losers, reason = [0, 1], self.end_reason
        if len(losers) == 1:
            self.winner = 1 - losers[0]
        else:
            self.winner = L.WINNER_DRAW
            if reason in (EndReason.LIFE, EndReason.DECK_OUT, EndReason.BURST_MISSET):
                reason = EndReason.SIMULTANEOUS  # R4.6
        self.end_reason = reason
        self.pending_loss = 0
        self.phase = Phase.GAME_OVER
        self.decision = Decision.NONE
        self.decision_player = L.NO_PLAYER
        self._edecide(Decision.NONE, L.NO_PLAYER)

    def _end_by_effect_flags(self, a: int) -> int:
        """vocab-D: an effect (Mod.END_ATTACK_STEP) ends a's Attack Step: BY_EFFECT, and BY_OPPONENT when a row
        of it was made by the other player's effect."""
        flags = EventFlag.BY_EFFECT
        if any(m.kind == Mod.END_ATTACK_STEP and m.inst == L.NO_CARD and m.source != a for m in self.mods):
            flags |= EventFlag.BY_OPPONENT
        return flags

    def _loss_condition(self, p: int, reason: int) -> bool:
        """Player p meets a loss condition (R4.1). R4.5: the game ends at once (True). R18.13
        (RULE_WIN_AT_CHECKPOINT): it is recorded and settled at the next checkpoint (False: play on)."""
        if not self.rules["flags"] & L.RULE_WIN_AT_CHECKPOINT:
            self._game_over([p], reason)
            return True
        if not self.pending_loss:
            self.pending_loss = reason << 4  # the first condition met names the reason
        self.pending_loss |= 1 << p
        return False

    def _settle_checkpoint(self) -> None:
        """R18.13: the checkpoint settles the conditions met since the last one; both players = a draw."""
        self._game_over([p for p in (0, 1) if self.pending_loss >> p & 1], self.pending_loss >> 4)

    def concede(self, player: int) -> None:
        """R18.13: ``player`` concedes at any decision; the other player wins at once (CONCEDED)."""
        if type(player) is not int or player not in (0, 1):
            raise ValueError(f"player must be 0 or 1, got {player!r}")
        if self.is_terminal():
            raise IllegalActionError("the game is over (R4.5); nobody can concede")
        self._game_over([player], EndReason.CONCEDED)

    def _advance(self) -> list[int] | None:
        """Run until a decision is needed. Returns the legal actions when it had to list them (the
        forced-action shortcut), so a game loop need not list them twice; else None."""
        effect_steps = 0
        while True:
            if self.phase == Phase.GAME_OVER:
                return None
            if self.end_reason in (EndReason.TABLE_OVERFLOW, EndReason.EFFECT_LIMIT):  # a full effect table, or
                self._game_over([0, 1], self.end_reason)  # effects that never end, stop the game at once
                return None
            if self.pending_loss and not self.frames:  # R18.13: the checkpoint, no effect is resolving
                self._settle_checkpoint()
                return None
            if self.edecision == Decision.NONE:  # R18.1, checked like depletion; never while an effect waits for
                self.destroy_zero_bp_spirits()  # an answer (a replacement it offers would push a frame above it)
            # a cost that depleted a Spirit (R6.2) queues its triggers; they wait until the payment is done
            if self.edecision == Decision.NONE and self.effects_pending() \
                    and self.decision not in (Decision.PAY, Decision.PLACE):
                effect_steps += 1
                if effect_steps > L.EFFECT_WORK_LIMIT:  # triggers that keep triggering each other
                    self.end_reason = EndReason.EFFECT_LIMIT
                    continue
                self.run_effects_step()
                continue
            if self.current()[0] != Decision.NONE:
                if self.options & L.OPTION_AUTO_FORCED:
                    legal = self.legal_actions()
                    if len(legal) == 1:
                        self._perform(legal[0])
                        continue
                    return legal
                return None
            self._run_phase()

    def _run_phase(self) -> None:
        ph = self.phase
        a = self.active
        pl = self.players[a]
        first_turn = self.turn == 1
        if ph == Phase.START:  # R5.1
            pl.bursts_set = 0
            for q in self.players:  # Cond.LIFE_KEPT (handfx)
                q.turn_start_life = q.life
            if not pl.deck:  # R4.2; no effect resolves here: a checkpoint under R18.13 too
                self._game_over([a], EndReason.DECK_OUT)
                return
            self.phase = Phase.CORE
            self.emit(Event.START_STEP, a, L.NO_CARD)
            self.end_batch()
        elif ph == Phase.CORE:  # R5.2, R5.8
            if not (first_turn and self.rules["flags"] & L.RULE_SKIP_FIRST_CORE_STEP):
                gain = min(self.core_step_gain(a, self.rules["core_step_gain"]), self._void_room(a))  # Void supply
                pl.reserve += gain
                pl.void_in += gain
            self.phase = Phase.DRAW
        elif ph == Phase.DRAW:  # R5.3
            if self.turn_flags[a] & L.TURN_DRAW_STEP_DONE:
                self.phase = Phase.REFRESH
            else:  # "during your Draw Step ... after your draw" effects resolve before the step ends (handfx)
                self._draw(a, self.rules["draw_per_turn"])
                self.turn_flags[a] |= L.TURN_DRAW_STEP_DONE
                self.emit(Event.DRAW_STEP, a, L.NO_CARD)
                self.end_batch()
        elif ph == Phase.REFRESH:  # R5.4, R1.8
            refreshed = []
            for k, slot in enumerate(pl.slots):
                if slot is not None and slot.exhaust:
                    if self._has_mod(a, slot.inst, Mod.NO_REFRESH):
                        continue
                    slot.exhaust -= 1
                    if not slot.exhaust:
                        refreshed.append(k)
            self.expire_refresh_mods(a)
            pl.reserve += pl.trash_cores
            pl.trash_cores = 0
            if pl.soul_loc == L.SOUL_TRASH:
                pl.soul_loc = L.SOUL_RESERVE
            self.phase = Phase.MAIN
            self._decide(Decision.MAIN, a)
            if emit_refreshed(self, a, refreshed, 0, L.NO_PLAYER):  # woden: Event.REFRESHED
                self.end_batch()
        elif ph == Phase.MAIN:  # the Main Step ended
            if first_turn and self.rules["flags"] & L.RULE_SKIP_FIRST_ATTACK_STEP:
                self.phase = Phase.END  # R5.6, R5.8
            else:
                self.phase = Phase.ATTACK
                self._decide(Decision.ATTACK, a)
                self.emit(Event.ATTACK_STEP_START, a, L.NO_CARD)
                self.end_batch()
        elif ph == Phase.ATTACK:
            if self.in_battle == Battle.RESOLVED:
                self._end_battle()
            elif self.in_battle == Battle.ENDING:  # R9.7: the battle is over
                stop = any(self._has_mod(q, L.NO_CARD, Mod.END_ATTACK_STEP) for q in (0, 1))
                end_flags = self._end_by_effect_flags(a) if stop else 0  # vocab-D: which effect ended it
                self.expire_mods(Duration.BATTLE)
                self.battle_magic = [0, 0]
                self._clear_battle()
                if stop:  # "when this battle ends, end the Attack Step"
                    self.phase = Phase.END
                    self.emit(Event.ATTACK_STEP_END, a, L.NO_CARD, end_flags)
                    self.end_batch()
                else:
                    self._decide(Decision.ATTACK, a)
            else:  # the Attack Step ended
                self.phase = Phase.END
                self.emit(Event.ATTACK_STEP_END, a, L.NO_CARD)
                self.end_batch()
        elif ph == Phase.END:  # R5.7
            self.phase = Phase.CLEANUP
            self.emit(Event.END_STEP_START, a, L.NO_CARD)
            self.end_batch()
        elif ph == Phase.CLEANUP:
            self.phase = Phase.TURN_CHANGE
            self.emit(Event.TURN_END, a, L.NO_CARD)
            self.end_batch()
        elif ph == Phase.TURN_CHANGE:  # "this turn" effects end (R5.7)
            self.expire_mods(Duration.TURN)
            self.age_next_opp_turn_mods()  # vocab-D: "until the end of your opponent's next turn"
            self.turn_flags = [0, 0]
            for pl in self.players:  # Raid counts per Spirit per turn
                for slot in pl.slots:
                    if slot is not None:
                        slot.raid_uses = 0
            self.first_attacker = L.NO_CARD
            self.turn_actions = 0
            self.turn += 1
            self.active = 1 - a
            if self.turn > (self.rules["max_turns"] or L.MAX_TURN_NUMBER):
                self._game_over([0, 1], EndReason.TURN_LIMIT)
                return
            self.phase = Phase.START

    # ------------------------------------------------------------------ legal actions

    def _core_sources(self, p: int, exclude_slot: int = L.NO_SLOT, reserve_only: bool = False) -> list[tuple[int, int]]:
        """(loc, kind) pairs that hold a core of that kind, in codec order."""
        pl = self.players[p]
        out = []
        if pl.reserve:
            out.append((0, 0))
        if pl.soul_loc == L.SOUL_RESERVE:
            out.append((0, 1))
        if reserve_only:
            return out
        for k, slot in enumerate(pl.slots):
            if slot is None or k == exclude_slot or core_locked(self, p, 1 + k):  # R16.4: a Grandwalker's stay
                continue
            if slot.cores:
                out.append((1 + k, 0))
            if pl.soul_loc == L.SOUL_SLOT0 + k:
                out.append((1 + k, 1))
        return out

    def legal_actions(self) -> list[int]:
        """Legal action codes, ascending."""
        # the field's symbol masks are read once for all hand cards whose cost no card-specific rule touches (the
        # compiled engine's prepare_use); the list is built from a state nothing changes meanwhile
        self._symbols_memo = {}
        try:
            return self._list_legal()
        finally:
            self._symbols_memo = None

    def _list_legal(self) -> list[int]:
        if self.phase == Phase.GAME_OVER:
            return []
        if self.edecision != Decision.NONE:
            return sorted(self.effect_legal())
        d, p = self.decision, self.decision_player
        if d == Decision.NONE:
            return []
        if self.turn_capped():
            return [C.PASS]
        pl = self.players[p]
        out: list[int] = []
        if d == Decision.MAIN:
            out.append(C.PASS)
            out.extend(C.use_hand(h) for h in range(len(pl.hand)) if self._can_use(p, h, UseOrigin.MAIN))
            occupied = [0] + [1 + k for k, s in enumerate(pl.slots) if s is not None and self._card_room(p, k) > 0
                              and not core_locked(self, p, 1 + k)]  # R16.4
            sources = self._core_sources(p)
            for src, kind in sources:
                out.extend(C.move(src, dst, kind) for dst in occupied if dst != src)
            soul_at = L.soul_core_loc(pl.soul_loc)
            if soul_at >= 0:  # R6.5 / CN Q6: swap the Soul Core with a normal core
                out.extend(C.swap_soul(loc) for loc, kind in sources if kind == 0 and loc != soul_at)
            if pl.bursts_set < self.rules["bursts_per_turn"]:  # R13.1
                out.extend(C.set_burst(h) for h, inst in enumerate(pl.hand)
                           if self.table.card_flags[pl.card_ids[inst]] & CardFlag.HAS_BURST)
            out.extend(self._awaken_codes(p, sources))
            out.extend(self._activate_codes(p))
            out.extend(self.advent_codes(p, d))  # R15.1
            out.extend(self.main_brave_codes(p))  # R8.8
            out.extend(self.mirage_codes(p))  # R16.5
            out.extend(self.hand_side_codes(p, d))  # R16.6, R16.7
        elif d in (Decision.PAY, Decision.PLACE, Decision.MAGIC_EFFECT):
            out.extend(self.use_legal(d, p))
        elif d == Decision.ATTACK:
            mine = [k for k in self._battlers(p) if self.can_attack(p, k)]
            first = [k for k in mine if self._has_mod(p, pl.slots[k].inst, Mod.MUST_ATTACK_FIRST)]
            if first and self.first_attacker == L.NO_CARD:  # ascend group: BSS01-059's Spirit attacks first (R0.3)
                mine = first
            elif not any(self.must_attack(p, k) for k in mine):  # R0.3: "must" beats "may"
                out.append(C.PASS)
            out.extend(C.attack(k) for k in mine)
        elif d == Decision.BLOCK:
            mine = [k for k in range(len(pl.slots)) if self.can_block_slot(p, k)]
            a, ak = self.active, self.attacker
            confront = ak != L.NO_SLOT and self.keyword(a, ak, Keyword.CONFRONT) >= 0
            if not (confront and mine):
                out.append(C.PASS)
            out.extend(C.block(k) for k in mine)
        elif d == Decision.FLASH:
            out.append(C.PASS)
            out.extend(C.use_hand(h) for h in range(len(pl.hand)) if self._can_use(p, h, UseOrigin.FLASH))
            out.extend(self._awaken_codes(p, self._core_sources(p)))
            out.extend(self._activate_codes(p))
            out.extend(self.advent_codes(p, d))  # R15.1
            out.extend(self.hand_side_codes(p, d))  # R16.6, R16.7
        return sorted(out)

    def _activate_codes(self, p: int) -> list[int]:
        """ACTIVATE codes of p's field cards whose activated effect is available now (R8.5)."""
        return [C.activate(k) for k, s in enumerate(self.players[p].slots)
                if s is not None and self.activated_ability(p, k) >= 0]

    def activated_ability(self, p: int, k: int) -> int:
        """The activated [Flash] effect the card in (p, k) offers at its level now (R8.5), or -1."""
        slot = self.players[p].slots[k]
        if slot is None:
            return -1
        t = self.table
        for ab in t.card_abilities(self.players[p].card_ids[slot.inst]):
            # pool II: its printed step too ("[Flash] during the opponent's Attack Step")
            if t.ab_kind[ab] == AbilityKind.ACTIVATED and self.level_gate(ab, p, k) and self.timing_holds(
                    t.ab_timing[ab], p, p, slot.inst):
                return ab
        return -1

    def _activate(self, p: int, k: int) -> None:
        """Use the activated effect of the card in (p, k) (R8.5): it resolves like a triggered one."""
        self._push_frame(self.activated_ability(p, k), p, self.players[p].slots[k].inst)

    def _battlers(self, p: int) -> list[int]:
        """Slots of p's refreshed Spirits/Ultimates."""
        pl = self.players[p]
        return [k for k, s in enumerate(pl.slots) if s is not None and s.exhaust == 0
                and battler_now(self, p, s.inst)]  # vocab-B: a Nexus that is also a Spirit too

    def _awaken_codes(self, p: int, sources: list[tuple[int, int]]) -> list[int]:
        """Slots with room whose Awaken can take a core from another card (``sources``: ``_core_sources(p)``)."""
        pl = self.players[p]
        out = []
        field_locs = {loc for loc, _ in sources if loc}  # Awaken takes cores from other field cards only
        if not field_locs or not self.field_may_have_keyword(Keyword.AWAKEN):
            return out
        for k, slot in enumerate(pl.slots):
            if slot is None or slot.soul or field_locs == {1 + k} or self._card_room(p, k) <= 0:
                continue
            if self.keyword(p, k, Keyword.AWAKEN) >= 0:
                out.append(C.awaken(k))
        return out

    # ------------------------------------------------------------------ applying actions
    def apply(self, code: int) -> None:
        """Apply a legal action code and advance to the next decision."""
        if type(code) is not int:
            if isinstance(code, (bool, float)) or not hasattr(code, "__index__"):
                raise TypeError(f"an action code is an integer, got {type(code).__name__}")
            code = code.__index__()
        if self.is_terminal():
            raise IllegalActionError("R4.5: the game is over; no action is legal")
        if code == C.CONCEDE:  # R18.13: the player being asked concedes
            self.concede(self.current_player())
            return
        if code not in self.legal_actions():
            raise IllegalActionError(f"action {code} is not legal now")
        self._perform(code)
        self._advance()

    def turn_capped(self) -> bool:
        """The turn's action cap is reached: PASS is the only answer to Main/Attack/Block/Flash."""
        return (self.edecision == Decision.NONE and self.turn_actions >= self.rules["max_actions_per_turn"]
                and self.decision in (Decision.MAIN, Decision.ATTACK, Decision.BLOCK, Decision.FLASH))

    def _perform(self, code: int) -> None:
        self.actions_applied += 1
        self.turn_actions += 1
        if self.edecision != Decision.NONE:
            self.perform_effect(code)
        else:
            self._perform_turn_action(code)
        if self.actions_applied >= self.rules["max_actions"] and self.phase != Phase.GAME_OVER:
            self._game_over([0, 1], EndReason.ACTION_LIMIT)  # the termination bound (docs/RULESET.md)

    def _perform_turn_action(self, code: int) -> None:
        act = C.decode(code)
        d, p = self.decision, self.decision_player
        if act.name in ("ACCEL", "USE_HAND_SIDE", "ADVENT_HAND_SIDE", "ACCEL_FIELD"):  # R16.6, R16.7, CN Q27
            self.perform_hand_side(d, p, act)
            return
        if d == Decision.MAIN:
            if act.name == "PASS":  # end the Main Step
                self._decide(Decision.NONE, L.NO_PLAYER)
            elif act.name == "USE_HAND":
                if not begin_extra_cost(self, p, act.index):  # R18.2: an extra cost is chosen first
                    self._begin_use(p, act.index, UseOrigin.MAIN)
            elif act.name == "MOVE":
                self._take_core(p, act.loc, act.kind)
                self._put_core(p, act.dst, act.kind)
                self._check_depleted(p, act.loc)
            elif act.name == "SWAP_SOUL":
                self._swap_soul(p, act.loc)
            elif act.name == "ACTIVATE":
                self._activate(p, act.index)
            elif act.name == "ADVENT":  # R15.2
                self._begin_advent(p, act.index)
            elif act.name in ("FUSE", "SEPARATE"):
                self.brave_main_action(p, act)
            elif act.name == "MIRAGE":  # R16.5
                self.begin_mirage(p, act.index)
            elif act.name == "SET_BURST":  # R13.1: the old Burst goes to the Trash
                pl = self.players[p]
                if pl.burst_inst != L.NO_CARD:
                    pl.trash.append(pl.burst_inst)
                pl.burst_inst = pl.hand.pop(act.index)
                pl.burst_state = 0
                pl.bursts_set += 1
            else:
                self._start_awaken(p, act.index)
        elif d in (Decision.PAY, Decision.PLACE, Decision.MAGIC_EFFECT):
            self.perform_use(d, p, act)
        elif d == Decision.ATTACK:
            if act.name == "PASS":  # R9.8
                self._decide(Decision.NONE, L.NO_PLAYER)
            else:
                self._declare_attack(p, act.index)
        elif d == Decision.BLOCK:
            if act.name == "PASS":  # R9.4: no block skips the second Flash timing
                self._resolve_battle()
            else:
                self._declare_block(p, act.index)
        elif d == Decision.FLASH:
            if act.name == "PASS":  # R10.4
                self.flash_passes += 1
                if self.flash_passes >= 2:
                    self._close_flash()
                else:
                    self.flash_priority = 1 - p
                    self._decide(Decision.FLASH, self.flash_priority)
            elif act.name == "USE_HAND":
                if not begin_extra_cost(self, p, act.index):  # R18.2
                    self._begin_use(p, act.index, UseOrigin.FLASH)
            elif act.name in ("ACTIVATE", "ADVENT"):  # R10.4: after it the other player may answer
                self.flash_priority = 1 - p
                self.flash_passes = 0
                self._decide(Decision.FLASH, self.flash_priority)
                if act.name == "ADVENT":  # R15.2
                    self._begin_advent(p, act.index)
                else:
                    self._activate(p, act.index)
            else:
                self._start_awaken(p, act.index)

    def _start_awaken(self, p: int, k: int) -> None:
        self.awaken_slot = k
        self._edecide(Decision.AWAKEN, p)

    # -- cores
    def _take_core(self, p: int, loc: int, kind: int) -> None:
        pl = self.players[p]
        if kind:
            pl.soul_loc = L.SOUL_NONE  # in hand for a moment; _put_core or the caller sets it
        elif loc == 0:
            pl.reserve -= 1
        else:
            pl.slots[loc - 1].cores -= 1

    def _put_core(self, p: int, loc: int, kind: int) -> None:
        pl = self.players[p]
        if kind:
            pl.soul_loc = L.SOUL_RESERVE if loc == 0 else L.SOUL_SLOT0 + loc - 1
        elif loc == 0:
            pl.reserve += 1
        else:
            pl.slots[loc - 1].cores += 1

    def _swap_soul(self, p: int, loc: int) -> None:
        """R6.5 / CN Q6: exchange the Soul Core with a normal core; no depletion."""
        soul_at = L.soul_core_loc(self.players[p].soul_loc)
        self._take_core(p, loc, 0)
        self._put_core(p, soul_at, 0)
        self._put_core(p, loc, 1)

    def _check_depleted_silently(self, p: int, loc: int) -> None:
        """R6.2 without the event: Awaken's text says a card it empties triggers no When Destroyed effect."""
        slot = self.players[p].slots[loc - 1] if loc else None
        if slot is None or slot.soul:
            return
        row = self._slot_row(p, loc - 1)
        if K.is_depleted(self.table.card_type[row], self.table.level_cores[row], self._cores_on(p, loc - 1)):
            self._leave_field(p, loc - 1)

    def _check_depleted(self, p: int, loc: int) -> None:
        """R6.2: a battler below its lowest level leaves for the Trash, cores to the Reserve."""
        if loc == 0:
            return
        k = loc - 1
        slot = self.players[p].slots[k]
        if slot is None or slot.soul:  # R16.3: soul state holds no cores
            return
        row = self._slot_row(p, k)
        if K.is_depleted(self.table.card_type[row], self.table.level_cores[row], self._cores_on(p, k)):
            inst = slot.inst
            flags = self.attacking_flag(p, k)  # vocab-D: its last-known battle role
            self._leave_field(p, k)
            # R6.2: left with no cores by a cost or a core move, it was destroyed; its watchers hear it
            self.emit(Event.DEPLETED, p, inst, flags, 0, L.NO_PLAYER)
            self.end_batch()

    def _leave_field(self, p: int, k: int, to_hand: bool = False) -> None:
        """The card in slot k goes to the Trash (or hand); its cores go to the Reserve (R6.8, R11.1).
        A token goes to no zone: it is removed from the game (R18.8)."""
        pl = self.players[p]
        slot = pl.slots[k]
        to_reserve = slot.cores > 0 or pl.soul_loc == L.SOUL_SLOT0 + k
        brave = pl.brave[k]
        attacking = bool(self.in_battle) and p == self.active and self.attacker == k
        if not self.table.card_flags[pl.card_ids[slot.inst]] & CardFlag.TOKEN:
            (pl.hand if to_hand else pl.trash).append(slot.inst)
        pl.reserve += slot.cores
        if pl.soul_loc == L.SOUL_SLOT0 + k:
            pl.soul_loc = L.SOUL_RESERVE
        if slot.sources:
            self._sources_follow(p, slot.sources, to_hand)
        show_front(self.table, pl, slot)  # R16.1
        pl.slots[k] = None
        self.purge_mods(p, slot.inst)
        end_links_on_leave(self, p, k, slot.inst)  # vocab-B: a link ends when either card leaves
        if self.in_battle:
            if p == self.active and self.attacker == k:
                self.attacker = L.NO_SLOT
            if p != self.active and self.blocker == k:
                self.blocker = L.NO_SLOT
        if brave != L.NO_CARD:  # R12.6: the pair left as one; its Brave may stay
            pl.brave[k], pl.brave_side[k] = L.NO_CARD, 0
            self.brave_left_behind(p, brave, to_hand, slot.exhaust, attacking)
        self.mods = [m for m in self.mods if not (  # levels group: "as long as you control this Spirit" (BSS03-092)
            m.kind == Mod.MAX_LEVEL_WHILE and m.player == p and m.value == slot.inst)]
        if to_reserve:  # levels group: "when a core is placed into your Reserve" (BSS02-068, BSS02-111)
            self.emit(Event.RESERVE_GAINED, p, L.NO_CARD)

    # ------------------------------------------------------------------ bytes
    def is_terminal(self) -> bool:
        return self.phase == Phase.GAME_OVER

    def current_player(self) -> int:
        return -4 if self.is_terminal() else self.current()[1]

    def to_record(self) -> np.ndarray:
        return write_record(self)

    def to_bytes(self) -> bytes:
        """The state struct's bytes (no checksum), byte-identical to the compiled engine's."""
        return self.to_record().tobytes()

    raw_bytes = to_bytes

    def record(self) -> np.void:
        """The state as a ``STATE_DTYPE`` record (a copy)."""
        return self.to_record()[()]

    def observation_tensor(self, player: int, out: np.ndarray | None = None) -> np.ndarray:
        """The compiled observation writer on this state's record (docs/OBSERVATION.md); needs a
        table built by ``pybs.game.reference_table``, which carries the compiled card table."""
        from bscore.observe import observation_from_bytes

        return observation_from_bytes(self.to_bytes(), self.table.handle, player, out)

    def hash(self) -> int:
        """The same 64-bit hash as the compiled State.hash()."""
        import hashlib

        return int.from_bytes(hashlib.blake2b(self.to_bytes(), digest_size=8).digest(), "little")

    @classmethod
    def from_bytes(cls, table: RefTable, data: bytes) -> RefState:
        state = cls(table)
        read_record(state, data)
        return state

    def clone(self) -> RefState:
        return type(self).from_bytes(self.table, self.to_bytes())


def new_reference_state(
    table: RefTable, rows: Sequence[Sequence[int]], rules: np.ndarray, seed: int, options: int,
    state_class: type[RefState] = RefState,
) -> RefState:
    """Set up a game (R3) and advance to the first decision (``state_class``: RefState or a subclass, such as
    ``pybs.refstate.ReferenceState``)."""
    state = state_class(table)
    state.setup(rows, rules, seed, options)
    return state
