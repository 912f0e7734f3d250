"""RLlib's action-masking convention on the AEC env.

RLlib's masking RL modules (``ActionMaskingTorchRLModule`` in its examples) read an
observation dict keyed ``"observations"`` and ``"action_mask"``; PettingZoo's convention,
which the AEC env follows, is ``"observation"``. ``RLlibMaskKeys`` renames the key (the int8
mask works as it is: the module takes its log); ``rllib_env`` builds the whole chain for
``ray.tune.registry.register_env``. Nothing here imports ray until ``rllib_env`` is called.
"""
from __future__ import annotations

from typing import Any

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils.wrappers import BaseWrapper

from .aec import env as aec_env


class RLlibMaskKeys(BaseWrapper):
    """The AEC env with observations ``{"observations": float32[OBS_SIZE],
    "action_mask": int8[N_ACTIONS]}``; everything else passes through."""

    def __init__(self, env: AECEnv):
        super().__init__(env)
        self._spaces = {agent: spaces.Dict({"observations": env.observation_space(agent)["observation"],
                                            "action_mask": env.observation_space(agent)["action_mask"]})
                        for agent in env.possible_agents}

    def observation_space(self, agent: str) -> spaces.Dict:
        return self._spaces[agent]

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        obs = self.env.observe(agent)
        return {"observations": obs["observation"], "action_mask": obs["action_mask"]}


def rllib_env(env_config: dict[str, Any] | None = None):
    """An RLlib ``PettingZooEnv`` over ``RLlibMaskKeys(ygo_royal_env.env(**env_config))``."""
    from ray.rllib.env.wrappers.pettingzoo_env import PettingZooEnv

    return PettingZooEnv(RLlibMaskKeys(aec_env(**dict(env_config or {}))))
