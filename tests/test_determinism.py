"""Determinism: the same seed and actions give the same duel in the Duel API, the AEC env,
the batch API, playouts, save/resume and replay, and in separate processes (no dependence
on hash seeds, dict order or thread scheduling)."""
import hashlib
import os
import subprocess
import sys

import numpy as np

import ygo_royal_env
from ygo_royal_env import Duel, DuelConfig
from ygo_royal_env.replay import Replay
from ygo_royal_env.vector import DuelBatch, game_seed, play_games

SCRIPT = """
import hashlib, numpy as np
from ygo_royal_env import Duel, DuelConfig
from ygo_royal_env.vector import play_games
duel = Duel(DuelConfig(num_players=5), seed=123)
rng = np.random.default_rng(9)
while not duel.done:
    duel.apply(int(rng.choice(duel.legal_actions())))
r = play_games(DuelConfig(num_players=3), games=20, seed=4)
print(hashlib.sha256(duel.states.tobytes()).hexdigest(), hashlib.sha256(r.results.tobytes()).hexdigest())
"""


def run_in_process(hash_seed: str, threads: str) -> str:
    env = {**os.environ, "PYTHONHASHSEED": hash_seed, "NUMBA_NUM_THREADS": threads}
    return subprocess.run([sys.executable, "-c", SCRIPT], env=env, check=True, capture_output=True,
                          text=True).stdout.strip()


def test_same_duel_in_separate_processes_with_different_hash_seeds_and_threads():
    assert run_in_process("1", "1") == run_in_process("2", "2")


def test_one_duel_through_every_front_end():
    config = DuelConfig(num_players=4)
    seed = game_seed(6, 0)
    rng = np.random.default_rng(2)
    duel = Duel(config, seed)
    batch = DuelBatch(1, config, seed=6)
    env = ygo_royal_env.env(config=config)
    env.reset(options={"duel_seed": seed})
    saved = None
    for step in range(300):
        action = int(rng.choice(duel.legal_actions()))
        duel.apply(action)
        batch.step([action])
        env.step(action)
        if step == 100:
            saved = (duel.to_bytes(), step)
    resumed = Duel.from_bytes(saved[0])
    for action in duel.actions[saved[1] + 1:]:
        resumed.apply(action)
    digest = hashlib.sha256(duel.states.tobytes()).hexdigest()
    assert hashlib.sha256(batch.states.tobytes()).hexdigest() == digest
    assert hashlib.sha256(env.unwrapped.duel.states.tobytes()).hexdigest() == digest
    assert hashlib.sha256(resumed.states.tobytes()).hexdigest() == digest
    replay = Replay.from_json(Replay.of(duel).to_json())
    assert hashlib.sha256(replay.play().states.tobytes()).hexdigest() == digest


def test_playouts_repeat_exactly():
    a = play_games(DuelConfig(num_players=6), games=10, seed=8)
    b = play_games(DuelConfig(num_players=6), games=10, seed=8)
    for field in ("results", "turns", "decisions", "final_lp", "seat_of"):
        np.testing.assert_array_equal(getattr(a, field), getattr(b, field))
