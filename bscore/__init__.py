"""bscore: the compiled core of pybs (flat game state, rule kernels, turn machine)."""
