"""The keywords vocabulary (docs/EFFECTS.md, "keywords") against the rules, on both engines.

Gale (R18.7, R18.10), Blessed (R18.4, R18.10), Bloodcurse, temporary keywords that keep their number,
cannot-block and attack-tax statics, and blocking while exhausted. Positions are player 0's turn 3 with
``auto_forced`` off, both Soul Cores in the Trash unless a test needs one.
"""

from __future__ import annotations

import random

import pytest
from card_helpers import do, exhausted, pass_flashes, position
from conftest import legal, pending, player, trash_ids, use_magic
from test_differential_engines import play_both

from pybs import Game
from pybs import codec as C
from pybs.carddb import COLOR_BITS
from pybs.decks import Deck
from pybs.effects.spec import KEYWORD_NUMBER_SHIFT, Keyword, Mod
from pybs.layout import Decision
from pybs.testing import FieldCard, TempEffect

EZOWOLF = "BSS02-095"  # Gale 1 (Lv1-2), green, 3000 BP at 1 core
RAFFLESIO = "BSS02-098"  # Gale 2, green, 5000 BP at 1 core
HIPPOCAMPO = "BSS01-089"  # Blessed (Lv1-2), one symbol, 2000 BP at 1 core
MEDUKE = "BSS01-026"  # Lv1: Life taken by your Curse/Bloodcurse attackers goes to the Void
CURSE = "ST02-007"  # Okapandle: Curse while attacking, cost 4
DILOPHOZA = "BSS01-015"  # cannot block in the opponent's Attack Step
GORDON = "BSS03-084"  # Lv2 (2 cores): opposing Spirits of cost 3 or less pay a core to attack
PEGACYONE = "BSS01-060"  # Lv2 + Soul Core: may block exhausted an attacker with 2 cores or fewer
WHIRLWIND = "BSS03-133"  # green Magic cost 2: Main: you pick what your Gale exhausts
RED = "ST01-004"  # vanilla red Spirit, cost 1: 1000 / 3000 BP at 1 / 2 cores
ANTMAN = "ST05-009"  # vanilla green Spirit, cost 2, 3000 BP


def grant(p: int, slot: int, kw: Keyword, number: int = 0) -> TempEffect:
    """A temporary keyword (Mod.KEYWORD) with its number, as the engine stores it."""
    return TempEffect(p, Mod.KEYWORD, slot, int(kw) + (number << KEYWORD_NUMBER_SHIFT))


def block_with(s, blocker: int) -> None:
    """Player 0 attacks with slot 0; Flash timings passed; player 1 blocks with ``blocker``."""
    do(s, C.attack(0))
    pass_flashes(s)
    assert pending(s) == (Decision.BLOCK, 1)
    do(s, C.block(blocker))


# -- Gale -------------------------------------------------------------------------------------------
def test_gale_blocked_opponent_exhausts_n_refreshed_spirits(build):
    """R18.7: blocked, Gale 1 makes the defender exhaust one of their own refreshed Spirits (their pick)."""
    s = build(position(step="attack", p0={"field": [FieldCard(EZOWOLF)]},
                       p1={"field": [FieldCard(RED), FieldCard(RED), FieldCard(RED)]}))
    block_with(s, 0)
    assert pending(s) == (Decision.CHOOSE, 1)
    assert legal(s) == [C.choice(0), C.choice(1)]  # the blocker is already exhausted; no PASS: N must go
    do(s, C.choice(1))
    assert exhausted(s, 1) == {0: 1, 1: 0, 2: 1}
    assert pending(s) == (Decision.FLASH, 1)  # once only


def test_gale_not_blocked_does_nothing(build):
    """R18.7: Gale triggers only when the attacker is blocked."""
    s = build(position(step="attack", p0={"field": [FieldCard(EZOWOLF)]}, p1={"field": [FieldCard(RED)]}))
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.PASS)
    assert exhausted(s, 1) == {0: 0}
    assert int(player(s, 1)["life"]) == 4
    assert pending(s) == (Decision.ATTACK, 0)


