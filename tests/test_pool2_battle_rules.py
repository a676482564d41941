"""Battle and Life rules of the pool II cards (group J; docs/EFFECTS.md "Pool II: Link and battle rules") on both
engines (``build`` fixture): "this effect does not duplicate" (TriggerFlag.NO_DUPLICATE), Rule.LIFE_FLOOR (also a
Magic's for the turn), Rule.LIFE_DAMAGE_CAP, Mod.COMPARE_COST and Rule.SILENCE_BLOCKS, each on vanilla cards given
test scripts, then on the real cards (CB01-046 and PR-045, BSS04-128, BSS05-035, L01-010, BSS04-004).

Rules cited: R9.3 (block, "When Blocks"), R9.5 (Life damage), R9.6 (BP comparison), R4.1 (Life 0 loses), R10.5
(triggered effects), R18.12 (copies of one effect), R0.1 (cards beat rules).
"""

from __future__ import annotations

import pytest
from card_helpers import do, pass_flashes, position
from conftest import bp, field, legal, pending, player, use_magic

import pybs.scripts  # noqa: F401  (registers every script, so the fixture can swap some)
from pybs import codec as C
from pybs.effects.script import (
    SPIRITS,
    AbilityKind,
    Cond,
    CoreZone,
    Count,
    Duration,
    Event,
    Mod,
    Rule,
    Scope,
    ScriptError,
    Static,
    Timing,
    Who,
    mine,
    not_,
    opponents,
)
from pybs.layout import Decision
from pybs.testing import FieldCard

WATCHER = "ST04-006"  # Sword Angel: yellow, cost 2, Lv1 1000 BP
BIG = "ST06-007"  # Mithril Golem: blue, cost 6, Lv1 6000 BP
CHEAP = "ST01-004"  # Raineedle: red, cost 1, Lv1 1000 BP
MID = "ST02-006"  # Mummyphant: purple, cost 4, Lv1 3000 BP
MAGIC = "BSS04-137"  # a blue Flash Magic, cost 3 (test scripts only)
FILLER = "ST01-005"


def make(build, scripted, scripts: dict, p0: dict, p1: dict | None = None, active: int = 0, step: str = "attack"):
    db = scripted(scripts)
    sc = position(active, step, p0, p1 or {}, turn=3 if active == 0 else 4)
    sc.db = db
    return build(sc)


def life(s, p: int) -> int:
    return int(player(s, p)["life"])


def hand(s, p: int) -> int:
    return int(player(s, p)["hand_count"])


def unblocked(s, k: int = 0) -> None:
    do(s, C.attack(k))
    pass_flashes(s)
    if pending(s)[0] == Decision.BLOCK:
        do(s, C.PASS)
    pass_flashes(s)


# -- "this effect does not duplicate" ---------------------------------------------------------------------------
@pytest.mark.parametrize("no_duplicate, drawn", [(True, 1), (False, 2)])
def test_no_duplicate_one_copy_answers_an_event(build, scripted, no_duplicate, drawn):
    """Two copies of a watcher ("when one of your Spirits attacks, draw"): marked as not duplicating, one copy
    answers the attack; unmarked, each does (R18.12 is about copies of one static, not of one trigger)."""
    s = make(build, scripted, {WATCHER: lambda c: c.when(Event.ATTACKS, scope=Scope.MINE, no_duplicate=no_duplicate)
                               .draw(1)},
             {"field": [FieldCard(BIG), FieldCard(WATCHER), FieldCard(WATCHER)], "deck": [FILLER] * 4})
    before = hand(s, 0)
    do(s, C.attack(0))
    if pending(s)[0] == Decision.ORDER:
        do(s, C.choice(0))
    assert hand(s, 0) == before + drawn


def test_no_duplicate_other_abilities_still_answer(build, scripted):
    """NO_DUPLICATE is per ability row: another card's own watcher still answers the same event."""
    scripts = {WATCHER: lambda c: c.when(Event.ATTACKS, scope=Scope.MINE, no_duplicate=True).draw(1),
               MID: lambda c: c.when(Event.ATTACKS, scope=Scope.MINE, no_duplicate=True).draw(1)}
    s = make(build, scripted, scripts,
             {"field": [FieldCard(BIG), FieldCard(WATCHER), FieldCard(WATCHER), FieldCard(MID)], "deck": [FILLER] * 4})
    before = hand(s, 0)
    do(s, C.attack(0))
    while pending(s)[0] == Decision.ORDER:
        do(s, C.choice(0))
    assert hand(s, 0) == before + 2


