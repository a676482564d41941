"""Pieces the adapters share: the game they wrap, the tensor bounds and the end of an episode."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from ..errors import EngineCapacityError
from ..game import Game, State
from ..layout import EndReason

# Every tensor entry is a small integer or a BP in thousands taken from a C int (docs/OBSERVATION.md),
# so these finite bounds hold; frameworks warn about infinite ones.
OBS_LOW = -float(2**31)
OBS_HIGH = float(2**31)

# Ends that stop the game without a result of the rules: reported as truncation, not termination.
TRUNCATING_ENDS = (int(EndReason.ACTION_LIMIT), int(EndReason.TABLE_OVERFLOW), int(EndReason.EFFECT_LIMIT))


def make_game(game: Game | None, decks: Sequence[str], seed: int) -> Game:
    """``game`` itself, or a new ``Game`` of ``decks`` with the engine defaults."""
    if game is not None:
        if not isinstance(game, Game):
            raise TypeError(f"game must be a pybs.Game, got {type(game).__name__}")
        return game
    return Game(tuple(decks), seed=seed)


def apply_action(state: State, code: int) -> None:
    """``state.apply(code)``; a full effect table ends the game (TABLE_OVERFLOW) instead of raising."""
    try:
        state.apply(int(code))
    except EngineCapacityError:
        pass  # the state is over and inspectable; the episode is truncated


def is_truncated(state: State) -> bool:
    """The game stopped on a cap (RuleSet.max_actions, a full effect table), not by the rules' end."""
    return bool(state.is_terminal()) and int(state.end_reason) in TRUNCATING_ENDS


def seed_from(rng: np.random.Generator) -> int:
    """A 63-bit game seed drawn from ``rng``."""
    return int(rng.integers(0, 2**63 - 1))


# Render modes the standard tools pass: "ansi" returns the position as text, "rgb_array" an image of
# that text (a fixed frame size, so video recorders get equal frames), "human" prints it.
RENDER_MODES = ["ansi", "rgb_array", "human"]
FRAME_HEIGHT, FRAME_WIDTH = 360, 720
_LINE_HEIGHT = 14


def check_render_mode(render_mode: str | None) -> None:
    """Raise ``ValueError`` for a render mode the adapters do not know."""
    if render_mode is not None and render_mode not in RENDER_MODES:
        raise ValueError(f"render_mode must be None or one of {RENDER_MODES}, got {render_mode!r}")


def position_text(state: State | None) -> str:
    """The position as text (``repr(State)``), or a hint before the first reset."""
    return repr(state) if state is not None else "no game yet: call reset()"


def text_frame(text: str) -> np.ndarray:
    """``text`` drawn dark on light into a uint8[FRAME_HEIGHT, FRAME_WIDTH, 3] image (needs Pillow);
    lines past the frame are cut."""
    try:
        from PIL import Image, ImageDraw, ImageFont
    except ImportError:
        raise ImportError('render_mode="rgb_array" needs Pillow: pip install "pybs[rl]"') from None
    image = Image.new("RGB", (FRAME_WIDTH, FRAME_HEIGHT), (250, 248, 240))
    draw = ImageDraw.Draw(image)
    font = ImageFont.load_default()
    for i, line in enumerate(text.splitlines()[: FRAME_HEIGHT // _LINE_HEIGHT]):
        draw.text((6, 4 + i * _LINE_HEIGHT), line, fill=(20, 20, 30), font=font)
    return np.asarray(image, dtype=np.uint8).copy()


def render_state(render_mode: str | None, state: State | None) -> str | np.ndarray | None:
    """What ``render()`` returns in ``render_mode`` (the "human" mode prints and returns None)."""
    if render_mode is None:
        return None
    text = position_text(state)
    if render_mode == "ansi":
        return text
    if render_mode == "rgb_array":
        return text_frame(text)
    print(text, end="\n\n")
    return None
