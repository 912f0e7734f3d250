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

    own: dict[str, float] = defaultdict(float)
    stack: list[list] = []                       # [pass name, start, time of the passes inside it]
    compiled = 0

    class PassTimer(event.Listener):
        def on_start(self, ev: event.Event) -> None:
            stack.append([ev.data["name"].split(" [")[0], time.perf_counter(), 0.0])

        def on_end(self, ev: event.Event) -> None:
            name, began, inner = stack.pop()
            spent = time.perf_counter() - began
            own[name] += spent - inner
            if stack:
                stack[-1][2] += spent

    own_by_function: dict[str, float] = defaultdict(float)
    compiling: list[list] = []                   # [function name, start, time of the callees inside it]

    class CompileTimer(event.Listener):
        def on_start(self, ev: event.Event) -> None:
            nonlocal compiled
            compiled += 1
            py_func = ev.data["dispatcher"].py_func
            compiling.append([f"{py_func.__module__}.{py_func.__qualname__}", time.perf_counter(), 0.0])

        def on_end(self, ev: event.Event) -> None:
            name, began, inner = compiling.pop()
            spent = time.perf_counter() - began
            own_by_function[name] += spent - inner
            if compiling:
                compiling[-1][2] += spent

    event.register("numba:run_pass", PassTimer())
    event.register("numba:compile", CompileTimer())
    from ygo_royal_env import DuelConfig
    from ygo_royal_env.vector import play_games
    imported = time.perf_counter()
    play_games(DuelConfig(num_players=4), games=1)
    total = time.perf_counter() - start
    passes = sum(own.values())
    print(json.dumps({
        "total_s": round(total, 1), "import_s": round(imported - start, 1), "functions_compiled": compiled,
        "numba_passes_s": round(passes, 1), "outside_passes_s": round(total - passes, 1),
        "slowest_passes_s": {name: round(t, 1) for name, t in sorted(own.items(), key=lambda kv: -kv[1])[:args.top]},
        "slowest_functions_s": {name: round(t, 2) for name, t in
                                sorted(own_by_function.items(), key=lambda kv: -kv[1])[:args.top]},
    }, indent=1))


if __name__ == "__main__":
    main()
