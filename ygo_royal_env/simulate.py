"""Headless runs of many duels for balance studies and smoke runs: win rates by seat and by
player (so agents can be compared), draws, truncations, how players lost and decision counts,
reproducible from one seed.

When every seat is played by a built-in policy the duels run as jitted playouts
(``vector.play_games``) with no Python per decision; games asked for as replay files are then
played once more through the ``Duel`` API with the same policy kernel and policy RNG, which
gives the same duel, and checked against the playout's result. A Python policy in any seat
(``seats.py``: an agent object, a callable, ``module:attribute``) plays every duel through the
``Duel`` API, its replays recorded as played.
"""
from __future__ import annotations

import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Sequence

import numpy as np
from tqdm import tqdm

from .config import DuelConfig
from .core.constants import END_DRAW, END_ENDLESS_TURN, END_TURN_CAP, LOSS_DECK_OUT, LOSS_NAMES, LOSS_NONE
from .dealing import Dealer
from .replay import Replay
from .seats import AgentSpec, Seat, play_duel, play_seated, resolve_seats
from .vector.playout import PlayoutResults, check_run_seed, game_seed, play_games
from .vector.policies import POLICY_NAMES

AGENT_KINDS = POLICY_NAMES
CHUNK = 256                      # games per jitted call between progress-bar updates


@dataclass(frozen=True)
class SimulationResult:
    """Totals of one ``simulate`` run.

    ``wins_by_seat[s]`` counts games won by the player in seat ``s`` (seat 0 moves first);
    ``wins_by_player[p]`` games won by player id ``p``, who plays ``agents[p]`` in every game
    while its seat is dealt anew each game (R3); with teams every winning member counts.
    ``losses_by_reason`` counts the players' losses by how they lost. In free-for-all
    ``sum(wins_by_seat) + draws + truncated == games``. ``truncated`` counts the duels cut at
    the turn cap and those cut by the endless-turn guard; ``endless_turns`` the latter alone
    (a loop no rule ended: docs/reliability.md).
    """

    num_players: int
    mode: str
    agents: list[str]
    decks: list[str]          # each player's deck, by player id
    seed: int
    games: int
    wins_by_seat: list[int]
    wins_by_player: list[int]
    losses_by_reason: dict[str, int]
    draws: int
    truncated: int
    endless_turns: int
    mean_turns: float
    decisions: int            # decisions asked of agents, all games
    auto_decisions: int       # single-option prompts the engine answered itself
    seconds: float

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds > 0 else float("inf")

    def to_dict(self) -> dict:
        return {**asdict(self), "games_per_second": self.games_per_second}

    def wins_by_agent(self) -> dict[str, tuple[int, int]]:
        """Per agent kind: (games won by its players, player-games it played)."""
        table: dict[str, tuple[int, int]] = {}
        for agent, wins in zip(self.agents, self.wins_by_player):
            won, played = table.get(agent, (0, 0))
            table[agent] = (won + wins, played + self.games)
        return table

    @property
    def deck_out_share(self) -> float:
        """The share of losses that were deck-outs. Where it is large (random agents rarely
        attack) the seat order, who draws first and runs out first, decides results more than
        the play does."""
        lost = sum(self.losses_by_reason.values())
        return self.losses_by_reason.get(LOSS_NAMES[LOSS_DECK_OUT], 0) / lost if lost else 0.0


