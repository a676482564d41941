"""The reference interpreter's op handlers, one function per opcode (twin of ``exec_op`` in
``bscore/effects.pyx``). Each returns False to stop: a decision is pending or the op yields.
``docs/EFFECTS.md`` gives the semantics of every op.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import layout as L
from ..effects.compiler import BUILTIN_CRUSH, BUILTIN_GALE
from ..effects.spec import (
    ANY_NUMBER,
    KEYWORD_NUMBER_SHIFT,
    AbilityKind,
    Dest,
    Duration,
    Event,
    EventFlag,
    F,
    Keyword,
    Mod,
    Op,
    Rule,
    Scope,
    Static,
    Timing,
    Who,
)
from ..layout import Battle, CardType, Decision, Phase
from .advent import op_advent
from .ascend import op_ascend, op_soul_to_void
from .braves import op_brave_keep
from .cb01 import deck_locked
from .cores_ops import drop_trash_triggers_of_targets, run_cores_op
from .handfx import refresh_step_op
from .links import op_link, op_link_partner
from .misc import copy_summon_effect_op, paid_draw_in_force, paid_draw_op
from .pool2_ops import HANDLERS as POOL2_HANDLERS
from .r16 import HANDLERS as R16_HANDLERS
from .records import Frame, amount_of, pack
from .replace import destroy_replaced, offer_replacement
from .soul_state import HANDLERS as SOUL_HANDLERS
from .soul_state import offer_soul_return
from .symbols import keep_chosen_only
from .temp_statics import protected_rule
from .ultimates import u_trigger
from .woden import emit_refreshed, op_magic_cost_paid

if TYPE_CHECKING:
    from .effects import EffectsMixin


from .ops_counts import (
    hand_added,
    op_count,
    op_mark_used,
    op_move_targets,
    op_pay_cores,
    op_repeat,
    op_reveal_hand,
    op_token,
)

# -- op handlers: return False to stop (a decision is pending or the op yields) -------------------

def _choose(s: EffectsMixin, fr: Frame, op) -> bool:
    _, fid, lo, hi, chooser, keep = op
    starting = not fr.flags & L.FRAME_CHOOSING
    if starting:
        if not keep:
            s._set_targets(fr, [])
        fr.picks = 0
        fr.num = 0
        fr.flags |= L.FRAME_CHOOSING
    cands = s.candidates(fr, fid, select=True)
    if fr.picks >= choose_bound(fr, hi) or not cands or fr.n_targets >= L.MAX_TARGETS:
        fr.flags &= ~L.FRAME_CHOOSING
        fr.num = 0
        if keep == 2:  # vocab-A: the targets compared with give way to the chosen cards
            keep_chosen_only(s, fr)
        fr.pc += 1
        return True
    if starting and fr.flags & L.FRAME_MAGIC and chooser == Who.CONTROLLER:
        _redirect_choice(s, fr, fid)
    if chooser == Who.GALE:  # the opponent, unless the controller took the choice (Mod.GALE_SELECT)
        p = fr.player if s._has_mod(fr.player, L.NO_CARD, Mod.GALE_SELECT) else 1 - fr.player
    else:
        p = fr.player if chooser == Who.CONTROLLER else 1 - fr.player
    s._edecide(Decision.CHOOSE, 1 - p if fr.num == 1 else p)
    return False


def choose_bound(fr: Frame, v: int) -> int:
    """A CHOOSE count: -1 is the number the trigger carries as its subject's cores (Gale N); an amount
    operand (PER_AMOUNT + k) is k times the frame's amount; else v itself."""
    return fr.subj_cores if v == -1 else amount_of(fr, v)


def _redirect_choice(s: EffectsMixin, fr: Frame, fid: int) -> None:
    """Mod.REDIRECT_NEXT of the Magic user's opponent: they make this choice of Spirits or Nexuses instead
    (fr.num 1 for the rest of the op), and the mod is used up."""
    types = s.table.filters[fid][F.TYPES]
    wanted = sum(1 << t for t in (CardType.SPIRIT, CardType.BRAVE, CardType.ULTIMATE, CardType.NEXUS))
    if types and not types & wanted:
        return
    for i, m in enumerate(s.mods):
        if m.kind == Mod.REDIRECT_NEXT and m.player == 1 - fr.player and m.inst == L.NO_CARD:
            del s.mods[i]
            fr.num = 1
            return


