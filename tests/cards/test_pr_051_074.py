"""PR cards 051-074, in card-number order, on both engines (``build`` fixture): each test plays the card's
effect from a position and checks what its text does (conditional effects also get a case where it fails)."""

from __future__ import annotations

import pytest
from card_helpers import deck_ids, exhausted, pass_flashes, position
from cards_shared import (
    DECK,
    FILLER,
    KV2,
    MAGIC,
    MANTIGORE,
    OVIRAPTODON,
    answer_all,
    choose,
    falls_blocking,
    field_cards,
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
from pybs.effects.script import Event, Who, opponents
from pybs.effects.spec import Mod
from pybs.layout import Decision
from pybs.testing import FieldCard

GOLEM = "ST03-006"  # white vanilla Mecha, cost 4: 4000 / 7000 BP at 1 / 3 cores
ACTOR = "BSS01-010"  # a red vanilla Spirit (cost 1) the tests script as they need
MECHA_LEAF = "TK-MECHA-LEAF"
SHADOW = "ST02-008"  # purple Spirit, cost 2
DROWSY = "ST04-016"  # yellow Magic (Main, Flash), cost 2: an opposing Spirit -2000 BP this turn
MITHRIL = "ST06-007"  # blue vanilla Golem, cost 6
DRAGONOID = "ST01-011"  # red Dragonoid, cost 3


def do(s, *codes: int) -> None:
    for code in codes:
        assert code in legal(s), (C.decode(code), pending(s))
        s.apply(code)


def settle(s, yes: bool = True) -> None:
    """Resolve the pending effects: first options, ``yes`` to every "may", payments and placements."""
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


def reserve(s, p: int) -> int:
    return int(player(s, p)["reserve"])


def mods_on(s) -> list[tuple[int, int]]:
    rec = s.record()
    return [(int(m["kind"]), int(m["value"])) for m in rec["mods"][: int(rec["n_mods"])]]


def can_block(s) -> bool:
    return pending(s)[0] == Decision.BLOCK and any(a != C.PASS for a in legal(s))


# -- PR-051 Winterfae Budmium ----------------------------------------------------------------------------------
def test_pr_051_summons_an_exhausted_mecha_leaf_token(build):
    s = build(position(0, "main", {"hand": ["PR-051"], "reserve": 6}, auto=True))
    summon(s, 0)
    settle(s)
    assert field(s, 0)[1] == {"card": MECHA_LEAF, "cores": 1, "soul": False, "exhausted": 1}


@pytest.mark.parametrize("cores", [2, 1])
def test_pr_051_lv2_destroyed_puts_a_core_on_a_token(build, cores):
    s = falls_blocking(build, "PR-051", cores=cores, p0={"field": [FieldCard(MECHA_LEAF)]})
    settle(s)
    assert [f["cores"] for f in field(s, 0).values()] == [2 if cores == 2 else 1]


# -- PR-052 Bladewolf Gray -------------------------------------------------------------------------------------
def test_pr_052_astral_in_the_opponents_turn(build):
    """The opponent's Astral Zmeitza attacks: only Bladewolf Gray (Astral in their turn) may block it."""
    p0 = {"field": [FieldCard(RAINEEDLE), FieldCard("PR-052")], "deck": DECK}
    s = build(position(1, "attack", p0, {"field": [FieldCard("PR-069")], "deck": DECK}, turn=4))
    do(s, C.attack(0))
    pass_flashes(s)
    assert pending(s) == (Decision.BLOCK, 0)
    assert C.block(1) in legal(s) and C.block(0) not in legal(s)


@pytest.mark.parametrize(("attacker", "exhausts"), [("PR-046", True), (GOLEM, False)])
def test_pr_052_lv2_skybinder_blocked_exhausts(build, attacker, exhausts):
    p0 = {"field": [FieldCard("PR-052", cores=3), FieldCard(attacker)], "deck": DECK}
    s = build(position(0, "attack", p0, {"field": [FieldCard(BRONTECH), FieldCard(GOLEM)], "deck": DECK}))
    do(s, C.attack(1))
    pass_flashes(s)
    do(s, C.block(0))
    if exhausts:
        assert pending(s) == (Decision.CHOOSE, 0)
        choose(s, GOLEM)
    settle(s)
    assert exhausted(s, 1)[1] == int(exhausts)


# -- PR-053 Waterbug Beetlegrass -------------------------------------------------------------------------------
@pytest.mark.parametrize("blue", [True, False])
def test_pr_053_exhausts_a_costly_spirit_and_chain_blue_keeps_it_down(build, blue):
    p0 = {"hand": ["PR-053"], "reserve": 5, "field": [FieldCard(MANTIGORE)] if blue else []}
    s = build(position(0, "main", p0, {"field": [FieldCard(BRONTECH), FieldCard(GOLEM)]}, auto=True))
    summon(s, 0)
    settle(s)
    assert exhausted(s, 1) == {0: 1, 1: 0}  # Brontech costs 5, the Golem 4
    assert any(kind == Mod.NO_REFRESH for kind, _ in mods_on(s)) == blue


# -- PR-054 Crumbling Golem ------------------------------------------------------------------------------------
@pytest.mark.parametrize(("nexuses", "level3"), [(3, True), (2, False)])
def test_pr_054_lv3_with_three_nexuses_in_your_turn(build, nexuses, level3):
    fld = [FieldCard("PR-054")] + [FieldCard(STAR_ALTAR, cores=0)] * nexuses
    s = build(position(0, "main", {"field": fld}))
    assert bp(s, 0, 0) == (10000 if level3 else 5000)
    s = build(position(1, "main", {"field": fld}, turn=4))
    assert bp(s, 0, 0) == 5000  # not in the opponent's turn


# -- PR-055 Minoctopus -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("red", [True, False])
def test_pr_055_core_after_an_opposing_magic_and_chain_red(build, red):
    p0 = {"field": [FieldCard("PR-055")] + ([FieldCard(OVIRAPTODON)] if red else []), "reserve": 0}
    p1 = {"hand": [MAGIC], "reserve": 4, "field": [FieldCard(RAINEEDLE)], "deck": DECK}
    s = build(position(1, "main", p0, p1, turn=4))
    use_magic(s, 0)
    settle(s)
    assert pending(s) == (Decision.MAIN, 1)
    assert reserve(s, 0) == 1
    assert (RAINEEDLE in trash_ids(s, 1)) == red


# -- PR-056 Beavurn --------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("refreshed", "drawn"), [(False, 1), (True, 0)])
def test_pr_056_lv2_draws_when_no_opposing_spirit_is_refreshed(build, refreshed, drawn):
    p1 = {"field": [FieldCard(RAINEEDLE, exhausted=not refreshed)], "deck": DECK}
    s = build(position(0, "attack", {"field": [FieldCard("PR-056", cores=2)], "deck": DECK}, p1))
    do(s, C.attack(0))
    settle(s)
    assert len(hand_ids(s, 0)) == drawn


# -- PR-057 Blackblade Dragon Rexbeat Saurer -------------------------------------------------------------------
def test_pr_057_the_next_destruction_draws_two_once(build, scripted):
    db = scripted({MAGIC: lambda c: c.magic(main=True, flash=True).choose(opponents()).destroy()})
    p0 = {"hand": ["PR-057", MAGIC, MAGIC], "reserve": 14, "deck": DECK}
    s = build(with_db(position(0, "main", p0, {"field": [FieldCard(RAINEEDLE), FieldCard(GOLEM)]}, auto=True), db))
    summon(s, 0)
    settle(s)
    use_magic(s, 0, 0)
    settle(s)
    assert len(trash_ids(s, 1)) == 1 and len(hand_ids(s, 0)) == 3  # a Magic and two cards drawn
    use_magic(s, 0, 0)
    settle(s)
    assert len(trash_ids(s, 1)) == 2 and len(hand_ids(s, 0)) == 2  # not again


# -- PR-058 Black Knight Schwart -------------------------------------------------------------------------------
@pytest.mark.parametrize(("theirs", "removed"), [(2, True), (1, False)])
def test_pr_058_takes_a_core_when_they_have_two_spirits(build, theirs, removed):
    p1 = {"field": [FieldCard(GOLEM, cores=3)] + [FieldCard(RAINEEDLE)] * (theirs - 1)}
    s = build(position(0, "main", {"hand": ["PR-058"], "reserve": 4}, p1, auto=True))
    summon(s, 0)
    if pending(s)[0] == Decision.CHOOSE:
        choose(s, GOLEM)
    settle(s)
    assert field(s, 1)[0]["cores"] == (2 if removed else 3)


# -- PR-059 Yellowsmoke Tiger ----------------------------------------------------------------------------------
@pytest.mark.parametrize(("cores", "blockable"), [(1, False), (2, True)])
def test_pr_059_unblockable_by_one_core_spirits(build, cores, blockable):
    s = build(position(0, "attack", {"field": [FieldCard("PR-059")], "deck": DECK},
                       {"field": [FieldCard(GOLEM, cores=cores)], "deck": DECK}))
    do(s, C.attack(0))
    pass_flashes(s)
    assert can_block(s) == blockable


def test_pr_059_lv2_removes_a_core_per_cost_2_card(build):
    p0 = {"field": [FieldCard("PR-059", cores=3)], "trash": [SHADOW, SHADOW, GOLEM], "deck": DECK}
    s = build(position(0, "attack", p0, {"field": [FieldCard(BRONTECH, cores=4), FieldCard(GOLEM, cores=3)],
                                         "deck": DECK}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.CHOOSE, 0)
    choose(s, BRONTECH)
    settle(s)
    assert (field(s, 1)[0]["cores"], field(s, 1)[1]["cores"]) == (2, 3)


# -- PR-060 Stardog Pomeran ------------------------------------------------------------------------------------
@pytest.mark.parametrize("cores", [2, 1])
def test_pr_060_lv2_zero_bp_destruction_returns_a_magic(build, cores):
    p0 = {"field": [FieldCard("PR-060", cores=cores), FieldCard(GOLEM)], "hand": [DROWSY], "reserve": 3,
          "trash": [MAGIC], "deck": DECK}
    s = build(position(0, "attack", p0, {"field": [FieldCard(RAINEEDLE)], "deck": DECK}))
    do(s, C.attack(1), C.PASS)
    use_magic(s, 0)
    settle(s)
    assert RAINEEDLE in trash_ids(s, 1)
    assert (MAGIC in hand_ids(s, 0)) == (cores == 2)


# -- PR-061 Sage Beast Sphinx ----------------------------------------------------------------------------------
def test_pr_061_block_lowers_the_attacker_and_lv2_destroyed_summons(build):
    """Blocking the Lv2 Golem (7000 BP): the Golem gets -3000 (4000, a tie with the Lv2 Sphinx); both fall, and the
    Sphinx's When Destroyed summons the white cost-4 Golem from the Trash (not Brontech, cost 5)."""
    p0 = {"field": [FieldCard("PR-061", cores=3)], "trash": [GOLEM, BRONTECH], "reserve": 1}
    s = build(position(1, "attack", p0, {"field": [FieldCard(GOLEM, cores=3)]}, turn=4))
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.block(0))
    settle(s)
    assert bp(s, 1, 0) == 4000
    pass_flashes(s)
    settle(s)
    assert "PR-061" in trash_ids(s, 0) and GOLEM in trash_ids(s, 1)
    assert list(field_cards(s, 0).values()) == [GOLEM]


# -- PR-062 Reddeer Guard --------------------------------------------------------------------------------------
def test_pr_062_refreshes_when_you_use_a_magic_in_their_attack_step(build):
    p0 = {"field": [FieldCard("PR-062", exhausted=True)], "hand": [DROWSY], "reserve": 2, "deck": DECK}
    s = build(position(1, "attack", p0, {"field": [FieldCard(GOLEM)], "deck": DECK}, turn=4))
    do(s, C.attack(0))
    assert pending(s) == (Decision.FLASH, 0)
    use_magic(s, 0)
    settle(s)
    assert field(s, 0)[0]["exhausted"] == 0


# -- PR-063 Machine Brute Mega Therium -------------------------------------------------------------------------
def test_pr_063_tokens_gain_10000(build):
    s = build(position(0, "main", {"hand": ["PR-063"], "reserve": 8, "field": [FieldCard(MECHA_LEAF)]}, auto=True))
    summon(s, 0)
    settle(s)
    assert bp(s, 0, 0) == 11000


@pytest.mark.parametrize("cores", [4, 1])
def test_pr_063_lv2_destroyed_summons_a_token_per_nexus(build, cores):
    """Destroyed blocking the 10000 BP KV-2: at Lv2 a Mecha Leaf token per Nexus (two); at Lv1 none."""
    p0 = {"field": [FieldCard("PR-063", cores=cores), FieldCard(STAR_ALTAR, cores=0), FieldCard(STAR_ALTAR, cores=0)],
          "reserve": 4}
    s = build(position(1, "attack", p0, {"field": [FieldCard(KV2, cores=2)]}, turn=4))
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.block(0))
    pass_flashes(s)
    settle(s)
    assert "PR-063" in trash_ids(s, 0)
    assert list(field_cards(s, 0).values()).count(MECHA_LEAF) == (2 if cores == 4 else 0)


