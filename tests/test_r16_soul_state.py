"""Group "soul" of issue 9: soul state of contract cards (R16.3; seed 002 "契約カードについて").

Every test runs on both engines (the ``build`` fixture). Example cards: XMPL-S01 (a contract Spirit whose own
effect ends its soul state), XMPL-S02 (an opposing Magic that destroys), XMPL-S03 (a Magic naming soul state).
"""

from __future__ import annotations

import random

import pytest
from card_helpers import cards, pass_flashes, position
from conftest import field, hand_ids, legal, pending, player, trash_ids, use_magic
from test_fuzz import EVERY_CODE

import pybs.scripts  # noqa: F401  (registers the scripts before scripted_db swaps one)
from bscore.state import checksum
from pybs import codec as C
from pybs.decks import Deck
from pybs.effects.script import CardScript, Filter, Side
from pybs.errors import NoSuchOptionError, StateError
from pybs.game import Game, State
from pybs.layout import Decision, record_bytes
from pybs.rules import RuleSet
from pybs.testing import FieldCard

LANCER, DECREE, RITE, TIDE, SHRINE = "XMPL-S01", "XMPL-S02", "XMPL-S03", "XMPL-S04", "XMPL-S05"
KNIGHT = "XMPL-B03"  # red Spirit, cost 4, reduction red red
RED = "ST01-004"  # red vanilla, cost 1, 1000 BP


def soul(state, p: int, k: int) -> int:
    """The soul-state marker of player p's slot k."""
    return int(player(state, p)["slots"][k]["soul"])


def decree_on_lancer(build, lancer_cores: int = 2, hand=(), auto: bool = False):
    """Player 0 uses XMPL-S02 on player 1's XMPL-S01 (holding ``lancer_cores`` cores and the Soul Core)."""
    s = build(position(step="main", auto=auto, p0={"hand": [DECREE, *hand], "reserve": 5},
                       p1={"field": [FieldCard(LANCER, cores=lancer_cores, soul=True)], "reserve": 0,
                           "soul": "field"}))
    use_magic(s, 0, 0)
    if pending(s)[0] == Decision.CHOOSE:
        s.apply(s.pending_decision().target_slot(0, player=1))
    return s


def in_soul_state(build, p0: dict, p1_field: list, step: str = "main", active: int = 0, p1: dict | None = None):
    """A position where player 1's first field card is XMPL-S01 in soul state."""
    sc = position(active=active, turn=3 + active, step=step, auto=False, p0=p0,
                  p1={"field": [FieldCard(LANCER, cores=0, soul_state=True), *p1_field], **(p1 or {})})
    return build(sc)


# -- entering soul state -----------------------------------------------------------------------------------
def test_r16_3_opposing_effect_asks_the_owner_and_yes_enters_soul_state(build):
    """R16.3: destroyed by the opponent's effect, the contract card's owner may put it into soul state instead:
    it stays in its slot, all its cores (the Soul Core too) go to the Reserve, nothing reaches the Trash."""
    s = decree_on_lancer(build)
    assert pending(s) == (Decision.YES_NO, 1)
    s.apply(s.pending_decision().yes_to(LANCER))
    assert cards(s, 1) == [LANCER]
    assert soul(s, 1, 0) == 1
    assert field(s, 1)[0]["cores"] == 0
    assert int(player(s, 1)["reserve"]) == 2
    assert int(player(s, 1)["soul_loc"]) == 0  # the Soul Core is in the Reserve
    assert LANCER not in trash_ids(s, 1)


def test_r16_3_declined_the_destruction_goes_ahead(build):
    """R16.3 / R0.2: the owner may decline; then the card is destroyed as usual."""
    s = decree_on_lancer(build)
    s.apply(s.pending_decision().no_to(LANCER))
    assert cards(s, 1) == []
    assert LANCER in trash_ids(s, 1)


