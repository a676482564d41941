"""R15 Advent and CN Q22-Q27 on both engines (the ``build`` fixture), with the example cards XMPL-A01..A03.

XMPL-A01 Solbright: "[Flash] Advent" onto your Spirit/Ultimate costing 3+; when it Advents it destroys an
opposing Spirit of 5000 BP or less; while Advented it has +3000 BP. XMPL-A02 Lumiere: Advent onto an
"Example" Spirit in your Attack Step's Flash timings (its data allows the hand-side, CN Q27). XMPL-A03:
a vanilla cost-3 "Example" Spirit, the usual target.
"""

from __future__ import annotations

import random

import numpy as np
import pytest
from conftest import bp, field, hand_ids, legal, pending, player, summon, trash_ids, use_magic
from test_differential_engines import step_both
from test_fuzz import EVERY_CODE

from pybs import codec as C
from pybs import layout as L
from pybs.carddb import CardDatabase, card_from_dict, load_default
from pybs.decks import Deck, builtin_decks
from pybs.effects import effect_tables
from pybs.effects.script import CardScript, Filter, ScriptError
from pybs.effects.spec import ADVENT_FROM_HAND_SIDE, AbilityKind
from pybs.errors import CardDataError, StateError
from pybs.game import Game, State
from pybs.layout import Decision
from pybs.testing import FieldCard, Scenario

SOLBRIGHT, LUMIERE, SQUIRE = "XMPL-A01", "XMPL-A02", "XMPL-A03"
RAINEEDLE = "ST01-004"  # red vanilla, cost 1, Lv1 1 core 1000 BP
MOONBOW = "ST01-006"  # red, cost 4, Lv3 (7 cores) 8000 BP
FIRE_WALL = "ST01-016"  # Burst: after your Life is reduced (R13)
CANYON = "BSS01-101"  # a Nexus (cost 4)
PENTAN = "ST04-010"  # cost 2, "When Summoned": reveal the top card
COUNTER_SWORD = "BSS01-129"  # Burst: after the opponent resolves a "When Summoned" effect, a Spirit to deck top
DREAM_BOMB = "ST03-015"  # Magic, Flash: return an opposing Spirit to its owner's hand


def advent_codes(state) -> list[int]:
    return [c for c in legal(state) if C.decode(c).name == "ADVENT"]


def sources(state, p: int, k: int) -> list[str]:
    """Card ids of the Advent sources under (p, k), lowest instance first."""
    db = load_default()
    pl = player(state, p)
    mask = int(pl["advent_sources"][k])
    return [db.card_at(int(pl["card_ids"][i])).id for i in range(L.MAX_CARDS) if mask >> i & 1]


def main_position(p0: dict, p1: dict | None = None, db: CardDatabase | None = None) -> Scenario:
    sc = Scenario(turn=3, active=0, step="main", auto_forced=False, db=db)
    sc.player(0, **{"reserve": 2, **p0})
    sc.player(1, **{"soul": "trash", **(p1 or {})})
    return sc


def advent_on(state, hand_index: int, choice: int = 0) -> None:
    """ADVENT hand card ``hand_index`` and pick the ``choice``-th target (R15.2 steps 1-2)."""
    state.apply(C.advent(hand_index))
    if pending(state) == (Decision.CHOOSE, 0):  # with auto_forced a single target is taken at once
        state.apply(C.choice(choice))


