"""The CORES op: effects that move cores between the Void, zones and cards (R6.5-R6.8).

The controller may pick how many (``UP_TO``); from a card or a zone (Reserve, Trash, Life)
the owner picks whether the Soul Core is among them when that is a real choice (a SOUL
decision, R6.7, CN Q8); the Soul Core never goes to the Void or to Life (R6.6, CN Q7). A
Spirit left below its lowest level is depleted (R6.2).
"""

from __future__ import annotations

from .. import layout as L
from ..effects.spec import (
    ALL_BUT_ONE,
    ALL_CORES,
    AbilityKind,
    CoreFlag,
    CoreZone,
    Event,
    EventFlag,
    Mod,
    Static,
    Who,
    Zone,
)  # fmt: skip
from ..layout import Decision
from . import kernels as K
from .records import amount_of, pack


def _zone_player(fr, who: int, card_owner: int) -> int:
    if who == Who.OWNER:
        return card_owner
    return fr.player if who == Who.CONTROLLER else 1 - fr.player


def _dest_allows_soul(to: int) -> bool:
    return to not in (CoreZone.VOID, CoreZone.LIFE)


def _put(s, fr, to: int, who: int, owner: int, normal: int, soul: bool, target=None) -> None:
    """Put cores (normal count, and the owner's Soul Core if ``soul``) at ``to``."""
    if to in (CoreZone.TARGETS, CoreZone.LIFE) and target is not None:  # a Life redirected: LIFE_TO_SELF
        p, k = target
        s.players[p].slots[k].cores += normal
        if soul:
            s.players[p].soul_loc = L.SOUL_SLOT0 + k
        return
    if to == CoreZone.SELF:
        k = s.slot_of(fr.player, fr.inst)
        if k < 0:  # the source card has left the field
            return
        s.players[fr.player].slots[k].cores += normal
        if soul:
            s.players[fr.player].soul_loc = L.SOUL_SLOT0 + k
        return
    p = _zone_player(fr, who, owner)
    pl = s.players[p]
    if to == CoreZone.VOID:
        s.players[owner].void_out += normal
    elif to == CoreZone.RESERVE:
        pl.reserve += normal
        if soul:
            pl.soul_loc = L.SOUL_RESERVE
    elif to == CoreZone.TRASH:
        pl.trash_cores += normal
        if soul:
            pl.soul_loc = L.SOUL_TRASH
    elif to == CoreZone.LIFE:
        pl.life += normal


def _fit(room: int, normal: int, soul: int) -> tuple[int, int]:
    """Cut a move down to what its destination can still hold; the rest stays where it was.
    The Soul Core goes first when it was chosen (capacity: docs/ARCHITECTURE.md)."""
    room = max(room, 0)
    soul = int(bool(soul) and room > 0)
    return min(normal, room - soul), soul


def _after_card_loss(s, fr, p: int, k: int) -> None:
    """R6.2: cores taken from a Spirit by an effect can deplete it."""
    slot = s.players[p].slots[k]
    row = s.players[p].card_ids[slot.inst]
    if K.is_depleted(s.table.card_type[row], s.table.level_cores[row], s._cores_on(p, k)):
        inst = slot.inst
        flags = EventFlag.BY_EFFECT | (EventFlag.BY_OPPONENT if p != fr.player else 0) | s.attacking_flag(p, k)
        s._leave_field(p, k)
        s.emit(Event.DEPLETED, p, inst, flags, 0, fr.player)


def _first_target_on_field(s, fr) -> tuple[int, int] | None:
    """BSS05-104: cores moved from a card onto the targets go onto the first target still on the field."""
    for p, inst, _k in s._targets(fr):
        k = s.slot_of(p, inst)
        if k >= 0:
            return p, k
    return None


