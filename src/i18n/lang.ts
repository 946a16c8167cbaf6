// The languages the game speaks. English is the reference catalogue: every other language
// must carry every key English has (test/i18n checks it).
export const LANGS = ['en', 'fr'] as const;
export type Lang = (typeof LANGS)[number];

export function isLang(x: unknown): x is Lang {
  return typeof x === 'string' && (LANGS as readonly string[]).includes(x);
}

/** The best of our languages for a list of preferences such as navigator.languages or $LANG. */
export function pickLang(preferences: readonly string[], fallback: Lang = 'en'): Lang {
  for (const p of preferences) {
    const base = p.toLowerCase().split(/[-_.]/)[0];
    if (isLang(base)) return base;
  }
  return fallback;
}
