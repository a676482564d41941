"""Group "r16" of issue 9: the Count area (R16.2), Rebirth (R16.1) and contract cards (R16.3, R2.3, R3.4).

Every test runs on both engines (the ``build`` fixture); the example cards are XMPL-R01..R04.
"""

from __future__ import annotations

import pytest
from conftest import bp, field, hand_ids, legal, pending, player, summon

from pybs import codec as C
from pybs.carddb import CardDatabase, card_from_dict, load_default
from pybs.decks import Deck, builtin_decks, validate_deck
from pybs.errors import CardDataError, DeckError, ScenarioError, StateError
from pybs.game import Game, State
from pybs.layout import Decision
from pybs.rules import RuleSet
from pybs.testing import FieldCard, Scenario, TempEffect

WYRM, WYRM_BACK, TALLY, KNIGHT, SAGE = "XMPL-R01", "XMPL-R01/back", "XMPL-R02", "XMPL-R03", "XMPL-R04"
FILLER = "ST01-004"


def attack_position(count: int = 0, cores: int = 1, mods=(), auto: bool = True) -> Scenario:
    sc = Scenario(turn=3, active=0, step="attack", auto_forced=auto, mods=mods)
    sc.player(0, soul="trash", count_cores=count, field=[FieldCard(WYRM, cores=cores)])
    sc.player(1, soul="trash")
    return sc


def attack_and_answer(state, yes: bool) -> None:
    state.apply(C.attack(0))
    assert pending(state) == (Decision.YES_NO, 0)  # the "may" of the Rebirth (R0.2)
    state.apply(state.pending_decision().yes_to(WYRM) if yes else state.pending_decision().no_to(WYRM))


def flipped(state, p: int, k: int) -> int:
    return int(player(state, p)["slots"][k]["flipped"])


# -- R16.2 the Count ------------------------------------------------------------------------------------
def test_r16_2_count_starts_at_zero_and_grows_from_the_void(build):
    """R16.2: the Count starts at 0; "Count +1" puts a core from the Void into the Count area (void_in grows)."""
    sc = Scenario(turn=3, active=0, step="main", auto_forced=True)
    sc.player(0, soul="trash", hand=[TALLY], reserve=4)
    sc.player(1, soul="trash")
    state = build(sc)
    void_in, reserve = int(player(state, 0)["void_in"]), int(player(state, 0)["reserve"])
    assert int(player(state, 0)["count_cores"]) == 0
    summon(state, 0)
    after = player(state, 0)
    assert int(after["count_cores"]) == 1
    assert int(after["void_in"]) == void_in + 1
    assert int(after["reserve"]) == reserve - 2 - 1  # cost 2 paid, one core placed


def test_r16_2_count_cores_never_count_as_reserve_or_life(build):
    """R16.2: the Count area is its own place: its cores pay for nothing and are no Life."""
    sc = Scenario(turn=3, active=0, step="main", auto_forced=True)
    sc.player(0, soul="trash", hand=[TALLY], reserve=0, count_cores=5)
    sc.player(1, soul="trash")
    state = build(sc)
    assert C.use_hand(0) not in legal(state)  # five Count cores, none in the Reserve: not payable (R7.6)


@pytest.mark.parametrize("count, expected", [(2, 2000), (3, 5000), (7, 5000)])
def test_r16_2_a_continuous_effect_reads_the_count(build, count, expected):
    """R16.2: BP may change with the Count: XMPL-R02 has +3000 BP while its controller's Count is 3 or more."""
    sc = Scenario(turn=3, active=0, step="main", auto_forced=True)
    sc.player(0, soul="trash", count_cores=count, field=[FieldCard(TALLY, cores=1)])
    sc.player(1, soul="trash", count_cores=5)  # the opponent's Count does not count
    state = build(sc)
    assert bp(state, 0, 0) == expected


