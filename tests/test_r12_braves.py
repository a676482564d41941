"""R12 Braves and CN Q12-Q14, on both engines, with the example cards XMPL-B01..B04.

Seed 000 (CN rulebook), ch. 5.2 and "1.关于合体": fusing puts a Brave on a Spirit meeting its fusion
condition and costs nothing; the pair adds the Brave's cost, "when braved" BP+, symbols, colors and cores;
either card exhausted makes the pair exhausted; separating puts at least Lv1 cores on the Brave; swapping
separates and fuses at once; a Braved Spirit leaving the field leaves as one Spirit, and its Brave may stay
as a Spirit when its owner puts Lv1 cores on it.

Player 0 is the turn player; Soul Cores sit in the Trash so core counts are exact; ``auto_forced=False``.
"""

from __future__ import annotations

import random

import pytest
from conftest import bp, field, hand_ids, legal, pending, player, trash_ids
from test_fuzz import EVERY_CODE

from pybs import codec as C
from pybs import layout as L
from pybs.carddb import card_from_dict, load_default
from pybs.effects import compile_scripts, effect_tables
from pybs.effects.script import SPIRIT, Filter, ScriptError, Zone, brave, mine
from pybs.errors import CardDataError
from pybs.layout import Decision
from pybs.testing import FieldCard, Scenario

SABER = "XMPL-B01"  # Brave, cost 3, red, 1 symbol, Lv1 1 core 3000; +3000 when braved; Spirits costing 2+
LANCE = "XMPL-B02"  # Brave, cost 4, blue, 1 symbol, Lv1 2 cores 4000; +5000 when braved; "Example" family
KNIGHT = "XMPL-B03"  # Spirit, cost 4, red, family "Example": 4000 BP at 1 core
SCOUT = "XMPL-B04"  # Spirit, cost 2, green, family "Example Scout": 2000 BP at 1 core
BONES = "ST02-005"  # Demo Bones: vanilla Spirit of cost 1 (below every example condition), 1000 BP
BRONTECH = "ST03-007"  # vanilla Spirit, 8000 BP at 3 cores
MITHRIL = "ST06-007"  # Mithril Golem: 9000 BP at 3 cores
ULTIMATE = "XMPL-U01"  # example Ultimate, family "Example"
BREAK_BURST = "BSS03-136"  # Main/Flash: destroy an opposing Spirit of cost 3 or less
SHINJI = "ST07-015"  # Main/Flash: an opposing Spirit loses a core to its Reserve
DREAM_BOMB = "ST03-015"  # Magic, Flash: return an opposing Spirit to its owner's hand


def scenario(hand0=(), field0=(), reserve0=0, field1=(), hand1=(), reserve1=0, step="main") -> Scenario:
    sc = Scenario(auto_forced=False, step=step)
    sc.player(0, hand=list(hand0), field=list(field0), reserve=reserve0, soul="trash")
    sc.player(1, hand=list(hand1), field=list(field1), reserve=reserve1, soul="trash")
    return sc


def codes(state, name: str) -> list[C.Action]:
    return [C.decode(c) for c in legal(state) if C.decode(c).name == name]


def brave_at(state, p: int, k: int) -> str | None:
    pl = player(state, p)
    inst = int(pl["brave"][k])
    return None if inst == L.NO_CARD else load_default().card_at(int(pl["card_ids"][inst])).id


def pay_all(state) -> None:
    while pending(state)[0] == Decision.PAY:
        state.apply(C.pay(0))


def summon_fused(state, hand_index: int, dst: int) -> None:
    """Summon a Brave from hand, paying from the Reserve, and fuse it to slot ``dst`` at once (R8.1)."""
    state.apply(C.use_hand(hand_index))
    pay_all(state)
    assert pending(state)[0] == Decision.PLACE
    src = int(state.record()["use_slot"])
    state.apply(C.fuse(src, dst))


# -- card data and scripts ---------------------------------------------------------------------------
def _record(**extra) -> dict:
    base = {"id": "T-1", "name": "T", "type": "brave", "colors": ["red"], "cost": 3, "reduction": [],
            "symbols": ["red"], "families": [], "rarity": "X", "levels": [[1, 1, 3000]], "timings": []}
    return {**base, **extra}


def test_brave_bp_is_validated_naming_the_field() -> None:
    """R12.2: "when braved" BP+ is a Brave's card field, checked like every other field."""
    assert card_from_dict(_record(brave_bp=3000), "T").brave_bp == 3000
    with pytest.raises(CardDataError, match="brave_bp"):
        card_from_dict(_record(type="spirit", brave_bp=1000), "T")
    with pytest.raises(CardDataError, match="brave_bp"):
        card_from_dict(_record(brave_bp=-5), "T")
    with pytest.raises(CardDataError, match="brave_bp"):
        card_from_dict(_record(brave_bp="3000"), "T")


