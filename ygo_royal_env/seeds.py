"""One rule for every seed a caller gives (``Duel``, the envs, playouts, batches, ``simulate``,
the CLI, study specs, scenarios, replays, the agents), with one message.

The engine seeds a duel's RNG from an unsigned 64-bit number (``core/rng.py``), so a seed is an
integer ``0 <= seed < 2**64``; an entry that derives several seeds from one (a run's game i
plays the duel of seed ``seed * SEED_STRIDE + i``) passes a smaller bound so the derived seeds
fit too. Python and numpy integers are accepted; bools, floats and strings are refused rather
than truncated, and negative numbers rather than wrapped modulo 2**64, so two different seeds
never name the same duel by accident.
"""
from __future__ import annotations

from collections.abc import Sequence

import numpy as np

SEED_BOUND = 2**64


def check_seed(seed: object, name: str = "seed", bound: int = SEED_BOUND, why: str = "") -> int:
    """``seed`` as a Python int, or ValueError saying what was given and what is allowed."""
    if isinstance(seed, (int, np.integer)) and not isinstance(seed, bool) and 0 <= seed < bound:
        return int(seed)
    reason = f" ({why})" if why else ""
    raise ValueError(f"{name} must be an integer 0 to {bound - 1}{reason}, got {seed!r} ({type(seed).__name__})")


def check_seeds(seeds: Sequence[int] | np.ndarray, name: str = "seeds") -> np.ndarray:
    """Many duel seeds as a 1-D uint64 array, each checked as ``check_seed`` does (an integer
    array as a whole; a list element by element, never through a lossy float conversion)."""
    values: Sequence[object] = seeds
    if isinstance(seeds, np.ndarray):
        if seeds.ndim != 1:
            raise ValueError(f"{name} must be a 1-D sequence of seeds, got an array of shape {seeds.shape}")
        if seeds.dtype.kind == "u" or (seeds.dtype.kind == "i" and (seeds.size == 0 or seeds.min() >= 0)):
            return seeds.astype(np.uint64, copy=False)
        values = seeds.tolist()
    return np.array([check_seed(s, f"{name}[{i}]") for i, s in enumerate(values)], np.uint64)


def check_entropy(seed: object, name: str = "seed") -> int | list[int] | None:
    """What an agent's own ``np.random.default_rng`` is seeded with: None (fresh entropy), a
    seed, or a sequence of seeds such as ``[game_seed, player]``."""
    if seed is None:
        return None
    if isinstance(seed, Sequence) and not isinstance(seed, (str, bytes)):
        return [check_seed(s, f"{name}[{i}]") for i, s in enumerate(seed)]
    return check_seed(seed, name)
