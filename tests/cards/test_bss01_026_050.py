"""BSS01 cards 026-050, in card-number order, on both engines (``build`` fixture): each test
plays the card's effect from a position and checks what its text says (conditional effects also get a
case where the condition fails)."""

from __future__ import annotations

import pytest
from card_helpers import battle, blocked_battle, cards, do, pass_flashes, position, scenario, their_step
from cards_shared import (
    BIG,
    CURSED,
    DECK,
    FILLER,
    MANTIGORE,
    SMALL,
    WEAK,
    candidates,
    choice_cards,
    choose,
    n_cores,
    pay_with_soul,
    pick,
    summon_card,
)
from conftest import field, hand_ids, legal, pay_and_place, pending, player, summon, trash_ids
from pool_cards import (
    ANTMAN,
    BONES,
    BRONTECH,
    CURSE,
    DUGONG,
    GOLEM,
    KEEP,
    MUMMY,
    NIGHTLING,
    OBERO,
    PORCUPINE,
    RED,
    SHADOW,
    SWORD,
    attack_until_block,
    cores,
    life,
    unblocked_hit,
)

from pybs import codec as C
from pybs.layout import Decision
from pybs.testing import FieldCard, TempEffect

MEDUKE = "BSS01-026"  # purple Serpent with Bloodcurse


# -- BSS01-026 Grand Underworld Trio Queen Meduke --------------------------------------------------------
@pytest.mark.parametrize("cores, to_void", [(3, True), (1, False)])
def test_bss01_026_meduke_bloodcurse_on_its_own_attack(build, cores, to_void):
    """Grand Underworld Trio Queen Meduke: Lv2 has Bloodcurse, so its own attack's Life goes to the Void;
    at Lv1 it has neither Curse nor Bloodcurse and the Life goes to the Reserve."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS01-026", cores=cores)]}, p1={}))
    attack_until_block(s)
    do(s, C.PASS)
    assert (life(s, 1), int(player(s, 1)["reserve"])) == (4, 3 if to_void else 4)


def test_bss01_026_meduke_curse_allies_life_to_void(build):
    """Lv1: a Curse ally's Life damage goes to the Void."""
    s = build(position(step="attack", p0={"field": [FieldCard(CURSE), FieldCard("BSS01-026")]}, p1={}))
    attack_until_block(s)
    do(s, C.PASS)
    assert (life(s, 1), int(player(s, 1)["reserve"])) == (4, 3)


# -- BSS01-027 King Snake Quetzalcutl --------------------------------------------------------------------
def test_bss01_027_returns_a_curse_or_bloodcurse_spirit_from_the_trash(build):
    """On summon (printed keywords read in the Trash): a Curse or a Bloodcurse Spirit card may come back; a
    vanilla one is not offered."""
    p0 = {"hand": ["BSS01-027"], "reserve": 6, "trash": [BONES, CURSED, MEDUKE]}
    state = build(scenario(p0, {}))
    summon_card(state, "BSS01-027")
    assert choice_cards(state) == sorted([(0, CURSED), (0, MEDUKE)])
    pick(state, MEDUKE)
    assert hand_ids(state, 0) == [MEDUKE]
    assert sorted(trash_ids(state, 0)) == sorted([BONES, CURSED])


def test_bss01_027_no_cursed_spirit_in_the_trash(build):
    state = build(scenario({"hand": ["BSS01-027"], "reserve": 6, "trash": [BONES]}, {}))
    summon_card(state, "BSS01-027")
    assert pending(state) == (Decision.MAIN, 0)
    assert hand_ids(state, 0) == []


