"""Rule tests for the "handfx" vocabulary (issue 8): Cond 90-93, FilterFlag.NOT_COLORS, the DRAW_STEP and
ATTACK_STEP_END events, Op.REFRESH_STEP, Static.FAMILY, Static.BP_PER_CORE and lost Nexus effects (Rule and Mod
LOSE_EFFECTS). Every test runs on both engines (``build`` fixture); player 0 is the turn player unless said."""

from __future__ import annotations

import pytest
from card_helpers import cards, do, exhausted, pass_flashes, position, scenario
from conftest import bp, hand_ids, legal, pending, player, use_magic, with_db

import pybs.scripts  # noqa: F401  (registers every script before a test overrides one)
from pybs import codec as C
from pybs.effects.script import Cond, CoreZone, Event, Scope, Static, count_arg, mine, not_
from pybs.layout import Decision
from pybs.testing import FieldCard

SWORD = "ST04-006"  # yellow vanilla Angel, cost 2, 1000 BP: given test scripts below
AXE = "ST04-007"  # yellow vanilla, cost 2
RAINEEDLE = "ST01-004"  # red vanilla, cost 1
GOLEM, BRONTECH = "ST03-006", "ST03-007"  # white vanillas
DEMO_BONES = "BSS05-033"  # purple and yellow, cost 2
OBERO = "ST04-008"  # yellow vanilla Otherlander
STAR_ALTAR = "ST01-013"  # red Nexus
CHARGED_DRAW = "ST01-014"  # red Magic, cost 4: Main draw two


# -- Cond 90-93: the controller compared with the opponent -------------------------------------------------
CASES = [
    pytest.param(Cond.HAND_FEWER_THAN_OPP, {"hand": [GOLEM]}, {"hand": [GOLEM, GOLEM]}, True, id="hand-fewer"),
    pytest.param(Cond.HAND_FEWER_THAN_OPP, {"hand": [GOLEM]}, {"hand": [GOLEM]}, False, id="hand-equal"),
    pytest.param(Cond.LIFE_FEWER_THAN_OPP, {"life": 4}, {"life": 5}, True, id="life-fewer"),
    pytest.param(Cond.LIFE_FEWER_THAN_OPP, {"life": 5}, {"life": 5}, False, id="life-equal"),
    pytest.param(Cond.SPIRITS_MORE_THAN_OPP, {"field": [FieldCard(GOLEM)]}, {"field": [FieldCard(GOLEM)]}, True,
                 id="spirits-more"),
    pytest.param(Cond.SPIRITS_MORE_THAN_OPP, {"field": [FieldCard(STAR_ALTAR, cores=0)]},
                 {"field": [FieldCard(GOLEM)]}, False, id="a-nexus-is-no-spirit"),
    pytest.param(not_(Cond.SPIRITS_MORE_THAN_OPP), {}, {"field": [FieldCard(GOLEM)]}, True, id="equal-or-fewer"),
    pytest.param(Cond.SPIRITS_SAME_COST, {"field": [FieldCard(AXE), FieldCard(STAR_ALTAR, cores=0)]}, {}, True,
                 id="same-cost-nexus-ignored"),
    pytest.param(Cond.SPIRITS_SAME_COST, {"field": [FieldCard(RAINEEDLE)]}, {}, False, id="costs-differ"),
]


@pytest.mark.parametrize(("cond", "mine_", "theirs", "holds"), CASES)
def test_compare_conditions(build, scripted_db, cond, mine_, theirs, holds):
    """Cond 90-93 read as a static's condition: the test Spirit (cost 2, one of the controller's Spirits) gets
    +1000 BP exactly when the comparison holds."""
    db = scripted_db(SWORD, lambda c: c.static(Static.BP, 1000, cond=cond))
    p0 = {**mine_, "field": [FieldCard(SWORD)] + list(mine_.get("field", []))}
    state = build(with_db(scenario(p0, theirs), db))
    assert bp(state, 0, 0) == 1000 + 1000 * holds


