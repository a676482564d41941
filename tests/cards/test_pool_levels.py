"""BSS01-03 cards scripted with the levels vocabulary (pybs/scripts/pool_levels.py), on both engines.

Each test plays the card's effect from a Scenario and checks the printed outcome; conditional effects
also get a case where the condition fails. Both Soul Cores sit in the Trash unless a test needs one.
Outcomes are read from battles, costs and zones, which the compiled engine decides by itself.
"""

from __future__ import annotations

import pytest
from card_helpers import cards, do, exhausted, fight, pass_flashes, position
from conftest import bp, hand_ids, legal, pay_and_place, pending, player, summon, trash_ids

from pybs import codec as C
from pybs.layout import Decision
from pybs.testing import FieldCard

RAINEEDLE = "ST01-004"  # red vanilla Star Dragon, cost 1, Lv1 1000 BP
SHOCK_TROOP = "ST01-010"  # red Dragonoid with Awaken, Lv1 1000 BP
OVIRAPTODON = "BSS01-010"  # red vanilla Terrasaur, cost 1, one red symbol
PENGUIN = "BSS01-018"  # red vanilla Emperor Beast, cost 2, one red symbol
AXE_ANGEL = "ST04-007"  # yellow vanilla Angel, cost 2, Lv1 1000 BP
DEMO_BONES = "ST02-005"  # purple vanilla, cost 1, Lv1 1000 / Lv2 2000 BP
GOLEM, BRONTECH = "ST03-006", "ST03-007"  # white vanillas: 4000 / 5000 BP
ANKYLO = "BSS01-011"  # red vanilla Terrasaur, cost 4: Lv2 (3 cores) 6000 BP
KV2 = "BSS02-043"  # white vanilla Mecha, cost 8: Lv1 5000 BP, Lv2 (2 cores) 10000 BP
MANTIGORE = "ST06-009"  # blue vanilla, cost 3, Lv1 3000 BP
DROWSY_FUMES = "ST04-016"  # yellow Magic, cost 2
PUPPET_STRINGS = "ST04-015"  # yellow Magic, cost 5
SCORCHED = "ST01-012"  # red Nexus, cost 4; Lv2 (2 cores): draw when your attack hits the opponent's Life
SPIRAL_TOWER = "ST04-012"  # yellow Nexus, cost 3
STAR_ALTAR = "ST01-013"  # red Nexus, cost 3
COLOSSEUM = "ST06-012"  # blue Nexus, cost 4


def life(state, p: int) -> int:
    return int(player(state, p)["life"])


def choose(state, card_id: str, p: int | None = None) -> None:
    """Answer the pending choice with ``card_id`` (of player ``p`` when given), by the option helpers."""
    state.apply(state.pending_decision().choose_card(card_id, player=p))


def use_hazard(state) -> None:
    """Use Nexus Hazard (hand slot 0): its Main effect in the Main Step, else its Flash effect; pay."""
    do(state, C.use_hand(0))
    if pending(state)[0] == Decision.MAGIC_EFFECT:
        state.apply(state.pending_decision().magic_effect("Main"))
    pay_and_place(state)


def unblocked_hit(state, k: int) -> None:
    """Player 0 attacks with slot k; nobody uses Flash effects or blocks."""
    do(state, C.attack(k))
    pass_flashes(state)
    if pending(state)[0] == Decision.BLOCK:
        do(state, C.PASS)
    pass_flashes(state)


# -- BSS01-022 Dinoman Tyrannoid: Lv3 with two Spirits or fewer (Static.SET_LEVEL) ---------------------------
@pytest.mark.parametrize(("others", "wins"), [(1, True), (2, False)])
def test_bss01_022_counts_as_lv3_with_two_spirits_or_fewer(build, others, wins):
    """With one core it is Lv1 (2000 BP), but with two Spirits or fewer it counts as Lv3 (6000 BP) and beats a
    5000 BP blocker; with a third Spirit it is Lv1 again and loses."""
    p0 = {"field": [FieldCard("BSS01-022", cores=1)] + [FieldCard(RAINEEDLE, exhausted=True)] * others}
    state = build(position(0, "attack", p0, {"field": [FieldCard(BRONTECH)]}))
    assert bp(state, 0, 0) == (6000 if wins else 2000)
    fight(state, 0, 0)
    assert cards(state, 1) == ([] if wins else [BRONTECH])
    assert ("BSS01-022" in cards(state, 0)) is wins


