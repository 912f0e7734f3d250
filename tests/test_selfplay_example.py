"""The self-play example (examples/selfplay_ppo.py) and its notebook, at tiny sizes."""
import json
import sys
from pathlib import Path

import numpy as np
import pytest

pytest.importorskip("sb3_contrib")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "examples"))
import selfplay_ppo  # noqa: E402

from ygo_royal_env.envs.observation import OBS_SIZE, decode_observation  # noqa: E402
from ygo_royal_env.envs.single_agent import SingleAgentEnv  # noqa: E402
from ygo_royal_env.evaluation import evaluate  # noqa: E402


def card_values(decoded) -> list:
    """Every ``card`` field of a decoded observation."""
    if isinstance(decoded, list):
        return [v for item in decoded for v in card_values(item)]
    if isinstance(decoded, dict):
        return [v for k, item in decoded.items() for v in ([item] if k == "card" else card_values(item))]
    return []


def test_features_drop_exactly_the_card_ids():
    vec = np.ones(OBS_SIZE, np.float32)           # every slot present
    columns = selfplay_ppo.card_id_columns()
    vec[columns] = 7.0
    assert card_values(decode_observation(vec)) == [6] * len(columns)
    assert (selfplay_ppo.features(vec) == 1.0).all()
    assert selfplay_ppo.features(vec).shape == (OBS_SIZE - len(columns),)


def test_train_snapshots_join_the_league_and_the_policy_plays_legally():
    model, stats = selfplay_ppo.train(minutes=2, seed=0, total_steps=512, n_envs=2, n_steps=128,
                                      snapshot_every=256, keep=1)
    assert stats["steps"] >= 512 and stats["snapshots"] == 1
    report = selfplay_ppo.report(evaluate(selfplay_ppo.as_policy(model), games=4))
    assert {m: r["wins"] + r["losses"] + r["draws"] for m, r in report["matches"].items()} == {
        "trained_vs_random": 4, "trained_vs_heuristic": 4, "heuristic_vs_random": 4}
    assert report["elo"]["random"] == 1000.0
    json.dumps(report)


def test_league_env_draws_members_and_snapshots_play_legal_actions():
    model, _ = selfplay_ppo.train(minutes=1, seed=1, total_steps=64, n_envs=1, n_steps=64)
    env = selfplay_ppo.LeagueEnv([selfplay_ppo.FrozenPolicy(model)], p_random=0.3, p_heuristic=0.3)
    members = set()
    obs, _ = env.reset(seed=0)
    for _ in range(12):
        members.add(env.member)
        done = False
        while not done:
            assert obs.shape == env.observation_space.shape
            mask = env.action_masks()
            obs, _, terminated, truncated, _ = env.step(int(np.flatnonzero(mask)[0]))
            done = terminated or truncated
        obs, _ = env.reset()
    assert members == {"random", "heuristic", "self"}
    assert sum(len(r) for r in env.results.values()) == 12


def test_frozen_policy_matches_the_torch_policy():
    torch = pytest.importorskip("torch")
    model, _ = selfplay_ppo.train(minutes=1, seed=2, total_steps=64, n_envs=1, n_steps=64)
    frozen = selfplay_ppo.FrozenPolicy(model)
    env = SingleAgentEnv(num_players=2)
    obs, _ = env.reset(seed=4)
    observation = {"observation": obs, "action_mask": env.action_masks()}
    with torch.no_grad():
        dist = model.policy.get_distribution(torch.as_tensor(selfplay_ppo.features(obs)[None]),
                                             action_masks=env.action_masks()[None])
    assert np.allclose(frozen.probabilities(observation), dist.distribution.probs[0].numpy(), atol=1e-5)
    assert all(env.action_masks()[frozen(observation)] for _ in range(20))
