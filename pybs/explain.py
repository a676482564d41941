"""Readable text for actions and states, and the reason an action is illegal.

Only used off the hot path (action_to_string, error messages, repr).
"""

from __future__ import annotations

import numpy as np

from . import codec as C
from . import layout as L
from .carddb import CardDatabase
from .layout import CardType, Decision
from .observation import live_stats, pending, slot_stats
from .reference import kernels as K

# Which action kinds answer which decision
_ANSWERS = {
    Decision.MAIN: {"PASS", "USE_HAND", "MOVE", "SWAP_SOUL", "SET_BURST", "AWAKEN", "ACTIVATE", "ADVENT", "FUSE",
                    "SEPARATE", "MIRAGE", "ACCEL", "USE_HAND_SIDE", "ADVENT_HAND_SIDE", "ACCEL_FIELD"},
    Decision.PAY: {"PAY"},
    Decision.PLACE: {"PASS", "PLACE", "FUSE"},
    Decision.ATTACK: {"PASS", "ATTACK"},
    Decision.BLOCK: {"PASS", "BLOCK"},
    Decision.FLASH: {"PASS", "USE_HAND", "AWAKEN", "ACTIVATE", "ADVENT", "ACCEL", "USE_HAND_SIDE", "ADVENT_HAND_SIDE",
                     "ACCEL_FIELD"},
}


def _card_name(db: CardDatabase, rec: np.void, p: int, inst: int) -> str:
    return db.card_at(int(rec["players"][p]["card_ids"][inst])).name


def _loc_text(db: CardDatabase, rec: np.void, p: int, loc: int) -> str:
    if loc == 0:
        return "the Reserve"
    inst = int(rec["players"][p]["slots"][loc - 1]["inst"])
    if inst == L.NO_CARD:
        return f"empty slot {loc - 1}"
    return f"{_card_name(db, rec, p, inst)} (slot {loc - 1})"


def action_to_string(rec: np.void, db: CardDatabase, code: int, effects: bool = True) -> str:
    """Describe ``code`` in the position ``rec``: the text of its option (``pybs.decisions``)."""
    from .decisions import describe_action

    try:
        C.decode(code)
    except ValueError:
        return f"<invalid action {code}>"
    if code == C.CONCEDE:  # R18.13: never an option of a decision, always this
        return "Concede the game"
    try:
        return describe_action(rec, db, code, effects)
    except (IndexError, ValueError, KeyError):
        return f"<choice {C.decode(code).index}: no such option>"


_CAPPED = (Decision.MAIN, Decision.ATTACK, Decision.BLOCK, Decision.FLASH)  # decisions the turn cap ends


def _battle_reason(rec: np.void, db: CardDatabase, p: int, act: C.Action, effects: bool) -> str:
    """Why an attack, a block or ending the Attack Step / declining a block is not legal (R9, R0.3)."""
    from .effects.spec import Mod, Static
    from .reference.engine import BATTLER_TYPES, RefState
    from .tables import reference_table

    ref = RefState.from_bytes(reference_table(db, effects), L.record_bytes(rec))
    battlers = [k for k in ref._battlers(p) if (ref.can_attack if act.name != "BLOCK" else ref.can_block)(p, k)]
    if act.name == "PASS":
        if int(rec["decision"]) == Decision.BLOCK:
            return "Confront: the attacker has Confront and a Spirit can block, so a block must be declared"
        k = next((k for k in battlers if ref.must_attack(p, k)), None)
        if k is None:
            return "R9.8: the Attack Step cannot end now"
        name = _card_name(db, rec, p, ref.players[p].slots[k].inst)
        return f"R0.3: {name} must attack and can, so the Attack Step goes on"
    attack = act.name == "ATTACK"
    rule = "R9.1" if attack else "R9.3"
    k = act.index
    slot = ref.players[p].slots[k]
    if slot is None:
        return f"{rule}: slot {k} is empty"
    name = _card_name(db, rec, p, slot.inst)
    if slot.exhaust:
        return f"{rule}: {name} is exhausted; only a refreshed Spirit can"
    if ref.table.card_type[ref.players[p].card_ids[slot.inst]] not in BATTLER_TYPES:
        return f"{rule}: {name} is not a Spirit or Ultimate"
    if not attack:
        if ref._has_mod(p, slot.inst, Mod.CANNOT_BLOCK):
            return f"R0.3: an effect says {name} cannot block"
        return f"R0.3: the attacking Spirit cannot be blocked by {name} (an effect of the field says so)"
    if ref._has_mod(p, slot.inst, Mod.CANNOT_ATTACK) or ref._affected_by(Static.CANNOT_ATTACK, p, k):
        return f"R0.3: an effect says {name} cannot attack"
    for m in ref.mods:
        if m.player == p and m.inst == L.NO_CARD and m.kind == Mod.CANNOT_ATTACK_BP and ref.bp(p, k) <= m.value:
            return f"R0.3: an effect forbids attacks by Spirits of {m.value} BP or less ({name} has {ref.bp(p, k)})"
    if ref._has_mod(p, L.NO_CARD, Mod.ATTACK_TAX) and not ref._cores_on(p, k):
        return f"R7.6: an effect makes attacking cost a core from the attacker, and {name} holds none"
    return f"{rule}: {name} cannot attack now"


