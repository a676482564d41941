"""R18.1 during an Awaken move, on both engines (``build`` fixture): Awaken moves its cores one at a time but is one
effect, so the 0-BP rule check waits until the move is over (BSS06's Awaken Spirits: 006, 010, 012). A Spirit that
reaches 0 BP halfway may still give up its last core (depleted silently, no "When Destroyed", as Awaken empties
cards); one left at 0 BP when the move ends is destroyed by the rule (its "When Destroyed" works)."""

from __future__ import annotations

from card_helpers import position
from conftest import field, legal, pending, trash_ids

from pybs import codec as C
from pybs.layout import Decision
from pybs.testing import FieldCard, TempEffect

SHOCK_TROOP = "ST01-010"  # Dragno Shock Troop: Awaken
AIRAVATAH = "ST04-003"  # 2000 BP at Lv1 (1 core), 3000 at Lv2 (2 cores); When Destroyed: may summon a cost-2 Spirit
SWORD = "ST04-006"  # cost 2


def awaken_from_airavatah(build):
    """Airavatah (slot 1, Lv2, -2000 BP this turn: 1000 BP) gives one core to the Awaken Spirit: Lv1, 0 BP."""
    p0 = {"field": [FieldCard(SHOCK_TROOP), FieldCard(AIRAVATAH, cores=2)], "trash": [SWORD], "reserve": 0}
    state = build(position(0, "main", p0, {}, mods=[TempEffect(0, "BP", slot=1, value=-2000)]))
    state.apply(C.awaken(0))
    assert pending(state) == (Decision.AWAKEN, 0)
    state.apply(C.place(2, 0))
    return state


def test_zero_bp_waits_for_the_awaken_move_and_the_last_core_depletes_silently(build):
    state = awaken_from_airavatah(build)
    assert pending(state) == (Decision.AWAKEN, 0) and 1 in field(state, 0)  # at 0 BP, still on the field
    state.apply(C.place(2, 0))
    state.apply(C.PASS)
    assert AIRAVATAH in trash_ids(state, 0) and field(state, 0)[0]["cores"] == 3
    assert pending(state) == (Decision.MAIN, 0)  # emptied by Awaken: no When Destroyed (no summon offered)


def test_zero_bp_spirit_left_when_the_move_ends_is_destroyed(build):
    state = awaken_from_airavatah(build)
    state.apply(C.PASS)
    assert AIRAVATAH in trash_ids(state, 0)
    assert pending(state)[0] in (Decision.YES_NO, Decision.CHOOSE)  # R18.1 destroyed it: its When Destroyed works
    assert C.PASS in legal(state)
