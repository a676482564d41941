"""Pool II group E on both engines (``build`` fixture): symbols, colours and families as treated, each piece on vanilla
cards given test scripts (``scripted``), then on the real cards that need it (their scripts here).

Pieces: F.SYMBOLS ("with one symbol"), Count.FIELD_SYMBOLS / SYMBOLS_ON / SYMBOL_COLORS, Mod/Rule.SYMBOLS_ADD
("gains a green symbol", keeping its own), F.COLOR_COUNT ("with only one color"), Static.COLOR_GRANT ("treat its color
and symbol color as ... as well"), Static.ALL_FAMILIES ("all spirit types"), Rel.ARMOR_COLOR ("cannot be blocked by
Spirits of the colours in its Armor") and Static.BP_PER_SYMBOL. Rules cited: R1.2-R1.5 (colours, symbols, families),
R7.3 (reduction), R9.5 (Life damage), R12.2 (a Braved Spirit's colours and symbols).
"""

from __future__ import annotations

import pytest
from card_helpers import do, pass_flashes, position
from conftest import bp, field, hand_ids, legal, pending, player, summon, use_magic, with_db

import pybs.scripts  # noqa: F401  (registers every script, so the fixture can swap some)
from pybs import codec as C
from pybs.carddb import CardDatabase
from pybs.effects import effect_tables
from pybs.effects.script import (
    Cond,
    CoreZone,
    Count,
    Duration,
    Event,
    Filter,
    Keyword,
    Mod,
    Rel,
    Rule,
    Scope,
    ScriptError,
    Static,
    Timing,
    Zone,
    color_bits,
    mine,
    opponents,
    per,
    symbols_value,
)
from pybs.layout import Decision
from pybs.testing import FieldCard

WATCHER = "ST04-006"  # vanilla yellow Spirit, cost 2, Lv1 1000 BP: gets the test script
OTHER = "ST04-007"  # vanilla yellow Spirit, cost 2
RED = "ST01-004"  # vanilla red Spirit, one red symbol, Lv1 1000 BP
BLUE = "ST06-009"  # vanilla blue Spirit, one blue symbol, Lv1 3000 BP
GREEN = "ST05-009"  # vanilla green Spirit, one green symbol
TWO_RED = "BSS04-001"  # unscripted (played vanilla): red, two red symbols, Lv1 5000 BP
RED_PURPLE = "BSS05-014"  # unscripted: red and purple, one red symbol, families Terrasaur and Shadow
YELLOW_WHITE = "BSS05-048"  # unscripted: yellow and white, one yellow/white symbol
RED_NEXUS = "ST01-013"  # red Nexus, one red symbol (played vanilla here)
BLUE_NEXUS = "ST06-013"  # blue Nexus, one blue symbol (played vanilla here)
HYDRA = "ST06-010"  # vanilla blue Spirit, cost 4, reduction blue x3
KNIGHT, LANCE = "XMPL-B03", "XMPL-B02"  # a red Spirit and a blue Brave fused to it (R12.2)
DECK = ["ST01-005", "ST01-011", "ST02-005", "ST02-006", "ST02-009", "ST03-006", "ST03-007"]


def compile_db(db: CardDatabase) -> None:
    effect_tables(db)


def first_choice(s) -> None:
    """Answer the pending CHOOSE with its first candidate."""
    assert pending(s)[0] == Decision.CHOOSE
    do(s, C.choice(0))


def n_choices(s) -> int:
    return sum(1 for code in legal(s) if C.choice(0) <= code < C.CONFIRM)


def exhausted_slots(s, p: int) -> list[int]:
    return [k for k, f in field(s, p).items() if f["exhausted"]]