def _cores_on(pl: np.void, loc: int) -> int:
    """Cores (the Soul Core included) on field slot ``loc - 1``; 0 when the slot is empty."""
    slot = pl["slots"][loc - 1]
    if int(slot["inst"]) == L.NO_CARD:
        return 0
    return int(slot["cores"]) + (1 if int(pl["soul_loc"]) == L.SOUL_SLOT0 + loc - 1 else 0)


def _has_core(pl: np.void, loc: int, kind: int) -> bool:
    soul = int(pl["soul_loc"])
    if kind:
        return (loc == 0 and soul == L.SOUL_RESERVE) or (loc > 0 and soul == L.SOUL_SLOT0 + loc - 1)
    if loc == 0:
        return int(pl["reserve"]) > 0
    return int(pl["slots"][loc - 1]["inst"]) != L.NO_CARD and int(pl["slots"][loc - 1]["cores"]) > 0


def _use_reason(rec: np.void, db: CardDatabase, p: int, index: int, flash: bool, effects: bool) -> str:
    from .effects import effect_tables
    from .effects.spec import Keyword

    arrays = db.arrays()
    pl = rec["players"][p]
    if index >= int(pl["hand_count"]):
        return f"R7.1: there is no card at hand index {index} (hand holds {int(pl['hand_count'])})"
    row = int(pl["card_ids"][int(pl["hand"][index])])
    card = db.card_at(row)
    ctype = CardType(int(arrays["card_type"][row]))
    steps = int(arrays["steps"][row])
    swift = ctype != CardType.MAGIC and bool(effect_tables(db, effects).card_kw_mask[row] >> Keyword.SWIFT & 1)
    if flash and not swift and (ctype != CardType.MAGIC or not steps & L.MagicStep.FLASH):
        return f"R10.1: only Flash effects (and Swift summons) may be used in a Flash timing; {card.name} has none"
    if ctype == CardType.MAGIC and not steps & (L.MagicStep.MAIN | L.MagicStep.FLASH):
        return f"R8.4: {card.name} has no Main or Flash effect to use (a Burst cannot be used from hand)"
    place = 0
    if ctype != CardType.MAGIC:
        if all(int(s["inst"]) != L.NO_CARD for s in pl["slots"]):
            return f"R8.1: the field is full ({L.MAX_SLOTS} slots, an engine limit)"
        place = K.min_cores(int(ctype), arrays["level_cores"][row][: int(arrays["n_levels"][row])].tolist())
    masks = []
    for k in range(L.MAX_SLOTS):
        if int(pl["slots"][k]["inst"]) != L.NO_CARD:
            srow = int(pl["card_ids"][int(pl["slots"][k]["inst"])])
            masks.extend(arrays["symbols"][srow][: int(arrays["n_symbols"][srow])].tolist())
    cost = K.cost_after_reduction(int(arrays["cost"][row]), arrays["reduction"][row].tolist(), masks)
    soul = int(pl["soul_loc"])
    if flash and swift:  # a Swift summon pays from the Reserve only
        available = int(pl["reserve"]) + (soul == L.SOUL_RESERVE)
    else:
        available = int(pl["reserve"]) + sum(int(s["cores"]) for s in pl["slots"] if int(s["inst"]) != L.NO_CARD)
        available += L.soul_core_loc(soul) >= 0
    need = int(arrays["summon_colors"][row])
    spirit_colors = 0
    for s in pl["slots"]:
        if int(s["inst"]) != L.NO_CARD:
            srow = int(pl["card_ids"][int(s["inst"])])
            spirit_colors |= int(arrays["colors"][srow]) if int(arrays["card_type"][srow]) == CardType.SPIRIT else 0
    if ctype == CardType.ULTIMATE and need and not need & spirit_colors:
        return f"R8.2, R14.2: {card.name}'s summon condition is not met"
    if ctype == CardType.ULTIMATE and not _ultimate_condition_holds(rec, db, p, index, effects):
        return f"R8.2, R14.2: {card.name}'s summon condition is not met"
    return (
        f"R7.6: {card.name} costs {cost} after reduction"
        + (f" plus {place} cores to place" if place else "")
        + f", but only {available} cores are available; the declaration is undone"
    )


