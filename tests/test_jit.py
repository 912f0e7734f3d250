"""The package's ``njit`` (``ygo_royal_env/_jit.py``): a function called from jitted code
compiles once for all its callers, whatever literal, integer width or boolean they pass and
whether they leave a parameter to its default, and gets
machine code only once Python calls it (``_deferred_code.py``); ``in_threads`` runs a nogil
kernel over every item exactly once for any thread count."""
from __future__ import annotations

import os
import subprocess
import sys

import numpy as np
import pytest
from numba.core import types

from ygo_royal_env._deferred_code import DeferredEntry
from ygo_royal_env._jit import in_threads, njit, widened


@njit
def _twice(x):
    return 2 * x


@njit
def _caller(narrow):
    return _twice(3) + _twice(narrow) + _twice(np.int32(5)) + _twice(True)


def test_a_callee_compiles_once_for_literal_bool_and_narrow_integer_arguments():
    assert _caller(np.int8(4)) == 6 + 8 + 10 + 2
    assert _twice.signatures == [(types.int64,)]    # not one per literal, width or boolean


@njit
def _step(x, flag, by=-1):
    return x + by if flag else x - by


@njit
def _step_caller(x):
    return _step(x, True) + _step(x, x > 2, 5) + _step(x, 0) + _step(x, False, by=2)


def test_a_parameter_left_to_its_default_is_compiled_as_the_default_value_once_for_every_caller():
    assert _step_caller(3) == 2 + 8 + 4 + 1
    assert _step.signatures == [(types.int64, types.int64, types.int64)]


def test_widened_keeps_what_is_not_a_narrow_signed_integer_or_a_boolean():
    assert widened(types.literal(7)) == types.int64 and widened(types.int16) == types.int64
    assert widened(types.uint8) == types.uint8 and widened(types.float32) == types.float32
    assert widened(types.literal(True)) == types.int64 and widened(types.Omitted(-1)) == types.int64


@njit(nogil=True)
def _squares(start, stop, out):
    for i in range(start, stop):
        out[i] = i * i


@pytest.mark.parametrize("threads", [1, 2, 3, 16])
def test_in_threads_fills_every_item_once_whatever_the_thread_count(threads):
    out = np.full(10, -1, np.int64)
    in_threads(_squares, 10, threads, out)
    assert (out == np.arange(10) ** 2).all()


# --- machine code only for what Python calls (ygo_royal_env/_deferred_code.py) ---------------

@njit
def _half_or_raise(x):
    if x < 0:
        raise ValueError("negative")
    return x // 2


@njit
def _sum_halves(values):
    total = 0
    for v in values:
        total += _half_or_raise(v)
    return total


@njit
def _callee_python_calls_too(x):
    return x + 1


@njit
def _caller_of_it(x):
    return 10 * _callee_python_calls_too(x)


def test_a_function_called_only_from_jitted_code_gets_no_machine_code_of_its_own():
    assert _sum_halves(np.array([4, 6])) == 5
    (callee,) = _half_or_raise.overloads.values()
    (caller,) = _sum_halves.overloads.values()
    assert caller.library.emitted and not callee.library.emitted
    assert isinstance(callee.entry_point, DeferredEntry)


def test_a_library_keeps_its_own_code_and_only_what_python_calls_gets_a_cpython_wrapper():
    assert _sum_halves(np.array([4, 6])) == 5
    (callee,) = _half_or_raise.overloads.values()
    (caller,) = _sum_halves.overloads.values()
    own = [fn.name for fn in callee.library._own_module.functions if not fn.is_declaration]
    assert own == [callee.fndesc.llvm_func_name]                   # no callee's code, no wrapper
    emitted = caller.library.get_llvm_str()
    assert caller.fndesc.llvm_cpython_wrapper_name in emitted
    assert callee.fndesc.llvm_cpython_wrapper_name not in emitted