def test_r16_3_own_effect_does_not_offer_soul_state(build, scripted_db):
    """R16.3: only an effect of the OPPONENT offers soul state; the owner's own destruction is not replaced."""
    from conftest import with_db

    db = scripted_db(DECREE, lambda c: c.magic(main=True, flash=True).choose(Filter(side=Side.MINE)).destroy())
    sc = position(step="main", auto=False, p0={"hand": [DECREE], "reserve": 5,
                                               "field": [FieldCard(LANCER, cores=1)]})
    s = build(with_db(sc, db))
    use_magic(s, 0, 0)
    if pending(s)[0] == Decision.CHOOSE:
        s.apply(s.pending_decision().target_slot(0, player=0))
    assert pending(s)[0] != Decision.YES_NO
    assert cards(s, 0) == [] and LANCER in trash_ids(s, 0)


def test_r16_3_battle_destruction_does_not_offer_soul_state(build):
    """R16.3: losing a battle is no effect: the Lancer (5000 BP) blocking Ember Knight (Lv2, 6000 BP) is
    destroyed without a question."""
    s = build(position(step="attack", auto=False, p0={"field": [FieldCard(KNIGHT, cores=3)]},
                       p1={"field": [FieldCard(LANCER, cores=1)]}))
    s.apply(C.attack(0))
    pass_flashes(s)
    s.apply(C.block(0))
    pass_flashes(s)
    assert pending(s)[0] != Decision.YES_NO
    assert LANCER in trash_ids(s, 1) and cards(s, 1) == []


def test_r16_3_depletion_does_not_offer_soul_state(build):
    """R16.3: depletion (R6.2) is no effect: moving the last core off a contract Spirit trashes it, unasked."""
    s = build(position(step="main", auto=False, p0={"field": [FieldCard(LANCER, cores=1)], "reserve": 0}))
    s.apply(C.move(1, 0))  # its only core to the Reserve
    assert pending(s)[0] != Decision.YES_NO
    assert cards(s, 0) == [] and LANCER in trash_ids(s, 0)


def tide_on_lancer(build):
    """Player 0 uses XMPL-S04 (return an opposing Spirit to hand) on player 1's XMPL-S01 (two cores)."""
    s = build(position(step="main", auto=False, p0={"hand": [TIDE], "reserve": 5},
                       p1={"field": [FieldCard(LANCER, cores=2)], "reserve": 0}))
    use_magic(s, 0, 0)
    if pending(s)[0] == Decision.CHOOSE:
        s.apply(s.pending_decision().target_slot(0, player=1))
    return s


def test_r16_3_opposing_return_to_hand_offers_soul_state(build):
    """R16.3: returned to the hand by the opponent's effect, the owner may keep it in soul state instead."""
    s = tide_on_lancer(build)
    assert pending(s) == (Decision.YES_NO, 1)
    s.apply(s.pending_decision().yes_to(LANCER))
    assert cards(s, 1) == [LANCER] and soul(s, 1, 0) == 1
    assert int(player(s, 1)["reserve"]) == 2 and LANCER not in hand_ids(s, 1)


def test_r16_3_declined_the_return_goes_ahead(build):
    """R16.3 / R0.2: declined, the card goes to its owner's hand and its cores to the Reserve."""
    s = tide_on_lancer(build)
    s.apply(s.pending_decision().no_to(LANCER))
    assert cards(s, 1) == [] and hand_ids(s, 1) == [LANCER]
    assert int(player(s, 1)["reserve"]) == 2


def test_r16_3_declined_return_announces_hand_added(build, scripted_db):
    """R16.3 / R0.2: a return that goes ahead after a declined offer is still the opposing op's: the card's owner
    gets Event.HAND_ADDED (here a Spirit of the returning player draws a card when the opponent's hand grows)."""
    from conftest import with_db

    from pybs.effects.script import Event, Scope

    db = scripted_db(RED, lambda c: c.when(Event.HAND_ADDED, scope=Scope.OPPONENT).draw(1))
    sc = position(step="main", auto=False, p0={"hand": [TIDE], "reserve": 5, "field": [FieldCard(RED)],
                                               "deck": [KNIGHT, KNIGHT]},
                  p1={"field": [FieldCard(LANCER, cores=2)]})
    s = build(with_db(sc, db))
    use_magic(s, 0, 0)
    if pending(s)[0] == Decision.CHOOSE:
        s.apply(s.pending_decision().target_slot(0, player=1))
    s.apply(s.pending_decision().no_to(LANCER))
    assert hand_ids(s, 1) == [LANCER]
    assert hand_ids(s, 0) == [KNIGHT]


