"""Stand-in cards and helpers the BSS06 001-050 card tests (test_bss06_001_025.py, test_bss06_026_050.py) share."""

from __future__ import annotations

from functools import partial

import cards_shared
from card_helpers import do, pass_flashes, position
from cards_shared import ZMEITZA, answer_all, blocks_astral, their_turn  # noqa: F401 (re-exported)
from conftest import field, legal, pending, player

from pybs import codec as C
from pybs.layout import Decision
from pybs.testing import FieldCard

ATTACKER = "ST06-007"  # Mithril Golem: blue vanilla, cost 6, 6000 BP: meets Link 3, 4 and 5
CHEAP = "ST01-004"  # Raineedle: red vanilla, cost 1, 1000 BP at 1 core
BIG = "ST02-006"  # Mummyphant: purple vanilla, 3000 / 5000 BP at 1 / 3 cores
GOLEM, BRONTECH = "ST03-006", "ST03-007"  # white vanillas: 4000 / 5000 BP at 1 core
GREEN = "ST05-009"  # Antman Soldier: green vanilla, cost 2, 3000 BP
BLUE = "ST06-009"  # Mantigore: blue vanilla, cost 3, 3000 BP
YELLOW = "ST04-006"  # Sword Angel: yellow vanilla, cost 2
RED_NEXUS, WHITE_NEXUS = "ST01-012", "BSS03-112"
DECK = ["ST01-005", "ST01-009", "ST01-011", "ST01-001", "ST01-004", "ST02-005"]


def hand_count(state, p: int = 0) -> int:
    return int(player(state, p)["hand_count"])


def life(state, p: int) -> int:
    return int(player(state, p)["life"])




def must_block(build, card_id: str, cores: int) -> bool:
    """``card_id`` attacks; True when player 1's refreshed Spirit must block (Confront)."""
    s = build(position(0, "attack", {"field": [FieldCard(card_id, cores=cores)]}, {"field": [FieldCard(BIG)]}))
    do(s, C.attack(0))
    answer_all(s, False)
    pass_flashes(s)
    assert pending(s) == (Decision.BLOCK, 1)
    return C.PASS not in legal(s)


def link_position(build, link_card: str, p1: dict | None = None, attacker: str = ATTACKER, **p0):
    """Player 0's Attack Step: ``attacker`` in slot 0, the Link Spirit ``link_card`` in slot 1."""
    mine = {"field": [FieldCard(attacker), FieldCard(link_card)], "deck": DECK, **p0}
    return build(position(0, "attack", mine, p1 or {}))


def attack_linked(state, k: int = 0) -> None:
    """Slot ``k`` attacks and the Link Spirit's offer is taken (R0.2: offered only when it may link)."""
    do(state, C.attack(k))
    assert pending(state) == (Decision.YES_NO, 0)
    do(state, C.CONFIRM)


def exhausted_at(state, p: int, k: int) -> bool:
    return bool(field(state, p)[k]["exhausted"])


# BSS06's Astral checks face a 3-core Golem (the BSS05 ones a 1-core one)
astral_attacker = partial(cards_shared.astral_attacker, blocker_cores=3)
