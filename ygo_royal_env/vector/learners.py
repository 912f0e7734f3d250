"""Batched single-agent training: N duels in which one player id learns and every other seat
is a built-in policy, stepped by one jitted call that applies the learner's actions, plays
the opponents until each learner decides again, and re-deals finished duels (same-step
autoreset). The native counterpart of ``envs.single_agent.SingleAgentEnv``.
"""
from __future__ import annotations

from collections.abc import Sequence

import numpy as np
from .._jit import in_threads, njit

from ..cards import CardDatabase
from ..config import DuelConfig
from ..core.constants import MAX_PLAYERS, N_ACTIONS
from ..core.engine import apply_action
from ..core.borrow import borrowed
from ..core.losses import settled_bits
from ..dealing import Dealer
from ..duel import IllegalActionError
from ..envs.observation import OBS_SIZE, encode_observation
from .batch import first_illegal, redeal
from .playout import advance_to, check_run_seed, game_seed
from .policies import POLICY_NAMES, seed_policy_rngs


@njit(cache=True)
def _ready(st, db, i, learner, policies, rngs, obs, masks):
    """Opponents play until learner i decides; then its view and mask go to the buffers."""
    advance_to(st, db, policies, rngs[i:i + 1], obs[i], 1 << learner, learner)
    masks[i, :] = st.mask
    encode_observation(st, db, learner, obs[i])


@njit(cache=True, nogil=True)
def step_learners(start, stop, states, db, actions, learner, policies, rngs, obs, masks, rewards, terminated,
                  truncated, ep_results, episodes, base_seed, template, seats, main, main_n, extra, extra_n):
    """One learner decision in duels ``start .. stop - 1`` (all legal: the caller checked with
    ``first_illegal``)."""
    db = borrowed(db)
    n = states.shape[0]
    for i in range(start, stop):
        st = states[i]
        apply_action(st, db, actions[i])
        advance_to(st, db, policies, rngs[i:i + 1], obs[i], 1 << learner, learner)
        final = (settled_bits(st) >> learner) & 1
        rewards[i] = st.result[learner] if final else 0.0
        terminated[i] = final and not st.truncated
        truncated[i] = final and st.truncated
        if final:
            ep_results[i, :] = st.result
            episodes[i] += 1
            redeal(states, i, db, base_seed, episodes[i] * n + i, template, seats, main, main_n, extra, extra_n)
        _ready(states[i], db, i, learner, policies, rngs, obs, masks)


@njit(cache=True, nogil=True)
def ready_all(start, stop, states, db, learner, policies, rngs, obs, masks):
    db = borrowed(db)
    for i in range(start, stop):
        _ready(states[i], db, i, learner, policies, rngs, obs, masks)


class LearnerBatch:
    """``num_duels`` duels of one config in which player ``learner`` acts and the others are
    built-in ``opponents`` (one name, or one per other player in player-id order). Duel slot
    i's k-th duel has duel seed ``game_seed(seed, k * num_duels + i)``."""

    def __init__(self, num_duels: int, config: DuelConfig | None = None, learner: int = 0,
                 opponents: str | Sequence[str] = "random", seed: int = 0, db: CardDatabase | None = None):
        if num_duels < 1:
            raise ValueError(f"num_duels must be at least 1, got {num_duels}")
        self.dealer = Dealer.prepare(config or DuelConfig(), db)
        n = self.dealer.config.num_players
        if learner not in range(n):
            raise ValueError(f"learner must be a player id 0..{n - 1}, got {learner!r}")
        others = [p for p in range(n) if p != learner]
        names = [opponents] * len(others) if isinstance(opponents, str) else list(opponents)
        if len(names) != len(others) or any(o not in POLICY_NAMES for o in names):
            raise ValueError(f"opponents must be one of {POLICY_NAMES}, or one per other player "
                             f"({len(others)}), got {opponents!r}")
        self.policies = np.zeros(MAX_PLAYERS, np.int8)
        self.policies[others] = [POLICY_NAMES.index(o) for o in names]
        self.learner = learner
        self.num_duels = num_duels
        self.observations = np.zeros((num_duels, OBS_SIZE), np.float32)
        self.action_masks = np.zeros((num_duels, N_ACTIONS), np.int8)
        self.rewards = np.zeros(num_duels, np.float32)
        self.terminated = np.zeros(num_duels, np.bool_)
        self.truncated = np.zeros(num_duels, np.bool_)
        self.episode_results = np.zeros((num_duels, MAX_PLAYERS), np.int8)
        self.episodes = np.zeros(num_duels, np.int64)
        self.reset(seed)

    def reset(self, seed: int | None = None) -> np.ndarray:
        if seed is not None:
            self.seed = check_run_seed(seed)
        seeds = np.array([game_seed(self.seed, i) for i in range(self.num_duels)], np.uint64)
        self.states = self.dealer.deal(seeds)
        self.rngs = seed_policy_rngs(seeds)
        self.episodes[:] = 0
        self.rewards[:] = 0
        self.terminated[:] = False
        self.truncated[:] = False
        in_threads(ready_all, self.num_duels, None, self.states, self.dealer.db.table, self.learner,
                   self.policies, self.rngs, self.observations, self.action_masks)
        return self.observations

    def step(self, actions: Sequence[int] | np.ndarray) -> None:
        """The learner's action in every duel; an illegal one raises and no duel changes."""
        actions = np.asarray(actions, np.int64)
        if actions.shape != (self.num_duels,):
            raise ValueError(f"actions must have shape ({self.num_duels},), got {actions.shape}")
        d = self.dealer
        bad = first_illegal(self.states, actions)
        if bad < 0:
            in_threads(step_learners, self.num_duels, None, self.states, d.db.table, actions, self.learner,
                       self.policies, self.rngs, self.observations, self.action_masks, self.rewards,
                       self.terminated, self.truncated, self.episode_results, self.episodes, self.seed,
                       d.template, d.seats, d.main, d.main_n, d.extra, d.extra_n)
        else:
            raise IllegalActionError(f"duel {bad}: action {actions[bad]} is not legal for the learner; "
                                     f"no duel was stepped. Legal: {np.flatnonzero(self.action_masks[bad]).tolist()}")
