"""The levels vocabulary's engine rules, on both engines (the ``build`` fixture).

Levels set by a static or an effect (R6.1), the Lv1 BP rule, costs paid from hand (R7.1-R7.3: symbols
counted twice or lent by the Trash, free Magic, the first Magic of a turn), relations on costs and BP, the
"cores put into your Reserve" event and the state checks for the new rows. Each test names the rule it
relies on; the cards are BSS01-BSS03 cards (pybs/scripts/bssNN_*.py).
"""

from __future__ import annotations

import pytest
from card_helpers import cards, do, fight, pass_flashes, position
from conftest import bp, legal, pay_and_place, pending, player

from pybs import codec as C
from pybs import layout as L
from pybs.carddb import load_default
from pybs.effects import effect_tables
from pybs.effects.script import Filter, ScriptError, mine
from pybs.effects.spec import Count, Event, F, Mod, Rel
from pybs.errors import StateError
from pybs.layout import Decision
from pybs.testing import FieldCard

RAINEEDLE = "ST01-004"  # red vanilla, cost 1, Lv1 1000 BP
AXE_ANGEL = "ST04-007"  # yellow vanilla, cost 2, Lv1 1000 BP
GOLEM, BRONTECH = "ST03-006", "ST03-007"  # white vanillas: 4000 / 5000 BP
KV2 = "BSS02-043"  # white vanilla, cost 8: Lv1 5000 BP, Lv2 (2 cores) 10000 BP
DROWSY_FUMES = "ST04-016"  # yellow Magic, cost 2
SCORCHED = "ST01-012"  # red Nexus with a Lv2 (2 cores)


def mods(state) -> list[tuple[int, int, int, int, int]]:
    """(player, inst, kind, duration, value) of every temporary effect."""
    rec = state.record()
    return [tuple(int(x) for x in m)[:5] for m in rec["mods"][: int(rec["n_mods"])]]


def test_compiled_tables_hold_the_levels_pieces():
    """The relations, the Trash filter of an own-cost static and the negated family compile into filters."""
    tables = effect_tables(load_default())
    rows = [tuple(r) for r in tables.filters]
    assert any(r[F.RELATION] == Rel.COST_IS_AMOUNT for r in rows)  # BSS02-058
    assert any(r[F.RELATION] == Rel.BP_ABOVE_OPP_MAX for r in rows)  # BSS02-093
    assert any(r[F.RELATION] == Rel.BP_BELOW_ATTACKER for r in rows)  # BSS02-059
    assert any(r[F.NOT_CARDSET] and not r[F.CARDSET] for r in rows)  # "non-Voidlord"
    assert any(op[0] == 40 and op[1] == Count.TARGET_COST for op in tables.ops)  # Op.COUNT TARGET_COST


def test_compiler_rejects_malformed_not_family():
    """not_family takes known families and cannot be combined with name_not (both use NOT_CARDSET)."""
    from pybs.effects.compiler import compile_scripts

    db = load_default()
    for kw in ({"not_family": "No Such Family"}, {"not_family": "Voidlord", "name_not": "Acedia"}):
        bad = {"BSS01-119": lambda c, kw=kw: c.magic(main=True, flash=True).choose(mine(**kw)).destroy()}
        with pytest.raises(ScriptError):
            compile_scripts(db, bad)
    compile_scripts(db, {"BSS01-119": lambda c: c.magic(main=True, flash=True).choose(
        Filter(not_family=("Voidlord", "Angel"))).destroy()})


def test_r6_1_a_set_level_effect_beats_a_set_level_static(build):
    """R6.1: Dinoman counts as Lv3 by its own static (6000 BP with one core); an effect that makes it Lv1 for the
    turn (the Floral Clock's, a Mod.SET_LEVEL row) wins over the static: 2000 BP, and it loses to a Golem."""
    p0 = {"field": [FieldCard("BSS02-109", cores=0), FieldCard(GOLEM)]}
    state = build(position(0, "main", p0, {"field": [FieldCard("BSS01-022")]}))
    assert bp(state, 1, 0) == 6000
    state.apply(state.pending_decision().activate("BSS02-109"))
    state.apply(state.pending_decision().choose_card("BSS01-022"))
    assert bp(state, 1, 0) == 2000
    assert (1, int(state.record()["players"][1]["slots"][0]["inst"]), Mod.SET_LEVEL, 2, 1) in mods(state)
    do(state, C.PASS)
    fight(state, 1, 0)
    assert cards(state, 1) == []


def test_r6_1_set_level_static_gate_reads_cores(build):
    """The static's own level gate reads the card's cores: Gigano Rex with one core (Lv1 by cores) and only a
    Terrasaur beside it is Lv3, and then its Lv2+ Confront and Lv3 BP (10000) apply."""
    state = build(position(0, "main", {"field": [FieldCard("BSS01-007"), FieldCard("BSS01-010")]}, {}))
    assert bp(state, 0, 0) == 10000


