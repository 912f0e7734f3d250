"""Headless batches of duels for balance studies and smoke runs: win rates by seat, draws,
truncations and decision counts, reproducible from one seed.

It drives ``Duel`` directly (no PettingZoo layer) because studies want games per second,
not the AEC protocol.
"""
from __future__ import annotations

import time
from dataclasses import asdict, dataclass

from tqdm import tqdm

from agents import RandomAgent

from .config import DuelConfig
from .core.constants import END_DRAW
from .duel import Duel

AGENT_KINDS = ("random",)
SEED_STRIDE = 1_000_003   # game i of run `seed` uses duel seed seed * SEED_STRIDE + i


@dataclass(frozen=True)
class SimulationResult:
    """Totals of one ``simulate`` run.

    ``wins_by_seat[s]`` counts games won by the player in seat ``s`` (seat 0 moves first);
    with teams every winning member's seat counts. In free-for-all
    ``sum(wins_by_seat) + draws + truncated == games``.
    """

    num_players: int
    agents: str
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


def game_seed(seed: int, game: int) -> int:
    """The duel seed of game ``game``: each game can be replayed on its own."""
    return seed * SEED_STRIDE + game


def make_agents(kind: str, num_players: int, seed: int) -> list[RandomAgent]:
    """One agent per player, seeded from the game seed so a game replays exactly."""
    return [RandomAgent([seed, p]) for p in range(num_players)]


def play(duel: Duel, agents: list[RandomAgent]) -> Duel:
    """Play a duel to the end, each decision by the deciding player's agent."""
    while not duel.done:
        duel.apply(agents[duel.current_player].act(duel.action_mask()))
    return duel


def simulate(num_players: int | None = None, games: int = 200, agents: str = "random",
             seed: int = 0, config: DuelConfig | None = None,
             progress: bool = False) -> SimulationResult:
    """Play ``games`` duels and total the outcomes.

    ``num_players`` overrides the config's player count (None: the config's, 4 by default).
    Raises ConfigError for a bad config and ValueError for bad counts or agent kinds.
    """
    config = config or DuelConfig()
    config = config.validate() if num_players is None else config.with_(num_players=num_players)
    if agents not in AGENT_KINDS:
        raise ValueError(f"agents must be one of {', '.join(AGENT_KINDS)}; got {agents!r}")
    if games < 1:
        raise ValueError(f"games must be at least 1, got {games}")
    if seed < 0:
        raise ValueError(f"seed must be non-negative, got {seed}")

    n = config.num_players
    wins = [0] * n
    draws = truncated = turns = decisions = auto = 0
    start = time.perf_counter()
    for i in tqdm(range(games), disable=not progress, unit="game", desc=f"{n} players"):
        s = game_seed(seed, i)
        rec = play(Duel(config, s), make_agents(agents, n, s)).rec
        for p, r in enumerate(rec["result"][:n]):
            if r > 0:
                wins[rec["seat_of"][p]] += 1
        draws += int(rec["end_reason"] == END_DRAW)
        truncated += bool(rec["truncated"])
        turns += int(rec["turn"])
        decisions += int(rec["decisions"])
        auto += int(rec["auto_decisions"])
    return SimulationResult(num_players=n, agents=agents, seed=seed, games=games, wins_by_seat=wins,
                            draws=draws, truncated=truncated, mean_turns=turns / games,
                            decisions=decisions, auto_decisions=auto,
                            seconds=time.perf_counter() - start)
