"""PR cards 001-025, in card-number order, on both engines (``build`` fixture): each test plays the card's
effect from a position and checks what its text does (conditional effects also get a case where it fails)."""

from __future__ import annotations

import pytest
from card_helpers import exhausted, pass_flashes, position
from cards_shared import (
    DECK,
    FILLER,
    HIPPOCAMPO,
    KV2,
    OVIRAPTODON,
    SMALL,
    answer_all,
    candidates,
    choose,
    falls_blocking,
    field_cards,
    unblocked,
)
from conftest import (
    bp,
    field,
    hand_ids,
    legal,
    pay_and_place,
    pending,
    player,
    summon,
    trash_ids,
    use_magic,
    with_db,
)
from pool_cards import BRONTECH, RAINEEDLE, STAR_ALTAR

import pybs.scripts  # noqa: F401  (every real script registered before a test script replaces one)
from pybs import codec as C
from pybs.effects.script import CoreZone, Event, Static, mine, opponents
from pybs.layout import Decision
from pybs.testing import FieldCard

GOLEM = "ST03-006"  # white vanilla Mecha, cost 4: 4000 / 7000 BP at 1 / 3 cores
FAULT = "BSS01-102"  # a Nexus costing 5
DROWSY = "ST04-016"  # yellow Magic (Main, Flash): an opposing Spirit -2000 BP this turn
RED_NEXUS = "ST01-012"  # red Nexus, cost 4
ACTOR = "BSS01-010"  # a red vanilla Spirit the tests script as they need
ANY = ()  # every card type


def do(s, *codes: int) -> None:
    for code in codes:
        assert code in legal(s), (C.decode(code), pending(s))
        s.apply(code)


def settle(s, yes: bool = True) -> None:
    """Resolve the pending effects: first options, ``yes`` to every "may", payments and placements as
    pay_and_place does."""
    while pending(s)[0] in (Decision.ORDER, Decision.CHOOSE, Decision.YES_NO, Decision.PAY, Decision.PLACE,
                            Decision.SOUL):
        if pending(s)[0] in (Decision.PAY, Decision.PLACE):
            pay_and_place(s)
        elif pending(s)[0] == Decision.SOUL:
            s.apply(C.PASS)  # a Soul Core stays where it is (R6.7)
        else:
            answer_all(s, yes)


def life(s, p: int) -> int:
    return int(player(s, p)["life"])


def their_attack(s, k: int = 0) -> None:
    """Player 1 attacks with slot k; Flash timings passed up to player 0's block (or its absence)."""
    do(s, C.attack(k))
    pass_flashes(s)


# -- PR-001 Ferrarl Slash --------------------------------------------------------------------------------------
def test_pr_001_burst_destroys_a_small_attacker(build):
    """Burst (you lose Life): the 1000 BP attacker is destroyed (Brontech, 5000, is no candidate)."""
    p0 = {"burst": "PR-001", "reserve": 0, "deck": DECK}
    p1 = {"field": [FieldCard(RAINEEDLE), FieldCard(BRONTECH)], "deck": DECK}
    s = build(position(1, "attack", p0, p1, turn=4, auto=True))
    their_attack(s)
    if pending(s)[0] == Decision.BLOCK:
        do(s, C.PASS)
        pass_flashes(s)
    assert pending(s) == (Decision.BURST, 0)
    do(s, C.CONFIRM)
    settle(s, False)
    assert trash_ids(s, 1) == [RAINEEDLE] and "PR-001" in trash_ids(s, 0)


def test_pr_001_main_destroys_a_cheap_nexus(build):
    p1 = {"field": [FieldCard(STAR_ALTAR, cores=0), FieldCard(FAULT, cores=0)]}
    s = build(position(0, "main", {"hand": ["PR-001"], "reserve": 4}, p1, auto=True))
    use_magic(s, 0)
    settle(s)
    assert field_cards(s, 1) == {1: FAULT} and trash_ids(s, 1) == [STAR_ALTAR]


# -- PR-003 Swordosaurus ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("cores", [2, 1])
def test_pr_003_refreshes_when_another_terrasaur_is_blocked(build, cores):
    """Lv2: the Oviraptodon (a Terrasaur) is blocked: the exhausted Swordosaurus refreshes; at Lv1 it stays."""
    p0 = {"field": [FieldCard("PR-003", cores=cores, exhausted=True), FieldCard(OVIRAPTODON)], "deck": DECK}
    s = build(position(0, "attack", p0, {"field": [FieldCard(RAINEEDLE)], "deck": DECK}))
    do(s, C.attack(1))
    pass_flashes(s)
    do(s, C.block(0))
    settle(s)
    assert field(s, 0)[0]["exhausted"] == (0 if cores == 2 else 1)


