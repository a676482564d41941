# xoshiro256** seeded by splitmix64. The state lives inside GameState, never in a global.
# Twin: pybs/reference/rng.py.

from libc.stdint cimport uint64_t

cdef uint64_t GOLDEN = 0x9E3779B97F4A7C15ULL
cdef uint64_t AGENT_STREAM = 0xA6E47A6E47A6E47AULL


cdef inline uint64_t rotl(uint64_t x, int k) noexcept nogil:
    return (x << k) | (x >> (64 - k))


cdef uint64_t splitmix64_mix(uint64_t x) noexcept nogil:
    cdef uint64_t z = x + GOLDEN
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL
    return z ^ (z >> 31)


cdef uint64_t derive_seed(uint64_t master, uint64_t index) noexcept nogil:
    return splitmix64_mix(master ^ splitmix64_mix(index))


cdef uint64_t agent_seed(uint64_t game_seed, uint64_t player) noexcept nogil:
    return derive_seed(game_seed ^ AGENT_STREAM, player)


cdef void seed_state(uint64_t* s, uint64_t seed) noexcept nogil:
    cdef uint64_t x = seed
    cdef int i
    for i in range(4):
        s[i] = splitmix64_mix(x)
        x += GOLDEN


cdef uint64_t next_u64(uint64_t* s) noexcept nogil:
    cdef uint64_t result = rotl(s[1] * 5, 7) * 9
    cdef uint64_t t = s[1] << 17
    s[2] ^= s[0]
    s[3] ^= s[1]
    s[1] ^= s[2]
    s[0] ^= s[3]
    s[2] ^= t
    s[3] = rotl(s[3], 45)
    return result


cdef uint64_t bounded(uint64_t* s, uint64_t n) noexcept nogil:
    # Rejection below 2**64 mod n keeps the draw unbiased.
    cdef uint64_t threshold = (0 - n) % n
    cdef uint64_t r
    while True:
        r = next_u64(s)
        if r >= threshold:
            return r % n


def py_derive_seed(master: int, index: int) -> int:
    """Seed of game ``index`` in a batch seeded ``master``."""
    return derive_seed(master, index)


def py_agent_seed(game_seed: int, player: int) -> int:
    """Seed of the agent in seat ``player``."""
    return agent_seed(game_seed, player)


def py_stream(seed: int, n: int, bound: int = 0) -> list:
    """The first ``n`` outputs (or bounded draws when ``bound``) of the generator seeded ``seed``."""
    cdef uint64_t s[4]
    seed_state(s, seed)
    if bound:
        return [bounded(s, bound) for _ in range(n)]
    return [next_u64(s) for _ in range(n)]
