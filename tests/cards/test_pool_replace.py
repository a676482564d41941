"""BSS01-03 cards of the "replace" group (pybs/scripts/pool_replace.py), on both engines (``build`` fixture).

Each test plays the card's effect from a Scenario and checks the printed outcome; every conditional effect also
gets a case where it does not happen. Both Soul Cores sit in the Trash unless a test needs one. The replacement
rules themselves (R0.1, R0.2, R0.4, R9.6) have their own tests in tests/test_pool_replace_rules.py.
"""

from __future__ import annotations

import pytest
from card_helpers import cards, do, exhausted, pass_flashes, position
from conftest import bp, field, hand_ids, pay_and_place, pending, player, trash_ids

from pybs import codec as C
from pybs.layout import Decision
from pybs.testing import FieldCard

DIRM_DYNA = "BSS01-051"  # white Mecha, cost 7: Lv1 6000 (1 core), Lv2 8000 (3 cores)
ALICE = "BSS01-091"  # yellow, cost 6: Lv1 3000 (1 core), Lv2 6000 (2), Lv3 7000 (3)
SWAMP = "BSS01-108"  # Rotting Swamp, purple Nexus, cost 4: Lv2 at 3 cores
DEADLY_BALANCE = "BSS01-122"  # purple Magic, cost 3: each player destroys one of their own Spirits (opponent first)
RED = "ST01-004"  # red vanilla, cost 1: 1000 / 3000 / 4000 BP at 1 / 2 / 3 cores
GOLEM = "ST03-006"  # white vanilla, 4000 BP
PORCUPINE = "ST05-007"  # green vanilla, 5000 BP
STAR_ALTAR = "ST01-013"  # red Nexus
VIPER = "BSS03-022"  # purple Serpent with Curse, 3000 BP at 1 core
FILLER = "ST01-005"


def choose(state, card_id: str, p: int | None = None) -> None:
    """Answer the pending choice with ``card_id`` (of player ``p`` when given), by the option helpers."""
    state.apply(state.pending_decision().choose_card(card_id, player=p))


def pay_from_reserve(state) -> None:
    """Answer a PAY_CORES choice with a core from the Reserve."""
    state.apply(state.pending_decision().find("a Reserve core", verb="pay_core", source="reserve"))


def deadly_balance_in_battle(s, theirs: str, mine: str) -> None:
    """Player 0 attacks with slot 0; in the first Flash timing (player 1 passes) player 0 uses Deadly Balance
    (hand slot 0): player 1 picks ``theirs``, player 0 picks ``mine``."""
    do(s, C.attack(0))
    assert pending(s) == (Decision.FLASH, 1)
    do(s, C.PASS)
    do(s, C.use_hand(0))
    if pending(s)[0] == Decision.MAGIC_EFFECT:
        s.apply(s.pending_decision().magic_effect("Flash"))
    pay_and_place(s)
    choose(s, theirs, p=1)
    choose(s, mine, p=0)


# -- BSS01-051 Dualgun Mechlord Dirm Dyna -------------------------------------------------------------------
def dirm_dyna_under_fire(build, cores: int = 3, reserve: int = 3):
    """Player 1's exhausted Dirm Dyna (``cores`` cores) faces Deadly Balance in player 0's Attack Step."""
    s = build(position(step="attack", p0={"field": [FieldCard(RED, cores=1), FieldCard(GOLEM)],
                                          "hand": [DEADLY_BALANCE], "reserve": 3},
                       p1={"field": [FieldCard(DIRM_DYNA, cores=cores, exhausted=True)], "reserve": reserve}))
    deadly_balance_in_battle(s, DIRM_DYNA, GOLEM)
    return s


def test_bss01_051_dirm_dyna_pays_a_core_to_stay_refreshed(build):
    """Lv2: destroyed by the opponent's effect, its controller may pay one core to keep it, refreshed (R0.2)."""
    s = dirm_dyna_under_fire(build)
    assert pending(s) == (Decision.YES_NO, 1)
    do(s, s.pending_decision().yes_to(DIRM_DYNA))
    pay_from_reserve(s)
    assert cards(s, 1) == [DIRM_DYNA]
    assert exhausted(s, 1) == {0: 0}
    assert int(player(s, 1)["reserve"]) == 2  # one core paid
    assert GOLEM in trash_ids(s, 0)  # the other destruction of the same Magic went ahead


def test_bss01_051_dirm_dyna_declined_is_destroyed(build):
    """Declining the replacement lets the destruction go ahead."""
    s = dirm_dyna_under_fire(build)
    do(s, s.pending_decision().no_to(DIRM_DYNA))
    assert DIRM_DYNA in trash_ids(s, 1)
    assert cards(s, 1) == []


def test_bss01_051_dirm_dyna_lv1_has_no_replacement(build):
    """Lv1 (one core): no question, it is destroyed."""
    s = dirm_dyna_under_fire(build, cores=1)
    assert pending(s)[0] != Decision.YES_NO
    assert DIRM_DYNA in trash_ids(s, 1)
