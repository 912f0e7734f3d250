"""The first-run notice (issue #21, item 4): a cold compile says so on stderr before it starts,
a warm start and ``--no-progress`` print nothing.

A real cold compile of the engine takes minutes, so the notice is tested on small functions
compiled here (they raise the same compile events), and only the warm path runs the command.
"""
from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

from numba import njit

from ygo_royal_env import _jit_cache, cli, first_run
from ygo_royal_env.simulate import simulate

ROOT = Path(__file__).resolve().parents[1]


def fresh_function():
    """A function never compiled before (no cache), calling a helper that compiles with it."""
    @njit
    def helper(x):
        return x * 2

    @njit
    def entry(x):
        return helper(x) + 1
    return entry


def test_the_notice_says_what_how_long_and_where():
    line = first_run.notice(470, "/tmp/cache")
    assert line == ("ygo-royal: compiling the rules engine, first run only, about 8 min "
                    "(cached in /tmp/cache)")
    assert first_run.notice(45, "x").endswith("about 45 s (cached in x)")
    assert first_run.notice().endswith(f"(cached in {_jit_cache.CACHE_DIR})")


def test_a_compile_prints_the_notice_once_before_it_and_a_closing_line():
    out = io.StringIO()
    with first_run.compile_notice(stream=out):
        assert fresh_function()(1) == 3
        assert out.getvalue().count("compiling the rules engine") == 1     # printed as it started
        assert fresh_function()(2) == 5
    lines = out.getvalue().splitlines()
    assert len(lines) == 2 and lines[0] == first_run.notice()
    assert lines[1].startswith("ygo-royal: compiled 4 functions in ")   # 2 entries with their helpers


def test_an_error_while_compiling_prints_no_closing_line():
    out = io.StringIO()
    try:
        with first_run.compile_notice(stream=out):
            fresh_function()(1)
            raise KeyboardInterrupt
    except KeyboardInterrupt:
        pass
    assert out.getvalue().splitlines() == [first_run.notice()]


def test_a_warm_block_prints_nothing():
    compiled = fresh_function()
    compiled(1)
    out = io.StringIO()
    with first_run.compile_notice(stream=out):
        assert compiled(5) == 11                      # already compiled: no compile event
    assert out.getvalue() == ""


def test_disabled_prints_nothing_even_when_compiling():
    out = io.StringIO()
    with first_run.compile_notice(enabled=False, stream=out):
        fresh_function()(1)
    assert out.getvalue() == ""


def test_the_progress_counts_functions_per_top_level_compile():
    out = io.StringIO()
    progress = first_run.CompileProgress(out, bar=True)
    for name, started in [("entry", True), ("helper", True), ("helper", False), ("entry", False)]:
        progress(name, started)
        assert (progress.bar is None) == (name == "entry" and not started)   # closed between compiles
    progress("other", True)
    assert progress.bar.n == 2                       # the count goes on
    progress("other", False)
    progress.close()
    assert progress.compiled == 3 and "compiled 3 functions" in out.getvalue()


def test_simulate_asks_for_the_notice_unless_no_progress(monkeypatch, capsys):
    simulate(num_players=2, games=1)                  # compiled (or loaded) in this process
    asked = []
    real = first_run.compile_notice
    monkeypatch.setattr(cli, "compile_notice", lambda enabled: asked.append(enabled) or real(enabled))
    for flags in ([], ["--json"], ["--no-progress"]):
        assert cli.main(["simulate", "--players", "2", "--games", "1", *flags]) == 0
    assert asked == [True, True, False]
    assert "compiling the rules engine" not in capsys.readouterr().err


def test_a_warm_ygo_royal_simulate_prints_no_notice():
    simulate(num_players=2, games=1)                  # compiled (or loaded) and cached in this process
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    proc = subprocess.run([sys.executable, "-m", "ygo_royal_env", "simulate", "--players", "2", "--games", "1",
                           "--json"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["games"] == 1
    assert "ygo-royal:" not in proc.stderr           # neither the notice nor the closing line


def test_the_estimate_follows_the_measured_cold_compile():
    """COLD_COMPILE_S is the benchmark's cold compile (docs/performance.md): update it with it."""
    report = json.loads((ROOT / "benchmarks" / "results" / "throughput.json").read_text())
    measured = report["compile"]["cold"]["process_s"]
    assert 0.75 * measured <= first_run.COLD_COMPILE_S <= 1.25 * measured
