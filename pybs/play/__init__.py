"""The browser board: play against the engine's agents (``pybs play``) and step through recorded
games (``pybs view``). Needs the play extra: ``pip install "pybs[play]"`` (Starlette, uvicorn).
See docs/PLAY.md.
"""

from __future__ import annotations

from .session import PlaySession, ViewSession

__all__ = ["PlaySession", "ViewSession", "create_app", "serve"]


def create_app(session):
    """The web app serving ``session`` (``pybs.play.server.create_app``)."""
    from .server import create_app as make

    return make(session)


def serve(session, port: int | None = None, open_browser: bool = True) -> None:
    """Serve ``session`` on 127.0.0.1 until Ctrl-C (``pybs.play.server.serve``)."""
    from .server import serve as run

    run(session, port, open_browser)
