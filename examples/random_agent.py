#!/usr/bin/env python3
"""A reference agent for Abyss over the line protocol, version 2 (docs/agent-protocol.md).

Standard library only. It reads one JSON message per line on stdin and answers on stdout:
  hello  -> {"ready": true, "protocol": 2}        (it asks for no log: the default)
  decide -> {"id": <the decide's id>, "index": i}  (i indexes msg["legal"])
  end    -> nothing; the agent exits when stdin closes.
Its policy is greedy-ish: recruit a Lord when it can (the cheapest payment by the Ally values
of the handshake's card table, never adding an Ally to it: "pay" in an open payment), else
take an Ally or fight when offered, else a random legal action. Debug output goes to stderr:
stdout carries the protocol only.

Usage: abyss sim --bots "ext:python3 examples/random_agent.py,greedy"
       python3 examples/random_agent.py [--seed N]
"""
import json
import random
import sys

PROTOCOL = 2


def payment_cost(action, values):
    return sum(values[card] for card in action.get("allies", []))


def choose(legal, values, rng):
    for i, a in enumerate(legal):
        if a["type"] == "pay":
            return i
    recruits = [i for i, a in enumerate(legal) if a["type"] == "recruit"]
    if recruits:
        return min(recruits, key=lambda i: (payment_cost(legal[i], values), len(legal[i]["allies"]), i))
    for wanted in ("take", "fight", "buy"):
        for i, a in enumerate(legal):
            if a["type"] == wanted and rng.random() < 0.5:
                return i
    return rng.randrange(len(legal))


def main():
    seed = 0
    if len(sys.argv) == 3 and sys.argv[1] == "--seed":
        seed = int(sys.argv[2])
    rng = random.Random(seed)
    seat = None
    values = {}
    for line in sys.stdin:
        line = line.strip()
        if not line:
            continue
        msg = json.loads(line)
        kind = msg.get("type")
        if kind == "hello":
            if msg.get("protocol") != PROTOCOL:
                print(f"unsupported protocol {msg.get('protocol')}", file=sys.stderr)
                return 1
            seat = msg["seat"]
            # Card values come from the engine's card table, never copied here.
            values = {card["id"]: card["value"] for card in msg["cards"]["exploration"]}
            answer = {"ready": True, "protocol": PROTOCOL}
        elif kind == "decide":
            answer = {"id": msg["id"], "index": choose(msg["legal"], values, rng)}
        elif kind == "end":
            mine = msg["scores"][seat] if seat is not None else None
            print(f"game over: seat {seat} scored {mine}", file=sys.stderr)
            continue
        else:
            print(f"unknown message type {kind!r}", file=sys.stderr)
            continue
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
