"""Stand-in cards and helpers that the per-set card tests (tests/cards/test_<set>*.py) share, named once;
more live in tests/pool_cards.py and tests/card_helpers.py."""

from __future__ import annotations

from functools import partial

import card_helpers
from card_helpers import attack_and_resolve, blocked_battle, do, pass_flashes, position, scenario
from conftest import field, legal, pay_and_place, pending, player, trash_ids
from pool_cards import BRONTECH, GOLEM

from pybs import codec as C
from pybs.layout import Decision
from pybs.testing import FieldCard

AMETHYST = "BSS03-108"
ANDROMEDA = "ST01-001"  # on summon destroys an opposing Spirit of 3000 BP or less or an opposing Nexus
ANKYLO = "BSS01-011"  # red vanilla Terrasaur, cost 4 (four red reductions): Lv2 (3 cores) 6000 BP
ANTMAN_GENERAL = "BSS02-083"  # on summon: an Antman token, exhausted
ANTMAN_TK = "TK-ANTMAN"
BIG = "ST02-006"  # Mummyphant, purple vanilla: 3000 / 5000 / 6000 BP at 1 / 3 / 4 cores, cost 4
BOLD_GENERAL = "BSS02-004"  # red vanilla Dragonoid: 3000 / 6000 / 8000 BP at 1 / 3 / 5 cores
CAT_SITH = "ST04-002"  # yellow vanilla Fabled Beast, cost 3, 1000 / 3000 / 4000 BP
CHAIN_ANGEL = "ST04-005"  # Lv2 (3 cores): Luster
CURSED = "ST02-002"  # purple Serpent with Curse, cost 3
DEADLY_BALANCE = "BSS01-122"  # purple Magic, cost 3: each player destroys one of their own Spirits (opponent first)
DECK = ["ST01-005", "ST01-009", "ST01-011", "ST01-001"]
DEMO_BONES = "ST02-005"  # purple vanilla, cost 1, Lv1 1000 / Lv2 2000 BP
DRAGONOID = "ST01-010"  # Dragno Shock Troop: red Dragonoid, 1000 BP at 1 core
EZOWOLF = "BSS02-095"
FILLER = "ST01-004"  # vanilla red Spirit, cost 1
FLUFFMINGO = "BSS02-080"  # green vanilla: 3000 / 5000 BP at 1 / 3 cores
HIPPOCAMPO = "BSS01-089"  # Blessed
KV2 = "BSS02-043"  # white vanilla Mecha, cost 8: Lv1 5000 BP, Lv2 (2 cores) 10000 BP
MACE_ANGEL = "BSS02-061"  # yellow, Luster, 3000 BP at 1 core
MAGIC = "ST01-014"  # a Magic card
MANTIGORE = "ST06-009"  # vanilla blue Spirit, cost 3, Lv1 3000 BP
MAPLEUM = "BSS03-067"  # 2000 BP; When Destroyed: one of your Gale Spirits gets a Void core
MECHA = "TK-MECHA"
OKAPANDLE = "ST02-007"  # purple, Curse, 3000 BP at 1 core
OVIRAPTODON = "BSS01-010"  # red vanilla Terrasaur, cost 1, one red symbol
PENTAN = "ST04-010"  # yellow, cost 3, has a "When Summoned" effect
POISON_SHOT = "ST02-014"  # purple Magic cost 5: Main/Flash a Spirit loses a core to its Reserve
PURPLE_NEXUS = "ST02-012"
QUICKSAND = "ST01-005"
RED_BIG = "ST01-011"  # Dragron Captain, red: 3000 / 4000 / 7000 BP at 1 / 2 / 4 cores, cost 3
RED_NEXUS = "ST01-012"
RUDRA = "ST06-003"  # Crush (+0): discards as many cards as its level
SIEGWURM = "ST01-003"  # red, cost 6, "Siegwurm" in its name, one red symbol
SKULLZARD = "BSS02-026"  # purple vanilla Undead: 3000 / 4000 BP at 1 / 3 cores
SKULL_FLY = "ST02-009"  # purple vanilla, 2000 BP
SMALL = "ST02-005"  # Demo Bones, purple vanilla: 1000 / 2000 / 3000 BP at 1 / 2 / 3 cores, cost 1
WEAK = "ST02-005"  # vanilla purple Spirit, cost 1, Lv1 1000 BP
auto_position = partial(card_helpers.position, auto=True)  # auto_forced on unless a test turns it off
their_turn = partial(auto_position, active=1, turn=4, auto=False)  # player 1 attacks, player 0 defends; stops after


