"""BSS01 cards 001-025, in card-number order, on both engines (``build`` fixture): each test
plays the card's effect from a position and checks what its text says (conditional effects also get a
case where the condition fails)."""

from __future__ import annotations

import pytest
from card_helpers import (
    attack_to_block,
    battle,
    blocked_battle,
    cards,
    check_vanilla,
    deck_ids,
    do,
    exhausted,
    fight,
    pass_flashes,
    position,
    scenario,
    their_step,
)
from cards_shared import (
    BIG,
    EZOWOLF,
    FILLER,
    KV2,
    MAPLEUM,
    OVIRAPTODON,
    SIEGWURM,
    SMALL,
    WEAK,
    candidates,
    choose,
    n_cores,
)
from conftest import bp, field, hand_ids, legal, pay_and_place, pending, player, summon, trash_ids
from pool_cards import (
    ANTMAN,
    BRONTECH,
    DRAGONOID,
    GOLEM,
    NEBULA,
    PORCUPINE,
    RAINEEDLE,
    RED,
    attack_until_block,
    life,
)

from pybs import codec as C
from pybs.carddb import load_default
from pybs.effects.spec import Mod
from pybs.layout import Decision
from pybs.testing import FieldCard

VANILLAS = ["BSS01-005", "BSS01-010", "BSS01-011", "BSS01-012", "BSS01-018", "BSS01-019", "BSS01-020",
            "BSS01-032", "BSS01-033", "BSS01-036", "BSS01-037", "BSS01-045", "BSS01-050", "BSS01-055",
            "BSS01-056", "BSS01-063", "BSS01-065", "BSS01-074", "BSS01-075", "BSS01-082", "BSS01-088",
            "BSS01-090", "BSS01-093", "BSS01-096", "BSS01-097"]  # fmt: skip
NOVA = "BSS01-001"
PENGUIN = "BSS01-018"  # red vanilla Emperor Beast, cost 2, one red symbol
DECK = ["ST01-004", "ST01-009"]
FLAMERAT = "BSS01-017"  # red, Lv1 1 core, Lv2 3 cores, Lv3 5 cores


def _life_and_soul(state):
    from conftest import player

    pl = player(state, 0)
    return int(pl["life"]), int(pl["soul_loc"])


def _summon_nova(build, used: str, soul: str = "reserve", life: int = 2):
    """Summon the Nova by Ascending ``used`` (three cores on it): cost 8 - 1 red symbol = 7, placing one."""
    p0 = {"hand": [NOVA], "reserve": 5, "soul": soul, "life": life,
          "field": [FieldCard(used, cores=3)]}
    state = build(position(0, "main", p0, {}))
    do(state, C.use_hand(0))
    choose(state, used)
    pay_and_place(state)  # normal cores pay and place; the Soul Core stays in the Reserve
    return state


def attack_first_slot(state, block: bool) -> None:
    """Player 0 attacks with slot 0; nobody uses Flash effects; player 1 blocks with slot 0 or not."""
    do(state, C.attack(0))
    pass_flashes(state)
    if pending(state)[0] == Decision.BLOCK:
        do(state, C.block(0) if block else C.PASS)
    pass_flashes(state)


# -- cards with no effect text ---------------------------------------------------------------------------
@pytest.mark.parametrize("card_id", VANILLAS)
def test_bss01_vanilla_cards_do_nothing_else(build, card_id):
    """Cards with no effect text: summoning and attacking trigger nothing (white ones get the Golem's
    white symbol off their cost)."""
    check_vanilla(build, card_id, reduction=int("white" in load_default()[card_id].reduction))


# -- BSS01-001 Supernova Dragon Siegwurm Nova ------------------------------------------------------------
@pytest.mark.parametrize("answer", [True, False])
def test_bss01_001_ascend_with_a_siegwurm_may_refill_life_to_five(build, answer):
    """Ascended with Imperial Thunder Dragon Siegwurm: you may send your Soul Core (in the Reserve) to the Void;
    then Void cores fill your Life from two to five. Declined, nothing changes."""
    from pybs import layout as L

    state = _summon_nova(build, SIEGWURM)
    pd = state.pending_decision()
    assert pd.kind == Decision.YES_NO
    state.apply(pd.yes_to(NOVA) if answer else pd.no_to(NOVA))
    assert pending(state) == (Decision.MAIN, 0)
    assert _life_and_soul(state) == ((5, L.SOUL_VOID) if answer else (2, L.SOUL_RESERVE))
    assert cards(state, 0) == [NOVA] and SIEGWURM in trash_ids(state, 0)


