// Player names: what one seat types is what every other seat reads, so nothing invisible,
// nothing that reorders the display, and nothing that is not text.

import { describe, expect, it } from 'vitest';
import { cleanName } from '../../src/server/names.ts';
import type { ErrorBody, SeatsResponse, ViewResponse } from '../../src/protocol/game.ts';
import { MAX_NAME_LENGTH } from '../../src/protocol/game.ts';
import { createGame, http, startServer } from './helpers.ts';
import { backends } from './backends.ts';

const clean = (raw: string | undefined) => cleanName(raw, 'Player 1');

describe('cleanName', () => {
  it('removes bidi controls and zero-width or invisible characters', () => {
    expect(clean('\u202eAnn')).toEqual({ ok: true, name: 'Ann' });
    expect(clean('A\u200bn\u200cn\u200d')).toEqual({ ok: true, name: 'Ann' });
    for (const c of ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c',
      '\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u00ad', '\u180e', '\u3164', '\ufe0f', '\u{e0041}']) {
      expect(clean(`B${c}ob`), `U+${c.codePointAt(0)!.toString(16)}`).toEqual({ ok: true, name: 'Bob' });
    }
  });

  it('normalises to NFC, so one name has one spelling', () => {
    expect(clean('Zoe\u0301')).toEqual({ ok: true, name: 'Zoé' });
    expect(clean('Zoé').ok && clean('Zoé')).toEqual(clean('Zoe\u0301'));
  });

  it('trims and collapses whitespace of every kind', () => {
    expect(clean('  Ann \t\u00a0 Lee\u2028 ')).toEqual({ ok: true, name: 'Ann Lee' });
    expect(clean('\u3000Mei\u2003Lin')).toEqual({ ok: true, name: 'Mei Lin' });
  });

  it('falls back to the default name when nothing visible is left', () => {
    for (const raw of [undefined, '', '   ', '\u200b\u200d', '\u202e \u2066']) expect(clean(raw)).toEqual({ ok: true, name: 'Player 1' });
  });

  it('refuses lone surrogates with a sentence, and keeps real astral characters', () => {
    for (const raw of ['\ud800', 'Ann\udc00', '\udfff\ud83d', 'x\ud83d']) {
      const r = clean(raw);
      expect(r.ok, JSON.stringify(raw)).toBe(false);
      if (!r.ok) expect(r.message).toMatch(/broken character/);
    }
    expect(clean('Ann 🐙')).toEqual({ ok: true, name: 'Ann 🐙' });
  });

  it('keeps at most the maximum length without cutting a character in two', () => {
    const r = clean('🐙'.repeat(30));
    expect(r.ok && r.name).toBe('🐙'.repeat(MAX_NAME_LENGTH / 2));
    const odd = clean(`a${'🐙'.repeat(30)}`);
    expect(odd.ok && odd.name).toBe(`a${'🐙'.repeat(MAX_NAME_LENGTH / 2 - 1)}`);
  });
});

describe.each(backends('names'))('names at game creation ($name)', ({ server: opts, skip }) => {
  it.skipIf(skip)('refuses a lone surrogate with 400, never 503, and stores nothing', async () => {
    const server = await startServer(opts);
    try {
      for (const name of ['\ud800', 'Ann\udc00']) {
        const r = await http<ErrorBody>(server.url, 'POST', '/api/games', { players: [{ kind: 'human', name }, { kind: 'human' }] });
        expect(r.status).toBe(400);
        expect(r.body.error.code).toBe('BAD_NAME');
        expect(r.body.error.message).toMatch(/^Seat 1: .*broken character/);
      }
      // The same server still creates games (the store was never asked).
      const ok = await createGame(server.url, { players: [{ kind: 'human', name: 'Ann 🐙' }, { kind: 'human' }] });
      expect(ok.seats[0].name).toBe('Ann 🐙');
    } finally {
      await server.stop();
    }
  });

  it.skipIf(skip)('stores and shows cleaned names to every seat', async () => {
    const server = await startServer(opts);
    try {
      const g = await createGame(server.url, {
        players: [{ kind: 'human', name: '\u202eAnn\u202c' }, { kind: 'human', name: 'A\u200bnn' }, { kind: 'bot', name: '\u2066\u200d' }],
      });
      expect(g.seats.map((s) => s.name)).toEqual(['Ann', 'Ann', 'Bot 3']);
      const v = await http<ViewResponse>(server.url, 'GET', `/api/games/${g.gameId}/view`, undefined, g.seats[1].token);
      expect(v.body.seats.map((s) => s.name)).toEqual(['Ann', 'Ann', 'Bot 3']);
      expect(v.body.view.players.map((p) => p.name)).toEqual(['Ann', 'Ann', 'Bot 3']);
      const seats = await http<SeatsResponse>(server.url, 'GET', `/api/games/${g.gameId}/seats`);
      expect(seats.body.seats.map((s) => s.name)).toEqual(['Ann', 'Ann', 'Bot 3']);
    } finally {
      await server.stop();
    }
  });
});
