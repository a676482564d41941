"""Rules of the "ascend" vocabulary (docs/EFFECTS.md, "ascend") on both engines: extra summoning costs (R18.2
Ascend; destroying a Nexus of yours) and Mod.MUST_ATTACK_FIRST (R0.3: "must" beats "may").

Cards: BSS01-059 Dinosaur Harrier Turborex (Ascend 3: another Spirit of yours costing 3 or more), BSS03-097
Cthulou Shark (destroy one of your blue Nexuses). Choices are made with the pending_decision() helpers.
"""

from __future__ import annotations

import pytest
from card_helpers import cards, position
from conftest import legal, pay_and_place, pending, player, trash_ids

from pybs import codec as C
from pybs.layout import Decision
from pybs.testing import FieldCard

TURBOREX = "BSS01-059"  # white, cost 6 (three white reductions), Ascend 3
SHARK = "BSS03-097"  # blue, cost 6 (one blue reduction), destroy one of your blue Nexuses
AIRAVATAH = "ST04-003"  # yellow, cost 3; When Destroyed: may summon a cost-2 Spirit from the Trash
AXE_ANGEL = "ST04-007"  # yellow vanilla, cost 2
GOLEM = "ST03-006"  # white vanilla, cost 4, one white symbol
RAINEEDLE = "ST01-004"  # red vanilla, cost 1
DRAGONOID = "ST01-011"  # red, cost 3
COLOSSEUM = "ST06-012"  # blue Nexus
STAR_ALTAR = "ST01-013"  # red Nexus
SIEGWURM_CARD = "ST01-003"  # red, cost 6, "Siegwurm" in its name


def reserve(state, p: int) -> int:
    return int(player(state, p)["reserve"])


def test_ascend_moves_every_core_to_the_reserve_and_depletes_without_when_destroyed(build):
    """R18.2: the chosen Spirit's two cores go to the Reserve; left below Lv1 it is depleted and its "When
    Destroyed" effect (Airavatah: summon a cost-2 Spirit from the Trash) does not trigger. Only Spirits costing 3
    or more with a core are offered (not the cost-1 Raineedle)."""
    p0 = {"hand": [TURBOREX], "reserve": 4, "trash": [AXE_ANGEL],
          "field": [FieldCard(AIRAVATAH, cores=2), FieldCard(GOLEM, cores=1), FieldCard(RAINEEDLE, cores=1)]}
    state = build(position(0, "main", p0, {}))
    state.apply(C.use_hand(0))
    pd = state.pending_decision()
    assert pd.kind == Decision.CHOOSE and pd.effect.timing == "Ascend"
    assert sorted(o.card.card for o in pd.options) == sorted([AIRAVATAH, GOLEM])
    state.apply(pd.choose_card(AIRAVATAH))
    assert reserve(state, 0) == 6 and AIRAVATAH in trash_ids(state, 0)
    assert pending(state) == (Decision.PAY, 0) and state.pending_decision().remaining == 5  # 6 - Golem's symbol
    pay_and_place(state)
    assert pending(state) == (Decision.MAIN, 0)  # no When Destroyed question came
    assert sorted(cards(state, 0)) == sorted([TURBOREX, GOLEM, RAINEEDLE])
    assert AXE_ANGEL in trash_ids(state, 0)


def test_the_cost_is_fixed_while_the_ascended_spirit_is_still_on_the_field(build):
    """R7.5, R18.2: the Golem's white symbol reduces the cost (6 - 1 = 5) even though Ascend removes the Golem:
    with five cores in the Reserve and one on the Golem it pays five and places one; with four it cannot."""
    for extra, usable in ((5, True), (4, False)):
        p0 = {"hand": [TURBOREX], "reserve": extra, "field": [FieldCard(GOLEM, cores=1)]}
        state = build(position(0, "main", p0, {}))
        assert (C.use_hand(0) in legal(state)) is usable
        if usable:
            state.apply(C.use_hand(0))
            state.apply(state.pending_decision().choose_card(GOLEM))
            assert state.pending_decision().remaining == 5
            pay_and_place(state)
            assert cards(state, 0) == [TURBOREX] and GOLEM in trash_ids(state, 0)


