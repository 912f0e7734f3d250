"""Replay files: versioned, self-contained (decks as passcodes), and checked on replay."""
import json
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

import ygo_royal_env
from ygo_royal_env import Duel, DuelConfig
from ygo_royal_env.cli import main
from ygo_royal_env.identity import IdentitySet, Role
from ygo_royal_env.replay import REPLAY_VERSION, Replay, ReplayError
from ygo_royal_env.scenario import build_duel


def played(config: DuelConfig, seed: int, steps: int | None = None) -> Duel:
    duel = Duel(config, seed)
    rng = np.random.default_rng(seed)
    while not duel.done and (steps is None or len(duel.actions) < steps):
        duel.apply(int(rng.choice(duel.legal_actions())))
    return duel


def test_a_finished_duel_replays_exactly_from_its_file(tmp_path):
    duel = played(DuelConfig(num_players=3, seat_order=[2, 0, 1]), seed=11)
    path = tmp_path / "duel.json"
    Replay.of(duel).save(path)
    replay = Replay.load(path)
    again = replay.play()
    assert replay.verify(again) == []
    assert again.states.tobytes() == duel.states.tobytes()
    assert replay.config.seat_order == (2, 0, 1)


def test_a_duel_in_progress_and_a_scenario_replay_too(tmp_path):
    partial = played(DuelConfig(num_players=4), seed=3, steps=40)
    replay = Replay.from_json(Replay.of(partial).to_json())
    assert not replay.done and replay.verify(replay.play()) == []
    scenario = build_duel({"phase": "battle", "players": [
        {"monsters": ["Luster Dragon"], "deck": ["Battle Ox"] * 3},
        {"monsters": ["Battle Ox"], "deck": ["Battle Ox"] * 3}]})
    scenario.apply(scenario.legal_actions()[-1])
    replay = Replay.from_json(Replay.of(scenario).to_json())
    assert replay.verify(replay.play()) == []


