"""The PettingZoo AEC env: one agent per player, ``agent_selection`` is whoever must decide.

Per step: one jitted engine call (``Duel.apply``) and a few dict updates; per observation
one jitted encoder call. An illegal action raises ``IllegalActionError`` and changes
nothing (no TerminateIllegalWrapper: a bot that picks outside the mask has a bug).

Rewards: a player whose result is final is terminated with it: a loser at once (-1) unless
a teammate is still in (then at the end, with the team's result: V-TEAM-3); when the duel
ends everyone left gets their result (+1 win, -1 loss, 0 draw); at the turn cap or the
endless-turn guard the players still in are truncated with 0. Every info carries the prompt
and the duel's ``end_reason`` ("running" until it ends).
"""
from __future__ import annotations

import warnings
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from ..config import DeckSpec, DuelConfig
from ..core.constants import END_NAMES, N_ACTIONS, PROMPT_NAMES
from ..core.losses import settled_at
from ..duel import Duel, DuelOverError, Event
from ..identity import LossEvent, roles_by_player
from ..render import render_ansi
from ..replay import Replay
from ..seeds import check_seed
from .observation import OBS_HIGH, OBS_SIZE, encode_at

SEED_BOUND = 2**63
ILLEGAL_ACTION_MODES = ("raise", "lose")
LossHook = Callable[[LossEvent], Mapping[int, float]]
EventHook = Callable[[tuple[str | None, ...], Event], Mapping[int, float]]


def env(**kwargs: Any) -> AECEnv:
    """``raw_env`` in PettingZoo's order-enforcing wrapper; same arguments."""
    return OrderEnforcingEnv(raw_env(**kwargs))


class OrderEnforcingEnv(wrappers.OrderEnforcingWrapper):
    """PettingZoo's order-enforcing wrapper whose ``last`` is the raw env's: PettingZoo's
    ``AECEnv.last`` run on a wrapper reads the wrapper's attributes and would bypass the raw
    env's check after the end."""

    def last(self, observe: bool = True) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        if not self._has_reset:
            raise AttributeError("last() cannot be called before reset()")
        return self.unwrapped.last(observe)


