"""RL-library compatibility, tested with the libraries themselves where they install (the
optional extra ``train``; CI installs it). Skipped cleanly elsewhere."""
import numpy as np
import pytest

from ygo_royal_env.envs.single_agent import SingleAgentEnv


def test_sb3_contrib_maskable_ppo_trains_on_the_single_agent_env():
    """MaskablePPO reads ``action_masks()``, trains for a few thousand steps, and its masked
    predictions are always legal."""
    sb3_contrib = pytest.importorskip("sb3_contrib")
    env = SingleAgentEnv(num_players=2, opponents="random")
    model = sb3_contrib.MaskablePPO("MlpPolicy", env, n_steps=256, batch_size=64, n_epochs=2, seed=0,
                                    device="cpu", policy_kwargs={"net_arch": [64, 64]})
    model.learn(total_timesteps=2048)
    assert model.num_timesteps >= 2048
    obs, _ = env.reset(seed=3)
    for _ in range(300):
        mask = env.action_masks()
        action, _ = model.predict(obs, action_masks=mask, deterministic=True)
        assert mask[int(action)]
        obs, _, terminated, truncated, _ = env.step(int(action))
        if terminated or truncated:
            obs, _ = env.reset()


def test_sb3_contrib_evaluates_with_masks():
    sb3_contrib = pytest.importorskip("sb3_contrib")
    from sb3_contrib.common.maskable.evaluation import evaluate_policy
    env = SingleAgentEnv(num_players=3, opponents="heuristic")
    model = sb3_contrib.MaskablePPO("MlpPolicy", env, n_steps=64, batch_size=32, seed=1, device="cpu")
    rewards, lengths = evaluate_policy(model, env, n_eval_episodes=2, return_episode_rewards=True)
    assert len(rewards) == 2 and all(r in (-1.0, 0.0, 1.0) for r in rewards)
    assert np.all(np.asarray(lengths) > 0)
