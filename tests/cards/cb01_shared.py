"""Stand-in cards and helpers the CB01 card tests (tests/cards/test_cb01_*.py) share."""

from __future__ import annotations

from card_helpers import do, pass_flashes, position
from cards_shared import answer_all
from conftest import field, legal, pending, player, trash_ids

import pybs.scripts  # noqa: F401  (registers every card script before a test overrides one)
from pybs import codec as C
from pybs.layout import Decision

ASUKA = "CB01-057"  # an Asuka Nexus (red)
MARI = "CB01-066"  # a Mari Nexus (green)
SHINJI = "CB01-061"  # a Shinji Nexus (purple)
GENDOH = "CB01-063"  # a Gendoh Nexus (purple)
KAWORU = "CB01-067"  # a Kaworu Nexus (blue)
REI = "CB01-065"  # a Rei Nexus (yellow)
MARK07 = "CB01-029"  # When Destroyed: draw (purple NERV, cost 3, 2000 BP at 1 core)
ARM_UNIT = "CB01-025"  # vanilla purple NERV Golem, cost 1, 1000 BP
EVA01_MEMORIES = "CB01-024"  # purple Eva-01, A.T. Field, cost 3, 2000 BP at 1 core
BIG = "ST02-006"  # Mummyphant, purple vanilla: 3000 / 5000 / 6000 BP at 1 / 3 / 4 cores, cost 4
KV2 = "BSS02-043"  # white vanilla, cost 8: Lv1 5000 BP, Lv2 (2 cores) 10000 BP
WEAK = "ST02-005"  # Demo Bones, purple vanilla, cost 1, 1000 / 2000 BP
FILLER = "ST01-004"  # Raineedle, red vanilla Spirit, cost 1
MAGIC = "ST01-014"  # a Magic card
NEXUS_CARD = "ST01-012"  # a red Nexus card
DECK = [FILLER] * 8
ATTACKER = "BSS02-004"  # red vanilla Dragonoid: 3000 / 6000 / 8000 BP at 1 / 3 / 5 cores


def attack_pos(build, mine: list, theirs: list | None = None, auto: bool = True, **p0):
    """Player 0's Attack Step with ``mine`` on the field, player 1 with ``theirs``; decks of fillers."""
    p1 = {"field": theirs or [], "deck": list(DECK)}
    return build(position(0, "attack", {"field": mine, "deck": list(DECK), **p0}, p1, auto=auto))


def main_pos(build, p0: dict, p1: dict | None = None, auto: bool = True):
    """Player 0's Main Step."""
    return build(position(0, "main", {"deck": list(DECK), **p0}, {"deck": list(DECK), **(p1 or {})}, auto=auto))


def attack_blocked(state, k: int, blocker: int) -> None:
    """Player 0 attacks with slot k (its triggers answered first-option / yes), player 1 blocks with ``blocker``."""
    do(state, C.attack(k))
    answer_all(state, True)
    pass_flashes(state)
    do(state, C.block(blocker))
    answer_all(state, True)
    pass_flashes(state)


def settle(state, yes: bool = True) -> None:
    """Answer every pending effect decision: first options, ``yes`` to every "may", no Soul Core for core moves."""
    while pending(state)[0] in (Decision.ORDER, Decision.CHOOSE, Decision.YES_NO, Decision.SOUL):
        if pending(state)[0] == Decision.SOUL:
            do(state, C.PASS)
        else:
            answer_all(state, yes)


def hand_count(state, p: int) -> int:
    return int(player(state, p)["hand_count"])


def deck_count(state, p: int) -> int:
    return int(player(state, p)["deck_count"])


def cards_on(state, p: int) -> list[str]:
    return [f["card"] for f in field(state, p).values()]


def cores_of(state, p: int) -> list[int]:
    return [f["cores"] for f in field(state, p).values()]


def life(state, p: int) -> int:
    return int(player(state, p)["life"])


__all__ = ["ARM_UNIT", "ASUKA", "ATTACKER", "BIG", "DECK", "EVA01_MEMORIES", "FILLER", "GENDOH", "KAWORU", "KV2",
           "MAGIC", "MARI", "MARK07", "NEXUS_CARD", "REI", "SHINJI", "WEAK", "attack_blocked", "attack_pos",
           "cards_on", "cores_of", "settle", "deck_count", "hand_count", "legal", "life", "main_pos", "pending", "trash_ids",
           "Decision"]
