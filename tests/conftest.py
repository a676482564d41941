"""Shared fixtures: run rule tests on both engines, and small helpers."""

from __future__ import annotations

import pytest

from pybs.testing import Scenario


@pytest.fixture(params=["fast", "reference"])
def engine(request):
    """Which engine a test runs on; use ``build(scenario)`` to get a state from it."""
    return request.param


@pytest.fixture
def build(engine):
    """Build a Scenario in the engine under test (compiled State or reference RefState)."""

    def _build(scenario: Scenario):
        return scenario.build() if engine == "fast" else scenario.build_reference()

    return _build


def legal(state) -> list[int]:
    """Legal codes of either engine as a plain sorted list of ints."""
    return [int(c) for c in state.legal_actions()]


def player(state, p: int):
    """Player p's record (life, reserve, hand_count, slots...) from either engine."""
    return state.record()["players"][p]
