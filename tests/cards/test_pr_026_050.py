"""PR cards 026-050, in card-number order, on both engines (``build`` fixture): each test plays the card's
effect from a position and checks what its text does (conditional effects also get a case where it fails)."""

from __future__ import annotations

import pytest
from card_helpers import exhausted, pass_flashes, position
from cards_shared import (
    CAT_SITH,
    DECK,
    FILLER,
    MAGIC,
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
from pybs.effects.script import Event, opponents
from pybs.effects.spec import Keyword, Mod
from pybs.layout import Decision
from pybs.testing import FieldCard

GOLEM = "ST03-006"  # white vanilla Mecha, cost 4: 4000 / 7000 BP at 1 / 3 cores
ACTOR = "BSS01-010"  # a red vanilla Spirit the tests script as they need
INSECTOID = "BSS02-091"  # green vanilla Insectoid, cost 0, 1000 BP
TURBOREX = "BSS01-059"  # a white Spirit with Ascend
TWO_SYMBOLS = "BSS04-009"  # a red Spirit with two symbols
SHADOW = "ST02-008"  # purple Spirit, cost 2
ICEBERG = "BSS02-125"  # white Magic (Main: one of your Spirits gains Armor), cost 3
TOKEN_GOLEM = "TK-GOLEM"


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


def blocked_by(s, k: int, blocker: int) -> None:
    """The turn player attacks with slot k and the defender blocks with ``blocker``; Flash timings passed."""
    do(s, C.attack(k))
    pass_flashes(s)
    do(s, C.block(blocker))
    pass_flashes(s)


def can_block(s) -> bool:
    return pending(s)[0] == Decision.BLOCK and any(a != C.PASS for a in legal(s))


def mods_on(s) -> list[tuple[int, int]]:
    rec = s.record()
    return [(int(m["kind"]), int(m["value"])) for m in rec["mods"][: int(rec["n_mods"])]]


# -- PR-026 Tankmobile Hetzer ----------------------------------------------------------------------------------
@pytest.mark.parametrize("cores", [2, 1])
def test_pr_026_lv2_refreshes_vanilla_spirits_at_end_step(build, cores):
    p0 = {"field": [FieldCard("PR-026", cores=cores), FieldCard(FILLER, exhausted=True),
                    FieldCard("PR-003", exhausted=True)], "deck": DECK}
    s = build(position(0, "attack", p0, {"deck": DECK}, auto=True))
    do(s, C.PASS)  # the Attack Step ends: the End Step starts
    settle(s)
    assert (exhausted(s, 0)[1], exhausted(s, 0)[2]) == ((0 if cores == 2 else 1), 1)


# -- PR-027 Divine Wargear Mega Tyr ----------------------------------------------------------------------------
@pytest.mark.parametrize("soul", [True, False])
def test_pr_027_block_bounces_and_soul_refreshes(build, soul):
    """Lv2 blocks: the 1000 BP attacker returns to its hand; that return lets it pay the Soul Core to refresh."""
    p0 = {"field": [FieldCard("PR-027", cores=3, soul=soul)], "soul": None if soul else "trash", "deck": DECK}
    s = build(position(1, "attack", p0, {"field": [FieldCard(RAINEEDLE)], "deck": DECK}, turn=4))
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.block(0))
    settle(s)
    assert hand_ids(s, 1) == [RAINEEDLE]
    assert field(s, 0)[0]["exhausted"] == (0 if soul else 1)


# -- PR-028 Ghost Mantis ---------------------------------------------------------------------------------------
def test_pr_028_bug_destroyed_in_your_attack_step_gives_a_core(build):
    p0 = {"field": [FieldCard("PR-028"), FieldCard(INSECTOID), FieldCard(FILLER)], "reserve": 0, "deck": DECK}
    s = build(position(0, "attack", p0, {"field": [FieldCard(BRONTECH)], "deck": DECK}))
    blocked_by(s, 1, 0)
    settle(s)
    assert INSECTOID in trash_ids(s, 0)
    assert int(player(s, 0)["reserve"]) == 2  # its own core back, and one from the Void


