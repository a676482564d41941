"""R14 Ultimates on both engines: not Spirits (R14.1), summon conditions (R14.2), the U-Trigger and the
Trigger Counter (R14.3), with the example cards XMPL-U01..U05 (pybs/data/cards/EXAMPLES.json).

Seed quotes (CN 3): "因为究极不是战魂，所以不受以战魂为对象的效果，只会受到以究极为对象的效果影响。"
"将对手卡组上的卡移至废弃区，将那张卡的费用与发挥了效果的究极的费用进行比较。究极的费用高则命中……
费用相同，或者低的场合则被防御". Glossary: "触发反击：用来防御究极触发命中效果的效果。"
"""

from __future__ import annotations

import random

import pytest
from card_helpers import cards, deck_ids, scenario
from conftest import bp, hand_ids, legal, pay_and_place, pending, player, summon, trash_ids, use_magic
from test_differential_engines import play_both
from test_fuzz import EVERY_CODE

from bscore.fuzz import run_fuzz
from pybs import Game, RuleSet
from pybs import codec as C
from pybs.carddb import card_from_dict, load_default
from pybs.decks import Deck
from pybs.effects.compiler import compile_scripts
from pybs.effects.script import ScriptError
from pybs.effects.spec import Cond, Mod
from pybs.errors import CardDataError, IllegalActionError
from pybs.layout import Decision
from pybs.testing import FieldCard, TempEffect

SIEGFRIED = "XMPL-U01"  # red Ultimate, cost 6: needs a red Spirit (card data); Lv3 7000 / Lv4 9000 / Lv5 12000
HALBERD = "XMPL-U02"  # red Ultimate, cost 7: needs a Lv3+ Spirit; When Attacks: U-Trigger, Hit: destroy a Spirit
COLOSSUS = "XMPL-U03"  # blue Ultimate, cost 5: needs two blue Spirits; other Ultimates of yours +2000 BP
WARD = "XMPL-U04"  # white Flash Magic, cost 2: a Trigger Counter for this turn
GATE = "XMPL-U05"  # red Main Magic, cost 1: summon an Ultimate from your hand, paying its cost
RED = "ST01-004"  # Raineedle, red vanilla Spirit, cost 1: 1000 / 3000 / 4000 BP at 1 / 2 / 3 cores
BLUE = "ST06-009"  # Mantigore, blue vanilla Spirit, cost 3
SMALL = "ST02-005"  # Demo Bones, purple vanilla Spirit, cost 1
COST7 = "ST02-001"  # a cost-7 card: the U-Trigger of a cost-7 Ultimate ties with it
COST8 = "ST05-001"  # a cost-8 card


def can_summon(state, card_id: str) -> bool:
    """Whether the hand card ``card_id`` of player 0 may be used now."""
    hand = [load_default().card_at(int(player(state, 0)["card_ids"][i])).id
            for i in player(state, 0)["hand"][: int(player(state, 0)["hand_count"])]]
    return C.use_hand(hand.index(card_id)) in legal(state)


# -- R14.1: an Ultimate is not a Spirit ---------------------------------------------------------------------
def test_r14_1_spirit_effects_cannot_choose_an_ultimate(build):
    """R14.1: the Hit effect "destroy an opposing Spirit" offers the Spirit, never the opposing Ultimate."""
    opp = {"field": [FieldCard(SIEGFRIED, cores=1), FieldCard(SMALL)], "deck": [RED]}
    state = build(scenario({"field": [FieldCard(HALBERD, cores=2)]}, opp, step="attack", auto=False))
    state.apply(C.attack(0))
    assert pending(state) == (Decision.CHOOSE, 0)
    options = [(o.card.player, o.card.card) for o in state.pending_decision().options if o.card is not None]
    assert options == [(1, SMALL)]


def test_r14_1_an_effect_aimed_at_ultimates_skips_spirits(build):
    """R14.1 "and vice versa": XMPL-U03's +2000 BP for your other Ultimates reaches XMPL-U01, not a Spirit."""
    mine = {"field": [FieldCard(COLOSSUS, cores=1), FieldCard(SIEGFRIED, cores=1), FieldCard(BLUE)]}
    state = build(scenario(mine, {}))
    assert bp(state, 0, 1) == 7000 + 2000
    assert bp(state, 0, 2) == 3000  # the blue Spirit keeps its printed BP
    assert bp(state, 0, 0) == 6000  # "other": not itself


