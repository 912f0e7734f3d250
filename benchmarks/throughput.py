"""Throughput benchmark: one JSON object whose keys stay stable so runs on different
machines and commits can be compared (see benchmarks/README.md).

Everything is measured per core (numba limited to one thread) with random policies:
the Python ``Duel`` API, the PettingZoo AEC env, jitted playouts and the batch API at
batch sizes 1 to 4096, for 2, 4 and 6 players; plus duel setup time, bytes per duel,
compile time cold and warm, and the issue's targets with how far each is from being met.

    python benchmarks/throughput.py [--json] [--quick] [--games N]
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import subprocess
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

import numba
import numpy as np
from numba import njit

import ygo_royal_env
from agents import RandomAgent
from ygo_royal_env import Duel, DuelConfig
from ygo_royal_env.config import SAMPLE_DECKS
from ygo_royal_env.cards.decks import DeckError
from ygo_royal_env.dealing import Dealer
from ygo_royal_env.core.state import STATE_DTYPE
from ygo_royal_env.vector import DuelBatch, play_games
from ygo_royal_env.vector.policies import random_action

SCHEMA = "ygo-royal-throughput/2"
PLAYER_COUNTS = (2, 4, 6)
BATCH_SIZES = (1, 16, 256, 1024, 4096)
# ygopro-core on this machine kind, random 2-player duels (the reference point)
YGOPRO_DECISIONS_PER_S = 71_000
YGOPRO_DUELS_PER_S = 76
# the six sample decks and the fourteen real decks of 2005-06 (Structure Decks and beginner decks)
REAL_DECKS = SAMPLE_DECKS + ("sd1_dragons_roar", "sd2_zombie_madness", "sd3_blaze_of_destruction",
                             "sd4_fury_from_the_deep", "sd5_warriors_triumph", "sd6_spellcasters_judgment",
                             "sd7_invincible_fortress", "sd8_lord_of_the_storm", "starter_dragon", "starter_fiend",
                             "starter_good_stuff", "starter_spellcaster", "starter_warrior", "starter_zombie")
# ygopro-core's random 2-player duels on those decks, measured on this machine kind (its "what" says how)
YGOPRO_SPEED = Path(__file__).resolve().parent / "reference" / "ygopro_core_speed.json"
TARGETS = {  # name: (row key, minimum, or maximum when the name says so)
    "playout_decisions_per_s_2p": 1_400_000,
    "playout_games_per_s_2p": 1_500,
    "batch1024_decisions_per_s_2p": 1_000_000,
    "aec_steps_per_s_2p": 30_000,
    "state_bytes_max": 64 * 1024,
    "warm_start_s_max": 3.0,
}

FIRST_DUEL = """
import json, time
t0 = time.perf_counter()
from ygo_royal_env import DuelConfig
from ygo_royal_env.vector import play_games
t1 = time.perf_counter()
play_games(DuelConfig(num_players=4), games=1)
t2 = time.perf_counter()
print(json.dumps({"import_s": t1 - t0, "first_duel_s": t2 - t1}))
"""
# every front end's jitted entry points: the Duel API and its checker, the AEC env's observation,
# the batch and learner kernels, the heuristic playouts and the fuzzer
EVERY_ENTRY_POINT = """
import json, time
t0 = time.perf_counter()
import numpy as np
from ygo_royal_env import Duel, DuelConfig, env
from ygo_royal_env.duel import check_invariants
from ygo_royal_env.vector import DuelBatch, play_games
from ygo_royal_env.vector.fuzz import fuzz
from ygo_royal_env.vector.learners import LearnerBatch
t1 = time.perf_counter()
config = DuelConfig(num_players=2)
duel = Duel(config, 0)
duel.apply(duel.legal_actions()[0])
check_invariants(duel)
aec = env(num_players=2)
aec.reset(seed=0)
aec.observe(aec.agent_selection)
batch = DuelBatch(2, config)
batch.step(np.array([np.flatnonzero(m)[0] for m in batch.action_masks]))
learners = LearnerBatch(2, config, opponents="heuristic")
learners.step(np.array([np.flatnonzero(m)[0] for m in learners.action_masks]))
play_games(config, games=1, policies="heuristic")
fuzz(config, duels=1)
t2 = time.perf_counter()
print(json.dumps({"import_s": t1 - t0, "first_duel_s": t2 - t1}))
"""


def machine() -> dict:
    return {"cpu_count": os.cpu_count(), "machine": platform.machine(), "system": platform.system(),
            "python": platform.python_version(), "numba": numba.__version__, "numpy": np.__version__,
            "ygo_royal_env": ygo_royal_env.__version__, "threads": 1, "deck": "vanilla_normals"}


def compile_time(cold: bool, script: str = FIRST_DUEL) -> dict:
    """Import + first duel in a fresh interpreter; cold uses an empty numba cache dir so every
    jitted function it needs compiles, warm loads the normal cache."""
    env = dict(os.environ)
    with tempfile.TemporaryDirectory() as cache:
        if cold:
            env["NUMBA_CACHE_DIR"] = cache
        t = time.perf_counter()
        out = subprocess.run([sys.executable, "-c", script], env=env, check=True,
                             capture_output=True, text=True).stdout
        wall = time.perf_counter() - t
    return {**json.loads(out.strip().splitlines()[-1]), "process_s": wall}


def duel_api(n: int, games: int) -> dict:
    """Duel.apply driven from Python by RandomAgent: the cost of the Python API."""
    config = DuelConfig(num_players=n)
    decisions, run = 0, 0.0
    for g in range(games + 1):                    # game 0 warms up
        duel = Duel(config, g)
        agent = RandomAgent(g)
        t = time.perf_counter()
        while not duel.done:
            duel.apply(agent.act(duel.action_mask()))
        if g:
            decisions, run = decisions + int(duel.rec["decisions"]), run + time.perf_counter() - t
    return {"decisions_per_s": decisions / run}


def aec(n: int, games: int, config: DuelConfig | None = None) -> dict:
    """Agent decisions per second through the PettingZoo AEC env (reset excluded)."""
    env = ygo_royal_env.env(config=config) if config else ygo_royal_env.env(num_players=n)
    steps, run = 0, 0.0
    for g in range(games + 1):                    # game 0 warms up
        env.reset(seed=g)
        agent = RandomAgent(g)
        t, k = time.perf_counter(), 0
        for name in env.agent_iter():
            obs, _, term, trunc, _ = env.last()
            action = None if term or trunc else agent.act(obs)
            k += action is not None
            env.step(action)
        if g:
            steps, run = steps + k, run + time.perf_counter() - t
    return {"steps_per_s": steps / run}


def playout(n: int, games: int) -> dict:
    """Jitted random playouts: dealing included in games/s, reported apart as setup."""
    config = DuelConfig(num_players=n)
    play_games(config, games, seed=2, threads=1)  # warm-up, as large: the first touch of ~50 KB per
    r = play_games(config, games, seed=1, threads=1)   # duel of fresh memory took up to 1.4 s here
    t = time.perf_counter()
    Duel(config, 0)
    setup_ms = 1e3 * (time.perf_counter() - t)
    return {"games": games, "decisions_per_s": float(r.decisions.sum() / r.seconds),
            "games_per_s": games / r.seconds, "decisions_per_game": float(r.decisions.mean()),
            "auto_decisions_per_game": float(r.auto_decisions.mean()), "mean_turns": float(r.turns.mean()),
            "setup_ms": setup_ms, "vs_ygopro_decisions": float(r.decisions.sum() / r.seconds) / YGOPRO_DECISIONS_PER_S,
            "vs_ygopro_duels": games / r.seconds / YGOPRO_DUELS_PER_S}


def ygopro_by_deck() -> dict[str, dict]:
    """ygopro-core's duels/s and decisions/s per deck (the mean of its runs of a deck)."""
    runs = defaultdict(list)
    for row in json.loads(YGOPRO_SPEED.read_text())["rows"]:
        runs[Path(row["deck_a"]).stem].append(row)
    return {deck: {key: float(np.mean([r[key] for r in rows])) for key in ("duels_per_s", "decisions_per_s")}
            for deck, rows in runs.items()}


