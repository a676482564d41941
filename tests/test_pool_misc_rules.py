"""Rule tests for the "misc" vocabulary (issue 8): SUMMONED carrying HAD_SOUL when the Soul Core paid for the
summon, Rule.LOSE_EFFECTS_AT_LEVEL, Rule.MAGIC_COLOR_LOCK and Op.COPY_SUMMON_EFFECT. Every test runs on both
engines (``build`` fixture) unless it reads the compiled engine's state checks; player 0 is the turn player."""

from __future__ import annotations

import pytest
from card_helpers import do, position
from conftest import bp, hand_ids, legal, pay_and_place, pending, with_db

import pybs.scripts  # noqa: F401  (registers every script before a test overrides one)
from pybs import codec as C
from pybs.carddb import COLOR_BITS
from pybs.effects.script import (
    MAGIC,
    NEXUS,
    Event,
    EventFlag,
    Rule,
    Scope,
    Static,
    Who,
    anyones,
    mine,
)
from pybs.effects.spec import SYMBOL_COLOR_SHIFT
from pybs.game import State
from pybs.layout import Decision
from pybs.testing import FieldCard

SWORD = "ST04-006"  # yellow vanilla Angel, cost 2: given test scripts below
AXE = "ST04-007"  # yellow vanilla, cost 2, one yellow symbol
GOLEM = "ST03-006"  # white vanilla, one white symbol, 4000 BP
RAINEEDLE = "ST01-004"  # red vanilla, cost 1
METEORITE = "BSS02-100"  # red Nexus, Lv1 at 0 cores, Lv2 at 3: [Flash] destroy it to draw two
POWER_BOOST = "BSS03-121"  # red Magic, cost 2, Main and Flash
JOKER, BEAST_QUEEN = "BSS02-065", "BSS02-066"


# -- SUMMONED with HAD_SOUL: the Soul Core was part of the summon's payment (R7) ----------------------------------
@pytest.mark.parametrize(("soul_first", "draws"), [(True, 1), (False, 0)])
def test_summoned_carries_had_soul_when_the_soul_core_paid(build, scripted_db, soul_first, draws):
    """R7.5 / R6.7: paying a summon with the Soul Core among the cores makes its SUMMONED event carry HAD_SOUL, so
    "when you summon a Spirit paying the Soul Core" hears it; paid with normal cores only (the Soul Core placed
    on the Spirit instead), it does not."""
    db = scripted_db(SWORD, lambda c: c.when(Event.SUMMONED, scope=Scope.MINE, subject=mine(),
                                             flags=EventFlag.HAD_SOUL).draw(1))
    p0 = {"field": [FieldCard(SWORD)], "hand": [RAINEEDLE], "reserve": 2, "soul": "reserve",
          "deck": [GOLEM, GOLEM]}
    state = build(with_db(position(0, "main", p0, {}), db))
    do(state, C.use_hand(0), C.pay(0, 1 if soul_first else 0))
    pay_and_place(state)
    assert pending(state) == (Decision.MAIN, 0)
    assert hand_ids(state, 0) == [GOLEM] * draws


# -- Rule.LOSE_EFFECTS_AT_LEVEL: Nexuses at a level lose every effect -----------------------------------------------
@pytest.mark.parametrize(("nexus_cores", "usable"), [(3, False), (0, True)])
def test_lose_effects_at_level_reads_the_nexus_level(build, scripted_db, nexus_cores, usable):
    """R6.1: the rule names Nexus levels (here Lv2): a Lv2 Meteorite Impact Zone has no [Flash] effect (its effect
    is printed without levels), a Lv1 one keeps it."""
    db = scripted_db(SWORD, lambda c: c.static(Static.RULE, Rule.LOSE_EFFECTS_AT_LEVEL, 1 << 2,
                                               affects=anyones(types=(NEXUS,))))
    p0 = {"field": [FieldCard(SWORD), FieldCard(METEORITE, cores=nexus_cores)]}
    state = build(with_db(position(0, "main", p0, {}), db))
    assert (C.activate(1) in legal(state)) is usable