# -- R15.1 -----------------------------------------------------------------------------------------------
def test_r15_1_advent_is_not_a_summon_pays_no_cost_and_moves_no_core(build) -> None:
    """R15.1 (CN 4): Solbright goes from hand onto Squire; the Reserve pays nothing, Squire's cores stay on the
    stack, and the stack is one field card (the slot keeps its place, Squire lies under it)."""
    state = build(main_position({"hand": [SOLBRIGHT], "field": [FieldCard(SQUIRE, cores=2)]}))
    assert advent_codes(state) == [C.advent(0)]
    option = next(o for o in state.pending_decision().options if o.code == C.advent(0))
    assert option.verb == "advent" and option.card.card == SOLBRIGHT
    advent_on(state, 0)
    assert field(state, 0) == {0: {"card": SOLBRIGHT, "cores": 2, "soul": False, "exhausted": 0}}
    assert sources(state, 0, 0) == [SQUIRE]
    assert int(player(state, 0)["reserve"]) == 2 and hand_ids(state, 0) == []
    assert int(player(state, 0)["soul_loc"]) == L.SOUL_TRASH
    assert pending(state) == (Decision.MAIN, 0)


def test_r15_1_an_ultimate_is_a_target_too(build) -> None:
    """R15.1: Advent goes on a Spirit or an Ultimate meeting the condition: the example Ultimate (cost 6)."""
    state = build(main_position({"hand": [SOLBRIGHT], "field": [FieldCard("XMPL-U01", cores=2)]}))
    advent_on(state, 0)
    assert field(state, 0)[0]["card"] == SOLBRIGHT and sources(state, 0, 0) == ["XMPL-U01"]


def test_r15_1_advent_needs_the_soul_core(build) -> None:
    """R15.1: Advent is used "using the Soul Core": with it in the Trash no ADVENT code is offered."""
    state = build(main_position({"hand": [SOLBRIGHT], "field": [FieldCard(SQUIRE, cores=2)], "soul": "trash"}))
    assert advent_codes(state) == []
    assert C.advent(0) not in legal(state)


def test_r15_1_the_timing_the_text_allows(build) -> None:
    """R15.1: Lumiere Advents only in its controller's Attack Step Flash timings; Solbright ("[Flash]") in the
    Main Step as well. In the opponent's Attack Step only Solbright is offered to the defender."""
    p0 = {"hand": [SOLBRIGHT, LUMIERE], "field": [FieldCard(SQUIRE, cores=2)]}
    state = build(main_position(p0))
    assert advent_codes(state) == [C.advent(0)]  # Main Step: not Lumiere
    sc = main_position(p0, {"field": [FieldCard(RAINEEDLE)]})
    sc.step = "attack"
    state = build(sc)
    state.apply(C.attack(0))
    assert pending(state) == (Decision.FLASH, 1)
    state.apply(C.PASS)
    assert pending(state) == (Decision.FLASH, 0)
    assert advent_codes(state) == [C.advent(0), C.advent(1)]  # your Attack Step: both
    sc = Scenario(turn=4, active=1, step="attack", auto_forced=False)
    sc.player(0, **p0, reserve=2)
    sc.player(1, field=[FieldCard(RAINEEDLE)], soul="trash")
    state = build(sc)
    state.apply(C.attack(0))
    assert pending(state) == (Decision.FLASH, 0)
    assert advent_codes(state) == [C.advent(0)]  # the opponent's Attack Step: Solbright only


# -- R15.2 -----------------------------------------------------------------------------------------------
def test_r15_2_procedure_condition_soul_core_stack_then_when_advents(build) -> None:
    """R15.2: the target must meet the condition (cost 3+: Squire yes, Raineedle no); the Soul Core goes to the
    Trash; the card is stacked; then "when this Advents" works: it destroys an opposing 1000-BP Spirit."""
    p0 = {"hand": [SOLBRIGHT], "field": [FieldCard(RAINEEDLE, cores=2), FieldCard(SQUIRE, cores=2)]}
    state = build(main_position(p0, {"field": [FieldCard(RAINEEDLE)]}))
    state.apply(C.advent(0))
    assert pending(state) == (Decision.CHOOSE, 0)
    assert legal(state) == [C.choice(0)]  # the one target meeting the condition
    assert int(player(state, 0)["soul_loc"]) == L.SOUL_RESERVE  # revealed, not yet paid
    state.apply(C.choice(0))
    assert field(state, 0)[1]["card"] == SOLBRIGHT and sources(state, 0, 1) == [SQUIRE]
    assert int(player(state, 0)["soul_loc"]) == L.SOUL_TRASH
    assert pending(state) == (Decision.CHOOSE, 0)  # step 5: its "when this Advents" effect
    state.apply(C.choice(0))
    assert field(state, 1) == {} and trash_ids(state, 1) == [RAINEEDLE]


