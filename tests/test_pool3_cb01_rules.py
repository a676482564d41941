"""The vocabulary pieces CB01 added, on both engines (``build`` fixture) with synthetic scripts (``scripted``):
the When Summoned tax (Rule.SUMMON_EFFECT_TAX with Count.SUMMON_EFFECT_TAX and Cond.CORES_AT_LEAST_AMOUNT:
CB01-044), different card names counted by a condition (Cond.NAMES_AT_LEAST: CB01-080), a Magic effect gated by a
condition (``magic(..., cond=)``, R0.4: CB01-080's extra cost) and the locked deck (Mod.NO_DECK_DISCARD: CB01-076).
Rules cited: R10.5 (a triggered effect resolves), R0.4 (a cost that cannot be paid), R8.4 (Magic effects), R10.6
(cards discarded from a deck)."""

from __future__ import annotations

import pytest
from card_helpers import do, position
from conftest import bp, legal, pending, player, summon, use_magic, with_db

import pybs.scripts  # noqa: F401  (registers every script, so the fixture can swap some)
from pybs import codec as C
from pybs.effects.script import (
    SPIRIT,
    Cond,
    Event,
    Mod,
    Rule,
    Static,
    Who,
    Zone,
    count_arg,
    mine,
)
from pybs.layout import Decision
from pybs.testing import FieldCard

TAXER = "ST03-006"  # Mobile Golem, white vanilla, cost 5: carries the test rule
SUMMONER = "ST04-006"  # Sword Angel, yellow vanilla, cost 2: its test When Summoned effect draws a card
MAGIC = "ST01-014"  # Charged Draw, red Magic, cost 4: plays a test effect
NAMED = ["ST01-004", "ST02-005", "ST02-006"]  # three Spirit cards of different names
DECK = ["ST01-004"] * 8


def taxed_summon(build, scripted, tax: int, reserve: int, pay: bool | None, own: bool = False):
    """Player 0 summons the drawing Sword Angel while a Rule.SUMMON_EFFECT_TAX of ``tax`` cores is in force on
    player 1's field (player 0's with ``own``); ``pay`` answers the question (None: it must not be asked)."""
    db = scripted({TAXER: lambda c: c.static(Static.RULE, Rule.SUMMON_EFFECT_TAX, tax),
                   SUMMONER: lambda c: c.when(Event.SUMMONED).draw(1)})
    p0 = {"hand": [SUMMONER], "reserve": reserve, "deck": DECK, "field": [FieldCard(TAXER)] if own else []}
    p1 = {"field": [] if own else [FieldCard(TAXER)], "deck": DECK}
    s = build(with_db(position(0, "main", p0, p1, auto=True), db))
    summon(s, 0)
    if pay is None:
        assert pending(s) != (Decision.YES_NO, 0)
    else:
        assert pending(s) == (Decision.YES_NO, 0)
        do(s, C.CONFIRM if pay else C.PASS)
        while pending(s)[0] == Decision.CHOOSE:  # which core pays, one at a time
            do(s, legal(s)[0])
    return s


@pytest.mark.parametrize("own", [False, True])
def test_tax_paid_core_by_core_then_the_effect_resolves(build, scripted, own):
    """R10.5: with the tax paid (two cores to the Trash) the When Summoned effect resolves; the rule binds both
    players, its own controller too ("neither player")."""
    s = taxed_summon(build, scripted, 2, 5, True, own)
    assert int(player(s, 0)["hand_count"]) == 1
    assert int(player(s, 0)["trash_cores"]) == 2 + 2  # Sword Angel's cost, then the tax


def test_tax_declined_the_effect_does_not_activate(build, scripted):
    s = taxed_summon(build, scripted, 2, 5, False)
    assert int(player(s, 0)["hand_count"]) == 0 and int(player(s, 0)["trash_cores"]) == 2


def test_tax_unpayable_is_not_asked(build, scripted):
    """R0.4: one core left after the summon (on the Spirit), three asked: no question, no effect."""
    s = taxed_summon(build, scripted, 3, 3, None)
    assert int(player(s, 0)["hand_count"]) == 0


def test_no_tax_rule_no_question(build, scripted):
    db = scripted({SUMMONER: lambda c: c.when(Event.SUMMONED).draw(1)})
    s = build(with_db(position(0, "main", {"hand": [SUMMONER], "reserve": 3, "deck": DECK}, {"deck": DECK},
                               auto=True), db))
    summon(s, 0)
    assert int(player(s, 0)["hand_count"]) == 1