def test_a_nogil_function_called_from_python_releases_the_gil():
    in_threads(_squares, 4, 1, np.zeros(4, np.int64))
    (kernel,) = _squares.overloads.values()
    assert "PyEval_SaveThread" in kernel.library.get_llvm_str()


def test_an_error_raised_in_a_callee_never_emitted_reaches_python():
    with pytest.raises(ValueError, match="negative"):
        _sum_halves(np.array([2, -1]))


def test_a_deferred_function_called_from_python_emits_itself_and_is_called_directly_after():
    assert _caller_of_it(1) == 20
    (callee,) = _callee_python_calls_too.overloads.values()
    assert isinstance(callee.entry_point, DeferredEntry)
    assert _callee_python_calls_too(4) == 5 and _callee_python_calls_too(-4) == -3
    (callee,) = _callee_python_calls_too.overloads.values()
    assert callee.library.emitted and not isinstance(callee.entry_point, DeferredEntry)


def run_in_processes(tmp_path, module_name: str, module_text: str, *scripts: str) -> list[list[str]]:
    """Each script's printed words, run one after another in fresh interpreters that share a
    numba cache in ``tmp_path`` and can import ``module_text`` as ``module_name``."""
    (tmp_path / f"{module_name}.py").write_text(module_text)
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path), os.getcwd()]),
           "NUMBA_CACHE_DIR": str(tmp_path / "cache")}
    return [subprocess.run([sys.executable, "-c", script], env=env, cwd=tmp_path, capture_output=True,
                           text=True, check=True).stdout.split() for script in scripts]


CACHED_MODULE = """
from ygo_royal_env._jit import njit

@njit(cache=True)
def leaf(x):
    return 3 * x

@njit(cache=True)
def middle(x):
    return leaf(x) + 1

@njit(cache=True)
def top(x):
    return middle(x) * 2

@njit(cache=True)
def other(x):
    return middle(x) - 1
"""


def test_the_cache_keeps_machine_code_for_what_python_called_and_linkable_code_for_the_rest(tmp_path):
    """A second process loads ``top`` ready to run and links the cached ``middle`` into a new
    caller without compiling it again (a warm start compiles nothing)."""
    script = (
        "from ygo_royal_env import _jit_cache\n"
        "import cached_module as m\n"
        "compiled = []\n"
        "with _jit_cache.on_compile(lambda name, started: started and compiled.append(name.split('.')[-1])):\n"
        "    results = [m.top(2)] + ([m.other(2)] if {second} else [])\n"
        "print(results, sorted(compiled), m.top.overloads[next(iter(m.top.overloads))].library.emitted)\n")
    first, second = run_in_processes(tmp_path, "cached_module", CACHED_MODULE,
                                     script.format(second=False), script.format(second=True))
    assert first == ["[14]", "['leaf',", "'middle',", "'top']", "True"]
    assert second == ["[14,", "6]", "['other']", "True"]


SHARED_MODULE = """
from ygo_royal_env._jit import njit

@njit(cache=True)
def leaf(x):
    return 3 * x

@njit(cache=True, shared_code=True)
def engine(x):
    return leaf(x) + 1

@njit(cache=True)
def kernel_a(x):
    return engine(x) * 2

@njit(cache=True)
def kernel_b(x):
    return engine(x) - 1
"""


