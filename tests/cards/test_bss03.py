"""BSS03: one test or more per scripted card, on both engines.

Positions are built with ``Scenario`` and driven through the real decisions; options are picked with the
``pending_decision()`` helpers. Soul Cores start in the Trash unless a test is about them, so core counts
are exact. Player 0 is the turn player unless a test says otherwise. Card facts:
/work/shared/cards/bss/BSS03.json.
"""

from __future__ import annotations

from functools import partial

import card_helpers
import pytest
from card_helpers import attack_and_resolve, attack_to_block, check_vanilla, deck_ids
from conftest import bp, field, hand_ids, legal, pay_and_place, pending, player, summon, trash_ids, use_magic

from pybs import codec as C
from pybs.carddb import load_default
from pybs.layout import Decision
from pybs.testing import FieldCard

SMALL = "ST02-005"  # Demo Bones: purple Undead, cost 1, 1000/2000/3000 BP at 1/2/3 cores
BIG = "ST03-007"  # Brontech: white, cost 5, no effect text, 5000 BP at 1 core, 8000 BP at 3+ cores
FILLER = "ST01-004"  # Raineedle: red Star Dragon, cost 1, 1000 BP at 1 core
QUICKSAND = "ST01-005"  # Quicksand Dragon: red Star Dragon, cost 3, no effect text
DRAGONOID = "ST01-010"  # Dragno Shock Troop: red Dragonoid, 1000 BP at 1 core
SIEGWURM = "ST01-003"  # Imperial Thunder Dragon Siegwurm: Star Dragon and Ancient Dragon, attacks with Confront
BLUE_NEXUS = "ST06-013"  # Honorable Duel: blue Nexus, nothing on deploy
RUBY, AMETHYST = "BSS03-106", "BSS03-108"
SWIFT = "ST05-006"  # Leafwolf: green, cost 2, Swift
ANDROMEDA = "ST01-001"  # on summon destroys an opposing Spirit of 3000 BP or less or an opposing Nexus
VANILLA = ["BSS03-005", "BSS03-008", "BSS03-009", "BSS03-011", "BSS03-015", "BSS03-016", "BSS03-021",
           "BSS03-026", "BSS03-029", "BSS03-031", "BSS03-032", "BSS03-037", "BSS03-040", "BSS03-043",
           "BSS03-046", "BSS03-047", "BSS03-048", "BSS03-052", "BSS03-057", "BSS03-060", "BSS03-062",
           "BSS03-063", "BSS03-068", "BSS03-072", "BSS03-076", "BSS03-079", "BSS03-080", "BSS03-100",
           "BSS03-101", "BSS03-102", "BSS03-104", "BSS03-105"]  # fmt: skip

position = partial(card_helpers.position, auto=True)  # auto_forced on unless a test turns it off
their_turn = partial(position, active=1, turn=4, auto=False)  # player 1 attacks, player 0 defends; stops after


attack = attack_and_resolve


def cards(state, p: int) -> dict[int, str]:
    return {k: v["card"] for k, v in field(state, p).items()}


def option_cards(state) -> list[str]:
    """Card ids the pending decision offers (PASS and other card-less options left out)."""
    return [o.card.card for o in state.pending_decision().options if o.card is not None]


def choose(state, card_id: str, zone: str | None = None) -> None:
    state.apply(state.pending_decision().choose_card(card_id, zone=zone))


def use_effect(state, magic: str, timing: str) -> None:
    """Use ``magic`` from hand with its "Main" or "Flash" effect and pay for it."""
    state.apply(state.pending_decision().hand_card(magic))
    state.apply(state.pending_decision().magic_effect(timing))
    pay_and_place(state)


def falls_blocking(build, card_id: str, cores: int = 1, p0: dict | None = None, p1: dict | None = None):
    """Player 1's Brontech (8000 BP) attacks and player 0 blocks with ``card_id`` (slot 0), which falls."""
    p0 = {**(p0 or {}), "field": [FieldCard(card_id, cores=cores)] + list((p0 or {}).get("field", []))}
    p1 = {**(p1 or {}), "field": [FieldCard(BIG, cores=3)] + list((p1 or {}).get("field", []))}
    state = build(their_turn(step="attack", p0=p0, p1=p1))
    attack(state, 0, blocker=0)
    assert card_id in trash_ids(state, 0)
    return state


def sacrificed(build, victim: str, p1: dict | None = None, deck: list[str] | None = None):
    """Player 0's Costume Artist attacks and destroys its own ``victim`` (slot 1) to draw: not by the opponent."""
    p0 = {"field": [FieldCard("BSS03-019"), FieldCard(victim)], "deck": deck or [FILLER] * 3}
    state = build(position(step="attack", auto=False, p0=p0, p1=p1 or {}))
    state.apply(C.attack(0))
    state.apply(state.pending_decision().yes_to("BSS03-019"))
    choose(state, victim)
    assert trash_ids(state, 0) == [victim]
    return state