def _choose_cost_sum(s: EffectsMixin, fr: Frame, op) -> bool:
    if not fr.flags & L.FRAME_CHOOSING:
        s._set_targets(fr, [])
        fr.picks = 0
        fr.num = op[2]
        fr.flags |= L.FRAME_CHOOSING
    if not s.cost_sum_candidates(fr, op):
        fr.flags &= ~L.FRAME_CHOOSING
        fr.pc += 1
        return True
    s._edecide(Decision.CHOOSE, fr.player)
    return False


def _all(s: EffectsMixin, fr: Frame, op) -> bool:
    if not op[2]:  # b 1: add to the targets already held
        s._set_targets(fr, [])
    s._set_targets(fr, fr.targets[: fr.n_targets] + s.candidates(fr, op[1], select=False))
    fr.pc += 1
    return True


def _self(s: EffectsMixin, fr: Frame, op) -> bool:
    s._set_targets(fr, [pack(fr.player, fr.inst)])
    fr.pc += 1
    return True


def _subject(s: EffectsMixin, fr: Frame, op) -> bool:
    s._set_targets(fr, [] if fr.subj_inst == L.NO_CARD else [pack(fr.subj_player, fr.subj_inst)])
    fr.pc += 1
    return True


def _blocker(s: EffectsMixin, fr: Frame, op) -> bool:
    d = 1 - s.active
    on = s.in_battle and s.blocker != L.NO_SLOT
    s._set_targets(fr, [pack(d, s.players[d].slots[s.blocker].inst)] if on else [])
    fr.pc += 1
    return True


def _stopped_by_at_field(s: EffectsMixin, fr: Frame, p: int, k: int) -> bool:
    """A.T. Field (R18.10): with its Soul Core on it, a Spirit is not destroyed by a destruction effect
    whose source is an opposing Spirit (not a Nexus, not a Magic)."""
    if p == fr.player or fr.inst == L.NO_CARD or s.players[p].soul_loc != L.SOUL_SLOT0 + k:
        return False
    src_type = s.table.card_type[s.players[fr.player].card_ids[fr.inst]]
    return src_type in (CardType.SPIRIT, CardType.BRAVE) and s.keyword(p, k, Keyword.AT_FIELD) >= 0


_KEPT, _DESTROYED, _EXHAUSTED = 0, 1, 2


def _destroy_fate(s: EffectsMixin, fr: Frame, p: int, inst: int, k: int) -> int:
    """What a DESTROY does to one target, read before any target leaves (R18.12): kept (not on the field,
    protected, A.T. Field, shielded from this source), exhausted instead, or destroyed."""
    if k < 0:
        return _KEPT
    if p != fr.player and (s._has_mod(p, inst, Mod.PROTECTED) or s._has_mod(p, inst, Mod.NO_EFFECT_DESTROY)):
        return _KEPT
    if _stopped_by_at_field(s, fr, p, k):
        return _KEPT
    if s.shielded_from_source(Static.NO_DESTROY_BY, p, k, fr.player, fr.inst):  # BSS01-112
        return _KEPT
    if p != fr.player and s._affected_by(Static.EXHAUSTED_INSTEAD, p, k):
        return _EXHAUSTED
    return _DESTROYED


