"""BSS01-03 cards scripted with the levels vocabulary (pybs/scripts/pool_levels.py), on both engines.

Each test plays the card's effect from a Scenario and checks the printed outcome; conditional effects
also get a case where the condition fails. Both Soul Cores sit in the Trash unless a test needs one.
Outcomes are read from battles, costs and zones, which the compiled engine decides by itself.
"""

from __future__ import annotations

import pytest
from card_helpers import cards, deck_ids, do, exhausted, fight, pass_flashes, position
from conftest import bp, field, hand_ids, legal, pay_and_place, pending, player, summon, trash_ids

from pybs import codec as C
from pybs import layout as L
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


# -- BSS01-076 Archangel Michaela ----------------------------------------------------------------------------
def test_bss01_076_reveals_one_per_yellow_card_and_keeps_the_magic(build):
    """On summon: three yellow Spirits and Nexuses (itself included) reveal three cards; both Magic cards go to
    hand and the Golem goes under the deck."""
    p0 = {"hand": ["BSS01-076"], "reserve": 6, "deck": [DROWSY_FUMES, GOLEM, PUPPET_STRINGS, RAINEEDLE],
          "field": [FieldCard(AXE_ANGEL, exhausted=True), FieldCard(SPIRAL_TOWER, cores=0, exhausted=True)]}
    state = build(position(0, "main", p0, {}))
    summon(state, 0)  # cost 7 - 2 yellow symbols = 5, one core placed
    assert sorted(hand_ids(state, 0)) == sorted([DROWSY_FUMES, PUPPET_STRINGS])
    assert deck_ids(state, 0) == [RAINEEDLE, GOLEM]


@pytest.mark.parametrize(("soul", "step", "free"), [(True, "attack", True), (False, "attack", False),
                                                    (True, "main", False)])
def test_bss01_076_lv2_soul_core_makes_hand_magic_free_in_attack_steps(build, soul, step, free):
    """Lv2 with the Soul Core on it, in an Attack Step: Puppet Strings is used without paying (no core moves);
    without the Soul Core, or in the Main Step, its cost (5 - 2 yellow symbols = 3) is paid."""
    p0 = {"hand": [PUPPET_STRINGS], "reserve": 3, "soul": None if soul else "trash",
          "field": [FieldCard("BSS01-076", cores=4, soul=soul), FieldCard(AXE_ANGEL)]}
    state = build(position(0, step, p0, {}))
    if step == "attack":
        do(state, C.attack(1), C.PASS)  # the defender passes the Flash timing; the attacker uses the Magic
    do(state, C.use_hand(0))
    if pending(state)[0] == Decision.MAGIC_EFFECT:
        state.apply(state.pending_decision().magic_effect("Main" if step == "main" else "Flash"))
    assert (pending(state)[0] == Decision.PAY) is not free
    pay_and_place(state)
    choose(state, AXE_ANGEL)
    assert int(player(state, 0)["trash_cores"]) == (0 if free else 3)
    assert bp(state, 0, 1) == 4000


# -- BSS01-083 Godbeast Behemoth -----------------------------------------------------------------------------
@pytest.mark.parametrize(("trash", "usable"), [([AXE_ANGEL, AXE_ANGEL], True), ([MANTIGORE, PUPPET_STRINGS], False)])
def test_bss01_083_cost_2_spirits_in_the_trash_lend_their_symbols(build, trash, usable):
    """Cost 8, six yellow reductions: two cost-2 yellow Spirit cards in the Trash add two symbols to the field's
    one (cost 5, payable with six cores); a cost-3 Spirit and a Magic add none (cost 7)."""
    p0 = {"hand": ["BSS01-083"], "reserve": 5, "trash": trash, "field": [FieldCard(AXE_ANGEL, exhausted=True)]}
    state = build(position(0, "main", p0, {}))
    assert (C.use_hand(0) in legal(state)) is usable


