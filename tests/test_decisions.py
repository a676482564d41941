"""Structured decisions (pybs.decisions): every kind described, helpers that pick by meaning, no two
options of one decision alike, and the same description from both engines.

``PYBS_LONG_FUZZ=1`` runs the 2,000-game uniqueness sweep; the default run plays a slice of it.
"""

from __future__ import annotations

import dataclasses
import os
import random

import pytest
from card_helpers import do, position
from conftest import legal, pending, summon

from pybs import Game
from pybs import codec as C
from pybs import layout as L
from pybs.carddb import load_default
from pybs.effects.spec import Keyword, Mod
from pybs.errors import NoSuchOptionError, ScenarioError
from pybs.explain import action_to_string
from pybs.layout import Decision
from pybs.observation import observe
from pybs.testing import FieldCard, TempEffect

DECKS = ("ST01", "ST02", "ST03", "ST04", "ST05", "ST06", "ST07")
PAIRS = [(DECKS[i], DECKS[(i + shift) % 7]) for shift in (1, 3, 0, 5) for i in range(7)]
GAMES = 2000 if os.environ.get("PYBS_LONG_FUZZ") == "1" else 60

NIRVANA = "ST06-001"  # Crush +2; Lv2 (3 cores): Raid 1
PURPLE_NEXUS, WHITE_NEXUS = "ST02-013", "ST03-013"
CHARGED_DRAW = "ST01-014"  # red Magic cost 4: a Main and a Flash effect
FIRE_WALL = "ST01-016"  # Burst: after the Burst effect, its Flash effect may be paid for
RED = "ST01-004"  # vanilla red Spirit, cost 1


def check_decision(state, d) -> Decision:
    """The description ``d`` matches the legal actions and no two options read alike."""
    assert list(d.codes) == legal(state)
    keys = [o.key() for o in d.options]
    texts = [o.text for o in d.options]
    assert len(set(keys)) == len(keys), (d.kind, texts)
    assert len(set(texts)) == len(texts), (d.kind, texts)
    assert all(o.verb and o.text and not o.text.startswith("<") for o in d.options), texts
    return d.kind


def test_no_two_options_read_alike_in_random_games() -> None:
    """Every decision of GAMES random games (2,000 with PYBS_LONG_FUZZ=1): distinct descriptions,
    action_to_string is the option's text, and the rarer kinds are reached."""
    chooser = random.Random("decisions")
    seen: set[Decision] = set()
    verbs: set[str] = set()
    decisions = 0
    for i in range(GAMES):
        game = Game(PAIRS[i % len(PAIRS)], seed=0, auto_forced=bool(i % 3))
        state = game.new_initial_state(chooser.getrandbits(64))
        while not state.is_terminal():
            d = state.pending_decision()
            seen.add(check_decision(state, d))
            verbs.update(o.verb for o in d.options)
            counts = [o.count for o in d.options if o.verb == "cores"]
            assert counts == list(range(len(counts)))  # an "up to N cores" choice: counts 0..N, no cards
            decisions += 1
            codes = state.legal_actions().tolist()
            code = codes[chooser.randrange(len(codes))]
            if decisions % 97 == 0:  # the text is derived from the description
                assert state.action_to_string(code) == state.pending_decision().option(code).text
            state.apply(code)
    assert decisions > GAMES * 50
    assert {Decision.MAIN, Decision.PAY, Decision.PLACE, Decision.ATTACK, Decision.BLOCK, Decision.FLASH,
            Decision.CHOOSE, Decision.YES_NO, Decision.ORDER, Decision.BURST} <= seen, seen
    assert {"cores", "resolve", "choose", "activate_burst", "yes", "move", "swap_soul", "set_burst"} <= verbs


