"""BSS01 Magic cards: one test or more per scripted card, run on both engines.

Player 0 is the turn player on turn 3 unless a test hands the turn to player 1. Both Soul Cores start in
the Trash, so core counts are exact. Card facts: /work/shared/cards/bss/BSS01.json.
"""

from __future__ import annotations

import pytest
from card_helpers import attack_to_block, blocked_battle, cards, position, scenario, their_step
from conftest import bp, field, hand_ids, pay_and_place, pending, player, summon, trash_ids, use_magic

from pybs import codec as C
from pybs import layout as L
from pybs.layout import Decision
from pybs.rules import RuleSet
from pybs.testing import FieldCard

RED = "ST01-004"  # Raineedle, red: 1000 / 3000 / 4000 BP at 1 / 2 / 3 cores, cost 1
RED_BIG = "ST01-011"  # Dragron Captain, red: 3000 / 4000 / 7000 BP at 1 / 2 / 4 cores, cost 3
SMALL = "ST02-005"  # Demo Bones, purple vanilla: 1000 / 2000 / 3000 BP at 1 / 2 / 3 cores, cost 1
BIG = "ST02-006"  # Mummyphant, purple vanilla: 3000 / 5000 / 6000 BP at 1 / 3 / 4 cores, cost 4
CAVALIERE = "BSS01-046"  # purple, 3000 BP at Lv1, draws when summoned
RED_NEXUS, PURPLE_NEXUS = "ST01-012", "ST02-012"
DECK = ["ST01-005", "ST01-009", "ST01-011", "ST01-001", "ST01-004"]


def candidates(state) -> list[tuple[int, str]]:
    """(player, card id) of every card the pending choice offers, in option order."""
    return [(o.card.player, o.card.card) for o in state.pending_decision().options if o.card is not None]


def choose(state, card_id: str, player: int | None = None) -> None:
    """Answer the pending choice with ``card_id`` (of ``player`` when given)."""
    state.apply(state.pending_decision().choose_card(card_id, player=player))


def opponent_summons(build, summoned: str, p0: dict, p1: dict | None = None):
    """Player 1 summons ``summoned`` in their Main Step; player 0 has ``p0`` (a Burst set, say)."""
    state = build(their_step("main", p0, {"hand": [summoned], "reserve": 6, **(p1 or {})}))
    summon(state, 0)
    return state


# -- BSS01-118 Starblessed Draw ----------------------------------------------------------------------
@pytest.mark.parametrize(("summoned", "answer", "drawn"), [
    pytest.param(CAVALIERE, C.CONFIRM, 4, id="burst-then-paid-main"),
    pytest.param(CAVALIERE, C.PASS, 2, id="burst-unpaid"),
    pytest.param(SMALL, None, 0, id="no-when-summoned-effect"),
])
def test_bss01_118_burst_after_opposing_when_summoned_effect_draws_two(build, summoned, answer, drawn):
    """Burst after an opposing When Summoned effect resolves: draw 2, then paying its cost draws 2 more; no
    offer for a Spirit without a When Summoned effect."""
    state = opponent_summons(build, summoned, {"burst": "BSS01-118", "reserve": 4, "deck": DECK})
    if answer is not None:
        assert pending(state) == (Decision.BURST, 0)
        state.apply(state.pending_decision().yes_to("BSS01-118"))
        assert hand_ids(state, 0) == DECK[:2]
        assert pending(state) == (Decision.YES_NO, 0)
        state.apply(answer)
        pay_and_place(state)
    assert pending(state) == (Decision.MAIN, 1)
    assert hand_ids(state, 0) == DECK[:drawn]
    assert trash_ids(state, 0) == (["BSS01-118"] if answer is not None else [])


def test_bss01_118_main_draws_two(build):
    """Main: draw 2."""
    state = build(scenario({"hand": ["BSS01-118"], "reserve": 4, "deck": DECK}, {}))
    use_magic(state, 0)
    assert hand_ids(state, 0) == DECK[:2] and trash_ids(state, 0) == ["BSS01-118"]


