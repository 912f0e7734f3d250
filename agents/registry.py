"""The agent kinds a front end can name (``ygo-royal play --opponents``): one table, so a new
bot plugs in with one ``register_agent`` call instead of an edit to every front end.

A kind maps to a factory ``factory(seed) -> agent``, where ``agent.act(observation)`` takes
the AEC env's observation dict ``{"observation", "action_mask"}`` and returns a legal action;
an agent that plays the duel itself forward (``SearchAgent``) has ``act_duel(duel)``, which
front ends holding the duel call first.
Every built-in jitted policy (``ygo_royal_env.vector.policies.POLICY_NAMES``) has a Python
agent here under the same name (the tests check it), so a name means one player everywhere.
"""
from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Protocol

from .extreme import ExtremeAgent
from .heuristic import HeuristicAgent
from .random_agent import RandomAgent
from .search import SearchAgent

Seed = int | Sequence[int] | None


class Agent(Protocol):
    def act(self, observation: Mapping) -> int: ...


AgentFactory = Callable[[Seed], Agent]

AGENT_KINDS: dict[str, AgentFactory] = {"random": RandomAgent, "heuristic": HeuristicAgent,
                                        "first": lambda seed: ExtremeAgent(seed, last=False),
                                        "last": lambda seed: ExtremeAgent(seed, last=True),
                                        "search": SearchAgent,
                                        "cheating-search": lambda seed: SearchAgent(seed, cheat=True)}


def register_agent(name: str, factory: AgentFactory) -> None:
    """Make ``name`` an agent kind; refusing to replace one keeps a name meaning one player."""
    if name in AGENT_KINDS:
        raise ValueError(f"agent kind {name!r} is already registered")
    AGENT_KINDS[name] = factory


def make_agent(name: str, seed: Seed = None) -> Agent:
    """A new agent of kind ``name``, seeded (anything ``np.random.default_rng`` takes)."""
    try:
        factory = AGENT_KINDS[name]
    except KeyError:
        raise ValueError(f"unknown agent kind {name!r}; choose from {', '.join(AGENT_KINDS)}") from None
    return factory(seed)
