"""Study results on disk: one Parquet row per duel, per-player values as lists indexed by
player id; and the long form (one row per duel and player) that the summaries group.

Layout of a results directory::

    study.toml               the spec as run
    cells.json               each cell's id, grid values, settings, seed and parts
    parts/<cell>/<first>.parquet   duels first.. of a cell (a finished work unit)
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd
import pyarrow as pa
import pyarrow.parquet as pq

from ..config import DuelConfig
from ..core.constants import END_NAMES, LOSS_NAMES
from ..vector.playout import PlayoutResults

SPEC_FILE, CELLS_FILE, PARTS_DIR = "study.toml", "cells.json", "parts"
PLAYER_COLUMNS = ("seat", "deck", "agent", "team", "result", "final_lp", "damage_dealt", "loss_reason")


def part_path(out: Path, cell_id: str, first: int) -> Path:
    return out / PARTS_DIR / cell_id / f"{first:09d}.parquet"


def grid_value(value: Any) -> Any:
    """Grid values as table cells: scalars as they are, lists joined (``heuristic+random``)."""
    return "+".join(map(str, value)) if isinstance(value, list) else value


def duel_rows(cell, config: DuelConfig, games: np.ndarray, outcome: PlayoutResults,
              decks: tuple[str, ...], agents: list[str]) -> pa.Table:
    """One row per duel of ``outcome`` (all dealt with the same decks)."""
    g = len(games)
    columns: dict[str, Any] = {
        "cell": [cell.id] * g,
        "game": games.astype(np.int64),
        "seed": outcome.seeds,
        "mode": [config.mode] * g,
        "num_players": np.full(g, config.num_players, np.int8),
        "preset": [cell.settings.get("preset", "")] * g,
    }
    for key, value in cell.grid.items():
        columns[f"grid_{key}"] = [grid_value(value)] * g
    columns.update({
        "seat": outcome.seat_of.tolist(),
        "deck": [list(decks)] * g,
        "agent": [list(agents)] * g,
        "team": outcome.team.tolist(),
        "result": outcome.results.tolist(),
        "final_lp": outcome.final_lp.tolist(),
        "damage_dealt": outcome.damage_dealt.tolist(),
        "loss_reason": [[LOSS_NAMES[r] for r in row] for row in outcome.loss_reason],
        "winner_team": outcome.winner.astype(np.int8),
        "turns": outcome.turns.astype(np.int32),
        "rounds": outcome.rounds.astype(np.int32),
        "end_reason": [END_NAMES[r] for r in outcome.end_reason],
        "decisions": outcome.decisions.astype(np.int64),
    })
    return pa.table(columns)


def load_cells(out: str | Path) -> dict[str, Any]:
    path = Path(out) / CELLS_FILE
    if not path.exists():
        raise FileNotFoundError(f"{out} holds no study results (no {CELLS_FILE}); run `ygo-royal study SPEC --out {out}`")
    return json.loads(path.read_text(encoding="utf-8"))


def load_results(out: str | Path) -> pd.DataFrame:
    """Every finished duel of the study in ``out`` (cells of the spec it last ran), by cell and game."""
    out = Path(out)
    meta = load_cells(out)
    paths = [part_path(out, c["id"], first) for c in meta["cells"] for first in c["parts"]]
    tables = [pq.read_table(p) for p in paths if p.exists()]
    if not tables:
        raise FileNotFoundError(f"{out} holds no finished duels yet")
    return pa.concat_tables(tables, promote_options="permissive").to_pandas()


def player_rows(duels: pd.DataFrame) -> pd.DataFrame:
    """The long form: one row per duel and player, with ``won`` (result > 0)."""
    long = duels.explode(list(PLAYER_COLUMNS), ignore_index=True)
    long["player"] = long.groupby(["cell", "game"]).cumcount()
    for col in ("seat", "team", "result", "final_lp", "damage_dealt"):
        long[col] = long[col].astype(np.int64)
    long["won"] = long["result"] > 0
    return long