def pr_045(c) -> None:
    """Venom Raptor: in your Attack Step, when it or one of your red or purple Spirits with the Soul Core attacks, you
    may select an opposing Spirit costing 7 or less: it cannot block this battle. This effect does not duplicate."""
    c.when(Event.ATTACKS, levels=(1, 2), scope=Scope.MINE, subject=mine(colors=("red", "purple")),
           timing=Timing.YOUR_ATTACK_STEP, no_duplicate=True).subject_card().count(
        Count.TARGETS, mine(exclude_self=True, soul=False)).if_(
        not_(Cond.AMOUNT_AT_LEAST), 1, then=lambda a: a.choose(opponents(cost_max=7), min=0).mod(
            Mod.CANNOT_BLOCK, duration=Duration.BATTLE))


def test_pr_045_venom_raptor_does_not_duplicate(build, scripted):
    """Two Venom Raptors, one attacks: one of them answers (one choice), and the chosen Spirit cannot block."""
    s = make(build, scripted, {"PR-045": pr_045},
             {"field": [FieldCard("PR-045"), FieldCard("PR-045")]}, {"field": [FieldCard(MID), FieldCard(CHEAP)]})
    do(s, C.attack(0))
    assert pending(s) == (Decision.CHOOSE, 0)
    do(s, C.choice(0))  # Mummyphant
    pass_flashes(s)
    assert pending(s) == (Decision.BLOCK, 1)
    assert C.block(0) not in legal(s) and C.block(1) in legal(s)


def test_pr_045_needs_the_soul_core_on_another_attacker(build, scripted):
    """Another red Spirit without the Soul Core attacking does not set it off; with the Soul Core it does."""
    s = make(build, scripted, {"PR-045": pr_045},
             {"field": [FieldCard(CHEAP), FieldCard("PR-045")]}, {"field": [FieldCard(MID)]})
    do(s, C.attack(0))
    assert pending(s)[0] == Decision.FLASH
    s = make(build, scripted, {"PR-045": pr_045},
             {"field": [FieldCard(CHEAP, soul=True), FieldCard("PR-045")], "soul": None}, {"field": [FieldCard(MID)]})
    do(s, C.attack(0))
    assert pending(s) == (Decision.CHOOSE, 0)


def cb01_046(c) -> None:
    """13th Angel, the parts this group builds: cannot attack or block; in either Attack Step, when a card is
    discarded from the opponent's deck, put a Void core on one of your Spirits, not duplicating. Not here: "by an
    effect of your Angel Spirits" (EVF_SOURCE) and its opponent's-turn protection."""
    c.static(Static.CANNOT_ATTACK, levels=(1,))
    c.static(Static.CANNOT_BLOCK, levels=(1,))
    c.when(Event.DECK_DISCARDED, levels=(1,), scope=Scope.OPPONENT, flags=0, timing=Timing.EITHER_ATTACK_STEP,
           no_duplicate=True).choose(mine()).cores(CoreZone.VOID, CoreZone.TARGETS, 1)


def test_cb01_046_script_compiles_with_no_duplicate():
    """The NO_DUPLICATE bit is a compile-time property of the triggered row (value2); copies share the row."""
    from pybs.carddb import load_default
    from pybs.effects.compiler import compile_scripts
    from pybs.effects.spec import TriggerFlag

    db = load_default()
    t = compile_scripts(db, {"CB01-046": cb01_046}).arrays()
    row = db.row("CB01-046")
    start, n = int(t["card_ab_start"][row]), int(t["card_ab_count"][row])
    flags = [int(t["ab_value2"][ab]) for ab in range(start, start + n) if int(t["ab_kind"][ab]) == AbilityKind.TRIGGERED]
    assert flags == [TriggerFlag.NO_DUPLICATE]


