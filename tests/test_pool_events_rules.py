"""The "events" vocabulary on both engines (``build`` fixture): the events added for the BSS pool, the
64-bit event mask, delayed triggers (Mod.DELAYED, ``Ability.later``) and Cond.SUBJECT_REFRESHED.

Each test gives a vanilla card a test script in a fresh database (the real card stays vanilla), so one
piece is checked at a time. Rules cited: R9.1 (attacking exhausts), R9.3 (blocking exhausts), R9.5 (an
unblocked attack reduces Life), R9.7 (the end of a battle), R5.1 (the Start Step), R5.7 ("this turn" ends),
R8.4 (a Magic resolves, then goes to the Trash), R10.5 (triggered effects).
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import pytest
from card_helpers import do, pass_flashes, position
from conftest import field, hand_ids, legal, pending, player, summon, use_magic

import pybs.scripts  # noqa: F401  (registers every script, so the fixture can swap some)
from pybs import codec as C
from pybs.carddb import CardDatabase, load_default
from pybs.decisions import pending_decision
from pybs.effects import effect_tables
from pybs.effects.script import (
    MAGIC,
    SCRIPTS,
    SPIRIT,
    Cond,
    CoreZone,
    Dest,
    Duration,
    Event,
    EventFlag,
    Filter,
    Mod,
    Scope,
    Static,
    Timing,
    Who,
    Zone,
    anyones,
    color_bits,
    magic_discount,
    mine,
    opponents,
)
from pybs.errors import StateError
from pybs.layout import Decision
from pybs.testing import FieldCard

WATCHER = "ST04-006"  # vanilla yellow Spirit, 1000 BP: gets the test script
ACTOR = "ST04-007"  # vanilla yellow Spirit, 1000 BP: gets a second test script when needed
RAINEEDLE = "ST01-004"  # vanilla red, 1000 BP
GOLEM, BRONTECH = "ST03-006", "ST03-007"  # vanilla white, 4000 / 5000 BP
DROWSY_FUMES = "ST04-016"  # yellow Magic, cost 2: an opposing Spirit -2000 BP
DECK = [RAINEEDLE, GOLEM, BRONTECH]
SHADOW_ST = "ST02-008"


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


def draws_on(event: Event, scope: Scope = Scope.MINE, **kw) -> Callable:
    return lambda c: c.when(event, scope=scope, **kw).draw(1)


def build_with(build, db, sc):
    sc.db = db
    return build(sc)


def drawn(state, p: int = 0) -> int:
    return len(hand_ids(state, p))


# -- the event mask -------------------------------------------------------------------------------------
def test_card_event_mask_is_64_bits_wide():
    """Events 32 and up fit: the compiled mask is int64 and a card listening to DESTROYS (32) has that bit."""
    tables = effect_tables(load_default()).arrays()
    masks = tables["card_event_mask"]
    assert masks.dtype == np.int64
    row = load_default().row("BSS02-016")
    assert (int(masks[row]) >> Event.DESTROYS) & 1
    assert int(Event.DESTROYS) >= 32


# -- EXHAUSTED ---------------------------------------------------------------------------------------------
def test_exhausted_by_attack_and_block(build, scripted):
    """R9.1/R9.3: attacking and blocking exhaust; each exhausted opposing Spirit is an EXHAUSTED event."""
    db = scripted({WATCHER: draws_on(Event.EXHAUSTED, Scope.OPPONENT, subject=opponents())})
    p0 = {"field": [FieldCard(BRONTECH)]}
    p1 = {"field": [FieldCard(WATCHER), FieldCard(GOLEM)], "deck": DECK}
    state = build_with(build, db, position(0, "attack", p0, p1))
    do(state, C.attack(0))
    assert drawn(state, 1) == 1
    pass_flashes(state)
    do(state, C.block(1))
    assert drawn(state, 1) == 1  # its own blocker is not an opposing Spirit


def test_exhausted_by_my_effect_flag(build, scripted):
    """An effect's exhaustion carries BY_EFFECT and, for the effect's controller, BY_MY_EFFECT."""
    db = scripted({WATCHER: draws_on(Event.EXHAUSTED, Scope.OPPONENT, flags=EventFlag.BY_MY_EFFECT),
                   ACTOR: lambda c: c.when(Event.SUMMONED).choose(opponents()).exhaust()})
    p0 = {"field": [FieldCard(WATCHER)], "hand": [ACTOR], "reserve": 4, "deck": DECK}
    state = build_with(build, db, position(0, "main", p0, {"field": [FieldCard(GOLEM)]}, auto=True))
    summon(state, 0)
    assert field(state, 1)[0]["exhausted"] == 1
    assert drawn(state) == 1


# -- MAGIC_USED ---------------------------------------------------------------------------------------------
def test_magic_used_after_it_resolved(build, scripted):
    """R8.4: MAGIC_USED comes after the Magic's effect, with the Magic in the Trash as its subject."""
    db = scripted({WATCHER: lambda c: c.when(Event.MAGIC_USED, scope=Scope.MINE).subject_card().to_hand()})
    p0 = {"field": [FieldCard(WATCHER)], "hand": [DROWSY_FUMES], "reserve": 4}
    state = build_with(build, db, position(0, "main", p0, {"field": [FieldCard(GOLEM)]}, auto=True))
    use_magic(state, 0)
    assert hand_ids(state, 0) == [DROWSY_FUMES]  # back from the Trash: it was the subject