def _destroy(s: EffectsMixin, fr: Frame, op) -> bool:
    silent = op[0] == Op.DESTROY_SILENT  # the opponent's "When Destroyed" effects stay silent for this op only
    if silent:
        s.add_mod(1 - fr.player, L.NO_CARD, Mod.SILENCE_DESTROYED, Duration.TURN, 0, fr.player)
    frames = len(s.frames)
    # R18.12: one instruction on several cards is one event: which targets are destroyed (or exhausted
    # instead) is decided for all of them before any leaves, so a destruction cannot lift another's shield
    targets = s._targets(fr)
    fates = [_destroy_fate(s, fr, p, inst, k) for p, inst, k in targets]
    destroys = False  # the source destroyed an opposing Spirit: one DESTROYS event for the whole op (R18.12)
    for (p, inst, _), fate in zip(targets, fates):
        k = s.slot_of(p, inst)
        if k < 0 or fate == _KEPT:
            continue
        if fate == _EXHAUSTED:  # a replacement effect
            if s.players[p].slots[k].exhaust == 0 and not s.never_exhausted(p, inst):  # CN Q18
                s.players[p].slots[k].exhaust = 1
                s.emit(Event.EXHAUSTED, p, inst, EventFlag.BY_EFFECT | EventFlag.BY_OPPONENT, 0, fr.player)
            continue
        flags = EventFlag.BY_EFFECT | (EventFlag.BY_OPPONENT if p != fr.player else 0)
        if offer_replacement(s, p, k, flags, fr.inst):  # replace group: held back, its frame on top
            continue
        spirit = s.table.card_type[s.players[p].card_ids[inst]] != CardType.NEXUS
        s.destroy_card(p, k, flags, fr.player)
        if spirit and p != fr.player and fr.inst != L.NO_CARD:  # its source destroyed an opposing Spirit
            destroys = True
    if destroys:
        s.emit(Event.DESTROYS, fr.player, fr.inst, EventFlag.BY_EFFECT, 0, fr.player)
    if fr.n_targets > 1:  # R18.3: a card destroyed with the Spirit it would answer does not answer it
        drop_trash_triggers_of_targets(s, fr)
    s.end_batch()
    if silent:
        s.mods = [m for m in s.mods if not (m.player == 1 - fr.player and m.inst == L.NO_CARD
                                            and m.kind == Mod.SILENCE_DESTROYED)]
    fr.pc += 1
    return len(s.frames) == frames  # a replacing ability on top resolves first


def _to_hand(s: EffectsMixin, fr: Frame, op) -> bool:
    got = set()
    frames = len(s.frames)
    for p, inst, k in s._targets(fr):
        pl = s.players[p]
        if k >= 0 and p != fr.player and s.rule_affects(Rule.NO_RETURN, p, k):  # BSS01-084
            continue
        if k >= 0 and offer_soul_return(s, p, k, Dest.HAND, fr.player):  # R16.3: held back, its frame on top
            continue
        if k >= 0:
            s.return_to_hand(p, k)
            got.add(p)
        elif inst in pl.trash:
            pl.trash.remove(inst)
            pl.hand.append(inst)
            got.add(p)
    for p in sorted(got):
        hand_added(s, fr, p)
    s.end_batch()
    fr.pc += 1
    return len(s.frames) == frames  # a soul-state offer on top resolves first (R16.3)


def _exhaust(s: EffectsMixin, fr: Frame, op) -> bool:
    for p, inst, k in s._targets(fr):
        if k >= 0 and s.players[p].slots[k].exhaust == 0 and not s.never_exhausted(p, inst) and not (  # R12.9
                p != fr.player and protected_rule(s, Rule.NO_EXHAUST, p, k)):  # vocab-D: not by opposing effects
            s.players[p].slots[k].exhaust = 1
            if s.table.card_type[s.players[p].card_ids[inst]] == CardType.NEXUS:
                s.emit(Event.NEXUS_EXHAUSTED, p, inst)
            s.emit(Event.EXHAUSTED, p, inst, EventFlag.BY_EFFECT | (EventFlag.BY_OPPONENT if p != fr.player else 0)
                   | (EventFlag.BY_GALE if fr.ability == BUILTIN_GALE else 0), 0, fr.player)  # vocab-D: Gale (R18.7)
    s.end_batch()
    fr.pc += 1
    return True


def _refresh(s: EffectsMixin, fr: Frame, op) -> bool:
    refreshed = []
    heard = False
    for p, inst, k in s._targets(fr):
        if k >= 0 and s.players[p].slots[k].exhaust:
            s.players[p].slots[k].exhaust -= 1  # R1.8: one step
            refreshed.append(pack(p, inst))
            if not s.players[p].slots[k].exhaust:  # woden: Event.REFRESHED
                flags = EventFlag.BY_EFFECT | (EventFlag.BY_OPPONENT if p != fr.player else 0)
                heard |= emit_refreshed(s, p, [k], flags, fr.player)
    if heard:
        s.end_batch()
    s._set_targets(fr, refreshed)  # R11.2: later ops see only the cards this effect refreshed
    fr.pc += 1
    return True