def _from_cards(s, fr, op) -> bool:
    _, frm, to, count, flags, who = op
    count = amount_of(fr, count)
    cards = [(fr.player, fr.inst)] if frm == CoreZone.SELF else [(p, inst) for p, inst, _k in s._targets(fr)]
    while fr.index < len(cards):
        p, inst = cards[fr.index]
        k = s.slot_of(p, inst)
        src_row = s.players[fr.player].card_ids[fr.inst] if fr.inst != L.NO_CARD else -1
        if k < 0 or (p != fr.player and (s._has_mod(p, inst, Mod.PROTECTED)
                                         or s.shielded_from(Static.NO_CORE_REMOVAL, p, k, src_row))):
            fr.index += 1
            continue
        pl = s.players[p]
        normal = pl.slots[k].cores
        soul = pl.soul_loc == L.SOUL_SLOT0 + k
        total = normal + soul
        if count == ALL_CORES:
            n = total
        elif count == ALL_BUT_ONE:
            n = max(0, total - 1)
        else:
            n = min(count, total)
        if flags & CoreFlag.SOUL_ONLY:
            n = int(soul)
        if flags & CoreFlag.UP_TO:
            if not fr.flags & L.FRAME_AMOUNT:
                fr.flags |= L.FRAME_AMOUNT
                fr.num = n  # the most that may move; the controller picks 0..n
                s._edecide(Decision.CHOOSE, fr.player)
                return False
            n = min(n, fr.num)
        allow_soul = soul and _dest_allows_soul(to) and not flags & CoreFlag.NO_SOUL
        ask = allow_soul and not flags & CoreFlag.SOUL_ONLY and 0 < n <= normal
        row = pl.card_ids[inst]
        if ask and to == CoreZone.RESERVE and _zone_player(fr, who, p) == p and K.is_depleted(
                s.table.card_type[row], s.table.level_cores[row], total - n):
            ask = False  # depleted either way, so every core ends in the owner's Reserve: nothing to choose
        if ask and not fr.flags & L.FRAME_SUBSTEP:
            fr.flags |= L.FRAME_SUBSTEP
            s._edecide(Decision.SOUL, p)  # R6.7: the owner chooses
            return False
        if flags & CoreFlag.SOUL_ONLY:
            moved_normal, moved_soul = 0, int(allow_soul)
        elif flags & CoreFlag.NO_SOUL or not soul:
            moved_normal, moved_soul = min(n, normal), 0
        else:
            take = bool(fr.flags & L.FRAME_SOUL_CHOSEN)
            dest = K.DEST_OTHER if _dest_allows_soul(to) else K.DEST_VOID
            moved_normal, moved_soul = K.cores_to_move(normal, True, n, take, dest)
        dest = None
        if to == CoreZone.SELF:  # onto the source card: only what fits (MAX_CARD_CORES)
            ks = s.slot_of(fr.player, fr.inst)
            if ks >= 0 and not (p == fr.player and ks == k):
                moved_normal, moved_soul = _fit(s._card_room(fr.player, ks), moved_normal, moved_soul)
        elif to == CoreZone.TARGETS:  # card to card (BSS05-104): onto the first target, only what fits
            dest = _first_target_on_field(s, fr)
            if dest is None or dest == (p, k):
                moved_normal, moved_soul = 0, 0
            else:
                moved_normal, moved_soul = _fit(s._card_room(*dest), moved_normal, moved_soul)
        pl.slots[k].cores -= moved_normal
        if moved_soul:
            pl.soul_loc = L.SOUL_NONE
        _put(s, fr, to, who, p, moved_normal, bool(moved_soul), dest)
        if to == CoreZone.RESERVE and (moved_normal or moved_soul):  # levels group
            s.emit(Event.RESERVE_GAINED, _zone_player(fr, who, p), L.NO_CARD, EventFlag.BY_EFFECT, 0, fr.player)
        if dest is not None and (moved_normal or moved_soul):
            _placed_events(s, fr, to, who, p, dest, 0)
        if moved_normal or moved_soul:
            _after_card_loss(s, fr, p, k)
        fr.flags &= ~(L.FRAME_SUBSTEP | L.FRAME_SOUL_CHOSEN | L.FRAME_AMOUNT)
        fr.index += 1
    if fr.n_targets > 1 and frm == CoreZone.TARGETS:  # R18.3, R18.12: depleted together with the Spirit
        drop_trash_triggers_of_targets(s, fr)
    fr.index = 0
    fr.num = 0
    s.end_batch()
    fr.pc += 1
    return True


