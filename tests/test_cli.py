"""simulate(), the ygo-royal command, RandomAgent and the throughput benchmark's contract."""
import json
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ygo_royal_env
from agents import RandomAgent
from ygo_royal_env import Duel, DuelConfig
from ygo_royal_env.cli import main
from ygo_royal_env.config import MODES
from ygo_royal_env.core.constants import N_ACTIONS
from ygo_royal_env.simulate import simulate
from ygo_royal_env.vector.playout import RUN_SEED_BOUND

ROOT = Path(__file__).resolve().parents[1]
JSON_KEYS = {"games", "wins_by_seat", "draws", "truncated", "mean_turns", "decisions", "seconds"}


def run_python(*args: str) -> subprocess.CompletedProcess:
    """Run this interpreter on the repo, installed or not."""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(filter(None, [str(ROOT), os.environ.get("PYTHONPATH")]))}
    return subprocess.run([sys.executable, *args], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=300)


def without_timing(result) -> dict:
    d = result.to_dict()
    del d["seconds"], d["games_per_second"]
    return d


def test_simulate_totals_add_up_and_repeat():
    first = simulate(num_players=3, games=3, seed=5)
    assert first.games == 3 and len(first.wins_by_seat) == 3
    assert sum(first.wins_by_seat) + first.draws + first.truncated == 3
    assert first.decisions > 0 and first.mean_turns > 0 and first.seconds > 0
    assert without_timing(simulate(num_players=3, games=3, seed=5)) == without_timing(first)


def test_simulate_counts_truncations():
    r = simulate(num_players=2, games=2, config=DuelConfig(turn_cap=3))
    assert r.truncated == 2 and r.wins_by_seat == [0, 0] and r.mean_turns == 3


def test_simulate_rejects_unknown_agents():
    with pytest.raises(ValueError, match="random"):
        simulate(games=1, agents="alphazero")


def test_cli_json(capsys):
    assert main(["simulate", "--players", "2", "--games", "2", "--seed", "1", "--json"]) == 0
    out, err = capsys.readouterr()
    data = json.loads(out)
    assert JSON_KEYS <= data.keys()
    assert data["games"] == 2 and len(data["wins_by_seat"]) == 2
    assert err == ""                                     # no progress bar with --json


def test_cli_summary(capsys):
    assert main(["simulate", "--players", "3", "--games", "1", "--no-progress"]) == 0
    out = capsys.readouterr().out
    assert "seat 2" in out and "draws" in out and "games/s" in out


def test_cli_rejects_too_many_players(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["simulate", "--players", "7"])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert "--players" in err and "2 to 6" in err


def test_cli_config_error_exits_2(capsys):
    assert main(["simulate", "--turn-cap", "0", "--games", "1"]) == 2
    assert "turn_cap" in capsys.readouterr().err


def test_python_dash_m():
    proc = run_python("-m", "ygo_royal_env", "simulate", "--players", "2", "--games", "1", "--json")
    assert proc.returncode == 0, proc.stderr
    assert json.loads(proc.stdout)["games"] == 1


@settings(max_examples=200, deadline=None)
@given(st.lists(st.booleans(), min_size=N_ACTIONS, max_size=N_ACTIONS).filter(any),
       st.integers(0, 2**32))
def test_random_agent_picks_legal_actions(bits, seed):
    mask = np.array(bits, np.int8)
    agent = RandomAgent(seed)
    assert mask[agent.act(mask)] == 1
    assert mask[agent.act({"observation": None, "action_mask": mask})] == 1


def test_random_agent_is_legal_in_a_duel():
    duel, agent = Duel(DuelConfig(num_players=3), 11), RandomAgent(11)
    while not duel.done:
        action = agent.act(duel.action_mask())
        assert action in duel.legal_actions()
        duel.apply(action)


def test_random_agent_rejects_an_empty_mask():
    with pytest.raises(ValueError):
        RandomAgent(0).act(np.zeros(N_ACTIONS, np.int8))