def test_pr_003_gains_2000_while_attacking(build):
    s = build(position(0, "attack", {"field": [FieldCard("PR-003")], "deck": DECK}, {"deck": DECK}))
    assert bp(s, 0, 0) == 3000
    do(s, C.attack(0))
    assert bp(s, 0, 0) == 5000


# -- PR-004 Blacklance -----------------------------------------------------------------------------------------
@pytest.mark.parametrize(("extra", "drawn"), [(2, 2), (0, 0)])
def test_pr_004_lv2_summon_draws_two(build, extra, drawn):
    s = build(position(0, "main", {"hand": ["PR-004"], "reserve": 5, "deck": DECK,
                                   "field": [FieldCard(SMALL, exhausted=True)] * 4}, auto=True))
    summon(s, 0, place_extra=extra)
    settle(s)
    assert len(hand_ids(s, 0)) == drawn


def test_pr_004_curse_takes_the_blocker(build):
    """Curse while attacking: blocked by Brontech (5000), it falls, and Curse destroys Brontech as the battle ends."""
    s = build(position(0, "attack", {"field": [FieldCard("PR-004")], "deck": DECK},
                       {"field": [FieldCard(BRONTECH)], "deck": DECK}))
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.block(0))
    settle(s)
    pass_flashes(s)
    assert BRONTECH in trash_ids(s, 1)


# -- PR-005 Crimson Mail ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("yes", [True, False])
def test_pr_005_may_destroy_its_own_spirit_to_take_a_core(build, yes):
    p0 = {"hand": ["PR-005"], "reserve": 4, "field": [FieldCard(FILLER)]}
    s = build(position(0, "main", p0, {"field": [FieldCard(GOLEM, cores=3)]}, auto=True))
    summon(s, 0)
    choose(s, FILLER)
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.CONFIRM if yes else C.PASS)
    settle(s)
    assert (FILLER in trash_ids(s, 0)) == yes
    assert field(s, 1)[0]["cores"] == (2 if yes else 3)


# -- PR-006 D-08 Axebiter --------------------------------------------------------------------------------------
@pytest.mark.parametrize("cores", [3, 1])
def test_pr_006_lv2_survives_a_lost_battle(build, cores):
    s = build(position(0, "attack", {"field": [FieldCard("PR-006", cores=cores)], "deck": DECK},
                       {"field": [FieldCard(BRONTECH, cores=3)], "deck": DECK}, auto=True))
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.block(0))
    settle(s)
    assert ("PR-006" in trash_ids(s, 0)) == (cores == 1)


def test_pr_006_lv2_shields_itself_and_a_white_soul_nexus(build, scripted):
    """Lv2: an opposing "destroy a Spirit or Nexus" effect can still choose them but destroys neither; the Golem
    falls."""
    db = scripted({ACTOR: lambda c: c.when(Event.ATTACKS).all(opponents(types=ANY)).destroy()})
    nexus = "ST03-013"  # a white Nexus
    p0 = {"field": [FieldCard("PR-006", cores=3), FieldCard(nexus, cores=0, soul=True), FieldCard(GOLEM)],
          "soul": None, "deck": DECK}
    s = build(with_db(position(1, "attack", p0, {"field": [FieldCard(ACTOR)], "deck": DECK}, turn=4), db))
    do(s, C.attack(0))
    settle(s)
    assert trash_ids(s, 0) == [GOLEM]



# -- PR-007 Black Jaguard --------------------------------------------------------------------------------------
def test_pr_007_two_small_spirits_under_the_deck(build):
    p1 = {"field": [FieldCard(RAINEEDLE), FieldCard(SMALL), FieldCard(BRONTECH)], "deck": DECK}
    s = build(position(0, "main", {"hand": ["PR-007"], "reserve": 6}, p1, auto=True))
    summon(s, 0)
    settle(s)
    assert list(field_cards(s, 1).values()) == [BRONTECH]
    from card_helpers import deck_ids
    assert deck_ids(s, 1)[-2:] in ([RAINEEDLE, SMALL], [SMALL, RAINEEDLE])


