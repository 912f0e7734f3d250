"""Where numba keeps compiled code for this package.

numba's ``cache=True`` re-checks only the source file of the function it loads, so after
an edit to one core module a caller in another module would keep running stale machine
code. The cache directory is therefore keyed on a hash of every source file that compiled
code can depend on: modules that use numba, and the ``constants`` modules whose values
numba freezes into compiled code. Any edit to those, or an upgrade, gets a fresh directory. A ``NUMBA_CACHE_DIR`` set by the user
is respected as the parent directory. Imported first by ``ygo_royal_env/__init__.py``,
before any jitted function is defined (numba fixes a function's cache path then).
"""
import hashlib
import os
from pathlib import Path

import numba


def source_hash() -> str:
    root = Path(__file__).parent
    digest = hashlib.sha256()
    for path in sorted(root.rglob("*.py")):
        text = path.read_bytes()
        if b"numba" in text or path.name == "constants.py":
            digest.update(str(path.relative_to(root)).encode())
            digest.update(text)
    return digest.hexdigest()[:16]


def configure() -> None:
    parent = os.environ.get("NUMBA_CACHE_DIR") or os.path.join(
        os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache"), "ygo-royal-env")
    numba.config.CACHE_DIR = os.path.join(parent, "numba-" + source_hash())


configure()