# -- R16.1 Rebirth ----------------------------------------------------------------------------------------
def test_r16_1_rebirth_flips_to_the_back_face_when_the_count_allows(build):
    """R16.1: meeting the printed condition ("your Count is 2 or less") turns the card over: it now has the
    back face's name, BP and symbols, and the flipped marker is set; its own text then adds to the Count."""
    state = build(attack_position(count=2))
    assert bp(state, 0, 0) == 3000
    attack_and_answer(state, yes=True)
    assert field(state, 0)[0]["card"] == WYRM_BACK
    assert flipped(state, 0, 0) == 1
    assert bp(state, 0, 0) == 7000
    assert int(player(state, 0)["count_cores"]) == 3


def test_r16_1_rebirth_is_not_offered_above_the_count_limit(build):
    """R16.1: the condition always includes "your Count is N or less": with Count 3 the Rebirth is not offered."""
    state = build(attack_position(count=3))
    state.apply(C.attack(0))
    assert pending(state)[0] != Decision.YES_NO
    assert field(state, 0)[0]["card"] == WYRM and flipped(state, 0, 0) == 0
    assert int(player(state, 0)["count_cores"]) == 3


def test_r16_1_declining_keeps_the_front_face(build):
    """R16.1: the flip is the printed "may": declining leaves the front face and the Count alone."""
    state = build(attack_position(count=0))
    attack_and_answer(state, yes=False)
    assert field(state, 0)[0]["card"] == WYRM and flipped(state, 0, 0) == 0
    assert int(player(state, 0)["count_cores"]) == 0


def test_r16_1_effects_applied_before_the_flip_carry_over(build):
    """R16.1 (JP): effects the card received before the flip stay on it: +2000 BP for the turn, given to the
    front face, still counts on the back face (7000 + 2000)."""
    state = build(attack_position(count=0, mods=[TempEffect(0, "BP", slot=0, value=2000, source=0)], auto=False))
    assert bp(state, 0, 0) == 5000
    attack_and_answer(state, yes=True)
    assert field(state, 0)[0]["card"] == WYRM_BACK
    assert bp(state, 0, 0) == 9000  # still in the battle: the turn's +2000 is in force


def test_r16_1_the_back_face_text_works_after_the_flip(build):
    """R16.1: a flipped card has the back face's abilities: its own When Attacks adds 1 to the Count and gives
    +1000 BP per Count (R16.2: 4 + 1 = 5, so 7000 + 5000), with no Rebirth question (the front's text is gone)."""
    sc = Scenario(turn=3, active=0, step="attack", auto_forced=False)
    sc.player(0, soul="trash", count_cores=4, field=[FieldCard(WYRM_BACK, cores=1)])
    sc.player(1, soul="trash")
    state = build(sc)
    assert flipped(state, 0, 0) == 1 and bp(state, 0, 0) == 7000
    state.apply(C.attack(0))
    assert pending(state)[0] != Decision.YES_NO
    assert int(player(state, 0)["count_cores"]) == 5
    assert bp(state, 0, 0) == 12000


def test_r16_1_a_back_face_is_never_off_the_field():
    """R16.1: off the field the front face is used: a position with a back face in hand is refused, and so are
    bytes whose field card is marked flipped while showing its front face (the state checks of from_bytes)."""
    sc = Scenario(turn=3, active=0, step="main")
    sc.player(0, hand=[WYRM_BACK])
    with pytest.raises(ScenarioError, match=r"R16\.1"):
        sc.build()
    sc = Scenario(turn=3, active=0, step="main")
    sc.player(0, field=[FieldCard(WYRM, cores=1)])
    rec = sc.record()
    rec["players"][0]["slots"][0]["flipped"] = 1
    state = sc.build()
    with pytest.raises(StateError, match="flipped marker"):
        State.from_record(rec, state.game)


def test_r16_1_off_the_field_the_front_face_is_used(build):
    """R16.1: a flipped card that leaves the field (here destroyed in battle) is its front face again."""
    sc = Scenario(turn=3, active=0, step="attack", auto_forced=True)
    sc.player(0, soul="trash", field=[FieldCard(WYRM, cores=1)])
    sc.player(1, soul="trash", field=[FieldCard("ST06-007", cores=3)])  # Mithril Golem Lv2, 9000 BP
    state = build(sc)
    attack_and_answer(state, yes=True)
    assert field(state, 0)[0]["card"] == WYRM_BACK
    while 0 in field(state, 0) and not state.is_terminal():
        codes = legal(state)
        d, p = pending(state)
        state.apply(C.block(0) if d == Decision.BLOCK and C.block(0) in codes else C.PASS)
    from conftest import trash_ids

    assert WYRM in trash_ids(state, 0) and WYRM_BACK not in trash_ids(state, 0)
    assert flipped(state, 0, 0) == 0


