"""Rule pieces the BSS04 cards needed, on both engines with synthetic scripts (``scripted`` fixture).

Rule.COST_AS for an Ascend (R18.2) is also read after the Ascend: the card that paid it (now in the Trash, its cores
given up) still counts as the cost it was treated as when the summoned card's own conditions ask about the card
that paid ("if this Spirit performs Ascend using a Spirit that costs 6 or more", BSS04-001/018/069 with BSS04-020
and BSS04-071)."""

from __future__ import annotations

import pytest
from card_helpers import do, position
from conftest import hand_ids, pay_and_place, pending

from pybs import codec as C
from pybs.effects.script import Cond, Event, Filter, Rule, Static, Timing
from pybs.effects.spec import COST_AS_ASCEND, COST_AS_SHIFT
from pybs.layout import Decision
from pybs.testing import FieldCard

ASCENDER = "ST03-006"  # Mobile Golem (cost 4) as a test card: Ascend with a Machine Beast
PAYER = "ST03-005"  # Hollowbeast Glassbear: Machine Beast, cost 3
DECK = ["ST01-005", "ST01-009", "ST01-011"]


def ascender(c) -> None:
    c.ascend(Filter(family="Machine Beast"))
    c.when(Event.SUMMONED, levels=(1, 2)).if_(Cond.ASCENDED_WITH, Filter(cost_min=6), then=lambda a: a.draw(1))


def treated_as_6(c) -> None:
    c.static(Static.RULE, Rule.COST_AS, value2=6 | COST_AS_ASCEND << COST_AS_SHIFT, levels=(1, 2),
             timing=Timing.YOUR_MAIN_STEP)


@pytest.mark.parametrize(("treated", "drawn"), [(True, 1), (False, 0)])
def test_ascended_with_reads_the_cost_the_payer_was_treated_as(build, scripted, treated, drawn):
    """The payer (cost 3) treated as costing 6 while paying an Ascend: the summoned card's "Ascended with a Spirit
    costing 6 or more" holds after the payer left the field; without the rule it reads the printed 3."""
    from pybs import scripts  # noqa: F401  (every real script registered before the overrides)

    db = scripted({ASCENDER: ascender, PAYER: treated_as_6 if treated else (lambda c: None)})
    sc = position(0, "main", {"hand": [ASCENDER], "reserve": 9, "deck": DECK, "field": [FieldCard(PAYER, cores=2)]})
    sc.db = db
    state = build(sc)
    do(state, C.use_hand(0))
    state.apply(state.pending_decision().choose_card(PAYER))
    pay_and_place(state)
    assert pending(state) == (Decision.MAIN, 0)
    assert len(hand_ids(state, 0)) == drawn