def real_deck(deck: str, games: int, ygopro: dict | None) -> dict:
    """Random 2-player mirror duels of one real deck as printed (no banlist: Structure Decks hold
    cards the March 2006 list forbids), jitted playouts and the AEC env, beside ygopro-core on the
    same deck (ratios: ours over its); a deck the engine cannot play yet is reported with its
    first problem."""
    config = DuelConfig(num_players=2, decks=deck, banlist=None)
    try:
        Dealer.prepare(config)
    except DeckError as e:
        return {"playable": False, "problem": str(e).splitlines()[-1].strip(" -")}
    play_games(config, games, seed=2, threads=1)  # warm-up, as large (see playout)
    r = play_games(config, games, seed=1, threads=1)
    row = {"playable": True, "games": games, "decisions_per_s": float(r.decisions.sum() / r.seconds),
           "games_per_s": games / r.seconds, "decisions_per_game": float(r.decisions.mean()),
           "mean_turns": float(r.turns.mean()), "aec_steps_per_s": aec(2, max(2, games // 20), config)["steps_per_s"],
           "ygopro": ygopro}
    if ygopro:
        row["vs_ygopro_decisions"] = row["decisions_per_s"] / ygopro["decisions_per_s"]
        row["vs_ygopro_duels"] = row["games_per_s"] / ygopro["duels_per_s"]
    return row


@njit(cache=True)
def random_actions(masks, rng, out):
    """A uniform legal action per duel, in jitted code so the benchmark times the batch step."""
    for i in range(masks.shape[0]):
        out[i] = random_action(masks[i], masks[i].sum(), rng)


def batch(n: int, size: int, seconds: float) -> dict:
    """DuelBatch.step with observation encoding: decisions per second over all duels."""
    b = DuelBatch(size, DuelConfig(num_players=n), seed=2)
    actions = np.zeros(size, np.int64)
    rng = np.ones(1, np.uint64)
    random_actions(b.action_masks, rng, actions)
    b.step(actions)                               # warm-up
    steps, t0 = 0, time.perf_counter()
    while (elapsed := time.perf_counter() - t0) < seconds:
        random_actions(b.action_masks, rng, actions)
        b.step(actions)
        steps += 1
    return {"batch": size, "decisions_per_s": steps * size / elapsed,
            "duels_finished_per_s": float(b.episodes.sum()) / elapsed}


def targets(rows: dict, warm: dict) -> dict:
    """Each target with its measured value and ratio (measured / target, > 1 is better)."""
    two = rows["2"]
    measured = {
        "playout_decisions_per_s_2p": two["playout"]["decisions_per_s"],
        "playout_games_per_s_2p": two["playout"]["games_per_s"],
        "batch1024_decisions_per_s_2p": next((b["decisions_per_s"] for b in two["batch"] if b["batch"] == 1024), None),
        "aec_steps_per_s_2p": two["aec"]["steps_per_s"],
        "state_bytes_max": STATE_DTYPE.itemsize,
        "warm_start_s_max": warm["import_s"] + warm["first_duel_s"],
    }
    out = {}
    for name, goal in TARGETS.items():
        value = measured[name]
        if value is None:
            out[name] = {"target": goal, "measured": None, "met": None, "ratio": None}
            continue
        ratio = goal / value if name.endswith("_max") else value / goal
        out[name] = {"target": goal, "measured": value, "met": ratio >= 1, "ratio": ratio}
    return out


def run(games: int, quick: bool) -> dict:
    numba.set_num_threads(1)
    sizes = BATCH_SIZES[:3] if quick else BATCH_SIZES
    seconds = 0.2 if quick else 2.0
    rows = {}
    for n in PLAYER_COUNTS:
        api_games = max(2, games // 20)
        rows[str(n)] = {"players": n, "duel_api": duel_api(n, api_games), "aec": aec(n, api_games),
                        "playout": playout(n, games), "batch": [batch(n, s, seconds) for s in sizes]}
    ygopro = ygopro_by_deck()
    decks = {deck: real_deck(deck, max(2, games // 4), ygopro.get(deck)) for deck in REAL_DECKS}
    warm = compile_time(cold=False)
    return {"schema": SCHEMA, "machine": machine(), "quick": quick, "state_bytes": STATE_DTYPE.itemsize,
            "rows": rows, "decks": decks, "compile": {"cold": None if quick else compile_time(cold=True),
                                      "cold_all": None if quick else compile_time(True, EVERY_ENTRY_POINT),
                                      "warm": warm},
            "targets": targets(rows, warm)}


def table(report: dict) -> str:
    """A human-readable digest of the report."""
    lines = [f"{'players':>7} {'API dec/s':>10} {'AEC steps/s':>11} {'playout dec/s':>13} "
             f"{'playout games/s':>15}  batch dec/s by size"]
    for r in report["rows"].values():
        sizes = "  ".join(f"{b['batch']}:{b['decisions_per_s']:,.0f}" for b in r["batch"])
        lines.append(f"{r['players']:>7} {r['duel_api']['decisions_per_s']:>10,.0f} {r['aec']['steps_per_s']:>11,.0f} "
                     f"{r['playout']['decisions_per_s']:>13,.0f} {r['playout']['games_per_s']:>15,.0f}  {sizes}")
    for deck, d in report.get("decks", {}).items():
        if not d["playable"]:
            lines.append(f"deck {deck}: not playable yet ({d['problem']})")
            continue
        versus = (f" = {d['vs_ygopro_decisions']:.1f}x / {d['vs_ygopro_duels']:.1f}x ygopro-core"
                  if d["ygopro"] else "")
        lines.append(f"deck {deck}: {d['decisions_per_s']:,.0f} dec/s, {d['games_per_s']:,.0f} duels/s{versus}, "
                     f"AEC {d['aec_steps_per_s']:,.0f} steps/s")
    for kind, c in report["compile"].items():
        if c is not None:
            lines.append(f"compile {kind}: import {c['import_s']:.2f} s + first duel {c['first_duel_s']:.2f} s")
    lines.append(f"state: {report['state_bytes']} bytes per duel")
    for name, t in report["targets"].items():
        verdict = "met" if t["met"] else "MISSED" if t["met"] is not None else "not measured"
        ratio = "" if t["ratio"] is None else f" ({t['ratio']:.2f}x of target)"
        lines.append(f"target {name}: {verdict}{ratio}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description="ygo-royal-env throughput per core with random policies")
    parser.add_argument("--json", action="store_true", help="print the JSON object only")
    parser.add_argument("--games", type=int, default=None, help="playout games per player count (default 2000, --quick 50)")
    parser.add_argument("--quick", action="store_true", help="small sizes and no cold compile (about 30 s)")
    args = parser.parse_args(argv)
    games = args.games or (50 if args.quick else 2000)
    if games < 1:
        parser.error(f"--games must be at least 1, got {games}")
    report = run(games, args.quick)
    print(json.dumps(report) if args.json else table(report))


if __name__ == "__main__":
    main()