# -- LIFE_GAINED, CORES_PLACED -----------------------------------------------------------------------------
def test_life_gained_and_cores_placed(build, scripted):
    """Cores an effect puts into a Life or onto a card are LIFE_GAINED / CORES_PLACED events."""
    db = scripted({WATCHER: draws_on(Event.LIFE_GAINED),
                   ACTOR: lambda c: c.when(Event.ATTACKS).cores(CoreZone.VOID, CoreZone.LIFE, 1)
                   .cores(CoreZone.VOID, CoreZone.SELF, 1),
                   RAINEEDLE: lambda c: c.when(Event.CORES_PLACED, scope=Scope.MINE).draw(1)})
    p0 = {"field": [FieldCard(WATCHER), FieldCard(ACTOR), FieldCard(RAINEEDLE)], "life": 3, "deck": DECK}
    state = build_with(build, db, position(0, "attack", p0, {}))
    do(state, C.attack(1))
    assert int(player(state, 0)["life"]) == 4
    assert field(state, 0)[1]["cores"] == 2
    assert drawn(state) == 2


def test_life_lost_is_not_life_gained(build, scripted):
    """Moving cores out of a Life is no LIFE_GAINED."""
    db = scripted({WATCHER: draws_on(Event.LIFE_GAINED, Scope.ANY),
                   ACTOR: lambda c: c.when(Event.ATTACKS).cores(CoreZone.LIFE, CoreZone.RESERVE, 1,
                                                                  who=1)})
    p0 = {"field": [FieldCard(WATCHER), FieldCard(ACTOR)], "deck": DECK}
    state = build_with(build, db, position(0, "attack", p0, {}))
    do(state, C.attack(1))
    assert int(player(state, 1)["life"]) == 4
    assert drawn(state) == 0


# -- ATTACK_HIT ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("blocked", "draws"), [(False, 1), (True, 0)])
def test_attack_hit_names_the_attacker(build, scripted, blocked, draws):
    """R9.5: an unblocked attack that reduces Life is an ATTACK_HIT on the attacker (subject filters apply)."""
    db = scripted({WATCHER: draws_on(Event.ATTACK_HIT, subject=mine(colors=("white",)))})
    p0 = {"field": [FieldCard(WATCHER), FieldCard(BRONTECH)], "deck": DECK}
    p1 = {"field": [FieldCard(GOLEM)]}
    state = build_with(build, db, position(0, "attack", p0, p1))
    do(state, C.attack(1))
    pass_flashes(state)
    do(state, C.block(0) if blocked else C.PASS)
    pass_flashes(state)
    assert drawn(state) == draws


