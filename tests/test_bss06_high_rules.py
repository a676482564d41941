"""Rule pieces BSS06 051-116 added or fixed, on both engines (``build`` fixture), each on vanilla cards given test
scripts (``scripted``): Cond.RESERVE_AT_LEAST ("pay one core from your Reserve", R0.4), a choice among revealed
cards that never offers a card already chosen (R0.2, BSS06-069), and Rule.COST_AS read by the cost relations
(Rel.COST_AT_MOST_TARGET, BSS06-053 against BSS06-054)."""

from __future__ import annotations

import pytest
from card_helpers import do, position
from conftest import field, hand_ids, legal, pay_and_place, pending, summon, trash_ids, with_db

import pybs.scripts  # noqa: F401  (registers every script, so the fixture can swap some)
from pybs import codec as C
from pybs.effects.script import (
    SPIRIT,
    Cond,
    CoreZone,
    Dest,
    Event,
    Filter,
    Rel,
    Rule,
    Static,
    Timing,
    Zone,
    mine,
    opponents,
)
from pybs.layout import Decision
from pybs.testing import FieldCard

WATCHER = "ST04-006"  # vanilla yellow Spirit, cost 2, Lv1 1000 BP: gets the test script
RED = "ST01-004"  # vanilla red Spirit, cost 1
BLUE = "ST06-009"  # vanilla blue Spirit, cost 3
RED3 = "ST01-005"  # vanilla red Spirit, cost 3
DECK = ["ST01-011", "ST02-005", "ST02-006", "ST02-009", "ST03-006", "ST03-007", "ST03-009"]


def reserve_payer(c) -> None:
    """On summon: you may pay a core from your Reserve to draw a card (Cond.RESERVE_AT_LEAST guards the cost)."""
    c.when(Event.SUMMONED).may(lambda a: a.cores(CoreZone.RESERVE, CoreZone.TRASH, 1).draw(1),
                               cond=Cond.RESERVE_AT_LEAST, arg=1)


@pytest.mark.parametrize(("extra", "offered"), [(1, True), (0, False)])
def test_reserve_at_least_guards_a_reserve_payment(build, scripted, extra, offered):
    """R0.4: the cost is offered only while the Reserve holds a core; cores on field cards do not count."""
    db = scripted({WATCHER: reserve_payer})
    p0 = {"hand": [WATCHER], "reserve": 3 + extra, "field": [FieldCard(BLUE, cores=3)], "deck": DECK}
    s = build(with_db(position(0, "main", p0, {}), db))
    summon(s, 0)  # cost 2 and a core placed: ``extra`` cores left in the Reserve
    assert (pending(s) == (Decision.YES_NO, 0)) is offered
    if offered:
        do(s, C.CONFIRM)
        assert len(hand_ids(s, 0)) == 1 and int(s.record()["players"][0]["reserve"]) == 0


def test_reserve_at_least_counts_the_soul_core_there(build, scripted):
    db = scripted({WATCHER: reserve_payer})
    p0 = {"hand": [WATCHER], "reserve": 3, "soul": "reserve", "deck": DECK}
    s = build(with_db(position(0, "main", p0, {}), db))
    do(s, C.use_hand(0))
    pay_and_place(s)  # normal cores pay and place first: the Soul Core stays in the Reserve
    assert pending(s) == (Decision.YES_NO, 0)


def test_revealed_choice_offers_each_card_once(build, scripted):
    """Choosing up to three of the revealed Spirit cards: a card already chosen is not offered again (R0.2)."""
    db = scripted({WATCHER: lambda c: c.when(Event.SUMMONED).reveal(3).choose(
        Filter(zone=Zone.BUFFER, types=(SPIRIT,)), n=3, min=0).summon_targets().rest(Dest.TRASH)})
    p0 = {"hand": [WATCHER], "reserve": 9, "deck": [RED, BLUE, "ST01-014"]}
    s = build(with_db(position(0, "main", p0, {}), db))
    summon(s, 0)
    seen = []
    while pending(s) == (Decision.CHOOSE, 0):
        offered = [o.card.card for o in s.pending_decision().options if o.card is not None]
        assert not set(offered) & set(seen)
        if not offered:
            do(s, C.PASS)
            break
        seen.append(offered[0])
        do(s, [c for c in legal(s) if c != C.PASS][0])
    pay_and_place(s)
    while pending(s)[0] == Decision.PLACE:
        pay_and_place(s)
    assert sorted(seen) == sorted([RED, BLUE])
    assert {f["card"] for f in field(s, 0).values()} == {WATCHER, RED, BLUE}
    assert trash_ids(s, 0) == ["ST01-014"]


def trade(a):
    """Return another Spirit of yours to hand, then an opposing Spirit costing no more than it."""
    return a.choose(mine(exclude_self=True)).to_hand().choose(opponents(relation=Rel.COST_AT_MOST_TARGET),
                                                            against_targets=True).to_hand()


@pytest.mark.parametrize(("step", "kept"), [("attack", True), ("main", False)])
def test_cost_as_is_read_by_cost_relations(build, scripted, step, kept):
    """Rule.COST_AS (in either Attack Step the opposing cost-3 Spirit counts as costing 5): "an opposing Spirit that
    costs no more than the cost-3 Spirit you returned" does not match it then; in the Main Step it does."""
    db = scripted({
        RED3: lambda c: c.static(Static.RULE, Rule.COST_AS, value2=5, timing=Timing.EITHER_ATTACK_STEP),
        WATCHER: lambda c: trade(c.when(Event.ATTACKS if step == "attack" else Event.SUMMONED)),
    })
    if step == "attack":
        p0 = {"field": [FieldCard(WATCHER), FieldCard(BLUE)]}
    else:
        p0 = {"hand": [WATCHER], "reserve": 5, "field": [FieldCard(BLUE)]}
    s = build(with_db(position(0, step, p0, {"field": [FieldCard(RED3)]}), db))
    if step == "attack":
        do(s, C.attack(0))
    else:
        summon(s, 0)
    while pending(s) == (Decision.CHOOSE, 0):
        do(s, [c for c in legal(s) if c != C.PASS][0])
    assert BLUE in hand_ids(s, 0)
    assert (RED3 not in hand_ids(s, 1)) is kept
