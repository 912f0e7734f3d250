"""Jitted playouts: whole duels played inside numba by built-in policies, results as arrays.

This is what balance studies and ``ygo-royal simulate`` call when every seat is played by a
built-in policy: no Python runs per decision, and duels run in parallel over threads.
"""
from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Sequence

import numpy as np

from .._jit import in_threads, njit

from ..cards import CardDatabase
from ..config import DuelConfig
from ..core.constants import APPLY_OK, MAX_PLAYERS
from ..core.engine import apply_action
from ..core.borrow import borrowed
from ..core.losses import settled_bits
from ..dealing import Dealer
from ..envs.observation import OBS_SIZE
from ..seeds import SEED_BOUND, check_seed, check_seeds
from .policies import POLICY_NAMES, SIMPLE_POLICIES, choose_action, choose_simple_action, seed_policy_rngs

SEED_STRIDE = 1_000_003   # game i of a run with seed s uses duel seed s * SEED_STRIDE + i
RUN_SEED_BOUND = SEED_BOUND // SEED_STRIDE     # so that those duel seeds fit the engine's 64 bits


def check_run_seed(seed: object, name: str = "seed") -> int:
    """A run's seed (``simulate``, ``play_games``, the batches) as an int, or ValueError."""
    return check_seed(seed, name, RUN_SEED_BOUND,
                      f"game i of a run plays the duel of seed {name} * {SEED_STRIDE} + i, which must be below 2**64")


def game_seed(seed: int, game: int) -> int:
    """The duel seed of game ``game`` of a run: each game can be replayed on its own."""
    return check_run_seed(seed) * SEED_STRIDE + game


@njit(cache=True)
def play_one(st, db, policies, rng):
    """Play st to its end; False if a policy chose an illegal action (a policy bug must stop
    the run, not spin on a decision that never changes)."""
    obs = np.empty(OBS_SIZE, np.float32)
    while not st.done:
        if apply_action(st, db, choose_action(st, db, policies[st.pr_player], rng, obs)) != APPLY_OK:
            return False
    return True


@njit(cache=True)
def play_one_simple(st, db, policies, rng):
    """``play_one`` when every policy is one of ``SIMPLE_POLICIES``: its code leaves out the
    heuristic and the search, so a run of random players compiles without them."""
    while not st.done:
        if apply_action(st, db, choose_simple_action(st, policies[st.pr_player], rng)) != APPLY_OK:
            return False
    return True


@njit(cache=True, nogil=True)
def play_all(start, stop, states, db, policies, rngs, failed):
    """Play duels ``start .. stop - 1`` to their end; ``policies[i, p]`` is player p's policy
    in duel i; ``failed[i]`` is set where a policy chose an illegal action."""
    db = borrowed(db)
    for i in range(start, stop):
        failed[i] = not play_one(states[i], db, policies[i], rngs[i:i + 1])


@njit(cache=True, nogil=True)
def play_all_simple(start, stop, states, db, policies, rngs, failed):
    """``play_all`` with ``play_one_simple``."""
    db = borrowed(db)
    for i in range(start, stop):
        failed[i] = not play_one_simple(states[i], db, policies[i], rngs[i:i + 1])


@dataclass(frozen=True)
class PlayoutResults:
    """Per-duel outcomes of a playout run (one row per game, players by id)."""

    seeds: np.ndarray          # duel seed of each game
    results: np.ndarray        # (games, players): +1 won, -1 lost, 0 draw or truncated
    winner: np.ndarray         # winning team, -1 for a draw or truncation
    end_reason: np.ndarray     # core.constants.END_*
    turns: np.ndarray
    rounds: np.ndarray
    decisions: np.ndarray      # decisions the policies made
    auto_decisions: np.ndarray # single-option prompts the engine answered
    final_lp: np.ndarray       # (games, players)
    seat_of: np.ndarray        # (games, players): seat 0 moves first
    team: np.ndarray           # (games, players): team id (the player's own id in free-for-all)
    damage_dealt: np.ndarray   # (games, players): damage each player's cards dealt, all targets
    loss_reason: np.ndarray    # (games, players): core.constants.LOSS_*, LOSS_NONE for a player who did not lose
    seconds: float

    @property
    def games(self) -> int:
        return len(self.seeds)

    @classmethod
    def of_states(cls, states: np.ndarray, seeds: np.ndarray, num_players: int, seconds: float) -> "PlayoutResults":
        """The outcomes of finished duel records (one per seed)."""
        n = num_players
        return cls(
            seeds=seeds, results=states["result"][:, :n].copy(), winner=states["winner"].copy(),
            end_reason=states["end_reason"].copy(), turns=states["turn"].copy(), rounds=states["round"].copy(),
            decisions=states["decisions"].copy(), auto_decisions=states["auto_decisions"].copy(),
            final_lp=states["lp"][:, :n].copy(), seat_of=states["seat_of"][:, :n].copy(),
            team=states["team"][:, :n].copy(), damage_dealt=states["dmg_dealt"][:, :n, :n].sum(axis=2),
            loss_reason=states["loss_reason"][:, :n].copy(), seconds=seconds)


