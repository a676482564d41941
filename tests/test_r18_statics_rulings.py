"""Rulings on statics, copies and free use (issue 16, part C), every test on both engines (``build``).

R18.12: copies of one static effect that change the same action combine into one change (two Draw-Step
"draw one more, then discard one" Nexuses: draw three, then discard two; two "one core per card drawn" rules:
two cores per card). Optional free use: "you may summon it without paying its cost" leaves the choice to pay.
"""

from __future__ import annotations

import pytest
from card_helpers import do, position
from conftest import hand_ids, legal, pending, player, trash_ids, with_db

import pybs.scripts  # noqa: F401  (registers every script before a test overrides one)
from pybs import codec as C
from pybs.effects.script import CoreZone, Count, Event, Scope, per
from pybs.layout import Decision
from pybs.testing import FieldCard

CANYON = "BSS01-101"  # Volcanic Canyon: in your Draw Step, draw one more, then discard one
FRIG = "BSS02-054"  # Ice Goddess Frig: a core per card drawn outside the Draw Step
CHARGED_DRAW = "ST01-014"  # red Magic, cost 4 (two red reductions): Main, draw two
GOLEM, BRONTECH, DUGONG = "ST03-006", "ST03-007", "ST03-009"  # white vanillas
RAINEEDLE = "ST01-004"  # red vanilla, cost 1
SWORD = "ST04-006"  # yellow vanilla Angel, cost 2
OBERO = "ST04-008"  # yellow vanilla Otherlander
STAR_ALTAR = "ST01-013"  # red Nexus (vanilla here; scripted in tests)


def choice_cards(state) -> list[str]:
    return sorted(o.card.card for o in state.pending_decision().options if o.card is not None)


def pick(state, card_id: str) -> None:
    state.apply(state.pending_decision().choose_card(card_id))


# -- R18.12: two Draw-Step statics combine ------------------------------------------------------------------
@pytest.mark.parametrize("copies", [1, 2])
def test_r18_12_two_volcanic_canyons_draw_three_then_discard_two(build, copies):
    """R18.12: one Canyon: the Draw Step draws 1 + 1 and one card is discarded; two Canyons act together as
    one change: 1 + 2 cards drawn, then two discarded (not draw one, discard one, twice)."""
    deck = [GOLEM, BRONTECH, DUGONG, RAINEEDLE]
    p0 = {"field": [FieldCard(CANYON, cores=0) for _ in range(copies)], "hand": [SWORD], "deck": deck}
    state = build(position(0, "start", p0, {}))
    assert pending(state) == (Decision.CHOOSE, 0)
    drawn = [GOLEM, BRONTECH, DUGONG][: 1 + copies]
    assert sorted(hand_ids(state, 0)) == sorted([SWORD, *drawn])  # every draw comes before any discard
    assert choice_cards(state) == sorted([SWORD, *drawn])
    pick(state, SWORD)
    if copies == 2:
        assert pending(state) == (Decision.CHOOSE, 0)
        pick(state, GOLEM)
    assert pending(state) == (Decision.MAIN, 0)
    assert sorted(trash_ids(state, 0)) == sorted([SWORD, GOLEM][:copies])
    assert len(hand_ids(state, 0)) == 2


def test_r18_12_draw_step_copies_on_a_synthetic_script(build, scripted_db):
    """R18.12 on another Draw-Step static: a test Spirit whose Draw-Step effect puts a Void core in the Reserve
    per copy resolves once with two copies out (two cores, one resolution)."""
    db = scripted_db(OBERO, lambda c: c.when(Event.DRAW_STEP, scope=Scope.MINE).count(Count.COPIES)
                     .cores(CoreZone.VOID, CoreZone.RESERVE, per(1)))
    p0 = {"field": [FieldCard(OBERO), FieldCard(OBERO)], "reserve": 0, "deck": [GOLEM, BRONTECH]}
    state = build(with_db(position(0, "start", p0, {}, auto=True), db))
    assert pending(state) == (Decision.MAIN, 0)
    assert int(player(state, 0)["reserve"]) == 1 + 2  # the Core Step's core, then two from one resolution


# -- R18.12: two paid-draw rules charge two cores per card --------------------------------------------------
def pay_draws(state, p: int) -> int:
    n = 0
    while pending(state) == (Decision.CHOOSE, p):
        state.apply(state.pending_decision().find("a core from the Reserve", verb="pay_core", source="reserve"))
        n += 1
    return n


@pytest.mark.parametrize(("frigs", "reserve", "drawn", "paid"),
                         [(2, 8, 2, 4), (2, 7, 1, 2), (2, 5, 0, 0), (1, 6, 2, 2)])