def test_r15_2_the_soul_core_on_the_target_pays_too(build) -> None:
    """R15.2 step 3: the Soul Core on the target itself goes to the Trash; its normal cores stay (Lv1 holds)."""
    state = build(main_position({"hand": [SOLBRIGHT], "field": [FieldCard(SQUIRE, cores=1, soul=True)],
                                 "soul": None}))
    advent_on(state, 0)
    assert field(state, 0) == {0: {"card": SOLBRIGHT, "cores": 1, "soul": False, "exhausted": 0}}
    assert int(player(state, 0)["soul_loc"]) == L.SOUL_TRASH


def lumiere_in_attack_step(build, p0: dict):
    """Player 0 attacks with the Squire in slot 0 and gets the Flash timing where Lumiere may Advent."""
    sc = main_position({"hand": [LUMIERE], **p0}, {"field": [FieldCard(RAINEEDLE)]})
    sc.step = "attack"
    state = build(sc)
    state.apply(C.attack(0))
    state.apply(C.PASS)
    assert pending(state) == (Decision.FLASH, 0) and advent_codes(state) == [C.advent(0)]
    return state


def test_r15_2_the_soul_core_goes_to_the_reserve_the_text_names(build) -> None:
    """R15.2 step 3 (CN 4: "move the Soul Core to the place named"): Lumiere's text sends the Soul Core to the
    Reserve, so the Soul Core on the target goes to the Reserve, not the Trash; the normal cores stay."""
    state = lumiere_in_attack_step(build, {"field": [FieldCard(SQUIRE, cores=2, soul=True)], "soul": None})
    advent_on(state, 0)
    assert field(state, 0)[0] == {"card": LUMIERE, "cores": 2, "soul": False, "exhausted": 1}
    assert int(player(state, 0)["soul_loc"]) == L.SOUL_RESERVE
    assert int(player(state, 0)["reserve"]) == 2


def test_r15_2_cn_q25_the_soul_core_from_life_to_the_reserve_still_reduces_life(build) -> None:
    """R15.2 step 3 with CN Q25: moving the Soul Core out of the Life reduces Life wherever the text sends it
    (here the Reserve): "after your Life is reduced" Bursts may be activated."""
    state = lumiere_in_attack_step(build, {"field": [FieldCard(SQUIRE, cores=2)], "soul": "life", "life": 3,
                                           "burst": FIRE_WALL})
    advent_on(state, 0)
    assert int(player(state, 0)["soul_loc"]) == L.SOUL_RESERVE and int(player(state, 0)["life"]) == 3
    assert int(state.record()["turn_flags"][0]) & L.TURN_LOST_LIFE
    assert pending(state) == (Decision.BURST, 0)


def test_r15_2_r6_6_an_advent_text_naming_the_void_sends_the_soul_core_there(build, scripted_db) -> None:
    """R15.2 step 3 with R6.6 (the Soul Core goes to the Void only when the effect names it): a synthetic
    Solbright whose Advent names the Void leaves the Soul Core in the Void, where it can pay no more."""
    from pybs.effects.spec import CoreZone

    db = scripted_db(SOLBRIGHT, lambda c: c.advent(Filter(cost_min=3), soul_to=CoreZone.VOID))
    state = build(main_position({"hand": [SOLBRIGHT], "field": [FieldCard(SQUIRE, cores=2)]}, db=db))
    advent_on(state, 0)
    assert field(state, 0)[0]["card"] == SOLBRIGHT and int(player(state, 0)["soul_loc"]) == L.SOUL_VOID