def test_fusion_condition_compiles_to_a_filter_and_is_checked() -> None:
    """R12.1: the fusion condition is a filter in the Brave's script; only a Brave has one, and it picks
    Spirits and/or Ultimates on the field."""
    db = load_default()
    tables = effect_tables(db).arrays()
    assert tables["brave_filter"][db.row(SABER)] >= 0 and tables["brave_filter"][db.row(LANCE)] >= 0
    assert tables["brave_filter"][db.row(KNIGHT)] == -1
    with pytest.raises(ScriptError, match="only a brave"):
        compile_scripts(db, {KNIGHT: lambda c: brave(c, mine(cost_min=2))})
    with pytest.raises(ScriptError, match="Spirits and/or Ultimates"):
        compile_scripts(db, {SABER: lambda c: brave(c, Filter(zone=Zone.HAND, types=(SPIRIT,)))})
    with pytest.raises(ScriptError, match="Filter"):
        compile_scripts(db, {SABER: lambda c: brave(c, "cost 2")})


# -- R12.1 / R8.1: fusing as it is summoned -----------------------------------------------------------
def test_summoned_brave_may_fuse_with_a_spirit_meeting_its_condition(build) -> None:
    """R12.1 / R8.1: a Brave being summoned may fuse at once with a Spirit meeting its condition (cost 2+):
    the Scout (cost 2) and Knight (cost 4) qualify, Demo Bones (cost 1) does not. Fusing costs nothing."""
    state = build(scenario(hand0=[SABER], field0=[FieldCard(SCOUT, 1), FieldCard(BONES, 1), FieldCard(KNIGHT, 1)],
                           reserve0=3))
    state.apply(C.use_hand(0))
    pay_all(state)
    assert [(a.index, a.dst) for a in codes(state, "FUSE")] == [(3, 0), (3, 2)]
    reserve = int(player(state, 0)["reserve"])
    state.apply(C.fuse(3, 2))
    assert brave_at(state, 0, 2) == SABER and 3 not in field(state, 0)
    assert int(player(state, 0)["reserve"]) == reserve  # no cores were placed on the Brave
    assert field(state, 0)[2]["cores"] == 1 and pending(state) == (Decision.MAIN, 0)


def test_fuse_is_offered_only_before_any_core_is_placed(build) -> None:
    """R8.1: the Brave either takes its Lv1 cores as a Spirit or fuses; once a core is on it, it is summoned as
    a Spirit."""
    state = build(scenario(hand0=[SABER], field0=[FieldCard(KNIGHT, 1)], reserve0=3))
    state.apply(C.use_hand(0))
    pay_all(state)
    assert codes(state, "FUSE")
    state.apply(C.place(0))
    assert not codes(state, "FUSE")
    state.apply(C.PASS)
    assert field(state, 0)[1]["card"] == SABER and brave_at(state, 0, 1) is None


def test_q13_when_summoned_works_fused_or_as_a_spirit(build) -> None:
    """CN Q13 / R12.8 / R8.1: "when this Brave is summoned" stays the Brave's effect, whether it is summoned as
    a Spirit or fused at once: XMPL-B01 draws a card either way."""
    for fuse in (True, False):
        state = build(scenario(hand0=[SABER], field0=[FieldCard(KNIGHT, 1)], reserve0=4))
        before = int(player(state, 0)["hand_count"])
        if fuse:
            summon_fused(state, 0, 0)
        else:
            state.apply(C.use_hand(0))
            pay_all(state)
            state.apply(C.place(0))
            state.apply(C.PASS)
        while pending(state)[0] != Decision.MAIN:  # the draw resolves (a YES_NO or ORDER never comes)
            state.apply(legal(state)[0])
        assert int(player(state, 0)["hand_count"]) == before  # the Brave left the hand, one card came in
        assert hand_ids(state, 0) == ["ST01-004"]


def test_a_braved_spirit_cannot_take_another_brave(build) -> None:
    """R12.1 (CN 5.2): a Braved Spirit cannot take a second Brave."""
    state = build(scenario(hand0=[LANCE], field0=[FieldCard(KNIGHT, 1, brave=SABER)], reserve0=6))
    state.apply(C.use_hand(0))
    pay_all(state)
    assert codes(state, "FUSE") == []


def test_q12_a_spirit_state_brave_cannot_take_a_brave(build) -> None:
    """CN Q12 / R12.8: a Brave summoned as a Spirit cannot be fused with by another Brave, though it meets the
    cost condition (XMPL-B02 on the field costs 4)."""
    state = build(scenario(hand0=[SABER], field0=[FieldCard(LANCE, 2)], reserve0=3))
    state.apply(C.use_hand(0))
    pay_all(state)
    assert codes(state, "FUSE") == []
    state = build(scenario(field0=[FieldCard(LANCE, 2), FieldCard(SABER, 1)]))
    assert codes(state, "FUSE") == []  # in the Main Step neither fuses with the other