@pytest.mark.parametrize("my_cores", [3, 1])
def test_bss01_027_lv2_attack_destroys_a_one_core_spirit(build, my_cores):
    """Lv2: when it attacks, an opposing Spirit with exactly one core is destroyed (two cores: not offered);
    Lv1 does nothing."""
    p0 = {"field": [FieldCard("BSS01-027", cores=my_cores)]}
    p1 = {"field": [FieldCard(GOLEM, cores=2), FieldCard(DUGONG, cores=1)]}
    state = build(position(0, "attack", p0, p1))
    do(state, C.attack(0))
    if my_cores == 3:
        assert choice_cards(state) == [(1, DUGONG)]
        pick(state, DUGONG)
        assert cards(state, 1) == [GOLEM]
    else:
        assert cards(state, 1) == [GOLEM, DUGONG]


# -- BSS01-028 Pandemium of the Dark World Seven ---------------------------------------------------------
@pytest.mark.parametrize("cores", [1, 2, 6])
def test_bss01_028_destroyed_effects_by_level(build, cores):
    """When destroyed: Lv1+ destroys an exhausted opposing Spirit, Lv2+ takes three cores off a refreshed one,
    Lv3 makes both players discard five cards of their choice (all they have when fewer)."""
    p0 = {"field": [FieldCard("BSS01-028", cores=cores)], "hand": [KEEP, BONES, MUMMY, SWORD, OBERO, GOLEM]}
    p1 = {"field": [FieldCard(PORCUPINE, cores=1), FieldCard(BRONTECH, cores=4)], "hand": [KEEP, BONES]}
    sc = their_step("attack", p0, p1)
    sc.mods = [TempEffect(1, "BP", slot=0, value=20000)]
    state = build(sc)
    battle(state, 0, 0)  # the boosted Porcu-Pine destroys Pandemium; the attacker is exhausted
    while pending(state)[0] in (Decision.CHOOSE, Decision.ORDER):  # every pick is forced but the order
        state.apply(legal(state)[-1])
    assert cards(state, 1) == ([BRONTECH] if cores >= 1 else [PORCUPINE, BRONTECH])
    brontech_cores = field(state, 1)[1]["cores"]
    assert brontech_cores == (1 if cores >= 2 else 4)
    if cores == 6:
        assert len(hand_ids(state, 0)) == 1 and hand_ids(state, 1) == []
        assert sorted(trash_ids(state, 1)) == sorted([KEEP, BONES, PORCUPINE])
    else:
        assert len(hand_ids(state, 0)) == 6 and hand_ids(state, 1) == [KEEP, BONES]


# -- BSS01-029 Bython ------------------------------------------------------------------------------------
@pytest.mark.parametrize("soul", [True, False])
def test_bss01_029_attack_draws_with_soul_core(build, soul):
    """Its attack draws a card while the Soul Core is on it; not without."""
    p0 = {"field": [FieldCard("BSS01-029", cores=0 if soul else 1, soul=soul)], "deck": DECK,
          "soul": None if soul else "trash"}
    state = build(scenario(p0, {}, step="attack", auto=False))
    state.apply(C.attack(0))
    assert pending(state) == (Decision.FLASH, 1)
    assert hand_ids(state, 0) == DECK[:int(soul)]


# -- BSS01-030 Boa-trictor -------------------------------------------------------------------------------
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


# -- BSS01-031 Magic Swordsman Dragonaga -----------------------------------------------------------------
@pytest.mark.parametrize("soul", [True, False])
def test_bss01_031_draws_only_when_soul_core_paid(build, soul):
    s = build(position(p0={"hand": ["BSS01-031"], "reserve": 4, "soul": "reserve", "deck": [FILLER, WEAK]}))
    s.apply(C.use_hand(0))
    pay_with_soul(s, soul)
    assert hand_ids(s, 0) == ([FILLER] if soul else [])


# -- BSS01-034 Infernal King Curse Dragon ----------------------------------------------------------------
def test_bss01_034_core_per_spirit_destroyed(build):
    """Every other Spirit loses a core; one Void core onto it per Spirit that fell (two here)."""
    s = build(position(p0={"hand": ["BSS01-034"], "reserve": 9, "field": [FieldCard(WEAK)]},
                       p1={"field": [FieldCard(ANTMAN), FieldCard(MANTIGORE, cores=2)]}))
    s.apply(C.use_hand(0))
    pay_with_soul(s, False)
    pass_flashes(s)
    assert [f["card"] for f in field(s, 1).values()] == [MANTIGORE]
    assert [f["card"] for f in field(s, 0).values()] == ["BSS01-034"]
    assert field(s, 0)[1]["cores"] == 1 + 2  # placed 1, +1 per fallen Spirit (Weak, Antman)


