"""R12.9 two-spirit Braves and CN Q14-Q18, on both engines, with the example card XMPL-B51.

Seed 000 (CN rulebook), "异魔神合体与2体战魂进行合体！": a two-spirit Brave fuses with up to two Spirits, each a
Braved Spirit of its own with "left braved" / "right braved" effects; as a Spirit it is never exhausted, even by
effects, and cannot attack or block; cores go on the Spirits. Q14-Q18 are in the Q&A "关于合体".

Helpers and the other example cards come from tests/test_r12_braves.py.
"""

from __future__ import annotations

import pytest
from conftest import bp, field, legal, pending, player, trash_ids
from test_r12_braves import (
    KNIGHT,
    MITHRIL,
    SABER,
    SCOUT,
    SHINJI,
    _record,
    brave_at,
    codes,
    pay_all,
    scenario,
)

from pybs import codec as C
from pybs import layout as L
from pybs.carddb import card_from_dict, load_default
from pybs.effects import compile_scripts
from pybs.effects.script import ScriptError, brave, mine
from pybs.errors import CardDataError
from pybs.layout import Decision
from pybs.testing import FieldCard, Scenario

HALO = "XMPL-B51"  # two-spirit Brave, cost 5, Lv1 1 core 3000; +4000 when braved; Spirits costing 3+; left: Void core
CURIOSITY = "BSS01-057"  # Lv2, either Attack Step: an opposing destruction leaves a Mecha Spirit exhausted instead
BURNING_FORCE = "BSS01-121"  # Main/Flash: destroy two opposing Spirits of 3000 BP or less


def side_of(state, p: int, k: int) -> int:
    return int(player(state, p)["brave_side"][k])


def test_q16_two_spirit_brave_fuses_with_each_spirit_separately(build) -> None:
    """CN Q16 / R12.9: with two Spirits it may fuse with, a two-spirit Brave fuses with one at a time: summoned,
    it fuses with one (left side); then, in the Main Step, its free side fuses with the other (right side). Each
    is its own Braved Spirit with its own BP and level."""
    state = build(scenario(hand0=[HALO], field0=[FieldCard(KNIGHT, 1), FieldCard(KNIGHT, 3), FieldCard(SCOUT, 1)],
                           reserve0=5))
    state.apply(C.use_hand(0))
    pay_all(state)
    assert [(a.index, a.dst) for a in codes(state, "FUSE")] == [(3, 0), (3, 1)]  # one Spirit per answer
    state.apply(C.fuse(3, 0))
    assert (brave_at(state, 0, 0), side_of(state, 0, 0)) == (HALO, 0)
    assert (0, 1) in [(a.index, a.dst) for a in codes(state, "FUSE")]
    state.apply(C.fuse(0, 1))
    assert (brave_at(state, 0, 1), side_of(state, 0, 1)) == (HALO, 1)
    assert bp(state, 0, 0) == 4000 + 4000 and bp(state, 0, 1) == 6000 + 4000


def test_left_and_right_braved_effects_apply_to_their_side(build) -> None:
    """R12.9: "left braved" effects work for the left Braved Spirit, "right braved" ones for the right: the left
    pair attacking gains a Void core, the right pair attacking draws a card."""
    for k, left in ((0, True), (1, False)):
        state = two_sided(build, [(KNIGHT, 1), (KNIGHT, 1)], step="attack")
        hand, reserve = int(player(state, 0)["hand_count"]), int(player(state, 0)["reserve"])
        state.apply(C.attack(k))
        while pending(state)[0] not in (Decision.FLASH, Decision.BLOCK):
            state.apply(legal(state)[-1])
        assert int(player(state, 0)["reserve"]) == reserve + left
        assert int(player(state, 0)["hand_count"]) == hand + (not left)


def _from_record(build, sc: Scenario, rec):
    """A scenario edited as a record (a two-spirit Brave on two Spirits), in the engine under test."""
    from pybs.game import State, reference_table
    from pybs.reference.engine import RefState

    if hasattr(build(sc), "bp"):  # the reference engine
        return RefState.from_bytes(reference_table(load_default()), L.record_bytes(rec))
    return State.from_record(rec, sc.game(), run=False)


def two_sided(build, field0, step="main", **kw):
    """Player 0 with XMPL-B51 fused left to field0[0] and right to field0[1]."""
    sc = scenario(field0=[FieldCard(field0[0][0], field0[0][1], brave=HALO), FieldCard(*field0[1])], step=step, **kw)
    rec = sc.record()
    rec["players"][0]["brave"][1] = rec["players"][0]["brave"][0]
    rec["players"][0]["brave_side"][1] = 1
    return _from_record(build, sc, rec)


def test_q17_sides_may_be_swapped_in_the_main_step(build) -> None:
    """CN Q17 / R12.9: in the Main Step the two-spirit Brave's left and right Spirits may exchange sides without it
    becoming a Spirit first."""
    state = two_sided(build, [(KNIGHT, 1), (KNIGHT, 3)])
    assert (0, 1) in [(a.index, a.dst) for a in codes(state, "FUSE")]
    state.apply(C.fuse(0, 1))
    assert (side_of(state, 0, 0), side_of(state, 0, 1)) == (1, 0)
    assert brave_at(state, 0, 0) == brave_at(state, 0, 1) == HALO