# -- DESTROYS -----------------------------------------------------------------------------------------------
def test_destroys_names_the_source_of_the_destruction(build, scripted):
    """DESTROYS: the card whose effect destroyed an opposing Spirit is the subject; a Nexus destroyed does not
    count."""
    db = scripted({WATCHER: draws_on(Event.DESTROYS, Scope.SELF),
                   ACTOR: lambda c: c.when(Event.ATTACKS).choose(opponents(types=())).destroy()})
    p0 = {"field": [FieldCard(WATCHER), FieldCard(ACTOR)], "deck": DECK}
    state = build_with(build, db, position(0, "attack", p0, {"field": [FieldCard(GOLEM)]}))
    do(state, C.attack(1), C.choice(0))
    assert field(state, 1) == {}
    assert drawn(state) == 0  # ACTOR destroyed it, not WATCHER


@pytest.mark.parametrize(("target", "draws"), [(GOLEM, 1), ("ST01-013", 0)])
def test_destroys_counts_spirits_only(build, scripted, target, draws):
    db = scripted({WATCHER: lambda c: c.when(Event.ATTACKS).choose(opponents(types=())).destroy(),
                   ACTOR: draws_on(Event.DESTROYS, Scope.MINE)})
    p0 = {"field": [FieldCard(WATCHER), FieldCard(ACTOR)], "deck": DECK}
    state = build_with(build, db, position(0, "attack", p0, {"field": [FieldCard(target, cores=1)]}))
    do(state, C.attack(0), C.choice(0))
    assert field(state, 1) == {}
    assert drawn(state) == draws


# -- START_STEP, BATTLE_OVER --------------------------------------------------------------------------------
@pytest.mark.parametrize(("scope", "draws"), [(Scope.MINE, 0), (Scope.OPPONENT, 1)])
def test_start_step_of_the_turn_player(build, scripted, scope, draws):
    """R5.1: START_STEP's subject player is the turn player."""
    db = scripted({WATCHER: draws_on(Event.START_STEP, scope)})
    p0 = {"field": [FieldCard(WATCHER)], "deck": DECK}
    state = build_with(build, db, position(1, "start", p0, {}, turn=4))
    assert drawn(state) == draws


def test_battle_over_even_when_the_attacker_fell(build, scripted):
    """R9.7: BATTLE_OVER comes at the end of every battle; BATTLE_END needs the attacker still there."""
    db = scripted({WATCHER: draws_on(Event.BATTLE_OVER, Scope.ANY),
                   ACTOR: draws_on(Event.BATTLE_END, Scope.ANY)})
    p0 = {"field": [FieldCard(WATCHER), FieldCard(ACTOR), FieldCard(RAINEEDLE)], "deck": DECK}
    state = build_with(build, db, position(0, "attack", p0, {"field": [FieldCard(GOLEM)]}))
    do(state, C.attack(2))
    pass_flashes(state)
    do(state, C.block(0))
    pass_flashes(state)
    assert field(state, 0).keys() == {0, 1}  # the attacker lost
    assert drawn(state) == 1


# -- delayed triggers ---------------------------------------------------------------------------------------
def test_delayed_trigger_outlives_its_source_and_ends_with_the_turn(build, scripted):
    """A player-wide delayed trigger works after its source left the field, until the turn ends (R5.7)."""
    db = scripted({WATCHER: lambda c: c.when(Event.ATTACKS).later(Event.DESTROYED, Scope.OPPONENT).draw(1)})
    p0 = {"field": [FieldCard(WATCHER), FieldCard(BRONTECH)], "deck": DECK}
    p1 = {"field": [FieldCard(GOLEM), FieldCard(RAINEEDLE)]}
    state = build_with(build, db, position(0, "attack", p0, p1))
    do(state, C.attack(0))  # WATCHER attacks: the delayed trigger is made
    assert [int(m["kind"]) for m in state.record()["mods"][: int(state.record()["n_mods"])]] == [Mod.DELAYED]
    pass_flashes(state)
    do(state, C.block(0))  # Golem 4000 destroys WATCHER (1000)
    pass_flashes(state)
    assert 0 not in field(state, 0)
    do(state, C.attack(1))  # Brontech
    pass_flashes(state)
    do(state, C.block(1))  # Raineedle falls: the delayed trigger draws though its source is gone
    pass_flashes(state)
    assert drawn(state) == 1
    do(state, C.PASS)  # end the Attack Step; the turn ends
    while int(state.record()["turn"]) == 3:
        do(state, C.PASS)
    assert int(state.record()["n_mods"]) == 0