def _draw(s: EffectsMixin, fr: Frame, op) -> bool:
    p = s.who_player(fr, op[2])
    magic = fr.inst != L.NO_CARD and s.table.card_type[s.players[fr.player].card_ids[fr.inst]] == CardType.MAGIC
    if magic and s.rule_in_force(Rule.NO_MAGIC_DRAW):  # "no player can draw by Magic effects"
        fr.pc += 1
        return True
    if fr.flags & L.FRAME_CHOOSING or (s.phase != Phase.DRAW and paid_draw_in_force(s)):
        return paid_draw_op(s, fr, op, p)  # misc: Rule.PAID_DRAW (BSS02-054)
    count = amount_of(fr, op[1])
    if count > 0 and p == fr.player:
        s.turn_flags[p] |= L.TURN_DREW_BY_EFFECT  # Cond.DREW_THIS_TURN
    before = len(s.players[p].hand)
    s._draw(p, count)
    if s.phase != Phase.DRAW:  # BY_MY_EFFECT for the effect's controller ("draw with your effects")
        # BY_OWN_EFFECT: the drawer's own effect ("when your opponent draws with their effects")
        s.emit(Event.DREW, p, L.NO_CARD, EventFlag.BY_OWN_EFFECT if p == fr.player else 0, 0, fr.player)
    if len(s.players[p].hand) > before:
        hand_added(s, fr, p)
    s.end_batch()
    fr.pc += 1
    return True


def _discard(s: EffectsMixin, fr: Frame, op) -> bool:
    p = s.who_player(fr, op[2])
    pl = s.players[p]
    if not fr.flags & L.FRAME_SUBSTEP:
        count = amount_of(fr, op[1])
        if op[3]:
            fr.amount = 0  # c: filter + 1; the amount counts the discarded cards matching it
        if count < 0:  # Crush: the source's level + its Crush number
            k = s.slot_of(fr.player, fr.inst)
            count = s.level_of(fr.player, k) + s.keyword(fr.player, k, Keyword.CRUSH) if k >= 0 else 0
        if p != fr.player:  # Mod.DISCARD_CAP: an opposing effect discards at most its value
            for m in s.mods:
                if m.kind == Mod.DISCARD_CAP and m.player == p and m.inst == L.NO_CARD:
                    count = min(count, m.value)
        if deck_locked(s, p):  # CB01-076: Mod.NO_DECK_DISCARD
            count = 0
        fr.num = count
        fr.picks = s.next_batch  # triggers from this batch on belong to the discards
        fr.flags |= L.FRAME_SUBSTEP | L.FRAME_NESTED
    if fr.num <= 0 or not pl.deck:
        fr.flags &= ~(L.FRAME_SUBSTEP | L.FRAME_NESTED)
        fr.num = 0
        if fr.index >= 3:  # handfx: "discards three or more cards from your deck"
            flags = EventFlag.BY_EFFECT | (EventFlag.BY_OPPONENT if p != fr.player else 0)
            s.emit(Event.DECK_MILLED, p, L.NO_CARD, flags, 0, fr.player)
            s.end_batch()
        fr.index = 0
        fr.pc += 1
        return True
    inst = pl.deck.pop()
    pl.trash.append(inst)
    fr.num -= 1
    fr.index += fr.index < 255  # cards this op discarded (free here: only the CORES ops use it, and reset it)
    if op[3] and fr.amount < 255 and s.matches_card(op[3] - 1, fr.player, p, inst, fr.player, fr.inst) and \
            s.matches_off_field(op[3] - 1, p, inst):
        fr.amount += 1
    flags = EventFlag.BY_EFFECT | (EventFlag.BY_OPPONENT if p != fr.player else 0)
    if fr.ability == BUILTIN_CRUSH:
        flags |= EventFlag.BY_CRUSH
    s.emit(Event.DECK_DISCARDED, p, inst, flags, 0, fr.player)
    s.end_batch()
    return False  # R10.6: effects this card triggers resolve before the next card


