"""Pool II, costs (vocab-D, docs/EFFECTS.md "Pool II: event details, temporary statics, costs"): a card's own rules
read while it is paid for from the hand (Rule.FULL_REDUCTION, OWN_COST_COLORS, SYMBOL_SOURCES, COST_PER_COUNT;
R7.1-R7.4), one-off cost changes (Mod.MAGIC_CORE_TAX, Mod.COST_IS_LIFE_NEXT; R7.5), a cost treated as another
(Rule.COST_AS) and the Ascend variants (R18.2).

Every test runs on both engines (``build`` fixture) with synthetic scripts given to vanilla cards (``scripted``).
"""

from __future__ import annotations

import pytest
from card_helpers import do, position
from conftest import field, hand_ids, legal, pending, trash_ids, with_db
from test_fuzz import EVERY_CODE
from test_pool2_events_rules import ACTOR, BRONTECH, DECK, DROWSY, GOLEM, RAINEEDLE, WATCHER, settle

import pybs.scripts  # noqa: F401  (registers every script before a test overrides some)
from pybs import codec as C
from pybs.effects.script import (
    SPIRITS,
    AbilityKind,
    BattleRole,
    Cond,
    CoreZone,
    Count,
    Dest,
    Duration,
    Event,
    EventFlag,
    Filter,
    Keyword,
    Mod,
    Rel,
    Rule,
    Scope,
    Side,
    Static,
    Timing,
    Who,
    Zone,
    color_bits,
    mine,
    opponents,
    per,
)
from pybs.effects.spec import COST_AS_ASCEND, COST_AS_SHIFT, COST_AS_TRASH
from pybs.layout import CardType, Decision
from pybs.testing import FieldCard, TempEffect

DUGONG = "ST03-009"  # vanilla white Giant Beast, cost 3
MITHRIL = "ST06-007"  # vanilla blue Golem, cost 6


def cost_fixed(state, hand_index: int) -> int:
    """Declare hand card ``hand_index`` and return the cost fixed for it (R7.5), before any payment."""
    do(state, C.use_hand(hand_index))
    assert pending(state)[0] in (Decision.PAY, Decision.PLACE, Decision.MAGIC_EFFECT, Decision.CHOOSE)
    return int(state.record()["use_cost_left"])


def main_step(build, db, p0: dict, p1: dict | None = None, **kw):
    return build(with_db(position(0, "main", {"reserve": 9, "deck": DECK, **p0}, p1 or {"deck": DECK}, **kw), db))


# -- a card's own rules in hand ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(("life", "cost"), [(3, 1), (5, 4)])
def test_full_reduction(build, scripted, life, cost):
    """BSS04-002: "if you have 3 or fewer Life, treat all of this card's reduction symbols as fulfilled": the Golem
    (cost 4, three white reduction symbols) costs 1 with no white symbol on the field; at 5 Life it costs 4."""
    db = scripted({GOLEM: lambda c: c.static(Static.RULE, Rule.FULL_REDUCTION, cond=Cond.LIFE_AT_MOST, cond_arg=3)})
    state = main_step(build, db, {"hand": [GOLEM], "life": life})
    assert cost_fixed(state, 0) == cost


@pytest.mark.parametrize(("recolored", "cost"), [(True, 2), (False, 4)])
def test_own_cost_colors(build, scripted, recolored, cost):
    """BSS06-076's shape: "when summoning this card, you may treat the symbols of your Star Dragon Spirits as
    white": two red Raineedles pay two of the Golem's white reduction symbols (R7.3)."""
    rule = (lambda c: c.static(Static.RULE, Rule.OWN_COST_COLORS, value2=color_bits("white"),
                               filter2=mine(family="Star Dragon"))) if recolored else (lambda c: None)
    db = scripted({GOLEM: rule})
    state = main_step(build, db, {"hand": [GOLEM], "field": [FieldCard(RAINEEDLE), FieldCard(RAINEEDLE)]})
    assert cost_fixed(state, 0) == cost


