"""The effect machinery itself: trigger order (R10.5), deck discards (R10.6), cloning mid-effect.

Seed text (CN, 第1章 "复数效果同时发挥时"):

    2个以上的效果同时发挥时，由回合玩家决定效果的解决顺序。此时，先解决的效果使新的效果发挥时，
    新发挥的效果先行解决。

WIKI (デッキの破棄): cards discarded from a deck trigger one at a time, and those are the only
effects that resolve during the resolution of another effect.
"""

from __future__ import annotations

import pytest
from conftest import field, legal, pending, player, summon

from pybs import codec as C
from pybs.layout import Decision
from pybs.testing import FieldCard, Scenario

NIRVANA = "ST06-001"  # Crush +2; Lv2+ Raid 1 (Lv2 at 3 cores)
BULLTOPDOG = "ST06-011"  # your Crush discards give one of your Spirits a core from the Void
COLOSSEUM = "ST06-012"  # a Nexus (Raid exhausts one)
ANDROMEDA = "ST01-001"  # on summon: destroy an opposing Spirit of 3000 BP or less, or a Nexus


def crush_raid_scenario() -> Scenario:
    sc = Scenario(turn=3, active=0, step="attack")
    sc.player(0, field=[FieldCard(NIRVANA, cores=3), FieldCard(BULLTOPDOG, cores=1), FieldCard(COLOSSEUM, cores=0)],
              reserve=0, soul="trash")
    sc.player(1, deck=["ST02-005"] * 12, field=[])
    return sc


def test_r10_5_turn_player_orders_simultaneous_triggers(build):
    """Crush and Raid trigger together on the attack: the turn player picks which resolves first."""
    state = build(crush_raid_scenario())
    state.apply(C.attack(0))
    assert pending(state) == (Decision.ORDER, 0)
    assert legal(state) == [C.choice(0), C.choice(1)]  # Crush (queued first), Raid


def test_r10_5_and_r10_6_discards_trigger_card_by_card_before_older_triggers(build):
    """Crush first: each discarded card triggers Bulltopdog, resolved before the next card and
    before the Raid still waiting in the queue."""
    state = build(crush_raid_scenario())
    deck0 = int(player(state, 1)["deck_count"])
    state.apply(C.attack(0))
    state.apply(C.choice(0))  # Crush first
    # the first card is gone and Bulltopdog asks which Spirit takes the core, before card two
    assert pending(state) == (Decision.CHOOSE, 0)
    assert int(player(state, 1)["deck_count"]) == deck0 - 1
    discarded = 0
    while pending(state)[0] == Decision.CHOOSE:
        before = int(player(state, 1)["deck_count"])
        state.apply(C.choice(1))  # put the core on Bulltopdog (slot 1)
        discarded += 1
        if pending(state)[0] == Decision.CHOOSE:
            assert int(player(state, 1)["deck_count"]) == before - 1  # the next card only now
    # Nirvana at Lv2 discards level 2 + Crush 2 = 4 cards, one core each on Bulltopdog
    assert discarded == 4
    assert int(player(state, 1)["deck_count"]) == deck0 - 4
    assert field(state, 0)[1]["cores"] == 1 + 4
    # only now the older trigger, Raid, resolves: exhaust the Nexus to refresh Nirvana?
    assert pending(state) == (Decision.YES_NO, 0)
    state.apply(C.CONFIRM)
    assert field(state, 0)[0]["exhausted"] == 0 and field(state, 0)[2]["exhausted"] == 1


def test_r10_5_raid_first_then_crush(build):
    """The other order is just as legal: Raid resolves, then the four discards."""
    state = build(crush_raid_scenario())
    state.apply(C.attack(0))
    state.apply(C.choice(1))  # Raid first
    assert pending(state) == (Decision.YES_NO, 0)
    state.apply(C.PASS)  # decline the Raid
    assert field(state, 0)[0]["exhausted"] == 1
    assert pending(state) == (Decision.CHOOSE, 0)  # the Crush discards begin


def andromeda_choice() -> Scenario:
    sc = Scenario(turn=3, active=0, step="main")
    sc.player(0, hand=[ANDROMEDA], reserve=8)
    sc.player(1, field=[FieldCard("ST02-005", cores=1), FieldCard("ST02-012", cores=0)])
    return sc


def _to_choice(state):
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    return state


def test_clone_mid_effect_continues_identically():
    """A clone taken while a target choice is pending continues exactly like the original."""
    state = _to_choice(andromeda_choice().build())
    twin = state.clone()
    assert twin.hash() == state.hash()
    for s in (state, twin):
        s.apply(C.choice(1))  # the Nexus
    assert twin.hash() == state.hash() and field(state, 1) == field(twin, 1) == {0: field(state, 1)[0]}
    other = _to_choice(andromeda_choice().build())
    other.apply(C.choice(0))  # the Spirit instead
    assert other.hash() != state.hash()


def test_bytes_round_trip_mid_effect_in_both_engines():
    """Mid-effect bytes load into either engine and resume the same choice."""
    from pybs.carddb import load_default
    from pybs.game import reference_table
    from pybs.reference.engine import RefState

    state = _to_choice(andromeda_choice().build())
    back = type(state).from_bytes(state.to_bytes(), state.game)
    ref = RefState.from_bytes(reference_table(load_default()), state.raw_bytes())
    assert back.hash() == state.hash() == ref.hash()
    assert legal(back) == legal(ref) == [C.choice(0), C.choice(1)]
    back.apply(C.choice(0))
    ref.apply(C.choice(0))
    assert back.raw_bytes() == ref.to_bytes()


@pytest.mark.parametrize("choice", [0, 1])
def test_observation_names_the_resolving_effect(choice):
    state = _to_choice(andromeda_choice().build())
    obs = state.observation(0)
    assert obs["decision"] == "CHOOSE" and obs["effect"]["op"] == "CHOOSE"
    assert obs["effect"]["card"] == ANDROMEDA
    text = state.action_to_string(C.choice(choice))
    assert ("Demo Bones" in text) if choice == 0 else ("Dark Grail" in text)
