"""Deck lists: a small text format, R2 validation and the built-in starter decks.

A deck file has one ``COUNT CARD`` per line; ``#`` starts a comment (whole-line or
trailing) and blank lines are ignored. A comment ``# name: Something`` before the first card
line gives the deck's display name. The count may be written ``3`` or ``3x``; the card is its id
or its exact name (any case; a name printed on several card numbers must be given by id)::

    # name: ST01 Red Star Dragons
    3 ST01-004  # Raineedle
    2x ST01-001
    3 Raineedle

An unknown id or name is reported with the nearest ids and names. A deck that breaks R2 under the
rules in use but fits another edition's (``RuleSet.PRESETS``) gets a hint naming that edition; the
edition is never switched silently, since it changes the game.
"""

from __future__ import annotations

import difflib
import functools
import os
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from .carddb import Card, CardDatabase, load_default
from .errors import DeckError, UnknownCardError
from .layout import MAX_CARDS
from .rules import RuleSet

BUILTIN_NAMES = tuple(f"ST0{i}" for i in range(1, 8))
# sample decks from the booster sets BSS01-BSS03, one per colour: one list (50 cards, at most 3 copies)
# that is legal under both editions
SAMPLE_COLOURS = ("red", "purple", "green", "white", "yellow", "blue")
SAMPLE_NAMES = tuple(f"BSS-{colour.upper()}" for colour in SAMPLE_COLOURS)
EXAMPLE_COLOURS = ("red", "blue")  # the example-mechanics decks (issue 9 example cards, docs/MECHANICS.md)
POOL_PREFIX = "pool-"  # data/decks/pool-bss04-red.txt is the built-in deck "BSS04-RED"
EXAMPLE_NAMES = tuple(f"XMPL-{colour.upper()}" for colour in EXAMPLE_COLOURS)
# (name suffix, file suffix) of each edition of a built-in deck, tried in this order
EDITION_SUFFIXES = (("", ""), ("-BSS", ".bss"))
_NAME_TAG = "name:"
MAX_DECK_FILE_BYTES = 1024 * 1024  # a deck list is a few hundred bytes; comments leave ample room


@dataclass(frozen=True)
class Deck:
    """A named deck list; ``entries`` are ``(card_id, count)`` pairs, one per distinct id."""

    name: str
    entries: tuple[tuple[str, int], ...]

    def __post_init__(self) -> None:
        for entry in self.entries:
            if (
                not isinstance(entry, tuple)
                or len(entry) != 2
                or not isinstance(entry[0], str)
                or type(entry[1]) is not int
                or entry[1] < 1
            ):
                raise DeckError(f"deck {self.name!r}: entries are (card_id, count >= 1) pairs, got {entry!r}")

    @property
    def size(self) -> int:
        """Number of cards in the deck."""
        return sum(count for _, count in self.entries)

    def rows(self, db: CardDatabase | None = None) -> list[int]:
        """Card-table rows of every card, counts expanded, sorted ascending.

        This is the canonical instance order the engine uses, so the order of the lines in
        the deck file never changes a game.
        """
        db = load_default() if db is None else db
        rows: list[int] = []
        for card_id, count in self.entries:
            rows.extend([_row(db, card_id, self.name)] * count)
        return sorted(rows)

    def to_text(self) -> str:
        """The deck in the text format (``parse_deck`` reads it back)."""
        lines = [f"# {_NAME_TAG} {self.name}"]
        lines += [f"{count} {card_id}" for card_id, count in self.entries]
        return "\n".join(lines) + "\n"


def _row(db: CardDatabase, card_id: str, deck_name: str) -> int:
    try:
        return db.row(card_id)
    except UnknownCardError:
        raise UnknownCardError(f"deck {deck_name!r}: unknown card id {card_id!r}{nearest_cards(db, card_id)}") from None


def nearest_cards(db: CardDatabase, text: str, n: int = 3) -> str:
    """``; did you mean ...`` with the ids and names closest to ``text`` ("" if none is close)."""
    ids = [c.id for c in db.cards if not c.back_of and not c.token]
    by_name = {c.name.lower(): c for c in db.cards if not c.back_of and not c.token}
    hits = difflib.get_close_matches(text.upper(), ids, n=n, cutoff=0.6)
    hits += [f"{by_name[name].id} ({by_name[name].name})"
             for name in difflib.get_close_matches(text.lower(), list(by_name), n=n, cutoff=0.6)]
    return f"; did you mean {', '.join(dict.fromkeys(hits))}?" if hits else ""


