"""ST01 (red, Star Dragons): one test or more per card, run on both engines.

Player 0 is the turn player on turn 3. Both Soul Cores start in the Trash unless a test needs one,
so core counts are exact. Card facts: /work/shared/cards/bss/ST01.json."""

from __future__ import annotations

import pytest
from card_helpers import attack_to_block, blocked_battle, check_vanilla, deck_ids, pass_battle_flash, scenario
from cards_shared import BIG, PURPLE_NEXUS, SMALL
from conftest import bp, field, hand_ids, legal, pass_until, pending, player, summon, trash_ids, use_magic

from pybs import codec as C
from pybs import layout as L
from pybs.layout import Decision
from pybs.testing import FieldCard, Scenario


def awaken_in_battle(build, card: str, before: int, after: int, bp_after: int) -> None:
    """In the defender's battle, Awaken pulls cores from another Spirit and a Nexus onto the Spirit."""
    mine = [FieldCard(card), FieldCard("ST01-011", cores=3), FieldCard("ST01-012", cores=1)]
    sc = Scenario(turn=4, active=1, step="attack", auto_forced=False)
    sc.player(0, field=mine, soul="trash", reserve=2)
    sc.player(1, field=[FieldCard(BIG, cores=3)], soul="trash")
    state = build(sc)
    assert bp(state, 0, 0) == before
    state.apply(C.attack(0))
    assert pending(state) == (Decision.FLASH, 0)
    assert C.awaken(0) in legal(state)
    state.apply(C.awaken(0))
    assert pending(state) == (Decision.AWAKEN, 0)
    assert C.place(0, 0) not in legal(state)  # never from the Reserve
    for _ in range(after - 1 - 1):
        state.apply(C.place(2, 0))  # from the Dragron Captain
    state.apply(C.place(3, 0))  # from the Nexus
    state.apply(C.PASS)
    assert pending(state) == (Decision.FLASH, 1)  # the opponent may answer (R10.4)
    f = field(state, 0)
    assert (f[0]["cores"], f[1]["cores"], f[2]["cores"]) == (after, 3 - (after - 2), 0)
    assert int(player(state, 0)["reserve"]) == 2
    assert bp(state, 0, 0) == bp_after


# -- cards with no effect text ---------------------------------------------------------------------------
@pytest.mark.parametrize("card_id", ["ST01-004", "ST01-005", "ST01-011"])
def test_st01_vanilla_cards_do_nothing_else(build, card_id):
    """Raineedle, Quicksand Dragon and Dragron Captain have no effect: summoning or attacking with them
    changes nothing else."""
    check_vanilla(build, card_id)


# -- ST01-001 Nebula Dragon Andromeda --------------------------------------------------------------------
def test_st01_001_summon_destroys_small_spirit_or_nexus(build):
    """On summon, destroy an opposing Spirit of 3000 BP or less or an opposing Nexus."""
    opp = [FieldCard(SMALL), FieldCard(PURPLE_NEXUS, cores=0), FieldCard(BIG, cores=3), FieldCard(BIG)]
    state = build(scenario({"hand": ["ST01-001"], "reserve": 8}, {"field": opp}, auto=False))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    # slot 0 (1000 BP), slot 1 (the Nexus), slot 3 (3000 BP); not slot 2 (5000 BP); no PASS
    assert legal(state) == [C.choice(0), C.choice(1), C.choice(2)]
    state.apply(C.choice(1))
    assert sorted(field(state, 1)) == [0, 2, 3]
    assert trash_ids(state, 1) == [PURPLE_NEXUS]
    assert pending(state) == (Decision.MAIN, 0)


def test_st01_001_summon_destroys_spirit_and_its_cores_go_to_reserve(build):
    """The destroyed opposing Spirit goes to the Trash, its cores to its owner's Reserve."""
    state = build(scenario({"hand": ["ST01-001"], "reserve": 8}, {"field": [FieldCard(BIG, cores=3),
                                                                              FieldCard(SMALL, cores=3)]}))
    summon(state, 0)  # one candidate (slot 1, 3000 BP): taken automatically
    assert sorted(field(state, 1)) == [0]
    assert trash_ids(state, 1) == [SMALL]
    assert int(player(state, 1)["reserve"]) == 3 + 3


