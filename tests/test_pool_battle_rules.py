"""The "battle" vocabulary on both engines (``build`` fixture): one piece at a time, each on a vanilla card
given a test script in a fresh database (the real card stays vanilla).

Pieces: ``Ability.unblockable`` (Mod.CARD_STATIC naming an UNBLOCKABLE_BY static: "the selected Spirit cannot
be blocked (by X) this turn"), FilterFlag.HAS_EFFECTS ("with effects listed"), BattleRole.BLOCKED ("being
blocked"), Count.SUBJECT_GALE, DREW's BY_OWN_EFFECT flag, and Luster read without the attack timing.
Rules cited: R9.3 (blocks), R0.3 ("cannot" wins), R18.5, R18.7 (Gale), R10.5 (triggered effects).
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pytest
from card_helpers import do, pass_flashes, position
from conftest import bp, field, hand_ids, legal, pending, summon, use_magic

import pybs.scripts  # noqa: F401  (registers every script, so the fixture can swap some)
from pybs import codec as C
from pybs.carddb import CardDatabase, load_default
from pybs.effects.script import (
    MAGIC,
    SCRIPTS,
    SPIRIT,
    BattleRole,
    Cond,
    CoreZone,
    Count,
    Duration,
    Event,
    EventFlag,
    Keyword,
    Mod,
    Rule,
    Scope,
    ScriptError,
    Static,
    Timing,
    Who,
    anyones,
    mine,
    opponents,
    per,
)
from pybs.errors import StateError
from pybs.layout import Decision
from pybs.testing import FieldCard

WATCHER = "ST04-006"  # vanilla yellow Spirit, cost 2, 1000 BP: gets the test script
ACTOR = "ST04-007"  # vanilla yellow Spirit, cost 2, 1000 BP
RED = "ST01-004"  # vanilla red, 1000 BP
NEBULA = "ST01-001"  # prints an effect
CHARGED_DRAW = "ST01-014"  # red Magic, cost 4: Main draw two
FILLER = "ST01-005"


@pytest.fixture
def scripted():
    """Give vanilla cards test scripts in a fresh database: ``scripted({card: fn})`` returns the database."""
    saved: dict[str, Callable] = {}

    def make(scripts: dict[str, Callable]) -> CardDatabase:
        for card_id, fn in scripts.items():
            saved.setdefault(card_id, SCRIPTS[card_id])
            SCRIPTS[card_id] = fn
        return CardDatabase(list(load_default().cards))

    yield make
    SCRIPTS.update(saved)


def build_with(build, db, sc):
    sc.db = db
    return build(sc)


def attack(s, k: int = 0) -> None:
    do(s, C.attack(k))
    pass_flashes(s)


# -- Ability.unblockable (Mod.CARD_STATIC) --------------------------------------------------------------
def test_unblockable_target_for_the_turn(build, scripted):
    """On summon the chosen Spirit cannot be blocked by anything this turn (R0.3: the restriction wins); a
    Spirit without the mod can be blocked; the script's static never acts by itself."""
    db = scripted({WATCHER: lambda c: c.when(Event.SUMMONED).choose(mine(exclude_self=True)).unblockable()})
    p0 = {"hand": [WATCHER], "reserve": 4, "field": [FieldCard(ACTOR)]}
    s = build_with(build, db, position(0, "main", p0, {"field": [FieldCard(RED)]}))
    summon(s, 0)
    do(s, C.choice(0))
    m = s.record()["mods"][0]
    assert (int(m["kind"]), int(m["inst"]) != 255, int(m["duration"])) == (Mod.CARD_STATIC, True, Duration.TURN)
    do(s, C.PASS)  # to the Attack Step
    attack(s, 0)  # the Axe Angel: unblockable
    assert pending(s) != (Decision.BLOCK, 1) or C.block(0) not in legal(s)
    pass_flashes(s)
    if pending(s)[0] == Decision.BLOCK:
        do(s, C.PASS)
    pass_flashes(s)
    attack(s, 1)  # the scripted card itself: blockable (its static is armed only through the mod)
    assert pending(s) == (Decision.BLOCK, 1) and C.block(0) in legal(s)