# -- FilterFlag.NOT_COLORS ---------------------------------------------------------------------------------
@pytest.mark.parametrize(("other", "only_yellow"), [(AXE, True), (DEMO_BONES, True), (RAINEEDLE, False)])
def test_not_colors_matches_cards_without_any_of_the_colors(build, scripted_db, other, only_yellow):
    """"Only yellow Spirits": a purple-and-yellow Spirit is still yellow (BSS01-116 reads it so); a red one is
    not."""
    not_yellow = mine(colors=("yellow",), not_colors=True)
    db = scripted_db(SWORD, lambda c: c.static(Static.BP, 1000, cond=not_(Cond.CONTROL), cond_arg=not_yellow))
    state = build(with_db(scenario({"field": [FieldCard(SWORD), FieldCard(other)]}, {}), db))
    assert bp(state, 0, 0) == 1000 + 1000 * only_yellow


# -- Event.DRAW_STEP (R5.3) -----------------------------------------------------------------------------------
def drew_watcher(c) -> None:
    """Test script: when the opponent draws outside their Draw Step, a Void core goes to this player's Reserve."""
    c.when(Event.DREW, scope=Scope.OPPONENT).cores(CoreZone.VOID, CoreZone.RESERVE, 1)


@pytest.mark.parametrize("draw_step", [True, False])
def test_draw_step_effects_draw_inside_the_draw_step(build, scripted_db, draw_step):
    """R5.3: Volcanic Canyon's extra card is drawn in the Draw Step, after the rules' draw, so no "drew outside
    the Draw Step" event follows; a Magic's draw in the Main Step is one."""
    db = scripted_db(GOLEM, drew_watcher)
    p0 = {"field": [FieldCard("BSS01-101", cores=0)], "hand": [CHARGED_DRAW], "reserve": 4,
          "deck": [BRONTECH, RAINEEDLE, AXE, SWORD]}
    p1 = {"field": [FieldCard(GOLEM)], "reserve": 0}
    state = build(with_db(position(0, "start" if draw_step else "main", p0, p1), db))
    if draw_step:
        do(state, state.pending_decision().choose_card(RAINEEDLE))  # the extra card is discarded
        assert hand_ids(state, 0) == [CHARGED_DRAW, BRONTECH]
    else:
        use_magic(state, 0)
        assert hand_ids(state, 0) == [BRONTECH, RAINEEDLE]
    assert pending(state) == (Decision.MAIN, 0)
    assert int(player(state, 1)["reserve"]) == int(not draw_step)


# -- Event.ATTACK_STEP_END and Op.REFRESH_STEP (R5.4, R5.6, R1.8) --------------------------------------------
@pytest.mark.parametrize("turn", [3, 1])
def test_no_attack_step_no_attack_step_end(build, turn):
    """R5.6/R5.8: the first player's first turn has no Attack Step, so nothing answers its end."""
    p0 = {"field": [FieldCard("BSS01-061", cores=4, exhausted=True)]}
    state = build(position(0, "main", p0, {}, auto=True, turn=turn))
    do(state, C.PASS)
    pass_flashes(state)
    assert pending(state) == (Decision.MAIN, 1)
    assert exhausted(state, 0) == {0: int(turn == 1)}


def test_refresh_step_keeps_no_refresh_cards_and_ends_their_effects(build):
    """R5.4 as a Refresh Step of the rules: a card under "does not refresh in the next Refresh Step" stays
    exhausted and that effect ends there; a heavily exhausted card becomes exhausted (R1.8)."""
    from pybs.testing import TempEffect

    p0 = {"field": [FieldCard("BSS01-061", cores=4, exhausted=True), FieldCard(GOLEM, exhausted=True)]}
    sc = position(0, "attack", p0, {}, auto=True,
                  mods=[TempEffect(0, "NO_REFRESH", slot=1, duration="next_refresh", source=1)])
    state = build(sc)
    do(state, C.PASS)  # no attack: the Attack Step ends
    assert pending(state) == (Decision.MAIN, 1)
    assert exhausted(state, 0) == {0: 0, 1: 1}
    assert int(state.record()["n_mods"]) == 0


