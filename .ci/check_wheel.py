"""CI: a built wheel holds every file of the packages (code and data: the card table, effects,
banlist, decks, py.typed) and the LICENSE, so a non-editable install can load its cards.

Usage: python .ci/check_wheel.py WHEEL (run from the repository root); exits 1 naming what is missing.
"""
from __future__ import annotations

import sys
import zipfile
from pathlib import Path

PACKAGES = ("ygo_royal_env", "agents")


def expected_files(root: Path) -> set[str]:
    """Every file under the packages, as wheel paths (compiled caches left out)."""
    return {path.relative_to(root).as_posix() for package in PACKAGES for path in (root / package).rglob("*")
            if path.is_file() and "__pycache__" not in path.parts and path.suffix not in (".pyc", ".nbi", ".nbc")}


def main(wheel: str) -> int:
    names = set(zipfile.ZipFile(wheel).namelist())
    missing = sorted(expected_files(Path.cwd()) - names)
    if not any(name.endswith(".dist-info/licenses/LICENSE") for name in names):
        missing.append("LICENSE (in .dist-info/licenses)")
    if missing:
        print(f"{wheel} lacks {len(missing)} file(s): " + ", ".join(missing), file=sys.stderr)
        return 1
    data = sorted(n for n in names if "/data/" in n)
    print(f"{Path(wheel).name}: all {len(names)} files present, {len(data)} data files "
          f"(effects.toml: {'ygo_royal_env/cards/data/effects.toml' in names})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
