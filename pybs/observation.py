"""Observations: what one player may see (R0.7), from a state record.

Public: deck and hand sizes, Reserve, Trash (cards and cores), Life, the field, the card
being used (it is revealed, R7.1), set Bursts' existence. Private: deck contents and order,
the opponent's hand, a face-down Burst (its owner may look, CN Q19). Nothing private of the
other player ever enters an observation; tests/test_observation.py checks that states
differing only in hidden information observe the same. The tensor is written by the compiled
``bscore.observe`` from the state struct; this module builds the readable dict.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from bscore.observe import OBSERVATION_OFFSETS, OBSERVATION_SIZE, observation_from_bytes

from . import layout as L
from .carddb import CardDatabase

OBS_SIZE = OBSERVATION_SIZE  # float32 entries of the tensor (layout: docs/OBSERVATION.md)
OBS_OFFSETS = OBSERVATION_OFFSETS


def _soul_place(loc: int) -> Any:
    if loc == L.SOUL_NONE:
        return None
    if L.soul_core_loc(loc) > 0:
        return {"slot": loc - L.SOUL_SLOT0}
    return {L.SOUL_RESERVE: "reserve", L.SOUL_LIFE: "life", L.SOUL_TRASH: "trash",
            L.SOUL_COUNT: "count", L.SOUL_VOID: "void"}[loc]  # fmt: skip


def pending(rec: np.void) -> tuple[L.Decision, int]:
    """The pending decision and its player: an effect's decision comes first."""
    if int(rec["edecision"]):
        return L.Decision(int(rec["edecision"])), int(rec["edecision_player"])
    return L.Decision(int(rec["decision"])), int(rec["decision_player"])


def slot_stats(pl: np.void, k: int) -> tuple[int, int, int, int]:
    """(row, cores incl. Soul Core, soul here, exhaust) of an occupied slot; level and BP come
    from ``live_stats``, with every effect in force."""
    slot = pl["slots"][k]
    row = int(pl["card_ids"][int(slot["inst"])])
    soul = int(pl["soul_loc"]) == L.SOUL_SLOT0 + k
    return row, int(slot["cores"]) + soul, int(soul), int(slot["exhaust"])


def live_stats(rec: np.void, db: CardDatabase, effects: bool) -> dict[tuple[int, int], tuple[int, int]]:
    """(level, BP) of every field card with every effect in force (temporary and continuous)."""
    return {key: (v["level"], v["bp"]) for key, v in live_field(rec, db, effects).items()}


def live_field(rec: np.void, db: CardDatabase, effects: bool) -> dict[tuple[int, int], dict[str, Any]]:
    """Per field card: effective ``level`` (a "treat as its highest level" effect included), the
    ``level_by_cores`` alone, ``bp``, and ``keywords`` it has now (printed, granted, continuous)."""
    from .effects.spec import Keyword
    from .reference import kernels as K
    from .reference.engine import RefState
    from .tables import reference_table

    ref = RefState.from_bytes(reference_table(db, effects), L.record_bytes(rec))
    t = ref.table
    out = {}
    for p in (0, 1):
        for k, slot in enumerate(ref.players[p].slots):
            if slot is None:
                continue
            row = ref.players[p].card_ids[slot.inst]
            numbers = t.level_numbers[row]
            by_cores = K.level_from_cores(numbers, t.level_cores[row], ref._cores_on(p, k)) if numbers else 0
            keywords = {}
            for kw in Keyword:
                if kw != Keyword.NONE and (n := ref.keyword(p, k, kw)) >= 0:
                    keywords[kw.name.lower()] = n
            out[(p, k)] = {"level": ref.level_of(p, k), "level_by_cores": by_cores, "bp": ref.bp(p, k),
                           "keywords": keywords}
    return out


def _effect_view(rec: np.void, db: CardDatabase, player: int, effects: bool) -> dict[str, Any] | None:
    """The resolving effect: its card, the op it waits on, and the cards it revealed (or, to their
    owner, viewed)."""
    n = int(rec["n_frames"])
    if not n:
        return None
    from .effects.compiler import BUILTINS
    from .effects.spec import Op
    from .reference.agile import hidden_hand_trigger
    from .tables import reference_table

    t = reference_table(db, effects)
    fr = rec["frames"][n - 1]
    ability = int(fr["ability"])
    op = int(t.ops[t.ab_prog[ability] + int(fr["pc"])][0])
    owner = int(fr["buffer_owner"])
    view: dict[str, Any] = {"op": Op(op).name, "controller": int(fr["player"])}
    src_player = int(fr["player"])
    src = rec["players"][src_player]
    hand = src["hand"][: int(src["hand_count"])].tolist()
    if src_player != player and hidden_hand_trigger(t, hand, ability, int(fr["inst"]), int(fr["pc"])):
        view["card"] = "hidden"  # pool II: an ability from the hand shows its card once used (R0.7)
    elif ability >= BUILTINS:  # keyword built-ins have no source card of their own
        view["card"] = db.card_at(int(src["card_ids"][int(fr["inst"])])).id
    nb = int(fr["n_buffer"])
    if nb and (int(fr["flags"]) & L.FRAME_PUBLIC or owner == player):
        ids = rec["players"][owner]["card_ids"]
        view["buffer"] = [db.card_at(int(ids[i])).id for i in fr["buffer"][:nb]]
    elif nb:
        view["buffer_count"] = nb
    return view


