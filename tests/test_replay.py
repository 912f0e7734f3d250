"""Replay files: versioned, self-contained (decks as passcodes), and checked on replay."""
import json

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
    assert "Turn 1 (round 1)" in out and "Seat 1:" in out and "reproduces exactly" in out
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
    (lambda d: d.update(card_db="0" * 64), "different card database"),
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
