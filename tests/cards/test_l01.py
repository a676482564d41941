"""L01 cards 001-010, in card-number order, on both engines (``build`` fixture): each test plays the card's
effect from a position and checks what its text does (conditional effects also get a case where it fails)."""

from __future__ import annotations

import pytest
from card_helpers import attack_and_resolve, do, exhausted, pass_flashes, position
from cards_shared import (
    CAT_SITH,
    DECK,
    FILLER,
    FLUFFMINGO,
    MANTIGORE,
    OVIRAPTODON,
    PENTAN,
    POISON_SHOT,
    SKULLZARD,
    answer_all,
    candidates,
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
from pybs.effects.script import Event, opponents
from pybs.layout import Decision
from pybs.testing import FieldCard

GOLEM = "ST03-006"  # white vanilla Mecha, cost 4, 4000 BP
VOIDLORD = "BSS02-020"  # a purple Voidlord, cost 10
MITHRIL = "ST06-007"  # blue vanilla Golem, cost 6, 6000 BP
FIRE_WALL = "ST01-016"  # red Magic whose Burst answers a Life loss


def life(s, p: int) -> int:
    return int(player(s, p)["life"])


# -- L01-001 Six Aegis Emperor Kei -----------------------------------------------------------------------------
@pytest.mark.parametrize("with_white", [True, False])
def test_l01_001_returns_one_spirit_card_of_each_other_colour(build, with_white):
    """When summoned: one purple, yellow, white, green and blue Spirit card each from the Trash to the hand; a red
    Spirit card and a Magic stay; with no white one, the other four come back."""
    trash = [SKULLZARD, CAT_SITH, FLUFFMINGO, MANTIGORE, OVIRAPTODON, POISON_SHOT] + ([GOLEM] if with_white else [])
    s = build(position(0, "main", {"hand": ["L01-001"], "reserve": 8, "trash": trash}, auto=True))
    summon(s, 0)
    answer_all(s, True)
    back = {SKULLZARD, CAT_SITH, FLUFFMINGO, MANTIGORE} | ({GOLEM} if with_white else set())
    assert sorted(hand_ids(s, 0)) == sorted(back)
    assert sorted(trash_ids(s, 0)) == sorted([OVIRAPTODON, POISON_SHOT])


@pytest.mark.parametrize(("mine", "destroyed"), [([], 1), ([CAT_SITH, GOLEM, CAT_SITH], 3)])
def test_l01_001_lv3_destroys_one_per_symbol_colour(build, mine, destroyed):
    """Lv3 attacks: one opposing Spirit of 3000 BP or less per distinct symbol colour among your Spirits (red alone:
    one; red, yellow and white: three); a 5000 BP one is never a candidate."""
    p0 = {"field": [FieldCard("L01-001", cores=5)] + [FieldCard(x) for x in mine], "deck": DECK}
    p1 = {"field": [FieldCard(RAINEEDLE)] * 4 + [FieldCard(BRONTECH)]}
    s = build(position(0, "attack", p0, p1, auto=True))
    do(s, C.attack(0))
    assert BRONTECH not in [c for _, c in candidates(s)]
    answer_all(s, True)
    assert trash_ids(s, 1) == [RAINEEDLE] * destroyed


# -- L01-002 Heroic Wyrm Lord Dragon ---------------------------------------------------------------------------
@pytest.mark.parametrize("burst", [FIRE_WALL, None])
def test_l01_002_confront_with_a_burst_set(build, burst):
    """While attacking with a Burst of yours set it has Confront: the refreshed opposing Spirit must block."""
    p0 = {"field": [FieldCard("L01-002")], "burst": burst, "deck": DECK}
    s = build(position(0, "attack", p0, {"field": [FieldCard(RAINEEDLE)], "deck": DECK}, auto=False))
    do(s, C.attack(0))
    pass_flashes(s)
    assert pending(s) == (Decision.BLOCK, 1)
    assert (C.PASS in legal(s)) == (burst is None)


@pytest.mark.parametrize(("their_field", "life_lost"), [(GOLEM, 2), (RAINEEDLE, 1)])
def test_l01_002_lv3_punishes_an_off_colour_burst(build, their_field, life_lost):
    """Lv3 while attacking: the opponent flips red Fire Wall with no red symbol on their field: one more Life core
    to their Reserve; with a red Raineedle there, only the attack's."""
    p0 = {"field": [FieldCard("L01-002", cores=5)], "deck": DECK}
    p1 = {"field": [FieldCard(their_field, exhausted=True)], "burst": FIRE_WALL, "reserve": 0, "deck": DECK}
    s = build(position(0, "attack", p0, p1, auto=True))
    do(s, C.attack(0))
    pass_flashes(s)
    if pending(s)[0] == Decision.BLOCK:
        do(s, C.PASS)
        pass_flashes(s)
    do(s, C.CONFIRM)
    answer_all(s, False)
    assert life(s, 1) == 5 - life_lost


# -- L01-003 Imperator Manaka ----------------------------------------------------------------------------------
def test_l01_003_destroys_a_voidlord_when_summoned(build):
    p0 = {"hand": ["L01-003"], "reserve": 7}
    s = build(position(0, "main", p0, {"field": [FieldCard(GOLEM), FieldCard(VOIDLORD)]}, auto=True))
    summon(s, 0)
    answer_all(s, True)
    assert trash_ids(s, 1) == [VOIDLORD] and [f["card"] for f in field(s, 1).values()] == [GOLEM]


@pytest.mark.parametrize("cores", [3, 1])
def test_l01_003_lv2_may_attack_an_exhausted_spirit(build, cores):
    """Lv2 attacks: it may attack the exhausted Raineedle, which blocks at once (R18.5); at Lv1 no offer."""
    p0 = {"field": [FieldCard("L01-003", cores=cores)], "deck": DECK}
    p1 = {"field": [FieldCard(RAINEEDLE, exhausted=True), FieldCard(GOLEM)], "deck": DECK}
    s = build(position(0, "attack", p0, p1, auto=True))
    do(s, C.attack(0))
    if cores == 1:
        assert pending(s)[0] != Decision.YES_NO
        return
    do(s, C.CONFIRM)
    answer_all(s, True)
    pass_flashes(s)
    assert RAINEEDLE in trash_ids(s, 1)
    assert life(s, 1) == 5


@pytest.mark.parametrize("aegis", [["L01-004", "L01-002"], []])
def test_l01_003_lv3_bp_per_war_dragon_or_aegis_general(build, aegis):
    """Lv3 while attacking: +5000 BP per War Dragon or Aegis General Spirit you control; nothing in the Main Step."""
    p0 = {"field": [FieldCard("L01-003", cores=6)] + [FieldCard(x) for x in aegis], "deck": DECK}
    s = build(position(0, "attack", p0, {"deck": DECK}, auto=False))
    assert bp(s, 0, 0) == 10000
    do(s, C.attack(0))
    assert pending(s)[0] == Decision.FLASH
    assert bp(s, 0, 0) == 10000 + 5000 * len(aegis)


# -- L01-004 Light Aegis General Failinis ----------------------------------------------------------------------
def test_l01_004_makes_an_opposing_spirit_a_voidlord(build):
    """Failinis makes the Golem a Voidlord this turn; Manaka summoned next can destroy it."""
    p0 = {"hand": ["L01-004", "L01-003"], "reserve": 11}
    s = build(position(0, "main", p0, {"field": [FieldCard(GOLEM)]}, auto=True))
    summon(s, 0)
    assert pending(s) == (Decision.CHOOSE, 0)
    s.apply(s.pending_decision().choose_card(GOLEM))
    summon(s, 0)
    answer_all(s, True)
    assert trash_ids(s, 1) == [GOLEM]


# -- L01-005 Ice Aegis General AL-BELT 07 ----------------------------------------------------------------------
@pytest.mark.parametrize("cores", [4, 1])
def test_l01_005_lv2_armor_for_aegis_generals(build, scripted, cores):
    """Lv2, the opponent's Attack Step: a red opposing effect cannot choose Al-Belt or Failinis (Aegis Generals with
    Armor red/purple/white), only the Golem; at Lv1 all three."""
    db = scripted({OVIRAPTODON: lambda c: c.when(Event.ATTACKS).choose(opponents()).destroy()})
    p0 = {"field": [FieldCard("L01-005", cores=cores), FieldCard("L01-004"), FieldCard(GOLEM)], "deck": DECK}
    s = build(with_db(position(1, "attack", p0, {"field": [FieldCard(OVIRAPTODON)], "deck": DECK}, turn=4,
                               auto=False), db))
    do(s, C.attack(0))
    offered = sorted(c for p, c in candidates(s) if p == 0)
    assert offered == ([GOLEM] if cores == 4 else sorted(["L01-005", "L01-004", GOLEM]))


# -- L01-006 Wind Aegis General Tokiwa -------------------------------------------------------------------------
@pytest.mark.parametrize(("my_hand", "soul", "offered"), [([], None, True), ([FILLER, FILLER], None, False),
                                                          ([], "trash", False)])
def test_l01_006_returns_from_the_trash_for_the_soul_core(build, my_hand, soul, offered):
    """From the Trash, as the opponent's End Step starts: with a smaller hand it may pay the Soul Core to come back
    to the hand; not with an equal hand, nor with the Soul Core already in the Trash."""
    p0 = {"trash": ["L01-006"], "hand": my_hand, "soul": soul,
          "field": [FieldCard(GOLEM, cores=2, soul=True)] if soul is None else []}
    s = build(position(1, "attack", p0, {"hand": [FILLER, FILLER], "deck": DECK}, turn=4, auto=True))
    do(s, C.PASS)  # the Attack Step ends
    if not offered:
        assert pending(s)[0] != Decision.YES_NO and trash_ids(s, 0) == ["L01-006"]
        return
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.CONFIRM)
    assert "L01-006" in hand_ids(s, 0) and trash_ids(s, 0) == []
    assert field(s, 0)[0] == {"card": GOLEM, "cores": 2, "soul": False, "exhausted": 0}  # its Soul Core paid


