"""Steps per second from Python: N games stepped together with uniformly random legal indexes.

    PYTHONPATH=python python3 -m abyss.bench [--envs 16] [--seconds 10] [--opponent random|none]

Prints the steps per second (wall); the steps per CPU second of both processes together
(Python's and the engine's, read from /proc on Linux: a loaded machine's waiting does not
count); the Python process's CPU share; and the machine's load average before and after (a
shared machine's figures are only comparable at a similar load).
"""
import argparse
import os
import time

import numpy as np

from .env import VectorEnv


def _cpu_seconds(pid):
    """CPU seconds (user + system) used so far by process `pid`, or None where /proc is not there."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
    except OSError:
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def main():
    parser = argparse.ArgumentParser(description="Steps per second of VectorEnv from Python.")
    parser.add_argument("--envs", type=int, default=16)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--opponent", default="none", help="a bot spec for the other seats, or none: the loop plays every seat")
    args = parser.parse_args()
    opponents = None if args.opponent == "none" else [args.opponent] * (args.players - 1)
    load0 = os.getloadavg()
    rng = np.random.default_rng(0)
    with VectorEnv(args.envs, players=args.players, opponents=opponents, seed=1) as env:
        _, info = env.reset()
        steps = 0
        pid = env.engine._proc.pid
        engine0 = _cpu_seconds(pid)
        cpu0, t0 = time.process_time(), time.perf_counter()
        while time.perf_counter() - t0 < args.seconds:
            actions = [int(legal[rng.integers(len(legal))]) for legal in info["legal_actions"]]
            _, _, _, _, info = env.step(actions)
            steps += args.envs
        wall = time.perf_counter() - t0
        cpu = time.process_time() - cpu0
        engine1 = _cpu_seconds(pid)
    load1 = os.getloadavg()
    both = f"{steps / (cpu + engine1 - engine0):.0f} steps per CPU second of Python and the engine together; " if engine0 is not None and engine1 is not None else ""
    print(f"{steps / wall:.0f} steps/s from Python ({args.envs} games, {args.players} players, opponent {args.opponent}, {steps} steps in {wall:.1f} s); {both}"
          f"Python used {100 * cpu / wall:.0f}% of a core; load average {load0[0]:.1f} before, {load1[0]:.1f} after, on {os.cpu_count()} CPUs")


if __name__ == "__main__":
    main()
