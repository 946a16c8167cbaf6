"""The one long-lived engine process: `abyss env-server`, spoken to in JSON lines.

Every Env, AECEnv and VectorEnv of a Python process shares one Engine (the default one,
started on first use), so games cost no process start. The command is `node bin/abyss.js
env-server` of the repository this package sits in; set ABYSS_ENV_SERVER to another command
line (e.g. "abyss env-server" for an installed abyss) or pass Engine(command=[...]).
"""
import atexit
import json
import os
import shlex
import shutil
import subprocess
import threading
from pathlib import Path

__all__ = ["Engine", "AbyssError", "default_engine", "shutdown"]

_REPO = Path(__file__).resolve().parents[2]


class AbyssError(RuntimeError):
    """The engine refused a request (the message is its one-line reason), or the engine process failed."""


def _default_command():
    given = os.environ.get("ABYSS_ENV_SERVER")
    if given:
        return shlex.split(given)
    node = os.environ.get("ABYSS_NODE") or shutil.which("node")
    if not node:
        raise AbyssError("node is not on PATH: the engine runs on Node.js (set ABYSS_NODE or ABYSS_ENV_SERVER).")
    return [node, str(_REPO / "bin" / "abyss.js"), "env-server"]


class Engine:
    """A client of one `abyss env-server` process: request(dict) -> dict, in order."""

    def __init__(self, command=None):
        self.command = list(command) if command else _default_command()
        self._lock = threading.Lock()
        self._next = 0
        try:
            self._proc = subprocess.Popen(
                self.command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, bufsize=1 << 16,
            )
        except OSError as e:
            raise AbyssError(f"cannot start the engine ({' '.join(self.command)}): {e}") from None
        hello = self.request({"op": "hello"})
        self.engine = hello["engine"]
        self.spaces = hello["spaces"]
        self.protocol = hello["protocol"]

    def request(self, message):
        """Sends one request and returns its answer; raises AbyssError with the engine's sentence when refused."""
        with self._lock:
            if self._proc is None or self._proc.poll() is not None:
                raise AbyssError("the engine process is not running" + self._stderr_tail())
            self._next += 1
            message = dict(message, id=self._next)
            try:
                self._proc.stdin.write(json.dumps(message, separators=(",", ":")).encode() + b"\n")
                self._proc.stdin.flush()
                line = self._proc.stdout.readline()
            except (BrokenPipeError, OSError) as e:
                raise AbyssError(f"the engine process stopped ({e})" + self._stderr_tail()) from None
            if not line:
                raise AbyssError("the engine process ended" + self._stderr_tail())
        answer = json.loads(line)
        if answer.get("id") != self._next:
            raise AbyssError(f"the engine answered request {answer.get('id')} instead of {self._next}")
        if not answer.get("ok"):
            raise AbyssError(answer.get("error", "the engine refused the request"))
        return answer

    def _stderr_tail(self):
        if self._proc is None or self._proc.poll() is None:
            return ""
        tail = self._proc.stderr.read().decode(errors="replace").strip().splitlines()
        return f": {tail[-1]}" if tail else ""

    def close(self):
        """Ends the engine process (its stdin closes; it exits)."""
        proc, self._proc = self._proc, None
        if proc is None:
            return
        try:
            proc.stdin.close()
            proc.wait(timeout=10)
        except (OSError, subprocess.TimeoutExpired):
            proc.kill()
            proc.wait()
        for stream in (proc.stdout, proc.stderr):
            stream.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


_default = None


def default_engine():
    """The Engine shared by every environment that was given none (started on first use)."""
    global _default
    if _default is None or _default._proc is None:
        _default = Engine()
    return _default


def shutdown():
    """Ends the shared engine process (a later environment starts a new one)."""
    global _default
    if _default is not None:
        _default.close()
        _default = None


atexit.register(shutdown)
