"""The build flavour under test is the one CI asked for (release or PYBS_DEBUG=1)."""

from __future__ import annotations

import os

import pytest

import bscore.state


@pytest.mark.skipif("PYBS_DEBUG_EXPECTED" not in os.environ, reason="CI sets PYBS_DEBUG_EXPECTED per build")
def test_build_flavour_matches_what_ci_built():
    assert bscore.state.DEBUG_BUILD == (os.environ["PYBS_DEBUG_EXPECTED"] == "1")


def test_state_size_is_within_budget():
    assert bscore.state.STATE_BYTES <= 4096