def test_r18_12_two_frigs_charge_two_cores_per_card(build, frigs, reserve, drawn, paid):
    """R18.12: each Frig charges its core per card drawn outside the Draw Step, so with two out a card costs
    two cores; a card whose two cores cannot both be paid is not drawn and nothing is paid for it (R0.4)."""
    p0 = {"hand": [CHARGED_DRAW], "reserve": reserve, "deck": [GOLEM, BRONTECH, RAINEEDLE]}
    p1 = {"field": [FieldCard(FRIG) for _ in range(frigs)]}
    state = build(position(0, "main", p0, p1))
    do(state, C.use_hand(0))
    if pending(state)[0] == Decision.MAGIC_EFFECT:
        state.apply(state.pending_decision().magic_effect("Main"))
    while pending(state)[0] == Decision.PAY:
        do(state, C.pay(0, 0))
    assert pay_draws(state, 0) == paid
    assert pending(state) == (Decision.MAIN, 0)
    assert hand_ids(state, 0) == [GOLEM, BRONTECH][:drawn]
    assert int(player(state, 0)["reserve"]) == reserve - 4 - paid


# -- Optional free use: "you may summon/use it without paying its cost" -------------------------------------
SPIRAL_TOWER = "ST04-012"  # yellow Nexus, cost 3: when deployed, you may summon a cost-2 Spirit from hand free
MICHAELA = "BSS01-076"  # Lv2, either Attack Step, Soul Core on it: Magic cards in hand may be used free
PUPPET_STRINGS = "ST04-015"  # yellow Magic, cost 5
AXE_ANGEL = "ST04-007"  # yellow vanilla Angel, cost 2


def pay_normal(state) -> None:
    """Answer PAY with normal Reserve cores, then finish placing."""
    while pending(state)[0] == Decision.PAY:
        do(state, C.pay(0, 0))
    while pending(state)[0] == Decision.PLACE:
        do(state, C.PASS if C.PASS in legal(state) else C.place(0, 0))


@pytest.mark.parametrize("pay", [False, True])
def test_spiral_tower_free_summon_may_be_paid_instead(build, pay):
    """ST04-012: the summoned cost-2 Spirit is free, but its summoner may decline and pay its cost: PAY stands
    with PASS (the free use) offered before the first core."""
    state = build(position(0, "main", {"hand": [SPIRAL_TOWER, SWORD], "reserve": 8}, {}))
    do(state, C.use_hand(0))
    pay_normal(state)
    assert pending(state) == (Decision.CHOOSE, 0)
    pick(state, SWORD)
    assert pending(state) == (Decision.PAY, 0)
    assert C.PASS in legal(state)
    before = int(player(state, 0)["reserve"])
    if pay:
        do(state, C.pay(0, 0))
        assert C.PASS not in legal(state) or pending(state)[0] != Decision.PAY  # paying began: no free use now
    else:
        do(state, C.PASS)
    pay_normal(state)
    paid = before - int(player(state, 0)["reserve"]) - 1  # one core placed on Sword
    assert (paid > 0) is pay
    assert hand_ids(state, 0) == []


def test_free_summon_unaffordable_is_simply_free(build):
    """When the cost cannot be paid at all, the free summon asks nothing about paying (ST04-012)."""
    shadow = "ST02-008"  # purple, cost 2: no yellow reduction, and one core is left after the Tower
    state = build(position(0, "main", {"hand": [SPIRAL_TOWER, shadow], "reserve": 4}, {}))
    do(state, C.use_hand(0))
    pay_normal(state)
    pick(state, shadow)
    assert pending(state) == (Decision.PLACE, 0)


@pytest.mark.parametrize("soul", [False, True])
def test_paying_the_free_summon_with_the_soul_core_meets_soul_paid(build, scripted_db, soul):
    """Declining the free use lets a Soul-Core condition be met: a test cost-2 Spirit that draws a card when
    the Soul Core paid for it, summoned by Spiral Tower, draws only when paid with the Soul Core (Cond.SOUL_PAID,
    R7.5); the free use never meets it."""
    from pybs.effects.script import Cond

    db = scripted_db(SWORD, lambda c: c.when(Event.SUMMONED).if_(Cond.SOUL_PAID, then=lambda a: a.draw(1)))
    p0 = {"hand": [SPIRAL_TOWER, SWORD], "reserve": 8, "soul": "reserve", "deck": [GOLEM, BRONTECH]}
    state = build(with_db(position(0, "main", p0, {}), db))
    do(state, C.use_hand(0))
    pay_normal(state)
    pick(state, SWORD)
    assert pending(state) == (Decision.PAY, 0) and C.PASS in legal(state)
    if soul:
        do(state, C.pay(0, 1))
    else:
        do(state, C.PASS)
    pay_normal(state)
    assert hand_ids(state, 0) == ([GOLEM] if soul else [])