def _zone_cores(s, fr, frm: int, who: int, n: int, flags: int) -> tuple[int, int, bool]:
    """What a zone offers an effect moving n cores: (owner, normal cores, Soul Core may be chosen)."""
    p = _zone_player(fr, who, fr.player)
    pl = s.players[p]
    if frm == CoreZone.VOID:
        return p, n, False
    if frm == CoreZone.SOUL:
        return p, 0, L.soul_core_loc(pl.soul_loc) >= 0
    if frm == CoreZone.SUBJECT:  # the subject's own cores, every one of them
        p = fr.subj_player
        pl = s.players[p]
        had_soul = bool(fr.subj_flags & EventFlag.HAD_SOUL)
        normal = min(fr.subj_cores - had_soul, pl.reserve)
        return p, max(0, normal), had_soul and pl.soul_loc == L.SOUL_RESERVE
    have = {CoreZone.RESERVE: pl.reserve, CoreZone.TRASH: pl.trash_cores, CoreZone.LIFE: pl.life}[frm]
    soul_here = {CoreZone.RESERVE: L.SOUL_RESERVE, CoreZone.TRASH: L.SOUL_TRASH, CoreZone.LIFE: L.SOUL_LIFE}[frm]
    return p, have, pl.soul_loc == soul_here and not flags & CoreFlag.NO_SOUL


def _remove_zone(s, fr, frm: int, p: int, normal: int, soul: bool) -> None:
    pl = s.players[p]
    if frm == CoreZone.VOID:
        return
    if frm == CoreZone.SOUL:
        loc = L.soul_core_loc(pl.soul_loc)
        pl.soul_loc = L.SOUL_NONE
        if loc > 0:
            _after_card_loss(s, fr, p, loc - 1)
        return
    if frm in (CoreZone.RESERVE, CoreZone.SUBJECT):
        pl.reserve -= normal
    elif frm == CoreZone.TRASH:
        pl.trash_cores -= normal
    elif frm == CoreZone.LIFE:
        pl.life -= normal
    if soul:
        pl.soul_loc = L.SOUL_NONE


