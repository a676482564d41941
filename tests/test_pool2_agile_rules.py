"""Rule tests for pool II's hand triggers and Agile (docs/EFFECTS.md "Pool II: tokens, Feast, Agile and new ops";
keywords.json Agile): abilities that work from the hand, Event.BATTLED, and the hidden information they touch (R0.7).
Both engines (``build``); the BSS06 Agile cards are scripted here (``c.agile()``) until their set module is."""

from __future__ import annotations

import numpy as np
import pytest
from card_helpers import battle, cards, position
from conftest import hand_ids, legal, pay_and_place, pending, player, with_db

import pybs.scripts  # noqa: F401  (registers the real scripts before a test swaps one)
from pybs import codec as C
from pybs.effects import effect_tables
from pybs.effects.script import NEXUS, Event, Filter, Keyword, Scope, ScriptError, Side, Zone, mine
from pybs.layout import Decision
from pybs.observation import observe
from pybs.testing import FieldCard

KINGAROO, TANUGREEN, SAMURAI = "BSS06-014", "BSS06-071", "BSS06-013"  # Agile, cost 3 / 3 / 4
KEEP = "ST01-004"  # red vanilla, cost 1
BONES = "ST02-005"  # purple vanilla, cost 1
DUGONG = "ST03-009"  # white vanilla, cost 3, 3000 BP at Lv1... (Lv1 1 core)
BIG = "ST06-007"  # Mithril Golem, blue vanilla, cost 6, 6000 BP
SANCTUARY = "BSS03-112"  # white Nexus, cost 2, no core at Lv1
AGILE = {KINGAROO: lambda c: c.agile(), TANUGREEN: lambda c: c.agile(), SAMURAI: lambda c: c.agile()}


def attack_position(build, scripted, p0: dict, p1: dict | None = None, script=None):
    db = scripted(script or AGILE)
    return build(with_db(position(0, "attack", p0, p1 or {"field": [FieldCard(BIG)]}, auto=True), db))


def test_agile_returns_the_cheaper_attacker_and_summons_itself_paying(build, scripted):
    """keywords.json Agile: the battle of a Spirit of yours costing less than the Agile card ends (an unblocked
    attack here): you may return it to your hand; if you do, you may summon the Agile card, paying its cost."""
    state = attack_position(build, scripted, {"field": [FieldCard(KEEP)], "hand": [KINGAROO], "reserve": 4})
    battle(state, 0, None)
    assert pending(state) == (Decision.YES_NO, 0)
    state.apply(C.CONFIRM)
    assert hand_ids(state, 0) == [KINGAROO, KEEP]  # the attacker came back
    assert pending(state) == (Decision.CHOOSE, 0) and C.PASS in legal(state)  # "you may summon this card"
    state.apply(state.pending_decision().choose_card(KINGAROO))
    pay_and_place(state)
    assert cards(state, 0) == [KINGAROO] and hand_ids(state, 0) == [KEEP]
    assert int(player(state, 0)["trash_cores"]) == 3  # paid its cost (R7.7)


def test_agile_declined_changes_nothing(build, scripted):
    state = attack_position(build, scripted, {"field": [FieldCard(KEEP)], "hand": [KINGAROO], "reserve": 4})
    battle(state, 0, None)
    state.apply(C.PASS)
    assert cards(state, 0) == [KEEP] and hand_ids(state, 0) == [KINGAROO]


def test_agile_returned_but_the_summon_may_be_declined(build, scripted):
    """Two "may"s: returning the Spirit does not force the summon."""
    state = attack_position(build, scripted, {"field": [FieldCard(KEEP)], "hand": [KINGAROO], "reserve": 4})
    battle(state, 0, None)
    state.apply(C.CONFIRM)
    state.apply(C.PASS)
    assert cards(state, 0) == [] and hand_ids(state, 0) == [KINGAROO, KEEP]


def test_agile_needs_a_cheaper_spirit(build, scripted):
    """"costs less than this card": a cost-3 attacker does not wake a cost-3 Agile card (no decision asked)."""
    state = attack_position(build, scripted, {"field": [FieldCard(DUGONG)], "hand": [KINGAROO], "reserve": 4})
    battle(state, 0, None)
    assert pending(state)[0] != Decision.YES_NO and cards(state, 0) == [DUGONG]
    assert int(state.record()["n_queue"]) == 0