def resolve_card(db: CardDatabase, text: str, deck_name: str = "deck") -> str:
    """The card id a deck line names: an id, or an exact name (any case) printed on one card number."""
    if text in db:
        return text
    if text.upper() in db:
        return text.upper()
    low = text.lower()
    named = [c for c in db.cards if c.name.lower() == low and not c.back_of and not c.token]
    numbers = {c.card_number for c in named}
    if len(numbers) == 1:
        return named[0].id
    if named:
        raise DeckError(f"deck {deck_name!r}: the name {text!r} is printed on several cards "
                               f"({', '.join(c.id for c in named)}); give the id")
    raise UnknownCardError(f"deck {deck_name!r}: unknown card {text!r}{nearest_cards(db, text)}")


def parse_deck(text: str, name: str = "deck", db: CardDatabase | None = None) -> Deck:
    """Parse a deck list; malformed lines raise DeckError naming the line number.

    ``COUNT`` may end in ``x`` (``4x``). A card given by name (several words, or a word that is not an id)
    is resolved through ``db`` (default: the built-in cards). Repeated ids are merged into one entry
    (their counts add up).
    """
    counts: dict[str, int] = {}
    for lineno, raw in enumerate(text.splitlines(), start=1):
        body, _, comment = raw.partition("#")
        body = body.strip()
        if not body:
            tag = comment.strip()
            if not counts and tag.lower().startswith(_NAME_TAG) and tag[len(_NAME_TAG):].strip():
                name = tag[len(_NAME_TAG):].strip()
            continue
        parts = body.split(None, 1)
        if len(parts) != 2:
            raise DeckError(f"deck {name!r} line {lineno}: missing card id")
        count_text, card_id = parts[0], parts[1].strip()
        if count_text[-1:] in "xX" and count_text[:-1].isdigit():
            count_text = count_text[:-1]  # "4x ST01-001"
        if not (count_text.isascii() and count_text.isdigit()):
            raise DeckError(f"deck {name!r} line {lineno}: bad count {count_text!r}; expected a whole number")
        card_id = _line_card(card_id, db, name, lineno)
        count = int(count_text)
        if count < 1:
            raise DeckError(f"deck {name!r} line {lineno}: count must be at least 1, got {count}")
        counts[card_id] = counts.get(card_id, 0) + count
    return Deck(name=name, entries=tuple(counts.items()))


def _line_card(text: str, db: CardDatabase | None, deck_name: str, lineno: int) -> str:
    """A deck line's card: an id as written, or the id of a card name. One word that names no card is kept
    as an id (a card set's card, or an unknown id that validation reports with the nearest ones)."""
    if db is None and text in _default_ids():
        return text
    try:
        return resolve_card(db if db is not None else load_default(), text, deck_name)
    except UnknownCardError as exc:
        if len(text.split()) == 1:
            return text
        raise DeckError(f"deck {deck_name!r} line {lineno}: expected 'COUNT CARD-ID' or 'COUNT CARD NAME', got "
                        f"{text!r}: {str(exc).split(': ', 1)[-1]}") from None


@functools.lru_cache(maxsize=1)
def _default_ids() -> frozenset[str]:
    return frozenset(c.id for c in load_default().cards)


def load_deck_file(path: str | os.PathLike[str], db: CardDatabase | None = None) -> Deck:
    """Read a deck file (UTF-8, BOM allowed); its name defaults to the file's stem.

    DeckError if unreadable or larger than ``MAX_DECK_FILE_BYTES``.
    """
    if not os.fspath(path).strip():
        raise DeckError("deck file path is empty")
    p = Path(path)
    if p.exists() and not p.is_file():
        kind = "a directory" if p.is_dir() else "not a regular file (a device, pipe or socket)"
        raise DeckError(f"deck file {str(p)!r} is {kind}; a deck file is a text file")
    try:
        with p.open("rb") as fh:
            raw = fh.read(MAX_DECK_FILE_BYTES + 1)  # bounded: a device like /dev/zero never ends
        if len(raw) > MAX_DECK_FILE_BYTES:
            raise DeckError(f"deck file {str(p)!r} is larger than {MAX_DECK_FILE_BYTES // 1024} KiB")
        text = raw.decode("utf-8-sig")  # editors on Windows start UTF-8 files with a byte-order mark
    except (OSError, UnicodeDecodeError) as exc:
        raise DeckError(f"cannot read deck file {str(p)!r}: {exc}") from None
    return parse_deck(text, name=p.stem, db=db)


