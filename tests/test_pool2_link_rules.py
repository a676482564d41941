"""Link (keywords.json's Link; docs/MECHANICS.md "link", docs/EFFECTS.md "Pool II: Link and battle rules") on both
engines (``build`` fixture): vanilla cards given test scripts in a fresh database, one piece at a time, then the
rule changes (LINK_RULES: BSS06-002, -045, -054, -060, -091), real BSS06 cards, a differential run over random games
with Link Spirits and the compiled invariant fuzz.

Rules cited: the Link keyword text (R18.10: keyword texts are literal), R9.1 (attack), R9.3 (block), R9.5 (Life
damage by symbols), R9.6 (BP comparison), R9.7 (end of battle), R10.5 (triggered effects and their order), R0.2 and
R0.4 ("may", offered only when possible).
"""

from __future__ import annotations

import numpy as np
import pytest
from card_helpers import do, pass_flashes, position
from conftest import bp, field, legal, pending, player
from test_fuzz import EVERY_CODE

import pybs.scripts  # noqa: F401  (registers every script, so the fixture can swap some)
from pybs import codec as C
from pybs import layout as L
from pybs.effects.script import (
    Cond,
    CoreZone,
    Count,
    Duration,
    Event,
    Filter,
    Keyword,
    LinkRole,
    LinkRule,
    Rule,
    Scope,
    ScriptError,
    Static,
    Timing,
    link_cost,
    link_rule,
    mine,
    opponents,
)
from pybs.errors import StateError
from pybs.layout import Decision
from pybs.testing import FieldCard

LINKER = "ST03-006"  # Mobile Golem: white, cost 4, Lv1 4000 BP, one symbol (gets "Link 4" scripts)
LINKER2 = "ST03-007"  # Brontech: white, cost 5, Lv1 5000 BP, one symbol
ATTACKER = "ST06-007"  # Mithril Golem: blue, cost 6, Lv1 6000 BP, one symbol
CHEAP = "ST01-004"  # Raineedle: red, cost 1, Lv1 1000 BP
BLOCKER = "ST02-006"  # Mummyphant: purple, cost 4, Lv1 3000 BP
BIG_BLOCKER = "ST03-009"  # Seabeast Dugong: white, cost 3, Lv1 3000 BP
FILLER = "ST01-005"


def link4(c) -> None:
    c.link(link_cost(4))


def make(build, scripted, scripts: dict, p0: dict, p1: dict | None = None, active: int = 0, step: str = "attack"):
    db = scripted(scripts)
    sc = position(active, step, p0, p1 or {}, turn=3 if active == 0 else 4)
    sc.db = db
    return build(sc)


def links(s) -> list[int]:
    return [int(x) for x in s.record()["links"]]


def life(s, p: int) -> int:
    return int(player(s, p)["life"])


# -- the offer (Link: "when one of your Spirits meeting the condition attacks, you may exhaust this Spirit") -------
def test_link_offer_links_and_adds_bp_and_symbols(build, scripted):
    """Link 4: the cost-6 attacker meets the condition; the refreshed Link Spirit is offered the link (YES_NO, R0.2);
    linked, it is exhausted, the attacker adds its BP (6000 + 4000) and its symbol: the unblocked attack takes two
    Life (R9.5)."""
    s = make(build, scripted, {LINKER: link4},
             {"field": [FieldCard(ATTACKER), FieldCard(LINKER)], "deck": [FILLER] * 3}, {"deck": [FILLER] * 3})
    do(s, C.attack(0))
    assert pending(s) == (Decision.YES_NO, 0)
    d = s.pending_decision()
    assert (d.effect.card.card, d.effect.timing, d.effect.subject.card) == (LINKER, "Link", ATTACKER)
    assert [o.meaning for o in d.options if o.answer][0].endswith("(link)")
    do(s, C.CONFIRM)
    assert links(s)[:2] == [field_inst(s, 0, 1) + 1, 0] and links(s)[2:] == [0, 0]
    assert field(s, 0)[1]["exhausted"] == 1
    assert bp(s, 0, 0) == 10000 and bp(s, 0, 1) == 4000
    pass_flashes(s)
    do(s, C.PASS)  # no block
    pass_flashes(s)
    assert life(s, 1) == 3
    assert links(s) == [0, 0, 0, 0]  # the link lasted for the battle (R9.7)


def field_inst(s, p: int, k: int) -> int:
    return int(player(s, p)["slots"][k]["inst"])


def test_link_declined_keeps_the_link_spirit_refreshed(build, scripted):
    """R0.2: PASS declines; nothing is linked, the Link Spirit stays refreshed, one Life is taken."""
    s = make(build, scripted, {LINKER: link4}, {"field": [FieldCard(ATTACKER), FieldCard(LINKER)]})
    do(s, C.attack(0), C.PASS)
    assert links(s) == [0, 0, 0, 0] and field(s, 0)[1]["exhausted"] == 0 and bp(s, 0, 0) == 6000
    pass_flashes(s)
    do(s, C.PASS)
    pass_flashes(s)
    assert life(s, 1) == 4