def test_shared_code_is_emitted_once_and_called_by_each_kernel_in_this_process_and_the_next(tmp_path):
    """Each kernel's machine code calls ``engine``'s (a declaration, not a copy); a second
    process loads all three from the cache and compiles nothing."""
    script = (
        "from ygo_royal_env import _jit_cache\n"
        "import shared_module as m\n"
        "compiled = []\n"
        "with _jit_cache.on_compile(lambda name, started: started and compiled.append(name.split('.')[-1])):\n"
        "    results = [m.kernel_a(2), m.kernel_b(2)]\n"
        "engine = next(iter(m.engine.overloads.values()))\n"
        "kernel = next(iter(m.kernel_b.overloads.values())).library\n"
        "defined = [f.name for f in kernel._shared_module.functions if not f.is_declaration] if {second} else \\\n"
        "    [f.name for f in kernel._final_module.functions if not f.is_declaration]\n"
        "print(results, sorted(compiled), engine.library.emitted, engine.fndesc.llvm_func_name in defined)\n")
    first, second = run_in_processes(tmp_path, "shared_module", SHARED_MODULE,
                                     script.format(second=False), script.format(second=True))
    assert first == ["[14,", "6]", "['engine',", "'kernel_a',", "'kernel_b',", "'leaf']", "True", "False"]
    assert second == ["[14,", "6]", "[]", "True", "False"]


def test_a_kernel_cached_by_another_process_emits_the_shared_code_this_process_holds_unemitted(tmp_path):
    """Two processes on one cache: this one typed ``engine`` (not emitted) before another
    cached ``kernel_a``'s machine code, which calls ``engine``'s; loading it emits ``engine`` here
    first (else the JIT finds no ``engine`` to call and aborts)."""
    other = "import shared_module as m; m.kernel_a(2)"
    script = ("import subprocess, sys\n"
              "import shared_module as m\n"
              "from numba.core import types\n"
              "m.engine.compile((types.int64,))\n"
              f"subprocess.run([sys.executable, '-c', {other!r}], check=True)\n"
              "print(m.kernel_a(2), m.kernel_b(2))\n")
    (out,) = run_in_processes(tmp_path, "shared_module", SHARED_MODULE, script)
    assert out == ["14", "6"]


RETURNING_MODULE = """
from ygo_royal_env._jit import njit

@njit(cache=True)
def fill(out):
    out[:] = 2.0
    return out

@njit(cache=True)
def kernel(out):
    fill(out)
"""


def test_a_callee_called_from_python_later_returns_an_array_from_a_warm_cache(tmp_path):
    """The kernel loads ``fill`` as a callee (no constants); ``fill``'s CPython wrapper, loaded
    from the cache next, boxes the returned array with the dtype it stored in the constants."""
    script = ("import numpy as np; from returning_module import fill, kernel; a = np.zeros(3); kernel(a); "
              "print(fill(a).sum())")
    first, second = run_in_processes(tmp_path, "returning_module", RETURNING_MODULE, script, script)
    assert first == second == ["6.0"]


LAYERED_MODULE = """
import numpy as np
from ygo_royal_env._jit import njit

ROW = np.dtype([("atk", np.int16), ("level", np.int8)])

@njit(cache=True)
def level_of(table, i):
    return table[i].level

@njit(cache=True)
def total_level(table):
    return level_of(table, 0) + level_of(table, 1)

@njit(cache=True)
def doubled(table):
    return 2 * total_level(table)

@njit(cache=True)
def tripled(table):
    return 3 * total_level(table)
"""


def test_a_cached_caller_links_a_callee_compiled_again_in_another_process(tmp_path):
    """``total_level``'s cached code calls ``level_of`` by symbol; the second process has lost
    ``level_of``'s entry and registered other types and functions first, so numba's per-process
    numbering would name its new ``level_of`` differently (it crashed: 'Symbol not found')."""
    table = "import numpy as np; from layered_module import ROW, doubled, tripled; t = np.ones(2, ROW); "
    again = ("import numba, numpy as np, pathlib; [p.unlink() for p in pathlib.Path('cache').rglob('*level_of*')]; "
             "[numba.from_dtype(np.dtype([('f%d' % k, np.int8)])) for k in range(5)]; numba.njit(lambda x: x + 1)(1); "
             + table + "print(tripled(t))")
    first, second = run_in_processes(tmp_path, "layered_module", LAYERED_MODULE, table + "print(doubled(t))", again)
    assert (first, second) == (["4"], ["6"])