@pytest.mark.parametrize(("used", "soul"), [(NEBULA, "reserve"), (SIEGWURM, "trash")])
def test_bss01_001_no_refill_without_a_siegwurm_or_a_soul_core_to_send(build, used, soul):
    """Ascended with a Spirit without "Siegwurm" in its name, nothing is offered; with the Siegwurm but the Soul
    Core in the Trash (not on the field or in the Reserve) the "may" cannot be paid, so it is not offered (R0.4)."""
    from pybs import layout as L

    state = _summon_nova(build, used, soul=soul)
    assert pending(state) == (Decision.MAIN, 0)
    assert _life_and_soul(state) == (2, L.SOUL_RESERVE if soul == "reserve" else L.SOUL_TRASH)


def test_bss01_001_has_awaken(build):
    """Awaken at every level: the Nova may take cores from another field card."""
    p0 = {"field": [FieldCard(NOVA, cores=1), FieldCard(SIEGWURM, cores=2)]}
    state = build(position(0, "main", p0, {}))
    assert C.awaken(0) in legal(state) and C.awaken(1) not in legal(state)


@pytest.mark.parametrize("cores", [3, 1])
def test_bss01_001_lv2_attack_destroys_spirits_up_to_10000_bp(build, cores):
    """Lv2: when it attacks, opposing Spirits whose BP adds up to 10000 or less are destroyed: the Golem (4000) and
    the Brontech (5000) together; the Dragonoid (3000) would pass the total. At Lv1 nothing happens."""
    p1 = {"field": [FieldCard(GOLEM), FieldCard(BRONTECH), FieldCard(DRAGONOID)]}
    state = build(position(0, "attack", {"field": [FieldCard(NOVA, cores=cores)]}, p1))
    do(state, C.attack(0))
    if cores == 3:
        choose(state, GOLEM, 1)
        choose(state, BRONTECH, 1)
        assert [o.card.card for o in state.pending_decision().options if o.card] == []
        do(state, C.PASS)
        assert cards(state, 1) == [DRAGONOID]
    else:
        assert cards(state, 1) == [GOLEM, BRONTECH, DRAGONOID]


# -- BSS01-002 Divine Halberd Dragon Arc -----------------------------------------------------------------
@pytest.mark.parametrize("side", [0, 1])
def test_bss01_002_arc_weak_attackers_take_no_life(build, side):
    """Divine Halberd Dragon Arc (on either side): an attacker of 2000 BP or less takes no Life."""
    arc = [FieldCard("BSS01-002")]
    s = build(position(step="attack", p0={"field": [FieldCard(RED)] + (arc if side == 0 else [])},
                       p1={"field": arc if side == 1 else []}))
    attack_until_block(s)
    do(s, C.PASS)
    assert life(s, 1) == 5


def test_bss01_002_arc_strong_attacker_takes_life(build):
    """Arc itself (3000 BP) takes Life as usual."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS01-002")]}, p1={}))
    attack_until_block(s)
    do(s, C.PASS)
    assert life(s, 1) == 4


@pytest.mark.parametrize("cores, asks", [(3, True), (1, False)])
def test_bss01_002_arc_lv2_attack_destroys_weak_spirit(build, cores, asks):
    """Lv2: when it attacks, destroy an opposing Spirit of 2000 BP or less."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS01-002", cores=cores)]},
                       p1={"field": [FieldCard(RED), FieldCard(PORCUPINE)]}))
    do(s, C.attack(0))
    if asks:
        assert pending(s) == (Decision.CHOOSE, 0)
        assert legal(s) == [C.choice(0)]
        do(s, C.choice(0))
        assert trash_ids(s, 1) == [RED]
    else:
        assert pending(s) == (Decision.FLASH, 1)


