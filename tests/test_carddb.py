"""The card database: converted BSS data, the example Ultimate, the card table and validation."""

from __future__ import annotations

import copy
import importlib.util
import json
from pathlib import Path

import numpy as np
import pytest

from pybs import layout as L
from pybs.carddb import Card, CardDatabase, card_from_dict, load_card_file, load_default
from pybs.errors import CardDataError, UnknownCardError

REPO = Path(__file__).resolve().parent.parent
SOURCE = REPO.parent / "shared" / "cards" / "bss"
RED, PURPLE, GREEN, WHITE, YELLOW, BLUE = (1 << c for c in L.Color)

ARRAY_SPECS = {
    "card_type": (np.uint8, ()),
    "colors": (np.uint8, ()),
    "cost": (np.uint8, ()),
    "reduction": (np.uint8, (L.NUM_COLORS,)),
    "n_symbols": (np.uint8, ()),
    "symbols": (np.uint8, (L.MAX_SYMBOLS,)),
    "n_levels": (np.uint8, ()),
    "level_number": (np.uint8, (L.MAX_LEVELS,)),
    "level_cores": (np.uint8, (L.MAX_LEVELS,)),
    "level_bp": (np.int32, (L.MAX_LEVELS,)),
    "steps": (np.uint8, ()),
    "summon_colors": (np.uint8, ()),
    "families": (np.uint16, (L.MAX_FAMILIES,)),
    "prog_start": (np.int32, ()),
    "prog_len": (np.int32, ()),
    "back_row": (np.int32, ()),  # R16.1
    "front_row": (np.int32, ()),
    "r16_flags": (np.int32, ()),  # R16.3, R16.4
    "brave_bp": (np.int32, ()),  # R12.2
    "brave_two_spirit": (np.int32, ()),  # R12.9
    "mirage_cost": (np.int32, ()),  # R16.5: -1 none
}


@pytest.fixture(scope="module")
def db() -> CardDatabase:
    return load_default()


# -- the shipped data -------------------------------------------------------------------------------
def test_default_db_holds_every_bss_card_and_the_example(db: CardDatabase) -> None:
    examples = [c.id for c in db.cards if c.example]  # issue 9 appends one example set per mechanic
    assert len(db) == 1096 + len(examples)
    assert sum(not c.example for c in db.cards) == 1096
    assert [c.id for c in db.cards if c.token] == [  # R18.8; the pool II tokens (Feast, Mecha Leaf Kindred)
        "TK-MECHA", "TK-ANTMAN", "TK-GOLEM", "TK-SUPSPRITE-S", "TK-SUPSPRITE-M", "TK-SUPSPRITE-L", "TK-MECHA-LEAF"]
    assert examples[0] == "XMPL-U01" and all(i.startswith("XMPL-") for i in examples)
    assert db.sets() == (
        "BSS01", "BSS02", "BSS03", "BSS04", "BSS05", "BSS06", "CB01", "EX01", "EXAMPLES", "L01", "PR",
        "ST01", "ST02", "ST03", "ST04", "ST05", "ST06", "ST07", "TOKENS",
    )
    for s in range(1, 8):
        assert sum(c.set == f"ST0{s}" for c in db.cards) == 16
    assert load_default() is db  # cached


def test_st01_001_stats(db: CardDatabase) -> None:
    card = db["ST01-001"]
    assert card == Card(
        id="ST01-001", name="Nebula Dragon Andromeda", set="ST01", type=L.CardType.SPIRIT, colors=("red",),
        cost=6, reduction=("red", "red", "red"), symbols=("red",), families=("Star Dragon",), rarity="X",
        levels=((1, 1, 4000), (2, 3, 6000), (3, 5, 10000)), timings=frozenset(),
    )


def test_r1_3_multicolor_symbol_stays_one_symbol(db: CardDatabase) -> None:
    card = db["BSS05-012"]
    assert card.colors == ("red", "purple")
    assert card.symbols == ("red/purple",)
    assert card.reduction == ("red", "red", "purple", "purple")


def test_r6_3_nexus_lv1_needs_no_cores(db: CardDatabase) -> None:
    card = db["ST01-012"]
    assert card.type == L.CardType.NEXUS
    assert card.levels == ((1, 0, 0), (2, 2, 0))
    assert all(c.levels[0][:2] == (1, 0) for c in db.cards if c.type == L.CardType.NEXUS)