def test_bss01_034_no_core_when_nothing_falls(build):
    s = build(position(p0={"hand": ["BSS01-034"], "reserve": 9}, p1={"field": [FieldCard(ANTMAN, cores=3)]}))
    s.apply(C.use_hand(0))
    pay_with_soul(s, False)
    assert field(s, 0)[0]["cores"] == 1
    assert field(s, 1)[0]["cores"] == 2


# -- BSS01-035 Dark Bishop Baculus -----------------------------------------------------------------------
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


# -- BSS01-038 Dread Knight Nemesis ----------------------------------------------------------------------
@pytest.mark.parametrize("mode", ["cores", "draw"])
def test_bss01_038_destroy_own_spirit_for_a_mode(build, mode):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS01-038"), FieldCard(WEAK)], "deck": [FILLER] * 3},
                       p1={"field": [FieldCard(MANTIGORE, cores=3)]}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.CHOOSE, 0)
    do(s, C.choice(1))  # pick the vanilla Spirit
    do(s, C.CONFIRM)  # destroy it
    assert WEAK in trash_ids(s, 0)
    assert pending(s) == (Decision.YES_NO, 0)  # YES: the first mode, NO: the second
    if mode == "cores":
        do(s, C.CONFIRM, C.choice(0))
        assert pending(s) == (Decision.CHOOSE, 0)  # how many, up to two
        do(s, C.choice(2))
        assert field(s, 1)[0]["cores"] == 1
        assert hand_ids(s, 0) == []
    else:
        do(s, C.PASS)
        assert hand_ids(s, 0) == [FILLER, FILLER]
        assert field(s, 1)[0]["cores"] == 3


def test_bss01_038_declining_the_destruction_gives_no_mode(build):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS01-038"), FieldCard(WEAK)], "deck": [FILLER] * 3}))
    do(s, C.attack(0), C.choice(1), C.PASS)
    assert field(s, 0)[1]["card"] == WEAK and hand_ids(s, 0) == []
    assert pending(s)[0] == Decision.FLASH


# -- BSS01-039 Beldegor of the Dark World Seven ----------------------------------------------------------
@pytest.mark.parametrize(("immortal", "destroyed", "answers"), [
    ("BSS01-039", MUMMY, True), ("BSS01-039", DUGONG, False),  # 4-5
    ("BSS02-034", MUMMY, True), ("BSS02-034", BRONTECH, False),  # 1-4
    ("BSS02-023", "ST06-007", True), ("BSS02-023", BRONTECH, False),  # 6-10
    ("BSS03-030", "ST02-001", True), ("BSS03-030", "ST06-007", False),  # 7
])
def test_immortal_cost_ranges(build, immortal, destroyed, answers):
    """Each Immortal card answers the destruction of your Spirit in its printed cost range, in an Attack
    Step, by offering to summon itself from the Trash (paying)."""
    p0 = {"field": [FieldCard(destroyed)], "trash": [immortal], "reserve": 10}
    p1 = {"field": [FieldCard("ST06-007", cores=3), FieldCard(KEEP)]}  # Mithril Golem, 9000 BP
    state = build(their_step("attack", p0, p1))
    battle(state, 0, 0)
    assert destroyed in trash_ids(state, 0)
    if answers:
        assert pending(state) == (Decision.CHOOSE, 0) and legal(state) == [C.PASS, C.choice(0)]
        state.apply(C.choice(0))
        pay_and_place(state)
        assert immortal in cards(state, 0)
    else:
        assert pending(state)[0] != Decision.CHOOSE and trash_ids(state, 0) == [immortal, destroyed]


