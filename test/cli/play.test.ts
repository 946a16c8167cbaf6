import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { verifyReplay } from '../../src/cli/replay.ts';
import { viewFor } from '../../src/engine/index.ts';
import { describeAction, renderBoard } from '../../src/cli/labels.ts';
import { runPlay } from '../../src/cli/play.ts';
import { cliLang } from '../../src/cli/words.ts';
import { makeRng } from '../../src/bots/rng.ts';
import { statesOfEveryKind } from '../bots/helpers.ts';

describe('abyss play', () => {
  it('plays a whole game with a scripted human against bots, and saves a replay', async () => {
    const save = join(mkdtempSync(join(tmpdir(), 'abyss-play-')), 'game.json');
    const printed: string[] = [];
    const rng = makeRng(4);
    let asked = 0;
    const result = await runPlay(
      { players: 3, bots: ['greedy', 'easy'], seat: 1, seed: 12, martialLaw: false, threads: 1, budget: {}, name: 'Tester', save },
      {
        print: (t) => printed.push(t),
        choose: async (message, choices) => {
          asked++;
          expect(message.length).toBeGreaterThan(0);
          expect(choices.length).toBeGreaterThan(0);
          return choices[rng.int(choices.length)].value;
        },
      },
    );
    const text = printed.join('\n');
    expect(asked).toBeGreaterThan(10);
    expect(result.scores).toHaveLength(3);
    expect(text).toMatch(/Final scores/);
    expect(text).toMatch(/Your hand:/);
    expect(text).toMatch(/Court:/);
    const outcome = verifyReplay(JSON.parse(readFileSync(save, 'utf8')));
    expect(outcome.ok && outcome.over).toBe(true);
  });

  it('keeps a secret seed from the human until the end, and its replay verifies', async () => {
    const save = join(mkdtempSync(join(tmpdir(), 'abyss-play-')), 'secret.json');
    const seed = '0d'.repeat(32);
    const printed: string[] = [];
    const rng = makeRng(5);
    await runPlay(
      { players: 2, bots: ['easy'], seat: 0, seed, martialLaw: false, threads: 1, budget: {}, name: 'Tester', save },
      { print: (t) => printed.push(t), choose: async (_m, choices) => choices[rng.int(choices.length)].value },
    );
    const told = printed.indexOf(`The seed was ${seed}.`);
    expect(printed[0]).toMatch(/Secret deal \(the seed is shown at the end\)\.$/);
    expect(printed[told - 1]).toMatch(/^\nFinal scores:/);
    expect(printed.slice(0, told).some((t) => t.includes(seed))).toBe(false);
    const outcome = verifyReplay(JSON.parse(readFileSync(save, 'utf8')));
    expect(outcome.ok && outcome.over).toBe(true);
  });

  it('refuses a bad table', async () => {
    const io = { print: () => {}, choose: async () => 0 };
    await expect(runPlay({ players: 2, bots: [], seat: 0, seed: 1, martialLaw: false, threads: 1, budget: {}, name: 'x' }, io)).rejects.toThrow(/bot/);
    await expect(runPlay({ players: 2, bots: ['easy'], seat: 0, seed: 'ABC', martialLaw: false, threads: 1, budget: {}, name: 'x' }, io)).rejects.toThrow(/32 to 64 lowercase hexadecimal/);
  });

  it('names every legal action of every decision kind in words', () => {
    for (const [kind, list] of statesOfEveryKind(3, 24)) {
      for (const s of list) {
        const view = viewFor(s, s.pending!.seat);
        expect(renderBoard(view)).toMatch(/Threat/);
        for (const a of view.legal) {
          const label = describeAction(view, a);
          expect(label, `${kind}: ${JSON.stringify(a)}`).not.toMatch(/^\{/);
          expect(label).not.toMatch(/undefined|NaN/);
        }
      }
    }
  });

  it('plays in French with --lang fr: board, choices, the log and the scores', async () => {
    const printed: string[] = [];
    const asked: string[] = [];
    const offered: string[] = [];
    const rng = makeRng(6);
    const result = await runPlay(
      { players: 2, bots: ['easy'], seat: 0, seed: 21, martialLaw: false, threads: 1, budget: {}, name: 'Testeur', lang: 'fr' },
      {
        print: (t) => printed.push(t),
        choose: async (message, choices) => {
          asked.push(message);
          offered.push(...choices.map((c) => c.name));
          return choices[rng.int(choices.length)].value;
        },
      },
    );
    const text = printed.join('\n');
    expect(printed[0]).toBe('Abyss : place 1 Testeur, place 2 easy (bot). Donne connue : graine 21.');
    expect(text).toContain('  · Tour de Testeur.');
    expect(text).toMatch(/Cour :/);
    expect(text).toMatch(/Votre main :/);
    expect(text).toContain('\nScores finaux :\n');
    expect(asked).toContain('À vous : complotez, puis faites une action');
    expect(offered).toContain('Explorer les profondeurs');
    // No English sentence of the log or of the table is left.
    expect(text).not.toMatch(/'s turn|Final scores|Your hand|Court:|explores the depths| takes | Pearls?\b/);
    expect(result.scores).toHaveLength(2);
  });

  it('names every legal action in French too', () => {
    for (const [kind, list] of statesOfEveryKind(3, 6)) {
      for (const s of list) {
        const view = viewFor(s, s.pending!.seat);
        expect(renderBoard(view, 'fr')).toMatch(/^Menace \d\/6/);
        for (const a of view.legal) {
          const label = describeAction(view, a, 'fr');
          expect(label, `${kind}: ${JSON.stringify(a)}`).not.toMatch(/^\{|undefined|NaN/);
          expect(label, label).not.toBe(describeAction(view, a, 'en'));
        }
      }
    }
  });
});

describe('the language of abyss play and replay', () => {
  it('is --lang when given, else LC_ALL, LC_MESSAGES, LANG in that order, else English', () => {
    expect(cliLang('fr', { LANG: 'en_US.UTF-8' })).toBe('fr');
    expect(cliLang(undefined, { LC_ALL: 'fr_FR.UTF-8', LANG: 'en_GB.UTF-8' })).toBe('fr');
    expect(cliLang(undefined, { LC_MESSAGES: 'fr_CA', LANG: 'en_GB.UTF-8' })).toBe('fr');
    expect(cliLang(undefined, { LC_ALL: '', LANG: 'fr_BE.UTF-8' })).toBe('fr');
    expect(cliLang(undefined, { LANG: 'C.UTF-8' })).toBe('en');
    expect(cliLang(undefined, { LANG: 'de_DE.UTF-8' })).toBe('en');
    expect(cliLang(undefined, {})).toBe('en');
  });

  it('refuses a language we do not speak', () => {
    expect(() => cliLang('de', {})).toThrow('--lang must be one of en, fr (got "de").');
  });
});