# -- BSS01-003 Divine Mars Dragon Ares Dragoon -----------------------------------------------------------
def test_bss01_003_refreshes_awaken_spirits_once_per_turn(build):
    """Lv3: after its attack's battle, you may refresh your Awaken Spirits, but only once per turn."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS01-003", cores=6), FieldCard("BSS01-004", exhausted=True),
                                                    FieldCard(WEAK, exhausted=True)]},
                       p1={"life": 5}))
    fight(s, 0, None)
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.CONFIRM)
    assert exhausted(s, 0) == {0: 0, 1: 0, 2: 1}  # itself and the other Awaken Spirit, not the vanilla one
    fight(s, 0, None)  # the second battle this turn: no offer
    assert pending(s) == (Decision.ATTACK, 0)
    assert exhausted(s, 0)[0] == 1


def test_bss01_003_declining_keeps_the_use(build):
    """Declining the offer does not use up the once-per-turn effect."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS01-003", cores=6)]}, p1={"life": 5}))
    fight(s, 0, None)
    do(s, C.PASS)
    assert exhausted(s, 0) == {0: 1}
    s2 = build(position(step="attack", p0={"field": [FieldCard("BSS01-003", cores=4)]}, p1={"life": 5}))
    fight(s2, 0, None)  # Lv2: nothing offered
    assert pending(s2) == (Decision.ATTACK, 0)


# -- BSS01-004 White Hole Dragon -------------------------------------------------------------------------
def test_bss01_004_destroys_spirit_with_bp_at_most_its_own(build):
    """Lv3 (6000 BP) destroyed: only opposing Spirits with 6000 BP or less may be chosen."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS01-004", cores=4)]},
                       p1={"field": [FieldCard(PORCUPINE), FieldCard("ST01-001", cores=5), FieldCard(ANTMAN)]}))
    strong = bp(s, 1, 1)
    assert strong > 6000
    fight(s, 0, 1)  # blocked by the stronger Spirit: ours falls
    assert pending(s) == (Decision.CHOOSE, 0)
    assert len(legal(s)) == 2  # Porcu-Pine (5000) and Antman (3000), not the stronger one
    do(s, C.choice(0))
    assert PORCUPINE in trash_ids(s, 1)


def test_bss01_004_lv2_does_nothing(build):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS01-004", cores=3)]},
                       p1={"field": [FieldCard("ST01-001", cores=5), FieldCard(ANTMAN)]}))
    fight(s, 0, 0)
    assert pending(s) == (Decision.ATTACK, 0)
    assert field(s, 1)[1]["card"] == ANTMAN


# -- BSS01-006 Nebula Dragon -----------------------------------------------------------------------------
@pytest.mark.parametrize("cores, soul, lost", [(2, True, 2), (3, False, 1), (0, True, 1)])
def test_bss01_006_nebula_dragon_two_red_symbols(build, cores, soul, lost):
    """Nebula Dragon Lv2: attacking with the Soul Core on it, its symbol counts as two (two Life); without
    the Soul Core, or at Lv1, one."""
    s = build(position(step="attack", p0={"soul": None if soul else "trash",
                                          "field": [FieldCard("BSS01-006", cores=cores, soul=soul)]}, p1={}))
    attack_until_block(s)
    do(s, C.PASS)
    assert life(s, 1) == 5 - lost


# -- BSS01-007 Jurassic King Gigano Rex ------------------------------------------------------------------
@pytest.mark.parametrize(("second", "usable"), [(PENGUIN, True), (RAINEEDLE, False)])
def test_bss01_007_kin_symbols_count_twice_from_hand(build, second, usable):
    """Cost 8, six red reductions: a Terrasaur and an Emperor Beast give four red symbols (cost 4, payable with
    five cores: three in the Reserve, one on each Spirit); with a Star Dragon instead only three (cost 5, not
    payable). With more cores in the Reserve the summon costs four."""
    p0 = {"hand": ["BSS01-007"], "reserve": 3,
          "field": [FieldCard(OVIRAPTODON, exhausted=True), FieldCard(second, exhausted=True)]}
    state = build(position(0, "main", p0, {}))
    assert (C.use_hand(0) in legal(state)) is usable
    if usable:
        state = build(position(0, "main", {**p0, "reserve": 5}, {}))
        summon(state, 0)
        assert cards(state, 0)[2] == "BSS01-007"
        assert int(player(state, 0)["trash_cores"]) == 4


def test_bss01_007_symbols_count_once_for_another_card(build):
    """The doubling is the card's own: a Terrasaur's symbol still counts once for Pentaceratop (cost 5)."""
    p0 = {"hand": ["BSS01-012", "BSS01-007"], "reserve": 3, "field": [FieldCard(OVIRAPTODON, exhausted=True)]}
    state = build(position(0, "main", p0, {}))
    assert C.use_hand(0) not in legal(state)  # 5 - 1 = 4 to pay + 1 to place > 4 cores


@pytest.mark.parametrize(("other", "lv3"), [(OVIRAPTODON, True), (RAINEEDLE, False)])
def test_bss01_007_lv3_while_only_kin_spirits(build, other, lv3):
    """With a Terrasaur beside it, one core makes it Lv3: Confront forces the block and its attack gives +3000
    BP, so it beats a 10000 BP blocker. With a Star Dragon beside it, it is Lv1: no block is forced."""
    p0 = {"field": [FieldCard("BSS01-007", cores=1), FieldCard(other, exhausted=True)]}
    state = build(position(0, "attack", p0, {"field": [FieldCard(KV2, cores=2)]}))
    do(state, C.attack(0))
    pass_flashes(state)
    assert pending(state) == (Decision.BLOCK, 1)
    assert (C.PASS in legal(state)) is not lv3
    if lv3:
        do(state, C.block(0))
        pass_flashes(state)
        assert cards(state, 1) == [] and cards(state, 0)[0] == "BSS01-007"  # 13000 beats 10000


# -- BSS01-008 Syntarsaurus ------------------------------------------------------------------------------
def test_bss01_008_bp_per_terrasaur_while_attacking(build):
    """Lv2 while attacking: +1000 BP per Terrasaur Spirit you control (itself included)."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS01-008", cores=3), FieldCard("BSS01-008")],
                                          "deck": [FILLER, FILLER]}))
    assert bp(s, 0, 0) == 5000  # not attacking: no bonus
    do(s, C.attack(0))
    assert deck_ids(s, 0)[0] == FILLER  # not a Terrasaur: back on top
    assert bp(s, 0, 0) == 7000
    assert bp(s, 0, 1) == 2000  # the Lv1 copy gets nothing