def test_no_payable_ascend_no_summon(build):
    """R18.2: with no other Spirit costing 3 or more that holds a core, the card cannot be summoned, however many
    cores there are."""
    p0 = {"hand": [TURBOREX], "reserve": 12, "field": [FieldCard(RAINEEDLE, cores=1)]}
    state = build(position(0, "main", p0, {}))
    assert C.use_hand(0) not in legal(state)


def test_an_extra_cost_of_destroying_a_nexus_needs_that_nexus(build):
    """BSS03-097: only a blue Nexus of yours pays; a red one does not, so the Shark cannot be summoned."""
    for nexus, usable in ((COLOSSEUM, True), (STAR_ALTAR, False)):
        p0 = {"hand": [SHARK], "reserve": 8, "field": [FieldCard(nexus, cores=0)]}
        state = build(position(0, "main", p0, {}))
        assert (C.use_hand(0) in legal(state)) is usable


def test_extra_cost_destroys_the_nexus_and_its_cores_go_to_the_reserve(build):
    """The chosen blue Nexus is destroyed (to the Trash) and its core goes to the Reserve, where it can pay."""
    p0 = {"hand": [SHARK], "reserve": 5, "field": [FieldCard(COLOSSEUM, cores=1)], "soul": "reserve"}
    state = build(position(0, "main", p0, {}))
    state.apply(C.use_hand(0))
    state.apply(state.pending_decision().choose_card(COLOSSEUM))
    assert COLOSSEUM in trash_ids(state, 0) and cards(state, 0) == []
    assert reserve(state, 0) == 6 and state.pending_decision().remaining == 5  # the Colosseum's symbol counted


def test_cards_with_an_extra_cost_carry_the_flag_the_engines_gate_on(build):
    """Only cards with an extra summoning cost pay the R18.2 checks (CardFlag.EXTRA_SUMMON_COST); an effect's
    summon skips them (paying R18.2 inside an effect is not built, docs/EFFECTS.md "ascend")."""
    from card_helpers import _card_flags

    from pybs.carddb import load_default
    from pybs.effects.compiler import CardFlag

    db = load_default()
    assert _card_flags()[db.row(TURBOREX)] & CardFlag.EXTRA_SUMMON_COST
    assert _card_flags()[db.row(SHARK)] & CardFlag.EXTRA_SUMMON_COST
    assert not _card_flags()[db.row(GOLEM)] & CardFlag.EXTRA_SUMMON_COST


def _their_attack_step(build, mark: str | None, p1_field):
    """Player 1's Main Step ends; at the start of their Attack Step player 0's Turborex marks ``mark``."""
    p0 = {"field": [FieldCard(TURBOREX, cores=1)]}
    state = build(position(1, "main", p0, {"field": p1_field}, turn=4))
    state.apply(C.PASS)
    pd = state.pending_decision()
    assert pd.kind == Decision.CHOOSE and pd.player == 0
    state.apply(pd.choose_card(mark, player=1) if mark else C.PASS)
    assert pending(state) == (Decision.ATTACK, 1)
    return state


def test_the_marked_spirit_must_attack_first(build):
    """R0.3: the marked Spirit can attack, so it is the only legal attacker and the Attack Step cannot end."""
    state = _their_attack_step(build, DRAGONOID, [FieldCard(RAINEEDLE), FieldCard(DRAGONOID)])
    assert legal(state) == [C.attack(1)]


def test_after_the_first_attack_the_others_may_attack(build):
    """Only the first attack is bound: once the marked Spirit attacked, the others may attack or the step ends."""
    state = _their_attack_step(build, DRAGONOID, [FieldCard(RAINEEDLE), FieldCard(DRAGONOID)])
    state.apply(C.attack(1))
    for _ in range(20):
        if pending(state) == (Decision.ATTACK, 1):
            break
        state.apply(C.PASS)
    assert set(legal(state)) == {C.PASS, C.attack(0)}