def test_r15_2_the_soul_core_never_goes_to_life_by_advent() -> None:
    """R6.6: an Advent text sends the Soul Core to the Trash, the Reserve or a named Void; the Life is refused."""
    from pybs.effects.spec import CoreZone

    with pytest.raises(ScriptError, match=r"Trash, the Reserve or a named Void \(R15\.2, R6\.6\)"):
        CardScript("T-1").advent(Filter(cost_min=3), soul_to=CoreZone.LIFE)
    CardScript("T-1").advent(Filter(cost_min=3), soul_to=CoreZone.RESERVE)  # no longer refused


# -- R15.3 -----------------------------------------------------------------------------------------------
def test_r15_3_a_battling_spirit_keeps_battling_and_keeps_its_effects(build) -> None:
    """R15.3 (CN 4): Squire attacks with +2000 BP from an effect; Solbright Advents onto it in the Flash timing.
    The Advented Spirit is still the attacker, keeps the +2000 (6000 + 3000 while Advented + 2000) and,
    unblocked, takes a Life."""
    from pybs.testing import TempEffect

    sc = main_position({"hand": [SOLBRIGHT], "field": [FieldCard(SQUIRE, cores=2)]}, {"life": 5})
    sc.step = "attack"
    sc.mods = [TempEffect(0, "BP", slot=0, value=2000, source=0)]
    state = build(sc)
    state.apply(C.attack(0))
    state.apply(C.PASS)  # the defender passes first
    advent_on(state, 0)
    assert int(state.record()["attacker"]) == 0 and field(state, 0)[0]["card"] == SOLBRIGHT
    assert bp(state, 0, 0) == 6000 + 3000 + 2000
    assert pending(state) == (Decision.FLASH, 1)  # R10.4: the other player may answer
    state.apply(C.PASS)
    state.apply(C.PASS)
    assert pending(state) == (Decision.BLOCK, 1)
    state.apply(C.PASS)
    assert int(player(state, 1)["life"]) == 4


def test_r15_3_the_source_loses_its_own_effects(build) -> None:
    """R15.3: a Solbright under another Solbright is a source: its "while Advented" +3000 no longer counts
    (only the top card's does), and the stack's BP is the top card's."""
    state = build(main_position({"hand": [SOLBRIGHT], "field": [FieldCard(SOLBRIGHT, cores=2)]}))
    assert bp(state, 0, 0) == 6000  # summoned normally: not Advented (CN Q24)
    advent_on(state, 0)
    assert sources(state, 0, 0) == [SOLBRIGHT]
    assert bp(state, 0, 0) == 6000 + 3000


# -- R15.4 -----------------------------------------------------------------------------------------------
def test_r15_4_while_advented_decides_a_battle(build) -> None:
    """R15.4: Solbright's "while Advented" +3000 works in the BP comparison: Advented (9000) it beats a Lv3
    Moonbow (8000); a Solbright put on the field without Advent (6000) would lose (CN Q24)."""
    p1 = {"field": [FieldCard(MOONBOW, cores=7)]}
    for advented in (True, False):
        p0 = ({"hand": [SOLBRIGHT], "field": [FieldCard(SQUIRE, cores=2)]} if advented
              else {"field": [FieldCard(SOLBRIGHT, cores=2)]})
        sc = main_position(p0, p1)
        state = build(sc)
        if advented:
            advent_on(state, 0)
        state.apply(C.PASS)  # end the Main Step
        assert pending(state) == (Decision.ATTACK, 0)
        state.apply(C.attack(0))
        state.apply(C.PASS)
        state.apply(C.PASS)
        state.apply(C.block(0))
        state.apply(C.PASS)
        state.apply(C.PASS)
        loser = 1 if advented else 0
        assert field(state, loser) == {}, advented
        assert trash_ids(state, loser) == ([MOONBOW] if advented else [SOLBRIGHT])