def test_lose_effects_at_level_cannot_sit_on_a_nexus(scripted_db):
    """A Nexus carrying the rule would ask its own level while deciding whether it has the rule: refused."""
    from pybs.effects import effect_tables
    from pybs.effects.script import ScriptError

    db = scripted_db("ST01-013", lambda c: c.static(Static.RULE, Rule.LOSE_EFFECTS_AT_LEVEL, 1 << 1,
                                                    affects=anyones(types=(NEXUS,))))
    with pytest.raises(ScriptError, match="LOSE_EFFECTS"):
        effect_tables(db)


# -- Rule.MAGIC_COLOR_LOCK: Magic only in the colors of the user's field symbols ------------------------------------
@pytest.mark.parametrize(("symbols", "usable"), [(None, False), (1 + (COLOR_BITS["red"] << SYMBOL_COLOR_SHIFT), True)])
def test_magic_color_lock_reads_treated_symbols(build, scripted_db, symbols, usable):
    """R7.3: the lock reads the symbols a card is treated as having: a white Golem treated as having a red symbol
    (Rule.SYMBOLS) lets its player use a red Magic; with its printed white symbol it does not."""

    def script(c):
        c.static(Static.RULE, Rule.MAGIC_COLOR_LOCK, affects=anyones(zone=2, types=(MAGIC,)))
        if symbols is not None:
            c.static(Static.RULE, Rule.SYMBOLS, symbols, affects=anyones(types=()))

    db = scripted_db(SWORD, script)
    p0 = {"field": [FieldCard(SWORD), FieldCard(GOLEM)], "hand": [POWER_BOOST], "reserve": 4}
    state = build(with_db(position(0, "main", p0, {}), db))
    assert (C.use_hand(0) in legal(state)) is usable


def test_magic_color_lock_covers_only_the_filter(build, scripted_db):
    """The rule's filter names whose Magic it covers: ``mine`` covers its controller, not the opponent."""
    db = scripted_db(SWORD, lambda c: c.static(Static.RULE, Rule.MAGIC_COLOR_LOCK,
                                               affects=mine(zone=2, types=(MAGIC,))))
    p0 = {"field": [FieldCard(SWORD), FieldCard(GOLEM)], "hand": [POWER_BOOST], "reserve": 4}
    state = build(with_db(position(0, "main", p0, {}), db))
    assert C.use_hand(0) not in legal(state)
    p1 = {"field": [FieldCard(GOLEM)], "hand": [POWER_BOOST], "reserve": 4}
    state = build(with_db(position(1, "main", {"field": [FieldCard(SWORD)]}, p1, turn=4), db))
    assert C.use_hand(0) in legal(state)


# -- Op.COPY_SUMMON_EFFECT: another card's When Summoned effect as the source's own (R10.5) ---------------------------
def test_copied_effect_reads_this_card_as_the_copier(build, scripted_db):
    """"This Spirit" in a copied When Summoned effect is the copier: Axe's "+3000 BP to this Spirit" copied by
    Sword (when it attacks) lands on Sword, not on Axe."""
    scripted_db(AXE, lambda c: c.when(Event.SUMMONED).this().bp(3000))
    db = scripted_db(SWORD, lambda c: c.when(Event.ATTACKS).choose(mine(exclude_self=True)).copy_summon_effect())
    p0 = {"field": [FieldCard(SWORD), FieldCard(AXE)]}
    state = build(with_db(position(0, "attack", p0, {"field": [FieldCard(GOLEM)]}), db))
    do(state, C.attack(0))
    state.apply(state.pending_decision().choose_card(AXE))
    assert pending(state) == (Decision.FLASH, 1)
    assert (bp(state, 0, 0), bp(state, 0, 1)) == (1000 + 3000, 1000)


def test_state_with_a_copied_effect_round_trips():
    """from_bytes accepts a queued or resolving ability of another card on a copier (its program copies When
    Summoned effects), so a game saved in the middle of the copy loads again."""
    p0 = {"field": [FieldCard(JOKER, cores=2), FieldCard(BEAST_QUEEN)]}
    state = position(0, "attack", p0, {"field": [FieldCard(GOLEM)]}).build()
    state.apply(C.attack(0))
    state.apply(state.pending_decision().choose_card(BEAST_QUEEN))
    assert pending(state) == (Decision.CHOOSE, 0)  # the copied effect is resolving, as Joker's
    again = State.from_bytes(state.to_bytes())
    assert again.same_as(state)


