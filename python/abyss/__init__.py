"""Abyss for learning code in Python: the engine's environment through one long-lived engine
process (`abyss env-server`). Standard library and numpy only.

    import abyss
    env = abyss.Env(players=2, opponents=("random",), seed=1)
    obs, info = env.reset()
    obs, reward, terminated, truncated, info = env.step(env.action_space.sample(info["action_mask"]))

See docs/research.md.
"""
from . import selfplay
from .aec import AECEnv
from .engine import AbyssError, Engine, default_engine, shutdown
from .env import Env, VectorEnv
from .spaces import Box, Discrete

__all__ = ["selfplay", "AECEnv", "AbyssError", "Box", "Discrete", "Engine", "Env", "VectorEnv", "default_engine", "shutdown"]
__version__ = "0.1.0"
