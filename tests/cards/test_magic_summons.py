"""A Magic whose effect summons a card (R8.4, R7.7): the summon is a use of its own while the Magic waits,
then the Magic resolves to its end and goes to the Trash. Shown on BSS02-120 Reanimate, from the Main
Step and as a Burst's paid effect (R13.5), on both engines (``build`` fixture)."""

from __future__ import annotations

import numpy as np
from card_helpers import cards, deck_ids, position, scenario
from conftest import hand_ids, legal, pay_and_place, pending, player, summon, trash_ids, use_magic

from pybs import codec as C
from pybs import layout as L
from pybs.layout import Decision
from pybs.testing import FieldCard

REANIMATE = "BSS02-120"  # purple Magic, cost 5
SMALL = "ST02-005"  # purple Spirit, cost 1
BIG = "ST02-006"  # purple Spirit, cost 4
KEEP = "ST01-004"  # red vanilla, cost 1
GOLEM = "ST03-006"  # white vanilla
PURPLE_NEXUS = "ST02-012"
PENTAN = "ST04-010"  # yellow, cost 3, has a "When Summoned" effect
SKULLZARD = "BSS02-026"  # purple vanilla Undead, cost 4
MUMMYPHANT = "BSS02-021"  # purple vanilla, cost 6


def burst_flipped(build, deck: list[str], reserve: int = 0, trash: list[str] | None = None):
    """Player 1 summons Prince Pentan; its When Summoned effect resolves and player 0's set Reanimate is
    taken (R13.3)."""
    state = build(position(1, "main", {"burst": REANIMATE, "reserve": reserve, "deck": deck, "trash": trash or []},
                           {"hand": [PENTAN], "reserve": 3, "deck": [BIG, BIG]}, auto=False, turn=4))
    summon(state, 0)
    assert pending(state) == (Decision.BURST, 0)
    state.apply(C.CONFIRM)
    return state


def test_bss02_120_burst_returns_a_purple_spirit_from_the_top_three(build):
    """Burst: the top 3 leave the deck, one purple Spirit card among them (not optional) goes to hand."""
    state = burst_flipped(build, [KEEP, SKULLZARD, SMALL, GOLEM])
    assert pending(state) == (Decision.CHOOSE, 0)
    assert legal(state) == [C.choice(0), C.choice(1)]  # Skullzard and the small Spirit; the red one is not offered
    state.apply(state.pending_decision().choose_card(SMALL))
    assert hand_ids(state, 0) == [SMALL] and deck_ids(state, 0) == [GOLEM]
    assert trash_ids(state, 0) == [KEEP, SKULLZARD, REANIMATE]  # too poor to pay for the Main effect
    assert pending(state) == (Decision.MAIN, 1)


def test_bss02_120_burst_with_no_purple_spirit_sends_all_three_to_the_trash(build):
    """Burst: with no purple Spirit card among the three (a purple Nexus is no Spirit), nothing goes to hand."""
    state = burst_flipped(build, [KEEP, PURPLE_NEXUS, GOLEM, SMALL])
    assert hand_ids(state, 0) == [] and deck_ids(state, 0) == [SMALL]
    assert trash_ids(state, 0) == [KEEP, PURPLE_NEXUS, GOLEM, REANIMATE]
    assert pending(state) == (Decision.MAIN, 1)


