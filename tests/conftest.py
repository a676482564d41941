"""Shared fixtures: run rule tests on both engines, and small helpers."""

from __future__ import annotations

import pytest

from pybs import observation
from pybs.carddb import CardDatabase, load_default
from pybs.effects.script import SCRIPTS
from pybs.layout import Decision
from pybs.testing import Scenario


@pytest.fixture(params=["fast", "reference"])
def engine(request):
    """Which engine a test runs on; use ``build(scenario)`` to get a state from it."""
    return request.param


@pytest.fixture
def build(engine):
    """Build a Scenario in the engine under test (compiled State or reference RefState)."""

    def _build(scenario: Scenario):
        return scenario.build() if engine == "fast" else scenario.build_reference()

    return _build


def legal(state) -> list[int]:
    """Legal codes of either engine as a plain sorted list of ints."""
    return [int(c) for c in state.legal_actions()]


def player(state, p: int):
    """Player p's record (life, reserve, hand_count, slots...) from either engine."""
    return state.record()["players"][p]


# -- helpers for card and effect tests ---------------------------------------------------------------

def pending(state) -> tuple[Decision, int]:
    """(decision, player) of either engine: an effect's decision comes first."""
    return observation.pending(state.record())


def pay_and_place(state, place_extra: int = 0) -> None:
    """Answer PAY decisions from the Reserve (normal cores first), place the minimum cores from the
    Reserve plus ``place_extra``, then finish placing. Works with auto_forced on or off."""
    from pybs import codec as C

    extra = place_extra
    while True:
        d, _ = pending(state)
        codes = legal(state)
        if d == Decision.PAY:  # an optional free use (PASS) is taken
            state.apply(C.PASS if C.PASS in codes else C.pay(0, 0) if C.pay(0, 0) in codes
                        else C.pay(0, 1) if C.pay(0, 1) in codes else codes[0])
        elif d == Decision.PLACE:
            if C.PASS in codes and extra <= 0:
                state.apply(C.PASS)
                return
            if C.PASS in codes:
                extra -= 1
            state.apply(C.place(0, 0) if C.place(0, 0) in codes else C.place(0, 1) if C.place(0, 1) in codes
                        else codes[-1])
        else:
            return


def summon(state, hand_index: int, place_extra: int = 0) -> None:
    """Summon (or deploy) hand card ``hand_index``: USE_HAND, pay, place, finish."""
    from pybs import codec as C

    state.apply(C.use_hand(hand_index))
    pay_and_place(state, place_extra)


def use_magic(state, hand_index: int, effect: int | None = None) -> None:
    """Use a Magic from hand; ``effect`` picks Main (0) / Flash (1) when both are offered; pays."""
    from pybs import codec as C

    state.apply(C.use_hand(hand_index))
    if pending(state)[0] == Decision.MAGIC_EFFECT:
        state.apply(C.choice(0 if effect is None else effect))
    pay_and_place(state)


def pass_until(state, decision: int, limit: int = 50) -> None:
    """Answer PASS until ``decision`` is pending (for Flash timings, blocks...)."""
    from pybs import codec as C

    for _ in range(limit):
        if state.is_terminal() or pending(state)[0] == decision:
            return
        state.apply(C.PASS)
    raise AssertionError(f"decision {decision} never came")


def hand_ids(state, p: int) -> list[str]:
    """Card ids in player p's hand, in order."""
    from pybs.carddb import load_default

    db = load_default()
    pl = player(state, p)
    return [db.card_at(int(pl["card_ids"][i])).id for i in pl["hand"][: int(pl["hand_count"])]]


def trash_ids(state, p: int) -> list[str]:
    from pybs.carddb import load_default

    db = load_default()
    pl = player(state, p)
    return [db.card_at(int(pl["card_ids"][i])).id for i in pl["trash"][: int(pl["trash_count"])]]


def field(state, p: int) -> dict[int, dict]:
    """Player p's field: slot -> {card, cores (Soul Core included), soul, exhausted}."""
    from pybs import layout as L
    from pybs.carddb import load_default

    db = load_default()
    pl = player(state, p)
    out = {}
    for k in range(L.MAX_SLOTS):
        inst = int(pl["slots"][k]["inst"])
        if inst != L.NO_CARD:
            soul = int(pl["soul_loc"]) == L.SOUL_SLOT0 + k
            out[k] = {"card": db.card_at(int(pl["card_ids"][inst])).id, "cores": int(pl["slots"][k]["cores"]) + soul,
                      "soul": soul, "exhausted": int(pl["slots"][k]["exhaust"])}
    return out


def bp(state, p: int, k: int) -> int:
    """Effective BP of the card in (p, k), every effect included (both engines)."""
    if hasattr(state, "bp"):  # the reference engine
        return state.bp(p, k)
    from pybs.observation import live_stats

    return live_stats(state.record(), state.game.db, state.game.effects)[(p, k)][1]


def _restore_scripts(saved: dict) -> None:
    for card_id, script in saved.items():
        if script is None:
            del SCRIPTS[card_id]
        else:
            SCRIPTS[card_id] = script


@pytest.fixture
def scripted():
    """``scripted({card_id: script, ...})``: a fresh database in which those (vanilla) cards play the given
    test scripts; the real scripts come back after the test (tables compile lazily)."""
    saved: dict = {}

    def make(overrides: dict) -> CardDatabase:
        cards_ = list(load_default().cards)  # loading registers every script first
        for card_id, script in overrides.items():
            saved.setdefault(card_id, SCRIPTS.get(card_id))
            SCRIPTS[card_id] = script
        return CardDatabase(cards_)

    yield make
    _restore_scripts(saved)


@pytest.fixture
def scripted_db(scripted):
    """``scripted_db(card_id, script)``: ``scripted`` for one card."""
    return lambda card_id, script: scripted({card_id: script})


def with_db(sc, db):
    """The scenario ``sc`` built over the card database ``db``."""
    sc.db = db
    return sc
