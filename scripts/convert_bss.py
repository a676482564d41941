"""Convert the Battle Spirits Saga card data into pybs's own card files (dev-time tool).

Usage::

    python scripts/convert_bss.py [SOURCE_DIR] [--out pybs/data/cards]

SOURCE_DIR defaults to ``../shared/cards/bss`` relative to the repository root. One file per
set is written to ``pybs/data/cards/<SET>.json`` (format ``pybs-cards`` version 1, see
``pybs/carddb.py``), then re-read with ``pybs.carddb.load_card_file`` so a bad conversion
fails here rather than at run time.

Only facts are kept: stats, colors, symbols, families, levels and which timings a card's
effects use. The effect ``details`` text and keyword descriptions are never copied.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parent.parent
DEFAULT_SOURCE = REPO.parent / "shared" / "cards" / "bss"
DEFAULT_OUT = REPO / "pybs" / "data" / "cards"

TYPE_NAMES = {name.upper(): name for name in ("spirit", "ultimate", "brave", "nexus", "magic")}
COLORS = ("red", "purple", "green", "white", "yellow", "blue")
NO_VALUE = ("", "-", "—", "N/A")  # the source's ways of saying "none"
STEP_NAMES = {"Main": "main", "Flash": "flash"}


class ConversionError(ValueError):
    """A source record cannot be converted (names the file, card and field)."""


def _fail(source: str, card_id: str, field: str, problem: str) -> ConversionError:
    return ConversionError(f"{source}: card {card_id}: field {field!r}: {problem}")


def _color(value: Any, source: str, card_id: str, field: str) -> str:
    name = str(value).strip().lower()
    if name not in COLORS:
        raise _fail(source, card_id, field, f"unknown color {value!r}")
    return name


def family_name(raw: str) -> str:
    """Title-case a source family ("STAR DRAGON" -> "Star Dragon")."""
    # str.title() capitalizes after an apostrophe too ("Don'T"); undo that one case
    return raw.strip().title().replace("'S ", "'s ").replace("'T ", "'t ")


def _keyword_name(entry: dict) -> str:
    # the source spells the key two ways
    return str(entry.get("keyword_name", entry.get("keyword", "")) or "")


def convert_card(raw: dict, source: str) -> dict:
    """Return one card in pybs format from one source record."""
    card_id = str(raw.get("ID", "?"))
    kind = TYPE_NAMES.get(str(raw.get("cardType", "")).upper())
    if kind is None:
        raise _fail(source, card_id, "cardType", f"unknown card type {raw.get('cardType')!r}")
    try:
        cost = int(str(raw["cost"]).strip())
    except (KeyError, ValueError):
        raise _fail(source, card_id, "cost", f"not an integer: {raw.get('cost')!r}") from None
    reduction_raw = raw.get("reduction", [])
    if isinstance(reduction_raw, str):
        if reduction_raw.strip() not in NO_VALUE:
            raise _fail(source, card_id, "reduction", f"unexpected value {reduction_raw!r}")
        reduction_raw = []
    symbols = []
    for sym in raw.get("symbols", []):
        parts = [_color(p, source, card_id, "symbols") for p in str(sym).split("/")]
        symbols.append("/".join(parts))
    families = [family_name(f) for f in raw.get("subType", []) if str(f).strip() not in NO_VALUE]
    levels = [
        [int(row["level"]), int(row["cores"]), int(row["battlePoints"])]
        for row in raw.get("core_requirements", [])
    ]
    timings: set[str] = set()
    for effect in raw.get("effects", []):
        for step in effect.get("steps", []):
            if step not in STEP_NAMES:
                raise _fail(source, card_id, "effects.steps", f"unknown step {step!r}")
            timings.add(STEP_NAMES[step])
        if any(_keyword_name(k) == "Burst" for k in effect.get("keywords", [])):
            timings.add("burst")
    return {
        "id": card_id,
        "name": str(raw["name"]).strip(),
        "type": kind,
        "colors": [_color(c, source, card_id, "color") for c in raw.get("color", [])],
        "cost": cost,
        "reduction": [_color(c, source, card_id, "reduction") for c in reduction_raw],
        "symbols": symbols,
        "families": families,
        "rarity": str(raw.get("rarity", "")).strip(),
        "levels": levels,
        "timings": sorted(timings),
    }


# R18.8 token Spirits the cards create. The card data has no token records and the official token cards were not
# found in the project's stored sources, so these stats are provisional: a cost-0 Spirit of the creating cards'
# colours and families with one symbol (of those colours) and Lv1 (1 core); 1000 BP, except the Supsprites, whose
# BP rises with the size Feast upgrades them to (docs/CARDSETS.md "Tokens"). Correct a row here when the official
# stats are known, then run this script again.
TOKEN_SOURCE = ("provisional: the official token card was not found; stats assumed (cost 0, one symbol, "
                "Lv1 1 core 1000 BP), color and family from the cards that create it")
SUPSPRITE_SOURCE = ("provisional: the official token card was not found; stats assumed (cost 0, one symbol, "
                    "Lv1 1 core; BP 1000, 3000, 5000 from Small to Large, as Feast upgrades them), colors and family "
                    "from the cards that create it")
TOKENS = (  # id, name, colours, families, Lv1 BP, source
    ("TK-MECHA", "Mecha Token", ("white",), ("Mecha",), 1000, TOKEN_SOURCE),  # BSS02-039
    ("TK-ANTMAN", "Antman Token", ("green",), ("Carapite",), 1000, TOKEN_SOURCE),  # BSS02-082/083/132, BSS03-074
    ("TK-GOLEM", "Golem Token", ("blue",), ("Golem",), 1000, TOKEN_SOURCE),  # BSS03-087, BSS03-095
    # Feast (BSS06-030, 082, 085, 092, 106, 107, 114; BSS06-116 summons Smalls): yellow and blue cards
    ("TK-SUPSPRITE-S", "Small Supsprite Token", ("yellow", "blue"), ("Supsprite",), 1000, SUPSPRITE_SOURCE),
    ("TK-SUPSPRITE-M", "Medium Supsprite Token", ("yellow", "blue"), ("Supsprite",), 3000, SUPSPRITE_SOURCE),
    ("TK-SUPSPRITE-L", "Large Supsprite Token", ("yellow", "blue"), ("Supsprite",), 5000, SUPSPRITE_SOURCE),
    # BSS05-057, 064, 065, 066, 111, 131, PR-051, PR-063: white and green cards; the name gives both families
    ("TK-MECHA-LEAF", "Mecha Leaf Kindred Token", ("white", "green"), ("Mecha", "Leaf Kindred"), 1000, TOKEN_SOURCE),
)


def token_cards() -> list[dict]:
    """The token records (a ``TOKENS`` set): marked ``token`` and never allowed in a deck (R18.8)."""
    return [{"id": card_id, "name": name, "type": "spirit", "colors": list(colors), "cost": 0, "reduction": [],
             "symbols": ["/".join(colors)], "families": list(families), "rarity": "T", "levels": [[1, 1, bp]],
             "timings": [], "token": True, "source": source}
            for card_id, name, colors, families, bp, source in TOKENS]


def dump_card_file(set_name: str, cards: list[dict]) -> str:
    """Serialize a set: a small header, then one card per line (readable diffs)."""
    head = json.dumps({"format": "pybs-cards", "version": 1, "set": set_name}, ensure_ascii=False)
    lines = [json.dumps(card, ensure_ascii=False) for card in cards]
    return head[:-1] + ', "cards": [\n' + ",\n".join(lines) + "\n]}\n"


def convert(source_dir: Path, out_dir: Path) -> dict[str, int]:
    """Convert every set file in ``source_dir``; return the number of cards per set."""
    files = sorted(p for p in source_dir.glob("*.json") if p.name != "keywords.json")
    if not files:
        raise ConversionError(f"{source_dir}: no card files found")
    out_dir.mkdir(parents=True, exist_ok=True)
    counts: dict[str, int] = {}
    for path in files:
        records = json.loads(path.read_text(encoding="utf-8"))
        by_set: dict[str, list[dict]] = {}
        for raw in records:
            by_set.setdefault(str(raw.get("set", path.stem)), []).append(convert_card(raw, path.name))
        for set_name, cards in by_set.items():
            if set_name in counts:
                raise ConversionError(f"{path.name}: set {set_name} appears in more than one file")
            (out_dir / f"{set_name}.json").write_text(dump_card_file(set_name, cards), encoding="utf-8")
            counts[set_name] = len(cards)
    tokens = token_cards()
    (out_dir / "TOKENS.json").write_text(dump_card_file("TOKENS", tokens), encoding="utf-8")
    counts["TOKENS"] = len(tokens)
    return counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source", nargs="?", type=Path, default=DEFAULT_SOURCE)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    args = parser.parse_args(argv)
    counts = convert(args.source, args.out)
    # re-read what was written with the real loader: the converter must emit valid files
    sys.path.insert(0, str(REPO))
    from pybs.carddb import CardDatabase

    db = CardDatabase.from_files(sorted(args.out.glob("*.json")))
    print(f"wrote {sum(counts.values())} cards in {len(counts)} sets to {args.out}; database holds {len(db)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