@pytest.mark.parametrize("cores", [3, 1])
def test_pr_007_lv2_refreshes_when_the_opponent_draws_in_their_attack_step(build, scripted, cores):
    db = scripted({ACTOR: lambda c: c.when(Event.ATTACKS).draw(1)})
    p0 = {"field": [FieldCard("PR-007", cores=cores, exhausted=True)], "deck": DECK}
    s = build(with_db(position(1, "attack", p0, {"field": [FieldCard(ACTOR)], "deck": DECK}, turn=4), db))
    do(s, C.attack(0))
    settle(s)
    assert field(s, 0)[0]["exhausted"] == (0 if cores == 3 else 1)


# -- PR-008 War Angel Mace Knight ------------------------------------------------------------------------------
def test_pr_008_lv3_after_a_zero_bp_destruction(build):
    """Drowsy Fumes takes the 1000 BP Raineedle to 0 BP in your Attack Step: Mace Knight is Lv3 (6000 BP)."""
    p0 = {"field": [FieldCard("PR-008"), FieldCard(GOLEM)], "hand": [DROWSY], "reserve": 3, "deck": DECK}
    s = build(position(0, "attack", p0, {"field": [FieldCard(RAINEEDLE)], "deck": DECK}))
    assert bp(s, 0, 0) == 3000
    do(s, C.attack(1), C.PASS)
    use_magic(s, 0)
    settle(s)
    assert RAINEEDLE in trash_ids(s, 1)
    assert bp(s, 0, 0) == 6000


# -- PR-009 Dual Eagle -----------------------------------------------------------------------------------------
@pytest.mark.parametrize(("cores", "blockable"), [(3, False), (2, True)])
def test_pr_009_lv3_blessed_spirits_unblockable_by_lv1(build, cores, blockable):
    p0 = {"field": [FieldCard("PR-009", cores=cores)], "deck": DECK}
    s = build(position(0, "attack", p0, {"field": [FieldCard(RAINEEDLE)], "deck": DECK}))
    do(s, C.attack(0))
    pass_flashes(s)
    assert (pending(s)[0] == Decision.BLOCK and C.block(0) in legal(s)) == blockable


def test_pr_009_lv2_blessed(build):
    """An unblocked Lv2 attack: the opponent loses a Life core and a Void core joins its controller's Life."""
    s = build(position(0, "attack", {"field": [FieldCard("PR-009", cores=2)], "deck": DECK}, {"deck": DECK},
                       auto=True))
    unblocked(s)
    assert (life(s, 0), life(s, 1)) == (6, 4)


# -- PR-010 Ba-Gwo ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("attacker", "destroys"), [("PR-021", True), (GOLEM, False)])
def test_pr_010_awaken_winner_destroys_a_nexus(build, attacker, destroys):
    """Lv2: another Spirit with Awaken (Dsungareap) wins a battle: an opposing Nexus is destroyed; a Golem: not."""
    p0 = {"field": [FieldCard("PR-010", cores=3), FieldCard(attacker)], "deck": DECK}
    p1 = {"field": [FieldCard(SMALL), FieldCard(STAR_ALTAR, cores=0)], "deck": DECK}
    s = build(position(0, "attack", p0, p1))
    do(s, C.attack(1))
    pass_flashes(s)
    do(s, C.block(0))
    pass_flashes(s)
    settle(s)
    assert SMALL in trash_ids(s, 1)
    assert (STAR_ALTAR in trash_ids(s, 1)) == destroys


# -- PR-011 Horned Dragonoid Tricero ---------------------------------------------------------------------------
@pytest.mark.parametrize(("nexus_cores", "confront"), [(0, False), (3, True)])
def test_pr_011_confront_at_10000(build, scripted, nexus_cores, confront):
    """Lv3 attacking: 5000 + 2000 BP; a scripted +3000 static lifts it to 10000 and it has Confront."""
    db = scripted({RED_NEXUS: lambda c: c.static(Static.BP, 3000, affects=mine(), levels=(2,))})
    p0 = {"field": [FieldCard("PR-011", cores=5), FieldCard(RED_NEXUS, cores=nexus_cores)]}
    s = build(with_db(position(0, "attack", p0, {"field": [FieldCard(RAINEEDLE)]}), db))
    do(s, C.attack(0))
    assert bp(s, 0, 0) == 7000 + (3000 if nexus_cores else 0)
    pass_flashes(s)
    assert pending(s) == (Decision.BLOCK, 1)
    assert (C.PASS not in legal(s)) is confront