@pytest.mark.parametrize("answer", [True, False])
def test_r16_3_opposing_return_to_deck_offers_soul_state(build, scripted_db, answer):
    """R16.3: the same for a return to the deck (here its bottom): yes keeps it in soul state, no puts it under
    its owner's deck."""
    from card_helpers import deck_ids
    from conftest import with_db

    db = scripted_db(TIDE, lambda c: c.magic(main=True, flash=True).choose(Filter(side=Side.OPPONENT)).to_deck())
    sc = position(step="main", auto=False, p0={"hand": [TIDE], "reserve": 5},
                  p1={"field": [FieldCard(LANCER, cores=1)], "deck": [RED]})
    s = build(with_db(sc, db))
    use_magic(s, 0, 0)
    if pending(s)[0] == Decision.CHOOSE:
        s.apply(s.pending_decision().target_slot(0, player=1))
    assert pending(s) == (Decision.YES_NO, 1)
    s.apply(s.pending_decision().yes_to(LANCER) if answer else s.pending_decision().no_to(LANCER))
    if answer:
        assert cards(s, 1) == [LANCER] and soul(s, 1, 0) == 1 and deck_ids(s, 1) == [RED]
    else:
        assert cards(s, 1) == [] and deck_ids(s, 1) == [RED, LANCER]


@pytest.mark.parametrize("lost", [False, True])
def test_r16_3_losing_all_effects_keeps_soul_state(build, scripted_db, lost):
    """R16.3: the ability to enter soul state survives losing all abilities: the contract Nexus XMPL-S05 under
    Mod.LOSE_EFFECTS (its +1000 BP for the Lancer gone) is still offered soul state when an opposing effect
    destroys it. Its own effects work from soul state, so without the loss the +1000 BP stays."""
    from conftest import bp, with_db

    from pybs.effects.script import NEXUS
    from pybs.testing import TempEffect

    db = scripted_db(DECREE, lambda c: c.magic(main=True, flash=True).choose(
        Filter(side=Side.OPPONENT, types=(NEXUS,))).destroy())
    mods = [TempEffect(1, "LOSE_EFFECTS", slot=1)] if lost else []
    sc = position(step="main", auto=False, mods=mods, p0={"hand": [DECREE], "reserve": 5},
                  p1={"field": [FieldCard(LANCER, cores=1), FieldCard(SHRINE, cores=1)]})
    s = build(with_db(sc, db))
    assert bp(s, 1, 0) == (5000 if lost else 6000)
    use_magic(s, 0, 0)
    if pending(s)[0] == Decision.CHOOSE:
        s.apply(s.pending_decision().target_slot(1, player=1))
    assert pending(s) == (Decision.YES_NO, 1)
    s.apply(s.pending_decision().yes_to(SHRINE))
    assert cards(s, 1) == [LANCER, SHRINE] and soul(s, 1, 1) == 1
    assert bp(s, 1, 0) == (5000 if lost else 6000)  # R16.3: its own effects still work from soul state


# -- in soul state: counts as not on the field -------------------------------------------------------------
def test_r16_3_soul_state_is_not_depleted_and_takes_no_cores(build):
    """R16.3: it holds no cores and is not depleted; no Main Step core move may put a core on it (R6.5)."""
    s = in_soul_state(build, {}, [], active=1, p1={"reserve": 3})
    assert cards(s, 1) == [LANCER] and soul(s, 1, 0) == 1
    assert C.move(0, 1) not in legal(s) and C.move(0, 1, 1) not in legal(s)
    s.apply(C.PASS)  # the turn goes on (End Step, the opponent's turn) and it stays, still in soul state
    assert cards(s, 1) == [LANCER] and soul(s, 1, 0) == 1


def test_r16_3_a_summon_places_no_core_on_it(build):
    """R16.3: when another card is summoned, cores may not be placed on a card in soul state (R8.1)."""
    s = in_soul_state(build, {}, [], active=1, p1={"hand": [RED], "reserve": 3})
    s.apply(C.use_hand(0))
    for _ in range(5):
        if pending(s)[0] == Decision.PLACE:
            break
        s.apply(C.pay(0))
    assert pending(s)[0] == Decision.PLACE
    assert C.place(1) not in legal(s) and C.move(0, 1) not in legal(s)


