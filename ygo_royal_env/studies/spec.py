"""Study specs: a TOML file describing a grid of duel configurations, expanded into cells.

A cell is one combination of the grid's values; every duel of a cell has the same rules,
agents and deck assignment scheme. Cells are named by a hash of their settings, so editing
a spec (adding a value to the grid) keeps the results of the cells it did not change.
"""
from __future__ import annotations

import dataclasses
import itertools
import json
import re
import sys
import zlib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..cards import list_packaged_decks
from ..config import ConfigError, DuelConfig
from ..presets import PRESETS
from ..seats import load_policy
from ..seeds import check_seed
from ..vector.policies import POLICY_NAMES

if sys.version_info >= (3, 11):
    import tomllib
else:                                          # pragma: no cover - Python 3.10
    import tomli as tomllib

SEAT_ROTATIONS = ("rotate", "random", "fixed")
STUDY_KEYS = {"preset", "agents", "decks", "deck_pool"}           # cell settings that are not DuelConfig fields
CONFIG_KEYS = {f.name for f in dataclasses.fields(DuelConfig)} - {"decks", "seat_order"}
TOP_KEYS = {"name", "seed", "duels", "seat_rotation", "chunk", "skip_invalid", "config", "grid"}


class StudySpecError(ValueError):
    """A study spec is malformed: the message names the key and what is allowed."""


@dataclass(frozen=True)
class Cell:
    """One grid point: ``settings`` holds the preset, agents, decks or deck pool and the
    DuelConfig fields (base ``[config]`` merged with this cell's ``[grid]`` values)."""

    id: str
    grid: dict[str, Any]           # the grid values that make this cell (for tables and plots)
    settings: dict[str, Any]
    seed: int                      # duel seeds of this cell derive from it (runner.duel_seed)
    duels: int

    def config(self) -> DuelConfig:
        """The cell's rules (decks are chosen per duel by the runner)."""
        fields = {k: v for k, v in self.settings.items() if k in CONFIG_KEYS}
        for key in ("tribute_table", "deck_main_size", "star_levels", "teams"):
            if isinstance(fields.get(key), list):
                fields[key] = tuple(fields[key])
        preset = self.settings.get("preset")
        return DuelConfig.from_preset(preset, **fields) if preset else DuelConfig(**fields).validate()

    def agents(self) -> list[str]:
        """One built-in policy per player id."""
        agents = self.settings.get("agents", "random")
        return [agents] * self.config().num_players if isinstance(agents, str) else list(agents)


@dataclass(frozen=True)
class StudySpec:
    name: str
    seed: int
    duels: int                     # per cell
    seat_rotation: str             # rotate: game i shifts the seats by i; random: R3 draw; fixed: seat = id order
    chunk: int                     # duels per work unit (resumption and parallelism grain)
    cells: tuple[Cell, ...]
    skipped: tuple[str, ...]       # with skip_invalid: why each impossible combination was left out
    text: str                      # the spec as written, stored beside the results

    @property
    def total_duels(self) -> int:
        return sum(c.duels for c in self.cells)


def load_spec(source: str | Path, duels: int | None = None) -> StudySpec:
    """Read a spec file (or TOML text) and expand its grid; raise StudySpecError naming the
    bad key, or the cell and the config error, before anything runs. ``duels`` overrides the
    duels per cell (notebooks and smoke runs scale a study down)."""
    text = Path(source).read_text(encoding="utf-8") if _is_path(source) else str(source)
    try:
        raw = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise StudySpecError(f"the study spec is not valid TOML: {e}") from None
    if duels is not None:
        raw["duels"] = duels
        text += f"\n# duels per cell overridden to {duels}\n"
    return parse_spec(raw, text)


def _is_path(source: str | Path) -> bool:
    return isinstance(source, Path) or ("\n" not in source and source.endswith(".toml"))