# -- PR-012 Dark Queen Guinevere -------------------------------------------------------------------------------
@pytest.mark.parametrize("soul", [True, False])
def test_pr_012_lv2_soul_destroys_an_exhausted_spirit(build, soul):
    p0 = {"field": [FieldCard("PR-012", cores=3, soul=soul)], "soul": None if soul else "trash", "deck": DECK}
    p1 = {"field": [FieldCard(RAINEEDLE, exhausted=True), FieldCard(BRONTECH)], "deck": DECK}
    s = build(position(0, "attack", p0, p1))
    do(s, C.attack(0))
    if soul:
        assert sorted(c for _, c in candidates(s)) == ["PR-012", RAINEEDLE]  # Brontech is refreshed
        choose(s, RAINEEDLE)
    settle(s)
    assert (trash_ids(s, 1) == [RAINEEDLE]) == soul


# -- PR-013 Skullion -------------------------------------------------------------------------------------------
def test_pr_013_each_player_loses_a_spirit(build):
    p0 = {"hand": ["PR-013"], "reserve": 6, "field": [FieldCard(FILLER)]}
    s = build(position(0, "main", p0, {"field": [FieldCard(RAINEEDLE), FieldCard(GOLEM)]}))
    summon(s, 0)
    assert pending(s) == (Decision.CHOOSE, 1)  # the opponent picks first
    choose(s, GOLEM, 1)
    assert pending(s) == (Decision.CHOOSE, 0)
    choose(s, FILLER, 0)
    assert trash_ids(s, 1) == [GOLEM] and trash_ids(s, 0) == [FILLER]


# -- PR-014 Frostree Dragon Silverime --------------------------------------------------------------------------
@pytest.mark.parametrize("soul", [True, False])
def test_pr_014_refreshes_when_the_opponent_gains_life(build, soul):
    """Lv2 with the Soul Core: the opponent's Blessed attack puts a core into their Life: it refreshes."""
    p0 = {"field": [FieldCard("PR-014", cores=3, soul=soul, exhausted=True)], "soul": None if soul else "trash",
          "deck": DECK}
    s = build(position(1, "attack", p0, {"field": [FieldCard(HIPPOCAMPO, cores=3)], "deck": DECK}, turn=4))
    their_attack(s)
    if pending(s)[0] == Decision.BLOCK:
        do(s, C.PASS)
    settle(s)
    assert life(s, 1) == 6
    assert field(s, 0)[0]["exhausted"] == (0 if soul else 1)


# -- PR-015 Shieldmobile ---------------------------------------------------------------------------------------
def test_pr_015_block_refreshes_a_cheap_spirit(build):
    p0 = {"field": [FieldCard("PR-015"), FieldCard(FILLER, exhausted=True), FieldCard(GOLEM, exhausted=True)],
          "deck": DECK}
    s = build(position(1, "attack", p0, {"field": [FieldCard(RAINEEDLE)], "deck": DECK}, turn=4))
    their_attack(s)
    do(s, C.block(0))
    settle(s)
    assert (exhausted(s, 0)[1], exhausted(s, 0)[2]) == (0, 1)  # only the cost-1 Spirit


# -- PR-016 Tin Soldiers ---------------------------------------------------------------------------------------
def test_pr_016_destroyed_as_its_battle_ends(build):
    s = build(position(0, "attack", {"field": [FieldCard("PR-016"), FieldCard(FILLER)], "deck": DECK},
                       {"deck": DECK}))
    unblocked(s)
    settle(s)
    assert trash_ids(s, 0) == ["PR-016"] and life(s, 1) == 4


# -- PR-017 Calydon --------------------------------------------------------------------------------------------
def test_pr_017_destroyed_by_the_opponent_sets_a_spirit_to_lv1(build):
    s = falls_blocking(build, "PR-017", p1={"field": [FieldCard(GOLEM, cores=3)]})
    settle(s)
    assert bp(s, 1, 1) == 4000  # the Golem's Lv1 BP though it holds 3 cores


@pytest.mark.parametrize(("soul", "blockable"), [(True, False), (False, True)])
def test_pr_017_lv3_soul_unblockable_by_cost_8(build, soul, blockable):
    p0 = {"field": [FieldCard("PR-017", cores=3, soul=soul)], "soul": None if soul else "trash", "deck": DECK}
    s = build(position(0, "attack", p0, {"field": [FieldCard(KV2)], "deck": DECK}))
    do(s, C.attack(0))
    pass_flashes(s)
    assert (pending(s)[0] == Decision.BLOCK and C.block(0) in legal(s)) == blockable