def test_r16_3_no_symbols_for_cost_reduction(build):
    """R16.3: its symbol does not reduce costs (R7.3): Ember Knight (cost 4, reduction red red, one core at Lv1)
    costs 3 with the red Lancer on the field in normal state, 4 with it in soul state: four cores pay 3 + 1 but
    not 4 + 1 (R7.6)."""
    normal = build(position(step="main", auto=False, p0={"hand": [KNIGHT], "reserve": 3,
                                                         "field": [FieldCard(LANCER, cores=1)]}))
    assert C.use_hand(0) in legal(normal)
    s = in_soul_state(build, {}, [], active=1, p1={"hand": [KNIGHT], "reserve": 4})
    assert C.use_hand(0) not in legal(s)


def test_r16_3_it_cannot_attack(build):
    """R16.3: a card in soul state is off the field: it cannot attack (R9.1)."""
    s = in_soul_state(build, {}, [FieldCard(RED)], step="attack", active=1)
    assert C.attack(1) in legal(s)
    assert C.attack(0) not in legal(s)


def test_r16_3_it_cannot_block(build):
    """R16.3: nor can it block (R9.3); the other Spirit can."""
    s = build(position(active=0, step="attack", auto=False, p0={"field": [FieldCard(RED)]},
                       p1={"field": [FieldCard(LANCER, cores=0, soul_state=True), FieldCard(RED)]}))
    s.apply(C.attack(0))
    while pending(s)[0] == Decision.FLASH:
        s.apply(C.PASS)
    assert pending(s) == (Decision.BLOCK, 1)
    assert C.block(1) in legal(s)
    assert C.block(0) not in legal(s)


def test_r16_3_effects_do_not_target_it(build):
    """R16.3: an effect picking "an opposing Spirit" passes over a card in soul state: XMPL-S02 offers only the
    other Spirit, and the Lancer stays in soul state."""
    s = build(position(step="main", auto=False, p0={"hand": [DECREE], "reserve": 5},
                       p1={"field": [FieldCard(LANCER, cores=0, soul_state=True), FieldCard(RED)]}))
    use_magic(s, 0, 0)
    assert pending(s) == (Decision.CHOOSE, 0)
    with pytest.raises(NoSuchOptionError):
        s.pending_decision().target_slot(0, player=1)
    s.apply(s.pending_decision().target_slot(1, player=1))
    assert RED in trash_ids(s, 1)
    assert cards(s, 1) == [LANCER] and soul(s, 1, 0) == 1


@pytest.mark.parametrize("cond", ["spirits_more", "opp_controls"])
def test_r16_3_it_is_not_counted(build, scripted_db, cond):
    """R16.3: a card in soul state is no Spirit for counts and conditions: the opponent's soul-state Lancer does
    not make "you have more Spirits than your opponent" false (Cond.SPIRITS_MORE_THAN_OPP), nor "your opponent
    controls a Spirit" true (Cond.OPP_CONTROLS, a filter)."""
    from conftest import bp, with_db

    from pybs.effects.script import Cond, Static, opponents

    def script(c: CardScript) -> None:
        if cond == "spirits_more":
            c.static(Static.BP, 3000, cond=Cond.SPIRITS_MORE_THAN_OPP)
        else:
            c.static(Static.BP, 3000, cond=Cond.OPP_CONTROLS, cond_arg=opponents())

    db = scripted_db(RED, script)
    normal = build(with_db(position(step="main", p0={"field": [FieldCard(RED)]},
                                    p1={"field": [FieldCard(LANCER, cores=1)]}), db))
    s = build(with_db(position(step="main", p0={"field": [FieldCard(RED)]},
                               p1={"field": [FieldCard(LANCER, cores=0, soul_state=True)]}), db))
    expected = (1000, 4000) if cond == "spirits_more" else (4000, 1000)
    assert (bp(normal, 0, 0), bp(s, 0, 0)) == expected