def _behemoth_battles(build, behemoth_cores: int, behemoth_attacks: bool) -> list[int]:
    """Behemoth (maybe) attacks unblocked, then the cost-2 Axe Angel attacks: the blocks the opponent may make."""
    p0 = {"field": [FieldCard("BSS01-083", cores=behemoth_cores), FieldCard(AXE_ANGEL)]}
    p1 = {"field": [FieldCard(KV2, cores=2), FieldCard(DEMO_BONES)], "life": 5}
    state = build(position(0, "attack", p0, p1))
    if behemoth_attacks:
        unblocked_hit(state, 0)
    do(state, C.attack(1))
    pass_flashes(state)
    assert pending(state) == (Decision.BLOCK, 1)
    return [c for c in legal(state) if c != C.PASS]


@pytest.mark.parametrize(("cores", "attacks", "kv2_blocks"), [(2, True, False), (1, True, True), (2, False, True)])
def test_bss01_083_lv2_attack_makes_cost_2_spirits_unblockable_by_lv2(build, cores, attacks, kv2_blocks):
    """Lv2+: after its attack, this turn the Lv2 KV-2 cannot block the cost-2 Axe Angel (the Lv1 Demo Bones
    still can); not after a Lv1 attack, and not before it attacks."""
    blocks = _behemoth_battles(build, cores, attacks)
    assert blocks == ([C.block(0), C.block(1)] if kv2_blocks else [C.block(1)])


# -- BSS02-093 Daimyo Beast Yaiba-no-Kami --------------------------------------------------------------------
@pytest.mark.parametrize(("theirs", "gets"), [(GOLEM, True), (KV2, False)])
def test_bss02_093_strongest_spirit_gets_a_core_at_the_opponent_s_attack_step(build, theirs, gets):
    """At the start of the opponent's Attack Step a Spirit of yours with more BP than each of theirs gets a Void
    core: Brontech (5000) against a 4000 BP Golem (Yaiba's 4000 is not more); nothing against a 10000 BP KV-2."""
    p0 = {"field": [FieldCard("BSS02-093"), FieldCard(BRONTECH)]}
    p1 = {"field": [FieldCard(theirs, cores=2 if theirs == KV2 else 1, exhausted=True)]}
    state = build(position(1, "main", p0, p1, turn=4))
    do(state, C.PASS)  # player 1 ends the Main Step
    if gets:
        assert pending(state) == (Decision.CHOOSE, 0)
        assert len(legal(state)) == 1  # Brontech only
        choose(state, BRONTECH)
    assert pending(state) == (Decision.ATTACK, 1)
    assert [f["cores"] for f in field(state, 0).values()] == [1, 2 if gets else 1]


@pytest.mark.parametrize(("yaiba_cores", "wins"), [(3, True), (1, False)])
def test_bss02_093_lv2_cheap_spirits_have_4000_bp_at_lv1(build, yaiba_cores, wins):
    """Lv2+: a cost-1 Raineedle at Lv1 has 4000 BP and beats a 2000 BP blocker (at Lv1 of Yaiba it has 1000 and
    loses); a cost-4 Brontech keeps 5000, a Lv2 Raineedle keeps 3000."""
    p0 = {"field": [FieldCard("BSS02-093", cores=yaiba_cores), FieldCard(RAINEEDLE), FieldCard(BRONTECH),
                    FieldCard(RAINEEDLE, cores=2)]}
    state = build(position(0, "attack", p0, {"field": [FieldCard(DEMO_BONES, cores=2)]}))
    assert (bp(state, 0, 2), bp(state, 0, 3)) == (5000, 3000)
    fight(state, 1, 0)
    assert cards(state, 1) == ([] if wins else [DEMO_BONES])
    assert cards(state, 0).count(RAINEEDLE) == (2 if wins else 1)


