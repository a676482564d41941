"""Adapters to game-AI frameworks (``pip install "pybs[rl]"``), imported on demand.

* ``pybs.adapters.pettingzoo_env``: a two-agent PettingZoo AEC environment.
* ``pybs.adapters.gym_env``: a single-agent Gymnasium environment against any opponent.
* ``pybs.adapters.openspiel_game``: the game registered with OpenSpiel as ``python_pybs``.
* ``pybs.adapters.gym_vector_env``: a Gymnasium ``VectorEnv`` over the compiled vector environment.
* ``pybs.adapters.sb3_vec_env``: a stable-baselines3 ``VecEnv`` over it (masks for MaskablePPO).

Framework-free pieces: ``learner`` (N games for one learner, compiled or batched opponents, auto-pay,
rewards), ``opponents`` (any agent as an opponent, self-play), ``encoding`` (the observation spec and
the encoded observation). Each framework module imports its framework, so this package imports none
of them (docs/AGENTS.md).
"""
