"""The card database: validated card files in, a read-only struct-of-arrays card table out.

Card files (``pybs/data/cards/<SET>.json``) hold facts only: stats, colors, symbols, families,
levels and the timings a card's effects use. ``scripts/convert_bss.py`` writes them from the
Battle Spirits Saga data. A file looks like::

    {"format": "pybs-cards", "version": 1, "set": "ST01", "cards": [
      {"id": "ST01-001", "name": "...", "type": "spirit", "colors": ["red"], "cost": 6,
       "reduction": ["red", "red", "red"], "symbols": ["red"], "families": ["Star Dragon"],
       "rarity": "X", "levels": [[1, 1, 4000], [2, 3, 6000], [3, 5, 10000]], "timings": []}]}

Optional card fields: ``summon_colors`` (R8.2, Ultimates), ``example`` (a hand-written
example card, not a printed one), ``token`` (R18.8: a token Spirit effects create, never in a deck)
``source`` (where a record's facts come from, when not the card data itself), ``brave_bp`` (R12.2,
Braves only: the "when braved" BP+) and ``two_spirit`` (R12.9, Braves only; docs/CARDSETS.md).
"""

from __future__ import annotations

import functools
import json
import os
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

import numpy as np

from . import layout as L
from .errors import CardDataError, UnknownCardError

FORMAT = "pybs-cards"
VERSION = 1

TYPE_NAMES = {
    "spirit": L.CardType.SPIRIT,
    "ultimate": L.CardType.ULTIMATE,
    "brave": L.CardType.BRAVE,
    "nexus": L.CardType.NEXUS,
    "magic": L.CardType.MAGIC,
}
TIMING_BITS = {"main": L.MagicStep.MAIN, "flash": L.MagicStep.FLASH, "burst": L.MagicStep.BURST}
COLOR_BITS = {name: 1 << i for i, name in enumerate(L.COLOR_NAMES)}
GOLD = "gold"

MAX_COST = 20
MAX_REDUCTION = 8
MAX_LEVEL_NUMBER = 20
MAX_LEVEL_CORES = 50
MAX_BP = 100_000
MAX_ROWS = np.iinfo(np.uint16).max + 1  # card_ids in the state are uint16
MAX_FAMILY_IDS = np.iinfo(np.uint16).max + 1  # family ids in the card table are uint16; id 0 is "no family"

_REQUIRED = ("id", "name", "type", "colors", "cost", "reduction", "symbols", "families", "rarity", "levels",
             "timings")
_OPTIONAL = ("summon_colors", "example", "number", "token", "source", "back", "contract", "grandwalker")
_OPTIONAL += ("advent", "advent_hand_side")  # R15 (docs/CARDSETS.md "Advent")
_OPTIONAL += ("brave_bp", "two_spirit")  # R12 (docs/CARDSETS.md)
_OPTIONAL += ("mirage_cost",)  # R16.5 (docs/CARDSETS.md "Mirage")
_OPTIONAL += ("accel_cost",)  # R16.6 (docs/CARDSETS.md "Accel")
BACK_SUFFIX = "/back"  # a Rebirth card's back face is the row "<front id>/back" (R16.1)
_BACK_FIELDS = ("name", "type", "colors", "symbols", "families", "levels", "timings")