@pytest.mark.parametrize("attacker, exhausted, offered", [
    (ATTACKER, False, True),  # cost 6 >= 4
    (CHEAP, False, False),  # cost 1: the condition is not met
    (ATTACKER, True, False),  # an exhausted Link Spirit cannot be exhausted to link
])
def test_link_offer_needs_the_condition_and_a_refreshed_link_spirit(build, scripted, attacker, exhausted, offered):
    """The offer comes only for an attacker meeting the condition and a refreshed Link Spirit (R0.4)."""
    s = make(build, scripted, {LINKER: link4}, {"field": [FieldCard(attacker), FieldCard(LINKER, exhausted=exhausted)]})
    do(s, C.attack(0))
    assert (pending(s) == (Decision.YES_NO, 0)) is offered


def test_link_no_effects_listed_condition(build, scripted):
    """"Link: No effects listed" (BSS06-019): the attacker must have no effects; a vanilla attacker qualifies, one
    that prints an effect does not."""
    s = make(build, scripted, {LINKER: lambda c: c.link(Filter(vanilla=True))},
             {"field": [FieldCard(CHEAP), FieldCard(LINKER), FieldCard("ST01-001", cores=1)]})
    do(s, C.attack(0))
    assert pending(s) == (Decision.YES_NO, 0)


def test_only_one_link_per_battle(build, scripted):
    """"Only one link per battle": with two Link Spirits both trigger (R10.5: the turn player orders them); the first
    links, the second's offer is not made (its link is no longer possible, R0.4)."""
    s = make(build, scripted, {LINKER: link4, LINKER2: link4},
             {"field": [FieldCard(ATTACKER), FieldCard(LINKER), FieldCard(LINKER2)]})
    do(s, C.attack(0))
    assert pending(s) == (Decision.ORDER, 0)
    do(s, C.choice(1))  # Brontech's first
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.CONFIRM)
    assert pending(s)[0] == Decision.FLASH  # Mobile Golem's offer was skipped
    assert links(s)[:2] == [field_inst(s, 0, 2) + 1, 0]
    assert field(s, 0)[1]["exhausted"] == 0 and bp(s, 0, 0) == 11000


def test_link_ends_when_the_link_spirit_leaves(build, scripted):
    """"If either Spirit leaves the field, the link ends immediately": the blocker's When Blocks effect destroys the
    Link Spirit (a LINKING filter); the attacker is back to its own BP and loses the BP comparison."""
    kill = lambda c: c.when(Event.BLOCKS).choose(opponents(link=LinkRole.LINKING)).destroy()  # noqa: E731
    s = make(build, scripted, {LINKER: link4, BLOCKER: kill},
             {"field": [FieldCard(ATTACKER), FieldCard(LINKER)]}, {"field": [FieldCard(BLOCKER, cores=4)]})
    do(s, C.attack(0), C.CONFIRM)
    pass_flashes(s)
    do(s, C.block(0))
    assert pending(s) == (Decision.CHOOSE, 1)
    do(s, C.choice(0))
    assert links(s) == [0, 0, 0, 0] and 1 not in field(s, 0)
    assert bp(s, 0, 0) == 6000


def test_link_ends_when_the_linked_spirit_leaves(build, scripted):
    """The linked attacker is destroyed by the BP comparison (R9.6): the link is gone with it, the Link Spirit stays
    (exhausted)."""
    s = make(build, scripted, {LINKER: lambda c: c.link()},  # no condition: any Spirit of yours
             {"field": [FieldCard(CHEAP), FieldCard(LINKER)]}, {"field": [FieldCard("ST06-007")]})
    do(s, C.attack(0), C.CONFIRM)
    assert bp(s, 0, 0) == 5000
    pass_flashes(s)
    do(s, C.block(0))
    pass_flashes(s)
    assert 0 not in field(s, 0) and field(s, 0)[1]["exhausted"] == 1
    assert links(s) == [0, 0, 0, 0]


# -- events, timing, statics, filters, conditions ---------------------------------------------------------------
def test_links_and_linked_events(build, scripted):
    """"When This Spirit Links" (Event.LINKS, the Link Spirit) and "when this Spirit is linked" (Event.LINKED, the
    attacker) both trigger after the link (one batch)."""
    scripts = {LINKER: lambda c: (link4(c), c.when(Event.LINKS).draw(1)),
               ATTACKER: lambda c: c.when(Event.LINKED).this().bp(1000, Duration.BATTLE)}
    s = make(build, scripted, scripts, {"field": [FieldCard(ATTACKER), FieldCard(LINKER)], "deck": [FILLER] * 3})
    hand = int(player(s, 0)["hand_count"])
    do(s, C.attack(0), C.CONFIRM)
    if pending(s)[0] == Decision.ORDER:
        do(s, C.choice(0))
    assert int(player(s, 0)["hand_count"]) == hand + 1
    assert bp(s, 0, 0) == 11000


