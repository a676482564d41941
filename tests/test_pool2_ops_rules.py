"""Rule tests for pool II's new decisions and ops (docs/EFFECTS.md "Pool II: tokens, Feast, Agile and new ops"):
activated timings, choices answered by the opponent, a Magic back to hand, a Magic used from the revealed cards or
the Trash, summoning chosen targets, a chosen colour and token copies; the real cards that need them (scripted here
until their set module is); and random games over a small pool II deck on both engines plus a compiled fuzz run."""

from __future__ import annotations

import random

import pytest
from card_helpers import battle, cards, deck_ids, position
from conftest import (
    field,
    hand_ids,
    legal,
    pay_and_place,
    pending,
    player,
    summon,
    trash_ids,
    use_magic,
    with_db,
)
from test_fuzz import EVERY_CODE

import pybs.scripts  # noqa: F401  (registers the real scripts before a test swaps one)
from pybs import Game, RuleSet
from pybs import codec as C
from pybs.decks import Deck
from pybs.effects import effect_tables
from pybs.effects.script import (
    MAGIC,
    NEXUS,
    AbilityKind,
    Cond,
    Dest,
    Event,
    Filter,
    Rel,
    Scope,
    ScriptError,
    Side,
    Timing,
    Who,
    Zone,
    anyones,
    count_arg,
    mine,
    not_,
    opponents,
)
from pybs.layout import Decision
from pybs.testing import FieldCard

KEEP, BONES = "ST01-004", "ST02-005"  # red / purple vanillas, cost 1, 1000 BP
GOLEM, DUGONG = "ST03-006", "ST03-009"  # white vanillas, cost 4 / 3
SWORD = "ST04-006"  # yellow vanilla, cost 2
BIG = "ST06-007"  # Mithril Golem, blue vanilla, cost 6: carries synthetic scripts
SANCTUARY, ALTAR, GRAIL = "BSS03-112", "ST01-013", "ST02-012"  # Nexuses costing 2 / 3 / 3
SMALL, MEDIUM = "TK-SUPSPRITE-S", "TK-SUPSPRITE-M"
MECHA_LEAF = "TK-MECHA-LEAF"


# -- the real cards these pieces unlock, in their own words ------------------------------------------------------
def sharktree(c):
    """BSS04-087: in the opponent's Attack Step, its [Flash] effect: you may destroy one of your Nexuses to refresh
    it; Lv3 When Attacks: destroy an opposing Spirit costing 5 or 6."""
    c.activated(levels=(1, 2, 3), timing=Timing.OPP_ATTACK_STEP).may(
        lambda a: a.choose(mine(types=(NEXUS,))).destroy().this().refresh(), cond=Cond.CONTROL,
        arg=mine(types=(NEXUS,)))
    c.when(Event.ATTACKS, levels=(3,)).choose(opponents(costs=(5, 6))).destroy()


def sixth_angel(c):
    """CB01-051: A.T. Field; Lv2-3 in the opponent's Attack Step, with the Soul Core on it: when an opposing Spirit
    attacks, their top two cards are discarded unless they pay a core; a Magic among them destroys the attacker."""
    from pybs.effects.script import Keyword
    c.keyword(Keyword.AT_FIELD, levels=(1, 2, 3))
    c.when(Event.ATTACKS, levels=(2, 3), scope=Scope.OPPONENT, timing=Timing.OPP_ATTACK_STEP).if_(
        Cond.SELF_HAS_SOUL, then=lambda a: a.choose_one(
            lambda b: b.pay_cores(1, who=Who.OPPONENT),
            lambda b: b.discard(2, counting=Filter(zone=Zone.TRASH, types=(MAGIC,))).if_(
                Cond.AMOUNT_AT_LEAST, 1, then=lambda d: d.subject_card().destroy()),
            who=Who.OPPONENT, cond=Cond.CORES_AT_LEAST, arg=1))


def darkness_aura(c):
    """BSS05-130 (its Astral clause left out: KW_ASTRAL is another group's): Main: an opposing Nexus goes to the top
    or bottom of its owner's deck, its owner choosing; Flash: one of your Spirits gets 3000 BP this turn."""
    c.magic(main=True, flash=False).choose(opponents(types=(NEXUS,))).choose_one(
        lambda a: a.to_deck(bottom=False), lambda a: a.to_deck(bottom=True), who=Who.OPPONENT)
    c.magic(main=False, flash=True).choose(mine()).bp(3000)


