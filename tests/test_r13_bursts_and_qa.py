"""R13 Bursts, and the general Q&A of the rulebook (R0, R7.7), on both engines.

Seed 000 (CN rulebook), ch. 2 sec. 2 "关于爆裂":

    每回合1次，可以从手牌中将「爆裂」进行「设置」。但是，不持有「爆裂效果」或手边的卡不能进行设置。
    若设置的卡被判明不持有「爆裂效果」，则那个玩家会被立即判负。对战终了时，双方玩家必须展示并确认
    设置于战场上的卡。
    「爆裂」在自己的场战上只能设置1张。已经有「爆裂」设置的场合，每回合1次，将先前的「爆裂」破弃后，
    再设置新的「爆裂」。
    设置中的「爆裂」，①满足了「爆裂条件」时……藉由宣言「发动爆裂」再翻开，②不支付费用便可以发挥
    「爆裂效果」。
    《即使宣言了「发动」，也要等到当时发挥的「爆裂效果」以外的所有效果解决完之后才能发挥效果。》
    「爆裂效果」之中，也有③可以藉由支付费用来发挥「主要阶段」或「灵动」效果的场合。④效果发挥后，
    「爆裂」移至废弃区。

Player 0 is the turn player; Soul Cores sit in the Trash unless a test needs one, so core counts
are exact. ``auto_forced=False`` everywhere: every decision is seen.
"""

from __future__ import annotations

import pytest
from card_helpers import position
from conftest import bp, field, hand_ids, legal, pending, player, summon, trash_ids

from pybs import codec as C
from pybs import layout as L
from pybs.carddb import load_default
from pybs.errors import IllegalActionError
from pybs.layout import Decision
from pybs.observation import observe
from pybs.rules import RuleSet
from pybs.testing import FieldCard, Scenario

FIRE_WALL = "ST01-016"  # Burst: you lose Life -> your Spirit +4000 BP; then pay 4 for Flash
LANDMINE = "ST01-015"  # Burst: the opponent destroys your Spirit -> destroy one of 3000 BP or less; pay 3
DONT_ORDER = "ST07-014"  # Burst: as Landmine; pay 5 for Main (draw 2)
NO_BURST = ["ST07-005", "ST07-012", "ST07-015"]  # a Spirit, a Nexus and a Magic without a Burst
BIG = "ST03-007"  # Brontech: no effect text, 5000 BP (8000 BP at 3 cores), one white symbol
SMALL = "ST02-005"  # Demo Bones: no effect text, 1000 BP at 1 core
FILLER = "ST01-004"


def sets(state) -> list[int]:
    """Hand indices the deciding player may set as a Burst now."""
    return [C.decode(c).index for c in legal(state) if C.decode(c).name == "SET_BURST"]


def burst_of(state, p: int) -> tuple[str | None, int]:
    pl = player(state, p)
    inst = int(pl["burst_inst"])
    card = None if inst == L.NO_CARD else load_default().card_at(int(pl["card_ids"][inst])).id
    return card, int(pl["burst_state"])


def seen(state, viewer: int, p: int) -> dict:
    """What ``viewer`` sees of player p's Burst (R0.7)."""
    return observe(state.record(), load_default(), viewer)["players"][p]["burst"]


def battle(state, k: int, blocker: int | None = None, seen_codes: list | None = None) -> None:
    """Attack with slot k, both pass every Flash timing, block with ``blocker`` or not."""
    state.apply(C.attack(k))
    for _ in range(6):
        d = pending(state)[0]
        if seen_codes is not None:
            seen_codes.extend(legal(state))
        if d == Decision.FLASH:
            state.apply(C.PASS)
        elif d == Decision.BLOCK:
            state.apply(C.PASS if blocker is None else C.block(blocker))
        else:
            return


def pay_all(state) -> None:
    while pending(state)[0] == Decision.PAY:
        state.apply(C.pay(0))