def _retrigger(s: EffectsMixin, fr: Frame, op) -> bool:
    """Op.RETRIGGER: the subject's When Summoned effect (a 0) or its Crush (1) triggers again."""
    sp, si = fr.subj_player, fr.subj_inst
    k = s.slot_of(sp, si) if si != L.NO_CARD else -1
    if k >= 0:
        t = s.table
        if op[1] == 1:
            if s.keyword(sp, k, Keyword.CRUSH) >= 0:
                s._push(BUILTIN_CRUSH, sp, si, sp, si, 0, 0)
        else:
            for ab in t.card_abilities(s.players[sp].card_ids[si]):
                if (t.ab_kind[ab] == AbilityKind.TRIGGERED and t.ab_event[ab] == Event.SUMMONED
                        and t.ab_scope[ab] == Scope.SELF and t.ab_timing[ab] == Timing.ALWAYS
                        and s.level_gate(ab, sp, k)):
                    s._push(ab, sp, si, sp, si, 0, 0)
                    break
        s.end_batch()
    fr.pc += 1
    return True


def _bp(s: EffectsMixin, fr: Frame, op) -> bool:
    for p, inst, k in s._targets(fr):
        if k >= 0:
            s.add_mod(p, inst, Mod.BP, op[2], amount_of(fr, op[1]), fr.player)
    fr.pc += 1
    return True


def _mod(s: EffectsMixin, fr: Frame, op) -> bool:
    for p, inst, k in s._targets(fr):
        if k >= 0:
            if op[1] == Mod.DELAYED:
                s.add_delayed(p, inst, op[3], op[2], fr.player, fr.inst)
            elif op[1] == Mod.AS_SPIRIT and (s.table.card_type[s.players[p].card_ids[inst]] != CardType.NEXUS
                                             or s._has_mod(p, inst, Mod.AS_SPIRIT)):
                pass  # vocab-B: only a Nexus becomes also a Spirit, once
            else:  # MAX_LEVEL_WHILE names the effect's own card (levels group)
                s.add_mod(p, inst, op[1], op[3], fr.inst if op[1] == Mod.MAX_LEVEL_WHILE else op[2], fr.player)
                if op[1] == Mod.KEYWORD and op[2] & ((1 << KEYWORD_NUMBER_SHIFT) - 1) == Keyword.LUSTER:
                    _luster_gained(s, p, inst)
    fr.pc += 1
    return True


def _luster_gained(s: EffectsMixin, p: int, inst: int) -> None:
    """The current attacker gained Luster during its battle (BSS03-042): it works for this battle, as if it had
    had it when the attack was declared (docs/EFFECTS.md, "battle": the Luster ruling)."""
    a, k = s.active, s.attacker
    if s.in_battle != Battle.NONE and p == a and k != L.NO_SLOT and s.players[a].slots[k].inst == inst:
        s.luster = inst + 1


def _player_mod(s: EffectsMixin, fr: Frame, op) -> bool:
    if op[1] == Mod.DELAYED:
        s.add_delayed(s.who_player(fr, op[4]), L.NO_CARD, op[3], op[2], fr.player, fr.inst)
    else:
        s.add_mod(s.who_player(fr, op[4]), L.NO_CARD, op[1], op[3], op[2], fr.player)
    fr.pc += 1
    return True


def _if(s: EffectsMixin, fr: Frame, op) -> bool:
    if not s.cond_holds(op[1], op[2], fr.player, fr.player, fr.inst, fr):
        fr.pc += op[3]
    fr.pc += 1
    return True


def _may(s: EffectsMixin, fr: Frame, op) -> bool:
    p = s.who_player(fr, op[4])  # d: who answers (pool II: the opponent, for whom the condition is read)
    if not s.cond_holds(op[1], op[2], p, fr.player, fr.inst, fr):
        fr.pc += 1 + op[3]  # R0.4: A impossible, so B is not offered
        return True
    fr.flags |= L.FRAME_SUBSTEP
    s._edecide(Decision.YES_NO, p)
    return False


