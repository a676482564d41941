"""Adapters to game-AI frameworks (``pip install "pybs[rl]"``), imported on demand.

* ``pybs.adapters.pettingzoo_env``: a two-agent PettingZoo AEC environment.
* ``pybs.adapters.gym_env``: a single-agent Gymnasium environment against a built-in agent.
* ``pybs.adapters.openspiel_game``: the game registered with OpenSpiel as ``python_pybs``.

Each imports its framework, so this package imports none of them (docs/AGENTS.md).
"""
