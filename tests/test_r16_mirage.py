"""R16.5 Mirage and the statics of cards outside the slots ("while set", R16.5; "when braved", R12.2), on both
engines, with the example cards XMPL-M01, XMPL-M02 and XMPL-B06.

Seed 002 ("ミラージュについて"): a Mirage is placed face up in the Burst area paying its own printed cost; one
may be set from hand in your Main Step; a new Mirage returns the old one to hand; while set only its "while
set" (セット中) effects work and no cores are put on it. Player 0 is the turn player, Soul Cores in the Trash.
"""

from __future__ import annotations

import pytest
from conftest import bp, hand_ids, legal, pending, player

from pybs import codec as C
from pybs import layout as L
from pybs.carddb import card_from_dict, load_default
from pybs.effects.offslot import when_braved, while_set
from pybs.effects.script import CardScript, ScriptError, Static, mine
from pybs.errors import CardDataError, IllegalActionError, StateError
from pybs.game import Game, State
from pybs.layout import Decision
from pybs.testing import FieldCard, Scenario

VEIL = "XMPL-M01"  # Mirage cost 2 (cost 5, reduction red red); while set: your Spirits +1000 BP
HAZE = "XMPL-M02"  # Mirage cost 1 (reduction red); while set, your turn: your red Spirits have Crush +1
BANNER = "XMPL-B06"  # Brave: when braved, the Braved Spirit has Crush +2 and your other Spirits +1000 BP
BONES = "ST02-005"  # vanilla purple Spirit, 1000 BP at 1 core (no red symbol)
TROOPER = "ST01-009"  # vanilla red Spirit, cost 2, 1000 BP at 1 core, one red symbol
BRONTECH = "ST03-007"  # vanilla white Spirit, cost 5, 5000 BP at 1 core
LANDMINE = "ST01-015"  # a Magic with a Burst


def scenario(hand0=(), field0=(), reserve0=3, mirage0=None, field1=(), burst0=None, bursts_set0=0) -> Scenario:
    sc = Scenario(auto_forced=False)
    sc.player(0, hand=list(hand0), field=list(field0), reserve=reserve0, soul="trash", mirage=mirage0,
              burst=burst0, bursts_set=bursts_set0)
    sc.player(1, field=list(field1), soul="trash")
    return sc


def mirage_of(state, p: int) -> str | None:
    pl = player(state, p)
    inst = int(pl["mirage_inst"])
    return None if inst == L.NO_CARD else load_default().card_at(int(pl["card_ids"][inst])).id


def compiled_bp(state, p: int, k: int) -> int:
    """BP as the compiled writer computes it (the observation tensor, written by bscore for both engines)."""
    from bscore.observe import OBSERVATION_OFFSETS as O

    seat = O["seats"] + (0 if p == 0 else O["seat_size"])
    return round(float(state.observation_tensor(0)[seat + O["seat_header"] + k * O["slot_fields"] + 6]) * 1000)


def _field_card(state, p: int, k: int) -> dict:
    """The reference engine's view of a field card (level, bp, keywords)."""
    from pybs.observation import live_field

    return live_field(state.record(), load_default(), True)[(p, k)]


def set_mirage(state, h: int) -> None:
    state.apply(C.mirage(h))
    while pending(state)[0] == Decision.PAY:
        state.apply(C.pay(0))


# -- card data and scripts --------------------------------------------------------------------------------
def _record(**extra) -> dict:
    base = {"id": "T-1", "name": "T", "type": "spirit", "colors": ["red"], "cost": 3, "reduction": [],
            "symbols": ["red"], "families": [], "rarity": "X", "levels": [[1, 1, 3000]], "timings": []}
    return {**base, **extra}


def test_mirage_cost_is_validated_naming_the_field() -> None:
    """R16.5: the printed Mirage cost is card data (an integer 0..), refused with a typed error naming it."""
    assert card_from_dict(_record(mirage_cost=2), "T").mirage_cost == 2
    assert card_from_dict(_record(), "T").mirage_cost is None
    for bad in (-1, "2", 1.5, True, 300):
        with pytest.raises(CardDataError, match="'mirage_cost'"):
            card_from_dict(_record(mirage_cost=bad), "T")
    with pytest.raises(CardDataError, match="'mirage_cost'"):
        card_from_dict(_record(mirage_cost=1, token=True), "T")
    assert card_from_dict(_record(mirage_cost=0), "T").to_dict()["mirage_cost"] == 0