def test_agile_works_for_the_blocker_and_not_for_a_spirit_that_fell(build, scripted):
    """"a battle involving one of your spirits": the defender's blocker counts; a battler destroyed in the battle
    is no longer on the field to return (its owner's Agile is not asked)."""
    p0 = {"field": [FieldCard(BIG)]}
    p1 = {"field": [FieldCard(KEEP), FieldCard(BONES)], "hand": [KINGAROO, SAMURAI], "reserve": 4}
    db = scripted(AGILE)
    state = build(with_db(position(1, "attack", p1, p0, auto=True, turn=4), db))  # Mithril Golem attacks
    battle(state, 0, 0)  # Keep (1000) blocks it and is destroyed
    assert pending(state)[0] != Decision.YES_NO
    state2 = build(with_db(position(0, "attack", p0, p1, auto=True), db))
    battle(state2, 0, 1)  # Mithril Golem attacks, Bones (1000) blocks and falls
    assert pending(state2)[0] != Decision.YES_NO
    state3 = build(with_db(position(0, "attack", {"field": [FieldCard(KEEP)]}, p1, auto=True), db))
    battle(state3, 0, 1)  # Keep attacks, Bones blocks: a tie, both fall
    assert pending(state3)[0] != Decision.YES_NO
    state4 = build(with_db(position(0, "attack", {"field": [FieldCard(BONES, cores=1)]},
                                    {"field": [FieldCard(BIG, cores=3)], "hand": [SAMURAI], "reserve": 5},
                                    auto=True), db))
    state4.apply(C.attack(0))
    while pending(state4)[0] == Decision.FLASH:
        state4.apply(C.PASS)
    state4.apply(C.block(0))  # the defender's Mithril Golem (cost 6) blocks: dearer than Samurai (cost 4)
    assert pending(state4)[0] != Decision.YES_NO


def test_defender_agile_answers_its_surviving_blocker(build, scripted):
    """The defender's cheaper blocker wins its battle (Dugong 3000 against Keep 1000): in the attacker's turn its
    owner's Agile card is asked, and the blocker goes back for Samurai Dragron."""
    db = scripted(AGILE)
    p1 = {"field": [FieldCard(DUGONG)], "hand": [SAMURAI], "reserve": 5}
    state = build(with_db(position(0, "attack", {"field": [FieldCard(KEEP)]}, p1, auto=True), db))
    battle(state, 0, 0)
    assert pending(state) == (Decision.YES_NO, 1)
    state.apply(C.CONFIRM)
    state.apply(state.pending_decision().choose_card(SAMURAI))
    pay_and_place(state)
    assert cards(state, 1) == [SAMURAI] and DUGONG in hand_ids(state, 1) and cards(state, 0) == []


def test_agile_card_that_left_the_hand_does_not_answer(build, scripted):
    """Cond.SELF_IN_HAND: an Agile card discarded before its turn in the queue does nothing."""
    script = {**AGILE, BIG: lambda c: c.when(Event.BATTLED, scope=Scope.OPPONENT).discard_from_hand(1, who=1)}
    state = attack_position(build, scripted, {"field": [FieldCard(KEEP)], "hand": [KINGAROO], "reserve": 4},
                            script=script)
    battle(state, 0, None)
    while pending(state)[0] in (Decision.ORDER, Decision.CHOOSE):  # the turn player orders: the discard first
        state.apply(legal(state)[-1] if pending(state)[0] == Decision.ORDER else legal(state)[0])
    assert cards(state, 0) == [KEEP] and hand_ids(state, 0) == []


def test_agile_summon_is_not_offered_when_unpayable(build, scripted):
    """R0.4 / R7.6: back in hand, the Spirit's return stands, but an unpayable Agile card is not offered."""
    state = attack_position(build, scripted, {"field": [FieldCard(KEEP)], "hand": [KINGAROO], "reserve": 1})
    battle(state, 0, None)
    state.apply(C.CONFIRM)
    assert cards(state, 0) == [] and hand_ids(state, 0) == [KINGAROO, KEEP]
    assert pending(state)[0] != Decision.CHOOSE