@dataclass(frozen=True)
class Card:
    """One card's facts. ``levels`` rows are ``(level, cores, bp)``, lowest level first."""

    id: str
    name: str
    set: str
    type: L.CardType
    colors: tuple[str, ...]
    cost: int
    reduction: tuple[str, ...]
    symbols: tuple[str, ...]
    families: tuple[str, ...]
    rarity: str
    levels: tuple[tuple[int, int, int], ...]
    timings: frozenset[str]
    summon_colors: tuple[str, ...] = ()
    example: bool = False
    number: str = ""  # printed card number when it differs from the id (alternate names, R18.9)
    token: bool = False  # R18.8: created by effects, never in a deck, removed from the game when it leaves
    source: str = ""  # where the record's facts come from, when not the card data itself (tokens)
    advent: bool = False  # R15: the card has Advent (its condition and timing are in its script)
    advent_hand_side: bool = False  # CN Q27: its Advent text also lets it Advent from the hand-side
    back: Card | None = None  # R16.1: a Rebirth card's back face (its own table row, id "<id>/back")
    back_of: str = ""  # on a back face: the id of its front face (never in a deck)
    contract: bool = False  # R16.3: a contract card (one kind per deck, may start in hand)
    grandwalker: bool = False  # R16.4: a Grandwalker Nexus (only effects naming Grandwalkers affect it)
    brave_bp: int = 0  # R12.2: a Brave's "when braved" BP+ (its fusion condition is in its script)
    two_spirit: bool = False  # R12.9: a two-spirit Brave, fusing with up to two Spirits (left and right)
    mirage_cost: int | None = None  # R16.5: the printed Mirage cost; None: the card is no Mirage
    accel_cost: int | None = None  # R16.6: the printed Accel cost (its effect and timing are in its script)

    @property
    def card_number(self) -> str:
        """The printed card number: ``number`` if the record gives one, else the id."""
        return self.number or self.id

    def to_dict(self) -> dict[str, Any]:
        """The card as a card-file record (the inverse of ``card_from_dict``)."""
        out: dict[str, Any] = {
            "id": self.id,
            "name": self.name,
            "type": self.type.name.lower(),
            "colors": list(self.colors),
            "cost": self.cost,
            "reduction": list(self.reduction),
            "symbols": list(self.symbols),
            "families": list(self.families),
            "rarity": self.rarity,
            "levels": [list(row) for row in self.levels],
            "timings": sorted(self.timings),
        }
        if self.summon_colors:
            out["summon_colors"] = list(self.summon_colors)
        if self.number:
            out["number"] = self.number
        if self.example:
            out["example"] = True
        if self.token:
            out["token"] = True
        if self.source:
            out["source"] = self.source
        for flag in ("advent", "advent_hand_side", "contract", "grandwalker", "two_spirit"):  # issue 9 marks
            if getattr(self, flag):
                out[flag] = True
        if self.back is not None:
            back = self.back.to_dict()
            out["back"] = {key: back[key] for key in _BACK_FIELDS}
        if self.brave_bp:
            out["brave_bp"] = self.brave_bp
        if self.mirage_cost is not None:
            out["mirage_cost"] = self.mirage_cost
        if self.accel_cost is not None:
            out["accel_cost"] = self.accel_cost
        return out


# -- validation ---------------------------------------------------------------------------------
class _Checker:
    """Builds CardDataErrors that name the file, the card and the field."""

    def __init__(self, source: str, card_id: str) -> None:
        self.source = source
        self.card_id = card_id

    def flag(self, data: dict, name: str) -> bool:
        """The optional true/false field ``name`` of ``data`` (false when absent)."""
        value = data.get(name, False)
        if type(value) is not bool:
            raise self.fail(name, f"expected true or false, got {value!r}")
        return value

    def fail(self, field: str, problem: str) -> CardDataError:
        return CardDataError(f"{self.source}: card {self.card_id}: field {field!r}: {problem}")

    def int_in(self, value: Any, field: str, lo: int, hi: int) -> int:
        if type(value) is not int or not lo <= value <= hi:
            raise self.fail(field, f"expected an integer {lo}..{hi}, got {value!r}")
        return value

    def text(self, value: Any, field: str) -> str:
        if not isinstance(value, str) or not value.strip():
            raise self.fail(field, f"expected a non-empty string, got {value!r}")
        return value

    def str_list(self, value: Any, field: str, max_len: int) -> list[str]:
        if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
            raise self.fail(field, f"expected a list of strings, got {value!r}")
        if len(value) > max_len:
            raise self.fail(field, f"at most {max_len} entries allowed, got {len(value)}")
        return value

    def colors(self, value: Any, field: str, max_len: int) -> tuple[str, ...]:
        names = self.str_list(value, field, max_len)
        for name in names:
            if name not in COLOR_BITS:
                raise self.fail(field, f"unknown color {name!r}; colors are {', '.join(L.COLOR_NAMES)}")
        return tuple(names)


