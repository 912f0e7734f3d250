"""Running a study: cells cut into work units (a cell's duels ``first .. first + count - 1``),
played as jitted playouts on local processes or Ray tasks, each unit written as one Parquet
part as soon as it is done, so an interrupted study resumes where it stopped.

A unit's duels depend only on the cell and the game indices (duel seed, seats and decks are
functions of them), never on the backend, the worker or the thread count: the same spec gives
the same rows everywhere.
"""
from __future__ import annotations

import json
import multiprocessing
import os
from collections.abc import Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq
from tqdm import tqdm

from ..config import DuelConfig
from ..dealing import Dealer
from ..seats import play_seated, resolve_seats
from ..vector.playout import game_seed
from .results import PARTS_DIR, CELLS_FILE, SPEC_FILE, duel_rows, part_path
from .spec import Cell, StudySpec, load_spec

BACKENDS = ("local", "ray")


@dataclass(frozen=True)
class Unit:
    cell: Cell
    first: int
    count: int


def units_of(spec: StudySpec) -> list[Unit]:
    return [Unit(cell, first, min(spec.chunk, cell.duels - first))
            for cell in spec.cells for first in range(0, cell.duels, spec.chunk)]


def deal_plan(cell: Cell, config: DuelConfig, rotation: str, game: int) -> tuple[tuple | None, tuple]:
    """Seats (players by seat, None for the engine's seeded draw) and deck names per player of
    game ``game``: rotation shifts the seats cyclically by one per game, so over n games
    every player (agent, deck) moves first once; a deck pool is drawn from the duel seed."""
    n = config.num_players
    base = config.seats()
    if rotation == "rotate":
        base = base or list(range(n))
        seats = tuple(base[(s + game) % n] for s in range(n))
    elif rotation == "fixed":
        seats = tuple(base or range(n))
    else:
        seats = tuple(base) if base else None
    if "deck_pool" in cell.settings:
        pool = cell.settings["deck_pool"]
        pool = [pool] if isinstance(pool, str) else pool
        picks = np.random.default_rng([cell.seed, game]).integers(len(pool), size=n)
        decks = tuple(pool[i] for i in picks)
    else:
        decks = cell.settings.get("decks", "vanilla_normals")
        decks = tuple([decks] * n if isinstance(decks, str) else decks)
        if len(decks) == 1:
            decks = decks * n
    return seats, decks


_DEALERS: dict[tuple, Dealer] = {}


def _dealer(config: DuelConfig, seats: tuple | None, decks: tuple) -> Dealer:
    key = (repr(config), seats, decks)
    if key not in _DEALERS:
        if len(_DEALERS) > 256:
            _DEALERS.clear()
        _DEALERS[key] = Dealer.prepare(config.with_(seat_order=seats, decks=list(decks)))
    return _DEALERS[key]


def run_unit(unit: Unit, rotation: str, threads: int | None = 1) -> pa.Table:
    """Play one unit's duels; the rows come back in game order."""
    config = unit.cell.config()
    agents = unit.cell.agents()
    players = resolve_seats(agents, config.num_players, unit.cell.seed)   # Python policies made afresh per unit
    games = np.arange(unit.first, unit.first + unit.count)
    plans = [deal_plan(unit.cell, config, rotation, int(g)) for g in games]
    groups: dict[tuple, list[int]] = {}
    for i, plan in enumerate(plans):
        groups.setdefault(plan, []).append(i)
    tables = []
    for (seats, decks), rows in groups.items():
        seeds = [game_seed(unit.cell.seed, int(games[i])) for i in rows]
        outcome, _ = play_seated(_dealer(config, seats, decks), seeds, players, threads)
        tables.append(duel_rows(unit.cell, config, games[rows], outcome, decks, agents))
    table = pa.concat_tables(tables)
    return table.take(np.argsort(table["game"].to_numpy(), kind="stable"))


