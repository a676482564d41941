"""Battle Spirits as an OpenSpiel Python game, registered as ``python_pybs``.

    import pyspiel
    import pybs.adapters.openspiel_game  # registers the game
    game = pyspiel.load_game("python_pybs", {"seed": 7, "deck0": "ST01", "deck1": "ST02"})
    state = game.new_initial_state()
    while not state.is_terminal():
        state.apply_action(state.legal_actions()[0])

Shuffles and the first player come from the RNG inside the engine's state, so the game is
DETERMINISTIC for OpenSpiel (no chance nodes): parameter ``seed`` fixes the deal, and a state is
its action history from that seed (OpenSpiel's default serialization replays it). Players are
seats 0 and 1; the mover is whoever the engine asks to decide, often the same player many times
in a row. Observations (``observation_tensor`` / ``observation_string``) are what the player may
see (R0.7): the compiled tensor of docs/OBSERVATION.md and the dict view of
``State.observation``. There is no information-state (perfect-recall) view.
"""

from __future__ import annotations

from typing import Any

import numpy as np
import pyspiel

from ..codec import KIND_NAMES, NUM_ACTIONS, decode, loc_name
from ..game import Game, State
from ..observation import OBS_SIZE
from ._common import apply_action

SHORT_NAME = "python_pybs"
DEFAULT_PARAMS: dict[str, Any] = {"seed": 0, "deck0": "ST01", "deck1": "ST02", "auto_forced": True}

_GAME_TYPE = pyspiel.GameType(
    short_name=SHORT_NAME,
    long_name="Battle Spirits (pybs)",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.DETERMINISTIC,
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


class PybsGame(pyspiel.Game):
    """The OpenSpiel game: parameters ``seed``, ``deck0``, ``deck1`` (built-in deck names or deck
    file paths) and ``auto_forced`` (``pybs.Game``'s option)."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = {**DEFAULT_PARAMS, **(params or {})}
        self.pybs_game = Game((params["deck0"], params["deck1"]), seed=int(params["seed"]),
                              auto_forced=bool(params["auto_forced"]))
        info = pyspiel.GameInfo(
            num_distinct_actions=NUM_ACTIONS,
            max_chance_outcomes=0,
            num_players=2,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=0.0,
            max_game_length=self.pybs_game.max_game_length,
        )
        super().__init__(_GAME_TYPE, info, params)

    def new_initial_state(self) -> PybsState:
        """The game after set-up (R3), at its first decision."""
        return PybsState(self, self.pybs_game.new_initial_state())

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

    def __init__(self, state: State) -> None:
        self.state = state

    def __deepcopy__(self, memo: dict) -> _Core:
        return _Core(self.state.clone())


class PybsState(pyspiel.State):
    """An OpenSpiel state over a ``pybs.State`` (``engine_state``)."""

    def __init__(self, game: PybsGame, engine_state: State) -> None:
        super().__init__(game)
        self._core = _Core(engine_state)

    @property
    def engine_state(self) -> State:
        """The wrapped ``pybs.State`` (the live object: apply actions through OpenSpiel)."""
        return self._core.state

    def current_player(self) -> int:
        """The seat deciding now, or ``pyspiel.PlayerId.TERMINAL``."""
        state = self._core.state
        if state.is_terminal():
            return pyspiel.PlayerId.TERMINAL
        return int(state.current_player())

    def _legal_actions(self, player: int) -> list[int]:
        return self._core.state.legal_actions(player).tolist()

    def _apply_action(self, action: int) -> None:
        apply_action(self._core.state, action)

    def _action_to_string(self, player: int, action: int) -> str:
        # The codec's name (OpenSpiel asks for every legal action at every step, so this stays cheap);
        # the card-aware text is engine_state.action_to_string(action).
        return f"p{player} {_code_name(int(action))}"

    def is_terminal(self) -> bool:
        """The game is over (R4), or stopped by ``RuleSet.max_actions`` or a full effect table."""
        return bool(self._core.state.is_terminal())

    def returns(self) -> list[float]:
        """+1/-1 for the winner/loser once the game is over; 0 each for a draw or while playing."""
        return list(self._core.state.returns())

    def __str__(self) -> str:
        return repr(self._core.state)


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
        """Write ``player``'s view of ``state`` into ``tensor`` (the compiled writer, no allocation)."""
        state.engine_state.observation_tensor(int(player), out=self.tensor)

    def string_from(self, state: PybsState, player: int) -> str:
        """``player``'s dict observation (``pybs.State.observation``) as text."""
        return str(state.engine_state.observation(int(player)))


pyspiel.register_game(_GAME_TYPE, PybsGame)
