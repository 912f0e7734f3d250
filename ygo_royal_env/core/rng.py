"""Deterministic RNG kept in the duel record (xorshift64*).

Never ``np.random`` in jitted code: its state is per thread, so batches would depend on
scheduling (DESIGN, numba notes).
"""
import numpy as np
from .._jit import njit

_MULT = np.uint64(0x2545F4914F6CDD1D)


@njit(cache=True)
def seed_rng(st, seed):
    """splitmix64 of the seed, so nearby seeds give unrelated streams; never zero."""
    z = np.uint64(seed) + np.uint64(0x9E3779B97F4A7C15)
    z = (z ^ (z >> np.uint64(30))) * np.uint64(0xBF58476D1CE4E5B9)
    z = (z ^ (z >> np.uint64(27))) * np.uint64(0x94D049BB133111EB)
    z = z ^ (z >> np.uint64(31))
    st.rng = z if z != np.uint64(0) else np.uint64(1)


@njit(cache=True)
def rng_next(st):
    x = st.rng
    x ^= x >> np.uint64(12)
    x ^= x << np.uint64(25)
    x ^= x >> np.uint64(27)
    st.rng = x
    return x * _MULT


@njit(cache=True)
def rng_below(st, n):
    """Uniform integer in [0, n)."""
    return np.int64((rng_next(st) >> np.uint64(11)) % np.uint64(n))


@njit(cache=True)
def xorshift_next(rng):
    """Next value of a policy's xorshift64 state kept in ``rng[0]`` (a zero state, which
    xorshift would never leave, is reseeded). Policies keep their own state apart from the
    duel's RNG, so who chose an action never changes the duel."""
    x = rng[0]
    if x == 0:
        x = np.uint64(0x9E3779B97F4A7C15)
    x ^= x << np.uint64(13)
    x ^= x >> np.uint64(7)
    x ^= x << np.uint64(17)
    rng[0] = x
    return x
