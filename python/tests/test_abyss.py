"""Tests of the Python package `abyss` against the real engine process (stdlib unittest + numpy).

Run: PYTHONPATH=python python3 -m unittest discover -s python/tests -v
(CI runs them through test/env/python.test.ts with Debian's python3 and python3-numpy.)
"""
import unittest

import numpy as np

import abyss


def first_legal(info):
    return int(info["legal_actions"][0])


def pick(rng, mask):
    """A uniformly random legal index (a fixed first-legal policy can keep a game going for ever)."""
    return int(rng.choice(np.flatnonzero(mask)))


class SingleAgent(unittest.TestCase):
    def test_gymnasium_conventions_and_spaces_as_data(self):
        with abyss.Env(players=2, opponents=("random",), seed=7) as env:
            self.assertEqual(env.observation_space.shape, (3591,))
            self.assertEqual(env.observation_space.dtype, np.float32)
            self.assertEqual(env.observation_space.to_dict(), {"shape": [3591], "dtype": "float32", "low": 0.0, "high": None})
            self.assertEqual(env.action_space.n, 8654)
            obs, info = env.reset()
            self.assertEqual(obs.shape, (3591,))
            self.assertEqual(obs.dtype, np.float32)
            self.assertTrue(env.observation_space.contains(obs))
            mask = info["action_mask"]
            self.assertEqual(mask.shape, (8654,))
            self.assertEqual(mask.dtype, np.int8)
            self.assertEqual(list(np.flatnonzero(mask)), list(info["legal_actions"]))
            self.assertEqual(info["seat"], 0)
            steps = 0
            while True:
                obs, reward, terminated, truncated, info = env.step(env.action_space.sample(info["action_mask"]))
                steps += 1
                self.assertIsInstance(reward, float)
                if terminated or truncated:
                    break
                # With a bot in every other seat, the caller is asked only for its own seat.
                self.assertEqual(info["seat"], 0)
            self.assertTrue(terminated)
            self.assertFalse(truncated)
            self.assertEqual(len(info["scores"]), 2)
            self.assertIn(reward, (0.0, 0.5, 1.0))
            self.assertEqual(info["steps"], steps)
            self.assertFalse(info["action_mask"].any())
            with self.assertRaises(abyss.AbyssError):
                env.step(0)

    def test_the_same_seed_plays_the_same_game(self):
        def play(seed):
            with abyss.Env(players=3, opponents=("greedy", "random"), seed=seed) as env:
                obs, info = env.reset()
                trace = [obs.copy()]
                rng = np.random.default_rng(seed)
                for _ in range(30):
                    obs, _, terminated, _, info = env.step(pick(rng, info["action_mask"]))
                    trace.append(obs.copy())
                    if terminated:
                        break
                return trace
        a, b = play(11), play(11)
        self.assertEqual(len(a), len(b))
        for x, y in zip(a, b):
            np.testing.assert_array_equal(x, y)
        self.assertFalse(all(np.array_equal(x, y) for x, y in zip(a, play(12))))

    def test_reset_with_a_seed_deals_that_game(self):
        with abyss.Env(players=2, seed=1) as env, abyss.Env(players=2, seed=99) as other:
            a, _ = env.reset(seed=5)
            b, _ = other.reset(seed=5)
            np.testing.assert_array_equal(a, b)

    def test_max_steps_truncates(self):
        with abyss.Env(players=2, opponents=("random",), seed=3, max_steps=5) as env:
            _, info = env.reset()
            for k in range(5):
                _, _, terminated, truncated, info = env.step(first_legal(info))
                self.assertFalse(terminated)
                self.assertEqual(truncated, k == 4)
            self.assertFalse(info["action_mask"].any())
            with self.assertRaises(abyss.AbyssError):
                env.step(0)
            env.reset()

    def test_an_illegal_action_is_refused_in_one_line_and_changes_nothing(self):
        with abyss.Env(players=2, seed=4) as env:
            obs, info = env.reset()
            illegal = int(np.flatnonzero(info["action_mask"] == 0)[0])
            with self.assertRaises(abyss.AbyssError) as caught:
                env.step(illegal)
            self.assertEqual(str(caught.exception), f"Game {env._games.ids[0]}: action {illegal} is not legal now (see its legal indexes).")
            again, info2 = env.observe(0), info
            np.testing.assert_array_equal(obs, again)
            env.step(first_legal(info2))

    def test_bad_arguments_are_refused(self):
        with self.assertRaises(ValueError):
            abyss.Env(players=2, expansions=("atlantis",))
        with self.assertRaises(abyss.AbyssError):
            abyss.Env(players=9)
        with self.assertRaises(abyss.AbyssError):
            abyss.Env(players=2, opponents=("nobody",))

    def test_legal_actions_name_the_engine_actions(self):
        with abyss.Env(players=2, seed=8) as env:
            _, info = env.reset()
            listed = env.legal_actions()
            heads = sorted({a["indexes"][0] for a in listed})
            self.assertEqual(heads, list(info["legal_actions"]))
            self.assertTrue(all("type" in a["action"] for a in listed))