@pytest.mark.parametrize("take_free", [True, False])
def test_michaela_free_magic_may_be_paid(build, take_free):
    """BSS01-076: with the Soul Core on Lv2 Michaela in an Attack Step a Magic from hand may be used free; the
    player may pay its cost instead (3 cores: 5 minus two yellow symbols)."""
    p0 = {"hand": [PUPPET_STRINGS], "reserve": 3, "soul": None,
          "field": [FieldCard(MICHAELA, cores=4, soul=True), FieldCard(AXE_ANGEL)]}
    state = build(position(0, "attack", p0, {"soul": "trash"}))
    do(state, C.attack(1), C.PASS)
    do(state, C.use_hand(0))
    if pending(state)[0] == Decision.MAGIC_EFFECT:
        state.apply(state.pending_decision().magic_effect("Flash"))
    assert pending(state) == (Decision.PAY, 0) and C.PASS in legal(state)
    if take_free:
        do(state, C.PASS)
    else:
        pay_normal(state)
    assert int(player(state, 0)["trash_cores"]) == (0 if take_free else 3)
    assert int(player(state, 0)["reserve"]) == (3 if take_free else 0)


# -- Keywords live where they are granted; conditional printed keywords only on the field ---------------------
HERAK_DYNAS = "BSS02-087"  # Lv2 (3 cores), either Attack Step: Insectoid/Carapite Spirit cards in hand have Swift
FIRE_ANTMAN = "ST05-009"  # green vanilla Carapite Spirit (Antman Soldier), cost 2
CAMELOT_KNIGHT = "BSS01-042"  # Curse while attacking, only with the Soul Core on it
OKAPANDLE = "ST02-007"  # purple, prints Curse (while attacking)
KING_SNAKE = "BSS01-027"  # on summon: a Spirit card with Curse or Bloodcurse from your Trash to your hand


def counting_bonus(scripted_db, what):
    """A database where Sword Angel gets +1000 BP while a card matching ``what`` exists."""
    from pybs.effects.script import Cond, Static, count_arg

    return scripted_db(SWORD, lambda c: c.static(Static.BP, 1000, cond=Cond.COUNT_AT_LEAST,
                                                 cond_arg=count_arg(what, 1)))


@pytest.mark.parametrize(("zone", "has_swift"), [("hand", True), ("trash", False), ("field", False)])
def test_zone_granted_swift_is_lost_outside_the_hand(build, scripted_db, zone, has_swift):
    """BSS02-087 grants Swift to Carapite Spirit cards in the hand: a Carapite card in the Trash or on the field
    does not have it (a keyword granted in one zone ends when the card leaves it)."""
    from pybs.effects.script import Filter, Keyword, Side, Zone

    zones = {"hand": Zone.HAND, "trash": Zone.TRASH, "field": Zone.FIELD}
    db = counting_bonus(scripted_db, Filter(side=Side.MINE, zone=zones[zone], keyword=Keyword.SWIFT))
    p0 = {"field": [FieldCard(SWORD), FieldCard(HERAK_DYNAS, cores=3)]}
    if zone == "field":
        p0["field"].append(FieldCard(FIRE_ANTMAN))
    else:
        p0[zone] = [FIRE_ANTMAN]
    state = build(with_db(position(0, "attack", p0, {}), db))
    from conftest import bp

    assert bp(state, 0, 0) == 1000 + 1000 * has_swift


@pytest.mark.parametrize(("card", "cursed"), [(CAMELOT_KNIGHT, False), (OKAPANDLE, True)])
def test_conditional_printed_curse_does_not_exist_in_the_trash(build, scripted_db, card, cursed):
    """Camelot Knight has Curse only on the field with the Soul Core on it: in the Trash it is not "a Spirit
    with Curse"; Okapandle, which prints Curse without a condition, is."""
    from pybs.effects.script import Filter, Keyword, Side, Zone

    db = counting_bonus(scripted_db, Filter(side=Side.MINE, zone=Zone.TRASH, keyword=Keyword.CURSE))
    state = build(with_db(position(0, "main", {"field": [FieldCard(SWORD)], "trash": [card]}, {}), db))
    from conftest import bp

    assert bp(state, 0, 0) == 1000 + 1000 * cursed