# -- Life rules -------------------------------------------------------------------------------------------------
def cap(c) -> None:
    c.static(Static.RULE, Rule.LIFE_DAMAGE_CAP, 1, affects=opponents(), timing=Timing.OPP_ATTACK_STEP)


def test_life_damage_cap(build, scripted):
    """Rule.LIFE_DAMAGE_CAP 1 (BSS05-035): an attacker treated as having three symbols takes one Life (R9.5)."""
    three = lambda c: c.static(Static.RULE, Rule.SYMBOLS, 3)  # noqa: E731
    s = make(build, scripted, {BIG: three, WATCHER: cap}, {"field": [FieldCard(BIG)]}, {"field": [FieldCard(WATCHER)]})
    unblocked(s)
    assert life(s, 1) == 4
    s = make(build, scripted, {BIG: three}, {"field": [FieldCard(BIG)]}, {"field": [FieldCard(FILLER)]})
    unblocked(s)
    assert life(s, 1) == 2  # (the fixture keeps a test's scripts: the capping card is not on this field)


def test_life_floor_static(build, scripted):
    """Rule.LIFE_FLOOR on a field static (attackers it covers cannot take the last Life core): one Life stays;
    an attacker it does not cover takes it (R4.1: the game is lost)."""
    floor = lambda c: c.static(Static.RULE, Rule.LIFE_FLOOR, affects=opponents(cost_max=4))  # noqa: E731
    s = make(build, scripted, {WATCHER: floor}, {"field": [FieldCard(CHEAP)]}, {"field": [FieldCard(WATCHER)], "life": 1})
    unblocked(s)
    assert life(s, 1) == 1 and not s.is_terminal()
    s = make(build, scripted, {WATCHER: floor}, {"field": [FieldCard(BIG)]}, {"field": [FieldCard(WATCHER)], "life": 1})
    unblocked(s)
    assert life(s, 1) == 0 and s.is_terminal()


def floor_magic(c) -> None:
    c.magic(main=False, flash=True).for_turn(Static.RULE, affects=opponents(token=False, cost_max=4),
                                             value=Rule.LIFE_FLOOR)


def test_life_floor_for_the_turn_from_a_magic(build, scripted):
    """A Magic's "during this turn" LIFE_FLOOR (for_turn, Mod.TURN_STATIC naming a RULE static): used in the
    defender's Flash timing, the attack of a cost-4-or-less Spirit leaves the last Life core; later attacks too."""
    s = make(build, scripted, {MAGIC: floor_magic},
             {"field": [FieldCard(CHEAP), FieldCard(MID)]}, {"hand": [MAGIC], "reserve": 3, "life": 2})
    do(s, C.attack(0))
    assert pending(s) == (Decision.FLASH, 1)
    use_magic(s, 0)
    pass_flashes(s)
    do(s, C.PASS)
    pass_flashes(s)
    assert life(s, 1) == 1
    unblocked(s, 1)
    assert life(s, 1) == 1 and not s.is_terminal()


def test_for_turn_rule_is_limited_to_life_floor():
    from pybs.carddb import load_default
    from pybs.effects.compiler import compile_scripts

    with pytest.raises(ScriptError, match="LIFE_FLOOR"):
        compile_scripts(load_default(), {MAGIC: lambda c: c.magic(main=False, flash=True).for_turn(
            Static.RULE, affects=opponents(), value=Rule.NO_LIFE_DAMAGE)})


# -- the next battle compares cost --------------------------------------------------------------------------------
def cost_magic(c) -> None:
    c.magic(main=False, flash=True).player_mod(Mod.COMPARE_COST, who=Who.CONTROLLER)