def test_the_env_saves_replays_and_the_cli_narrates_and_verifies_them(tmp_path, capsys):
    env = ygo_royal_env.env(num_players=2)
    env.reset(seed=1)
    for _ in range(30):
        env.step(int(np.flatnonzero(env.observe(env.agent_selection)["action_mask"])[0]))
    path = tmp_path / "env.json"
    env.unwrapped.save_replay(str(path))
    assert main(["replay", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Turn 1 (round 1)" in out and "reproduces exactly" in out
    assert "Seat 0: player_" in out and "Seat 1: player_" in out and "Seat 2" not in out   # from 0, as player ids
    assert main(["replay", str(path), "--quiet"]) == 0
    assert capsys.readouterr().out.count("\n") == 1


def test_a_replay_that_no_longer_reproduces_is_reported(tmp_path, capsys):
    data = json.loads(Replay.of(played(DuelConfig(num_players=2), seed=2)).to_json())
    data["results"] = [-r for r in data["results"]]
    path = tmp_path / "changed.json"
    path.write_text(json.dumps(data))
    assert main(["replay", str(path), "--quiet"]) == 1
    assert "DOES NOT REPRODUCE" in capsys.readouterr().out


def test_an_action_that_became_illegal_is_a_divergence():
    data = json.loads(Replay.of(played(DuelConfig(num_players=2), seed=4, steps=5)).to_json())
    data["actions"][2] = 236                     # a selection slot no prompt offers there
    with pytest.raises(ReplayError, match="action 2 .* no longer legal"):
        Replay.from_json(json.dumps(data)).play()


@pytest.mark.parametrize("change, message", [
    (lambda d: d.update(version=REPLAY_VERSION - 1), "version 0 is not supported"),
    (lambda d: d.update(format="something-else"), "not a replay file"),
    (lambda d: d.update(card_db="0" * 64), "different data for its cards"),
    (lambda d: d.pop("actions"), "missing or has a malformed field"),
    (lambda d: d["config"].update(colour="blue"), "unknown fields"),
])
def test_bad_replay_files_are_rejected_with_a_reason(change, message):
    data = json.loads(Replay.of(played(DuelConfig(num_players=2), seed=5, steps=3)).to_json())
    change(data)
    with pytest.raises(ReplayError, match=message):
        Replay.from_json(json.dumps(data))


def test_not_json_and_unknown_start_are_rejected(tmp_path, capsys):
    with pytest.raises(ReplayError, match="invalid JSON"):
        Replay.from_json("{")
    restored = Duel.from_bytes(Duel().to_bytes())
    with pytest.raises(ReplayError, match="no known start"):
        Replay.of(restored)
    bad = tmp_path / "bad.json"
    bad.write_text("{}")
    assert main(["replay", str(bad)]) == 2
    assert "cannot replay" in capsys.readouterr().err


MODE_CONFIGS = {
    "royale": DuelConfig(num_players=5),
    "team": DuelConfig(num_players=4, mode="team", teams=(0, 1, 0, 1), teammates_are_opponents=False),
    "2v2": DuelConfig(num_players=4, mode="2v2", seat_pattern="paired", starting_lp=2000),
    "boss": DuelConfig(num_players=4, mode="boss", boss=3, boss_lp_bonus=2000),
    "contrib": DuelConfig(num_players=4, mode="contrib", starting_lp=2000),
    "kupl": DuelConfig(num_players=3, mode="kupl"),
    "3v3": DuelConfig(num_players=6, mode="3v3", starting_lp=2000, backups_per_player=1, backup_pool="player",
                      backup_decks=("vanilla_traps",)),
    "kof": DuelConfig(num_players=6, mode="kof", starting_lp=2000, joiner_lp=4000),
    "concession": DuelConfig(num_players=3, concession=True),
    "identity": DuelConfig(num_players=4, mode="identity", identity=IdentitySet(
        (Role("Leader", ("Rebel",), public=True), Role("Rebel", ("Leader",))), ("Leader", "Rebel", "Rebel", "Rebel"))),
}


@pytest.mark.parametrize("mode", list(MODE_CONFIGS))
def test_every_mode_replays_and_resumes_exactly(mode):
    """Issue: replay and save/resume round-trip for every mode."""
    config = MODE_CONFIGS[mode]
    half = played(config, seed=21, steps=60)
    resumed = Duel.from_bytes(half.to_bytes(), config=config)
    whole = played(config, seed=21)
    for action in whole.actions[len(half.actions):]:
        resumed.apply(action)
    assert resumed.states.tobytes() == whole.states.tobytes()
    replay = Replay.from_json(Replay.of(whole).to_json())
    assert (replay.config.mode, replay.config.team_of()) == (config.mode, config.team_of())
    assert replay.verify(replay.play()) == []


# --- Issue 21 item 6: any bad replay file raises ReplayError; the CLI exits 2 with one line ----
def assert_cli_rejects(path, capsys) -> str:
    assert main(["replay", str(path)]) == 2
    out, err = capsys.readouterr()
    assert err.startswith("ygo-royal: cannot replay") and err.count("\n") == 1, err
    return err


def replay_data(seed: int = 5, steps: int = 3) -> dict:
    return json.loads(Replay.of(played(DuelConfig(num_players=2), seed=seed, steps=steps)).to_json())


def test_random_bytes_are_not_a_replay(tmp_path, capsys):
    rng = np.random.default_rng(0)
    path = tmp_path / "noise.json"
    for k in range(30):
        head = b"{" if k % 3 == 0 else b""
        path.write_bytes(head + rng.bytes(int(rng.integers(0, 400))))
        with pytest.raises(ReplayError):
            Replay.load(path)
        assert_cli_rejects(path, capsys)


def mutate_config(key, value):
    return lambda d: d["config"].update({key: value})


BAD_FILES = {
    "empty": b"",
    "not UTF-8": b'{"format": "\xff\xfe"}',
    "nested too deeply": b"[" * 100_000,
    "a JSON list": b"[1, 2]",
    "num_players 7": mutate_config("num_players", 7),
    "starting_lp a string": mutate_config("starting_lp", "8000"),
    "teams outside mode team": mutate_config("teams", [0, 1]),
    "config not an object": lambda d: d.update(config=[1]),
    "unknown passcode": lambda d: d["config"]["decks"][0]["main"].__setitem__(0, 1),
    "decks not deck objects": mutate_config("decks", ["vanilla_normals"]),
    "identity malformed": mutate_config("identity", {"roles": 5}),
    "origin seed negative": lambda d: d.update(origin={"seed": -1}),
    "origin seed a float": lambda d: d.update(origin={"seed": 1.5}),
    "origin without a seed": lambda d: d.update(origin={}),
    "scenario not an object": lambda d: d.update(origin={"scenario": 5, "seed": 0}),
    "action out of range": lambda d: d["actions"].append(10**6),
    "action a bool": lambda d: d["actions"].__setitem__(0, True),
    "results of 3 players": lambda d: d.update(results=[0, 0, 0]),
    "done a string": lambda d: d.update(done="yes"),
    "digest a number": lambda d: d.update(digest=5),
    "actions after the end": lambda d: d.update(actions=d["actions"] * 400),
}


@pytest.mark.parametrize("name", list(BAD_FILES))
def test_a_bad_replay_file_raises_replay_error_and_the_cli_says_so_in_one_line(name, tmp_path, capsys):
    change = BAD_FILES[name]
    path = tmp_path / "bad.json"
    if isinstance(change, bytes):
        path.write_bytes(change)
    else:
        data = replay_data()
        change(data)
        path.write_text(json.dumps(data))
    with pytest.raises(ReplayError):
        Replay.load(path).play()
    assert_cli_rejects(path, capsys)


JUNK = (None, -1, 0, 1.5, "abc", "", [], {}, [1, "x"], True, 2**70, {"a": 1})


def leaves(node, path=()):
    """Every (path, value) below a JSON node, containers included."""
    yield path, node
    items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
    for key, child in items:
        yield from leaves(child, path + (key,))


def test_a_replay_with_any_value_replaced_plays_or_raises_replay_error():
    """Fuzz: 400 files, each a recorded replay (seeded or a scenario) with one value anywhere
    replaced by junk or removed; reading and playing it either works or raises ReplayError."""
    scenario = build_duel({"phase": "battle", "players": [
        {"monsters": ["Luster Dragon"], "deck": ["Battle Ox"] * 3},
        {"monsters": ["Battle Ox"], "deck": ["Battle Ox"] * 3}]})
    scenario.apply(scenario.legal_actions()[-1])
    originals = [replay_data(seed=6, steps=12), json.loads(Replay.of(scenario).to_json())]
    rng = np.random.default_rng(21)
    outcomes = {"played": 0, "rejected": 0}
    for k in range(400):
        data = json.loads(json.dumps(originals[k % 2]))
        paths = [p for p, _ in leaves(data) if p]
        path = paths[int(rng.integers(len(paths)))]
        parent = data
        for key in path[:-1]:
            parent = parent[key]
        if rng.random() < 0.15 and isinstance(parent, dict):
            del parent[path[-1]]
        else:
            parent[path[-1]] = JUNK[int(rng.integers(len(JUNK)))]
        try:
            replay = Replay.from_json(json.dumps(data))
            replay.verify(replay.play())
            outcomes["played"] += 1
        except ReplayError:
            outcomes["rejected"] += 1
    assert outcomes["rejected"] > 300 and sum(outcomes.values()) == 400


def test_the_replay_command_exits_2_without_a_traceback(tmp_path):
    path = tmp_path / "noise.json"
    path.write_bytes(b"\x00\x01 not a replay")
    missing = tmp_path / "missing.json"
    for target in (path, missing, tmp_path):
        proc = subprocess.run([sys.executable, "-m", "ygo_royal_env", "replay", str(target)],
                              cwd=Path(__file__).resolve().parents[1], capture_output=True, text=True, timeout=300)
        assert proc.returncode == 2 and proc.stdout == ""
        assert proc.stderr.count("\n") == 1 and "Traceback" not in proc.stderr, proc.stderr


def test_a_custom_role_set_keeps_its_bonuses_in_the_file():
    """Every Role field is written and read back: a Leader's LP bonus (V-ID-3) used to be dropped on
    reading, so the replayed duel started differently."""
    config = DuelConfig(num_players=3, mode="identity", role_assignment="fixed", identity=IdentitySet(
        (Role("Leader", ("Rebel",), public=True, lp_bonus=3000, hand_bonus=1, bounty_lp=500),
         Role("Rebel", ("Leader",))), ("Leader", "Rebel", "Rebel")))
    duel = played(config, seed=8, steps=30)
    replay = Replay.from_json(Replay.of(duel).to_json())
    assert replay.config.identity == config.identity
    assert replay.verify(replay.play()) == []
