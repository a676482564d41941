"""PR set helper's rule piece (docs/EFFECTS.md "PR"): Event.AWAKEN_EMPTIED, announced when an Awaken takes the last
core of a Spirit (R6.2: it leaves with no When Destroyed). Synthetic scripts through the ``scripted`` fixture, both
engines (``build``)."""

from __future__ import annotations

from card_helpers import position
from conftest import field, hand_ids, legal, pending, trash_ids, with_db

import pybs.scripts  # noqa: F401  (every real script registered before the test scripts replace some)
from pybs import codec as C
from pybs.effects.script import Event, Scope
from pybs.layout import Decision
from pybs.testing import FieldCard

WATCHER = "ST02-005"  # a vanilla Spirit the tests script
AWAKENER = "ST01-006"  # Moonbow Dragoon: Awaken
FILLER = "ST01-004"  # vanilla, 1 core at Lv1
NEXUS = "ST01-012"
DECK = ["ST01-005", "ST01-009", "ST01-011", "ST01-001"]


def awaken_from(s, locs: list[int]) -> None:
    """Player 0 (the defender) uses Moonbow Dragoon's (slot 0) Awaken in the Flash timing, taking one core from each
    field location in ``locs`` (1 + slot), then stops."""
    assert pending(s) == (Decision.FLASH, 0)
    s.apply(C.awaken(0))
    for loc in locs:
        assert pending(s) == (Decision.AWAKEN, 0)
        s.apply(C.place(loc, 0))
    assert int(s.record()["n_frames"]) == 0  # nothing resolves in the middle of the Awaken
    s.apply(C.PASS)


def build_watch(build, scripted, watcher_cores: int = 1):
    db = scripted({WATCHER: lambda c: c.when(Event.AWAKEN_EMPTIED, scope=Scope.MINE).draw(1),
                   FILLER: lambda c: c.when(Event.DESTROYED).draw(1)})
    p0 = {"field": [FieldCard(AWAKENER), FieldCard(WATCHER, cores=watcher_cores), FieldCard(FILLER),
                    FieldCard(NEXUS, cores=1)], "deck": DECK, "reserve": 0}
    s = build(with_db(position(1, "attack", p0, {"field": [FieldCard("ST02-006", cores=3)], "deck": DECK}, turn=4,
                               auto=False), db))
    s.apply(C.attack(0))
    return s


def test_awaken_emptying_a_spirit_is_announced(build, scripted):
    """The Filler's last core moves: it leaves silently (its When Destroyed draw stays silent, R6.2 as Awaken says),
    and the watcher hears AWAKEN_EMPTIED once the Awaken is over: one card."""
    s = build_watch(build, scripted)
    awaken_from(s, [3])
    assert FILLER in trash_ids(s, 0)
    assert len(hand_ids(s, 0)) == 1
    assert pending(s) == (Decision.FLASH, 1)


def test_cores_taken_without_emptying_announce_nothing(build, scripted):
    """A core from the Nexus and one from a two-core Spirit: nobody left, nothing heard."""
    s = build_watch(build, scripted, watcher_cores=2)
    awaken_from(s, [2, 4])
    assert field(s, 0)[1]["cores"] == 1 and field(s, 0)[3]["cores"] == 0
    assert hand_ids(s, 0) == [] and trash_ids(s, 0) == []


def test_the_emptied_card_hears_its_own_event(build, scripted):
    """As with a destruction, the card that just left is the event's subject and still hears it (its own watcher):
    the watcher emptied by the Awaken draws."""
    s = build_watch(build, scripted)
    awaken_from(s, [2])
    assert WATCHER in trash_ids(s, 0) and len(hand_ids(s, 0)) == 1
    assert C.PASS in legal(s)


def test_engines_agree_byte_for_byte_through_the_awaken(scripted):
    """Both engines, the same answers: identical bytes after each action (the emptied Spirit, the queued trigger
    waiting during the Awaken, the draw after it)."""
    from test_differential_engines import step_both

    db = scripted({WATCHER: lambda c: c.when(Event.AWAKEN_EMPTIED, scope=Scope.MINE).draw(1)})
    p0 = {"field": [FieldCard(AWAKENER), FieldCard(WATCHER), FieldCard(FILLER), FieldCard(FILLER)], "deck": DECK,
          "reserve": 0}
    sc = with_db(position(1, "attack", p0, {"field": [FieldCard("ST02-006", cores=3)], "deck": DECK}, turn=4,
                          auto=False), db)
    fast, ref = sc.build(), sc.build_reference()
    assert fast.raw_bytes() == ref.to_bytes()
    for code in (C.attack(0), C.awaken(0), C.place(3, 0), C.place(4, 0), C.PASS):
        step_both(fast, ref, code, "AWAKEN_EMPTIED")
    assert len(hand_ids(fast, 0)) == 2  # two Spirits emptied: two events, two draws