# -- BSS01-120 Flame Breath --------------------------------------------------------------------------
def test_bss01_120_burst_destroys_spirit_of_4000_or_less(build):
    """Burst after an opposing When Summoned effect: destroy an opposing Spirit of 4000 BP or less (the
    3000 BP newcomer; not the 5000 BP one); declining to pay ends it."""
    state = opponent_summons(build, CAVALIERE, {"burst": "BSS01-120", "reserve": 0},
                             {"field": [FieldCard(BIG, cores=3)], "deck": DECK})
    assert pending(state) == (Decision.BURST, 0)
    state.apply(C.CONFIRM)  # the only candidate is taken at once: no choice was offered
    assert trash_ids(state, 1) == [CAVALIERE] and cards(state, 1) == [BIG]
    assert trash_ids(state, 0) == ["BSS01-120"]  # no cores to pay for the Flash effect
    assert pending(state) == (Decision.MAIN, 1)


def test_bss01_120_main_gives_2000_bp(build):
    """Main/Flash: a Spirit gets +2000 BP this turn."""
    state = build(scenario({"hand": ["BSS01-120"], "reserve": 3, "field": [FieldCard(RED)]}, {}))
    use_magic(state, 0)
    assert bp(state, 0, 0) == 3000


# -- BSS01-121 Burning Force -------------------------------------------------------------------------
def test_bss01_121_main_destroys_an_opposing_nexus(build):
    """Main: destroy an opposing Nexus."""
    p1 = {"field": [FieldCard(PURPLE_NEXUS, cores=0), FieldCard(SMALL), FieldCard("ST03-012", cores=0)]}
    state = build(scenario({"hand": ["BSS01-121"], "reserve": 5, "field": [FieldCard(RED_NEXUS, cores=0)]}, p1,
                           auto=False))
    use_magic(state, 0, effect=0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert candidates(state) == [(1, PURPLE_NEXUS), (1, "ST03-012")]  # not your own Nexus
    choose(state, "ST03-012")
    assert cards(state, 1) == [PURPLE_NEXUS, SMALL] and trash_ids(state, 1) == ["ST03-012"]


@pytest.mark.parametrize(("opp", "destroyed"), [
    pytest.param([FieldCard(SMALL), FieldCard(BIG, cores=3), FieldCard(SMALL, cores=3), FieldCard(BIG)],
                 [SMALL, BIG], id="two-of-three"),
    pytest.param([FieldCard(BIG, cores=3), FieldCard(SMALL)], [SMALL], id="only-one-there"),
])
def test_bss01_121_main_or_flash_destroys_two_spirits_of_3000_or_less(build, opp, destroyed):
    """Main/Flash: destroy two opposing Spirits of 3000 BP or less (just one when only one is there)."""
    state = build(scenario({"hand": ["BSS01-121"], "reserve": 5}, {"field": opp}, auto=False))
    use_magic(state, 0, effect=1)
    assert pending(state) == (Decision.CHOOSE, 0)
    if len(destroyed) == 2:
        assert candidates(state) == [(1, SMALL), (1, SMALL), (1, BIG)]  # not the 5000 BP Mummyphant
        state.apply(state.pending_decision().target_slot(0, player=1))
        state.apply(state.pending_decision().target_slot(3, player=1))
    else:
        choose(state, SMALL)
    assert pending(state) == (Decision.MAIN, 0)
    assert sorted(trash_ids(state, 1)) == sorted(destroyed)


# -- BSS01-122 Deadly Balance ------------------------------------------------------------------------
def test_bss01_122_each_side_loses_a_spirit_the_opponent_picks_theirs(build):
    """Main/Flash: the opponent picks one of their Spirits, then you pick one of yours; both are destroyed."""
    p0 = {"hand": ["BSS01-122"], "reserve": 3, "field": [FieldCard(RED), FieldCard(RED_BIG)]}
    state = build(scenario(p0, {"field": [FieldCard(SMALL), FieldCard(BIG)]}, auto=False))
    use_magic(state, 0)
    assert pending(state) == (Decision.CHOOSE, 1)
    assert candidates(state) == [(1, SMALL), (1, BIG)]
    choose(state, BIG)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert candidates(state) == [(0, RED), (0, RED_BIG)]
    choose(state, RED_BIG)
    assert pending(state) == (Decision.MAIN, 0)
    assert cards(state, 0) == [RED] and cards(state, 1) == [SMALL]
    assert trash_ids(state, 1) == [BIG] and trash_ids(state, 0) == [RED_BIG, "BSS01-122"]


def test_bss01_122_opponent_without_spirits_still_costs_you_one(build):
    """With no opposing Spirit, yours is still picked and destroyed."""
    p0 = {"hand": ["BSS01-122"], "reserve": 3, "field": [FieldCard(RED), FieldCard(RED_BIG)]}
    state = build(scenario(p0, {}, auto=False))
    use_magic(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    choose(state, RED)
    assert cards(state, 0) == [RED_BIG]


# -- BSS01-123 Burst Venom ---------------------------------------------------------------------------
def test_bss01_123_burst_strips_a_spirit_to_one_core(build):
    """Burst when the opponent destroys your Spirit: a Spirit keeps one core, the rest go to its owner's
    Reserve; then it may be paid for (declined here)."""
    p0 = {"field": [FieldCard(RED_BIG, cores=4), FieldCard(RED)], "reserve": 0}
    p1 = {"field": [FieldCard(SMALL), FieldCard(BIG, cores=3)], "reserve": 0, "burst": "BSS01-123"}
    state = build(scenario(p0, p1, step="attack", auto=False))
    blocked_battle(state, 0, 0)  # 7000 vs 1000
    assert pending(state) == (Decision.BURST, 1)
    state.apply(C.CONFIRM)
    assert pending(state) == (Decision.CHOOSE, 1)
    assert candidates(state) == [(1, BIG), (0, RED_BIG), (0, RED)]  # either side
    choose(state, RED_BIG)
    assert field(state, 0)[0]["cores"] == 1 and int(player(state, 0)["reserve"]) == 3
    assert bp(state, 0, 0) == 3000
    assert pending(state) == (Decision.YES_NO, 1)
    state.apply(C.PASS)
    assert trash_ids(state, 1) == [SMALL, "BSS01-123"]


def test_bss01_123_main_gives_2000_bp(build):
    """Main/Flash: a Spirit gets +2000 BP this turn."""
    state = build(scenario({"hand": ["BSS01-123"], "reserve": 4, "field": [FieldCard(SMALL)]}, {}))
    use_magic(state, 0)
    assert bp(state, 0, 0) == 3000


# -- BSS01-126 Dark Matter ---------------------------------------------------------------------------
def test_bss01_126_burst_on_life_loss_returns_a_cheap_spirit_card(build):
    """Burst when you lose Life: a Spirit card of cost 4 or less comes back from your Trash (not a cost-7
    Spirit, not a Magic)."""
    trash = ["BSS01-009", SMALL, "ST04-016", BIG]
    p1 = {"field": [], "reserve": 0, "burst": "BSS01-126", "trash": trash}
    state = build(scenario({"field": [FieldCard(RED), FieldCard(RED)]}, p1, step="attack", auto=False))
    attack_to_block(state, 0)
    state.apply(C.PASS)
    assert int(player(state, 1)["life"]) == 4
    assert pending(state) == (Decision.BURST, 1)
    state.apply(C.CONFIRM)
    assert pending(state) == (Decision.CHOOSE, 1)
    assert candidates(state) == [(1, SMALL), (1, BIG)]
    choose(state, BIG)
    assert hand_ids(state, 1) == [BIG]
    assert trash_ids(state, 1) == ["BSS01-009", SMALL, "ST04-016", "BSS01-126"]  # too poor to pay


def test_bss01_126_main_destroys_an_exhausted_spirit_of_cost_4_or_less(build):
    """Main: destroy an exhausted Spirit of cost 4 or less, on either side (not a refreshed one, not a cost-7
    one)."""
    p0 = {"hand": ["BSS01-126"], "reserve": 4, "field": [FieldCard(RED, exhausted=True), FieldCard(RED)]}
    p1 = {"field": [FieldCard(BIG, exhausted=True), FieldCard("BSS01-009", exhausted=True)]}
    state = build(scenario(p0, p1, auto=False))
    use_magic(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert candidates(state) == [(0, RED), (1, BIG)]
    choose(state, BIG)
    assert cards(state, 1) == ["BSS01-009"] and trash_ids(state, 1) == [BIG]


@pytest.mark.parametrize(("burst", "blocks"), [
    pytest.param("BSS01-123", False, id="123-life-lost-only"),
    pytest.param("BSS01-126", True, id="126-spirit-destroyed-only"),
])
def test_bss01_123_126_bursts_wait_for_their_own_condition(build, burst, blocks):
    """Burst Venom waits when you only lose Life; Dark Matter waits when your Spirit is only destroyed."""
    p1 = {"field": [FieldCard(SMALL)], "reserve": 4, "burst": burst}
    state = build(scenario({"field": [FieldCard(RED_BIG, cores=4), FieldCard(RED)]}, p1, step="attack",
                           auto=False))
    attack_to_block(state, 0)
    state.apply(C.block(0) if blocks else C.PASS)
    while pending(state)[0] == Decision.FLASH:
        state.apply(C.PASS)
    assert pending(state) == (Decision.ATTACK, 0)
    assert (trash_ids(state, 1), int(player(state, 1)["life"])) == (([SMALL], 5) if blocks else ([], 4))
    assert int(player(state, 1)["burst_inst"]) != L.NO_CARD


# -- BSS01-131 Dream Blizzard ------------------------------------------------------------------------
def test_bss01_131_main_returns_every_nexus(build):
    """Main: every Nexus, yours and the opponent's, returns to its owner's hand; Spirits stay."""
    p0 = {"hand": ["BSS01-131"], "reserve": 4, "field": [FieldCard(RED_NEXUS, cores=0), FieldCard(RED)]}
    p1 = {"field": [FieldCard(PURPLE_NEXUS, cores=1), FieldCard(SMALL)]}
    state = build(scenario(p0, p1))
    use_magic(state, 0, effect=0)
    assert pending(state) == (Decision.MAIN, 0)
    assert (cards(state, 0), cards(state, 1)) == ([RED], [SMALL])
    assert (hand_ids(state, 0), hand_ids(state, 1)) == ([RED_NEXUS], [PURPLE_NEXUS])


def test_bss01_131_main_or_flash_gives_3000_bp(build):
    """Main/Flash: a Spirit gets +3000 BP this turn."""
    state = build(scenario({"hand": ["BSS01-131"], "reserve": 4, "field": [FieldCard(RED)]}, {}))
    use_magic(state, 0, effect=1)
    assert bp(state, 0, 0) == 4000


# -- BSS01-132 Royal Potion --------------------------------------------------------------------------
def test_bss01_132_refreshes_your_cost_2_spirits(build):
    """Main/Flash: every exhausted Spirit of yours that costs 2 refreshes; a cost-7 one and the opponent's
    stay exhausted."""
    p0 = {"hand": ["BSS01-132"], "reserve": 5, "field": [FieldCard("ST04-006", exhausted=True),
                                                         FieldCard("BSS01-009", exhausted=True),
                                                         FieldCard("ST04-007", exhausted=True)]}
    state = build(scenario(p0, {"field": [FieldCard("ST04-006", exhausted=True)]}))
    use_magic(state, 0)
    assert [f["exhausted"] for f in field(state, 0).values()] == [0, 1, 0]
    assert field(state, 1)[0]["exhausted"] == 1


# -- BSS01-133 Angelic Pressure ----------------------------------------------------------------------
@pytest.mark.parametrize(("rules", "falls"), [("bss", True), ("rulebook-8.0", False)])
def test_bss01_133_opposing_spirit_loses_3000_bp(build, rules, falls):
    """Main/Flash: an opposing Spirit gets -3000 BP this turn; at 0 BP the BSS rules destroy it (R18.1)."""
    p0 = {"hand": ["BSS01-133"], "reserve": 3}
    p1 = {"field": [FieldCard(BIG, cores=3), FieldCard(SMALL)]}
    state = build(position(0, "main", p0, p1, turn=3, rules=RuleSet.preset(rules)))
    use_magic(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert candidates(state) == [(1, BIG), (1, SMALL)]
    choose(state, BIG)
    assert bp(state, 1, 0) == 2000
    state = build(position(0, "main", p0, p1, turn=3, rules=RuleSet.preset(rules)))
    use_magic(state, 0)
    choose(state, SMALL)
    assert cards(state, 1) == ([BIG] if falls else [BIG, SMALL])