def test_king_snake_finds_only_unconditional_curse_in_the_trash(build):
    """BSS01-027: "a Spirit with Curse or Bloodcurse in your Trash" reads the cards as they are there: Camelot
    Knight (Curse only with the Soul Core, on the field) is not offered, Okapandle is."""
    from conftest import summon

    p0 = {"hand": [KING_SNAKE], "reserve": 8, "trash": [CAMELOT_KNIGHT, OKAPANDLE]}
    state = build(position(0, "main", p0, {}))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert choice_cards(state) == [OKAPANDLE]


# -- What a card has includes what it was given ---------------------------------------------------------------
UNDERCITY = "BSS02-114"  # Lv2 (3 cores), either Attack Step: Spirits without effect text +1000 BP per core


@pytest.mark.parametrize("granted", [False, True])
def test_granted_keyword_makes_a_vanilla_spirit_have_effects(build, scripted_db, granted):
    """BSS02-114 boosts Spirits "without effects": Brontech (vanilla, 2 cores) gets +2000, unless a test Nexus
    grants your Spirits Confront; a granted keyword is an effect the card has."""
    from pybs.effects.script import Keyword, Static, mine

    db = scripted_db(STAR_ALTAR, lambda c: c.static(Static.KEYWORD, Keyword.CONFRONT, affects=mine()))
    p0 = {"field": [FieldCard(UNDERCITY, cores=3), FieldCard(BRONTECH, cores=2)]}
    if granted:
        p0["field"].append(FieldCard(STAR_ALTAR, cores=0))
    state = build(with_db(position(0, "attack", p0, {}), db))
    from conftest import bp

    assert bp(state, 0, 1) == 5000 + (0 if granted else 2000)


def test_temporary_keyword_makes_a_vanilla_spirit_have_effects(build, scripted_db):
    """The same with a granted keyword of this turn (Mod.KEYWORD): a test Magic gives a Spirit Confront this
    turn, and the vanilla filter of BSS02-114 stops matching it."""
    from pybs.effects.script import Keyword, anyones

    magic = "ST04-016"  # Drowsy Fumes, a yellow Magic (cost 2), scripted here as Main/Flash: a Spirit gains Confront
    db = scripted_db(magic, lambda c: c.magic(main=True, flash=True).choose(anyones())
                     .gain(Keyword.CONFRONT))
    p0 = {"field": [FieldCard(UNDERCITY, cores=3), FieldCard(BRONTECH, cores=2)], "hand": [magic], "reserve": 4}
    state = build(with_db(position(0, "attack", p0, {}), db))
    from conftest import bp, use_magic

    assert bp(state, 0, 1) == 7000
    do(state, C.attack(1), C.PASS)
    use_magic(state, 0, effect=1)
    state.apply(state.pending_decision().target_slot(1, player=0))
    assert bp(state, 0, 1) == 5000



@pytest.mark.parametrize("granted", [False, True])
def test_granted_keyword_gives_a_vanilla_spirit_effects_listed(build, scripted, granted):
    """The other side of the same ruling: "Spirits with effects listed" (FilterFlag.HAS_EFFECTS) also matches a
    printed-vanilla Spirit given a keyword. A test attacker cannot be blocked by Spirits with effects; the
    opponent's vanilla Brontech may block it, unless a test Nexus of theirs gives their Spirits Confront."""
    from pybs.effects.script import Keyword, Static, mine, opponents

    db = scripted({GOLEM: lambda c: c.static(Static.UNBLOCKABLE_BY, filter2=opponents(has_effects=True)),
                   STAR_ALTAR: lambda c: c.static(Static.KEYWORD, Keyword.CONFRONT, affects=mine())})
    p1 = {"field": [FieldCard(BRONTECH)] + ([FieldCard(STAR_ALTAR, cores=0)] if granted else [])}
    state = build(with_db(position(0, "attack", {"field": [FieldCard(GOLEM)]}, p1), db))
    do(state, C.attack(0))
    while pending(state) == (Decision.FLASH, 1) or pending(state) == (Decision.FLASH, 0):
        do(state, C.PASS)
    assert (C.block(0) in legal(state)) is not granted


# -- Durations end on time ------------------------------------------------------------------------------------
def to_main_of(state, p: int) -> None:
    """PASS until player p's Main Step."""
    for _ in range(60):
        if pending(state) == (Decision.MAIN, p):
            return
        state.apply(C.PASS)
    raise AssertionError("no Main Step came")


