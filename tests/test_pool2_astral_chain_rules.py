"""Pool II group A on both engines (``build`` fixture): Astral and Chain, each on vanilla cards given test scripts in a
fresh database (``scripted``), then on real cards whose scripts live in this file.

- Astral (Keyword.ASTRAL, keywords.json): while active, the Spirit can only be blocked by Spirits that also have
  Astral; printed with a timing, granted by a static or an effect, read by filters ("without Astral", "in your Trash
  with Astral"). Confront forces a block only among the blockers allowed to block it (R0.3: "cannot" beats "must").
- Chain <colour> (keywords.json, ``Ability.chain``): the rest of the effect runs only if its controller controls a
  symbol of that colour on their field (Nexuses and Braves included, symbols as treated), each chain its own test.
"""

from __future__ import annotations

import pytest
from card_helpers import do, pass_flashes, position
from conftest import hand_ids, legal, pending, summon, trash_ids, use_magic, with_db

import pybs.scripts  # noqa: F401  (registers every script, so the fixture can swap some)
from pybs import codec as C
from pybs.carddb import COLOR_BITS
from pybs.effects.script import (
    Cond,
    CoreZone,
    Event,
    Keyword,
    Mod,
    Rule,
    ScriptError,
    Static,
    Timing,
    Who,
    Zone,
    mine,
    opponents,
    per,
)
from pybs.effects.spec import SYMBOL_COLOR_SHIFT
from pybs.layout import Decision
from pybs.testing import FieldCard

WATCHER = "ST04-006"  # vanilla yellow Spirit, cost 2, Lv1 1000 BP: gets the test script
OTHER = "ST04-007"  # vanilla yellow Spirit, cost 2, Lv1 1000 BP
RED = "ST01-004"  # vanilla red Spirit, cost 1, Lv1 1000 BP
BLUE = "ST06-009"  # vanilla blue Spirit, cost 3, Lv1 3000 BP
GREEN = "ST05-009"  # vanilla green Spirit, cost 2, Lv1 3000 BP
BLUE_NEXUS = "ST06-013"  # blue Nexus, one blue symbol (played vanilla here)
KNIGHT, LANCE = "XMPL-B03", "XMPL-B02"  # a red Spirit and a blue Brave that fuses with it (R12.2)
MAGIC_CARD = "ST01-014"  # red Magic, Main and Flash
DECK = ["ST01-005", "ST01-011", "ST02-005", "ST02-006", "ST02-009"]


def attack(s, k: int = 0) -> None:
    do(s, C.attack(k))
    pass_flashes(s)


def blockers(s) -> list[int]:
    """The slots the defender may block with (the BLOCK decision must be pending)."""
    assert pending(s) == (Decision.BLOCK, 1)
    return [code - C.block(0) for code in legal(s) if code != C.PASS]


# -- Astral -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("astral_blocker", [False, True])
def test_astral_attacker_blocked_only_by_astral(build, scripted, astral_blocker):
    """An attacker with Astral can be blocked only by a Spirit that also has Astral (keywords.json); PASS stays
    legal (no Confront)."""
    db = scripted({WATCHER: lambda c: c.keyword(Keyword.ASTRAL),
                   OTHER: (lambda c: c.keyword(Keyword.ASTRAL)) if astral_blocker else (lambda c: None)})
    s = build(with_db(position(0, "attack", {"field": [FieldCard(WATCHER)]},
                               {"field": [FieldCard(RED), FieldCard(OTHER)]}), db))
    attack(s)
    assert blockers(s) == ([1] if astral_blocker else [])
    assert C.PASS in legal(s)


def test_a_blocker_with_astral_blocks_anything(build, scripted):
    """Astral restricts who blocks the Astral Spirit; a Spirit with Astral may still block one without it."""
    db = scripted({OTHER: lambda c: c.keyword(Keyword.ASTRAL)})
    s = build(with_db(position(0, "attack", {"field": [FieldCard(WATCHER)]},
                               {"field": [FieldCard(RED), FieldCard(OTHER)]}), db))
    attack(s)
    assert blockers(s) == [0, 1]


