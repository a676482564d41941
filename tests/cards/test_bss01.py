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


# -- BSS01-052 Fortress God Knight Odin Type-X -------------------------------------------------------
@pytest.mark.parametrize(("nexus", "their_turn", "refreshed"), [
    pytest.param("BSS01-109", True, True, id="white-nexus"),
    pytest.param("ST02-012", True, False, id="purple-nexus"),
    pytest.param("BSS01-109", False, False, id="own-attack-step"),
])
def test_bss01_052_refreshes_at_start_of_opponents_attack_step_with_white_nexus(build, nexus, their_turn,
                                                                                refreshed):
    """At the start of the opponent's Attack Step it refreshes if you control a white Nexus; not with only a
    purple one, not at the start of your own Attack Step."""
    p0 = {"field": [FieldCard("BSS01-052", exhausted=True), FieldCard(nexus, cores=0)]}
    p1 = {"field": [FieldCard(RED)]}
    state = build(their_step("attack_start", p0, p1) if their_turn else
                  scenario(p0, p1, step="attack_start", auto=False))
    assert pending(state) == (Decision.ATTACK, 1 if their_turn else 0)
    assert field(state, 0)[0]["exhausted"] == (0 if refreshed else 1)


@pytest.mark.parametrize(("cores", "asks"), [(3, True), (1, False)])
def test_bss01_052_lv2_attack_may_return_spirit_of_cost_3_or_less(build, cores, asks):
    """From Lv2 its attack may return an opposing Spirit of cost 3 or less to hand (not the cost-4 one)."""
    opp = {"field": [FieldCard(SMALL), FieldCard(BIG)]}
    state = build(scenario({"field": [FieldCard("BSS01-052", cores=cores)]}, opp, step="attack", auto=False))
    state.apply(C.attack(0))
    if asks:
        assert pending(state) == (Decision.CHOOSE, 0)
        assert candidates(state) == [(1, SMALL)] and C.PASS in legal(state)  # "you may"
        choose(state, SMALL)
    assert pending(state) == (Decision.FLASH, 1)
    assert hand_ids(state, 1) == ([SMALL] if asks else [])


