"""Card variants ("errata"): a card's cost, reduction, BP, level cores or keywords changed, or a card banned.

A designer profiles a card change the way a rule change is profiled: ``compare_rules`` and ``meta`` play the
same seeded games with and without it (docs/SIMULATION.md, "Card variants")::

    errata = Errata.parse(["BSS01-047.cost=5", "BSS01-047.bp=3000/6000/9000", "ST01-004.banned=ST01-009"])
    game = pybs.Game(("ST01", "ST02"), errata=errata)

The changes build a modified card database (``Errata.database``), so both engines, the compiled card table
and the effect tables see the changed card; a keyword change wraps the card's script. A ban is applied to
the deck lists (``Errata.apply_to_deck``): every copy is replaced by the named card, or the deck is refused.

Fields (``CHANGE_FIELDS``): ``cost`` (0..20), ``reduction`` (colours, ``red/red``; empty for none), ``bp``
(one BP per level, ``3000/5000/8000``), ``cores`` (the cores of each level, ``1/3/5``), ``keywords``
(``+swift``, ``-confront``, ``+crush:2``; without signs the exact list of the card's own keywords, ``none``
for none) and ``banned`` (``true``: a deck holding it is refused; a card id: it is replaced by that card).
Bad input raises ``CardVariantError`` naming the card and the field.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from .carddb import COLOR_BITS, MAX_BP, MAX_COST, MAX_LEVEL_CORES, Card, CardDatabase, card_from_dict
from .errors import CardDataError, CardVariantError, DeckError, UnknownCardError

CHANGE_FIELDS = ("cost", "reduction", "bp", "cores", "keywords", "banned")
LIST_SEPARATOR = "/"  # inside one value; commas separate changes (as ``--set`` separates fields)
REJECT = True  # ``banned=true``: a deck holding the card is refused


def _keyword_names() -> dict[str, int]:
    """Keywords an erratum may give or take: the printed self keywords a static grants (docs/EFFECTS.md)."""
    from .effects.spec import KEYWORD_NAMES, Keyword

    out = {_norm(name): int(kw) for name, kw in KEYWORD_NAMES.items() if kw not in (Keyword.BURST,)}
    out["at_field"] = int(Keyword.AT_FIELD)
    return out


def _norm(name: str) -> str:
    return "".join(ch if ch.isalnum() else "_" for ch in name.strip().lower()).strip("_").replace("__", "_")


@dataclass(frozen=True)
class CardChange:
    """One change of one card: ``field`` (``CHANGE_FIELDS``) set to a normalised, hashable ``value``.

    ``keywords`` values are ``(sign, keyword, number)`` triples, sign ``+`` (give), ``-`` (take away) or
    ``=`` (exactly these); ``banned`` is ``True`` (refuse the deck) or the replacement card's id.
    """

    card_id: str
    field: str
    value: Any

    def text(self) -> str:
        """The change as ``--card`` reads it (``BSS01-047.cost=5``)."""
        return f"{self.card_id}.{self.field}={_value_text(self.field, self.value)}"


def _value_text(field: str, value: Any) -> str:
    if field == "keywords":
        if not value:
            return "none"
        names = {kw: name for name, kw in _keyword_names().items()}
        return LIST_SEPARATOR.join(("" if sign == "=" else sign) + names.get(kw, str(kw))
                                   + (f":{number}" if number else "") for sign, kw, number in value)
    if field == "banned":
        return "true" if value is True else str(value)
    if isinstance(value, tuple):
        return LIST_SEPARATOR.join(str(v) for v in value)
    return str(value)


def _fail(card_id: str, field: str, problem: str) -> CardVariantError:
    return CardVariantError(f"card variant {card_id}.{field}: {problem}")


def _ints(card_id: str, field: str, raw: Any, lo: int, hi: int) -> tuple[int, ...]:
    items = raw.split(LIST_SEPARATOR) if isinstance(raw, str) else raw
    if not isinstance(items, (list, tuple)) or not items:
        raise _fail(card_id, field, f"expected integers joined by '{LIST_SEPARATOR}', got {raw!r}")
    out = []
    for item in items:
        try:
            value = int(item) if isinstance(item, str) else item
        except ValueError:
            raise _fail(card_id, field, f"expected an integer, got {item!r}") from None
        if type(value) is not int or not lo <= value <= hi:
            raise _fail(card_id, field, f"expected integers {lo}..{hi}, got {item!r}")
        out.append(value)
    return tuple(out)


def _normalise(card_id: str, field: str, raw: Any) -> Any:
    """The typed, hashable value of a change, from ``--card`` text or a Python value."""
    if field == "cost":
        value = _ints(card_id, field, [raw] if not isinstance(raw, (list, tuple)) else raw, 0, MAX_COST)
        if len(value) != 1:
            raise _fail(card_id, field, f"expected one integer, got {raw!r}")
        return value[0]
    if field in ("bp", "cores"):
        return _ints(card_id, field, raw, 0, MAX_BP if field == "bp" else MAX_LEVEL_CORES)
    if field == "reduction":
        items = raw.split(LIST_SEPARATOR) if isinstance(raw, str) else raw
        if not isinstance(items, (list, tuple)):
            raise _fail(card_id, field, f"expected colours joined by '{LIST_SEPARATOR}', got {raw!r}")
        colours = tuple(str(c).strip().lower() for c in items if str(c).strip() and str(c).strip() != "none")
        bad = [c for c in colours if c not in COLOR_BITS]
        if bad:
            raise _fail(card_id, field, f"unknown colour {bad[0]!r}; colours are {', '.join(COLOR_BITS)}")
        return colours
    if field == "keywords":
        return _keywords(card_id, raw)
    if field == "banned":
        if raw is True or (isinstance(raw, str) and raw.strip().lower() in ("true", "yes", "reject")):
            return REJECT
        if isinstance(raw, str) and raw.strip():
            return raw.strip()
        raise _fail(card_id, field, f"expected true (refuse the deck) or a replacement card id, got {raw!r}")
    raise _fail(card_id, field, f"unknown field; card variants change {', '.join(CHANGE_FIELDS)}")


def _keywords(card_id: str, raw: Any) -> tuple[tuple[str, int, int], ...]:
    items = raw.split(LIST_SEPARATOR) if isinstance(raw, str) else raw
    if not isinstance(items, (list, tuple)):
        raise _fail(card_id, "keywords", f"expected keywords joined by '{LIST_SEPARATOR}', got {raw!r}")
    names = _keyword_names()
    out = []
    for item in (str(i).strip() for i in items):
        if not item or item.lower() == "none":
            continue
        sign = item[0] if item[0] in "+-" else "="
        body = item[1:] if sign != "=" else item
        name, _, number_text = body.partition(":")
        key = _norm(name)
        if key not in names:
            raise _fail(card_id, "keywords", f"unknown keyword {name!r}; known: {', '.join(sorted(names))}")
        try:
            number = int(number_text) if number_text else 0
        except ValueError:
            raise _fail(card_id, "keywords", f"a keyword's number is an integer, got {number_text!r}") from None
        if not 0 <= number <= 99 or (sign == "-" and number):
            raise _fail(card_id, "keywords", f"bad number {number_text!r} for {name!r} (0..99; none when taken away)")
        out.append((sign, names[key], number))
    signs = {sign for sign, _, _ in out}
    if "=" in signs and len(signs) > 1:
        raise _fail(card_id, "keywords", "give either the exact list (no signs) or changes (+kw, -kw), not both")
    return tuple(out)


@dataclass(frozen=True)
class Errata:
    """A set of card changes (``CardChange``), validated, hashable and picklable; empty means none."""

    changes: tuple[CardChange, ...] = ()

    def __post_init__(self) -> None:
        seen = set()
        for change in self.changes:
            if not isinstance(change, CardChange):
                raise CardVariantError(f"card variants are CardChange records, got {change!r}")
            key = (change.card_id, change.field)
            if key in seen:
                raise _fail(change.card_id, change.field, "field given twice; give each field once")
            seen.add(key)

    def __bool__(self) -> bool:
        return bool(self.changes)

    # -- construction -----------------------------------------------------------------------
    @classmethod
    def parse(cls, texts: Iterable[str] | str) -> Errata:
        """From ``--card`` texts, ``CARD-ID.FIELD=VALUE``; several in one text are joined by commas."""
        if isinstance(texts, str):
            texts = [texts]
        changes = []
        for text in texts:
            for part in (p.strip() for p in str(text).split(",")):
                if part:
                    changes.append(parse_change(part))
        return cls(tuple(changes))

    @classmethod
    def from_dict(cls, data: Mapping[str, Mapping[str, Any]] | Errata | Iterable[str] | None) -> Errata:
        """From ``{"BSS01-047": {"cost": 5, "bp": [3000, 6000, 9000]}}`` (as ``to_dict`` gives), an Errata,
        or ``--card`` texts."""
        if data is None:
            return cls()
        if isinstance(data, Errata):
            return data
        if isinstance(data, (str, list, tuple)):
            return cls.parse(data)
        if not isinstance(data, Mapping):
            raise CardVariantError(f"card variants must be a mapping of card ids to field changes, got "
                                   f"{type(data).__name__}")
        changes = []
        for card_id, fields in data.items():
            if not isinstance(card_id, str) or not isinstance(fields, Mapping):
                raise CardVariantError(f"card variant {card_id!r}: expected a mapping of fields to values")
            for field, raw in fields.items():
                changes.append(CardChange(card_id, str(field), _normalise(card_id, str(field), raw)))
        return cls(tuple(changes))

    def to_dict(self) -> dict[str, dict[str, Any]]:
        """JSON-ready: ``{card_id: {field: value}}`` (``from_dict`` reads it back)."""
        out: dict[str, dict[str, Any]] = {}
        for change in self.changes:
            value: Any = change.value
            if change.field == "keywords":
                value = _value_text("keywords", value)
            elif isinstance(value, tuple):
                value = list(value)
            out.setdefault(change.card_id, {})[change.field] = value
        return out

    def texts(self) -> list[str]:
        """Every change as ``--card`` text."""
        return [change.text() for change in self.changes]

    def name(self) -> str:
        """A short label for tables and plots."""
        return ", ".join(self.texts()) or "no card changes"

    def banned(self) -> dict[str, str | bool]:
        """Banned card ids and what replaces each (``True``: the deck is refused)."""
        return {c.card_id: c.value for c in self.changes if c.field == "banned"}

    # -- applying ---------------------------------------------------------------------------
    def validate(self, db: CardDatabase) -> None:
        """Raise CardVariantError if a change names an unknown card or makes an invalid card."""
        self.database(db)

    def database(self, db: CardDatabase) -> CardDatabase:
        """``db`` with the changed cards (built once per database and errata, freed with ``db``)."""
        if not self:
            return db
        return db.derived(("errata", self), lambda: _build(self, db))

    def apply_to_deck(self, deck, db: CardDatabase):
        """``deck`` with every banned card replaced (its count kept), or DeckError if one is refused."""
        from .decks import Deck

        bans = self.banned()
        if not bans or not any(card_id in bans for card_id, _ in deck.entries):
            return deck
        counts: dict[str, int] = {}
        for card_id, count in deck.entries:
            if card_id in bans:
                if bans[card_id] is True:
                    raise DeckError(f"card variant {card_id}.banned: deck {deck.name!r} holds {count} "
                                    f"{card_id} ({db[card_id].name}), banned under this variant")
                card_id = str(bans[card_id])
            counts[card_id] = counts.get(card_id, 0) + count
        return Deck(deck.name, tuple(counts.items()))


def parse_change(text: str) -> CardChange:
    """One ``CARD-ID.FIELD=VALUE`` change."""
    key, sep, raw = text.partition("=")
    card_id, dot, field = key.strip().rpartition(".")
    if not sep or not dot or not card_id or not field:
        raise CardVariantError(f"card variant {text!r}: expected CARD-ID.FIELD=VALUE, e.g. BSS01-047.cost=5 "
                               f"(fields: {', '.join(CHANGE_FIELDS)})")
    field = field.strip()
    if field not in CHANGE_FIELDS:
        raise _fail(card_id, field, f"unknown field; card variants change {', '.join(CHANGE_FIELDS)}")
    return CardChange(card_id.strip(), field, _normalise(card_id.strip(), field, raw.strip()))


def is_card_change(text: str) -> bool:
    """``text`` looks like a card change (``ID.field=value``), not a RuleSet field (``field=value``)."""
    key = text.partition("=")[0]
    return "." in key and key.rpartition(".")[2].strip() in CHANGE_FIELDS


def _changed_card(card: Card, changes: list[CardChange], db: CardDatabase) -> Card:
    record = card.to_dict()
    levels = [list(row) for row in record["levels"]]
    for change in changes:
        if change.field == "cost":
            record["cost"] = change.value
        elif change.field == "reduction":
            record["reduction"] = list(change.value)
        elif change.field in ("bp", "cores"):
            if len(change.value) != len(levels):
                raise _fail(card.id, change.field, f"{card.id} has {len(levels)} levels, got {len(change.value)} "
                                                   f"values ({_value_text(change.field, change.value)})")
            column = 2 if change.field == "bp" else 1
            for row, value in zip(levels, change.value):
                row[column] = value
    record["levels"] = levels
    try:
        changed = card_from_dict(json.loads(json.dumps(record)), card.set, "card variant")
    except CardDataError as exc:
        raise CardVariantError(f"card variant {card.id}: {str(exc).split(': ', 2)[-1]}") from None
    return dataclasses.replace(changed, back=card.back, back_of=card.back_of)


def _keyword_script(card_id: str, base_fn, changes: tuple[tuple[str, int, int], ...]):
    """The card's script with its own keyword statics changed (give, take away, or set exactly)."""
    from .effects.script import AbilityKind, Static

    def script(c) -> None:
        if base_fn is not None:
            base_fn(c)
        exact = not changes or any(sign == "=" for sign, _, _ in changes)
        removed = {kw for sign, kw, _ in changes if sign in "-="}

        def own_keyword(ab) -> bool:
            return ab.kind == AbilityKind.STATIC and ab.static == Static.KEYWORD and ab.filter is None

        c.abilities[:] = [ab for ab in c.abilities
                          if not (own_keyword(ab) and (exact or int(ab.value) in removed))]
        for sign, kw, number in changes:
            if sign in "+=":
                c.keyword(kw, number)

    script.__doc__ = f"{card_id} with its keywords changed by a card variant"
    return script