def test_astral_with_a_timing(build, scripted):
    """"During Opponent's Turn: Astral" (BSS05-055's shape): active while the opponent attacks, so it lets its card
    block an Astral attacker; inactive in its own turn, when it attacks and anything may block it."""
    db = scripted({WATCHER: lambda c: c.keyword(Keyword.ASTRAL),
                   OTHER: lambda c: c.keyword(Keyword.ASTRAL, timing=Timing.OPP_TURN)})
    s = build(with_db(position(0, "attack", {"field": [FieldCard(WATCHER)]},
                               {"field": [FieldCard(RED), FieldCard(OTHER)]}), db))
    attack(s)
    assert blockers(s) == [1]
    s = build(with_db(position(1, "attack", {"field": [FieldCard(RED)]}, {"field": [FieldCard(OTHER)]},
                               turn=4), db))
    attack(s)
    assert pending(s) == (Decision.BLOCK, 0) and C.block(0) in legal(s)


def test_astral_at_a_level(build, scripted):
    """Astral printed at Lv2 only (BSS05-019's shape): at Lv1 it is not active."""
    db = scripted({"ST04-008": lambda c: c.keyword(Keyword.ASTRAL, levels=(2,))})
    for cores, blockable in ((1, True), (3, False)):
        s = build(with_db(position(0, "attack", {"field": [FieldCard("ST04-008", cores=cores)]},
                                   {"field": [FieldCard(RED)]}), db))
        attack(s)
        assert (blockers(s) == [0]) is blockable


def test_astral_gained_by_an_effect(build, scripted):
    """``gain(Keyword.ASTRAL)`` (BSS05-036's shape): the attacker gains Astral as it attacks; no card of the game
    prints Astral, so only the temporary grant makes the restriction (the compiled engine's gate reads the mods).
    Gaining it twice changes nothing (keywords.json: only one instance is active)."""
    db = scripted({WATCHER: lambda c: c.when(Event.ATTACKS).this().gain(Keyword.ASTRAL).this().gain(Keyword.ASTRAL)})
    s = build(with_db(position(0, "attack", {"field": [FieldCard(WATCHER)]}, {"field": [FieldCard(RED)]}), db))
    attack(s)
    assert blockers(s) == []


def test_astral_granted_by_a_static(build, scripted):
    """"All of your Spirits that cost 2 gain Astral" (BSS05-125's shape, as a static): the granted Spirit is blocked
    only by Astral Spirits; the granting card (cost 1) is not covered."""
    db = scripted({RED: lambda c: c.static(Static.KEYWORD, Keyword.ASTRAL, affects=mine(costs=(2,)))})
    s = build(with_db(position(0, "attack", {"field": [FieldCard(WATCHER), FieldCard(RED)]},
                               {"field": [FieldCard(OTHER)]}), db))
    attack(s, 0)
    assert blockers(s) == []
    do(s, C.PASS)
    pass_flashes(s)
    attack(s, 1)
    assert blockers(s) == [0]


@pytest.mark.parametrize("astral_blocker", [False, True])
def test_confront_forces_only_a_block_that_may_be_made(build, scripted, astral_blocker):
    """Confront with Astral: the opponent must block only if a refreshed Spirit of theirs may block it, i.e. has
    Astral (R0.3, R18.10); otherwise PASS stays legal."""
    db = scripted({WATCHER: lambda c: (c.keyword(Keyword.ASTRAL), c.keyword(Keyword.CONFRONT)),
                   OTHER: (lambda c: c.keyword(Keyword.ASTRAL)) if astral_blocker else (lambda c: None)})
    s = build(with_db(position(0, "attack", {"field": [FieldCard(WATCHER)]},
                               {"field": [FieldCard(RED), FieldCard(OTHER)]}), db))
    attack(s)
    assert blockers(s) == ([1] if astral_blocker else [])
    assert (C.PASS in legal(s)) is not astral_blocker


def test_attacking_a_spirit_without_astral(build, scripted):
    """R18.5 with an Astral attacker: a named Spirit that may not block it (no Astral) is not made to; the battle goes
    on unblocked."""
    db = scripted({WATCHER: lambda c: (c.keyword(Keyword.ASTRAL),
                                       c.when(Event.ATTACKS).choose(opponents()).attack_it())})
    s = build(with_db(position(0, "attack", {"field": [FieldCard(WATCHER)]}, {"field": [FieldCard(RED)]}), db))
    do(s, C.attack(0))
    if pending(s)[0] == Decision.CHOOSE:
        do(s, C.choice(0))
    assert int(s.record()["blocked"]) == 0 and int(s.record()["blocker"]) == 255