def purple_haze(c):
    """BSS05-121: Main: an opposing Spirit loses a core to its owner's Reserve; if that destroyed it, this Magic goes
    back to your hand; Flash: a Spirit gets 3000 BP this turn."""
    c.magic(main=True, flash=False).choose(opponents()).remove_cores(1).if_(
        Cond.TARGETS_GONE, then=lambda a: a.magic_to_hand())
    c.magic(main=False, flash=True).choose(anyones()).bp(3000)


def tokiel(c):
    """BSS06-031: When Summoned: the top seven cards are revealed and one "Cooking" Magic among them is used without
    paying its cost, the rest going to the Trash (approximation: revealed, not discarded); Lv2-3 in your Attack
    Step, when one of your tokens attacks, an opposing Spirit gets -5000 BP this turn."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).reveal(7).cast_magic(
        Filter(side=Side.MINE, zone=Zone.BUFFER, types=(MAGIC,), name_contains="Cooking")).rest(Dest.TRASH)
    c.when(Event.ATTACKS, levels=(2, 3), scope=Scope.MINE, subject=mine(token=True),
           timing=Timing.YOUR_ATTACK_STEP).choose(opponents()).bp(-5000)


def conveyor_sushi(c):
    """BSS06-107: Main: Feast; Flash: a Spirit gets 2000 BP this turn."""
    c.magic(main=True, flash=False).feast()
    c.magic(main=False, flash=True).choose(anyones()).bp(2000)


def waiter_golem(c):
    """BSS06-085: When Summoned: if you control no token Spirit, Feast."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).if_(not_(Cond.CONTROL), mine(token=True), then=lambda a: a.feast())


def caldera(c):
    """BSS05-099: When Summoned: you may discard a card to place any number of Nexus cards from your Trash costing 6
    or less in all, free; Lv2-3 When Attacks: destroy an opposing Spirit costing 3 or less; Lv3 When Attacks: you
    may destroy a refreshed Nexus of yours to refresh it."""
    hand = Filter(side=Side.MINE, zone=Zone.HAND, types=())
    c.when(Event.SUMMONED, levels=(1, 2, 3)).may(
        lambda a: a.choose(hand).hand_discard().choose_cost_sum(mine(zone=Zone.TRASH, types=(NEXUS,)), 6)
        .summon_targets(), cond=Cond.COUNT_AT_LEAST, arg=count_arg(hand, 1))
    c.when(Event.ATTACKS, levels=(2, 3)).choose(opponents(cost_max=3)).destroy()
    c.when(Event.ATTACKS, levels=(3,)).may(
        lambda a: a.choose(mine(types=(NEXUS,), exhausted=False)).destroy().this().refresh(), cond=Cond.CONTROL,
        arg=mine(types=(NEXUS,), exhausted=False))


def research_lab(c):
    """BSS05-111: Lv1-2 When Placed: summon a Mecha Leaf Kindred token; Lv2: when you summon a token Spirit, you
    may exhaust this Nexus to summon one more of it, exhausted, with a normal core from your Reserve or Trash."""
    c.when(Event.PLACED, levels=(1, 2)).summon_token(MECHA_LEAF)
    c.when(Event.SUMMONED, levels=(2,), scope=Scope.MINE, subject=mine(token=True)).may(
        lambda a: a.this().exhaust().token_copy(), cond=Cond.SELF_REFRESHED)


CARD_SCRIPTS = {"BSS04-087": sharktree, "CB01-051": sixth_angel, "BSS05-130": darkness_aura, "BSS05-121": purple_haze,
                "BSS06-031": tokiel, "BSS06-107": conveyor_sushi, "BSS06-085": waiter_golem, "BSS05-099": caldera,
                "BSS05-111": research_lab}


def test_the_card_scripts_compile(scripted):
    effect_tables(scripted(CARD_SCRIPTS))


