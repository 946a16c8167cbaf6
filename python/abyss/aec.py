"""Abyss with PettingZoo's AEC conventions (agent_selection, last(), observe(agent), rewards per
agent, a dead step for each agent once the game is over), without a dependency on PettingZoo."""
import numpy as np

from .engine import AbyssError
from .env import _Games, _random_seed, config_of, decode, dense

__all__ = ["AECEnv"]


class AECEnv:
    """Every seat an agent ("player_0", "player_1", …), or only the seats left without a bot.

    AECEnv(players=2, expansions=(), seed=None, opponents=None, reward="win", max_steps=None)
      opponents: one entry per seat, a bot spec or None (an agent); default: every seat is an agent.
    """

    metadata = {"render_modes": [], "name": "abyss_v0", "is_parallelizable": False}

    def __init__(self, players=2, expansions=(), seed=None, opponents=None, reward="win", max_steps=None, martial_law=False, normalise=False, engine=None):
        if opponents is not None and len(opponents) != players:
            raise ValueError(f"opponents gives one entry (a bot spec or None) per seat: {players} expected")
        self._seed = _random_seed() if seed is None else int(seed)
        self._games = _Games(1, config_of(players, expansions, self._seed, opponents, 0, reward, max_steps, martial_law, False, normalise), engine)
        seats = [s for s in range(players) if opponents is None or opponents[s] is None]
        self.possible_agents = [f"player_{s}" for s in seats]
        self._seat_of = {a: s for a, s in zip(self.possible_agents, seats)}
        self._spaces = (self._games.observation_space, self._games.action_space)
        self.agents = []

    def observation_space(self, agent):
        return self._spaces[0]

    def action_space(self, agent):
        return self._spaces[1]

    def reset(self, seed=None, options=None):
        self._absorb(self._games.reset([None if seed is None else int(seed)]))
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._select()

    def _absorb(self, batch):
        obs, mask, legal = decode(batch, self._games.obs_size, self._games.action_size)
        self._obs, self._mask, self._legal = obs[0], mask[0], legal[0]
        self._batch = batch
        self._decider = batch["seat"][0]

    def _select(self):
        done = [a for a in self.agents if self.terminations[a] or self.truncations[a]]
        if done:
            self.agent_selection = done[0]
        else:
            self.agent_selection = f"player_{self._decider}"
        for a in self.agents:
            self.infos[a] = {"action_mask": self._mask if a == self.agent_selection and not done else np.zeros_like(self._mask)}
        if self.agent_selection in self.infos and not done:
            self.infos[self.agent_selection]["legal_actions"] = self._legal

    def observe(self, agent):
        if agent == self.agent_selection and not (self.terminations[agent] or self.truncations[agent]):
            return self._obs
        return dense(self._games.engine.request({"op": "observe", "env": self._games.ids[0], "seat": self._seat_of[agent]})["obs"], self._games.obs_size)

    def last(self, observe=True):
        a = self.agent_selection
        return (self.observe(a) if observe else None, self._cumulative_rewards[a], self.terminations[a], self.truncations[a], self.infos[a])

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            if action is not None:
                raise AbyssError(f"{agent} is done: step(None) removes it")
            self.agents.remove(agent)
            del self.rewards[agent], self._cumulative_rewards[agent], self.terminations[agent], self.truncations[agent], self.infos[agent]
            if self.agents:
                self._select()
            return
        self._cumulative_rewards[agent] = 0.0
        self._absorb(self._games.step([action]))
        b = self._batch
        for a in self.agents:
            self.rewards[a] = float(b["rewards"][0][self._seat_of[a]])
            self._cumulative_rewards[a] += self.rewards[a]
        if b["terminated"][0] or b["truncated"][0]:
            for a in self.agents:
                self.terminations[a] = bool(b["terminated"][0])
                self.truncations[a] = bool(b["truncated"][0])
        self._select()
        if b["scores"][0] is not None:
            for a in self.agents:
                self.infos[a]["scores"] = list(b["scores"][0])

    def close(self):
        self._games.close()