@pytest.mark.parametrize(("cores", "exhausted_after"), [(3, 2), (1, 0)])
def test_l01_006_lv2_gale_2(build, cores, exhausted_after):
    """Blocked at Lv2 (Gale 2): the defender exhausts two more of their Spirits; at Lv1 none."""
    p1 = {"field": [FieldCard(MITHRIL)] + [FieldCard(RAINEEDLE)] * 3, "deck": DECK}
    s = build(position(0, "attack", {"field": [FieldCard("L01-006", cores=cores)], "deck": DECK}, p1))
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.block(0))
    answer_all(s, True)
    assert sum(exhausted(s, 1).values()) == 1 + exhausted_after


# -- L01-007 Revolutionary Zeyon -------------------------------------------------------------------------------
@pytest.mark.parametrize("cores", [4, 1])
def test_l01_007_lv2_deploys_a_nexus_from_the_trash(build, cores):
    """Lv2 attacks: it may deploy a Nexus card from the Trash, paying its cost; at Lv1 nothing."""
    p0 = {"field": [FieldCard("L01-007", cores=cores)], "trash": [STAR_ALTAR], "reserve": 5, "deck": DECK}
    s = build(position(0, "attack", p0, {"deck": DECK}, auto=True))
    do(s, C.attack(0))
    answer_all(s, True)
    pay_and_place(s)
    on_field = [f["card"] for f in field(s, 0).values()]
    assert (STAR_ALTAR in on_field) == (cores == 4)
    if cores == 4:
        assert int(player(s, 0)["reserve"]) < 5  # it was paid for


