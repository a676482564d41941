"""The counts vocabulary's engine rules, on both engines (the ``build`` fixture).

Amounts computed at resolution (Op.COUNT, per()), counted and negated conditions, relative / level /
battle / keyword filters, per-ability turn counters, the Soul Core payment mark and turn history. Each
test names the rule it relies on; the cards are BSS01-BSS03 cards (pybs/scripts/bssNN_*.py).
"""

from __future__ import annotations

import pytest
from card_helpers import do, exhausted, pass_flashes, position
from conftest import field, hand_ids, legal, pending, player, trash_ids

from pybs import codec as C
from pybs import layout as L
from pybs.carddb import load_default
from pybs.effects import effect_tables
from pybs.effects.script import Filter, Keyword, ScriptError, Zone, count_arg, not_, per
from pybs.effects.spec import COND_NOT, PER_AMOUNT, Cond, Event, F, Mod
from pybs.layout import Decision
from pybs.testing import FieldCard

WEAK = "ST02-005"  # vanilla, cost 1, Lv1 1000 BP (Lv2 at 2 cores)
ANTMAN = "ST05-009"  # vanilla, cost 2, 3000 BP
MANTIGORE = "ST06-009"  # vanilla, cost 3, 3000 BP
PORCUPINE = "ST05-007"  # vanilla, cost 4, 5000 BP
FILLER = "ST01-004"
MAGIC = "ST01-014"


def mods(state) -> list[tuple[int, int, int, int, int]]:
    """(player, inst, kind, duration, value) of every temporary effect."""
    rec = state.record()
    return [tuple(int(x) for x in m)[:5] for m in rec["mods"][: int(rec["n_mods"])]]


def test_per_amount_encoding():
    """per(k) is PER_AMOUNT + k: far below any printed number, so a constant never reads as an amount."""
    assert per(0) == PER_AMOUNT and per(-1000) == PER_AMOUNT - 1000 and per(2000) < -500_000
    assert not_(Cond.SOUL_PAID) == Cond.SOUL_PAID | COND_NOT


def test_filter_record_holds_the_new_fields():
    """The compiled filter of a script keeps level, BP floor, keyword OR and relation (F fields 16-23)."""
    tables = effect_tables(load_default())
    rows = {tuple(r) for r in tables.filters}
    assert any(r[F.KEYWORD] == Keyword.CONFRONT and r[F.KEYWORD_OR] == Keyword.CURSE for r in rows)  # BSS01-068
    assert any(r[F.LEVEL_MAX] == 1 for r in rows)  # BSS01-047, BSS03-044
    assert any(r[F.BP_MIN] == 4000 for r in rows)  # BSS02-094, BSS02-096
    assert any(r[F.COST_SET] == (1 << 3) | (1 << 6) for r in rows)  # BSS02-012


def test_compiler_rejects_malformed_counts_pieces():
    """A count condition needs count_arg(filter, n); keyword_or needs keyword; costs stay 0-30."""
    from pybs.effects.compiler import compile_scripts

    db = load_default()
    bad = {
        "BSS01-003": lambda c: c.when(Event.ATTACKS).if_(
            Cond.COUNT_AT_LEAST, 3, then=lambda a: a.draw(1)),
    }
    with pytest.raises(ScriptError, match="count_arg"):
        compile_scripts(db, bad)
    from pybs.effects.script import anyones

    for kw in ({"keyword_or": Keyword.CURSE}, {"costs": (31,)}):
        bad = {"BSS01-119": lambda c, kw=kw: c.magic(main=True, flash=True).choose(anyones(**kw)).destroy()}
        with pytest.raises(ScriptError):
            compile_scripts(db, bad)
    ok = {"BSS01-119": lambda c: c.magic(main=True, flash=True).if_(
        Cond.COUNT_AT_LEAST, count_arg(Filter(zone=Zone.TRASH), 2), then=lambda a: a.draw(1))}
    compile_scripts(db, ok)  # the well-formed count condition compiles