@pytest.mark.parametrize(("cores", "confront"), [(5, True), (3, False)])
def test_st01_001_lv3_attacks_with_confront(build, cores, confront):
    """At Lv3 (5 cores) its attack forces a block; at Lv2 the opponent may decline."""
    state = build(scenario({"field": [FieldCard("ST01-001", cores=cores)]}, {"field": [FieldCard(SMALL)]},
                           step="attack", auto=False))
    attack_to_block(state, 0)
    assert (C.PASS in legal(state)) is not confront
    assert C.block(0) in legal(state)


# -- ST01-002 Galaxy Dragon Andrometeos ------------------------------------------------------------------
@pytest.mark.parametrize(("helper", "card", "paid"), [
    ("ST01-002", "ST01-005", 1),  # Star Dragon: its one symbol counts as two, cost 3 - 2
    ("ST01-009", "ST01-005", 2),  # an ordinary red symbol reduces one, cost 3 - 1
    ("ST01-002", "ST01-009", 1),  # a Dragonoid: not doubled, cost 2 - 1
])
def test_st01_002_symbol_counts_double_for_star_dragons(build, helper, card, paid):
    """Its symbol counts as two when paying for a Star Dragon Spirit, as one for anything else."""
    state = build(scenario({"hand": [card], "reserve": 5, "field": [FieldCard(helper)]}, {}))
    summon(state, 0)
    pl = player(state, 0)
    assert (int(pl["trash_cores"]), int(pl["reserve"])) == (paid, 5 - paid - 1)
    assert field(state, 0)[1]["card"] == card


def test_st01_002_lv2_attack_adds_a_star_dragon_from_top_three(build):
    """At Lv2 its attack reveals 3, a Star Dragon Spirit goes to hand, the others to the deck bottom."""
    deck = [SMALL, "ST01-004", "ST01-001", "ST01-005", BIG]
    state = build(scenario({"field": [FieldCard("ST01-002", cores=2)], "deck": deck}, {}, step="attack",
                           auto=False))
    state.apply(C.attack(0))
    assert pending(state) == (Decision.CHOOSE, 0)
    assert legal(state) == [C.choice(0), C.choice(1)]  # the two Star Dragons; must take one
    state.apply(C.choice(1))
    assert hand_ids(state, 0) == ["ST01-001"]
    assert pending(state) == (Decision.CHOOSE, 0)  # the other two go under "in any order", one at a time
    assert legal(state) == [C.choice(0), C.choice(1)]
    state.apply(C.choice(1))  # ST01-004 goes under first, the last one under it
    assert deck_ids(state, 0) == ["ST01-005", BIG, "ST01-004", SMALL]
    assert pending(state) == (Decision.FLASH, 1)


def test_st01_002_lv1_attack_reveals_nothing(build):
    """At Lv1 the attack does not dig."""
    deck = ["ST01-004", "ST01-001", "ST01-005"]
    state = build(scenario({"field": [FieldCard("ST01-002", cores=1)], "deck": deck}, {}, step="attack",
                           auto=False))
    state.apply(C.attack(0))
    assert pending(state) == (Decision.FLASH, 1)
    assert hand_ids(state, 0) == [] and deck_ids(state, 0) == deck


# -- ST01-003 Imperial Thunder Dragon Siegwurm -----------------------------------------------------------
def test_st01_003_attacks_with_confront(build):
    """Even at Lv1 its attack forces the opponent to block."""
    state = build(scenario({"field": [FieldCard("ST01-003")]}, {"field": [FieldCard(SMALL)]}, step="attack",
                           auto=False))
    attack_to_block(state, 0)
    assert legal(state) == [C.block(0)]


@pytest.mark.parametrize(("cores", "confront"), [(5, True), (3, False)])
def test_st01_003_lv3_gives_awaken_spirits_confront(build, cores, confront):
    """At Lv3 your Awaken Spirits attack with Confront in your Attack Step; not at Lv2."""
    mine = [FieldCard("ST01-003", cores=cores), FieldCard("ST01-010"), FieldCard("ST01-009")]
    sc = scenario({"field": mine}, {"field": [FieldCard(SMALL)]}, step="attack", auto=False)
    state = build(sc)
    attack_to_block(state, 1)  # the Awaken Spirit
    assert (C.PASS in legal(state)) is not confront
    state = build(sc)
    attack_to_block(state, 2)  # no Awaken: never forced
    assert C.PASS in legal(state)


