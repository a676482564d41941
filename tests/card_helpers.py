"""Helpers shared by the per-card tests (tests/cards): positions, battles and views of the state."""

from __future__ import annotations

from conftest import field, legal, pending, player

from pybs import codec as C
from pybs.carddb import load_default
from pybs.effects import effect_tables
from pybs.effects.compiler import CardFlag
from pybs.layout import Decision
from pybs.testing import Scenario


def scenario(p0: dict, p1: dict, step: str = "main", auto: bool = True) -> Scenario:
    """Player 0's turn 3 at ``step``, both Soul Cores in the Trash unless given."""
    sc = Scenario(turn=3, active=0, step=step, auto_forced=auto)
    sc.player(0, **{"soul": "trash", **p0})
    sc.player(1, **{"soul": "trash", **p1})
    return sc


def my_step(step: str, p0: dict, p1: dict, **kw) -> Scenario:
    """Player 0's turn 3 at ``step``."""
    sc = Scenario(turn=3, active=0, step=step, **kw)
    sc.player(0, **{"soul": "trash", **p0})
    sc.player(1, **{"soul": "trash", **p1})
    return sc


def deck_ids(state, p: int) -> list[str]:
    """Player p's deck, top card first."""
    db = load_default()
    pl = player(state, p)
    insts = [int(i) for i in pl["deck"][: int(pl["deck_count"])]]
    return [db.card_at(int(pl["card_ids"][i])).id for i in reversed(insts)]


def cards(state, p: int) -> list[str]:
    """Card ids on player p's field, by slot."""
    return [f["card"] for f in field(state, p).values()]


def exhausted(state, p: int) -> dict[int, int]:
    """Slot -> exhausted state on player p's field."""
    return {k: v["exhausted"] for k, v in field(state, p).items()}


def is_vanilla(card_id: str) -> bool:
    """The card compiles with the VANILLA flag (no effect text)."""
    db = load_default()
    return bool(effect_tables(db).arrays()["card_flags"][db.row(card_id)] & CardFlag.VANILLA)


def do(state, *codes: int) -> None:
    """Apply codes in turn, each checked to be legal first."""
    for code in codes:
        assert code in legal(state), (C.decode(code), pending(state))
        state.apply(code)


def pass_battle_flash(state) -> None:
    """Both players pass a battle Flash timing (defender first)."""
    assert pending(state) == (Decision.FLASH, 1)
    state.apply(C.PASS)
    assert pending(state) == (Decision.FLASH, 0)
    state.apply(C.PASS)


def pass_flashes(state) -> None:
    """Pass every Flash timing until another decision comes."""
    while pending(state)[0] == Decision.FLASH:
        state.apply(C.PASS)


def attack_to_block(state, k: int) -> None:
    """Player 0 attacks with slot k; both pass the first Flash timing (auto_forced=False)."""
    state.apply(C.attack(k))
    pass_battle_flash(state)
    assert pending(state) == (Decision.BLOCK, 1)


def battle(state, attacker: int, blocker: int | None) -> None:
    """Declare an attack with slot ``attacker``, pass the first Flash timing, block (or not)."""
    state.apply(C.attack(attacker))
    while pending(state)[0] == Decision.FLASH:
        state.apply(C.PASS)
    if blocker is not None or pending(state)[0] == Decision.BLOCK:
        assert pending(state)[0] == Decision.BLOCK
        state.apply(C.PASS if blocker is None else C.block(blocker))


def fight(state, attacker: int, blocker: int | None) -> None:
    """Declare an attack, pass the Flash timings, block (or not) and resolve the battle."""
    do(state, C.attack(attacker))
    pass_flashes(state)
    do(state, C.PASS if blocker is None else C.block(blocker))
    pass_flashes(state)


def reachable_decks(state, p: int, depth: int = 6) -> set[tuple[str, ...]]:
    """Every deck order player p can end the pending effect with (all answers tried, on clones)."""
    if pending(state)[0] not in (Decision.CHOOSE, Decision.YES_NO, Decision.ORDER) or depth == 0:
        return {tuple(deck_ids(state, p))}
    out: set[tuple[str, ...]] = set()
    for code in legal(state):
        nxt = state.clone()
        nxt.apply(code)
        out |= reachable_decks(nxt, p, depth - 1)
    return out