def test_r0_2_choose_as_many_as_the_amount_allows(build):
    """R0.2: "select one for each" picks as many as the amount, or as many as exist (BSS02-094: two allies
    with 4000+ BP, only one opposing Spirit)."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS02-094", cores=3), FieldCard(PORCUPINE),
                                                    FieldCard(PORCUPINE)]},
                       p1={"field": [FieldCard(WEAK)]}))
    do(s, C.attack(0))
    assert pending(s) == (Decision.CHOOSE, 0) and C.PASS not in legal(s)
    do(s, C.choice(0))
    assert pending(s)[0] == Decision.FLASH
    assert exhausted(s, 1) == {0: 1}


def test_amount_register_survives_clone_and_bytes_mid_effect(build):
    """The amount lives in the frame record (Frame.amount): a clone or a byte copy taken between the
    repeated choices of BSS03-137 resolves the same way (R10.3: one effect resolves fully)."""
    s = build(position(p0={"hand": ["BSS03-137"], "reserve": 4, "field": [FieldCard(WEAK), FieldCard(ANTMAN)]},
                       p1={"deck": [MAGIC, MAGIC, MAGIC, FILLER, FILLER]}))
    s.apply(C.use_hand(0))
    while pending(s)[0] == Decision.PAY:
        s.apply(C.pay(0, 0))
    assert pending(s) == (Decision.CHOOSE, 0)
    rec = s.record()
    assert int(rec["frames"][0]["amount"]) == 2  # three Magic cards: one choice now, two to come
    twin = s.clone()
    for state in (s, twin):
        do(state, C.choice(0), C.choice(1), C.choice(1))
        assert [f["cores"] for f in field(state, 0).values()] == [2, 3]
    assert s.record().tobytes() == twin.record().tobytes()


def test_negated_condition_and_amount_condition(build):
    """COND_NOT: BSS03-132 exhausts a chosen non-green Spirit (the amount of green targets is 0)."""
    s = build(position(p0={"hand": ["BSS03-132"], "reserve": 5, "field": [FieldCard("ST01-001")]}))
    s.apply(C.use_hand(0))
    while pending(s)[0] == Decision.PAY:
        s.apply(C.pay(0, 0))
    do(s, C.choice(0))
    assert exhausted(s, 0) == {0: 1}


def test_r5_7_once_per_turn_marker_is_a_turn_mod(build):
    """Once per turn is a Mod.USED row naming the ability, for this turn only (R5.7: "this turn" effects
    end with the turn)."""
    s = build(position(active=1, turn=4, step="attack", p0={"field": [FieldCard("BSS01-067", cores=2)]},
                       p1={"field": [FieldCard(WEAK), FieldCard(WEAK), FieldCard(WEAK)]}, auto=True))
    do(s, C.attack(0), C.block(0))
    used = [m for m in mods(s) if m[2] == Mod.USED]
    assert len(used) == 1 and used[0][:2] == (0, int(player(s, 0)["slots"][0]["inst"]))
    assert used[0][3] == 2  # Duration.TURN
    do(s, C.PASS)  # p1 ends the Attack Step: the turn passes
    while pending(s)[1] == 1:
        do(s, legal(s)[0])
    assert not [m for m in mods(s) if m[2] == Mod.USED]


def test_soul_paid_mark_only_for_cards_that_ask(build):
    """Paying with the Soul Core marks the summoned card only if one of its abilities reads Cond.SOUL_PAID
    (games without such cards pay nothing for it)."""
    for card, marked in (("BSS01-031", True), (ANTMAN, False)):
        s = build(position(p0={"hand": [card], "reserve": 4, "soul": "reserve", "deck": [FILLER]}))
        s.apply(C.use_hand(0))
        while pending(s)[0] == Decision.PAY:
            codes = legal(s)
            s.apply(C.pay(0, 1) if C.pay(0, 1) in codes else C.pay(0, 0))
        while pending(s)[0] == Decision.PLACE:
            s.apply(C.PASS if C.PASS in legal(s) else C.place(0, 0))
        assert bool([m for m in mods(s) if m[2] == Mod.SOUL_PAID]) == marked


def test_r11_depletion_counts_as_destroyed_this_turn(build):
    """R11/R6.2: a Spirit depleted by an effect was destroyed: Avalo Paladion (Lv3) draws two at the End
    Step after BSS01-034 depleted a Demo Bones of its own side."""
    s = build(position(p0={"hand": ["BSS01-034"], "reserve": 9, "deck": [FILLER] * 4,
                           "field": [FieldCard("BSS02-027", cores=7), FieldCard(WEAK)]}, auto=True))
    s.apply(C.use_hand(0))
    while pending(s)[0] in (Decision.PAY, Decision.PLACE):
        codes = legal(s)
        s.apply(C.PASS if C.PASS in codes else C.pay(0, 0) if C.pay(0, 0) in codes else C.place(0, 0))
    assert WEAK in trash_ids(s, 0)
    assert int(player(s, 0)["hand_count"]) == 0
    do(s, C.PASS, C.PASS)  # the Main Step, then the Attack Step: the End Step starts
    assert hand_ids(s, 0) == [FILLER, FILLER]
    assert int(s.record()["turn_flags"][1]) & L.TURN_DESTROYED == 0


def test_off_field_keyword_filter_reads_printed_keywords(build):
    """A keyword filter on a Trash card reads the keywords it prints, at any level and timing (BSS03-017:
    Okapandle's Curse works only while attacking, yet it is a "Spirit card with Curse")."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-017", cores=3), FieldCard("BSS03-108", cores=0)],
                                          "trash": [WEAK, "ST02-007", ANTMAN], "reserve": 2}))
    do(s, C.attack(0), C.CONFIRM, C.choice(0))
    assert pending(s) == (Decision.CHOOSE, 0) and legal(s) == [C.choice(0)]


