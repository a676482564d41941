"""Issue 22: the arena heatmap's title fits the figure; the arena takes agents of any kind."""

from __future__ import annotations

import numpy as np
import pytest

from pybs.arena import ArenaResult

matplotlib = pytest.importorskip("matplotlib")


def test_arena_heatmap_title_is_not_clipped(tmp_path, monkeypatch):
    from matplotlib.figure import Figure

    saved = []
    real_savefig = Figure.savefig

    def spy(self, *args, **kwargs):
        saved.append(self)
        return real_savefig(self, *args, **kwargs)

    monkeypatch.setattr(Figure, "savefig", spy)
    decks = ["ST01 Red Star Dragons", "ST02 Purple Serpents and Undead", "ST03 Green Beasts", "ST04 Yellow"]
    result = ArenaResult(["random", "greedy"], decks, 10, 1, 64, np.array([[0, 3], [17, 0]]),
                         np.array([[0, 20], [20, 0]]), np.zeros((2, 2), int), 1.0)
    path = result.plot(tmp_path)[0]
    assert path.exists()
    fig = saved[0]
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    renderer = FigureCanvasAgg(fig).get_renderer()
    title = fig.axes[0].title.get_window_extent(renderer)
    assert title.x0 >= 0 and title.x1 <= fig.bbox.width and title.y1 <= fig.bbox.height
    assert "ST04 Yellow" in fig.axes[0].get_title()
