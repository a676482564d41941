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

_PASS_TEXT = {
    Decision.MAIN: "End the Main Step",
    Decision.PLACE: "Finish placing cores",
    Decision.ATTACK: "End the Attack Step",
    Decision.BLOCK: "Do not block",
    Decision.FLASH: "Pass (Flash timing)",
    Decision.CHOOSE: "Choose no more",
    Decision.YES_NO: "No, skip it",
    Decision.BURST: "Keep the Burst set",
    Decision.SOUL: "Keep the Soul Core where it is",
    Decision.AWAKEN: "Stop moving cores (Awaken)",
}
_CONFIRM_TEXT = {
    Decision.YES_NO: "Yes, do it",
    Decision.BURST: "Activate the Burst",
    Decision.SOUL: "Move the Soul Core too",
}


def _choice_text(rec: np.void, db: CardDatabase, d: Decision, k: int, effects: bool) -> str:
    """A CHOICE answer in words, worked out by the reference engine from the record."""
    from .effects.spec import Op
    from .game import reference_table
    from .reference.engine import RefState

    ref = RefState.from_bytes(reference_table(db, effects), rec.tobytes())
    if d == Decision.ORDER:
        entry = ref.queue[ref._top_batch()[k]]
        name = db.card_at(ref.players[entry.player].card_ids[entry.inst]).name
        return f"Resolve {name}'s effect next (trigger {k})"
    if d == Decision.MAGIC_EFFECT:
        ab = ref.usable_magic(ref.use_player, ref.use_inst, ref.use_origin)[k]
        kind = "Flash" if ref.table.ab_kind[ab] == 4 else "Main"
        return f"Use the {kind} effect (option {k})"
    options, _ = ref.choose_options()
    if ref._op_at(ref.frames[-1])[0] == Op.CORES:
        return f"Move {options[k]} core{'s' if options[k] != 1 else ''}"
    packed = options[k]
    p, inst = packed >> 6, packed & 63
    name = db.card_at(ref.players[p].card_ids[inst]).name
    pl = ref.players[p]
    k_slot = ref.slot_of(p, inst)
    buffer = ref.frames[-1].buffer[: ref.frames[-1].n_buffer]
    if k_slot >= 0:
        where = f"slot {k_slot}"
    elif inst in buffer and p == ref.frames[-1].buffer_owner:
        where = f"revealed card {buffer.index(inst)}"
    elif inst in pl.hand:
        where = f"hand {pl.hand.index(inst)}"
    else:
        where = f"Trash {pl.trash.index(inst)}"
    return f"Choose {name} (player {p}, {where})"
