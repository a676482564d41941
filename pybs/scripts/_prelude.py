"""The vocabulary every card-script module shares: ``from ._prelude import *`` brings the script
builder (pybs.effects.script), the off-slot helpers, colour bits and a few names several sets use
(families, token ids, filters). Only the names in ``__all__`` are exported."""

from ..carddb import COLOR_BITS
from ..effects import script as _script
from ..effects import spec as _spec
from ..effects.offslot import when_braved, while_set
from ..effects.script import (
    ALL_BUT_ONE,
    ALL_CORES,
    ANY_NUMBER,
    ANY_TYPE,
    BATTLERS,
    BRAVE,
    MAGIC,
    NEXUS,
    SPIRIT,
    SPIRITS,
    ULTIMATE,
    AbilityKind,
    BattleRole,
    CardScript,
    Cond,
    CoreZone,
    Count,
    Dest,
    Duration,
    Event,
    EventFlag,
    Filter,
    FilterFlag,
    Keyword,
    Mod,
    Rel,
    Rule,
    Scope,
    Side,
    Static,
    Timing,
    Who,
    Zone,
    accel,
    anyones,
    brave,
    card,
    color_bits,
    count_arg,
    magic_discount,
    mine,
    not_,
    opponents,
    per,  # fmt: skip
    vanilla,
)
from ..effects.spec import SYMBOL_COLOR_SHIFT

ALL_LEVELS = (1, 2, 3)

# families and token ids several modules name
TERRASAUR, FABLED_BEAST, MACHINE_BEAST = "Terrasaur", "Fabled Beast", "Machine Beast"
MECHA, ANTMAN, GOLEM = "TK-MECHA", "TK-ANTMAN", "TK-GOLEM"  # token cards (R18.8, pybs/scripts/tokens.py)

# card types, sources and flags read by several scripts
SPIRIT_CARDS = (SPIRIT,)
NOT_SPIRIT_CARDS = (ULTIMATE, BRAVE, NEXUS, MAGIC)  # "not a spirit card"
MAGIC_SOURCES = 1 << MAGIC  # Static.UNTARGETABLE: by the effects of Magics
BY_OPPONENT = EventFlag.BY_OPPONENT
TOP_CARD = Filter(zone=Zone.BUFFER, types=ANY_TYPE)  # the single viewed card, whatever it is
TWO_RED = 2 + (COLOR_BITS["red"] << SYMBOL_COLOR_SHIFT)  # Rule.SYMBOLS: "two red symbols"


def colors(*names: str) -> int:
    """Armor's number: the colour bits it guards against."""
    return sum(COLOR_BITS[n] for n in names)


def revealed(**kw) -> Filter:
    """Cards revealed or looked at by the running effect (any type unless ``types`` says otherwise)."""
    return Filter(zone=Zone.BUFFER, **{"types": ANY_TYPE, **kw})


def my_hand(**kw) -> Filter:
    """Cards in the controller's hand (any type unless ``types`` says otherwise)."""
    return Filter(side=Side.MINE, zone=Zone.HAND, **{"types": (), **kw})


def cursed_in_trash() -> Filter:
    """A Spirit card with Curse or Bloodcurse in the controller's Trash (printed keywords)."""
    return Filter(side=Side.MINE, zone=Zone.TRASH, keyword=Keyword.CURSE, keyword_or=Keyword.BLOODCURSE)


_LOCAL = ["ALL_BUT_ONE", "ALL_CORES", "ALL_LEVELS", "ANTMAN", "ANY_NUMBER", "ANY_TYPE", "AbilityKind",
           "BATTLERS", "BRAVE", "BY_OPPONENT", "BattleRole", "COLOR_BITS", "CardScript", "Cond", "CoreZone",
           "Count", "Dest", "Duration", "Event", "EventFlag", "FABLED_BEAST", "Filter", "FilterFlag",
           "GOLEM", "Keyword", "MACHINE_BEAST", "MAGIC", "MAGIC_SOURCES", "MECHA", "Mod", "NEXUS",
           "NOT_SPIRIT_CARDS", "Rel", "Rule", "SPIRIT", "SPIRITS", "SPIRIT_CARDS", "SYMBOL_COLOR_SHIFT",
           "Scope", "Side", "Static", "TERRASAUR", "TOP_CARD", "TWO_RED", "Timing", "ULTIMATE", "Who",
           "Zone", "accel", "anyones", "brave", "card", "color_bits", "colors", "count_arg",
           "cursed_in_trash", "magic_discount", "mine", "my_hand", "not_", "opponents", "per", "revealed",
           "vanilla", "when_braved", "while_set"]  # fmt: skip

# The whole script vocabulary (pybs.effects.script's names) and every public number of pybs.effects.spec, so a new
# piece of vocabulary reaches every set module without editing this list.
_VOCABULARY = {name: getattr(_script, name) for name in _script.__all__}
_VOCABULARY.update({name: value for name, value in vars(_spec).items()
                    if name[:1].isupper() and not name.startswith("_") and name not in ("IntEnum", "IntFlag")})
globals().update({name: value for name, value in _VOCABULARY.items() if name not in globals()})
__all__ = sorted(set(_LOCAL) | set(_VOCABULARY))