def _check_symbol(chk: _Checker, symbol: str) -> str:
    if symbol == GOLD:
        return symbol
    parts = symbol.split("/")
    if any(p not in COLOR_BITS for p in parts) or len(set(parts)) != len(parts):
        raise chk.fail("symbols", f"bad symbol {symbol!r}: expected 'gold' or colors joined by '/'")
    return symbol


def _check_levels(chk: _Checker, value: Any, kind: L.CardType) -> tuple[tuple[int, int, int], ...]:
    if not isinstance(value, list):
        raise chk.fail("levels", f"expected a list of [level, cores, bp] rows, got {value!r}")
    if len(value) > L.MAX_LEVELS:
        raise chk.fail("levels", f"at most {L.MAX_LEVELS} level rows allowed, got {len(value)}")
    rows: list[tuple[int, int, int]] = []
    for row in value:
        if not isinstance(row, list) or len(row) != 3:
            raise chk.fail("levels", f"expected a [level, cores, bp] row, got {row!r}")
        level = chk.int_in(row[0], "levels", 1, MAX_LEVEL_NUMBER)
        cores = chk.int_in(row[1], "levels", 0, MAX_LEVEL_CORES)
        bp = chk.int_in(row[2], "levels", 0, MAX_BP)
        if rows and level <= rows[-1][0]:
            raise chk.fail("levels", f"level numbers must strictly increase, got Lv{rows[-1][0]}, Lv{level}")
        if rows and cores < rows[-1][1]:
            raise chk.fail("levels", f"core requirements must not decrease, got {rows[-1][1]} then {cores}")
        rows.append((level, cores, bp))
    if kind == L.CardType.MAGIC:
        if rows:
            raise chk.fail("levels", "a magic card has no levels")
    elif kind == L.CardType.ULTIMATE:
        if not rows or rows[0][0] != 3:
            raise chk.fail("levels", "R6.2: an Ultimate's lowest level must be Lv3")
    else:
        if not rows or rows[0][0] != 1:
            raise chk.fail("levels", f"a {kind.name.lower()} needs at least one level, the lowest being Lv1")
        if kind == L.CardType.NEXUS and rows[0][1] != 0:
            raise chk.fail("levels", f"R6.3: a Nexus's Lv1 needs 0 cores, got {rows[0][1]}")
    return tuple(rows)


ULTIMATE_LEVELS = (3, 5)  # an Ultimate's printed levels run Lv3..Lv5 (R6.2, R14.2; CN 3 "【Lv3-Lv4-Lv5】")


def _check_ultimate(chk: _Checker, kind: L.CardType, symbols: tuple[str, ...],
                    levels: tuple[tuple[int, int, int], ...], summon_colors: tuple[str, ...]) -> None:
    """R14.2: an Ultimate's levels are Lv3..Lv5 and its symbols gold; gold symbols and a summon condition
    belong to Ultimates only (R1.3, R8.2)."""
    ultimate = kind == L.CardType.ULTIMATE
    if ultimate and any(not ULTIMATE_LEVELS[0] <= lv <= ULTIMATE_LEVELS[1] for lv, _, _ in levels):
        raise chk.fail("levels", f"R14.2: an Ultimate's levels are Lv3..Lv5, got {[lv for lv, _, _ in levels]}")
    if ultimate and any(s != GOLD for s in symbols):
        raise chk.fail("symbols", f"R14.2: an Ultimate's symbols are gold, got {list(symbols)!r}")
    if not ultimate and GOLD in symbols:
        raise chk.fail("symbols", f"R1.3: a gold symbol is an Ultimate's, not a {kind.name.lower()}'s")
    if not ultimate and summon_colors:
        raise chk.fail("summon_colors", f"R8.2: only an Ultimate has a summon condition, not a {kind.name.lower()}")