def test_linked_event_watchers(build, scripted):
    """"When one of your Spirits is linked" (scope MINE, BSS06-093/PR-068): a third card hears it."""
    scripts = {LINKER: link4, FILLER: lambda c: c.when(Event.LINKED, scope=Scope.MINE).draw(1)}
    s = make(build, scripted, scripts,
             {"field": [FieldCard(ATTACKER), FieldCard(LINKER), FieldCard(FILLER)], "deck": [FILLER] * 3})
    hand = int(player(s, 0)["hand_count"])
    do(s, C.attack(0), C.CONFIRM)
    assert int(player(s, 0)["hand_count"]) == hand + 1


def test_while_linked_static_on_the_linked_spirit(build, scripted):
    """"While This Spirit is Linked: the linked Spirit gains Confront" (BSS06-004): Timing.WHILE_LINKED and the
    LINKED_TO_SOURCE filter; the defender must block. Before the link the attacker has no Confront."""
    def confront(c):
        link4(c)
        c.static(Static.KEYWORD, Keyword.CONFRONT, affects=mine(link=LinkRole.LINKED_TO_SOURCE),
                 timing=Timing.WHILE_LINKED)
    s = make(build, scripted, {LINKER: confront},
             {"field": [FieldCard(ATTACKER), FieldCard(LINKER)]}, {"field": [FieldCard(BLOCKER)]})
    do(s, C.attack(0), C.PASS)  # declined
    pass_flashes(s)
    assert pending(s) == (Decision.BLOCK, 1) and C.PASS in legal(s)
    s = make(build, scripted, {LINKER: confront},
             {"field": [FieldCard(ATTACKER), FieldCard(LINKER)]}, {"field": [FieldCard(BLOCKER)]})
    do(s, C.attack(0), C.CONFIRM)
    pass_flashes(s)
    assert pending(s) == (Decision.BLOCK, 1) and C.PASS not in legal(s)


def test_linked_and_not_linked_filters(build, scripted):
    """"All of your linked Spirits gain 2000 BP" (BSS06-087, LinkRole.LINKED) and a NOT_LINKED filter: read on the
    battling Spirit while a Link Spirit is linked to it."""
    def nexus_like(c):
        c.static(Static.BP, 2000, affects=mine(link=LinkRole.LINKED))
        c.static(Static.BP, 500, affects=mine(link=LinkRole.NOT_LINKED, exclude_self=True))
    s = make(build, scripted, {LINKER: link4, FILLER: nexus_like},
             {"field": [FieldCard(ATTACKER), FieldCard(LINKER), FieldCard(FILLER)]})
    assert bp(s, 0, 0) == 6500 and bp(s, 0, 1) == 4500
    do(s, C.attack(0), C.CONFIRM)
    assert bp(s, 0, 0) == 6000 + 2000 + 4500 and bp(s, 0, 1) == 4500


def test_linked_spirit_op_and_self_linked_condition(build, scripted):
    """``linked_spirit()`` (Op.LINK_PARTNER) targets the Spirit the Link Spirit is linked to ("the linked Spirit",
    BSS06-073); Cond.SELF_LINKED holds for a battling Spirit with a link (BSS06-044's "if this Spirit is linked")."""
    scripts = {LINKER: lambda c: (link4(c), c.when(Event.LINKS).linked_spirit().bp(3000)),
               ATTACKER: lambda c: c.static(Static.BP, 1000, cond=Cond.SELF_LINKED)}
    s = make(build, scripted, scripts, {"field": [FieldCard(ATTACKER), FieldCard(LINKER)]})
    assert bp(s, 0, 0) == 6000
    do(s, C.attack(0), C.CONFIRM)
    assert bp(s, 0, 0) == 6000 + 4000 + 3000 + 1000


def test_link_spirit_granting_luster_works_for_the_battle(build, scripted):
    """"While This Spirit is Linked: the linked Spirit gains Luster" (BSS06-036): the Luster gained by the link works
    for this battle (the battle's Luster attacker is set, as for a Luster granted in battle, BSS03-042)."""
    def luster(c):
        link4(c)
        c.static(Static.KEYWORD, Keyword.LUSTER, affects=mine(link=LinkRole.LINKED_TO_SOURCE),
                 timing=Timing.WHILE_LINKED)
    s = make(build, scripted, {LINKER: luster}, {"field": [FieldCard(ATTACKER), FieldCard(LINKER)]})
    do(s, C.attack(0), C.CONFIRM)
    assert int(s.record()["luster"]) == field_inst(s, 0, 0) + 1