def observe(rec: np.void, db: CardDatabase, player: int, effects: bool = True) -> dict[str, Any]:
    """The observation of ``player`` as a JSON-ready dict."""
    if player not in (0, 1):
        raise ValueError(f"player must be 0 or 1, got {player!r}")
    arrays = db.arrays()
    over = int(rec["phase"]) == L.Phase.GAME_OVER
    live = live_field(rec, db, effects)
    seats = []
    for p in (0, 1):
        pl = rec["players"][p]
        ids = pl["card_ids"]
        field = []
        for k in range(L.MAX_SLOTS):
            if int(pl["slots"][k]["inst"]) == L.NO_CARD:
                continue
            row, cores, soul, exhaust = slot_stats(pl, k)
            lv = live[(p, k)]
            field.append({
                "slot": k, "card": db.card_at(row).id, "cores": cores, "soul_core": bool(soul),
                "exhausted": exhaust, "level": lv["level"], "level_by_cores": lv["level_by_cores"],
                "bp": lv["bp"], "keywords": lv["keywords"], "symbols": int(arrays["n_symbols"][row]),
                "soul_state": bool(pl["slots"][k]["soul"]),  # R16.3
            })  # fmt: skip
        burst_inst = int(pl["burst_inst"])
        burst: dict[str, Any] = {"set": burst_inst != L.NO_CARD, "face_up": bool(pl["burst_state"])}
        if burst_inst != L.NO_CARD and (p == player or pl["burst_state"] or over):  # R13.2, CN Q19
            burst["card"] = db.card_at(int(ids[burst_inst])).id
        seat: dict[str, Any] = {
            "life": int(pl["life"]),
            "reserve": int(pl["reserve"]),
            "trash_cores": int(pl["trash_cores"]),
            "count_cores": int(pl["count_cores"]),
            "soul_core": _soul_place(int(pl["soul_loc"])),
            "deck_count": int(pl["deck_count"]),
            "hand_count": int(pl["hand_count"]),
            "trash": [db.card_at(int(ids[i])).id for i in pl["trash"][: int(pl["trash_count"])]],
            "field": field,
            "burst": burst,
            "mirage": None if int(pl["mirage_inst"]) == L.NO_CARD else db.card_at(int(ids[int(pl["mirage_inst"])])).id,
            # R16.7: face-up hand-side cards, public to both players
            "hand_side": [db.card_at(int(ids[i])).id for i in pl["hand_side"][: int(pl["hand_side_count"])]],
        }
        if p == player:
            seat["hand"] = [db.card_at(int(ids[i])).id for i in pl["hand"][: int(pl["hand_count"])]]
        seats.append(seat)
    using = None
    if int(rec["use_kind"]) != L.UseKind.NONE:
        up = int(rec["use_player"])
        inst = int(rec["use_inst"])
        using = {
            "player": up,
            "card": db.card_at(int(rec["players"][up]["card_ids"][inst])).id,
            "kind": L.UseKind(int(rec["use_kind"])).name.lower(),
            "cost_left": int(rec["use_cost_left"]),
            "slot": None if int(rec["use_slot"]) == L.NO_SLOT else int(rec["use_slot"]),
        }
    battle = None
    if int(rec["in_battle"]):
        battle = {
            "attacker": None if int(rec["attacker"]) == L.NO_SLOT else int(rec["attacker"]),
            "blocker": None if int(rec["blocker"]) == L.NO_SLOT else int(rec["blocker"]),
            "blocked": bool(rec["blocked"]),
            "flash_window": int(rec["flash_window"]),
            # vocab-B: each player's Link Spirits linked to their battling Spirit, by slot (public, R0.7)
            "links": [[_slot_of(rec, p, int(v) - 1) for v in rec["links"][2 * p: 2 * p + 2] if int(v)] for p in (0, 1)],
        }
    winner = int(rec["winner"])
    decision, decider = pending(rec)
    return {
        "player": player,
        "turn": int(rec["turn"]),
        "active": int(rec["active"]),
        "first_player": int(rec["first_player"]),
        "phase": L.Phase(int(rec["phase"])).name,
        "decision": decision.name,
        "decision_player": None if decider == L.NO_PLAYER else decider,
        "effect": _effect_view(rec, db, player, effects),
        "winner": None if winner == L.NO_PLAYER else (-1 if winner == L.WINNER_DRAW else winner),
        "end_reason": L.EndReason(int(rec["end_reason"])).name,
        "players": seats,
        "using": using,
        "battle": battle,
    }


def observation_tensor(rec: np.void, db: CardDatabase, player: int, effects: bool = True,
                       out: np.ndarray | None = None) -> np.ndarray:
    """The compiled observation tensor (float32[OBS_SIZE], docs/OBSERVATION.md) of a state record.

    The same writer as ``State.observation_tensor``: one layout exists.
    """
    from .tables import table_handle

    return observation_from_bytes(L.record_bytes(rec), table_handle(db, effects), player, out)


def _slot_of(rec, p: int, inst: int) -> int | None:
    """The field slot of player p's card instance ``inst``, or None."""
    slots = rec["players"][p]["slots"]["inst"]
    for k in range(len(slots)):
        if int(slots[k]) == inst:
            return k
    return None