# -- L01-008 Victory Oath --------------------------------------------------------------------------------------
def test_l01_008_both_players_draw_two(build):
    s = build(position(0, "main", {"hand": ["L01-008"], "reserve": 5, "deck": DECK}, {"deck": DECK}))
    summon(s, 0)
    answer_all(s, True)
    assert len(hand_ids(s, 0)) == 2 and len(hand_ids(s, 1)) == 2


@pytest.mark.parametrize(("oath_cores", "blocker", "refreshed"),
                         [(2, RAINEEDLE, 1), (2, BRONTECH, 0), (0, RAINEEDLE, 0)])
def test_l01_008_lv2_refreshes_a_winner_over_a_small_spirit(build, oath_cores, blocker, refreshed):
    """Lv2: the attacker that destroyed a Spirit of 3000 BP or less may refresh (CONFIRM); one that beat Brontech
    (5000) stays exhausted, and so does any winner at Lv1."""
    p0 = {"field": [FieldCard("L01-008", cores=oath_cores), FieldCard(GOLEM, cores=3)], "deck": DECK}
    p1 = {"field": [FieldCard(blocker)], "deck": DECK}
    s = build(position(0, "attack", p0, p1, auto=True))
    do(s, C.attack(1))
    pass_flashes(s)
    do(s, C.block(0))
    pass_flashes(s)
    answer_all(s, True)
    assert blocker in trash_ids(s, 1)
    assert field(s, 0)[1]["exhausted"] == 1 - refreshed