# -- BSS01-007 Jurassic King Gigano Rex: symbols counted twice; Lv3 among its kin --------------------------------
@pytest.mark.parametrize(("second", "usable"), [(PENGUIN, True), (RAINEEDLE, False)])
def test_bss01_007_kin_symbols_count_twice_from_hand(build, second, usable):
    """Cost 8, six red reductions: a Terrasaur and an Emperor Beast give four red symbols (cost 4, payable with
    five cores: three in the Reserve, one on each Spirit); with a Star Dragon instead only three (cost 5, not
    payable). With more cores in the Reserve the summon costs four."""
    p0 = {"hand": ["BSS01-007"], "reserve": 3,
          "field": [FieldCard(OVIRAPTODON, exhausted=True), FieldCard(second, exhausted=True)]}
    state = build(position(0, "main", p0, {}))
    assert (C.use_hand(0) in legal(state)) is usable
    if usable:
        state = build(position(0, "main", {**p0, "reserve": 5}, {}))
        summon(state, 0)
        assert cards(state, 0)[2] == "BSS01-007"
        assert int(player(state, 0)["trash_cores"]) == 4


def test_bss01_007_symbols_count_once_for_another_card(build):
    """The doubling is the card's own: a Terrasaur's symbol still counts once for Pentaceratop (cost 5)."""
    p0 = {"hand": ["BSS01-012", "BSS01-007"], "reserve": 3, "field": [FieldCard(OVIRAPTODON, exhausted=True)]}
    state = build(position(0, "main", p0, {}))
    assert C.use_hand(0) not in legal(state)  # 5 - 1 = 4 to pay + 1 to place > 4 cores


@pytest.mark.parametrize(("other", "lv3"), [(OVIRAPTODON, True), (RAINEEDLE, False)])
def test_bss01_007_lv3_while_only_kin_spirits(build, other, lv3):
    """With a Terrasaur beside it, one core makes it Lv3: Confront forces the block and its attack gives +3000
    BP, so it beats a 10000 BP blocker. With a Star Dragon beside it, it is Lv1: no block is forced."""
    p0 = {"field": [FieldCard("BSS01-007", cores=1), FieldCard(other, exhausted=True)]}
    state = build(position(0, "attack", p0, {"field": [FieldCard(KV2, cores=2)]}))
    do(state, C.attack(0))
    pass_flashes(state)
    assert pending(state) == (Decision.BLOCK, 1)
    assert (C.PASS in legal(state)) is not lv3
    if lv3:
        do(state, C.block(0))
        pass_flashes(state)
        assert cards(state, 1) == [] and cards(state, 0)[0] == "BSS01-007"  # 13000 beats 10000


# -- BSS02-009 Dragoon Commander Diraidalos ------------------------------------------------------------------
@pytest.mark.parametrize(("attacker", "lv3"), [(KV2, True), (BRONTECH, False)])
def test_bss02_009_costly_spirit_destroying_makes_it_lv3(build, attacker, lv3):
    """A cost-8 Spirit of yours destroying a blocker makes it Lv3 (12000 BP) for the turn, and it then beats a
    10000 BP blocker; a cost-4 winner does not, and at Lv1 (5000 BP) it loses."""
    p0 = {"field": [FieldCard("BSS02-009", cores=1), FieldCard(attacker, cores=2)]}
    p1 = {"field": [FieldCard(GOLEM), FieldCard(KV2, cores=2)]}
    state = build(position(0, "attack", p0, p1))
    fight(state, 1, 0)  # the attacker beats the 4000 BP Golem
    assert cards(state, 1) == [KV2]
    fight(state, 0, 1)
    assert cards(state, 1) == ([] if lv3 else [KV2])
    assert ("BSS02-009" in cards(state, 0)) is lv3


def test_bss02_009_costly_magic_destroying_counts(build):
    """A Magic of cost 7 or more that destroys an opposing Spirit counts too (Nexus Hazard, cost 8)."""
    p0 = {"field": [FieldCard("BSS02-009", cores=1), FieldCard(OVIRAPTODON, exhausted=True)],
          "hand": ["BSS02-116"], "reserve": 8}
    p1 = {"field": [FieldCard(RAINEEDLE), FieldCard(STAR_ALTAR, cores=0)]}
    state = build(position(0, "main", p0, p1))
    assert bp(state, 0, 0) == 5000
    use_hazard(state)
    choose(state, RAINEEDLE)
    choose(state, STAR_ALTAR)
    assert cards(state, 1) == []
    assert bp(state, 0, 0) == 12000