# -- BSS01-099 Pentan ----------------------------------------------------------------------------------------
@pytest.mark.parametrize(("pentan_cores", "first_cost"), [(2, 0), (1, 1)])
def test_bss01_099_first_magic_each_turn_costs_one_less(build, pentan_cores, first_cost):
    """Lv2+: the turn's first Magic from hand costs one less (Drowsy Fumes: 2 - 1 yellow symbol - 1 = 0); the
    second one pays its full cost (1). At Lv1 both pay 1."""
    p0 = {"field": [FieldCard("BSS01-099", cores=pentan_cores)], "hand": [DROWSY_FUMES, DROWSY_FUMES], "reserve": 4}
    state = build(position(0, "main", p0, {"field": [FieldCard(KV2, cores=2)]}))
    for paid in (first_cost, first_cost + 1):
        do(state, C.use_hand(0))
        if pending(state)[0] == Decision.MAGIC_EFFECT:
            state.apply(state.pending_decision().magic_effect("Main"))
        pay_and_place(state)
        choose(state, KV2)
        assert int(player(state, 0)["trash_cores"]) == paid


# -- BSS02-059 Fallen Angel Acedia ---------------------------------------------------------------------------
def test_bss02_059_every_non_voidlord_spirit_counts_as_lv1(build):
    """On summon every Spirit but the Voidlords counts as Lv1 for the turn, on both sides: the KV-2 (10000 BP at
    Lv2) falls to Acedia's 7000 BP; the Voidlord Ira keeps its level."""
    p0 = {"hand": ["BSS02-059"], "reserve": 10, "field": [FieldCard(AXE_ANGEL, cores=2, exhausted=True)]}
    p1 = {"field": [FieldCard(KV2, cores=2), FieldCard("BSS02-016", cores=4, exhausted=True)]}
    state = build(position(0, "main", p0, p1))
    summon(state, 0)  # cost 10 - 1 yellow symbol = 9, one core placed
    assert (bp(state, 0, 0), bp(state, 1, 0), bp(state, 1, 1)) == (1000, 5000, 10000)
    do(state, C.PASS)  # the Attack Step
    fight(state, 1, 0)
    assert cards(state, 1) == ["BSS02-016"] and "BSS02-059" in cards(state, 0)


@pytest.mark.parametrize(("mine", "blocks"), [
    ([FieldCard("BSS02-059", cores=4)], [0]),
    ([FieldCard("BSS02-059", cores=1)], [0, 1]),
    ([FieldCard("BSS02-016", cores=4), FieldCard("BSS02-059", cores=4, exhausted=True)], [0]),
    ([FieldCard(AXE_ANGEL), FieldCard("BSS02-059", cores=4, exhausted=True)], [0, 1]),
])
def test_bss02_059_lv2_voidlords_unblockable_by_weaker_spirits(build, mine, blocks):
    """Lv2+, your Attack Step: an attacking Voidlord of yours (10000 BP: Acedia itself, or Ira) can be blocked
    by the 10000 BP KV-2 but not by the 4000 BP Golem; a Lv1 Acedia (7000 BP) gives nothing, and a
    non-Voidlord attacker is not helped."""
    state = build(position(0, "attack", {"field": mine}, {"field": [FieldCard(KV2, cores=2), FieldCard(GOLEM)]}))
    do(state, C.attack(0))
    pass_flashes(state)
    assert pending(state) == (Decision.BLOCK, 1)
    assert [c for c in legal(state) if c != C.PASS] == [C.block(k) for k in blocks]


# -- BSS02-068 Air Brigade Captain Raphael -------------------------------------------------------------------
def resolve_order(state) -> None:
    """Several triggers of one batch: take them in the offered order."""
    while pending(state)[0] == Decision.ORDER:
        do(state, C.choice(0))


def test_bss02_068_attack_returns_a_cost_2_card_from_the_trash(build):
    """When it attacks, a cost-2 card of any kind goes from the Trash to hand (not the cost-5 Magic)."""
    p0 = {"field": [FieldCard("BSS02-068")], "trash": [PUPPET_STRINGS, DROWSY_FUMES, AXE_ANGEL]}
    state = build(position(0, "attack", p0, {}))
    do(state, C.attack(0))
    resolve_order(state)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert len(legal(state)) == 2  # Drowsy Fumes and Axe Angel
    choose(state, AXE_ANGEL)
    assert hand_ids(state, 0) == [AXE_ANGEL]