def test_gale_exhausts_only_what_is_refreshed(build):
    """R0.2: Gale 2 with one refreshed Spirit left exhausts that one and ends."""
    s = build(position(step="attack", p0={"field": [FieldCard(RAFFLESIO)]},
                       p1={"field": [FieldCard(RED), FieldCard(RED), FieldCard(RED, exhausted=True)]}))
    block_with(s, 0)
    assert pending(s) == (Decision.CHOOSE, 1)
    assert legal(s) == [C.choice(0)]
    do(s, C.choice(0))
    assert exhausted(s, 1) == {0: 1, 1: 1, 2: 1}
    assert pending(s) == (Decision.FLASH, 1)


def test_gale_highest_number_only(build):
    """R18.10: Gale 1 printed and Gale 3 gained: only Gale 3 works, once (three Spirits, not four)."""
    s = build(position(step="attack", p0={"field": [FieldCard(EZOWOLF)]},
                       p1={"field": [FieldCard(RED)] * 5}, mods=[grant(0, 0, Keyword.GALE, 3)]))
    block_with(s, 0)
    for _ in range(3):
        assert pending(s) == (Decision.CHOOSE, 1)
        do(s, C.choice(0))
    assert pending(s) == (Decision.FLASH, 1)
    assert list(exhausted(s, 1).values()) == [1, 1, 1, 1, 0]


def test_gale_armor_of_its_colour_is_not_chosen(build):
    """R18.7: Armor of the Gale card's colour (green) keeps a Spirit out of the choice; a temporary Armor
    keeps its colours (the grant carries its number)."""
    s = build(position(step="attack", p0={"field": [FieldCard(EZOWOLF)]},
                       p1={"field": [FieldCard(RED), FieldCard(RED), FieldCard(RED)]},
                       mods=[grant(1, 1, Keyword.ARMOR, COLOR_BITS["green"])]))
    block_with(s, 0)
    assert pending(s) == (Decision.CHOOSE, 1)
    assert legal(s) == [C.choice(0)]  # only slot 2
    do(s, C.choice(0))
    assert exhausted(s, 1) == {0: 1, 1: 0, 2: 1}


def test_gale_armor_of_other_colour_does_not_protect(build):
    """Armor against red only does not stop a green Gale."""
    s = build(position(step="attack", p0={"field": [FieldCard(EZOWOLF)]},
                       p1={"field": [FieldCard(RED), FieldCard(RED), FieldCard(RED)]},
                       mods=[grant(1, 1, Keyword.ARMOR, COLOR_BITS["red"])]))
    block_with(s, 0)
    assert legal(s) == [C.choice(0), C.choice(1)]


def test_gale_select_gives_the_choice_to_the_attacker(build):
    """Whirlwind: this turn the Gale's controller picks the Spirits it exhausts."""
    s = build(position(step="main", p0={"field": [FieldCard(EZOWOLF)], "hand": [WHIRLWIND], "reserve": 3},
                       p1={"field": [FieldCard(RED), FieldCard(RED), FieldCard(RED)]}))
    use_magic(s, 0, effect=0)
    assert pending(s) == (Decision.MAIN, 0)
    do(s, C.PASS)
    assert pending(s) == (Decision.ATTACK, 0)
    block_with(s, 0)
    assert pending(s) == (Decision.CHOOSE, 0)
    assert legal(s) == [C.choice(0), C.choice(1)]
    do(s, C.choice(0))
    assert exhausted(s, 1) == {0: 1, 1: 1, 2: 0}


# -- Blessed and Bloodcurse ---------------------------------------------------------------------------
def test_blessed_unblocked_life_damage_adds_a_void_core_to_life(build):
    """R18.4: an unblocked Blessed attacker that takes Life puts one Void core into its controller's Life."""
    s = build(position(step="attack", p0={"field": [FieldCard(HIPPOCAMPO)]}, p1={"field": [FieldCard(RED)]}))
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.PASS)
    assert pending(s) == (Decision.ATTACK, 0)
    assert (int(player(s, 0)["life"]), int(player(s, 1)["life"])) == (6, 4)  # no upper limit on Life


