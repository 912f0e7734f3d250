"""Who plays each player's seat in a run: a built-in jitted policy, or a Python policy.

A Python policy is anything that answers the AEC env's observation dict ``{"observation",
"action_mask"}`` with an action: an object with ``act(observation)`` (an ``agents.*``
instance), or a callable. By text it is named as ``module:attribute`` (an importable module,
e.g. a trained policy's package) or ``path/to/file.py:attribute``; a class named so is made
with the run's seed and the player id (``cls(seed=...)``), anything else is used as it is.
Agent kinds registered in ``agents.register_agent`` are names too.

Duels with a Python seat are played through the ``Duel`` API, one decision at a time: the
built-in seats answer with the jitted policy kernel and policy RNG of the playouts
(``choose_action``), so a run of built-in names only plays the same duels either way.
"""
from __future__ import annotations

import importlib
import importlib.util
import inspect
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from .dealing import Dealer
from .duel import Duel
from .envs.observation import OBS_SIZE, encode_at
from .seeds import check_seeds
from .vector.playout import PlayoutResults, play_seeds
from .vector.policies import POLICY_NAMES, choose_action, seed_policy_rngs

Policy = Callable[[Mapping[str, np.ndarray]], int]
AgentSpec = Any           # a built-in name, "module:attribute", "file.py:attribute", a registered kind, an object


@dataclass(frozen=True)
class Seat:
    """One player's agent: ``code`` (index in ``POLICY_NAMES``) for a built-in policy, else
    ``policy``, a Python callable over the observation dict. ``name`` labels results."""

    name: str
    code: int = -1
    policy: Policy | None = None

    @property
    def builtin(self) -> bool:
        return self.policy is None


def load_policy(text: str) -> Any:
    """The object ``module:attribute`` or ``path/to/file.py:attribute`` names; errors say what
    was wrong and what is allowed."""
    where, _, attribute = text.rpartition(":")
    if not where or not attribute:
        raise ValueError(f"agent {text!r}: name a built-in policy ({', '.join(POLICY_NAMES)}) or a Python policy "
                         f"as module:attribute or path/to/file.py:attribute")
    if where.endswith(".py"):
        path = Path(where)
        if not path.is_file():
            raise ValueError(f"agent {text!r}: no file {where}")
        spec = importlib.util.spec_from_file_location(f"ygo_royal_policy_{path.stem}", path)
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
    else:
        try:
            module = importlib.import_module(where)
        except ImportError as e:
            raise ValueError(f"agent {text!r}: cannot import module {where!r} ({e})") from None
    try:
        return getattr(module, attribute)
    except AttributeError:
        raise ValueError(f"agent {text!r}: {where} has no attribute {attribute!r}") from None


def resolve_seat(spec: AgentSpec, player: int, seed: int) -> Seat:
    """The seat of player ``player`` for one run (``seed`` seeds a policy the run makes)."""
    if isinstance(spec, str) and spec in POLICY_NAMES:
        return Seat(spec, POLICY_NAMES.index(spec))
    if isinstance(spec, str):
        from agents import AGENT_KINDS, make_agent       # the agents package sits beside this one
        if spec in AGENT_KINDS:
            return Seat(spec, policy=_as_policy(make_agent(spec, [seed, player]), spec))
        made = load_policy(spec)
        if inspect.isclass(made):
            made = made(seed=[seed, player])
        return Seat(spec, policy=_as_policy(made, spec))
    return Seat(getattr(spec, "__name__", None) or type(spec).__name__, policy=_as_policy(spec, repr(spec)))


def _as_policy(made: Any, label: str) -> Policy:
    if callable(getattr(made, "act", None)):
        return made.act
    if callable(made):
        return made
    raise ValueError(f"agent {label}: {type(made).__name__} neither has act(observation) nor is callable")


def resolve_seats(agents: AgentSpec | Sequence[AgentSpec], num_players: int, seed: int) -> list[Seat]:
    """One seat per player id from one spec for all or one per player."""
    specs = [agents] * num_players if isinstance(agents, str) or not isinstance(agents, Sequence) else list(agents)
    if len(specs) != num_players:
        raise ValueError(f"agents gives {len(specs)} policies for {num_players} players; give 1 (for every "
                         f"player) or {num_players} (one per player id)")
    return [resolve_seat(spec, p, seed) for p, spec in enumerate(specs)]


def play_duel(dealer: Dealer, seats: Sequence[Seat], duel_seed: int) -> Duel:
    """Play the duel of ``duel_seed`` to its end, each player's seat deciding for them."""
    duel = Duel(dealer.config, duel_seed, dealer.db)
    rng = seed_policy_rngs(np.array([duel_seed], np.uint64))
    obs = np.empty(OBS_SIZE, np.float32)
    table = dealer.db.table
    while not duel.done:
        seat = seats[duel.current_player]
        if seat.builtin:
            action = choose_action(duel.rec, table, seat.code, rng, obs)
        else:
            view = np.empty(OBS_SIZE, np.float32)
            encode_at(duel.states, 0, table, duel.current_player, view)
            action = seat.policy({"observation": view, "action_mask": duel.action_mask()})
        duel.apply(int(action))              # an illegal action raises IllegalActionError naming it
    return duel


def play_seated(dealer: Dealer, seeds: Sequence[int], seats: Sequence[Seat],
                threads: int | None = None) -> tuple[PlayoutResults, list[Duel]]:
    """One duel per seed: jitted playouts when every seat is built-in (no duel kept), else each
    duel played through ``play_duel`` (the duels returned, for replays)."""
    if all(seat.builtin for seat in seats):
        return play_seeds(dealer, seeds, [seat.name for seat in seats], threads), []
    seeds = check_seeds(seeds)
    start = time.perf_counter()
    duels = [play_duel(dealer, seats, int(s)) for s in seeds]
    states = np.concatenate([duel.states for duel in duels])
    return PlayoutResults.of_states(states, seeds, dealer.config.num_players, time.perf_counter() - start), duels
