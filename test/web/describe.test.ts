// Card sentences in tooltips and the rules: a Lord without a power says so once ("No power.",
// never "No power: No power."); a Lord with one says when it acts, then what it does.
import { beforeAll, describe, expect, it } from 'vitest';
import { LORD } from '../../src/engine/cards.ts';
import { lordTip, powerLine } from '../../src/web/cards/describe.ts';
import { loadLang } from '../../src/web/i18n/index.ts';

beforeAll(() => Promise.all([loadLang('en'), loadLang('fr')]));

const KEEPER = 27;

describe('card sentences', () => {
  it('say "No power." once for a Lord without one, in English and in French', () => {
    expect(powerLine(KEEPER, 'en')).toBe('No power.');
    expect(powerLine(KEEPER, 'fr')).toBe('Aucun pouvoir.');
    expect(lordTip(KEEPER, 'en')).toBe('The Keeper (Farmer) — 6 IP, 1 key. Cost: 6 in Allies of 3 different races, Seahorse among them. No power.');
    expect(lordTip(KEEPER, 'fr').endsWith('. Aucun pouvoir.')).toBe(true);
  });

  it('say when a power acts, then what it does', () => {
    expect(powerLine(LORD.trader, 'en')).toBe('Once, when recruited: Gain 3 Pearls.');
    expect(powerLine(LORD.trader, 'fr')).toBe('Une fois, au recrutement : Gagnez 3 Perles.');
  });
});
