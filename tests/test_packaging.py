"""Issue 21 item 8: what a non-editable install ships. The wheel itself is built and smoke-run by
.ci/run (.ci/check_wheel.py); these checks read pyproject.toml against the source tree."""
from __future__ import annotations

import sys
from pathlib import Path

import ygo_royal_env

if sys.version_info >= (3, 11):
    import tomllib
else:                                          # pragma: no cover - Python 3.10
    import tomli as tomllib

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))


def test_package_data_covers_every_data_file():
    """The wheel once left out cards/data/effects.toml, so an installed package could not load its cards."""
    package_data = PYPROJECT["tool"]["setuptools"]["package-data"]
    shipped = {path for package, patterns in package_data.items() for pattern in patterns
               for path in (ROOT / package.replace(".", "/")).glob(pattern) if path.is_file()}
    data = {path for path in (ROOT / "ygo_royal_env").rglob("*")
            if path.is_file() and path.suffix != ".py" and "__pycache__" not in path.parts}
    assert data and data <= shipped, sorted(str(p.relative_to(ROOT)) for p in data - shipped)
    assert ROOT / "ygo_royal_env/cards/data/effects.toml" in shipped
    assert ROOT / "ygo_royal_env/py.typed" in shipped


def test_license_and_version_have_one_source():
    project = PYPROJECT["project"]
    assert project["license"] == "MIT" and project["license-files"] == ["LICENSE"]
    assert (ROOT / "LICENSE").read_text(encoding="utf-8").startswith("MIT License")
    assert "version" not in project and project["dynamic"] == ["version"]
    assert PYPROJECT["tool"]["setuptools"]["dynamic"]["version"] == {"attr": "ygo_royal_env.__version__"}
    assert f"## {ygo_royal_env.__version__}\n" in (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