def parse_spec(raw: dict[str, Any], text: str = "") -> StudySpec:
    unknown = set(raw) - TOP_KEYS
    _require(not unknown, f"unknown top-level key(s) {sorted(unknown)}; allowed: {sorted(TOP_KEYS)}")
    seed, duels = raw.get("seed", 0), raw.get("duels", 1000)
    try:
        seed = check_seed(seed)
    except ValueError as e:
        raise StudySpecError(str(e)) from None
    _require(isinstance(duels, int) and duels >= 1, f"duels (per cell) must be a positive integer, got {duels!r}")
    rotation = raw.get("seat_rotation", "rotate")
    _require(rotation in SEAT_ROTATIONS, f"seat_rotation must be one of {SEAT_ROTATIONS}, got {rotation!r}")
    chunk = raw.get("chunk", 500)
    _require(isinstance(chunk, int) and chunk >= 1, f"chunk must be a positive integer, got {chunk!r}")
    base, grid = raw.get("config", {}), raw.get("grid", {})
    _require(isinstance(base, dict) and isinstance(grid, dict), "[config] and [grid] must be tables")
    for section, table in (("config", base), ("grid", grid)):
        bad = set(table) - CONFIG_KEYS - STUDY_KEYS
        _require(not bad, f"[{section}] has unknown key(s) {sorted(bad)}; allowed: the DuelConfig fields "
                          f"and {sorted(STUDY_KEYS)}")
    for key, values in grid.items():
        _require(isinstance(values, list) and values, f"[grid] {key} must be a non-empty list of values")
    skip = raw.get("skip_invalid", False)
    _require(isinstance(skip, bool), f"skip_invalid must be true or false, got {skip!r}")
    cells, skipped = [], []
    for combo in itertools.product(*grid.values()):
        point = dict(zip(grid, combo))
        settings = {**base, **point}
        _check_settings(settings, point)
        digest = zlib.crc32(json.dumps({"seed": seed, "settings": settings}, sort_keys=True).encode())
        cell = Cell(id=f"{_file_safe(_slug(point))}-{digest:08x}", grid=point, settings=settings, seed=digest, duels=duels)
        problem = _cell_problem(cell)
        if problem:
            if not skip:
                raise StudySpecError(f"cell {_slug(point)}: {problem} (skip_invalid = true leaves such cells out)")
            skipped.append(f"{_slug(point)}: {problem}")
            continue
        cells.append(cell)
    _require(bool(cells), "the grid has no valid cell: " + "; ".join(skipped))
    return StudySpec(name=str(raw.get("name", "study")), seed=seed, duels=duels, seat_rotation=rotation,
                     chunk=chunk, cells=tuple(cells), skipped=tuple(skipped), text=text)


def _cell_problem(cell: Cell) -> str | None:
    try:
        n = cell.config().num_players
    except (ConfigError, TypeError) as e:
        return str(e)
    agents = cell.agents()
    return None if len(agents) == n else f"agents must name 1 or {n} policies, got {len(agents)}"


def _check_settings(settings: dict[str, Any], point: dict[str, Any]) -> None:
    where = f"cell {_slug(point)}: " if point else ""
    preset = settings.get("preset")
    _require(preset is None or preset in PRESETS, f"{where}unknown preset {preset!r}; choose from {list(PRESETS)}")
    agents = settings.get("agents", "random")
    names = [agents] if isinstance(agents, str) else agents
    _require(isinstance(names, list) and all(isinstance(a, str) and (a in POLICY_NAMES or ":" in a) for a in names),
             f"{where}agents must be a built-in policy ({', '.join(POLICY_NAMES)}) or a Python policy named "
             f"module:attribute or path/to/file.py:attribute, or a list of them, got {agents!r}")
    for name in names:
        if name not in POLICY_NAMES:
            try:
                load_policy(name)                          # fails here, not in a worker hours later
            except ValueError as e:
                raise StudySpecError(f"{where}{e}") from None
    _require(not ("decks" in settings and "deck_pool" in settings), f"{where}give decks or deck_pool, not both")
    decks = settings.get("decks", settings.get("deck_pool", []))
    decks = [decks] if isinstance(decks, str) else decks
    known = list_packaged_decks()
    _require(isinstance(decks, list) and all(isinstance(d, str) for d in decks),
             f"{where}decks and deck_pool take deck names or paths, got {decks!r}")
    missing = [d for d in decks if d not in known and not Path(d).is_file()]
    if missing:
        raise StudySpecError(f"{where}unknown deck {missing[0]!r}; packaged decks: {', '.join(known)} (or a file path)")
    _require("deck_pool" not in settings or len(decks) >= 1, f"{where}deck_pool must list at least one deck")


def _slug(point: dict[str, Any]) -> str:
    def short(v: Any) -> str:
        return "+".join(map(str, v)) if isinstance(v, list) else str(v)
    return ",".join(f"{k}={short(v)}" for k, v in point.items()) or "all"


def _file_safe(slug: str) -> str:
    return re.sub(r"[^A-Za-z0-9=,+_.-]", "_", slug)[:60]


def _require(ok: bool, message: str) -> None:
    if not ok:
        raise StudySpecError(message)