def test_source_quirks_are_normalized(db: CardDatabase) -> None:
    # "—" reduction means none; "Purple" is lower-cased; "-" and "" families are dropped
    assert db["BSS06-001"].reduction == ()
    assert db["BSS06-001"].symbols == ("red", "red", "red")
    assert db["PR-070"].reduction == ("purple",) * 6
    assert db["BSS06-087"].families == ()
    assert db["ST01-012"].families == ()
    assert db["ST07-001"].families == ("Golem", "Eva-02", "Nerv")
    assert db["ST07-009"].levels == ((1, 1, 1000),)  # a one-level Spirit


def test_r8_4_timings_from_effect_steps_and_burst_keyword(db: CardDatabase) -> None:
    assert db["ST01-015"].timings == {"main", "flash", "burst"}
    assert db["ST01-016"].timings == {"flash", "burst"}
    assert db["BSS01-001"].timings == {"flash"}  # a Spirit with a Flash effect
    assert db["BSS03-116"].timings == {"burst"}  # a Nexus with a Burst
    assert all(c.timings for c in db.cards if c.type == L.CardType.MAGIC)


def test_r14_example_ultimate(db: CardDatabase) -> None:
    card = db["XMPL-U01"]
    assert card.example and card.set == "EXAMPLES"
    assert card.type == L.CardType.ULTIMATE
    assert card.symbols == ("gold",)
    assert card.levels[0][0] == 3  # R6.2: an Ultimate's lowest level is Lv3
    assert card.summon_colors == ("red",)  # R8.2
    assert card.cost == 6 and card.reduction == ("red", "red", "red")


def test_lookups(db: CardDatabase) -> None:
    for row in (0, 17, len(db) - 1):
        card = db.card_at(row)
        assert db.row(card.id) == row and db[card.id] is card
    assert db.cards[0].id == "BSS01-001"  # rows follow sorted set file names
    assert db.row("ST01-002") == db.row("ST01-001") + 1
    assert db.by_name("Nebula Dragon Andromeda") == (db["ST01-001"],)
    assert "ST01-001" in db and "NOPE-1" not in db
    assert db.families[0] == ""
    assert len(set(db.families)) == len(db.families)
    assert db.families[db.family_id("Star Dragon")] == "Star Dragon"


def test_unknown_card_id_is_named(db: CardDatabase) -> None:
    with pytest.raises(UnknownCardError, match="ST99-001"):
        db["ST99-001"]
    with pytest.raises(KeyError):
        db.row("ST99-001")
    with pytest.raises(UnknownCardError, match="9999"):
        db.card_at(9999)
    with pytest.raises(UnknownCardError, match="Nobody"):
        db.by_name("Nobody")


def test_card_to_dict_round_trips(db: CardDatabase) -> None:
    for card in db.cards:
        if not card.back_of:  # a back face is written inside its front's record (R16.1)
            assert card_from_dict(card.to_dict(), card.set) == card


# -- the card table -----------------------------------------------------------------------------------
def test_arrays_shapes_dtypes_and_flags(db: CardDatabase) -> None:
    arrays = db.arrays()
    assert set(arrays) == set(ARRAY_SPECS)
    for key, (dtype, tail) in ARRAY_SPECS.items():
        arr = arrays[key]
        assert arr.dtype == dtype, key
        assert arr.shape == (len(db), *tail), key
        assert arr.flags.c_contiguous and not arr.flags.writeable, key
    with pytest.raises(ValueError):
        arrays["cost"][0] = 1
    again = db.arrays()
    assert all(again[k] is arrays[k] for k in arrays)  # built once


def test_arrays_values(db: CardDatabase) -> None:
    a = db.arrays()
    r = db.row("ST01-001")
    assert a["card_type"][r] == L.CardType.SPIRIT
    assert a["colors"][r] == RED
    assert a["cost"][r] == 6
    assert a["reduction"][r].tolist() == [3, 0, 0, 0, 0, 0]
    assert a["n_symbols"][r] == 1 and a["symbols"][r].tolist() == [RED, 0, 0, 0]
    assert a["n_levels"][r] == 3
    assert a["level_number"][r].tolist() == [1, 2, 3, 0, 0]
    assert a["level_cores"][r].tolist() == [1, 3, 5, 0, 0]
    assert a["level_bp"][r].tolist() == [4000, 6000, 10000, 0, 0]
    assert a["steps"][r] == 0 and a["summon_colors"][r] == 0
    assert [db.families[f] for f in a["families"][r]] == ["Star Dragon", "", "", ""]

    r = db.row("ST07-004")  # reduction of several colors, counted per color
    assert a["reduction"][r].tolist() == [1, 2, 0, 0, 2, 0]

    r = db.row("BSS05-012")  # R1.3: a two-color symbol carries both bits
    assert a["symbols"][r, 0] == RED | PURPLE and a["colors"][r] == RED | PURPLE
    r = db.row("BSS05-064")
    assert a["n_symbols"][r] == 2 and a["symbols"][r].tolist() == [WHITE, GREEN, 0, 0]

    r = db.row("XMPL-U01")  # R7.4: gold only, no color bit
    assert a["card_type"][r] == L.CardType.ULTIMATE
    assert a["symbols"][r, 0] == L.GOLD_BIT
    assert a["summon_colors"][r] == RED
    assert a["level_number"][r].tolist() == [3, 4, 5, 0, 0]

    r = db.row("ST01-015")
    assert a["card_type"][r] == L.CardType.MAGIC and a["n_levels"][r] == 0
    assert a["steps"][r] == L.MagicStep.MAIN | L.MagicStep.FLASH | L.MagicStep.BURST
    assert a["steps"][db.row("ST01-016")] == L.MagicStep.FLASH | L.MagicStep.BURST
    assert not a["prog_start"].any() and not a["prog_len"].any()