def test_family_condition_takes_an_ultimate(build) -> None:
    """R12.1: a condition may take Ultimates (XMPL-B02: an "Example" Spirit or Ultimate): it fuses with the
    Example Ultimate and the Knight, not with the Scout (another family)."""
    state = build(scenario(field0=[FieldCard(LANCE, 2), FieldCard(ULTIMATE, 1), FieldCard(SCOUT, 1),
                                   FieldCard(KNIGHT, 1)]))
    assert [(a.index, a.dst) for a in codes(state, "FUSE")] == [(0, 1), (0, 3)]
    state.apply(C.fuse(0, 1))
    assert brave_at(state, 0, 1) == LANCE and field(state, 0)[1]["cores"] == 3  # R12.2: the cores join the pair


# -- R12.2: what the pair adds --------------------------------------------------------------------------
def test_pair_adds_bp_and_symbols(build) -> None:
    """R12.2: the Braved Spirit's BP is its own plus the "when braved" BP+; its symbols add (2 Life on an
    unblocked attack); its level is the Spirit's (R12.2: the Brave has no level while fused)."""
    state = build(scenario(field0=[FieldCard(KNIGHT, 1, brave=SABER)], step="attack"))
    assert bp(state, 0, 0) == 4000 + 3000
    state.apply(C.attack(0))
    while pending(state)[0] in (Decision.FLASH, Decision.BLOCK):
        state.apply(C.PASS)
    assert int(player(state, 1)["life"]) == 5 - 2


def test_pair_cost_counts_for_cost_filters(build) -> None:
    """R12.2 / R12.10: the pair adds the Brave's cost: a Scout (cost 2) braved with XMPL-B01 (cost 3) costs 5, out
    of reach of "destroy an opposing Spirit of cost 3 or less", which can take the plain Scout; the fused Brave
    (a cost-3 Brave) cannot be picked on its own: it is part of the Braved Spirit."""
    sc = scenario(hand0=[BREAK_BURST], reserve0=3, field1=[FieldCard(SCOUT, 1, brave=SABER), FieldCard(SCOUT, 1)])
    state = build(sc)
    state.apply(C.use_hand(0))
    pay_all(state)
    while pending(state)[0] != Decision.CHOOSE:
        state.apply(legal(state)[-1])
    state.apply(C.choice(0))  # the only candidate: the plain Scout in slot 1
    assert 1 not in field(state, 1) and brave_at(state, 1, 0) == SABER


def test_pair_cost_counts_for_costs_adding_up(build) -> None:
    """R12.2: "opposing Spirits whose costs add up to 5 or less" cannot take a Knight braved with XMPL-B01 (4 + 3
    = 7), only the plain Scout (cost 2)."""
    flood_stream = "ST06-014"
    state = build(scenario(hand0=[flood_stream], reserve0=5,
                           field1=[FieldCard(KNIGHT, 1, brave=SABER), FieldCard(SCOUT, 1)]))
    state.apply(C.use_hand(0))
    while pending(state)[0] != Decision.CHOOSE:
        state.apply(C.pay(0) if pending(state)[0] == Decision.PAY else legal(state)[0])
    assert len(codes(state, "CHOICE")) == 1
    state.apply(codes_of(state, "CHOICE")[0])
    while pending(state)[0] != Decision.MAIN:
        state.apply(C.PASS if C.PASS in legal(state) else legal(state)[0])
    assert list(field(state, 1)) == [0] and brave_at(state, 1, 0) == SABER


def codes_of(state, name: str) -> list[int]:
    return [c for c in legal(state) if C.decode(c).name == name]


def test_brave_symbols_reduce_costs(build) -> None:
    """R12.2 / R7.3: a fused Brave's symbols are on the field: with a blue Lance fused to the red Knight, a second
    Lance (cost 4, two blue reductions) costs 3; with the red Saber fused instead it costs 4."""
    state = build(scenario(hand0=[LANCE], field0=[FieldCard(KNIGHT, 1, brave=LANCE)], reserve0=5))
    state.apply(C.use_hand(0))
    assert int(state.record()["use_cost_left"]) == 3
    state = build(scenario(hand0=[LANCE], field0=[FieldCard(KNIGHT, 1, brave=SABER)], reserve0=6))
    state.apply(C.use_hand(0))
    assert int(state.record()["use_cost_left"]) == 4


def test_when_braved_trigger_works_for_the_pair_only(build) -> None:
    """R12.2 / R12.11: XMPL-B01's "when braved" effect (when this Spirit attacks, a Void core to the Reserve)
    works for the Braved Spirit whatever its level; the Spirit-state Brave attacking does not have it."""
    state = build(scenario(field0=[FieldCard(SCOUT, 1, brave=SABER)], step="attack"))
    void_in = int(player(state, 0)["void_in"])
    state.apply(C.attack(0))
    while pending(state)[0] not in (Decision.FLASH, Decision.BLOCK):
        state.apply(legal(state)[-1])
    assert int(player(state, 0)["reserve"]) == 1 and int(player(state, 0)["void_in"]) == void_in + 1
    state = build(scenario(field0=[FieldCard(SABER, 1)], step="attack"))
    state.apply(C.attack(0))
    assert int(player(state, 0)["reserve"]) == 0 and pending(state)[0] == Decision.FLASH