# -- the state and its checks -----------------------------------------------------------------------------------
@pytest.mark.parametrize("battle, value", [(False, 2), (True, 1), (True, 3)])
def test_links_state_is_checked(battle, value):
    """A link names a field card of that player that is not its battling Spirit, inside a battle: bytes that
    break it (no battle; the attacker itself; no card there) are refused, the StateError naming the field."""
    from bscore.state import checksum
    from pybs import State

    sc = position(0, "attack", {"field": [FieldCard(ATTACKER), FieldCard(LINKER)]}, {})
    state = sc.build()
    if battle:
        state.apply(C.attack(0))
    buf = bytearray(state.raw_bytes())
    np.frombuffer(buf, dtype=L.STATE_DTYPE)[0]["links"][0] = value if value != 3 else 40
    with pytest.raises(StateError, match="links"):
        State.from_bytes(bytes(buf) + checksum(bytes(buf)), state.game)


def test_link_script_errors():
    """Link is printed on a Spirit, once; a link op by target needs a choice first."""
    from pybs.carddb import load_default
    from pybs.effects.compiler import compile_scripts

    db = load_default()
    with pytest.raises(ScriptError, match="Link"):
        compile_scripts(db, {"ST01-014": link4})  # a Magic
    with pytest.raises(ScriptError, match="Link"):
        compile_scripts(db, {LINKER: lambda c: (link4(c), link4(c))})
    with pytest.raises(ScriptError, match="choice"):
        compile_scripts(db, {LINKER: lambda c: c.when(Event.ATTACKS).link("target", "source")})
    with pytest.raises(ScriptError):
        compile_scripts(db, {LINKER: lambda c: c.when(Event.ATTACKS).link("source", "source")})


# -- LINK_RULES: Rule.LINK (LinkRule bits) and links made by effects -----------------------------------------
def two_links(c) -> None:
    c.static(Static.RULE, Rule.LINK, link_rule(LinkRule.TWO), affects=mine(), timing=Timing.YOUR_ATTACK_STEP)


def test_rule_two_links_on_one_attacker(build, scripted):
    """LinkRule.TWO (BSS06-002): the attacker may be linked with up to two Link Spirits; both add their BP and
    symbols. Without the rule the second offer is not made (test_only_one_link_per_battle)."""
    s = make(build, scripted, {LINKER: link4, LINKER2: link4, ATTACKER: two_links},
             {"field": [FieldCard(ATTACKER), FieldCard(LINKER), FieldCard(LINKER2)]})
    do(s, C.attack(0), C.choice(0), C.CONFIRM, C.CONFIRM)
    assert sorted(links(s)[:2]) == [field_inst(s, 0, 1) + 1, field_inst(s, 0, 2) + 1]
    assert bp(s, 0, 0) == 6000 + 4000 + 5000
    pass_flashes(s)
    do(s, C.PASS)
    pass_flashes(s)
    assert life(s, 1) == 2  # three symbols (R9.5)


def test_rule_any_condition(build, scripted):
    """LinkRule.ANY_CONDITION (BSS06-045): an affected Link Spirit may link regardless of its condition; one not
    affected still needs it."""
    rule = lambda c: c.static(Static.RULE, Rule.LINK, link_rule(LinkRule.ANY_CONDITION),  # noqa: E731
                              affects=mine(family="Mecha"), timing=Timing.YOUR_ATTACK_STEP)
    s = make(build, scripted, {LINKER: link4, FILLER: rule},  # Mobile Golem is a Mecha
             {"field": [FieldCard(CHEAP), FieldCard(LINKER), FieldCard(FILLER)]})
    do(s, C.attack(0))
    assert pending(s) == (Decision.YES_NO, 0)
    s = make(build, scripted, {LINKER2: link4, FILLER: rule},  # Brontech is a Machine Beast
             {"field": [FieldCard(CHEAP), FieldCard(LINKER2), FieldCard(FILLER)]})
    do(s, C.attack(0))
    assert pending(s)[0] == Decision.FLASH


def test_rule_link_on_block(build, scripted):
    """LinkRule.ON_BLOCK (BSS06-054): the defender's blocking Spirit may be linked with the defender's Link Spirit
    (its condition read on the blocker); the blocker adds its BP and wins the comparison (R9.6)."""
    on_block = lambda c: c.static(Static.RULE, Rule.LINK, link_rule(LinkRule.ON_BLOCK), affects=mine())  # noqa: E731
    s = make(build, scripted, {LINKER: link4, FILLER: on_block},
             {"field": [FieldCard(ATTACKER)]},
             {"field": [FieldCard(BLOCKER), FieldCard(LINKER), FieldCard(FILLER)]})
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.block(0))
    assert pending(s) == (Decision.YES_NO, 1)
    do(s, C.CONFIRM)
    assert links(s)[2:] == [field_inst(s, 1, 1) + 1, 0] and bp(s, 1, 0) == 7000
    pass_flashes(s)
    assert 0 not in field(s, 0) and 0 in field(s, 1)