def test_filters_with_and_without_astral(build, scripted):
    """"Select one of your opponent's Spirits that does not have Astral" and "each card in your Trash with Astral"
    (BSS05-120, BSS06-016's shapes): on the field the keyword as it is now, in the Trash as printed (a keyword
    printed under a timing counts there)."""
    db = scripted({OTHER: lambda c: c.keyword(Keyword.ASTRAL, timing=Timing.OPP_TURN),
                   "ST04-008": lambda c: c.keyword(Keyword.ASTRAL, levels=(2,)),
                   WATCHER: lambda c: c.when(Event.SUMMONED).count_matching(
                       mine(zone=Zone.TRASH, keyword=Keyword.ASTRAL)).draw(per(1)).choose(
                       opponents(not_keyword=Keyword.ASTRAL)).exhaust()})
    p0 = {"hand": [WATCHER], "reserve": 4, "deck": DECK, "trash": [OTHER, "ST04-008", RED]}
    p1 = {"field": [FieldCard(OTHER), FieldCard(RED), FieldCard("ST04-008", cores=3)]}
    s = build(with_db(position(0, "main", p0, p1), db))
    summon(s, 0)
    assert len(hand_ids(s, 0)) == 2  # two Trash cards print Astral
    assert pending(s) == (Decision.CHOOSE, 0)
    # OTHER's Astral is active in its controller's opponent's turn (now); ST04-008 at Lv2 has it: only RED remains
    do(s, C.choice(0))
    assert pending(s) == (Decision.MAIN, 0)
    assert [int(x["exhaust"]) for x in s.record()["players"][1]["slots"][:3]] == [0, 1, 0]


# -- Chain -------------------------------------------------------------------------------------------------
def _chain_db(scripted, extra: dict | None = None):
    """WATCHER: When Summoned, draw one; Chain Blue: draw one more."""
    return scripted({WATCHER: lambda c: c.when(Event.SUMMONED).draw(1).chain("blue").draw(1), **(extra or {})})


@pytest.mark.parametrize("field, drawn", [
    ([], 1),
    ([FieldCard(BLUE)], 2),
    ([FieldCard(GREEN)], 1),
    ([FieldCard(BLUE_NEXUS, cores=0)], 2),  # a Nexus's symbol counts
    ([FieldCard(KNIGHT, cores=1, brave=LANCE)], 2),  # a fused Brave's symbol is on the field (R12.2)
])
def test_chain_runs_only_with_a_symbol_of_its_colour(build, scripted, field, drawn):
    """Chain Blue gates the ops after it: they run only while the controller controls a blue symbol."""
    db = _chain_db(scripted, {BLUE_NEXUS: lambda c: None})
    s = build(with_db(position(0, "main", {"hand": [WATCHER], "reserve": 4, "deck": DECK, "field": field}), db))
    summon(s, 0)
    assert pending(s) == (Decision.MAIN, 0)
    assert len(hand_ids(s, 0)) == drawn


def test_chain_ignores_the_opponents_symbols(build, scripted):
    """"You control a symbol": the opponent's blue Spirit does not count."""
    db = _chain_db(scripted)
    s = build(with_db(position(0, "main", {"hand": [WATCHER], "reserve": 4, "deck": DECK},
                               {"field": [FieldCard(BLUE)]}), db))
    summon(s, 0)
    assert len(hand_ids(s, 0)) == 1


def test_chain_reads_symbols_as_treated(build, scripted):
    """A red Spirit treated as having a blue symbol (Rule.SYMBOLS) satisfies Chain Blue; a blue Spirit treated as
    having a red one does not."""
    blue_symbol = 1 + (COLOR_BITS["blue"] << SYMBOL_COLOR_SHIFT)
    red_symbol = 1 + (COLOR_BITS["red"] << SYMBOL_COLOR_SHIFT)
    for card, value, drawn in ((RED, blue_symbol, 2), (BLUE, red_symbol, 1)):
        db = _chain_db(scripted, {card: lambda c, v=value: c.static(Static.RULE, Rule.SYMBOLS, value2=v)})
        s = build(with_db(position(0, "main", {"hand": [WATCHER], "reserve": 4, "deck": DECK,
                                               "field": [FieldCard(card)]}), db))
        summon(s, 0)
        assert len(hand_ids(s, 0)) == drawn