def validate_deck(deck: Deck, db: CardDatabase | None = None, rules: RuleSet | None = None) -> None:
    """Raise if ``deck`` cannot start a game (R2.4): unknown ids and tokens (R18.8), then R2.1, then R2.2.

    Raises UnknownCardError naming the id and deck, or DeckError starting with the rule id. When the deck
    breaks R2.1/R2.2/R18.9 but fits another edition's deck rules, the message names that edition.
    """
    db = load_default() if db is None else db
    rules = RuleSet() if rules is None else rules
    try:
        _validate(deck, db, rules)
    except DeckError as exc:
        hint = edition_hint(deck, db, rules)
        if hint:
            raise DeckError(f"{exc}; {hint}") from None
        raise


def edition_hint(deck: Deck, db: CardDatabase, rules: RuleSet) -> str:
    """``it fits the 'bss' edition ...`` when the deck is legal under a preset whose deck rules differ from
    ``rules``'s, else ""."""
    from .rules import DECK_FIELDS, PRESETS

    for name in PRESETS:
        edition = RuleSet.preset(name)
        if all(getattr(edition, f) == getattr(rules, f) for f in DECK_FIELDS):
            continue
        try:
            _validate(deck, db, rules.replace(**{f: getattr(edition, f) for f in DECK_FIELDS}))
        except DeckError:
            continue
        return (f"it fits the {name!r} edition's deck rules ({edition.deck_min_cards}+ cards, at most "
                f"{edition.copy_limit} copies): use --rules {name} (RuleSet.preset({name!r}))")
    return ""


def _validate(deck: Deck, db: CardDatabase, rules: RuleSet) -> None:
    for card_id, _ in deck.entries:
        _row(db, card_id, deck.name)
        if db[card_id].token:
            raise DeckError(f"R18.8: deck {deck.name!r} holds {card_id} ({db[card_id].name}), a token; "
                            "tokens are created by effects and never in a deck")
        if db[card_id].back_of:
            raise DeckError(f"R16.1: deck {deck.name!r} holds {card_id}, the back face of {db[card_id].back_of}; "
                            "a deck lists the front face")
    size = deck.size
    if size < rules.deck_min_cards:
        raise DeckError(
            f"R2.1: deck {deck.name!r} has {size} cards; a deck needs at least {rules.deck_min_cards}"
        )
    if size > MAX_CARDS:
        raise DeckError(
            f"R2.1: deck {deck.name!r} has {size} cards; "
            f"this engine holds at most {MAX_CARDS} cards per player"
        )
    for group in _copy_groups(deck, db, rules.same_number_same_card):
        count = sum(n for _, n in group)
        if count > rules.copy_limit:
            ids = ", ".join(card_id for card_id, _ in group)
            names = sorted({copy_limit_name(db[card_id]) for card_id, _ in group})
            if len(names) == 1:
                raise DeckError(f"R2.2: deck {deck.name!r} has {count} cards named {names[0]!r} ({ids}); "
                                f"at most {rules.copy_limit} of one name are allowed")
            raise DeckError(f"R18.9: deck {deck.name!r} has {count} copies of one card number under the names "
                            f"{', '.join(map(repr, names))} ({ids}); at most {rules.copy_limit} are allowed")
    contracts = sorted({db[card_id].name for card_id, _ in deck.entries if db[card_id].contract})
    if len(contracts) > 1:
        raise DeckError(f"R2.3: deck {deck.name!r} has {len(contracts)} kinds of contract card "
                        f"({', '.join(map(repr, contracts))}); at most one kind is allowed")


def copy_limit_name(card: Card) -> str:
    """The name R2.2 counts copies by: a Rebirth card's name is its two faces' names together (JP), so
    two Rebirth cards with one front name and different back faces are different cards."""
    return card.name if card.back is None else f"{card.name} / {card.back.name}"


def _copy_groups(deck: Deck, db: CardDatabase, by_number: bool) -> list[list[tuple[str, int]]]:
    """Deck entries grouped into "one card" for the copy limit.

    R2.2 counts by name, whatever the art or number (a Rebirth card's name is both faces' names, see
    ``copy_limit_name``); with ``by_number`` (R18.9) entries that share a card number are one card too,
    even under different names.
    """
    parent = list(range(len(deck.entries)))

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    first: dict[tuple[str, str], int] = {}
    for i, (card_id, _) in enumerate(deck.entries):
        card = db[card_id]
        keys = [("name", copy_limit_name(card))] + ([("number", card.card_number)] if by_number else [])
        for key in keys:
            if key in first:
                parent[root(i)] = root(first[key])
            else:
                first[key] = i
    groups: dict[int, list[tuple[str, int]]] = {}
    for i, entry in enumerate(deck.entries):
        groups.setdefault(root(i), []).append(entry)
    return list(groups.values())