@pytest.mark.parametrize(("dira_cores", "damage"), [(8, 2), (3, 1)])
def test_bss02_009_lv3_has_two_red_symbols_in_your_attack_step(build, dira_cores, damage):
    """Lv3: its unblocked attack takes two Life; at Lv2 one."""
    state = build(position(0, "attack", {"field": [FieldCard("BSS02-009", cores=dira_cores)]}, {"life": 5}))
    unblocked_hit(state, 0)
    assert life(state, 1) == 5 - damage


# -- BSS02-116 Nexus Hazard ----------------------------------------------------------------------------------
@pytest.mark.parametrize(("kin", "usable"), [(OVIRAPTODON, True), (RAINEEDLE, False)])
def test_bss02_116_terrasaur_symbols_count_twice(build, kin, usable):
    """Cost 8, six red reductions: two Terrasaurs give four symbols (cost 4); with a Star Dragon in place of one
    only three (cost 5), too much for four cores (two in the Reserve, one on each Spirit)."""
    p0 = {"hand": ["BSS02-116"], "reserve": 2,
          "field": [FieldCard(OVIRAPTODON, exhausted=True), FieldCard(kin, exhausted=True)]}
    p1 = {"field": [FieldCard(RAINEEDLE), FieldCard(STAR_ALTAR, cores=0)]}
    state = build(position(0, "main", p0, p1))
    assert (C.use_hand(0) in legal(state)) is usable


@pytest.mark.parametrize("step", ["main", "attack"])
def test_bss02_116_destroys_spirit_and_nexus_and_draws_in_the_main_step(build, step):
    """Destroys an opposing Spirit of 3000 BP or less and an opposing Nexus; a card is drawn only when used in
    the Main Step (its Flash use in a battle draws nothing)."""
    p0 = {"hand": ["BSS02-116"], "reserve": 8, "deck": [RAINEEDLE, GOLEM],
          "field": [FieldCard(OVIRAPTODON), FieldCard(OVIRAPTODON)]}
    p1 = {"field": [FieldCard(BRONTECH), FieldCard(DEMO_BONES), FieldCard(STAR_ALTAR, cores=0)]}
    state = build(position(0, step, p0, p1))
    if step == "attack":
        do(state, C.attack(0), C.PASS)  # the defender passes the Flash timing; the attacker uses the Magic
    use_hazard(state)
    assert pending(state) == (Decision.CHOOSE, 0)
    choose(state, DEMO_BONES)  # Brontech (5000 BP) is not offered
    choose(state, STAR_ALTAR)
    assert cards(state, 1) == [BRONTECH]
    assert hand_ids(state, 0) == ([RAINEEDLE] if step == "main" else [])


# -- BSS02-058 Heavenly Gate Guardian Clavis -----------------------------------------------------------------
@pytest.mark.parametrize(("pick", "back"), [(AXE_ANGEL, [DROWSY_FUMES, DROWSY_FUMES]), ("BSS02-058", [])])
def test_bss02_058_yellow_magic_of_the_chosen_spirit_s_cost_returns(build, pick, back):
    """On summon, pick a Spirit of yours: every yellow Magic in the Trash of its cost goes to hand (the cost-2
    Angel brings both cost-2 Magic cards, not the cost-5 one; Clavis itself, cost 8, brings none)."""
    p0 = {"hand": ["BSS02-058"], "reserve": 8, "field": [FieldCard(AXE_ANGEL, exhausted=True)],
          "trash": [DROWSY_FUMES, PUPPET_STRINGS, DROWSY_FUMES]}
    state = build(position(0, "main", p0, {}))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    choose(state, pick)
    assert hand_ids(state, 0) == back
    assert PUPPET_STRINGS in trash_ids(state, 0)


@pytest.mark.parametrize(("clavis_cores", "wins"), [(4, True), (3, False)])
def test_bss02_058_lv3_blocker_counts_as_lv1(build, clavis_cores, wins):
    """Lv3 (10000 BP): the 10000 BP blocker counts as Lv1 (5000 BP) for the battle and falls; at Lv2 (7000 BP)
    it keeps its level and Clavis falls."""
    state = build(position(0, "attack", {"field": [FieldCard("BSS02-058", cores=clavis_cores)]},
                           {"field": [FieldCard(KV2, cores=2)]}))
    fight(state, 0, 0)
    assert cards(state, 1) == ([] if wins else [KV2])
    assert cards(state, 0) == (["BSS02-058"] if wins else [])


