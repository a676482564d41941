"""R16.6 Accel and R16.7 the hand-side zone (手元), CN Q27, on both engines (the ``build`` fixture), with the
example cards XMPL-H01..H03.

XMPL-H01 Galewing: a Spirit (cost 4, two blue reduction symbols) whose "[Flash] Accel" (Accel cost 2) gives a
Spirit of yours +2000 BP. XMPL-H02 Archive Beacon: a Nexus (cost 3) whose "[Main] Accel" (cost 1) draws a card.
XMPL-H03 Starlit: a Spirit with a free "[Main] Accel" (draw 1) and a Main Step Advent onto an "Example" Spirit
whose text allows the hand-side (CN Q27).
"""

from __future__ import annotations

import random

import pytest
from conftest import (
    bp,
    field,
    hand_ids,
    legal,
    pass_until,
    pay_and_place,
    pending,
    player,
    trash_ids,
    with_db,
)
from test_differential_engines import step_both

from pybs import codec as C
from pybs import layout as L
from pybs.carddb import MAX_COST, card_from_dict, load_default
from pybs.effects import effect_tables
from pybs.effects.script import CardScript, Cond, Event, ScriptError, Timing, Who, accel, mine
from pybs.effects.spec import AbilityKind
from pybs.errors import CardDataError
from pybs.game import Game
from pybs.layout import Decision
from pybs.testing import FieldCard, Scenario

GALEWING, BEACON, STARLIT = "XMPL-H01", "XMPL-H02", "XMPL-H03"
SOLBRIGHT, LUMIERE, SQUIRE = "XMPL-A01", "XMPL-A02", "XMPL-A03"
RAMMER = "ST06-008"  # blue vanilla, cost 2, one blue symbol, Lv1 1 core 1000 BP
RAINEEDLE = "ST01-004"  # red vanilla, cost 1, Lv1 1 core 1000 BP
FIRE_WALL = "ST01-016"  # a Magic with a Burst and a Flash effect
HAND_SIDE_ACTIONS = ("ACCEL", "USE_HAND_SIDE", "ADVENT_HAND_SIDE", "ACCEL_FIELD")


def hand_side_ids(state, p: int) -> list[str]:
    """Card ids on player p's hand-side, in arrival order."""
    db = load_default()
    pl = player(state, p)
    return [db.card_at(int(pl["card_ids"][i])).id for i in pl["hand_side"][: int(pl["hand_side_count"])]]


def codes_named(state, name: str) -> list[int]:
    return [c for c in legal(state) if C.decode(c).name == name]


def main_position(p0: dict, p1: dict | None = None) -> Scenario:
    sc = Scenario(turn=3, active=0, step="main", auto_forced=False)
    sc.player(0, **{"reserve": 3, **p0})
    sc.player(1, **{"soul": "trash", **(p1 or {})})
    return sc


def pay_all(state) -> int:
    """Answer PAY decisions from the Reserve; how many cores were paid."""
    paid = 0
    while pending(state)[0] == Decision.PAY:
        state.apply(C.pay(0, 0) if C.pay(0, 0) in legal(state) else C.pay(0, 1))
        paid += 1
    return paid


# -- R16.6: card data and script ----------------------------------------------------------------------
def _record(**extra) -> dict:
    base = {"id": "T-1", "name": "T", "type": "spirit", "colors": ["blue"], "cost": 3, "reduction": ["blue"],
            "symbols": ["blue"], "families": [], "rarity": "C", "levels": [[1, 1, 1000]], "timings": []}
    return {**base, **extra}


@pytest.mark.parametrize(("extra", "problem"), [
    ({"accel_cost": -1}, f"0..{MAX_COST}"), ({"accel_cost": "2"}, "integer"), ({"accel_cost": True}, "integer"),
    ({"type": "magic", "levels": [], "symbols": [], "timings": ["main"], "accel_cost": 1}, "R16.6"),
])
def test_r16_6_card_data_accel_cost_is_validated(extra, problem) -> None:
    """R16.6: ``accel_cost`` is an integer 0..MAX_COST on a permanent card; a typed CardDataError names it."""
    with pytest.raises(CardDataError, match="accel_cost") as err:
        card_from_dict(_record(**extra), "TEST")
    assert problem in str(err.value)
    assert card_from_dict(_record(accel_cost=2), "TEST").accel_cost == 2
    assert card_from_dict(_record(), "TEST").accel_cost is None
    assert card_from_dict(_record(accel_cost=0), "TEST").to_dict()["accel_cost"] == 0