def test_watching_delayed_trigger_hears_only_its_card_and_ends_when_it_leaves(build, scripted):
    """A watching delayed trigger (scope SELF) hears events on its card only, and goes with the card."""
    db = scripted({WATCHER: lambda c: c.when(Event.SUMMONED).choose(opponents())
                   .later(Event.ATTACKS, Scope.SELF, watch=True).draw(1)})
    p0 = {"hand": [WATCHER], "reserve": 4, "deck": DECK}
    p1 = {"field": [FieldCard(GOLEM), FieldCard(BRONTECH)]}
    state = build_with(build, db, position(0, "main", p0, p1))
    summon(state, 0)
    do(state, C.choice(0))  # watch Golem
    rec = state.record()
    m = rec["mods"][0]
    assert (int(m["kind"]), int(m["player"]), int(m["source"]), int(m["duration"])) == (Mod.DELAYED, 1, 0,
                                                                                      Duration.TURN)
    # a clone carries it and from_bytes accepts it (the source instance sits in pad)
    assert state.clone().record().tobytes() == rec.tobytes()


def test_from_bytes_rejects_a_delayed_mod_naming_a_foreign_ability(build, scripted):
    """checks: a DELAYED row must name a Timing.ARMED ability of its source card."""
    db = scripted({WATCHER: lambda c: c.when(Event.SUMMONED).choose(opponents())
                   .later(Event.ATTACKS, Scope.SELF, watch=True).draw(1)})
    p0 = {"hand": [WATCHER], "reserve": 4, "deck": DECK}
    sc = position(0, "main", p0, {"field": [FieldCard(GOLEM)]}, auto=True)
    sc.db = db
    state = sc.build()
    summon(state, 0)
    rec = np.frombuffer(bytearray(state.raw_bytes()), dtype=state.record().dtype)[0]  # padding bytes kept
    assert int(rec["mods"][0]["kind"]) == Mod.DELAYED
    type(state).from_record(rec, state.game)  # accepted as made
    rec["mods"][0]["value"] = 0  # the Crush built-in: not a delayed ability of the card
    with pytest.raises(StateError):
        type(state).from_record(rec, state.game)


@pytest.mark.parametrize(("exhausted", "back"), [(False, True), (True, False)])
def test_subject_refreshed_condition(build, scripted, exhausted, back):
    """Cond.SUBJECT_REFRESHED: the event's subject is on the field and refreshed."""
    db = scripted({WATCHER: lambda c: c.when(Event.SUMMONED).choose(opponents())
                   .later(Event.TURN_END, watch=True)
                   .if_(Cond.SUBJECT_REFRESHED, then=lambda a: a.subject_card().to_hand())})
    p0 = {"hand": [WATCHER], "reserve": 4, "deck": DECK}
    p1 = {"field": [FieldCard(GOLEM, exhausted=exhausted)]}
    state = build_with(build, db, position(0, "main", p0, p1, auto=True))
    summon(state, 0)
    while int(state.record()["turn"]) == 3:
        do(state, C.PASS)
    assert (GOLEM in hand_ids(state, 1)) is back
    assert (field(state, 1) == {}) is back


def test_timing_armed_is_required_for_delayed_abilities():
    """A delayed ability is compiled with Timing.ARMED, so the field scan never hears it on its own."""
    from pybs.effects.script import CardScript

    c = CardScript("X")
    delayed = c.when(Event.SUMMONED).later(Event.TURN_END)
    assert delayed.timing == Timing.ARMED and delayed in c.abilities[0].armed


# -- activated [Flash] effects (R8.5, R10.1, R10.4) ---------------------------------------------------------
def test_activate_code_is_appended_to_the_codec():
    """ACTIVATE + slot follows every older code (their numbers are unchanged) and decodes back."""
    assert C.ACTIVATE == C.AWAKEN + 16 and C.NUM_ACTIONS >= C.ACTIVATE + 16  # later ranges follow it
    assert C.decode(C.activate(3)) == C.Action("ACTIVATE", index=3)
    assert C.decode(C.awaken(15)).name == "AWAKEN"