def resolve_policies(policies: str | Sequence[str], num_players: int) -> np.ndarray:
    names = [policies] * num_players if isinstance(policies, str) else list(policies)
    if len(names) != num_players:
        raise ValueError(f"policies must name 1 or {num_players} policies, got {len(names)}")
    unknown = [n for n in names if n not in POLICY_NAMES]
    if unknown:
        raise ValueError(f"unknown policy {unknown[0]!r}; built-in policies: {', '.join(POLICY_NAMES)}")
    row = np.zeros(MAX_PLAYERS, np.int8)
    row[:num_players] = [POLICY_NAMES.index(n) for n in names]
    return row


def play_games(config: DuelConfig | None = None, games: int = 100, seed: int = 0,
               policies: str | Sequence[str] = "random", db: CardDatabase | None = None,
               threads: int | None = None, first_game: int = 0,
               dealer: Dealer | None = None) -> PlayoutResults:
    """Deal games ``first_game .. first_game + games - 1`` (game i: duel seed
    ``game_seed(seed, i)``) and play them out.

    ``policies``: one built-in policy name for every player, or one per player id.
    ``threads``: threads to use (default: ``numba.get_num_threads()``); results do not depend on it.
    ``dealer``: a prepared ``Dealer`` to reuse across calls (then ``config``/``db`` are ignored).
    """
    if games < 1:
        raise ValueError(f"games must be at least 1, got {games}")
    dealer = dealer or Dealer.prepare(config or DuelConfig(), db)
    seeds = [game_seed(seed, i) for i in range(first_game, first_game + games)]
    return play_seeds(dealer, seeds, policies, threads)


def play_seeds(dealer: Dealer, seeds: Sequence[int] | np.ndarray, policies: str | Sequence[str] = "random",
               threads: int | None = None) -> PlayoutResults:
    """Deal one duel per seed with ``dealer`` and play them out (balance studies pick their
    own seeds per game)."""
    row = resolve_policies(policies, dealer.config.num_players)
    seeds = check_seeds(seeds)
    games, n = len(seeds), dealer.config.num_players
    start = time.perf_counter()
    states = dealer.deal(seeds)
    failed = np.zeros(games, np.bool_)
    kernel = play_all_simple if np.isin(row[:n], SIMPLE_POLICIES).all() else play_all
    in_threads(kernel, games, threads, states, dealer.db.table, np.repeat(row[None, :], games, 0),
               seed_policy_rngs(seeds), failed)
    for i in np.flatnonzero(failed):
        raise RuntimeError(f"a built-in policy chose an illegal action in the duel with seed {int(seeds[i])} "
                           f"(player {int(states[i]['pr_player'])} deciding): a policy bug")
    return PlayoutResults.of_states(states, seeds, n, time.perf_counter() - start)


@njit(cache=True)
def advance_to(st, db, policies, rng, obs, stop_players, learner):
    """Let built-in policies answer for every deciding player outside ``stop_players``
    (bitmask) until one of those must decide, the learner's result is final, or the duel
    ends (single-agent training)."""
    while not st.done and not (stop_players >> st.pr_player) & 1:
        if (settled_bits(st) >> learner) & 1:
            return
        if apply_action(st, db, choose_action(st, db, policies[st.pr_player], rng, obs)) != APPLY_OK:
            return                        # a policy bug: stop here rather than spin


@njit(cache=True)
def play_others(states, i, db, policies, rng, obs, stop_players, learner):
    """``advance_to`` on ``states[i]`` (array entry point for Python)."""
    advance_to(states[i], db, policies, rng, obs, stop_players, learner)