def test_no_link_on_block_without_the_rule(build, scripted):
    """Link triggers on attacks only: a block offers nothing without LinkRule.ON_BLOCK."""
    s = make(build, scripted, {LINKER: link4}, {"field": [FieldCard(ATTACKER)]},
             {"field": [FieldCard(BLOCKER), FieldCard(LINKER)]})
    do(s, C.attack(0))
    pass_flashes(s)
    do(s, C.block(0))
    assert pending(s)[0] == Decision.FLASH and links(s) == [0, 0, 0, 0]


def issun(c) -> None:
    """BSS06-060's shape: when this Spirit attacks, one Spirit may link with it regardless of its conditions."""
    c.when(Event.ATTACKS).if_(Cond.LINK_ROOM, 1, then=lambda a: a.choose(
        mine(keyword=Keyword.LINK, exhausted=False, exclude_self=True), min=0).link("target", "source"))


def test_link_by_an_effect_ignores_the_condition(build, scripted):
    """Op.LINK by an effect (BSS06-060): the cost-1 attacker does not meet Link 4, yet its When Attacks effect links
    the chosen Link Spirit to it (exhausted; LINKS/LINKED follow)."""
    scripts = {CHEAP: issun, LINKER: lambda c: (link4(c), c.when(Event.LINKS).draw(1))}
    s = make(build, scripted, scripts, {"field": [FieldCard(CHEAP), FieldCard(LINKER)], "deck": [FILLER] * 2})
    hand = int(player(s, 0)["hand_count"])
    do(s, C.attack(0))
    assert pending(s) == (Decision.CHOOSE, 0)
    do(s, C.choice(0))
    assert links(s)[0] == field_inst(s, 0, 1) + 1 and field(s, 0)[1]["exhausted"] == 1
    assert bp(s, 0, 0) == 5000 and int(player(s, 0)["hand_count"]) == hand + 1


def test_link_by_an_effect_to_the_subject(build, scripted):
    """BSS06-091's shape: a watcher links a Link Spirit to the attacking subject ("link it to a Spirit with Link,
    ignoring the link requirement"), only while it has room (Cond.LINK_ROOM 0)."""
    def world(c):
        c.when(Event.ATTACKS, scope=Scope.MINE, subject=mine(costs=(1,))).if_(Cond.LINK_ROOM, 0, then=lambda a: a.choose(
            mine(keyword=Keyword.LINK, exhausted=False, exclude_subject=True), min=0).link("target", "subject"))
    s = make(build, scripted, {LINKER: link4, FILLER: world},
             {"field": [FieldCard(CHEAP), FieldCard(LINKER), FieldCard(FILLER)]})
    do(s, C.attack(0), C.choice(0))
    assert links(s)[0] == field_inst(s, 0, 1) + 1 and bp(s, 0, 0) == 5000


# -- real cards (their scripts here; docs/EFFECTS.md "Pool II") -------------------------------------------------
def bss06_002(c) -> None:
    """Taurus Dragon Aldebaran Minos: your Lightguiders may be linked with up to two Link Spirits in your Attack
    Step; Lv2-3, while it attacks: refresh your Link Spirits when the battle ends."""
    c.static(Static.RULE, Rule.LINK, link_rule(LinkRule.TWO), affects=mine(family="Lightguider"), levels=(1, 2, 3),
             timing=Timing.YOUR_ATTACK_STEP)
    c.when(Event.ATTACKS, levels=(2, 3)).arm(Event.BATTLE_END).all(mine(keyword=Keyword.LINK)).refresh()


def bss06_003(c) -> None:
    """Warlord Liu Wan: Link 4; when it links, draw a card, then destroy an opposing Spirit with 4000 BP or less."""
    c.link(link_cost(4))
    c.when(Event.LINKS).draw(1).choose(opponents(bp_max=4000)).destroy()


def bss06_019(c) -> None:
    """Violet Haze Boar: Link (No effects listed); when it links, destroy an exhausted opposing Spirit."""
    c.link(Filter(vanilla=True))
    c.when(Event.LINKS).choose(opponents(exhausted=True)).destroy()


def bss06_045(c) -> None:
    """Virtual Diva Calista: in your Attack Step your Ice Princesses may link regardless of their conditions."""
    c.static(Static.RULE, Rule.LINK, link_rule(LinkRule.ANY_CONDITION), affects=mine(family="Ice Princess"),
             levels=(1, 2), timing=Timing.YOUR_ATTACK_STEP)


def bss06_047(c) -> None:
    """Mecha Warlord Gyoten: Link 5; while linked, when the opponent blocks, refresh this Spirit."""
    c.link(link_cost(5))
    c.when(Event.BLOCKS, scope=Scope.OPPONENT, timing=Timing.WHILE_LINKED).this().refresh()


def bss06_060(c) -> None:
    """Tiny Samurai Antman Issun: when it attacks, one Spirit may link with it regardless of its conditions."""
    c.when(Event.ATTACKS, levels=(1, 2)).if_(Cond.LINK_ROOM, 1, then=lambda a: a.choose(
        mine(keyword=Keyword.LINK, exhausted=False, exclude_self=True), min=0).link("target", "source"))