def answer_all(state, yes: bool) -> None:
    """Resolve the pending effects: first options for orders and choices, ``yes`` to every "may"."""
    while pending(state)[0] in (Decision.ORDER, Decision.CHOOSE, Decision.YES_NO):
        if pending(state)[0] == Decision.YES_NO:
            do(state, C.CONFIRM if yes else C.PASS)
        else:
            do(state, legal(state)[0] if legal(state)[0] != C.PASS else legal(state)[1])


def attack_and_pass(s, k: int = 0) -> None:
    """The turn player attacks with slot k; every Flash timing before the block is passed."""
    do(s, C.attack(k))
    pass_flashes(s)


def blocked(s, k: int, blocker: int) -> None:
    """The turn player attacks with slot k; the defender blocks with ``blocker``; Flash timings passed."""
    attack_and_pass(s, k)
    do(s, C.block(blocker))
    pass_flashes(s)


def candidates(state) -> list[tuple[int, str]]:
    """(player, card id) of every card the pending choice offers, in option order."""
    return [(o.card.player, o.card.card) for o in state.pending_decision().options if o.card is not None]


def choice_cards(state) -> list[tuple[int, str]]:
    """(player, card id) of each card the pending choice offers."""
    return sorted((o.card.player, o.card.card) for o in state.pending_decision().options if o.card is not None)


def choose(state, card_id: str, p: int | None = None) -> None:
    """Answer the pending choice with ``card_id`` (of player ``p`` when given), by the option helpers."""
    state.apply(state.pending_decision().choose_card(card_id, player=p))


def choose_in(state, card_id: str, zone: str | None = None) -> None:
    state.apply(state.pending_decision().choose_card(card_id, zone=zone))


def falls_blocking(build, card_id: str, cores: int = 1, p0: dict | None = None, p1: dict | None = None):
    """Player 1's Brontech (8000 BP) attacks and player 0 blocks with ``card_id`` (slot 0), which falls."""
    p0 = {**(p0 or {}), "field": [FieldCard(card_id, cores=cores)] + list((p0 or {}).get("field", []))}
    p1 = {**(p1 or {}), "field": [FieldCard(BRONTECH, cores=3)] + list((p1 or {}).get("field", []))}
    state = build(their_turn(step="attack", p0=p0, p1=p1))
    attack_and_resolve(state, 0, blocker=0)
    assert card_id in trash_ids(state, 0)
    return state


def field_cards(state, p: int) -> dict[int, str]:
    return {k: v["card"] for k, v in field(state, p).items()}


def finish_payments(state) -> None:
    """Finish the PAY / PLACE decisions of a summon and of any token it brings."""
    while pending(state)[0] in (Decision.PAY, Decision.PLACE):
        pay_with_soul(state, False)


def n_cores(state, p: int) -> dict[int, int]:
    """Slot -> cores (Soul Core included) of player p's field."""
    return {k: v["cores"] for k, v in field(state, p).items()}


def option_cards(state) -> list[str]:
    """Card ids the pending decision offers (PASS and other card-less options left out)."""
    return [o.card.card for o in state.pending_decision().options if o.card is not None]


def pay_with_soul(state, soul: bool) -> None:
    """Answer PAY with the Soul Core first (soul=True) or normal Reserve cores only, then place the minimum."""
    while pending(state)[0] == Decision.PAY:
        codes = legal(state)
        want = C.pay(0, 1) if soul and C.pay(0, 1) in codes else C.pay(0, 0)
        state.apply(want if want in codes else codes[0])
    while pending(state)[0] == Decision.PLACE:
        codes = legal(state)
        state.apply(C.PASS if C.PASS in codes else (C.place(0, 0) if C.place(0, 0) in codes else codes[0]))


def pick(state, card_id: str, **where) -> None:
    """Answer the pending choice with the option naming ``card_id``."""
    state.apply(state.pending_decision().choose_card(card_id, **where))


