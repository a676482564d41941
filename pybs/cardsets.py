"""User card sets: cards from other releases added without editing the package (docs/CARDSETS.md).

A card set is a directory holding ``cards.json`` (a card file in the ``pybs-cards`` format,
``pybs.carddb``) and, optionally, ``scripts.py`` (a module of ``@card(...)`` scripts,
``pybs.effects.script``). A lone card file (``path/to/mine.json``) is a set without scripts.

    game = pybs.Game(("ST01", "my-deck.txt"), card_sets=["path/to/myset"])

Loading validates everything and raises typed errors naming the file and field: CardDataError
for the card file (bad fields, ids or set names clashing with the built-in pool or another set)
and ScriptError for the scripts (a module that fails to import, a script for a card outside the
set, a script that does not compile). The set's scripts never enter the global registry, so
games without the set are unchanged.

A loaded ``CardSet`` pickles as its paths and content hash; unpickling re-loads the files and
refuses them (CardDataError) if their content changed, so worker processes play the same cards.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import sys
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType

from .carddb import Card, CardDatabase, load_default, parse_card_file
from .effects.script import SCRIPTS, CardScript, ScriptError
from .errors import CardDataError

CARDS_FILE = "cards.json"
SCRIPTS_FILE = "scripts.py"
MAX_FILE_BYTES = 16 * 1024 * 1024  # a set of a few thousand cards is well under a megabyte

ScriptFn = Callable[[CardScript], None]


@dataclass(frozen=True)
class CardSet:
    """One loaded card set: its files, content hash, cards and scripts (by card id).

    Two CardSets are equal when they name the same files with the same content.
    """

    name: str
    cards_path: Path
    scripts_path: Path | None
    sha256: str
    cards: tuple[Card, ...] = field(compare=False, repr=False)
    scripts: Mapping[str, ScriptFn] = field(compare=False, repr=False)

    def __reduce__(self) -> tuple:
        scripts = None if self.scripts_path is None else str(self.scripts_path)
        return (_reload, (str(self.cards_path), scripts, self.sha256))

    def describe(self) -> dict[str, str]:
        """The set as a replay records it: name, card-file path and content hash."""
        return {"set": self.name, "path": str(self.location), "sha256": self.sha256}

    @property
    def location(self) -> Path:
        """What to load the set from again: its directory, or a lone card file."""
        if self.scripts_path is not None or self.cards_path.name == CARDS_FILE:
            return self.cards_path.parent
        return self.cards_path


class SetDatabase(CardDatabase):
    """A card database extended by card sets; ``extra_scripts`` compile along with the built-in ones."""

    def __init__(self, cards: Iterable[Card], base: CardDatabase, card_sets: tuple[CardSet, ...]) -> None:
        super().__init__(cards)
        self.base = base
        self.card_sets = card_sets
        merged: dict[str, ScriptFn] = {}
        for card_set in card_sets:
            merged.update(card_set.scripts)
        self.extra_scripts: Mapping[str, ScriptFn] = MappingProxyType(merged)


_LOADED: dict[tuple[str, str | None, str], CardSet] = {}
_DATABASES: dict[tuple, SetDatabase] = {}


def _read(path: Path, what: str) -> bytes:
    try:
        with path.open("rb") as fh:
            raw = fh.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise CardDataError(f"{path}: cannot read {what}: {exc.strerror or exc}") from None
    if len(raw) > MAX_FILE_BYTES:
        raise CardDataError(f"{path}: {what} is larger than {MAX_FILE_BYTES // 2**20} MiB")
    return raw


def _paths(path: str | os.PathLike[str]) -> tuple[Path, Path | None]:
    """(card file, scripts module or None) of a set directory or a lone card file."""
    p = Path(path).expanduser().resolve()
    if p.is_dir():
        cards = p / CARDS_FILE
        if not cards.is_file():
            raise CardDataError(f"{p}: a card-set directory needs a {CARDS_FILE}")
        scripts = p / SCRIPTS_FILE
        return cards, scripts if scripts.is_file() else None
    if p.is_file():
        if p.suffix != ".json":
            raise CardDataError(f"{p}: a card set is a directory with {CARDS_FILE} or a .json card file")
        return p, None
    raise CardDataError(f"{p}: no such card set (a directory with {CARDS_FILE}, or a .json card file)")


def load_card_set(path: str | os.PathLike[str] | CardSet, expect_sha256: Iterable[str] | None = None) -> CardSet:
    """Load and validate one card set (a directory or a card file); a CardSet is returned as is.

    Loading a set runs its scripts.py with the user's rights, like installing a Python package.
    With ``expect_sha256``, the files' content hash must be one of those before anything of the set
    runs (CardDataError otherwise). The same files with the same content give the same CardSet
    object (its scripts module is imported once). Raises CardDataError or ScriptError naming the file.
    """
    if isinstance(path, CardSet):
        if expect_sha256 is not None and path.sha256 not in set(expect_sha256):
            raise CardDataError(f"{path.cards_path}: field 'sha256': content hash {path.sha256[:12]} is not "
                                "the recorded one")
        return path
    cards_path, scripts_path = _paths(path)
    return _load(cards_path, scripts_path, expect_sha256)


def card_set_digest(path: str | os.PathLike[str]) -> str:
    """The content hash of a card set's files, computed without running anything of the set."""
    cards_path, scripts_path = _paths(path)
    return _digest(cards_path, scripts_path)[0]