# -- F.SYMBOLS ----------------------------------------------------------------------------------------------
def test_symbol_count_filter_on_the_field(build, scripted):
    """"Select one of your opponent's Spirits with one symbol" (BSS04-132's shape): the two-symbol Spirit is not a
    candidate; a multicolour symbol is one symbol; a Spirit that gains a symbol (SYMBOLS_ADD) has two."""
    db = scripted({WATCHER: lambda c: c.when(Event.SUMMONED).choose(opponents(symbols=1)).exhaust(),
                   BLUE: lambda c: c.static(Static.RULE, Rule.SYMBOLS_ADD, value2=symbols_value(1, "green"))})
    p1 = {"field": [FieldCard(TWO_RED), FieldCard(RED), FieldCard(YELLOW_WHITE), FieldCard(BLUE)]}
    s = build(with_db(position(0, "main", {"hand": [WATCHER], "reserve": 4}, p1), db))
    summon(s, 0)
    assert n_choices(s) == 2  # Raineedle and the yellow/white Angel
    do(s, C.choice(1))
    assert exhausted_slots(s, 1) == [2]


def test_symbol_count_range_in_the_trash(build, scripted):
    """symbols=(2, None) ("two or more symbols") in the Trash reads the printed symbols."""
    db = scripted({WATCHER: lambda c: c.when(Event.SUMMONED).count_matching(
        mine(zone=Zone.TRASH, types=(), symbols=(2, None))).draw(per(1))})
    p0 = {"hand": [WATCHER], "reserve": 4, "deck": DECK, "trash": [TWO_RED, RED, TWO_RED, "ST01-014"]}
    s = build(with_db(position(0, "main", p0), db))
    summon(s, 0)
    assert len(hand_ids(s, 0)) == 2


# -- Counts ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("colors, gained", [((), 5000), (("red",), 4000), (("blue",), 1000), (("yellow",), 0)])
def test_field_symbol_count(build, scripted, colors, gained):
    """Count.FIELD_SYMBOLS ("if you have three or more red symbols", "ten or more symbols"): every symbol on the
    controller's field, Nexuses included, of the colour asked (0: any); not the opponent's."""
    db = scripted({WATCHER: lambda c: c.when(Event.SUMMONED).count(Count.FIELD_SYMBOLS, color_bits(*colors))
                   .this().bp(per(1000)),
                   RED_NEXUS: lambda c: None})
    p0 = {"hand": [WATCHER], "reserve": 4,
          "field": [FieldCard(TWO_RED), FieldCard(RED), FieldCard(RED_NEXUS, cores=0), FieldCard(BLUE)]}
    s = build(with_db(position(0, "main", p0, {"field": [FieldCard(RED)]}), db))
    summon(s, 0)
    # the summoned yellow Spirit's own symbol counts too (it is on the field when its effect resolves)
    assert bp(s, 0, 4) == 1000 + gained + (1000 if colors in ((), ("yellow",)) else 0)


def test_symbols_on_the_subject(build, scripted):
    """Count.SYMBOLS_ON 0 ("for each symbol on that spirit", BSS04-025): the event's subject, as treated."""
    db = scripted({WATCHER: lambda c: c.when(Event.ATTACKS, scope=Scope.MINE).count(Count.SYMBOLS_ON, 0)
                   .this().bp(per(1000))})
    s = build(with_db(position(0, "attack", {"field": [FieldCard(WATCHER), FieldCard(TWO_RED)]}), db))
    do(s, C.attack(1))
    assert bp(s, 0, 0) == 3000


def test_symbols_on_a_destroyed_target(build, scripted):
    """Count.SYMBOLS_ON 1 ("draws two for each symbol on the destroyed Spirit", BSS06-077): the first target, read
    from its printed symbols once it left the field."""
    db = scripted({WATCHER: lambda c: c.when(Event.SUMMONED).choose(opponents()).destroy()
                   .count(Count.SYMBOLS_ON, 1).this().bp(per(1000))})
    s = build(with_db(position(0, "main", {"hand": [WATCHER], "reserve": 4}, {"field": [FieldCard(TWO_RED)]}), db))
    summon(s, 0)
    if pending(s)[0] == Decision.CHOOSE:
        first_choice(s)
    assert field(s, 1) == {}
    assert bp(s, 0, 0) == 3000


