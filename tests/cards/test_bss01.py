"""BSS01 (Battle Spirits Saga set 1): one test or more per scripted card, run on both engines.

Player 0 is the turn player on turn 3. Both Soul Cores start in the Trash unless a test needs one,
so core counts are exact. Card facts: /work/shared/cards/bss/BSS01.json.
"""

from __future__ import annotations

import pytest
from card_helpers import attack_to_block, battle, blocked_battle, cards, check_vanilla, scenario, their_step
from conftest import bp, field, hand_ids, legal, pending, player, summon, trash_ids

from pybs import codec as C
from pybs.carddb import load_default
from pybs.layout import Decision
from pybs.testing import FieldCard

RED = "ST01-004"  # Raineedle, red Star Dragon: 1000 / 3000 / 4000 BP at 1 / 2 / 3 cores, cost 1
SMALL = "ST02-005"  # Demo Bones, purple vanilla: 1000 / 2000 / 3000 BP at 1 / 2 / 3 cores, cost 1
BIG = "ST02-006"  # Mummyphant, purple vanilla: 3000 / 5000 / 6000 BP at 1 / 3 / 4 cores, cost 4
GOLEM = "ST03-006"  # Mobile Golem, white vanilla: 4000 / 7000 BP at 1 / 3 cores, cost 4
DECK = ["ST01-005", "ST01-009", "ST01-011", "ST01-001"]

VANILLAS = ["BSS01-005", "BSS01-010", "BSS01-011", "BSS01-012", "BSS01-018", "BSS01-019", "BSS01-020",
            "BSS01-032", "BSS01-033", "BSS01-036", "BSS01-037", "BSS01-045", "BSS01-050", "BSS01-055",
            "BSS01-056", "BSS01-063", "BSS01-065", "BSS01-074", "BSS01-075", "BSS01-082", "BSS01-088",
            "BSS01-090", "BSS01-093", "BSS01-096", "BSS01-097"]  # fmt: skip


def candidates(state) -> list[tuple[int, str]]:
    """(player, card id) of every card the pending choice offers, in option order."""
    return [(o.card.player, o.card.card) for o in state.pending_decision().options if o.card is not None]


def choose(state, card_id: str, player: int | None = None) -> None:
    """Answer the pending choice with ``card_id`` (of ``player`` when given)."""
    state.apply(state.pending_decision().choose_card(card_id, player=player))


def n_cores(state, p: int) -> dict[int, int]:
    """Slot -> cores (Soul Core included) of player p's field."""
    return {k: v["cores"] for k, v in field(state, p).items()}


# -- vanillas ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("card_id", VANILLAS)
def test_bss01_vanilla_cards_do_nothing_else(build, card_id):
    """Cards with no effect text: summoning and attacking trigger nothing (white ones get the Golem's
    white symbol off their cost)."""
    check_vanilla(build, card_id, reduction=int("white" in load_default()[card_id].reduction))


# -- BSS01-009 Raging Dino Dyrano Rex ----------------------------------------------------------------
@pytest.mark.parametrize(("cores", "destroys"), [(5, True), (3, False)])
def test_bss01_009_lv3_attack_destroys_spirit_of_4000_or_less(build, cores, destroys):
    """At Lv3 its attack destroys an opposing Spirit of 4000 BP or less (not the 5000 one); not at Lv2."""
    opp = {"field": [FieldCard(BIG, cores=3), FieldCard(SMALL, cores=3)]}
    state = build(scenario({"field": [FieldCard("BSS01-009", cores=cores)]}, opp, step="attack", auto=False))
    state.apply(C.attack(0))
    if destroys:
        assert pending(state) == (Decision.CHOOSE, 0)
        assert candidates(state) == [(1, SMALL)]
        choose(state, SMALL)
    assert pending(state) == (Decision.FLASH, 1)
    assert cards(state, 1) == ([BIG] if destroys else [BIG, SMALL])


def test_bss01_009_attacks_with_confront(build):
    """Confront at every level: the opponent must block with a refreshed Spirit."""
    state = build(scenario({"field": [FieldCard("BSS01-009")]}, {"field": [FieldCard(SMALL)]}, step="attack",
                           auto=False))
    attack_to_block(state, 0)
    assert legal(state) == [C.block(0)]


# -- BSS01-014 Flame Emperor Agniffon ----------------------------------------------------------------
def test_bss01_014_summon_destroys_small_spirits_with_when_summoned_effects(build):
    """On summon, every opposing Spirit of 4000 BP or less with a When Summoned effect is destroyed; a bigger
    one, a vanilla one and your own stay."""
    opp = [FieldCard("ST02-004"), FieldCard("ST05-002"), FieldCard("ST05-002", cores=3), FieldCard(SMALL)]
    state = build(scenario({"hand": ["BSS01-014"], "reserve": 8, "field": [FieldCard("ST01-008")]},
                           {"field": opp}))
    summon(state, 0)
    assert pending(state) == (Decision.MAIN, 0)
    assert cards(state, 1) == ["ST05-002", SMALL]
    assert sorted(trash_ids(state, 1)) == ["ST02-004", "ST05-002"]
    assert cards(state, 0) == ["ST01-008", "BSS01-014"]


