"""Where jitted playouts spend their time, by function, with Linux ``perf``.

perf sees jitted code as anonymous memory. This script compiles in a fresh cache (so each
emitted library still holds its linked module), writes ``/tmp/perf-<pid>.map`` naming every
function of the emitted machine code, then plays the timed duels; ``perf report`` reads the map:

    perf record -F 1999 -o /tmp/perf.data python benchmarks/profile_playouts.py [DECK] [--games N]
    perf report -i /tmp/perf.data --no-children --sort dso,sym | grep JIT

It found the atomic reference counting of the card table (70% of the jitted time, now
``core/borrow.py``). Compiling takes about a minute; the samples of that minute are Python's
and LLVM's, not ``[JIT]``'s.
"""
from __future__ import annotations

import argparse
import gc
import os
import tempfile


def write_perf_map() -> int:
    """Name the functions of every emitted library in perf's map for this process; returns
    how many. A function's extent is taken up to the next one's start."""
    from numba.core.codegen import JITCodeLibrary
    names: dict[int, str] = {}
    for library in gc.get_objects():
        module = getattr(library, "_final_module", None) if isinstance(library, JITCodeLibrary) else None
        if module is None or not library._finalized:
            continue
        engine = library._codegen._engine
        for function in module.functions:
            if not function.is_declaration:
                address = engine.get_function_address(function.name)
                if address:
                    names[address] = function.name
    starts = sorted(names)
    with open(f"/tmp/perf-{os.getpid()}.map", "w") as out:
        for start, end in zip(starts, starts[1:] + [starts[-1] + 4096]):
            out.write(f"{start:x} {min(end - start, 1 << 20):x} {names[start]}\n")
    return len(starts)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="random 2-player playouts with a perf map of the jitted code")
    parser.add_argument("deck", nargs="?", default="vanilla_normals")
    parser.add_argument("--games", type=int, default=3000, help="duels per timed run (4 runs)")
    args = parser.parse_args(argv)
    os.environ["NUMBA_CACHE_DIR"] = tempfile.mkdtemp(prefix="ygo-royal-profile-")
    os.environ["NUMBA_NUM_THREADS"] = "1"
    from ygo_royal_env import DuelConfig
    from ygo_royal_env.vector import play_games
    config = DuelConfig(num_players=2, decks=(args.deck,))
    play_games(config, args.games, seed=2, threads=1)        # compile, and touch the memory once
    print(f"named {write_perf_map()} jitted functions in /tmp/perf-{os.getpid()}.map", flush=True)
    for _ in range(4):
        play_games(config, args.games, seed=1, threads=1)


if __name__ == "__main__":
    main()
