"""What a deck builder asks of a card: its facts, keywords, script status, where its script lives and what it
does in plain words (``pybs cards show``, ``pybs cards list``).

The project never holds the publisher's effect text. "What it does" is the docstring of the card's script in
``pybs/scripts/`` (or a card set's ``scripts.py``): our own paraphrase, labelled as such, never the printed text.
"""

from __future__ import annotations

import inspect
import sys
from collections.abc import Sequence
from typing import Any

from .carddb import Card, CardDatabase
from .errors import PybsError, UnknownCardError

PARAPHRASE_LABEL = "what it does (our paraphrase, not the printed text)"
STATUS_TEXT = {
    "scripted": "scripted: its effects are played",
    "vanilla": "vanilla by design: it prints no effect text",
    "unscripted": "unscripted: it prints effects that are not played yet, so it plays as a vanilla card",
}


def _scripts(db: CardDatabase) -> dict[str, Any]:
    from . import scripts as _builtin  # noqa: F401  (registers every built-in script)
    from .effects.script import SCRIPTS

    extra = getattr(db, "extra_scripts", None) or {}
    return {**SCRIPTS, **extra}


def script_status(db: CardDatabase, card_id: str) -> str:
    """``scripted``, ``vanilla`` (vanilla by design) or ``unscripted`` (plays vanilla although it prints
    effects), as ``pybs cards coverage`` counts them."""
    from .effects import effect_tables
    from .effects.compiler import CardFlag

    flags = int(effect_tables(db, True).arrays()["card_flags"][db.row(card_id)])
    if not flags & CardFlag.SCRIPTED:
        return "unscripted"
    return "vanilla" if flags & CardFlag.VANILLA and not _scripts(db).get(card_id).__doc__ else "scripted"


def unscripted_cards(db: CardDatabase, deck: Any) -> list[str]:
    """The ids (sorted, once each) of the deck's cards that have no script, so play as vanilla cards."""
    from .effects import effect_tables
    from .effects.compiler import CardFlag

    flags = effect_tables(db, True).arrays()["card_flags"]
    return sorted({card for card, _n in deck.entries if not int(flags[db.row(card)]) & CardFlag.SCRIPTED})


def warn_unscripted(db: CardDatabase, decks: Sequence[Any], stacklevel: int = 3) -> list[str]:
    """Warn (UnscriptedCardWarning) for each deck holding cards with no script; the messages."""
    import warnings

    from .errors import UnscriptedCardWarning

    messages = []
    for deck in decks:
        ids = unscripted_cards(db, deck)
        if ids:
            shown = ", ".join(ids[:8]) + (f" and {len(ids) - 8} more" if len(ids) > 8 else "")
            messages.append(f"deck {deck.name!r} holds {len(ids)} card(s) with no script, played as vanilla "
                            f"cards (their effects are not played): {shown}")
            warnings.warn(messages[-1], UnscriptedCardWarning, stacklevel=stacklevel)
    return messages


def script_location(db: CardDatabase, card_id: str) -> dict[str, Any] | None:
    """Where the card's script is written: module, function, file and line; None without a script."""
    fn = _scripts(db).get(card_id)
    if fn is None:
        return None
    if fn.__qualname__.split(".")[0] == "vanilla":  # listed by vanilla(...): the module whose call lists it
        return _vanilla_listing(card_id, fn.__module__) or {"module": fn.__module__, "function": "vanilla",
                                                              "file": "", "line": 0}
    module = sys.modules.get(fn.__module__)
    try:
        line = inspect.getsourcelines(fn)[1]
    except (OSError, TypeError):
        line = 0
    return {"module": fn.__module__, "function": fn.__qualname__,
            "file": getattr(module, "__file__", None) or "", "line": line}


def _vanilla_listing(card_id: str, module_name: str) -> dict[str, Any] | None:
    """Where the ``vanilla(...)`` call of ``module_name`` (the script module that listed ``card_id``) names it: the
    line holding the id, else the line of the module's first ``vanilla(`` call."""
    module = sys.modules.get(module_name)
    path = getattr(module, "__file__", None)
    if not path:
        return None
    try:
        lines = open(path, encoding="utf-8").read().splitlines()
    except OSError:
        return None
    line = next((n for n, text in enumerate(lines, start=1) if f'"{card_id}"' in text), 0) or next(
        (n for n, text in enumerate(lines, start=1) if text.startswith("vanilla(")), 0)
    return {"module": module_name, "function": "vanilla", "file": path, "line": line}


def paraphrase(db: CardDatabase, card_id: str) -> str:
    """The docstring of the card's script (our words), or "" if it has none."""
    fn = _scripts(db).get(card_id)
    doc = inspect.getdoc(fn) if fn is not None and fn.__doc__ else ""
    return " ".join(doc.split()) if doc and not doc.startswith("Cards whose text is empty") else ""


def card_keywords(db: CardDatabase, card_id: str) -> list[dict[str, Any]]:
    """The keywords the card's script gives the card itself: name, number and levels (empty: every level)."""
    from .effects.script import AbilityKind, CardScript, Keyword, Static
    from .effects.spec import KEYWORD_NAMES

    fn = _scripts(db).get(card_id)
    if fn is None:
        return []
    script = CardScript(card_id)
    fn(script)
    names = {int(kw): name for name, kw in KEYWORD_NAMES.items()}
    out = []
    for ab in script.abilities:
        if ab.kind == AbilityKind.STATIC and ab.static == Static.KEYWORD and ab.filter is None:
            name = names.get(int(ab.value), Keyword(int(ab.value)).name.lower().replace("_", " "))
            out.append({"keyword": name, "number": int(ab.value2), "levels": list(ab.levels)})
    return out