@pytest.mark.parametrize(("limited", "cost"), [(True, 3), (False, 2)])
def test_symbol_sources(build, scripted, limited, cost):
    """BSS06-043's shape: "only symbols on your Machine Beast Spirits reduce its cost": of Brontech's and Dugong's
    white symbols only Brontech's counts."""
    rule = (lambda c: c.static(Static.RULE, Rule.SYMBOL_SOURCES, filter2=mine(family="Machine Beast"))) if limited \
        else (lambda c: None)
    db = scripted({GOLEM: rule})
    state = main_step(build, db, {"hand": [GOLEM], "field": [FieldCard(BRONTECH), FieldCard(DUGONG)]})
    assert cost_fixed(state, 0) == cost


@pytest.mark.parametrize(("trash", "cost"), [([], 4), ([RAINEEDLE], 2), ([RAINEEDLE] * 3, 0)])
def test_cost_per_count(build, scripted, trash, cost):
    """BSS06-016's shape: "reduce its cost by 2 for each card in your Trash with ..." (here any Spirit card), after
    the symbol reduction, never below 0."""
    db = scripted({GOLEM: lambda c: c.static(Static.RULE, Rule.COST_PER_COUNT, value2=2,
                                             filter2=mine(zone=Zone.TRASH))})
    state = main_step(build, db, {"hand": [GOLEM], "trash": trash})
    assert cost_fixed(state, 0) == cost


def test_own_rules_only_count_from_the_hand(build, scripted):
    """An effect's paid summon from the Trash (not "from your hand") pays the full cost: the own rule is not read."""
    db = scripted({GOLEM: lambda c: c.static(Static.RULE, Rule.COST_PER_COUNT, value2=2,
                                             filter2=mine(zone=Zone.TRASH)),
                   ACTOR: lambda c: c.when(Event.ATTACKS).summon(mine(zone=Zone.TRASH, cost_min=4), pay=True)})
    p0 = {"field": [FieldCard(ACTOR)], "trash": [GOLEM, RAINEEDLE], "reserve": 9, "deck": DECK}
    state = build(with_db(position(0, "attack", p0, {"deck": DECK}), db))
    do(state, C.attack(0))
    while pending(state)[0] in (Decision.YES_NO, Decision.CHOOSE):
        state.apply(C.CONFIRM if pending(state)[0] == Decision.YES_NO else C.choice(0))
    assert pending(state)[0] == Decision.PAY
    assert int(state.record()["use_cost_left"]) == 4


# -- one-off cost changes ----------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("reserve", "usable"), [(5, True), (4, False)])
def test_magic_core_tax(build, scripted, reserve, usable):
    """BSS05-100's "this turn, when your opponent uses a Magic from their hand, they pay three more cores"
    (Mod.MAGIC_CORE_TAX on them): Drowsy Fumes costs 2 + 3, so 4 cores cannot use it (R7.6); a Spirit pays as
    usual."""
    state = build(position(0, "main", {"hand": [DROWSY, RAINEEDLE], "reserve": reserve, "deck": DECK},
                           {"field": [FieldCard(GOLEM)], "deck": DECK}, auto=False,
                           mods=[TempEffect(0, "MAGIC_CORE_TAX", value=3, source=1)]))
    assert (C.use_hand(0) in legal(state)) == usable
    if usable:
        assert cost_fixed(state, 0) == 5


@pytest.mark.parametrize(("reserve", "usable"), [(5, True), (4, False)])
def test_magic_core_tax_is_made_by_an_effect(build, scripted, reserve, usable):
    """The Mod comes from an effect ("when this Spirit attacks: ... the opponent pays three more"), player-wide on
    the opponent, for the turn: in that battle's Flash timing their Drowsy Fumes needs 2 + 3 cores."""
    db = scripted({ACTOR: lambda c: c.when(Event.ATTACKS).player_mod(Mod.MAGIC_CORE_TAX, 3, who=Who.OPPONENT)})
    state = build(with_db(position(0, "attack", {"field": [FieldCard(ACTOR)], "deck": DECK},
                                   {"hand": [DROWSY], "reserve": reserve, "deck": DECK}), db))
    do(state, C.attack(0))
    settle(state)
    rec = state.record()
    rows = [(int(m["player"]), int(m["value"])) for m in rec["mods"][: int(rec["n_mods"])]
            if int(m["kind"]) == Mod.MAGIC_CORE_TAX]
    assert rows == [(1, 3)]
    assert pending(state) == (Decision.FLASH, 1)
    assert (C.use_hand(0) in legal(state)) == usable


