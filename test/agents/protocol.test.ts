import { describe, expect, it } from 'vitest';
import { parseBotSpec } from '../../src/bots/index.ts';
import { checkReady, helloMessage, parseAnswer } from '../../src/agents/protocol.ts';
import { parseExternalSpec, splitCommand } from '../../src/agents/spec.ts';
import { newGame, viewFor, type Action } from '../../src/engine/index.ts';

describe('external agent specs', () => {
  it('parse parameters, then the command with its colons and quotes', () => {
    const spec = parseBotSpec('ext:timeoutMs=500:fallback=random:name=py:python3 "my dir/agent.py" --url http://x:1');
    expect(spec.kind).toBe('ext');
    expect(spec.label).toBe('ext:timeoutMs=500:fallback=random:name=py:python3 "my dir/agent.py" --url http://x:1');
    expect(spec.external).toEqual({ argv: ['python3', 'my dir/agent.py', '--url', 'http://x:1'], timeoutMs: 500, startMs: 30_000, fallback: 'random', name: 'py' });
    expect(parseExternalSpec('ext:./agent')).toEqual({ argv: ['./agent'], timeoutMs: 10_000, startMs: 30_000, fallback: 'fail', name: './agent' });
  });

  it('refuse a missing command, bad parameters and unclosed quotes with a sentence', () => {
    expect(() => parseBotSpec('ext')).toThrow(/No command in the agent spec/);
    expect(() => parseBotSpec('ext:  ')).toThrow(/No command/);
    expect(() => parseBotSpec('ext:timeoutMs=0:python3 a.py')).toThrow(/timeoutMs is a whole number of milliseconds/);
    expect(() => parseBotSpec('ext:fallback=greedy:python3 a.py')).toThrow(/fallback=fail or fallback=random/);
    expect(() => parseBotSpec('ext:python3 "a.py')).toThrow(/Unclosed "/);
    expect(splitCommand(`a 'b c' "d'e" f""`)).toEqual(['a', 'b c', "d'e", 'f']);
  });
});

describe('agent protocol messages', () => {
  const s = newGame({ seed: 5, players: 3, martialLaw: true });
  const view = viewFor(s, s.pending!.seat);

  it('greets with the seat, the player count and the options, never the seed', () => {
    const hello = helloMessage(view, 500);
    expect(hello).toEqual({ type: 'hello', protocol: 1, seat: s.pending!.seat, players: 3, options: { players: 3, martialLaw: true }, timeoutMs: 500 });
    expect(JSON.stringify(hello)).not.toMatch(/seed/);
  });

  it('takes an index or a legal action in any key order, and returns the listed action', () => {
    const legal: Action[] = [{ type: 'explore' }, { type: 'recruit', lord: 3, allies: [1, 14] }];
    expect(parseAnswer('{"index": 1}', legal)).toEqual({ action: legal[1] });
    const r = parseAnswer('{"action": {"allies": [1, 14], "lord": 3, "type": "recruit"}}', legal);
    expect('action' in r && r.action).toBe(legal[1]);
  });

  it('names each bad answer', () => {
    const legal: Action[] = [{ type: 'explore' }];
    expect(parseAnswer('pass', legal)).toEqual({ problem: 'answered with a line that is not JSON: pass' });
    expect(parseAnswer('{"index": 1}', legal)).toEqual({ problem: 'answered index 1, not an integer from 0 to 0' });
    expect(parseAnswer('{"index": 0.5}', legal)).toEqual({ problem: 'answered index 0.5, not an integer from 0 to 0' });
    expect(parseAnswer('{"action": {"type": "explore", "x": 1}}', legal)).toEqual({ problem: 'answered an action that is not among the legal ones: {"type":"explore","x":1}' });
    expect(parseAnswer('[0]', legal)).toEqual({ problem: 'answered with [0] instead of {"action": …} or {"index": i}' });
    expect(parseAnswer('{"move": 0}', legal)).toEqual({ problem: 'answered {"move": 0} instead of {"action": …} or {"index": i}' });
    expect(checkReady('{"ready": true}')).toBeNull();
    expect(checkReady('{"ready": 1}')).toBe('answered the handshake without {"ready": true}: {"ready": 1}');
  });
});
