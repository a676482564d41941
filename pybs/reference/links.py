"""Link in the reference engine (vocab-B; keywords.json's Link, docs/MECHANICS.md "link").

Twin of ``bscore/link_state.pxd`` (the state), ``bscore/statics_link.pxi`` (the rules of linking, BP, filters,
conditions) and ``bscore/links.pyx`` (the offer and the LINK ops). ``s.links[2p + j]`` is instance + 1 of player
p's j-th Link Spirit linked to p's battling Spirit (the attacker for the turn player, else the blocker); 0: none.
"""

from __future__ import annotations

from .. import layout as L
from ..effects.compiler import BUILTIN_LINK
from ..effects.spec import AbilityKind, Cond, Event, EventFlag, Keyword, LinkRole, LinkRule, Rule, Static
from ..layout import Battle, CardType
from .records import Frame, pack

_SPIRITS = (CardType.SPIRIT, CardType.BRAVE)  # what Link links: Spirits (a Brave as a Spirit), not Ultimates (R14.1)


# -- the state ------------------------------------------------------------------------------------------------
def battler_slot(s, p: int) -> int:
    """Player p's battling Spirit's slot: the attacker (turn player) or the blocker; NO_SLOT outside a battle."""
    if s.in_battle == Battle.NONE:
        return L.NO_SLOT
    return s.attacker if p == s.active else s.blocker


def link_count(s, p: int) -> int:
    return (s.links[2 * p] != 0) + (s.links[2 * p + 1] != 0)


def is_linking(s, p: int, inst: int) -> bool:
    """(p, inst) is a Link Spirit linked in this battle."""
    return inst + 1 in (s.links[2 * p], s.links[2 * p + 1])


def has_links(s, p: int, k: int) -> bool:
    """The card in (p, k) is a battling Spirit with a Link Spirit linked to it."""
    return s.links[2 * p] != 0 and k == battler_slot(s, p)


def end_links_on_leave(s, p: int, k: int, inst: int) -> None:
    """The card in (p, k) is leaving the field: the link ends at once if it was either card of one (Link text)."""
    if not (s.links[2 * p] or s.links[2 * p + 1]):
        return
    if k == battler_slot(s, p):
        s.links[2 * p] = s.links[2 * p + 1] = 0
    elif s.links[2 * p] == inst + 1:
        s.links[2 * p], s.links[2 * p + 1] = s.links[2 * p + 1], 0
    elif s.links[2 * p + 1] == inst + 1:
        s.links[2 * p + 1] = 0


# -- the rules of linking -------------------------------------------------------------------------------------
def link_rule_bits(s, p: int, k: int) -> int:
    """The LinkRule bits of every Rule.LINK in force that affects (p, k) (several combine)."""
    t = s.table
    bits = 0
    for ab, sp, sk in s.field_statics(Static.RULE):
        if t.ab_value[ab] == Rule.LINK and s._static_affects(ab, sp, sk, p, k):
            bits |= t.ab_value2[ab]
    return bits


def _spirit_now(s, p: int, k: int) -> bool:
    return s.table.card_type[s._slot_row(p, k)] in _SPIRITS


def link_room(s, p: int) -> bool:
    """Player p's battling Spirit (a Spirit, battle not yet resolved) may take one more Link Spirit now: one per
    battle, two under a Rule.LINK TWO (BSS06-002)."""
    k = battler_slot(s, p)
    if k == L.NO_SLOT or s.in_battle != Battle.ON or not _spirit_now(s, p, k):
        return False
    n = link_count(s, p)
    return n == 0 or (n == 1 and bool(link_rule_bits(s, p, k) & LinkRule.TWO))


def link_condition_met(s, p: int, j: int, k: int) -> bool:
    """Link Spirit (p, j) may link to (p, k) by its condition (its AbilityKind.LINK row's filter, none: any
    Spirit), or regardless of it under a Rule.LINK ANY_CONDITION (BSS06-045)."""
    t = s.table
    rows = [ab for ab in t.card_abilities(s._slot_row(p, j)) if t.ab_kind[ab] == AbilityKind.LINK]
    if not rows or t.ab_filter[rows[0]] < 0:
        return True
    if s.matches_field(t.ab_filter[rows[0]], p, p, k, p, s.players[p].slots[j].inst):
        return True
    return bool(link_rule_bits(s, p, j) & LinkRule.ANY_CONDITION)


def may_link(s, p: int, j: int, by_keyword: bool) -> bool:
    """(p, j) may link to p's battling Spirit now (see bscore/statics_link.pxi ``may_link``)."""
    k = battler_slot(s, p)
    slot = s.players[p].slots[j]
    if slot is None or j == k or slot.exhaust or slot.soul:  # R16.3: not in soul state
        return False
    if not _spirit_now(s, p, j) or is_linking(s, p, slot.inst) or not link_room(s, p):
        return False
    if by_keyword:
        return s.keyword(p, j, Keyword.LINK) >= 0 and link_condition_met(s, p, j, k)
    return True