# -- vanilla --------------------------------------------------------------------------------------------
@pytest.mark.parametrize("card_id", VANILLA)
def test_bss03_vanilla_cards_do_nothing(build, card_id):
    """Cards with no effect text: summoning and attacking ask nothing and change nothing else."""
    check_vanilla(build, card_id, reduction=int("white" in load_default()[card_id].reduction))


# -- red ------------------------------------------------------------------------------------------------
def test_bss03_004_attack_takes_a_ruby_sanctuary_from_the_top_three(build):
    """BSS03-004: its attack views the top 3; the Ruby Sanctuary among them must be taken, the other two go
    under the deck in the order the player picks."""
    deck = [FILLER, RUBY, QUICKSAND, SMALL, BIG]
    state = build(position(step="attack", auto=False, p0={"field": [FieldCard("BSS03-004")], "deck": deck}))
    state.apply(C.attack(0))
    assert pending(state) == (Decision.CHOOSE, 0)
    assert option_cards(state) == [RUBY] and C.PASS not in legal(state)  # not optional
    choose(state, RUBY, "revealed")
    assert hand_ids(state, 0) == [RUBY]
    choose(state, QUICKSAND, "revealed")  # placed under first, then Raineedle under it
    assert deck_ids(state, 0) == [SMALL, BIG, QUICKSAND, FILLER]
    assert pending(state) == (Decision.FLASH, 1)


def test_bss03_004_attack_without_ruby_in_view_takes_nothing(build):
    """BSS03-004: a Ruby Sanctuary fourth from the top is not seen: nothing is taken, three go under."""
    deck = [FILLER, QUICKSAND, SMALL, RUBY]
    state = build(position(step="attack", auto=False, p0={"field": [FieldCard("BSS03-004")], "deck": deck}))
    state.apply(C.attack(0))
    assert sorted(option_cards(state)) == sorted([FILLER, QUICKSAND, SMALL])  # placing order only
    while pending(state) == (Decision.CHOOSE, 0):
        state.apply(legal(state)[0])
    assert hand_ids(state, 0) == [] and deck_ids(state, 0)[0] == RUBY


@pytest.mark.parametrize(("card_id", "cores", "confront"), [
    ("BSS03-004", 5, True), ("BSS03-004", 3, False), ("BSS03-010", 1, True), ("BSS03-012", 3, True),
    ("BSS03-012", 1, False),
])  # fmt: skip
def test_bss03_attacks_with_confront(build, card_id, cores, confront):
    """BSS03-004 (Lv3), BSS03-010 (every level), BSS03-012 (Lv2+): at those levels its attack forces a block;
    below them the opponent may decline."""
    p0 = {"field": [FieldCard(card_id, cores=cores)], "deck": [FILLER]}  # BSS03-004 views one card: no order
    state = build(position(step="attack", auto=False, p0=p0, p1={"field": [FieldCard(SMALL)]}))
    attack_to_block(state, 0)
    assert (C.PASS in legal(state)) is not confront and C.block(0) in legal(state)


@pytest.mark.parametrize(("cores", "boost"), [(5, True), (3, False)])
def test_bss03_010_lv3_gives_star_dragons_and_dragonoids_3000_bp_and_confront(build, cores, boost):
    """BSS03-010: at Lv3, in your Attack Step, your Star Dragons and Dragonoids (itself too) get +3000 BP and
    Confront; other families do not, and Lv2 gives nothing."""
    p0 = {"field": [FieldCard("BSS03-010", cores=cores), FieldCard(DRAGONOID), FieldCard(SMALL)]}
    state = build(position(step="attack", auto=False, p0=p0, p1={"field": [FieldCard(SMALL)]}))
    plus = 3000 if boost else 0
    assert [bp(state, 0, k) for k in range(3)] == [(8000 if boost else 6000) + plus, 1000 + plus, 1000]
    attack_to_block(state, 1)  # the Dragonoid attacks: with the granted Confront the block is forced
    assert (C.PASS in legal(state)) is not boost
    main = build(position(p0=p0))
    assert bp(main, 0, 1) == 1000  # not in the Main Step


@pytest.mark.parametrize(("card", "cost"), [
    ("ST01-011", 1),  # Dragonoid, cost 3: the one red symbol counts as two
    ("ST01-007", 2),  # Terrasaur, cost 4
    (QUICKSAND, 2),  # Star Dragon, cost 3: one red symbol, one reduction
])
def test_bss03_012_symbol_counts_double_for_terrasaurs_and_dragonoids(build, card, cost):
    """BSS03-012: its red symbol counts as two when summoning a Terrasaur or Dragonoid from hand."""
    state = build(position(auto=False, p0={"field": [FieldCard("BSS03-012")], "hand": [card], "reserve": 5}))
    state.apply(state.pending_decision().hand_card(card))
    assert pending(state) == (Decision.PAY, 0)
    assert int(state.record()["use_cost_left"]) == cost


