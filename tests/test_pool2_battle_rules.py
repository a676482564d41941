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
from conftest import bp, field, legal, pending, player, trash_ids, use_magic
from test_fuzz import EVERY_CODE

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
    Keyword,
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


def test_for_turn_rules_are_the_temporary_ones():
    """A Magic's for_turn RULE is one the engines read through temporary statics (LIFE_FLOOR among them), not
    any printed rule such as SILENCE_BLOCKS."""
    from pybs.carddb import load_default
    from pybs.effects.compiler import compile_scripts

    with pytest.raises(ScriptError, match="LIFE_FLOOR"):
        compile_scripts(load_default(), {MAGIC: lambda c: c.magic(main=False, flash=True).for_turn(
            Static.RULE, affects=opponents(), value=Rule.SILENCE_BLOCKS)})


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


# -- NEXUS_AS_SPIRIT: a Nexus that is also a Golem Spirit with 5000 BP this turn -----------------------------------
NEXUS = "BSS06-093"  # Castle Storeroom: a white Nexus, one symbol (played without its effects here)


def awaken_nexus(c) -> None:
    """A test script: at the start of your Attack Step, your Nexuses become Golem Spirits with 5000 BP this turn."""
    from pybs.effects.script import NEXUS as NEXUS_TYPE

    c.when(Event.ATTACK_STEP_START, scope=Scope.MINE).all(mine(types=(NEXUS_TYPE,))).as_spirit(5000, "Golem")


def test_nexus_as_spirit_attacks_with_5000_bp(build, scripted):
    """The Nexus attacks (R9.1), has 5000 BP, its symbol takes Life (R9.5), and it stays a Nexus (no depletion with
    its one core; Nexus filters still match it)."""
    s = make(build, scripted, {WATCHER: awaken_nexus}, {"field": [FieldCard(WATCHER), FieldCard(NEXUS, cores=1)]},
             step="main")
    assert C.attack(1) not in legal(s)
    do(s, C.PASS)  # to the Attack Step: the trigger makes the Nexus a Spirit
    assert C.attack(1) in legal(s) and bp(s, 0, 1) == 5000
    unblocked(s, 1)
    assert life(s, 1) == 4 and field(s, 0)[1]["exhausted"] == 1


def test_nexus_as_spirit_blocks_and_is_destroyed_in_battle(build, scripted):
    """In the opponent's turn it blocks (R9.3) and loses the BP comparison to 6000 BP (R9.6): destroyed, to the
    Trash."""
    from pybs.effects.script import NEXUS as NEXUS_TYPE

    script = lambda c: c.when(Event.ATTACKS, scope=Scope.OPPONENT).all(  # noqa: E731
        mine(types=(NEXUS_TYPE,))).as_spirit()
    s = make(build, scripted, {WATCHER: script}, {"field": [FieldCard(BIG)]},
             {"field": [FieldCard(WATCHER), FieldCard(NEXUS, cores=1)]})
    do(s, C.attack(0))
    pass_flashes(s)
    assert pending(s) == (Decision.BLOCK, 1) and C.block(1) in legal(s)
    do(s, C.block(1))
    pass_flashes(s)
    assert 1 not in field(s, 1) and NEXUS in [c for c in trash_ids(s, 1)]


def test_nexus_as_spirit_matches_spirit_and_family_filters(build, scripted):
    """It is a Golem Spirit for filters: "your Golem Spirits +1000 BP" covers it, a BP filter reads its BP; a filter
    of Nexuses still matches it; before the effect, Spirit filters do not."""
    scripts = {WATCHER: awaken_nexus, MID: lambda c: c.static(Static.BP, 1000, affects=mine(family="Golem"))}
    s = make(build, scripted, scripts,
             {"field": [FieldCard(WATCHER), FieldCard(NEXUS, cores=1), FieldCard(MID)]}, step="main")
    do(s, C.PASS)
    assert bp(s, 0, 1) == 6000
    assert bp(s, 0, 0) == 1000  # Sword Angel is no Golem


def test_nexus_as_spirit_ends_with_the_turn(build, scripted):
    """"During this turn": after the turn ends the Nexus neither blocks nor has BP."""
    s = make(build, scripted, {WATCHER: awaken_nexus}, {"field": [FieldCard(WATCHER), FieldCard(NEXUS, cores=1)]},
             {"field": [FieldCard(BIG)], "deck": [FILLER] * 3}, step="main")
    do(s, C.PASS)
    assert any(int(m["kind"]) == Mod.AS_SPIRIT for m in s.record()["mods"][: int(s.record()["n_mods"])])
    do(s, C.PASS)  # end the Attack Step
    while pending(s)[0] != Decision.ATTACK or int(s.record()["active"]) != 1:
        do(s, C.PASS)
    do(s, C.attack(0))
    pass_flashes(s)
    assert pending(s) == (Decision.BLOCK, 0) and C.block(1) not in legal(s)


def test_as_spirit_script_errors():
    from pybs.carddb import load_default
    from pybs.effects.compiler import compile_scripts

    with pytest.raises(ScriptError, match="as_spirit"):
        compile_scripts(load_default(), {WATCHER: lambda c: c.when(Event.SUMMONED).this().as_spirit(5500)})
    with pytest.raises(ScriptError, match="as_spirit"):
        compile_scripts(load_default(), {WATCHER: lambda c: c.when(Event.SUMMONED).this().as_spirit(5000, "Nope")})