def test_a_marked_spirit_that_cannot_attack_binds_nothing(build):
    """"If possible": an exhausted marked Spirit cannot attack, so any attacker (or none) is allowed."""
    state = _their_attack_step(build, DRAGONOID, [FieldCard(RAINEEDLE), FieldCard(DRAGONOID, exhausted=True)])
    assert set(legal(state)) == {C.PASS, C.attack(0)}


def test_declining_to_mark_binds_nothing(build):
    """The choice is a "may" (R0.2): declined, the opponent attacks as they like."""
    state = _their_attack_step(build, None, [FieldCard(RAINEEDLE), FieldCard(DRAGONOID)])
    assert set(legal(state)) == {C.PASS, C.attack(0), C.attack(1)}


def _defeated_bp_rows(state) -> list[tuple[int, int]]:
    """(player, value) of every Mod.DEFEATED_BP row of the state."""
    from pybs.effects.spec import Mod

    rec = state.record()
    return [(int(m["player"]), int(m["value"])) for m in rec["mods"][: int(rec["n_mods"])]
            if int(m["kind"]) == Mod.DEFEATED_BP]


def test_the_defeated_bp_is_kept_for_the_battle_only_when_a_card_reads_it(build):
    """R9.6: the Terrasaur (6000 BP) destroys the blocking Golem (4000 BP); with Ancient Fault (Rel.BP_OF_DEFEATED)
    on the winner's field the Golem's 4000 BP is kept for that battle; without such a card nothing is recorded
    (a game without the card pays nothing)."""
    from card_helpers import fight

    for with_fault in (True, False):
        p0 = {"field": [FieldCard("BSS01-011", cores=3)] + ([FieldCard("BSS01-102", cores=1)] if with_fault else [])}
        p1 = {"field": [FieldCard(GOLEM), FieldCard(GOLEM)]}
        state = build(position(0, "attack", p0, p1))
        fight(state, 0, 0)
        assert _defeated_bp_rows(state) == ([(0, 4000)] if with_fault else [])


POOL_CARDS = ("BSS01-001", "BSS01-059", "BSS01-102", "BSS03-097")


@pytest.mark.parametrize(("auto_forced", "games"), [(True, 8), (False, 4)])
def test_engines_agree_on_ascend_cards(auto_forced, games):
    """Random games with decks of every ascend-group card (three copies each, with Spirits that can pay Ascend, a
    Siegwurm, Terrasaurs and blue Nexuses): both engines offer the same actions and hold the same bytes after every
    action."""
    import random

    from test_differential_engines import play_both

    from pybs import Game
    from pybs.decks import Deck

    fill = [SIEGWURM_CARD, "ST01-001", "BSS01-011", "BSS01-010", COLOSSEUM, GOLEM, "ST03-007", DRAGONOID, RAINEEDLE]
    deck_a = Deck("ascend-a", tuple((c, 3) for c in POOL_CARDS + tuple(fill)) + (("ST02-005", 1),))
    deck_b = Deck("ascend-b", tuple((c, 3) for c in tuple(reversed(fill)) + POOL_CARDS) + (("ST04-007", 1),))
    chooser = random.Random(f"ascend-{auto_forced}")
    total = 0
    for i in range(games):
        pair = (deck_a, deck_b) if i % 2 == 0 else (deck_b, deck_a)
        n, _ = play_both(Game(pair, seed=0, auto_forced=auto_forced), chooser.getrandbits(64), chooser)
        total += n
    assert total > games * 20


@pytest.mark.parametrize("mark", [RAINEEDLE, DRAGONOID])
def test_greedy_attacks_only_with_a_legal_attacker(mark):
    """Issue 19.7, R0.3: the compiled greedy policy picks its attacker among the legal ones, so it never
    declares an attack that Mod.MUST_ATTACK_FIRST forbids, whichever Spirit is marked."""
    from pybs.agents import GreedyAgent

    state = _their_attack_step(lambda sc: sc.build(), mark, [FieldCard(RAINEEDLE), FieldCard(DRAGONOID)])
    assert GreedyAgent().step(state) in legal(state)