# -- R13.1 setting a Burst ----------------------------------------------------------------------------
def test_r13_1_set_burst_in_main_step_only_burst_cards_for_free(build):
    """R13.1: "每回合1次，可以从手牌中将「爆裂」进行「设置」" — only cards with a Burst; it costs nothing."""
    hand = [FIRE_WALL, NO_BURST[0], DONT_ORDER, NO_BURST[1], NO_BURST[2]]
    state = build(position(p0={"hand": hand, "reserve": 9}))
    assert sets(state) == [0, 2]
    state.apply(C.set_burst(2))
    assert burst_of(state, 0) == (DONT_ORDER, 0)
    pl = player(state, 0)
    assert (int(pl["bursts_set"]), int(pl["reserve"]), int(pl["trash_cores"])) == (1, 9, 0)
    assert hand_ids(state, 0) == [FIRE_WALL, NO_BURST[0], NO_BURST[1], NO_BURST[2]]
    assert pending(state) == (Decision.MAIN, 0)


def test_r13_1_no_setting_outside_your_main_step(build):
    """R13.1 / R8.7: setting is a Main Step act: not in the Attack Step, not in a Flash timing."""
    p0 = {"field": [FieldCard(SMALL)], "hand": [FIRE_WALL]}
    state = build(position(step="attack", p0=p0, p1={"hand": [LANDMINE, FIRE_WALL], "reserve": 9}))
    assert sets(state) == []
    state.apply(C.attack(0))
    assert pending(state) == (Decision.FLASH, 1)
    assert sets(state) == []
    state.apply(C.PASS)
    assert pending(state) == (Decision.FLASH, 0) and sets(state) == []


@pytest.mark.parametrize("per_turn", [0, 1, 2])
def test_r13_1_bursts_per_turn_and_old_one_goes_to_trash(build, per_turn):
    """R13.1: "已经有「爆裂」设置的场合，每回合1次，将先前的「爆裂」破弃后，再设置新的「爆裂」"
    (RuleSet.bursts_per_turn varies the once per turn)."""
    hand = [FIRE_WALL, LANDMINE, DONT_ORDER]
    state = build(position(rules=RuleSet(bursts_per_turn=per_turn), p0={"hand": hand, "burst": "ST03-015"}))
    done = []
    while sets(state):
        done.append(hand_ids(state, 0)[0])
        state.apply(C.set_burst(0))
    assert len(done) == per_turn
    assert int(player(state, 0)["bursts_set"]) == per_turn
    expected_burst = done[-1] if done else "ST03-015"
    assert burst_of(state, 0) == (expected_burst, 0)
    assert trash_ids(state, 0) == (["ST03-015"] + done[:-1] if done else [])
    assert hand_ids(state, 0) == hand[per_turn:]


def test_r13_1_the_count_starts_again_each_turn(build):
    """R13.1: once per turn — a player who set one last turn may set again after their Start Step."""
    state = build(Scenario(turn=3, active=0, step="start", auto_forced=False).player(
        0, hand=[LANDMINE], burst=FIRE_WALL, bursts_set=1, soul="trash"))
    assert pending(state) == (Decision.MAIN, 0)
    assert int(player(state, 0)["bursts_set"]) == 0
    assert 0 in sets(state)


@pytest.mark.parametrize("card", NO_BURST)
def test_r4_4_card_without_burst_can_never_be_set(build, card):
    """R4.4 / R13.2: "不持有「爆裂效果」……不能进行设置" — the code is illegal and changes nothing."""
    state = build(position(p0={"hand": [card], "reserve": 9}))
    assert C.set_burst(0) not in legal(state)
    before = state.to_bytes()
    with pytest.raises(IllegalActionError):
        state.apply(C.set_burst(0))
    assert state.to_bytes() == before
    assert not state.is_terminal()