def test_bss01_052_lv2_block_may_return_the_attacker_or_decline(build):
    """Its block offers the same choice; declining keeps every Spirit on the field."""
    sc = their_step("attack", {"field": [FieldCard("BSS01-052", cores=3)]}, {"field": [FieldCard(RED)]})
    state = build(sc)
    battle(state, 0, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    choose(state, RED)
    assert hand_ids(state, 1) == [RED] and cards(state, 1) == []
    state = build(sc)
    battle(state, 0, 0)
    state.apply(C.PASS)
    assert hand_ids(state, 1) == []


# -- BSS01-053 Sky Dragonlord Platinum ---------------------------------------------------------------
def test_bss01_053_summon_returns_every_spirit_of_3000_or_less(build):
    """On summon, every Spirit of 3000 BP or less, yours and the opponent's, returns to its owner's hand."""
    p0 = {"hand": ["BSS01-053"], "reserve": 8, "field": [FieldCard(RED), FieldCard("BSS01-009")]}
    p1 = {"field": [FieldCard(SMALL), FieldCard(BIG, cores=3), FieldCard(SMALL, cores=3)]}
    state = build(scenario(p0, p1))
    summon(state, 0)
    assert pending(state) == (Decision.MAIN, 0)
    assert cards(state, 0) == ["BSS01-009", "BSS01-053"] and hand_ids(state, 0) == [RED]
    assert cards(state, 1) == [BIG] and hand_ids(state, 1) == [SMALL, SMALL]


# -- Armor: BSS01-058 Type-90 Tankmobile, BSS01-066 Cannon Beastmech Liomail, BSS01-070 Icemaiden MK-II --
@pytest.mark.parametrize(("armored", "cores", "magic", "protected"), [
    pytest.param("BSS01-058", 3, "ST01-015", True, id="058-lv2-red"),
    pytest.param("BSS01-058", 3, "ST03-015", True, id="058-lv2-white"),
    pytest.param("BSS01-058", 3, "ST04-016", False, id="058-lv2-yellow"),
    pytest.param("BSS01-058", 1, "ST01-015", False, id="058-lv1-red"),
    pytest.param("BSS01-066", 1, "ST02-014", True, id="066-purple"),
    pytest.param("BSS01-066", 3, "ST01-015", False, id="066-red"),
    pytest.param("BSS01-070", 2, "ST04-016", True, id="070-lv2-yellow"),
    pytest.param("BSS01-070", 2, "ST02-014", True, id="070-lv2-purple"),
    pytest.param("BSS01-070", 1, "ST04-016", False, id="070-lv1-yellow"),
])
def test_bss01_058_066_070_armor_keeps_its_colours_off(build, armored, cores, magic, protected):
    """Armor: the opponent's Magic of a guarded colour cannot pick it (Tankmobile at Lv2 against red, purple
    and white; Liomail against purple; Icemaiden at Lv2 against purple and yellow)."""
    p1 = {"field": [FieldCard(armored, cores=cores), FieldCard(SMALL)]}
    state = build(scenario({"hand": [magic], "reserve": 6}, p1, auto=False))
    state.apply(state.pending_decision().hand_card(magic))
    while pending(state)[0] == Decision.PAY:
        state.apply(C.pay(0))
    assert pending(state) == (Decision.CHOOSE, 0)
    assert candidates(state) == ([(1, SMALL)] if protected else [(1, armored), (1, SMALL)])


# -- BSS01-062 Buster Fenrircannon -------------------------------------------------------------------
@pytest.mark.parametrize(("cores", "returns"), [(5, True), (1, False)])
def test_bss01_062_lv2_block_returns_every_opposing_spirit_of_cost_2_or_less(build, cores, returns):
    """From Lv2 its block returns every opposing Spirit of cost 2 or less to hand; not at Lv1."""
    p1 = {"field": [FieldCard(BIG, cores=3), FieldCard(RED), FieldCard(SMALL)]}
    state = build(their_step("attack", {"field": [FieldCard("BSS01-062", cores=cores)]}, p1))
    battle(state, 0, 0)
    assert sorted(hand_ids(state, 1)) == ([RED, SMALL] if returns else [])
    # then the battle: at Lv3 (8000) Mummyphant falls; at Lv1 (3000) it wins
    assert cards(state, 1) == ([] if returns else [BIG, RED, SMALL])


# -- BSS01-064 Stream Otter --------------------------------------------------------------------------
@pytest.mark.parametrize(("cores", "survives"), [(2, True), (1, False)])
def test_bss01_064_lv2_gains_4000_bp_while_blocking(build, cores, survives):
    """At Lv2 it has +4000 BP while it blocks (7000 beats 5000); not when idle, not at Lv1."""
    p1 = {"field": [FieldCard(BIG, cores=3), FieldCard(RED)]}
    state = build(their_step("attack", {"field": [FieldCard("BSS01-064", cores=cores)]}, p1))
    assert bp(state, 0, 0) == (3000 if cores == 2 else 1000)
    battle(state, 0, 0)
    assert pending(state) == (Decision.ATTACK, 1)
    assert cards(state, 0) == (["BSS01-064"] if survives else [])
    assert trash_ids(state, 1) == ([BIG] if survives else [])


# -- BSS01-069 Valkyrie Mist -------------------------------------------------------------------------
def test_bss01_069_summon_returns_opposing_spirit_of_cost_7_or_less(build):
    """On summon, an opposing Spirit of cost 7 or less returns to hand (the cost-8 one cannot be picked)."""
    opp = {"field": [FieldCard(BIG), FieldCard("BSS01-009"), FieldCard("BSS01-001")]}
    state = build(scenario({"hand": ["BSS01-069"], "reserve": 6}, opp, auto=False))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert candidates(state) == [(1, BIG), (1, "BSS01-009")]
    choose(state, "BSS01-009")
    assert pending(state) == (Decision.MAIN, 0)
    assert hand_ids(state, 1) == ["BSS01-009"] and cards(state, 1) == [BIG, "BSS01-001"]


# -- BSS01-071 King Harald ---------------------------------------------------------------------------
@pytest.mark.parametrize(("blocker", "refreshed"), [(1, True), (2, False)])
def test_bss01_071_refreshes_when_your_armor_spirit_blocks(build, blocker, refreshed):
    """In the opponent's Attack Step it refreshes when your Armor Spirit (Liomail) blocks; not for another."""
    p0 = {"field": [FieldCard("BSS01-071", exhausted=True), FieldCard("BSS01-066"), FieldCard(SMALL)]}
    state = build(their_step("attack", p0, {"field": [FieldCard(RED), FieldCard(RED)]}))
    battle(state, 0, blocker)
    assert field(state, 0)[0]["exhausted"] == (0 if refreshed else 1)


# -- BSS01-078 Angel Throne --------------------------------------------------------------------------
def test_bss01_078_summon_returns_yellow_magic_of_cost_4_or_less(build):
    """On summon, a yellow Magic of cost 4 or less comes back from your Trash (not a cost-5 one, not a white
    Magic, not a yellow Spirit)."""
    trash = ["ST04-016", "BSS01-132", "ST03-015", "ST04-006", "ST04-014"]
    state = build(scenario({"hand": ["BSS01-078"], "reserve": 6, "trash": trash}, {}, auto=False))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert candidates(state) == [(0, "ST04-016"), (0, "ST04-014")]
    choose(state, "ST04-014")
    assert hand_ids(state, 0) == ["ST04-014"]
    assert trash_ids(state, 0) == ["ST04-016", "BSS01-132", "ST03-015", "ST04-006"]


def test_bss01_078_nothing_to_return(build):
    """With no yellow Magic of cost 4 or less in the Trash, nothing happens."""
    state = build(scenario({"hand": ["BSS01-078"], "reserve": 6, "trash": ["BSS01-132"]}, {}, auto=False))
    summon(state, 0)
    assert pending(state) == (Decision.MAIN, 0)
    assert hand_ids(state, 0) == []


# -- BSS01-087 Flying Turtle -------------------------------------------------------------------------
@pytest.mark.parametrize(("top", "to_hand"), [("ST04-002", True), ("ST04-006", False), ("ST04-016", False)])
def test_bss01_087_summon_reveals_top_card_fabled_beast_to_hand_else_trash(build, top, to_hand):
    """On summon, the top card is revealed: a Fabled Beast Spirit goes to hand, an Angel or a Magic to the
    Trash."""
    state = build(scenario({"hand": ["BSS01-087"], "reserve": 3, "deck": [top, RED]}, {}))
    summon(state, 0)
    assert pending(state) == (Decision.MAIN, 0)
    assert hand_ids(state, 0) == ([top] if to_hand else [])
    assert trash_ids(state, 0) == ([] if to_hand else [top])


# -- BSS01-098 Caladrius -----------------------------------------------------------------------------
@pytest.mark.parametrize("cores", [3, 1])
def test_bss01_098_lv2_luster_returns_magic_used_in_its_battle(build, cores):
    """At Lv2 it attacks with Luster: the Magic you used in that battle comes back to hand at its end."""
    drowsy = "ST04-016"
    p0 = {"field": [FieldCard("BSS01-098", cores=cores)], "hand": [drowsy], "reserve": 1}
    state = build(scenario(p0, {"field": [FieldCard(GOLEM, exhausted=True)]}, step="attack", auto=False))
    state.apply(C.attack(0))
    state.apply(C.PASS)  # the defender's Flash timing
    assert pending(state) == (Decision.FLASH, 0)
    state.apply(state.pending_decision().hand_card(drowsy))
    state.apply(C.pay(0))  # cost 2 less the Caladrius' yellow symbol
    choose(state, GOLEM)
    assert bp(state, 1, 0) == 2000
    while pending(state)[0] in (Decision.FLASH, Decision.BLOCK):  # no block possible: Life is hit
        state.apply(C.PASS)
    assert pending(state) == (Decision.ATTACK, 0)
    assert int(player(state, 1)["life"]) == 4
    assert hand_ids(state, 0) == ([drowsy] if cores == 3 else [])
    assert trash_ids(state, 0) == ([] if cores == 3 else [drowsy])


# -- BSS01-109 Fortress Metropolis Naumann City ------------------------------------------------------
@pytest.mark.parametrize(("summoned", "paid"), [
    pytest.param("ST03-001", 4, id="machine-beast-cost-7"),  # 7 less three white symbols (BSS01-059 has Ascend)
    pytest.param("ST03-007", 4, id="machine-beast-cost-5"),  # 5 less one
    pytest.param("ST03-006", 3, id="mecha-cost-4"),  # 4 less one
])
def test_bss01_109_symbol_counts_three_for_machine_beasts_of_cost_6_or_more(build, summoned, paid):
    """In your Main Step its symbol counts as three white ones when summoning a Machine Beast Spirit of cost 6
    or more; as one otherwise."""
    p0 = {"hand": [summoned], "reserve": 7, "field": [FieldCard("BSS01-109", cores=0)]}
    state = build(scenario(p0, {}))
    summon(state, 0)
    assert pending(state) == (Decision.MAIN, 0)
    assert int(player(state, 0)["trash_cores"]) == paid


@pytest.mark.parametrize(("cores", "their_turn", "bonus"), [(2, True, 1000), (1, True, 0), (2, False, 0)])
def test_bss01_109_lv2_your_spirits_gain_1000_in_opponents_turn(build, cores, their_turn, bonus):
    """At Lv2 your Spirits get +1000 BP in the opponent's turn; not at Lv1, not in your own turn."""
    p0 = {"field": [FieldCard("BSS01-109", cores=cores), FieldCard(RED)]}
    p1 = {"field": [FieldCard(SMALL)]}
    state = build(their_step("main", p0, p1) if their_turn else scenario(p0, p1))
    assert (bp(state, 0, 1), bp(state, 1, 0)) == (1000 + bonus, 1000)


# -- BSS01-113 Phantasmal Paradise -------------------------------------------------------------------
@pytest.mark.parametrize(("summoned", "tired", "answer", "draws"), [
    pytest.param("BSS01-088", False, C.CONFIRM, True, id="fabled-beast-yes"),
    pytest.param("BSS01-088", False, C.PASS, False, id="fabled-beast-no"),
    pytest.param("BSS01-088", True, None, False, id="nexus-exhausted"),
    pytest.param("ST04-006", False, None, False, id="angel"),
])
def test_bss01_113_fabled_beast_summon_may_exhaust_it_to_draw(build, summoned, tired, answer, draws):
    """In your Main Step, summoning a Fabled Beast lets you exhaust this Nexus to draw a card; nothing is
    offered for an Angel or while the Nexus is exhausted."""
    p0 = {"hand": [summoned], "reserve": 4, "deck": DECK, "field": [FieldCard("BSS01-113", cores=0,
                                                                               exhausted=tired)]}
    state = build(scenario(p0, {}))
    summon(state, 0)
    if answer is not None:
        assert pending(state) == (Decision.YES_NO, 0)
        state.apply(answer)
    assert pending(state) == (Decision.MAIN, 0)
    assert hand_ids(state, 0) == DECK[:int(draws)]
    assert field(state, 0)[0]["exhausted"] == int(draws or tired)


@pytest.mark.parametrize(("cores", "step", "bonus"), [(2, "attack", 1000), (1, "attack", 0), (2, "main", 0)])
def test_bss01_113_lv2_fabled_beasts_gain_1000_in_your_attack_step(build, cores, step, bonus):
    """At Lv2 your Fabled Beasts get +1000 BP in your Attack Step (not an Angel); not at Lv1 or in the Main
    Step."""
    p0 = {"field": [FieldCard("BSS01-113", cores=cores), FieldCard("BSS01-088"), FieldCard("ST04-006")]}
    state = build(scenario(p0, {}, step=step, auto=False))
    assert (bp(state, 0, 1), bp(state, 0, 2)) == (3000 + bonus, 1000)


# -- BSS01-114 Blessed Cathedral ---------------------------------------------------------------------
@pytest.mark.parametrize(("cores", "victim", "gain", "draws"), [
    pytest.param(3, "ST04-006", 1, 1, id="lv2-yellow"),
    pytest.param(1, "ST04-006", 1, 0, id="lv1-yellow"),
    pytest.param(3, RED, 0, 0, id="lv2-red"),
])
def test_bss01_114_your_yellow_spirit_destroyed_gives_a_core_and_lv2_a_card(build, cores, victim, gain, draws):
    """In an Attack Step, when your yellow Spirit is destroyed, a Void core goes to your Reserve and at Lv2 you
    draw too; nothing for a red Spirit."""
    p0 = {"field": [FieldCard("BSS01-114", cores=cores), FieldCard(victim)], "deck": DECK, "reserve": 0}
    state = build(scenario(p0, {"field": [FieldCard(BIG)]}, step="attack", auto=False))
    blocked_battle(state, 1, 0)
    while pending(state)[0] == Decision.ORDER:  # two effects of one card: either first
        state.apply(state.pending_decision().codes[0])
    assert pending(state) == (Decision.ATTACK, 0)
    assert int(player(state, 0)["reserve"]) == 1 + gain  # the fallen Spirit's core, plus the Void core
    assert hand_ids(state, 0) == DECK[:draws]


def test_bss01_114_not_outside_the_attack_step(build):
    """A yellow Spirit destroyed by an effect in the Main Step gives nothing."""
    p0 = {"field": [FieldCard("BSS01-114", cores=3), FieldCard("ST04-006")], "deck": DECK, "reserve": 0}
    p1 = {"hand": ["ST01-001"], "reserve": 8}
    state = build(their_step("main", p0, p1))
    summon(state, 0)  # Nebula Dragon may destroy a small Spirit or a Nexus: the Sword Angel
    choose(state, "ST04-006")
    assert trash_ids(state, 0) == ["ST04-006"]
    assert int(player(state, 0)["reserve"]) == 1 and hand_ids(state, 0) == []