# -- R16.3 contract cards: deck building (R2.3) and the opening hand (R3.4) ---------------------------------
def pact_deck(*contracts: str) -> Deck:
    """The ST01 starter with its first entries swapped for one copy of each contract card given (40 cards)."""
    entries = list(builtin_decks()["ST01"].entries)
    for card_id in contracts:
        first, n = entries[0]
        entries[0] = (first, n - 1)
        entries.append((card_id, 1))
    return Deck("pact", tuple((c, n) for c, n in entries if n))


def test_r2_3_one_kind_of_contract_card_per_deck():
    """R2.3 / R16.3: a deck may hold contract cards of one kind only; two kinds are refused naming R2.3."""
    validate_deck(pact_deck(KNIGHT))
    with pytest.raises(DeckError, match=r"R2\.3.*Example Pact Knight.*Example Pact Sage"):
        validate_deck(pact_deck(KNIGHT, SAGE))


def test_r16_1_a_deck_lists_front_faces_only():
    """R16.1: a back face is never a deck card; the error names the rule and the front face."""
    with pytest.raises(DeckError, match=r"R16\.1.*XMPL-R01/back.*XMPL-R01"):
        validate_deck(pact_deck(WYRM_BACK))


@pytest.mark.parametrize("seed", range(6))
def test_r3_4_a_contract_card_starts_in_hand(engine, seed):
    """R3.4 / R16.3: a player with a contract card sets it aside, draws one card fewer and adds it to the hand:
    whatever the shuffle, the opening hand holds it and still has the usual size."""
    game = Game((pact_deck(KNIGHT), "ST02"), seed=seed, auto_forced=False)
    state = game.new_initial_state() if engine == "fast" else game.reference_state()
    p0, p1 = player(state, 0), player(state, 1)
    first = int(state.record()["first_player"])
    sizes = {first: 5, 1 - first: 4}  # the first player's Draw Step has run (CN 4)
    assert KNIGHT in hand_ids(state, 0)
    assert int(p0["hand_count"]) == sizes[0] and int(p1["hand_count"]) == sizes[1]
    assert int(p0["hand_count"]) + int(p0["deck_count"]) == 40


def test_r3_4_both_engines_deal_the_same_contract_opening():
    """R3.4: the contract card's move to hand keeps both engines byte-identical (same shuffle, same draw)."""
    game = Game((pact_deck(KNIGHT), pact_deck(KNIGHT)), seed=11, auto_forced=False)
    assert game.new_initial_state().to_bytes()[:-8] == game.reference_state().to_bytes()


# -- card data ----------------------------------------------------------------------------------------------
BASE = {"id": "T-1", "name": "Test", "type": "spirit", "colors": ["red"], "cost": 3, "reduction": ["red"],
        "symbols": ["red"], "families": ["A"], "rarity": "X", "levels": [[1, 1, 3000]], "timings": []}


@pytest.mark.parametrize("extra, field", [
    ({"back": "nope"}, "back"),
    ({"back": {"name": "B", "type": "spirit"}}, "back.levels"),
    ({"back": {"name": "B", "type": "magic", "levels": []}}, "back.type"),
    ({"back": {"name": "B", "type": "spirit", "levels": [[1, 1, 1]], "cost": 2}}, "back.cost"),
    ({"back": {"name": "B", "type": "spirit", "levels": [[2, 1, 1]]}}, "back.levels"),
    ({"contract": "yes"}, "contract"),
    ({"grandwalker": True}, "grandwalker"),
])
def test_r16_card_data_is_validated_naming_the_field(extra, field):
    """R16.1, R16.3, R16.4 card data: a malformed back face or mark raises CardDataError naming the field."""
    with pytest.raises(CardDataError, match=f"field '{field}'"):
        card_from_dict({**BASE, **extra}, "T")


