"""Scoring a trained policy: head-to-head win rates against the built-in agents and Elo
ratings fitted from the pairwise results.

In the package, not in an example, so every training loop scores its checkpoints the same
way: the same duels (game ``k`` of a match is the duel of seed ``game_seed(seed, k)``, so two
policies evaluated with one seed meet the same deals), the evaluated player's seat drawn by
each duel (R3), built-in opponents playing inside numba.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

import numpy as np

from .config import DuelConfig
from .envs.single_agent import SingleAgentEnv
from .ratings import elo_from_scores, wilson
from .vector.playout import game_seed, play_games

Policy = Callable[[Mapping[str, np.ndarray]], int]


@dataclass(frozen=True)
class MatchResult:
    """One side's record over a match (a truncated duel counts as a draw)."""

    wins: int
    losses: int
    draws: int

    @property
    def games(self) -> int:
        return self.wins + self.losses + self.draws

    @property
    def win_rate(self) -> float:
        return self.wins / self.games

    @property
    def score(self) -> float:
        """Wins plus half the draws, per game (what Elo predicts)."""
        return (self.wins + 0.5 * self.draws) / self.games

    def wilson(self) -> tuple[float, float]:
        """Wilson 95% interval of the win rate."""
        low, high = wilson(self.wins, self.games)
        return float(low), float(high)

    @classmethod
    def of(cls, results: np.ndarray) -> MatchResult:
        """From one player's per-duel results (+1, -1, 0)."""
        results = np.asarray(results)
        return cls(int((results > 0).sum()), int((results < 0).sum()), int((results == 0).sum()))


def play_match(policy: Policy | str, opponent: Policy | str = "random", games: int = 500, seed: int = 0,
               config: DuelConfig | None = None, **config_fields: Any) -> MatchResult:
    """``policy`` as player 0 against ``opponent`` in every other seat, ``games`` duels.

    A policy is a callable taking the AEC-style dict ``{"observation", "action_mask"}`` and
    returning an action, or a built-in name ("random", "heuristic"); two built-in names play
    jitted playouts of the same duels.
    """
    config = (config or DuelConfig(num_players=2)).with_(**config_fields)
    if isinstance(policy, str):
        if not isinstance(opponent, str):
            raise TypeError("a built-in policy plays built-in opponents only; pass callables otherwise")
        run = play_games(config, games, seed, [policy] + [opponent] * (config.num_players - 1))
        return MatchResult.of(run.results[:, 0])
    env = SingleAgentEnv(config, learner=0, opponents=opponent)
    results = np.zeros(games, np.int8)
    for k in range(games):
        obs, _ = env.reset(options={"duel_seed": game_seed(seed, k)})
        while True:
            action = policy({"observation": obs, "action_mask": env.action_masks()})
            obs, reward, terminated, truncated, _ = env.step(int(action))
            if terminated or truncated:
                results[k] = int(reward)
                break
    return MatchResult.of(results)


def fit_elo(results: Mapping[tuple[str, str], MatchResult], anchor: str = "random",
            anchor_rating: float = 1000.0, prior_draws: float = 1.0, iterations: int = 10_000) -> dict[str, float]:
    """Elo ratings from pairwise records ``{(a, b): a's record against b}`` (2-player duels).

    The Bradley-Terry maximum-likelihood fit (Zermelo's iteration) on the Elo scale:
    P(a beats b) = 1 / (1 + 10 ** ((R_b - R_a) / 400)), a draw counting half a win, ``anchor``
    fixed at ``anchor_rating``. ``prior_draws`` virtual draws per pair keep a perfect record
    finite (n-0 gives at most 400·log10(2n/prior + 1)); 0 gives the plain fit.
    """
    names = sorted({name for pair in results for name in pair})
    index = {name: i for i, name in enumerate(names)}
    score = np.zeros((len(names), len(names)))
    played = np.zeros((len(names), len(names)))
    for (a, b), r in results.items():
        i, j = index[a], index[b]
        score[i, j] += r.wins + 0.5 * r.draws
        score[j, i] += r.losses + 0.5 * r.draws
        played[i, j] += r.games
        played[j, i] += r.games
    ratings = elo_from_scores(score, played, index[anchor], anchor_rating, prior_draws, iterations)
    return {name: float(ratings[index[name]]) for name in names}


def evaluate(policy: Policy, games: int = 500, seed: int = 0, config: DuelConfig | None = None,
             name: str = "trained") -> dict[str, Any]:
    """``policy`` against random and heuristic opponents (``games`` each), the heuristic
    against random on the same duels, and the Elo table of the three (random = 1000)."""
    config = config or DuelConfig(num_players=2)
    matches = {(name, "random"): play_match(policy, "random", games, seed, config),
               (name, "heuristic"): play_match(policy, "heuristic", games, seed, config),
               ("heuristic", "random"): play_match("heuristic", "random", games, seed, config)}
    return {"matches": matches, "elo": fit_elo(matches)}
