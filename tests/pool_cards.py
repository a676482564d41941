"""Starter-deck cards and helpers shared by the card-pool test files (tests/cards/test_pool_*.py): the cards
the tests put beside the card under test, named once."""

from __future__ import annotations

from card_helpers import do, pass_flashes
from conftest import field, pending, player

from pybs import codec as C
from pybs.layout import Decision

RAINEEDLE = "ST01-004"  # red vanilla, cost 1, 1000 BP
DRAGONOID = "ST01-011"  # red vanilla Dragonoid, cost 3, 3000 BP
SHADOW = "ST02-008"  # purple Shadow, cost 2, 2000 BP (Curse only at Lv2)
NIGHTLING = "ST02-009"  # purple vanilla Nightling, 2000 BP
GOLEM, BRONTECH, DUGONG = "ST03-006", "ST03-007", "ST03-009"  # white vanillas: 4000 / 5000 / 3000 BP
OTHERLANDER = "ST04-008"  # yellow vanilla Otherlander, 1000 BP
AXE_ANGEL = "ST04-007"  # yellow vanilla, cost 2
PUPPET_STRINGS = "ST04-015"  # yellow Magic, cost 5: Main/Flash a Spirit +3000 BP
DROWSY_FUMES = "ST04-016"  # yellow Magic, cost 2: Main/Flash an opposing Spirit -2000 BP
BLADEBEAST = "ST05-007"  # green vanilla Bladebeast, 5000 BP
CARAPITE = "ST05-009"  # green vanilla Carapite, 3000 BP
NEEDLE_SHOT = "ST05-015"  # green Magic
NEBULA = "ST01-001"  # on summon destroys an opposing Spirit of 3000 BP or less (cost 6)
STAR_ALTAR = "ST01-013"  # red Nexus
SHOCK_TROOP = "ST01-010"  # red Dragonoid with Awaken
DREAM_BOMB = "ST03-015"  # white Magic, cost 5: Main/Flash an opposing Spirit to hand
CHARGED_DRAW = "ST01-014"  # red Magic, cost 4: Main draw two
NIRVANA = "ST06-001"  # Crush +2: discards level + 2 cards when it attacks
EVA02 = "ST07-001"  # cost 6; Lv3 (5 cores) attacks destroy an opposing Spirit of 4000 BP or less


def hand_size(state, p: int) -> int:
    return int(player(state, p)["hand_count"])


def cores(state, p: int) -> dict[int, int]:
    return {k: v["cores"] for k, v in field(state, p).items()}


def unblocked_hit(state, k: int) -> None:
    """Player 0 attacks with slot k; nobody uses Flash effects or blocks."""
    do(state, C.attack(k))
    pass_flashes(state)
    if pending(state)[0] == Decision.BLOCK:
        do(state, C.PASS)
    pass_flashes(state)


# names the "zones" tests use
KEEP = RAINEEDLE
BONES = "ST02-005"  # purple vanilla Undead, cost 1, 1000 BP
MUMMY = "ST02-006"  # purple vanilla Undead, cost 4
SKULLFLY = "ST02-009"  # purple vanilla Nightling, cost 2
GLASSBEAR = "ST03-005"  # white, a "when blocks" effect
OBERO = "ST04-008"  # yellow vanilla Otherlander, cost 2
SWORD = "ST04-006"  # yellow vanilla Angel, cost 2
DIAMOND_SANCTUARY = "BSS03-112"  # white Nexus Diamond Sanctuary


def attack_until_block(s, k: int = 0) -> None:
    """Player 0 attacks with slot k; both pass the first Flash timing."""
    do(s, C.attack(k))
    pass_flashes(s)
    assert pending(s) == (Decision.BLOCK, 1)


def life(s, p: int) -> int:
    return int(player(s, p)["life"])


def answer(state, card_id: str) -> None:
    state.apply(state.pending_decision().choose_card(card_id))


# names the "keywords" tests use
RED = "ST01-004"  # vanilla red Spirit, cost 1: 1000 / 3000 / 4000 BP at 1 / 2 / 3 cores
ANTMAN = "ST05-009"  # vanilla green Spirit, cost 2, 3000 BP
PORCUPINE = "ST05-007"  # vanilla green Spirit, cost 4, 5000 BP
CURSE = "ST02-007"  # Okapandle: Curse while attacking, 3000 BP at 1 core, cost 4