def test_next_summon_costs_life(build, scripted):
    """BSS04-005: "the next red Spirit card with ... you summon this turn costs your Life": the first matching
    summon from hand starts from the Life total (R7.1: reduction still applies) and uses the Mod up; the next one
    costs as printed."""
    db = scripted({WATCHER: lambda c: c.when(Event.SUMMONED).next_summon_costs_life(
        mine(colors=("white",), cost_min=4))})
    state = main_step(build, db, {"hand": [WATCHER, GOLEM, GOLEM], "life": 2}, auto=False)
    do(state, C.use_hand(0))
    settle(state)
    assert cost_fixed(state, 0) == 2  # the first Golem: its printed cost is the Life total, 2
    settle(state)
    assert cost_fixed(state, 0) == 3  # the Mod is used up: 4, less the first Golem's white symbol


def test_next_summon_costs_life_skips_other_cards(build, scripted):
    """A card the filter does not name costs as printed and leaves the Mod in place."""
    db = scripted({WATCHER: lambda c: c.when(Event.SUMMONED).next_summon_costs_life(mine(colors=("white",)))})
    state = main_step(build, db, {"hand": [WATCHER, RAINEEDLE], "life": 5}, auto=False)
    do(state, C.use_hand(0))
    settle(state)
    assert cost_fixed(state, 0) == 1
    rec = state.record()
    assert [int(m["kind"]) for m in rec["mods"][: int(rec["n_mods"])]].count(Mod.COST_IS_LIFE_NEXT) == 1


# -- Rule.COST_AS --------------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("treated", "drawn"), [(True, 1), (False, 0)])
def test_cost_as_in_the_trash(build, scripted, treated, drawn):
    """BSS04-025: "treat this card as though it costs 5 while it is in the Trash": a Trash filter asking for cost 5
    or more counts the Raineedle (cost 1) there."""
    db = scripted({
        RAINEEDLE: (lambda c: c.static(Static.RULE, Rule.COST_AS, value2=5 | COST_AS_TRASH << COST_AS_SHIFT))
        if treated else (lambda c: None),
        ACTOR: lambda c: c.when(Event.ATTACKS).count_matching(mine(zone=Zone.TRASH, cost_min=5)).draw(per(1)),
    })
    state = build(with_db(position(0, "attack", {"field": [FieldCard(ACTOR)], "trash": [RAINEEDLE], "deck": DECK},
                                   {"deck": DECK}, auto=True), db))
    do(state, C.attack(0))
    settle(state)
    assert len(hand_ids(state, 0)) == drawn


@pytest.mark.parametrize(("step", "drawn"), [("attack", 1), ("main", 0)])
def test_cost_as_on_the_field_in_a_timing(build, scripted, step, drawn):
    """BSS06-054: "during either Attack Step, treat this Spirit as though it costs 5": in the Attack Step a cost-5
    filter counts Sword Angel, in the Main Step it does not."""
    db = scripted({
        WATCHER: lambda c: c.static(Static.RULE, Rule.COST_AS, value2=5, timing=Timing.EITHER_ATTACK_STEP),
        ACTOR: lambda c: c.when(Event.ATTACKS if step == "attack" else Event.SUMMONED).count_matching(
            mine(cost_min=5)).draw(per(1)),
    })
    if step == "attack":
        state = build(with_db(position(0, "attack", {"field": [FieldCard(ACTOR), FieldCard(WATCHER)],
                                                      "deck": DECK}, {"deck": DECK}, auto=True), db))
        do(state, C.attack(0))
    else:
        state = main_step(build, db, {"hand": [ACTOR], "field": [FieldCard(WATCHER)], "reserve": 3}, auto=True)
        do(state, C.use_hand(0))
    settle(state)
    assert len(hand_ids(state, 0)) == drawn