def test_bss02_120_main_summons_a_cheap_spirit_from_the_trash_then_goes_to_the_trash(build):
    """Main: a Spirit card of cost 5 or less in the Trash is summoned free (cost 6 cards and Nexuses are not
    offered); the Magic then finishes and goes to the Trash, and the Main Step goes on (R8.4)."""
    trash = [MUMMYPHANT, PURPLE_NEXUS, BIG, SKULLZARD]
    state = build(scenario({"hand": [REANIMATE], "reserve": 6, "trash": trash, "field": [FieldCard(KEEP)]}, {}))
    use_magic(state, 0)
    assert pending(state) == (Decision.CHOOSE, 0)
    assert legal(state) == [C.choice(0), C.choice(1)]  # the two cost-4 Spirits, no PASS
    state.apply(state.pending_decision().choose_card(BIG))
    assert pending(state) == (Decision.PLACE, 0)
    rec = state.record()  # the summon is the use in progress; the Magic's frame holds the Magic
    assert (int(rec["use_kind"]), int(rec["n_frames"])) == (L.UseKind.SUMMON, 1)
    assert int(rec["frames"][0]["flags"]) & L.FRAME_USE_STASHED
    pay_and_place(state)  # only the Lv1 core is placed
    assert cards(state, 0) == [KEEP, BIG]
    assert int(player(state, 0)["reserve"]) == 6 - 5 - 1
    assert trash_ids(state, 0) == [MUMMYPHANT, PURPLE_NEXUS, SKULLZARD, REANIMATE]
    assert pending(state) == (Decision.MAIN, 0)
    rec = state.record()
    assert (int(rec["use_kind"]), int(rec["n_frames"]), int(rec["use_inst"])) == (L.UseKind.NONE, 0, L.NO_CARD)


def test_bss02_120_paid_after_its_burst_resumes_the_opponents_turn(build):
    """R13.5: the Burst's Main effect paid for summons from the Trash; then Reanimate goes to the Trash and
    the opponent's Main Step goes on."""
    state = burst_flipped(build, [KEEP, SKULLZARD, SMALL, GOLEM], reserve=7, trash=[BIG])
    state.apply(state.pending_decision().choose_card(SKULLZARD))
    assert pending(state) == (Decision.YES_NO, 0)
    state.apply(C.CONFIRM)  # pay for the Main effect
    pay_and_place(state)  # the Magic's cost
    assert pending(state) == (Decision.CHOOSE, 0)
    state.apply(state.pending_decision().choose_card(BIG))
    assert int(state.record()["frames"][0]["flags"]) & L.FRAME_STASH_EFFECT
    pay_and_place(state)
    assert BIG in cards(state, 0)
    assert trash_ids(state, 0) == [KEEP, SMALL, REANIMATE]
    assert hand_ids(state, 0) == [SKULLZARD]
    assert pending(state) == (Decision.MAIN, 1)
    assert int(state.record()["use_kind"]) == L.UseKind.NONE


def test_a_magic_waiting_on_its_summon_survives_bytes_and_edits_are_checked():
    """Mid-summon bytes round-trip and play on identically; dropping the stash mark (which would lose the
    Magic) or the Magic's frame is rejected by from_bytes (R8.4)."""
    from bscore.state import checksum
    from pybs.errors import StateError
    from pybs.game import State

    trash = [MUMMYPHANT, BIG, SKULLZARD]
    state = scenario({"hand": [REANIMATE], "reserve": 6, "trash": trash, "field": [FieldCard(KEEP)]}, {}).build()
    use_magic(state, 0)
    state.apply(state.pending_decision().choose_card(BIG))
    copy = State.from_bytes(state.to_bytes(), state.game)
    for s in (state, copy):
        pay_and_place(s)
    assert copy.raw_bytes() == state.raw_bytes()

    again = scenario({"hand": [REANIMATE], "reserve": 6, "trash": trash, "field": [FieldCard(KEEP)]}, {}).build()
    use_magic(again, 0)
    again.apply(again.pending_decision().choose_card(BIG))
    base = again.raw_bytes()
    for edit in (lambda r: r["frames"][0].__setitem__("flags", int(r["frames"][0]["flags"]) & ~L.FRAME_USE_STASHED),
                 lambda r: r["frames"][0].__setitem__("flags", int(r["frames"][0]["flags"]) & ~L.FRAME_MAGIC)):
        buf = bytearray(base)
        edit(np.frombuffer(buf, dtype=L.STATE_DTYPE)[0])
        raw = bytes(buf)
        try:
            State.from_bytes(raw + checksum(raw), again.game)
        except StateError:
            continue
        raise AssertionError("an edit that loses the waiting Magic was accepted")
