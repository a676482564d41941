"""The local web server of ``pybs play`` and ``pybs view`` (Starlette + uvicorn, ``pip install "pybs[play]"``).

Routes (JSON unless said; a bad request answers 400 with ``{"error": "..."}``):

- ``GET /``: the page (``static/index.html``, plain HTML/CSS/JS served from the package);
- ``GET /api/state?seat=S&since=N&epoch=E`` (play): seat S's board, decision and log from entry N;
  ``GET /api/state?step=K&viewer=V`` (view): position K as viewer V (0, 1, spectator) sees it;
- ``POST /api/act {"seat", "code"}``, ``/api/autopay {"seat"}``, ``/api/undo {"seat"}``,
  ``/api/concede {"seat"}``, ``/api/new {}`` (play);
- ``GET /api/replay`` (play): the game so far as a replay file.

It listens on 127.0.0.1 only.
"""

from __future__ import annotations

import json
import socket
import threading
import webbrowser
from importlib import resources
from typing import Any

from ..errors import PybsError
from .session import PlaySession, ViewSession

STATIC = resources.files("pybs.play") / "static"


def _starlette():
    try:
        import starlette  # noqa: F401
        import uvicorn  # noqa: F401
    except ImportError:
        raise PybsError('the browser board needs the play extra: pip install "pybs[play]" '
                        "(Starlette and uvicorn)") from None


def create_app(session: PlaySession | ViewSession):
    """The Starlette app serving ``session`` (tests swap ``app.state.session``)."""
    _starlette()
    from starlette.applications import Starlette
    from starlette.requests import Request
    from starlette.responses import FileResponse, JSONResponse, Response
    from starlette.routing import Mount, Route
    from starlette.staticfiles import StaticFiles

    def error(message: str, status: int = 400) -> JSONResponse:
        return JSONResponse({"error": message}, status_code=status)

    def play_session(request: Request) -> PlaySession:
        s = request.app.state.session
        if not isinstance(s, PlaySession):
            raise PybsError("this server shows a recorded game; it takes no moves")
        return s

    def seat_of(body: dict[str, Any]) -> int:
        seat = body.get("seat")
        if type(seat) is not int or seat not in (0, 1):
            raise PybsError(f"field 'seat' must be 0 or 1, got {seat!r}")
        return seat

    async def body_of(request: Request) -> dict[str, Any]:
        try:
            body = json.loads(await request.body() or b"{}")
        except (json.JSONDecodeError, UnicodeDecodeError):
            raise PybsError("the request body is not JSON") from None
        if not isinstance(body, dict):
            raise PybsError("the request body must be a JSON object")
        return body

    def guarded(fn):
        async def endpoint(request: Request) -> Response:
            try:
                return await fn(request)
            except PybsError as exc:
                return error(" ".join(str(exc).split()))
        return endpoint

    async def index(request: Request) -> Response:
        return FileResponse(str(STATIC / "index.html"), headers={"Cache-Control": "no-store"})

    @guarded
    async def state(request: Request) -> Response:
        s = request.app.state.session
        q = request.query_params
        with request.app.state.lock:
            if isinstance(s, ViewSession):
                return JSONResponse(s.view(_int(q.get("step", "0"), "step"), q.get("viewer", "spectator")))
            epoch = _int(q["epoch"], "epoch") if "epoch" in q else None
            return JSONResponse(s.view(q.get("seat", "0"), _int(q.get("since", "0"), "since"), epoch))

    def action(name: str):
        @guarded
        async def run(request: Request) -> Response:
            body = await body_of(request)
            s = play_session(request)
            with request.app.state.lock:
                if name == "new":
                    s.new_game(s.seed + 1 if s.start is None else None)
                    return JSONResponse({"ok": True})
                seat = seat_of(body)
                if name == "act":
                    code = body.get("code")
                    if type(code) is not int:
                        raise PybsError(f"field 'code' must be an integer, got {code!r}")
                    s.act(seat, code)
                elif name == "autopay":
                    s.autopay(seat)
                elif name == "undo":
                    s.undo(seat)
                else:
                    s.concede(seat)
            return JSONResponse({"ok": True})
        return run

    @guarded
    async def replay(request: Request) -> Response:
        s = play_session(request)
        with request.app.state.lock:
            doc = s.replay()
        return Response(json.dumps(doc, indent=1), media_type="application/json",
                        headers={"Content-Disposition": 'attachment; filename="pybs-game.json"'})

    routes = [
        Route("/", index),
        Route("/api/state", state),
        Route("/api/replay", replay),
        *(Route(f"/api/{name}", action(name), methods=["POST"]) for name in ("act", "autopay", "undo", "concede",
                                                                               "new")),
        Mount("/static", app=StaticFiles(directory=str(STATIC)), name="static"),
    ]
    app = Starlette(routes=routes)
    app.state.session = session
    app.state.lock = threading.Lock()
    return app


def _int(text: str, what: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise PybsError(f"parameter '{what}' must be an integer, got {text!r}") from None


def free_port() -> int:
    """A free TCP port on 127.0.0.1."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def serve(session: PlaySession | ViewSession, port: int | None = None, open_browser: bool = True,
          echo=print, query: str = "") -> None:
    """Serve ``session`` on 127.0.0.1 (``port``, or a free one) until Ctrl-C, opening the browser."""
    _starlette()
    import uvicorn

    port = port or free_port()
    url = f"http://127.0.0.1:{port}/{query}"
    config = uvicorn.Config(create_app(session), host="127.0.0.1", port=port, log_level="warning")
    server = uvicorn.Server(config)
    echo(f"pybs: serving the board at {url} (Ctrl-C stops)")
    if open_browser:
        threading.Timer(0.8, webbrowser.open, args=(url,)).start()
    server.run()