@pytest.mark.parametrize(("cores", "bonus"), [(3, 2000), (1, 0)])
def test_bss03_013_lv2_gives_confront_spirits_2000_bp(build, cores, bonus):
    """BSS03-013: at Lv2+, in your Attack Step, a Spirit of yours that has Confront (Siegwurm, while it
    attacks) gets +2000 BP; Spirits without Confront do not."""
    p0 = {"field": [FieldCard("BSS03-013", cores=cores), FieldCard(SIEGWURM), FieldCard(SMALL)]}
    state = build(position(step="attack", auto=False, p0=p0, p1={"field": [FieldCard(SMALL)]}))
    assert bp(state, 0, 1) == 4000  # not attacking: no Confront yet
    state.apply(C.attack(1))
    assert bp(state, 0, 1) == 4000 + bonus
    assert bp(state, 0, 2) == 1000 and bp(state, 0, 0) == (4000 if cores == 3 else 3000)


def test_bss03_107_deploy_destroys_an_opposing_spirit_of_1000_bp_or_less(build):
    """BSS03-107: on deploy, destroy an opposing Spirit of 1000 BP or less (the 2000 BP one is safe)."""
    p1 = {"field": [FieldCard(SMALL), FieldCard(SMALL, cores=2)]}
    state = build(position(auto=False, p0={"hand": ["BSS03-107"], "reserve": 6}, p1=p1))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert [o.slot for o in state.pending_decision().options] == [0]
    state.apply(state.pending_decision().target_slot(0, player=1))
    assert cards(state, 1) == {1: SMALL} and trash_ids(state, 1) == [SMALL]
    none = build(position(auto=False, p0={"hand": ["BSS03-107"], "reserve": 6},
                          p1={"field": [FieldCard(SMALL, cores=2)]}))
    summon(none, 0)
    assert pending(none) == (Decision.MAIN, 0) and cards(none, 1) == {0: SMALL}


@pytest.mark.parametrize(("cores", "bonus"), [(2, 2000), (0, 0)])
def test_bss03_107_lv2_ancient_dragons_and_dragonoids_gain_2000_bp(build, cores, bonus):
    """BSS03-107: at Lv2, in your Attack Step, your Ancient Dragons and Dragonoids get +2000 BP."""
    p0 = {"field": [FieldCard("BSS03-107", cores=cores), FieldCard(DRAGONOID), FieldCard(SIEGWURM), FieldCard(SMALL)]}
    state = build(position(step="attack", p0=p0))
    assert [bp(state, 0, k) for k in (1, 2, 3)] == [1000 + bonus, 4000 + bonus, 1000]
    assert bp(build(position(p0=p0)), 0, 1) == 1000  # not in the Main Step


# -- purple ---------------------------------------------------------------------------------------------
def test_bss03_019_attack_may_destroy_another_spirit_to_draw(build):
    """BSS03-019: its attack may destroy another of your Spirits; if it does, draw a card."""
    p0 = {"field": [FieldCard("BSS03-019"), FieldCard(SMALL)], "deck": [FILLER, BIG]}
    state = build(position(step="attack", auto=False, p0=p0))
    state.apply(C.attack(0))
    assert pending(state) == (Decision.YES_NO, 0)
    state.apply(state.pending_decision().yes_to("BSS03-019"))
    assert option_cards(state) == [SMALL]  # not itself
    choose(state, SMALL)
    assert trash_ids(state, 0) == [SMALL] and hand_ids(state, 0) == [FILLER]
    assert pending(state) == (Decision.FLASH, 1)


@pytest.mark.parametrize("case", ["declined", "alone", "empty deck"])
def test_bss03_019_no_sacrifice(build, case):
    """BSS03-019: declined, with no other Spirit, or with no card to draw (R0.4), nothing is destroyed."""
    others = [] if case == "alone" else [FieldCard(SMALL)]
    p0 = {"field": [FieldCard("BSS03-019")] + others, "deck": [] if case == "empty deck" else [FILLER]}
    state = build(position(step="attack", auto=False, p0=p0))
    state.apply(C.attack(0))
    if case == "declined":
        state.apply(state.pending_decision().no_to("BSS03-019"))
    assert pending(state) == (Decision.FLASH, 1)
    assert trash_ids(state, 0) == [] and hand_ids(state, 0) == []


@pytest.mark.parametrize(("card_id", "cores", "cursed"), [
    ("BSS03-019", 2, True), ("BSS03-019", 1, False),
    ("BSS03-020", 1, True),
    ("BSS03-023", 1, True),
    ("BSS03-024", 2, True), ("BSS03-024", 1, False),
    ("BSS03-028", 6, True), ("BSS03-028", 3, False),
])  # fmt: skip
def test_bss03_curse_while_attacking(build, card_id, cores, cursed):
    """BSS03-019/-020/-023/-024/-028: at the printed levels the attacker has Curse: the Spirit that blocked it
    is destroyed at the end of the battle, even though the attacker lost."""
    p0 = {"field": [FieldCard(card_id, cores=cores)], "deck": [FILLER] * 5}
    state = build(position(step="attack", p0=p0, p1={"field": [FieldCard(BIG, cores=3)]}))
    attack(state, 0, blocker=0)
    assert card_id in trash_ids(state, 0)
    assert (BIG in trash_ids(state, 1)) is cursed


