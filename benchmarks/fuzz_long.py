"""The long fuzz run: random duels over every player count and config variant of
``vector.fuzz.sweep_configs``, with the invariant checker after every decision and every
legal action tried at sampled decisions. Prints one JSON object; exit code 1 on any failure.

    python benchmarks/fuzz_long.py --duels 1000000 [--every 16] [--seed 0]
"""
from __future__ import annotations

import argparse
import json
import sys
import time

from tqdm import tqdm

from ygo_royal_env.vector.fuzz import fuzz, sweep_configs

CHUNK = 2000


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="long fuzz run across configs")
    parser.add_argument("--duels", type=int, default=1_000_000, help="total duels, at least (split evenly over the cells)")
    parser.add_argument("--every", type=int, default=16, help="try every legal action at every Nth decision")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--only", default="", help="only the cells whose name contains this text, or one of "
                                                   "several separated by '|' (e.g. 'effect', '3v3|kof')")
    args = parser.parse_args(argv)
    cells = [(name, config) for name, config in sweep_configs() if any(part in name for part in args.only.split("|"))]
    if not cells:
        parser.error(f"no cell name contains {args.only!r}")
    per_cell = -(-args.duels // len(cells))          # round up: at least --duels in total
    rows, failures, start = [], [], time.perf_counter()
    with tqdm(total=per_cell * len(cells), unit="duel", file=sys.stderr) as bar:
        for name, config in cells:
            k = [n for n, _ in sweep_configs()].index(name)      # the cell's seed does not depend on --only
            duels = decisions = 0
            for first in range(0, per_cell, CHUNK):
                r = fuzz(config, min(CHUNK, per_cell - first), seed=args.seed * 1000 + k, every=args.every,
                         first_game=first)
                duels, decisions = duels + r.duels, decisions + r.decisions
                failures += [f"{name}: {f}" for f in r.failures]
                bar.update(r.duels)
            rows.append({"cell": name, "duels": duels, "decisions": decisions})
    report = {"schema": "ygo-royal-fuzz/1", "duels": sum(r["duels"] for r in rows),
              "decisions": sum(r["decisions"] for r in rows), "failures": failures,
              "seconds": time.perf_counter() - start, "every": args.every, "seed": args.seed, "only": args.only, "cells": rows}
    print(json.dumps(report))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