def test_q15_other_braved_spirit_does_not_become_the_attacker(build) -> None:
    """CN Q15 / R12.7: with a two-spirit Brave on two Spirits, the attacking one is destroyed: the Brave stays
    fused to the other Spirit, which does not become the attacker (the battle has no attacker left)."""
    state = two_sided(build, [(KNIGHT, 1), (KNIGHT, 1)], step="attack", field1=[FieldCard(MITHRIL, 3)])
    state.apply(C.attack(0))
    while pending(state)[0] != Decision.BLOCK:
        state.apply(legal(state)[-1] if pending(state)[0] != Decision.FLASH else C.PASS)
    state.apply(C.block(0))
    while pending(state)[0] == Decision.FLASH:
        state.apply(C.PASS)
    assert trash_ids(state, 0) == [KNIGHT] and brave_at(state, 0, 1) == HALO
    assert 0 not in field(state, 0) and not field(state, 0)[1]["exhausted"]


def test_q14_two_spirit_brave_left_behind_does_not_keep_attacking(build) -> None:
    """CN Q14 / R12.7 / R12.9: the attacking Spirit of a two-spirit Brave (fused on one side only) is depleted; the
    owner keeps the Brave as a Spirit (CN 2.1 item 3: the taken core pays its Lv1) but it does not go on
    attacking: no Life is lost."""
    sc = scenario(field0=[FieldCard(KNIGHT, 1, brave=HALO)], hand1=[SHINJI], reserve1=6, step="attack")
    state = build(sc)
    state.apply(C.attack(0))
    while pending(state) != (Decision.FLASH, 1):
        state.apply(legal(state)[-1])
    state.apply(C.use_hand(0))
    while pending(state)[0] == Decision.PAY:
        state.apply(C.pay(0))
    while pending(state)[0] == Decision.CHOOSE:
        state.apply(C.choice(0))
    assert pending(state) == (Decision.BRAVE_KEEP, 0)  # CN 2.1 item 3: its owner is asked
    state.apply(C.place(0, 0))  # the taken core, now in the Reserve, pays its Lv1
    k = next(iter(field(state, 0)))
    assert field(state, 0)[k]["card"] == HALO and not field(state, 0)[k]["exhausted"]
    assert int(state.record()["attacker"]) == L.NO_SLOT
    while not (pending(state) == (Decision.ATTACK, 0) or pending(state)[0] == Decision.MAIN):
        state.apply(C.PASS)
    assert int(player(state, 1)["life"]) == 5


def test_spirit_state_two_spirit_brave_never_attacks_or_blocks(build) -> None:
    """R12.9: as a Spirit, a two-spirit Brave cannot attack or block."""
    state = build(scenario(field0=[FieldCard(HALO, 1), FieldCard(KNIGHT, 1)], step="attack"))
    assert [a.index for a in codes(state, "ATTACK")] == [1]
    state = build(scenario(field0=[FieldCard(KNIGHT, 1)], field1=[FieldCard(HALO, 1)], step="attack"))
    state.apply(C.attack(0))
    while pending(state)[0] == Decision.FLASH:
        state.apply(C.PASS)
    assert codes(state, "BLOCK") == []


def test_q18_two_spirit_brave_stays_refreshed_when_it_would_stay_exhausted(build) -> None:
    """CN Q18 / R12.9: a Spirit-state two-spirit Brave cannot be exhausted even by effects: destroyed while an
    effect would leave it on the field exhausted instead (Heavy Tank Curiosity covers Mecha Spirits), it stays
    on the field refreshed."""
    sc = scenario(field0=[FieldCard(CURIOSITY, 2), FieldCard(HALO, 1)], hand1=[BURNING_FORCE], reserve1=6,
                  step="attack")
    state = build(sc)
    state.apply(C.attack(0))
    while pending(state) != (Decision.FLASH, 1):
        state.apply(legal(state)[-1])
    state.apply(C.use_hand(0))
    while pending(state)[0] in (Decision.PAY, Decision.MAGIC_EFFECT):
        state.apply(C.pay(0) if pending(state)[0] == Decision.PAY else C.choice(1))
    while pending(state)[0] == Decision.CHOOSE:
        state.apply(C.choice(0) if C.choice(0) in legal(state) else C.PASS)
    assert field(state, 0)[1]["card"] == HALO and not field(state, 0)[1]["exhausted"]


def test_separating_a_two_spirit_brave_frees_both_spirits(build) -> None:
    """R12.4 / R12.9: separated, the two-spirit Brave becomes a refreshed Spirit-state Brave and leaves both."""
    state = two_sided(build, [(KNIGHT, 1), (KNIGHT, 1)], reserve0=1)
    state.apply(C.separate(0, from_reserve=True))
    assert brave_at(state, 0, 0) is None and brave_at(state, 0, 1) is None
    assert field(state, 0)[2]["card"] == HALO and bp(state, 0, 0) == bp(state, 0, 1) == 4000


def test_two_spirit_data_is_validated() -> None:
    """R12.9: ``two_spirit`` is a Brave's flag; left/right braved effects need a two-spirit Brave."""
    from pybs.effects.script import Event, Timing

    with pytest.raises(CardDataError, match="two_spirit"):
        card_from_dict(_record(type="spirit", two_spirit=True), "T")
    with pytest.raises(CardDataError, match="two_spirit"):
        card_from_dict(_record(two_spirit=1), "T")
    with pytest.raises(ScriptError, match="two-spirit"):
        compile_scripts(load_default(), {SABER: lambda c: (brave(c, mine(cost_min=2)), c.when(
            Event.ATTACKS, timing=Timing.BRAVED_LEFT).draw(1))})