@pytest.mark.parametrize("treated", [True, False])
def test_cost_as_for_an_ascend(build, scripted, treated):
    """BSS04-071: "when you use this Spirit to perform Ascend, treat it as though it costs 7" (R18.2): a Golem
    (cost 4) pays Mithril Golem's Ascend (cost 6 or more) only with the rule; other filters still read 4."""
    db = scripted({
        GOLEM: (lambda c: c.static(Static.RULE, Rule.COST_AS, value2=7 | COST_AS_ASCEND << COST_AS_SHIFT,
                                   timing=Timing.YOUR_MAIN_STEP)) if treated else (lambda c: None),
        MITHRIL: lambda c: c.ascend(Filter(cost_min=6)),
    })
    state = main_step(build, db, {"hand": [MITHRIL], "field": [FieldCard(GOLEM, cores=2)]}, auto=False)
    assert (C.use_hand(0) in legal(state)) == treated
    if treated:
        do(state, C.use_hand(0))
        assert pending(state)[0] == Decision.CHOOSE  # the Ascend's choice: the Golem
        do(state, C.choice(0))
        assert int(state.record()["players"][0]["reserve"]) == 9 + 2  # its cores went to the Reserve (R18.2)


def test_cost_as_compiles_with_its_flag(scripted):
    """A Rule.COST_AS marks its card (CardFlag.COST_AS), so only such cards pay the check; an affects filter is
    refused (the rule is about the card itself)."""
    from pybs.effects import effect_tables
    from pybs.effects.compiler import CardFlag
    from pybs.effects.script import ScriptError

    db = scripted({GOLEM: lambda c: c.static(Static.RULE, Rule.COST_AS, value2=7)})
    flags = effect_tables(db).arrays()["card_flags"]
    assert flags[db.row(GOLEM)] & CardFlag.COST_AS and not flags[db.row(BRONTECH)] & CardFlag.COST_AS
    with pytest.raises(ScriptError):
        effect_tables(scripted({GOLEM: lambda c: c.static(Static.RULE, Rule.COST_AS, value2=7, affects=mine())}))



# -- every vocab-D piece in random games: both engines, then the compiled fuzz ------------------------------------------
def _fire_wall(c):
    c.burst(Event.DESTROYED, flags=EventFlag.BY_OPPONENT, then=AbilityKind.MAGIC_FLASH).if_(
        Cond.SUBJECT_MATCHES, mine(family="Angel"), then=lambda a: a.draw(1))
    c.magic(main=False, flash=True).choose(mine()).card_static(Static.NO_DESTROY_BY, filter2=opponents(types=SPIRITS))


def _sword_angel(c):
    c.when(Event.DESTROYED, scope=Scope.OPPONENT, flags=EventFlag.ZERO_BP).draw(1)
    c.when(Event.HIGHER_BP, timing=Timing.WHILE_ATTACKING_OR_BLOCKING).this().refresh()
    c.when(Event.SUMMONED).next_summon_costs_life(mine(colors=("blue",)))


def _axe_angel(c):
    c.when(Event.ATTACKS).choose(opponents()).bp(-2000)
    c.when(Event.TO_TRASH, scope=Scope.MINE, subject=mine()).once_per_turn(lambda a: a.this().bp(1000))


def _skull_fly(c):
    c.when(Event.ATTACK_STEP_END, scope=Scope.MINE, flags=EventFlag.BY_EFFECT).draw(1)
    c.when(Event.WON_BATTLE, scope=Scope.MINE, subject=mine()).if_(Cond.DEFEATED_BP_AT_MOST, 3000,
                                                                   then=lambda a: a.draw(1))
    c.when(Event.DESTROYED, scope=Scope.MINE, subject=mine(battle=BattleRole.ATTACKING)).draw(1)