def _digest(cards_path: Path, scripts_path: Path | None) -> tuple[str, bytes]:
    card_bytes = _read(cards_path, "card file")
    script_bytes = b"" if scripts_path is None else _read(scripts_path, "scripts module")
    return hashlib.sha256(card_bytes + b"\0" + script_bytes).hexdigest(), card_bytes


def _load(cards_path: Path, scripts_path: Path | None, expect_sha256: Iterable[str] | None = None) -> CardSet:
    digest, card_bytes = _digest(cards_path, scripts_path)
    expected = None if expect_sha256 is None else tuple(expect_sha256)
    if expected is not None and digest not in expected:
        # checked before the scripts module is imported: a changed set never runs
        raise CardDataError(f"{cards_path}: field 'sha256': content hash {digest[:12]} is not the recorded one "
                            f"({', '.join(h[:12] for h in expected) or 'none recorded'})")
    key = (str(cards_path), None if scripts_path is None else str(scripts_path), digest)
    if key in _LOADED:
        return _LOADED[key]
    try:
        text = card_bytes.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise CardDataError(f"{cards_path}: a card file is UTF-8 text") from None
    cards = parse_card_file(text, str(cards_path))
    if not cards:
        raise CardDataError(f"{cards_path}: field 'cards': a card set needs at least one card")
    scripts = {} if scripts_path is None else _import_scripts(scripts_path, digest)
    ids = {card.id for card in cards} | {card.back.id for card in cards if card.back is not None}  # "<id>/back" too
    for card_id in scripts:
        if card_id not in ids:
            raise ScriptError(f"{scripts_path}: card {card_id}: a script for a card that is not in {cards_path.name}")
    loaded = CardSet(cards[0].set, cards_path, scripts_path, digest, tuple(cards), MappingProxyType(scripts))
    _forget_older_versions(key)
    _LOADED[key] = loaded
    return loaded


def _forget_older_versions(key: tuple[str, str | None, str]) -> None:
    """Drop the cached versions of the same files with other content, and their databases.

    An edited set is loaded again under a new hash; without this every version, its scripts module
    and its compiled card tables would stay in memory. Games still holding an old version keep it.
    """
    for old_key in [k for k in _LOADED if k[:2] == key[:2] and k[2] != key[2]]:
        old = _LOADED.pop(old_key)
        sys.modules.pop(f"pybs_cardset_{old.sha256[:16]}", None)
        for db_key in [k for k in _DATABASES if old in k[1]]:
            del _DATABASES[db_key]


