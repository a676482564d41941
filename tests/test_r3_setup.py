"""R3 Setup: cores, hands, shuffles and the first player, on both engines.

CN 1.3 (对战的准备), quoted where the tests rely on it:

    <1>指定对战纸垫外作为「空间」的场所，将准备好的晶核放置其中。
    <2>将自己的卡组仔细洗切，然后交给对手洗切。
    <4>从空间将5个晶核，放置于对战纸垫上「生命区」的位置。
    <5>从空间将3个晶核，1个灵魂晶核，放置于对战纸垫上「预备区」的位置。
    <6>从卡组抽4张卡作为手牌。
    <7>进行猜拳，由胜者决定「先攻」或「后攻」。
    *不使用灵魂晶核的场合，请在第<5>步将代替灵魂晶核的1个晶核（合计4个）放置于预备区。

``new_initial_state()`` returns the game already advanced to the first player's Main Step
of turn 1, whose Draw Step has run (CN 4: only the Core Step and Attack Step are skipped on
turn 1), so the first player holds start_hand + draw_per_turn cards and the second start_hand.
"""

from __future__ import annotations

import pytest

import pybs
from pybs import layout as L
from pybs.layout import Decision, Phase
from pybs.rules import RuleSet

DECKS = ("ST01", "ST02")
DECK_SIZE = 40


@pytest.fixture
def new_state(engine):
    """A fresh game (R3) in the engine under test; auto_forced=False so that a Main Step with
    nothing to do but pass is not skipped past (it would run more turns)."""

    def _new(rules: RuleSet | None = None, seed: int = 0, decks=DECKS):
        game = pybs.Game(decks, seed=seed, rules=rules, auto_forced=False)
        return game.new_initial_state() if engine == "fast" else game.reference_state()

    return _new


def players(state):
    rec = state.record()
    return rec, [rec["players"][p] for p in (0, 1)]


def deck_order(pl) -> list[int]:
    return pl["deck"][: int(pl["deck_count"])].tolist()


def hand_of(pl) -> list[int]:
    return pl["hand"][: int(pl["hand_count"])].tolist()


# -- R3.2 / R3.3: cores ---------------------------------------------------------------------------
@pytest.mark.parametrize("start_life", [5, 1, 9])
def test_r3_2_life_starts_with_start_life_cores(new_state, start_life) -> None:
    """R3.2 (CN <4>): 5 cores from the Void to Life; RuleSet.start_life changes the number."""
    rules = RuleSet() if start_life == 5 else RuleSet(start_life=start_life)
    _, pls = players(new_state(rules))
    assert [int(pl["life"]) for pl in pls] == [start_life, start_life]


def test_r3_3_reserve_three_cores_and_the_soul_core(new_state) -> None:
    """R3.3 (CN <5>): 3 normal cores and the Soul Core in the Reserve; the Core Step of turn 1
    is skipped (R5.8), so the first player still has exactly these in the Main Step."""
    _, pls = players(new_state())
    for pl in pls:
        assert int(pl["reserve"]) == 3
        assert int(pl["soul_loc"]) == L.SOUL_RESERVE
        assert int(pl["trash_cores"]) == 0 and int(pl["count_cores"]) == 0


def test_r3_3_without_soul_core_four_normal_cores(new_state) -> None:
    """R3.3 (CN <5> note): playing without a Soul Core puts 4 normal cores in the Reserve."""
    _, pls = players(new_state(RuleSet(use_soul_core=False)))
    for pl in pls:
        assert int(pl["reserve"]) == 4
        assert int(pl["soul_loc"]) == L.SOUL_NONE


@pytest.mark.parametrize("use_soul", [True, False])
def test_r3_3_start_reserve_variant(new_state, use_soul) -> None:
    """RuleSet.start_reserve sets the normal cores; no Soul Core still adds one more (R3.3)."""
    _, pls = players(new_state(RuleSet(start_reserve=6, use_soul_core=use_soul)))
    for pl in pls:
        assert int(pl["reserve"]) == (6 if use_soul else 7)
        assert (int(pl["soul_loc"]) == L.SOUL_RESERVE) is use_soul


@pytest.mark.parametrize(
    "rules",
    [RuleSet(), RuleSet(use_soul_core=False), RuleSet(start_life=8, start_reserve=0)],
    ids=["default", "no-soul", "life8-reserve0"],
)
def test_r3_1_core_conservation_void_in_counts_every_normal_core(new_state, rules) -> None:
    """R3.1-R3.3: all cores start in the Void; void_in counts the normal cores taken out of it
    (Life + Reserve; the Soul Core is not a normal core) and nothing has gone back yet."""
    _, pls = players(new_state(rules))
    expected = rules.start_life + rules.start_reserve + (0 if rules.use_soul_core else 1)
    for pl in pls:
        held = int(pl["life"]) + int(pl["reserve"]) + int(pl["trash_cores"]) + int(pl["count_cores"])
        held += int(pl["slots"]["cores"].sum())
        assert int(pl["void_in"]) == expected == held
        assert int(pl["void_out"]) == 0


