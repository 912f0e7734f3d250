"""Win-rate intervals and Elo ratings, shared by the evaluation of trained policies
(``evaluation.py``) and balance studies (``studies/stats.py``)."""
from __future__ import annotations

import numpy as np

Z95 = 1.959963984540054


def wilson(wins, n, z: float = Z95) -> tuple[np.ndarray, np.ndarray]:
    """Wilson score interval of wins/n (arrays or scalars; sane near 0 and 1); (0, 1) where n == 0."""
    wins, n = np.asarray(wins, float), np.asarray(n, float)
    safe = np.where(n > 0, n, 1)
    p = wins / safe
    centre = (p + z * z / (2 * safe)) / (1 + z * z / safe)
    half = z / (1 + z * z / safe) * np.sqrt(p * (1 - p) / safe + z * z / (4 * safe * safe))
    return np.where(n > 0, centre - half, 0.0), np.where(n > 0, centre + half, 1.0)


def elo_from_scores(score: np.ndarray, played: np.ndarray, anchor: int, anchor_rating: float = 1000.0,
                    prior_draws: float = 1.0, iterations: int = 10_000) -> np.ndarray:
    """Elo ratings from pairwise results: ``score[i, j]`` is what i scored against j (a win 1,
    a draw 1/2), ``played[i, j]`` their games. The Bradley-Terry maximum-likelihood fit
    (Zermelo's iteration) on the Elo scale, P(i beats j) = 1 / (1 + 10 ** ((R_j - R_i) / 400)),
    with player ``anchor`` at ``anchor_rating``. ``prior_draws`` virtual draws per pair that
    met keep a perfect record finite (n-0 gives at most 400·log10(2n/prior + 1))."""
    met = played > 0
    wins = score.sum(axis=1) + 0.5 * prior_draws * met.sum(axis=1)
    games = played + prior_draws * met
    strength = np.ones(len(score))
    for _ in range(iterations):
        new = wins / (games / (strength[:, None] + strength[None, :])).sum(axis=1)
        new /= np.exp(np.log(new).mean())
        converged = np.allclose(new, strength, rtol=1e-12, atol=0)
        strength = new
        if converged:
            break
    ratings = 400.0 * np.log10(strength)
    return anchor_rating + ratings - ratings[anchor]
