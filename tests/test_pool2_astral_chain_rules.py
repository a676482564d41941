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
from conftest import hand_ids, legal, pending, summon, use_magic, with_db

import pybs.scripts  # noqa: F401  (registers every script, so the fixture can swap some)
from pybs import codec as C
from pybs.carddb import COLOR_BITS
from pybs.effects.script import (
    Cond,
    Event,
    Keyword,
    Rule,
    ScriptError,
    Static,
    Timing,
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