def test_activate_is_an_option_in_main_and_flash_with_a_name(build):
    """R10.1: the Main Step (turn player) and a battle's Flash timing offer it; pending_decision names it."""
    p0 = {"field": [FieldCard("BSS02-113", cores=0), FieldCard(GOLEM)]}
    p1 = {"field": [FieldCard(BRONTECH), FieldCard("BSS02-106", cores=0)]}
    state = build(position(0, "main", p0, p1))
    assert C.activate(0) in legal(state) and C.activate(1) not in legal(state)
    assert pending_decision(state).activate("BSS02-113") == C.activate(0)
    if hasattr(state, "action_to_string"):  # the compiled State's API
        assert "Greattree Gate" in state.action_to_string(C.activate(0))
    do(state, C.PASS, C.attack(1))
    assert pending(state) == (Decision.FLASH, 1)
    assert C.activate(1) in legal(state)  # the defender's own Nexus
    do(state, C.activate(1), C.choice(0))  # Farflung Land: +3000 to its Spirit
    assert pending(state) == (Decision.FLASH, 0)  # R10.4: the attacker answers
    assert C.activate(0) in legal(state)


def test_activate_not_offered_while_an_effect_resolves_or_outside_flash(build):
    """No ACTIVATE in the Attack Step's attack decision (not a Flash timing) nor to the non-priority player."""
    p0 = {"field": [FieldCard("BSS02-113", cores=0), FieldCard(GOLEM)]}
    state = build(position(0, "attack", p0, {"field": [FieldCard(BRONTECH)]}))
    assert pending(state) == (Decision.ATTACK, 0)
    assert C.activate(0) not in legal(state)


# -- both engines on the pool cards, action by action ---------------------------------------------------
POOL = ["BSS01-048", "BSS01-079", "BSS01-092", "BSS01-106", "BSS02-016", "BSS02-046", "BSS02-064", "BSS02-078",
        "BSS02-100", "BSS02-101", "BSS02-103", "BSS02-106", "BSS02-113", "BSS02-119", "BSS02-121", "BSS03-018",
        "BSS03-041", "BSS03-106", "BSS03-114", "BSS03-131", "BSS03-134"]


@pytest.mark.parametrize("seed", range(6))
def test_engines_agree_on_pool_decks(seed):
    """Random games with decks of these cards (and starter Spirits with the families they name): both engines
    offer the same actions and hold the same bytes after every action."""
    import random

    from test_differential_engines import play_both

    from pybs import Game
    from pybs.decks import Deck

    rnd = random.Random(seed)
    fillers = [SHADOW_ST, "ST02-009", "ST04-008", "ST01-011", "ST05-007", "ST05-009", "ST01-010", "ST04-016",
               "ST04-015", "ST07-001", "ST03-015", "ST03-007"]
    decks = []
    for _ in range(2):
        cards_ = rnd.sample(POOL, 10) + rnd.sample(fillers, 10)
        decks.append(Deck(f"pool{len(decks)}", tuple((c, 2) for c in cards_)))
    game = Game(tuple(decks), seed=seed)
    n, final = play_both(game, rnd.getrandbits(64), rnd)
    assert n > 20 and final.is_terminal()


# -- replacement effects --------------------------------------------------------------------------------
@pytest.mark.parametrize(("own", "stays"), [(False, True), (True, False)])
def test_exhausted_instead_replaces_opposing_destruction_only(build, scripted, own, stays):
    """Static.EXHAUSTED_INSTEAD: an opposing destruction effect exhausts the card instead (an EXHAUSTED
    event, BY_EFFECT | BY_OPPONENT); its controller's own destruction effect still destroys it."""
    db = scripted({WATCHER: lambda c: c.static(Static.EXHAUSTED_INSTEAD, affects=mine(types=())),
                   ACTOR: lambda c: c.when(Event.ATTACKS).choose(anyones(exclude_self=True, types=(SPIRIT,)))
                   .destroy()})
    attacker_side = {"field": [FieldCard(ACTOR)] + ([FieldCard(WATCHER), FieldCard(GOLEM)] if own else [])}
    other = {"field": [] if own else [FieldCard(WATCHER), FieldCard(GOLEM)]}
    state = build_with(build, db, position(0, "attack", attacker_side, other))
    do(state, C.attack(0), C.choice(1))  # the Golem
    side = 0 if own else 1
    golem = [v for v in field(state, side).values() if v["card"] == GOLEM]
    assert bool(golem) is stays
    if stays:
        assert golem[0]["exhausted"] == 1