def linked_bp(s, p: int) -> int:
    """The BP the Link Spirits linked to p's battling Spirit add to it (Link: "gains this Spirit's BP")."""
    total = 0
    for v in (s.links[2 * p], s.links[2 * p + 1]):
        k = s.slot_of(p, v - 1) if v else -1
        if k >= 0:
            total += s.bp(p, k)
    return total


def linked_symbols(s, p: int) -> int:
    """The symbols the Link Spirits linked to p's battling Spirit add to it, for the Life its attack takes (R9.5)."""
    n = 0
    for v in (s.links[2 * p], s.links[2 * p + 1]):
        k = s.slot_of(p, v - 1) if v else -1
        if k >= 0:
            n += s.symbol_count(p, k)
    return n


def link_role_ok(s, role: int, p: int, k: int, src_p: int, src_inst: int) -> bool:
    """F.LINK (LinkRole) for the field card (p, k); src is the filter's source card."""
    if role == LinkRole.LINKED:
        return has_links(s, p, k)
    if role == LinkRole.NOT_LINKED:
        return not has_links(s, p, k)
    if role == LinkRole.LINKED_TO_SOURCE:
        return (src_p == p and 0 <= src_inst != L.NO_CARD and is_linking(s, p, src_inst)
                and k == battler_slot(s, p))
    if role == LinkRole.LINKING:
        return is_linking(s, p, s.players[p].slots[k].inst)
    return True


def link_cond_holds(s, cond: int, arg: int, q: int, p: int, inst: int, frame: Frame | None) -> bool:
    """Cond CAN_LINK, LINK_ROOM, SELF_LINKED (117-119)."""
    k = s.slot_of(p, inst) if inst != L.NO_CARD else -1
    if cond == Cond.SELF_LINKED:
        return k >= 0 and has_links(s, p, k)
    if cond == Cond.LINK_ROOM:  # arg 0: the subject, 1: the source is the controller's battling Spirit with room
        if arg == 0:
            if frame is None or frame.subj_inst == L.NO_CARD or frame.subj_player != q:
                return False
            sk = s.slot_of(q, frame.subj_inst)
        else:
            sk = k if p == q else -1
        return sk >= 0 and sk == battler_slot(s, q) and link_room(s, q)
    if frame is None or k < 0 or p != q or frame.subj_player != q or frame.subj_inst == L.NO_CARD:
        return False
    sk = s.slot_of(q, frame.subj_inst)
    return sk >= 0 and sk == battler_slot(s, q) and may_link(s, q, k, True)


# -- the offer and the ops ------------------------------------------------------------------------------------
def offer_links(s, p: int, k: int) -> None:
    """(p, k) just attacked (or blocked under Rule.LINK ON_BLOCK): each refreshed Link Spirit of p whose condition
    it meets triggers the built-in Link ability, in the open batch (R10.5)."""
    if not s.table.link_any:
        return
    pl = s.players[p]
    for j, slot in enumerate(pl.slots):
        if j != k and slot is not None and may_link(s, p, j, True):
            s._push(BUILTIN_LINK, p, slot.inst, p, pl.slots[k].inst, 0, 0)


def op_link(s, fr: Frame, op) -> bool:
    """Op.LINK (see bscore/links.pyx ``op_link``)."""
    p = fr.player
    fr.pc += 1
    if op[1] == 0:
        lp, linst = fr.player, fr.inst
    elif fr.n_targets:
        lp, linst = fr.targets[0] >> 6, fr.targets[0] & 63
    else:
        return True
    bp_, binst = (fr.subj_player, fr.subj_inst) if op[2] == 0 else (fr.player, fr.inst)
    if lp != p or bp_ != p or linst == L.NO_CARD or binst == L.NO_CARD:
        return True
    j = s.slot_of(p, linst)
    k = battler_slot(s, p)
    if j < 0 or k == L.NO_SLOT or s.players[p].slots[k].inst != binst or not may_link(s, p, j, op[1] == 0):
        return True
    s.players[p].slots[j].exhaust = 1
    s.links[2 * p + (1 if s.links[2 * p] else 0)] = linst + 1
    if s.luster == 0 and p == s.active and s.keyword(p, k, Keyword.LUSTER) >= 0:
        s.luster = binst + 1  # it has Luster now (a Link Spirit may grant it: BSS06-036)
    s.emit(Event.EXHAUSTED, p, linst, EventFlag.BY_EFFECT, 0, p)
    s.emit(Event.LINKS, p, linst, EventFlag.BY_EFFECT, 0, p)
    s.emit(Event.LINKED, p, binst, EventFlag.BY_EFFECT, 0, p)
    s.end_batch()
    return True


def op_link_partner(s, fr: Frame, op) -> bool:
    """Op.LINK_PARTNER: targets = the battling Spirit the source (a Link Spirit) is linked to now, or none."""
    p = fr.player
    k = battler_slot(s, p)
    on = fr.inst != L.NO_CARD and k != L.NO_SLOT and is_linking(s, p, fr.inst)
    s._set_targets(fr, [pack(p, s.players[p].slots[k].inst)] if on else [])
    fr.pc += 1
    return True
