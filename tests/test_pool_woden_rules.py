"""Rule tests for the "woden" vocabulary (issue 8, BSS02-040's pieces): Event.REFRESHED raised by every refresh
(the Refresh Step, the REFRESH op, Raid, the REFRESH_STEP op) and EventFlag.FROM_HAND on MAGIC_USED. Every test
runs on both engines (``build`` fixture); player 0 is the turn player."""

from __future__ import annotations

import pytest
from card_helpers import battle, do, exhausted, pass_flashes, position
from conftest import hand_ids, legal, pending, use_magic
from test_fuzz import EVERY_CODE

import pybs.scripts  # noqa: F401  (registers every script before a test overrides one)
from pybs import codec as C
from pybs.carddb import CardDatabase
from pybs.effects.script import Event, EventFlag, Scope, mine
from pybs.layout import Decision
from pybs.testing import FieldCard

WATCHER = "ST04-006"  # vanilla yellow Spirit, 1000 BP: gets the test script
ACTOR = "ST04-007"  # vanilla yellow Spirit, 1000 BP: gets a second test script when needed
GOLEM = "ST03-006"  # vanilla white, 4000 BP
BRONTECH = "ST03-007"  # vanilla white, 5000 BP
FILLER = "ST01-004"  # vanilla red, cost 1
DROWSY_FUMES = "ST04-016"  # yellow Magic, cost 2: an opposing Spirit -2000 BP
FIRE_WALL = "ST01-016"  # Burst: you lose Life -> your Spirit +4000 BP; then pay 4 for its Flash effect
STEP_REFRESHER = "BSS01-061"  # Lv2 (4 cores): a Refresh Step as your Attack Step ends
DECK = [FILLER, GOLEM, BRONTECH, FILLER]


@pytest.fixture
def scripted(scripted_db):
    """``scripted({card: script})``: a fresh database in which those vanilla cards play the given scripts
    (conftest's ``scripted_db``, several cards at once; each is restored after the test)."""

    def make(scripts: dict) -> CardDatabase:
        db = None
        for card_id, script in scripts.items():
            db = scripted_db(card_id, script)
        return db

    return make


def build_with(build, db, sc):
    sc.db = db
    return build(sc)


def settle_orders(state) -> None:
    """Simultaneous triggers of one player (R10.5): resolve them in the first order offered."""
    while pending(state)[0] == Decision.ORDER:
        state.apply(legal(state)[0])


def draws_on_refreshed(flags: int = 0):
    """A watcher: draw one card whenever one of your Spirits is refreshed (with ``flags``)."""
    return lambda c: c.when(Event.REFRESHED, scope=Scope.MINE, subject=mine(), flags=flags).draw(1)


# -- Event.REFRESHED (R5.4, R1.8) ----------------------------------------------------------------------------------
def test_refresh_step_announces_each_refreshed_spirit(build, scripted):
    """R5.4: the Refresh Step refreshes the exhausted Spirits, one REFRESHED each (the watcher hears itself and
    the Golem); a heavily exhausted Spirit only becomes exhausted (R1.8): not refreshed, no event."""
    db = scripted({WATCHER: draws_on_refreshed()})
    p0 = {"field": [FieldCard(WATCHER, exhausted=True), FieldCard(GOLEM, exhausted=True),
                    FieldCard(BRONTECH, exhausted=2)], "deck": DECK}
    state = build_with(build, db, position(0, "start", p0, {}, auto=True))
    settle_orders(state)
    assert pending(state) == (Decision.MAIN, 0)
    assert exhausted(state, 0) == {0: 0, 1: 0, 2: 1}
    assert len(hand_ids(state, 0)) == 1 + 2  # the Draw Step's card, then one per refreshed Spirit


def test_refresh_step_without_exhausted_spirits_announces_nothing(build, scripted):
    """Nothing was exhausted: no card is refreshed, so no REFRESHED event."""
    db = scripted({WATCHER: draws_on_refreshed()})
    p0 = {"field": [FieldCard(WATCHER), FieldCard(GOLEM)], "deck": DECK}
    state = build_with(build, db, position(0, "start", p0, {}, auto=True))
    assert pending(state) == (Decision.MAIN, 0)
    assert len(hand_ids(state, 0)) == 1