VD_SCRIPTS = {
    WATCHER: _sword_angel,
    ACTOR: _axe_angel,
    "ST04-008": lambda c: c.when(Event.ATTACKS).this().card_static(
        Static.UNTARGETABLE, 1 << CardType.MAGIC, duration=Duration.NEXT_OPP_TURN),
    "ST01-005": lambda c: (c.static(Static.RULE, Rule.NO_BATTLE_DESTROY, levels=(2,)),
                           c.when(Event.RETURNED, scope=Scope.OPPONENT, flags=EventFlag.TO_HAND).draw(1)),
    "ST01-011": lambda c: (c.when(Event.ATTACKS).choose(opponents(cost_max=3)).to_hand(),
                           c.when(Event.BURST_ACTIVATED, scope=Scope.OPPONENT).if_(
                               Cond.SUBJECT_NO_FIELD_COLOR, then=lambda a: a.draw(1))),
    "ST02-005": lambda c: (c.when(Event.DESTROYED, scope=Scope.MINE, subject=mine(cost_min=2), zone=Zone.TRASH,
                                  timing=Timing.EITHER_ATTACK_STEP).summon(mine(zone=Zone.TRASH), only_self=True,
                                                                           exhausted=True),
                           c.when(Event.SUMMONED).if_(Cond.EVENT_FLAGS, EventFlag.FROM_TRASH,
                                                      then=lambda a: a.draw(1))),
    "ST02-006": lambda c: (c.when(Event.ATTACKS).cores(CoreZone.VOID, CoreZone.SELF, 1),
                           c.when(Event.CORES_PLACED, scope=Scope.ANY, flags=EventFlag.FROM_VOID,
                                  source=opponents(types=())).draw(1)),
    "ST02-009": _skull_fly,
    DUGONG: lambda c: (c.static(Static.RULE, Rule.NO_EXHAUST, affects=mine()),
                       c.static(Static.RULE, Rule.NO_HAND_DISCARD), c.static(Static.RULE, Rule.ASCEND_WAIVE)),
    "ST05-009": lambda c: (c.keyword(Keyword.GALE, 1), c.when(Event.EXHAUSTED, scope=Scope.OPPONENT,
                                                              flags=EventFlag.BY_GALE).draw(1)),
    "ST05-003": lambda c: (c.keyword(Keyword.SWIFT), c.when(Event.SUMMONED, flags=EventFlag.BY_SWIFT).draw(1),
                           c.when(Event.ATTACKS).discard_from_hand(1, Who.OPPONENT)),
    "ST06-009": lambda c: (c.static(Static.RULE, Rule.FULL_REDUCTION, cond=Cond.LIFE_AT_MOST, cond_arg=3),
                           c.static(Static.RULE, Rule.COST_PER_COUNT, value2=1, filter2=mine(zone=Zone.TRASH)),
                           c.static(Static.RULE, Rule.OWN_COST_COLORS, value2=color_bits("blue"),
                                    filter2=mine(family="Angel"))),
    "ST06-010": lambda c: (c.static(Static.RULE, Rule.COST_AS, value2=6 | COST_AS_ASCEND << COST_AS_SHIFT,
                                    timing=Timing.YOUR_MAIN_STEP),
                           c.when(Event.ATTACKS).for_turn(Static.RULE, opponents(bp_max=3000),
                                                          value=Rule.NO_LIFE_DAMAGE)),
    MITHRIL: lambda c: (c.ascend(Filter(cost_min=6), opponent=Filter(family="Mecha")),
                        c.static(Static.RULE, Rule.SYMBOL_SOURCES,
                                                                filter2=mine(colors=("blue",)))),
    DROWSY: lambda c: c.magic(main=True, flash=True).choose(opponents()).bp(-3000).player_mod(
        Mod.MAGIC_CORE_TAX, 1, who=Who.OPPONENT),
    "ST01-016": _fire_wall,
}
VD_DECK_CARDS = [card for card in VD_SCRIPTS if card not in (DROWSY, "ST01-016")]


FILLERS = (GOLEM, BRONTECH, RAINEEDLE, "ST05-007", "ST01-008", "ST03-006")  # vanilla or plain fillers


def _deck(name: str, cards: list[str], size: int, copies: int):
    """A deck of ``copies`` of each card, filled up to ``size`` with plain cards."""
    from pybs.decks import Deck

    entries = {c: copies for c in cards}
    for filler in FILLERS:
        left = size - sum(entries.values())
        if left <= 0:
            break
        entries[filler] = min(copies, entries.get(filler, 0) + left)
    return Deck(name, tuple(entries.items()))