@pytest.mark.parametrize("blocker, can_block", [(RED, True), (NEBULA, False)])
def test_unblockable_by_a_filter_with_effects_listed(build, scripted, blocker, can_block):
    """unblockable(by=opponents(has_effects=True)): a Spirit that prints effects cannot block it, a vanilla
    one can (FilterFlag.HAS_EFFECTS is the negation of VANILLA)."""
    db = scripted({WATCHER: lambda c: c.when(Event.ATTACKS).this().unblockable(
        by=opponents(has_effects=True), duration=Duration.BATTLE)})
    s = build_with(build, db, position(0, "attack", {"field": [FieldCard(WATCHER)]},
                                       {"field": [FieldCard(blocker)]}))
    attack(s, 0)
    assert pending(s) == (Decision.BLOCK, 1)
    assert (C.block(0) in legal(s)) is can_block


def test_unblockable_battle_mod_ends_with_the_battle(build, scripted):
    """A BATTLE-long unblockable row is gone after that battle (R9.7)."""
    db = scripted({WATCHER: lambda c: c.when(Event.ATTACKS).this().unblockable(duration=Duration.BATTLE)})
    s = build_with(build, db, position(0, "attack", {"field": [FieldCard(WATCHER)]},
                                       {"field": [FieldCard(RED, exhausted=True)]}))
    attack(s, 0)
    assert int(s.record()["n_mods"]) == 1
    do(s, C.PASS)  # no block
    pass_flashes(s)
    assert pending(s) == (Decision.ATTACK, 0) and int(s.record()["n_mods"]) == 0


def test_card_static_mod_must_be_made_by_unblockable(scripted):
    """The compiler refuses a hand-made Mod.CARD_STATIC: its value must name a static of the card."""
    with pytest.raises(ScriptError):
        scripted({WATCHER: lambda c: c.when(Event.ATTACKS).this().mod(Mod.CARD_STATIC, 3)})
        from pybs.effects import effect_tables

        effect_tables(CardDatabase(list(load_default().cards)))


def test_from_bytes_rejects_a_card_static_mod_naming_a_non_static(build, scripted):
    """checks: a CARD_STATIC row sits on a card and names a STATIC ability."""
    db = scripted({WATCHER: lambda c: c.when(Event.ATTACKS).this().unblockable()})
    sc = position(0, "attack", {"field": [FieldCard(WATCHER)]}, {"field": [FieldCard(RED)]})
    sc.db = db
    s = sc.build()
    attack(s, 0)
    rec = np.frombuffer(bytearray(s.raw_bytes()), dtype=s.record().dtype)[0]
    assert int(rec["mods"][0]["kind"]) == Mod.CARD_STATIC
    type(s).from_record(rec, s.game)  # accepted as made
    rec["mods"][0]["value"] = 0  # the Crush built-in: not a static
    with pytest.raises(StateError):
        type(s).from_record(rec, s.game)


# -- BattleRole.BLOCKED ----------------------------------------------------------------------------------
def test_battle_role_blocked(build, scripted):
    """"Being blocked": the attacker once a block stands (R9.3), not while the block is still open."""
    db = scripted({WATCHER: lambda c: c.static(Static.BP, 1000, affects=mine(battle=BattleRole.BLOCKED))})
    s = build_with(build, db, position(0, "attack", {"field": [FieldCard(WATCHER), FieldCard(RED)]},
                                       {"field": [FieldCard(RED)]}))
    assert bp(s, 0, 1) == 1000
    attack(s, 1)
    assert bp(s, 0, 1) == 1000 and bp(s, 0, 0) == 1000
    do(s, C.block(0))
    assert bp(s, 0, 1) == 2000 and bp(s, 0, 0) == 1000  # the non-attacking WATCHER gets nothing