def test_r15_4_the_sources_go_to_the_trash_with_a_depleted_spirit(build) -> None:
    """R15.4: the Advented Spirit leaves the field and its source goes to the same place: with its cores moved
    away it is depleted (R6.2) and both cards go to the Trash."""
    state = build(main_position({"hand": [SOLBRIGHT], "field": [FieldCard(SQUIRE, cores=2)]}))
    advent_on(state, 0)
    state.apply(C.move(1, 0))
    state.apply(C.move(1, 0))  # R6.2: no core left
    assert field(state, 0) == {}
    assert sorted(trash_ids(state, 0)) == [SOLBRIGHT, SQUIRE]
    assert int(player(state, 0)["advent_sources"][0]) == 0


def test_r15_4_the_sources_go_to_the_hand_with_a_returned_spirit(build) -> None:
    """R15.4: Dream Bomb returns the Advented attacker to its owner's hand: its source goes to the hand too."""
    sc = main_position({"hand": [SOLBRIGHT], "field": [FieldCard(SQUIRE, cores=2)]},
                       {"hand": [DREAM_BOMB], "reserve": 5})
    sc.step = "attack"
    state = build(sc)
    state.apply(C.attack(0))
    state.apply(C.PASS)
    advent_on(state, 0)
    assert pending(state) == (Decision.FLASH, 1)
    use_magic(state, 0)
    assert pending(state) == (Decision.CHOOSE, 1)
    state.apply(C.choice(0))
    assert field(state, 0) == {}
    assert sorted(hand_ids(state, 0)) == [SOLBRIGHT, SQUIRE]
    assert int(player(state, 0)["advent_sources"][0]) == 0


def test_r15_4_the_sources_go_to_the_deck_with_a_spirit_put_there(build) -> None:
    """R15.4: Counter Sword's Burst puts the Advented Solbright on top of its owner's deck: Squire, its source,
    goes there too (after it)."""
    p0 = {"hand": [SOLBRIGHT, PENTAN], "field": [FieldCard(SQUIRE, cores=2)], "reserve": 3,
          "deck": [RAINEEDLE] * 5}
    state = build(main_position(p0, {"burst": COUNTER_SWORD}))
    advent_on(state, 0)
    summon(state, 0)  # Pentan's "When Summoned" resolves: the opponent's Burst condition
    while pending(state) != (Decision.BURST, 1):
        state.apply(legal(state)[0])
    state.apply(C.CONFIRM)
    assert pending(state) == (Decision.CHOOSE, 1)
    state.apply(C.choice(0))  # slot 0: the Advented Solbright
    assert SOLBRIGHT not in [f["card"] for f in field(state, 0).values()]
    pl = player(state, 0)
    top = [load_default().card_at(int(pl["card_ids"][int(i)])).id for i in pl["deck"][: int(pl["deck_count"])]]
    assert top[-2:] == [SOLBRIGHT, SQUIRE]
    assert int(pl["advent_sources"][0]) == 0


# -- R15.5, CN Q22-Q27 -------------------------------------------------------------------------------------
def test_cn_q22_not_onto_a_spirit_holding_only_the_soul_core(build) -> None:
    """R15.5, CN Q22: a Squire with only the Soul Core on it is no Advent target (none offered). Beside a Squire
    with a normal core, only that one is offered; paying with the Soul Core then depletes the first (R6.2)."""
    base = {"hand": [SOLBRIGHT], "soul": None}
    state = build(main_position({**base, "field": [FieldCard(SQUIRE, cores=0, soul=True)]}))
    assert advent_codes(state) == []
    state = build(main_position({**base, "field": [FieldCard(SQUIRE, cores=0, soul=True),
                                                   FieldCard(SQUIRE, cores=1)]}))
    state.apply(C.advent(0))
    assert legal(state) == [C.choice(0)]  # slot 1 only
    state.apply(C.choice(0))
    assert field(state, 0) == {1: {"card": SOLBRIGHT, "cores": 1, "soul": False, "exhausted": 0}}
    assert trash_ids(state, 0) == [SQUIRE]


BRAVE = "TEST-ADV-BRAVE"