@pytest.mark.parametrize(("cores", "strip"), [(3, True), (1, False)])
def test_bss03_023_lv2_destroyed_by_opponent_strips_refreshed_spirits(build, cores, strip):
    """BSS03-023: destroyed by the opponent at Lv2, each refreshed opposing Spirit loses a core to its
    Reserve (exhausted ones, the attacker included, keep theirs); at Lv1 nothing happens."""
    p1 = {"field": [FieldCard(SMALL, cores=2), FieldCard(SMALL, cores=2, exhausted=True)], "reserve": 0}
    state = falls_blocking(build, "BSS03-023", cores=cores, p1=p1)
    assert [v["cores"] for v in field(state, 1).values()] == [3, 1 if strip else 2, 2]
    assert int(player(state, 1)["reserve"]) == int(strip)


@pytest.mark.parametrize(("other", "draws"), [("ST02-003", 1), (SMALL, 0)])
def test_bss03_024_destroyed_draws_with_another_serpent(build, other, draws):
    """BSS03-024: when destroyed, draw a card if you control another Serpent Spirit."""
    state = falls_blocking(build, "BSS03-024", p0={"field": [FieldCard(other)], "deck": [FILLER]})
    assert hand_ids(state, 0) == [FILLER] * draws


def test_bss03_027_destroyed_by_opponent_exhausts_their_small_spirits(build):
    """BSS03-027: destroyed by the opponent, it exhausts every opposing Spirit with 2 cores or fewer."""
    p1 = {"field": [FieldCard(SMALL, cores=2), FieldCard(BIG, cores=3)]}
    state = falls_blocking(build, "BSS03-027", p1=p1)
    assert [v["exhausted"] for v in field(state, 1).values()] == [1, 1, 0]  # attacker, 2 cores, 3 cores


def test_bss03_027_destroyed_by_own_effect_exhausts_nothing(build):
    """BSS03-027: destroyed by its controller's own effect, nothing is exhausted."""
    state = sacrificed(build, "BSS03-027", p1={"field": [FieldCard(SMALL)]})
    assert field(state, 1)[0]["exhausted"] == 0


@pytest.mark.parametrize(("cores", "refreshed"), [(3, True), (1, False)])
def test_bss03_027_lv2_refreshes_when_the_opponent_summons_in_your_attack_step(build, cores, refreshed):
    """BSS03-027: at Lv2+, in your Attack Step, it refreshes when the opponent summons a Spirit (a Swift
    summon in your battle's Flash timing)."""
    p0 = {"field": [FieldCard("BSS03-027", cores=cores)]}
    state = build(position(step="attack", auto=False, p0=p0, p1={"hand": [SWIFT], "reserve": 3}))
    state.apply(C.attack(0))
    assert field(state, 0)[0]["exhausted"] == 1
    assert pending(state) == (Decision.FLASH, 1)
    state.apply(state.pending_decision().hand_card(SWIFT))
    pay_and_place(state)
    assert cards(state, 1) == {0: SWIFT}
    assert field(state, 0)[0]["exhausted"] == (0 if refreshed else 1)
    theirs = build(their_turn(p0={"field": [FieldCard("BSS03-027", cores=cores, exhausted=True)]},
                              p1={"hand": [SWIFT], "reserve": 3}))
    summon(theirs, 0)  # a summon in the opponent's own Main Step: not your Attack Step
    assert cards(theirs, 1) == {0: SWIFT} and field(theirs, 0)[0]["exhausted"] == 1


def test_bss03_028_destroyed_discards_three_then_takes_an_amethyst_sanctuary(build):
    """BSS03-028: when destroyed, discard your top 3, then take an Amethyst Sanctuary from your Trash."""
    deck = [FILLER, AMETHYST, QUICKSAND, BIG]
    state = falls_blocking(build, "BSS03-028", p0={"deck": deck})
    assert pending(state) == (Decision.CHOOSE, 0) and C.PASS not in legal(state)
    choose(state, AMETHYST, "trash")
    assert hand_ids(state, 0) == [AMETHYST]
    assert sorted(trash_ids(state, 0)) == sorted(["BSS03-028", FILLER, QUICKSAND])
    assert deck_ids(state, 0) == [BIG]
    missed = falls_blocking(build, "BSS03-028", p0={"deck": [FILLER, QUICKSAND, BIG, AMETHYST]})
    assert hand_ids(missed, 0) == [] and deck_ids(missed, 0) == [AMETHYST]  # fourth card: not discarded


@pytest.mark.parametrize(("active", "cores", "answer"), [(0, 1, "trash"), (0, 1, "keep"), (1, 1, "trash"),
                                                         (0, 0, None)])