def vd_decks(size: int = 40, copies: int = 3):
    """Two decks sharing the vocab-D scripts (each holds the Magic and both Angels)."""
    a = _deck(f"vocab-d-a-{size}", VD_DECK_CARDS[:9] + [DROWSY, "ST01-016"], size, copies)
    b = _deck(f"vocab-d-b-{size}", VD_DECK_CARDS[7:] + [DROWSY, "ST01-016", WATCHER, ACTOR], size, copies)
    return a, b


@pytest.mark.parametrize(("auto_forced", "games"), [(True, 10), (False, 5)])
def test_engines_agree_on_vocab_d_pieces(scripted, auto_forced, games):
    """Random games with decks of synthetic scripts using every vocab-D piece: both engines offer the same actions
    and hold the same bytes after every action."""
    import random

    from test_differential_engines import play_both

    from pybs import Game

    db = scripted(VD_SCRIPTS)
    a, b = vd_decks()
    assert a.size >= 40 and b.size >= 40
    chooser = random.Random(f"vocab-d-{auto_forced}")
    total = 0
    for i in range(games):
        pair = (a, b) if i % 2 == 0 else (b, a)
        n, _ = play_both(Game(pair, seed=0, auto_forced=auto_forced, db=db), chooser.getrandbits(64), chooser)
        total += n
    assert total > games * 20


def test_fuzz_vocab_d_pieces(scripted):
    """The compiled invariant fuzz over the same decks, both editions: every legal action tried, illegal codes
    refused, the state checks after every action."""
    from bscore.fuzz import run_fuzz
    from pybs import Game, RuleSet

    db = scripted(VD_SCRIPTS)
    n = 60
    for k, edition in enumerate(("bss", "rulebook-8.0")):
        rules = RuleSet.preset(edition)
        decks = vd_decks(rules.deck_min_cards, rules.copy_limit)
        game = Game(decks, rules=rules, auto_forced=bool(k), db=db)
        result = run_fuzz(game.handle, game.rows[0], game.rows[1], game.rules_bytes, n, 9700 + k,
                          options=game.options, illegal_samples=12, every_legal=True, every_code=EVERY_CODE)
        assert result["failure"] is None, f"{edition}: {result['failure']}"
        assert result["games"] == n and result["overflow_games"] == 0



# -- real cards (their scripts live here until the set helpers move them) ------------------------------------------------
def bss04_002(c):  # Dustwyrm Drought Dragon
    c.static(Static.RULE, Rule.FULL_REDUCTION, cond=Cond.LIFE_AT_MOST, cond_arg=3)
    c.keyword(Keyword.AWAKEN, levels=(1, 2, 3))
    c.when(Event.SUMMONED, levels=(1, 2, 3)).choose(opponents(bp_max=5000)).destroy()


@pytest.mark.parametrize(("life", "cost"), [(3, 3), (4, 8)])
def test_bss04_002_costs_its_printed_cost_less_every_reduction_at_low_life(build, scripted, life, cost):
    """BSS04-002 (cost 8, five red reduction symbols): at 3 Life it costs 3 with no red symbol on the field."""
    db = scripted({"BSS04-002": bss04_002})
    state = main_step(build, db, {"hand": ["BSS04-002"], "life": life, "field": [FieldCard(GOLEM)]})
    assert cost_fixed(state, 0) == cost


def bss04_005(c):  # Gray, Servant of Siegwurm
    c.when(Event.SUMMONED, levels=(1, 2, 3)).if_(Cond.SOUL_PAID, then=lambda a: a.next_summon_costs_life(
        mine(zone=Zone.HAND, colors=("red",), keyword=Keyword.ASCEND)))
    c.when(Event.ATTACKS, levels=(3,)).choose(opponents(types=(CardType.NEXUS,), level_max=1), min=0).destroy()