def test_r16_6_script_and_card_data_agree(scripted_db) -> None:
    """R16.6: an Accel ability compiles only on a card whose data gives ``accel_cost`` (its value), and its
    timing is one of the Advent-style timings."""
    db = load_default()
    arrays = effect_tables(db).arrays()
    row = db.row(GALEWING)
    start, count = int(arrays["card_ab_start"][row]), int(arrays["card_ab_count"][row])
    kinds = [int(k) for k in arrays["ab_kind"][start:start + count]]
    ab = start + kinds.index(AbilityKind.ACCEL)
    assert int(arrays["ab_value"][ab]) == 2 and int(arrays["ab_timing"][ab]) == Timing.ALWAYS
    bad = scripted_db(RAINEEDLE, lambda c: accel(c).draw(1))  # Raineedle has no accel_cost
    with pytest.raises(ScriptError, match="accel_cost"):
        effect_tables(bad)
    with pytest.raises(ScriptError, match="Accel timing"):
        accel(CardScript("T-1"), Timing.ARMED)


# -- R16.6: use from hand -------------------------------------------------------------------------------
def test_r16_6_accel_from_hand_pays_its_own_cost_then_the_card_goes_to_the_hand_side(build) -> None:
    """R16.6: Archive Beacon's Accel costs 1 (its printed cost is 3): one core paid, the effect (draw 1)
    resolves, the card lies face up on the hand-side, not in the hand or the Trash."""
    state = build(main_position({"hand": [BEACON], "deck": [RAINEEDLE] * 5}))
    assert codes_named(state, "ACCEL") == [C.accel(0)]
    option = next(o for o in state.pending_decision().options if o.code == C.accel(0))
    assert option.verb == "accel" and option.card.card == BEACON
    state.apply(C.accel(0))
    assert pending(state) == (Decision.PAY, 0) and int(state.record()["use_kind"]) == L.UseKind.ACCEL
    assert pay_all(state) == 1
    assert hand_side_ids(state, 0) == [BEACON]
    assert hand_ids(state, 0) == [RAINEEDLE] and trash_ids(state, 0) == []
    assert int(player(state, 0)["reserve"]) == 2 and pending(state) == (Decision.MAIN, 0)
    assert codes_named(state, "ACCEL") == [] and codes_named(state, "ACCEL_FIELD") == []  # not from the hand-side


def test_r16_6_accel_cost_takes_the_cards_reduction_and_must_be_payable(build) -> None:
    """R16.6, R7.3: Galewing's Accel cost 2 is lowered by its two blue reduction symbols: one blue symbol on
    the field makes it 1, two make it 0 (no payment at all); with no core to pay, no Accel (R7.6)."""
    state = build(main_position({"hand": [GALEWING], "field": [FieldCard(RAMMER, cores=1)]}))
    state.apply(C.accel(0))
    assert pay_all(state) == 1
    state = build(main_position({"hand": [GALEWING], "field": [FieldCard(RAMMER, cores=1)] * 2}))
    state.apply(C.accel(0))
    assert pending(state) == (Decision.CHOOSE, 0)  # cost 0: the effect at once
    state.apply(C.choice(0))
    assert bp(state, 0, 0) == 3000 and int(player(state, 0)["reserve"]) == 3
    assert hand_side_ids(state, 0) == [GALEWING]
    state = build(main_position({"hand": [GALEWING], "reserve": 1, "soul": "trash"}))
    assert codes_named(state, "ACCEL") == []  # cost 2, one core
    state = build(main_position({"hand": [GALEWING], "reserve": 1}))
    assert codes_named(state, "ACCEL") == [C.accel(0)]  # the Soul Core pays too


