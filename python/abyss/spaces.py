"""The spaces as data, with Gymnasium's names and fields (no dependency on Gymnasium)."""
import numpy as np

__all__ = ["Box", "Discrete"]


class Box:
    """A vector of `shape` entries of `dtype`, each from `low` to `high` (inf: unbounded)."""

    def __init__(self, low, high, shape, dtype):
        self.shape = tuple(shape)
        self.dtype = np.dtype(dtype)
        self.low = np.full(self.shape, low, dtype=self.dtype)
        self.high = np.full(self.shape, np.inf if high is None else high, dtype=self.dtype)

    def contains(self, x):
        x = np.asarray(x)
        return x.shape == self.shape and bool(np.all(x >= self.low)) and bool(np.all(x <= self.high))

    def to_dict(self):
        finite = np.isfinite(self.high)
        return {"shape": list(self.shape), "dtype": str(self.dtype), "low": float(self.low.min()), "high": float(self.high.max()) if finite.all() else None}

    def __repr__(self):
        return f"Box({float(self.low.min())}, {float(self.high.max())}, {self.shape}, {self.dtype})"


class Discrete:
    """The integers 0 to n - 1; `sample(mask)` draws among the entries of the mask set to 1."""

    def __init__(self, n, seed=None):
        self.n = int(n)
        self.shape = ()
        self.dtype = np.dtype(np.int64)
        self._rng = np.random.default_rng(seed)

    def seed(self, seed=None):
        self._rng = np.random.default_rng(seed)

    def sample(self, mask=None):
        if mask is None:
            return int(self._rng.integers(self.n))
        legal = np.flatnonzero(np.asarray(mask))
        if legal.size == 0:
            raise ValueError("the mask allows no action")
        return int(legal[self._rng.integers(legal.size)])

    def contains(self, x):
        return isinstance(x, (int, np.integer)) and 0 <= int(x) < self.n

    def to_dict(self):
        return {"n": self.n, "dtype": str(self.dtype)}

    def __repr__(self):
        return f"Discrete({self.n})"