def _ultimate_condition_holds(rec: np.void, db: CardDatabase, p: int, index: int, effects: bool) -> bool:
    """The scripted summon condition of the Ultimate at hand ``index`` holds (R14.2), read by the reference engine."""
    from .reference.engine import RefState
    from .reference.ultimates import ultimate_summon_ok
    from .tables import reference_table

    ref = RefState.from_bytes(reference_table(db, effects), L.record_bytes(rec))
    return ultimate_summon_ok(ref, p, ref.players[p].hand[index])


def _rule_of(d: Decision) -> str:
    """The rule that asks decision ``d`` (shared with ``pybs.decisions``)."""
    from .decisions import _RULE

    return _RULE.get(d, "R10")




def why_illegal(rec: np.void, db: CardDatabase, code: int, why: int, effects: bool = True) -> str:
    """The reason ``code`` was rejected (``why`` comes from the compiled validator)."""
    if why == 1:
        return f"action code {code} is outside the codec (0..{C.NUM_ACTIONS - 1})"
    if why == 2:
        return "R4.5: the game is over; no action is legal"
    act = C.decode(code)
    d, p = pending(rec)
    pl = rec["players"][p]
    cap = int(rec["rules"]["max_actions_per_turn"])
    if d in _CAPPED and int(rec["turn_actions"]) >= cap and act.name != "PASS":
        return (f"max_actions_per_turn (docs/RULESET.md): this turn's {cap} actions are used up; "
                f"only PASS answers a {d.name} decision now")
    if d not in _ANSWERS:
        return f"{_rule_of(d)}: {act.name} is not an option of this {d.name} decision (see pending_decision())"
    if act.name not in _ANSWERS[d]:
        return f"{act.name} does not answer a {d.name} decision ({_rule_of(d)})"
    if act.name == "USE_HAND":
        return _use_reason(rec, db, p, act.index, d == Decision.FLASH, effects)
    if act.name in ("ATTACK", "BLOCK") or (act.name == "PASS" and d in (Decision.ATTACK, Decision.BLOCK)):
        return _battle_reason(rec, db, p, act, effects)
    if act.name == "PASS" and d == Decision.PLACE:
        return "R8.1: place at least the lowest level's cores before finishing"
    if act.name in ("PAY", "PLACE", "MOVE"):
        if act.name == "PLACE" and act.loc == 1 + int(rec["use_slot"]):
            return "R8.1: cores cannot come from the card being placed"
        if not _has_core(pl, act.loc, act.kind):
            return f"R6.5: there is no {C.KIND_NAMES[act.kind]} on {_loc_text(db, rec, p, act.loc)}"
        if act.name == "MOVE":
            if act.loc == act.dst:
                return "R6.5: a core must move to a different place"
            if act.dst >= 1 and _cores_on(pl, act.dst) >= L.MAX_CARD_CORES:
                return (f"{_loc_text(db, rec, p, act.dst)} already holds {L.MAX_CARD_CORES} cores, the most one "
                        "card can hold (docs/ARCHITECTURE.md, capacity limits)")
            return f"R6.5: cores can only move to the Reserve or a card on the field, not {_loc_text(db, rec, p, act.dst)}"
    if act.name == "MIRAGE":
        return _mirage_reason(rec, db, p, act.index)
    if act.name == "SWAP_SOUL":
        soul = int(pl["soul_loc"])
        if L.soul_core_loc(soul) < 0:
            return "R6.5: the Soul Core is not in the Reserve or on the field"
        return f"R6.5 / CN Q6: {_loc_text(db, rec, p, act.loc)} has no normal core to swap, or holds the Soul Core"
    return f"{_rule_of(d)}: action {code} is not legal in a {d.name} decision"


