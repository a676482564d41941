"""xoshiro256** seeded by splitmix64: the RNG that lives inside every game state.

The compiled twin is ``bscore/rng.pyx``; both must produce the same stream.
"""

from __future__ import annotations

MASK64 = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15
AGENT_STREAM = 0xA6E4_7A6E_47A6_E47A


def splitmix64_mix(x: int) -> int:
    """The splitmix64 output for counter value ``x`` (a 64-bit mixing function)."""
    z = (x + GOLDEN) & MASK64
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return z ^ (z >> 31)


def derive_seed(master: int, index: int) -> int:
    """Seed of game ``index`` of a batch: independent of how games are split over workers."""
    return splitmix64_mix((master & MASK64) ^ splitmix64_mix(index & MASK64))


def agent_seed(game_seed: int, player: int) -> int:
    """Seed of the agent playing seat ``player`` in the game seeded ``game_seed``."""
    return derive_seed(game_seed ^ AGENT_STREAM, player)


def seed_state(seed: int) -> list[int]:
    """Four xoshiro256** words from a 64-bit seed, via consecutive splitmix64 outputs."""
    x = seed & MASK64
    words = []
    for _ in range(4):
        words.append(splitmix64_mix(x))
        x = (x + GOLDEN) & MASK64
    return words


def _rotl(x: int, k: int) -> int:
    return ((x << k) | (x >> (64 - k))) & MASK64


def next_u64(s: list[int]) -> int:
    """Advance the state ``s`` in place and return the next 64-bit output."""
    result = (_rotl((s[1] * 5) & MASK64, 7) * 9) & MASK64
    t = (s[1] << 17) & MASK64
    s[2] ^= s[0]
    s[3] ^= s[1]
    s[1] ^= s[2]
    s[0] ^= s[3]
    s[2] ^= t
    s[3] = _rotl(s[3], 45)
    return result


def bounded(s: list[int], n: int) -> int:
    """Uniform integer in [0, n) without modulo bias (rejection below 2**64 mod n)."""
    threshold = (1 << 64) % n
    while True:
        r = next_u64(s)
        if r >= threshold:
            return r % n


class Rng:
    """A small object wrapper, used by the Python agents."""

    def __init__(self, seed: int) -> None:
        self.state = seed_state(seed)

    def bounded(self, n: int) -> int:
        return bounded(self.state, n)