def test_bss04_005_makes_the_next_red_ascend_card_cost_the_life_total(build, scripted):
    """BSS04-005 summoned with the Soul Core in its payment: the next red Spirit card with Ascend costs the Life
    total (2) before reduction (R7.1): Gray's own red symbol, paying the Ascend, still reduces it to 1 (R7.5)."""
    db = scripted({"BSS04-005": bss04_005, "BSS04-002": lambda c: c.ascend(Filter(cost_min=4))})
    p0 = {"hand": ["BSS04-005", "BSS04-002"], "life": 2, "reserve": 9, "soul": "reserve", "deck": DECK}
    state = main_step(build, db, p0, auto=False)
    do(state, C.use_hand(0))
    while pending(state)[0] == Decision.PAY:  # the Soul Core among the cores paid (misc: SOUL_PAID)
        state.apply(C.pay(0, 1) if C.pay(0, 1) in legal(state) else C.pay(0, 0))
    settle(state)
    do(state, C.use_hand(0))  # the Ascend's choice: Gray pays it
    do(state, C.choice(0))
    assert int(state.record()["use_cost_left"]) == 1


def bss04_071(c):  # Mother Meadowbird
    c.keyword(Keyword.SWIFT)
    c.static(Static.RULE, Rule.COST_AS, value2=7 | COST_AS_ASCEND << COST_AS_SHIFT, levels=(1, 2, 3),
             timing=Timing.YOUR_MAIN_STEP)


def test_bss04_071_pays_an_ascend_as_a_cost_7_spirit(build, scripted):
    """BSS04-071 (cost 4) pays Mithril Golem's "Ascend: cost 6 or more" in the Main Step (R18.2)."""
    db = scripted({"BSS04-071": bss04_071, MITHRIL: lambda c: c.ascend(Filter(cost_min=6))})
    state = main_step(build, db, {"hand": [MITHRIL], "field": [FieldCard("BSS04-071")]}, auto=False)
    assert C.use_hand(0) in legal(state)


def bss06_076(c):  # Scales Giant Kiffa Libra
    blue = color_bits("blue")
    c.static(Static.RULE, Rule.OWN_COST_COLORS, value2=blue, filter2=mine(family="Lightguider"))
    c.static(Static.RULE, Rule.OWN_COST_COLORS, value2=blue, filter2=mine(types=(CardType.NEXUS,)))
    c.when(Event.ATTACKS, levels=(2, 3)).count_matching(opponents(zone=Zone.TRASH, types=())).discard(
        per(1), who=Who.OPPONENT)


def test_bss06_076_reads_nexus_symbols_as_blue(build, scripted):
    """BSS06-076 (cost 9, six blue reduction symbols): a purple Nexus's symbol and a white Golem's: only the
    Nexus's counts (as blue)."""
    db = scripted({"BSS06-076": bss06_076})
    state = main_step(build, db, {"hand": ["BSS06-076"], "field": [FieldCard("ST02-013", cores=0), FieldCard(GOLEM)]})
    assert cost_fixed(state, 0) == 8


# -- Ascend variants (R18.2) --------------------------------------------------------------------------------------------
VALLEY = "ST02-013"  # Purple Smoke Valley: a Nexus (Lv1 at 0 cores, Lv2 at 2)
EVA_00 = "ST07-010"  # Evangelion Proto Type-00: a yellow Eva-00 Golem, cost 2


def waiver(c):
    c.static(Static.RULE, Rule.ASCEND_WAIVE, timing=Timing.YOUR_MAIN_STEP)


@pytest.mark.parametrize("waive", [True, False])
def test_ascend_waived_by_exhausting_a_nexus(build, scripted, waive):
    """BSS04-114's Lv2: "you may exhaust this Nexus to summon it without paying its Ascend cost": with no Spirit to
    Ascend with, Mithril Golem is summonable; the waiver (YES) exhausts the Nexus and nothing pays; declined, the
    Ascend's choice follows (here the Brontech, cost 5, is not enough: nothing is used)."""
    db = scripted({VALLEY: waiver, MITHRIL: lambda c: c.ascend(Filter(cost_min=6))})
    p0 = {"hand": [MITHRIL], "field": [FieldCard(VALLEY, cores=0), FieldCard(BRONTECH, cores=2)]}
    state = main_step(build, db, p0, auto=False)
    assert C.use_hand(0) in legal(state)
    do(state, C.use_hand(0))
    assert pending(state) == (Decision.YES_NO, 0)
    do(state, C.CONFIRM if waive else C.PASS)
    if waive:
        assert pending(state)[0] == Decision.PAY
        assert field(state, 0)[0]["exhausted"] == 1 and field(state, 0)[1]["cores"] == 2
    else:
        assert pending(state)[0] in (Decision.CHOOSE, Decision.MAIN)