# -- BSS01-016 Fierce Gorer Horngrizzly --------------------------------------------------------------
@pytest.mark.parametrize(("cores", "confront"), [(3, True), (1, False)])
def test_bss01_016_lv2_attacks_with_confront(build, cores, confront):
    """From Lv2 its attack forces a block; at Lv1 the opponent may decline."""
    state = build(scenario({"field": [FieldCard("BSS01-016", cores=cores)]}, {"field": [FieldCard(SMALL)]},
                           step="attack", auto=False))
    attack_to_block(state, 0)
    assert (C.PASS in legal(state)) is not confront


# -- BSS01-021 Dragno Guard --------------------------------------------------------------------------
@pytest.mark.parametrize(("my_cores", "their_cores", "destroys"), [
    pytest.param(2, 1, True, id="3000-beats-1000"),
    pytest.param(1, 1, True, id="tie-both-fall"),
    pytest.param(1, 2, False, id="1000-loses-to-2000"),
])
def test_bss01_021_attack_that_destroys_by_bp_destroys_a_nexus(build, my_cores, their_cores, destroys):
    """When its attack destroys the blocker by BP (a tie too), destroy an opposing Nexus; not when it loses."""
    opp = {"field": [FieldCard(SMALL, cores=their_cores), FieldCard("ST02-012", cores=0),
                     FieldCard("ST03-012", cores=0)]}
    state = build(scenario({"field": [FieldCard("BSS01-021", cores=my_cores)]}, opp, step="attack", auto=False))
    blocked_battle(state, 0, 0)
    if destroys:
        assert pending(state) == (Decision.CHOOSE, 0)
        assert candidates(state) == [(1, "ST02-012"), (1, "ST03-012")]
        choose(state, "ST03-012")
    assert pending(state) == (Decision.ATTACK, 0)
    nexuses = [c for c in cards(state, 1) if c != SMALL]
    assert nexuses == (["ST02-012"] if destroys else ["ST02-012", "ST03-012"])


def test_bss01_021_no_nexus_destroyed_when_it_wins_as_blocker(build):
    """Winning a battle as the blocker is not its attack: the Nexus stays."""
    state = build(their_step("attack", {"field": [FieldCard("BSS01-021", cores=2)]},
                             {"field": [FieldCard(SMALL), FieldCard("ST02-012", cores=0), FieldCard(RED)]}))
    battle(state, 0, 0)
    assert pending(state) == (Decision.ATTACK, 1)  # Raineedle may still attack
    assert cards(state, 1) == ["ST02-012", RED] and cards(state, 0) == ["BSS01-021"]


# -- BSS01-023 Blaze Dragonoid Ma Gwo ----------------------------------------------------------------
@pytest.mark.parametrize(("trash", "moved"), [(3, 2), (1, 1)])
def test_bss01_023_attack_puts_two_trash_cores_on_your_spirit(build, trash, moved):
    """Its attack places two cores from your Trash on one of your Spirits (only what the Trash holds)."""
    p0 = {"field": [FieldCard("BSS01-023"), FieldCard(RED)], "trash_cores": trash, "soul": "reserve"}
    state = build(scenario(p0, {}, step="attack", auto=False))
    state.apply(C.attack(0))
    assert pending(state) == (Decision.CHOOSE, 0)
    assert candidates(state) == [(0, "BSS01-023"), (0, RED)]
    choose(state, RED)
    assert pending(state) == (Decision.FLASH, 1)
    assert n_cores(state, 0) == {0: 1, 1: 1 + moved}
    assert int(player(state, 0)["trash_cores"]) == trash - moved


# -- BSS01-024 Flamefish -----------------------------------------------------------------------------
@pytest.mark.parametrize("soul", [True, False])
def test_bss01_024_destroyed_with_soul_core_destroys_spirit_of_4000_or_less(build, soul):
    """Destroyed holding the Soul Core: destroy an opposing Spirit of 4000 BP or less; without it, nothing."""
    p0 = {"field": [FieldCard("BSS01-024", cores=0 if soul else 1, soul=soul)], "soul": None if soul else "trash"}
    opp = {"field": [FieldCard(BIG), FieldCard(BIG, cores=3), FieldCard(SMALL)]}
    state = build(scenario(p0, opp, step="attack", auto=False))
    blocked_battle(state, 0, 0)  # 1000 vs 3000: it falls
    assert trash_ids(state, 0) == ["BSS01-024"]
    if soul:
        assert pending(state) == (Decision.CHOOSE, 0)
        assert candidates(state) == [(1, BIG), (1, SMALL)]  # not the 5000 BP Mummyphant
        choose(state, SMALL)
    assert pending(state) == (Decision.ATTACK, 0)
    assert cards(state, 1) == ([BIG, BIG] if soul else [BIG, BIG, SMALL])


