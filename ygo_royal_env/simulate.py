"""Headless runs of many duels for balance studies and smoke runs: win rates by seat, draws,
truncations and decision counts, reproducible from one seed.

Every seat is played by a built-in policy, so the duels run as jitted playouts
(``vector.play_games``) with no Python per decision.
"""
from __future__ import annotations

import time
from dataclasses import asdict, dataclass
from typing import Sequence

import numpy as np
from tqdm import tqdm

from .cards import load_database
from .config import DuelConfig
from .core.constants import END_DRAW, END_TURN_CAP
from .dealing import Dealer
from .vector.playout import check_run_seed, play_games
from .vector.policies import POLICY_NAMES

AGENT_KINDS = POLICY_NAMES
CHUNK = 256                      # games per jitted call between progress-bar updates


@dataclass(frozen=True)
class SimulationResult:
    """Totals of one ``simulate`` run.

    ``wins_by_seat[s]`` counts games won by the player in seat ``s`` (seat 0 moves first);
    with teams every winning member's seat counts. In free-for-all
    ``sum(wins_by_seat) + draws + truncated == games``.
    """

    num_players: int
    mode: str
    agents: list[str]
    seed: int
    games: int
    wins_by_seat: list[int]
    draws: int
    truncated: int
    mean_turns: float
    decisions: int            # decisions asked of agents, all games
    auto_decisions: int       # single-option prompts the engine answered itself
    seconds: float

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds > 0 else float("inf")

    def to_dict(self) -> dict:
        return {**asdict(self), "games_per_second": self.games_per_second}


def simulate(num_players: int | None = None, games: int = 200, agents: str | Sequence[str] = "random",
             seed: int = 0, config: DuelConfig | None = None, progress: bool = False) -> SimulationResult:
    """Play ``games`` duels and total the outcomes (game i uses duel seed ``game_seed(seed, i)``).

    ``num_players`` overrides the config's player count (None: the config's, 4 by default).
    ``agents``: one built-in policy for every player or one per player id.
    Raises ConfigError for a bad config and ValueError for bad counts or agent kinds.
    """
    config = config or DuelConfig()
    config = config.validate() if num_players is None else config.with_(num_players=num_players)
    n = config.num_players
    names = [agents] * n if isinstance(agents, str) else list(agents)
    if len(names) != n:
        raise ValueError(f"agents gives {len(names)} policies for {n} players; give 1 (for every player) or {n} "
                         f"(one per player id)")
    if any(a not in AGENT_KINDS for a in names):
        raise ValueError(f"agents must be one of {', '.join(AGENT_KINDS)} (or one per player); got {agents!r}")
    if games < 1:
        raise ValueError(f"games must be at least 1, got {games}")
    seed = check_run_seed(seed)

    dealer = Dealer.prepare(config, load_database())
    play_games(games=1, seed=seed, policies=names, dealer=dealer)    # compile (or load) outside the timing
    wins = np.zeros(n, np.int64)
    draws = truncated = turns = decisions = auto = 0
    start = time.perf_counter()
    with tqdm(total=games, disable=not progress, unit="game", desc=f"{n} players") as bar:
        for first in range(0, games, CHUNK):
            r = play_games(games=min(CHUNK, games - first), seed=seed, policies=names, first_game=first,
                           dealer=dealer)
            np.add.at(wins, r.seat_of[r.results > 0], 1)
            draws += int((r.end_reason == END_DRAW).sum())
            truncated += int((r.end_reason == END_TURN_CAP).sum())
            turns += int(r.turns.sum())
            decisions += int(r.decisions.sum())
            auto += int(r.auto_decisions.sum())
            bar.update(r.games)
    return SimulationResult(num_players=n, mode=config.mode, agents=names, seed=seed, games=games, wins_by_seat=wins.tolist(),
                            draws=draws, truncated=truncated, mean_turns=turns / games,
                            decisions=decisions, auto_decisions=auto,
                            seconds=time.perf_counter() - start)
