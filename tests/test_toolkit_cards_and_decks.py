"""The deck builder's lookups (issue 20): ``cards show`` (script status, where the script lives, our own
paraphrase, never the printed text), ``cards list`` filters, ``--cards`` on every command reading cards, deck
lines with ``4x`` and card names, nearest-id suggestions and the edition hint (R2.1, R2.2, R18.9)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from test_cardsets import SCRIPT_HEAD, _card, _write_set

from pybs.carddb import load_default
from pybs.cardinfo import card_filter, script_status
from pybs.cli import main
from pybs.decks import builtin_decks, parse_deck, validate_deck
from pybs.errors import DeckError, UnknownCardError
from pybs.rules import RuleSet

CARD_DATA = Path("/work/shared/cards/bss")


def run(capsys, *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def unscripted_set(folder: Path) -> tuple[str, str]:
    """A user card set whose card MY-002 has no script (every built-in card has one); (card id, set path)."""
    _write_set(folder, [_card("MY-001"), _card("MY-002")], SCRIPT_HEAD + 'vanilla("MY-001")\n')
    return "MY-002", str(folder)


def test_cards_show_scripted_card(capsys):
    code, out, _ = run(capsys, "cards", "show", "ST01-001")
    assert code == 0
    assert out.splitlines()[0] == "ST01-001  Nebula Dragon Andromeda"
    assert "Lv3  5 cores  10,000 BP" in out and "keywords: confront (Lv3)" in out
    assert "script: scripted: its effects are played" in out
    assert "script lives in: pybs.scripts.st01.nebula_dragon_andromeda" in out
    assert "what it does (our paraphrase, not the printed text):" in out
    info = json.loads(run(capsys, "cards", "show", "ST01-001", "--json")[1])
    assert info["cost"] == 6 and info["script_status"] == "scripted"
    assert info["script"]["function"] == "nebula_dragon_andromeda" and info["script"]["file"].endswith("st01.py")
    assert info["paraphrase"].startswith("On summon") and info["keywords"] == [
        {"keyword": "confront", "number": 0, "levels": [3]}]


def test_cards_show_vanilla_and_unscripted_cards(capsys, tmp_path):
    code, out, _ = run(capsys, "cards", "show", "ST01-004")
    assert code == 0 and "vanilla by design: it prints no effect text" in out
    assert "script lives in: pybs.scripts.st01.vanilla" in out and "paraphrase" not in out
    card_id, cards = unscripted_set(tmp_path / "set")
    code, out, _ = run(capsys, "cards", "show", card_id, "--cards", cards)
    assert code == 0 and "unscripted: it prints effects that are not played yet" in out
    assert "script lives in" not in out
    assert json.loads(run(capsys, "cards", "show", card_id, "--json", "--cards", cards)[1])["script"] is None
    code, _, err = run(capsys, "cards", "show", "NOPE-1")
    assert code == 2 and "unknown card id 'NOPE-1'" in err


@pytest.mark.skipif(not CARD_DATA.is_dir(), reason="needs the printed card data")
def test_cards_show_never_prints_the_publishers_text(capsys):
    """The paraphrase is ours: no printed effect text of the card appears in the output."""
    records = {rec.get("ID"): rec for rec in json.loads((CARD_DATA / "BSS01.json").read_text())}
    for card_id in ("BSS01-009", "BSS01-014"):
        _, out, _ = run(capsys, "cards", "show", card_id)
        paraphrase = out.split("not the printed text):", 1)[1].strip()
        printed = json.dumps(records[card_id]["effects"])
        assert paraphrase and paraphrase not in printed
        words = paraphrase.split()
        # no run of eight words of the printed text
        assert not any(" ".join(words[i:i + 8]) in printed for i in range(max(1, len(words) - 7)))


def test_cards_list_filters(capsys):
    db = load_default()
    hits = card_filter(db, sets=["ST01"], types=["magic"])
    assert [c.id for c in hits] == ["ST01-014", "ST01-015", "ST01-016"]
    hits = card_filter(db, colours=["purple"], cost=(7, 20), sets=["BSS01"])
    assert hits and all("purple" in c.colors and c.cost >= 7 and c.set == "BSS01" for c in hits)
    hits = card_filter(db, family="star dragon", sets=["ST01"])
    assert hits and all(any("Star Dragon" in f for f in c.families) for c in hits)
    confronts = [c.id for c in card_filter(db, sets=["ST01"], keyword="confront")]
    assert "ST01-001" in confronts and "ST01-004" not in confronts
    vanilla = card_filter(db, sets=["ST01"], status="vanilla")
    assert [c.id for c in vanilla] == ["ST01-004", "ST01-005", "ST01-011"]
    assert card_filter(db, sets=["ST01"], status="no") == []
    # the "no" filter returns exactly the cards that still play vanilla although they print effects
    unscripted = {c.id for c in card_filter(db, status="no")}
    assert unscripted == {c.id for c in card_filter(db) if script_status(db, c.id) == "unscripted"}
    assert "ST01-001" not in unscripted and len(card_filter(db, status="no")) < len(card_filter(db))
    code, out, err = run(capsys, "cards", "list", "--set", "ST01", "--type", "magic", "--cost", "3..4")
    assert code == 0 and out.splitlines() == [
        "ST01-014  Charged Draw  (magic, red, cost 4, scripted)",
        "ST01-015  Landmine  (magic, red, cost 3, scripted)",
        "ST01-016  Fire Wall  (magic, red, cost 4, scripted)"] and "3 cards" in err
    code, out, _ = run(capsys, "cards", "list", "--set", "ST01", "--scripted", "vanilla", "--json")
    assert code == 0 and [c["id"] for c in json.loads(out)] == ["ST01-004", "ST01-005", "ST01-011"]
    for argv, message in ((("--cost", "x"), "--cost: expected N or LOW..HIGH"),
                          (("--colour", "pink"), "--colour: unknown colour 'pink'"),
                          (("--set", "ZZ9"), "--set: unknown set 'ZZ9'"),
                          (("--keyword", "flying"), "--keyword: unknown keyword 'flying'")):
        code, _, err = run(capsys, "cards", "list", *argv)
        assert code == 2 and message in err


def test_cards_option_on_card_reading_commands(tmp_path, capsys):
    card_set = tmp_path / "homebrew"
    card_set.mkdir()
    record = {**load_default()["ST01-004"].to_dict(), "id": "HB-001", "name": "Homebrew Raineedle"}
    (card_set / "cards.json").write_text(json.dumps({"format": "pybs-cards", "version": 1, "set": "HB",
                                                     "cards": [record]}))
    code, out, _ = run(capsys, "cards", "search", "homebrew", "--cards", str(card_set))
    assert code == 0 and "HB-001" in out
    code, out, _ = run(capsys, "cards", "list", "--set", "HB", "--cards", str(card_set))
    assert code == 0 and out.startswith("HB-001  Homebrew Raineedle")
    code, out, _ = run(capsys, "cards", "show", "HB-001", "--cards", str(card_set))
    assert code == 0 and "unscripted" in out
    deck = tmp_path / "hb.txt"
    deck.write_text(builtin_decks()["ST01"].to_text().replace("3 ST01-004", "3 Homebrew Raineedle"))
    code, _, _ = run(capsys, "decks", "validate", str(deck), "--cards", str(card_set))
    assert code == 0
    code, out, _ = run(capsys, "arena", "--agents", "random,greedy", "--decks", f"ST02,{deck}", "--games", "1",
                       "--cards", str(card_set), "--json", "--quiet")
    assert code == 0 and json.loads(out)["games"] > 0


def test_deck_lines_with_x_counts_and_card_names():
    deck = parse_deck("4x ST01-004\n3 raineedle\n2X Nebula Dragon Andromeda  # by name\n1 ST01-009\n")
    assert deck.entries == (("ST01-004", 7), ("ST01-001", 2), ("ST01-009", 1))
    with pytest.raises(DeckError, match=r"line 1: expected 'COUNT CARD-ID' or 'COUNT CARD NAME', got "
                                        r"'Nebula Dragon Andromedx': unknown card .*did you mean ST01-001 "
                                        r"\(Nebula Dragon Andromeda\)"):
        parse_deck("3 Nebula Dragon Andromedx\n")
    with pytest.raises(UnknownCardError, match="unknown card id 'ST01-0011'; did you mean .*ST01-001"):
        validate_deck(parse_deck("3 ST01-0011\n"))


def test_names_printed_on_several_numbers_need_the_id():
    """R2.2 counts a name on several card numbers as one card, but a deck line must say which printing."""
    import dataclasses

    from pybs.carddb import CardDatabase

    base = load_default()
    reprint = dataclasses.replace(base["ST01-004"], id="ZZ-001", set="ZZ")
    db = CardDatabase([*base.cards, reprint])
    with pytest.raises(DeckError, match=r"the name 'Raineedle' is printed on several cards \(ST01-004, ZZ-001\)"):
        parse_deck("1 Raineedle\n", db=db)
    assert parse_deck("1 ZZ-001\n", db=db).entries == (("ZZ-001", 1),)


def test_edition_hint_for_a_deck_of_another_edition(tmp_path, capsys):
    """A 50-card list with 4 copies (R18.9 BSS rules) under the default 3-copy rule names the bss edition."""
    bss_list = builtin_decks()["ST01-BSS"]
    with pytest.raises(DeckError, match=r"R2.2: .*it fits the 'bss' edition's deck rules \(50\+ cards, at most 4 "
                                        r"copies\): use --rules bss"):
        validate_deck(bss_list)
    validate_deck(bss_list, rules=RuleSet.preset("bss"))  # legal there
    with pytest.raises(DeckError) as info:
        validate_deck(parse_deck("3 ST01-004\n"))  # too small for every edition: no hint
    assert "edition" not in str(info.value)
    path = tmp_path / "st01-bss.txt"
    path.write_text(bss_list.to_text())
    code, _, err = run(capsys, "simulate", "--deck-a", str(path), "--games", "1")
    assert code == 2 and "use --rules bss" in err
    code, out, _ = run(capsys, "simulate", "--deck-a", str(path), "--rules", "bss", "--games", "2", "--backend",
                       "inline", "--json")
    assert code == 0 and json.loads(out)["deck_lists"][0]["size"] == 50
