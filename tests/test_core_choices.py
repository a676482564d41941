"""Which cores move: the owner's pick between the Soul Core and normal cores (R6.6, R6.7), and the
extra core an effect charges for attacking (R6.2, R7.6, R9.1).

Seed text (CN) this file follows:

    Q7. 对手的「将战魂上的2个晶核移至空间」效果，对自己放置有1个灵魂晶核与1个晶核的战魂生效，会如何处理？
    A7. 因为灵魂晶核不能移至空间，所以只将1个晶核移至空间，而自己的战魂不会被消灭。
    Q8. ... 对手可以选择将灵魂晶核或者晶核移至废弃区吗？
    A8. 不可以，由自己来选择。即使是对手的效果，仍然是由自己选择将自己战魂上的何种晶核移至废弃区。
    Q10. 从手牌中宣言使用的卡，即使要消灭自己的战魂，也必须支付需要的费用。

There is no "normal cores first" rule: wherever the Soul Core sits beside normal cores (a card,
the Reserve, the Trash, Life) and may go where the cores go, its owner chooses (a SOUL decision:
CONFIRM takes the Soul Core). The question is asked only when the answer changes something.
"""

from __future__ import annotations

import pytest
from card_helpers import attack_to_block, scenario, their_step
from conftest import field, legal, pending, player, trash_ids, use_magic

from pybs import codec as C
from pybs import layout as L
from pybs.carddb import CardDatabase, card_from_dict, load_default
from pybs.layout import Decision
from pybs.testing import FieldCard

CASTLE = "ST03-013"  # Nexus, Lv2 (2 cores): your block-effect Spirit that attacks takes up to 2 Trash cores
GLASSBEAR = "ST03-005"  # white Spirit with a "when blocks" effect, Lv1 1 core
GOLEM = "ST03-006"  # white vanilla, Lv1 1 core 4000 BP
ELK = "ST03-001"  # Lv2 (3 cores): end of the opponent's turn, one of their Life cores to their Trash
RAINEEDLE = "ST01-004"  # red vanilla, Lv1 1 core 1000, Lv2 2 cores 3000, Lv3 3 cores 4000
BLOODY_RAIN = "ST02-016"  # Burst (you lose Life): the opponent pays a core off a Spirit to attack with it
RED_BIG = "ST01-006"  # red vanilla Spirit
POISON_SHOT = "ST02-014"  # purple Magic, Main/Flash: a Spirit loses a core to its owner's Reserve
HEAVY = "TEST-S02"  # synthetic vanilla Spirit whose Lv1 needs 2 cores


@pytest.fixture(scope="module")
def heavy_db() -> CardDatabase:
    base = load_default()
    card = card_from_dict(
        {"id": HEAVY, "name": "Heavy Test Spirit", "type": "spirit", "colors": ["red"], "cost": 1,
         "reduction": [], "symbols": ["red"], "families": [], "rarity": "C", "levels": [[1, 2, 3000]],
         "timings": []},
        "TEST",
    )
    return CardDatabase(list(base.cards) + [card])


def soul_loc(state, p: int = 0) -> int:
    return int(player(state, p)["soul_loc"])


# -- R6.7 from a zone: the Trash ---------------------------------------------------------------------------
def castle_position(trash: int, soul: str):
    """Player 0's Attack Step: Castle at Lv2, Glassbear (slot 1) to attack, ``trash`` Trash cores."""
    p0 = {"field": [FieldCard(CASTLE, cores=2), FieldCard(GLASSBEAR), FieldCard(GOLEM)], "trash_cores": trash,
          "soul": soul}
    return scenario(p0, {}, step="attack", auto=False)


@pytest.mark.parametrize("answer", [C.CONFIRM, C.PASS], ids=["confirm", "pass"])
def test_r6_7_the_soul_core_in_the_trash_may_be_among_the_cores_taken(build, answer) -> None:
    """Castle moves 2 of 2 normal Trash cores + the Soul Core: its owner picks whether the Soul Core is
    one of the two (before, two normal cores always went)."""
    state = build(castle_position(2, "trash"))
    state.apply(C.attack(1))
    assert pending(state) == (Decision.CHOOSE, 0)
    assert legal(state) == [C.choice(0), C.choice(1), C.choice(2)]
    state.apply(C.choice(2))
    assert pending(state) == (Decision.SOUL, 0)
    assert legal(state) == [C.PASS, C.CONFIRM]
    state.apply(answer)
    took_soul = answer == C.CONFIRM
    assert field(state, 0)[1] == {"card": GLASSBEAR, "cores": 3, "soul": took_soul, "exhausted": 1}
    assert int(player(state, 0)["trash_cores"]) == (1 if took_soul else 0)
    assert soul_loc(state) == (L.SOUL_SLOT0 + 1 if took_soul else L.SOUL_TRASH)
    assert pending(state) == (Decision.FLASH, 1)  # the effect finished; the battle goes on


