"""Reading the self-play data `abyss selfplay --out DIR` writes (docs/research.md, "Self-play data").

    data = abyss.selfplay.load("DIR")
    data["observations"]   # (positions, size) float32, memory-mapped from DIR/observations.f32
    data["win"]            # (positions,) the deciding seat's share of the win: 1, 1/k for k tied winners, or 0
    data["score"]          # (positions,) the deciding seat's final score
    data["seat"], data["ply"], data["game"], data["rank"], data["players"]   # (positions,) int32 each
    data["header"]         # the first line of games.jsonl: engine, configuration, observation layout

Standard library and numpy only.
"""
import json
from pathlib import Path

import numpy as np

FORMAT = "abyss-selfplay"
VERSION = 1


def load(folder):
    """The data set in `folder` as numpy arrays, one entry per position (see the module's doc)."""
    folder = Path(folder)
    with open(folder / "games.jsonl", encoding="utf-8") as f:
        header = json.loads(f.readline())
        if header.get("format") != FORMAT or header.get("version") != VERSION:
            raise ValueError(f"{folder / 'games.jsonl'} is not version {VERSION} {FORMAT} data")
        games = [json.loads(line) for line in f if line.strip()]
    size = header["observation"]["size"]
    rows = sum(g["positions"] for g in games)
    path = folder / header["files"]["observations"]
    if path.stat().st_size != rows * size * 4:
        raise ValueError(f"{path} holds {path.stat().st_size} bytes, not {rows} rows of {size} float32")
    observations = np.memmap(path, dtype="<f4", mode="r", shape=(rows, size)) if rows else np.zeros((0, size), "<f4")
    seat = np.concatenate([np.asarray(g["seat"], np.int32) for g in games]) if rows else np.zeros(0, np.int32)

    def per_row(key, dtype):
        return np.concatenate([np.asarray(g[key], dtype)[np.asarray(g["seat"], np.int64)] for g in games]) if rows else np.zeros(0, dtype)

    return {
        "header": header,
        "observations": observations,
        "seat": seat,
        "ply": np.concatenate([np.asarray(g["ply"], np.int32) for g in games]) if rows else np.zeros(0, np.int32),
        "game": np.concatenate([np.full(g["positions"], g["game"], np.int32) for g in games]) if rows else np.zeros(0, np.int32),
        "players": np.concatenate([np.full(g["positions"], len(g["seats"]), np.int32) for g in games]) if rows else np.zeros(0, np.int32),
        "win": per_row("win", np.float32),
        "score": per_row("scores", np.float32),
        "rank": per_row("ranks", np.int32),
    }
