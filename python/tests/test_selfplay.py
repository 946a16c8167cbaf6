"""abyss.selfplay.load reads what `abyss selfplay` writes (stdlib unittest + numpy)."""
import os
import shutil
import subprocess
import tempfile
import unittest
from pathlib import Path

import numpy as np

import abyss
from abyss.engine import _REPO


class SelfplayData(unittest.TestCase):
    def test_load_gives_one_entry_per_position_with_the_deciding_seats_result(self):
        command = [os.environ.get("ABYSS_NODE") or shutil.which("node"), str(_REPO / "bin" / "abyss.js")]
        with tempfile.TemporaryDirectory() as tmp:
            out = Path(tmp) / "data"
            subprocess.run([*command, "selfplay", "--bots", "greedy,random", "--games", "2", "--seed", "4", "--every", "2", "--out", str(out), "--no-progress"],
                           check=True, capture_output=True, timeout=300)
            data = abyss.selfplay.load(out)
            n = len(data["seat"])
            self.assertGreater(n, 20)
            self.assertEqual(data["observations"].shape, (n, data["header"]["observation"]["size"]))
            self.assertEqual(data["observations"].dtype, np.dtype("<f4"))
            for key in ("ply", "game", "players", "win", "score", "rank"):
                self.assertEqual(data[key].shape, (n,), key)
            self.assertTrue(np.all(data["ply"] % 2 == 0))
            self.assertEqual(sorted(set(data["game"].tolist())), [0, 1])
            self.assertTrue(np.all(data["players"] == 2))
            # In a two-player game one seat wins (or both share it): each position's win share is its seat's.
            for g in (0, 1):
                rows = data["game"] == g
                by_seat = {int(s): float(w) for s, w in zip(data["seat"][rows], data["win"][rows])}
                self.assertAlmostEqual(sum(by_seat.values()), 1.0)
                self.assertTrue(np.all((data["rank"][rows] == 1) == (data["win"][rows] > 0)))


if __name__ == "__main__":
    unittest.main()
