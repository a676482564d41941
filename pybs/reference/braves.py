"""Braves (R12) in the reference engine: fusing on summon or in the Main Step, swapping, separating, and what
stays of a Braved Spirit that leaves the field. Twin of ``bscore/braves.pyx`` (and its hooks)."""

from __future__ import annotations

from .. import codec as C
from .. import layout as L
from ..effects.compiler import BUILTIN_BRAVE_KEEP
from ..effects.spec import Dest
from ..layout import Battle, CardType, Decision, UseKind
from . import kernels as K
from .r16 import core_locked
from .records import Frame

KEEP_EXHAUSTED = 1  # a BRAVE_KEEP frame's subj_flags: the pair was exhausted (bscore/braves.pyx)
KEEP_ATTACKING = 2  # ... and attacking (R12.7, CN Q14)


class BraveMixin:
    """Brave rules over ``players[p].brave[k]``: the Brave fused to the card in slot k, or NO_CARD."""

    def braved_bp(self, p: int, k: int) -> int:
        """R12.2: the "when braved" BP+ of the Brave fused to (p, k), 0 if none."""
        b = self.players[p].brave[k]
        return self.table.brave_bp[self.players[p].card_ids[b]] if b != L.NO_CARD else 0

    def braved_symbols(self, p: int, k: int) -> list[int]:
        """R12.2: the symbol masks of the Brave fused to (p, k)."""
        b = self.players[p].brave[k]
        return list(self.table.symbols[self.players[p].card_ids[b]]) if b != L.NO_CARD else []

    def _brave_colors(self, p: int, k: int) -> int:
        b = self.players[p].brave[k]
        return self.table.colors[self.players[p].card_ids[b]] if b != L.NO_CARD else 0

    def card_cost(self, p: int, inst: int) -> int:
        """The cost of (p, inst): a Braved Spirit's is its own plus its Brave's (R12.2)."""
        k = self.pair_slot(p, inst)
        extra = self.table.cost[self.players[p].card_ids[self.players[p].brave[k]]] if k >= 0 else 0
        return self.table.cost[self.players[p].card_ids[inst]] + extra

    def pair_slot(self, p: int, inst: int) -> int:
        """The slot of the Braved Spirit whose Spirit is ``inst``, -1 if it is no such Spirit."""
        pl = self.players[p]
        for k, slot in enumerate(pl.slots):
            if slot is not None and slot.inst == inst and pl.brave[k] != L.NO_CARD:
                return k
        return -1

    def two_spirit(self, p: int, inst: int) -> bool:
        """R12.9: the card is a two-spirit Brave."""
        return bool(self.table.brave_two_spirit[self.players[p].card_ids[inst]])

    def other_host(self, p: int, brave_inst: int, k: int) -> int:
        """The other slot a two-spirit Brave fused to slot k is fused to, -1 if none (R12.9)."""
        return next((j for j, b in enumerate(self.players[p].brave) if j != k and b == brave_inst), -1)

    def first_host(self, p: int, k: int) -> bool:
        """Slot k holds the first host of its Brave: a two-spirit Brave's own symbols count once (R12.9)."""
        return self.players[p].brave[k] not in self.players[p].brave[:k]

    def never_exhausted(self, p: int, inst: int) -> bool:
        """R12.9 / CN Q18: a two-spirit Brave as a Spirit is never exhausted, even by effects."""
        return self.two_spirit(p, inst)

    def can_take_brave(self, p: int, brave_inst: int, dst: int, ignore_slot: int = -1) -> bool:
        """R12.1: (p, dst) is a Spirit or Ultimate (never a Spirit-state Brave, CN Q12) with no Brave of its own
        (but in an exchange with ``ignore_slot``) meeting the fusion condition of ``brave_inst``."""
        pl = self.players[p]
        slot = pl.slots[dst]
        fid = self.table.brave_filter[pl.card_ids[brave_inst]]
        if slot is None or fid < 0:
            return False
        if self.table.card_type[pl.card_ids[slot.inst]] not in (CardType.SPIRIT, CardType.ULTIMATE):
            return False
        if pl.brave[dst] != L.NO_CARD and dst != ignore_slot:
            return False
        return self.matches_field(fid, p, p, dst, p, brave_inst)

    def summon_fuse_codes(self, p: int) -> list[int]:
        """R8.1 / CN 5.1: a Brave being summoned may fuse at once instead of taking cores (none placed yet)."""
        src, inst = self.use_slot, self.use_inst
        if self.table.card_type[self.players[p].card_ids[inst]] != CardType.BRAVE or self._cores_on(p, src):
            return []
        return [C.fuse(src, dst) for dst in range(L.MAX_SLOTS) if dst != src and self.can_take_brave(p, inst, dst)]

    def main_brave_codes(self, p: int) -> list[int]:
        """R8.8: fuse a Spirit-state Brave (R12.1), swap a fused one (R12.5), separate one (R12.4)."""
        pl = self.players[p]
        out = []
        for src, slot in enumerate(pl.slots):
            if slot is None:
                continue
            b = pl.brave[src]
            if b != L.NO_CARD and self.two_spirit(p, b):
                # R12.9: fuse its free side (CN Q16), swap its sides (Q17), or move this side (R12.5)
                other = self.other_host(p, b, src)
                out.extend(C.fuse(src, dst) for dst in range(L.MAX_SLOTS)
                           if dst != src and (dst == other or self.can_take_brave(p, b, dst)))
            elif b != L.NO_CARD:
                for dst in range(L.MAX_SLOTS):
                    if dst == src or not self.can_take_brave(p, b, dst, dst):
                        continue
                    if pl.brave[dst] != L.NO_CARD and (self.two_spirit(p, pl.brave[dst])
                                                       or not self.can_take_brave(p, pl.brave[dst], src, src)):
                        continue
                    out.append(C.fuse(src, dst))
            elif self.table.card_type[pl.card_ids[slot.inst]] == CardType.BRAVE:
                out.extend(C.fuse(src, dst) for dst in range(L.MAX_SLOTS)
                           if dst != src and self.can_take_brave(p, slot.inst, dst))
        if all(s is not None for s in pl.slots):
            return out
        for k, b in enumerate(pl.brave):
            if b == L.NO_CARD:
                continue
            need = self._brave_min_cores(p, b)
            if pl.slots[k].cores >= need:
                out.append(C.separate(k, False))
            if pl.reserve >= need:
                out.append(C.separate(k, True))
        return out

    def _brave_min_cores(self, p: int, inst: int) -> int:
        row = self.players[p].card_ids[inst]
        return K.min_cores(self.table.card_type[row], self.table.level_cores[row])

    def _free_slot(self, p: int) -> int:
        return next(k for k, s in enumerate(self.players[p].slots) if s is None)

    def fuse(self, p: int, src: int, dst: int) -> None:
        """FUSE src -> dst: a Spirit-state Brave puts itself and its cores on dst (R12.2), or a Braved Spirit hands
        its Brave to dst, exchanging Braves if dst has one (R12.5). R12.3: either exhausted, the pair is."""
        from .records import Slot  # noqa: F401  (slots are Slot objects)

        pl = self.players[p]
        b = pl.brave[src]
        if b != L.NO_CARD and self.two_spirit(p, b):  # R12.9: it is never exhausted, so no R12.3 here
            other = self.other_host(p, b, src)
            if other < 0:  # its free side fuses (CN Q16)
                pl.brave[dst], pl.brave_side[dst] = b, 1 - pl.brave_side[src]
            elif dst == other:  # the sides are exchanged (CN Q17)
                pl.brave_side[dst], pl.brave_side[src] = pl.brave_side[src], pl.brave_side[dst]
            else:  # this side moves to another Spirit (R12.5)
                pl.brave[dst], pl.brave_side[dst] = b, pl.brave_side[src]
                pl.brave[src], pl.brave_side[src] = L.NO_CARD, 0
            return
        if b != L.NO_CARD:  # swap
            other = pl.brave[dst]
            pl.brave[dst], pl.brave[src] = b, other
            if pl.slots[src].exhaust and not pl.slots[dst].exhaust:
                pl.slots[dst].exhaust = 1
            if other != L.NO_CARD and pl.slots[dst].exhaust and not pl.slots[src].exhaust:
                pl.slots[src].exhaust = 1
            return
        slot = pl.slots[src]
        pl.slots[dst].cores += slot.cores
        if pl.soul_loc == L.SOUL_SLOT0 + src:
            pl.soul_loc = L.SOUL_SLOT0 + dst
        if slot.exhaust and not pl.slots[dst].exhaust:
            pl.slots[dst].exhaust = slot.exhaust
        pl.brave[dst], pl.brave_side[dst] = slot.inst, 0
        pl.slots[src] = None
        self.purge_mods(p, slot.inst)  # its temporary effects as a Spirit end: a fused Brave is in no slot (R12.10)

    def fuse_on_summon(self, p: int, dst: int) -> None:
        """R8.1 / CN 5.1: the Brave being summoned fuses to dst; summoned exhausted, the pair is (R12.3). Its
        "when summoned" effects still work (CN Q13)."""
        pl = self.players[p]
        pl.brave[dst] = self.use_inst
        if self.use_flags & L.USE_EXHAUSTED and not pl.slots[dst].exhaust:
            pl.slots[dst].exhaust = 1
        pl.slots[self.use_slot] = None
        self.use_slot = L.NO_SLOT
        self._complete_summon(p)

    def separate(self, p: int, k: int, from_reserve: bool) -> None:
        """R12.4: the Brave of (p, k) becomes a Spirit-state Brave in a free slot with its Lv1 cores from the
        Reserve or the pair, keeping the pair's exhaustion; the Spirit may deplete (R6.2)."""
        from .records import Slot

        pl = self.players[p]
        b = pl.brave[k]
        need = self._brave_min_cores(p, b)
        s = self._free_slot(p)
        exhaust = 0 if self.two_spirit(p, b) else pl.slots[k].exhaust
        for j in range(L.MAX_SLOTS):  # a two-spirit Brave leaves both its Spirits (R12.9)
            if pl.brave[j] == b:
                pl.brave[j], pl.brave_side[j] = L.NO_CARD, 0
        if from_reserve:
            pl.reserve -= need
        else:
            pl.slots[k].cores -= need
        pl.slots[s] = Slot(b, need, exhaust)
        if not from_reserve:
            self._check_depleted(p, 1 + k)

    def brave_main_action(self, p: int, act: C.Action) -> None:
        """R8.8: a FUSE or SEPARATE answer to the Main Step."""
        if act.name == "FUSE":
            self.fuse(p, act.index, act.dst)
        else:
            self.separate(p, act.index, bool(act.loc))

    def removable_cores(self, p: int, k: int) -> int:
        """Cores field card (p, k) can give without being depleted (R6.2): all of a Nexus's, a battler's beyond its
        lowest level; none of a Grandwalker's (R16.4) or of an empty slot."""
        slot = self.players[p].slots[k]
        if slot is None or core_locked(self, p, 1 + k):
            return 0
        row = self.players[p].card_ids[slot.inst]
        lc = self.table.level_cores[row]
        m = K.min_cores(self.table.card_type[row], lc) if K.is_depleted(self.table.card_type[row], lc, 0) else 0
        return max(0, self._cores_on(p, k) - m)

    def keep_cores_free(self, p: int) -> int:
        """CN 2.1 item 3: the cores the owner can put on a Brave from their field or Reserve (field cards never
        deplete for it)."""
        pl = self.players[p]
        return (pl.reserve + int(pl.soul_loc == L.SOUL_RESERVE)
                + sum(self.removable_cores(p, k) for k in range(L.MAX_SLOTS)))

    def keep_possible(self, p: int, need: int) -> bool:
        """A free slot and ``need`` free cores; while a card is being used (R7.1) its cost and Lv1 cores stay covered."""
        spare = self.keep_cores_free(p) - need
        if all(s is not None for s in self.players[p].slots) or spare < 0:
            return False
        if self.use_kind != UseKind.NONE and self.use_player == p:
            spare -= self.use_cost_left
            if self.use_kind in (UseKind.SUMMON, UseKind.DEPLOY):
                spare -= self._brave_min_cores(p, self.use_inst)
        return spare >= 0

    def brave_left_behind(self, p: int, brave_inst: int, to_hand: bool, exhaust: int, was_attacking: bool) -> None:
        """R12.6, CN 2.1 item 3: the Spirit of a Braved Spirit has left the field (its cores are in the Reserve). The
        Brave goes where the Spirit went (the hand or the Trash; TO_DECK moves it on to the deck, brave_to_deck);
        when its owner could keep it on the field, the built-in BRAVE_KEEP frame asks them next (op_brave_keep)."""
        pl = self.players[p]
        need = self._brave_min_cores(p, brave_inst)
        if self.two_spirit(p, brave_inst):  # R12.9: still fused on its other side; never exhausted, and it does not
            if brave_inst in pl.brave:  # go on attacking (CN Q14, Q15)
                return
            exhaust, was_attacking = 0, False
        (pl.hand if to_hand else pl.trash).append(brave_inst)
        self.purge_mods(p, brave_inst)
        if len(self.frames) >= L.MAX_FRAMES or not self.keep_possible(p, need):
            return
        flags = (KEEP_EXHAUSTED if exhaust else 0) | (KEEP_ATTACKING if was_attacking else 0)
        fr = Frame(BUILTIN_BRAVE_KEEP, p, brave_inst, p, brave_inst, 0, flags)
        fr.index = Dest.HAND if to_hand else Dest.TRASH
        self.frames.append(fr)

    def brave_to_deck(self, p: int, brave_inst: int, dest: int) -> None:
        """R12.6: the Spirit went to the deck (TO_DECK): its Brave, if it followed it to the Trash, goes on to the
        same end of the deck after it, and a BRAVE_KEEP question about it now looks for it there."""
        pl = self.players[p]
        if brave_inst == L.NO_CARD or brave_inst not in pl.trash:
            return
        pl.trash.remove(brave_inst)
        self.move_card(p, brave_inst, dest)
        for fr in self.frames:
            if (fr.ability == BUILTIN_BRAVE_KEEP and fr.player == p and fr.inst == brave_inst
                    and not fr.flags & L.FRAME_CHOOSING):
                fr.index = dest

    def brave_zone(self, p: int, dest: int) -> list[int]:
        pl = self.players[p]
        return pl.hand if dest == Dest.HAND else pl.trash if dest == Dest.TRASH else pl.deck

    def brave_keep_codes(self, fr) -> list[int]:
        """BRAVE_KEEP: PASS (let it go) before the first pick; PLACE + loc * 2 + kind for a core of the Reserve or
        of a field card that stays above its lowest level (picked cores wait in the Reserve)."""
        p = fr.player
        pl = self.players[p]
        soul_picked = bool(fr.flags & L.FRAME_SOUL_CHOSEN)
        out = [C.PASS] if fr.num == 0 else []
        if pl.reserve > fr.num - soul_picked:
            out.append(C.place(0, 0))
        if pl.soul_loc == L.SOUL_RESERVE and not soul_picked:
            out.append(C.place(0, 1))
        for k, slot in enumerate(pl.slots):
            if slot is None or self.removable_cores(p, k) <= 0:
                continue
            if slot.cores > 0:
                out.append(C.place(1 + k, 0))
            if pl.soul_loc == L.SOUL_SLOT0 + k:
                out.append(C.place(1 + k, 1))
        return out

    def answer_brave_keep(self, fr, act) -> None:
        """PASS: the Brave stays where it went; PLACE: one more core picked (a field core waits in the Reserve)."""
        if act.name == "PASS":
            fr.flags &= ~(L.FRAME_CHOOSING | L.FRAME_SOUL_CHOSEN)
            fr.pc += 1
            return
        if act.loc:
            self._take_core(fr.player, act.loc, act.kind)
            self._put_core(fr.player, 0, act.kind)
        if act.kind:
            fr.flags |= L.FRAME_SOUL_CHOSEN
        fr.num += 1


