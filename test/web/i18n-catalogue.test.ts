// The web client's catalogues: every language carries exactly English's keys, no empty text,
// the same {{placeholders}} and <tags> as English; plurals and the language choice behave.
import { beforeAll, describe, expect, it } from 'vitest';
import { pickLang } from '../../src/i18n/lang.ts';
import { en } from '../../src/web/i18n/en.ts';
import { fr } from '../../src/web/i18n/fr.ts';
import { i18n, loadLang } from '../../src/web/i18n/index.ts';
import type { ErrorCode } from '../../src/protocol/game.ts';

// The catalogues are chunks the page fetches (src/web/i18n/index.ts): in before any text is read.
beforeAll(() => Promise.all([loadLang('en'), loadLang('fr')]));

type Tree = { readonly [k: string]: string | Tree };

/** Every leaf as "a.b.c" -> text. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of leaves(v, key)) out.set(kk, vv);
  }
  return out;
}

// A card's name may come in the form a language's grammar needs ({{cardOf}}: "du Geôlier"),
// the code passing every form: such a variant counts as the name itself.
const placeholders = (text: string): string[] => [...new Set([...text.matchAll(/\{\{\s*([^}]+?)\s*\}\}/g)].map((m) => m[1].replace(/(?<=[a-z])Of$/, '')))].sort();
// The markup Trans turns into elements (a literal "<game>" in a sentence is only text).
const tags = (text: string): string[] => [...text.matchAll(/<\/?(b|i|strong|code)>/g)].map((m) => m[0]).sort();

const EN = leaves(en);

/** Every error code the server or the engine can send: a code missing here (or one too many) is a type error. */
const EVERY_CODE: Record<ErrorCode, true> = {
  BAD_REQUEST: true, BAD_OPTIONS: true, NOT_FOUND: true, BAD_TOKEN: true, SPECTATOR: true, NOT_YOUR_TURN: true, STALE_VERSION: true,
  UNDO_NOT_ALLOWED: true, GAME_NOT_OVER: true, KNOWN_DEAL: true, GAME_OVER: true, BAD_NAME: true, BAD_CODE: true, BAD_HOST: true, SEAT_CLAIMED: true,
  NOT_A_SEAT: true, SEAT_WITH_BOT: true, NOT_ABSENT: true, TIME_UP: true, PAYLOAD_TOO_LARGE: true, RATE_LIMITED: true, UNAVAILABLE: true, INTERNAL: true,
  BAD_CREDENTIALS: true, SIGNED_OUT: true, CSRF: true, LOGIN_TAKEN: true, BAD_LOGIN: true, BAD_PASSWORD: true, PASSKEY_REJECTED: true,
  TOO_MANY_PASSKEYS: true, BAD_ENDPOINT: true, MALFORMED_ACTION: true, WRONG_DECISION: true, ILLEGAL_CHOICE: true, NOT_ENOUGH_PEARLS: true,
  INVALID_PAYMENT: true, CARD_NOT_IN_HAND: true, NOT_IN_COURT: true, ALREADY_USED: true,
};
const OTHERS = { fr: leaves(fr) };

describe('web catalogues', () => {
  for (const [lang, cat] of Object.entries(OTHERS)) {
    it(`${lang} has every English key and no other`, () => {
      expect([...EN.keys()].filter((k) => !cat.has(k))).toEqual([]);
      expect([...cat.keys()].filter((k) => !EN.has(k))).toEqual([]);
    });

    it(`${lang} has no empty text`, () => {
      expect([...cat].filter(([, v]) => v.trim() === '').map(([k]) => k)).toEqual([]);
    });

    it(`${lang} uses the same placeholders and tags as English`, () => {
      const differ: string[] = [];
      for (const [k, v] of EN) {
        const other = cat.get(k) ?? '';
        if (JSON.stringify(placeholders(v)) !== JSON.stringify(placeholders(other))) differ.push(`${k}: placeholders`);
        if (JSON.stringify(tags(v)) !== JSON.stringify(tags(other))) differ.push(`${k}: tags`);
      }
      expect(differ).toEqual([]);
    });
  }

  it('has a sentence for every error code the server or the engine sends (the client writes it in the reader’s language)', () => {
    expect(Object.keys(EVERY_CODE).filter((code) => !EN.has(`errors.codes.${code}`))).toEqual([]);
  });

  it('fills an error’s arguments in the sentence', () => {
    expect(i18n.getFixedT('fr')('errors.codes.BAD_LOGIN', { min: 3, max: 24 })).toBe('Un identifiant compte de 3 à 24 caractères : lettres, chiffres, « _ » ou « - ».');
  });

  it('English has no empty text either', () => {
    expect([...EN].filter(([, v]) => v.trim() === '').map(([k]) => k)).toEqual([]);
  });

  it('a plural key has both forms in every language', () => {
    for (const cat of [EN, ...Object.values(OTHERS)]) {
      for (const k of cat.keys()) {
        const base = k.replace(/_(one|other)$/, '');
        if (base !== k) expect([cat.has(`${base}_one`), cat.has(`${base}_other`)]).toEqual([true, true]);
      }
    }
  });

  it('counts with each language’s plural rules: French puts 0 and 1 in the singular', () => {
    const t = i18n.getFixedT('fr');
    expect([0, 1, 2].map((count) => t('n.pearl', { count }))).toEqual(['0 Perle', '1 Perle', '2 Perles']);
    const e = i18n.getFixedT('en');
    expect([0, 1, 2].map((count) => e('n.pearl', { count }))).toEqual(['0 Pearls', '1 Pearl', '2 Pearls']);
    expect(e('n.ally', { count: 3 })).toBe('3 Allies');
    expect(t('n.ally', { count: 1 })).toBe('1 Allié');
  });

  it('fills placeholders in the chosen language', () => {
    expect(i18n.getFixedT('fr')('create.seat', { n: 2 })).toBe('Place 2');
    expect(i18n.getFixedT('en')('create.seat', { n: 2 })).toBe('Seat 2');
  });

  it('picks the first of the browser’s languages it speaks, else English', () => {
    expect(pickLang(['fr-FR', 'en-US'])).toBe('fr');
    expect(pickLang(['de-DE', 'fr-CA'])).toBe('fr');
    expect(pickLang(['de-DE'])).toBe('en');
    // Node has no navigator here: the client starts in English.
    expect(i18n.language).toBe('en');
  });
});
