"""Rule tests for the "zones" vocabulary (docs/EFFECTS.md "Zones"): cards sent to a deck, discards from hand,
summon variants and a trigger of a card in the Trash. Each runs on both engines (``build`` fixture); synthetic
scripts stand in on vanilla cards where no printed card shows the rule alone."""

from __future__ import annotations

import pytest
from card_helpers import battle, cards, deck_ids, position, scenario, their_step
from conftest import field, hand_ids, legal, pay_and_place, pending, player, summon, trash_ids, use_magic

import pybs.scripts  # noqa: F401  (registers the real scripts before a test swaps one)
from pybs import codec as C
from pybs.effects.script import (
    ANY_TYPE,
    NEXUS,
    Dest,
    Event,
    EventFlag,
    Filter,
    Scope,
    Side,
    Who,
    Zone,
    anyones,
    mine,
    opponents,
)
from pybs.layout import Decision
from pybs.testing import FieldCard

KEEP = "ST01-004"  # red vanilla, cost 1
BONES = "ST02-005"  # purple vanilla Undead, cost 1
GOLEM, BRONTECH, DUGONG = "ST03-006", "ST03-007", "ST03-009"  # white vanillas, cost 4 / 5 / 3
SWORD, OBERO = "ST04-006", "ST04-008"  # yellow vanillas, cost 2
NEBULA = "ST01-001"  # When Summoned: destroy an opposing Spirit/Nexus of 3000 BP or less
SANCTUARY = "BSS03-112"  # white Nexus, no cores needed
ANTIQUE = "ST06-007"  # Mithril Golem: the vanilla a synthetic script rides on


def answer(state, card_id: str) -> None:
    state.apply(state.pending_decision().choose_card(card_id))



def with_db(sc, db):
    """The scenario on the test database, forced answers applied by themselves (auto_forced)."""
    sc.db = db
    sc.auto_forced = True
    return sc


# -- TO_DECK -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("bottom", [True, False])
def test_to_deck_field_card_leaves_with_its_cores_and_is_returned(build, scripted, bottom):
    """A field card sent to a deck leaves the field like any card (R6.8: its cores, the Soul Core too, go to
    the Reserve) and lands on top or under the deck; it is RETURNED (Mechawing Duck hears it)."""
    db = scripted({ANTIQUE: lambda c: c.when(Event.SUMMONED).choose(opponents()).to_deck(bottom=bottom),
                   GOLEM: lambda c: c.when(Event.RETURNED, scope=Scope.OPPONENT).draw(1)})
    p0 = {"hand": [ANTIQUE], "reserve": 8, "field": [FieldCard(GOLEM)], "deck": [BRONTECH]}
    p1 = {"field": [FieldCard(DUGONG, cores=2, soul=True), FieldCard(KEEP)], "soul": None, "deck": [SWORD, OBERO]}
    state = build(with_db(position(0, "main", p0, p1), db))
    summon(state, 0)
    answer(state, DUGONG)
    assert cards(state, 1) == [KEEP]
    assert deck_ids(state, 1) == ([SWORD, OBERO, DUGONG] if bottom else [DUGONG, SWORD, OBERO])
    pl = player(state, 1)
    assert int(pl["reserve"]) == 3 + 2 and int(pl["soul_loc"]) == 0  # SOUL_RESERVE
    assert hand_ids(state, 0) == [BRONTECH]  # the RETURNED watcher drew


def test_to_deck_takes_hand_and_trash_cards(build, scripted):
    """Hand and Trash cards go to the deck too, in the order chosen (the last one chosen ends on top)."""
    db = scripted({ANTIQUE: lambda c: c.when(Event.SUMMONED).choose(mine(zone=Zone.HAND, types=ANY_TYPE))
                   .choose(mine(zone=Zone.TRASH, types=ANY_TYPE), keep=True).to_deck(bottom=False)})
    p0 = {"hand": [ANTIQUE, SWORD], "trash": [OBERO], "reserve": 8, "field": [FieldCard(KEEP)], "deck": [GOLEM]}
    state = build(with_db(position(0, "main", p0, {}), db))
    summon(state, 0)
    assert deck_ids(state, 0) == [OBERO, SWORD, GOLEM]
    assert hand_ids(state, 0) == [] and trash_ids(state, 0) == []