def op_brave_keep(s: BraveMixin, fr, op) -> bool:
    """Op.BRAVE_KEEP (CN 2.1 item 3): while the Brave is still where it went and can be kept, its owner picks the
    cores for its Lv1 one by one (BRAVE_KEEP decision) or lets it go (PASS before the first); with enough cores
    picked it comes back to a free slot."""
    from .records import Slot

    p, b = fr.player, fr.inst
    pl = s.players[p]
    need = s._brave_min_cores(p, b)
    zone = s.brave_zone(p, fr.index)
    if not fr.flags & L.FRAME_CHOOSING:
        if b not in zone or not s.keep_possible(p, need):
            fr.pc += 1
            return True
        fr.flags |= L.FRAME_CHOOSING
        fr.num = 0
    if fr.num < need:
        s._edecide(Decision.BRAVE_KEEP, p)
        return False
    zone.remove(b)  # the picks moved cores only: it is still there
    soul = bool(fr.flags & L.FRAME_SOUL_CHOSEN)
    k = s._free_slot(p)
    exhausted = 1 if fr.subj_flags & (KEEP_EXHAUSTED | KEEP_ATTACKING) else 0
    pl.slots[k] = Slot(b, fr.num - soul, exhausted)
    pl.reserve -= fr.num - soul
    if soul:
        pl.soul_loc = L.SOUL_SLOT0 + k
    if fr.subj_flags & KEEP_ATTACKING and s.in_battle == Battle.ON and p == s.active and s.attacker == L.NO_SLOT:
        s.attacker = k  # R12.7, CN Q14: the kept Brave goes on attacking
    fr.flags &= ~(L.FRAME_CHOOSING | L.FRAME_SOUL_CHOSEN)
    fr.num = 0
    fr.pc += 1
    return True