def _jump(s: EffectsMixin, fr: Frame, op) -> bool:
    fr.pc += 1 + op[3]
    return True


def _reveal(s: EffectsMixin, fr: Frame, op) -> bool:
    p = s.who_player(fr, op[2])
    pl = s.players[p]
    n = max(0, min(amount_of(fr, op[1]), len(pl.deck)))
    if n > L.MAX_BUFFER:  # never a silent drop: a full table ends the game
        s.table_overflow()
        n = L.MAX_BUFFER
    cards = [pl.deck.pop() for _ in range(n)]  # top first
    fr.buffer = cards + [0] * (L.MAX_BUFFER - n)
    fr.n_buffer = n
    fr.buffer_owner = p
    fr.flags = (fr.flags | L.FRAME_PUBLIC) if op[3] else (fr.flags & ~L.FRAME_PUBLIC)
    fr.pc += 1
    return True


def _pick(s: EffectsMixin, fr: Frame, op) -> bool:
    _, fid, lo, hi, dest, _e = op
    if lo == ANY_NUMBER:  # every matching card, no choice
        i = 0
        moved = False
        if op[5]:  # vocab-A: the picked cards become the targets
            s._set_targets(fr, [])
        while i < fr.n_buffer:
            if s.matches_card(fid, fr.player, fr.buffer_owner, fr.buffer[i], fr.player, fr.inst) and \
                    s.off_field_ok(fr, fid, fr.buffer_owner, fr.buffer[i]):
                if op[5]:
                    s._set_targets(fr, fr.targets[: fr.n_targets] + [pack(fr.buffer_owner, fr.buffer[i])])
                s.move_card(fr.buffer_owner, s.take_from_buffer(fr, i), dest)
                moved = True
            else:
                i += 1
        if moved and dest == Dest.HAND:
            hand_added(s, fr, fr.buffer_owner)
            s.end_batch()
        fr.pc += 1
        return True
    if not fr.flags & L.FRAME_CHOOSING:
        fr.picks = 0
        fr.flags |= L.FRAME_CHOOSING
        if op[5]:  # vocab-A: the picked cards become the targets
            s._set_targets(fr, [])
    if fr.picks >= hi or not s.candidates(fr, fid, select=False):
        fr.flags &= ~L.FRAME_CHOOSING
        fr.pc += 1
        return True
    s._edecide(Decision.CHOOSE, fr.player)
    return False


def _rest(s: EffectsMixin, fr: Frame, op) -> bool:
    dest = op[1]
    if op[2] and dest in (Dest.DECK_TOP, Dest.DECK_BOTTOM) and fr.n_buffer >= 2:
        s._edecide(Decision.CHOOSE, fr.player)  # "in any order": place them one at a time
        return False
    cards = fr.buffer[: fr.n_buffer]
    if dest == Dest.DECK_TOP:
        cards = list(reversed(cards))  # the first card revealed ends on top again
    for inst in cards:
        s.move_card(fr.buffer_owner, inst, dest)
    if dest == Dest.HAND and cards:
        hand_added(s, fr, fr.buffer_owner)
        s.end_batch()
    fr.buffer = [0] * L.MAX_BUFFER
    fr.n_buffer = 0
    fr.pc += 1
    return True


def _summon(s: EffectsMixin, fr: Frame, op) -> bool:
    if not fr.flags & L.FRAME_CHOOSING:
        fr.flags |= L.FRAME_CHOOSING
        fr.picks = 0
    if fr.picks or not s.summon_candidates(fr, op):
        fr.flags &= ~L.FRAME_CHOOSING
        fr.pc += 1
        return True
    s._edecide(Decision.CHOOSE, fr.player)
    return False


def _raid(s: EffectsMixin, fr: Frame, op) -> bool:
    k = s.slot_of(fr.player, fr.inst)  # counted on the Spirit: each Raid Spirit has its own N per turn
    if k >= 0:
        s.players[fr.player].slots[k].raid_uses += 1
    fr.pc += 1
    return True