# -- HAND_DISCARD ------------------------------------------------------------------------------------------
def test_hand_discard_by_the_owner_takes_all_when_fewer_and_announces_each(build, scripted):
    """The opponent picks from their own hand (R0.2: all of it when it holds fewer than asked); each card
    discarded is HAND_DISCARDED, with BY_OPPONENT set for the other player's effect (a listener draws)."""
    db = scripted({
        ANTIQUE: lambda c: c.when(Event.SUMMONED).discard_from_hand(3, who=Who.OPPONENT),
        GOLEM: lambda c: c.when(Event.HAND_DISCARDED, scope=Scope.MINE, flags=EventFlag.BY_OPPONENT).draw(1),
    })
    p0 = {"hand": [ANTIQUE], "reserve": 8, "field": [FieldCard(KEEP)]}
    p1 = {"hand": [SWORD, OBERO], "field": [FieldCard(GOLEM)], "deck": [DUGONG, BRONTECH, KEEP]}
    state = build(with_db(position(0, "main", p0, p1), db))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 1)
    assert C.PASS not in legal(state)
    answer(state, OBERO)  # the last card goes by itself
    assert trash_ids(state, 1) == [OBERO, SWORD]
    assert pending(state) == (Decision.ORDER, 0)  # one batch: two draws for the turn player to order
    state.apply(legal(state)[0])
    assert hand_ids(state, 1) == [DUGONG, BRONTECH]  # one draw per discarded card (drawn after the effect)


def test_hand_discard_by_own_effect_is_not_by_opponent(build, scripted):
    """A player discarding by their own effect: the card is discarded, a BY_OPPONENT listener stays quiet."""
    db = scripted({
        ANTIQUE: lambda c: c.when(Event.SUMMONED).discard_from_hand(1),
        GOLEM: lambda c: c.when(Event.HAND_DISCARDED, scope=Scope.MINE, flags=EventFlag.BY_OPPONENT).draw(1),
    })
    p0 = {"hand": [ANTIQUE, SWORD], "reserve": 8, "field": [FieldCard(KEEP), FieldCard(GOLEM)], "deck": [DUGONG]}
    state = build(with_db(position(0, "main", p0, {}), db))
    summon(state, 0)
    assert trash_ids(state, 0) == [SWORD] and hand_ids(state, 0) == []


# -- SUMMON variants ---------------------------------------------------------------------------------------
def test_summon_without_summon_trigger_silences_only_its_own(build, scripted):
    """"Its When Summoned effects do not trigger" drops the summoned card's own SUMMONED abilities; another
    card's "when your Spirit is summoned" still hears it."""
    db = scripted({
        ANTIQUE: lambda c: c.when(Event.SUMMONED).summon(mine(zone=Zone.TRASH), optional=False,
                                                         no_summon_trigger=True),
        GOLEM: lambda c: c.when(Event.SUMMONED, scope=Scope.MINE, subject=mine(family="Star Dragon")).draw(1),
    })
    p0 = {"hand": [ANTIQUE], "reserve": 10, "trash": [NEBULA], "field": [FieldCard(GOLEM)], "deck": [SWORD]}
    p1 = {"field": [FieldCard(KEEP)]}
    state = build(with_db(position(0, "main", p0, p1), db))
    summon(state, 0)
    pay_and_place(state)
    assert cards(state, 0) == [GOLEM, ANTIQUE, NEBULA]
    assert cards(state, 1) == [KEEP]  # Nebula's own destroy effect did not trigger
    assert hand_ids(state, 0) == [SWORD]  # the Golem's watcher did


def test_summon_with_its_trigger_for_contrast(build, scripted):
    """The same summon without the flag: the summoned card's When Summoned effect resolves."""
    db = scripted({ANTIQUE: lambda c: c.when(Event.SUMMONED).summon(mine(zone=Zone.TRASH), optional=False)})
    p0 = {"hand": [ANTIQUE], "reserve": 10, "trash": [NEBULA], "field": [FieldCard(GOLEM)]}
    state = build(with_db(position(0, "main", p0, {"field": [FieldCard(KEEP), FieldCard(DUGONG)]}), db))
    summon(state, 0)
    pay_and_place(state)
    assert pending(state) == (Decision.CHOOSE, 0)  # Nebula asks which Spirit to destroy
    answer(state, KEEP)
    assert cards(state, 1) == [DUGONG]