def test_r14_1_player_wide_level_setting_on_spirits_skips_ultimates(build):
    """R14.1: a player-wide "your Spirits are treated as Lv1" (Mod.SET_LEVEL) leaves an Ultimate at its level."""
    sc = scenario({"field": [FieldCard(SIEGFRIED, cores=5), FieldCard(RED, cores=3)]}, {})
    sc.mods = [TempEffect(0, "SET_LEVEL", value=1)]
    state = build(sc)
    assert bp(state, 0, 1) == 1000  # the Spirit is Lv1
    assert bp(state, 0, 0) == 12000  # the Ultimate stays Lv5


def test_r14_1_player_wide_attack_ban_on_spirits_skips_ultimates(build):
    """R14.1: "Spirits with 20000 BP or less cannot attack" (Mod.CANNOT_ATTACK_BP) stops the Spirit only."""
    sc = scenario({"field": [FieldCard(SIEGFRIED), FieldCard(RED)]}, {}, step="attack", auto=False)
    sc.mods = [TempEffect(0, "CANNOT_ATTACK_BP", value=20000)]
    state = build(sc)
    assert C.attack(0) in legal(state)
    assert C.attack(1) not in legal(state)


def test_r14_1_player_wide_battle_protection_of_spirits_skips_ultimates(build):
    """R14.1: "your Spirits are not destroyed by BP comparison" (Mod.NO_BATTLE_DESTROY) does not save an
    Ultimate that loses a battle (CN 6.6 destroys the lower Spirit or Ultimate)."""
    sc = scenario({"field": [FieldCard(SIEGFRIED)]}, {"field": [FieldCard("ST01-011", cores=4)]}, step="attack",
                  auto=False)
    sc.mods = [TempEffect(0, "NO_BATTLE_DESTROY")]
    state = build(sc)
    state.apply(C.attack(0))
    while pending(state)[0] != Decision.BLOCK:
        state.apply(C.PASS)
    state.apply(C.block(0))
    while pending(state)[0] == Decision.FLASH:
        state.apply(C.PASS)
    assert cards(state, 0) == []  # 7000 against 7000: both destroyed, the Ultimate too
    assert SIEGFRIED in trash_ids(state, 0)


def test_r14_1_zero_bp_rule_for_spirits_does_not_destroy_an_ultimate(build):
    """R14.1 with R18.1 (BSS rulings on Spirits; the seeds have no such rule): a Spirit at 0 BP is destroyed,
    an Ultimate at 0 BP is not (it still loses any BP comparison)."""
    sc = scenario({"field": [FieldCard(SIEGFRIED), FieldCard(RED)]}, {})
    sc.rules = RuleSet.preset("bss")
    sc.mods = [TempEffect(0, "BP", slot=0, value=-7000), TempEffect(0, "BP", slot=1, value=-1000)]
    state = build(sc)
    state.apply(C.PASS)  # any action: the rule check runs between actions
    assert SIEGFRIED in cards(state, 0) and RED not in cards(state, 0)


def test_r14_1_an_ultimate_attacks_and_blocks_like_a_spirit(build):
    """R14.1, R9.1, R9.3: an Ultimate may be declared as attacker and as blocker."""
    state = build(scenario({"field": [FieldCard(SIEGFRIED)]}, {"field": [FieldCard(SIEGFRIED)]}, step="attack",
                           auto=False))
    state.apply(C.attack(0))
    while pending(state)[0] != Decision.BLOCK:
        state.apply(C.PASS)
    assert C.block(0) in legal(state)