def describe_card(db: CardDatabase, card_id: str) -> dict[str, Any]:
    """Every fact ``cards show`` prints, JSON-ready."""
    card = db[card_id]
    status = script_status(db, card_id)
    return {
        **card.to_dict(),
        "set": card.set,
        "script_status": status,
        "script": script_location(db, card_id),
        "keywords": card_keywords(db, card_id),
        "paraphrase": paraphrase(db, card_id) if status == "scripted" else "",
        "paraphrase_note": "our own words, not the printed card text",
    }


def render_card(info: dict[str, Any]) -> str:
    """The compact layout of ``describe_card``'s facts."""
    lines = [f"{info['id']}  {info['name']}"]
    facts = [info["type"], "/".join(info["colors"]), f"cost {info['cost']}"]
    if info["reduction"]:
        facts.append(f"reduction {' '.join(info['reduction'])}")
    if info["symbols"]:
        facts.append(f"symbols {' '.join(info['symbols'])}")
    facts.append(f"rarity {info['rarity']}, set {info['set']}")
    lines.append("  " + " · ".join(facts))
    if info["families"]:
        lines.append(f"  families: {', '.join(info['families'])}")
    for level, cores, bp in info["levels"]:
        lines.append(f"  Lv{level}  {cores} core{'s' if cores != 1 else ' '}  {bp:>6,} BP")
    if info["keywords"]:
        words = [k["keyword"] + (f" {k['number']}" if k["number"] else "")
                 + (f" (Lv{','.join(map(str, k['levels']))})" if k["levels"] else "") for k in info["keywords"]]
        lines.append(f"  keywords: {', '.join(words)}")
    lines.append(f"  script: {STATUS_TEXT[info['script_status']]}")
    where = info["script"]
    if where is not None:
        lines.append(f"  script lives in: {where['module']}.{where['function']}  ({_short(where['file'])}:{where['line']})")
    if info["paraphrase"]:
        lines.append(f"  {PARAPHRASE_LABEL}:")
        lines.append(f"    {info['paraphrase']}")
    return "\n".join(lines)


def _short(path: str) -> str:
    """A file inside the package as ``pybs/...``; any other file as given."""
    from pathlib import Path

    root = Path(__file__).resolve().parent.parent
    try:
        return str(Path(path).resolve().relative_to(root))
    except ValueError:
        return path


def one_line(db: CardDatabase, card: Card) -> str:
    """``ID  name  (type, colours, cost N, status)`` for ``cards list``."""
    return (f"{card.id}  {card.name}  ({card.type.name.lower()}, {'/'.join(card.colors)}, cost {card.cost}, "
            f"{script_status(db, card.id)})")


def parse_cost_range(text: str) -> tuple[int, int]:
    """``5`` or ``3..6`` as (low, high); PybsError naming ``--cost`` otherwise."""
    low, sep, high = text.partition("..")
    try:
        lo = int(low)
        hi = int(high) if sep else lo
    except ValueError:
        raise PybsError(f"--cost: expected N or LOW..HIGH, got {text!r}") from None
    if hi < lo:
        raise PybsError(f"--cost: {text!r} runs downwards")
    return lo, hi


def card_filter(db: CardDatabase, sets: Sequence[str] = (), colours: Sequence[str] = (), types: Sequence[str] = (),
                cost: tuple[int, int] | None = None, family: str | None = None, keyword: str | None = None,
                status: str | None = None) -> list[Card]:
    """The deckable cards (no tokens, no back faces) matching every filter given."""
    from .carddb import COLOR_BITS

    known_sets = set(db.sets())
    for name in sets:
        if name.upper() not in {s.upper() for s in known_sets}:
            raise UnknownCardError(f"--set: unknown set {name!r}; sets: {', '.join(db.sets())}")
    for colour in colours:
        if colour.lower() not in COLOR_BITS:
            raise PybsError(f"--colour: unknown colour {colour!r}; colours are {', '.join(COLOR_BITS)}")
    want_sets = {s.upper() for s in sets}
    want_colours = {c.lower() for c in colours}
    if keyword is not None:
        from .effects.spec import KEYWORD_NAMES

        names = {k.replace(".", "").replace(" ", "_"): k for k in KEYWORD_NAMES}
        key = keyword.lower().replace(".", "").replace(" ", "_")
        if key not in names:
            raise PybsError(f"--keyword: unknown keyword {keyword!r}; known: {', '.join(sorted(names))}")
        keyword = names[key]
    out = []
    for card in db.cards:
        if card.token or card.back_of:
            continue
        if want_sets and card.set.upper() not in want_sets:
            continue
        if want_colours and not want_colours & set(card.colors):
            continue
        if types and card.type.name.lower() not in types:
            continue
        if cost is not None and not cost[0] <= card.cost <= cost[1]:
            continue
        if family is not None and not any(family.lower() in f.lower() for f in card.families):
            continue
        if status is not None:
            actual = script_status(db, card.id)
            if (status == "yes" and actual == "unscripted") or (status == "no" and actual != "unscripted") or \
                    (status == "vanilla" and actual != "vanilla"):
                continue
        if keyword is not None and keyword not in {k["keyword"] for k in card_keywords(db, card.id)}:
            continue
        out.append(card)
    return out


__all__ = ["PARAPHRASE_LABEL", "card_filter", "card_keywords", "describe_card", "paraphrase", "render_card",
           "script_location", "script_status"]
