"""Win rates of HeuristicAgent against RandomAgent, with Wilson 95% intervals: one JSON object
(see benchmarks/README.md).

    python benchmarks/heuristic_eval.py --json [--games N] [--seed S]

2 players: the heuristic sits first in half the games and second in the other half.
3, 4, 6 players: one heuristic among random players, its seat rotating game by game.
Games drive ``Duel`` through the Python agents; game ``g`` of a row uses duel seed ``game_seed(seed, g)``.
"""
from __future__ import annotations

import argparse
import json
import time

from agents import HeuristicAgent, RandomAgent
from ygo_royal_env import Duel, DuelConfig
from ygo_royal_env.core.constants import END_DRAW
from ygo_royal_env.ratings import wilson
from ygo_royal_env.vector import game_seed

SCHEMA = "ygo-royal-heuristic-eval/1"
PLAYER_COUNTS = (2, 3, 4, 6)
HEURISTIC = 0                    # the heuristic is always player 0; seat_order moves it


def seat_order(num_players: int, seat: int) -> list[int]:
    """Players by seat with the heuristic (player 0) in ``seat``."""
    order = list(range(1, num_players))
    order.insert(seat, HEURISTIC)
    return order


def play_game(num_players: int, seat: int, seed: int) -> Duel:
    """One duel: the heuristic in ``seat``, random players elsewhere, all seeded from ``seed``."""
    duel = Duel(DuelConfig(num_players=num_players, seat_order=seat_order(num_players, seat)), seed)
    heuristic = HeuristicAgent([seed, HEURISTIC])
    randoms = [RandomAgent([seed, p]) for p in range(num_players)]
    while not duel.done:
        p = duel.current_player
        duel.apply(heuristic.act_duel(duel) if p == HEURISTIC else randoms[p].act(duel.rec["mask"]))
    return duel


def eval_row(num_players: int, games: int, seed: int) -> dict:
    """``games`` duels with the heuristic's seat rotating through every seat."""
    wins, draws, truncated, turns = 0, 0, 0, 0
    seat_games, seat_wins = [0] * num_players, [0] * num_players
    start = time.perf_counter()
    for g in range(games):
        seat = g % num_players
        rec = play_game(num_players, seat, game_seed(seed, g)).rec
        won = int(rec["result"][HEURISTIC] > 0)
        wins += won
        seat_games[seat] += 1
        seat_wins[seat] += won
        truncated += bool(rec["truncated"])
        draws += int(rec["end_reason"] == END_DRAW)
        turns += int(rec["turn"])
    lo, hi = wilson(wins, games)
    return {"players": num_players, "games": games, "wins": wins, "win_rate": wins / games,
            "ci95": [float(lo), float(hi)], "chance": 1 / num_players, "draws": draws, "truncated": truncated,
            "win_rate_by_seat": [w / g if g else None for w, g in zip(seat_wins, seat_games)],
            "mean_turns": turns / games, "seconds": time.perf_counter() - start}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games per player count (default 1000)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()
    play_game(2, 0, 0)                                       # compile before timing
    rows = [eval_row(n, args.games, args.seed) for n in PLAYER_COUNTS]
    result = {"schema": SCHEMA, "opponent": "random", "seed": args.seed, "rows": rows}
    if args.json:
        print(json.dumps(result))
        return
    for r in rows:
        lo, hi = r["ci95"]
        print(f"{r['players']} players: heuristic won {r['wins']}/{r['games']} = {r['win_rate']:.1%} "
              f"(95% CI {lo:.1%}-{hi:.1%}, chance {r['chance']:.1%}), {r['mean_turns']:.0f} turns/game")


if __name__ == "__main__":
    main()