def test_tax_asks_only_when_summoned_effects(build, scripted):
    """An attack trigger of a Spirit is not taxed."""
    db = scripted({TAXER: lambda c: c.static(Static.RULE, Rule.SUMMON_EFFECT_TAX, 1),
                   SUMMONER: lambda c: c.when(Event.ATTACKS).draw(1)})
    s = build(with_db(position(0, "attack", {"field": [FieldCard(SUMMONER)], "deck": DECK},
                               {"field": [FieldCard(TAXER)], "deck": DECK}), db))
    do(s, C.attack(0))
    assert int(player(s, 0)["hand_count"]) == 1


@pytest.mark.parametrize(("trash", "gains"), [(NAMED, True), ([NAMED[0], NAMED[0], NAMED[1]], False)])
def test_names_at_least_counts_different_names(build, scripted, trash, gains):
    """Cond.NAMES_AT_LEAST (count_arg(filter, 3)): three Spirit cards of different names in your Trash; two copies of
    one name count once."""
    db = scripted({TAXER: lambda c: c.static(Static.BP, 1000, cond=Cond.NAMES_AT_LEAST,
                                             cond_arg=count_arg(mine(zone=Zone.TRASH, types=(SPIRIT,)), 3))})
    s = build(with_db(position(0, "main", {"field": [FieldCard(TAXER)], "trash": trash, "deck": DECK}), db))
    assert bp(s, 0, 0) == (5000 if gains else 4000)


@pytest.mark.parametrize("usable", [True, False])
def test_a_magic_effect_with_a_condition_is_usable_only_while_it_holds(build, scripted, usable):
    """R8.4, R0.4: ``magic(main=True, flash=True, cond=...)``: the effect is offered only while the controller
    controls a Spirit; a Magic with no usable effect cannot be used."""
    db = scripted({MAGIC: lambda c: c.magic(main=True, flash=True, cond=Cond.CONTROL, cond_arg=mine()).draw(2)})
    p0 = {"hand": [MAGIC], "reserve": 5, "deck": DECK, "field": [FieldCard(TAXER)] if usable else []}
    s = build(with_db(position(0, "main", p0), db))
    assert (C.use_hand(0) in legal(s)) is usable
    if usable:
        use_magic(s, 0)
        assert int(player(s, 0)["hand_count"]) == 2


@pytest.mark.parametrize("locked", [True, False])
def test_no_deck_discard_stops_every_discard_from_that_deck(build, scripted, locked):
    """R10.6: under Mod.NO_DECK_DISCARD (this turn) a DISCARD op takes no card from that player's deck, whoever's
    effect it is; the other deck is untouched by the mod."""
    lock = (lambda a: a.player_mod(Mod.NO_DECK_DISCARD, who=Who.CONTROLLER)) if locked else (lambda a: a)
    db = scripted({MAGIC: lambda c: lock(c.magic(main=True, flash=True)).discard(2, who=Who.CONTROLLER).discard(
        2, who=Who.OPPONENT)})
    s = build(with_db(position(0, "main", {"hand": [MAGIC], "reserve": 5, "deck": DECK}, {"deck": DECK}), db))
    use_magic(s, 0)
    assert int(player(s, 0)["deck_count"]) == (8 if locked else 6)
    assert int(player(s, 1)["deck_count"]) == 6


def test_no_deck_discard_covers_opposing_effects(build, scripted):
    """The lock made by player 0 holds against player 1's discard effect the same turn."""
    db = scripted({MAGIC: lambda c: c.magic(main=True, flash=True).player_mod(Mod.NO_DECK_DISCARD,
                                                                             who=Who.CONTROLLER),
                   SUMMONER: lambda c: c.when(Event.ATTACKS).discard(3, who=Who.OPPONENT)})
    p0 = {"hand": [MAGIC], "reserve": 5, "deck": DECK}
    s = build(with_db(position(1, "attack", p0, {"field": [FieldCard(SUMMONER), FieldCard(SUMMONER)], "deck": DECK},
                               turn=4), db))
    do(s, C.attack(0))
    assert int(player(s, 0)["deck_count"]) == 5  # the first attack discards three
    while pending(s) != (Decision.FLASH, 0):
        do(s, C.PASS)
    use_magic(s, 0)
    while C.attack(1) not in legal(s):
        do(s, C.PASS)
    do(s, C.attack(1))
    assert int(player(s, 0)["deck_count"]) == 5
