import { describe, expect, it } from 'vitest';
import { parseBotSpec } from '../../src/bots/index.ts';
import { checkReady, checkReadyV1, decideMessage, helloMessage, helloMessageV1, parseAnswer, parseAnswerV1 } from '../../src/agents/protocol.ts';
import { cardTable } from '../../src/agents/card-table.ts';
import { parseExternalSpec, splitCommand } from '../../src/agents/spec.ts';
import { newGame, viewFor, type Action } from '../../src/engine/index.ts';

describe('external agent specs', () => {
  it('parse parameters, then the command with its colons and quotes', () => {
    const spec = parseBotSpec('ext:timeoutMs=500:fallback=random:name=py:python3 "my dir/agent.py" --url http://x:1');
    expect(spec.kind).toBe('ext');
    expect(spec.label).toBe('ext:timeoutMs=500:fallback=random:name=py:python3 "my dir/agent.py" --url http://x:1');
    expect(spec.external).toEqual({ argv: ['python3', 'my dir/agent.py', '--url', 'http://x:1'], timeoutMs: 500, startMs: 30_000, fallback: 'random', name: 'py', protocol: 2 });
    expect(parseExternalSpec('ext:./agent')).toEqual({ argv: ['./agent'], timeoutMs: 10_000, startMs: 30_000, fallback: 'fail', name: './agent', protocol: 2 });
    expect(parseExternalSpec('ext:protocol=1:name=my agent:./agent --depth=3').protocol).toBe(1);
    expect(parseExternalSpec('ext:protocol=1:name=my agent:./agent --depth=3').name).toBe('my agent');
    expect(parseExternalSpec('ext:python3 a.py --depth=3').argv).toEqual(['python3', 'a.py', '--depth=3']);
  });

  it('refuse a missing command, bad parameters and unclosed quotes with a sentence', () => {
    expect(() => parseBotSpec('ext')).toThrow(/No command in the agent spec/);
    expect(() => parseBotSpec('ext:  ')).toThrow(/No command/);
    expect(() => parseBotSpec('ext:timeoutMs=0:python3 a.py')).toThrow(/timeoutMs is a whole number of milliseconds/);
    expect(() => parseBotSpec('ext:fallback=greedy:python3 a.py')).toThrow(/fallback=fail or fallback=random/);
    expect(() => parseBotSpec('ext:python3 "a.py')).toThrow(/Unclosed "/);
    expect(() => parseBotSpec('ext:depth=3:python3 a.py')).toThrow('Unknown agent parameter "depth" in "ext:depth=3:python3 a.py": the parameters are timeoutMs, startMs, fallback, name, protocol (docs/agent-protocol.md); the command comes after them.');
    expect(() => parseBotSpec('ext:timeoutMs=500')).toThrow('No command after the parameters in the agent spec "ext:timeoutMs=500": write e.g. "ext:timeoutMs=500:python3 examples/random_agent.py".');
    expect(() => parseBotSpec('ext:protocol=3:python3 a.py')).toThrow('Bad agent parameter "protocol=3" in "ext:protocol=3:python3 a.py": use protocol=2 (the default) or protocol=1.');
    expect(() => parseBotSpec('ext:timeoutMs=0x10:python3 a.py')).toThrow(/timeoutMs is a whole number of milliseconds/);
    expect(splitCommand(`a 'b c' "d'e" f""`)).toEqual(['a', 'b c', "d'e", 'f']);
  });
});

describe('agent protocol messages', () => {
  const s = newGame({ seed: 5, players: 3, martialLaw: true });
  const view = viewFor(s, s.pending!.seat);

  it('greets with the seat, the player count, the options (never the seed) and the card table', () => {
    const hello = helloMessage(view, 500, cardTable(view.options));
    expect(hello).toEqual({
      type: 'hello', protocol: 2, seat: s.pending!.seat, players: 3, options: { players: 3, martialLaw: true }, timeoutMs: 500,
      cards: cardTable({}), logModes: ['none', 'delta', 'full'],
    });
    expect(JSON.stringify(hello)).not.toMatch(/seed/);
    // Ally values and races of the card table are the engine's.
    expect(hello.cards.exploration.slice(0, 14).map((c) => [c.race, c.value])).toEqual([
      [0, 1], [0, 1], [0, 1], [0, 1], [0, 2], [0, 2], [0, 2], [0, 3], [0, 3], [0, 3], [0, 4], [0, 4], [0, 5], [1, 1],
    ]);
    expect(hello.cards.exploration[65]).toEqual({ id: 65, kind: 'monster', race: null, value: 0 });
    expect(hello.cards.lords.map((l) => l.id)).toEqual(Array.from({ length: 35 }, (_, i) => i + 1));
    expect(helloMessageV1(view, 500)).toEqual({ type: 'hello', protocol: 1, seat: s.pending!.seat, players: 3, options: { players: 3, martialLaw: true }, timeoutMs: 500 });
  });

  it('a decide numbers the request, lists the legal actions once, and carries no log unless given one', () => {
    const d = decideMessage(7, view);
    expect(d.id).toBe(7);
    expect(d.legal).toEqual(view.legal);
    expect(Object.keys(d.view)).not.toContain('legal');
    expect(Object.keys(d.view)).not.toContain('log');
    expect(d.log).toBeUndefined();
    expect(decideMessage(8, view, view.log).log).toEqual(view.log);
  });

  it('takes the request id with an index or a legal action in any key order, and returns the listed action', () => {
    const legal: Action[] = [{ type: 'explore' }, { type: 'recruit', lord: 3, allies: [1, 14] }];
    expect(parseAnswer('{"id": 4, "index": 1}', 4, legal)).toEqual({ action: legal[1] });
    const r = parseAnswer('{"action": {"allies": [1, 14], "lord": 3, "type": "recruit"}, "id": 4}', 4, legal);
    expect('action' in r && r.action).toBe(legal[1]);
    expect(parseAnswerV1('{"index": 1}', legal)).toEqual({ action: legal[1] });
  });

  it('names each bad answer (version 2): stale, unnumbered, both fields, unknown fields', () => {
    const legal: Action[] = [{ type: 'explore' }];
    expect(parseAnswer('{"id": 3, "index": 0}', 4, legal)).toEqual({ problem: 'answered request 3 again (a stale or extra line) while request 4 was asked' });
    expect(parseAnswer('{"id": 9, "index": 0}', 4, legal)).toEqual({ problem: 'answered "id" 9 while request 4 was asked' });
    expect(parseAnswer('{"index": 0}', 4, legal)).toEqual({ problem: 'answered request 4 without its "id": {"index": 0}' });
    expect(parseAnswer('{"id": 4, "index": 0, "action": {"type": "explore"}}', 4, legal)).toEqual({ problem: 'answered request 4 with both "index" and "action": give one of them' });
    expect(parseAnswer('{"id": 4}', 4, legal)).toEqual({ problem: 'answered request 4 with neither "index" nor "action": {"id": 4}' });
    expect(parseAnswer('{"id": 4, "index": 0, "why": "x"}', 4, legal)).toEqual({ problem: 'answered request 4 with unknown field(s) "why": an answer has "id" and one of "index" or "action"' });
    expect(parseAnswer('pass', 4, legal)).toEqual({ problem: 'answered request 4 with a line that is not JSON: pass' });
    expect(parseAnswer('\u0001\u007fELF', 4, legal)).toEqual({ problem: 'answered request 4 with a line that is not JSON: \\u0001\\u007fELF' });
    expect(parseAnswer('{"id": 4, "index": 1}', 4, legal)).toEqual({ problem: 'answered index 1, not an integer from 0 to 0' });
  });

  it('checks the handshake: version 2 and a log mode, or a clear line', () => {
    expect(checkReady('{"ready": true, "protocol": 2}')).toEqual({ log: 'none' });
    expect(checkReady('{"ready": true, "protocol": 2, "log": "delta"}')).toEqual({ log: 'delta' });
    expect(checkReady('{"ready": true}')).toEqual({ problem: 'answered the handshake without "protocol": 2 ({"ready": true}): a version 1 agent runs with the spec parameter protocol=1 (ext:protocol=1:command), or answers {"ready": true, "protocol": 2}' });
    expect(checkReady('{"ready": true, "protocol": 2, "log": "all"}')).toEqual({ problem: 'asked for the log "all": "log" is one of "none", "delta", "full"' });
    expect(checkReady('{"ready": 1}')).toEqual({ problem: 'answered the handshake without {"ready": true}: {"ready": 1}' });
  });

  it('version 1 answers are read as before', () => {
    const legal: Action[] = [{ type: 'explore' }];
    expect(parseAnswerV1('pass', legal)).toEqual({ problem: 'answered with a line that is not JSON: pass' });
    expect(parseAnswerV1('{"index": 1}', legal)).toEqual({ problem: 'answered index 1, not an integer from 0 to 0' });
    expect(parseAnswerV1('{"index": 0.5}', legal)).toEqual({ problem: 'answered index 0.5, not an integer from 0 to 0' });
    expect(parseAnswerV1('{"action": {"type": "explore", "x": 1}}', legal)).toEqual({ problem: 'answered an action that is not among the legal ones: {"type":"explore","x":1}' });
    expect(parseAnswerV1('[0]', legal)).toEqual({ problem: 'answered with [0] instead of {"action": …} or {"index": i}' });
    expect(parseAnswerV1('{"move": 0}', legal)).toEqual({ problem: 'answered {"move": 0} instead of {"action": …} or {"index": i}' });
    expect(checkReadyV1('{"ready": true}')).toBeNull();
    expect(checkReadyV1('{"ready": 1}')).toBe('answered the handshake without {"ready": true}: {"ready": 1}');
  });
});