class EveryTable(unittest.TestCase):
    def test_every_combination_of_expansions_and_seat_count(self):
        import itertools
        names = ("deProfundis", "kraken", "leviathan")
        sizes = {}
        for k in range(4):
            for expansions in itertools.combinations(names, k):
                for players in range(2, 6 if "leviathan" in expansions else 5):
                    with abyss.Env(players=players, expansions=expansions, seed=players, opponents=("random",) * (players - 1)) as env:
                        obs, info = env.reset()
                        self.assertEqual(obs.shape, env.observation_space.shape)
                        self.assertEqual(info["action_mask"].shape, (env.action_space.n,))
                        sizes[(expansions, players)] = (env.observation_space.shape[0], env.action_space.n)
                        rng = np.random.default_rng(players)
                        for _ in range(25):
                            obs, _, terminated, _, info = env.step(pick(rng, info["action_mask"]))
                            self.assertEqual(obs.shape, env.observation_space.shape)
                            if terminated:
                                break
        # One size per table, whatever the seat count; a Kraken or Leviathan table's is larger.
        self.assertEqual(len(sizes), 4 * 3 + 4 * 4)
        for (expansions, _), size in sizes.items():
            self.assertEqual(size, sizes[(expansions, 2)])
        self.assertGreater(sizes[(("kraken",), 2)][0], sizes[((), 2)][0])
        with self.assertRaises(abyss.AbyssError):
            abyss.Env(players=5, expansions=("kraken",))

    def test_normalised_observations_are_within_their_bounds(self):
        with abyss.Env(players=2, normalise=True, seed=3, opponents=("greedy",)) as env:
            self.assertEqual(float(env.observation_space.high.max()), 1.0)
            obs, info = env.reset()
            rng = np.random.default_rng(3)
            for _ in range(40):
                self.assertTrue(env.observation_space.contains(obs))
                obs, _, terminated, _, info = env.step(pick(rng, info["action_mask"]))
                if terminated:
                    break


class MultiAgent(unittest.TestCase):
    def test_aec_conventions(self):
        env = abyss.AECEnv(players=3, seed=21)
        rng = np.random.default_rng(21)
        env.reset()
        self.assertEqual(env.possible_agents, ["player_0", "player_1", "player_2"])
        self.assertEqual(env.agents, env.possible_agents)
        seen = set()
        for _ in range(5000):
            agent = env.agent_selection
            obs, reward, terminated, truncated, info = env.last()
            if terminated or truncated:
                env.step(None)
                if not env.agents:
                    break
                continue
            seen.add(agent)
            self.assertEqual(obs.shape, (3591,))
            mask = info["action_mask"]
            # The observation is the acting agent's own: its seat is marked in "me" (slots 3..6).
            self.assertEqual(int(np.argmax(obs[3:7])), int(agent.split("_")[1]))
            env.step(pick(rng, mask))
        self.assertEqual(env.agents, [])
        self.assertEqual(seen, {"player_0", "player_1", "player_2"})
        env.close()

    def test_rewards_per_agent_sum_to_one_win(self):
        env = abyss.AECEnv(players=2, seed=5)
        rng = np.random.default_rng(5)
        env.reset()
        totals = {a: 0.0 for a in env.possible_agents}
        while env.agents:
            agent = env.agent_selection
            obs, reward, terminated, truncated, info = env.last()
            totals[agent] += reward
            env.step(None if terminated or truncated else pick(rng, info["action_mask"]))
        self.assertAlmostEqual(sum(totals.values()), 1.0)
        env.close()

    def test_observe_any_agent(self):
        env = abyss.AECEnv(players=2, seed=6)
        env.reset()
        other = [a for a in env.agents if a != env.agent_selection][0]
        o = env.observe(other)
        self.assertEqual(int(np.argmax(o[3:7])), int(other.split("_")[1]))
        env.close()

    def test_bots_take_the_seats_they_are_given(self):
        env = abyss.AECEnv(players=3, seed=2, opponents=[None, "greedy", None])
        rng = np.random.default_rng(2)
        env.reset()
        self.assertEqual(env.possible_agents, ["player_0", "player_2"])
        for _ in range(200):
            if not env.agents:
                break
            self.assertIn(env.agent_selection, ("player_0", "player_2"))
            _, _, terminated, truncated, info = env.last()
            env.step(None if terminated or truncated else pick(rng, info["action_mask"]))
        env.close()