@pytest.mark.parametrize(("flags", "draws"), [(EventFlag.BY_EFFECT, 1), (EventFlag.BY_OPPONENT, 0)])
def test_refresh_op_announces_refreshed_by_effect(build, scripted, flags, draws):
    """The REFRESH op (R11.2): a Spirit that refreshes itself as it attacks is refreshed by its own effect
    (BY_EFFECT, not BY_OPPONENT)."""
    db = scripted({WATCHER: draws_on_refreshed(flags), ACTOR: lambda c: c.when(Event.ATTACKS).this().refresh()})
    p0 = {"field": [FieldCard(WATCHER), FieldCard(ACTOR)], "deck": DECK}
    state = build_with(build, db, position(0, "attack", p0, {}, auto=True))
    do(state, C.attack(1))
    assert exhausted(state, 0) == {0: 0, 1: 0}
    assert len(hand_ids(state, 0)) == draws


@pytest.mark.parametrize("raid", [True, False])
def test_raid_refresh_announces_refreshed(build, scripted, raid):
    """Raid (ST06-001 at Lv2): exhausting a Nexus refreshes the attacker by its own effect, a REFRESHED event;
    the Raid declined, it stays exhausted and nothing is announced."""
    db = scripted({WATCHER: draws_on_refreshed(EventFlag.BY_EFFECT)})
    p0 = {"field": [FieldCard("ST06-001", cores=3), FieldCard("ST02-013", 0), FieldCard(WATCHER)], "deck": DECK}
    state = build_with(build, db, position(0, "attack", p0, {"deck": DECK * 2}))
    do(state, C.attack(0))
    do(state, state.pending_decision().trigger("ST06-001", timing="Raid"))  # Raid before Crush
    do(state, C.CONFIRM if raid else C.PASS)
    if raid:
        do(state, C.choice(0))  # the Nexus to exhaust
    while pending(state)[0] != Decision.FLASH:
        state.apply(legal(state)[0])
    assert exhausted(state, 0) == ({0: 0, 1: 1, 2: 0} if raid else {0: 1, 1: 0, 2: 0})
    assert len(hand_ids(state, 0)) == int(raid)


@pytest.mark.parametrize(("my_cores", "draws"), [(4, 2), (1, 0)])
def test_refresh_step_op_announces_refreshed(build, scripted, my_cores, draws):
    """Op.REFRESH_STEP (BSS01-061 at Lv2, as the Attack Step ends): both exhausted Spirits refresh by an effect,
    one REFRESHED each; at Lv1 no Refresh Step, no event."""
    db = scripted({WATCHER: draws_on_refreshed(EventFlag.BY_EFFECT)})
    p0 = {"field": [FieldCard(STEP_REFRESHER, cores=my_cores), FieldCard(WATCHER, exhausted=True)], "deck": DECK}
    state = build_with(build, db, position(0, "attack", p0, {"life": 5}, auto=True))
    do(state, C.attack(0))
    pass_flashes(state)
    if pending(state)[0] == Decision.BLOCK:
        do(state, C.PASS)
    pass_flashes(state)  # nothing else can attack: the Attack Step ends
    settle_orders(state)
    assert pending(state) == (Decision.MAIN, 1)
    assert len(hand_ids(state, 0)) == draws


# -- EventFlag.FROM_HAND on MAGIC_USED (R8.4, R13.5) ---------------------------------------------------------------
@pytest.mark.parametrize(("flags", "draws"), [(EventFlag.FROM_HAND, 1), (0, 1), (EventFlag.BY_EFFECT, 0)])
def test_magic_used_from_hand_carries_from_hand(build, scripted, flags, draws):
    """R8.4: a Magic used from the hand is announced with FROM_HAND; the opponent's watcher hears it."""
    db = scripted({GOLEM: lambda c: c.when(Event.MAGIC_USED, scope=Scope.OPPONENT, flags=flags).draw(1)})
    p0 = {"hand": [DROWSY_FUMES], "reserve": 4}
    p1 = {"field": [FieldCard(GOLEM)], "deck": DECK}
    state = build_with(build, db, position(0, "main", p0, p1, auto=True))
    use_magic(state, 0)
    assert pending(state) == (Decision.MAIN, 1)  # nothing else to do: player 1's turn, after its Draw Step
    assert len(hand_ids(state, 1)) == 1 + draws


@pytest.mark.parametrize(("flags", "draws"), [(EventFlag.FROM_HAND, 0), (0, 1)])
def test_burst_paid_magic_is_not_from_hand(build, scripted, flags, draws):
    """R13.5: a Burst's paid Magic effect is not used from the hand: its MAGIC_USED has no FROM_HAND."""
    db = scripted({FILLER: lambda c: c.when(Event.MAGIC_USED, scope=Scope.OPPONENT, flags=flags).draw(1)})
    p0 = {"field": [FieldCard(BRONTECH), FieldCard(FILLER)], "deck": DECK}
    p1 = {"field": [FieldCard("ST02-005", exhausted=True)], "burst": FIRE_WALL, "reserve": 4}
    state = build_with(build, db, position(0, "attack", p0, p1))
    battle(state, 0, None)
    assert pending(state) == (Decision.BURST, 1)
    do(state, C.CONFIRM, C.choice(0), C.CONFIRM)  # flip it, +4000 BP to Demo Bones, pay for its Flash effect
    while pending(state)[0] == Decision.PAY:
        do(state, C.pay(0))
    assert pending(state) == (Decision.ATTACK, 0)
    assert len(hand_ids(state, 0)) == draws


