"""Ascend paid by two Spirits (``CardScript.ascend(..., spirits=2)``, Op.ASCEND's b operand; BSS06-001's "Ascend:
Skybinder, Skybinder") on both engines, with synthetic scripts in a fresh database: payability, both Spirits paying,
what the summon announces, and the script's checks. Rules cited: R18.2 (Ascend: every core of the Spirit to the
Reserve, depleted silently), R7.5 (the cost fixed before the extra cost is paid), R7.6 (no payable cost, no use),
R10.5 (the cost's events join the summon's batch)."""

from __future__ import annotations

import pytest
from card_helpers import cards, position
from conftest import hand_ids, legal, pay_and_place, pending, player, trash_ids, with_db

import pybs.scripts  # noqa: F401  (registers every script, so the fixture can swap some)
from pybs import codec as C
from pybs import layout as L
from pybs.effects.script import CardScript, Cond, Event, Filter, Mod, Scope, ScriptError, mine, opponents
from pybs.layout import Decision
from pybs.testing import FieldCard

SUMMONED = "ST03-007"  # Brontech: white vanilla, cost 5 (two white reductions); given the two-Spirit Ascend
GOLEM = "ST03-006"  # Mobile Golem: white vanilla Mecha, cost 4
RED = "ST01-004"  # Raineedle: red vanilla, cost 1 (not a Mecha)
DECK = ["ST01-005", "ST01-009", "ST01-011"]


def two_mechas(c) -> None:
    c.ascend(mine(family="Mecha"), spirits=2)


def reserve(state, p: int = 0) -> int:
    return int(player(state, p)["reserve"])


def game(build, scripted, field_: list, scripts: dict | None = None, **p0):
    db = scripted({SUMMONED: two_mechas, **(scripts or {})})
    return build(with_db(position(0, "main", {"hand": [SUMMONED], "reserve": 6, "field": field_, "deck": DECK,
                                              **p0}, {}), db))


@pytest.mark.parametrize(("field_", "usable"), [
    ([FieldCard(GOLEM), FieldCard(GOLEM)], True),
    ([FieldCard(GOLEM), FieldCard(RED)], False),
    ([FieldCard(GOLEM)], False),
])
def test_two_spirits_needed(build, scripted, field_, usable):
    """R18.2 / R7.6: with two matching Spirits the card may be used; with one (and another that does not match) it
    may not."""
    state = game(build, scripted, field_)
    assert (C.use_hand(0) in legal(state)) is usable


def test_both_spirits_pay_every_core(build, scripted):
    """Both chosen Spirits give every core (the Soul Core too) to the Reserve and are depleted; the cost was fixed
    while they stood (R7.5: three white symbols fill both reductions, 5 - 2; the one Golem left would fill one)."""
    field_ = [FieldCard(GOLEM, cores=2), FieldCard(GOLEM, soul=True), FieldCard(GOLEM)]
    state = game(build, scripted, field_, soul=None)
    state.apply(C.use_hand(0))
    pd = state.pending_decision()
    assert pd.kind == Decision.CHOOSE and pd.effect.timing == "Ascend" and C.PASS not in legal(state)
    state.apply(C.choice(0))
    assert pending(state) == (Decision.CHOOSE, 0)  # the second Spirit, a different one
    assert len(state.pending_decision().options) == 2
    state.apply(C.choice(0))
    assert reserve(state) == 6 + 2 + 1 and int(player(state, 0)["soul_loc"]) == L.SOUL_RESERVE  # the Soul Core too
    assert pending(state) == (Decision.PAY, 0) and state.pending_decision().remaining == 5 - 2
    pay_and_place(state)
    assert sorted(cards(state, 0)) == sorted([GOLEM, SUMMONED]) and trash_ids(state, 0).count(GOLEM) == 2


def test_the_summon_announces_one_reserve_gain_and_remembers_both(build, scripted):
    """R10.5: the Reserve gain of the two payments is one event (a watcher of RESERVE_GAINED draws once);
    Cond.ASCENDED_WITH reads either paying card (both are remembered: Mod.ASCENDED_WITH rows)."""
    def summoned(c: CardScript) -> None:
        two_mechas(c)
        c.when(Event.SUMMONED, levels=(1, 2)).if_(Cond.ASCENDED_WITH, mine(family="Mecha", cost_min=4), then=lambda a: a.draw(1))

    watcher = {RED: lambda c: c.when(Event.RESERVE_GAINED, scope=Scope.MINE).draw(1)}
    state = game(build, scripted, [FieldCard(GOLEM), FieldCard(GOLEM), FieldCard(RED)],
                 {SUMMONED: summoned, **watcher})
    state.apply(C.use_hand(0))
    state.apply(C.choice(0))
    state.apply(C.choice(0))
    pay_and_place(state)
    while pending(state)[0] in (Decision.ORDER, Decision.CHOOSE, Decision.YES_NO):
        state.apply(legal(state)[0])
    assert len(hand_ids(state, 0)) == 2  # one for the Reserve gain, one for ASCENDED_WITH
    mods = [m for m in state.record()["mods"][: int(state.record()["n_mods"])] if int(m["kind"]) == Mod.ASCENDED_WITH]
    assert len(mods) == 2


@pytest.mark.parametrize("kw", [{"spirits": 3}, {"spirits": 0}, {"spirits": 2, "opponent": opponents()}])
def test_the_script_checks_the_number(kw):
    c = CardScript("TEST-001")
    with pytest.raises(ScriptError):
        c.ascend(Filter(), **kw)