def test_r16_6_timing_main_accel_only_in_the_main_step_flash_accel_in_flash_timings(build) -> None:
    """R16.6, R10.1: Beacon's "[Main] Accel" is not offered in a Flash timing; Galewing's "[Flash] Accel" is,
    and after it the other player may answer (R10.4)."""
    sc = main_position({"hand": [BEACON, GALEWING], "field": [FieldCard(RAMMER, cores=1)], "reserve": 4})
    sc.step = "attack"
    state = build(sc)
    state.apply(C.attack(0))
    pass_until(state, Decision.FLASH)
    if pending(state)[1] != 0:
        state.apply(C.PASS)
    assert pending(state) == (Decision.FLASH, 0)
    assert codes_named(state, "ACCEL") == [C.accel(1)]
    state.apply(C.accel(1))
    pay_all(state)
    state.apply(C.choice(0))
    assert bp(state, 0, 0) == 3000 and hand_side_ids(state, 0) == [GALEWING]
    assert pending(state) == (Decision.FLASH, 1)


# -- R16.6: use from the field ---------------------------------------------------------------------------
def test_r16_6_accel_from_the_field_then_the_card_goes_to_the_hand_side(build) -> None:
    """R16.6 (JP seed 002: Accel is usable "while the card is on the field or in the hand"; after use the card
    goes face up to the hand-side): Archive Beacon deployed with one core uses its Accel from the field. Its cost
    is fixed there (R7.5), where its own blue symbol meets its one reduction symbol: 1 - 1 = 0 (R7.3), so nothing
    is paid; it leaves the field (its core to the Reserve), draws, and lies on the hand-side."""
    state = build(main_position({"field": [FieldCard(BEACON, cores=1)], "deck": [RAINEEDLE] * 5}))
    assert codes_named(state, "ACCEL_FIELD") == [C.accel_field(0)]
    option = state.pending_decision().option(C.accel_field(0))
    assert option.verb == "accel" and option.card.card == BEACON and option.slot == 0
    state.apply(C.accel_field(0))
    assert field(state, 0) == {} and int(player(state, 0)["reserve"]) == 3 + 1
    assert hand_side_ids(state, 0) == [BEACON] and hand_ids(state, 0) == [RAINEEDLE] and trash_ids(state, 0) == []
    assert pending(state) == (Decision.MAIN, 0)


def test_r16_6_a_field_accel_pays_its_cost_with_the_cards_own_cores_too(build) -> None:
    """R16.6, R6.8: Galewing alone on the field: its Accel cost 2 less its own blue symbol is 1; leaving the field
    puts its core in the Reserve, which then pays it (PAY, use kind ACCEL); the red Raineedle gets the +2000."""
    state = build(main_position({"field": [FieldCard(GALEWING, cores=1), FieldCard(RAINEEDLE, cores=1)],
                                 "reserve": 0, "soul": "trash"}))
    assert codes_named(state, "ACCEL_FIELD") == [C.accel_field(0)]
    state.apply(C.accel_field(0))
    assert pending(state) == (Decision.PAY, 0) and int(state.record()["use_kind"]) == L.UseKind.ACCEL
    assert int(player(state, 0)["reserve"]) == 1 and 0 not in field(state, 0)
    assert pay_all(state) == 1
    while pending(state)[0] == Decision.CHOOSE:  # +2000 to a Spirit of yours: Raineedle
        state.apply(C.choice(0))
    assert hand_side_ids(state, 0) == [GALEWING] and int(player(state, 0)["reserve"]) == 0
    assert bp(state, 0, 1) == 1000 + 2000