def test_max_level_while_names_the_source_and_passes_the_checks(build):
    """Mod.MAX_LEVEL_WHILE (BSS03-092) holds the instance of the Spirit that gave it; from_bytes accepts it, and
    rejects a row naming a card the player does not have."""
    from pybs.game import State

    p0 = {"field": [FieldCard("BSS03-092", cores=3), FieldCard(SCORCHED, cores=0)]}
    state = build(position(0, "main", p0, {}))
    do(state, C.PASS)
    state.apply(state.pending_decision().choose_card(SCORCHED))
    rec = state.record()
    lirica = int(rec["players"][0]["slots"][0]["inst"])
    row = [m for m in mods(state) if m[2] == Mod.MAX_LEVEL_WHILE]
    assert row == [(0, int(rec["players"][0]["slots"][1]["inst"]), Mod.MAX_LEVEL_WHILE, 2, lirica)]
    if isinstance(state, State):
        assert State.from_record(rec.copy(), state.game).raw_bytes() == state.raw_bytes()
        bad = rec.copy()
        i = [int(m["kind"]) for m in bad["mods"][: int(bad["n_mods"])]].index(Mod.MAX_LEVEL_WHILE)
        bad["mods"][i]["value"] = 63
        with pytest.raises(StateError):
            State.from_record(bad, state.game)


def test_r7_1_first_magic_flag_is_set_on_use_and_cleared_next_turn(build):
    """R7.1 with Rule.FIRST_MAGIC_DISCOUNT: using a Magic from hand sets TURN_MAGIC_USED for its player (after its
    cost was fixed, R7.5); the flag ends with the turn."""
    p0 = {"field": [FieldCard(AXE_ANGEL)], "hand": [DROWSY_FUMES], "reserve": 3}
    state = build(position(0, "main", p0, {"field": [FieldCard(KV2, cores=2)]}, auto=True))
    assert int(state.record()["turn_flags"][0]) & L.TURN_MAGIC_USED == 0
    do(state, C.use_hand(0))
    pay_and_place(state)  # the only target is chosen by itself (auto_forced)
    assert int(state.record()["turn_flags"][0]) & L.TURN_MAGIC_USED
    while int(state.record()["active"]) == 0 and not state.is_terminal():
        do(state, C.PASS)
    assert int(state.record()["turn_flags"][0]) & L.TURN_MAGIC_USED == 0


def test_r7_3_own_cost_symbols_count_only_while_paying_from_hand(build):
    """R7.3: Nexus Hazard's "Terrasaur symbols count twice" is its own: with two Terrasaurs its cost is 4, but
    the same field gives another red Magic (Charged Draw, cost 4, two red reductions) only two symbols."""
    p0 = {"hand": ["ST01-014"], "reserve": 0,
          "field": [FieldCard("BSS01-010", cores=1), FieldCard("BSS01-010", cores=1)]}
    state = build(position(0, "main", p0, {}))
    assert C.use_hand(0) in legal(state)  # 4 - 2 = 2, two field cores
    p0 = {**p0, "field": [FieldCard("BSS01-010"), FieldCard("BSS01-010")], "hand": ["BSS02-116"], "reserve": 2}
    state = build(position(0, "main", p0, {"field": [FieldCard(RAINEEDLE), FieldCard("ST01-013", cores=0)]}))
    assert C.use_hand(0) in legal(state)  # 8 - 4 = 4 = two Reserve + two field cores


def test_reserve_gained_from_an_effect_core_move(build):
    """Event.RESERVE_GAINED: an opposing effect moving a core from your Spirit to your Reserve (Devilish
    Prankster Imp) is heard by Harpy Nest Palace, as is the Life core the attack sent there: two offers."""
    p0 = {"field": [FieldCard("BSS02-111", cores=1), FieldCard(BRONTECH, cores=3)], "reserve": 0, "life": 5}
    p1 = {"field": [FieldCard("BSS01-048"), FieldCard("ST02-008")]}
    state = build(position(1, "attack", p0, p1, turn=4))
    do(state, C.attack(1))
    pass_flashes(state)
    do(state, C.PASS)
    pass_flashes(state)
    offers = 0
    while not state.is_terminal() and pending(state)[0] in (Decision.YES_NO, Decision.CHOOSE, Decision.ORDER):
        if pending(state)[0] == Decision.YES_NO:
            offers += 1
            do(state, C.PASS)
        elif pending(state)[0] == Decision.ORDER:
            do(state, C.choice(0))
        else:
            state.apply(state.pending_decision().choose_card(BRONTECH))
    assert offers == 2
    assert int(player(state, 0)["reserve"]) == 2  # the Life core and Brontech's core


POOL_CARDS = ("BSS01-007 BSS01-022 BSS01-076 BSS01-083 BSS01-099 BSS02-009 BSS02-058 BSS02-059 BSS02-068 "
              "BSS02-093 BSS02-109 BSS02-111 BSS02-116 BSS03-002 BSS03-092 BSS03-116").split()