# -- R13.3 / R13.5 activation ---------------------------------------------------------------------------
def fire_wall_battle(build, reserve1: int, scorched: bool = True):
    """Player 0 (Scorched Battlefield at Lv2: draws when it hits Life) hits player 1, who has Fire Wall set."""
    p0 = {"field": [FieldCard(BIG, cores=1), FieldCard(SMALL, cores=1)]
          + ([FieldCard("ST01-012", cores=2)] if scorched else [])}
    p1 = {"field": [FieldCard(SMALL, cores=1, exhausted=True)], "burst": FIRE_WALL, "reserve": reserve1}
    state = build(position(step="attack", p0=p0, p1=p1))
    battle(state, 0)
    return state


@pytest.mark.parametrize("pay", [True, False])
def test_r13_3_life_loss_burst_flips_resolves_after_other_effects_then_paid_flash(build, pay):
    """R13.3 ①②: the condition met, its owner declares and flips it; "即使宣言了「发动」，也要等到……
    以外的所有效果解决完之后才能发挥效果"; R13.5 ③④: then it may pay for its Flash effect, then Trash."""
    state = fire_wall_battle(build, reserve1=4)
    assert int(player(state, 1)["life"]) == 4
    hand0 = int(player(state, 0)["hand_count"])
    assert pending(state) == (Decision.BURST, 1)
    assert legal(state) == [C.PASS, C.CONFIRM]
    assert burst_of(state, 1) == (FIRE_WALL, 0)
    state.apply(C.CONFIRM)
    assert burst_of(state, 1) == (FIRE_WALL, 1)  # flipped at once
    assert int(player(state, 0)["hand_count"]) == hand0 + 1  # Scorched Battlefield's draw resolved first
    assert pending(state) == (Decision.CHOOSE, 1)  # now the Burst effect: your Spirit +4000 BP
    state.apply(C.choice(0))
    assert bp(state, 1, 0) == 1000 + 4000
    pl1 = player(state, 1)
    assert (int(pl1["reserve"]), int(pl1["trash_cores"])) == (5, 0)  # R7.7 / CN Q11: the Burst was free
    assert pending(state) == (Decision.YES_NO, 1)
    state.apply(C.CONFIRM if pay else C.PASS)
    if pay:
        assert pending(state) == (Decision.PAY, 1)
        pay_all(state)
    pl1 = player(state, 1)
    assert (int(pl1["reserve"]), int(pl1["trash_cores"])) == ((1, 4) if pay else (5, 0))
    assert burst_of(state, 1) == (None, 0) and trash_ids(state, 1) == [FIRE_WALL]
    assert pending(state) == (Decision.ATTACK, 0)
    # the Flash effect: Spirits of 4000 BP or less cannot attack this turn (Demo Bones, 1000 BP)
    assert legal(state) == ([C.PASS] if pay else [C.PASS, C.attack(1)])


def test_r13_5_unaffordable_magic_effect_is_not_offered(build):
    """R13.5: "可以藉由支付费用来发挥" — with too few cores no offer comes; the card goes to the Trash."""
    state = fire_wall_battle(build, reserve1=1, scorched=False)  # Reserve 1 + the lost Life core + 1 on Demo Bones
    state.apply(C.CONFIRM)
    state.apply(C.choice(0))
    assert pending(state) == (Decision.ATTACK, 0)
    assert burst_of(state, 1) == (None, 0) and trash_ids(state, 1) == [FIRE_WALL]
    assert int(player(state, 1)["reserve"]) == 2


def test_r13_3_destroyed_by_opponent_burst_waits_for_the_destroyed_spirits_effect(build):
    """R13.3 (Landmine, "after your Spirit is destroyed by the opponent"): the blocker Freezstal's own
    draw resolves first, then the Burst destroys a 3000 BP or smaller Spirit."""
    p0 = {"field": [FieldCard(BIG, cores=3), FieldCard(SMALL, cores=2)]}
    p1 = {"field": [FieldCard("ST04-011", cores=1)], "burst": LANDMINE, "reserve": 0,
          "deck": ["ST07-006"] + [FILLER] * 4}
    state = build(position(step="attack", p0=p0, p1=p1))
    battle(state, 0, blocker=0)
    assert trash_ids(state, 1) == ["ST04-011"]
    assert pending(state) == (Decision.BURST, 1)
    assert hand_ids(state, 1) == []
    state.apply(C.CONFIRM)
    assert hand_ids(state, 1) == ["ST07-006"]  # Freezstal: a cost-2 Spirit fell in battle
    assert pending(state) == (Decision.CHOOSE, 1)
    assert legal(state) == [C.choice(0)]  # Demo Bones (2000 BP); Brontech is 8000
    state.apply(C.choice(0))
    assert field(state, 0).keys() == {0}
    assert pending(state) == (Decision.ATTACK, 0)  # 1 core in the Reserve: Landmine's Flash is not payable
    assert trash_ids(state, 1) == ["ST04-011", LANDMINE]