def card_from_dict(data: Any, set_name: str, source: str = "<card>", index: int = 0) -> Card:
    """Validate one card-file record and return its Card.

    Raises CardDataError naming ``source``, the card id and the field.
    """
    if not isinstance(data, dict):
        raise CardDataError(f"{source}: card #{index}: expected an object, got {type(data).__name__}")
    raw_id = data.get("id")
    chk = _Checker(source, raw_id if isinstance(raw_id, str) and raw_id else f"#{index}")
    for key in _REQUIRED:
        if key not in data:
            raise chk.fail(key, "missing required field")
    unknown = sorted(set(data) - set(_REQUIRED) - set(_OPTIONAL))
    if unknown:
        raise chk.fail(unknown[0], "unknown field")
    card_id = chk.text(data["id"], "id")
    if card_id != card_id.strip() or any(ch.isspace() or ch == "#" for ch in card_id):
        # deck lists are "COUNT CARD-ID  # comment", so an id can hold neither
        raise chk.fail("id", f"an id may not contain spaces or '#', got {card_id!r}")
    type_name = data["type"]
    if type_name not in TYPE_NAMES:
        raise chk.fail("type", f"expected one of {', '.join(TYPE_NAMES)}, got {type_name!r}")
    kind = TYPE_NAMES[type_name]
    colors = chk.colors(data["colors"], "colors", L.NUM_COLORS)
    if not colors or len(set(colors)) != len(colors):
        raise chk.fail("colors", f"expected 1..{L.NUM_COLORS} distinct colors, got {list(colors)!r}")
    symbols = tuple(_check_symbol(chk, s) for s in chk.str_list(data["symbols"], "symbols", L.MAX_SYMBOLS))
    families = tuple(chk.str_list(data["families"], "families", L.MAX_FAMILIES))
    for fam in families:
        chk.text(fam, "families")
    timings = chk.str_list(data["timings"], "timings", len(TIMING_BITS))
    for t in timings:
        if t not in TIMING_BITS:
            raise chk.fail("timings", f"expected timings among {', '.join(TIMING_BITS)}, got {t!r}")
    example = data.get("example", False)
    if type(example) is not bool:
        raise chk.fail("example", f"expected true or false, got {example!r}")
    token = data.get("token", False)
    if type(token) is not bool:
        raise chk.fail("token", f"expected true or false, got {token!r}")
    if token and kind != L.CardType.SPIRIT:
        raise chk.fail("token", "a token is a Spirit (R18.8)")
    summon_colors = chk.colors(data.get("summon_colors", []), "summon_colors", L.NUM_COLORS)
    _check_ultimate(chk, kind, symbols, _check_levels(chk, data["levels"], kind), summon_colors)
    return Card(
        id=card_id,
        name=chk.text(data["name"], "name"),
        set=set_name,
        type=kind,
        colors=colors,
        cost=chk.int_in(data["cost"], "cost", 0, MAX_COST),
        reduction=chk.colors(data["reduction"], "reduction", MAX_REDUCTION),
        symbols=symbols,
        families=families,
        rarity=chk.text(data["rarity"], "rarity"),
        levels=_check_levels(chk, data["levels"], kind),
        timings=frozenset(timings),
        summon_colors=summon_colors,
        example=example,
        number=chk.text(data["number"], "number") if "number" in data else "",
        token=token,
        source=chk.text(data["source"], "source") if "source" in data else "",
        **_check_advent(chk, data, kind),
        **_check_r16(chk, data, kind, card_id, set_name),
        brave_bp=_check_brave(chk, data, kind),
        two_spirit=_check_two_spirit(chk, data, kind),
        mirage_cost=_check_mirage(chk, data),
        accel_cost=_check_accel(chk, data, kind),
    )


def _check_accel(chk: _Checker, data: dict[str, Any], kind: L.CardType) -> int | None:
    """R16.6: ``accel_cost`` is the printed Accel cost (0..MAX_COST) of a permanent card (not a Magic)."""
    if "accel_cost" not in data:
        return None
    if kind == L.CardType.MAGIC:
        raise chk.fail("accel_cost", "only a permanent card (Spirit, Nexus...) has Accel (R16.6)")
    return chk.int_in(data["accel_cost"], "accel_cost", 0, MAX_COST)