@pytest.mark.parametrize("duration_name", ["BATTLE", "TURN"])
def test_battle_bonus_ends_with_its_battle_turn_bonus_with_the_turn(build, scripted_db, duration_name):
    """A bonus "during this battle" (Duration.BATTLE) is gone when that battle ends and does not return in the
    next battle; one "this turn" (Duration.TURN) lasts through the next battle and ends as the turn ends (R5.7)."""
    from card_helpers import attack_and_resolve
    from conftest import bp

    from pybs.effects.script import Duration

    duration = Duration[duration_name]
    db = scripted_db(SWORD, lambda c: c.when(Event.ATTACKS).this().bp(3000, duration))
    p0 = {"field": [FieldCard(SWORD), FieldCard(GOLEM)], "deck": [GOLEM, GOLEM]}
    state = build(with_db(position(0, "attack", p0, {"deck": [GOLEM, GOLEM], "life": 5}), db))
    base = bp(state, 0, 0)
    do(state, C.attack(0))
    assert bp(state, 0, 0) == base + 3000  # during its battle
    attack_and_resolve_rest(state)
    after = base + (3000 if duration_name == "TURN" else 0)
    assert pending(state) == (Decision.ATTACK, 0) and bp(state, 0, 0) == after
    attack_and_resolve(state, 1)  # the next battle: a battle bonus does not come back
    assert bp(state, 0, 0) == after
    to_main_of(state, 1)
    assert bp(state, 0, 0) == base  # the turn is over


def attack_and_resolve_rest(state) -> None:
    """Pass the Flash timings and the block of a declared attack until the attacker's next ATTACK decision."""
    for _ in range(20):
        if pending(state) == (Decision.ATTACK, 0):
            return
        state.apply(C.PASS)


def test_next_refresh_mod_ends_after_the_owners_next_refresh_step(build, scripted_db):
    """Duration.NEXT_REFRESH: an opposing Spirit that "does not refresh in its owner's next Refresh Step" stays
    exhausted through that one step only; the step after refreshes it (R5.4)."""
    from pybs.effects.script import Duration, Mod, opponents

    magic = "ST04-016"  # scripted here: Main/Flash, an opposing Spirit skips its next Refresh Step
    db = scripted_db(magic, lambda c: c.magic(main=True, flash=True).choose(opponents())
                     .mod(Mod.NO_REFRESH, duration=Duration.NEXT_REFRESH))
    p0 = {"hand": [magic], "reserve": 4, "deck": [GOLEM] * 4}
    p1 = {"field": [FieldCard(BRONTECH, exhausted=True)], "deck": [GOLEM] * 4}
    state = build(with_db(position(0, "main", p0, p1), db))
    from conftest import field, use_magic

    use_magic(state, 0)
    state.apply(state.pending_decision().target_slot(0, player=1))
    to_main_of(state, 1)
    assert field(state, 1)[0]["exhausted"] == 1  # its owner's next Refresh Step skipped it
    to_main_of(state, 0)
    to_main_of(state, 1)
    assert field(state, 1)[0]["exhausted"] == 0  # the mod ended with that step


@pytest.mark.parametrize("granted", [False, True])
def test_vanilla_destroyed_reads_what_it_had_been_given(build, scripted_db, granted):
    """BSS02-112 Lv2: when your Spirit with no effects is destroyed, refresh one of yours. A vanilla Spirit that
    had been given Confront (a test Nexus grants it to your Spirits) had an effect as it left (R10.7): no refresh."""
    from card_helpers import blocked_battle
    from conftest import field

    from pybs.effects.script import Keyword, Static, mine

    db = scripted_db(STAR_ALTAR, lambda c: c.static(Static.KEYWORD, Keyword.CONFRONT, affects=mine()))
    keep = "ST01-004"  # red vanilla Raineedle, 1000 BP
    mine_ = [FieldCard("BSS02-112", cores=2), FieldCard(keep), FieldCard(keep, exhausted=True)]
    if granted:
        mine_.append(FieldCard(STAR_ALTAR, cores=0))
    big = "ST02-006"  # 5000 BP at 3 cores
    state = build(with_db(position(0, "attack", {"field": mine_}, {"field": [FieldCard(big, cores=3)]}),
                          db))
    blocked_battle(state, 1, 0)
    assert keep in trash_ids(state, 0)
    if not granted:
        assert pending(state) == (Decision.CHOOSE, 0)
        state.apply(state.pending_decision().choose_card(keep))
    assert pending(state) == (Decision.ATTACK, 0)
    assert field(state, 0)[2]["exhausted"] == int(granted)