# -- Count.SUBJECT_GALE ------------------------------------------------------------------------------------
@pytest.mark.parametrize("summoned, cores", [("BSS02-098", 1 + 2), ("BSS02-095", 1 + 1), (RED, 1)])
def test_count_subject_gale(build, scripted, summoned, cores):
    """The amount becomes the Gale number of the event's subject (R18.7), 0 without Gale."""
    db = scripted({WATCHER: lambda c: c.when(Event.SUMMONED, scope=Scope.MINE).count(Count.SUBJECT_GALE)
                   .subject_card().cores(CoreZone.VOID, CoreZone.TARGETS, per(1))})
    p0 = {"hand": [summoned], "reserve": 8, "field": [FieldCard(WATCHER)]}
    s = build_with(build, db, position(0, "main", p0, {}))
    summon(s, 0)
    assert field(s, 0)[1]["cores"] == cores


# -- DREW and BY_OWN_EFFECT ------------------------------------------------------------------------------
@pytest.mark.parametrize("own, heard", [(True, True), (False, False)])
def test_drew_by_own_effect(build, scripted, own, heard):
    """DREW carries BY_OWN_EFFECT when the drawing player's own effect made them draw: the opponent's Charged
    Draw is heard, a draw your effect gives them is not."""
    db = scripted({WATCHER: lambda c: c.when(Event.DREW, scope=Scope.OPPONENT, flags=EventFlag.BY_OWN_EFFECT)
                   .choose(anyones()).exhaust(),
                   ACTOR: lambda c: c.when(Event.SUMMONED).draw(1, who=Who.OPPONENT)})
    if own:
        p0 = {"field": [FieldCard(WATCHER)]}
        p1 = {"hand": [CHARGED_DRAW], "reserve": 4, "deck": [FILLER] * 3}
        s = build_with(build, db, position(1, "main", p0, p1, turn=4))
        use_magic(s, 0)
    else:
        p0 = {"field": [FieldCard(WATCHER)], "hand": [ACTOR], "reserve": 4}
        s = build_with(build, db, position(0, "main", p0, {"deck": [FILLER] * 3}))
        summon(s, 0)
    assert len(hand_ids(s, 1)) == (2 if own else 1)
    assert (pending(s) == (Decision.CHOOSE, 0)) is heard


# -- Luster without the attack timing ----------------------------------------------------------------------
def test_luster_is_read_on_a_spirit_that_is_not_attacking(build, scripted):
    """Luster, printed under "While This Spirit Attacks", is scripted without the timing: a filter for
    "Spirits with Luster" sees a Spirit that is not attacking (BSS01-115's reading)."""
    db = scripted({WATCHER: lambda c: c.static(Static.BP, 1000, affects=mine(keyword=Keyword.LUSTER),
                                               timing=Timing.ALWAYS)})
    s = build_with(build, db, position(0, "main", {"field": [FieldCard(WATCHER), FieldCard("BSS02-061")]}, {}))
    assert bp(s, 0, 1) == 4000


def test_subject_gale_is_a_known_count():
    """The numbers of this group sit in its reserved ranges."""
    assert Count.SUBJECT_GALE == 45 and BattleRole.BLOCKED == 45 and Mod.CARD_STATIC == 65


# -- Static.NO_DESTROY_BY / UNTARGETABLE_BY: protections against a source filter -------------------------------
FLOOD_STREAM = "ST06-014"  # blue Magic, cost 5: Main/Flash destroy opposing Spirits of total cost 5 or less


