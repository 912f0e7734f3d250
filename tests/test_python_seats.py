"""Python policies in simulate beside the built-in jitted ones (issue 20, item 5): agent
objects, callables, ``module:attribute`` and ``file.py:attribute``, results by player."""
import json

import numpy as np
import pytest

from agents import RandomAgent
from ygo_royal_env import DuelConfig
from ygo_royal_env.cli import main
from ygo_royal_env.duel import IllegalActionError
from ygo_royal_env.replay import Replay
from ygo_royal_env.seats import load_policy, resolve_seats
from ygo_royal_env.simulate import simulate

CONFIG = DuelConfig(num_players=3, decks="vanilla_giants")


def last_legal(observation) -> int:
    """A callable policy: the highest legal action."""
    return int(np.flatnonzero(observation["action_mask"])[-1])


def test_a_callable_and_an_agent_take_seats_beside_a_builtin_policy():
    r = simulate(games=3, agents=["heuristic", last_legal, RandomAgent(7)], seed=2, config=CONFIG)
    assert r.agents == ["heuristic", "last_legal", "RandomAgent"]
    assert r.games == 3 and sum(r.wins_by_player) + r.draws + r.truncated == 3
    assert r.decisions > 0 and r.mean_turns > 0


def test_a_run_with_python_seats_repeats_for_its_seed():
    """A policy named by text is made per run from the run's seed and the player id."""
    first = simulate(games=2, agents=["random", "agents:RandomAgent", "agents:HeuristicAgent"], seed=4, config=CONFIG)
    again = simulate(games=2, agents=["random", "agents:RandomAgent", "agents:HeuristicAgent"], seed=4, config=CONFIG)
    assert (first.wins_by_player, first.decisions, first.mean_turns) == \
        (again.wins_by_player, again.decisions, again.mean_turns)


def test_a_policy_from_a_file(tmp_path):
    path = tmp_path / "bot.py"
    path.write_text("import numpy as np\n\n"
                    "class Bot:\n"
                    "    def __init__(self, seed=None):\n"
                    "        self.calls = 0\n\n"
                    "    def act(self, observation):\n"
                    "        self.calls += 1\n"
                    "        return int(np.flatnonzero(observation['action_mask'])[0])\n")
    (seat,) = resolve_seats([f"{path}:Bot"], 1, seed=0)
    assert seat.name == f"{path}:Bot" and not seat.builtin
    r = simulate(num_players=2, games=1, agents=[f"{path}:Bot", "heuristic"], config=CONFIG)
    assert r.agents == [f"{path}:Bot", "heuristic"] and r.games == 1


@pytest.mark.parametrize("spec, message", [
    ("alphazero", "name a built-in policy (random, heuristic, first, last, search, cheating-search) or a Python policy as module:attribute"),
    ("no_such_module_x:Bot", "cannot import module 'no_such_module_x'"),
    ("agents:NoSuchAgent", "agents has no attribute 'NoSuchAgent'"),
    ("missing_file.py:Bot", "no file missing_file.py"),
    ("agents.registry:AGENT_KINDS", "dict neither has act(observation) nor is callable"),
])
def test_a_bad_agent_says_what_is_allowed(spec, message):
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
        simulate(games=1, agents=spec, config=CONFIG)


def test_a_python_policy_that_plays_an_illegal_action_is_refused():
    with pytest.raises(IllegalActionError):
        simulate(games=1, agents=["random", lambda observation: -5, "random"], config=CONFIG)


def test_replays_of_a_run_with_a_python_seat_reproduce(tmp_path):
    simulate(games=2, agents=["heuristic", last_legal, "random"], seed=1, config=CONFIG,
             save_replays=tmp_path, replay_games=1)
    (file,) = sorted(tmp_path.iterdir())
    replay = Replay.load(file)
    assert replay.verify(replay.play()) == []


def test_load_policy_names_an_attribute_of_a_module():
    assert load_policy("agents:RandomAgent") is RandomAgent


def test_the_cli_takes_python_policies(capsys):
    code = main(["simulate", "--players", "2", "--games", "2", "--agents", "heuristic,agents:RandomAgent",
                 "--decks", "vanilla_giants", "--json", "--no-progress"])
    assert code == 0 and json.loads(capsys.readouterr().out)["agents"] == ["heuristic", "agents:RandomAgent"]
    with pytest.raises(SystemExit):
        main(["simulate", "--agents", "bogus"])
    assert "name a Python policy as module:attribute or path/to/file.py:attribute" in capsys.readouterr().err
