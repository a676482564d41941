"""Binomial intervals shared by simulate, arena and the per-card statistics (no other pybs import)."""

from __future__ import annotations

import math

Z95 = 1.959963984540054  # two-sided 95% normal quantile


def wilson_interval(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """Wilson score interval for a binomial proportion (95% by default)."""
    if trials <= 0:
        return (0.0, 1.0)
    if successes == 0 or successes == trials:  # closed forms, free of rounding at the edges
        bound = trials / (trials + z * z)
        return (0.0, 1.0 - bound) if successes == 0 else (bound, 1.0)
    phat = successes / trials
    denom = 1 + z * z / trials
    centre = (phat + z * z / (2 * trials)) / denom
    half = z * math.sqrt(phat * (1 - phat) / trials + z * z / (4 * trials * trials)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


__all__ = ["Z95", "wilson_interval"]
