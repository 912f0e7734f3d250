"""simulate compares agents (issue 21, item 3): results by player and by agent beside the
seats, how players lost (and a note when deck-outs decide), and games saved as replays."""
import json

import pytest

from ygo_royal_env import DuelConfig
from ygo_royal_env.cli import main
from ygo_royal_env.replay import Replay
from ygo_royal_env.simulate import simulate


def test_wins_by_player_follow_the_player_ids_not_the_seats():
    r = simulate(num_players=4, games=12, agents=["heuristic", "random", "random", "random"], seed=3)
    assert len(r.wins_by_player) == 4
    assert sum(r.wins_by_player) == sum(r.wins_by_seat) == 12 - r.draws - r.truncated
    assert r.wins_by_player[0] > max(r.wins_by_player[1:])          # the heuristic is player 0 in every game
    assert r.wins_by_agent() == {"heuristic": (r.wins_by_player[0], 12), "random": (sum(r.wins_by_player[1:]), 36)}
    assert sum(r.losses_by_reason.values()) == 3 * (12 - r.draws - r.truncated)   # three losers per decided game


def test_cli_json_reports_wins_by_player(capsys):
    assert main(["simulate", "--players", "4", "--agents", "heuristic,random,random,random", "--games", "4",
                 "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert len(data["wins_by_player"]) == 4 and data["agents"] == ["heuristic", "random", "random", "random"]
    assert sum(data["wins_by_player"]) == sum(data["wins_by_seat"])
    assert set(data["losses_by_reason"]) <= {"LP reached 0", "could not draw", "conceded"}


def test_the_default_simulation_deals_the_sample_decks_by_player_id(capsys):
    """Issue 19 item 6: without --decks (and a preset that names none) player p plays sample deck
    p mod 6; the JSON and the summary name each player's deck."""
    assert main(["simulate", "--players", "3", "--games", "2", "--json", "--no-progress"]) == 0
    assert json.loads(capsys.readouterr().out)["decks"] == ["vanilla_beatdown", "chain_burn", "chaos_control"]
    assert main(["simulate", "--players", "2", "--games", "2", "--json", "--decks", "vanilla_walls"]) == 0
    assert json.loads(capsys.readouterr().out)["decks"] == ["vanilla_walls", "vanilla_walls"]
    assert main(["simulate", "--players", "2", "--games", "1", "--preset", "seed001", "--no-progress"]) == 0
    assert "player_0 (random, vanilla_normals_60)" in capsys.readouterr().out


def test_summary_has_a_table_by_agent_and_says_when_deck_outs_decide(capsys):
    assert main(["simulate", "--players", "2", "--agents", "random", "--games", "6", "--no-progress",
                 "--decks", "vanilla_normals"]) == 0
    out = capsys.readouterr().out
    assert "player_1 (random, vanilla_normals)" in out and "33% of losses were deck-outs" in out
    assert simulate(num_players=2, games=6, agents="random").deck_out_share == pytest.approx(1 / 3)
    assert main(["simulate", "--players", "3", "--agents", "heuristic,heuristic,random", "--games", "4",
                 "--no-progress"]) == 0
    out = capsys.readouterr().out
    assert "wins by agent" in out and "heuristic" in out and "deck-outs" not in out


def test_saved_replays_reproduce_the_games_simulate_played(tmp_path):
    config = DuelConfig(num_players=3, decks=["effect_monsters"])
    r = simulate(games=3, agents=["heuristic", "random", "last"], seed=4, config=config,
                 save_replays=tmp_path, replay_games=2)
    files = sorted(p.name for p in tmp_path.iterdir())
    assert files == ["game_00000.json", "game_00001.json"]
    for name in files:
        replay = Replay.load(tmp_path / name)
        duel = replay.play()
        assert replay.verify(duel) == [] and duel.done and replay.config.num_players == 3
    assert r.games == 3


def test_cli_save_replays_writes_every_game_by_default(tmp_path, capsys):
    assert main(["simulate", "--players", "2", "--games", "2", "--json", "--save-replays", str(tmp_path)]) == 0
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game_00000.json", "game_00001.json"]
    assert main(["replay", str(tmp_path / "game_00001.json"), "--quiet"]) == 0
    assert "reproduces exactly" in capsys.readouterr().out