@pytest.mark.parametrize(("own", "discarded"), [(False, 1), (True, 3)])
def test_discard_cap_limits_opposing_discards_only(build, scripted, own, discarded):
    """Mod.DISCARD_CAP on a player: an opposing effect discards at most its value of their deck (R10.6 cards
    one at a time); their own effect is not limited."""
    db = scripted({WATCHER: lambda c: c.when(Event.ATTACKS).player_mod(Mod.DISCARD_CAP, 1, who=Who.CONTROLLER)
                   .discard(3, who=Who.CONTROLLER if own else Who.OPPONENT)})
    state = build_with(build, db, position(0, "attack", {"field": [FieldCard(WATCHER)], "deck": DECK * 3},
                                           {"deck": DECK * 3}))
    do(state, C.attack(0))
    if own:
        assert int(player(state, 0)["deck_count"]) == 9 - discarded
    else:  # the cap sits on the controller: the opponent's deck is not shielded
        assert int(player(state, 1)["deck_count"]) == 9 - 3


# -- cost changes (R7.1, R7.3) ---------------------------------------------------------------------------
def test_next_magic_discount_is_used_by_one_magic_of_its_color(build, scripted):
    """Mod.NEXT_MAGIC_DISCOUNT: R7.1 step 4 less the discount, never below 0; the first Magic of its color used
    from hand removes it, a Magic of another color leaves it."""
    db = scripted({WATCHER: lambda c: c.when(Event.SUMMONED).player_mod(
        Mod.NEXT_MAGIC_DISCOUNT, magic_discount(3, ("yellow",)), who=Who.CONTROLLER)})
    p0 = {"hand": [WATCHER, "ST01-014", DROWSY_FUMES], "reserve": 10, "deck": DECK}
    state = build_with(build, db, position(0, "main", p0, {"field": [FieldCard(GOLEM)]}, auto=True))
    summon(state, 0)  # cost 2: reserve 10 - 2 - 1 placed
    assert int(player(state, 0)["reserve"]) == 7
    use_magic(state, 0, effect=0)  # red Charged Draw: full cost 4
    assert int(player(state, 0)["reserve"]) == 3
    assert int(state.record()["n_mods"]) == 1
    use_magic(state, 0)  # Drowsy Fumes: 2 - 1 (the yellow symbol) - 3, so 0
    assert int(player(state, 0)["reserve"]) == 3
    assert [int(m["kind"]) for m in state.record()["mods"][: int(state.record()["n_mods"])]] == [Mod.BP]


def test_cost_is_life_sets_the_printed_cost_of_a_family_in_hand(build, scripted):
    """Mod.COST_IS_LIFE: the family's Spirit cards in hand cost the Life total before the symbol reduction."""
    db = scripted({WATCHER: lambda c: c.when(Event.SUMMONED).player_mod(Mod.COST_IS_LIFE, "Star Dragon",
                                                                      who=Who.CONTROLLER)})
    p0 = {"hand": [WATCHER, "ST01-002"], "reserve": 10, "life": 1}
    state = build_with(build, db, position(0, "main", p0, {}, auto=True))
    summon(state, 0)
    assert int(player(state, 0)["reserve"]) == 7
    summon(state, 0)  # Andrometeos (printed 4) costs the Life total, 1
    assert int(player(state, 0)["reserve"]) == 7 - 1 - 1


def test_extra_reduction_symbol_counts_only_with_a_matching_field_symbol(build, scripted):
    """Static.EXTRA_REDUCTION: one more reduction symbol of its color (R7.3: it needs a field symbol of that
    color to reduce anything)."""
    db = scripted({WATCHER: lambda c: c.static(Static.EXTRA_REDUCTION, color_bits("red"),
                                               affects=mine(types=(MAGIC,), zone=Zone.HAND))})
    p0 = {"field": [FieldCard(WATCHER), FieldCard(RAINEEDLE), FieldCard("ST01-009")], "hand": [DROWSY_FUMES,
                                                                                           "ST01-014"],
          "reserve": 6, "deck": DECK}
    state = build_with(build, db, position(0, "main", p0, {"field": [FieldCard(GOLEM)]}, auto=True))
    use_magic(state, 0)  # yellow Fumes 2, reduction yellow + red: WATCHER's yellow and a red symbol, so 0
    assert int(player(state, 0)["reserve"]) == 6
    use_magic(state, 0, effect=0)  # Charged Draw 4, reduction red x3 now, but only two red field symbols
    assert int(player(state, 0)["reserve"]) == 6 - 2