def test_r12_11_brave_spirit_state_effects_are_not_inherited(build) -> None:
    """R12.11: XMPL-B02's own "when it attacks, draw a card" works for it as a Spirit-state Brave, not for the
    Braved Spirit it is fused to."""
    state = build(scenario(field0=[FieldCard(LANCE, 2)], step="attack"))
    state.apply(C.attack(0))
    while pending(state)[0] not in (Decision.FLASH, Decision.BLOCK):
        state.apply(legal(state)[-1])
    assert int(player(state, 0)["hand_count"]) == 1
    state = build(scenario(field0=[FieldCard(KNIGHT, 1, brave=LANCE)], step="attack"))
    state.apply(C.attack(0))
    assert pending(state) == (Decision.FLASH, 1) and int(player(state, 0)["hand_count"]) == 0


def test_when_braved_effects_are_checked_at_compile_time() -> None:
    """R12.2: a "when braved" effect belongs to a Brave with a fusion condition and has no levels (it works for
    the Braved Spirit at any level)."""
    from pybs.effects.script import CoreZone, Event, Timing

    db = load_default()

    def braved(c):
        c.when(Event.ATTACKS, timing=Timing.BRAVED).draw(1)

    with pytest.raises(ScriptError, match="when braved"):
        compile_scripts(db, {KNIGHT: braved})
    with pytest.raises(ScriptError, match="when braved"):
        compile_scripts(db, {SABER: lambda c: (brave(c, mine(cost_min=2)), c.when(
            Event.ATTACKS, levels=(1,), timing=Timing.BRAVED).cores(CoreZone.VOID, CoreZone.RESERVE))})


# -- R12.3: exhaustion --------------------------------------------------------------------------------
def test_exhausted_brave_or_spirit_makes_the_pair_exhausted(build) -> None:
    """R12.3: if either card was exhausted before fusing, the Braved Spirit is exhausted."""
    state = build(scenario(field0=[FieldCard(SABER, 1, exhausted=True), FieldCard(KNIGHT, 1)]))
    state.apply(C.fuse(0, 1))
    assert field(state, 0)[1]["exhausted"]
    state = build(scenario(field0=[FieldCard(SABER, 1), FieldCard(KNIGHT, 1, exhausted=True)]))
    state.apply(C.fuse(0, 1))
    assert field(state, 0)[1]["exhausted"]
    state = build(scenario(field0=[FieldCard(SABER, 1), FieldCard(KNIGHT, 1)]))
    state.apply(C.fuse(0, 1))
    assert not field(state, 0)[1]["exhausted"]


# -- R12.4: separating ----------------------------------------------------------------------------------
def test_separate_with_lv1_cores_from_the_reserve(build) -> None:
    """R12.4: separating puts at least the Brave's Lv1 cores on it (XMPL-B02: 2) and it becomes a Spirit-state
    Brave; the Spirit loses the BP+."""
    state = build(scenario(field0=[FieldCard(KNIGHT, 1, brave=LANCE)], reserve0=2))
    assert [(a.index, a.loc) for a in codes(state, "SEPARATE")] == [(0, 1)]  # the pair holds 1 core: not enough
    state.apply(C.separate(0, from_reserve=True))
    assert brave_at(state, 0, 0) is None and field(state, 0)[1] == {**field(state, 0)[1], "card": LANCE, "cores": 2}
    assert int(player(state, 0)["reserve"]) == 0 and bp(state, 0, 0) == 4000 and bp(state, 0, 1) == 4000


def test_separate_with_cores_from_the_pair_may_deplete_the_spirit(build) -> None:
    """R12.4 / R6.2: the cores may come from the pair; a Spirit left below its Lv1 is depleted."""
    state = build(scenario(field0=[FieldCard(KNIGHT, 3, brave=SABER)]))
    state.apply(C.separate(0, from_reserve=False))
    assert field(state, 0)[0]["cores"] == 2 and field(state, 0)[1]["card"] == SABER
    state = build(scenario(field0=[FieldCard(KNIGHT, 1, brave=SABER)]))
    state.apply(C.separate(0, from_reserve=False))
    assert field(state, 0) == {1: {**field(state, 0)[1], "card": SABER, "cores": 1}}
    assert trash_ids(state, 0) == [KNIGHT]


def test_separation_is_not_forced_when_the_condition_fails(build) -> None:
    """R12.4: a Brave no longer meeting its condition is not separated by force: XMPL-B01 stays on Demo Bones
    (cost 1, below its condition) and the pair keeps the BP+."""
    state = build(scenario(field0=[FieldCard(BONES, 1, brave=SABER)]))
    assert brave_at(state, 0, 0) == SABER and bp(state, 0, 0) == 1000 + 3000
    state.apply(C.PASS)  # the step ends, no rule separates it
    assert brave_at(state, 0, 0) == SABER