def test_distinct_symbol_colours_among_spirits(build, scripted):
    """Count.SYMBOL_COLORS ("for each of your Spirits with a different colored symbol", L01-001): the colours among
    the symbols on the controller's Spirits; a Nexus's symbol is not a Spirit's."""
    db = scripted({WATCHER: lambda c: c.when(Event.SUMMONED).count(Count.SYMBOL_COLORS).this().bp(per(1000)),
                   BLUE_NEXUS: lambda c: None})
    p0 = {"hand": [WATCHER], "reserve": 4,
          "field": [FieldCard(RED), FieldCard(TWO_RED), FieldCard(YELLOW_WHITE), FieldCard(BLUE_NEXUS, cores=0)]}
    s = build(with_db(position(0, "main", p0), db))
    summon(s, 0)
    assert bp(s, 0, 4) == 1000 + 3000  # red, yellow, white (the summoned yellow Spirit adds no new colour)


# -- SYMBOLS_ADD --------------------------------------------------------------------------------------------
def test_a_gained_symbol_deals_damage(build, scripted):
    """Mod.SYMBOLS_ADD ("this spirit gains one additional green symbol during this battle", BSS05-066): the unblocked
    attacker takes two Life (R9.5); the row ends with the battle."""
    db = scripted({WATCHER: lambda c: c.when(Event.ATTACKS).this().mod(
        Mod.SYMBOLS_ADD, symbols_value(1, "green"), Duration.BATTLE)})
    s = build(with_db(position(0, "attack", {"field": [FieldCard(WATCHER)]}), db))
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.PASS)  # no block
    pass_flashes(s)
    assert int(player(s, 1)["life"]) == 3
    assert int(s.record()["n_mods"]) == 0


@pytest.mark.parametrize("gains, paid", [(False, 3), (True, 2)])
def test_a_gained_symbol_reduces_costs(build, scripted, gains, paid):
    """Rule.SYMBOLS_ADD ("this Nexus gains a green symbol", BSS06-088): the red Nexus keeps its red symbol and gains
    a green one, which reduces a green cost (R7.3)."""
    script = (lambda c: c.static(Static.RULE, Rule.SYMBOLS_ADD, value2=symbols_value(1, "green"))) if gains else (
        lambda c: None)
    db = scripted({RED_NEXUS: script})
    p0 = {"hand": ["ST05-003"], "reserve": 5, "field": [FieldCard(RED_NEXUS, cores=0)]}
    s = build(with_db(position(0, "main", p0), db))
    summon(s, 0)
    assert int(player(s, 0)["reserve"]) == 5 - paid - 1


def test_a_gained_symbol_meets_a_chain(build, scripted):
    """The gained green symbol is a green symbol for Chain Green; the printed red one stays (Chain Red too)."""
    db = scripted({RED_NEXUS: lambda c: c.static(Static.RULE, Rule.SYMBOLS_ADD, value2=symbols_value(1, "green")),
                   WATCHER: lambda c: c.when(Event.SUMMONED).chain("green").draw(1).chain("red").draw(1)})
    p0 = {"hand": [WATCHER], "reserve": 4, "deck": DECK, "field": [FieldCard(RED_NEXUS, cores=0)]}
    s = build(with_db(position(0, "main", p0), db))
    summon(s, 0)
    assert len(hand_ids(s, 0)) == 2


# -- F.COLOR_COUNT ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("count, chosen", [(1, [1]), ((2, None), [0, 2])])
def test_colour_count_filter(build, scripted, count, chosen):
    """"With only one color" / "with two or more colors" (BSS06-020, BSS05-048): a red and purple Spirit has two
    colours; so has a red Spirit fused with a blue Brave (R12.2)."""
    db = scripted({WATCHER: lambda c: c.when(Event.SUMMONED).all(opponents(color_count=count)).exhaust()})
    p1 = {"field": [FieldCard(RED_PURPLE), FieldCard(RED), FieldCard(KNIGHT, cores=1, brave=LANCE)]}
    s = build(with_db(position(0, "main", {"hand": [WATCHER], "reserve": 4}, p1), db))
    summon(s, 0)
    assert exhausted_slots(s, 1) == chosen


# -- COLOR_GRANT --------------------------------------------------------------------------------------------
ALL_OTHER_COLORS = ("purple", "white", "yellow", "green", "blue")