@pytest.mark.parametrize("cost4", [True, False])
def test_bss01_039_summon_destroys_exhausted_cost_4_or_less(build, cost4):
    """On summon: destroy an exhausted opposing Spirit of cost 4 or less (Brontech costs 5: safe)."""
    target = GOLEM if cost4 else BRONTECH
    p1 = {"field": [FieldCard(target, exhausted=True), FieldCard(DUGONG)]}
    state = build(scenario({"hand": ["BSS01-039"], "reserve": 5, "field": [FieldCard(BONES)]}, p1))
    summon(state, 0)
    assert cards(state, 1) == ([DUGONG] if cost4 else [BRONTECH, DUGONG])


# -- BSS01-040 Dark Knight Mordred -----------------------------------------------------------------------
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


# -- BSS01-041 Dark Knight Palomides ---------------------------------------------------------------------
@pytest.mark.parametrize("cores, asks", [(2, True), (1, False)])
def test_bss01_041_palomides_attacks_an_exhausted_spirit(build, cores, asks):
    """Dark Knight Palomides Lv2: it may attack an exhausted opposing Spirit, which blocks at once; Lv1 has
    no such effect."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS01-041", cores=cores)]},
                       p1={"field": [FieldCard(RED, exhausted=True), FieldCard(RED)]}))
    do(s, C.attack(0))
    if not asks:
        assert pending(s) == (Decision.FLASH, 1)
        return
    do(s, C.choice(0), C.CONFIRM)
    pass_flashes(s)
    assert trash_ids(s, 1) == [RED] and life(s, 1) == 5


# -- BSS01-043 Shield Knight Guardner --------------------------------------------------------------------
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


# -- BSS01-044 Dark Knight Aglovale ----------------------------------------------------------------------
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


# -- BSS01-046 Dark Lancer Cavaliere ---------------------------------------------------------------------
def test_bss01_046_summon_draws(build):
    """On summon, draw a card."""
    state = build(scenario({"hand": ["BSS01-046"], "reserve": 6, "deck": DECK}, {}))
    summon(state, 0)
    assert pending(state) == (Decision.MAIN, 0)
    assert hand_ids(state, 0) == DECK[:1]


# -- BSS01-047 Phantasm Archking Zenas -------------------------------------------------------------------
@pytest.mark.parametrize("blocker_cores, can_block", [(1, False), (3, True)])
def test_bss01_047_curse_spirits_unblockable_by_lv1(build, blocker_cores, can_block):
    """Lv2: your Curse Spirits cannot be blocked by opposing Lv1 Spirits (Porcu-Pine Lv2 at 3 cores may)."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS01-047", cores=4)]},
                       p1={"field": [FieldCard(PORCUPINE, cores=blocker_cores)]}))
    do(s, C.attack(0))
    pass_flashes(s)
    assert (C.block(0) in legal(s)) == can_block


# -- BSS01-048 Devilish Prankster Imp --------------------------------------------------------------------
@pytest.mark.parametrize(("attacker", "hits"), [(SHADOW, True), (NIGHTLING, False)])
def test_bss01_048_shadow_hit_strips_a_core(build, attacker, hits):
    """A Shadow Spirit of yours that reduces the opponent's Life makes an opposing Spirit lose a core; a
    Nightling (the Imp's own family, not Shadow) does not."""
    p0 = {"field": [FieldCard("BSS01-048"), FieldCard(attacker)]}
    p1 = {"field": [FieldCard(BRONTECH, cores=2, exhausted=True)], "reserve": 0}
    state = build(position(0, "attack", p0, p1))
    unblocked_hit(state, 1)
    assert int(player(state, 1)["life"]) == 4
    if hits:
        assert pending(state) == (Decision.CHOOSE, 0)
        do(state, C.choice(0))
    assert cores(state, 1) == {0: 1 if hits else 2}
    assert int(player(state, 1)["reserve"]) == 1 + int(hits)  # the lost Life core, and the stripped one


# -- BSS01-049 Earth Spider Demon ------------------------------------------------------------------------
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