def test_summon_exhausted_enters_exhausted_and_from_buffer_deploys_a_nexus(build, scripted):
    """A Nexus matched among revealed cards is deployed (PLACED, not SUMMONED; no cores needed) and an
    exhausted summon puts its card on the field exhausted; the rest of the buffer goes on."""
    db = scripted({ANTIQUE: lambda c: c.when(Event.SUMMONED).reveal(3).summon(
        Filter(side=Side.MINE, zone=Zone.BUFFER, types=(NEXUS,)), optional=False, exhausted=True).rest(
        Dest.TRASH)})
    p0 = {"hand": [ANTIQUE], "reserve": 10, "field": [FieldCard(KEEP)], "deck": [SWORD, SANCTUARY, OBERO, GOLEM]}
    state = build(with_db(position(0, "main", p0, {}), db))
    summon(state, 0)
    assert pending(state) == (Decision.PLACE, 0) and C.PASS in legal(state)  # a Nexus needs no core
    state.apply(C.PASS)
    assert cards(state, 0) == [KEEP, ANTIQUE, SANCTUARY]
    assert field(state, 0)[2]["exhausted"] == 1
    assert sorted(trash_ids(state, 0)) == sorted([SWORD, OBERO]) and deck_ids(state, 0) == [GOLEM]


def test_magic_that_summons_finishes_as_the_magic(build):
    """Dimensional Rift summons by its Main effect: during the summon the state round-trips through
    from_bytes (its checks accept the waiting Magic), and afterwards the Magic goes to the Trash and the
    Main Step goes on (R8.4)."""
    p0 = {"hand": ["BSS03-129", "BSS03-064"], "reserve": 6, "field": [FieldCard(KEEP)]}
    state = build(scenario(p0, {}, auto=False))
    use_magic(state, 0, effect=0)
    answer(state, "BSS03-064")
    assert pending(state) == (Decision.PLACE, 0)
    clone = type(state).from_bytes(state.to_bytes(), state.game) if hasattr(state, "game") else state.clone()
    assert clone.to_bytes() == state.to_bytes()
    pay_and_place(state)
    assert pending(state) == (Decision.MAIN, 0)
    assert trash_ids(state, 0) == ["BSS03-129"] and cards(state, 0) == [KEEP, "BSS03-064"]
    assert int(state.record()["use_kind"]) == 0


# -- a trigger of a card in the Trash ---------------------------------------------------------------------
def test_trash_card_hears_its_own_discard_only_by_opponent(build):
    """Discontinue (BSS03-126) answers only an opposing effect's discard: its own controller's Crush-free
    discard (Impaler Forest's End Step discard of its own top card) leaves it in the Trash."""
    p0 = {"field": [FieldCard("BSS02-104", cores=3)], "deck": ["BSS03-126", KEEP], "trash": [DUGONG]}
    state = build(their_step("end_start", p0, {"field": [FieldCard(KEEP)]}))
    state.apply(C.CONFIRM)
    answer(state, DUGONG)
    assert "BSS03-126" in trash_ids(state, 0) and "BSS03-126" not in hand_ids(state, 0)


def test_impaler_forest_hears_only_own_effect_destroying_own_spirit(build, scripted):
    """BSS02-104 Lv1: in your Attack Step your own effect destroying your own Spirit costs the opponent a core
    (their pick); a battle loss does not."""
    db = scripted({ANTIQUE: lambda c: c.when(Event.ATTACKS).choose(mine(exclude_self=True)).destroy()})
    p0 = {"field": [FieldCard("BSS02-104", cores=0), FieldCard(ANTIQUE), FieldCard(BONES)]}
    p1 = {"field": [FieldCard(BRONTECH, cores=3), FieldCard(DUGONG, cores=3)]}
    state = build(with_db(position(0, "attack", p0, p1), db))
    state.apply(C.attack(1))
    assert trash_ids(state, 0) == [BONES]
    assert pending(state) == (Decision.CHOOSE, 1)
    answer(state, DUGONG)
    assert [f["cores"] for f in field(state, 1).values()] == [3, 2]


