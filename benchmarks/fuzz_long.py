"""The long fuzz run: duels over every player count and config variant of
``vector.fuzz.sweep_configs``, played by each of the given built-in policies (random play,
and policies that repeat themselves, which find loops random play rarely repeats), with the
invariant checker after every decision, every legal action tried at sampled decisions, and
any turn that hits the engine's work cap counted as a failure. Prints one JSON object; exit
code 1 on any failure.

    python benchmarks/fuzz_long.py --duels 1000000 [--policies random,first,last,heuristic] [--every 16] [--seed 0]
"""
from __future__ import annotations

import argparse
import json
import sys
import time

from tqdm import tqdm

from ygo_royal_env.vector.fuzz import fuzz, sweep_configs
from ygo_royal_env.vector.policies import POLICY_NAMES

CHUNK = 2000


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="long fuzz run across configs")
    parser.add_argument("--duels", type=int, default=1_000_000, help="total duels, at least (split evenly over the cells)")
    parser.add_argument("--every", type=int, default=16, help="try every legal action at every Nth decision")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--policies", default="random", help="comma-separated built-in policies; each plays "
                                                             "--duels duels (e.g. 'random,first,last,heuristic')")
    parser.add_argument("--only", default="", help="only the cells whose name contains this text, or one of "
                                                   "several separated by '|' (e.g. 'effect', '3v3|kof')")
    args = parser.parse_args(argv)
    cells = [(name, config) for name, config in sweep_configs() if any(part in name for part in args.only.split("|"))]
    if not cells:
        parser.error(f"no cell name contains {args.only!r}")
    policies = args.policies.split(",")
    unknown = [p for p in policies if p not in POLICY_NAMES]
    if unknown:
        parser.error(f"unknown policy {unknown[0]!r}; built-in policies: {', '.join(POLICY_NAMES)}")
    per_cell = -(-args.duels // len(cells))          # round up: at least --duels in total, per policy
    rows, failures, start = [], [], time.perf_counter()
    with tqdm(total=per_cell * len(cells) * len(policies), unit="duel", file=sys.stderr) as bar:
        for policy in policies:
            for name, config in cells:
                k = [n for n, _ in sweep_configs()].index(name)      # the cell's seed does not depend on --only
                duels = decisions = most = 0
                for first in range(0, per_cell, CHUNK):
                    r = fuzz(config, min(CHUNK, per_cell - first), seed=args.seed * 1000 + k, every=args.every,
                             first_game=first, policy=policy)
                    duels, decisions, most = duels + r.duels, decisions + r.decisions, max(most, r.max_turn_work)
                    failures += [f"{name}, {policy}: {f}" for f in r.failures]
                    bar.update(r.duels)
                rows.append({"cell": name, "policy": policy, "duels": duels, "decisions": decisions,
                             "max_turn_work": most})
    report = {"schema": "ygo-royal-fuzz/2", "duels": sum(r["duels"] for r in rows),
              "decisions": sum(r["decisions"] for r in rows), "failures": failures,
              "seconds": time.perf_counter() - start, "every": args.every, "seed": args.seed, "only": args.only,
              "policies": policies, "max_turn_work": max(r["max_turn_work"] for r in rows), "cells": rows}
    print(json.dumps(report))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
