"""BSS01 cards scripted after the booster-pool vocabulary landed, on both engines (``build`` fixture)."""

from __future__ import annotations

import pytest
from card_helpers import do, pass_flashes, position
from conftest import hand_ids, pending, player

from pybs import codec as C
from pybs.layout import Decision
from pybs.testing import FieldCard

FLAMERAT = "BSS01-017"  # red, Lv1 1 core, Lv2 3 cores, Lv3 5 cores
GOLEM = "ST03-006"  # white vanilla blocker, 4000 BP at Lv1
DECK = ["ST01-004", "ST01-009"]


def attack(state, block: bool) -> None:
    """Player 0 attacks with slot 0; nobody uses Flash effects; player 1 blocks with slot 0 or not."""
    do(state, C.attack(0))
    pass_flashes(state)
    if pending(state)[0] == Decision.BLOCK:
        do(state, C.block(0) if block else C.PASS)
    pass_flashes(state)


@pytest.mark.parametrize(("cores", "draws"), [(3, True), (5, True), (1, False)])
def test_bss01_017_draws_when_its_attack_reduces_life_from_lv2(build, cores, draws):
    """Lv2+: its unblocked attack takes a Life, then its controller draws one card; at Lv1 nothing."""
    p0 = {"field": [FieldCard(FLAMERAT, cores=cores)], "deck": DECK}
    p1 = {"field": [FieldCard(GOLEM, exhausted=True)]}
    state = build(position(0, "attack", p0, p1))
    life = int(player(state, 1)["life"])
    attack(state, block=False)
    assert int(player(state, 1)["life"]) == life - 1
    assert hand_ids(state, 0) == (DECK[:1] if draws else [])


def test_bss01_017_blocked_attack_draws_nothing(build):
    """A blocked attack reduces no Life (R9.5), so it draws nothing."""
    p0 = {"field": [FieldCard(FLAMERAT, cores=3)], "deck": DECK}
    p1 = {"field": [FieldCard(GOLEM)]}
    state = build(position(0, "attack", p0, p1))
    life = int(player(state, 1)["life"])
    attack(state, block=True)
    assert int(player(state, 1)["life"]) == life
    assert hand_ids(state, 0) == []