def test_hungertree_destroyed_by_own_effect_makes_no_one_discard(build, scripted):
    """BSS02-099 answers only the opponent's destruction: destroyed by its controller's effect, nothing."""
    db = scripted({ANTIQUE: lambda c: c.when(Event.ATTACKS).choose(mine(exclude_self=True)).destroy()})
    p0 = {"field": [FieldCard(ANTIQUE), FieldCard("BSS02-099")]}
    p1 = {"field": [FieldCard(KEEP)], "hand": [SWORD]}
    state = build(with_db(position(0, "attack", p0, p1), db))
    battle(state, 0, None)
    assert trash_ids(state, 0) == ["BSS02-099"] and trash_ids(state, 1) == [] and SWORD in hand_ids(state, 1)


# -- tokens (R18.8) ------------------------------------------------------------------------------------------
ANTMAN = "TK-ANTMAN"


def test_token_destroyed_leaves_the_game_but_its_destroyed_triggers_and_bursts_work(build, scripted):
    """R18.8: a destroyed token goes to no zone (not the Trash), yet "when destroyed" effects (a watcher
    draws) and Bursts (The Ants Strike Back) answer it."""
    db = scripted({GOLEM: lambda c: c.when(Event.DESTROYED, scope=Scope.MINE, subject=mine(token=True)).draw(1)})
    p0 = {"field": [FieldCard(ANTMAN), FieldCard(GOLEM)], "burst": "BSS02-132", "deck": [SWORD], "reserve": 2}
    p1 = {"field": [FieldCard(DUGONG), FieldCard(KEEP)]}
    state = build(with_db(their_step("attack", p0, p1), db))
    battle(state, 0, 0)  # the Antman token blocks Dugong and falls
    assert pending(state) == (Decision.BURST, 0)
    state.apply(C.CONFIRM)
    while pending(state)[0] in (Decision.PLACE, Decision.ORDER):
        state.apply(C.PASS if C.PASS in legal(state) else legal(state)[0])
    assert trash_ids(state, 0) == ["BSS02-132"]  # no token in the Trash
    assert hand_ids(state, 0) == [SWORD]
    assert cards(state, 0) == [ANTMAN, GOLEM, ANTMAN]  # two new tokens (slot 0 reused)


@pytest.mark.parametrize("how", ["hand", "deck"])
def test_token_returned_to_hand_or_deck_leaves_the_game(build, scripted, how):
    """R18.8: a token sent to hand or deck is removed from the game instead; its cores go to the Reserve."""
    move = (lambda a: a.to_hand()) if how == "hand" else (lambda a: a.to_deck(bottom=False))
    db = scripted({ANTIQUE: lambda c: move(c.when(Event.SUMMONED).choose(anyones(token=True)))})
    p0 = {"hand": [ANTIQUE], "reserve": 8, "field": [FieldCard(KEEP)]}
    p1 = {"field": [FieldCard(ANTMAN, cores=2)], "deck": [SWORD]}
    state = build(with_db(position(0, "main", p0, p1), db))
    summon(state, 0)
    assert cards(state, 1) == [] and hand_ids(state, 1) == [] and deck_ids(state, 1) == [SWORD]
    assert int(player(state, 1)["reserve"]) == 3 + 2
    assert int(player(state, 1)["n_cards"]) == 2  # the instance stays allocated, in no zone
    # the position, with its token in no zone, passes the engines' state checks
    clone = type(state).from_bytes(state.to_bytes(), state.game) if hasattr(state, "game") else state.clone()
    assert clone.to_bytes() == state.to_bytes()


def test_token_filters_pick_tokens_or_non_tokens(build, scripted):
    """token=True / token=False filters (R18.8 "token Spirits", "non-token Spirits")."""
    db = scripted({ANTIQUE: lambda c: c.when(Event.SUMMONED).all(mine(token=False)).bp(1000)
                   .all(mine(token=True)).bp(5000)})
    p0 = {"hand": [ANTIQUE], "reserve": 8, "field": [FieldCard(KEEP), FieldCard(ANTMAN)]}
    state = build(with_db(position(0, "main", p0, {}), db))
    summon(state, 0)
    from conftest import bp
    assert (bp(state, 0, 0), bp(state, 0, 1), bp(state, 0, 2)) == (2000, 6000, 7000)