def test_bss01_008_reveal_takes_terrasaur(build):
    s = build(position(step="attack", p0={"field": [FieldCard("BSS01-008")], "deck": ["BSS01-008", FILLER]}))
    do(s, C.attack(0))
    assert hand_ids(s, 0) == ["BSS01-008"] and deck_ids(s, 0) == [FILLER]


# -- BSS01-009 Raging Dino Dyrano Rex --------------------------------------------------------------------
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


# -- BSS01-013 Stormbeast Emperor Thunder Leon -----------------------------------------------------------
def test_bss01_013_thunder_leon_silences_when_destroyed(build):
    """Stormbeast Emperor Thunder Leon: on summon every opposing Spirit of 2000 BP or less is destroyed and
    their "When Destroyed" effects do not trigger (Mapleum feeds nobody)."""
    s = build(position(p0={"hand": ["BSS01-013"], "reserve": 7},
                       p1={"field": [FieldCard(MAPLEUM), FieldCard(RED), FieldCard(EZOWOLF)]}))
    summon(s, 0)
    assert pending(s) == (Decision.MAIN, 0)
    assert sorted(trash_ids(s, 1)) == sorted([MAPLEUM, RED])
    assert field(s, 1) == {2: {"card": EZOWOLF, "cores": 1, "soul": False, "exhausted": 0}}
    mods = s.record()["mods"][: int(s.record()["n_mods"])]
    assert [m for m in mods if m["kind"] != Mod.DESTROYED_COUNT] == []  # the silence lasted only for the destruction


def test_bss01_013_thunder_leon_lv3_attack_draws(build):
    """Lv3: when it attacks, draw one; Lv2 does not."""
    for cores, drawn in ((5, 1), (3, 0)):
        s = build(position(step="attack", p0={"field": [FieldCard("BSS01-013", cores=cores)], "deck": [RED, RED]}))
        do(s, C.attack(0))
        assert len(hand_ids(s, 0)) == drawn


# -- BSS01-014 Flame Emperor Agniffon --------------------------------------------------------------------
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