# -- PR-018 Scopowl --------------------------------------------------------------------------------------------
def test_pr_018_destroyed_by_the_opponent_exhausts_one_of_theirs(build):
    s = falls_blocking(build, "PR-018", p1={"field": [FieldCard(GOLEM), FieldCard(GOLEM)]})
    assert pending(s) == (Decision.CHOOSE, 1)  # their pick
    settle(s)
    assert sum(exhausted(s, 1).values()) == 2  # the attacker and the one they picked


# -- PR-019 Koju Kamakiro --------------------------------------------------------------------------------------
@pytest.mark.parametrize("soul", [True, False])
def test_pr_019_soul_paid_summon_exhausts(build, soul):
    from cards_shared import summon_card

    p0 = {"hand": ["PR-019"], "reserve": 5, "soul": "reserve"}
    s = build(position(0, "main", p0, {"field": [FieldCard(GOLEM)]}, auto=True))
    summon_card(s, "PR-019", soul=soul)
    settle(s)
    assert field(s, 1)[0]["exhausted"] == int(soul)


@pytest.mark.parametrize("soul", [True, False])
def test_pr_019_lv2_soul_keeps_cores_on_other_carapites(build, scripted, soul):
    carapite = "BSS02-085"
    db = scripted({ACTOR: lambda c: c.when(Event.ATTACKS).all(opponents()).remove_cores(1)})
    p0 = {"field": [FieldCard("PR-019", cores=3, soul=soul), FieldCard(carapite, cores=2)],
          "soul": None if soul else "trash", "deck": DECK}
    s = build(with_db(position(1, "attack", p0, {"field": [FieldCard(ACTOR)], "deck": DECK}, turn=4), db))
    do(s, C.attack(0))
    settle(s)
    from pybs.carddb import load_default
    assert "Carapite" in load_default()[carapite].families
    assert field(s, 0)[1]["cores"] == (2 if soul else 1)


# -- PR-020 Sword Dragon Emperor Ex-Calibus --------------------------------------------------------------------
def test_pr_020_lv3_after_two_opposing_spirits_fell(build, scripted):
    db = scripted({"ST01-014": lambda c: c.magic(main=True, flash=True).choose(opponents(bp_max=1000), n=2)
                   .destroy()})
    p0 = {"field": [FieldCard("PR-020")], "hand": ["ST01-014"], "reserve": 6}
    p1 = {"field": [FieldCard(RAINEEDLE), FieldCard(RAINEEDLE), FieldCard(STAR_ALTAR, cores=0),
                    FieldCard(BRONTECH)]}
    s = build(with_db(position(0, "main", p0, p1), db))
    assert bp(s, 0, 0) == 4000
    use_magic(s, 0, 0)
    settle(s)
    do(s, C.PASS)  # to the Attack Step
    assert bp(s, 0, 0) == 10000
    do(s, C.attack(0))
    assert [c for _, c in candidates(s)] == [STAR_ALTAR]  # Brontech has 5000 BP
    settle(s)
    assert STAR_ALTAR in trash_ids(s, 1)


# -- PR-021 Dsungareap -----------------------------------------------------------------------------------------
def test_pr_021_lv2_bp_per_one_core_spirit(build):
    p0 = {"field": [FieldCard("PR-021", cores=4), FieldCard(FILLER), FieldCard(FILLER), FieldCard(GOLEM, cores=2)]}
    s = build(position(0, "main", p0))
    assert bp(s, 0, 0) == 4000
    do(s, C.PASS)
    assert bp(s, 0, 0) == 8000


# -- PR-022 Corpse Knight Velliam ------------------------------------------------------------------------------
@pytest.mark.parametrize(("zone", "destroyed"), [("trash", True), ("hand", False)])
def test_pr_022_spirit_from_the_trash_destroys(build, scripted, zone, destroyed):
    from pybs.effects.script import Zone

    where = Zone.TRASH if zone == "trash" else Zone.HAND
    db = scripted({ACTOR: lambda c: c.when(Event.ATTACKS).summon(mine(zone=where, cost_max=1), optional=False)})
    p0 = {"field": [FieldCard("PR-022"), FieldCard(ACTOR)], "deck": DECK, zone: [RAINEEDLE]}
    s = build(with_db(position(0, "attack", p0, {"field": [FieldCard(GOLEM, exhausted=True)], "deck": DECK},
                               auto=True), db))
    do(s, C.attack(1))
    settle(s)
    assert (GOLEM in trash_ids(s, 1)) == destroyed