def test_token_instance_is_reused_when_every_instance_is_taken(build, scripted):
    """With all MAX_CARDS instances used, a new token reuses the instance of one that left the game; with
    none free, no token is summoned."""
    db = scripted({ANTIQUE: lambda c: c.when(Event.SUMMONED).choose(mine(token=True)).destroy()
                   .summon_token(ANTMAN).summon_token(ANTMAN)})
    deck = [KEEP] * 61
    p0 = {"hand": [ANTIQUE], "reserve": 10, "field": [FieldCard(ANTMAN), FieldCard(GOLEM)], "deck": deck}
    state = build(with_db(position(0, "main", p0, {}), db))
    assert int(player(state, 0)["n_cards"]) == 64
    summon(state, 0)
    while pending(state)[0] == Decision.PLACE:
        pay_and_place(state)
    assert cards(state, 0) == [ANTMAN, GOLEM, ANTIQUE]  # one token: the destroyed one's instance came back
    assert int(player(state, 0)["n_cards"]) == 64


def test_a_deck_with_a_token_is_refused_naming_r18_8():
    """R18.8: tokens are never in a deck."""
    from pybs.decks import Deck, validate_deck
    from pybs.errors import DeckError

    deck = Deck("tokens", ((KEEP, 4), ("ST01-005", 4), (ANTMAN, 1)))
    with pytest.raises(DeckError, match="R18.8"):
        validate_deck(deck)


# -- Immortal (R18.3): triggers of a card in the Trash ----------------------------------------------------------
BELDEGOR, CYCLOWINDER, BORS = "BSS01-039", "BSS02-034", "BSS03-030"  # Immortal 4-5 / 1-4 / 7
MUMMY = "ST02-006"  # purple vanilla, cost 4


def defend_and_lose(state, blocker: int = 0) -> None:
    """Player 1 attacks with slot 0; player 0 blocks with ``blocker``, which loses the battle."""
    battle(state, 0, blocker)


def test_immortal_summons_from_the_trash_paying_when_a_matching_spirit_is_destroyed(build):
    """R18.3: a cost-4 Spirit of yours destroyed in an Attack Step: Beldegor (Immortal 4-5) may be summoned
    from your Trash, paying its cost; its When Summoned effect works (the exhausted attacker, cost 3, dies)."""
    p0 = {"field": [FieldCard(MUMMY)], "trash": [BELDEGOR], "reserve": 4}
    p1 = {"field": [FieldCard(DUGONG, cores=3), FieldCard(KEEP)]}
    state = build(their_step("attack", p0, p1))
    defend_and_lose(state)  # Mummyphant 3000 against Dugong 6000
    assert pending(state) == (Decision.CHOOSE, 0) and C.PASS in legal(state)  # "you may"
    answer(state, BELDEGOR)
    pay_and_place(state)  # the payment (from the Reserve) goes by itself
    assert cards(state, 0) == [BELDEGOR]
    assert int(player(state, 0)["trash_cores"]) == 3  # paid in full: no purple symbol left on the field
    assert cards(state, 1) == [KEEP] and trash_ids(state, 1) == [DUGONG]  # its When Summoned effect


@pytest.mark.parametrize(("destroyed", "step", "answers"), [
    (DUGONG, "attack", False),  # cost 3: outside 4-5
    (MUMMY, "main", False),  # Immortal works in either Attack Step only
])
def test_immortal_needs_its_cost_range_and_timing(build, scripted, destroyed, step, answers):
    """R18.3: only a Spirit meeting the printed condition, only in the printed timing."""
    db = scripted({ANTIQUE: lambda c: c.when(Event.SUMMONED).choose(opponents()).destroy()})
    p0 = {"field": [FieldCard(destroyed), FieldCard(KEEP)], "trash": [BELDEGOR], "reserve": 4}
    p1 = {"field": [FieldCard(BRONTECH, cores=3), FieldCard(KEEP)], "hand": [ANTIQUE], "reserve": 8}
    if step == "attack":
        state = build(with_db(their_step("attack", p0, p1), db))
        defend_and_lose(state)
    else:
        state = build(with_db(position(1, "main", p0, p1, turn=4, auto=True), db))
        summon(state, 0)
        answer(state, destroyed)
    assert trash_ids(state, 0) == [BELDEGOR, destroyed]
    assert pending(state)[0] != Decision.CHOOSE or pending(state)[1] != 0