class raw_env(AECEnv):
    """A Battle Royal duel of 2-6 players as an AEC game (agents ``player_0 ..``)."""

    metadata = {"name": "ygo_royal_v0", "render_modes": ["ansi", "human"], "is_parallelizable": False}

    def __init__(self, num_players: int | None = None,
                 decks: Sequence[DeckSpec] | DeckSpec | None = None, seed: int | None = None,
                 render_mode: str | None = None, config: DuelConfig | None = None,
                 illegal_action: str = "raise", kill_reward: float = 0.0,
                 teammate_loss_reward: float = 0.0, on_loss: LossHook | None = None,
                 on_event: EventHook | None = None, replay_html_path: str | None = None,
                 replay_html_viewer: int | None = None, **config_fields: Any):
        """``num_players`` and ``decks`` (None: keep the config's; the default config has 4
        players) and any other DuelConfig field given as a keyword override ``config``.
        ``seed`` seeds the first reset that is not given a seed.
        ``illegal_action``: "raise" (IllegalActionError, nothing changes) or "lose" (PettingZoo's
        TerminateIllegalWrapper convention: the offender gets -1, everyone else 0, and the game
        ends for all; for training loops that must not stop).
        ``kill_reward`` (to the player whose damage knocked another out, A-47) and
        ``teammate_loss_reward`` (to each living teammate of a player who lost, e.g. a positive
        compensation) are the V-TEAM-2 hooks, added to the step's rewards. ``on_loss`` is the
        V-ID-3 interaction hook: called with a ``LossEvent`` (loser, killer, every player's
        role) for each loss, it returns ``{player id: reward}`` to add (e.g. a penalty for a
        Leader who knocks out a Loyal). ``on_event`` is V-ID-3's ``on_event(identity, event)``:
        called with every player's role and each engine event of the step (``Duel.events``:
        damage, summons, activations, ...), it returns ``{player id: reward}`` to add. Both
        cost nothing when unset.
        ``replay_html_path``: at the end of each episode, write the duel as a replay page
        (``ygo_royal_env.replay_html``) there, as ``replay_html_viewer`` may know it (None: a
        spectator); ``{episode}`` in the path is replaced by the episode's number (0, 1, ...)."""
        super().__init__()
        if render_mode not in (None, *self.metadata["render_modes"]):
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']} or None, "
                             f"got {render_mode!r}")
        if illegal_action not in ILLEGAL_ACTION_MODES:
            raise ValueError(f"illegal_action must be one of {ILLEGAL_ACTION_MODES}, got {illegal_action!r}")
        self.kill_reward = float(kill_reward)
        self.teammate_loss_reward = float(teammate_loss_reward)
        self.on_loss = on_loss
        self.on_event = on_event
        self.illegal_action = illegal_action
        self.replay_html_path = replay_html_path
        self.replay_html_viewer = replay_html_viewer
        self.episode = -1
        if num_players is not None:
            config_fields["num_players"] = num_players
        if decks is not None:
            config_fields["decks"] = decks
        self.config = (config or DuelConfig()).with_(**config_fields)
        if (self.config.mode == "team" and len(set(self.config.teams)) < 3
                and not (kill_reward or teammate_loss_reward)):
            warnings.warn("V-TEAM-2 recommends 3 or more teams, or a compensation such as "
                          "teammate_loss_reward or kill_reward", stacklevel=2)
        self.render_mode = render_mode
        self.possible_agents = [f"player_{p}" for p in range(self.config.num_players)]
        self.agent_index = {a: p for p, a in enumerate(self.possible_agents)}
        # one space object per agent, returned every time, so seeding a space sticks
        self.observation_spaces = {a: spaces.Dict({
            "observation": spaces.Box(0.0, OBS_HIGH, (OBS_SIZE,), np.float32),
            "action_mask": spaces.Box(0, 1, (N_ACTIONS,), np.int8),
        }) for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(N_ACTIONS) for a in self.possible_agents}
        self._seeds = np.random.default_rng(None if seed is None else check_seed(seed))
        self.duel: Duel | None = None

    def observation_space(self, agent: str) -> spaces.Dict:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Discrete:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        """Deal a new duel. Its seed comes from a generator seeded by ``seed`` (or by the
        constructor's seed), so a seeded reset followed by unseeded ones is reproducible.
        ``options={"duel_seed": s}`` deals exactly the duel ``Duel(config, s)`` (the seed the
        batch API and playouts name their duels by)."""
        if seed is not None:
            self._seeds = np.random.default_rng(check_seed(seed))
        self.episode += 1
        duel_seed = (options or {}).get("duel_seed")
        self.duel = Duel(self.config, int(self._seeds.integers(SEED_BOUND)) if duel_seed is None
                         else check_seed(duel_seed, "duel_seed"))
        self.agents = self.possible_agents[:]
        self.rewards = {a: 0 for a in self.agents}
        self._cumulative_rewards = {a: 0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {"prompt": "none", "end_reason": "running"} for a in self.agents}
        self._skip_agent_selection = None
        self.agent_selection = self.agents[0]     # kept only if the duel ended before any decision
        self._settle()

    def last(self, observe: bool = True) -> tuple[Any, float, bool, bool, dict[str, Any]]:
        """PettingZoo's ``last``; once the duel is over and every agent has been stepped with
        None there is no current agent, and DuelOverError says so (PettingZoo's own envs raise
        a bare KeyError there)."""
        if self.duel is not None and self.agent_selection not in self._cumulative_rewards:
            raise DuelOverError("env.last(): the duel is over and every agent has been stepped with None, so "
                                "there is no current agent; call reset() to deal a new duel (observe(agent) "
                                "still shows the final position)")
        return super().last(observe)

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        """The agent's hidden-information view; its mask is all zeros unless it must decide."""
        p = self.agent_index[agent]
        obs = np.empty(OBS_SIZE, np.float32)
        encode_at(self.duel.states, 0, self.duel.db.table, p, obs)
        mask = self.duel.action_mask() if self.duel.current_player == p else np.zeros(N_ACTIONS, np.int8)
        return {"observation": obs, "action_mask": mask}

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if self.illegal_action == "lose" and not self._is_legal(action):
            self._end_for_illegal_action(agent)
            return
        shaping = bool(self.kill_reward or self.teammate_loss_reward or self.on_loss)
        alive_before = self.duel.rec["alive"].copy() if shaping else None
        events_before = self.duel.event_count
        self.duel.apply(action)            # raises on an illegal action, before any bookkeeping
        self._cumulative_rewards[agent] = 0
        self._clear_rewards()
        self._settle()
        if shaping:
            self._shape_rewards(alive_before)
        if self.on_event is not None:
            self._event_rewards(events_before)
        self._accumulate_rewards()
        if self.duel.done:
            self._write_replay_html()

    def _event_rewards(self, since: int) -> None:
        """V-ID-3: the ``on_event`` hook's rewards for each event the step logged."""
        roles = self._roles()
        for event in self.duel.events(since):
            for q, reward in self.on_event(roles, event).items():
                self.rewards[self.possible_agents[q]] += float(reward)

    def _roles(self) -> tuple[str | None, ...]:
        return roles_by_player(self.config.identity_set(), self.duel.rec["role"][:self.config.num_players])

    def _shape_rewards(self, alive_before: np.ndarray) -> None:
        """The V-TEAM-2 and V-ID-3 hooks for the players who lost in this step."""
        rec = self.duel.rec
        n = self.config.num_players
        roles = self._roles()
        for p in np.flatnonzero(alive_before & ~rec["alive"])[:n]:
            killer = int(rec["killer"][p])
            if killer >= 0 and self.possible_agents[killer] in self.rewards:
                self.rewards[self.possible_agents[killer]] += self.kill_reward
            for q in range(n):
                if rec["alive"][q] and q != p and rec["team"][q] == rec["team"][p]:
                    self.rewards[self.possible_agents[q]] += self.teammate_loss_reward
            if self.on_loss is not None:
                for q, reward in self.on_loss(LossEvent(int(p), killer, roles)).items():
                    self.rewards[self.possible_agents[q]] += float(reward)

    def _is_legal(self, action: Any) -> bool:
        return isinstance(action, (int, np.integer)) and 0 <= action < N_ACTIONS and bool(self.duel.rec["mask"][action])

    def _end_for_illegal_action(self, agent: str) -> None:
        self._cumulative_rewards[agent] = 0
        self._clear_rewards()
        for a in self.agents:
            self.terminations[a] = True
        self.rewards[agent] = -1
        self.infos[agent] = {"prompt": "none", "end_reason": "illegal action", "illegal_action": True}
        self._accumulate_rewards()
        self._write_replay_html()

    def _settle(self) -> None:
        """Finish the agents whose result is now final (reward: that result; truncation at the
        turn cap: 0), select the next decider, and put finished agents first so they are
        stepped with None. A defeated player whose team is still in waits (V-TEAM-3)."""
        rec = self.duel.rec
        settled = settled_at(self.duel.states, 0)
        end = END_NAMES[rec["end_reason"]]
        for agent in self.agents:
            if self.terminations[agent] or self.truncations[agent]:
                continue
            p = self.agent_index[agent]
            self.infos[agent] = {"prompt": "none", "end_reason": end}   # the same keys for every agent, every step
            if rec["truncated"] and not rec["result"][p]:
                self.truncations[agent] = True
            elif (settled >> p) & 1:
                self.terminations[agent] = True
                self.rewards[agent] = int(rec["result"][p])
        decider = self.duel.current_player
        if decider is not None:
            self.agent_selection = self.possible_agents[decider]
            self.infos[self.agent_selection] = {"prompt": PROMPT_NAMES[rec["pr_kind"]], "end_reason": end}
        self._deads_step_first()

    def save_replay(self, path: str) -> None:
        """Write the current duel (so far) as a replay file (``ygo-royal replay FILE``)."""
        Replay.of(self.duel).save(path, self.duel.db)

    def _write_replay_html(self) -> None:
        """The episode's replay page, if one was asked for (the duel recorded its actions)."""
        if self.replay_html_path is not None:
            from ..replay_html import write_html
            write_html(Replay.of(self.duel), self.replay_html_path.format(episode=self.episode),
                       self.replay_html_viewer, self.duel.db)

    def render(self) -> str | None:
        """The board from the deciding agent's side: returned ("ansi") or printed ("human").
        Only when called, not at every step: a board per decider would show each player's
        hand to whoever watches the terminal."""
        if self.render_mode is None:
            gymnasium.logger.warn("render() called without a render_mode; use render_mode='ansi' or 'human'.")
            return None
        text = render_ansi(self.duel, self.agent_index.get(self.agent_selection))
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        """Nothing to release: a duel is plain numpy arrays."""