def _check_advent(chk: _Checker, data: dict, kind: L.CardType) -> dict[str, bool]:
    """The Advent fields (R15): booleans; only a Spirit or Ultimate has Advent, and only a card with
    Advent can allow it from the hand-side (CN Q27)."""
    out = {name: chk.flag(data, name) for name in ("advent", "advent_hand_side")}
    if out["advent"] and kind not in (L.CardType.SPIRIT, L.CardType.ULTIMATE):
        raise chk.fail("advent", "only a Spirit or an Ultimate has Advent (R15.1)")
    if out["advent_hand_side"] and not out["advent"]:
        raise chk.fail("advent_hand_side", "needs advent: true (CN Q27)")
    return out


def _check_r16(chk: _Checker, data: dict, kind: L.CardType, card_id: str, set_name: str) -> dict[str, Any]:
    """The R16 fields: a Rebirth back face, the contract and Grandwalker marks (CardDataError names the field)."""
    out: dict[str, Any] = {flag: chk.flag(data, flag) for flag in ("contract", "grandwalker")}
    if out["grandwalker"] and kind != L.CardType.NEXUS:
        raise chk.fail("grandwalker", "R16.4: a Grandwalker is a Nexus")
    if data.get("token", False) and (out["contract"] or "back" in data):
        raise chk.fail("token", "a token has no back face and is no contract card")
    if "back" not in data:
        return out
    face = data["back"]
    if not isinstance(face, dict):
        raise chk.fail("back", f"expected an object with {', '.join(_BACK_FIELDS)}, got {face!r}")
    for key in sorted(set(face) - set(_BACK_FIELDS)):
        raise chk.fail(f"back.{key}", "unknown field of a back face")
    for key in ("name", "type", "levels"):
        if key not in face:
            raise chk.fail(f"back.{key}", "missing required field")
    if face["type"] not in TYPE_NAMES or TYPE_NAMES[face["type"]] == L.CardType.MAGIC:
        raise chk.fail("back.type", f"R16.1: a back face is a spirit, ultimate, brave or nexus, got {face['type']!r}")
    record = {**data, **face, "id": card_id + BACK_SUFFIX}
    for key in ("back", "number", "contract"):  # the front carries them; the face is flipped from it
        record.pop(key, None)
    try:
        back = card_from_dict(record, set_name, chk.source)
    except CardDataError as exc:
        raise CardDataError(str(exc).replace("field '", "field 'back.", 1)) from None
    out["back"] = Card(**{**back.__dict__, "back_of": card_id})
    return out


def _check_two_spirit(chk: _Checker, data: dict[str, Any], kind: L.CardType) -> bool:
    """``two_spirit`` (R12.9): true for a two-spirit Brave; no other card type is one."""
    value = chk.flag(data, "two_spirit")
    if value and kind != L.CardType.BRAVE:
        raise chk.fail("two_spirit", f"only a brave can be a two-spirit Brave (R12.9), this is a {kind.name.lower()}")
    return value


def _check_brave(chk: _Checker, data: dict[str, Any], kind: L.CardType) -> int:
    """``brave_bp`` (R12.2): a Brave's "when braved" BP+, 0..MAX_BP; no other card type has one."""
    if "brave_bp" not in data:
        return 0
    if kind != L.CardType.BRAVE:
        raise chk.fail("brave_bp", f"only a brave has a 'when braved' BP+ (R12.2), this is a {kind.name.lower()}")
    return chk.int_in(data["brave_bp"], "brave_bp", 0, MAX_BP)


def _check_mirage(chk: _Checker, data: dict[str, Any]) -> int | None:
    """``mirage_cost`` (R16.5): the printed Mirage cost, 0..MAX_COST; a token or a double-faced card is none."""
    if "mirage_cost" not in data:
        return None
    if data.get("token", False) or "back" in data:
        raise chk.fail("mirage_cost", "a token or a double-faced card cannot be set as a Mirage (R16.5)")
    return chk.int_in(data["mirage_cost"], "mirage_cost", 0, MAX_COST)


