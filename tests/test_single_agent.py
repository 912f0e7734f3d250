"""The Gymnasium single-agent wrapper: Gymnasium's own checker, masks, opponents, rewards."""
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

from agents import HeuristicAgent
from ygo_royal_env import DuelConfig, IllegalActionError
from ygo_royal_env.envs.single_agent import SingleAgentEnv


def play(env: SingleAgentEnv, seed: int) -> tuple[float, int]:
    rng = np.random.default_rng(seed)
    obs, info = env.reset(seed=seed)
    total, steps = 0.0, 0
    while True:
        mask = env.action_masks()
        assert mask.any() and np.array_equal(mask, info["action_mask"])
        obs, reward, terminated, truncated, info = env.step(int(rng.choice(np.flatnonzero(mask))))
        total, steps = total + reward, steps + 1
        assert env.observation_space.contains(obs)
        if terminated or truncated:
            return total, steps


@pytest.mark.parametrize("fields", [{"num_players": 2}, {"num_players": 4, "mode": "2v2"}])
def test_gymnasium_check_env_passes(fields):
    check_env(SingleAgentEnv(**fields, opponents="heuristic", illegal_action="lose"), skip_render_check=True)


def test_learner_only_decides_and_gets_its_final_result():
    env = SingleAgentEnv(num_players=3, learner=1, opponents="random")
    for seed in range(5):
        total, _ = play(env, seed)
        assert total == env.duel.results()[1] != 0 or env.duel.truncated
        assert not env.action_masks().any()


def test_team_learner_waits_for_the_team_result():
    env = SingleAgentEnv(num_players=4, mode="2v2", learner=0, opponents="random")
    for seed in range(5):
        total, _ = play(env, seed)
        assert env.duel.done and total == env.duel.results()[0]


def test_callable_and_mixed_opponents():
    calls = []

    def first_legal(obs):
        calls.append(1)
        return int(np.flatnonzero(obs["action_mask"])[0])

    env = SingleAgentEnv(num_players=4, opponents=[first_legal, "heuristic", HeuristicAgent(0).act])
    play(env, 3)
    assert calls


def test_same_seed_same_duel_and_bad_arguments():
    a, b = SingleAgentEnv(num_players=2), SingleAgentEnv(num_players=2)
    assert np.array_equal(a.reset(seed=7)[0], b.reset(seed=7)[0])
    assert a.duel.states.tobytes() == b.duel.states.tobytes()
    with pytest.raises(IllegalActionError):
        a.step(int(np.flatnonzero(~a.action_masks())[0]))
    with pytest.raises(ValueError, match="learner"):
        SingleAgentEnv(num_players=2, learner=2)
    with pytest.raises(ValueError, match="opponent"):
        SingleAgentEnv(num_players=3, opponents="alphazero")
    with pytest.raises(ValueError, match="2 \\(one per other player\\)"):
        SingleAgentEnv(num_players=3, opponents=["random"])


def test_heuristic_opponents_beat_a_random_learner():
    env = SingleAgentEnv(DuelConfig(num_players=2), opponents="heuristic")
    wins = sum(play(env, s)[0] > 0 for s in range(20))
    assert wins <= 2


def test_illegal_action_lose_ends_the_episode_with_minus_one():
    env = SingleAgentEnv(num_players=2, illegal_action="lose")
    env.reset(seed=1)
    before = env.duel.states.tobytes()
    _, reward, terminated, truncated, info = env.step(int(np.flatnonzero(~env.action_masks())[0]))
    assert (reward, terminated, truncated, info["illegal_action"]) == (-1.0, True, False, True)
    assert env.duel.states.tobytes() == before


@pytest.mark.filterwarnings("ignore:.*different from the unwrapped version")
def test_transform_observation_is_an_encoder_hook():
    """docs/observation.md "Custom encoders": Gymnasium's TransformObservation over the env
    passes Gymnasium's checker, and the mask stays reachable the way sb3-contrib reaches it."""
    from gymnasium import spaces
    from gymnasium.wrappers import TransformObservation

    from ygo_royal_env.envs.observation import OBS_HIGH, OBS_LAYOUT, offset

    top = offset(OBS_LAYOUT, "seats")                    # the top-level features only
    env = TransformObservation(SingleAgentEnv(num_players=2, illegal_action="lose"), lambda obs: obs[:top],
                               spaces.Box(0.0, OBS_HIGH, (top,), np.float32))
    check_env(env, skip_render_check=True)
    obs, info = env.reset(seed=0)
    assert obs.shape == (top,) and np.array_equal(env.get_wrapper_attr("action_masks")(), info["action_mask"])
