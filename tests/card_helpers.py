"""Helpers shared by the per-card tests (tests/cards): positions, battles and views of the state."""

from __future__ import annotations

from functools import cache

from conftest import field, hand_ids, legal, pending, player, summon, trash_ids

from pybs import codec as C
from pybs.carddb import load_default
from pybs.effects import effect_tables
from pybs.effects.compiler import CardFlag
from pybs.layout import Decision
from pybs.testing import FieldCard, Scenario


def position(active: int = 0, step: str = "main", p0: dict | None = None, p1: dict | None = None, *,
             auto: bool = False, turn: int = 3, **kw) -> Scenario:
    """Player ``active``'s turn ``turn`` at ``step``, both Soul Cores in the Trash unless given; ``kw`` goes
    to ``Scenario`` (rules, effects...)."""
    sc = Scenario(turn=turn, active=active, step=step, auto_forced=auto, **kw)
    sc.player(0, **{"soul": "trash", **(p0 or {})})
    sc.player(1, **{"soul": "trash", **(p1 or {})})
    return sc


def scenario(p0: dict, p1: dict, step: str = "main", auto: bool = True) -> Scenario:
    """Player 0's turn 3 at ``step``, both Soul Cores in the Trash unless given."""
    return position(0, step, p0, p1, auto=auto)


def their_step(step: str, p0: dict, p1: dict) -> Scenario:
    """Player 1's turn 4 at ``step``: player 0 defends."""
    return position(1, step, p0, p1, auto=True, turn=4)


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


@cache
def _card_flags():
    """The compiled CardFlag bits of every card (built once)."""
    return effect_tables(load_default()).arrays()["card_flags"]


def is_vanilla(card_id: str) -> bool:
    """The card compiles with the VANILLA flag (no effect text)."""
    return bool(_card_flags()[load_default().row(card_id)] & CardFlag.VANILLA)


VANILLA_FILLER = "ST01-004"  # Raineedle, red, cost 1
VANILLA_GOLEM = "ST03-006"  # Mobile Golem, white, one white symbol


def check_vanilla(build, card_id: str, reduction: int = 0) -> None:
    """Summoning a vanilla Spirit, then attacking with it, asks nothing and changes nothing but the rules'
    own steps. ``reduction``: what the exhausted Golem's white symbol takes off the cost (1 for white
    cards)."""
    assert is_vanilla(card_id)
    assert not is_vanilla("ST05-002") and not is_vanilla("ST06-006")  # the flag is not set on everything
    paid = load_default()[card_id].cost - reduction
    deck = ["ST03-007", "ST03-009"]
    p0 = {"hand": [card_id, VANILLA_FILLER], "reserve": paid + 2, "deck": deck,
          "field": [FieldCard(VANILLA_GOLEM, exhausted=True)]}
    p1 = {"field": [FieldCard("ST02-005", cores=2)], "hand": [VANILLA_FILLER]}
    state = build(position(p0=p0, p1=p1))
    life0, opp_before = int(player(state, 0)["life"]), player(state, 1).tobytes()
    summon(state, 0)
    assert pending(state) == (Decision.MAIN, 0)
    rec = state.record()
    assert [int(rec[name]) for name in ("edecision", "n_queue", "n_frames", "n_mods")] == [0, 0, 0, 0]
    assert field(state, 0) == {0: {"card": VANILLA_GOLEM, "cores": 1, "soul": False, "exhausted": 1},
                               1: {"card": card_id, "cores": 1, "soul": False, "exhausted": 0}}
    pl = player(state, 0)
    assert (int(pl["reserve"]), int(pl["trash_cores"]), int(pl["life"])) == (1, paid, life0)
    assert hand_ids(state, 0) == [VANILLA_FILLER] and trash_ids(state, 0) == []
    assert deck_ids(state, 0) == deck
    assert player(state, 1).tobytes() == opp_before
    # attacking with it triggers nothing either: straight to the defender's Flash timing
    do(state, C.PASS, C.attack(1))
    assert pending(state) == (Decision.FLASH, 1)
    assert int(state.record()["n_queue"]) == 0
    assert hand_ids(state, 0) == [VANILLA_FILLER] and deck_ids(state, 0) == deck
    assert player(state, 1).tobytes() == opp_before


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


def blocked_battle(state, k: int, blocker: int) -> None:
    """Player 0 attacks with slot k, player 1 blocks with ``blocker``; both Flash timings passed."""
    attack_to_block(state, k)
    state.apply(C.block(blocker))
    pass_battle_flash(state)


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


def attack_and_resolve(state, k: int, blocker: int | None = None) -> None:
    """Attack with slot k, pass the Flash timings, block with ``blocker`` (or not) and pass to the battle's end."""
    state.apply(C.attack(k))
    pass_flashes(state)
    if pending(state)[0] == Decision.BLOCK:
        state.apply(C.PASS if blocker is None else C.block(blocker))
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