def parse_card_file(text: str, source: str) -> list[Card]:
    """Validate the text of one card file; ``source`` names it in error messages."""
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise CardDataError(f"{source}: invalid JSON: {exc}") from None
    except RecursionError:
        raise CardDataError(f"{source}: invalid card file: JSON nested too deeply") from None
    except ValueError as exc:  # an integer beyond Python's digit limit
        raise CardDataError(f"{source}: invalid card file: a number too large to read ({exc})") from None
    if not isinstance(doc, dict):
        raise CardDataError(f"{source}: expected a JSON object with a 'cards' list")
    if doc.get("format") != FORMAT:
        raise CardDataError(f"{source}: field 'format': expected {FORMAT!r}, got {doc.get('format')!r}")
    if doc.get("version") != VERSION:
        raise CardDataError(f"{source}: field 'version': expected {VERSION}, got {doc.get('version')!r}")
    set_name = doc.get("set")
    if not isinstance(set_name, str) or not set_name:
        raise CardDataError(f"{source}: field 'set': expected a non-empty string, got {set_name!r}")
    records = doc.get("cards")
    if not isinstance(records, list):
        raise CardDataError(f"{source}: field 'cards': expected a list, got {type(records).__name__}")
    cards = [card_from_dict(rec, set_name, source, i) for i, rec in enumerate(records)]
    seen: set[str] = set()
    for card in cards:
        if card.id.endswith(BACK_SUFFIX):
            # "<id>/back" rows are made from a front's 'back' field: a record of its own would replace one
            raise CardDataError(f"{source}: card {card.id}: field 'id': ids ending in {BACK_SUFFIX!r} are Rebirth "
                                "back faces (R16.1); give a back face as its front card's 'back' field")
        if card.id in seen:
            raise CardDataError(f"{source}: card {card.id}: field 'id': duplicate id")
        seen.add(card.id)
    return cards