# -- ST01-006 Moonbow Dragoon ----------------------------------------------------------------------------
def test_st01_006_awaken_moves_cores_onto_it_in_flash(build):
    """Awaken: in a Flash timing it takes cores from your other cards and levels up (4 cores: 6000 BP)."""
    awaken_in_battle(build, "ST01-006", 3000, 4, 6000)


# -- ST01-007 Blade Dino Parasaur ------------------------------------------------------------------------
@pytest.mark.parametrize("cores", [1, 3])
def test_st01_007_attacks_with_confront(build, cores):
    """At Lv1 and Lv2 its attack forces a block."""
    state = build(scenario({"field": [FieldCard("ST01-007", cores=cores)]}, {"field": [FieldCard(SMALL)]},
                           step="attack", auto=False))
    attack_to_block(state, 0)  # no Soul Core on it: no Lv2 offer
    assert legal(state) == [C.block(0)]


def test_st01_007_lv2_attack_pays_soul_core_for_a_card(build):
    """At Lv2 (Soul Core on it) its attack may send the Soul Core to the Trash to draw a card."""
    state = build(scenario({"field": [FieldCard("ST01-007", cores=2, soul=True)], "soul": None,
                            "deck": ["ST01-004", SMALL]}, {}, step="attack", auto=False))
    state.apply(C.attack(0))
    assert pending(state) == (Decision.YES_NO, 0)
    state.apply(C.CONFIRM)
    assert hand_ids(state, 0) == ["ST01-004"]
    f = field(state, 0)[0]
    assert (f["cores"], f["soul"]) == (2, False)
    assert int(player(state, 0)["soul_loc"]) == L.SOUL_TRASH
    assert bp(state, 0, 0) == 2000  # back to Lv1


def test_st01_007_declining_keeps_the_soul_core(build):
    """Declining the offer keeps the Soul Core and draws nothing."""
    state = build(scenario({"field": [FieldCard("ST01-007", cores=2, soul=True)], "soul": None}, {},
                           step="attack", auto=False))
    state.apply(C.attack(0))
    assert pending(state) == (Decision.YES_NO, 0)
    state.apply(C.PASS)
    assert pending(state) == (Decision.FLASH, 1)
    assert hand_ids(state, 0) == []
    assert field(state, 0)[0]["soul"]


@pytest.mark.parametrize(("cores", "soul"), [(0, True), (3, False)])
def test_st01_007_no_offer_at_lv1_or_without_soul_core(build, cores, soul):
    """No offer at Lv1, nor at Lv2 without the Soul Core on it."""
    state = build(scenario({"field": [FieldCard("ST01-007", cores=cores, soul=soul)],
                            "soul": None if soul else "reserve"}, {}, step="attack", auto=False))
    state.apply(C.attack(0))
    assert pending(state) == (Decision.FLASH, 1)
    assert hand_ids(state, 0) == []


# -- ST01-008 Blazing Boar -------------------------------------------------------------------------------
def test_st01_008_summon_returns_red_spirit_from_trash(build):
    """On summon, a red Spirit card in your Trash comes back to hand (not a purple one, not a Magic)."""
    trash = [SMALL, "ST01-014", "ST01-011", "ST01-004", "ST01-012"]
    state = build(scenario({"hand": ["ST01-008"], "reserve": 5, "trash": trash},
                           {"trash": ["ST01-005"]}, auto=False))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert legal(state) == [C.choice(0), C.choice(1)]  # ST01-011, ST01-004 (own Trash only)
    state.apply(C.choice(1))
    assert hand_ids(state, 0) == ["ST01-004"]
    assert trash_ids(state, 0) == [SMALL, "ST01-014", "ST01-011", "ST01-012"]
    assert trash_ids(state, 1) == ["ST01-005"]


