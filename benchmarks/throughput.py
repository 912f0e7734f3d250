"""Throughput benchmark with random agents: one JSON object whose keys stay stable so runs
on different machines and commits can be compared (see benchmarks/README.md).

    python benchmarks/throughput.py --json [--games N] [--quick]
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile
import time

import numba
import numpy as np

import ygo_royal_env
from agents import RandomAgent
from ygo_royal_env import Duel, DuelConfig
from ygo_royal_env.core.state import STATE_DTYPE
from ygo_royal_env.simulate import make_agents, play

SCHEMA = "ygo-royal-throughput/1"
PLAYER_COUNTS = (2, 4, 6)

# Run in a subprocess: import the package, then set up and play one 4-player duel.
FIRST_DUEL = """
import json, time
t0 = time.perf_counter()
from ygo_royal_env import Duel, DuelConfig
from ygo_royal_env.simulate import make_agents, play
t1 = time.perf_counter()
play(Duel(DuelConfig(num_players=4), 0), make_agents("random", 4, 0))
t2 = time.perf_counter()
print(json.dumps({"import_s": t1 - t0, "first_duel_s": t2 - t1}))
"""


def machine() -> dict:
    return {"cpu_count": os.cpu_count(), "machine": platform.machine(), "system": platform.system(),
            "python": platform.python_version(), "numba": numba.__version__, "numpy": np.__version__,
            "ygo_royal_env": ygo_royal_env.__version__}


def compile_time(cold: bool) -> dict:
    """Import + first duel in a fresh interpreter; cold uses an empty numba cache dir so every
    jitted function compiles, warm loads the normal cache."""
    env = dict(os.environ)
    with tempfile.TemporaryDirectory() as cache:
        if cold:
            env["NUMBA_CACHE_DIR"] = cache
        t = time.perf_counter()
        out = subprocess.run([sys.executable, "-c", FIRST_DUEL], env=env, check=True,
                             capture_output=True, text=True).stdout
        wall = time.perf_counter() - t
    return {**json.loads(out.strip().splitlines()[-1]), "process_s": wall}


def duel_row(n: int, games: int) -> dict:
    """Duel.apply in a Python loop: setup timed apart from play."""
    config = DuelConfig(num_players=n)
    play(Duel(config, 0), make_agents("random", n, 0))          # warm-up
    setup = run = 0.0
    decisions = 0
    for g in range(games):
        t0 = time.perf_counter()
        duel = Duel(config, g)
        t1 = time.perf_counter()
        play(duel, make_agents("random", n, g))
        t2 = time.perf_counter()
        setup += t1 - t0
        run += t2 - t1
        decisions += int(duel.rec["decisions"])
    return {"players": n, "games": games, "decisions_per_game": decisions / games,
            "duel_steps_per_s": decisions / run, "games_per_s": games / (setup + run),
            "setup_ms": 1e3 * setup / games, "state_bytes": STATE_DTYPE.itemsize}


def aec_row(n: int, games: int) -> dict:
    """Agent decisions per second through the PettingZoo AEC env (reset excluded)."""
    env_fn = getattr(ygo_royal_env, "env", None)
    if not callable(env_fn):
        return {"aec_steps_per_s": None, "aec_note": "skipped: ygo_royal_env.env is not available"}
    try:
        env = env_fn(num_players=n)
        steps, run = 0, 0.0
        for g in range(games + 1):                                 # game 0 is the warm-up
            env.reset(seed=g)
            agents = {a: RandomAgent([g, i]) for i, a in enumerate(env.possible_agents)}
            t, k = time.perf_counter(), 0
            for name in env.agent_iter():
                obs, _, term, trunc, _ = env.last()
                action = None if term or trunc else agents[name].act(obs)
                k += action is not None
                env.step(action)
            if g:
                steps, run = steps + k, run + time.perf_counter() - t
        env.close()
    except Exception as e:  # report, don't hide: the other rows are still worth having
        return {"aec_steps_per_s": None, "aec_note": f"failed: {type(e).__name__}: {e}"}
    return {"aec_steps_per_s": steps / run, "aec_note": None}


def run(games: int, quick: bool) -> dict:
    rows = [{**duel_row(n, games), **aec_row(n, games)} for n in PLAYER_COUNTS]
    cold = None if quick else compile_time(cold=True)
    return {"schema": SCHEMA, "machine": machine(), "quick": quick,
            "rows": rows, "compile": {"cold": cold, "warm": compile_time(cold=False)}}


def table(report: dict) -> str:
    """A human-readable digest of the report."""
    lines = [f"{'players':>7} {'duel steps/s':>12} {'AEC steps/s':>11} {'games/s':>8} "
             f"{'decisions/game':>14} {'setup ms':>8}"]
    for r in report["rows"]:
        aec = "-" if r["aec_steps_per_s"] is None else f"{r['aec_steps_per_s']:.0f}"
        lines.append(f"{r['players']:>7} {r['duel_steps_per_s']:>12.0f} {aec:>11} {r['games_per_s']:>8.1f} "
                     f"{r['decisions_per_game']:>14.1f} {r['setup_ms']:>8.2f}")
    lines += [f"note ({r['players']} players): {r['aec_note']}" for r in report["rows"] if r["aec_note"]]
    for kind, c in report["compile"].items():
        if c is not None:
            lines.append(f"compile {kind}: import {c['import_s']:.2f} s + first duel {c['first_duel_s']:.2f} s")
    lines.append(f"state: {report['rows'][0]['state_bytes']} bytes per duel")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="ygo-royal-env throughput with random agents")
    parser.add_argument("--json", action="store_true", help="print the JSON object only")
    parser.add_argument("--games", type=int, default=None, help="games per player count (default 200, --quick 20)")
    parser.add_argument("--quick", action="store_true", help="few games and no cold compile (under ~30 s)")
    args = parser.parse_args(argv)
    games = args.games or (20 if args.quick else 200)
    if games < 1:
        parser.error(f"--games must be at least 1, got {games}")
    report = run(games, args.quick)
    print(json.dumps(report) if args.json else table(report))


if __name__ == "__main__":
    main()