# -- PR-023 Third Eye Snake ------------------------------------------------------------------------------------
@pytest.mark.parametrize(("cores", "drawn"), [(2, 2), (1, 0)])
def test_pr_023_lv2_draws_for_void_cores_the_opponent_takes(build, scripted, cores, drawn):
    db = scripted({ACTOR: lambda c: c.when(Event.ATTACKS).cores(CoreZone.VOID, CoreZone.SELF, 1).cores(
        CoreZone.VOID, CoreZone.RESERVE, 1)})
    s = build(with_db(position(1, "attack", {"field": [FieldCard("PR-023", cores=cores)], "deck": DECK},
                               {"field": [FieldCard(ACTOR)], "deck": DECK}, turn=4), db))
    do(s, C.attack(0))
    settle(s)
    assert len(hand_ids(s, 0)) == drawn


# -- PR-024 Macaroni Pentan ------------------------------------------------------------------------------------
def test_pr_024_lv2_back_to_hand_when_destroyed_by_the_opponent(build):
    p0 = {"field": [FieldCard("PR-024", cores=3)]}
    s = build(position(1, "attack", p0, {"field": [FieldCard(BRONTECH, cores=3)]}, turn=4))
    their_attack(s)
    do(s, C.block(0))
    pass_flashes(s)
    settle(s)
    assert hand_ids(s, 0) == ["PR-024"] and "PR-024" not in trash_ids(s, 0)


def test_pr_024_lv1_stays_in_the_trash(build):
    s = falls_blocking(build, "PR-024", cores=1)
    assert hand_ids(s, 0) == [] and trash_ids(s, 0) == ["PR-024"]


# -- PR-025 Great Eagle Thiazi ---------------------------------------------------------------------------------
def test_pr_025_summon_lowers_an_opposing_spirit(build):
    s = build(position(0, "main", {"hand": ["PR-025"], "reserve": 5}, {"field": [FieldCard(GOLEM)]}, auto=True))
    summon(s, 0)
    settle(s)
    assert bp(s, 1, 0) == 2000


@pytest.mark.parametrize(("blocker_cores", "blockable"), [(3, False), (1, True)])
def test_pr_025_lv3_lv1_birdfolk_unblockable_by_lv2(build, blocker_cores, blockable):
    birdfolk = "BSS02-070"
    p0 = {"field": [FieldCard("PR-025", cores=4), FieldCard(birdfolk)], "deck": DECK}
    s = build(position(0, "attack", p0, {"field": [FieldCard(GOLEM, cores=blocker_cores)], "deck": DECK}))
    do(s, C.attack(1))
    pass_flashes(s)
    assert (pending(s)[0] == Decision.BLOCK and C.block(0) in legal(s)) == blockable


# -- PR-002 Comet Dragon Sungrazer -----------------------------------------------------------------------------
def test_pr_002_summon_gives_your_spirits_2000(build):
    s = build(position(0, "main", {"hand": ["PR-002"], "reserve": 5, "field": [FieldCard(FILLER)]}, auto=True))
    summon(s, 0)
    settle(s)
    assert bp(s, 0, 0) == 3000 and bp(s, 0, 1) == 6000


@pytest.mark.parametrize(("soul", "step_owner", "drawn"), [(True, 0, 1), (False, 0, 0), (True, 1, 0)])
def test_pr_002_lv2_soul_draws_when_your_awaken_empties_a_spirit(build, soul, step_owner, drawn):
    """Your Attack Step, the Soul Core on it: Moonbow Dragoon's Awaken takes the Filler's only core: draw a card; not
    without the Soul Core, nor in the opponent's Attack Step."""
    p0 = {"field": [FieldCard("PR-002", cores=3, soul=soul), FieldCard("ST01-006"), FieldCard(FILLER)],
          "soul": None if soul else "trash", "deck": DECK, "reserve": 0}
    p1 = {"field": [FieldCard(BRONTECH)], "deck": DECK}
    s = build(position(step_owner, "attack", p0, p1, turn=3 + step_owner, auto=False))
    do(s, C.attack(0))
    if step_owner == 0:
        do(s, C.PASS)  # the defender's priority first (R10.4)
    assert pending(s) == (Decision.FLASH, 0)
    do(s, C.awaken(1), C.place(3, 0), C.PASS)
    settle(s)
    assert FILLER in trash_ids(s, 0)
    assert len(hand_ids(s, 0)) == drawn
