"""The card-pool sample decks (data/decks/pool-NAME.txt) on both engines, action by action (issues 17, 18):
pool II (BSS04-BSS06 decks, one per colour at least) plays 300 games, pool III (CB01 and promotional decks) 200,
over every ordered pair, with identical legal actions, bytes and hashes after every action; then the invariant
fuzz over them (run on the debug build by CI's second pass)."""

from __future__ import annotations

import pytest
from test_differential_engines import play_every_pair

from pybs import RuleSet
from pybs.carddb import COLOR_BITS, load_default
from pybs.decks import builtin_decks, pool_deck_names

POOL_II = tuple(n for n in pool_deck_names() if n.startswith(("BSS04", "BSS05", "BSS06", "POOL2")))
POOL_III = tuple(n for n in pool_deck_names() if n.startswith(("CB01", "PROMO")))


def test_pool_ii_decks_cover_every_colour():
    """At least six pool II sample decks, and each colour is the main colour of one of them."""
    db = load_default()
    main_colours = set()
    for name in POOL_II:
        counts = dict.fromkeys(COLOR_BITS, 0)
        for card_id, n in builtin_decks()[name].entries:
            for colour in db[card_id].colors:
                counts[colour] += n
        main_colours.add(max(counts, key=counts.get))
    assert len(POOL_II) >= 6 and main_colours >= {"red", "purple", "green", "white", "yellow", "blue"}


@pytest.mark.parametrize("chunk", range(3))
def test_engines_agree_on_the_pool_ii_decks(chunk: int) -> None:
    """300 games in three chunks of 100 (each its own seeds)."""
    play_every_pair(POOL_II[chunk:] + POOL_II[:chunk], "bss", 100, f"pool2-{chunk}")


@pytest.mark.parametrize("chunk", range(2))
def test_engines_agree_on_the_pool_iii_decks(chunk: int) -> None:
    """200 games in two chunks of 100."""
    if len(POOL_III) < 2:
        pytest.skip("needs two pool III sample decks")
    play_every_pair(POOL_III[chunk:] + POOL_III[:chunk], "bss", 100, f"pool3-{chunk}")


@pytest.mark.parametrize("decks", ["pool2", "pool3"])
def test_run_fuzz_over_the_pool_decks(decks: str) -> None:
    """Every legal action tried and the state invariants checked after every action, over consecutive pairs of the
    decks, both forced-action settings."""
    from test_fuzz import assert_clean, fuzz

    names = POOL_II if decks == "pool2" else POOL_III
    if len(names) < 2:
        pytest.skip("needs two sample decks")
    for k, (a, b) in enumerate(zip(names, names[1:] + names[:1])):
        result = fuzz((a, b), RuleSet.preset("bss"), 40, 9700 + k, auto_forced=bool(k % 2), illegal_samples=8)
        assert_clean(result, 40, f"bss {a} vs {b}")