def test_arrays_agree_with_every_card(db: CardDatabase) -> None:
    a = db.arrays()
    assert a["cost"].tolist() == [c.cost for c in db.cards]
    assert a["card_type"].tolist() == [int(c.type) for c in db.cards]
    assert a["n_levels"].tolist() == [len(c.levels) for c in db.cards]
    assert a["n_symbols"].tolist() == [len(c.symbols) for c in db.cards]
    assert a["reduction"].sum(axis=1).tolist() == [len(c.reduction) for c in db.cards]
    for r, card in enumerate(db.cards):
        names = [db.families[f] for f in a["families"][r] if f]
        assert names == list(card.families)
        assert a["level_bp"][r, : len(card.levels)].tolist() == [bp for _, _, bp in card.levels]


# -- validation ----------------------------------------------------------------------------------------
GOOD = {
    "id": "TST-001", "name": "Test Dragon", "type": "spirit", "colors": ["red"], "cost": 4,
    "reduction": ["red", "red"], "symbols": ["red"], "families": ["Star Dragon"], "rarity": "C",
    "levels": [[1, 1, 3000], [2, 3, 5000]], "timings": [],
}


def write_cards(path: Path, records: list[dict], set_name: str = "TST", **header: object) -> Path:
    doc = {"format": "pybs-cards", "version": 1, "set": set_name, "cards": records, **header}
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path


def with_fields(**changes: object) -> dict:
    card = copy.deepcopy(GOOD)
    for key, value in changes.items():
        if value is None:
            del card[key]
        else:
            card[key] = value
    return card


def test_good_file_loads(tmp_path: Path) -> None:
    cards = load_card_file(write_cards(tmp_path / "TST.json", [GOOD]))
    assert len(cards) == 1 and cards[0].set == "TST" and cards[0].cost == 4 and not cards[0].example


BAD_CARDS = [
    ("cost", with_fields(cost="x"), "expected an integer 0..20, got 'x'"),
    ("cost", with_fields(cost=21), "0..20"),
    ("cost", with_fields(cost=-1), "0..20"),
    ("cost", with_fields(cost=True), "0..20"),
    ("id", with_fields(id=""), "non-empty"),
    ("id", with_fields(id="TST 001"), "spaces or '#'"),
    ("name", with_fields(name=None), "missing required field"),
    ("colour", with_fields(colour=["red"]), "unknown field"),
    ("type", with_fields(type="trap"), "spirit, ultimate, brave, nexus, magic"),
    ("colors", with_fields(colors=["pink"]), "unknown color 'pink'"),
    ("colors", with_fields(colors=[]), "distinct colors"),
    ("colors", with_fields(colors=["red", "red"]), "distinct colors"),
    ("colors", with_fields(colors="red"), "list of strings"),
    ("reduction", with_fields(reduction=["Red"]), "unknown color 'Red'"),
    ("reduction", with_fields(reduction=["red"] * 9), "at most 8"),
    ("symbols", with_fields(symbols=["red/pink"]), "bad symbol"),
    ("symbols", with_fields(symbols=["red"] * (L.MAX_SYMBOLS + 1)), f"at most {L.MAX_SYMBOLS}"),
    ("families", with_fields(families=["A", "B", "C", "D", "E"]), f"at most {L.MAX_FAMILIES}"),
    ("families", with_fields(families=[""]), "non-empty"),
    ("rarity", with_fields(rarity=""), "non-empty"),
    ("timings", with_fields(timings=["attack"]), "'attack'"),
    ("example", with_fields(example="yes"), "true or false"),
    ("summon_colors", with_fields(summon_colors=["gold"]), "unknown color"),
    ("levels", with_fields(levels=[[1, 1, 1000]] * 6), f"at most {L.MAX_LEVELS}"),
    ("levels", with_fields(levels=[[1, 1, 1000], [1, 2, 2000]]), "strictly increase"),
    ("levels", with_fields(levels=[[1, 3, 1000], [2, 2, 2000]]), "must not decrease"),
    ("levels", with_fields(levels=[[1, 51, 1000]]), "0..50"),
    ("levels", with_fields(levels=[[1, 1, 100001]]), "0..100000"),
    ("levels", with_fields(levels=[[1, 1]]), "[level, cores, bp]"),
    ("levels", with_fields(levels=[]), "lowest being Lv1"),
    ("levels", with_fields(levels=[[2, 1, 3000]]), "lowest being Lv1"),
    ("levels", with_fields(type="brave", levels=[[2, 1, 3000]]), "lowest being Lv1"),
    ("levels", with_fields(type="ultimate", symbols=["gold"], levels=[[1, 1, 3000]]), "R6.2"),
    ("levels", with_fields(type="nexus", levels=[[1, 1, 0]]), "R6.3"),
    ("levels", with_fields(type="magic", symbols=[]), "no levels"),
]