def pick_slot(state, slot: int, p: int) -> None:
    state.apply(state.pending_decision().target_slot(slot, player=p))


def place_all(state) -> None:
    """Finish every PAY / PLACE decision in a row (a summon, then each token's cores); a choice on the way
    takes its first option."""
    while pending(state)[0] in (Decision.PAY, Decision.PLACE, Decision.CHOOSE):
        if pending(state)[0] == Decision.CHOOSE:
            state.apply(legal(state)[0] if C.PASS not in legal(state) else legal(state)[1])
        else:
            pay_and_place(state)


def reserve(state, p: int = 0) -> int:
    return int(player(state, p)["reserve"])


def resolve_order(state) -> None:
    """Several triggers of one batch: take them in the offered order."""
    while pending(state)[0] == Decision.ORDER:
        do(state, C.choice(0))


def resolve_orders(s) -> None:
    """Resolve simultaneous triggers in the order offered."""
    while pending(s)[0] == Decision.ORDER:
        do(s, C.choice(0))


def summon_card(state, card_id: str, soul: bool = False) -> None:
    state.apply(state.pending_decision().hand_card(card_id))
    pay_with_soul(state, soul)


def unblocked(s, k: int = 0) -> None:
    """The turn player attacks with slot k and nobody blocks."""
    attack_and_pass(s, k)
    if pending(s)[0] == Decision.BLOCK:
        do(s, C.PASS)
    pass_flashes(s)


def use_effect(state, magic: str, timing: str) -> None:
    """Use ``magic`` from hand with its "Main" or "Flash" effect and pay for it."""
    state.apply(state.pending_decision().hand_card(magic))
    state.apply(state.pending_decision().magic_effect(timing))
    pay_and_place(state)


def use_hazard(state) -> None:
    """Use Nexus Hazard (hand slot 0): its Main effect in the Main Step, else its Flash effect; pay."""
    do(state, C.use_hand(0))
    if pending(state)[0] == Decision.MAGIC_EFFECT:
        state.apply(state.pending_decision().magic_effect("Main"))
    pay_and_place(state)


def won_battle(build, mine: list, attacker: int, opp: list, blocker: int, **p0):
    """Player 0 attacks with slot ``attacker`` and player 1 blocks with ``blocker``; the battle resolves."""
    state = build(scenario({"field": mine, "soul": None, **p0}, {"field": opp}, step="attack", auto=False))
    blocked_battle(state, attacker, blocker)
    return state


def life_to_reserve_flash(c) -> None:
    """Test script for a Magic: Flash, one core of the opponent's Life goes to their Reserve (a Life reduction by
    an effect, not by an attack)."""
    from pybs.effects.script import CoreZone, Who

    c.magic(main=False, flash=True).cores(CoreZone.LIFE, CoreZone.RESERVE, 1, who=Who.OPPONENT)


ZMEITZA = "BSS05-001"  # red, Astral at every level; Lv2 (3 cores) attacks destroy an opposing Spirit of 3000 BP or less


def astral_attacker(build, card_id: str, cores: int, blocker_cores: int | None = None, **p0) -> bool:
    """``card_id`` (player 0) attacks; True when player 1's refreshed vanilla Golem may not block it (Astral)."""
    blocker = FieldCard(GOLEM) if blocker_cores is None else FieldCard(GOLEM, cores=blocker_cores)
    s = build(position(0, "attack", {"field": [FieldCard(card_id, cores=cores)], **p0}, {"field": [blocker]}))
    do(s, C.attack(0))
    answer_all(s, False)
    pass_flashes(s)
    assert pending(s) == (Decision.BLOCK, 1)
    return C.block(0) not in legal(s)


def blocks_astral(build, card_id: str, cores: int) -> bool:
    """Player 1's Zmeitza (Astral) attacks; True when ``card_id`` (player 0) may block it (it has Astral now)."""
    s = build(their_turn(step="attack", p0={"field": [FieldCard(card_id, cores=cores)]},
                         p1={"field": [FieldCard(ZMEITZA)]}))
    do(s, C.attack(0))
    pass_flashes(s)
    assert pending(s) == (Decision.BLOCK, 0)
    return C.block(0) in legal(s)
