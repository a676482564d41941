"""EX01 cards 001-009, in card-number order, on both engines (``build`` fixture): each test plays the card's
effect from a position and checks what its text does (conditional effects also get a case where it fails)."""

from __future__ import annotations

import pytest
from card_helpers import position
from cards_shared import CAT_SITH, DECK, FILLER, OVIRAPTODON, SKULLZARD, falls_blocking, resolve_order
from conftest import bp, field, hand_ids, legal, player, summon, use_magic

from pybs import codec as C
from pybs.carddb import load_default
from pybs.layout import Decision
from pybs.testing import FieldCard

GOLEM = "ST03-006"  # white vanilla, one white symbol
ONE_SYMBOL = {"red": OVIRAPTODON, "purple": SKULLZARD, "white": GOLEM, "yellow": CAT_SITH}


# -- EX01-001..004 the Elementals ------------------------------------------------------------------------------
@pytest.mark.parametrize("card_id", ["EX01-001", "EX01-002", "EX01-003", "EX01-004"])
@pytest.mark.parametrize("cores", [1, 3])
def test_ex01_elementals_attack_only_at_lv2(build, card_id, cores):
    """Lv1 (1 core) cannot attack; at Lv2 (3 cores) it can."""
    s = build(position(0, "attack", {"field": [FieldCard(card_id, cores=cores)]}))
    assert (C.attack(0) in legal(s)) == (cores == 3)


@pytest.mark.parametrize("card_id", ["EX01-001", "EX01-002", "EX01-003", "EX01-004"])
@pytest.mark.parametrize("cores", [1, 3])
def test_ex01_elementals_draw_when_destroyed_at_lv2(build, card_id, cores):
    """Destroyed blocking Brontech: a card at Lv2 only."""
    s = falls_blocking(build, card_id, cores=cores, p0={"deck": DECK})
    assert len(hand_ids(s, 0)) == (1 if cores == 3 else 0)


# -- EX01-005 Jewel Dragon Smagg -------------------------------------------------------------------------------
@pytest.mark.parametrize(("their_hand", "extra", "drawn", "trash_cores"),
                         [([FILLER], 0, 1, 4), ([], 0, 0, 4), ([FILLER], 2, 1, 5)])
def test_ex01_005_summon_draw_and_void_core(build, their_hand, extra, drawn, trash_cores):
    """When summoned it draws only with a smaller hand than the opponent's; at Lv2 (3 cores) a Void core goes to the
    Trash (the four paid cores are there already)."""
    s = build(position(0, "main", {"hand": ["EX01-005"], "reserve": 7, "deck": DECK}, {"hand": their_hand},
                       auto=True))
    summon(s, 0, place_extra=extra)
    resolve_order(s)  # at Lv2 both When Summoned effects trigger
    assert field(s, 0)[0]["cores"] == 1 + extra
    assert len(hand_ids(s, 0)) == drawn
    assert int(player(s, 0)["trash_cores"]) == trash_cores


def test_ex01_005_its_symbol_is_every_colour(build):
    """With Smagg and two yellow Spirits out, Topaz Radiance sees three yellow symbols and draws."""
    fld = [FieldCard("EX01-005"), FieldCard(CAT_SITH), FieldCard(CAT_SITH)]
    s = build(position(0, "main", {"hand": ["EX01-009"], "reserve": 2, "deck": DECK, "field": fld}, auto=True))
    use_magic(s, 0, 0)
    s.apply(s.pending_decision().choose_card("EX01-005"))
    assert len(hand_ids(s, 0)) == 1  # two Cat Siths alone make two yellow symbols
    assert bp(s, 0, 0) == 5000


# -- EX01-006..009 the Radiances -------------------------------------------------------------------------------
@pytest.mark.parametrize(("card_id", "colour"), [("EX01-006", "red"), ("EX01-007", "purple"),
                                                 ("EX01-008", "white"), ("EX01-009", "yellow")])
@pytest.mark.parametrize("symbols", [2, 3])
def test_ex01_radiance(build, card_id, colour, symbols):
    """+2000 BP to the chosen Spirit of yours this turn; a card only with three symbols of its colour."""
    spirit = ONE_SYMBOL[colour]
    fld = [FieldCard(spirit)] * symbols
    s = build(position(0, "main", {"hand": [card_id], "reserve": 2, "deck": DECK, "field": fld},
                       {"field": [FieldCard(spirit)]}, auto=True))
    base = bp(s, 0, 1)
    use_magic(s, 0, 0)
    assert s.pending_decision().kind == Decision.CHOOSE
    assert {o.card.player for o in s.pending_decision().options if o.card is not None} == {0}
    s.apply(s.pending_decision().target_slot(1, player=0))
    assert bp(s, 0, 1) == base + 2000 and bp(s, 0, 0) == base
    assert len(hand_ids(s, 0)) == (1 if symbols == 3 else 0)
    assert load_default()[card_id].colors == (colour,)