# -- L01-009 The Imperators' Great War -------------------------------------------------------------------------
@pytest.mark.parametrize(("attacker", "gains"), [("L01-004", 1), (GOLEM, 0)])
def test_l01_009_aegis_win_puts_a_void_core_on_it(build, attacker, gains):
    """An Aegis General destroying a Spirit in battle: the Nexus may exhaust for a Void core; a Mecha: nothing."""
    p0 = {"field": [FieldCard("L01-009", cores=0), FieldCard(attacker, cores=3)], "deck": DECK}
    s = build(position(0, "attack", p0, {"field": [FieldCard(RAINEEDLE)], "deck": DECK}, auto=True))
    do(s, C.attack(1))
    pass_flashes(s)
    do(s, C.block(0))
    pass_flashes(s)
    answer_all(s, True)
    assert field(s, 0)[0]["cores"] == gains and field(s, 0)[0]["exhausted"] == gains


@pytest.mark.parametrize("cores", [2, 0])
def test_l01_009_lv2_discard_to_draw_on_a_hit(build, cores):
    """Lv2: your attack reduces their Life: you may discard a card to draw one; at Lv1 nothing."""
    p0 = {"field": [FieldCard("L01-009", cores=cores), FieldCard(GOLEM)], "hand": [FILLER], "deck": DECK}
    s = build(position(0, "attack", p0, {"deck": DECK}, auto=True))
    attack_and_resolve(s, 1)
    answer_all(s, True)
    assert trash_ids(s, 0) == ([FILLER] if cores else [])
    assert len(hand_ids(s, 0)) == 1 and hand_ids(s, 0) != ([FILLER] if cores else [])


# -- L01-010 Godslaying ----------------------------------------------------------------------------------------
def test_l01_010_burst_stops_cheap_spirits(build):
    """The opponent's Prince Pentan resolves its When Summoned effect: the Burst makes their Spirits costing 2 or less
    (Raineedle, Pentan) unable to attack this turn; the Golem (cost 4) still can."""
    p0 = {"burst": "L01-010", "reserve": 0, "deck": DECK}
    p1 = {"hand": [PENTAN], "reserve": 5, "field": [FieldCard(RAINEEDLE), FieldCard(GOLEM)], "deck": DECK}
    s = build(position(1, "main", p0, p1, turn=4, auto=True))
    summon(s, 0)
    while pending(s)[0] != Decision.BURST:
        do(s, legal(s)[0])
    do(s, C.CONFIRM)
    answer_all(s, False)
    assert trash_ids(s, 0) == ["L01-010"]
    do(s, C.PASS)  # to the Attack Step
    assert pending(s) == (Decision.ATTACK, 1)
    assert [a for a in legal(s) if a != C.PASS] == [C.attack(1)]


@pytest.mark.parametrize(("blocker", "attacker_falls", "blocker_falls"),
                         [(RAINEEDLE, True, False), (MITHRIL, True, True)])
def test_l01_010_flash_compares_cost(build, blocker, attacker_falls, blocker_falls):
    """Flash in the battle: the higher cost falls (Mithril Golem, cost 6, against Raineedle, cost 1, though its BP
    is higher); equal costs both fall."""
    p0 = {"field": [FieldCard(MITHRIL)], "deck": DECK}
    p1 = {"field": [FieldCard(blocker)], "hand": ["L01-010"], "reserve": 5, "deck": DECK}
    s = build(position(0, "attack", p0, p1, auto=True))
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.block(0))
    use_magic(s, 0)
    pass_flashes(s)
    assert (0 not in field(s, 0)) == attacker_falls and (0 not in field(s, 1)) == blocker_falls



def test_l01_010_burst_in_your_turn_stops_cheap_blockers(build):
    """In your Attack Step the opponent summons Leucerium Shadow with Swift; its When Summoned effect resolves and
    the Burst keeps their cost-2-or-less Raineedle from blocking; Leucerium Shadow (cost 5) still may."""
    p0 = {"field": [FieldCard(GOLEM)], "burst": "L01-010", "reserve": 0, "deck": DECK}
    p1 = {"hand": ["PR-073"], "reserve": 6, "field": [FieldCard(RAINEEDLE)], "deck": DECK}
    s = build(position(0, "attack", p0, p1))
    do(s, C.attack(0))
    assert pending(s) == (Decision.FLASH, 1)
    summon(s, 0)  # Swift
    while pending(s)[0] != Decision.BURST:
        do(s, legal(s)[0])
    do(s, C.CONFIRM)
    answer_all(s, False)
    pass_flashes(s)
    assert pending(s) == (Decision.BLOCK, 1)
    assert C.block(0) not in legal(s) and C.block(1) in legal(s)
