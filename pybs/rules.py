"""RuleSet: every number of R2, R3 and R5 as a validated field.

The engine reads these values from the state (they are copied into it at setup), so a
variant is a RuleSet, never a code change. ``docs/RULESET.md`` lists the fields.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field, fields
from typing import Any

import numpy as np

from . import layout as L
from .errors import RuleSetError


def _bounded(lo: int, hi: int, rule: str) -> dict:
    return {"lo": lo, "hi": hi, "rule": rule}


@dataclass(frozen=True)
class RuleSet:
    """The numbers of the base game. Defaults are the CN 8.0 rulebook's.

    Parameters
    ----------
    deck_min_cards, copy_limit:
        R2.1 minimum deck size; R2.2 copies of one name.
    start_life, start_reserve, use_soul_core, start_hand:
        R3.2-R3.4. Without a Soul Core the Reserve gets one more normal core (R3.3).
    core_step_gain, draw_per_turn:
        R5.2 cores from the Void in the Core Step; R5.3 cards drawn in the Draw Step.
    first_player_skips_core_step, first_player_skips_attack_step:
        R5.8: the first player's turn 1 has no Core Step and no Attack Step.
    bursts_per_turn:
        R13.1: Bursts a player may set per turn.
    max_turns:
        Turn cap (0 = the turn counter's own 65,534); a game reaching it ends in a draw with
        reason TURN_LIMIT.
    first_player:
        0 or 1 to fix who goes first, None to draw it from the game's RNG (R3.5).
    zero_bp_destroys:
        R18.1 (BSS): a Spirit whose BP becomes 0 is destroyed, checked as a rule like depletion.
        The seeds' rulebook does not have this rule (``preset("rulebook-8.0")`` turns it off).
    same_number_same_card:
        R18.9 (BSS): cards with one card number count as one card for the copy limit even when
        their names differ. The copy limit always counts by name (R2.2).
    win_at_checkpoint:
        R18.13 (BSS): a victory condition met in the middle of an effect is settled at the next
        checkpoint, once no effect is resolving (both players by then: a draw). False keeps R4.5,
        the game ends the moment a condition holds (``preset("rulebook-8.0")``).
    max_actions_per_turn:
        Termination: once this many actions were applied in a turn, PASS is the only answer to
        Main, Attack, Block and Flash decisions, so the turn ends (docs/RULESET.md).
    max_actions:
        Termination: a game that reaches this many actions stops with reason ACTION_LIMIT
        (truncated; counted apart from draws). Together the three caps bound every game.
    """

    deck_min_cards: int = field(default=40, metadata=_bounded(1, L.MAX_CARDS, "R2.1"))
    copy_limit: int = field(default=3, metadata=_bounded(1, L.MAX_CARDS, "R2.2"))
    start_life: int = field(default=5, metadata=_bounded(1, 100, "R3.2"))
    start_reserve: int = field(default=3, metadata=_bounded(0, 100, "R3.3"))
    use_soul_core: bool = field(default=True, metadata={"rule": "R3.3"})
    start_hand: int = field(default=4, metadata=_bounded(0, L.MAX_CARDS, "R3.4"))
    core_step_gain: int = field(default=1, metadata=_bounded(0, 20, "R5.2"))
    draw_per_turn: int = field(default=1, metadata=_bounded(0, 20, "R5.3"))
    first_player_skips_core_step: bool = field(default=True, metadata={"rule": "R5.8"})
    first_player_skips_attack_step: bool = field(default=True, metadata={"rule": "R5.8"})
    bursts_per_turn: int = field(default=1, metadata=_bounded(0, 20, "R13.1"))
    max_turns: int = field(default=200, metadata=_bounded(0, 10000, "turn cap"))
    first_player: int | None = field(default=None, metadata={"rule": "R3.5"})
    zero_bp_destroys: bool = field(default=True, metadata={"rule": "R18.1"})
    same_number_same_card: bool = field(default=False, metadata={"rule": "R18.9"})
    win_at_checkpoint: bool = field(default=False, metadata={"rule": "R18.13"})
    max_actions_per_turn: int = field(default=500, metadata=_bounded(1, 65535, "action cap per turn"))
    max_actions: int = field(default=100_000, metadata=_bounded(1, 2**32 - 1, "action cap per game"))

    def __post_init__(self) -> None:
        for f in fields(self):
            value = getattr(self, f.name)
            rule = f.metadata.get("rule", "")
            if f.name == "first_player":
                if value is not None and (type(value) is not int or value not in (0, 1)):
                    raise RuleSetError(f"first_player ({rule}): must be 0, 1 or None, got {value!r}")
                continue
            if f.type in ("bool", bool):
                if type(value) is not bool:
                    raise RuleSetError(f"{f.name} ({rule}): must be true or false, got {value!r}")
                continue
            if type(value) is not int:
                raise RuleSetError(f"{f.name} ({rule}): must be an integer, got {value!r}")
            lo, hi = f.metadata["lo"], f.metadata["hi"]
            if not lo <= value <= hi:
                raise RuleSetError(f"{f.name} ({rule}): {value} is outside {lo}..{hi}")
        if self.start_hand > self.deck_min_cards:
            raise RuleSetError(
                f"start_hand (R3.4): {self.start_hand} cards exceed deck_min_cards {self.deck_min_cards}"
            )

    # -- construction -------------------------------------------------------------------
    @classmethod
    def preset(cls, name: str, **overrides: Any) -> RuleSet:
        """A named edition of the rules (``PRESETS``), with optional field overrides.

        ``"bss"`` is the English Battle Spirits Saga release the card pool comes from;
        ``"rulebook-8.0"`` is the seeds' Chinese rulebook 8.0. docs/RULESET.md lists every
        difference and its source.
        """
        if name not in PRESETS:
            raise RuleSetError(f"unknown rules preset {name!r}; known: {', '.join(PRESETS)}")
        return cls().replace(**PRESETS[name]).replace(**overrides)

    def edition(self) -> str | None:
        """The name of the preset these rules equal, or None for a custom RuleSet."""
        for name in PRESETS:
            if self == RuleSet.preset(name):
                return name
        return None

    @classmethod
    def field_names(cls) -> tuple[str, ...]:
        """Names of every RuleSet field."""
        return tuple(f.name for f in fields(cls))

    def replace(self, **overrides: Any) -> RuleSet:
        """Return a copy with ``overrides`` applied; unknown fields raise RuleSetError."""
        unknown = sorted(set(overrides) - set(self.field_names()))
        if unknown:
            raise RuleSetError(f"unknown RuleSet field {unknown[0]!r}; known: {', '.join(self.field_names())}")
        return dataclasses.replace(self, **overrides)

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> RuleSet:
        """Build a RuleSet from a mapping of field overrides."""
        if not isinstance(data, Mapping):
            raise RuleSetError(f"rules must be a mapping of field names to values, got {type(data).__name__}")
        return cls().replace(**dict(data))

    def to_dict(self) -> dict[str, Any]:
        """Every field and its value, JSON-ready."""
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def parse_override(cls, text: str) -> tuple[str, Any]:
        """Parse ``key=value`` (as given to ``--set``) into a typed field override."""
        if "=" not in text:
            raise RuleSetError(f"expected key=value, got {text!r}")
        key, raw = (part.strip() for part in text.split("=", 1))
        by_name = {f.name: f for f in fields(cls)}
        if key not in by_name:
            raise RuleSetError(f"unknown RuleSet field {key!r}; known: {', '.join(by_name)}")
        low = raw.lower()
        if key == "first_player" and low in ("none", "random", "null"):
            return key, None
        if by_name[key].type in ("bool", bool):
            if low in ("true", "1", "yes", "on"):
                return key, True
            if low in ("false", "0", "no", "off"):
                return key, False
            raise RuleSetError(f"{key}: expected true or false, got {raw!r}")
        try:
            return key, int(raw)
        except ValueError:
            raise RuleSetError(f"{key}: expected an integer, got {raw!r}") from None

    # -- the engine's view ----------------------------------------------------------------
    def to_record(self) -> np.ndarray:
        """The RuleSet as stored inside a game state (``layout.RULES_DTYPE``)."""
        rec = np.zeros((), dtype=L.RULES_DTYPE)
        rec["max_turns"] = self.max_turns
        rec["start_life"] = self.start_life
        rec["start_reserve"] = self.start_reserve
        rec["start_hand"] = self.start_hand
        rec["core_step_gain"] = self.core_step_gain
        rec["draw_per_turn"] = self.draw_per_turn
        rec["bursts_per_turn"] = self.bursts_per_turn
        flags = 0
        if self.use_soul_core:
            flags |= L.RULE_USE_SOUL_CORE
        if self.first_player_skips_core_step:
            flags |= L.RULE_SKIP_FIRST_CORE_STEP
        if self.first_player_skips_attack_step:
            flags |= L.RULE_SKIP_FIRST_ATTACK_STEP
        if self.zero_bp_destroys:
            flags |= L.RULE_ZERO_BP_DESTROYS
        if self.win_at_checkpoint:
            flags |= L.RULE_WIN_AT_CHECKPOINT
        rec["flags"] = flags
        rec["first_player"] = L.FIRST_PLAYER_RANDOM if self.first_player is None else self.first_player
        rec["max_actions_per_turn"] = self.max_actions_per_turn
        rec["max_actions"] = self.max_actions
        return rec

    @classmethod
    def from_record(cls, rec: np.ndarray, **deck_rules: int) -> RuleSet:
        """Rebuild the game-affecting fields from a state's rules record."""
        flags = int(rec["flags"])
        first = int(rec["first_player"])
        return cls(
            start_life=int(rec["start_life"]),
            start_reserve=int(rec["start_reserve"]),
            start_hand=int(rec["start_hand"]),
            core_step_gain=int(rec["core_step_gain"]),
            draw_per_turn=int(rec["draw_per_turn"]),
            bursts_per_turn=int(rec["bursts_per_turn"]),
            max_turns=int(rec["max_turns"]),
            use_soul_core=bool(flags & L.RULE_USE_SOUL_CORE),
            first_player_skips_core_step=bool(flags & L.RULE_SKIP_FIRST_CORE_STEP),
            first_player_skips_attack_step=bool(flags & L.RULE_SKIP_FIRST_ATTACK_STEP),
            zero_bp_destroys=bool(flags & L.RULE_ZERO_BP_DESTROYS),
            win_at_checkpoint=bool(flags & L.RULE_WIN_AT_CHECKPOINT),
            first_player=None if first == L.FIRST_PLAYER_RANDOM else first,
            max_actions_per_turn=int(rec["max_actions_per_turn"]),
            max_actions=int(rec["max_actions"]),
            **deck_rules,
        )


# Fields used when decks are validated (R2, R18.9); they are not stored in the game state.
DECK_FIELDS = ("deck_min_cards", "copy_limit", "same_number_same_card")

# Named editions: the fields each one sets (every other field keeps its default).
PRESETS: dict[str, dict[str, Any]] = {
    # English Battle Spirits Saga: 50-card decks, 4 copies by card number (R18.9), R18.1, the R18.13 checkpoint.
    "bss": {"deck_min_cards": 50, "copy_limit": 4, "same_number_same_card": True, "zero_bp_destroys": True,
            "win_at_checkpoint": True},
    # The seeds' rulebook 8.0: R2.1, R2.2 by name, no zero-BP rule, R4.5 (a win ends the game at once).
    "rulebook-8.0": {"deck_min_cards": 40, "copy_limit": 3, "same_number_same_card": False,
                     "zero_bp_destroys": False, "win_at_checkpoint": False},
}
