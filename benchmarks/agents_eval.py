"""Strength of the built-in agents, with Wilson 95% intervals: one JSON object (see
benchmarks/README.md, "Agent evaluation").

    python benchmarks/agents_eval.py --json [--games N] [--seed S] [--decks A,B,...]

Rows: search vs heuristic in 2 players, one search agent among three heuristic agents in 4,
heuristic vs random in 2 and 4. Every row is a set of mirror matches rotating over the sample
decks that the engine plays (everyone plays the same deck in a game) and over the seats (the
evaluated agent sits in each seat equally often: ``DuelConfig(seat_order=...)``); the games are
jitted playouts on one core. The search's cost per decision is timed on its own
(``SearchAgent.act_duel`` over a few games of the row, in CPU time of this process, one thread),
since a row's wall time includes the other agents' decisions.
"""
from __future__ import annotations

import argparse
import json
import time

import numpy as np

from agents import HeuristicAgent, SearchAgent
from ygo_royal_env import Duel, DuelConfig
from ygo_royal_env.config import SAMPLE_DECKS
from ygo_royal_env.cards.decks import DeckError
from ygo_royal_env.dealing import Dealer
from ygo_royal_env.ratings import wilson
from ygo_royal_env.vector import game_seed
from ygo_royal_env.vector.playout import play_seeds
from ygo_royal_env.vector.search import SEARCH_TURNS, search_playouts

SCHEMA = "ygo-royal-agents-eval/1"
ROWS = (("search", "heuristic", 2, 0.70), ("search", "heuristic", 4, 0.40),
        ("heuristic", "random", 2, None), ("heuristic", "random", 4, None))
TIMED_GAMES = 6                   # games per row whose search decisions are timed one by one (decks in turn)
EVALUATED = 0                     # the evaluated agent is player 0; seat_order moves it


def playable(decks: list[str]) -> tuple[list[str], dict[str, str]]:
    """The decks the engine plays, and why each other one is left out."""
    kept, skipped = [], {}
    for deck in decks:
        try:
            Dealer.prepare(DuelConfig(num_players=2, decks=deck))
            kept.append(deck)
        except DeckError as e:
            skipped[deck] = str(e).splitlines()[-1].strip(" -")
    return kept, skipped


def seat_order(num_players: int, seat: int) -> list[int]:
    """Players by seat with the evaluated agent (player 0) in ``seat``."""
    order = list(range(1, num_players))
    order.insert(seat, EVALUATED)
    return order


def time_search(decks: list[str], num_players: int, seed: int) -> list[float]:
    """CPU seconds of each of the search agent's decisions over a few games against heuristics,
    the decks in turn."""
    seconds = []
    for g in range(TIMED_GAMES):
        config = DuelConfig(num_players=num_players, decks=decks[g % len(decks)])
        duel_seed = game_seed(seed, g)
        duel = Duel(config, duel_seed)
        search = SearchAgent([duel_seed, EVALUATED])
        others = HeuristicAgent([duel_seed, 1])
        while not duel.done:
            if duel.current_player == EVALUATED:
                start = time.process_time()          # CPU time: other jobs on the machine do not count
                action = search.act_duel(duel)
                seconds.append(time.process_time() - start)
            else:
                action = others.act_duel(duel)
            duel.apply(action)
    return seconds


def eval_row(agent: str, opponent: str, num_players: int, bar: float | None, decks: list[str], games: int,
             seed: int) -> dict:
    """``games`` games of ``agent`` (player 0) against ``opponent`` everywhere else, rotating
    over ``decks`` and the seats."""
    policies = [agent] + [opponent] * (num_players - 1)
    cells = [(deck, seat) for deck in decks for seat in range(num_players)]
    wins = decisions = 0
    by_deck = {deck: [0, 0] for deck in decks}
    seconds = 0.0
    first = 0
    for k, (deck, seat) in enumerate(cells):
        count = games // len(cells) + (k < games % len(cells))
        dealer = Dealer.prepare(DuelConfig(num_players=num_players, decks=deck,
                                           seat_order=seat_order(num_players, seat)))
        run = play_seeds(dealer, [game_seed(seed, g) for g in range(first, first + count)], policies, threads=1)
        won = int((run.results[:, EVALUATED] > 0).sum())
        wins += won
        by_deck[deck][0] += won
        by_deck[deck][1] += count
        decisions += int(run.decisions.sum())
        seconds += run.seconds
        first += count
    low, high = wilson(wins, games)
    row = {"agent": agent, "opponent": opponent, "players": num_players, "games": games, "wins": wins,
           "win_rate": wins / games, "ci95": [float(low), float(high)], "chance": 1 / num_players, "bar": bar,
           "met": None if bar is None else bool(wins / games >= bar),
           "win_rate_by_deck": {d: w / n for d, (w, n) in by_deck.items()},
           "decisions_per_s": decisions / seconds, "seconds": seconds}
    if agent == "search":
        timed = np.array(time_search(decks, num_players, seed))
        row["budget"] = {"playouts": search_playouts(num_players), "turns": SEARCH_TURNS}
        row["search_ms_per_decision"] = float(timed.mean() * 1000)
        row["search_ms_p95"] = float(np.percentile(timed, 95) * 1000)
        row["search_decisions_per_s"] = float(1 / timed.mean())
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400, help="games per row (default 400)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--decks", default=",".join(SAMPLE_DECKS),
                        help="decks to rotate over (default: the six sample decks; those the engine "
                             "cannot play yet are left out and listed)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()
    decks, skipped = playable(args.decks.split(","))
    if not decks:
        raise SystemExit(f"none of the decks plays yet: {skipped}")
    eval_row("search", "heuristic", 2, None, decks[:1], 2, args.seed)       # compile before timing
    rows = [eval_row(a, o, n, bar, decks, args.games, args.seed) for a, o, n, bar in ROWS]
    result = {"schema": SCHEMA, "seed": args.seed, "decks": decks, "decks_left_out": skipped, "threads": 1,
              "rows": rows}
    if args.json:
        print(json.dumps(result, indent=1))
        return
    for r in rows:
        lo, hi = r["ci95"]
        extra = (f", search {r['search_ms_per_decision']:.1f} ms/decision" if "budget" in r else "")
        print(f"{r['agent']} vs {r['opponent']}, {r['players']} players: {r['wins']}/{r['games']} = "
              f"{r['win_rate']:.1%} (95% CI {lo:.1%}-{hi:.1%}, chance {r['chance']:.0%}){extra}")


if __name__ == "__main__":
    main()