# -- ACTIVATED_TIMING ------------------------------------------------------------------------------------------
def test_activated_effect_only_in_its_printed_step(build, scripted):
    """BSS04-087: its [Flash] effect is offered in the opponent's Attack Step (a battle Flash timing), never in its
    controller's own Main Step (R8.5 with the printed gate)."""
    db = scripted(CARD_SCRIPTS)
    shark = {"field": [FieldCard("BSS04-087", exhausted=True), FieldCard(ALTAR)]}
    own = build(with_db(position(0, "main", shark, {}, auto=False), db))
    assert C.activate(0) not in legal(own)
    theirs = build(with_db(position(1, "attack", shark, {"field": [FieldCard(GOLEM)]}, auto=False, turn=4), db))
    theirs.apply(C.attack(0))
    assert pending(theirs) == (Decision.FLASH, 0)
    assert C.activate(0) in legal(theirs)
    theirs.apply(C.activate(0))
    theirs.apply(C.CONFIRM)
    theirs.apply(theirs.pending_decision().choose_card(ALTAR))
    assert cards(theirs, 0) == ["BSS04-087"] and field(theirs, 0)[0]["exhausted"] == 0  # the Nexus paid


# -- OPP_CHOICE -----------------------------------------------------------------------------------------------------
def test_a_mode_chosen_by_the_opponent(build, scripted):
    """choose_one(who=OPPONENT): the opponent answers the YES_NO (BSS05-130: they pick top or bottom of their deck)."""
    db = scripted(CARD_SCRIPTS)
    p1 = {"field": [FieldCard(SANCTUARY)], "deck": [KEEP, BONES]}
    for answer, expected in ((C.CONFIRM, [SANCTUARY, KEEP, BONES]), (C.PASS, [KEEP, BONES, SANCTUARY])):
        state = build(with_db(position(0, "main", {"hand": ["BSS05-130"], "reserve": 5}, p1, auto=False), db))
        use_magic(state, 0, effect=0)
        state.apply(state.pending_decision().choose_card(SANCTUARY))
        assert pending(state) == (Decision.YES_NO, 1)
        state.apply(answer)
        assert deck_ids(state, 1) == expected


def test_unless_the_opponent_pays_a_core(build, scripted):
    """CB01-051: the attacker's controller may pay a core (their CHOOSE of their own cores) or lose two cards from
    their deck (no Magic among them: the attacker stays)."""
    db = scripted(CARD_SCRIPTS)
    p0 = {"field": [FieldCard("CB01-051", cores=2, soul=True)], "soul": None}
    for reserve, answer in ((2, C.CONFIRM), (2, C.PASS)):
        p1 = {"field": [FieldCard(DUGONG, cores=1)], "reserve": reserve, "deck": [KEEP, SWORD, BONES]}
        state = build(with_db(position(1, "attack", p0, p1, auto=False, turn=4), db))
        state.apply(C.attack(0))
        assert pending(state) == (Decision.YES_NO, 1)
        state.apply(answer)
        if answer == C.CONFIRM:
            assert pending(state) == (Decision.CHOOSE, 1)  # which of their cores pays
            state.apply(legal(state)[0])
            assert int(player(state, 1)["reserve"]) == reserve - 1 and len(deck_ids(state, 1)) == 3
        else:
            assert deck_ids(state, 1) == [BONES] and trash_ids(state, 1) == [KEEP, SWORD]
            assert cards(state, 1) == [DUGONG]  # no Magic among them


def test_may_answered_by_the_opponent_reads_their_condition(build, scripted):
    """may(who=OPPONENT) offers the choice to the opponent, and its condition is read for them."""
    script = {BIG: lambda c: c.when(Event.SUMMONED).may(lambda a: a.draw(1, who=Who.OPPONENT), who=Who.OPPONENT,
                                                         cond=Cond.HAND_AT_MOST, arg=0)}
    db = scripted(script)
    for hand, asked in (([], True), ([KEEP], False)):
        state = build(with_db(position(0, "main", {"hand": [BIG], "reserve": 8}, {"hand": hand, "deck": [SWORD]},
                                       auto=False), db))
        summon(state, 0)
        assert (pending(state) == (Decision.YES_NO, 1)) == asked