@pytest.mark.parametrize(("trash", "soul", "n", "asks", "soul_moves"), [
    (2, "trash", 1, True, False),  # one of two normal cores or the Soul Core: a real choice
    (1, "trash", 2, False, True),  # two of one normal core + the Soul Core: both must go
    (2, "reserve", 2, False, False),  # no Soul Core in the Trash
    (2, "trash", 0, False, False),  # nothing moves
])
def test_r6_7_the_soul_question_comes_only_when_it_is_a_real_choice(build, trash, soul, n, asks, soul_moves) -> None:
    state = build(castle_position(trash, soul))
    state.apply(C.attack(1))
    state.apply(C.choice(n))
    assert (pending(state)[0] == Decision.SOUL) == asks
    if asks:
        state.apply(C.PASS)  # keep the Soul Core in the Trash
    assert field(state, 0)[1]["cores"] == 1 + n
    assert field(state, 0)[1]["soul"] == soul_moves
    assert pending(state) == (Decision.FLASH, 1)


# -- R6.7 from a zone of the opponent: their Life ----------------------------------------------------------
@pytest.mark.parametrize("answer", [C.CONFIRM, C.PASS], ids=["confirm", "pass"])
def test_r6_7_the_owner_answers_even_for_the_opponents_effect(build, answer) -> None:
    """Elk (player 0) takes one of player 1's Life cores to their Trash at the end of player 1's
    turn; player 1's Soul Core lies in their Life (as after a Seal), so player 1 picks (CN Q8)."""
    state = build(their_step("main", {"field": [FieldCard(ELK, cores=3)]},
                             {"field": [FieldCard(RAINEEDLE)], "soul": "life"}))
    for _ in range(4):  # end player 1's Main and Attack Steps
        if pending(state)[0] == Decision.SOUL:
            break
        state.apply(C.PASS)
    assert pending(state) == (Decision.SOUL, 1)
    state.apply(answer)
    took_soul = answer == C.CONFIRM
    assert soul_loc(state, 1) == (L.SOUL_TRASH if took_soul else L.SOUL_LIFE)
    assert int(player(state, 1)["trash_cores"]) == (0 if took_soul else 1)
    assert int(player(state, 1)["life"]) == (5 if took_soul else 4)


# -- R7.6 / R6.2: an extra attack cost may take the attacker's last core ------------------------------------
def taxed_position(field0, soul: str | None = "trash", trash: int = 0):
    """Player 0 attacks with slot 0 unblocked; player 1's Bloody Rain Burst then taxes attacks."""
    return scenario({"field": [FieldCard(RED_BIG, cores=3), *field0], "reserve": 0, "soul": soul,
                     "trash_cores": trash},
                    {"burst": BLOODY_RAIN, "reserve": 0}, step="attack", auto=False)


def taxed(state) -> None:
    """Attack with slot 0, no block, Bloody Rain activates: attacks now cost a core."""
    attack_to_block(state, 0)
    state.apply(C.PASS)
    assert pending(state) == (Decision.BURST, 1)
    state.apply(C.CONFIRM)
    assert pending(state) == (Decision.ATTACK, 0)


def test_r7_6_the_attack_tax_may_take_the_last_core_and_deplete_the_attacker(build) -> None:
    """A one-core Raineedle may still attack under Bloody Rain: its core goes to the Reserve, it is
    depleted (R6.2), and with no attacker left the battle ends at once (R9.7)."""
    state = build(taxed_position([FieldCard(RAINEEDLE)]))
    taxed(state)
    assert legal(state) == [C.PASS, C.attack(1)]
    state.apply(C.attack(1))
    assert RAINEEDLE in trash_ids(state, 0)
    assert 1 not in field(state, 0)
    assert int(player(state, 0)["reserve"]) == 1
    assert int(player(state, 1)["life"]) == 4  # only the first attack hit
    assert pending(state) == (Decision.ATTACK, 0)  # no Flash timing, no block: the next attack or the end