# -- R3.4: the opening hand -----------------------------------------------------------------------
def test_r3_4_four_cards_drawn(new_state) -> None:
    """R3.4 (CN <6>): 4 cards each; the first player has also drawn in turn 1's Draw Step."""
    rec, pls = players(new_state())
    first = int(rec["first_player"])
    assert int(pls[1 - first]["hand_count"]) == 4
    assert int(pls[first]["hand_count"]) == 5
    for pl in pls:
        assert int(pl["hand_count"]) + int(pl["deck_count"]) == DECK_SIZE


def test_r3_4_four_cards_each_without_a_draw_step_draw(new_state) -> None:
    """With draw_per_turn=0 only the setup draw remains: both hands hold exactly 4."""
    _, pls = players(new_state(RuleSet(draw_per_turn=0)))
    assert [int(pl["hand_count"]) for pl in pls] == [4, 4]
    assert [int(pl["deck_count"]) for pl in pls] == [DECK_SIZE - 4] * 2


@pytest.mark.parametrize("start_hand", [0, 6, 10])
def test_r3_4_start_hand_variant(new_state, start_hand) -> None:
    """RuleSet.start_hand replaces the 4."""
    _, pls = players(new_state(RuleSet(start_hand=start_hand, draw_per_turn=0)))
    assert [int(pl["hand_count"]) for pl in pls] == [start_hand, start_hand]


def test_r3_4_hand_is_drawn_from_the_top_of_the_shuffled_deck(engine) -> None:
    """The opening hand is the top of the shuffled deck: a game with start_hand=0 keeps those
    cards on top, and the default game has them in hand."""
    game0 = pybs.Game(DECKS, seed=5, rules=RuleSet(start_hand=0, draw_per_turn=0, first_player=0),
                      auto_forced=False)
    game4 = pybs.Game(DECKS, seed=5, rules=RuleSet(draw_per_turn=0, first_player=0), auto_forced=False)
    make = (lambda g: g.new_initial_state()) if engine == "fast" else (lambda g: g.reference_state())
    _, no_hand = players(make(game0))
    _, with_hand = players(make(game4))
    for p in (0, 1):
        top4 = deck_order(no_hand[p])[-4:]  # bottom .. top: the top card is last
        assert hand_of(with_hand[p]) == top4[::-1]
        assert deck_order(with_hand[p]) == deck_order(no_hand[p])[:-4]


# -- R3.1: the shuffle ----------------------------------------------------------------------------
def test_r3_1_deck_is_shuffled_and_keeps_every_card(new_state) -> None:
    """R3.1: every instance is in deck or hand exactly once, and the order is not the
    canonical (sorted) order of the deck list."""
    _, pls = players(new_state(seed=11))
    for pl in pls:
        cards = deck_order(pl) + hand_of(pl)
        assert sorted(cards) == list(range(DECK_SIZE))
        assert cards != list(range(DECK_SIZE))
        assert deck_order(pl) != sorted(deck_order(pl))


def test_r3_1_shuffle_is_deterministic_by_seed(new_state) -> None:
    a, b = new_state(seed=1234), new_state(seed=1234)
    assert a.to_bytes() == b.to_bytes()


def test_r3_1_shuffle_differs_across_seeds(new_state) -> None:
    orders = set()
    for seed in range(6):
        _, pls = players(new_state(RuleSet(first_player=0), seed=seed))
        orders.add(tuple(deck_order(pls[0]) + hand_of(pls[0])))
    assert len(orders) == 6


def test_r3_1_players_are_shuffled_independently(new_state) -> None:
    """Two identical deck lists with one seed still get two different orders."""
    _, pls = players(new_state(RuleSet(first_player=0, draw_per_turn=0), seed=3, decks=("ST01", "ST01")))
    assert deck_order(pls[0]) + hand_of(pls[0]) != deck_order(pls[1]) + hand_of(pls[1])


def test_r3_both_engines_set_up_byte_identical() -> None:
    """The compiled and reference setups agree byte for byte (same RNG draws, same layout)."""
    for seed, rules in [(0, RuleSet()), (7, RuleSet(use_soul_core=False)), (99, RuleSet(start_hand=7))]:
        game = pybs.Game(DECKS, seed=seed, rules=rules, auto_forced=False)
        assert game.new_initial_state().raw_bytes() == game.reference_state().to_bytes()


# -- R3.5: who goes first -------------------------------------------------------------------------
def test_r3_5_first_player_comes_from_the_seeded_rng(new_state) -> None:
    """R3.5: with first_player=None the RNG decides; over several seeds both players go first,
    the same seed always picks the same player, and there is no mulligan decision: the first
    decision is the first player's Main Step of turn 1."""
    firsts = []
    for seed in range(16):
        rec, _ = players(new_state(seed=seed))
        first = int(rec["first_player"])
        assert int(players(new_state(seed=seed))[0]["first_player"]) == first
        assert int(rec["active"]) == first == int(rec["decision_player"])
        assert int(rec["turn"]) == 1
        assert int(rec["phase"]) == Phase.MAIN and int(rec["decision"]) == Decision.MAIN
        firsts.append(first)
    assert set(firsts) == {0, 1}


@pytest.mark.parametrize("first", [0, 1])
def test_r3_5_first_player_fixed_by_ruleset(new_state, first) -> None:
    for seed in range(6):
        rec, pls = players(new_state(RuleSet(first_player=first), seed=seed))
        assert int(rec["first_player"]) == int(rec["active"]) == first
        assert int(pls[first]["hand_count"]) == 5 and int(pls[1 - first]["hand_count"]) == 4

