"""Abyss as a Gymnasium-style environment, one game (Env) or N games per call (VectorEnv).

Observations are the engine's fixed-size vectors of one seat's view (float32; the slots are
described in docs/environment.md), actions are indexes into a fixed action space with a legal
mask (info["action_mask"]). Everything the engine knows stays in the engine process: Python
receives only what the deciding seat may know.
"""
import base64
import random

import numpy as np

from .engine import AbyssError, default_engine
from .spaces import Box, Discrete

__all__ = ["Env", "VectorEnv", "config_of"]

_EXPANSIONS = {"deProfundis": "deProfundis", "de_profundis": "deProfundis", "deprofundis": "deProfundis", "kraken": "kraken", "leviathan": "leviathan"}


def config_of(players, expansions, seed, opponents, seat, reward, max_steps, martial_law, auto_reset, normalise=False):
    """The engine's table config from the Python arguments (refusing what it cannot mean)."""
    if not isinstance(players, int) or isinstance(players, bool):
        raise ValueError(f"players is an integer (got {players!r})")
    exp = {}
    for name in expansions or ():
        if name not in _EXPANSIONS:
            raise ValueError(f"unknown expansion {name!r}: use deProfundis, kraken or leviathan")
        exp[_EXPANSIONS[name]] = True
    config = {"players": players, "autoReset": auto_reset, "seed": seed}
    if exp:
        config["expansions"] = exp
    if martial_law:
        config["martialLaw"] = True
    if reward != "win":
        config["reward"] = reward
    if normalise:
        config["normalise"] = True
    if max_steps is not None:
        config["maxSteps"] = max_steps
    if opponents is not None:
        opponents = list(opponents)
        if len(opponents) == players - 1:
            if not 0 <= seat < players:
                raise ValueError(f"seat is from 0 to {players - 1} (got {seat})")
            opponents.insert(seat, None)
        if len(opponents) != players:
            raise ValueError(f"opponents: {players - 1} bot specs for the other seats, or one entry (a spec or None) per seat (got {len(opponents)})")
        config["opponents"] = opponents
    return config


def _random_seed():
    return random.SystemRandom().randrange(2 ** 31)


def _unpack(lst, dtype):
    """A list of the batch: a JSON list, or (binary batches) base64 of little-endian values."""
    if isinstance(lst, str):
        return np.frombuffer(base64.b64decode(lst), dtype=np.dtype(dtype).newbyteorder("<")).astype(dtype, copy=False)
    return np.asarray(lst, dtype=dtype)


def decode(batch, size, actions):
    """Dense arrays of a batch: observations (N, size) float32, masks (N, actions) int8, legal index lists."""
    count = len(batch["seat"])
    obs = np.zeros((count, size), dtype=np.float32)
    o = batch["obs"]
    rows = np.repeat(np.arange(count), o["n"])
    obs[rows, _unpack(o["idx"], np.uint16).astype(np.int64)] = _unpack(o["val"], np.float32)
    mask = np.zeros((count, actions), dtype=np.int8)
    legal_idx = _unpack(batch["legal"]["idx"], np.uint16).astype(np.int64)
    mask[np.repeat(np.arange(count), batch["legal"]["n"]), legal_idx] = 1
    ends = np.cumsum(batch["legal"]["n"])
    legal = np.split(legal_idx, ends[:-1]) if count else []
    return obs, mask, legal


def dense(sparse, size):
    x = np.zeros(size, dtype=np.float32)
    x[np.asarray(sparse["idx"], dtype=np.int64)] = np.asarray(sparse["val"], dtype=np.float32)
    return x


class _Games:
    """Games of one table held by the engine process."""

    def __init__(self, count, config, engine):
        self.engine = engine or default_engine()
        self.config = config
        opened = self.engine.request({"op": "open", "count": count, "config": config})
        self.ids = opened["envs"]
        spaces = opened["spaces"]
        self.obs_size = spaces["observation"]["shape"][0]
        self.action_size = spaces["action"]["n"]
        self.observation_space = Box(spaces["observation"]["low"], spaces["observation"]["high"], spaces["observation"]["shape"], spaces["observation"]["dtype"])
        self.action_space = Discrete(self.action_size)
        self.players = config["players"]

    def reset(self, seeds):
        return self.engine.request({"op": "reset", "envs": self.ids, "seeds": seeds, "binary": True})["batch"]

    def step(self, actions):
        return self.engine.request({"op": "step", "envs": self.ids, "actions": [int(a) for a in actions], "binary": True})["batch"]

    def close(self):
        if self.ids is not None and self.engine._proc is not None:
            try:
                self.engine.request({"op": "close", "envs": self.ids})
            except AbyssError:
                pass
        self.ids = None