def test_r9_1_a_depleted_attacker_triggers_no_when_attacks_effect(build) -> None:
    """Castle (Lv2) gives Trash cores to a block-effect Spirit that attacks. Glassbear pays its only core
    to Bloody Rain and is depleted: the attack counts as declared, but nothing triggers on it."""
    state = build(taxed_position([FieldCard(CASTLE, cores=2), FieldCard(GLASSBEAR)], trash=2))
    taxed(state)
    assert C.attack(2) in legal(state)
    state.apply(C.attack(2))
    assert GLASSBEAR in trash_ids(state, 0)
    assert pending(state) == (Decision.ATTACK, 0)  # no CHOOSE from Castle, no Flash timing
    assert int(player(state, 0)["trash_cores"]) == 2


@pytest.mark.parametrize("answer", [C.CONFIRM, C.PASS], ids=["confirm", "pass"])
def test_r6_7_the_attacking_player_picks_the_core_that_pays(build, answer) -> None:
    """Raineedle with the Soul Core and a normal core: its player picks which pays the tax; either way it
    keeps one core and attacks at Lv1."""
    state = build(taxed_position([FieldCard(RAINEEDLE, cores=1, soul=True)], soul=None))
    taxed(state)
    state.apply(C.attack(1))
    assert pending(state) == (Decision.SOUL, 0)
    assert legal(state) == [C.PASS, C.CONFIRM]
    if hasattr(state, "action_to_string"):  # the compiled State names the question
        assert state.action_to_string(C.CONFIRM) == "Pay the core to attack with the Soul Core"
        assert state.action_to_string(C.PASS) == "Pay the core to attack with a normal core"
    state.apply(answer)
    paid_soul = answer == C.CONFIRM
    assert field(state, 0)[1] == {"card": RAINEEDLE, "cores": 1, "soul": not paid_soul, "exhausted": 1}
    assert soul_loc(state) == (L.SOUL_RESERVE if paid_soul else L.SOUL_SLOT0 + 1)
    assert int(player(state, 0)["reserve"]) == (0 if paid_soul else 1)
    assert pending(state) == (Decision.FLASH, 1)


def test_r6_7_a_lone_soul_core_pays_without_a_question(build) -> None:
    """Only the Soul Core on the attacker: it pays (to the Reserve, R6.6 allows it) and the attacker is
    depleted."""
    state = build(taxed_position([FieldCard(RAINEEDLE, cores=0, soul=True)], soul=None))
    taxed(state)
    state.apply(C.attack(1))
    assert soul_loc(state) == L.SOUL_RESERVE
    assert RAINEEDLE in trash_ids(state, 0)
    assert pending(state) == (Decision.ATTACK, 0)


# -- no question when both answers end the same -----------------------------------------------------------
@pytest.mark.parametrize(("card", "asks"), [(HEAVY, False), (RAINEEDLE, True)])
def test_r6_7_no_soul_question_when_the_card_is_depleted_either_way(build, heavy_db, card, asks) -> None:
    """Poison Shot takes 1 core from a Spirit holding the Soul Core + 1 core. If its Lv1 needs 2 cores
    it is depleted whichever core goes, and every core ends in its owner's Reserve: nothing to ask."""
    sc = scenario({"hand": [POISON_SHOT], "reserve": 5, "field": [FieldCard(RAINEEDLE)]},
                  {"field": [FieldCard(card, cores=1, soul=True)], "soul": None}, auto=False)
    sc.db = heavy_db
    state = build(sc)
    use_magic(state, 0, effect=0)
    assert pending(state) == (Decision.CHOOSE, 0)
    state.apply(C.choice(1))  # the opposing Spirit
    assert (pending(state) == (Decision.SOUL, 1)) == asks
    if asks:
        state.apply(C.PASS)
        assert field(state, 1)[0]["soul"]
    else:
        assert field(state, 1) == {}
        assert soul_loc(state, 1) == L.SOUL_RESERVE
        assert int(player(state, 1)["reserve"]) == 3 + 1


def test_r6_7_no_tax_question_when_the_attacker_is_depleted_either_way(build, heavy_db) -> None:
    """The Soul Core + 1 core on a Spirit whose Lv1 needs 2: whichever core pays Bloody Rain's tax it
    is depleted, so no question comes and both cores end in the Reserve."""
    sc = taxed_position([FieldCard(HEAVY, cores=1, soul=True)], soul=None)
    sc.db = heavy_db
    state = build(sc)
    taxed(state)
    state.apply(C.attack(1))
    assert pending(state) == (Decision.ATTACK, 0)
    assert 1 not in field(state, 0) and int(player(state, 0)["trash_count"]) == 1  # depleted
    assert soul_loc(state) == L.SOUL_RESERVE and int(player(state, 0)["reserve"]) == 1