# -- BSS01-015 Dilophoza ---------------------------------------------------------------------------------
def test_bss01_015_dilophoza_cannot_block(build):
    """Dilophoza: in the opponent's Attack Step it cannot block."""
    s = build(position(step="attack", p0={"field": [FieldCard(RED)]},
                       p1={"field": [FieldCard("BSS01-015"), FieldCard(RED)]}))
    attack_until_block(s)
    assert legal(s) == [C.PASS, C.block(1)]


# -- BSS01-016 Fierce Gorer Horngrizzly ------------------------------------------------------------------
@pytest.mark.parametrize(("cores", "confront"), [(3, True), (1, False)])
def test_bss01_016_lv2_attacks_with_confront(build, cores, confront):
    """From Lv2 its attack forces a block; at Lv1 the opponent may decline."""
    state = build(scenario({"field": [FieldCard("BSS01-016", cores=cores)]}, {"field": [FieldCard(SMALL)]},
                           step="attack", auto=False))
    attack_to_block(state, 0)
    assert (C.PASS in legal(state)) is not confront


# -- BSS01-017 Cornered Flamerat -------------------------------------------------------------------------
@pytest.mark.parametrize(("cores", "draws"), [(3, True), (5, True), (1, False)])
def test_bss01_017_draws_when_its_attack_reduces_life_from_lv2(build, cores, draws):
    """Lv2+: its unblocked attack takes a Life, then its controller draws one card; at Lv1 nothing."""
    p0 = {"field": [FieldCard(FLAMERAT, cores=cores)], "deck": DECK}
    p1 = {"field": [FieldCard(GOLEM, exhausted=True)]}
    state = build(position(0, "attack", p0, p1))
    life = int(player(state, 1)["life"])
    attack_first_slot(state, block=False)
    assert int(player(state, 1)["life"]) == life - 1
    assert hand_ids(state, 0) == (DECK[:1] if draws else [])


def test_bss01_017_blocked_attack_draws_nothing(build):
    """A blocked attack reduces no Life (R9.5), so it draws nothing."""
    p0 = {"field": [FieldCard(FLAMERAT, cores=3)], "deck": DECK}
    p1 = {"field": [FieldCard(GOLEM)]}
    state = build(position(0, "attack", p0, p1))
    life = int(player(state, 1)["life"])
    attack_first_slot(state, block=True)
    assert int(player(state, 1)["life"]) == life
    assert hand_ids(state, 0) == []


# -- BSS01-021 Dragno Guard ------------------------------------------------------------------------------
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


# -- BSS01-022 Dinoman Tyrannoid -------------------------------------------------------------------------
@pytest.mark.parametrize(("others", "wins"), [(1, True), (2, False)])
def test_bss01_022_counts_as_lv3_with_two_spirits_or_fewer(build, others, wins):
    """With one core it is Lv1 (2000 BP), but with two Spirits or fewer it counts as Lv3 (6000 BP) and beats a
    5000 BP blocker; with a third Spirit it is Lv1 again and loses."""
    p0 = {"field": [FieldCard("BSS01-022", cores=1)] + [FieldCard(RAINEEDLE, exhausted=True)] * others}
    state = build(position(0, "attack", p0, {"field": [FieldCard(BRONTECH)]}))
    assert bp(state, 0, 0) == (6000 if wins else 2000)
    fight(state, 0, 0)
    assert cards(state, 1) == ([] if wins else [BRONTECH])
    assert ("BSS01-022" in cards(state, 0)) is wins


# -- BSS01-023 Blaze Dragonoid Ma Gwo --------------------------------------------------------------------
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


# -- BSS01-024 Flamefish ---------------------------------------------------------------------------------
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


# -- BSS01-025 Iguaknife ---------------------------------------------------------------------------------
def test_bss01_025_summon_gives_your_terrasaurs_1000_bp(build):
    """On summon, your Terrasaur Spirits get +1000 BP this turn; not other families, not the opponent's."""
    p0 = {"hand": ["BSS01-025"], "reserve": 3, "field": [FieldCard("BSS01-009"), FieldCard(RED)]}
    state = build(scenario(p0, {"field": [FieldCard("BSS01-010")]}))
    summon(state, 0)
    assert pending(state) == (Decision.MAIN, 0)
    assert [bp(state, 0, k) for k in range(3)] == [6000, 1000, 1000]
    assert bp(state, 1, 0) == 1000