def test_bss03_108_lv2_destruction_in_an_attack_step_views_the_top_card(build, active, cores, answer):
    """BSS03-108: at Lv2, in either Attack Step, when a Spirit is destroyed, view your top card and trash it or
    leave it on top; at Lv1 nothing happens."""
    p0 = {"field": [FieldCard(SMALL), FieldCard(AMETHYST, cores=cores)], "deck": [FILLER, QUICKSAND]}
    p1 = {"field": [FieldCard(BIG, cores=3)]}
    state = build(position(active=active, turn=3 + active, step="attack", auto=False, p0=p0, p1=p1))
    attack(state, 0, blocker=0)  # player 0's Demo Bones blocked by Brontech, or player 1's Brontech blocked by it
    assert SMALL in trash_ids(state, 0)
    if answer is None:
        assert pending(state)[0] != Decision.CHOOSE
    else:
        assert pending(state) == (Decision.CHOOSE, 0)
        assert option_cards(state) == [FILLER] and C.PASS in legal(state)
        state.apply(state.pending_decision().choose_card(FILLER, zone="revealed") if answer == "trash" else C.PASS)
    assert deck_ids(state, 0) == ([QUICKSAND] if answer == "trash" else [FILLER, QUICKSAND])


def test_bss03_108_destruction_in_the_main_step_views_nothing(build):
    """BSS03-108: outside the Attack Steps (Break Burst destroying a Spirit in the Main Step) nothing happens."""
    p0 = {"hand": ["BSS03-136"], "reserve": 3, "field": [FieldCard(AMETHYST, cores=1)], "deck": [FILLER]}
    state = build(position(auto=False, p0=p0, p1={"field": [FieldCard(SMALL)]}))
    use_effect(state, "BSS03-136", "Flash")
    choose(state, SMALL)
    assert trash_ids(state, 1) == [SMALL]
    assert pending(state) == (Decision.MAIN, 0) and deck_ids(state, 0) == [FILLER]


def test_bss03_123_strips_two_cores_from_a_spirit_without_the_soul_core(build):
    """BSS03-123: an opposing Spirit without the Soul Core loses 2 cores to its owner's Reserve; one holding
    the Soul Core cannot be chosen."""
    p1 = {"field": [FieldCard(SMALL, cores=2, soul=True), FieldCard(BIG, cores=3)], "soul": None, "reserve": 0}
    state = build(position(auto=False, p0={"hand": ["BSS03-123"], "reserve": 5}, p1=p1))
    use_magic(state, 0)
    assert option_cards(state) == [BIG]
    choose(state, BIG)
    assert [v["cores"] for v in field(state, 1).values()] == [3, 1]
    assert int(player(state, 1)["reserve"]) == 2 and trash_ids(state, 0) == ["BSS03-123"]


def test_bss03_125_main_takes_back_a_purple_spirit_card(build):
    """BSS03-125: Main: take a purple Spirit card back from your Trash (not a red Spirit, not a Magic)."""
    p0 = {"hand": ["BSS03-125"], "reserve": 4, "trash": [FILLER, "ST02-014", SMALL]}
    state = build(position(auto=False, p0=p0))
    use_effect(state, "BSS03-125", "Main")
    assert option_cards(state) == [SMALL]
    choose(state, SMALL, "trash")
    assert hand_ids(state, 0) == [SMALL]


@pytest.mark.parametrize("magic", ["BSS03-125", "BSS03-127"])
def test_bss03_magic_gives_a_spirit_2000_bp(build, magic):
    """BSS03-125 / BSS03-127: the Main/Flash effect gives a Spirit +2000 BP this turn."""
    p0 = {"hand": [magic], "reserve": 4, "field": [FieldCard(SMALL)]}
    state = build(position(auto=False, p0=p0))
    use_effect(state, magic, "Flash")
    choose(state, SMALL)
    assert bp(state, 0, 0) == 3000


