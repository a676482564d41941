"""The observation spec and an encoded observation for learners (docs/AGENTS.md "Observation for learning").

``observation_spec()`` describes every entry of the tensor of docs/OBSERVATION.md: ``numeric``
(a count or amount, with the scale it is divided by when encoded), ``binary`` (0/1),
``categorical`` (a small enum or a slot, values ``low..high``) or ``card`` (``row + 1`` of the
card table, 0 none). ``ObservationEncoder(game)`` turns raw tensors into a learner's input, one
row per tensor, with no Python loop over the rows:

- numeric entries divided by their scale, binary entries as they are;
- every categorical entry one-hot over its ``high - low + 1`` values;
- every card entry one-hot over the game's card vocabulary (column 0 "no card", the distinct cards
  of its two decks, one "other card" column for tokens and cards an effect brings in), except the card lists
  (Trash, hand, hand-side, effect buffer), which are also counted as a bag of cards per list, so
  that their order does not matter to the learner; the first ``HAND_POSITIONS`` hand positions
  keep a one-hot each, because ``A_USE_HAND + h`` names a position.

``ObservationEncoder.card_index(obs)`` gives, instead, the vocabulary index of every card entry
(0 none) for learners with their own card embedding.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from bscore.encode import encode_rows

from ..game import Game
from ..layout import Decision, EndReason, Phase
from ..observation import OBS_OFFSETS, OBS_SIZE

HAND_POSITIONS = 16  # hand positions that keep their own one-hot in the encoding
SLOTS = 16
TRASH = 64
HAND = 64
HAND_SIDE = 64
BUFFER = 8
CHOICES = OBS_OFFSETS["choices_count"]


@dataclass(frozen=True)
class Entry:
    """One tensor entry: ``kind`` numeric/binary/categorical/card; ``low..high`` its values
    (categorical), ``scale`` its divisor (numeric), ``group`` the bag a card list entry counts in."""

    index: int
    name: str
    kind: str
    low: int = 0
    high: int = 1
    scale: float = 1.0
    group: str = ""


def _globals() -> list[Entry]:
    n, b, c, card = "numeric", "binary", "categorical", "card"
    rows = [
        ("turn", n, 0, 0, 20), ("observer_is_turn_player", b), ("phase", c, 0, max(Phase)),
        ("decision", c, 0, max(Decision)), ("observer_decides", b), ("opponent_decides", b),
        ("observer_went_first", b), ("game_over", b), ("outcome", n, -1, 1, 1),
        ("end_reason", c, 0, max(EndReason)), ("turn_actions", n, 0, 0, 50), ("battle_state", c, 0, 3),
        ("attacking_slot", c, -1, 15), ("blocking_slot", c, -1, 15), ("blocked", b), ("flash_window", c, 0, 2),
        ("observer_has_priority", b), ("flash_passes", n, 0, 2, 2), ("card_in_use", b), ("use_kind", c, 0, 5),
        ("observer_uses_it", b), ("used_card", card), ("cost_left", n, 0, 0, 10), ("use_slot", c, -1, 15),
        ("use_origin", c, 0, 2), ("awaken_slot", c, -1, 15), ("effect_frames", n, 0, 4, 4),
        ("triggers_waiting", n, 0, 16, 4), ("effect_controller", c, -1, 1), ("effect_ability", n, -1, 0, 1024),
        ("effect_card", card), ("effect_op", c, -1, 255), ("effect_targets", n, 0, 0, 4),
        ("effect_picks", n, 0, 0, 4), ("effect_count", n, 0, 0, 5), ("buffer_size", n, 0, 16, 4),
        ("buffer_owner", c, -1, 1), ("choice_options", n, 0, 64, 8), ("choice_may_pass", b), ("may_burst", b),
    ]
    out = []
    for i, row in enumerate(rows):
        name, kind = row[0], row[1]
        if kind == "categorical":
            out.append(Entry(i, name, kind, row[2], row[3]))
        elif kind == "numeric":
            out.append(Entry(i, name, kind, row[2], row[3], float(row[4])))
        else:
            out.append(Entry(i, name, kind))
    return out


def _seat(base: int, who: str) -> list[Entry]:
    n, b, c, card = "numeric", "binary", "categorical", "card"
    header = [("life", n, 5), ("reserve", n, 10), ("trash_cores", n, 10), ("count_cores", n, 5),
              ("deck_size", n, 40), ("hand_size", n, 10), ("trash_size", n, 20), ("soul_core_at", c, 0),
              ("burst_set", b, 0), ("burst_face_up", b, 0), ("burst_card", card, 0), ("bursts_this_turn", n, 2),
              ("field_cards", n, 5), ("turn_flags", n, 255), ("mirage_card", card, 0)]
    out = []
    for i, (name, kind, scale) in enumerate(header):
        if kind == "categorical":
            out.append(Entry(base + i, f"{who}.{name}", kind, -1, 31))
        elif kind == "numeric":
            out.append(Entry(base + i, f"{who}.{name}", kind, 0, 0, float(scale)))
        else:
            out.append(Entry(base + i, f"{who}.{name}", kind))
    slot_fields = [("card", card, 0), ("cores", n, 5), ("soul_core", b, 0), ("exhausted", c, 0), ("level", n, 3),
                   ("level_by_cores", n, 3), ("bp", n, 10), ("raid_refreshes", n, 1)]
    head = OBS_OFFSETS["seat_header"]
    for k in range(SLOTS):
        for f, (name, kind, scale) in enumerate(slot_fields):
            i = base + head + OBS_OFFSETS["slot_fields"] * k + f
            if kind == "categorical":
                out.append(Entry(i, f"{who}.slot{k}.{name}", kind, 0, 3))
            elif kind == "numeric":
                out.append(Entry(i, f"{who}.slot{k}.{name}", kind, 0, 0, float(scale)))
            else:
                out.append(Entry(i, f"{who}.slot{k}.{name}", kind))
    trash = base + head + OBS_OFFSETS["slot_fields"] * SLOTS
    out += [Entry(trash + j, f"{who}.trash{j}", "card", group=f"{who}.trash") for j in range(TRASH)]
    return out


def observation_spec() -> list[Entry]:
    """Every entry of the observation tensor, in order (``len == OBS_SIZE``)."""
    spec = _globals()
    spec += [Entry(OBS_OFFSETS["buffer"] + j, f"buffer{j}", "card", group="buffer") for j in range(BUFFER)]
    width = OBS_OFFSETS["choice_fields"]
    for r in range(CHOICES):
        i = OBS_OFFSETS["choices"] + width * r
        spec += [Entry(i, f"choice{r}.kind", "categorical", 0, 2),
                 Entry(i + 1, f"choice{r}.owner", "categorical", -1, 1),
                 Entry(i + 2, f"choice{r}.card", "card"),
                 Entry(i + 3, f"choice{r}.zone", "categorical", 0, 9),
                 Entry(i + 4, f"choice{r}.slot_or_amount", "numeric", -1, 0, 10.0)]
    seats = OBS_OFFSETS["seats"]
    spec += _seat(seats, "own") + _seat(seats + OBS_OFFSETS["seat_size"], "opponent")
    spec += [Entry(OBS_OFFSETS["hand"] + j, f"hand{j}", "card", group="hand") for j in range(HAND)]
    side = OBS_OFFSETS["hand_side"]
    spec += [Entry(side + j, f"own.hand_side{j}", "card", group="own.hand_side") for j in range(HAND_SIDE)]
    spec += [Entry(side + HAND_SIDE + j, f"opponent.hand_side{j}", "card", group="opponent.hand_side")
             for j in range(HAND_SIDE)]
    assert [e.index for e in spec] == list(range(OBS_SIZE)), "the spec must cover the tensor in order"
    return spec


class ObservationEncoder:
    """Raw tensors (``(n, OBS_SIZE)`` or ``(OBS_SIZE,)``) to encoded float32 rows of ``size`` (module
    docstring). The card vocabulary is the distinct cards of ``game``'s two decks."""

    def __init__(self, game: Game) -> None:
        self.spec = observation_spec()
        rows = np.unique(np.concatenate([np.asarray(game.rows[0]), np.asarray(game.rows[1])]))
        self.vocabulary = rows  # vocabulary index v + 1 is card table row rows[v]; 0 none
        self.vocab_size = len(rows) + 2  # none, the deck cards, other
        lut_size = int(max(rows.max() + 2, 1))
        self._lut = np.full(lut_size + 1, len(rows) + 1, dtype=np.int64)  # anything else: "other"
        self._lut[0] = 0
        self._lut[rows + 1] = np.arange(1, len(rows) + 1)
        numeric = [e for e in self.spec if e.kind in ("numeric", "binary")]
        self._num_idx = np.array([e.index for e in numeric], dtype=np.intp)
        self._num_scale = np.array([1.0 / e.scale for e in numeric], dtype=np.float32)
        # one-hot features: categorical entries, then card one-hots, then card bags; counted by bincount
        cat = [e for e in self.spec if e.kind == "categorical"]
        onehot_cards = [e for e in self.spec if e.kind == "card" and (not e.group or self._keeps_position(e))]
        bag_cards = [e for e in self.spec if e.kind == "card" and e.group]
        self._cat_idx = np.array([e.index for e in cat], dtype=np.intp)
        self._cat_low = np.array([e.low for e in cat], dtype=np.int64)
        self._cat_n = np.array([e.high - e.low + 1 for e in cat], dtype=np.int64)
        self._cat_base = np.concatenate([[0], np.cumsum(self._cat_n)[:-1]]).astype(np.int64)
        cards_base = int(self._cat_n.sum())
        v = self.vocab_size
        groups = sorted({e.group for e in bag_cards})
        card_idx, card_base = [], []
        for j, e in enumerate(onehot_cards):
            card_idx.append(e.index)
            card_base.append(cards_base + j * v)
        bags_base = cards_base + len(onehot_cards) * v
        for e in bag_cards:
            card_idx.append(e.index)
            card_base.append(bags_base + groups.index(e.group) * v)
        n = len(numeric)
        self._cat_col = (self._cat_base + n).astype(np.int32)
        self._card_idx = np.array(card_idx, dtype=np.int32)
        self._card_col = (np.array(card_base, dtype=np.int64) + n).astype(np.int32)
        self._card_bag = np.array([0] * len(onehot_cards) + [1] * len(bag_cards), dtype=np.int32)
        self._onehot_size = bags_base + len(groups) * v
        self._lut32 = self._lut.astype(np.int32)
        self._num_idx32 = self._num_idx.astype(np.int32)
        self._cat_idx32 = self._cat_idx.astype(np.int32)
        self._cat_low32 = self._cat_low.astype(np.int32)
        self._cat_n32 = self._cat_n.astype(np.int32)
        self.card_entries = np.array(sorted({e.index for e in self.spec if e.kind == "card"}), dtype=np.intp)
        self.size = len(numeric) + self._onehot_size
        self.groups = groups

    @staticmethod
    def _keeps_position(entry: Entry) -> bool:
        return entry.group == "hand" and entry.index - OBS_OFFSETS["hand"] < HAND_POSITIONS

    def _vocab(self, cards: np.ndarray) -> np.ndarray:
        codes = cards.astype(np.int64)
        np.clip(codes, 0, len(self._lut) - 1, out=codes)
        return self._lut[codes]

    def card_index(self, obs: np.ndarray) -> np.ndarray:
        """The vocabulary index (0 none, ``vocab_size - 1`` other) of every card entry
        (``card_entries``), for a learner's own embedding."""
        obs = np.asarray(obs, dtype=np.float32)
        return self._vocab(obs[..., self.card_entries])

    def encode(self, obs: np.ndarray, out: np.ndarray | None = None) -> np.ndarray:
        """The encoded rows of ``obs``, float32 ``(n, size)`` (or ``(size,)`` for one tensor)."""
        obs = np.asarray(obs, dtype=np.float32)
        single_row = obs.ndim == 1
        batch = obs[None, :] if single_row else obs
        n = batch.shape[0]
        if out is None:
            out = np.empty((n, self.size), dtype=np.float32)
        elif out.shape != (n, self.size) or out.dtype != np.float32 or not out.flags.c_contiguous:
            raise ValueError(f"out must be a C-contiguous float32 array of shape ({n}, {self.size})")
        encode_rows(np.ascontiguousarray(batch), out, self._num_idx32, self._num_scale, self._cat_idx32,
                    self._cat_low32, self._cat_n32, self._cat_col, self._card_idx, self._card_col, self._card_bag,
                    self._lut32)
        return out[0] if single_row else out