# -- Rule.PAID_DRAW: one core per card drawn outside the Draw Step ------------------------------------------------
FRIG = "BSS02-054"
CHARGED_DRAW = "ST01-014"  # red Magic, cost 4: Main, draw two


def test_paid_draw_ends_with_its_card(build):
    """R6.2 / R11: paying for the first card with the only core of Frig itself depletes it; the rule is gone, so
    the second card is drawn free."""
    p0 = {"hand": [CHARGED_DRAW], "reserve": 4, "field": [FieldCard(FRIG)], "deck": [GOLEM, AXE]}
    state = build(position(0, "main", p0, {}))
    do(state, C.use_hand(0))
    if pending(state)[0] == Decision.MAGIC_EFFECT:
        state.apply(state.pending_decision().magic_effect("Main"))
    while pending(state)[0] == Decision.PAY:
        do(state, C.pay(0, 0))
    assert pending(state) == (Decision.CHOOSE, 0)
    assert len(legal(state)) == 1  # Frig's own core is the only one left
    state.apply(state.pending_decision().find("Frig's core", verb="pay_core", slot=0))
    assert pending(state) == (Decision.MAIN, 0)
    assert hand_ids(state, 0) == [GOLEM, AXE]


def test_paid_draw_is_paid_by_the_drawer(build, scripted_db):
    """The player who draws pays, whoever's effect it is: Sword's "your opponent draws one" makes the opponent
    choose one of their cores (their Reserve), and with none the card is not drawn."""
    db = scripted_db(SWORD, lambda c: c.when(Event.SUMMONED).draw(1, who=Who.OPPONENT))
    for reserve, drawn in ((1, [GOLEM]), (0, [])):
        p0 = {"hand": [SWORD], "reserve": 3, "field": [FieldCard(FRIG)]}
        p1 = {"reserve": reserve, "deck": [GOLEM, AXE]}
        state = build(with_db(position(0, "main", p0, p1), db))
        do(state, C.use_hand(0))
        pay_and_place(state)
        if reserve:
            assert pending(state) == (Decision.CHOOSE, 1)
            state.apply(state.pending_decision().find("a core", verb="pay_core", source="reserve"))
        assert pending(state) == (Decision.MAIN, 0)
        assert hand_ids(state, 1) == drawn


MISC_CARDS = ("BSS03-066", "BSS02-065", "BSS02-069", "BSS03-117", "BSS02-054")


@pytest.mark.parametrize(("auto_forced", "games"), [(True, 8), (False, 4)])
def test_engines_agree_on_misc_cards(auto_forced, games):
    """Random games with decks of every misc-group card (three copies each, with the Otherlanders, Swift Spirits,
    Nexuses and Magic they care about): both engines offer the same actions and hold the same bytes after every
    action; the states also pass the compiled engine's state checks (from_bytes) along the way."""
    import random

    from test_differential_engines import play_both

    from pybs import Game
    from pybs.decks import Deck

    fill_a = [BEAST_QUEEN, "BSS02-081", "ST04-008", POWER_BOOST, "BSS02-070", "ST04-016", METEORITE, CHARGED_DRAW]
    fill_b = [BEAST_QUEEN, "BSS03-075", "BSS02-062", "BSS03-135", "ST03-006", "ST06-012", "ST01-013", "ST06-009"]
    deck_a = Deck("misc-a", tuple((c, 3) for c in MISC_CARDS + tuple(fill_a)) + ((AXE, 1),))
    deck_b = Deck("misc-b", tuple((c, 3) for c in MISC_CARDS + tuple(fill_b)) + ((SWORD, 1),))
    chooser = random.Random(f"misc-{auto_forced}")
    total = 0
    for i in range(games):
        pair = (deck_a, deck_b) if i % 2 == 0 else (deck_b, deck_a)
        n, final = play_both(Game(pair, seed=0, auto_forced=auto_forced), chooser.getrandbits(64), chooser)
        assert State.from_bytes(final.to_bytes(), final.game).same_as(final)
        total += n
    assert total > games * 20