def test_offslot_statics_are_checked_when_compiled(scripted_db) -> None:
    """R16.5 / R12.2: a "while set" static needs a Mirage and names what it affects; a "when braved" static is
    a Brave's; both add positive BP or give a keyword."""
    from pybs.effects import compile_scripts

    def on_spirit(c: CardScript) -> None:
        while_set(c, Static.BP, 1000, affects=mine())

    with pytest.raises(ScriptError, match="mirage_cost"):
        compile_scripts(scripted_db(BONES, on_spirit))

    def braved_on_spirit(c: CardScript) -> None:
        when_braved(c, Static.BP, 1000)

    with pytest.raises(ScriptError, match="Brave"):
        compile_scripts(scripted_db(BONES, braved_on_spirit))

    def negative(c: CardScript) -> None:
        while_set(c, Static.BP, -1000, affects=mine())

    with pytest.raises(ScriptError, match="positive"):
        compile_scripts(scripted_db(HAZE, negative))


# -- the MIRAGE action: set, pay, reduction, no cores ----------------------------------------------------
def test_r16_5_set_a_mirage_paying_its_mirage_cost(build) -> None:
    """R16.5: in the Main Step a hand card with a Mirage cost may be set; it pays the Mirage cost (2), not its
    cost (5), then goes face up to the Burst area: no slot, no PLACE decision, nothing placed on it."""
    state = build(scenario(hand0=[VEIL], field0=[BONES], reserve0=3))
    assert C.mirage(0) in legal(state)
    state.apply(C.mirage(0))
    assert pending(state) == (Decision.PAY, 0)
    state.apply(C.pay(0))
    state.apply(C.pay(0))
    assert pending(state) == (Decision.MAIN, 0)  # no PLACE: no cores go on a Mirage
    assert mirage_of(state, 0) == VEIL and hand_ids(state, 0) == []
    assert int(player(state, 0)["reserve"]) == 1 and int(player(state, 0)["trash_cores"]) == 2
    assert int(player(state, 0)["slot_top"]) == 1  # the field holds only Demo Bones
    assert int(state.record()["use_kind"]) == L.UseKind.NONE


def test_r16_5_reduction_symbols_lower_the_mirage_cost(build) -> None:
    """R16.5 with R7.3: the card's reduction symbols apply to the Mirage cost as to any use: one red symbol on
    the field makes the Mirage cost 2 a cost of 1."""
    state = build(scenario(hand0=[VEIL], field0=[TROOPER], reserve0=3))
    set_mirage(state, 0)
    assert mirage_of(state, 0) == VEIL and int(player(state, 0)["reserve"]) == 2


def test_r16_5_a_mirage_needs_its_cost_and_a_mirage_cost(build) -> None:
    """R16.5 / R7.6: a card without a Mirage cost is never offered, nor one whose Mirage cost cannot be paid."""
    state = build(scenario(hand0=[BONES, VEIL], field0=[], reserve0=1))
    assert [C.decode(c).name for c in legal(state)].count("MIRAGE") == 0
    with pytest.raises(IllegalActionError):
        state.apply(C.mirage(0))
    state = build(scenario(hand0=[BONES, VEIL], field0=[], reserve0=2))
    assert [c for c in legal(state) if C.decode(c).name == "MIRAGE"] == [C.mirage(1)]


def test_r16_5_once_per_turn(build) -> None:
    """R16.5: one Mirage may be set per turn ("1枚だけセットできる"): after setting one, the second is not offered
    and is refused; the next turn would allow it again (turn flags clear at the turn change, R5.7)."""
    state = build(scenario(hand0=[VEIL, HAZE], field0=[BONES], reserve0=5))
    set_mirage(state, 0)
    assert int(state.record()["turn_flags"][0]) & L.TURN_MIRAGE_SET
    assert not [c for c in legal(state) if C.decode(c).name == "MIRAGE"]
    with pytest.raises(IllegalActionError):
        state.apply(C.mirage(0))


def test_r16_5_a_new_mirage_returns_the_old_one_to_hand(build) -> None:
    """R16.5: setting a new Mirage returns the previous Mirage to its owner's hand."""
    state = build(scenario(hand0=[HAZE], field0=[BONES], reserve0=3, mirage0=VEIL))
    set_mirage(state, 0)
    assert mirage_of(state, 0) == HAZE and hand_ids(state, 0) == [VEIL]