# -- copying an effect -----------------------------------------------------------------------------------
@pytest.mark.parametrize("stays", [True, False])
def test_retrigger_summon_effect_needs_the_subject_on_the_field(build, scripted, stays):
    """Op.RETRIGGER: the subject's When Summoned effect is queued again only while the subject is on the
    field."""
    db = scripted({
        WATCHER: lambda c: c.when(Event.SUMMONED, scope=Scope.MINE, subject=mine(exclude_self=True))
        .if_(Cond.TRUE, then=lambda a: (a if stays else a.subject_card().destroy()).retrigger("summon")),
        ACTOR: lambda c: c.when(Event.SUMMONED).draw(1)})
    p0 = {"field": [FieldCard(WATCHER)], "hand": [ACTOR], "reserve": 4, "deck": DECK}
    state = build_with(build, db, position(0, "main", p0, {}, auto=True))
    summon(state, 0)
    while pending(state)[0] == Decision.ORDER:
        do(state, C.choice(0))
    assert drawn(state) == (2 if stays else 1)


# -- HAND_ADDED, Timing.OPP_MAIN_STEP ---------------------------------------------------------------------
@pytest.mark.parametrize(("source", "events"), [("draw", 1), ("bounce", 1), ("reveal", 1)])
def test_hand_added_once_per_effect_op(build, scripted, source, events):
    """HAND_ADDED comes once per op that puts cards into a hand (two drawn cards: one event), with
    BY_OWN_EFFECT when the effect is that player's own."""
    programs = {
        "draw": lambda a: a.draw(2),
        "bounce": lambda a: a.all(mine(colors=("red", "white"))).to_hand(),  # two cards, one op
        "reveal": lambda a: a.reveal(2).pick_all(Filter(zone=Zone.BUFFER, types=()), dest=Dest.HAND),
    }
    db = scripted({WATCHER: lambda c: c.when(Event.HAND_ADDED, scope=Scope.MINE, flags=EventFlag.BY_OWN_EFFECT)
                   .player_mod(Mod.ATTACK_TAX, who=Who.OPPONENT),
                   ACTOR: lambda c: programs[source](c.when(Event.ATTACKS))})
    p0 = {"field": [FieldCard(WATCHER), FieldCard(ACTOR), FieldCard(RAINEEDLE), FieldCard(GOLEM)], "deck": DECK}
    state = build_with(build, db, position(0, "attack", p0, {}))
    do(state, C.attack(1))
    mods = state.record()["mods"][: int(state.record()["n_mods"])]
    assert [int(m["kind"]) for m in mods].count(Mod.ATTACK_TAX) == events


# -- target redirection --------------------------------------------------------------------------------------
def test_redirect_next_applies_to_magic_only(build, scripted):
    """Mod.REDIRECT_NEXT: an opposing Spirit's own effect (a block effect) still lets its controller choose,
    and the mod waits for a Magic."""
    db = scripted({ACTOR: lambda c: c.when(Event.BLOCKS).choose(opponents()).exhaust(),
                   WATCHER: lambda c: c.when(Event.SUMMONED).player_mod(Mod.REDIRECT_NEXT, 1, who=Who.CONTROLLER)})
    p0 = {"field": [FieldCard(GOLEM), FieldCard(BRONTECH)], "hand": [WATCHER], "reserve": 4}
    p1 = {"field": [FieldCard(ACTOR)]}
    state = build_with(build, db, position(0, "main", p0, p1))
    summon(state, 0)
    do(state, C.PASS, C.attack(0))
    pass_flashes(state)
    do(state, C.block(0))
    assert pending(state) == (Decision.CHOOSE, 1)  # the Spirit's effect: its controller chooses
    assert Mod.REDIRECT_NEXT in [int(m["kind"]) for m in state.record()["mods"][: int(state.record()["n_mods"])]]