def test_r16_3_effects_naming_soul_state_reach_it(build):
    """R16.3: an effect naming soul state (XMPL-S03, Filter(soul_state=True)) reaches it and nothing else; it is
    destroyed without a new offer (it is in soul state already)."""
    s = build(position(step="main", auto=False, p0={"hand": [RITE, RITE], "reserve": 5},
                       p1={"field": [FieldCard(RED), FieldCard(LANCER, cores=0, soul_state=True)]}))
    use_magic(s, 0)
    assert pending(s) == (Decision.CHOOSE, 0)
    with pytest.raises(NoSuchOptionError):
        s.pending_decision().target_slot(0, player=1)
    s.apply(s.pending_decision().target_slot(1, player=1))
    assert pending(s)[0] != Decision.YES_NO
    assert LANCER in trash_ids(s, 1) and cards(s, 1) == [RED]


def test_r16_3_its_own_effect_ends_soul_state(build):
    """R16.3: its own effects work in soul state: XMPL-S01, at the start of its owner's Start Step, may return to
    normal state, refreshed, with one core from the Void (Op.SOUL_LEAVE)."""
    sc = position(active=1, turn=4, step="start", auto=True,
                  p1={"field": [FieldCard(LANCER, cores=0, soul_state=True, exhausted=True)]})
    s = build(sc)
    void_in = int(player(s, 1)["void_in"])
    assert pending(s) == (Decision.YES_NO, 1)
    s.apply(s.pending_decision().yes_to(LANCER))
    assert soul(s, 1, 0) == 0
    assert field(s, 1)[0]["cores"] == 1 and field(s, 1)[0]["exhausted"] == 0
    assert int(player(s, 1)["void_in"]) == void_in + 2  # its core, then the Core Step's (R5.2)


def test_r16_3_own_effect_is_silent_outside_soul_state(build):
    """The Lancer's Start Step effect asks only while it is in soul state (Cond.IN_SOUL_STATE)."""
    s = build(position(active=1, turn=4, step="start", auto=True, p1={"field": [FieldCard(LANCER, cores=1)]}))
    assert pending(s)[0] != Decision.YES_NO


def test_r16_3_every_contract_card_gets_the_replacement():
    """R16.3: the ability to enter soul state is a rule of contract cards, not printed text: the compiler adds it
    to every contract card (so XMPL-R03, whose script is empty, has it) and to no other card; the contract card
    stays vanilla."""
    from pybs.carddb import load_default
    from pybs.effects import effect_tables
    from pybs.effects.compiler import CardFlag
    from pybs.effects.spec import Cond, Event

    db = load_default()
    arrays = effect_tables(db).arrays()

    def soul_rows(card_id: str) -> int:
        row = db.row(card_id)
        start, n = arrays["card_ab_start"][row], arrays["card_ab_count"][row]
        return sum(1 for ab in range(start, start + n) if arrays["ab_event"][ab] == Event.WOULD_BE_DESTROYED
                   and arrays["ab_cond"][ab] == Cond.SOUL_STATE_ALLOWED)

    assert soul_rows("XMPL-R03") == 1 and soul_rows(LANCER) == 1
    assert soul_rows(RED) == 0 and soul_rows("BSS01-091") == 0
    assert arrays["card_flags"][db.row("XMPL-R03")] & CardFlag.VANILLA


def test_filter_soul_state_builder(scripted_db):
    """CardScript vocabulary: ``Filter(soul_state=True)`` compiles to FilterFlag.SOUL_STATE on the field only;
    ``soul_leave`` checks its core count."""
    from pybs.effects import effect_tables
    from pybs.effects.script import Event, ScriptError, Zone
    from pybs.effects.spec import F, FilterFlag

    c = CardScript("X")
    with pytest.raises(ScriptError, match="soul_leave"):
        c.when(0).soul_leave(300)
    arrays = effect_tables(scripted_db(RED, lambda c: None)).arrays()
    assert any(int(r[F.FLAGS]) & FilterFlag.SOUL_STATE for r in arrays["filters"])  # XMPL-S03's
    bad = scripted_db(RED, lambda c: c.when(Event.SUMMONED).choose(Filter(soul_state=True, zone=Zone.HAND)).destroy())
    with pytest.raises(ScriptError, match="soul_state"):
        effect_tables(bad)


