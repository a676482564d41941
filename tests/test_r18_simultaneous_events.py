"""R18.12: one action on several cards is one event, and "all" effects act on every matching card.

Both engines (``build`` fixture). Player 0 is the turn player on turn 3 unless said; both Soul Cores start in
the Trash so core counts are exact. Watchers marked ``once_per_event`` (their text does one thing per event,
not per card) answer a batch once; the others answer each card. docs/EFFECTS.md "Simultaneous events".
"""

from __future__ import annotations

import pytest
from card_helpers import cards, position, scenario
from conftest import hand_ids, legal, pending, player, trash_ids, use_magic, with_db

import pybs.scripts  # noqa: F401  (registers every script before a test overrides one)
from pybs import codec as C
from pybs.effects.script import (
    SPIRITS,
    CardScript,
    CoreZone,
    Event,
    Scope,
    ScriptError,
    Static,
    mine,
    opponents,
)
from pybs.layout import Decision
from pybs.testing import FieldCard

SWORD, AXE = "ST04-006", "ST04-007"  # yellow vanillas, cost 2, 1000 BP at 1 core
GOLEM = "ST03-006"  # white vanilla, cost 4: given test scripts below
BRONTECH = "ST03-007"  # white vanilla
RAINEEDLE = "ST01-004"  # red vanilla, cost 1 (also the scenario's deck filler)
CATHEDRAL = "BSS01-114"  # Blessed Cathedral: Lv1 a Void core, Lv2 a card, when one of your yellow Spirits falls
SMOKE_VALLEY = "ST02-013"  # Purple Smoke Valley: a card when your effect depletes an opposing Spirit
NETHERWORLD = "BSS01-106"  # Netherworld Depths: a card when an opposing Spirit is exhausted
ROCKET_CITY = "BSS01-111"  # Rocket City Lv2: when the opponent draws outside their Draw Step, they discard one
UNDERCITY = "BSS02-114"  # Infinite Ant Undercity: when you summon a token, a Trash core to the Reserve or it
CYCLOWINDER = "BSS02-034"  # Immortal (costs 1-4)
CHARGED_DRAW = "ST01-014"  # red Magic, cost 4: Main, draw two
ANTMAN = "TK-ANTMAN"
DECK = ["ST01-005", "ST01-009", "ST01-011", "ST01-001", "ST01-005", "ST01-009"]



def destroy_all_on_attack(c) -> None:
    """Test script: when it attacks, every opposing Spirit is destroyed (one DESTROY op, one event)."""
    c.when(Event.ATTACKS).all(opponents(types=SPIRITS)).destroy()


def settle(state) -> None:
    """Answer ORDER decisions (the turn player orders a batch) with the first option until none is left."""
    while pending(state)[0] == Decision.ORDER:
        state.apply(legal(state)[0])


def reserve(state, p: int) -> int:
    return int(player(state, p)["reserve"])


# -- one destruction event, watchers answering per event or per card ---------------------------------------
def test_r18_12_blessed_cathedral_answers_one_destruction_of_two_spirits_once(build, scripted):
    """R18.12: two yellow Spirits destroyed by one effect are one destruction event: Blessed Cathedral (Lv2)
    puts one Void core into the Reserve and draws one card, not two of each."""
    db = scripted({GOLEM: destroy_all_on_attack})
    p0 = {"field": [FieldCard(GOLEM)], "deck": DECK}
    p1 = {"field": [FieldCard(CATHEDRAL, cores=3), FieldCard(SWORD), FieldCard(AXE)], "reserve": 0, "deck": DECK}
    state = build(with_db(scenario(p0, p1, step="attack", auto=False), db))
    state.apply(C.attack(0))
    settle(state)
    assert cards(state, 1) == [CATHEDRAL]
    assert trash_ids(state, 1) == [SWORD, AXE]
    assert int(player(state, 1)["hand_count"]) == 1  # one card drawn (R18.12)
    assert reserve(state, 1) == 2 + 1  # the two Spirits' cores, and one Void core


def per_card_and_per_event_watchers(c) -> None:
    """Test script (a Nexus): when one of your Spirits is destroyed, a Void core to your Reserve for each card
    (per card), and one card drawn per event (once per event)."""
    c.when(Event.DESTROYED, scope=Scope.MINE, subject=mine(types=SPIRITS)).cores(CoreZone.VOID, CoreZone.RESERVE, 1)
    c.when(Event.DESTROYED, scope=Scope.MINE, subject=mine(types=SPIRITS), once_per_event=True).draw(1)


