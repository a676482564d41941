"""Rule tests for pool II's tokens and Feast (docs/EFFECTS.md "Pool II: tokens, Feast, Agile and new ops";
docs/CARDSETS.md "Tokens"): the Supsprite and Mecha Leaf Kindred token records (R18.8) and Feast (keywords.json),
on both engines (``build``), with synthetic scripts riding on vanilla cards."""

from __future__ import annotations

import pytest
from card_helpers import cards, position
from conftest import field, hand_ids, legal, pay_and_place, pending, player, summon, trash_ids, with_db

import pybs.scripts  # noqa: F401  (registers the real scripts before a test swaps one)
from pybs import codec as C
from pybs.carddb import load_default
from pybs.effects import effect_tables
from pybs.effects.script import (
    SUPSPRITES,
    CardScript,
    Event,
    Keyword,
    Scope,
    ScriptError,
    mine,
)
from pybs.layout import Decision
from pybs.testing import FieldCard

SMALL, MEDIUM, LARGE = SUPSPRITES
MECHA_LEAF = "TK-MECHA-LEAF"
ANTIQUE = "ST06-007"  # Mithril Golem, blue vanilla cost 6: carries the synthetic scripts
GOLEM = "ST03-006"  # white vanilla
KEEP = "ST01-004"  # red vanilla
FEASTER = {ANTIQUE: lambda c: c.when(Event.SUMMONED).feast()}


def feast_position(build, scripted, field_cards=(), reserve=8, script=None, **p0):
    db = scripted(script or FEASTER)
    setup = {"hand": [ANTIQUE], "reserve": reserve, "field": list(field_cards), **p0}
    return build(with_db(position(0, "main", setup, {"field": [FieldCard(KEEP)]}, auto=True), db))


def summon_feaster(state) -> None:
    """Summon the Feast card from hand 0 (paying from the Reserve), then place the token's cores."""
    summon(state, 0)
    while pending(state)[0] == Decision.PLACE:
        pay_and_place(state)


# -- the token records ------------------------------------------------------------------------------------------
def test_pool2_tokens_are_provisional_token_records_with_their_families():
    """R18.8: the new tokens are token Spirits, never dealt, marked provisional; the Supsprite family exists only
    through them, and a Mecha Leaf Kindred is both a Mecha and a Leaf Kindred."""
    db = load_default()
    for card_id in (*SUPSPRITES, MECHA_LEAF):
        card = db[card_id]
        assert card.token and card.source.startswith("provisional") and card.cost == 0
    assert [db[c].levels[0][2] for c in SUPSPRITES] == [1000, 3000, 5000]  # BP grows with the size
    assert db[SMALL].families == ("Supsprite",) and db[SMALL].colors == ("yellow", "blue")
    assert db[MECHA_LEAF].families == ("Mecha", "Leaf Kindred") and db[MECHA_LEAF].symbols == ("white/green",)
    assert "Supsprite" in db.families


def test_a_script_naming_supsprite_spirits_compiles_and_a_missing_family_fails(scripted):
    """The compiler knows the Supsprite family from the token records (BSS06-041's "your Supsprite Spirits")."""
    db = scripted({ANTIQUE: lambda c: c.when(Event.DESTROYED, scope=Scope.MINE, subject=mine(family="Supsprite"))
                   .draw(1)})
    effect_tables(db)
    bad = scripted({ANTIQUE: lambda c: c.when(Event.SUMMONED).choose(mine(family="Supsprites")).destroy()})
    with pytest.raises(ScriptError, match="unknown family"):
        effect_tables(bad)


# -- Feast ------------------------------------------------------------------------------------------------------
def test_feast_without_a_token_summons_a_small_supsprite(build, scripted):
    """keywords.json Feast: no token: a Small Supsprite is summoned (cost 0, its Lv1 core placed, R18.8)."""
    state = feast_position(build, scripted)
    summon_feaster(state)
    assert cards(state, 0) == [ANTIQUE, SMALL]
    assert field(state, 0)[1]["cores"] == 1 and int(player(state, 0)["reserve"]) == 8 - 6 - 1 - 1