def test_r16_1_a_back_face_is_its_own_row_and_round_trips():
    """R16.1: the back face is a card-table row of its own, right after its front; to_dict gives the record back."""
    db = load_default()
    assert db.row(WYRM_BACK) == db.row(WYRM) + 1
    assert db[WYRM_BACK].back_of == WYRM and db[WYRM].back is not None
    arrays = db.arrays()
    assert arrays["back_row"][db.row(WYRM)] == db.row(WYRM_BACK)
    assert arrays["front_row"][db.row(WYRM_BACK)] == db.row(WYRM)
    again = card_from_dict(db[WYRM].to_dict(), "EXAMPLES")
    assert again == db[WYRM]
    assert len(CardDatabase(db.cards)) == len(db)  # a database rebuilt from its cards adds no second back face


# -- the example cards in random games: both engines byte-equal, every invariant --------------------------
def r16_deck() -> Deck:
    """The ST01 starter with the example cards: Rebirth XMPL-R01 x3, Count XMPL-R02 x3, the contract card
    XMPL-R03 x1, the Grandwalker XMPL-R05 x2 and XMPL-R06 x2 (40 cards)."""
    entries = dict(builtin_decks()["ST01"].entries)
    extra = {WYRM: 3, TALLY: 3, KNIGHT: 1, "XMPL-R05": 2, "XMPL-R06": 2}
    drop = sum(extra.values())
    for card_id in list(entries):  # make room: fewer copies of the first starter cards
        take = min(drop, entries[card_id])
        entries[card_id] -= take
        drop -= take
    entries.update(extra)
    deck = Deck("r16-examples", tuple((c, n) for c, n in entries.items() if n > 0))
    assert deck.size == 40
    return deck


def test_r16_example_decks_play_identically_on_both_engines():
    """R16.1-R16.4 differential: seeded random games with the example cards, both engines compared after every
    action (legal lists, bytes, hashes); the Count grows in some of them (Rebirths and Count +1 happened)."""
    import random

    from test_differential_engines import play_both

    chooser = random.Random("r16-differential")
    counts = []
    for seed in range(10):
        game = Game((r16_deck(), "ST02") if seed % 2 else ("ST03", r16_deck()), seed=seed, auto_forced=seed % 3 != 0)
        _, final = play_both(game, seed, chooser)
        counts.append(int(player(final, 1 - seed % 2)["count_cores"]))
    assert any(counts), counts


def test_r16_example_decks_pass_the_invariant_fuzz():
    """R16.1-R16.4 under the compiled invariant fuzz: every invariant (the flipped marker's included) after every
    action, every legal action applies, illegal ones are rejected."""
    from test_fuzz import assert_clean, fuzz

    result = fuzz((r16_deck(), r16_deck()), RuleSet(), 40, 16)
    assert_clean(result, 40, "r16 examples")


# -- R16.4 Grandwalker Nexuses ----------------------------------------------------------------------------
GAIA, WORLDBREAK, NEBULA = "XMPL-R05", "XMPL-R06", "ST01-001"  # Nebula: destroys an opposing Spirit/Nexus <= 3000 BP


def answer_until_main(state) -> None:
    """Order simultaneous triggers as offered and take the first choice, until the Main Step decision is back."""
    for _ in range(20):
        d, _p = pending(state)
        if d == Decision.MAIN or state.is_terminal():
            return
        state.apply(legal(state)[0] if C.PASS not in legal(state) or d != Decision.CHOOSE else C.PASS)
    raise AssertionError("the Main Step never came back")


@pytest.mark.parametrize("card_id, charged", [(KNIGHT, 1), (FILLER, 0)])
def test_r16_4_core_charge_puts_a_void_core_on_the_grandwalker(build, card_id, charged):
    """R16.4: Core Charge: summoning a card of the Grandwalker's family puts a core from the Void on it (the Void
    supply grows by one); a card of another family does not."""
    sc = Scenario(turn=3, active=0, step="main", auto_forced=True)
    sc.player(0, soul="trash", hand=[card_id], reserve=6, field=[FieldCard(GAIA, cores=0)])
    sc.player(1, soul="trash")
    state = build(sc)
    void_in = int(player(state, 0)["void_in"])
    summon(state, 0)
    answer_until_main(state)
    assert field(state, 0)[0] == {"card": GAIA, "cores": charged, "soul": False, "exhausted": 0}
    assert int(player(state, 0)["void_in"]) == void_in + charged


