"""Card scripts, one module per set (or per mechanism for the booster pool). Importing this package
registers every script."""

from . import (  # noqa: F401
    bss01,
    bss02,
    bss03,
    examples,
    examples_advent,
    examples_ultimate,
    pool_ascend,
    pool_battle,
    pool_counts,
    pool_events,
    pool_handfx,
    pool_keywords,
    pool_levels,
    pool_zones,
    st01,
    st02,
    st03,
    st04,
    st05,
    st06,
    st07,
)
