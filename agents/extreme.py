"""``ExtremeAgent``: always the first legal action, or the last one other than conceding.

Deterministic players that repeat whatever the rules let them repeat: the fuzz plays them
(as the jitted policies "first" and "last", the same kernel) to find loops that random play
rarely repeats (docs/reliability.md). No use as opponents beyond that.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np

from ygo_royal_env.vector.policies import extreme_action


class ExtremeAgent:
    """``last=False``: the lowest legal action; ``last=True``: the highest but concession."""

    def __init__(self, seed: int | Sequence[int] | None = None, last: bool = False):
        self.last = last                       # the seed is taken for the agent factory's sake: nothing is random

    def act(self, observation: Mapping | np.ndarray) -> int:
        mask = observation["action_mask"] if isinstance(observation, Mapping) else observation
        mask = np.asarray(mask, np.int8)
        if not mask.any():
            raise ValueError("no legal action in the mask: the agent has nothing to decide")
        return int(extreme_action(mask, self.last))