def test_r16_5_mirage_and_burst_coexist_with_their_own_limits(build) -> None:
    """R16.5 (decided, docs/MECHANICS.md "mirage"): the Mirage is a face-up card of its own in the Burst area;
    a face-down Burst stays set beside it, and the Burst's once-per-turn limit (R13.1) is not the Mirage's:
    with a Burst already set this turn a Mirage may still be set, and the Burst stays."""
    state = build(scenario(hand0=[VEIL, LANDMINE], field0=[BONES], reserve0=3, burst0=LANDMINE, bursts_set0=1))
    assert not [c for c in legal(state) if C.decode(c).name == "SET_BURST"]  # R13.1: one Burst this turn
    set_mirage(state, 0)
    assert mirage_of(state, 0) == VEIL and int(player(state, 0)["burst_inst"]) != L.NO_CARD
    state = build(scenario(hand0=[VEIL, LANDMINE], field0=[BONES], reserve0=3))
    set_mirage(state, 0)
    assert C.set_burst(0) in legal(state)  # setting a Mirage used no Burst set
    state.apply(C.set_burst(0))
    assert mirage_of(state, 0) == VEIL and int(player(state, 0)["burst_inst"]) != L.NO_CARD


# -- "while set" effects ------------------------------------------------------------------------------------
def test_r16_5_only_while_set_effects_work_while_set(build) -> None:
    """R16.5: set as a Mirage, XMPL-M01's "while set" static gives your Spirits +1000 BP (not the opponent's),
    and its field static (+2000 to your other Spirits) does not work; on the field it is the other way round."""
    state = build(scenario(field0=[BONES, BRONTECH], mirage0=VEIL, field1=[BONES]))
    assert [bp(state, 0, 0), bp(state, 0, 1), bp(state, 1, 0)] == [2000, 6000, 1000]
    assert [compiled_bp(state, 0, 0), compiled_bp(state, 0, 1), compiled_bp(state, 1, 0)] == [2000, 6000, 1000]
    state = build(scenario(field0=[BONES, FieldCard(VEIL, cores=1)], field1=[BONES]))
    assert [bp(state, 0, 0), bp(state, 0, 1), bp(state, 1, 0)] == [3000, 5000, 1000]
    assert [compiled_bp(state, 0, 0), compiled_bp(state, 0, 1)] == [3000, 5000]
    state = build(scenario(hand0=[VEIL], field0=[BONES]))
    assert bp(state, 0, 0) == compiled_bp(state, 0, 0) == 1000  # in hand: nothing


def test_r16_5_while_set_keyword_follows_its_timing(build) -> None:
    """R16.5: XMPL-M02 set: during your turn your red Spirits have Crush +1; a purple Spirit does not."""
    state = build(scenario(field0=[TROOPER, BONES], mirage0=HAZE))
    assert _field_card(state, 0, 0)["keywords"] == {"crush": 1}
    assert _field_card(state, 0, 1)["keywords"] == {}
    sc = scenario(field0=[TROOPER], mirage0=HAZE)
    sc.active = 1
    sc.step = "main"
    state = build(sc)
    assert _field_card(state, 0, 0)["keywords"] == {}


def test_r16_5_a_mirage_is_public_information() -> None:
    """R16.5: the Mirage is face up: both players' observations show it (dict and tensor), and resampling
    the hidden cards keeps it."""
    from bscore.observe import OBSERVATION_OFFSETS as O

    state = scenario(field0=[BONES], mirage0=VEIL).build()
    row = load_default().row(VEIL)
    for viewer in (0, 1):
        assert state.observation(viewer)["players"][0]["mirage"] == VEIL
        seat = O["seats"] + (0 if viewer == 0 else O["seat_size"])
        assert int(state.observation_tensor(viewer)[seat + 14]) == row + 1
    assert mirage_of(state.resample(1, 7), 0) == VEIL


def test_r16_5_from_bytes_refuses_a_bad_mirage() -> None:
    """R16.5: the state checks accept a set Mirage and refuse one without a Mirage cost or in two places."""
    sc = scenario(hand0=[BONES], field0=[FieldCard(VEIL, cores=1)], mirage0=VEIL)
    state = sc.build()
    rec = sc.record()
    assert State.from_record(rec, state.game).same_as(state)
    bad = rec.copy()
    bad["players"][0]["mirage_inst"] = bad["players"][0]["slots"][0]["inst"]  # also on the field
    with pytest.raises(StateError, match="conservation"):
        State.from_record(bad, state.game)
    bad = rec.copy()
    inst = int(bad["players"][0]["mirage_inst"])
    bad["players"][0]["card_ids"][inst] = load_default().row(BONES)  # a card with no Mirage cost
    with pytest.raises(StateError, match="Mirage"):
        State.from_record(bad, state.game)


