"""Issue 21 item 6: seeds checked alike at every public entry, configs checked at construction,
``env.last()`` after the end (the CLI's flags: tests/test_cli.py; replay files: tests/test_replay.py)."""
from __future__ import annotations

import numpy as np
import pytest

import ygo_royal_env
from agents import HeuristicAgent, RandomAgent
from ygo_royal_env import ConfigError, Duel, DuelConfig, DuelOverError
from ygo_royal_env.cards import load_database
from ygo_royal_env.dealing import Dealer
from ygo_royal_env.envs.single_agent import SingleAgentEnv
from ygo_royal_env.scenario import build_duel
from ygo_royal_env.seeds import SEED_BOUND, check_seeds
from ygo_royal_env.simulate import simulate
from ygo_royal_env.studies.spec import StudySpecError, parse_spec
from ygo_royal_env.vector import DuelBatch, game_seed, play_games
from ygo_royal_env.vector.learners import LearnerBatch
from ygo_royal_env.vector.playout import RUN_SEED_BOUND

TWO = DuelConfig(num_players=2)
SCENARIO = {"players": [{"monsters": ["Battle Ox"]}, {"monsters": ["Battle Ox"]}]}


def aec_reset(seed):
    ygo_royal_env.env(num_players=2).reset(seed=seed)


def single_agent_reset(seed):
    SingleAgentEnv(TWO).reset(seed=seed)


# Every public entry that takes a seed, with the largest seed it accepts plus one.
DUEL_SEED_ENTRIES = {
    "Duel": (lambda s: Duel(TWO, s), SEED_BOUND),
    "raw_env(seed=)": (lambda s: ygo_royal_env.raw_env(num_players=2, seed=s), SEED_BOUND),
    "env.reset(seed=)": (aec_reset, SEED_BOUND),
    "env.reset(duel_seed)": (lambda s: ygo_royal_env.env(num_players=2).reset(options={"duel_seed": s}), SEED_BOUND),
    "SingleAgentEnv.reset(seed=)": (single_agent_reset, SEED_BOUND),
    "SingleAgentEnv.reset(duel_seed)": (lambda s: SingleAgentEnv(TWO).reset(options={"duel_seed": s}), SEED_BOUND),
    "Dealer.deal": (lambda s: Dealer.prepare(TWO, load_database()).deal([s]), SEED_BOUND),
    "build_duel": (lambda s: build_duel(SCENARIO, seed=s), 2**63),
    "RandomAgent": (RandomAgent, SEED_BOUND),
    "HeuristicAgent([s, 0])": (lambda s: HeuristicAgent([s, 0]), SEED_BOUND),
    "study spec": (lambda s: parse_spec({"seed": s, "grid": {"starting_lp": [8000]}}), SEED_BOUND),
    "simulate": (lambda s: simulate(2, games=1, seed=s), RUN_SEED_BOUND),
    "play_games": (lambda s: play_games(TWO, games=1, seed=s), RUN_SEED_BOUND),
    "game_seed": (lambda s: game_seed(s, 0), RUN_SEED_BOUND),
    "DuelBatch": (lambda s: DuelBatch(1, TWO, seed=s), RUN_SEED_BOUND),
    "LearnerBatch": (lambda s: LearnerBatch(1, TWO, seed=s), RUN_SEED_BOUND),
}


@pytest.mark.parametrize("entry", list(DUEL_SEED_ENTRIES))
@pytest.mark.parametrize("bad", ["negative", "float", "string", "bool", "too big"])
def test_every_seed_entry_rejects_a_bad_seed_saying_what_is_allowed(entry, bad):
    call, bound = DUEL_SEED_ENTRIES[entry]
    value = {"negative": -1, "float": 1.5, "string": "abc", "bool": True, "too big": bound}[bad]
    with pytest.raises((ValueError, StudySpecError)) as error:
        call(value)
    message = str(error.value)
    assert f"must be an integer 0 to {bound - 1}" in message and f"got {value!r}" in message


def test_a_seed_is_never_wrapped_and_numpy_integers_are_seeds():
    assert Duel(TWO, np.uint64(2**64 - 1)).origin == {"seed": 2**64 - 1}
    assert Duel(TWO, np.int64(7)).states.tobytes() == Duel(TWO, 7).states.tobytes()
    assert check_seeds(np.arange(3, dtype=np.int32)).tolist() == [0, 1, 2]
    with pytest.raises(ValueError, match=r"seeds\[1\] must be .* got -2"):
        check_seeds(np.array([1, -2]))
    with pytest.raises(ValueError, match=r"seeds\[0\] must be .* got 1.0 \(float\)"):
        check_seeds([1.0])


@pytest.mark.parametrize("fields, words", [
    ({"num_players": 7}, "num_players must be 2 to 6, got 7"),
    ({"starting_lp": "8000"}, "starting_lp must be an integer, got '8000'"),
    ({"turn_cap": 1.5}, "turn_cap must be an integer, got 1.5"),
    ({"concession": 1}, "concession must be True or False, got 1"),
    ({"tribute_table": ("x",) * 13}, "tribute_table must be a sequence of integers"),
    ({"deck_main_size": (40,)}, "deck_main_size must be two integers"),
])
def test_a_bad_config_fails_at_construction(fields, words):
    with pytest.raises(ConfigError, match=words.replace("(", r"\(").replace(")", r"\)")):
        DuelConfig(**fields)
    with pytest.raises(ConfigError):
        TWO.with_(**fields)


def finished_env():
    e = ygo_royal_env.env(num_players=2)
    e.reset(seed=3)
    for agent in e.agent_iter():
        obs, _, term, trunc, _ = e.last()
        e.step(None if term or trunc else int(np.flatnonzero(obs["action_mask"])[0]))
    return e


def test_env_last_after_the_end_says_the_duel_is_over():
    e = finished_env()
    assert e.agents == [] and e.unwrapped.duel.done
    for target in (e, e.unwrapped):
        with pytest.raises(DuelOverError, match=r"the duel is over .* call reset\(\)"):
            target.last()
    assert e.observe("player_0")["observation"].shape == e.observation_space("player_0")["observation"].shape
    e.reset(seed=4)
    assert e.last()[2] is False                      # a new duel: last() works again


def test_env_last_before_reset_says_so():
    with pytest.raises(AttributeError, match="before reset"):
        ygo_royal_env.env(num_players=2).last()