@functools.lru_cache(maxsize=1)
def _builtin() -> tuple[tuple[str, Deck], ...]:
    folder = resources.files("pybs") / "data" / "decks"
    out = []
    for key in BUILTIN_NAMES:
        for suffix, file_suffix in EDITION_SUFFIXES:
            text = (folder / f"{key.lower()}{file_suffix}.txt").read_text(encoding="utf-8")
            out.append((key + suffix, parse_deck(text, name=key + suffix)))
    for key, colour in zip(SAMPLE_NAMES, SAMPLE_COLOURS, strict=True):
        text = (folder / f"bss-{colour}.txt").read_text(encoding="utf-8")
        out.append((key, parse_deck(text, name=key)))
    for key, colour in zip(EXAMPLE_NAMES, EXAMPLE_COLOURS, strict=True):
        text = (folder / f"xmpl-{colour}.txt").read_text(encoding="utf-8")
        out.append((key, parse_deck(text, name=key)))
    for key in pool_deck_names():
        text = (folder / f"{POOL_PREFIX}{key.lower()}.txt").read_text(encoding="utf-8")
        out.append((key, parse_deck(text, name=key)))
    return tuple(out)


@functools.lru_cache(maxsize=1)
def pool_deck_names() -> tuple[str, ...]:
    """The card-pool sample decks shipped as ``data/decks/pool-NAME.txt`` ("BSS04-RED"...), by file name."""
    folder = resources.files("pybs") / "data" / "decks"
    files = sorted(e.name for e in folder.iterdir() if e.name.startswith(POOL_PREFIX) and e.name.endswith(".txt"))
    return tuple(name[len(POOL_PREFIX):-len(".txt")].upper() for name in files)


def builtin_decks() -> dict[str, Deck]:
    """The shipped decks: starters "ST01".."ST07" (rulebook 8.0 lists) and "ST01-BSS".. (BSS edition), and
    the booster-set samples "BSS-RED", "BSS-PURPLE", "BSS-GREEN", "BSS-WHITE", "BSS-YELLOW", "BSS-BLUE", the
    example-mechanics decks "XMPL-RED" and "XMPL-BLUE" (made-up example cards, docs/MECHANICS.md), and the card-pool
    samples (``data/decks/pool-NAME.txt`` is "NAME", e.g. "BSS04-RED")."""
    return dict(_builtin())


def builtin_for_rules(key: str, rules: RuleSet) -> Deck:
    """The built-in deck ``key`` in the first of its editions that is legal under ``rules`` (R2).

    "ST01" under ``RuleSet.preset("bss")`` is the 50-card "ST01-BSS"; under the default rules or
    ``preset("rulebook-8.0")`` it is the 40-card list. An explicit "ST01-BSS" is taken as named.
    """
    decks = builtin_decks()
    if key not in BUILTIN_NAMES:
        return decks[key]
    db = load_default()
    for suffix, _ in EDITION_SUFFIXES:
        deck = decks[key + suffix]
        try:
            validate_deck(deck, db, rules)
        except DeckError:
            continue
        return deck
    return decks[key]  # legal under no edition: validation names the broken rule


def get_deck(name_or_path: str | os.PathLike[str], db: CardDatabase | None = None,
             rules: RuleSet | None = None) -> Deck:
    """A built-in deck by name (any case) or a deck file by path.

    ``rules`` picks the edition of a built-in deck (``builtin_for_rules``). When ``db`` is given
    the deck is also validated against it (R2). An unknown name that is not a file raises
    DeckError listing the built-in decks.
    """
    key = os.fspath(name_or_path)
    decks = builtin_decks()
    rules = RuleSet() if rules is None else rules
    if not key.strip():
        raise DeckError("deck name or file path is empty")
    if key.strip().upper() in decks:
        deck = builtin_for_rules(key.strip().upper(), rules)
    elif Path(key).exists():  # a file, or something that is not one: load_deck_file says which
        deck = load_deck_file(key, db)
    else:
        raise DeckError(f"unknown deck {key!r}; built-in decks: {', '.join(decks)}")
    if db is not None:
        validate_deck(deck, db, rules)
    return deck