# -- yellow ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("to_bottom", [False, True])
def test_bss03_045_destroyed_by_opponent_views_top_card_then_draws(build, to_bottom):
    """BSS03-045: destroyed by the opponent, view your top card, keep it on top or put it under the deck,
    then draw."""
    state = build(their_turn(step="attack", p0={"field": [FieldCard("BSS03-045")], "deck": [FILLER, QUICKSAND, BIG]},
                             p1={"field": [FieldCard(BIG, cores=3)]}))
    attack(state, 0, blocker=0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert option_cards(state) == [FILLER] and C.PASS in legal(state)
    state.apply(state.pending_decision().choose_card(FILLER, zone="revealed") if to_bottom else C.PASS)
    assert hand_ids(state, 0) == [QUICKSAND if to_bottom else FILLER]
    assert deck_ids(state, 0) == ([BIG, FILLER] if to_bottom else [QUICKSAND, BIG])


def test_bss03_045_destroyed_by_own_effect_does_nothing(build):
    """BSS03-045: destroyed by its controller's own effect, nothing is viewed or drawn but Costume Artist's card."""
    state = sacrificed(build, "BSS03-045", deck=[FILLER, QUICKSAND])
    assert pending(state) == (Decision.FLASH, 1)
    assert hand_ids(state, 0) == [FILLER] and deck_ids(state, 0) == [QUICKSAND]


def test_bss03_111_deploy_views_the_top_card_and_puts_it_back(build):
    """BSS03-111: on deploy, the top card is viewed and put back: the deck is unchanged, nothing asked."""
    state = build(position(auto=False, p0={"hand": ["BSS03-111"], "reserve": 3, "deck": [FILLER, QUICKSAND]}))
    summon(state, 0)
    assert pending(state) == (Decision.MAIN, 0)
    assert deck_ids(state, 0) == [FILLER, QUICKSAND] and hand_ids(state, 0) == []


@pytest.mark.parametrize(("cores", "draws"), [(2, 1), (0, 0)])
def test_bss03_111_lv2_draws_when_an_opposing_effect_depletes_your_spirit(build, cores, draws):
    """BSS03-111: at Lv2, in your Attack Step, draw when an opposing effect (Soul Crush in your battle's Flash
    timing, BSS03-123) takes the last core off one of your Spirits."""
    p0 = {"field": [FieldCard(SMALL), FieldCard("BSS03-111", cores=cores)], "deck": [FILLER]}
    state = build(position(step="attack", auto=False, p0=p0, p1={"hand": ["BSS03-123"], "reserve": 5}))
    state.apply(C.attack(0))
    use_magic(state, 0)
    assert option_cards(state) == [SMALL]
    choose(state, SMALL)
    assert trash_ids(state, 0) == [SMALL]
    assert hand_ids(state, 0) == [FILLER] * draws


def test_bss03_127_main_takes_a_magic_from_the_top_four_and_trashes_the_rest(build):
    """BSS03-127: Main: reveal the top 4, take one Magic among them (not optional), discard the rest."""
    deck = [FILLER, "ST01-014", SMALL, "ST01-015", BIG]
    state = build(position(auto=False, p0={"hand": ["BSS03-127"], "reserve": 4, "deck": deck}))
    use_effect(state, "BSS03-127", "Main")
    assert option_cards(state) == ["ST01-014", "ST01-015"] and C.PASS not in legal(state)
    choose(state, "ST01-015", "revealed")
    assert hand_ids(state, 0) == ["ST01-015"] and deck_ids(state, 0) == [BIG]
    assert sorted(trash_ids(state, 0)) == sorted([FILLER, "ST01-014", SMALL, "BSS03-127"])
    dry = build(position(auto=False, p0={"hand": ["BSS03-127"], "reserve": 4, "deck": [FILLER, SMALL, BIG, QUICKSAND]}))
    use_effect(dry, "BSS03-127", "Main")
    assert pending(dry) == (Decision.MAIN, 0)
    assert hand_ids(dry, 0) == [] and len(trash_ids(dry, 0)) == 5 and deck_ids(dry, 0) == []


# -- white ----------------------------------------------------------------------------------------------
def test_bss03_054_summon_bounces_an_opposing_spirit_but_not_through_white_armor(build):
    """BSS03-054: on summon an opposing Spirit returns to its owner's hand. BSS03-053's Armor against white
    keeps it from being chosen by this white card."""
    p1 = {"field": [FieldCard("BSS03-053"), FieldCard(SMALL)]}
    state = build(position(auto=False, p0={"hand": ["BSS03-054"], "reserve": 6}, p1=p1))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert option_cards(state) == [SMALL]
    choose(state, SMALL)
    assert hand_ids(state, 1) == [SMALL] and cards(state, 1) == {0: "BSS03-053"}
    alone = build(position(auto=False, p0={"hand": ["BSS03-054"], "reserve": 6}))
    summon(alone, 0)
    assert pending(alone) == (Decision.MAIN, 0)  # no opposing Spirit: nothing to do


def test_bss03_053_armor_does_not_stop_a_red_effect(build):
    """BSS03-053: its Armor names white and green only: a red effect (Andromeda) can still choose it."""
    state = build(position(auto=False, p0={"hand": [ANDROMEDA], "reserve": 8}, p1={"field": [FieldCard("BSS03-053")]}))
    summon(state, 0)
    choose(state, "BSS03-053")
    assert trash_ids(state, 1) == ["BSS03-053"]


@pytest.mark.parametrize(("cores", "offered"), [(5, True), (3, False)])
def test_bss03_054_lv3_destroyed_by_opponent_may_refresh_an_android(build, cores, offered):
    """BSS03-054: destroyed by the opponent at Lv3, you may refresh one of your Android Spirits."""
    state = falls_blocking(build, "BSS03-054", cores=cores, p0={"field": [FieldCard("BSS03-057", exhausted=True)]})
    if offered:
        assert pending(state) == (Decision.CHOOSE, 0) and C.PASS in legal(state)
        choose(state, "BSS03-057")
    assert field(state, 0)[1]["exhausted"] == (0 if offered else 1)


def test_bss03_113_deploy_may_bounce_an_opposing_spirit_of_cost_1_or_less(build):
    """BSS03-113: on deploy you may return an opposing Spirit of cost 1 or less to its owner's hand."""
    p1 = {"field": [FieldCard(SMALL), FieldCard(BIG)]}
    state = build(position(auto=False, p0={"hand": ["BSS03-113"], "reserve": 5}, p1=p1))
    summon(state, 0)
    assert option_cards(state) == [SMALL] and C.PASS in legal(state)
    choose(state, SMALL)
    assert hand_ids(state, 1) == [SMALL] and cards(state, 1) == {1: BIG}
    passed = build(position(auto=False, p0={"hand": ["BSS03-113"], "reserve": 5}, p1=p1))
    summon(passed, 0)
    passed.apply(C.PASS)
    assert cards(passed, 1) == {0: SMALL, 1: BIG}
    big_only = build(position(auto=False, p0={"hand": ["BSS03-113"], "reserve": 5}, p1={"field": [FieldCard(BIG)]}))
    summon(big_only, 0)
    assert pending(big_only) == (Decision.MAIN, 0)


@pytest.mark.parametrize(("cores", "bounced"), [(1, True), (0, False)])
def test_bss03_113_lv2_destroyed_by_opponent_bounces_an_opposing_spirit(build, cores, bounced):
    """BSS03-113: destroyed by the opponent at Lv2 (Andromeda's summon effect), an opposing Spirit returns to
    its owner's hand."""
    state = build(their_turn(p0={"field": [FieldCard("BSS03-113", cores=cores)]},
                             p1={"hand": [ANDROMEDA], "reserve": 8}))
    summon(state, 0)
    assert pending(state) == (Decision.CHOOSE, 1)
    choose(state, "BSS03-113")  # Andromeda destroys the Nexus
    assert trash_ids(state, 0) == ["BSS03-113"]
    if bounced:
        assert pending(state) == (Decision.CHOOSE, 0) and C.PASS not in legal(state)
        choose(state, ANDROMEDA)
    assert hand_ids(state, 1) == ([ANDROMEDA] if bounced else [])
    assert cards(state, 1) == ({} if bounced else {0: ANDROMEDA})


# -- blue -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize(("cores", "discarded"), [(1, 1), (4, 3)])
def test_bss03_086_crush_discards_its_level(build, cores, discarded):
    """BSS03-086: Crush: its attack makes the opponent discard as many cards as its level."""
    state = build(position(step="attack", auto=False, p0={"field": [FieldCard("BSS03-086", cores=cores)]},
                           p1={"deck": [FILLER] * 5}))
    state.apply(C.attack(0))
    assert trash_ids(state, 1) == [FILLER] * discarded
    blocking = falls_blocking(build, "BSS03-086", p1={"deck": [FILLER] * 5})
    assert int(player(blocking, 1)["deck_count"]) == 5  # no Crush when it blocks


@pytest.mark.parametrize("soul", [True, False])
def test_bss03_089_attack_with_soul_core_takes_a_nexus_from_trash(build, soul):
    """BSS03-089: with the Soul Core on it, its attack takes a Nexus card back from your Trash; without it,
    nothing happens."""
    p0 = {"field": [FieldCard("BSS03-089", soul=soul)], "soul": None if soul else "trash",
          "trash": [FILLER, BLUE_NEXUS]}
    state = build(position(step="attack", auto=False, p0=p0))
    state.apply(C.attack(0))
    if soul:
        assert option_cards(state) == [BLUE_NEXUS]
        choose(state, BLUE_NEXUS, "trash")
    assert pending(state) == (Decision.FLASH, 1)
    assert hand_ids(state, 0) == ([BLUE_NEXUS] if soul else [])


@pytest.mark.parametrize(("active", "nexus", "answer", "level3"), [
    (0, True, True, True), (1, True, True, True), (0, True, False, False), (0, False, None, False),
])  # fmt: skip
def test_bss03_094_attack_step_start_may_exhaust_a_nexus_for_lv3(build, active, nexus, answer, level3):
    """BSS03-094: at the start of either Attack Step you may exhaust a Nexus of yours to make it Lv3 this turn
    (6000 BP); not offered without a refreshed Nexus."""
    p0 = {"field": [FieldCard("BSS03-094")] + ([FieldCard(BLUE_NEXUS, cores=0)] if nexus else [])}
    state = build(position(active=active, turn=3 + active, p0=p0, p1={"field": [FieldCard(SMALL)]}))
    state.apply(C.PASS)  # the turn player ends the Main Step
    if answer is not None:
        d = state.pending_decision()
        assert (d.kind, d.player) == (Decision.YES_NO, 0)
        state.apply(d.yes_to("BSS03-094") if answer else d.no_to("BSS03-094"))
    assert pending(state) == (Decision.ATTACK, active)
    assert bp(state, 0, 0) == (6000 if level3 else 2000)
    if nexus:
        assert field(state, 0)[1]["exhausted"] == int(bool(answer))
    if active == 0:  # treated as Lv3, its Lv3 attack effect works: the cost-1 Demo Bones is destroyed
        state.apply(C.attack(0))
        assert (SMALL in trash_ids(state, 1)) is level3


@pytest.mark.parametrize(("cores", "p1_field", "destroyed"), [
    (6, [SMALL, BIG], True), (6, [BIG], False), (2, [SMALL, BIG], False),
])  # fmt: skip
def test_bss03_094_lv3_attack_destroys_a_cheap_spirit_then_discards_three(build, cores, p1_field, destroyed):
    """BSS03-094: its Lv3 attack destroys an opposing Spirit of cost 3 or less, and only if one was destroyed
    the opponent discards their top 3."""
    p1 = {"field": [FieldCard(name) for name in p1_field], "deck": [FILLER] * 5}
    state = build(position(step="attack", p0={"field": [FieldCard("BSS03-094", cores=cores)]}, p1=p1))
    state.apply(C.attack(0))
    assert trash_ids(state, 1) == ([SMALL] + [FILLER] * 3 if destroyed else [])
    assert int(player(state, 1)["deck_count"]) == (2 if destroyed else 5)


@pytest.mark.parametrize("take", [True, False])
def test_bss03_096_summon_may_put_a_revealed_nexus_on_top(build, take):
    """BSS03-096: on summon reveal the top 4; you may put a Nexus among them on top, the rest go under the
    deck in any order."""
    deck = [FILLER, BLUE_NEXUS, QUICKSAND, SMALL, BIG]
    state = build(position(auto=False, p0={"hand": ["BSS03-096"], "reserve": 4, "deck": deck}))
    summon(state, 0)
    assert option_cards(state) == [BLUE_NEXUS] and C.PASS in legal(state)
    state.apply(state.pending_decision().choose_card(BLUE_NEXUS, zone="revealed") if take else C.PASS)
    while pending(state) == (Decision.CHOOSE, 0):  # the rest go under, one at a time
        state.apply(legal(state)[0])
    assert pending(state) == (Decision.MAIN, 0)
    order = deck_ids(state, 0)
    assert order[:2] == ([BLUE_NEXUS, BIG] if take else [BIG, FILLER])
    assert sorted(order) == sorted(deck)


@pytest.mark.parametrize(("nexus", "level3"), [(BLUE_NEXUS, True), ("ST01-012", False)])
def test_bss03_099_deploying_a_blue_nexus_makes_it_lv3(build, nexus, level3):
    """BSS03-099: when you deploy a blue Nexus it is treated as Lv3 this turn (10000 BP); a red Nexus does
    nothing."""
    state = build(position(auto=False, p0={"field": [FieldCard("BSS03-099")], "hand": [nexus], "reserve": 6}))
    assert bp(state, 0, 0) == 1000
    summon(state, 0)
    assert cards(state, 0) == {0: "BSS03-099", 1: nexus}
    assert bp(state, 0, 0) == (10000 if level3 else 1000)


def test_bss03_136_main_discards_three_of_the_opponents_deck(build):
    """BSS03-136: Main: the opponent discards the top 3 of their deck."""
    state = build(position(auto=False, p0={"hand": ["BSS03-136"], "reserve": 3}, p1={"deck": [FILLER] * 5}))
    use_effect(state, "BSS03-136", "Main")
    assert trash_ids(state, 1) == [FILLER] * 3 and int(player(state, 1)["deck_count"]) == 2


def test_bss03_136_flash_destroys_an_opposing_spirit_of_cost_3_or_less(build):
    """BSS03-136: Main/Flash: destroy an opposing Spirit of cost 3 or less (not the cost-5 Brontech)."""
    p1 = {"field": [FieldCard(SMALL), FieldCard(QUICKSAND), FieldCard(BIG)]}
    state = build(position(auto=False, p0={"hand": ["BSS03-136"], "reserve": 3}, p1=p1))
    use_effect(state, "BSS03-136", "Flash")
    assert option_cards(state) == [SMALL, QUICKSAND]
    choose(state, QUICKSAND)
    assert cards(state, 1) == {0: SMALL, 2: BIG}


def test_bss03_138_war_gods_are_treated_as_their_highest_level(build):
    """BSS03-138: Flash: your War God Spirits are treated as their highest level this turn: Giant Platoon
    at one core has 7000 BP and Crushes 3; a Spirit of another family is unchanged."""
    p0 = {"hand": ["BSS03-138"], "reserve": 5, "field": [FieldCard("BSS03-086"), FieldCard(SMALL)]}
    state = build(position(p0=p0, p1={"deck": [FILLER] * 5}))
    use_magic(state, 0)
    assert (bp(state, 0, 0), bp(state, 0, 1)) == (7000, 1000)
    state.apply(C.PASS)  # to the Attack Step
    state.apply(C.attack(0))
    assert trash_ids(state, 1) == [FILLER] * 3