@pytest.mark.parametrize(("field", "card", "problem"), BAD_CARDS, ids=[f"{f}-{i}" for i, (f, _, _) in
                                                                       enumerate(BAD_CARDS)])
def test_bad_card_field_is_named(tmp_path: Path, field: str, card: dict, problem: str) -> None:
    path = write_cards(tmp_path / "TST.json", [GOOD | {"id": "TST-000"}, card])
    with pytest.raises(CardDataError) as info:
        load_card_file(path)
    message = str(info.value)
    card_name = card.get("id") or "#1"
    assert message.startswith(f"TST.json: card {card_name}: field {field!r}: "), message
    assert problem in message


def test_error_message_format_matches_the_documented_example(tmp_path: Path) -> None:
    path = write_cards(tmp_path / "ST01.json", [with_fields(id="ST01-001", cost="x")], set_name="ST01")
    with pytest.raises(CardDataError) as info:
        load_card_file(path)
    assert str(info.value) == "ST01.json: card ST01-001: field 'cost': expected an integer 0..20, got 'x'"


def test_valid_special_types_load(tmp_path: Path) -> None:
    """R6.2/R6.3: an Ultimate from Lv3, a Nexus with a 0-core Lv1, a Magic without levels, a Brave."""
    cards = [
        with_fields(id="U", type="ultimate", symbols=["gold"], levels=[[3, 1, 7000]], summon_colors=["red"]),
        with_fields(id="N", type="nexus", families=[], levels=[[1, 0, 0], [2, 2, 0]]),
        with_fields(id="M", type="magic", symbols=[], families=[], levels=[], timings=["main", "burst"]),
        with_fields(id="B", type="brave"),
    ]
    loaded = load_card_file(write_cards(tmp_path / "TST.json", cards))
    T = L.CardType
    assert [c.type for c in loaded] == [T.ULTIMATE, T.NEXUS, T.MAGIC, T.BRAVE]


@pytest.mark.parametrize(
    ("header", "problem"),
    [
        ({"format": "other"}, "field 'format'"),
        ({"version": 2}, "field 'version'"),
        ({"set": ""}, "field 'set'"),
        ({"cards": {}}, "field 'cards'"),
    ],
)
def test_bad_header_is_named(tmp_path: Path, header: dict, problem: str) -> None:
    path = write_cards(tmp_path / "TST.json", [GOOD], **header)
    with pytest.raises(CardDataError, match=f"^TST.json: {problem}"):
        load_card_file(path)


def test_invalid_json_and_unreadable_file(tmp_path: Path) -> None:
    bad = tmp_path / "BAD.json"
    bad.write_text('{"format": "pybs-cards", ', encoding="utf-8")
    with pytest.raises(CardDataError, match="^BAD.json: invalid JSON"):
        load_card_file(bad)
    with pytest.raises(CardDataError, match="^MISSING.json: cannot read"):
        load_card_file(tmp_path / "MISSING.json")


