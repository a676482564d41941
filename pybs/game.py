"""Game and State: the stepping API in OpenSpiel's vocabulary.

    game = pybs.Game(("ST01", "ST02"), seed=1)
    state = game.new_initial_state()
    while not state.is_terminal():
        state.apply(int(state.legal_actions()[0]))

``State`` is the compiled ``bscore.state.CoreState`` plus readable helpers; everything on
the hot path (legal_actions, apply, clone) runs in C.
"""

from __future__ import annotations

import os
from collections.abc import Sequence
from typing import Any

import numpy as np

from bscore.observe import OBSERVATION_SIZE, ObsState
from bscore.state import STATE_BYTES

from . import layout as L
from .carddb import CardDatabase, load_default
from .cardinfo import warn_unscripted
from .cardsets import CardSet, SetDatabase, database_with, load_card_sets
from .codec import NUM_ACTIONS
from .decks import Deck, get_deck, validate_deck
from .errors import PybsError, StateError
from .rules import RuleSet
from .tables import reference_table, table_handle


class State(ObsState):
    """One game position. Create it with ``Game.new_initial_state()``.

    The compiled base (``bscore.observe.ObsState``) provides ``legal_actions(player=None)``,
    ``legal_actions_mask()``, ``observation_tensor(player, out=None)`` and ``resample(player, seed)``.
    """

    __slots__ = ()

    # -- views ---------------------------------------------------------------------------
    def record(self) -> np.void:
        """A read-only, zero-copy numpy view of the state (``pybs.layout.STATE_DTYPE``)."""
        return np.frombuffer(self, dtype=L.STATE_DTYPE)[0]

    def observation(self, player: int) -> dict[str, Any]:
        """What ``player`` may see (R0.7): public information plus their own hand and Burst."""
        from .observation import observe

        return observe(self.record(), self._db(), _integer(player, "a player"), self._effects())

    def action_to_string(self, code: int) -> str:
        """A readable description of ``code`` in this position."""
        from .explain import action_to_string

        return action_to_string(self.record(), self._db(), _integer(code, "an action code"), self._effects())

    def pending_decision(self):
        """The pending decision as an immutable ``pybs.decisions.PendingDecision`` (built on request)."""
        from .decisions import pending_decision

        return pending_decision(self, self._db())

    def _why_illegal(self, code: int, why: int) -> str:
        from .explain import why_illegal

        return why_illegal(self.record(), self._db(), int(code), int(why), self._effects())

    def _db(self) -> CardDatabase:
        return self.game.db if self.game is not None else load_default()

    def _effects(self) -> bool:
        return self.game.effects if self.game is not None else True

    # -- pickling and bytes -----------------------------------------------------------------
    @classmethod
    def from_bytes(cls, data: bytes, game: Game | None = None, db: CardDatabase | None = None) -> State:
        """Rebuild a state from ``to_bytes()``; raises StateError on truncated or corrupted bytes."""
        if game is not None:
            return super().from_bytes(data, game.handle, game)
        return super().from_bytes(data, table_handle(db or load_default()), None)

    @classmethod
    def from_record(cls, rec: np.ndarray, game: Game, run: bool = False) -> State:
        """A state from a ``STATE_DTYPE`` record (``run``: advance a between-steps position)."""
        return super().from_bytes(L.record_bytes(rec), game.handle, game, False, run)

    def __reduce__(self) -> tuple:
        return (_restore_state, (self.to_bytes(), self.game))

    def __repr__(self) -> str:
        from .explain import describe_state

        return describe_state(self.record(), self._db(), self._effects())


def _integer(value: Any, what: str) -> int:
    """``value`` as an int; TypeError for bools, floats and non-integers, as ``State.apply`` does."""
    if type(value) is int:
        return value
    if isinstance(value, (bool, float)) or not hasattr(value, "__index__"):
        raise TypeError(f"{what} is an integer, got {type(value).__name__}")
    return value.__index__()


def _restore_state(data: bytes, game: Game | None) -> State:
    return State.from_bytes(data, game)


