"""Test double for the agent protocol: misbehaves on purpose, as told by argv[1].

record FILE  plays index 0 and appends every line it receives to FILE
garbage      answers decisions with a line that is not JSON
illegal      answers an action that is never legal
late         sleeps 5 s before its first answer to a decision
die          writes to stderr and exits with code 3 at its first decision
noready      answers the handshake with {"ready": false}
"""
import json
import sys
import time

mode = sys.argv[1]
record = open(sys.argv[2], "a") if mode == "record" else None
for line in sys.stdin:
    if record:
        record.write(line)
        record.flush()
    msg = json.loads(line)
    if msg["type"] == "hello":
        print(json.dumps({"ready": mode != "noready"}), flush=True)
    elif msg["type"] == "decide":
        if mode == "garbage":
            print("I pass", flush=True)
        elif mode == "illegal":
            print(json.dumps({"action": {"type": "recruit", "lord": 99, "allies": []}}), flush=True)
        elif mode == "late":
            time.sleep(5)
        elif mode == "die":
            print("agent crashed: out of ideas", file=sys.stderr, flush=True)
            sys.exit(3)
        else:
            print(json.dumps({"index": 0}), flush=True)
