"""Masked PPO self-play baseline: sb3-contrib's MaskablePPO learns 2-player duels against a
league (the random and heuristic agents and frozen past checkpoints of itself, one drawn per
episode), then is scored against random and heuristic agents with win rates and Elo.

    python examples/selfplay_ppo.py --minutes 10 --seed 0 --out runs/selfplay

writes ``OUT/model.zip`` and ``OUT/eval.json`` and prints the evaluation. The notebook
``notebooks/selfplay_baseline.ipynb`` calls these functions at a tiny size.
"""
from __future__ import annotations

import argparse
import json
import time
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import gymnasium
import numpy as np
import torch
from gymnasium import spaces
from sb3_contrib import MaskablePPO
from stable_baselines3.common.callbacks import BaseCallback
from stable_baselines3.common.vec_env import DummyVecEnv

from ygo_royal_env.envs.observation import CARD, OBS_HIGH, OBS_SIZE, OBS_SPEC, Repeat
from ygo_royal_env.envs.single_agent import SingleAgentEnv
from ygo_royal_env.evaluation import evaluate


def card_id_columns(spec: tuple = OBS_SPEC, base: int = 0) -> list[int]:
    """Offsets of the ``card`` (database index + 1) features: an identity meant for an
    embedding, far outside the [0, 1] range of the rest, so the MLP here drops them
    (Normal Monsters are fully described by the level/ATK/DEF features beside them)."""
    columns, offset = [], base
    for _, width, decoder in spec:
        if isinstance(decoder, Repeat):
            size = width // decoder.count
            for k in range(decoder.count):
                columns += card_id_columns(decoder.spec, offset + k * size)
        elif decoder == CARD:
            columns.append(offset)
        offset += width
    return columns


KEEP = np.setdiff1d(np.arange(OBS_SIZE), card_id_columns())


def features(observation: np.ndarray) -> np.ndarray:
    """What the network sees: the observation without card ids."""
    return observation[..., KEEP]


class FrozenPolicy:
    """A snapshot of the learner's policy as an opponent callable (the env's observation dict
    in, a sampled legal action out), copied into numpy: its weights cannot drift with training,
    and a batch-1 forward pass in numpy is several times faster than through torch."""

    def __init__(self, model: MaskablePPO, seed: int = 0):
        policy = model.policy          # MlpPolicy: Flatten, then Linear+Tanh layers, then the action head
        linears = [m for m in policy.mlp_extractor.policy_net if isinstance(m, torch.nn.Linear)]
        self.layers = [(m.weight.detach().numpy().T.copy(), m.bias.detach().numpy().copy())
                       for m in (*linears, policy.action_net)]
        self.rng = np.random.default_rng(seed)

    def probabilities(self, observation: Mapping[str, np.ndarray]) -> np.ndarray:
        x = features(observation["observation"])
        for w, b in self.layers[:-1]:
            x = np.tanh(x @ w + b)
        w, b = self.layers[-1]
        logits = np.where(observation["action_mask"].astype(bool), x @ w + b, -np.inf)
        p = np.exp(logits - logits.max())
        return p / p.sum()

    def __call__(self, observation: Mapping[str, np.ndarray]) -> int:
        p = self.probabilities(observation)
        return int(self.rng.choice(len(p), p=p))


class LeagueEnv(gymnasium.Env):
    """The learner (player 0, its seat drawn each duel) against one league member per episode:
    "random" with probability ``p_random``, "heuristic" with ``p_heuristic``, else a frozen
    past checkpoint (uniformly; the built-ins share that weight while there is none).
    Built-in members play inside numba; snapshots are Python callables."""

    def __init__(self, snapshots: list[FrozenPolicy], p_random: float = 0.5, p_heuristic: float = 0.2,
                 num_players: int = 2):
        self.snapshots = snapshots          # shared with the training loop, which appends to it
        self.p = (p_random, p_heuristic)
        self._snapshot: FrozenPolicy | None = None
        self.envs = {"random": SingleAgentEnv(num_players=num_players, opponents="random"),
                     "heuristic": SingleAgentEnv(num_players=num_players, opponents="heuristic"),
                     "self": SingleAgentEnv(num_players=num_players, opponents=self._snapshot_act)}
        self.env = self.envs["random"]
        self.member = "random"
        self.observation_space = spaces.Box(0.0, OBS_HIGH, (len(KEEP),), np.float32)
        self.action_space = self.env.action_space
        self.results: dict[str, list[float]] = {name: [] for name in self.envs}

    def _snapshot_act(self, observation: Mapping[str, np.ndarray]) -> int:
        return self._snapshot(observation)

    def reset(self, *, seed: int | None = None, options: dict | None = None):
        super().reset(seed=seed)
        p_random, p_heuristic = self.p
        if not self.snapshots:
            p_random, p_heuristic = p_random / (p_random + p_heuristic), p_heuristic / (p_random + p_heuristic)
        u = self.np_random.random()
        self.member = "random" if u < p_random else "heuristic" if u < p_random + p_heuristic else "self"
        if self.member == "self":
            self._snapshot = self.snapshots[int(self.np_random.integers(len(self.snapshots)))]
        self.env = self.envs[self.member]
        obs, info = self.env.reset(options={"duel_seed": int(self.np_random.integers(2**63))})
        return features(obs), info

    def step(self, action: int):
        obs, reward, terminated, truncated, info = self.env.step(action)
        if terminated or truncated:
            self.results[self.member].append(reward)
        return features(obs), reward, terminated, truncated, info

    def action_masks(self) -> np.ndarray:
        return self.env.action_masks()


