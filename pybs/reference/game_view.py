"""The card table narrowed to what one game can hold, in the reference engine (the compiled engine's deck-narrowed
table, ``Game.deck_handle``): statics by kind and by granted keyword, and the unions of the dealt cards' event masks,
card flags and keywords, so a mechanic no card of the two decks uses costs one test."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..effects.compiler import CardFlag
from ..effects.spec import KEYWORD_NUMBER_SHIFT, AbilityKind, Mod, Static

if TYPE_CHECKING:
    from .records import RefTable

KEYWORD_MASK = (1 << KEYWORD_NUMBER_SHIFT) - 1  # Mod.KEYWORD value: the keyword in the low bits


class GameView:
    """What a game dealt from some rows can hold (``RefTable.view_for_rows``)."""

    __slots__ = ("statics", "keyword_statics", "events", "card_flags", "keywords", "accel")

    def __init__(self, table: RefTable, keep: set[int]) -> None:
        statics = {kind: {row: abs_ for row, abs_ in per_row.items() if row in keep}
                   for kind, per_row in table.statics_by_kind.items()}
        self.statics = {kind: per_row for kind, per_row in statics.items() if per_row}
        # the Static.KEYWORD ones that give their keyword to other cards (a filter), by that keyword: most keyword
        # questions find no row at all, and a card's own keyword is read from the card itself
        self.keyword_statics: dict[int, dict[int, tuple[int, ...]]] = {}
        for row, abs_ in self.statics.get(Static.KEYWORD, {}).items():
            for ab in abs_:
                if table.ab_filter[ab] < 0:
                    continue
                per_row = self.keyword_statics.setdefault(table.ab_value[ab], {})
                per_row[row] = per_row.get(row, ()) + (ab,)
        self.events = self.card_flags = self.keywords = 0
        self.accel = False  # some card has an Accel ability (R16.6)
        for row in keep:
            self.events |= table.card_event_mask[row]
            self.card_flags |= table.card_flags[row]
            self.keywords |= table.card_kw_mask[row] | table.card_grant_mask[row]
            self.accel = self.accel or any(table.ab_kind[ab] == AbilityKind.ACCEL for ab in table.card_abilities(row))


def keep_rows(table: RefTable, rows: frozenset[int]) -> set[int]:
    """The rows, their other faces (R16.1) and every token card: all a game dealt from ``rows`` can hold (as the
    compiled table's ``for_decks``)."""
    keep = set(rows) | {r for r, flags in enumerate(table.card_flags) if flags & CardFlag.TOKEN}
    keep |= {face for r in list(keep) for face in (table.back_row[r], table.front_row[r]) if face >= 0}
    return keep


class GameViewMixin:
    """RefState's access to its game's view (the state provides table, players, mods)."""

    _game_view: GameView | None

    def game_view(self) -> GameView:
        """The table narrowed to this game's cards, cached on the state once both decks are dealt; before the deal,
        the whole table's view (nothing is skipped)."""
        view = self._game_view
        if view is None:
            ids0, ids1 = self.players[0].card_ids, self.players[1].card_ids
            if not (ids0 and ids1):  # not dealt yet
                return self.table.full_view()
            view = self._game_view = self.table.view_for_rows(frozenset(ids0 + ids1))
        return view

    def _game_statics(self) -> dict[int | tuple[int, int], dict[int, tuple[int, ...]]]:
        """The statics by kind this game's cards have (so a mechanic no card of the two decks uses costs one
        dictionary lookup)."""
        return (self._game_view or self.game_view()).statics

    def game_card_flags(self) -> int:
        """The CardFlag bits some card this game can hold has."""
        return (self._game_view or self.game_view()).card_flags

    def game_events(self) -> int:
        """The events (bits of ``event_bit``) some card this game can hold listens to, so ``emit`` stops at once for
        an event nobody hears."""
        return (self._game_view or self.game_view()).events

    def field_may_have_keyword(self, kw: int) -> bool:
        """Some card of the game has or grants keyword ``kw``, or a temporary effect gave it (a cheap pre-check
        before asking each field card, as the compiled ``field_may_have_kw``)."""
        if ((self._game_view or self.game_view()).keywords >> kw) & 1:
            return True
        return any(m.kind == Mod.KEYWORD and m.value & KEYWORD_MASK == kw for m in self.mods)