def test_st01_008_summon_with_no_red_spirit_in_trash(build):
    """With no red Spirit in the Trash, nothing happens."""
    sc = scenario({"hand": ["ST01-008"], "reserve": 5, "trash": [SMALL, "ST01-014"]}, {}, auto=False)
    state = build(sc)
    summon(state, 0)
    assert pending(state) == (Decision.MAIN, 0)
    assert hand_ids(state, 0) == []


# -- ST01-009 Dragron Trooper ----------------------------------------------------------------------------
def test_st01_009_gains_2000_bp_while_attacking(build):
    """+2000 BP only while it is the attacker."""
    sc = scenario({"field": [FieldCard("ST01-009"), FieldCard("ST01-009", cores=2)]}, {}, step="attack",
                  auto=False)
    state = build(sc)
    assert (bp(state, 0, 0), bp(state, 0, 1)) == (1000, 3000)
    state.apply(C.attack(1))
    assert (bp(state, 0, 0), bp(state, 0, 1)) == (1000, 5000)


def test_st01_009_no_bonus_when_blocking(build):
    """Blocking is not attacking: no bonus."""
    sc = Scenario(turn=4, active=1, step="attack", auto_forced=False)
    sc.player(0, field=[FieldCard("ST01-009")], soul="trash")
    sc.player(1, field=[FieldCard(SMALL, cores=2)], soul="trash")
    state = build(sc)
    state.apply(C.attack(0))
    pass_until(state, Decision.BLOCK)
    state.apply(C.block(0))
    assert bp(state, 0, 0) == 1000
    state.apply(C.PASS)
    state.apply(C.PASS)
    assert trash_ids(state, 0) == ["ST01-009"]  # 1000 < 2000


# -- ST01-010 Dragno Shock Troop -------------------------------------------------------------------------
def test_st01_010_awaken_moves_cores_onto_it_in_flash(build):
    """Awaken: in a Flash timing it takes cores from your other cards and levels up (3 cores: 3000 BP)."""
    awaken_in_battle(build, "ST01-010", 1000, 3, 3000)


def test_st01_010_awaken_has_no_core_source_without_other_cores(build):
    """Awaken needs cores on another field card; the Reserve does not count."""
    sc = scenario({"field": [FieldCard("ST01-010")], "reserve": 5}, {})
    state = build(sc)
    assert C.awaken(0) not in legal(state)


# -- ST01-012 Scorched Battlefield -----------------------------------------------------------------------
def test_st01_012_red_spirits_gain_1000_in_your_attack_step(build):
    """In your Attack Step your red Spirits get +1000 BP (not purple ones, not the opponent's)."""
    mine = [FieldCard("ST01-012", cores=0), FieldCard("ST01-011"), FieldCard(SMALL)]
    state = build(scenario({"field": mine}, {"field": [FieldCard("ST01-004")]}))
    assert (bp(state, 0, 1), bp(state, 0, 2), bp(state, 1, 0)) == (3000, 1000, 1000)
    state.apply(C.PASS)  # to the Attack Step
    assert pending(state) == (Decision.ATTACK, 0)
    assert (bp(state, 0, 1), bp(state, 0, 2), bp(state, 1, 0)) == (4000, 1000, 1000)


def test_st01_012_not_in_the_opponents_attack_step(build):
    """In the opponent's Attack Step the bonus is off."""
    sc = Scenario(turn=4, active=1, step="attack")
    sc.player(0, field=[FieldCard("ST01-012", cores=2), FieldCard("ST01-011")], soul="trash")
    sc.player(1, field=[FieldCard(SMALL)], soul="trash")
    state = build(sc)
    assert bp(state, 0, 1) == 3000


@pytest.mark.parametrize(("nexus_cores", "draws"), [(2, 1), (1, 0)])
def test_st01_012_lv2_draws_when_you_reduce_life(build, nexus_cores, draws):
    """At Lv2, hitting the opponent's Life in your Attack Step draws a card; not at Lv1."""
    mine = [FieldCard("ST01-012", cores=nexus_cores), FieldCard("ST01-004")]
    state = build(scenario({"field": mine, "deck": ["ST01-005", "ST01-009"]}, {}, step="attack", auto=False))
    attack_to_block(state, 1)
    state.apply(C.PASS)
    assert int(player(state, 1)["life"]) == 4
    assert pending(state) == (Decision.ATTACK, 0)
    assert hand_ids(state, 0) == ["ST01-005"][:draws]