@pytest.mark.parametrize("blocker, attacker_falls, blocker_falls", [
    (CHEAP, True, False),  # cost 6 against cost 1: the higher cost falls though its BP is higher
    (BIG, True, True),  # equal costs: both fall
])
def test_compare_cost(build, scripted, blocker, attacker_falls, blocker_falls):
    """Mod.COMPARE_COST (L01-010): the battle resolving next compares cost, the higher one is destroyed (R9.6 with
    cost for BP); the mod is then used up."""
    s = make(build, scripted, {MAGIC: cost_magic}, {"field": [FieldCard(BIG)]},
             {"field": [FieldCard(blocker)], "hand": [MAGIC], "reserve": 3})
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.block(0))
    assert pending(s) == (Decision.FLASH, 1)
    use_magic(s, 0)
    assert any(int(m["kind"]) == Mod.COMPARE_COST for m in s.record()["mods"][: int(s.record()["n_mods"])])
    pass_flashes(s)
    assert (0 not in field(s, 0), 0 not in field(s, 1)) == (attacker_falls, blocker_falls)
    assert not any(int(m["kind"]) == Mod.COMPARE_COST for m in s.record()["mods"][: int(s.record()["n_mods"])])


def test_compare_cost_is_used_by_the_next_battle_only(build, scripted):
    """An unblocked battle resolving first uses the mod up; the battle after it compares BP again."""
    s = make(build, scripted, {MAGIC: cost_magic}, {"field": [FieldCard(BIG), FieldCard(MID)]},
             {"field": [FieldCard(CHEAP)], "hand": [MAGIC], "reserve": 3})
    do(s, C.attack(1))
    use_magic(s, 0)
    pass_flashes(s)
    do(s, C.PASS)  # no block: this battle resolves and uses the mod up
    pass_flashes(s)
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.block(0))
    pass_flashes(s)
    assert 0 in field(s, 0) and 0 not in field(s, 1)  # BP: 6000 beats 1000


# -- "When Blocks" effects silenced -------------------------------------------------------------------------------
def silence(c) -> None:
    c.static(Static.RULE, Rule.SILENCE_BLOCKS, affects=mine(family="Undead"), timing=Timing.YOUR_ATTACK_STEP)


@pytest.mark.parametrize("attacker, silenced", [(MID, True), (BIG, False)])
def test_silence_blocks(build, scripted, attacker, silenced):
    """Rule.SILENCE_BLOCKS (BSS04-004): the blocker's own "When This Spirit Blocks" effect does not trigger against
    an attacker the rule covers (Mummyphant is an Undead); it does against another; a watcher of blocks still hears."""
    scripts = {WATCHER: silence, CHEAP: lambda c: c.when(Event.BLOCKS).draw(1),
               FILLER: lambda c: c.when(Event.BLOCKS, scope=Scope.MINE).draw(1)}
    s = make(build, scripted, scripts, {"field": [FieldCard(attacker), FieldCard(WATCHER)]},
             {"field": [FieldCard(CHEAP), FieldCard(FILLER)], "deck": [FILLER] * 4})
    before = hand(s, 1)
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.block(0))
    while pending(s)[0] == Decision.ORDER:
        do(s, C.choice(0))
    assert hand(s, 1) == before + (1 if silenced else 2)


# -- the real cards ---------------------------------------------------------------------------------------------
def bss04_004(c) -> None:
    """Dracopheasant: Lv2-3, in your Attack Step, "When Blocks" effects of opposing Spirits blocking your Ancient
    Dragons are not triggered."""
    c.static(Static.RULE, Rule.SILENCE_BLOCKS, affects=mine(family="Ancient Dragon"), levels=(2, 3),
             timing=Timing.YOUR_ATTACK_STEP)


def test_bss04_004_dracopheasant(build, scripted):
    scripts = {"BSS04-004": bss04_004, CHEAP: lambda c: c.when(Event.BLOCKS).draw(1)}
    s = make(build, scripted, scripts, {"field": [FieldCard("BSS04-004", cores=3)]},
             {"field": [FieldCard(CHEAP)], "deck": [FILLER] * 2})
    before = hand(s, 1)
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.block(0))
    assert hand(s, 1) == before
    s = make(build, scripted, scripts, {"field": [FieldCard("BSS04-004", cores=1)]},  # Lv1: no rule
             {"field": [FieldCard(CHEAP)], "deck": [FILLER] * 2})
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.block(0))
    assert hand(s, 1) == before + 1