# Which action kinds answer which decision
_ANSWERS = {
    Decision.MAIN: {"PASS", "USE_HAND", "MOVE", "SWAP_SOUL", "SET_BURST", "AWAKEN"},
    Decision.PAY: {"PAY"},
    Decision.PLACE: {"PASS", "PLACE"},
    Decision.ATTACK: {"PASS", "ATTACK"},
    Decision.BLOCK: {"PASS", "BLOCK"},
    Decision.FLASH: {"PASS", "USE_HAND", "AWAKEN"},
}
_DECISION_RULE = {
    Decision.MAIN: "R8", Decision.PAY: "R7.1", Decision.PLACE: "R8.1", Decision.ATTACK: "R9.1",
    Decision.BLOCK: "R9.3", Decision.FLASH: "R10",
}  # fmt: skip


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
    """Describe ``code`` in the position ``rec`` (for the player to decide)."""
    try:
        act = C.decode(code)
    except ValueError:
        return f"<invalid action {code}>"
    d, p = pending(rec)
    if p not in (0, 1):
        return f"<{act.name} with no decision pending>"
    pl = rec["players"][p]
    core = C.KIND_NAMES[act.kind]
    if d == Decision.SOUL and not int(rec["n_frames"]) and act.name in ("PASS", "CONFIRM"):  # an attack's cost
        return f"Pay the core to attack with {'the Soul Core' if act.name == 'CONFIRM' else 'a normal core'}"
    if act.name == "PASS":
        return _PASS_TEXT.get(d, "Pass")
    if act.name == "CONFIRM":
        return _CONFIRM_TEXT.get(d, "Yes")
    if act.name == "CHOICE":
        try:
            return _choice_text(rec, db, d, act.index, effects)
        except (IndexError, ValueError, KeyError):
            return f"<choice {act.index}: no such option>"
    if act.name == "SET_BURST":
        if act.index >= int(pl["hand_count"]):
            return f"Set hand card {act.index} (no such card)"
        row = int(pl["card_ids"][int(pl["hand"][act.index])])
        return f"Set {db.card_at(row).name} [{db.card_at(row).id}] from hand {act.index} as a Burst"
    if act.name == "AWAKEN":
        return f"Awaken {_loc_text(db, rec, p, 1 + act.index)}"
    if act.name == "PLACE" and d == Decision.AWAKEN:
        return (f"Move a {core} from {_loc_text(db, rec, p, act.loc)} onto "
                f"{_loc_text(db, rec, p, 1 + int(rec['awaken_slot']))} (Awaken)")
    if act.name == "USE_HAND":
        if act.index >= int(pl["hand_count"]):
            return f"Use hand card {act.index} (no such card)"
        row = int(pl["card_ids"][int(pl["hand"][act.index])])
        verb = {CardType.NEXUS: "Deploy", CardType.MAGIC: "Use"}.get(CardType(db.arrays()["card_type"][row]), "Summon")
        return f"{verb} {db.card_at(row).name} [{db.card_at(row).id}] from hand {act.index}"
    if act.name == "ATTACK":
        return f"Attack with {_loc_text(db, rec, p, 1 + act.index)}"
    if act.name == "BLOCK":
        return f"Block with {_loc_text(db, rec, p, 1 + act.index)}"
    if act.name == "PAY":
        return f"Pay a {core} from {_loc_text(db, rec, p, act.loc)}"
    if act.name == "PLACE":
        return f"Place a {core} from {_loc_text(db, rec, p, act.loc)}"
    if act.name == "MOVE":
        return f"Move a {core} from {_loc_text(db, rec, p, act.loc)} to {_loc_text(db, rec, p, act.dst)}"
    return f"Swap the Soul Core with a core on {_loc_text(db, rec, p, act.loc)}"


_CAPPED = (Decision.MAIN, Decision.ATTACK, Decision.BLOCK, Decision.FLASH)  # decisions the turn cap ends


def _battle_reason(rec: np.void, db: CardDatabase, p: int, act: C.Action, effects: bool) -> str:
    """Why an attack, a block or ending the Attack Step / declining a block is not legal (R9, R0.3)."""
    from .effects.spec import Mod, Static
    from .game import reference_table
    from .reference.engine import BATTLER_TYPES, RefState

    ref = RefState.from_bytes(reference_table(db, effects), rec.tobytes())
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
        return f"there is no card at hand index {index} (hand holds {int(pl['hand_count'])})"
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
            return f"the field is full ({L.MAX_SLOTS} slots, an engine limit)"
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
        return f"R8.2: {card.name}'s summon condition is not met"
    return (
        f"R7.6: {card.name} costs {cost} after reduction"
        + (f" plus {place} cores to place" if place else "")
        + f", but only {available} cores are available; the declaration is undone"
    )




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
        return f"{act.name} does not answer a {d.name} decision (or that option does not exist)"
    if act.name not in _ANSWERS[d]:
        return f"{act.name} does not answer a {d.name} decision ({_DECISION_RULE.get(d, '')})"
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
            return f"R6.5: cores can only move to the Reserve or a card on the field, not {_loc_text(db, rec, p, act.dst)}"
    if act.name == "SWAP_SOUL":
        soul = int(pl["soul_loc"])
        if L.soul_core_loc(soul) < 0:
            return "R6.5: the Soul Core is not in the Reserve or on the field"
        return f"R6.5 / CN Q6: {_loc_text(db, rec, p, act.loc)} has no normal core to swap, or holds the Soul Core"
    return f"action {code} is not legal in a {d.name} decision"


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
            f"P{p}: life {int(pl['life'])}, reserve {int(pl['reserve'])}, trash cores {int(pl['trash_cores'])}, "
            f"deck {int(pl['deck_count'])}, hand {int(pl['hand_count'])}, trash {int(pl['trash_count'])}"
        )
        lines.extend("    " + f for f in field)
    return "\n".join(lines)