@pytest.mark.parametrize("auto_forced, games", [(True, 12), (False, 6)])
def test_engines_agree_on_levels_cards(auto_forced, games):
    """Random games with decks of every levels-group card (three copies each, with the Terrasaurs, Birdfolk and
    Magic they care about): both engines offer the same actions and hold the same bytes after every action."""
    import random

    from test_differential_engines import play_both

    from pybs import Game
    from pybs.decks import Deck

    fill = ["BSS01-010", "BSS03-046", "ST04-016", "ST04-007", "ST01-010", "ST01-013", "ST06-012"]
    deck_a = Deck("levels-a", tuple((c, 3) for c in POOL_CARDS[:8] + fill[:4]) + (("ST01-004", 2), ("ST02-005", 2)))
    deck_b = Deck("levels-b", tuple((c, 3) for c in POOL_CARDS[8:] + fill[3:] + ["ST04-008", "ST03-006"])
                  + (("ST01-004", 1),))
    chooser = random.Random(f"levels-{auto_forced}")
    total = 0
    for i in range(games):
        pair = (deck_a, deck_b) if i % 2 == 0 else (deck_b, deck_a)
        n, _ = play_both(Game(pair, seed=0, auto_forced=auto_forced), chooser.getrandbits(64), chooser)
        total += n
    assert total > games * 20


def test_reserve_gained_is_a_levels_event():
    assert Event.RESERVE_GAINED == 36


def test_r13_burst_that_deploys_itself_is_a_valid_state_mid_choice(build):
    """R13 with Zone.BURST: while the Burst's SUMMON of its own card waits for the choice, the state passes the
    from_bytes checks and pending_decision() names the card in the Burst zone; once deployed, the card is on
    the field, not in the Trash, and no Burst is set."""
    from pybs.game import State

    p0 = {"burst": "BSS03-116", "reserve": 0, "field": [FieldCard(AXE_ANGEL)]}
    state = build(position(1, "attack", p0, {"field": [FieldCard(BRONTECH)]}, turn=4))
    do(state, C.attack(0))
    pass_flashes(state)
    do(state, C.block(0))
    pass_flashes(state)
    do(state, C.CONFIRM)
    assert pending(state) == (Decision.CHOOSE, 0)
    options = [o.card for o in state.pending_decision().options if o.card is not None]
    assert [(o.card, o.zone) for o in options] == [("BSS03-116", "burst")]
    if isinstance(state, State):
        assert State.from_record(state.record().copy(), state.game).raw_bytes() == state.raw_bytes()
    state.apply(state.pending_decision().choose_card("BSS03-116"))
    assert cards(state, 0) == ["BSS03-116"]
    assert int(player(state, 0)["burst_inst"]) == L.NO_CARD and int(player(state, 0)["trash_count"]) == 1


def test_r13_burst_card_being_deployed_by_its_own_burst_is_a_valid_state(build):
    """R13 with Zone.BURST: while the Burst's own card waits for its cores to be placed (the Burst zone is empty,
    the Burst frame still runs), the state passes the from_bytes checks (the fuzz found them too strict)."""
    from pybs.game import State

    p0 = {"burst": "BSS03-116", "reserve": 3, "field": [FieldCard(AXE_ANGEL)]}
    state = build(position(1, "attack", p0, {"field": [FieldCard(BRONTECH)]}, turn=4))
    do(state, C.attack(0))
    pass_flashes(state)
    do(state, C.block(0))
    pass_flashes(state)
    do(state, C.CONFIRM)
    state.apply(state.pending_decision().choose_card("BSS03-116"))
    assert int(player(state, 0)["burst_inst"]) == L.NO_CARD
    assert pending(state)[0] in (Decision.PLACE, Decision.PAY)
    if isinstance(state, State):
        state.check_invariants()
        assert State.from_record(state.record().copy(), state.game).raw_bytes() == state.raw_bytes()
    while pending(state)[0] in (Decision.PLACE, Decision.PAY):
        state.apply(C.CONFIRM if C.CONFIRM in legal(state) else int(legal(state)[0]))
    assert "BSS03-116" in cards(state, 0)


def test_max_level_while_rows_go_when_the_source_leaves(build):
    """"As long as you control this Spirit": when Lirica leaves the field the Mod.MAX_LEVEL_WHILE rows naming it
    go too (a later copy of that instance on the field would be a new card)."""
    p0 = {"field": [FieldCard("BSS03-092", cores=3), FieldCard(SCORCHED, cores=0)]}
    state = build(position(0, "main", p0, {"field": [FieldCard(KV2, cores=2)]}))
    do(state, C.PASS)
    state.apply(state.pending_decision().choose_card(SCORCHED))
    assert [m[2] for m in mods(state)] == [Mod.MAX_LEVEL_WHILE]
    fight(state, 0, 0)  # Lirica (5000 BP) falls to the 10000 BP KV-2
    assert "BSS03-092" not in cards(state, 0)
    assert [m for m in mods(state) if m[2] == Mod.MAX_LEVEL_WHILE] == []
