// The agent protocol's JSON Schema (docs/agent-protocol.schema.json) is generated from the
// TypeScript types (npm run schema), and real messages of every table validate against it.
import { readFileSync } from 'node:fs';
import { Ajv, type ValidateFunction } from 'ajv';
import { describe, expect, it } from 'vitest';
import { SCHEMA_FILE, agentProtocolSchema } from '../../scripts/agent-schema.ts';
import { cardTable } from '../../src/agents/card-table.ts';
import { decideMessage, endMessage, helloMessage } from '../../src/agents/protocol.ts';
import { greedyAction } from '../../src/bots/greedy.ts';
import { makeRng } from '../../src/bots/rng.ts';
import { fast, legalActions, newGame, viewFor, type GameOptions } from '../engine/mutable.ts';

const committed = JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')) as { $id: string };
const ajv = new Ajv({ strict: false, allErrors: false });
ajv.addSchema(committed);
const validator = (name: string): ValidateFunction => ajv.getSchema(`${committed.$id}#/definitions/${name}`)!;

function check(name: string, value: unknown): void {
  const v = validator(name);
  if (!v(value)) throw new Error(`${name} does not match the schema: ${ajv.errorsText(v.errors)} — ${JSON.stringify(value).slice(0, 300)}`);
}

describe('agent protocol schema', () => {
  it('is the one generated from the TypeScript types (rerun npm run schema after changing them)', () => {
    expect(agentProtocolSchema()).toEqual(committed);
  });

  it('every hello, decide (with and without its log) and end of games of every expansion validates; so do good answers', () => {
    const tables: Omit<GameOptions, 'seed'>[] = [
      { players: 2 }, { players: 3, martialLaw: true, expansions: { deProfundis: true } }, { players: 4, expansions: { kraken: true } },
      { players: 5, expansions: { leviathan: true } }, { players: 3, expansions: { kraken: true, leviathan: true, deProfundis: true } },
    ];
    const rng = makeRng(9);
    let decides = 0;
    tables.forEach((options, t) => {
      const s = newGame({ seed: 40 + t, ...options });
      check('HelloMessage', helloMessage(viewFor(s, 0), 1000, cardTable(s.options)));
      for (let n = 0; !s.over && n < 2000; n++) {
        const seat = s.pending!.seat;
        const view = viewFor(s, seat, { log: n % 7 === 0 });
        check('DecideMessage', JSON.parse(JSON.stringify(decideMessage(n + 1, view, n % 7 === 0 ? view.log : undefined))));
        decides++;
        const legal = legalActions(s);
        fast.apply(s, rng.next() < 0.3 ? legal[rng.int(legal.length)] : greedyAction(view), true);
      }
      const final = viewFor(s, 0);
      check('EndMessage', JSON.parse(JSON.stringify(endMessage(final, final.log))));
    });
    expect(decides).toBeGreaterThan(500);
    check('AnswerMessage', { id: 3, index: 0 });
    check('AnswerMessage', { id: 3, action: { type: 'explore' } });
    check('ReadyMessage', { ready: true, protocol: 2, log: 'delta' });
  });

  it('refuses answers the runner refuses: both fields, no id, unknown fields, a version 1 handshake', () => {
    const answer = validator('AnswerMessage');
    expect(answer({ id: 3, index: 0, action: { type: 'explore' } })).toBe(false);
    expect(answer({ index: 0 })).toBe(false);
    expect(answer({ id: 3, index: 0, why: 'x' })).toBe(false);
    expect(validator('ReadyMessage')({ ready: true })).toBe(false);
    expect(validator('ReadyMessage')({ ready: true, protocol: 2, log: 'all' })).toBe(false);
  });
});
