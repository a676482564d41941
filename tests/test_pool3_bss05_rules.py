"""The vocabulary piece BSS05 added, on both engines (``build`` fixture) with synthetic scripts (``scripted``):
cores moved by an effect from its own card onto a chosen card (the CORES op from SELF to TARGETS: BSS05-104 The
Highest Peak, "remove any number of cores from this Nexus and place them onto the blocked Spirit"). Rules cited:
R6.5 (cores moved between cards), R6.2 (a card left below its lowest level), R0.2 (as far as possible)."""

from __future__ import annotations

import pytest
from card_helpers import do, position
from conftest import field, legal, pending, with_db

import pybs.scripts  # noqa: F401  (registers every script, so the fixture can swap some)
from pybs import codec as C
from pybs.effects.script import CoreZone, Event, mine
from pybs.layout import Decision
from pybs.testing import FieldCard

MOVER = "ST03-006"  # Mobile Golem, white vanilla: 4000 / 7000 BP at 1 / 3 cores
TAKER = "ST01-004"  # Raineedle, red vanilla: 1000 / 3000 / 4000 BP at 1 / 2 / 3 cores
DECK = ["ST01-005", "ST01-009", "ST01-011"]


def mover(n: int, up_to: bool = False):
    """When it attacks, ``n`` of its cores (up to ``n`` with ``up_to``) go onto another Spirit of yours."""
    return lambda c: c.when(Event.ATTACKS).choose(mine(exclude_self=True)).cores(CoreZone.SELF, CoreZone.TARGETS, n,
                                                                                   up_to=up_to)


@pytest.mark.parametrize(("n", "moved"), [(2, 2), (9, 4)])
def test_cores_move_from_the_source_onto_the_chosen_card(build, scripted, n, moved):
    """R6.5: the cores leave the source and land on the first target (as many as the source has, R0.2); the source,
    left with none, is depleted (R6.2)."""
    db = scripted({MOVER: mover(n)})
    s = build(with_db(position(0, "attack", {"field": [FieldCard(MOVER, cores=4), FieldCard(TAKER)], "deck": DECK},
                               {"deck": DECK}), db))
    do(s, C.attack(0))
    do(s, C.choice(0))
    cards = {f["card"]: f["cores"] for f in field(s, 0).values()}
    assert cards[TAKER] == 1 + moved
    assert cards.get(MOVER, 0) == 4 - moved


def test_up_to_lets_the_controller_pick_how_many(build, scripted):
    """``up_to``: a CHOOSE of the count (CHOICE + k moves k cores)."""
    db = scripted({MOVER: mover(4, up_to=True)})
    s = build(with_db(position(0, "attack", {"field": [FieldCard(MOVER, cores=4), FieldCard(TAKER)], "deck": DECK},
                               {"deck": DECK}), db))
    do(s, C.attack(0))
    do(s, C.choice(0))  # the Raineedle
    assert pending(s) == (Decision.CHOOSE, 0)
    assert C.choice(4) in legal(s) and C.choice(5) not in legal(s)
    do(s, C.choice(1))
    assert [f["cores"] for f in field(s, 0).values()] == [3, 2]


def test_nothing_moves_without_a_target(build, scripted):
    """No other Spirit to choose: the op moves nothing (the source keeps its cores)."""
    db = scripted({MOVER: mover(2)})
    s = build(with_db(position(0, "attack", {"field": [FieldCard(MOVER, cores=4)], "deck": DECK}, {"deck": DECK}),
                      db))
    do(s, C.attack(0))
    assert field(s, 0)[0]["cores"] == 4


def test_the_target_hears_cores_placed(build, scripted):
    """The move announces CORES_PLACED on the card that received them (BY_EFFECT), as a move from a zone does."""
    db = scripted({MOVER: mover(1), TAKER: lambda c: c.when(Event.CORES_PLACED).draw(1)})
    s = build(with_db(position(0, "attack", {"field": [FieldCard(MOVER, cores=4), FieldCard(TAKER)], "deck": DECK},
                               {"deck": DECK}), db))
    do(s, C.attack(0))
    do(s, C.choice(0))
    assert int(s.record()["players"][0]["hand_count"]) == 1