@pytest.mark.parametrize("field, drawn", [
    ([FieldCard(GREEN)], 2),  # Chain Green only
    ([FieldCard(BLUE)], 3),  # Chain Blue only (two cards)
    ([FieldCard(GREEN), FieldCard(BLUE)], 4),
])
def test_each_chain_is_its_own_condition(build, scripted, field, drawn):
    """Two chains on one effect (BSS06-010's shape): "Chain Green: X. Chain Blue: Y." Each part runs by its own
    colour: Y does not need green."""
    db = scripted({WATCHER: lambda c: c.when(Event.SUMMONED).chain("green").draw(1).chain("blue").draw(2)})
    s = build(with_db(position(0, "main", {"hand": [WATCHER], "reserve": 6, "deck": DECK, "field": field}), db))
    summon(s, 0)
    assert len(hand_ids(s, 0)) == drawn - 1


def test_chain_inside_a_block_ends_with_it(build, scripted):
    """A chain() opened inside a may() block gates only the rest of that block; the op after the block runs."""
    db = scripted({WATCHER: lambda c: c.when(Event.SUMMONED).may(lambda a: a.chain("blue").draw(2)).draw(1)})
    s = build(with_db(position(0, "main", {"hand": [WATCHER], "reserve": 4, "deck": DECK}), db))
    summon(s, 0)
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.CONFIRM)
    assert len(hand_ids(s, 0)) == 1


def test_chain_with_a_then_block(build, scripted):
    """``chain(colour, then=...)`` gates that block only."""
    db = scripted({WATCHER: lambda c: c.when(Event.SUMMONED).chain("blue", then=lambda a: a.draw(2)).draw(1)})
    s = build(with_db(position(0, "main", {"hand": [WATCHER], "reserve": 4, "deck": DECK}), db))
    summon(s, 0)
    assert len(hand_ids(s, 0)) == 1


def test_chain_on_a_magic(build, scripted):
    """A Magic's Chain (BSS05-129's shape): the Magic's own colour is no symbol on the field; a yellow Spirit's is."""
    db = scripted({MAGIC_CARD: lambda c: c.magic(main=True, flash=True).draw(1).chain("yellow").draw(1)})
    for field, drawn in (([], 1), ([FieldCard(OTHER)], 2)):
        s = build(with_db(position(0, "main", {"hand": [MAGIC_CARD], "reserve": 5, "deck": DECK, "field": field}),
                          db))
        use_magic(s, 0, 0)
        assert pending(s) == (Decision.MAIN, 0)
        assert len(hand_ids(s, 0)) == drawn


def test_symbol_colour_condition_in_a_static(build, scripted):
    """Cond.SYMBOL_COLOR is an ordinary condition: a static in force while its controller controls a blue symbol."""
    db = scripted({WATCHER: lambda c: c.static(Static.BP, 2000, cond=Cond.SYMBOL_COLOR, cond_arg=COLOR_BITS["blue"])})
    from conftest import bp

    for field, expected in (([], 1000), ([FieldCard(BLUE)], 3000)):
        s = build(with_db(position(0, "main", {"field": [FieldCard(WATCHER)] + field}), db))
        assert bp(s, 0, 0) == expected


def test_chain_names_a_colour(scripted):
    """A chain with an unknown colour does not compile."""
    from pybs.carddb import CardDatabase, load_default
    from pybs.effects import effect_tables

    with pytest.raises(ScriptError):
        scripted({WATCHER: lambda c: c.when(Event.SUMMONED).chain("gold").draw(1)})
        effect_tables(CardDatabase(list(load_default().cards)))


def test_chain_compiles_to_if_ops(scripted):
    """Two chains give two IF ops on Cond.SYMBOL_COLOR, the first skipping to the second."""
    from pybs.effects.script import Ability, AbilityKind, Op

    ab = Ability(AbilityKind.TRIGGERED)
    ab.chain("green").draw(1).chain("blue").draw(2).draw(3)
    ab.close_chain()
    ifs = [(i, op) for i, op in enumerate(ab.ops) if op[0] == Op.IF]
    assert [(i, op[1], op[2], op[3]) for i, op in ifs] == [
        (0, Cond.SYMBOL_COLOR, COLOR_BITS["green"], 1), (2, Cond.SYMBOL_COLOR, COLOR_BITS["blue"], 2)]


