"""Built-in policies as jitted kernels, so playouts choose actions without Python.

Each kernel maps (duel record, deciding player, policy RNG) to a legal action. The RNG is a
one-element uint64 array per duel, separate from the duel's own RNG, so the same duel seed
and the same actions give the same duel whichever policy chose them.
"""
import numpy as np
from .._jit import njit

from ..core.action_mask import nth_legal
from ..core.constants import A_CONCEDE, N_ACTIONS
from ..core.rng import xorshift_next
from ..envs.observation import encode_observation
from .lookahead import weighed_heuristic_action
from .search import SEARCH_TURNS, nothing_known, open_lists, search_action, search_playouts

POLICY_RANDOM = 0
POLICY_HEURISTIC = 1
POLICY_FIRST = 2          # the lowest legal action: a policy that repeats itself (fuzzing, issue 22)
POLICY_LAST = 3           # the highest legal action other than conceding: likewise
POLICY_SEARCH = 4         # determinized Monte Carlo over clones (search.py)
POLICY_CHEATING_SEARCH = 5   # the same search on the true hidden state: a debug yardstick, never a player
POLICY_NAMES = ("random", "heuristic", "first", "last", "search", "cheating-search")
SIMPLE_POLICIES = (POLICY_RANDOM, POLICY_FIRST, POLICY_LAST)     # choose_simple_action's


@njit(cache=True)
def random_action(mask, nlegal, rng):
    """Uniform over the mask's legal actions."""
    return nth_legal(mask, np.int64(xorshift_next(rng) % np.uint64(nlegal)))


@njit(cache=True)
def choose_action(st, db, policy, rng, obs):
    """The action of built-in ``policy`` for the player who must decide in ``st``; ``obs``
    is a float32[OBS_SIZE] scratch buffer for policies that read the observation."""
    if policy == POLICY_HEURISTIC:
        encode_observation(st, db, st.pr_player, obs)
        return weighed_heuristic_action(st, db, obs, rng)
    if policy == POLICY_SEARCH or policy == POLICY_CHEATING_SEARCH:
        return search_action(st, db, search_playouts(st.num_players), SEARCH_TURNS,
                             policy == POLICY_CHEATING_SEARCH, open_lists(), nothing_known(), rng, obs)
    return choose_simple_action(st, policy, rng)


@njit(cache=True)
def choose_simple_action(st, policy, rng):
    """``choose_action`` for the policies that read only the mask (``SIMPLE_POLICIES``): code
    that compiles without the heuristic, the search and the observation encoder, a fifth of the
    engine's cold compile, for runs that use none of them (the README's first simulate)."""
    if policy == POLICY_FIRST:
        return extreme_action(st.mask, False)
    if policy == POLICY_LAST:
        return extreme_action(st.mask, True)
    return random_action(st.mask, st.pr_nlegal, rng)


@njit(cache=True)
def extreme_action(mask, last):
    """The first legal action, or the last one other than A_CONCEDE (conceding would end
    every loop these deterministic policies exist to find)."""
    for i in range(N_ACTIONS):
        a = N_ACTIONS - 1 - i if last else i
        if mask[a] and not (last and a == A_CONCEDE):
            return a
    return A_CONCEDE


def seed_policy_rngs(seeds: np.ndarray) -> np.ndarray:
    """Per-duel policy RNG states from duel seeds (never zero: xorshift would stick)."""
    s = np.asarray(seeds, np.uint64) * np.uint64(0x9E3779B97F4A7C15) + np.uint64(0x632BE59BD9B4E019)
    return np.where(s == 0, np.uint64(1), s)