# -- PR-064 Kunoichi Joro --------------------------------------------------------------------------------------
@pytest.mark.parametrize("payer", [STAR_ALTAR, MECHA_LEAF, GOLEM])
def test_pr_064_exhausts_a_token_or_nexus_to_exhaust(build, payer):
    p0 = {"field": [FieldCard("PR-064"), FieldCard(payer, cores=0 if payer == STAR_ALTAR else 1)], "deck": DECK}
    s = build(position(0, "attack", p0, {"field": [FieldCard(GOLEM)], "deck": DECK}))
    do(s, C.attack(0))
    offered = pending(s) == (Decision.YES_NO, 0)
    assert offered == (payer != GOLEM)
    settle(s)
    assert exhausted(s, 1)[0] == int(offered) and exhausted(s, 0)[1] == int(offered)


# -- PR-065 Lucky Cat ------------------------------------------------------------------------------------------
def test_pr_065_discards_a_nexus_to_draw_up_to_their_hand(build):
    p0 = {"hand": ["PR-065", STAR_ALTAR], "reserve": 6, "deck": DECK}
    s = build(position(0, "main", p0, {"hand": [FILLER] * 4}, auto=True))
    summon(s, 0)
    settle(s)
    assert trash_ids(s, 0) == [STAR_ALTAR] and len(hand_ids(s, 0)) == 4


