"""Where numba keeps compiled code for this package.

numba's ``cache=True`` re-checks only the source file of the function it loads, so after
an edit to one core module a caller in another module would keep running stale machine
code. The cache directory is therefore keyed on a hash of every source file that compiled
code can depend on: modules that use numba or its ``njit`` (``_jit.py``), and the ``constants`` modules whose values
numba freezes into compiled code. Any edit to those, or an upgrade, gets a fresh directory. A ``NUMBA_CACHE_DIR`` set by the user
is respected as the parent directory. Imported first by ``ygo_royal_env/__init__.py``,
before any jitted function is defined (numba fixes a function's cache path then).

Inside that directory a function's code is filed by its module's path within the package and
stamped by the module's content, not by where the package sits on disk: an editable checkout,
a git worktree and an installed wheel of the same sources share one cache (numba's own
locator would file each install apart and compile everything again).
"""
import functools
import hashlib
import os
import shutil
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Callable, Iterator

import numba
from numba.core import caching
from numba.core import event as compile_events

PACKAGE_ROOT = Path(__file__).resolve().parent


def source_hash() -> str:
    root = PACKAGE_ROOT
    digest = hashlib.sha256()
    for path in sorted(root.rglob("*.py")):
        text = path.read_bytes()
        if b"numba" in text or b"njit" in text or path.name == "constants.py":
            digest.update(str(path.relative_to(root)).encode())
            digest.update(text)
    return digest.hexdigest()[:16]


STALE_AFTER_S = 14 * 24 * 3600


def prune(parent: str, current: str, stale_after_s: float = STALE_AFTER_S) -> None:
    """Delete sibling cache directories of other source versions unused for two weeks (each
    holds hundreds of MB, 394 MB measured with 111 effect cards; by age, so versions installed
    side by side do not evict each other)."""
    try:
        entries = list(os.scandir(parent))
    except OSError:
        return
    now = time.time()
    for entry in entries:
        if entry.name.startswith("numba-") and entry.path != current and entry.is_dir():
            if now - entry.stat().st_mtime > stale_after_s:
                shutil.rmtree(entry.path, ignore_errors=True)


CACHE_DIR = ""                 # this source version's cache directory, set by configure()

# older numba releases name these with a leading underscore
_NumbaUserDirLocator = getattr(caching, "UserProvidedCacheLocator", None) or getattr(
    caching, "_UserProvidedCacheLocator")
_NumbaCacheImpl = getattr(caching, "CacheImpl", None) or getattr(caching, "_CacheImpl")


@functools.lru_cache(maxsize=None)
def _content_hash(path: str, mtime_ns: int, size: int) -> str:
    """A module's content hash, read again only when its stat changes."""
    return hashlib.sha256(Path(path).read_bytes()).hexdigest()


class PackageCacheLocator(_NumbaUserDirLocator):
    """numba's locator for this package's modules: files a function under ``CACHE_DIR`` by
    its module's directory relative to the package, stamped with the module's content hash."""

    def __init__(self, py_func: Callable, py_file: str) -> None:
        super().__init__(py_func, py_file)
        inside = Path(py_file).resolve().parent.relative_to(PACKAGE_ROOT)
        self._cache_path = os.path.join(numba.config.CACHE_DIR, "ygo_royal_env", *inside.parts)

    def get_source_stamp(self) -> str:
        stat = os.stat(self._py_file)
        return _content_hash(self._py_file, stat.st_mtime_ns, stat.st_size)

    @classmethod
    def from_function(cls, py_func: Callable, py_file: str):
        if not Path(py_file).resolve().is_relative_to(PACKAGE_ROOT):
            return None                    # not ours: numba's own locators take it
        return super().from_function(py_func, py_file)


def configure() -> None:
    global CACHE_DIR
    parent = os.environ.get("NUMBA_CACHE_DIR") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "ygo-royal-env")
    current = os.path.join(parent, "numba-" + source_hash())
    numba.config.CACHE_DIR = CACHE_DIR = current
    if os.path.isdir(current):
        os.utime(current)                  # marks this version as in use
    prune(parent, current)
    locators = _NumbaCacheImpl._locator_classes
    if not any(c.__name__ == PackageCacheLocator.__name__ for c in locators):
        locators.insert(0, PackageCacheLocator)


class _CompileListener(compile_events.Listener):
    def __init__(self, callback: Callable[[str, bool], None]) -> None:
        self.callback = callback

    def on_start(self, event: compile_events.Event) -> None:
        self.callback(event.data["dispatcher"].py_func.__qualname__, True)

    def on_end(self, event: compile_events.Event) -> None:
        self.callback(event.data["dispatcher"].py_func.__qualname__, False)


@contextmanager
def on_compile(callback: Callable[[str, bool], None]) -> Iterator[None]:
    """Call ``callback(function name, started)`` as each function starts and ends compiling
    while the block runs (nested: a caller compiles its callees). A function loaded from the
    cache compiles nothing and makes no call, so a warm start makes none at all; the first-run
    notice (``first_run.py``) relies on that and imports the compiler only through here."""
    with compile_events.install_listener("numba:compile", _CompileListener(callback)):
        yield


configure()