# -- ST01-013 Star Altar ---------------------------------------------------------------------------------
def test_st01_013_soul_spirit_destroyed_moves_its_cores(build):
    """When your Soul-Core Spirit is destroyed in your Attack Step, its cores go onto one of your Spirits."""
    mine = [FieldCard("ST01-013", cores=0), FieldCard("ST01-004", cores=1, soul=True), FieldCard("ST01-009"),
            FieldCard("ST01-011")]
    state = build(scenario({"field": mine, "soul": None, "reserve": 1}, {"field": [FieldCard(BIG, cores=3)]},
                           step="attack", auto=False))
    blocked_battle(state, 1, 0)  # 2000 vs 5000: the attacker falls
    assert pending(state) == (Decision.CHOOSE, 0)
    assert legal(state) == [C.choice(0), C.choice(1)]  # slots 2 and 3
    state.apply(C.choice(1))
    f = field(state, 0)
    assert 1 not in f
    assert (f[3]["cores"], f[3]["soul"], f[2]["cores"]) == (3, True, 1)
    assert int(player(state, 0)["reserve"]) == 1
    assert bp(state, 0, 3) == 4000  # Dragron Captain at 3 cores: Lv2


def test_st01_013_no_move_without_soul_core(build):
    """A destroyed Spirit without the Soul Core does not trigger it: its cores stay in the Reserve."""
    mine = [FieldCard("ST01-013", cores=0), FieldCard("ST01-004", cores=2), FieldCard("ST01-011")]
    state = build(scenario({"field": mine, "reserve": 0}, {"field": [FieldCard(BIG, cores=3)]},
                           step="attack", auto=False))
    blocked_battle(state, 1, 0)
    assert pending(state) == (Decision.ATTACK, 0)
    assert field(state, 0)[2]["cores"] == 1
    assert int(player(state, 0)["reserve"]) == 2


@pytest.mark.parametrize(("attacker", "nexus_cores", "offered"), [
    ("ST01-004", 3, True), ("ST01-004", 2, False), ("ST01-009", 3, False)])
def test_st01_013_lv2_refreshes_blocked_star_dragon(build, attacker, nexus_cores, offered):
    """At Lv2, when your Star Dragon is blocked you may exhaust the Nexus to refresh it."""
    mine = [FieldCard("ST01-013", cores=nexus_cores), FieldCard(attacker, cores=2)]
    state = build(scenario({"field": mine}, {"field": [FieldCard(SMALL)]}, step="attack", auto=False))
    attack_to_block(state, 1)
    state.apply(C.block(0))
    if not offered:
        assert pending(state) == (Decision.FLASH, 1)
        assert field(state, 0)[1]["exhausted"] == 1
        return
    assert pending(state) == (Decision.YES_NO, 0)
    state.apply(C.CONFIRM)
    f = field(state, 0)
    assert (f[0]["exhausted"], f[1]["exhausted"]) == (1, 0)
    pass_battle_flash(state)  # 3000 vs 1000: the blocker falls
    assert pending(state) == (Decision.ATTACK, 0)
    assert C.attack(1) in legal(state)  # refreshed: it may attack again


# -- ST01-014 Charged Draw -------------------------------------------------------------------------------
def test_st01_014_main_draws_two(build):
    """Main: draw two cards."""
    state = build(scenario({"hand": ["ST01-014"], "reserve": 4, "deck": ["ST01-004", SMALL, "ST01-005"]}, {}))
    use_magic(state, 0, effect=0)
    assert hand_ids(state, 0) == ["ST01-004", SMALL]
    assert trash_ids(state, 0) == ["ST01-014"]
    assert int(player(state, 0)["trash_cores"]) == 4