def bss06_073(c) -> None:
    """Gandharan Hydra: Link 5; when it links, you may exhaust a Nexus to refresh the linked Spirit."""
    c.link(link_cost(5))
    c.when(Event.LINKS).may(lambda a: a.exhaust_nexus().linked_spirit().refresh(), cond=Cond.CAN_EXHAUST_NEXUS)


def bss06_087(c) -> None:
    """Heavenly Fire Takamagahara: in your Attack Step your linked Spirits +2000 BP; Lv2: when your Dragonoid's
    attack reduces the opponent's Life, draw a card."""
    c.static(Static.BP, 2000, affects=mine(link=LinkRole.LINKED), levels=(1, 2), timing=Timing.YOUR_ATTACK_STEP)
    c.when(Event.ATTACK_HIT, levels=(2,), scope=Scope.MINE, subject=mine(family="Dragonoid"),
           timing=Timing.YOUR_ATTACK_STEP).draw(1)


def test_bss06_002_two_links_and_refresh_at_battle_end(build, scripted):
    """BSS06-002 at Lv2 attacks with two Link Spirits linked (8000 + 4000 + 5000 BP, three symbols); when the battle
    ends both Link Spirits are refreshed."""
    s = make(build, scripted, {"BSS06-002": bss06_002, LINKER: link4, LINKER2: link4},
             {"field": [FieldCard("BSS06-002", cores=3), FieldCard(LINKER), FieldCard(LINKER2)]})
    do(s, C.attack(0))
    while pending(s)[0] in (Decision.ORDER, Decision.YES_NO):
        do(s, C.choice(0) if pending(s)[0] == Decision.ORDER else C.CONFIRM)
    assert bp(s, 0, 0) == 8000 + 4000 + 5000
    assert field(s, 0)[1]["exhausted"] == 1 and field(s, 0)[2]["exhausted"] == 1
    pass_flashes(s)
    do(s, C.PASS)
    pass_flashes(s)
    assert life(s, 1) == 2
    assert field(s, 0)[1]["exhausted"] == 0 and field(s, 0)[2]["exhausted"] == 0


def test_bss06_003_draws_and_destroys_when_it_links(build, scripted):
    s = make(build, scripted, {"BSS06-003": bss06_003},
             {"field": [FieldCard(ATTACKER), FieldCard("BSS06-003")], "deck": [FILLER] * 3},
             {"field": [FieldCard(BLOCKER)]})
    hand = int(player(s, 0)["hand_count"])
    do(s, C.attack(0), C.CONFIRM, C.choice(0))
    assert int(player(s, 0)["hand_count"]) == hand + 1 and field(s, 1) == {}
    assert bp(s, 0, 0) == 9000


def test_bss06_019_links_to_a_vanilla_attacker(build, scripted):
    s = make(build, scripted, {"BSS06-019": bss06_019},
             {"field": [FieldCard(CHEAP), FieldCard("BSS06-019")]}, {"field": [FieldCard(BLOCKER, exhausted=True)]})
    do(s, C.attack(0), C.CONFIRM, C.choice(0))
    assert field(s, 1) == {} and bp(s, 0, 0) == 4000


def test_bss06_045_ice_princess_links_regardless(build, scripted):
    """An Ice Princess Link Spirit (BSS06-046 given Link 5 here) links to a cost-1 attacker under BSS06-045."""
    s = make(build, scripted, {"BSS06-045": bss06_045, "BSS06-046": lambda c: c.link(link_cost(5))},
             {"field": [FieldCard(CHEAP), FieldCard("BSS06-046"), FieldCard("BSS06-045")]})
    do(s, C.attack(0))
    assert pending(s) == (Decision.YES_NO, 0)
    do(s, C.CONFIRM)
    assert bp(s, 0, 0) == 5000


def test_bss06_047_refreshes_when_the_opponent_blocks_while_linked(build, scripted):
    s = make(build, scripted, {"BSS06-047": bss06_047},
             {"field": [FieldCard(ATTACKER), FieldCard("BSS06-047")]}, {"field": [FieldCard(BLOCKER)]})
    do(s, C.attack(0), C.CONFIRM)
    assert field(s, 0)[1]["exhausted"] == 1
    pass_flashes(s)
    do(s, C.block(0))
    assert field(s, 0)[1]["exhausted"] == 0 and links(s)[0] == field_inst(s, 0, 1) + 1


def test_bss06_060_links_a_spirit_regardless(build, scripted):
    s = make(build, scripted, {"BSS06-060": bss06_060, LINKER: link4},
             {"field": [FieldCard("BSS06-060"), FieldCard(LINKER)]})
    do(s, C.attack(0), C.choice(0))
    assert bp(s, 0, 0) == 6000 and links(s)[0] == field_inst(s, 0, 1) + 1


