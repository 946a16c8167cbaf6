import { describe, expect, it } from 'vitest';
import { isLang, pickLang } from '../../src/i18n/lang.ts';

describe('language choice', () => {
  it('takes the first preference we speak, by its base language', () => {
    expect(pickLang(['de-DE', 'fr-CA', 'en'])).toBe('fr');
    expect(pickLang(['fr_FR.UTF-8'])).toBe('fr');
    expect(pickLang(['EN-gb'])).toBe('en');
  });
  it('falls back when none is ours', () => {
    expect(pickLang(['de', 'it'])).toBe('en');
    expect(pickLang([], 'fr')).toBe('fr');
    expect(isLang('es')).toBe(false);
  });
});