def test_r16_3_observation_shows_soul_state(build):
    """R16.3 / R0.7: soul state is public: the dict observation marks the card and the tensor's slot field 3 (its
    exhaustion) reads 3, for both players."""
    from pybs.observation import OBS_OFFSETS

    s = in_soul_state(build, {}, [FieldCard(RED)], active=1)
    if hasattr(s, "observation"):  # the dict observation is the compiled State's; the tensor is both engines'
        for observer in (0, 1):
            assert [f["soul_state"] for f in s.observation(observer)["players"][1]["field"]] == [True, False]
    seats, seat, header, slot = (OBS_OFFSETS[k] for k in ("seats", "seat_size", "seat_header", "slot_fields"))
    for observer, seat_index in ((1, 0), (0, 1)):
        ten = s.observation_tensor(observer)
        at = seats + seat_index * seat + header
        assert ten[at + 3] == 3 and ten[at + slot + 3] == 0


# -- the state checks -----------------------------------------------------------------------------------------
@pytest.mark.parametrize("bad", ["not_contract", "cores", "value"])
def test_from_bytes_refuses_a_bad_soul_marker(bad):
    """R16.3: from_bytes accepts a contract card in soul state without cores and refuses the marker on another
    card, on a card holding cores, or a value other than 0/1 (a StateError naming R16.3)."""
    sc = position(active=1, turn=4, step="main", p1={"field": [FieldCard(LANCER, cores=0, soul_state=True),
                                                               FieldCard(RED)]})
    good = sc.build()
    State.from_bytes(good.to_bytes(), good.game)  # accepted
    rec = good.record().copy()
    slots = rec["players"][1]["slots"]
    if bad == "not_contract":
        slots[1]["soul"] = 1
    elif bad == "cores":
        slots[0]["cores"] = 1
        rec["players"][1]["reserve"] -= 1
    else:
        slots[0]["soul"] = 2
    raw = record_bytes(rec)
    with pytest.raises(StateError, match="R16.3"):
        State.from_bytes(raw + checksum(raw), good.game)


# -- both engines over random games ---------------------------------------------------------------------
SOUL_DECK = ((LANCER, 4), (DECREE, 4), (RITE, 3), (TIDE, 4), (KNIGHT, 3), (RED, 4), ("ST01-002", 2),
             ("ST01-005", 2), ("ST01-006", 2), ("ST01-007", 4), ("ST01-008", 4), ("ST01-009", 4))


@pytest.mark.parametrize("edition", ["bss", "rulebook-8.0"])
def test_engines_agree_with_soul_state_in_play(edition: str) -> None:
    """Random games between two decks with the soul examples: identical legal actions, bytes and hashes after
    every action on both engines (soul-state offers, the state itself, its end by XMPL-S01)."""
    from test_differential_engines import play_both

    deck = Deck("soul-red", SOUL_DECK)
    rules = RuleSet.preset(edition).replace(deck_min_cards=40, copy_limit=4)
    chooser = random.Random(f"soul-{edition}")
    total = 0
    for i in range(16):  # these seeds enter and leave soul state a few times (2-3 entries per edition)
        game = Game((deck, deck), seed=0, rules=rules, auto_forced=bool(i % 3))
        n, _final = play_both(game, chooser.getrandbits(64), chooser)
        total += n
    assert total > 16 * 20


@pytest.mark.parametrize("edition", ["bss", "rulebook-8.0"])
def test_run_fuzz_soul_deck(edition: str) -> None:
    """The invariant fuzz over the soul deck: every legal action tried and applied cleanly, sampled illegal codes
    refused, every state invariant checked after every action (run_fuzz, tests/test_fuzz.py)."""
    from test_fuzz import assert_clean

    from bscore.fuzz import run_fuzz

    deck = Deck("soul-red", SOUL_DECK)
    rules = RuleSet.preset(edition).replace(deck_min_cards=40, copy_limit=4)
    n = 120
    for auto in (False, True):
        game = Game((deck, deck), rules=rules, auto_forced=auto)
        result = run_fuzz(game.handle, game.rows[0], game.rows[1], game.rules_bytes, n, 9100 + auto,
                          options=game.options, illegal_samples=12, every_legal=True, every_code=EVERY_CODE)
        assert_clean(result, n, f"soul {edition} auto={auto}")