class Env:
    """One game with Gymnasium's conventions.

    Env(players=2, expansions=(), seed=None, opponents=None, seat=0, reward="win", max_steps=None)
      opponents: bot specs for the other seats ("random", "greedy", "search:iterations=50", …, or
      "ext:…" for a program), so the caller plays `seat` only; or one entry per seat with None for
      the caller's seats; None (default): the caller plays every seat (info["seat"] says whose turn).
      reward: "win" (1/k to each of k tied winners, else 0) or "score" (final Influence Points).
      max_steps: steps after which an episode is cut (truncated=True).
      expansions: any of "deProfundis", "kraken", "leviathan" (every combination; 5 players with the
      Leviathan); the spaces' sizes depend on them (observation_space.shape, action_space.n).
      normalise: observations scaled to [0, 1] by each entry's bound (observation_space.high is 1).
    reset(seed=None) -> (obs, info); step(action) -> (obs, reward, terminated, truncated, info)
    info: action_mask (int8, one entry per action), legal_actions (the indexes of its 1s), seat (who
    decides now), steps, rewards (every seat's), and scores (final totals) once terminated.
    """

    metadata = {"render_modes": []}

    def __init__(self, players=2, expansions=(), seed=None, opponents=None, seat=0, reward="win", max_steps=None, martial_law=False, normalise=False, engine=None):
        self._seed = _random_seed() if seed is None else int(seed)
        self._games = _Games(1, config_of(players, expansions, self._seed, opponents, seat, reward, max_steps, martial_law, False, normalise), engine)
        self.observation_space = self._games.observation_space
        self.action_space = self._games.action_space
        self.action_space.seed(self._seed)
        self.players = players
        self._over = True

    @property
    def engine(self):
        return self._games.engine

    def reset(self, seed=None, options=None):
        if seed is not None:
            self.action_space.seed(seed)
        obs, info = self._result(self._games.reset([None if seed is None else int(seed)]))
        return obs, info

    def step(self, action):
        if self._over:
            raise AbyssError("the episode is over (terminated or truncated): call reset")
        obs, info = self._result(self._games.step([action]))
        b = self._last
        return obs, float(b["reward"][0]), bool(b["terminated"][0]), bool(b["truncated"][0]), info

    def _result(self, batch):
        self._last = batch
        obs, mask, legal = decode(batch, self._games.obs_size, self._games.action_size)
        self._over = batch["terminated"][0] or batch["truncated"][0]
        info = {"action_mask": mask[0], "legal_actions": legal[0], "seat": batch["seat"][0], "steps": batch["steps"][0], "rewards": np.asarray(batch["rewards"][0], dtype=np.float64)}
        if batch["scores"][0] is not None:
            info["scores"] = list(batch["scores"][0])
        return obs[0], info

    def legal_actions(self):
        """The deciding seat's legal engine actions, each with its index sequence (list actions take several steps)."""
        return self.engine.request({"op": "legal", "env": self._games.ids[0]})["actions"]

    def observe(self, seat):
        """Any seat's observation now."""
        return dense(self.engine.request({"op": "observe", "env": self._games.ids[0], "seat": seat})["obs"], self._games.obs_size)

    def close(self):
        self._games.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


class VectorEnv:
    """N games stepped together (one message to the engine per call), reset automatically when they end.

    VectorEnv(num_envs, players=2, …) takes Env's arguments. reset(seed=None) -> (obs (N, size),
    info); step(actions) -> (obs, rewards, terminated, truncated, info), arrays of N. info holds
    action_mask (N, actions), legal_actions (N lists), seat, steps, and for the games that ended in
    this step (Gymnasium's same-step autoreset): final_observation[k] (the ended game's last
    observation; None for the others), final_rewards[k] and scores[k]; obs[k] is already the next
    game's first observation. Game k's episodes are dealt from (seed, k, episode).
    """

    def __init__(self, num_envs, players=2, expansions=(), seed=None, opponents=None, seat=0, reward="win", max_steps=None, martial_law=False, normalise=False, engine=None):
        if not isinstance(num_envs, int) or num_envs < 1:
            raise ValueError(f"num_envs is a positive integer (got {num_envs!r})")
        self.num_envs = num_envs
        self._seed = _random_seed() if seed is None else int(seed)
        self._games = _Games(num_envs, config_of(players, expansions, self._seed, opponents, seat, reward, max_steps, martial_law, True, normalise), engine)
        self.single_observation_space = self._games.observation_space
        self.single_action_space = self._games.action_space
        self.single_action_space.seed(self._seed)
        self.players = players

    @property
    def engine(self):
        return self._games.engine

    def reset(self, seed=None, options=None):
        seeds = [None] * self.num_envs if seed is None else [int(seed) + k for k in range(self.num_envs)]
        batch = self._games.reset(seeds)
        obs, info = self._info(batch)
        return obs, info

    def step(self, actions):
        actions = np.asarray(actions).reshape(-1)
        if actions.shape[0] != self.num_envs:
            raise ValueError(f"step takes {self.num_envs} actions (got {actions.shape[0]})")
        batch = self._games.step(actions.tolist())
        obs, info = self._info(batch)
        return (obs, np.asarray(batch["reward"], dtype=np.float64), np.asarray(batch["terminated"], dtype=bool), np.asarray(batch["truncated"], dtype=bool), info)

    def _info(self, batch):
        obs, mask, legal = decode(batch, self._games.obs_size, self._games.action_size)
        info = {
            "action_mask": mask,
            "legal_actions": legal,
            "seat": np.asarray([-1 if s is None else s for s in batch["seat"]], dtype=np.int64),
            "steps": np.asarray(batch["steps"], dtype=np.int64),
        }
        finals = batch["final"]
        if any(f is not None for f in finals):
            info["final_observation"] = np.array([None if f is None else dense(f["obs"], self._games.obs_size) for f in finals], dtype=object)
            info["final_rewards"] = np.array([None if f is None else np.asarray(f["rewards"], dtype=np.float64) for f in finals], dtype=object)
            info["scores"] = np.array([None if f is None else f["scores"] for f in finals], dtype=object)
        return obs, info

    def close(self):
        self._games.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