# -- R12.5: swapping ------------------------------------------------------------------------------------
def test_swap_moves_a_brave_to_another_spirit(build) -> None:
    """R12.5: swap separates and fuses at once: the Brave moves from one Spirit to another meeting its
    condition (never to Demo Bones, cost 1); the Spirits keep their cores."""
    state = build(scenario(field0=[FieldCard(KNIGHT, 1, brave=SABER), FieldCard(SCOUT, 1), FieldCard(BONES, 1)]))
    assert [(a.index, a.dst) for a in codes(state, "FUSE")] == [(0, 1)]
    state.apply(C.fuse(0, 1))
    assert brave_at(state, 0, 0) is None and brave_at(state, 0, 1) == SABER
    assert bp(state, 0, 0) == 4000 and bp(state, 0, 1) == 2000 + 3000


def test_swap_exchanges_the_braves_of_two_braved_spirits(build) -> None:
    """R12.5: the Braves of two Braved Spirits may be exchanged when each meets the other's condition."""
    state = build(scenario(field0=[FieldCard(KNIGHT, 1, brave=SABER), FieldCard(ULTIMATE, 1, brave=LANCE)]))
    assert [(a.index, a.dst) for a in codes(state, "FUSE")] == []  # the Saber cannot go on an Ultimate
    state = build(scenario(field0=[FieldCard(SCOUT, 1, brave=SABER), FieldCard(KNIGHT, 1, brave=LANCE)]))
    assert [(a.index, a.dst) for a in codes(state, "FUSE")] == []  # the Lance cannot go on the Scout
    state = build(scenario(field0=[FieldCard(KNIGHT, 1, brave=SABER), FieldCard(KNIGHT, 1, brave=LANCE)]))
    assert [(a.index, a.dst) for a in codes(state, "FUSE")] == [(0, 1), (1, 0)]
    state.apply(C.fuse(0, 1))
    assert brave_at(state, 0, 0) == LANCE and brave_at(state, 0, 1) == SABER


# -- R12.6 / R12.7 / Q14, CN 2.1 item 3: leaving the field -------------------------------------------------
def battle_lost_by_the_pair(state) -> None:
    """Player 0's pair in slot 0 attacks and is blocked by a stronger Spirit (R9.6): the pair is destroyed."""
    state.apply(C.attack(0))
    while pending(state)[0] == Decision.FLASH:
        state.apply(C.PASS)
    state.apply(C.block(0))
    while pending(state)[0] == Decision.FLASH:
        state.apply(C.PASS)


def test_cn_2_1_3_destroyed_pair_asks_and_keeps_its_brave_with_reserve_cores(build) -> None:
    """R12.6, CN 2.1 item 3: a Braved Spirit destroyed in battle leaves as one Spirit; its cores go to the Reserve
    and its owner is asked whether to keep the Brave: putting its Lv1 core from the Reserve on it keeps it."""
    state = build(scenario(field0=[FieldCard(KNIGHT, 2, brave=SABER)], field1=[FieldCard(BRONTECH, 3)],
                           step="attack"))
    battle_lost_by_the_pair(state)
    assert pending(state) == (Decision.BRAVE_KEEP, 0)
    assert trash_ids(state, 0) == [KNIGHT, SABER]  # until kept, the Brave is where its Spirit went
    decision = state.pending_decision()
    assert decision.rule == "R12.6" and decision.remaining == 1 and decision.effect.card.card == SABER
    assert {o.verb for o in decision.options} == {"let_brave_go", "keep_brave"}
    assert legal(state) == [C.PASS, C.place(0, 0)]  # the Reserve only: no other field card
    state.apply(C.place(0, 0))
    assert trash_ids(state, 0) == [KNIGHT]
    mine = field(state, 0)
    assert list(mine.values()) == [{**next(iter(mine.values())), "card": SABER, "cores": 1}]
    assert int(player(state, 0)["reserve"]) == 1 + 2 - 1  # the braved attack's Void core, the pair's 2, 1 kept


def test_cn_2_1_3_the_owner_may_let_the_brave_go_with_its_spirit(build) -> None:
    """CN 2.1 item 3: keeping is the owner's choice; answering PASS sends the Brave to the Trash with its Spirit
    although the Reserve could pay its Lv1 (today's engine kept it whenever it could)."""
    state = build(scenario(field0=[FieldCard(KNIGHT, 2, brave=SABER)], field1=[FieldCard(BRONTECH, 3)],
                           step="attack"))
    battle_lost_by_the_pair(state)
    state.apply(C.PASS)
    assert trash_ids(state, 0) == [KNIGHT, SABER] and field(state, 0) == {}
    assert int(player(state, 0)["reserve"]) == 3