def _build(errata: Errata, db: CardDatabase) -> CardDatabase:
    from . import scripts as _builtin  # noqa: F401  (fills SCRIPTS)
    from .effects.script import SCRIPTS

    by_card: dict[str, list[CardChange]] = {}
    for change in errata.changes:
        try:
            card = db[change.card_id]
        except UnknownCardError:
            raise _fail(change.card_id, change.field, f"unknown card id {change.card_id!r}") from None
        if card.back_of:
            raise _fail(change.card_id, change.field, f"{change.card_id} is a back face; change its front "
                                                      f"{card.back_of}")
        if change.field == "banned" and change.value is not True:
            if change.value not in db:
                raise _fail(change.card_id, "banned", f"unknown replacement card id {change.value!r}")
            if change.value == change.card_id:
                raise _fail(change.card_id, "banned", "a card cannot replace itself")
        by_card.setdefault(change.card_id, []).append(change)
    extra = dict(getattr(db, "extra_scripts", None) or {})
    cards = list(db.cards)
    for card_id, changes in by_card.items():
        row = db.row(card_id)
        if any(c.field in ("cost", "reduction", "bp", "cores") for c in changes):
            cards[row] = _changed_card(db[card_id], changes, db)
        keyword_changes = tuple(kw for c in changes if c.field == "keywords" for kw in c.value)
        if keyword_changes or any(c.field == "keywords" for c in changes):
            base_fn = extra.get(card_id) or SCRIPTS.get(card_id)
            extra[card_id] = _keyword_script(card_id, base_fn, keyword_changes)
    return VariantDatabase(cards, db, errata, extra)


class VariantDatabase(CardDatabase):
    """A card database with card variants applied; ``base`` is the database they were applied to."""

    def __init__(self, cards: Iterable[Card], base: CardDatabase, errata: Errata,
                 extra_scripts: Mapping[str, Any]) -> None:
        super().__init__(cards)
        self.base = base
        self.errata = errata
        self.extra_scripts = dict(extra_scripts)

    def __reduce__(self) -> tuple:
        return (_rebuild, (self.base, self.errata))


def _rebuild(base: CardDatabase, errata: Errata) -> CardDatabase:
    return errata.database(base)


__all__ = ["CHANGE_FIELDS", "CardChange", "Errata", "VariantDatabase", "is_card_change", "parse_change"]