# -- the Magic discard cost (Rule.MAGIC_DISCARD, BSS02-040) in the state checks and the fuzz -------------------------
WODEN = "BSS02-040"
CHARGED_DRAW = "ST01-014"  # red Magic, cost 4: Main, draw two


def discard_choice_state(build, pay: bool = True):
    """Player 1, in their Main Step, declares Charged Draw under player 0's Woden; with ``pay`` they pay its cores
    and the discard is asked, else the first core is still owed."""
    p0 = {"field": [FieldCard(WODEN)], "deck": DECK}
    p1 = {"hand": [CHARGED_DRAW, GOLEM], "reserve": 4, "deck": DECK}
    state = build(position(1, "main", p0, p1, turn=4))
    do(state, C.use_hand(0))
    state.apply(state.pending_decision().magic_effect("Main"))
    while pay and pending(state)[0] == Decision.PAY:
        do(state, C.pay(0))
    assert pending(state) == ((Decision.CHOOSE, 1) if pay else (Decision.PAY, 1))
    return state


def test_discard_cost_state_round_trips_and_refuses_nonsense() -> None:
    """The state in the discard choice loads back (its frame is the Magic user's, about the Magic, running the
    rule card's MAGIC_COST program); the cost's frame without the USE_DISCARD_PAID mark is refused, and so is the
    mark on a Magic whose cores are still being paid."""
    import numpy as np

    from bscore.state import checksum
    from pybs import State
    from pybs import layout as L
    from pybs.errors import StateError

    def edited(state, edit) -> bytes:
        buf = bytearray(state.raw_bytes())
        edit(np.frombuffer(buf, dtype=L.STATE_DTYPE)[0])
        return bytes(buf) + checksum(bytes(buf))

    choosing = discard_choice_state(lambda sc: sc.build())
    assert int(choosing.record()["use_flags"]) & L.USE_DISCARD_PAID
    State.from_bytes(choosing.to_bytes(), choosing.game)
    with pytest.raises(StateError, match="frames"):
        State.from_bytes(edited(choosing, lambda r: r.__setitem__("use_flags", 0)), choosing.game)
    paying = discard_choice_state(lambda sc: sc.build(), pay=False)
    State.from_bytes(paying.to_bytes(), paying.game)
    with pytest.raises(StateError, match="use_flags"):
        State.from_bytes(edited(paying, lambda r: r.__setitem__("use_flags", L.USE_DISCARD_PAID)), paying.game)


WODEN_FUZZ_PAIRS = [("woden", "BSS-RED"), ("BSS-PURPLE", "woden")]


@pytest.mark.parametrize("pair", WODEN_FUZZ_PAIRS, ids=["-".join(p) for p in WODEN_FUZZ_PAIRS])
def test_fuzz_woden_deck(pair) -> None:
    """The white sample deck with three Wodens (and three Charged Draws to pay with discards) against Magic decks,
    under both editions: every legal action tried, illegal codes refused, invariants checked after every action."""
    from bscore.fuzz import run_fuzz
    from pybs import Game, RuleSet
    from pybs.decks import Deck, builtin_decks

    white = builtin_decks()["BSS-WHITE"]
    entries = [(c, n) for c, n in white.entries if c not in ("BSS01-058", WODEN)]
    woden = Deck("BSS-WHITE-WODEN", (*entries, (WODEN, 3), (CHARGED_DRAW, 3)))
    decks = [woden if d == "woden" else d for d in pair]
    n = 40
    for k, edition in enumerate(("bss", "rulebook-8.0")):
        rules = RuleSet.preset(edition)
        game = Game(decks, rules=rules, auto_forced=bool(k))
        result = run_fuzz(game.handle, game.rows[0], game.rows[1], game.rules_bytes, n, 9100 + k,
                          options=game.options, illegal_samples=12, every_legal=True, every_code=EVERY_CODE)
        assert result["failure"] is None, f"{edition} {pair}: {result['failure']}"
        assert result["games"] == n and result["overflow_games"] == 0