def test_brave_goes_with_the_spirit_without_lv1_cores(build) -> None:
    """R12.6: without its Lv1 cores (XMPL-B02 needs 2; the pair's single core reaches the Reserve) the Brave goes
    to the Trash with its Spirit and nobody is asked (9000 BP against 9000: both are destroyed, R9.6)."""
    state = build(scenario(field0=[FieldCard(KNIGHT, 1, brave=LANCE)], field1=[FieldCard(MITHRIL, 3)],
                           step="attack"))
    battle_lost_by_the_pair(state)
    assert pending(state)[0] != Decision.BRAVE_KEEP
    assert sorted(trash_ids(state, 0)) == sorted([KNIGHT, LANCE]) and field(state, 0) == {}
    assert int(player(state, 0)["reserve"]) == 1


def shinji_on_the_attacker(build, field0, reserve0=0, db=None):
    """Player 0 attacks with slot 0; player 1 answers with Shinji's Decision (a core of it to the Reserve)."""
    sc = scenario(field0=field0, reserve0=reserve0, hand1=[SHINJI], reserve1=6, step="attack")
    sc.db = db
    state = build(sc)
    state.apply(C.attack(0))
    assert pending(state) == (Decision.FLASH, 1)
    state.apply(C.use_hand(0))
    while pending(state)[0] == Decision.PAY:
        state.apply(C.pay(0))
    while pending(state)[0] == Decision.CHOOSE:
        state.apply(C.choice(0))
    return state


def test_q14_brave_left_behind_keeps_attacking(build) -> None:
    """CN Q14 / R12.7: the attacking Braved Spirit leaves (it is depleted by the opponent's Flash Magic taking
    its only core); kept with that core (CN 2.1 item 3), the Brave is still the attacker: unblocked, it takes
    1 Life with its own symbol."""
    state = shinji_on_the_attacker(build, [FieldCard(SCOUT, 1, brave=SABER)])
    assert trash_ids(state, 0) == [SCOUT, SABER] and pending(state) == (Decision.BRAVE_KEEP, 0)
    state.apply(C.place(0, 0))
    assert trash_ids(state, 0) == [SCOUT]
    k = next(iter(field(state, 0)))
    assert field(state, 0)[k]["card"] == SABER and int(state.record()["attacker"]) == k
    while pending(state)[0] in (Decision.FLASH, Decision.BLOCK):
        state.apply(C.PASS)
    assert int(player(state, 1)["life"]) == 5 - 1


def test_cn_2_1_3_the_cores_may_come_from_the_field(build) -> None:
    """CN 2.1 item 3: the Lv1 cores may come from the owner's field as well as the Reserve ("从战场/预备区"),
    core by core: a core of Brontech (Lv2 at 3 cores) is offered; Demo Bones' only core is not (taking it would
    deplete Bones, R6.2). Lance needs 2: one from Brontech, one from the Reserve."""
    field0 = [FieldCard(KNIGHT, 1, brave=LANCE), FieldCard(BRONTECH, 3), FieldCard(BONES, 1)]
    state = shinji_on_the_attacker(build, field0)
    assert pending(state) == (Decision.BRAVE_KEEP, 0)
    assert legal(state) == [C.PASS, C.place(0, 0), C.place(2, 0)]  # the Reserve (Knight's core), Brontech
    option = state.pending_decision().option(C.place(2, 0))
    assert option.verb == "keep_brave" and option.source == "slot 1" and option.card.card == LANCE
    state.apply(C.place(2, 0))
    assert pending(state) == (Decision.BRAVE_KEEP, 0) and C.PASS not in legal(state)  # started: no way back
    assert state.pending_decision().remaining == 1
    state.apply(C.place(0, 0))
    mine = field(state, 0)
    kept = next(k for k, v in mine.items() if v["card"] == LANCE)
    assert mine[kept]["cores"] == 2 and mine[1]["cores"] == 2 and mine[2]["cores"] == 1
    assert int(player(state, 0)["reserve"]) == 0 and trash_ids(state, 0) == [KNIGHT]
    assert mine[kept]["exhausted"] and int(state.record()["attacker"]) == kept  # R12.7: still attacking


def test_depleted_attacker_without_lv1_cores_takes_its_brave_along(build) -> None:
    """R12.6 (CN 2.1 item 3) / R12.7: depleted by an effect, a pair whose Brave cannot get its Lv1 cores (XMPL-B02
    needs 2, the Reserve holds the 1 core taken) goes to the Trash whole, and nothing is attacking any more."""
    state = shinji_on_the_attacker(build, [FieldCard(KNIGHT, 1, brave=LANCE)])
    assert sorted(trash_ids(state, 0)) == sorted([KNIGHT, LANCE]) and field(state, 0) == {}
    assert int(state.record()["attacker"]) == L.NO_SLOT