@pytest.mark.parametrize("source_type, destroyed", [(MAGIC, False), (SPIRIT, True)])
def test_no_destroy_by_a_magic_source(build, scripted, source_type, destroyed):
    """NO_DESTROY_BY reads the effect's source card: a Magic (off the field) matches a Magic filter and its
    destruction is stopped; a Spirit-only filter does not cover it."""
    db = scripted({WATCHER: lambda c: c.static(Static.NO_DESTROY_BY, filter2=opponents(types=(source_type,)))})
    s = build_with(build, db, position(1, "main", {"field": [FieldCard(WATCHER)]},
                                       {"hand": [FLOOD_STREAM], "reserve": 6}, turn=4))
    use_magic(s, 0)
    assert pending(s) == (Decision.CHOOSE, 1)
    do(s, C.choice(0))
    if pending(s) == (Decision.CHOOSE, 1):
        do(s, C.PASS)
    assert (field(s, 0) == {}) is destroyed


@pytest.mark.parametrize("soul, choosable", [(True, False), (False, True)])
def test_untargetable_by_a_source_with_the_soul_core(build, scripted, soul, choosable):
    """UNTARGETABLE_BY with filter2 "holding the Soul Core": read on the source on the field; the shielded card is
    no candidate of such a source, a candidate of one without it."""
    db = scripted({WATCHER: lambda c: c.static(Static.UNTARGETABLE_BY, filter2=opponents(soul=True)),
                   ACTOR: lambda c: c.when(Event.ATTACKS).choose(opponents()).exhaust()})
    s = build_with(build, db, position(1, "attack", {"field": [FieldCard(WATCHER), FieldCard(RED)]},
                                       {"field": [FieldCard(ACTOR, soul=soul)], "soul": None if soul else "trash"},
                                       turn=4))
    do(s, C.attack(0))
    assert pending(s) == (Decision.CHOOSE, 1)
    assert len([c for c in legal(s) if c != C.PASS]) == (2 if choosable else 1)


# -- Static.RULE: NO_LIFE_DAMAGE_BELOW, NO_RETURN, LIFE_TO_SELF --------------------------------------------------
@pytest.mark.parametrize("attacker, lost", [(RED, 0), ("ST03-007", 1)])
def test_rule_no_life_damage_below(build, scripted, attacker, lost):
    """R9.5 with Rule.NO_LIFE_DAMAGE_BELOW: an unblocked attacker with less BP than the rule's card (1000 < 3000)
    takes no Life; one with more (5000) does."""
    db = scripted({WATCHER: lambda c: c.static(Static.RULE, Rule.NO_LIFE_DAMAGE_BELOW, affects=opponents())})
    s = build_with(build, db, position(1, "attack", {"field": [FieldCard(WATCHER, cores=3)]},
                                       {"field": [FieldCard(attacker)]}, turn=4))
    attack(s, 0)
    do(s, C.PASS)
    pass_flashes(s)
    assert int(s.record()["players"][0]["life"]) == 5 - lost


@pytest.mark.parametrize("own, returned", [(False, False), (True, True)])
def test_rule_no_return(build, scripted, own, returned):
    """Rule.NO_RETURN: an opposing effect cannot return the card to hand (TO_HAND) or deck (TO_DECK); its
    controller's own effect can."""
    db = scripted({WATCHER: lambda c: c.static(Static.RULE, Rule.NO_RETURN, affects=mine()),
                   ACTOR: lambda c: c.when(Event.SUMMONED).choose(anyones(exclude_self=True), n=2).to_hand()})
    p_actor = {"hand": [ACTOR], "reserve": 4}
    if own:
        p0 = {"field": [FieldCard(WATCHER), FieldCard(RED)], **p_actor}
        s = build_with(build, db, position(0, "main", p0, {}))
    else:
        s = build_with(build, db, position(1, "main", {"field": [FieldCard(WATCHER), FieldCard(RED)]}, p_actor,
                                           turn=4))
    summon(s, 0)
    while pending(s)[0] == Decision.CHOOSE:
        do(s, C.choice(0))
    assert (len(hand_ids(s, 0)) == 2) is returned