@pytest.fixture(scope="module")
def brave_db() -> CardDatabase:
    card = card_from_dict(
        {"id": BRAVE, "name": "Test Brave", "type": "brave", "colors": ["red"], "cost": 5, "reduction": [],
         "symbols": ["red"], "families": ["Example"], "rarity": "C", "levels": [[1, 1, 5000]], "timings": []},
        "TEST",
    )
    return CardDatabase(list(load_default().cards) + [card])


def test_cn_q23_not_onto_a_spirit_state_brave_or_a_nexus(build, brave_db) -> None:
    """R15.5, CN Q23: a Brave used as a Spirit and a Nexus meet "cost 3 or more" but are no Advent targets."""
    p0 = {"hand": [SOLBRIGHT], "field": [FieldCard(BRAVE, cores=2), FieldCard(CANYON, cores=1)]}
    state = build(main_position(p0, db=brave_db))
    assert advent_codes(state) == []
    p0["field"] = [FieldCard(BRAVE, cores=2), FieldCard(CANYON, cores=1), FieldCard(SQUIRE, cores=1)]
    state = build(main_position(p0, db=brave_db))
    state.apply(C.advent(0))
    assert legal(state) == [C.choice(0)]
    state.apply(C.choice(0))
    pl = player(state, 0)
    assert brave_db.card_at(int(pl["card_ids"][int(pl["slots"][2]["inst"])])).id == SOLBRIGHT


def test_cn_q24_only_advent_makes_a_spirit_advented(build) -> None:
    """CN Q24: only face-up cards put under it by Advent are sources (the engine stacks no face-down cards);
    a Solbright put on the field otherwise has no source and is not "Advented": no +3000."""
    state = build(main_position({"field": [FieldCard(SOLBRIGHT, cores=2)]}))
    assert int(player(state, 0)["advent_sources"][0]) == 0
    assert bp(state, 0, 0) == 6000


def test_cn_q25_the_soul_core_from_life_reduces_life_and_offers_the_burst(build) -> None:
    """CN Q25: paying with the Soul Core from one's own Life reduces Life: the "after your Life is reduced"
    Burst (Fire Wall) may be activated."""
    state = build(main_position({"hand": [SOLBRIGHT], "field": [FieldCard(SQUIRE, cores=2)], "soul": "life",
                                 "life": 3, "burst": FIRE_WALL}))
    advent_on(state, 0)
    assert int(player(state, 0)["soul_loc"]) == L.SOUL_TRASH and int(player(state, 0)["life"]) == 3
    assert int(state.record()["turn_flags"][0]) & L.TURN_LOST_LIFE
    assert pending(state) == (Decision.BURST, 0)


def test_cn_q25_without_life_cores_the_soul_core_was_the_last_life(build) -> None:
    """CN Q25 with R4.1: the Soul Core as the only core in Life; moving it for Advent empties the Life."""
    state = build(main_position({"hand": [SOLBRIGHT], "field": [FieldCard(SQUIRE, cores=2)], "soul": "life",
                                 "life": 0}))
    advent_on(state, 0)
    assert state.is_terminal() and int(state.record()["winner"]) == 1


def test_cn_q26_an_advented_spirit_may_advent_again(build) -> None:
    """CN Q26: a second Solbright Advents onto the Advented one (after the Refresh Step brought the Soul Core
    back from the Trash); the first one becomes a source too."""
    sc = main_position({"hand": [SOLBRIGHT, SOLBRIGHT], "field": [FieldCard(SQUIRE, cores=2)]})
    sc.auto_forced = True
    state = build(sc)
    advent_on(state, 0)
    for _ in range(200):  # pass to player 0's next Main Step
        if pending(state) == (Decision.MAIN, 0) and int(state.record()["turn"]) == 5:
            break
        state.apply(C.PASS if C.PASS in legal(state) else legal(state)[0])
    assert int(player(state, 0)["soul_loc"]) == L.SOUL_RESERVE
    assert C.advent(0) in advent_codes(state)
    advent_on(state, hand_ids(state, 0).index(SOLBRIGHT))
    assert field(state, 0)[0]["card"] == SOLBRIGHT
    assert sorted(sources(state, 0, 0)) == [SOLBRIGHT, SQUIRE]