class League(BaseCallback):
    """Adds a frozen snapshot every ``snapshot_every`` steps (keeping the last ``keep``) and
    stops training at ``deadline`` (a ``time.monotonic()`` value)."""

    def __init__(self, snapshots: list[FrozenPolicy], snapshot_every: int, keep: int, deadline: float):
        super().__init__()
        self.snapshots, self.every, self.keep, self.deadline = snapshots, snapshot_every, keep, deadline
        self.next_snapshot = snapshot_every

    def _on_step(self) -> bool:
        if self.num_timesteps >= self.next_snapshot:
            self.snapshots.append(FrozenPolicy(self.model, seed=self.next_snapshot))
            del self.snapshots[:-self.keep]
            self.next_snapshot += self.every
        return time.monotonic() < self.deadline


def train(minutes: float = 10.0, seed: int = 0, total_steps: int = 10**9, n_envs: int = 8, n_steps: int = 256,
          snapshot_every: int = 50_000, keep: int = 5, verbose: int = 0) -> tuple[MaskablePPO, dict[str, Any]]:
    """Train until ``minutes`` of wall time or ``total_steps`` learner decisions, whichever
    comes first; returns the model and training statistics (per member, the win rate over
    about the last 200 episodes against it: the last 200 / n_envs of each env)."""
    start = time.monotonic()
    snapshots: list[FrozenPolicy] = []
    envs = DummyVecEnv([lambda: LeagueEnv(snapshots) for _ in range(n_envs)])
    envs.seed(seed)
    model = MaskablePPO("MlpPolicy", envs, n_steps=n_steps, batch_size=min(512, n_envs * n_steps), n_epochs=4,
                        learning_rate=3e-4, gamma=0.995, ent_coef=0.01, seed=seed, device="cpu", verbose=verbose,
                        policy_kwargs={"net_arch": [128, 128]})
    model.learn(total_timesteps=total_steps,
                callback=League(snapshots, snapshot_every, keep, start + 60 * minutes))
    stats: dict[str, Any] = {"steps": model.num_timesteps, "seconds": time.monotonic() - start,
                             "snapshots": len(snapshots)}
    tail = -(-200 // n_envs)
    for member in ("random", "heuristic", "self"):
        stats[f"episodes_vs_{member}"] = sum(len(env.results[member]) for env in envs.envs)
        recent = [r for env in envs.envs for r in env.results[member][-tail:]]
        stats[f"recent_win_rate_vs_{member}"] = float(np.mean(np.asarray(recent) > 0)) if recent else None
    return model, stats


def as_policy(model: MaskablePPO, deterministic: bool = True):
    """The trained model as a policy callable for ``ygo_royal_env.evaluation``."""
    def act(observation: Mapping[str, np.ndarray]) -> int:
        action, _ = model.predict(features(observation["observation"]),
                                  action_masks=observation["action_mask"].astype(bool), deterministic=deterministic)
        return int(action)
    return act


def report(evaluation: dict[str, Any]) -> dict[str, Any]:
    """The evaluation as plain JSON: record, win rate and Wilson 95% interval per match, Elo."""
    matches = {f"{a}_vs_{b}": {"wins": r.wins, "losses": r.losses, "draws": r.draws, "win_rate": r.win_rate,
                               "wilson95": list(r.wilson())}
               for (a, b), r in evaluation["matches"].items()}
    return {"matches": matches, "elo": {k: round(v, 1) for k, v in evaluation["elo"].items()}}


def main(argv: list[str] | None = None) -> dict[str, Any]:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--minutes", type=float, default=10.0, help="training wall time (default 10)")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path, default=Path("runs/selfplay"), help="checkpoint and eval.json directory")
    parser.add_argument("--eval-games", type=int, default=500, help="duels per evaluation match (default 500)")
    args = parser.parse_args(argv)
    torch.set_num_threads(1)     # batch-1 forward passes: 5x faster than with 2 threads
    model, stats = train(args.minutes, args.seed)
    args.out.mkdir(parents=True, exist_ok=True)
    model.save(args.out / "model.zip")
    start = time.monotonic()
    result = {"train": stats, **report(evaluate(as_policy(model), args.eval_games, seed=args.seed))}
    result["eval_seconds"] = time.monotonic() - start
    (args.out / "eval.json").write_text(json.dumps(result, indent=2))
    print(json.dumps(result, indent=2))
    return result


if __name__ == "__main__":
    main()