def test_bss02_058_blocker_level_lasts_for_the_battle_only(build):
    """The blocker is Lv1 only during that battle: a survivor is back at its level afterwards."""
    state = build(position(0, "attack", {"field": [FieldCard("BSS02-058", cores=4)]},
                           {"field": [FieldCard(KV2, cores=2)]}))
    do(state, C.attack(0))
    pass_flashes(state)
    do(state, C.block(0))
    assert bp(state, 1, 0) == 5000
    pass_flashes(state)
    assert cards(state, 1) == []


# -- BSS02-109 Ticking Floral Clock --------------------------------------------------------------------------
@pytest.mark.parametrize("clock", [True, False])
def test_bss02_109_lv1_spirits_gain_1000_in_attack_steps(build, clock):
    """In an Attack Step your Lv1 Spirits get +1000 BP: a Lv1 Axe Angel (2000 BP) ties with a 2000 BP blocker
    (both fall); without the Clock (1000 BP) it simply loses. A Lv2 Spirit gets nothing."""
    p0 = {"field": ([FieldCard("BSS02-109", cores=0)] if clock else []) + [FieldCard(AXE_ANGEL),
                                                                           FieldCard(AXE_ANGEL, cores=2)]}
    state = build(position(0, "attack", p0, {"field": [FieldCard(DEMO_BONES, cores=2)]}))
    k = 1 if clock else 0
    assert (bp(state, 0, k), bp(state, 0, k + 1)) == (2000 if clock else 1000, 3000)
    fight(state, k, 0)  # Demo Bones Lv2: 2000 BP
    assert cards(state, 1) == ([] if clock else [DEMO_BONES])
    assert cards(state, 0).count(AXE_ANGEL) == 1


def test_bss02_109_no_boost_in_the_main_step(build):
    state = build(position(0, "main", {"field": [FieldCard("BSS02-109", cores=0), FieldCard(AXE_ANGEL)]}, {}))
    assert bp(state, 0, 1) == 1000


def test_bss02_109_destroy_it_to_make_an_opposing_spirit_lv1(build):
    """Flash: destroying the Nexus makes an opposing Spirit Lv1 for the turn: the 10000 BP KV-2 (5000 BP at Lv1)
    falls to a 6000 BP attacker."""
    p0 = {"field": [FieldCard("BSS02-109", cores=0), FieldCard(ANKYLO, cores=3)]}
    state = build(position(0, "main", p0, {"field": [FieldCard(KV2, cores=2)]}))
    state.apply(state.pending_decision().activate("BSS02-109"))
    assert pending(state) == (Decision.CHOOSE, 0)
    choose(state, KV2)
    assert trash_ids(state, 0) == ["BSS02-109"]
    do(state, C.PASS)  # to the Attack Step: the level lasts the turn
    fight(state, 1, 0)
    assert cards(state, 1) == [] and cards(state, 0) == [ANKYLO]


# -- BSS03-002 Water Dragon King Levia -----------------------------------------------------------------------
@pytest.mark.parametrize(("attacker", "destroys"), [(SHOCK_TROOP, True), (RAINEEDLE, False)])
def test_bss03_002_awaken_hit_destroys_a_cost_3_or_4_nexus(build, attacker, destroys):
    """Your Attack Step: a Spirit with Awaken reducing the opponent's Life destroys an opposing Nexus of cost 3
    or 4 (not the cost-5 one); a Spirit without Awaken does nothing."""
    p0 = {"field": [FieldCard("BSS03-002"), FieldCard(attacker)]}
    p1 = {"field": [FieldCard(STAR_ALTAR, cores=0), FieldCard("BSS01-102", cores=0)]}
    state = build(position(0, "attack", p0, p1))
    unblocked_hit(state, 1)
    if destroys:
        assert pending(state) == (Decision.CHOOSE, 0)
        assert len(legal(state)) == 1  # only Star Altar (cost 3); Ancient Fault costs 5
        choose(state, STAR_ALTAR)
    assert cards(state, 1) == (["BSS01-102"] if destroys else [STAR_ALTAR, "BSS01-102"])