def test_pr_065_lv2_destroyed_the_opponent_exhausts(build):
    s = falls_blocking(build, "PR-065", cores=3, p1={"field": [FieldCard(GOLEM)]})
    assert pending(s) == (Decision.CHOOSE, 1)
    choose(s, GOLEM)
    assert exhausted(s, 1) == {0: 1, 1: 1}


# -- PR-066 Nautilus Golem -------------------------------------------------------------------------------------
def test_pr_066_lv2_exhausts_a_nexus_destroys_theirs_and_gains_a_core(build):
    p0 = {"field": [FieldCard("PR-066", cores=4), FieldCard(STAR_ALTAR, cores=0)], "deck": DECK}
    s = build(position(0, "attack", p0, {"field": [FieldCard(STAR_ALTAR, cores=0)], "deck": DECK}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.CONFIRM)
    settle(s)
    assert trash_ids(s, 1) == [STAR_ALTAR]
    assert field(s, 0)[0]["cores"] == 5 and field(s, 0)[1]["exhausted"] == 1


# -- PR-067 Bard Orphe -----------------------------------------------------------------------------------------
def test_pr_067_discarded_from_hand_may_be_summoned(build, scripted):
    db = scripted({ACTOR: lambda c: c.when(Event.ATTACKS).discard_from_hand(1, who=Who.OPPONENT)})
    p0 = {"hand": ["PR-067"], "reserve": 5, "field": [FieldCard(MANTIGORE)], "deck": DECK}
    s = build(with_db(position(1, "attack", p0, {"field": [FieldCard(ACTOR)], "deck": DECK}, turn=4), db))
    do(s, C.attack(0))
    settle(s)
    assert "PR-067" in field_cards(s, 0).values()
    assert reserve(s, 0) < 5  # its cost was paid


@pytest.mark.parametrize("magics", [3, 2])
def test_pr_067_lv2_raid_with_three_opposing_magics(build, magics):
    p0 = {"field": [FieldCard("PR-067", cores=3), FieldCard(STAR_ALTAR, cores=0)], "deck": DECK}
    s = build(position(0, "attack", p0, {"trash": [MAGIC] * magics, "deck": DECK}))
    do(s, C.attack(0))
    assert (pending(s) == (Decision.YES_NO, 0)) == (magics == 3)


# -- PR-068 Great Overlord God Szesc ---------------------------------------------------------------------------
@pytest.mark.parametrize("link", [True, False])
def test_pr_068_summons_a_link_spirit_free_and_draws(build, scripted, link):
    db = scripted({ACTOR: lambda c: c.link()} if link else {})
    p0 = {"hand": ["PR-068", ACTOR], "reserve": 7, "deck": DECK}
    s = build(with_db(position(0, "main", p0, auto=True), db))
    summon(s, 0)
    settle(s)
    assert (ACTOR in field_cards(s, 0).values()) == link
    assert len(hand_ids(s, 0)) == 1  # the Link card left the hand and a card came, or it stayed
    assert (DECK[0] in hand_ids(s, 0)) == link


def test_pr_068_lv3_battle_win_takes_a_life_core(build):
    s = build(position(0, "attack", {"field": [FieldCard("PR-068", cores=5)], "deck": DECK},
                       {"field": [FieldCard(GOLEM)], "deck": DECK}))
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.block(0))
    pass_flashes(s)
    settle(s)
    assert GOLEM in trash_ids(s, 1) and life(s, 1) == 4


