"""The batch API: N duels stepped in one jitted call, writing into preallocated buffers.

PufferLib-native style: the caller owns nothing but the action array; observations, masks,
deciding players, rewards and done flags are numpy buffers the step fills in place.
Gymnasium's same-step autoreset: a duel that ends in a step is re-dealt at once; its
rewards and done flags describe the finished duel, its observation the new duel's first
decision, and ``episode_*`` buffers keep the finished duel's outcome.

Rewards follow the AEC env: a player gets their result in the step it becomes final (a
loser's -1 at once unless a teammate is still in; everyone's at the end of the duel: +1 win,
-1 loss, 0 draw or truncation).
"""
from __future__ import annotations

from typing import Sequence

import numpy as np

from .._jit import in_threads, njit

from ..cards import CardDatabase
from ..config import DuelConfig
from ..core.constants import MAX_PLAYERS, N_ACTIONS
from ..core.engine import apply_action
from ..core.borrow import borrowed
from ..core.losses import settled_bits
from ..core.setup import init_duel
from ..dealing import Dealer
from ..duel import Duel, IllegalActionError
from ..envs.observation import OBS_SIZE, encode_observation
from .playout import SEED_STRIDE, check_run_seed, game_seed


@njit(cache=True)
def first_illegal(states, actions):
    for i in range(states.shape[0]):
        a = actions[i]
        if a < 0 or a >= N_ACTIONS or states[i].mask[a] == 0:
            return i
    return -1


@njit(cache=True)
def _write_outputs(st, db, i, encode, obs, masks, players):
    players[i] = st.pr_player
    masks[i, :] = st.mask
    if encode:
        encode_observation(st, db, st.pr_player, obs[i])


@njit(cache=True)
def redeal(states, i, db, base_seed, game, template, seats, main, main_n, extra, extra_n):
    """Deal slot i afresh as game ``game`` of the run (duel seed ``game_seed(base_seed, game)``)."""
    states[i] = template[0]
    seed = np.uint64(base_seed) * np.uint64(SEED_STRIDE) + np.uint64(game)
    init_duel(states[i], db, seed, seats, main, main_n, extra, extra_n)


@njit(cache=True, nogil=True)
def step_all(start, stop, states, db, actions, encode, obs, masks, players, rewards, terminated, truncated,
             ep_results, ep_turns, episodes, base_seed, template, seats, main, main_n, extra, extra_n):
    """Apply ``actions[i]`` to duel i for i in ``start .. stop - 1`` (all legal: the caller
    checked with ``first_illegal``), fill the buffers, and re-deal finished duels."""
    db = borrowed(db)
    n = states.shape[0]
    for i in range(start, stop):
        st = states[i]
        before = settled_bits(st)
        apply_action(st, db, actions[i])
        rewards[i, :] = 0.0
        newly = settled_bits(st) & ~before
        for p in range(st.num_players):
            if (newly >> p) & 1:
                rewards[i, p] = st.result[p]
        terminated[i] = st.done and not st.truncated
        truncated[i] = st.truncated
        if st.done:
            ep_results[i, :] = st.result
            ep_turns[i] = st.turn
            episodes[i] += 1
            redeal(states, i, db, base_seed, episodes[i] * n + i, template, seats, main, main_n, extra, extra_n)
        _write_outputs(states[i], db, i, encode, obs, masks, players)


@njit(cache=True, nogil=True)
def write_all(start, stop, states, db, encode, obs, masks, players):
    db = borrowed(db)
    for i in range(start, stop):
        _write_outputs(states[i], db, i, encode, obs, masks, players)


class DuelBatch:
    """``num_duels`` duels of one config, stepped together.

    Duel i's k-th episode is dealt with duel seed ``game_seed(seed, k * num_duels + i)``, so
    ``Duel(config, that seed)`` given the same actions replays it exactly.
    """

    def __init__(self, num_duels: int, config: DuelConfig | None = None, seed: int = 0,
                 db: CardDatabase | None = None, encode_observations: bool = True):
        if num_duels < 1:
            raise ValueError(f"num_duels must be at least 1, got {num_duels}")
        self.dealer = Dealer.prepare(config or DuelConfig(), db)
        self.config = self.dealer.config
        self.num_duels = num_duels
        self.num_players = self.config.num_players
        self.encode = encode_observations
        n = num_duels
        self.observations = np.zeros((n, OBS_SIZE if encode_observations else 0), np.float32)
        self.action_masks = np.zeros((n, N_ACTIONS), np.int8)
        self.players = np.zeros(n, np.int8)                       # who decides in each duel
        self.rewards = np.zeros((n, MAX_PLAYERS), np.float32)
        self.terminated = np.zeros(n, np.bool_)
        self.truncated = np.zeros(n, np.bool_)
        self.episode_results = np.zeros((n, MAX_PLAYERS), np.int8)  # of the duel that just ended
        self.episode_turns = np.zeros(n, np.int16)
        self.episodes = np.zeros(n, np.int64)                     # duels finished, per slot
        self.reset(seed)

    def reset(self, seed: int | None = None) -> np.ndarray:
        """Deal every duel afresh; returns the observation buffer."""
        if seed is not None:
            self.seed = check_run_seed(seed)
        self.episodes[:] = 0
        seeds = np.array([game_seed(self.seed, i) for i in range(self.num_duels)], np.uint64)
        self.states = self.dealer.deal(seeds)
        self.rewards[:] = 0
        self.terminated[:] = False
        self.truncated[:] = False
        in_threads(write_all, self.num_duels, None, self.states, self.dealer.db.table, self.encode,
                   self.observations, self.action_masks, self.players)
        return self.observations

    def step(self, actions: Sequence[int] | np.ndarray) -> None:
        """One decision in every duel; the buffers hold the outcome. An illegal action raises
        IllegalActionError and no duel changes."""
        actions = np.asarray(actions, np.int64)
        if actions.shape != (self.num_duels,):
            raise ValueError(f"actions must have shape ({self.num_duels},), got {actions.shape}")
        d = self.dealer
        bad = first_illegal(self.states, actions)
        if bad < 0:
            in_threads(step_all, self.num_duels, None, self.states, d.db.table, actions, self.encode,
                       self.observations, self.action_masks, self.players, self.rewards, self.terminated,
                       self.truncated, self.episode_results, self.episode_turns, self.episodes, self.seed,
                       d.template, d.seats, d.main, d.main_n, d.extra, d.extra_n)
        else:
            duel = self.duel(bad)
            legal = "; ".join(f"{a}: {duel.describe_action(a)}" for a in duel.legal_actions())
            raise IllegalActionError(f"duel {bad}: action {actions[bad]} is not legal for player "
                                     f"{duel.current_player}; no duel was stepped. Legal actions: {legal}")

    def duel(self, i: int) -> Duel:
        """A ``Duel`` view of duel i (shares memory: applying to it steps the batch's duel)."""
        return Duel.from_states(self.states[i:i + 1], self.dealer.db, self.config)


