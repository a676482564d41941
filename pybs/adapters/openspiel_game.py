"""Battle Spirits as an OpenSpiel Python game, registered as ``python_pybs``.

    import pyspiel
    import pybs.adapters.openspiel_game  # registers the game
    game = pyspiel.load_game("python_pybs", {"seed": 7, "deck0": "ST01", "deck1": "ST02"})
    state = game.new_initial_state()
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])

Every game starts with ``DEAL_CHANCE_NODES`` chance nodes of 256 equally likely outcomes (one byte
each) that pick the deal: the engine's state is then set up with ``derive_seed(seed, those 32 bits)``
and its own RNG does the shuffles and the first player. So every episode an algorithm samples is
a new deal, and a state is still its action history (OpenSpiel's default serialization replays it).
With ``fixed_deal=True`` the game is DETERMINISTIC instead (no chance nodes) and every
``new_initial_state()`` is the one deal ``Game.new_initial_state(seed)``. Players are
seats 0 and 1; the mover is whoever the engine asks to decide, often the same player many times
in a row. Observations (``observation_tensor`` / ``observation_string``) are what the player may
see (R0.7): the compiled tensor of docs/OBSERVATION.md and the dict view of
``State.observation``; before the deal (at the chance nodes) the tensor is all 0. There is no
information-state (perfect-recall) view: a player's view of the past (cards seen, then shuffled
away) is not a fixed-size tensor the engine keeps (docs/AGENTS.md).
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pyspiel

from bscore.rng import py_derive_seed

from ..codec import KIND_NAMES, NUM_ACTIONS, decode, loc_name
from ..game import Game, State
from ..observation import OBS_SIZE
from ._common import apply_action

SHORT_NAME = "python_pybs"
DEFAULT_PARAMS: dict[str, Any] = {"seed": 0, "deck0": "ST01", "deck1": "ST02", "auto_forced": True,
                                  "fixed_deal": False}
DEAL_CHANCE_NODES = 4  # chance nodes at the start, one byte of the deal each (2**32 deals)
DEAL_OUTCOMES = 256
_DEAL_OUTCOME_LIST = [(i, 1.0 / DEAL_OUTCOMES) for i in range(DEAL_OUTCOMES)]


def _game_type(chance_mode: pyspiel.GameType.ChanceMode) -> pyspiel.GameType:
    return pyspiel.GameType(
        short_name=SHORT_NAME,
        long_name="Battle Spirits (pybs)",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=chance_mode,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=2,
        min_num_players=2,
        provides_information_state_string=False,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=DEFAULT_PARAMS,
    )


_GAME_TYPE = _game_type(pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC)
_FIXED_DEAL_TYPE = _game_type(pyspiel.GameType.ChanceMode.DETERMINISTIC)


class PybsGame(pyspiel.Game):
    """The OpenSpiel game: parameters ``seed``, ``deck0``, ``deck1`` (built-in deck names or deck
    file paths), ``auto_forced`` (``pybs.Game``'s option) and ``fixed_deal`` (module docstring)."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = {**DEFAULT_PARAMS, **(params or {})}
        self.fixed_deal = bool(params["fixed_deal"])
        self.seed = int(params["seed"])
        self.pybs_game = Game((params["deck0"], params["deck1"]), seed=self.seed,
                              auto_forced=bool(params["auto_forced"]))
        info = pyspiel.GameInfo(
            num_distinct_actions=NUM_ACTIONS,
            max_chance_outcomes=0 if self.fixed_deal else DEAL_OUTCOMES,
            num_players=2,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=0.0,
            max_game_length=self.pybs_game.max_game_length,
        )
        super().__init__(_FIXED_DEAL_TYPE if self.fixed_deal else _GAME_TYPE, info, params)

    def new_initial_state(self) -> PybsState:
        """The first deal chance node; with ``fixed_deal`` the game after set-up (R3) of ``seed``."""
        if self.fixed_deal:
            return PybsState(self, self.pybs_game.new_initial_state())
        return PybsState(self, None)

    def deal_seed(self, deal: int) -> int:
        """The engine seed of the deal the chance nodes picked (``deal``: their bytes, first high)."""
        return py_derive_seed(self.seed, deal)

    def make_py_observer(self, iig_obs_type: Any = None, params: dict | None = None) -> PybsObserver:
        """The per-player observer; only the default (non-perfect-recall, own private info) view exists."""
        if params:
            raise ValueError(f"observation parameters are not supported, got {params}")
        if iig_obs_type is not None and (
            iig_obs_type.perfect_recall
            or not iig_obs_type.public_info
            or iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER
        ):
            raise ValueError("python_pybs provides only the player's observation (no perfect recall, "
                             "public plus the player's own private information)")
        return PybsObserver()


class _Core:
    """Holds the engine state; OpenSpiel clones Python states with ``copy.deepcopy``, and this
    makes that a struct copy instead of a pickle round trip through the Game."""

    __slots__ = ("state",)

    def __init__(self, state: State | None) -> None:
        self.state = state

    def __deepcopy__(self, memo: dict) -> _Core:
        return _Core(self.state.clone() if self.state is not None else None)


class PybsState(pyspiel.State):
    """An OpenSpiel state over a ``pybs.State`` (``engine_state``)."""

    def __init__(self, game: PybsGame, engine_state: State | None) -> None:
        super().__init__(game)
        self._core = _Core(engine_state)
        self._deal = 0  # the deal bytes drawn so far (chance nodes), first byte highest
        self._deal_bytes = 0

    @property
    def engine_state(self) -> State | None:
        """The wrapped ``pybs.State`` (the live object: apply actions through OpenSpiel); None
        while the deal's chance nodes are pending."""
        return self._core.state

    def current_player(self) -> int:
        """The seat deciding now, ``pyspiel.PlayerId.CHANCE`` before the deal, or ``TERMINAL``."""
        state = self._core.state
        if state is None:
            return pyspiel.PlayerId.CHANCE
        if state.is_terminal():
            return pyspiel.PlayerId.TERMINAL
        return int(state.current_player())

    def chance_outcomes(self) -> list[tuple[int, float]]:
        """The next byte of the deal: 256 equally likely outcomes."""
        return list(_DEAL_OUTCOME_LIST)

    def _legal_actions(self, player: int) -> list[int]:
        if self._core.state is None:
            return []
        return self._core.state.legal_actions(player).tolist()

    def _apply_action(self, action: int) -> None:
        if self._core.state is None:  # a deal byte
            self._deal = (self._deal << 8) | int(action)
            self._deal_bytes += 1
            if self._deal_bytes == DEAL_CHANCE_NODES:
                game = self.get_game()
                self._core.state = game.pybs_game.new_initial_state(game.deal_seed(self._deal))
            return
        apply_action(self._core.state, action)

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"deal byte {int(action)}"
        # The codec's name (OpenSpiel asks for every legal action at every step, so this stays cheap);
        # the card-aware text is engine_state.action_to_string(action).
        return f"p{player} {_code_name(int(action))}"

    def is_terminal(self) -> bool:
        """The game is over (R4), or stopped by ``RuleSet.max_actions`` or a full effect table."""
        state = self._core.state
        return state is not None and bool(state.is_terminal())

    def returns(self) -> list[float]:
        """+1/-1 for the winner/loser once the game is over; 0 each for a draw or while playing."""
        state = self._core.state
        return [0.0, 0.0] if state is None else list(state.returns())

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> PybsState:
        """A state ``player_id`` cannot tell apart from this one (``pybs.State.resample``: the hidden
        cards redrawn), seeded from ``probability_sampler()``; OpenSpiel's Python ISMCTSBot calls it."""
        state = self._core.state
        if state is None:
            raise ValueError("resample_from_infostate needs a dealt state (not a chance node)")
        seed = int(float(probability_sampler()) * 2**53)
        other = PybsState(self.get_game(), state.resample(int(player_id), seed))
        other._deal_bytes = DEAL_CHANCE_NODES
        return other

    def __str__(self) -> str:
        state = self._core.state
        return f"dealing ({self._deal_bytes}/{DEAL_CHANCE_NODES} deal bytes drawn)" if state is None else repr(state)


def _code_name(code: int) -> str:
    """A short unique name of an action code (docs/ACTIONS.md), independent of the position."""
    a = decode(code)
    if a.name in ("PASS", "CONFIRM", "CONCEDE"):
        return a.name
    if a.name in ("PAY", "PLACE", "SWAP_SOUL"):
        kind = f" {KIND_NAMES[a.kind]}" if a.name != "SWAP_SOUL" else ""
        return f"{a.name}{kind} {loc_name(a.loc)}"
    if a.name == "MOVE":
        return f"MOVE {KIND_NAMES[a.kind]} {loc_name(a.loc)} -> {loc_name(a.dst)}"
    if a.name == "FUSE":  # R12.1, R12.5
        return f"FUSE slot {a.index} -> slot {a.dst}"
    if a.name == "SEPARATE":  # R12.4
        return f"SEPARATE slot {a.index} from {'Reserve' if a.loc else 'pair'}"
    return f"{a.name} {a.index}"


class PybsObserver:
    """OpenSpiel's PyObserver protocol: ``tensor`` (float32[OBS_SIZE]) filled by ``set_from``."""

    def __init__(self) -> None:
        self.tensor = np.zeros(OBS_SIZE, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: PybsState, player: int) -> None:
        """Write ``player``'s view of ``state`` into ``tensor`` (the compiled writer, no allocation);
        all 0 before the deal."""
        if state.engine_state is None:
            self.tensor[:] = 0
            return
        state.engine_state.observation_tensor(int(player), out=self.tensor)

    def string_from(self, state: PybsState, player: int) -> str:
        """``player``'s dict observation (``pybs.State.observation``) as text."""
        if state.engine_state is None:
            return str(state)
        return str(state.engine_state.observation(int(player)))


pyspiel.register_game(_GAME_TYPE, PybsGame)  # fixed_deal games report _FIXED_DEAL_TYPE
