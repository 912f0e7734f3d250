"""``HeuristicAgent``: the built-in rule-based player for Python loops and the AEC env.

The policy itself is the jitted kernel ``ygo_royal_env.vector.heuristic.heuristic_action``
(it reads only the acting player's observation, so it never sees hidden cards). ``act_duel``
and jitted playouts also look one step ahead before activating a card
(``ygo_royal_env.vector.lookahead``), so they play identically; ``act``, given only an
observation, cannot.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence

import numpy as np

from ygo_royal_env import Duel
from ygo_royal_env.envs.observation import OBS_SIZE
from ygo_royal_env.seeds import check_entropy
from ygo_royal_env.vector.heuristic import heuristic_action
from ygo_royal_env.vector.lookahead import heuristic_at


class HeuristicAgent:
    """The heuristic as an agent: ``act`` takes the env's observation dict.

    ``seed`` (None, a seed or a sequence of seeds: ``seeds.check_entropy``) seeds the tie-break
    state, so a seeded game replays exactly.
    """

    def __init__(self, seed: int | Sequence[int] | None = None):
        self.rng = np.random.default_rng(check_entropy(seed)).integers(1, 2**63, size=1, dtype=np.uint64)
        self.obs = np.empty(OBS_SIZE, np.float32)      # reused by act_duel

    def act(self, observation: Mapping) -> int:
        """A legal action for ``{"observation", "action_mask"}``."""
        obs = np.asarray(observation["observation"], np.float32)
        mask = np.asarray(observation["action_mask"], np.int8)
        a = heuristic_action(obs, mask, self.rng)
        if a < 0:
            raise ValueError("no legal action in the mask: the agent has nothing to decide")
        return int(a)

    def act_duel(self, duel: Duel) -> int:
        """The action of ``duel``'s deciding player, seen through that player's observation,
        an activation first played out on a clone (``vector.lookahead``): as the jitted
        ``"heuristic"`` policy plays, for headless loops over ``Duel`` without the AEC env."""
        if duel.done:
            raise ValueError("the duel is over: nobody has anything to decide")
        return int(heuristic_at(duel.states, 0, duel.db.table, self.obs, self.rng))