def test_r14_2_a_gold_symbol_deals_damage(build):
    """R14.2, R1.3: the gold symbol counts as damage: an unblocked Ultimate takes one Life (its never reducing a
    cost is R7.4, tests/test_r7_costs.py)."""
    state = build(scenario({"field": [FieldCard(SIEGFRIED)]}, {"life": 5}, step="attack", auto=False))
    state.apply(C.attack(0))
    while pending(state)[0] != Decision.BLOCK:
        state.apply(C.PASS)
    state.apply(C.PASS)
    while pending(state)[0] == Decision.FLASH:
        state.apply(C.PASS)
    assert int(player(state, 1)["life"]) == 4


# -- R14.2: summon conditions ----------------------------------------------------------------------------
@pytest.mark.parametrize(("field", "ok"), [
    ([FieldCard(RED, cores=3)], True),  # a Lv3 Spirit
    ([FieldCard(RED, cores=2)], False),  # Lv2 only
    ([FieldCard(SIEGFRIED, cores=5), FieldCard(RED, cores=1)], False),  # a Lv5 Ultimate is not a Spirit (R14.1)
])
def test_r14_2_summon_condition_lv3_spirit(build, field, ok):
    """R14.2, R8.2: XMPL-U02 is summoned only while you control a Lv3 or higher Spirit."""
    state = build(scenario({"hand": [HALBERD], "reserve": 12, "field": field}, {}))
    assert can_summon(state, HALBERD) == ok


@pytest.mark.parametrize(("blues", "ok"), [(1, False), (2, True)])
def test_r14_2_summon_condition_counts_blue_spirits(build, blues, ok):
    """R14.2, R8.2: XMPL-U03 needs two or more blue Spirits; an Ultimate does not count as one."""
    field = [FieldCard(BLUE)] * blues + [FieldCard(SIEGFRIED)]
    state = build(scenario({"hand": [COLOSSUS], "reserve": 12, "field": field}, {}))
    assert can_summon(state, COLOSSUS) == ok
    if ok:
        summon(state, 0)
        assert COLOSSUS in cards(state, 0)


@pytest.mark.parametrize(("cores", "ok"), [(3, True), (2, False)])
def test_r14_2_an_effect_summon_needs_the_condition_too(build, cores, ok):
    """R14.2 (CN 5: an Ultimate that does not meet its condition cannot be summoned): XMPL-U05's "summon an
    Ultimate from your hand" offers XMPL-U02 only while a Lv3 Spirit is on the field."""
    state = build(scenario({"hand": [GATE, HALBERD], "reserve": 12, "field": [FieldCard(RED, cores=cores)]}, {},
                           auto=False))
    use_magic(state, 0)
    if ok:
        assert pending(state) == (Decision.CHOOSE, 0)
        state.apply(state.pending_decision().choose_card(HALBERD))
        pay_and_place(state)
        assert HALBERD in cards(state, 0)
    else:
        assert pending(state) == (Decision.MAIN, 0)
        assert hand_ids(state, 0) == [HALBERD]


def test_r14_2_why_illegal_names_the_rule():
    """R14.2: the rejected summon's reason names the rule."""
    state = scenario({"hand": [HALBERD], "reserve": 12, "field": [FieldCard(RED)]}, {}).build()
    with pytest.raises(IllegalActionError, match="R14.2"):
        state.apply(C.use_hand(0))


@pytest.mark.parametrize(("change", "field"), [
    ({"levels": [[3, 1, 7000], [6, 9, 20000]]}, "levels"),  # Lv3..Lv5 only
    ({"symbols": ["red"]}, "symbols"),  # an Ultimate's symbol is gold
])
def test_r14_2_card_data_of_an_ultimate_is_checked(change, field):
    """R14.2: card data naming an Ultimate with levels outside Lv3..Lv5 or a coloured symbol is refused."""
    rec = {**load_default()[SIEGFRIED].to_dict(), **change}
    with pytest.raises(CardDataError, match=f"'{field}'.*R14.2"):
        card_from_dict(rec, "X")


def test_r14_2_gold_symbols_and_summon_conditions_belong_to_ultimates():
    """R1.3, R8.2: a Spirit with a gold symbol or a summon colour is refused, naming the field."""
    spirit = load_default()[RED].to_dict()
    with pytest.raises(CardDataError, match="'symbols'.*R1.3"):
        card_from_dict({**spirit, "symbols": ["gold"]}, "X")
    with pytest.raises(CardDataError, match="'summon_colors'.*R8.2"):
        card_from_dict({**spirit, "summon_colors": ["red"]}, "X")