# -- Static.FAMILY ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("charles_cores", "silenced"), [(2, True), (1, False)])
def test_family_grant_counts_in_filters(build, charles_cores, silenced):
    """Static.FAMILY: at Lv2 Charles makes the yellow Angel an Otherlander, so The Three Cards sees three
    Otherlanders and the opposing Nexus (Undercity) loses its BP-per-core effect; at Lv1 only two."""
    p0 = {"field": [FieldCard("BSS02-062", cores=charles_cores), FieldCard(SWORD), FieldCard(OBERO)],
          "hand": ["BSS02-128"], "reserve": 5}
    p1 = {"field": [FieldCard("BSS02-114", cores=3), FieldCard(BRONTECH, cores=2)]}
    state = build(scenario(p0, p1, auto=False))
    use_magic(state, 0)
    do(state, C.PASS)
    assert bp(state, 1, 1) == 5000 + (0 if silenced else 2000)


# -- Rule.LOSE_EFFECTS and Mod.LOSE_EFFECTS ----------------------------------------------------------------------
@pytest.mark.parametrize("angel", [True, False])
def test_rule_lose_effects_takes_activated_effects_in_the_main_step(build, angel):
    """Spear Angel: in a Main Step a Nexus's effect printed without levels counts as a Lv1 effect and is lost,
    activated ones included (no ACTIVATE option)."""
    p0 = {"field": [FieldCard("BSS02-100", cores=0)] + ([FieldCard("BSS01-081")] if angel else [])}
    state = build(position(0, "main", p0, {}))
    assert (C.activate(0) in legal(state)) is not angel


@pytest.mark.parametrize(("mine_", "lost"), [([OBERO, OBERO, OBERO], True), ([OBERO, OBERO], False)])
def test_mod_lose_effects_takes_activated_effects_for_the_turn(build, mine_, lost):
    """Mod.LOSE_EFFECTS (The Three Cards): the opposing Nexus's [Flash] effect cannot be used in this turn's
    battle Flash timing."""
    p0 = {"field": [FieldCard(c) for c in mine_], "hand": ["BSS02-128"], "reserve": 5}
    p1 = {"field": [FieldCard("BSS02-100", cores=0)]}
    state = build(position(0, "main", p0, p1))
    use_magic(state, 0)
    do(state, C.PASS, C.attack(0))
    assert pending(state) == (Decision.FLASH, 1)
    assert (C.activate(0) in legal(state)) is not lost
    assert cards(state, 1) == ["BSS02-100"]


def test_count_with_family_grant_is_field_only(build, scripted_db):
    """A granted family holds on the field only: the Otherlander count of your hand is unchanged."""
    db = scripted_db(SWORD, lambda c: c.static(Static.BP, 1000, cond=Cond.COUNT_AT_LEAST,
                                               cond_arg=count_arg(mine(family="Otherlander", zone=2, types=()), 1)))
    p0 = {"field": [FieldCard(SWORD), FieldCard("BSS02-062", cores=2)], "hand": [AXE]}
    state = build(with_db(scenario(p0, {}), db))
    assert bp(state, 0, 0) == 1000


# -- Cond.LIFE_KEPT and the Life at the start of the turn (R5.1) -------------------------------------------------
def test_start_step_records_both_players_life(build):
    """R5.1: as a turn's Start Step begins, each player's Life is recorded (turn_start_life), for Cond.LIFE_KEPT."""
    p0 = {"life": 3, "turn_start_life": 5}
    p1 = {"life": 4, "turn_start_life": 1}
    state = build(position(0, "start", p0, p1))
    assert pending(state) == (Decision.MAIN, 0)
    assert [int(player(state, p)["turn_start_life"]) for p in (0, 1)] == [3, 4]


@pytest.mark.parametrize(("life", "start", "holds"), [(3, 3, True), (4, 3, True), (2, 3, False)])
def test_life_kept_compares_with_the_start_of_the_turn(build, scripted_db, life, start, holds):
    """Cond.LIFE_KEPT: the controller's Life is at least its value when the turn began."""
    db = scripted_db(SWORD, lambda c: c.static(Static.BP, 1000, cond=Cond.LIFE_KEPT))
    p0 = {"field": [FieldCard(SWORD)], "life": life, "turn_start_life": start}
    state = build(with_db(scenario(p0, {}), db))
    assert bp(state, 0, 0) == 1000 + 1000 * holds