def test_st01_014_flash_gives_2000_bp(build):
    """Flash: a Spirit (either side) gets +2000 BP until the turn ends."""
    sc = Scenario(turn=4, active=1, step="attack", auto_forced=False)
    sc.player(0, hand=["ST01-014"], reserve=4, field=[FieldCard("ST01-004")], soul="trash")
    sc.player(1, field=[FieldCard(BIG)], soul="trash")
    state = build(sc)
    state.apply(C.attack(0))
    assert pending(state) == (Decision.FLASH, 0)
    state.apply(C.use_hand(0))  # only the Flash effect is usable here
    for _ in range(3):  # cost 4, one red symbol on the field
        state.apply(C.pay(0))
    assert pending(state) == (Decision.CHOOSE, 0)
    assert legal(state) == [C.choice(0), C.choice(1)]  # own Spirit first, then the attacker
    state.apply(C.choice(0))
    assert bp(state, 0, 0) == 3000
    assert hand_ids(state, 0) == []


# -- ST01-015 Landmine -----------------------------------------------------------------------------------
def test_st01_015_burst_destroys_small_spirit_then_pays_for_flash(build):
    """Burst (opponent destroys your Spirit): destroy their Spirit of <=3000 BP, then pay for +2000 BP."""
    p0 = {"field": [FieldCard("ST01-011", cores=4), FieldCard("ST01-009"), FieldCard(BIG, cores=3)],
          "reserve": 0}
    p1 = {"field": [FieldCard(SMALL), FieldCard("ST01-004")], "reserve": 3, "burst": "ST01-015"}
    state = build(scenario(p0, p1, step="attack", auto=False))
    blocked_battle(state, 0, 0)  # 7000 vs 1000
    assert pending(state) == (Decision.BURST, 1)
    state.apply(C.CONFIRM)
    assert pending(state) == (Decision.CHOOSE, 1)
    assert legal(state) == [C.choice(0)]  # only the 1000 BP Dragron Trooper; not 7000 or 5000
    state.apply(C.choice(0))
    assert trash_ids(state, 0) == ["ST01-009"]
    assert pending(state) == (Decision.YES_NO, 1)
    state.apply(C.CONFIRM)
    for _ in range(2):  # cost 3, one red symbol (Raineedle) on player 1's field
        assert pending(state) == (Decision.PAY, 1)
        state.apply(C.pay(0))
    assert pending(state) == (Decision.CHOOSE, 1)
    state.apply(state.pending_decision().choose_card("ST01-004", player=1))  # player 1's Raineedle
    assert bp(state, 1, 1) == 3000
    assert trash_ids(state, 1) == [SMALL, "ST01-015"]
    assert int(player(state, 1)["reserve"]) == 3 + 1 - 2


def test_st01_015_burst_can_be_kept_and_paid_part_skipped(build):
    """Declining keeps the Burst set; activating without paying sends it to the Trash."""
    p0 = {"field": [FieldCard("ST01-011", cores=4), FieldCard("ST01-009")], "reserve": 0}
    p1 = {"field": [FieldCard(SMALL), FieldCard(SMALL)], "reserve": 3, "burst": "ST01-015"}
    sc = scenario(p0, p1, step="attack", auto=False)
    state = build(sc)
    blocked_battle(state, 0, 0)
    state.apply(C.PASS)
    assert pending(state) == (Decision.ATTACK, 0)
    assert int(player(state, 1)["burst_inst"]) != L.NO_CARD and sorted(field(state, 0)) == [0, 1]
    state = build(sc)
    blocked_battle(state, 0, 0)
    state.apply(C.CONFIRM)
    state.apply(state.pending_decision().choose_card("ST01-009"))  # the only candidate
    assert trash_ids(state, 0) == ["ST01-009"]
    assert pending(state) == (Decision.YES_NO, 1)
    state.apply(C.PASS)
    assert trash_ids(state, 1) == [SMALL, "ST01-015"]
    assert int(player(state, 1)["reserve"]) == 4
    assert pending(state) == (Decision.ATTACK, 0)


def test_st01_015_burst_waits_when_only_life_is_lost(build):
    """Losing Life is not the Burst's condition: no offer, the Burst stays set."""
    p1 = {"field": [], "reserve": 3, "burst": "ST01-015"}
    state = build(scenario({"field": [FieldCard("ST01-009")]}, p1, step="attack", auto=False))
    state.apply(C.attack(0))
    pass_battle_flash(state)
    state.apply(C.PASS)
    assert pending(state) == (Decision.ATTACK, 0)
    assert int(player(state, 1)["burst_inst"]) != L.NO_CARD