def _from_zone(s, fr, op) -> bool:
    _, frm, to, count, flags, who = op
    count = amount_of(fr, count)
    if to in (CoreZone.TARGETS, CoreZone.SELF):
        dests = [(fr.player, s.slot_of(fr.player, fr.inst))] if to == CoreZone.SELF else [
            (p, k) for p, _inst, k in s._targets(fr)]
        dests = [(p, k) for p, k in dests if k >= 0]
    else:
        dests = [s.life_keeper() if to == CoreZone.LIFE else None]  # Rule.LIFE_TO_SELF (BSS01-084)
    n = count
    if flags & CoreFlag.UP_TO:
        if not fr.flags & L.FRAME_AMOUNT:
            _, have, soul = _zone_cores(s, fr, frm, who, count, flags)
            fr.flags |= L.FRAME_AMOUNT
            fr.num = have + soul  # the most that may move; the controller picks 0..num
            if frm not in (CoreZone.SUBJECT, CoreZone.SOUL):
                fr.num = min(fr.num, count)
            s._edecide(Decision.CHOOSE, fr.player)
            return False
        n = fr.num
    while fr.index < len(dests):  # one destination at a time: the SOUL question may stop the loop
        target = dests[fr.index]
        p, have, soul = _zone_cores(s, fr, frm, who, n, flags)
        if frm in (CoreZone.VOID, CoreZone.SUBJECT, CoreZone.SOUL):
            normal, moved_soul = have, int(soul)
        else:
            # R6.7: the owner picks which cores; ask only when both kinds could go and the count
            # leaves a real choice (a count above the normal cores takes the Soul Core anyway).
            if soul and _dest_allows_soul(to) and 0 < n <= have and not fr.flags & L.FRAME_SUBSTEP:
                fr.flags |= L.FRAME_SUBSTEP
                s._edecide(Decision.SOUL, p)
                return False
            dest = K.DEST_OTHER if _dest_allows_soul(to) else K.DEST_VOID
            normal, moved_soul = K.cores_to_move(have, soul, n, bool(fr.flags & L.FRAME_SOUL_CHOSEN), dest)
        moved = bool(moved_soul) and _dest_allows_soul(to)  # R6.6
        wanted = moved
        if target is not None:  # onto a card: only what fits (MAX_CARD_CORES)
            normal, moved_int = _fit(s._card_room(*target), normal, int(moved))
            moved = bool(moved_int)
        if frm == CoreZone.VOID:
            owner = target[0] if target is not None else _zone_player(fr, who, fr.player)
            normal = min(normal, s._void_room(owner))  # the Void supply limit (MAX_CORES_IN_PLAY)
            s.players[owner].void_in += normal
        if not (frm == CoreZone.SOUL and wanted and not moved):  # a Soul Core that does not fit stays
            _remove_zone(s, fr, frm, p, normal, moved)
        _put(s, fr, to, who, p, normal, moved, target)
        fr.flags &= ~(L.FRAME_SUBSTEP | L.FRAME_SOUL_CHOSEN)
        fr.index += 1
        if normal or moved:
            _placed_events(s, fr, to, who, p, target, EventFlag.FROM_VOID if frm == CoreZone.VOID else 0)
        if frm == CoreZone.LIFE and normal:
            s.turn_flags[p] |= L.TURN_LOST_LIFE
            eflags = EventFlag.BY_EFFECT | (EventFlag.BY_OPPONENT if p != fr.player else 0)
            s.emit(Event.LIFE_REDUCED, p, L.NO_CARD, eflags, 0, fr.player)
            if s.players[p].life == 0 and s._loss_condition(p, L.EndReason.LIFE):  # R4.1; R18.13 plays on
                return False
    fr.index = 0
    fr.flags &= ~L.FRAME_AMOUNT
    fr.num = 0
    s.end_batch()
    fr.pc += 1
    return True


def _placed_events(s, fr, to: int, who: int, owner: int, target, from_void: int) -> None:
    """Cores an effect put onto a card (CORES_PLACED) or into a Life (LIFE_GAINED); ``from_void``: FROM_VOID when
    they came from the Void (vocab-D)."""
    flags = EventFlag.BY_EFFECT | from_void
    if target is not None:
        tp, tk = target
        s.emit(Event.CORES_PLACED, tp, s.players[tp].slots[tk].inst, flags, 0, fr.player)
    elif to == CoreZone.LIFE:
        s.emit(Event.LIFE_GAINED, _zone_player(fr, who, owner), L.NO_CARD, flags, 0, fr.player)
    elif to == CoreZone.RESERVE:  # levels group
        s.emit(Event.RESERVE_GAINED, _zone_player(fr, who, owner), L.NO_CARD, flags, 0, fr.player)


def run_cores_op(s, fr, op) -> bool:
    """Execute (or continue) a CORES op; False when a decision is pending."""
    if op[1] in (CoreZone.TARGETS, CoreZone.SELF):
        return _from_cards(s, fr, op)
    return _from_zone(s, fr, op)


def drop_trash_triggers_of_targets(s, fr) -> None:
    """R18.3: a card destroyed or depleted together with the Spirit it would answer (one op on several
    targets is one event, R18.12) does not answer it: triggers of this batch that work from the Trash and
    belong to one of the targets leave the queue."""
    t = s.table
    gone = set(fr.targets[: fr.n_targets])
    s.queue = [e for e in s.queue if not (
        e.batch == s.next_batch and t.ab_value[e.ability] == Zone.TRASH
        and t.ab_kind[e.ability] == AbilityKind.TRIGGERED and pack(e.player, e.inst) in gone)]