def test_pr_028_lv2_destroyed_refreshes_bugs(build):
    p0 = {"field": [FieldCard(INSECTOID, exhausted=True), FieldCard(FILLER, exhausted=True)]}
    s = falls_blocking(build, "PR-028", cores=4, p0=p0)
    settle(s)
    assert [v for k, v in sorted(exhausted(s, 0).items())] == [0, 1]


# -- PR-029 Air Commodore Gragn --------------------------------------------------------------------------------
def test_pr_029_answers_its_gale(build):
    """Lv2, blocked: Gale 1 makes the opponent exhaust a Spirit; that exhaustion by Gale exhausts one more."""
    p1 = {"field": [FieldCard(RAINEEDLE), FieldCard(BRONTECH), FieldCard(GOLEM)], "deck": DECK}
    p0 = {"field": [FieldCard("PR-029", cores=4), FieldCard(GOLEM)], "deck": DECK}
    s = build(position(0, "attack", p0, p1, auto=True))
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.block(0))
    assert pending(s) == (Decision.CHOOSE, 1)  # Gale: the opponent picks
    choose(s, BRONTECH, 1)
    assert pending(s) == (Decision.CHOOSE, 0)  # Gragn's answer
    choose(s, GOLEM, 1)
    assert exhausted(s, 1) == {1: 1, 2: 1}  # the blocker fell in the battle