def test_blessed_blocked_does_nothing(build):
    """R18.4: no Life taken, no core."""
    s = build(position(step="attack", p0={"field": [FieldCard(HIPPOCAMPO)]}, p1={"field": [FieldCard(RED)]}))
    block_with(s, 0)
    pass_flashes(s)
    assert (int(player(s, 0)["life"]), int(player(s, 1)["life"])) == (5, 5)


def test_blessed_gained_twice_works_once(build):
    """R18.10: Blessed printed and gained again still puts one core into Life."""
    s = build(position(step="attack", p0={"field": [FieldCard(HIPPOCAMPO)]}, p1={},
                       mods=[grant(0, 0, Keyword.BLESSED)]))
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.PASS)
    assert int(player(s, 0)["life"]) == 6


def test_bloodcurse_sends_life_to_the_void(build):
    """Bloodcurse: Life a Curse attacker takes goes to the Void, not the opponent's Reserve."""
    s = build(position(step="attack", p0={"field": [FieldCard(CURSE), FieldCard(MEDUKE)]}, p1={}))
    void_out = int(player(s, 1)["void_out"])
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.PASS)
    pl = player(s, 1)
    assert (int(pl["life"]), int(pl["reserve"]), int(pl["void_out"])) == (4, 3, void_out + 1)


def test_bloodcurse_needs_curse_on_the_attacker(build):
    """A vanilla attacker's damage goes to the Reserve as usual (R9.5), Meduke or not."""
    s = build(position(step="attack", p0={"field": [FieldCard(RED), FieldCard(MEDUKE)]}, p1={}))
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.PASS)
    assert (int(player(s, 1)["life"]), int(player(s, 1)["reserve"])) == (4, 4)


def test_curse_without_bloodcurse_goes_to_the_reserve(build):
    """Without Bloodcurse on that side, Curse damage goes to the Reserve (R9.5)."""
    s = build(position(step="attack", p0={"field": [FieldCard(CURSE)]}, p1={}))
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.PASS)
    assert (int(player(s, 1)["life"]), int(player(s, 1)["reserve"])) == (4, 4)


# -- blocking and attacking ---------------------------------------------------------------------------
def test_cannot_block_static(build):
    """R0.3: a Spirit that cannot block is never offered as a blocker."""
    s = build(position(step="attack", p0={"field": [FieldCard(RED)]},
                       p1={"field": [FieldCard(DILOPHOZA), FieldCard(RED)]}))
    do(s, C.attack(0))
    pass_flashes(s)
    assert legal(s) == [C.PASS, C.block(1)]


