"""Playouts A/B: random jitted playouts of two checkouts, alternated back to back.

This machine kind's speed varies about twofold within minutes, so one run of each side says
little; runs alternated in fresh processes, compared by their medians, do (issue 18: "2-player
random playouts not slower than before the redesign"). Each side is a directory holding a
checkout of the project (``git worktree add /tmp/old REV``); both are warmed up first, so
compilation is never timed.

    python benchmarks/playouts_ab.py OLD_DIR NEW_DIR [--decks vanilla_normals,lp_burn]
        [--players 2] [--games 1500] [--rounds 7] [--clock wall|cpu] [--json]

``--clock cpu`` divides by the process's CPU time instead of the wall time: on a machine other
work shares, the wall time counts the waits, the CPU time mostly does not.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys

SCHEMA = "ygo-royal-playout-ab/2"
RUN = """
import json, time, numba
numba.set_num_threads(1)
from ygo_royal_env import DuelConfig
from ygo_royal_env.vector import play_games
config = DuelConfig(num_players={players}, decks=({deck!r},))
play_games(config, {games}, seed=2, threads=1)   # warm-up as large: a first touch of fresh memory is slow here
cpu = time.process_time()
r = play_games(config, {games}, seed=1, threads=1)
seconds = time.process_time() - cpu if {cpu} else r.seconds
print(json.dumps(float(r.decisions.sum() / seconds)))
"""


def run(side: str, players: int, deck: str, games: int, cpu: bool = False) -> float:
    """Decisions per second of one playout run in a fresh interpreter on ``side``'s checkout."""
    env = {**os.environ, "PYTHONPATH": side, "NUMBA_NUM_THREADS": "1"}
    out = subprocess.run([sys.executable, "-c", RUN.format(players=players, deck=deck, games=games, cpu=cpu)],
                         cwd=side, env=env, capture_output=True, text=True)
    if out.returncode:
        raise SystemExit(f"{side}: playouts of {deck!r} failed:\n{out.stderr.strip()[-2000:]}")
    return json.loads(out.stdout.strip().splitlines()[-1])


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="alternated random playouts of two checkouts")
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("--decks", default="vanilla_normals", help="comma-separated packaged decks, each its own row")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--games", type=int, default=1500)
    parser.add_argument("--rounds", type=int, default=7, help="runs of each side per deck, alternated")
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall", help="time divided by: wall or CPU time")
    parser.add_argument("--json", action="store_true", help="print the JSON object only")
    args = parser.parse_args(argv)
    sides = {"old": os.path.abspath(args.old), "new": os.path.abspath(args.new)}
    report: dict = {"schema": SCHEMA, "players": args.players, "games": args.games, "clock": args.clock,
                    "sides": sides, "rows": {}}
    for deck in args.decks.split(","):
        for side in sides.values():                  # warm-up: compile both before timing either
            run(side, args.players, deck, 2)
        runs: dict[str, list[float]] = {"old": [], "new": []}
        for _ in range(args.rounds):
            for name, side in sides.items():
                runs[name].append(run(side, args.players, deck, args.games, args.clock == "cpu"))
        medians = {name: statistics.median(values) for name, values in runs.items()}
        report["rows"][deck] = {"runs": runs, "median": medians, "new_over_old": medians["new"] / medians["old"]}
        if not args.json:
            print(f"{deck}: old {medians['old']:,.0f}, new {medians['new']:,.0f} decisions/s "
                  f"(new/old {medians['new'] / medians['old']:.2f})", flush=True)
    if args.json:
        print(json.dumps(report))


if __name__ == "__main__":
    main()