def _local(units: list[Unit], rotation: str, workers: int) -> Iterator[tuple[Unit, pa.Table]]:
    if workers == 1:
        for unit in units:
            yield unit, run_unit(unit, rotation, threads=None)
        return
    # spawn: numba's thread pool is not safe to fork once it has run
    with ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn")) as pool:
        futures = {pool.submit(run_unit, unit, rotation): unit for unit in units}
        for future in as_completed(futures):
            yield futures[future], future.result()


def _ray(units: list[Unit], rotation: str, address: str | None) -> Iterator[tuple[Unit, pa.Table]]:
    try:
        import ray
    except ImportError:
        raise RuntimeError("the ray backend needs Ray: pip install 'ygo-royal-env[ray]'") from None
    started = not ray.is_initialized()
    if started:
        ray.init(address=address, include_dashboard=False, log_to_driver=False)
    try:
        task = ray.remote(num_cpus=1)(run_unit)
        pending = {task.remote(unit, rotation): unit for unit in units}
        while pending:
            done, _ = ray.wait(list(pending), num_returns=1)
            for ref in done:
                yield pending.pop(ref), ray.get(ref)
    finally:
        if started:
            ray.shutdown()


def run_study(spec: StudySpec | str | Path, out: str | Path, backend: str = "local",
              workers: int | None = None, address: str | None = None, progress: bool = True) -> Path:
    """Run every unit of ``spec`` whose part is not yet in ``out`` and return ``out``.

    ``backend``: "local" (``workers`` processes, default all cores; 1 runs in this process)
    or "ray" (tasks on the cluster at ``address``, or a local Ray instance when None).
    """
    spec = spec if isinstance(spec, StudySpec) else load_spec(spec)
    if backend not in BACKENDS:
        raise ValueError(f"backend must be one of {BACKENDS}, got {backend!r}")
    workers = workers or os.cpu_count() or 1
    if workers < 1:
        raise ValueError(f"workers must be at least 1, got {workers}")
    out = Path(out)
    (out / PARTS_DIR).mkdir(parents=True, exist_ok=True)
    (out / SPEC_FILE).write_text(spec.text, encoding="utf-8")
    units = units_of(spec)
    (out / CELLS_FILE).write_text(json.dumps({
        "name": spec.name, "seed": spec.seed, "seat_rotation": spec.seat_rotation,
        "cells": [{"id": c.id, "grid": c.grid, "settings": c.settings, "seed": c.seed, "duels": c.duels,
                   "parts": [u.first for u in units if u.cell is c]} for c in spec.cells]}, indent=1),
        encoding="utf-8")
    pending = [u for u in units if not part_path(out, u.cell.id, u.first).exists()]
    done_per_cell = {c.id: 0 for c in spec.cells}
    for u in units:
        if u not in pending:
            done_per_cell[u.cell.id] += u.count
    runs = _local(pending, spec.seat_rotation, workers) if backend == "local" else \
        _ray(pending, spec.seat_rotation, address)
    _drain(runs, out, spec, done_per_cell, progress)
    return out


def _drain(runs: Iterable[tuple[Unit, pa.Table]], out: Path, spec: StudySpec, done_per_cell: dict[str, int],
           progress: bool) -> None:
    """Write each finished unit; an overall bar (duels, ETA) and a bar for the cell that last
    progressed."""
    overall = tqdm(total=spec.total_duels, initial=sum(done_per_cell.values()), unit="duel",
                   desc=f"study {spec.name}", disable=not progress, position=0)
    cell_bar = tqdm(total=1, disable=not progress, position=1, leave=False, unit="duel")
    try:
        for unit, table in runs:
            path = part_path(out, unit.cell.id, unit.first)
            path.parent.mkdir(parents=True, exist_ok=True)
            tmp = path.with_suffix(".tmp")
            pq.write_table(table, tmp)
            tmp.replace(path)                     # a part exists only once it is complete
            done_per_cell[unit.cell.id] += unit.count
            cell_bar.reset(total=unit.cell.duels)
            cell_bar.set_description(f"cell {unit.cell.id}")
            cell_bar.update(done_per_cell[unit.cell.id])
            overall.update(unit.count)
    finally:
        cell_bar.close()
        overall.close()