def test_cn_q27_from_the_hand_side_only_if_the_text_allows(engine) -> None:
    """CN Q27: Advent from the hand always; from the hand-side only when the card data says the text allows
    it (advent_hand_side -> the ADVENT row's flag). Both engines read the flag with the same rule."""
    from bscore.advent import advent_zone_allowed
    from pybs.reference.advent import advent_zone_ok

    zone_ok = advent_zone_allowed if engine == "fast" else advent_zone_ok
    arrays = effect_tables(load_default()).arrays()
    db = load_default()
    flags = {}
    for cid in (SOLBRIGHT, LUMIERE):
        start = int(arrays["card_ab_start"][db.row(cid)])
        kinds = arrays["ab_kind"][start:start + int(arrays["card_ab_count"][db.row(cid)])]
        ab = start + int(np.flatnonzero(kinds == AbilityKind.ADVENT)[0])
        flags[cid] = int(arrays["ab_flags"][ab])
    assert flags == {SOLBRIGHT: 0, LUMIERE: ADVENT_FROM_HAND_SIDE}
    assert zone_ok(flags[SOLBRIGHT], False) and zone_ok(flags[LUMIERE], False)
    assert not zone_ok(flags[SOLBRIGHT], True)
    assert zone_ok(flags[LUMIERE], True)


# -- card data, scripts and bytes --------------------------------------------------------------------------
def _record(**extra) -> dict:
    return {"id": "T-1", "name": "T", "type": "spirit", "colors": ["red"], "cost": 3, "reduction": [],
            "symbols": ["red"], "families": [], "rarity": "C", "levels": [[1, 1, 1000]], "timings": [], **extra}


@pytest.mark.parametrize(("extra", "field_name"), [
    ({"advent": "yes"}, "advent"),
    ({"advent": True, "type": "magic", "levels": []}, "advent"),
    ({"advent_hand_side": True}, "advent_hand_side"),
    ({"advent": True, "advent_hand_side": 1}, "advent_hand_side"),
])
def test_r15_card_data_is_validated(extra: dict, field_name: str) -> None:
    """The Advent fields are typed and checked: CardDataError names the field (docs/CARDSETS.md "Advent")."""
    with pytest.raises(CardDataError, match=f"field '{field_name}'"):
        card_from_dict(_record(**extra), "TEST")
    assert card_from_dict(_record(advent=True, advent_hand_side=True), "TEST").to_dict()["advent_hand_side"]


def test_r15_script_and_card_data_must_agree() -> None:
    """An Advent ability needs ``advent: true`` and the other way round; Advent names field Spirits/Ultimates."""
    from pybs.effects.compiler import compile_scripts

    db = CardDatabase([card_from_dict(_record(), "TEST")])
    with pytest.raises(ScriptError, match="advent=False"):
        compile_scripts(db, {"T-1": lambda c: c.advent(Filter(cost_min=3))})
    db = CardDatabase([card_from_dict(_record(advent=True), "TEST")])
    with pytest.raises(ScriptError, match="advent=True"):
        compile_scripts(db, {"T-1": lambda c: None})
    with pytest.raises(ScriptError, match="Advent condition"):
        CardScript("T-1").advent(Filter(types=(L.CardType.NEXUS,)))