def test_feast_upgrades_a_small_to_a_medium_its_cores_to_the_reserve(build, scripted):
    """A Small's cores (the Soul Core too) go to the Reserve and it leaves the game (no Trash, R18.8); a Medium is
    summoned in its place, its cores placed from the Reserve. It is no destruction: "when destroyed" stays quiet."""
    watch = {**FEASTER, GOLEM: lambda c: c.when(Event.DESTROYED, scope=Scope.MINE, subject=mine(token=True)).draw(1)}
    state = feast_position(build, scripted, [FieldCard(SMALL, cores=2, soul=True), FieldCard(GOLEM)], reserve=6,
                           script=watch, deck=[KEEP], soul=None)
    summon_feaster(state)
    assert cards(state, 0) == [MEDIUM, GOLEM, ANTIQUE]  # the Medium takes the freed slot
    assert field(state, 0)[0]["cores"] == 1
    pl = player(state, 0)
    assert int(pl["reserve"]) + int(pl["soul_loc"] == 0) == 6 - 6 + 3 - 1  # paid 6, got 3 back, placed 1
    assert trash_ids(state, 0) == [] and hand_ids(state, 0) == []  # no token in the Trash, no draw


def test_feast_upgrades_a_medium_to_a_large(build, scripted):
    state = feast_position(build, scripted, [FieldCard(MEDIUM, cores=1)], reserve=7)
    summon_feaster(state)
    assert cards(state, 0) == [LARGE, ANTIQUE]


def test_feast_with_a_small_and_a_medium_asks_which_to_upgrade(build, scripted):
    """keywords.json: with several Small or Medium tokens its controller chooses one; the other stays."""
    state = feast_position(build, scripted, [FieldCard(SMALL), FieldCard(MEDIUM)], reserve=7)
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert legal(state) == [C.choice(0), C.choice(1)]  # no PASS: Feast must upgrade one
    state.apply(C.choice(1))  # the Medium (slot order)
    pay_and_place(state)
    assert cards(state, 0) == [SMALL, LARGE, ANTIQUE]


def test_feast_with_only_a_large_summons_a_small(build, scripted):
    """A Large cannot grow: with no Small or Medium token, Feast summons a Small (the reading in docs/EFFECTS.md)."""
    state = feast_position(build, scripted, [FieldCard(LARGE)], reserve=7)
    summon_feaster(state)
    assert cards(state, 0) == [LARGE, ANTIQUE, SMALL]


def test_feast_twice_summons_then_upgrades_and_each_is_a_summon(build, scripted):
    """"Activate Feast two times": the second Feast upgrades the Small the first one made; each new token is a
    summon its watchers hear (a Supsprite summon draws a card)."""
    script = {ANTIQUE: lambda c: c.when(Event.SUMMONED).feast(times=2),
              GOLEM: lambda c: c.when(Event.SUMMONED, scope=Scope.MINE, subject=mine(family="Supsprite")).draw(1)}
    state = feast_position(build, scripted, [FieldCard(GOLEM)], script=script, deck=[KEEP, KEEP, KEEP])
    summon_feaster(state)
    assert cards(state, 0) == [GOLEM, ANTIQUE, MEDIUM]
    assert hand_ids(state, 0) == [KEEP, KEEP]


def test_feast_with_no_core_to_place_does_nothing(build, scripted):
    """R0.4: no core anywhere to put on a Small: no token (a Nexus deployed with no core, paid with the last ones)."""
    nexus = "BSS03-112"  # white Nexus, cost 2, Lv1 with no core
    state = feast_position(build, scripted, reserve=2, script={nexus: lambda c: c.when(Event.PLACED).feast()},
                           hand=[nexus])
    before = int(player(state, 0)["n_cards"])
    summon(state, 0)
    assert cards(state, 0) == [nexus] and int(player(state, 0)["n_cards"]) == before  # no token instance made


def test_feast_keyword_and_family_filters(build, scripted):
    """Keyword.FEAST is a printed keyword filters can ask for; Supsprite tokens match family filters."""
    script = {ANTIQUE: lambda c: (c.keyword(Keyword.FEAST), c.when(Event.SUMMONED).all(
        mine(keyword=Keyword.FEAST)).bp(1000).all(mine(family="Supsprite")).bp(500))}
    state = feast_position(build, scripted, [FieldCard(SMALL)], script=script)
    summon(state, 0)
    pay_and_place(state)
    from conftest import bp
    assert (bp(state, 0, 0), bp(state, 0, 1)) == (1500, 7000)


def test_card_script_feast_rejects_a_bad_count():
    with pytest.raises(ScriptError, match="Feast"):
        CardScript("X").when(Event.SUMMONED).feast(times=0)
