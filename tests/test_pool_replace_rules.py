"""Rules of the "replace" group (docs/EFFECTS.md "replace"): optional replacements of a destruction, on both
engines (``build`` fixture). R0.1: a card's "keep it instead" beats the rule that a destroyed Spirit goes to the
Trash (R11.1); R0.2: its controller may decline; R0.4: it is offered only when its cost can be paid; R9.6: a
Spirit kept on the field did not lose its battle, so its opponent does not win it (no WON_BATTLE) unless the
destruction goes ahead."""

from __future__ import annotations

import pytest
from card_helpers import cards, do, exhausted, pass_flashes, position
from conftest import hand_ids, pending, trash_ids

from pybs import codec as C
from pybs.carddb import load_default
from pybs.effects.compiler import compile_scripts
from pybs.effects.script import CardScript, Event, ScriptError
from pybs.layout import Decision
from pybs.rules import RuleSet
from pybs.testing import FieldCard

ALICE = "BSS01-091"  # Lv3 (3 cores) 7000 BP: may keep itself with a Void core while you control three Spirits
PHOENIX = "ST05-001"  # Gale Phoenix, Lv2 (3 cores) 8000 BP: when it wins a battle, exhaust an opposing Spirit
RED = "ST01-004"  # red vanilla, 1000 BP


def phoenix_beats_alice(build):
    """Player 0's Lv2 Gale Phoenix attacks; player 1's Lv3 Alice (with two vanillas) blocks and loses on BP."""
    s = build(position(step="attack", p0={"field": [FieldCard(PHOENIX, cores=3)]},
                       p1={"field": [FieldCard(ALICE, cores=3), FieldCard(RED), FieldCard(RED)]}))
    do(s, C.attack(0))
    s.apply(s.pending_decision().target_slot(1, player=1))  # its Lv2 attack effect exhausts the first vanilla
    pass_flashes(s)
    do(s, s.pending_decision().target_slot(0, player=1, verb="block"))
    pass_flashes(s)
    assert pending(s) == (Decision.YES_NO, 1)  # R0.2: the loser's controller is asked, inside the resolution
    return s


def test_r9_6_kept_spirit_gives_no_won_battle(build):
    """R0.1, R9.6: Alice stays on the field, so Gale Phoenix did not destroy it: its WON_BATTLE effect (exhaust
    an opposing Spirit) does not trigger."""
    s = phoenix_beats_alice(build)
    do(s, s.pending_decision().yes_to(ALICE))
    assert cards(s, 1) == [ALICE, RED, RED]
    assert pending(s)[0] != Decision.CHOOSE
    assert exhausted(s, 1) == {0: 1, 1: 1, 2: 0}


def test_r9_6_declined_replacement_destroys_and_the_winner_wins(build):
    """R0.2, R9.6, R10.7: declined, the destruction goes ahead with its battle flags, and the winner's WON_BATTLE
    effect resolves (it exhausts one of the other Spirits)."""
    s = phoenix_beats_alice(build)
    do(s, s.pending_decision().no_to(ALICE))
    assert ALICE in trash_ids(s, 1)
    assert pending(s) == (Decision.CHOOSE, 0)
    s.apply(s.pending_decision().target_slot(2, player=1))
    assert exhausted(s, 1) == {1: 1, 2: 1}


def test_replacement_is_built_by_its_builder():
    """A WOULD_BE_DESTROYED ability needs its fallback (Op.DESTROY_REPLACED): a bare trigger is refused."""
    def bare(c: CardScript) -> None:
        c.when(Event.WOULD_BE_DESTROYED).draw(1)

    with pytest.raises(ScriptError, match="instead_of_destroyed"):
        compile_scripts(load_default(), {ALICE: bare})


SWAMP = "BSS01-108"  # Rotting Swamp, Lv2 at 3 cores: once per turn a Serpent of yours may return to hand instead
SERPENT = "BSS01-030"  # purple vanilla Serpent, 2000 BP
FILLER = "ST01-005"


