"""Where the cold compile of the first simulate goes, by numba compiler pass, exclusive of nesting.

numba compiles a callee while it types its caller, so a pass's own time is its wall time less the
passes run inside it. This script empties the numba cache (a fresh directory), plays the first
duel ``benchmarks/throughput.py`` times (import and a 4-player random playout), and prints one
JSON object: the total, the time inside numba's passes by pass name (typing, lowering, ...), the
rest (LLVM optimisation and linking of the emitted call trees, the cache, Python), how many
functions were compiled, and the functions whose own compile (less the callees compiled inside it)
took longest: where shrinking or splitting code pays.

    python benchmarks/compile_profile.py [--top N]
"""
from __future__ import annotations

import argparse
import json
import os
import tempfile
import time
from collections import defaultdict


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="the first simulate's cold compile, by numba pass")
    parser.add_argument("--top", type=int, default=12, help="passes and functions to list, slowest first")
    args = parser.parse_args(argv)
    os.environ["NUMBA_CACHE_DIR"] = tempfile.mkdtemp(prefix="ygo-royal-compile-profile-")
    start = time.perf_counter()
    from numba.core import event

    class OwnTime(event.Listener):
        """Time inside events of one kind by name, less the time of nested events of that kind."""

        def __init__(self, name_of) -> None:
            self.name_of, self.own, self.started = name_of, defaultdict(float), 0
            self.stack: list[list] = []          # [name, start, time of the events inside it]

        def on_start(self, ev: event.Event) -> None:
            self.started += 1
            self.stack.append([self.name_of(ev), time.perf_counter(), 0.0])

        def on_end(self, ev: event.Event) -> None:
            name, began, inner = self.stack.pop()
            spent = time.perf_counter() - began
            self.own[name] += spent - inner
            if self.stack:
                self.stack[-1][2] += spent

    def function_name(ev: event.Event) -> str:
        py_func = ev.data["dispatcher"].py_func
        return f"{py_func.__module__}.{py_func.__qualname__}"

    passes = OwnTime(lambda ev: ev.data["name"].split(" [")[0])
    functions = OwnTime(function_name)
    event.register("numba:run_pass", passes)
    event.register("numba:compile", functions)
    from ygo_royal_env import DuelConfig
    from ygo_royal_env.vector import play_games
    imported = time.perf_counter()
    play_games(DuelConfig(num_players=4), games=1)
    total = time.perf_counter() - start
    in_passes = sum(passes.own.values())
    print(json.dumps({
        "total_s": round(total, 1), "import_s": round(imported - start, 1), "functions_compiled": functions.started,
        "numba_passes_s": round(in_passes, 1), "outside_passes_s": round(total - in_passes, 1),
        "slowest_passes_s": {name: round(t, 1) for name, t in
                             sorted(passes.own.items(), key=lambda kv: -kv[1])[:args.top]},
        "slowest_functions_s": {name: round(t, 2) for name, t in
                                sorted(functions.own.items(), key=lambda kv: -kv[1])[:args.top]},
    }, indent=1))


if __name__ == "__main__":
    main()