def test_agile_is_a_printed_keyword_filters_read(build, scripted):
    """Keyword.AGILE: "a Spirit card with Agile in your hand" (BSS06-067) is a keyword filter on the hand."""
    script = {**AGILE, BIG: lambda c: c.when(Event.SUMMONED).choose(
        Filter(side=Side.MINE, zone=Zone.HAND, keyword=Keyword.AGILE)).hand_discard()}
    db = scripted(script)
    state = build(with_db(position(0, "main", {"hand": [BIG, KEEP, TANUGREEN], "reserve": 8}, {}, auto=True), db))
    state.apply(C.use_hand(0))
    pay_and_place(state)
    assert hand_ids(state, 0) == [KEEP]  # the only Agile card was picked, without a choice


def test_hand_trigger_places_a_nexus_from_the_hand(build, scripted):
    """HAND_TRIGGER (CB01-061's shape): "when one of your Spirits is summoned, you may place this card from your
    hand without paying its cost"."""
    script = {SANCTUARY: lambda c: c.when(Event.SUMMONED, scope=Scope.MINE, zone=Zone.HAND).may(
        lambda a: a.summon(mine(zone=Zone.HAND, types=(NEXUS,)), only_self=True, optional=False))}
    db = scripted(script)
    state = build(with_db(position(0, "main", {"hand": [KEEP, SANCTUARY], "reserve": 2}, {}, auto=True), db))
    state.apply(C.use_hand(0))
    pay_and_place(state)
    assert pending(state) == (Decision.YES_NO, 0)
    state.apply(C.CONFIRM)
    pay_and_place(state)
    assert cards(state, 0) == [KEEP, SANCTUARY] and hand_ids(state, 0) == []


@pytest.mark.parametrize("bad", [
    lambda c: c.when(Event.SUMMONED, scope=Scope.MINE, zone=Zone.HAND).draw(1),  # not optional
    lambda c: c.when(Event.SUMMONED, zone=Zone.HAND).may(lambda a: a.draw(1)),  # scope SELF
    lambda c: c.when(Event.SUMMONED, scope=Scope.MINE, zone=Zone.HAND).may(lambda a: a.draw(1)).draw(1),  # more
])
def test_hand_triggers_must_be_one_optional_watcher(scripted, bad):
    """A card whose ability from the hand is declined must stay unseen: the ability is one may() (inside if_())."""
    with pytest.raises(ScriptError, match="hand"):
        effect_tables(scripted({KINGAROO: bad}))


# -- hidden information (R0.7) ----------------------------------------------------------------------------------
def test_an_unused_hand_trigger_shows_neither_card_nor_ability_to_the_opponent(build, scripted):
    """While its owner decides, the opponent's observation is the same whichever Agile card waits in that hand:
    ability and card stay hidden (tensor and dict); the owner sees them; once used, the card is shown."""
    db = scripted(AGILE)
    states = [build(with_db(position(0, "attack", {"field": [FieldCard(KEEP)], "hand": [card], "reserve": 4},
                                     {"field": [FieldCard(BIG)]}, auto=True), db)) for card in (KINGAROO, TANUGREEN)]
    for s in states:
        battle(s, 0, None)
        assert pending(s) == (Decision.YES_NO, 0)
    views = [s.observation_tensor(1) for s in states]
    assert np.array_equal(views[0], views[1])
    assert views[0][29] == -1 and views[0][30] == 0
    assert observe(states[0].record(), db, 1)["effect"]["card"] == "hidden"
    assert observe(states[0].record(), db, 0)["effect"]["card"] == KINGAROO
    assert not np.array_equal(states[0].observation_tensor(0), states[1].observation_tensor(0))
    states[0].apply(C.CONFIRM)  # used: revealed
    assert observe(states[0].record(), db, 1)["effect"]["card"] == KINGAROO


def test_resample_during_a_hidden_hand_trigger_stays_consistent(scripted):
    """State.resample (compiled engine) while the opponent's hand trigger waits: the sample is a legal state the
    player cannot tell from the real one, and it plays on."""
    db = scripted(AGILE)
    sc = with_db(position(0, "attack", {"field": [FieldCard(KEEP)], "hand": [KINGAROO, BONES], "reserve": 4},
                          {"field": [FieldCard(BIG)], "hand": [TANUGREEN, SAMURAI]}, auto=True), db)
    state = sc.build()
    battle(state, 0, None)
    assert pending(state) == (Decision.YES_NO, 0)
    for seed in range(5):
        sample = state.resample(1, seed)
        assert np.array_equal(sample.observation_tensor(1), state.observation_tensor(1))
        assert type(state).from_bytes(sample.to_bytes(), state.game).to_bytes() == sample.to_bytes()  # checks pass
        sample.apply(C.CONFIRM)