def test_r16_6_a_flash_accel_from_the_field_in_a_flash_timing(build) -> None:
    """R16.6, R10.1, R7.5: Galewing on the field uses its "[Flash] Accel" in a Flash timing of the battle; its cost
    is fixed while it is still on the field (its own blue symbol and Rammer's lower 2 to 0); it gives the attacking
    Rammer +2000 and goes to the hand-side. Beacon's "[Main] Accel" is not offered there."""
    sc = main_position({"field": [FieldCard(RAMMER, cores=1), FieldCard(GALEWING, cores=1),
                                  FieldCard(BEACON, cores=0)], "reserve": 0})
    sc.step = "attack"
    state = build(sc)
    assert codes_named(state, "ACCEL_FIELD") == []  # the Attack Step decision is no Flash timing
    state.apply(C.attack(0))
    pass_until(state, Decision.FLASH)
    if pending(state)[1] != 0:
        state.apply(C.PASS)
    assert pending(state) == (Decision.FLASH, 0)
    assert codes_named(state, "ACCEL_FIELD") == [C.accel_field(1)]
    state.apply(C.accel_field(1))
    assert pending(state) == (Decision.CHOOSE, 0)  # cost 0: the effect at once
    state.apply(C.choice(0))
    assert bp(state, 0, 0) == 3000 and hand_side_ids(state, 0) == [GALEWING]
    assert 1 not in field(state, 0) and int(player(state, 0)["reserve"]) == 1  # Galewing's core
    assert pending(state) == (Decision.FLASH, 1)  # R10.4


# -- R16.7: the hand-side ---------------------------------------------------------------------------------
def test_r16_7_a_hand_side_card_is_summoned_like_a_hand_card(build) -> None:
    """R16.7 (JP: "手元にあるカードは手札と同じように召喚することができる"): Galewing on the hand-side is
    summoned for its cost (4, one blue symbol: 3) and leaves the hand-side; the hand is untouched."""
    state = build(main_position({"hand": [RAINEEDLE], "hand_side": [GALEWING], "reserve": 5,
                                 "field": [FieldCard(RAMMER, cores=1)]}))
    assert codes_named(state, "USE_HAND_SIDE") == [C.use_hand_side(0)]
    option = next(o for o in state.pending_decision().options if o.code == C.use_hand_side(0))
    assert option.verb == "summon" and option.card.card == GALEWING
    state.apply(C.use_hand_side(0))
    assert pay_all(state) == 3
    pay_and_place(state)
    assert field(state, 0)[1]["card"] == GALEWING
    assert hand_side_ids(state, 0) == [] and hand_ids(state, 0) == [RAINEEDLE]


def test_r16_7_a_hand_side_nexus_is_deployed_and_a_magic_used(build) -> None:
    """R16.7 (wiki: "手札にあるときと同様に使用の宣言が可能"): Beacon deploys from the hand-side; a Magic there
    is used (its Flash effect, in the Main Step too, R8.4) and goes to the Trash."""
    state = build(main_position({"hand_side": [BEACON, FIRE_WALL], "reserve": 8}))
    assert codes_named(state, "USE_HAND_SIDE") == [C.use_hand_side(0), C.use_hand_side(1)]
    assert state.pending_decision().option(C.use_hand_side(1)).verb == "use"
    state.apply(C.use_hand_side(0))
    pay_and_place(state)
    assert field(state, 0)[0]["card"] == BEACON and hand_side_ids(state, 0) == [FIRE_WALL]
    state.apply(C.use_hand_side(0))
    pay_all(state)
    while pending(state) != (Decision.MAIN, 0):
        state.apply(legal(state)[0])
    assert hand_side_ids(state, 0) == [] and trash_ids(state, 0) == [FIRE_WALL]


def test_r16_7_hand_side_cards_are_public(build) -> None:
    """R16.7 (wiki 公開情報: "オープンして手元に置いてあるカード"): both players see the hand-side cards, in the
    observation dict and tensor; the opponent's hand stays hidden."""
    state = build(main_position({"hand": [RAINEEDLE], "hand_side": [GALEWING, BEACON]}))
    view = (state.observation(1) if hasattr(state, "observation") else None)
    if view is not None:
        assert view["players"][0]["hand_side"] == [GALEWING, BEACON] and "hand" not in view["players"][0]
    db = load_default()
    tensor = state.observation_tensor(1)
    from bscore.observe import OBSERVATION_OFFSETS
    at = OBSERVATION_OFFSETS["hand_side"] + L.MAX_CARDS  # the opponent's block
    assert [int(x) - 1 for x in tensor[at:at + 3]] == [db.row(GALEWING), db.row(BEACON), -1]


