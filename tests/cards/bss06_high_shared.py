"""Helpers shared by the BSS06 051-116 card tests (test_bss06_051_075.py, test_bss06_076_100.py,
test_bss06_101_116.py): positions, a resolver for pending effect decisions and a few stand-in cards."""

from __future__ import annotations

from card_helpers import do, pass_flashes, position
from cards_shared import their_turn
from conftest import legal, pay_and_place, pending, player

from pybs import codec as C
from pybs.layout import Decision

FILLER = "ST01-004"  # Raineedle: red vanilla, cost 1, 1000 BP
DUGONG = "ST03-009"  # white vanilla, cost 3, 3000 BP
GOLEM = "ST03-006"  # white vanilla Mecha, cost 4, 4000 BP
BRONTECH = "ST03-007"  # white vanilla Machine Beast, cost 5, 5000 BP
MITHRIL = "ST06-007"  # blue vanilla Golem, cost 6, 6000 BP
MANTIGORE = "ST06-009"  # blue vanilla, cost 3, 3000 BP
DRAGON = "ST01-011"  # red vanilla Dragonoid, cost 3, 3000 BP
BONES = "ST02-005"  # purple vanilla, cost 1, 1000 BP
PORCUPINE = "ST05-007"  # green vanilla, cost 4, 5000 BP
SURVEYOR = "BSS05-011"  # a red Surveyor, cost 3, 2000 BP
VALLEY = "ST02-013"  # a purple Nexus (Lv1 at 0 cores)
HYDRA = "BSS06-073"  # Link 5, cost 5, 3000 BP
LOTUS = "BSS06-079"  # Link 4, cost 4, 3000 BP
DECK = ["ST01-005", "ST01-009", "ST01-011", "ST01-001", "ST01-004", "ST03-009", "ST03-007", "ST06-009"]


def main_step(build, p0: dict, p1: dict | None = None):
    """Player 0's Main Step; every decision waits for an answer (auto_forced off)."""
    return build(position(0, "main", p0, p1 or {}))


def attack_step(build, p0: dict, p1: dict | None = None):
    """Player 0's Attack Step."""
    return build(position(0, "attack", p0, p1 or {}))


def defend(build, p0: dict, p1: dict, step: str = "attack"):
    """Player 1's turn at ``step``: player 0 defends."""
    return build(their_turn(step=step, p0=p0, p1=p1))


def resolve(state, yes: bool = True) -> None:
    """Answer every pending effect decision: ``yes`` to each "may" and offered Burst, the first card of each choice (PASS only when
    nothing else is offered), orders as offered, payments and placements at the minimum."""
    while not state.is_terminal():
        d = pending(state)[0]
        if d in (Decision.YES_NO, Decision.BURST):
            do(state, C.CONFIRM if yes else C.PASS)
        elif d in (Decision.ORDER, Decision.CHOOSE):
            codes = [c for c in legal(state) if c != C.PASS] or [C.PASS]
            do(state, codes[0])
        elif d in (Decision.PAY, Decision.PLACE):
            pay_and_place(state)
        else:
            return


def play_card(state, hand_index: int, yes: bool = True) -> None:
    """Use hand card ``hand_index`` (a Magic: its first offered effect), pay, and resolve what follows."""
    do(state, C.use_hand(hand_index))
    if pending(state)[0] == Decision.MAGIC_EFFECT:
        do(state, C.choice(0))
    pay_and_place(state)
    resolve(state, yes)


def hit(state, k: int = 0, yes: bool = True) -> None:
    """The turn player attacks with slot ``k``, answering effects with ``yes``; nobody blocks."""
    do(state, C.attack(k))
    resolve(state, yes)
    pass_flashes(state)
    resolve(state, yes)
    if pending(state)[0] == Decision.BLOCK:
        do(state, C.PASS)
    resolve(state, yes)
    pass_flashes(state)
    resolve(state, yes)


def hand_count(state, p: int) -> int:
    return int(player(state, p)["hand_count"])


def deck_count(state, p: int) -> int:
    return int(player(state, p)["deck_count"])


def reserve(state, p: int) -> int:
    return int(player(state, p)["reserve"])


def life(state, p: int) -> int:
    return int(player(state, p)["life"])


def trash_cores(state, p: int) -> int:
    return int(player(state, p)["trash_cores"])