def test_immortal_answers_depletion_and_two_immortals_answer_one_destruction(build):
    """R18.3: depletion counts as destruction (Avaritia Lv3 makes player 0 take three cores off their cost-4
    Spirit), and Beldegor (4-5) and Cyclowinder (1-4) both answer it: two triggers for the turn player to
    order."""
    p0 = {"field": [FieldCard(MUMMY, cores=3), FieldCard(KEEP)], "trash": [BELDEGOR, CYCLOWINDER], "reserve": 12}
    p1 = {"field": [FieldCard("BSS02-020", cores=6), FieldCard(KEEP)]}
    state = build(their_step("attack", p0, p1))
    state.apply(C.attack(0))
    assert pending(state) == (Decision.CHOOSE, 0)
    answer(state, MUMMY)  # player 0 picks their own Spirit to lose three cores: it is depleted
    assert MUMMY in trash_ids(state, 0)
    assert pending(state) == (Decision.ORDER, 1)  # the turn player orders the two Immortal triggers
    state.apply(legal(state)[0])
    assert pending(state) == (Decision.CHOOSE, 0)
    assert len(legal(state)) == 2  # PASS or its own card only (the other Immortal card is not offered)
    state.apply(C.choice(0))
    pay_and_place(state)
    if pending(state) == (Decision.CHOOSE, 0):  # the second one: its own card, still in the Trash
        state.apply(C.choice(0))
        pay_and_place(state)
    assert sorted(cards(state, 0)) == sorted([KEEP, BELDEGOR, CYCLOWINDER])


def test_immortal_destroyed_together_with_the_spirit_does_not_answer(build, scripted):
    """R18.3: a Beldegor destroyed by the same effect as the cost-4 Spirit does not answer it; another
    Beldegor, already in the Trash, does."""
    db = scripted({ANTIQUE: lambda c: c.when(Event.ATTACKS).choose(opponents(), n=2).destroy()})
    p0 = {"field": [FieldCard(BELDEGOR), FieldCard(MUMMY)], "trash": [BELDEGOR], "reserve": 12}
    p1 = {"field": [FieldCard(ANTIQUE), FieldCard(KEEP)]}
    state = build(with_db(their_step("attack", p0, p1), db))
    state.apply(C.attack(0))
    answer(state, BELDEGOR)  # destroyed first: in the Trash when Mummyphant falls
    assert trash_ids(state, 0) == [BELDEGOR, BELDEGOR, MUMMY]
    assert pending(state) == (Decision.CHOOSE, 0)
    assert legal(state) == [C.PASS, C.choice(0)]  # one trigger, offering only its own card
    state.apply(C.choice(0))
    pay_and_place(state)
    assert cards(state, 0) == [BELDEGOR] and trash_ids(state, 0) == [BELDEGOR, MUMMY]
    assert pending(state)[0] != Decision.CHOOSE


def test_immortal_ignores_the_opponents_spirits(build):
    """R18.3: "one of your Spirits": the opponent's cost-4 Spirit destroyed wakes nothing in your Trash."""
    p0 = {"field": [FieldCard(BRONTECH, cores=3), FieldCard(KEEP)], "trash": [BELDEGOR], "reserve": 4}
    p1 = {"field": [FieldCard(MUMMY), FieldCard(KEEP)]}
    state = build(their_step("attack", p0, p1))
    defend_and_lose(state, 0)  # Brontech blocks and wins: Mummyphant (player 1's) is destroyed
    assert trash_ids(state, 1) == [MUMMY] and trash_ids(state, 0) == [BELDEGOR]
    assert pending(state)[0] != Decision.CHOOSE