# -- BSS01-025 Iguaknife -----------------------------------------------------------------------------
def test_bss01_025_summon_gives_your_terrasaurs_1000_bp(build):
    """On summon, your Terrasaur Spirits get +1000 BP this turn; not other families, not the opponent's."""
    p0 = {"hand": ["BSS01-025"], "reserve": 3, "field": [FieldCard("BSS01-009"), FieldCard(RED)]}
    state = build(scenario(p0, {"field": [FieldCard("BSS01-010")]}))
    summon(state, 0)
    assert pending(state) == (Decision.MAIN, 0)
    assert [bp(state, 0, k) for k in range(3)] == [6000, 1000, 1000]
    assert bp(state, 1, 0) == 1000


# -- BSS01-029 Bython --------------------------------------------------------------------------------
@pytest.mark.parametrize("soul", [True, False])
def test_bss01_029_attack_draws_with_soul_core(build, soul):
    """Its attack draws a card while the Soul Core is on it; not without."""
    p0 = {"field": [FieldCard("BSS01-029", cores=0 if soul else 1, soul=soul)], "deck": DECK,
          "soul": None if soul else "trash"}
    state = build(scenario(p0, {}, step="attack", auto=False))
    state.apply(C.attack(0))
    assert pending(state) == (Decision.FLASH, 1)
    assert hand_ids(state, 0) == DECK[:int(soul)]


# -- Curse: BSS01-030 Boa-trictor, BSS01-042 Camelot Knight, BSS01-044 Dark Knight Aglovale ----------
@pytest.mark.parametrize(("card", "cores", "soul", "curse"), [
    pytest.param("BSS01-030", 1, False, True, id="030-curse"),
    pytest.param("BSS01-042", 0, True, True, id="042-soul-curse"),
    pytest.param("BSS01-042", 1, False, False, id="042-no-soul"),
    pytest.param("BSS01-044", 2, False, True, id="044-lv2-curse"),
    pytest.param("BSS01-044", 1, False, False, id="044-lv1"),
])
def test_bss01_030_042_044_attack_with_curse(build, card, cores, soul, curse):
    """Curse destroys the blocker that beat it: Boa-trictor always, Camelot Knight with the Soul Core on it,
    Dark Knight Aglovale at Lv2."""
    p0 = {"field": [FieldCard(card, cores=cores, soul=soul)], "soul": None if soul else "trash"}
    state = build(scenario(p0, {"field": [FieldCard(BIG, cores=4)]}, step="attack", auto=False))
    blocked_battle(state, 0, 0)  # 6000 beats them all
    assert pending(state) == (Decision.ATTACK, 0)
    assert trash_ids(state, 0) == [card]
    assert trash_ids(state, 1) == ([BIG] if curse else [])


def test_bss01_030_blocking_has_no_curse(build):
    """Curse works while attacking only: a blocker that beats it survives."""
    state = build(their_step("attack", {"field": [FieldCard("BSS01-030")]}, {"field": [FieldCard(BIG), FieldCard(RED)]}))
    battle(state, 0, 0)
    assert pending(state) == (Decision.ATTACK, 1)
    assert trash_ids(state, 0) == ["BSS01-030"] and cards(state, 1) == [BIG, RED]


# -- BSS01-035 Dark Bishop Baculus -------------------------------------------------------------------
def test_bss01_035_summon_leaves_every_spirit_one_core(build):
    """On summon, every Spirit on both sides, itself included, keeps one core; the rest go to their owners'
    Reserves."""
    p0 = {"hand": ["BSS01-035"], "reserve": 10, "field": [FieldCard(RED, cores=3)]}
    p1 = {"field": [FieldCard(BIG, cores=4), FieldCard(SMALL)], "reserve": 0}
    state = build(scenario(p0, p1))
    summon(state, 0, place_extra=2)  # cost 6, no purple symbol: 4 left, 3 placed on it
    assert pending(state) == (Decision.MAIN, 0)
    assert n_cores(state, 0) == {0: 1, 1: 1} and n_cores(state, 1) == {0: 1, 1: 1}
    assert int(player(state, 0)["reserve"]) == 1 + 2 + 2
    assert int(player(state, 1)["reserve"]) == 3