# -- R13.4 / CN Q20, Q21 -----------------------------------------------------------------------------------
def test_r13_4_q20_pass_keeps_burst_set_and_it_can_activate_later(build):
    """CN Q20: "可以选择不使用。而在之后若再度满足指定的条件，而仍然可以选择使用。"."""
    p0 = {"field": [FieldCard(BIG, cores=1), FieldCard(SMALL, cores=1)]}
    p1 = {"field": [FieldCard(SMALL, cores=1, exhausted=True)], "burst": FIRE_WALL, "reserve": 0}
    state = build(position(step="attack", p0=p0, p1=p1))
    battle(state, 0)
    assert pending(state) == (Decision.BURST, 1)
    state.apply(C.PASS)
    assert burst_of(state, 1) == (FIRE_WALL, 0) and trash_ids(state, 1) == []
    assert pending(state) == (Decision.ATTACK, 0)
    assert seen(state, 0, 1) == {"set": True, "face_up": False}  # still hidden
    battle(state, 1)
    assert int(player(state, 1)["life"]) == 3
    assert pending(state) == (Decision.BURST, 1)
    state.apply(C.CONFIRM)
    state.apply(C.choice(0))
    assert bp(state, 1, 0) == 5000
    assert trash_ids(state, 1) == [FIRE_WALL]


@pytest.mark.parametrize("burst, blocked", [(FIRE_WALL, True), (LANDMINE, False)])
def test_r13_4_q21_no_activation_when_the_condition_is_not_met(build, burst, blocked):
    """CN Q21: "因为不能发动，所以请恢复卡背向上伏盖" — the engine never offers it: no BURST decision, CONFIRM
    never legal (Fire Wall when only a Spirit is destroyed; Landmine when only Life is lost)."""
    p0 = {"field": [FieldCard(BIG, cores=3)]}
    p1 = {"field": [FieldCard(SMALL, cores=1)], "burst": burst, "reserve": 9}
    state = build(position(step="attack", p0=p0, p1=p1))
    codes = []
    battle(state, 0, blocker=0 if blocked else None, seen_codes=codes)
    assert pending(state) == (Decision.ATTACK, 0)
    assert C.CONFIRM not in codes + legal(state)
    assert (trash_ids(state, 1) == [SMALL]) is blocked
    assert int(player(state, 1)["life"]) == (5 if blocked else 4)
    assert burst_of(state, 1) == (burst, 0)


# -- CN Q19 / R0.7 / R13.2 who sees the Burst ---------------------------------------------------------------
def test_q19_r0_7_owner_sees_burst_opponent_only_that_one_is_set(build):
    """CN Q19: "可以确认。确认之时，请注意不要让对手看到。" — until it is flipped."""
    state = fire_wall_battle(build, reserve1=0, scorched=False)
    assert seen(state, 1, 1) == {"set": True, "face_up": False, "card": FIRE_WALL}
    assert seen(state, 0, 1) == {"set": True, "face_up": False}
    assert seen(state, 0, 0) == {"set": False, "face_up": False}
    state.apply(C.CONFIRM)
    assert seen(state, 0, 1) == {"set": True, "face_up": True, "card": FIRE_WALL}  # activated: public
    state.apply(C.choice(0))
    assert seen(state, 0, 1) == {"set": False, "face_up": False}
    assert FIRE_WALL in observe(state.record(), load_default(), 0)["players"][1]["trash"]