class Game:
    """A matchup: two decks, a RuleSet, a seed and the engine options.

    Parameters
    ----------
    decks:
        Two decks: built-in names ("ST01"), deck file paths, or ``Deck`` objects.
    seed:
        Seed of the game's RNG (shuffles, who goes first).
    rules:
        A ``RuleSet`` (default: the rulebook's numbers).
    auto_forced:
        Apply a decision's only legal action without asking (a block with no blocker, a
        Flash timing with nothing to use). Off exposes every decision.
    db:
        The card database (default: the built-in one).
    effects:
        Play the cards' effects (default). False plays every card as vanilla.
    card_sets:
        User card sets (directories or card files, or ``pybs.cardsets.CardSet``) added to the
        database, with their scripts; decks may use their cards (docs/CARDSETS.md).
    errata:
        Card variants (``pybs.errata.Errata``, a ``{card_id: {field: value}}`` mapping or ``--card``
        texts): changed costs, BP, level cores or keywords, and bans applied to the decks.
    """

    def __init__(
        self,
        decks: Sequence[str | Deck] = ("ST01", "ST02"),
        seed: int = 0,
        rules: RuleSet | None = None,
        *,
        auto_forced: bool = True,
        db: CardDatabase | None = None,
        effects: bool = True,
        card_sets: Sequence[str | os.PathLike[str] | CardSet] = (),
        errata: Any = None,
    ) -> None:
        from .errata import Errata

        if isinstance(db, SetDatabase):  # a database from database_with(): play its sets on its base
            db, card_sets = db.base, (*db.card_sets, *card_sets)
        self.card_sets = load_card_sets(card_sets)
        self._base_db = db or load_default()
        self.errata = Errata.from_dict(errata)
        self.db = self.errata.database(database_with(self.card_sets, self._base_db))
        self.rules = rules if rules is not None else RuleSet()
        if not isinstance(self.rules, RuleSet):
            raise PybsError(f"rules must be a RuleSet, got {type(self.rules).__name__}")
        if isinstance(decks, (str, Deck)) or len(decks) != 2:
            raise PybsError("decks must be a pair: (deck of player 0, deck of player 1)")
        self.decks = tuple(self.errata.apply_to_deck(d if isinstance(d, Deck) else get_deck(d, None, self.rules),
                                                     self.db) for d in decks)
        for deck in self.decks:
            validate_deck(deck, self.db, self.rules)
        if effects:
            warn_unscripted(self.db, self.decks)
        self.seed = int(seed) & ((1 << 64) - 1)
        self.auto_forced = bool(auto_forced)
        self.options = L.OPTION_AUTO_FORCED if auto_forced else 0
        self.rows = tuple(np.asarray(d.rows(self.db), dtype=np.uint16) for d in self.decks)
        self.rules_bytes = self.rules.to_record().tobytes()
        self.effects = bool(effects)
        self.handle = table_handle(self.db, self.effects)
        # for games dealt from the two decks (batch loop, vector env): the table with its unions narrowed to
        # these decks' cards, so a game skips lookups only other cards need (same results, less work)
        self.deck_handle = self.handle.for_decks(np.concatenate(self.rows))

    # -- metadata for game-AI frameworks (OpenSpiel vocabulary) -----------------------------
    num_players: int = 2
    num_distinct_actions: int = NUM_ACTIONS
    observation_shape: tuple[int] = (OBSERVATION_SIZE,)
    observation_dtype = np.dtype(np.float32)

    @property
    def max_game_length(self) -> int:
        """No game is longer than this many actions, forced ones included: ``RuleSet.max_actions``
        (docs/RULESET.md, "Termination")."""
        return int(self.rules.max_actions)

    def new_initial_state(self, seed: int | None = None) -> State:
        """Set up a game (R3) and advance to the first decision."""
        seed = self.seed if seed is None else int(seed) & ((1 << 64) - 1)
        return State.new_game(
            self.handle, self, self.rows[0], self.rows[1], self.rules_bytes, seed, self.options
        )

    def reference_state(self, seed: int | None = None):
        """The same game in the pure-Python reference engine (``pybs.reference``)."""
        from .reference.engine import new_reference_state
        from .refstate import ReferenceState

        seed = self.seed if seed is None else int(seed) & ((1 << 64) - 1)
        rows = [r.tolist() for r in self.rows]
        return new_reference_state(reference_table(self.db, self.effects), rows, self.rules.to_record(), seed,
                                   self.options, state_class=ReferenceState)

    def __getstate__(self) -> dict[str, Any]:
        # The compiled card table is rebuilt on load; a custom database travels along.
        # Card sets travel as paths plus content hashes and are re-loaded (pybs.cardsets).
        db = None if self._base_db is load_default() else self._base_db
        return {"decks": self.decks, "seed": self.seed, "rules": self.rules,
                "auto_forced": self.auto_forced, "db": db, "effects": self.effects, "card_sets": self.card_sets,
                "errata": self.errata}

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__init__(state["decks"], state["seed"], state["rules"], auto_forced=state["auto_forced"],
                      db=state["db"], effects=state["effects"], card_sets=state.get("card_sets", ()), errata=state.get("errata"))

    def state_from_bytes(self, data: bytes) -> State:
        """A State of this game from ``to_bytes()`` output."""
        return State.from_bytes(data, self)

    def __repr__(self) -> str:
        return f"Game({self.decks[0].name!r} vs {self.decks[1].name!r}, seed={self.seed})"


__all__ = ["Game", "State", "STATE_BYTES", "StateError", "table_handle", "reference_table"]