def test_both_engines_describe_every_decision_alike() -> None:
    """Differential: the compiled State and the reference RefState give equal descriptions."""
    chooser = random.Random("decisions-differential")
    compared = 0
    for i in range(10):
        game = Game(PAIRS[i * 3 % len(PAIRS)], seed=0, auto_forced=bool(i % 2))
        seed = chooser.getrandbits(64)
        fast, ref = game.new_initial_state(seed), game.reference_state(seed)
        while not fast.is_terminal():
            assert fast.pending_decision() == ref.pending_decision(game.db)
            compared += 1
            code = int(fast.legal_actions()[chooser.randrange(len(fast.legal_actions()))])
            fast.apply(code)
            ref.apply(code)
    assert compared > 500


# -- one position per kind -------------------------------------------------------------------------
def nirvana_attack(build):
    """Nirvana at Lv2 attacks: Crush and Raid trigger together (R10.5: the turn player orders)."""
    p0 = {"field": [FieldCard(NIRVANA, cores=3), FieldCard(PURPLE_NEXUS, 0), FieldCard(WHITE_NEXUS, 0)]}
    state = build(position(step="attack", p0=p0))
    do(state, C.attack(0))
    assert pending(state) == (Decision.ORDER, 0)
    return state


def test_order_names_each_trigger_of_the_same_card(build) -> None:
    d = nirvana_attack(build).pending_decision()
    assert d.kind == Decision.ORDER and d.player == 0 and d.rule == "R10.5"
    effects = [o.effect for o in d.options]
    assert [e.timing for e in effects] == ["Crush", "Raid"]
    assert {(e.card.card, e.card.zone, e.card.slot) for e in effects} == {(NIRVANA, "field", 0)}
    assert d.options[0].text != d.options[1].text
    assert "Raid" in d.options[1].text and "Crush" in d.options[0].text
    assert d.trigger(NIRVANA, timing="Raid") == C.choice(1)
    assert d.trigger(NIRVANA, slot=0, timing="Crush") == C.choice(0)


def test_yes_no_of_a_may_spells_out_its_meaning(build) -> None:
    state = nirvana_attack(build)
    do(state, state.pending_decision().trigger(NIRVANA, timing="Raid"))
    d = state.pending_decision()
    assert d.kind == Decision.YES_NO and d.effect.card.card == NIRVANA and d.effect.timing == "Raid"
    yes, no = d.option(C.CONFIRM), d.option(C.PASS)
    assert (yes.answer, no.answer, yes.verb, no.verb) == (True, False, "yes", "no")
    assert "then exhaust" in yes.meaning and yes.meaning != no.meaning
    assert d.yes_to(NIRVANA) == C.CONFIRM and d.no_to(NIRVANA) == C.PASS
    with pytest.raises(NoSuchOptionError, match="R0.2"):
        d.yes_to(FIRE_WALL)
    do(state, d.yes_to(NIRVANA))
    d = state.pending_decision()
    assert d.kind == Decision.CHOOSE and d.paying == "targets"
    assert {o.card.card for o in d.options} <= {PURPLE_NEXUS, WHITE_NEXUS}
    do(state, d.choose_card(PURPLE_NEXUS))
    assert state.record()["players"][0]["slots"][1]["exhaust"] == 1


def fire_wall_paid_question(build):
    """Fire Wall's Burst resolved: may its owner pay for its Flash effect (R13.5)?"""
    p0 = {"field": [FieldCard("ST02-005", cores=1)], "hand": [], "deck": [RED] * 5}
    p1 = {"field": [FieldCard("ST02-005", cores=1, exhausted=True)], "burst": FIRE_WALL, "reserve": 4}
    state = build(position(step="attack", p0=p0, p1=p1))
    do(state, C.attack(0))
    while pending(state)[0] in (Decision.FLASH, Decision.BLOCK):
        state.apply(C.PASS)
    d = state.pending_decision()
    assert d.kind == Decision.BURST and d.player == 1 and d.effect.timing == "Burst"
    assert d.effect.card.card == FIRE_WALL and d.effect.card.zone == "burst"
    assert d.option(C.CONFIRM).verb == "activate_burst" and d.option(C.PASS).verb == "keep_burst"
    do(state, d.yes_to(FIRE_WALL))
    d = state.pending_decision()
    do(state, d.target_slot(0, player=1))
    return state