@pytest.mark.parametrize(("angel_cores", "weakens"), [([1, 1, 1, 1], True), ([1, 1, 1, 2], False)])
def test_bss02_068_four_other_lv1_spirits_weaken_two_opposing_spirits(build, angel_cores, weakens):
    """With four other Lv1 Spirits its attack gives two opposing Spirits -3000 BP this turn; with only three
    (the fourth at Lv2) nothing happens."""
    p0 = {"field": [FieldCard("BSS02-068")] + [FieldCard(AXE_ANGEL, cores=n, exhausted=True) for n in angel_cores]}
    p1 = {"field": [FieldCard(BRONTECH), FieldCard(GOLEM), FieldCard(KV2, cores=2)]}
    state = build(position(0, "attack", p0, p1))
    do(state, C.attack(0))
    resolve_order(state)
    if weakens:
        assert pending(state) == (Decision.CHOOSE, 0)
        choose(state, BRONTECH)
        choose(state, GOLEM)
    assert pending(state)[0] == Decision.FLASH
    assert (bp(state, 1, 0), bp(state, 1, 1)) == ((2000, 1000) if weakens else (5000, 4000))


@pytest.mark.parametrize(("raphael_cores", "fires"), [(4, True), (1, False)])
def test_bss02_068_lv2_core_into_your_reserve_makes_an_opposing_spirit_lv1(build, raphael_cores, fires):
    """Lv2+, Attack Step: your Axe Angel falls in battle and its core goes to your Reserve, so an opposing
    Spirit counts as Lv1 this turn: the KV-2 (5000 BP) then falls to Raphael's 8000 BP. At Lv1 nothing."""
    p0 = {"field": [FieldCard("BSS02-068", cores=raphael_cores), FieldCard(AXE_ANGEL)]}
    p1 = {"field": [FieldCard(BRONTECH), FieldCard(KV2, cores=2)]}
    state = build(position(0, "attack", p0, p1))
    fight(state, 1, 0)  # Axe Angel (1000) loses to Brontech
    assert AXE_ANGEL not in cards(state, 0)
    if fires:
        assert pending(state) == (Decision.CHOOSE, 0)
        choose(state, KV2)
        assert bp(state, 1, 1) == 5000
    assert pending(state) == (Decision.ATTACK, 0)


def test_bss02_068_cores_into_the_opponent_s_reserve_do_not_count(build):
    """Only your own Reserve: the opposing Golem falling (its core to their Reserve) triggers nothing."""
    p0 = {"field": [FieldCard("BSS02-068", cores=4), FieldCard(BRONTECH)]}
    state = build(position(0, "attack", p0, {"field": [FieldCard(GOLEM), FieldCard(KV2, cores=2)]}))
    fight(state, 1, 0)
    assert cards(state, 1) == [KV2]
    assert pending(state) == (Decision.ATTACK, 0)


# -- BSS02-111 Harpy Nest Palace ----------------------------------------------------------------------------
@pytest.mark.parametrize(("attacker", "wins"), [("BSS02-068", True), (ANKYLO, False)])
def test_bss02_111_blocker_of_a_birdfolk_counts_as_lv1(build, attacker, wins):
    """Your Attack Step: the KV-2 blocking your Birdfolk Raphael (8000 BP) counts as Lv1 (5000 BP) and falls;
    blocking the Terrasaur Ankylosauroid (6000 BP) it keeps 10000 BP and wins."""
    p0 = {"field": [FieldCard("BSS02-111", cores=0), FieldCard(attacker, cores=4 if wins else 3)]}
    state = build(position(0, "attack", p0, {"field": [FieldCard(KV2, cores=2)]}))
    do(state, C.attack(1))
    resolve_order(state)
    pass_flashes(state)
    do(state, C.block(0))
    pass_flashes(state)
    assert cards(state, 1) == ([] if wins else [KV2])
    assert (attacker in cards(state, 0)) is wins