# -- real cards (their scripts here; the set helpers move them into the set modules) -------------------------
def zmeitza(c) -> None:
    """BSS05-001 Skybinder Knight Zmeitza: Astral (Lv1-3); Lv2-3 When Attacks: destroy an opposing Spirit with 3000
    BP or less, and put two normal cores of your Trash into your Reserve."""
    c.keyword(Keyword.ASTRAL, levels=(1, 2, 3))
    c.when(Event.ATTACKS, levels=(2, 3)).choose(opponents(bp_max=3000)).destroy().cores(
        CoreZone.TRASH, CoreZone.RESERVE, 2, no_soul=True)


def dummy_mammoth(c) -> None:
    """BSS05-055 Dummy Mammoth: during the opponent's turn, Astral (Lv1-3)."""
    c.keyword(Keyword.ASTRAL, levels=(1, 2, 3), timing=Timing.OPP_TURN)


def thunderwall(c) -> None:
    """BSS05-127 Thunderwall (Main/Flash): an opposing Spirit without Astral gets -2000 BP this turn; Chain White:
    Spirits (both players') with 2000 BP or less cannot attack this turn."""
    (c.magic(main=True, flash=True).choose(opponents(not_keyword=Keyword.ASTRAL)).bp(-2000).chain("white")
     .player_mod(Mod.CANNOT_ATTACK_BP, 2000, who=Who.CONTROLLER).player_mod(Mod.CANNOT_ATTACK_BP, 2000, who=Who.OPPONENT))


def rindo(c) -> None:
    """BSS06-010 Warrior Dragon Rindo: Awaken; Lv2-3 When Attacks: destroy an opposing Spirit with 4000 BP or less;
    Chain Green: a Void core onto this Spirit; Chain Blue: draw two, then discard two."""
    c.keyword(Keyword.AWAKEN, levels=(1, 2, 3))
    (c.when(Event.ATTACKS, levels=(2, 3)).choose(opponents(bp_max=4000)).destroy()
     .chain("green").cores(CoreZone.VOID, CoreZone.SELF, 1)
     .chain("blue").draw(2).discard_from_hand(2))


def test_zmeitza_blocked_only_by_an_astral_spirit(build, scripted):
    """BSS05-001 attacks at Lv1: the opponent's Raineedle may not block it, Dummy Mammoth (Astral in its controller's
    opponent's turn) may."""
    db = scripted({"BSS05-001": zmeitza, "BSS05-055": dummy_mammoth})
    s = build(with_db(position(0, "attack", {"field": [FieldCard("BSS05-001")]},
                               {"field": [FieldCard(RED), FieldCard("BSS05-055")]}), db))
    attack(s)
    assert blockers(s) == [1]


def test_zmeitza_attack_effect(build, scripted):
    """BSS05-001 at Lv2: its When Attacks destroys the 3000-BP Spirit and puts two Trash cores (not the Soul Core)
    into the Reserve."""
    db = scripted({"BSS05-001": zmeitza})
    p0 = {"field": [FieldCard("BSS05-001", cores=3)], "trash_cores": 3, "reserve": 0, "soul": "trash"}
    s = build(with_db(position(0, "attack", p0, {"field": [FieldCard(BLUE), FieldCard("ST06-007")]}), db))
    do(s, C.attack(0))
    assert pending(s) == (Decision.CHOOSE, 0)
    do(s, C.choice(0))  # the 3000-BP Aberration; the 6000-BP Golem is not offered
    pl = s.record()["players"]
    assert int(pl[0]["reserve"]) == 2 and int(pl[0]["trash_cores"]) == 1
    assert [int(x["inst"]) != 255 for x in pl[1]["slots"][:2]] == [False, True]


@pytest.mark.parametrize("white", [False, True])
def test_thunderwall(build, scripted, white):
    """BSS05-127: the Astral Spirit cannot be selected; the other loses 2000 BP. With a white symbol on the user's
    field (Chain White) the user's 1000-BP Raineedle cannot attack this turn; without it, it can."""
    db = scripted({"BSS05-127": thunderwall, "BSS05-001": zmeitza})
    field = [FieldCard(RED)] + ([FieldCard("ST03-009")] if white else [])
    p0 = {"hand": ["BSS05-127"], "reserve": 6, "field": field}
    s = build(with_db(position(0, "main", p0, {"field": [FieldCard("BSS05-001"), FieldCard(BLUE)]}), db))
    use_magic(s, 0, 0)
    if pending(s)[0] == Decision.CHOOSE:
        assert legal(s) == [C.choice(0)]  # one candidate: the Aberration (Zmeitza has Astral)
        do(s, C.choice(0))
    from conftest import bp

    assert bp(s, 1, 1) == 1000
    do(s, C.PASS)  # to the Attack Step
    assert pending(s) == (Decision.ATTACK, 0)
    assert (C.attack(0) in legal(s)) is not white