def bss05_083(c) -> None:
    """Forest Golem: Ascend (cost 4 or more); Gale 3; Lv2-3, when it attacks or blocks, any number of your Nexuses
    with cores become Golem Spirits with 5000 BP this turn."""
    from pybs.effects.script import NEXUS as NEXUS_TYPE
    from pybs.effects.script import Filter

    c.ascend(Filter(cost_min=4), 4)
    c.keyword(Keyword.GALE, 3, levels=(1, 2, 3))
    c.when(Event.ATTACKS_OR_BLOCKS, levels=(2, 3)).choose_up_to(mine(types=(NEXUS_TYPE,), cores_min=1)).as_spirit()


def test_bss05_083_forest_golem_wakes_a_nexus(build, scripted):
    s = make(build, scripted, {"BSS05-083": bss05_083},
             {"field": [FieldCard("BSS05-083", cores=3), FieldCard(NEXUS, cores=1)]})
    do(s, C.attack(0))
    assert pending(s) == (Decision.CHOOSE, 0)
    do(s, C.choice(0), C.PASS)
    assert bp(s, 0, 1) == 5000
    pass_flashes(s)
    do(s, C.PASS)
    pass_flashes(s)
    assert C.attack(1) in legal(s)


# -- both engines over random games, and the compiled invariant fuzz ------------------------------------------
BATTLE_SCRIPTS = {
    WATCHER: awaken_nexus, MAGIC: cost_magic, "PR-045": pr_045, "BSS04-004": bss04_004, "BSS05-035": bss05_035,
    "BSS04-128": bss04_128, "L01-010": l01_010, "BSS05-083": bss05_083,
    "ST04-007": lambda c: c.when(Event.ATTACKS, scope=Scope.MINE, no_duplicate=True).draw(1),
}


def battle_decks():
    from pybs.decks import Deck

    a = Deck("rules-a", ((WATCHER, 3), (NEXUS, 3), ("BSS05-083", 2), ("BSS05-035", 3), ("PR-045", 3), (MAGIC, 3),
                         ("L01-010", 3), ("ST04-007", 3), (CHEAP, 3), (BIG, 3), (MID, 3), ("ST01-011", 3), (FILLER, 3),
                         ("ST05-009", 2)))
    b = Deck("rules-b", (("BSS04-004", 3), ("BSS04-128", 3), (NEXUS, 3), (WATCHER, 3), ("ST04-007", 3), (MAGIC, 3),
                         ("PR-045", 3), (CHEAP, 3), (BIG, 3), (MID, 3), ("ST01-011", 3), (FILLER, 3), ("ST05-009", 3),
                         ("ST02-005", 1)))
    return a, b


def rules_policy(state, codes: list[int], chooser) -> int:
    """Random, leaning toward summons, attacks, blocks and "yes"."""
    rec = state.record()
    decision = int(rec["edecision"]) or int(rec["decision"])
    if C.CONFIRM in codes and chooser.random() < 0.7:
        return C.CONFIRM
    if decision in (Decision.ATTACK, Decision.BLOCK) and len(codes) > 1 and chooser.random() < 0.8:
        return chooser.choice([c for c in codes if c != C.PASS])
    if decision == Decision.MAIN:
        uses = [c for c in codes if C.use_hand(0) <= c < C.attack(0)]
        if uses and chooser.random() < 0.6:
            return chooser.choice(uses)
        if chooser.random() < 0.5:
            return C.PASS
    return codes[chooser.randrange(len(codes))]


@pytest.mark.parametrize("auto_forced, games", [(True, 12), (False, 6)])
def test_engines_agree_on_battle_rule_games(scripted, auto_forced, games):
    """Random games with every piece of this file (Nexuses that become Spirits, Life floor and cap, cost comparison,
    silenced blocks, no-duplicate watchers): both engines offer the same actions and hold the same bytes."""
    import random

    from test_differential_engines import step_both

    from pybs import Game, RuleSet

    db = scripted(BATTLE_SCRIPTS)
    a, b = battle_decks()
    chooser = random.Random(f"battle-rules-{auto_forced}")
    rules = RuleSet(start_life=8, start_reserve=8, core_step_gain=3, draw_per_turn=2, max_turns=40)
    total = nexus_battles = 0
    for i in range(games):
        game = Game((a, b) if i % 2 == 0 else (b, a), seed=0, rules=rules, auto_forced=auto_forced, db=db)
        seed = chooser.getrandbits(64)
        fast, ref = game.new_initial_state(seed), game.reference_state(seed)
        while not fast.is_terminal():
            codes = [int(c) for c in fast.legal_actions()]
            assert codes == ref.legal_actions(), f"game {i}: legal actions differ after {total} actions"
            step_both(fast, ref, rules_policy(fast, codes, chooser), f"game {i} seed={seed}")
            total += 1
            rec = fast.record()
            nexus_battles += any(int(m["kind"]) == Mod.AS_SPIRIT for m in rec["mods"][: int(rec["n_mods"])])
        assert ref.is_terminal()
    assert total > games * 20 and nexus_battles > 0


def test_invariant_fuzz_over_battle_rule_decks(scripted):
    """bscore.fuzz.run_fuzz over the same decks: invariants (the AS_SPIRIT and COMPARE_COST rows included) after every
    action, legality agreement, illegal codes refused without a trace."""
    from bscore.fuzz import run_fuzz
    from pybs import Game, RuleSet

    db = scripted(BATTLE_SCRIPTS)
    rules = RuleSet(start_life=8, start_reserve=8, core_step_gain=3, draw_per_turn=2, max_turns=40)
    for pair, master in ((battle_decks(), 51), (battle_decks()[::-1], 52)):
        game = Game(pair, db=db, rules=rules)
        result = run_fuzz(game.handle, game.rows[0], game.rows[1], game.rules_bytes, 150, master,
                          options=game.options, illegal_samples=8, every_legal=True, first_index=0, every_code=EVERY_CODE)
        assert result["failure"] is None, result["failure"]
        assert result["games"] == 150 and result["overflow_games"] == 0