def test_burst_pay_question_differs_from_a_may(build) -> None:
    d = fire_wall_paid_question(build).pending_decision()
    assert d.kind == Decision.YES_NO and d.effect.card.card == FIRE_WALL
    assert d.option(C.CONFIRM).meaning.startswith("pay ") and "Magic effect" in d.option(C.CONFIRM).meaning
    assert "Trash" in d.option(C.PASS).meaning


def test_magic_effect_options_name_main_and_flash(build) -> None:
    p0 = {"hand": [CHARGED_DRAW], "reserve": 4, "field": [FieldCard("ST02-005")], "deck": [RED] * 3}
    state = build(position(p0=p0))
    do(state, state.pending_decision().hand_card(CHARGED_DRAW, verb="use"))
    d = state.pending_decision()
    assert d.kind == Decision.MAGIC_EFFECT and d.using.card == CHARGED_DRAW and d.using.zone == "using"
    assert [o.effect.timing for o in d.options] == ["Main", "Flash"]
    assert d.magic_effect("Flash") == C.choice(1)
    do(state, d.magic_effect("Flash"))
    d = state.pending_decision()
    assert (d.kind, d.paying, d.remaining) == (Decision.PAY, "cost", 4)
    assert {o.source for o in d.options} == {"reserve", "slot 0"}  # R6.7: any core pays


def test_hand_copies_and_slots_are_found_by_card(build) -> None:
    p0 = {"hand": ["ST02-005", RED, RED], "reserve": 5, "field": [FieldCard("ST02-005", cores=2)]}
    state = build(position(p0=p0))
    d = state.pending_decision()
    assert d.hand_card(RED) == C.use_hand(1) and d.hand_card(RED, copy=1) == C.use_hand(2)
    assert d.option(C.use_hand(1)).text != d.option(C.use_hand(2)).text
    with pytest.raises(NoSuchOptionError, match="R8"):
        d.hand_card("ST03-007")
    summon(state, d.hand_card(RED, copy=1) - C.USE_HAND)
    d = state.pending_decision()
    moves = [o for o in d.options if o.verb == "move"]
    assert {(o.source, o.dest) for o in moves} >= {("reserve", "slot 0"), ("slot 0", "slot 1")}


def test_trigger_picks_name_effects_not_counts(build) -> None:
    """ORDER options name an effect; "up to N cores" counts are checked in the random-game sweep."""
    for o in nirvana_attack(build).pending_decision().options:
        assert o.count is None and o.effect is not None and o.verb == "resolve"


def test_descriptions_are_immutable_and_text_is_derived(build) -> None:
    state = nirvana_attack(build)
    d = state.pending_decision()
    with pytest.raises(dataclasses.FrozenInstanceError):
        d.player = 1  # type: ignore[misc]
    assert isinstance(d.options, tuple)
    for o in d.options:
        assert action_to_string(state.record(), load_default(), o.code) == o.text
    with pytest.raises(NoSuchOptionError):
        d.option(C.PASS)


# -- Scenario gains and the observation ---------------------------------------------------------------
CAPRIHORN = "ST05-010"  # at the start of the opponent's Attack Step, holding the Soul Core: Trash core -> Reserve
DEMO = "ST02-005"  # vanilla purple Spirit: 1000 / 2000 / 3000 BP at 1 / 2 / 3 cores


@pytest.mark.parametrize("step", ["attack_start", "attack"])
def test_scenario_starts_a_step_with_its_events(build, step) -> None:
    """step="attack_start": the Attack Step begins in the engine, so its start-of-step effects fire."""
    p1 = {"field": [FieldCard(CAPRIHORN, cores=0, soul=True)], "soul": None, "reserve": 0, "trash_cores": 1}
    state = build(position(step=step, p0={"field": [FieldCard(DEMO)]}, p1=p1))
    assert pending(state) == (Decision.ATTACK, 0)
    pl = state.record()["players"][1]
    fired = step == "attack_start"
    assert (int(pl["reserve"]), int(pl["trash_cores"])) == ((1, 0) if fired else (0, 1))