# -- BSS01-040 Dark Knight Mordred -------------------------------------------------------------------
@pytest.mark.parametrize("tired", [True, False])
def test_bss01_040_summon_takes_two_cores_from_an_exhausted_spirit(build, tired):
    """On summon, an exhausted opposing Spirit loses two cores to its Reserve; a refreshed one is safe."""
    p1 = {"field": [FieldCard(BIG, cores=3, exhausted=tired), FieldCard(BIG, cores=3)], "reserve": 0}
    state = build(scenario({"hand": ["BSS01-040"], "reserve": 6}, p1, auto=False))
    summon(state, 0)
    if tired:
        assert pending(state) == (Decision.CHOOSE, 0)
        assert candidates(state) == [(1, BIG)]
        state.apply(state.pending_decision().target_slot(0, player=1))
    assert pending(state) == (Decision.MAIN, 0)
    assert n_cores(state, 1) == {0: 1 if tired else 3, 1: 3}
    assert int(player(state, 1)["reserve"]) == (2 if tired else 0)


@pytest.mark.parametrize(("cores", "takes"), [(3, True), (1, False)])
def test_bss01_040_lv2_attack_takes_a_core(build, cores, takes):
    """From Lv2 its attack takes a core from an opposing Spirit to their Reserve; not at Lv1."""
    p1 = {"field": [FieldCard(BIG, cores=3)], "reserve": 0}
    state = build(scenario({"field": [FieldCard("BSS01-040", cores=cores)]}, p1, step="attack"))
    state.apply(C.attack(0))  # one candidate: taken automatically; no Flash to use
    assert pending(state) == (Decision.BLOCK, 1)
    assert n_cores(state, 1) == {0: 2 if takes else 3}
    assert int(player(state, 1)["reserve"]) == int(takes)


# -- BSS01-043 Shield Knight Guardner ----------------------------------------------------------------
@pytest.mark.parametrize(("cores", "blocker", "refreshed"), [
    pytest.param(3, 1, True, id="lv2-purple-falls"),
    pytest.param(1, 1, False, id="lv1"),
    pytest.param(3, 2, False, id="red-falls"),
])
def test_bss01_043_lv2_refreshes_when_your_purple_spirit_falls(build, cores, blocker, refreshed):
    """From Lv2, in the opponent's Attack Step, it refreshes when another purple Spirit of yours is destroyed."""
    p0 = {"field": [FieldCard("BSS01-043", cores=cores, exhausted=True), FieldCard(SMALL), FieldCard(RED)]}
    state = build(their_step("attack", p0, {"field": [FieldCard(BIG, cores=3), FieldCard(RED)]}))
    battle(state, 0, blocker)  # 5000 beats the 1000 BP blocker
    assert pending(state) == (Decision.ATTACK, 1)
    assert len(field(state, 0)) == 2
    assert field(state, 0)[0]["exhausted"] == (0 if refreshed else 1)


# -- BSS01-044 Dark Knight Aglovale ------------------------------------------------------------------
@pytest.mark.parametrize("soul", [True, False])
def test_bss01_044_destroyed_with_soul_core_draws(build, soul):
    """Destroyed holding the Soul Core: draw a card; without it, nothing."""
    p0 = {"field": [FieldCard("BSS01-044", cores=0 if soul else 1, soul=soul)], "deck": DECK,
          "soul": None if soul else "trash"}
    state = build(scenario(p0, {"field": [FieldCard(BIG)]}, step="attack", auto=False))
    blocked_battle(state, 0, 0)
    assert pending(state) == (Decision.ATTACK, 0)
    assert trash_ids(state, 0) == ["BSS01-044"]
    assert hand_ids(state, 0) == DECK[:int(soul)]


# -- BSS01-046 Dark Lancer Cavaliere -----------------------------------------------------------------
def test_bss01_046_summon_draws(build):
    """On summon, draw a card."""
    state = build(scenario({"hand": ["BSS01-046"], "reserve": 6, "deck": DECK}, {}))
    summon(state, 0)
    assert pending(state) == (Decision.MAIN, 0)
    assert hand_ids(state, 0) == DECK[:1]


# -- BSS01-049 Earth Spider Demon --------------------------------------------------------------------
@pytest.mark.parametrize("soul", [True, False])
def test_bss01_049_attack_with_soul_core_takes_a_core(build, soul):
    """Its attack, with the Soul Core on it, takes a core from an opposing Spirit; without it, nothing."""
    p0 = {"field": [FieldCard("BSS01-049", cores=0 if soul else 1, soul=soul)], "soul": None if soul else "trash"}
    p1 = {"field": [FieldCard(BIG, cores=3)], "reserve": 0}
    state = build(scenario(p0, p1, step="attack", auto=False))
    state.apply(C.attack(0))
    if soul:
        assert pending(state) == (Decision.CHOOSE, 0)
        choose(state, BIG)
    assert pending(state) == (Decision.FLASH, 1)
    assert n_cores(state, 1) == {0: 2 if soul else 3}