def _luster(s: EffectsMixin, fr: Frame, op) -> bool:
    pl = s.players[fr.player]
    bits = s.battle_magic[fr.player]
    moved = False
    for inst in list(pl.trash):
        if bits >> inst & 1:
            pl.trash.remove(inst)
            pl.hand.append(inst)
            moved = True
    s.battle_magic[fr.player] = 0
    if moved:
        hand_added(s, fr, fr.player)
        s.end_batch()
    fr.pc += 1
    return True


def _attack_spirit(s: EffectsMixin, fr: Frame, op) -> bool:
    """R18.5 "you may attack that Spirit": the first opposing target blocks at once, even exhausted; the
    Flash timing before the block is skipped and no Life is reduced, even if it already left the field.
    One that cannot block is not made to: the battle goes on unblocked."""
    fr.pc += 1
    d = 1 - s.active
    if s.in_battle != Battle.ON or s.attacker == L.NO_SLOT or s.blocked or s.flash_window != 1:
        return True
    k = next((s.slot_of(p, inst) for p, inst, _k in s._targets(fr) if p == d), -1)
    if k >= 0 and not s.can_block(d, k):
        return True
    if k >= 0:
        s._declare_block(d, k)
        return True
    s.blocked = 1  # it left: the attack still hits no Life
    s._open_flash(2)
    return True


def _callback(s: EffectsMixin, fr: Frame, op) -> bool:
    s.table.callbacks[op[1]](s, fr)
    fr.pc += 1
    return True



HANDLERS = {
    Op.CHOOSE: _choose, Op.CHOOSE_COST_SUM: _choose_cost_sum, Op.ALL: _all, Op.SELF: _self,
    Op.SUBJECT: _subject, Op.BLOCKER: _blocker, Op.DESTROY: _destroy, Op.TO_HAND: _to_hand,
    Op.EXHAUST: _exhaust, Op.REFRESH: _refresh, Op.DRAW: _draw, Op.DISCARD: _discard, Op.CORES: run_cores_op,
    Op.BP: _bp, Op.MOD: _mod, Op.PLAYER_MOD: _player_mod, Op.IF: _if, Op.MAY: _may, Op.JUMP: _jump,
    Op.REVEAL: _reveal, Op.PICK: _pick, Op.REST: _rest, Op.SUMMON: _summon, Op.RAID: _raid,
    Op.LUSTER: _luster, Op.CALLBACK: _callback, Op.COUNT: op_count, Op.MARK_USED: op_mark_used,
    Op.CHOOSE_BP_SUM: _choose_cost_sum, Op.REPEAT: op_repeat,
    Op.TO_DECK: op_move_targets, Op.HAND_DISCARD: op_move_targets,
    Op.TOKEN: op_token, Op.REVEAL_HAND: op_reveal_hand, Op.PAY_CORES: op_pay_cores,
    Op.ATTACK_SPIRIT: _attack_spirit, Op.ADVENT: op_advent, Op.DESTROY_SILENT: _destroy, Op.RETRIGGER: _retrigger,
    Op.REFRESH_STEP: refresh_step_op, Op.COPY_SUMMON_EFFECT: copy_summon_effect_op,
}  # fmt: skip
HANDLERS[Op.U_TRIGGER] = u_trigger  # R14.3
HANDLERS.update(R16_HANDLERS)  # group "r16": Count and Rebirth
HANDLERS.update(SOUL_HANDLERS)  # group "soul": soul state (R16.3)
HANDLERS[Op.DESTROY_REPLACED] = destroy_replaced  # replace group
HANDLERS[Op.BRAVE_KEEP] = op_brave_keep  # brave group: CN 2.1 item 3
HANDLERS[Op.ASCEND] = op_ascend  # ascend group: an extra summoning cost (R18.2)
HANDLERS[Op.SOUL_TO_VOID] = op_soul_to_void  # ascend group (BSS01-001)
HANDLERS[Op.MAGIC_COST_PAID] = op_magic_cost_paid  # woden group: Rule.MAGIC_DISCARD (BSS02-040)
HANDLERS[Op.LINK] = op_link  # vocab-B: Link
HANDLERS[Op.LINK_PARTNER] = op_link_partner
HANDLERS.update(POOL2_HANDLERS)  # pool II: Feast, token copies, Magic ops, summoned targets, chosen colours