def test_st01_015_main_gives_2000_bp(build):
    """Main/Flash: a Spirit gets +2000 BP this turn."""
    state = build(scenario({"hand": ["ST01-015"], "reserve": 3, "field": [FieldCard("ST01-009")]}, {}))
    use_magic(state, 0)
    assert bp(state, 0, 0) == 3000
    assert int(player(state, 0)["trash_cores"]) == 2  # 3 minus one red symbol


# -- ST01-016 Fire Wall ----------------------------------------------------------------------------------
def test_st01_016_burst_gives_4000_then_pays_for_flash(build):
    """Burst (you lose Life): your Spirit +4000 BP; paid Flash part stops <=4000 BP attackers."""
    p0 = {"field": [FieldCard("ST01-004"), FieldCard("ST01-011", cores=2), FieldCard("ST01-011", cores=4)]}
    p1 = {"field": [FieldCard(SMALL, exhausted=True), FieldCard(BIG, exhausted=True)], "reserve": 4,
          "burst": "ST01-016"}
    state = build(scenario(p0, p1, step="attack", auto=False))
    attack_to_block(state, 0)
    state.apply(C.PASS)
    assert int(player(state, 1)["life"]) == 4
    assert pending(state) == (Decision.BURST, 1)
    state.apply(C.CONFIRM)
    assert pending(state) == (Decision.CHOOSE, 1)
    assert legal(state) == [C.choice(0), C.choice(1)]  # player 1's own Spirits only
    state.apply(C.choice(0))
    assert bp(state, 1, 0) == 5000
    assert pending(state) == (Decision.YES_NO, 1)
    state.apply(C.CONFIRM)
    for _ in range(4):
        assert pending(state) == (Decision.PAY, 1)
        state.apply(C.pay(0))
    assert trash_ids(state, 1) == ["ST01-016"]
    assert pending(state) == (Decision.ATTACK, 0)
    assert legal(state) == [C.PASS, C.attack(2)]  # 4000 BP cannot attack, 7000 can


def test_st01_016_flash_stops_small_attackers_this_turn(build):
    """Flash: Spirits of 4000 BP or less cannot attack for the rest of the turn."""
    p0 = {"field": [FieldCard("ST01-011", cores=4), FieldCard("ST01-004", cores=3),
                    FieldCard("ST01-001", cores=3)]}
    p1 = {"hand": ["ST01-016"], "reserve": 4}
    state = build(scenario(p0, p1, step="attack", auto=False))
    assert legal(state) == [C.PASS, C.attack(0), C.attack(1), C.attack(2)]
    state.apply(C.attack(0))
    assert pending(state) == (Decision.FLASH, 1)
    state.apply(C.use_hand(0))
    for _ in range(4):
        state.apply(C.pay(0))
    assert trash_ids(state, 1) == ["ST01-016"]
    assert pending(state) == (Decision.FLASH, 0)  # the attacker may answer (R10.4)
    state.apply(C.PASS)
    state.apply(C.PASS)
    assert pending(state) == (Decision.BLOCK, 1)
    state.apply(C.PASS)  # no block
    assert pending(state) == (Decision.ATTACK, 0)
    assert legal(state) == [C.PASS, C.attack(2)]  # 4000 BP Raineedle cannot, 6000 BP Andromeda can


def test_st01_016_burst_kept_when_declined(build):
    """Declining keeps Fire Wall set; nothing changes."""
    p1 = {"field": [FieldCard(SMALL, exhausted=True)], "reserve": 4, "burst": "ST01-016"}
    state = build(scenario({"field": [FieldCard("ST01-004"), FieldCard("ST01-004")]}, p1, step="attack",
                           auto=False))
    attack_to_block(state, 0)
    state.apply(C.PASS)
    assert pending(state) == (Decision.BURST, 1)
    state.apply(C.PASS)
    assert pending(state) == (Decision.ATTACK, 0)
    assert bp(state, 1, 0) == 1000 and C.attack(1) in legal(state)
    assert int(player(state, 1)["burst_inst"]) != L.NO_CARD