def _mirage_reason(rec: np.void, db: CardDatabase, p: int, index: int) -> str:
    """Why MIRAGE + ``index`` is refused (R16.5): no such card, no Mirage cost, once per turn, or the cost."""
    pl = rec["players"][p]
    if index >= int(pl["hand_count"]):
        return f"R16.5: there is no card at hand index {index} (hand holds {int(pl['hand_count'])})"
    card = db.card_at(int(pl["card_ids"][int(pl["hand"][index])]))
    if card.mirage_cost is None:
        return f"R16.5: {card.name} has no Mirage cost, so it cannot be set as a Mirage"
    if int(rec["turn_flags"][p]) & L.TURN_MIRAGE_SET:
        return "R16.5: a Mirage was already set this turn (one per turn)"
    return f"R16.5, R7.6: {card.name}'s Mirage cost {card.mirage_cost} (after reduction) cannot be paid"


def _soul_text(soul_loc: int) -> str:
    """Where the Soul Core is, for the summary line (field cards mark it with ``*``)."""
    if soul_loc == L.SOUL_NONE:
        return ""
    if L.soul_core_loc(soul_loc) > 0:
        return f" (Soul Core on slot {soul_loc - L.SOUL_SLOT0})"
    where = {L.SOUL_RESERVE: "in the Reserve", L.SOUL_TRASH: "in the Trash", L.SOUL_LIFE: "in Life",
             L.SOUL_COUNT: "in Count", L.SOUL_VOID: "in the Void"}.get(soul_loc, "elsewhere")  # fmt: skip
    return f" + Soul Core {where}"


def describe_state(rec: np.void, db: CardDatabase, effects: bool = True) -> str:
    """A compact one-screen summary of the position (level and BP with every effect in force)."""
    live = live_stats(rec, db, effects)
    d, dp = pending(rec)
    lines = [
        f"turn {int(rec['turn'])}, active P{int(rec['active'])}, {L.Phase(int(rec['phase'])).name}, "
        f"decision {d.name}" + ("" if dp == L.NO_PLAYER else f" by P{dp}")
    ]
    if int(rec["phase"]) == L.Phase.GAME_OVER:
        w = int(rec["winner"])
        lines.append(f"game over: {'draw' if w == L.WINNER_DRAW else f'P{w} wins'} "
                     f"({L.EndReason(int(rec['end_reason'])).name})")
    for p in (0, 1):
        pl = rec["players"][p]
        field = []
        for k in range(L.MAX_SLOTS):
            if int(pl["slots"][k]["inst"]) != L.NO_CARD:
                row, cores, soul, exhaust = slot_stats(pl, k)
                level, bp = live[(p, k)]
                mark = "*" if soul else ""
                state = "" if not exhaust else " exhausted"
                field.append(f"[{k}] {db.card_at(row).name} Lv{level} {bp}BP {cores}{mark}c{state}")
        lines.append(
            f"P{p}: life {int(pl['life'])}, reserve {int(pl['reserve'])}{_soul_text(int(pl['soul_loc']))}, "
            f"trash cores {int(pl['trash_cores'])}, "
            f"deck {int(pl['deck_count'])}, hand {int(pl['hand_count'])}, trash {int(pl['trash_count'])}"
        )
        lines.extend("    " + f for f in field)
    return "\n".join(lines)