class Vectorised(unittest.TestCase):
    def test_steps_n_games_per_call_and_resets_them(self):
        with abyss.VectorEnv(4, players=2, opponents=("random",), seed=9, max_steps=60) as venv:
            obs, info = venv.reset()
            self.assertEqual(obs.shape, (4, 3591))
            self.assertEqual(info["action_mask"].shape, (4, 8654))
            rng = np.random.default_rng(0)
            ended = 0
            for _ in range(200):
                actions = [int(rng.choice(l)) for l in info["legal_actions"]]
                obs, rewards, terminated, truncated, info = venv.step(actions)
                self.assertEqual(rewards.shape, (4,))
                for k in np.flatnonzero(terminated | truncated):
                    ended += 1
                    self.assertEqual(info["final_observation"][k].shape, (3591,))
                    # The outcome is the ended game's (cut at max_steps, or over); obs[k] is already the next game's.
                    self.assertEqual(info["steps"][k] == 60, bool(truncated[k]))
                    self.assertFalse(np.array_equal(obs[k], info["final_observation"][k]))
                for k in range(4):
                    self.assertEqual(list(np.flatnonzero(info["action_mask"][k])), list(info["legal_actions"][k]))
            self.assertGreater(ended, 4)

    def test_matches_single_games(self):
        with abyss.VectorEnv(2, players=2, seed=30) as venv, abyss.Env(players=2, seed=0) as a, abyss.Env(players=2, seed=0) as b:
            vobs, vinfo = venv.reset(seed=100)
            oa, ia = a.reset(seed=100)
            ob, ib = b.reset(seed=101)
            np.testing.assert_array_equal(vobs[0], oa)
            np.testing.assert_array_equal(vobs[1], ob)
            for _ in range(20):
                acts = [int(vinfo["legal_actions"][0][0]), int(vinfo["legal_actions"][1][-1])]
                vobs, _, _, _, vinfo = venv.step(acts)
                oa, _, _, _, ia = a.step(acts[0])
                ob, _, _, _, ib = b.step(acts[1])
                np.testing.assert_array_equal(vobs[0], oa)
                np.testing.assert_array_equal(vobs[1], ob)

    def test_a_bad_batch_changes_nothing(self):
        with abyss.VectorEnv(2, players=2, seed=31) as venv:
            obs, info = venv.reset()
            bad = [int(info["legal_actions"][0][0]), 8653 if 8653 not in info["legal_actions"][1] else 0]
            with self.assertRaises(abyss.AbyssError):
                venv.step(bad)
            obs2, _, _, _, _ = venv.step([int(info["legal_actions"][0][0]), int(info["legal_actions"][1][0])])
            self.assertEqual(obs2.shape, (2, 3591))


class EngineProcess(unittest.TestCase):
    def test_one_process_serves_every_environment(self):
        a = abyss.Env(players=2, seed=1)
        b = abyss.VectorEnv(2, players=2, seed=1)
        self.assertIs(a.engine, b.engine)
        self.assertEqual(set(a.engine.engine), {"version", "commit", "engine", "bots"})
        self.assertRegex(a.engine.engine["engine"], "^[0-9a-f]{64}$")
        a.close()
        b.close()

    def test_an_engine_of_its_own_closes(self):
        engine = abyss.Engine()
        env = abyss.Env(players=2, seed=1, engine=engine)
        env.reset()
        engine.close()
        with self.assertRaises(abyss.AbyssError):
            env.reset()


    def test_binary_batches_decode_to_the_json_ones(self):
        """"binary": true packs the lists; the same steps give the same arrays either way."""
        from abyss.env import decode
        engine = abyss.default_engine()
        config = {"players": 3, "expansions": {"kraken": True, "leviathan": True}, "seed": 5, "autoReset": True}
        games = [engine.request({"op": "open", "count": 3, "config": config}) for _ in range(2)]
        size, n = games[0]["spaces"]["observation"]["shape"][0], games[0]["spaces"]["action"]["n"]
        plain = engine.request({"op": "reset", "envs": games[0]["envs"]})["batch"]
        packed = engine.request({"op": "reset", "envs": games[1]["envs"], "binary": True})["batch"]
        self.assertIsInstance(packed["obs"]["idx"], str)
        rng = np.random.default_rng(3)
        for _ in range(40):
            a, b = decode(plain, size, n), decode(packed, size, n)
            np.testing.assert_array_equal(a[0], b[0])
            np.testing.assert_array_equal(a[1], b[1])
            actions = [int(legal[rng.integers(len(legal))]) for legal in a[2]]
            plain = engine.request({"op": "step", "envs": games[0]["envs"], "actions": actions})["batch"]
            packed = engine.request({"op": "step", "envs": games[1]["envs"], "actions": actions, "binary": True})["batch"]
        with self.assertRaises(abyss.AbyssError):
            engine.request({"op": "step", "envs": games[1]["envs"], "actions": [0, 0, 0], "binary": "yes"})
        engine.request({"op": "close", "envs": games[0]["envs"] + games[1]["envs"]})


if __name__ == "__main__":
    unittest.main()