def test_level_filter_reads_current_level(build):
    """F.LEVEL_MAX reads the level now (R6.1): Demo Bones with two cores is Lv2, so it may block Zenas."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS01-047", cores=4)]},
                       p1={"field": [FieldCard(WEAK), FieldCard(WEAK, cores=2)]}))
    do(s, C.attack(0))
    pass_flashes(s)
    assert legal(s) == [C.PASS, C.block(1)]


def test_state_checks_accept_the_new_rows(build):
    """from_bytes checks (bscore/checks.pyx) accept Mod.USED / SOUL_PAID rows and the new turn flags."""
    from pybs.game import State

    s = build(position(active=1, turn=4, step="attack", p0={"field": [FieldCard("BSS01-067", cores=2)]},
                       p1={"field": [FieldCard(WEAK), FieldCard(WEAK), FieldCard(WEAK)]}, auto=True))
    do(s, C.attack(0), C.block(0))
    rec = s.record().copy()
    rec["turn_flags"][0] |= L.TURN_DESTROYED | L.TURN_DREW_BY_EFFECT
    if isinstance(s, State):
        again = State.from_record(rec, s.game)
        assert again.record().tobytes() == rec.tobytes()


def test_bp_sum_choice_is_a_valid_state_with_card_options(build):
    """Mid CHOOSE_BP_SUM (BSS03-001): the state passes the from_bytes checks, and pending_decision() lists
    card options and the BP still to spend."""
    from pybs.game import State

    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-001", cores=5)]},
                       p1={"field": [FieldCard(ANTMAN), FieldCard(MANTIGORE), FieldCard(PORCUPINE)]}))
    do(s, C.attack(0), C.choice(0))
    if isinstance(s, State):
        again = State.from_record(s.record().copy(), s.game)
        assert again.record().tobytes() == s.record().tobytes()
    dec = s.pending_decision()
    assert dec.remaining == 3000
    assert len(dec.options) == 2  # PASS and Mantigore


def test_choose_count_from_amount_in_pending_decision(build):
    """pending_decision() reads a per() count as the engines do (BSS03-083 at Lv3: three picks)."""
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-083", cores=6)]},
                       p1={"field": [FieldCard(WEAK)] * 4, "deck": [FILLER] * 8}))
    do(s, C.attack(0))
    while pending(s)[0] == Decision.ORDER:
        do(s, C.choice(1))
    assert pending(s) == (Decision.CHOOSE, 0)
    assert s.pending_decision().remaining == 3


def test_costliest_is_read_over_every_matching_card(build):
    """Rel.COST_MOST picks among the Spirits that cost the most of all: when that one cannot be chosen
    (EVA-00's shield on EVA-01 in its owner's opponent's turn), nothing is selected, not the next one
    (BSS03-093 Allegro; R0.2: the effect does what it can)."""
    p1 = {"field": [FieldCard("ST07-008"), FieldCard("ST07-004"), FieldCard(PORCUPINE)], "trash": [FILLER] * 10}
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-093", cores=4)]}, p1=p1))
    do(s, C.attack(0))
    assert pending(s)[0] == Decision.FLASH
    assert trash_ids(s, 1) == [FILLER] * 10
    p1["field"] = [FieldCard("ST07-008", exhausted=True), FieldCard("ST07-004"), FieldCard(PORCUPINE)]
    s = build(position(step="attack", p0={"field": [FieldCard("BSS03-093", cores=4)]}, p1=p1))
    do(s, C.attack(0))  # the shield is down (EVA-00 exhausted): EVA-01 (cost 7) is the one
    assert pending(s) == (Decision.CHOOSE, 0) and legal(s) == [C.choice(0)]
    do(s, C.choice(0))
    assert trash_ids(s, 1)[-1] == "ST07-004"


POOL_CARDS = ("BSS01-003 BSS01-004 BSS01-008 BSS01-031 BSS01-034 BSS01-038 BSS01-047 BSS01-067 BSS01-068 BSS01-072 "
              "BSS01-094 BSS01-103 BSS01-104 BSS01-107 BSS01-119 BSS01-128 BSS01-136 BSS02-003 BSS02-005 BSS02-006 "
              "BSS02-012 BSS02-022 BSS02-027 BSS02-028 BSS02-031 BSS02-033 BSS02-035 BSS02-076 BSS02-077 BSS02-094 "
              "BSS02-096 BSS02-127 BSS02-136 BSS03-001 BSS03-003 BSS03-006 BSS03-017 BSS03-034 BSS03-044 BSS03-056 "
              "BSS03-065 BSS03-083 BSS03-085 BSS03-093 BSS03-119 BSS03-120 BSS03-121 BSS03-132 BSS03-137").split()


@pytest.mark.parametrize("auto_forced, games", [(True, 16), (False, 8)])
def test_engines_agree_on_counts_cards(auto_forced, games):
    """Random games with decks of every counts-group card (plus the Sanctuaries they count): both engines
    offer the same actions and hold the same bytes after every action."""
    import random

    from test_differential_engines import play_both

    from pybs import Game
    from pybs.decks import Deck

    extra = ("BSS03-106", "BSS03-108", "BSS03-114", "ST02-007")
    fill = tuple((c, 3) for c in ("ST01-004", "ST02-005", "ST05-009", "ST06-009", "ST05-007", "ST06-011", "ST01-001"))
    deck_a = Deck("counts-a", tuple((c, 1) for c in POOL_CARDS[:25] + list(extra)) + fill)
    deck_b = Deck("counts-b", tuple((c, 1) for c in POOL_CARDS[25:] + list(extra) + ["ST03-006"]) + fill)
    chooser = random.Random(f"counts-{auto_forced}")
    total = 0
    for i in range(games):
        pair = (deck_a, deck_b) if i % 2 == 0 else (deck_b, deck_a)
        n, _ = play_both(Game(pair, seed=0, auto_forced=auto_forced), chooser.getrandbits(64), chooser)
        total += n
    assert total > games * 20