def test_cn_2_1_3_a_returned_pair_takes_its_brave_to_the_hand(build) -> None:
    """CN 2.1 item 3 (*: "the same when it leaves by being returned to the hand or deck ... it goes to the same
    place as the Spirit"): Dream Bomb returns the pair; not kept, the Brave goes to the hand too, and kept, the
    Spirit alone is in the hand."""
    for keep in (False, True):
        sc = scenario(field0=[FieldCard(KNIGHT, 2, brave=SABER)], hand1=[DREAM_BOMB], reserve1=6, step="attack")
        state = build(sc)
        state.apply(C.attack(0))
        state.apply(C.use_hand(0))
        while pending(state)[0] == Decision.PAY:
            state.apply(C.pay(0))
        while pending(state)[0] == Decision.CHOOSE:
            state.apply(C.choice(0))
        assert pending(state) == (Decision.BRAVE_KEEP, 0) and sorted(hand_ids(state, 0)) == sorted([KNIGHT, SABER])
        state.apply(C.place(0, 0) if keep else C.PASS)
        assert hand_ids(state, 0) == ([KNIGHT] if keep else [KNIGHT, SABER])
        assert [v["card"] for v in field(state, 0).values()] == ([SABER] if keep else [])


def test_cn_2_1_3_a_pair_put_on_the_deck_takes_its_brave_there(build, scripted_db) -> None:
    """CN 2.1 item 3: a synthetic Magic puts an opposing Spirit on top of its deck; the pair's Brave, not kept, goes
    to the deck too (right above its Spirit), not to the Trash; kept, it comes back from the deck."""
    from pybs.effects.script import opponents

    db = scripted_db(SHINJI, lambda c: c.magic(True, True).choose(opponents()).to_deck(bottom=False))
    for keep in (False, True):
        state = shinji_on_the_attacker(build, [FieldCard(KNIGHT, 2, brave=SABER)], db=db)
        deck = [db.card_at(int(player(state, 0)["card_ids"][i])).id
                for i in player(state, 0)["deck"][:int(player(state, 0)["deck_count"])]]
        assert deck[-2:] == [KNIGHT, SABER] and trash_ids(state, 0) == []
        assert pending(state) == (Decision.BRAVE_KEEP, 0)
        state.apply(C.place(0, 0) if keep else C.PASS)
        top = [db.card_at(int(player(state, 0)["card_ids"][i])).id
               for i in player(state, 0)["deck"][:int(player(state, 0)["deck_count"])]][-2:]
        assert top[-1] == (KNIGHT if keep else SABER)
        assert [v["card"] for v in field(state, 0).values()] == ([SABER] if keep else [])


def test_cn_2_1_3_the_keep_question_survives_bytes_and_refuses_nonsense() -> None:
    """The BRAVE_KEEP question is part of the state: from_bytes accepts it as it is, and the invariant checks
    (check_flow: check_brave_keep_frames) refuse one whose Brave is not where it went, or with its Lv1 picked."""
    import numpy as np

    from bscore.state import checksum
    from pybs.errors import StateError
    from pybs.game import State

    sc = scenario(field0=[FieldCard(KNIGHT, 2, brave=SABER)], field1=[FieldCard(BRONTECH, 3)], step="attack")
    state = sc.build()
    battle_lost_by_the_pair(state)
    assert pending(state) == (Decision.BRAVE_KEEP, 0)
    again = State.from_bytes(state.raw_bytes() + checksum(state.raw_bytes()), state.game)
    assert legal(again) == legal(state)

    def edited(fn) -> bytes:
        rec = np.frombuffer(state.raw_bytes(), dtype=L.STATE_DTYPE)[0].copy()
        fn(rec["frames"][int(rec["n_frames"]) - 1])
        raw = L.record_bytes(rec)
        return raw + checksum(raw)

    with pytest.raises(StateError):  # Dest.HAND: the Brave is in the Trash
        State.from_bytes(edited(lambda fr: fr.__setitem__("index", 0)), state.game)
    with pytest.raises(StateError):  # its one Lv1 core already picked, yet still asking
        State.from_bytes(edited(lambda fr: fr.__setitem__("num", 1)), state.game)


# -- speed gate and differential play ------------------------------------------------------------------
BRAVE_DECK = "\n".join(["3 XMPL-B01", "3 XMPL-B02", "3 XMPL-B03", "3 XMPL-B04", "3 XMPL-B51", "3 ST01-004",
                        "3 ST01-001", "3 ST01-002", "3 ST01-003", "3 ST01-005", "3 ST01-006", "3 ST01-007",
                        "3 ST01-008", "1 XMPL-U01"])


def brave_game(**kw):
    from pybs.decks import parse_deck
    from pybs.game import Game

    deck = parse_deck(BRAVE_DECK, "braves")
    return Game((deck, deck), **kw)


def test_games_without_braves_skip_the_brave_rules() -> None:
    """Speed: a game dealt from decks without a Brave has the brave_any gate off; one with the examples on."""
    from pybs.game import Game

    assert Game(("ST01", "ST02")).deck_handle.brave_any is False
    assert brave_game().deck_handle.brave_any is True