def test_r18_12_only_once_per_event_watchers_merge_a_batch(build, scripted):
    """R18.12: a watcher that acts on each card (a core per Spirit) still answers both; the one that does one
    thing per event answers once."""
    db = scripted({GOLEM: destroy_all_on_attack, "ST02-012": per_card_and_per_event_watchers})
    p0 = {"field": [FieldCard(GOLEM)], "deck": DECK}
    p1 = {"field": [FieldCard("ST02-012", cores=0), FieldCard(SWORD), FieldCard(AXE)], "reserve": 0,
          "deck": DECK}
    state = build(with_db(scenario(p0, p1, step="attack", auto=False), db))
    state.apply(C.attack(0))
    settle(state)
    assert int(player(state, 1)["hand_count"]) == 1
    assert reserve(state, 1) == 2 + 2  # the two Spirits' cores, and one Void core per Spirit


def test_r18_12_separate_destructions_are_separate_events(build, scripted):
    """R18.12 only joins what one action does: two DESTROY ops, one Spirit each, are two events (two cards)."""
    def two_destroys(c) -> None:
        c.when(Event.ATTACKS).all(opponents(types=SPIRITS, cost_max=2, colors=("yellow",))).choose(
            opponents(types=SPIRITS), n=1).destroy().all(opponents(types=SPIRITS)).destroy()

    db = scripted({GOLEM: two_destroys})
    p0 = {"field": [FieldCard(GOLEM)], "deck": DECK}
    p1 = {"field": [FieldCard(CATHEDRAL, cores=3), FieldCard(SWORD), FieldCard(AXE)], "reserve": 0, "deck": DECK}
    state = build(with_db(scenario(p0, p1, step="attack", auto=False), db))
    state.apply(C.attack(0))
    if pending(state) == (Decision.CHOOSE, 0):
        state.apply(C.choice(0))
    settle(state)
    assert cards(state, 1) == [CATHEDRAL]
    assert int(player(state, 1)["hand_count"]) == 2



def destroyer_that_draws(c) -> None:
    """Test script: when it attacks, every opposing Spirit is destroyed; when this card's effect destroys an
    opposing Spirit (Event.DESTROYS, its own trigger), draw a card."""
    destroy_all_on_attack(c)
    c.when(Event.DESTROYS).draw(1)


@pytest.mark.parametrize(("spirits", "drawn"), [(2, 1), (1, 1), (0, 0)])
def test_r18_12_one_op_destroying_several_spirits_is_one_destroys_event(build, scripted, spirits, drawn):
    """R18.12: "when this card destroys an opposing Spirit" answers one DESTROY op once, however many Spirits it
    destroys (the source's DESTROYS event is announced once per op); none destroyed, none announced."""
    db = scripted({GOLEM: destroyer_that_draws})
    p0 = {"field": [FieldCard(GOLEM)], "deck": DECK}
    p1 = {"field": [FieldCard(SWORD), FieldCard(AXE)][:spirits]}
    state = build(with_db(scenario(p0, p1, step="attack", auto=False), db))
    state.apply(C.attack(0))
    settle(state)
    assert cards(state, 1) == []
    assert int(player(state, 0)["hand_count"]) == drawn


# -- depletion by one core-removal op -------------------------------------------------------------------------
def drain_all_on_attack(c) -> None:
    """Test script: when it attacks, one core leaves every opposing Spirit (one op on several targets)."""
    c.when(Event.ATTACKS).all(opponents(types=SPIRITS)).remove_cores(1)  # to each owner's Reserve (R6.5)


def test_r18_12_purple_smoke_valley_draws_once_for_two_depleted_spirits(build, scripted):
    """R18.12: one effect depleting two opposing Spirits is one event: Purple Smoke Valley draws one card."""
    db = scripted({GOLEM: drain_all_on_attack})
    p0 = {"field": [FieldCard(GOLEM), FieldCard(SMOKE_VALLEY, cores=0)], "deck": DECK}
    p1 = {"field": [FieldCard(SWORD), FieldCard(AXE)], "reserve": 0}
    state = build(with_db(scenario(p0, p1, step="attack", auto=False), db))
    state.apply(C.attack(0))
    settle(state)
    assert cards(state, 1) == []
    assert int(player(state, 0)["hand_count"]) == 1


def test_r18_3_immortal_depleted_with_the_spirit_does_not_answer(build, scripted):
    """R18.3 with R18.12: Cyclowinder depleted by the same core-removal op as the cost-2 Spirit was in the
    Trash before the other fell, but they fell together: it does not answer (as for one DESTROY op)."""
    db = scripted({GOLEM: drain_all_on_attack})
    p0 = {"field": [FieldCard(GOLEM)], "deck": DECK}
    p1 = {"field": [FieldCard(CYCLOWINDER), FieldCard(SWORD)], "reserve": 8}
    state = build(with_db(scenario(p0, p1, step="attack", auto=False), db))
    state.apply(C.attack(0))
    settle(state)
    assert trash_ids(state, 1) == [CYCLOWINDER, SWORD]
    assert pending(state) == (Decision.FLASH, 1)  # no Immortal offer: straight to the battle's Flash timing