@pytest.mark.parametrize(("nest_cores", "nest_exhausted", "offered"), [(1, False, True), (0, False, False),
                                                                       (1, True, False)])
def test_bss02_111_lv2_life_core_into_reserve_moves_cores_onto_spirits(build, nest_cores, nest_exhausted, offered):
    """Lv2, opponent's turn: the Life core their attack sends to your Reserve lets you exhaust the Nexus and move
    Reserve cores onto your Spirits (here both onto the Axe Angel). At Lv1, or exhausted, nothing is offered."""
    p0 = {"field": [FieldCard("BSS02-111", cores=nest_cores, exhausted=nest_exhausted), FieldCard(AXE_ANGEL)],
          "reserve": 1, "life": 5}
    state = build(position(1, "attack", p0, {"field": [FieldCard(RAINEEDLE)]}, turn=4))
    do(state, C.attack(0))
    pass_flashes(state)
    do(state, C.PASS)  # no block
    pass_flashes(state)
    assert life(state, 0) == 4 and int(player(state, 0)["reserve"]) == 2
    if offered:
        assert pending(state) == (Decision.YES_NO, 0)
        state.apply(state.pending_decision().yes_to("BSS02-111"))
        choose(state, AXE_ANGEL)  # the only Spirit: the choice ends
        state.apply(state.pending_decision().cores(2))
        assert [f["cores"] for f in field(state, 0).values()] == [1, 3]
        assert int(player(state, 0)["reserve"]) == 0 and exhausted(state, 0)[0] == 1
    else:
        assert pending(state)[0] != Decision.YES_NO


# -- BSS03-116 Whirlpool Strait ------------------------------------------------------------------------------
@pytest.mark.parametrize("activate", [True, False])
def test_bss03_116_burst_places_itself_for_free(build, activate):
    """Burst, when the opponent destroys a Spirit of yours: the card is deployed from the Burst without paying
    (the Reserve does not change); declined, it stays set."""
    p0 = {"burst": "BSS03-116", "reserve": 0, "field": [FieldCard(AXE_ANGEL)]}
    state = build(position(1, "attack", p0, {"field": [FieldCard(BRONTECH)]}, turn=4))
    do(state, C.attack(0))
    pass_flashes(state)
    do(state, C.block(0))
    pass_flashes(state)  # Axe Angel falls: its core goes to the Reserve
    assert pending(state) == (Decision.BURST, 0)
    do(state, C.CONFIRM if activate else C.PASS)
    while pending(state)[0] == Decision.CHOOSE and pending(state)[1] == 0:
        choose(state, "BSS03-116")
    assert cards(state, 0) == (["BSS03-116"] if activate else [])
    assert (int(player(state, 0)["burst_inst"]) == L.NO_CARD) is activate
    assert int(player(state, 0)["reserve"]) == 1
    assert "BSS03-116" not in trash_ids(state, 0)


@pytest.mark.parametrize(("strait_cores", "boost"), [(2, 4000), (1, 0)])
def test_bss03_116_lv2_spirit_gains_2000_per_nexus(build, strait_cores, boost):
    """Lv2, at the start of the opponent's Attack Step: a Spirit of yours gets +2000 BP per Nexus you control
    (two Nexuses: +4000), so Axe Angel (5000) beats the attacking Golem (4000); at Lv1 nothing happens."""
    p0 = {"field": [FieldCard("BSS03-116", cores=strait_cores), FieldCard(STAR_ALTAR, cores=0), FieldCard(AXE_ANGEL)]}
    state = build(position(1, "main", p0, {"field": [FieldCard(GOLEM)]}, turn=4))
    do(state, C.PASS)  # player 1 ends the Main Step
    if boost:
        assert pending(state) == (Decision.CHOOSE, 0)
        choose(state, AXE_ANGEL)
    assert bp(state, 0, 2) == 1000 + boost
    do(state, C.attack(0))
    pass_flashes(state)
    do(state, C.block(2))
    pass_flashes(state)
    assert (AXE_ANGEL in cards(state, 0)) is bool(boost)


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
