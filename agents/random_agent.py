"""The baseline player: uniform over legal actions, for smoke tests, benchmarks and as the
floor every trained or heuristic agent must beat."""
from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np

from ygo_royal_env.seeds import check_entropy


class RandomAgent:
    """Picks uniformly among the legal actions.

    Each agent owns its ``np.random.Generator`` so a seeded run is reproducible no matter
    how many other agents or libraries draw random numbers in the same process. ``seed`` is
    None, a seed or a sequence of seeds, e.g. ``[game_seed, player]`` (``seeds.check_entropy``).
    """

    def __init__(self, seed: int | Sequence[int] | None = None):
        self.rng = np.random.default_rng(check_entropy(seed))

    def act(self, observation: Mapping | np.ndarray) -> int:
        """An action index legal under ``observation["action_mask"]`` (or a bare mask)."""
        mask = observation["action_mask"] if isinstance(observation, Mapping) else observation
        legal = np.flatnonzero(mask)
        if legal.size == 0:
            raise ValueError("no legal action in the mask: the agent has nothing to decide")
        return int(legal[self.rng.integers(legal.size)])