# -- exhaustion, draws and tokens -----------------------------------------------------------------------------
def test_r18_12_netherworld_depths_draws_once_when_all_opposing_spirits_are_exhausted(build, scripted):
    """R18.12: "exhaust all" is one event: Netherworld Depths draws one card for three exhausted Spirits."""
    db = scripted({GOLEM: lambda c: c.when(Event.ATTACKS).all(opponents(types=SPIRITS)).exhaust()})
    p0 = {"field": [FieldCard(GOLEM), FieldCard(NETHERWORLD, cores=0)], "deck": DECK}
    p1 = {"field": [FieldCard(SWORD), FieldCard(AXE), FieldCard(BRONTECH)]}
    state = build(with_db(scenario(p0, p1, step="attack", auto=False), db))
    state.apply(C.attack(0))
    settle(state)
    assert [int(s["exhaust"]) for s in player(state, 1)["slots"][:3]] == [1, 1, 1]
    assert int(player(state, 0)["hand_count"]) == 1


def test_r18_12_rocket_city_a_draw_of_two_discards_once(build):
    """R18.12: a draw of two cards is one draw: Rocket City (Lv2) makes its drawer discard one card."""
    p0 = {"hand": [CHARGED_DRAW], "reserve": 4, "deck": DECK}
    p1 = {"field": [FieldCard(ROCKET_CITY, cores=2)]}
    state = build(position(0, "main", p0, p1))
    use_magic(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)  # which card to discard
    state.apply(C.choice(0))
    assert pending(state) == (Decision.MAIN, 0)
    assert len(hand_ids(state, 0)) == 1  # two drawn, one discarded
    assert len(trash_ids(state, 0)) == 2  # the Magic and the discarded card


def test_r18_12_two_tokens_summoned_together_are_one_summon_event(build, scripted):
    """R18.12, R18.8: two tokens summoned by one instruction are one summon: Infinite Ant Undercity answers
    once (one choice of mode), not once per token."""
    db = scripted({GOLEM: lambda c: c.when(Event.ATTACKS).summon_token(ANTMAN, 2)})
    p0 = {"field": [FieldCard(GOLEM), FieldCard(UNDERCITY, cores=0)], "reserve": 4, "trash_cores": 3}
    state = build(with_db(scenario(p0, {}, step="attack", auto=False), db))
    state.apply(C.attack(0))
    offers = 0
    while pending(state)[0] != Decision.FLASH:
        d = pending(state)[0]
        offers += d == Decision.YES_NO
        # PASS: the minimum cores on each token; Undercity's second mode (a Trash core to the Reserve); a
        # normal core rather than the Soul Core
        state.apply(C.PASS if C.PASS in legal(state) else legal(state)[0])
    assert cards(state, 0).count(ANTMAN) == 2
    assert offers == 1
    assert int(player(state, 0)["trash_cores"]) == 3 - 1


def test_r18_12_once_per_event_is_for_watchers_only():
    """A card's own trigger is about one card already: marking it once per event is a script error."""
    with pytest.raises(ScriptError, match="R18.12"):
        CardScript(GOLEM).when(Event.DESTROYED, once_per_event=True)


# -- one DESTROY decides for every target before any leaves -------------------------------------------------
def shield_others(c) -> None:
    """Test script: your other Spirits are not destroyed by opposing effects (every source type)."""
    c.static(Static.NO_DESTROY_BY, affects=mine(types=SPIRITS, exclude_self=True), filter2=opponents())


def test_r18_12_a_destruction_does_not_lift_the_shield_of_another_target(build, scripted):
    """R18.12: "destroy all" decides for every target first: the shielding Spirit falls, the Spirit it shields
    (read before anything left) stays."""
    db = scripted({GOLEM: destroy_all_on_attack, AXE: shield_others})
    p0 = {"field": [FieldCard(GOLEM)], "deck": DECK}
    p1 = {"field": [FieldCard(AXE), FieldCard(SWORD)]}
    state = build(with_db(scenario(p0, p1, step="attack", auto=False), db))
    state.apply(C.attack(0))
    settle(state)
    assert cards(state, 1) == [SWORD]
    assert trash_ids(state, 1) == [AXE]


# -- no silent truncation of targets -----------------------------------------------------------------------
def test_destroy_all_reaches_every_opposing_spirit_past_eight(build, scripted):
    """"All" acts on every matching card: twelve opposing Spirits are all destroyed (the old frame held 8)."""
    db = scripted({GOLEM: destroy_all_on_attack})
    p0 = {"field": [FieldCard(GOLEM)], "deck": DECK}
    p1 = {"field": [FieldCard(SWORD if k % 2 else AXE) for k in range(12)]}
    state = build(with_db(scenario(p0, p1, step="attack", auto=False), db))
    state.apply(C.attack(0))
    settle(state)
    assert cards(state, 1) == []
    assert len(trash_ids(state, 1)) == 12