@pytest.mark.parametrize("keep", [True, False])
def test_r18_1_zero_bp_destruction_can_be_replaced(build, keep):
    """R18.1 destroys a Spirit at 0 BP as a rule; that is a destruction too, so Rotting Swamp may return the
    Serpent instead (R0.1). Alice (Lv2, with one more Spirit) takes 2000 BP from it as she attacks."""
    s = build(position(step="attack", rules=RuleSet.preset("bss"),
                       p0={"field": [FieldCard(ALICE, cores=2), FieldCard(RED)]},
                       p1={"field": [FieldCard(SWAMP, cores=3), FieldCard(SERPENT)], "hand": [FILLER]}))
    do(s, C.attack(0))
    s.apply(s.pending_decision().choose_card(SERPENT, player=1))
    assert pending(s) == (Decision.YES_NO, 1)
    if keep:
        do(s, s.pending_decision().yes_to(SWAMP))
        s.apply(s.pending_decision().choose_card(FILLER, player=1))
        assert hand_ids(s, 1) == [SERPENT]
    else:
        do(s, s.pending_decision().no_to(SWAMP))
        assert SERPENT in trash_ids(s, 1)
    assert cards(s, 1) == [SWAMP]


def test_compiler_refuses_misused_replace_vocabulary():
    """Duration.WHILE_ON_FIELD only on a card's delayed trigger (from_bytes accepts nothing else), and
    no_block_trigger only on the field, where it is read at the card's level."""
    from pybs.effects.script import Duration, Filter, Side, Zone, mine

    bad = {
        "WHILE_ON_FIELD": lambda c: c.when(Event.ATTACKS).this().bp(1000, Duration.WHILE_ON_FIELD),
        "no_block_trigger": lambda c: c.when(Event.ATTACKS).choose(
            Filter(side=Side.MINE, zone=Zone.HAND, types=(), no_block_trigger=True)).hand_discard(),
    }
    for what, fn in bad.items():
        with pytest.raises(ScriptError, match=what):
            compile_scripts(load_default(), {ALICE: fn})
    compile_scripts(load_default(), {ALICE: lambda c: c.when(Event.ATTACKS).all(mine(no_block_trigger=True)).later(
        Event.BLOCKS, watch=True, duration=Duration.WHILE_ON_FIELD).draw(1)})


REPLACE_DECKS = (
    ("replace-white-yellow", (("BSS01-051", 4), (ALICE, 4), ("BSS02-124", 4), ("ST03-006", 4), ("ST03-002", 4),
                              ("BSS02-043", 4), ("ST04-007", 4), ("BSS01-122", 4), (RED, 4), ("ST01-013", 4))),
    ("replace-purple", ((SWAMP, 4), (SERPENT, 4), ("BSS01-032", 4), ("BSS01-033", 4), ("BSS03-026", 4),
                        ("BSS01-122", 4), ("BSS03-022", 4), (RED, 4), ("ST02-009", 4), (FILLER, 4))),
)


@pytest.mark.parametrize("edition", ["bss", "rulebook-8.0"])
def test_engines_agree_with_replacements_in_play(edition: str) -> None:
    """Random games between decks full of this group's cards: identical legal actions, bytes and hashes after
    every action on both engines (replacement frames, zero-BP rule checks, Reboot Code's bans and grants)."""
    import random

    from test_differential_engines import play_both

    from pybs import Game
    from pybs.decks import Deck

    decks = [Deck(name, entries) for name, entries in REPLACE_DECKS]
    rules = RuleSet.preset(edition).replace(deck_min_cards=40, copy_limit=4)
    chooser = random.Random(f"replace-{edition}")
    total = 0
    for i in range(12):
        game = Game((decks[i % 2], decks[1 - i % 2]), seed=0, rules=rules, auto_forced=bool(i % 3))
        n, _final = play_both(game, chooser.getrandbits(64), chooser)
        total += n
    assert total > 12 * 20