def bss05_035(c) -> None:
    """Goddess Astrina: on summon with 3 Life or less, a Void core into your Life; Lv2-3 in the opponent's Attack
    Step your Life is reduced by at most 1 per attack; Lv3 in your Attack Step, when your Lightguider's attack
    reduces the opponent's Life, move a normal core of this Spirit into your Life."""
    c.when(Event.SUMMONED, levels=(1, 2, 3)).if_(Cond.LIFE_AT_MOST, 3, then=lambda a: a.cores(
        CoreZone.VOID, CoreZone.LIFE, 1))
    c.static(Static.RULE, Rule.LIFE_DAMAGE_CAP, 1, affects=opponents(types=SPIRITS), levels=(2, 3),
             timing=Timing.OPP_ATTACK_STEP)
    c.when(Event.ATTACK_HIT, levels=(3,), scope=Scope.MINE, subject=mine(family="Lightguider"),
           timing=Timing.YOUR_ATTACK_STEP).cores(CoreZone.SELF, CoreZone.LIFE, 1, no_soul=True)


def test_bss05_035_goddess_astrina_caps_life_damage(build, scripted):
    three = lambda c: c.static(Static.RULE, Rule.SYMBOLS, 3)  # noqa: E731
    s = make(build, scripted, {"BSS05-035": bss05_035, BIG: three},
             {"field": [FieldCard(BIG)]}, {"field": [FieldCard("BSS05-035", cores=3)]})
    unblocked(s)
    assert life(s, 1) == 4
    s = make(build, scripted, {"BSS05-035": bss05_035, BIG: three},
             {"field": [FieldCard(BIG)]}, {"field": [FieldCard("BSS05-035", cores=1)]})  # Lv1: no cap
    unblocked(s)
    assert life(s, 1) == 2


def test_bss05_035_lv3_lightguider_hit_moves_a_core_to_life(build, scripted):
    s = make(build, scripted, {"BSS05-035": bss05_035},
             {"field": [FieldCard("BSS05-035", cores=5)]}, {})
    unblocked(s)
    assert life(s, 1) == 4 and life(s, 0) == 6 and field(s, 0)[0]["cores"] == 4


def bss04_128(c) -> None:
    """Blizzard Wall. Burst (after you lose Life): return an opposing Spirit to its hand (its "with one symbol" part
    waits on F_SYMBOL_COUNT), then its Flash effect may be paid for; Flash: this turn, attacks of the opponent's
    non-token Spirits costing 4 or less cannot reduce your Life to 0."""
    from pybs.effects.spec import AbilityKind as AK

    c.burst(Event.LIFE_REDUCED, then=AK.MAGIC_FLASH).choose(opponents()).to_hand()
    floor_magic(c)


def test_bss04_128_blizzard_wall_flash(build, scripted):
    s = make(build, scripted, {"BSS04-128": bss04_128}, {"field": [FieldCard(MID), FieldCard(BIG)]},
             {"hand": ["BSS04-128"], "reserve": 5, "life": 1})
    do(s, C.attack(0))
    use_magic(s, 0)
    pass_flashes(s)
    do(s, C.PASS)
    pass_flashes(s)
    assert life(s, 1) == 1
    do(s, C.attack(1))  # cost 6: not covered
    pass_flashes(s)
    do(s, C.PASS)
    pass_flashes(s)
    assert life(s, 1) == 0 and s.is_terminal()


def l01_010(c) -> None:
    """Godslaying. Burst (the opponent resolves a When Summoned effect): the opponent's Spirits costing 2 or less
    cannot attack or block this turn (the ones there now); Flash: the next battle this turn compares cost."""
    from pybs.effects.spec import AbilityKind as AK

    c.burst(Event.WS_RESOLVED, scope=Scope.OPPONENT, then=AK.MAGIC_FLASH).all(opponents(cost_max=2)).mod(
        Mod.CANNOT_ATTACK).mod(Mod.CANNOT_BLOCK)
    cost_magic(c)


def test_l01_010_godslaying_compares_cost(build, scripted):
    s = make(build, scripted, {"L01-010": l01_010}, {"field": [FieldCard(BIG)]},
             {"field": [FieldCard(CHEAP)], "hand": ["L01-010"], "reserve": 5})
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.block(0))
    use_magic(s, 0)
    pass_flashes(s)
    assert 0 not in field(s, 0) and 0 in field(s, 1)
    assert bp(s, 1, 0) == 1000