def test_colour_grant_for_filters(build, scripted):
    """Static.COLOR_GRANT (EX01-005's shape): the red Spirit is also blue for a filter, and has six colours."""
    db = scripted({RED: lambda c: c.static(Static.COLOR_GRANT, color_bits(*ALL_OTHER_COLORS)),
                   WATCHER: lambda c: c.when(Event.SUMMONED).all(opponents(colors=("blue",))).exhaust()
                   .all(opponents(color_count=6)).refresh()})
    s = build(with_db(position(0, "main", {"hand": [WATCHER], "reserve": 4},
                               {"field": [FieldCard(RED), FieldCard(TWO_RED)]}), db))
    summon(s, 0)
    assert exhausted_slots(s, 1) == []  # exhausted as blue, then refreshed as six-coloured
    db = scripted({RED: lambda c: c.static(Static.COLOR_GRANT, color_bits(*ALL_OTHER_COLORS)),
                   WATCHER: lambda c: c.when(Event.SUMMONED).all(opponents(colors=("blue",))).exhaust()})
    s = build(with_db(position(0, "main", {"hand": [WATCHER], "reserve": 4},
                               {"field": [FieldCard(RED), FieldCard(TWO_RED)]}), db))
    summon(s, 0)
    assert exhausted_slots(s, 1) == [0]


def test_colour_grant_for_symbols(build, scripted):
    """Its red symbol is also blue: it reduces a blue cost (R7.3, R1.4) and meets Chain Blue."""
    db = scripted({RED: lambda c: c.static(Static.COLOR_GRANT, color_bits(*ALL_OTHER_COLORS)),
                   WATCHER: lambda c: c.when(Event.SUMMONED).chain("blue").draw(1)})
    s = build(with_db(position(0, "main", {"hand": [HYDRA], "reserve": 6, "field": [FieldCard(RED)]}), db))
    summon(s, 0)
    assert int(player(s, 0)["reserve"]) == 6 - 3 - 1  # cost 4, one blue reduction
    s = build(with_db(position(0, "main", {"hand": [WATCHER], "reserve": 4, "deck": DECK,
                                           "field": [FieldCard(RED)]}), db))
    summon(s, 0)
    assert len(hand_ids(s, 0)) == 1


def test_colour_grant_refuses_a_colour_filter(scripted):
    """A COLOR_GRANT whose own filter names a colour would ask itself: it does not compile."""
    with pytest.raises(ScriptError):
        compile_db(scripted({RED: lambda c: c.static(Static.COLOR_GRANT, color_bits("blue"),
                                                      affects=mine(colors=("red",)))}))


# -- ALL_FAMILIES -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("what, matches", [
    (mine(family="Terrasaur", exclude_self=True), True),
    (mine(family=("Angel", "Golem"), exclude_self=True), True),  # several families: FilterFlag.FAMILY_SET
    (mine(not_family="Star Dragon", exclude_self=True), False),  # "non-X": NOT_FAMILY_SET
])
def test_all_families(build, scripted, what, matches):
    """Static.ALL_FAMILIES ("treat this Spirit as having all spirit types", PR-071): it is in every family a filter
    names, one or several, and so never "non-X"."""
    db = scripted({RED: lambda c: c.static(Static.ALL_FAMILIES),
                   WATCHER: lambda c: c.when(Event.SUMMONED).all(what).exhaust()})
    s = build(with_db(position(0, "main", {"hand": [WATCHER], "reserve": 4, "field": [FieldCard(RED)]}), db))
    summon(s, 0)
    assert (exhausted_slots(s, 0) == [0]) is matches
    plain = scripted({RED: lambda c: None})  # without the static Raineedle is only a Star Dragon
    s = build(with_db(position(0, "main", {"hand": [WATCHER], "reserve": 4, "field": [FieldCard(RED)]}), plain))
    summon(s, 0)
    assert exhausted_slots(s, 0) == []