def test_r16_7_resampling_hidden_cards_keeps_the_hand_side() -> None:
    """R16.7, R0.7: hidden-state sampling redraws the opponent's hand and deck but never the open hand-side;
    codes naming no card (or a Mirage the deck has none of) are refused with a typed error and explained."""
    from pybs.errors import IllegalActionError

    state = main_position({"hand": [RAINEEDLE] * 3}, {"hand": [SQUIRE] * 2, "hand_side": [STARLIT, BEACON],
                                                      "deck": [GALEWING, RAINEEDLE, SQUIRE] * 3}).build()
    for seed in range(5):
        view = state.resample(0, seed).observation(0)["players"][1]
        assert view["hand_side"] == [STARLIT, BEACON] and view["hand_count"] == 2
    for code in (C.use_hand_side(2), C.accel(3), C.mirage(1)):
        with pytest.raises(IllegalActionError):
            state.apply(code)
    assert state.action_to_string(C.use_hand_side(2)).startswith("USE_HAND_SIDE")


def test_r16_7_hand_side_is_not_the_hand_for_discards_and_hand_counts(build, scripted_db) -> None:
    """R16.7 (wiki: "手札破壊や手札参照能力には影響しない"): a discard from hand finds no card when only the
    hand-side holds some, and "your hand holds 0 cards" is true with hand-side cards."""
    db = scripted_db(RAINEEDLE, lambda c: c.when(Event.SUMMONED).discard_from_hand(1, Who.OPPONENT))
    state = build(with_db(main_position({"hand": [RAINEEDLE]}, {"hand_side": [GALEWING]}), db))
    state.apply(C.use_hand(0))
    pay_and_place(state)
    while pending(state)[0] not in (Decision.MAIN,):
        state.apply(legal(state)[0])
    assert hand_side_ids(state, 1) == [GALEWING] and trash_ids(state, 1) == []
    db = scripted_db(RAINEEDLE, lambda c: c.when(Event.SUMMONED).if_(Cond.HAND_AT_MOST, 0, then=lambda a: a.draw(1)))
    state = build(with_db(main_position({"hand": [RAINEEDLE], "hand_side": [GALEWING, BEACON],
                                         "deck": [SQUIRE] * 3}), db))
    state.apply(C.use_hand(0))
    pay_and_place(state)
    assert hand_ids(state, 0) == [SQUIRE] and int(player(state, 0)["hand_count"]) == 1


def test_r16_7_a_summon_from_the_hand_side_is_not_from_the_hand(build, scripted_db) -> None:
    """R16.7: "when summoned from your hand" (Cond.SUMMONED_FROM_HAND) holds for a summon from the hand and not
    for one from the hand-side (the card is not in the hand; USE_FROM_HAND_SIDE marks the use)."""

    def script(c: CardScript) -> None:
        accel(c, Timing.ALWAYS).choose(mine()).bp(2000)
        c.when(Event.SUMMONED).if_(Cond.SUMMONED_FROM_HAND, then=lambda a: a.draw(1))

    import pybs.scripts  # noqa: F401  (every script registered before Galewing's is replaced)

    db = scripted_db(GALEWING, script)
    for zone, drawn in (("hand", [RAINEEDLE]), ("hand_side", [])):
        state = build(with_db(main_position({zone: [GALEWING], "reserve": 6, "deck": [RAINEEDLE] * 3}), db))
        state.apply(C.use_hand(0) if zone == "hand" else C.use_hand_side(0))
        pay_and_place(state)
        assert field(state, 0)[0]["card"] == GALEWING and hand_ids(state, 0) == drawn, zone


def test_r16_7_a_hand_side_card_cannot_be_set_as_a_burst(build) -> None:
    """R16.7 (wiki: "【バースト】としてセットすることはできない"): Fire Wall on the hand-side offers no SET_BURST;
    from the hand it does."""
    state = build(main_position({"hand_side": [FIRE_WALL]}))
    assert codes_named(state, "SET_BURST") == [] and codes_named(state, "USE_HAND_SIDE") == [C.use_hand_side(0)]
    state = build(main_position({"hand": [FIRE_WALL]}))
    assert codes_named(state, "SET_BURST") == [C.set_burst(0)]