# -- a keyword granted to hand cards (BSS02-087) ---------------------------------------------------------------
@pytest.mark.parametrize("cores", [3, 1])
def test_hand_cards_get_swift_from_a_field_static(build, cores):
    """Herak Dynas Lv2+, in either Attack Step: your Carapite/Insectoid Spirit cards in hand have Swift, so
    they can be summoned in a Flash timing (R18.6: cores from the Reserve); Lv1: they cannot."""
    p0 = {"field": [FieldCard("BSS02-087", cores=cores)], "hand": ["ST05-009", SWORD], "reserve": 4}
    state = build(their_step("attack", p0, {"field": [FieldCard(DUGONG), FieldCard(KEEP)]}))
    state.apply(C.attack(0))
    if cores == 3:
        assert pending(state) == (Decision.FLASH, 0)
        assert C.use_hand(0) in legal(state)  # the Carapite Antman Soldier
        assert C.use_hand(1) not in legal(state)  # Sword Angel is no Carapite
    else:  # nothing to do in the Flash timing: it passed by itself (auto_forced)
        assert pending(state) == (Decision.BLOCK, 0)


# -- PAY_CORES: a cost paid from the Reserve or the field ----------------------------------------------------
def test_pay_cores_picks_each_core_from_reserve_or_field(build, scripted):
    """The controller pays each core from where they choose: the Reserve or a field card (a card left below
    Lv1 is depleted, R6.2); the cores go to the Trash, then the effect goes on (a draw)."""
    from pybs.effects.script import Cond
    db = scripted({ANTIQUE: lambda c: c.when(Event.SUMMONED).may(lambda a: a.pay_cores(2).draw(1),
                                                                 cond=Cond.CORES_AT_LEAST, arg=2)})
    p0 = {"hand": [ANTIQUE], "reserve": 7, "field": [FieldCard(KEEP)], "deck": [SWORD]}
    state = build(with_db(position(0, "main", p0, {}), db))
    summon(state, 0)  # 6 paid, 1 placed: the Reserve is empty, Raineedle and Mithril Golem hold a core each
    assert pending(state) == (Decision.YES_NO, 0)
    state.apply(C.CONFIRM)
    assert pending(state) == (Decision.CHOOSE, 0)
    opts = state.pending_decision()
    assert [o.source for o in opts.options] == ["slot 0", "slot 1"]
    state.apply(opts.target_slot(0))  # Raineedle's only core: it is depleted
    # the second core can only be Mithril Golem's: paid by itself (auto_forced), the Golem is depleted too
    assert trash_ids(state, 0) == [KEEP, ANTIQUE]
    assert cards(state, 0) == [] and hand_ids(state, 0) == [SWORD]
    assert int(player(state, 0)["trash_cores"]) == 6 + 2


@pytest.mark.parametrize("cores", [1, 2])
def test_pay_cores_to_the_void_is_offered_only_when_payable_and_never_takes_the_soul_core(build, scripted, cores):
    """R0.4: with too few normal cores the payment is not offered (the Soul Core does not count toward a
    Void payment); paid, the cores leave play (void_out)."""
    from pybs.effects.script import Cond, CoreZone
    db = scripted({ANTIQUE: lambda c: c.when(Event.SUMMONED).may(
        lambda a: a.pay_cores(cores, to=CoreZone.VOID).draw(1), cond=Cond.NORMAL_CORES_AT_LEAST, arg=cores)})
    p0 = {"hand": [ANTIQUE], "reserve": 7, "field": [FieldCard(KEEP, cores=0, soul=True)], "soul": None,
          "deck": [SWORD]}
    state = build(with_db(position(0, "main", p0, {}), db))
    summon(state, 0)  # 6 paid, 1 placed on the Golem: only the Golem's core and the Soul Core are left
    if cores == 2:
        assert pending(state) == (Decision.MAIN, 0) and hand_ids(state, 0) == []
        return
    state.apply(C.CONFIRM)
    # the Golem's core is the only normal core: paid by itself (auto_forced), the Golem is depleted
    assert int(player(state, 0)["void_out"]) == 1 and hand_ids(state, 0) == [SWORD]
    assert cards(state, 0) == [KEEP] and int(player(state, 0)["soul_loc"]) == 16  # the Soul Core stays