def test_bss06_073_refreshes_the_linked_spirit(build, scripted):
    s = make(build, scripted, {"BSS06-073": bss06_073},
             {"field": [FieldCard(ATTACKER), FieldCard("BSS06-073"), FieldCard("BSS06-087", cores=0)]})
    do(s, C.attack(0), C.CONFIRM, C.CONFIRM, C.choice(0))
    assert field(s, 0)[0]["exhausted"] == 0 and field(s, 0)[2]["exhausted"] == 1


def test_bss06_087_linked_spirits_gain_bp_and_dragonoid_hits_draw(build, scripted):
    s = make(build, scripted, {"BSS06-087": bss06_087, LINKER: lambda c: c.link()},
             {"field": [FieldCard("ST01-011"), FieldCard(LINKER), FieldCard("BSS06-087", cores=1)],
              "deck": [FILLER] * 3})
    assert bp(s, 0, 0) == 3000
    hand = int(player(s, 0)["hand_count"])
    do(s, C.attack(0), C.CONFIRM)
    assert bp(s, 0, 0) == 3000 + 4000 + 2000
    pass_flashes(s)
    do(s, C.PASS)
    pass_flashes(s)
    assert int(player(s, 0)["hand_count"]) == hand + 1  # Dragron Captain is a Dragonoid


def test_bss06_054_and_091_rule_pieces(build, scripted):
    """BSS06-054's Lv2 rule (its "treat as cost 5" waits on COST_AS) and BSS06-091's Lv2 watcher (its colour rule
    waits on OWN_COST_COLORS): a Surveyor costing 3 or 5 attacks, gets a Void core and may link a Link Spirit."""
    def world(c):
        c.when(Event.ATTACKS, levels=(2,), scope=Scope.MINE, subject=mine(costs=(3, 5)),
               timing=Timing.YOUR_ATTACK_STEP).subject_card().cores(CoreZone.VOID, CoreZone.TARGETS, 1).count(
            Count.TARGETS, mine(family="Surveyor")).if_(Cond.AMOUNT_AT_LEAST, 1, then=lambda a: a.if_(
                Cond.LINK_ROOM, 0, then=lambda b: b.choose(mine(keyword=Keyword.LINK, exhausted=False,
                                                               exclude_subject=True), min=0).link("target", "subject")))
    from pybs.carddb import load_default

    surveyor = next(c.id for c in load_default().cards if "Surveyor" in c.families and c.cost in (3, 5)
                    and c.type == 0 and len(c.levels) and c.levels[0][1] == 1)
    s = make(build, scripted, {"BSS06-091": world, LINKER: link4, surveyor: lambda c: None},
             {"field": [FieldCard(surveyor), FieldCard(LINKER), FieldCard("BSS06-091", cores=2)]})
    do(s, C.attack(0))
    assert pending(s) == (Decision.CHOOSE, 0)
    do(s, C.choice(0))
    assert links(s)[0] == field_inst(s, 0, 1) + 1 and field(s, 0)[0]["cores"] == 2


# -- both engines over random games, and the compiled invariant fuzz ------------------------------------------
def _confront_link(c) -> None:
    link4(c)
    c.static(Static.KEYWORD, Keyword.CONFRONT, affects=mine(link=LinkRole.LINKED_TO_SOURCE), timing=Timing.WHILE_LINKED)


def _luster_link(c) -> None:
    c.link(link_cost(3))
    c.static(Static.KEYWORD, Keyword.LUSTER, affects=mine(link=LinkRole.LINKED_TO_SOURCE), timing=Timing.WHILE_LINKED)


LINK_SCRIPTS = {
    LINKER: _confront_link,
    LINKER2: lambda c: (c.link(), c.when(Event.LINKS).linked_spirit().bp(1000)),
    "ST03-009": _luster_link,
    "ST04-006": lambda c: (c.link(Filter(vanilla=True)), c.when(Event.LINKS).draw(1)),
    "ST05-009": issun,
    FILLER: lambda c: c.static(Static.RULE, Rule.LINK, link_rule(LinkRule.ON_BLOCK), affects=mine()),
    "BSS06-002": bss06_002, "BSS06-003": bss06_003, "BSS06-019": bss06_019, "BSS06-047": bss06_047,
    "BSS06-060": bss06_060, "BSS06-073": bss06_073, "BSS06-087": bss06_087,
}


def link_decks():
    from pybs.decks import Deck

    a = Deck("link-a", ((LINKER, 3), (LINKER2, 3), ("ST03-009", 3), ("ST04-006", 3), ("BSS06-002", 3),
                        ("BSS06-003", 3), ("BSS06-019", 3), ("BSS06-060", 3), ("BSS06-087", 2), (FILLER, 3),
                        (CHEAP, 3), (ATTACKER, 3), ("ST05-009", 3), (BLOCKER, 2)))
    b = Deck("link-b", ((LINKER, 3), (LINKER2, 3), ("ST04-006", 3), ("BSS06-047", 3), ("BSS06-073", 3),
                        ("BSS06-003", 3), ("BSS06-060", 3), (FILLER, 3), (CHEAP, 3), (ATTACKER, 3),
                        ("ST05-009", 3), (BLOCKER, 3), ("ST01-011", 3), ("BSS06-087", 1)))
    return a, b