def test_all_families_shares_a_family(build, scripted):
    """Rel.SHARES_FAMILY_WITH_TARGET with a card of every family: it shares one with any Spirit that has a family."""
    db = scripted({RED: lambda c: c.static(Static.ALL_FAMILIES),
                   WATCHER: lambda c: c.when(Event.SUMMONED).choose(mine(exclude_self=True, family="Mecha"))
                   .add_all(mine(exclude_self=True, relation=Rel.SHARES_FAMILY_WITH_TARGET)).exhaust()})
    p0 = {"hand": [WATCHER], "reserve": 4, "field": [FieldCard("ST03-006"), FieldCard(RED), FieldCard(BLUE)]}
    s = build(with_db(position(0, "main", p0), db))
    summon(s, 0)
    if pending(s)[0] == Decision.CHOOSE:  # the Mecha Golem or Raineedle (every family)
        do(s, C.choice(0))
    assert exhausted_slots(s, 0) == [0, 1]


# -- Rel.ARMOR_COLOR ------------------------------------------------------------------------------------------
@pytest.mark.parametrize("blocker, allowed", [(RED, False), ("ST03-009", False), (OTHER, True)])
def test_unblockable_by_its_armor_colours(build, scripted, blocker, allowed):
    """"Cannot be blocked by Spirits of the colors specified in any Armor effect it possesses" (BSS04-062): with Armor
    red/white/blue, a red or white Spirit cannot block it, a yellow one can."""
    db = scripted({WATCHER: lambda c: (c.keyword(Keyword.ARMOR, color_bits("red", "white", "blue")),
                                       c.static(Static.UNBLOCKABLE_BY, filter2=Filter(relation=Rel.ARMOR_COLOR)))})
    s = build(with_db(position(0, "attack", {"field": [FieldCard(WATCHER)]}, {"field": [FieldCard(blocker)]}), db))
    do(s, C.attack(0))
    pass_flashes(s)
    assert (pending(s) == (Decision.BLOCK, 1) and C.block(0) in legal(s)) is allowed


# -- BP_PER_SYMBOL ----------------------------------------------------------------------------------------------
def test_bp_per_symbol(build, scripted):
    """Static.BP_PER_SYMBOL ("your exhausted Spirits gain 1000 BP for each symbol they have", BSS04-104): per symbol
    of each affected card, as treated."""
    db = scripted({RED_NEXUS: lambda c: c.static(Static.BP_PER_SYMBOL, 1000, affects=mine(exhausted=True),
                                                 timing=Timing.YOUR_TURN)})
    p0 = {"field": [FieldCard(RED_NEXUS, cores=0), FieldCard(TWO_RED, exhausted=True), FieldCard(RED),
                    FieldCard(RED, exhausted=True)]}
    s = build(with_db(position(0, "main", p0), db))
    assert [bp(s, 0, k) for k in (1, 2, 3)] == [5000 + 2000, 1000, 1000 + 1000]


# -- real cards ---------------------------------------------------------------------------------------------------
def binding_thorn(c) -> None:
    """BSS04-132 Binding Thorn (Main/Flash): exhaust an opposing Spirit with one symbol."""
    c.magic(main=True, flash=True).choose(opponents(symbols=1)).exhaust()


def ruby_radiance(c) -> None:
    """EX01-006 Ruby Radiance (Main/Flash): one of your Spirits gains 2000 BP this turn; draw a card if you have
    three or more red symbols."""
    (c.magic(main=True, flash=True).choose(mine()).bp(2000).count(Count.FIELD_SYMBOLS, color_bits("red"))
     .if_(Cond.AMOUNT_AT_LEAST, 3, then=lambda a: a.draw(1)))


def dragon_castle_keep(c) -> None:
    """BSS06-088 Dragon Castle Keep: during your Attack Step, Lv1-2: this Nexus gains a green symbol; Lv2: your red
    Spirits and your green Spirits gain 1000 BP (a red and green one gains 2000)."""
    c.static(Static.RULE, Rule.SYMBOLS_ADD, value2=symbols_value(1, "green"), levels=(1, 2),
             timing=Timing.YOUR_ATTACK_STEP)
    c.static(Static.BP, 1000, affects=mine(colors=("red",)), levels=(2,), timing=Timing.YOUR_ATTACK_STEP)
    c.static(Static.BP, 1000, affects=mine(colors=("green",)), levels=(2,), timing=Timing.YOUR_ATTACK_STEP)