def play_brave_heavy(game, seed: int) -> dict[str, int]:
    """One game on both engines, preferring Brave actions and summons so that pairs form, swap, separate and
    leave often; checks both engines' legal actions and bytes after every action. Returns action counts."""
    rng = random.Random(seed)
    fast, ref = game.new_initial_state(seed), game.reference_state(seed)
    counts: dict[str, int] = {}
    while not fast.is_terminal():
        codes_ = [int(c) for c in fast.legal_actions()]
        assert codes_ == ref.legal_actions(), f"seed {seed}: legal actions differ after {sum(counts.values())}"
        braves = [c for c in codes_ if C.decode(c).name in ("FUSE", "SEPARATE")]
        plays = [c for c in codes_ if C.decode(c).name == "USE_HAND"]
        roll = rng.random()
        code = rng.choice(braves if braves and roll < 0.6 else plays if plays and roll < 0.9 else codes_)
        name = C.decode(code).name
        counts[name] = counts.get(name, 0) + 1
        fast.apply(code)
        ref.apply(code)
        assert fast.raw_bytes() == ref.raw_bytes(), f"seed {seed}: states differ after {name} ({code})"
    assert ref.is_terminal()
    return counts


@pytest.mark.parametrize("auto_forced", [True, False])
def test_brave_heavy_games_agree_on_both_engines(auto_forced: bool) -> None:
    """Differential play with the example Braves: fusing on summon and in the Main Step, swapping, separating
    and pairs leaving the field, the same bytes on both engines after every action."""
    totals: dict[str, int] = {}
    for seed in range(6):
        for name, n in play_brave_heavy(brave_game(auto_forced=auto_forced), seed).items():
            totals[name] = totals.get(name, 0) + n
    assert totals.get("FUSE", 0) >= 20 and totals.get("SEPARATE", 0) >= 10


@pytest.mark.parametrize(("seed", "auto_forced"), [(1, True), (2, False), (3, True), (4, False)])
def test_random_games_with_braves_agree_on_both_engines(seed: int, auto_forced: bool) -> None:
    """Seeded random games with the example Braves (fusing, swapping, separating, pairs leaving): both engines
    offer the same actions and write the same bytes after every action."""
    from test_differential_engines import play_both

    n, final = play_both(brave_game(auto_forced=auto_forced), seed, random.Random(seed))
    assert n > 0 and final.is_terminal()


@pytest.mark.parametrize("auto_forced", [True, False])
def test_invariant_fuzz_runs_brave_decks(auto_forced: bool) -> None:
    """The compiled invariant fuzz (every legal action applied, is_legal against the legal list, illegal codes
    rejected, the invariants after every action) plays decks with the example Braves cleanly."""
    from bscore.fuzz import run_fuzz

    game = brave_game(auto_forced=auto_forced)
    result = run_fuzz(game.handle, game.rows[0], game.rows[1], game.rules_bytes, 12, 4200 + auto_forced,
                      options=game.options, illegal_samples=8, every_legal=True, every_code=EVERY_CODE)
    assert result["failure"] is None, result["failure"]
    assert result["games"] == 12 and result["overflow_games"] == 0



def test_cn_2_1_3_keep_question_waits_out_an_effect_summons_placement(build) -> None:
    """CN 2.1 item 3 with R7.6: placing the Braved Spirit's only core on an Ultimate an effect summons (XMPL-U05)
    empties the pair; the Brave's keep question waits until the placement is finished (the cores of a use are not
    taken away half-way), then is asked before the Magic's effect ends, and the Magic still goes to the Trash."""
    gate, ultimate = "XMPL-U05", ULTIMATE
    state = build(scenario(hand0=[gate, ultimate], field0=[FieldCard(KNIGHT, 1, brave=SABER)], reserve0=6))
    state.apply(C.use_hand(0))
    pay_all(state)
    while pending(state)[0] == Decision.CHOOSE:
        state.apply(C.choice(0))
    pay_all(state)
    assert pending(state) == (Decision.PLACE, 0) and int(player(state, 0)["reserve"]) == 2
    state.apply(C.place(1, 0))  # the pair's only core: Ember Knight leaves, Flame Saber waits in the Trash
    assert trash_ids(state, 0) == [KNIGHT, SABER]
    assert pending(state) == (Decision.PLACE, 0)  # still the Ultimate's placement, not the keep question
    assert state.pending_decision().effect.card.card == gate
    state.apply(C.PASS)
    assert pending(state) == (Decision.BRAVE_KEEP, 0)
    state.apply(C.place(0, 0))
    assert sorted(f["card"] for f in field(state, 0).values()) == sorted([ultimate, SABER])
    assert sorted(trash_ids(state, 0)) == sorted([KNIGHT, gate])
    assert pending(state) == (Decision.MAIN, 0)