def test_no_waiver_no_ascend(build, scripted):
    """Without a refreshed Nexus of the rule (here exhausted), nothing can pay the Ascend: not summonable (R18.2)."""
    db = scripted({VALLEY: waiver, MITHRIL: lambda c: c.ascend(Filter(cost_min=6))})
    p0 = {"hand": [MITHRIL], "field": [FieldCard(VALLEY, cores=0, exhausted=True)]}
    state = main_step(build, db, p0, auto=False)
    assert C.use_hand(0) not in legal(state)


def test_ascend_with_an_opposing_spirit(build, scripted):
    """CB01-045's "you may Ascend with one of your opponent's Eva-00 Spirits; its cores go to their Reserve": with
    none of your own, the opponent's Eva-00 pays; its cores go to their Reserve and, left with none, it is
    depleted (R6.2, silently as an Ascend's, R18.2)."""
    db = scripted({MITHRIL: lambda c: c.ascend(Filter(cost_min=6), opponent=Filter(family="Eva-00"))})
    p1 = {"field": [FieldCard(EVA_00, cores=2)], "reserve": 1, "deck": DECK}
    state = main_step(build, db, {"hand": [MITHRIL]}, p1, auto=False)
    assert C.use_hand(0) in legal(state)
    do(state, C.use_hand(0))
    assert pending(state) == (Decision.YES_NO, 0)  # with the opponent's Spirit?
    do(state, C.CONFIRM, C.choice(0))
    assert EVA_00 in trash_ids(state, 1)
    assert int(state.record()["players"][1]["reserve"]) == 3
    assert pending(state)[0] == Decision.PAY


def bss04_114(c):  # Great Sapphire Labyrinth
    c.when(Event.SUMMONED, levels=(1, 2), scope=Scope.MINE, subject=mine(family="Aberration", cost_min=3),
           timing=Timing.YOUR_MAIN_STEP).cores(CoreZone.VOID, CoreZone.SELF, 1)
    c.static(Static.RULE, Rule.ASCEND_WAIVE, levels=(2,), timing=Timing.YOUR_MAIN_STEP)


@pytest.mark.parametrize(("cores", "usable"), [(2, True), (0, False)])
def test_bss04_114_waives_an_ascend_at_lv2(build, scripted, cores, usable):
    """BSS04-114 at Lv2 lets Mithril Golem be summoned with nothing to Ascend with; at Lv1 it does not."""
    db = scripted({"BSS04-114": bss04_114, MITHRIL: lambda c: c.ascend(Filter(cost_min=6))})
    state = main_step(build, db, {"hand": [MITHRIL], "field": [FieldCard("BSS04-114", cores=cores)]}, auto=False)
    assert (C.use_hand(0) in legal(state)) == usable


def cb01_045(c):  # 10th Angel -EVA-00 Consumed-
    c.ascend(Filter(family=("Eva-00", "Angel")), opponent=Filter(family="Eva-00"))
    c.keyword(Keyword.AT_FIELD, levels=(1, 2, 3))
    c.when(Event.ATTACKS, levels=(2, 3)).reveal(8, Who.OPPONENT).choose(Filter(side=Side.ANY, zone=Zone.BUFFER,
                                                                               types=())).count(
        Count.TARGET_COST).all(opponents(relation=Rel.COST_IS_AMOUNT)).destroy().rest(Dest.TRASH)


def test_cb01_045_ascends_with_an_opposing_eva_00(build, scripted):
    """CB01-045: summonable with only the opponent's Eva-00 on the field, which pays its Ascend."""
    db = scripted({"CB01-045": cb01_045})
    p1 = {"field": [FieldCard(EVA_00, cores=2)], "deck": DECK}
    state = main_step(build, db, {"hand": ["CB01-045"], "reserve": 12}, p1, auto=False)
    do(state, C.use_hand(0))
    do(state, C.CONFIRM, C.choice(0))
    assert EVA_00 in trash_ids(state, 1) and pending(state)[0] == Decision.PAY