@pytest.mark.parametrize("field, cores, discarded", [
    ([FieldCard(GREEN)], 4, 0),  # Chain Green: one Void core on Rindo
    ([FieldCard(BLUE)], 3, 2),  # Chain Blue: draw two, discard two
    ([], 3, 0),
])
def test_rindo_two_chains(build, scripted, field, cores, discarded):
    """BSS06-010 at Lv2 attacks: the 4000-BP Spirit is destroyed; Chain Green and Chain Blue run by their own
    colours."""
    db = scripted({"BSS06-010": rindo})
    p0 = {"field": [FieldCard("BSS06-010", cores=3)] + field, "hand": [RED], "deck": DECK}
    s = build(with_db(position(0, "attack", p0, {"field": [FieldCard("ST06-010")]}), db))
    do(s, C.attack(0))
    do(s, C.choice(0))
    while pending(s) == (Decision.CHOOSE, 0):  # the two discards
        do(s, C.choice(0))
    from conftest import field as field_of

    assert field_of(s, 0)[0]["cores"] == cores
    assert field_of(s, 1) == {}
    assert len(hand_ids(s, 0)) == 1 and len(trash_ids(s, 0)) == discarded


# -- both engines over random games --------------------------------------------------------------------------
DIFF_SCRIPTS = {
    "BSS05-001": zmeitza, "BSS05-055": dummy_mammoth, "BSS05-127": thunderwall, "BSS06-010": rindo,
    WATCHER: lambda c: (c.keyword(Keyword.ASTRAL, timing=Timing.OPP_TURN),
                        c.when(Event.SUMMONED).draw(1).chain("blue").draw(1)),
    OTHER: lambda c: c.when(Event.ATTACKS).this().gain(Keyword.ASTRAL).chain("white").this().bp(2000),
    "ST04-008": lambda c: (c.keyword(Keyword.CONFRONT), c.keyword(Keyword.ASTRAL, levels=(2,))),
    BLUE_NEXUS: lambda c: c.static(Static.KEYWORD, Keyword.ASTRAL, affects=mine(colors=("blue",)),
                                   timing=Timing.YOUR_TURN),
    MAGIC_CARD: lambda c: c.magic(main=True, flash=True).choose(opponents(not_keyword=Keyword.ASTRAL)).exhaust()
    .chain("red").draw(1).chain("green").this().draw(1),
}
DIFF_DECKS = (
    ("astral-chain-rgb", ("BSS05-001", "BSS06-010", RED, BLUE, GREEN, BLUE_NEXUS, MAGIC_CARD, "ST06-007",
                          "ST01-005", "ST05-007", "ST06-010", "ST01-011", "ST05-003", "ST06-012")),
    ("astral-chain-yw", ("BSS05-055", "BSS05-127", WATCHER, OTHER, "ST04-008", "ST03-009", "ST03-006", "ST03-007",
                         "ST04-012", RED, BLUE, "ST04-013", "ST02-009", "ST02-005")),
)


@pytest.mark.parametrize("auto_forced", [True, False])
def test_engines_agree_with_astral_and_chain(scripted, auto_forced):
    """Random games between two decks full of Astral and Chain cards: identical legal actions, bytes and hashes after
    every action on both engines (tests/test_differential_engines.py)."""
    import random

    from test_differential_engines import play_both

    from pybs import Game
    from pybs.decks import Deck
    from pybs.rules import RuleSet

    db = scripted(DIFF_SCRIPTS)
    decks = [Deck(name, tuple((cid, 3) for cid in ids)) for name, ids in DIFF_DECKS]
    rules = RuleSet.preset("bss").replace(deck_min_cards=40, copy_limit=3)
    chooser = random.Random(f"astral-chain-{auto_forced}")
    total = 0
    for i in range(4):
        game = Game((decks[i % 2], decks[1 - i % 2]), seed=0, rules=rules, auto_forced=auto_forced, db=db)
        n, _final = play_both(game, chooser.getrandbits(64), chooser)
        total += n
    assert total > 4 * 20
