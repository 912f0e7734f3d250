"""The numba cache directory: keyed by the sources, stale versions pruned by age, shared by
every copy of the same sources."""
import importlib.util
import os
import shutil
import subprocess
import sys
import time

import numba
import numpy as np

from ygo_royal_env import _jit_cache


def test_cache_dir_is_keyed_by_the_source_hash():
    assert numba.config.CACHE_DIR.endswith("numba-" + _jit_cache.source_hash())
    assert _jit_cache.CACHE_DIR == numba.config.CACHE_DIR      # what the first-run notice names


def test_only_stale_other_versions_are_pruned(tmp_path):
    old, recent, current = (tmp_path / f"numba-{n}" for n in ("old", "recent", "current"))
    for d in (old, recent, current):
        d.mkdir()
    long_ago = time.time() - _jit_cache.STALE_AFTER_S - 60
    os.utime(old, (long_ago, long_ago))
    os.utime(current, (long_ago, long_ago))
    (tmp_path / "other").mkdir()
    _jit_cache.prune(str(tmp_path), str(current))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["numba-current", "numba-recent", "other"]


def test_package_functions_are_filed_by_their_place_in_the_package():
    from ygo_royal_env.core.rng import xorshift_next
    locator = xorshift_next._cache._impl.locator
    assert isinstance(locator, _jit_cache.PackageCacheLocator)
    assert locator.get_cache_path() == os.path.join(_jit_cache.CACHE_DIR, "ygo_royal_env", "core")


def test_functions_outside_the_package_keep_numbas_own_locator(tmp_path):
    module = tmp_path / "elsewhere.py"
    module.write_text("from numba import njit\n\n@njit(cache=True)\ndef one():\n    return 1\n")
    spec = importlib.util.spec_from_file_location("elsewhere", module)
    elsewhere = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(elsewhere)
    assert not isinstance(elsewhere.one._cache._impl.locator, _jit_cache.PackageCacheLocator)


def test_a_copy_of_the_package_elsewhere_loads_the_compiled_code_instead_of_compiling(tmp_path):
    """An installed wheel, a worktree or a moved checkout shares the cache (CI runs the wheel
    after the tests on the code they compiled)."""
    from ygo_royal_env.core.rng import xorshift_next
    xorshift_next(np.ones(1, np.uint64))              # now compiled into the shared cache
    shutil.copytree(_jit_cache.PACKAGE_ROOT, tmp_path / "ygo_royal_env",
                    ignore=shutil.ignore_patterns("__pycache__"))
    script = (
        "import numpy as np\n"
        "from ygo_royal_env import _jit_cache\n"
        "from ygo_royal_env.core.rng import xorshift_next\n"
        "compiled = []\n"
        "with _jit_cache.on_compile(lambda name, started: compiled.append(name)):\n"
        "    xorshift_next(np.ones(1, np.uint64))\n"
        "print(_jit_cache.PACKAGE_ROOT, compiled)\n")
    env = {**os.environ, "PYTHONPATH": str(tmp_path),
           "NUMBA_CACHE_DIR": os.path.dirname(_jit_cache.CACHE_DIR)}
    out = subprocess.run([sys.executable, "-c", script], env=env, cwd=tmp_path,
                         capture_output=True, text=True, check=True).stdout
    assert out.strip() == f"{tmp_path.resolve() / 'ygo_royal_env'} []"