def test_r14_2_only_an_ultimate_takes_a_scripted_summon_condition():
    """R14.2: ``ultimate()`` on a Spirit does not compile."""
    from pybs.effects.script import mine

    with pytest.raises(ScriptError, match="R14.2"):
        compile_scripts(load_default(), {RED: lambda c: c.ultimate(Cond.CONTROL, mine())})


# -- R14.3: the U-Trigger --------------------------------------------------------------------------------
def u_trigger_attack(build, top: list[str], mods=()):
    """XMPL-U02 (cost 7) attacks; the opponent's deck is ``top`` (top card first) and holds a small Spirit."""
    opp = {"field": [FieldCard(SMALL)], "deck": top}
    sc = scenario({"field": [FieldCard(HALBERD, cores=2)]}, opp, step="attack", auto=False)
    sc.mods = list(mods)
    state = build(sc)
    state.apply(C.attack(0))
    return state


def test_r14_3_hit_when_the_ultimate_costs_more(build):
    """R14.3: cost 7 against a trashed cost-1 card: Hit, and the Hit effect destroys the chosen Spirit."""
    state = u_trigger_attack(build, [RED, COST8])
    assert trash_ids(state, 1) == [RED] and deck_ids(state, 1) == [COST8]
    assert pending(state) == (Decision.CHOOSE, 0)
    state.apply(state.pending_decision().choose_card(SMALL))
    assert cards(state, 1) == []


def test_r14_3_the_trashed_card_is_a_discard_whose_effects_resolve_first(build):
    """R14.3 with R10.6: the U-Trigger discards from the deck, so Discontinue (BSS03-126: discarded by an opposing
    effect, it goes to hand) is back in hand before the Hit effect asks for its target."""
    state = u_trigger_attack(build, ["BSS03-126", RED])
    assert trash_ids(state, 1) == [] and hand_ids(state, 1) == ["BSS03-126"]
    assert pending(state) == (Decision.CHOOSE, 0)  # cost 7 against 3: the Hit effect follows


@pytest.mark.parametrize(("top", "hit"), [(RED, True), (COST8, False)])
def test_r14_3_a_hit_is_an_event_heard_before_the_hit_effect(build, top, hit):
    """R14.3: XMPL-U03 hears Event.U_TRIGGER_HIT of its controller's cards: it draws before XMPL-U02's Hit effect
    asks for a target; a Guard announces nothing."""
    opp = {"field": [FieldCard(SMALL)], "deck": [top, RED]}
    state = build(scenario({"field": [FieldCard(HALBERD, cores=2), FieldCard(COLOSSUS)]}, opp, step="attack",
                           auto=False))
    state.apply(C.attack(0))
    assert int(player(state, 0)["hand_count"]) == int(hit)
    assert pending(state) == ((Decision.CHOOSE, 0) if hit else (Decision.FLASH, 1))


@pytest.mark.parametrize("top", [COST7, COST8])
def test_r14_3_guard_when_equal_or_lower(build, top):
    """R14.3: an equal (7) or higher (8) trashed cost is a Guard: the card is trashed, no Hit effect."""
    state = u_trigger_attack(build, [top, RED])
    assert trash_ids(state, 1) == [top]
    assert pending(state) == (Decision.FLASH, 1)
    assert cards(state, 1) == [SMALL]


def test_r14_3_empty_deck_is_a_guard(build):
    """R14.3 with an empty deck: nothing is trashed, nothing to compare, so a Guard (docs/MECHANICS.md)."""
    state = u_trigger_attack(build, [])
    assert trash_ids(state, 1) == [] and cards(state, 1) == [SMALL]
    assert pending(state) == (Decision.FLASH, 1)