# -- PR-069 Fulldragon Skybinder Zmeitza -----------------------------------------------------------------------
@pytest.mark.parametrize(("top", "hit"), [(DRAGONOID, True), (GOLEM, False)])
def test_pr_069_lv2_soul_discard_a_dragon_takes_life(build, top, hit):
    p0 = {"field": [FieldCard("PR-069", cores=3, soul=True)], "soul": None, "deck": [top, FILLER]}
    s = build(position(0, "attack", p0, {"deck": DECK}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.CONFIRM)
    settle(s)
    assert trash_ids(s, 0) == [top]
    assert life(s, 1) == (4 if hit else 5)


# -- PR-070 Mirror Deity Ouroborsha ----------------------------------------------------------------------------
@pytest.mark.parametrize(("first", "left"), [(True, [2, 0]), (False, [1, 1])])
def test_pr_070_discard_to_take_cores(build, first, left):
    """One core from each (the 1-core Raineedle is depleted), or all but one from each."""
    p0 = {"field": [FieldCard("PR-070")], "hand": [FILLER], "deck": DECK}
    s = build(position(0, "attack", p0, {"field": [FieldCard(GOLEM, cores=3), FieldCard(RAINEEDLE)], "deck": DECK}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.CHOOSE, 0)
    choose(s, FILLER)
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.CONFIRM if first else C.PASS)
    settle(s)
    assert field(s, 1)[0]["cores"] == left[0]
    assert (RAINEEDLE in trash_ids(s, 1)) == first


def test_pr_070_lv2_summons_from_the_trash_at_their_end_step(build):
    p0 = {"field": [FieldCard("PR-070", cores=3)], "trash": [GOLEM], "reserve": 2, "deck": DECK}
    s = build(position(1, "attack", p0, {"deck": DECK}, turn=4))
    do(s, C.PASS)
    settle(s)
    assert GOLEM in field_cards(s, 0).values()


# -- PR-071 Heavenly Gate Liberator Clavis ---------------------------------------------------------------------
def test_pr_071_every_family_and_summon_count(build):
    """Picking the Golem (Mecha): the Golem, the KV-2 (Mecha) and Clavis (every family) count: -3000 BP."""
    p0 = {"hand": ["PR-071"], "reserve": 6, "field": [FieldCard(GOLEM), FieldCard(KV2), FieldCard(RAINEEDLE)]}
    s = build(position(0, "main", p0, {"field": [FieldCard(BRONTECH)]}, auto=True))
    summon(s, 0)
    choose(s, GOLEM)
    settle(s)
    assert bp(s, 1, 0) == 2000


def test_pr_071_lv2_magic_while_attacking_repeats_the_summon_effect(build):
    p0 = {"field": [FieldCard("PR-071", cores=3), FieldCard(RAINEEDLE)], "hand": [DROWSY], "reserve": 2,
          "deck": DECK}
    s = build(position(0, "attack", p0, {"field": [FieldCard(BRONTECH)], "deck": DECK}))
    do(s, C.attack(0), C.PASS)
    use_magic(s, 0)
    settle(s)  # Drowsy: -2000 on Brontech; then Clavis's When Summoned: Raineedle and Clavis count: -2000
    assert bp(s, 1, 0) == 1000


# -- PR-072 Hyperdimensional Diva Calista & Lyra ---------------------------------------------------------------
def test_pr_072_destroyed_by_the_opponent_recycles_the_trash(build):
    s = falls_blocking(build, "PR-072", cores=1, p0={"trash": [GOLEM, MAGIC], "reserve": 0})
    settle(s)
    assert trash_ids(s, 0) == ["PR-072"]
    assert deck_ids(s, 0)[-2:] == [GOLEM, MAGIC] or deck_ids(s, 0)[-2:] == [MAGIC, GOLEM]
    assert reserve(s, 0) == 4  # its core and three from the Void


@pytest.mark.parametrize(("deck", "damage"), [([GOLEM, FILLER, MAGIC, DROWSY, SHADOW], 3),
                                              ([GOLEM, GOLEM, MAGIC, DROWSY, SHADOW], 1)])
def test_pr_072_lv2_five_different_names_three_white_symbols(build, deck, damage):
    s = build(position(0, "attack", {"field": [FieldCard("PR-072", cores=3)], "deck": deck + [FILLER]},
                       {"deck": DECK}))
    do(s, C.attack(0))
    settle(s)
    assert sorted(trash_ids(s, 0)) == sorted(deck)
    unblocked_rest(s)
    assert life(s, 1) == 5 - damage


def unblocked_rest(s) -> None:
    pass_flashes(s)
    if pending(s)[0] == Decision.BLOCK:
        do(s, C.PASS)
    pass_flashes(s)


# -- PR-073 Supersonic Leucerium Shadow ------------------------------------------------------------------------
def test_pr_073_summon_puts_a_void_core_on_another_spirit(build):
    s = build(position(0, "main", {"hand": ["PR-073"], "reserve": 6, "field": [FieldCard(GOLEM)]}, auto=True))
    summon(s, 0)
    settle(s)
    assert field(s, 0)[0]["cores"] == 2


@pytest.mark.parametrize("yes", [True, False])
def test_pr_073_lv2_may_return_to_hand_as_its_battle_ends(build, yes):
    p0 = {"field": [FieldCard("PR-073", cores=3)], "deck": DECK}
    s = build(position(0, "attack", p0, {"field": [FieldCard(RAINEEDLE)], "deck": DECK}))
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.block(0))
    pass_flashes(s)
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.CONFIRM if yes else C.PASS)
    assert (hand_ids(s, 0) == ["PR-073"]) == yes