# -- PR-030 Galadbolg ------------------------------------------------------------------------------------------
def test_pr_030_lv2_exhausts_a_nexus_for_a_void_core(build):
    p0 = {"field": [FieldCard("PR-030", cores=3), FieldCard(STAR_ALTAR, cores=0)], "deck": DECK}
    s = build(position(0, "attack", p0, {"deck": DECK}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.CONFIRM)
    settle(s)
    assert field(s, 0)[1]["cores"] == 1 and field(s, 0)[1]["exhausted"] == 1


def test_pr_030_lv3_win_refreshes_a_nexus(build):
    p0 = {"field": [FieldCard("PR-030", cores=5), FieldCard(STAR_ALTAR, cores=0, exhausted=True)], "deck": DECK}
    s = build(position(0, "attack", p0, {"field": [FieldCard(RAINEEDLE)], "deck": DECK}))
    do(s, C.attack(0))
    settle(s, False)  # no exhausting of the (exhausted) Nexus
    pass_flashes(s)
    do(s, C.block(0))
    pass_flashes(s)
    settle(s)
    assert RAINEEDLE in trash_ids(s, 1) and field(s, 0)[1]["exhausted"] == 0


# -- PR-031 Explosive Giant Douglas ----------------------------------------------------------------------------
@pytest.mark.parametrize(("top", "drawn"), [(MAGIC, True), (FILLER, False)])
def test_pr_031_lv2_crush_discarding_a_magic_draws_and_discards(build, top, drawn):
    """Lv2 Crush +1 discards three; a Magic among them: draw a card, then discard a card (the hand's Filler)."""
    p0 = {"field": [FieldCard("PR-031", cores=4)], "hand": [FILLER], "deck": [GOLEM, RAINEEDLE]}
    p1 = {"deck": [top, FILLER, FILLER, FILLER]}
    s = build(position(0, "attack", p0, p1, auto=True))
    do(s, C.attack(0))
    settle(s)
    assert trash_ids(s, 1)[:3] == [top, FILLER, FILLER]
    assert len(hand_ids(s, 0)) == 1
    assert (FILLER in trash_ids(s, 0) or GOLEM in trash_ids(s, 0)) == drawn


# -- PR-032 Overlord Dragon Vandalizer -------------------------------------------------------------------------
def test_pr_032_summon_destroys_every_small_spirit(build):
    p1 = {"field": [FieldCard(RAINEEDLE), FieldCard(FILLER), FieldCard(BRONTECH)]}
    s = build(position(0, "main", {"hand": ["PR-032"], "reserve": 8}, p1, auto=True))
    summon(s, 0)
    settle(s)
    assert list(field_cards(s, 1).values()) == [BRONTECH]


@pytest.mark.parametrize("cores", [3, 1])
def test_pr_032_lv2_attack_destroys_5000(build, cores):
    s = build(position(0, "attack", {"field": [FieldCard("PR-032", cores=cores)], "deck": DECK},
                       {"field": [FieldCard(BRONTECH)], "deck": DECK}))
    do(s, C.attack(0))
    settle(s)
    assert (trash_ids(s, 1) == [BRONTECH]) == (cores == 3)


# -- PR-033 Shamshirsar ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("cores", [3, 1])
def test_pr_033_lv2_destroyed_returns_an_ascend_card(build, cores):
    s = falls_blocking(build, "PR-033", cores=cores, p0={"trash": [TURBOREX, GOLEM]})
    settle(s)
    assert hand_ids(s, 0) == ([TURBOREX] if cores == 3 else [])


# -- PR-034 Dark Knight Kay ------------------------------------------------------------------------------------
def test_pr_034_destroyed_takes_exhausted_cheap_spirits(build):
    p1 = {"field": [FieldCard(RAINEEDLE, exhausted=True), FieldCard(RAINEEDLE), FieldCard(GOLEM, exhausted=True)]}
    s = falls_blocking(build, "PR-034", p1=p1)
    settle(s)
    assert trash_ids(s, 1) == [RAINEEDLE]
    assert sorted(field_cards(s, 1).values()) == sorted([BRONTECH, RAINEEDLE, GOLEM])


# -- PR-035 Gemhead Pigeon -------------------------------------------------------------------------------------
def test_pr_035_attacks_only_after_one_of_yours_fell(build):
    p0 = {"field": [FieldCard("PR-035"), FieldCard(FILLER)], "deck": DECK}
    s = build(position(0, "attack", p0, {"field": [FieldCard(BRONTECH)], "deck": DECK}))
    assert C.attack(0) not in legal(s)
    blocked_by(s, 1, 0)
    settle(s)
    assert FILLER in trash_ids(s, 0)
    assert C.attack(0) in legal(s)


# -- PR-036 Nekomatador ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("ascend", [True, False])
def test_pr_036_lv2_unblockable_with_an_ascend_spirit(build, ascend):
    p0 = {"field": [FieldCard("PR-036", cores=2)] + ([FieldCard(TURBOREX)] if ascend else []), "deck": DECK}
    s = build(position(0, "attack", p0, {"field": [FieldCard(RAINEEDLE)], "deck": DECK}))
    do(s, C.attack(0))
    pass_flashes(s)
    assert can_block(s) != ascend


# -- PR-037 Unwise Scarecrow -----------------------------------------------------------------------------------
def test_pr_037_summoned_gains_luster(build):
    """When summoned it has Luster this turn: a Mod.KEYWORD row with Luster on it."""
    s = build(position(0, "main", {"hand": ["PR-037"], "reserve": 3}, auto=True))
    assert not mods_on(s)
    summon(s, 0)
    settle(s)
    assert (Mod.KEYWORD, int(Keyword.LUSTER)) in mods_on(s)


# -- PR-038 Mecharmor Fortress Sawback Turtle ------------------------------------------------------------------
def test_pr_038_returns_a_one_symbol_spirit(build):
    p1 = {"field": [FieldCard(TWO_SYMBOLS), FieldCard(RAINEEDLE)]}
    s = build(position(0, "main", {"hand": ["PR-038"], "reserve": 7}, p1, auto=True))
    summon(s, 0)
    settle(s)
    assert hand_ids(s, 1) == [RAINEEDLE] and list(field_cards(s, 1).values()) == [TWO_SYMBOLS]


@pytest.mark.parametrize("ascend", [True, False])
def test_pr_038_lv2_refreshes_at_end_step_with_ascend(build, ascend):
    p0 = {"field": [FieldCard("PR-038", cores=2, exhausted=True)] + ([FieldCard(TURBOREX)] if ascend else []),
          "deck": DECK}
    s = build(position(0, "attack", p0, {"deck": DECK}, auto=True))
    do(s, C.PASS)
    settle(s)
    assert field(s, 0)[0]["exhausted"] == (0 if ascend else 1)


# -- PR-039 Little Vicken --------------------------------------------------------------------------------------
@pytest.mark.parametrize("cores", [2, 1])
def test_pr_039_lv2_destroyed_refreshes_an_armor_spirit(build, cores):
    p0 = {"field": [FieldCard("PR-006", exhausted=True), FieldCard(GOLEM, exhausted=True)]}
    s = falls_blocking(build, "PR-039", cores=cores, p0=p0)
    settle(s)
    assert [v for k, v in sorted(exhausted(s, 0).items())] == [0 if cores == 2 else 1, 1]


# -- PR-040 Shinobi Sage Udoh ----------------------------------------------------------------------------------
@pytest.mark.parametrize("ascend", [True, False])
def test_pr_040_summon_exhausts_with_ascend(build, ascend):
    p0 = {"hand": ["PR-040"], "reserve": 6, "field": [FieldCard(TURBOREX)] if ascend else []}
    s = build(position(0, "main", p0, {"field": [FieldCard(GOLEM)]}, auto=True))
    summon(s, 0)
    settle(s)
    assert field(s, 1)[0]["exhausted"] == int(ascend)


# -- PR-041 Saizogrizz -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("cores", [3, 1])
def test_pr_041_lv2_hit_puts_a_void_core_on_it(build, cores):
    s = build(position(0, "attack", {"field": [FieldCard("PR-041", cores=cores)], "deck": DECK}, {"deck": DECK}))
    unblocked(s)
    settle(s)
    assert field(s, 0)[0]["cores"] == cores + (cores == 3)


# -- PR-042 Wizened General Dogu Golem -------------------------------------------------------------------------
@pytest.mark.parametrize("dogu", [True, False])
def test_pr_042_golem_tokens_have_raid(build, dogu):
    """In your Attack Step a Golem token attacking may exhaust a Nexus to refresh (Raid 1); without Dogu: no."""
    fld = ([FieldCard("PR-042")] if dogu else []) + [FieldCard(TOKEN_GOLEM), FieldCard(STAR_ALTAR, cores=0)]
    s = build(position(0, "attack", {"field": fld, "deck": DECK}, {"deck": DECK}))
    do(s, C.attack(1 if dogu else 0))
    assert (pending(s) == (Decision.YES_NO, 0)) == dogu


def test_pr_042_lv2_attack_destroys_a_cheap_spirit(build):
    s = build(position(0, "attack", {"field": [FieldCard("PR-042", cores=3)], "deck": DECK},
                       {"field": [FieldCard(GOLEM), FieldCard(RAINEEDLE)], "deck": DECK}))
    do(s, C.attack(0))
    assert [c for _, c in candidates(s)] == [RAINEEDLE]
    settle(s)
    assert trash_ids(s, 1) == [RAINEEDLE]


# -- PR-043 Tsathoggua -----------------------------------------------------------------------------------------
@pytest.mark.parametrize(("attacker", "milled"), [(TURBOREX, 5), (GOLEM, 0)])
def test_pr_043_ascend_attacker_discards_five(build, attacker, milled):
    s = build(position(0, "attack", {"field": [FieldCard("PR-043"), FieldCard(attacker)], "deck": DECK},
                       {"deck": [FILLER] * 8}))
    do(s, C.attack(1))
    settle(s)
    assert len(trash_ids(s, 1)) == milled


# -- PR-044 Drago Claw -----------------------------------------------------------------------------------------
@pytest.mark.parametrize(("others", "level3"), [(1, True), (2, False)])
def test_pr_044_lv3_with_two_spirits_or_fewer_and_astral(build, others, level3):
    p0 = {"field": [FieldCard("PR-044")] + [FieldCard(FILLER)] * others, "deck": DECK}
    s = build(position(0, "attack", p0, {"field": [FieldCard(RAINEEDLE)], "deck": DECK}))
    assert bp(s, 0, 0) == (8000 if level3 else 4000)
    do(s, C.attack(0))
    pass_flashes(s)
    assert can_block(s) != level3  # Astral: only an Astral Spirit may block it


# -- PR-045 Venom Raptor ---------------------------------------------------------------------------------------
def test_pr_045_two_copies_answer_once(build):
    """Two Venom Raptors, one attacks: one choice (no duplicate), and the chosen Spirit cannot block."""
    s = build(position(0, "attack", {"field": [FieldCard("PR-045"), FieldCard("PR-045")], "deck": DECK},
                       {"field": [FieldCard(GOLEM), FieldCard(RAINEEDLE)], "deck": DECK}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.CHOOSE, 0)
    choose(s, GOLEM)
    assert pending(s)[0] != Decision.CHOOSE
    pass_flashes(s)
    assert C.block(0) not in legal(s) and C.block(1) in legal(s)


# -- PR-046 Crestcaster Uwabami-no-Tsukasa ---------------------------------------------------------------------
@pytest.mark.parametrize("first_falls", [True, False])
def test_pr_046_astral_after_one_of_yours_fell(build, first_falls):
    p0 = {"field": [FieldCard("PR-046"), FieldCard(FILLER)], "deck": DECK}
    p1 = {"field": [FieldCard(BRONTECH), FieldCard(RAINEEDLE)], "deck": DECK}
    s = build(position(0, "attack", p0, p1))
    if first_falls:
        blocked_by(s, 1, 0)
        settle(s)
    do(s, C.attack(0))
    pass_flashes(s)
    assert can_block(s) != first_falls


# -- PR-047 Death Swordfighter Dullabone -----------------------------------------------------------------------
@pytest.mark.parametrize("yellow", [True, False])
def test_pr_047_lv2_core_and_chain_yellow_summon(build, yellow):
    p0 = {"field": [FieldCard("PR-047", cores=3)] + ([FieldCard(CAT_SITH)] if yellow else []), "trash": [SHADOW],
          "reserve": 2, "deck": DECK}
    s = build(position(0, "attack", p0, {"field": [FieldCard(GOLEM, cores=2, exhausted=True)], "deck": DECK}))
    do(s, C.attack(0))
    settle(s)
    assert field(s, 1)[0]["cores"] == 1
    assert (SHADOW in field_cards(s, 0).values()) == yellow


# -- PR-048 Pegasus Angel --------------------------------------------------------------------------------------
def test_pr_048_summon_lowers_an_opposing_spirit(build):
    s = build(position(0, "main", {"hand": ["PR-048"], "reserve": 6}, {"field": [FieldCard(GOLEM, cores=3)]},
                       auto=True))
    summon(s, 0)
    settle(s)
    assert bp(s, 1, 0) == 4000


# -- PR-049 Missile Squirrel -----------------------------------------------------------------------------------
@pytest.mark.parametrize("cores", [2, 1])
def test_pr_049_lv2_white_magic_lowers_an_opposing_spirit(build, cores):
    p0 = {"field": [FieldCard("PR-049", cores=cores)], "hand": [ICEBERG], "reserve": 3}
    s = build(position(0, "main", p0, {"field": [FieldCard(GOLEM)]}, auto=True))
    use_magic(s, 0, 0)
    settle(s)
    assert bp(s, 1, 0) == (2000 if cores == 2 else 4000)


# -- PR-050 Killer Machine Half --------------------------------------------------------------------------------
def test_pr_050_no_astral_outside_an_attack_step(build, scripted):
    """In the Main Step an opposing Spirit returned to the hand gives nothing."""
    db = scripted({ACTOR: lambda c: c.when(Event.SUMMONED).choose(opponents(cost_max=1)).to_hand()})
    p0 = {"field": [FieldCard("PR-050")], "hand": [ACTOR], "reserve": 3, "deck": DECK}
    s = build(with_db(position(0, "main", p0, {"field": [FieldCard(RAINEEDLE), FieldCard(GOLEM)], "deck": DECK}),
                      db))
    summon(s, 0)
    settle(s)
    assert hand_ids(s, 1) == [RAINEEDLE]
    assert (Mod.KEYWORD, int(Keyword.ASTRAL)) not in mods_on(s)


def test_pr_050_astral_in_the_attack_step(build, scripted):
    db = scripted({ACTOR: lambda c: c.when(Event.ATTACKS).choose(opponents(cost_max=1)).to_hand()})
    p0 = {"field": [FieldCard("PR-050"), FieldCard(ACTOR)], "deck": DECK}
    s = build(with_db(position(0, "attack", p0, {"field": [FieldCard(RAINEEDLE), FieldCard(GOLEM)], "deck": DECK}),
                      db))
    do(s, C.attack(1))
    settle(s)
    assert hand_ids(s, 1) == [RAINEEDLE]
    assert (Mod.KEYWORD, int(Keyword.ASTRAL)) in mods_on(s)