def smagg(c) -> None:
    """EX01-005 Jewel Dragon Smagg: its colour and symbol colour are all six colours (Lv1-3); When Summoned: draw a
    card if you have fewer cards in hand than your opponent; Lv2-3 When Summoned: a Void core into your Trash."""
    c.static(Static.COLOR_GRANT, color_bits(*ALL_OTHER_COLORS), levels=(1, 2, 3))
    c.when(Event.SUMMONED, levels=(1, 2, 3)).if_(Cond.HAND_FEWER_THAN_OPP, then=lambda a: a.draw(1))
    c.when(Event.SUMMONED, levels=(2, 3)).cores(CoreZone.VOID, CoreZone.TRASH, 1)


def test_binding_thorn(build, scripted):
    """BSS04-132: only the one-symbol Spirit can be exhausted."""
    db = scripted({"BSS04-132": binding_thorn})
    s = build(with_db(position(0, "main", {"hand": ["BSS04-132"], "reserve": 3},
                                {"field": [FieldCard(TWO_RED), FieldCard(BLUE)]}), db))
    use_magic(s, 0, 0)
    if pending(s)[0] == Decision.CHOOSE:
        assert n_choices(s) == 1
        first_choice(s)
    assert exhausted_slots(s, 1) == [1]


@pytest.mark.parametrize("reds, drawn", [(2, 0), (3, 1)])
def test_ruby_radiance(build, scripted, reds, drawn):
    """EX01-006: +2000 BP, and a card only with three red symbols on the field."""
    db = scripted({"EX01-006": ruby_radiance})
    fld = [FieldCard(TWO_RED)] + [FieldCard(RED)] * (reds - 2)
    s = build(with_db(position(0, "main", {"hand": ["EX01-006"], "reserve": 3, "deck": DECK, "field": fld}), db))
    use_magic(s, 0, 0)
    if pending(s)[0] == Decision.CHOOSE:
        first_choice(s)
    assert bp(s, 0, 0) == 7000
    assert len(hand_ids(s, 0)) == drawn


def test_dragon_castle_keep(build, scripted):
    """BSS06-088 at Lv2 in its controller's Attack Step: red and green Spirits gain 1000 BP, and the Nexus has a green
    symbol beside its red one (a green symbol check holds there, not in the Main Step)."""
    db = scripted({"BSS06-088": dragon_castle_keep})
    p0 = {"field": [FieldCard("BSS06-088", cores=2), FieldCard(RED), FieldCard(GREEN)]}
    s = build(with_db(position(0, "attack", p0), db))
    assert [bp(s, 0, 1), bp(s, 0, 2)] == [2000, 4000]
    db = scripted({"BSS06-088": dragon_castle_keep,
                   WATCHER: lambda c: c.when(Event.ATTACKS).if_(Cond.SYMBOL_COLOR, color_bits("green"),
                                                                then=lambda a: a.this().bp(5000))})
    s = build(with_db(position(0, "attack", {"field": [FieldCard("BSS06-088", cores=2), FieldCard(WATCHER)]}), db))
    do(s, C.attack(1))
    assert bp(s, 0, 1) == 6000
    s = build(with_db(position(0, "main", {"field": [FieldCard("BSS06-088", cores=2), FieldCard(WATCHER)]}), db))
    assert bp(s, 0, 1) == 1000


def test_smagg(build, scripted):
    """EX01-005: an opposing "blue Spirit" filter picks it; its red symbol pays a blue reduction."""
    db = scripted({"EX01-005": smagg, WATCHER: lambda c: c.when(Event.SUMMONED).all(opponents(colors=("blue",)))
                   .exhaust()})
    s = build(with_db(position(0, "main", {"hand": [WATCHER], "reserve": 4}, {"field": [FieldCard("EX01-005")]}),
                      db))
    summon(s, 0)
    assert exhausted_slots(s, 1) == [0]
    s = build(with_db(position(0, "main", {"hand": [HYDRA], "reserve": 6, "field": [FieldCard("EX01-005")]}), db))
    summon(s, 0)
    assert int(player(s, 0)["reserve"]) == 6 - 3 - 1