LINK_CARDS = {LINKER, LINKER2, "ST03-009", "ST04-006", "BSS06-003", "BSS06-019", "BSS06-047", "BSS06-073"}


def link_policy(state, codes: list[int], chooser, db) -> int:
    """A random policy that plays toward links: it summons, attacks with Spirits that are not Link Spirits, links
    when offered and blocks; otherwise a random legal code."""
    rec = state.record()
    decision = int(rec["edecision"]) or int(rec["decision"])
    if C.CONFIRM in codes and chooser.random() < 0.85:
        return C.CONFIRM
    if decision == Decision.ATTACK:
        pl = rec["players"][int(rec["active"])]
        ids = {k: db.card_at(int(pl["card_ids"][int(pl["slots"][k]["inst"])])).id
               for k in range(L.MAX_SLOTS) if int(pl["slots"][k]["inst"]) != L.NO_CARD}
        ready = any(cid in LINK_CARDS and not int(pl["slots"][k]["exhaust"]) for k, cid in ids.items())
        plain = [c for c in codes if c != C.PASS and ids[c - C.attack(0)] not in LINK_CARDS]
        if plain and ready and chooser.random() < 0.95:
            return chooser.choice(plain)
        if C.PASS in codes and chooser.random() < 0.6:
            return C.PASS
    if decision == Decision.MAIN:
        uses = [c for c in codes if C.use_hand(0) <= c < C.attack(0)]
        if uses and chooser.random() < 0.7:
            return chooser.choice(uses)
        if C.PASS in codes and chooser.random() < 0.5:
            return C.PASS
    if decision == Decision.BLOCK and len(codes) > 1 and chooser.random() < 0.7:
        return chooser.choice([c for c in codes if c != C.PASS])
    return codes[chooser.randrange(len(codes))]


@pytest.mark.parametrize("auto_forced, games", [(True, 16), (False, 8)])
def test_engines_agree_on_link_games(scripted, auto_forced, games):
    """Random games (a policy playing toward links) between decks of Link Spirits, link rules and link effects: both
    engines offer the same actions and hold the same bytes after every action, links are made (attack and block
    side) and every position holding a link passes the state checks (check_links, through from_bytes)."""
    import random

    from test_differential_engines import step_both

    from bscore.state import checksum
    from pybs import Game, RuleSet, State

    db = scripted(LINK_SCRIPTS)
    a, b = link_decks()
    chooser = random.Random(f"link-{auto_forced}")
    rules = RuleSet(start_life=10, start_reserve=8, core_step_gain=3, draw_per_turn=2, max_turns=40)
    total = seen = 0
    for i in range(games):
        game = Game((a, b) if i % 2 == 0 else (b, a), seed=0, rules=rules, auto_forced=auto_forced, db=db)
        seed = chooser.getrandbits(64)
        fast, ref = game.new_initial_state(seed), game.reference_state(seed)
        while not fast.is_terminal():
            codes = [int(c) for c in fast.legal_actions()]
            assert codes == ref.legal_actions(), f"game {i} after {total} actions: legal actions differ"
            step_both(fast, ref, link_policy(fast, codes, chooser, db), f"game {i} seed={seed}")
            total += 1
            if any(int(x) for x in fast.record()["links"]):
                seen += 1
                raw = fast.raw_bytes()
                State.from_bytes(raw + checksum(raw), fast.game)  # the state checks accept it
        assert ref.is_terminal()
    assert total > games * 20 and seen > games, (total, seen)


def test_invariant_fuzz_over_link_decks(scripted):
    """bscore.fuzz.run_fuzz over the Link decks: the invariants (check_links included) hold after every action,
    every legal code applies, is_legal agrees with the legal list, illegal codes leave the bytes unchanged."""
    from bscore.fuzz import run_fuzz
    from pybs import Game, RuleSet

    db = scripted(LINK_SCRIPTS)
    rules = RuleSet(start_life=10, start_reserve=8, core_step_gain=3, draw_per_turn=2, max_turns=40)
    for pair, master in ((link_decks(), 41), (link_decks()[::-1], 42)):
        game = Game(pair, db=db, rules=rules)
        result = run_fuzz(game.handle, game.rows[0], game.rows[1], game.rules_bytes, 150, master,
                          options=game.options, illegal_samples=8, every_legal=True, first_index=0, every_code=EVERY_CODE)
        assert result["failure"] is None, result["failure"]
        assert result["games"] == 150 and result["overflow_games"] == 0
        assert result["actions"] > 150 * 20