def load_card_file(path: str | os.PathLike[str]) -> list[Card]:
    """Read and validate one card file; raises CardDataError naming the file, card and field."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise CardDataError(f"{p.name}: cannot read card file: {exc}") from None
    return parse_card_file(text, p.name)


# -- the database ---------------------------------------------------------------------------------
def _color_mask(names: Iterable[str]) -> int:
    mask = 0
    for name in names:
        mask |= COLOR_BITS[name]
    return mask


def _symbol_mask(symbol: str) -> int:
    return L.GOLD_BIT if symbol == GOLD else _color_mask(symbol.split("/"))


class CardDatabase:
    """Every card, addressed by id or by card-table row (the index the engine stores).

    Row order is the order of ``cards`` as given; ``from_files`` and ``load_default`` sort the
    files by name so the rows are deterministic.
    """

    def __init__(self, cards: Iterable[Card]) -> None:
        self._cards = _with_back_faces(tuple(cards))
        if len(self._cards) > MAX_ROWS:
            raise CardDataError(f"card database holds {len(self._cards)} cards; the limit is {MAX_ROWS}")
        self._rows: dict[str, int] = {}
        self._names: dict[str, list[Card]] = {}
        for row, card in enumerate(self._cards):
            if not isinstance(card, Card):
                raise CardDataError(f"card database row {row}: expected a Card, got {type(card).__name__}")
            if card.id in self._rows:
                raise CardDataError(f"{card.set}: card {card.id}: field 'id': duplicate id across card files")
            self._rows[card.id] = row
            self._names.setdefault(card.name, []).append(card)
        names = sorted({fam for card in self._cards for fam in card.families})
        if len(names) >= MAX_FAMILY_IDS:
            raise CardDataError(f"card database: field 'families': {len(names)} distinct family names; the limit is "
                                f"{MAX_FAMILY_IDS - 1} (family ids are uint16 in the card table)")
        self._families: tuple[str, ...] = ("", *names)
        self._family_ids = {name: i for i, name in enumerate(self._families)}
        self._arrays: dict[str, np.ndarray] | None = None
        self._derived: dict[Any, Any] = {}  # compiled tables built from this database, freed with it

    def derived(self, key: Any, build: Callable[[], Any]) -> Any:
        """``build()``'s result, built once per key for this database and freed when it is.

        Engines cache their compiled card tables here rather than in module-level caches, so an
        edited card set's old databases do not stay in memory after the last game using them.
        """
        if key not in self._derived:
            self._derived[key] = build()
        return self._derived[key]

    def __getstate__(self) -> dict[str, Any]:
        state = dict(self.__dict__)
        state["_derived"] = {}  # compiled tables are rebuilt where the database is unpickled
        return state

    @classmethod
    def from_files(cls, paths: Iterable[str | os.PathLike[str]]) -> CardDatabase:
        """Load card files, sorted by file name; duplicate ids across files raise CardDataError."""
        ordered = sorted((Path(p) for p in paths), key=lambda p: (p.name, str(p)))
        return cls(_merge((p.name, load_card_file(p)) for p in ordered))

    # -- lookups ------------------------------------------------------------------------------------
    def __len__(self) -> int:
        return len(self._cards)

    def __contains__(self, card_id: object) -> bool:
        return card_id in self._rows

    def __getitem__(self, card_id: str) -> Card:
        return self._cards[self.row(card_id)]

    def __repr__(self) -> str:
        return f"CardDatabase({len(self)} cards, sets {', '.join(self.sets())})"

    @property
    def cards(self) -> tuple[Card, ...]:
        """Every card in row order."""
        return self._cards

    @property
    def families(self) -> tuple[str, ...]:
        """Family names by family id; id 0 is "" (no family)."""
        return self._families

    def family_id(self, name: str) -> int:
        """The id of a family name (as stored in ``arrays()['families']``)."""
        try:
            return self._family_ids[name]
        except KeyError:
            raise UnknownCardError(f"unknown family {name!r}") from None

    def row(self, card_id: str) -> int:
        """The card-table row of ``card_id``; raises UnknownCardError naming the id."""
        try:
            return self._rows[card_id]
        except (KeyError, TypeError):
            raise UnknownCardError(f"unknown card id {card_id!r}") from None

    def card_at(self, row: int) -> Card:
        """The card in card-table row ``row``."""
        if not 0 <= row < len(self._cards):
            raise UnknownCardError(f"card-table row {row} outside 0..{len(self._cards) - 1}")
        return self._cards[row]

    def by_name(self, name: str) -> tuple[Card, ...]:
        """Every printing with this exact name (R2.2 counts them together), in row order."""
        cards = self._names.get(name)
        if not cards:
            raise UnknownCardError(f"no card named {name!r}")
        return tuple(cards)

    def sets(self) -> tuple[str, ...]:
        """Set names in row order."""
        return tuple(dict.fromkeys(card.set for card in self._cards))

    # -- the engine's card table --------------------------------------------------------------------
    def arrays(self) -> dict[str, np.ndarray]:
        """The struct-of-arrays card table, one row per card; arrays are read-only and cached."""
        if self._arrays is None:
            self._arrays = self._build_arrays()
        return dict(self._arrays)

    def _build_arrays(self) -> dict[str, np.ndarray]:
        n = len(self._cards)
        a = {
            "card_type": np.zeros(n, np.uint8),
            "colors": np.zeros(n, np.uint8),
            "cost": np.zeros(n, np.uint8),
            "reduction": np.zeros((n, L.NUM_COLORS), np.uint8),
            "n_symbols": np.zeros(n, np.uint8),
            "symbols": np.zeros((n, L.MAX_SYMBOLS), np.uint8),
            "n_levels": np.zeros(n, np.uint8),
            "level_number": np.zeros((n, L.MAX_LEVELS), np.uint8),
            "level_cores": np.zeros((n, L.MAX_LEVELS), np.uint8),
            "level_bp": np.zeros((n, L.MAX_LEVELS), np.int32),
            "steps": np.zeros(n, np.uint8),
            "summon_colors": np.zeros(n, np.uint8),
            "families": np.zeros((n, L.MAX_FAMILIES), np.uint16),
            "prog_start": np.zeros(n, np.int32),  # reserved for compiled card scripts
            "prog_len": np.zeros(n, np.int32),
            "brave_bp": np.zeros(n, np.int32),  # R12.2
            "brave_two_spirit": np.zeros(n, np.int32),  # R12.9
            "mirage_cost": np.full(n, -1, np.int32),  # R16.5: -1 none
        }
        color_index = {name: i for i, name in enumerate(L.COLOR_NAMES)}
        for r, card in enumerate(self._cards):
            a["card_type"][r] = int(card.type)
            a["colors"][r] = _color_mask(card.colors)
            a["cost"][r] = card.cost
            for color in card.reduction:
                a["reduction"][r, color_index[color]] += 1
            a["n_symbols"][r] = len(card.symbols)
            for k, symbol in enumerate(card.symbols):
                a["symbols"][r, k] = _symbol_mask(symbol)
            a["n_levels"][r] = len(card.levels)
            for k, (level, cores, bp) in enumerate(card.levels):
                a["level_number"][r, k] = level
                a["level_cores"][r, k] = cores
                a["level_bp"][r, k] = bp
            a["steps"][r] = sum(int(TIMING_BITS[t]) for t in card.timings)
            a["summon_colors"][r] = _color_mask(card.summon_colors)
            for k, fam in enumerate(card.families):
                a["families"][r, k] = self._family_ids[fam]
            a["brave_bp"][r] = card.brave_bp
            a["brave_two_spirit"][r] = int(card.two_spirit)
            a["mirage_cost"][r] = -1 if card.mirage_cost is None else card.mirage_cost
        a.update(r16_arrays(self._cards, self._rows))
        for arr in a.values():
            arr.flags.writeable = False
        return a


def _with_back_faces(cards: tuple[Card, ...]) -> tuple[Card, ...]:
    """Every card, each Rebirth card's back face in the row after it (R16.1) unless already listed."""
    ids = {card.id for card in cards if isinstance(card, Card)}
    out: list[Card] = []
    for card in cards:
        out.append(card)
        if isinstance(card, Card) and card.back is not None and card.back.id not in ids:
            out.append(card.back)
    return tuple(out)