def _import_scripts(path: Path, digest: str) -> dict[str, ScriptFn]:
    """Run a scripts module with an empty registry and return what it registered.

    The built-in scripts are registered first, and the registry is restored afterwards whatever
    happens, so a set's scripts never leak into games without the set.
    """
    from . import scripts as _builtin  # noqa: F401  (fills SCRIPTS before it is swapped out)

    saved = dict(SCRIPTS)
    SCRIPTS.clear()
    name = f"pybs_cardset_{digest[:16]}"
    try:
        spec = importlib.util.spec_from_file_location(name, path)
        if spec is None or spec.loader is None:
            raise ScriptError(f"{path}: not a Python module")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module  # dataclasses and pickling look modules up by name
        try:
            spec.loader.exec_module(module)
        except ScriptError as exc:
            sys.modules.pop(name, None)
            raise ScriptError(f"{path}: {exc}") from None
        except BaseException as exc:
            sys.modules.pop(name, None)
            if isinstance(exc, KeyboardInterrupt):
                raise
            if isinstance(exc, SystemExit):  # a set must not end the program, least of all with status 0
                raise ScriptError(f"{path}: the scripts module called exit ({exc.code!r}) while it was "
                                  "imported") from None
            where = f" (line {exc.lineno})" if isinstance(exc, SyntaxError) and exc.lineno else ""
            raise ScriptError(f"{path}: importing the scripts module failed{where}: "
                              f"{type(exc).__name__}: {exc}") from None
        return dict(SCRIPTS)
    finally:
        SCRIPTS.clear()
        SCRIPTS.update(saved)


def _reload(cards: str, scripts: str | None, sha256: str) -> CardSet:
    """Unpickle a CardSet: load the same files again and insist on the same content."""
    try:
        return _load(Path(cards), None if scripts is None else Path(scripts), (sha256,))
    except CardDataError:
        raise CardDataError(f"{cards}: card set changed since it was loaded (expected sha256 {sha256[:12]})") from None


def load_card_sets(paths: Iterable[str | os.PathLike[str] | CardSet] | None) -> tuple[CardSet, ...]:
    """Load several sets, sorted by set name (so their order never changes a game).

    Raises CardDataError when two sets share a set name or a card id.
    """
    if paths is None:
        return ()
    if isinstance(paths, (str, os.PathLike, CardSet)):
        raise CardDataError("card_sets must be a list of paths or CardSets, not a single one")
    sets = sorted({load_card_set(p) for p in paths}, key=lambda s: (s.name, str(s.cards_path)))
    seen: dict[str, CardSet] = {}
    for card_set in sets:
        if card_set.name in seen:
            raise CardDataError(f"{card_set.cards_path}: field 'set': set name {card_set.name!r} is also the "
                                f"name of {seen[card_set.name].cards_path}")
        seen[card_set.name] = card_set
    return tuple(sets)


def database_with(card_sets: Iterable[str | os.PathLike[str] | CardSet],
                  base: CardDatabase | None = None) -> CardDatabase:
    """``base`` (default: the built-in cards) followed by the sets' cards, and their effect tables compiled.

    Built once per (base, sets). Raises CardDataError for an id or set name the base already
    has, and ScriptError (naming the scripts file) for a script that does not compile.
    """
    base = load_default() if base is None else base
    sets = load_card_sets(card_sets)
    if not sets:
        return base
    key = (base, sets)
    if key in _DATABASES:
        return _DATABASES[key]
    base_sets = set(base.sets())
    owner = {card.id: card.set for card in base.cards}
    cards = list(base.cards)
    for card_set in sets:
        if card_set.name in base_sets:
            raise CardDataError(f"{card_set.cards_path}: field 'set': set name {card_set.name!r} is a built-in set")
        for card in card_set.cards:
            if card.id in owner:
                raise CardDataError(f"{card_set.cards_path}: card {card.id}: field 'id': duplicate id, "
                                    f"also in set {owner[card.id]}")
            owner[card.id] = card_set.name
            cards.append(card)
    db = SetDatabase(cards, base, sets)
    _compile_checked(db)
    _DATABASES[key] = db
    return db


def _compile_checked(db: SetDatabase) -> None:
    """Compile the effect tables now, so a bad script fails at load time naming its file."""
    from .effects import effect_tables

    try:
        effect_tables(db, True)
    except ScriptError as exc:
        text = str(exc)
        for card_set in db.card_sets:
            if card_set.scripts_path is not None and any(text.startswith(f"card {cid}:") for cid in card_set.scripts):
                raise ScriptError(f"{card_set.scripts_path}: {text}") from None
        raise


__all__ = ["CARDS_FILE", "SCRIPTS_FILE", "CardSet", "SetDatabase", "card_set_digest", "database_with",
           "load_card_set",
           "load_card_sets"]