def test_all_from_both_trashes_holds_every_card(build, scripted):
    """"All" over both Trashes: 40 cards, every one returned to its owner's hand (candidates are not cut at 8
    targets or 64 candidates)."""
    from pybs.effects.script import Filter, Side, Zone

    every_trash_card = Filter(side=Side.ANY, zone=Zone.TRASH)
    db = scripted({GOLEM: lambda c: c.when(Event.ATTACKS).all(every_trash_card).to_hand()})
    p0 = {"field": [FieldCard(GOLEM)], "trash": [RAINEEDLE] * 20, "deck": DECK}
    p1 = {"trash": [SWORD] * 20}
    state = build(with_db(scenario(p0, p1, step="attack", auto=False), db))
    state.apply(C.attack(0))
    settle(state)
    assert trash_ids(state, 0) == [] and trash_ids(state, 1) == []
    assert hand_ids(state, 0).count(RAINEEDLE) == 20 and hand_ids(state, 1).count(SWORD) == 20


def test_reveal_one_per_spirit_fits_sixteen(build, scripted):
    """The revealed-cards buffer holds one card per field slot (16): "reveal one per Spirit you control" with
    ten Spirits reveals ten, every one of them sent to the Trash (the old buffer held 8)."""
    from pybs.effects.script import Dest, per

    db = scripted({GOLEM: lambda c: c.when(Event.ATTACKS).count_matching(mine(types=SPIRITS)).reveal(
        per(1)).rest(Dest.TRASH)})
    deck = [f"ST01-00{k}" for k in (1, 4, 5, 9)] * 4
    p0 = {"field": [FieldCard(GOLEM)] + [FieldCard(AXE)] * 9, "deck": deck}
    state = build(with_db(scenario(p0, {}, step="attack", auto=False), db))
    state.apply(C.attack(0))
    settle(state)
    assert int(player(state, 0)["deck_count"]) == 16 - 10
    assert len(trash_ids(state, 0)) == 10
    assert int(state.record()["end_reason"]) == 0


def test_a_reveal_past_the_buffer_ends_the_game_not_silently(build, engine, scripted):
    """A count past the revealed-cards buffer (16) is never cut short: the game ends (TABLE_OVERFLOW, a draw)
    and the compiled engine's apply raises EngineCapacityError."""
    from pybs import EngineCapacityError
    from pybs.effects.script import Dest, Filter, Side, Zone, per
    from pybs.layout import EndReason

    trash_cards = Filter(side=Side.MINE, zone=Zone.TRASH)
    db = scripted({GOLEM: lambda c: c.when(Event.ATTACKS).count_matching(trash_cards).reveal(per(1)).rest(
        Dest.TRASH)})
    p0 = {"field": [FieldCard(GOLEM)], "trash": [RAINEEDLE] * 20, "deck": [RAINEEDLE] * 20}
    state = build(with_db(scenario(p0, {}, step="attack", auto=False), db))
    if engine == "fast":
        with pytest.raises(EngineCapacityError):
            state.apply(C.attack(0))
    else:
        state.apply(C.attack(0))
    assert state.is_terminal()
    assert int(state.record()["end_reason"]) == EndReason.TABLE_OVERFLOW


# -- the starter and BSS watchers marked once per event ---------------------------------------------------------
DEMO_BONES = "ST02-005"  # purple vanilla, cost 1


@pytest.mark.parametrize(("watcher", "cores"), [
    ("ST02-012", 3),  # Dark Grail Lv2: a card when one of your purple Spirits is destroyed, your Attack Step
    ("BSS01-108", 0),  # Rotting Swamp: a card when one of your Spirits is destroyed, your Attack Step
])
def test_r18_12_starter_and_bss_draw_watchers_draw_once_for_one_destruction(build, scripted, watcher, cores):
    """R18.12: the attacker's own effect destroys both of its controller's purple Spirits at once: the Nexus that
    draws when one of them is destroyed draws one card."""
    db = scripted({GOLEM: lambda c: c.when(Event.ATTACKS).all(mine(types=SPIRITS, exclude_self=True)).destroy()})
    p0 = {"field": [FieldCard(GOLEM), FieldCard(watcher, cores=cores), FieldCard(DEMO_BONES), FieldCard(DEMO_BONES)],
          "deck": DECK}
    state = build(with_db(scenario(p0, {}, step="attack", auto=False), db))
    state.apply(C.attack(0))
    settle(state)
    assert trash_ids(state, 0) == [DEMO_BONES, DEMO_BONES]
    assert int(player(state, 0)["hand_count"]) == 1