def test_duplicate_ids_within_and_across_files(tmp_path: Path) -> None:
    with pytest.raises(CardDataError, match="TST.json: card TST-001: field 'id': duplicate"):
        load_card_file(write_cards(tmp_path / "TST.json", [GOOD, GOOD]))
    a = write_cards(tmp_path / "A.json", [GOOD], set_name="A")
    b = write_cards(tmp_path / "B.json", [GOOD], set_name="B")
    with pytest.raises(CardDataError, match="B.json: card TST-001: field 'id': duplicate id, also in A.json"):
        CardDatabase.from_files([b, a])
    with pytest.raises(CardDataError, match="TST-001"):
        CardDatabase(load_card_file(a) + load_card_file(b))


def test_from_files_orders_rows_by_file_name(tmp_path: Path) -> None:
    b_cards = [with_fields(id="B-1"), with_fields(id="B-2", families=["Zeta"])]
    b = write_cards(tmp_path / "B.json", b_cards, "B")
    a = write_cards(tmp_path / "A.json", [with_fields(id="A-1", families=["Alpha", "Star Dragon"])], "A")
    db1 = CardDatabase.from_files([b, a])
    db2 = CardDatabase.from_files([a, b])
    assert [c.id for c in db1.cards] == [c.id for c in db2.cards] == ["A-1", "B-1", "B-2"]
    assert db1.sets() == ("A", "B")
    assert db1.families == ("", "Alpha", "Star Dragon", "Zeta")
    assert db1.arrays()["families"][0].tolist() == [1, 2, 0, 0]
    assert np.array_equal(db1.arrays()["families"], db2.arrays()["families"])


# -- the converter ----------------------------------------------------------------------------------------
def _converter():
    spec = importlib.util.spec_from_file_location("convert_bss", REPO / "scripts" / "convert_bss.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.skipif(not SOURCE.is_dir(), reason="source card data not present")
def test_converter_output_matches_the_shipped_files(tmp_path: Path) -> None:
    counts = _converter().convert(SOURCE, tmp_path)
    assert sum(counts.values()) == 1096  # 1089 printed cards and 7 tokens (R18.8)
    for out in sorted(tmp_path.glob("*.json")):
        shipped = REPO / "pybs" / "data" / "cards" / out.name
        assert out.read_text(encoding="utf-8") == shipped.read_text(encoding="utf-8"), out.name


@pytest.mark.skipif(not SOURCE.is_dir(), reason="source card data not present")
def test_no_effect_text_is_copied() -> None:
    folder = REPO / "pybs" / "data" / "cards"
    shipped = "".join(p.read_text(encoding="utf-8") for p in folder.glob("*.json"))
    details = {
        effect["details"]
        for path in SOURCE.glob("*.json") if path.name != "keywords.json"
        for card in json.loads(path.read_text(encoding="utf-8"))
        for effect in card["effects"]
        if len(effect["details"]) > 20
    }
    assert details and not [d for d in details if d in shipped]
    assert "details" not in shipped and "description" not in shipped


def test_hostile_card_files_give_typed_errors(tmp_path: Path) -> None:
    """Issue 19.9: deep nesting and huge integers are CardDataError, never RecursionError or ValueError."""
    deep = tmp_path / "DEEP.json"
    deep.write_text("[" * 200_000 + "]" * 200_000, encoding="utf-8")
    with pytest.raises(CardDataError, match="^DEEP.json: .*nested too deeply"):
        load_card_file(deep)
    huge = tmp_path / "HUGE.json"
    huge.write_text(json.dumps({"format": "pybs-cards", "version": 1, "set": "TST", "cards": []})
                    .replace('"version": 1', '"version": ' + "9" * 5000), encoding="utf-8")
    with pytest.raises(CardDataError, match="^HUGE.json: .*number too large"):
        load_card_file(huge)


def test_too_many_families_is_named_not_wrapped() -> None:
    """Issue 19.9: family ids are uint16; past 65,535 names the database refuses, naming the field."""
    cards = [card_from_dict(with_fields(id=f"TST-{i:03d}", families=[f"F{i}-{k}" for k in range(L.MAX_FAMILIES)]),
                            "TST") for i in range(65_536 // L.MAX_FAMILIES + 1)]
    with pytest.raises(CardDataError, match="field 'families'"):
        CardDatabase(cards)


def test_a_back_id_record_cannot_replace_a_real_back_face(tmp_path: Path) -> None:
    """Issue 19.9 / R16.1: a record 'X/back' is refused, so it never silently replaces X's back face."""
    with pytest.raises(CardDataError, match="TST-001/back.*field 'id'.*Rebirth back faces"):
        load_card_file(write_cards(tmp_path / "TST.json", [with_fields(id="TST-001/back")]))
