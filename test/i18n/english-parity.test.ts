// The English catalogue says exactly what the engine used to write: the same seeded random
// games (base game and De Profundis, 2 to 4 players, chosen and default names, Martial Law)
// are replayed and every event, private ones included, is rendered in English and compared
// with the sentence the engine wrote before its log became data (fixture generated from
// commit 9c213c2 by fixtures/generate-english-log.ts).
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { applyAction, newGame } from '../engine/mutable.ts';
import { logText } from '../../src/i18n/events.ts';
import { MAX_ACTIONS, prng, randomAction } from '../engine/random-play.ts';
import { PARITY_GAMES } from './fixtures/parity-games.ts';

type OldLine = [text: string, seat: number | null, to: number | null, reveals: boolean];
const OLD: OldLine[][] = JSON.parse(gunzipSync(readFileSync(new URL('./fixtures/english-log.json.gz', import.meta.url))).toString('utf8'));

describe('English parity with the engine of 9c213c2', () => {
  it('has one recorded log per game', () => {
    expect(OLD.length).toBe(PARITY_GAMES.length);
  });
  PARITY_GAMES.forEach((options, g) => {
    it(`game ${g}: seed ${String(options.seed)}, ${options.players} players${options.expansions ? ', De Profundis' : ''}`, () => {
      let s = newGame(options);
      const rand = prng(Number(options.seed));
      for (let i = 0; i < MAX_ACTIONS && s.pending; i++) {
        const r = applyAction(s, randomAction(s, rand));
        if (!r.ok) throw new Error(r.error.message);
        s = r.state;
      }
      const texts = logText(s.log, 'en', options);
      const now: OldLine[] = s.log.map((e, i) => [texts[i], e.seat ?? null, e.to ?? null, e.reveals ?? false]);
      expect(now).toEqual(OLD[g]);
    });
  });
});