# -- MAGIC_TO_HAND ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("cores, back", [(1, True), (2, False)])
def test_a_magic_that_returns_to_hand(build, scripted, cores, back):
    """BSS05-121: the Magic returns to its owner's hand when its core removal destroyed the Spirit (R6.2), else it
    goes to the Trash as usual (R8.4)."""
    db = scripted(CARD_SCRIPTS)
    state = build(with_db(position(0, "main", {"hand": ["BSS05-121"], "reserve": 6},
                                   {"field": [FieldCard(DUGONG, cores=cores)]}, auto=True), db))
    use_magic(state, 0, effect=0)
    assert (hand_ids(state, 0) == ["BSS05-121"]) == back
    assert (trash_ids(state, 0) == ["BSS05-121"]) != back
    assert int(state.record()["n_mods"]) == 0  # the mark is used up


def test_magic_to_hand_compiles_only_in_a_magic_effect(scripted):
    with pytest.raises(ScriptError, match="Magic"):
        effect_tables(scripted({BIG: lambda c: c.when(Event.SUMMONED).magic_to_hand()}))


# -- CAST_MAGIC -------------------------------------------------------------------------------------------------
def test_tokiel_uses_a_revealed_cooking_magic_for_free(build, scripted):
    """BSS06-031: the Cooking Magic among the revealed cards is used without paying; in the Main Step both its
    effects are usable and its user picks (Main: Feast); it ends in the Trash with the rest, and it is a Magic
    used (MAGIC_USED: a watcher draws)."""
    script = {**CARD_SCRIPTS, GOLEM: lambda c: c.when(Event.MAGIC_USED, scope=Scope.MINE).draw(1)}
    db = scripted(script)
    deck = [KEEP, "BSS06-107", BONES, SWORD, KEEP, BONES, SWORD]
    state = build(with_db(position(0, "main", {"hand": ["BSS06-031"], "reserve": 8, "deck": deck + [DUGONG],
                                               "field": [FieldCard(GOLEM)]}, {}, auto=False), db))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert legal(state) == [C.choice(0)]  # the one Cooking Magic, no PASS: "use one"
    state.apply(C.choice(0))
    assert pending(state) == (Decision.CHOOSE, 0) and legal(state) == [C.choice(0), C.choice(1)]  # Main or Flash
    assert [o.text for o in state.pending_decision().options] == [
        "Use its Main effect without paying its cost", "Use its Flash effect without paying its cost"]
    state.apply(C.choice(0))
    pay_and_place(state)  # the Small Supsprite's core
    assert cards(state, 0) == [GOLEM, "BSS06-031", SMALL]
    assert sorted(trash_ids(state, 0)) == sorted(deck)
    assert hand_ids(state, 0) == [DUGONG]  # MAGIC_USED was heard


def test_cast_magic_from_the_trash_in_an_opponents_timing_offers_flash_only(build, scripted):
    """Outside its controller's Main Step a used Magic can only use a Flash effect (R8.4, R10.1)."""
    script = {**CARD_SCRIPTS, BIG: lambda c: c.when(Event.BLOCKS).cast_magic(
        Filter(side=Side.MINE, zone=Zone.TRASH, types=(MAGIC,)))}
    db = scripted(script)
    p0 = {"field": [FieldCard(GOLEM)]}
    p1 = {"field": [FieldCard(BIG)], "trash": ["BSS06-107"]}
    state = build(with_db(position(0, "attack", p0, p1, auto=False), db))
    battle(state, 0, 0)
    assert pending(state) == (Decision.CHOOSE, 1)
    state.apply(C.choice(0))  # the Magic: one usable effect (Flash), chosen at once
    assert pending(state) == (Decision.CHOOSE, 1)  # its own choice: a Spirit for +2000
    state.apply(state.pending_decision().choose_card(BIG))
    from conftest import bp
    assert bp(state, 1, 0) == 8000 and trash_ids(state, 1) == ["BSS06-107"]


def test_cast_magic_optional_and_filters(scripted):
    with pytest.raises(ScriptError, match="Magic"):
        effect_tables(scripted({BIG: lambda c: c.when(Event.SUMMONED).cast_magic(mine(zone=Zone.TRASH))}))