def test_attack_tax_static_applies_to_matching_attackers(build):
    """An attack-tax static: a cost-1 attacker moves one of its cores to the Reserve to attack."""
    s = build(position(step="attack", p0={"field": [FieldCard(RED, cores=2)], "reserve": 0},
                       p1={"field": [FieldCard(GORDON, cores=2)]}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.FLASH, 1)
    assert int(player(s, 0)["reserve"]) == 1
    assert int(player(s, 0)["slots"][0]["cores"]) == 1


def test_attack_tax_static_spares_costlier_attackers(build):
    """A cost-4 attacker is outside "cost 3 or less": it attacks free."""
    s = build(position(step="attack", p0={"field": [FieldCard(CURSE, cores=2)], "reserve": 0},
                       p1={"field": [FieldCard(GORDON, cores=2)]}))
    do(s, C.attack(0))
    assert int(player(s, 0)["reserve"]) == 0
    assert int(player(s, 0)["slots"][0]["cores"]) == 2


def test_attack_tax_static_needs_its_level(build):
    """Gordon at Lv1 (one core) taxes nothing."""
    s = build(position(step="attack", p0={"field": [FieldCard(RED, cores=2)], "reserve": 0},
                       p1={"field": [FieldCard(GORDON, cores=1)]}))
    do(s, C.attack(0))
    assert int(player(s, 0)["reserve"]) == 0


def test_block_while_exhausted_static(build):
    """R9.3 lifted: a heavily exhausted Spirit allowed to block exhausted blocks a matching attacker and
    stays as exhausted as it was (R1.8)."""
    s = build(position(step="attack", p0={"field": [FieldCard(RED, cores=2)]},
                       p1={"soul": None, "field": [FieldCard(PEGACYONE, cores=1, soul=True, exhausted=2)]}))
    do(s, C.attack(0))
    pass_flashes(s)
    assert legal(s) == [C.PASS, C.block(0)]
    do(s, C.block(0))
    assert exhausted(s, 1) == {0: 2}


def test_block_while_exhausted_checks_the_attacker(build):
    """An attacker holding three cores is outside "2 or fewer cores": no exhausted block."""
    s = build(position(step="attack", p0={"field": [FieldCard(RED, cores=3)]},
                       p1={"soul": None, "field": [FieldCard(PEGACYONE, cores=1, soul=True, exhausted=True)]}))
    do(s, C.attack(0))
    pass_flashes(s)
    assert legal(s) == [C.PASS]


def test_block_while_exhausted_mod(build):
    """Mod.BLOCK_EXHAUSTED: the card may block while exhausted, any attacker, this turn."""
    s = build(position(step="attack", p0={"field": [FieldCard(RED, cores=3)]},
                       p1={"field": [FieldCard(ANTMAN, exhausted=True), FieldCard(ANTMAN, exhausted=True)]},
                       mods=[TempEffect(1, Mod.BLOCK_EXHAUSTED, 1)]))
    do(s, C.attack(0))
    pass_flashes(s)
    assert legal(s) == [C.PASS, C.block(1)]


# -- attacking a Spirit (R18.5, CN Q5) ------------------------------------------------------------------
PALOMIDES = "BSS01-041"  # Lv2 (2 cores, 4000 BP): when it attacks, it may attack an exhausted opposing Spirit
CAPYBOT = "BSS03-051"  # white, When Blocks: one of your Armor Spirits may block exhausted this turn
PEGACYONE_ARMOR = "BSS01-060"


def test_cn_q5_an_attack_names_no_spirit_by_itself(build):
    """CN Q5 / R0.5: an attack goes at the player; the defender decides the block, and an exhausted Spirit
    cannot be made to block (Palomides at Lv1 has no such effect)."""
    s = build(position(step="attack", p0={"field": [FieldCard(PALOMIDES, cores=1)]},
                       p1={"field": [FieldCard(RED, exhausted=True), FieldCard(RED)]}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.FLASH, 1)  # the Flash timing before the block (R9.2)
    pass_flashes(s)
    assert pending(s) == (Decision.BLOCK, 1)
    assert legal(s) == [C.PASS, C.block(1)]


def test_attack_that_spirit_blocks_at_once(build):
    """R18.5: the named exhausted Spirit is the blocker at once; no Flash timing before the block, no other
    blocker; BP decides (4000 against 1000) and no Life is lost."""
    s = build(position(step="attack", p0={"field": [FieldCard(PALOMIDES, cores=2)]},
                       p1={"field": [FieldCard(RED, exhausted=True), FieldCard(RED)]}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.CHOOSE, 0)
    assert legal(s) == [C.choice(0)]  # exhausted ones only
    do(s, C.choice(0))
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.CONFIRM)
    assert pending(s) == (Decision.FLASH, 1)
    rec = s.record()
    assert (int(rec["blocker"]), int(rec["blocked"]), int(rec["flash_window"])) == (0, 1, 2)
    pass_flashes(s)
    assert pending(s) == (Decision.ATTACK, 0)
    assert trash_ids(s, 1) == [RED]
    assert int(player(s, 1)["life"]) == 5


def test_attack_that_spirit_declined(build):
    """Declining the "may": the attack goes on as usual (Flash timing, then the defender's block)."""
    s = build(position(step="attack", p0={"field": [FieldCard(PALOMIDES, cores=2)]},
                       p1={"field": [FieldCard(RED, exhausted=True), FieldCard(RED)]}))
    do(s, C.attack(0), C.choice(0), C.PASS)
    assert pending(s) == (Decision.FLASH, 1)
    assert int(s.record()["flash_window"]) == 1
    pass_flashes(s)
    assert legal(s) == [C.PASS, C.block(1)]


def test_attack_that_spirit_triggers_its_when_blocks(build):
    """R18.5: the named Spirit's "When Blocks" effect works right after."""
    s = build(position(step="attack", p0={"field": [FieldCard(PALOMIDES, cores=2)]},
                       p1={"field": [FieldCard(CAPYBOT, exhausted=True), FieldCard(PEGACYONE_ARMOR, exhausted=True)]}))
    do(s, C.attack(0), C.choice(0), C.CONFIRM)
    assert pending(s) == (Decision.CHOOSE, 1)  # Capybot: pick a Spirit with Armor
    assert legal(s) == [C.choice(0)]


def test_attack_that_spirit_that_cannot_block(build):
    """R18.5: a Spirit that cannot block is not made to; the attack goes on (Flash timing, block decision)."""
    s = build(position(step="attack", p0={"field": [FieldCard(PALOMIDES, cores=2)]},
                       p1={"field": [FieldCard(DILOPHOZA, exhausted=True), FieldCard(RED)]}))
    do(s, C.attack(0), C.choice(0), C.CONFIRM)
    assert pending(s) == (Decision.FLASH, 1)
    rec = s.record()
    assert (int(rec["blocked"]), int(rec["flash_window"])) == (0, 1)
    pass_flashes(s)
    assert legal(s) == [C.PASS, C.block(1)]


# -- the two engines agree on games played with these cards ---------------------------------------------
ATTACKERS = ("BSS02-095", "BSS02-098", "BSS03-067", "BSS03-071", "BSS03-075", "BSS03-078", "BSS03-133",
             "BSS01-089", "BSS02-063", "BSS02-071", "BSS01-026", "BSS03-025", "BSS01-041", "BSS03-022",
             "BSS01-006", "BSS03-122", "BSS01-002", "BSS01-013", "BSS01-095", "BSS03-128",
             "BSS01-100", "BSS01-099", "ST04-005", "ST02-007", "ST01-004")
DEFENDERS = ("BSS01-015", "BSS03-084", "BSS03-118", "BSS01-060", "BSS02-126", "BSS03-051", "BSS03-090",
             "BSS02-125", "BSS01-073", "BSS02-070", "BSS02-050", "BSS03-091", "BSS03-112", "BSS02-045",
             "BSS03-050", "BSS03-098", "BSS01-134", "BSS02-115", "BSS01-110", "BSS01-127", "BSS03-103",
             "ST03-006", "ST05-009", "ST02-014", "ST01-014")


@pytest.mark.parametrize("auto_forced", [True, False])
def test_engines_agree_on_pool_keywords_games(auto_forced):
    """Seeded random games with decks of these cards: after every action both engines offer the same legal
    actions and hold the same bytes (tests/test_differential_engines.py, over the keywords pool)."""
    decks = (Deck("kw-attack", tuple((c, 2) for c in ATTACKERS)), Deck("kw-defend", tuple((c, 2) for c in DEFENDERS)))
    chooser = random.Random(f"pool-keywords-{auto_forced}")
    actions = 0
    for i in range(8):
        game = Game(decks if i % 2 == 0 else decks[::-1], seed=0, auto_forced=auto_forced)
        n, final = play_both(game, chooser.getrandbits(64), chooser)
        actions += n
        assert final.is_terminal()
    assert actions > 8 * 20