# -- PR-074 Great Aurumancer Synthetria ------------------------------------------------------------------------
@pytest.mark.parametrize(("their_deck", "refreshed"), [([FILLER, FILLER, MAGIC, FILLER, FILLER], True),
                                                       ([FILLER] * 4 + [MAGIC], False)])
def test_pr_074_exhaust_to_discard_its_cost(build, their_deck, refreshed):
    """Exhausting the Golem (cost 4) discards four; a Magic among them refreshes Synthetria."""
    p0 = {"field": [FieldCard("PR-074"), FieldCard(GOLEM)], "deck": DECK}
    s = build(position(0, "attack", p0, {"deck": their_deck}))
    do(s, C.attack(0))
    do(s, C.CONFIRM)
    choose(s, GOLEM)
    settle(s)
    assert len(trash_ids(s, 1)) == 4
    assert field(s, 0)[0]["exhausted"] == (0 if refreshed else 1)


@pytest.mark.parametrize(("trash", "summoned"), [(15, True), (14, False)])
def test_pr_074_lv2_summons_a_golem_at_their_attack_step(build, trash, summoned):
    p0 = {"field": [FieldCard("PR-074", cores=3)], "hand": [MITHRIL], "reserve": 2, "deck": DECK}
    s = build(position(1, "main", p0, {"trash": [FILLER] * trash, "field": [FieldCard(GOLEM)], "deck": DECK},
                       turn=4))
    do(s, C.PASS)
    settle(s)
    assert (MITHRIL in field_cards(s, 0).values()) == summoned


@pytest.mark.parametrize("cores", [3, 1])
def test_pr_068_lv2_a_void_core_when_one_of_yours_is_linked(build, scripted, cores):
    """Lv2, your Attack Step: a Link Spirit links to the attacking Szesc: a Void core goes onto Szesc; at Lv1 none."""
    db = scripted({ACTOR: lambda c: c.link()})
    p0 = {"field": [FieldCard("PR-068", cores=cores), FieldCard(ACTOR)], "deck": DECK}
    s = build(with_db(position(0, "attack", p0, {"deck": DECK}), db))
    do(s, C.attack(0))
    assert pending(s) == (Decision.YES_NO, 0)  # the Link offer
    do(s, C.CONFIRM)
    settle(s)
    assert field(s, 0)[1]["exhausted"] == 1  # it linked
    assert field(s, 0)[0]["cores"] == cores + (cores == 3)
