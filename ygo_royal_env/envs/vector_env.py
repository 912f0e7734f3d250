"""A Gymnasium ``VectorEnv`` of single-agent duels over ``vector.LearnerBatch``: the learner's
actions for all duels in, observations, rewards and done flags out, one jitted call per
step (Gymnasium's same-step autoreset; masks in ``infos["action_mask"]`` and
``action_masks()``)."""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np
from gymnasium import spaces
from gymnasium.vector import AutoresetMode, VectorEnv
from gymnasium.vector.utils import batch_space

from ..config import DuelConfig
from ..core.constants import N_ACTIONS
from ..vector.learners import LearnerBatch
from .observation import OBS_HIGH, OBS_SIZE


class LearnerVectorEnv(VectorEnv):
    """``num_envs`` duels; player ``learner`` acts, the others are built-in ``opponents``."""

    metadata = {"autoreset_mode": AutoresetMode.SAME_STEP}

    def __init__(self, num_envs: int, config: DuelConfig | None = None, learner: int = 0,
                 opponents: str | Sequence[str] = "random", **config_fields: Any):
        config = (config or DuelConfig()).with_(**config_fields)
        self.batch = LearnerBatch(num_envs, config, learner, opponents)
        self.num_envs = num_envs
        self.single_observation_space = spaces.Box(0.0, OBS_HIGH, (OBS_SIZE,), np.float32)
        self.single_action_space = spaces.Discrete(N_ACTIONS)
        self.observation_space = batch_space(self.single_observation_space, num_envs)
        self.action_space = batch_space(self.single_action_space, num_envs)

    def reset(self, *, seed: int | None = None, options: dict | None = None):
        """Deal every duel; ``seed`` (default: 0 on the first reset) names the run's duels."""
        self.batch.reset(seed)
        return self.batch.observations.copy(), self._infos()

    def step(self, actions):
        b = self.batch
        b.step(actions)
        return (b.observations.copy(), b.rewards.astype(np.float64), b.terminated.copy(),
                b.truncated.copy(), self._infos())

    def action_masks(self) -> np.ndarray:
        return self.batch.action_masks.astype(bool)

    def _infos(self) -> dict[str, Any]:
        return {"action_mask": self.action_masks()}
