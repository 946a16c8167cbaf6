#!/usr/bin/env python3
"""A short training loop over the Python package `abyss` (docs/research.md): a tabular
softmax policy, one preference per action index, learned by REINFORCE against a random
opponent, and measured against random play before and after.

The policy ignores the observation (a bandit over the action space): the smallest learner that
shows the loop working end to end, from VectorEnv's batches, masks and rewards to a measured
improvement. Replace `preferences` by a function of `obs` for a real agent.

Usage: PYTHONPATH=python python3 examples/train_linear.py [--games 400] [--eval 200] [--seed 1]
"""
import argparse
import time

import numpy as np

import abyss


def choose(prefs, legal, rng, greedy):
    if greedy:
        return int(legal[np.argmax(prefs[legal])])
    logits = prefs[legal] - prefs[legal].max()
    p = np.exp(logits)
    p /= p.sum()
    return int(legal[rng.choice(len(legal), p=p)]), p


def evaluate(prefs, games, seed, num_envs=16):
    """Win share of the learner (seat 0) against a random bot over `games` fixed deals; prefs None: uniform random play."""
    rng = np.random.default_rng(seed)
    wins, done = 0.0, 0
    with abyss.VectorEnv(num_envs, players=2, opponents=("random",), seed=seed) as env:
        _, info = env.reset()
        while done < games:
            actions = [int(rng.choice(l)) if prefs is None else choose(prefs, l, rng, True) for l in info["legal_actions"]]
            _, rewards, terminated, truncated, info = env.step(actions)
            for k in np.flatnonzero(terminated | truncated):
                if done < games:
                    wins += rewards[k]
                    done += 1
    return wins / games


def train(games, seed, num_envs=16, lr=0.05):
    rng = np.random.default_rng(seed)
    prefs = np.zeros(8654)
    baseline, finished = 0.0, 0
    trajectories = [[] for _ in range(num_envs)]
    with abyss.VectorEnv(num_envs, players=2, opponents=("random",), seed=seed + 1000, reward="score") as env:
        _, info = env.reset()
        while finished < games:
            actions = []
            for k, legal in enumerate(info["legal_actions"]):
                a, p = choose(prefs, legal, rng, False)
                trajectories[k].append((legal, a, p))
                actions.append(a)
            _, _, terminated, truncated, info = env.step(actions)
            for k in np.flatnonzero(terminated | truncated):
                final = info["final_rewards"][k]
                # Reward: the final score margin over the opponent, in tens of points.
                g = (final[0] - final[1]) / 10.0
                baseline += 0.05 * (g - baseline)
                advantage = g - baseline
                for legal, a, p in trajectories[k]:
                    grad = -p
                    grad[np.flatnonzero(legal == a)[0]] += 1.0
                    prefs[legal] += lr * advantage * grad
                trajectories[k] = []
                finished += 1
    return prefs


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=400, help="training games")
    parser.add_argument("--eval", type=int, default=200, help="evaluation games (the same deals before and after)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    t0 = time.time()
    before = evaluate(None, args.eval, args.seed)
    prefs = train(args.games, args.seed)
    after = evaluate(prefs, args.eval, args.seed)
    top = np.argsort(prefs)[::-1][:5]
    print(f"win share against random over {args.eval} games (seed {args.seed}): random policy {before:.3f}, after {args.games} training games {after:.3f}")
    print(f"most preferred action indexes: {', '.join(str(int(i)) for i in top)}; {time.time() - t0:.0f} s")
    abyss.shutdown()


if __name__ == "__main__":
    main()