def simulate(num_players: int | None = None, games: int = 200, agents: AgentSpec | Sequence[AgentSpec] = "random",
             seed: int = 0, config: DuelConfig | None = None, progress: bool = False,
             save_replays: str | Path | None = None, replay_games: int | None = None) -> SimulationResult:
    """Play ``games`` duels and total the outcomes (game i uses duel seed ``game_seed(seed, i)``).

    ``num_players`` overrides the config's player count (None: the config's, 4 by default).
    ``agents``: one agent for every player or one per player id: a built-in policy name
    (jitted), or a Python policy (``seats.py``: an ``agents.*`` object, a callable over the
    observation dict, ``module:attribute`` or ``file.py:attribute``).
    ``save_replays``: a directory to write ``game_00000.json``... replay files into, for the
    first ``replay_games`` games (None: all).
    Raises ConfigError for a bad config and ValueError for bad counts or agents.
    """
    config = config or DuelConfig()
    config = config.validate() if num_players is None else config.with_(num_players=num_players)
    n = config.num_players
    if games < 1:
        raise ValueError(f"games must be at least 1, got {games}")
    seed = check_run_seed(seed)
    if replay_games is not None and replay_games < 0:
        raise ValueError(f"replay_games must be None (all) or at least 0, got {replay_games}")
    seats = resolve_seats(agents, n, seed)
    names = [s.name for s in seats]
    keep = games if replay_games is None else min(games, replay_games)
    replays: list[Replay] = []

    dealer = Dealer.prepare(config)
    builtin = all(s.builtin for s in seats)

    def play(first: int, count: int) -> PlayoutResults:
        results, duels = play_seated(dealer, [game_seed(seed, i) for i in range(first, first + count)], seats)
        replays.extend(Replay.of(d) for i, d in enumerate(duels, first) if save_replays is not None and i < keep)
        return results

    if builtin:
        play_games(games=1, seed=seed, policies=names, dealer=dealer)    # compile (or load) outside the timing
    wins = np.zeros(n, np.int64)
    player_wins = np.zeros(n, np.int64)
    losses = np.zeros(len(LOSS_NAMES), np.int64)
    draws = truncated = endless = turns = decisions = auto = 0
    start = time.perf_counter()
    with tqdm(total=games, disable=not progress, unit="game", desc=f"{n} players") as bar:
        chunk = CHUNK if builtin else 1
        for first in range(0, games, chunk):
            r = play(first, min(chunk, games - first))
            np.add.at(wins, r.seat_of[r.results > 0], 1)
            player_wins += (r.results > 0).sum(axis=0)
            losses += np.bincount(r.loss_reason.ravel(), minlength=len(LOSS_NAMES))
            draws += int((r.end_reason == END_DRAW).sum())
            truncated += int(np.isin(r.end_reason, (END_TURN_CAP, END_ENDLESS_TURN)).sum())
            endless += int((r.end_reason == END_ENDLESS_TURN).sum())
            turns += int(r.turns.sum())
            decisions += int(r.decisions.sum())
            auto += int(r.auto_decisions.sum())
            bar.update(r.games)
    seconds = time.perf_counter() - start
    if save_replays is not None and builtin:
        save_playout_replays(dealer, seats, seed, keep, Path(save_replays))
    elif save_replays is not None:
        save_replay_files(replays, Path(save_replays), dealer)
    return SimulationResult(num_players=n, mode=config.mode, agents=names, decks=list(dealer.deck_names), seed=seed,
                            games=games, wins_by_seat=wins.tolist(),
                            wins_by_player=player_wins.tolist(),
                            losses_by_reason={LOSS_NAMES[k]: int(v) for k, v in enumerate(losses) if k != LOSS_NONE and v},
                            draws=draws, truncated=truncated,
                            endless_turns=endless, mean_turns=turns / games,
                            decisions=decisions, auto_decisions=auto, seconds=seconds)


def save_replay_files(replays: Sequence[Replay], directory: Path, dealer: Dealer) -> None:
    directory.mkdir(parents=True, exist_ok=True)
    for i, replay in enumerate(replays):
        replay.save(directory / f"game_{i:05d}.json", dealer.db)


def save_playout_replays(dealer: Dealer, seats: Sequence[Seat], seed: int, games: int, directory: Path) -> None:
    """Write games ``0 .. games - 1`` of a built-in run as replay files: each played again
    through the ``Duel`` API (``seats.play_duel``, the playouts' policy kernel and RNG) and
    checked against its playout."""
    directory.mkdir(parents=True, exist_ok=True)
    if games == 0:
        return
    played = play_games(games=games, seed=seed, policies=[s.name for s in seats], dealer=dealer)
    replays = [Replay.of(play_duel(dealer, seats, game_seed(seed, i))) for i in range(games)]
    for i, replay in enumerate(replays):
        if list(replay.results) != played.results[i].tolist():
            raise RuntimeError(f"game {i}: the recorded duel ended {list(replay.results)}, its playout "
                               f"{played.results[i].tolist()}: the policy is not deterministic")
    save_replay_files(replays, directory, dealer)