def test_r16_4_effects_not_naming_grandwalkers_do_not_affect_them(build):
    """R16.4: "destroy an opposing Spirit or Nexus with 3000 BP or less" may pick a plain Nexus but never a
    Grandwalker Nexus; an effect naming Grandwalker Nexuses (XMPL-R06) destroys it."""
    sc = Scenario(turn=3, active=0, step="main", auto_forced=False)
    sc.player(0, soul="trash", hand=[NEBULA, WORLDBREAK], reserve=12)
    sc.player(1, soul="trash", field=[FieldCard(GAIA, cores=0), FieldCard("ST01-012", cores=0)])
    state = build(sc)
    summon(state, 0)
    d = state.pending_decision()
    assert d.kind == Decision.CHOOSE
    assert [o.card.card for o in d.options] == ["ST01-012"]  # the plain Nexus only
    state.apply(d.options[0].code)
    answer_until_main(state)
    assert [f["card"] for f in field(state, 1).values()] == [GAIA]
    state.apply(C.use_hand(hand_ids(state, 0).index(WORLDBREAK)))
    from conftest import pay_and_place

    pay_and_place(state)
    answer_until_main(state)
    assert field(state, 1) == {}


def test_r16_4_no_rule_action_moves_a_grandwalkers_cores(build):
    """R16.4: cores on a Grandwalker Nexus move only by Core Charge and effects naming it: no Main Step move from
    or onto it, and no Soul Core swap with it (a plain Spirit's cores still move)."""
    sc = Scenario(turn=3, active=0, step="main", auto_forced=False)
    sc.player(0, soul="reserve", reserve=3, field=[FieldCard(GAIA, cores=2), FieldCard(FILLER, cores=1)])
    sc.player(1, soul="trash")
    state = build(sc)
    codes = set(legal(state))
    assert not any(C.move(1, dst, kind) in codes for dst in (0, 2) for kind in (0, 1))
    assert not any(C.move(src, 1, kind) in codes for src in (0, 2) for kind in (0, 1))
    assert C.swap_soul(1) not in codes
    assert C.move(2, 0) in codes and C.move(0, 2) in codes and C.swap_soul(2) in codes
    if hasattr(state, "is_legal"):  # the compiled engine's one-code predicate agrees
        assert not any(state.is_legal(code) for code in (C.move(1, 0), C.move(0, 1), C.swap_soul(1)))


@pytest.mark.parametrize("nexus, payable", [(GAIA, False), ("ST01-012", True)])
def test_r16_4_a_grandwalkers_cores_pay_for_nothing(build, nexus, payable):
    """R16.4: six cores on a Grandwalker Nexus cannot pay a cost and place a core (the card is not usable, R7.6),
    where six on a plain Nexus can (Nebula: cost 5 after one red symbol, one core placed)."""
    sc = Scenario(turn=3, active=0, step="main", auto_forced=False)
    sc.player(0, soul="trash", reserve=0, hand=[NEBULA], field=[FieldCard(nexus, cores=6)])
    sc.player(1, soul="trash")
    state = build(sc)
    assert (C.use_hand(0) in legal(state)) is payable


def test_r16_4_deploying_a_grandwalker_places_no_cores(build):
    """R16.4: cores go on a Grandwalker only by Core Charge: deploying one offers no PLACE, only PASS."""
    sc = Scenario(turn=3, active=0, step="main", auto_forced=False)
    sc.player(0, soul="trash", reserve=6, hand=[GAIA])
    sc.player(1, soul="trash")
    state = build(sc)
    state.apply(C.use_hand(0))
    while pending(state)[0] == Decision.PAY:
        state.apply(C.pay(0))
    assert pending(state)[0] == Decision.PLACE
    assert legal(state) == [C.PASS]
    state.apply(C.PASS)
    assert field(state, 0)[0]["card"] == GAIA and field(state, 0)[0]["cores"] == 0
