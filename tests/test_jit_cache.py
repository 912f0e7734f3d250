"""The numba cache directory: keyed by the sources, stale versions pruned by age."""
import os
import time

import numba

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