# -- "when braved" statics (R12.2) -------------------------------------------------------------------------
def test_r12_2_when_braved_statics_work_only_while_fused(build) -> None:
    """R12.2: XMPL-B06 fused: the Braved Spirit has Crush +2 and its +2000 BP+, your other Spirits +1000 BP;
    the opponent's do not. As a Spirit-state Brave neither static works."""
    state = build(scenario(field0=[FieldCard(BRONTECH, cores=1, brave=BANNER), BONES], field1=[BONES]))
    assert [bp(state, 0, 0), bp(state, 0, 1), bp(state, 1, 0)] == [7000, 2000, 1000]
    assert [compiled_bp(state, 0, 0), compiled_bp(state, 0, 1), compiled_bp(state, 1, 0)] == [7000, 2000, 1000]
    assert _field_card(state, 0, 0)["keywords"] == {"crush": 2}
    state = build(scenario(field0=[FieldCard(BANNER, cores=1), BONES]))
    assert [bp(state, 0, 0), bp(state, 0, 1)] == [3000, 1000]
    assert [compiled_bp(state, 0, 0), compiled_bp(state, 0, 1)] == [3000, 1000]
    assert _field_card(state, 0, 0)["keywords"] == {}


# -- both engines over whole games --------------------------------------------------------------------------
def test_mirage_example_deck_plays_identically_on_both_engines() -> None:
    """R16.5 differential: seeded random games with XMPL-RED (the Mirage examples) on both engines, compared
    after every action; Mirages get set in them."""
    import random

    from test_differential_engines import play_both

    chooser = random.Random("mirage-differential")
    set_any = False
    for seed in range(8):
        game = Game(("XMPL-RED", "ST02") if seed % 2 else ("ST03", "XMPL-RED"), seed=seed, auto_forced=seed % 3 != 0)
        _, final = play_both(game, seed, chooser)
        set_any = set_any or any(int(player(final, p)["mirage_inst"]) != L.NO_CARD for p in (0, 1))
    assert set_any


def test_mirage_example_deck_passes_the_invariant_fuzz() -> None:
    """R16.5 under the compiled invariant fuzz: every invariant after every action, every legal action applies,
    illegal ones are refused."""
    from test_fuzz import assert_clean, fuzz

    from pybs.rules import RuleSet

    result = fuzz(("XMPL-RED", "XMPL-RED"), RuleSet(), 40, 16)
    assert_clean(result, 40, "mirage examples")


# -- R12.2 with R14.3: a Braved Ultimate's U-Trigger ------------------------------------------------------------
@pytest.mark.parametrize(("brave", "hit"), [(None, False), ("XMPL-B02", True)])
def test_r12_2_a_braved_ultimate_u_trigger_compares_the_pairs_cost(build, brave, hit) -> None:
    """R12.2 / R14.3 (CN 2.1: a Braved Ultimate adds the Brave's cost, "合体了的究极也与合体战魂同样追加「费用」"):
    XMPL-U02 (cost 7) against a trashed cost-8 card is a Guard alone and a Hit braved with XMPL-B02 (7 + 4)."""
    sc = Scenario(auto_forced=False, step="attack", turn=3)
    sc.player(0, field=[FieldCard("XMPL-U02", cores=2, brave=brave), FieldCard("ST01-004", cores=3)], soul="trash")
    sc.player(1, field=[FieldCard(BONES)], deck=["ST05-001", "ST01-004"], soul="trash")
    state = build(sc)
    state.apply(C.attack(0))
    assert pending(state) == ((Decision.CHOOSE, 0) if hit else (Decision.FLASH, 1))


def test_r12_10_a_spirit_state_brave_fusing_loses_its_temporary_effects(build) -> None:
    """R12.10: a fused Brave is in no slot, so a temporary effect on the Spirit-state Brave (+2000 BP this turn)
    ends when it fuses; the pair keeps only the Brave's "when braved" BP+ (the invariant fuzz found this)."""
    from pybs.testing import TempEffect

    sc = scenario(field0=[FieldCard(BANNER, cores=1), BRONTECH])
    sc.mods = [TempEffect(0, "BP", slot=0, value=2000)]
    state = build(sc)
    assert bp(state, 0, 0) == 5000
    state.apply(C.fuse(0, 1))
    assert int(state.record()["n_mods"]) == 0
    assert bp(state, 0, 1) == 7000  # 5000 + 2000 when braved
    if isinstance(state, State):
        state.check_invariants()  # no mod is left on an instance in no slot