def test_r13_2_both_bursts_revealed_at_game_end(build):
    """R13.2: "对战终了时，双方玩家必须展示并确认设置于战场上的卡。"."""
    p0 = {"field": [FieldCard(BIG, cores=1)], "burst": DONT_ORDER}
    p1 = {"burst": LANDMINE, "life": 1}
    state = build(position(step="attack", p0=p0, p1=p1))
    assert "card" not in seen(state, 0, 1) and "card" not in seen(state, 1, 0)
    battle(state, 0)
    assert state.is_terminal()
    assert seen(state, 0, 1)["card"] == LANDMINE
    assert seen(state, 1, 0)["card"] == DONT_ORDER


# -- CN Q11 / R7.7 effect summons pay unless they say otherwise -----------------------------------------
def test_q11_r7_7_effect_summon_pays_the_cost(build):
    """CN Q11: "除了爆裂效果以外，未写有「不支付费用」的场合，必须要支付费用才能召唤。" (ST04-003 Airavatah)."""
    p0 = {"field": [FieldCard("ST04-003", cores=1)], "trash": ["ST04-011"], "reserve": 3}
    p1 = {"field": [FieldCard(BIG, cores=1)]}
    state = build(position(step="attack", p0=p0, p1=p1))
    battle(state, 0, blocker=0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert legal(state) == [C.PASS, C.choice(0)]  # "may"
    state.apply(C.choice(0))
    assert pending(state) == (Decision.PAY, 0)  # Freezstal's cost 2, nothing on the field reduces it
    pay_all(state)
    assert pending(state) == (Decision.PLACE, 0)
    state.apply(C.place(0))
    state.apply(C.PASS)
    pl = player(state, 0)
    assert (int(pl["trash_cores"]), int(pl["reserve"])) == (2, 1)  # 3 + Airavatah's core - 2 paid - 1 placed
    assert {v["card"] for v in field(state, 0).values()} == {"ST04-011"}


def test_q11_r7_7_summon_without_paying_when_the_card_says_so(build):
    """CN Q11 / R7.7: ST04-012 Spiral Tower summons a cost-2 Spirit from hand "without paying its cost"."""
    state = build(position(p0={"hand": ["ST04-012", "ST04-011"], "reserve": 4}))
    summon(state, 0)  # the Nexus: cost 3, no cores placed
    assert pending(state) == (Decision.CHOOSE, 0)
    assert legal(state) == [C.PASS, C.choice(0)]
    state.apply(C.choice(0))
    assert pending(state) == (Decision.PLACE, 0)  # no PAY decision
    state.apply(C.place(0))
    state.apply(C.PASS)
    pl = player(state, 0)
    assert (int(pl["trash_cores"]), int(pl["reserve"])) == (3, 0)
    assert sorted(v["card"] for v in field(state, 0).values()) == ["ST04-011", "ST04-012"]


# -- CN Q1-Q4 / R0.1-R0.4 ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("effects", [True, False])
def test_q1_r0_1_cards_beat_rules_must_attack(build, effects):
    """CN Q1: "以卡的效果优先。" — ST07-005's "must attack" removes R9.8's freedom to end the step."""
    state = build(position(step="attack", effects=effects, p0={"field": [FieldCard("ST07-005", cores=1)]}))
    assert legal(state) == ([C.attack(0)] if effects else [C.PASS, C.attack(0)])


def test_q2_r0_2_may_asks_plain_text_does_not(build):
    """CN Q2: "「可以」是玩家可以选择是否发挥那个效果。而相对的「进行」则是只要可能就必须发挥。"."""
    may = build(position(p0={"hand": ["ST05-011"], "reserve": 4}))
    summon(may, 0)
    assert pending(may) == (Decision.YES_NO, 0)  # Matangole: you may exhaust it for a core from the Void
    assert legal(may) == [C.PASS, C.CONFIRM]
    must = build(position(p0={"hand": ["ST02-004"], "reserve": 5}, p1={"field": [FieldCard(SMALL, cores=2)]}))
    summon(must, 0)
    assert pending(must) == (Decision.CHOOSE, 0)  # Mummirra: the core comes off, no way to decline
    assert legal(must) == [C.choice(0)]
    must.apply(C.choice(0))
    assert field(must, 1)[0]["cores"] == 1 and pending(must) == (Decision.MAIN, 0)
    may.apply(C.PASS)
    assert field(may, 0)[0] == {"card": "ST05-011", "cores": 1, "soul": False, "exhausted": 0}


@pytest.mark.parametrize("activate", [True, False])
def test_q3_r0_3_cannot_beats_must(build, activate):
    """CN Q3: "优先顺位是「不可以」>「必须」>「进行」>「可以」。" — ST07-016's Burst stops ST07-005, which
    must attack: the Attack Step may then end."""
    p0 = {"field": [FieldCard(BIG, cores=1), FieldCard("ST07-005", cores=1)]}
    p1 = {"burst": "ST07-016", "reserve": 0}
    state = build(position(step="attack", p0=p0, p1=p1))
    assert legal(state) == [C.attack(0), C.attack(1)]
    battle(state, 0)
    assert pending(state) == (Decision.BURST, 1)
    if activate:
        state.apply(C.CONFIRM)
        state.apply(state.pending_decision().choose_card("ST07-005"))  # EVA-01 -Berserk-
    else:
        state.apply(C.PASS)
    assert pending(state) == (Decision.ATTACK, 0)
    assert legal(state) == ([C.PASS] if activate else [C.attack(1)])


@pytest.mark.parametrize("soul, answer, drawn", [(True, C.CONFIRM, 1), (True, C.PASS, 0), (False, None, 0)])
def test_q4_r0_4_by_doing_a_do_b(build, soul, answer, drawn):
    """CN Q4: "必须要ＯＯ才能发挥。此外，是否实行「进行ＯＯ」，可以由玩家来选择。" — ST01-007 draws only by
    paying its Soul Core; without one on it the choice is not offered."""
    p0 = {"field": [FieldCard("ST01-007", cores=2 if soul else 3, soul=soul)], "soul": None if soul else "reserve"}
    state = build(position(step="attack", p0=p0))
    hand = int(player(state, 0)["hand_count"])
    state.apply(C.attack(0))
    if answer is None:
        assert pending(state) == (Decision.FLASH, 1)
    else:
        assert pending(state) == (Decision.YES_NO, 0)
        state.apply(answer)
        assert pending(state) == (Decision.FLASH, 1)
    paid = answer == C.CONFIRM
    assert int(player(state, 0)["hand_count"]) == hand + drawn
    assert field(state, 0)[0]["soul"] is (soul and not paid)
    assert int(player(state, 0)["soul_loc"]) == (L.SOUL_TRASH if paid else
                                                 L.SOUL_SLOT0 if soul else L.SOUL_RESERVE)


def test_resampling_during_a_burst_offer_keeps_the_offered_burst():
    """Issue 19.5, R13.3: while player 1 is offered Fire Wall (their Life was reduced), the offer shows that
    their set Burst answers that event, so a redraw for player 0 never makes it another Burst card."""
    p0 = {"field": [FieldCard(BIG, cores=1), FieldCard(SMALL, cores=1), FieldCard("ST01-012", cores=2)]}
    p1 = {"field": [FieldCard(SMALL, cores=1, exhausted=True)], "burst": FIRE_WALL, "reserve": 4,
          "hand": [LANDMINE, DONT_ORDER, LANDMINE]}
    state = position(step="attack", p0=p0, p1=p1).build()
    battle(state, 0)
    assert pending(state) == (Decision.BURST, 1)
    hands = set()
    for seed in range(40):
        sample = state.resample(0, seed)
        assert burst_of(sample, 1) == (FIRE_WALL, 0)
        hands.add(tuple(hand_ids(sample, 1)))
        assert pending(sample) == (Decision.BURST, 1)
    assert len(hands) > 1  # the hidden hand itself is still redrawn