def test_benchmark_quick_json():
    proc = run_python("benchmarks/throughput.py", "--quick", "--json", "--games", "2")
    assert proc.returncode == 0, proc.stderr
    report = json.loads(proc.stdout)
    assert report["schema"].startswith("ygo-royal-throughput/")
    assert [r["players"] for r in report["rows"].values()] == [2, 4, 6]
    for row in report["rows"].values():
        assert row["duel_api"]["decisions_per_s"] > 0 and row["aec"]["steps_per_s"] > 0
        assert row["playout"]["games"] == 2 and row["playout"]["games_per_s"] > 0
        assert [b["batch"] for b in row["batch"]] == [1, 16, 256]
    assert report["state_bytes"] > 0 and set(report["targets"]) >= {"playout_games_per_s_2p", "aec_steps_per_s_2p"}
    assert report["compile"]["cold"] is None and report["compile"]["warm"]["first_duel_s"] > 0


@pytest.mark.parametrize("mode", MODES)
def test_cli_runs_every_mode(mode, capsys):
    """Issue 4: `ygo-royal simulate --mode M` for every mode (3v3 and kof seat 6 by default)."""
    extra = ["--teams", "0,1,0,1"] if mode == "team" else []
    assert main(["simulate", "--mode", mode, "--games", "2", "--json", "--turn-cap", "60", *extra]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["mode"] == mode and data["games"] == 2
    assert data["num_players"] == (6 if mode in ("3v3", "kof") else 4)


def test_cli_3v3_backup_flags(capsys):
    assert main(["simulate", "--mode", "3v3", "--backups", "1", "--backup-pool", "player", "--games", "1",
                 "--json", "--turn-cap", "40"]) == 0
    assert json.loads(capsys.readouterr().out)["num_players"] == 6
    assert main(["simulate", "--backups", "1", "--games", "1"]) == 2       # not a 3v3 duel
    assert "backups_per_player applies only to mode='3v3'" in capsys.readouterr().err


# --- Issue 21: flags that disagree are named; --version; --seed is checked as simulate checks it ---
def test_mode_team_without_teams_splits_by_player_id(capsys):
    assert main(["simulate", "--mode", "team", "--games", "2", "--turn-cap", "40", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["mode"] == "team" and data["teams"] == [0, 1, 0, 1]
    assert main(["simulate", "--mode", "team", "--players", "3", "--games", "1", "--turn-cap", "20",
                 "--no-progress"]) == 0
    assert "teams by player id: 0,1,0" in capsys.readouterr().out


@pytest.mark.parametrize("argv, words", [
    (["--teams", "0,1,0,1"], "--teams applies only to --mode team, got --mode royale"),
    (["--mode", "team", "--teams", "0,1"], "--teams gives 2 team ids for 4 players (--players)"),
    (["--agents", "random,heuristic,random"], "--agents gives 3 policies for 4 players (--players); give 1"),
    (["--players", "2", "--agents", "random,random,random"], "--agents gives 3 policies for 2 players"),
])
def test_simulate_flags_that_disagree_are_named(argv, words, capsys):
    assert main(["simulate", "--games", "1", *argv]) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1


def test_version_flag(capsys):
    with pytest.raises(SystemExit) as exit_:
        main(["--version"])
    assert exit_.value.code == 0
    assert capsys.readouterr().out.strip() == f"ygo-royal {ygo_royal_env.__version__}"


def test_the_cli_seed_flag_reports_the_bound(capsys):
    for text in ("-1", "1.5", str(RUN_SEED_BOUND)):
        with pytest.raises(SystemExit) as exit_:
            main(["simulate", "--seed", text, "--games", "1"])
        assert exit_.value.code == 2
        err = capsys.readouterr().err
        assert "--seed" in err and ("expected an integer" in err if text == "1.5" else
                                    f"must be an integer 0 to {RUN_SEED_BOUND - 1}" in err)