# -- SUMMON_MULTI ---------------------------------------------------------------------------------------------------
def test_caldera_places_the_chosen_nexuses_from_the_trash(build, scripted):
    """BSS05-099: discard a card, choose Nexus cards in the Trash costing 6 or less in all, and every one of them is
    placed without paying (each its own deploy)."""
    db = scripted(CARD_SCRIPTS)
    p0 = {"hand": ["BSS05-099", KEEP], "reserve": 8, "trash": [SANCTUARY, ALTAR, GRAIL]}
    state = build(with_db(position(0, "main", p0, {}, auto=False), db))
    summon(state, 0)
    state.apply(C.CONFIRM)
    state.apply(state.pending_decision().choose_card(KEEP))  # the card discarded
    state.apply(state.pending_decision().choose_card(SANCTUARY))
    state.apply(state.pending_decision().choose_card(ALTAR))
    assert C.choice(0) not in legal(state)  # Dark Grail would pass the total of 6
    state.apply(C.PASS)
    while pending(state)[0] == Decision.PLACE:
        state.apply(C.PASS)
    assert cards(state, 0) == ["BSS05-099", SANCTUARY, ALTAR]
    assert trash_ids(state, 0) == [GRAIL, KEEP]


# -- CHOOSE_COLOR ---------------------------------------------------------------------------------------------------
@pytest.mark.parametrize("who", [Who.CONTROLLER, Who.OPPONENT])
def test_a_chosen_colour_read_by_a_later_filter(build, scripted, who):
    """choose_color(): six options (red .. blue); Rel.HAS_CHOSEN_COLOR then picks cards of that colour."""
    db = scripted({BIG: lambda c: c.when(Event.SUMMONED).choose_color(who).all(
        opponents(relation=Rel.HAS_CHOSEN_COLOR)).destroy()})
    state = build(with_db(position(0, "main", {"hand": [BIG], "reserve": 8},
                                   {"field": [FieldCard(KEEP), FieldCard(BONES), FieldCard(GOLEM)]}, auto=False), db))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0 if who == Who.CONTROLLER else 1)
    assert legal(state) == [C.choice(k) for k in range(6)]
    assert [o.text for o in state.pending_decision().options][:2] == ["Select red", "Select purple"]
    state.apply(C.choice(1))  # purple
    assert cards(state, 1) == [KEEP, GOLEM]


# -- TOKEN_COPY -----------------------------------------------------------------------------------------------------
def test_research_lab_copies_a_summoned_token(build, scripted):
    """BSS05-111 Lv2: a token summoned, the refreshed Lab may be exhausted for one more of it, exhausted, with one
    normal core from the Reserve or the Trash (its controller picks when both have one)."""
    script = {**CARD_SCRIPTS, BIG: lambda c: c.when(Event.SUMMONED).summon_token(SMALL)}
    db = scripted(script)
    p0 = {"hand": [BIG], "reserve": 10, "trash_cores": 2, "field": [FieldCard("BSS05-111", cores=3)]}
    state = build(with_db(position(0, "main", p0, {}, auto=False), db))
    summon(state, 0)
    pay_and_place(state)  # the first Small's core
    assert pending(state) == (Decision.YES_NO, 0)
    state.apply(C.CONFIRM)
    assert pending(state) == (Decision.CHOOSE, 0) and legal(state) == [C.choice(0), C.choice(1)]
    assert [o.text for o in state.pending_decision().options] == [
        "Place the copy's core from the Reserve", "Place the copy's core from the Trash"]
    state.apply(C.choice(1))  # from the Trash
    assert cards(state, 0) == ["BSS05-111", BIG, SMALL, SMALL]
    assert field(state, 0)[3] == {"card": SMALL, "cores": 1, "soul": False, "exhausted": 1}
    assert field(state, 0)[0]["exhausted"] == 1 and int(player(state, 0)["trash_cores"]) == 2 + 6 - 1
    assert pending(state)[0] != Decision.YES_NO  # the copy's summon is heard, but the Lab is exhausted now


