"""The first-run notice: a cold compile of the rules engine takes minutes, so the command line
says so on stderr before it starts, instead of sitting silent.

Cold and warm are told apart by what really happens, not guessed from the cache directory
(which may hold a partial or an other entry point's cache): a function loaded from the cache
compiles nothing, so the notice is printed as the first function starts compiling and a warm
start prints nothing. While stderr is a terminal a bar over the functions compiled shows
progress; a last line gives the time taken. This module reaches the compiler only through
``_jit_cache.on_compile``, so editing it does not change the compile-cache key
(``_jit_cache.source_hash``).
"""
from __future__ import annotations

import sys
import time
from contextlib import contextmanager
from typing import Iterator, TextIO

from tqdm import tqdm

from . import _jit_cache

# Seconds the first `ygo-royal simulate` compiles on the project's 2-core machine kind with
# nothing else running: docs/performance.md's cold compile (benchmarks/results/throughput.json,
# "compile.cold"; the same entry points). tests/test_first_run.py keeps it within 25% of that.
# 52: af8ad81 against 5030581 side by side (0.83x of its 62 s; results/compile_ab_typing_shortcuts.json).
COLD_COMPILE_S = 52
# Functions (counted once per signature) that a cold run compiles, measured with the compile events on
# 2026-12-03 (benchmarks/compile_profile.py): 603, each once (_jit.py compiles one version of a function
# for all its callers). Progress is roughly even over them, so they make the progress bar's total; it is
# only a guide, and grows if a later version compiles more.
COLD_COMPILE_FUNCTIONS = 603


def duration(seconds: float) -> str:
    """``"45 s"`` or ``"8 min"``: the notice is read by a person deciding whether to wait."""
    return f"{round(seconds)} s" if seconds < 120 else f"{round(seconds / 60)} min"


def notice(seconds: float = COLD_COMPILE_S, cache_dir: str | None = None) -> str:
    """The line printed before a cold compile."""
    return (f"ygo-royal: compiling the rules engine, first run only, about {duration(seconds)} "
            f"(cached in {cache_dir or _jit_cache.CACHE_DIR})")


class CompileProgress:
    """A compile listener (``_jit_cache.on_compile``): the notice at the first function that
    compiles, a bar over the compiled functions while a top-level compile runs (on a terminal
    only), and a closing line from ``close`` once the command's compiling is done."""

    def __init__(self, stream: TextIO, bar: bool) -> None:
        self.stream, self.bar_wanted = stream, bar
        self.started_at: float | None = None
        self.compiled = self.depth = 0
        self.bar: tqdm | None = None

    def __call__(self, name: str, started: bool) -> None:
        if started:
            if self.started_at is None:
                self.started_at = time.perf_counter()
                print(notice(), file=self.stream, flush=True)
            if self.depth == 0 and self.bar_wanted:
                # one bar per top-level compile, closed when it ends, so that no compile bar
                # stays open under the command's own progress bar
                self.bar = tqdm(desc="compiling", unit=" functions", initial=self.compiled,
                                total=max(COLD_COMPILE_FUNCTIONS, self.compiled + 1),
                                file=self.stream, leave=False)
            self.depth += 1
            return
        self.depth -= 1
        self.compiled += 1
        if self.bar is not None:
            self.bar.total = max(self.bar.total, self.compiled + 1)
            self.bar.set_postfix_str(name, refresh=False)
            self.bar.update(1)
            if self.depth == 0:
                self.bar.close()
                self.bar = None

    def close(self, done: bool = True) -> None:
        """Close the bar; the closing line only if the block finished (not on an error or ^C)."""
        if self.bar is not None:
            self.bar.close()
        if done and self.started_at is not None:
            took = time.perf_counter() - self.started_at
            print(f"ygo-royal: compiled {self.compiled} functions in {duration(took)}; later runs load them",
                  file=self.stream, flush=True)


@contextmanager
def compile_notice(enabled: bool = True, stream: TextIO | None = None) -> Iterator[None]:
    """Run the block with the first-run notice on ``stream`` (default stderr); with
    ``enabled=False`` (``--no-progress``) nothing is printed."""
    if not enabled:
        yield
        return
    stream = stream or sys.stderr
    progress = CompileProgress(stream, bar=stream.isatty())
    done = False
    try:
        with _jit_cache.on_compile(progress):
            yield
        done = True
    finally:
        progress.close(done)