def test_scenario_pre_applied_effects_and_the_observation(build) -> None:
    """Temporary effects go in as mods rows: BP, "treat as its highest level", a granted keyword."""
    mods = [TempEffect(1, "BP", slot=0, value=-500), TempEffect(0, Mod.MAX_LEVEL, slot=0, source=0),
            TempEffect(0, "KEYWORD", slot=0, value=int(Keyword.CRUSH), source=0)]
    state = build(position(p0={"field": [FieldCard(DEMO)]}, p1={"field": [FieldCard(DEMO, cores=2)]}, mods=mods))
    obs = observe(state.record(), load_default(), 0)
    mine, theirs = obs["players"][0]["field"][0], obs["players"][1]["field"][0]
    assert (mine["level"], mine["level_by_cores"], mine["bp"]) == (3, 1, 3000)
    assert mine["keywords"] == {"crush": 0}
    assert (theirs["level"], theirs["bp"], theirs["keywords"]) == (2, 1500, {})
    assert obs["players"][0]["soul_core"] == "trash"


def test_scenario_no_refresh_and_turn_history(build) -> None:
    p0 = {"field": [FieldCard(DEMO, exhausted=True), FieldCard(DEMO, exhausted=True)]}
    sc = position(step="start", p0=p0, mods=[TempEffect(0, "NO_REFRESH", slot=1, duration="next_refresh")])
    state = build(sc)
    assert [int(s["exhaust"]) for s in state.record()["players"][0]["slots"][:2]] == [0, 1]  # R5.4 skipped once
    rec = build(position(p0={"field": [FieldCard(DEMO)]}, lost_life=[1], first_attacker=0)).record()
    assert list(rec["turn_flags"]) == [0, L.TURN_LOST_LIFE] and int(rec["first_attacker"]) == int(
        rec["players"][0]["slots"][0]["inst"])


@pytest.mark.parametrize("kw", [
    {"mods": [TempEffect(0, "BP", slot=3)]}, {"mods": [TempEffect(0, "NOPE", slot=0)]},
    {"mods": [TempEffect(0, "BP", slot=0, duration="forever")]}, {"mods": [TempEffect(2, "BP")]},
    {"mods": [TempEffect(0, "BP", slot=0, value=1 << 20)]}, {"mods": ["BP"]}, {"lost_life": [2]},
    {"first_attacker": 5}, {"step": "upkeep"},
])
def test_scenario_rejects_out_of_range_history(kw) -> None:
    with pytest.raises(ScenarioError):
        position(p0={"field": [FieldCard(DEMO)]}, **kw).build()


def test_repr_shows_where_the_soul_core_is() -> None:
    state = position(p0={"soul": "reserve", "reserve": 2}, p1={"field": [FieldCard(DEMO, 0, soul=True)],
                                                                "soul": None}).build()
    text = repr(state)
    assert "P0: life 5, reserve 2 + Soul Core in the Reserve" in text
    assert "(Soul Core on slot 0)" in text and "P1" in text


def test_every_rejection_names_a_rule() -> None:
    """Illegal codes in random positions: the IllegalActionError message starts from a rule id."""
    import re

    from pybs.errors import IllegalActionError

    chooser = random.Random("rejections")
    checked = 0
    for i in range(12):
        game = Game(PAIRS[i % len(PAIRS)], seed=0, auto_forced=bool(i % 2))
        state = game.new_initial_state(chooser.getrandbits(64))
        while not state.is_terminal():
            legal_now = set(state.legal_actions().tolist())
            for code in chooser.sample(range(C.CONCEDE), 6):  # CONCEDE is always accepted (R18.13)
                if code in legal_now:
                    continue
                with pytest.raises(IllegalActionError) as err:
                    state.apply(code)
                assert re.search(r"\bR\d+(\.\d+)?\b|max_actions_per_turn", str(err.value)), str(err.value)
                checked += 1
            codes = sorted(legal_now)
            state.apply(codes[chooser.randrange(len(codes))])
    assert checked > 1000
