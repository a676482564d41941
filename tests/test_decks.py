"""Deck lists: parsing, R2 validation and the built-in starter decks."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from pybs import layout as L
from pybs.carddb import Card, CardDatabase, load_default
from pybs.decks import (
    EXAMPLE_NAMES,
    SAMPLE_NAMES,
    Deck,
    builtin_decks,
    get_deck,
    load_deck_file,
    parse_deck,
    pool_deck_names,
    validate_deck,
)
from pybs.errors import DeckError, UnknownCardError
from pybs.rules import RuleSet

BUILTIN = ("ST01", "ST02", "ST03", "ST04", "ST05", "ST06", "ST07")


def spirit(card_id: str, name: str) -> Card:
    return Card(
        id=card_id, name=name, set="TST", type=L.CardType.SPIRIT, colors=("red",), cost=3, reduction=("red",),
        symbols=("red",), families=(), rarity="C", levels=((1, 1, 3000),), timings=frozenset(),
    )


@pytest.fixture(scope="module")
def db() -> CardDatabase:
    return load_default()


def st01_deck(**counts: int) -> Deck:
    """ST01-001..ST01-016 with the given overrides (key 'c001' = ST01-001), default 2 each."""
    entries = tuple((f"ST01-{i:03d}", counts.get(f"c{i:03d}", 2)) for i in range(1, 17))
    return Deck("test", tuple(e for e in entries if e[1] > 0))


# -- parsing ------------------------------------------------------------------------------------------
def test_parse_comments_blank_lines_and_name() -> None:
    text = "# name: My Red Deck\n# another comment\n\n3 ST01-001  # trailing comment\n   \n2   ST01-004\n"
    deck = parse_deck(text)
    assert deck == Deck("My Red Deck", (("ST01-001", 3), ("ST01-004", 2)))
    assert deck.size == 5


def test_parse_name_defaults_and_late_name_comment_is_ignored() -> None:
    assert parse_deck("1 ST01-001\n", name="mine").name == "mine"
    assert parse_deck("1 ST01-001\n# name: Later\n", name="mine").name == "mine"


def test_parse_merges_repeated_ids() -> None:
    assert parse_deck("1 ST01-001\n2 ST01-002\n2 ST01-001\n").entries == (("ST01-001", 3), ("ST01-002", 2))


@pytest.mark.parametrize(
    ("line", "problem"),
    [
        ("x ST01-001", "bad count 'x'"),
        ("-1 ST01-001", "bad count '-1'"),
        ("2.5 ST01-001", "bad count"),
        ("3", "missing card id"),
        ("0 ST01-001", "count must be at least 1"),
        ("3 ST01-001 ST01-002", "expected 'COUNT CARD-ID'"),
    ],
)
def test_parse_bad_line_names_the_line(line: str, problem: str) -> None:
    text = f"# name: Broken\n3 ST01-002\n{line}\n"
    with pytest.raises(DeckError, match="line 3") as info:
        parse_deck(text)
    assert problem in str(info.value) and "Broken" in str(info.value)


def test_to_text_round_trips() -> None:
    deck = builtin_decks()["ST03"]
    assert parse_deck(deck.to_text()) == deck


def test_deck_rejects_bad_entries() -> None:
    with pytest.raises(DeckError):
        Deck("bad", (("ST01-001", 0),))


def test_load_deck_file(tmp_path: Path) -> None:
    path = tmp_path / "aggro.txt"
    path.write_text("3 ST01-001\n", encoding="utf-8")
    assert load_deck_file(path) == Deck("aggro", (("ST01-001", 3),))
    with pytest.raises(DeckError, match="cannot read"):
        load_deck_file(tmp_path / "missing.txt")


# -- canonical order ------------------------------------------------------------------------------------
def test_rows_are_canonical_whatever_the_line_order(db: CardDatabase) -> None:
    deck = builtin_decks()["ST05"]
    text = "\n".join(f"{n} {cid}" for cid, n in reversed(deck.entries))
    shuffled = parse_deck(text, name="reversed")
    assert shuffled.entries != deck.entries
    rows = deck.rows(db)
    assert rows == shuffled.rows(db) == sorted(rows)
    assert len(rows) == 40
    assert rows.count(db.row("ST05-001")) == dict(deck.entries)["ST05-001"]


@settings(max_examples=50, deadline=None)
@given(st.permutations([(f"ST02-{i:03d}", 1 + i % 3) for i in range(1, 17)]))
def test_rows_ignore_entry_order_and_text_round_trips(entries: list[tuple[str, int]]) -> None:
    db = load_default()
    deck = Deck("perm", tuple(entries))
    reference = Deck("ref", tuple(sorted(entries)))
    assert deck.rows(db) == reference.rows(db)
    assert parse_deck(deck.to_text()) == deck


# -- R2 validation --------------------------------------------------------------------------------------
def test_r2_legal_deck_passes(db: CardDatabase) -> None:
    deck = st01_deck(c001=3, c002=3, c003=3, c004=3, c005=3, c006=3, c007=3, c008=3)
    assert deck.size == 40
    validate_deck(deck, db)


def test_r2_1_too_few_cards(db: CardDatabase) -> None:
    deck = st01_deck(c001=1)
    assert deck.size == 31
    with pytest.raises(DeckError, match=r"^R2\.1:") as info:
        validate_deck(deck, db)
    assert "31" in str(info.value) and "40" in str(info.value)


def test_r2_1_min_comes_from_the_ruleset(db: CardDatabase) -> None:
    validate_deck(st01_deck(c001=1), db, RuleSet(deck_min_cards=30))
    with pytest.raises(DeckError, match=r"^R2\.1:"):
        validate_deck(Deck("tiny", (("ST01-001", 3),)), db, RuleSet(deck_min_cards=4, start_hand=4))


def test_r2_1_engine_capacity_is_64_cards(db: CardDatabase) -> None:
    entries = tuple((c.id, 3) for c in db.cards if c.set in ("ST01", "ST02"))[:22]  # 66 cards
    with pytest.raises(DeckError, match=r"^R2\.1: .*this engine holds at most 64 cards per player"):
        validate_deck(Deck("big", entries), db)
    at_cap = Deck("cap", entries[:21] + ((entries[21][0], 1),))
    assert at_cap.size == 64
    validate_deck(at_cap, db)


def test_r2_2_copy_limit_names_rule_and_card(db: CardDatabase) -> None:
    deck = st01_deck(c001=4, c002=3, c003=3, c004=3, c005=3, c006=3, c007=3)
    with pytest.raises(DeckError, match=r"^R2\.2:") as info:
        validate_deck(deck, db)
    assert "Nebula Dragon Andromeda" in str(info.value) and "ST01-001" in str(info.value)


def test_r2_2_copy_limit_comes_from_the_ruleset(db: CardDatabase) -> None:
    deck = st01_deck(c001=4, c002=3, c003=3, c004=3, c005=3, c006=3, c007=3)
    validate_deck(deck, db, RuleSet(copy_limit=4))


def test_r2_2_copy_limit_counts_by_name() -> None:
    """R2.2: at most 3 of one name whatever the art or number, so two ids of one name share a limit."""
    cards = [spirit("A-1", "Same Name"), spirit("A-2", "Same Name")]
    cards += [spirit(f"F-{i:02d}", f"Filler {i}") for i in range(20)]
    db = CardDatabase(cards)
    filler = tuple((f"F-{i:02d}", 2) for i in range(19))  # 38 cards
    validate_deck(Deck("ok", filler + (("A-1", 1), ("A-2", 2))), db, RuleSet())
    with pytest.raises(DeckError, match=r"^R2\.2:") as info:
        validate_deck(Deck("split", filler + (("A-1", 2), ("A-2", 2))), db)
    message = str(info.value)
    assert "4 cards named 'Same Name'" in message and "A-1" in message and "A-2" in message


def rebirth(card_id: str, name: str, back_name: str) -> Card:
    back = Card(**{**spirit(f"{card_id}/back", back_name).__dict__, "back_of": card_id})
    return Card(**{**spirit(card_id, name).__dict__, "back": back})


def test_r2_2_a_rebirth_cards_name_is_both_faces() -> None:
    """R2.2 (JP seed): a Rebirth card's name is its two faces' names, so two Rebirth cards with one front name
    and different back faces are different cards (3 + 3 allowed), while one front and back pair shares a limit."""
    cards = [rebirth("R-1", "Front", "Back A"), rebirth("R-2", "Front", "Back B"), rebirth("R-3", "Front", "Back A")]
    cards += [spirit("P-1", "Front")]  # a plain card of the front name is a third name again
    cards += [spirit(f"F-{i:02d}", f"Filler {i}") for i in range(20)]
    db = CardDatabase(cards)
    filler = tuple((f"F-{i:02d}", 2) for i in range(17))  # 34 cards
    validate_deck(Deck("ok", filler + (("R-1", 3), ("R-2", 3), ("P-1", 3))), db, RuleSet())
    with pytest.raises(DeckError, match=r"^R2\.2:") as info:
        validate_deck(Deck("same pair", filler + (("R-1", 2), ("R-3", 2), ("R-2", 2))), db, RuleSet())
    message = str(info.value)
    assert "4 cards named 'Front / Back A'" in message and "R-1" in message and "R-3" in message
    assert "R-2" not in message


def test_r2_4_unknown_card_names_id_and_deck(db: CardDatabase) -> None:
    deck = Deck("typo deck", (("ST01-001", 3), ("ST01-999", 3)))
    with pytest.raises(UnknownCardError, match="ST01-999") as info:
        validate_deck(deck, db)
    assert "typo deck" in str(info.value)
    with pytest.raises(UnknownCardError, match="ST01-999"):
        deck.rows(db)


def test_r2_magic_and_nexus_cards_count_like_any_other(db: CardDatabase) -> None:
    magic = [c.id for c in db.cards if c.type == L.CardType.MAGIC][:14]
    deck = Deck("all magic", tuple((cid, 3) for cid in magic))
    assert deck.size == 42
    validate_deck(deck, db)


# -- built-in decks ----------------------------------------------------------------------------------------
def test_r2_builtin_decks_are_legal_40_card_starters(db: CardDatabase) -> None:
    decks = builtin_decks()
    assert tuple(decks) == (tuple(k + suffix for k in BUILTIN for suffix in ("", "-BSS")) + SAMPLE_NAMES
                            + EXAMPLE_NAMES + pool_deck_names())
    for key, deck in decks.items():
        if key.endswith("-BSS") or key in SAMPLE_NAMES + EXAMPLE_NAMES + pool_deck_names():
            continue
        assert deck.size == 40, key
        assert deck.name.startswith(f"{key} "), deck.name
        assert {db[cid].set for cid, _ in deck.entries} == {key}
        assert len(deck.entries) == 16
        assert max(n for _, n in deck.entries) <= 3
        validate_deck(deck, db)


def test_builtin_deck_files_start_with_name_and_effects_note() -> None:
    """The starter decks now play with their effects; every card in them is scripted."""
    from pybs.effects import effect_tables
    from pybs.effects.compiler import CardFlag

    folder = Path(__file__).resolve().parent.parent / "pybs" / "data" / "decks"
    flags = effect_tables(load_default()).arrays()["card_flags"]
    for key in BUILTIN:
        lines = (folder / f"{key.lower()}.txt").read_text(encoding="utf-8").splitlines()
        assert lines[0].startswith(f"# name: {key} ")
        assert lines[1].startswith("# Played with its card effects")
        for card_id, _ in get_deck(key).entries:
            assert flags[load_default().row(card_id)] & CardFlag.SCRIPTED, card_id


def test_pool_sample_decks_are_legal_bss_decks_of_scripted_cards(db: CardDatabase) -> None:
    """Every card-pool sample deck (data/decks/pool-NAME.txt) is a legal 50-card deck under the bss edition (R2,
    R18.9), and every card in it is scripted: none plays as a vanilla stand-in."""
    from pybs.effects import effect_tables

    scripted = effect_tables(db).scripted
    for key in pool_deck_names():
        deck = builtin_decks()[key]
        assert deck.size == 50, key
        validate_deck(deck, db, RuleSet.preset("bss"))
        assert not [cid for cid, _ in deck.entries if cid not in scripted], key


def test_get_deck_by_name_or_path(tmp_path: Path, db: CardDatabase) -> None:
    assert get_deck("st02") == get_deck("ST02") == builtin_decks()["ST02"]
    path = tmp_path / "mine.txt"
    path.write_text(builtin_decks()["ST04"].to_text(), encoding="utf-8")
    assert get_deck(path, db).entries == builtin_decks()["ST04"].entries
    listing = "built-in decks: " + ", ".join([f"ST0{i}, ST0{i}-BSS" for i in range(1, 8)]
                                             + list(SAMPLE_NAMES + EXAMPLE_NAMES + pool_deck_names()))
    with pytest.raises(DeckError, match=f"unknown deck 'x'; {listing}$"):
        get_deck("x")


def test_get_deck_validates_when_given_a_db(tmp_path: Path, db: CardDatabase) -> None:
    path = tmp_path / "short.txt"
    path.write_text("3 ST01-001\n", encoding="utf-8")
    assert get_deck(path).size == 3
    with pytest.raises(DeckError, match=r"^R2\.1:"):
        get_deck(path, db)


# -- editions: BSS (R18.9, 50-card decks, 4 copies) and the seeds' rulebook 8.0 -----------------------
def test_r18_9_one_card_number_under_two_names_shares_the_limit() -> None:
    """R18.9 (BSS): two names printed with one card number are one card for the copy limit; rulebook 8.0
    counts by name only (R2.2), so there the same deck is legal."""
    first = spirit("B-1", "Front Name")
    alternate = Card(**{**first.__dict__, "id": "B-1A", "name": "Alternate Name", "number": "B-1"})
    cards = [first, alternate] + [spirit(f"F-{i:02d}", f"Filler {i}") for i in range(30)]
    db = CardDatabase(cards)
    deck = Deck("alt", tuple((f"F-{i:02d}", 2) for i in range(24)) + (("B-1", 3), ("B-1A", 2)))  # 53 cards
    validate_deck(deck, db, RuleSet.preset("rulebook-8.0"))
    with pytest.raises(DeckError, match=r"^R18\.9:.*5 copies.*'Alternate Name'.*'Front Name'"):
        validate_deck(deck, db, RuleSet.preset("bss"))
    validate_deck(Deck("ok", deck.entries[:-1] + (("B-1A", 1),)), db, RuleSet.preset("bss"))


def test_presets_differ_as_documented() -> None:
    """docs/RULESET.md: BSS has 50-card decks, 4 copies, R18.9 and R18.1; rulebook 8.0 has 40, 3, neither."""
    bss, book = RuleSet.preset("bss"), RuleSet.preset("rulebook-8.0")
    assert (bss.deck_min_cards, bss.copy_limit, bss.same_number_same_card, bss.zero_bp_destroys) == (50, 4, True, True)
    assert (book.deck_min_cards, book.copy_limit, book.same_number_same_card, book.zero_bp_destroys) == (
        40, 3, False, False)
    assert bss.edition() == "bss" and book.edition() == "rulebook-8.0" and RuleSet().edition() is None
    assert RuleSet.preset("bss", start_life=6).start_life == 6
    with pytest.raises(Exception, match="unknown rules preset"):
        RuleSet.preset("bss-2")


@pytest.mark.parametrize("name", ["ST01", "ST02", "ST03", "ST04", "ST05", "ST06", "ST07"])
def test_builtin_decks_are_legal_under_the_edition_they_are_used_with(db: CardDatabase, name: str) -> None:
    """A built-in name picks its list by edition: 40 cards under rulebook 8.0, 50 under BSS."""
    book = get_deck(name, db, RuleSet.preset("rulebook-8.0"))
    bss = get_deck(name, db, RuleSet.preset("bss"))
    assert (book.size, bss.size) == (40, 50)
    assert max(n for _, n in book.entries) <= 3 and max(n for _, n in bss.entries) <= 4
    with pytest.raises(DeckError, match=r"^R2\.1:"):
        validate_deck(book, db, RuleSet.preset("bss"))
    with pytest.raises(DeckError, match=r"^R2\.2:"):
        validate_deck(bss, db, RuleSet.preset("rulebook-8.0"))
    assert get_deck(name + "-bss", db, RuleSet.preset("bss")) == bss


@pytest.mark.parametrize("name", ["BSS-RED", "BSS-PURPLE", "BSS-GREEN", "BSS-WHITE", "BSS-YELLOW", "BSS-BLUE"])
def test_booster_sample_decks_are_one_colour_and_legal_under_both_editions(db: CardDatabase, name: str) -> None:
    """Each sample is 50 cards of one colour from BSS01-BSS03, at most 3 copies: legal under rulebook 8.0 and
    under BSS (R2, R18.9), and the same list under either."""
    colour = name.split("-")[1].lower()
    for rules in (RuleSet.preset("rulebook-8.0"), RuleSet.preset("bss"), RuleSet()):
        deck = get_deck(name, db, rules)
        assert deck == builtin_decks()[name] and deck.size == 50
    assert max(n for _, n in deck.entries) <= 3
    assert {db[cid].set for cid, _ in deck.entries} <= {"BSS01", "BSS02", "BSS03"}
    assert {tuple(db[cid].colors) for cid, _ in deck.entries} == {(colour,)}
    assert {db[cid].type.name for cid, _ in deck.entries} == {"SPIRIT", "NEXUS", "MAGIC"}
    assert get_deck(name.lower(), db) == deck