def test_checks_accept_a_symbols_add_mod(scripted):
    """The state checks accept a Mod.SYMBOLS_ADD made in play (on a card) and refuse one with no symbol."""
    import numpy as np

    from pybs.errors import StateError

    db = scripted({WATCHER: lambda c: c.when(Event.ATTACKS).this().mod(
        Mod.SYMBOLS_ADD, symbols_value(1, "green"), Duration.BATTLE)})
    s = with_db(position(0, "attack", {"field": [FieldCard(WATCHER)]}), db).build()
    do(s, C.attack(0))
    rec = np.frombuffer(bytearray(s.raw_bytes()), dtype=s.record().dtype)[0]
    assert int(rec["mods"][0]["kind"]) == Mod.SYMBOLS_ADD
    type(s).from_record(rec, s.game)
    rec["mods"][0]["value"] = color_bits("green") << 4  # no symbol
    with pytest.raises(StateError):
        type(s).from_record(rec, s.game)


def calista(c) -> None:
    """BSS04-062 Valkyrie Calista: Lv1-2: your Spirits with "Valkyrie" in their name have Armor red/white/blue; Lv2
    during your Attack Step: this Spirit and your Spirits with the Soul Core cannot be blocked by Spirits of a colour
    of their Armor."""
    c.static(Static.KEYWORD, Keyword.ARMOR, color_bits("red", "white", "blue"), affects=mine(name_contains="Valkyrie"),
             levels=(1, 2))
    for who in (None, mine(soul=True)):
        c.static(Static.UNBLOCKABLE_BY, affects=who, filter2=Filter(relation=Rel.ARMOR_COLOR), levels=(2,),
                 timing=Timing.YOUR_ATTACK_STEP)


def dragons_jaw(c) -> None:
    """BSS04-104 Eldened Dragon's Jaw: Lv1-2 during your turn, your exhausted Spirits gain 1000 BP per symbol; Lv2
    during your Attack Step, when your Ancient Dragon Spirit is blocked, refresh it if its BP is above the blocker's by
    5000 or more."""
    c.static(Static.BP_PER_SYMBOL, 1000, affects=mine(exhausted=True), levels=(1, 2), timing=Timing.YOUR_TURN)
    c.when(Event.BLOCKED, scope=Scope.MINE, subject=mine(family="Ancient Dragon"), levels=(2,),
           timing=Timing.YOUR_ATTACK_STEP).if_(Cond.ATTACKER_BP_LEAD, 5000, then=lambda a: a.subject_card().refresh())


@pytest.mark.parametrize("cores, red_may_block", [(1, True), (4, False)])
def test_calista(build, scripted, cores, red_may_block):
    """BSS04-062 attacking: at Lv2 a red Spirit (a colour of its Armor) cannot block it, a yellow one can; at Lv1
    both can."""
    db = scripted({"BSS04-062": calista})
    s = build(with_db(position(0, "attack", {"field": [FieldCard("BSS04-062", cores=cores)]},
                               {"field": [FieldCard(RED), FieldCard(OTHER)]}), db))
    do(s, C.attack(0))
    pass_flashes(s)
    assert pending(s) == (Decision.BLOCK, 1)
    assert [C.block(0) in legal(s), C.block(1) in legal(s)] == [red_may_block, True]


@pytest.mark.parametrize("attacker, refreshed", [("PR-020", False), (TWO_RED, True)])
def test_dragons_jaw(build, scripted, attacker, refreshed):
    """BSS04-104 at Lv2: the exhausted attacker gains 1000 BP per symbol (PR-020: 4000 + 1000; BSS04-001 with two red
    symbols: 5000 + 2000); blocked by a 1000-BP Spirit, only a lead of 5000 or more refreshes it."""
    db = scripted({"BSS04-104": dragons_jaw})
    p0 = {"field": [FieldCard("BSS04-104", cores=2), FieldCard(attacker)]}
    s = build(with_db(position(0, "attack", p0, {"field": [FieldCard(RED)]}), db))
    do(s, C.attack(1))
    assert bp(s, 0, 1) == (5000 if attacker == "PR-020" else 7000)
    pass_flashes(s)
    do(s, C.block(0))
    assert (field(s, 0)[1]["exhausted"] == 0) is refreshed
