"""What the browser board receives: a position as one viewer may see it, card descriptions, the
pending decision and the log, all JSON-ready.

Hidden information (R0.7) never leaves the server for a seat that may not see it: a seat's board is
built from ``State.observation(seat)`` (the engine's own view of that player) plus public facts of the
record (a Brave fused to a field card); the spectator's board joins both players' observations. The
decision's options go only to the player who decides.

Card text: the project holds no printed effect text. A card's description is its stats, keywords and
levels plus the plain-words summary of its script (each script function's docstring), a paraphrase.
"""

from __future__ import annotations

from typing import Any

from .. import layout as L
from ..carddb import CardDatabase
from ..decisions import Option, PendingDecision
from ..effects import effect_tables
from ..effects.compiler import CardFlag
from ..effects.spec import Keyword
from ..gamelog import LogEntry, check_viewer

STEP_NAMES = {"START": "Start Step", "CORE": "Core Step", "DRAW": "Draw Step", "REFRESH": "Refresh Step",
              "MAIN": "Main Step", "ATTACK": "Attack Step", "END": "End Step", "CLEANUP": "End Step",
              "TURN_CHANGE": "End Step", "GAME_OVER": "Game over", "SETUP": "Set-up"}  # fmt: skip


def script_summary(db: CardDatabase, card_id: str) -> str | None:
    """The plain-words summary of ``card_id``'s script (its docstring), or None without one."""
    from .. import scripts  # noqa: F401  (registers every built-in script)
    from ..effects.script import SCRIPTS

    front = card_id.split("/")[0]  # a Rebirth back face is scripted with its front (R16.1)
    extra = getattr(db, "extra_scripts", None) or {}
    fn = extra.get(front) or SCRIPTS.get(front)
    doc = getattr(fn, "__doc__", None) if fn is not None else None
    return " ".join(doc.split()) if doc else None


def card_info(db: CardDatabase, card_id: str, effects: bool = True) -> dict[str, Any]:
    """A card as the board describes it: stats, keywords, levels and what its script does (built once)."""
    known = db.derived(("play_card_info", bool(effects)), dict)
    if card_id not in known:
        known[card_id] = _card_info(db, card_id, effects)
    return known[card_id]


def _card_info(db: CardDatabase, card_id: str, effects: bool) -> dict[str, Any]:
    card = db[card_id]
    row = db.row(card_id)
    arrays = db.derived(("play_card_flags", bool(effects)), lambda: {
        k: v.tolist() for k, v in effect_tables(db, effects).arrays().items() if k in ("card_flags", "card_kw_mask")})
    flags = int(arrays["card_flags"][row])
    kw_mask = int(arrays["card_kw_mask"][row])
    keywords = [kw.name.replace("_", " ").title() for kw in Keyword if kw and kw_mask >> kw & 1]
    if not flags & CardFlag.SCRIPTED or not effects:
        text = "Not scripted yet: it plays without its effects." if effects else "Effects are off in this game."
    elif flags & CardFlag.VANILLA:
        text = "No effects."
    else:
        text = script_summary(db, card_id) or "Scripted (no summary)."
    return {
        "id": card.id, "name": card.name, "type": card.type.name.lower(), "colors": list(card.colors),
        "cost": card.cost, "reduction": list(card.reduction), "symbols": list(card.symbols),
        "families": list(card.families), "levels": [list(r) for r in card.levels], "keywords": keywords,
        "text": text, "token": card.token,
    }  # fmt: skip


def _field_card(entry: dict[str, Any], rec, p: int) -> dict[str, Any]:
    out = dict(entry)
    pl = rec["players"][p]
    brave = int(pl["brave"][entry["slot"]])
    out["brave"] = None if brave == L.NO_CARD else int(pl["card_ids"][brave])  # a row, named below
    return out


def board(state, viewer: int | str) -> dict[str, Any]:
    """The position as ``viewer`` (0, 1 or "spectator") may see it."""
    viewer = check_viewer(viewer)
    db = state.game.db
    rec = state.record()
    views = [state.observation(p) for p in (0, 1)] if viewer == "spectator" else [state.observation(viewer)]
    obs = views[0]
    players = []
    for p in (0, 1):
        seat = dict(obs["players"][p])
        if viewer == "spectator":  # both hands and both Bursts
            own = views[p]["players"][p]
            seat["hand"], seat["burst"] = own["hand"], own["burst"]
        seat["field"] = [_field_card(f, rec, p) for f in seat["field"]]
        for f in seat["field"]:
            f["brave"] = None if f["brave"] is None else db.card_at(f["brave"]).id
        seat["deck"] = state.game.decks[p].name
        players.append(seat)
    over = obs["winner"] is not None
    return {
        "viewer": viewer, "turn": obs["turn"], "active": obs["active"], "phase": obs["phase"],
        "step_name": STEP_NAMES.get(obs["phase"], obs["phase"].title()), "players": players, "using": obs["using"],
        "battle": obs["battle"], "effect": obs["effect"], "over": over, "winner": obs["winner"],
        "end_reason": obs["end_reason"].lower() if over else None,
        "decision_kind": obs["decision"], "decision_player": obs["decision_player"],
    }  # fmt: skip


def option_json(o: Option) -> dict[str, Any]:
    """One option for a button: its code, verb and text, and the field slot or card it points at."""
    card = o.card
    return {"code": o.code, "verb": o.verb, "text": o.text, "slot": o.slot,
            "player": None if card is None else card.player,
            "card": None if card is None else card.card, "zone": None if card is None else card.zone}  # fmt: skip


def decision_json(d: PendingDecision, viewer: int | str) -> dict[str, Any] | None:
    """The pending decision; its options (and the cards they name) only for the player deciding."""
    if d.player not in (0, 1):
        return None
    out: dict[str, Any] = {"kind": d.kind.name, "player": d.player, "rule": d.rule}
    if viewer != d.player and viewer != "spectator":
        return out
    out.update(prompt=d.prompt, paying=d.paying, remaining=d.remaining,
               options=[option_json(o) for o in d.options])
    return out


def cards_of(payload: Any, db: CardDatabase, effects: bool, out: dict[str, Any] | None = None) -> dict[str, Any]:
    """``card_info`` of every card id a payload names (its "card", "brave", "hand", "trash"... fields)."""
    out = {} if out is None else out
    if isinstance(payload, dict):
        for key, value in payload.items():
            if key in ("card", "brave", "mirage", "id") and isinstance(value, str) and value in db:
                if value not in out:
                    out[value] = card_info(db, value, effects)
            elif key in ("hand", "trash", "hand_side", "buffer") and isinstance(value, list):
                for v in value:
                    if isinstance(v, str) and v in db and v not in out:
                        out[v] = card_info(db, v, effects)
            else:
                cards_of(value, db, effects, out)
    elif isinstance(payload, list):
        for item in payload:
            cards_of(item, db, effects, out)
    return out


def log_json(entries: list[LogEntry], db: CardDatabase, effects: bool, cards: dict[str, Any]) -> list[dict[str, Any]]:
    """Log entries for the page, adding the cards they name to ``cards``."""
    for e in entries:
        for c in (*e.cards, *((e.by["card"],) if e.by else ())):
            if "id" in c and c["id"] not in cards:
                cards[c["id"]] = card_info(db, c["id"], effects)
    return [e.to_dict() for e in entries]