@pytest.mark.parametrize(("levia_cores", "boost"), [(3, 1000), (1, 0)])
def test_bss03_002_lv2_attack_boosts_red_spirits(build, levia_cores, boost):
    p0 = {"field": [FieldCard("BSS03-002", cores=levia_cores), FieldCard(RAINEEDLE), FieldCard(AXE_ANGEL)]}
    state = build(position(0, "attack", p0, {}))
    do(state, C.attack(0))
    assert (bp(state, 0, 1), bp(state, 0, 2)) == (1000 + boost, 1000)


# -- BSS03-092 Mermaid Princess Lirica -----------------------------------------------------------------------
@pytest.mark.parametrize("deploy", [True, False])
def test_bss03_092_may_deploy_a_nexus_from_hand_free(build, deploy):
    """On summon you may deploy a Nexus from hand without paying: the Reserve keeps its last core."""
    p0 = {"hand": ["BSS03-092", COLOSSEUM], "reserve": 6, "field": [FieldCard(MANTIGORE, exhausted=True)]}
    state = build(position(0, "main", p0, {}))
    summon(state, 0)  # cost 5 - 1 blue symbol = 4, one core placed
    assert pending(state) == (Decision.CHOOSE, 0)
    if deploy:
        choose(state, COLOSSEUM)
        assert pending(state) == (Decision.PAY, 0) and C.PASS in legal(state)  # it may be paid for instead
        do(state, C.PASS)  # the free use
        pay_and_place(state)
    else:
        do(state, C.PASS)
    assert cards(state, 0) == [MANTIGORE, "BSS03-092"] + ([COLOSSEUM] if deploy else [])
    assert hand_ids(state, 0) == ([] if deploy else [COLOSSEUM])
    assert int(player(state, 0)["reserve"]) == 1


@pytest.mark.parametrize(("lirica_cores", "draws"), [(3, 1), (1, 0)])
def test_bss03_092_lv2_exhausted_nexus_counts_as_its_highest_level(build, lirica_cores, draws):
    """Lv2, at the start of your Attack Step: the exhausted Scorched Battlefield counts as Lv2, so a hit draws a
    card; with Lirica at Lv1 nothing is offered and the Lv1 Nexus draws nothing."""
    p0 = {"field": [FieldCard("BSS03-092", cores=lirica_cores), FieldCard(SCORCHED, cores=0), FieldCard(RAINEEDLE)],
          "deck": [GOLEM, GOLEM]}
    state = build(position(0, "main", p0, {"life": 5}))
    do(state, C.PASS)  # the Attack Step starts
    if lirica_cores == 3:
        assert pending(state) == (Decision.CHOOSE, 0)
        choose(state, SCORCHED)  # the only Nexus: the choice ends
        assert exhausted(state, 0)[1] == 1
    assert pending(state) == (Decision.ATTACK, 0)
    unblocked_hit(state, 2)
    assert len(hand_ids(state, 0)) == draws


def test_bss03_092_nexus_level_ends_when_lirica_leaves(build):
    """The highest level lasts only while you control Lirica: after it is destroyed the Nexus is Lv1 again."""
    p0 = {"field": [FieldCard("BSS03-092", cores=3), FieldCard(SCORCHED, cores=0), FieldCard(RAINEEDLE)],
          "deck": [GOLEM, GOLEM]}
    state = build(position(0, "main", p0, {"life": 5, "field": [FieldCard(KV2, cores=2)]}))
    do(state, C.PASS)
    choose(state, SCORCHED)
    fight(state, 0, 0)  # Lirica (5000 BP) falls to the 10000 BP KV-2
    assert "BSS03-092" not in cards(state, 0)
    unblocked_hit(state, 2)
    assert hand_ids(state, 0) == []


def test_bss03_092_an_exhausted_nexus_may_be_picked_too(build):
    """As printed, any Nexus of yours may be picked (exhausting an exhausted one changes nothing): the already
    exhausted Scorched Battlefield still counts as Lv2 and the hit draws."""
    p0 = {"field": [FieldCard("BSS03-092", cores=3), FieldCard(SCORCHED, cores=0, exhausted=True), FieldCard(RAINEEDLE)],
          "deck": [GOLEM, GOLEM]}
    state = build(position(0, "main", p0, {"life": 5}))
    do(state, C.PASS)
    choose(state, SCORCHED)
    unblocked_hit(state, 2)
    assert len(hand_ids(state, 0)) == 1
