"""Test double for the agent protocol (version 2 unless told): misbehaves on purpose, as told by argv[1].

record FILE [LOG]  plays index 0 and appends every line it receives to FILE; LOG: the log mode it asks for
v1 FILE            speaks version 1 (for protocol=1 specs) and records like `record`
v1ready            answers the handshake as a version 1 agent ({"ready": true} only)
garbage            answers decisions with a line that is not JSON
illegal            answers an action that is never legal
late               sleeps 5 s before its first answer to a decision
die                writes to stderr and exits with code 3 at its first decision
noready            answers the handshake with {"ready": false}
extra              answers its first decision twice (the second line is extra)
stale              answers request 1 correctly, then answers request 1 again instead of 2
both               answers with both "index" and "action"
noid               answers without the request id
spam               writes 100,000 answers to its first decision
hang PIDFILE       writes its pid and its child's pid to PIDFILE, starts a child that sleeps, then
                   never answers (and ignores SIGTERM and stdin's end)
"""
import json
import os
import signal
import subprocess
import sys
import time

mode = sys.argv[1]
record = open(sys.argv[2], "a") if mode in ("record", "v1") else None
log_mode = sys.argv[3] if mode == "record" and len(sys.argv) > 3 else None
version = 1 if mode == "v1" else 2
decisions = 0


def say(obj):
    print(json.dumps(obj), flush=True)


for line in sys.stdin:
    if record:
        record.write(line)
        record.flush()
    msg = json.loads(line)
    if msg["type"] == "hello":
        if mode == "noready":
            say({"ready": False})
        elif mode in ("v1", "v1ready"):
            say({"ready": True})
        else:
            ready = {"ready": True, "protocol": 2}
            if log_mode:
                ready["log"] = log_mode
            say(ready)
        if mode == "hang":
            signal.signal(signal.SIGTERM, signal.SIG_IGN)
            child = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(600)"])
            with open(sys.argv[2], "w") as f:
                f.write(f"{os.getpid()} {child.pid}\n")
            while True:
                time.sleep(1)
    elif msg["type"] == "decide":
        decisions += 1
        answer = {"index": 0} if version == 1 else {"id": msg["id"], "index": 0}
        if mode == "garbage":
            print("I pass", flush=True)
        elif mode == "illegal":
            say({"id": msg["id"], "action": {"type": "recruit", "lord": 99, "allies": []}})
        elif mode == "late":
            time.sleep(5)
        elif mode == "die":
            print("agent crashed: out of ideas", file=sys.stderr, flush=True)
            sys.exit(3)
        elif mode == "extra":
            say(answer)
            if decisions == 1:
                say(answer)
        elif mode == "stale":
            say({"id": 1, "index": 0})
        elif mode == "both":
            say({"id": msg["id"], "index": 0, "action": msg["legal"][0]})
        elif mode == "noid":
            say({"index": 0})
        elif mode == "spam":
            if decisions == 1:
                sys.stdout.write((json.dumps(answer) + "\n") * 100000)
                sys.stdout.flush()
            else:
                say(answer)
        else:
            say(answer)