def test_rule_no_return_covers_to_deck(build, scripted):
    """Rule.NO_RETURN also keeps the card out of an opposing TO_DECK."""
    db = scripted({WATCHER: lambda c: c.static(Static.RULE, Rule.NO_RETURN, affects=mine()),
                   ACTOR: lambda c: c.when(Event.SUMMONED).choose(opponents()).to_deck()})
    s = build_with(build, db, position(1, "main", {"field": [FieldCard(WATCHER)]}, {"hand": [ACTOR], "reserve": 4},
                                       turn=4))
    summon(s, 0)
    if pending(s)[0] == Decision.CHOOSE:
        do(s, C.choice(0))
    assert list(field(s, 0)) == [0]


def test_rule_life_to_self(build, scripted):
    """Rule.LIFE_TO_SELF: cores an effect would place into a Life (either player's) go onto the rule's card, a
    CORES_PLACED on it (no LIFE_GAINED)."""
    db = scripted({WATCHER: lambda c: c.static(Static.RULE, Rule.LIFE_TO_SELF),
                   ACTOR: lambda c: c.when(Event.SUMMONED).cores(CoreZone.VOID, CoreZone.LIFE, 2, who=Who.OPPONENT)})
    s = build_with(build, db, position(1, "main", {"field": [FieldCard(WATCHER)]}, {"hand": [ACTOR], "reserve": 4},
                                       turn=4))
    summon(s, 0)
    assert int(s.record()["players"][0]["life"]) == 5 and field(s, 0)[0]["cores"] == 3


# -- Swift in hand with a condition ----------------------------------------------------------------------------------
@pytest.mark.parametrize("ally, swift", [("BSS02-095", True), (RED, False)])
def test_own_conditional_swift_in_hand(build, scripted, ally, swift):
    """R18.6 with a condition: a card's own Swift static counts for the Flash summon only while its condition
    holds (here: you control a Spirit with Gale)."""
    db = scripted({WATCHER: lambda c: c.static(Static.KEYWORD, Keyword.SWIFT, timing=Timing.ARMED,
                                               cond=Cond.CONTROL, cond_arg=mine(keyword=Keyword.GALE))})
    s = build_with(build, db, position(1, "attack", {"hand": [WATCHER], "reserve": 3, "field": [FieldCard(ally)]},
                                       {"field": [FieldCard(RED)]}, turn=4))
    do(s, C.attack(0))
    assert pending(s) == (Decision.FLASH, 0)
    assert (C.use_hand(0) in legal(s)) is swift


# -- both engines on decks of this group's cards ----------------------------------------------------------------------
BATTLE_DECKS = (
    ("BSS01-115", "BSS01-135", "BSS02-110", "BSS03-038", "BSS01-130", "BSS02-129", "BSS03-039", "BSS03-049",
     "BSS01-084", "BSS03-042"),
    ("BSS03-069", "BSS03-073", "BSS03-077", "BSS01-124", "BSS03-124", "BSS02-102", "BSS03-115", "BSS01-112",
     "BSS03-014", "BSS03-070"),
)


@pytest.mark.parametrize("auto_forced", [True, False])
def test_engines_agree_on_battle_group_decks(auto_forced):
    """Seeded random games between two decks of this group's cards (3 copies of 10 each, vanilla filler): both
    engines offer the same actions and hold the same bytes after every action (tests/test_differential_engines.py)."""
    import random

    from test_differential_engines import play_both

    from pybs import Game
    from pybs.decks import Deck

    filler = (("ST04-007", 3), ("ST04-006", 3), ("ST05-009", 3), ("ST01-004", 1))
    decks = [Deck(f"battle-{i}", tuple((cid, 3) for cid in ids) + filler) for i, ids in enumerate(BATTLE_DECKS)]
    chooser = random.Random(f"battle-group-{auto_forced}")
    for i in range(8):
        game = Game(decks if i % 2 else decks[::-1], seed=0, auto_forced=auto_forced)
        n, final = play_both(game, chooser.getrandbits(64), chooser)
        assert n > 10