def test_r14_3_trigger_counter_turns_the_next_hit_into_a_guard(build):
    """R14.3 Trigger Counter ("触发反击"): a Hit against its player becomes a Guard and the counter is used up."""
    state = u_trigger_attack(build, [RED, COST8], mods=[TempEffect(1, "TRIGGER_COUNTER", value=1)])
    assert trash_ids(state, 1) == [RED]  # the card is still trashed
    assert cards(state, 1) == [SMALL] and pending(state) == (Decision.FLASH, 1)
    assert not [m for m in state.record()["mods"][: int(state.record()["n_mods"])] if m["kind"] == Mod.TRIGGER_COUNTER]


def test_r14_3_counter_ward_is_a_trigger_counter_for_its_user(build):
    """R14.3: the Flash Magic XMPL-U04 puts a Trigger Counter on its user for this turn."""
    opp = {"hand": [WARD], "reserve": 4, "field": [FieldCard(SMALL)]}
    state = build(scenario({"field": [FieldCard(RED)]}, opp, step="attack", auto=False))
    state.apply(C.attack(0))
    assert pending(state) == (Decision.FLASH, 1)
    state.apply(state.pending_decision().hand_card(WARD))
    while pending(state)[0] == Decision.PAY:
        state.apply(legal(state)[0])
    mods = state.record()["mods"][: int(state.record()["n_mods"])]
    assert [(int(m["player"]), int(m["kind"])) for m in mods if m["kind"] == Mod.TRIGGER_COUNTER] == [
        (1, Mod.TRIGGER_COUNTER)]


# -- the example cards in whole games on both engines ----------------------------------------------------
ULTIMATE_DECK = Deck("ultimates", (
    ("XMPL-U01", 3), ("XMPL-U02", 3), ("XMPL-U03", 3), ("XMPL-U04", 3), ("XMPL-U05", 3), ("ST01-004", 3),
    ("ST06-009", 3), ("ST01-011", 3), ("ST01-005", 3), ("ST03-009", 3), ("ST02-001", 3), ("ST05-009", 3),
    ("ST04-006", 3), ("ST01-014", 3), ("ST02-005", 3)))  # fmt: skip


def test_example_ultimates_play_the_same_on_both_engines():
    """Seeded random games with XMPL-U01..U05 in both decks: equal legal actions and bytes after every action."""
    game = Game((ULTIMATE_DECK, ULTIMATE_DECK), rules=RuleSet(max_turns=40))
    chooser = random.Random("r14")
    for seed in range(12):
        play_both(game, seed, chooser)


@pytest.mark.parametrize("opponent", ["ST01", "ST06"])
def test_example_ultimates_keep_the_invariants(opponent):
    """The invariant fuzz (every legal action applied, illegal ones rejected) over games with the examples."""
    game = Game((ULTIMATE_DECK, opponent))
    result = run_fuzz(game.handle, game.rows[0], game.rows[1], game.rules_bytes, 60, 1400 + len(opponent),
                      options=game.options, illegal_samples=8, every_legal=True, every_code=EVERY_CODE)
    assert result["failure"] is None, result["failure"]
    assert result["games"] == 60 and result["actions"] > 20 * 60


def test_r14_1_player_wide_attack_tax_on_spirits_skips_ultimates(build):
    """R14.1: "Spirits attack only by moving one of their cores to the Reserve" (a player-wide Mod.ATTACK_TAX):
    an Ultimate attacks and keeps its core."""
    sc = scenario({"field": [FieldCard(SIEGFRIED)]}, {}, step="attack", auto=False)
    sc.mods = [TempEffect(0, "ATTACK_TAX")]
    state = build(sc)
    reserve = int(player(state, 0)["reserve"])
    state.apply(C.attack(0))
    assert SIEGFRIED in cards(state, 0)
    assert int(player(state, 0)["slots"][0]["cores"]) == 1 and int(player(state, 0)["reserve"]) == reserve


def test_r14_2_a_summon_condition_alone_is_not_effect_text():
    """R1.9 with R14.2: an Ultimate whose only text is its summon condition is still vanilla (no effect text)."""
    from pybs.effects.compiler import CardFlag
    from pybs.effects.script import mine

    db = load_default()
    tables = compile_scripts(db, {SIEGFRIED: lambda c: c.ultimate(Cond.CONTROL, mine(level_min=3))})
    assert tables.card_flags[db.row(SIEGFRIED)] & CardFlag.VANILLA