def test_r15_3_sources_edited_into_nonsense_are_rejected() -> None:
    """R15.3: an Advent source is in no other zone: bytes naming a card in hand as a source, or sources under
    an empty slot, are refused by from_bytes."""
    from bscore.state import checksum

    state = main_position({"hand": [SOLBRIGHT], "field": [FieldCard(SQUIRE, cores=2)]}).build()
    advent_on(state, 0)
    State.from_bytes(state.raw_bytes() + checksum(state.raw_bytes()), state.game)

    def edited(fn) -> bytes:
        rec = np.frombuffer(state.raw_bytes(), dtype=L.STATE_DTYPE)[0].copy()
        fn(rec["players"][0])
        raw = L.record_bytes(rec)
        return raw + checksum(raw)

    with pytest.raises(StateError):  # a source that is also on the field
        State.from_bytes(edited(lambda pl: pl["advent_sources"].__setitem__(0, int(pl["advent_sources"][0])
                                                                          | 1 << int(pl["slots"][0]["inst"]))),
                         state.game)
    with pytest.raises(StateError):  # sources under an empty slot
        State.from_bytes(edited(lambda pl: pl["advent_sources"].__setitem__(3, 1)), state.game)


# -- differential games and invariant fuzz with the example cards -------------------------------------------
def advent_deck() -> Deck:
    """ST01 with the three Advent example cards in place of three of its lines (R2.2: three copies each)."""
    base = [e for e in builtin_decks()["ST01"].entries]
    return Deck("ADVENT-RED", tuple(base[3:]) + ((SOLBRIGHT, 3), (LUMIERE, 3), (SQUIRE, 3)))


def test_r15_differential_games_with_the_advent_examples() -> None:
    """Seeded random games with the Advent examples through both engines, ADVENT preferred when legal: the same
    legal actions, bytes and hashes after every action, and Advents really happen."""
    chooser = random.Random("advent-differential")
    advents = 0
    for i in range(12):
        game = Game((advent_deck(), advent_deck() if i % 2 else "ST02"), seed=0, auto_forced=bool(i % 3))
        seed = chooser.getrandbits(64)
        fast, ref = game.new_initial_state(seed), game.reference_state(seed)
        n = 0
        while not fast.is_terminal() and n < 3000:
            codes = [int(c) for c in fast.legal_actions()]
            assert codes == ref.legal_actions(), f"seed {seed} after {n} actions"
            adv = [c for c in codes if c >= C.ADVENT]
            code = chooser.choice(adv) if adv and chooser.random() < 0.7 else chooser.choice(codes)
            advents += code >= C.ADVENT
            n += 1
            step_both(fast, ref, code, f"seed {seed}: action #{n}")
        assert ref.is_terminal() == fast.is_terminal()
    assert advents >= 5


def test_r15_invariant_fuzz_with_the_advent_examples() -> None:
    """The compiled invariant fuzz (every legal code applied and checked, illegal codes refused) over games with
    the Advent examples."""
    from bscore.fuzz import run_fuzz

    game = Game((advent_deck(), advent_deck()))
    result = run_fuzz(game.handle, game.rows[0], game.rows[1], game.rules_bytes, 40, 1515, options=game.options,
                      illegal_samples=8, every_legal=True, every_code=EVERY_CODE)
    assert result["failure"] is None, result["failure"]
    assert result["games"] == 40


def test_r15_2_advent_onto_a_reborn_card_turns_the_source_to_its_front_face(build) -> None:
    """R15.2 with R16.1: an Advent source is no longer on the field, so a Rebirth card showing its back face
    (XMPL-R01/back) becomes a source with its front face, and the slot is no longer flipped (the fuzz found a
    stale flipped marker on the new top card)."""
    from pybs.game import State

    state = build(main_position({"hand": [SOLBRIGHT], "field": [FieldCard("XMPL-R01/back", cores=2)]}))
    assert int(player(state, 0)["slots"][0]["flipped"]) == 1
    advent_on(state, 0)
    assert field(state, 0)[0]["card"] == SOLBRIGHT and sources(state, 0, 0) == ["XMPL-R01"]
    assert int(player(state, 0)["slots"][0]["flipped"]) == 0
    if isinstance(state, State):
        state.check_invariants()
        assert State.from_record(state.record().copy(), state.game).raw_bytes() == state.raw_bytes()