def test_a_spirit_state_brave_given_bp_by_an_accel_loses_it_when_it_fuses(build) -> None:
    """R16.6 with R12.10: Galewing's Accel gives a Spirit-state Brave (Flame Saber) +2000 BP; when it fuses with
    Rammer Golem it is no field card of its own any more, so that temporary effect ends: the pair has Golem's
    BP plus the Brave's BP+ (R12.2) and no effect names the Brave (found by the debug build's invariant check)."""
    state = build(main_position({"hand": [GALEWING], "reserve": 4,
                                 "field": [FieldCard("XMPL-B01", cores=1), FieldCard(RAMMER, cores=1)]}))
    state.apply(C.accel(0))
    pay_all(state)
    state.apply(C.choice(0))  # the Brave, slot 0
    assert bp(state, 0, 0) == 5000
    state.apply(C.fuse(0, 1))
    assert bp(state, 0, 1) == 1000 + 3000
    assert int(state.record()["n_mods"]) == 0


# -- CN Q27 -----------------------------------------------------------------------------------------------
def test_cn_q27_advent_from_the_hand_side_only_when_the_text_allows_it(build) -> None:
    """CN Q27: an Advent card on the hand-side Advents only if its text allows the hand-side: Starlit (allowed)
    is offered ADVENT_HAND_SIDE and leaves the hand-side onto Squire; Solbright (not allowed) is not."""
    p0 = {"hand_side": [SOLBRIGHT, STARLIT], "field": [FieldCard(SQUIRE, cores=2)]}
    state = build(main_position(p0))
    assert codes_named(state, "ADVENT_HAND_SIDE") == [C.advent_hand_side(1)]
    state.apply(C.advent_hand_side(1))
    if pending(state) == (Decision.CHOOSE, 0):
        state.apply(C.choice(0))
    assert field(state, 0)[0]["card"] == STARLIT and hand_side_ids(state, 0) == [SOLBRIGHT]
    state = build(main_position({"hand": [SOLBRIGHT], "field": [FieldCard(SQUIRE, cores=2)]}))
    assert codes_named(state, "ADVENT") == [C.advent(0)]  # from the hand it may


def test_cn_q27_an_accelled_advent_card_advents_from_the_hand_side(build) -> None:
    """R16.6 then CN Q27: Starlit's free Accel draws a card and puts it on the hand-side, from where it Advents
    onto Squire (its text allows the hand-side)."""
    state = build(main_position({"hand": [STARLIT], "field": [FieldCard(SQUIRE, cores=2)], "deck": [RAINEEDLE] * 3}))
    state.apply(C.accel(0))
    assert hand_side_ids(state, 0) == [STARLIT] and hand_ids(state, 0) == [RAINEEDLE]
    assert C.advent_hand_side(0) in legal(state)


# -- differential games -----------------------------------------------------------------------------------
@pytest.mark.parametrize("auto_forced", [False, True])
def test_r16_accel_games_agree_between_engines(auto_forced: bool) -> None:
    """R16.6, R16.7: seeded random games of XMPL-BLUE (Galewing, Beacon, Starlit) against XMPL-RED on both
    engines: the same legal actions and bytes after every action; the hand-side actions are played (half of
    the time when offered)."""
    chooser = random.Random(f"accel-{auto_forced}")
    seen: set[str] = set()
    for seed in range(48):
        if seed >= 16 and set(HAND_SIDE_ACTIONS) <= seen:  # at least 16 games, more until every action is played
            break
        game = Game(("XMPL-BLUE", "XMPL-RED") if seed % 2 else ("XMPL-RED", "XMPL-BLUE"), seed=0,
                    auto_forced=auto_forced)
        fast, ref = game.new_initial_state(seed), game.reference_state(seed)
        while not fast.is_terminal():
            codes = [int(c) for c in fast.legal_actions()]
            assert codes == ref.legal_actions(), f"seed {seed}: legal actions differ"
            side = [c for c in codes if C.decode(c).name in HAND_SIDE_ACTIONS]  # favoured, to reach Q27 often
            side = [c for c in side if C.decode(c).name == "ADVENT_HAND_SIDE"] or side  # the rarest first
            code = chooser.choice(side) if side and chooser.random() < 0.5 else chooser.choice(codes)
            seen.add(C.decode(code).name)
            step_both(fast, ref, code, f"seed {seed}:")
    assert set(HAND_SIDE_ACTIONS) <= seen
