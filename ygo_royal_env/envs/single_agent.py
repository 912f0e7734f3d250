"""A Gymnasium single-agent view of a duel: one player learns, every other seat is played by
a built-in policy ("random", "heuristic") or any callable taking the env's observation dict.

Built-in opponents play inside numba between two learner decisions (one jitted call), so a
step costs about what an AEC step costs. The mask is exposed as ``action_masks()`` (what
sb3-contrib's MaskablePPO calls) and as ``info["action_mask"]``.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces

from ..config import DuelConfig
from ..core.constants import END_NAMES, MAX_PLAYERS, N_ACTIONS, PROMPT_NAMES
from ..core.losses import settled_at
from ..duel import Duel
from ..render import render_ansi
from ..vector.playout import play_others
from ..vector.policies import POLICY_NAMES, seed_policy_rngs
from .observation import OBS_HIGH, OBS_SIZE, encode_at

Opponent = str | Callable[[Mapping[str, np.ndarray]], int]


class SingleAgentEnv(gymnasium.Env):
    """Player ``learner`` (a player id; its seat is drawn each duel, R3) against ``opponents``:
    one spec for every other player, or one per other player in player-id order.

    Reward: the learner's result when it becomes final (+1 win, -1 loss, 0 draw), else 0;
    ``terminated`` then, ``truncated`` at the turn cap. ``illegal_action``: "raise"
    (``IllegalActionError``, nothing changes) or "lose" (reward -1 and the episode ends, as
    PettingZoo's TerminateIllegalWrapper does; Gymnasium's checker samples unmasked actions).
    """

    metadata = {"render_modes": ["ansi"]}

    def __init__(self, config: DuelConfig | None = None, learner: int = 0,
                 opponents: Opponent | Sequence[Opponent] = "random", render_mode: str | None = None,
                 illegal_action: str = "raise", **config_fields: Any):
        self.config = (config or DuelConfig()).with_(**config_fields)
        n = self.config.num_players
        if learner not in range(n):
            raise ValueError(f"learner must be a player id 0..{n - 1}, got {learner!r}")
        others = [p for p in range(n) if p != learner]
        specs = [opponents] * len(others) if isinstance(opponents, str) or callable(opponents) else list(opponents)
        if len(specs) != len(others):
            raise ValueError(f"opponents must be one spec or {len(others)} (one per other player), got {len(specs)}")
        for spec in specs:
            if not callable(spec) and spec not in POLICY_NAMES:
                raise ValueError(f"an opponent is a callable or one of {POLICY_NAMES}, got {spec!r}")
        if illegal_action not in ("raise", "lose"):
            raise ValueError(f"illegal_action must be 'raise' or 'lose', got {illegal_action!r}")
        self.illegal_action = illegal_action
        if render_mode not in (None, "ansi"):
            raise ValueError(f"render_mode must be 'ansi' or None, got {render_mode!r}")
        self.render_mode = render_mode
        self.learner = learner
        self.callables = {p: s for p, s in zip(others, specs) if callable(s)}
        self.policies = np.zeros(MAX_PLAYERS, np.int8)
        for p, spec in zip(others, specs):
            if not callable(spec):
                self.policies[p] = POLICY_NAMES.index(spec)
        self.stop = (1 << learner) | sum(1 << p for p in self.callables)
        self.observation_space = spaces.Box(0.0, OBS_HIGH, (OBS_SIZE,), np.float32)
        self.action_space = spaces.Discrete(N_ACTIONS)
        self._obs = np.zeros(OBS_SIZE, np.float32)
        self.duel: Duel | None = None

    # --- Gymnasium API ----------------------------------------------------------------------
    def reset(self, *, seed: int | None = None, options: dict | None = None):
        """Deal a duel (``options={"duel_seed": s}`` for a specific one) and play until the
        learner must decide."""
        super().reset(seed=seed)
        duel_seed = (options or {}).get("duel_seed")
        if duel_seed is None:
            duel_seed = int(self.np_random.integers(2**63))
        self.duel = Duel(self.config, int(duel_seed))
        self._rng = seed_policy_rngs(np.array([duel_seed], np.uint64))   # as the batches seed theirs
        self._play_opponents()
        return self._observe(), self._info()

    def step(self, action: int):
        if self.illegal_action == "lose" and not self.action_masks()[int(action)]:
            return self._observe(), -1.0, True, False, {**self._info(), "illegal_action": True}
        self.duel.apply(action)
        self._play_opponents()
        rec = self.duel.rec
        final = self._learner_settled()
        truncated = bool(rec["truncated"])
        reward = float(rec["result"][self.learner]) if final else 0.0
        return self._observe(), reward, final and not truncated, truncated, self._info()

    def action_masks(self) -> np.ndarray:
        """Legal actions of the learner now (all False once its duel is over)."""
        if self.duel.current_player != self.learner:
            return np.zeros(N_ACTIONS, bool)
        return self.duel.rec["mask"].astype(bool)

    def render(self) -> str | None:
        return render_ansi(self.duel, self.learner) if self.render_mode == "ansi" else None

    # --- internals --------------------------------------------------------------------------
    def _play_opponents(self) -> None:
        """Until the learner decides or its result is final: built-in opponents in one jitted
        call, callable opponents one decision at a time."""
        duel = self.duel
        while True:
            play_others(duel.states, 0, duel.db.table, self.policies, self._rng, self._obs, self.stop,
                        self.learner)
            p = duel.current_player
            if p is None or p == self.learner or self._learner_settled():
                return
            duel.apply(int(self.callables[p](self._observe_as(p))))   # a callable's turn

    def _learner_settled(self) -> bool:
        return bool((settled_at(self.duel.states, 0) >> self.learner) & 1)

    def _observe_as(self, p: int) -> dict[str, np.ndarray]:
        """A callable opponent's view, in the AEC env's dict form."""
        return {"observation": self._observe(p), "action_mask": self.duel.action_mask()}

    def _observe(self, player: int | None = None) -> np.ndarray:
        obs = np.empty(OBS_SIZE, np.float32)
        encode_at(self.duel.states, 0, self.duel.db.table, self.learner if player is None else player, obs)
        return obs

    def _info(self) -> dict[str, Any]:
        rec = self.duel.rec
        return {"action_mask": self.action_masks(), "prompt": PROMPT_NAMES[rec["pr_kind"]],
                "results": self.duel.results() if rec["done"] else None, "end_reason": END_NAMES[rec["end_reason"]]}