def test_token_copy_needs_a_token_and_a_core(build, scripted):
    """A non-token subject gives no copy; nor does a token when no normal core is left in the Reserve or the Trash
    (R0.4; cores on field cards do not count)."""
    def copier(c):
        c.when(Event.SUMMONED, scope=Scope.MINE, subject=mine(exclude_self=True)).token_copy()

    db = scripted({BIG: copier})
    state = build(with_db(position(0, "main", {"hand": [KEEP], "reserve": 2, "field": [FieldCard(BIG)]}, {},
                                   auto=False), db))
    summon(state, 0)
    assert cards(state, 0) == [BIG, KEEP]
    db = scripted({BIG: copier, GOLEM: lambda c: c.when(Event.ATTACK_STEP_START, scope=Scope.MINE)
                   .summon_token(SMALL)})
    state = build(with_db(position(0, "main", {"reserve": 1, "field": [FieldCard(BIG), FieldCard(GOLEM)]}, {},
                                   auto=False), db))
    state.apply(C.PASS)  # to the Attack Step: the Small takes the Reserve's last core
    pay_and_place(state)
    assert cards(state, 0) == [BIG, GOLEM, SMALL]


# -- the pool II deck: both engines, random games; the compiled invariant fuzz -------------------------------------
POOL2_SCRIPTS = {
    **CARD_SCRIPTS,
    "BSS06-012": lambda c: c.agile(), "BSS06-013": lambda c: c.agile(), "BSS06-014": lambda c: c.agile(),
    "BSS06-071": lambda c: c.agile(),
    "BSS06-114": lambda c: (c.burst(Event.LIFE_REDUCED, then=AbilityKind.MAGIC_FLASH).feast(),
                            c.magic(main=True, flash=True).feast()),
    "CB01-076": lambda c: c.magic(main=False, flash=True).choose_color().all(
        opponents(relation=Rel.HAS_CHOSEN_COLOR)).bp(-1000),
}


def pool2_decks() -> tuple[Deck, Deck]:
    a = ("BSS06-085", "BSS06-107", "BSS06-031", "BSS06-014", "BSS06-071", "BSS05-121", "BSS05-111", "BSS06-114",
         "ST01-004", "ST02-005", "ST03-009", "ST04-006", "ST04-008", "BSS03-112", "ST06-007", "ST03-006", "BSS06-013")
    b = ("BSS06-012", "BSS06-013", "BSS04-087", "CB01-051", "BSS05-130", "BSS05-099", "CB01-076", "BSS06-107",
         "ST01-004", "ST02-005", "ST03-009", "ST01-013", "ST02-012", "ST04-006", "ST04-008", "BSS06-014",
         "BSS05-111")
    return (Deck("pool2-a", tuple((c, 3) for c in a)), Deck("pool2-b", tuple((c, 3) for c in b)))


@pytest.mark.parametrize("auto_forced, games", [(True, 14), (False, 6)])
def test_engines_agree_on_pool2_cards(scripted, auto_forced, games):
    """Random games with Feast, Agile, token copies, Magic ops and chosen colours: both engines offer the same
    actions and hold the same bytes after every action."""
    from test_differential_engines import play_both

    db = scripted(POOL2_SCRIPTS)
    deck_a, deck_b = pool2_decks()
    chooser = random.Random(f"pool2-{auto_forced}")
    total = 0
    for i in range(games):
        pair = (deck_a, deck_b) if i % 2 == 0 else (deck_b, deck_a)
        rules = RuleSet.preset("bss") if i % 3 else RuleSet()
        n, _ = play_both(Game(pair, seed=0, rules=rules, auto_forced=auto_forced, db=db), chooser.getrandbits(64),
                         chooser)
        total += n
    assert total > games * 20


def test_compiled_fuzz_over_pool2_cards(scripted):
    """The compiled invariant fuzz over the pool II decks: every position's invariants, every legal code applies
    cleanly, sampled illegal codes are refused."""
    from bscore.fuzz import run_fuzz

    db = scripted(POOL2_SCRIPTS)
    for i, edition in enumerate(("bss", "rulebook-8.0")):
        game = Game(pool2_decks(), rules=RuleSet.preset(edition), auto_forced=bool(i), db=db)
        result = run_fuzz(game.handle, game.rows[0], game.rows[1], game.rules_bytes, 60, 90 + i,
                          options=game.options, illegal_samples=8, every_legal=True, first_index=0, every_code=EVERY_CODE)
        assert result["failure"] is None, result["failure"]
        assert result["actions"] > 20 * 60 and result["overflow_games"] == 0