R16F_CONTRACT, R16F_GRANDWALKER, R16F_REBIRTH = 1, 2, 4  # bscore/_types.pxd CardTable.r16_flags


def r16_arrays(cards: Sequence[Card], rows: dict[str, int]) -> dict[str, np.ndarray]:
    """R16.1: ``back_row`` (front -> its back face's row) and ``front_row`` (back face -> its front), -1 if
    none; ``r16_flags``: the contract (R16.3), Grandwalker (R16.4) and Rebirth marks."""
    back = np.full(len(cards), -1, np.int32)
    front = np.full(len(cards), -1, np.int32)
    flags = np.zeros(len(cards), np.int32)
    for r, card in enumerate(cards):
        if card.back is not None and card.back.id in rows:
            back[r] = rows[card.back.id]
            flags[r] |= R16F_REBIRTH
        if card.back_of and card.back_of in rows:
            front[r] = rows[card.back_of]
        flags[r] |= (R16F_CONTRACT if card.contract else 0) | (R16F_GRANDWALKER if card.grandwalker else 0)
    return {"back_row": back, "front_row": front, "r16_flags": flags}


def _merge(files: Iterable[tuple[str, Sequence[Card]]]) -> list[Card]:
    """Concatenate per-file card lists, naming both files when an id repeats."""
    owner: dict[str, str] = {}
    cards: list[Card] = []
    for name, file_cards in files:
        for card in file_cards:
            if card.id in owner:
                also = owner[card.id]
                raise CardDataError(f"{name}: card {card.id}: field 'id': duplicate id, also in {also}")
            owner[card.id] = name
            cards.append(card)
    return cards


@functools.lru_cache(maxsize=1)
def load_default() -> CardDatabase:
    """The card database shipped in ``pybs/data/cards`` (loaded once)."""
    folder = resources.files("pybs") / "data" / "cards"
    entries = sorted((e for e in folder.iterdir() if e.name.endswith(".json")), key=lambda e: e.name)
    files = ((e.name, parse_card_file(e.read_text(encoding="utf-8"), e.name)) for e in entries)
    return CardDatabase(_merge(files))
